"""Tests for t2t_dyn.models.transformer_model."""

import dataclasses

import keras
import numpy as np
import pytest
import tensorflow as tf

from t2t_dyn.hparams import model_hparams
from t2t_dyn.models import seq2seq
from t2t_dyn.models import transformer_model

_VOCAB = 20


def _hparams(**overrides):
  hparams = model_hparams.ModelHParams(
      hidden_size=32, filter_size=64, num_hidden_layers=2, num_heads=4,
      vocab_size=_VOCAB)
  return dataclasses.replace(hparams, **overrides)


def _model(seed=0, **overrides):
  keras.utils.set_random_seed(seed)
  model = transformer_model.Transformer(_hparams(**overrides))
  return model


@pytest.fixture(name="model", scope="module")
def model_fixture():
  """_model() built once, for the tests that only read it: none changes
  its weights (a model built alike is the same: seed 0)."""
  return _model()


def _ids(rng, batch, length, min_length=2):
  """Random id rows of varying length, each ending in EOS, 0-padded."""
  ids = np.zeros((batch, length), np.int32)
  for row in range(batch):
    row_length = rng.integers(min_length, length + 1)
    ids[row, :row_length - 1] = rng.integers(3, _VOCAB, row_length - 1)
    ids[row, row_length - 1] = 1
  return ids


def test_logits_shape_dtype_and_extra_keys_ignored(model):
  rng = np.random.default_rng(0)
  batch = {"inputs": _ids(rng, 3, 7), "targets": _ids(rng, 3, 5),
           "task_id": np.zeros(3, np.int32),
           "position": np.zeros(5, np.int64), "step": np.int64(3)}
  logits = model(batch)
  assert logits.shape == (3, 5, _VOCAB) and logits.dtype == tf.float32


def test_one_embedding_matrix_for_inputs_targets_and_softmax(model):
  with_vocab = [v for v in model.trainable_variables if _VOCAB in v.shape]
  assert len(with_vocab) == 1 and tuple(with_vocab[0].shape) == (_VOCAB, 32)
  rng = np.random.default_rng(1)
  batch = {"inputs": _ids(rng, 2, 6), "targets": _ids(rng, 2, 4)}
  with tf.GradientTape() as tape:
    loss, _ = seq2seq.smoothed_loss(model(batch), batch["targets"], 0.0)
  gradient = tf.convert_to_tensor(tape.gradient(loss, with_vocab[0]))
  # The softmax reaches every row, not only the ids in the batch.
  assert np.all(np.abs(gradient.numpy()).sum(1) > 0)


def test_padding_columns_do_not_change_logits(model):
  rng = np.random.default_rng(2)
  inputs, targets = _ids(rng, 3, 6), _ids(rng, 3, 5)
  logits = model({"inputs": inputs, "targets": targets})
  padded = model({"inputs": np.pad(inputs, [[0, 0], [0, 9]]),
                  "targets": targets})
  np.testing.assert_allclose(padded, logits, atol=1e-4)
  longer_targets = model({"inputs": inputs,
                          "targets": np.pad(targets, [[0, 0], [0, 4]])})
  np.testing.assert_allclose(longer_targets[:, :5], logits, atol=1e-4)


def test_decoder_is_causal(model):
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
  loss, tokens = seq2seq.smoothed_loss(logits, targets, 0.0)
  np.testing.assert_allclose(tokens, [3, 5])
  log_probs = logits - np.log(np.exp(logits).sum(-1, keepdims=True))
  expected = [-sum(log_probs[b, t, targets[b, t]] for t in range(5)
                   if targets[b, t]) for b in range(2)]
  np.testing.assert_allclose(loss, expected, rtol=1e-5)
  changed = logits.copy()
  changed[0, 3:] = 100.0
  np.testing.assert_allclose(
      seq2seq.smoothed_loss(changed, targets, 0.1)[0][0],
      seq2seq.smoothed_loss(logits, targets, 0.1)[0][0], rtol=1e-6)


def test_smoothed_loss_is_zero_at_the_smoothed_distribution():
  targets = np.array([[4, 1]], np.int32)
  smoothing = 0.1
  soft = np.full((1, 2, _VOCAB), smoothing / (_VOCAB - 1))
  soft[0, 0, 4] = soft[0, 1, 1] = 1 - smoothing
  loss, _ = seq2seq.smoothed_loss(np.log(soft).astype(np.float32),
                                      targets, smoothing)
  np.testing.assert_allclose(loss, [0.0], atol=1e-5)
  worse, _ = seq2seq.smoothed_loss(
      np.zeros((1, 2, _VOCAB), np.float32), targets, smoothing)
  assert float(worse[0]) > 1.0


