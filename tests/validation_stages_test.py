"""Stages that end on validation: Keras' EarlyStopping rule (checked against
keras itself), the switch at the evaluation that ends the stage, the
trainer resuming exactly, config mistakes, and the plan's wording."""

import json

import keras
import numpy as np
import pytest

from t2t_dyn import test_programs
from t2t_dyn.batches.data_plan import DataPlan
from t2t_dyn.batches.pipeline_state import PipelineState
from t2t_dyn.config import data_config
from t2t_dyn.config import stage_specs
from t2t_dyn.hparams.data_hparams import DataHParams
from t2t_dyn.mixing import validation_feed
from t2t_dyn.test_utils import build_problem, tiny_trainer, write_lines

HP = DataHParams(batch_size=256, max_length=40, window_size=256,
                          seed=5)


def _keras_stop_epoch(values, patience, min_delta, mode):
  """The epoch at which keras.callbacks.EarlyStopping stops, or None."""
  class _Model:
    stop_training = False
  callback = keras.callbacks.EarlyStopping(
      monitor="val", patience=patience, min_delta=min_delta, mode=mode)
  model = _Model()
  callback.set_model(model)
  callback.on_train_begin()
  for epoch, value in enumerate(values):
    callback.on_epoch_end(epoch, {"val": value})
    if model.stop_training:
      return epoch
  return None


@pytest.mark.parametrize("metric", ["loss", "chrf"])
def test_patience_rule_is_keras_early_stopping(metric):
  rng = np.random.default_rng(3)
  for _ in range(300):
    values = [float(v) for v in rng.integers(0, 6, rng.integers(1, 10)) * 0.5]
    patience = int(rng.integers(1, 4))
    min_delta = float(rng.choice([0.0, 0.5, 0.7]))
    until = stage_specs.ValidationUntil(f"{metric}/dev", patience=patience,
                                       min_delta=min_delta)
    evaluations = [validation_feed.Evaluation(2 * (i + 1),
                                              {f"{metric}/dev": v})
                   for i, v in enumerate(values)]
    ours = next((i for i in range(len(values))
                 if until.ended(evaluations[:i + 1])), None)
    theirs = _keras_stop_epoch(values, patience, min_delta,
                               "min" if metric == "loss" else "max")
    assert ours == theirs, (values, patience, min_delta)


def test_reaches_ends_at_the_first_evaluation_at_or_past_the_value():
  until = stage_specs.ValidationUntil("loss/dev", reaches=2.0)
  history = [validation_feed.Evaluation(s, {"loss/dev": v})
             for s, v in ((2, 3.0), (4, 2.0), (6, 1.0))]
  assert not until.ended(history[:1])
  assert until.ended(history[:2])  # Exactly at the value.
  bleu = stage_specs.ValidationUntil("bleu/dev", reaches=20.0)
  assert bleu.ended([validation_feed.Evaluation(2, {"bleu/dev": 20.0})])
  assert not bleu.ended([validation_feed.Evaluation(2, {"bleu/dev": 19.9})])


def _config(tmp_path, until):
  rng = np.random.default_rng(1)
  for name, n in (("a", 300), ("b", 100)):
    write_lines(tmp_path / name, [
        " ".join(f"{name}{rng.integers(30)}"
                 for _ in range(rng.integers(2, 8))) for _ in range(n)])
  return {
      "meta": {"train": {"stages": [
          {"name": "pretrain", "weights": {"hrl": 1.0}, "until": until},
          {"name": "mix", "weights": {"hrl": 0.5, "lrl": 0.5}}]}},
      "tasks": {
          "hrl": {"inputs": {"x": {"src": "a", "tgt": "a"}}},
          "lrl": {"inputs": {"x": {"src": "b", "tgt": "b"}}},
          "dev": {"split": "valid", "n_shards": 1,
                  "inputs": {"x": {"src": "b", "tgt": "b"}}}}}


