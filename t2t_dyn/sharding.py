"""The shard stage of dyn-datagen: each task's samples into even gzip shards.

For every task of the data config (except those with share_inputs) the
problem's samples are stripped, filtered (empty lines dropped and counted),
pre(de)tokenized as meta.shard says, and dealt to n_shards files per feature
under data_dir/shards/<task>/:

  <task>-<i:05d>-of-<n:05d>.<feature>.gz   (feature: inputs/targets or text)

Line k of a shard's inputs file pairs with line k of its targets file.
Samples are dealt in blocks of n_shards consecutive samples, one to each
shard, so shard sizes differ by at most one line. Within a block, each
corpus's samples go to the shards that have had the fewest of that corpus so
far: plain round-robin (sample k to shard k mod n) would alias with the
periodic corpus mix (sizes 300:100 mix as AAAB, so with 4 shards one shard
would get every B sample). Dealt per corpus, two corpora are spread evenly
(per-shard counts differ by at most one), more corpora nearly so.

Words (whitespace-separated, after pretokenization) are counted per task
into shards/<task>/word_counts.tsv.gz; data_dir/word_vocab.txt sums those of
the tasks that training tasks read (a shared task once).

Every file is written under a temp name (.<name>.tmp-<pid>) and renamed when
its task is complete; then the task's entry in shards/manifest.json is
updated (also atomically). A re-run skips a task whose entry matches the
config's shard record, the inputs' fingerprints and the files on disk. One
shard run per data_dir at a time: a run removes temp files it finds.

Reading stats (declared vs counted sizes, UTF-8 replacements) come from
`corpus.TaskReader` when the problem keeps the default generate_samples; a
custom generate_samples is reported by its samples' "corpus" key (samples
without one count as corpus "generate_samples").
"""

import collections
import contextlib
import dataclasses
import gzip
import hashlib
import json
import os
import re
import resource
import time
from typing import (Any, Callable, Dict, Iterable, Iterator, List, Optional,
                    Tuple)

from t2t_dyn import atomic_file
from t2t_dyn import corpus
from t2t_dyn import data_config as data_config_lib
from t2t_dyn import pretokenize as pretokenize_lib
from t2t_dyn import problem as problem_lib

MANIFEST_FORMAT = 1
SHARDS_DIR = "shards"
MANIFEST_NAME = "manifest.json"
WORD_COUNTS_NAME = "word_counts.tsv.gz"
WORD_VOCAB_NAME = "word_vocab.txt"
DEFAULT_CORPUS = "generate_samples"
RERUN_HINT = "re-run `dyn-datagen --stage=shard` with this data config"
_FLUSH_LINES = 4096  # Lines buffered per file: one encode and write per batch.
_WORD_BATCH = 1 << 16
_SPARE_FILES = 64
_TEMP_NAME = re.compile(r"^\..+\.tmp-\d+$")
_WORD_VOCAB_TEMP_NAME = re.compile(
    rf"^\.{re.escape(WORD_VOCAB_NAME)}\.tmp-\d+$")

Log = Callable[[str], None]


class ShardError(ValueError):
  """A sample or shard file that cannot be sharded; names where it came from."""


class ShardMismatchError(ValueError):
  """Shards made with a different config; lists the differing key paths."""


# Paths.


def shards_dir(data_dir: str) -> str:
  return os.path.join(data_dir, SHARDS_DIR)


def manifest_path(data_dir: str) -> str:
  return os.path.join(shards_dir(data_dir), MANIFEST_NAME)


def word_vocab_path(data_dir: str) -> str:
  return os.path.join(data_dir, WORD_VOCAB_NAME)


def shard_file_name(task_name: str, index: int, n_shards: int,
                    feature: str) -> str:
  return f"{task_name}-{index:05d}-of-{n_shards:05d}.{feature}.gz"


def _remove_quietly(path: str) -> None:
  try:
    os.remove(path)
  except FileNotFoundError:
    pass


# The manifest.


