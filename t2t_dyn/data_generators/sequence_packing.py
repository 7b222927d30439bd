"""Tensor2Tensor's packing of examples into longer ones (generator_utils
re-exports every name).

A packed example concatenates whole examples, feature by feature, with
"<feature>_segmentation" (1 for the first example in it, 2 for the next;
0 for padding and spacing) and "<feature>_position" (the position within
its example). Both packers here place examples as Tensor2Tensor's did, so
they give its examples: a queue of at most `queue_size` open examples,
each new one put into the first that has room for every feature, else
into a new one, the oldest given out first when the queue is full; the
rest given out in order at the end.

This is not the training pipeline's packing (batches.bucketing packs the
rows of a window, fullest first): that one packs better, and this one is
the contract user code relies on.
"""

from typing import Any, Dict, Iterable, Iterator, List, Optional, Sequence

from absl import logging


class SequencePacker:
  """One packed example of single sequences (targets): ids, segment
  numbers and positions, `spacing` zeros between sequences."""

  def __init__(self, first_sequence: Sequence[int], spacing: int = 2):
    self._spacing = spacing
    self._ids: List[int] = []
    self._segmentation: List[int] = []
    self._position: List[int] = []
    self._segments = 0
    self._append(first_sequence)

  def _append(self, ids: Sequence[int]) -> None:
    self._segments += 1
    self._ids.extend(ids)
    self._segmentation.extend([self._segments] * len(ids))
    self._position.extend(range(len(ids)))

  def add(self, ids: Sequence[int]) -> None:
    gap = [0] * self._spacing
    self._ids.extend(gap)
    self._segmentation.extend(gap)
    self._position.extend(gap)
    self._append(ids)

  def can_fit(self, ids: Sequence[int], packed_length: int) -> bool:
    return len(self._ids) + self._spacing + len(ids) <= packed_length

  def to_dict(self) -> Dict[str, List[int]]:
    """Tensor2Tensor's targets-only packed example ("inputs" is [0])."""
    return {"inputs": [0], "targets": list(self._ids),
            "targets_segmentation": list(self._segmentation),
            "targets_position": list(self._position)}


class SequencePairPacker:
  """One packed example of (inputs, targets) pairs."""

  def __init__(self, first_sequence_pair, spacing: int = 2):
    self._inputs = SequencePacker(first_sequence_pair[0], spacing)
    self._targets = SequencePacker(first_sequence_pair[1], spacing)

  def add(self, pair) -> None:
    self._inputs.add(pair[0])
    self._targets.add(pair[1])

  def can_fit(self, pair, packed_length: int) -> bool:
    return (self._inputs.can_fit(pair[0], packed_length) and
            self._targets.can_fit(pair[1], packed_length))

  def to_dict(self) -> Dict[str, List[int]]:
    packed = self._targets.to_dict()
    inputs = self._inputs.to_dict()
    packed.update({"inputs": inputs["targets"],
                   "inputs_segmentation": inputs["targets_segmentation"],
                   "inputs_position": inputs["targets_position"]})
    return packed


def pack_examples(examples: Iterable[Dict[str, Any]], has_inputs: bool,
                  packed_length: int = 256, spacing: int = 2,
                  queue_size: int = 10, chop_long_sequences: bool = False
                  ) -> Iterator[Dict[str, List[int]]]:
  """Examples ({"inputs", "targets"} id lists; targets only without
  has_inputs) packed as the module docstring says, unpadded. An example
  longer than packed_length is one of its own, or with chop_long_sequences
  (targets only) cut into packed_length pieces. Raises: ValueError for
  chop_long_sequences with has_inputs."""
  if chop_long_sequences and has_inputs:
    raise ValueError("pack_examples: chop_long_sequences cuts single "
                     "sequences; it cannot cut (inputs, targets) pairs")
  packer = SequencePairPacker if has_inputs else SequencePacker
  queue: list = []
  for example in examples:
    item = ((list(example["inputs"]), list(example["targets"]))
            if has_inputs else list(example["targets"]))
    if chop_long_sequences and len(item) > packed_length:
      whole = len(item) - len(item) % packed_length
      for start in range(0, whole, packed_length):
        yield packer(item[start:start + packed_length], spacing).to_dict()
      item = item[whole:]
    home = next((p for p in queue if p.can_fit(item, packed_length)), None)
    if home is not None:
      home.add(item)
      continue
    if len(queue) == queue_size:
      yield queue.pop(0).to_dict()
    queue.append(packer(item, spacing))
  for open_example in queue:
    yield open_example.to_dict()


class SequenceDatasetPacker:
  """pack_examples for a tf.data.Dataset of 1-D sequences (a dict, a tuple
  or one tensor), each packed example padded to packed_length. A sequence
  longer than packed_length is dropped (a warning says so), or cut to
  packed_length with chop_long_sequences (one sequence only). With
  window_size, each window of that many examples is packed on its own, as
  Tensor2Tensor's concurrent packing did; its windows, here in order."""

  def __init__(self, packed_length: int = 256, spacing: int = 0,
               queue_size: int = 10, chop_long_sequences: bool = False):
    self._length = packed_length
    self._spacing = spacing
    self._queue = queue_size
    self._chop = chop_long_sequences

  def __call__(self, dataset, window_size: Optional[int] = None,
               cycle_length: Optional[int] = None,
               keys: Optional[Sequence[str]] = None):
    """The packed dataset: {key, key_segmentation, key_position} for dicts,
    else {"contents", "segment", "position"} [packed_length, sequences]."""
    from t2t_dyn.data_generators import dataset_packing  # pylint: disable=g-import-not-at-top
    if cycle_length is not None and window_size is None:
      # Tensor2Tensor's default window: every queue filled about 10 times.
      window_size = int(self._length / 8 * self._queue * 10)
    return dataset_packing.pack(dataset, self._length, self._spacing,
                                self._queue, self._chop, window_size, keys)


def pack_dataset(dataset, length: int, keys: Optional[Sequence[str]] = None,
                 use_custom_ops: bool = False):
  """A dataset of dicts of 1-D sequences packed as pack_examples packs
  (no spacing, a queue of 10, windows of length * 12.5 examples), each
  feature of `keys` (default: all) padded to `length` with its
  "_segmentation" and "_position" (int32; 0 where the id is 0). Raises:
  ValueError for a key the dataset lacks, a feature that is not 1-D, or
  use_custom_ops (Tensor2Tensor's compiled pack_sequences op, which its
  pip package lacked too)."""
  if use_custom_ops:
    raise ValueError(
        "pack_dataset(use_custom_ops=True) needs Tensor2Tensor's compiled "
        "pack_sequences op, which is not provided: pass "
        "use_custom_ops=False")
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  spec = dataset.element_spec
  if not isinstance(spec, dict):
    raise ValueError(f"pack_dataset takes a dataset of dicts of sequences, "
                     f"got elements of {spec}")
  keys = list(spec) if keys is None else list(keys)
  for key in keys:
    if key not in spec:
      raise ValueError(f"Key {key} not found in dataset.  Available keys "
                       f"are {list(spec)}")
    if not spec[key].shape.is_compatible_with(tf.TensorShape([None])):
      raise ValueError(f"Tensors to be packed must be one-dimensional: "
                       f"{key!r} has shape {spec[key].shape}")
  logging.info("pack_dataset: packing %s at length %d", keys, length)
  return SequenceDatasetPacker(length, spacing=0, queue_size=10)(
      dataset, cycle_length=10, keys=keys)
