"""scripts/bench_decode.py on a tiny trained model and a few lines: each
engine row prints its figures, an engine that cannot run its reason."""

import os
import re
import subprocess
import sys

import numpy as np
import pytest

from t2t_dyn import test_programs
from t2t_dyn.test_utils import reversal_lines
from t2t_dyn.test_utils import write_lines

REPO = os.path.join(os.path.dirname(__file__), "..")


def _beam_worker_in_this_process(monkeypatch):
  """The script's tf-beam4 worker (a subprocess.run of the script with
  --worker=tf-beam4) runs in this process instead (test_programs, isolated
  as a process); the tf-greedy worker stays the suite's process of the
  script, a worker as users' runs start it."""
  in_a_process = subprocess.run

  def run(command, *args, **kwargs):
    if command[2:3] != ["--worker=tf-beam4"]:
      return in_a_process(command, *args, **kwargs)
    assert command[:2] == [sys.executable, os.path.abspath(
        os.path.join(REPO, "scripts", "bench_decode.py"))], command
    return test_programs.run(command[1], *command[2:])

  monkeypatch.setattr(subprocess, "run", run)


@pytest.mark.slow(reason="the shared trained run; an engine is a process")
def test_bench_decode_prints_figures_per_engine(shared_run, tmp_path,
                                                monkeypatch):
  # Any trained model does: the suite's shared run (read-only here: the
  # script reads its output dir), five lines of its task and their
  # references (its targets: the words reversed).
  sources = reversal_lines(np.random.default_rng(5), 5)
  source = write_lines(tmp_path / "test.src", sources)
  reference = write_lines(tmp_path / "test.ref", [
      " ".join(line.split()[::-1]) for line in sources])
  model = shared_run.output_dir
  # In this process (test_programs); each engine it runs is a process of
  # its own (a --worker run of the script: its peak RSS is the engine's
  # alone), tf-beam4's here in this one (its figures are printed as a
  # process's; a second TensorFlow start-up checks nothing more).
  _beam_worker_in_this_process(monkeypatch)
  result = test_programs.run(
      os.path.join(REPO, "scripts", "bench_decode.py"),
      f"--output_dir={model}", f"--source={source}",
      f"--reference={reference}", "--lines=7", "--batch_tokens=64",
      "--engines=tf-greedy,tf-beam4,savedmodel-beam4,ct2-int8-beam4")
  assert result.returncode == 0, result.stderr
  printed = result.stdout
  figures = (r"7 lines in [\d.]+ s: [\d.]+ sentences/s, [\d.]+ target "
             r"tokens/s, load [\d.]+ s, peak RSS \d+ MB traces \d+ "
             r"BLEU [\d.]+ chrF [\d.]+")
  assert re.search(r"^tf-greedy: " + figures + "$", printed, re.M), printed
  assert re.search(r"^tf-beam4: " + figures + "$", printed, re.M), printed
  assert re.search(r"^savedmodel-beam4: skipped: no SavedModel under "
                   + re.escape(model), printed, re.M), printed
  assert re.search(r"^ct2-int8-beam4: skipped: ", printed, re.M), printed
