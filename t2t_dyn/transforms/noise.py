"""Noise transforms, applied afresh each time an example is drawn.

Noise-count rule (seed 000's prototype, OpenNMT-py): the count-based
transforms (drop, switchout, wb_noise, insertion) corrupt k positions of a
side of n tokens, k drawn from {0, ..., n - 1} with

    p(k) ∝ exp(-k * temperature),

then place them uniformly. A bigger temperature gives less noise; 0 makes
every k equally likely (see `sampling.corruption_distribution`). k < n, so
`drop` never empties a side and a one-token side is never corrupted.

Every transform is the identity at inference. The Python `apply` draws from
`example.rng` in a fixed order, so one seed gives one output; the native
twin transforms a whole chunk of examples at once with stateless TensorFlow
ops seeded once per chunk, drawing the same distribution for every row
(equal in distribution, not value by value).
"""

import math
import random
import re
from typing import Dict, List, Optional, Sequence, Tuple

from t2t_dyn import registry
from t2t_dyn.transforms import sampling
from t2t_dyn.text import WORD_BOUNDARY, WORD_BOUNDARY_BYTES
from t2t_dyn.transforms.base import (Param, Transform,
                                     TransformOptionError, non_negative_int,
                                     non_negative_number, positive_number,
                                     probability)

# Tokens such as <mask>, <TO_fi>, <BT>: never drawn as noise, never re-cased.
# The same pattern serves Python's re and TensorFlow's RE2.
SPECIAL_PATTERN = r"<[^<>]+>"
_SPECIAL = re.compile(SPECIAL_PATTERN)
# Native string ops work on UTF-8 bytes; the marker is 3 of them.
_SIDE_SALTS = (("src", 0), ("tgt", 1))


def is_special(token: str) -> bool:
  return bool(_SPECIAL.fullmatch(token))


def _is_token(value) -> bool:
  return (isinstance(value, str) and bool(value)
          and not any(c.isspace() for c in value))


def _temperature(doc: str) -> Param:
  # 2.0 is the prototype's default for every noise temperature.
  return Param(2.0, doc, non_negative_number, "a non-negative number")


def _mask_token() -> Param:
  return Param("<mask>", "token replacing masked source tokens", _is_token,
               "a non-empty token without whitespace")


