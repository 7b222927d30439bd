"""Where the training stream is: the resumable position every batch carries
(PipelineState, saved as a checkpoint's int64 `data_position` vector), a
window as it was drawn (DrawnWindow) and what a window has not delivered
yet (WindowRemainder, for elastic resume)."""

import dataclasses
from typing import Any, List, Optional, Sequence

import numpy as np

from t2t_dyn.mixing import stages as stages_lib
from t2t_dyn.mixing import windows


@dataclasses.dataclass
class PipelineState:
  """Where the training stream is: enough to replay it exactly. Per task:
  `task_consumed`, its lines consumed at the window's start;
  `window_end_consumed`, at the window's end (where the next window starts);
  `pending`, its examples of the window in batches not delivered yet.
  `stage`: the current window's stage, with stages (else None)."""
  window: int = 0
  batches_in_window: int = 0
  batches_before_window: int = 0
  start_step: int = 0
  task_consumed: Optional[List[int]] = None
  stage: Optional[stages_lib.StageState] = None
  window_end_consumed: Optional[List[int]] = None
  pending: Optional[List[int]] = None

  _HEADER = 5  # window, batches in it, batches before it, start step, tasks.

  @staticmethod
  def vector_size(n_tasks: int, staged: bool = False) -> int:
    """Length of to_vector() for `n_tasks` training tasks (with stages:
    the stage, its start step and its start's lines consumed too)."""
    return PipelineState._HEADER + 3 * n_tasks + (
        2 + n_tasks if staged else 0)

  def to_vector(self) -> np.ndarray:
    n = len(self.task_consumed)
    stage = [] if self.stage is None else [
        self.stage.index, self.stage.start_step, *self.stage.start_consumed]
    return np.asarray([self.window, self.batches_in_window,
                       self.batches_before_window, self.start_step, n,
                       *self.task_consumed,
                       *(self.window_end_consumed or self.task_consumed),
                       *(self.pending or [0] * n), *stage], np.int64)

  @classmethod
  def from_vector(cls, vector: Sequence[int]) -> "PipelineState":
    """Reads to_vector() (the vector says its number of tasks)."""
    vector = [int(v) for v in vector]
    n, at = vector[4], cls._HEADER
    stage = None
    if len(vector) == cls.vector_size(n, staged=True):
      stage = stages_lib.StageState(vector[at + 3 * n], vector[at + 3 * n + 1],
                                    tuple(vector[at + 3 * n + 2:]))
    return cls(vector[0], vector[1], vector[2], vector[3],
               vector[at:at + n], stage, vector[at + n:at + 2 * n],
               vector[at + 2 * n:at + 3 * n])


@dataclasses.dataclass
class WindowRemainder:
  """Per task: `undelivered`, the stream positions of the current window's
  examples not delivered yet; `end_consumed`, its lines consumed at the
  window's end."""
  undelivered: List[np.ndarray]
  end_consumed: List[int]


@dataclasses.dataclass(frozen=True)
class DrawnWindow:
  """A window as TrainPipeline drew it: the `state` with the window's
  stage, the streams' `transform_stage` (the stage whose transform options
  they have; None: the config's), the `mixed` window and its `batches`
  (slot arrays, see WindowBatcher.batches)."""
  state: PipelineState
  transform_stage: Optional[int]
  mixed: windows.MixedWindow
  batches: List[Any]
