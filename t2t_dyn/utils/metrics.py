"""Tensor2Tensor's evaluation metrics, at its path (tensor2tensor.utils.metrics).

`Metrics` names every metric of Tensor2Tensor 1.15.7, with its attribute
names and string values, so a usr dir's `eval_metrics()` ports unchanged.
t2t_dyn's evaluation computes the seven that apply to text targets
(TEXT_METRICS, the list of Tensor2Tensor's Text2TextProblem; metric_sums
streams them); any other name in eval_metrics() is refused with a sentence
saying why (`check_text_metrics`, `refusal`).

The metric functions have Tensor2Tensor's contract, which user code calls
directly: `fn(predictions, labels, weights_fn=weights_nonzero)` returns
`(scores, weights)`, one score per position (per row for
padded_sequence_accuracy, whose weight is 1.0), for Tensor2Tensor's
`tf.metrics.mean(scores, weights)`. predictions are logits [B, T, ..., V]
(or [B, T, ..., 1] of values: the rounding_* forms), labels ids [B, T, ...]
with PAD = 0; a length that differs is padded with zeros to the longer, as
Tensor2Tensor's pad_with_zeros did. METRICS_FNS has them by name, with
those of other targets (label_metrics, sequence_metrics); Tensor2Tensor's
image metrics and its Estimator and eager metric builders are refused at
use. TensorFlow is imported inside the functions: problems import this
module for its names, and dyn-datagen and the transform workers import
problems without it.
"""

import dataclasses
from typing import Optional, Sequence, Tuple

from t2t_dyn.foundation import not_provided
from t2t_dyn.layers import common_layers
# pylint: disable=g-importing-member
from t2t_dyn.utils.label_metrics import (
    abs_error, image_rmse, multilabel_accuracy_match3,
    multilabel_accuracy_matchk, padded_log_poisson, padded_rmse,
    padded_variance_explained, pearson_correlation_coefficient, roc_auc,
    set_precision, set_recall, sigmoid_accuracy, sigmoid_accuracy_one_hot,
    sigmoid_cross_entropy_one_hot, sigmoid_precision_one_hot,
    sigmoid_recall_one_hot, softmax_cross_entropy_one_hot,
    two_class_accuracy, two_class_log_likelihood, unpadded_mse)
from t2t_dyn.utils.sequence_metrics import (
    prefix_accuracy, sequence_edit_distance, word_error_rate)
# pylint: enable=g-importing-member

__getattr__ = not_provided.refuse_missing(
    __name__, "Tensor2Tensor's image metrics (image_summary, "
    "dmol_neg_log_perplexity) and its Estimator and eager metric builders "
    "(create_evaluation_metrics, create_eager_metrics) are not provided: "
    "call the metric functions (METRICS_FNS) on your tensors; dyn-trainer's "
    "evaluation computes TEXT_METRICS")


class Metrics:
  """Tensor2Tensor's metric names (its `Metrics`)."""
  ACC = "accuracy"
  ACC_TOP5 = "accuracy_top5"
  ACC_PER_SEQ = "accuracy_per_sequence"
  ACC_MULTILABEL_MATCH3 = "accuracy_multilabel_match3"
  NEG_LOG_PERPLEXITY = "neg_log_perplexity"
  MASKED_NEG_LOG_PERPLEXITY = "masked_neg_log_perplexity"
  APPROX_BLEU = "approx_bleu_score"
  APPROX_SARI = "approx_sari_score"
  RMSE = "rmse"
  UNPADDED_MSE = "unpadded_mse"
  LOG_POISSON = "log_poisson"
  PEARSON = "pearson"
  R2 = "r_squared"
  ROUGE_2_F = "rouge_2_fscore"
  ROUGE_L_F = "rouge_L_fscore"
  EDIT_DISTANCE = "edit_distance"
  PREFIX_ACCURACY = "prefix_accuracy"
  WORD_ERROR_RATE = "word_error_rate"
  SET_PRECISION = "set_precision"
  SET_RECALL = "set_recall"
  SOFTMAX_CROSS_ENTROPY_ONE_HOT = "softmax_cross_entropy_one_hot"
  SIGMOID_ACCURACY_ONE_HOT = "sigmoid_accuracy_one_hot"
  SIGMOID_ACCURACY = "sigmoid_accuracy"
  SIGMOID_RECALL_ONE_HOT = "sigmoid_recall_one_hot"
  SIGMOID_PRECISION_ONE_HOT = "sigmoid_precision_one_hot"
  SIGMOID_CROSS_ENTROPY_ONE_HOT = "sigmoid_cross_entropy_one_hot"
  TWO_CLASS_ACCURACY = "two_class_accuracy"
  TWO_CLASS_LOG_LIKELIHOOD = "two_class_log_likelihood"
  ROC_AUC = "roc_auc"
  IMAGE_SUMMARY = "image_summary"
  DMOL_PERPLEXITY = "disc_mol_neg_log_perplexity"
  ABS_ERR = "mean_absolute_error"
  IMAGE_RMSE = "image_rmse"


