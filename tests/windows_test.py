"""Tests of t2t_dyn.mixing.windows: drawing a window from chunk sources."""

import collections
from typing import Iterator, List, Sequence

import numpy as np
import pytest

from t2t_dyn.mixing import windows
from t2t_dyn.setup.vocabulary import EOS_ID, PAD_ID
from t2t_dyn.test_utils import batch_piece_links
from t2t_dyn.text import alignments


def _chunk(task: int, first_line: int, rows: int, dropped: Sequence[int] = (),
           input_of=lambda line: 0) -> windows.Chunk:
  """Rows with ids [100 * task + line + 2, EOS] on both sides (line: the
  row's line number in the stream); `dropped`: {line: 1 + filter place}."""
  dropped = dict(dropped)
  lines = np.arange(first_line, first_line + rows)
  ids = np.stack([100 * task + lines + 2, np.full(rows, EOS_ID)], 1)
  splits = np.arange(0, 2 * rows + 1, 2)
  return windows.Chunk({
      "inputs": ids.ravel().astype(np.int32), "inputs_splits": splits,
      "targets": ids.ravel().astype(np.int32), "targets_splits": splits,
      "keep": np.array([line not in dropped for line in lines]),
      "dropped_by": np.array([dropped.get(line, 0) for line in lines],
                             np.int32),
      "input": np.array([input_of(line) for line in lines], np.int32)})


def _source(task: int, rows_per_chunk: int = 5, dropped=(),
            input_of=lambda line: 0) -> Iterator[windows.Chunk]:
  first = 0
  while True:
    mine = [(line, place) for line, place in dropped
            if first <= line < first + rows_per_chunk]
    yield _chunk(task, first, rows_per_chunk, mine, input_of)
    first += rows_per_chunk


def _lines(window: windows.MixedWindow, task: int) -> List[int]:
  """The stream line of each of the window's slots of `task`, in slot
  order."""
  slots = np.flatnonzero(window.examples.task_ids == task)
  ids = window.examples.padded("inputs", slots)["inputs"][:, 0]
  return list(ids - 100 * task - 2)


def _mixer(dropped=(), seed=1, consumer=0, input_of=lambda line: 0):
  return windows.Mixer([_source(0, dropped=dropped, input_of=input_of),
                        _source(1)], [0, 0], window_size=40, seed=seed,
                       consumer_index=consumer)


def test_slot_j_of_a_task_gets_its_jth_next_kept_line():
  dropped = [(1, 2), (2, 2), (7, 1)]
  mixer = _mixer(dropped)
  first = mixer.draw(0, step=0, probabilities=np.array([0.5, 0.5]))
  kept = [line for line in range(100) if line not in dict(dropped)]
  taken = _lines(first, 0)
  assert taken == kept[:len(taken)]
  assert _lines(first, 1) == list(range(len(_lines(first, 1))))
  # Lines consumed: through the last kept line taken (the dropped ones
  # before it included, counted as read and filtered).
  assert first.consumed[0] == taken[-1] + 1
  assert first.drawn[0] == first.consumed[0] and first.filtered[0] == 3
  second = mixer.draw(1, step=5, probabilities=np.array([0.5, 0.5]))
  assert _lines(second, 0)[0] == kept[len(taken)]
  np.testing.assert_array_equal(second.examples.lines_after[
      second.examples.task_ids == 0], [
          line + 1 for line in _lines(second, 0)])


def test_a_smaller_window_is_the_first_slots_of_the_full_one():
  mixer = _mixer()
  full = mixer.draw(3, step=0, probabilities=np.array([0.3, 0.7]))
  mixer.rewind()
  part = mixer.draw(3, step=0, probabilities=np.array([0.3, 0.7]), size=17)
  np.testing.assert_array_equal(part.examples.task_ids,
                                full.examples.task_ids[:17])
  for task in (0, 1):
    assert _lines(part, task) == _lines(full, task)[:len(_lines(part, task))]
  after = mixer.draw(4, step=1, probabilities=np.array([0.3, 0.7]))
  # The next window starts where the smaller one ended.
  assert _lines(after, 0)[0] == len(_lines(part, 0))
  assert _lines(after, 1)[0] == len(_lines(part, 1))


