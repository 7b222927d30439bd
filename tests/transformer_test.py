"""Tests for t2t_dyn.models.transformer."""

import dataclasses

import keras
import numpy as np
import pytest
import tensorflow as tf

from t2t_dyn.models import transformer

_VOCAB = 20


def _hparams(**overrides):
  hparams = transformer.HParams(
      hidden_size=32, filter_size=64, num_hidden_layers=2, num_heads=4,
      vocab_size=_VOCAB)
  return dataclasses.replace(hparams, **overrides)


def _model(seed=0, **overrides):
  keras.utils.set_random_seed(seed)
  model = transformer.Transformer(_hparams(**overrides))
  return model


def _ids(rng, batch, length, min_length=2):
  """Random id rows of varying length, each ending in EOS, 0-padded."""
  ids = np.zeros((batch, length), np.int32)
  for row in range(batch):
    row_length = rng.integers(min_length, length + 1)
    ids[row, :row_length - 1] = rng.integers(3, _VOCAB, row_length - 1)
    ids[row, row_length - 1] = 1
  return ids


def test_hparams_sets_follow_tensor2tensor():
  tiny = transformer.hparams_set("transformer_tiny")
  assert (tiny.hidden_size, tiny.filter_size, tiny.num_hidden_layers,
          tiny.num_heads) == (128, 512, 2, 4)
  small = transformer.hparams_set("transformer_small")
  assert (small.hidden_size, small.filter_size, small.num_hidden_layers,
          small.num_heads) == (256, 1024, 2, 4)
  base = transformer.hparams_set("transformer_base")
  assert (base.hidden_size, base.filter_size, base.num_hidden_layers,
          base.num_heads) == (512, 2048, 6, 8)
  assert (base.learning_rate_constant, base.learning_rate_warmup_steps,
          base.adam_beta2, base.adam_epsilon) == (2.0, 8000, 0.997, 1e-9)
  assert base.label_smoothing == 0.1 and base.max_length == 256
  tiny.hidden_size = 1  # A fresh copy each time.
  assert transformer.hparams_set("transformer_tiny").hidden_size == 128
  with pytest.raises(ValueError, match="transformer_base"):
    transformer.hparams_set("transformer_huge")


def test_parse_overrides_converts_to_field_types():
  hparams = transformer.parse_overrides(
      transformer.hparams_set("transformer_tiny"),
      " hidden_size=64, label_smoothing=0,learning_rate_constant=1e-1,"
      "vocab_size=300,")
  assert hparams.hidden_size == 64 and isinstance(hparams.hidden_size, int)
  assert hparams.label_smoothing == 0.0
  assert isinstance(hparams.label_smoothing, float)
  assert hparams.learning_rate_constant == pytest.approx(0.1)
  assert hparams.vocab_size == 300 and hparams.num_heads == 4
  unchanged = transformer.hparams_set("transformer_tiny")
  assert transformer.parse_overrides(unchanged, "") == unchanged
  with pytest.raises(ValueError, match="hidden_size expects int"):
    transformer.parse_overrides(unchanged, "hidden_size=1.5")
  with pytest.raises(ValueError, match="not key=value"):
    transformer.parse_overrides(unchanged, "hidden_size")


def test_parse_overrides_unknown_key_names_closest_and_valid_keys():
  with pytest.raises(ValueError) as error:
    transformer.parse_overrides(transformer.HParams(), "hiden_size=4")
  message = str(error.value)
  assert "Did you mean 'hidden_size'" in message
  assert "filter_size" in message and "adam_epsilon" in message


def test_learning_rate_warms_up_then_decays_as_rsqrt():
  schedule = transformer.LearningRateSchedule(2.0, 512, 8000)
  rates = [float(schedule(step)) for step in (0, 3999, 7999, 31999)]
  peak = 2.0 * 512 ** -0.5 * 8000 ** -0.5
  np.testing.assert_allclose(rates, [peak / 8000, peak / 2, peak, peak / 2],
                             rtol=1e-5)
  assert float(schedule(8500)) < peak
  restored = keras.saving.deserialize_keras_object(
      keras.saving.serialize_keras_object(schedule))
  assert restored.get_config() == schedule.get_config()
  optimizer = transformer.make_optimizer(transformer.HParams())
  assert float(optimizer.learning_rate) == pytest.approx(
      float(transformer.LearningRateSchedule(2.0, 512, 8000)(0)))


