"""The training input pipeline behind Problem.train_pipeline.

Each training task has an endless TaskStream. The mixer (`mixer.Mixer`)
draws a *window* of examples at a time: for each slot it picks a task with
the probabilities the schedule gives at the window's step, then takes that
task's next example. The window is bucketed by length under the token budget
and its batches are emitted in shuffled order; nothing carries over to the
next window.

Step: the schedule is evaluated at the optimizer update that will consume the
window's first batch, `start_step + batches_before // grad_accum`: each
update consumes grad_accum batches, so this is the trainer's own update
count, even under gradient accumulation. Lag bound: a switch at step S takes
effect with the first window that starts at or after S, i.e. at most one
window's batches (`batches_per_window / grad_accum` updates) late.

Resume: every batch carries its position ([window, batches emitted in the
window, batches before the window, start_step] and each task's lines
consumed at the window's start). Restoring a batch's position replays its
window from those positions and skips the batches already delivered, so a
restarted run continues with exactly the batches an uninterrupted run would
have produced. The position is O(tasks), independent of buffer sizes.
"""

import dataclasses
import os
import uuid
from typing import Any, Dict, Iterator, List, Mapping, Optional, Sequence

import numpy as np
import tensorflow as tf

from t2t_dyn import batching
from t2t_dyn import mixer as mixer_lib
from t2t_dyn import mixing
from t2t_dyn import python_workers
from t2t_dyn.data_config import DataConfig
from t2t_dyn.shards.reading import ShardSet
from t2t_dyn.task_stream import TaskStream
from t2t_dyn.transform_setup import TransformSetup
from t2t_dyn.transforms.base import TransformStats
from t2t_dyn.vocabulary import PAD_ID


@dataclasses.dataclass(frozen=True)
class DataHParams:
  """Batching and mixing settings (Tensor2Tensor's names where they exist)."""
  # Token budget per batch, padding included, counted as token_budget says:
  # "longest_side" (Tensor2Tensor's): rows x the longer side's padded
  # length; "both_sides": rows x (padded source + padded target length).
  batch_size: int = 4096
  token_budget: str = "longest_side"
  max_length: int = 256             # Longer examples are dropped, counted.
  min_length_bucket: int = 8
  length_bucket_step: float = 1.1
  batch_size_means_tokens: bool = True
  window_size: int = 16384          # Examples mixed and bucketed together.
  seed: int = 1
  grad_accum: int = 1               # Batches per optimizer update.
  # Cores for preprocessing (0: those available): tf.data's threads, and
  # worker processes for tasks with Python-only transforms.
  cores: int = 0

  def cores_used(self) -> int:
    return self.cores or len(os.sched_getaffinity(0))

  def bucket_scheme(self) -> batching.BucketScheme:
    return batching.BucketScheme.build(
        self.batch_size, self.max_length, self.min_length_bucket,
        self.length_bucket_step, self.batch_size_means_tokens,
        self.token_budget)


@dataclasses.dataclass
class PipelineState:
  """Where the training stream is: enough to replay it exactly."""
  window: int = 0
  batches_in_window: int = 0
  batches_before_window: int = 0
  start_step: int = 0
  task_consumed: Optional[List[int]] = None

  @staticmethod
  def vector_size(n_tasks: int) -> int:
    """Length of to_vector() for `n_tasks` training tasks."""
    return 4 + n_tasks

  def to_vector(self) -> np.ndarray:
    return np.asarray([self.window, self.batches_in_window,
                       self.batches_before_window, self.start_step,
                       *self.task_consumed], np.int64)

  @classmethod
  def from_vector(cls, vector: Sequence[int]) -> "PipelineState":
    vector = [int(v) for v in vector]
    return cls(vector[0], vector[1], vector[2], vector[3], vector[4:])


class DataServiceError(ValueError):
  """A pipeline that cannot run on tf.data service workers."""


