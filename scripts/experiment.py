#!/usr/bin/env python3
r"""Compares data configurations at convergence: an experiment runner.

Each configuration of --configs is trained with each of --seeds (the same
model: --hparams_set and --hparams), every run until its dev metric stops
improving, and compared on a test set. A configuration is NAME=SOURCE:
a data config YAML (trained as `--problem=dyn_translate --data_config=`)
or a registered problem (with --t2t_usr_dir); a bare NAME is one of the
bundled demo's four, the default set, on --corpus_dir (en→cs
high-resource, en→sk low-resource, Slovak monolingual text), each adding
one thing to the one before (Grönroos et al. 2020a's ingredients):

  static     best segmentation (seg_n_samples 1), no noise, en_cs + en_sk at
             fixed weights
  sampling   + subword sampling (Morfessor EM n-best, seg_n_samples 8,
             seg_theta 0.5) on every task
  denoising  + a denoising autoencoder on Slovak monolingual text (reorder,
             drop, sampling) at a fixed weight
  schedule   + curriculum stages: en_cs first until one epoch of it, then
             the low-resource mix

Each run: dyn-trainer --generate_data (shards and set-up in
WORK_DIR/data/<config>, shared by the configuration's seeds) with
--eval_decode, which evaluates the config's validation tasks every
--local_eval_frequency updates, keeps the best checkpoint by
--early_stopping_metric and stops when it has not improved by
--early_stopping_delta in --early_stopping_steps updates, at most
--train_steps. The best checkpoint then translates, in this process, the
test set (--test_src) greedily, the dev set (--dev_src/--dev_ref) with
beam --beam_size at each of --alpha_sweep, and the test set with the beam
at the alpha that did best on dev (chrF), through --decode_task's
transforms (dyn-decoder --transforms_from_task); sacrebleu scores the
outputs against --test_ref. A fixed alpha decides a comparison by the
models' output lengths, not their quality.

Converged or not: a run that early stopping ended converged; one that
reached --train_steps while its dev metric was still improving (by the
delta within the patience window) is "not converged" in results.json, in
the table's converged column and in the verdict; with
--early_stopping_steps=0 no run is known to converge. Such a run's figures
say how fast it learns, not how good it gets.

Output in --work_dir: table.md (one row per configuration: mean ± sample
standard deviation (min–max) over seeds, and sacrebleu's paired bootstrap
p-values of each run's beam output against the first configuration's run
of the same seed, one per seed; then the verdict), results.json (every
run's record, the table's inputs), curves.png (dev metric and dev loss
against updates: a line per run, a colour per configuration, a style per
seed; needs matplotlib: pip install -e '.[experiment]').

Resume: each run lives in WORK_DIR/runs/<config>/seed<seed>/ with its
settings; its result.json is written last. The same command again skips
finished runs, resumes unfinished ones from their latest checkpoint, and
redoes only the decoding of runs whose decoding flags changed. Runs go
seed by seed (each seed's configurations in --configs order), so a
command stopped early leaves whole seeds' comparisons with the baseline.
Stopping it (Ctrl-C, or SIGTERM to its process) stops its runs'
processes and their trainers too.
A run made with other training settings (config file contents, hparams, steps,
evaluation, early stopping, seed) is refused before anything runs:
--rerun redoes the runs from scratch, or use another --work_dir.

Runs made elsewhere: --export_runs=DIR copies the command's finished runs'
records (settings.json, result.json, the test hypotheses: what the table,
the bootstrap test and the plot read) to DIR and stops; --import_runs=DIR
copies such records (or another work dir's finished runs) in before
planning, so that seeds run on several machines, or across sessions of a
machine whose work dir does not last, join one table. A record made with
other training or decoding settings than the command's is named and left
out (it has no checkpoint to decode again).

Several runs at once: --parallel_runs=N trains and decodes N runs side by
side, each in a process of its own with the available cores divided
among them (its output in WORK_DIR/runs/<config>/seed<seed>.runner.txt).
A small model on a CPU uses threads poorly: on 2 cores the CPU-sized
setting of docs/evidence.md does 1.05 updates/s in one two-thread run and
1.4 in two one-thread runs. A run's settings, and so its resume, do not
depend on N (fewer threads may only change the order of TensorFlow's
floating-point sums: the setting's losses agree to four decimals).

  python scripts/experiment.py                      # the demo's four
  python scripts/experiment.py --work_dir=/data/exp \
      --configs=base=my/static.yaml,noisy=my/noisy.yaml --seeds=1,2,3 \
      --dev_src=dev.en --dev_ref=dev.de --test_src=test.en \
      --test_ref=test.de --decode_task=en_de --train_steps=20000 \
      --local_eval_frequency=1000 --early_stopping_steps=4000
  python scripts/experiment.py --train_steps=2 --seeds=1 --test_lines=10 \
      --dev_lines=10 --alpha_sweep=0.6                # smoke

A full-size run on a GPU uses the same script with bigger settings: see
docs/evidence.md.
"""

