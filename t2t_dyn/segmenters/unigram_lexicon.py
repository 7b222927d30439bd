"""A unigram morph lexicon (Morfessor EM+Prune style) with exact n-best Viterbi.

log p(m) = log(count(m) / total) over the lexicon's morphs. A word's
segmentation has the sum of its morphs' log-probabilities. Single characters
are always allowed, so every word has a segmentation: a character missing
from the lexicon gets UNKNOWN_CHARACTER_FACTOR times the probability of the
rarest morph.

Loads (see `load_lexicon`):
  - an EM+Prune text model or lexicon: `count<TAB>morph` lines, float
    counts allowed, `#` comment lines (a space instead of the tab, as in
    Morfessor Baseline's `--lexicon` output, is accepted too);
  - a Morfessor Baseline binary model (pickle) or text model
    (`count morph + morph` lines), via the `morfessor` package: the counts of
    the model's constructions become the lexicon.
"""

import math
import os
from typing import (Collection, Dict, Iterable, List, Mapping, Optional, Set,
                    Tuple)

from t2t_dyn.foundation import atomic_file
from t2t_dyn.segmenters.base import PRETOKENIZED, Pieces, Segmenter

UNKNOWN_CHARACTER_FACTOR = 0.1
_PICKLE_MAGIC = b"\x80"
_MORFESSOR_SEPARATOR = " + "


class LexiconError(ValueError):
  """A malformed lexicon or model file, named with its line."""


class UnigramLexicon(Segmenter):
  """n-best segmentation of a word under a unigram morph model."""

  input_form = PRETOKENIZED

  def __init__(self, counts: Mapping[str, float], source: str = "lexicon"):
    """`counts`: morph -> positive count. Raises: LexiconError if empty."""
    self.source = source
    usable = {m: float(c) for m, c in counts.items() if c > 0 and m}
    if not usable:
      raise LexiconError(f"{source}: no morph with a positive count")
    total = sum(usable.values())
    self._logp = {m: math.log(c / total) for m, c in usable.items()}
    self.unknown_logp = (min(self._logp.values()) +
                         math.log(UNKNOWN_CHARACTER_FACTOR))
    self._max_length = max(len(m) for m in self._logp)
    self._pieces = frozenset(self._logp) | frozenset(
        c for m in self._logp for c in m)

  def logp(self, morph: str) -> Optional[float]:
    """log p(morph); unknown single characters get `unknown_logp`; None for
    an unknown multi-character morph."""
    lp = self._logp.get(morph)
    if lp is None and len(morph) == 1:
      return self.unknown_logp
    return lp

  def morph_log_probs(self) -> Dict[str, float]:
    """morph -> log p(morph) of the lexicon's morphs (a copy)."""
    return dict(self._logp)

  @property
  def max_morph_length(self) -> int:
    """The longest morph, in characters."""
    return self._max_length

  def nbest(self, word: str, n: int,
            forbidden: Collection[str] = ()) -> List[Tuple[Pieces, float]]:
    """The n best (pieces, logp) of `word`, best first; morphs in `forbidden`
    are not used unless they are single characters."""
    # best[i]: the top n (logp, pieces) segmentations of word[:i]. The top n
    # of word[:j] extend the top n of some word[:i], so keeping n per
    # position is exact.
    best: List[List[Tuple[float, Pieces]]] = [[] for _ in range(len(word) + 1)]
    best[0] = [(0.0, ())]
    for end in range(1, len(word) + 1):
      candidates = []
      for start in range(max(0, end - self._max_length), end):
        if not best[start]:
          continue
        morph = word[start:end]
        if end - start == 1:
          lp = self._logp.get(morph, self.unknown_logp)
        else:
          lp = self._logp.get(morph)
          if lp is None or morph in forbidden:
            continue
        candidates.extend((prev + lp, pieces + (morph,))
                          for prev, pieces in best[start])
      # Stable sort: ties keep the longer first morph, deterministically.
      candidates.sort(key=lambda c: -c[0])
      best[end] = candidates[:n]
    return [(pieces, lp) for lp, pieces in best[len(word)]]

  def best(self, word: str, forbidden: Collection[str] = ()) -> Pieces:
    return self.nbest(word, 1, forbidden)[0][0]

  def pieces(self) -> Set[str]:
    """The lexicon's morphs and their characters (which constrained
    segmentation may produce)."""
    return self._pieces

  def is_known(self, piece: str) -> bool:
    return piece in self._logp

  def __len__(self) -> int:
    return len(self._logp)


def read_lexicon(path: str) -> Dict[str, float]:
  """morph -> count from `count<TAB>morph` lines (a space also separates).

  Raises: LexiconError naming path:line for a bad line or a duplicate morph.
  """
  counts: Dict[str, float] = {}
  with open(path, encoding="utf-8") as f:
    for line_no, line in enumerate(f, 1):
      line = line.rstrip("\r\n")
      if not line.strip() or line.startswith("#"):
        continue
      count, sep, morph = line.partition("\t")
      if not sep:
        count, sep, morph = line.partition(" ")
      try:
        value = float(count)
      except ValueError:
        value = None
      if not sep or not morph or value is None or value < 0:
        raise LexiconError(f"{path}:{line_no}: expected count<TAB>morph with "
                           f"a non-negative count, got {line!r}")
      if morph in counts:
        raise LexiconError(f"{path}:{line_no}: duplicate morph {morph!r}")
      counts[morph] = value
  return counts


def morfessor_constructions(path: str) -> Dict[str, float]:
  """Construction -> count of a Morfessor Baseline binary or text model."""
  import morfessor  # pylint: disable=g-import-not-at-top
  io = morfessor.MorfessorIO()
  if _is_pickle(path):
    model = io.read_binary_model_file(path)
  else:
    model = morfessor.BaselineModel()
    model.load_segmentations(io.read_segmentation_file(path))
  return {str(c): float(n) for c, n in model.get_constructions()}


def load_lexicon(path: str) -> UnigramLexicon:
  """A UnigramLexicon from any supported file (see the module docstring).

  Raises: FileNotFoundError, LexiconError naming the file.
  """
  if not os.path.isfile(path):
    raise FileNotFoundError(f"lexicon {path} does not exist")
  if _is_pickle(path) or _has_morfessor_segmentations(path):
    counts = morfessor_constructions(path)
  else:
    counts = read_lexicon(path)
  return UnigramLexicon(counts, source=path)


def write_lexicon(counts: Iterable[Tuple[str, float]], path: str) -> None:
  """`count<TAB>morph` lines, most frequent first (usable as vocab_path)."""
  rows = sorted(counts, key=lambda mc: (-mc[1], mc[0]))
  with atomic_file.atomic_open(path) as f:
    for morph, count in rows:
      count = float(count)
      text = str(int(count)) if count.is_integer() else repr(count)
      f.write(f"{text}\t{morph}\n")


def _is_pickle(path: str) -> bool:
  with open(path, "rb") as f:
    return f.read(1) == _PICKLE_MAGIC


def _has_morfessor_segmentations(path: str) -> bool:
  """Whether a text file has `count a + b` lines (a Baseline text model);
  morphs never contain spaces, so a lexicon never has them."""
  with open(path, encoding="utf-8") as f:
    return any(_MORFESSOR_SEPARATOR in line for line in f
               if not line.startswith("#"))
