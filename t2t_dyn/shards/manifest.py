"""shards/manifest.json: what each task's shards were made from, and whether
a data config still matches them.

Each task's entry holds its shard record (the config keys that decide its
shards' content), its inputs' fingerprints, its files with sizes and
checksums, and its sharding report. A config matches when every task's
shard record is the same key for key; a mismatch lists each differing key
path with both values.
"""

import json
import os
from typing import Any, Dict, Iterable, List, Mapping

from t2t_dyn.config import data_config as data_config_lib
from t2t_dyn.foundation import atomic_file
from t2t_dyn.shards import layout
from t2t_dyn.shards.layout import RERUN_HINT, ShardError, ShardMismatchError

MANIFEST_FORMAT = 1
_MISSING = object()
# Classes that made samples and have since moved: entries written before the
# move name the old path, and their shards are still up to date.
MOVED_CLASSES = {
    "t2t_dyn.problem.Problem": "t2t_dyn.data_generators.problem.Problem",
}


def read_manifest(data_dir: str) -> Dict[str, Any]:
  """The shard manifest, or an empty one when there is none yet.

  Raises: ShardError when the file is not valid JSON.
  """
  path = layout.manifest_path(data_dir)
  try:
    with open(path, encoding="utf-8") as f:
      manifest = json.load(f)
  except FileNotFoundError:
    return empty_manifest()
  except json.JSONDecodeError as e:
    raise ShardError(f"{path}: not a valid manifest ({e}); delete it and "
                     f"{RERUN_HINT}") from None
  if not isinstance(manifest, dict) or "tasks" not in manifest:
    raise ShardError(f"{path}: not a shard manifest (no 'tasks'); delete it "
                     f"and {RERUN_HINT}")
  for entry in manifest["tasks"].values():
    origin = entry.get("fingerprints", {}).get("generate_samples", {})
    if origin.get("class") in MOVED_CLASSES:
      origin["class"] = MOVED_CLASSES[origin["class"]]
  return manifest


def empty_manifest() -> Dict[str, Any]:
  return {"format_version": MANIFEST_FORMAT, "tasks": {}}


def write_manifest(data_dir: str, manifest: Dict[str, Any]) -> None:
  atomic_file.write_text(layout.manifest_path(data_dir),
                         json.dumps(manifest, indent=1, ensure_ascii=False)
                         + "\n")


def as_json(value: Any) -> Any:
  """The value as it reads back from the manifest (tuples become lists)."""
  return json.loads(json.dumps(value))


def flatten(record: Any, prefix: str = "") -> Dict[str, Any]:
  """{'a': {'b': 1}} -> {'a.b': 1}; lists and scalars are leaves."""
  if isinstance(record, Mapping) and record:
    flat = {}
    for key, value in record.items():
      flat.update(flatten(value, f"{prefix}.{key}" if prefix else str(key)))
    return flat
  return {prefix: record}


def record_diff(made_with: Mapping[str, Any], current: Mapping[str, Any],
                prefix: str = "") -> List[str]:
  """One line per differing key: `path: shards were made with X, config has
  Y`."""
  old, new = flatten(made_with, prefix), flatten(current, prefix)
  lines = []
  for key in sorted(set(old) | set(new)):
    if old.get(key, _MISSING) != new.get(key, _MISSING):
      lines.append(f"{key}: shards were made with "
                   f"{_show(old.get(key, _MISSING))}, config has "
                   f"{_show(new.get(key, _MISSING))}")
  return lines


def _show(value) -> str:
  return "(absent)" if value is _MISSING else json.dumps(value)


def check_compatible(config: data_config_lib.DataConfig, data_dir: str,
                     task_names: Iterable[str],
                     manifest: Dict[str, Any] = None) -> None:
  """Checks that the tasks have shards made with their shard records (from
  `manifest`, read from data_dir when not given).

  Raises: ShardMismatchError listing each differing key path, the tasks not
  sharded yet and the shard files missing.
  """
  if manifest is None:
    manifest = read_manifest(data_dir)
  lines = []
  if manifest.get("format_version") != MANIFEST_FORMAT:
    lines.append(f"{layout.manifest_path(data_dir)}: manifest format "
                 f"{manifest.get('format_version')}, this version reads "
                 f"{MANIFEST_FORMAT}")
    task_names = []
  for name in task_names:
    entry = manifest["tasks"].get(name)
    if entry is None:
      lines.append(f"tasks.{name}: not sharded yet")
      continue
    lines.extend(record_diff(entry.get("shard_record", {}),
                             config.shard_record(name), f"tasks.{name}"))
    for shard in entry.get("shards", []):
      for info in shard["files"].values():
        path = os.path.join(layout.task_dir(data_dir, name), info["name"])
        if not os.path.isfile(path):
          lines.append(f"tasks.{name}: shard file missing: {path}")
  if lines:
    listing = "\n".join(f"  {line}" for line in lines)
    raise ShardMismatchError(
        f"the shards in {layout.shards_dir(data_dir)} do not match the data "
        f"config ({config.source}):\n{listing}\nTo rebuild them, "
        f"{RERUN_HINT}.")


def check_shards_compatible(config: data_config_lib.DataConfig,
                            data_dir: str) -> None:
  """Checks every task of `config`; see check_compatible."""
  check_compatible(config, data_dir, config.tasks)
