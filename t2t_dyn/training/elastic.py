"""Resuming a run with another number of data consumers (elastic resume).

A checkpoint holds each consumer's data position (PipelineState).
Resumed by m consumers instead of the n that wrote it, every task goes on
from what the n consumers had read, line by line:

- The lines a consumer had consumed stay consumed: those before its
  interrupted window, and those of the window's batches already delivered
  (or dropped in it by a filter). The examples of the window's batches not
  delivered yet are read again; which ones they are comes from replaying
  the window (TrainPipeline.window_remainder).
- For every epoch some consumer had not finished, the lines no consumer
  had consumed (in that epoch) are dealt among the m new consumers, line
  codes in order, consumer j taking every m-th from the j-th; each reads
  its share of an epoch in its own stateless order. These epochs are the
  new streams' *leftover epochs* (`Layout`); whole epochs follow,
  consumer j of m reading lines j mod m. So within each epoch no line is lost or read
  twice, across the resize as across any resume.
- Line sampling decides per (epoch, shard, line), whoever reads the line,
  so it keeps its meaning; filters judge each line as before. The noise a
  line gets depends on its chunk, which the new dealing changes: noise is
  not bit-identical to an uninterrupted run's (nor is the mix: the new
  consumers draw new windows from the checkpoint's update on).
- Stages: the stage in force goes on (consumer 0's). A stage that ends
  after k epochs of a task carries the fraction of an epoch the old
  consumers had read of it since the stage began (their mean) into the new
  consumers' counts.

The layout is saved in every later checkpoint, so the m-consumer run
resumes exactly, and can itself be resized again.
"""

import base64
import dataclasses
import json
import zlib
from typing import Callable, Dict, List, Mapping, Optional, Sequence

import numpy as np

from t2t_dyn.mixing import stages as stages_lib
from t2t_dyn.streams.consumer import Consumer
from t2t_dyn.streams.visit_order import VisitOrder

@dataclasses.dataclass(frozen=True)
class Layout:
  """How the lines are dealt to `consumers` consumers: per task, the lines
  of the epochs the earlier consumers left unfinished still to read (the
  leftover epochs: {task: {epoch: sorted codes}}); whole epochs after
  those."""
  consumers: int
  remainders: Mapping[str, Mapping[int, np.ndarray]]

  def leftover(self, task: str, consumer: int
               ) -> Optional[Dict[int, np.ndarray]]:
    """`consumer`'s share of the task's leftover epochs: {epoch: codes of
    its lines}; None without any."""
    epochs = self.remainders.get(task)
    if not epochs:
      return None
    return {epoch: codes[consumer::self.consumers]
            for epoch, codes in epochs.items()}

  def to_json(self) -> str:
    return json.dumps({"consumers": self.consumers, "remainders": {
        task: {str(epoch): _pack(codes) for epoch, codes in epochs.items()}
        for task, epochs in self.remainders.items()}})

  @classmethod
  def from_json(cls, text: str) -> Optional["Layout"]:
    """None for "" (the plain layout: consumer i of n reads lines i mod n)."""
    if not text:
      return None
    record = json.loads(text)
    return cls(record["consumers"], {
        task: {int(epoch): _unpack(packed) for epoch, packed in epochs.items()}
        for task, epochs in record["remainders"].items()})


def _pack(codes: np.ndarray) -> str:
  deltas = np.diff(np.asarray(codes, np.int64), prepend=np.int64(0))
  return base64.b64encode(zlib.compress(deltas.tobytes(), 9)).decode()


def _unpack(text: str) -> np.ndarray:
  deltas = np.frombuffer(zlib.decompress(base64.b64decode(text)), np.int64)
  return np.cumsum(deltas)


@dataclasses.dataclass(frozen=True)
class ConsumerPosition:
  """One old consumer of a task: its stream's reading order, its lines
  consumed at the interrupted window's start and end, and the stream
  positions of the window's examples not delivered."""
  order: VisitOrder
  window_start: int
  window_end: int
  undelivered: np.ndarray