import os
import sys
import time
from typing import Dict, List, Tuple

from absl import app
from absl import flags
import yaml

SCRIPTS = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, SCRIPTS)
import bench_setup  # pylint: disable=g-import-not-at-top,wrong-import-position
import experiment_decode as decode_lib  # pylint: disable=g-import-not-at-top,wrong-import-position
import experiment_demo as demo  # pylint: disable=g-import-not-at-top,wrong-import-position
import experiment_parallel as parallel_lib  # pylint: disable=g-import-not-at-top,wrong-import-position
import experiment_report as report_lib  # pylint: disable=g-import-not-at-top,wrong-import-position
import experiment_runs as runs_lib  # pylint: disable=g-import-not-at-top,wrong-import-position

REPO = os.path.dirname(SCRIPTS)

FLAGS = flags.FLAGS
flags.DEFINE_string("work_dir", "/tmp/t2t_dyn_experiment",
                    "Configs, shards, runs and results go here.")
flags.DEFINE_list("configs", list(demo.CONFIGS), "Configurations, the first "
                  "the baseline: NAME=DATA_CONFIG.yaml, NAME=PROBLEM (a "
                  "registered problem), or a bundled demo NAME "
                  f"({', '.join(demo.CONFIGS)}).")
flags.DEFINE_string("t2t_usr_dir", None, "Directory of user problems "
                    "(for NAME=PROBLEM configurations).")
flags.DEFINE_string("corpus_dir", demo.DEMO, "The demo configurations' corpus, "
                    "laid out as data/demo: train.en-{cs,sk}.*, mono.sk, "
                    "dev.en-sk.*, test.en-sk.*, models/morfessor.lexicon.txt.")
flags.DEFINE_list("seeds", ["1", "2"], "Training seeds of every configuration.")
flags.DEFINE_string("hparams_set", "transformer_tiny", "Model size.")
flags.DEFINE_string("hparams", "batch_size=2048,learning_rate_warmup_steps="
                    "400,learning_rate_constant=1.0",
                    "Model hparams overrides (batch_size: tokens per batch).")
flags.DEFINE_integer("train_steps", 1200, "The step cap: at most this many "
                     "optimizer updates per run.")
flags.DEFINE_integer("local_eval_frequency", 400,
                     "Updates between evaluations.")
flags.DEFINE_integer("eval_decode_lines", 200, "Pairs of each validation "
                     "task translated at each evaluation (0: all).")
flags.DEFINE_integer("early_stopping_steps", 0, "Patience: stop a run when "
                     "the dev metric has not improved by "
                     "--early_stopping_delta in this many updates (0: train "
                     "to --train_steps; no run then counts as converged).")
flags.DEFINE_string("early_stopping_metric", "chrf", "The dev metric of the "
                    "best checkpoint, early stopping and the plot "
                    "(dyn-trainer's --eval_early_stopping_metric).")
