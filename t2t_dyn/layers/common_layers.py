"""Tensor2Tensor's layers.common_layers at its path: the functions without
variables that user code calls (shapes, padding, shifting and weights of
labels, from common_shapes; activations, cross entropy, timing signals,
sampling), with Tensor2Tensor's signatures and results.

Its TensorFlow 1 layer functions (conv, dense, layer_norm, embedding, ...),
factored logits, image losses and graph gradient wrappers do not run in
t2t_dyn's Keras models: any other public name raises NotProvidedError (an
ImportError) at use, saying what to use instead. TensorFlow is imported
inside the functions: utils.metrics imports the weights functions, and
problems import metrics where TensorFlow is not loaded.
"""

import math

from t2t_dyn.foundation import not_provided
# pylint: disable=g-importing-member,unused-import
from t2t_dyn.layers.common_shapes import (
    shape_list, list_product, to_float, cast_like, reshape_like, flatten4d3d,
    approximate_split, pad_to_same_length, pad_with_zeros, shift_right,
    shift_right_3d, shift_right_2d, weights_nonzero, weights_all,
    weights_prepend_inputs_to_targets, check_nonnegative,
    weights_multi_problem, weights_multi_problem_all,
    weights_multi_problem_input)
# pylint: enable=g-importing-member,unused-import

_IMAGE = ("it is Tensor2Tensor's function of image targets (discretized "
          "mixture of logistics); t2t_dyn's models are text models")
_GRADIENTS = ("TensorFlow 1 graph machinery; TensorFlow 2 has "
              "tf.custom_gradient and tf.recompute_grad")
_FACTORED = ("t2t_dyn's models compute whole logits (no "
             "hparams.factored_logits): pass the logits as a tensor")
__getattr__ = not_provided.refuse_missing(
    __name__, "Tensor2Tensor's TensorFlow 1 layer functions (conv, dense, "
    "layer_norm, embedding, pool, attention, ...) do not run in t2t_dyn's "
    "Keras models: build layers with tf.keras.layers (t2t_dyn's Transformer "
    "is t2t_dyn.models); this module has only the functions without "
    "variables (see dir() of it)",
    specific={
        **dict.fromkeys(
            ("dml_loss", "discretized_mix_logistic_loss",
             "sample_from_discretized_mix_logistic",
             "split_to_discretized_mix_logistic_params",
             "convert_rgb_to_real", "convert_rgb_to_symmetric_real",
             "convert_real_to_rgb"), _IMAGE),
        **dict.fromkeys(("fn_with_custom_grad", "recompute_grad"),
                        _GRADIENTS),
        **dict.fromkeys(("FactoredTensor", "padded_cross_entropy_factored"),
                        _FACTORED)})


# Activations and small tensor functions.


def saturating_sigmoid(x):
  """1.2 * sigmoid(x) - 0.1, cut to [0, 1]."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  return tf.clip_by_value(1.2 * tf.sigmoid(x) - 0.1, 0.0, 1.0)


def _saturation_cost(x, saturation_limit):
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  return tf.reduce_mean(tf.nn.relu(tf.abs(x) - saturation_limit))


def hard_sigmoid(x, saturation_limit=0.9):
  """(0.5 * x + 0.5 cut to [0, 1], the mean of |x| beyond the limit)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  return (tf.clip_by_value(0.5 * x + 0.5, 0.0, 1.0),
          _saturation_cost(x, saturation_limit))


def hard_tanh(x, saturation_limit=0.9):
  """(x cut to [-1, 1], the mean of |x| beyond the limit)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  return (tf.clip_by_value(x, -1.0, 1.0),
          _saturation_cost(x, saturation_limit))


def _bipolar(x, activation):
  """activation on the even units of the last axis, its mirror image
  (-activation(-x)) on the odd ones (arXiv:1709.04054)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  shape = shape_list(x)
  pairs = tf.reshape(x, shape[:-1] + [-1, 2])
  even, odd = pairs[..., :1], pairs[..., 1:]
  return tf.reshape(tf.concat([activation(even), -activation(-odd)], -1),
                    shape)


def brelu(x):
  """Bipolar ReLU."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  return _bipolar(x, tf.nn.relu)


def belu(x):
  """Bipolar ELU."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  return _bipolar(x, tf.nn.elu)


