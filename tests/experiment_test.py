"""scripts/experiment.py: its demo configurations are valid data configs
that differ as it says; it runs end to end on a user's own configs on a
tiny setting, a run in its own loop and one in a process of its own
(table, verdict, JSON and curves, "not converged" marks), resumes without
redoing finished runs and refuses changed settings; two runs at once stop
with it; its bookkeeping, convergence rule and table."""

import importlib.util
import json
import os
import re
import signal
import subprocess
import sys
import time

import pytest
import yaml

from t2t_dyn import test_programs
from t2t_dyn.config import data_config
from t2t_dyn.transforms import segmentation  # noqa: F401 (registers)
from t2t_dyn.utils import registry

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPT = os.path.join(REPO, "scripts", "experiment.py")
# Where `make test` installs matplotlib, apart from the venv (Makefile:
# PLOTTING): only the experiment plots, and Keras imports matplotlib in
# every process that can.
PLOTTING = os.path.join(REPO, ".venv", "plotting")


@pytest.fixture(autouse=True)
def plotting(monkeypatch):
  """matplotlib importable here and in the processes a test starts (from
  PLOTTING when the venv lacks it); a test fails when neither has it."""
  if importlib.util.find_spec("matplotlib") is None:
    monkeypatch.setattr(sys, "path", sys.path + [PLOTTING])
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(
        filter(None, [os.environ.get("PYTHONPATH"), PLOTTING])))
    if importlib.util.find_spec("matplotlib") is None:
      pytest.fail(f"no matplotlib in the venv nor in {PLOTTING}: `make "
                  f"test` installs it there")


def _experiment():
  """The script as a module (its absl flags are global: test_programs.load_script)."""
  return test_programs.load_script(SCRIPT)


def test_each_configuration_adds_one_thing_to_the_one_before():
  demo = _experiment().demo
  configs = {name: data_config.load_data_config(
      demo.data_config(name, demo.DEMO)) for name in demo.CONFIGS}
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


def _user_configs(tmp_path):
  """Two user configs on a 300-pair slice of the demo's en-sk data: the
  demo's static and sampling set-ups without en_cs."""
  demo = _experiment().demo
  corpus = tmp_path / "corpus"
  corpus.mkdir()
  os.symlink(os.path.join(demo.DEMO, "models"), corpus / "models")
  for name, count in (("train.en-sk", 300), ("dev.en-sk", 12),
                      ("test.en-sk", 4)):
    for side in ("en", "sk"):
      with open(os.path.join(demo.DEMO, f"{name}.{side}"),
                encoding="utf-8") as f:
        lines = f.read().splitlines()[:count]
      (corpus / f"{name}.{side}").write_text("\n".join(lines) + "\n")
  paths = []
  for name in ("static", "sampling"):
    config = demo.data_config(name, str(corpus))
    del config["tasks"]["en_cs"]
    path = tmp_path / f"{name}.yaml"
    path.write_text(yaml.safe_dump(config))
    paths.append(path)
  return corpus, paths


def _command(work, corpus, paths, *extra):
  """Seed 1 of the configs (base and sampled, or base alone), a tiny model
  capped at 4 updates with a patience of 4 (so early stopping cannot end a
  run: not converged), greedy and a beam at two alphas."""
  configs = ",".join(f"{name}={path}"
                     for name, path in zip(("base", "sampled"), paths))
  tiny = ("hidden_size=16,filter_size=32,num_hidden_layers=1,num_heads=2,"
          "learning_rate_warmup_steps=10,batch_size=512")
  return [sys.executable, SCRIPT, f"--work_dir={work}",
       f"--configs={configs}", "--seeds=1",
       "--train_steps=4", "--local_eval_frequency=2",
       "--early_stopping_steps=4", "--eval_decode_lines=3",
       f"--dev_src={corpus}/dev.en-sk.en", f"--dev_ref={corpus}/dev.en-sk.sk",
       f"--test_src={corpus}/test.en-sk.en",
       f"--test_ref={corpus}/test.en-sk.sk", "--decode_task=en_sk",
       "--dev_lines=4", "--beam_size=2", "--alpha_sweep=0.2,1.0",
       "--bootstrap_samples=50", f"--hparams={tiny}", *extra]


