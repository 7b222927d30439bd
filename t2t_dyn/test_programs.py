"""The dyn-* programs and scripts/ run inside the test process, as their
console scripts run them, for tests where the program's own process is not
what is tested.

A subprocess pays TensorFlow's import and the model's graph tracing again
(6-10 s a call on 2 cores); `run` calls the program's `console_main` (or runs the
script as __main__) in this process instead and returns what `subprocess.run(..., capture_output=True,
text=True)` returns: the exit status and everything printed. Each call is
isolated like a process: the program's modules are imported afresh (their
absl flags defined anew, with their defaults), and afterwards the flags,
the `t2t_dyn.bin` modules, the registries, the usr dirs the program
imported, absl's log level and Keras' dtype policy are as they were before.
"""

import contextlib
import dataclasses
import glob
import importlib
import importlib.util
import io
import os
import runpy
import subprocess
import sys
import tempfile
from types import ModuleType
from typing import (Callable, Dict, Iterator, List, Optional, Sequence, Set,
                    Tuple)

from absl import app
from absl import flags
from absl import logging

from t2t_dyn.foundation import registry
from t2t_dyn.foundation import usr_dir

FLAGS = flags.FLAGS
_PROGRAMS = "t2t_dyn.bin."


def module_of(program: str) -> str:
  """The module of a program named as a console script ("dyn-decoder"),
  a module ("t2t_dyn.bin.dyn_decoder") or its last part ("dyn_decoder")."""
  if program.startswith(_PROGRAMS):
    return program
  return _PROGRAMS + program.replace("-", "_")


def run(program: str, *args: str, stdin: Optional[str] = None,
        argv0: Optional[str] = None) -> subprocess.CompletedProcess:
  """Runs `program` with command-line `args` in this process.

  `program` is a dyn-* program (module_of) or the path of a Python script
  (scripts/*.py), which runs as `python SCRIPT` runs it: as __main__, its
  directory first on sys.path. argv0 is the name the program sees (its
  messages start with it): the console script's name or the script's path
  by default; a test of `python -m t2t_dyn.bin.X` passes the module's file.
  Returns: a CompletedProcess (args, returncode, stdout, stderr); a Python
  exception the program lets escape is re-raised, as a test wants to see it.
  """
  is_script = program.endswith(".py")
  if is_script:
    name = argv0 or program
  else:
    module_name = module_of(program)
    name = argv0 or (program if "-" in program else
                     module_name.rsplit(".", 1)[-1].replace("_", "-"))
  stdout, stderr = io.StringIO(), io.StringIO()
  returncode = 0
  with isolated():
    if is_script:
      sys.path.insert(0, os.path.dirname(os.path.abspath(program)))
      start = lambda: runpy.run_path(program, run_name="__main__")
    else:
      start = importlib.import_module(module_name).console_main
    with _process_streams(stdin, stdout, stderr), _argv([name, *args]):
      try:
        start()
      except SystemExit as e:
        returncode = _exit_status(e.code, stderr)
  return subprocess.CompletedProcess([name, *args], returncode,
                                     stdout.getvalue(), stderr.getvalue())


