"""The native (TensorFlow) version of `typos`: the same kinds, order,
eligible positions and probabilities as typos.py, on a chunk's sources as
ragged code points, with stateless draws (so its samples follow the same
distribution as the Python version's, not the same random numbers)."""

from typing import List, Mapping, Tuple

import tensorflow as tf

from t2t_dyn.foundation import repeats as repeats_lib
from t2t_dyn.text.forms import WORD_BOUNDARY
from t2t_dyn.transforms import native

_SPACE, _MARK = ord(" "), ord(WORD_BOUNDARY)


def _neighbour_table(neighbours: Mapping[str, str]):
  """[128, most neighbours] code points and [128] counts (ASCII
  letters)."""
  widest = max(len(near) for near in neighbours.values())
  table = [[0] * widest for _ in range(128)]
  counts = [0] * 128
  for key, near in neighbours.items():
    counts[ord(key)] = len(near)
    for j, c in enumerate(near):
      table[ord(key)][j] = ord(c)
  return tf.constant(table, tf.int32), tf.constant(counts, tf.int32)


def _is_char(points):
  return (points != _SPACE) & (points != _MARK)


def _shifted(mask, by: int):
  """mask[i + by] within each row (False past the row's ends)."""
  padded = mask.to_tensor(False)
  width = tf.shape(padded)[1]
  if by > 0:
    moved = tf.concat([padded[:, by:], tf.zeros_like(padded[:, :by])], 1)
  else:
    moved = tf.concat([tf.zeros_like(padded[:, :(-by)]),
                       padded[:, :width + by]], 1)
  return tf.RaggedTensor.from_tensor(moved, lengths=mask.row_lengths())


def _eligible(kind: str, points, counts):
  is_char = _is_char(points)
  if kind == "char_swap":
    return is_char & _shifted(is_char, 1)
  if kind == "missing_char":
    return is_char & (_shifted(is_char, -1) | _shifted(is_char, 1))
  if kind == "extra_char":
    ascii_ = tf.where(points < 128, points, 0)
    return points.with_flat_values(
        tf.gather(counts, ascii_.flat_values) > 0)
  if kind == "repeated_char":
    return is_char
  if kind == "skipped_space":
    return ~is_char & (points != _MARK)
  if kind == "random_space":
    return is_char & _shifted(is_char, -1)
  raise ValueError(kind)


def _choose(eligible, seed):
  """Per row, a uniform position among the eligible ones (global flat
  index) and whether there is one."""
  u = tf.random.stateless_uniform(tf.shape(eligible.flat_values), seed)
  scores = eligible.with_flat_values(
      tf.where(eligible.flat_values, u, -1.0)).to_tensor(-1.0)
  within = tf.argmax(scores, 1, output_type=tf.int64)
  found = tf.reduce_max(scores, 1) >= 0.0
  return eligible.row_starts() + within, found


def _insert_after(points, at, applied, values, how_many):
  """Inserts per applied row values[b, :how_many[b]] after flat index
  at[b]."""
  flat = points.flat_values
  extra = tf.where(applied, how_many, 0)
  repeats = tf.tensor_scatter_nd_add(
      tf.ones_like(flat), at[:, None], extra)
  starts = tf.cumsum(repeats, exclusive=True)
  out = repeats_lib.repeat(flat, repeats)
  j = tf.range(tf.shape(values)[1])
  slot = (j[None, :] < extra[:, None])
  where = tf.boolean_mask(
      tf.gather(starts, at)[:, None] + 1 + tf.cast(j[None, :], tf.int32),
      slot)
  out = tf.tensor_scatter_nd_update(out, tf.cast(where[:, None], tf.int64),
                                    tf.boolean_mask(values, slot))
  return tf.RaggedTensor.from_row_lengths(
      out, points.row_lengths() + tf.cast(extra, tf.int64))


