"""The hparams a usr dir's Python sets, and the sets it registers.

An hparams object is a variable a `@registry.register_hparams` function
assigns from a call (`hparams = transformer.transformer_base()`), or one
assigned in a function that such a set calls (directly or through others)
from a Tensor2Tensor hparams function or HParams: only those reach the
trainer. HParams a file makes for its own use (a test's, a script's) are
not hparams of a run, so their settings are not read. The settings:
`hparams.X = v`, `hparams.add_hparam("X", v)`, `hparams.set_hparam("X",
v)`, `hparams.override_from_dict({...})` and `hparams.parse("a=1,b=2")`;
a value that is not a literal is kept as written.
"""

import ast
import dataclasses
import types
from typing import List, Optional, Set

from t2t_dyn.foundation import registry
from t2t_dyn.upgrade import hparams_check
from t2t_dyn.upgrade.hparams_check import Setting

_SET_CALLS = ("create_hparams", "HParams", "basic_params1")
_SETTERS = ("add_hparam", "set_hparam")


@dataclasses.dataclass
class HParamsGroup:
  """The settings made on the hparams of one function."""
  set_name: Optional[str]  # Registered set name; None outside a set.
  function: str  # Where: the function's name.
  base: Optional[str] = None  # The set function it starts from.
  settings: List[Setting] = dataclasses.field(default_factory=list)


def _decorator_name(decorator: ast.AST) -> str:
  target = decorator.func if isinstance(decorator, ast.Call) else decorator
  if isinstance(target, ast.Attribute):
    return target.attr
  return target.id if isinstance(target, ast.Name) else ""


def registered_name(function: ast.AST, decorator_name: str) -> Optional[str]:
  """The name a `@registry.<decorator_name>` decorator registers the
  function or class under, or None without one."""
  for decorator in function.decorator_list:
    if _decorator_name(decorator) != decorator_name:
      continue
    if (isinstance(decorator, ast.Call) and decorator.args and
        isinstance(decorator.args[0], ast.Constant) and
        isinstance(decorator.args[0].value, str)):
      return decorator.args[0].value
    # The registry's own naming (it reads __name__).
    return registry.default_name(types.SimpleNamespace(__name__=function.name))
  return None


def registered(tree: ast.AST, decorator_name: str) -> Set[str]:
  """The names the file registers with `@registry.<decorator_name>`."""
  return {name for node in ast.walk(tree)
          if isinstance(node, (ast.FunctionDef, ast.ClassDef))
          for name in [registered_name(node, decorator_name)] if name}


def _callee(call: ast.Call) -> str:
  func = call.func
  if isinstance(func, ast.Attribute):
    return func.attr
  return func.id if isinstance(func, ast.Name) else ""


def _makes_hparams(call: ast.AST, in_set: bool, local_sets: Set[str],
                   known_sets: Set[str]) -> bool:
  if not isinstance(call, ast.Call):
    return False
  callee = _callee(call)
  return in_set or callee in _SET_CALLS or callee in local_sets or (
      callee in known_sets)


def _literal(node: ast.AST):
  try:
    return ast.literal_eval(node), True
  except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
    return None, False


def _setting(file: str, node: ast.AST, name: str, value: ast.AST,
             source: str) -> Setting:
  literal, is_literal = _literal(value)
  text = ast.get_source_segment(source, value) or "?"
  return Setting(file, node.lineno, name, text, literal, is_literal)


def _called_by_sets(functions: List[ast.FunctionDef],
                    local_sets: Set[str]) -> Set[str]:
  """The file's functions a registered set calls, directly or through
  others (the sets included): what they set reaches the trainer."""
  by_name = {f.name: f for f in functions}
  reached, todo = set(), list(local_sets)
  while todo:
    name = todo.pop()
    if name in reached or name not in by_name:
      continue
    reached.add(name)
    todo += [_callee(node) for node in ast.walk(by_name[name])
             if isinstance(node, ast.Call)]
  return reached


def groups(tree: ast.AST, source: str, file: str) -> List[HParamsGroup]:
  """The settings of each registered set, and of each function a set
  calls, that makes hparams (HParams made elsewhere never reach the
  trainer: they are left out)."""
  local_sets = {node.name for node in ast.walk(tree)
                if isinstance(node, ast.FunctionDef) and
                registered_name(node, "register_hparams")}
  known_sets = set(registry.list_hparams())
  functions = [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)]
  reaching = _called_by_sets(functions, local_sets)
  result = []
  for function in functions:
    if function.name not in reaching:
      continue
    set_name = (registered_name(function, "register_hparams")
                if isinstance(function, ast.FunctionDef) else None)
    group = HParamsGroup(set_name, function.name)
    variables = set()
    made = sorted((node for node in _own_nodes(function)
                   if isinstance(node, ast.Assign) and _makes_hparams(
                       node.value, set_name is not None, local_sets,
                       known_sets)), key=lambda node: node.lineno)
    for node in made:
      variables |= {t.id for t in node.targets if isinstance(t, ast.Name)}
      group.base = group.base or _callee(node.value)
    for node in _own_nodes(function):
      group.settings += _settings_of(node, variables, file, source)
    group.settings.sort(key=lambda s: s.line)
    if group.settings:
      result.append(group)
  return result


def _own_nodes(scope: ast.AST):
  """The nodes of a module or function, not those of functions in it."""
  stack = list(ast.iter_child_nodes(scope))
  while stack:
    node = stack.pop()
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef,
                         ast.Lambda, ast.ClassDef)):
      continue
    yield node
    stack.extend(ast.iter_child_nodes(node))


def _settings_of(node: ast.AST, variables: Set[str], file: str,
                 source: str) -> List[Setting]:
  found = []
  if isinstance(node, ast.Assign):
    for target in node.targets:
      if (isinstance(target, ast.Attribute) and
          isinstance(target.value, ast.Name) and
          target.value.id in variables):
        found.append(_setting(file, node, target.attr, node.value, source))
  elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
        and isinstance(node.func.value, ast.Name) and
        node.func.value.id in variables):
    method, args = node.func.attr, node.args
    if (method in _SETTERS and len(args) >= 2 and
        isinstance(args[0], ast.Constant) and isinstance(args[0].value, str)):
      found.append(_setting(file, node, args[0].value, args[1], source))
    elif method == "override_from_dict" and args:
      found += _dict_settings(node, args[0], file, source)
    elif (method == "parse" and args and isinstance(args[0], ast.Constant)
          and isinstance(args[0].value, str)):
      try:
        found += hparams_check.settings_from_overrides(
            args[0].value, file, node.lineno, hparams_check.DEFAULT_MODEL)
      except ValueError:
        pass  # Not Tensor2Tensor's syntax: the run says so.
  return found


def _dict_settings(call: ast.AST, mapping: ast.AST, file: str,
                   source: str) -> List[Setting]:
  if isinstance(mapping, ast.Dict):
    return [_setting(file, call, key.value, value, source)
            for key, value in zip(mapping.keys, mapping.values)
            if isinstance(key, ast.Constant) and isinstance(key.value, str)]
  if (isinstance(mapping, ast.Call) and _callee(mapping) == "dict"):
    return [_setting(file, call, k.arg, k.value, source)
            for k in mapping.keywords if k.arg]
  return []