ALL_METRICS = tuple(value for name, value in vars(Metrics).items()
                    if name.isupper())

# What t2t_dyn computes for text targets, in Tensor2Tensor's order.
TEXT_METRICS = (Metrics.ACC, Metrics.ACC_TOP5, Metrics.ACC_PER_SEQ,
                Metrics.NEG_LOG_PERPLEXITY, Metrics.APPROX_BLEU,
                Metrics.ROUGE_2_F, Metrics.ROUGE_L_F)
# Scored in NumPy on the argmax ids after the compiled forward pass.
ID_METRICS = (Metrics.APPROX_BLEU, Metrics.ROUGE_2_F, Metrics.ROUGE_L_F)

_KINDS = {
    "real-valued (regression) targets": (
        Metrics.RMSE, Metrics.UNPADDED_MSE, Metrics.LOG_POISSON,
        Metrics.PEARSON, Metrics.R2, Metrics.ABS_ERR),
    "image targets": (Metrics.IMAGE_SUMMARY, Metrics.IMAGE_RMSE,
                      Metrics.DMOL_PERPLEXITY),
    "class-label (classification or multilabel) targets": (
        Metrics.ACC_MULTILABEL_MATCH3, Metrics.SET_PRECISION,
        Metrics.SET_RECALL, Metrics.SOFTMAX_CROSS_ENTROPY_ONE_HOT,
        Metrics.SIGMOID_ACCURACY_ONE_HOT, Metrics.SIGMOID_ACCURACY,
        Metrics.SIGMOID_RECALL_ONE_HOT, Metrics.SIGMOID_PRECISION_ONE_HOT,
        Metrics.SIGMOID_CROSS_ENTROPY_ONE_HOT, Metrics.TWO_CLASS_ACCURACY,
        Metrics.TWO_CLASS_LOG_LIKELIHOOD, Metrics.ROC_AUC),
    # Its function is here (METRICS_FNS); the batches carry no mask.
    "text targets weighted by a targets_mask feature, which t2t_dyn's "
    "batches do not carry": (Metrics.MASKED_NEG_LOG_PERPLEXITY,),
    # SARI scores the inputs too, which the metric functions do not get.
    "text targets, but t2t_dyn does not implement it": (Metrics.APPROX_SARI,),
    "text targets that t2t_dyn's evaluation does not compute (its function "
    "is in metrics.METRICS_FNS)": (
        Metrics.EDIT_DISTANCE, Metrics.PREFIX_ACCURACY,
        Metrics.WORD_ERROR_RATE),
}
NOT_COMPUTED = {name: kind for kind, names in _KINDS.items()
                for name in names}


class MetricNameError(ValueError):
  """A metric name that t2t_dyn does not compute."""


def not_computed(name: str) -> str:
  """A clause saying what a name of NOT_COMPUTED measures."""
  return f"{name} is Tensor2Tensor's metric of {NOT_COMPUTED[name]}"


def refusal(name: str) -> Optional[str]:
  """Why `name` is not computed here, as a sentence; None for a name of
  TEXT_METRICS."""
  if name in TEXT_METRICS:
    return None
  what = (not_computed(name) if name in NOT_COMPUTED else
          f"{name} is not one of Tensor2Tensor's metrics "
          f"(t2t_dyn.utils.metrics.Metrics)")
  return f"{what}; t2t_dyn computes {', '.join(TEXT_METRICS)}"


