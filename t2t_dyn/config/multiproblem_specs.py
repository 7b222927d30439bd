"""meta.train.multiproblem_mixing: Tensor2Tensor's MultiProblem mixing rule
over the training tasks, as the config declares it (the rule itself:
mixing.multiproblem_schedule).

  meta:
    train:
      multiproblem_mixing:
        schedule: pretrain       # constant | pretrain | exponential
        threshold: 0.5           # multiproblem_schedule_threshold
        max_examples: 10000000   # multiproblem_schedule_max_examples
        per_task_threshold: [320, 80, 160]   # optional, one per task

The training tasks, in config order, are Tensor2Tensor's task_list: the
first is the primary task. The names are Tensor2Tensor's multiproblem_*
hparams (data_generators.multi_problem fills the section from them).
"""

import dataclasses
from typing import Callable, Mapping, Optional, Sequence, Tuple

from t2t_dyn.foundation import numbers

SCHEDULES = ("constant", "pretrain", "exponential")
SPEC_KEYS = ("schedule", "threshold", "max_examples", "per_task_threshold")
# Tensor2Tensor's common_hparams defaults.
DEFAULT_THRESHOLD = 0.5
DEFAULT_MAX_EXAMPLES = 1e7


@dataclasses.dataclass(frozen=True)
class MultiproblemSpec:
  """The rule's settings; `per_task_threshold` empty: the schedule's
  probability decides (else these relative rates do, as in Tensor2Tensor)."""
  schedule: str = "constant"
  threshold: float = DEFAULT_THRESHOLD
  max_examples: float = DEFAULT_MAX_EXAMPLES
  per_task_threshold: Tuple[float, ...] = ()


def parse_per_task_threshold(value) -> Tuple[float, ...]:
  """Tensor2Tensor's comma-separated string ("320,80,160"; "" for none) or a
  list of numbers -> the numbers. Raises: ValueError saying what is
  expected."""
  if isinstance(value, str):
    parts = value.split(",") if value.strip() else []
    try:
      value = [float(p) for p in parts]
    except ValueError:
      raise ValueError(f"expected comma-separated numbers, got "
                       f"{value!r}") from None
  if (not isinstance(value, (list, tuple)) or
      not all(numbers.non_negative_number(v) for v in value)):
    raise ValueError(f"expected a list of non-negative numbers, got "
                     f"{value!r}")
  if value and sum(value) <= 0:
    raise ValueError(f"the thresholds sum to 0: {list(value)}")
  return tuple(float(v) for v in value)


def parse_spec(raw, train_tasks: Sequence[str],
               error: Callable[[str, str], None],
               path: str = "meta.train.multiproblem_mixing"
               ) -> Optional[MultiproblemSpec]:
  """The validated spec; mistakes reported through error(path, message)."""
  if not isinstance(raw, Mapping):
    error(path, f"expected a mapping with {', '.join(SPEC_KEYS)}")
    return None
  for key in raw:
    if key not in SPEC_KEYS:
      error(f"{path}.{key}", f"unknown key; expected {', '.join(SPEC_KEYS)}")
  schedule = raw.get("schedule", "constant")
  if schedule not in SCHEDULES:
    error(f"{path}.schedule", f"expected one of {', '.join(SCHEDULES)}, got "
          f"{schedule!r}")
    schedule = "constant"
  values = {}
  for key, default in (("threshold", DEFAULT_THRESHOLD),
                       ("max_examples", DEFAULT_MAX_EXAMPLES)):
    value = raw.get(key, default)
    wrong = numbers.mismatch(value, (numbers.is_number if key == "threshold"
                                     else numbers.non_negative_number))
    if wrong:
      error(f"{path}.{key}", f"{wrong}, got {value!r}")
      value = default
    values[key] = float(value)
  thresholds = ()
  try:
    thresholds = parse_per_task_threshold(raw.get("per_task_threshold", ()))
  except ValueError as e:
    error(f"{path}.per_task_threshold", str(e))
  if thresholds and len(thresholds) != len(train_tasks):
    error(f"{path}.per_task_threshold",
          f"{len(thresholds)} thresholds for {len(train_tasks)} training "
          f"tasks ({', '.join(train_tasks)})")
    thresholds = ()
  if len(train_tasks) < 2:
    error(path, f"mixes at least 2 training tasks, the config has "
          f"{len(train_tasks)}")
  return MultiproblemSpec(schedule, values["threshold"],
                          values["max_examples"], thresholds)