def _delete(points, at, applied, count):
  """Deletes per applied row count[b] characters from flat index at[b]."""
  flat_size = tf.size(points.flat_values, out_type=tf.int64)
  n = tf.where(applied, tf.cast(count, tf.int64), 0)
  offsets = tf.range(2, dtype=tf.int64)
  hit = tf.boolean_mask(at[:, None] + offsets[None, :],
                        offsets[None, :] < n[:, None])
  keep = tf.tensor_scatter_nd_update(
      tf.ones([flat_size], tf.bool), hit[:, None],
      tf.zeros_like(hit, tf.bool))
  return tf.ragged.boolean_mask(points, points.with_flat_values(keep))


def _apply_kind(kind, points, at, applied, marked, seed, table, counts):
  flat = points.flat_values
  if kind == "char_swap":
    at = tf.boolean_mask(at, applied)
    swapped = tf.tensor_scatter_nd_update(
        flat, tf.concat([at, at + 1], 0)[:, None],
        tf.concat([tf.gather(flat, at + 1), tf.gather(flat, at)], 0))
    return points.with_flat_values(swapped)
  if kind == "missing_char":
    return _delete(points, at, applied, tf.ones_like(at, tf.int32))
  if kind == "skipped_space":
    next_is_mark = tf.gather(
        tf.concat([flat, [0]], 0), at + 1) == _MARK
    return _delete(points, at, applied,
                   tf.where(next_is_mark, 2, 1))
  char = tf.gather(tf.concat([flat, [0]], 0), at)
  if kind == "extra_char":
    key = tf.where(char < 128, char, 0)
    n = tf.maximum(tf.gather(counts, key), 1)
    u = tf.random.stateless_uniform(tf.shape(at), seed)
    pick = tf.minimum(tf.cast(u * tf.cast(n, tf.float32), tf.int32), n - 1)
    values = tf.gather_nd(table, tf.stack([key, pick], 1))[:, None]
    return _insert_after(points, at, applied, values, tf.ones_like(key))
  if kind == "repeated_char":
    return _insert_after(points, at, applied, char[:, None],
                         tf.ones_like(char))
  if kind == "random_space":  # Before `at`: after at - 1.
    values = tf.fill([tf.size(at), 2], _SPACE)
    values = tf.concat([values[:, :1], tf.fill([tf.size(at), 1], _MARK)], 1)
    return _insert_after(points, tf.where(applied, at - 1, 0), applied,
                         values, tf.where(marked, 2, 1))
  raise ValueError(kind)


def typos_fn(probabilities: List[Tuple[str, float]],
             neighbours: Mapping[str, str], is_train: bool):
  """A NativeFn applying `probabilities` ((kind, p) in typos.KINDS order)
  to the sources of training chunks; `neighbours`: typos.NEIGHBOURS."""

  def apply_typos(features, seed):
    if not is_train:
      return features
    table, counts = _neighbour_table(neighbours)
    tokens = features["src"]
    marked = tf.reduce_any(tokens.with_flat_values(
        tf.strings.substr(tokens.flat_values, 0, len(WORD_BOUNDARY.encode()))
        == WORD_BOUNDARY), 1)
    points = tf.strings.unicode_decode(
        tf.strings.reduce_join(tokens, 1, separator=" "), "UTF-8")
    rows = tf.shape(marked)[0]
    for salt, (kind, p) in enumerate(probabilities):
      kind_seed = native.fold(seed, salt)
      happens = tf.random.stateless_uniform(
          [rows], native.fold(kind_seed, 0)) < p
      at, found = _choose(_eligible(kind, points, counts),
                          native.fold(kind_seed, 1))
      applied = happens & found
      points = _apply_kind(kind, points, tf.where(applied, at, 0), applied,
                           marked, native.fold(kind_seed, 2), table, counts)
    text = tf.strings.unicode_encode(points, "UTF-8")
    return {**features, "src": tf.strings.split(text)}
  return apply_typos
