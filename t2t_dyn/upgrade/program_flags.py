"""What a dyn-* program makes of the flags a t2t-* command line gives it.

A program exists when setup.py's console_scripts name it. Its flags are
those absl knows after its module is imported, listed in a fresh
interpreter (each command defines its own set; two in one process would
clash). A flag is then supported, or what t2t_flags says of it (no effect,
refused, not yet); a flag the program does not define is of no effect,
said as Tensor2Tensor's own program had it (public_names' PROGRAM_FLAGS):
defined there, or ignored there too.
"""

import dataclasses
import difflib
import functools
import importlib.metadata
import json
import os
import re
import subprocess
import sys
from typing import Dict, FrozenSet, List, Optional

from t2t_dyn.upgrade import findings
from t2t_dyn.upgrade import public_names
from t2t_dyn.upgrade.shell_commands import Word
from t2t_dyn.utils import t2t_flags

_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
_CONSOLE_SCRIPT = re.compile(r"[\"'](dyn-[\w-]+)\s*=\s*([\w.]+):\w+[\"']")
_COMPAT = {flag.name: flag for flag in (
    t2t_flags.TRAINER + t2t_flags.DECODER + t2t_flags.DATAGEN)}
_STATUS_OF_KIND = {t2t_flags.NO_EFFECT: findings.NO_EFFECT,
                   t2t_flags.REFUSED: findings.REFUSED,
                   t2t_flags.NOT_YET: findings.REFUSED}


def console_scripts() -> Dict[str, str]:
  """{dyn-* program: its module}, from setup.py beside the package (the
  installed metadata when there is none)."""
  setup_py = os.path.join(_ROOT, "setup.py")
  if os.path.isfile(setup_py):
    with open(setup_py, encoding="utf-8") as f:
      return dict(_CONSOLE_SCRIPT.findall(f.read()))
  return {e.name: e.value.split(":")[0] for e in
          importlib.metadata.entry_points(group="console_scripts")
          if e.name.startswith("dyn-")}


@dataclasses.dataclass(frozen=True)
class ProgramFlags:
  """The flags one program defines."""
  program: str
  names: FrozenSet[str]
  booleans: FrozenSet[str]
  # Those it defines as t2t_flags' counterparts of Tensor2Tensor's flags
  # (the others are its own, whatever a compat entry of that name says).
  compat: FrozenSet[str] = frozenset()

  def defines(self, name: str) -> bool:
    return name in self.names or (name.startswith("no") and
                                  name[2:] in self.booleans)

  def takes_value(self, name: str) -> bool:
    return self.defines(name) and name not in self.booleans and not (
        name.startswith("no") and name[2:] in self.booleans)


_LIST_FLAGS = """
import importlib, json, sys
from absl import flags
importlib.import_module(sys.argv[1])
print(json.dumps({name: [flags.FLAGS[name].boolean,
                         (flags.FLAGS[name].help or "").startswith(
                             "Tensor2Tensor's flag (")]
                  for name in flags.FLAGS}))
"""


def list_flags(module: str) -> subprocess.CompletedProcess:
  """_LIST_FLAGS run on a program's module in a fresh interpreter. (The
  tests run it in theirs instead, isolated by t2t_dyn.test_programs.)"""
  environment = dict(os.environ)
  environment["PYTHONPATH"] = os.pathsep.join(
      [_ROOT] + [p for p in [environment.get("PYTHONPATH")] if p])
  return subprocess.run([sys.executable, "-c", _LIST_FLAGS, module],
                        capture_output=True, text=True, env=environment,
                        check=False)


@functools.lru_cache(maxsize=None)
def program_flags(program: str) -> Optional[ProgramFlags]:
  """The flags of a dyn-* program, None when setup.py has no such program.
  Raises: RuntimeError when its module fails to import."""
  module = console_scripts().get(program)
  if module is None:
    return None
  listed = list_flags(module)
  if listed.returncode:
    raise RuntimeError(f"listing the flags of {program} ({module}) failed:"
                       f"\n{listed.stderr.strip()}")
  listing = json.loads(listed.stdout.strip().splitlines()[-1])
  return ProgramFlags(program, frozenset(listing),
                      frozenset(n for n, (b, _) in listing.items() if b),
                      frozenset(n for n, (_, c) in listing.items() if c))


