"""Reading a task's input corpora (text files or TFDS) as one mixed stream.

Text files are plain or gzip (recognized by their magic bytes, not by name),
read line by line in binary and decoded as UTF-8 per line, so an invalid line
is reported with its file, line number and byte offset. TFDS datasets are
read only when already prepared: t2t_dyn never downloads.

`TaskReader(task, shard_meta)` checks every input when it is constructed
(line counts of parallel files must agree, TFDS datasets must be prepared),
before anything is read or written. `.samples()` then streams the inputs,
interleaved in proportion to their sizes, and `.stats` holds per-input
bookkeeping (lines read, declared vs counted size, UTF-8 replacements) that
the sharder puts in its report. `read_task_samples` is the plain-iterator
form that `Problem.generate_samples` returns.

The samples are raw text: no stripping, filtering or pretokenization here;
the sharder does that for every Problem alike.
"""

import dataclasses
import gzip
import itertools
import os
import zlib
from typing import Any, Callable, Dict, IO, Iterator, List, Optional, Tuple

from t2t_dyn.config import data_config as data_config_lib

GZIP_MAGIC = b"\x1f\x8b"
COUNT_BLOCK_BYTES = 1 << 20
REPLACEMENT_CHAR = "\ufffd"
_REPLACEMENT_BYTES = REPLACEMENT_CHAR.encode("utf-8")
# Errors of a damaged gzip stream or a failing disk, reported with the line.
READ_ERRORS = (OSError, EOFError, zlib.error)


class CorpusError(ValueError):
  """An input that cannot be read as configured; names the file and line."""


@dataclasses.dataclass
class InputStats:
  """Bookkeeping of one input, filled in while its samples are read.

  `utf8_replaced_lines` sums over the input's files: a pair with invalid
  UTF-8 on both sides counts 2.
  """
  name: str
  source: str
  declared_size: Optional[int]
  counted_size: int
  lines_read: int = 0
  utf8_replaced_lines: int = 0
  utf8_replaced_chars: int = 0

  @property
  def mixing_size(self) -> int:
    """The size that sets the input's share of the mixed stream."""
    return self.counted_size if self.declared_size is None else (
        self.declared_size)


# Plain and gzip text files.


def is_gzip(path: str) -> bool:
  """Whether the file starts with the gzip magic bytes. Raises: CorpusError."""
  try:
    with open(path, "rb") as f:
      return f.read(2) == GZIP_MAGIC
  except OSError as e:
    raise CorpusError(f"{path}: cannot open: {e.strerror or e}") from None


def open_binary(path: str) -> IO[bytes]:
  """Opens a plain or gzip file for binary reading. Raises: CorpusError."""
  gzipped = is_gzip(path)
  try:
    return gzip.open(path, "rb") if gzipped else open(path, "rb")
  except OSError as e:
    raise CorpusError(f"{path}: cannot open: {e.strerror or e}") from None


def count_lines(path: str) -> int:
  """Lines in a plain or gzip file; a last line without newline counts too.

  Raises: CorpusError when the file cannot be read (or is a damaged gzip).
  """
  lines = 0
  last_block = b""
  try:
    with open_binary(path) as f:
      while block := f.read(COUNT_BLOCK_BYTES):
        lines += block.count(b"\n")
        last_block = block
  except READ_ERRORS as e:
    raise CorpusError(f"{path}: cannot read (counting lines): {e}") from None
  if last_block and not last_block.endswith(b"\n"):
    lines += 1
  return lines


