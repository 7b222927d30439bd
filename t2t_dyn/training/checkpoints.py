"""A run's checkpoints: what they hold, and how every worker saves and
restores them.

A checkpoint holds the model, the optimizer (its iteration count is the
step, and its loss scale), the dropout layers' random state, and the data's
bookkeeping: every data consumer's position (`data_position`, one row per
consumer, `data_consumers` rows), how lines are dealt to the consumers
after a resize (`data_layout`, elastic), what the positions refer to
(`data_identity`, data_position) and the evaluations so far
(`evaluations`, validation_feed). Rolling checkpoints go to checkpoints/,
the best evaluation's to best/ (`saved_evaluations` reads the
evaluations of a checkpoint on disk). The chief writes them; the other workers
save into a scratch directory they delete (TensorFlow has every worker take
part in a save). A checkpoint that cannot be read is reported by name and
the newest readable one is used.
"""

import json
import os
import time
from typing import Callable, Dict, List, Optional, Sequence, Tuple

import numpy as np
import tensorflow as tf

from t2t_dyn.decoding import output_dir as output_dir_lib
from t2t_dyn.training import cluster as cluster_lib
from t2t_dyn.training.training_run import CheckpointPlan


class RunCheckpoints:
  """The checkpoint of a run's model, optimizer and data bookkeeping, and
  its two managers (`rolling`, `best`), kept and saved as `plan` says."""

  def __init__(self, model, optimizer, output_dir: str,
               workers: cluster_lib.WorkerGroup, plan: CheckpointPlan,
               log: Callable[[str], None]):
    self.workers = workers
    self.plan = plan
    self.log = log
    self.restored_path: Optional[str] = None  # Set by restore.
    # This process's own variables, outside the strategy: each worker has
    # its own position; the saves gather them. Sized by the checkpoint's
    # tasks, which an edited config may change.
    self.data_position = tf.Variable(
        tf.zeros([0], tf.int64), shape=tf.TensorShape([None]),
        trainable=False, name="data_position")
    self.data_consumers = tf.Variable(1, dtype=tf.int64, trainable=False,
                                      name="data_consumers")
    self.data_layout = tf.Variable("", dtype=tf.string, trainable=False,
                                   name="data_layout")
    self.data_identity = tf.Variable("", dtype=tf.string, trainable=False,
                                     name="data_identity")
    self.evaluations = tf.Variable("[]", dtype=tf.string, trainable=False,
                                   name="evaluations")
    # Keras does not track its dropout layers' seed generators for
    # tf.train.Checkpoint: name their states explicitly.
    dropout_rng = {str(i): v for i, v in enumerate(
        v for v in model.non_trainable_variables
        if "seed_generator_state" in v.path)}
    self.checkpoint = tf.train.Checkpoint(
        model=model, optimizer=optimizer,
        data_position=self.data_position, data_identity=self.data_identity,
        data_consumers=self.data_consumers, data_layout=self.data_layout,
        dropout_rng=dropout_rng, evaluations=self.evaluations)
    self.rolling = tf.train.CheckpointManager(
        self.checkpoint, output_dir_lib.checkpoint_dir(output_dir),
        max_to_keep=plan.keep_checkpoints,
        keep_checkpoint_every_n_hours=plan.keep_checkpoint_every_n_hours)
    self.best = tf.train.CheckpointManager(
        self.checkpoint, output_dir_lib.best_dir(output_dir), max_to_keep=1)

  @property
  def saved(self) -> List[str]:
    """The rolling checkpoints on disk, oldest first."""
    return list(self.rolling.checkpoints)

  def due(self, step: int, last_save: float) -> bool:
    """Whether the plan saves at `step`: every save_every updates, or when
    save_every_seconds have passed since `last_save` (time.monotonic) on
    some worker. Every worker must call it at the same steps (the time
    check is a collective: all of them save together)."""
    if step % self.plan.save_every == 0:
      return True
    if not self.plan.save_every_seconds:
      return False
    return self.workers.any(
        time.monotonic() - last_save >= self.plan.save_every_seconds)

  def restore(self) -> Optional[np.ndarray]:
    """Restores the newest readable rolling checkpoint. Returns its data
    positions, one row per data consumer (None: no checkpoint). Raises:
    RuntimeError when checkpoints exist and none can be read."""
    for path in reversed(self.rolling.checkpoints):
      try:
        self.checkpoint.restore(path).assert_existing_objects_matched()
      except (tf.errors.OpError, ValueError, AssertionError, IndexError) as e:
        self.log(f"checkpoint {path} cannot be read ({type(e).__name__}: "
                 f"{str(e).splitlines()[0] if str(e) else ''}); trying an "
                 f"older one")
        continue
      self.restored_path = path
      return self.data_position.numpy().reshape(
          int(self.data_consumers.numpy()), -1)
    if self.rolling.checkpoints:
      raise RuntimeError(
          f"no checkpoint in {self.rolling.directory} can be read "
          f"({', '.join(self.rolling.checkpoints)}); move them away to start "
          f"afresh")
    return None

  def save(self, step: int, position: Sequence[int],
           best: bool = False) -> Optional[str]:
    """Saves the checkpoint of `step` with every worker's data position
    (this worker's: `position`) into checkpoints/ (`best`: best/); returns
    its path on the chief, None on the other workers."""
    manager = self.best if best else self.rolling
    rows = self.workers.gather_ints(list(position))
    self.data_consumers.assign(len(rows))
    self.data_position.assign(np.concatenate(rows).astype(np.int64))
    if self.workers.is_chief:
      return manager.save(checkpoint_number=step)
    cluster = self.workers.cluster
    scratch = cluster_lib.scratch_dir(manager.directory, cluster)
    self.checkpoint.write(os.path.join(scratch, "ckpt"))
    cluster_lib.discard_scratch(manager.directory, cluster)
    return None


# The checkpoint key of RunCheckpoints.evaluations (tf.train.Checkpoint's
# naming of the attribute `evaluations`).
EVALUATIONS_KEY = "evaluations/.ATTRIBUTES/VARIABLE_VALUE"


def saved_evaluations(path: str) -> List[Tuple[int, Dict[str, float]]]:
  """The evaluations a run had made when it saved the checkpoint `path` (a
  prefix, or a directory: its latest), in step order: (step, figures by
  `<metric>/<task>` name, validation_feed.figures) each; the history its
  best checkpoint and early stopping were decided on. Raises:
  FileNotFoundError when there is no checkpoint."""
  if tf.io.gfile.isdir(path):
    latest = tf.train.latest_checkpoint(path)
    if latest is None:
      raise FileNotFoundError(f"no checkpoint in {path}")
    path = latest
  reader = tf.train.load_checkpoint(path)
  if not reader.has_tensor(EVALUATIONS_KEY):
    return []  # Written without evaluations (an older t2t_dyn's).
  text = reader.get_tensor(EVALUATIONS_KEY)
  if isinstance(text, bytes):
    text = text.decode("utf-8")
  return [(int(step), {name: float(value) for name, value in figures.items()})
          for step, figures in json.loads(text or "[]")]
