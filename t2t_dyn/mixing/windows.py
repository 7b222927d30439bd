"""The mixer: a window of examples drawn from the task streams by schedule.

For each of a window's slots the mixer picks a task with the probabilities
it is given for the window (`schedule.TaskMix` at the window's step), then
takes that task's next kept example: the j-th slot of task t gets task t's
j-th next example. The draw is seeded by (seed, consumer, window), so a
window is a function of its number, its probabilities and where each task
stream stood when it began.

Examples stay in the chunks the task streams produced (`Chunk`); a window
addresses them by (chunk, row) arrays and pads rows with array operations,
not per example.
"""

import collections
import dataclasses
from typing import (Dict, Iterator, List, Mapping, NamedTuple, Optional,
                    Sequence, Union)

import numpy as np

from t2t_dyn.setup.vocabulary import PAD_ID

_MIX_SALT = 0x4D4958
# The chunks' and batches' word links and each side's word ids
# (text.alignments; models.guided_alignment reads them).
ALIGNMENT = "alignment"
WORD_IDS = {"inputs": "inputs_words", "targets": "targets_words"}


class Chunk:
  """A task stream's chunk as numpy arrays: "inputs"/"targets" flat ids
  with "*_splits" row splits, "keep" (False: dropped by a filter) and
  "dropped_by" (1 + the chain position of the filter that dropped a row);
  with word alignments, "alignment" [links, 2] (target id, source id)
  with "alignment_splits", and "inputs_words"/"targets_words", each id's
  word id (split as the ids)."""

  def __init__(self, arrays: Dict[str, np.ndarray]):
    self.arrays = arrays
    self.keep = arrays["keep"]
    self.dropped_by = arrays["dropped_by"]
    self.input = arrays["input"]  # The index of each row's input.
    self.rows = len(self.keep)


@dataclasses.dataclass
class TaskCursor:
  """Where the mixer stands in one task's stream: the current chunk, the
  next row to read in it, and the stream's lines consumed so far."""
  chunk: Optional[Chunk]
  row: int
  consumed: int


