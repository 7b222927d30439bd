"""The n-best segmentations of many words, as arrays read through memory maps.

A web-crawled corpus has tens of millions of word types; their n-best lists
as Python objects would take tens of gigabytes in every process. Here they
are flat arrays in a directory of `.npy` files, in the form the native path
uses them, so that a process maps them instead of building anything, and
every process on a host shares one copy in the page cache:

  words.npy              uint8: the W words, UTF-8, sorted (code point order),
                         each followed by "\\n" (words hold no whitespace)
  word_splits.npy        int64 [W + 1]: word w is words[word_splits[w]:
                         word_splits[w + 1] - 1]
  logp.npy               float32 [W + 1, n]: row w holds word w's
                         alternatives' log-probabilities (as SentencePiece and
                         the lexicons score them), best first, -inf past its
                         last; row W (a word not in the table) is [0, -inf...]
  first_alternative.npy  int32 [W + 1]: word w's alternatives are
                         first_alternative[w:w+2]; entry W is A, their count
  piece_splits.npy       int32 [A + 2]: alternative a's pieces are
                         piece_splits[a:a+2] (entry A + 1 repeats entry A: row
                         W's one alternative is empty)
  piece_ids.npy          uint16 [P] (int32 when the table has more than
                         MAX_UINT16_PIECES distinct pieces): indices into
                         `pieces`; the ids are most of a table's bytes
  pieces.npy             uint8: the distinct piece strings, joined by "\\n"
  header.json            format, version, sizes and the caller's fields

Rows follow the words' order, so the Python path finds a word by binary
search in the mapped arrays (no word -> row dict); the native path finds it
by fingerprint (t2t_dyn.transforms.segmentation_native).
"""

import contextlib
import itertools
import json
import os
import time
from typing import Callable, Dict, Iterable, List, Optional, Sequence, Tuple

import numpy as np

from t2t_dyn.foundation import atomic_file
from t2t_dyn.segmenters import nbest_blocks
from t2t_dyn.segmenters.array_column import ArrayColumn

Pieces = Tuple[str, ...]
Alternatives = Tuple[Tuple[Pieces, float], ...]

FORMAT = "t2t_dyn.nbest_table"
# Version 4: piece ids 16-bit where they fit (3: always int32; a directory
# of memory-mapped arrays, rows in word order, each word followed by "\n";
# 2: words joined by it; 1: .npz of ragged arrays in build order).
VERSION = 4
# Version 3 tables read as they are (their int32 ids are allowed in 4): set-
# ups and trained models' copies of them need no rebuild.
READABLE_VERSIONS = (3, VERSION)
HEADER = "header.json"
ARRAYS = ("words", "word_splits", "logp", "first_alternative",
          "piece_splits", "piece_ids", "pieces")
_SEPARATOR = b"\n"
# Words segmented between two progress reports of a build.
PROGRESS_EVERY = 250_000
# Words whose log-probability rows are filled at once (bounds temporaries).
FILL_BLOCK = 1_000_000
# The most distinct pieces whose ids are stored as uint16.
MAX_UINT16_PIECES = 1 << 16


class NBestTableError(ValueError):
  """A table that is missing, malformed, or of another version."""


