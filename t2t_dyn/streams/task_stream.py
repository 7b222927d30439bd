"""One task's endless stream of encoded examples, resumable from a count.

Three units, composed (each its own module, each a function of a named
position):
  VisitOrder    (visit_order)    which lines one consumer reads, in which
                order: a stream position (lines consumed) -> Location ->
                shard visits and ChunkKeys;
  ShardChunks   (shard_chunks)   a shard visit -> chunks of lines, texts
                with word links and line-sampling codes;
  NativeEncoder / PythonEncoder (chunk_encoding)  a chunk -> noised,
                encoded rows, seeded by the chunk's key (native) or each
                example's position (Python).
The whole stream is therefore a function of the number of lines already
consumed: `dataset(consumed)` restarts it exactly there (the infinibatch
idea: a checkpoint is a position, not data). An example's noise comes from
(seed, task, epoch, position), fresh every epoch and the same on every run.

Elements are chunks of up to CHUNK examples, aligned to positions in the
shard's permutation: {"inputs": int32 RaggedTensor [B, None], "targets":
int32 RaggedTensor [B, None], "keep": bool [B], "dropped_by", "input", in a
task with word alignments the word links ("inputs_words",
"targets_words", "alignment"; see chunk_encoding.WordLinks), and the
chunk's key "epoch", "shard", "chunk"}; both sides end with EOS.
`chunk_keys` lists the keys in stream order and `visit_dataset` recomputes
any chunk: a consumer that receives chunks out of order (from tf.data
service workers) can put them back in order and make up for lost ones
(chunk_order). Filtered examples stay with keep=False, so positions count
lines, not survivors.
"""

import dataclasses
from typing import Any, Iterator, Mapping, Optional

import tensorflow as tf

from t2t_dyn.config.data_config import TaskSpec
from t2t_dyn.setup import vocabulary
from t2t_dyn.setup.chain import TransformChain
from t2t_dyn.shards.reading import ShardSet
from t2t_dyn.streams import chunk_encoding
from t2t_dyn.streams import line_sampling
from t2t_dyn.streams import python_workers
from t2t_dyn.streams.consumer import Consumer
from t2t_dyn.streams.shard_chunks import ShardChunks, rows
from t2t_dyn.streams.visit_order import CHUNK, ChunkKey, VisitOrder
from t2t_dyn.streams.visit_order import no_autograph
from t2t_dyn.transforms.base import TransformStats

__all__ = ["CHUNK", "ChunkKey", "StreamSource", "TaskStream"]


@dataclasses.dataclass(frozen=True)
class StreamSource:
  """What a task's stream reads and encodes with: the task (`task_index` in
  its config), its shards, its transform chain and the set-up's
  vocabularies; `encoders`: the problem's own feature_encoders for the
  task, when it overrides them (the task then runs in Python, in this
  process); `transform_stage`: the stage whose transform options `chain`
  has (None: the config's), for worker processes to build the same
  chain."""
  task: TaskSpec
  task_index: int
  shards: ShardSet
  chain: TransformChain
  vocabularies: vocabulary.SideVocabularies
  encoders: Optional[Mapping[str, Any]] = None
  transform_stage: Optional[int] = None


class TaskStream:
  """The tf.data stream of one task: VisitOrder, ShardChunks and an
  encoder, composed."""

  def __init__(self, source: StreamSource, seed: int,
               consumer: Consumer = Consumer(), is_train: bool = True,
               force_python: bool = False,
               workers: Optional["python_workers.WorkerPool"] = None,
               stats: Optional[TransformStats] = None):
    """The stream of `source` for `consumer` (its share of the lines, its
    leftover epochs first after an elastic resize). Raises: ValueError for
    a task whose shards lack its alignments, or with no line for this
    consumer."""
    task, shards = source.task, source.shards
    _check_alignments(task, shards, source.encoders)
    self.task = task
    self.chain = source.chain
    self.stats = stats or TransformStats()
    self.order = VisitOrder(task.name, source.task_index, shards.lines, seed,
                            consumer)
    # Training keeps each line with a probability from its score and
    # input weight (line_sampling); evaluation keeps all.
    self.reader = ShardChunks(
        task, shards, self.order,
        line_sampling.LineSampling.for_task(task, shards) if is_train
        else None)
    native_fn = (None if force_python or source.encoders is not None else
                 source.chain.native_fn(is_train))
    self.encoder = (
        chunk_encoding.NativeEncoder(native_fn, source.vocabularies,
                                     task.has_alignment, self.order)
        if native_fn is not None else
        chunk_encoding.PythonEncoder(
            task, source.task_index, seed, is_train, source.transform_stage,
            source.chain, source.vocabularies, workers, self.stats,
            source.encoders))

  @property
  def is_native(self) -> bool:
    return isinstance(self.encoder, chunk_encoding.NativeEncoder)

  @property
  def epoch_lines(self) -> int:
    """This consumer's lines in a whole epoch."""
    return self.order.epoch_lines

  def chunk_keys(self, consumed: int) -> Iterator[ChunkKey]:
    """The keys of dataset(consumed)'s chunks, in order (endless)."""
    return self.order.chunk_keys(consumed)

  def dataset(self, consumed: int = 0) -> tf.data.Dataset:
    """The endless stream of chunks from position `consumed` on."""
    return self._encoded(self.order.visits(consumed))

  def visit_dataset(self, key: ChunkKey) -> tf.data.Dataset:
    """The chunks of `key`'s shard visit from `key` on, as dataset() makes
    them."""
    visit = tf.data.Dataset.from_tensors(
        {name: tf.constant(getattr(key, name), tf.int64)
         for name in ("epoch", "shard", "skip")})
    return self._encoded(visit)

  def _encoded(self, visits: tf.data.Dataset) -> tf.data.Dataset:
    """The encoded chunks of shard visits (VisitOrder.visits)."""
    chunks = visits.flat_map(no_autograph(self.reader.chunks))
    return chunks.map(no_autograph(self._element),
                      num_parallel_calls=tf.data.AUTOTUNE, deterministic=True)

  def _element(self, lines):
    """A stream element: the chunk's rows from its "drop" on (see the
    module docstring)."""
    encoded = self.encoder.encode(lines)
    drop = lines["drop"]
    linked = {}
    if encoded.links is not None:
      linked = {"inputs_words": rows(encoded.links.source, drop),
                "targets_words": rows(encoded.links.target, drop),
                "alignment": rows(encoded.links.pairs, drop)}
    return {"inputs": rows(encoded.inputs, drop),
            "targets": rows(encoded.targets, drop), **linked,
            **self.reader.kept_rows(encoded.filtered, lines,
                                    len(self.chain.transforms)),
            **{key: lines[key] for key in ("epoch", "shard", "chunk")}}


def _check_alignments(task: TaskSpec, shards: ShardSet,
                      encoders: Optional[Mapping[str, Any]]) -> None:
  """Raises: ValueError when a task's word alignments cannot be read."""
  if task.has_alignment and encoders is not None:
    raise ValueError(
        f"task {task.name!r} has word alignments, which follow the "
        f"pieces of t2t_dyn's own segmentation; its problem's own "
        f"feature_encoders make other pieces (remove the alignments or "
        f"the feature_encoders override)")
  if task.has_alignment and "alignment" not in shards.files:
    raise ValueError(
        f"task {task.name!r} has alignments, but its shards hold none: "
        f"run dyn-datagen --stage=shard again")