def read_manifest(data_dir: str) -> Dict[str, Any]:
  """The shard manifest, or an empty one when there is none yet.

  Raises: ShardError when the file is not valid JSON.
  """
  path = manifest_path(data_dir)
  try:
    with open(path, encoding="utf-8") as f:
      manifest = json.load(f)
  except FileNotFoundError:
    return {"format_version": MANIFEST_FORMAT, "tasks": {}}
  except json.JSONDecodeError as e:
    raise ShardError(f"{path}: not a valid manifest ({e}); delete it and "
                     f"{RERUN_HINT}") from None
  if not isinstance(manifest, dict) or "tasks" not in manifest:
    raise ShardError(f"{path}: not a shard manifest (no 'tasks'); delete it "
                     f"and {RERUN_HINT}")
  return manifest


def _write_manifest(data_dir: str, manifest: Dict[str, Any]) -> None:
  atomic_file.write_text(manifest_path(data_dir),
                    json.dumps(manifest, indent=1, ensure_ascii=False) + "\n")


def _as_json(value: Any) -> Any:
  """The value as it reads back from the manifest (tuples become lists)."""
  return json.loads(json.dumps(value))


# Reports.


@dataclasses.dataclass
class InputReport:
  """What happened to the lines of one input (or corpus) of a task."""
  lines_read: int = 0
  kept: int = 0
  dropped: Dict[str, int] = dataclasses.field(default_factory=dict)
  declared_size: Optional[int] = None
  counted_size: Optional[int] = None
  utf8_replaced_lines: int = 0
  utf8_replaced_chars: int = 0

  @property
  def dropped_total(self) -> int:
    return sum(self.dropped.values())


@dataclasses.dataclass
class TaskReport:
  """One task of a shard run: written, skipped, or sharing another's."""
  name: str
  status: str
  inputs: Dict[str, InputReport]
  shard_lines: List[int]
  share_inputs: Optional[str] = None

  @property
  def kept(self) -> int:
    return sum(r.kept for r in self.inputs.values())


@dataclasses.dataclass
class ShardReport:
  """The result of `shard_problem`; `format()` is the table it logs."""
  tasks: List[TaskReport]
  manifest_path: str
  word_vocab_path: str
  word_vocab_size: int

  def format(self) -> str:
    header = ("task", "input", "read", "kept", "dropped", "shards",
              "lines/shard", "status")
    rows = []
    notes = []
    totals = InputReport()
    for task in self.tasks:
      if task.share_inputs:
        rows.append((task.name, "-", "", "", "", "", "", task.status))
        continue
      task_total = InputReport()
      for name, report in task.inputs.items():
        rows.append((task.name, name, str(report.lines_read),
                     str(report.kept), _format_dropped(report.dropped), "", "",
                     ""))
        _add_counts(task_total, report)
        notes.extend(_input_notes(task.name, name, report))
      lines = task.shard_lines
      rows.append((task.name, "(all)", str(task_total.lines_read),
                   str(task_total.kept), _format_dropped(task_total.dropped),
                   str(len(lines)), f"{min(lines)}-{max(lines)}", task.status))
      _add_counts(totals, task_total)
    rows.append(("total", "", str(totals.lines_read), str(totals.kept),
                 _format_dropped(totals.dropped), "", "", ""))
    widths = [max(len(row[i]) for row in [header, *rows])
              for i in range(len(header))]
    text = ["  ".join(cell.ljust(width) for cell, width in zip(row, widths))
            .rstrip() for row in [header, *rows]]
    if notes:
      text.append("notes:")
      text.extend(f"  {note}" for note in notes)
    text.append(f"manifest: {self.manifest_path}")
    text.append(f"word vocabulary: {self.word_vocab_path} "
                f"({self.word_vocab_size} words)")
    return "\n".join(text)


def _add_counts(total: InputReport, report: InputReport) -> None:
  total.lines_read += report.lines_read
  total.kept += report.kept
  for reason, count in report.dropped.items():
    total.dropped[reason] = total.dropped.get(reason, 0) + count


def _format_dropped(dropped: Dict[str, int]) -> str:
  total = sum(dropped.values())
  if not total:
    return "0"
  reasons = ", ".join(f"{reason} {count}"
                      for reason, count in sorted(dropped.items()) if count)
  return f"{total} ({reasons})"


