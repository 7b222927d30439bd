"""Re-casing on the fly: the source alone (`case`, robustness to the input's
case) or both sides together (`case_both`, so that the model also answers
ALL CAPS or Title Case input in kind).

Identity at inference; the native twins re-case a chunk's rows with the same
probabilities as the Python `apply`.
"""

import itertools
from typing import ClassVar, List, Sequence, Tuple

from t2t_dyn.text import factors
from t2t_dyn.text.forms import WORD_BOUNDARY, WORD_BOUNDARY_BYTES
from t2t_dyn.transforms.base import (Param, Transform, option_path,
                                     probability)
from t2t_dyn.transforms.noise_base import (SPECIAL_PATTERN, identity,
                                           is_special, native_ops)
from t2t_dyn.foundation import registry


_CASE_KEYS = ("case_lower_prob", "case_upper_prob", "case_title_prob")
_CASE_BOTH_KEYS = ("case_both_upper_prob", "case_both_title_prob")


def title_case(tokens: Sequence[str]) -> List[str]:
  """Upper-cases the first letter of each word, lower-cases the rest.

  A word starts at the first token, at a ▁-marked token and after a lone ▁;
  in a side without markers every token is a word. Specials stay as they are.
  """
  marked = any(t.startswith(WORD_BOUNDARY) for t in tokens)
  out = []
  for i, token in enumerate(tokens):
    starts_word = (not marked or i == 0 or token.startswith(WORD_BOUNDARY) or
                   tokens[i - 1] == WORD_BOUNDARY)
    if is_special(token):
      out.append(token)
    elif not starts_word:
      out.append(token.lower())
    else:
      prefix = WORD_BOUNDARY if token.startswith(WORD_BOUNDARY) else ""
      body = token[len(prefix):]
      out.append(prefix + body[:1].upper() + body[1:].lower())
  return out


def _lower(tokens: Sequence[str]) -> List[str]:
  return [t if is_special(t) else t.lower() for t in tokens]


def _upper(tokens: Sequence[str]) -> List[str]:
  return [t if is_special(t) else t.upper() for t in tokens]


def has_case(tokens: Sequence[str]) -> bool:
  """Whether a side holds a letter with case (a special token does not
  count): Latin, Cyrillic, Greek, Armenian... but not Han, Arabic, Thai."""
  return any(t.upper() != t.lower() for t in tokens if not is_special(t))


def _variant_of_rows(tf, rows: int, seed, thresholds):
  """int32 [rows]: each row's draw u picks variant #(thresholds <= u)
  (len(thresholds): unchanged)."""
  u = tf.random.stateless_uniform([rows], seed, dtype=tf.float64)
  return tf.reduce_sum(tf.cast(u[:, tf.newaxis] >= thresholds, tf.int32), 1)


def _native_title(tf, tokens, rows):
  """Title-cases whole rows (`rows`: each token's row, ascending), as
  title_case does."""
  marked = (tf.strings.substr(tokens, 0, WORD_BOUNDARY_BYTES) ==
            WORD_BOUNDARY)
  # Rows absent here get no segment value, and are never gathered.
  row_marked = tf.math.unsorted_segment_max(
      tf.cast(marked, tf.int32), rows,
      tf.reduce_max(tf.concat([rows, [-1]], 0)) + 1) > 0
  previous = tf.concat([[""], tokens], 0)[:-1]
  row_start = rows != tf.concat([[-1], rows], 0)[:-1]
  starts_word = (~tf.gather(row_marked, rows) | marked | row_start |
                 (previous == WORD_BOUNDARY))
  chars = tf.strings.length(tokens, unit="UTF8_CHAR")
  head_at = tf.minimum(tf.cast(marked, tf.int32), chars)
  head = tf.strings.substr(tokens, head_at, tf.ones_like(chars),
                           unit="UTF8_CHAR")
  rest = tf.strings.substr(tokens, tf.minimum(head_at + 1, chars), chars,
                           unit="UTF8_CHAR")
  titled = (tf.where(marked, WORD_BOUNDARY, "") +
            tf.strings.upper(head, encoding="utf-8") +
            tf.strings.lower(rest, encoding="utf-8"))
  return tf.where(starts_word, titled,
                  tf.strings.lower(tokens, encoding="utf-8"))


