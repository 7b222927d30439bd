#!/usr/bin/env python3
"""What the dynamic data does to translation quality: an ablation.

On the bundled demo corpus (en→cs high-resource, en→sk low-resource, Slovak
monolingual text), four configurations, each adding one thing to the one
before (Grönroos et al. 2020a's ingredients):

  static     best segmentation (seg_n_samples 1), no noise, en_cs + en_sk at
             fixed weights
  sampling   + subword sampling (Morfessor EM n-best, seg_n_samples 8,
             seg_theta 0.5) on every task
  denoising  + a denoising autoencoder on Slovak monolingual text (reorder,
             drop, sampling) at a fixed weight
  schedule   + curriculum stages: en_cs first until one epoch of it, then
             the low-resource mix

Every configuration trains the same model (hparams set and overrides) for
the same number of updates, with each of --seeds. For each run the script
calls dyn-datagen (the shards are shared: only the set-up differs),
dyn-trainer (with --eval_decode: BLEU/chrF on the dev set during training)
and dyn-decoder on the en-sk test set, and scores the output with sacrebleu.
It prints one row per run and a table of mean and spread per
configuration, and writes both to --work_dir (results.json, table.md).

  python scripts/experiment.py                      # CPU size, ~1 hour on 2 cores
  python scripts/experiment.py --train_steps=2 --seeds=1 --test_lines=10  # smoke

A full-size run on a GPU uses the same script with bigger settings (see
README, "Evidence"), e.g.
  python scripts/experiment.py --hparams_set=transformer_base \\
      --hparams=batch_size=8192 --train_steps=30000 \
      --local_eval_frequency=5000 --seeds=1,2,3
"""

import json
import os
import statistics
import subprocess
import sys
import time
from typing import Dict, List

from absl import app
from absl import flags
import yaml

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEMO = os.path.join(REPO, "data", "demo")
CONFIGS = ("static", "sampling", "denoising", "schedule")

FLAGS = flags.FLAGS
flags.DEFINE_string("work_dir", "/tmp/t2t_dyn_experiment",
                    "Configs, shards, models and results go here.")
flags.DEFINE_string("corpus_dir", DEMO, "A corpus laid out as data/demo: "
                    "train.en-{cs,sk}.*, mono.sk, dev.en-sk.*, test.en-sk.*, "
                    "models/morfessor.lexicon.txt.")
flags.DEFINE_list("configs", list(CONFIGS), "Configurations to run.")
flags.DEFINE_list("seeds", ["1", "2"], "Training seeds of every configuration.")
flags.DEFINE_integer("train_steps", 1200, "Optimizer updates of every run.")
flags.DEFINE_integer("local_eval_frequency", 400,
                     "Updates between evaluations.")
flags.DEFINE_integer("eval_decode_lines", 200,
                     "Dev pairs translated at each evaluation (0: all).")
flags.DEFINE_string("hparams_set", "transformer_tiny", "Model size.")
flags.DEFINE_string("hparams", "batch_size=2048,learning_rate_warmup_steps="
                    "400,learning_rate_constant=1.0",
                    "Model hparams overrides (batch_size: tokens per batch).")
flags.DEFINE_string("decode_hparams", "beam_size=4,alpha=0.6",
                    "Decoding of the test set (Tensor2Tensor's names).")
flags.DEFINE_integer("test_lines", 0, "Test pairs decoded (first N; 0: all).")
flags.DEFINE_bool("rerun", False, "Run again runs that have results.")


