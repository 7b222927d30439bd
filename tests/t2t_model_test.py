"""Tensor2Tensor's T2TModel here (utils.t2t_model): a user's subclass
registers, takes T2T's constructor and hparams handling, runs bottom ->
body -> top -> loss with T2T's feature layouts, trains in TensorFlow 2
code, and dyn-trainer refuses it naming the models it trains."""

import numpy as np
import pytest
import tensorflow as tf

from t2t_dyn.hparams import hparams_families
from t2t_dyn.models import transformer
from t2t_dyn.utils import hparam
from t2t_dyn.utils import registry
from t2t_dyn.utils import t2t_model


def problem_hparams(targets="symbol", inputs_vocab=10, targets_vocab=10):
  return hparam.HParams(
      modality={"inputs": "symbol", "targets": targets},
      vocab_size={"inputs": inputs_vocab, "targets": targets_vocab},
      loss_multiplier=1.0, target_space_id=3)


def model_hparams(**values):
  hparams = hparam.HParams(hidden_size=8, label_smoothing=0.0,
                           shared_embedding_and_softmax_weights=True,
                           layer_prepostprocess_dropout=0.1)
  return hparams.override_from_dict(values)


class AddInputs(t2t_model.T2TModel):
  """A user's model as T2T users wrote them: Keras layers made in
  __init__, plain TensorFlow ops in body."""

  def __init__(self, *args, **kwargs):
    super().__init__(*args, **kwargs)
    self.dense = tf.keras.layers.Dense(8)

  def body(self, features):
    context = tf.reduce_mean(features["inputs"], 1, keepdims=True)
    return self.dense(features["targets"] + context)


@pytest.fixture(name="registered")
def fixture_registered():
  cls = registry.register_model(AddInputs)
  yield cls
  registry.Registries.models.remove("add_inputs")


def features(batch=3, inputs=5, targets=7, seed=0):
  rng = np.random.default_rng(seed)
  return {"inputs": rng.integers(1, 10, (batch, inputs, 1, 1)),
          "targets": rng.integers(1, 10, (batch, targets, 1, 1))}


def test_a_registered_subclass_has_its_name_and_t2ts_hparams(registered):
  assert registry.model("add_inputs") is registered
  assert registered.REGISTERED_NAME == "add_inputs"
  hparams = model_hparams()
  model = registered(hparams, t2t_model.EVAL, problem_hparams())
  assert model.name == "add_inputs"
  assert model.hparams.mode == "eval" and not model.is_training
  # Outside training every dropout and label smoothing are 0; the user's
  # HParams object is not changed.
  assert model.hparams.layer_prepostprocess_dropout == 0.0
  assert hparams.layer_prepostprocess_dropout == 0.1
  assert model._problem_hparams.vocab_size["targets"] == 10
  model.set_mode(t2t_model.TRAIN)
  assert model.hparams.layer_prepostprocess_dropout == 0.1


def test_different_vocabularies_unset_the_shared_softmax():
  model = AddInputs(model_hparams(), problem_hparams=problem_hparams(
      inputs_vocab=12))
  assert model.hparams.shared_embedding_and_softmax_weights == 0


def test_problem_hparams_may_come_inside_hparams():
  hparams = model_hparams()
  hparams.add_hparam("problem_hparams", problem_hparams())
  assert AddInputs(hparams).problem_hparams is hparams.problem_hparams


@pytest.mark.slow(reason="builds and calls a Keras model")
def test_call_gives_t2ts_layouts_and_the_training_loss(registered):
  model = registered(model_hparams(), problem_hparams=problem_hparams())
  logits, losses = model(features())
  assert logits.shape == (3, 7, 1, 1, 10)
  assert set(losses) == {"training", "extra"}
  # Untrained: about log(10) per token.
  assert 1.0 < float(losses["training"]) < 6.0
  predicting = registered(model_hparams(), t2t_model.PREDICT,
                          problem_hparams())
  assert float(predicting(features())[1]["training"]) == 0.0


def test_loss_single_weighs_pad_zero_and_takes_explicit_weights():
  model = AddInputs(model_hparams(), problem_hparams=problem_hparams())
  logits = tf.zeros([2, 4, 1, 1, 10])
  labels = tf.constant([[3, 4, 0, 0], [5, 0, 0, 0]])
  num, den = model._loss_single(logits, "targets", labels)
  assert float(den) == 3.0
  np.testing.assert_allclose(float(num), 3 * np.log(10.0), rtol=1e-5)
  weights = tf.constant([[1.0, 0.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0]])
  _, den = model._loss_single(logits, "targets", labels, weights=weights)
  assert float(den) == 2.0


def test_weights_all_modalities_count_pad_and_lengths_are_padded():
  model = AddInputs(model_hparams(), problem_hparams=problem_hparams(
      "symbol_weights_all"))
  # Logits for 3 positions, labels of 4: padded to 4 as T2T's pad_with_zeros.
  _, den = model._loss_single(tf.zeros([2, 3, 1, 1, 10]), "targets",
                              tf.constant([[3, 4, 0, 0], [5, 0, 0, 0]]))
  assert float(den) == 8.0


