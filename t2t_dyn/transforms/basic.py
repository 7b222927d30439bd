"""Deterministic transforms: pairs from monolingual text, language tokens and
filters. Each has a Python `apply` and a native TensorFlow version."""

import re
from collections import Counter
from typing import List, Tuple

from t2t_dyn import registry
from t2t_dyn.transforms.base import (WORD_BOUNDARY, Example, Param, Transform,
                                     TransformOptionError, optional_string,
                                     positive_int)


@registry.register_transform("duplicate_mono")
class DuplicateMono(Transform):
  """Monolingual text becomes a pair: the target is a copy of the source."""
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

    def add_prefix(features, seed):
      del seed
      return {**features, "src": tf.concat([prefix, features["src"]], 0)}
    return add_prefix


@registry.register_transform("filter_too_long")
class FilterTooLong(Transform):
  """Drops training examples with a side longer than max_len tokens; put it
  after segmentation, which lengthens sequences. Keeps all at inference."""

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
    import tensorflow as tf  # pylint: disable=g-import-not-at-top
    max_len = self.options["max_len"]

    def keep_short(features, seed):
      del seed
      if not is_train:
        return features
      short = tf.size(features["src"]) <= max_len
      if "tgt" in features:
        short = tf.logical_and(short, tf.size(features["tgt"]) <= max_len)
      return {**features, "keep": tf.logical_and(features["keep"], short)}
    return keep_short


_URL = re.compile(r"^(?:https?://|www\.)\S+$")
_URL_TRAILING = re.compile(r"[.,;:!?)\]]+$")
_NON_DIGITS = re.compile(r"[^0-9]+")


def _surface(tokens: List[str]) -> str:
  """Tokens back to text: ▁-marked tokens concatenate, others join by space."""
  if any(t.startswith(WORD_BOUNDARY) for t in tokens):
    return "".join(tokens).replace(WORD_BOUNDARY, " ").strip()
  return " ".join(tokens)


def numbers_and_urls(tokens: List[str]) -> Tuple[Counter, Counter]:
  """Multisets of digit runs and URLs; '3.5' and '3,5' give the same digits."""
  text = _surface(tokens)
  numbers = Counter(n for n in _NON_DIGITS.split(text) if n)
  urls = Counter(_URL_TRAILING.sub("", w) for w in text.split()
                 if _URL.match(w))
  return numbers, urls


@registry.register_transform("match_filter")
class MatchFilter(Transform):
  """Drops training pairs whose numbers or URLs differ between the sides
  (digit runs compared as multisets, so decimal and thousands separators
  may differ); a common sign of misaligned or hallucinated pairs."""
  needs_pair = True

  def apply(self, batch, is_train, stats):
    if not is_train:
      return batch
    kept = []
    for example in batch:
      src_numbers, src_urls = numbers_and_urls(example.src)
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
      marked = tf.reduce_any(tf.strings.regex_full_match(
          tokens, WORD_BOUNDARY + ".*"))
      text = tf.cond(
          marked,
          lambda: tf.strings.regex_replace(
              tf.strings.reduce_join(tokens), WORD_BOUNDARY, " "),
          lambda: tf.strings.reduce_join(tokens, separator=" "))
      digits = tf.strings.split(tf.strings.strip(
          tf.strings.regex_replace(text, _NON_DIGITS.pattern, " ")))
      words = tf.strings.split(text)
      urls = tf.strings.regex_replace(
          tf.boolean_mask(words, tf.strings.regex_full_match(
              words, _URL.pattern[1:-1])), _URL_TRAILING.pattern, "")
      # Multisets compare as sorted hashes (strings cannot be sorted in TF).
      def sorted_hashes(strings):
        return tf.sort(tf.strings.to_hash_bucket_fast(strings, 2**62))
      return sorted_hashes(digits), sorted_hashes(urls)

    def equal_sorted(a, b):
      return tf.cond(tf.equal(tf.size(a), tf.size(b)),
                     lambda: tf.reduce_all(tf.equal(a, b)),
                     lambda: tf.constant(False))

    def keep_matching(features, seed):
      del seed
      if not is_train:
        return features
      src_digits, src_urls = signature(features["src"])
      tgt_digits, tgt_urls = signature(features["tgt"])
      match = tf.logical_and(equal_sorted(src_digits, tgt_digits),
                             equal_sorted(src_urls, tgt_urls))
      return {**features, "keep": tf.logical_and(features["keep"], match)}
    return keep_matching
