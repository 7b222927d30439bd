"""Batches of encoded source lines for decoding: sorted by length, cut by a
sentence count or a token budget, padded to a few bucket shapes.

A batch holds at most `batch_size` sentences (0: no cap) and, with
`batch_tokens` > 0, at most batch_tokens source tokens counted as rows x
padded source length (Tensor2Tensor's way of counting a training batch's
tokens; a line longer than the budget gets a batch of its own).

With `buckets` (source length boundaries) every batch is padded to a shape
from a small set (what bounded the decoding tf.functions' traces before
they traced once for any shape, beam_search.relaxed_call): its width is
the first boundary at or above its longest line
(beyond the last boundary: the next multiple of the last), and its rows
the full row count of its width, or, for a width's last, partial batch,
the next power of two. Padded rows repeat the batch's last line (their
outputs are dropped; a real line makes them finish when it does), padded
positions are PAD, which the model masks. Without buckets a batch is as
wide as its longest line and has no padded rows.
"""

import dataclasses
from typing import Iterator, List, Optional, Sequence, Tuple

import numpy as np

from t2t_dyn.batches import bucketing

# Source length boundaries: Tensor2Tensor's geometric buckets from 8 by a
# step of 1.5 up to 256 (10 widths; padding costs at most a third more).
DEFAULT_BUCKETS = bucketing.BucketScheme.build(
    batch_size=1, max_length=256, min_length_bucket=8,
    length_bucket_step=1.5).boundaries


@dataclasses.dataclass(frozen=True)
class Batching:
  """How encoded lines are cut into decoding batches (see the module)."""
  batch_size: int = 32   # Sentences per batch at most; 0: no cap.
  batch_tokens: int = 0  # > 0: rows x padded source length at most this.
  buckets: Tuple[int, ...] = ()  # Source length boundaries; (): no padding.

  def __post_init__(self):
    if self.batch_size < 0 or self.batch_tokens < 0:
      raise ValueError(f"batch_size and batch_tokens must be >= 0, got "
                       f"{self.batch_size} and {self.batch_tokens}")
    if not self.batch_size and not self.batch_tokens:
      raise ValueError("give batch_size or batch_tokens (both are 0)")
    if list(self.buckets) != sorted(set(self.buckets)) or (
        self.buckets and self.buckets[0] < 1):
      raise ValueError(f"buckets must be increasing positive lengths, got "
                       f"{self.buckets}")

  def width(self, length: int) -> int:
    """The padded source length of a batch whose longest line has
    `length` ids."""
    for bound in self.buckets:
      if length <= bound:
        return bound
    if not self.buckets:
      return length
    last = self.buckets[-1]
    return -(-length // last) * last

  def rows(self, width: int) -> int:
    """Sentences a batch of this width holds (at least 1)."""
    rows = max(self.batch_tokens // width, 1) if self.batch_tokens else None
    if self.batch_size:
      rows = min(rows or self.batch_size, self.batch_size)
    return rows


@dataclasses.dataclass(frozen=True)
class DecodeBatch:
  """One batch: its lines' indices in the input (one per real row, in row
  order), the position of its first line among the length-sorted lines,
  the inputs int32 [rows, width] (padded rows after the real ones) and
  each row's real length [rows]."""
  lines: List[int]
  start: int
  inputs: np.ndarray
  lengths: np.ndarray

  @property
  def shape(self) -> Tuple[int, int]:
    return tuple(self.inputs.shape)


def total_ids(encoded: Sequence[Optional[Sequence[int]]]) -> int:
  """The ids of the encoded lines that are not None (a decode's work)."""
  return sum(len(ids) for ids in encoded if ids is not None)


def length_batches(encoded: Sequence[Optional[Sequence[int]]],
                   batching: Batching) -> Iterator[DecodeBatch]:
  """Batches of the encoded lines that are not None, shortest first (a
  stable sort: equal lengths keep their input order)."""
  order = sorted((i for i, ids in enumerate(encoded) if ids is not None),
                 key=lambda i: len(encoded[i]))
  start = 0
  while start < len(order):
    end = start + 1
    if batching.buckets:
      # The first (shortest) line's bucket fixes the shape; the batch takes
      # the lines of that bucket up to its row count.
      width = batching.width(len(encoded[order[start]]))
      capacity = batching.rows(width)
      while (end < len(order) and end - start < capacity and
             len(encoded[order[end]]) <= width):
        end += 1
      rows = _padded_rows(end - start, capacity)
    else:
      # Each line taken is the longest so far: it sets the width.
      while (end < len(order) and
             end - start < batching.rows(len(encoded[order[end]]))):
        end += 1
      width = len(encoded[order[end - 1]])
      rows = end - start
    yield _batch(encoded, order[start:end], start, width, rows)
    start = end


def _padded_rows(rows: int, capacity: int) -> int:
  """capacity for a full batch; else the next power of two, capped."""
  if rows >= capacity:
    return rows
  return min(1 << (rows - 1).bit_length(), capacity)


def _batch(encoded, lines: List[int], start: int, width: int,
           rows: int) -> DecodeBatch:
  ids = [encoded[i] for i in lines]
  ids += [ids[-1]] * (rows - len(ids))
  inputs = np.zeros((rows, width), np.int32)
  padded = bucketing.pad_rows(ids)
  inputs[:, :padded.shape[1]] = padded
  return DecodeBatch(lines, start, inputs,
                     np.array([len(r) for r in ids], np.int32))
