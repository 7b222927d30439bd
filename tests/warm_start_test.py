"""Warm start: a run starts from another run's weights (fine-tuning on other
data with the same vocabulary, a vocabulary that gained tokens, shapes
that do not fit)."""

import json

import numpy as np
import pytest

from t2t_dyn.batches.data_plan import DataPlan
from t2t_dyn.decoding import output_dir as output_dir_lib
from t2t_dyn.hparams.data_hparams import DataHParams
from t2t_dyn.shards import layout
from t2t_dyn.test_utils import (TINY_HPARAMS, build_problem, tiny_trainer,
                                write_lines)
from t2t_dyn.training import warm_start

# Every test here reads a run the module trains.
pytestmark = pytest.mark.slow(reason="trains tiny models")

TINY = TINY_HPARAMS
DATA = DataHParams(batch_size=256, max_length=32, window_size=128)
EMBEDDING = "transformer/shared_embedding/embeddings"


def _lines(rng, words, n):
  return [" ".join(f"w{rng.integers(*words)}"
                   for _ in range(rng.integers(1, 8))) for _ in range(n)]


def _problem(tmp_path, lines, vocab_path=None):
  write_lines(tmp_path / "train.txt", lines)
  config = {"tasks": {"copy": {"inputs": {"x": {"src": "train.txt",
                                                "tgt": "train.txt"}}}}}
  if vocab_path:
    config["meta"] = {"train": {"vocab_path": vocab_path}}
  return build_problem(tmp_path, config, vocab_from_words=not vocab_path)


@pytest.fixture(scope="module")
def source_run(tmp_path_factory):
  """A run trained 6 updates in mixed precision (its optimizer saved in a
  LossScaleOptimizer), its data dir and its problem."""
  tmp_path = tmp_path_factory.mktemp("source")
  problem, data_dir = _problem(tmp_path, _lines(np.random.default_rng(0),
                                                (0, 30), 200))
  run = _trainer(problem, data_dir, tmp_path / "run", 6,
                 mixed_precision=True)
  run.train()
  return run, data_dir, problem


def _trainer(problem, data_dir, output_dir, steps, messages=None,
             hparams=TINY, **options):
  return tiny_trainer(problem, data_dir, output_dir, steps, messages,
                      hparams, DATA, **{"eval_every": 0, **options})


def _by_path(variables):
  return {v.path: v.numpy() for v in variables}


def test_fine_tuning_on_other_data_with_the_same_vocabulary(source_run,
                                                            tmp_path):
  source, source_data, _ = source_run
  # In-domain data of another problem, sharing the source's vocabulary.
  problem, data_dir = _problem(
      tmp_path, _lines(np.random.default_rng(1), (0, 10), 80),
      vocab_path=layout.word_vocab_path(source_data))
  messages = []
  run = _trainer(problem, data_dir, tmp_path / "tuned", 3, messages,
                 warm_start_from=source.output_dir,
                 warm_start_optimizer=True)
  report = run.warm_start.apply(run.model, run.optimizer, log=messages.append)
  assert report.rows == {} and report.optimizer
  expected = _by_path(source.model.trainable_variables)
  for path, value in _by_path(run.model.trainable_variables).items():
    np.testing.assert_array_equal(value, expected[path])
  # Adam's moments, out of the source's LossScaleOptimizer.
  old, new = source.optimizer.inner_optimizer, run.optimizer
  for variable in run.model.trainable_variables:
    twin = next(v for v in source.model.trainable_variables
                if v.path == variable.path)
    for slots, old_slots in ((new._momentums, old._momentums),
                             (new._velocities, old._velocities)):
      np.testing.assert_array_equal(
          slots[new._get_variable_index(variable)].numpy(),
          old_slots[old._get_variable_index(twin)].numpy())
  assert run.step == 0  # A fresh schedule.

  run.train()
  assert run.step == 3
  assert any(m.startswith(f"warm start from {source.checkpoints.rolling.latest_checkpoint}"
                          ": 35 model variables and Adam's moments copied")
             for m in messages), messages
  # Its data comes from its own start, as a run without a warm start: its
  # position is that of a fresh pipeline's third batch (one an update).
  fresh = problem.train_pipeline(DataPlan(data_dir, run.run.plan.hparams))
  batches = fresh.batches()
  for _ in range(3):
    batch = next(batches)
  fresh.close()
  np.testing.assert_array_equal(run.checkpoints.data_position.numpy(),
                                batch["position"])
  with open(output_dir_lib.hparams_path(str(tmp_path / "tuned")),
            encoding="utf-8") as f:
    assert json.load(f)["train"]["warm_start_from"] == source.output_dir
  # Restarted, the run resumes its own checkpoint, not the source's.
  again = []
  resumed = _trainer(problem, data_dir, tmp_path / "tuned", 6, again,
                     warm_start_from=source.output_dir)
  resumed.train()
  assert any("not applied: resuming this run's own checkpoint" in m
             for m in again)
  assert resumed.step == 6


