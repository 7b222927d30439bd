"""VisitOrder: which lines of a task one consumer reads, in which order.

Each epoch visits the task's shards in a fresh order, a stateless
permutation of (seed, task, epoch), and the consumer's lines of each shard
in a stateless permutation of (seed, task, epoch, shard): a new order every
epoch with no shuffle buffer to save. The order is therefore a function of
one number, the lines already consumed (the stream's position): `locate`
turns it into a `Location`, `chunk_keys` into the keys of the chunks read
from there, `visits` into the shard visits a tf.data stream reads.

Consumer i of n keeps the lines whose index in the shard is i mod n. A
stream resumed with another number of consumers (elastic) first reads its
*leftover epochs*: the epochs the earlier consumers left unfinished, with
the lines they had not read dealt to this consumer (training.elastic's
Layout); whole epochs follow.
"""

import dataclasses
from typing import Dict, Iterator, Mapping, Optional, Sequence

import numpy as np
import tensorflow as tf

from t2t_dyn.streams.consumer import Consumer
from t2t_dyn.transforms import native

# Lines per chunk, the unit transforms run on. Part of the random stream's
# definition: changing it changes which noise each example gets.
CHUNK = 512
LINE_CODE = 1 << 32  # A line's code: shard * LINE_CODE + its index.
_SHARD_SALT = 0x5348
# Plain TensorFlow throughout: skipping AutoGraph's source parsing saves
# start-up time.
no_autograph = tf.autograph.experimental.do_not_convert


@dataclasses.dataclass(frozen=True)
class Location:
  """Where a position falls: epoch `epoch`, the shard at `rank` in that
  epoch's visiting order, after `skip` of the consumer's lines of it."""
  epoch: int
  rank: int
  skip: int


@dataclasses.dataclass(frozen=True)
class ChunkKey:
  """A chunk's place in a task stream: chunk `chunk` (of CHUNK lines of the
  consumer's permuted lines) of shard `shard` in epoch `epoch`; `skip`: the
  consumer's lines of the shard before its first row (more than chunk *
  CHUNK in a stream resumed inside the chunk)."""
  epoch: int
  shard: int
  chunk: int
  skip: int