class PipelineStats:
  """Per task: examples drawn, epochs, tokens, filtered and dropped."""

  def __init__(self, task_names: Sequence[str],
               transform_stats: TransformStats):
    self.task_names = list(task_names)
    self.drawn = np.zeros(len(task_names), np.int64)
    self.filtered = np.zeros(len(task_names), np.int64)
    self.too_long = np.zeros(len(task_names), np.int64)
    self.tokens = np.zeros(len(task_names), np.int64)
    self.padded_tokens = 0
    self.real_tokens = 0
    self.batches = 0
    self.transform_stats = transform_stats

  def as_dict(self, epoch_lines: Sequence[int],
              consumed: Sequence[int]) -> Dict[str, object]:
    tasks = {}
    for i, name in enumerate(self.task_names):
      tasks[name] = {
          "examples_drawn": int(self.drawn[i]),
          "epochs_completed": int(consumed[i] // epoch_lines[i]),
          "tokens": int(self.tokens[i]),
          "filtered_by_transforms": int(self.filtered[i]),
          "dropped_longer_than_max_length": int(self.too_long[i]),
      }
    return {
        "tasks": tasks,
        "batches": self.batches,
        "padding_efficiency": (self.real_tokens / self.padded_tokens
                               if self.padded_tokens else None),
        "transforms": self.transform_stats.as_dict(),
    }


class TrainPipeline:
  """Mixed, bucketed, padded training batches of a config's train tasks."""

  def __init__(self, config: DataConfig, setup: TransformSetup,
               shard_sets: Mapping[str, ShardSet], hparams: DataHParams,
               num_consumers: int = 1, consumer_index: int = 0,
               force_python: bool = False, data_service: Optional[str] = None,
               encoders: Optional[Mapping[str, Mapping[str, Any]]] = None):
    """`shard_sets`: each training task's shards. `encoders`: {task: the
    problem's own feature_encoders} for tasks whose ids come from them
    instead of the vocabulary (see Problem.own_encoders). `data_service`
    (grpc://host:port of a tf.data service dispatcher) runs the task streams
    on its workers; the mixer stays here, so the schedule follows this
    trainer's step. Raises DataServiceError for a task with Python-only
    transforms (py_function cannot run on workers)."""
    self.hparams = hparams
    self.factors = setup.vocabularies.source_factors
    self.scheme = hparams.bucket_scheme()
    self.tasks = config.tasks_of_split("train")
    self.consumer_index = consumer_index
    self.transform_stats = TransformStats()
    self.data_service = data_service
    encoders = encoders or {}
    if data_service:
      python_only = {t.name: list(setup.chain(t.name).python_only(True))
                     for t in self.tasks}
      for name in encoders:
        python_only[name].append("the problem's own feature_encoders")
      refused = {name: found for name, found in python_only.items() if found}
      if force_python:
        raise DataServiceError("force_python runs every transform in Python, "
                               "which tf.data service workers cannot run")
      if refused:
        raise DataServiceError(
            "tf.data service workers run TensorFlow graphs only (a "
            "py_function cannot be sent to them); these tasks have "
            "Python-only transforms: " + "; ".join(
                f"tasks.{name}: {', '.join(found)}"
                for name, found in refused.items()))
    self.workers = None
    python_tasks = [t.name for t in self.tasks if t.name not in encoders and (
        force_python or setup.chain(t.name).native_fn(True) is None)]
    if python_tasks and hparams.cores_used() > 1:
      self.workers = python_workers.WorkerPool(
          hparams.cores_used(), config, setup.setup_dir,
          setup.resources.data_dir)
    self.streams = []
    for task in self.tasks:
      self.streams.append(TaskStream(
          task, config.task_index(task.name), shard_sets[task.name],
          setup.chain(task.name), setup.vocabularies, hparams.seed,
          is_train=True, num_consumers=num_consumers,
          consumer_index=consumer_index, stats=self.transform_stats,
          force_python=force_python, workers=self.workers,
          encoders=encoders.get(task.name)))
    sizes = {t.name: s.epoch_lines for t, s in zip(self.tasks, self.streams)}
    self.schedule = mixing.MixingSchedule.from_config(config, sizes)
    self.stats = PipelineStats([t.name for t in self.tasks],
                               self.transform_stats)
    self.state = PipelineState(task_consumed=[0] * len(self.tasks))

  def close(self) -> None:
    """Stops the worker processes, if any."""
    if self.workers is not None:
      self.workers.close()

  def restore(self, state: PipelineState) -> None:
    if len(state.task_consumed) != len(self.tasks):
      raise ValueError(f"saved data position has {len(state.task_consumed)} "
                       f"tasks, the config has {len(self.tasks)}")
    self.state = dataclasses.replace(state)

  def step_of_window(self, state: PipelineState) -> int:
    return state.start_step + state.batches_before_window // self.hparams.grad_accum

  def statistics(self) -> Dict[str, object]:
    return self.stats.as_dict([s.epoch_lines for s in self.streams],
                              self.state.task_consumed)

  def _chunks(self, task: int, consumed: int) -> Iterator[mixer_lib.Chunk]:
    """The task's stream from `consumed` on, as numpy chunks."""
    dataset = self.streams[task].dataset(consumed)
    if self.data_service:
      # Workers split the stream's shard visits among them (each chunk
      # once). Their order depends on worker timing, so exact resume and
      # bit-for-bit determinism hold only without the service.
      dataset = dataset.apply(tf.data.experimental.service.distribute(
          processing_mode="distributed_epoch", service=self.data_service,
          job_name=f"t2t_dyn-{self.tasks[task].name}-{self.consumer_index}-"
                   f"{consumed}-{uuid.uuid4().hex}"))
    dataset = dataset.map(tf.autograph.experimental.do_not_convert(
        lambda x: {"inputs": x["inputs"].flat_values,
                   "inputs_splits": x["inputs"].row_splits,
                   "targets": x["targets"].flat_values,
                   "targets_splits": x["targets"].row_splits,
                   "keep": x["keep"]})).prefetch(tf.data.AUTOTUNE)
    options = tf.data.Options()
    options.threading.private_threadpool_size = self.hparams.cores_used()
    # tf.data's default graph rewrites cost ~0.5 s of start-up per task with
    # a million-word segmentation table captured, and gain nothing here.
    options.experimental_optimization.apply_default_optimizations = False
    for chunk in dataset.with_options(options).as_numpy_iterator():
      yield mixer_lib.Chunk(chunk)

  def batches(self) -> Iterator[Dict[str, np.ndarray]]:
    """Endless padded batches; each carries "position" and "step"."""
    state = dataclasses.replace(self.state)
    mixer = mixer_lib.Mixer(
        [self._chunks(t, c) for t, c in enumerate(state.task_consumed)],
        state.task_consumed, self.schedule, self.hparams.window_size,
        self.hparams.seed, self.consumer_index)
    while True:
      mixed = mixer.draw(state.window, self.step_of_window(state))
      self.stats.drawn += mixed.drawn
      self.stats.filtered += mixed.filtered
      window = mixed.examples
      src_len, tgt_len = window.lengths["inputs"], window.lengths["targets"]
      task_ids = window.task_ids
      fits = np.maximum(src_len, tgt_len) <= self.scheme.max_length
      np.add.at(self.stats.too_long, task_ids[~fits], 1)
      kept = np.flatnonzero(fits)
      order = batching.bucket_batches(src_len[kept], tgt_len[kept],
                                      self.scheme, mixed.rng)
      window_batches = [kept[i] for i in order]
      weights = mixed.probabilities.astype(np.float32)
      for j in range(state.batches_in_window, len(window_batches)):
        slots = window_batches[j]
        batch = {
            "inputs": window.padded("inputs", slots),
            "targets": window.padded("targets", slots),
            "task_id": task_ids[slots],
        }
        if self.factors is not None:
          batch["inputs"], batch["input_factors"] = self.factors.unpack(
              batch["inputs"])
        state.batches_in_window = j + 1
        self.state = dataclasses.replace(state)
        self._count(batch)
        batch["position"] = state.to_vector()
        batch["step"] = np.int64(mixed.step)
        batch["mix_weights"] = weights
        yield batch
      state = PipelineState(state.window + 1, 0,
                            state.batches_before_window + len(window_batches),
                            state.start_step, mixed.consumed)
      self.state = dataclasses.replace(state)

  def _count(self, batch) -> None:
    lengths = 0
    for feature in ("inputs", "targets"):
      real = batch[feature] != PAD_ID
      self.stats.real_tokens += int(real.sum())
      self.stats.padded_tokens += real.size
      lengths = lengths + real.sum(1)
    np.add.at(self.stats.tokens, batch["task_id"], lengths)
    self.stats.batches += 1

  def dataset(self) -> tf.data.Dataset:
    """The batches as a tf.data.Dataset (prefetched; see device_prefetch)."""
    signature = {
        "inputs": tf.TensorSpec([None, None], tf.int32),
        "targets": tf.TensorSpec([None, None], tf.int32),
        "task_id": tf.TensorSpec([None], tf.int32),
        "position": tf.TensorSpec(
            [PipelineState.vector_size(len(self.tasks))], tf.int64),
        "step": tf.TensorSpec([], tf.int64),
        "mix_weights": tf.TensorSpec([len(self.tasks)], tf.float32),
    }
    if self.factors is not None:
      signature["input_factors"] = tf.TensorSpec(
          [None, None, len(self.factors.names)], tf.int32)
    return tf.data.Dataset.from_generator(
        self.batches, output_signature=signature).prefetch(tf.data.AUTOTUNE)


def device_prefetch(dataset: tf.data.Dataset,
                    strategy: Optional[tf.distribute.Strategy] = None):
  """Last step: batches go to the accelerator ahead of use.

  With a strategy, its distributed dataset does the transfer; on one GPU,
  prefetch_to_device; on a CPU-only machine the dataset is returned as is.
  """
  if strategy is not None and strategy.num_replicas_in_sync > 1:
    return strategy.experimental_distribute_dataset(dataset)
  gpus = tf.config.list_logical_devices("GPU")
  if not gpus:
    return dataset
  return dataset.apply(tf.data.experimental.prefetch_to_device(gpus[0].name))
