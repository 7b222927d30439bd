"""Length bucketing under a token budget that counts padding.

Bucket boundaries grow geometrically from `min_length_bucket` by
`length_bucket_step` (Tensor2Tensor's scheme) up to `max_length`. A bucket
whose boundary is b holds batches of `batch_size // b` examples, rounded down
to a multiple of 8 for tensor cores, so rows x padded length never exceeds
the budget. The length of an example is the longer of its two sides.
With `batch_size_means_tokens=False`, every batch has `batch_size` examples.
"""

import dataclasses
from typing import List, Sequence

import numpy as np

from t2t_dyn import vocabulary


@dataclasses.dataclass(frozen=True)
class BucketScheme:
  """Boundaries (upper lengths, inclusive) and the batch size of each."""
  boundaries: tuple
  batch_sizes: tuple
  max_length: int

  @classmethod
  def build(cls, batch_size: int, max_length: int, min_length_bucket: int = 8,
            length_bucket_step: float = 1.1,
            batch_size_means_tokens: bool = True) -> "BucketScheme":
    """Raises ValueError when the budget cannot hold one longest example."""
    if length_bucket_step <= 1.0:
      raise ValueError(f"length_bucket_step must be > 1, got "
                       f"{length_bucket_step}")
    if batch_size_means_tokens and batch_size < max_length:
      raise ValueError(f"batch_size {batch_size} tokens cannot hold one "
                       f"example of max_length {max_length}")
    boundaries = []
    bound = min_length_bucket
    while bound < max_length:
      boundaries.append(bound)
      bound = max(bound + 1, int(bound * length_bucket_step))
    boundaries.append(max_length)
    if batch_size_means_tokens:
      sizes = []
      for b in boundaries:
        rows = batch_size // b
        sizes.append(rows // 8 * 8 if rows >= 8 else rows)
    else:
      sizes = [batch_size] * len(boundaries)
    return cls(tuple(boundaries), tuple(sizes), max_length)


def bucket_batches(lengths: np.ndarray, shorter: np.ndarray,
                   scheme: BucketScheme,
                   rng: np.random.Generator) -> List[np.ndarray]:
  """Groups a window's examples into batches; returns index arrays in
  shuffled batch order.

  `lengths` is each example's longer side (none beyond max_length),
  `shorter` its shorter side. Within a bucket, examples are sorted by
  (longer, shorter, arrival) before the bucket is cut into batches, so
  neighbours in a batch have similar lengths on both sides (fairseq sorts
  the same way). A bucket's last batch may be smaller: nothing is held
  back, so a window needs no state after it.
  """
  buckets = np.searchsorted(np.asarray(scheme.boundaries), lengths,
                            side="left")
  order = np.lexsort((np.arange(len(lengths)), shorter, lengths, buckets))
  batches = []
  starts = np.flatnonzero(np.diff(buckets[order], prepend=-1))
  ends = np.append(starts[1:], len(order))
  for start, end in zip(starts, ends):
    size = scheme.batch_sizes[buckets[order[start]]]
    batches.extend(order[i:min(i + size, end)] for i in range(start, end, size))
  return [batches[i] for i in rng.permutation(len(batches))]


def pad_rows(rows: Sequence[np.ndarray]) -> np.ndarray:
  """int32 [len(rows), longest row], PAD=0 after each row."""
  width = max(len(row) for row in rows)
  array = np.full((len(rows), width), vocabulary.PAD_ID, np.int32)
  for i, row in enumerate(rows):
    array[i, :len(row)] = row
  return array