def _run(work, corpus, paths, *extra):
  """The script run in this process (test_programs): its runs' children
  (--parallel_runs) and their trainers are still processes of their own.
  experiment.py makes SIGTERM exit its process; the test process keeps its
  own handler."""
  script, *args = _command(work, corpus, paths, *extra)[1:]
  handler = signal.getsignal(signal.SIGTERM)
  try:
    return test_programs.run(script, *args)
  finally:
    signal.signal(signal.SIGTERM, handler)


def _processes_naming(text):
  """The pids of processes whose command line contains `text` (Linux)."""
  pids = []
  for pid in filter(str.isdigit, os.listdir("/proc")):
    try:
      with open(f"/proc/{pid}/cmdline", "rb") as f:
        if text.encode() in f.read():
          pids.append(int(pid))
    except OSError:
      pass  # Ended meanwhile.
  return pids


@pytest.mark.slow(reason="starts the script's process and kills it")
def test_a_stopped_experiment_stops_its_runs_trainers(tmp_path):
  corpus, paths = _user_configs(tmp_path)
  work = tmp_path / "work"
  experiment = subprocess.Popen(
      _command(work, corpus, paths, "--parallel_runs=2",
               "--train_steps=1000000", "--early_stopping_steps=0"),
      stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=REPO)
  trainers = []
  for _ in range(600):
    trainers = [pid for pid in _processes_naming(str(work / "runs"))
                if pid in _processes_naming("dyn_trainer")]
    if len(trainers) == 2 or experiment.poll() is not None:
      break
    time.sleep(0.5)
  assert len(trainers) == 2, experiment.stderr.read()[-3000:]
  # As `kill PID` of the parent alone: its children and their trainers go.
  experiment.send_signal(signal.SIGTERM)
  assert experiment.wait(timeout=120) == 128 + signal.SIGTERM
  for _ in range(120):
    if not _processes_naming(str(work)):
      break
    time.sleep(0.5)
  assert not _processes_naming(str(work))


