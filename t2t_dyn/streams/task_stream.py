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
whose index in the shard is i mod n, so consumers see distinct data. A
stream resumed with another number of consumers (elastic) first reads a
*prelude*: the epochs the earlier consumers left unfinished, with the lines
they had not read dealt to this consumer; then whole epochs as above.

Elements are chunks of up to CHUNK examples, aligned to positions in the
shard's permutation: {"inputs": int32 RaggedTensor [B, None], "targets":
int32 RaggedTensor [B, None], "keep": bool [B], in a task with word
alignments the word links ("inputs_words", "targets_words", "alignment";
see WordLinks), and the chunk's key "epoch", "shard", "chunk"}; both sides
end with EOS. `chunk_keys` lists the keys in stream order and `visit_dataset` recomputes any chunk: a consumer
that receives chunks out of order (from tf.data service workers) can put
them back in order and make up for lost ones (chunk_order).
Transforms run once per chunk (native) or once per chunk in a py_function
(Python), which amortizes the per-call overhead. A chunk's noise comes from
(seed, task, epoch, shard, chunk, consumer), so it is a function of example
positions; a resumed stream rebuilds the chunk it stopped in and drops the
rows already consumed. Filtered examples stay with keep=False, so positions
count lines, not survivors.
"""

import dataclasses
from typing import (Any, Dict, Iterator, List, Mapping, NamedTuple,
                    Optional, Sequence, Tuple)

import numpy as np
import tensorflow as tf

from t2t_dyn.config.data_config import TaskSpec
from t2t_dyn.setup import vocabulary
from t2t_dyn.setup.chain import TransformChain
from t2t_dyn.shards.reading import ShardSet
from t2t_dyn.streams import line_sampling
from t2t_dyn.streams import python_workers
from t2t_dyn.streams.consumer import Consumer
from t2t_dyn.text import alignments
from t2t_dyn.text import factors as factors_lib
from t2t_dyn.transforms import native
from t2t_dyn.transforms.base import TransformStats
from t2t_dyn.utils import repeats

# Examples transformed per call. Part of the random stream's definition:
# changing it changes which noise each example gets.
CHUNK = 512
_SHARD_SALT = 0x5348
_LINE_CODE = 1 << 32  # A line's code: shard * _LINE_CODE + its index.
_LINE_SAMPLING_SALT = 0x4C53
# Plain TensorFlow throughout: skipping AutoGraph's source parsing saves
# start-up time.
_plain = tf.autograph.experimental.do_not_convert


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


class WordLinks(NamedTuple):
  """A chunk's word links (text.alignments): each piece's word id,
  `source` and `target` int32 RaggedTensors shaped like the ids (EOS
  included), and `pairs`, int32 RaggedTensor [B, None, 2] of each row's
  (target id, source id) word links."""
  source: tf.RaggedTensor
  target: tf.RaggedTensor
  pairs: tf.RaggedTensor


def _ended(rows: tf.RaggedTensor, columns: Sequence[tf.Tensor],
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


def _rows(values: tf.RaggedTensor, begin, end=None) -> tf.RaggedTensor:
  """values[begin:end] of a RaggedTensor with one ragged dimension, in a
  few ops (ragged row slicing takes twenty-odd)."""
  splits = values.row_splits[begin:None if end is None else end + 1]
  return tf.RaggedTensor.from_row_splits(
      values.flat_values[splits[0]:splits[-1]], splits - splits[0],
      validate=False)


def _link_rows(links: tf.RaggedTensor, begin, end) -> Dict[str, tf.Tensor]:
  """Rows begin:end of a shard's word links (int32 [lines, None, 2]) as
  dense tensors, {"alignment_links" [links, 2], "alignment_splits" int64
  [rows + 1]}: a ragged element would cost tf.data a variant encoding
  and decoding (see _chunk_links)."""
  rows = _rows(links, begin, end)
  return {"alignment_links": rows.flat_values,
          "alignment_splits": rows.row_splits}


def _chunk_links(lines) -> tf.RaggedTensor:
  """A chunk's word links (see _link_rows), int32 [rows, None, 2]."""
  return tf.RaggedTensor.from_row_splits(
      lines["alignment_links"], lines["alignment_splits"], validate=False)