def _input_notes(task: str, name: str, report: InputReport) -> List[str]:
  notes = []
  if (report.declared_size is not None and
      report.declared_size != report.counted_size):
    notes.append(f"{task}/{name}: size declared {report.declared_size}, "
                 f"counted {report.counted_size}; every line was read, the "
                 f"declared size set its share of the mix")
  if report.utf8_replaced_lines:
    notes.append(f"{task}/{name}: invalid UTF-8 replaced by U+FFFD on "
                 f"{report.utf8_replaced_lines} line(s), "
                 f"{report.utf8_replaced_chars} character(s)")
  return notes


# Dealing samples to shards.


class _ShardDealer:
  """Deals each block of up to n samples to n distinct shards, so shard sizes
  differ by at most one, choosing the shards so that each corpus is spread
  evenly: greedily, the (sample, free shard) pair where the shard has the
  fewest samples of that corpus relative to its least-filled shard, ties to
  the corpus spread most unevenly so far."""

  def __init__(self, n_shards: int):
    self.n_shards = n_shards
    self.corpus_counts: Dict[str, List[int]] = {}

  def deal(self, corpora: List[str]) -> List[int]:
    """The shard of each sample of a block, given each sample's corpus."""
    n = self.n_shards
    first = corpora[0]
    if len(corpora) == n and corpora.count(first) == n:  # One corpus: any
      counts = self._counts(first)                         # order is even.
      for shard in range(n):
        counts[shard] += 1
      return list(range(n))
    waiting: Dict[str, List[int]] = {}  # Corpus -> its samples' positions.
    for position, name in enumerate(corpora):
      waiting.setdefault(name, []).append(position)
    # A corpus's free shards, best first. Taking a shard changes only that
    # shard's count, so the order of the others stays valid in the block.
    candidates = {name: sorted(range(n), key=lambda s, c=self._counts(name):
                               (c[s], s)) for name in waiting}
    cursors = dict.fromkeys(waiting, 0)
    taken = [False] * n
    shards = [0] * len(corpora)
    for _ in range(len(corpora)):
      best = None
      for name, positions in waiting.items():
        if not positions:
          continue
        cursor = cursors[name]
        while taken[candidates[name][cursor]]:
          cursor += 1
        cursors[name] = cursor
        shard = candidates[name][cursor]
        counts = self.corpus_counts[name]
        least = min(counts)
        key = (counts[shard] - least, least - max(counts), shard)
        if best is None or key < best[0]:
          best = (key, name, shard)
      _, name, shard = best
      shards[waiting[name].pop(0)] = shard
      self.corpus_counts[name][shard] += 1
      taken[shard] = True
    return shards

  def _counts(self, name: str) -> List[int]:
    counts = self.corpus_counts.get(name)
    if counts is None:
      counts = self.corpus_counts[name] = [0] * self.n_shards
    return counts


class _GzipLineWriter:
  """Lines into a gzip temp file beside `path`, hashing the uncompressed
  bytes as they are written; `commit` renames it to `path`."""

  def __init__(self, path: str):
    self.path = path
    self.temp_path = atomic_file.temp_path(path)
    self._file = open(self.temp_path, "wb")
    # filename="" keeps the temp name out of the gzip header: same content,
    # same bytes.
    self._gzip = gzip.GzipFile(filename="", mode="wb", fileobj=self._file,
                               compresslevel=1, mtime=0)
    self._sha256 = hashlib.sha256()
    self._pending: List[str] = []
    self.lines = 0

  def write(self, line: str) -> None:
    self._pending.append(line)
    if len(self._pending) >= _FLUSH_LINES:
      self._flush()

  def _flush(self) -> None:
    if self._pending:
      data = ("\n".join(self._pending) + "\n").encode("utf-8")
      self._sha256.update(data)
      self._gzip.write(data)
      self.lines += len(self._pending)
      self._pending = []

  def close(self) -> Dict[str, Any]:
    """Finishes the temp file: {"name", "bytes", "sha256"}."""
    self._flush()
    self._gzip.close()
    self._file.close()
    return {"name": os.path.basename(self.path),
            "bytes": os.path.getsize(self.temp_path),
            "sha256": self._sha256.hexdigest()}

  def discard(self) -> None:
    """Closes and removes the temp file (after an error: errors closing it,
    such as a full disk, would hide the first one)."""
    with contextlib.suppress(OSError, ValueError):
      self._gzip.close()
    self._file.close()
    _remove_quietly(self.temp_path)

  def commit(self) -> None:
    os.replace(self.temp_path, self.path)


