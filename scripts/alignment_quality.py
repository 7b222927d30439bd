#!/usr/bin/env python3
r"""Does subword sampling cost the decoder's word alignments? A measurement.

Two runs of the same model with guided alignment on the demo's aligned
problem (usr_problems/translate_en_cs_sk_aligned.yaml: SentencePiece,
language tokens, eflomal links of every training pair):

  sampling   subword sampling as the config has it (seg_n_samples 8,
             seg_theta 0.5): every draw segments anew, and the links follow
             the pieces (each piece of source word i to each of target
             word j)
  best       the best segmentation only (seg_n_samples 1)

Both train on the same links: dyn-datagen computes them with eflomal for
the first run, and the second config names those files. Each run trains
--train_steps updates with --hparams (guided_alignment_weight included),
then dyn-decoder translates the en-sk test set with
return_alignments=true. The reference links are eflomal's of (source,
output) word pairs: one eflomal run aligns the en-sk training pairs and
every run's (test source, output) pairs together, so its statistics come
from the training corpus; eflomal has no seed, so --reference_runs such
runs give the reference's own spread. Printed and written to
WORK_DIR/alignment_quality.json: per run and reference run, the AER of
the decoder's links (Och & Ney, every eflomal link sure), precision and
recall, links per line, and BLEU/chrF of the output.

  python scripts/alignment_quality.py                 # ~45 min on 2 cores
  python scripts/alignment_quality.py --train_steps=4 --test_lines=5  # smoke
"""

import json
import os
import sys
from typing import Dict, List

from absl import app
from absl import flags
import yaml

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if REPO not in sys.path:
  sys.path.insert(0, REPO)
sys.path.insert(0, os.path.join(REPO, "scripts"))
import bench_setup  # pylint: disable=g-import-not-at-top,wrong-import-position
DEMO = os.path.join(REPO, "data", "demo")
BASE_CONFIG = os.path.join(REPO, "usr_problems",
                           "translate_en_cs_sk_aligned.yaml")
RUNS = {"sampling": None, "best": 1}  # Run -> seg_n_samples (None: as is).

FLAGS = flags.FLAGS
flags.DEFINE_string("work_dir", "/tmp/t2t_dyn_alignment_quality",
                    "Configs, shards, models and results go here.")
flags.DEFINE_list("runs", list(RUNS), "Runs to make (of RUNS).")
flags.DEFINE_integer("train_steps", 3000, "Optimizer updates of each run.")
flags.DEFINE_string("hparams_set", "transformer_tiny", "Model size.")
flags.DEFINE_string("hparams", "batch_size=2048,learning_rate_warmup_steps="
                    "400,learning_rate_constant=1.0,"
                    "guided_alignment_weight=0.5",
                    "Model hparams overrides.")
flags.DEFINE_string("decode_hparams", "beam_size=4,alpha=0.6",
                    "dyn-decoder's; return_alignments=true is added.")
flags.DEFINE_integer("test_lines", 0, "Test pairs decoded (first N; 0: "
                     "all).")
flags.DEFINE_integer("reference_runs", 2, "eflomal runs of the reference.")
flags.DEFINE_integer("random_seed", 1, "Training seed of every run.")


def data_config(run: str, alignment_files: Dict[str, str]) -> dict:
  """The base config with absolute paths, run's seg_n_samples, and, when
  given, each task's input aligned by the named file instead of eflomal
  ({task: path})."""
  with open(BASE_CONFIG, encoding="utf-8") as f:
    config = yaml.safe_load(f)
  base = os.path.dirname(BASE_CONFIG)
  train = config["meta"]["train"]
  for key in ("segmentation_model", "vocab_path"):
    train[key] = os.path.normpath(os.path.join(base, train[key]))
  train["name"] = f"alignment_quality_{run}"
  if RUNS[run] is not None:
    train["seg_n_samples"] = RUNS[run]
  for name, task in config["tasks"].items():
    for spec in task["inputs"].values():
      for side in ("src", "tgt"):
        spec[side] = os.path.normpath(os.path.join(base, spec[side]))
      if name in alignment_files:
        spec["alignment"] = alignment_files[name]
  return config


