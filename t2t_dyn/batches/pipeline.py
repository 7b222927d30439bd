"""The training input pipeline behind Problem.train_pipeline.

Each training task has an endless TaskStream. The mixer (`mixing.windows.Mixer`)
draws a *window* of examples at a time: for each slot it picks a task with
the probabilities the schedule gives at the window's step, then takes that
task's next example. The window is bucketed by length under the token budget
(or, with packed_length, packed several examples a row: bucketing.pack_rows)
and its batches are emitted in shuffled order; nothing carries over to the
next window.

Step: the schedule is evaluated at the optimizer update that will consume the
window's first batch, `start_step + batches_before // grad_accum`: each
update consumes grad_accum batches, so this is the trainer's own update
count, even under gradient accumulation.

Stages (meta.train.stages) advance the same way, when a window is drawn:
the stage of a window is a function of its step, the lines each task
had consumed and the evaluations so far (`stages.advance`). A stage with
its own transform options reads its tasks through streams built with them,
restarted at the lines consumed (positions, not data, carry over).
Adaptive weights (`adaptive_weights.AdaptiveWeights`, from the trainer's
evaluations in a `validation_feed.ValidationFeed`) multiply the window's
probabilities; the pipeline waits for an evaluation it needs.

Switch points: a window that would run past the next switch (a
mixing_weight_schedule point, the current stage's `until` in updates or in
a task's epochs, the next evaluation when adaptive weights or a stage
ending on validation read it) is cut there: it is drawn again,
from the same stream positions, with the fewest slots whose batches reach
the switch's update (or whose lines reach the epoch), so the next window
starts at the switch. A switch in updates takes effect at most one batch
late (plus the update that batch belongs to under accumulation), one in
epochs within one line of the task; the cut is a function of the window's
state, so resume replays it.

Resume: every batch carries its position ([window, batches emitted in the
window, batches before the window, start_step, tasks] and each task's lines
consumed at the window's start and end and its examples of the window still
to come; with stages also the window's stage, its start step and the lines
consumed when it began). Restoring a batch's position replays its
window from those positions and skips the batches already delivered, so a
restarted run continues with exactly the batches an uninterrupted run would
have produced. The position is O(tasks), independent of buffer sizes.
A position carried over to an edited config (data_position) starts a new
window at `start_step` from each task's window-end lines.
"""

import dataclasses
import threading
import uuid
from typing import Any, Dict, Iterator, List, Mapping, Optional

import numpy as np
import tensorflow as tf

from t2t_dyn.batches import chunk_arrays
from t2t_dyn.batches import data_service as data_service_lib
from t2t_dyn.batches import device_feed
from t2t_dyn.batches import pipeline_stats
from t2t_dyn.batches import window_batches
from t2t_dyn.batches.data_plan import DataPlan
from t2t_dyn.batches.pipeline_state import DrawnWindow
from t2t_dyn.batches.pipeline_state import PipelineState
from t2t_dyn.batches.pipeline_state import WindowRemainder
from t2t_dyn.config.data_config import DataConfig
from t2t_dyn.mixing import schedule as schedule_lib
from t2t_dyn.mixing import stages as stages_lib
from t2t_dyn.mixing import validation_feed
from t2t_dyn.mixing import windows
from t2t_dyn.setup.transform_setup import TransformSetup
from t2t_dyn.shards.reading import ShardSet
from t2t_dyn.streams import chunk_order
from t2t_dyn.streams import line_sampling
from t2t_dyn.streams import python_workers
from t2t_dyn.streams import stream_release
from t2t_dyn.streams.task_stream import StreamSource
from t2t_dyn.streams.task_stream import TaskStream
from t2t_dyn.transforms.base import TransformStats


