"""inline_tags' NativeFn (transforms.native): the tags of
transforms.inline_tags over a chunk's ragged words, provenance ids and
links, with stateless draws.

terminology_native gives the span rule (eligible), the walk and each
source word's first linked target; the draws differ from the Python
path's (at every source word one uniform decides paired, point or none,
one more its length, from the chunk's seed), so the two agree in
distribution. The walk runs to each row's end and the row's tags past
inline_tags_max are left out afterwards: the first inline_tags_max tags of
a walk do not depend on what comes after them, so this is the Python
walk's outcome. Tag tokens have no word id.

Placeholders are not here: a task that asks for them runs inline_tags on
the Python path (InlineTags.native is None).
"""

import tensorflow as tf

from t2t_dyn.text import inline
from t2t_dyn.transforms import native
from t2t_dyn.transforms import terminology_native

_TAGS = ([inline.opening(n) for n in range(1, inline.MAX_TAGS + 1)] +
         [inline.closing(n) for n in range(1, inline.MAX_TAGS + 1)] +
         [inline.point(n) for n in range(1, inline.MAX_TAGS + 1)])
_CLOSING, _POINT = inline.MAX_TAGS, 2 * inline.MAX_TAGS  # Offsets in _TAGS.


def _scattered(size, at, values):
  """int64 [size]: `values` at positions `at` (positions == size are left
  out), -1 elsewhere."""
  return tf.tensor_scatter_nd_update(
      -tf.ones([size + 1], tf.int64), at[:, tf.newaxis], values)[:size]


def _insert(side, ids, before, after):
  """(flat tokens, flat ids, tokens per old token) of a side with the tag
  _TAGS[before[p]] put before token p and _TAGS[after[p]] after it (-1:
  none)."""
  values = side.flat_values
  n = tf.size(values, out_type=tf.int64)
  has_before = tf.cast(before >= 0, tf.int64)
  slots = 1 + has_before + tf.cast(after >= 0, tf.int64)
  a = tf.repeat(tf.range(n), slots)
  k = tf.ragged.range(slots).flat_values
  word = tf.gather(has_before, a)  # The token's own slot.
  pool_index = tf.where(k < word, n + tf.gather(before, a), tf.where(
      k == word, a, n + tf.gather(after, a)))
  return (tf.gather(tf.concat([values, tf.constant(_TAGS)], 0), pool_index),
          tf.gather(tf.concat([ids, tf.zeros([len(_TAGS)], tf.int32)], 0),
                    pool_index), slots)


def build(prob: float, point_prob: float, max_span: int, max_tags: int):
  """The NativeFn of InlineTags' training path (without placeholders)."""

  def tag(features, seed):
    src, tgt = features["src"], features["tgt"]
    n = tf.size(src.flat_values, out_type=tf.int64)
    m = tf.size(tgt.flat_values, out_type=tf.int64)
    ok, c, width = terminology_native.eligible(features, max_span)
    u, which, count = terminology_native.span_draws(ok, n, seed)
    length = which + 1
    start = terminology_native.walk(src, (count > 0) & (u < prob + point_prob),
                                    length)
    # Each start's number in its row (1, 2, ...); past max_tags: none.
    rows = tf.cast(src.value_rowids(), tf.int64)
    started = tf.cumsum(tf.cast(start, tf.int64))
    number = started - tf.gather(
        tf.concat([[0], started], 0),
        tf.gather(tf.cast(src.row_splits, tf.int64), rows))
    kept = start & (number <= max_tags)
    paired, point = kept & (u < prob), kept & (u >= prob)
    tag_n = number - 1
    none = -tf.ones_like(tag_n)
    src_before = tf.where(paired, tag_n, tf.where(point, _POINT + tag_n, none))
    src_after = _scattered(n, tf.where(paired, tf.range(n) + length - 1, n),
                           tf.where(paired, _CLOSING + tag_n, none))
    span_c = tf.gather(c, which, batch_dims=1)
    span_w = tf.gather(width, which, batch_dims=1)
    first = terminology_native.first_linked_targets(features)
    tgt_before = _scattered(m, tf.where(paired, span_c, tf.where(
        point, first, m)), src_before)
    tgt_after = _scattered(m, tf.where(paired, span_c + span_w - 1, m),
                           tf.where(paired, _CLOSING + tag_n, none))
    out = dict(features)
    for side, before, after in (("src", src_before, src_after),
                                ("tgt", tgt_before, tgt_after)):
      key = native.provenance_key(side)
      values, ids, slots = _insert(features[side], features[key].flat_values,
                                   before, after)
      lengths = tf.math.unsorted_segment_sum(
          slots, tf.cast(features[side].value_rowids(), tf.int64),
          features[side].nrows())
      out[side] = tf.RaggedTensor.from_row_lengths(values, lengths,
                                                   validate=False)
      out[key] = tf.RaggedTensor.from_row_lengths(ids, lengths,
                                                  validate=False)
    return out
  return tag
