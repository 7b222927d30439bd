"""Where a data dir's shards live: names, paths and the shard errors.

`--data_dir` is Tensor2Tensor's data dir, left as Tensor2Tensor leaves it:
the user's own files (problems read raw data from it) and the vocabulary
files the problem's encoders write. Everything of t2t_dyn (shards, the
word vocabulary, transform set-ups) is in `work_dir(data_dir)`,
DATA_DIR.t2t_dyn beside it, where user code listing its data dir does
not see it. A data dir written before that rule (with data_dir/shards/)
is read and extended where it is.

Tensor2Tensor's data was the files in --data_dir, which scripts move or
copy (`mv $DATA_DIR/$PROBLEM-* $TMP`) before training from the new place.
So dyn-datagen also writes `<dataset_filename>-t2t_dyn-work_dir` into the
data dir (named as Tensor2Tensor's output files, which such globs catch):
the work dir's absolute path, which a data dir without a DATA_DIR.t2t_dyn
beside it reads its data from.

Every module that reads or writes shard files, word counts, the word
vocabulary or set-ups takes its paths from here.
"""

import glob
import json
import os
import re
from typing import Callable, Dict, List

from t2t_dyn.foundation import atomic_file

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
# <dataset_filename>-t2t_dyn-work_dir: Tensor2Tensor's output name pattern
# (<problem>-<what>), with no extension a generate_samples globbing its data
# dir for raw *.txt / *.json files would take.
POINTER_SUFFIX = "-t2t_dyn-work_dir"


class WorkDirError(ValueError):
  """A data dir's work-dir pointers that name no usable work dir."""


def sibling_work_dir(data_dir: str) -> str:
  """DATA_DIR.t2t_dyn: where dyn-datagen puts a data dir's work dir."""
  return os.path.abspath(data_dir).rstrip(os.sep) + WORK_DIR_SUFFIX


def work_dir(data_dir: str) -> str:
  """Where t2t_dyn keeps a data dir's shards and set-ups: the data dir itself
  when an earlier version put its shards there, else DATA_DIR.t2t_dyn when
  it exists, else the work dir the data dir's pointer files name (its
  files were moved or copied from the data dir generated into), else
  DATA_DIR.t2t_dyn. Raises: WorkDirError for pointers naming different
  work dirs, one that no longer exists, or a pointer file that is not one."""
  if os.path.isfile(os.path.join(data_dir, SHARDS_DIR, MANIFEST_NAME)):
    return data_dir
  sibling = sibling_work_dir(data_dir)
  if os.path.isdir(sibling):
    return sibling
  return _pointed_work_dir(data_dir) or sibling


def pointer_path(data_dir: str, dataset_filename: str) -> str:
  return os.path.join(data_dir, dataset_filename + POINTER_SUFFIX)


# (data dir, its mtime) -> its pointers: every path of a moved data dir
# resolves through them, and a data dir of raw files may hold many.
_POINTERS_READ: Dict[tuple, Dict[str, str]] = {}


def read_pointers(data_dir: str) -> Dict[str, str]:
  """{pointer file: the work dir it names} of the data dir.
  Raises: WorkDirError naming a pointer file that is not one."""
  try:
    # Writing, renaming or deleting a pointer changes the directory's mtime.
    key = (os.path.abspath(data_dir), os.stat(data_dir).st_mtime_ns)
  except OSError:
    return {}
  if key not in _POINTERS_READ:
    if len(_POINTERS_READ) > 64:
      _POINTERS_READ.clear()
    _POINTERS_READ[key] = _read_pointers(data_dir)
  return dict(_POINTERS_READ[key])


def _read_pointers(data_dir: str) -> Dict[str, str]:
  found = {}
  for path in sorted(glob.glob(os.path.join(glob.escape(data_dir),
                                            "*" + POINTER_SUFFIX))):
    try:
      with open(path, encoding="utf-8") as f:
        found[path] = json.load(f)["work_dir"]
      if not (isinstance(found[path], str) and os.path.isabs(found[path])):
        raise ValueError(f"work_dir {found[path]!r} is not an absolute path")
    except (OSError, ValueError, KeyError, TypeError) as e:
      raise WorkDirError(
          f"{path}: not a t2t_dyn work-dir pointer ({type(e).__name__}: "
          f"{e}); delete it and re-run dyn-datagen with this --data_dir"
      ) from None
  return found