@pytest.mark.slow(reason="trains two tiny models, one in a child process")
def test_runs_user_configs_resumes_and_refuses_changes(tmp_path):
  """Two configurations' runs, base in the command's own loop, then
  sampled in a process of its own (--parallel_runs) beside base's finished
  run: the table, verdict, JSON and curves of both; the same command
  again redoes nothing, a changed one is refused, and the records export
  and import. (Two runs at once, each a child: the stopped experiment's
  test.)"""
  corpus, paths = _user_configs(tmp_path)
  work = tmp_path / "work"
  # Base alone, trained and decoded in the sequential loop.
  first = _run(work, corpus, paths[:1])
  assert first.returncode == 0, first.stdout[-2000:] + first.stderr[-3000:]
  base = first.stdout.splitlines()
  assert base[0] == "base seed 1: train (new)"
  assert base[1].startswith("base seed 1: chrF ")
  assert not (work / "runs" / "base" / "seed1.runner.txt").exists()
  # Both: base is finished; sampled runs in a child process (the
  # sequential loop inside it) with its share of the cores, and the parent
  # reads its result as it reads base's.
  result = _run(work, corpus, paths, "--parallel_runs=2")
  assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-3000:]
  lines = result.stdout.splitlines()
  assert re.fullmatch(
      r"sampled seed 1: train \(new\), in a process of its own \(\d+ "
      r"threads?; runs/sampled/seed1.runner.txt\)", lines[0]), lines[0]
  child = (work / "runs" / "sampled" / "seed1.runner.txt").read_text()
  assert "sampled seed 1: train (new)" in child
  assert "sampled seed 1: chrF " in child and "| base" not in child
  assert lines[1] == (
      "base seed 1: finished, not redone (runs/base/seed1/result.json)")
  assert lines[2] == base[1]
  assert " (beam 2, alpha " in lines[2]
  assert " of 4, not converged; train " in lines[2]
  assert lines[3].startswith("sampled seed 1: chrF ")
  table = (work / "table.md").read_text()
  assert table == "\n".join(lines[4:]) + "\n"
  rows = [row.split(" | ") for row in table.splitlines()[2:4]]
  assert [row[0] for row in rows] == ["| base", "| sampled"]
  assert rows[0][2] == rows[1][2] == "0/1 (not converged: seed 1)"
  assert rows[0][10] == "-"
  p_chrf, p_bleu = (float(p) for p in rows[1][10].split(" / "))
  assert 0 <= p_chrf <= 1 and 0 <= p_bleu <= 1
  assert "Not converged: 2 of 2 runs (base seed 1, sampled seed 1)" in table
  assert "- sampled: chrF " in table
  saved = json.load(open(work / "results.json"))
  assert saved["baseline"] == "base"
  runs = saved["runs"]
  assert [(r["config"], r["seed"], r["status"]) for r in runs] == [
      ("base", 1, "not converged"), ("sampled", 1, "not converged")]
  records = {}
  for run in runs:
    run_dir = work / "runs" / run["config"] / "seed1"
    assert [step for step, _ in run["curve"]] == [2, 4]
    assert [step for step, _ in run["loss_curve"]] == [2, 4]
    assert run["best_update"] in (2, 4) and run["updates"] == 4
    assert run["seconds"]["train"] > 0
    log = open(run_dir / "log.txt").read()
    assert "step 2 eval dev_en_sk bleu=" in log
    assert "--checkpoint_path=best" in log
    sweep = json.load(open(run_dir / "dev.sweep.hyp.alpha_sweep.json"))
    assert [s["alpha"] for s in sweep["scores"]] == [0.2, 1.0]
    assert run["alpha"] == sweep["best"]["alpha"]
    assert run["dev_alphas"] == sweep["scores"]
    # Two alphas: whichever wins is an edge, the verdict names the run.
    assert re.search(rf"Alpha at the sweep's edge \([^)]*{run['config']} "
                     rf"seed 1[^)]*\): best alpha {run['alpha']:g} is the "
                     rf"(largest|smallest) tried", table)
    for name in ("test.greedy.hyp", "test.beam.hyp"):
      assert len(open(run_dir / name).read().splitlines()) == 4
    records[run_dir / "result.json"] = os.stat(run_dir / "result.json")
  with open(work / "curves.png", "rb") as f:
    assert f.read(8) == b"\x89PNG\r\n\x1a\n"
  # The same command again: nothing is trained or decoded.
  again = _run(work, corpus, paths)
  assert again.returncode == 0, again.stderr[-3000:]
  assert again.stdout.splitlines()[0] == (
      "base seed 1: finished, not redone (runs/base/seed1/result.json)")
  assert again.stdout.splitlines()[4:] == lines[4:]
  for path, stat in records.items():
    assert os.stat(path).st_mtime_ns == stat.st_mtime_ns
    assert open(path.parent / "log.txt").read().count("dyn_trainer") == 1
  # Another step cap for the same runs: refused before anything runs.
  changed = _run(work, corpus, paths, "--train_steps=6")
  assert changed.returncode != 0
  assert "train_steps: 4 -> 6" in changed.stderr
  assert "--rerun" in changed.stderr
  for path, stat in records.items():
    assert os.stat(path).st_mtime_ns == stat.st_mtime_ns
  # Records out, into another work dir: the same table, nothing rerun.
  kept = tmp_path / "kept"
  exported = _run(work, corpus, paths, f"--export_runs={kept}")
  assert exported.returncode == 0, exported.stderr[-3000:]
  assert exported.stdout.splitlines()[-1] == (
      f"exported 2 finished runs to {kept}")
  assert sorted(os.listdir(kept / "runs" / "base" / "seed1")) == [
      "result.json", "settings.json", "test.beam.hyp"]
  elsewhere = _run(tmp_path / "elsewhere", corpus, paths,
                   f"--import_runs={kept}")
  assert elsewhere.returncode == 0, elsewhere.stderr[-3000:]
  out = elsewhere.stdout.splitlines()
  assert out[:3] == [
      f"base seed 1: finished run imported from {kept}",
      f"sampled seed 1: finished run imported from {kept}",
      "base seed 1: finished, not redone (runs/base/seed1/result.json)"]
  assert out[6:] == lines[4:]
  assert not (tmp_path / "elsewhere" / "runs" / "base" / "seed1" /
              "log.txt").exists()


