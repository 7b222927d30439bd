"""The alignment files dyn-datagen computes: inputs with `alignment: eflomal`.

Before a task's shards are built, `resolve` gives each input of the task
that says `alignment: eflomal` an alignment file and returns the task with
those files named, as if the config had named them. The sharder then reads
and checks them exactly like a file the user gives: one code path (a line
count that differs, an unparsable pair or an index out of range stops it
naming the file and line; empty lines are counted).

Where, in the task's shard dir (`layout.alignments_dir`):

  shards/<task>/alignments/<input>.align.gz  gzip Pharaoh, line k of the
                                             input's text -> line k here
  shards/<task>/alignments/eflomal.json      what they were made from, and
                                             the figures of that run

<input> is the input's name, or _<k> (its position among the task's
inputs, from 0) for a name that is not a plain file name (letters, digits,
"_", "." and "-", starting with a letter or digit).

How: `word_alignment.align_inputs`, all of the task's eflomal inputs in one
eflomal run (its statistics come from all of them), forward and reverse,
symmetrized with grow-diag-final-and. Words are the raw lines' whitespace
words (Python's split(), what the sharder maps links from), read as the
shard stage reads them (plain or gzip, meta.shard.invalid_utf8); a source
carrying factors gives eflomal the words without their factors.

Reuse: eflomal.json records a key: the inputs' fingerprints (path, bytes
and mtime_ns of each file, `corpus.fingerprint`), invalid_utf8, the factor
separator of a factored source, and FORMAT. While the key matches and the
files have their recorded sizes, they are reused; otherwise all of the
task's files are computed again. They are looked at only when the task's
shards are (re)built, and are kept when a later step of it fails. eflomal
is not deterministic: a recomputed file differs slightly from the last one.
"""

import dataclasses
import importlib.metadata
import json
import os
import re
import time
from typing import Any, Callable, Dict, Iterator, List, Mapping, Optional

from t2t_dyn.config import data_config as data_config_lib
from t2t_dyn.foundation import atomic_file
from t2t_dyn.shards import corpus
from t2t_dyn.shards import layout
from t2t_dyn.shards import manifest as manifest_lib
from t2t_dyn.shards import word_alignment
from t2t_dyn.shards.layout import ShardError

Log = Callable[[str], None]
FORMAT = 1  # Of the files and their key; a change recomputes every file.
RECORD_NAME = "eflomal.json"
FILE_SUFFIX = ".align.gz"
_PLAIN_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]*")


@dataclasses.dataclass(frozen=True)
class ResolvedTask:
  """`task` with its computed alignment files named in its inputs; for each
  such input (by name) how its file was made: `reports`, JSON-able
  ({"status": "computed" or "reused", "file", "lines", "aligned",
  "empty_side", "too_long", "links", "run_lines", "seconds"}: the input's
  own figures, then those of the eflomal run it was part of)."""
  task: data_config_lib.TaskSpec
  reports: Mapping[str, Dict[str, Any]]


def file_names(task: data_config_lib.TaskSpec) -> Dict[str, str]:
  """The alignment file name of each input that computes its alignment."""
  names = {}
  for index, (name, spec) in enumerate(task.inputs.items()):
    if spec.computes_alignment:
      plain = _PLAIN_NAME.fullmatch(name)
      names[name] = (name if plain else f"_{index}") + FILE_SUFFIX
  return names


def computation_key(config: data_config_lib.DataConfig,
                    task: data_config_lib.TaskSpec) -> Dict[str, Any]:
  """What the task's computed alignments depend on (JSON-able).

  Raises: corpus.CorpusError for a missing input file.
  """
  return manifest_lib.as_json({
      "format": FORMAT,
      "aligner": "eflomal, grow-diag-final-and",
      "invalid_utf8": config.shard.invalid_utf8,
      "factor_separator": (config.factor_separator if task.source_factors
                           else None),
      "inputs": {name: corpus.fingerprint(task.inputs[name])
                 for name in file_names(task)}})


def resolve(config: data_config_lib.DataConfig,
            task: data_config_lib.TaskSpec, data_dir: str,
            log: Log = print) -> ResolvedTask:
  """The task with every `alignment: eflomal` input's file computed (or
  reused, see the module doc) and named; the task itself when it has none.

  Raises: ShardError naming the key path when eflomal is needed but not
  installed, or naming the input and its files when eflomal cannot align
  them; corpus.CorpusError (path:line) for an input that cannot be read.
  """
  names = file_names(task)
  if not names:
    return ResolvedTask(task, {})
  directory = layout.alignments_dir(data_dir, task.name)
  key = computation_key(config, task)
  record = _read_record(directory)
  stale = _stale_reasons(record, key, directory, names)
  where = f"shard: task {task.name}: alignments"
  if stale:
    log(f"{where}: computing with eflomal ({'; '.join(stale)})")
    record = _compute(config, task, names, directory, key, log)
    status = "computed"
  else:
    status = "reused"
  run = record["run"]
  figures = (f"{run['lines']:,} lines, "
             f"{run['links'] / max(run['lines'], 1):.2f} links per line")
  if stale:
    log(f"{where} computed in {run['seconds']:.1f} s "
        f"({run['lines'] / max(run['seconds'], 1e-9):,.0f} lines/s): "
        f"{figures}, in {directory}")
  else:
    log(f"{where} reused: {directory} (computed earlier from these inputs, "
        f"unchanged since: {figures})")
  inputs = dict(task.inputs)
  reports = {}
  for name, file_name in names.items():
    path = os.path.join(directory, file_name)
    inputs[name] = dataclasses.replace(inputs[name], alignment=path)
    reports[name] = {"status": status, "file": path,
                     **record["files"][file_name]["stats"],
                     "run_lines": run["lines"], "seconds": run["seconds"]}
  return ResolvedTask(dataclasses.replace(task, inputs=inputs), reports)


