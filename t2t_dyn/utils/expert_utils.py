"""Tensor2Tensor's utils.expert_utils at its path: `Parallelism`, the
helper that calls a function once per device (data shard), which modality
and model code receives as `data_parallelism`.

Its mixture-of-experts machinery (gating, dispatchers, PadRemover, ...)
is TensorFlow 1 code that t2t_dyn's models do not use: any other public
name raises NotProvidedError (an ImportError) at use.
"""

from t2t_dyn.utils import not_provided

__getattr__ = not_provided.refuse_missing(
    __name__, "Tensor2Tensor's mixture-of-experts layers (gating, "
    "dispatchers, PadRemover, ...) are TensorFlow 1 code that t2t_dyn's "
    "models do not use; this module has Parallelism only")

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