def _native_ops():
  """TensorFlow and the shared native draws, imported on first native use."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  from t2t_dyn.transforms import native  # pylint: disable=g-import-not-at-top
  return tf, native


def _identity(features, seed):
  del seed
  return features


def _map_sides(features, seed, side_fn):
  """Applies side_fn(tokens, seed) to each side (a ragged [B, None]), each
  side with its own stream."""
  _, native = _native_ops()
  out = dict(features)
  for side, salt in _SIDE_SALTS:
    if side in features:
      out[side] = side_fn(features[side], native.fold(seed, salt))
  return out


# Vectorized draws over a chunk. A chunk's tokens are flat values with int64
# row lengths; every helper draws each row independently of the others.


def _lengths(tf, tokens):
  """int64 [B]: the row lengths of a ragged [B, None]."""
  return tf.cast(tokens.row_lengths(), tf.int64)


def _ragged(tf, values, lengths):
  """The ragged [B, None] of flat `values` cut into rows of `lengths`."""
  return tf.RaggedTensor.from_row_lengths(values, lengths, validate=False)


def _row_ids(tf, lengths):
  """int64 [sum(lengths)]: the row of each flat position."""
  rows = tf.size(lengths, out_type=tf.int64)
  return tf.repeat(tf.range(rows), lengths)


def _indices(tf, mask):
  """int32 positions of the True entries of a bool [N], for dynamic_stitch."""
  return tf.cast(tf.where(mask)[:, 0], tf.int32)


def _uniform_index(tf, seed, size, choices):
  """int64 [size] uniform in [0, choices), choices a scalar or [size]."""
  choices = tf.cast(choices, tf.float64)
  u = tf.random.stateless_uniform([size], seed, dtype=tf.float64)
  index = tf.cast(tf.floor(u * choices), tf.int64)
  # u * choices may round up to choices itself.
  return tf.minimum(index, tf.cast(choices, tf.int64) - 1)


def _shuffled_order(tf, seed, row_ids):
  """int32 [N]: a permutation of flat positions that shuffles each row
  uniformly and keeps rows in place (row_ids ascending)."""
  n = tf.size(row_ids, out_type=tf.int64)
  # A key in [row, row + 1) sorts rows apart; a key rounding up to row + 1
  # ties with the next row's smallest, and the stable sort keeps it first.
  keys = tf.cast(row_ids, tf.float64) + tf.random.stateless_uniform(
      [n], seed, dtype=tf.float64)
  return tf.argsort(keys, stable=True)


def _random_ranks(tf, seed, lengths):
  """int64 [sum(lengths)]: each position's rank within its row in a uniform
  random order of the row, so `ranks < k_i` picks k_i uniform positions."""
  row_ids = _row_ids(tf, lengths)
  order = _shuffled_order(tf, seed, row_ids)
  sorted_at = tf.cast(tf.math.invert_permutation(order), tf.int64)
  return sorted_at - tf.gather(tf.cumsum(lengths, exclusive=True), row_ids)


def _chosen(tf, seed, lengths, counts):
  """bool [sum(lengths)]: counts[i] positions of row i, uniformly placed."""
  return _random_ranks(tf, seed, lengths) < tf.gather(
      counts, _row_ids(tf, lengths))


def _corruption_counts(tf, seed, lengths, temperature: float):
  """int64 [B]: per row, k in [0, n - 1] with p(k) ∝ exp(-k * temperature)
  (0 for rows of at most one token).

  The closed-form inverse CDF of `sampling.corruption_count`, one uniform
  per row, so the law is the same row by row.
  """
  n = tf.maximum(tf.cast(lengths, tf.float64) - 1.0, 0.0)  # The largest k.
  u = tf.random.stateless_uniform(tf.shape(lengths), seed, dtype=tf.float64)
  r = math.exp(-temperature)
  if r >= 1.0:
    k = tf.floor(u * (n + 1.0))
  elif r == 0.0:
    k = tf.zeros_like(n)  # exp(-temperature) underflows: only k = 0 is left.
  else:
    total = 1.0 - tf.pow(tf.constant(r, tf.float64), n + 1.0)
    k = tf.math.ceil(tf.math.log(1.0 - u * total) / math.log(r) - 1.0)
  return tf.cast(tf.clip_by_value(k, 0.0, n), tf.int64)


@registry.register_transform("reorder")
class Reorder(Transform):
  """Slightly shuffles the source: token i sorts by i + U(0, d + 1)
  (Lample et al. 2018), so no token moves more than d positions.

  Why the bound holds: with key q_i in [i, i + d + 1), every j <= i - d - 1
  has q_j < i <= q_i and every j >= i + d + 1 has q_j >= i + d + 1 > q_i.
  So at least i - d tokens precede token i and at most i + d do. Ties keep
  index order (a stable sort), which preserves both inequalities.
  """

  keeps_words = True

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
      keys = [i + rng.random() * reach for i in range(len(example.src))]
      order = sorted(range(len(keys)), key=keys.__getitem__)
      stats.add(self.task_name, self.name, "tokens_moved",
                sum(i != j for i, j in enumerate(order)))
      example.src = [example.src[j] for j in order]
    return batch

  def native(self, is_train):
    if not is_train:
      return _identity
    tf, _ = _native_ops()
    reach = self.options["reorder_max_dist"] + 1

    def reorder(features, seed):
      src = features["src"]
      row_ids = tf.cast(src.value_rowids(), tf.int64)
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
      return {**features,
              "src": src.with_flat_values(tf.gather(src.flat_values, order))}
    return reorder


@registry.register_transform("drop")
class Drop(Transform):
  """Deletes k source tokens, k by the noise-count rule, positions uniform."""

  keeps_words = True

  parameters = {
      "drop_temperature": _temperature(
          "token deletion: bigger means fewer deletions"),
  }

  def apply(self, batch, is_train, stats):
    if not is_train:
      return batch
    temperature = self.options["drop_temperature"]
    for example in batch:
      rng, n = example.rng, len(example.src)
      k = sampling.corruption_count(rng, n, temperature)
      dropped = set(sampling.choose_positions(rng, n, k))
      example.src = [t for i, t in enumerate(example.src) if i not in dropped]
      stats.add(self.task_name, self.name, "tokens_dropped", k)
    return batch

  def native(self, is_train):
    if not is_train:
      return _identity
    tf, native = _native_ops()
    temperature = float(self.options["drop_temperature"])

    def drop(features, seed):
      src = features["src"]
      n = _lengths(tf, src)
      k = _corruption_counts(tf, native.fold(seed, 0), n, temperature)
      dropped = _chosen(tf, native.fold(seed, 1), n, k)
      return {**features, "src": _ragged(
          tf, tf.boolean_mask(src.flat_values, ~dropped), n - k)}
    return drop


class _VocabularyNoise(Transform):
  """A noise drawing subwords uniformly from meta.train.vocab_path, special
  tokens (<...>) excluded."""

  _vocabulary: Optional[Tuple[List[str], Dict[str, int]]] = None

  def vocabulary(self) -> Tuple[List[str], Dict[str, int]]:
    """(subwords, subword -> index). Raises: FileNotFoundError naming
    meta.train.vocab_path; ValueError for fewer than 2 subwords."""
    if self._vocabulary is None:
      if self.resources is None:
        raise ValueError(f"transform {self.name!r} needs TransformResources "
                         f"with meta.train.vocab_path")
      subwords = [s for s, _ in self.resources.subword_counts(self.name)
                  if not is_special(s)]
      if len(subwords) < 2:
        raise ValueError(
            f"meta.train.vocab_path: transform {self.name!r} needs at least 2 "
            f"non-special subwords, found {len(subwords)}")
      self._vocabulary = (subwords, {s: i for i, s in enumerate(subwords)})
    return self._vocabulary

  def warm_up(self):
    self.vocabulary()


@registry.register_transform("switchout")
class SwitchOut(_VocabularyNoise):
  """SwitchOut (Wang et al. 2018) on each side independently: k positions
  (noise-count rule) get a uniformly drawn subword other than their own."""

  parameters = {
      "switchout_temperature": _temperature(
          "SwitchOut: bigger means fewer replacements"),
  }

  def _replacement(self, original: str, rng: random.Random) -> str:
    subwords, index = self.vocabulary()
    own = index.get(original)
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
        k = sampling.corruption_count(rng, len(tokens), temperature)
        for i in sampling.choose_positions(rng, len(tokens), k):
          tokens[i] = self._replacement(tokens[i], rng)
        setattr(example, side, tokens)
        stats.add(self.task_name, self.name, f"{side}_replaced", k)
    return batch

  def native(self, is_train):
    if not is_train:
      return _identity
    tf, native = _native_ops()
    temperature = float(self.options["switchout_temperature"])
    subword_list, _ = self.vocabulary()
    subwords = tf.constant(subword_list)
    table = tf.lookup.StaticHashTable(
        tf.lookup.KeyValueTensorInitializer(
            subwords, tf.range(len(subword_list), dtype=tf.int64)),
        default_value=-1)

    def switch(tokens, seed):
      n = _lengths(tf, tokens)
      k = _corruption_counts(tf, native.fold(seed, 0), n, temperature)
      # Few tokens are chosen: look up and draw for those only.
      at = tf.where(_chosen(tf, native.fold(seed, 1), n, k))
      own = table.lookup(tf.gather_nd(tokens.flat_values, at))
      in_vocabulary = own >= 0
      r = _uniform_index(tf, native.fold(seed, 2), tf.size(own),
                         len(subword_list) - tf.cast(in_vocabulary, tf.int64))
      # Draw among the others: skip over the original's index.
      r += tf.cast(in_vocabulary & (r >= own), tf.int64)
      return tokens.with_flat_values(tf.tensor_scatter_nd_update(
          tokens.flat_values, at, tf.gather(subwords, r)))

    return lambda features, seed: _map_sides(features, seed, switch)


@registry.register_transform("wb_noise")
class WordBoundaryNoise(_VocabularyNoise):
  """On each side, k positions (noise-count rule) toggle the word-boundary
  marker ▁ at the token start. As in seed 000's prototype, a toggle whose
  result is not a subword of meta.train.vocab_path (or would be empty)
  leaves the token as it is, so the noise never makes an unknown token;
  such positions are counted as `toggles_not_in_vocabulary`."""

  parameters = {
      "wb_noise_temperature": _temperature(
          "word-boundary noise: bigger means fewer toggles"),
  }

  def apply(self, batch, is_train, stats):
    if not is_train:
      return batch
    temperature = self.options["wb_noise_temperature"]
    _, known = self.vocabulary()
    events = {"boundaries_removed": 0, "boundaries_added": 0,
              "toggles_not_in_vocabulary": 0}
    for example in batch:
      rng = example.rng
      for side, tokens in example.sides():
        tokens = list(tokens)
        k = sampling.corruption_count(rng, len(tokens), temperature)
        for i in sampling.choose_positions(rng, len(tokens), k):
          token = tokens[i]
          removes = token.startswith(WORD_BOUNDARY)
          toggled = token[len(WORD_BOUNDARY):] if removes else (
              WORD_BOUNDARY + token)
          if toggled not in known:  # Also the empty rest of a lone ▁.
            events["toggles_not_in_vocabulary"] += 1
            continue
          tokens[i] = toggled
          events["boundaries_removed" if removes else "boundaries_added"] += 1
        setattr(example, side, tokens)
    for event, count in events.items():
      if count:
        stats.add(self.task_name, self.name, event, count)
    return batch

  def native(self, is_train):
    if not is_train:
      return _identity
    tf, native = _native_ops()
    temperature = float(self.options["wb_noise_temperature"])
    subword_list, _ = self.vocabulary()
    known = tf.lookup.StaticHashTable(
        tf.lookup.KeyValueTensorInitializer(
            tf.constant(subword_list),
            tf.ones([len(subword_list)], tf.int64)), default_value=0)

    def toggle(tokens, seed):
      n = _lengths(tf, tokens)
      k = _corruption_counts(tf, native.fold(seed, 0), n, temperature)
      at = tf.where(_chosen(tf, native.fold(seed, 1), n, k))
      chosen = tf.gather_nd(tokens.flat_values, at)
      marked = (tf.strings.substr(chosen, 0, WORD_BOUNDARY_BYTES) ==
                WORD_BOUNDARY)
      # Unmarked tokens read from 0, so substr never starts past the end.
      start = tf.where(marked, WORD_BOUNDARY_BYTES, 0)
      stripped = tf.strings.substr(chosen, start,
                                   tf.strings.length(chosen) - start)
      toggled = tf.where(marked, stripped, WORD_BOUNDARY + chosen)
      # An unknown result (the empty string included) keeps the original.
      toggled = tf.where(known.lookup(toggled) > 0, toggled, chosen)
      return tokens.with_flat_values(tf.tensor_scatter_nd_update(
          tokens.flat_values, at, toggled))

    return lambda features, seed: _map_sides(features, seed, toggle)


@registry.register_transform("insertion")
class Insertion(_VocabularyNoise):
  """On each side, inserts k uniformly drawn subwords (noise-count rule over
  the side's n tokens): the n + k output slots holding them are uniform."""

  parameters = {
      "insertion_temperature": _temperature(
          "token insertion: bigger means fewer insertions"),
  }

  def apply(self, batch, is_train, stats):
    if not is_train:
      return batch
    temperature = self.options["insertion_temperature"]
    subwords, _ = self.vocabulary()
    for example in batch:
      rng = example.rng
      for side, tokens in example.sides():
        n = len(tokens)
        k = sampling.corruption_count(rng, n, temperature)
        inserted = set(sampling.choose_positions(rng, n + k, k))
        originals = iter(tokens)
        setattr(example, side, [
            subwords[rng.randrange(len(subwords))] if i in inserted
            else next(originals) for i in range(n + k)])
        stats.add(self.task_name, self.name, f"{side}_inserted", k)
    return batch

  def native(self, is_train):
    if not is_train:
      return _identity
    tf, native = _native_ops()
    temperature = float(self.options["insertion_temperature"])
    subword_list, _ = self.vocabulary()
    subwords = tf.constant(subword_list)

    def insert(tokens, seed):
      n = _lengths(tf, tokens)
      k = _corruption_counts(tf, native.fold(seed, 0), n, temperature)
      inserted = _chosen(tf, native.fold(seed, 1), n + k, k)
      drawn = tf.gather(subwords, _uniform_index(
          tf, native.fold(seed, 2), tf.reduce_sum(k), len(subword_list)))
      # The other slots, in flat order, take the originals in flat order:
      # row by row, each row's n tokens in order.
      values = tf.dynamic_stitch(
          [_indices(tf, inserted), _indices(tf, ~inserted)],
          [drawn, tokens.flat_values])
      return _ragged(tf, values, n + k)

    return lambda features, seed: _map_sides(features, seed, insert)


@registry.register_transform("token_mask")
class TokenMask(Transform):
  """Replaces each source token with mask_token with probability
  token_mask_prob."""

  parameters = {
      "token_mask_prob": Param(0.1, "probability of masking a source token",
                               probability, "a probability in [0, 1]"),
      "mask_token": _mask_token(),
  }

  def specials(self):
    return [self.options["mask_token"]]

  def apply(self, batch, is_train, stats):
    if not is_train:
      return batch
    prob, mask = self.options["token_mask_prob"], self.options["mask_token"]
    for example in batch:
      rng = example.rng
      masked = [rng.random() < prob for _ in example.src]
      example.src = [mask if m else t for m, t in zip(masked, example.src)]
      stats.add(self.task_name, self.name, "tokens_masked", sum(masked))
    return batch

  def native(self, is_train):
    if not is_train:
      return _identity
    tf, _ = _native_ops()
    prob = float(self.options["token_mask_prob"])
    mask = self.options["mask_token"]

    def mask_tokens(features, seed):
      src = features["src"]
      values = src.flat_values
      masked = tf.random.stateless_uniform(
          [tf.size(values)], seed, dtype=tf.float64) < prob
      return {**features,
              "src": src.with_flat_values(tf.where(masked, mask, values))}
    return mask_tokens


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
  parameters = {
      "mask_ratio": Param(0.3, "fraction of source tokens to mask",
                          probability, "a probability in [0, 1]"),
      "poisson_lambda": Param(3.0, "mean length of a masked span",
                              positive_number, "a positive number"),
      "mask_token": _mask_token(),
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
      span_slots = set(sampling.choose_positions(rng, items, len(lengths)))
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
      return _identity
    tf, native = _native_ops()
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
      n = _lengths(tf, src)
      targets = tf.cast(tf.math.ceil(tf.cast(n, tf.float64) * ratio),
                        tf.int64)
      spans = span_lengths(native.fold(seed, 0), targets)
      # Shuffled within rows: the last span drawn was cut to fit.
      lengths = tf.gather(spans.flat_values, _shuffled_order(
          tf, native.fold(seed, 1), spans.value_rowids()))
      counts = spans.row_lengths()
      items = n - targets + counts
      is_span = _chosen(tf, native.fold(seed, 2), items, counts)
      # Span slots in flat order take the spans in flat order (row by row),
      # and each row's items cover exactly its n tokens, so one flat cumsum
      # of item lengths gives every kept item its source token.
      item_length = tf.tensor_scatter_nd_update(
          tf.ones(tf.shape(is_span), tf.int64), tf.where(is_span), lengths)
      start = tf.cumsum(item_length, exclusive=True)
      kept = tf.gather(src.flat_values, tf.boolean_mask(start, ~is_span))
      values = tf.dynamic_stitch(
          [_indices(tf, is_span), _indices(tf, ~is_span)],
          [tf.fill(tf.shape(lengths), mask), kept])
      out = {**features, "src": _ragged(tf, values, items)}
      out.setdefault("tgt", src)
      return out
    return infill


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
  Special tokens (<...>) keep their case."""

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
      paths = [f"tasks.{task_name}.meta.{key}" if key in task_meta else
               f"meta.train.{key}" if key in global_meta else
               f"{key} (default)" for key in _CASE_KEYS]
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
        example.src = recase(example.src)
        stats.add(self.task_name, self.name, event)
    return batch

  def native(self, is_train):
    if not is_train:
      return _identity
    tf, _ = _native_ops()
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
        recased.append(tf.where(special, tokens_i, fn(tokens_i, rows_i)))
      values = tf.dynamic_stitch(positions, recased + [tokens[3]])
      return {**features, "src": src.with_flat_values(values)}
    return recase
