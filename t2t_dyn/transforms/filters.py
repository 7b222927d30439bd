"""Filters: transforms that drop training examples, never inference ones.

Each drop is counted: by reason in the transform statistics of the Python
path, and by filter for every path in the pipeline's statistics (the
examples the mixer passed over, see TransformChain.native_fn's
"dropped_by"). Filters that read words (length in characters, scripts,
language) are cheapest before segmentation; put them first in a task's
transforms.

  filter_too_long      a side longer than max_len tokens
  match_filter         numbers or URLs differ between the sides
  length_ratio_filter  the longer side over length_ratio_max times the other
  script_filter        a side's letters mostly outside its expected script
  langid_filter        a side not identified as its language (py3langid;
                       language_id.py)
"""

import re
from collections import Counter
from typing import List, Sequence, Tuple

from t2t_dyn.text import factors
from t2t_dyn.text import unicode_scripts
from t2t_dyn.text.forms import WORD_BOUNDARY, WORD_BOUNDARY_BYTES, pieces_to_text
from t2t_dyn.transforms.base import (Param, Transform, positive_int,
                                     positive_number, probability)
from t2t_dyn.foundation import registry


def side_words(transform: Transform, side: str,
               tokens: List[str]) -> List[str]:
  """A side's words without their suffixes (source factors, provenance:
  see Transform.suffixed)."""
  return factors.strip(tokens) if transform.suffixed(side) else tokens


def filter_sides(transform: Transform, batch, stats, fails, reason: str):
  """The examples of `batch` none of whose sides fails(side, tokens) (the
  source without factors; absent sides pass); each drop is counted as
  dropped_<side>_<reason>, or dropped_<side>_<what fails returned> when
  that is a str."""
  kept = []
  for example in batch:
    for side, tokens in example.sides():
      tokens = side_words(transform, side, tokens)
      failed = fails(side, tokens)
      if failed:
        why = failed if isinstance(failed, str) else reason
        stats.add(transform.task_name, transform.name,
                  f"dropped_{side}_{why}")
        break
    else:
      kept.append(example)
  return kept


def native_words(transform: Transform, side: str, tokens):
  """side_words of a tf.string RaggedTensor (the native path)."""
  if transform.native_suffixed(side):
    return tokens.with_flat_values(
        factors.native_split(tokens.flat_values)[0])
  return tokens


@registry.register_transform("filter_too_long")
class FilterTooLong(Transform):
  """Drops training examples with a side longer than max_len tokens; put it
  after segmentation, which lengthens sequences. Keeps all at inference."""

  keeps_words = True
  keeps_terms = True  # It keeps or drops whole examples.
  carries_factors = True
  carries_alignment = True

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
  keeps_terms = True  # It keeps or drops whole examples.
  needs_pair = True
  carries_factors = True
  carries_alignment = True

  def apply(self, batch, is_train, stats):
    if not is_train:
      return batch
    kept = []
    for example in batch:
      src_numbers, src_urls = numbers_and_urls(
          side_words(self, "src", example.src))
      tgt_numbers, tgt_urls = numbers_and_urls(
          side_words(self, "tgt", example.tgt))
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
      src = signature(native_words(self, "src", features["src"]))
      tgt = signature(native_words(self, "tgt", features["tgt"]))
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


def characters(tokens: Sequence[str]) -> int:
  """Characters of a side's text: its tokens' characters without the ▁
  word-boundary marks (so words and their subwords count the same)."""
  return sum(len(token) for token in tokens) - sum(
      token.count(WORD_BOUNDARY) for token in tokens)


@registry.register_transform("length_ratio_filter")
class LengthRatioFilter(Transform):
  """Drops training pairs whose longer side is more than length_ratio_max
  times as long as the shorter (Moses' clean-corpus ratio rule): lengths in
  characters (without spaces and ▁ marks) or in tokens at the filter's place
  in the chain (words before segmentation, subwords after)."""

  keeps_words = True
  keeps_terms = True  # It keeps or drops whole examples.
  needs_pair = True
  carries_factors = True
  carries_alignment = True

  parameters = {
      "length_ratio_max": Param(3.0, "longest allowed side length ratio",
                                lambda v: positive_number(v) and v >= 1,
                                "a number >= 1"),
      "length_ratio_unit": Param("chars", "what lengths count",
                                 lambda v: v in ("chars", "tokens"),
                                 "chars or tokens"),
  }

  def _length(self, tokens: List[str]) -> int:
    if self.options["length_ratio_unit"] == "tokens":
      return len(tokens)
    return characters(tokens)

  def apply(self, batch, is_train, stats):
    if not is_train:
      return batch
    ratio = self.options["length_ratio_max"]
    kept = []
    for example in batch:
      a = self._length(side_words(self, "src", example.src))
      b = self._length(side_words(self, "tgt", example.tgt))
      if max(a, b) > ratio * min(a, b):
        stats.add(self.task_name, self.name, "dropped_length_ratio")
      else:
        kept.append(example)
    return kept

  def native(self, is_train):
    import tensorflow as tf  # pylint: disable=g-import-not-at-top
    ratio = self.options["length_ratio_max"]
    by_chars = self.options["length_ratio_unit"] == "chars"

    def length(tokens):
      if not by_chars:
        return tf.cast(tokens.row_lengths(), tf.float64)
      unmarked = tf.strings.regex_replace(tokens.flat_values, WORD_BOUNDARY,
                                          "")
      chars = tf.strings.length(unmarked, unit="UTF8_CHAR")
      return tf.cast(tf.reduce_sum(tokens.with_flat_values(chars), 1),
                     tf.float64)

    def keep_proportionate(features, seed):
      del seed
      if not is_train:
        return features
      a = length(native_words(self, "src", features["src"]))
      b = length(native_words(self, "tgt", features["tgt"]))
      too_far = tf.maximum(a, b) > ratio * tf.minimum(a, b)
      return {**features, "keep": features["keep"] & ~too_far}
    return keep_proportionate


