"""Deterministic transforms: pairs from monolingual text, language tokens and
filters. Each has a Python `apply` and a native TensorFlow version working on
a chunk of examples (see transforms.native)."""

import re
from collections import Counter
from typing import List, Tuple

from t2t_dyn import factors
from t2t_dyn import registry
from t2t_dyn.text import WORD_BOUNDARY, WORD_BOUNDARY_BYTES, pieces_to_text
from t2t_dyn.transforms.base import (Param, Transform,
                                     TransformOptionError, optional_string,
                                     positive_int)


@registry.register_transform("duplicate_mono")
class DuplicateMono(Transform):
  """Monolingual text becomes a pair: the target is a copy of the source."""

  keeps_words = True
  makes_pair = True

  def apply(self, batch, is_train, stats):
    for example in batch:
      example.tgt = list(example.src)
    return batch

  def native(self, is_train):
    def duplicate(features, seed):
      del seed
      return {**features, "tgt": features["src"]}
    return duplicate


@registry.register_transform("lang_prefix_both")
class LangPrefixBoth(Transform):
  """Prefixes the source with <FROM_src> <TO_trg> and optionally a marker of
  synthetic data (extra_prefix, e.g. <BT> for back-translation)."""

  carries_factors = True  # Its tokens have <blank> factors.

  parameters = {
      "src_lang": Param(None, "source language code, e.g. en",
                        optional_string, "a language code"),
      "trg_lang": Param(None, "target language code, e.g. cs",
                        optional_string, "a language code"),
      "extra_prefix": Param(None, "extra marker token, e.g. <BT>",
                            optional_string, "a token or null"),
  }

  def __init__(self, options, task=None, resources=None):
    super().__init__(options, task, resources)
    missing = [k for k in ("src_lang", "trg_lang") if not self.options[k]]
    if missing:
      raise TransformOptionError("; ".join(
          f"tasks.{self.task_name}.meta.{key}: required by transform "
          f"'lang_prefix_both' (set it there or in meta.train)"
          for key in missing))
    self.prefix = [f"<FROM_{self.options['src_lang']}>",
                   f"<TO_{self.options['trg_lang']}>"]
    if self.options["extra_prefix"]:
      self.prefix.append(self.options["extra_prefix"])

  def specials(self):
    return list(self.prefix)

  def apply(self, batch, is_train, stats):
    for example in batch:
      example.src = self.prefix + example.src
    return batch

  def native(self, is_train):
    import tensorflow as tf  # pylint: disable=g-import-not-at-top
    prefix = tf.constant(self.prefix)
    size = len(self.prefix)

    def add_prefix(features, seed):
      del seed
      src = features["src"]
      rows = src.nrows(out_type=tf.int64)
      lengths = tf.cast(src.row_lengths(), tf.int64) + size
      starts = tf.cumsum(lengths, exclusive=True)
      # Row r's prefix fills its first slots; token j of the flat values
      # moves past the r + 1 prefixes up to and including its row's.
      prefix_at = starts[:, tf.newaxis] + tf.range(size, dtype=tf.int64)
      token_at = (tf.range(tf.size(src.flat_values, out_type=tf.int64)) +
                  size * (tf.cast(src.value_rowids(), tf.int64) + 1))
      values = tf.dynamic_stitch(
          [tf.cast(tf.reshape(prefix_at, [-1]), tf.int32),
           tf.cast(token_at, tf.int32)],
          [tf.tile(prefix, [rows]), src.flat_values])
      return {**features, "src": tf.RaggedTensor.from_row_lengths(
          values, lengths, validate=False)}
    return add_prefix


@registry.register_transform("filter_too_long")
class FilterTooLong(Transform):
  """Drops training examples with a side longer than max_len tokens; put it
  after segmentation, which lengthens sequences. Keeps all at inference."""

  keeps_words = True
  carries_factors = True

  parameters = {
      "max_len": Param(100, "maximum tokens per side", positive_int,
                       "a positive integer"),
  }

  def apply(self, batch, is_train, stats):
    if not is_train:
      return batch
    max_len = self.options["max_len"]
    kept = [e for e in batch
            if max(len(tokens) for _, tokens in e.sides()) <= max_len]
    stats.add(self.task_name, self.name, "dropped_too_long",
              len(batch) - len(kept))
    return kept

  def native(self, is_train):
    max_len = self.options["max_len"]

    def keep_short(features, seed):
      del seed
      if not is_train:
        return features
      keep = features["keep"]
      for side in ("src", "tgt"):
        if side in features:
          keep &= features[side].row_lengths() <= max_len
      return {**features, "keep": keep}
    return keep_short


