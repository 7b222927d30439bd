"""Separate source and target vocabularies (vocab_path_src / vocab_path_tgt):
their own ids on each side, their own embedding matrix for the source."""

import os

import numpy as np
import pytest

from t2t_dyn.batches.data_plan import DataPlan
from t2t_dyn.config import data_config
from t2t_dyn.data_generators import problem as problem_lib
from t2t_dyn.decoding import translator as translator_lib
from t2t_dyn.hparams import model_hparams
from t2t_dyn.hparams.data_hparams import DataHParams
from t2t_dyn.setup import transform_setup
from t2t_dyn.test_utils import (build_problem, make_examples,
                                run_native_batch, write_lines)
from t2t_dyn.training import trainer
from t2t_dyn.training import training_run
from t2t_dyn.transforms.base import TransformStats

EN = ["the cat sleeps", "a dog runs", "birds fly high", "one", "we read books"]
SK = ["mačka spí", "pes beží", "vtáky letia vysoko", "jeden", "čítame knihy"]
HP = DataHParams(batch_size=256, max_length=16, window_size=64)


def _counts(path, lines):
  words = sorted({w for line in lines for w in line.split()})
  return write_lines(path, [f"{10 + i}\t{w}" for i, w in enumerate(words)])


def _config(tmp_path, transforms=()):
  return {
      "meta": {"shard": {"n_shards": 2},
               "train": {"vocab_path_src": _counts(tmp_path / "en.vocab", EN),
                         "vocab_path_tgt": _counts(tmp_path / "sk.vocab", SK),
                         "switchout_temperature": 0.0}},
      "tasks": {
          "en_sk": {"transforms": list(transforms), "inputs": {"c": {
              "src": write_lines(tmp_path / "en.txt", EN * 20),
              "tgt": write_lines(tmp_path / "sk.txt", SK * 20)}}},
          "dev": {"split": "valid", "n_shards": 1, "inputs": {"c": {
              "src": str(tmp_path / "en.txt"),
              "tgt": str(tmp_path / "sk.txt")}}}}}


def _words(vocab, ids):
  return " ".join(vocab.tokens[i] for i in ids if i > 1)


@pytest.mark.parametrize("force_python", [False, pytest.param(
    True, marks=pytest.mark.slow(reason="starts worker processes"))])
def test_each_side_gets_ids_of_its_own_vocabulary(tmp_path, force_python):
  problem, data_dir = build_problem(tmp_path, _config(tmp_path),
                                    vocab_from_words=False)
  setup = problem.transform_setup(data_dir)
  vocabs = setup.vocabularies
  assert not vocabs.shared
  assert sorted(vocabs.src.tokens[3:]) == sorted(
      {w for l in EN for w in l.split()})
  assert sorted(vocabs.tgt.tokens[3:]) == sorted(
      {w for l in SK for w in l.split()})
  assert os.path.isfile(os.path.join(setup.setup_dir, "vocab.src.txt"))
  assert not os.path.exists(os.path.join(setup.setup_dir, "vocab.txt"))
  with pytest.raises(transform_setup.SetupError, match="vocabularies.src"):
    setup.vocabulary  # pylint: disable=pointless-statement
  batch = next(
      problem.train_pipeline(DataPlan(data_dir, HP,
                                      force_python=force_python)).batches())
  pairs = {(_words(vocabs.src, s), _words(vocabs.tgt, t))
           for s, t in zip(batch["inputs"], batch["targets"])}
  assert pairs <= set(zip(EN, SK)) and pairs
  dev = next(iter(problem.batched_dataset("eval", data_dir, HP)["dev"]))
  assert _words(vocabs.tgt, dev["targets"][0].numpy()) in SK
  encoders = problem.feature_encoders(data_dir, "en_sk")
  assert encoders["inputs"].vocab_size == len(vocabs.src)
  assert encoders["targets"].decode(encoders["targets"].encode("pes beží")) == (
      "pes beží")


