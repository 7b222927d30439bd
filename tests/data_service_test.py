"""tf.data service: task streams run on dyn-data-service workers."""

import glob
import hashlib
import itertools
import os
import socket
import subprocess
import sys
import time

import numpy as np
import pytest

from t2t_dyn import transforms
from t2t_dyn.hparams.data_hparams import DataHParams
from t2t_dyn.batches.data_plan import DataPlan
from t2t_dyn.batches.data_service import DataServiceError
from t2t_dyn.batches.pipeline_state import PipelineState
from t2t_dyn.shards import layout
from t2t_dyn.streams import chunk_order
from t2t_dyn.test_utils import build_problem, write_lines
from t2t_dyn.utils import registry

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _free_port() -> int:
  with socket.socket() as s:
    s.bind(("localhost", 0))
    return s.getsockname()[1]


def _spawn(*args):
  return subprocess.Popen(
      [sys.executable, "-m", "t2t_dyn.bin.dyn_data_service", *args], cwd=REPO,
      stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
      env={**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3"})


def _serving(process, args):
  """Waits until `process` (_spawn(*args)) says it serves; returns it."""
  deadline = time.time() + 60
  while time.time() < deadline:
    line = process.stdout.readline()
    if "serving" in line:
      return process
    if process.poll() is not None:
      break
  process.kill()
  raise RuntimeError(f"dyn-data-service {args} did not start")


def _bytes_read(process) -> int:
  with open(f"/proc/{process.pid}/io") as f:
    fields = dict(line.split(": ") for line in f.read().splitlines())
  return int(fields["rchar"])


@pytest.fixture(name="service", scope="module")
def service_fixture(tmp_path_factory):
  """(address, worker processes, journal dir) of one fault-tolerant
  dispatcher (--work_dir) and two workers, for the whole module: each
  process pays TensorFlow's start. They start together (a worker waits
  for the dispatcher to register with it)."""
  port = _free_port()
  journal = tmp_path_factory.mktemp("data_service") / "journal"
  arguments = [("dispatcher", f"--port={port}", f"--work_dir={journal}")] + [
      ("worker", f"--dispatcher=localhost:{port}")] * 2
  processes = []
  try:
    for args in arguments:
      processes.append(_spawn(*args))
    for process, args in zip(processes, arguments):
      _serving(process, args)
    yield f"grpc://localhost:{port}", processes[1:], journal
  finally:
    for process in processes:
      process.kill()
      process.wait()


def _problem(tmp_path, transforms_of_b=("drop",)):
  rng = np.random.default_rng(0)
  for name, n in (("a", 3000), ("b", 1000)):
    write_lines(tmp_path / name, [
        " ".join([f"{name}{i}"] + [f"w{rng.integers(40)}"
                                   for _ in range(rng.integers(2, 12))])
        for i in range(n)])
  return build_problem(tmp_path, {
      "meta": {"shard": {"n_shards": 4}},
      "tasks": {
          "a": {"inputs": {"x": {"src": "a", "tgt": "a"}},
                "transforms": ["reorder", "filter_too_long"]},
          "b": {"weight": 0.5, "inputs": {"x": {"src": "b", "tgt": "b"}},
                "transforms": list(transforms_of_b)},
      }})


@pytest.fixture(name="problem", scope="module")
def problem_fixture(tmp_path_factory):
  """(problem, data dir) of _problem: read, never written, by the tests
  of the module that need no other transforms."""
  return _problem(tmp_path_factory.mktemp("problem"))


@pytest.mark.slow(reason="starts dyn-data-service processes")
def test_batches_come_from_the_service_workers(service, problem):
  address, workers, _ = service
  problem, data_dir = problem
  shard_bytes = sum(os.path.getsize(p) for p in
                    glob.glob(os.path.join(layout.shards_dir(data_dir), "*", "*.gz")))
  before = [_bytes_read(w) for w in workers]
  train = problem.train_pipeline(
      DataPlan(
          data_dir,
          DataHParams(batch_size=512, max_length=32, window_size=512),
          data_service=address))
  batches = train.batches()
  rows = {0: set(), 1: set()}
  for _ in range(30):
    batch = next(batches)
    assert batch["inputs"].size <= 512 and batch["targets"].size <= 512
    for task, row in zip(batch["task_id"], batch["targets"]):
      rows[int(task)].add(tuple(row[row > 0]))
  read = sum(_bytes_read(w) - b for w, b in zip(workers, before))
  # The workers read the shards: the stream ran there, not in this process.
  assert read > shard_bytes
  # Both tasks mixed, about 2:1 as the weights say.
  assert 1.4 < len(rows[0]) / len(rows[1]) < 2.8
  train.close()  # The workers are the next tests' too.


def _digests(batches, n):
  return [hashlib.sha256(b"".join(
      np.ascontiguousarray(batch[k]).tobytes()
      for k in sorted(batch))).hexdigest() for batch in
          itertools.islice(batches, n)]


_HP = DataHParams(batch_size=512, max_length=32, window_size=512)


@pytest.mark.slow(reason="draws and recomputes a hundred chunks (seconds)")
def test_lost_chunks_are_computed_here(problem):
  """chunk_order on its own: chunks arriving shuffled, some twice and some
  never, come out in stream order, the missing ones recomputed."""
  problem, data_dir = problem
  train = problem.train_pipeline(DataPlan(data_dir, _HP))
  stream = train.streams[0]
  keys = stream.chunk_keys(700)
  local = list(itertools.islice(
      train._numpy_chunks(stream.dataset(700)), 100))
  assert [(int(c["epoch"]), int(c["shard"]), int(c["chunk"]))
          for c in local] == [(k.epoch, k.shard, k.chunk)
                              for k in itertools.islice(
                                  stream.chunk_keys(700), 100)]
  rng = np.random.default_rng(3)
  arrivals = [c for i, c in enumerate(local[:40]) if i % 7 != 3]  # Lost.
  arrivals += arrivals[:5]  # Sent twice.
  rng.shuffle(arrivals)
  stats = chunk_order.OrderStats()
  ordered = list(itertools.islice(chunk_order.in_stream_order(
      iter(arrivals + local[40:]), keys,
      lambda key: train._numpy_chunks(stream.visit_dataset(key)), stats,
      patience=8), 60))
  for got, want in zip(ordered, local):
    for name in want:
      np.testing.assert_array_equal(got[name], want[name])
  assert len(ordered) == 60
  assert stats.recomputed >= 6 and stats.duplicates >= 5
  train.close()


def test_an_unreachable_dispatcher_is_named(problem):
  problem, data_dir = problem
  port = _free_port()
  with pytest.raises(DataServiceError,
                     match=rf"--data_service=grpc://localhost:{port}: no "
                           rf"dispatcher answers there"):
    problem.train_pipeline(
        DataPlan(data_dir, _HP, data_service=f"grpc://localhost:{port}"))
  with pytest.raises(DataServiceError, match="expected grpc://"):
    problem.train_pipeline(DataPlan(data_dir, _HP, data_service="localhost"))


@pytest.mark.slow(reason="starts dyn-data-service processes")
def test_python_only_transform_is_refused_by_name(service, tmp_path):
  address, _, _ = service

  @registry.register_transform("service_test_python_only")
  class PythonOnly(transforms.Transform):

    def apply(self, batch, is_train, stats):
      return batch

  try:
    problem, data_dir = _problem(tmp_path,
                                 ("service_test_python_only", "drop"))
    with pytest.raises(DataServiceError,
                       match=r"tasks.b: service_test_python_only.*without "
                             r"--data_service"):
      problem.train_pipeline(
          DataPlan(data_dir, DataHParams(), data_service=address))
  finally:
    registry.transforms_registry().remove("service_test_python_only")


@pytest.mark.slow(reason="starts dyn-data-service processes")
def test_service_batches_are_the_local_ones_even_when_a_worker_dies(
    service, problem):
  """Through a fault-tolerant dispatcher (--work_dir) and two workers, one
  of them killed mid-run: the batches equal a run without the service bit
  for bit (the trainer puts chunks in order and computes lost ones), so
  every line is there; a run resumed from a batch's position through the
  service continues exactly. (It kills a worker of the module's service:
  the last test of the module to use it.)"""
  address, workers, journal = service
  problem, data_dir = problem
  local = problem.train_pipeline(DataPlan(data_dir, _HP))
  # Batch 49's position, read on the way: the resume below starts there.
  batches = list(itertools.islice(local.batches(), 120))
  resumed_from = np.array(batches[49]["position"])
  expected = _digests(iter(batches), 120)
  local.close()
  assert os.listdir(journal)  # The dispatcher's journal.
  served = problem.train_pipeline(
      DataPlan(data_dir, _HP, data_service=address))
  batches = served.batches()
  before = _bytes_read(workers[1])
  digests = _digests(batches, 20)
  assert _bytes_read(workers[1]) > before  # It was serving.
  workers[1].kill()
  workers[1].wait()
  digests += _digests(batches, 100)
  assert digests == expected
  order = served.statistics()["data_service"]
  assert sum(o["received"] for o in order.values()) > 0
  assert any("data service: task a:" in line for line in served.summary())
  served.close()

  resumed = problem.train_pipeline(
      DataPlan(data_dir, _HP, data_service=address),
      PipelineState.from_vector(resumed_from))
  assert _digests(resumed.batches(), 30) == expected[50:80]
  resumed.close()
