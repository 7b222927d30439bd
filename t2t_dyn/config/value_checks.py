"""The data config's value checks: typed reads of one YAML value each,
every error recorded with its key path instead of raised, so a config's
errors are all reported together (records.DataConfigError)."""

import os
from typing import Any, Iterable, List, Mapping, Tuple

from t2t_dyn.config.keys import REMOVED_KEYS
from t2t_dyn.foundation import numbers
from t2t_dyn.foundation import registry


def describe(value) -> str:
  """A value as an error message shows what was found."""
  if value is None:
    return "nothing"
  return f"{type(value).__name__} {value!r}"


class ConfigErrors:
  """The errors found so far ("key.path: message"), and typed reads that
  add to them: each returns the value, or a stand-in after an error so
  the walk goes on. File paths are resolved against `base_dir`, and must
  exist when `check_inputs` (a config read before its inputs are made
  need not)."""

  def __init__(self, base_dir: str, check_inputs: bool):
    self.base_dir = base_dir
    self.check_inputs = check_inputs
    self.errors: List[str] = []

  def error(self, path: str, message: str) -> None:
    self.errors.append(f"{path}: {message}")

  def mapping(self, path: str, value) -> Mapping[str, Any]:
    if value is None:
      self.error(path, "missing")
      return {}
    if not isinstance(value, Mapping):
      self.error(path, f"expected a mapping, got {describe(value)}")
      return {}
    return value

  def check_keys(self, path: str, mapping: Mapping, known: Iterable[str],
                 what: str = "key") -> None:
    """Each key of mapping is known (a removed key says what replaced it;
    an unknown one the closest known)."""
    known = list(known)
    for key in mapping:
      if key in REMOVED_KEYS and key not in known:
        self.error(f"{path}.{key}" if path else str(key), REMOVED_KEYS[key])
      elif key not in known:
        where = f"{path}.{key}" if path else str(key)
        match = registry.closest_match(str(key), known)
        hint = f"; did you mean {match!r}?" if match else ""
        self.error(where, f"unknown {what}{hint} Known: {', '.join(known)}")

  def boolean(self, path: str, value) -> bool:
    if not isinstance(value, bool):
      self.error(path, f"expected true or false, got {describe(value)}")
      return False
    return value

  def positive_int(self, path: str, value) -> int:
    if numbers.mismatch(value, numbers.positive_int):
      self.error(path, f"expected a positive integer, got {describe(value)}")
      return 1
    return value

  def choice(self, path: str, value, choices: Tuple[str, ...],
             what: str = "value") -> str:
    if value not in choices:
      match = registry.closest_match(str(value), choices)
      hint = f"; did you mean {match!r}?" if match else ""
      self.error(path, f"unknown {what} {value!r}{hint} Expected one of: "
                 f"{', '.join(choices)}")
      return choices[0]
    return value

  def path_value(self, path: str, value, must_exist: bool = True) -> str:
    """A file path, resolved against base_dir."""
    if not isinstance(value, str) or not value:
      self.error(path, f"expected a file path, got {describe(value)}")
      return ""
    resolved = os.path.normpath(
        os.path.join(self.base_dir, os.path.expanduser(value)))
    if must_exist and self.check_inputs and not os.path.isfile(resolved):
      self.error(path, f"file not found: {resolved}")
    return resolved
