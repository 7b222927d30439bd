"""A fixed word -> subwords map (e.g. BPE applied offline to a word list).

File format, one word per line: `word<TAB>sub1 sub2 ...`, the subwords
joining back to the word (pretokenized tokens keep their ▁ on the first
subword). The map must be complete: a word missing from it is an error
naming the word and the map file, on purpose (seed 000), so an incomplete
map is noticed rather than papered over.
"""

import os
from typing import Dict, List, Mapping, Set, Tuple

from t2t_dyn.segmenters.base import PRETOKENIZED, Pieces, Segmenter


class MapFormatError(ValueError):
  """A malformed map file, named with its line."""


class UnknownWordError(LookupError):
  """A word that the deterministic segmentation map does not contain."""


class DeterministicMap(Segmenter):
  """Looks words up in a complete segmentation map."""

  input_form = PRETOKENIZED

  def __init__(self, mapping: Mapping[str, Pieces], source: str = "map"):
    self.source = source
    self._map = dict(mapping)
    self._pieces = frozenset(p for pieces in self._map.values()
                             for p in pieces)

  def segment(self, word: str) -> Pieces:
    """Raises: UnknownWordError naming the word and the map file."""
    try:
      return self._map[word]
    except KeyError:
      raise UnknownWordError(
          f"word {word!r} is not in the segmentation map {self.source}: "
          f"deterministic_segmentation needs every word of the data in the "
          f"map (add it, e.g. by segmenting the shards' word_vocab.txt)"
      ) from None

  def nbest(self, word: str, n: int) -> List[Tuple[Pieces, float]]:
    del n
    return [(self.segment(word), 0.0)]

  def pieces(self) -> Set[str]:
    return self._pieces

  def is_known(self, piece: str) -> bool:
    return True  # Every piece comes from the map itself.

  def entries(self) -> Dict[str, Pieces]:
    """word -> pieces of the whole map (a copy)."""
    return dict(self._map)

  def __len__(self) -> int:
    return len(self._map)


def read_map(path: str) -> Dict[str, Pieces]:
  """word -> pieces. Raises: FileNotFoundError; MapFormatError naming
  path:line for a bad line, a duplicate word, or pieces not joining to it."""
  if not os.path.isfile(path):
    raise FileNotFoundError(f"segmentation map {path} does not exist")
  mapping: Dict[str, Pieces] = {}
  with open(path, encoding="utf-8") as f:
    for line_no, line in enumerate(f, 1):
      line = line.rstrip("\r\n")
      if not line:
        continue
      word, sep, segmentation = line.partition("\t")
      pieces = tuple(segmentation.split(" "))
      if not sep or not word or not all(pieces):
        raise MapFormatError(f"{path}:{line_no}: expected "
                             f"word<TAB>sub1 sub2 ..., got {line!r}")
      if "".join(pieces) != word:
        raise MapFormatError(
            f"{path}:{line_no}: subwords {segmentation!r} do not join back to "
            f"the word {word!r}; pieces must concatenate to the word, with its "
            f"\u2581 on the first piece")
      if word in mapping:
        raise MapFormatError(f"{path}:{line_no}: duplicate word {word!r}")
      mapping[word] = pieces
  return mapping


def load_map(path: str) -> DeterministicMap:
  return DeterministicMap(read_map(path), source=path)
