"""Sharding one task: its samples in, temp shard files and its manifest
entry out.

Each sample is checked (a dict with the task's features as one-line str),
brought into the shards' text form (`text.forms.shard_form`), dropped and counted
when a side is empty, and dealt to a shard (`dealer`). Its words are counted
for the task's word_counts.tsv.gz. Nothing is renamed into place until the
whole task succeeded (`commit`); on failure no file of the task is left.

Reading stats (declared vs counted sizes, UTF-8 replacements) and file:line
in errors come from `corpus.TaskReader`, which the default generate_samples
returns; a custom generate_samples is reported by its samples' "corpus" key
(samples without one count as corpus "generate_samples").
"""

import collections
import dataclasses
import gzip
import io
import math
import operator
import os
import re
import resource
from typing import (Any, Callable, Dict, Iterable, List, Mapping, Optional,
                    Tuple, Union)

from t2t_dyn.config import data_config as data_config_lib
from t2t_dyn.foundation import atomic_file
from t2t_dyn.shards import corpus
from t2t_dyn.shards import layout
from t2t_dyn.shards import manifest as manifest_lib
from t2t_dyn.shards.dealer import ShardDealer
from t2t_dyn.shards.layout import WORD_COUNTS_NAME, ShardError
from t2t_dyn.shards.reports import InputReport, add_counts, format_dropped
from t2t_dyn.shards.writer import GzipLineWriter, LinkFileWriter
from t2t_dyn.text import alignments
from t2t_dyn.text import factors
from t2t_dyn.text import forms as text_lib

DEFAULT_CORPUS = "generate_samples"
_WORD_BATCH = 1 << 16
_PROGRESS_EVERY = 4096  # Samples between progress calls.
_SPARE_FILES = 64
# A shard line's value of one feature: text, or an alignment's word links
# in the shard form (alignments.shard_link_bytes).
Field = Union[str, bytes]


def input_fingerprints(samples_origin: Dict[str, Any],
                       task: data_config_lib.TaskSpec) -> Dict[str, Any]:
  """What a task's shards were made from: the sample source (the class whose
  generate_samples made them, and for code its source's checksum) and each
  input's file sizes and mtimes (TFDS: split, size, prepared dir).

  Raises: corpus.CorpusError for a missing file or unprepared TFDS dataset.
  """
  return {"generate_samples": samples_origin,
          "inputs": {name: corpus.fingerprint(spec)
                     for name, spec in task.inputs.items()}}


def ranked_counts(counts: Mapping[str, int]) -> List[Tuple[str, int]]:
  """(word, count) most frequent first, ties in word order. Two stable
  sorts on itemgetter keys: no key tuple per word (at tens of millions of
  words those would cost gigabytes)."""
  ranked = sorted(counts.items(), key=operator.itemgetter(0))
  ranked.sort(key=operator.itemgetter(1), reverse=True)
  return ranked