def check_text_metrics(names: Sequence[str], problem_name: str
                       ) -> Tuple[str, ...]:
  """A problem's eval_metrics() `names`, each checked (repeats dropped).
  Raises: MetricNameError naming the first name not computed, and why."""
  for name in names:
    why = refusal(name)
    if why is not None:
      raise MetricNameError(
          f"problem {problem_name!r}: eval_metrics() lists {name!r}: {why}. "
          f"Override eval_metrics() to return only those")
  return tuple(dict.fromkeys(names))


# Tensor2Tensor's summary tags: metrics-<problem>/<target feature>/<metric>.

TAG_PREFIX = "metrics-"


@dataclasses.dataclass(frozen=True)
class SummaryTag:
  """A parsed `metrics-<problem>/<target>/<metric>` tag."""
  problem: str
  target: str
  metric: str


def summary_tag(problem_name: str, metric: str) -> str:
  """Tensor2Tensor's TensorBoard tag of `metric` (on the targets)."""
  return f"{TAG_PREFIX}{problem_name}/targets/{metric}"


def parse_summary_tag(tag: str) -> Optional[SummaryTag]:
  """The parts of a Tensor2Tensor metric tag; None for another name."""
  if not tag.startswith(TAG_PREFIX):
    return None
  parts = tag[len(TAG_PREFIX):].split("/")
  if len(parts) != 3 or not all(parts):
    return None
  return SummaryTag(*parts)


# Tensor2Tensor's weights functions and padding, from their home
# (common_layers): sequence metrics check `weights_fn is weights_nonzero`.
weights_nonzero = common_layers.weights_nonzero
weights_all = common_layers.weights_all
pad_with_zeros = common_layers.pad_with_zeros


def _is_values(predictions) -> bool:
  """Whether predictions hold one value a position ([..., 1]: a model of
  L1/L2 loss), not logits."""
  return predictions.shape[-1] == 1


def rounding_accuracy(predictions, labels, weights_fn=weights_nonzero):
  """Values rounded down to ints (as tf.to_int32) equal to the labels."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  outputs = tf.squeeze(tf.cast(predictions, tf.int32))
  labels = tf.squeeze(labels)
  return (tf.cast(tf.equal(outputs, tf.cast(labels, tf.int32)), tf.float32),
          weights_fn(labels))


def padded_accuracy(predictions, labels, weights_fn=weights_nonzero):
  """1.0 where the argmax id is the label: (scores, weights), per position."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  if _is_values(predictions):
    return rounding_accuracy(predictions, labels, weights_fn=weights_fn)
  predictions, labels = pad_with_zeros(predictions, labels)
  outputs = tf.argmax(predictions, axis=-1, output_type=tf.int32)
  return (tf.cast(tf.equal(outputs, tf.cast(labels, tf.int32)), tf.float32),
          weights_fn(labels))


def padded_accuracy_topk(predictions, labels, k, weights_fn=weights_nonzero):
  """1.0 where the label is among the k highest logits (all of them when
  there are fewer): (scores, weights), per position."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  predictions, labels = pad_with_zeros(predictions, labels)
  k = tf.minimum(k, tf.shape(predictions)[-1])
  _, best = tf.math.top_k(predictions, k=k)
  labels = tf.cast(labels, tf.int32)
  found = tf.reduce_sum(tf.cast(tf.equal(best, labels[..., None]),
                                tf.float32), axis=-1)
  return found, weights_fn(labels)


def padded_accuracy_top5(predictions, labels, weights_fn=weights_nonzero):
  return padded_accuracy_topk(predictions, labels, 5, weights_fn)


def _rows_right(outputs, labels, weights):
  """1.0 for each row whose weighted positions all hold their label."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  wrong = tf.cast(tf.not_equal(outputs, tf.cast(labels, tf.int32)),
                  tf.float32) * weights
  axes = list(range(1, len(outputs.shape)))
  return 1.0 - tf.minimum(1.0, tf.reduce_sum(wrong, axis=axes))


