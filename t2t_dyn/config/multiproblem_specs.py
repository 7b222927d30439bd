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

from t2t_dyn.utils import numbers

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
