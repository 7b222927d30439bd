"""The training cluster: one host's GPUs, or several hosts from TF_CONFIG.

Several hosts train with TensorFlow's MultiWorkerMirroredStrategy, set up by
its own TF_CONFIG variable on every host, e.g. for the second of two:

  {"cluster": {"worker": ["host0:2222", "host1:2222"]},
   "task": {"type": "worker", "index": 1}}

(a "chief" job, if any, is worker 0). Each worker is one data consumer:
worker i of n reads the lines of every task whose index in its shard is
i mod n (task_stream), mixes and batches them itself, and splits each batch
among its own GPUs; gradients are summed over all of them, so every update
is one batch per worker. The chief (worker 0) writes the checkpoints, the
summaries and the evaluations; the others save into a scratch directory
they delete, as TensorFlow asks of every worker, and receive the
evaluations from the chief (`WorkerGroup`).
"""

import dataclasses
import json
import os
import shutil
from typing import Any, List, Mapping, Optional

import tensorflow as tf

_JOBS = ("chief", "worker")


class ClusterError(ValueError):
  """A TF_CONFIG that is malformed or disagrees with the flags."""


@dataclasses.dataclass(frozen=True)
class Cluster:
  """The training hosts (chief first) and which one this process is."""
  workers: tuple
  index: int

  @property
  def num_workers(self) -> int:
    return len(self.workers)

  @property
  def is_chief(self) -> bool:
    return self.index == 0

  def describe(self) -> str:
    return (f"worker {self.index} of {self.num_workers} "
            f"({self.workers[self.index]}; chief {self.workers[0]})")


def from_tf_config(text: Optional[str],
                   worker_replicas: Optional[int] = None,
                   worker_id: Optional[int] = None) -> Optional[Cluster]:
  """The cluster TF_CONFIG's `text` describes; None for one host (no
  TF_CONFIG, or one worker). `worker_replicas`/`worker_id`: Tensor2Tensor's
  flags, when given, must agree with it (hosts, this host's index).
  Raises: ClusterError naming the key or flag at fault."""
  if not text or not text.strip():
    if (worker_replicas or 1) > 1 or worker_id:
      given = " ".join(f"--{name}={value}" for name, value in (
          ("worker_replicas", worker_replicas), ("worker_id", worker_id))
                       if value is not None)
      raise ClusterError(f"{given}: multi-worker training reads its cluster "
                         f"from TF_CONFIG, which is not set")
    return None
  try:
    config = json.loads(text)
  except json.JSONDecodeError as e:
    raise ClusterError(f"TF_CONFIG is not JSON: {e}") from e
  if not isinstance(config, dict):
    raise ClusterError("TF_CONFIG must be a JSON object with keys cluster "
                       "and task")
  cluster, task = config.get("cluster"), config.get("task")
  if not isinstance(cluster, dict) or not cluster:
    raise ClusterError("TF_CONFIG.cluster is missing or not an object of "
                       "jobs (chief, worker)")
  if not isinstance(task, dict):
    raise ClusterError("TF_CONFIG.task is missing (e.g. {\"type\": "
                       "\"worker\", \"index\": 0})")
  others = sorted(set(cluster) - set(_JOBS))
  if others:
    raise ClusterError(
        f"TF_CONFIG.cluster has jobs {', '.join(others)}: only chief and "
        f"worker jobs train here (synchronous all-reduce; no parameter "
        f"servers, and evaluation runs on the chief)")
  for job in _JOBS:
    addresses = cluster.get(job, [])
    if not isinstance(addresses, list) or not all(
        isinstance(a, str) and a.rpartition(":")[2].isdigit()
        for a in addresses):
      raise ClusterError(f"TF_CONFIG.cluster.{job} must be a list of "
                         f"\"host:port\" strings, got {addresses!r}")
  if len(cluster.get("chief", [])) > 1:
    raise ClusterError(f"TF_CONFIG.cluster.chief has "
                       f"{len(cluster['chief'])} addresses; at most one")
  workers = tuple(cluster.get("chief", []) + cluster.get("worker", []))
  job, index = task.get("type"), task.get("index", 0)
  if job not in _JOBS or not cluster.get(job):
    raise ClusterError(f"TF_CONFIG.task.type is {job!r}; the cluster's jobs "
                       f"are {', '.join(j for j in _JOBS if cluster.get(j))}")
  if (not isinstance(index, int) or isinstance(index, bool) or
      not 0 <= index < len(cluster[job])):
    raise ClusterError(f"TF_CONFIG.task.index is {index!r}; "
                       f"TF_CONFIG.cluster.{job} has {len(cluster[job])} "
                       f"address(es)")
  if len(set(workers)) != len(workers):
    raise ClusterError(f"TF_CONFIG.cluster names an address twice: "
                       f"{', '.join(workers)}")
  position = index + (len(cluster.get("chief", [])) if job == "worker" else 0)
  if worker_replicas is not None and worker_replicas != len(workers):
    raise ClusterError(f"--worker_replicas={worker_replicas}, but TF_CONFIG "
                       f"names {len(workers)} workers")
  if worker_id is not None and worker_id != position:
    raise ClusterError(f"--worker_id={worker_id}, but TF_CONFIG makes this "
                       f"process worker {position} ({job} {index})")
  if len(workers) == 1:
    return None
  return Cluster(workers, position)