def _native_recasers(tf):
  """{"lower", "upper", "title"}: fn(tokens, rows) -> tokens."""
  return {
      "lower": lambda tokens, rows: tf.strings.lower(tokens,
                                                     encoding="utf-8"),
      "upper": lambda tokens, rows: tf.strings.upper(tokens,
                                                     encoding="utf-8"),
      "title": lambda tokens, rows: _native_title(tf, tokens, rows),
  }


def _native_recase_rows(tf, side, row_variant, fns, factored: bool):
  """A ragged side with row r re-cased by fns[row_variant[r]] (unchanged
  when it is len(fns)); specials keep their case, factors theirs."""
  # Tokens go to their row's variant, whole rows in order; rows left as
  # they are (most) cost no string op.
  parts = len(fns) + 1
  rows = tf.cast(side.value_rowids(), tf.int64)
  part = tf.gather(row_variant, rows)
  tokens = tf.dynamic_partition(side.flat_values, part, parts)
  token_rows = tf.dynamic_partition(rows, part, parts)
  positions = tf.dynamic_partition(tf.range(tf.size(part)), part, parts)
  recased = []
  for fn, tokens_i, rows_i in zip(fns, tokens, token_rows):
    special = tf.strings.regex_full_match(tokens_i, SPECIAL_PATTERN)
    if factored:
      changed = factors.native_on_words(
          tokens_i, lambda words, fn=fn, rows=rows_i: fn(words, rows))
    else:
      changed = fn(tokens_i, rows_i)
    recased.append(tf.where(special, tokens_i, changed))
  values = tf.dynamic_stitch(positions, recased + [tokens[-1]])
  return side.with_flat_values(values)


def _native_has_case(tf, side, factored: bool):
  """bool [rows]: has_case of each row of a ragged side."""
  flat = side.flat_values
  if factored:
    flat = factors.native_split(flat)[0]
  cased = (tf.strings.upper(flat, encoding="utf-8") !=
           tf.strings.lower(flat, encoding="utf-8")) & ~(
               tf.strings.regex_full_match(flat, SPECIAL_PATTERN))
  return tf.reduce_any(side.with_flat_values(cased), axis=1)


class _Recasing(Transform):
  """A choice among re-casings, each with its probability (options
  `probability_keys`, in order; unchanged with the rest)."""

  carries_factors = True
  carries_alignment = True
  probability_keys: ClassVar[Tuple[str, ...]] = ()

  @classmethod
  def option_errors(cls, options, task_name, task_meta, global_meta):
    """The probabilities must sum to at most 1."""
    total = sum(options[key] for key in cls.probability_keys)
    if total <= 1 + 1e-9:
      return []
    paths = [option_path(key, task_name, task_meta, global_meta)
             for key in cls.probability_keys]
    return [f"{' + '.join(paths)} = {total:g}, but the probabilities of "
            f"transform {cls.registered_name!r} in task {task_name!r} must "
            f"sum to at most 1"]

  def _native_parts(self, names: Sequence[str]):
    """(tf, the variant thresholds as a tensor, the native recasers of
    `names`, in the order of the probabilities)."""
    tf, _, _ = native_ops()
    recasers = _native_recasers(tf)
    return (tf, tf.constant(self._thresholds(), tf.float64),
            [recasers[name] for name in names])

  def _thresholds(self) -> List[float]:
    """Cumulative probabilities: a draw u picks re-casing
    #(thresholds <= u), none when that is len(thresholds)."""
    return list(itertools.accumulate(
        float(self.options[key]) for key in self.probability_keys))


