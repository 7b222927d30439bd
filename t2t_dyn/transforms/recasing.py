"""Re-casing the source on the fly (sotastream's robustness augmentation).

Identity at inference; the native twin re-cases a chunk's rows with the same
probabilities as the Python `apply`.
"""

from typing import List, Sequence

from t2t_dyn import factors
from t2t_dyn.utils import registry
from t2t_dyn.text import WORD_BOUNDARY, WORD_BOUNDARY_BYTES
from t2t_dyn.transforms.base import (Param, Transform, TransformOptionError,
                                     option_path, probability)
from t2t_dyn.transforms.noise import (SPECIAL_PATTERN, identity, is_special,
                                      native_ops)


_CASE_KEYS = ("case_lower_prob", "case_upper_prob", "case_title_prob")


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


@registry.register_transform("case")
class Case(Transform):
  """Re-cases the source (sotastream's robustness augmentation): lower-,
  upper- or title-cased with the given probabilities, else unchanged.
  Special tokens (<...>) keep their case; source factors keep theirs."""

  carries_factors = True

  parameters = {
      "case_lower_prob": Param(0.05, "probability of lower-casing the source",
                               probability, "a probability in [0, 1]"),
      "case_upper_prob": Param(0.05, "probability of upper-casing the source",
                               probability, "a probability in [0, 1]"),
      "case_title_prob": Param(0.05, "probability of title-casing the source",
                               probability, "a probability in [0, 1]"),
  }

  @classmethod
  def resolve_options(cls, global_meta, task_meta, task_name):
    """As Transform's, and the three probabilities must sum to at most 1."""
    options = super().resolve_options(global_meta, task_meta, task_name)
    total = sum(options[key] for key in _CASE_KEYS)
    if total > 1 + 1e-9:
      paths = [option_path(key, task_name, task_meta, global_meta)
               for key in _CASE_KEYS]
      raise TransformOptionError(
          f"{' + '.join(paths)} = {total:g}, but the probabilities of "
          f"transform {cls.registered_name!r} in task {task_name!r} must sum "
          f"to at most 1")
    return options

  def _thresholds(self) -> List[float]:
    """Cumulative probabilities: a draw u picks variant #(thresholds <= u)."""
    lower, upper, title = (float(self.options[key]) for key in _CASE_KEYS)
    return [lower, lower + upper, lower + upper + title]

  def apply(self, batch, is_train, stats):
    if not is_train:
      return batch
    thresholds = self._thresholds()
    variants = (
        ("lowercased", lambda ts: [t if is_special(t) else t.lower()
                                   for t in ts]),
        ("uppercased", lambda ts: [t if is_special(t) else t.upper()
                                   for t in ts]),
        ("titlecased", title_case),
    )
    for example in batch:
      u = example.rng.random()
      variant = sum(u >= t for t in thresholds)
      if variant < len(variants):
        event, recase = variants[variant]
        example.src = (factors.on_words(example.src, recase)
                       if self.source_factored else recase(example.src))
        stats.add(self.task_name, self.name, event)
    return batch

  def native(self, is_train):
    if not is_train:
      return identity
    tf, _, draws = native_ops()
    thresholds = tf.constant(self._thresholds(), tf.float64)

    def lower(tokens, rows):
      del rows
      return tf.strings.lower(tokens, encoding="utf-8")

    def upper(tokens, rows):
      del rows
      return tf.strings.upper(tokens, encoding="utf-8")

    def title(tokens, rows):
      """Title-cases whole rows (`rows`: each token's row, ascending)."""
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

    def recase(features, seed):
      src = features["src"]
      u = tf.random.stateless_uniform([src.nrows()], seed, dtype=tf.float64)
      variant = tf.reduce_sum(
          tf.cast(u[:, tf.newaxis] >= thresholds, tf.int32), 1)
      # Tokens go to their row's variant, whole rows in order; most rows
      # stay unchanged (the last part) and cost no string op.
      rows = tf.cast(src.value_rowids(), tf.int64)
      part = tf.gather(variant, rows)
      tokens = tf.dynamic_partition(src.flat_values, part, 4)
      token_rows = tf.dynamic_partition(rows, part, 4)
      positions = tf.dynamic_partition(
          tf.range(tf.size(part)), part, 4)
      recased = []
      for fn, tokens_i, rows_i in zip((lower, upper, title), tokens,
                                      token_rows):
        special = tf.strings.regex_full_match(tokens_i, SPECIAL_PATTERN)
        if self.source_factored:
          changed = factors.native_on_words(
              tokens_i, lambda words, fn=fn, rows=rows_i: fn(words, rows))
        else:
          changed = fn(tokens_i, rows_i)
        recased.append(tf.where(special, tokens_i, changed))
      values = tf.dynamic_stitch(positions, recased + [tokens[3]])
      return {**features, "src": src.with_flat_values(values)}
    return recase
