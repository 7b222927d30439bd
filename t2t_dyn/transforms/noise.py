"""Noise transforms, applied afresh each time an example is drawn.

Noise-count rule (seed 000's prototype, OpenNMT-py): the count-based
transforms (drop, switchout, wb_noise, insertion) corrupt k positions of a
side of n tokens, k drawn from {0, ..., n - 1} with

    p(k) ∝ exp(-k * temperature),

then place them uniformly. A bigger temperature gives less noise; 0 makes
every k equally likely (`draws.corruption_count`). k < n, so
`drop` never empties a side and a one-token side is never corrupted.

The draw-k-then-place shape is written once per path:
`draws.corrupted_positions` (Python) and `ragged_draws.corrupted`
(native). Other noises have their own modules: `infilling` (BART) and
`recasing` (case); all share `noise_base`'s helpers.

Every transform is the identity at inference. The Python `apply` draws from
`example.rng` in a fixed order, so one seed gives one output; the native
twin transforms a whole chunk of examples at once with stateless TensorFlow
ops seeded once per chunk, drawing the same distribution for every row
(equal in distribution, not value by value).
"""

import random

from t2t_dyn.text import factors
from t2t_dyn.text import terms
from t2t_dyn.text.forms import WORD_BOUNDARY, WORD_BOUNDARY_BYTES
from t2t_dyn.transforms import draws
from t2t_dyn.transforms.base import (Param, Transform, non_negative_int,
                                     probability)
from t2t_dyn.transforms.noise_base import (VocabularyNoise, identity,
                                           map_sides, mask_token_param,
                                           native_ops, temperature_param)
from t2t_dyn.foundation import registry

@registry.register_transform("reorder")
class Reorder(Transform):
  """Slightly shuffles the source: token i sorts by i + U(0, d + 1)
  (Lample et al. 2018), so no token moves more than d positions. Tokens
  of terminology annotations (text.terms) stay in place; the others, i
  counting them only, are shuffled among their places (the bound counts
  those places: a token may pass over an annotation).

  Why the bound holds: with key q_i in [i, i + d + 1), every j <= i - d - 1
  has q_j < i <= q_i and every j >= i + d + 1 has q_j >= i + d + 1 > q_i.
  So at least i - d tokens precede token i and at most i + d do. Ties keep
  index order (a stable sort), which preserves both inequalities.
  """

  keeps_words = True
  carries_factors = True
  carries_alignment = True
  keeps_terms = True

  parameters = {
      "reorder_max_dist": Param(3, "farthest a source token may move",
                                non_negative_int, "a non-negative integer"),
  }

  def apply(self, batch, is_train, stats):
    if not is_train:
      return batch
    reach = self.options["reorder_max_dist"] + 1
    for example in batch:
      rng = example.rng
      free = terms.free_positions(example.src, self.follows_terms)
      keys = [i + rng.random() * reach for i in range(len(free))]
      order = sorted(range(len(keys)), key=keys.__getitem__)
      stats.add(self.task_name, self.name, "tokens_moved",
                sum(i != j for i, j in enumerate(order)))
      src = list(example.src)
      for i, j in enumerate(order):
        src[free[i]] = example.src[free[j]]
      example.src = src
    return batch

  def native(self, is_train):
    if not is_train:
      return identity
    tf, native, draws = native_ops()
    reach = self.options["reorder_max_dist"] + 1

    annotated = self.follows_terms

    def reorder(features, seed):
      src = features["src"]
      row_ids = tf.cast(src.value_rowids(), tf.int64)
      if annotated:  # The tokens outside annotations, among their places.
        free_at = tf.where(~terms.native_annotated(
            src.flat_values, annotated,
            features.get(native.provenance_key("src"))))[:, 0]
        row_ids = tf.gather(row_ids, free_at)
      n = tf.size(row_ids, out_type=tf.int64)
      # Flat index j = start_r + i, shifted by r * (d + 1): row r's keys lie
      # in [start_r + r * reach, start_{r+1} + (r + 1) * reach - 1), so rows
      # never mix, and within a row the keys are i + U(0, d + 1) plus a
      # constant, as in Python. Rounding the sums is monotone and the
      # integer parts are exact, so the bound's argument still holds.
      offsets = tf.cast(tf.range(n) + row_ids * reach, tf.float64)
      keys = offsets + tf.random.stateless_uniform(
          [n], seed, 0.0, float(reach), dtype=tf.float64)
      order = tf.argsort(keys, stable=True)
      if annotated:
        order = tf.tensor_scatter_nd_update(
            tf.range(tf.size(src.flat_values, out_type=tf.int64)),
            free_at[:, tf.newaxis], tf.gather(free_at, order))
      out = {**features,
             "src": src.with_flat_values(tf.gather(src.flat_values, order))}
      return native.follow(out, features, "src",
                           lambda ids: tf.gather(ids, order))
    return reorder