class TrainPipeline:
  """Mixed, bucketed, padded training batches of a config's train tasks."""

  def __init__(self, plan: DataPlan, config: DataConfig,
               setup: TransformSetup, shard_sets: Mapping[str, ShardSet],
               encoders: Optional[Mapping[str, Mapping[str, Any]]] = None,
               validation: Optional[validation_feed.ValidationFeed] = None):
    """The batches `plan` describes, of `config`'s training tasks read from
    `shard_sets` (each task's shards) through `setup`'s chains.
    `encoders`: {task: the problem's own feature_encoders} for tasks whose
    ids come from them instead of the vocabulary (see Problem.own_encoders).
    `validation`: the trainer's evaluations, for adaptive weights and
    stages that end on validation (see module docstring). With
    `plan.data_service` the streams run on the service's workers; the mixer
    stays here, so the schedule follows this trainer's step. Raises
    DataServiceError for a task with Python-only transforms (py_function
    cannot run on workers)."""
    self.plan = plan
    hparams, data_service = plan.hparams, plan.data_service
    self.hparams = hparams
    self.config = config
    self.setup = setup
    self.shard_sets = shard_sets
    self.consumer = plan.consumer
    force_python = plan.force_python
    self.tasks = config.tasks_of_split("train")
    # Batches carry word links when any task has them (windows.links).
    self.aligned = any(t.has_alignment for t in self.tasks)
    self.transform_stats = TransformStats()
    self.data_service = data_service
    encoders = encoders or {}
    if data_service:
      python_only = {t.name: list(setup.chain(t.name).python_only(True))
                     for t in self.tasks}
      for name in encoders:
        python_only[name].append("the problem's own feature_encoders")
      data_service_lib.check_data_service(data_service, python_only,
                                          force_python)
    self.workers = None
    python_tasks = [t.name for t in self.tasks if t.name not in encoders and (
        force_python or setup.chain(t.name).native_fn(True) is None)]
    if python_tasks and hparams.cores_used() > 1:
      self.workers = python_workers.WorkerPool(
          hparams.cores_used(), config, setup.setup_dir,
          setup.resources.data_dir)
    self.encoders = encoders
    self._releaser = stream_release.StreamReleaser()  # See _chunks.
    # Streams per (stage whose transform options differ, or None: the
    # config's own); the config's are built now, a stage's when it starts.
    self._streams: Dict[Optional[int], List[TaskStream]] = {}
    self.streams = self._task_streams(None)
    sizes = {t.name: s.epoch_lines for t, s in zip(self.tasks, self.streams)}
    self.mix = schedule_lib.TaskMix.from_config(config, sizes, validation)
    self.stats = pipeline_stats.PipelineStats(
        [t.name for t in self.tasks], self.transform_stats,
        [[transform.name for transform in setup.chain(t.name).transforms] +
         list(line_sampling.REASONS) for t in self.tasks],
        [list(config.task(t.shard_task).inputs) for t in self.tasks])
    self.batcher = window_batches.WindowBatcher(
        hparams, setup.vocabularies.source_factors, self.stats)
    self.state = PipelineState(task_consumed=[0] * len(self.tasks),
                               stage=self.mix.initial_stage(len(self.tasks)))

  def _transform_stage(self, stage: Optional[stages_lib.StageState]
                       ) -> Optional[int]:
    """Which streams a stage reads: its own when it sets transform options."""
    if stage is None or not self.config.stages[stage.index].meta:
      return None
    return stage.index

  def _task_streams(self, transform_stage: Optional[int]
                    ) -> List[TaskStream]:
    if transform_stage not in self._streams:
      chains = (self.setup.chains if transform_stage is None else
                self.setup.chains_for(
                    self.config.for_stage(transform_stage)))
      self._streams[transform_stage] = [TaskStream(
          StreamSource(task, self.config.task_index(task.name),
                       self.shard_sets[task.name], chains[task.name],
                       self.setup.vocabularies,
                       self.encoders.get(task.name),
                       transform_stage=transform_stage),
          self.hparams.seed, self.consumer, is_train=True,
          force_python=self.plan.force_python, workers=self.workers,
          stats=self.transform_stats) for task in self.tasks]
    return self._streams[transform_stage]

  def close(self) -> None:
    """Stops the worker processes, if any, and waits for the streams left
    behind to be released."""
    if self.workers is not None:
      self.workers.close()
    self._releaser.close()

  def restore(self, state: PipelineState) -> None:
    """Continues from `state`. Raises: ValueError when it does not fit the
    config's tasks or stages."""
    if len(state.task_consumed) != len(self.tasks):
      raise ValueError(f"saved data position has {len(state.task_consumed)} "
                       f"tasks, the config has {len(self.tasks)}")
    if (state.stage is None) != (not self.config.stages) or (
        state.stage is not None and
        state.stage.index >= len(self.config.stages)):
      raise ValueError(f"saved data position has stage {state.stage}, the "
                       f"config has {len(self.config.stages)} stages")
    self.state = dataclasses.replace(state)

  def summary(self) -> List[str]:
    """One line per task: examples in the batches made, lines read into the
    windows, dropped by each filter and for length, cut to the max seq
    lengths (what the model did not see, and why)."""
    lines = []
    for name, task in self.statistics()["tasks"].items():
      by_filter = ", ".join(f"{f} {n:,}" for f, n in task["filtered_by"].items())
      truncated = task["truncated_to_max_seq_length"]
      lines.append(
          f"data: task {name}: {task['examples_in_batches']:,} examples in "
          f"the batches made ({task['examples_drawn']:,} lines read into "
          f"the mixing windows), {task['filtered_by_transforms']:,} "
          f"filtered" + (f" ({by_filter})" if by_filter else "") +
          f", {task['dropped_longer_than_max_length']:,} longer than "
          f"max_length" + (f", {truncated:,} cut to max_input_seq_length / "
                           f"max_target_seq_length" if truncated else ""))
    if self.data_service:
      for name, order in self.statistics()["data_service"].items():
        lines.append(
            f"data service: task {name}: {order['received']:,} chunks "
            f"received, {order['duplicates']:,} duplicates dropped, "
            f"{order['recomputed']:,} recomputed here (lost or late)")
    return lines

  def step_of_window(self, state: PipelineState) -> int:
    return state.start_step + state.batches_before_window // self.hparams.grad_accum

  def statistics(self) -> Dict[str, object]:
    stats = self.stats.as_dict([s.epoch_lines for s in self.streams],
                               self.state.task_consumed)
    stats["packed_length"] = self.hparams.packed_length
    if self.state.stage is not None:
      stats["stage"] = self.mix.stage_name(self.state.stage)
    return stats

  def _chunks(self, task: int, consumed: int,
              transform_stage: Optional[int] = None
              ) -> Iterator[windows.Chunk]:
    """The task's stream (with the transform options of stage
    `transform_stage`) from `consumed` on, as numpy chunks."""
    stream = self._task_streams(transform_stage)[task]
    if not self.data_service:
      chunks = self._numpy_chunks(stream.dataset(consumed))
    else:
      # Workers split the stream's shard visits among them and send chunks
      # in any order; put back in stream order (a lost worker's chunks
      # computed here), they are the chunks made here, bit for bit.
      served = stream.dataset(consumed).apply(
          tf.data.experimental.service.distribute(
              processing_mode="distributed_epoch", service=self.data_service,
              job_name=f"t2t_dyn-{self.tasks[task].name}-"
                       f"{self.consumer.index}-{consumed}-{uuid.uuid4().hex}"))
      chunks = chunk_order.in_stream_order(
          self._numpy_chunks(served), stream.chunk_keys(consumed),
          lambda key: self._numpy_chunks(stream.visit_dataset(key)),
          self.stats.service_order[task])
    for chunk in chunks:
      yield windows.Chunk(chunk)

  def _numpy_chunks(self, dataset: tf.data.Dataset
                    ) -> Iterator[Dict[str, np.ndarray]]:
    """A task stream's chunks as flat numpy arrays (see windows.Chunk)."""
    aligned = self.aligned
    dataset = dataset.map(tf.autograph.experimental.do_not_convert(
        lambda chunk: chunk_arrays.packed(chunk, aligned))
    ).prefetch(tf.data.AUTOTUNE)
    options = tf.data.Options()
    options.threading.private_threadpool_size = self.hparams.cores_used()
    # tf.data's default graph rewrites cost ~0.5 s of start-up per task with
    # a million-word segmentation table captured, and gain nothing here.
    options.experimental_optimization.apply_default_optimizations = False
    holder = [dataset.with_options(options).as_numpy_iterator()]
    try:
      for chunk in holder[0]:
        yield chunk_arrays.unpacked(chunk, aligned)
    finally:
      # A stream left behind (a stage switch, the end of training) while
      # tf.data's thread runs the batches generator (dataset()) would make
      # that thread wait for the stream's work in flight; see stream_release.
      if threading.current_thread() is not threading.main_thread():
        self._releaser.release(holder)

  def batches(self) -> Iterator[Dict[str, np.ndarray]]:
    """Endless padded batches; each carries "position" and "step"."""
    state = dataclasses.replace(self.state)
    transform_stage = self._transform_stage(state.stage)
    mixer = self._mixer(state, transform_stage)
    while True:
      try:
        drawn = self._draw(mixer, state, transform_stage)
      except validation_feed.Closed:
        return  # Training is over: the stream ends quietly.
      state, transform_stage = drawn.state, drawn.transform_stage
      mixed, batch_slots = drawn.mixed, drawn.batches
      window = mixed.examples
      weights = mixed.probabilities.astype(np.float32)
      pending = window_batches.pending_after_each(
          batch_slots, window.task_ids, len(self.tasks))
      state.window_end_consumed = list(mixed.consumed)
      for j in range(state.batches_in_window, len(batch_slots)):
        batch = self.batcher.arrays(window, batch_slots[j])
        state.batches_in_window = j + 1
        state.pending = pending[j]
        self.state = dataclasses.replace(state)
        batch["position"] = state.to_vector()
        batch["step"] = np.int64(mixed.step)
        batch["mix_weights"] = weights
        yield batch
      state = PipelineState(state.window + 1, 0,
                            state.batches_before_window + len(batch_slots),
                            state.start_step, mixed.consumed, state.stage)
      self.state = dataclasses.replace(state)

  def _mixer(self, state: PipelineState,
             transform_stage: Optional[int]) -> windows.Mixer:
    return windows.Mixer(
        [self._chunks(t, c, transform_stage)
         for t, c in enumerate(state.task_consumed)],
        state.task_consumed, self.hparams.window_size,
        self.hparams.seed, self.consumer.index)

  def _draw(self, mixer: windows.Mixer, state: PipelineState,
            transform_stage: Optional[int]) -> "DrawnWindow":
    """Draws window `state.window` (counted in the statistics). Raises
    validation_feed.Closed when training ended while it waited for an
    evaluation."""
    step = self.step_of_window(state)
    probabilities, stage = self.mix.at(
        step, state.stage, state.task_consumed,
        [s.epoch_lines for s in self.streams])
    if stage != state.stage:
      state = dataclasses.replace(state, stage=stage)
      if self._transform_stage(stage) != transform_stage:
        transform_stage = self._transform_stage(stage)
        for t, consumed in enumerate(state.task_consumed):
          mixer.replace_source(t, self._chunks(t, consumed, transform_stage))
    mixed = mixer.draw(state.window, step, probabilities)
    self.batcher.cut(mixed.examples)
    cut = self._switch_cut(state, step, mixed)
    if cut is not None:
      mixer.rewind()
      mixed = mixer.draw(state.window, step, probabilities, size=cut)
      self.batcher.cut(mixed.examples)
      self.stats.cut_windows += 1
    self.stats.add_window(mixed)
    window = mixed.examples
    too_long = ~self.batcher.fits(window.lengths["inputs"], window.lengths["targets"])
    np.add.at(self.stats.too_long, window.task_ids[too_long], 1)
    return DrawnWindow(state, transform_stage, mixed, self.batcher.batches(
        window.lengths["inputs"], window.lengths["targets"], mixed.rng))

  def window_remainder(self) -> WindowRemainder:
    """What the current window (self.state's) has not delivered yet, by
    replaying it: per task, the stream positions of its examples in the
    batches still to come, and the lines consumed at its end. A state at a
    window's start has nothing delivered: no replay."""
    state = dataclasses.replace(self.state)
    if state.batches_in_window == 0:
      return WindowRemainder([np.zeros([0], np.int64) for _ in self.tasks],
                             list(state.task_consumed))
    transform_stage = self._transform_stage(state.stage)
    drawn = self._draw(self._mixer(state, transform_stage), state,
                       transform_stage)
    state, mixed, batch_slots = drawn.state, drawn.mixed, drawn.batches
    rest = batch_slots[state.batches_in_window:]
    slots = np.concatenate([window_batches.slots_of(b) for b in rest] or
                           [np.zeros([0], np.int64)])
    tasks = mixed.examples.task_ids[slots]
    positions = mixed.examples.lines_after[slots] - 1
    return WindowRemainder([np.sort(positions[tasks == t])
                            for t in range(len(self.tasks))],
                           list(mixed.consumed))

  def _switch_cut(self, state: PipelineState, step: int,
                  mixed: windows.MixedWindow) -> Optional[int]:
    """The slots to keep of a window drawn at `step` so that it ends at the
    next switch; None when the whole window ends before it."""
    window = mixed.examples
    cuts = []
    for switch in self._update_switches(step, state.stage):
      needed = ((switch - state.start_step) * self.hparams.grad_accum -
                state.batches_before_window)
      cuts.append(self.batcher.slots_for_batches(window, needed))
    # Tensor2Tensor's pretrain schedule switches after its max examples
    # (lines drawn, counted over all tasks): the window ends at the slot
    # whose line reaches it.
    ahead = self.mix.examples_switch(state.task_consumed)
    if ahead is not None:
      drawn = np.zeros(len(window.task_ids), np.int64)
      for t, start in enumerate(state.task_consumed):
        lines = np.where(window.task_ids == t, window.lines_after - start, 0)
        drawn += np.maximum.accumulate(lines) if len(lines) else lines
      reached = np.flatnonzero(drawn >= ahead)
      if len(reached):
        cuts.append(int(reached[0]) + 1)
    stage = state.stage
    if stage is not None:
      spec = self.config.stages[stage.index]
      if spec.until_task is not None:
        t = spec.until_task
        target = (stage.start_consumed[t] +
                  spec.until_epochs * self.streams[t].epoch_lines)
        reached = np.flatnonzero((window.task_ids == t) &
                                 (window.lines_after >= target))
        if len(reached):
          cuts.append(int(reached[0]) + 1)
    cuts = [c for c in cuts if c is not None and c < len(window.task_ids)]
    return min(cuts) if cuts else None

  def _update_switches(self, step: int,
                       stage: Optional[stages_lib.StageState]) -> List[int]:
    """The updates after `step` where the mix may change: the schedule's
    next point, the current stage's end, the next evaluation it reads."""
    switches = []
    if stage is None:
      switches += [p for p in self.config.schedule if p > step][:1]
    else:
      until = self.config.stages[stage.index].until_updates
      if until is not None and stage.start_step + until > step:
        switches.append(stage.start_step + until)
    if self.mix.evaluations_matter(stage):
      switches.append(self.mix.feed.next_evaluation(step))
    return switches

  def dataset(self) -> tf.data.Dataset:
    """The batches as a tf.data.Dataset (prefetched; see
    device_feed.device_prefetch)."""
    factors = self.batcher.factors
    signature = {
        **device_feed.batch_signature(
            self.hparams.packed,
            len(factors.names) if factors else 0, self.aligned),
        "position": tf.TensorSpec(
            [PipelineState.vector_size(len(self.tasks),
                                       staged=bool(self.config.stages))],
            tf.int64),
        "step": tf.TensorSpec([], tf.int64),
        "mix_weights": tf.TensorSpec([len(self.tasks)], tf.float32),
    }
    return tf.data.Dataset.from_generator(
        self.batches, output_signature=signature).prefetch(tf.data.AUTOTUNE)
