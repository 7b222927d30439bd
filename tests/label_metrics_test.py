"""Tensor2Tensor's metrics of real-valued and class-label targets
(utils.label_metrics, through utils.metrics where users call them): each
(scores, weights) against values worked out by hand from Tensor2Tensor's
rule for it."""

import math

import numpy as np
import pytest
import tensorflow as tf

from t2t_dyn.foundation import not_provided
from t2t_dyn.layers import common_layers
from t2t_dyn.utils import metrics


def _values(pair):
  return [np.asarray(x).tolist() for x in pair]


def test_rmse_is_over_all_positions_padded_and_weighs_the_labels():
  # Errors 0, 2, 2, 0 (the label 0 counts under weights_all): mean 2.
  predictions = tf.constant([[1.0, 2.0], [3.0, 4.0]])
  labels = tf.constant([[1.0, 0.0], [5.0, 4.0]])
  score, weight = metrics.padded_rmse(predictions, labels)
  assert float(score) == pytest.approx(math.sqrt(2.0))
  assert float(weight) == 4.0
  # Labels one shorter: padded with a 0 label (error 3 at the end).
  score, weight = metrics.padded_rmse(tf.constant([[1.0, 3.0]]),
                                      tf.constant([[1.0]]))
  assert float(score) == pytest.approx(math.sqrt(9.0 / 2))
  assert float(weight) == 2.0
  # Ints are read as floats.
  assert float(metrics.padded_rmse(tf.constant([[1]]),
                                   tf.constant([[3]]))[0]) == 2.0


def test_unpadded_mse_weighted_errors_over_all_positions():
  predictions = tf.constant([[1.0, 2.0], [3.0, 4.0]])
  labels = tf.constant([[1.0, 0.0], [5.0, 4.0]])
  score, weight = metrics.unpadded_mse(predictions, labels,
                                       common_layers.weights_nonzero)
  assert _values((score, weight)) == [1.0, 3.0]  # (0 + 0 + 4 + 0) / 4.


def test_abs_error_per_position_with_unit_weights():
  predictions = tf.constant([[1.0, -2.0, 0.5]])
  labels = tf.constant([[[[2.0]], [[2.0]], [[0.5]]]])  # [1, 3, 1, 1].
  assert _values(metrics.abs_error(predictions, labels)) == [
      [[1.0, 4.0, 0.0]], [[1.0, 1.0, 1.0]]]


def test_r_squared_takes_the_weighted_labels_mean_over_all_positions():
  labels = tf.constant([[1.0, 2.0, 3.0, 0.0]])
  predictions = tf.constant([[1.0, 2.0, 4.0, 9.0]])
  score, weight = metrics.padded_variance_explained(
      predictions, labels, common_layers.weights_nonzero)
  mean = 6.0 / 4  # Tensor2Tensor: the mean of weights * labels.
  total = (1 - mean) ** 2 + (2 - mean) ** 2 + (3 - mean) ** 2
  assert float(score) == pytest.approx(1.0 - 1.0 / total)
  assert float(weight) == 3.0


def test_log_poisson_sums_the_full_loss():
  rates = np.array([[0.5, -1.0, 2.0]], np.float32)
  counts = np.array([[3.0, 0.0, 1.0]], np.float32)
  total, weight = metrics.padded_log_poisson(tf.constant(rates),
                                             tf.constant(counts))
  # exp(c) - z c, plus Stirling's z log z - z + log(2 pi z) / 2 for z > 1.
  expected = sum(math.exp(c) - z * c for c, z in zip(rates[0], counts[0]))
  expected += 3 * math.log(3) - 3 + 0.5 * math.log(2 * math.pi * 3)
  assert float(total) == pytest.approx(expected, rel=1e-5)
  assert float(weight) == 3.0


def test_pearson_is_the_correlation_of_all_values():
  x = np.array([[1.0], [2.0], [4.0], [7.0]], np.float32)
  y = np.array([[2.0], [1.0], [5.0], [6.0]], np.float32)
  r, weight = metrics.pearson_correlation_coefficient(tf.constant(x),
                                                      tf.constant(y))
  dx, dy = x.ravel() - x.mean(), y.ravel() - y.mean()
  expected = (dx @ dy) / math.sqrt((dx @ dx) * (dy @ dy))
  assert float(r) == pytest.approx(expected, abs=1e-7)
  assert r.dtype == tf.float32 and float(weight) == 1.0


def test_two_class_accuracy_and_log_likelihood():
  p = tf.constant([[0.1], [0.7], [0.4], [0.9]])
  labels = tf.constant([0, 1, 1, 1])
  assert _values(metrics.two_class_accuracy(p, labels)) == [0.75, 1.0]
  likelihood, weight = metrics.two_class_log_likelihood(p, labels)
  expected = np.mean(np.log([0.9, 0.7, 0.4, 0.9]))
  assert likelihood.dtype == tf.float64
  assert float(likelihood) == pytest.approx(expected, rel=1e-6)
  assert float(weight) == 1.0


# Four examples of three classes: logits [4, 1, 1, 3].
LOGITS = np.array([[2.0, 0.0, -1.0], [0.0, 3.0, 1.0], [1.0, 0.0, 0.5],
                   [-1.0, 0.0, 4.0]], np.float32)[:, None, None, :]
# Predicted classes 0, 1, 0, 2; labels 0, 2, 0, 1.
ONE_HOT = np.eye(3, dtype=np.int64)[[0, 2, 0, 1]][:, None, None, :]