# Sharding one task.


def _generate_samples_owner(problem: problem_lib.Problem) -> str:
  """'module.Class' of the class whose generate_samples the problem uses."""
  for klass in type(problem).__mro__:
    if "generate_samples" in vars(klass):
      return f"{klass.__module__}.{klass.__qualname__}"
  return "(none)"


def _uses_default_samples(problem: problem_lib.Problem) -> bool:
  return (type(problem).generate_samples is
          problem_lib.Problem.generate_samples)


def input_fingerprints(problem: problem_lib.Problem,
                       task: data_config_lib.TaskSpec) -> Dict[str, Any]:
  """What a task's shards were made from: the sample source and each input's
  file sizes and mtimes (TFDS: split, size, prepared dir).

  Raises: corpus.CorpusError for a missing file or unprepared TFDS dataset.
  """
  return {"generate_samples": _generate_samples_owner(problem),
          "inputs": {name: corpus.fingerprint(spec)
                     for name, spec in task.inputs.items()}}


class _TaskSharder:
  """Shards one task: samples in, temp shard files and its manifest entry out.

  `run` leaves no file behind on failure; `commit` renames the files.
  """

  def __init__(self, problem: problem_lib.Problem,
               config: data_config_lib.DataConfig,
               task: data_config_lib.TaskSpec, data_dir: str, tmp_dir: str):
    self.problem = problem
    self.config = config
    self.task = task
    self.data_dir = data_dir
    self.tmp_dir = tmp_dir
    self.task_dir = os.path.join(shards_dir(data_dir), task.name)
    self.reader: Optional[corpus.TaskReader] = None
    self.reports: Dict[str, InputReport] = {}
    self.word_counts: collections.Counter = collections.Counter()
    self.writers: List[Dict[str, _GzipLineWriter]] = []
    self.word_counts_temp = atomic_file.temp_path(
        os.path.join(self.task_dir, WORD_COUNTS_NAME))

  def run(self, fingerprints: Dict[str, Any]) -> Dict[str, Any]:
    """Writes the temp files and returns the task's manifest entry.

    Raises: corpus.CorpusError, ShardError; removes its temp files first.
    """
    task = self.task
    # Opening the reader checks the inputs before any file is written.
    if _uses_default_samples(self.problem):
      self.reader = corpus.TaskReader(task, self.config.shard)
      for name in task.inputs:
        self.reports[name] = InputReport()
      samples = self.reader.samples()
    else:
      samples = self.problem.generate_samples(self.data_dir, self.tmp_dir,
                                              task)
    os.makedirs(self.task_dir, exist_ok=True)
    _ensure_open_files(task.n_shards * len(task.features), task.name)
    try:
      for index in range(task.n_shards):
        self.writers.append({
            feature: _GzipLineWriter(os.path.join(
                self.task_dir,
                shard_file_name(task.name, index, task.n_shards, feature)))
            for feature in task.features})
      self._write_samples(samples)
      shards = []
      for index, files in enumerate(self.writers):
        infos = {feature: writer.close() for feature, writer in files.items()}
        shards.append({"index": index,
                       "lines": files[task.features[0]].lines,
                       "files": infos})
      word_counts = self._write_word_counts()
    except BaseException:
      self.discard()
      raise
    self._add_reader_stats()
    return {
        "shard_record": _as_json(self.config.shard_record(task.name)),
        "fingerprints": _as_json(fingerprints),
        "split": task.split,
        "features": list(task.features),
        "lines": sum(shard["lines"] for shard in shards),
        "shards": shards,
        "word_counts": word_counts,
        "report": {name: dataclasses.asdict(report)
                   for name, report in self.reports.items()},
    }

  def _write_samples(self, samples: Iterable[Dict[str, str]]) -> None:
    task = self.task
    features = task.features
    shard_meta = self.config.shard
    transform = None
    if shard_meta.pretokenize:
      transform = pretokenize_lib.pretokenize
    elif shard_meta.predetokenize:
      transform = pretokenize_lib.detokenize
    check_encoding = self.reader is None  # The reader decodes valid UTF-8.
    dealer = _ShardDealer(task.n_shards)
    writers = self.writers
    # Counting words in batches spares Counter.update's per-call overhead.
    words: List[str] = []
    empty_reasons = ({(True, False): "empty_source",
                      (False, True): "empty_target",
                      (True, True): "empty_both"} if len(features) == 2 else
                     {(True,): "empty_line"})
    block_corpora: List[str] = []
    block_fields: List[List[str]] = []
    number = 0
    for number, sample in enumerate(samples, 1):
      if not isinstance(sample, dict):
        raise ShardError(
            f"task {task.name!r}, sample {number}: expected a dict with "
            f"{', '.join(features)}, got {type(sample).__name__}")
      name = sample.get("corpus", DEFAULT_CORPUS)
      if not isinstance(name, str):
        raise ShardError(f"task {task.name!r}, sample {number}: 'corpus' "
                         f"must name the input, got {name!r}")
      report = self.reports.get(name)
      if report is None:
        report = self.reports[name] = InputReport()
      index = report.lines_read  # Of the sample within its corpus.
      report.lines_read += 1
      fields = []
      for feature in features:
        text = sample.get(feature)
        if not isinstance(text, str):
          raise ShardError(self._where(name, index, feature, number) + (
              f": missing feature {feature!r} (sample keys: "
              f"{', '.join(map(str, sample))})" if text is None else
              f": feature {feature!r} is {type(text).__name__}, not str"))
        text = text.strip()
        if "\n" in text or "\r" in text:
          raise ShardError(
              self._where(name, index, feature, number) +
              f": feature {feature!r} has a line break inside its text "
              f"({text[:60]!r}...); a sample is one line per feature")
        if check_encoding and not text.isascii():
          self._check_encodable(text, name, index, feature, number)
        # One ASCII space between tokens: Python's split() and TensorFlow's
        # (ASCII whitespace only) then agree on every word.
        text = " ".join(text.split())
        if transform is not None and text:
          try:
            text = transform(text)
          except pretokenize_lib.PretokenizeError as e:
            raise ShardError(
                f"{self._where(name, index, feature, number)}: {e}") from None
        fields.append(text)
      if not all(fields):
        reason = empty_reasons[tuple(not text for text in fields)]
        report.dropped[reason] = report.dropped.get(reason, 0) + 1
        continue
      report.kept += 1
      for text in fields:
        words.extend(text.split())
      if len(words) >= _WORD_BATCH:
        self.word_counts.update(words)
        words.clear()
      block_corpora.append(name)
      block_fields.append(fields)
      if len(block_corpora) == task.n_shards:
        self._deal(dealer, block_corpora, block_fields, writers, features)
        block_corpora, block_fields = [], []
    if block_corpora:
      self._deal(dealer, block_corpora, block_fields, writers, features)
    self.word_counts.update(words)
    kept = sum(report.kept for report in self.reports.values())
    if not kept:
      dropped = InputReport()
      for report in self.reports.values():
        _add_counts(dropped, report)
      raise ShardError(
          f"task {task.name!r}: no samples to shard: {number} read, dropped "
          f"{_format_dropped(dropped.dropped)}; check its inputs")

  @staticmethod
  def _deal(dealer: _ShardDealer, corpora: List[str],
            fields: List[List[str]], writers, features) -> None:
    for shard, texts in zip(dealer.deal(corpora), fields):
      files = writers[shard]
      for feature, text in zip(features, texts):
        files[feature].write(text)

  def _where(self, name: str, index: int, feature: str, number: int) -> str:
    """file:line when the default reader read it, else corpus and number."""
    where = f"task {self.task.name!r}, corpus {name!r}, sample {number}"
    if self.reader is not None and name in self.reader.stats:
      where = f"{self.reader.where(name, index, feature)} ({where})"
    return where

  def _check_encodable(self, text: str, name: str, index: int, feature: str,
                       number: int) -> None:
    try:
      text.encode("utf-8")
    except UnicodeEncodeError as e:
      raise ShardError(
          f"{self._where(name, index, feature, number)}: feature {feature!r} "
          f"cannot be written as UTF-8 ({e.reason} at character "
          f"{e.start}); generate_samples must yield valid text") from None

  def _write_word_counts(self) -> Dict[str, Any]:
    """Writes this task's word counts (temp file): {"name", "bytes", ...}."""
    ranked = sorted(self.word_counts.items(), key=lambda kv: (-kv[1], kv[0]))
    with open(self.word_counts_temp, "wb") as raw, gzip.GzipFile(
        filename="", mode="wb", fileobj=raw, compresslevel=6,
        mtime=0) as f:
      f.write("".join(f"{count}\t{word}\n" for word, count in ranked)
              .encode("utf-8"))
    return {"name": WORD_COUNTS_NAME,
            "bytes": os.path.getsize(self.word_counts_temp),
            "words": len(ranked),
            "tokens": sum(self.word_counts.values())}

  def _add_reader_stats(self) -> None:
    if self.reader is None:
      return
    for name, stats in self.reader.stats.items():
      report = self.reports[name]
      report.declared_size = stats.declared_size
      report.counted_size = stats.counted_size
      report.utf8_replaced_lines = stats.utf8_replaced_lines
      report.utf8_replaced_chars = stats.utf8_replaced_chars

  def discard(self) -> None:
    """Removes every temp file of this task."""
    for files in self.writers:
      for writer in files.values():
        writer.discard()
    _remove_quietly(self.word_counts_temp)

  def commit(self, entry: Dict[str, Any]) -> None:
    """Renames the temp files to their final names; removes shard files of
    an earlier layout (another n_shards) that the new entry does not list."""
    for files in self.writers:
      for writer in files.values():
        writer.commit()
    os.replace(self.word_counts_temp,
               os.path.join(self.task_dir, WORD_COUNTS_NAME))
    current = {info["name"] for shard in entry["shards"]
               for info in shard["files"].values()}
    pattern = re.compile(re.escape(self.task.name) +
                         r"-\d{5}-of-\d{5}\.(?:inputs|targets|text)\.gz$")
    for name in os.listdir(self.task_dir):
      if pattern.match(name) and name not in current:
        os.remove(os.path.join(self.task_dir, name))


