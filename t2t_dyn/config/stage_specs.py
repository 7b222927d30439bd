"""Curriculum stages: task weights, transform options and an end condition
per stage (OpusTrainer's stages, in the data config).

  meta:
    train:
      stages:
        - name: pretrain
          weights: {en_cs: 1.0, en_sk: 0.1}    # other training tasks: 0
          meta: {drop_temperature: 1.0}        # transform options (optional)
          until: {task: en_cs, epochs: 2}      # or {updates: 2000}
        - name: mix
          weights: {en_cs: 0.5, en_sk: 1.0}
          until: {validation: dev_en_sk, patience: 3}   # see below
        - name: polish
          weights: {en_cs: 0.5, en_sk: 1.0, mono_sk: 0.3}   # no until: never ends

A stage's `meta` overrides every task's options (defaults < meta.train <
tasks.<t>.meta < the stage's meta), so a stage can turn noise off whatever
the tasks say. `until` counts from the stage's start: `updates` optimizer
updates, or `epochs` passes over a training task's lines (as OpusTrainer's
`until clean 2`), or on validation: `{validation: TASK, patience: N}` ends
after N evaluations in the stage without improving on the stage's best by
more than `min_delta` (default 0; Keras' EarlyStopping rule: the best moves
only on an improvement), `{validation: TASK, reaches: X}` at the first
evaluation at or past X; `metric: loss` (default) or, with the trainer's
--eval_decode, `bleu` or `chrf`. Without `until` the stage never ends, and
a stage after it is an error.

The stages in force during training: mixing.stages.
"""

import dataclasses
from typing import Any, Callable, Dict, List, Mapping, Optional, Sequence, Tuple

from t2t_dyn.foundation import numbers

STAGE_KEYS = ("name", "weights", "until", "meta")
VALIDATION_KEYS = ("validation", "metric", "patience", "min_delta", "reaches")
VALIDATION_METRICS = ("loss", "bleu", "chrf")


@dataclasses.dataclass(frozen=True)
class ValidationUntil:
  """A stage's end on a validation figure (`<metric>/<task>`): after
  `patience` evaluations without an improvement of more than `min_delta`,
  or at the first evaluation reaching `reaches`."""
  figure: str
  patience: Optional[int] = None
  min_delta: float = 0.0
  reaches: Optional[float] = None

  @property
  def minimize(self) -> bool:
    return self.figure.startswith("loss/")

  def ended(self, evaluations: Sequence[Any]) -> bool:
    """Whether the stage's evaluations (in step order; each with
    `.figures`, see mixing.validation_feed) end it."""
    sign = 1.0 if self.minimize else -1.0
    best, waited = None, 0
    for evaluation in evaluations:
      value = sign * evaluation.figures[self.figure]
      if self.reaches is not None:
        if value <= sign * self.reaches:
          return True
        continue
      if best is None or value < best - self.min_delta:
        best, waited = value, 0
      else:
        waited += 1
        if waited >= self.patience:
          return True
    return False

  def describe(self) -> str:
    if self.reaches is not None:
      return (f"on validation: until {self.figure} reaches "
              f"{self.reaches:g}")
    return (f"on validation: after {self.patience} evaluations without "
            f"{self.figure} improving" +
            (f" by more than {self.min_delta:g}" if self.min_delta else ""))


@dataclasses.dataclass(frozen=True)
class Stage:
  """One stage: `weights` per training task in config order; ends after
  `until_updates` updates or `until_epochs` epochs of training task
  `until_task` (an index), counted from its start; neither: never."""
  name: str
  weights: Tuple[float, ...]
  meta: Mapping[str, Any]
  until_updates: Optional[int] = None
  until_task: Optional[int] = None
  until_epochs: Optional[float] = None
  until_validation: Optional[ValidationUntil] = None

  @property
  def ends(self) -> bool:
    return (self.until_updates is not None or self.until_task is not None or
            self.until_validation is not None)

  def describe_end(self, task_names: Sequence[str]) -> str:
    if self.until_validation is not None:
      return self.until_validation.describe()
    if self.until_updates is not None:
      return f"until {self.until_updates} updates"
    if self.until_task is not None:
      return f"until {self.until_epochs:g} epochs of {task_names[self.until_task]}"
    return "never ends"


