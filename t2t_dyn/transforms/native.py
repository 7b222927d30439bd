"""Native (TensorFlow) transforms: the convention and shared random ops.

A `NativeFn` takes `(features, seed)` and returns new features, inside a
tf.data map with no Python in the loop:
  features: {"src": tf.string [n], "tgt": tf.string [m] (absent for a
             monolingual example until a transform makes a pair),
             "keep": tf.bool [] (filters set it to False)}
  seed:     tf.int64 [2], a stateless seed specific to this example and
            this transform's position in the task's chain.
Only stateless random ops are used, so runs are reproducible and the
tf.data iterator stays checkpointable.
"""

from typing import Callable, Dict

import tensorflow as tf

Features = Dict[str, tf.Tensor]
NativeFn = Callable[[Features, tf.Tensor], Features]


def example_seed(global_seed, task_index, epoch, position) -> tf.Tensor:
  """The stateless seed [2] of one example (native twin of seeds.example_seed)."""
  seed = tf.stack([tf.cast(global_seed, tf.int64), tf.constant(0, tf.int64)])
  for part in (task_index, epoch, position):
    seed = tf.random.experimental.stateless_fold_in(
        seed, tf.cast(part, tf.int64))
  return seed


def fold(seed: tf.Tensor, salt: int) -> tf.Tensor:
  """An independent stream derived from `seed` (per transform, per side)."""
  return tf.random.experimental.stateless_fold_in(seed, salt)


def corruption_count(seed, n, temperature) -> tf.Tensor:
  """k in [0, n] with p(k) ∝ exp(-k * temperature), as int32 (see sampling)."""
  n = tf.cast(n, tf.int32)
  k = tf.range(n + 1, dtype=tf.float32)
  logits = -k * tf.cast(temperature, tf.float32)
  draw = tf.random.stateless_categorical(logits[tf.newaxis], 1, seed)
  return tf.cast(draw[0, 0], tf.int32)


def choose_positions_mask(seed, n, k) -> tf.Tensor:
  """A bool [n] mask with exactly k True positions, uniformly placed."""
  noise = tf.random.stateless_uniform([n], seed)
  ranks = tf.argsort(tf.argsort(noise))
  return ranks < k


def side_names(features: Features):
  return [name for name in ("src", "tgt") if name in features]