def test_the_draw_is_a_function_of_seed_consumer_and_window():
  probabilities = np.array([0.5, 0.5])

  def choices(seed, consumer, window):
    return _mixer(seed=seed, consumer=consumer).draw(
        window, 0, probabilities).examples.task_ids

  np.testing.assert_array_equal(choices(1, 0, 5), choices(1, 0, 5))
  for other in ((2, 0, 5), (1, 1, 5), (1, 0, 6)):
    assert not np.array_equal(choices(1, 0, 5), choices(*other))
  shares = np.mean([np.mean(choices(1, 0, w) == 1) for w in range(50)])
  assert abs(shares - 0.5) < 0.05


def test_filtered_lines_are_counted_by_task_input_and_filter():
  dropped = [(0, 1), (3, 2), (4, 2), (6, 2), (11, 1)]
  mixer = _mixer(dropped, input_of=lambda line: line % 2)
  window = mixer.draw(0, 0, np.array([1.0, 0.0]))
  assert window.consumed[0] > 11
  expected = collections.Counter()
  for line, place in dropped:
    expected[windows.FilterKey(0, line % 2, place)] += 1
  assert window.filtered_by == dict(expected)
  assert window.filtered[0] == len(dropped)


def test_padded_and_packed_rows():
  mixer = _mixer()
  window = mixer.draw(0, 0, np.array([0.5, 0.5])).examples
  slots = np.array([0, 1, 2])
  padded = window.padded("targets", slots)["targets"]
  assert padded.shape == (3, 2) and (padded[:, 1] == EOS_ID).all()
  packed = window.packed("targets", [np.array([0, 1]), np.array([2])],
                         {"targets_task_id": window.task_ids})
  np.testing.assert_array_equal(packed["targets"][0],
                                np.concatenate([padded[0], padded[1]]))
  np.testing.assert_array_equal(packed["targets"][1][:2], padded[2])
  assert (packed["targets"][1][2:] == PAD_ID).all()
  np.testing.assert_array_equal(packed["targets_segmentation"],
                                [[1, 1, 2, 2], [1, 1, 0, 0]])
  np.testing.assert_array_equal(packed["targets_position"],
                                [[0, 1, 0, 1], [0, 1, 0, 0]])
  np.testing.assert_array_equal(packed["targets_task_id"][0],
                                np.repeat(window.task_ids[:2], 2))


S0, S1, S2 = (alignments.source_id(i) for i in range(3))
T0, T1 = (alignments.target_id(j) for j in range(2))


def _aligned_window(link_counts: Sequence[int]) -> windows.WindowExamples:
  """One chunk, row r: 3 source ids (words 0, 0, 1) and 2 target ids
  (words 0, 1) plus EOS, and link_counts[r] word links, the k-th (target
  word k % 2, source word k % 3): source word 2 has no piece left."""
  rows = len(link_counts)
  links = np.array([(alignments.target_id(k % 2), alignments.source_id(k % 3))
                    for n in link_counts for k in range(n)],
                   np.int32).reshape(-1, 2)
  chunk = windows.Chunk({
      "inputs": np.tile(np.array([5, 6, 7, EOS_ID], np.int32), rows),
      "inputs_words": np.tile(np.array([S0, S0, S1, 0], np.int32), rows),
      "targets": np.tile(np.array([8, 9, EOS_ID], np.int32), rows),
      "targets_words": np.tile(np.array([T0, T1, 0], np.int32), rows),
      **{f"{side}_splits": np.arange(0, n * rows + 1, n)
         for side, n in (("inputs", 4), ("targets", 3))},
      "alignment": links,
      "alignment_splits": np.cumsum([0] + list(link_counts)),
      "keep": np.ones(rows, bool), "dropped_by": np.zeros(rows, np.int32),
      "input": np.zeros(rows, np.int32)})
  return windows.WindowExamples([chunk], np.zeros(rows, np.int64),
                                np.arange(rows), np.zeros(rows, np.int32),
                                np.arange(1, rows + 1))