def test_only_a_command_that_plots_needs_matplotlib(tmp_path, monkeypatch):
  """Without matplotlib the command that would draw curves.png refuses
  before anything runs; a run's own process (--only_run, which reaches
  its own check of the run's name) and --export_runs do not plot, so do
  not need it."""
  corpus, paths = _user_configs(tmp_path)
  monkeypatch.setitem(sys.modules, "matplotlib", None)  # Not importable.
  work = tmp_path / "work"
  plotting = _run(work, corpus, paths)
  assert plotting.returncode != 0
  assert "plots curves.png with matplotlib" in plotting.stderr
  assert not (work / "runs").exists()
  one_run = _run(work, corpus, paths, "--only_run=nosuch:1")
  assert "--only_run=nosuch:1: no such CONFIG:SEED" in one_run.stderr
  exported = _run(work, corpus, paths, f"--export_runs={tmp_path / 'kept'}")
  assert exported.returncode == 0, exported.stderr[-3000:]
  assert "matplotlib" not in exported.stderr


def test_imported_records_are_checked_and_never_overwrite(tmp_path):
  runs = _experiment().runs_lib
  config = runs.Config("base", "data_config", "base.yaml")

  def finished(work, text):
    directory = runs.run_dir(str(work), "base", 1)
    os.makedirs(directory)
    runs.write_json(os.path.join(directory, "settings.json"), {"seed": 1})
    with open(os.path.join(directory, "test.beam.hyp"), "w") as f:
      f.write(text)
    runs.write_json(os.path.join(directory, "result.json"),
                    {"hypotheses": "runs/base/seed1/test.beam.hyp",
                     "settings": {"decode": {"beam_size": 4}}})
    return directory

  def settings(unused_config, seed):
    return {"seed": seed}

  def decoding(unused_config):
    return {"beam_size": 4}

  source = finished(tmp_path / "source", "theirs\n")
  mine = finished(tmp_path / "mine", "mine\n")
  assert runs.import_finished([str(tmp_path / "source")],
                              str(tmp_path / "mine"), [config], [1, 2],
                              settings, decoding) == []
  assert open(os.path.join(mine, "test.beam.hyp")).read() == "mine\n"
  # Into an unfinished run dir (checkpoints, no result): copied.
  os.remove(os.path.join(mine, "result.json"))
  assert runs.import_finished([str(tmp_path / "source")],
                              str(tmp_path / "mine"), [config], [1],
                              settings, decoding) == [
      f"base seed 1: finished run imported from {tmp_path / 'source'}"]
  assert open(os.path.join(mine, "test.beam.hyp")).read() == "theirs\n"
  # Trained or decoded with other settings: named, left out.
  assert runs.import_finished(
      [str(tmp_path / "source")], str(tmp_path / "other"), [config], [1],
      lambda unused_config, seed: {"seed": seed + 1}, decoding) == [
          f"base seed 1: not imported from {tmp_path / 'source'}, made "
          f"with other settings: seed: 1 -> 2"]
  assert runs.import_finished(
      [str(tmp_path / "source")], str(tmp_path / "other"), [config], [1],
      settings, lambda unused_config: {"beam_size": 5}) == [
          f"base seed 1: not imported from {tmp_path / 'source'}, made "
          f"with other settings: decoding settings changed: beam_size: "
          f"4 -> 5"]
  assert not (tmp_path / "other").exists()
  os.remove(os.path.join(source, "test.beam.hyp"))
  with pytest.raises(runs.ConfigError, match=(
      r"--import_runs=.*source: .*seed1/result.json: its hypotheses "
      r"'runs/base/seed1/test.beam.hyp' are not a file of its run dir")):
    runs.import_finished([str(tmp_path / "source")], str(tmp_path / "new"),
                         [config], [1], settings, decoding)
  with pytest.raises(runs.ConfigError, match="--import_runs=.*nowhere: no "
                     "such directory"):
    runs.import_finished([str(tmp_path / "nowhere")], str(tmp_path / "new"),
                         [config], [1], settings, decoding)


def test_configs_name_their_flag_when_wrong(tmp_path):
  runs = _experiment().runs_lib
  demo = _experiment().demo
  mine = tmp_path / "mine.yaml"
  mine.write_text("tasks: {}\n")
  parsed = runs.parse_configs(["static", f"mine={mine}", "p=translate_x"],
                              demo.CONFIGS, str(tmp_path))
  assert [(c.name, c.kind) for c in parsed] == [
      ("static", "demo"), ("mine", "data_config"), ("p", "problem")]
  for entries, message in (
      (["nosuch"], "--configs: nosuch is not a bundled configuration"),
      (["a=missing.yaml"], "--configs: a=missing.yaml: no such file"),
      (["static", "static"], "--configs: static is given twice"),
      (["a="], "nothing after '='")):
    with pytest.raises(runs.ConfigError, match=message):
      runs.parse_configs(entries, demo.CONFIGS, str(tmp_path))