def read_lines(path: str, invalid_utf8: str,
               stats: Optional[InputStats] = None) -> Iterator[str]:
  """Yields the lines of a plain or gzip file without their \\n or \\r\\n.

  With invalid_utf8 == "replace", bad bytes become U+FFFD and are counted in
  `stats`. Raises: CorpusError with path:line for invalid UTF-8 ("error") or
  a read failure.
  """
  replace = invalid_utf8 == "replace"
  offset = 0  # Of the line start, in the (uncompressed) content.
  line_no = 0
  with open_binary(path) as f:
    lines = iter(f)
    while True:
      try:
        raw = next(lines, None)
      except READ_ERRORS as e:
        raise CorpusError(f"{path}:{line_no + 1}: cannot read: {e}") from None
      if raw is None:
        return
      line_no += 1
      try:
        text = raw.decode("utf-8")
      except UnicodeDecodeError as e:
        if not replace:
          raise CorpusError(
              f"{path}:{line_no}: invalid UTF-8 at byte offset "
              f"{offset + e.start} of the file (byte {e.start} of the line): "
              f"{e.reason}; set meta.shard.invalid_utf8: replace to turn "
              f"invalid bytes into U+FFFD instead") from None
        text = raw.decode("utf-8", errors="replace")
        if stats is not None:
          stats.utf8_replaced_lines += 1
          # Valid U+FFFD in the input are not replacements.
          stats.utf8_replaced_chars += (text.count(REPLACEMENT_CHAR) -
                                        raw.count(_REPLACEMENT_BYTES))
      offset += len(raw)
      if text.endswith("\n"):
        text = text[:-2] if text.endswith("\r\n") else text[:-1]
      yield text


class _TextInput:
  """A text input: one file (mono) or two line-aligned files (para)."""

  def __init__(self, spec: data_config_lib.InputSpec, invalid_utf8: str):
    self.spec = spec
    self.invalid_utf8 = invalid_utf8
    # The text files, then the scores and the alignments, if any.
    self.paths = spec.files
    counts = [count_lines(path) for path in self.paths]
    for path, count in zip(self.paths[1:], counts[1:]):
      if count != counts[0]:
        raise CorpusError(
            f"{spec.key_path}: parallel files differ in length: "
            f"{self.paths[0]} has {counts[0]} lines, {path} has {count} "
            f"lines; t2t_dyn does not truncate: fix the corpus (line k of "
            f"one file must belong to line k of the other)")
    self.stats = InputStats(name=spec.name, source=" | ".join(self.paths),
                            declared_size=spec.size, counted_size=counts[0])

  def samples(self) -> Iterator[Tuple[str, ...]]:
    streams = [read_lines(path, self.invalid_utf8, self.stats)
               for path in self.paths]
    if len(streams) == 1:
      for line in streams[0]:
        self.stats.lines_read += 1
        yield (line,)
      return
    for fields in itertools.zip_longest(*streams):
      if None in fields:  # The files changed since they were counted.
        short = self.paths[fields.index(None)]
        raise CorpusError(
            f"{short}:{self.stats.lines_read + 1}: file ended before its "
            f"parallel file ({self.stats.source}); did it change while "
            f"being read?")
      self.stats.lines_read += 1
      yield fields

  def where(self, index: int, field: int) -> str:
    """The position of sample `index` (0-based), field `field`."""
    return f"{self.paths[field]}:{index + 1}"


# TFDS datasets.


def load_tfds_builder(spec: data_config_lib.InputSpec):
  """The TFDS builder of a prepared dataset (never downloads).

  Raises: CorpusError naming the dataset and data dir when it is not prepared.
  """
  import tensorflow_datasets as tfds  # pylint: disable=g-import-not-at-top
  data_dir = spec.tfds_data_dir or tfds.core.constants.DATA_DIR
  not_prepared = (
      f"{spec.key_path}: TFDS dataset {spec.tfds!r} is not prepared in data "
      f"dir {data_dir}; t2t_dyn never downloads: prepare it first (e.g. `tfds "
      f"build {spec.tfds.split('/')[0]} --data_dir={data_dir}`) or point "
      f"tfds_data_dir at where it is prepared")
  try:
    builder = tfds.builder(spec.tfds, data_dir=spec.tfds_data_dir)
  except tfds.core.DatasetNotFoundError as e:
    # Its message lists every registered dataset: keep the first line only.
    first_line = str(e).splitlines()[0] if str(e) else type(e).__name__
    raise CorpusError(f"{not_prepared} ({first_line})") from None
  if not builder.is_prepared():
    raise CorpusError(not_prepared)
  return builder


