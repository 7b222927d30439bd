"""Length bucketing under a token budget, with the budget's meaning stated.

`batch_size` is a token budget, counted one of two ways (`token_budget`):

  "longest_side" (default, Tensor2Tensor's convention): rows x the padded
      length of the longer side <= batch_size. Source and target together
      may then hold up to 2 x batch_size tokens, padding included.
  "both_sides" (the total a batch holds, as fairseq's max_tokens is read
      for memory): rows x (padded source length + padded target length)
      <= batch_size, padding included.

A window's examples are ordered by a geometric bucket of their longer side
(boundaries from `min_length_bucket` by `length_bucket_step`, Tensor2Tensor's
scheme, up to `max_length`), then by source length, then by target length,
so neighbours have similar lengths on both sides even when the longer side
switches between source and target (as it does across languages). The
ordered examples are cut greedily into the largest batches the budget
allows, rounded down to a multiple of 8 rows for tensor cores (when at least
8 fit). With `batch_size_means_tokens=False`, every batch has `batch_size`
examples.
"""

import dataclasses
from typing import List, Sequence

import numpy as np

from t2t_dyn import vocabulary

TOKEN_BUDGETS = ("longest_side", "both_sides")


@dataclasses.dataclass(frozen=True)
class BucketScheme:
  """How a window's examples are ordered and cut into batches."""
  boundaries: tuple
  batch_size: int
  max_length: int
  token_budget: str = "longest_side"
  batch_size_means_tokens: bool = True

  @classmethod
  def build(cls, batch_size: int, max_length: int, min_length_bucket: int = 8,
            length_bucket_step: float = 1.1,
            batch_size_means_tokens: bool = True,
            token_budget: str = "longest_side") -> "BucketScheme":
    """Raises ValueError when the budget cannot hold one longest example or
    a setting is out of range."""
    if length_bucket_step <= 1.0:
      raise ValueError(f"length_bucket_step must be > 1, got "
                       f"{length_bucket_step}")
    if token_budget not in TOKEN_BUDGETS:
      raise ValueError(f"token_budget must be one of {TOKEN_BUDGETS}, got "
                       f"{token_budget!r}")
    longest = max_length * (2 if token_budget == "both_sides" else 1)
    if batch_size_means_tokens and batch_size < longest:
      raise ValueError(f"batch_size {batch_size} tokens ({token_budget}) "
                       f"cannot hold one example of max_length {max_length}")
    boundaries = []
    bound = min_length_bucket
    while bound < max_length:
      boundaries.append(bound)
      bound = max(bound + 1, int(bound * length_bucket_step))
    boundaries.append(max_length)
    return cls(tuple(boundaries), batch_size, max_length, token_budget,
               batch_size_means_tokens)

  def cost(self, rows: np.ndarray, src_width: np.ndarray,
           tgt_width: np.ndarray) -> np.ndarray:
    """What the budget counts for batches of `rows` rows padded to these
    widths."""
    if self.token_budget == "both_sides":
      return rows * (src_width + tgt_width)
    return rows * np.maximum(src_width, tgt_width)


def bucket_batches(src_len: np.ndarray, tgt_len: np.ndarray,
                   scheme: BucketScheme,
                   rng: np.random.Generator) -> List[np.ndarray]:
  """Groups a window's examples into batches; returns index arrays in
  shuffled batch order. No example may be longer than max_length (the
  caller drops and counts those). Nothing is held back for the next window.
  """
  batches = ordered_batches(src_len, tgt_len, scheme)
  return [batches[i] for i in rng.permutation(len(batches))]


def ordered_batches(src_len: np.ndarray, tgt_len: np.ndarray,
                    scheme: BucketScheme) -> List[np.ndarray]:
  """The batches of bucket_batches in length order. An example that alone
  exceeds the budget gets a batch of its own."""
  src_len, tgt_len = np.asarray(src_len), np.asarray(tgt_len)
  longer = np.maximum(src_len, tgt_len)
  buckets = np.searchsorted(np.asarray(scheme.boundaries), longer,
                            side="left")
  order = np.lexsort((np.arange(len(longer)), tgt_len, src_len, buckets))
  if not scheme.batch_size_means_tokens:
    size = scheme.batch_size
    return [order[i:i + size] for i in range(0, len(order), size)]
  return _cut(order, src_len[order], tgt_len[order], scheme)


def _cut(order: np.ndarray, src: np.ndarray, tgt: np.ndarray,
         scheme: BucketScheme) -> List[np.ndarray]:
  """Greedy cut of ordered examples: each batch the longest run from its
  start whose cost fits the budget (rounded down to 8k rows when >= 8)."""
  batches = []
  start, n = 0, len(order)
  # A batch has at most batch_size // 1 rows; look that far ahead at most.
  horizon = scheme.batch_size
  while start < n:
    end = min(n, start + horizon)
    rows = np.arange(1, end - start + 1)
    cost = scheme.cost(rows, np.maximum.accumulate(src[start:end]),
                       np.maximum.accumulate(tgt[start:end]))
    fit = int(np.searchsorted(cost, scheme.batch_size, side="right"))
    fit = max(fit, 1)  # One example always fits (checked by build()).
    if fit >= 8:
      fit -= fit % 8
    batches.append(order[start:start + fit])
    start += fit
  return batches


def pad_rows(rows: Sequence[np.ndarray]) -> np.ndarray:
  """int32 [len(rows), longest row], PAD=0 after each row."""
  width = max(len(row) for row in rows)
  array = np.full((len(rows), width), vocabulary.PAD_ID, np.int32)
  for i, row in enumerate(rows):
    array[i, :len(row)] = row
  return array
