"""Tensor2Tensor's layers.common_attention at its path: the attention
functions without variables that user code calls (padding masks, attention
biases, sinusoidal timing signals, head splitting, dot-product attention),
with Tensor2Tensor's signatures, shapes and values.

Its TensorFlow 1 attention layers (multihead_attention and the local,
relative, memory-efficient and n-dimensional variants, which create
variables) do not run in t2t_dyn's Keras models: any other public name
raises NotProvidedError (an ImportError) at use, saying what to use
instead. TensorFlow is imported inside the functions, as in common_layers.
"""

import math

from t2t_dyn.foundation import not_provided
from t2t_dyn.layers.common_layers import top_kth_iterative
from t2t_dyn.layers.common_shapes import cast_like, shape_list, to_float

# The additive bias of a position attention must not reach (float32).
_NEGATIVE = -1e9

__getattr__ = not_provided.refuse_missing(
    __name__, "Tensor2Tensor's TensorFlow 1 attention layers "
    "(multihead_attention, local, relative, memory-efficient and "
    "n-dimensional attention) create variables outside Keras: t2t_dyn's "
    "Transformer has its own Keras attention (t2t_dyn.models); this module "
    "has only the functions without variables (see dir() of it)")


def large_compatible_negative(tensor_type):
  """The large negative bias a dtype can hold: float16's minimum for
  float16, -1e9 otherwise."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  if tensor_type == tf.float16:
    return tf.float16.min
  return _NEGATIVE


# Padding and attention biases.


def embedding_to_padding(emb):
  """emb [..., depth] -> float32 [...]: 1.0 where the whole embedding
  vector is zero (a padding position's), 0.0 elsewhere."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  return to_float(tf.equal(tf.reduce_sum(tf.abs(emb), axis=-1), 0.0))


def padding_to_length(padding):
  """padding [..., length] (1.0 at padding) -> int32 [...]: the number of
  positions that are not padding."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  return tf.cast(tf.reduce_sum(1.0 - padding, axis=-1), tf.int32)


def attention_bias_ignore_padding(memory_padding):
  """memory_padding float [batch, memory_length] (1.0 at padding) ->
  [batch, 1, 1, memory_length]: a large negative bias at padding."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  bias = memory_padding * large_compatible_negative(memory_padding.dtype)
  return tf.expand_dims(tf.expand_dims(bias, axis=1), axis=1)


def attention_bias_to_padding(attention_bias, cast_fn=None):
  """The inverse of attention_bias_ignore_padding: [batch, 1, 1, length]
  -> [batch, length], 1.0 where the bias is below -1 (float32 unless
  cast_fn casts the boolean mask otherwise)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  padding = tf.less(attention_bias, -1)
  padding = cast_fn(padding) if cast_fn else tf.cast(padding, tf.float32)
  return tf.squeeze(padding, axis=[1, 2])


def attention_bias_local(length, max_backward, max_forward):
  """[1, 1, length, length]: 0 where a query position may attend to a key
  at most max_backward before and max_forward after it (a negative bound
  is unlimited), a large negative bias elsewhere."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  band = tf.linalg.band_part(tf.ones([length, length]), max_backward,
                             max_forward)
  return _NEGATIVE * (1.0 - tf.reshape(band, [1, 1, length, length]))


def attention_bias_lower_triangle(length):
  """[1, 1, length, length]: each position attends to itself and those
  before it (the decoder's causal bias)."""
  return attention_bias_local(length, -1, 0)


def attention_bias_same_segment(query_segment_id, memory_segment_id):
  """Segment ids [batch, query_length] and [batch, memory_length] ->
  [batch, 1, query_length, memory_length]: 0 where the two positions'
  segments are equal, a large negative bias elsewhere."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  differ = to_float(tf.not_equal(query_segment_id[:, :, None],
                                 memory_segment_id[:, None, :]))
  return (differ * large_compatible_negative(memory_segment_id.dtype)
          )[:, None]


def attention_bias_prepend_inputs_full_attention(padding):
  """The self-attention bias of prepend_mode=prepend_inputs_full_attention:
  padding [batch, length] has 1.0 at the one position that ends the inputs
  part of each row. Inputs attend to all inputs; a target position to the
  inputs and the targets up to itself. [batch, 1, length, length]."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  in_targets = tf.cumsum(padding, axis=1, exclusive=True)
  target_position = tf.cumsum(in_targets, axis=1)
  later = tf.greater(target_position[:, None, :],
                     target_position[:, :, None])
  return (to_float(later) * _NEGATIVE)[:, None]


