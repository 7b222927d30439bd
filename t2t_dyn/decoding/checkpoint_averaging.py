"""Checkpoint averaging: the model weights of a run's last N checkpoints,
averaged elementwise (Tensor2Tensor's t2t-avg-all and avg_checkpoints).

One home for dyn-avg-all (which writes averaged checkpoints into a trained
model dir of their own) and dyn-decoder's `--checkpoint_path=average:N`
(which averages into its model in memory).

What an averaged checkpoint holds:
  model            each floating-point model variable: the mean of the
                   sources' values, summed in float64, stored in the
                   variable's own dtype (any other model variable: the
                   newest source's value);
  everything else  but the optimizer: the newest source's (data_position,
                   data_consumers, data_layout, data_identity, evaluations,
                   dropout_rng: see training/checkpoints.py), so the data
                   position of the newest step stays on record.
The optimizer (Adam's moments, its iteration count) is left out: moments
averaged, or the newest's, would not belong to the averaged weights, and
decoding needs none of them. A run continues from an average by
--warm_start_from (a fresh optimizer), not by resuming.

Beside each averaged checkpoint ckpt-STEP, ckpt-STEP.averaged.json records
which checkpoints it averages (AverageRecord).
"""

import dataclasses
import json
import os
from typing import Dict, List, Optional, Sequence

import numpy as np
import tensorflow as tf

from t2t_dyn.decoding import output_dir as output_dir_lib
from t2t_dyn.utils import bleu_hook

# --checkpoint_path=average:N
AVERAGE_PREFIX = "average:"
RECORD_SUFFIX = ".averaged.json"
# Checkpoint entries that are not carried from the newest source: the
# optimizer (see the module docstring), the model (averaged) and the
# checkpoint's own save counter.
_NOT_CARRIED = ("model", "optimizer", "save_counter")
_VALUE_SUFFIX = "/.ATTRIBUTES/VARIABLE_VALUE"


class AveragingError(ValueError):
  """Checkpoints that cannot be averaged, or a bad request; the message
  names the flag, directory or checkpoint."""


@dataclasses.dataclass(frozen=True)
class AverageRecord:
  """What an averaged checkpoint is: its step (the newest source's), the
  run it comes from and the checkpoints averaged, oldest first."""
  step: int
  model_dir: str
  checkpoints: List[str]

  def to_json(self) -> str:
    return json.dumps(dataclasses.asdict(self), indent=1)

  def describe(self) -> str:
    return (f"the average of {len(self.checkpoints)} checkpoints of "
            f"{self.model_dir}: " +
            ", ".join(os.path.basename(c) for c in self.checkpoints))


def describe_checkpoint(path: str) -> str:
  """`path`, and when it is an average, which checkpoints it averages (its
  record beside it)."""
  try:
    with open(path + RECORD_SUFFIX, encoding="utf-8") as f:
      record = AverageRecord(**json.load(f))
  except (OSError, ValueError, TypeError):
    return path
  return f"{path} ({record.describe()})"


def average_count(flag: str, value: Optional[str]) -> Optional[int]:
  """N of an `average:N` value of --`flag`; None for any other value.
  Raises: AveragingError when N is not a whole number of at least 1."""
  if not value or not value.startswith(AVERAGE_PREFIX):
    return None
  count = value[len(AVERAGE_PREFIX):]
  if not count.strip().isdigit() or int(count) < 1:
    raise AveragingError(
        f"--{flag}={value}: expected {AVERAGE_PREFIX}N with N a whole "
        f"number of at least 1 (how many of the last checkpoints to "
        f"average)")
  return int(count)


def rolling_checkpoints(output_dir: str,
                        min_steps: int = 0) -> List[bleu_hook.StepFile]:
  """The checkpoints in `output_dir`/checkpoints of at least `min_steps`
  steps, in step order (the files there, as dyn-translate-all reads them)."""
  return bleu_hook.read_stepfiles(
      output_dir_lib.checkpoint_dir(output_dir) + os.sep, ".index",
      min_steps)


def last_checkpoints(output_dir: str, count: int,
                     flag: str) -> List[bleu_hook.StepFile]:
  """The last `count` rolling checkpoints of `output_dir`, oldest first.
  Raises: AveragingError (naming --`flag`) when it has fewer, saying how
  many it has."""
  found = rolling_checkpoints(output_dir)
  if len(found) < count:
    raise AveragingError(
        f"--{flag}: averaging the last {count} checkpoints, but "
        f"{output_dir_lib.checkpoint_dir(output_dir)} has {len(found)}" +
        (f" ({', '.join(os.path.basename(f.filename) for f in found)})"
         if found else ""))
  return found[-count:]


