"""terminology's NativeFn (transforms.native): the span rule, the walk and
the annotations of transforms.terminology over a chunk's ragged words,
provenance ids and links, with stateless draws. The span rule (eligible),
its draws (span_draws), the walk and first_linked_targets serve
inline_tags_native too.

Positions are flat (over the chunk's values); a source span never crosses
its row's end, and the target positions a source row links to are its own
row's. The draws differ from the Python path's (one uniform for the start
and one for the length at every source word, from the chunk's seed), so
the two agree in distribution: at each word not yet annotated that starts
an eligible span, an annotation with probability terminology_prob, its
length uniform among the eligible ones. A side holding a word id twice
(never before segmentation) takes its last position.
"""

from typing import Callable, Optional

import tensorflow as tf

from t2t_dyn.text import alignments
from t2t_dyn.text import terms
from t2t_dyn.transforms import native

_NONE = tf.int64.max // 4  # "No position": above every real one.


def _padded(values, pad):
  """values with one `pad` appended: gathers at len(values) (a clipped
  index) read it, so they never fail on an empty chunk."""
  return tf.concat([values, tf.reshape(tf.cast(pad, values.dtype), [1])], 0)


def _at(values, index, pad):
  """values[index], `pad` where index is out of [0, len(values))."""
  n = tf.size(values, out_type=tf.int64)
  inside = (index >= 0) & (index < n)
  return tf.gather(_padded(values, pad), tf.where(inside, index, n))


def _link_positions(features, spans, offsets):
  """(source, target) flat positions int64 [K] of each link whose two
  words are present in their row."""
  def table(side):
    ids = features[native.provenance_key(side)]
    rows = tf.cast(ids.value_rowids(), tf.int64)
    keys = tf.gather(offsets, rows) + tf.cast(ids.flat_values, tf.int64)
    at = tf.where(ids.flat_values > 0)
    return tf.tensor_scatter_nd_max(
        -tf.ones([tf.reduce_sum(spans)], tf.int64), tf.gather(keys, at),
        tf.cast(at[:, 0], tf.int64))
  links = features["links"]
  base = tf.gather(offsets, tf.cast(links.value_rowids(), tf.int64))
  pairs = tf.cast(links.flat_values, tf.int64)
  src = tf.gather(table("src"), base + pairs[:, 1])
  tgt = tf.gather(table("tgt"), base + pairs[:, 0])
  present = (src >= 0) & (tgt >= 0)
  return tf.boolean_mask(src, present), tf.boolean_mask(tgt, present)


def first_linked_targets(features):
  """int64 [N]: for each source flat position, the first target flat
  position linked to it (the largest int64 without one)."""
  n = tf.size(features["src"].flat_values, out_type=tf.int64)
  spans = tf.cast(alignments.native_id_spans(
      [features["src_provenance"], features["tgt_provenance"]],
      features["links"]), tf.int64)
  p, q = _link_positions(features, spans, tf.cumsum(spans, exclusive=True))
  return tf.math.unsorted_segment_min(q, p, n)


def eligible(features, max_span: int):
  """(eligible bool [N, max_span], c int64 [N, max_span], width int64
  [N, max_span]): whether the source span of L = l + 1 words starting at
  flat position a is eligible (terminology's rule), and its target span
  [c, c + width) in flat target positions."""
  src, tgt = features["src"], features["tgt"]
  n = tf.size(src.flat_values, out_type=tf.int64)
  m = tf.size(tgt.flat_values, out_type=tf.int64)
  spans = tf.cast(alignments.native_id_spans(
      [features["src_provenance"], features["tgt_provenance"]],
      features["links"]), tf.int64)
  p, q = _link_positions(features, spans,
                         tf.cumsum(spans, exclusive=True))
  lo_t = tf.math.unsorted_segment_min(q, p, n)  # Empty: int64 max.
  hi_t = tf.math.unsorted_segment_max(q, p, n)
  lo_s = tf.math.unsorted_segment_min(p, q, m)
  hi_s = tf.math.unsorted_segment_max(p, q, m)
  linked_s = tf.math.unsorted_segment_sum(tf.ones_like(q), q, m) > 0
  linked_t = tf.math.unsorted_segment_sum(tf.ones_like(p), p, n) > 0
  a = tf.range(n)
  end = tf.gather(tf.cast(src.row_splits, tf.int64), src.value_rowids() + 1)
  ok = tf.ones([n], tf.bool)
  c, d = tf.fill([n], _NONE), tf.fill([n], -_NONE)
  out = []
  for length in range(1, max_span + 1):
    last = a + length - 1
    ok &= (last < end) & _at(linked_t, last, False)
    c = tf.minimum(c, _at(lo_t, last, _NONE))
    d = tf.maximum(d, _at(hi_t, last, -_NONE))
    width = d - c + 1
    fits = ok & (width <= max_span)
    for k in range(max_span):
      target = c + k
      inside = fits & (k < width)
      closed = (_at(linked_s, target, False) &
                (_at(lo_s, target, -1) >= a) &
                (_at(hi_s, target, _NONE) <= last))
      fits &= ~inside | closed
    out.append((fits, tf.where(fits, c, 0), tf.where(fits, width, 0)))
  return tuple(tf.stack(parts, axis=1) for parts in zip(*out))