def test_logits_shape_dtype_and_extra_keys_ignored():
  model = _model()
  rng = np.random.default_rng(0)
  batch = {"inputs": _ids(rng, 3, 7), "targets": _ids(rng, 3, 5),
           "task_id": np.zeros(3, np.int32),
           "position": np.zeros(5, np.int64), "step": np.int64(3)}
  logits = model(batch)
  assert logits.shape == (3, 5, _VOCAB) and logits.dtype == tf.float32


def test_one_embedding_matrix_for_inputs_targets_and_softmax():
  model = _model()
  with_vocab = [v for v in model.trainable_variables if _VOCAB in v.shape]
  assert len(with_vocab) == 1 and tuple(with_vocab[0].shape) == (_VOCAB, 32)
  rng = np.random.default_rng(1)
  batch = {"inputs": _ids(rng, 2, 6), "targets": _ids(rng, 2, 4)}
  with tf.GradientTape() as tape:
    loss, _ = transformer.smoothed_loss(model(batch), batch["targets"], 0.0)
  gradient = tf.convert_to_tensor(tape.gradient(loss, with_vocab[0]))
  # The softmax reaches every row, not only the ids in the batch.
  assert np.all(np.abs(gradient.numpy()).sum(1) > 0)


def test_padding_columns_do_not_change_logits():
  model = _model()
  rng = np.random.default_rng(2)
  inputs, targets = _ids(rng, 3, 6), _ids(rng, 3, 5)
  logits = model({"inputs": inputs, "targets": targets})
  padded = model({"inputs": np.pad(inputs, [[0, 0], [0, 9]]),
                  "targets": targets})
  np.testing.assert_allclose(padded, logits, atol=1e-4)
  longer_targets = model({"inputs": inputs,
                          "targets": np.pad(targets, [[0, 0], [0, 4]])})
  np.testing.assert_allclose(longer_targets[:, :5], logits, atol=1e-4)


def test_decoder_is_causal():
  model = _model()
  rng = np.random.default_rng(3)
  inputs, targets = _ids(rng, 2, 6), _ids(rng, 2, 6, min_length=6)
  changed = targets.copy()
  changed[:, 3] = (changed[:, 3] - 3 + 1) % (_VOCAB - 3) + 3
  logits = model({"inputs": inputs, "targets": targets}).numpy()
  changed_logits = model({"inputs": inputs, "targets": changed}).numpy()
  # Position t sees targets before t only (teacher forcing, shifted right).
  np.testing.assert_allclose(changed_logits[:, :4], logits[:, :4], atol=1e-5)
  assert np.abs(changed_logits[:, 4:] - logits[:, 4:]).max() > 1e-3


def test_loss_ignores_pad_and_is_cross_entropy_without_smoothing():
  rng = np.random.default_rng(4)
  logits = rng.normal(size=(2, 5, _VOCAB)).astype(np.float32)
  targets = np.array([[5, 6, 1, 0, 0], [7, 8, 9, 10, 1]], np.int32)
  loss, tokens = transformer.smoothed_loss(logits, targets, 0.0)
  np.testing.assert_allclose(tokens, [3, 5])
  log_probs = logits - np.log(np.exp(logits).sum(-1, keepdims=True))
  expected = [-sum(log_probs[b, t, targets[b, t]] for t in range(5)
                   if targets[b, t]) for b in range(2)]
  np.testing.assert_allclose(loss, expected, rtol=1e-5)
  changed = logits.copy()
  changed[0, 3:] = 100.0
  np.testing.assert_allclose(
      transformer.smoothed_loss(changed, targets, 0.1)[0][0],
      transformer.smoothed_loss(logits, targets, 0.1)[0][0], rtol=1e-6)


