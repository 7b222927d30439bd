"""Subword vocabularies: reading count files, the token <-> id map.

`vocab_path` may be any of:
  - `count<TAB>subword` (seed 000), counts may be floats: they are rounded
    and 1 is added, so Morfessor EM+Prune expected counts load directly;
  - a SentencePiece `.vocab` file (`piece<TAB>log-prob`), loaded directly;
  - a Morfessor EM+Prune lexicon (count<TAB>morph, `#` comment lines).
Ids: PAD=0 and EOS=1 as in Tensor2Tensor, UNK=2, then the transforms'
special tokens, then the subwords, most frequent first. `Vocabulary` owns
the map both ways; every stage that turns tokens into ids uses it.
"""

import dataclasses
import math
from typing import Iterable, Iterator, List, Optional, Sequence, Tuple

from t2t_dyn.foundation import atomic_file
from t2t_dyn.text import factors as factors_lib

PAD = "<pad>"
EOS = "<EOS>"
UNK = "<unk>"
RESERVED_TOKENS = (PAD, EOS, UNK)
PAD_ID, EOS_ID, UNK_ID = 0, 1, 2

# Control symbols of SentencePiece vocabularies; we use our own reserved ids.
_SENTENCEPIECE_CONTROL = {"<unk>", "<s>", "</s>", "<pad>"}


class VocabularyError(ValueError):
  """A malformed vocabulary file, named with its line."""


def _is_number(text: str) -> bool:
  try:
    float(text)
    return True
  except ValueError:
    return False


def read_subword_counts(path: str) -> List[Tuple[str, float]]:
  """(subword, count) pairs from any supported format, most frequent first.

  The format is decided for the whole file: count<TAB>subword when every
  first field is a number (words may be numbers too), else SentencePiece's
  piece<TAB>log-prob. Raises: VocabularyError naming path:line.
  """
  rows = []
  with open(path, encoding="utf-8") as f:
    for line_no, line in enumerate(f, 1):
      line = line.rstrip("\n")
      fields = line.split("\t")
      is_entry = len(fields) == 2 and any(map(_is_number, fields))
      # '#' starts a comment in lexicon files, but '#' is also a subword.
      if not line.strip() or (line.startswith("#") and not is_entry):
        continue
      if len(fields) != 2:
        raise VocabularyError(
            f"{path}:{line_no}: expected count<TAB>subword or "
            f"piece<TAB>score, got {line!r}")
      rows.append((line_no, fields[0], fields[1]))
  counts_first = all(_is_number(first) for _, first, _ in rows)
  entries = []
  seen = set()
  for line_no, first, second in rows:
    if counts_first:
      subword, count = second, round(float(first)) + 1
    elif _is_number(second):
      if first in _SENTENCEPIECE_CONTROL:
        continue
      # Log-probabilities become pseudo-counts that keep the order.
      subword, count = first, math.exp(min(float(second), 0.0)) * 1e9 + 1
    else:
      raise VocabularyError(
          f"{path}:{line_no}: neither count<TAB>subword nor piece<TAB>score: "
          f"{first!r}<TAB>{second!r}")
    if subword in seen:
      raise VocabularyError(f"{path}:{line_no}: duplicate subword {subword!r}")
    seen.add(subword)
    entries.append((subword, count))
  entries.sort(key=lambda e: (-e[1], e[0]))
  return entries


def read_word_counts(path: str) -> List[Tuple[str, int]]:
  """(word, count) from a `count<TAB>word` file, in file order."""
  return list(iter_word_counts(path))


def iter_word_counts(path: str) -> Iterator[Tuple[str, int]]:
  """read_word_counts one pair at a time (tens of millions of words need
  not be held at once). Raises: VocabularyError naming file and line."""
  with open(path, encoding="utf-8") as f:
    for line_no, line in enumerate(f, 1):
      count, sep, word = line.rstrip("\n").partition("\t")
      if not sep or not count.isdigit():
        raise VocabularyError(f"{path}:{line_no}: expected count<TAB>word")
      yield word, int(count)


def build_token_list(specials: Iterable[str],
                     subwords: Sequence[str]) -> List[str]:
  """Reserved tokens, then specials (sorted, deduplicated), then subwords."""
  tokens = list(RESERVED_TOKENS)
  seen = set(tokens)
  for token in sorted(set(specials)) + list(subwords):
    if token not in seen:
      seen.add(token)
      tokens.append(token)
  return tokens


class Vocabulary:
  """The token <-> id map: id i is token i (vocab.txt's line i)."""

  def __init__(self, tokens: Sequence[str]):
    self.tokens = list(tokens)
    self._ids = {token: i for i, token in enumerate(self.tokens)}

  def __len__(self) -> int:
    return len(self.tokens)

  def __contains__(self, token: str) -> bool:
    return token in self._ids

  def ids(self, tokens: Iterable[str]) -> List[int]:
    """Token ids; a token not in the vocabulary is UNK_ID."""
    ids = self._ids
    return [ids.get(t, UNK_ID) for t in tokens]

  def token(self, token_id: int) -> str:
    """The token of an id; an id out of range is UNK."""
    return self.tokens[token_id] if 0 <= token_id < len(self.tokens) else UNK

  @classmethod
  def read(cls, path: str) -> "Vocabulary":
    """A vocab.txt written by `write_token_list`."""
    return cls(read_token_list(path))


@dataclasses.dataclass(frozen=True)
class SideVocabularies:
  """The source and the target vocabulary: one object for both (the shared
  default) or two (meta.train.vocab_path_src / vocab_path_tgt); with
  `source_factors`, the source's factor vocabularies (see t2t_dyn.text.factors)."""
  src: Vocabulary
  tgt: Vocabulary
  source_factors: Optional[factors_lib.SourceFactors] = None

  @classmethod
  def shared_by_both(cls, vocab: Vocabulary) -> "SideVocabularies":
    return cls(vocab, vocab)

  @property
  def shared(self) -> bool:
    return self.src is self.tgt

  def side(self, side: str) -> Vocabulary:
    """The vocabulary of side "src" or "tgt"."""
    return self.src if side == "src" else self.tgt

  def ids(self, side: str, tokens: Sequence[str],
          strict_factors: bool = False) -> List[int]:
    """Ids of a side's tokens; source ids pack their factors (unknown
    values: factors.UNK_ID, or UnknownFactorError with `strict_factors`)."""
    if side != "src" or self.source_factors is None:
      return self.side(side).ids(tokens)
    return self.source_factors.pack(
        self.src.ids(factors_lib.strip(tokens)), tokens, strict_factors)


def write_token_list(tokens: Sequence[str], path: str) -> None:
  """One token per line; the line number is the id. Written atomically."""
  with atomic_file.atomic_open(path) as f:
    for token in tokens:
      if "\n" in token or not token:
        raise VocabularyError(f"cannot store token {token!r} in {path}")
      f.write(token + "\n")


def read_token_list(path: str) -> List[str]:
  with open(path, encoding="utf-8") as f:
    return [line.rstrip("\n") for line in f]
