"""Trains a Transformer on a problem's dynamic input pipeline.

The output dir is self-contained: `data_config.yaml`, the transform set-up
(`setup/`: vocabulary, options, segmentation caches, model copies) and
`hparams.json` are copied there, so `dyn-decoder --output_dir` works on
another machine without the data dir.

Checkpoints (checkpoints.RunCheckpoints) hold the model, the optimizer, the
dropout layers' random state, every data consumer's position of the last
batch consumed and the evaluations so far, so a restart continues with
exactly the batches, the dropout masks, the stage switches and the
early-stopping decisions of an uninterrupted run; another number of
consumers resumes as elastic says, an edited config as data_position says.
The best evaluation's checkpoint is also kept in best/ (early_stopping); a
fresh run may start from another run's weights (warm_start).

Each update consumes exactly grad_accum batches, with mixed precision too
(update_step), so the data's step stays the optimizer's.
"""

import time
from typing import Callable, Dict, List, Optional, Tuple

import numpy as np
import tensorflow as tf
import keras

from t2t_dyn.batches import device_feed
from t2t_dyn.batches import pipeline
from t2t_dyn.batches.pipeline_state import PipelineState
from t2t_dyn.decoding import output_dir as output_dir_lib
from t2t_dyn.mixing import validation_feed
from t2t_dyn.models import model_builder
from t2t_dyn.models import seq2seq
from t2t_dyn.streams.consumer import Consumer
from t2t_dyn.training import checkpoints as checkpoints_lib
from t2t_dyn.training import cluster as cluster_lib
from t2t_dyn.training import data_resume
from t2t_dyn.training import evaluation
from t2t_dyn.training import learning_rate
from t2t_dyn.training import optimize
from t2t_dyn.training import progress
from t2t_dyn.training import update_step
from t2t_dyn.training import validation_translation
from t2t_dyn.training import warm_start
from t2t_dyn.training.training_run import TrainingRun


