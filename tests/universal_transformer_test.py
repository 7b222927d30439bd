"""Tensor2Tensor's Universal Transformer (models.research): its sets equal
Tensor2Tensor's, the model applies one shared layer num_rec_steps times
and trains, refuses the recurrences it does not implement; dyn-trainer
trains the name as its Keras twin."""

import types

import numpy as np
import pytest
import tensorflow as tf

import t2t_reference
from t2t_dyn.hparams import hparams_families
from t2t_dyn.models import model_builder
from t2t_dyn.models.research import universal_transformer
from t2t_dyn.utils import hparam

SETS = ("universal_transformer_base", "universal_transformer_big",
        "universal_transformer_base_fp16", "universal_transformer_small",
        "universal_transformer_tiny", "transformer_teeny",
        "universal_transformer_teeny", "universal_transformer_tall",
        "universal_transformer_step_sinusoid_timing_tiny",
        "adaptive_universal_transformer_base",
        "adaptive_universal_transformer_small",
        "adaptive_universal_transformer_tiny",
        "adaptive_universal_transformer_tall",
        "adaptive_universal_transformer_tall_actlossw0",
        "adaptive_universal_transformer_tall_actlossw001",
        "adaptive_universal_transformer_base_dropout03",
        "adaptive_universal_transformer_base_dropout05")


@pytest.mark.parametrize("name", SETS)
def test_the_sets_are_tensor2tensors(name):
  sets = t2t_reference.transformer_sets()
  theirs = t2t_reference.functions(
      "models/research/universal_transformer",
      SETS + ("update_hparams_for_universal_transformer",),
      {"transformer": types.SimpleNamespace(**sets)})
  assert (getattr(universal_transformer, name)().values() ==
          theirs[name]().values())


def _model(steps=3, **values):
  hparams = universal_transformer.universal_transformer_tiny()
  hparams.override_from_dict(dict(hidden_size=16, filter_size=32,
                                  num_heads=2, num_rec_steps=steps,
                                  layer_prepostprocess_dropout=0.0,
                                  **values))
  problem = hparam.HParams(
      modality={"inputs": "symbol", "targets": "symbol"},
      vocab_size={"inputs": 10, "targets": 10}, loss_multiplier=1.0,
      target_space_id=1)
  return universal_transformer.UniversalTransformer(hparams,
                                                    problem_hparams=problem)


@pytest.mark.slow(reason="trains a tiny Universal Transformer a few steps")
def test_one_shared_layer_per_stack_trains():
  rng = np.random.default_rng(0)
  batch = {"inputs": rng.integers(1, 10, (4, 5, 1, 1)),
           "targets": rng.integers(1, 10, (4, 5, 1, 1))}
  two, four = _model(2), _model(4)
  two(batch)
  logits, _ = four(batch)
  assert logits.shape == (4, 5, 1, 1, 10)
  # More steps, the same layers: only the learned step signal grows.
  assert len(two.trainable_variables) == len(four.trainable_variables)
  optimizer = tf.keras.optimizers.Adam(0.01)
  first = None
  for _ in range(12):
    with tf.GradientTape() as tape:
      _, losses = two(batch)
    variables = two.trainable_variables
    optimizer.apply_gradients(zip(
        tape.gradient(losses["training"], variables), variables))
    first = first or float(losses["training"])
  assert float(losses["training"]) < 0.7 * first


def test_recurrences_not_implemented_are_refused_by_name():
  with pytest.raises(ValueError, match="recurrence_type='act'.*'basic'"):
    _model(recurrence_type="act")
  with pytest.raises(ValueError, match="add_or_concat_timing_signal"):
    _model(add_or_concat_timing_signal="concat")


def test_dyn_trainer_trains_its_keras_twin():
  # The T2TModel's name is also dyn-trainer's Keras Universal Transformer
  # (tests/universal_transformer_seq2seq_test.py).
  model_builder.load_models()
  assert (hparams_families.family("universal_transformer") is
          hparams_families.UNIVERSAL_TRANSFORMER)


def test_importing_the_module_registers_the_model():
  from t2t_dyn.utils import registry  # pylint: disable=g-import-not-at-top
  assert "universal_transformer" in registry.list_models()
  assert (registry.model("universal_transformer") is
          universal_transformer.UniversalTransformer)