def run_shell_script(script: str, env: Dict[str, str]
                     ) -> subprocess.CompletedProcess:
  """Runs a shell script unchanged with bash, but the dyn-* program it
  calls in this process (`run`): a stand-in for each dyn-* program, first
  on the script's PATH, records the command line and the directory it was
  called in, and that command then runs here, from that directory. For a
  script whose one dyn-* command is its last (nothing after it reads what
  the program wrote). Returns: the script's and the program's output, the
  program's status (the script's when the script fails)."""
  with tempfile.TemporaryDirectory() as shims:
    commands = os.path.join(shims, "commands")
    os.mkdir(commands)
    for program in glob.glob(os.path.join(os.path.dirname(sys.executable),
                                          "dyn-*")):
      stand_in = os.path.join(shims, os.path.basename(program))
      with open(stand_in, "w", encoding="utf-8") as f:
        f.write("#!/bin/sh\nprintf '%s\\0' \"$PWD\" \"${0##*/}\" \"$@\" > "
                "\"$DYN_COMMANDS/$$\"\n")
      os.chmod(stand_in, 0o755)
    shell = subprocess.run(
        ["bash", script], capture_output=True, text=True, check=False,
        env=dict(env, DYN_COMMANDS=commands,
                 PATH=shims + os.pathsep + env["PATH"]))
    recorded = os.listdir(commands)
    if shell.returncode:
      return shell
    if len(recorded) != 1:
      raise ValueError(f"{script} ran {len(recorded)} dyn-* commands: "
                       f"run_shell_script runs a script with one, its last")
    with open(os.path.join(commands, recorded[0]), encoding="utf-8") as f:
      cwd, program, *args = f.read().split("\0")[:-1]
  with contextlib.chdir(cwd):
    result = run(program, *args)
  return subprocess.CompletedProcess(
      ["bash", script], result.returncode, shell.stdout + result.stdout,
      shell.stderr + result.stderr)


def _exit_status(code, stderr) -> int:
  """sys.exit's status as a process reports it: None is 0, a string is
  printed to stderr and is 1."""
  if code is None:
    return 0
  if isinstance(code, int):
    return code
  print(code, file=stderr)
  return 1


@contextlib.contextmanager
def _process_streams(stdin: Optional[str], stdout, stderr) -> Iterator[None]:
  """sys.stdin / stdout / stderr replaced, as a process's pipes are."""
  saved = sys.stdin, sys.stdout, sys.stderr
  sys.stdin = io.StringIO(stdin or "")
  sys.stdout, sys.stderr = stdout, stderr
  try:
    yield
  finally:
    sys.stdout.flush()
    sys.stderr.flush()
    sys.stdin, sys.stdout, sys.stderr = saved


@contextlib.contextmanager
def _argv(argv: Sequence[str]) -> Iterator[None]:
  saved = sys.argv
  sys.argv = list(argv)
  try:
    yield
  finally:
    sys.argv = saved


@contextlib.contextmanager
def isolated() -> Iterator[None]:
  """The block runs as a program's process would: the programs' modules and
  every flag absl did not define are unloaded; on exit, the state such code
  changes in a process that outlives it is restored (flags and their
  values, program and user modules, sys.path, usr dirs, registrations of
  the modules it imported, absl's log level, Keras' dtype policy,
  TensorFlow's graph-optimizer options)."""
  saved_flags = _take_program_flags()
  absl_values = {flag.name: (flag.value, flag.present, flag.using_default_value)
                 for flag in _defined_by_absl()}
  saved_modules = {name: module for name, module in sys.modules.items()
                   if name.startswith(_PROGRAMS)}
  modules_before = set(sys.modules)
  saved_path = list(sys.path)
  saved_registries = _registry_contents()
  saved_imported = usr_dir.imported_dirs()
  saved_verbosity = logging.get_verbosity()
  saved_policy = _dtype_policy()
  saved_optimizer = _graph_optimizer_options()
  parsed = FLAGS.is_parsed()
  _unload(saved_modules)
  try:
    yield
  finally:
    _take_program_flags()
    _put_program_flags(saved_flags)
    for flag in _defined_by_absl():
      if flag.name in absl_values:
        flag.value, flag.present, flag.using_default_value = absl_values[
            flag.name]
    _drop_absl_flags_defined_since(absl_values)
    if parsed:
      FLAGS.mark_as_parsed()
    else:
      FLAGS.__dict__["__flags_parsed"] = False
    dropped = {name for name in set(sys.modules) - modules_before
               if name.startswith(_PROGRAMS) or
               _is_user_module(sys.modules[name])}
    _unload(dropped)
    _load(saved_modules)
    sys.path[:] = saved_path
    _forget_registrations(saved_registries, dropped)
    usr_dir._IMPORTED[:] = saved_imported  # pylint: disable=protected-access
    logging.set_verbosity(saved_verbosity)
    _restore_dtype_policy(saved_policy)
    _restore_graph_optimizer_options(saved_optimizer)