def check_same_variables(checkpoints: Sequence[str]) -> None:
  """Raises: AveragingError when the checkpoints' model and optimizer
  variables differ in names or shapes (e.g. checkpoints of two runs),
  naming the first checkpoint, the differing one and the variables."""
  if not checkpoints:
    return
  first = _weight_shapes(checkpoints[0])
  for path in checkpoints[1:]:
    other = _weight_shapes(path)
    if other == first:
      continue
    only_first = sorted(set(first) - set(other))
    only_other = sorted(set(other) - set(first))
    shapes = [f"{k} {first[k]} vs {other[k]}" for k in sorted(first)
              if k in other and first[k] != other[k]]
    raise AveragingError(
        f"{checkpoints[0]} and {path} hold different variables, they are "
        f"not checkpoints of one model (two runs?): " + "; ".join(
            part for part in (
                f"only in the first: {', '.join(only_first[:3])}"
                if only_first else "",
                f"only in the second: {', '.join(only_other[:3])}"
                if only_other else "",
                f"shapes differ: {', '.join(shapes[:3])}" if shapes else "")
            if part))


def _weight_shapes(path: str) -> Dict[str, List[int]]:
  """{key: shape} of the checkpoint's entries under model/ and optimizer/
  (where TensorFlow keys the model's variables)."""
  try:
    shapes = tf.train.load_checkpoint(path).get_variable_to_shape_map()
  except (tf.errors.OpError, ValueError) as e:
    raise AveragingError(f"checkpoint {path} cannot be read: "
                         f"{_first_line(e)}") from None
  return {k.removesuffix(_VALUE_SUFFIX): list(s) for k, s in shapes.items()
          if k.split("/", 1)[0] in ("model", "optimizer")}


def load_average(model, checkpoints: Sequence[str], hparams_file: str) -> None:
  """Sets `model` (built from `hparams_file`, the run's hparams.json) to
  the average of `checkpoints`: each floating-point variable the mean of
  the checkpoints' values (summed in float64, stored in its dtype), any
  other the last checkpoint's. Raises: AveragingError when a checkpoint
  is unreadable or does not fit the model (another vocabulary size or
  architecture), naming it and the model's vocabulary sizes."""
  if not checkpoints:
    raise AveragingError("no checkpoints to average")
  check_same_variables(checkpoints)
  averaged = [v for v in model.variables
              if np.issubdtype(np.dtype(v.dtype), np.floating)]
  sums = [np.zeros(v.shape, np.float64) for v in averaged]
  for path in checkpoints:
    _restore_model(model, path, hparams_file)
    for total, variable in zip(sums, averaged):
      total += np.asarray(variable.numpy(), np.float64)
  for total, variable in zip(sums, averaged):
    variable.assign((total / len(checkpoints)).astype(
        np.dtype(variable.dtype)))


def _restore_model(model, path: str, hparams_file: str) -> None:
  try:
    tf.train.Checkpoint(model=model).restore(
        path).expect_partial().assert_existing_objects_matched()
  except (tf.errors.OpError, ValueError, AssertionError) as e:
    with open(hparams_file, encoding="utf-8") as f:
      model_record = json.load(f).get("model", {})
    sizes = ", ".join(f"{name}={model_record[name]}" for name in
                      ("vocab_size", "input_vocab_size")
                      if model_record.get(name))
    raise AveragingError(
        f"checkpoint {path} does not fit the model of {hparams_file} "
        f"({sizes}): {_first_line(e)}") from None


def write_average(model, record: AverageRecord, output_dir: str) -> str:
  """Writes `model` (averaged by load_average) as `output_dir`/checkpoints/
  ckpt-STEP with the newest source's entries besides model and optimizer,
  its record beside it (RECORD_SUFFIX) and the modification time of the
  newest source (as Tensor2Tensor's, for dyn-bleu's times); the
  directory's checkpoint state (CheckpointManager's) gets it as the
  latest. Returns the checkpoint's path."""
  newest = record.checkpoints[-1]
  # max_to_keep=None: the state lists every average, none is deleted.
  manager = tf.train.CheckpointManager(
      tf.train.Checkpoint(model=model, **_carried(newest)),
      output_dir_lib.checkpoint_dir(output_dir), max_to_keep=None)
  path = manager.save(checkpoint_number=record.step)
  with open(path + RECORD_SUFFIX, "w", encoding="utf-8") as f:
    f.write(record.to_json() + "\n")
  mtime = os.stat(newest + ".index").st_mtime
  for name in tf.io.gfile.glob(path + ".*"):
    if not name.endswith(RECORD_SUFFIX):
      os.utime(name, (mtime, mtime))
  return path


def _carried(newest: str) -> Dict[str, object]:
  """The newest checkpoint's entries besides model, optimizer and save
  counter, as variables under the same names (nested dicts for nested
  names: dropout_rng/0)."""
  reader = tf.train.load_checkpoint(newest)
  carried: Dict[str, object] = {}
  for key in sorted(reader.get_variable_to_shape_map()):
    if not key.endswith(_VALUE_SUFFIX):
      continue  # The object graph.
    names = key[:-len(_VALUE_SUFFIX)].split("/")
    if names[0] in _NOT_CARRIED:
      continue
    value = reader.get_tensor(key)
    node = carried
    for name in names[:-1]:
      node = node.setdefault(name, {})
    node[names[-1]] = tf.Variable(value, trainable=False,
                                  name=names[-1].replace(".", "_"))
  return carried


def _first_line(error: Exception) -> str:
  text = str(error).strip()
  return f"{type(error).__name__}: {text.splitlines()[0] if text else ''}"