def _pack(examples, width):
  """Tensor2Tensor's packed features of `examples` [(source ids, target
  ids)], filled into rows in order (a new row when one side is full)."""
  rows = []
  for src, tgt in examples:
    if not rows or any(len(rows[-1][side]) + len(ids) > width
                       for side, ids in (("inputs", src), ("targets", tgt))):
      rows.append({"inputs": [], "targets": [], "segment": 0})
    row = rows[-1]
    row["segment"] += 1
    for side, ids in (("inputs", src), ("targets", tgt)):
      row[side] += [(token, row["segment"], position)
                    for position, token in enumerate(ids)]
  features = {}
  for side in ("inputs", "targets"):
    for part, name in enumerate(("", "_segmentation", "_position")):
      array = np.zeros((len(rows), width), np.int32)
      for r, row in enumerate(rows):
        values = [entry[part] for entry in row[side]]
        array[r, :len(values)] = values
      features[side + name] = array
  return features


@pytest.mark.parametrize("norm", ["pre", "post"])
def test_packed_rows_give_each_example_its_padded_loss_and_gradients(norm):
  # Tensor2Tensor's packed features: attention stays within an example on
  # both sides, positions and the decoder's start symbol restart. Each
  # target token's loss, and the gradients of the summed loss, are those
  # of the same examples padded one per row.
  sequences = {} if norm == "pre" else dict(layer_preprocess_sequence="none",
                                            layer_postprocess_sequence="dan")
  model = _model(**sequences)
  rng = np.random.default_rng(8)
  padded = {"inputs": _ids(rng, 7, 9), "targets": _ids(rng, 7, 8)}
  # A one-token example (EOS only) on each side; a row of one example.
  padded["inputs"][2] = [1] + [0] * 8
  padded["targets"][3] = [1] + [0] * 7
  padded["inputs"][5] = np.r_[rng.integers(3, _VOCAB, 8), 1]
  examples = [(src[src > 0].tolist(), tgt[tgt > 0].tolist())
              for src, tgt in zip(padded["inputs"], padded["targets"])]
  packed = _pack(examples, 16)
  assert len(packed["inputs"]) < len(examples)
  assert (packed["targets_segmentation"].max(1) > 1).any()

  def losses_and_gradients(batch):
    with tf.GradientTape() as tape:
      loss, weights = seq2seq.token_losses(
          model(batch), batch["targets"], 0.1)
      total = tf.reduce_sum(loss)
    return (loss.numpy(), weights.numpy(),
            tape.gradient(total, model.trainable_variables))

  padded_loss, padded_weights, padded_gradients = losses_and_gradients(padded)
  packed_loss, packed_weights, packed_gradients = losses_and_gradients(packed)
  # Token by token: the packed loss at (row, column) is the padded loss of
  # its example at its position.
  example = 0
  for row in range(len(packed["targets"])):
    for segment in range(1, packed["targets_segmentation"][row].max() + 1):
      at = packed["targets_segmentation"][row] == segment
      length = int(at.sum())
      np.testing.assert_allclose(packed_loss[row][at],
                                 padded_loss[example][:length], atol=2e-5)
      example += 1
  assert example == len(examples)
  assert packed_weights.sum() == padded_weights.sum()
  for variable, a, b in zip(model.trainable_variables, packed_gradients,
                            padded_gradients):
    np.testing.assert_allclose(tf.convert_to_tensor(a),
                               tf.convert_to_tensor(b), atol=2e-5,
                               err_msg=variable.path)


def test_packed_rows_without_masks_would_mix_examples(model):
  # The masks matter: the same packed ids read as one long example each
  # (no segmentation) give other losses.
  rng = np.random.default_rng(9)
  examples = [(_ids(rng, 1, 5)[0], _ids(rng, 1, 4)[0]) for _ in range(3)]
  packed = _pack([(s[s > 0].tolist(), t[t > 0].tolist())
                  for s, t in examples], 16)
  unmasked = {"inputs": packed["inputs"], "targets": packed["targets"]}
  assert np.abs(model(packed) - model(unmasked)).max() > 1e-3


def test_cached_decode_steps_match_full_forward_pass(model):
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


def test_config_round_trip_and_validation(model):
  clone = transformer_model.Transformer.from_config(model.get_config())
  assert clone.hparams == model.hparams
  with pytest.raises(ValueError, match="vocab_size"):
    transformer_model.Transformer(model_hparams.ModelHParams())
  with pytest.raises(ValueError, match="num_heads"):
    transformer_model.Transformer(_hparams(num_heads=5))


def test_model_only_checkpoint_round_trips_every_variable(tmp_path):
  """Layers kept in lists would be missing from TF checkpoints (Keras 3)."""
  hparams = dataclasses.replace(model_hparams.from_set(
      "transformer_tiny",
      "hidden_size=32,filter_size=64,num_hidden_layers=2,num_heads=2").model,
      vocab_size=50)
  model = transformer_model.Transformer(hparams)
  path = tf.train.Checkpoint(model=model).save(str(tmp_path / "ckpt"))
  saved = [k for k in tf.train.list_variables(path) if k[0].startswith("model/")]
  assert len(saved) == len(model.trainable_variables)
  keras.utils.set_random_seed(99)
  other = transformer_model.Transformer(hparams)
  tf.train.Checkpoint(model=other).restore(path).assert_existing_objects_matched()
  for a, b in zip(model.trainable_variables, other.trainable_variables):
    np.testing.assert_array_equal(a.numpy(), b.numpy())


