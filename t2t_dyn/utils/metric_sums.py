"""The evaluation's metrics, batch by batch: each metric of a batch is a
WeightedSum whose totals and weights, summed over an evaluation's batches
and divided, give what Tensor2Tensor's streaming `tf.metrics.mean(scores,
weights)` reports over its metric functions (StreamingMean):

- accuracy, accuracy_top5, neg_log_perplexity: per real (non-PAD) target
  token; the sum over those tokens, weighted by their number;
- accuracy_per_sequence: per row, a row being right when each of its real
  tokens is; the right rows, weighted by the rows;
- approx_bleu_score, rouge_2_fscore, rouge_L_fscore: the batch's score on
  the argmax ids of its whole padded rows (id_scores), weight 1: the mean
  over batches, not over sentences.

The first four are utils.metrics' own functions (Tensor2Tensor's), summed
in the compiled forward pass; the last three score the argmax ids in NumPy.
Logits are [B, T, V], targets int [B, T] with PAD = 0.
"""

import dataclasses
from typing import Dict, NamedTuple, Sequence

import numpy as np

from t2t_dyn.utils import bleu_hook
from t2t_dyn.utils import id_scores
from t2t_dyn.utils import metrics


class WeightedSum(NamedTuple):
  """One batch's contribution to a metric's mean: the weighted sum of its
  values and the sum of their weights (tensors or floats)."""
  total: object
  weight: object


@dataclasses.dataclass
class StreamingMean:
  """Tensor2Tensor's tf.metrics.mean over batches: the summed totals over
  the summed weights, 0 before any weight."""
  total: float = 0.0
  weight: float = 0.0

  def add(self, batch: WeightedSum) -> None:
    self.total += float(batch.total)
    self.weight += float(batch.weight)

  @property
  def value(self) -> float:
    return self.total / self.weight if self.weight else 0.0


def argmax_ids(logits):
  """The most likely id at each position: int32 [B, T]."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  return tf.argmax(logits, axis=-1, output_type=tf.int32)


def weighted_sum(scores, weights) -> WeightedSum:
  """What tf.metrics.mean(scores, weights) adds for one batch: weights
  broadcast to the scores (a scalar weight counts each score once)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  weights = tf.broadcast_to(tf.cast(weights, tf.float32), tf.shape(scores))
  return WeightedSum(tf.reduce_sum(scores * weights), tf.reduce_sum(weights))


_LOGIT_METRICS = (metrics.Metrics.ACC, metrics.Metrics.ACC_TOP5,
                  metrics.Metrics.ACC_PER_SEQ,
                  metrics.Metrics.NEG_LOG_PERPLEXITY)


def batch_sums(logits, targets, names: Sequence[str]
               ) -> Dict[str, WeightedSum]:
  """The WeightedSums of the metrics of `names` computed on logits (in the
  compiled forward pass; the id metrics are left to id_sums)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  logits = tf.cast(logits, tf.float32)  # float16 under mixed precision.
  return {name: weighted_sum(*metrics.METRICS_FNS[name](logits, targets))
          for name in names if name in _LOGIT_METRICS}


def approx_bleu(predictions: np.ndarray, targets: np.ndarray) -> WeightedSum:
  """Approximate BLEU of a batch's argmax ids [B, T] against its targets
  [B, T], ids as tokens, padding included (Tensor2Tensor's); weight 1."""
  return WeightedSum(float(bleu_hook.compute_bleu(_rows(targets),
                                                  _rows(predictions))), 1.0)


def rouge_2(predictions: np.ndarray, targets: np.ndarray) -> WeightedSum:
  """Mean ROUGE-2 F1 of a batch's rows (as approx_bleu); weight 1."""
  return WeightedSum(id_scores.rouge_n(_rows(predictions), _rows(targets),
                                       2), 1.0)


def rouge_l(predictions: np.ndarray, targets: np.ndarray) -> WeightedSum:
  """Mean ROUGE-L F-measure of a batch's rows (as approx_bleu); weight 1."""
  return WeightedSum(id_scores.rouge_l(_rows(predictions), _rows(targets)),
                     1.0)


_ID_FUNCTIONS = {metrics.Metrics.APPROX_BLEU: approx_bleu,
                 metrics.Metrics.ROUGE_2_F: rouge_2,
                 metrics.Metrics.ROUGE_L_F: rouge_l}


def id_sums(predictions: np.ndarray, targets: np.ndarray,
            names: Sequence[str]) -> Dict[str, WeightedSum]:
  """The WeightedSums of the id metrics among `names` of one batch."""
  return {name: _ID_FUNCTIONS[name](predictions, targets)
          for name in names if name in _ID_FUNCTIONS}


def needs_predictions(names: Sequence[str]) -> bool:
  """Whether some metric of `names` scores the argmax ids in NumPy."""
  return any(name in _ID_FUNCTIONS for name in names)


def _rows(ids: np.ndarray) -> list:
  # Python ints hash and compare faster than NumPy scalars.
  return np.asarray(ids).tolist()