def computed_alignments(data_dir: str, config: dict) -> Dict[str, str]:
  """{task: the file dyn-datagen computed} for each task whose one input
  is aligned by eflomal (where the shard stage puts it)."""
  # pylint: disable=g-import-not-at-top
  from t2t_dyn.config import data_config as data_config_lib
  from t2t_dyn.shards import computed_alignments as computed_lib
  from t2t_dyn.shards import layout
  files = {}
  for task in data_config_lib.load_data_config(config).tasks.values():
    names = list(computed_lib.file_names(task).values())
    if len(names) > 1:
      raise ValueError(f"task {task.name!r}: {len(names)} inputs computed "
                       f"alignments; this script compares one per task")
    if names:
      files[task.name] = os.path.join(
          layout.alignments_dir(data_dir, task.name), names[0])
  return files


def _lines(path: str, n: int = 0) -> List[str]:
  with open(path, encoding="utf-8") as f:
    lines = f.read().split("\n")
  lines = lines[:-1] if lines[-1] == "" else lines
  return lines[:n] if n else lines


def run_one(run: str, alignment_files: Dict[str, str], source: str
            ) -> Dict[str, object]:
  """Datagen, training and decoding with alignments of one run."""
  work = os.path.join(FLAGS.work_dir, run)
  os.makedirs(work, exist_ok=True)
  log = os.path.join(work, "log.txt")
  config = data_config(run, alignment_files)
  config_path = os.path.join(work, "data_config.yaml")
  with open(config_path, "w", encoding="utf-8") as f:
    yaml.safe_dump(config, f, sort_keys=False)
  problem = ["--problem=dyn_translate", f"--data_config={config_path}"]
  data_dir = os.path.join(work, "data")
  seconds = {"datagen": bench_setup.run_logged(
      ["t2t_dyn.bin.dyn_datagen", *problem, f"--data_dir={data_dir}",
       f"--tmp_dir={os.path.join(work, 'tmp')}"], log)}
  model_dir = os.path.join(work, "model")
  seconds["train"] = bench_setup.run_logged(
      ["t2t_dyn.bin.dyn_trainer", *problem, f"--data_dir={data_dir}",
       f"--output_dir={model_dir}", f"--random_seed={FLAGS.random_seed}",
       f"--hparams_set={FLAGS.hparams_set}", f"--hparams={FLAGS.hparams}",
       f"--train_steps={FLAGS.train_steps}",
       f"--local_eval_frequency={FLAGS.train_steps}",
       f"--save_every={FLAGS.train_steps}", "--keep_checkpoint_max=1",
       "--log_step_count_steps=100"], log)
  hypotheses = os.path.join(work, "test.hyp")
  hparams = ",".join(h for h in (FLAGS.decode_hparams,
                                 "return_alignments=true") if h)
  seconds["decode"] = bench_setup.run_logged(
      ["t2t_dyn.bin.dyn_decoder", f"--output_dir={model_dir}",
       "--transforms_from_task=en_sk", f"--decode_from_file={source}",
       f"--decode_to_file={hypotheses}", f"--decode_hparams={hparams}"], log)
  return {"run": run, "hypotheses": hypotheses,
          "links": hypotheses + ".align", "seconds": seconds,
          "computed_alignments": computed_alignments(data_dir, config)}


def reference_links(runs: List[Dict[str, object]], sources: List[str],
                    reference_run: int) -> List[List[List[tuple]]]:
  """eflomal's links of each run's (test source, output) pairs, aligned
  with the en-sk training pairs in one eflomal run: [run][line] links."""
  from t2t_dyn.shards import word_alignment  # pylint: disable=g-import-not-at-top
  out_dir = os.path.join(FLAGS.work_dir, f"reference{reference_run}")
  os.makedirs(out_dir, exist_ok=True)
  requests = [word_alignment.AlignmentRequest(
      _lines(os.path.join(DEMO, "train.en-sk.en")),
      _lines(os.path.join(DEMO, "train.en-sk.sk")),
      os.path.join(out_dir, "train.align.gz"), "train.en-sk")]
  for run in runs:
    requests.append(word_alignment.AlignmentRequest(
        sources, _lines(run["hypotheses"]),
        os.path.join(out_dir, f"{run['run']}.align.gz"), run["run"]))
  word_alignment.align_inputs(requests, log=lambda line: None)
  import gzip  # pylint: disable=g-import-not-at-top
  links = []
  for request in requests[1:]:
    with gzip.open(request.out_path, "rt", encoding="utf-8") as f:
      links.append([sorted(word_alignment.parse_links(line))
                    for line in f.read().split("\n")[:len(sources)]])
  return links