def attention_bias_proximal(length):
  """[1, 1, length, length]: -log(1 + |i - j|), drawing attention to
  close positions."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  positions = to_float(tf.range(length))
  distance = tf.abs(positions[None, :] - positions[:, None])
  return -tf.math.log1p(distance)[None, None]


def attention_bias_batch(batch_coordinates_q, batch_coordinates_k=None,
                         condition_fn=None):
  """Batch coordinates [length_q, 1] and [length_k, 1] (the query's when
  None) -> [length_q, length_k]: -1e9 times condition_fn(k - q), the
  coordinates' difference (as float)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  if batch_coordinates_k is None:
    batch_coordinates_k = batch_coordinates_q
  query = to_float(tf.squeeze(batch_coordinates_q, 1))[:, None]
  key = to_float(tf.squeeze(batch_coordinates_k, 1))[None, :]
  return condition_fn(key - query) * _NEGATIVE


def attention_bias_coordinates(batch_coordinates_q, batch_coordinates_k=None):
  """attention_bias_batch: a query attends only to keys of its own batch
  coordinate."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  return attention_bias_batch(
      batch_coordinates_q, batch_coordinates_k,
      condition_fn=lambda diff: tf.minimum(1.0, tf.abs(diff)))


def attention_bias_future(batch_coordinates_q, batch_coordinates_k=None):
  """attention_bias_batch: a query attends only to keys whose coordinate
  is not greater than its own."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  return attention_bias_batch(
      batch_coordinates_q, batch_coordinates_k,
      condition_fn=lambda diff: tf.maximum(0.0, tf.minimum(1.0, diff)))


# Sinusoidal timing signals ("Attention is all you need", section 3.5, in
# Tensor2Tensor's layout: all sines, then all cosines).


def timing_signal(position, channels, min_timescale=1.0, max_timescale=1.0e4,
                  num_timescales=None):
  """position [...] (any number type) -> float32 [..., channels]: sin then
  cos of position over num_timescales (channels // 2 by default) timescales
  growing geometrically from min_ to max_timescale, zero channels appended
  up to `channels`. The one sinusoid of every model here."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  num_timescales = num_timescales or channels // 2
  step = (math.log(float(max_timescale) / float(min_timescale)) /
          max(num_timescales - 1, 1))
  inverse = min_timescale * tf.exp(
      to_float(tf.range(num_timescales)) * -step)
  angles = to_float(position)[..., None] * inverse
  signal = tf.concat([tf.sin(angles), tf.cos(angles)], axis=-1)
  if channels > 2 * num_timescales:
    pad = [[0, 0]] * (len(signal.shape) - 1) + [
        [0, channels - 2 * num_timescales]]
    signal = tf.pad(signal, pad)
  return signal


def get_timing_signal_1d(length, channels, min_timescale=1.0,
                         max_timescale=1.0e4, start_index=0):
  """[1, length, channels]: the timing signal of positions start_index ..
  start_index + length - 1."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  position = tf.range(length) + start_index
  return timing_signal(position, channels, min_timescale,
                        max_timescale)[None]


def add_timing_signal_1d(x, min_timescale=1.0, max_timescale=1.0e4,
                         start_index=0):
  """x [batch, length, channels] plus its positions' timing signal."""
  _, length, channels = shape_list(x)
  signal = get_timing_signal_1d(length, channels, min_timescale,
                                max_timescale, start_index)
  return x + cast_like(signal, x)


def add_timing_signal_1d_given_position(x, position, min_timescale=1.0,
                                        max_timescale=1.0e4):
  """x [batch, length, channels] plus the timing signal of position
  [batch, length] (each row's own positions, e.g. of packed examples)."""
  channels = shape_list(x)[2]
  signal = timing_signal(position, channels, min_timescale, max_timescale)
  return x + cast_like(signal, x)


