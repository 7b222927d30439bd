"""tf.repeat over flat values, without tf.repeat's cost.

tf.repeat builds a mask of [len(counts), max(counts)], so one large count
(a long word segmented into many pieces, a pair of such words linked)
makes every element as dear as the largest. Here the i-th output finds its
source by a binary search in the counts' running sum: O(total log n).
"""

import tensorflow as tf


def repeated_range(counts):
  """int64 [sum(counts)]: i repeated counts[i] times (counts int, >= 0)."""
  ends = tf.cumsum(tf.cast(counts, tf.int64))
  total = tf.reduce_sum(tf.cast(counts, tf.int64))
  return tf.searchsorted(ends, tf.range(total), side="right",
                         out_type=tf.int64)


def repeat(values, counts):
  """tf.repeat(values, counts) of a 1-D `values`."""
  return tf.gather(values, repeated_range(counts))