@registry.register_transform("drop")
class Drop(Transform):
  """Deletes k source tokens, k by the noise-count rule, positions uniform
  among the tokens outside terminology annotations (text.terms)."""

  keeps_words = True
  carries_factors = True
  carries_alignment = True
  keeps_terms = True

  parameters = {
      "drop_temperature": temperature_param(
          "token deletion: bigger means fewer deletions"),
  }

  def apply(self, batch, is_train, stats):
    if not is_train:
      return batch
    temperature = self.options["drop_temperature"]
    for example in batch:
      free = terms.free_positions(example.src, self.follows_terms)
      dropped = {free[i] for i in draws.corrupted_positions(
          example.rng, len(free), temperature)}
      example.src = [t for i, t in enumerate(example.src) if i not in dropped]
      stats.add(self.task_name, self.name, "tokens_dropped", len(dropped))
    return batch

  def native(self, is_train):
    if not is_train:
      return identity
    tf, native, draws = native_ops()
    temperature = float(self.options["drop_temperature"])
    annotated = self.follows_terms

    def drop(features, seed):
      src = features["src"]
      n = draws.row_lengths(src)
      if annotated:  # Drawn over the tokens outside annotations.
        free = ~terms.native_annotated(
            src.flat_values, annotated,
            features.get(native.provenance_key("src")))
        k, drawn = draws.corrupted(seed, tf.math.unsorted_segment_sum(
            tf.cast(free, tf.int64), src.value_rowids(), src.nrows()),
                                   temperature)
        dropped = tf.scatter_nd(tf.where(free), drawn,
                                tf.shape(free, out_type=tf.int64))
      else:
        k, dropped = draws.corrupted(seed, n, temperature)
      out = {**features, "src": draws.ragged(
          tf.boolean_mask(src.flat_values, ~dropped), n - k)}
      return native.follow(out, features, "src",
                           lambda ids: tf.boolean_mask(ids, ~dropped))
    return drop


@registry.register_transform("switchout")
class SwitchOut(VocabularyNoise):
  """SwitchOut (Wang et al. 2018) on each side independently: k positions
  (noise-count rule) get a uniformly drawn subword other than their own."""

  parameters = {
      "switchout_temperature": temperature_param(
          "SwitchOut: bigger means fewer replacements"),
  }

  def _replacement(self, original: str, rng: random.Random, side: str) -> str:
    subwords, index = self.vocabulary(side)
    own = index.get(factors.split_token(original)[0])
    # Draw among the others: skip over the original's index.
    r = rng.randrange(len(subwords) - (own is not None))
    if own is not None and r >= own:
      r += 1
    return subwords[r]

  def apply(self, batch, is_train, stats):
    if not is_train:
      return batch
    temperature = self.options["switchout_temperature"]
    for example in batch:
      rng = example.rng
      for side, tokens in example.sides():
        tokens = list(tokens)
        positions = draws.corrupted_positions(rng, len(tokens),
                                                 temperature)
        for i in positions:
          tokens[i] = self._replacement(tokens[i], rng, side)
        setattr(example, side, tokens)
        stats.add(self.task_name, self.name, f"{side}_replaced",
                  len(positions))
    return batch

  def native(self, is_train):
    if not is_train:
      return identity
    tf, native, draws = native_ops()
    temperature = float(self.options["switchout_temperature"])

    def tables(subword_list):
      subwords = tf.constant(subword_list)
      return subwords, len(subword_list), tf.lookup.StaticHashTable(
          tf.lookup.KeyValueTensorInitializer(
              subwords, tf.range(len(subword_list), dtype=tf.int64)),
          default_value=-1)
    sides = self.per_side(tables)

    def switch(tokens, seed, side):
      subwords, size, table = sides[side]
      _, chosen = draws.corrupted(seed, draws.row_lengths(tokens),
                                  temperature)
      # Few tokens are chosen: look up and draw for those only.
      at = tf.where(chosen)
      own = table.lookup(factors.native_split(
          tf.gather_nd(tokens.flat_values, at))[0])
      in_vocabulary = own >= 0
      r = draws.uniform_index(
          native.fold(seed, 2), tf.size(own),
          size - tf.cast(in_vocabulary, tf.int64))
      # Draw among the others: skip over the original's index.
      r += tf.cast(in_vocabulary & (r >= own), tf.int64)
      replaced = tf.gather(subwords, r)
      return native.Moved(
          tokens.with_flat_values(tf.tensor_scatter_nd_update(
              tokens.flat_values, at, replaced)),
          lambda ids: tf.tensor_scatter_nd_update(
              ids, at, native.unaligned(replaced)))

    return lambda features, seed: map_sides(features, seed, switch)