@pytest.mark.slow(reason="traces a native fn (seconds)")
def test_vocabulary_noise_draws_each_side_from_its_own_vocabulary(tmp_path):
  problem, data_dir = build_problem(tmp_path, _config(tmp_path, [
      "switchout"]), vocab_from_words=False)
  chain = problem.transform_setup(data_dir).chain("en_sk")
  vocabs = problem.transform_setup(data_dir).vocabularies
  examples = make_examples(list(zip(EN, SK)) * 20)
  chain.apply(examples, True, TransformStats())
  for example in examples:
    assert all(t in vocabs.src for t in example.src)
    assert all(t in vocabs.tgt for t in example.tgt)
  switchout = chain.transforms[0]
  out = run_native_batch(switchout.native(True),
                         [(e.split(), s.split()) for e, s in zip(EN, SK)] * 20)
  for row in out:
    assert all(t in vocabs.src for t in row["src"])
    assert all(t in vocabs.tgt for t in row["tgt"])
  changed = sum(row["tgt"] != s.split()
                for row, s in zip(out, SK * 20))
  assert changed > 0


@pytest.mark.slow(reason="trains a tiny model and decodes with it")
def test_model_gets_a_source_embedding_of_its_own_and_decodes(tmp_path):
  problem, data_dir = build_problem(tmp_path, _config(tmp_path),
                                    vocab_from_words=False)
  vocabs = problem.transform_setup(data_dir).vocabularies
  hparams = model_hparams.from_set(
      "transformer_tiny",
      "hidden_size=32,filter_size=64,num_hidden_layers=1,num_heads=2").model
  run = trainer.Trainer(training_run.build_run(
      problem, DataPlan(data_dir, HP), str(tmp_path / "model"), hparams,
      schedule=training_run.Schedule(train_steps=2, log_every=1),
      evaluation=training_run.EvaluationPlan(eval_every=2),
      checkpointing=training_run.CheckpointPlan(save_every=2)),
      log=lambda m: None)
  assert (run.hparams.input_vocab_size, run.hparams.vocab_size) == (
      len(vocabs.src), len(vocabs.tgt))
  shapes = {v.path: tuple(v.shape) for v in run.model.trainable_variables}
  assert shapes["transformer/source_embedding/embeddings"] == (
      len(vocabs.src), 32)
  assert shapes["transformer/shared_embedding/embeddings"] == (
      len(vocabs.tgt), 32)
  run.train()
  out = str(tmp_path / "model")
  translator = translator_lib.Translator(
      problem_lib.Problem(data_config=translator_lib.saved_data_config(out)), out, "en_sk")
  (hypothesis,) = translator.translate(
      ["the cat sleeps"], translator_lib.DecodeOptions(beam_size=1))
  assert all(w in vocabs.tgt for w in hypothesis.split())
  scores = translator.score(["the cat sleeps"], ["mačka spí"])
  assert scores[0].pieces == ["mačka", "spí", "<EOS>"]
  assert np.isfinite(scores[0].log_prob)


def test_shared_vocabulary_keeps_one_embedding(tmp_path):
  raw = _config(tmp_path)
  del raw["meta"]["train"]["vocab_path_src"]
  del raw["meta"]["train"]["vocab_path_tgt"]
  problem, data_dir = build_problem(tmp_path, raw)
  assert problem.shared_vocabulary(data_dir)
  hparams = model_hparams.from_set(
      "transformer_tiny",
      "hidden_size=32,filter_size=64,num_hidden_layers=1,num_heads=2").model
  run = trainer.Trainer(training_run.build_run(
      problem, DataPlan(data_dir, HP), str(tmp_path / "m"), hparams,
      schedule=training_run.Schedule(train_steps=1)), log=lambda m: None)
  assert run.hparams.input_vocab_size == 0
  assert not any("source_embedding" in v.path
                 for v in run.model.trainable_variables)


def test_reversing_swaps_the_vocabularies(tmp_path):
  config = data_config.load_data_config(_config(tmp_path),
                                        base_dir=str(tmp_path))
  flipped = config.reversed()
  assert flipped.train.vocab_path_src == config.train.vocab_path_tgt
  assert flipped.train.vocab_path_tgt == config.train.vocab_path_src
  again = data_config.load_data_config(flipped.raw, base_dir=str(tmp_path))
  assert again.train.vocab_path_src == config.train.vocab_path_tgt