class NBestTable:
  """word -> its n-best alternatives, backed by flat (mapped) arrays."""

  def __init__(self, arrays: Dict[str, np.ndarray],
               directory: Optional[str] = None):
    self.directory = directory  # Where the arrays are mapped from, if read.
    missing = [name for name in ARRAYS if name not in arrays]
    if missing:
      raise NBestTableError(f"an n-best table lacks {', '.join(missing)}")
    self.arrays = arrays
    self.logp = arrays["logp"]
    self.first_alternative = arrays["first_alternative"]
    self.piece_splits = arrays["piece_splits"]
    self.piece_ids = arrays["piece_ids"]
    # memoryviews: their scalar reads are several times faster than numpy's,
    # which the binary search of row() does ~25 times a word.
    self._splits = _view(arrays["word_splits"], "q")
    self._words = _view(arrays["words"], "B")
    self._pieces: Optional[List[str]] = None

  @classmethod
  def build(cls, words: Iterable[str], nbest: Callable[[str], Sequence],
            progress: Optional[Callable[[str], None]] = None,
            directory: Optional[str] = None,
            workers: Optional[int] = None) -> "NBestTable":
    """A table of nbest(word) for each distinct non-empty word.

    nbest(word) -> [(pieces, logp), ...], best first, at least one.
    `progress`, when given, gets a line every PROGRESS_EVERY words.
    `directory`: the table is written there as it is built (memory stays
    bounded by the words themselves, not their n-best lists) and returned
    mapped; without it, it is built in memory. `workers`: processes that
    segment a large word list (nbest_blocks.segmented_blocks; default: the
    available cores); the table is the same for any number.
    """
    # Sorting first and dropping repeats after: no second set of the words.
    ordered = [word for word, _ in itertools.groupby(sorted(words)) if word]
    with contextlib.ExitStack() as stack:
      staging = None
      if directory is not None:
        staging = stack.enter_context(atomic_file.atomic_directory(directory))
      piece_index: Dict[str, int] = {}
      columns = {name: ArrayColumn(code, staging, name) for name, code in (
          ("words", "B"), ("word_splits", "q"), ("piece_ids", "i"),
          ("piece_splits", "i"), ("scores", "f"), ("alternatives", "i"))}
      piece_ids, piece_splits = columns["piece_ids"], columns["piece_splits"]
      columns["word_splits"].append(0)
      piece_splits.append(0)
      start, done, reported = time.monotonic(), 0, 0
      for block in nbest_blocks.segmented_blocks(nbest, ordered, workers):
        # The block's own piece numbers, renumbered once per distinct piece.
        renumber = np.array([piece_index.setdefault(piece, len(piece_index))
                             for piece in block.pieces] or [0], np.int32)
        piece_splits.extend_array(len(piece_ids) + np.cumsum(
            block.piece_counts, dtype=np.int64))
        piece_ids.extend_array(renumber[block.piece_ids])
        columns["scores"].extend_array(block.scores)
        columns["alternatives"].extend_array(block.alternatives)
        encoded = [word.encode("utf-8") + _SEPARATOR
                   for word in ordered[done:done + len(block.alternatives)]]
        columns["word_splits"].extend_array(len(columns["words"]) + np.cumsum(
            np.array([len(word) for word in encoded], np.int64)))
        columns["words"].extend_array(np.frombuffer(b"".join(encoded),
                                                    np.uint8))
        done += len(block.alternatives)
        if progress and done // PROGRESS_EVERY > reported:
          reported = done // PROGRESS_EVERY
          rate = done / max(time.monotonic() - start, 1e-9)
          progress(f"segmented {done:,} of {len(ordered):,} words "
                   f"({rate:,.0f} words/s, "
                   f"{(len(ordered) - done) / rate:,.0f} s left)")
      scores, alternatives = columns["scores"], columns["alternatives"]
      piece_splits.append(len(piece_ids))  # Row W's empty alternative.
      del ordered
      first_alternative = np.zeros(len(alternatives) + 1, np.int32)
      np.cumsum(alternatives.read(0, len(alternatives)),
                out=first_alternative[1:])
      alternatives.discard()
      pieces = ArrayColumn("B", staging, "pieces")
      pieces.extend(_SEPARATOR.join(p.encode("utf-8") for p in piece_index))
      arrays = {name: columns[name].finish() for name in (
          "words", "word_splits", "piece_splits")}
      arrays["piece_ids"] = piece_ids.finish(
          np.uint16 if len(piece_index) <= MAX_UINT16_PIECES else None)
      arrays["pieces"] = pieces.finish()
      arrays["first_alternative"] = ArrayColumn.of(
          first_alternative, staging, "first_alternative")
      arrays["logp"] = _dense_logp(first_alternative, scores, staging)
      scores.discard()
      table = cls(arrays)
      if staging is None:
        return table
      table._write_header(staging, {})
      del table, arrays
    return cls.load(directory)[0]

  def __len__(self) -> int:
    return len(self.first_alternative) - 1

  @property
  def n_best(self) -> int:
    """The longest n-best list the table holds (the logp matrix's width)."""
    return self.logp.shape[1]

  def word(self, row: int) -> str:
    return bytes(self._words[self._splits[row]:self._splits[row + 1] - 1]
                 ).decode("utf-8")

  def word_bytes(self, low: int, high: int) -> bytes:
    """Words low..high-1, UTF-8, joined by "\\n" (b"" when none)."""
    if low >= high:
      return b""
    return bytes(self._words[self._splits[low]:self._splits[high] - 1])

  def words(self) -> List[str]:
    """Every word, in row order (decodes them all: for small tables)."""
    return [self.word(row) for row in range(len(self))]

  def piece_strings(self) -> List[str]:
    if self._pieces is None:
      blob = self.arrays["pieces"].tobytes()
      self._pieces = blob.decode("utf-8").split("\n") if blob else []
    return self._pieces

  def row(self, word: str) -> Optional[int]:
    """The word's row, or None: a binary search over the mapped words."""
    key, splits, words = word.encode("utf-8"), self._splits, self._words
    low, high = 0, len(self)
    while low < high:
      middle = (low + high) // 2
      if bytes(words[splits[middle]:splits[middle + 1] - 1]) < key:
        low = middle + 1
      else:
        high = middle
    if low < len(self) and bytes(
        words[splits[low]:splits[low + 1] - 1]) == key:
      return low
    return None

  def __contains__(self, word: str) -> bool:
    return self.row(word) is not None

  def alternatives(self, row: int) -> Alternatives:
    pieces = self.piece_strings()
    first = int(self.first_alternative[row])
    out = []
    for k, a in enumerate(range(first, int(self.first_alternative[row + 1]))):
      ids = self.piece_ids[self.piece_splits[a]:self.piece_splits[a + 1]]
      out.append((tuple(pieces[i] for i in ids), float(self.logp[row, k])))
    return tuple(out)

  def items(self) -> List[Tuple[str, Alternatives]]:
    return [(self.word(row), self.alternatives(row))
            for row in range(len(self))]

  def save(self, directory: str, header: Dict[str, object]) -> None:
    """Writes the arrays and `header` into `directory` (replaced as a
    whole: a reader never sees a half-written table); a table built or
    loaded there only gets its header rewritten."""
    if self.directory and os.path.realpath(self.directory) == (
        os.path.realpath(directory)):
      self._write_header(directory, header)
      return
    with atomic_file.atomic_directory(directory) as staging:
      for name in ARRAYS:
        np.save(os.path.join(staging, name + ".npy"), self.arrays[name])
      self._write_header(staging, header)

  def _write_header(self, directory: str, header: Dict[str, object]) -> None:
    """header.json in `directory`: format, version, `header`, the sizes."""
    with atomic_file.atomic_open(os.path.join(directory, HEADER)) as f:
      json.dump({"format": FORMAT, "version": VERSION, **header,
                 **self._sizes()}, f, indent=1, ensure_ascii=False,
                sort_keys=True)

  def _sizes(self) -> Dict[str, int]:
    """The counts the header records (and load checks the arrays against)."""
    return {"words": len(self), "n_best": self.n_best,
            "alternatives": len(self.piece_splits) - 2,
            "piece_ids": len(self.piece_ids),
            "pieces": len(self.piece_strings())}

  @classmethod
  def load(cls, directory: str) -> Tuple["NBestTable", Dict[str, object]]:
    """(table, header), the arrays memory-mapped copy-on-write (the pages
    stay shared with every other reader; TensorFlow can take them without a
    copy). Raises NBestTableError naming the directory."""
    header_path = os.path.join(directory, HEADER)
    try:
      with open(header_path, encoding="utf-8") as f:
        header = json.load(f)
    except (OSError, ValueError) as e:
      raise NBestTableError(
          f"{directory}: unreadable n-best table ({e})") from None
    if header.get("format") != FORMAT:
      raise NBestTableError(f"{directory}: not an n-best table")
    if header.get("version") not in READABLE_VERSIONS:
      raise NBestTableError(
          f"{directory}: n-best table version {header.get('version')!r}, "
          f"this code reads versions "
          f"{', '.join(map(str, READABLE_VERSIONS))}; re-run `dyn-datagen "
          f"--stage=vocab`")
    arrays = {}
    for name in ARRAYS:
      path = os.path.join(directory, name + ".npy")
      try:
        arrays[name] = np.load(path, mmap_mode="c", allow_pickle=False)
      except (OSError, ValueError) as e:
        raise NBestTableError(
            f"{path}: unreadable n-best table array ({e})") from None
    table = cls(arrays, directory)
    _check_shapes(directory, table, header)
    return table, header


