"""The validation metric a run keeps its best checkpoint by and stops on.

Metric names (`--eval_early_stopping_metric`, Tensor2Tensor's flag):
`loss` is the mean of the validation tasks' token losses, `loss/<task>`
one task's; with `--eval_decode`, `bleu` and `chrf` are the means over the
parallel validation tasks and `bleu/<task>`, `chrf/<task>` one task's.

The rule is Tensor2Tensor's (`metrics_hook.has_metric_plateaued`): after
an evaluation at step s, the run stops when the last evaluation made at
least `steps` updates before s has not been improved on by `delta` by any
evaluation since. The best checkpoint is the one of the evaluation better
than every one before it (no delta). Both are functions of the recorded
(step, value) history alone, which the checkpoint holds, so a resumed run
decides as an uninterrupted one.
"""

import dataclasses
from typing import List, Mapping, Optional, Sequence, Tuple

import numpy as np

LOSS = "loss"
TRANSLATION_METRICS = ("bleu", "chrf")


class MetricError(ValueError):
  """A metric name that this run does not compute."""


@dataclasses.dataclass(frozen=True)
class ValidationMetric:
  """A named validation figure and its direction."""
  name: str
  minimize: bool

  @classmethod
  def parse(cls, name: str, minimize: Optional[bool],
            loss_tasks: Sequence[str], translated_tasks: Sequence[str],
            flag: str = "--eval_early_stopping_metric") -> "ValidationMetric":
    """`minimize` None: losses are minimized, BLEU and chrF maximized.
    `translated_tasks`: the tasks --eval_decode translates (none without
    it). Raises: MetricError listing the metrics this run has."""
    available = available_metrics(loss_tasks, translated_tasks)
    if name not in available:
      raise MetricError(f"{flag}={name}: this run computes "
                        f"{', '.join(available)}" +
                        ("" if translated_tasks else
                         " (BLEU and chrF need --eval_decode)"))
    is_loss = name.partition("/")[0] == LOSS
    return cls(name, is_loss if minimize is None else minimize)

  def value(self, figures: Mapping[str, float]) -> float:
    """The metric of one evaluation's figures (validation_feed.figures:
    `loss/<task>`, `bleu/<task>`, `chrf/<task>`): one of them, or the mean
    of a kind over its tasks."""
    if "/" in self.name:
      return float(figures[self.name])
    return float(np.mean([value for name, value in figures.items()
                          if name.partition("/")[0] == self.name]))

  def better(self, value: float, than: float) -> bool:
    return value < than if self.minimize else value > than


def available_metrics(loss_tasks: Sequence[str],
                      translated_tasks: Sequence[str]) -> List[str]:
  names = [LOSS] + [f"{LOSS}/{task}" for task in loss_tasks]
  if translated_tasks:
    for kind in TRANSLATION_METRICS:
      names += [kind] + [f"{kind}/{task}" for task in translated_tasks]
  return names


def has_plateaued(history: Sequence[Tuple[int, float]], steps: int,
                  delta: float, minimize: bool) -> bool:
  """Tensor2Tensor's plateau rule over (step, value) pairs in step order."""
  if len(history) < 2:
    return False
  newest = history[-1][0]
  old_enough = [i for i, (step, _) in enumerate(history)
                if step <= newest - steps]
  if not old_enough:
    return False
  start = history[old_enough[-1]][1]
  return all(((start - value) if minimize else (value - start)) < delta
             for _, value in history[old_enough[-1]:])


@dataclasses.dataclass(frozen=True)
class Verdict:
  """What one evaluation means: a new best, a plateau (stop)."""
  value: float
  best: bool
  stop: bool


@dataclasses.dataclass(frozen=True)
class EarlyStopping:
  """`steps` 0: never stop (the best checkpoint is still kept)."""
  metric: ValidationMetric
  steps: int = 0
  delta: float = 0.1

  def judge(self, history: Sequence[Tuple[int, float]]) -> Verdict:
    """The verdict on history's last evaluation."""
    value = history[-1][1]
    best = all(self.metric.better(value, earlier)
               for _, earlier in history[:-1])
    stop = bool(self.steps) and has_plateaued(
        history, self.steps, self.delta, self.metric.minimize)
    return Verdict(value, best, stop)

  def best(self, history: Sequence[Tuple[int, float]]
           ) -> Optional[Tuple[int, float]]:
    """The (step, value) of the best evaluation so far (first of ties)."""
    best = None
    for step, value in history:
      if best is None or self.metric.better(value, best[1]):
        best = (step, value)
    return best

  def describe_stop(self, history: Sequence[Tuple[int, float]]) -> str:
    step, value = self.best(history)
    return (f"early stopping: {self.metric.name} has not "
            f"{'fallen' if self.metric.minimize else 'risen'} by "
            f"{self.delta:g} in {self.steps} updates (best {value:.4f} at "
            f"step {step})")