def rounding_sequence_accuracy(predictions, labels,
                               weights_fn=weights_nonzero):
  """Rows whose rounded-down values all equal their labels: (per-row
  scores, 1.0)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  outputs = tf.squeeze(tf.cast(predictions, tf.int32), axis=-1)
  return (_rows_right(outputs, labels, weights_fn(labels)),
          tf.constant(1.0))


def padded_sequence_accuracy(predictions, labels, weights_fn=weights_nonzero):
  """Rows whose every weighted position's argmax is its label: (per-row
  scores, 1.0)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  if _is_values(predictions):
    return rounding_sequence_accuracy(predictions, labels,
                                      weights_fn=weights_fn)
  predictions, labels = pad_with_zeros(predictions, labels)
  outputs = tf.argmax(predictions, axis=-1, output_type=tf.int32)
  return (_rows_right(outputs, labels, weights_fn(labels)),
          tf.constant(1.0))


def padded_neg_log_perplexity(predictions, labels, weights_fn=weights_nonzero):
  """Minus the cross entropy (no label smoothing) at each position, times
  its weight: (scores, weights)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  predictions, labels = pad_with_zeros(tf.cast(predictions, tf.float32),
                                       labels)
  weights = weights_fn(labels)
  entropy = tf.nn.sparse_softmax_cross_entropy_with_logits(
      labels=tf.cast(labels, tf.int32), logits=predictions)
  return -entropy * weights, weights


def padded_neg_log_perplexity_with_masking(predictions, labels, features,
                                           weights_fn=None):
  """padded_neg_log_perplexity weighted by features["targets_mask"]
  ([B, T], reshaped to the labels' rank). Raises: ValueError without it."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  del weights_fn
  if "targets_mask" not in features:
    raise ValueError("masked_neg_log_perplexity requires targets_mask "
                     "feature")
  mask = tf.cast(features["targets_mask"], tf.float32)
  mask = tf.reshape(mask, tf.concat(
      [tf.shape(mask), tf.ones([len(labels.shape) - len(mask.shape)],
                               tf.int32)], 0))
  return padded_neg_log_perplexity(predictions, labels, lambda _: mask)


# Tensor2Tensor's metric functions by name: all but its image_summary and
# dmol_neg_log_perplexity (image targets, refused above).
METRICS_FNS = {
    Metrics.ACC: padded_accuracy,
    Metrics.ACC_TOP5: padded_accuracy_top5,
    Metrics.ACC_PER_SEQ: padded_sequence_accuracy,
    Metrics.NEG_LOG_PERPLEXITY: padded_neg_log_perplexity,
    Metrics.MASKED_NEG_LOG_PERPLEXITY: padded_neg_log_perplexity_with_masking,
    Metrics.ACC_MULTILABEL_MATCH3: multilabel_accuracy_match3,
    Metrics.RMSE: padded_rmse,
    Metrics.UNPADDED_MSE: unpadded_mse,
    Metrics.LOG_POISSON: padded_log_poisson,
    Metrics.PEARSON: pearson_correlation_coefficient,
    Metrics.R2: padded_variance_explained,
    Metrics.EDIT_DISTANCE: sequence_edit_distance,
    Metrics.PREFIX_ACCURACY: prefix_accuracy,
    Metrics.WORD_ERROR_RATE: word_error_rate,
    Metrics.SOFTMAX_CROSS_ENTROPY_ONE_HOT: softmax_cross_entropy_one_hot,
    Metrics.SIGMOID_ACCURACY: sigmoid_accuracy,
    Metrics.SIGMOID_ACCURACY_ONE_HOT: sigmoid_accuracy_one_hot,
    Metrics.SIGMOID_RECALL_ONE_HOT: sigmoid_recall_one_hot,
    Metrics.SIGMOID_PRECISION_ONE_HOT: sigmoid_precision_one_hot,
    Metrics.SIGMOID_CROSS_ENTROPY_ONE_HOT: sigmoid_cross_entropy_one_hot,
    Metrics.SET_PRECISION: set_precision,
    Metrics.SET_RECALL: set_recall,
    Metrics.TWO_CLASS_ACCURACY: two_class_accuracy,
    Metrics.TWO_CLASS_LOG_LIKELIHOOD: two_class_log_likelihood,
    Metrics.ROC_AUC: roc_auc,
    Metrics.ABS_ERR: abs_error,
    Metrics.IMAGE_RMSE: image_rmse,
}
