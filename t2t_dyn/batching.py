"""Length bucketing under a token budget that counts padding.

Bucket boundaries grow geometrically from `min_length_bucket` by
`length_bucket_step` (Tensor2Tensor's scheme) up to `max_length`. A bucket
whose boundary is b holds batches of `batch_size // b` examples, rounded down
to a multiple of 8 for tensor cores, so rows x padded length never exceeds
the budget. The length of an example is the longer of its two sides.
With `batch_size_means_tokens=False`, every batch has `batch_size` examples.
"""

import bisect
import dataclasses
from typing import Dict, List, Sequence

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

  def bucket_of(self, length: int) -> int:
    return bisect.bisect_left(self.boundaries, length)


def example_length(example: Dict[str, Sequence[int]]) -> int:
  return max(len(example["inputs"]), len(example["targets"]))


def bucket_batches(examples: List[dict], scheme: BucketScheme,
                   rng: np.random.Generator) -> List[List[dict]]:
  """Groups a window's examples (none longer than max_length) into batches
  and shuffles the batches.

  Within a bucket, examples are sorted by (longer side, shorter side) before
  the bucket is cut into batches, so neighbours in a batch have similar
  lengths on both sides (fairseq sorts the same way). A bucket's last batch
  may be smaller: nothing is held back, so a window needs no state after it.
  """
  buckets: Dict[int, List[dict]] = {}
  for example in examples:
    buckets.setdefault(scheme.bucket_of(example_length(example)),
                       []).append(example)
  batches = []
  for b, members in sorted(buckets.items()):
    members.sort(key=lambda e: (example_length(e),
                                min(len(e["inputs"]), len(e["targets"]))))
    size = scheme.batch_sizes[b]
    batches.extend(members[i:i + size] for i in range(0, len(members), size))
  order = rng.permutation(len(batches))
  return [batches[i] for i in order]


def pad_batch(batch: List[dict]) -> Dict[str, np.ndarray]:
  """{"inputs": [B, S], "targets": [B, T], "task_id": [B]} int32, PAD=0."""
  padded = {}
  for feature in ("inputs", "targets"):
    width = max(len(e[feature]) for e in batch)
    array = np.full((len(batch), width), vocabulary.PAD_ID, np.int32)
    for row, example in enumerate(batch):
      array[row, :len(example[feature])] = example[feature]
    padded[feature] = array
  padded["task_id"] = np.asarray([e["task_id"] for e in batch], np.int32)
  return padded
