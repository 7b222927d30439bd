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

Packing (`pack_batches`, Tensor2Tensor's packed_length): a window's examples
are packed into rows, several examples a row, by first fit decreasing. A
row holds `packed_length` tokens on the side with more tokens in the window
and proportionally fewer on the other (with equal lengths the shorter side
of a language pair whose target runs 30% longer could fill only 77%). A
batch is as many rows as the budget holds when each row counts its longer
side (longest_side) or both sides (both_sides).
"""

import dataclasses
from typing import List, Optional, Sequence, Tuple

import numpy as np

from t2t_dyn.hparams import data_hparams
from t2t_dyn.setup import vocabulary

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
    """Raises ValueError for a setting out of range. A budget smaller than
    the longest example is allowed: such an example gets a batch of its
    own, as Tensor2Tensor gives a bucket max(1, batch_size // length)
    rows."""
    if length_bucket_step <= 1.0:
      raise ValueError(f"length_bucket_step must be > 1, got "
                       f"{length_bucket_step}")
    if token_budget not in TOKEN_BUDGETS:
      raise ValueError(f"token_budget must be one of {TOKEN_BUDGETS}, got "
                       f"{token_budget!r}")
    if batch_size < 1:
      raise ValueError(f"batch_size must be >= 1, got {batch_size}")
    boundaries = []
    bound = min_length_bucket
    while bound < max_length:
      boundaries.append(bound)
      bound = max(bound + 1, int(bound * length_bucket_step))
    boundaries.append(max_length)
    return cls(tuple(boundaries), batch_size, max_length, token_budget,
               batch_size_means_tokens)

  @classmethod
  def of(cls, data: data_hparams.DataHParams) -> "BucketScheme":
    """The scheme of a run's data hparams. Raises: ValueError for a
    setting out of range."""
    return cls.build(
        data.batch_size, data.longest_example(), data.min_length_bucket,
        data.length_bucket_step, data.batch_size_means_tokens,
        data.token_budget)

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
    fit = max(fit, 1)  # An example over the budget: a batch of its own.
    if fit >= 8:
      fit -= fit % 8
    batches.append(order[start:start + fit])
    start += fit
  return batches


@dataclasses.dataclass(frozen=True)
class PackedRow:
  """One packed row: its examples (indices into the window's) in order."""
  examples: np.ndarray


def row_capacities(src_len: np.ndarray, tgt_len: np.ndarray,
                   packed_length: int) -> Tuple[int, int]:
  """(source, target) tokens a row holds: packed_length on the side with
  more tokens in the window, proportionally fewer on the other (so both
  fill alike), never fewer than its longest example."""
  src_total, tgt_total = max(int(np.sum(src_len)), 1), max(
      int(np.sum(tgt_len)), 1)
  src_cap = tgt_cap = packed_length
  if src_total < tgt_total:
    src_cap = int(np.ceil(packed_length * src_total / tgt_total))
  else:
    tgt_cap = int(np.ceil(packed_length * tgt_total / src_total))
  longest = (int(np.max(src_len, initial=0)), int(np.max(tgt_len, initial=0)))
  return max(src_cap, longest[0], 1), max(tgt_cap, longest[1], 1)


# Examples are paired while the pair takes at most this share of a row.
_PAIRED_SHARE = 0.25
_PAIRING_ROUNDS = 2


def pack_rows(src_len: np.ndarray, tgt_len: np.ndarray,
              capacities: Tuple[int, int]) -> List[PackedRow]:
  """Packs examples into rows of `capacities` (source, target) tokens.

  Two sides fill unevenly: first fit decreasing alone left the target side
  of the scale corpus's rows 4% empty, its short examples being
  source-heavy (a language tag). So short examples are first paired, the
  most source-heavy with the most target-heavy (twice, pairs with pairs),
  then the units go by first fit decreasing (longest total first, into
  the first row with room on both sides). Every example is in exactly one
  row; no row exceeds the capacities, which no example may (the caller
  drops those)."""
  src_len = np.asarray(src_len, np.int64)
  tgt_len = np.asarray(tgt_len, np.int64)
  if not len(src_len):
    return []
  unit_of = np.arange(len(src_len))
  unit_src, unit_tgt = src_len, tgt_len
  for _ in range(_PAIRING_ROUNDS):
    merged_of, unit_src, unit_tgt = _pair_units(unit_src, unit_tgt,
                                                capacities)
    unit_of = merged_of[unit_of]
  row_of_unit = _first_fit_decreasing(unit_src, unit_tgt, capacities)
  row_of = row_of_unit[unit_of]
  by_row = np.argsort(row_of, kind="stable")
  bounds = np.cumsum(np.bincount(row_of))[:-1]
  return [PackedRow(examples) for examples in np.split(by_row, bounds)]


def _pair_units(src: np.ndarray, tgt: np.ndarray,
                capacities: Tuple[int, int]):
  """One pairing round: (new unit of each unit, new units' source and
  target lengths). The k-th most source-heavy unit pairs with the k-th most
  target-heavy (by share of the row) when together they take at most
  _PAIRED_SHARE of a row on each side."""
  lean = src / capacities[0] - tgt / capacities[1]
  source_heavy = np.flatnonzero(lean > 0)
  target_heavy = np.flatnonzero(lean <= 0)
  source_heavy = source_heavy[np.argsort(-lean[source_heavy], kind="stable")]
  target_heavy = target_heavy[np.argsort(lean[target_heavy], kind="stable")]
  n = min(len(source_heavy), len(target_heavy))
  first, second = source_heavy[:n], target_heavy[:n]
  small = ((src[first] + src[second] <= _PAIRED_SHARE * capacities[0]) &
           (tgt[first] + tgt[second] <= _PAIRED_SHARE * capacities[1]))
  first, second = first[small], second[small]
  single = np.ones(len(src), bool)
  single[first] = single[second] = False
  singles = np.flatnonzero(single)
  new_of = np.empty(len(src), np.int64)
  new_of[first] = new_of[second] = np.arange(len(first))
  new_of[singles] = len(first) + np.arange(len(singles))
  return (new_of, np.r_[src[first] + src[second], src[singles]],
          np.r_[tgt[first] + tgt[second], tgt[singles]])


def _first_fit_decreasing(src: np.ndarray, tgt: np.ndarray,
                          capacities: Tuple[int, int]) -> np.ndarray:
  """The row of each unit: longest total first, each into the first row
  with room on both sides, a new row when none has."""
  row_of = np.zeros(len(src), np.int64)
  free_src = np.zeros(len(src), np.int64)
  free_tgt = np.zeros(len(src), np.int64)
  n_rows = 0
  for i in np.argsort(-(src + tgt), kind="stable"):
    s, t = src[i], tgt[i]
    fits = np.flatnonzero((free_src[:n_rows] >= s) & (free_tgt[:n_rows] >= t))
    if len(fits):
      row = fits[0]
    else:
      row, n_rows = n_rows, n_rows + 1
      free_src[row], free_tgt[row] = capacities
    row_of[i] = row
    free_src[row] -= s
    free_tgt[row] -= t
  return row_of


def pack_batches(src_len: np.ndarray, tgt_len: np.ndarray,
                 scheme: BucketScheme, packed_length: int,
                 rng: Optional[np.random.Generator] = None
                 ) -> List[List[PackedRow]]:
  """A window's examples packed into rows and the rows into batches of
  rows_per_batch, fullest rows together, in shuffled batch order (by `rng`;
  without one, fullest first). Raises: ValueError when the budget cannot
  hold one row."""
  capacities = row_capacities(src_len, tgt_len, packed_length)
  rows = pack_rows(src_len, tgt_len, capacities)
  per_batch = rows_per_batch(scheme, capacities)
  fill = [-(src_len[row.examples].sum() + tgt_len[row.examples].sum())
          for row in rows]
  rows = [rows[i] for i in np.argsort(fill, kind="stable")]
  batches = [rows[i:i + per_batch] for i in range(0, len(rows), per_batch)]
  if rng is None:
    return batches
  return [batches[i] for i in rng.permutation(len(batches))]


def rows_per_batch(scheme: BucketScheme, capacities: Tuple[int, int]) -> int:
  """Packed rows a batch holds when each row counts its longer side
  (longest_side) or both (both_sides); a multiple of 8 when at least 8.
  With batch_size_means_tokens=False, batch_size rows. At least one, as
  Tensor2Tensor's max(1, batch_size // length)."""
  if not scheme.batch_size_means_tokens:
    return scheme.batch_size
  row_cost = (sum(capacities) if scheme.token_budget == "both_sides" else
              max(capacities))
  rows = max(1, scheme.batch_size // row_cost)
  return rows - rows % 8 if rows >= 8 else rows


def pad_rows(rows: Sequence[np.ndarray]) -> np.ndarray:
  """int32 [len(rows), longest row], PAD=0 after each row."""
  width = max(len(row) for row in rows)
  array = np.full((len(rows), width), vocabulary.PAD_ID, np.int32)
  for i, row in enumerate(rows):
    array[i, :len(row)] = row
  return array