def _script_option(value) -> bool:
  return value is None or value in unicode_scripts.SCRIPT_BLOCKS


@registry.register_transform("script_filter")
class ScriptFilter(Transform):
  """Drops training examples in which a side's script characters (those in
  one of unicode_scripts.SCRIPT_BLOCKS' scripts: digits, punctuation and symbols do not
  count) are less than script_min_share in the side's script (src_script,
  trg_script; unset: not checked). A side without script characters
  passes. Catches wrong-language or wrong-encoding lines cheaply."""

  keeps_words = True
  keeps_terms = True  # It keeps or drops whole examples.
  carries_factors = True
  carries_alignment = True

  parameters = {
      "src_script": Param(None, "the source side's script",
                          _script_option, "one of " + ", ".join(unicode_scripts.SCRIPT_NAMES)),
      "trg_script": Param(None, "the target side's script",
                          _script_option, "one of " + ", ".join(unicode_scripts.SCRIPT_NAMES)),
      "script_min_share": Param(0.8, "least share of a side's script "
                                "characters in its script", probability,
                                "a number in [0, 1]"),
  }

  @classmethod
  def option_errors(cls, options, task_name, task_meta, global_meta):
    if options["src_script"] is None and options["trg_script"] is None:
      return [f"tasks.{task_name}: script_filter needs src_script or "
              f"trg_script (one of {', '.join(unicode_scripts.SCRIPT_NAMES)})"]
    return []

  def _wanted(self):
    return [(side, unicode_scripts.SCRIPT_NAMES.index(self.options[key]) + 1)
            for side, key in (("src", "src_script"), ("tgt", "trg_script"))
            if self.options[key] is not None]

  def apply(self, batch, is_train, stats):
    if not is_train:
      return batch
    share = self.options["script_min_share"]
    wanted = dict(self._wanted())

    def fails(side, tokens):
      if side not in wanted:
        return False
      scripts = [unicode_scripts.script_of(c) for token in tokens
                 for c in token]
      counted = sum(1 for s in scripts if s)
      return bool(counted) and sum(1 for s in scripts if s == wanted[side]) < (
          share * counted)
    return filter_sides(self, batch, stats, fails, "script")

  def native(self, is_train):
    import tensorflow as tf  # pylint: disable=g-import-not-at-top
    share = self.options["script_min_share"]
    wanted_sides = self._wanted()

    def in_script(tokens, wanted):
      """(characters of the wanted script, script characters) per row."""
      points = tf.strings.unicode_decode(tokens.flat_values, "UTF-8")
      index = tf.searchsorted(tf.constant(unicode_scripts.STARTS, tf.int32),
                              points.flat_values, side="right") - 1
      script = tf.where(index >= 0,
                        tf.gather(tf.constant(unicode_scripts.SCRIPTS, tf.int32),
                                  tf.maximum(index, 0)), 0)
      per_token = points.with_flat_values(tf.stack(
          [tf.cast(script == wanted, tf.float64),
           tf.cast(script > 0, tf.float64)], 1))
      per_token = tf.reduce_sum(per_token, 1)  # [tokens, 2]
      return tf.reduce_sum(tokens.with_flat_values(per_token), 1)

    def keep_in_script(features, seed):
      del seed
      if not is_train:
        return features
      keep = features["keep"]
      for side, wanted in wanted_sides:
        if side not in features:
          continue
        counts = in_script(native_words(self, side, features[side]), wanted)
        keep &= ~((counts[:, 1] > 0) & (counts[:, 0] < share * counts[:, 1]))
      return {**features, "keep": keep}
    return keep_in_script
