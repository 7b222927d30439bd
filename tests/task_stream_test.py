"""Tests of t2t_dyn.streams.task_stream: one task's stream of chunks."""

import numpy as np
import pytest

from t2t_dyn.shards import reading
from t2t_dyn.streams import task_stream
from t2t_dyn.streams.consumer import Consumer
from t2t_dyn.streams.task_stream import StreamSource, TaskStream
from t2t_dyn.test_utils import build_problem, write_lines

LINES = 700  # Two shards of 350: a chunk and a part, twice an epoch.


@pytest.fixture(scope="module")
def problem(tmp_path_factory):
  tmp_path = tmp_path_factory.mktemp("task_stream")
  rng = np.random.default_rng(0)
  write_lines(tmp_path / "t", [
      " ".join([f"l{i}"] + [f"w{rng.integers(20)}"
                            for _ in range(rng.integers(1, 6))])
      for i in range(LINES)])
  return build_problem(tmp_path, {
      "meta": {"shard": {"n_shards": 2}},
      "tasks": {"t": {"inputs": {"x": {"src": "t", "tgt": "t"}},
                      "transforms": ["drop", "reorder"]}}})


def _stream(problem, force_python=False, consumers=1, consumer=0):
  problem, data_dir = problem
  config = problem.get_data_config()
  setup = problem.transform_setup(data_dir)
  source = StreamSource(config.task("t"), 0,
                        reading.shard_sets(data_dir, config, "train")["t"],
                        setup.chain("t"), setup.vocabularies)
  return TaskStream(source, seed=3, consumer=Consumer(consumer, consumers),
                    force_python=force_python)


def _rows(stream, consumed, count):
  """The first `count` rows of dataset(consumed): (target ids, source ids
  (noised), keep)."""
  rows = []
  for chunk in stream.dataset(consumed):
    rows += list(zip(map(tuple, chunk["targets"].to_list()),
                     map(tuple, chunk["inputs"].to_list()),
                     chunk["keep"].numpy()))
    if len(rows) >= count:
      return rows[:count]
  raise AssertionError("unreachable: the stream is endless")


@pytest.mark.slow(reason="traces eight stream datasets (seconds)")
@pytest.mark.parametrize("force_python", [False, True])
def test_a_stream_resumed_at_a_count_goes_on_with_the_same_rows(
    problem, force_python):
  """Noise included: the rows from position k of a fresh stream are the
  uninterrupted stream's rows from k, inside a chunk, at a chunk's and a
  shard's edge, across the epoch (native and Python paths)."""
  stream = _stream(problem, force_python)
  uninterrupted = _rows(stream, 0, 2 * LINES + 50)
  for consumed in (1, task_stream.CHUNK - 1, task_stream.CHUNK, 350, 351,
                   LINES - 1, LINES + 400):
    assert _rows(stream, consumed, 60) == uninterrupted[consumed:
                                                        consumed + 60]


def test_each_epoch_reads_every_line_once_in_a_new_order(problem):
  stream = _stream(problem)
  rows = _rows(stream, 0, 2 * LINES)
  first, second = rows[:LINES], rows[LINES:]
  names = lambda rows: [row[0] for row in rows]  # pylint: disable=g-long-lambda
  assert sorted(names(first)) == sorted(names(second))
  assert len(set(names(first))) == LINES
  assert names(first) != names(second)
  # The noise (on the source side) differs between epochs too.
  assert sorted(first) != sorted(second)
  assert sorted(names(first)) != sorted(row[1] for row in first)


@pytest.mark.slow(reason="traces three stream datasets (seconds)")
def test_chunk_keys_name_the_chunks_in_order(problem):
  stream = _stream(problem, consumers=2, consumer=1)
  for consumed in (0, 200, 530):
    keys = stream.chunk_keys(consumed)
    for chunk, _ in zip(stream.dataset(consumed), range(6)):
      key = next(keys)
      assert (key.epoch, key.shard, key.chunk) == tuple(
          int(chunk[k]) for k in ("epoch", "shard", "chunk"))