_URL = re.compile(r"^(?:https?://|www\.)\S+$")
_URL_TRAILING = re.compile(r"[.,;:!?)\]]+$")
_NON_DIGITS = re.compile(r"[^0-9]+")


def numbers_and_urls(tokens: List[str]) -> Tuple[Counter, Counter]:
  """Multisets of digit runs and URLs; '3.5' and '3,5' give the same digits."""
  text = pieces_to_text(tokens)
  numbers = Counter(n for n in _NON_DIGITS.split(text) if n)
  urls = Counter(_URL_TRAILING.sub("", w) for w in text.split()
                 if _URL.match(w))
  return numbers, urls


@registry.register_transform("match_filter")
class MatchFilter(Transform):
  """Drops training pairs whose numbers or URLs differ between the sides
  (digit runs compared as multisets, so decimal and thousands separators
  may differ); a common sign of misaligned or hallucinated pairs."""

  keeps_words = True
  needs_pair = True
  carries_factors = True

  def apply(self, batch, is_train, stats):
    if not is_train:
      return batch
    kept = []
    for example in batch:
      src_numbers, src_urls = numbers_and_urls(
          factors.strip(example.src) if self.source_factored else example.src)
      tgt_numbers, tgt_urls = numbers_and_urls(example.tgt)
      if src_numbers != tgt_numbers:
        stats.add(self.task_name, self.name, "dropped_numbers_differ")
      elif src_urls != tgt_urls:
        stats.add(self.task_name, self.name, "dropped_urls_differ")
      else:
        kept.append(example)
    return kept

  def native(self, is_train):
    import tensorflow as tf  # pylint: disable=g-import-not-at-top

    def signature(tokens):
      """Per row of a ragged side, its digit runs and URLs, as a ragged
      [B, None] (the two never coincide: a URL starts with h or w)."""
      starts = tf.strings.substr(tokens.flat_values, 0, WORD_BOUNDARY_BYTES)
      marked = tf.reduce_any(
          tokens.with_flat_values(starts == WORD_BOUNDARY), 1)
      text = tf.where(
          marked,
          tf.strings.regex_replace(tf.strings.reduce_join(tokens, 1),
                                   WORD_BOUNDARY, " "),
          tf.strings.reduce_join(tokens, 1, separator=" "))
      digits = tf.strings.split(
          tf.strings.regex_replace(text, _NON_DIGITS.pattern, " "))
      words = tf.strings.split(text)
      urls = tf.ragged.boolean_mask(words, words.with_flat_values(
          tf.strings.regex_full_match(words.flat_values,
                                      _URL.pattern[1:-1])))
      urls = urls.with_flat_values(tf.strings.regex_replace(
          urls.flat_values, _URL_TRAILING.pattern, ""))
      return tf.concat([digits, urls], 1)

    def keep_matching(features, seed):
      del seed
      if not is_train:
        return features
      src = features["src"]
      if self.source_factored:
        src = src.with_flat_values(factors.native_split(src.flat_values)[0])
      src, tgt = signature(src), signature(features["tgt"])
      # Multisets compare exactly: each (row, string) key must occur as
      # often in the source (+1 each) as in the target (-1 each).
      rows = tf.concat([src.value_rowids(), tgt.value_rowids()], 0)
      keys, key_index = tf.unique(tf.strings.join(
          [tf.strings.as_string(rows),
           tf.concat([src.flat_values, tgt.flat_values], 0)], " "))
      sides = tf.concat([tf.ones_like(src.value_rowids()),
                         -tf.ones_like(tgt.value_rowids())], 0)
      unbalanced = tf.math.unsorted_segment_sum(
          sides, key_index, tf.size(keys)) != 0
      key_row = tf.math.unsorted_segment_max(rows, key_index, tf.size(keys))
      differs = tf.math.unsorted_segment_max(
          tf.cast(unbalanced, tf.int32), key_row,
          tf.size(features["keep"])) > 0
      return {**features, "keep": features["keep"] & ~differs}
    return keep_matching
