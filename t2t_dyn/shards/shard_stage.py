"""The shard stage of dyn-datagen: every task of a config into shards.

Every file is written under a temp name (.<name>.tmp-<pid>) and renamed when
its task is complete; then the task's entry in shards/manifest.json is
updated (also atomically). A re-run skips a task whose entry matches the
config's shard record, the inputs' fingerprints and the files on disk. One
shard run per data_dir at a time: a run removes temp files it finds.
Finally word_vocab.txt (in the work dir) sums the word counts of the tasks that
training tasks read.
"""

import collections
import dataclasses
import json
import os
import re
import sys
import time
from typing import Any, Callable, Dict, Iterable, List, Optional, TextIO

from t2t_dyn.config import data_config as data_config_lib
from t2t_dyn.shards import computed_alignments
from t2t_dyn.shards import corpus
from t2t_dyn.shards import layout
from t2t_dyn.shards import manifest as manifest_lib
from t2t_dyn.shards import reading
from t2t_dyn.shards import task_sharder
from t2t_dyn.shards.layout import (WORD_COUNTS_NAME, WORD_VOCAB_NAME,
                                   ShardError)
from t2t_dyn.foundation import atomic_file
from t2t_dyn.foundation import durations
from t2t_dyn.shards.reports import InputReport, ShardReport, TaskReport

Log = Callable[[str], None]
# A task -> its samples: {"inputs", "targets"} or {"text"}, optionally
# "corpus" (see Problem.generate_samples).
GenerateSamples = Callable[[data_config_lib.TaskSpec],
                           Iterable[Dict[str, str]]]
SamplesOrigin = Callable[[data_config_lib.TaskSpec], Dict[str, Any]]
_TEMP_NAME = re.compile(r"^\..+\.tmp-\d+$")
_WORD_VOCAB_TEMP_NAME = re.compile(
    rf"^\.{re.escape(WORD_VOCAB_NAME)}\.tmp-\d+$")


def _stale_reasons(entry: Optional[Dict[str, Any]], record: Dict[str, Any],
                   fingerprints: Dict[str, Any], task_name: str,
                   task_dir: str) -> List[str]:
  """Why a task's shards must be (re)built; empty when they are up to date."""
  if entry is None:
    return ["not sharded yet"]
  reasons = manifest_lib.record_diff(entry.get("shard_record", {}), record,
                                        f"tasks.{task_name}")
  prefix = f"tasks.{task_name}"
  old = manifest_lib.flatten(entry.get("fingerprints", {}), prefix)
  new = manifest_lib.flatten(manifest_lib.as_json(fingerprints), prefix)
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
  root = layout.shards_dir(data_dir)
  # Everything in shards/ is ours; the work dir is shared with the set-ups.
  patterns = [(layout.work_dir(data_dir), _WORD_VOCAB_TEMP_NAME),
              (root, _TEMP_NAME)]
  task_dirs = [os.path.join(root, name) for name in os.listdir(root)
               if os.path.isdir(os.path.join(root, name))]
  for directory in task_dirs:
    patterns.append((directory, _TEMP_NAME))
    aligned = os.path.join(directory, layout.ALIGNMENTS_DIR)
    if os.path.isdir(aligned):  # Computed alignment files.
      patterns.append((aligned, _TEMP_NAME))
  removed = 0
  for directory, pattern in patterns:
    for name in os.listdir(directory):
      if pattern.match(name):
        os.remove(os.path.join(directory, name))
        removed += 1
  return removed


def _word_count_users(config: data_config_lib.DataConfig) -> List[str]:
  """Shard tasks whose words go into word_vocab.txt: those a training task
  reads (itself or through share_inputs), each once."""
  users = []
  for task in config.tasks.values():
    if task.split == "train" and task.shard_task not in users:
      users.append(task.shard_task)
  return users