def make_strategy(cluster: Optional[Cluster] = None,
                  worker_gpu: int = 1) -> tf.distribute.Strategy:
  """Several hosts: MultiWorkerMirroredStrategy over each one's first
  `worker_gpu` GPUs (its CPU on a host without one). One host:
  MirroredStrategy over `worker_gpu` GPUs (Tensor2Tensor's --worker_gpu),
  else the default strategy (one GPU, or the CPU). On a machine without
  GPUs, worker_gpu > 1 trains that many replicas on the CPU, as
  Tensor2Tensor's soft placement put its GPU towers there (call before
  TensorFlow starts its devices). Raises: ValueError asking for more GPUs
  than a machine with GPUs has."""
  gpus = tf.config.list_physical_devices("GPU")
  if worker_gpu > 1 and not gpus and cluster is None:
    return _cpu_replicas(worker_gpu)
  if worker_gpu > max(len(gpus), 1):
    raise ValueError(f"--worker_gpu={worker_gpu}, but this machine has "
                     f"{len(gpus)} GPU(s)")
  if cluster is not None:
    if len(gpus) > worker_gpu:
      tf.config.set_visible_devices(gpus[:worker_gpu], "GPU")
    return tf.distribute.MultiWorkerMirroredStrategy()
  if worker_gpu > 1:
    logical = tf.config.list_logical_devices("GPU")
    return tf.distribute.MirroredStrategy(
        devices=[gpu.name for gpu in logical[:worker_gpu]])
  return tf.distribute.get_strategy()


def _cpu_replicas(replicas: int) -> tf.distribute.Strategy:
  """MirroredStrategy over `replicas` logical devices of the CPU: the
  first `replicas` of those the process split it into already (a notebook
  or a test harness that split it before TensorFlow started), else the CPU
  split now. Raises: ValueError when TensorFlow's devices started already
  with fewer logical CPUs."""
  cpu = tf.config.list_physical_devices("CPU")[0]
  configured = tf.config.get_logical_device_configuration(cpu) or []
  if len(configured) < replicas:
    try:
      tf.config.set_logical_device_configuration(
          cpu, [tf.config.LogicalDeviceConfiguration()] * replicas)
    except RuntimeError as e:
      raise ValueError(
          f"--worker_gpu={replicas} on a machine without GPUs: the CPU "
          f"could not be split into {replicas} replicas ({e})") from e
  print(f"dyn-trainer: --worker_gpu={replicas} and no GPU: {replicas} "
        f"replicas on the CPU, as Tensor2Tensor placed its towers there "
        f"(each reads batch_size tokens a step)", flush=True)
  devices = tf.config.list_logical_devices("CPU")[:replicas]
  return tf.distribute.MirroredStrategy([device.name for device in devices])


