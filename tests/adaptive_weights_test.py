"""Adaptive task weights from validation losses (meta.train.adaptive_weights):
the stated rule, its timing in the pipeline, and exact resume."""

import dataclasses
import threading

import numpy as np
import pytest

from t2t_dyn.batches.data_plan import DataPlan
from t2t_dyn.config import data_config
from t2t_dyn.hparams.data_hparams import DataHParams
from t2t_dyn.mixing import adaptive_weights as aw
from t2t_dyn.mixing import validation_feed
from t2t_dyn.test_utils import (build_problem, resumed_copy, tiny_trainer,
                                write_lines)

HP = DataHParams(batch_size=256, max_length=32, window_size=64,
                          seed=3)


def _config(tmp_path, adaptive=None, **train):
  rng = np.random.default_rng(0)
  for name, n in (("a", 200), ("b", 80)):
    write_lines(tmp_path / name, [
        " ".join(f"{name}{rng.integers(20)}" for _ in range(rng.integers(2, 7)))
        for _ in range(n)])
  adaptive = adaptive or {
      "tasks": {"lrl": {"valid": "dev_lrl", "target_loss": 1.0}},
      "power": 1.0, "min_weight": 0.1, "max_weight": 0.8}
  return {
      "meta": {"train": {"adaptive_weights": adaptive, **train}},
      "tasks": {
          "hrl": {"weight": 3.0, "inputs": {"x": {"src": "a", "tgt": "a"}}},
          "lrl": {"weight": 1.0, "inputs": {"x": {"src": "b", "tgt": "b"}}},
          "dev_hrl": {"split": "valid", "n_shards": 1,
                      "inputs": {"x": {"src": "a", "tgt": "a"}}},
          "dev_lrl": {"split": "valid", "n_shards": 1,
                      "inputs": {"x": {"src": "b", "tgt": "b"}}}}}


SPEC = aw.AdaptiveSpec(((1, "dev_lrl", 2.0),), power=2.0)


def test_factor_is_the_loss_ratio_to_the_power_at_least_one():
  # 3.0 / 2.0 = 1.5, squared: 2.25; at or below the target: 1.
  np.testing.assert_allclose(
      aw.factors_from_losses(SPEC, {"dev_lrl": 3.0}, 2), [1.0, 2.25])
  np.testing.assert_allclose(
      aw.factors_from_losses(SPEC, {"dev_lrl": 1.2}, 2), [1.0, 1.0])
  with pytest.raises(KeyError, match="dev_lrl"):
    aw.factors_from_losses(SPEC, {"dev_hrl": 3.0}, 2)


def test_bounds_hold_listed_tasks_and_rescale_the_rest():
  np.testing.assert_allclose(aw.bounded([0.9, 0.1], [1], 0.2, 1.0),
                             [0.8, 0.2])
  np.testing.assert_allclose(aw.bounded([0.1, 0.9], [1], 0.0, 0.6),
                             [0.4, 0.6])
  # Two listed tasks pushed to their bounds; the unlisted one takes the rest.
  np.testing.assert_allclose(aw.bounded([0.05, 0.05, 0.9], [0, 1], 0.2, 0.5),
                             [0.2, 0.2, 0.6])
  # A task the schedule turned off stays off.
  np.testing.assert_allclose(aw.bounded([0.0, 1.0], [0], 0.2, 1.0),
                             [0.0, 1.0])


def test_pipeline_waits_for_the_evaluation_it_needs():
  feed = validation_feed.ValidationFeed(eval_every=4)
  weights = aw.AdaptiveWeights(SPEC, 2, feed)
  np.testing.assert_allclose(weights.factors_at(3), [1, 1])  # No eval yet.
  got = []
  reader = threading.Thread(target=lambda: got.append(weights.factors_at(5)))
  reader.start()
  reader.join(0.3)
  assert reader.is_alive() and not got  # Step 5 needs the evaluation at 4.
  feed.record(4, {"loss/dev_lrl": 3.0})
  reader.join(5)
  np.testing.assert_allclose(got[0], [1.0, 2.25])
  def wait_for_step_9():
    try:
      got.append(weights.factors_at(9))
    except validation_feed.Closed:
      got.append("closed")
  late = threading.Thread(target=wait_for_step_9)
  late.start()
  feed.close()
  late.join(5)
  assert not late.is_alive() and got[1] == "closed"