class TaskSharder:
  """Shards one task: samples in, temp shard files and its manifest entry out.

  `run` leaves no file behind on failure; `commit` renames the files.
  """

  def __init__(self, config: data_config_lib.DataConfig,
               task: data_config_lib.TaskSpec, data_dir: str,
               computed_alignments: Optional[Dict[str, Any]] = None):
    """`computed_alignments`: per input, how its computed alignment file
    was made (computed_alignments.ResolvedTask.reports), for the report."""
    self.config = config
    self.computed_alignments = computed_alignments or {}
    self.task = task
    self.task_dir = layout.task_dir(data_dir, task.name)
    self.reader: Optional[corpus.TaskReader] = None
    self.reports: Dict[str, InputReport] = {}
    self.word_counts: collections.Counter = collections.Counter()
    # Per factor, its values' counts (tasks with source_factors).
    self.factor_counts: List[collections.Counter] = [
        collections.Counter() for _ in (config.factor_names
                                        if task.source_factors else ())]
    self.writers: List[Dict[str, Union[GzipLineWriter, LinkFileWriter]]] = []
    self.word_counts_temp = atomic_file.temp_path(
        os.path.join(self.task_dir, WORD_COUNTS_NAME))

  def run(self, samples: Iterable[Dict[str, str]],
          fingerprints: Dict[str, Any],
          progress: Optional[Callable[[int], None]] = None) -> Dict[str, Any]:
    """Writes the temp files and returns the task's manifest entry.

    `samples` is what the problem's generate_samples returned; the default
    one's `corpus.TaskReader` also gives file:line for errors and reading
    stats. `progress(samples read)` is called every few thousand samples.
    Raises: corpus.CorpusError, ShardError; removes its temp files first.
    """
    task = self.task
    if isinstance(samples, corpus.TaskReader):
      self.reader = samples
      for name in task.inputs:
        self.reports[name] = InputReport()
    os.makedirs(self.task_dir, exist_ok=True)
    written = task.features + task.line_features
    ensure_open_files(task.n_shards * len(written), task.name)
    try:
      for index in range(task.n_shards):
        self.writers.append({
            feature: (LinkFileWriter if feature == "alignment" else
                      GzipLineWriter)(os.path.join(
                          self.task_dir,
                          layout.shard_file_name(task.name, index,
                                                 task.n_shards, feature)))
            for feature in written})
      self._write_samples(samples, progress)
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
    for name, made in self.computed_alignments.items():
      self.reports.setdefault(name, InputReport()).computed_alignment = made
    return {
        "shard_record": manifest_lib.as_json(
            self.config.shard_record(task.name)),
        "fingerprints": manifest_lib.as_json(fingerprints),
        "split": task.split,
        "features": list(task.features),
        "lines": sum(shard["lines"] for shard in shards),
        "shards": shards,
        "word_counts": word_counts,
        **({"factor_counts": [dict(c.most_common())
                              for c in self.factor_counts]}
           if task.source_factors else {}),
        "report": {name: dataclasses.asdict(report)
                   for name, report in self.reports.items()},
    }

  def _write_samples(self, samples: Iterable[Dict[str, str]],
                     progress: Optional[Callable[[int], None]]) -> None:
    task = self.task
    features = task.features
    check_encoding = self.reader is None  # The reader decodes valid UTF-8.
    dealer = ShardDealer(task.n_shards)
    writers = self.writers
    # Counting words in batches spares Counter.update's per-call overhead.
    words: List[str] = []
    empty_reasons = ({(True, False): "empty_source",
                      (False, True): "empty_target",
                      (True, True): "empty_both"} if len(features) == 2 else
                     {(True,): "empty_line"})
    block_corpora: List[str] = []
    block_fields: List[List[Field]] = []
    written = features + task.line_features
    self._input_index = {name: str(i) for i, name in enumerate(task.inputs)}
    number = 0
    for number, sample in enumerate(samples, 1):
      if progress is not None and number % _PROGRESS_EVERY == 0:
        progress(number)
      name = self._corpus_of(sample, number)
      report = self.reports.get(name)
      if report is None:
        report = self.reports[name] = InputReport()
      index = report.lines_read  # Of the sample within its corpus.
      report.lines_read += 1
      fields = [self._shard_text(sample, feature, name, index, number,
                                 check_encoding) for feature in features]
      if not all(fields):
        reason = empty_reasons[tuple(not text for text in fields)]
        if reason == "empty_target" and task.split == "test":
          # A test set to be translated has no references (Tensor2Tensor
          # wrote such a target as EOS alone); it is never trained on.
          report.empty_targets_kept += 1
        else:
          report.dropped[reason] = report.dropped.get(reason, 0) + 1
          continue
      report.kept += 1
      self._collect_words(fields, words)
      if len(words) >= _WORD_BATCH:
        self.word_counts.update(words)
        words.clear()
      block_corpora.append(name)
      block_fields.append(fields + self._line_fields(sample, name, index,
                                                     number, fields))
      if len(block_corpora) == task.n_shards:
        self._deal(dealer, block_corpora, block_fields, writers, written)
        block_corpora, block_fields = [], []
    if block_corpora:
      self._deal(dealer, block_corpora, block_fields, writers, written)
    self.word_counts.update(words)
    kept = sum(report.kept for report in self.reports.values())
    if not kept:
      dropped = InputReport()
      for report in self.reports.values():
        add_counts(dropped, report)
      raise ShardError(
          f"task {task.name!r}: no samples to shard: {number} read, dropped "
          f"{format_dropped(dropped.dropped)}; check its inputs")

  def _corpus_of(self, sample, number: int) -> str:
    """The input a sample names ("corpus"), by default the task's one.
    Raises: ShardError for a sample that is not a dict or a bad name."""
    if not isinstance(sample, dict):
      raise ShardError(
          f"task {self.task.name!r}, sample {number}: expected a dict with "
          f"{', '.join(self.task.features)}, got {type(sample).__name__}")
    name = sample.get("corpus", DEFAULT_CORPUS)
    if not isinstance(name, str):
      raise ShardError(f"task {self.task.name!r}, sample {number}: 'corpus' "
                       f"must name the input, got {name!r}")
    return name

  def _shard_text(self, sample, feature: str, name: str, index: int,
                  number: int, check_encoding: bool) -> str:
    """A sample's `feature` in the shards' text form ("" when empty).
    Raises: ShardError naming the task, input, line and feature of a
    missing, multi-line, unencodable or badly factored text."""
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
    try:
      text = text_lib.shard_form(text, self.config.shard)
      if feature == "inputs" and self.task.source_factors:
        text = factors.normalize_line(text, self.config.factor_names,
                                      self.config.factor_separator)
      elif factors.SEPARATOR in text and self.config.factor_names:
        raise factors.FactorInputError(
            f"U+FFE8 marks factors, but task {self.task.name!r} does not set "
            f"source_factors: true")
    except (text_lib.PretokenizeError, factors.FactorInputError) as e:
      raise ShardError(
          f"{self._where(name, index, feature, number)}: {e}") from None
    return text

  def _collect_words(self, fields: List[str], words: List[str]) -> None:
    """Adds a kept sample's words to `words` (factors counted and
    stripped off the source's)."""
    for feature, text in zip(self.task.features, fields):
      tokens = text.split()
      if feature == "inputs" and self.task.source_factors:
        factors.count_values(tokens, self.factor_counts)
        tokens = factors.strip(tokens)
      words.extend(tokens)

  def _line_fields(self, sample, name: str, index: int, number: int,
                   texts: List[str]) -> List[Field]:
    """The sample's line features (data_config.TaskSpec.line_features):
    texts, the alignment's encoded word links; `texts`: its features in the
    shards' form. Raises: ShardError for a score that is not a finite
    number or a bad alignment line."""
    fields = []
    for feature in self.task.line_features:
      if feature == "alignment":
        fields.append(self._alignment(sample, name, index, number, texts))
        continue
      if feature == "corpus":
        if name not in self._input_index:
          raise ShardError(f"task {self.task.name!r}, sample {number}: "
                           f"corpus {name!r} is not one of its inputs "
                           f"({', '.join(self._input_index)})")
        fields.append(self._input_index[name])
        continue
      text = sample.get("score")
      try:
        score = float(text)
      except (TypeError, ValueError):
        score = math.nan
      if not math.isfinite(score):
        raise ShardError(f"{self._where(name, index, 'score', number)}: "
                         f"score {text!r} is not a finite number")
      fields.append(repr(score))
    return fields

  def _alignment(self, sample, name: str, index: int, number: int,
                 texts: List[str]) -> bytes:
    """The sample's word links over its shard tokens, in the shard form
    (text/alignments)."""
    text = sample.get("alignment")
    where = self._where(name, index, "alignment", number)
    if not isinstance(text, str):
      raise ShardError(f"{where}: missing its alignment line (the task's "
                       f"inputs have alignments)")
    raw = [sample["inputs"].split(), sample["targets"].split()]
    if self.task.source_factors:  # Words only: "dog|NN" -> "dog".
      raw[0] = [t.split(self.config.factor_separator)[0] for t in raw[0]]
    shard = [factors.strip(t.split()) for t in texts]
    try:
      links = alignments.parse(text, len(raw[0]), len(raw[1]))
      links = alignments.to_shard_tokens(
          links, alignments.raw_words_of(raw[0], shard[0]),
          alignments.raw_words_of(raw[1], shard[1]))
      line = alignments.shard_link_bytes(links)
    except alignments.AlignmentError as e:
      raise ShardError(f"{where}: {e}") from None
    if not links:
      self.reports[name].unaligned_lines += 1
    return line

  @staticmethod
  def _deal(dealer: ShardDealer, corpora: List[str],
            fields: List[List[Field]], writers, features) -> None:
    for shard, line in zip(dealer.deal(corpora), fields):
      files = writers[shard]
      for feature, value in zip(features, line):
        files[feature].write(value)

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
    ranked = ranked_counts(self.word_counts)
    with open(self.word_counts_temp, "wb") as raw, gzip.GzipFile(
        filename="", mode="wb", fileobj=raw, compresslevel=6,
        mtime=0) as f, io.TextIOWrapper(f, encoding="utf-8",
                                        newline="\n") as text:
      text.writelines(f"{count}\t{word}\n" for word, count in ranked)
    summary = {"name": WORD_COUNTS_NAME,
               "bytes": os.path.getsize(self.word_counts_temp),
               "words": len(ranked),
               "tokens": sum(self.word_counts.values())}
    # Written: the counts (gigabytes at tens of millions of words) may go.
    self.word_counts = collections.Counter()
    return summary

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
    atomic_file.remove_quietly(self.word_counts_temp)

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
                         r"-\d{5}-of-\d{5}\.[a-z_]+\.(?:gz|bin)$")
    for name in os.listdir(self.task_dir):
      if pattern.match(name) and name not in current:
        os.remove(os.path.join(self.task_dir, name))


def ensure_open_files(needed: int, task_name: str) -> None:
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