def gelu(x):
  """GELU, tanh approximation (arXiv:1606.08415)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  inner = math.sqrt(2.0 / math.pi) * (x + 0.044715 * x ** 3)
  return 0.5 * x * (1.0 + tf.tanh(inner))


def log_prob_from_logits(logits, reduce_axis=-1):
  """log softmax of logits along reduce_axis."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  return logits - tf.reduce_logsumexp(logits, axis=reduce_axis,
                                      keepdims=True)


def index_last_dim_with_indices(x, indices):
  """x[..., indices[...]]: x's last axis indexed by indices, which has
  x's other dimensions."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  x, indices = tf.convert_to_tensor(x), tf.convert_to_tensor(indices)
  if len(x.shape) != len(indices.shape) + 1:
    raise ValueError(f"index_last_dim_with_indices: indices {indices.shape} "
                     f"must have one dimension fewer than x {x.shape}")
  return tf.gather(x, tf.cast(indices, tf.int64), axis=-1,
                   batch_dims=len(indices.shape))


def top_kth_iterative(x, k):
  """The k-th largest distinct value of x's last axis ([..., 1]), for
  non-negative x; no gradient flows through it."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  rest = tf.stop_gradient(x)
  for _ in range(k - 1):  # Zero the current maximum k - 1 times.
    top = tf.reduce_max(rest, axis=-1, keepdims=True)
    rest = rest * to_float(rest < top)
  return tf.stop_gradient(tf.reduce_max(rest, axis=-1, keepdims=True))


def ones_matrix_band_part(rows, cols, num_lower, num_upper, out_shape=None):
  """A float [rows, cols] of ones within num_lower below and num_upper
  above the diagonal (negative: no limit), zeros elsewhere; reshaped to
  out_shape when given."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  band = tf.linalg.band_part(tf.ones([rows, cols]), num_lower, num_upper)
  return tf.reshape(band, out_shape) if out_shape else band


def global_pool_1d(inputs, pooling_type="MAX", mask=None):
  """[B, L, D] -> [B, D]: the maximum ("MAX") or mean ("AVR") over L of the
  inputs times mask ([B, L], 1.0 for elements present; the mean then over
  the present ones, at least one)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  if pooling_type not in ("MAX", "AVR"):
    raise ValueError(f"global_pool_1d: pooling_type must be 'MAX' or 'AVR', "
                     f"got {pooling_type!r}")
  if mask is not None:
    mask = tf.expand_dims(mask, axis=2)
    inputs = inputs * mask
  if pooling_type == "MAX":
    return tf.reduce_max(inputs, axis=1)
  if mask is None:
    return tf.reduce_mean(inputs, axis=1)
  return tf.reduce_sum(inputs, axis=1) / tf.maximum(
      tf.reduce_sum(mask, axis=1), 1.0)


# Cross entropy.


def smoothing_cross_entropy(logits, labels, vocab_size, confidence,
                            gaussian=False):
  """Cross entropy of logits against labels smoothed to `confidence` (the
  rest spread evenly over the other ids; or, gaussian, a normal density of
  scale `confidence` around the label), minus its smallest value (the
  smoothed targets' own entropy)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  low = (1.0 - confidence) / to_float(vocab_size - 1)
  entropy = -(confidence * tf.math.log(confidence) + to_float(
      vocab_size - 1) * low * tf.math.log(low + 1e-20))
  if gaussian and confidence > 0.0:
    ids = tf.cast(tf.range(vocab_size), tf.float32)
    offset = ids - tf.expand_dims(tf.cast(labels, tf.float32), -1)
    targets = tf.exp(-0.5 * (offset / confidence) ** 2) / (
        confidence * math.sqrt(2.0 * math.pi))
  else:
    targets = tf.one_hot(tf.cast(labels, tf.int32), depth=vocab_size,
                         on_value=confidence, off_value=low)
  return tf.nn.softmax_cross_entropy_with_logits(
      labels=targets, logits=logits) - entropy


def padded_cross_entropy(logits, labels, label_smoothing,
                         weights_fn=weights_nonzero, reduce_sum=True,
                         cutoff=0.0, gaussian=False):
  """(loss numerator, denominator): the smoothed cross entropy at each
  label position (less `cutoff`, not below 0) times weights_fn(labels), and
  those weights; summed to scalars when reduce_sum. Logits [..., V] and
  labels are padded to one length first (rank-2 logits: labels flattened).
  Raises: NotProvidedError for Tensor2Tensor's FactoredTensor logits."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  if type(logits).__name__ == "FactoredTensor":
    raise not_provided.NotProvidedError(
        f"{__name__}.padded_cross_entropy of a FactoredTensor is not "
        f"provided by t2t_dyn: {_FACTORED}")
  vocab_size = shape_list(logits)[-1]
  if len(logits.shape) == 2:
    labels = tf.reshape(labels, [-1])
  else:
    logits, labels = pad_with_zeros(logits, labels)
  logits = tf.cast(tf.reshape(logits, shape_list(labels) + [vocab_size]),
                   tf.float32)
  xent = smoothing_cross_entropy(logits, labels, vocab_size,
                                 1.0 - label_smoothing, gaussian=gaussian)
  if cutoff > 0.0:
    xent = tf.nn.relu(xent - cutoff)
  weights = weights_fn(labels)
  if not reduce_sum:
    return xent * weights, weights
  return tf.reduce_sum(xent * weights), tf.reduce_sum(weights)