def walk(src, start_ok, lengths):
  """bool [N]: the chosen starts, walking each row left to right: a
  start_ok position starts an annotation and the walk jumps past its
  `lengths` words; else it moves one word on."""
  n = tf.size(start_ok, out_type=tf.int64)
  splits = tf.cast(src.row_splits, tf.int64)
  ends = splits[1:]

  def step(i, at, chosen):
    active = at < ends
    here = _at(start_ok, at, False) & active
    chosen = tf.tensor_scatter_nd_update(
        chosen, tf.boolean_mask(at, here)[:, tf.newaxis],
        tf.ones([tf.reduce_sum(tf.cast(here, tf.int32))], tf.bool))
    moved = tf.where(here, _at(lengths, at, 1), 1)
    return i + 1, tf.where(active, at + moved, at), chosen

  longest = tf.reduce_max(_padded(ends - splits[:-1], 0))
  _, _, chosen = tf.while_loop(
      lambda i, at, chosen: i < longest, step,
      (tf.constant(0, tf.int64), splits[:-1],
       tf.zeros([n], tf.bool)))
  return chosen


def span_draws(ok, n, seed):
  """The walk's draws for the n source words of a chunk, whose eligible
  lengths are ok [n, max_span] (eligible): u [n], uniform in [0, 1), which
  the transform compares with its probabilities (does the word start a
  span?), and `which` [n], the index of a length drawn uniformly among the
  word's eligible ones; with count [n], how many it has."""
  count = tf.reduce_sum(tf.cast(ok, tf.int64), axis=1)
  u = tf.random.stateless_uniform([n], native.fold(seed, 0),
                                  dtype=tf.float64)
  pick = tf.minimum(tf.cast(tf.floor(tf.random.stateless_uniform(
      [n], native.fold(seed, 1), dtype=tf.float64) * tf.cast(
          count, tf.float64)), tf.int64), tf.maximum(count - 1, 0))
  rank = tf.cumsum(tf.cast(ok, tf.int64), axis=1) - 1
  which = tf.argmax(tf.cast(ok & (rank == pick[:, tf.newaxis]), tf.int32),
                    axis=1, output_type=tf.int64)
  return u, which, count


def build(prob: float, max_span: int, mode: str,
          lemmatize: Optional[Callable] = None):
  """The NativeFn; `lemmatize` (lemma mode): a Python function of a list
  of byte strings, run in a py_function on the hint words."""

  def annotate(features, seed):
    src, tgt = features["src"], features["tgt"]
    n = tf.size(src.flat_values, out_type=tf.int64)
    m = tf.size(tgt.flat_values, out_type=tf.int64)
    ok, c, width = eligible(features, max_span)
    u, which, count = span_draws(ok, n, seed)
    length = which + 1
    start = walk(src, (count > 0) & (u < prob), length)
    span_c = tf.gather(c, which, batch_dims=1)
    span_w = tf.gather(width, which, batch_dims=1)
    # Covered: inside a chosen span (+1 at its start, -1 past its end).
    delta = tf.math.unsorted_segment_sum(
        tf.concat([tf.ones([n], tf.int64), -tf.ones([n], tf.int64)], 0),
        tf.concat([tf.where(start, tf.range(n), n),
                   tf.where(start, tf.range(n) + length, n)], 0), n + 1)
    covered = tf.cumsum(delta)[:n] > 0
    replace = mode == "replace"
    term = 0 if replace else length + 1  # The source words and TERM_SEP.
    slots = tf.where(start, 2 + span_w + term,
                     tf.cast(~covered, tf.int64))
    # Each output token: its word's flat position a and its slot k.
    a = tf.repeat(tf.range(n), slots)
    k = tf.ragged.range(slots).flat_values

    def at(values):
      return tf.gather(values, a)
    is_start, w, t0 = at(start), at(span_w), at(span_c)
    tag_base = n + m
    if replace:
      pool_index = tf.where(k == 0, tag_base, tf.where(
          k <= w, n + t0 + k - 1, tag_base + 2))
    else:
      words = at(length)
      pool_index = tf.where(k == 0, tag_base, tf.where(
          k <= words, a + k - 1, tf.where(
              k == words + 1, tag_base + 1, tf.where(
                  k <= words + 1 + w, n + t0 + k - words - 2,
                  tag_base + 2))))
    pool_index = tf.where(is_start, pool_index, a)
    hints = tgt.flat_values
    if lemmatize is not None:
      used = tf.boolean_mask(pool_index - n,
                             (pool_index >= n) & (pool_index < tag_base))
      lemmas = tf.ensure_shape(tf.py_function(
          lambda words: tf.constant(lemmatize(words.numpy().tolist()),
                                    tf.string),
          [tf.gather(hints, used)], tf.string), [None])
      hints = tf.tensor_scatter_nd_update(hints, used[:, tf.newaxis], lemmas)
    values = tf.gather(tf.concat(
        [src.flat_values, hints, tf.constant(terms.TAGS)], 0), pool_index)
    ids = tf.gather(tf.concat(
        [features["src_provenance"].flat_values,
         features["tgt_provenance"].flat_values,
         tf.zeros([len(terms.TAGS)], tf.int32)], 0), pool_index)
    lengths = tf.math.unsorted_segment_sum(
        slots, tf.cast(src.value_rowids(), tf.int64), src.nrows())
    return {**features,
            "src": tf.RaggedTensor.from_row_lengths(values, lengths,
                                                    validate=False),
            "src_provenance": tf.RaggedTensor.from_row_lengths(
                ids, lengths, validate=False)}
  return annotate
