"""Tests of t2t_dyn.streams.python_workers: chunks encoded in processes."""

import multiprocessing
import os
import signal

import numpy as np
import pytest

from t2t_dyn.foundation import worker_processes
from t2t_dyn.streams import python_workers
from t2t_dyn.test_utils import build_problem, write_lines
from t2t_dyn.transforms.base import TransformStats


@pytest.fixture(scope="module")
def problem(tmp_path_factory):
  tmp_path = tmp_path_factory.mktemp("python_workers")
  rng = np.random.default_rng(0)
  write_lines(tmp_path / "t", [
      " ".join(f"w{rng.integers(30)}" for _ in range(rng.integers(1, 9)))
      for _ in range(300)])
  return build_problem(tmp_path, {
      "meta": {"train": {"max_len": 6}},
      "tasks": {"t": {"inputs": {"x": {"src": "t", "tgt": "t"}},
                      "transforms": ["drop", "reorder", "filter_too_long"]}}})


def _job(problem, lines=64, seed=5):
  problem, data_dir = problem
  with open(problem.get_data_config().task("t").inputs["x"].src,
            "rb") as f:
    texts = [line.rstrip(b"\n") for line in f][:lines]
  return python_workers.ChunkJob(
      "t", 0, seed, is_train=True, transform_stage=None,
      epochs=np.full(lines, 2), positions=np.arange(lines) * 7,
      texts=(np.array(texts, object), np.array(texts, object)))


def test_worker_processes_encode_as_this_process_does(problem):
  """The same ids, filter decisions and counts from two worker processes as
  from encode_chunk here (examples are seeded by epoch and position)."""
  problem_, data_dir = problem
  setup = problem_.transform_setup(data_dir)
  job = _job(problem)
  here_stats, there_stats = TransformStats(), TransformStats()
  here = python_workers.encode_chunk(setup.chain("t"), setup.vocabularies,
                                     job, here_stats)
  pool = python_workers.WorkerPool(2, problem_.get_data_config(),
                                   setup.setup_dir, data_dir)
  try:
    there = pool.encode(job, there_stats)
  finally:
    pool.close()
  for field in python_workers.EncodedChunk._fields:
    np.testing.assert_array_equal(getattr(here, field), getattr(there, field))
  assert here_stats.as_dict() == there_stats.as_dict()
  assert 0 < here.keep.sum() < len(job.epochs)  # filter_too_long dropped some.
  assert (here.dropped_by[~here.keep] == 3).all()  # ...as the third transform.
  assert (here.src_lengths[~here.keep] == 1).all()  # Dropped: EOS alone.


def test_an_example_is_seeded_by_its_epoch_and_position(problem):
  problem_, data_dir = problem
  setup = problem_.transform_setup(data_dir)
  chain = setup.chain("t")

  def encoded(**changes):
    job = _job(problem)
    fields = {**job.__dict__, **changes}
    return python_workers.encode_chunk(
        chain, setup.vocabularies, python_workers.ChunkJob(**fields),
        TransformStats()).src_ids

  np.testing.assert_array_equal(encoded(), encoded())
  assert not np.array_equal(encoded(), encoded(epochs=np.full(64, 3)))
  assert not np.array_equal(encoded(), encoded(seed=6))


@pytest.mark.slow(reason="starts a pool of worker processes and kills "
                  "them")
def test_workers_that_died_give_an_error_that_says_why(problem):
  """A pool whose worker processes were killed (as the memory running out
  would, or a script without a main guard at their start) raises the one
  error that names the task and the usual causes, not the pool's bare
  BrokenProcessPool."""
  problem_, data_dir = problem
  setup = problem_.transform_setup(data_dir)
  pool = python_workers.WorkerPool(2, problem_.get_data_config(),
                                   setup.setup_dir, data_dir)
  try:
    pool.encode(_job(problem), TransformStats())  # The workers are up.
    workers = multiprocessing.active_children()
    assert workers
    for worker in workers:
      try:
        os.kill(worker.pid, signal.SIGKILL)
      except ProcessLookupError:
        # A child that an earlier test in this process started and that
        # ended between the listing and the kill: not one of the pool's.
        pass
    with pytest.raises(worker_processes.WorkersDiedError,
                       match=r"encoding chunks of task 't'.*__main__"):
      pool.encode(_job(problem), TransformStats())
  finally:
    pool.close()
