"""DataHParams: how the training batches are made (token budget, lengths,
packing, window, accumulation, cores), Tensor2Tensor's names where it has
them. `batches.bucketing.BucketScheme.of(data_hparams)` turns them into the
scheme that orders and cuts a window: the settings live here, with the
other hyperparameters, and what they build lives with the batches."""

import dataclasses
import os


@dataclasses.dataclass(frozen=True)
class DataHParams:
  """Batching and mixing settings (Tensor2Tensor's names where they exist)."""
  # Token budget per batch, padding included, counted as token_budget says:
  # "longest_side" (Tensor2Tensor's): rows x the longer side's padded
  # length; "both_sides": rows x (padded source + padded target length).
  batch_size: int = 4096
  token_budget: str = "longest_side"
  max_length: int = 256             # Longer examples are dropped, counted.
  # Packing (Tensor2Tensor's packed_length; 0: off): rows of up to this many
  # tokens a side hold several examples (see bucketing.pack_rows); examples
  # longer than it are dropped, counted, as those over max_length are.
  packed_length: int = 0
  # Tensor2Tensor's preprocessing cuts longer id sequences (EOS included)
  # to these lengths (0: no cut), in training and evaluation.
  max_input_seq_length: int = 0
  max_target_seq_length: int = 0
  min_length_bucket: int = 8
  length_bucket_step: float = 1.1
  batch_size_means_tokens: bool = True
  window_size: int = 16384          # Examples mixed and bucketed together.
  seed: int = 1
  grad_accum: int = 1               # Batches per optimizer update.
  # Cores for preprocessing (0: those available): tf.data's threads, and
  # worker processes for tasks with Python-only transforms.
  cores: int = 0

  @property
  def packed(self) -> bool:
    """Whether rows hold several examples (the batches' packed features)."""
    return self.packed_length > 0

  def cores_used(self) -> int:
    return self.cores or len(os.sched_getaffinity(0))

  def longest_example(self) -> int:
    """Longer examples are dropped: max_length, or packed_length if less."""
    if self.packed:
      return min(self.max_length, self.packed_length)
    return self.max_length
