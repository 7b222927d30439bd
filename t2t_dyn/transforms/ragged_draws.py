"""Vectorized random draws over a chunk, for the native noise transforms.

A chunk's tokens are a ragged [B, None]: flat values with int64 row
lengths. Every helper draws each row independently of the others, with
stateless ops, so a chunk's noise is a function of its seed.
"""

import math

import tensorflow as tf

from t2t_dyn.foundation import repeats
from t2t_dyn.transforms import native


def row_lengths(tokens):
  """int64 [B]: the row lengths of a ragged [B, None]."""
  return tf.cast(tokens.row_lengths(), tf.int64)


def ragged(values, lengths):
  """The ragged [B, None] of flat `values` cut into rows of `lengths`."""
  return tf.RaggedTensor.from_row_lengths(values, lengths, validate=False)


def flat_row_ids(lengths):
  """int64 [sum(lengths)]: the row of each flat position."""
  return repeats.repeated_range(lengths)


def indices(mask):
  """int32 positions of the True entries of a bool [N], for dynamic_stitch."""
  return tf.cast(tf.where(mask)[:, 0], tf.int32)


def uniform_index(seed, size, choices):
  """int64 [size] uniform in [0, choices), choices a scalar or [size]."""
  choices = tf.cast(choices, tf.float64)
  u = tf.random.stateless_uniform([size], seed, dtype=tf.float64)
  index = tf.cast(tf.floor(u * choices), tf.int64)
  # u * choices may round up to choices itself.
  return tf.minimum(index, tf.cast(choices, tf.int64) - 1)


def shuffled_order(seed, row_ids):
  """int32 [N]: a permutation of flat positions that shuffles each row
  uniformly and keeps rows in place (row_ids ascending)."""
  n = tf.size(row_ids, out_type=tf.int64)
  # A key in [row, row + 1) sorts rows apart; a key rounding up to row + 1
  # ties with the next row's smallest, and the stable sort keeps it first.
  keys = tf.cast(row_ids, tf.float64) + tf.random.stateless_uniform(
      [n], seed, dtype=tf.float64)
  return tf.argsort(keys, stable=True)


def random_ranks(seed, lengths):
  """int64 [sum(lengths)]: each position's rank within its row in a uniform
  random order of the row, so `ranks < k_i` picks k_i uniform positions."""
  rows = flat_row_ids(lengths)
  order = shuffled_order(seed, rows)
  sorted_at = tf.cast(tf.math.invert_permutation(order), tf.int64)
  return sorted_at - tf.gather(tf.cumsum(lengths, exclusive=True), rows)


def chosen(seed, lengths, counts):
  """bool [sum(lengths)]: counts[i] positions of row i, uniformly placed."""
  return random_ranks(seed, lengths) < tf.gather(
      counts, flat_row_ids(lengths))


def corruption_counts(seed, lengths, temperature: float):
  """int64 [B]: per row, k in [0, n - 1] with p(k) ∝ exp(-k * temperature)
  (0 for rows of at most one token).

  The closed-form inverse CDF of `draws.corruption_count`, one uniform
  per row, so the law is the same row by row.
  """
  n = tf.maximum(tf.cast(lengths, tf.float64) - 1.0, 0.0)  # The largest k.
  u = tf.random.stateless_uniform(tf.shape(lengths), seed, dtype=tf.float64)
  r = math.exp(-temperature)
  if r >= 1.0:
    k = tf.floor(u * (n + 1.0))
  elif r == 0.0:
    k = tf.zeros_like(n)  # exp(-temperature) underflows: only k = 0 is left.
  else:
    total = 1.0 - tf.pow(tf.constant(r, tf.float64), n + 1.0)
    k = tf.math.ceil(tf.math.log(1.0 - u * total) / math.log(r) - 1.0)
  return tf.cast(tf.clip_by_value(k, 0.0, n), tf.int64)


def corrupted(seed, lengths, temperature: float, inserted: bool = False):
  """The noise-count rule on each row of a chunk: (k int64 [B], bool mask
  over the flat slots with k[i] uniform True slots in row i). Slots are the
  row's n tokens, or its n + k output slots when `inserted` (insertion).
  The native twin of `draws.corrupted_positions`."""
  k = corruption_counts(native.fold(seed, 0), lengths, temperature)
  slots = lengths + k if inserted else lengths
  return k, chosen(native.fold(seed, 1), slots, k)