@registry.register_transform("case")
class Case(_Recasing):
  """Re-cases the source (sotastream's robustness augmentation): lower-,
  upper- or title-cased with the given probabilities, else unchanged.
  Special tokens (<...>) keep their case; source factors keep theirs."""

  probability_keys = _CASE_KEYS
  parameters = {
      "case_lower_prob": Param(0.05, "probability of lower-casing the source",
                               probability, "a probability in [0, 1]"),
      "case_upper_prob": Param(0.05, "probability of upper-casing the source",
                               probability, "a probability in [0, 1]"),
      "case_title_prob": Param(0.05, "probability of title-casing the source",
                               probability, "a probability in [0, 1]"),
  }

  def apply(self, batch, is_train, stats):
    if not is_train:
      return batch
    thresholds = self._thresholds()
    variants = (("lowercased", _lower), ("uppercased", _upper),
                ("titlecased", title_case))
    for example in batch:
      u = example.rng.random()
      variant = sum(u >= t for t in thresholds)
      if variant < len(variants):
        event, recase = variants[variant]
        example.src = (factors.on_words(example.src, recase)
                       if self.suffixed("src") else recase(example.src))
        stats.add(self.task_name, self.name, event)
    return batch

  def native(self, is_train):
    if not is_train:
      return identity
    tf, thresholds, fns = self._native_parts(("lower", "upper", "title"))

    def recase(features, seed):
      src = features["src"]
      variant = _variant_of_rows(tf, src.nrows(), seed, thresholds)
      return {**features, "src": _native_recase_rows(
          tf, src, variant, fns, self.native_suffixed("src"))}
    return recase


@registry.register_transform("case_both")
class CaseBoth(_Recasing):
  """Re-cases source and target together, upper- or title-cased with the
  given probabilities, else unchanged (OpusTrainer's UpperCase and
  TitleCase, Marian's --all-caps-every, sotastream's ToUpper/ToTitle), so
  the model learns to answer ALL CAPS or Title Case input in kind. Only
  where the source has cased letters (has_case): otherwise nothing in the
  input would tell the model to re-case its output (counted as
  skipped_uncased_source). A target without them (an uncased script) stays
  as it is and the source alone is re-cased. Special tokens keep their
  case; source factors keep theirs."""

  needs_pair = True
  probability_keys = _CASE_BOTH_KEYS
  parameters = {
      "case_both_upper_prob": Param(
          0.05, "probability of upper-casing both sides", probability,
          "a probability in [0, 1]"),
      "case_both_title_prob": Param(
          0.05, "probability of title-casing both sides", probability,
          "a probability in [0, 1]"),
  }

  def apply(self, batch, is_train, stats):
    if not is_train:
      return batch
    thresholds = self._thresholds()
    variants = (("uppercased", _upper), ("titlecased", title_case))
    for example in batch:
      u = example.rng.random()
      variant = sum(u >= t for t in thresholds)
      if variant == len(variants):
        continue
      event, recase = variants[variant]
      words = (factors.strip(example.src) if self.suffixed("src") else
               example.src)
      if not has_case(words):
        stats.add(self.task_name, self.name, "skipped_uncased_source")
        continue
      example.src = (factors.on_words(example.src, recase)
                     if self.suffixed("src") else recase(example.src))
      if has_case(factors.strip(example.tgt)):
        example.tgt = (factors.on_words(example.tgt, recase)
                       if self.suffixed("tgt") else recase(example.tgt))
        stats.add(self.task_name, self.name, f"{event}_both")
      else:
        stats.add(self.task_name, self.name, f"{event}_source_only")
    return batch

  def native(self, is_train):
    if not is_train:
      return identity
    tf, thresholds, fns = self._native_parts(("upper", "title"))
    unchanged = len(fns)

    def recase(features, seed):
      src, tgt = features["src"], features["tgt"]
      variant = _variant_of_rows(tf, src.nrows(), seed, thresholds)
      variant = tf.where(
          _native_has_case(tf, src, self.native_suffixed("src")), variant,
          unchanged)
      tgt_variant = tf.where(
          _native_has_case(tf, tgt, self.native_suffixed("tgt")), variant,
          unchanged)
      return {**features,
              "src": _native_recase_rows(tf, src, variant, fns,
                                         self.native_suffixed("src")),
              "tgt": _native_recase_rows(tf, tgt, tgt_variant, fns,
                                         self.native_suffixed("tgt"))}
    return recase