def _ensure_open_files(needed: int, task_name: str) -> None:
  """Raises the soft limit on open files if a task's shard files need it.

  Raises: ShardError when the hard limit is too low.
  """
  soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
  wanted = needed + _SPARE_FILES  # Inputs, the manifest, Python itself.
  if soft == resource.RLIM_INFINITY or wanted <= soft:
    return
  if hard != resource.RLIM_INFINITY and wanted > hard:
    raise ShardError(
        f"task {task_name!r}: writing its {needed} shard files at once needs "
        f"{wanted} open files, but the limit is {hard} (ulimit -Hn); lower "
        f"its n_shards or raise the limit")
  resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))


def _stale_reasons(entry: Optional[Dict[str, Any]], record: Dict[str, Any],
                   fingerprints: Dict[str, Any], task_name: str,
                   task_dir: str) -> List[str]:
  """Why a task's shards must be (re)built; empty when they are up to date."""
  if entry is None:
    return ["not sharded yet"]
  reasons = data_config_lib.record_diff(entry.get("shard_record", {}), record,
                                        f"tasks.{task_name}")
  prefix = f"tasks.{task_name}"
  old = data_config_lib.flatten(entry.get("fingerprints", {}), prefix)
  new = data_config_lib.flatten(_as_json(fingerprints), prefix)
  for key in sorted(set(old) | set(new)):
    if old.get(key) != new.get(key):
      reasons.append(f"input changed: {key}: was {json.dumps(old.get(key))}, "
                     f"now {json.dumps(new.get(key))}")
  files = [info for shard in entry.get("shards", [])
           for info in shard["files"].values()]
  files.append(entry.get("word_counts") or {"name": WORD_COUNTS_NAME})
  for info in files:
    path = os.path.join(task_dir, info["name"])
    if not os.path.isfile(path):
      reasons.append(f"file missing: {path}")
    elif os.path.getsize(path) != info.get("bytes"):
      reasons.append(f"file changed: {path} has {os.path.getsize(path)} "
                     f"bytes, the manifest says {info.get('bytes')}")
  return reasons


