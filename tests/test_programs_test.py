"""t2t_dyn.test_programs: a program run in the test process answers as its
process would (status, stdout, stderr, stdin) and leaves the process as it
found it (flags, program modules, registries, usr dirs, log level)."""

import os
import sys

from absl import app
from absl import flags
from absl import logging
import pytest

from t2t_dyn import test_programs
from t2t_dyn.utils import registry
from t2t_dyn.utils import usr_dir

FLAGS = flags.FLAGS
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEMO = os.path.join(REPO, "data", "demo")


def _write(path, text):
  os.makedirs(os.path.dirname(path), exist_ok=True)
  with open(path, "w", encoding="utf-8") as f:
    f.write(text)


def test_status_and_output_are_the_processes():
  ok = test_programs.run("dyn-bleu", f"--translation={DEMO}/test.en-sk.sk",
                         f"--reference={DEMO}/test.en-sk.sk")
  assert (ok.returncode, ok.args[0]) == (0, "dyn-bleu")
  assert "BLEU_cased = 100.00" in ok.stdout
  missing = test_programs.run("dyn-bleu", "--translation=/nonexistent",
                              f"--reference={DEMO}/test.en-sk.sk")
  assert missing.returncode == 1
  assert missing.stderr.startswith("dyn-bleu: error: ") and (
      "/nonexistent" in missing.stderr)
  assert missing.stdout == ""


def test_two_programs_defining_the_same_flags_run_one_after_the_other(
    tmp_path):
  # dyn-datagen and dyn-trainer both define --problem and --data_dir; each
  # run sees its own flags at their defaults, not the last run's values.
  first = test_programs.run("dyn-datagen", "--problem=nowhere_problem",
                            f"--data_dir={tmp_path}")
  assert first.returncode == 1 and "nowhere_problem" in first.stderr
  second = test_programs.run("dyn-trainer", f"--data_dir={tmp_path}",
                             f"--output_dir={tmp_path}/out")
  assert second.returncode == 1
  assert "nowhere_problem" not in second.stderr
  assert "--problem" in second.stderr


def test_flags_modules_and_log_level_are_restored():
  before_flags = set(FLAGS)
  before_modules = {name for name in sys.modules
                    if name.startswith("t2t_dyn.bin.")}
  verbosity = logging.get_verbosity()
  result = test_programs.run("dyn-bleu", "--verbosity=1",
                             f"--translation={DEMO}/test.en-sk.sk",
                             f"--reference={DEMO}/test.en-sk.sk")
  assert result.returncode == 0, result.stderr
  assert set(FLAGS) == before_flags
  assert {name for name in sys.modules
          if name.startswith("t2t_dyn.bin.")} == before_modules
  assert logging.get_verbosity() == verbosity
  assert not FLAGS["verbosity"].present


def test_a_usr_dirs_registrations_leave_with_the_run(tmp_path):
  package = tmp_path / "programs_test_usr_dir"
  _write(str(package / "__init__.py"), "from . import problems\n")
  _write(str(package / "problems.py"),
         "from t2t_dyn.data_generators import text_problems\n"
         "from t2t_dyn.utils import registry\n\n\n"
         "@registry.register_problem\n"
         "class ProgramsTestProblem(text_problems.Text2TextProblem):\n"
         "  pass\n")
  for _ in range(2):  # Registered again by the second run: no clash.
    listed = test_programs.run("dyn-datagen", f"--t2t_usr_dir={package}",
                               "--only_list")
    assert listed.returncode == 0, listed.stderr
    assert "programs_test_problem" in listed.stdout.split()
    assert "programs_test_problem" not in registry.list_problems()
    assert "programs_test_usr_dir" not in sys.modules
    assert str(package) not in usr_dir.imported_dirs()


def test_stdin_is_the_programs(tmp_path):
  script = tmp_path / "echo_script.py"
  script.write_text("import sys\n"
                    "from absl import app, flags\n"
                    "flags.DEFINE_string('prefix', '>', 'printed first')\n"
                    "def main(argv):\n"
                    "  for line in sys.stdin:\n"
                    "    print(flags.FLAGS.prefix + line.strip())\n"
                    "  sys.exit('done: ' + ' '.join(argv[1:]))\n"
                    "if __name__ == '__main__':\n"
                    "  app.run(main)\n", encoding="utf-8")
  result = test_programs.run(str(script), "--prefix=*", "rest",
                             stdin="a\nb\n")
  assert result.stdout == "*a\n*b\n"
  assert (result.returncode, result.stderr) == (1, "done: rest\n")
  assert "prefix" not in FLAGS


@pytest.mark.slow(reason="runs bash")
def test_a_shell_scripts_dyn_command_runs_here(tmp_path):
  script = tmp_path / "score.sh"
  script.write_text("set -e\ncd \"$WORK\"\necho preparing\n"
                    "dyn-bleu --translation=hyp --reference=ref\n",
                    encoding="utf-8")
  (tmp_path / "hyp").write_text("a b c d\n", encoding="utf-8")
  (tmp_path / "ref").write_text("a b c d\n", encoding="utf-8")
  env = dict(os.environ, WORK=str(tmp_path))
  env["PATH"] = os.path.dirname(sys.executable) + os.pathsep + env["PATH"]
  result = test_programs.run_shell_script(str(script), env)
  assert result.returncode == 0, result.stderr
  assert result.stdout.startswith("preparing\n")
  assert "BLEU_cased = 100.00" in result.stdout  # Relative paths: its cwd.
  script.write_text("exit 4\n", encoding="utf-8")
  assert test_programs.run_shell_script(str(script), env).returncode == 4


def test_isolated_code_leaves_no_program_flags_behind():
  """Code importing a program (Tensor2Tensor's own t2t_trainer_test does)
  inside isolated() defines its flags for the block only."""
  before = set(FLAGS)
  # An earlier test in this process may have imported it (and kept it).
  module_before = sys.modules.get("t2t_dyn.bin.t2t_trainer")
  with test_programs.isolated():
    from t2t_dyn.bin import t2t_trainer  # pylint: disable=g-import-not-at-top,unused-import
    assert "train_steps" in FLAGS and "t2t_usr_dir" in FLAGS
  assert set(FLAGS) == before
  assert sys.modules.get("t2t_dyn.bin.t2t_trainer") is module_before


def test_the_help_flags_app_run_defines_leave_with_the_block():
  """A program run here calls absl's app.run, which defines --help,
  --helpfull, -? ...; a fresh process has none of them before its own
  app.run, so neither does the test process after the block, and the
  next program's app.run defines them again."""
  before = set(FLAGS)
  for _ in range(2):
    with test_programs.isolated():
      app.define_help_flags()
      assert "helpfull" in FLAGS and "?" in FLAGS
    assert set(FLAGS) == before


def test_a_script_loads_beside_a_program_that_defines_its_flag_names():
  """Tests import programs (whose flags stay defined) and load scripts that
  define flags of the same names (--train_steps), as separate processes
  would never meet."""
  name = "steps_of_a_program_and_a_script"  # Not taken by any other test.
  flags.DEFINE_integer(name, 7, "defined by a program imported here")
  try:
    defined = test_programs.define_flags_as_a_process(
        lambda: flags.DEFINE_integer(name, 3, "the script's"))
    assert defined == {name}
    assert FLAGS[name].default == 3
  finally:
    delattr(FLAGS, name)
