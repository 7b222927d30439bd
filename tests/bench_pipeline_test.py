"""scripts/bench_pipeline.py runs on every kind of config the library
takes: a monolingual denoising task, stages, adaptive weights, source
factors, word alignments and packing at once, briefly."""

import glob
import json
import os
import subprocess
import sys

import pytest

from t2t_dyn.data_generators.problem import Problem
from t2t_dyn.segmenters import nbest_table
from t2t_dyn.test_utils import build_problem, write_lines
from t2t_dyn.text import factors

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEMO = os.path.join(REPO, "data", "demo")


def _lines(name, n):
  with open(os.path.join(DEMO, name), encoding="utf-8") as f:
    return [line.rstrip("\n") for _, line in zip(range(n), f)]


def _case(word):
  if word.isupper() and len(word) > 1:
    return "upper"
  return "title" if word[:1].isupper() else "lower"


@pytest.mark.slow(reason="runs the benchmark script as a process")
def test_benchmark_runs_on_a_config_with_every_feature(tmp_path):
  english = [" ".join(f"{w.lower()}{factors.SEPARATOR}{_case(w)}"
                      for w in line.split())
             for line in _lines("train.en-sk.en", 400)]
  write_lines(tmp_path / "train.en", english)
  write_lines(tmp_path / "train.sk", _lines("train.en-sk.sk", 400))
  write_lines(tmp_path / "mono.sk", _lines("mono.sk", 300))
  models = os.path.join(DEMO, "models")
  (tmp_path / "bench.yaml").write_text(f"""
meta:
  shard: {{pretokenize: false, n_shards: 2}}
  train:
    name: bench_every_feature
    segmentation_model: {models}/spm.model
    vocab_path: {models}/spm.vocab
    source_factors: [case]
    seg_n_samples: 4
    seg_theta: 0.5
    stages:
      - {{name: parallel, weights: {{en_sk: 1.0}}, until: {{updates: 3}}}}
      - {{name: denoise, weights: {{en_sk: 1.0, mono_sk: 1.0}}}}
    adaptive_weights: {{tasks: {{en_sk: {{valid: dev, target_loss: 3.0}}}}}}
tasks:
  en_sk:
    source_factors: true
    transforms: [sentencepiece, lang_prefix_both]
    meta: {{src_lang: en, trg_lang: sk}}
    inputs: {{x: {{src: train.en, tgt: train.sk, alignment: eflomal}}}}
  mono_sk:
    type: mono
    transforms: [duplicate_mono, drop, sentencepiece, lang_prefix_both]
    meta: {{src_lang: sk, trg_lang: sk}}
    inputs: {{x: {{mono: mono.sk}}}}
  dev:
    split: valid
    n_shards: 1
    source_factors: true
    transforms: [sentencepiece, lang_prefix_both]
    meta: {{src_lang: en, trg_lang: sk}}
    inputs: {{x: {{src: train.en, tgt: train.sk}}}}
""")
  # The script's one end-to-end run as a process: it reports its own
  # process's memory and CPU time, and starts a second consumer. Pairs and
  # checked examples: few (each pipeline of the alignment rounds draws
  # --pairs), as only the report's form is checked. 300 pairs are 6
  # batches here (up to ~95 pairs each), the last one the first of update
  # 5: past the stage switch at update 3 and the window cut at the
  # evaluation at 5, so every feature is still drawn. The streamer's
  # seconds: its first block of 1,000 pairs is awaited however short.
  result = subprocess.run(
      [sys.executable, os.path.join(REPO, "scripts", "bench_pipeline.py"),
       f"--data_config={tmp_path}/bench.yaml", f"--data_dir={tmp_path}/data",
       "--pairs=300", "--limit_pairs=200", "--streamer_processes=1",
       "--streamer_seconds=0.2", "--check_segmentation=400",
       "--batch_size=1024", "--packed_length=64",
       "--local_eval_frequency=5", "--alignment_rounds=2"],
      capture_output=True, text=True, cwd=REPO, check=False,
      env={**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3"})
  assert result.returncode == 0, result.stderr[-3000:]
  out = result.stdout
  for expected in ("native tasks:         {'en_sk': True, 'mono_sk': True}",
                   "(packed rows of 64)", "streamer:", "vs streamer:",
                   "ratio:", "(round 2)", "alignment cost:"):
    assert expected in out
  # Both tasks share one SentencePiece cache: the training shards' words.
  types = int(out.split("word types:")[1].split()[0].replace(",", ""))
  assert 1000 < types < 20000
  own = out.split("memory per consumer:  own ")[1]
  assert float(own.split()[0]) > 0 and "mapped files" in own
  two = out.split("two consumers:        own ")[1]
  assert "host holds" in two and "second first batch" in two
  # Both costs of the alignments, as rates and as CPU time per pair.
  cost = out.split("alignment cost:")[1].splitlines()[0]
  assert "pairs/s, median of 2 rounds" in cost and "CPU per pair" in cost
  cpu = float(cost.split("CPU per pair")[1].strip().rstrip("%"))
  assert -90 < cpu < 500  # A ratio of two real CPU times, not a blank.
  exactness = out.split("exactness:")[1]
  assert "  en_sk: inputs" in exactness and "  mono_sk: inputs" in exactness
  assert out.splitlines()[-1].startswith("pairs/s=")
  assert float(out.splitlines()[-1].split("=")[1]) > 0


def test_a_set_up_made_by_another_version_is_rebuilt_before_timing(tmp_path):
  sys.path.insert(0, os.path.join(REPO, "scripts"))
  try:
    import bench_setup  # pylint: disable=g-import-not-at-top
  finally:
    sys.path.pop(0)
  write_lines(tmp_path / "train.en", _lines("train.en-sk.en", 60))
  write_lines(tmp_path / "train.sk", _lines("train.en-sk.sk", 60))
  models = os.path.join(DEMO, "models")
  problem, data_dir = build_problem(tmp_path, {
      "meta": {"shard": {"pretokenize": False, "n_shards": 1},
               "train": {"name": "stale", "segmentation_model":
                         f"{models}/spm.model",
                         "vocab_path": f"{models}/spm.vocab"}},
      "tasks": {"en_sk": {"transforms": ["sentencepiece"],
                          "inputs": {"x": {"src": "train.en",
                                           "tgt": "train.sk"}}}}},
      vocab_from_words=False)
  # Each check is a fresh Problem, as each benchmark run makes one.
  fresh = lambda: Problem(data_config=problem.get_data_config())
  assert bench_setup.setup_usable(fresh(), data_dir)
  [header_path] = glob.glob(os.path.join(
      data_dir + "*", "stale", "transforms", "segmentation_cache.*",
      "header.json"))
  with open(header_path, encoding="utf-8") as f:
    header = json.load(f)
  with open(header_path, "w", encoding="utf-8") as f:
    # A version no reader of this code takes.
    json.dump({**header,
               "version": min(nbest_table.READABLE_VERSIONS) - 1}, f)
  assert not bench_setup.setup_usable(fresh(), data_dir)
  bench_setup.prepare(fresh(), data_dir)
  assert bench_setup.setup_usable(fresh(), data_dir)
  with open(header_path, encoding="utf-8") as f:
    assert json.load(f)["version"] == header["version"]


def test_each_config_has_its_own_default_data_dir():
  from t2t_dyn import test_programs  # pylint: disable=g-import-not-at-top
  scripts = os.path.join(REPO, "scripts")
  sys.path.insert(0, scripts)  # Where the script finds bench_setup.
  try:
    bench = test_programs.load_script(
        os.path.join(scripts, "bench_pipeline.py"))
  finally:
    sys.path.pop(0)
  default = bench.default_data_dir(os.path.join(scripts,
                                                "bench_pipeline.yaml"))
  aligned = bench.default_data_dir(os.path.join(
      scripts, "bench_pipeline_aligned.yaml"))
  assert default == "/tmp/t2t_dyn_bench"
  assert aligned == "/tmp/t2t_dyn_bench_bench_pipeline_aligned"
