"""Tensor2Tensor's HParams: named hyperparameters with types from their values.

The interface user code calls: `HParams(**values)`, attribute access and
assignment, `add_hparam`, `set_hparam`, `del_hparam`, `parse("a=1,b=[2,3]")`,
`override_from_dict`, `values()`, `get`, `in`, `to_json`, `parse_json`.
As in Tensor2Tensor, an hparam's type is its first value's type: `parse` and
`set_hparam` convert to it and refuse what does not convert (a float for an
int, a string for a number, anything but true/false or an integer for a
bool). Unlike Tensor2Tensor, assigning an attribute that is not an hparam yet
adds it, so `values()` shows everything a set defines and nothing set by a
typo is silently dropped on the way to the model.
"""

import copy
import difflib
import json
import numbers
import re
from typing import Any, Dict, Mapping

_NAME = r"[a-zA-Z][\w.]*"
# name=value or name=[v1,v2]; an index (name[1]=v) is refused with a clear
# message below.
_ITEM = re.compile(rf"\s*(?P<name>{_NAME})\s*(?P<index>\[\s*\d+\s*\])?\s*=\s*"
                   rf"(?:\[(?P<list>[^\]]*)\]|(?P<value>[^,\[]*))\s*(?:,|$)")


class HParams:
  """Named hyperparameters; see the module docstring."""

  def __init__(self, model_structure=None, **values):
    object.__setattr__(self, "_hparam_types", {})
    object.__setattr__(self, "_model_structure", model_structure)
    for name, value in values.items():
      self.add_hparam(name, value)

  def __setattr__(self, name: str, value: Any) -> None:
    if name.startswith("_") or name in self._hparam_types:
      object.__setattr__(self, name, value)
    else:
      self.add_hparam(name, value)

  def add_hparam(self, name: str, value: Any) -> None:
    """Adds a new hparam. Raises: ValueError for a name in use (an hparam
    or a method) or an empty list."""
    if name in self._hparam_types or hasattr(type(self), name):
      what = ("an hparam already" if name in self._hparam_types else
              "a method of HParams")
      raise ValueError(f"Hyperparameter name is reserved: {name} ({what})")
    if isinstance(value, (list, tuple)):
      if not value:
        raise ValueError(f"Multi-valued hyperparameters cannot be empty: "
                         f"{name}")
      self._hparam_types[name] = (type(value[0]), True)
    else:
      self._hparam_types[name] = (type(value), False)
    object.__setattr__(self, name, value)

  def set_hparam(self, name: str, value: Any) -> None:
    """Sets an existing hparam, converted to its type. Raises: KeyError for
    an unknown name (listing the closest), ValueError for a value that does
    not convert."""
    if name not in self._hparam_types:
      raise KeyError(_unknown(name, self._hparam_types))
    param_type, is_list = self._hparam_types[name]
    if isinstance(value, (list, tuple)):
      if not is_list:
        raise ValueError(f"Must not pass a list for single-valued parameter: "
                         f"{name}")
      value = [_cast(name, param_type, v) for v in value]
    else:
      if is_list:
        raise ValueError(f"Must pass a list for multi-valued parameter: "
                         f"{name}")
      value = _cast(name, param_type, value)
    object.__setattr__(self, name, value)

  def del_hparam(self, name: str) -> None:
    """Removes an hparam (nothing when there is none of that name)."""
    if name in self._hparam_types:
      object.__delattr__(self, name)
      del self._hparam_types[name]

  def parse(self, values: str) -> "HParams":
    """Applies "name=value,name2=[v1,v2]" (Tensor2Tensor's --hparams).
    Raises: ValueError for a malformed string, an unknown name or a value of
    the wrong type."""
    parsed = parse_values(values, {n: t for n, (t, _) in
                                   self._hparam_types.items()})
    return self.override_from_dict(parsed)

  def override_from_dict(self, values: Mapping[str, Any]) -> "HParams":
    for name, value in values.items():
      self.set_hparam(name, value)
    return self

  def get_model_structure(self):
    return self._model_structure

  def set_model_structure(self, model_structure) -> None:
    object.__setattr__(self, "_model_structure", model_structure)

  def values(self) -> Dict[str, Any]:
    return {name: getattr(self, name) for name in self._hparam_types}

  def get(self, key: str, default: Any = None) -> Any:
    return getattr(self, key) if key in self._hparam_types else default

  def to_json(self, indent=None, separators=None, sort_keys=False) -> str:
    """The values as JSON (callables left out)."""
    def without_callables(value):
      if isinstance(value, dict):
        return {k: without_callables(v) for k, v in value.items()
                if not callable(v)}
      if isinstance(value, list):
        return [without_callables(v) for v in value if not callable(v)]
      return value
    return json.dumps(without_callables(self.values()), indent=indent,
                      separators=separators, sort_keys=sort_keys)

  def parse_json(self, values_json: str) -> "HParams":
    return self.override_from_dict(json.loads(values_json))

  def copy(self) -> "HParams":
    """An independent copy (values deep-copied)."""
    return HParams(**copy.deepcopy(self.values()))

  def __contains__(self, key: str) -> bool:
    return key in self._hparam_types

  def __eq__(self, other) -> bool:
    return isinstance(other, HParams) and self.values() == other.values()

  def __str__(self) -> str:
    return str(sorted(self.values().items()))

  def __repr__(self) -> str:
    return f"HParams({self})"