class _TfdsInput:
  """A TFDS input: one split of a prepared dataset, text features by key."""

  def __init__(self, spec: data_config_lib.InputSpec, invalid_utf8: str):
    self.spec = spec
    self.invalid_utf8 = invalid_utf8
    self.keys = ((spec.src_key, spec.tgt_key) if spec.src_key else
                 (spec.text_key,))
    self.builder = load_tfds_builder(spec)
    splits = self.builder.info.splits
    try:
      num_examples = splits[spec.tfds_split].num_examples
    except (KeyError, ValueError) as e:
      raise CorpusError(
          f"{spec.key_path}.tfds_split: {spec.tfds_split!r} is not a split of "
          f"TFDS dataset {spec.tfds!r} ({e}); its splits: "
          f"{', '.join(sorted(splits))}") from None
    features = self.builder.info.features
    if hasattr(features, "keys"):
      self._check_keys(list(features.keys()), "")
    self.position = f"tfds:{spec.tfds}/{spec.tfds_split}"
    self.stats = InputStats(name=spec.name, source=self.position,
                            declared_size=spec.size, counted_size=num_examples)

  def _check_keys(self, available: List[str], where: str) -> None:
    missing = [k for k in self.keys if k not in available]
    if missing:
      raise CorpusError(
          f"{self.spec.key_path}: TFDS dataset {self.spec.tfds!r}{where} has "
          f"no feature {' or '.join(map(repr, missing))}; its features: "
          f"{', '.join(sorted(available))}")

  def fingerprint(self) -> Dict[str, Any]:
    return {"tfds": self.spec.tfds, "split": self.spec.tfds_split,
            "num_examples": self.stats.counted_size,
            "data_dir": self.builder.data_dir}

  def samples(self) -> Iterator[Tuple[str, ...]]:
    import tensorflow_datasets as tfds  # pylint: disable=g-import-not-at-top
    dataset = self.builder.as_dataset(split=self.spec.tfds_split,
                                      shuffle_files=False)
    for index, example in enumerate(tfds.as_numpy(dataset)):
      fields = []
      for key in self.keys:
        if key not in example:
          self._check_keys(list(example), f" ({self.where(index, 0)})")
        fields.append(self._decode(example[key], key, index))
      self.stats.lines_read += 1
      yield tuple(fields)

  def _decode(self, value, key: str, index: int) -> str:
    if isinstance(value, str):
      return value
    if not isinstance(value, bytes):
      raise CorpusError(
          f"{self.where(index, 0)}: feature {key!r} is not text (got "
          f"{type(value).__name__}); src_key/tgt_key/text_key must name "
          f"Text features")
    try:
      return value.decode("utf-8")
    except UnicodeDecodeError as e:
      if self.invalid_utf8 != "replace":
        raise CorpusError(
            f"{self.where(index, 0)}: feature {key!r}: invalid UTF-8 at byte "
            f"{e.start}: {e.reason}; set meta.shard.invalid_utf8: replace to "
            f"turn invalid bytes into U+FFFD instead") from None
      text = value.decode("utf-8", errors="replace")
      self.stats.utf8_replaced_lines += 1
      self.stats.utf8_replaced_chars += (text.count(REPLACEMENT_CHAR) -
                                         value.count(_REPLACEMENT_BYTES))
      return text

  def where(self, index: int, field: int) -> str:
    del field  # Both sides are in the same example.
    return f"{self.position}:example {index}"


def open_input(spec: data_config_lib.InputSpec, invalid_utf8: str):
  """A reader of one input, checked (counted, or TFDS prepared).

  Raises: CorpusError.
  """
  if spec.is_tfds:
    return _TfdsInput(spec, invalid_utf8)
  return _TextInput(spec, invalid_utf8)


