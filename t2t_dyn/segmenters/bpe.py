"""Byte-pair encoding: learning merges, applying them, and BPE-dropout.

Codes files use the subword-nmt format: an optional `#version` first line,
then one merge `left right` per line, earlier lines first. Words are
pretokenized tokens ("▁word", ","), and pieces keep the ▁ where the word has
it. Codes learned by subword-nmt itself, whose last symbol carries `</w>`,
are applied with that end-of-word marker and have it removed from the output.

BPE-dropout (Provilkov et al., 2019): at each merge step every applicable
merge is dropped with probability p, and the best-ranked remaining merge is
applied; no applicable merge left ends the word. p=0 is plain BPE.
"""

import collections
import heapq
import os
import random
from typing import Dict, Iterable, List, Optional, Sequence, Set, Tuple

from t2t_dyn.foundation import atomic_file
from t2t_dyn.segmenters.base import PRETOKENIZED, Pieces, Segmenter

END_OF_WORD = "</w>"
CODES_HEADER = "#version: 0.2"

Merge = Tuple[str, str]


class BpeError(ValueError):
  """A malformed codes file, named with its line."""


class BpeCodes(Segmenter):
  """Applies BPE merges by priority (line order), optionally with dropout."""

  input_form = PRETOKENIZED

  def __init__(self, merges: Sequence[Merge], source: str = "bpe codes"):
    self.source = source
    self._ranks: Dict[Merge, int] = {}
    for rank, merge in enumerate(merges):
      self._ranks.setdefault(merge, rank)  # The first occurrence wins.
    self.end_of_word = any(END_OF_WORD in left or END_OF_WORD in right
                           for left, right in self._ranks)
    symbols = {s for left, right in self._ranks
               for s in (left, right, left + right)}
    self._pieces = frozenset(
        p for p in (self._strip_end(s) for s in symbols) if p)

  @property
  def merges(self) -> List[Merge]:
    return sorted(self._ranks, key=self._ranks.get)

  def segment(self, word: str, dropout: float = 0.0,
              rng: Optional[random.Random] = None) -> Pieces:
    """The BPE pieces of `word`; with dropout > 0 each applicable merge is
    skipped with that probability at each step (draws from `rng`)."""
    if not word:
      return ()
    if dropout and rng is None:
      raise ValueError("BPE-dropout needs a random.Random")
    symbols = list(word)
    if self.end_of_word:
      symbols[-1] += END_OF_WORD
    ranks = self._ranks
    while len(symbols) > 1:
      candidates = [(ranks[pair], i)
                    for i, pair in enumerate(zip(symbols, symbols[1:]))
                    if pair in ranks and (not dropout or
                                          rng.random() >= dropout)]
      if not candidates:
        break
      best_rank = min(candidates)[0]
      positions = [i for rank, i in candidates if rank == best_rank]
      merged, start = [], 0
      for i in positions:
        if i < start:  # Overlapping occurrence, as in "a a a".
          continue
        merged.extend(symbols[start:i])
        merged.append(symbols[i] + symbols[i + 1])
        start = i + 2
      merged.extend(symbols[start:])
      symbols = merged
    if self.end_of_word:
      symbols[-1] = self._strip_end(symbols[-1])
      if not symbols[-1]:
        symbols.pop()
    return tuple(symbols)

  def nbest(self, word: str, n: int) -> List[Tuple[Pieces, float]]:
    """BPE is deterministic: one alternative with log-probability 0."""
    del n
    return [(self.segment(word), 0.0)]

  def pieces(self) -> Set[str]:
    """Every symbol of the merges: what plain BPE and BPE-dropout produce
    from words made of known characters."""
    return self._pieces

  def is_known(self, piece: str) -> bool:
    """Whether `piece` is a symbol of the merges; a character that takes
    part in no merge counts as unknown (it may still be in a vocabulary)."""
    return piece in self._pieces

  def _strip_end(self, symbol: str) -> str:
    if self.end_of_word and symbol.endswith(END_OF_WORD):
      return symbol[:-len(END_OF_WORD)]
    return symbol


