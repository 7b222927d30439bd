"""One file of a usr dir ported: a Python file or a script (or other text).

Python goes through TensorFlow's upgrader (tf_upgrade), then its program
names (python_commands), then its Tensor2Tensor imports (python_t2t); its
hparams sets are classified for the models the scripts train them with.
Text that runs Tensor2Tensor's programs gets their dyn- names, and each
command's findings (command_check).
"""

import ast
import dataclasses
import os
import re
from typing import List, Optional

from t2t_dyn.upgrade import command_check
from t2t_dyn.upgrade import findings
from t2t_dyn.upgrade import hparams_check
from t2t_dyn.upgrade import python_commands
from t2t_dyn.upgrade import python_hparams
from t2t_dyn.upgrade import python_t2t
from t2t_dyn.upgrade import shell_commands
from t2t_dyn.upgrade import text_edits
from t2t_dyn.upgrade import tf_upgrade
from t2t_dyn.upgrade.command_check import Command, Context
from t2t_dyn.upgrade.findings import Finding

_SHELL_EXTENSIONS = (".sh", ".bash", ".zsh", ".ksh")
_IMPORT_LINE = re.compile(r"^([ \t]*(?:from|import)[ \t]+)tensor2tensor\b",
                          re.M)


@dataclasses.dataclass(frozen=True)
class Ported:
  """A file's new text (None: copy it as it is) and its findings."""
  text: Optional[str]
  findings: List[Finding]


@dataclasses.dataclass(frozen=True)
class Scanned:
  """What a file tells about the others: its registrations, its commands."""
  problems: List[str]
  hparams_sets: List[str]
  commands: List[Command]


_PYTHON_SHEBANG = re.compile(r"^#!.*\bpython[0-9.]*\b")
_TENSORFLOW_IMPORT = re.compile(r"^\s*(import|from)\s+(tensorflow|tensor2tensor)"
                                r"\b", re.M)


def is_python(path: str, text: str) -> bool:
  """A .py file, or a script without an extension that is Python: a
  python shebang, or (scripts installed by setup.py's `scripts=` often have
  none) text that parses and imports TensorFlow or Tensor2Tensor."""
  if path.endswith(".py"):
    return True
  if os.path.splitext(os.path.basename(path))[1]:
    return False
  if _PYTHON_SHEBANG.match(text):
    return True
  return (_TENSORFLOW_IMPORT.search(text) is not None and
          _parse(text) is not None)


def is_shell(path: str, text: str) -> bool:
  first = text.split("\n", 1)[0]
  return path.endswith(_SHELL_EXTENSIONS) or (
      first.startswith("#!") and re.search(r"\b(ba|z|k|da)?sh\b", first)
      is not None)


def _parse(text: str) -> Optional[ast.AST]:
  try:
    return ast.parse(text)
  except (SyntaxError, ValueError):
    return None


def scan(path: str, file: str, text: str) -> Scanned:
  """What the file registers and the commands it runs."""
  if is_python(path, text):
    tree = _parse(text)
    if tree is None:
      return Scanned([], [], [])
    return Scanned(
        sorted(python_hparams.registered(tree, "register_problem")),
        sorted(python_hparams.registered(tree, "register_hparams")),
        python_commands.commands(tree, file))
  return Scanned([], [], _text_commands(path, file, text))


def _in_comment(text: str, offset: int) -> bool:
  line_start = text.rfind("\n", 0, offset) + 1
  return text[line_start:offset].lstrip().startswith("#")


def _text_commands(path: str, file: str, text: str) -> List[Command]:
  shell = is_shell(path, text)
  source = text_edits.Source(text)
  variables = shell_commands.variables(text) if shell else {}
  return [command_check.command(file, source.line_of, invocation, variables)
          for invocation in shell_commands.find(text, not shell)
          if not (shell and _in_comment(text, invocation.start))]


def port_text(path: str, file: str, text: str, context: Context) -> Ported:
  """A script or text file with Tensor2Tensor's programs renamed, and the
  findings of its commands (commented-out commands are renamed only)."""
  invocations = shell_commands.find(text, not is_shell(path, text))
  if not invocations:
    return Ported(None, [])
  found = []
  for command in _text_commands(path, file, text):
    found += command_check.findings_of(command, context)
  return Ported(shell_commands.rename(text, invocations), found)


def port_python(file: str, text: str, context: Context) -> Ported:
  """A Python file upgraded to TensorFlow 2 and t2t_dyn, with findings."""
  upgraded = tf_upgrade.upgrade(text, file)
  if not upgraded.parsed:
    return _unparsed(file, text, upgraded.error)
  upgraded_tree = _parse(upgraded.text)
  renamed = python_commands.rename(upgraded.text)
  tree = _parse(renamed)
  if tree is None or upgraded_tree is None:
    return _unparsed(file, text, "its upgraded text does not parse")
  found = list(upgraded.findings)
  # Read before the rename, which names them dyn- (lines stay).
  for command in python_commands.commands(upgraded_tree, file):
    found += command_check.findings_of(command, context)
  groups = python_hparams.groups(tree, renamed, file)
  for group in groups:
    found += _hparams_findings(group, groups, context)
  ported, t2t_found = python_t2t.port(renamed, tree, file)
  found += t2t_found
  return Ported(None if ported == text else ported, found)


def _models(group: python_hparams.HParamsGroup,
            groups: List[python_hparams.HParamsGroup],
            context: Context) -> List[str]:
  """The models the scripts train the set with; else the model of the
  t2t_dyn set it is built on (through the file's own sets); else every
  model the scripts name."""
  named = context.models_by_set.get(group.set_name or "")
  if named:
    return named
  by_function = {g.function: g for g in groups}
  base, seen = group.base, set()
  while base in by_function and base not in seen:
    seen.add(base)
    base = by_function[base].base
  model = hparams_check.model_of_base_set(base) if base else None
  if model:
    return [model]
  return hparams_check.hparams_set_models("", context.models_by_set)


def _hparams_findings(group: python_hparams.HParamsGroup,
                      groups: List[python_hparams.HParamsGroup],
                      context: Context) -> List[Finding]:
  models = _models(group, groups, context)
  where = (f"set {group.set_name}" if group.set_name else
           f"hparams in {group.function}")
  choice = hparams_check.choose_model(models)
  return hparams_check.classify(group.settings, models,
                                f"{where}, --model={choice.model}")


def _unparsed(file: str, text: str, error: str) -> Ported:
  """A file Python 3 cannot parse (Python 2, a template): only its
  tensor2tensor imports and program names are renamed, as text."""
  renamed = _IMPORT_LINE.sub(r"\1t2t_dyn", text)
  renamed = shell_commands.rename(renamed, shell_commands.find(renamed))
  reason = ("not Python 3 (" + (error or "it does not parse") + "): only "
            "`tensor2tensor` in import lines and program names were "
            "renamed; TensorFlow's upgrader and the checks did not run")
  return Ported(None if renamed == text else renamed,
                [Finding(file, 0, findings.FILE, os.path.basename(file),
                         findings.REFUSED, reason)])