# Sinusoidal timing signals.


def get_timing_signal(length, min_timescale=1, max_timescale=1e4,
                      num_timescales=16):
  """[length, 2 * num_timescales]: sin then cos of each position over
  timescales growing geometrically from min_ to max_timescale."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  positions = to_float(tf.range(length))
  step = math.log(max_timescale / min_timescale) / (num_timescales - 1)
  inverse = min_timescale * tf.exp(to_float(tf.range(num_timescales)) * -step)
  angles = positions[:, None] * inverse[None, :]
  return tf.concat([tf.sin(angles), tf.cos(angles)], axis=1)


def add_timing_signal(x, min_timescale=1, max_timescale=1e4,
                      num_timescales=16):
  """x [B, L, W, D] plus get_timing_signal(L) padded with zeros to depth D
  (num_timescales <= D / 2), the same for each batch row and W."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  _, length, _, depth = shape_list(x)
  signal = get_timing_signal(length, min_timescale, max_timescale,
                             num_timescales)
  signal = tf.pad(signal, [[0, 0], [0, depth - 2 * num_timescales]])
  return x + tf.reshape(signal, [1, length, 1, depth])


# Sampling ids from logits.


def _categorical(logits):
  """One id drawn from each softmax of logits' last axis ([...])."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  shape = shape_list(logits)
  flat = tf.reshape(logits, [-1, shape[-1]])
  return tf.reshape(tf.random.categorical(flat, 1), shape[:-1])


def sample_with_temperature(logits, temperature, sampling_keep_top_k=-1):
  """The argmax ids when temperature is 0.0, else ids sampled from
  softmax(logits / temperature), among the sampling_keep_top_k highest
  logits unless it is -1. One dimension fewer than logits."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  if temperature == 0.0:
    return tf.argmax(logits, axis=-1)
  tf.debugging.assert_greater(temperature, 0.0)
  if sampling_keep_top_k != -1:
    if sampling_keep_top_k <= 0:
      raise ValueError("sampling_keep_top_k must either be -1 or positive.")
    # Logits not above the (k+1)-th largest are out of the draw.
    below = tf.math.top_k(logits, sampling_keep_top_k + 1).values[..., -1:]
    logits = tf.where(logits <= below, -1e6 * tf.ones_like(logits), logits)
  return _categorical(logits / temperature)


def _select_top_k(logits, top_k):
  """logits with all but each row's top_k[row] highest set to -1e6
  (top_k: one per batch row, -1 keeping them all)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  logits = tf.convert_to_tensor(logits)
  rank = len(logits.shape)
  top_k = tf.convert_to_tensor(top_k)
  vocab_size = tf.shape(logits, out_type=top_k.dtype)[-1]
  top_k = tf.where(tf.equal(top_k, -1), vocab_size, top_k)
  # Each logit's place in its row, highest first.
  place = tf.argsort(tf.argsort(logits, direction="DESCENDING"))
  keep = place < tf.cast(tf.reshape(top_k, [-1] + [1] * (rank - 1)),
                         place.dtype)
  return tf.where(keep, logits, -1e6 * tf.ones_like(logits))


def sample_temperature_per_example(logits, temperature,
                                   sampling_keep_top_k=-1):
  """Ids sampled from each batch row's logits over its own temperature,
  among its sampling_keep_top_k highest (per row, or -1 for all)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  logits = _select_top_k(logits, sampling_keep_top_k)
  rank = len(logits.shape)
  temperature = tf.cast(temperature, logits.dtype)
  return _categorical(logits / tf.reshape(temperature,
                                          [-1] + [1] * (rank - 1)))