def _read_record(directory: str) -> Optional[Dict[str, Any]]:
  """eflomal.json, or None when it is missing or unreadable (recompute)."""
  try:
    with open(os.path.join(directory, RECORD_NAME), encoding="utf-8") as f:
      record = json.load(f)
  except (OSError, ValueError):
    return None
  return record if isinstance(record, dict) else None


def _stale_reasons(record: Optional[Dict[str, Any]], key: Dict[str, Any],
                   directory: str, names: Dict[str, str]) -> List[str]:
  """Why the stored files cannot be reused; empty when they can."""
  if record is None:
    return [f"no {RECORD_NAME} in {directory} yet"]
  if record.get("key") != key:
    old = manifest_lib.flatten(record.get("key", {}), "")
    new = manifest_lib.flatten(key, "")
    changed = sorted(k for k in set(old) | set(new)
                     if old.get(k) != new.get(k))
    return [f"changed since they were computed: {', '.join(changed)}"]
  reasons = []
  for file_name in names.values():
    path = os.path.join(directory, file_name)
    info = record.get("files", {}).get(file_name, {})
    if "stats" not in info or "run" not in record:
      reasons.append(f"{RECORD_NAME} has no figures for {file_name}")
    elif not os.path.isfile(path):
      reasons.append(f"file missing: {path}")
    elif os.path.getsize(path) != info.get("bytes"):
      reasons.append(f"file changed: {path} has {os.path.getsize(path)} "
                     f"bytes, {RECORD_NAME} says {info.get('bytes')}")
  return reasons


def _lines(path: str, invalid_utf8: str,
           factor_separator: Optional[str]) -> Iterator[str]:
  """The raw lines of one side as the shard stage reads them; with a
  factor separator, each token's word (the token itself when that is
  empty), so the word indices stay those of the raw line."""
  for line in corpus.read_lines(path, invalid_utf8):
    if factor_separator is None:
      yield line
    else:
      yield " ".join(token.split(factor_separator)[0] or token
                     for token in line.split())


def _compute(config: data_config_lib.DataConfig,
             task: data_config_lib.TaskSpec, names: Dict[str, str],
             directory: str, key: Dict[str, Any], log: Log
             ) -> Dict[str, Any]:
  """Runs eflomal over the task's inputs, writes their files and
  eflomal.json (after the files: a run cut short leaves no record, so the
  next one computes again); returns the record."""
  first = task.inputs[next(iter(names))]
  try:
    word_alignment.require_eflomal()
  except word_alignment.AlignmentError:
    raise ShardError(f"{first.key_path}.{word_alignment.MISSING_MESSAGE}"
                     ) from None
  os.makedirs(directory, exist_ok=True)
  atomic_file.remove_quietly(os.path.join(directory, RECORD_NAME))
  separator = config.factor_separator if task.source_factors else None
  invalid_utf8 = config.shard.invalid_utf8
  requests = []
  for name, file_name in names.items():
    spec = task.inputs[name]
    requests.append(word_alignment.AlignmentRequest(
        src_lines=_lines(spec.src, invalid_utf8, separator),
        tgt_lines=_lines(spec.tgt, invalid_utf8, None),
        out_path=os.path.join(directory, file_name),
        name=f"{spec.key_path}.alignment ({spec.src}, {spec.tgt})"))
  start = time.monotonic()
  try:
    stats = word_alignment.align_inputs(
        requests, log=lambda message: log(f"shard: task {task.name}: "
                                          f"{message}"))
  except word_alignment.AlignmentError as e:
    raise ShardError(f"task {task.name!r}: computing alignments with "
                     f"eflomal: {str(e).removeprefix('alignment: ')}"
                     ) from None
  seconds = time.monotonic() - start
  files = {}
  for file_name, result in zip(names.values(), stats):
    path = os.path.join(directory, file_name)
    files[file_name] = {"bytes": os.path.getsize(path),
                        "stats": dataclasses.asdict(result)}
  stale = [n for n in os.listdir(directory)
           if n.endswith(FILE_SUFFIX) and n not in files]
  for file_name in stale:  # Of inputs the task no longer has.
    os.remove(os.path.join(directory, file_name))
  record = {"key": key, "files": files,
            "run": {"lines": sum(s.lines for s in stats),
                    "links": sum(s.links for s in stats),
                    "seconds": round(seconds, 3),
                    "eflomal_version": _eflomal_version()}}
  atomic_file.write_text(os.path.join(directory, RECORD_NAME),
                         json.dumps(record, indent=1, ensure_ascii=False)
                         + "\n")
  return record


def _eflomal_version() -> Optional[str]:
  try:
    return importlib.metadata.version("eflomal")
  except importlib.metadata.PackageNotFoundError:
    return None