def read_codes(path: str) -> List[Merge]:
  """Merges of a subword-nmt codes file, in priority order.

  Raises: FileNotFoundError; BpeError naming path:line for a bad line.
  """
  if not os.path.isfile(path):
    raise FileNotFoundError(f"BPE codes file {path} does not exist")
  merges = []
  with open(path, encoding="utf-8") as f:
    for line_no, line in enumerate(f, 1):
      line = line.rstrip("\r\n")
      if line_no == 1 and line.startswith("#version"):
        continue
      parts = line.split(" ")
      if len(parts) != 2 or not all(parts):
        raise BpeError(f"{path}:{line_no}: expected a merge 'left right', "
                       f"got {line!r}")
      merges.append((parts[0], parts[1]))
  return merges


def load_codes(path: str) -> BpeCodes:
  return BpeCodes(read_codes(path), source=path)


def write_codes(merges: Iterable[Merge], path: str) -> None:
  """Writes a subword-nmt codes file (with a #version header), atomically."""
  with atomic_file.atomic_open(path) as f:
    f.write(CODES_HEADER + "\n")
    for left, right in merges:
      f.write(f"{left} {right}\n")


def learn_bpe(word_counts: Iterable[Tuple[str, int]], num_merges: int,
              min_frequency: int = 2) -> List[Merge]:
  """Up to `num_merges` merges, most frequent pair first (ties: the smaller
  pair), stopping when no pair occurs `min_frequency` times.

  `word_counts`: (pretokenized token, count); tokens keep their ▁, so
  pieces learned at word starts carry it.
  """
  totals: Dict[str, int] = collections.Counter()
  for word, count in word_counts:
    if word:
      totals[word] += count
  words = [list(word) for word in totals]
  counts = list(totals.values())
  pair_counts: Dict[Merge, int] = collections.defaultdict(int)
  where: Dict[Merge, Set[int]] = collections.defaultdict(set)
  for index, symbols in enumerate(words):
    for pair in zip(symbols, symbols[1:]):
      pair_counts[pair] += counts[index]
      where[pair].add(index)
  # A heap with lazy deletion: a popped entry whose count is stale is
  # skipped, because every count change pushed a fresh entry.
  heap = [(-count, pair) for pair, count in pair_counts.items()]
  heapq.heapify(heap)
  merges: List[Merge] = []
  while heap and len(merges) < num_merges:
    negative_count, pair = heapq.heappop(heap)
    count = pair_counts.get(pair, 0)
    if count != -negative_count:
      continue
    if count < min_frequency:
      break
    merges.append(pair)
    changed = set()
    for index in where.pop(pair, ()):
      _merge_in_word(words, counts, index, pair, pair_counts, where, changed)
    for changed_pair in changed:
      if pair_counts[changed_pair] > 0:
        heapq.heappush(heap, (-pair_counts[changed_pair], changed_pair))
      else:
        del pair_counts[changed_pair]
  return merges


def _merge_in_word(words, counts, index, pair, pair_counts, where,
                   changed) -> None:
  """Merges `pair` throughout word `index`, updating the pair statistics."""
  symbols = words[index]
  left, right = pair
  count = counts[index]
  for old in zip(symbols, symbols[1:]):
    pair_counts[old] -= count
    changed.add(old)
  merged, i = [], 0
  while i < len(symbols):
    if i + 1 < len(symbols) and symbols[i] == left and symbols[i + 1] == right:
      merged.append(left + right)
      i += 2
    else:
      merged.append(symbols[i])
      i += 1
  words[index] = merged
  for new in zip(merged, merged[1:]):
    pair_counts[new] += count
    where[new].add(index)
    changed.add(new)


def piece_counts(codes: BpeCodes,
                 word_counts: Iterable[Tuple[str, int]]) -> Dict[str, int]:
  """Piece -> count over the plain-BPE segmentation of `word_counts`, with
  every merge symbol present (count 0 if unused), since BPE-dropout can
  produce any of them."""
  totals: Dict[str, int] = collections.Counter()
  for word, count in word_counts:
    for piece in codes.segment(word):
      totals[piece] += count
  for piece in codes.pieces():
    totals.setdefault(piece, 0)
  return dict(totals)