@registry.register_transform("wb_noise")
class WordBoundaryNoise(VocabularyNoise):
  """On each side, k positions (noise-count rule) toggle the word-boundary
  marker ▁ at the token start. As in seed 000's prototype, a toggle whose
  result is not a subword of meta.train.vocab_path (or would be empty)
  leaves the token as it is, so the noise never makes an unknown token;
  such positions are counted as `toggles_not_in_vocabulary`."""

  parameters = {
      "wb_noise_temperature": temperature_param(
          "word-boundary noise: bigger means fewer toggles"),
  }

  def apply(self, batch, is_train, stats):
    if not is_train:
      return batch
    temperature = self.options["wb_noise_temperature"]
    events = {"boundaries_removed": 0, "boundaries_added": 0,
              "toggles_not_in_vocabulary": 0}
    for example in batch:
      rng = example.rng
      for side, tokens in example.sides():
        tokens = list(tokens)
        _, known = self.vocabulary(side)
        for i in draws.corrupted_positions(rng, len(tokens), temperature):
          token, suffix = factors.split_token(tokens[i])
          removes = token.startswith(WORD_BOUNDARY)
          toggled = token[len(WORD_BOUNDARY):] if removes else (
              WORD_BOUNDARY + token)
          if toggled not in known:  # Also the empty rest of a lone ▁.
            events["toggles_not_in_vocabulary"] += 1
            continue
          tokens[i] = toggled + suffix
          events["boundaries_removed" if removes else "boundaries_added"] += 1
        setattr(example, side, tokens)
    for event, count in events.items():
      if count:
        stats.add(self.task_name, self.name, event, count)
    return batch

  def native(self, is_train):
    if not is_train:
      return identity
    tf, native, draws = native_ops()
    temperature = float(self.options["wb_noise_temperature"])
    sides = self.per_side(lambda subword_list: tf.lookup.StaticHashTable(
        tf.lookup.KeyValueTensorInitializer(
            tf.constant(subword_list),
            tf.ones([len(subword_list)], tf.int64)), default_value=0))

    def toggle(tokens, seed, side):
      known = sides[side]
      _, toggled_at = draws.corrupted(seed, draws.row_lengths(tokens),
                                      temperature)
      at = tf.where(toggled_at)
      chosen, suffixes = factors.native_split(
          tf.gather_nd(tokens.flat_values, at))
      marked = (tf.strings.substr(chosen, 0, WORD_BOUNDARY_BYTES) ==
                WORD_BOUNDARY)
      # Unmarked tokens read from 0, so substr never starts past the end.
      start = tf.where(marked, WORD_BOUNDARY_BYTES, 0)
      stripped = tf.strings.substr(chosen, start,
                                   tf.strings.length(chosen) - start)
      toggled = tf.where(marked, stripped, WORD_BOUNDARY + chosen)
      # An unknown result (the empty string included) keeps the original.
      toggled = tf.where(known.lookup(toggled) > 0, toggled, chosen)
      toggled = tf.strings.join([toggled, suffixes])
      return tokens.with_flat_values(tf.tensor_scatter_nd_update(
          tokens.flat_values, at, toggled))

    return lambda features, seed: map_sides(features, seed, toggle)


