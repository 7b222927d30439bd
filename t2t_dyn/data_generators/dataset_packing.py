"""sequence_packing's packing of a tf.data.Dataset (imported when a
dataset is packed: it needs TensorFlow).

One tf.data scan keeps the queue of open packed examples as tensors: the
ids, segment numbers and positions of each [queue, sequences, length], the
ids used of each [queue, sequences] (spacing included) and its example
count [queue]. The queue is kept oldest first: giving out the oldest
shifts it by one and opens an empty example at the end. After the last
example, `queue` flush steps give out what is left, in order.
"""

import sys
from typing import Optional, Sequence

import tensorflow as tf


def pack(dataset: tf.data.Dataset, length: int, spacing: int, queue: int,
         chop: bool, window_size: Optional[int],
         keys: Optional[Sequence[str]]) -> tf.data.Dataset:
  """See sequence_packing.SequenceDatasetPacker. Raises: ValueError for
  sequences that are not 1-D or of different dtypes, or chop with more
  than one sequence."""
  spec = dataset.element_spec
  if isinstance(spec, dict):
    keys = list(keys) if keys else list(spec)
    dataset = dataset.map(lambda x: tuple(x[k] for k in keys))
  elif not isinstance(spec, tuple):
    dataset = dataset.map(lambda x: (x,))
  else:
    keys = None
  specs = dataset.element_spec
  for item in specs:
    if not item.shape.is_compatible_with(tf.TensorShape([None])):
      raise ValueError(f"Tensors to be packed must be one-dimensional, got "
                       f"{item.shape}")
  if len({item.dtype for item in specs}) != 1:
    raise ValueError(f"Inconsistent dtypes: {[s.dtype for s in specs]}")
  if chop and len(specs) != 1:
    raise ValueError("chop_long_sequences expects a single sequence dataset")
  packer = _Packer(length, spacing, queue, chop, len(specs), specs[0].dtype)
  if window_size:
    packed = dataset.window(window_size).flat_map(
        lambda *window: packer.packed(tf.data.Dataset.zip(window)))
  else:
    packed = packer.packed(dataset)
  return packed.map(lambda rows: _named(rows, keys))


def _named(rows, keys):
  if keys is None:
    return {"contents": tf.transpose(rows["ids"]),
            "segment": tf.transpose(rows["segment"]),
            "position": tf.transpose(rows["position"])}
  out = {}
  for i, key in enumerate(keys):
    out[key] = rows["ids"][i]
    out[key + "_segmentation"] = rows["segment"][i]
    out[key + "_position"] = rows["position"][i]
  return out


class _Packer:
  """The scan over one stream of examples (tuples of 1-D tensors)."""

  def __init__(self, length, spacing, queue, chop, sequences, dtype):
    self.length, self.spacing, self.queue = length, spacing, queue
    self.chop, self.sequences, self.dtype = chop, sequences, dtype

  def packed(self, examples: tf.data.Dataset) -> tf.data.Dataset:
    """{"ids", "segment", "position"} [sequences, length] per packed
    example."""
    if self.chop:
      examples = examples.map(lambda x: (x[:self.length],))
    else:
      examples = examples.filter(self._fits_or_warn)
    flush = tuple(tf.zeros([0], self.dtype) for _ in range(self.sequences))
    stream = examples.map(lambda *x: (x, False)).concatenate(
        tf.data.Dataset.from_tensors((flush, True)).repeat(self.queue))
    given = stream.scan(self._empty_queue(), self._step)
    return given.filter(lambda out, rows: out).map(
        lambda out, rows: _zero_where_padding(rows))

  def _fits_or_warn(self, *example):
    lengths = tf.stack([tf.shape(x)[0] for x in example])
    fits = tf.reduce_all(lengths <= self.length)

    def warn():
      with tf.control_dependencies([tf.print(
          "pack_dataset: dropped an example of", lengths,
          "ids, longer than the packed length", self.length,
          output_stream=sys.stderr)]):
        return tf.constant(False)
    return tf.cond(fits, lambda: tf.constant(True), warn)

  def _empty_queue(self):
    shape = [self.queue, self.sequences, self.length]
    return {"ids": tf.zeros(shape, self.dtype),
            "segment": tf.zeros(shape, tf.int32),
            "position": tf.zeros(shape, tf.int32),
            "used": tf.zeros([self.queue, self.sequences], tf.int32),
            "count": tf.zeros([self.queue], tf.int32)}

  def _step(self, state, element):
    example, flush = element
    lengths = tf.stack([tf.shape(x, out_type=tf.int32)[0] for x in example])
    fits = tf.reduce_all(state["used"] + lengths[tf.newaxis] <= self.length,
                         axis=1)
    give_out = tf.logical_or(flush, tf.logical_not(tf.reduce_any(fits)))
    oldest = {k: state[k][0] for k in ("ids", "segment", "position")}
    out = tf.logical_and(give_out, state["count"][0] > 0)
    shifted = {k: tf.concat([v[1:], tf.zeros_like(v[:1])], axis=0)
               for k, v in state.items()}
    state = {k: tf.where(give_out, shifted[k], v) for k, v in state.items()}
    home = tf.where(give_out, self.queue - 1,
                    tf.argmax(tf.cast(fits, tf.int32), output_type=tf.int32))
    placed = tf.logical_and(
        tf.one_hot(home, self.queue, on_value=True, off_value=False),
        tf.logical_not(flush))
    rows = self._with_example(state, home, example, lengths)
    for key in ("ids", "segment", "position"):
      state[key] = tf.where(placed[:, tf.newaxis, tf.newaxis],
                            rows[key][tf.newaxis], state[key])
    state["used"] = tf.where(placed[:, tf.newaxis],
                             state["used"] + lengths + self.spacing,
                             state["used"])
    state["count"] = tf.where(placed, state["count"] + 1, state["count"])
    return state, (out, oldest)

  def _with_example(self, state, home, example, lengths):
    """The rows of queue entry `home` with the example appended."""
    offsets = state["used"][home]
    segment = state["count"][home] + 1
    place = tf.range(self.length, dtype=tf.int32)
    rows = {"ids": [], "segment": [], "position": []}
    for i, sequence in enumerate(example):
      within = place - offsets[i]
      inside = tf.logical_and(within >= 0, within < lengths[i])
      padded = tf.pad(sequence, [[0, self.length - lengths[i]]])
      ids = tf.gather(padded, tf.clip_by_value(within, 0, self.length - 1))
      rows["ids"].append(tf.where(inside, ids, state["ids"][home, i]))
      rows["segment"].append(tf.where(inside, segment,
                                      state["segment"][home, i]))
      rows["position"].append(tf.where(inside, within,
                                       state["position"][home, i]))
    return {k: tf.stack(v) for k, v in rows.items()}


def _zero_where_padding(rows):
  """Tensor2Tensor's packed examples: segment and position 0 where the id
  is 0 (padding)."""
  real = tf.cast(tf.not_equal(rows["ids"], 0), tf.int32)
  return {"ids": rows["ids"], "segment": rows["segment"] * real,
          "position": rows["position"] * real}