def local_replicas(strategy: tf.distribute.Strategy) -> int:
  """The replicas (devices) of this host that the strategy trains on."""
  if strategy.num_replicas_in_sync == 1:
    return 1
  return len(strategy.extended.worker_devices)


class WorkerGroup:
  """What the workers of a cluster agree on, by collective operations; every
  worker must make the same calls in the same order. Without a cluster (one
  host) each call answers for this process alone."""

  def __init__(self, strategy: tf.distribute.Strategy,
               cluster: Optional[Cluster]):
    self.strategy = strategy
    self.cluster = cluster
    if cluster is not None:
      # One trace for every length, so the workers' collectives match.
      self._gather = tf.function(self._gather_rows, autograph=False,
                                 input_signature=(
                                     tf.TensorSpec([None], tf.int64),))

  @property
  def index(self) -> int:
    return 0 if self.cluster is None else self.cluster.index

  @property
  def is_chief(self) -> bool:
    return self.index == 0

  @property
  def size(self) -> int:
    return 1 if self.cluster is None else self.cluster.num_workers

  def _gather_rows(self, row):
    gathered = self.strategy.run(
        lambda r: tf.distribute.get_replica_context().all_gather(
            r[tf.newaxis], axis=0), args=(row,))
    return self.strategy.experimental_local_results(gathered)[0]

  def gather_ints(self, values: List[int]) -> List[List[int]]:
    """Every worker's `values` (the same length on all), by worker index."""
    if self.cluster is None:
      return [list(values)]
    rows = self._gather(tf.constant([self.index, *values], tf.int64)).numpy()
    by_worker = {int(row[0]): [int(v) for v in row[1:]] for row in rows}
    return [by_worker[i] for i in range(self.size)]

  def gather_json(self, value: Any) -> List[Any]:
    """Every worker's JSON-serializable `value`, by worker index."""
    data = json.dumps(value, sort_keys=True, default=float).encode()
    if self.cluster is None:
      return [json.loads(data)]
    longest = max(n for n, in self.gather_ints([len(data)]))
    padded = list(data) + [0] * (longest - len(data))
    return [json.loads(bytes(row).rstrip(b"\0"))
            for row in self.gather_ints(padded)]

  def from_chief(self, value: Any) -> Any:
    """The chief's `value` (JSON-serializable), on every worker."""
    return self.gather_json(value if self.is_chief else None)[0]

  def any(self, flag: bool) -> bool:
    """Whether `flag` is true on some worker."""
    return any(v for v, in self.gather_ints([int(flag)]))

  def check_same(self, what: str, value: Mapping[str, Any]) -> None:
    """Raises on every worker when some worker's `value` differs from the
    chief's, naming the workers and the keys that differ (`what` says what
    the values are)."""
    values = self.gather_json(value)
    differing = {i: sorted(k for k in set(v) | set(values[0])
                           if v.get(k) != values[0].get(k))
                 for i, v in enumerate(values) if v != values[0]}
    if differing:
      workers = self.cluster.workers
      raise ClusterError(
          f"the workers' {what} differ from the chief's ({workers[0]}): " +
          "; ".join(f"worker {i} ({workers[i]}): {', '.join(keys)}"
                    for i, keys in differing.items()))


def scratch_dir(directory: str, cluster: Optional[Cluster]) -> str:
  """Where this worker saves: `directory` on the chief, a scratch directory
  beside it on the others (delete it after with `discard_scratch`)."""
  if cluster is None or cluster.is_chief:
    return directory
  return os.path.join(os.path.dirname(os.path.abspath(directory)),
                      f".worker{cluster.index}_" +
                      os.path.basename(os.path.abspath(directory)))


def discard_scratch(directory: str, cluster: Optional[Cluster]) -> None:
  """Deletes a non-chief worker's scratch_dir(directory)."""
  if cluster is not None and not cluster.is_chief:
    shutil.rmtree(scratch_dir(directory, cluster), ignore_errors=True)