def _write_word_vocab(config: data_config_lib.DataConfig,
                      data_dir: str) -> int:
  """Sums the training tasks' word counts into word_vocab.txt; returns its
  number of words."""
  users = _word_count_users(config)
  if len(users) == 1:
    # One task's counts are already ranked: copied line by line, never held.
    words = 0
    with atomic_file.atomic_open(layout.word_vocab_path(data_dir)) as f:
      for word, count in reading.read_word_counts(
          layout.word_counts_path(data_dir, users[0])):
        f.write(f"{count}\t{word}\n")
        words += 1
    return words
  total: collections.Counter = collections.Counter()
  for task_name in users:
    path = layout.word_counts_path(data_dir, task_name)
    for word, count in reading.read_word_counts(path):
      total[word] += count
  ranked = task_sharder.ranked_counts(total)
  del total
  with atomic_file.atomic_open(layout.word_vocab_path(data_dir)) as f:
    f.writelines(f"{count}\t{word}\n" for word, count in ranked)
  return len(ranked)


def _report_from_entry(name: str, status: str,
                       entry: Dict[str, Any]) -> TaskReport:
  return TaskReport(
      name=name, status=status,
      inputs={input_name: InputReport(**report)
              for input_name, report in entry["report"].items()},
      shard_lines=[shard["lines"] for shard in entry["shards"]])


class Progress:
  """A task's samples read, rate and estimated time left, rewritten in place
  every second on a terminal (stderr); elsewhere nothing, since logs keep the
  summary line each task ends with."""

  def __init__(self, task_name: str, total: Optional[int],
               stream: Optional[TextIO] = None, interval: float = 1.0):
    self.task_name, self.total = task_name, total
    self.stream = stream or sys.stderr
    self.interval = interval
    self.start = self.last = time.monotonic()
    self.width = 0
    self.shown = self.stream.isatty()

  def __call__(self, read: int) -> None:
    now = time.monotonic()
    if not self.shown or now - self.last < self.interval:
      return
    self.last = now
    rate = read / max(now - self.start, 1e-9)
    line = f"shard: task {self.task_name}: {read:,}"
    if self.total:
      left = max(self.total - read, 0) / max(rate, 1e-9)
      line += (f" of {self.total:,} samples ({100 * read / self.total:.0f}%)"
               f", {rate:,.0f}/s, about {durations.duration_text(left)} "
               f"left")
    else:
      line += f" samples, {rate:,.0f}/s"
    self.stream.write("\r" + line.ljust(self.width))
    self.stream.flush()
    self.width = len(line)

  def close(self) -> None:
    """Clears the progress line, if one was written."""
    if self.width:
      self.stream.write("\r" + " " * self.width + "\r")
      self.stream.flush()


@dataclasses.dataclass(frozen=True)
class ShardPlan:
  """What a shard run will do, found before it writes anything.

  builds: task name -> why its shards are (re)built, in config order;
  fingerprints: task name -> its inputs' fingerprints (tasks to build);
  manifest: the manifest read (empty when of another format);
  errors: inputs that cannot even be looked at (a missing file), each
    naming its key path; the run refuses to start while there are any.
  """
  builds: Dict[str, List[str]]
  fingerprints: Dict[str, Dict[str, Any]]
  manifest: Dict[str, Any]
  errors: List[str]


def plan_shards(config: data_config_lib.DataConfig,
                samples_origin: SamplesOrigin, data_dir: str,
                force: bool = False) -> ShardPlan:
  """Which tasks need (re)sharding and why (see ShardPlan); reads only the
  manifest and the inputs' sizes and mtimes."""
  manifest = manifest_lib.read_manifest(data_dir)
  old_format = []
  if manifest.get("format_version") != manifest_lib.MANIFEST_FORMAT:
    if manifest.get("tasks"):
      old_format = [f"{layout.manifest_path(data_dir)} has format "
                    f"{manifest.get('format_version')}, this version writes "
                    f"{manifest_lib.MANIFEST_FORMAT}"]
    manifest = manifest_lib.empty_manifest()
  builds, fingerprints, errors = {}, {}, []
  for task in config.tasks.values():
    if task.share_inputs:
      continue
    try:
      found = task_sharder.input_fingerprints(samples_origin(task), task)
    except corpus.CorpusError as e:
      errors.append(str(e))
      continue
    reasons = _stale_reasons(
        manifest["tasks"].get(task.name),
        manifest_lib.as_json(config.shard_record(task.name)), found,
        task.name, layout.task_dir(data_dir, task.name))
    if reasons or force:
      builds[task.name] = old_format + reasons or ["forced"]
      fingerprints[task.name] = found
  return ShardPlan(builds, fingerprints, manifest, errors)