def _pointed_work_dir(data_dir: str):
  """The one work dir the data dir's pointers name, or None. A pointer
  naming the data dir's own work dir (deleted to regenerate) is not a move
  and is passed over."""
  sibling = sibling_work_dir(data_dir)
  moved = {path: target for path, target in read_pointers(data_dir).items()
           if target not in _own_work_dirs(data_dir)}
  if not moved:
    return None
  targets = sorted(set(moved.values()))
  if len(targets) > 1:
    raise WorkDirError(
        f"{data_dir}: its work-dir pointers name different work dirs ("
        + "; ".join(f"{p} -> {t}" for p, t in moved.items())
        + f"): the files of problems generated into different data dirs "
        f"were moved into one; keep one data dir per generated data dir, "
        f"or delete the pointers of the others")
  if not os.path.isdir(targets[0]):
    path = next(p for p, t in moved.items() if t == targets[0])
    raise WorkDirError(
        f"{path} names the work dir {targets[0]}, which does not exist: "
        f"this data dir's files were moved or copied from the data dir "
        f"dyn-datagen generated into, and its shards and set-ups stayed "
        f"in {targets[0]}; copied to another machine? copy "
        f"DATA_DIR{WORK_DIR_SUFFIX} too, to {sibling} (beside this data "
        f"dir), or re-run dyn-datagen with --data_dir={data_dir}")
  return targets[0]


def write_pointer(data_dir: str, dataset_filename: str) -> str:
  """Writes the data dir's pointer to its work dir (dyn-datagen, after the
  vocab stage); returns its path."""
  path = pointer_path(data_dir, dataset_filename)
  atomic_file.write_text(path, json.dumps(
      {"work_dir": os.path.abspath(work_dir(data_dir)),
       "generated_into": os.path.abspath(data_dir),
       "problem": dataset_filename}, indent=1) + "\n")
  return path


def drop_stale_pointers(data_dir: str,
                        log: Callable[[str], None] = print) -> List[str]:
  """Before generating into data_dir: deletes the pointers naming a work
  dir that no longer exists (their data is generated again, beside it);
  returns their paths. Pointers naming different existing work dirs are
  left to work_dir's error."""
  if os.path.isdir(sibling_work_dir(data_dir)):
    return []
  stale = [path for path, target in read_pointers(data_dir).items()
           if not os.path.isdir(target)]
  for path in stale:
    log(f"{path}: its work dir is gone; generating into "
        f"{sibling_work_dir(data_dir)}")
    os.remove(path)
  return stale


def drop_own_pointers(data_dir: str) -> None:
  """Before generate_samples runs: deletes the pointers naming the data
  dir's own DATA_DIR.t2t_dyn (which the vocab stage writes again), so a
  generate_samples reading every file of its data dir does not read them.
  Those naming another work dir stay: the data dir's data is there."""
  for path, target in read_pointers(data_dir).items():
    if target in _own_work_dirs(data_dir):
      os.remove(path)


def _own_work_dirs(data_dir: str):
  """DATA_DIR.t2t_dyn, and the data dir itself (an earlier version's
  layout, shards/ inside)."""
  return (sibling_work_dir(data_dir), os.path.abspath(data_dir))


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
  copying the data dir's files (as Tensor2Tensor's data was) without its
  work-dir pointer leaves behind. "" when data_dir is missing or empty, or its work dir exists."""
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
      f"(DATA_DIR{WORK_DIR_SUFFIX} beside the new DATA_DIR), or move "
      f"the PROBLEM{POINTER_SUFFIX} file dyn-datagen wrote into the data "
      f"dir along with the rest (`mv $DATA_DIR/$PROBLEM-*` does; it names "
      f"the work dir)")
