"""Tensor2Tensor's metrics of whole predicted sequences (utils.
sequence_metrics, through utils.metrics): prefix accuracy, edit distance
and word error rate against values worked out by hand."""

import numpy as np
import pytest
import tensorflow as tf

from t2t_dyn.layers import common_layers
from t2t_dyn.utils import metrics


def _logits(ids, vocab, extra_axes=2):
  """One-hot logits of ids [B, T]: [B, T, 1, (1,) vocab]."""
  logits = tf.one_hot(ids, vocab)
  for _ in range(extra_axes):
    logits = tf.expand_dims(logits, 2)
  return logits


def _labels(ids):
  return tf.constant(ids)[:, :, None, None]


def test_prefix_accuracy_is_the_matching_prefix_over_the_label_length():
  labels = [[3, 4, 5, 0], [1, 2, 0, 0]]
  predicted = [[3, 4, 9, 0], [7, 2, 0, 0]]
  accuracy, weight = metrics.prefix_accuracy(
      _logits(predicted, 10, extra_axes=1), _labels(labels))
  assert float(accuracy) == pytest.approx((2 / 3 + 0 / 2) / 2)
  assert float(weight) == 1.0


def test_edit_distance_of_the_nonzero_ids_over_the_label_count():
  labels = [[1, 2, 3, 0], [4, 5, 0, 0]]
  # Row 0 lacks the 2 (a 0 inside is dropped too); row 1 has a 6 more.
  predicted = [[1, 0, 3, 0], [4, 5, 6, 0]]
  distance, weight = metrics.sequence_edit_distance(_logits(predicted, 7),
                                                    _labels(labels))
  assert float(distance) == pytest.approx(2.0 / 5.0)
  assert float(weight) == 5.0


def _bytes(text, length):
  """Tensor2Tensor's byte ids (byte + 2), padded with 0."""
  ids = [b + 2 for b in text.encode("utf-8")]
  return ids + [0] * (length - len(ids))


def test_word_error_rate_of_byte_ids():
  labels = [_bytes("the cat sat", 12), _bytes("a dog", 12)]
  predicted = [_bytes("the bat", 12), _bytes("a  dog", 12)]
  wer, words = metrics.word_error_rate(_logits(predicted, 256),
                                       _labels(labels))
  # "the bat" vs "the cat sat": 2 edits; "a  dog" is the words "a dog".
  assert float(words) == 5.0
  assert float(wer) == pytest.approx(2.0 / 5.0)
  assert metrics.METRICS_FNS["word_error_rate"] is metrics.word_error_rate


def test_word_error_rate_through_a_vocabulary_up_to_eos():
  lookup = tf.constant(["<pad>", "<EOS>", "the_", "cat_", "sat", "dog_"])
  labels = [[2, 3, 4, 1, 0]]     # the_cat_sat<EOS>
  predicted = [[2, 5, 4, 1, 3]]  # the_dog_sat<EOS>cat_ (cut at <EOS>)
  wer, words = metrics.word_error_rate(_logits(predicted, 6),
                                       _labels(labels), lookup=lookup)
  assert float(words) == 3.0
  assert float(wer) == pytest.approx(1.0 / 3.0)


@pytest.mark.parametrize("fn", [metrics.prefix_accuracy,
                                metrics.sequence_edit_distance,
                                metrics.word_error_rate])
def test_only_weights_nonzero_is_accepted(fn):
  ids = np.ones((1, 2), np.int64)
  with pytest.raises(ValueError, match="Only weights_nonzero"):
    fn(_logits(ids, 3), _labels(ids), weights_fn=common_layers.weights_all)
