"""scripts/experiment.py: its configurations are valid data configs that
differ as it says, and it runs end to end on a tiny setting."""

import importlib.util
import json
import os
import subprocess
import sys


from t2t_dyn import data_config

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPT = os.path.join(REPO, "scripts", "experiment.py")


def _experiment():
  spec = importlib.util.spec_from_file_location("experiment", SCRIPT)
  module = importlib.util.module_from_spec(spec)
  spec.loader.exec_module(module)
  return module


def test_each_configuration_adds_one_thing_to_the_one_before():
  experiment = _experiment()
  configs = {name: data_config.load_data_config(
      experiment.data_config(name, experiment.DEMO))
             for name in experiment.CONFIGS}
  train_tasks = {name: [t.name for t in c.tasks_of_split("train")]
                 for name, c in configs.items()}
  static, sampling = configs["static"], configs["sampling"]
  assert static.train["seg_n_samples"] == 1
  assert sampling.train["seg_n_samples"] == 8
  assert train_tasks["static"] == train_tasks["sampling"] == ["en_cs", "en_sk"]
  assert train_tasks["denoising"] == ["en_cs", "en_sk", "mono_sk"]
  assert list(configs["denoising"].task("mono_sk").transforms[:3]) == [
      "duplicate_mono", "reorder", "drop"]
  assert not configs["denoising"].stages
  assert [s.name for s in configs["schedule"].stages] == ["pretrain", "mix"]
  assert train_tasks["schedule"] == train_tasks["denoising"]


def _run_tiny(tmp_path):
  """Two seeds of the schedule configuration, two updates of a tiny
  model."""
  tiny = ("hidden_size=16,filter_size=32,num_hidden_layers=1,num_heads=2,"
          "learning_rate_warmup_steps=10")
  return subprocess.run(
      [sys.executable, SCRIPT, f"--work_dir={tmp_path}", "--configs=schedule",
       "--seeds=1,2", "--train_steps=2", "--local_eval_frequency=2",
       "--eval_decode_lines=3", "--test_lines=4",
       "--decode_hparams=beam_size=1", f"--hparams={tiny},batch_size=512"],
      capture_output=True, text=True, cwd=REPO, check=False)


def test_runs_end_to_end_and_prints_its_table(tmp_path):
  result = _run_tiny(tmp_path)
  assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-3000:]
  lines = result.stdout.splitlines()
  assert lines[0].startswith("schedule seed 1: chrF ")
  assert lines[1].startswith("schedule seed 2: chrF ")
  assert lines[2].startswith("| configuration | seeds | chrF | BLEU |")
  row = lines[4].split(" | ")
  assert row[0] == "| schedule" and row[1] == "2" and row[4] == "2"
  assert "±" in row[2] and "±" in row[3]
  runs = json.load(open(tmp_path / "results.json"))["runs"]
  assert [(r["config"], r["seed"]) for r in runs] == [("schedule", 1),
                                                      ("schedule", 2)]
  for run in runs:
    log = open(tmp_path / "runs" / f"schedule_seed{run['seed']}" /
               "log.txt").read()
    assert "step 2 eval dev_en_sk bleu=" in log
    hypotheses = open(tmp_path / "runs" / f"schedule_seed{run['seed']}" /
                      "test.hyp").read().splitlines()
    assert len(hypotheses) == 4
  # A second call reuses the runs it has.
  again = _run_tiny(tmp_path)
  assert again.returncode == 0 and again.stdout == result.stdout


def test_unknown_configuration_is_refused(tmp_path):
  result = subprocess.run(
      [sys.executable, SCRIPT, f"--work_dir={tmp_path}", "--configs=statik"],
      capture_output=True, text=True, cwd=REPO, check=False)
  assert result.returncode != 0
  assert "unknown statik" in result.stderr
