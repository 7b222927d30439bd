"""Tests of t2t_dyn.batches.window_batches: a mixed window cut into batches,
their arrays and the cut at a switch point, checked by brute force."""

import numpy as np
import pytest

from t2t_dyn.batches import window_batches
from t2t_dyn.batches.pipeline_stats import PipelineStats
from t2t_dyn.hparams.data_hparams import DataHParams
from t2t_dyn.mixing import windows
from t2t_dyn.transforms.base import TransformStats

MAX_LENGTH = 24


def _window(src_len, tgt_len, task_ids) -> windows.WindowExamples:
  """One chunk whose row i has src_len[i] / tgt_len[i] ids (id = i + 2)."""
  def side(lengths):
    ids = np.concatenate([np.full(n, i + 2, np.int32)
                          for i, n in enumerate(lengths)])
    return ids, np.concatenate([[0], np.cumsum(lengths)]).astype(np.int64)
  inputs, inputs_splits = side(src_len)
  targets, targets_splits = side(tgt_len)
  n = len(src_len)
  chunk = windows.Chunk({"inputs": inputs, "inputs_splits": inputs_splits,
                         "targets": targets, "targets_splits": targets_splits,
                         "keep": np.ones(n, bool),
                         "dropped_by": np.zeros(n, np.int32),
                         "input": np.zeros(n, np.int32)})
  return windows.WindowExamples([chunk], np.zeros(n, np.int64),
                                np.arange(n), np.asarray(task_ids),
                                np.arange(1, n + 1))


def _batcher(packed_length: int = 0) -> window_batches.WindowBatcher:
  stats = PipelineStats(["a", "b"], TransformStats(), [[], []], [["x"], ["x"]])
  return window_batches.WindowBatcher(
      DataHParams(batch_size=96, max_length=MAX_LENGTH,
                  packed_length=packed_length, min_length_bucket=4),
      None, stats)


def _random_window(seed: int, n: int = 120):
  rng = np.random.default_rng(seed)
  src = rng.integers(1, MAX_LENGTH + 4, n)
  tgt = rng.integers(1, MAX_LENGTH + 4, n)
  # The edges: exactly at max_length is kept, one more is dropped.
  src[:3], tgt[:3] = [MAX_LENGTH, MAX_LENGTH + 1, 1], [1, 1, MAX_LENGTH]
  return _window(src, tgt, rng.integers(0, 2, n))


@pytest.mark.parametrize("packed_length", [0, MAX_LENGTH])
def test_every_example_that_fits_is_in_exactly_one_batch(packed_length):
  batcher = _batcher(packed_length)
  window = _random_window(1)
  src, tgt = window.lengths["inputs"], window.lengths["targets"]
  batches = batcher.batches(src, tgt, np.random.default_rng(3))
  slots = np.concatenate([window_batches.slots_of(b) for b in batches])
  fitting = np.flatnonzero(np.maximum(src, tgt) <= MAX_LENGTH)
  assert sorted(slots) == list(fitting)
  assert 0 in slots and 2 in slots and 1 not in slots


@pytest.mark.parametrize("packed_length", [0, MAX_LENGTH])
def test_the_cut_is_the_fewest_slots_reaching_the_batches_needed(
    packed_length):
  batcher = _batcher(packed_length)
  window = _random_window(2)
  src, tgt = window.lengths["inputs"], window.lengths["targets"]

  def count(slots):
    return len(batcher.batches(src[:slots], tgt[:slots]))

  total = count(len(src))
  assert total > 4
  for needed in (1, 2, total // 2, total - 1):
    cut = batcher.slots_for_batches(window, needed)
    fewest = next(s for s in range(1, len(src) + 1) if count(s) >= needed)
    assert cut == fewest, needed
  assert batcher.slots_for_batches(window, total) is None


def test_pending_counts_each_tasks_examples_in_the_later_batches():
  batcher = _batcher()
  window = _random_window(4)
  batches = batcher.batches(window.lengths["inputs"],
                            window.lengths["targets"],
                            np.random.default_rng(5))
  pending = window_batches.pending_after_each(batches, window.task_ids, 2)
  for j in range(len(batches)):
    later = np.concatenate([batches[k] for k in range(j + 1, len(batches))]
                           or [np.zeros([0], np.int64)])
    assert pending[j] == [int((window.task_ids[later] == t).sum())
                          for t in (0, 1)]
  assert pending[-1] == [0, 0]


def test_arrays_hold_the_slots_rows_and_count_tokens_and_padding():
  batcher = _batcher()
  window = _window([3, 1, 2], [1, 4, 2], [0, 1, 1])
  batch = batcher.arrays(window, np.array([2, 0]))
  np.testing.assert_array_equal(batch["inputs"], [[4, 4, 0], [2, 2, 2]])
  np.testing.assert_array_equal(batch["targets"], [[4, 4], [2, 0]])
  np.testing.assert_array_equal(batch["task_id"], [1, 0])
  stats = batcher.stats
  assert (stats.real_tokens, stats.padded_tokens, stats.batches) == (8, 10, 1)
  np.testing.assert_array_equal(stats.tokens, [4, 4])


def test_packed_arrays_put_several_slots_in_a_row():
  batcher = _batcher(packed_length=8)
  window = _window([3, 1, 2], [1, 4, 2], [0, 1, 1])
  batch = batcher.arrays(window, [np.array([0, 1]), np.array([2])])
  np.testing.assert_array_equal(batch["inputs"], [[2, 2, 2, 3], [4, 4, 0, 0]])
  np.testing.assert_array_equal(batch["inputs_segmentation"],
                                [[1, 1, 1, 2], [1, 1, 0, 0]])
  np.testing.assert_array_equal(batch["targets_task_id"],
                                [[0, 1, 1, 1, 1], [1, 1, 0, 0, 0]])
  assert batcher.stats.real_tokens == 13