def _lookup_table(vocab: vocabulary.Vocabulary) -> tf.lookup.StaticHashTable:
  return tf.lookup.StaticHashTable(
      tf.lookup.KeyValueTensorInitializer(
          tf.constant(vocab.tokens), tf.range(len(vocab), dtype=tf.int64)),
      default_value=vocabulary.UNK_ID)


@dataclasses.dataclass(frozen=True)
class StreamSource:
  """What a task's stream reads and encodes with: the task (`task_index` in
  its config), its shards, its transform chain and the set-up's
  vocabularies; `encoders`: the problem's own feature_encoders for the
  task, when it overrides them (the task then runs in Python, in this
  process); `variant`: the stage whose transform options `chain` has
  (None: the config's), for worker processes to build the same chain."""
  task: TaskSpec
  task_index: int
  shards: ShardSet
  chain: TransformChain
  vocabularies: vocabulary.SideVocabularies
  encoders: Optional[Mapping[str, Any]] = None
  variant: Optional[int] = None


class TaskStream:
  """Builds the tf.data stream of one task."""

  def __init__(self, source: StreamSource, seed: int,
               consumer: Consumer = Consumer(), is_train: bool = True,
               force_python: bool = False,
               workers: Optional["python_workers.WorkerPool"] = None,
               stats: Optional[TransformStats] = None):
    """The stream of `source` for `consumer` (its share of the lines, and
    first its elastic prelude: {epoch: codes (line_codes) of the lines it
    reads in that epoch}, for consecutive epochs the stream begins with).
    Raises: ValueError for a task whose shards lack its alignments, or
    with no line for this consumer."""
    task, shards, encoders = source.task, source.shards, source.encoders
    chain, vocabs = source.chain, source.vocabularies
    self.variant = source.variant
    self.task = task
    self.task_index = source.task_index
    self.shards = shards
    self.chain = chain
    self.vocabularies = vocabs  # Python chains.
    source_table = _lookup_table(vocabs.src)  # Native chains.
    self.tables = {"src": source_table,
                   "tgt": (source_table if vocabs.shared else
                           _lookup_table(vocabs.tgt))}
    self.seed = seed
    self.is_train = is_train
    self.consumer = consumer
    self.stats = stats or TransformStats()
    self.encoders = encoders
    self.native_fn = (None if force_python or encoders is not None else
                      chain.native_fn(is_train))
    # Python chains run there when given; a problem's own encoders live in
    # this process only.
    self.workers = workers if encoders is None else None
    # Lines of each shard that belong to this consumer.
    self.consumer_lines = consumer.lines_per_shard(shards.lines)
    self.epoch_lines = sum(self.consumer_lines)
    # Training keeps each line with a probability from its score and
    # input weight (line_sampling); evaluation keeps all.
    self.line_sampling = (line_sampling.LineSampling.for_task(task, shards)
                          if is_train else None)
    self.has_line_info = (self.line_sampling is not None or
                          "corpus" in shards.files)
    # Word links through the transforms (text/alignments).
    self.aligned = task.has_alignment
    if self.aligned and encoders is not None:
      raise ValueError(
          f"task {task.name!r} has word alignments, which follow the "
          f"pieces of t2t_dyn's own segmentation; its problem's own "
          f"feature_encoders make other pieces (remove the alignments or "
          f"the feature_encoders override)")
    if self.aligned and "alignment" not in shards.files:
      raise ValueError(
          f"task {task.name!r} has alignments, but its shards hold none: "
          f"run dyn-datagen --stage=shard again")
    self.prelude = {int(e): [codes[codes // _LINE_CODE == s] % _LINE_CODE
                             for s in range(len(shards.lines))]
                    for e, codes in (consumer.prelude(task.name) or
                                     {}).items()}
    # The stream's epochs: the prelude's, then every one after it.
    self.first_epoch = min(self.prelude, default=0)
    self.first_full_epoch = max(self.prelude, default=-1) + 1
    # The prelude's lines as one table, row (epoch - first_epoch) * shards
    # + shard, built once (its epochs are consecutive).
    self._prelude_table = None
    if self.prelude:
      rows = [self.prelude[e][s] for e in range(self.first_epoch,
                                                self.first_full_epoch)
              for s in range(len(shards.lines))]
      self._prelude_table = tf.RaggedTensor.from_row_lengths(
          np.concatenate(rows).astype(np.int64),
          np.asarray([len(r) for r in rows], np.int64))
    if self.epoch_lines == 0:
      raise ValueError(f"task {task.name!r} has no lines for "
                       f"{consumer.describe()}")

  @property
  def is_native(self) -> bool:
    return self.native_fn is not None

  def _seed_pair(self, *parts) -> tf.Tensor:
    return native.seed_of(self.seed, self.task_index, *parts)

  def shard_order(self, epoch: int) -> np.ndarray:
    """The shard ids of `epoch` in visiting order."""
    return tf.random.experimental.stateless_shuffle(
        tf.range(len(self.shards.lines)),
        self._seed_pair(epoch, _SHARD_SALT)).numpy()

  def lines_of(self, epoch: int, shard: int) -> int:
    """This consumer's lines of `shard` in `epoch`."""
    if epoch in self.prelude:
      return len(self.prelude[epoch][shard])
    return self.consumer_lines[shard]

  def epoch_length(self, epoch: int) -> int:
    """This consumer's lines in `epoch`."""
    if epoch in self.prelude:
      return sum(len(lines) for lines in self.prelude[epoch])
    return self.epoch_lines

  def epoch_start(self, epoch: int) -> int:
    """The stream position of `epoch`'s first line."""
    return sum(self.epoch_length(e) for e in range(self.first_epoch, epoch))

  def locate(self, consumed: int) -> Tuple[int, int, int]:
    """(epoch, rank of the shard in the epoch's order, lines to skip)."""
    epoch = self.first_epoch
    while epoch in self.prelude and consumed >= self.epoch_length(epoch):
      consumed -= self.epoch_length(epoch)
      epoch += 1
    if epoch not in self.prelude:
      full, consumed = divmod(consumed, self.epoch_lines)
      epoch += full
    for rank, shard in enumerate(self.shard_order(epoch)):
      if consumed < self.lines_of(epoch, shard):
        return epoch, rank, consumed
      consumed -= self.lines_of(epoch, shard)
    raise AssertionError("unreachable: remainder within the epoch")

  def line_codes(self, epoch: int) -> np.ndarray:
    """The lines this consumer reads in `epoch`, in stream order, as codes
    shard << 32 | index of the line in its shard."""
    codes = [np.zeros([0], np.int64)]
    for shard in self.shard_order(epoch):
      codes.append(int(shard) * _LINE_CODE + self._line_order(
          tf.constant(epoch, tf.int64), tf.constant(shard, tf.int64),
          tf.constant(self.shards.lines[shard], tf.int64)).numpy())
    return np.concatenate(codes)

  def _line_order(self, epoch, shard, n):
    """The indices of this consumer's lines of a shard of n lines in
    `epoch`, in reading order (a stateless permutation)."""
    mine = tf.range(self.consumer.index, n, self.consumer.count, tf.int64)
    if self._prelude_table is not None:
      n_shards = len(self.shards.lines)
      in_prelude = epoch < self.first_full_epoch
      row = tf.where(in_prelude, (epoch - self.first_epoch) * n_shards + shard,
                     0)
      mine = tf.cond(in_prelude, lambda: self._prelude_table[row],
                     lambda: mine)
    return tf.random.experimental.stateless_shuffle(
        mine, self._seed_pair(epoch, shard))

  def chunk_keys(self, consumed: int) -> Iterator[ChunkKey]:
    """The keys of dataset(consumed)'s chunks, in order (endless)."""
    epoch, rank, skip = self.locate(consumed)
    while True:
      for shard in self.shard_order(epoch)[rank:]:
        lines = self.lines_of(epoch, int(shard))
        for chunk in range(skip // CHUNK, -(-lines // CHUNK)):
          yield ChunkKey(epoch, int(shard), chunk, max(skip, chunk * CHUNK))
        skip = 0
      epoch, rank = epoch + 1, 0

  def visit_dataset(self, key: ChunkKey) -> tf.data.Dataset:
    """The chunks of `key`'s shard visit from `key` on, as dataset() makes
    them."""
    visit = tf.data.Dataset.from_tensors(
        {name: tf.constant(getattr(key, name), tf.int64)
         for name in ("epoch", "shard", "skip")})
    return self._encoded(visit)

  def _visits(self, consumed: int) -> tf.data.Dataset:
    """A {"epoch", "shard", "skip"} per shard visit, from position
    `consumed` on (`skip`: the consumer's lines of the shard to pass)."""
    n_shards = len(self.shards.lines)
    epoch0, rank0, skip0 = self.locate(consumed)

    def epoch_visits(epoch):
      order = tf.random.experimental.stateless_shuffle(
          tf.range(n_shards, dtype=tf.int64),
          self._seed_pair(epoch, _SHARD_SALT))
      return tf.data.Dataset.from_tensor_slices(order).map(
          _plain(lambda shard: {"epoch": epoch, "shard": shard,
                                "skip": tf.constant(0, tf.int64)}))

    # The located epoch's visits, and the prelude's epochs after it.
    first = [(epoch0, int(shard), skip0 if rank == rank0 else 0)
             for rank, shard in enumerate(self.shard_order(epoch0))
             if rank >= rank0]
    for epoch in range(epoch0 + 1, self.first_full_epoch):
      first += [(epoch, int(shard), 0) for shard in self.shard_order(epoch)]
    first = tf.data.Dataset.from_tensor_slices({
        name: np.asarray(column, np.int64)
        for name, column in zip(("epoch", "shard", "skip"), zip(*first))})
    later = tf.data.Dataset.range(max(epoch0 + 1, self.first_full_epoch),
                                  np.iinfo(np.int64).max)
    return first.concatenate(later.flat_map(_plain(epoch_visits)))

  def _shard_chunks(self, visit) -> tf.data.Dataset:
    """The consumer's lines of one shard visit (see _visits), permuted, in
    CHUNK-aligned chunks from the one holding line `skip` on: {"epoch",
    "shard", "chunk", "source"[, "target"] (texts), "position" (each line's
    code), ["line_info" (line_sampling code, input index) per line,]
    [the word links (_link_rows),] "drop" (its first rows, consumed
    already)}."""
    epoch, shard, skip = visit["epoch"], visit["shard"], visit["skip"]
    features = self.task.read_features  # (source, target) of the model.
    files = {f: tf.constant(self.shards.files[f]) for f in features}
    lines = tf.data.Dataset.zip(tuple(
        tf.data.TextLineDataset(tf.gather(files[f], shard),
                                compression_type="GZIP")
        for f in features))
    # Whole shards fit in memory by design (seed 000); one batch = one shard.
    all_lines = lines.batch(np.iinfo(np.int32).max).get_single_element()
    n = tf.shape(all_lines[0], out_type=tf.int64)[0]
    order = self._line_order(epoch, shard, n)
    columns = {side: tf.gather(lines, order)
               for side, lines in zip(("source", "target"), all_lines)}
    columns["position"] = shard * _LINE_CODE + order  # Unique in an epoch.
    links = None
    if self.aligned:
      path = tf.gather(tf.constant(self.shards.files["alignment"]), shard)
      links = self._shard_links(path)
      check = tf.debugging.Assert(tf.equal(links.nrows(), n), [
          path, "has", links.nrows(), "lines, its text shards", n,
          "(re-run `dyn-datagen --stage=shard`)"])
      with tf.control_dependencies([check]):
        links = tf.gather(links, order)
    if self.has_line_info:
      inputs = self._line_inputs(shard, n)
      columns["line_info"] = tf.gather(tf.stack(
          [self._line_codes(epoch, shard, n, inputs), inputs], 1), order)
    first = skip // CHUNK
    chunks = (tf.size(order, out_type=tf.int64) + CHUNK - 1) // CHUNK

    # Each chunk slices the columns: slicing them into lines and batching
    # those costs tf.data an element per line and column.
    def chunk_of(chunk):
      begin, end = chunk * CHUNK, (chunk + 1) * CHUNK
      return {**{name: column[begin:end] for name, column in columns.items()},
              **({} if links is None else _link_rows(links, begin, end)),
              "epoch": epoch, "shard": shard, "chunk": chunk,
              "drop": tf.where(chunk == first, skip % CHUNK,
                               tf.constant(0, tf.int64))}

    return tf.data.Dataset.range(first, chunks).map(_plain(chunk_of))

  def _lines(self, feature, shard):
    """A per-line shard file (data_config.TaskSpec.line_features), its
    lines in file order."""
    path = tf.gather(tf.constant(self.shards.files[feature]), shard)
    return tf.data.TextLineDataset(path, compression_type="GZIP").batch(
        np.iinfo(np.int32).max).get_single_element()

  def _shard_links(self, path):
    """The word links of the shard alignment file at `path`, int32
    RaggedTensor [lines, None, 2] of (target id, source id) in file order,
    read whole and decoded by tf.io.decode_raw (text.alignments)."""
    return alignments.native_file_links(tf.io.read_file(path),
                                        self.task.reverse, path)

  def _numbers(self, feature, shard, dtype):
    """`_lines` of a file of numbers, as numbers."""
    return tf.strings.to_number(self._lines(feature, shard), dtype)

  def _line_inputs(self, shard, n):
    """The index of each line's input in the task's inputs (file order)."""
    if "corpus" not in self.shards.files:
      return tf.zeros([n], tf.int32)
    return self._numbers("corpus", shard, tf.int32)

  def _line_codes(self, epoch, shard, n, inputs):
    """line_sampling's code of each line of the shard, in file order, from
    the lines' input indices (_line_inputs) and scores."""
    sampling = self.line_sampling
    if sampling is None:
      return tf.zeros([n], tf.int32)
    corpus = tf.cast(inputs, tf.int64)
    scores = (self._numbers("score", shard, tf.float64) if sampling.has_score
              else None)
    uniform = tf.random.stateless_uniform(
        [n], native.fold(self._seed_pair(epoch, shard), _LINE_SAMPLING_SALT),
        dtype=tf.float64)
    return tf.cast(sampling.codes(corpus, scores, uniform), tf.int32)

  def _with_line_codes(self, encoded, lines):
    """The rows of chunk `lines` (see _shard_chunks) from its "drop" on,
    with "keep", "dropped_by" (lines line_sampling dropped: past the
    chain's transforms, len(chain) + the code) and "input" (the index of
    the line's input)."""
    drop = lines["drop"]
    if not self.has_line_info:
      return {"keep": encoded["keep"][drop:],
              "dropped_by": encoded["dropped_by"][drop:],
              "input": tf.zeros_like(encoded["dropped_by"][drop:])}
    codes, inputs = lines["line_info"][:, 0], lines["line_info"][:, 1]
    sampled_out = codes > 0
    return {"keep": (encoded["keep"] & ~sampled_out)[drop:],
            "dropped_by": tf.where(
                sampled_out, len(self.chain.transforms) + codes,
                encoded["dropped_by"])[drop:],
            "input": inputs[drop:]}

  def _chunk_seed(self, epoch, shard, chunk):
    return self._seed_pair(epoch, shard, chunk, self.consumer.index)

  def _encoded_chunk(self, lines, inputs, targets, filtered,
                     links: Optional[WordLinks] = None):
    """A stream element: the chunk's rows from its "drop" on, ids of both
    sides, with `links` their word ids and links ("inputs_words",
    "targets_words" int32 RaggedTensors like the ids, "alignment" int32
    RaggedTensor [B, None, 2] of (target id, source id) word links; see
    text.alignments), what dropped them (`filtered`: "keep", "dropped_by"
    of the transforms) and the chunk's key."""
    drop = lines["drop"]
    linked = {}
    if links is not None:
      linked = {"inputs_words": _rows(links.source, drop),
                "targets_words": _rows(links.target, drop),
                "alignment": _rows(links.pairs, drop)}
    return {"inputs": _rows(inputs, drop),
            "targets": _rows(targets, drop), **linked,
            **self._with_line_codes(filtered, lines),
            **{key: lines[key] for key in ("epoch", "shard", "chunk")}}

  def _encode_native(self, lines):
    # Chunk-aligned: the chunk seed covers its rows.
    features = {"src": tf.strings.split(lines["source"]),
                "keep": tf.ones(tf.shape(lines["source"]), tf.bool)}
    if "target" in lines:
      features["tgt"] = tf.strings.split(lines["target"])
    if self.aligned:
      for side, is_source in (("src", True), ("tgt", False)):
        features[native.provenance_key(side)] = alignments.native_ids(
            features[side], is_source)
      features["links"] = _chunk_links(lines)
    features = self.native_fn(features, self._chunk_seed(
        lines["epoch"], lines["shard"], lines["chunk"]))
    ended = {}
    for side in ("src", "tgt"):
      ids = self._lookup(features[side], side)
      if not self.aligned:
        ended[side] = _ended(features[side], [ids], [vocabulary.EOS_ID])
      else:  # EOS has no word.
        ended[side] = _ended(
            features[side],
            [ids, features[native.provenance_key(side)].flat_values],
            [vocabulary.EOS_ID, alignments.NO_WORD])
    links = None
    if self.aligned:
      links = WordLinks(ended["src"][1], ended["tgt"][1], features["links"])
    return self._encoded_chunk(lines, ended["src"][0], ended["tgt"][0],
                               features, links)

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

  def _encode_python_batch(self, epochs, positions, *texts):
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
        self.variant, epochs.numpy(), positions.numpy(), tuple(texts), links,
        link_counts)
    if self.workers is not None:
      return self.workers.encode(job, self.stats)
    return python_workers.encode_chunk(self.chain, self.vocabularies, job,
                                       self.stats, self.encoders)

  def _encode_python(self, lines):
    # Python transforms seed each example by position.
    epochs = tf.fill(tf.shape(lines["position"]), lines["epoch"])
    texts = [lines[side] for side in ("source", "target") if side in lines]
    if self.aligned:
      links = _chunk_links(lines)
      texts += [tf.reshape(links.flat_values, [-1]), links.row_lengths()]
    outputs = tf.py_function(
        self._encode_python_batch, [epochs, lines["position"], *texts],
        [tf.as_dtype(python_workers.ENCODED_DTYPES[f])
         for f in python_workers.EncodedChunk._fields])
    # py_function forgets shapes; ragged tensors downstream need them.
    encoded = python_workers.EncodedChunk(
        *(tf.ensure_shape(t, [None]) for t in outputs))
    return self._encoded_chunk(
        lines,
        tf.RaggedTensor.from_row_lengths(encoded.src_ids,
                                         encoded.src_lengths),
        tf.RaggedTensor.from_row_lengths(encoded.tgt_ids,
                                         encoded.tgt_lengths),
        {"keep": encoded.keep, "dropped_by": encoded.dropped_by},
        None if not self.aligned else WordLinks(
            tf.RaggedTensor.from_row_lengths(encoded.src_words,
                                             encoded.src_lengths),
            tf.RaggedTensor.from_row_lengths(encoded.tgt_words,
                                             encoded.tgt_lengths),
            tf.RaggedTensor.from_row_lengths(
                tf.reshape(encoded.links, [-1, 2]), encoded.link_counts)))

  def dataset(self, consumed: int = 0) -> tf.data.Dataset:
    """The endless stream of chunks from position `consumed` on."""
    return self._encoded(self._visits(consumed))

  def _encoded(self, visits: tf.data.Dataset) -> tf.data.Dataset:
    """The encoded chunks of shard visits (see _visits)."""
    chunks = visits.flat_map(_plain(self._shard_chunks))
    encode = self._encode_native if self.is_native else self._encode_python
    return chunks.map(_plain(encode), num_parallel_calls=tf.data.AUTOTUNE,
                      deterministic=True)
