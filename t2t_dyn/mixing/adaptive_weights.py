"""Task weights driven by validation losses (seed 000's wish: "adjusting the
task-mix distribution as a function of the task losses"), as declared in
meta.train.adaptive_weights (config.adaptive_specs).

The rule follows Jean, Firat and Johnson (2019), "Adaptive Scheduling for
Multi-Task Learning", explicit adaptive schedules (a task is over-sampled
by how far it trails its baseline), with validation loss in place of BLEU:
after each evaluation at step E, listed task i with validation loss L_i
gets the factor

  f_i = max(L_i / target_loss_i, 1) ** power

(at or below its target: its scheduled weight; above: more, the further it
lags). At a later window the probabilities are the schedule's (or the
stage's) base p_i times f_i, normalized; then each listed task with p_i > 0
is held within [min_weight, max_weight], the other tasks sharing the rest
in proportion (water-filling). A task the schedule turns off stays off.

Timing: factors from the evaluation at step E apply to the windows drawn at
steps s >= E (first consumed by update E + 1 or later) up to the next
evaluation, so they are a function of the updates applied and of the
losses; the pipeline, which runs ahead, waits for an evaluation it needs.
The evaluations are saved in the checkpoint (validation_feed): a resumed
run draws the windows an uninterrupted one would.
"""

from typing import Dict, Mapping, Sequence

import numpy as np

from t2t_dyn.config.adaptive_specs import AdaptiveSpec
from t2t_dyn.mixing import validation_feed

def factors_from_losses(spec: AdaptiveSpec, losses: Mapping[str, float],
                        n_tasks: int) -> np.ndarray:
  """Per training task: f_i = max(loss / target, 1) ** power for the listed
  ones, 1 for the others. Raises: KeyError naming a missing validation
  loss."""
  factors = np.ones(n_tasks)
  for task, valid, target in spec.tasks:
    if valid not in losses:
      raise KeyError(f"adaptive_weights: no validation loss for {valid!r} "
                     f"(have {', '.join(losses)})")
    factors[task] = max(losses[valid] / target, 1.0) ** spec.power
  return factors


def bounded(probabilities: np.ndarray, listed: Sequence[int], low: float,
            high: float) -> np.ndarray:
  """`probabilities` with each listed task that has p > 0 held in
  [low, high], the others rescaled to fill the rest (water-filling)."""
  p = np.asarray(probabilities, np.float64)
  active = [i for i in listed if p[i] > 0]
  fixed: Dict[int, float] = {}
  for _ in range(len(p) + 1):
    free = [i for i in range(len(p)) if i not in fixed and p[i] > 0]
    mass = p[free].sum()
    if not free or mass <= 0:
      break
    scaled = p.copy()
    scaled[free] *= (1.0 - sum(fixed.values())) / mass
    changed = False
    for i in active:
      if i not in fixed and not low <= scaled[i] <= high:
        fixed[i] = low if scaled[i] < low else high
        changed = True
    p = scaled
    if not changed:
      break
  for i, value in fixed.items():
    p[i] = value
  return p / p.sum()


class AdaptiveWeights:
  """The factors in force per step, from the trainer's evaluations as the
  validation feed holds them (`factors_at` waits for the one it needs)."""

  def __init__(self, spec: AdaptiveSpec, n_tasks: int,
               feed: validation_feed.ValidationFeed):
    self.spec = spec
    self.n_tasks = n_tasks
    self.feed = feed

  @property
  def eval_every(self) -> int:
    return self.feed.eval_every

  def factors_at(self, step: int) -> np.ndarray:
    """The factors for a window drawn at `step`: from the last evaluation
    at a multiple of eval_every at or before it (ones before the first, and
    while planning). Raises: validation_feed.Closed."""
    needed = (step // self.eval_every) * self.eval_every
    evaluation = next((e for e in self.feed.until(step) if e.step == needed),
                      None)
    if evaluation is None:
      return np.ones(self.n_tasks)
    return factors_from_losses(self.spec, evaluation.losses(), self.n_tasks)

  def apply(self, base: np.ndarray, step: int) -> np.ndarray:
    """The probabilities of a window at `step` given the schedule's."""
    factors = self.factors_at(step)
    p = base * factors
    p = p / p.sum()
    return bounded(p, [t for t, _, _ in self.spec.tasks],
                   self.spec.min_weight, self.spec.max_weight)