def _dense_logp(first_alternative: np.ndarray, scores: ArrayColumn,
                directory: Optional[str]) -> np.ndarray:
  """float32 [W + 1, n]: row w holds word w's scores, -inf past them; row
  W is [0, -inf...]. Made a block of words at a time, written in order."""
  words = len(first_alternative) - 1
  n_best = max(int(np.diff(first_alternative).max()) if words else 1, 1)
  blocks = []
  out = None
  if directory is not None:
    path = os.path.join(directory, "logp.npy")
    out = open(path, "wb")
    np.lib.format.write_array_header_1_0(out, {
        "descr": np.lib.format.dtype_to_descr(np.dtype(np.float32)),
        "fortran_order": False, "shape": (words + 1, n_best)})
  for low in range(0, words + 1, FILL_BLOCK):
    high = min(low + FILL_BLOCK, words)
    block = np.full((high - low + (high == words), n_best), -np.inf,
                    np.float32)
    begin, end = first_alternative[low], first_alternative[high]
    row = np.repeat(np.arange(low, high),
                    np.diff(first_alternative[low:high + 1]))
    block[row - low, np.arange(begin, end) - first_alternative[row]] = (
        scores.read(begin, end))
    if high == words:
      block[-1, 0] = 0.0
    if out is None:
      blocks.append(block)
    else:
      block.tofile(out)
    if high == words:
      break
  if out is None:
    return np.concatenate(blocks)
  out.close()
  return np.load(path, mmap_mode="r")