class WindowExamples:
  """A window's examples as arrays: slot i holds row `rows[i]` of chunk
  `chunks[which[i]]`, of task `task_ids[i]`; `lines_after[i]` is its task's
  lines consumed once the slot's line is read. `has_alignment`: the chunks
  carry word links (see links() and WORD_IDS)."""

  def __init__(self, chunks: List[Chunk], which: np.ndarray,
               rows: np.ndarray, task_ids: np.ndarray,
               lines_after: np.ndarray):
    self.task_ids = task_ids
    self.lines_after = lines_after
    self.values, self.starts, self.lengths = {}, {}, {}
    self.has_alignment = bool(chunks) and ALIGNMENT in chunks[0].arrays
    features = ("inputs", "targets") + (
        (ALIGNMENT,) if self.has_alignment else ())
    for feature in features:
      bases = np.cumsum([0] + [len(c.arrays[feature]) for c in chunks])
      splits = [c.arrays[feature + "_splits"] for c in chunks]
      # Every chunk's splits in one array: a slot's row is found by one
      # gather, not one pass over the slots per chunk.
      first_split = np.cumsum([0] + [len(s) for s in splits])[:-1]
      at = first_split[which] + rows
      all_splits = np.concatenate(splits).astype(np.int64, copy=False) if (
          splits) else np.zeros(1, np.int64)
      starts = bases[which] + all_splits[at]
      lengths = all_splits[at + 1] - all_splits[at]
      # One PAD_ID (a (0, 0) link) past the values: padding's gathers
      # point there (see padded and links).
      past_end = (np.zeros((1, 2), np.int32) if feature == ALIGNMENT else
                  np.full(1, PAD_ID, np.int32))
      self.values[feature] = np.concatenate(
          [c.arrays[feature] for c in chunks] + [past_end])
      self.starts[feature], self.lengths[feature] = starts, lengths
    # Each side's word ids lie as its ids do: same starts and lengths.
    for name in WORD_IDS.values() if self.has_alignment else ():
      self.values[name] = np.concatenate(
          [c.arrays[name] for c in chunks] + [np.full(1, PAD_ID, np.int32)])

  def cut_to(self, max_lengths: Mapping[str, int]) -> np.ndarray:
    """Shortens each side's rows (and so their word ids) to its max length
    (0: none); returns which slots were cut. Links to words whose pieces
    were all cut away then join no piece."""
    cut = np.zeros(len(self.task_ids), bool)
    for feature, longest in max_lengths.items():
      if longest:
        cut |= self.lengths[feature] > longest
        self.lengths[feature] = np.minimum(self.lengths[feature], longest)
    return cut

  def padded(self, feature: str, slots: np.ndarray,
             alongside: Sequence[str] = ()) -> Dict[str, np.ndarray]:
    """{`feature`: int32 [len(slots), longest], the slots' rows with PAD=0
    after each}, and the features `alongside` (its word ids) laid out as
    `feature`."""
    lengths = self.lengths[feature][slots]
    columns = np.arange(lengths.max())
    inside = columns[np.newaxis, :] < lengths[:, np.newaxis]
    # Past a row's end the index is the PAD_ID past the values: one
    # gather per array, the padding decided once for all of them.
    index = np.where(inside, self.starts[feature][slots][:, np.newaxis] +
                     columns, len(self.values[feature]) - 1)
    return {name: self.values[name][index].astype(np.int32, copy=False)
            for name in (feature, *alongside)}

  def packed(self, feature: str, rows: Sequence[np.ndarray],
             per_token: Optional[Mapping[str, np.ndarray]] = None,
             alongside: Sequence[str] = ()) -> Dict[str, np.ndarray]:
    """Rows of several slots each, int32 [len(rows), longest row]:
    `feature` (the slots' ids one after another, PAD=0 after),
    `feature`_segmentation (1, 2, ... per slot of a row, 0 at padding) and
    `feature`_position (0, 1, ... within each slot); for each
    {name: a value per window slot} in `per_token`, `name`: each token's
    slot's value (0 at padding); and the features `alongside` (of
    `feature`'s lengths: its word ids) laid out as `feature`."""
    slots = np.concatenate(rows)
    lengths = self.lengths[feature][slots]
    counts = [len(r) for r in rows]
    row_of = np.repeat(np.arange(len(rows)), counts)
    first_slot = np.cumsum([0] + counts)[:-1]  # Of each row, in `slots`.
    segment = np.arange(len(slots)) - first_slot[row_of] + 1
    ends = np.cumsum(lengths)
    starts = ends - lengths
    # A slot's first column: the tokens before it in its row.
    column = starts - starts[first_slot][row_of]
    token_slot = np.repeat(np.arange(len(slots)), lengths)
    position = np.arange(int(ends[-1]) if len(ends) else 0) - np.repeat(
        starts, lengths)
    at = (row_of[token_slot], column[token_slot] + position)
    width = int(np.bincount(row_of, lengths, len(rows)).max())
    values = {
        feature: self.values[feature][
            self.starts[feature][slots][token_slot] + position],
        feature + "_segmentation": segment[token_slot],
        feature + "_position": position,
    }
    for name, per_slot in (per_token or {}).items():
      values[name] = per_slot[slots][token_slot]
    for name in alongside:
      values[name] = self.values[name][
          self.starts[feature][slots][token_slot] + position]
    arrays = {}
    for name, value in values.items():
      arrays[name] = np.zeros((len(rows), width), np.int32)
      arrays[name][at] = value
    return arrays

  def links(self, slots: np.ndarray) -> np.ndarray:
    """The word links of a batch of padded rows, its slots one a row:
    int32 [rows, most links of a row, 2], each (target id, source id),
    (0, 0) after a row's links (read as one int64 a pair: links outnumber
    the rows)."""
    n_links = self.lengths[ALIGNMENT][slots]
    columns = np.arange(n_links.max(initial=0))
    inside = columns[np.newaxis, :] < n_links[:, np.newaxis]
    pairs = self.values[ALIGNMENT].view(np.int64).ravel()
    index = np.where(inside, self.starts[ALIGNMENT][slots][:, np.newaxis] +
                     columns, len(pairs) - 1)  # The (0, 0) past the links.
    return pairs[index].view(np.int32).reshape(len(slots), len(columns), 2)

  def packed_links(self, rows: Sequence[np.ndarray],
                   words: Mapping[str, np.ndarray]) -> Dict[str, np.ndarray]:
    """The word links of packed rows, each of several slots, and
    `words`, the rows' word ids as packed() lays them out alongside the
    ids ("inputs_words", "targets_words" with their "*_segmentation"):
    the same, each slot's ids moved to a range of its own (segment - 1
    times one more than the batch's largest id), so that no link joins
    two segments; "alignment" int32 [rows, most links of a row, 2], (0, 0)
    after a row's links."""
    slots = np.concatenate(rows)
    counts = [len(r) for r in rows]
    row_of = np.repeat(np.arange(len(rows)), counts)
    segment = np.arange(len(slots)) - np.repeat(
        np.cumsum([0] + counts)[:-1], counts)  # From 0 in each row.
    n_links = self.lengths[ALIGNMENT][slots]
    link_slot = np.repeat(np.arange(len(slots)), n_links)
    within = np.arange(int(n_links.sum())) - np.repeat(
        np.cumsum(n_links) - n_links, n_links)
    pairs = self.values[ALIGNMENT][
        self.starts[ALIGNMENT][slots][link_slot] + within].astype(np.int64)
    stride = 1 + max([int(pairs.max(initial=0))] + [
        int(words[name].max(initial=0)) for name in WORD_IDS.values()])
    if stride * max(counts, default=0) > np.iinfo(np.int32).max:
      raise ValueError(f"word ids of {max(counts)} packed examples of up to "
                       f"{stride - 1} do not fit int32; pack shorter rows")
    out = {}
    for feature, name in WORD_IDS.items():
      ids = words[name]
      out[name] = np.where(
          ids > 0, ids + (words[feature + "_segmentation"] - 1) * stride,
          0).astype(np.int32)
    pairs += (segment[link_slot] * stride)[:, np.newaxis]
    link_row = row_of[link_slot]  # Ascending: slots are in row order.
    per_row = np.bincount(link_row, minlength=len(rows))
    rank = np.arange(len(link_row)) - np.repeat(
        np.cumsum(per_row) - per_row, per_row)
    out[ALIGNMENT] = np.zeros((len(rows), int(per_row.max(initial=0)), 2),
                              np.int32)
    out[ALIGNMENT][link_row, rank] = pairs
    return out