flags.DEFINE_float("early_stopping_delta", 0.1, "The improvement that "
                   "counts for early stopping.")
flags.DEFINE_string("decode_task", None, "The task whose transforms "
                    "segment and tag the dev and test sources (default: "
                    f"{demo.DECODE_TASK} for the demo configurations, else "
                    "the config's one parallel training task).")
flags.DEFINE_string("dev_src", None, "Dev sources of the alpha sweep "
                    "(default: CORPUS_DIR/dev.en-sk.en).")
flags.DEFINE_string("dev_ref", None, "Their references (default: "
                    "CORPUS_DIR/dev.en-sk.sk).")
flags.DEFINE_string("test_src", None, "Test sources (default: "
                    "CORPUS_DIR/test.en-sk.en).")
flags.DEFINE_string("test_ref", None, "Their references (default: "
                    "CORPUS_DIR/test.en-sk.sk).")
flags.DEFINE_integer("dev_lines", 0, "Dev pairs of the alpha sweep (first "
                     "N; 0: all).")
flags.DEFINE_integer("test_lines", 0, "Test pairs decoded (first N; 0: all).")
flags.DEFINE_integer("beam_size", 4, "Beam of the tuned decoding.")
flags.DEFINE_list("alpha_sweep", ["0", "0.2", "0.4", "0.6", "0.8", "1.0",
                                  "1.2"],
                  "Length penalties tried on the dev set.")
flags.DEFINE_integer("bootstrap_samples", 1000, "Resamples of the paired "
                     "bootstrap test against the first configuration.")
flags.DEFINE_integer("parallel_runs", 1, "Runs trained and decoded at once, "
                     "each in a process of its own with the available cores "
                     "divided among them (a small model on a CPU uses one "
                     "thread best); a run's settings do not depend on it.")
flags.DEFINE_string("only_run", None, "Internal: the one CONFIG:SEED this "
                    "process runs, a child of --parallel_runs.")
flags.DEFINE_list("import_runs", [], "Work dirs (or records of them, as "
                  "--export_runs writes) whose finished runs of this "
                  "command's configs, seeds and settings are "
                  "copied in before anything runs, unless this work dir "
                  "finished them.")
flags.DEFINE_string("export_runs", None, "Copy the command's finished runs' "
                    "records (settings, result, test hypotheses) to this "
                    "directory, laid out as a work dir, and stop: nothing "
                    "is trained or decoded.")
flags.DEFINE_bool("rerun", False, "Redo every run of the command from "
                  "scratch, finished ones and ones made with other "
                  "settings too.")


def check_flags() -> Tuple[List[int], List[float]]:
  """The seeds and alphas. Raises: app.UsageError naming the flag."""
  for flag, minimum in (("train_steps", 1), ("local_eval_frequency", 1),
                        ("early_stopping_steps", 0), ("eval_decode_lines", 0),
                        ("dev_lines", 0), ("test_lines", 0), ("beam_size", 1),
                        ("bootstrap_samples", 1), ("parallel_runs", 1)):
    if FLAGS[flag].value < minimum:
      raise app.UsageError(f"--{flag}={FLAGS[flag].value}: expected at "
                           f"least {minimum}")
  values = {}
  for flag, kind in (("seeds", int), ("alpha_sweep", float)):
    try:
      values[flag] = [kind(v) for v in FLAGS[flag].value]
    except ValueError:
      raise app.UsageError(f"--{flag}={','.join(FLAGS[flag].value)}: "
                           f"expected {kind.__name__}s") from None
  seeds, alphas = values["seeds"], values["alpha_sweep"]
  if not seeds or len(set(seeds)) != len(seeds):
    raise app.UsageError(f"--seeds={','.join(FLAGS.seeds)}: expected "
                         f"distinct integers")
  if not alphas:
    raise app.UsageError("--alpha_sweep: no alpha given")
  return seeds, alphas


