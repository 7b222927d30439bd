"""TF_CONFIG as the training cluster, and its errors."""

import json
import os
import subprocess
import sys

import pytest

from t2t_dyn.training import cluster


def _tf_config(workers=2, index=1, job="worker", chief=False, **extra):
  jobs = {"worker": [f"host{i}:2222" for i in range(workers)]}
  if chief:
    jobs["chief"] = ["boss:2222"]
  return json.dumps({"cluster": {**jobs, **extra},
                     "task": {"type": job, "index": index}})


def test_workers_are_data_consumers_in_order_chief_first():
  plain = cluster.from_tf_config(_tf_config(index=1))
  assert plain == cluster.Cluster(("host0:2222", "host1:2222"), 1)
  assert plain.num_workers == 2 and not plain.is_chief
  with_chief = cluster.from_tf_config(_tf_config(index=0, chief=True))
  assert with_chief.workers == ("boss:2222", "host0:2222", "host1:2222")
  assert with_chief.index == 1
  chief = cluster.from_tf_config(_tf_config(index=0, job="chief", chief=True))
  assert chief.index == 0 and chief.is_chief
  assert "worker 1 of 3 (host0:2222; chief boss:2222)" == (
      with_chief.describe())


def test_one_host_needs_no_cluster():
  assert cluster.from_tf_config(None) is None
  assert cluster.from_tf_config("  ") is None
  assert cluster.from_tf_config(_tf_config(workers=1, index=0)) is None
  assert cluster.from_tf_config(None, worker_replicas=1, worker_id=0) is None


@pytest.mark.parametrize("text,flags,message", [
    ("{cluster", {}, r"TF_CONFIG is not JSON: Expecting property name"),
    ("[1]", {}, r"TF_CONFIG must be a JSON object"),
    (json.dumps({"task": {"type": "worker"}}), {},
     r"TF_CONFIG.cluster is missing"),
    (json.dumps({"cluster": {"worker": ["a:1", "b:2"]}}), {},
     r"TF_CONFIG.task is missing"),
    (_tf_config(ps=["p:1"]), {}, r"TF_CONFIG.cluster has jobs ps: only "
     r"chief and worker jobs train here"),
    (_tf_config(evaluator=["e:1"]), {}, r"jobs evaluator"),
    (json.dumps({"cluster": {"worker": ["a:1", "b"]},
                 "task": {"type": "worker", "index": 0}}), {},
     r"TF_CONFIG.cluster.worker must be a list of \"host:port\" strings"),
    (_tf_config(index=2), {}, r"TF_CONFIG.task.index is 2; "
     r"TF_CONFIG.cluster.worker has 2 address\(es\)"),
    (_tf_config(index=0, job="chief"), {}, r"TF_CONFIG.task.type is 'chief'; "
     r"the cluster's jobs are worker"),
    (json.dumps({"cluster": {"worker": ["a:1", "a:1"]},
                 "task": {"type": "worker", "index": 0}}), {},
     r"names an address twice"),
    (_tf_config(workers=3), {"worker_replicas": 2},
     r"--worker_replicas=2, but TF_CONFIG names 3 workers"),
    (_tf_config(index=1, chief=True), {"worker_id": 1},
     r"--worker_id=1, but TF_CONFIG makes this process worker 2 "
     r"\(worker 1\)"),
    (None, {"worker_replicas": 2, "worker_id": 1},
     r"--worker_replicas=2 --worker_id=1: multi-worker training reads its "
     r"cluster from TF_CONFIG, which is not set"),
])
def test_bad_tf_config_names_the_key_or_flag(text, flags, message):
  with pytest.raises(cluster.ClusterError, match=message):
    cluster.from_tf_config(text, **flags)


def test_flags_that_agree_are_accepted():
  found = cluster.from_tf_config(_tf_config(workers=3, index=2),
                                 worker_replicas=3, worker_id=2)
  assert found.index == 2


def test_scratch_dir_is_beside_the_chiefs_and_only_for_other_workers(
    tmp_path):
  directory = str(tmp_path / "out" / "checkpoints")
  chief = cluster.Cluster(("a:1", "b:1"), 0)
  other = cluster.Cluster(("a:1", "b:1"), 1)
  assert cluster.scratch_dir(directory, None) == directory
  assert cluster.scratch_dir(directory, chief) == directory
  scratch = cluster.scratch_dir(directory, other)
  assert scratch == str(tmp_path / "out" / ".worker1_checkpoints")
  (tmp_path / "out" / ".worker1_checkpoints").mkdir(parents=True)
  cluster.discard_scratch(directory, other)
  assert not (tmp_path / "out" / ".worker1_checkpoints").exists()


CPU_REPLICAS = """
import tensorflow as tf
from t2t_dyn.training import cluster
strategy = cluster.make_strategy(None, worker_gpu=2)
assert strategy.num_replicas_in_sync == 2, strategy.num_replicas_in_sync
assert cluster.local_replicas(strategy) == 2
print("replicas ok")
"""


@pytest.mark.slow(reason="starts a TensorFlow process")
def test_worker_gpu_on_a_machine_without_gpus_trains_replicas_on_the_cpu():
  # Tensor2Tensor's soft placement put --worker_gpu towers on the CPU;
  # scripts with --worker_gpu=2 run on a CPU-only machine. A process of its
  # own: make_strategy splits the CPU itself, before TensorFlow starts its
  # devices (the test process's CPU is split already, by conftest).
  result = subprocess.run(
      [sys.executable, "-c", CPU_REPLICAS], capture_output=True, text=True,
      check=False, env={**os.environ, "CUDA_VISIBLE_DEVICES": "",
                        "TF_CPP_MIN_LOG_LEVEL": "3"})
  assert "replicas ok" in result.stdout, result.stderr[-2000:]
  assert "--worker_gpu=2 and no GPU: 2 replicas on the CPU" in result.stdout