def shard_tasks(config: data_config_lib.DataConfig, plan: ShardPlan,
                generate_samples: GenerateSamples, data_dir: str,
                log: Log = print) -> ShardReport:
  """Shards the tasks `plan` (plan_shards) builds under data_dir/shards and
  reports the others as up to date.

  `generate_samples(task)` gives a task's samples (the problem's
  generate_samples, the single way samples enter). Raises: ShardError for
  a plan with errors; corpus.CorpusError, ShardError, pretokenize errors as
  ShardError; a failing task leaves no file of its own behind.
  """
  if plan.errors:
    raise ShardError("\n".join(plan.errors))
  os.makedirs(layout.shards_dir(data_dir), exist_ok=True)
  removed = _remove_stale_temp_files(data_dir)
  if removed:
    log(f"shard: removed {removed} temp file(s) of an interrupted run")
  # The plan stays as it was found; this run's entries go into a copy.
  manifest = {**plan.manifest, "tasks": dict(plan.manifest["tasks"])}
  reports = []
  for task in config.tasks.values():
    if task.share_inputs:
      manifest["tasks"][task.name] = {"shard_record": manifest_lib.as_json(
          config.shard_record(task.name))}
      manifest_lib.write_manifest(data_dir, manifest)
      reports.append(TaskReport(task.name, f"shares inputs of "
                                f"{task.share_inputs}", {}, [],
                                task.share_inputs))
      continue
    if task.name not in plan.builds:
      log(f"shard: task {task.name}: skipped (up to date)")
      reports.append(_report_from_entry(task.name, "skipped (up to date)",
                                        manifest["tasks"][task.name]))
      continue
    fingerprints = plan.fingerprints[task.name]
    log(f"shard: task {task.name}: building "
        f"({'; '.join(plan.builds[task.name])})")
    start = time.monotonic()
    # `alignment: eflomal` inputs get their files (computed or reused) and
    # are then read like inputs that name one.
    resolved = computed_alignments.resolve(config, task, data_dir, log)
    # Asked before any shard file is written: the default reader checks
    # the inputs when it opens them.
    samples = generate_samples(resolved.task)
    sharder = task_sharder.TaskSharder(config, resolved.task, data_dir,
                                       resolved.reports)
    progress = Progress(task.name, sum(
        s.counted_size for s in samples.stats.values()) if isinstance(
            samples, corpus.TaskReader) else None)
    try:
      entry = sharder.run(samples, fingerprints, progress)
    finally:
      progress.close()
    sharder.commit(entry)
    manifest["tasks"][task.name] = entry
    manifest_lib.write_manifest(data_dir, manifest)
    seconds = time.monotonic() - start
    read = sum(r["lines_read"] for r in entry["report"].values())
    log(f"shard: task {task.name}: {read} samples read, {entry['lines']} "
        f"lines in {task.n_shards} shards ({seconds:.1f} s, "
        f"{read / max(seconds, 1e-9):,.0f} samples/s)")
    reports.append(_report_from_entry(task.name, "written", entry))
  words = _write_word_vocab(config, data_dir)
  report = ShardReport(tasks=reports,
                       manifest_path=layout.manifest_path(data_dir),
                       word_vocab_path=layout.word_vocab_path(data_dir),
                       word_vocab_size=words)
  log(report.format())
  return report
