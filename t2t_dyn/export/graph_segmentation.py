"""Exact best segmentation of any word as TensorFlow ops, for exported
models (the decoder's reference: the segmenter's own `nbest(word, 1)`).

- A unigram morph lexicon (morfessor_em): Viterbi over the word's
  characters, as UnigramLexicon.nbest computes it: log-probabilities summed
  in float64, single characters always allowed (unknown ones at the
  lexicon's unknown_logp), ties to the longest last morph.
- A deterministic map: the word's pieces from the map; a word missing from
  it fails, naming the word, as the map does in Python.
- SentencePiece: TensorFlow Text's SentencePiece ops (the sentencepiece
  library inside; the optional `export` extra), so a server loading the
  model needs tensorflow_text's ops registered (`import tensorflow_text`;
  TensorFlow Serving has them built in): `needs_tensorflow_text`.
- BPE codes (bpe_dropout's; inference is plain BPE, dropout 0):
  BpeCodes.segment's merge loop over the padded batch, each step merging
  every row's best-ranked pair at its non-overlapping occurrences, with
  subword-nmt's `</w>` added and removed as in Python (`BpeMerges`).
"""

import re
from typing import Callable

import tensorflow as tf

from t2t_dyn.segmenters import bpe
from t2t_dyn.segmenters import deterministic_map
from t2t_dyn.segmenters import sentencepiece_model
from t2t_dyn.segmenters import unigram_lexicon
from t2t_dyn.segmenters.base import Segmenter

# words tf.string [N] -> pieces tf.string RaggedTensor [N, None].
GraphSegmenter = Callable[[tf.Tensor], tf.RaggedTensor]


class NoGraphSegmentationError(ValueError):
  """A segmenter whose best segmentation has no TensorFlow version."""


def best_segmentation(segmenter: Segmenter) -> GraphSegmenter:
  """The graph version of `segmenter`'s best segmentation. Raises:
  NoGraphSegmentationError naming the segmenter's kind and file."""
  if isinstance(segmenter, unigram_lexicon.UnigramLexicon):
    return UnigramViterbi(segmenter)
  if isinstance(segmenter, deterministic_map.DeterministicMap):
    return MapLookup(segmenter)
  if isinstance(segmenter, sentencepiece_model.SentencePieceSegmenter):
    return SentencePieceGraph(segmenter)
  if isinstance(segmenter, bpe.BpeCodes):
    return BpeMerges(segmenter)
  raise NoGraphSegmentationError(
      f"{type(segmenter).__name__} ({getattr(segmenter, 'source', '?')}) "
      f"has no in-graph segmentation yet (available: morfessor_em's unigram "
      f"lexicon, sentencepiece, bpe_dropout's BPE codes, "
      f"deterministic_segmentation's map); export with --format=ctranslate2, "
      f"whose decoding segments in Python")


def needs_tensorflow_text(segmenter: GraphSegmenter) -> bool:
  """Whether a server needs TensorFlow Text's ops to run `segmenter`."""
  return isinstance(segmenter, SentencePieceGraph)


class SentencePieceGraph(tf.Module):
  """SentencePieceSegmenter's best segmentation (SentencePiece's own
  encoding of each word, as a TensorFlow Text op)."""

  def __init__(self, segmenter: sentencepiece_model.SentencePieceSegmenter):
    """Raises: NoGraphSegmentationError without tensorflow_text."""
    super().__init__(name="sentencepiece_graph")
    try:
      import tensorflow_text  # pylint: disable=g-import-not-at-top
    except ImportError as e:
      raise NoGraphSegmentationError(
          f"SentencePiece ({segmenter.source}) runs in an exported graph "
          f"through TensorFlow Text: pip install 't2t_dyn[export]' ({e})"
      ) from None
    self.tokenizer = tensorflow_text.SentencepieceTokenizer(
        model=segmenter.serialized_model(), out_type=tf.string)

  def __call__(self, words: tf.Tensor) -> tf.RaggedTensor:
    return self.tokenizer.tokenize(words)


