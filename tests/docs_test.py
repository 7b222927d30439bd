"""The README's and docs/ pages' code still runs against the code: every
command names a real command, script or make target with flags it defines;
every data config shown validates; every t2t_dyn import in a Python example
resolves. (make demo runs the README's main commands end to end.)"""

import glob
import importlib
import os
import re
import shlex
from typing import Callable, Dict, Iterator, List, NamedTuple, Set

import pytest
import yaml

from t2t_dyn import test_programs
from t2t_dyn.config import data_config
from t2t_dyn.upgrade import program_flags

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PAGES = ["README.md"] + sorted(
    os.path.relpath(p, ROOT) for p in glob.glob(os.path.join(ROOT, "docs",
                                                             "*.md")))


class Block(NamedTuple):
  page: str
  line: int  # Of the opening fence.
  language: str
  text: str


def _blocks(language: str) -> Iterator[Block]:
  for page in PAGES:
    with open(os.path.join(ROOT, page), encoding="utf-8") as f:
      text = f.read()
    for match in re.finditer(r"^```(\w*)\n(.*?)^```", text, re.S | re.M):
      if match.group(1) == language:
        yield Block(page, text.count("\n", 0, match.start()) + 1,
                    language, match.group(2))


def _commands(block: Block) -> Iterator[List[str]]:
  """The block's command lines as words (continuations joined, comments
  and `...` left out)."""
  joined = re.sub(r"\\\n\s*", " ", block.text)
  pending = ""  # A quoted value running over several lines.
  for line in joined.splitlines():
    if not pending:
      line = line.split(" #")[0].strip()
      if not line or line.startswith("#"):
        continue
    line = pending + line
    try:
      words = shlex.split(line, comments=True)
    except ValueError:  # No closing quotation yet.
      pending = line + "\n"
      continue
    pending = ""
    yield [w for w in words if w != "..."]
  assert not pending, f"{block.page}:{block.line}: unclosed quote"


# Lists the absl flags its argument defines: a t2t_dyn module it imports,
# or a script's file it runs (as Python runs a script: its directory first
# on the path). absl's own flags, which this process defined before, are
# listed as that program's own process has them: absl's logging and app
# flags where it defines flags of its own (an absl program; an argparse
# script has none), absl.testing's never (this test harness's).
_LIST_FLAGS = """import importlib, os, runpy, sys
from absl import flags
target = sys.argv[1]
if target.endswith(".py"):
  sys.path.insert(0, os.path.dirname(target))
  runpy.run_path(target, run_name="flags")
else:
  importlib.import_module(target)
by_module = flags.FLAGS.flags_by_module_dict()
own = [flag for module, defined in by_module.items()
       if not module.startswith("absl.") for flag in defined]
absl = [flag for module, defined in by_module.items()
        if module.startswith("absl.") and not module.startswith("absl.testing")
        for flag in defined]
for flag in own + (absl if own else []):
  print(flag.name, flag.short_name or "")
"""


@pytest.fixture(name="flags_of", scope="module")
def flags_of_fixture(tmp_path_factory) -> Callable[[str], Set[str]]:
  """The absl flags a module (or a script's file, relative to the
  repository) defines, as a fresh interpreter lists them (each command has
  its own flag set): _LIST_FLAGS runs in this process (test_programs),
  which gives each run the flags and program modules of a new process."""
  lister = tmp_path_factory.mktemp("docs") / "list_flags.py"
  lister.write_text(_LIST_FLAGS, encoding="utf-8")

  def flags_of(target: str) -> Set[str]:
    if target.endswith(".py"):
      target = os.path.join(ROOT, target)
    listed = test_programs.run(str(lister), target)
    assert listed.returncode == 0, listed.stderr
    return set(listed.stdout.split())
  return flags_of


# This checkout's setup.py (a shared environment's installed metadata may
# be older).
_COMMANDS = program_flags.console_scripts()


def _make_targets() -> Set[str]:
  with open(os.path.join(ROOT, "Makefile"), encoding="utf-8") as f:
    return set(re.findall(r"^([\w-]+):", f.read(), re.M))


def _flag_names(words: List[str]) -> List[str]:
  names = []
  for word in words:
    if word.startswith("--") and len(word) > 2:
      names.append(word[2:].split("=")[0])
  return names