def test_configs_are_checked_before_anything_runs(tmp_path):
  runs = _experiment().runs_lib
  demo = _experiment().demo
  both = tmp_path / "both.yaml"  # en_cs and en_sk: two parallel tasks.
  config = demo.data_config("static", demo.DEMO)
  both.write_text(yaml.safe_dump(config))
  no_dev = tmp_path / "no_dev.yaml"
  del config["tasks"]["dev_en_sk"]
  no_dev.write_text(yaml.safe_dump(config))
  for config, task, message in (
      (runs.Config("p", "problem", "translate_nosuch"), None,
       "--configs: p=translate_nosuch: neither a YAML file nor a registered "
       "problem"),
      (runs.Config("a", "data_config", str(no_dev)), "en_sk",
       "--configs: a=.*: no validation task"),
      (runs.Config("b", "data_config", str(both)), None,
       "--decode_task is required: --configs: b=.* has 2 parallel training "
       "tasks"),
      (runs.Config("c", "data_config", str(both)), "dev_en_sk",
       "--decode_task=dev_en_sk: not a parallel training task")):
    with pytest.raises(runs.ConfigError, match=message):
      runs.check_configs([config], None, lambda _, t=task: t)
  runs.check_configs([runs.Config("d", "demo", str(both))], None,
                     lambda _: "en_sk")


def test_runs_go_seed_by_seed_so_a_stopped_command_leaves_pairs(tmp_path):
  runs = _experiment().runs_lib
  configs = [runs.Config(name, "problem", name) for name in ("base", "new")]
  finished = runs.run_dir(str(tmp_path), "base", 1)
  os.makedirs(finished)
  runs.write_json(os.path.join(finished, "settings.json"), {"seed": 1})
  runs.write_json(os.path.join(finished, "result.json"),
                  {"settings": {"decode": {"beam_size": 4}}})
  plans = runs.plan_all(str(tmp_path), configs, [1, 2],
                        lambda unused_config, seed: {"seed": seed},
                        lambda unused_config: {"beam_size": 4}, rerun=False)
  assert [(p.config.name, p.seed, p.action) for p in plans] == [
      ("base", 1, "skip"), ("new", 1, "train"), ("base", 2, "train"),
      ("new", 2, "train")]
  assert plans[3].directory == runs.run_dir(str(tmp_path), "new", 2)


def test_a_run_converged_only_when_early_stopping_ended_it():
  runs = _experiment().runs_lib
  rising = [(400, 30.0), (800, 35.0), (1200, 38.0)]
  flat = [(400, 30.0), (800, 35.0), (1200, 35.05)]
  assert not runs.convergence(rising, 400, 0.1, False).converged
  judged = runs.convergence(flat, 400, 0.1, False)
  assert judged.converged and judged.best == (1200, 35.05)
  assert judged.status == "converged" and judged.last == 1200
  assert not runs.convergence(flat, 0, 0.1, False).converged  # No patience.
  losses = [(400, 3.0), (800, 2.5), (1200, 2.45)]
  assert runs.convergence(losses, 400, 0.1, True).best == (1200, 2.45)
  assert runs.convergence(losses, 400, 0.1, True).converged


def test_the_table_gives_mean_and_spread_over_seeds():
  report = _experiment().report_lib
  runs = [{"config": "sampling", "seed": seed, "chrf": chrf, "bleu": 20.0,
           "greedy": {"chrf": 30.0}, "best_update": 400, "updates": 600,
           "length_ratio": 0.9, "alpha": 0.6, "parameters": 10,
           "converged": seed == 1, "seconds": {"train": 5.0},
           "metric": "chrf", "best_dev": 30.0 + seed,
           "p_vs_baseline": {"chrf": 0.04, "bleu": 0.5}}
          for seed, chrf in ((1, 38.0), (2, 40.0))]
  header, _, line = report.table(runs, "static").splitlines()
  row = line.split(" | ")
  assert header.split(" | ")[3] == "best dev chrf"
  assert row[2] == "1/2 (not converged: seed 2)"
  assert row[3] == "31.50 ± 0.71 (31.00–32.00)"
  assert row[4] == "39.00 ± 1.41 (38.00–40.00)"
  assert row[7] == "400 (600), 400 (600)"
  assert row[10] == "0.040 / 0.500, 0.040 / 0.500"


