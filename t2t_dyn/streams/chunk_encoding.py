"""Chunk encoders: a chunk of lines (ShardChunks) -> noised, encoded rows.

Transforms run once per chunk, which amortizes the per-call overhead:
`NativeEncoder` in TensorFlow ops (the chain's native_fn), seeded by the
chunk's key and consumer; `PythonEncoder` in a py_function, in this process
or in worker processes (python_workers), seeding each example by its
position. Either gives `Encoded` rows: the ids of both sides, ending with
EOS; what the transforms dropped; with word alignments, each piece's word
id and the word links (text.alignments).
"""

from typing import Any, Mapping, NamedTuple, Optional, Sequence, List

import tensorflow as tf

from t2t_dyn.config.data_config import TaskSpec
from t2t_dyn.foundation import repeats
from t2t_dyn.setup import vocabulary
from t2t_dyn.setup.chain import TransformChain
from t2t_dyn.streams import python_workers
from t2t_dyn.streams.shard_chunks import chunk_links
from t2t_dyn.streams.visit_order import VisitOrder
from t2t_dyn.text import alignments
from t2t_dyn.text import factors as factors_lib
from t2t_dyn.transforms import native
from t2t_dyn.transforms.base import TransformStats


class WordLinks(NamedTuple):
  """A chunk's word links (text.alignments): each piece's word id,
  `source` and `target` int32 RaggedTensors shaped like the ids (EOS
  included), and `pairs`, int32 RaggedTensor [B, None, 2] of each row's
  (target id, source id) word links."""
  source: tf.RaggedTensor
  target: tf.RaggedTensor
  pairs: tf.RaggedTensor


class Encoded(NamedTuple):
  """A chunk's rows, encoded: `inputs` and `targets` int32 RaggedTensors
  [B, None] of ids; `filtered`, the transforms' {"keep" bool [B],
  "dropped_by" int32 [B]}; `links`, WordLinks in an aligned task (else
  None)."""
  inputs: tf.RaggedTensor
  targets: tf.RaggedTensor
  filtered: Mapping[str, tf.Tensor]
  links: Optional[WordLinks]


def with_end_ids(rows: tf.RaggedTensor, columns: Sequence[tf.Tensor],
                 ends: Sequence[int]) -> List[tf.RaggedTensor]:
  """Each of `columns` (flat values laid out as `rows`' flat values) with
  its `ends` value appended to every row: RaggedTensors of `rows`' rows one
  longer. (A ragged concat costs tens of ops a side; this, ten for all.)"""
  splits = rows.row_splits
  n = tf.size(rows.flat_values, out_type=splits.dtype)
  ended_splits = splits + tf.range(tf.size(splits, out_type=splits.dtype))
  # Value i of row r moves r places on; row r's end goes last in it. (Each
  # value's row by a range, not a search: searchsorted cost 0.4 us a
  # pair a side.)
  value_at = tf.range(n) + tf.cast(
      repeats.repeated_range(rows.row_lengths()), splits.dtype)
  end_at = ended_splits[1:] - 1
  slots = [tf.cast(value_at, tf.int32), tf.cast(end_at, tf.int32)]
  return [tf.RaggedTensor.from_row_splits(
      tf.dynamic_stitch(slots, [column, tf.fill(tf.shape(end_at),
                                                tf.constant(end,
                                                            column.dtype))]),
      ended_splits, validate=False)
          for column, end in zip(columns, ends)]


def _lookup_table(vocab: vocabulary.Vocabulary) -> tf.lookup.StaticHashTable:
  return tf.lookup.StaticHashTable(
      tf.lookup.KeyValueTensorInitializer(
          tf.constant(vocab.tokens), tf.range(len(vocab), dtype=tf.int64)),
      default_value=vocabulary.UNK_ID)


