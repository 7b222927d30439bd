"""tf.repeat over flat values, without tf.repeat's cost.

tf.repeat builds a mask of [len(counts), max(counts)], so one large count
(a long word segmented into many pieces, a pair of such words linked)
makes every element as dear as the largest. Here one RaggedRange op lays
out the outputs: element i's run is i * _RUN + 0, 1, ..., counts[i] - 1,
so an output's source is its value // _RUN. O(total), no search.
"""

import tensorflow as tf

# Above any count: a run never reaches the next element's.
_RUN = 1 << 32


def repeated_range(counts):
  """int64 [sum(counts)]: i repeated counts[i] times (counts int, >= 0,
  below 2^32)."""
  counts = tf.cast(counts, tf.int64)
  starts = tf.range(tf.size(counts, out_type=tf.int64)) * _RUN
  return tf.ragged.range(starts, starts + counts).flat_values // _RUN


def repeat(values, counts):
  """tf.repeat(values, counts) of a 1-D `values`."""
  return tf.gather(values, repeated_range(counts))
