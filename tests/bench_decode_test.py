"""scripts/bench_decode.py on a tiny trained model and a few lines: each
engine row prints its figures, an engine that cannot run its reason."""

import json
import os
import re
import subprocess
import sys

REPO = os.path.join(os.path.dirname(__file__), "..")
EN = ["the cat sleeps", "a dog runs", "birds fly high", "one", "we read books"]
SK = ["mačka spí", "pes beží", "vtáky letia vysoko", "jeden", "čítame knihy"]


def _run(*command):
  result = subprocess.run([sys.executable, *command], capture_output=True,
                          text=True, cwd=REPO, check=False)
  assert result.returncode == 0, result.stderr
  return result.stdout


def _lines(path, lines):
  path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
  return str(path)


def test_bench_decode_prints_figures_per_engine(tmp_path):
  config = tmp_path / "config.json"
  config.write_text(json.dumps({
      "meta": {"shard": {"n_shards": 1},
               "train": {"name": "bench", "src_lang": "en",
                         "trg_lang": "sk", "approx_vocab_size": 100}},
      "tasks": {"en_sk": {"inputs": {"c": {
          "src": _lines(tmp_path / "en.txt", EN * 4),
          "tgt": _lines(tmp_path / "sk.txt", SK * 4)}}}}}))
  problem = ["--problem=dyn_translate", f"--data_config={config}",
             f"--data_dir={tmp_path / 'data'}"]
  _run("-m", "t2t_dyn.bin.dyn_datagen", *problem,
       f"--tmp_dir={tmp_path / 'tmp'}")
  model = str(tmp_path / "model")
  _run("-m", "t2t_dyn.bin.dyn_trainer", *problem, f"--output_dir={model}",
       "--train_steps=2", "--local_eval_frequency=2", "--save_every=2",
       "--hparams_set=transformer_tiny",
       "--hparams=hidden_size=16,filter_size=32,num_hidden_layers=1,"
       "num_heads=2,batch_size=128")
  printed = _run("scripts/bench_decode.py", f"--output_dir={model}",
                 f"--source={tmp_path / 'en.txt'}",
                 f"--reference={tmp_path / 'sk.txt'}", "--lines=7",
                 "--batch_tokens=64",
                 "--engines=tf-greedy,tf-beam4,savedmodel-beam4,"
                 "ct2-int8-beam4")
  figures = (r"7 lines in [\d.]+ s: [\d.]+ sentences/s, [\d.]+ target "
             r"tokens/s, load [\d.]+ s, peak RSS \d+ MB traces \d+ "
             r"BLEU [\d.]+ chrF [\d.]+")
  assert re.search(r"^tf-greedy: " + figures + "$", printed, re.M), printed
  assert re.search(r"^tf-beam4: " + figures + "$", printed, re.M), printed
  assert re.search(r"^savedmodel-beam4: skipped: no SavedModel under "
                   + re.escape(model), printed, re.M), printed
  assert re.search(r"^ct2-int8-beam4: skipped: ", printed, re.M), printed