def test_sigmoid_accuracy_counts_the_highest_logit_right():
  assert _values(metrics.sigmoid_accuracy_one_hot(LOGITS, ONE_HOT)) == [
      0.5, 1.0]
  ids = np.array([0, 2, 0, 1])[:, None, None]
  assert _values(metrics.sigmoid_accuracy(LOGITS, ids)) == [0.5, 1.0]
  # Labels with a trailing axis of 1 are matched to the predictions.
  assert float(metrics.sigmoid_accuracy(LOGITS, ids[..., None])[0]) == 0.5


def test_sigmoid_precision_and_recall_of_the_predicted_classes():
  # Two labels per example in the second one-hot: 2 of the 4 predictions
  # are labels (precision), 2 of the 6 labels are predicted (recall).
  labels = ONE_HOT.copy()
  labels[:, 0, 0, 1] = 1
  assert _values(metrics.sigmoid_precision_one_hot(LOGITS, labels)) == [
      0.75, 1.0]
  assert float(metrics.sigmoid_recall_one_hot(LOGITS, labels)[0]) == (
      pytest.approx(3.0 / 7.0))
  # No labels at all: recall 0 (tf.metrics.recall's 0 / 0), not NaN.
  assert float(metrics.sigmoid_recall_one_hot(
      LOGITS, np.zeros_like(ONE_HOT))[0]) == 0.0


def test_cross_entropies_are_means():
  x = LOGITS.reshape(4, 3).astype(np.float64)
  z = ONE_HOT.reshape(4, 3).astype(np.float64)
  sigmoid = np.maximum(x, 0) - x * z + np.log1p(np.exp(-np.abs(x)))
  score, weight = metrics.sigmoid_cross_entropy_one_hot(LOGITS, ONE_HOT)
  assert float(score) == pytest.approx(sigmoid.mean(), rel=1e-6)
  log_softmax = x - np.log(np.exp(x).sum(-1, keepdims=True))
  score, _ = metrics.softmax_cross_entropy_one_hot(LOGITS, ONE_HOT)
  assert float(score) == pytest.approx(-(log_softmax * z).sum(-1).mean(),
                                       rel=1e-6)
  assert float(weight) == 1.0


def test_roc_auc_of_the_predicted_class():
  # Argmax 1, 1, 0, 0 against labels 1, 0, 1, 0: TPR 1/2 at FPR 1/2.
  logits = np.array([[0.0, 1.0], [0.0, 1.0], [1.0, 0.0], [1.0, 0.0]])
  logits = logits[:, None, None, :]
  labels = np.array([1, 0, 1, 0])[:, None, None, None]
  auc, weight = metrics.roc_auc(logits, labels)
  assert float(auc) == pytest.approx(0.5, abs=1e-5)
  assert float(weight) == 1.0
  right = np.array([1, 1, 0, 0])[:, None, None, None]
  assert float(metrics.roc_auc(logits, right)[0]) == pytest.approx(
      1.0, abs=1e-5)
  wrong = 1 - right
  assert float(metrics.roc_auc(logits, wrong)[0]) == pytest.approx(
      0.0, abs=1e-5)


def test_multilabel_match_counts_weighted_label_hits_up_to_k():
  # Predicted 2, 3, 4; labels [B, 4, 1, 1] with PAD 0.
  predictions = tf.one_hot([[[[2]]], [[[3]]], [[[4]]]], 6)
  labels = tf.constant([[2, 2, 0, 5], [3, 3, 3, 3], [1, 0, 0, 0]])
  labels = labels[:, :, None, None]
  scores, weights = metrics.multilabel_accuracy_match3(predictions, labels)
  assert np.allclose(scores.numpy(), [2.0 / 3.0, 1.0, 0.0])
  assert weights.numpy().tolist() == [1.0, 1.0, 1.0]
  assert np.allclose(metrics.multilabel_accuracy_matchk(
      predictions, labels, 2)[0].numpy(), [1.0, 1.0, 0.0])


def test_set_precision_and_recall_compare_memberships_per_class():
  predictions = tf.constant([[False, True, True, False]])  # Set {1, 2}.
  labels = tf.constant([[2, 3, 0]])[:, :, None, None]       # Set {2, 3, 0}.
  for fn in (metrics.set_precision, metrics.set_recall):
    hits, weights = fn(predictions, labels)
    assert hits.numpy().tolist() == [[0.0, 0.0, 1.0, 0.0]]
    assert weights.numpy().tolist() == [[1.0, 1.0, 0.0]]


def test_every_metric_name_has_its_function_but_the_image_ones():
  image = {metrics.Metrics.IMAGE_SUMMARY, metrics.Metrics.DMOL_PERPLEXITY}
  assert set(metrics.METRICS_FNS) == set(metrics.ALL_METRICS) - image - {
      metrics.Metrics.APPROX_BLEU, metrics.Metrics.APPROX_SARI,
      metrics.Metrics.ROUGE_2_F, metrics.Metrics.ROUGE_L_F}
  assert metrics.METRICS_FNS["rmse"] is metrics.padded_rmse
  with pytest.raises(not_provided.NotProvidedError,
                     match=r"metrics\.image_summary is not provided by "
                           r"t2t_dyn: .*call the metric functions"):
    metrics.image_summary  # pylint: disable=pointless-statement
  with pytest.raises(ImportError, match="create_evaluation_metrics"):
    from t2t_dyn.utils.metrics import create_evaluation_metrics  # pylint: disable=g-import-not-at-top,unused-import
  assert metrics.weights_nonzero is common_layers.weights_nonzero
