"""Native (TensorFlow) transforms: the convention and shared random ops.

A `NativeFn` transforms a *chunk* of examples at once, inside a tf.data map
with no Python in the loop (one call per chunk amortizes TensorFlow's
per-call overhead, which dominated per-example maps):
  fn(features, seed) -> features
  features: {"src": tf.string RaggedTensor [B, None],
             "tgt": tf.string RaggedTensor [B, None] (absent for monolingual
                    examples until a transform makes a pair),
             "keep": tf.bool [B] (filters set rows to False)}
  seed:     tf.int64 [2], one stateless seed for the chunk and this
            transform's position in the task's chain.
Chunks are aligned to positions in a shard's per-epoch permutation, so every
example's draws remain a deterministic function of (seed, task, epoch,
position). Only stateless random ops are used, so runs are reproducible and
the tf.data iterator stays checkpointable.
"""

from typing import Callable, Dict

import tensorflow as tf

Features = Dict[str, tf.Tensor]
NativeFn = Callable[[Features, tf.Tensor], Features]


def seed_of(global_seed, *parts) -> tf.Tensor:
  """A stateless seed [2] for (global seed, part, part, ...), e.g. a chunk's
  (task, epoch, shard, chunk)."""
  seed = tf.stack([tf.cast(global_seed, tf.int64), tf.constant(0, tf.int64)])
  for part in parts:
    seed = tf.random.experimental.stateless_fold_in(
        seed, tf.cast(part, tf.int64))
  return seed


def fold(seed: tf.Tensor, salt: int) -> tf.Tensor:
  """An independent stream derived from `seed` (per transform, per side)."""
  return tf.random.experimental.stateless_fold_in(seed, salt)


def side_names(features: Features):
  return [name for name in ("src", "tgt") if name in features]
