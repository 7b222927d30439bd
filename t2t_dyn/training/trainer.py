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

Mixed precision: when the loss scale overflows, the optimizer skips the
update and halves the scale. The trainer then recomputes the same batches
with the smaller scale instead of drawing new ones, so every applied update
consumes exactly grad_accum batches: the data's step (batches consumed //
grad_accum) stays equal to the optimizer's, and a skipped update logs,
evaluates and saves nothing.
"""

import dataclasses
import json
import os
import shutil
import time
from typing import Callable, Dict, List, NamedTuple, Optional, Tuple

import numpy as np
import tensorflow as tf
import keras
import yaml

from t2t_dyn.batches import device_feed
from t2t_dyn.batches import pipeline
from t2t_dyn.batches.data_hparams import DataHParams
from t2t_dyn.batches.position import PipelineState
from t2t_dyn.decoding import output_dir as output_dir_lib
from t2t_dyn.mixing import validation_feed
from t2t_dyn.models import transformer_model
from t2t_dyn.models.model_hparams import ModelHParams
from t2t_dyn.setup import transform_setup
from t2t_dyn.setup import vocabulary
from t2t_dyn.training import checkpoints as checkpoints_lib
from t2t_dyn.training import cluster as cluster_lib
from t2t_dyn.training import data_position as data_position_lib
from t2t_dyn.training import early_stopping
from t2t_dyn.training import elastic
from t2t_dyn.training import validation_translation
from t2t_dyn.training import warm_start
from t2t_dyn.utils import learning_rate
from t2t_dyn.utils import optimize

# Overflowing updates retried on the same batches before giving up: the
# loss scale halves each time, from 2^15 down to 2^-15.
_MAX_SKIPPED_UPDATES = 30


@dataclasses.dataclass(frozen=True)
class TrainOptions:
  """What dyn-trainer's flags set besides the model's hparams."""
  train_steps: int = 1000
  eval_every: int = 500      # 0: no evaluations.
  # Batches of each validation task an evaluation reads (0: all).
  eval_steps: int = 0
  save_every: int = 500
  save_every_seconds: float = 0.0  # Also save after this long (0: never).
  keep_checkpoints: int = 5
  keep_checkpoint_every_n_hours: float = 10000.0
  log_every: int = 50
  grad_accum: int = 1
  seed: int = 1
  mixed_precision: Optional[bool] = None  # None: on when a GPU is present.
  initial_loss_scale: float = 2.0 ** 15   # Keras' default.
  data_service: Optional[str] = None      # grpc://host:port of a dispatcher.
  # Evaluations also translate the validation tasks and log BLEU and chrF
  # (validation_translation): their first eval_decode_lines pairs (0: all).
  eval_decode: bool = False
  eval_decode_lines: int = 0
  eval_beam_size: int = 1
  # The validation metric of best/ and early stopping (early_stopping);
  # minimize None: losses down, BLEU and chrF up.
  eval_metric: str = early_stopping.LOSS
  eval_metric_minimize: Optional[bool] = None
  keep_best_checkpoint: bool = True
  # Stop when the metric has not improved by this delta in this many
  # updates (Tensor2Tensor's rule; 0: train to train_steps).
  early_stopping_steps: int = 0
  early_stopping_delta: float = 0.1
  # Start a fresh output dir from another run's checkpoint (warm_start).
  warm_start_from: Optional[str] = None
  warm_start_optimizer: bool = False
  warm_start_vocab: str = "exact"   # Or "by_token".
  # Resume with every task at its first line (data_position.reset).
  reset_data_position: bool = False


class Trainer:
  """One training run: model, optimizer, data, checkpoints, logs."""

  def __init__(self, problem, data_dir: str, output_dir: str,
               hparams: ModelHParams, data_hparams: DataHParams,
               options: TrainOptions, log: Callable[[str], None] = print,
               strategy: Optional[tf.distribute.Strategy] = None,
               cluster: Optional[cluster_lib.Cluster] = None):
    """`strategy`/`cluster`: the devices and hosts (cluster.make_strategy;
    default: this process's one device)."""
    self.problem = problem
    self.data_dir = data_dir
    self.output_dir = output_dir
    self.options = options
    self.data_hparams = dataclasses.replace(
        data_hparams, grad_accum=options.grad_accum, seed=options.seed)
    self.log = log
    self.strategy = strategy or cluster_lib.make_strategy()
    self.cluster = cluster
    self.workers = cluster_lib.WorkerGroup(self.strategy, cluster)
    self.setup = problem.transform_setup(data_dir)  # Raises SetupError.
    sizes = problem.vocab_sizes(data_dir)
    self.hparams = dataclasses.replace(
        hparams, vocab_size=sizes["targets"],
        input_vocab_size=(0 if problem.shared_vocabulary(data_dir) and
                          sizes["inputs"] == sizes["targets"] else
                          sizes["inputs"]),
        source_factor_sizes=problem.source_factor_sizes(data_dir),
        train_steps=options.train_steps)
    n_factors = len(self.hparams.source_factor_sizes)
    self._gradients = tf.function(self._gradient_terms, input_signature=(
        device_feed.batch_signature(self.data_hparams.packed_length > 0,
                                 n_factors),))
    # Validation batches are padded, one example a row.
    self._eval_terms = tf.function(self._eval_loss, input_signature=(
        device_feed.batch_signature(False, n_factors),))
    mixed = options.mixed_precision
    if mixed is None:
      mixed = bool(tf.config.list_logical_devices("GPU"))
    keras.mixed_precision.set_global_policy(
        "mixed_float16" if mixed else "float32")
    keras.utils.set_random_seed(options.seed)
    self.warm_start = None
    if options.warm_start_from:
      # Checked now, so a mismatch stops the run before any work.
      self.warm_start = warm_start.WarmStart(
          warm_start.find_source(options.warm_start_from), self.hparams,
          None if problem.own_encoders(data_dir) else self.setup.vocabularies,
          by_token=options.warm_start_vocab == "by_token")
    if self.workers.is_chief:
      self._write_self_contained_outputs()
    with self.strategy.scope():
      self.model = transformer_model.Transformer(self.hparams)
      optimizer = optimize.make_optimizer(self.hparams)
      # The same pure schedule the optimizer follows, evaluated for logs.
      self.learning_rate = learning_rate.LearningRateSchedule.from_hparams(
          self.hparams)
      if mixed:
        optimizer = keras.optimizers.LossScaleOptimizer(
            optimizer, initial_scale=options.initial_loss_scale)
      self.optimizer = optimizer
      self._build_variables()
    config = problem.get_data_config()
    self.layout = None  # How lines are dealt to the consumers (elastic).
    # The evaluations: read by the pipeline (adaptive weights, stages that
    # end on validation) and by early stopping; saved with the model as
    # JSON, so a resumed run decides as an uninterrupted one.
    self.feed = None
    if options.eval_every:
      self.feed = validation_feed.ValidationFeed(options.eval_every)
    elif validation_feed.reads_evaluations(config):
      raise ValueError(f"the data config {config.source} follows the "
                       f"evaluations (meta.train.adaptive_weights or a stage "
                       f"that ends on validation), and this run has none "
                       f"(--schedule=train or --local_eval_frequency=0)")
    self.checkpoints = checkpoints_lib.RunCheckpoints(
        self.model, self.optimizer, output_dir, self.workers,
        options.keep_checkpoints, options.keep_checkpoint_every_n_hours,
        log)
    # Summaries: the chief's only.
    self.writer = tf.summary.create_noop_writer()
    if self.workers.is_chief:
      self.writer = tf.summary.create_file_writer(
          output_dir_lib.tensorboard_dir(output_dir, "train"))
    self.eval_writers = {}
    self.validation_translator = None
    if options.eval_decode:
      self.validation_translator = validation_translation.ValidationTranslator(
          problem, data_dir, options.eval_decode_lines, options.eval_beam_size)
      self.log(self.validation_translator.describe())
    self.task_names = [t.name for t in
                       problem.get_data_config().tasks_of_split("train")]
    self.early_stopping = self._early_stopping(options)

  def _early_stopping(self, options: TrainOptions
                      ) -> Optional[early_stopping.EarlyStopping]:
    """None when the run does not evaluate or has no validation task.
    Raises: MetricError, ValueError for early stopping without evaluations
    or validation tasks, or a stage ending on a figure the run lacks."""
    if not options.eval_every:
      if options.early_stopping_steps:
        raise ValueError("--eval_early_stopping_steps needs evaluations "
                         "(--local_eval_frequency > 0 and a schedule that "
                         "evaluates)")
      return None
    config = self.problem.get_data_config()
    loss_tasks = [t.name for t in config.tasks_of_split("valid")]
    translated = (list(self.validation_translator.tasks)
                  if self.validation_translator else [])
    available = early_stopping.available_metrics(loss_tasks, translated)
    for i, stage in enumerate(config.stages):
      if (stage.until_validation is not None and
          stage.until_validation.figure not in available):
        raise ValueError(
            f"meta.train.stages[{i}].until (in {config.source}) ends on "
            f"{stage.until_validation.figure}, which this run does not "
            f"compute (it has {', '.join(available)}; BLEU and chrF need "
            f"--eval_decode)")
    if not loss_tasks:
      if options.early_stopping_steps:
        raise ValueError(f"--eval_early_stopping_steps needs a validation "
                         f"task (split: valid) in {config.source}")
      return None  # Nothing to judge: no best checkpoint either.
    metric = early_stopping.ValidationMetric.parse(
        options.eval_metric, options.eval_metric_minimize, loss_tasks,
        translated)
    return early_stopping.EarlyStopping(metric, options.early_stopping_steps,
                                        options.early_stopping_delta)

  @property
  def step(self) -> int:
    return int(self.optimizer.iterations.numpy())

  def _write_self_contained_outputs(self) -> None:
    os.makedirs(self.output_dir, exist_ok=True)
    config = self.problem.get_data_config()
    with open(output_dir_lib.config_path(self.output_dir), "w",
              encoding="utf-8") as f:
      yaml.safe_dump(_with_absolute_inputs(config), f, allow_unicode=True,
                     sort_keys=False)
    target = output_dir_lib.setup_dir(self.output_dir)
    if os.path.abspath(self.setup.setup_dir) != os.path.abspath(target):
      shutil.copytree(self.setup.setup_dir, target, dirs_exist_ok=True)
    record = {"problem": self.problem.name,
              # Tasks whose ids come from the problem's own encoders: the
              # decoder then needs the problem's code, not only the config.
              "own_encoders": sorted(self.problem.own_encoders(
                  self.data_dir)),
              "model": dataclasses.asdict(self.hparams),
              "data": dataclasses.asdict(self.data_hparams),
              "train": dataclasses.asdict(self.options)}
    with open(output_dir_lib.hparams_path(self.output_dir), "w",
              encoding="utf-8") as f:
      json.dump(record, f, indent=1)

  def _build_variables(self) -> None:
    """Creates model and optimizer variables so a checkpoint can restore."""
    self.model(transformer_model.dummy_features(self.hparams), training=False)
    self.optimizer.build(self.model.trainable_variables)

  def _restore(self) -> Optional[np.ndarray]:
    """Restores the newest readable checkpoint (RunCheckpoints.restore) and
    its evaluations; returns its data positions (None: a fresh run)."""
    rows = self.checkpoints.restore()
    if rows is not None:
      self.log(f"restored {self.checkpoints.restored_path} at step "
               f"{self.step}")
      if self.feed is not None:
        self.feed.load_json(self.checkpoints.evaluations.numpy().decode())
    return rows

  def _position_of_this_worker(self, rows: Optional[np.ndarray],
                               current: data_position_lib.DataIdentity
                               ) -> Optional[PipelineState]:
    """This worker's position from the checkpoint's `rows`; rows of another
    number of consumers are dealt anew (elastic). Sets self.layout.
    Raises: DataPositionError for a resize together with a config edit."""
    layout = elastic.Layout.from_json(
        self.checkpoints.data_layout.numpy().decode())
    if rows is None or self.options.reset_data_position:
      self.layout = None  # reset: every task afresh, dealt i mod n.
      return None if rows is None else PipelineState.from_vector(
          rows[0])
    if len(rows) == self.workers.size:
      self.layout = layout
      return PipelineState.from_vector(rows[self.workers.index])
    saved = data_position_lib.DataIdentity.from_json(
        self.checkpoints.data_identity.numpy().decode())
    if saved is None or saved.signature != current.signature:
      raise data_position_lib.DataPositionError(
          f"the checkpoint was written by {len(rows)} data consumer(s) "
          f"(workers) with another data config or data flags; this run has "
          f"{self.workers.size}: resume with {len(rows)} first, or pass "
          f"--reset_data_position")
    self.layout, states = elastic.resume(
        self.problem, self.data_dir, self.data_hparams, rows, layout,
        self.feed, self.workers.size, self.step, self.log)
    self.checkpoints.data_layout.assign(self.layout.to_json())
    return states[self.workers.index]

  # The compiled steps.

  def _loss_terms(self, batch, training: bool):
    """(loss, weights) per target token [B, T] (see token_losses)."""
    logits = self.model(batch, training=training)
    return transformer_model.token_losses(logits, batch["targets"],
                                          self.hparams.label_smoothing)

  def _gradient_terms(self, batch) -> "GradientTerms":
    """The summed-loss gradients and sums of one (replica's) batch."""
    with tf.GradientTape() as tape:
      loss, weights = self._loss_terms(batch, training=True)
      total = tf.reduce_sum(loss)
      scaled = (self.optimizer.scale_loss(total)
                if isinstance(self.optimizer, keras.optimizers.LossScaleOptimizer)
                else total)
    grads = tape.gradient(scaled, self.model.trainable_variables)
    # Each target token's task: a packed row holds several tasks' examples.
    token_task = batch.get("targets_task_id")
    if token_task is None:
      token_task = tf.broadcast_to(batch["task_id"][:, None],
                                   tf.shape(batch["targets"]))
    n_tasks = len(self.task_names)
    task_loss = tf.math.unsorted_segment_sum(loss, token_task, n_tasks)
    task_tokens = tf.math.unsorted_segment_sum(weights, token_task, n_tasks)
    source_tokens = tf.cast(
        tf.math.count_nonzero(batch["inputs"] != vocabulary.PAD_ID),
        tf.float32)
    return GradientTerms(grads, total, tf.reduce_sum(weights), source_tokens,
                         task_loss, task_tokens)

  def _replica_gradients(self, batch):
    """_gradient_terms of every replica's batch, summed over all replicas
    (of every worker). Compiled in _train with a fixed signature: the
    workers must trace it alike for their collectives to match."""
    # strategy.run belongs inside a tf.function, with a plain replica fn.
    per_replica = self.strategy.run(self._gradient_terms, args=(batch,))
    return tf.nest.map_structure(
        lambda v: self.strategy.reduce(tf.distribute.ReduceOp.SUM, v,
                                       axis=None), per_replica)

  @tf.function
  def _apply(self, grads, tokens):
    """Applies the update; returns whether it was applied (False: the loss
    scale overflowed and the optimizer only halved it)."""
    # Mean token loss over all batches of the update: divide the summed
    # gradients by the update's real target tokens.
    before = tf.identity(self.optimizer.iterations.value)
    grads = [g / tokens for g in grads]
    self.optimizer.apply_gradients(zip(grads, self.model.trainable_variables))
    return self.optimizer.iterations > before

  def _eval_loss(self, batch):
    loss, weights = self._loss_terms(batch, training=False)
    return tf.reduce_sum(loss), tf.reduce_sum(weights)

  # The loop.

  def evaluate(self) -> Dict[str, float]:
    """Mean token loss of each validation task (inference-mode transforms)."""
    losses = {}
    for task, dataset in self.problem.dataset(
        "eval", self.data_dir, self.data_hparams).items():
      loss, tokens = 0.0, 0.0
      if self.options.eval_steps:
        dataset = dataset.take(self.options.eval_steps)
      for batch in dataset:
        batch_loss, batch_tokens = self._eval_terms(batch)
        loss += float(batch_loss)
        tokens += float(batch_tokens)
      losses[task] = loss / max(tokens, 1.0)
      with self._eval_writer(task).as_default():
        tf.summary.scalar("loss", losses[task], step=self.step)
    return losses

  def evaluate_translation(self) -> Dict[str, Dict[str, float]]:
    """BLEU and chrF of each parallel validation task's translations by the
    current model (validation_translation); {} without options.eval_decode."""
    if self.validation_translator is None:
      return {}
    quality = self.validation_translator(self.model)
    for task, scores in quality.items():
      with self._eval_writer(task).as_default():
        for metric, value in scores.items():
          tf.summary.scalar(metric, value, step=self.step)
    return quality

  def _eval_writer(self, task: str):
    if task not in self.eval_writers:
      self.eval_writers[task] = tf.summary.create_file_writer(
          output_dir_lib.tensorboard_dir(self.output_dir, f"eval_{task}"))
    return self.eval_writers[task]

  def evaluate_latest(self) -> Dict[str, float]:
    """Restores the latest checkpoint and evaluates it once (the schedule
    "evaluate"). Raises: FileNotFoundError when there is none."""
    if not self.checkpoints.saved:
      raise FileNotFoundError(f"no checkpoint in "
                              f"{self.checkpoints.rolling.directory} "
                              f"to evaluate")
    self._restore()
    losses = self.evaluate()
    self.log(f"step {self.step} eval " + " ".join(
        f"{task}={loss:.4f}" for task, loss in losses.items()))
    for task, scores in self.evaluate_translation().items():
      self.log(f"step {self.step} eval {task} " + " ".join(
          f"{metric}={value:.2f}" for metric, value in scores.items()))
    return losses

  def train(self) -> Dict[str, float]:
    """Trains to options.train_steps; returns the last logged figures."""
    rows = self._restore()
    if self.step >= self.options.train_steps:
      self.log(f"already at step {self.step} >= --train_steps")
      return {}
    if self.stopped_early():
      self.log(f"step {self.step}: this run stopped early; "
               f"{self.early_stopping.describe_stop(self._history())}")
      return {}
    current = self._data_identity()
    state = self._continue_data(self._position_of_this_worker(rows, current),
                                current)
    if self.warm_start is not None:
      if self.checkpoints.saved:
        self.log(f"--warm_start_from={self.options.warm_start_from} not "
                 f"applied: resuming this run's own checkpoint")
      else:
        self.warm_start.apply(
            self.model,
            self.optimizer if self.options.warm_start_optimizer else None,
            log=self.log)
    if self.feed is not None:
      self.feed.reopen()
    # Each worker is one data consumer (cluster).
    train = self.problem.train_pipeline(
        self.data_dir, self.data_hparams, state,
        num_consumers=self.workers.size, consumer_index=self.workers.index,
        data_service=self.options.data_service, validation=self.feed,
        layout=self.layout)
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
      gradients = tf.function(self._replica_gradients, input_signature=(
          {k: v for k, v in distributed.element_spec.items()
           if k not in device_feed.BOOKKEEPING},))
    else:
      batches = iter(device_feed.device_prefetch(train.dataset()))
      gradients = self._gradients
    figures = {}
    interval = _LogInterval(len(self.task_names))
    last_save = time.monotonic()
    try:
      while self.step < self.options.train_steps:
        update_start = time.perf_counter()
        batches_of_update = []
        for _ in range(self.options.grad_accum):
          wait_start = time.perf_counter()
          batches_of_update.append(next(batches))
          interval.input_wait += time.perf_counter() - wait_start
        last = batches_of_update[-1]
        self._update(gradients, batches_of_update, interval)
        self._position = _local(last["position"]).numpy()
        interval.seconds += time.perf_counter() - update_start
        step = self.step
        if step % self.options.log_every == 0 or step == self.options.train_steps:
          figures = self._log_progress(
              step, interval, _local(last["mix_weights"]).numpy(),
              train.mix.stage_name(PipelineState.from_vector(
                  self._position).stage))
          interval = _LogInterval(len(self.task_names))
        stop = False
        if self._evaluates_at(step):
          # The chief evaluates; every worker records its figures, so their
          # pipelines and early stopping decide alike.
          losses, quality = self.workers.from_chief(
              [self.evaluate(), self.evaluate_translation()]
              if self.workers.is_chief else None)
          self.log(f"step {step} eval " + " ".join(
              f"{task}={loss:.4f}" for task, loss in losses.items()))
          figures.update({f"eval_{t}": l for t, l in losses.items()})
          for task, scores in quality.items():
            self.log(f"step {step} eval {task} " + " ".join(
                f"{metric}={value:.2f}" for metric, value in scores.items()))
            figures.update({f"eval_{task}_{metric}": value
                            for metric, value in scores.items()})
          self.feed.record(step, validation_feed.figures(losses, quality))
          self.checkpoints.evaluations.assign(self.feed.to_json())
          adaptive = train.mix.adaptive
          if adaptive is not None and step % self.options.eval_every == 0:
            self._log_adaptive(step, adaptive.factors_at(step))
          stop = self._judge(step)
        if (stop or step % self.options.save_every == 0 or
            step == self.options.train_steps or self._save_time_passed(
                last_save)):
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
    if verdict.best and self.options.keep_best_checkpoint:
      path = self.checkpoints.save(step, self._position, best=True)
      self.log(f"step {step} best {metric.name}={value:.4f}: saved "
               f"{path or 'on the chief'}")
    if verdict.stop:
      self.log(f"step {step} {self.early_stopping.describe_stop(history)}")
    return verdict.stop

  def _data_identity(self) -> data_position_lib.DataIdentity:
    """The current data's identity, the same on every worker. Raises:
    ClusterError naming the workers whose data differ."""
    current = data_position_lib.identity(
        self.problem.get_data_config(), self.data_dir, self.setup.record,
        {k: v for k, v in dataclasses.asdict(self.data_hparams).items()
         if k != "cores"})
    self.workers.check_same("data", {
        **{f"shards of task {name}": lines
           for name, lines in zip(current.tasks, current.task_lines)},
        "segmentation models and vocabulary": current.encoding,
        "data config and batching flags": current.signature})
    return current

  def _continue_data(self, state: Optional[PipelineState],
                     current: data_position_lib.DataIdentity
                     ) -> Optional[PipelineState]:
    """The restored position, carried over to the `current` config when the
    checkpoint's data identity differs (data_position); records the
    current identity for the next checkpoints. Raises: DataPositionError."""
    saved = data_position_lib.DataIdentity.from_json(
        self.checkpoints.data_identity.numpy().decode())
    self.checkpoints.data_identity.assign(current.to_json())
    if state is not None and self.options.reset_data_position:
      state = data_position_lib.reset(state, current, self.step, self.log)
    elif (state is not None and saved is not None and
          saved.signature != current.signature):
      state = data_position_lib.carry_over(state, saved, current, self.step,
                                           self.log)
    return state

  def _save_time_passed(self, last_save: float) -> bool:
    """Whether save_every_seconds have passed since `last_save` (on some
    worker: all of them save together)."""
    if not self.options.save_every_seconds:
      return False
    return self.workers.any(
        time.monotonic() - last_save >= self.options.save_every_seconds)

  def _history(self) -> List[Tuple[int, float]]:
    """(step, early-stopping metric) of every evaluation so far."""
    return [(e.step, self.early_stopping.metric.value(e.figures))
            for e in self.feed.history()]

  def stopped_early(self) -> bool:
    """Whether the restored run's last evaluation ended it (a resumed run
    that stopped early stays stopped)."""
    if self.early_stopping is None or not self.early_stopping.steps:
      return False
    history = self._history()
    return (bool(history) and history[-1][0] == self.step and
            self.early_stopping.judge(history).stop)

  def _evaluates_at(self, step: int) -> bool:
    every = self.options.eval_every
    return bool(every) and (step % every == 0 or
                            step == self.options.train_steps)

  def _log_adaptive(self, step: int, factors: np.ndarray) -> None:
    """The adaptive factors an evaluation set (for windows from its step)."""
    with self.writer.as_default():
      for task, factor in zip(self.task_names, factors):
        tf.summary.scalar(f"adaptive_factor/{task}", float(factor), step=step)
    self.log(f"step {step} adaptive factors " + " ".join(
        f"{t}={f:.2f}" for t, f in zip(self.task_names, factors)))

  def _update(self, gradients, batches, interval: "_LogInterval") -> None:
    """One optimizer update from `batches`, recomputed with the smaller
    loss scale while it overflows (see the module docstring)."""
    for _ in range(_MAX_SKIPPED_UPDATES + 1):
      update = _LogInterval(len(self.task_names))
      grads_sum = None
      for batch in batches:
        model_batch = {k: v for k, v in batch.items()
                       if k not in device_feed.BOOKKEEPING}
        terms = gradients(model_batch)
        grads_sum = terms.grads if grads_sum is None else [
            a + b for a, b in zip(grads_sum, terms.grads)]
        update.add(terms)
      if bool(self._apply(grads_sum, update.update_tokens())):
        interval.merge(update)
        return
    raise FloatingPointError(
        f"step {self.step}: the gradients stayed non-finite after "
        f"{_MAX_SKIPPED_UPDATES} halvings of the loss scale (now "
        f"{float(self.optimizer.dynamic_scale.numpy()):g}); the model "
        f"diverged")

  def _log_progress(self, step: int, interval: "_LogInterval", mix_weights,
                    stage: str = ""):
    seconds = max(interval.seconds, 1e-9)
    figures = {
        "loss": interval.loss / max(interval.tokens, 1.0),
        "learning_rate": float(self.learning_rate(step)),
        "steps_per_second": interval.updates / seconds,
        "tokens_per_second": interval.real_tokens / seconds,
        "input_wait_share": interval.input_wait / seconds,
    }
    with self.writer.as_default():
      for name, value in figures.items():
        tf.summary.scalar(name, value, step=step)
      for i, task in enumerate(self.task_names):
        tf.summary.scalar(f"mix_weight/{task}", float(mix_weights[i]), step=step)
        if interval.task_tokens[i]:
          tf.summary.scalar(f"loss/{task}", interval.task_loss[i] /
                            interval.task_tokens[i], step=step)
    self.log(f"step {step} loss {figures['loss']:.4f} "
             f"lr {figures['learning_rate']:.2e} "
             f"steps/s {figures['steps_per_second']:.2f} "
             f"tokens/s {figures['tokens_per_second']:.0f} "
             f"input_wait {100 * figures['input_wait_share']:.1f}% " +
             (f"stage={stage} " if stage else "") + "mix " +
             " ".join(f"{t}={float(w):.2f}"
                      for t, w in zip(self.task_names, mix_weights)))
    return figures


class GradientTerms(NamedTuple):
  """One batch's (or, summed over replicas, one step's) contribution to an
  update: gradients of the summed token loss (scaled with mixed precision),
  the loss sum, real (non-PAD) target and source tokens, and per training
  task its loss sum and target tokens [tasks]."""
  grads: List[tf.Tensor]
  loss: tf.Tensor
  target_tokens: tf.Tensor
  source_tokens: tf.Tensor
  task_loss: tf.Tensor
  task_tokens: tf.Tensor


class _LogInterval:
  """Sums between two progress lines."""

  def __init__(self, n_tasks: int):
    self.loss = 0.0
    self.tokens = 0.0
    self.real_tokens = 0.0
    self.updates = 0
    self.seconds = 0.0
    self.input_wait = 0.0
    self.task_loss = np.zeros(n_tasks)
    self.task_tokens = np.zeros(n_tasks)
    self._update_tokens = 0.0

  def add(self, terms: "GradientTerms") -> None:
    """The sums of one batch."""
    tokens = float(terms.target_tokens)
    self.loss += float(terms.loss)
    self.tokens += tokens
    self._update_tokens += tokens
    self.real_tokens += tokens + float(terms.source_tokens)
    self.task_loss += terms.task_loss.numpy()
    self.task_tokens += terms.task_tokens.numpy()

  def update_tokens(self) -> tf.Tensor:
    tokens, self._update_tokens = max(self._update_tokens, 1.0), 0.0
    self.updates += 1
    return tf.constant(tokens, tf.float32)

  def merge(self, other: "_LogInterval") -> None:
    """Adds an applied update's sums (not its time, counted by the loop)."""
    self.loss += other.loss
    self.tokens += other.tokens
    self.real_tokens += other.real_tokens
    self.updates += other.updates
    self.task_loss += other.task_loss
    self.task_tokens += other.task_tokens


def _local(value):
  """A tensor, or this host's first replica's part of a distributed value
  (the batch-level bookkeeping is the same in every part)."""
  if hasattr(value, "values"):
    return value.values[0]
  return value


def _with_absolute_inputs(config) -> dict:
  """The raw config with meta.train paths made absolute (the copy lives in
  another directory); the set-up's model copies take their place later."""
  raw = json.loads(json.dumps(config.raw))
  train = raw.setdefault("meta", {}).setdefault("train", {})
  for key in transform_setup.MODEL_KEYS:
    if getattr(config.train, key):
      train[key] = getattr(config.train, key)
  return raw
