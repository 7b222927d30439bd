"""Tests of t2t_dyn.streams.visit_order: which lines a consumer reads, in
which order, from a position; numbers only, no shard is read."""

import collections

import numpy as np
import pytest

from t2t_dyn.streams.consumer import Consumer
from t2t_dyn.streams.visit_order import CHUNK, LINE_CODE, VisitOrder
from t2t_dyn.training.elastic import Layout

SHARDS = [700, 301, 1]  # Two chunks and a part, a chunk minus some, a line.


def _order(consumer=Consumer(), shards=SHARDS, seed=3):
  return VisitOrder("t", 1, shards, seed, consumer)


def test_each_epoch_reads_the_consumers_lines_once_in_a_new_order():
  """Consumer i of n: lines i mod n of every shard, shard by shard in the
  epoch's shard order, once an epoch; epochs differ in order only."""
  for consumer in (Consumer(), Consumer(1, 2)):
    order = _order(consumer)
    epochs = [order.line_codes(e) for e in range(3)]
    expected = sorted(s * LINE_CODE + i for s, n in enumerate(SHARDS)
                      for i in range(consumer.index, n, consumer.count))
    assert len(expected) == order.epoch_lines
    for epoch, codes in enumerate(epochs):
      assert sorted(codes) == expected
      shards = [int(code // LINE_CODE) for code in codes]
      assert shards == sorted(shards,
                              key=list(order.shard_order(epoch)).index)
    assert not np.array_equal(epochs[0], epochs[1])
  # Another seed, another order.
  assert not np.array_equal(_order(seed=4).line_codes(0),
                            _order().line_codes(0))


def test_each_shards_lines_are_permuted_anew_every_epoch():
  """Not only the shard order changes with the epoch: the lines within
  each shard too (a new shard order alone would hide a line order seeded
  without the epoch), and each shard's permutation is its own."""
  order = _order()
  for shard, lines in enumerate(SHARDS[:2]):
    epochs = [order.line_order(e, shard, lines).numpy() for e in range(3)]
    assert all(sorted(e) == list(range(lines)) for e in epochs)
    assert not np.array_equal(epochs[0], epochs[1])
    assert not np.array_equal(epochs[1], epochs[2])
    assert np.array_equal(epochs[0], order.line_order(0, shard, lines))
  assert not np.array_equal(order.line_order(0, 0, 301),
                            order.line_order(0, 1, 301))


@pytest.mark.parametrize("consumed", [
    0, 1, CHUNK - 1, CHUNK, 699, 700, 1001, 1002, 1003, 2 * 1002 + CHUNK])
def test_a_position_locates_the_line_read_there(consumed):
  """locate(k) names line k of the stream: epoch_start + the lines of the
  shards visited before + skip == k, at chunk, shard and epoch edges."""
  order = _order()
  at = order.locate(consumed)
  before = sum(order.lines_of(at.epoch, int(s))
               for s in order.shard_order(at.epoch)[:at.rank])
  assert order.epoch_start(at.epoch) + before + at.skip == consumed
  shard = int(order.shard_order(at.epoch)[at.rank])
  assert 0 <= at.skip < order.lines_of(at.epoch, shard)
  assert at.epoch == consumed // sum(SHARDS)


def test_chunk_keys_cover_each_visit_from_the_position_on():
  order = _order()
  keys = order.chunk_keys(CHUNK + 5)
  first = next(keys)
  at = order.locate(CHUNK + 5)
  assert (first.epoch, first.skip) == (0, at.skip)
  assert first.shard == int(order.shard_order(0)[at.rank])
  assert first.chunk == at.skip // CHUNK
  # Then every chunk of every later visit, in order, from its first line.
  visits = collections.defaultdict(list)
  for key in [next(keys) for _ in range(20)]:
    visits[key.epoch, key.shard].append(key)
  del visits[first.epoch, first.shard], visits[list(visits)[-1]]
  assert len(visits) >= 4
  for (_, shard), chunks in visits.items():
    assert [k.chunk for k in chunks] == list(range(-(-SHARDS[shard] //
                                                     CHUNK)))
    assert [k.skip for k in chunks] == [k.chunk * CHUNK for k in chunks]


def test_visits_are_the_chunk_keys_visits():
  order = _order(Consumer(0, 2))
  visits = [(int(v["epoch"]), int(v["shard"]), int(v["skip"]))
            for v, _ in zip(order.visits(400), range(7))]
  expected = []
  for key in order.chunk_keys(400):
    visit = (key.epoch, key.shard, key.skip if not expected else 0)
    if not expected or visit[:2] != expected[-1][:2]:
      expected.append(visit)
    if len(expected) == 7:
      break
  assert visits == expected


def test_leftover_epochs_come_first_then_whole_epochs():
  """After a resize, consumer j of 2 reads its share (every 2nd from the
  j-th) of the leftover lines of epochs 4 and 5, then from epoch 6 on
  lines j mod 2; positions count from the first leftover line."""
  leftover = {4: np.array([0 * LINE_CODE + 5, 1 * LINE_CODE + 7,
                           1 * LINE_CODE + 8]),
              5: np.array([0 * LINE_CODE + 1, 2 * LINE_CODE + 0])}
  layout = Layout(2, {"t": leftover})
  for j in (0, 1):
    order = _order(Consumer(j, 2, layout))
    assert (order.first_epoch, order.first_whole_epoch) == (4, 6)
    assert sorted(order.line_codes(4)) == sorted(leftover[4][j::2])
    assert sorted(order.line_codes(5)) == sorted(leftover[5][j::2])
    assert len(order.line_codes(6)) == order.epoch_lines
    assert all(code % LINE_CODE % 2 == j for code in order.line_codes(6))
    lengths = [len(leftover[4][j::2]), len(leftover[5][j::2])]
    assert order.epoch_start(6) == sum(lengths)
    assert order.locate(0).epoch == 4
    assert order.locate(sum(lengths)).epoch == 6


def test_a_consumer_without_lines_is_refused():
  with pytest.raises(ValueError, match="task 't' has no lines for "
                     "consumer 3 of 4"):
    VisitOrder("t", 0, [1, 2], 3, Consumer(3, 4))