def test_post_norm_and_own_layer_counts_as_tensor2tensor_v1():
  # transformer_base_v1: layer norm after each residual sum ("none"/"dan"),
  # no final norm; num_encoder_layers / num_decoder_layers over
  # num_hidden_layers.
  model = _model(layer_preprocess_sequence="none",
                 layer_postprocess_sequence="dan", num_encoder_layers=1,
                 num_decoder_layers=3)
  assert len(model.encoder_layers) == 1 and len(model.decoder_layers) == 3
  assert model.encoder_norm is None and model.decoder_norm is None
  rng = np.random.default_rng(4)
  inputs = _ids(rng, 2, 5)
  encoded, _ = model.encode(tf.constant(inputs))
  # Each layer ends with a layer norm (unit scale, zero offset at init).
  np.testing.assert_allclose(np.mean(encoded.numpy(), -1), 0.0, atol=1e-5)
  np.testing.assert_allclose(np.std(encoded.numpy(), -1), 1.0, atol=1e-2)
  targets = _ids(rng, 2, 4)
  logits = model({"inputs": inputs, "targets": targets}, training=False)
  encoder_output, mask = model.encode(tf.constant(inputs))
  cache, memory = model.init_decoding(encoder_output, mask, 4)
  previous = tf.zeros([2], tf.int32)
  for step in range(4):
    step_logits, cache = model.decode_step(previous, step, cache, memory)
    np.testing.assert_allclose(step_logits, logits[:, step], atol=1e-4)
    previous = tf.constant(targets[:, step])


@pytest.mark.parametrize("initializer,gain", [
    ("uniform_unit_scaling", 1.0), ("uniform_unit_scaling", 2.0),
    ("uniform", 1.5)])
def test_dense_kernels_start_from_the_hparams_initializer(initializer, gain):
  model = _model(initializer=initializer, initializer_gain=gain,
                 filter_size=128)
  kernel = model.encoder_layers[0].feed_forward.expand.kernel.numpy()
  fan_in, fan_out = kernel.shape
  # Tensor2Tensor's uniform_unit_scaling: variance_scaling(gain, fan_avg,
  # uniform) -> U(-limit, limit), limit = sqrt(3 * gain / fan_avg);
  # "uniform": U(-0.1 gain, 0.1 gain).
  limit = (np.sqrt(3.0 * gain / ((fan_in + fan_out) / 2.0))
           if initializer == "uniform_unit_scaling" else 0.1 * gain)
  assert np.abs(kernel).max() <= limit
  assert np.abs(kernel).max() > 0.95 * limit
  np.testing.assert_allclose(kernel.std(), limit / np.sqrt(3.0), rtol=0.05)


def test_untied_softmax_gives_three_matrices_as_tensor2tensor(model):
  # shared_embedding_and_softmax_weights=False (transformer_big_enfr):
  # Tensor2Tensor's input_emb, target_emb and softmax are separate.
  tied = model
  model = _model(shared_embedding_and_softmax_weights=False)
  matrices = {id(model.embedding), id(model.source_embedding),
              id(model.softmax)}
  assert len(matrices) == 3
  assert len(model.trainable_variables) == len(tied.trainable_variables) + 2
  batch = {"inputs": np.array([[5, 6, 1]]), "targets": np.array([[7, 1]])}
  before = model(batch).numpy()
  model.softmax.embeddings.assign(model.softmax.embeddings * 2.0)
  # The logits follow the softmax matrix alone.
  np.testing.assert_allclose(model(batch).numpy(), before * 2.0, rtol=1e-5,
                             atol=1e-5)


def test_broadcast_dropout_shares_its_mask_along_the_named_dims():
  x = tf.ones([3, 5, 4])
  length_shared = transformer_model.broadcast_dropout(0.5, "1", 3)(
      x, training=True).numpy()
  assert np.all(length_shared == length_shared[:, :1, :])
  assert not np.all(length_shared == length_shared[:1])  # Not the batch.
  weights = transformer_model.broadcast_dropout(0.5, "0,1", 4)(
      tf.ones([2, 3, 4, 4]), training=True).numpy()
  assert np.all(weights == weights[:1, :1])
  model = _model(attention_dropout=0.5, relu_dropout=0.5,
                 attention_dropout_broadcast_dims="0,1",
                 relu_dropout_broadcast_dims="1",
                 layer_prepostprocess_dropout_broadcast_dims="-2")
  layer = model.decoder_layers[0]
  assert layer.self_attention.dropout.noise_shape == (1, 1, None, None)
  assert layer.feed_forward.dropout.noise_shape == (None, 1, None)
  assert layer.dropout.noise_shape == (None, 1, None)


def test_embedding_mode_without_sqrt_depth_leaves_embeddings_unscaled(
    model):
  scaled = model  # The default mode, sqrt_depth.
  model = _model(multiply_embedding_mode="")
  ids = np.array([[4, 0]])
  np.testing.assert_allclose(model.embedding(ids).numpy()[0, 0],
                             model.embedding.embeddings.numpy()[4])
  np.testing.assert_allclose(
      scaled.embedding(ids).numpy()[0, 0],
      scaled.embedding.embeddings.numpy()[4] * np.sqrt(32), rtol=1e-6)