class NativeEncoder:
  """Encodes chunks with the chain's TensorFlow transforms."""

  def __init__(self, native_fn, vocabularies: vocabulary.SideVocabularies,
               aligned: bool, order: VisitOrder):
    """`native_fn`: TransformChain.native_fn's; `order`: the stream's, for
    the chunk seeds."""
    self.native_fn = native_fn
    self.vocabularies = vocabularies
    self.aligned = aligned
    self.order = order
    source_table = _lookup_table(vocabularies.src)
    self.tables = {"src": source_table,
                   "tgt": (source_table if vocabularies.shared else
                           _lookup_table(vocabularies.tgt))}

  def encode(self, lines) -> Encoded:
    """A chunk of ShardChunks.chunks -> its Encoded rows (all of them)."""
    features = {"src": tf.strings.split(lines["source"]),
                "keep": tf.ones(tf.shape(lines["source"]), tf.bool)}
    if "target" in lines:
      features["tgt"] = tf.strings.split(lines["target"])
    if self.aligned:
      for side, is_source in (("src", True), ("tgt", False)):
        features[native.provenance_key(side)] = alignments.native_ids(
            features[side], is_source)
      features["links"] = chunk_links(lines)
    # Chunk-aligned: the chunk seed covers its rows.
    features = self.native_fn(features, self.order.seed_pair(
        lines["epoch"], lines["shard"], lines["chunk"],
        self.order.consumer.index))
    ended = {}
    for side in ("src", "tgt"):
      ids = self._lookup(features[side], side)
      if not self.aligned:
        ended[side] = with_end_ids(features[side], [ids],
                                   [vocabulary.EOS_ID])
      else:  # EOS has no word.
        ended[side] = with_end_ids(
            features[side],
            [ids, features[native.provenance_key(side)].flat_values],
            [vocabulary.EOS_ID, alignments.NO_WORD])
    links = None
    if self.aligned:
      links = WordLinks(ended["src"][1], ended["tgt"][1], features["links"])
    return Encoded(ended["src"][0], ended["tgt"][0], features, links)

  def _lookup(self, tokens, side: str):
    """tf.string RaggedTensor [B, None] -> int32 [N] ids of its flat tokens
    in the side's vocabulary (source ids packing their factors)."""
    flat = tokens.flat_values
    factors = self.vocabularies.source_factors if side == "src" else None
    words = flat if factors is None else factors_lib.native_split(flat)[0]
    ids = tf.cast(self.tables[side].lookup(words), tf.int32)
    if factors is not None:
      ids = factors.native_pack(ids, flat)
    return ids


class PythonEncoder:
  """Encodes chunks with the chain's Python transforms, or a problem's own
  feature_encoders, in a py_function."""

  def __init__(self, task: TaskSpec, task_index: int, seed: int,
               is_train: bool, transform_stage: Optional[int],
               chain: TransformChain,
               vocabularies: vocabulary.SideVocabularies,
               workers: Optional["python_workers.WorkerPool"],
               stats: TransformStats,
               encoders: Optional[Mapping[str, Any]] = None):
    """`transform_stage`: the stage whose transform options `chain` has
    (None: the config's), for worker processes to build the same chain;
    `workers`: where to run (None: this process); `encoders`: the
    problem's own feature_encoders (they run in this process)."""
    self.task = task
    self.task_index = task_index
    self.seed = seed
    self.is_train = is_train
    self.transform_stage = transform_stage
    self.chain = chain
    self.vocabularies = vocabularies
    self.workers = workers if encoders is None else None
    self.stats = stats
    self.encoders = encoders
    self.aligned = task.has_alignment

  def _encode_job(self, epochs, positions, *texts):
    """py_function body: a chunk's lines (and, last, in a task with
    alignments, its flat word links and each line's count) -> its
    EncodedChunk, in a worker process when there is a pool (see
    python_workers)."""
    texts = [t.numpy() for t in texts]
    links = link_counts = None
    if self.aligned:
      link_counts, links = texts.pop(), texts.pop()
    job = python_workers.ChunkJob(
        self.task.name, self.task_index, self.seed, self.is_train,
        self.transform_stage, epochs.numpy(), positions.numpy(),
        tuple(texts), links, link_counts)
    if self.workers is not None:
      return self.workers.encode(job, self.stats)
    return python_workers.encode_chunk(self.chain, self.vocabularies, job,
                                       self.stats, self.encoders)

  def encode(self, lines) -> Encoded:
    """A chunk of ShardChunks.chunks -> its Encoded rows (all of them)."""
    # Python transforms seed each example by position.
    epochs = tf.fill(tf.shape(lines["position"]), lines["epoch"])
    texts = [lines[side] for side in ("source", "target") if side in lines]
    if self.aligned:
      links = chunk_links(lines)
      texts += [tf.reshape(links.flat_values, [-1]), links.row_lengths()]
    outputs = tf.py_function(
        self._encode_job, [epochs, lines["position"], *texts],
        [tf.as_dtype(python_workers.ENCODED_DTYPES[f])
         for f in python_workers.EncodedChunk._fields])
    # py_function forgets shapes; ragged tensors downstream need them.
    encoded = python_workers.EncodedChunk(
        *(tf.ensure_shape(t, [None]) for t in outputs))

    def ragged(values, lengths=encoded.src_lengths):
      return tf.RaggedTensor.from_row_lengths(values, lengths)
    links = None
    if self.aligned:
      links = WordLinks(
          ragged(encoded.src_words),
          ragged(encoded.tgt_words, encoded.tgt_lengths),
          ragged(tf.reshape(encoded.links, [-1, 2]), encoded.link_counts))
    return Encoded(ragged(encoded.src_ids),
                   ragged(encoded.tgt_ids, encoded.tgt_lengths),
                   {"keep": encoded.keep, "dropped_by": encoded.dropped_by},
                   links)
