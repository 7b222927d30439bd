"""Tensor2Tensor's metric functions of real-valued and class-label
targets, with its signatures and results (utils.metrics names them).

Each `fn(predictions, labels, weights_fn=...)` returns `(scores, weights)`
for Tensor2Tensor's `tf.metrics.mean(scores, weights)`. Where Tensor2Tensor
returned the update op of a TF1 streaming metric (tf.metrics.accuracy,
precision, recall, auc, contrib's streaming Pearson correlation), the score
here is that metric over the batch given, which is what the update op
returned on its first run; the weight is 1.0, as there. TensorFlow is
imported inside the functions (see utils.metrics).
"""

from t2t_dyn.layers import common_layers

# tf.metrics.auc's defaults, which Tensor2Tensor's roc_auc used.
_AUC_THRESHOLDS = 200
_AUC_EPSILON = 1e-6
_THRESHOLD_EPSILON = 1e-7


# Real-valued targets.


def _floats(predictions, labels):
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  return (tf.cast(predictions, tf.float32), tf.cast(labels, tf.float32))


def padded_rmse(predictions, labels, weights_fn=common_layers.weights_all):
  """(sqrt of the mean over all positions of the weighted squared error,
  the sum of the weights); lengths padded to the longer with zeros."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  predictions, labels = common_layers.pad_with_zeros(
      *_floats(predictions, labels))
  weights = weights_fn(labels)
  error = tf.reduce_mean(tf.square(predictions - labels) * weights)
  return tf.sqrt(error), tf.reduce_sum(weights)


def unpadded_mse(predictions, labels, weights_fn=common_layers.weights_all):
  """(the mean over all positions of the weighted squared error, the sum
  of the weights); no padding: the shapes must agree."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  predictions, labels = _floats(predictions, labels)
  weights = weights_fn(labels)
  return (tf.reduce_mean(tf.square(predictions - labels) * weights),
          tf.reduce_sum(weights))


def image_rmse(predictions, labels, weights_fn=common_layers.weights_all):
  """padded_rmse of the values ([..., 1]) or of the argmax ids."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  if common_layers.shape_list(predictions)[-1] == 1:
    predictions = tf.squeeze(predictions, axis=[-1])
  else:
    predictions = tf.argmax(predictions, axis=-1)
  return padded_rmse(predictions, labels, weights_fn)


def abs_error(predictions, labels, weights_fn=None):
  """(|predictions - labels| with labels [B, T, 1, 1] squeezed to [B, T],
  ones of that shape)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  del weights_fn  # Tensor2Tensor's ignores it too.
  error = tf.abs(predictions - tf.squeeze(labels, axis=[2, 3]))
  return error, tf.ones(tf.shape(error), dtype=tf.float32)


def padded_log_poisson(predictions, labels,
                       weights_fn=common_layers.weights_all):
  """(the weighted sum of the full Poisson loss of the labels given log
  rates `predictions`, the sum of the weights)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  predictions, labels = common_layers.pad_with_zeros(predictions, labels)
  weights = weights_fn(labels)
  loss = tf.nn.log_poisson_loss(labels, predictions, compute_full_loss=True)
  return tf.reduce_sum(loss * weights), tf.reduce_sum(weights)


def padded_variance_explained(predictions, labels,
                              weights_fn=common_layers.weights_all):
  """(R^2: 1 - weighted residual / weighted total sum of squares, the
  sum of the weights). The labels' mean is that of weights * labels over
  all positions, as in Tensor2Tensor."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  predictions, labels = common_layers.pad_with_zeros(predictions, labels)
  weights = weights_fn(labels)
  mean = tf.reduce_mean(weights * labels)
  total = tf.reduce_sum(weights * tf.square(labels - mean))
  residual = tf.reduce_sum(weights * tf.square(labels - predictions))
  return 1.0 - residual / total, tf.reduce_sum(weights)


