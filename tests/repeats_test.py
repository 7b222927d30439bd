"""t2t_dyn.foundation.repeats against tf.repeat itself."""

import numpy as np
import tensorflow as tf

from t2t_dyn.foundation import repeats


def test_equals_tf_repeat_with_zeros_ones_and_a_long_count():
  rng = np.random.default_rng(0)
  for counts in ([], [0], [0, 0], [3], [0, 1, 0, 5], [1] * 7,
                 list(rng.integers(0, 4, 300)) + [841] + [0, 2]):
    counts = tf.constant(counts, tf.int64)
    values = tf.strings.as_string(tf.range(tf.size(counts)))
    np.testing.assert_array_equal(
        repeats.repeated_range(counts),
        tf.repeat(tf.range(tf.size(counts, out_type=tf.int64)), counts))
    np.testing.assert_array_equal(repeats.repeat(values, counts),
                                  tf.repeat(values, counts))


def test_int32_counts_and_graph_mode():
  run = tf.function(repeats.repeated_range)
  np.testing.assert_array_equal(run(tf.constant([2, 0, 1], tf.int32)),
                                [0, 0, 2])


def test_ranges_equal_tf_ragged_range_and_tf_repeat():
  rng = np.random.default_rng(1)
  for counts in ([], [0], [3], [0, 1, 0, 5], list(rng.integers(0, 4, 300)) +
                 [841, 0, 2]):
    starts = rng.integers(0, 2**32 - 1000, len(counts))
    got = tf.function(repeats.ranges)(tf.constant(starts, tf.int64),
                                      tf.constant(counts, tf.int32))
    np.testing.assert_array_equal(
        got.values, tf.ragged.range(tf.constant(starts, tf.int64),
                                    starts + np.asarray(counts, np.int64)
                                    ).flat_values)
    np.testing.assert_array_equal(
        got.sources, tf.repeat(tf.range(len(counts), dtype=tf.int64),
                               tf.constant(counts, tf.int64)))
