"""tf.data service: task streams run on dyn-data-service workers."""

import glob
import os
import socket
import subprocess
import sys
import time

import numpy as np
import pytest

from t2t_dyn import pipeline
from t2t_dyn import transforms
from t2t_dyn.utils import registry
from t2t_dyn.test_utils import build_problem, write_lines

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _free_port() -> int:
  with socket.socket() as s:
    s.bind(("localhost", 0))
    return s.getsockname()[1]


def _start(*args):
  process = subprocess.Popen(
      [sys.executable, "-m", "t2t_dyn.bin.dyn_data_service", *args], cwd=REPO,
      stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
      env={**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3"})
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


@pytest.fixture(scope="module")
def service():
  port = _free_port()
  processes = [_start("dispatcher", f"--port={port}")]
  try:
    processes += [_start("worker", f"--dispatcher=localhost:{port}")
                  for _ in range(2)]
    yield f"grpc://localhost:{port}", processes[1:]
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


def test_batches_come_from_the_service_workers(service, tmp_path):
  address, workers = service
  problem, data_dir = _problem(tmp_path)
  shard_bytes = sum(os.path.getsize(p) for p in
                    glob.glob(os.path.join(data_dir, "shards", "*", "*.gz")))
  before = [_bytes_read(w) for w in workers]
  train = problem.train_pipeline(
      data_dir, pipeline.DataHParams(batch_size=512, max_length=32,
                                     window_size=512),
      data_service=address)
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


def test_python_only_transform_is_refused_by_name(service, tmp_path):
  address, _ = service

  @registry.register_transform("service_test_python_only")
  class PythonOnly(transforms.Transform):

    def apply(self, batch, is_train, stats):
      return batch

  try:
    problem, data_dir = _problem(tmp_path,
                                 ("service_test_python_only", "drop"))
    with pytest.raises(pipeline.DataServiceError,
                       match=r"tasks.b: service_test_python_only"):
      problem.train_pipeline(data_dir, pipeline.DataHParams(),
                             data_service=address)
  finally:
    registry.transforms_registry().remove("service_test_python_only")
