"""Where a data dir's shards live: names, paths and the shard errors.

`--data_dir` is Tensor2Tensor's data dir, left as Tensor2Tensor leaves it:
the user's own files (problems read raw data from it) and the vocabulary
files the problem's encoders write. Everything of t2t_dyn (shards, the
word vocabulary, transform set-ups) is in `work_dir(data_dir)`,
DATA_DIR.t2t_dyn beside it, where user code listing its data dir does
not see it. A data dir written before that rule (with data_dir/shards/)
is read and extended where it is.

Every module that reads or writes shard files, word counts, the word
vocabulary or set-ups takes its paths from here.
"""

import os
import re

SHARDS_DIR = "shards"
MANIFEST_NAME = "manifest.json"
WORD_COUNTS_NAME = "word_counts.tsv.gz"
WORD_VOCAB_NAME = "word_vocab.txt"
# Alignment files dyn-datagen computes (`alignment: eflomal`), per task.
ALIGNMENTS_DIR = "alignments"
RERUN_HINT = "re-run `dyn-datagen --stage=shard` with this data config"


class ShardError(ValueError):
  """A sample or shard file that cannot be sharded; names where it came from."""


class ShardMismatchError(ValueError):
  """Shards made with a different config; lists the differing key paths."""


WORK_DIR_SUFFIX = ".t2t_dyn"


def work_dir(data_dir: str) -> str:
  """Where t2t_dyn keeps a data dir's shards and set-ups: DATA_DIR.t2t_dyn
  beside it, or the data dir itself when an earlier version put its shards
  there."""
  if os.path.isfile(os.path.join(data_dir, SHARDS_DIR, MANIFEST_NAME)):
    return data_dir
  return os.path.abspath(data_dir).rstrip(os.sep) + WORK_DIR_SUFFIX


def shards_dir(data_dir: str) -> str:
  return os.path.join(work_dir(data_dir), SHARDS_DIR)


def task_dir(data_dir: str, task_name: str) -> str:
  return os.path.join(shards_dir(data_dir), task_name)


def alignments_dir(data_dir: str, task_name: str) -> str:
  """shards/<task>/alignments: the task's computed alignment files."""
  return os.path.join(task_dir(data_dir, task_name), ALIGNMENTS_DIR)


def manifest_path(data_dir: str) -> str:
  return os.path.join(shards_dir(data_dir), MANIFEST_NAME)


def word_vocab_path(data_dir: str) -> str:
  """word_vocab.txt in the work dir: count<TAB>word over the training
  shards."""
  return os.path.join(work_dir(data_dir), WORD_VOCAB_NAME)


def word_counts_path(data_dir: str, task_name: str) -> str:
  return os.path.join(task_dir(data_dir, task_name), WORD_COUNTS_NAME)


def shard_file_name(task_name: str, index: int, n_shards: int,
                    feature: str) -> str:
  """A shard file's name: gzip text lines, or for the word links a binary
  file (text.alignments' shard form)."""
  suffix = "bin" if feature == "alignment" else "gz"
  return f"{task_name}-{index:05d}-of-{n_shards:05d}.{feature}.{suffix}"


# Tensor2Tensor's example files: <dataset_filename>-<split>-NNNNN-of-NNNNN.
_T2T_EXAMPLE_FILE = re.compile(r"-(train|dev|test)-\d{5}-of-\d{5}$")


def moved_data_hint(data_dir: str) -> str:
  """Why a data dir that holds files has no t2t_dyn data: its work dir is
  beside the data dir dyn-datagen wrote into, which a script moving or
  copying the data dir's files (as Tensor2Tensor's data was) leaves behind.
  "" when data_dir is missing or empty, or its work dir exists."""
  if not os.path.isdir(data_dir) or os.path.exists(work_dir(data_dir)):
    return ""
  names = sorted(os.listdir(data_dir))
  if not names:
    return ""
  shown = ", ".join(names[:3]) + (f" and {len(names) - 3} more"
                                  if len(names) > 3 else "")
  example_files = [n for n in names if _T2T_EXAMPLE_FILE.search(n)]
  return (
      f"{data_dir} holds {shown} but has no {WORK_DIR_SUFFIX} directory "
      f"beside it ({work_dir(data_dir)}): dyn-datagen keeps a data dir's "
      f"shards and set-ups there, beside the data dir it generated into, "
      f"so moving or copying the data dir's files (its vocabularies"
      + (f", Tensor2Tensor's example files such as {example_files[0]}, "
         f"which t2t_dyn does not train from" if example_files else "")
      + f") leaves them behind: pass the --data_dir the data was "
      f"generated into, or move its {WORK_DIR_SUFFIX} directory along "
      f"(DATA_DIR{WORK_DIR_SUFFIX} beside the new DATA_DIR)")
