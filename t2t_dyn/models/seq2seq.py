"""What every sequence-to-sequence model here shares.

The contract the trainer and the decoders rely on (the Transformer and the
LSTMs keep it): a Keras model built from a `ModelHParams` (model_builder.build), with
`hparams`, `call(features, training) -> float32 logits [B,T,V]` on padded
id batches (PAD 0, EOS 1; the decoder reads the targets shifted right with
0 as the start symbol), and incremental decoding: `encode(inputs,
training, input_factors) -> (encoder_output, memory_mask)`,
`init_decoding(encoder_output, memory_mask, max_decode_length) -> (cache,
memory)` and `decode_step(ids [N], step, cache, memory) -> (logits [N,V],
cache)`, where the cache is a nest of tensors with N leading rows (beam
search reorders them) and memory is read-only.

Here too: the loss (label-smoothed cross entropy as Tensor2Tensor's),
Tensor2Tensor's variable initializers and the symbol modality's
embedding matrix.
"""

import math
from typing import Dict, Tuple

import keras
import tensorflow as tf

from t2t_dyn.hparams.model_hparams import ModelHParams
from t2t_dyn.setup import vocabulary
from t2t_dyn.text import factors


def smoothed_loss(logits: tf.Tensor, targets: tf.Tensor,
                  label_smoothing: float) -> Tuple[tf.Tensor, tf.Tensor]:
  """token_losses summed per row: (loss_sum [B], tokens [B]), float32."""
  loss, weights = token_losses(logits, targets, label_smoothing)
  return tf.reduce_sum(loss, -1), tf.reduce_sum(weights, -1)


def token_losses(logits: tf.Tensor, targets: tf.Tensor,
                 label_smoothing: float) -> Tuple[tf.Tensor, tf.Tensor]:
  """Label-smoothed cross entropy per target token, 0 at PAD.

  logits [B,T,V], targets int [B,T]. Returns (loss [B,T], weights [B,T]:
  1 at real tokens), both float32.
  """
  weights = tf.cast(tf.not_equal(targets, vocabulary.PAD_ID), tf.float32)
  loss = smoothed_cross_entropy(logits, targets, label_smoothing)
  return loss * weights, weights


def smoothed_cross_entropy(logits: tf.Tensor, targets: tf.Tensor,
                           label_smoothing: float) -> tf.Tensor:
  """Tensor2Tensor's smoothing_cross_entropy at every position, PAD too:
  logits [..., V], int targets [...] -> float32 loss [...]. As in T2T the
  entropy of the smoothed distribution is subtracted, so a perfect
  prediction scores 0; with label_smoothing=0 this is plain CE."""
  logits = tf.cast(logits, tf.float32)
  targets = tf.convert_to_tensor(targets)
  vocab_size = tf.cast(tf.shape(logits)[-1], tf.float32)
  confidence = 1.0 - label_smoothing
  low_confidence = label_smoothing / (vocab_size - 1.0)
  log_probs = tf.nn.log_softmax(logits)
  target_log_probs = tf.gather(log_probs, targets,
                               batch_dims=len(targets.shape))
  # Soft targets: confidence on the target, low_confidence on every other id.
  xent = -(confidence * target_log_probs + low_confidence *
           (tf.reduce_sum(log_probs, -1) - target_log_probs))
  normalizing = -(confidence * math.log(confidence) if confidence > 0 else 0.0)
  if label_smoothing > 0:
    normalizing -= ((vocab_size - 1.0) * low_confidence *
                    tf.math.log(low_confidence + 1e-20))
  return xent - normalizing


def kernel_initializer(hparams: ModelHParams
                       ) -> keras.initializers.Initializer:
  """Tensor2Tensor's `initializer` with `initializer_gain`, for dense
  kernels (uniform_unit_scaling at gain 1 is Glorot's uniform)."""
  gain = float(hparams.initializer_gain)
  if hparams.initializer == "uniform_unit_scaling":
    return keras.initializers.VarianceScaling(gain, "fan_avg", "uniform")
  if hparams.initializer == "normal_unit_scaling":
    return keras.initializers.VarianceScaling(gain, "fan_avg",
                                              "truncated_normal")
  if hparams.initializer == "xavier":
    return keras.initializers.GlorotUniform()
  if hparams.initializer == "uniform":
    return keras.initializers.RandomUniform(-0.1 * gain, 0.1 * gain)
  if hparams.initializer == "orthogonal":
    return keras.initializers.Orthogonal(gain)
  raise ValueError(f"initializer {hparams.initializer!r} is not supported")


class SharedEmbedding(keras.layers.Layer):
  """One [vocab, depth] matrix of Tensor2Tensor's symbol modality: an
  embedding (`call`), a softmax (`logits`), or both when shared."""

  def __init__(self, vocab_size: int, hidden_size: int,
               multiply_by_sqrt_depth: bool = True, **kwargs):
    super().__init__(**kwargs)
    self.vocab_size = vocab_size
    self.hidden_size = hidden_size
    self.scale = math.sqrt(hidden_size) if multiply_by_sqrt_depth else 1.0

  def build(self, input_shape=None):
    self.embeddings = self.add_weight(
        name="embeddings", shape=(self.vocab_size, self.hidden_size),
        initializer=keras.initializers.RandomNormal(
            stddev=self.hidden_size ** -0.5))

  def call(self, ids):
    """ids int [...] -> [..., hidden] (scaled by sqrt(hidden) in
    Tensor2Tensor's sqrt_depth mode); PAD is zero."""
    embedded = tf.gather(tf.cast(self.embeddings, self.compute_dtype), ids)
    # As T2T: PAD, and so the 0 start symbol, carries no content.
    keep = tf.cast(tf.not_equal(ids, vocabulary.PAD_ID), embedded.dtype)
    return embedded * keep[..., None] * self.scale

  def logits(self, hidden: tf.Tensor) -> tf.Tensor:
    """hidden [..., H] -> float32 logits [..., V]."""
    flat = tf.reshape(hidden, [-1, self.hidden_size])
    logits = tf.matmul(flat, tf.cast(self.embeddings, flat.dtype),
                       transpose_b=True)
    shape = tf.concat([tf.shape(hidden)[:-1], [self.vocab_size]], 0)
    return tf.cast(tf.reshape(logits, shape), tf.float32)


def dummy_features(hparams: ModelHParams) -> Dict[str, tf.Tensor]:
  """A one-row batch of the model's features, for building variables."""
  features = {"inputs": tf.ones([1, 2], tf.int32),
              "targets": tf.ones([1, 2], tf.int32)}
  if hparams.source_factor_sizes:
    features["input_factors"] = tf.zeros(
        [1, 2, len(hparams.source_factor_sizes)], tf.int32)
  return features


def split_source(hparams: ModelHParams, inputs):
  """(piece ids, factor ids [B, S, F] or None) of encoded source ids, which
  pack their factors when the model has some (see t2t_dyn.text.factors)."""
  if not hparams.source_factor_sizes:
    return inputs, None
  return factors.unpack(inputs, hparams.input_vocab_size or hparams.vocab_size,
                        hparams.source_factor_sizes)


def teacher_forced_features(hparams: ModelHParams, inputs, targets):
  """The model's features for a forward pass over given `targets`:
  {"inputs", "targets"[, "input_factors"]} from encoded source ids."""
  pieces, factor_ids = split_source(hparams, inputs)
  features = {"inputs": pieces, "targets": targets}
  if factor_ids is not None:
    features["input_factors"] = factor_ids
  return features
