"""Tests for t2t_dyn.utils.usr_dir."""

import os

import pytest

from t2t_dyn.utils import registry
from t2t_dyn.utils import usr_dir


def _write(path, text):
  os.makedirs(os.path.dirname(path), exist_ok=True)
  with open(path, "w") as f:
    f.write(text)


def test_imports_package_and_registers(tmp_path):
  pkg = tmp_path / "my_usr_dir_ok"
  _write(str(pkg / "__init__.py"), "from . import my_problem\n")
  _write(str(pkg / "my_problem.py"),
         "from t2t_dyn.data_generators import problem\n"
         "from t2t_dyn.utils import registry\n"
         "@registry.register_problem\n"
         "class UsrDirTestProblem(problem.Problem):\n"
         "  pass\n")
  try:
    usr_dir.import_usr_dir(str(pkg))
    assert "usr_dir_test_problem" in registry.list_problems()
    usr_dir.import_usr_dir(str(pkg) + "/")  # A second import is a no-op.
  finally:
    registry.problems_registry().remove("usr_dir_test_problem")


def test_missing_directory_is_named(tmp_path):
  missing = str(tmp_path / "nowhere")
  with pytest.raises(usr_dir.UsrDirError, match="nowhere: no such directory"):
    usr_dir.import_usr_dir(missing)


def test_directory_without_init_is_named(tmp_path):
  pkg = tmp_path / "not_a_package"
  pkg.mkdir()
  with pytest.raises(usr_dir.UsrDirError, match="has no __init__.py"):
    usr_dir.import_usr_dir(str(pkg))


def test_failing_import_names_dir_and_keeps_traceback(tmp_path):
  pkg = tmp_path / "my_usr_dir_broken"
  _write(str(pkg / "__init__.py"), "from . import broken\n")
  _write(str(pkg / "broken.py"), "import definitely_not_a_module_xyz\n")
  with pytest.raises(usr_dir.UsrDirError) as info:
    usr_dir.import_usr_dir(str(pkg))
  assert "my_usr_dir_broken" in str(info.value)
  assert isinstance(info.value.__cause__, ModuleNotFoundError)
  assert "definitely_not_a_module_xyz" in str(info.value.__cause__)