class VisitOrder:
  """The reading order of one task's lines for one consumer."""

  def __init__(self, task_name: str, task_index: int,
               shard_lines: Sequence[int], seed: int, consumer: Consumer):
    """`shard_lines`: the lines of each shard. Raises: ValueError when the
    consumer has no line of the task."""
    self.task_index = task_index
    self.shard_lines = list(shard_lines)
    self.seed = seed
    self.consumer = consumer
    # Lines of each shard that belong to this consumer.
    self.consumer_lines = consumer.lines_per_shard(self.shard_lines)
    self.epoch_lines = sum(self.consumer_lines)
    if self.epoch_lines == 0:
      raise ValueError(f"task {task_name!r} has no lines for "
                       f"{consumer.describe()}")
    self.leftover = _per_shard(consumer.leftover(task_name) or {},
                               len(self.shard_lines))
    # The stream's epochs: the leftover ones, then every one after them.
    self.first_epoch = min(self.leftover, default=0)
    self.first_whole_epoch = max(self.leftover, default=-1) + 1
    self._leftover_table = self._table_of_leftover()

  def _table_of_leftover(self) -> Optional[tf.RaggedTensor]:
    """The leftover lines as one table, row (epoch - first_epoch) * shards
    + shard (the leftover epochs are consecutive); None without any."""
    if not self.leftover:
      return None
    rows = [self.leftover[e][s]
            for e in range(self.first_epoch, self.first_whole_epoch)
            for s in range(len(self.shard_lines))]
    return tf.RaggedTensor.from_row_lengths(
        np.concatenate(rows).astype(np.int64),
        np.asarray([len(r) for r in rows], np.int64))

  def seed_pair(self, *parts) -> tf.Tensor:
    """The stateless seed of (seed, task, *parts)."""
    return native.seed_of(self.seed, self.task_index, *parts)

  def shard_order(self, epoch: int) -> np.ndarray:
    """The shard ids of `epoch` in visiting order."""
    return tf.random.experimental.stateless_shuffle(
        tf.range(len(self.shard_lines)),
        self.seed_pair(epoch, _SHARD_SALT)).numpy()

  def lines_of(self, epoch: int, shard: int) -> int:
    """This consumer's lines of `shard` in `epoch`."""
    if epoch in self.leftover:
      return len(self.leftover[epoch][shard])
    return self.consumer_lines[shard]

  def epoch_length(self, epoch: int) -> int:
    """This consumer's lines in `epoch`."""
    if epoch in self.leftover:
      return sum(len(lines) for lines in self.leftover[epoch])
    return self.epoch_lines

  def epoch_start(self, epoch: int) -> int:
    """The stream position of `epoch`'s first line."""
    return sum(self.epoch_length(e) for e in range(self.first_epoch, epoch))

  def locate(self, consumed: int) -> Location:
    """The Location of position `consumed`."""
    epoch = self.first_epoch
    while epoch in self.leftover and consumed >= self.epoch_length(epoch):
      consumed -= self.epoch_length(epoch)
      epoch += 1
    if epoch not in self.leftover:
      whole, consumed = divmod(consumed, self.epoch_lines)
      epoch += whole
    for rank, shard in enumerate(self.shard_order(epoch)):
      if consumed < self.lines_of(epoch, shard):
        return Location(epoch, rank, consumed)
      consumed -= self.lines_of(epoch, shard)
    raise AssertionError("unreachable: remainder within the epoch")

  def line_codes(self, epoch: int) -> np.ndarray:
    """The lines this consumer reads in `epoch`, in stream order, as codes
    shard * LINE_CODE + index of the line in its shard."""
    codes = [np.zeros([0], np.int64)]
    for shard in self.shard_order(epoch):
      codes.append(int(shard) * LINE_CODE + self.line_order(
          tf.constant(epoch, tf.int64), tf.constant(shard, tf.int64),
          tf.constant(self.shard_lines[shard], tf.int64)).numpy())
    return np.concatenate(codes)

  def line_order(self, epoch, shard, n):
    """The indices of this consumer's lines of a shard of n lines in
    `epoch` (int64 tensors), in reading order (a stateless permutation)."""
    mine = tf.range(self.consumer.index, n, self.consumer.count, tf.int64)
    if self._leftover_table is not None:
      n_shards = len(self.shard_lines)
      leftover = epoch < self.first_whole_epoch
      row = tf.where(leftover, (epoch - self.first_epoch) * n_shards + shard,
                     0)
      mine = tf.cond(leftover, lambda: self._leftover_table[row],
                     lambda: mine)
    return tf.random.experimental.stateless_shuffle(
        mine, self.seed_pair(epoch, shard))

  def chunk_keys(self, consumed: int) -> Iterator[ChunkKey]:
    """The keys of the chunks read from position `consumed` on, in order
    (endless)."""
    at = self.locate(consumed)
    epoch, rank, skip = at.epoch, at.rank, at.skip
    while True:
      for shard in self.shard_order(epoch)[rank:]:
        lines = self.lines_of(epoch, int(shard))
        for chunk in range(skip // CHUNK, -(-lines // CHUNK)):
          yield ChunkKey(epoch, int(shard), chunk, max(skip, chunk * CHUNK))
        skip = 0
      epoch, rank = epoch + 1, 0

  def visits(self, consumed: int) -> tf.data.Dataset:
    """A {"epoch", "shard", "skip"} (int64) per shard visit, from position
    `consumed` on (`skip`: the consumer's lines of the shard to pass)."""
    n_shards = len(self.shard_lines)
    at = self.locate(consumed)

    def epoch_visits(epoch):
      order = tf.random.experimental.stateless_shuffle(
          tf.range(n_shards, dtype=tf.int64),
          self.seed_pair(epoch, _SHARD_SALT))
      return tf.data.Dataset.from_tensor_slices(order).map(
          no_autograph(lambda shard: {"epoch": epoch, "shard": shard,
                                      "skip": tf.constant(0, tf.int64)}))

    # The located epoch's visits, and the leftover epochs after it.
    first = [(at.epoch, int(shard), at.skip if rank == at.rank else 0)
             for rank, shard in enumerate(self.shard_order(at.epoch))
             if rank >= at.rank]
    for epoch in range(at.epoch + 1, self.first_whole_epoch):
      first += [(epoch, int(shard), 0) for shard in self.shard_order(epoch)]
    first = tf.data.Dataset.from_tensor_slices({
        name: np.asarray(column, np.int64)
        for name, column in zip(("epoch", "shard", "skip"), zip(*first))})
    later = tf.data.Dataset.range(max(at.epoch + 1, self.first_whole_epoch),
                                  np.iinfo(np.int64).max)
    return first.concatenate(later.flat_map(no_autograph(epoch_visits)))


def _per_shard(leftover: Mapping[int, np.ndarray], n_shards: int
               ) -> Dict[int, list]:
  """{epoch: line codes} -> {epoch: [each shard's line indices]}."""
  return {int(epoch): [codes[codes // LINE_CODE == s] % LINE_CODE
                       for s in range(n_shards)]
          for epoch, codes in leftover.items()}