def test_every_shown_command_exists_with_the_flags_it_is_given(flags_of):
  flag_sets: Dict[str, Set[str]] = {}
  make_targets = _make_targets()
  problems, checked = [], 0
  for block in _blocks("sh"):
    for words in _commands(block):
      where = f"{block.page}:{block.line}: {' '.join(words)[:70]}"
      head = words[0]
      if head == "make":
        missing = [t for t in words[1:] if not t.startswith("-") and
                   "=" not in t and t not in make_targets]
        problems += [f"{where}: no make target {t}" for t in missing]
        checked += 1
        continue
      if head in ("python", "python3") and words[1].startswith("scripts/"):
        target, flags = words[1], _flag_names(words[2:])
        if not os.path.isfile(os.path.join(ROOT, target)):
          problems.append(f"{where}: no script {target}")
          continue
      elif head.startswith("dyn-"):
        if head not in _COMMANDS:
          problems.append(f"{where}: no command {head} (have "
                          f"{', '.join(sorted(_COMMANDS))})")
          continue
        target, flags = _COMMANDS[head], _flag_names(words[1:])
      else:
        continue  # sed, git and the like: not ours.
      if target not in flag_sets:
        flag_sets[target] = flags_of(target)
      for flag in flags:
        known = flag_sets[target]
        if flag not in known and not (flag.startswith("no") and
                                      flag[2:] in known):
          problems.append(f"{where}: {head if head != 'python' else target} "
                          f"has no flag --{flag}")
      checked += 1
  assert not problems, "\n".join(problems)
  assert checked >= 15 and {"t2t_dyn.bin.dyn_datagen",
                            "t2t_dyn.bin.dyn_trainer",
                            "t2t_dyn.bin.dyn_decoder"} <= set(flag_sets)


def _is_whole_config(parsed) -> bool:
  return isinstance(parsed, dict) and "tasks" in parsed


def test_every_whole_data_config_shown_validates(tmp_path):
  """A config with tasks validates (inputs need not exist: the pages name
  their own corpora); fragments (`meta:` alone, a stage's lines) are
  parsed as YAML."""
  validated = 0
  for block in _blocks("yaml"):
    where = f"{block.page}:{block.line}"
    try:
      parsed = yaml.safe_load(block.text)
    except yaml.YAMLError as e:
      if block.text.startswith(" "):  # An indented excerpt of a config.
        continue
      pytest.fail(f"{where}: invalid YAML: {e}")
    if _is_whole_config(parsed):
      try:
        data_config.load_data_config(parsed, base_dir=str(tmp_path),
                                     check_inputs=False)
      except data_config.DataConfigError as e:
        pytest.fail(f"{where}: {e}")
      validated += 1
  assert validated >= 1


_IMPORT = re.compile(r"^\s*(?:from (t2t_dyn[\w.]*) import ([\w, ()]+)|"
                     r"import (t2t_dyn[\w.]*))", re.M)


def test_every_t2t_dyn_import_in_a_python_example_resolves():
  problems, checked = [], 0
  for block in _blocks("python"):
    for match in _IMPORT.finditer(block.text):
      module_name = match.group(1) or match.group(3)
      where = f"{block.page}:{block.line}: {match.group(0).strip()}"
      try:
        module = importlib.import_module(module_name)
      except ImportError as e:
        problems.append(f"{where}: {e}")
        continue
      names = [n.strip() for n in (match.group(2) or "").strip("()").split(",")
               if n.strip()]
      for name in names:
        if not hasattr(module, name):
          try:
            importlib.import_module(f"{module_name}.{name}")
          except ImportError:
            problems.append(f"{where}: {module_name} has no {name}")
      checked += 1
  assert not problems, "\n".join(problems)
  assert checked >= 4


def test_the_checks_catch_a_wrong_flag_and_a_wrong_import(flags_of):
  """The checks above are not vacuous: a made-up flag is not in dyn-trainer's
  set, and the import pattern reads both import forms."""
  trainer_flags = flags_of("t2t_dyn.bin.dyn_trainer")
  assert "train_steps" in trainer_flags
  assert "no_such_flag" not in trainer_flags
  found = _IMPORT.findall("from t2t_dyn.batches import pipeline\n"
                          "import t2t_dyn.transforms\n")
  assert [m[0] or m[2] for m in found] == ["t2t_dyn.batches",
                                          "t2t_dyn.transforms"]
