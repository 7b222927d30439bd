"""Native (TensorFlow) segmentation: the n-best cache as tables in tf.data.

`SegmentationTables` holds an NBestTable (every word of the training shards
with its n-best segmentations) as tensors: word -> row by a fingerprint
index, a dense [rows, n_best] matrix of log-probabilities, and each
alternative's piece ids. `segment` samples one alternative per word of a
chunk inside tf.data with stateless random ops (the Gumbel-max trick): the
law of the Python path, p ∝ exp(seg_theta * logp) among the first
seg_n_samples.

Start-up does not grow with the number of words: the arrays are memory maps
of the set-up's files, taken by TensorFlow without a copy (DLPack), and the
word index is a hash table laid out at set-up time (`fingerprint_index`)
and imported as it lies on disk. Every process on a host shares the pages,
and from a cold disk they are read ahead while the pipeline is built.
"""

import threading
from typing import Dict, Optional

import numpy as np
import tensorflow as tf

from t2t_dyn.foundation import page_cache
from t2t_dyn.foundation import repeats
from t2t_dyn.segmenters import base as seg_base
from t2t_dyn.transforms import native

# tf.strings.to_hash_bucket_fast(word, FINGERPRINT_BUCKETS) is the word's
# 64-bit fingerprint (FarmHash Fingerprint64) reduced below 2^63 - 1.
FINGERPRINT_BUCKETS = 2**63 - 1
# A second, independent 63-bit hash (SipHash under this fixed key) that
# confirms a fingerprint's row when words outside the table may come.
CHECK_KEY = (0x74327464796e, 0x636865636b)
# Fingerprints are >= 0, so these never collide with a word.
_EMPTY_KEY, _DELETED_KEY = -1, -2
# Hash table buckets per word (a power of two at least this): load <= 2/3,
# below TensorFlow's rebucketing threshold, short probe sequences.
_BUCKETS_PER_WORD = 1.5
# Words hashed per TensorFlow call when an index is built (bounds memory).
_INDEX_CHUNK = 1_000_000