def test_the_verdict_counts_significant_seeds_by_their_sign():
  # A seed significantly worse than the baseline is not one more seed in
  # the configuration's favour.
  report = _experiment().report_lib
  base = {"config": "static", "alpha": 1.0, "converged": True,
          "settings": {"decode": {"alpha_sweep": [0.5, 1.0, 1.5]}}}
  runs = [dict(base, seed=seed, chrf=34.0, bleu=20.0) for seed in (1, 2, 3)]
  for seed, chrf, p_chrf in ((1, 36.0, 0.001), (2, 31.5, 0.002),
                             (3, 34.2, 0.40)):
    runs.append(dict(base, config="sampling", seed=seed, chrf=chrf,
                     bleu=21.0, p_vs_baseline={"chrf": p_chrf,
                                               "bleu": 0.01}))
  lines = report.verdict(runs, "static", "chrf", 6000, 600, 0.1)
  assert lines[1] == ("- sampling: chrF -0.10 (p < 0.05: better in 1 of 3 "
                      "seeds, worse in 1), BLEU +1.00 (p < 0.05: better in "
                      "3 of 3 seeds, worse in 0)")


def test_train_seconds_count_every_trainer_call_of_a_resumed_run(tmp_path):
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  from tensorflow.core.util import event_pb2  # pylint: disable=g-import-not-at-top
  decode = _experiment().decode_lib
  train_dir = tmp_path / "model" / "tensorboard" / "train"
  train_dir.mkdir(parents=True)
  # Two calls, as TensorBoard files: an interrupted one, then its resume.
  for name, times in (("events.out.tfevents.1000.host.1.0.v2",
                       (1000.0, 1100.5, 1400.0)),
                      ("events.out.tfevents.5000.host.2.0.v2",
                       (5000.0, 5060.0))):
    with tf.io.TFRecordWriter(str(train_dir / name)) as writer:
      for step, wall_time in enumerate(times):
        writer.write(event_pb2.Event(wall_time=wall_time,
                                     step=100 * step).SerializeToString())
  assert decode.train_seconds(str(tmp_path)) == pytest.approx(400.0 + 60.0)
  assert decode.train_seconds(str(tmp_path / "none")) == 0.0


