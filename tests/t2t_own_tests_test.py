"""Tensor2Tensor 1.15.7's own unit tests, run against t2t_dyn.

For each module t2t_dyn provides at a Tensor2Tensor path that has a test
file in the reference package `make test` installs (tensor2tensor==1.15.7,
without its dependencies), the test file is read from that package (never
committed here), ported by dyn-upgrade as a user's code is, and its test
cases run in this process. tests/t2t_expected_failures.txt lists each test
that does not pass here, with the reason; a test not listed must pass and a
listed one must still fail, so the list stays true.

The harness supplies Tensor2Tensor's TF1 test machinery and changes no
assertion:
- the modules run as Tensor2Tensor 1.15's ran under TensorFlow 1: each test
  in a graph of its own (graph mode), unless its module turned eager
  execution on at import (`tf.compat.v1.enable_eager_execution()`, a no-op
  in TensorFlow 2, so it is read from the module's source);
- `tensor2tensor.utils.test_utils` (run_in_graph_mode_only and
  run_in_graph_and_eager_modes, test machinery t2t_dyn does not provide)
  and `mock` (Python 2's backport of unittest.mock) import as themselves;
- `utils.contrib.tfe()` (Tensor2Tensor's way to TensorFlow 1's
  tf.contrib.eager, for its `run_test_in_graph_and_eager_modes` test
  decorator, which layers/common_attention_test applies) gives that
  decorator, TensorFlow's own (test_util.run_in_graph_and_eager_modes);
- `kfac` (TensorFlow 1's K-FAC library, not installed: layers/
  common_layers_test imports it for one test) imports as an empty module,
  so that file's other tests run; the test using it fails, listed;
- a test file importing another test file (bin/t2t_trainer_test imports
  utils/trainer_lib_test's fixtures) gets that file ported too, as its
  Tensor2Tensor module name was found beside it;
- absl's flags are parsed, as tf.test.main() parsed them;
- the data files a test reads beside it (test_data/) are copied with it.
"""

import ast
import dataclasses
import importlib.util
import os
import re
import shutil
import sys
import traceback
import types
import unittest
import unittest.mock
from typing import Dict, List

from absl import flags
import pytest
import tensorflow as tf
from tensorflow.python.framework import test_util as tf_test_util  # pylint: disable=g-direct-tensorflow-import

from t2t_dyn import test_programs
from t2t_dyn.upgrade import tree
from t2t_dyn.utils import registry

pytestmark = pytest.mark.slow(reason="ports and runs Tensor2Tensor's tests")

T2T = os.path.dirname(importlib.util.find_spec("tensor2tensor").origin)
PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXPECTED = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                        "t2t_expected_failures.txt")


def provided_test_files() -> List[str]:
  """Tensor2Tensor's test files (relative to its package) of the modules
  t2t_dyn provides at its paths."""
  found = []
  root = os.path.join(PACKAGE, "t2t_dyn")
  for directory, _, names in os.walk(root):
    for name in names:
      if not name.endswith(".py") or name.endswith("_test.py"):
        continue
      relative = os.path.relpath(os.path.join(directory, name), root)
      test = relative[:-3] + "_test.py"
      if os.path.isfile(os.path.join(T2T, test)):
        found.append(test)
  return sorted(found)


def expected_failures() -> Dict[str, str]:
  """{"file::Class::test": reason} of t2t_expected_failures.txt."""
  failures = {}
  with open(EXPECTED, encoding="utf-8") as f:
    for number, line in enumerate(f, 1):
      line = line.strip()
      if not line or line.startswith("#"):
        continue
      test, _, reason = line.partition(" ")
      if test.count("::") != 2 or not reason.strip():
        raise ValueError(f"{EXPECTED}:{number}: expected "
                         f"'file::Class::test reason', got {line!r}")
      failures[test] = reason.strip()
  return failures