class UnigramViterbi(tf.Module):
  """UnigramLexicon's best segmentation in TensorFlow."""

  def __init__(self, lexicon: unigram_lexicon.UnigramLexicon):
    super().__init__(name="unigram_viterbi")
    log_probs = lexicon.morph_log_probs()
    self.max_length = lexicon.max_morph_length
    self.unknown_logp = float(lexicon.unknown_logp)
    self.table = tf.lookup.StaticHashTable(
        tf.lookup.KeyValueTensorInitializer(
            tf.constant(list(log_probs), tf.string),
            tf.constant(list(log_probs.values()), tf.float64)),
        default_value=float("-inf"))

  def __call__(self, words: tf.Tensor) -> tf.RaggedTensor:
    chars = tf.strings.unicode_split(words, "UTF-8")
    lengths = chars.row_lengths()
    padded = chars.to_tensor("")
    # At least one column, so the loops' arrays have a shape when no word
    # comes (a batch of empty lines).
    padded = tf.pad(padded, [[0, 0], [0, tf.maximum(
        1 - tf.shape(padded)[1], 0)]])
    rows, width = tf.shape(padded)[0], tf.shape(padded)[1]
    starts = tf.range(width, dtype=tf.int64)[None, :]
    unknown = tf.constant(self.unknown_logp, tf.float64)
    impossible = tf.constant(float("-inf"), tf.float64)
    # ending[k-1][n, e]: log p of the morph of k characters ending before
    # character e (e = 0..width), -inf where there is none.
    ending = []
    morphs = padded
    for k in range(1, self.max_length + 1):
      if k > 1:
        following = tf.pad(padded[:, k - 1:], [[0, 0], [0, k - 1]])
        morphs = tf.strings.join([morphs, following[:, :width]])
      log_p = self.table.lookup(morphs)
      if k == 1:  # Every character may stand alone.
        log_p = tf.where(tf.math.is_inf(log_p), unknown, log_p)
      fits = starts + k <= lengths[:, None]
      log_p = tf.where(fits, log_p, impossible)
      ending.append(tf.concat(
          [tf.fill([rows, k], impossible), log_p], axis=1)[:, :width + 1])
    # Longest morph first: argmax keeps the first of equal scores, as the
    # Python search's stable sort keeps the earliest start.
    ending = tf.stack(ending[::-1], axis=2)  # [N, width + 1, K]
    back = _viterbi_lengths(ending, self.max_length)  # [N, width]
    first = _piece_starts(back, lengths)
    piece_of_char = tf.cumsum(tf.cast(first, tf.int64), axis=1) - 1
    flat_piece = tf.boolean_mask(
        piece_of_char + tf.cumsum(tf.reduce_sum(
            tf.cast(first, tf.int64), axis=1), exclusive=True)[:, None],
        tf.sequence_mask(lengths, width))
    pieces_per_word = tf.reduce_sum(tf.cast(first, tf.int64), axis=1)
    pieces = tf.strings.unsorted_segment_join(
        chars.flat_values, flat_piece, tf.reduce_sum(pieces_per_word))
    return tf.RaggedTensor.from_row_lengths(pieces, pieces_per_word)


def _viterbi_lengths(ending: tf.Tensor, max_length: int) -> tf.Tensor:
  """The length of the last morph of the best segmentation of each prefix:
  int64 [N, width], column e-1 for the prefix of e characters. `ending`:
  float64 [N, width + 1, K], longest morph first."""
  rows = tf.shape(ending)[0]
  width = tf.shape(ending)[1] - 1
  # best[n, j]: the best score of the prefix j + 1 characters shorter than
  # the current one (j = 0: the previous prefix).
  best = tf.concat([tf.zeros([rows, 1], tf.float64),
                    tf.fill([rows, max_length - 1],
                            tf.constant(float("-inf"), tf.float64))], 1)
  lengths = tf.TensorArray(tf.int64, size=width)

  def step(end, best, lengths):
    candidates = best[:, ::-1] + ending[:, end]  # Longest morph first.
    choice = tf.argmax(candidates, axis=1)
    top = tf.reduce_max(candidates, axis=1)
    lengths = lengths.write(end - 1, max_length - choice)
    return end + 1, tf.concat([top[:, None], best[:, :-1]], 1), lengths

  _, _, lengths = tf.while_loop(lambda end, *_: end <= width, step,
                                (tf.constant(1), best, lengths))
  return tf.transpose(tf.reshape(lengths.stack(), [width, rows]))