class FilterKey(NamedTuple):
  """What the lines a filter dropped are counted by: the task, the index of
  the line's input in the task's inputs, and 1 + the filter's place in the
  task's chain (past the chain: line_sampling's reasons)."""
  task: int
  input: int
  filter_position: int


@dataclasses.dataclass
class MixedWindow:
  """One drawn window: its examples, each task's lines consumed after it,
  the generator that goes on to shuffle its batches, the step it was drawn
  at, the task probabilities in force there, and per task the lines it read
  (`drawn`) and of those the ones a filter had dropped (`filtered`; by
  input and filter, `filtered_by`: {FilterKey: n})."""
  examples: WindowExamples
  consumed: List[int]
  rng: np.random.Generator
  step: int
  probabilities: np.ndarray
  drawn: np.ndarray
  filtered: np.ndarray
  filtered_by: Dict[FilterKey, int]


class Mixer:
  """Draws windows from the task streams' chunk sources."""

  def __init__(self, sources: Sequence[Iterator[Chunk]],
               consumed: Sequence[int], window_size: int, seed: int,
               consumer_index: int):
    self.sources = list(sources)
    self.cursors = [TaskCursor(None, 0, c) for c in consumed]
    self.window_size = window_size
    self.seed = seed
    self.consumer_index = consumer_index
    # Per task: chunks given back by rewind, read before the source's next.
    self._given_back: List[collections.deque] = [
        collections.deque() for _ in self.sources]
    # The last window's start (each cursor) and the chunks it fetched.
    self._window_start: List[TaskCursor] = []
    self._fetched: List[List[Chunk]] = [[] for _ in self.sources]

  def replace_source(self, task: int, source: Iterator[Chunk]) -> None:
    """A new stream for `task` that starts at its lines consumed; the rest
    of the current chunk is left."""
    self.sources[task] = source
    self.cursors[task].chunk, self.cursors[task].row = None, 0
    self._given_back[task].clear()

  def rewind(self) -> None:
    """Undoes the last draw: every task's cursor goes back to where the
    window began, and the chunks it read are read again, so a smaller
    window can be drawn in its place (see draw)."""
    for task, start in enumerate(self._window_start):
      self.cursors[task] = dataclasses.replace(start)
      self._given_back[task].extendleft(reversed(self._fetched[task]))
      self._fetched[task] = []

  def draw(self, window: int, step: int, probabilities: np.ndarray,
           size: Optional[int] = None) -> MixedWindow:
    """Window number `window`, drawn at optimizer step `step` with the task
    `probabilities`: `size` slots (default window_size). A window of fewer
    slots is the first slots of the full one (the same draws)."""
    self._window_start = [dataclasses.replace(c) for c in self.cursors]
    self._fetched = [[] for _ in self.sources]
    rng = np.random.default_rng([self.seed, self.consumer_index, window,
                                 _MIX_SALT])
    choices = rng.choice(len(self.sources), size=size or self.window_size,
                         p=probabilities)
    drawn = np.zeros(len(self.sources), np.int64)
    filtered = np.zeros(len(self.sources), np.int64)
    filtered_by: Dict[FilterKey, int] = {}
    chunks = []
    which = np.zeros(len(choices), np.int64)
    rows = np.zeros(len(choices), np.int64)
    lines_after = np.zeros(len(choices), np.int64)
    for task in range(len(self.sources)):
      slots = np.flatnonzero(choices == task)
      if len(slots):
        taken = self._take(task, len(slots))
        which[slots] = taken.which + len(chunks)
        rows[slots] = taken.rows
        lines_after[slots] = taken.lines_after
        chunks.extend(taken.chunks)
        drawn[task], filtered[task] = taken.drawn, taken.filtered
        for key, n in taken.filtered_by.items():
          filtered_by[key] = filtered_by.get(key, 0) + n
    examples = WindowExamples(chunks, which, rows, choices.astype(np.int32),
                              lines_after)
    return MixedWindow(examples, [c.consumed for c in self.cursors], rng,
                       step, probabilities, drawn, filtered, filtered_by)

  def _take(self, task: int, count: int) -> "TaskTake":
    """The next `count` kept examples of a task (see TaskTake); advances
    the task's cursor past them."""
    cursor = self.cursors[task]
    chunks, which, rows, lines = [], [], [], []
    drawn = filtered = taken = 0
    filtered_by: Dict[FilterKey, int] = {}
    while taken < count:
      if cursor.chunk is None or cursor.row == cursor.chunk.rows:
        given_back = self._given_back[task]
        cursor.chunk = (given_back.popleft() if given_back else
                        next(self.sources[task]))
        cursor.row = 0
        self._fetched[task].append(cursor.chunk)
      chunk, row = cursor.chunk, cursor.row
      kept = row + np.flatnonzero(chunk.keep[row:])[:count - taken]
      end = kept[-1] + 1 if len(kept) and taken + len(kept) == count else (
          chunk.rows)
      filtered += (end - row) - len(kept)
      if (end - row) > len(kept):
        by = chunk.dropped_by[row:end]
        dropped = by > 0
        pairs = np.stack([chunk.input[row:end][dropped], by[dropped]], 1)
        for (source, position), n in zip(*np.unique(
            pairs.astype(np.int64), axis=0, return_counts=True)):
          key = FilterKey(task, int(source), int(position))
          filtered_by[key] = filtered_by.get(key, 0) + int(n)
      drawn += end - row
      if len(kept):
        which.append(np.full(len(kept), len(chunks)))
        chunks.append(chunk)
        rows.append(kept)
        lines.append(cursor.consumed + (kept - row) + 1)
        taken += len(kept)
      cursor.row, cursor.consumed = end, cursor.consumed + (end - row)
    return TaskTake(chunks, np.concatenate(which), np.concatenate(rows),
                    np.concatenate(lines), int(drawn), int(filtered),
                    filtered_by)


@dataclasses.dataclass(frozen=True)
class TaskTake:
  """One task's examples of a window, as Mixer._take took them: `chunks`
  they come from; per example `which` chunk (index into `chunks`), its
  `rows` there and the task's `lines_after` it (lines consumed with it);
  `drawn` lines read for them, `filtered` of those dropped by a filter, and
  `filtered_by` (FilterKey -> lines) which filter dropped them."""
  chunks: List[Chunk]
  which: np.ndarray
  rows: np.ndarray
  lines_after: np.ndarray
  drawn: int
  filtered: int
  filtered_by: Dict[FilterKey, int]