def test_a_vocabulary_with_other_tokens_is_refused_or_mapped_by_token(
    source_run, tmp_path):
  source, source_data, _ = source_run
  # Words w15..w44: half the source's, half new; ids in another order.
  problem, data_dir = _problem(
      tmp_path, _lines(np.random.default_rng(2), (15, 45), 200))
  with pytest.raises(warm_start.WarmStartError) as refused:
    _trainer(problem, data_dir, tmp_path / "exact", 3,
             warm_start_from=source.output_dir)
  message = str(refused.value)
  assert (f"the vocabulary of {source.output_dir}/setup" in message and
          "--warm_start_vocab=by_token" in message and
          "15 tokens only here" in message), message

  run = _trainer(problem, data_dir, tmp_path / "mapped", 3,
                 warm_start_from=source.output_dir,
                 warm_start_vocab="by_token")
  fresh = _by_path(run.model.trainable_variables)[EMBEDDING]
  messages = []
  report = run.warm_start.apply(run.model, log=messages.append)
  new_vocab = run.run.data.setup.vocabularies.tgt
  old_vocab = warm_start.find_source(source.output_dir).vocabularies.tgt
  old_rows = _by_path(source.model.trainable_variables)[EMBEDDING]
  rows = _by_path(run.model.trainable_variables)[EMBEDDING]
  shared = [t for t in new_vocab.tokens if t in old_vocab]
  assert {"<pad>", "w15", "w29"} <= set(shared) and "w40" not in shared
  for token in new_vocab.tokens:
    [new_id] = new_vocab.ids([token])
    if token in old_vocab:
      np.testing.assert_array_equal(rows[new_id],
                                    old_rows[old_vocab.ids([token])[0]])
    else:  # A new token keeps this run's own initialization.
      np.testing.assert_array_equal(rows[new_id], fresh[new_id])
  counts = report.rows[EMBEDDING]
  assert counts == {"copied": len(shared),
                    "new": len(new_vocab) - len(shared),
                    "dropped": len(old_vocab) - len(shared)}
  assert f"{counts['new']} new tokens initialized fresh" in messages[0]
  # Not trained here: a run warm-started by token trains on (through
  # dyn-trainer --warm_start_vocab=by_token, to its step-4 best checkpoint)
  # in back_translation_test's test_the_back_translation_loop.


def test_another_model_shape_or_no_checkpoint_is_refused(source_run,
                                                         tmp_path):
  source, data_dir, problem = source_run
  with pytest.raises(warm_start.WarmStartError,
                     match="another model shape: hidden_size=32 there, 16 "
                           "here; filter_size=64 there, 32 here"):
    _trainer(problem, data_dir, tmp_path / "small", 3,
             hparams=TINY.replace("hidden_size=32,filter_size=64",
                                  "hidden_size=16,filter_size=32"),
             warm_start_from=source.output_dir)
  with pytest.raises(warm_start.WarmStartError, match="no checkpoint there"):
    _trainer(problem, data_dir, tmp_path / "none", 3,
             warm_start_from=str(tmp_path))
  # A checkpoint prefix works as well as its run's dir.
  prefix = source.checkpoints.rolling.latest_checkpoint
  assert warm_start.find_source(prefix).checkpoint == prefix