def _lines(path: str, n: int = 0) -> List[str]:
  with open(path, encoding="utf-8") as f:
    lines = f.read().splitlines()
  return lines[:n] if n else lines


def eval_data() -> Dict[str, Tuple[List[str], List[str]]]:
  """{"dev"|"test": (sources, references)}, the first --dev_lines /
  --test_lines pairs. Raises: app.UsageError naming the flag of a missing
  file or of sides of different lengths."""
  data = {}
  for split, count in (("dev", FLAGS.dev_lines), ("test", FLAGS.test_lines)):
    sides = []
    for side, default in (("src", "en"), ("ref", "sk")):
      flag = f"{split}_{side}"
      path = FLAGS[flag].value or os.path.join(
          FLAGS.corpus_dir, f"{split}.en-sk.{default}")
      if not os.path.isfile(path):
        raise app.UsageError(f"--{flag}={path}: no such file")
      sides.append((flag, path, _lines(path, count)))
    (src_flag, _, src), (ref_flag, _, ref) = sides
    if len(src) != len(ref) or not src:
      raise app.UsageError(f"--{src_flag} has {len(src)} lines, --{ref_flag} "
                           f"{len(ref)}: expected the same number, not 0")
    data[split] = (src, ref)
  return data


def decode_task(config: runs_lib.Config):
  """--decode_task, the demo's en_sk, or None: the config's only one."""
  if FLAGS.decode_task:
    return FLAGS.decode_task
  return demo.DECODE_TASK if config.kind == "demo" else None


def train_settings(config: runs_lib.Config, seed: int) -> dict:
  """What a run trains with: a run dir made with others is refused."""
  return {"config": config.identity(), "seed": seed,
          "t2t_usr_dir": FLAGS.t2t_usr_dir,
          **{flag: FLAGS[flag].value for flag in (
              "hparams_set", "hparams", "train_steps", "local_eval_frequency",
              "eval_decode_lines", "early_stopping_steps",
              "early_stopping_metric", "early_stopping_delta")}}


def decode_settings(config: runs_lib.Config, data) -> dict:
  """What a run decodes with: when these change, decoding is redone."""
  return {"decode_task": decode_task(config), "beam_size": FLAGS.beam_size,
          "alpha_sweep": [float(a) for a in FLAGS.alpha_sweep],
          **{split: {"sources": runs_lib.lines_digest(src),
                     "references": runs_lib.lines_digest(ref)}
             for split, (src, ref) in data.items()}}


def train(config: runs_lib.Config, seed: int, run_dir: str) -> None:
  """dyn-trainer --generate_data for one run (resuming its checkpoint, if
  any)."""
  work = FLAGS.work_dir
  stopping = ([f"--eval_early_stopping_steps={FLAGS.early_stopping_steps}",
               f"--eval_early_stopping_metric_delta="
               f"{FLAGS.early_stopping_delta}"]
              if FLAGS.early_stopping_steps else [])
  usr = [f"--t2t_usr_dir={FLAGS.t2t_usr_dir}"] if FLAGS.t2t_usr_dir else []
  bench_setup.run_logged(
      ["t2t_dyn.bin.dyn_trainer", *config.problem_flags(), *usr,
       "--generate_data",
       f"--data_dir={os.path.join(work, 'data', config.name)}",
       f"--tmp_dir={os.path.join(work, 'tmp', config.name)}",
       f"--output_dir={os.path.join(run_dir, 'model')}",
       f"--random_seed={seed}", f"--hparams_set={FLAGS.hparams_set}",
       f"--hparams={FLAGS.hparams}", f"--train_steps={FLAGS.train_steps}",
       f"--local_eval_frequency={FLAGS.local_eval_frequency}",
       f"--save_every={FLAGS.local_eval_frequency}",
       "--keep_checkpoint_max=1", "--log_step_count_steps=100",
       "--eval_decode", f"--eval_decode_lines={FLAGS.eval_decode_lines}",
       f"--eval_early_stopping_metric={FLAGS.early_stopping_metric}",
       *stopping], os.path.join(run_dir, "log.txt"))


