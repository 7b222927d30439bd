"""Tensor2Tensor's utils.expert_utils at its path: `Parallelism`, the
helper that calls a function once per device (data shard), which modality
and model code receives as `data_parallelism`; `PadRemover`, which takes
padding positions out of a batch before position-wise layers and puts them
back after; `TruncatingDispatcher`, which routes positions to a fixed
number of slots per expert.

Its other mixture-of-experts machinery (gating with variables, the sparse
and distributed dispatchers, the expert layers) is TensorFlow 1 code that
t2t_dyn's models do not use: any other public name raises NotProvidedError
(an ImportError) at use.
"""

from t2t_dyn.foundation import not_provided

__getattr__ = not_provided.refuse_missing(
    __name__, "Tensor2Tensor's mixture-of-experts layers (gating, "
    "the sparse and distributed dispatchers, expert layers) are TensorFlow "
    "1 code that t2t_dyn's models do not use; this module has Parallelism, "
    "PadRemover and TruncatingDispatcher")

# A device "name" meaning: stay on the device in effect.
DEFAULT_DEV_STRING = "existing_device"


def transpose_list_of_lists(lol):
  """[[a1, b1], [a2, b2]] -> [[a1, a2], [b1, b2]] (lists of equal size)."""
  if not lol:
    raise ValueError("transpose_list_of_lists: cannot pass the empty list")
  return [list(x) for x in zip(*lol)]


class Parallelism:
  """Calls `fn` once per device: `Parallelism(devices)(fn, a, b, c)` runs
  fn(a[i], b[i], c) on devices[i] for each i, an argument that is a list
  (of one entry per device) giving each call its entry and any other
  argument going to every call. Returns the n results as a list, or, when
  fn returns tuples, a tuple of lists.

  Variables are shared between the calls as fn shares them (the Keras
  layers it uses); Tensor2Tensor's TF1 variable-scope options for other
  sharing (reuse=False, caching_devices, daisy_chain_variables) are
  refused with a ValueError."""

  def __init__(self, device_names_or_functions, reuse=True,
               caching_devices=None, daisy_chain_variables=False,
               ps_devices=None):
    if not device_names_or_functions:
      raise ValueError("Parallelism: no devices given")
    for name, value, default in (("reuse", reuse, True),
                                 ("caching_devices", caching_devices, None),
                                 ("daisy_chain_variables",
                                  daisy_chain_variables, False)):
      if value != default:
        raise ValueError(
            f"Parallelism({name}={value!r}): Tensor2Tensor's TF1 variable "
            f"scopes are not used here; each call of fn shares the "
            f"variables of the layers it uses: leave {name} at {default!r}")
    self._devices = list(device_names_or_functions)
    self._ps_devices = ps_devices or [""]

  @property
  def n(self):
    """The number of devices (calls)."""
    return len(self._devices)

  @property
  def devices(self):
    return self._devices

  @property
  def ps_devices(self):
    return self._ps_devices

  def _per_device(self, value, what):
    """value as a list of n: a list is taken as is (it must have n
    entries), anything else repeated."""
    if not isinstance(value, list):
      return [value] * self.n
    if len(value) != self.n:
      raise ValueError(f"Parallelism over {self.n} devices: {what} is a "
                       f"list of {len(value)}; give one entry per device")
    return value

  def __call__(self, fn, *args, **kwargs):
    import tensorflow as tf  # pylint: disable=g-import-not-at-top
    fns = self._per_device(fn, "fn")
    args = [self._per_device(a, f"argument {i + 1}")
            for i, a in enumerate(args)]
    kwargs = {k: self._per_device(v, f"argument {k}")
              for k, v in kwargs.items()}
    outputs = []
    for i, device in enumerate(self._devices):
      call_args = [a[i] for a in args]
      call_kwargs = {k: v[i] for k, v in kwargs.items()}
      with tf.name_scope(f"parallel_{i}"):
        if device == DEFAULT_DEV_STRING:
          outputs.append(fns[i](*call_args, **call_kwargs))
        else:
          with tf.device(device):
            outputs.append(fns[i](*call_args, **call_kwargs))
    if isinstance(outputs[0], tuple):
      return tuple(list(o) for o in zip(*outputs))
    return outputs


