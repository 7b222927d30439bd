"""The text side of decoding as TensorFlow ops, for exported models: raw
lines to the shards' word form, pieces to ids, ids back to text.

Each function mirrors one Python function of the decoder, which stays the
reference (tests compare the two on the same text):
  - `shard_words`: text_encoder.TransformTextEncoder.transformed's words,
    i.e. forms.shard_form(text, shard, corpus_form=False).split();
  - `piece_ids`: Vocabulary.ids (unknown pieces: UNK_ID);
  - `ids_to_text`: TransformTextEncoder.decode (stops at EOS, hides PAD, EOS
    and the transforms' special tokens, keeps <unk>, pieces_to_text).
Only TensorFlow's own ops are used, so a SavedModel holding them loads in
a process without t2t_dyn.
"""

from typing import Iterable, Sequence

import tensorflow as tf

from t2t_dyn.setup import vocabulary
from t2t_dyn.text import forms

_MARKER = forms.WORD_BOUNDARY


def _re2_class(code_points: Iterable, ranges=()) -> str:
  """An RE2 character class body of single code points and ranges."""
  parts = [f"\\x{{{c:x}}}" for c in code_points]
  parts += [f"\\x{{{a:x}}}" if a == b else f"\\x{{{a:x}}}-\\x{{{b:x}}}"
            for a, b in ranges]
  return "".join(parts)


def _whitespace_pattern() -> str:
  return "[" + _re2_class(ord(c) for c in forms.whitespace_characters()) + "]+"


def normalize_spaces(lines: tf.Tensor) -> tf.Tensor:
  """" ".join(line.split()) for tf.string lines [B]: runs of (Unicode)
  whitespace become one space, none at either end."""
  pattern = _whitespace_pattern()
  spaced = tf.strings.regex_replace(lines, pattern, " ")
  return tf.strings.regex_replace(spaced, "^ | $", "")


def pretokenize(lines: tf.Tensor) -> tf.Tensor:
  """forms.pretokenize of space-normalized lines [B]: every symbol a token,
  each whitespace-separated chunk's first token marked with ▁. A line that
  holds the marker already fails, as forms.pretokenize does."""
  check = tf.debugging.Assert(
      tf.logical_not(tf.reduce_any(tf.strings.regex_full_match(
          lines, f".*{_MARKER}.*"))),
      [f"input text already contains the word-boundary marker {_MARKER} "
       f"(U+2581): it cannot be pretokenized reversibly"])
  with tf.control_dependencies([check]):
    marked = tf.where(tf.equal(lines, ""), lines, tf.strings.join(
        [_MARKER, tf.strings.regex_replace(lines, " ", " " + _MARKER)]))
  symbol = "[" + _re2_class((), forms.symbol_ranges()) + "]"
  split = tf.strings.regex_replace(marked, f"({symbol})", r" \1 ")
  # A marker keeps to the token after it, symbol or word.
  rejoined = tf.strings.regex_replace(split, f"{_MARKER} +", _MARKER)
  return normalize_spaces(rejoined)


def detokenize(lines: tf.Tensor) -> tf.Tensor:
  """forms.detokenize of marked lines: tokens joined, each ▁ a space."""
  joined = tf.strings.regex_replace(lines, " ", "")
  spaced = tf.strings.regex_replace(joined, _MARKER, " ")
  return tf.strings.regex_replace(spaced, "^ +| +$", "")


def shard_words(lines: tf.Tensor, pretokenized: bool,
                predetokenized: bool) -> tf.RaggedTensor:
  """The words raw lines [B] are decoded from (TransformTextEncoder's:
  shard_form with corpus_form=False, split), tf.string [B, None]."""
  text = normalize_spaces(lines)
  if pretokenized:
    text = pretokenize(text)
  elif predetokenized:
    marked = tf.strings.regex_full_match(text, f".*{_MARKER}.*")
    text = tf.where(marked, detokenize(text), text)
  return tf.strings.split(text)  # Only single spaces remain.


def token_table(tokens: Sequence[str]) -> tf.lookup.StaticHashTable:
  """Token -> id for a vocabulary's tokens in id order; UNK_ID otherwise."""
  return tf.lookup.StaticHashTable(
      tf.lookup.KeyValueTensorInitializer(
          tf.constant(list(tokens), tf.string),
          tf.range(len(tokens), dtype=tf.int64)),
      default_value=vocabulary.UNK_ID)


def ids_to_text(ids: tf.Tensor, tokens: tf.Tensor,
                hidden: tf.Tensor) -> tf.Tensor:
  """Text of int ids [B, L] (TransformTextEncoder.decode): up to the first
  EOS, tokens (`tokens`: tf.string, one per id; ids out of range are
  <unk>) except those in `hidden` (tf.string [H]), joined as
  forms.pieces_to_text joins them. Returns tf.string [B]."""
  return pieces_to_text(tf.ragged.boolean_mask(
      *shown_pieces(ids, tokens, hidden)))


def before_eos(ids: tf.Tensor) -> tf.Tensor:
  """bool [B, L]: the ids before each row's first EOS."""
  return tf.equal(tf.cumsum(tf.cast(
      tf.equal(ids, vocabulary.EOS_ID), tf.int64), axis=1), 0)


def shown_pieces(ids: tf.Tensor, tokens: tf.Tensor, hidden: tf.Tensor):
  """(pieces tf.string [B, L] of int ids [B, L], bool [B, L]: which of them
  decoding shows): see ids_to_text."""
  ids = tf.cast(ids, tf.int64)
  size = tf.size(tokens, out_type=tf.int64)
  known = tf.logical_and(ids >= 0, ids < size)
  pieces = tf.where(known, tf.gather(tokens, tf.clip_by_value(
      ids, 0, size - 1)), vocabulary.UNK)
  shown = tf.logical_not(tf.reduce_any(
      tf.equal(pieces[:, :, None], hidden[None, None, :]), axis=2))
  shown = tf.logical_or(shown, tf.equal(pieces, vocabulary.UNK))
  return pieces, tf.logical_and(before_eos(ids), shown)


def pieces_to_text(kept: tf.RaggedTensor) -> tf.Tensor:
  """forms.pieces_to_text of each row of pieces tf.string [B, None]."""
  marked = tf.reduce_any(tf.strings.regex_full_match(
      kept, f"{_MARKER}.*"), axis=1)
  glued = tf.strings.reduce_join(kept, axis=1)
  glued = tf.strings.regex_replace(
      tf.strings.regex_replace(glued, _MARKER, " "), "^ +| +$", "")
  return tf.where(marked, glued, tf.strings.reduce_join(kept, axis=1,
                                                        separator=" "))