def pearson_correlation_coefficient(predictions, labels, weights_fn=None):
  """(the Pearson correlation of the predictions and labels, all values
  flattened; float32, computed in float64, 1.0)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  del weights_fn
  x = tf.reshape(tf.cast(predictions, tf.float64), [-1])
  y = tf.reshape(tf.cast(labels, tf.float64), [-1])
  x -= tf.reduce_mean(x)
  y -= tf.reduce_mean(y)
  r = tf.reduce_sum(x * y) / tf.sqrt(
      tf.reduce_sum(x * x) * tf.reduce_sum(y * y))
  return tf.cast(r, tf.float32), tf.constant(1.0)


# Two classes: predictions are probabilities of class 1, labels 0 or 1.


def two_class_accuracy(predictions, labels, weights_fn=None):
  """(the share of rounded probabilities equal to the labels, 1.0)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  del weights_fn
  hard = tf.cast(tf.round(tf.reshape(predictions, [-1])), tf.int64)
  right = tf.equal(hard, tf.cast(tf.reshape(labels, [-1]), tf.int64))
  return tf.reduce_mean(tf.cast(right, tf.float32)), tf.constant(1.0)


def two_class_log_likelihood(predictions, labels, weights_fn=None):
  """(the mean log probability given to each label: log p for 1,
  log(1 - p) for 0, in float64; 1.0)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  del weights_fn
  p = tf.reshape(tf.cast(predictions, tf.float64), [-1])
  ones = tf.equal(tf.reshape(tf.cast(labels, tf.int64), [-1]), 1)
  return (tf.reduce_mean(tf.math.log(tf.where(ones, p, 1.0 - p))),
          tf.constant(1.0))


# Class labels: logits [B, 1, 1, C]; labels ids, or one-hot [B, 1, 1, C].


def _matched(labels, predictions):
  """labels and predictions with a trailing size-1 axis of the one of
  higher rank dropped, as tf.metrics did."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  labels, predictions = tf.convert_to_tensor(labels), tf.convert_to_tensor(
      predictions)
  if len(labels.shape) == len(predictions.shape) + 1:
    labels = tf.squeeze(labels, axis=-1)
  elif len(predictions.shape) == len(labels.shape) + 1:
    predictions = tf.squeeze(predictions, axis=-1)
  return labels, predictions


def _accuracy(labels, predictions):
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  labels, predictions = _matched(labels, predictions)
  right = tf.equal(tf.cast(labels, tf.int64), tf.cast(predictions, tf.int64))
  return tf.reduce_mean(tf.cast(right, tf.float32)), tf.constant(1.0)


def sigmoid_accuracy_one_hot(logits, labels, weights_fn=None):
  """(the share of examples whose highest logit is their one-hot label's
  class, 1.0)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  del weights_fn
  return _accuracy(tf.argmax(labels, -1), tf.argmax(logits, -1))


def sigmoid_accuracy(logits, labels, weights_fn=None):
  """(the share of examples whose highest logit is their label id, 1.0)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  del weights_fn
  return _accuracy(labels, tf.argmax(logits, -1))


def _one_hot_hits(logits, labels):
  """(predicted, true): booleans [..., C]; each example predicts the class
  of its highest logit."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  logits = tf.convert_to_tensor(logits)
  predicted = tf.one_hot(tf.argmax(logits, -1), logits.shape[-1],
                         on_value=True, off_value=False)
  labels, predicted = _matched(labels, predicted)
  return predicted, tf.not_equal(labels, tf.zeros_like(labels))


def _ratio(numerator, denominator):
  """numerator / denominator, 0.0 when the denominator is 0."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  return tf.math.divide_no_nan(tf.cast(numerator, tf.float32),
                               tf.cast(denominator, tf.float32))


def _count(flags):
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  return tf.reduce_sum(tf.cast(flags, tf.float32))


def sigmoid_precision_one_hot(logits, labels, weights_fn=None):
  """(of the (example, class) pairs predicted, the share labelled 1; each
  example predicts its highest logit's class; 1.0)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  del weights_fn
  predicted, true = _one_hot_hits(logits, labels)
  return (_ratio(_count(predicted & true), _count(predicted)),
          tf.constant(1.0))


def sigmoid_recall_one_hot(logits, labels, weights_fn=None):
  """(of the (example, class) pairs labelled 1, the share predicted, as
  sigmoid_precision_one_hot predicts; 1.0)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  del weights_fn
  predicted, true = _one_hot_hits(logits, labels)
  return _ratio(_count(predicted & true), _count(true)), tf.constant(1.0)