def test_windows_use_the_factors_of_the_last_evaluation_before_them(tmp_path):
  problem, data_dir = build_problem(tmp_path, _config(tmp_path))
  feed = validation_feed.ValidationFeed(eval_every=3)
  for step in (3, 6, 9, 12):  # Without these, windows from step 6 would wait.
    feed.record(step, {"loss/dev_lrl": 2.5, "loss/dev_hrl": 1.0})
  batches = problem.train_pipeline(
      DataPlan(data_dir, HP), validation=feed).batches()
  # Base 3:1 -> 0.75, 0.25; lrl x 2.5 -> 0.75, 0.625 -> normalized
  # 0.5455, 0.4545 (inside [0.1, 0.8]).
  after = np.array([0.75, 0.625]) / 1.375
  steps = set()
  for update in range(40):  # One batch an update.
    batch = next(batches)
    step = int(batch["step"])
    steps.add(step)
    if step >= 6:
      break
    expected = [0.75, 0.25] if step < 3 else after
    np.testing.assert_allclose(batch["mix_weights"], expected, rtol=1e-6)
    # Windows are cut at evaluations: a batch's factors are those of the
    # last evaluation before the update that consumes it (one batch late at
    # most).
    assert step // 3 in (update // 3, (update - 1) // 3)
  assert min(steps) < 3 <= max(steps)


def _trainer(problem, data_dir, out, steps, messages=None):
  return tiny_trainer(problem, data_dir, out, steps, messages, data=HP,
                      eval_every=2)


@pytest.mark.slow(reason="trains a tiny model twice")
def test_trainer_adapts_and_resumes_with_the_same_weights(tmp_path):
  problem, data_dir = build_problem(tmp_path, _config(tmp_path))
  messages = []
  straight = _trainer(problem, data_dir, tmp_path / "straight", 6, messages)
  straight.train()
  history = straight.feed.history()
  assert [e.step for e in history] == [2, 4, 6]
  evals = [m for m in messages if " eval " in m]
  loss = float(evals[0].split("dev_lrl=")[1].split()[0])
  assert history[0].figures["loss/dev_lrl"] == pytest.approx(loss, abs=1e-4)
  # Target 1.0, power 1: the factor is the loss itself once above 1.
  assert (f"step 2 adaptive factors hrl=1.00 lrl={max(loss, 1.0):.2f}"
          in messages)
  # Stopped after its step-3 checkpoint, as a run of 3 updates stops
  # (trainer_test stops one for real, its last evaluation off the
  # schedule), and resumed: the evaluation in the checkpoint sets the
  # weights of the windows after it.
  resumed_copy(str(tmp_path / "straight"), str(tmp_path / "resumed"), 3)
  resumed_log = []
  resumed = _trainer(problem, data_dir, tmp_path / "resumed", 6, resumed_log)
  resumed.train()
  assert any(m.startswith("restored ") and m.endswith("ckpt-3 at step 3")
             for m in resumed_log), resumed_log
  assert resumed.feed.history() == history
  np.testing.assert_array_equal(resumed.checkpoints.data_position.numpy(),
                                straight.checkpoints.data_position.numpy())
  for a, b in zip(resumed.model.trainable_variables,
                  straight.model.trainable_variables):
    np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("adaptive, message", [
    ({"tasks": {"xx": {"valid": "dev_lrl", "target_loss": 1}}},
     "meta.train.adaptive_weights.tasks.xx: not a training task"),
    ({"tasks": {"lrl": {"valid": "lrl", "target_loss": 1}}},
     "meta.train.adaptive_weights.tasks.lrl.valid: 'lrl' is not a "
     "validation task"),
    ({"tasks": {"lrl": {"valid": "dev_lrl", "target_loss": 0}}},
     "meta.train.adaptive_weights.tasks.lrl.target_loss: expected a "
     "positive"),
    ({"tasks": {"lrl": {"valid": "dev_lrl", "target_loss": 1}},
      "min_weight": 0.9, "max_weight": 0.5},
     "meta.train.adaptive_weights.min_weight: 0.9 is above max_weight"),
    ({"tasks": {"lrl": {"valid": "dev_lrl", "target_loss": 1}}, "pow": 2},
     "meta.train.adaptive_weights.pow: unknown key"),
])
def test_adaptive_mistakes_are_named(tmp_path, adaptive, message):
  with pytest.raises(data_config.DataConfigError, match=message):
    data_config.load_data_config(_config(tmp_path, adaptive),
                                 base_dir=str(tmp_path))


def test_a_plan_neither_waits_nor_adapts_but_cuts_at_evaluations(tmp_path):
  # dyn-debug --schedule plans with factors of 1: no evaluation comes, and
  # the windows still end at the trainer's evaluations.
  problem, data_dir = build_problem(tmp_path, _config(tmp_path))
  planned = validation_feed.ValidationFeed(eval_every=4, planning=True)
  train = problem.train_pipeline(
      DataPlan(data_dir, dataclasses.replace(HP, window_size=512)),
      validation=planned)
  batches = train.batches()
  for update in range(20):
    batch = next(batches)
    np.testing.assert_allclose(batch["mix_weights"], [0.75, 0.25], rtol=1e-6)
    assert int(batch["step"]) // 4 in (update // 4, (update - 1) // 4)
  assert train.statistics()["windows_cut_at_switches"] >= 1
