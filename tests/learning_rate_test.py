"""Tests for t2t_dyn.training.learning_rate against Tensor2Tensor's
learning_rate module."""

import dataclasses

import keras
import numpy as np
import pytest
import tensorflow.compat.v1 as tf1

from tensor2tensor.utils import hparam as t2t_hparam
from tensor2tensor.utils import learning_rate as t2t_learning_rate

from t2t_dyn.hparams import model_hparams
from t2t_dyn.training import learning_rate
from t2t_dyn.training import optimize

STEPS = (0, 1, 50, 99, 100, 101, 250, 399, 400, 1000)


def _hparams(schedule, **overrides):
  settings = dict(
      learning_rate_schedule=schedule, learning_rate_constant=2.0,
      learning_rate_warmup_steps=100, hidden_size=64,
      learning_rate_decay_steps=150, train_steps=400,
      learning_rate_decay_rate=0.5, learning_rate=0.1)
  settings.update(overrides)
  return dataclasses.replace(model_hparams.ModelHParams(), **settings)


def _tensor2tensor_rate(hparams, step, optimizer="adam", accumulate=0):
  values = dataclasses.asdict(hparams)
  t2t = t2t_hparam.HParams(
      optimizer=optimizer, optimizer_multistep_accumulate_steps=accumulate,
      **{k: values[k] for k in (
          "learning_rate_schedule", "learning_rate_constant",
          "learning_rate_warmup_steps", "hidden_size",
          "learning_rate_decay_steps", "train_steps",
          "learning_rate_decay_rate", "learning_rate_decay_staircase",
          "learning_rate_decay_scheme", "learning_rate")})
  tf1.train.get_or_create_global_step().assign(step)
  return float(t2t_learning_rate.learning_rate_schedule(t2t))


@pytest.mark.parametrize("schedule,overrides", [
    ("constant*linear_warmup*rsqrt_decay*rsqrt_hidden_size", {}),
    ("constant*linear_warmup*rsqrt_decay", {}),
    ("constant*rsqrt_normalized_decay", {}),
    ("constant*linear_warmup*linear_decay", {}),
    ("constant*linear_warmup*cosdecay", {}),
    ("constant*single_cycle_cos_decay", {}),
    ("multi_cycle_cos_decay*rsqrt_hidden_size", {}),
    ("constant*exp_decay", {}),
    ("constant*exp_decay", {"learning_rate_decay_staircase": True}),
    ("legacy", {}),
    ("legacy", {"learning_rate_decay_scheme": "none"}),
    ("legacy", {"learning_rate_decay_scheme": "exp"}),
    ("legacy", {"learning_rate_decay_scheme": "exp",
                "learning_rate_decay_staircase": True}),
    ("legacy", {"learning_rate_decay_scheme": "sqrt"}),
])
def test_schedules_equal_tensor2tensors(schedule, overrides):
  hparams = _hparams(schedule, **overrides)
  ours = learning_rate.LearningRateSchedule.from_hparams(hparams)
  for step in STEPS:
    assert float(ours(step)) == pytest.approx(
        _tensor2tensor_rate(hparams, step), rel=1e-5), (schedule, step)


@pytest.mark.parametrize("optimizer,accumulate,schedule", [
    ("Adam", 0, "legacy"),  # Its "adam" test is case-sensitive: no 0.002.
    ("adafactor", 0, "legacy"),
    ("true_adam", 0, "legacy"),
    ("adam", 4, "constant*linear_warmup*rsqrt_decay"),  # Step / 4.
    ("adam", 4, "legacy"),
])
def test_the_optimizer_scales_and_slows_the_schedule_as_in_tensor2tensor(
    optimizer, accumulate, schedule):
  from t2t_dyn.utils import hparam  # pylint: disable=g-import-not-at-top
  values = dataclasses.asdict(_hparams(schedule))
  t2t_values = {model_hparams._T2T_NAMES.get(k, k): v
                for k, v in values.items() if k != "model"}
  t2t_values.update(optimizer=optimizer,
                    optimizer_multistep_accumulate_steps=accumulate)
  from t2t_dyn.models import transformer  # pylint: disable=g-import-not-at-top
  base = transformer.transformer_base()
  for name, value in t2t_values.items():
    if name in base:
      setattr(base, name, value)
  hparams = model_hparams.from_hparams(base, "test").model
  assert hparams.learning_rate_schedule == schedule
  ours = learning_rate.LearningRateSchedule.from_hparams(
      dataclasses.replace(hparams, hidden_size=64, train_steps=400))
  for step in STEPS:
    assert float(ours(step)) == pytest.approx(_tensor2tensor_rate(
        _hparams(schedule), step, optimizer, accumulate), rel=1e-5), step


def test_schedule_serializes_and_refuses_unknown_factors():
  schedule = learning_rate.LearningRateSchedule.from_hparams(
      _hparams("constant*linear_warmup"))
  restored = keras.saving.deserialize_keras_object(
      keras.saving.serialize_keras_object(schedule))
  assert restored.get_config() == schedule.get_config()
  with pytest.raises(ValueError, match="unknown factor 'warmup'"):
    learning_rate.LearningRateSchedule.from_hparams(
        _hparams("constant*warmup"))
  with pytest.raises(ValueError, match="needs train_steps"):
    learning_rate.LearningRateSchedule.from_hparams(
        _hparams("linear_decay", train_steps=0))


def _adam(gradients, rate, beta1=0.9, beta2=0.997, epsilon=1e-9):
  """Adam's updates of a variable starting at 0 (Keras' formulation)."""
  value = m = v = np.zeros(3)
  for t, g in enumerate(gradients, 1):
    m = m + (g - m) * (1 - beta1)
    v = v + (g * g - v) * (1 - beta2)
    alpha = rate * np.sqrt(1 - beta2 ** t) / (1 - beta1 ** t)
    value = value - alpha * m / (np.sqrt(v) + epsilon)
  return value


def test_optimizer_is_adam_on_gradients_clipped_to_clip_grad_norm():
  hparams = _hparams("constant", learning_rate_constant=0.5,
                     clip_grad_norm=1.0)
  optimizer = optimize.make_optimizer(hparams)
  variable = keras.Variable(np.zeros(3, np.float32))
  optimizer.build([variable])
  big, small = np.array([30.0, 40.0, 0.0]), np.array([0.3, 0.4, 0.0])
  for gradient in (big, small):
    optimizer.apply_gradients([(gradient.astype(np.float32), variable)])
  clipped = _adam([big / 50.0, small], 0.5)
  np.testing.assert_allclose(variable.numpy(), clipped, rtol=1e-5)
  assert not np.allclose(clipped, _adam([big, small], 0.5), rtol=1e-3)
