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
The history of factors is saved in the checkpoint: a resumed run draws the
windows an uninterrupted one would.
"""

import dataclasses
import threading
from typing import Callable, Dict, List, Mapping, Optional, Sequence, Tuple

import numpy as np

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


class Closed(Exception):
  """Training ended while the pipeline waited for an evaluation."""


class AdaptiveWeights:
  """The factors in force per step, filled in by the trainer's evaluations
  (`record`) and read by the pipeline (`factors_at`, which waits for an
  evaluation it needs)."""

  def __init__(self, spec: AdaptiveSpec, n_tasks: int, eval_every: int,
               planning: bool = False):
    """`planning`: a plan before training (dyn-debug): no evaluation will
    come, every factor is 1 and nothing waits; the evaluations still fall
    every `eval_every` updates."""
    self.spec = spec
    self.n_tasks = n_tasks
    self.eval_every = eval_every
    self.planning = planning
    self._history: List[Tuple[int, np.ndarray]] = []  # (step, factors)
    self._changed = threading.Condition()
    self._closed = False

  def record(self, step: int, losses: Mapping[str, float]) -> np.ndarray:
    """Factors from the evaluation at `step` (a multiple of eval_every)."""
    factors = factors_from_losses(self.spec, losses, self.n_tasks)
    with self._changed:
      self._history = [(s, f) for s, f in self._history if s < step]
      self._history.append((step, factors))
      self._changed.notify_all()
    return factors

  def factors_at(self, step: int) -> np.ndarray:
    """The factors for a window drawn at `step`: from the last evaluation
    at or before it (ones before the first). Waits until the trainer has
    recorded it. Raises: Closed after close()."""
    needed = (step // self.eval_every) * self.eval_every
    if needed <= 0 or self.planning:
      return np.ones(self.n_tasks)
    with self._changed:
      while not any(s == needed for s, _ in self._history):
        if self._closed:
          raise Closed(f"training ended before the evaluation at step "
                       f"{needed}")
        self._changed.wait()
      return next(f for s, f in self._history if s == needed)

  def apply(self, base: np.ndarray, step: int) -> np.ndarray:
    """The probabilities of a window at `step` given the schedule's."""
    factors = self.factors_at(step)
    p = base * factors
    p = p / p.sum()
    return bounded(p, [t for t, _, _ in self.spec.tasks],
                   self.spec.min_weight, self.spec.max_weight)

  def close(self) -> None:
    """Wakes a waiting pipeline: training is over."""
    with self._changed:
      self._closed = True
      self._changed.notify_all()

  def reopen(self) -> None:
    """For another training run after close()."""
    with self._changed:
      self._closed = False

  def to_array(self) -> np.ndarray:
    """The history as float64 [evaluations, 1 + tasks] (for checkpoints)."""
    with self._changed:
      return np.asarray([[s, *f] for s, f in self._history],
                        np.float64).reshape(-1, 1 + self.n_tasks)

  def load_array(self, array: np.ndarray) -> None:
    with self._changed:
      self._history = [(int(row[0]), np.asarray(row[1:], np.float64))
                       for row in np.asarray(array).reshape(
                           -1, 1 + self.n_tasks)]
      self._changed.notify_all()

  def latest(self) -> Optional[Tuple[int, np.ndarray]]:
    with self._changed:
      return self._history[-1] if self._history else None
