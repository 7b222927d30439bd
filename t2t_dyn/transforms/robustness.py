"""Robustness noise after OpusTrainer's modifiers (character typos:
typos.py).

merge: robustness to multi-sentence input, as OpusTrainer's Merge.

Within a chunk of a task's examples, in position order, each kept example
starts a merge with probability merge_prob: it and the next k - 1 kept
examples (k uniform in 2..merge_max, fewer at the chunk's end) become one
example, sides joined in order; the examples it absorbs are dropped and
counted (filtered_by: merge). Put it before language tokens and
filter_too_long (merged examples are longer).

copy_noise: each training example is, with probability copy_noise_prob,
replaced by a pair whose source and target are the same random sequence of
copy_noise_min_len..copy_noise_max_len subwords drawn uniformly from the
vocabulary (OpusTrainer's Noise draws random characters; vocabulary
subwords keep every token known to the model). It teaches the model to
copy what it cannot translate. Put it after segmentation and before
language tokens.
"""

from t2t_dyn.text import alignments
from t2t_dyn.transforms import noise_base
from t2t_dyn.transforms.base import (Param, Transform, positive_int,
                                     probability)
from t2t_dyn.foundation import registry


@registry.register_transform("merge")
class Merge(Transform):
  """Joins runs of 2..merge_max consecutive training examples (see the
  module docstring); none at inference."""

  keeps_words = True
  keeps_terms = True  # It joins whole examples.
  needs_pair = True
  carries_factors = True
  # Each absorbed example's word ids and links move past the ids before it
  # (text.alignments.id_span), so the joined links stay apart.
  carries_alignment = True

  parameters = {
      "merge_prob": Param(0.01, "probability that an example starts a merge",
                          probability, "a number in [0, 1]"),
      "merge_max": Param(4, "most examples joined into one",
                         lambda v: isinstance(v, int) and not isinstance(
                             v, bool) and v >= 2, "an integer >= 2"),
  }

  def apply(self, batch, is_train, stats):
    if not is_train:
      return batch
    p, most = self.options["merge_prob"], self.options["merge_max"]
    kept, absorb = [], 0
    for example in batch:
      if absorb:
        head = kept[-1]
        src, tgt, links = example.src, example.tgt, example.links
        if self.aligned:
          offset = alignments.id_span((head.src, head.tgt), head.links)
          src, tgt = (alignments.shifted(src, offset),
                      alignments.shifted(tgt, offset))
          links = [(t + offset, s + offset) for t, s in links]
        head.src = head.src + src
        head.tgt = head.tgt + tgt
        head.links = head.links + links
        absorb -= 1
        stats.add(self.task_name, self.name, "absorbed")
        continue
      rng = example.rng
      if rng.random() < p:
        absorb = 1 + rng.randrange(most - 1)
      kept.append(example)
    return kept

  def native(self, is_train):
    import tensorflow as tf  # pylint: disable=g-import-not-at-top
    from t2t_dyn.transforms import native  # pylint: disable=g-import-not-at-top
    p, most = float(self.options["merge_prob"]), self.options["merge_max"]

    def merge(features, seed):
      if not is_train:
        return features
      keep = features["keep"]
      rows = tf.shape(keep)[0]
      starts = tf.random.stateless_uniform([rows], native.fold(seed, 0)) < p
      extra = 1 + tf.cast(tf.floor(tf.random.stateless_uniform(
          [rows], native.fold(seed, 1)) * (most - 1)), tf.int32)

      def step(state, row):
        """(examples left to absorb, the last kept example that was not
        absorbed, the row's head: that one or itself, absorbed?)."""
        absorb, last, _, _ = state
        r, kept, start, more = row
        absorbed = kept & (absorb > 0)
        begins = kept & ~absorbed & start
        new_absorb = tf.where(absorbed, absorb - 1,
                              tf.where(begins, more, absorb))
        last = tf.where(kept & ~absorbed, r, last)
        return new_absorb, last, tf.where(absorbed, last, r), absorbed
      zero = tf.constant(0)
      _, _, head, absorbed = tf.scan(
          step, (tf.range(rows), keep, starts, extra),
          initializer=(zero, zero, zero, tf.constant(False)))
      out = {**features, "keep": keep & ~absorbed}
      offset = None
      if "links" in features:
        # Each row's ids move past those of the rows joined before it in
        # its head (text.alignments.id_span).
        spans = alignments.native_id_spans(
            [features[native.provenance_key(s)] for s in ("src", "tgt")],
            features["links"])
        before = tf.cumsum(tf.where(keep, spans, 0), exclusive=True)
        offset = before - tf.gather(before, head)
        links = features["links"]
        out["links"] = joined(links.with_flat_values(
            links.flat_values + tf.gather(offset, links.value_rowids())[
                :, None]), keep, head, absorbed)
      for side in ("src", "tgt"):
        tokens = features[side]
        out[side] = joined(tokens, keep, head, absorbed)
        out = native.follow(
            out, features, side,
            lambda ids, rows=tokens.value_rowids(): tf.boolean_mask(
                tf.where(ids > 0, ids + tf.gather(offset, rows), 0),
                tf.gather(keep, rows)))
      return out

    def joined(values, keep, head, absorbed):
      """The kept rows of a RaggedTensor [rows, ...] joined into their
      heads' rows (absorbed rows left empty)."""
      lengths = tf.math.unsorted_segment_sum(
          tf.where(keep, values.row_lengths(), 0), head, tf.shape(keep)[0])
      return tf.RaggedTensor.from_row_lengths(
          tf.boolean_mask(values.flat_values,
                          tf.gather(keep, values.value_rowids())),
          tf.where(absorbed, tf.zeros_like(lengths), lengths))
    return merge