class SegmentationTables:
  """The cache as TensorFlow tensors: word -> row; per row the word's
  alternatives' log-probabilities as a dense [rows, n_best] matrix (-inf
  where a word has fewer), and each alternative's piece ids. Row W (one past
  the last word) stands for a word the cache lacks: one empty alternative.

  Words are found through `index` (fingerprint_index's arrays, as the
  set-up saved them; built here when not given), or, when two cache words
  share a fingerprint, by their strings in a table built here."""

  def __init__(self, cache: seg_base.SegmentationCache,
               index: Optional[Dict[str, np.ndarray]] = None):
    table = cache.table
    self.cache = cache
    self.missing_row = len(table)
    self._lock = threading.Lock()
    self._by_word = None
    self._by_fingerprint = None
    self._checks = None
    # From a cold disk the tables are read while the pipeline is traced,
    # not fault by fault under the first batch's lookups.
    self.read_ahead = page_cache.read_ahead(
        [*(index or {}).values(), table.first_alternative, table.logp,
         table.piece_splits, table.piece_ids], "segmentation tables")
    if index is None:
      index = fingerprint_index(table)
    if index is not None:
      self._by_fingerprint = tf.lookup.experimental.DenseHashTable(
          tf.int64, tf.int32, default_value=self.missing_row,
          empty_key=_EMPTY_KEY, deleted_key=_DELETED_KEY,
          initial_num_buckets=4, experimental_is_anonymous=True)
      tf.raw_ops.LookupTableImportV2(
          table_handle=self._by_fingerprint.resource_handle,
          keys=_tensor(index["keys"]), values=_tensor(index["rows"]))
      self._checks = _tensor(index["checks"])
    self.piece_strings = tf.constant(table.piece_strings() + [""], tf.string)
    self.logp = _tensor(table.logp)
    self.first_alternative = _tensor(table.first_alternative)
    self.piece_splits = _tensor(table.piece_splits)
    self.piece_ids = _tensor(table.piece_ids)

  def rows(self, words, strings: bool):
    """int32 rows of `words` (tf.string [N]). `strings`: words outside the
    table may come, so a fingerprint's row is confirmed by the second hash
    (or, without an index, words are looked up by string)."""
    if self._by_fingerprint is not None:
      # A DenseHashTable's lookup forgets the shape; the ragged ops need it.
      rows = tf.ensure_shape(self._by_fingerprint.lookup(
          tf.strings.to_hash_bucket_fast(words, FINGERPRINT_BUCKETS)), [None])
      if not strings:
        return rows
      confirmed = tf.equal(tf.gather(self._checks, rows), _check_hash(words))
      return tf.where(confirmed, rows, self.missing_row)
    with self._lock, tf.init_scope():  # Eager, even when called tracing.
      if self._by_word is None:
        table = self.cache.table
        self._by_word = tf.lookup.StaticHashTable(
            tf.lookup.KeyValueTensorInitializer(
                tf.constant(table.words(), tf.string),
                tf.range(len(table), dtype=tf.int32)),
            default_value=self.missing_row)
    return self._by_word.lookup(words)

  def segment(self, tokens, seed, n_samples: int, theta: float,
              sample: bool, fallback: bool, where: str, suffixes=None,
              word_ids: bool = False):
    """A native.Moved: the pieces of each row of `tokens` (tf.string
    RaggedTensor [B, None]), one alternative per word, sampled among its
    first n_samples with p ∝ exp(theta * logp) when `sample` (see
    _choose), else the best; each piece takes its word's provenance
    (`word_ids`: the caller carries it, so each piece's word is laid out
    with the pieces). `suffixes` (tf.string, one per word: its source
    factors) are appended to each of the word's pieces.

    A word the cache lacks gets its n-best list from the model in a
    py_function when `fallback`; otherwise it stops the pipeline with an
    InvalidArgumentError naming the word and `where`.
    """
    words = tokens.flat_values
    rows = self.rows(words, strings=fallback)
    choice = _choose(tf.gather(self.logp, rows), native.fold(seed, 0),
                     n_samples, theta, sample)
    alternative = tf.gather(self.first_alternative, rows) + choice
    starts = tf.gather(self.piece_splits, alternative)
    lengths = tf.gather(self.piece_splits, alternative + 1) - starts
    if word_ids or suffixes is not None:
      # Each piece's place in the table and its word, from one op.
      at, word_of_piece = repeats.ranges(starts, lengths)
    else:
      at = tf.ragged.range(starts, starts + lengths).flat_values
      word_of_piece = None
    pieces = tf.gather(self.piece_strings, tf.cast(tf.gather(
        self.piece_ids, at), tf.int32))  # uint16 ids possible (nbest_table).
    missing = tf.equal(rows, self.missing_row)
    if fallback:
      per_word = tf.concat([
          tf.RaggedTensor.from_row_lengths(pieces, tf.cast(lengths, tf.int64)),
          self._missing_pieces(words, missing, native.fold(seed, 1),
                               n_samples, theta, sample)], axis=1)
      word_of_piece = per_word.value_rowids()
      if suffixes is not None:
        per_word = per_word.with_flat_values(tf.strings.join(
            [per_word.flat_values, tf.gather(suffixes, word_of_piece)]))
      return native.Moved(tokens.with_flat_values(per_word).merge_dims(1, 2),
                          lambda ids: tf.gather(ids, word_of_piece))
    if suffixes is not None:
      pieces = tf.strings.join([pieces, tf.gather(suffixes, word_of_piece)])
    first = tf.gather(tf.concat([tf.boolean_mask(words, missing), [""]], 0), 0)
    check = tf.debugging.Assert(
        tf.logical_not(tf.reduce_any(missing)),
        [f"{where}: a word that is not in the segmentation cache, which "
         f"holds every word of the training shards (stale set-up? re-run "
         f"`dyn-datagen --stage=vocab`):", first])
    with tf.control_dependencies([check]):
      per_example = tf.math.unsorted_segment_sum(
          tf.cast(lengths, tf.int64), tokens.value_rowids(), tokens.nrows())
    return native.Moved(
        tf.RaggedTensor.from_row_lengths(pieces, per_example, validate=False),
        lambda ids: tf.gather(ids, repeats.repeated_range(lengths)
                              if word_of_piece is None else word_of_piece))

  def _missing_pieces(self, words, missing, seed, n_samples, theta,
                      sample):
    """[len(words), None] pieces: the chosen alternative of each missing
    word (its n-best list computed by the model), nothing for the others."""
    at = tf.where(missing)[:, 0]

    def compute():
      flat, piece_counts, alt_counts, logp = tf.py_function(
          self._nbest_of, [tf.gather(words, at)],
          [tf.string, tf.int64, tf.int64, tf.float32])
      # py_function forgets shapes; the ragged ops below need their rank.
      flat, piece_counts, alt_counts, logp = (
          tf.ensure_shape(t, [None])
          for t in (flat, piece_counts, alt_counts, logp))
      alternatives = tf.RaggedTensor.from_row_lengths(
          tf.RaggedTensor.from_row_lengths(flat, piece_counts),
          alt_counts)
      logp = tf.RaggedTensor.from_row_lengths(logp, alt_counts).to_tensor(
          default_value=float("-inf"))
      choice = _choose(logp, seed, n_samples, theta, sample)
      picked = tf.gather(alternatives.values, alternatives.row_splits[:-1] +
                         tf.cast(choice, tf.int64))
      return picked.flat_values, picked.row_lengths()

    def nothing():
      return tf.constant([], tf.string), tf.zeros([0], tf.int64)

    values, lengths = tf.cond(tf.size(at) > 0, compute, nothing)
    lengths = tf.scatter_nd(at[:, tf.newaxis], tf.ensure_shape(
        lengths, [None]), tf.shape(words, out_type=tf.int64))
    return tf.RaggedTensor.from_row_lengths(tf.ensure_shape(values, [None]),
                                            lengths)

  def _nbest_of(self, words):
    """py_function body: the n-best lists of words the cache lacks."""
    flat, piece_counts, alt_counts, logp = [], [], [], []
    for word in words.numpy():
      word = word.decode("utf-8")
      alternatives = self.cache.alternatives(word)
      alt_counts.append(len(alternatives))
      for pieces, score in alternatives:
        flat.extend(pieces)
        piece_counts.append(len(pieces))
        logp.append(score)
    return (np.asarray([p.encode("utf-8") for p in flat], dtype=object),
            np.asarray(piece_counts, np.int64),
            np.asarray(alt_counts, np.int64),
            np.asarray(logp, np.float32))


