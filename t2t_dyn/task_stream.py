"""One task's endless stream of encoded examples, resumable from a count.

Each epoch visits the task's shards in a fresh order, a stateless
permutation of (seed, task, epoch), and the lines of each shard in a
stateless permutation of (seed, task, epoch, shard): a new order every epoch
with no shuffle buffer to save. An example's seed comes from (seed, task,
epoch, position), so its noise is fresh every epoch and the same on every
run. The whole stream is therefore a function of the number of lines already
consumed: `dataset(consumed)` restarts it exactly there (the infinibatch
idea: a checkpoint is a position, not data).

With several consumers (replicas or hosts) consumer i of n keeps the lines
whose index in the shard is i mod n, so consumers see distinct data.

Elements: {"inputs": int32 [S], "targets": int32 [T], "keep": bool []}; both
sides end with EOS. Filtered examples stay in the stream with keep=False, so
positions count lines, not survivors.
"""

import dataclasses
from typing import Dict, List, Sequence, Tuple

import numpy as np
import tensorflow as tf

from t2t_dyn import seeds
from t2t_dyn import vocabulary
from t2t_dyn.data_config import TaskSpec
from t2t_dyn.transforms import native
from t2t_dyn.transforms.base import Example, TransformStats
from t2t_dyn.transforms.chain import TransformChain

# Python-only chains run in one py_function call per this many lines (NOTES:
# one call per line is ~3x slower than batched calls).
PYTHON_CHUNK = 256
_SHARD_SALT = 0x5348


@dataclasses.dataclass(frozen=True)
class ShardSet:
  """A task's shard files (feature -> paths) and lines per shard."""
  files: Dict[str, Tuple[str, ...]]
  lines: Tuple[int, ...]


