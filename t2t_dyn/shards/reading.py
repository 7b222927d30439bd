"""The shards of a task as the task streams read them, and word counts.

Reading checks first that the shards were made with the config's shard
record, so training never reads shards of another config.
"""

import dataclasses
import gzip
import os
from typing import Dict, Iterator, List, Tuple

from t2t_dyn.config import data_config as data_config_lib
from t2t_dyn.shards import layout
from t2t_dyn.shards import manifest as manifest_lib
from t2t_dyn.shards.layout import RERUN_HINT, ShardError


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
  manifest = manifest_lib.read_manifest(data_dir)
  manifest_lib.check_compatible(config, data_dir, [source], manifest)
  task_dir = layout.task_dir(data_dir, source)
  shards = manifest["tasks"][source]["shards"]
  return ShardSet(
      {feature: tuple(os.path.join(task_dir, s["files"][feature]["name"])
                      for s in shards)
       for feature in shards[0]["files"]},
      tuple(s["lines"] for s in shards))


def shard_sets(data_dir: str, config: data_config_lib.DataConfig,
               split: str) -> Dict[str, ShardSet]:
  """{task: its ShardSet} for the config's tasks of `split`, in config
  order. Raises: as shard_set."""
  return {task.name: shard_set(data_dir, task.name, config)
          for task in config.tasks_of_split(split)}


def shard_paths(data_dir: str, task_name: str,
                config: data_config_lib.DataConfig) -> List[Dict[str, str]]:
  """shard_set's files as one {feature: path} per shard, in index order."""
  shards = shard_set(data_dir, task_name, config)
  return [{feature: paths[i] for feature, paths in shards.files.items()}
          for i in range(len(shards.lines))]


def read_word_counts(path: str) -> Iterator[Tuple[str, int]]:
  """(word, count) pairs of a word_counts.tsv.gz. Raises: ShardError."""
  with gzip.open(path, "rt", encoding="utf-8", newline="\n") as f:
    for line_no, line in enumerate(f, 1):
      count, tab, word = line.rstrip("\n").partition("\t")
      if not tab or not count.isdigit() or not word:
        raise ShardError(f"{path}:{line_no}: expected count<TAB>word, got "
                         f"{line[:60]!r}; {RERUN_HINT}")
      yield word, int(count)