@registry.register_transform("copy_noise")
class CopyNoise(noise_base.VocabularyNoise):
  """Replaces training examples by identical random subword pairs (see the
  module docstring); none at inference."""

  needs_pair = True

  parameters = {
      "copy_noise_prob": Param(0.01, "probability that an example is "
                               "replaced", probability, "a number in [0, 1]"),
      "copy_noise_min_len": Param(1, "fewest subwords", positive_int,
                                  "a positive integer"),
      "copy_noise_max_len": Param(10, "most subwords", positive_int,
                                  "a positive integer"),
  }

  @classmethod
  def option_errors(cls, options, task_name, task_meta, global_meta):
    if options["copy_noise_min_len"] > options["copy_noise_max_len"]:
      return [f"tasks.{task_name}: copy_noise_min_len "
              f"{options['copy_noise_min_len']} > copy_noise_max_len "
              f"{options['copy_noise_max_len']}"]
    return []

  def apply(self, batch, is_train, stats):
    if not is_train:
      return batch
    subwords, _ = self.vocabulary("src")
    p = self.options["copy_noise_prob"]
    low, high = (self.options["copy_noise_min_len"],
                 self.options["copy_noise_max_len"])
    for example in batch:
      rng = example.rng
      if rng.random() >= p:
        continue
      length = low + rng.randrange(high - low + 1)
      example.src = [subwords[rng.randrange(len(subwords))]
                     for _ in range(length)]
      example.tgt = list(example.src)
      stats.add(self.task_name, self.name, "replaced")
    return batch

  def native(self, is_train):
    if not is_train:
      return noise_base.identity
    tf, native, draws = noise_base.native_ops()
    subwords, size = self.per_side(
        lambda subword_list: (tf.constant(subword_list),
                              len(subword_list)))["src"]
    p = float(self.options["copy_noise_prob"])
    low, high = (self.options["copy_noise_min_len"],
                 self.options["copy_noise_max_len"])

    def replace(features, seed):
      rows = tf.shape(features["keep"], out_type=tf.int64)[0]
      replaced = tf.random.stateless_uniform(
          [rows], native.fold(seed, 0)) < p
      lengths = low + draws.uniform_index(native.fold(seed, 1), rows,
                                          high - low + 1)
      lengths = tf.where(replaced, lengths, 0)
      copies = draws.ragged(tf.gather(subwords, draws.uniform_index(
          native.fold(seed, 2), tf.reduce_sum(lengths), size)), lengths)
      out = dict(features)
      for side in ("src", "tgt"):
        tokens = features[side]
        kept_tokens = ~tf.gather(replaced, tokens.value_rowids())
        kept = tf.ragged.boolean_mask(tokens,
                                      tokens.with_flat_values(kept_tokens))
        # Each row is empty in one of the two: concatenation selects.
        out[side] = tf.concat([kept, copies], 1)
        # The copies are new tokens: unaligned.
        out = native.follow(
            out, features, side, lambda ids, kept=kept, mask=kept_tokens:
            tf.concat([kept.with_flat_values(tf.boolean_mask(ids, mask)),
                       copies.with_flat_values(
                           native.unaligned(copies.flat_values))],
                      1).flat_values)
      return out
    return replace