@pytest.fixture(name="ported", scope="module")
def ported_fixture(tmp_path_factory):
  """The ported test files' directory: dyn-upgrade of a copy of each."""
  source = tmp_path_factory.mktemp("t2t_tests")
  for test in provided_test_files():
    os.makedirs(os.path.dirname(os.path.join(source, test)), exist_ok=True)
    with open(os.path.join(T2T, test), encoding="utf-8") as f:
      text = f.read()
    with open(os.path.join(source, test), "w", encoding="utf-8") as f:
      f.write(text)
  out = tmp_path_factory.mktemp("ported") / "tree"
  tree.upgrade_tree(str(source), str(out))
  for test in provided_test_files():  # The files they read, beside them.
    data = os.path.join(os.path.dirname(test), "test_data")
    if os.path.isdir(os.path.join(T2T, data)) and not os.path.exists(
        os.path.join(out, data)):
      shutil.copytree(os.path.join(T2T, data), os.path.join(out, data))
  return str(out)


@dataclasses.dataclass
class Outcome:
  passed: List[str]
  failed: Dict[str, str]  # name: the error's last lines.
  skipped: List[str]


def _machinery(monkeypatch):
  """Tensor2Tensor's test machinery, importable as it was."""
  from tensor2tensor.utils import test_utils  # pylint: disable=g-import-not-at-top
  import t2t_dyn.utils  # pylint: disable=g-import-not-at-top
  monkeypatch.setitem(sys.modules, "mock", unittest.mock)
  if importlib.util.find_spec("kfac") is None:
    monkeypatch.setitem(sys.modules, "kfac", types.ModuleType("kfac"))
  monkeypatch.setitem(sys.modules, "t2t_dyn.utils.test_utils", test_utils)
  monkeypatch.setattr(t2t_dyn.utils, "test_utils", test_utils, raising=False)
  contrib = types.ModuleType("t2t_dyn.utils.contrib")
  contrib.tfe = lambda: types.SimpleNamespace(
      run_test_in_graph_and_eager_modes=(
          tf_test_util.run_in_graph_and_eager_modes))
  monkeypatch.setitem(sys.modules, "t2t_dyn.utils.contrib", contrib)
  monkeypatch.setattr(t2t_dyn.utils, "contrib", contrib, raising=False)
  if not flags.FLAGS.is_parsed():
    flags.FLAGS.mark_as_parsed()


def _module(path: str):
  name = "t2t_own_" + re.sub(r"\W", "_", os.path.relpath(path))
  spec = importlib.util.spec_from_file_location(name, path)
  module = importlib.util.module_from_spec(spec)
  sys.modules[name] = module
  spec.loader.exec_module(module)
  return module


def _imported_test_files(path: str, ported: str, monkeypatch) -> None:
  """The ported test files that `path` imports (`from t2t_dyn.utils import
  trainer_lib_test`), importable under those names while it runs."""
  with open(path, encoding="utf-8") as f:
    module = ast.parse(f.read())
  for node in ast.walk(module):
    if not (isinstance(node, ast.ImportFrom) and node.module and
            node.module.startswith("t2t_dyn.")):
      continue
    for alias in node.names:
      relative = os.path.join(*node.module.split(".")[1:], alias.name + ".py")
      if alias.name.endswith("_test") and os.path.isfile(
          os.path.join(ported, relative)):
        loaded = _module(os.path.join(ported, relative))
        monkeypatch.setitem(sys.modules, f"{node.module}.{alias.name}",
                            loaded)


def _tests_in_source(path: str) -> List[str]:
  """"Class::test" of each test method a file defines (read, not run)."""
  with open(path, encoding="utf-8") as f:
    module = ast.parse(f.read())
  return [f"{node.name}::{item.name}" for node in module.body
          if isinstance(node, ast.ClassDef) for item in node.body
          if isinstance(item, ast.FunctionDef) and
          item.name.startswith("test")]


def _wants_eager(path: str) -> bool:
  with open(path, encoding="utf-8") as f:
    return re.search(r"^tf\S*\.enable_eager_execution\(\)", f.read(),
                     re.M) is not None