def parse_values(values: str, types: Mapping[str, type]) -> Dict[str, Any]:
  """"a=1,b=[2,3]" -> {"a": 1, "b": [2, 3]}, each converted to types[name].
  Raises: ValueError naming the malformed part, an unknown name (with the
  closest known one) or a repeated one."""
  result: Dict[str, Any] = {}
  position = 0
  text = values.strip()
  while position < len(text):
    match = _ITEM.match(text, position)
    if not match or match.end() == position:
      raise ValueError(f"Malformed hyperparameter value: {text[position:]!r} "
                       f"(expected name=value or name=[v1,v2], "
                       f"comma-separated)")
    position = match.end()
    name = match.group("name")
    if match.group("index"):
      raise ValueError(f"hparam {name}{match.group('index')}: assigning one "
                       f"element of a list is not supported; give the "
                       f"whole list, {name}=[...]")
    if name not in types:
      raise ValueError(_unknown(name, types))
    if name in result:
      raise ValueError(f"hparam {name} is given twice in {values!r}")
    if match.group("list") is not None:
      items = [v.strip() for v in match.group("list").split(",") if v.strip()]
      result[name] = [_parse_scalar(name, types[name], v) for v in items]
    else:
      result[name] = _parse_scalar(name, types[name], match.group("value")
                                   .strip())
  return result


def _parse_scalar(name: str, param_type: type, text: str) -> Any:
  if param_type is bool:
    if text in ("true", "True"):
      return True
    if text in ("false", "False"):
      return False
    try:
      return bool(int(text))
    except ValueError:
      pass
  elif param_type is type(None):
    return text
  elif param_type in (dict, list, tuple):
    raise ValueError(f"hparam {name} holds a {param_type.__name__} and "
                     f"cannot be set from the command line")
  else:
    try:
      return param_type(text)
    except ValueError:
      pass
  raise ValueError(f"Could not parse hparam {name!r} of type "
                   f"{param_type.__name__!r} from {text!r}")


def _cast(name: str, param_type: type, value: Any) -> Any:
  """Tensor2Tensor's conversion rules for set_hparam."""
  failure = ValueError(f"Could not cast hparam {name!r} of type "
                       f"{param_type.__name__!r} from value {value!r}")
  if param_type is type(None):
    return value
  if issubclass(param_type, (str, bytes)) and not isinstance(value,
                                                             (str, bytes)):
    raise failure
  if issubclass(param_type, bool) != isinstance(value, bool):
    raise failure
  if (issubclass(param_type, numbers.Integral) and
      not isinstance(value, numbers.Integral)):
    raise failure
  if (issubclass(param_type, numbers.Number) and
      not isinstance(value, numbers.Number)):
    raise failure
  return param_type(value)


def _unknown(name: str, known) -> str:
  close = difflib.get_close_matches(name, list(known), n=1)
  hint = f"; did you mean {close[0]!r}?" if close else ""
  return f"unknown hparam {name!r}{hint}"