# Tensor2Tensor's multiproblem_* model hparams (common_hparams). Every one
# is read: applied, or refused when set to what is not run here.
MODEL_HPARAMS = (
    "multiproblem_mixing_schedule", "multiproblem_schedule_threshold",
    "multiproblem_schedule_max_examples", "multiproblem_per_task_threshold",
    "multiproblem_vocab_size", "multiproblem_target_eval_only",
    "multiproblem_reweight_label_loss", "multiproblem_label_weight",
    "multiproblem_max_input_length", "multiproblem_max_target_length",
    "multiproblem_fixed_train_length")

# Cut lengths Tensor2Tensor applied as it read a task's examples (> 0):
# what each cut, and what to use here instead.
_CUTS = {
    "multiproblem_max_input_length": "each task's inputs",
    "multiproblem_max_target_length": "each task's targets (in training)",
    "multiproblem_fixed_train_length": (
        "each training sequence, padded to that length (fixed shapes for "
        "TPUs; batches here are padded per batch)"),
}


@dataclasses.dataclass(frozen=True)
class MultiproblemHParams:
  """What a MultiProblem takes from its model's multiproblem_* hparams:
  the mixing rule, the vocabulary size (-1: the tasks'), and whether only
  the second task is evaluated (target_eval_only)."""
  mixing: MultiproblemSpec = MultiproblemSpec()
  vocab_size: int = -1
  target_eval_only: bool = False


def from_model_hparams(get: Callable[[str, object], object], n_tasks: int,
                       problem: str) -> MultiproblemHParams:
  """The multiproblem_* hparams of a model (`get(name, default)`) for
  MultiProblem `problem` of `n_tasks` tasks, as Tensor2Tensor's
  MultiProblem and loss read them. Raises: ValueError naming the hparam,
  for a bad value or one whose effect is not run here (with what to use
  instead)."""
  schedule = get("multiproblem_mixing_schedule", "constant")
  if schedule not in SCHEDULES:
    raise ValueError(f"Unknown schedule {schedule} "
                     f"(multiproblem_mixing_schedule: one of "
                     f"{', '.join(SCHEDULES)})")
  try:
    thresholds = parse_per_task_threshold(
        get("multiproblem_per_task_threshold", ""))
  except ValueError as e:
    raise ValueError(f"multiproblem_per_task_threshold: {e}") from None
  if thresholds and len(thresholds) != n_tasks:
    raise ValueError(
        f"multiproblem_per_task_threshold: {len(thresholds)} thresholds "
        f"for the {n_tasks} tasks of {problem!r} (Tensor2Tensor warned and "
        f"ignored them; give one per task or none)")
  for name, what in _CUTS.items():
    if int(get(name, -1)) > 0:
      raise ValueError(
          f"{name}={get(name, -1)}: Tensor2Tensor cut {what} as it read "
          f"them; here a MultiProblem's sequences are written whole into "
          f"the shards by dyn-datagen, before any model's hparams: cut "
          f"them in the sub-problem's generate_samples, or leave long "
          f"examples out with --hparams=max_length=N, and set {name}=-1")
  if get("multiproblem_reweight_label_loss", False):
    raise ValueError(
        "multiproblem_reweight_label_loss=True: Tensor2Tensor's reweighted "
        "MultiProblem loss (the primary task's, plus each other task's "
        "input and target losses weighted by multiproblem_label_weight) is "
        "not run here; the loss is the language model's over every "
        "position of each sequence (Tensor2Tensor's loss with "
        "multiproblem_reweight_label_loss=False): set it to False")
  weight = get("multiproblem_label_weight", 0.5)
  # Read by the reweighted loss alone, as in Tensor2Tensor; still checked.
  if not numbers.is_number(weight):
    raise ValueError(f"multiproblem_label_weight: expected a number, got "
                     f"{weight!r}")
  mixing = MultiproblemSpec(
      schedule, float(get("multiproblem_schedule_threshold",
                          DEFAULT_THRESHOLD)),
      float(get("multiproblem_schedule_max_examples", DEFAULT_MAX_EXAMPLES)),
      thresholds)
  return MultiproblemHParams(
      mixing, int(get("multiproblem_vocab_size", -1)),
      bool(get("multiproblem_target_eval_only", False)))