@registry.register_transform("insertion")
class Insertion(VocabularyNoise):
  """On each side, inserts k uniformly drawn subwords (noise-count rule over
  the side's n tokens): the n + k output slots holding them are uniform."""

  parameters = {
      "insertion_temperature": temperature_param(
          "token insertion: bigger means fewer insertions"),
  }

  def apply(self, batch, is_train, stats):
    if not is_train:
      return batch
    temperature = self.options["insertion_temperature"]
    for example in batch:
      rng = example.rng
      for side, tokens in example.sides():
        subwords, _ = self.vocabulary(side)
        inserted = set(draws.corrupted_positions(
            rng, len(tokens), temperature, inserted=True))
        k, n = len(inserted), len(tokens)
        originals = iter(tokens)
        setattr(example, side, [
            subwords[rng.randrange(len(subwords))] if i in inserted
            else next(originals) for i in range(n + k)])
        stats.add(self.task_name, self.name, f"{side}_inserted", k)
    return batch

  def native(self, is_train):
    if not is_train:
      return identity
    tf, native, draws = native_ops()
    temperature = float(self.options["insertion_temperature"])
    sides = self.per_side(
        lambda subword_list: (tf.constant(subword_list), len(subword_list)))

    def insert(tokens, seed, side):
      subwords, size = sides[side]
      n = draws.row_lengths(tokens)
      k, inserted = draws.corrupted(seed, n, temperature, inserted=True)
      drawn = tf.gather(subwords, draws.uniform_index(
          native.fold(seed, 2), tf.reduce_sum(k), size))
      # The other slots, in flat order, take the originals in flat order:
      # row by row, each row's n tokens in order.
      slots = [draws.indices(inserted), draws.indices(~inserted)]
      values = tf.dynamic_stitch(slots, [drawn, tokens.flat_values])
      return native.Moved(draws.ragged(values, n + k),
                          lambda ids: tf.dynamic_stitch(
                              slots, [native.unaligned(drawn), ids]))

    return lambda features, seed: map_sides(features, seed, insert)


@registry.register_transform("token_mask")
class TokenMask(Transform):
  """Replaces each source token with mask_token with probability
  token_mask_prob (a masked token's factors become <blank>, and it is
  unaligned); tokens of terminology annotations (text.terms) are kept."""

  carries_factors = True
  carries_alignment = True
  keeps_terms = True

  parameters = {
      "token_mask_prob": Param(0.1, "probability of masking a source token",
                               probability, "a probability in [0, 1]"),
      "mask_token": mask_token_param(),
  }

  def specials(self):
    return [self.options["mask_token"]]

  def apply(self, batch, is_train, stats):
    if not is_train:
      return batch
    prob, mask = self.options["token_mask_prob"], self.options["mask_token"]
    for example in batch:
      rng = example.rng
      # Every token draws, so an annotation leaves the others' draws as
      # they were without it.
      masked = [rng.random() < prob and not inside
                for inside in terms.annotated(example.src,
                                                self.follows_terms)]
      example.src = [mask if m else t for m, t in zip(masked, example.src)]
      stats.add(self.task_name, self.name, "tokens_masked", sum(masked))
    return batch

  def native(self, is_train):
    if not is_train:
      return identity
    tf, native, _ = native_ops()
    prob = float(self.options["token_mask_prob"])
    mask = self.options["mask_token"]
    annotated = self.follows_terms

    def mask_tokens(features, seed):
      src = features["src"]
      values = src.flat_values
      masked = tf.random.stateless_uniform(
          [tf.size(values)], seed, dtype=tf.float64) < prob
      if annotated:
        masked &= ~terms.native_annotated(
            values, annotated, features.get(native.provenance_key("src")))
      out = {**features,
             "src": src.with_flat_values(tf.where(masked, mask, values))}
      return native.follow(out, features, "src", lambda ids: tf.where(
          masked, native.unaligned(ids), ids))
    return mask_tokens
