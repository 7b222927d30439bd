"""Tensor2Tensor's optimizer names in hparams (training.optimize): adam_w
(contrib's AdamWOptimizer: decay not scaled by the learning rate),
weight_decay's L2 term for every optimizer (biases excepted), and an
optimizer a usr dir registers; computed against the formulas, and adam_w
trains through the trainer."""

import dataclasses

import keras
import numpy as np
import pytest

from t2t_dyn.hparams import model_hparams
from t2t_dyn.hparams.model_hparams import ModelHParams
from t2t_dyn.test_utils import TINY_HPARAMS, build_problem, tiny_trainer
from t2t_dyn.test_utils import write_lines
from t2t_dyn.training import optimize
from t2t_dyn.utils import registry

RATE, DECAY = 0.1, 0.01
BETA1, BETA2, EPSILON = 0.9, 0.997, 1e-9


def _hparams(**values) -> ModelHParams:
  return dataclasses.replace(
      ModelHParams(), learning_rate_schedule="constant",
      learning_rate_constant=RATE, **values)


def _adam_step(value, gradient):
  """The first Adam update of `value` (Keras' formulation)."""
  m, v = (1 - BETA1) * gradient, (1 - BETA2) * gradient * gradient
  alpha = RATE * np.sqrt(1 - BETA2) / (1 - BETA1)
  return value - alpha * m / (np.sqrt(v) + EPSILON)


def _one_update(hparams, gradient, value, name="dense/kernel"):
  optimizer = optimize.make_optimizer(hparams)
  with keras.name_scope(name.rsplit("/", 1)[0]):
    variable = keras.Variable(value.astype(np.float32),
                              name=name.rsplit("/", 1)[1])
  optimizer.build([variable])
  optimizer.apply_gradients([(gradient.astype(np.float32), variable)])
  return variable.numpy()


def test_adam_w_in_a_set_converts_and_is_read():
  converted = model_hparams.from_set(
      "transformer_tiny", "optimizer=adam_w,weight_decay=0.01")
  assert converted.model.optimizer == "adam_w"
  assert converted.model.weight_decay == 0.01
  assert "weight_decay=0.01" not in converted.no_effect
  # T2T's CamelCase spelling reads the same.
  assert model_hparams.from_set(
      "transformer_tiny", "optimizer=AdamW").model.optimizer == "adam_w"


def test_adam_w_decays_unscaled_then_steps_adam_on_l2_gradients():
  value, gradient = np.array([1.0, -2.0, 0.5]), np.array([0.3, 0.1, -0.2])
  got = _one_update(_hparams(optimizer="adam_w", weight_decay=DECAY),
                    gradient, value)
  # T2T: loss + weight_decay * l2_loss (gradient + DECAY * v), and AdamW's
  # v - DECAY * v before the update, the decay not times the rate.
  expected = _adam_step(value - DECAY * value, gradient + DECAY * value)
  np.testing.assert_allclose(got, expected, rtol=1e-5)


def test_weight_decay_skips_biases_in_the_l2_term_only():
  value, gradient = np.array([1.0, -2.0, 0.5]), np.array([0.3, 0.1, -0.2])
  got = _one_update(_hparams(optimizer="adam_w", weight_decay=DECAY),
                    gradient, value, name="dense/bias")
  np.testing.assert_allclose(got, _adam_step(value - DECAY * value,
                                             gradient), rtol=1e-5)


def test_weight_decay_adds_the_l2_term_to_adams_gradients():
  value, gradient = np.array([1.0, -2.0, 0.5]), np.array([0.3, 0.1, -0.2])
  got = _one_update(_hparams(optimizer="adam", weight_decay=DECAY),
                    gradient, value)
  np.testing.assert_allclose(got, _adam_step(value, gradient + DECAY * value),
                             rtol=1e-5)
  # Without weight_decay: plain Adam.
  plain = _one_update(_hparams(optimizer="adam"), gradient, value)
  np.testing.assert_allclose(plain, _adam_step(value, gradient), rtol=1e-5)


@pytest.fixture(name="registered_optimizer")
def fixture_registered_optimizer():
  @registry.register_optimizer("my_sgd")
  def my_sgd(learning_rate, hparams):
    del hparams
    return keras.optimizers.SGD(learning_rate)

  @registry.register_optimizer("my_tf1_optimizer")
  def my_tf1_optimizer(learning_rate, hparams):
    del learning_rate, hparams
    return object()

  yield
  registry.Registries.optimizers.remove("my_sgd")
  registry.Registries.optimizers.remove("my_tf1_optimizer")


def test_a_registered_optimizer_is_called_with_the_schedule(
    registered_optimizer):
  del registered_optimizer
  converted = model_hparams.from_set("transformer_tiny",
                                     "optimizer=my_sgd,clip_grad_norm=1.0")
  optimizer = optimize.make_optimizer(converted.model)
  assert isinstance(optimizer, keras.optimizers.SGD)
  assert optimizer.global_clipnorm == 1.0
  hparams = dataclasses.replace(converted.model,
                                optimizer="my_tf1_optimizer")
  with pytest.raises(TypeError, match="my_tf1_optimizer.*Keras optimizer"):
    optimizer = optimize.make_optimizer(hparams)


def test_an_unknown_optimizer_is_refused_naming_adam_w():
  with pytest.raises(model_hparams.HParamsError,
                     match="optimizer='momentum'.*adam_w"):
    model_hparams.from_set("transformer_tiny", "optimizer=momentum")


@pytest.mark.slow(reason="trains a tiny Transformer 3 updates")
def test_adam_w_trains_through_the_trainer(tmp_path):
  rng = np.random.default_rng(0)
  write_lines(tmp_path / "copy.txt", [
      " ".join(f"w{rng.integers(20)}" for _ in range(rng.integers(2, 6)))
      for _ in range(100)])
  problem, data_dir = build_problem(tmp_path, {"tasks": {"copy": {
      "inputs": {"x": {"src": "copy.txt", "tgt": "copy.txt"}}}}})
  messages = []
  trainer = tiny_trainer(
      problem, data_dir, tmp_path / "out", 3, messages, eval_every=0,
      hparams=TINY_HPARAMS + ",optimizer=adam_w,weight_decay=0.01")
  assert type(trainer.optimizer).__name__ == "AdamWWithL2"
  figures = trainer.train()
  assert trainer.step == 3 and np.isfinite(figures["loss"])