def run_test_file(path: str, test: str) -> Outcome:
  """Every test case of a ported Tensor2Tensor test file, each in a graph
  of its own unless the module asked for eager execution."""
  outcome = Outcome([], {}, [])
  try:
    module = _module(path)
  except Exception as e:  # pylint: disable=broad-except
    error = _last_lines("".join(traceback.format_exception(e)))
    for name in _tests_in_source(path):  # Each fails with the import.
      outcome.failed[f"{test}::{name}"] = error
    return outcome
  eager = _wants_eager(path)
  suite = unittest.defaultTestLoader.loadTestsFromModule(module)
  for cls, cases in _by_class(_cases(suite)).items():
    try:
      cls.setUpClass()
    except Exception as e:  # pylint: disable=broad-except
      error = _last_lines("".join(traceback.format_exception(e)))
      for case in cases:
        outcome.failed[_name(test, case)] = error
      continue
    for case in cases:
      _run_case(test, case, eager, outcome)
    cls.tearDownClass()
  return outcome


def _name(test: str, case) -> str:
  return f"{test}::{type(case).__name__}::{case._testMethodName}"  # pylint: disable=protected-access


def _run_case(test: str, case, eager: bool, outcome: Outcome) -> None:
  result = unittest.TestResult()
  if eager:
    case.run(result)
  else:
    with tf.Graph().as_default():
      case.run(result)
  problems = result.failures + result.errors
  if problems:
    outcome.failed[_name(test, case)] = _last_lines(problems[0][1])
  elif result.skipped:
    outcome.skipped.append(_name(test, case))
  else:
    outcome.passed.append(_name(test, case))


def _by_class(cases) -> Dict[type, list]:
  """Test cases by class, in order: each class's setUpClass runs once
  before its cases and tearDownClass after, as unittest's suites run
  them."""
  grouped: Dict[type, list] = {}
  for case in cases:
    grouped.setdefault(type(case), []).append(case)
  return grouped


def _cases(suite):
  for item in suite:
    if isinstance(item, unittest.TestSuite):
      yield from _cases(item)
    else:
      yield item


def _last_lines(text: str, count: int = 6) -> str:
  return "\n".join(text.strip().splitlines()[-count:])


@pytest.fixture(name="registries_restored")
def registries_restored_fixture():
  """Every registry as it was before the test: Tensor2Tensor's tests clear
  and fill them (registry_test's setUp empties the problems')."""
  saved = {name: dict(getattr(registry.Registries, name)._registry)  # pylint: disable=protected-access
           for name in vars(registry.Registries)
           if isinstance(getattr(registry.Registries, name),
                         registry.Registry)}
  yield
  for name, entries in saved.items():
    kept = getattr(registry.Registries, name)._registry  # pylint: disable=protected-access
    kept.clear()
    kept.update(entries)


@pytest.mark.parametrize("test", provided_test_files())
def test_tensor2tensors_own_tests_pass_or_are_listed(test, ported,
                                                     monkeypatch,
                                                     registries_restored):
  del registries_restored
  _machinery(monkeypatch)
  with test_programs.isolated():  # Their modules import programs' flags.
    _imported_test_files(os.path.join(ported, test), ported, monkeypatch)
    outcome = run_test_file(os.path.join(ported, test), test)
  expected = {name: reason for name, reason in expected_failures().items()
              if name.startswith(test + "::")}
  print(f"{test}: {len(outcome.passed)} passed, {len(outcome.failed)} "
        f"failed ({len(expected)} listed), {len(outcome.skipped)} skipped")
  unexpected = {n: e for n, e in outcome.failed.items() if n not in expected}
  stale = sorted(n for n in expected if n not in outcome.failed)
  assert not unexpected, "failing and not in t2t_expected_failures.txt:\n" + (
      "\n\n".join(f"{n}:\n{e}" for n, e in sorted(unexpected.items())))
  assert not stale, ("listed in t2t_expected_failures.txt but passing (or "
                     "gone): remove them:\n" + "\n".join(stale))


def test_the_expected_failures_name_real_tests_with_reasons():
  files = set(provided_test_files())
  assert files, "no Tensor2Tensor test file found for t2t_dyn's modules"
  for name in expected_failures():
    assert name.split("::")[0] in files, name
