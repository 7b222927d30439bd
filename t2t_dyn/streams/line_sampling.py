"""Which lines of a task each epoch keeps: per-line scores and per-input
weights.

A task's inputs may carry a score per line (`inputs.<name>.scores`, a file
of one number per line) and a relative weight (`inputs.<name>.weight`,
default 1). Each line then has the weight

  w = input weight × f(score),  f = exp(scale · score)  (score_weighting
  type exp), score × scale (type linear, scores >= 0), or 1 (none),

and lines whose score is below `score_threshold` have none. In each epoch a
line is kept with probability w / (the largest w of the task), decided by a
stateless draw of (seed, task, epoch, shard, line): so within a task lines
appear in proportion to w, another epoch keeps other lines, and a resumed
run keeps the same ones. Dropped lines count, per task, as filtered by
`score_threshold` or `weighted_sampling`.
"""

import gzip
from typing import Optional

import numpy as np

from t2t_dyn.config.data_config import TaskSpec
from t2t_dyn.shards.reading import ShardSet

KEPT, BELOW_THRESHOLD, SAMPLED_OUT = 0, 1, 2
# Names of the drop codes, as the pipeline's statistics show them.
REASONS = ("score_threshold", "weighted_sampling")


class LineSamplingError(ValueError):
  """Scores that cannot give the configured weights."""


def _read_numbers(paths, dtype) -> np.ndarray:
  values = []
  for path in paths:
    with gzip.open(path, "rt", encoding="utf-8") as f:
      values.append(np.array(f.read().split(), dtype=dtype))
  return np.concatenate(values) if values else np.zeros([0], dtype)


class LineSampling:
  """The keep decision of a task's lines (see the module docstring)."""

  def __init__(self, task: TaskSpec, shards: ShardSet):
    """Reads the task's scores to find the largest weight. Raises:
    LineSamplingError for negative scores under linear weighting, or when
    no line is left."""
    self.task = task
    weights = np.array([spec.weight for spec in task.inputs.values()],
                       np.float64)
    self.log_input_weights = np.log(weights)
    self.threshold = task.score_threshold
    self.weighting = task.score_weighting
    self.has_score = "score" in shards.files
    corpus = (_read_numbers(shards.files["corpus"], np.int64)
              if "corpus" in shards.files
              else np.zeros([sum(shards.lines)], np.int64))
    scores = (_read_numbers(shards.files["score"], np.float64)
              if self.has_score else None)
    if (self.weighting and self.weighting[0] == "linear" and
        scores is not None and (scores < 0).any()):
      raise LineSamplingError(
          f"tasks.{task.name}.score_weighting: type linear needs scores >= "
          f"0; its shards hold {float(scores.min()):g}")
    log_w = self.log_weights(corpus, scores)
    if not np.isfinite(log_w).any():
      raise LineSamplingError(
          f"tasks.{task.name}: no line has a score >= score_threshold "
          f"{self.threshold:g} and a weight above 0")
    self.log_max = float(np.max(log_w[np.isfinite(log_w)]))

  @classmethod
  def for_task(cls, task: TaskSpec,
               shards: ShardSet) -> Optional["LineSampling"]:
    """None when every line of the task is kept (no scores used and equal
    input weights)."""
    weights = {spec.weight for spec in task.inputs.values()}
    if (task.score_threshold is None and task.score_weighting is None and
        len(weights) <= 1):
      return None
    return cls(task, shards)

  def log_weights(self, corpus, scores, xp=np):
    """log w per line (-inf: below the threshold); `xp`: numpy, or
    tensorflow's experimental numpy for the native stream."""
    log_w = xp.take(xp.asarray(self.log_input_weights), corpus)
    if scores is None:
      return log_w
    if self.weighting is not None:
      kind, scale = self.weighting
      if kind == "exp":
        log_w = log_w + scale * scores
      else:
        log_w = log_w + xp.log(scale * scores)
    if self.threshold is not None:
      log_w = xp.where(scores < self.threshold, -np.inf, log_w)
    return log_w

  def codes(self, corpus, scores, uniform):
    """Per line KEPT, BELOW_THRESHOLD or SAMPLED_OUT (tensorflow), from its
    input index, score and a uniform draw in [0, 1)."""
    import tensorflow as tf  # pylint: disable=g-import-not-at-top
    import tensorflow.experimental.numpy as tnp  # pylint: disable=g-import-not-at-top
    log_w = self.log_weights(corpus, scores, tnp)
    below = tf.zeros(tf.shape(corpus), tf.bool)
    if self.threshold is not None and scores is not None:
      below = scores < self.threshold
    kept_probability = tf.exp(log_w - self.log_max)
    return tf.where(below, BELOW_THRESHOLD, tf.where(
        uniform < kept_probability, KEPT, SAMPLED_OUT))