# A row's piece links by the word links (k % 2, k % 3): (t, s) for target
# word k % 2 and the pieces of source word k % 3.
_PIECES_OF = {0: [0, 1], 1: [2], 2: []}


def _piece_links(n_links, max_source=3):
  return sorted({(k % 2, s) for k in range(n_links)
                 for s in _PIECES_OF[k % 3] if s < max_source})


def _padded_batch(window, slots):
  return {"alignment": window.links(slots),
          **window.padded("inputs", slots, ["inputs_words"]),
          **window.padded("targets", slots, ["targets_words"])}


def test_word_links_padded_packed_and_cut():
  window = _aligned_window([3, 0, 6, 1])
  slots = np.array([2, 0, 1, 3])
  padded = window.links(slots)
  assert padded.shape == (4, 6, 2) and padded.dtype == np.int32
  assert padded[0].tolist() == [[alignments.target_id(k % 2),
                                 alignments.source_id(k % 3)]
                                for k in range(6)]
  assert padded[2].tolist() == [[0, 0]] * 6
  assert padded[1].tolist() == [[T0, S0], [T1, S1], [T0, S2]] + [[0, 0]] * 3
  assert batch_piece_links(_padded_batch(window, slots)) == [
      _piece_links(n) for n in (6, 3, 0, 1)]
  # Packed: the second example's word ids and links move past the
  # batch's largest id, so its links join its own pieces, 4 source and 3
  # target columns on.
  rows = [np.array([0, 3]), np.array([1])]
  batch = {**window.packed("inputs", rows, alongside=["inputs_words"]),
           **window.packed("targets", rows, alongside=["targets_words"])}
  batch.update(window.packed_links(rows, batch))
  stride = 1 + max(T1, S2)
  assert batch["inputs_words"][0].tolist() == [
      S0, S0, S1, 0, S0 + stride, S0 + stride, S1 + stride, 0]
  assert batch["alignment"][0].tolist() == [
      [T0, S0], [T1, S1], [T0, S2], [T0 + stride, S0 + stride]]
  assert batch["alignment"][1].tolist() == [[0, 0]] * 4
  assert batch_piece_links(batch) == [
      _piece_links(3) + [(t + 3, s + 4) for t, s in _piece_links(1)], []]
  # Cut to 2 source ids: the word ids are cut with them, the links stay,
  # and no piece link reaches the cut column.
  window.cut_to({"inputs": 2})
  cut = _padded_batch(window, slots)
  assert cut["inputs_words"].shape == (4, 2)
  np.testing.assert_array_equal(cut["alignment"], padded)
  assert batch_piece_links(cut) == [_piece_links(n, max_source=2)
                                    for n in (6, 3, 0, 1)]
  assert len(window.links(np.array([1]))[0]) == 0


def test_packed_word_ids_that_would_overflow_int32_are_refused():
  # Examples whose ids reach 6e8: three rows of them fit below 2^31 each
  # in a range of its own, four are refused, not wrapped.
  window = _aligned_window([1, 1, 1, 1])
  window.values["inputs_words"] = window.values["inputs_words"] * 200_000_000
  rows = [np.arange(4)]
  batch = {**window.packed("inputs", rows, alongside=["inputs_words"]),
           **window.packed("targets", rows, alongside=["targets_words"])}
  with pytest.raises(ValueError, match=r"word ids of 4 packed examples of "
                                       r"up to \d+ do not fit int32"):
    window.packed_links(rows, batch)
  # Three fit.
  assert window.packed_links([np.arange(3)], {
      **window.packed("inputs", [np.arange(3)], alongside=["inputs_words"]),
      **window.packed("targets", [np.arange(3)],
                      alongside=["targets_words"])})["alignment"].shape == (
                          1, 3, 2)
