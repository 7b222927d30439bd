"""ShardChunks: one shard visit's lines, in reading order, as chunks.

A visit ({"epoch", "shard", "skip"}, VisitOrder.visits) reads the shard's
files whole (shards fit in memory by design, seed 000), permutes the
consumer's lines by VisitOrder.line_order and slices them into CHUNK-line
chunks from the one holding line `skip` on. A chunk carries its texts,
each line's code (its position in the epoch), the lines' word links and
line-sampling codes where the task has them, its key and "drop", the rows
at its start that were consumed already (a stream resumed inside a chunk
rebuilds the whole chunk, so its noise stays a function of positions).
"""

from typing import Dict, Optional

import numpy as np
import tensorflow as tf

from t2t_dyn.config.data_config import TaskSpec
from t2t_dyn.shards.reading import ShardSet
from t2t_dyn.streams import line_sampling
from t2t_dyn.streams.visit_order import CHUNK, LINE_CODE, VisitOrder
from t2t_dyn.streams.visit_order import no_autograph
from t2t_dyn.text import alignments
from t2t_dyn.transforms import native

_LINE_SAMPLING_SALT = 0x4C53


def rows(values: tf.RaggedTensor, begin, end=None) -> tf.RaggedTensor:
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
  and decoding (see chunk_links)."""
  chunk = rows(links, begin, end)
  return {"alignment_links": chunk.flat_values,
          "alignment_splits": chunk.row_splits}


def chunk_links(lines: Dict[str, tf.Tensor]) -> tf.RaggedTensor:
  """A chunk's word links (see _link_rows), int32 [rows, None, 2]."""
  return tf.RaggedTensor.from_row_splits(
      lines["alignment_links"], lines["alignment_splits"], validate=False)


class ShardChunks:
  """Reads shard visits of one task into chunks of lines."""

  def __init__(self, task: TaskSpec, shards: ShardSet, order: VisitOrder,
               sampling: Optional[line_sampling.LineSampling]):
    """`sampling`: the task's line sampling (training), None to keep every
    line (evaluation)."""
    self.task = task
    self.shards = shards
    self.order = order
    self.sampling = sampling
    self.aligned = task.has_alignment
    # Each line's sampling code and input index travel with the chunk.
    self.has_line_info = sampling is not None or "corpus" in shards.files

  def chunks(self, visit: Dict[str, tf.Tensor]) -> tf.data.Dataset:
    """The consumer's lines of one shard visit, permuted, in CHUNK-aligned
    chunks from the one holding line `skip` on: {"epoch", "shard",
    "chunk", "source"[, "target"] (texts), "position" (each line's code),
    ["line_info" (line_sampling code, input index) per line,] [the word
    links (_link_rows),] "drop" (its first rows, consumed already)}."""
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
    order = self.order.line_order(epoch, shard, n)
    columns = {side: tf.gather(lines, order)
               for side, lines in zip(("source", "target"), all_lines)}
    columns["position"] = shard * LINE_CODE + order  # Unique in an epoch.
    links = None
    if self.aligned:
      path = tf.gather(tf.constant(self.shards.files["alignment"]), shard)
      links = alignments.native_file_links(tf.io.read_file(path),
                                           self.task.reverse, path)
      check = tf.debugging.Assert(tf.equal(links.nrows(), n), [
          path, "has", links.nrows(), "lines, its text shards", n,
          "(re-run `dyn-datagen --stage=shard`)"])
      with tf.control_dependencies([check]):
        links = tf.gather(links, order)
    if self.has_line_info:
      inputs = self._line_inputs(shard, n)
      columns["line_info"] = tf.gather(tf.stack(
          [self._sampling_codes(epoch, shard, n, inputs), inputs], 1), order)
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

    return tf.data.Dataset.range(first, chunks).map(no_autograph(chunk_of))

  def kept_rows(self, filtered: Dict[str, tf.Tensor],
                lines: Dict[str, tf.Tensor],
                n_transforms: int) -> Dict[str, tf.Tensor]:
    """The rows of chunk `lines` from its "drop" on: "keep", "dropped_by"
    (the transforms' `filtered` outcome; lines line_sampling dropped count
    past the chain's `n_transforms` transforms, n_transforms + their code)
    and "input" (the index of each line's input)."""
    drop = lines["drop"]
    if not self.has_line_info:
      return {"keep": filtered["keep"][drop:],
              "dropped_by": filtered["dropped_by"][drop:],
              "input": tf.zeros_like(filtered["dropped_by"][drop:])}
    codes, inputs = lines["line_info"][:, 0], lines["line_info"][:, 1]
    sampled_out = codes > 0
    return {"keep": (filtered["keep"] & ~sampled_out)[drop:],
            "dropped_by": tf.where(sampled_out, n_transforms + codes,
                                   filtered["dropped_by"])[drop:],
            "input": inputs[drop:]}

  def _lines(self, feature, shard):
    """A per-line shard file (data_config.TaskSpec.line_features), its
    lines in file order."""
    path = tf.gather(tf.constant(self.shards.files[feature]), shard)
    return tf.data.TextLineDataset(path, compression_type="GZIP").batch(
        np.iinfo(np.int32).max).get_single_element()

  def _numbers(self, feature, shard, dtype):
    """`_lines` of a file of numbers, as numbers."""
    return tf.strings.to_number(self._lines(feature, shard), dtype)

  def _line_inputs(self, shard, n):
    """The index of each line's input in the task's inputs (file order)."""
    if "corpus" not in self.shards.files:
      return tf.zeros([n], tf.int32)
    return self._numbers("corpus", shard, tf.int32)

  def _sampling_codes(self, epoch, shard, n, inputs):
    """line_sampling's code of each line of the shard, in file order, from
    the lines' input indices (_line_inputs) and scores."""
    if self.sampling is None:
      return tf.zeros([n], tf.int32)
    corpus = tf.cast(inputs, tf.int64)
    scores = (self._numbers("score", shard, tf.float64)
              if self.sampling.has_score else None)
    uniform = tf.random.stateless_uniform(
        [n], native.fold(self.order.seed_pair(epoch, shard),
                         _LINE_SAMPLING_SALT), dtype=tf.float64)
    return tf.cast(self.sampling.codes(corpus, scores, uniform), tf.int32)