def parse_stages(raw, train_tasks: Sequence[str], transform_params,
                 error: Callable[[str, str], None],
                 path: str = "meta.train.stages",
                 valid_tasks: Sequence[str] = ()) -> Tuple[Stage, ...]:
  """Validated stages; each mistake reported through `error(path, message)`
  with its key path (unknown task, a stage after a never-ending one...)."""
  if not isinstance(raw, list) or not raw:
    error(path, f"expected a non-empty list of stages, got {raw!r}")
    return ()
  stages: List[Stage] = []
  names = set()
  for i, spec in enumerate(raw):
    where = f"{path}[{i}]"
    if not isinstance(spec, Mapping):
      error(where, f"expected a mapping with {', '.join(STAGE_KEYS)}")
      continue
    for key in spec:
      if key not in STAGE_KEYS:
        error(f"{where}.{key}", f"unknown key; a stage has "
              f"{', '.join(STAGE_KEYS)}")
    name = spec.get("name", f"stage_{i}")
    if not isinstance(name, str) or not name or name in names:
      error(f"{where}.name", f"expected a new stage name, got {name!r}")
    names.add(name)
    weights = _weights(spec.get("weights"), train_tasks, f"{where}.weights",
                       error)
    meta = spec.get("meta") or {}
    if not isinstance(meta, Mapping):
      error(f"{where}.meta", "expected a mapping of transform options")
      meta = {}
    for key in meta:
      if key not in transform_params:
        error(f"{where}.meta.{key}", "not a transform parameter")
    stage = Stage(str(name), weights, dict(meta),
                  **_until(spec.get("until"), train_tasks, valid_tasks,
                           f"{where}.until", error))
    if stage.until_task is not None and not weights[stage.until_task]:
      error(f"{where}.until", f"task {train_tasks[stage.until_task]!r} has "
            f"weight 0 in this stage, which would never end")
    if stages and not stages[-1].ends:
      error(where, f"stage {stages[-1].name!r} before it never ends (give it "
            f"an until)")
    stages.append(stage)
  return tuple(stages)


def _weights(raw, train_tasks, where, error) -> Tuple[float, ...]:
  weights = [0.0] * len(train_tasks)
  if not isinstance(raw, Mapping) or not raw:
    error(where, f"expected {{task: weight}} for the training tasks "
          f"({', '.join(train_tasks)}), got {raw!r}")
    return tuple(weights)
  for task, weight in raw.items():
    if task not in train_tasks:
      error(f"{where}.{task}", f"not a training task (known: "
            f"{', '.join(train_tasks)})")
    elif numbers.mismatch(weight, numbers.non_negative_number):
      error(f"{where}.{task}", f"expected a non-negative number, got "
            f"{weight!r}")
    else:
      weights[train_tasks.index(task)] = float(weight)
  if not any(weights) and all(t in train_tasks for t in raw):
    error(where, "every task has weight 0")
  return tuple(weights)


def _until(raw, train_tasks, valid_tasks, where, error) -> Dict[str, Any]:
  if raw is None:
    return {}
  if isinstance(raw, Mapping) and "validation" in raw:
    return _validation_until(raw, valid_tasks, where, error)
  if isinstance(raw, Mapping) and set(raw) == {"updates"}:
    updates = raw["updates"]
    if numbers.mismatch(updates, numbers.positive_int):
      error(f"{where}.updates", f"expected a positive integer, got "
            f"{updates!r}")
      return {}
    return {"until_updates": updates}
  if isinstance(raw, Mapping) and set(raw) == {"task", "epochs"}:
    task, epochs = raw["task"], raw["epochs"]
    if task not in train_tasks:
      error(f"{where}.task", f"{task!r} is not a training task (known: "
            f"{', '.join(train_tasks)})")
      return {}
    if numbers.mismatch(epochs, numbers.positive_number):
      error(f"{where}.epochs", f"expected a positive number, got {epochs!r}")
      return {}
    return {"until_task": train_tasks.index(task),
            "until_epochs": float(epochs)}
  error(where, f"expected {{updates: N}}, {{task: T, epochs: E}} or "
        f"{{validation: V, patience: N}} (or no until: the stage never "
        f"ends), got {raw!r}")
  return {}


def _validation_until(raw, valid_tasks, where, error) -> Dict[str, Any]:
  for key in raw:
    if key not in VALIDATION_KEYS:
      error(f"{where}.{key}", f"unknown key; expected "
            f"{', '.join(VALIDATION_KEYS)}")
  task, metric = raw["validation"], raw.get("metric", "loss")
  if task not in valid_tasks:
    error(f"{where}.validation", f"{task!r} is not a validation task "
          f"(known: {', '.join(valid_tasks) or 'none'})")
  if metric not in VALIDATION_METRICS:
    error(f"{where}.metric", f"expected one of "
          f"{', '.join(VALIDATION_METRICS)}, got {metric!r}")
  if ("patience" in raw) == ("reaches" in raw):
    error(where, "expected patience: N (evaluations without improvement) "
          "or reaches: X, one of them")
    return {}
  values = {}
  for key, check in (("patience", numbers.positive_int),
                     ("min_delta", numbers.non_negative_number),
                     ("reaches", numbers.is_number)):
    if key not in raw:
      continue
    wrong = numbers.mismatch(raw[key], check)
    if wrong:
      error(f"{where}.{key}", f"{wrong}, got {raw[key]!r}")
      return {}
    values[key] = raw[key]
  return {"until_validation": ValidationUntil(f"{metric}/{task}", **values)}