def _unload(names) -> None:
  """Removes modules from sys.modules and from their packages, so that
  `from package import name` imports them again."""
  for name in names:
    del sys.modules[name]
    package, _, attribute = name.rpartition(".")
    if package in sys.modules and hasattr(sys.modules[package], attribute):
      delattr(sys.modules[package], attribute)


def _load(modules) -> None:
  for name, module in modules.items():
    sys.modules[name] = module
    package, _, attribute = name.rpartition(".")
    if package in sys.modules:
      setattr(sys.modules[package], attribute, module)


def define_flags_as_a_process(define: Callable[[], None]) -> Set[str]:
  """Runs `define` (a script's import, which defines absl flags) as in a
  fresh process: the flags other code defined before are set aside while it
  runs, and those it defines again under the same names stay away after.
  Returns the names it defined."""
  taken = _take_program_flags()
  before = set(FLAGS)
  try:
    define()
  finally:
    defined = set(FLAGS) - before
    replaced = {id(flag) for name, flag in taken.by_name.items()
                if name in defined}
    _put_program_flags(_ProgramFlags(
        {name: flag for name, flag in taken.by_name.items()
         if id(flag) not in replaced}, taken.modules))
  return defined


def _drop_absl_flags_defined_since(before: Dict[str, object]) -> None:
  """Removes the flags absl defined inside the block (app.run's --help,
  --helpfull, -?: a fresh process has them only once it runs app.run), and
  lets the next app.run define them again."""
  new = [flag for flag in _defined_by_absl() if flag.name not in before]
  for flag in new:
    for name in {flag.name, flag.short_name} - {None}:
      if name in FLAGS:
        delattr(FLAGS, name)
  if new:
    app._define_help_flags_called = False  # pylint: disable=protected-access


def _defined_by_absl() -> List[flags.Flag]:
  return [flag for module, defined in FLAGS.flags_by_module_dict().items()
          if module.startswith("absl.") for flag in defined]


@dataclasses.dataclass
class _ProgramFlags:
  """Registered flags that absl did not define: by every name they are
  registered under, and the module each was defined by (if listed)."""
  by_name: Dict[str, flags.Flag]
  modules: Dict[int, str]


def _take_program_flags() -> _ProgramFlags:
  """Unregisters every flag absl did not define itself (each name, short
  ones too), whether or not absl lists its module; returns them."""
  absl_defined = {id(flag) for flag in _defined_by_absl()}
  registered = FLAGS._flags()  # pylint: disable=protected-access
  taken = _ProgramFlags(
      {name: flag for name, flag in registered.items()
       if id(flag) not in absl_defined}, {})
  for module, defined in FLAGS.flags_by_module_dict().items():
    for flag in defined:
      taken.modules.setdefault(id(flag), module)
  for name in taken.by_name:
    delattr(FLAGS, name)
  return taken


def _put_program_flags(taken: _ProgramFlags) -> None:
  """Registers `taken` again, each flag under its names and its module."""
  listed = set()
  for name, flag in taken.by_name.items():
    FLAGS[name] = flag
    if id(flag) in taken.modules and id(flag) not in listed:
      FLAGS.register_flag_by_module(taken.modules[id(flag)], flag)
      listed.add(id(flag))


def _registry_contents() -> Dict[str, Set[str]]:
  """The names registered so far, by registry."""
  return {name: set(reg.names()) for name, reg in vars(registry).items()
          if isinstance(reg, registry.Registry)}


def _forget_registrations(before: Dict[str, Set[str]],
                          modules: Set[str]) -> None:
  """Unregisters what `modules` (those the run imported and that are
  dropped now) registered: t2t_dyn's own modules a run imports keep their
  registrations, as they stay imported."""
  for name, names in before.items():
    reg = getattr(registry, name)
    for key in set(reg.names()) - names:
      if getattr(reg.get_class(key), "__module__", None) in modules:
        reg.remove(key)