def fingerprint_index(table) -> Optional[Dict[str, np.ndarray]]:
  """The word index of an NBestTable, as SegmentationTables imports it:
  {"keys": int64 [S, 1] and "rows": int32 [S, 1], the buckets of a
  TensorFlow DenseHashTable of fingerprint -> row; "checks": int64 [W + 1],
  each word's check hash (-1 for the missing row)}. None when two of the
  table's words share a fingerprint."""
  words = len(table)
  buckets = 4
  while buckets < _BUCKETS_PER_WORD * words:
    buckets *= 2
  index = tf.lookup.experimental.DenseHashTable(
      tf.int64, tf.int32, default_value=-1, empty_key=_EMPTY_KEY,
      deleted_key=_DELETED_KEY, initial_num_buckets=buckets,
      experimental_is_anonymous=True)
  checks = np.full(words + 1, -1, np.int64)
  for low in range(0, words, _INDEX_CHUNK):
    high = min(low + _INDEX_CHUNK, words)
    chunk = tf.strings.split(tf.constant(table.word_bytes(low, high)), "\n")
    index.insert(tf.strings.to_hash_bucket_fast(chunk, FINGERPRINT_BUCKETS),
                 tf.range(low, high, dtype=tf.int32))
    checks[low:high] = _check_hash(chunk).numpy()
  if int(index.size()) != words:
    return None
  keys, rows = index.export()
  return {"keys": keys.numpy(), "rows": rows.numpy(), "checks": checks}


def _check_hash(words):
  return tf.strings.to_hash_bucket_strong(words, FINGERPRINT_BUCKETS,
                                          CHECK_KEY)


def _aligned(array: np.ndarray) -> np.ndarray:
  """A copy of `array` in 64-byte aligned memory (Eigen's alignment)."""
  buffer = np.empty(array.nbytes + 64, np.uint8)
  offset = -buffer.ctypes.data % 64
  out = buffer[offset:offset + array.nbytes].view(array.dtype).reshape(
      array.shape)
  out[...] = array
  return out


def _tensor(array: np.ndarray):
  """A tf.Tensor sharing an aligned numpy array's memory (DLPack): a copy
  through tf.constant costs ~3 ms per MB here, seconds at a million words."""
  if not array.size:
    return tf.constant(array)
  if array.ctypes.data % 64 or not array.flags.c_contiguous:
    array = _aligned(np.ascontiguousarray(array))
  return tf.experimental.dlpack.from_dlpack(array.__dlpack__())


def _choose(logp, seed, n_samples: int, theta: float, sample: bool):
  """int32 [N]: per row of `logp` (float32 [N, K], best first, -inf where a
  word has fewer alternatives), an index among its first n_samples with
  p ∝ exp(theta * logp) when `sample` (the Gumbel-max trick: one uniform
  per word and alternative), else 0."""
  if not sample:
    return tf.zeros(tf.shape(logp)[:1], tf.int32)
  logp = logp[:, :n_samples]
  # theta 0 must not turn the -inf padding into NaN.
  logits = tf.where(tf.math.is_finite(logp), theta * logp, logp)
  uniform = tf.random.stateless_uniform(tf.shape(logits), seed,
                                        minval=1e-20, maxval=1.0)
  return tf.argmax(logits - tf.math.log(-tf.math.log(uniform)), axis=1,
                   output_type=tf.int32)


def keep_whole(tokens, whole, pieces: native.Moved) -> native.Moved:
  """`pieces` (a Moved: the segmentation of tokens[~whole]) with the
  `whole` tokens (bool [N] over tokens' flat values) put back whole in
  their places: every token's output, pieces or itself, in token order."""
  kept_at = tf.where(~whole)[:, 0]
  whole_at = tf.where(whole)[:, 0]
  # Each piece's token: its word among the kept, mapped back to tokens.
  piece_at = tf.gather(kept_at, pieces.flat_fn(
      tf.range(tf.size(kept_at, out_type=tf.int64))))
  order = tf.argsort(tf.concat([piece_at, whole_at], 0), stable=True)
  values = tf.gather(tf.concat([pieces.tokens.flat_values,
                                tf.gather(tokens.flat_values, whole_at)], 0),
                     order)
  lengths = tf.cast(pieces.tokens.row_lengths(), tf.int64) + (
      tf.math.unsorted_segment_sum(tf.cast(whole, tf.int64),
                                   tokens.value_rowids(), tokens.nrows()))
  return native.Moved(
      tf.RaggedTensor.from_row_lengths(values, lengths, validate=False),
      lambda ids: tf.gather(tf.concat(
          [pieces.flat_fn(tf.gather(ids, kept_at)),
           tf.gather(ids, whole_at)], 0), order))
