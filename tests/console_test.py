"""The commands print their own output and real warnings; TensorFlow's
start-up notices and checkpoint INFO lines only with --verbosity."""

import os
import subprocess
import sys

import pytest

from t2t_dyn.test_utils import build_problem, write_lines

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NOTICES = ("oneDNN custom operations", "Could not find cuda drivers",
           "absl::InitializeLog", "cpu_feature_guard", "failed call to cuInit",
           "functional_saver")


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
  tmp_path = tmp_path_factory.mktemp("console")
  lines = [f"w{i % 7} w{i % 5} w{i % 3}" for i in range(60)]
  write_lines(tmp_path / "train.txt", lines)
  problem, data_dir = build_problem(tmp_path, {"tasks": {"copy": {
      "inputs": {"x": {"src": "train.txt", "tgt": "train.txt"}}}}})
  config = tmp_path / "config.yaml"
  import yaml  # pylint: disable=g-import-not-at-top
  config.write_text(yaml.safe_dump(problem.get_data_config().raw))
  return tmp_path, data_dir, str(config)


def _train(tiny, out, *flags):
  tmp_path, data_dir, config = tiny
  env = {k: v for k, v in os.environ.items() if k != "TF_CPP_MIN_LOG_LEVEL"}
  return subprocess.run(
      [sys.executable, "-m", "t2t_dyn.bin.dyn_trainer",
       "--problem=dyn_translate", f"--data_config={config}",
       f"--data_dir={data_dir}", f"--output_dir={tmp_path / out}",
       "--hparams=hidden_size=16,filter_size=32,num_hidden_layers=1,"
       "num_heads=2,batch_size=256", "--train_steps=2",
       "--local_eval_frequency=2", "--save_every=1",
       "--log_step_count_steps=1", *flags],
      capture_output=True, text=True, cwd=REPO, env=env, check=False)


# dyn-trainer's own processes: what TensorFlow writes while it starts, once
# a process, is what is tested.
@pytest.mark.slow(reason="two dyn-trainer processes, of 2 steps and of 1")
def test_quiet_by_default_and_everything_with_verbosity(tiny):
  quiet = _train(tiny, "quiet")
  assert quiet.returncode == 0, quiet.stderr
  printed = quiet.stdout + quiet.stderr
  assert [n for n in NOTICES if n in printed] == []
  assert quiet.stdout.splitlines()[0].startswith("step 1 loss ")
  assert quiet.stderr == ""
  # What it shows comes from TensorFlow's start and a checkpoint's save:
  # one update, saved, no evaluation.
  verbose = _train(tiny, "verbose", "--verbosity=0", "--train_steps=1",
                   "--local_eval_frequency=0")
  assert verbose.returncode == 0, verbose.stderr
  shown = [n for n in NOTICES if n in verbose.stderr]
  # What quiet holds back is there on every machine: the checkpoint
  # library's INFO lines and absl's logging notice at least (oneDNN's
  # notice and the CPU-instruction one only on some CPUs).
  assert "functional_saver" in shown and "absl::InitializeLog" in shown


PASSING_ON = """
import os, sys
from t2t_dyn.bin import console
with console.passing_on(console.is_notice):
  os.write(2, b"I0000 00:00:1.0 1 port.cc:153] oneDNN custom operations are on.\\n")
  os.write(2, b"E0000 real trouble: a library could not load\\n")
  sys.stderr.write("a Python warning\\n")
print("done")
"""


# A fresh interpreter: what it writes to file descriptor 2 (TensorFlow's
# C++ logging does so) is what is tested.
@pytest.mark.slow(reason="a fresh interpreter's stderr")
def test_lines_that_are_not_notices_are_passed_on_in_order():
  result = subprocess.run([sys.executable, "-c", PASSING_ON],
                          capture_output=True, text=True, cwd=REPO,
                          check=False)
  assert result.returncode == 0, result.stderr
  assert result.stderr == ("E0000 real trouble: a library could not load\n"
                           "a Python warning\n")
  assert result.stdout == "done\n"