def test_a_modality_not_provided_names_those_there_are():
  ph = problem_hparams()
  ph.modality["targets"] = "real_l2"
  model = AddInputs(model_hparams(), problem_hparams=ph)
  with pytest.raises(NotImplementedError, match="'real_l2'.*symbol"):
    model.top(tf.zeros([1, 2, 1, 8]), {})


def test_t2ts_estimator_machinery_is_refused_naming_what_to_use():
  model = AddInputs(model_hparams(), problem_hparams=problem_hparams())
  with pytest.raises(NotImplementedError, match="TensorFlow 2 loop"):
    model.estimator_spec_train(None)
  with pytest.raises(NotImplementedError, match="dyn-trainer"):
    AddInputs.estimator_model_fn(None, None, None)


def test_dyn_trainer_refuses_a_t2tmodel_naming_its_models(registered):
  del registered
  with pytest.raises(ValueError, match=r"add_inputs.*T2TModel.*model\("
                     r"features\).*transformer"):
    hparams_families.family("add_inputs")


@pytest.mark.slow(reason="trains a tiny model a few steps")
def test_a_users_body_trains_in_a_tensorflow_2_loop(registered):
  model = registered(model_hparams(), problem_hparams=problem_hparams())
  batch = features(targets=5)
  optimizer = tf.keras.optimizers.Adam(0.05)
  first = None
  for _ in range(15):
    with tf.GradientTape() as tape:
      _, losses = model(batch)
    variables = model.trainable_variables
    optimizer.apply_gradients(zip(
        tape.gradient(losses["training"], variables), variables))
    first = first or float(losses["training"])
  assert float(losses["training"]) < 0.7 * first
  model.set_mode(t2t_model.PREDICT)
  # T2T's slow greedy layout: inputs' length + decode_length positions.
  assert model.infer(batch, decode_length=3)["outputs"].shape == (3, 8, 1, 1)


@pytest.mark.slow(reason="trains a tiny encoder a few steps")
@pytest.mark.parametrize("targets", ["symbol", "class_label"])
def test_transformer_encoder_trains_one_logit_per_position(targets):
  # pylint: disable-next=g-import-not-at-top,unused-import
  from t2t_dyn.models import t2t_transformer  # noqa: F401
  hparams = transformer.transformer_tiny()
  hparams.hidden_size, hparams.filter_size, hparams.num_heads = 16, 32, 2
  classes = 10 if targets == "symbol" else 3
  model = registry.model("transformer_encoder")(
      hparams, problem_hparams=problem_hparams(targets, 10, classes))
  inputs = np.random.default_rng(0).integers(1, 10, (4, 6, 1, 1))
  labels = inputs % 3 if targets == "symbol" else inputs[:, :1] % 3
  batch = {"inputs": inputs, "targets": labels}
  logits, _ = model(batch)
  # symbol: a logit vector per input position; class_label: per example.
  assert logits.shape == ((4, 6, 1, 1, 10) if targets == "symbol" else
                          (4, 1, 1, 3))
  optimizer = tf.keras.optimizers.Adam(0.01)
  first = None
  for _ in range(12):
    with tf.GradientTape() as tape:
      _, losses = model(batch)
    variables = model.trainable_variables
    optimizer.apply_gradients(zip(
        tape.gradient(losses["training"], variables), variables))
    first = first or float(losses["training"])
  assert float(losses["training"]) < 0.7 * first
  model.set_mode(t2t_model.PREDICT)
  outputs = model.infer(batch)["outputs"]
  assert outputs.shape == (4, 6 if targets == "symbol" else 1, 1, 1)


def test_transformer_encoder_refuses_values_it_does_not_implement():
  # pylint: disable-next=g-import-not-at-top,unused-import
  from t2t_dyn.models import t2t_transformer  # noqa: F401
  hparams = transformer.transformer_tiny()
  hparams.self_attention_type = "dot_product_relative"
  with pytest.raises(ValueError, match="self_attention_type"):
    registry.model("transformer_encoder")(hparams,
                                          problem_hparams=problem_hparams())


def test_several_target_features_each_get_their_logits_and_loss():
  # As Tensor2Tensor's trainer_lib test: targets, targets_A and targets_B
  # of one vocabulary, a body returning a dict of outputs, unshared
  # softmaxes (each target's own), plain values among the features.
  p_hparams = problem_hparams()
  p_hparams.modality = {k: "symbol" for k in ("inputs", "targets",
                                              "targets_A", "targets_B")}
  p_hparams.vocab_size = dict.fromkeys(p_hparams.modality, 10)
  model = AddInputs(model_hparams(shared_embedding_and_softmax_weights=False),
                    t2t_model.TRAIN, p_hparams)
  body = model.body
  model.body = lambda f: {k: body(dict(f, targets=f[k]))
                          for k in ("targets", "targets_A", "targets_B")}
  feats = features()
  feats.update(targets_A=feats["targets"], targets_B=feats["targets"][:, :3],
               target_space_id=4)
  logits, losses = model(feats)
  assert {k: tuple(v.shape) for k, v in logits.items()} == {
      "targets": (3, 7, 1, 1, 10), "targets_A": (3, 7, 1, 1, 10),
      "targets_B": (3, 3, 1, 1, 10)}
  assert losses["training"] > 0
  assert model.modality_softmax is not model.modality_softmax_targets_A
