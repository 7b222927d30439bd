"""batches.chunk_arrays: a chunk crosses from tf.data in a few stacked
tensors and comes back as exactly windows.Chunk's arrays (values, dtypes
where the batches read them, the rows of a task without alignments)."""

import numpy as np
import tensorflow as tf

from t2t_dyn.batches import chunk_arrays
from t2t_dyn.mixing import windows


def _chunk(aligned_task: bool):
  """Three rows, the middle one empty on the target side and dropped by
  the chain's second transform."""
  chunk = {
      "inputs": tf.ragged.constant([[5, 6], [7], [8, 9, 10]], tf.int32),
      "targets": tf.ragged.constant([[11], [], [12, 13]], tf.int32),
      "keep": tf.constant([True, False, True]),
      "dropped_by": tf.constant([0, 2, 0], tf.int32),
      "input": tf.constant([0, 1, 0], tf.int32),
      "epoch": tf.constant(3, tf.int64),
      "shard": tf.constant(1, tf.int64),
      "chunk": tf.constant(7, tf.int64),
  }
  if aligned_task:
    chunk.update({
        "inputs_words": tf.ragged.constant([[1, 1], [1], [1, 3, 0]],
                                           tf.int32),
        "targets_words": tf.ragged.constant([[2], [], [4, 2]], tf.int32),
        windows.ALIGNMENT: tf.ragged.constant(
            [[[2, 1]], [], [[4, 1], [2, 3]]], tf.int32, ragged_rank=1,
            inner_shape=(2,)),
    })
  return chunk


def _through(chunk, aligned: bool):
  packed = chunk_arrays.packed(chunk, aligned)
  return packed, chunk_arrays.unpacked(
      {key: value.numpy() for key, value in packed.items()}, aligned)


def test_an_aligned_chunk_comes_back_as_its_arrays():
  packed, arrays = _through(_chunk(True), True)
  assert len(packed) == 6  # rows, position, splits, inputs, targets, links.
  np.testing.assert_array_equal(arrays["inputs"], [5, 6, 7, 8, 9, 10])
  np.testing.assert_array_equal(arrays["inputs_words"], [1, 1, 1, 1, 3, 0])
  np.testing.assert_array_equal(arrays["inputs_splits"], [0, 2, 3, 6])
  np.testing.assert_array_equal(arrays["targets"], [11, 12, 13])
  np.testing.assert_array_equal(arrays["targets_words"], [2, 4, 2])
  np.testing.assert_array_equal(arrays["targets_splits"], [0, 1, 1, 3])
  np.testing.assert_array_equal(arrays[windows.ALIGNMENT],
                                [[2, 1], [4, 1], [2, 3]])
  np.testing.assert_array_equal(arrays["alignment_splits"], [0, 1, 1, 3])
  assert arrays["keep"].dtype == bool
  np.testing.assert_array_equal(arrays["keep"], [True, False, True])
  np.testing.assert_array_equal(arrays["dropped_by"], [0, 2, 0])
  np.testing.assert_array_equal(arrays["input"], [0, 1, 0])
  assert (arrays["epoch"], arrays["shard"], arrays["chunk"]) == (3, 1, 7)
  for name in ("inputs", "targets", "inputs_words", "targets_words",
               windows.ALIGNMENT):
    assert arrays[name].dtype == np.int32, name
  chunk = windows.Chunk(arrays)
  assert chunk.rows == 3 and list(chunk.input) == [0, 1, 0]


def test_a_task_without_alignments_beside_aligned_ones_has_no_links():
  _, arrays = _through(_chunk(False), True)
  np.testing.assert_array_equal(arrays["inputs"], [5, 6, 7, 8, 9, 10])
  np.testing.assert_array_equal(arrays["inputs_words"], np.zeros(6))
  np.testing.assert_array_equal(arrays["targets_words"], np.zeros(3))
  assert arrays[windows.ALIGNMENT].shape == (0, 2)
  np.testing.assert_array_equal(arrays["alignment_splits"], [0, 0, 0, 0])


def test_a_chunk_without_alignments_carries_ids_only():
  packed, arrays = _through(_chunk(False), False)
  assert len(packed) == 5
  assert sorted(arrays) == sorted(
      ["inputs", "inputs_splits", "targets", "targets_splits", "keep",
       "dropped_by", "input", "epoch", "shard", "chunk"])
  np.testing.assert_array_equal(arrays["targets"], [11, 12, 13])
  np.testing.assert_array_equal(arrays["targets_splits"], [0, 1, 1, 3])
