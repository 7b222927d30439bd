"""The n-best segmentations of many words, stored compactly as arrays.

A corpus of real size has about a million word types; their n-best lists as
Python tuples of strings would take gigabytes. Here a word's alternatives
are rows of piece ids into one table of piece strings:

  words          W words, UTF-8, joined by "\\n" (words hold no whitespace)
  alt_splits     int32 [W + 1]: word w's alternatives are alt_splits[w:w+2]
  logp           float32 [A]: each alternative's log-probability (as
                 SentencePiece and the lexicons score them), best first
  piece_splits   int32 [A + 1]: alternative a's pieces are piece_splits[a:a+2]
  piece_ids      int32 [P]: indices into `pieces`
  pieces         the distinct piece strings, UTF-8, joined by "\\n"

A million words with 5-best lists fit in about 130 MB. The file is an
uncompressed `.npz` (numpy's own format), read back without pickle.
"""

import array
import json
import zipfile
from typing import Callable, Dict, Iterable, List, Optional, Sequence, Tuple

import numpy as np

Pieces = Tuple[str, ...]
Alternatives = Tuple[Tuple[Pieces, float], ...]

FORMAT = "t2t_dyn.nbest_table"
VERSION = 1
_SEPARATOR = b"\n"


class NBestTableError(ValueError):
  """A table file that is missing, malformed, or of another version."""


class NBestTable:
  """word -> its n-best alternatives, backed by flat arrays."""

  def __init__(self, words: bytes, alt_splits: np.ndarray, logp: np.ndarray,
               piece_splits: np.ndarray, piece_ids: np.ndarray, pieces: bytes):
    self.words_blob = words
    self.alt_splits = alt_splits
    self.logp = logp
    self.piece_splits = piece_splits
    self.piece_ids = piece_ids
    self.pieces_blob = pieces
    self._words: Optional[List[str]] = None
    self._rows: Optional[Dict[str, int]] = None
    self._pieces: Optional[List[str]] = None

  @classmethod
  def build(cls, words: Iterable[str],
            nbest: Callable[[str], Sequence]) -> "NBestTable":
    """A table of nbest(word) for each distinct non-empty word, in order.

    nbest(word) -> [(pieces, logp), ...], best first, at least one.
    """
    kept, piece_index = [], {}
    alt_splits, piece_splits = array.array("i", [0]), array.array("i", [0])
    logp, piece_ids = array.array("f"), array.array("i")
    seen = set()
    for word in words:
      if not word or word in seen:
        continue
      seen.add(word)
      kept.append(word)
      for pieces, score in nbest(word):
        for piece in pieces:
          piece_ids.append(piece_index.setdefault(piece, len(piece_index)))
        piece_splits.append(len(piece_ids))
        logp.append(score)
      alt_splits.append(len(logp))
    return cls(_SEPARATOR.join(w.encode("utf-8") for w in kept),
               np.frombuffer(alt_splits, np.int32),
               np.frombuffer(logp, np.float32),
               np.frombuffer(piece_splits, np.int32),
               np.frombuffer(piece_ids, np.int32),
               _SEPARATOR.join(p.encode("utf-8") for p in piece_index))

  def __len__(self) -> int:
    return len(self.alt_splits) - 1

  def words(self) -> List[str]:
    """The words in build order (decoded on first use)."""
    if self._words is None:
      self._words = (self.words_blob.decode("utf-8").split("\n")
                     if len(self) else [])
    return self._words

  def piece_strings(self) -> List[str]:
    if self._pieces is None:
      self._pieces = (self.pieces_blob.decode("utf-8").split("\n")
                      if self.pieces_blob else [])
    return self._pieces

  def row(self, word: str) -> Optional[int]:
    """The word's row, or None (the word -> row map is built on first use:
    only the Python path needs it)."""
    if self._rows is None:
      self._rows = {w: i for i, w in enumerate(self.words())}
    return self._rows.get(word)

  def __contains__(self, word: str) -> bool:
    return self.row(word) is not None

  def alternatives(self, row: int) -> Alternatives:
    pieces = self.piece_strings()
    out = []
    for a in range(self.alt_splits[row], self.alt_splits[row + 1]):
      ids = self.piece_ids[self.piece_splits[a]:self.piece_splits[a + 1]]
      out.append((tuple(pieces[i] for i in ids), float(self.logp[a])))
    return tuple(out)

  def items(self) -> List[Tuple[str, Alternatives]]:
    return [(w, self.alternatives(i)) for i, w in enumerate(self.words())]

  def save(self, path: str, header: Dict[str, object]) -> None:
    """Writes the arrays and `header` (JSON) to `path` (an open binary file,
    or a path, which gets .npz appended if it lacks it)."""
    np.savez(path, header=np.asarray(json.dumps(
        {"format": FORMAT, "version": VERSION, **header})),
             words=np.frombuffer(self.words_blob, np.uint8),
             alt_splits=self.alt_splits, logp=self.logp,
             piece_splits=self.piece_splits, piece_ids=self.piece_ids,
             pieces=np.frombuffer(self.pieces_blob, np.uint8))

  @classmethod
  def load(cls, path: str) -> Tuple["NBestTable", Dict[str, object]]:
    """(table, header). Raises NBestTableError naming the file."""
    try:
      with np.load(path, allow_pickle=False) as f:
        header = json.loads(str(f["header"]))
        if header.get("format") != FORMAT:
          raise NBestTableError(f"{path}: not an n-best table")
        if header.get("version") != VERSION:
          raise NBestTableError(
              f"{path}: n-best table version {header.get('version')!r}, "
              f"this code reads version {VERSION}; re-run `dyn-datagen "
              f"--stage=vocab`")
        table = cls(f["words"].tobytes(), f["alt_splits"], f["logp"],
                    f["piece_splits"], f["piece_ids"], f["pieces"].tobytes())
    except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile) as e:
      if isinstance(e, NBestTableError):
        raise
      raise NBestTableError(f"{path}: unreadable n-best table ({e})") from None
    _check_shapes(path, table)
    return table, header


def _check_shapes(path: str, table: NBestTable) -> None:
  words = table.words_blob.count(_SEPARATOR) + 1 if table.words_blob else 0
  problems = []
  if words != len(table):
    problems.append(f"{words} words but {len(table)} rows")
  if table.alt_splits[-1] != len(table.logp):
    problems.append("alternative splits do not cover the log-probabilities")
  if len(table.piece_splits) != len(table.logp) + 1 or (
      table.piece_splits[-1] != len(table.piece_ids)):
    problems.append("piece splits do not cover the piece ids")
  if len(table.piece_ids) and table.piece_ids.max() >= (
      table.pieces_blob.count(_SEPARATOR) + 1):
    problems.append("a piece id beyond the piece table")
  if problems:
    raise NBestTableError(f"{path}: damaged n-best table: "
                          f"{'; '.join(problems)}")

