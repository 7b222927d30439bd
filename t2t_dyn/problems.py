"""Tensor2Tensor's problems module at its path: registered problems by
name, the built-in ones included (all_problems)."""

from typing import List

from t2t_dyn.data_generators import all_problems  # pylint: disable=unused-import
from t2t_dyn.foundation import registry


def problem(name: str):
  """An instance of the registered problem `name` (registry.problem)."""
  return registry.problem(name)


def available() -> List[str]:
  """The registered problem names."""
  return registry.list_base_problems()