def _remove_stale_temp_files(data_dir: str) -> int:
  """Removes temp files of an interrupted run; returns how many."""
  root = shards_dir(data_dir)
  # Everything in shards/ is ours; data_dir/ is shared with other stages.
  patterns = [(data_dir, _WORD_VOCAB_TEMP_NAME), (root, _TEMP_NAME)]
  patterns += [(os.path.join(root, name), _TEMP_NAME)
               for name in os.listdir(root)
               if os.path.isdir(os.path.join(root, name))]
  removed = 0
  for directory, pattern in patterns:
    for name in os.listdir(directory):
      if pattern.match(name):
        os.remove(os.path.join(directory, name))
        removed += 1
  return removed


# Word vocabulary.


def _word_count_users(config: data_config_lib.DataConfig) -> List[str]:
  """Shard tasks whose words go into word_vocab.txt: those a training task
  reads (itself or through share_inputs), each once."""
  users = []
  for task in config.tasks.values():
    if task.split == "train" and task.shard_task not in users:
      users.append(task.shard_task)
  return users


def read_word_counts(path: str) -> Iterator[Tuple[str, int]]:
  """(word, count) pairs of a word_counts.tsv.gz. Raises: ShardError."""
  with gzip.open(path, "rt", encoding="utf-8", newline="\n") as f:
    for line_no, line in enumerate(f, 1):
      count, tab, word = line.rstrip("\n").partition("\t")
      if not tab or not count.isdigit() or not word:
        raise ShardError(f"{path}:{line_no}: expected count<TAB>word, got "
                         f"{line[:60]!r}; {RERUN_HINT}")
      yield word, int(count)


