"""BART text infilling (Lewis et al. 2019) as an on-the-fly noise.

The Python `apply` draws from `example.rng` in a fixed order; the native twin
noises a whole chunk with stateless ops seeded once per chunk, drawing the
same distribution for every row (equal in distribution, not value by value).
Identity at inference.
"""

import math
import random
from typing import List

from t2t_dyn.transforms import draws
from t2t_dyn.transforms.base import (Param, Transform, positive_number,
                                     probability)
from t2t_dyn.transforms.noise_base import (identity, mask_token_param,
                                           native_ops)
from t2t_dyn.foundation import registry


def poisson(rng: random.Random, lam: float) -> int:
  """A Poisson(lam) draw (Knuth's product of uniforms, in pieces of at most
  30 so exp(-lam) never underflows)."""
  count = 0
  while lam > 0:
    part = min(lam, 30.0)
    lam -= part
    threshold, product = math.exp(-part), rng.random()
    while product > threshold:
      count += 1
      product *= rng.random()
  return count


@registry.register_transform("bart_noise")
class BartNoise(Transform):
  """BART text infilling (Lewis et al. 2019) on the source: spans of
  Poisson(poisson_lambda) lengths cover ceil(mask_ratio * n) tokens, each
  span becomes one mask_token (a zero-length span inserts one). The target
  is the original source; a monolingual example becomes a pair.

  Spans are drawn until their lengths reach the target count (the last one
  is cut to fit), shuffled, and placed among the unmasked tokens in uniformly
  chosen slots, so spans never overlap.
  """

  makes_pair = True
  # Kept tokens keep their word's provenance; a mask is a new, unaligned
  # token (text/alignments).
  carries_alignment = True
  parameters = {
      "mask_ratio": Param(0.3, "fraction of source tokens to mask",
                          probability, "a probability in [0, 1]"),
      "poisson_lambda": Param(3.0, "mean length of a masked span",
                              positive_number, "a positive number"),
      "mask_token": mask_token_param(),
  }

  def specials(self):
    return [self.options["mask_token"]]

  def _span_lengths(self, rng: random.Random, target: int) -> List[int]:
    lam = self.options["poisson_lambda"]
    lengths, total = [], 0
    while total < target:
      length = min(poisson(rng, lam), target - total)
      lengths.append(length)
      total += length
    return lengths

  def apply(self, batch, is_train, stats):
    if not is_train:
      return batch
    mask = self.options["mask_token"]
    for example in batch:
      rng, src = example.rng, example.src
      target = math.ceil(len(src) * float(self.options["mask_ratio"]))
      lengths = self._span_lengths(rng, target)
      rng.shuffle(lengths)
      items = len(src) - target + len(lengths)
      span_slots = set(draws.choose_positions(rng, items, len(lengths)))
      noised, position, next_length = [], 0, iter(lengths)
      for slot in range(items):
        if slot in span_slots:
          noised.append(mask)
          position += next(next_length)
        else:
          noised.append(src[position])
          position += 1
      if example.tgt is None:
        example.tgt = list(src)
      example.src = noised
      stats.add(self.task_name, self.name, "tokens_masked", target)
      stats.add(self.task_name, self.name, "mask_spans", len(lengths))
    return batch

  def native(self, is_train):
    if not is_train:
      return identity
    tf, native, draws = native_ops()
    ratio = float(self.options["mask_ratio"])
    lam = float(self.options["poisson_lambda"])
    mask = self.options["mask_token"]

    def span_lengths(seed, targets):
      """int64 ragged [B, None]: per row, Poisson draws until they sum to
      its target, the last cut to fit."""
      rows = tf.size(targets)
      # A block of draws per row usually suffices; while a row falls short,
      # every row draws another block (a few rounds, whatever B is).
      width = tf.cast(tf.math.ceil(tf.cast(tf.reduce_max(
          tf.concat([targets, [0]], 0)), tf.float64) / lam), tf.int32) + 8

      def draw_more(i, draws):
        more = tf.random.stateless_poisson(
            [rows, width], native.fold(seed, i), lam, dtype=tf.int64)
        return i + 1, tf.concat([draws, more], 1)

      _, draws = tf.while_loop(
          lambda i, draws: tf.reduce_any(tf.reduce_sum(draws, 1) < targets),
          draw_more, (tf.constant(0, tf.int64), tf.zeros([rows, 0], tf.int64)),
          shape_invariants=(tf.TensorShape([]), tf.TensorShape([None, None])))
      reached = tf.minimum(tf.cumsum(draws, axis=1), targets[:, tf.newaxis])
      counts = tf.where(targets > 0, tf.reduce_sum(
          tf.cast(reached < targets[:, tf.newaxis], tf.int64), 1) + 1, 0)
      reached = tf.concat([tf.zeros([rows, 1], tf.int64), reached], 1)
      return tf.RaggedTensor.from_tensor(reached[:, 1:] - reached[:, :-1],
                                         lengths=counts)

    def infill(features, seed):
      src = features["src"]
      n = draws.row_lengths(src)
      targets = tf.cast(tf.math.ceil(tf.cast(n, tf.float64) * ratio),
                        tf.int64)
      spans = span_lengths(native.fold(seed, 0), targets)
      # Shuffled within rows: the last span drawn was cut to fit.
      lengths = tf.gather(spans.flat_values, draws.shuffled_order(
          native.fold(seed, 1), spans.value_rowids()))
      counts = spans.row_lengths()
      items = n - targets + counts
      is_span = draws.chosen(native.fold(seed, 2), items, counts)
      # Span slots in flat order take the spans in flat order (row by row),
      # and each row's items cover exactly its n tokens, so one flat cumsum
      # of item lengths gives every kept item its source token.
      item_length = tf.tensor_scatter_nd_update(
          tf.ones(tf.shape(is_span), tf.int64), tf.where(is_span), lengths)
      start = tf.cumsum(item_length, exclusive=True)
      kept_at = tf.boolean_mask(start, ~is_span)
      slots = [draws.indices(is_span), draws.indices(~is_span)]
      masks = tf.fill(tf.shape(lengths), mask)
      values = tf.dynamic_stitch(slots, [masks,
                                         tf.gather(src.flat_values, kept_at)])
      out = {**features, "src": draws.ragged(values, items)}
      if "tgt" not in features:  # BART's target: the source as it was.
        out = native.follow({**out, "tgt": src}, features, "tgt",
                            lambda ids: ids, from_side="src")
      return native.follow(out, features, "src", lambda ids: tf.dynamic_stitch(
          slots, [native.unaligned(masks), tf.gather(ids, kept_at)]))
    return infill
