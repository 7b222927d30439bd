"""Tensor2Tensor's HParams: named hyperparameters with types from their values.

The interface user code calls: `HParams(**values)`, attribute access and
assignment, `add_hparam`, `set_hparam`, `del_hparam`, `parse("a=1,b=[2,3]")`,
`override_from_dict`, `values()`, `get`, `in`, `to_json`, `parse_json`, and
the module's `parse_values(values, type_map, ignore_unknown=False)`.
As in Tensor2Tensor, an hparam's type is its first value's type: `parse` and
`set_hparam` convert to it and refuse what does not convert (a float for an
int, a string for a number, anything but true/false or an integer for a
bool), and `get(key, default)` refuses a default its type cannot hold. The
error messages start with Tensor2Tensor's words, which user code and its
tests match ("Unknown hyperparameter type for x", "Multiple assignments to
variable 'x'", "Could not parse hparam 'x' of type 'int'"). Unlike
Tensor2Tensor, assigning an attribute that is not an hparam yet adds it, so
`values()` shows everything a set defines and nothing set by a typo is
silently dropped on the way to the model; and `parse("arr[1]=10")` sets that
element of the list (Tensor2Tensor's parse_values reads it, its HParams
refused it).
"""

import copy
import difflib
import json
import numbers
import re
from typing import Any, Dict, Mapping

_NAME = r"[a-zA-Z][\w.]*"
# name=value, name=[v1,v2] or name[index]=value, comma-separated.
_ITEM = re.compile(rf"\s*(?P<name>{_NAME})(?:\[\s*(?P<index>\d+)\s*\])?\s*=\s*"
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
      raise KeyError(f"unknown hparam {name!r}" +
                     _closest(name, self._hparam_types))
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
    """Applies "name=value,name2=[v1,v2],name3[1]=v" (Tensor2Tensor's
    --hparams). Raises: ValueError for a malformed string, an unknown name,
    a value of the wrong type or an index past a list's end."""
    parsed = parse_values(values, {n: t for n, (t, _) in
                                   self._hparam_types.items()})
    for name, value in parsed.items():
      if isinstance(value, dict):  # Index assignments.
        value = _assigned_elements(name, getattr(self, name), value)
      self.set_hparam(name, value)
    return self

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
    """The hparam's value, `default` when there is none. Raises: ValueError
    for a default the hparam's type cannot hold (a list for a scalar, a
    float for an int, a string for a bool), as Tensor2Tensor did."""
    if key not in self._hparam_types:
      return default
    if default is not None:
      param_type, is_list = self._hparam_types[key]
      kind = f"list<{param_type}>" if is_list else str(param_type)
      failure = (f"Hparam '{key}' of type '{kind}' is incompatible with "
                 f"default={default}")
      if is_list != isinstance(default, list):
        raise ValueError(failure)
      try:
        for value in default if is_list else [default]:
          _cast(key, param_type, value)
      except ValueError as e:
        raise ValueError(f"{failure}. {e}") from None
    return getattr(self, key)

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


def parse_values(values: str, type_map: Mapping[str, type],
                 ignore_unknown: bool = False) -> Dict[str, Any]:
  """"x=5,L=[1,2],arr[1]=3" -> {"x": 5, "L": [1, 2], "arr": {1: 3}}, each
  value converted to type_map[name] (a list's element type); names missing
  from type_map are skipped when ignore_unknown.
  Raises: ValueError naming the malformed part, an unknown name (with the
  closest known one), a value that does not parse, a list given to an index,
  or a name (or index) assigned twice."""
  result: Dict[str, Any] = {}
  position = 0
  while position < len(values.rstrip()):
    match = _ITEM.match(values, position)
    if not match or match.end() == position:
      raise ValueError(f"Malformed hyperparameter value: {values[position:]} "
                       f"(expected name=value, name=[v1,v2] or "
                       f"name[index]=value, comma-separated)")
    position = match.end()
    name, index = match.group("name"), match.group("index")
    if name not in type_map:
      if ignore_unknown:
        continue
      raise ValueError(f"Unknown hyperparameter type for {name}" +
                       _closest(name, type_map))
    if match.group("list") is not None:
      if index is not None:
        raise ValueError(f"Assignment of a list to a list index. "
                         f"({name}[{index}] in {values})")
      if name in result:
        raise ValueError(_assigned_twice(name, values))
      items = [v for v in re.split("[ ,]", match.group("list")) if v]
      try:
        result[name] = [_parse_scalar(name, type_map[name], v, values)
                        for v in items]
      except ValueError as e:  # Tensor2Tensor names the whole list.
        raise ValueError(_unparsed(name, type_map[name], match.group("list"),
                                   values) + f" ({e})") from None
      continue
    value = _parse_scalar(name, type_map[name],
                          match.group("value").strip(), values)
    if index is None:
      if name in result:
        raise ValueError(_assigned_twice(name, values))
      result[name] = value
      continue
    elements = result.setdefault(name, {})
    if not isinstance(elements, dict):
      raise ValueError(_assigned_twice(name, values))
    if int(index) in elements:
      raise ValueError(_assigned_twice(f"{name}[{index}]", values))
    elements[int(index)] = value
  return result


def _assigned_twice(name: str, values: str) -> str:
  return f"Multiple assignments to variable '{name}' in {values}"


def _assigned_elements(name: str, current: Any,
                       elements: Mapping[int, Any]) -> list:
  """The list hparam `name` with `elements` ({index: value}) assigned.
  Raises: ValueError for a scalar hparam or an index past the end."""
  if not isinstance(current, (list, tuple)):
    raise ValueError(f"hparam {name} is not a list: an index assignment "
                     f"({name}[{min(elements)}]=...) needs one")
  assigned = list(current)
  for index, value in elements.items():
    if index >= len(assigned):
      raise ValueError(f"{name}[{index}]: {name} has {len(assigned)} "
                       f"elements")
    assigned[index] = value
  return assigned


def _parse_scalar(name: str, param_type: type, text: str, values: str
                  ) -> Any:
  """One value of hparam `name` from its text. Raises: ValueError in
  Tensor2Tensor's words for text that is not of param_type."""
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
    raise ValueError(_unparsed(name, param_type, text, values) +
                     f": a {param_type.__name__} cannot be set from the "
                     f"command line")
  else:
    try:
      return param_type(text)
    except ValueError:
      pass
  raise ValueError(_unparsed(name, param_type, text, values))


def _unparsed(name: str, param_type: type, text: str, values: str) -> str:
  return (f"Could not parse hparam '{name}' of type "
          f"'{param_type.__name__}' with value '{text}' in {values}")


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


def _closest(name: str, known) -> str:
  close = difflib.get_close_matches(name, list(known), n=1)
  return f"; did you mean {close[0]!r}?" if close else ""