def _write_word_vocab(config: data_config_lib.DataConfig,
                      data_dir: str) -> int:
  """Sums the training tasks' word counts into word_vocab.txt; returns its
  number of words."""
  total: collections.Counter = collections.Counter()
  for task_name in _word_count_users(config):
    path = os.path.join(shards_dir(data_dir), task_name, WORD_COUNTS_NAME)
    for word, count in read_word_counts(path):
      total[word] += count
  ranked = sorted(total.items(), key=lambda kv: (-kv[1], kv[0]))
  atomic_file.write_text(word_vocab_path(data_dir),
                    "".join(f"{count}\t{word}\n" for word, count in ranked))
  return len(ranked)


# The stage.


def _report_from_entry(name: str, status: str,
                       entry: Dict[str, Any]) -> TaskReport:
  return TaskReport(
      name=name, status=status,
      inputs={input_name: InputReport(**report)
              for input_name, report in entry["report"].items()},
      shard_lines=[shard["lines"] for shard in entry["shards"]])


def shard_problem(problem: problem_lib.Problem, data_dir: str, tmp_dir: str,
                  log: Log = print, force: bool = False) -> ShardReport:
  """Shards every task of the problem's data config under data_dir/shards,
  skipping tasks whose shards are up to date (all, with force=False).

  Raises: corpus.CorpusError, ShardError, pretokenize errors as ShardError;
  a failing task leaves no file of its own behind.
  """
  config = problem.get_data_config()
  os.makedirs(shards_dir(data_dir), exist_ok=True)
  removed = _remove_stale_temp_files(data_dir)
  if removed:
    log(f"shard: removed {removed} temp file(s) of an interrupted run")
  manifest = read_manifest(data_dir)
  if manifest.get("format_version") != MANIFEST_FORMAT:
    log(f"shard: {manifest_path(data_dir)} has format "
        f"{manifest.get('format_version')}, this version writes "
        f"{MANIFEST_FORMAT}: rebuilding every task")
    manifest = {"format_version": MANIFEST_FORMAT, "tasks": {}}
  reports = []
  for task in config.tasks.values():
    record = _as_json(config.shard_record(task.name))
    if task.share_inputs:
      manifest["tasks"][task.name] = {"shard_record": record}
      _write_manifest(data_dir, manifest)
      reports.append(TaskReport(task.name, f"shares inputs of "
                                f"{task.share_inputs}", {}, [],
                                task.share_inputs))
      continue
    task_dir = os.path.join(shards_dir(data_dir), task.name)
    fingerprints = input_fingerprints(problem, task)
    entry = manifest["tasks"].get(task.name)
    reasons = _stale_reasons(entry, record, fingerprints, task.name, task_dir)
    if not reasons and not force:
      log(f"shard: task {task.name}: skipped (up to date)")
      reports.append(_report_from_entry(task.name, "skipped (up to date)",
                                        entry))
      continue
    if force and not reasons:
      reasons = ["forced"]
    log(f"shard: task {task.name}: building ({'; '.join(reasons)})")
    start = time.monotonic()
    sharder = _TaskSharder(problem, config, task, data_dir, tmp_dir)
    entry = sharder.run(fingerprints)
    sharder.commit(entry)
    manifest["tasks"][task.name] = entry
    _write_manifest(data_dir, manifest)
    seconds = time.monotonic() - start
    read = sum(r["lines_read"] for r in entry["report"].values())
    log(f"shard: task {task.name}: {read} samples read, {entry['lines']} "
        f"lines in {task.n_shards} shards ({seconds:.1f} s, "
        f"{read / max(seconds, 1e-9):,.0f} samples/s)")
    reports.append(_report_from_entry(task.name, "written", entry))
  words = _write_word_vocab(config, data_dir)
  report = ShardReport(tasks=reports, manifest_path=manifest_path(data_dir),
                       word_vocab_path=word_vocab_path(data_dir),
                       word_vocab_size=words)
  log(report.format())
  return report