def test_smoothed_loss_is_zero_at_the_smoothed_distribution():
  targets = np.array([[4, 1]], np.int32)
  smoothing = 0.1
  soft = np.full((1, 2, _VOCAB), smoothing / (_VOCAB - 1))
  soft[0, 0, 4] = soft[0, 1, 1] = 1 - smoothing
  loss, _ = transformer.smoothed_loss(np.log(soft).astype(np.float32),
                                      targets, smoothing)
  np.testing.assert_allclose(loss, [0.0], atol=1e-5)
  worse, _ = transformer.smoothed_loss(
      np.zeros((1, 2, _VOCAB), np.float32), targets, smoothing)
  assert float(worse[0]) > 1.0


def test_cached_decode_steps_match_full_forward_pass():
  model = _model()
  rng = np.random.default_rng(5)
  inputs, targets = _ids(rng, 3, 7), _ids(rng, 3, 6)
  logits = model({"inputs": inputs, "targets": targets}).numpy()
  encoder_output, memory_mask = model.encode(inputs)
  cache, memory = model.init_decoding(encoder_output, memory_mask, 8)
  previous = np.zeros(3, np.int32)
  for step in range(6):
    step_logits, cache = model.decode_step(previous, step, cache, memory)
    np.testing.assert_allclose(step_logits, logits[:, step], atol=1e-4)
    previous = targets[:, step]


def test_dropout_only_in_training():
  model = _model(layer_prepostprocess_dropout=0.3)
  rng = np.random.default_rng(6)
  batch = {"inputs": _ids(rng, 2, 6), "targets": _ids(rng, 2, 5)}
  np.testing.assert_allclose(model(batch), model(batch, training=False))
  assert np.abs(model(batch, training=True) - model(batch)).max() > 1e-3


def test_mixed_float16_forward_returns_float32_logits():
  keras.mixed_precision.set_global_policy("mixed_float16")
  try:
    model = _model()
    rng = np.random.default_rng(7)
    inputs, targets = _ids(rng, 2, 6), _ids(rng, 2, 5)
    logits = model({"inputs": inputs, "targets": targets})
    assert model.embedding.embeddings.dtype == "float32"
    assert model.encoder_layers[0].compute_dtype == "float16"
    encoder_output, memory_mask = model.encode(inputs)
    assert encoder_output.dtype == tf.float16
    cache, memory = model.init_decoding(encoder_output, memory_mask, 4)
    step_logits, _ = model.decode_step(np.zeros(2, np.int32), 0, cache,
                                       memory)
  finally:
    keras.mixed_precision.set_global_policy("float32")
  assert logits.dtype == tf.float32 and step_logits.dtype == tf.float32
  assert np.all(np.isfinite(logits.numpy()))
  np.testing.assert_allclose(step_logits, logits[:, 0], atol=0.05)


def test_config_round_trip_and_validation():
  model = _model()
  clone = transformer.Transformer.from_config(model.get_config())
  assert clone.hparams == model.hparams
  with pytest.raises(ValueError, match="vocab_size"):
    transformer.Transformer(transformer.HParams())
  with pytest.raises(ValueError, match="num_heads"):
    transformer.Transformer(_hparams(num_heads=5))


def test_model_only_checkpoint_round_trips_every_variable(tmp_path):
  """Layers kept in lists would be missing from TF checkpoints (Keras 3)."""
  hparams = transformer.parse_overrides(
      transformer.hparams_set("transformer_tiny"),
      "hidden_size=32,filter_size=64,num_hidden_layers=2,num_heads=2")
  hparams.vocab_size = 50
  model = transformer.Transformer(hparams)
  path = tf.train.Checkpoint(model=model).save(str(tmp_path / "ckpt"))
  saved = [k for k in tf.train.list_variables(path) if k[0].startswith("model/")]
  assert len(saved) == len(model.trainable_variables)
  keras.utils.set_random_seed(99)
  other = transformer.Transformer(hparams)
  tf.train.Checkpoint(model=other).restore(path).assert_existing_objects_matched()
  for a, b in zip(model.trainable_variables, other.trainable_variables):
    np.testing.assert_array_equal(a.numpy(), b.numpy())
