"""scripts/experiment.py: its configurations are valid data configs that
differ as it says, and it runs end to end on a tiny setting."""

import functools
import importlib.util
import json
import os
import subprocess
import sys


from t2t_dyn.config import data_config

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPT = os.path.join(REPO, "scripts", "experiment.py")


@functools.lru_cache(maxsize=None)
def _experiment():
  """The script as a module, loaded once (its absl flags are global)."""
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
  assert static.train.options["seg_n_samples"] == 1
  assert sampling.train.options["seg_n_samples"] == 8
  assert train_tasks["static"] == train_tasks["sampling"] == ["en_cs", "en_sk"]
  assert train_tasks["denoising"] == ["en_cs", "en_sk", "mono_sk"]
  assert list(configs["denoising"].task("mono_sk").transforms[:3]) == [
      "duplicate_mono", "reorder", "drop"]
  assert not configs["denoising"].stages
  assert [s.name for s in configs["schedule"].stages] == ["pretrain", "mix"]
  assert train_tasks["schedule"] == train_tasks["denoising"]


def _run_tiny(tmp_path):
  """The static and schedule configurations, seed 1, a tiny model that
  stops early (no dev improvement of 1000 chrF in 2 updates: at update 4
  of at most 8), greedy and a beam at two alphas."""
  tiny = ("hidden_size=16,filter_size=32,num_hidden_layers=1,num_heads=2,"
          "learning_rate_warmup_steps=10")
  return subprocess.run(
      [sys.executable, SCRIPT, f"--work_dir={tmp_path}",
       "--configs=static,schedule", "--seeds=1", "--train_steps=8",
       "--local_eval_frequency=2", "--early_stopping_steps=2",
       "--early_stopping_delta=1000", "--eval_decode_lines=3",
       "--test_lines=4", "--dev_lines=4", "--beam_size=2",
       "--alpha_sweep=0.2,1.0", "--bootstrap_samples=50",
       f"--hparams={tiny},batch_size=512"],
      capture_output=True, text=True, cwd=REPO, check=False)


def test_runs_end_to_end_and_prints_its_table(tmp_path):
  result = _run_tiny(tmp_path)
  assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-3000:]
  lines = result.stdout.splitlines()
  assert lines[0].startswith("static seed 1: chrF ")
  assert " (beam 2, alpha " in lines[0] and " of 4, train " in lines[0]
  assert lines[1].startswith("schedule seed 1: chrF ")
  assert lines[2].startswith("| configuration | seeds | chrF | BLEU | chrF "
                             "greedy | best update (trained) |")
  static, schedule = (row.split(" | ") for row in lines[4:6])
  assert static[0] == "| static" and static[8] == "-"
  assert schedule[0] == "| schedule" and schedule[5] in ("2 (4)", "4 (4)")
  p_chrf, p_bleu = (float(p) for p in schedule[8].split(" / "))
  assert 0 <= p_chrf <= 1 and 0 <= p_bleu <= 1
  runs = json.load(open(tmp_path / "results.json"))["runs"]
  assert [(r["config"], r["seed"]) for r in runs] == [("static", 1),
                                                      ("schedule", 1)]
  for run in runs:
    run_dir = tmp_path / "runs" / f"{run['config']}_seed1"
    log = open(run_dir / "log.txt").read()
    assert "step 2 eval dev_en_sk bleu=" in log
    assert "step 4 early stopping: chrf/dev_en_sk" not in log  # Mean: chrf.
    assert "step 4 early stopping: chrf has not risen by 1000" in log
    assert "--checkpoint_path=best" in log
    sweep = json.load(open(run_dir / "dev.sweep.hyp.alpha_sweep.json"))
    assert [s["alpha"] for s in sweep["scores"]] == [0.2, 1.0]
    assert run["alpha"] == sweep["best"]["alpha"]
    for name in ("test.greedy.hyp", "test.beam.hyp"):
      assert len(open(run_dir / name).read().splitlines()) == 4
  # A second call reuses the runs it has.
  again = _run_tiny(tmp_path)
  assert again.returncode == 0 and again.stdout == result.stdout


def test_the_table_gives_mean_and_spread_over_seeds():
  experiment = _experiment()
  runs = [{"config": "sampling", "seed": seed, "chrf": chrf, "bleu": 20.0,
           "greedy": {"chrf": 30.0}, "best_update": 400, "updates": 600,
           "length_ratio": 0.9, "alpha": 0.6, "parameters": 10,
           "seconds": {"train": 5.0},
           "p_vs_static": {"chrf": 0.04, "bleu": 0.5}}
          for seed, chrf in ((1, 38.0), (2, 40.0))]
  row = experiment.table(runs).splitlines()[2].split(" | ")
  assert row[2] == "39.00 ± 1.41 (38.00–40.00)"
  assert row[5] == "400 (600), 400 (600)"
  assert row[8] == "0.040 / 0.500, 0.040 / 0.500"
