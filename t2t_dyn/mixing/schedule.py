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

`TaskMix` is what a window is drawn with: this schedule, or the config's
curriculum stages (`t2t_dyn.mixing.stages`), or Tensor2Tensor's
MultiProblem rule over the examples drawn
(`t2t_dyn.mixing.multiproblem_schedule`), times the adaptive factors
(`t2t_dyn.mixing.adaptive_weights`) when the trainer runs them.
"""

import bisect
from typing import Mapping, Optional, Sequence, Tuple

import numpy as np

from t2t_dyn.config import stage_specs
from t2t_dyn.config.data_config import DataConfig
from t2t_dyn.config.multiproblem_specs import MultiproblemSpec
from t2t_dyn.mixing import adaptive_weights as adaptive_lib
from t2t_dyn.mixing import multiproblem_schedule
from t2t_dyn.mixing import stages as stages_lib
from t2t_dyn.mixing import validation_feed


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
    temperature = config.train.mixing_temperature
    if temperature:
      sizes = np.asarray([corpus_sizes[t.name] for t in tasks], np.float64)
      size_weights = (sizes / sizes.sum()) ** (1.0 / temperature)
    return cls([t.name for t in tasks], [t.weight for t in tasks],
               config.schedule,
               config.train.mixing_weight_interpolation,
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


class TaskMix:
  """The task probabilities of a window: from the stages when the config
  has them (advancing them), else from the schedule; times the adaptive
  factors when given."""

  def __init__(self, schedule: MixingSchedule,
               stages: Sequence[stage_specs.Stage] = (),
               adaptive: Optional[adaptive_lib.AdaptiveWeights] = None,
               feed: Optional[validation_feed.ValidationFeed] = None,
               multiproblem: Optional[MultiproblemSpec] = None):
    """`feed`: the trainer's evaluations, for stages that end on
    validation (without it they go on). `multiproblem`: Tensor2Tensor's
    MultiProblem rule, which then gives the probabilities."""
    self.schedule = schedule
    self.stages = tuple(stages)
    self.adaptive = adaptive
    self.feed = feed
    self.multiproblem = multiproblem

  @classmethod
  def from_config(cls, config: DataConfig, corpus_sizes: Mapping[str, int],
                  feed: Optional[validation_feed.ValidationFeed] = None
                  ) -> "TaskMix":
    """The config's schedule or stages; its adaptive weights when the
    trainer's evaluations come (`feed`)."""
    adaptive = None
    if config.adaptive is not None and feed is not None:
      adaptive = adaptive_lib.AdaptiveWeights(
          config.adaptive, len(config.tasks_of_split("train")), feed)
    return cls(MixingSchedule.from_config(config, corpus_sizes),
               config.stages, adaptive, feed, config.multiproblem)

  def evaluations_matter(self, stage: Optional[stages_lib.StageState]
                         ) -> bool:
    """Whether the next evaluation may change the mix of `stage`'s windows
    (adaptive weights, or a stage that ends on validation)."""
    return self.feed is not None and (
        self.adaptive is not None or
        (stage is not None and
         self.stages[stage.index].until_validation is not None))

  def initial_stage(self, n_tasks: int) -> Optional[stages_lib.StageState]:
    return (stages_lib.StageState(0, 0, (0,) * n_tasks) if self.stages
            else None)

  def at(self, step: int, stage: Optional[stages_lib.StageState],
         consumed: Sequence[int], epoch_lines: Sequence[int]
         ) -> Tuple[np.ndarray, Optional[stages_lib.StageState]]:
    """(probabilities, stage state) of a window drawn at `step` when the
    tasks have consumed `consumed` lines. Raises: ValueError when every
    task has weight 0."""
    if self.stages:
      stage = stages_lib.advance(self.stages, stage, step, consumed,
                                 epoch_lines, self.feed)
      weights = (np.asarray(self.stages[stage.index].weights) *
                 self.schedule.size_weights)
      if weights.sum() <= 0:
        raise ValueError(f"every training task has weight 0 in stage "
                         f"{self.stages[stage.index].name!r}")
      probabilities = weights / weights.sum()
    elif self.multiproblem is not None:
      # Tensor2Tensor's count: the window's first example is number
      # (lines drawn so far) + 1.
      probabilities = multiproblem_schedule.task_probabilities(
          self.multiproblem, len(consumed), int(sum(consumed)) + 1)
    else:
      probabilities = self.schedule.probabilities(step)
    if self.adaptive is not None:
      probabilities = self.adaptive.apply(probabilities, step)
    return probabilities, stage

  def examples_switch(self, consumed: Sequence[int]) -> Optional[int]:
    """How many of the next examples drawn come before the MultiProblem
    rule switches (pretrain's end), when it switches ahead; else None."""
    if self.multiproblem is None:
      return None
    drawn = int(sum(consumed))
    switch = multiproblem_schedule.next_switch(self.multiproblem, drawn)
    return switch - drawn if switch >= 0 else None

  def stage_name(self, stage: Optional[stages_lib.StageState]) -> str:
    return self.stages[stage.index].name if stage is not None else ""