def data_config(name: str, corpus: str) -> dict:
  """The data config of configuration `name` (absolute paths)."""
  def path(*parts):
    return os.path.join(corpus, *parts)
  segmentation = {"segmentation_model": path("models", "morfessor.lexicon.txt"),
                  "vocab_path": path("models", "morfessor.lexicon.txt")}
  sampling = name != "static"
  train = {"name": f"experiment_{name}", **segmentation,
           "seg_n_samples": 8 if sampling else 1, "seg_theta": 0.5,
           "max_len": 100, "reorder_max_dist": 3, "drop_temperature": 2.0}
  chain = ["morfessor_em", "lang_prefix_both", "filter_too_long"]
  tasks = {
      "en_cs": {"type": "para", "weight": 0.5, "transforms": chain,
                "meta": {"src_lang": "en", "trg_lang": "cs"},
                "inputs": {"gnome": {"src": path("train.en-cs.en"),
                                     "tgt": path("train.en-cs.cs")}}},
      "en_sk": {"type": "para", "weight": 1.0, "n_shards": 2,
                "transforms": chain,
                "meta": {"src_lang": "en", "trg_lang": "sk"},
                "inputs": {"gnome": {"src": path("train.en-sk.en"),
                                     "tgt": path("train.en-sk.sk")}}},
  }
  if name in ("denoising", "schedule"):
    tasks["mono_sk"] = {
        "type": "mono", "weight": 0.4, "n_shards": 2,
        "transforms": ["duplicate_mono", "reorder", "drop"] + chain,
        "meta": {"src_lang": "sk", "trg_lang": "sk"},
        "inputs": {"gnome": {"mono": path("mono.sk")}}}
  if name == "schedule":
    for task in tasks.values():
      del task["weight"]
    train["stages"] = [
        {"name": "pretrain", "weights": {"en_cs": 1.0, "en_sk": 0.3},
         "until": {"task": "en_cs", "epochs": 1}},
        {"name": "mix",
         "weights": {"en_cs": 0.5, "en_sk": 1.0, "mono_sk": 0.4}}]
  tasks["dev_en_sk"] = {
      "type": "para", "split": "valid", "n_shards": 1,
      "transforms": chain[:2], "meta": {"src_lang": "en", "trg_lang": "sk"},
      "inputs": {"dev": {"src": path("dev.en-sk.en"),
                         "tgt": path("dev.en-sk.sk")}}}
  return {"meta": {"shard": {"pretokenize": True, "n_shards": 4},
                   "train": train},
          "tasks": tasks}


def _run(command: List[str], log_path: str) -> float:
  """Runs a t2t_dyn command, its output to log_path; returns its seconds.
  Raises: RuntimeError naming the log when it fails."""
  start = time.perf_counter()
  with open(log_path, "a", encoding="utf-8") as log:
    log.write("$ " + " ".join(command) + "\n")
    log.flush()
    result = subprocess.run([sys.executable, "-m"] + command, stdout=log,
                            stderr=subprocess.STDOUT, cwd=REPO, check=False)
  if result.returncode:
    raise RuntimeError(f"{command[0]} failed (exit {result.returncode}); "
                       f"see {log_path}")
  return time.perf_counter() - start


def _lines(path: str, n: int) -> List[str]:
  with open(path, encoding="utf-8") as f:
    lines = f.read().splitlines()
  return lines[:n] if n else lines


def parameters(model_dir: str) -> int:
  """Trainable parameters of the model a run trained (from its hparams)."""
  from t2t_dyn import output_dir as output_dir_lib  # pylint: disable=g-import-not-at-top
  from t2t_dyn.models import transformer_model  # pylint: disable=g-import-not-at-top
  hparams = output_dir_lib.saved_hparams(model_dir)
  model = transformer_model.Transformer(hparams)
  model(transformer_model.dummy_features(hparams), training=False)
  return sum(int(v.shape.num_elements()) for v in model.trainable_variables)


def run_one(name: str, seed: int, test_source: str,
            references: List[str]) -> Dict[str, object]:
  """Datagen, training and test decoding of one configuration and seed."""
  from t2t_dyn import decoding_io  # pylint: disable=g-import-not-at-top
  work = FLAGS.work_dir
  config_path = os.path.join(work, "configs", f"{name}.yaml")
  run_dir = os.path.join(work, "runs", f"{name}_seed{seed}")
  os.makedirs(run_dir, exist_ok=True)
  log = os.path.join(run_dir, "log.txt")
  problem = ["--problem=dyn_translate", f"--data_config={config_path}"]
  data_dir = os.path.join(work, "data")
  datagen = _run(["t2t_dyn.bin.dyn_datagen", *problem,
                  f"--data_dir={data_dir}",
                  f"--tmp_dir={os.path.join(work, 'tmp')}"], log)
  model_dir = os.path.join(run_dir, "model")
  train = _run(["t2t_dyn.bin.dyn_trainer", *problem, f"--data_dir={data_dir}",
                f"--output_dir={model_dir}", f"--random_seed={seed}",
                f"--hparams_set={FLAGS.hparams_set}",
                f"--hparams={FLAGS.hparams}",
                f"--train_steps={FLAGS.train_steps}",
                f"--local_eval_frequency={FLAGS.local_eval_frequency}",
                f"--save_every={FLAGS.train_steps}",
                "--log_step_count_steps=100",
                "--eval_decode",
                f"--eval_decode_lines={FLAGS.eval_decode_lines}"], log)
  hypotheses_path = os.path.join(run_dir, "test.hyp")
  decode = _run(["t2t_dyn.bin.dyn_decoder", f"--output_dir={model_dir}",
                 "--transforms_from_task=en_sk",
                 f"--decode_from_file={test_source}",
                 f"--decode_to_file={hypotheses_path}",
                 f"--decode_hparams={FLAGS.decode_hparams}"], log)
  scores = decoding_io.score(_lines(hypotheses_path, 0), references)
  return {"config": name, "seed": seed, "updates": FLAGS.train_steps,
          "bleu": scores["bleu"].score, "chrf": scores["chrf"].score,
          "parameters": parameters(model_dir),
          "seconds": {"datagen": datagen, "train": train, "decode": decode}}


