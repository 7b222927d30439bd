"""Tests of reversed tasks: one config and one set of shards for both
directions (seed 000's wish list)."""

import json
import os
import subprocess
import sys

import pytest

from t2t_dyn.batches.data_plan import DataPlan
from t2t_dyn.config import data_config
from t2t_dyn.data_generators import problem as problem_lib
from t2t_dyn.hparams.data_hparams import DataHParams
from t2t_dyn.setup import transform_setup
from t2t_dyn.shards import layout
from t2t_dyn.test_utils import build_problem, write_lines

REPO = os.path.join(os.path.dirname(__file__), "..")
EN = ["the cat sleeps", "a dog runs", "birds fly high", "one", "we read books"]
SK = ["mačka spí", "pes beží", "vtáky letia vysoko", "jeden", "čítame knihy"]
HP = DataHParams(batch_size=256, max_length=16, window_size=64)


def _config(tmp_path, **train):
  src = write_lines(tmp_path / "en.txt", EN * 20)
  tgt = write_lines(tmp_path / "sk.txt", SK * 20)
  mono = write_lines(tmp_path / "mono.txt", SK)
  return {
      "meta": {"shard": {"n_shards": 2},
               "train": {"src_lang": "en", "trg_lang": "sk", **train}},
      "tasks": {
          "en_sk": {"transforms": ["lang_prefix_both"],
                    "inputs": {"c": {"src": src, "tgt": tgt}}},
          "mono_sk": {"type": "mono", "weight": 0.0,
                      "transforms": ["duplicate_mono"],
                      "inputs": {"c": {"mono": mono}}},
          "dev": {"split": "valid", "n_shards": 1,
                  "transforms": ["lang_prefix_both"],
                  "inputs": {"c": {"src": src, "tgt": tgt}}}}}


def _pairs(problem, data_dir, force_python=False, n=4):
  """(source tokens, target tokens) of en_sk rows in the first n batches."""
  train = problem.train_pipeline(
      DataPlan(data_dir, HP, force_python=force_python))
  tokens = problem.transform_setup(data_dir).vocabulary.tokens
  task = problem.get_data_config().task_index("en_sk")
  batches = train.batches()
  pairs = set()
  for _ in range(n):
    batch = next(batches)
    for src, tgt, task_id in zip(batch["inputs"], batch["targets"],
                                 batch["task_id"]):
      if task_id == task:
        pairs.add((" ".join(tokens[i] for i in src if i > 1),
                   " ".join(tokens[i] for i in tgt if i > 1)))
  return pairs


def test_meta_train_reverse_reverses_parallel_tasks_only(tmp_path):
  config = data_config.load_data_config(_config(tmp_path, reverse=True),
                                        base_dir=str(tmp_path))
  assert config.tasks["en_sk"].reverse and config.tasks["dev"].reverse
  assert not config.tasks["mono_sk"].reverse
  assert config.tasks["en_sk"].read_features == ("targets", "inputs")
  raw = _config(tmp_path)
  raw["tasks"]["mono_sk"]["reverse"] = True
  raw["tasks"]["dev"]["reverse"] = "yes"
  with pytest.raises(data_config.DataConfigError) as info:
    data_config.load_data_config(raw, base_dir=str(tmp_path))
  assert info.value.errors == [
      "tasks.mono_sk.reverse: a mono task has one side: there is nothing to "
      "reverse",
      "tasks.dev.reverse: expected true or false, got str 'yes'"]


def test_reversed_config_flips_tasks_renames_the_setup_and_reads_back(
    tmp_path):
  raw = _config(tmp_path, name="base")
  raw["tasks"]["dev"]["reverse"] = True
  config = data_config.load_data_config(raw, base_dir=str(tmp_path))
  flipped = config.reversed()
  assert [t.reverse for t in flipped.tasks.values()] == [True, False, False]
  assert flipped.train.name == "base_reverse"
  again = data_config.load_data_config(flipped.raw, base_dir=str(tmp_path))
  assert {n: t.reverse for n, t in again.tasks.items()} == {
      n: t.reverse for n, t in flipped.tasks.items()}
  assert again.train.name == "base_reverse"
  # The shard records do not change: the same shards serve both directions.
  assert all(flipped.shard_record(n) == config.shard_record(n)
             for n in config.tasks)


