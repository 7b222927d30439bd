"""Task-mix weights that follow the optimizer step.

`meta.train.mixing_weight_schedule: [s1, s2, ...]` and `tasks.*.weight:
[w0, w1, w2, ...]` (one more value than schedule points) give each training
task's weight per step:
  piecewise (default, as in seed 000): w0 before s1, w1 from s1, w2 from s2...
  linear: w0 at step 0, w1 at s1, w2 at s2 ..., interpolated in between and
          constant after the last point.
With `meta.train.mixing_temperature: T`, each weight is multiplied by the
task's corpus-size weight (n_i / N)^(1/T), as in fairseq's temperature
sampling (T=1: proportional to size; large T: uniform).
Weight 0 turns a task off; weights need not sum to 1.
"""

import bisect
from typing import Mapping, Sequence

import numpy as np

from t2t_dyn.data_config import DataConfig


class MixingSchedule:
  """weights(step) -> normalized probabilities over the training tasks."""

  def __init__(self, task_names: Sequence[str],
               task_weights: Sequence[Sequence[float]],
               schedule: Sequence[int], interpolation: str = "piecewise",
               size_weights: Sequence[float] = None):
    self.task_names = list(task_names)
    self.points = list(schedule)
    self.table = np.asarray(task_weights, dtype=np.float64)  # [tasks, segs]
    if self.table.shape != (len(self.task_names), len(self.points) + 1):
      raise ValueError(f"weights of shape {self.table.shape} do not match "
                       f"{len(self.task_names)} tasks and schedule "
                       f"{self.points}")
    self.interpolation = interpolation
    self.size_weights = (np.ones(len(self.task_names)) if size_weights is None
                         else np.asarray(size_weights, dtype=np.float64))

  @classmethod
  def from_config(cls, config: DataConfig,
                  corpus_sizes: Mapping[str, int] = None) -> "MixingSchedule":
    """The schedule of the config's training tasks; `corpus_sizes` (lines
    per task) are needed when meta.train.mixing_temperature is set."""
    tasks = config.tasks_of_split("train")
    size_weights = None
    temperature = config.train.get("mixing_temperature")
    if temperature:
      sizes = np.asarray([corpus_sizes[t.name] for t in tasks], np.float64)
      size_weights = (sizes / sizes.sum()) ** (1.0 / temperature)
    return cls([t.name for t in tasks], [t.weight for t in tasks],
               config.schedule,
               config.train.get("mixing_weight_interpolation", "piecewise"),
               size_weights)

  def raw_weights(self, step: int) -> np.ndarray:
    """Unnormalized weights in force at `step` (schedule x size weights)."""
    segment = bisect.bisect_right(self.points, step)
    if (self.interpolation == "linear" and segment < len(self.points)):
      start = self.points[segment - 1] if segment else 0
      end = self.points[segment]
      fraction = (step - start) / (end - start)
      weights = ((1 - fraction) * self.table[:, segment] +
                 fraction * self.table[:, segment + 1])
    else:
      weights = self.table[:, segment]
    return weights * self.size_weights

  def probabilities(self, step: int) -> np.ndarray:
    """Weights at `step` normalized to sum to 1. Raises ValueError when every
    task has weight 0 there."""
    weights = self.raw_weights(step)
    total = weights.sum()
    if total <= 0:
      raise ValueError(f"every training task has weight 0 at step {step}")
    return weights / total