@dataclasses.dataclass(frozen=True)
class FlagUse:
  """A flag on a command line, with its value when it has one."""
  name: str
  value: Optional[str]
  offset: int


def flag_uses(words: List[Word], known: Optional[ProgramFlags]
              ) -> List[FlagUse]:
  """The --flags of a command's words (`--f=v`, `--f v` for flags that take
  a value, bare booleans); `--` ends them."""
  uses, index = [], 0
  while index < len(words):
    word = words[index]
    index += 1
    if word.text == "--":
      break
    if not word.text.startswith("--") or len(word.text) < 3:
      continue
    name, equals, value = word.text[2:].partition("=")
    if not equals:
      value = None
      takes_value = (known.takes_value(name) if known and
                     known.defines(name) else True)
      if (takes_value and index < len(words) and
          not words[index].text.startswith("-")):
        value = words[index].text
        index += 1
    uses.append(FlagUse(name, value, word.offset))
  return uses


def classify_flag(use: FlagUse, known: ProgramFlags,
                  others: List[ProgramFlags] = ()) -> tuple:
  """(status, reason) of one flag for its program (`others`: the other
  programs, to name those that define it)."""
  name, value = _normalized(use, known)
  compat = _COMPAT.get(name)
  if known.defines(use.name) and name not in known.compat:
    compat = None  # The program's own flag.
  if not known.defines(use.name):
    why = _undefined(use.name, known.program)
    elsewhere = [p.program for p in others if p.defines(use.name)]
    if compat:
      return findings.NO_EFFECT, f"{why} (Tensor2Tensor's: {compat.reason})"
    if elsewhere:
      return findings.NO_EFFECT, (f"{why} ({' and '.join(elsewhere)} "
                                  f"{'has' if len(elsewhere) == 1 else 'have'}"
                                  f" it)")
    close = difflib.get_close_matches(use.name, sorted(known.names), n=1)
    hint = f"; did you mean --{close[0]}?" if close else ""
    return findings.NO_EFFECT, (f"{why}; neither a t2t_dyn flag nor a "
                                f"Tensor2Tensor flag that t2t_flags knows"
                                f"{hint}")
  if not compat:
    return findings.SUPPORTED, f"{known.program} defines it"
  if (compat.kind == t2t_flags.REFUSED and value is not None and
      value == _text(compat.default)):
    # t2t_flags.check refuses only other values than Tensor2Tensor's
    # default.
    return findings.NO_EFFECT, (f"Tensor2Tensor's default; another value "
                                f"is refused: {compat.reason}")
  prefix = "not yet: " if compat.kind == t2t_flags.NOT_YET else ""
  return _STATUS_OF_KIND[compat.kind], prefix + compat.reason


def _undefined(name: str, program: str) -> str:
  """What a flag the program does not define does: the program ignores it
  with a note. Tensor2Tensor's program either had it (then it has no
  effect here) or ignored it too (tf.app.run parsed known flags only)."""
  t2t_program = t2t_name(program)
  t2t_flags_defined = public_names.t2t_program_flags(t2t_program)
  if t2t_flags_defined is None:  # A program of t2t_dyn's own.
    return f"{program} has no flag --{name}: ignored with a note"
  if name in t2t_flags_defined:
    return (f"{program} has no flag --{name}: it has no effect here "
            f"({program} notes it and goes on); Tensor2Tensor's "
            f"{t2t_program} had it")
  return (f"{program} has no flag --{name}: ignored with a note, as "
          f"Tensor2Tensor's {t2t_program} ignored flags it did not define")


def _text(value) -> str:
  return str(value).lower() if isinstance(value, bool) else str(value)


def _normalized(use: FlagUse, known: ProgramFlags):
  """(the flag's name, its value as text: `--noX` is X=false, a bare
  boolean true; booleans as 'true'/'false'; None if unknown)."""
  if use.name not in known.names and use.name.startswith("no") and (
      use.name[2:] in known.booleans):
    return use.name[2:], "false"
  if use.name in known.booleans:
    if use.value is None:
      return use.name, "true"
    return use.name, {"1": "true", "0": "false"}.get(use.value.lower(),
                                                     use.value.lower())
  return use.name, use.value


def t2t_name(program: str) -> str:
  return "t2t-" + program[len("dyn-"):]