def _piece_starts(back: tf.Tensor, lengths: tf.Tensor) -> tf.Tensor:
  """bool [N, width]: whether a piece of the best segmentation starts at
  each character, following `back` from each word's end."""
  width = tf.shape(back)[1]
  first = tf.zeros(tf.shape(back), tf.bool)

  def step(position, first):
    active = position > 0
    last = tf.gather(back, tf.maximum(position - 1, 0), batch_dims=1)
    start = tf.where(active, position - last, position)
    first = tf.logical_or(first, tf.logical_and(
        active[:, None], tf.equal(
            tf.range(width, dtype=tf.int64)[None, :], start[:, None])))
    return start, first

  _, first = tf.while_loop(
      lambda position, first: tf.reduce_any(position > 0), step,
      (lengths, first))
  return first


class MapLookup(tf.Module):
  """DeterministicMap's lookup in TensorFlow: pieces joined by a space in
  one table; a missing word fails naming it."""

  def __init__(self, segmentation_map: deterministic_map.DeterministicMap):
    super().__init__(name="map_lookup")
    entries = segmentation_map.entries()
    self.source = segmentation_map.source
    self.table = tf.lookup.StaticHashTable(
        tf.lookup.KeyValueTensorInitializer(
            tf.constant(list(entries), tf.string),
            tf.constant([" ".join(p) for p in entries.values()], tf.string)),
        default_value="")

  def __call__(self, words: tf.Tensor) -> tf.RaggedTensor:
    joined = self.table.lookup(words)
    missing = tf.equal(joined, "")
    first = tf.gather(tf.concat([tf.boolean_mask(words, missing), [""]], 0),
                      0)
    check = tf.debugging.Assert(
        tf.logical_not(tf.reduce_any(missing)),
        [f"a word is not in the segmentation map {self.source}:", first])
    with tf.control_dependencies([check]):
      return tf.strings.split(joined, " ")


_NO_MERGE = tf.int64.max  # The rank of a pair that is no merge.


