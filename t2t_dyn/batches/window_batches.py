"""A mixed window cut into batches: which examples fit, their batches in
shuffled length-bucketed (or packed) order, each batch's padded arrays, and
the fewest slots whose batches reach a switch point.

A batch is given by its window slots: an array of slots, one example a row,
or when packing a list of rows, each an array of slots (`slots_of` joins
them).
"""

from typing import Any, Dict, List, Optional, Sequence

import numpy as np

from t2t_dyn.batches import bucketing
from t2t_dyn.batches.pipeline_stats import PipelineStats
from t2t_dyn.hparams.data_hparams import DataHParams
from t2t_dyn.mixing import windows


class WindowBatcher:
  """Cuts windows into batches under `hparams`' budget; counts the tokens
  and padding of the batches it builds in `stats`."""

  def __init__(self, hparams: DataHParams, factors: Optional[Any],
               stats: PipelineStats):
    """`factors`: the source factors' vocabulary (None without factors)."""
    self.hparams = hparams
    self.scheme = bucketing.BucketScheme.of(hparams)
    self.factors = factors
    self.stats = stats

  def cut(self, window: windows.WindowExamples) -> None:
    """Cuts the window's examples to Tensor2Tensor's max_input_seq_length
    and max_target_seq_length (EOS included, as its preprocessing cuts),
    counting the examples cut per task."""
    cut = window.cut_to({"inputs": self.hparams.max_input_seq_length,
                         "targets": self.hparams.max_target_seq_length})
    np.add.at(self.stats.truncated, window.task_ids[cut], 1)

  def fits(self, src_len: np.ndarray, tgt_len: np.ndarray) -> np.ndarray:
    """Which examples are not too long to train on (the others are dropped
    and counted)."""
    return np.maximum(src_len, tgt_len) <= self.scheme.max_length

  def batches(self, src_len: np.ndarray, tgt_len: np.ndarray,
              rng: Optional[np.random.Generator] = None) -> List[Any]:
    """A window's batches, in shuffled order by `rng` (without it, in
    length order). Too long examples are left out."""
    kept = np.flatnonzero(self.fits(src_len, tgt_len))
    src_len, tgt_len = src_len[kept], tgt_len[kept]
    if self.hparams.packed:
      return [[kept[row.examples] for row in rows]
              for rows in bucketing.pack_batches(
                  src_len, tgt_len, self.scheme, self.hparams.packed_length,
                  rng)]
    order = (bucketing.ordered_batches(src_len, tgt_len, self.scheme)
             if rng is None else
             bucketing.bucket_batches(src_len, tgt_len, self.scheme, rng))
    return [kept[slots] for slots in order]

  def arrays(self, window: windows.WindowExamples,
             slots: Any) -> Dict[str, np.ndarray]:
    """The arrays of one of batches()' batches (counted in the statistics):
    padded, "inputs", "targets" [B, longest] and "task_id" [B]; packed,
    "inputs", "targets" [rows, fullest row] with their "*_segmentation" and
    "*_position", and "targets_task_id" (each target token's task). With
    source factors also "input_factors" [..., F]; with word alignments
    "alignment", "inputs_words" and "targets_words" (windows.WORD_IDS)."""
    words = windows.WORD_IDS if window.has_alignment else {}
    if self.hparams.packed:
      batch = {**window.packed("inputs", slots,
                               alongside=[words["inputs"]] if words else []),
               **window.packed("targets", slots,
                               {"targets_task_id": window.task_ids},
                               [words["targets"]] if words else [])}
      if words:
        batch.update(window.packed_links(slots, batch))
      slots = slots_of(slots)
    else:
      batch = {**window.padded("inputs", slots,
                               [words["inputs"]] if words else []),
               **window.padded("targets", slots,
                               [words["targets"]] if words else []),
               "task_id": window.task_ids[slots]}
      if words:
        batch[windows.ALIGNMENT] = window.links(slots)
    if self.factors is not None:
      batch["inputs"], batch["input_factors"] = self.factors.unpack(
          batch["inputs"])
    tokens = window.lengths["inputs"][slots] + window.lengths["targets"][slots]
    np.add.at(self.stats.tokens, window.task_ids[slots], tokens)
    np.add.at(self.stats.batched, window.task_ids[slots], 1)
    self.stats.real_tokens += int(tokens.sum())
    self.stats.padded_tokens += batch["inputs"].size + batch["targets"].size
    self.stats.batches += 1
    return batch

  def slots_for_batches(self, window: windows.WindowExamples,
                        needed: int) -> Optional[int]:
    """The fewest first slots of `window` whose batches number at least
    `needed`; None when the whole window makes fewer."""
    def batches(slots: int) -> int:
      return len(self.batches(window.lengths["inputs"][:slots],
                              window.lengths["targets"][:slots]))
    size = len(window.task_ids)
    if batches(size) <= needed:
      return None
    low, high = 1, size  # batches(high) > needed >= 1.
    while low < high:
      middle = (low + high) // 2
      if batches(middle) >= needed:
        high = middle
      else:
        low = middle + 1
    return low


def slots_of(batch_slots: Any) -> np.ndarray:
  """The window slots of one of WindowBatcher.batches()' batches: its
  array, or packed, its rows' arrays joined."""
  if isinstance(batch_slots, list):  # Packed: a list of rows.
    return np.concatenate(batch_slots)
  return batch_slots


def pending_after_each(window_batches: Sequence[Any], task_ids: np.ndarray,
                       n_tasks: int) -> List[List[int]]:
  """Per batch of a window: each task's examples in the batches after it."""
  per_batch = np.zeros((len(window_batches), n_tasks), np.int64)
  for j, slots in enumerate(window_batches):
    np.add.at(per_batch[j], task_ids[slots_of(slots)], 1)
  after = per_batch[::-1].cumsum(axis=0)[::-1] - per_batch
  return after.tolist()