def test_the_cpu_setting_writes_its_slice_configs_and_commands(tmp_path):
  script = os.path.join(REPO, "scripts", "experiment_cpu_setting.py")
  out = tmp_path / "setting"
  result = test_programs.run(script, f"--out_dir={out}", "--pairs=40",
                             "--slice_seed=3")
  assert result.returncode == 0, result.stderr[-3000:]
  demo = os.path.join(REPO, "data", "demo")
  corpus = [open(os.path.join(demo, f"train.en-sk.{lang}"),
                 encoding="utf-8").read().splitlines() for lang in ("en", "sk")]
  sliced = [(out / "slice" / f"train.en-sk.{lang}").read_text(
      encoding="utf-8").splitlines() for lang in ("en", "sk")]
  assert len(sliced[0]) == len(sliced[1]) == 40
  # Pairs of the corpus (source and target together), in corpus order.
  where = {pair: i for i, pair in enumerate(zip(*corpus))}
  at = [where[pair] for pair in zip(*sliced)]
  assert at == sorted(at) and len(set(at)) == 40
  swept = ("static", "sampling", "denoising", "samp_t02", "samp_t10",
           "samp_n4", "den_w02")
  names = swept + ("den_drop05", "den_drop4", "den_copy", "den_copy_1best")
  configs = {name: data_config.load_data_config(
      yaml.safe_load((out / f"{name}.yaml").read_text())) for name in names}
  for name, config in configs.items():
    assert [t.name for t in config.tasks_of_split("train")] == (
        ["en_sk", "mono_sk"] if name.startswith("den") else ["en_sk"])
    assert config.task("en_sk").inputs["gnome"].src == str(
        out / "slice" / "train.en-sk.en")
  options = {name: config.train.options for name, config in configs.items()}
  assert options["static"]["seg_n_samples"] == 1
  assert (options["sampling"]["seg_n_samples"],
          options["sampling"]["seg_theta"]) == (8, 0.5)
  assert options["samp_t02"]["seg_theta"] == 0.2
  assert options["samp_t10"]["seg_theta"] == 1.0
  assert options["samp_n4"]["seg_n_samples"] == 4
  assert configs["denoising"].task("mono_sk").weight == (0.4,)
  assert configs["den_w02"].task("mono_sk").weight == (0.2,)
  # The autoencoder's noise: deletion rates, then no word noise at all.
  assert options["denoising"]["drop_temperature"] == 2.0
  assert options["den_drop05"]["drop_temperature"] == 0.5
  assert options["den_drop4"]["drop_temperature"] == 4.0
  noise = {name: list(configs[name].task("mono_sk").transforms)
           for name in ("denoising", "den_copy", "den_copy_1best")}
  assert noise["denoising"][:3] == ["duplicate_mono", "reorder", "drop"]
  assert noise["den_copy"] == noise["den_copy_1best"] == [
      t for t in noise["denoising"] if t not in ("reorder", "drop")]
  # The 1-best copy control: only the copy task stops sampling.
  segmentation = registry.transform("morfessor_em")
  n_best = {(name, task): segmentation.resolve_options(
      configs[name].train.options, configs[name].task(task).meta,
      task)["seg_n_samples"]
            for name in ("den_copy", "den_copy_1best")
            for task in ("en_sk", "mono_sk")}
  assert n_best == {("den_copy", "en_sk"): 8, ("den_copy", "mono_sk"): 8,
                    ("den_copy_1best", "en_sk"): 8,
                    ("den_copy_1best", "mono_sk"): 1}
  sweep, seeds, noise_sweep, copies = [line.strip()
                                       for line in result.stdout.splitlines()
                                       if line.startswith("  ")]
  assert sweep.split("--configs=")[1].split(" ")[0] == ",".join(
      f"{name}={out}/{name}.yaml" for name in swept)  # Static first.
  assert "den_drop05=" not in sweep and "den_copy=" not in seeds
  # Its baseline is the comparison's denoising seed 1, imported from there.
  assert noise_sweep.startswith(f"python {REPO}/scripts/experiment.py "
                                f"--work_dir={out}/work/"
                                f"noise_sweep --configs=denoising=")
  assert all(f"{name}={out}/{name}.yaml" in noise_sweep
             for name in ("den_drop05", "den_drop4", "den_copy",
                          "den_copy_1best"))
  # The copy controls on three seeds, their seed 1 from the noise sweep
  # and the denoising runs from the comparison.
  assert copies.split("--configs=")[1].split(" ")[0] == ",".join(
      f"{name}={out}/{name}.yaml"
      for name in ("denoising", "den_copy", "den_copy_1best"))
  assert f"--work_dir={out}/work/copy_controls " in copies
  assert "--seeds=1,2,3 " in copies
  assert "--seeds=1 " in sweep and "--seeds=1,2,3,4,5 " in seeds
  assert "--early_stopping_steps=600" in seeds
  assert "--parallel_runs=2" in sweep
  records = os.path.join(REPO, "docs", "evidence", "cpu_setting")
  assert sweep.endswith(f" --import_runs={records}/dev_sweep")
  assert seeds.endswith(f" --import_runs={records}/comparison")
  assert noise_sweep.endswith(f" --import_runs={records}/noise_sweep,"
                              f"{records}/comparison")
  assert "--seeds=1 " in noise_sweep and "--train_steps=6000 " in noise_sweep
  assert copies.endswith(f" --import_runs={records}/copy_controls,"
                         f"{records}/noise_sweep,{records}/comparison")
  assert f"--work_dir={out}/work/dev_sweep " in sweep
  assert f"--work_dir={out}/work/comparison " in seeds
  assert "--train_steps=4000 " in sweep and "--train_steps=6000 " in seeds
  # Refused with an error naming the flag (a process exits non-zero with
  # its traceback; test_programs re-raises it).
  with pytest.raises(ValueError, match="--pairs=9000"):
    test_programs.run(script, f"--out_dir={out}", "--pairs=9000")
