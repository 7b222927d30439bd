"""scripts/gpu_check.py: on this CPU machine it says there is no GPU and
exits 0; with --allow_cpu the same check runs (mixed precision forced) and
passes: batches, skipped updates and the data consumed agree."""

import json
import os
import subprocess
import sys

import pytest

from t2t_dyn import test_programs
from t2t_dyn.shards import layout
from t2t_dyn.test_utils import write_lines

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPT = os.path.join(REPO, "scripts", "gpu_check.py")


@pytest.mark.slow(reason="starts the script's process (as make gpu-check)")
def test_without_a_gpu_it_says_so_and_exits_0():
  # The script's one run as a process of its own, as `make gpu-check`
  # starts it.
  result = subprocess.run([sys.executable, SCRIPT], capture_output=True,
                          text=True, cwd=REPO, check=False)
  assert result.returncode == 0, result.stderr[-2000:]
  assert result.stdout.startswith("gpu_check: no GPU on this machine")


@pytest.mark.slow(reason="trains a tiny model")
def test_the_check_runs_on_the_cpu_when_allowed(tmp_path):
  lines = [f"w{i % 11} w{i % 7} w{i % 5} w{i % 3}" for i in range(200)]
  write_lines(tmp_path / "train.txt", lines)
  config = tmp_path / "config.json"
  config.write_text(json.dumps({
      "meta": {"train": {"name": "check", "vocab_path": layout.word_vocab_path(
          str(tmp_path / "data"))}},
      "tasks": {"copy": {"inputs": {"x": {
          "src": str(tmp_path / "train.txt"),
          "tgt": str(tmp_path / "train.txt")}}}}}))
  # In this process (test_programs): the check's trainer runs as the
  # script's does, mixed precision included (the policy is restored after).
  result = test_programs.run(
      SCRIPT, "--allow_cpu", f"--data_config={config}",
      f"--data_dir={tmp_path / 'data'}", "--hparams_set=transformer_tiny",
      "--hparams=hidden_size=32,filter_size=64,num_hidden_layers=1,"
      "num_heads=2,batch_size=256", "--steps=4", "--warmup_steps=2")
  assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-3000:]
  out = result.stdout
  assert "device: a training batch lands on " in out
  assert "compute policy mixed_float16" in out
  assert "overflow: loss scale 2^24 -> 2^" in out
  assert " updates skipped and recomputed; 6 updates applied, 6 batches " \
         "consumed (1 per update)" in out
  assert out.rstrip().endswith("gpu_check: ok")