class BpeMerges(tf.Module):
  """BpeCodes.segment (dropout 0) in TensorFlow: each step merges every
  row's best-ranked pair wherever it occurs, until no row has a pair."""

  def __init__(self, codes: bpe.BpeCodes):
    super().__init__(name="bpe_merges")
    self.end_of_word = codes.end_of_word
    # "" is no symbol (no character is empty), so padding never pairs.
    merges = [(left, right) for left, right in codes.merges
              if left and right]  # Best first.
    # Pairs are looked up by symbol ids, not by a joined string: a symbol
    # may hold any character, so no separator is safe.
    symbols = sorted({s for merge in merges for s in merge})
    self.size = len(symbols)
    self.symbol_ids = self.ranks = None  # No merges: the characters.
    if merges:
      self.symbol_ids = tf.lookup.StaticHashTable(
          tf.lookup.KeyValueTensorInitializer(
              tf.constant(symbols), tf.range(self.size, dtype=tf.int64)),
          default_value=-1)
      ids = {s: i for i, s in enumerate(symbols)}
      pairs = [ids[left] * self.size + ids[right] for left, right in merges]
      self.ranks = tf.lookup.StaticHashTable(
          tf.lookup.KeyValueTensorInitializer(
              tf.constant(pairs, tf.int64),
              tf.range(len(merges), dtype=tf.int64)),
          default_value=_NO_MERGE)

  def __call__(self, words: tf.Tensor) -> tf.RaggedTensor:
    chars = tf.strings.unicode_split(words, "UTF-8")
    if self.end_of_word:
      chars = chars.with_flat_values(_at_word_ends(
          chars, lambda last: tf.strings.join([last, bpe.END_OF_WORD])))
    symbols = _padded(chars)
    if self.ranks is not None:
      symbols, _ = tf.while_loop(
          lambda symbols, merged: merged,
          lambda symbols, _: self._step(symbols),
          (symbols, tf.constant(True)), shape_invariants=(
              tf.TensorShape([None, None]), tf.TensorShape([])))
    pieces = tf.RaggedTensor.from_tensor(symbols, padding="")
    if self.end_of_word:
      pieces = pieces.with_flat_values(_at_word_ends(
          pieces, lambda last: tf.strings.regex_replace(
              last, re.escape(bpe.END_OF_WORD) + r"\z", "")))
      # As in Python; it cannot happen, since the last symbol holds the
      # word's last character.
      pieces = tf.ragged.boolean_mask(pieces, tf.not_equal(pieces, ""))
    return pieces

  def _step(self, symbols):
    """(symbols after one merge step, whether any row merged)."""
    left = self.symbol_ids.lookup(symbols[:, :-1])
    right = self.symbol_ids.lookup(symbols[:, 1:])
    ranks = tf.where(tf.logical_and(left >= 0, right >= 0),
                     self.ranks.lookup(left * self.size + right), _NO_MERGE)
    best = tf.reduce_min(ranks, axis=1, keepdims=True)
    take = _non_overlapping(tf.logical_and(tf.equal(ranks, best),
                                           ranks < _NO_MERGE))
    following = tf.pad(symbols[:, 1:], [[0, 0], [0, 1]],
                       constant_values="")
    merged = tf.where(tf.pad(take, [[0, 0], [0, 1]]),
                      tf.strings.join([symbols, following]), symbols)
    kept = tf.logical_and(tf.logical_not(tf.pad(take, [[0, 0], [1, 0]])),
                          tf.not_equal(merged, ""))
    return (_padded(tf.ragged.boolean_mask(merged, kept)),
            tf.reduce_any(take))


def _non_overlapping(match: tf.Tensor) -> tf.Tensor:
  """The pair positions BpeCodes.segment merges among `match` (bool
  [N, P], one pair's occurrences): left to right, skipping an occurrence
  that overlaps the one merged before it, so in a run of consecutive
  occurrences ("a a a a") those at even offsets from the run's start."""
  matched = tf.cast(match, tf.int64)
  before = tf.cumsum(matched, axis=1, exclusive=True)  # Matches before.
  # A run shares its group with the non-match before it (or the row's
  # start), where `before` (non-decreasing) is the group's minimum.
  group = tf.cumsum(1 - matched, axis=1)
  width = tf.shape(match, out_type=tf.int64)[1] + 1
  rows = tf.shape(match, out_type=tf.int64)[0]
  groups = tf.reshape(tf.range(rows)[:, None] * width + group, [-1])
  starts = tf.math.unsorted_segment_min(tf.reshape(before, [-1]), groups,
                                        rows * width)
  offset = before - tf.reshape(tf.gather(starts, groups), tf.shape(before))
  return tf.logical_and(match, tf.equal(offset % 2, 0))


def _padded(symbols: tf.RaggedTensor) -> tf.Tensor:
  """`symbols` padded with "", at least one column wide (no word, or only
  empty ones, would give none, and the shifted pairs would not align)."""
  padded = symbols.to_tensor("")
  return tf.pad(padded, [[0, 0], [0, tf.maximum(1 - tf.shape(padded)[1], 0)]],
                constant_values="")


def _at_word_ends(words: tf.RaggedTensor, change) -> tf.Tensor:
  """`words`' flat values with `change` applied to each row's last one."""
  flat = words.flat_values
  last = tf.gather(words.row_limits(), words.value_rowids()) - 1
  is_last = tf.equal(tf.range(tf.shape(flat, out_type=tf.int64)[0]), last)
  return tf.where(is_last, change(flat), flat)