def run_one(run: runs_lib.Plan, train_set: dict, decode_set: dict,
            data) -> Dict[str, object]:
  """Trains (unless only its decoding is redone) and decodes one run;
  writes its result.json last and returns it, with its train seconds
  over all its dyn-trainer calls (experiment_decode.train_seconds)."""
  seconds = {"train": 0.0}
  result_path = os.path.join(run.directory, runs_lib.RESULT)
  if run.action == "decode":
    seconds = runs_lib.read_json(result_path)["seconds"]
    os.remove(result_path)  # Unfinished until decoded again.
  else:
    runs_lib.start(run, train_set)
    train(run.config, run.seed, run.directory)
    seconds["train"] = decode_lib.train_seconds(run.directory)
  start = time.perf_counter()
  decoded = decode_lib.decode(
      run.directory, data["dev"], data["test"], decode_lib.Decoding(
          decode_task(run.config), FLAGS.beam_size,
          [float(a) for a in FLAGS.alpha_sweep], FLAGS.t2t_usr_dir))
  seconds["decode"] = time.perf_counter() - start
  judged = decode_lib.curves(run.directory, FLAGS.early_stopping_metric,
                             FLAGS.early_stopping_steps,
                             FLAGS.early_stopping_delta)
  if judged.pop("best_dev_update") != decoded["best_update"]:
    raise RuntimeError(f"{run.directory}: the best checkpoint, update "
                       f"{decoded['best_update']}, is not the best "
                       f"evaluation by {FLAGS.early_stopping_metric}")
  result = {"config": run.config.name, "seed": run.seed,
            "hypotheses": os.path.relpath(
                os.path.join(run.directory, "test.beam.hyp"), FLAGS.work_dir),
            **judged, **decoded, "seconds": seconds,
            "settings": {"train": train_set, "decode": decode_set}}
  runs_lib.write_json(result_path, result)
  return result


def summary(result: Dict[str, object]) -> str:
  return (f"{result['config']} seed {result['seed']}: chrF "
          f"{result['chrf']:.2f} BLEU {result['bleu']:.2f} (beam "
          f"{FLAGS.beam_size}, alpha {result['alpha']:g}; greedy chrF "
          f"{result['greedy']['chrf']:.2f}; best update "
          f"{result['best_update']} of {result['updates']}, "
          f"{result['status']}; train {result['seconds']['train']:.0f} s)")


