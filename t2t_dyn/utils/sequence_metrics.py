"""Tensor2Tensor's metric functions that compare whole predicted
sequences with the targets: prefix accuracy, edit distance and word error
rate, with its signatures and results (utils.metrics names them).

Predictions are logits [B, T, 1, (1,) V] whose argmax is the predicted id,
labels ids [B, T, 1, 1] with PAD = 0. Each function ignores weights_fn
but, as Tensor2Tensor's did, accepts only weights_nonzero (ValueError
otherwise): the weights are the labels' own non-PAD counts. TensorFlow is
imported inside the functions (see utils.metrics).
"""

from t2t_dyn.layers import common_layers


def _only_weights_nonzero(weights_fn) -> None:
  if weights_fn is not common_layers.weights_nonzero:
    raise ValueError("Only weights_nonzero can be used for this metric.")


def prefix_accuracy(predictions, labels,
                    weights_fn=common_layers.weights_nonzero):
  """(the mean over rows of the length of the predicted prefix that
  matches the labels divided by the number of non-PAD labels, 1.0).
  Predictions [B, T, 1, V]."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  _only_weights_nonzero(weights_fn)
  predicted = tf.squeeze(tf.argmax(predictions, axis=-1), axis=2)
  labels = tf.cast(tf.squeeze(labels, axis=(2, 3)), tf.int64)
  length = tf.reduce_sum(tf.cast(tf.not_equal(labels, 0), tf.float32), 1)
  matching = tf.cast(tf.equal(labels, predicted), tf.float32)
  prefix = tf.reduce_sum(tf.math.cumprod(matching, axis=1), axis=1)
  return tf.reduce_mean(prefix / length), tf.constant(1.0)


def _nonzero_sparse(ids):
  """The nonzero ids of [B, T] as a SparseTensor (each row's sequence)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  return tf.sparse.from_dense(tf.cast(ids, tf.int64))


def sequence_edit_distance(predictions, labels,
                           weights_fn=common_layers.weights_nonzero):
  """(the summed Levenshtein distance of each row's nonzero predicted ids
  to its nonzero labels over the number of nonzero labels, that number).
  Predictions [B, T, 1, 1, V]."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  _only_weights_nonzero(weights_fn)
  predicted = tf.squeeze(tf.argmax(predictions, axis=-1), axis=(2, 3))
  truth = _nonzero_sparse(tf.squeeze(labels, axis=(2, 3)))
  distance = tf.reduce_sum(tf.edit_distance(
      _nonzero_sparse(predicted), truth, normalize=False))
  length = tf.cast(tf.size(truth.values), tf.float32)
  return distance / length, length


def _words(rows):
  """Each row's strings joined and split at spaces, empty words dropped:
  a SparseTensor [B, words]."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  words = tf.strings.split(rows, sep=" ")
  return tf.ragged.boolean_mask(words, tf.strings.length(words) > 0
                                ).to_sparse()


def _characters(ids, lookup):
  """Ids of Tensor2Tensor's byte encoding (byte + 2, ids 0 and 1 reserved)
  as the rows' strings; reserved ids are dropped."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  byte = tf.clip_by_value(tf.cast(ids, tf.int64) - 2, 0, 255)
  rows = tf.strings.reduce_join(tf.gather(lookup, byte), axis=1)
  return tf.strings.regex_replace(rows, "\0", "")


def _tokens(ids, lookup):
  """Ids as the rows' strings of lookup[id] up to a first "<EOS>", "_"
  read as a space (a subword vocabulary's word ends)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  rows = tf.strings.reduce_join(tf.gather(lookup, tf.cast(ids, tf.int32)),
                                axis=1)
  rows = tf.strings.regex_replace(rows, "<EOS>.*", "")
  return tf.strings.regex_replace(rows, "_", " ")


def word_error_rate(raw_predictions, labels, lookup=None,
                    weights_fn=common_layers.weights_nonzero):
  """(the summed word-level Levenshtein distance of each row's predicted
  words to its label words over the number of label words, that number).
  Ids become text through `lookup` (a string tensor by id), or without
  it as bytes (byte + 2, as Tensor2Tensor's ByteTextEncoder); words are
  split at spaces. Predictions [B, T, 1, 1, V], labels [B, T, 1, 1]."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  _only_weights_nonzero(weights_fn)
  if lookup is None:
    lookup, as_text = tf.constant([chr(i) for i in range(256)]), _characters
  else:
    as_text = _tokens
  predicted = tf.squeeze(tf.argmax(raw_predictions, axis=-1), axis=(2, 3))
  truth = _words(as_text(tf.squeeze(labels, axis=(2, 3)), lookup))
  distance = tf.reduce_sum(tf.edit_distance(
      _words(as_text(predicted, lookup)), truth, normalize=False))
  length = tf.cast(tf.size(truth.values), tf.float32)
  return distance / length, length