class Trainer:
  """One training run: model, optimizer, data, checkpoints, logs."""

  def __init__(self, run: TrainingRun, log: Callable[[str], None] = print,
               strategy: Optional[tf.distribute.Strategy] = None,
               cluster: Optional[cluster_lib.Cluster] = None):
    """`run`: the run (training_run.build_run); `strategy`/`cluster`: the
    devices and hosts (cluster.make_strategy; default: this process's one
    device). Raises: what warm_start.WarmStart and
    Evaluator.early_stopping raise for a run they cannot serve."""
    self.run, self.log = run, log
    self.strategy = strategy or cluster_lib.make_strategy()
    self.workers = cluster_lib.WorkerGroup(self.strategy, cluster)
    mixed = _set_precision_and_seed(run)
    self.warm_start = _checked_warm_start(run)
    if self.workers.is_chief:
      output_dir_lib.write_self_contained(
          run.output_dir, run.data.config, run.data.setup.setup_dir,
          run.saved_record())
    self._build_model_and_optimizer(mixed)
    self._build_update_step()
    self._build_evaluation()
    self._build_checkpoints_and_logs()

  # The run's record, read by tests and programs through the trainer.
  hparams = property(lambda self: self.run.hparams)
  output_dir = property(lambda self: self.run.output_dir)

  @property
  def step(self) -> int:
    return int(self.optimizer.iterations.numpy())

  def _build_model_and_optimizer(self, mixed: bool) -> None:
    """The model and its optimizer (under mixed precision wrapped in
    LossScaleOptimizer), their variables created so a checkpoint can
    restore them."""
    hparams = self.run.hparams
    with self.strategy.scope():
      self.model = model_builder.build(hparams)
      optimizer = optimize.make_optimizer(hparams)
      # The same pure schedule the optimizer follows, evaluated for logs.
      self.learning_rate = learning_rate.LearningRateSchedule.from_hparams(
          hparams)
      if mixed:
        optimizer = keras.optimizers.LossScaleOptimizer(
            optimizer, initial_scale=self.run.schedule.initial_loss_scale)
      self.optimizer = optimizer
      self.model(seq2seq.dummy_features(hparams), training=False)
      self.optimizer.build(self.model.trainable_variables)

  def _build_update_step(self) -> None:
    """One update of grad_accum batches (update_step.UpdateStep), over
    the train split's tasks."""
    run = self.run
    self.task_names = [t.name for t in run.data.config.tasks_of_split("train")]
    self.update_step = update_step.UpdateStep(
        self.model, self.optimizer, self.strategy, run.hparams.label_smoothing,
        len(self.task_names), run.plan.hparams.packed,
        len(run.hparams.source_factor_sizes), run.eval_metrics)

  def _build_evaluation(self) -> None:
    """The evaluations' feed, the evaluator and early stopping, built
    before any checkpoint so a run they cannot serve stops first."""
    self.feed = _validation_feed(self.run)
    self.evaluator = _evaluator(self.run, self.log)
    self.early_stopping = self.evaluator.early_stopping()

  def _build_checkpoints_and_logs(self) -> None:
    """The run's checkpoints, TensorBoard writer and progress log."""
    run = self.run
    self.checkpoints = checkpoints_lib.RunCheckpoints(
        self.model, self.optimizer, run.output_dir, self.workers,
        run.checkpointing, self.log)
    self.writer = self._summary_writer()
    self.progress = progress.ProgressLog(
        self.task_names, self.learning_rate, self.writer, self.log,
        run.eval_metrics, run.hparams.guided_alignment_weight > 0)

  def _summary_writer(self):
    """TensorBoard's train/ writer: the chief's only."""
    if not self.workers.is_chief:
      return tf.summary.create_noop_writer()
    return tf.summary.create_file_writer(
        output_dir_lib.tensorboard_dir(self.run.output_dir, "train"))

  def _restore(self) -> Optional[np.ndarray]:
    """Restores the newest readable checkpoint (RunCheckpoints.restore) and
    its evaluations; returns its data positions, one int64 row per data
    consumer (None: a fresh run)."""
    rows = self.checkpoints.restore()
    if rows is not None:
      self.log(f"restored {self.checkpoints.restored_path} at step "
               f"{self.step}")
      if self.feed is not None:
        self.feed.load_json(self.checkpoints.evaluations.numpy().decode())
    return rows

  # The loop.

  def evaluate(self) -> Dict[str, Dict[str, float]]:
    """{validation task: {"loss": its mean token loss, metric: value}}
    (inference-mode transforms; evaluation.Evaluator.scores)."""
    return self.evaluator.scores(self.update_step.eval_terms, self.step)

  def evaluate_translation(self) -> Dict[str, Dict[str, float]]:
    """BLEU and chrF of each parallel validation task's translations by the
    current model (validation_translation); {} without
    evaluation.eval_decode."""
    return self.evaluator.translations(self.model, self.step)

  def evaluate_latest(self) -> Dict[str, Dict[str, float]]:
    """Restores the latest checkpoint and evaluates it once (the schedule
    "evaluate"): evaluate()'s scores. Raises: FileNotFoundError when there
    is none."""
    if not self.checkpoints.saved:
      raise FileNotFoundError(f"no checkpoint in "
                              f"{self.checkpoints.rolling.directory} "
                              f"to evaluate")
    self._restore()
    scores = self.evaluate()
    self.progress.evaluation(self.step, scores, self.evaluate_translation())
    return scores

  def train(self) -> Dict[str, float]:
    """Trains to schedule.train_steps; returns the last logged figures."""
    rows = self._restore()
    if self.step >= self.run.schedule.train_steps:
      self.log(f"already at step {self.step} >= --train_steps")
      return {}
    if self.stopped_early():
      self.log(f"step {self.step}: this run stopped early; "
               f"{self.early_stopping.describe_stop(self._history())}")
      return {}
    start = self.run.start
    resumed = data_resume.resume(self.run.data, self.run.plan,
                                 self.checkpoints, rows, self.workers,
                                 self.feed, start.reset_data_position,
                                 self.step, self.log)
    if self.warm_start is not None:
      if self.checkpoints.saved:
        self.log(f"--warm_start_from={start.warm_start_from} not "
                 f"applied: resuming this run's own checkpoint")
      else:
        self.warm_start.apply(
            self.model,
            self.optimizer if start.warm_start_optimizer else None,
            log=self.log)
    if self.feed is not None:
      self.feed.reopen()
    # Each worker is one data consumer (cluster).
    train = self.run.data.train_pipeline(
        self.run.plan.for_consumer(
            Consumer(self.workers.index, self.workers.size, resumed.layout)),
        resumed.state, validation=self.feed)
    self.train_pipeline = train
    try:
      return self._train(train)
    finally:
      train.close()  # Worker processes, streams left at stage switches.

  def _train(self, train: pipeline.TrainPipeline) -> Dict[str, float]:
    if self.strategy.num_replicas_in_sync > 1:
      distributed = device_feed.distribute(
          train.dataset, self.strategy,
          cluster_lib.local_replicas(self.strategy))
      batches = iter(distributed)
      gradients = self.update_step.distributed_gradients(
          distributed.element_spec)
    else:
      batches = iter(device_feed.device_prefetch(train.dataset()))
      gradients = self.update_step.gradients
    figures = {}
    interval = progress.LogInterval(len(self.task_names))
    last_save = time.monotonic()
    schedule = self.run.schedule
    try:
      while self.step < schedule.train_steps:
        update_start = time.perf_counter()
        batches_of_update = []
        for _ in range(self.run.plan.hparams.grad_accum):
          wait_start = time.perf_counter()
          batches_of_update.append(next(batches))
          interval.input_wait += time.perf_counter() - wait_start
        last = batches_of_update[-1]
        self.update_step.run(gradients, batches_of_update, interval)
        self._position = _local(last["position"]).numpy()
        interval.seconds += time.perf_counter() - update_start
        step = self.step
        if step % schedule.log_every == 0 or step == schedule.train_steps:
          figures = self.progress.progress(
              step, interval, _local(last["mix_weights"]).numpy(),
              train.mix.stage_name(PipelineState.from_vector(
                  self._position).stage))
          interval = progress.LogInterval(len(self.task_names))
        stop = False
        if self._evaluates_at(step):
          # The chief evaluates; every worker records its figures, so their
          # pipelines and early stopping decide alike.
          scores, quality = self.workers.from_chief(
              [self.evaluate(), self.evaluate_translation()]
              if self.workers.is_chief else None)
          figures.update(self.progress.evaluation(step, scores, quality))
          self.feed.record(step, validation_feed.figures(scores, quality))
          self.checkpoints.evaluations.assign(self.feed.to_json())
          adaptive = train.mix.adaptive
          if (adaptive is not None and
              step % self.run.evaluation.eval_every == 0):
            self.progress.adaptive(step, adaptive.factors_at(step))
          stop = self._judge(step)
        # Every worker reaches checkpoints.due (a collective) alike: what
        # comes before it is the same on all of them.
        if (stop or step == schedule.train_steps or
            self.checkpoints.due(step, last_save)):
          self.checkpoints.save(step, self._position)
          last_save = time.monotonic()
        if stop:
          break
    finally:
      # Here, before this frame releases `batches`, whose prefetch thread
      # may wait for an evaluation that will not come.
      if self.feed is not None:
        self.feed.close()
    for line in train.summary():
      self.log(line)
    self.writer.flush()
    return figures

  def _judge(self, step: int) -> bool:
    """Saves best/ when the evaluation at `step` is the best so far by the
    metric; returns whether early stopping ends the run here."""
    if self.early_stopping is None:
      return False
    metric = self.early_stopping.metric
    history = self._history()
    value = history[-1][1]
    verdict = self.early_stopping.judge(history)
    with self.writer.as_default():
      tf.summary.scalar(f"validation/{metric.name}", value, step=step)
    if verdict.best and self.run.evaluation.keep_best_checkpoint:
      path = self.checkpoints.save(step, self._position, best=True)
      self.log(f"step {step} best {metric.name}={value:.4f}: saved "
               f"{path or 'on the chief'}")
    if verdict.stop:
      self.log(f"step {step} {self.early_stopping.describe_stop(history)}")
    return verdict.stop

  def _history(self) -> List[Tuple[int, float]]:
    """(step, early-stopping metric) of every evaluation so far that has
    it (an older t2t_dyn's checkpoint holds only losses and BLEU/chrF)."""
    values = [(e.step, self.early_stopping.metric.value(e.figures))
              for e in self.feed.history()]
    return [(step, value) for step, value in values if value is not None]

  def stopped_early(self) -> bool:
    """Whether the restored run's last evaluation ended it (a resumed run
    that stopped early stays stopped)."""
    if self.early_stopping is None or not self.early_stopping.steps:
      return False
    history = self._history()
    return (bool(history) and history[-1][0] == self.step and
            self.early_stopping.judge(history).stop)

  def _evaluates_at(self, step: int) -> bool:
    every = self.run.evaluation.eval_every
    return bool(every) and (step % every == 0 or
                            step == self.run.schedule.train_steps)