def _view(values: np.ndarray, code: str) -> memoryview:
  return memoryview(np.ascontiguousarray(values)).cast("B").cast(code)


def _check_shapes(directory: str, table: NBestTable,
                  header: Dict[str, object]) -> None:
  """Refuses arrays that do not fit together or the header (a damaged or
  mixed table), reading only their ends: a check must not page in
  gigabytes."""
  a, words = table.arrays, len(table)
  alternatives = len(a["piece_splits"]) - 2
  problems = [f"the header says {header.get(key)} {key.replace('_', ' ')}, "
              f"the arrays hold {value}"
              for key, value in (("words", words),
                                 ("alternatives", alternatives),
                                 ("piece_ids", len(a["piece_ids"])))
              if header.get(key) != value]
  if (len(a["word_splits"]) != words + 1 or
      a["word_splits"][-1] != len(a["words"])):
    problems.append("word splits do not cover the words")
  if a["logp"].ndim != 2 or a["logp"].shape[0] != words + 1:
    problems.append("the log-probabilities are not one row per word")
  if a["first_alternative"][-1] != alternatives:
    problems.append("alternative splits do not cover the piece splits")
  if alternatives < 0 or a["piece_splits"][-1] != len(a["piece_ids"]):
    problems.append("piece splits do not cover the piece ids")
  if a["piece_ids"].dtype not in (np.uint16, np.int32):
    problems.append(f"piece ids of type {a['piece_ids'].dtype}, not uint16 "
                    f"or int32")
  if problems:
    raise NBestTableError(f"{directory}: damaged n-best table: "
                          f"{'; '.join(problems)}; re-run `dyn-datagen "
                          f"--stage=vocab`")