class PadRemover:
  """Removes the padding positions of a flattened batch and restores them:
  pad_mask [batch * length] (or any shape, flattened) is > 0 at padding.
  remove(x [batch * length, ...]) keeps the rows that are not padding,
  restore(y) scatters such rows back to [batch * length, ...], zeros at
  padding. For position-wise layers, which then skip the padding."""

  def __init__(self, pad_mask):
    import tensorflow as tf  # pylint: disable=g-import-not-at-top
    pad_mask = tf.reshape(pad_mask, [-1])
    # The mask holds 0 or positive values: below 1e-9 is "not padding".
    self.nonpad_ids = tf.cast(tf.where(pad_mask < 1e-9), tf.int32)
    self.dim_origin = tf.shape(pad_mask)[:1]

  def remove(self, x):
    """x [batch * length, ...] -> [nonpadding, ...]."""
    import tensorflow as tf  # pylint: disable=g-import-not-at-top
    kept = tf.gather_nd(x, self.nonpad_ids)
    if not tf.executing_eagerly():
      kept.set_shape([None] + x.shape.as_list()[1:])
    return kept

  def restore(self, x):
    """x [nonpadding, ...] -> [batch * length, ...], zeros at padding."""
    import tensorflow as tf  # pylint: disable=g-import-not-at-top
    shape = tf.concat([self.dim_origin, tf.shape(x)[1:]], axis=0)
    return tf.scatter_nd(self.nonpad_ids, x, shape)


class TruncatingDispatcher:
  """Routes positions to experts in fixed-size slots: requests [batch,
  length, num_experts] (0/1 or bool) asks for each position the experts it
  goes to; each expert takes, per batch row, at most expert_capacity
  positions, the earliest ones (later requests are dropped).
  dispatch(x [batch, length, depth]) -> [batch, num_experts,
  expert_capacity, depth] (empty slots hold position 0's row, masked out
  by combine); combine(y of that shape) -> [batch, length, depth], the sum
  over the experts each position reached (zero where none)."""

  def __init__(self, requests, expert_capacity):
    import tensorflow as tf  # pylint: disable=g-import-not-at-top
    requests = tf.cast(requests, tf.float32)
    capacity = tf.cast(expert_capacity, tf.float32)
    self._batch, self._length, self._num_experts = tf.unstack(
        tf.shape(requests), num=3)
    # The position's rank among its expert's requests in the row.
    rank = tf.cumsum(requests, axis=1, exclusive=True)
    self._gates = requests * tf.cast(rank < capacity, tf.float32)
    batch_index = tf.cast(tf.range(self._batch), tf.float32)[:, None, None]
    position = tf.cast(tf.range(self._length), tf.float32)[None, :, None]
    expert = tf.cast(tf.range(self._num_experts), tf.float32)[None, None, :]
    slot = (rank + (batch_index * tf.cast(self._num_experts, tf.float32)
                    + expert) * capacity)
    # Each slot's position + 1 (0: an empty slot); dropped requests have
    # gate 0, so their (out-of-capacity) slot receives nothing.
    slots = self._batch * self._num_experts * expert_capacity
    filled = tf.math.unsorted_segment_sum(
        tf.reshape((position + 1.0) * self._gates, [-1]),
        tf.cast(tf.reshape(slot * self._gates, [-1]), tf.int32), slots)
    filled = tf.reshape(filled, [self._batch, self._num_experts,
                                 expert_capacity])
    self._nonpadding = tf.minimum(filled, 1.0)
    positions = tf.nn.relu(filled - 1.0)
    self._indices = tf.cast(positions, tf.int32)
    self._flat_indices = tf.cast(
        positions + batch_index * tf.cast(self._length, tf.float32),
        tf.int32)

  def gates(self):
    """[batch, length, num_experts]: 1.0 where a request was kept."""
    return self._gates

  def length_coordinate(self):
    """[batch, num_experts, expert_capacity]: each slot's position in its
    row (0 for an empty slot)."""
    return self._indices

  def nonpadding(self):
    """[batch, num_experts, expert_capacity]: 1.0 where a slot is used."""
    return self._nonpadding

  def dispatch(self, inp):
    """inp [batch, length, depth] -> [batch, num_experts, expert_capacity,
    depth]."""
    import tensorflow as tf  # pylint: disable=g-import-not-at-top
    rows = tf.reshape(inp, [self._batch * self._length, -1])
    return tf.gather(rows, self._flat_indices)

  def combine(self, x):
    """x [batch, num_experts, expert_capacity, depth] -> [batch, length,
    depth]: each position's sum over the slots it took."""
    import tensorflow as tf  # pylint: disable=g-import-not-at-top
    depth = tf.shape(x)[-1]
    x *= self._nonpadding[..., None]
    summed = tf.math.unsorted_segment_sum(
        x, self._flat_indices, self._batch * self._length)
    return tf.reshape(summed, [self._batch, self._length, depth])
