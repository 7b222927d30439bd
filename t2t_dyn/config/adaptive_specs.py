"""meta.train.adaptive_weights: task weights driven by validation losses,
as the config declares them (the rule and its timing: mixing.adaptive_weights).

  meta:
    train:
      adaptive_weights:
        tasks:                 # training task: its validation task and target
          en_sk: {valid: dev_en_sk, target_loss: 2.0}
        power: 1.0             # default 1
        min_weight: 0.05       # bounds on each listed task's probability
        max_weight: 0.9        #   (defaults 0 and 1)
"""

import dataclasses
from typing import Callable, Mapping, Optional, Sequence, Tuple

from t2t_dyn.foundation import numbers

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
    wrong = numbers.mismatch(target, numbers.positive_number)
    if wrong:
      error(f"{where}.target_loss", f"{wrong}, got {target!r}")
      continue
    tasks.append((train_tasks.index(task), entry["valid"], float(target)))
  values = {}
  for key, default, low, high in (("power", 1.0, 0.0, None),
                                  ("min_weight", 0.0, 0.0, 1.0),
                                  ("max_weight", 1.0, 0.0, 1.0)):
    value = raw.get(key, default)
    wrong = numbers.mismatch(value, numbers.in_range(low, high))
    if wrong:
      error(f"{path}.{key}", f"{wrong}, got {value!r}")
      value = default
    values[key] = float(value)
  if values["min_weight"] > values["max_weight"]:
    error(f"{path}.min_weight", f"{values['min_weight']:g} is above "
          f"max_weight {values['max_weight']:g}")
  elif values["min_weight"] * len(tasks) > 1:
    error(f"{path}.min_weight", f"{len(tasks)} tasks x "
          f"{values['min_weight']:g} is more than the whole mix")
  return AdaptiveSpec(tuple(tasks), **values)