def test_the_stage_switches_at_the_evaluation_that_ends_it(tmp_path):
  problem, data_dir = build_problem(
      tmp_path, _config(tmp_path, {"validation": "dev", "patience": 2}))
  feed = validation_feed.ValidationFeed(eval_every=2)
  # Best at step 4; 6 and 8 do not improve: the stage ends at step 8.
  for step, loss in ((2, 3.0), (4, 2.9), (6, 2.95), (8, 2.9), (10, 1.0)):
    feed.record(step, {"loss/dev": loss})
  batches = problem.train_pipeline(
      DataPlan(data_dir, HP), validation=feed).batches()
  stage_at = {}
  for _ in range(60):
    batch = next(batches)
    step = int(batch["step"])
    state = PipelineState.from_vector(batch["position"])
    stage_at.setdefault(step, set()).add(state.stage.index)
    if step > 10:
      break
  # Windows are cut at evaluations: no window drawn before step 8 is in
  # the mix, every window drawn at step 8 or later is (one batch late at
  # most, the batch of the update that crosses it).
  assert all(stage_at[s] == {0} for s in stage_at if s < 8)
  assert all(stage_at[s] == {1} for s in stage_at if s >= 9)
  switch = min(s for s in stage_at if 1 in stage_at[s])
  assert switch in (8, 9)
  assert PipelineState.from_vector(
      batch["position"]).stage.start_step == switch


def _trainer(problem, data_dir, out, steps, messages=None, **options):
  return tiny_trainer(problem, data_dir, out, steps, messages, data=HP,
                      **{"eval_every": 2, **options})


def test_a_stage_on_a_metric_not_computed_or_without_evaluations_is_refused(
    tmp_path):
  """A trainer refuses a validation stage it cannot follow. (The trainer
  ending a stage on validation and resuming exactly: stages_test's
  test_trainer_runs_stages_and_resumes_exactly, whose middle stage ends
  on validation.)"""
  (tmp_path / "chrf").mkdir()
  chrf, data_dir = build_problem(tmp_path / "chrf", _config(
      tmp_path / "chrf", {"validation": "dev", "metric": "chrf",
                          "patience": 1}))
  with pytest.raises(ValueError, match=r"stages\[0\].until .* ends on "
                                       r"chrf/dev, which this run does not "
                                       r"compute"):
    _trainer(chrf, data_dir, tmp_path / "chrf_run", 2)
  with pytest.raises(ValueError, match="follows the evaluations"):
    _trainer(chrf, data_dir, tmp_path / "x", 2, eval_every=0)


@pytest.mark.parametrize("until, message", [
    ({"validation": "lrl", "patience": 2},
     r"until.validation: 'lrl' is not a validation task \(known: dev\)"),
    ({"validation": "dev"}, "expected patience: N"),
    ({"validation": "dev", "patience": 2, "reaches": 1.0}, "one of them"),
    ({"validation": "dev", "patience": 0}, "patience: expected a positive"),
    ({"validation": "dev", "metric": "ter", "patience": 1},
     "metric: expected one of loss, bleu, chrf"),
    ({"validation": "dev", "patience": 1, "wait": 3}, "wait: unknown key"),
])
def test_validation_until_mistakes_are_named(tmp_path, until, message):
  with pytest.raises(data_config.DataConfigError, match=message):
    data_config.load_data_config(_config(tmp_path, until),
                                 base_dir=str(tmp_path))


def test_the_plan_says_the_stage_ends_on_validation(tmp_path):
  problem, data_dir = build_problem(tmp_path, _config(
      tmp_path, {"validation": "dev", "metric": "chrf", "patience": 3,
                 "min_delta": 0.5}))
  config_path = tmp_path / "config.json"
  config_path.write_text(json.dumps(problem.get_data_config().raw))
  result = test_programs.run(
      "dyn_debug", "--problem=dyn_translate", f"--data_config={config_path}",
      f"--data_dir={data_dir}", "--schedule=20", "--local_eval_frequency=5",
      "--hparams_set=transformer_tiny", "--hparams=batch_size=256")
  assert result.returncode == 0, result.stderr
  assert ("stage pretrain: on validation: after 3 evaluations without "
          "chrf/dev improving by more than 0.5") in result.stdout
  assert "a stage that ends on validation goes on in this plan" in (
      result.stdout)
