"""tf.repeat over flat values, without tf.repeat's cost.

tf.repeat builds a mask of [len(counts), max(counts)], so one large count
(a long word segmented into many pieces, a pair of such words linked)
makes every element as dear as the largest. Here one RaggedRange op lays
out the outputs: element i's run is i * _RUN + 0, 1, ..., counts[i] - 1,
so an output's source is its value // _RUN. O(total), no search.
"""

from typing import NamedTuple

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


class Ranges(NamedTuple):
  """Consecutive ranges laid end to end (see ranges): `values`, int64
  [sum(counts)], and for each value `sources`, int64, the i it came from."""
  values: tf.Tensor
  sources: tf.Tensor


def ranges(starts, counts) -> Ranges:
  """starts[i], starts[i] + 1, ..., starts[i] + counts[i] - 1 for each i in
  turn, with each value's i: one RaggedRange gives both, where a range
  and a repeat of i would take two (counts >= 0, starts + counts and the
  number of ranges below 2^32)."""
  counts = tf.cast(counts, tf.int64)
  firsts = (tf.range(tf.size(counts, out_type=tf.int64)) * _RUN +
            tf.cast(starts, tf.int64))
  runs = tf.ragged.range(firsts, firsts + counts).flat_values
  return Ranges(tf.bitwise.bitwise_and(runs, _RUN - 1),
                tf.bitwise.right_shift(runs, 32))