def add_timing_signals_given_positions(x, positions, min_timescale=1.0,
                                       max_timescale=1.0e4):
  """x [batch, length, channels] plus one timing signal per entry of
  `positions` (each [batch, length], or None for 0 .. length - 1), each in
  its own block of channels // (2 * len(positions)) sines and as many
  cosines, in order; channels left over get none."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  batch, length, channels = shape_list(x)
  num_timescales = channels // (2 * len(positions))
  block = 2 * num_timescales
  for dim, position in enumerate(positions):
    if position is None:
      position = tf.tile(tf.range(length)[None, :], [batch, 1])
    signal = timing_signal(position, block, min_timescale, max_timescale,
                            num_timescales)
    signal = tf.pad(signal, [[0, 0], [0, 0],
                             [dim * block, channels - (dim + 1) * block]])
    x += cast_like(signal, x)
  return x


# Heads.


def split_last_dimension(x, n):
  """[..., m] -> [..., n, m / n]. Raises: AssertionError when static m
  is not a multiple of n (Tensor2Tensor's check)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  shape = shape_list(x)
  m = shape[-1]
  if isinstance(m, int) and isinstance(n, int):
    assert m % n == 0, f"the last dimension {m} is not a multiple of {n}"
  return tf.reshape(x, shape[:-1] + [n, m // n])


def combine_last_two_dimensions(x):
  """[..., a, b] -> [..., a * b]."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  shape = shape_list(x)
  a, b = shape[-2:]
  return tf.reshape(x, shape[:-2] + [a * b])


def split_heads(x, num_heads):
  """[batch, length, channels] -> [batch, num_heads, length,
  channels / num_heads]."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  return tf.transpose(split_last_dimension(x, num_heads), [0, 2, 1, 3])


def combine_heads(x):
  """The inverse of split_heads: [batch, heads, length, depth] ->
  [batch, length, heads * depth]."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  return combine_last_two_dimensions(tf.transpose(x, [0, 2, 1, 3]))


# Attention.


def harden_attention_weights(weights, k, gumbel_noise_weight):
  """Attention weights less their k-th largest (Gumbel noise of that
  weight added first when > 0), the negative ones zero, renormalized to
  sum to 1 over the last axis: Tensor2Tensor's rule, which keeps the
  weights above the k-th largest, k - 1 of them without ties."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  if gumbel_noise_weight > 0.0:
    uniform = tf.random.uniform(tf.shape(weights), 1e-5, 1 - 1e-5)
    weights += -tf.math.log(-tf.math.log(uniform)) * gumbel_noise_weight
  weights = tf.nn.relu(weights - top_kth_iterative(weights, k))
  total = tf.maximum(tf.reduce_sum(weights, axis=-1, keepdims=True), 1e-6)
  return weights / total


def _dropout(x, rate, broadcast_dims):
  """Dropout of `rate` whose mask is shared along broadcast_dims (negative
  ones count from the end)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  if not rate:
    return x
  noise_shape = None
  if broadcast_dims:
    shape = shape_list(x)
    dims = {d % len(shape) for d in broadcast_dims}
    noise_shape = [1 if i in dims else size for i, size in enumerate(shape)]
  return tf.nn.dropout(x, rate=rate, noise_shape=noise_shape)


def dot_product_attention(q, k, v, bias, dropout_rate=0.0, image_shapes=None,
                          name=None, make_image_summary=True,
                          save_weights_to=None, dropout_broadcast_dims=None,
                          activation_dtype=None, weight_dtype=None,
                          hard_attention_k=0, gumbel_noise_weight=0.0):
  """softmax(q k^T + bias) v: q [..., length_q, depth], k [...,
  length_kv, depth], v [..., length_kv, depth_v] -> [..., length_q,
  depth_v]. Dropout of dropout_rate on the weights (always: the caller
  sets it to 0 outside training, as Tensor2Tensor's models did); with
  hard_attention_k > 0 only the weights above the k-th largest are kept
  (harden_attention_weights). The weights and logits go into
  save_weights_to under `name` and `name/logits` ("dot_product_attention"
  without a name). float16 activations with float32 weights take the
  softmax in float32. Tensor2Tensor writes an image summary only inside a
  TF1 training graph; eager code and Keras models get none, here as there
  (image_shapes, make_image_summary)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  del image_shapes, make_image_summary  # Summaries: see the docstring.
  logits = tf.matmul(q, k, transpose_b=True)
  if bias is not None:
    logits += cast_like(bias, logits)
  if activation_dtype == tf.float16 and weight_dtype == tf.float32:
    logits = tf.cast(logits, tf.float32)  # Softmax in float32.
  weights = tf.nn.softmax(logits)
  if hard_attention_k > 0:
    weights = harden_attention_weights(weights, hard_attention_k,
                                       gumbel_noise_weight)
  weights = cast_like(weights, q)
  if save_weights_to is not None:
    key = name or "dot_product_attention"
    save_weights_to[key] = weights
    save_weights_to[key + "/logits"] = logits
  weights = _dropout(weights, dropout_rate, dropout_broadcast_dims)
  return tf.matmul(weights, v)