class TaskStream:
  """Builds the tf.data stream of one task."""

  def __init__(self, task: TaskSpec, task_index: int, shards: ShardSet,
               chain: TransformChain, tokens: Sequence[str], seed: int,
               is_train: bool = True, num_consumers: int = 1,
               consumer_index: int = 0, stats: TransformStats = None,
               force_python: bool = False):
    self.task = task
    self.task_index = task_index
    self.shards = shards
    self.chain = chain
    self.tokens = list(tokens)
    self.seed = seed
    self.is_train = is_train
    self.num_consumers = num_consumers
    self.consumer_index = consumer_index
    self.stats = stats or TransformStats()
    self.native_fn = None if force_python else chain.native_fn(is_train)
    # Lines of each shard that belong to this consumer.
    self.consumer_lines = [
        len(range(consumer_index, n, num_consumers)) for n in shards.lines]
    self.epoch_lines = sum(self.consumer_lines)
    if self.epoch_lines == 0:
      raise ValueError(f"task {task.name!r} has no lines for consumer "
                       f"{consumer_index} of {num_consumers}")

  @property
  def is_native(self) -> bool:
    return self.native_fn is not None

  def _seed_pair(self, *parts) -> tf.Tensor:
    return native.example_seed(self.seed, self.task_index, *parts)

  def shard_order(self, epoch: int) -> np.ndarray:
    """The shard ids of `epoch` in visiting order."""
    return tf.random.experimental.stateless_shuffle(
        tf.range(len(self.shards.lines)),
        self._seed_pair(epoch, _SHARD_SALT)).numpy()

  def locate(self, consumed: int) -> Tuple[int, int, int]:
    """(epoch, rank of the shard in the epoch's order, lines to skip)."""
    epoch, remainder = divmod(consumed, self.epoch_lines)
    order = self.shard_order(epoch)
    for rank, shard in enumerate(order):
      if remainder < self.consumer_lines[shard]:
        return epoch, rank, remainder
      remainder -= self.consumer_lines[shard]
    raise AssertionError("unreachable: remainder within the epoch")

  def _visits(self, consumed: int) -> tf.data.Dataset:
    """(epoch, shard, skip) per shard visit, from position `consumed` on."""
    n_shards = len(self.shards.lines)
    epoch0, rank0, skip0 = self.locate(consumed)

    def epoch_visits(epoch):
      order = tf.random.experimental.stateless_shuffle(
          tf.range(n_shards, dtype=tf.int64),
          self._seed_pair(epoch, _SHARD_SALT))
      return tf.data.Dataset.from_tensor_slices(order).map(
          lambda shard: (epoch, shard, tf.constant(0, tf.int64)))

    first_order = self.shard_order(epoch0)[rank0:].astype(np.int64)
    first = tf.data.Dataset.from_tensor_slices(first_order).map(
        lambda shard: (tf.constant(epoch0, tf.int64), shard,
                       tf.constant(0, tf.int64)))
    first = first.enumerate().map(
        lambda i, visit: (visit[0], visit[1],
                          tf.where(i == 0, tf.constant(skip0, tf.int64),
                                   visit[2])))
    later = tf.data.Dataset.range(epoch0 + 1, np.iinfo(np.int64).max)
    return first.concatenate(later.flat_map(epoch_visits))

  def _shard_lines(self, epoch, shard, skip) -> tf.data.Dataset:
    """The consumer's lines of one shard, permuted, from `skip` on."""
    features = self.task.features
    files = {f: tf.constant(self.shards.files[f]) for f in features}
    lines = tf.data.Dataset.zip(tuple(
        tf.data.TextLineDataset(tf.gather(files[f], shard),
                                compression_type="GZIP")
        for f in features))
    # Whole shards fit in memory by design (seed 000); one batch = one shard.
    all_lines = lines.batch(np.iinfo(np.int32).max).get_single_element()
    n = tf.shape(all_lines[0], out_type=tf.int64)[0]
    mine = tf.range(self.consumer_index, n, self.num_consumers, tf.int64)
    order = tf.random.experimental.stateless_shuffle(
        mine, self._seed_pair(epoch, shard))
    texts = tuple(tf.gather(side, order) for side in all_lines)
    positions = shard * (1 << 32) + order  # Unique within an epoch.
    return tf.data.Dataset.from_tensor_slices(
        (texts, positions)).skip(skip).map(
            lambda text, position: (epoch, position, text))

  def _encode_native(self, epoch, position, texts):
    features = {"src": tf.strings.split(texts[0]), "keep": tf.constant(True)}
    if len(texts) == 2:
      features["tgt"] = tf.strings.split(texts[1])
    features = self.native_fn(features, self._seed_pair(epoch, position))
    return {"inputs": self._lookup(features["src"]),
            "targets": self._lookup(features["tgt"]),
            "keep": features["keep"]}

  def _lookup(self, tokens):
    ids = tf.cast(self.table.lookup(tokens), tf.int32)
    return tf.concat([ids, [vocabulary.EOS_ID]], 0)

  def _encode_python_batch(self, epochs, positions, *texts):
    """py_function body: lines -> flat ids, lengths and keep flags."""
    epochs, positions = epochs.numpy(), positions.numpy()
    texts = [t.numpy() for t in texts]
    examples = []
    for i in range(len(epochs)):
      sides = [t[i].decode("utf-8").split() for t in texts]
      examples.append(Example(
          src=sides[0], tgt=sides[1] if len(sides) == 2 else None,
          seed=seeds.example_seed(self.seed, self.task_index, int(epochs[i]),
                                  int(positions[i]))))
    index = {id(e): i for i, e in enumerate(examples)}
    kept = self.chain.apply(list(examples), self.is_train, self.stats)
    keep = np.zeros(len(examples), bool)
    outputs = {"src": [[] for _ in examples], "tgt": [[] for _ in examples]}
    for example in kept:
      i = index.get(id(example))
      if i is None:
        raise RuntimeError(f"a transform of task {self.task.name!r} returned "
                           f"a new Example object; transforms must return "
                           f"the examples they were given")
      keep[i] = True
      outputs["src"][i] = example.src
      outputs["tgt"][i] = example.tgt
    result = [keep]
    for side in ("src", "tgt"):
      ids = [[self.ids.get(t, vocabulary.UNK_ID) for t in tokens] +
             [vocabulary.EOS_ID] for tokens in outputs[side]]
      result.append(np.asarray([i for row in ids for i in row], np.int32))
      result.append(np.asarray([len(row) for row in ids], np.int64))
    return result

  def _encode_python(self, epochs, positions, texts):
    keep, src, src_len, tgt, tgt_len = tf.py_function(
        self._encode_python_batch, [epochs, positions, *texts],
        [tf.bool, tf.int32, tf.int64, tf.int32, tf.int64])
    # py_function forgets shapes; ragged batching downstream needs them.
    keep, src, src_len, tgt, tgt_len = (
        tf.ensure_shape(t, [None]) for t in (keep, src, src_len, tgt, tgt_len))
    return tf.data.Dataset.from_tensor_slices({
        "inputs": tf.RaggedTensor.from_row_lengths(src, src_len),
        "targets": tf.RaggedTensor.from_row_lengths(tgt, tgt_len),
        "keep": keep,
    })

  def dataset(self, consumed: int = 0) -> tf.data.Dataset:
    """The endless stream from position `consumed` on."""
    self.ids = {t: i for i, t in enumerate(self.tokens)}
    self.table = tf.lookup.StaticHashTable(
        tf.lookup.KeyValueTensorInitializer(
            tf.constant(self.tokens),
            tf.range(len(self.tokens), dtype=tf.int64)),
        default_value=vocabulary.UNK_ID)
    lines = self._visits(consumed).flat_map(self._shard_lines)
    if self.is_native:
      return lines.map(self._encode_native,
                       num_parallel_calls=tf.data.AUTOTUNE, deterministic=True)
    return lines.batch(PYTHON_CHUNK).flat_map(self._encode_python)
