"""The data config's checks of the transforms a task or a stage sets:
their options by each transform's own declared checks (the set-up
resolves them with the same), and their order (chain_rules), before any
input is read. Errors go to a ConfigErrors with their key paths."""

from typing import Any, Dict, List, Mapping, Optional, Tuple

from t2t_dyn import transforms
from t2t_dyn.config.records import TaskSpec
from t2t_dyn.config.value_checks import ConfigErrors
from t2t_dyn.foundation import registry
from t2t_dyn.transforms import chain_rules
from t2t_dyn.transforms.base import swap_sides


def check_transforms(checks: ConfigErrors, task: TaskSpec,
                     train: Mapping) -> None:
  """The task's transform options, and the transforms' order."""
  if not all(name in registry.transforms_registry()
             for name in task.transforms):
    return  # Reported with the task.
  built = []
  for name in task.transforms:
    cls = registry.transform(name)
    options, errors = _resolved(cls, train, task.meta, task.name)
    if errors:
      checks.errors.extend(errors)
      continue
    if task.reverse:  # As the set-up builds it (setup.chain).
      options = swap_sides(options)
    try:
      built.append(cls(options, task))
    except transforms.TransformOptionError as e:
      checks.errors.extend(str(e).splitlines())
    except Exception:  # pylint: disable=broad-except
      # A user's transform that needs its resources to be built: the
      # set-up builds it with them and reports; no order check here.
      return
  if len(built) == len(task.transforms):
    checks.errors.extend(chain_rules.order_errors(task, built))


def check_stage_options(checks: ConfigErrors, path: str,
                        stage_meta: Mapping, train_tasks: List[TaskSpec],
                        train: Mapping) -> None:
  """A stage's options (they override every task's): each value by the
  checks of the transforms declaring it, and each training task's
  options with the stage's taken together."""
  for key, value in stage_meta.items():
    for name in registry.list_transforms():
      param = registry.transform(name).declared_parameters().get(key)
      if param is not None and param.check is not None and not (
          param.check(value)):
        checks.error(f"{path}.meta.{key}", f"{value!r} is not "
                     f"{param.expected} (option of transform {name!r}: "
                     f"{param.doc})")
        break
  if any(e.startswith(f"{path}.meta.") for e in checks.errors):
    return
  for task in train_tasks:
    for name in task.transforms:
      if name not in registry.transforms_registry():
        continue  # Reported with the task.
      cls = registry.transform(name)
      _, own = _resolved(cls, train, task.meta, task.name)
      _, staged = _resolved(cls, train, {**task.meta, **stage_meta},
                            task.name)
      checks.errors.extend(f"{path} (with this stage's meta): {line}"
                           for line in staged if line not in own)


def _resolved(cls, train: Mapping, task_meta: Mapping, task_name: str
              ) -> Tuple[Optional[Dict[str, Any]], List[str]]:
  """(`cls`'s resolved options, []), or (None, the lines of the
  TransformOptionError resolving them raises)."""
  try:
    return cls.resolve_options(train, task_meta, task_name), []
  except transforms.TransformOptionError as e:
    return None, str(e).splitlines()