def _local(value):
  """A tensor, or this host's first replica's part of a distributed value
  (the batch-level bookkeeping is the same in every part)."""
  if hasattr(value, "values"):
    return value.values[0]
  return value


def _set_precision_and_seed(run: TrainingRun) -> bool:
  """Keras' dtype policy (mixed_float16 when run.schedule asks, or by default
  on a GPU) and the run's seed (the data's, DataHParams.seed); returns
  whether mixed precision is on."""
  mixed = run.schedule.mixed_precision
  if mixed is None:
    mixed = bool(tf.config.list_logical_devices("GPU"))
  keras.mixed_precision.set_global_policy(
      "mixed_float16" if mixed else "float32")
  keras.utils.set_random_seed(run.plan.hparams.seed)
  return mixed


def _checked_warm_start(run: TrainingRun) -> Optional[warm_start.WarmStart]:
  """The warm start run.start asks for, checked now so a mismatch stops
  the run before any work; None without one."""
  start = run.start
  if not start.warm_start_from:
    return None
  return warm_start.WarmStart(
      warm_start.find_source(start.warm_start_from), run.hparams,
      None if run.data.own_encoders else run.data.setup.vocabularies,
      by_token=start.warm_start_vocab == "by_token")


def _validation_feed(run: TrainingRun
                     ) -> Optional[validation_feed.ValidationFeed]:
  """The evaluations, read by the pipeline (adaptive weights, stages that
  end on validation) and by early stopping; saved with the model as JSON,
  so a resumed run decides as an uninterrupted one. None when the run does
  not evaluate. Raises: ValueError when the data config reads evaluations
  the run does not make."""
  config = run.data.config
  if run.evaluation.eval_every:
    return validation_feed.ValidationFeed(run.evaluation.eval_every)
  if validation_feed.reads_evaluations(config):
    raise ValueError(f"the data config {config.source} follows the "
                     f"evaluations (meta.train.adaptive_weights or a stage "
                     f"that ends on validation), and this run has none "
                     f"(--schedule=train or --local_eval_frequency=0)")
  return None


def _evaluator(run: TrainingRun, log: Callable[[str], None]
               ) -> evaluation.Evaluator:
  translator = None
  plan = run.evaluation
  if plan.eval_decode:
    translator = validation_translation.ValidationTranslator(
        run.data.config, run.data_dir, run.translation_encoders,
        plan.eval_decode_lines, plan.eval_beam_size)
    log(translator.describe())
  return evaluation.Evaluator(run, translator)
