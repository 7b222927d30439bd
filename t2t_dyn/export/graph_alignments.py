"""Word alignments of translations as TensorFlow ops, for the SavedModel:
decoding.word_links' rule in the graph, which stays the reference (tests
compare the two on the same model and lines).

Owners are dense bool matrices: `[B, positions, words]`, True where the
piece at a position comes from (or lands in) the word. Which raw word a
shard token or output piece covers follows from character offsets, ▁ not
counted, as alignments.raw_words_of finds it: the shard form and
detokenization only move word boundaries.
"""

import tensorflow as tf

from t2t_dyn.export import graph_text
from t2t_dyn.text import alignments
from t2t_dyn.text import forms


def _char_spans(tokens: tf.RaggedTensor):
  """(start, end) int32 [B, N] of each token's characters (▁ not counted)
  in its row's character stream, padded with (0, 0)."""
  chars = tf.ragged.map_flat_values(
      lambda t: tf.strings.length(
          tf.strings.regex_replace(t, forms.WORD_BOUNDARY, ""),
          unit="UTF8_CHAR"), tokens)
  ends = tf.math.cumsum(chars, axis=1)
  return (ends - chars).to_tensor(0), ends.to_tensor(0)


def covering(words: tf.RaggedTensor, tokens: tf.RaggedTensor) -> tf.Tensor:
  """bool [B, N, W]: which of a row's `words` the characters of each of its
  `tokens` come from (the same character stream cut two ways)."""
  token_start, token_end = _char_spans(tokens)
  word_start, word_end = _char_spans(words)
  return ((token_start[:, :, None] < word_end[:, None, :]) &
          (word_start[:, None, :] < token_end[:, :, None]) &
          (token_start < token_end)[:, :, None])


def source_owners(raw_words: tf.RaggedTensor, shard_words: tf.RaggedTensor,
                  provenance: tf.RaggedTensor) -> tf.Tensor:
  """bool [B, S + 1, W]: the raw words each source piece comes from, one
  more position (EOS) owning none. `provenance`: int32 [B, S], each
  piece's word id (alignments; NO_WORD for tokens a transform made)."""
  # One more row for tokens of no word: gathers stay in range.
  by_shard_word = tf.pad(covering(raw_words, shard_words),
                         [[0, 0], [0, 1], [0, 0]])  # [B, K + 1, W]
  ids = provenance.to_tensor(alignments.NO_WORD)
  word = tf.where(ids % 2 == 1, (ids - 1) // 2, -1)  # Source words' ids.
  owners = tf.gather(by_shard_word, tf.maximum(word, 0), batch_dims=1)
  owners = owners & (word >= 0)[:, :, None]
  return tf.pad(owners, [[0, 0], [0, 1], [0, 0]])


def target_owners(ids: tf.Tensor, tokens: tf.Tensor,
                  hidden: tf.Tensor) -> tf.Tensor:
  """bool [B, L, V]: the words of the decoded text (graph_text.ids_to_text)
  each output id's piece lands in; none for the pieces decoding hides."""
  pieces, shown = graph_text.shown_pieces(ids, tokens, hidden)
  kept = tf.ragged.boolean_mask(pieces, shown)
  text = graph_text.pieces_to_text(kept)
  by_kept = tf.pad(covering(tf.strings.split(text), kept),
                   [[0, 0], [0, 1], [0, 0]])  # [B, K + 1, V]
  # Back from the kept pieces to every output position.
  at = tf.cumsum(tf.cast(shown, tf.int32), axis=1, exclusive=True)
  owners = tf.gather(by_kept, at, batch_dims=1)
  return owners & shown[:, :, None]


def links(attention: tf.Tensor, source_length: tf.Tensor,
          sources: tf.Tensor, targets: tf.Tensor) -> tf.Tensor:
  """Pharaoh lines tf.string [B] ("i-j" sorted, source word first) by
  word_links.links_from_attention's rule: each target piece that lands in
  a word links the words of the source position its supervised head
  attends to most. attention: float [B, T, S]; source_length: int [B],
  positions of each source (EOS included); sources: bool [B, S, W];
  targets: bool [B, T, V]."""
  width = tf.shape(attention)[2]
  inside = tf.range(width)[None, None, :] < tf.cast(
      source_length, tf.int32)[:, None, None]
  steps = tf.minimum(tf.shape(attention)[1], tf.shape(targets)[1])
  scores = tf.where(inside, attention, -1.0)[:, :steps]
  chosen = tf.argmax(scores, axis=2, output_type=tf.int32)  # [B, T]
  from_words = tf.gather(tf.cast(sources, tf.float32), chosen, batch_dims=1)
  linked = tf.einsum("btw,btv->bwv", from_words,
                     tf.cast(targets[:, :steps], tf.float32)) > 0
  found = tf.where(linked)  # [N, 3], in (row, i, j) order.
  pairs = tf.strings.join([tf.strings.as_string(found[:, 1]),
                           tf.strings.as_string(found[:, 2])], "-")
  rows = tf.RaggedTensor.from_value_rowids(
      pairs, found[:, 0], nrows=tf.shape(attention, out_type=tf.int64)[0])
  return tf.strings.reduce_join(rows, axis=1, separator=" ")
