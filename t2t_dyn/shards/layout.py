"""Where shards live under a data dir: names, paths and the shard errors.

Every module that reads or writes shard files, word counts or the word
vocabulary takes its names from here.
"""

import os

SHARDS_DIR = "shards"
MANIFEST_NAME = "manifest.json"
WORD_COUNTS_NAME = "word_counts.tsv.gz"
WORD_VOCAB_NAME = "word_vocab.txt"
RERUN_HINT = "re-run `dyn-datagen --stage=shard` with this data config"


class ShardError(ValueError):
  """A sample or shard file that cannot be sharded; names where it came from."""


class ShardMismatchError(ValueError):
  """Shards made with a different config; lists the differing key paths."""


def shards_dir(data_dir: str) -> str:
  return os.path.join(data_dir, SHARDS_DIR)


def task_dir(data_dir: str, task_name: str) -> str:
  return os.path.join(shards_dir(data_dir), task_name)


def manifest_path(data_dir: str) -> str:
  return os.path.join(shards_dir(data_dir), MANIFEST_NAME)


def word_vocab_path(data_dir: str) -> str:
  """data_dir/word_vocab.txt: count<TAB>word over the training shards."""
  return os.path.join(data_dir, WORD_VOCAB_NAME)


def word_counts_path(data_dir: str, task_name: str) -> str:
  return os.path.join(task_dir(data_dir, task_name), WORD_COUNTS_NAME)


def shard_file_name(task_name: str, index: int, n_shards: int,
                    feature: str) -> str:
  return f"{task_name}-{index:05d}-of-{n_shards:05d}.{feature}.gz"