def main(argv):
  del argv
  seeds, _ = check_flags()
  work = FLAGS.work_dir
  try:
    configs = runs_lib.parse_configs(FLAGS.configs, demo.CONFIGS,
                                     os.path.join(work, "configs"))
  except runs_lib.ConfigError as e:
    raise app.UsageError(str(e)) from None
  if not (FLAGS.only_run or FLAGS.export_runs):  # Neither plots.
    try:
      import matplotlib  # pylint: disable=g-import-not-at-top,unused-import
    except ImportError:
      raise app.UsageError(
          "scripts/experiment.py plots curves.png with matplotlib: pip "
          "install -e '.[experiment]'") from None
  data = eval_data()
  os.makedirs(os.path.join(work, "configs"), exist_ok=True)
  for config in configs:
    if config.kind == "demo" and not FLAGS.only_run:  # The parent's.
      with open(config.source, "w", encoding="utf-8") as f:
        yaml.safe_dump(demo.data_config(config.name, FLAGS.corpus_dir), f,
                       sort_keys=False)
  try:
    runs_lib.check_configs(configs, FLAGS.t2t_usr_dir, decode_task)
  except runs_lib.ConfigError as e:
    raise app.UsageError(str(e)) from None
  try:
    for line in runs_lib.import_finished(
        FLAGS.import_runs, work, configs, seeds, train_settings,
        lambda config: decode_settings(config, data)):
      print(line, flush=True)
  except runs_lib.ConfigError as e:
    raise app.UsageError(str(e)) from None
  plans = runs_lib.plan_all(work, configs, seeds, train_settings,
                           lambda config: decode_settings(config, data),
                           FLAGS.rerun)
  refused = [p for p in plans if p.action == "refuse"]
  if refused:
    raise app.UsageError(
        "these runs were made with other training settings (this command's "
        "last):\n" + "\n".join(f"  {p.directory}: {p.why}" for p in refused)
        + "\nRedo them with --rerun, or use another --work_dir.")
  if FLAGS.export_runs:
    print(runs_lib.export_finished(plans, work, FLAGS.export_runs),
          flush=True)
    return
  if FLAGS.only_run:
    plans = [p for p in plans if f"{p.config.name}:{p.seed}" == FLAGS.only_run]
    if not plans:
      raise app.UsageError(f"--only_run={FLAGS.only_run}: no such CONFIG:SEED "
                           f"among --configs and --seeds")
  from t2t_dyn.bin import console  # pylint: disable=g-import-not-at-top
  console.configure_logging()  # As the dyn-* commands it runs.
  in_children = FLAGS.parallel_runs > 1
  if in_children:
    parallel_lib.run_children(
        [run for run in plans if run.action != "skip"], FLAGS.parallel_runs,
        sys.argv[0], sys.argv[1:], lambda run, threads: print(
            f"{run.config.name} seed {run.seed}: {run.action} ({run.why}), "
            f"in a process of its own ({threads} thread"
            f"{'s' if threads > 1 else ''}; "
            f"{os.path.relpath(parallel_lib.runner_log(run.directory), work)})",
            flush=True))
  results = []
  for run in plans:
    train_set = train_settings(run.config, run.seed)
    decode_set = decode_settings(run.config, data)
    if run.action == "skip":
      print(f"{run.config.name} seed {run.seed}: finished, not redone "
            f"({os.path.relpath(run.directory, work)}/{runs_lib.RESULT})",
            flush=True)
    elif not in_children:
      print(f"{run.config.name} seed {run.seed}: {run.action} ({run.why})",
            flush=True)
      run_one(run, train_set, decode_set, data)
    results.append(runs_lib.read_json(os.path.join(run.directory,
                                                   runs_lib.RESULT)))
    print(summary(results[-1]), flush=True)
  if not FLAGS.only_run:
    report(results, configs[0].name, data["test"][1])


def report(results, baseline: str, references: List[str]) -> None:
  """Writes table.md (table and verdict), results.json and curves.png to
  the work dir; prints the table and verdict."""
  work = FLAGS.work_dir
  report_lib.paired_bootstrap(results, baseline, references, work,
                              FLAGS.bootstrap_samples)
  verdict = report_lib.verdict(
      results, baseline, FLAGS.early_stopping_metric, FLAGS.train_steps,
      FLAGS.early_stopping_steps, FLAGS.early_stopping_delta,
      runs_lib.minimizes(FLAGS.early_stopping_metric))
  text = (report_lib.table(results, baseline) + "\n\n(mean ± sample standard "
          "deviation (min–max) over seeds)\n\n" + "\n".join(verdict))
  with open(os.path.join(work, "table.md"), "w", encoding="utf-8") as f:
    f.write(text + "\n")
  runs_lib.write_json(os.path.join(work, "results.json"),
                      {"baseline": baseline, "runs": results,
                       "verdict": verdict})
  report_lib.plot(results, FLAGS.early_stopping_metric,
                  os.path.join(work, "curves.png"))
  print(text)


def console_main(argv):
  """main, its refusals and flag errors as one line on stderr (exit 1)."""
  parallel_lib.stop_on_sigterm()
  try:
    main(argv)
  except app.UsageError as e:
    sys.exit(f"experiment.py: {e}")


if __name__ == "__main__":
  app.run(console_main)
