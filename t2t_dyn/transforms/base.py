"""The Transform contract: one class per transform, options declared.

A transform's options come from `meta.train` (global) and are overridden by
`tasks.<name>.meta` (per task). Each option is declared with a default and a
check, so a bad value is reported with its key path and the task.
"""

import dataclasses
from typing import Any, Callable, ClassVar, Dict, Mapping, Optional


@dataclasses.dataclass(frozen=True)
class Param:
  """A declared transform option: default, validity check and its meaning."""
  default: Any
  doc: str
  check: Optional[Callable[[Any], bool]] = None
  expected: str = "a valid value"


def positive_number(value) -> bool:
  return (isinstance(value, (int, float)) and not isinstance(value, bool)
          and value > 0)


def non_negative_number(value) -> bool:
  return (isinstance(value, (int, float)) and not isinstance(value, bool)
          and value >= 0)


def positive_int(value) -> bool:
  return isinstance(value, int) and not isinstance(value, bool) and value > 0


def probability(value) -> bool:
  return non_negative_number(value) and value <= 1


def optional_string(value) -> bool:
  return value is None or (isinstance(value, str) and bool(value))


class TransformOptionError(ValueError):
  """A transform option with a bad value, named by key path and task."""


class Transform:
  """Base class of transforms. Subclasses declare `parameters`."""

  parameters: ClassVar[Dict[str, Param]] = {}
  registered_name: ClassVar[str] = ""

  @classmethod
  def declared_parameters(cls) -> Dict[str, Param]:
    return dict(cls.parameters)

  @classmethod
  def resolve_options(cls, global_meta: Mapping[str, Any],
                      task_meta: Mapping[str, Any],
                      task_name: str) -> Dict[str, Any]:
    """Options from defaults < meta.train < tasks.<task>.meta, checked.

    Raises: TransformOptionError naming the key path, the task and the
    expected value.
    """
    options = {}
    errors = []
    for name, param in cls.parameters.items():
      if name in task_meta:
        value, path = task_meta[name], f"tasks.{task_name}.meta.{name}"
      elif name in global_meta:
        value, path = global_meta[name], f"meta.train.{name}"
      else:
        options[name] = param.default
        continue
      if param.check is not None and not param.check(value):
        errors.append(f"{path}: {value!r} is not {param.expected} (option of "
                      f"transform {cls.registered_name!r} in task "
                      f"{task_name!r}: {param.doc})")
      options[name] = value
    if errors:
      raise TransformOptionError("\n".join(errors))
    return options
