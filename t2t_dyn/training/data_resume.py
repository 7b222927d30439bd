"""Where a (re)started run's data continues: the checkpoint's own position
for this worker; positions written by another number of workers dealt anew
(elastic); a position carried over to an edited config (data_position);
or every task from its first line (--reset_data_position). Every worker
checks first that its data is the chief's."""

import dataclasses
from typing import Callable, Optional

import numpy as np

from t2t_dyn.batches.data_plan import DataPlan
from t2t_dyn.batches.pipeline_state import PipelineState
from t2t_dyn.batches.training_data import TrainingData
from t2t_dyn.mixing import validation_feed
from t2t_dyn.training import checkpoints as checkpoints_lib
from t2t_dyn.training import cluster as cluster_lib
from t2t_dyn.training import data_position as data_position_lib
from t2t_dyn.training import elastic


@dataclasses.dataclass(frozen=True)
class ResumedData:
  """This worker's position (None: every task from its first line) and how
  the lines are dealt to the workers (None: worker i of n reads i mod n)."""
  state: Optional[PipelineState]
  layout: Optional[elastic.Layout]


def resume(data: TrainingData, plan: DataPlan,
           checkpoints: checkpoints_lib.RunCheckpoints,
           rows: Optional[np.ndarray], workers: cluster_lib.WorkerGroup,
           feed: Optional[validation_feed.ValidationFeed], reset: bool,
           step: int, log: Callable[[str], None]) -> ResumedData:
  """The data position of this worker at `step` in `plan`'s `data`, from
  the restored checkpoint's position `rows` (None: a fresh run); records
  the current data's identity (and layout) in `checkpoints` for the next
  saves.
  Raises: ClusterError naming the workers whose data differ from the
  chief's; DataPositionError for a resize together with a config edit."""
  current = _identity(data, plan, workers)
  saved = data_position_lib.DataIdentity.from_json(
      checkpoints.data_identity.numpy().decode())
  checkpoints.data_identity.assign(current.to_json())
  layout = elastic.Layout.from_json(checkpoints.data_layout.numpy().decode())
  if rows is None:
    return ResumedData(None, None)
  if reset:  # Every task afresh, dealt i mod n.
    return ResumedData(data_position_lib.reset(
        PipelineState.from_vector(rows[0]), current, step, log), None)
  if len(rows) != workers.size:
    if saved is None or saved.signature != current.signature:
      raise data_position_lib.DataPositionError(
          f"the checkpoint was written by {len(rows)} data consumer(s) "
          f"(workers) with another data config or data flags; this run has "
          f"{workers.size}: resume with {len(rows)} first, or pass "
          f"--reset_data_position")
    layout, states = elastic.resume(data, plan, rows, layout, feed,
                                    workers.size, step, log)
    checkpoints.data_layout.assign(layout.to_json())
    return ResumedData(states[workers.index], layout)
  state = PipelineState.from_vector(rows[workers.index])
  if saved is not None and saved.signature != current.signature:
    state = data_position_lib.carry_over(state, saved, current, step, log)
  return ResumedData(state, layout)


def _identity(data: TrainingData, plan: DataPlan,
              workers: cluster_lib.WorkerGroup
              ) -> data_position_lib.DataIdentity:
  """The current data's identity, the same on every worker. Raises:
  ClusterError naming the workers whose data differ."""
  current = data_position_lib.identity(
      data.config, plan.data_dir, data.setup.record,
      {k: v for k, v in dataclasses.asdict(plan.hparams).items()
       if k != "cores"})
  workers.check_same("data", {
      **{f"shards of task {name}": lines
         for name, lines in zip(current.tasks, current.task_lines)},
      "segmentation models and vocabulary": current.encoding,
      "data config and batching flags": current.signature})
  return current