@pytest.mark.slow(reason="shards a task and draws it both ways (2-5 s)")
@pytest.mark.parametrize("force_python", [False, True])
def test_reverse_model_reads_the_same_shards_the_other_way(tmp_path,
                                                          force_python):
  forward, data_dir = build_problem(tmp_path, _config(tmp_path))
  backward = problem_lib.Problem(was_reversed=True, data_config=forward.get_data_config())
  logs = []
  backward.generate_shards(data_dir, str(tmp_path / "tmp"), log=logs.append)
  assert "shard: task en_sk: skipped (up to date)" in logs
  transform_setup.run_vocab_stage(backward.get_data_config(), data_dir, "p",
                                  log=lambda m: None)
  assert os.path.isdir(os.path.join(layout.work_dir(data_dir), "setup_reverse"))
  pairs = _pairs(backward, data_dir, force_python)
  expected = {(f"<FROM_sk> <TO_en> {sk}", en) for en, sk in zip(EN, SK)}
  assert pairs and pairs <= expected
  assert _pairs(forward, data_dir, force_python) <= {
      (f"<FROM_en> <TO_sk> {en}", sk) for en, sk in zip(EN, SK)}
  # Validation tasks are reversed too.
  dev = next(iter(backward.batched_dataset("eval", data_dir, HP)["dev"]))
  tokens = backward.transform_setup(data_dir).vocabulary.tokens
  first = " ".join(tokens[i] for i in dev["inputs"][0].numpy() if i > 1)
  assert first.startswith("<FROM_sk> <TO_en> ")
  assert first[len("<FROM_sk> <TO_en> "):] in SK


@pytest.mark.slow(reason="dyn-debug starts its pipeline's processes")
def test_dyn_debug_shows_the_reversed_view(tmp_path):
  forward, data_dir = build_problem(tmp_path, _config(tmp_path))
  config = tmp_path / "config.json"
  config.write_text(json.dumps(forward.get_data_config().raw))
  backward = problem_lib.Problem(was_reversed=True, data_config=forward.get_data_config())
  transform_setup.run_vocab_stage(backward.get_data_config(), data_dir, "p",
                                  log=lambda m: None)
  src, tgt = tmp_path / "one.en", tmp_path / "one.sk"
  src.write_text("the cat sleeps\n")
  tgt.write_text("mačka spí\n")
  result = subprocess.run(
      [sys.executable, "-m", "t2t_dyn.bin.dyn_debug", "--problem=dyn_translate",
       f"--data_config={config}", f"--data_dir={data_dir}", "--reverse",
       "--transforms_from_task=en_sk", f"--src={src}", f"--tgt={tgt}",
       f"--src_output={tmp_path}/out.src", f"--tgt_output={tmp_path}/out.tgt"],
      capture_output=True, text=True, cwd=str(tmp_path), check=False)
  assert result.returncode == 0, result.stderr
  assert (tmp_path / "out.src").read_text() == (
      "<FROM_sk> <TO_en> mačka spí\n")
  assert (tmp_path / "out.tgt").read_text() == "the cat sleeps\n"


def test_without_its_own_setup_the_reverse_direction_reads_the_forward_one(
    tmp_path):
  # Tensor2Tensor's "<problem>_rev" read the problem's data and vocabulary
  # with inputs and targets swapped: `--problem=X_rev` after
  # `dyn-datagen --problem=X` needs no set-up of its own.
  raw = _config(tmp_path)
  del raw["tasks"]["mono_sk"]
  for task in raw["tasks"].values():
    del task["transforms"]  # No side-specific tokens: the set-up serves both.
  forward, data_dir = build_problem(tmp_path, raw)
  backward = problem_lib.Problem(was_reversed=True,
                                 data_config=forward.get_data_config())
  assert backward.transform_setup(data_dir).setup_dir == (
      forward.transform_setup(data_dir).setup_dir)
  assert not os.path.exists(os.path.join(layout.work_dir(data_dir),
                                         "setup_reverse"))
  pairs = _pairs(backward, data_dir)
  assert pairs and pairs <= {(sk, en) for en, sk in zip(EN, SK)}


def test_a_forward_setup_that_cannot_serve_the_reverse_names_its_command(
    tmp_path):
  # lang_prefix_both reversed writes <FROM_sk> <TO_en>, tokens the forward
  # vocabulary lacks: the reverse direction needs its own set-up.
  forward, data_dir = build_problem(tmp_path, _config(tmp_path))
  backward = problem_lib.Problem(was_reversed=True,
                                 data_config=forward.get_data_config())
  with pytest.raises(transform_setup.SetupError) as info:
    backward.transform_setup(data_dir)
  assert "the forward one it reads instead" in str(info.value)
  assert "--reverse --stage=vocab" in str(info.value)