def _spread(values: List[float]) -> str:
  mean = statistics.mean(values)
  if len(values) < 2:
    return f"{mean:.2f}"
  return (f"{mean:.2f} ± {statistics.stdev(values):.2f} "
          f"({min(values):.2f}–{max(values):.2f})")


def table(results: List[Dict[str, object]]) -> str:
  """Markdown: per configuration, chrF and BLEU mean ± sample standard
  deviation (min–max) over seeds, updates, parameters, mean wall time."""
  rows = ["| configuration | seeds | chrF | BLEU | updates | parameters | "
          "train s | total s |", "|---|---|---|---|---|---|---|---|"]
  for name in CONFIGS:
    runs = [r for r in results if r["config"] == name]
    if not runs:
      continue
    seconds = [r["seconds"] for r in runs]
    rows.append(
        f"| {name} | {len(runs)} | {_spread([r['chrf'] for r in runs])} | "
        f"{_spread([r['bleu'] for r in runs])} | {runs[0]['updates']} | "
        f"{runs[0]['parameters']:,} | "
        f"{statistics.mean(s['train'] for s in seconds):.0f} | "
        f"{statistics.mean(sum(s.values()) for s in seconds):.0f} |")
  return "\n".join(rows)


def main(argv):
  del argv
  from t2t_dyn.bin import console  # pylint: disable=g-import-not-at-top
  console.configure_logging()  # As the dyn-* commands it runs.
  unknown = sorted(set(FLAGS.configs) - set(CONFIGS))
  if unknown:
    raise app.UsageError(f"--configs: unknown {', '.join(unknown)}; known: "
                         f"{', '.join(CONFIGS)}")
  work = FLAGS.work_dir
  os.makedirs(os.path.join(work, "configs"), exist_ok=True)
  test_source = os.path.join(work, "test.en")
  with open(test_source, "w", encoding="utf-8") as f:
    f.writelines(line + "\n" for line in _lines(
        os.path.join(FLAGS.corpus_dir, "test.en-sk.en"), FLAGS.test_lines))
  references = _lines(os.path.join(FLAGS.corpus_dir, "test.en-sk.sk"),
                      FLAGS.test_lines)
  for name in FLAGS.configs:
    with open(os.path.join(work, "configs", f"{name}.yaml"), "w",
              encoding="utf-8") as f:
      yaml.safe_dump(data_config(name, FLAGS.corpus_dir), f, sort_keys=False)
  results_path = os.path.join(work, "results.json")
  results = []
  if os.path.exists(results_path) and not FLAGS.rerun:
    with open(results_path, encoding="utf-8") as f:
      results = json.load(f)["runs"]
  settings = {flag: FLAGS[flag].value for flag in (
      "corpus_dir", "train_steps", "local_eval_frequency",
      "eval_decode_lines", "hparams_set", "hparams", "decode_hparams",
      "test_lines")}
  for name in FLAGS.configs:
    for seed in (int(s) for s in FLAGS.seeds):
      done = [r for r in results if (r["config"], r["seed"]) == (name, seed)
              and r["settings"] == settings]
      if done:
        result = done[0]
      else:
        result = dict(run_one(name, seed, test_source, references),
                      settings=settings)
        results = [r for r in results
                   if (r["config"], r["seed"]) != (name, seed)] + [result]
        with open(results_path, "w", encoding="utf-8") as f:
          json.dump({"runs": results}, f, indent=1)
      print(f"{name} seed {seed}: chrF {result['chrf']:.2f} BLEU "
            f"{result['bleu']:.2f} ({result['updates']} updates, train "
            f"{result['seconds']['train']:.0f} s)", flush=True)
  chosen = [r for r in results if r["config"] in FLAGS.configs and
            str(r["seed"]) in FLAGS.seeds and r["settings"] == settings]
  text = table(chosen)
  with open(os.path.join(work, "table.md"), "w", encoding="utf-8") as f:
    f.write(text + "\n")
  print(text)


if __name__ == "__main__":
  app.run(main)
