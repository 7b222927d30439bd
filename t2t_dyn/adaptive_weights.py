"""Task weights driven by validation losses (seed 000's wish: "adjusting the
task-mix distribution as a function of the task losses").

  meta:
    train:
      adaptive_weights:
        tasks:                 # training task: its validation task and target
          en_sk: {valid: dev_en_sk, target_loss: 2.0}
        power: 1.0             # default 1
        min_weight: 0.05       # bounds on each listed task's probability
        max_weight: 0.9        #   (defaults 0 and 1)

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

import dataclasses
from typing import Callable, Dict, Mapping, Optional, Sequence, Tuple

import numpy as np

from t2t_dyn import validation_feed

SPEC_KEYS = ("tasks", "power", "min_weight", "max_weight")
TASK_KEYS = ("valid", "target_loss")


@dataclasses.dataclass(frozen=True)
class AdaptiveSpec:
  """meta.train.adaptive_weights: per training task (config order index)
  its validation task and target loss; the exponent and the bounds."""
  tasks: Tuple[Tuple[int, str, float], ...]
  power: float = 1.0
  min_weight: float = 0.0
  max_weight: float = 1.0


def parse_spec(raw, train_tasks: Sequence[str], valid_tasks: Sequence[str],
               error: Callable[[str, str], None],
               path: str = "meta.train.adaptive_weights"
               ) -> Optional[AdaptiveSpec]:
  """The validated spec; mistakes reported through error(path, message)."""
  if not isinstance(raw, Mapping):
    error(path, f"expected a mapping with {', '.join(SPEC_KEYS)}")
    return None
  for key in raw:
    if key not in SPEC_KEYS:
      error(f"{path}.{key}", f"unknown key; expected {', '.join(SPEC_KEYS)}")
  tasks = []
  listed = raw.get("tasks")
  if not isinstance(listed, Mapping) or not listed:
    error(f"{path}.tasks", "expected {training task: {valid: validation "
          "task, target_loss: number}}")
    listed = {}
  for task, entry in listed.items():
    where = f"{path}.tasks.{task}"
    if task not in train_tasks:
      error(where, f"not a training task (known: {', '.join(train_tasks)})")
      continue
    if not isinstance(entry, Mapping) or set(entry) != set(TASK_KEYS):
      error(where, "expected {valid: validation task, target_loss: number}")
      continue
    if entry["valid"] not in valid_tasks:
      error(f"{where}.valid", f"{entry['valid']!r} is not a validation task "
            f"(known: {', '.join(valid_tasks) or 'none'})")
      continue
    target = entry["target_loss"]
    if (isinstance(target, bool) or not isinstance(target, (int, float)) or
        target <= 0):
      error(f"{where}.target_loss", f"expected a positive number, got "
            f"{target!r}")
      continue
    tasks.append((train_tasks.index(task), entry["valid"], float(target)))
  numbers = {}
  for key, default, low, high in (("power", 1.0, 0.0, None),
                                  ("min_weight", 0.0, 0.0, 1.0),
                                  ("max_weight", 1.0, 0.0, 1.0)):
    value = raw.get(key, default)
    if (isinstance(value, bool) or not isinstance(value, (int, float)) or
        value < low or (high is not None and value > high)):
      error(f"{path}.{key}", f"expected a number in [{low:g}, "
            f"{'inf' if high is None else f'{high:g}'}], got {value!r}")
      value = default
    numbers[key] = float(value)
  if numbers["min_weight"] > numbers["max_weight"]:
    error(f"{path}.min_weight", f"{numbers['min_weight']:g} is above "
          f"max_weight {numbers['max_weight']:g}")
  elif numbers["min_weight"] * len(tasks) > 1:
    error(f"{path}.min_weight", f"{len(tasks)} tasks x "
          f"{numbers['min_weight']:g} is more than the whole mix")
  return AdaptiveSpec(tuple(tasks), **numbers)


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