def figures(predicted, reference) -> Dict[str, float]:
  """AER (every reference link sure), precision, recall, links per line."""
  from t2t_dyn.text import alignments  # pylint: disable=g-import-not-at-top
  found = sum(len(set(a) & set(s)) for a, s in zip(predicted, reference))
  given = sum(len(a) for a in predicted)
  wanted = sum(len(s) for s in reference)
  return {"aer": alignments.alignment_error_rate(predicted, reference),
          "precision": found / max(given, 1), "recall": found / max(wanted, 1),
          "links_per_line": given / max(len(predicted), 1),
          "reference_links_per_line": wanted / max(len(reference), 1)}


def main(argv):
  del argv
  from t2t_dyn.decoding import translator  # pylint: disable=g-import-not-at-top
  from t2t_dyn.text import alignments  # pylint: disable=g-import-not-at-top
  unknown = [r for r in FLAGS.runs if r not in RUNS]
  if unknown:
    raise app.UsageError(f"--runs: unknown {unknown}; choose from "
                         f"{', '.join(RUNS)}")
  os.makedirs(FLAGS.work_dir, exist_ok=True)
  sources = _lines(os.path.join(DEMO, "test.en-sk.en"), FLAGS.test_lines)
  references = _lines(os.path.join(DEMO, "test.en-sk.sk"), FLAGS.test_lines)
  source = os.path.join(FLAGS.work_dir, "test.en")
  with open(source, "w", encoding="utf-8") as f:
    f.writelines(line + "\n" for line in sources)
  runs, shared = [], {}
  for name in FLAGS.runs:
    runs.append(run_one(name, shared, source))
    shared = shared or runs[-1]["computed_alignments"]
    print(f"{name}: trained and decoded in "
          f"{sum(runs[-1]['seconds'].values()) / 60:.1f} min", flush=True)
  rows = []
  for reference_run in range(FLAGS.reference_runs):
    reference = reference_links(runs, sources, reference_run)
    for run, run_reference in zip(runs, reference):
      outputs = _lines(run["hypotheses"])
      predicted = [alignments.parse(line, len(s.split()), len(o.split()))
                   for line, s, o in zip(_lines(run["links"]), sources,
                                         outputs)]
      scores = translator.score(outputs, references)
      rows.append({"run": run["run"], "reference_run": reference_run,
                   **figures(predicted, run_reference),
                   "bleu": scores["bleu"].score, "chrf": scores["chrf"].score})
  result = {"train_steps": FLAGS.train_steps, "hparams": FLAGS.hparams,
            "hparams_set": FLAGS.hparams_set,
            "decode_hparams": FLAGS.decode_hparams,
            "test_lines": len(sources), "runs": runs, "rows": rows}
  with open(os.path.join(FLAGS.work_dir, "alignment_quality.json"), "w",
            encoding="utf-8") as f:
    json.dump(result, f, indent=1)
  print("| run | eflomal run | AER | precision | recall | links/line "
        "(eflomal's) | BLEU | chrF |")
  print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
  for row in rows:
    print(f"| {row['run']} | {row['reference_run']} | {row['aer']:.3f} | "
          f"{row['precision']:.3f} | {row['recall']:.3f} | "
          f"{row['links_per_line']:.1f} ({row['reference_links_per_line']:.1f})"
          f" | {row['bleu']:.1f} | {row['chrf']:.1f} |")


if __name__ == "__main__":
  app.run(main)