def remainder(consumers: Sequence[ConsumerPosition]
              ) -> Dict[int, np.ndarray]:
  """{epoch: sorted codes of the lines no consumer had consumed} for the
  epochs from the first one some consumer had not finished to the last one
  some consumer had begun."""
  def epoch_of(c: ConsumerPosition, position: int) -> int:
    return c.order.locate(position).epoch

  first_unread = [min([c.window_end, *c.undelivered[:1]]) for c in consumers]
  low = min(epoch_of(c, p) for c, p in zip(consumers, first_unread))
  high = max([low] + [epoch_of(c, c.window_end - 1) for c in consumers
                      if c.window_end > 0])
  epochs = {}
  for epoch in range(low, high + 1):
    unread = []
    for c in consumers:
      codes = c.order.line_codes(epoch)
      positions = c.order.epoch_start(epoch) + np.arange(len(codes))
      consumed = (positions < c.window_start) | (
          (positions < c.window_end) & ~np.isin(positions, c.undelivered))
      unread.append(codes[~consumed])
    epochs[epoch] = np.sort(np.concatenate(unread))
  return epochs


def carried_stage(stage: Optional[stages_lib.StageState],
                  old: Sequence[Sequence[ConsumerPosition]],
                  new_epoch_lines: Sequence[int]
                  ) -> Optional[stages_lib.StageState]:
  """The stage in force, its epoch progress per task (`old[t]`: task t's
  consumers) carried into the new consumers' counts (which start at 0)."""
  if stage is None:
    return None
  start = []
  for t, consumers in enumerate(old):
    done = np.mean([(c.window_start - stage.start_consumed[t]) /
                    c.order.epoch_lines for c in consumers])
    start.append(-int(round(done * new_epoch_lines[t])))
  return stages_lib.StageState(stage.index, stage.start_step, tuple(start))


def describe(task: str, epochs: Mapping[int, np.ndarray], old: int,
             new: int) -> str:
  return (f"data: task {task}: {old} -> {new} consumers; " + ", ".join(
      f"epoch {e}: {len(codes):,} lines not yet read, dealt"
      for e, codes in sorted(epochs.items())))


def relayout(task_names: Sequence[str],
             old: Sequence[Sequence[ConsumerPosition]], new_consumers: int,
             log: Callable[[str], None] = print) -> Layout:
  """The layout for `new_consumers` from every task's old consumers
  (`old[t][c]`); logs one line per task."""
  remainders = {}
  for name, consumers in zip(task_names, old):
    remainders[name] = remainder(consumers)
    log(describe(name, remainders[name], len(consumers), new_consumers))
  return Layout(new_consumers, remainders)


def resume(data, plan, rows: Sequence[Sequence[int]],
           old_layout: Optional[Layout], feed, new_consumers: int, step: int,
           log: Callable[[str], None] = print):
  """The layout and each new consumer's PipelineState for resuming at
  `step` with `new_consumers`, from the checkpoint's position `rows` (one
  per old consumer, under `old_layout`) and its evaluations (`feed`), the
  data being `data` (a batches.training_data.TrainingData) as `plan` (a
  DataPlan) reads it."""
  from t2t_dyn.batches.pipeline_state import PipelineState  # pylint: disable=g-import-not-at-top
  states = [PipelineState.from_vector(row) for row in rows]
  n_tasks = len(states[0].task_consumed)
  old: List[List[ConsumerPosition]] = [[] for _ in range(n_tasks)]
  for index, state in enumerate(states):
    train = data.train_pipeline(
        plan.for_consumer(Consumer(index, len(rows), old_layout)), state,
        validation=feed)
    try:
      window = train.window_remainder()
    finally:
      train.close()
    for t in range(n_tasks):
      old[t].append(ConsumerPosition(
          train.streams[t].order, state.task_consumed[t],
          window.end_consumed[t], window.undelivered[t]))
  names = [t.name for t in data.config.tasks_of_split("train")]
  log(f"data position: written by {len(rows)} consumer(s), resumed by "
      f"{new_consumers}: each task's unread lines are dealt anew")
  layout = relayout(names, old, new_consumers, log)
  # Consumer 0's epoch: the stage's progress is a fraction of it.
  new_epoch_lines = [
      sum(Consumer(0, new_consumers).lines_per_shard(
          consumers[0].order.shard_lines))
      for consumers in old]
  stage = carried_stage(states[0].stage, old, new_epoch_lines)
  window = max(state.window for state in states) + 1
  return layout, [
      PipelineState(window, 0, 0, step, [0] * n_tasks, stage)
      for _ in range(new_consumers)]