def sigmoid_cross_entropy_one_hot(logits, labels, weights_fn=None):
  """(the mean over all (example, class) pairs of the sigmoid cross
  entropy, 1.0)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  del weights_fn
  logits = tf.cast(logits, tf.float32)
  return tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(
      labels=tf.cast(labels, tf.float32), logits=logits)), tf.constant(1.0)


def softmax_cross_entropy_one_hot(logits, labels, weights_fn=None):
  """(the mean over examples of the softmax cross entropy against the
  one-hot labels, 1.0)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  del weights_fn
  logits = tf.cast(logits, tf.float32)
  return tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits(
      labels=tf.cast(labels, tf.float32), logits=logits)), tf.constant(1.0)


def roc_auc(logits, labels, weights_fn=None):
  """(the area under the ROC curve of the predicted class (argmax: 0 or 1)
  against the labels, as tf.metrics.auc computed it: 200 thresholds over
  [0, 1], trapezoids; 1.0)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  del weights_fn
  labels, scores = _matched(labels, tf.argmax(logits, axis=-1))
  positive = tf.reshape(tf.not_equal(tf.cast(labels, tf.int64), 0), [-1])
  scores = tf.reshape(tf.cast(scores, tf.float32), [-1])
  inner = [(i + 1) / (_AUC_THRESHOLDS - 1)
           for i in range(_AUC_THRESHOLDS - 2)]
  thresholds = tf.constant([-_THRESHOLD_EPSILON] + inner +
                           [1.0 + _THRESHOLD_EPSILON])
  above = scores[None, :] > thresholds[:, None]  # [thresholds, examples]

  def count(flags):
    return tf.reduce_sum(tf.cast(flags, tf.float32), axis=1)

  tp, fp = count(above & positive), count(above & ~positive)
  fn, tn = count(~above & positive), count(~above & ~positive)
  recall = (tp + _AUC_EPSILON) / (tp + fn + _AUC_EPSILON)
  false_rate = fp / (fp + tn + _AUC_EPSILON)
  area = tf.reduce_sum((false_rate[:-1] - false_rate[1:]) *
                       (recall[:-1] + recall[1:]) / 2.0)
  return area, tf.constant(1.0)


def multilabel_accuracy_matchk(predictions, labels, k,
                               weights_fn=common_layers.weights_nonzero):
  """(per example, min(n / k, 1) where n counts the weighted labels
  [B, L, 1, 1] equal to the argmax of predictions [B, 1, 1, 1, V]; ones
  [B]). VQA's accuracy (arXiv:1505.00468)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  predicted = tf.argmax(predictions, axis=-1)
  hits = tf.cast(tf.equal(predicted, tf.cast(labels, tf.int64)), tf.float32)
  hits = tf.reduce_sum(hits * weights_fn(labels), axis=[1, 2, 3])
  scores = tf.minimum(hits / tf.cast(k, tf.float32), 1.0)
  return scores, tf.ones(tf.shape(scores), dtype=tf.float32)


def multilabel_accuracy_match3(predictions, labels,
                               weights_fn=common_layers.weights_nonzero):
  """multilabel_accuracy_matchk with k = 3."""
  return multilabel_accuracy_matchk(predictions, labels, 3, weights_fn)


def _set_hits(predictions, labels, weights_fn):
  """(1.0 per (example, class) where `predictions` [B, C] (nonzero: in the
  set) agrees with the class being among labels [B, L, 1, 1],
  weights_fn(labels squeezed to [B, L]))."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  predictions = tf.convert_to_tensor(predictions)
  labels = tf.squeeze(labels, [2, 3])
  weights = weights_fn(labels)
  in_set = tf.reduce_max(tf.one_hot(labels, predictions.shape[-1]), axis=1)
  predicted = tf.not_equal(predictions, tf.zeros_like(predictions))
  return tf.cast(tf.equal(in_set > 0, predicted), tf.float32), weights


def set_precision(predictions, labels,
                  weights_fn=common_layers.weights_nonzero):
  """Tensor2Tensor's set_precision (the same as its set_recall): see
  _set_hits."""
  return _set_hits(predictions, labels, weights_fn)


def set_recall(predictions, labels, weights_fn=common_layers.weights_nonzero):
  """Tensor2Tensor's set_recall (the same as its set_precision): see
  _set_hits."""
  return _set_hits(predictions, labels, weights_fn)
