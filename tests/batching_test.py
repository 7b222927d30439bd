"""Tests for t2t_dyn.batching: the budget's two meanings, the order, the cut."""

import numpy as np
import pytest

from t2t_dyn import batching


def _cut(src, tgt, **kwargs):
  scheme = batching.BucketScheme.build(max_length=kwargs.pop("max_length", 64),
                                       **kwargs)
  batches = batching.bucket_batches(np.asarray(src), np.asarray(tgt), scheme,
                                    np.random.default_rng(0))
  return sorted((sorted(b.tolist()) for b in batches), key=min)


def test_longest_side_counts_rows_times_the_longer_padded_side():
  # Budget 40, longest side: 4 rows of (10, 2) cost 4 x 10 = 40 (fits), with
  # 24 padded tokens of the 48 held; both sides would count 4 x 12 = 48.
  batches = _cut([10] * 4, [2] * 4, batch_size=40, max_length=20)
  assert batches == [[0, 1, 2, 3]]
  both = _cut([10] * 4, [2] * 4, batch_size=40, max_length=20,
              token_budget="both_sides")
  assert [len(b) for b in both] == [3, 1]  # 3 x 12 = 36 <= 40 < 48.


def test_every_batch_fits_and_every_example_is_in_one():
  rng = np.random.default_rng(3)
  src = rng.integers(1, 60, 3000)
  tgt = rng.integers(1, 60, 3000)
  for budget in ("longest_side", "both_sides"):
    scheme = batching.BucketScheme.build(1000, 64, token_budget=budget)
    batches = batching.bucket_batches(src, tgt, scheme,
                                      np.random.default_rng(0))
    assert sorted(np.concatenate(batches).tolist()) == list(range(3000))
    for b in batches:
      rows, s, t = len(b), src[b].max(), tgt[b].max()
      cost = rows * (s + t) if budget == "both_sides" else rows * max(s, t)
      assert cost <= 1000
      assert rows < 8 or rows % 8 == 0


def test_neighbours_match_on_both_sides_when_the_longer_side_switches():
  # Pairs (8, 2) and (2, 8) have the same longer side; batched together
  # they pad to 8 + 8. Ordering by source length within the bucket keeps
  # them apart.
  src = [8, 2] * 8
  tgt = [2, 8] * 8
  batches = _cut(src, tgt, batch_size=80, max_length=16)
  for b in batches:
    assert len({(src[i], tgt[i]) for i in b}) == 1


def test_sentence_counts_ignore_lengths():
  batches = _cut(list(range(1, 21)), [5] * 20, batch_size=8,
                 batch_size_means_tokens=False, max_length=32)
  assert sorted(len(b) for b in batches) == [4, 8, 8]


def test_budget_too_small_for_one_example_is_refused():
  with pytest.raises(ValueError, match="cannot hold one example"):
    batching.BucketScheme.build(100, 64, token_budget="both_sides")
  batching.BucketScheme.build(128, 64, token_budget="both_sides")
  with pytest.raises(ValueError, match="token_budget must be one of"):
    batching.BucketScheme.build(128, 64, token_budget="padded")


def test_ordered_batches_give_an_overlong_example_its_own_batch():
  # Evaluation drops nothing: lengths beyond the budget still get a batch.
  scheme = batching.BucketScheme.build(40, 20)
  batches = batching.ordered_batches([5, 60, 5, 6], [5, 3, 4, 6], scheme)
  assert sorted(np.concatenate(batches).tolist()) == [0, 1, 2, 3]
  assert [1] in [b.tolist() for b in batches]
  # In length order, not shuffled.
  assert batches[-1].tolist() == [1]