def fingerprint(spec: data_config_lib.InputSpec) -> Dict[str, Any]:
  """What identifies an input's content cheaply: each file's byte size and
  mtime_ns (text, scores, a named alignment file), or the TFDS dataset's
  split, size and prepared directory.

  Raises: CorpusError for a missing file or an unprepared TFDS dataset.
  """
  if spec.is_tfds:
    return _TfdsInput(spec, "error").fingerprint()
  record = {}
  for key, path in (("src", spec.src), ("tgt", spec.tgt),
                    ("mono", spec.mono), ("scores", spec.scores),
                    ("alignment", spec.given_alignment)):
    if path:  # Only files named: a plain input fingerprints as before.
      try:
        stat = os.stat(path)
      except OSError as e:
        raise CorpusError(f"{spec.key_path}.{key}: cannot read {path}: "
                          f"{e.strerror or e}") from None
      record[key] = {"path": path, "bytes": stat.st_size,
                     "mtime_ns": stat.st_mtime_ns}
  return record


# Mixing the inputs of a task.


class TaskReader:
  """Reads all inputs of a task as one stream, mixed in proportion to size.

  Construction checks every input (raises CorpusError) before any reading.
  """

  def __init__(self, task: data_config_lib.TaskSpec,
               shard: data_config_lib.ShardMeta):
    if task.share_inputs:
      raise ValueError(f"task {task.name!r} shares the inputs of "
                       f"{task.share_inputs!r}: read that task instead")
    self.task = task
    self._inputs = {name: open_input(spec, shard.invalid_utf8)
                    for name, spec in task.inputs.items()}
    self.stats: Dict[str, InputStats] = {
        name: reader.stats for name, reader in self._inputs.items()}

  def __iter__(self) -> Iterator[Dict[str, str]]:
    return self.samples()

  def samples(self) -> Iterator[Dict[str, str]]:
    """{"inputs", "targets", "corpus"} (para) or {"text", "corpus"} (mono),
    with "score" and "alignment" (its line of the files) when the input has
    them."""
    names = {name: spec.line_fields(self.task.features)
             for name, spec in self.task.inputs.items()}
    for name, fields in interleave(
        {name: (reader.samples, reader.stats.mixing_size)
         for name, reader in self._inputs.items()}):
      sample = dict(zip(names[name], fields))
      sample["corpus"] = name
      yield sample

  def where(self, input_name: str, index: int, feature: str) -> str:
    """'path:line' (or 'tfds:name/split:example i') of an input's sample
    `index` (0-based, in that input's own order), for error messages."""
    fields = self.task.inputs[input_name].line_fields(self.task.features)
    return self._inputs[input_name].where(index, fields.index(feature))


def interleave(sources: Dict[str, Tuple[Callable[[], Iterator[Any]], int]]
              ) -> Iterator[Tuple[str, Any]]:
  """Yields (name, item) from several sources by smooth weighted round-robin.

  `sources` maps a name to (open function, size). The next item comes from
  the source with the smallest (emitted + 1) / size, ties to the earlier
  source; so any prefix of the stream has the sizes' mix. A source that ends
  early drops out; one longer than its size goes on. Sizes 0 are skipped.
  """
  names = [name for name, (_, size) in sources.items() if size > 0]
  iterators = [iter(sources[name][0]()) for name in names]
  sizes = [sources[name][1] for name in names]
  emitted = [0] * len(names)
  while len(names) > 1:
    best = 0
    for j in range(1, len(names)):
      # (e_j + 1) / s_j < (e_best + 1) / s_best, in exact integers.
      if (emitted[j] + 1) * sizes[best] < (emitted[best] + 1) * sizes[j]:
        best = j
    item = next(iterators[best], _END)
    if item is _END:
      for values in (names, iterators, sizes, emitted):
        del values[best]
      continue
    emitted[best] += 1
    yield names[best], item
  if names:
    for item in iterators[0]:
      yield names[0], item


_END = object()


def read_task_samples(task: data_config_lib.TaskSpec,
                      shard: data_config_lib.ShardMeta) -> TaskReader:
  """The mixed raw samples of a task's inputs: a TaskReader, iterable as
  TaskReader.samples, that also names file:line and counts sizes.

  Raises: CorpusError at once for bad inputs (counts, TFDS), later while
  reading (invalid UTF-8).
  """
  return TaskReader(task, shard)