# Using the shards.


def _mismatches(config: data_config_lib.DataConfig, manifest: Dict[str, Any],
                data_dir: str, task_names: Iterable[str]) -> List[str]:
  lines = []
  if manifest.get("format_version") != MANIFEST_FORMAT:
    return [f"{manifest_path(data_dir)}: manifest format "
            f"{manifest.get('format_version')}, this version reads "
            f"{MANIFEST_FORMAT}"]
  for name in task_names:
    entry = manifest["tasks"].get(name)
    if entry is None:
      lines.append(f"tasks.{name}: not sharded yet")
      continue
    lines.extend(data_config_lib.record_diff(
        entry.get("shard_record", {}), config.shard_record(name),
        f"tasks.{name}"))
    for shard in entry.get("shards", []):
      for info in shard["files"].values():
        path = os.path.join(shards_dir(data_dir), name, info["name"])
        if not os.path.isfile(path):
          lines.append(f"tasks.{name}: shard file missing: {path}")
  return lines


def _mismatch_error(config: data_config_lib.DataConfig, data_dir: str,
                    lines: List[str]) -> ShardMismatchError:
  listing = "\n".join(f"  {line}" for line in lines)
  return ShardMismatchError(
      f"the shards in {shards_dir(data_dir)} do not match the data config "
      f"({config.source}):\n{listing}\nTo rebuild them, {RERUN_HINT}.")


def check_shards_compatible(config: data_config_lib.DataConfig,
                            data_dir: str) -> None:
  """Checks that every task of `config` has shards made with its shard record.

  Raises: ShardMismatchError listing each differing key path, or the tasks
  not sharded yet.
  """
  lines = _mismatches(config, read_manifest(data_dir), data_dir, config.tasks)
  if lines:
    raise _mismatch_error(config, data_dir, lines)


@dataclasses.dataclass(frozen=True)
class ShardSet:
  """A task's shard files (feature -> paths in shard order), lines per shard."""
  files: Dict[str, Tuple[str, ...]]
  lines: Tuple[int, ...]


def shard_set(data_dir: str, task_name: str,
              config: data_config_lib.DataConfig) -> ShardSet:
  """The shards of a task (through share_inputs), from one manifest read.

  Raises: ShardMismatchError when they are missing or made with another
  config; registry.RegistryError for an unknown task.
  """
  source = config.task(task_name).shard_task
  manifest = read_manifest(data_dir)
  mismatches = _mismatches(config, manifest, data_dir, [source])
  if mismatches:
    raise _mismatch_error(config, data_dir, mismatches)
  task_dir = os.path.join(shards_dir(data_dir), source)
  shards = manifest["tasks"][source]["shards"]
  return ShardSet(
      {feature: tuple(os.path.join(task_dir, s["files"][feature]["name"])
                      for s in shards)
       for feature in shards[0]["files"]},
      tuple(s["lines"] for s in shards))


def shard_paths(data_dir: str, task_name: str,
                config: data_config_lib.DataConfig) -> List[Dict[str, str]]:
  """shard_set's files as one {feature: path} per shard, in index order."""
  shards = shard_set(data_dir, task_name, config)
  return [{feature: paths[i] for feature, paths in shards.files.items()}
          for i in range(len(shards.lines))]