def _is_user_module(module) -> bool:
  """A module a program imported from a usr dir or a test's files: not
  from the Python installation, the virtual environment or t2t_dyn."""
  path = getattr(module, "__file__", None)
  if not path:
    return False
  path = os.path.abspath(path)
  package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
  library = (sys.prefix, sys.base_prefix, sys.exec_prefix)
  return not path.startswith(library) and not path.startswith(
      os.path.join(package, "t2t_dyn") + os.sep)


def _dtype_policy():
  keras = sys.modules.get("keras")
  return keras.mixed_precision.dtype_policy() if keras else None


def _restore_dtype_policy(policy) -> None:
  keras = sys.modules.get("keras")
  if keras and policy is not None:
    keras.mixed_precision.set_dtype_policy(policy)


def _graph_optimizer_options():
  tf = sys.modules.get("tensorflow")
  return tf.config.optimizer.get_experimental_options() if tf else None


def _restore_graph_optimizer_options(options) -> None:
  tf = sys.modules.get("tensorflow")
  if tf and options is not None:
    # An option the program set that was unset before goes back to
    # TensorFlow's default.
    tf.config.optimizer.set_experimental_options(
        {"disable_meta_optimizer": False, **options})


# The script loaded last and the absl flags it defined (see load_script).
_LOADED_SCRIPT: Dict[str, object] = {"path": None, "module": None,
                                     "flags": ()}


def script_library(name: str) -> ModuleType:
  """scripts/NAME.py, a library module of the scripts (no flags of its
  own), imported as the scripts import it: scripts/ first on sys.path
  while it and its own imports of scripts/ load."""
  scripts = os.path.join(os.path.dirname(os.path.dirname(
      os.path.abspath(__file__))), "scripts")
  sys.path.insert(0, scripts)
  try:
    return importlib.import_module(name)
  finally:
    sys.path.remove(scripts)


def load_script(path: str) -> ModuleType:
  """A program under scripts/ as a module, for its tests. Its absl flags go
  to the global FLAGS; those of the script loaded before it are removed
  first, so two scripts that both define --work_dir load in one test
  process (the earlier module is not to be used after)."""
  if _LOADED_SCRIPT["path"] == path:
    return _LOADED_SCRIPT["module"]
  for name in _LOADED_SCRIPT["flags"]:
    if name in flags.FLAGS:
      delattr(flags.FLAGS, name)
  name = path.rsplit("/", 1)[-1].rsplit(".", 1)[0]
  spec = importlib.util.spec_from_file_location(name, path)
  module = importlib.util.module_from_spec(spec)
  # As its own process would: a program imported by an earlier test may
  # have defined a flag of the same name (--train_steps).
  defined = define_flags_as_a_process(
      lambda: spec.loader.exec_module(module))
  _LOADED_SCRIPT.update(path=path, module=module, flags=tuple(defined))
  return module


@contextlib.contextmanager
def program_flags(*define_flags: Callable[[], None]) -> Iterator[None]:
  """Defines a program's flags (e.g. bin/program_flags.define) in the
  global FLAGS for the tests inside, and removes them after: a script
  loaded before (load_script) is unloaded first, as both may define the
  same flag (tests of several files share one process)."""
  for name in _LOADED_SCRIPT["flags"]:
    if name in flags.FLAGS:
      delattr(flags.FLAGS, name)
  _LOADED_SCRIPT.update(path=None, module=None, flags=())
  before = set(flags.FLAGS)
  for define in define_flags:
    define()
  if not flags.FLAGS.is_parsed():
    flags.FLAGS.mark_as_parsed()
  try:
    yield
  finally:
    for name in set(flags.FLAGS) - before:
      delattr(flags.FLAGS, name)
