"""One optimizer update: the compiled gradient terms of a batch (on every
replica, summed over all of them), the update from grad_accum batches'
summed gradients divided by their real target tokens, so it follows the
mean token loss of all of them; and the compiled validation pass, which
returns a batch's loss and its metrics' sums from one forward pass.

Guided alignment (guided_alignment_weight > 0, models.guided_alignment):
a batch with word links adds the weight times its mean alignment cost to
each of its target tokens' loss, so the update follows mean token loss +
weight * cost; a batch without them trains as without guided alignment.
With the weight 0 the links are dropped before the compiled step.
Validation losses stay translation losses.

Mixed precision: when the loss scale overflows, the optimizer skips the
update and halves the scale. The update is then recomputed on the same
batches with the smaller scale instead of drawing new ones, so every
applied update consumes exactly grad_accum batches: the data's step
(batches consumed // grad_accum) stays equal to the optimizer's, and a
skipped update logs, evaluates and saves nothing.
"""

from typing import Callable, Dict, NamedTuple, Optional, Sequence

import tensorflow as tf
import keras

from t2t_dyn.batches import device_feed
from t2t_dyn.models import guided_alignment
from t2t_dyn.models import seq2seq
from t2t_dyn.setup import vocabulary
from t2t_dyn.training import progress
from t2t_dyn.utils import metric_sums as metric_sums_lib

# Overflowing updates retried on the same batches before giving up: the
# loss scale halves each time, from 2^15 down to 2^-15.
MAX_SKIPPED_UPDATES = 30

GradientsFn = Callable[[Dict[str, tf.Tensor]], progress.GradientTerms]


class EvalTerms(NamedTuple):
  """One validation batch's figures from one forward pass: its summed token
  loss and real target tokens, each logit metric's WeightedSum
  (utils.metric_sums.batch_sums) and, when a metric scores ids in NumPy, the
  argmax ids [B, T] (else None)."""
  loss: tf.Tensor
  tokens: tf.Tensor
  metric_sums: Dict[str, metric_sums_lib.WeightedSum]
  predictions: Optional[tf.Tensor]


EvalFn = Callable[[Dict[str, tf.Tensor]], EvalTerms]


class UpdateStep:
  """The compiled steps of `model` and `optimizer` (a LossScaleOptimizer
  with mixed precision) under `strategy`."""

  def __init__(self, model: keras.Model, optimizer,
               strategy: tf.distribute.Strategy, label_smoothing: float,
               n_tasks: int, packed: bool, n_factors: int,
               eval_metrics: Sequence[str] = ()):
    """`n_tasks`: the training tasks (the loss is also summed per task);
    `packed`, `n_factors`: the training batches' form (device_feed);
    `eval_metrics`: Tensor2Tensor's metrics each evaluation computes
    (utils.metrics.TEXT_METRICS)."""
    self.model = model
    self.optimizer = optimizer
    self.strategy = strategy
    self.label_smoothing = label_smoothing
    self.n_tasks = n_tasks
    self.eval_metrics = tuple(eval_metrics)
    hparams = model.hparams
    self.alignment_weight = float(hparams.guided_alignment_weight)
    self.alignment_cost = hparams.guided_alignment_cost
    # One replica's batch -> its GradientTerms; with guided alignment a
    # second trace takes the batches that carry links. No AutoGraph in
    # these graphs: their control flow is tf.cond / tf.while_loop already
    # (a user's T2TModel body is Tensor2Tensor's graph code, written
    # without it), and converting every layer's source cost ~2.5 CPU-s in
    # each process that trains (measured).
    self._plain_gradients: GradientsFn = tf.function(
        self._gradient_terms, autograph=False, input_signature=(
            device_feed.batch_signature(packed, n_factors),))
    self._aligned_gradients: Optional[GradientsFn] = None
    if self.alignment_weight > 0:
      self._aligned_gradients = tf.function(
          self._gradient_terms, autograph=False, input_signature=(
              device_feed.batch_signature(packed, n_factors, True),))
    # Validation batches are padded, one example a row.
    self._eval_terms_fn: EvalFn = tf.function(
        self._eval_terms, autograph=False, input_signature=(
            device_feed.batch_signature(False, n_factors),))

  def gradients(self, batch: Dict[str, tf.Tensor]) -> progress.GradientTerms:
    """One replica's batch (no bookkeeping) -> its GradientTerms."""
    if (self._aligned_gradients is not None and
        guided_alignment.FEATURE in batch):
      return self._aligned_gradients(batch)
    return self._plain_gradients(self._without_links(batch))

  def eval_terms(self, batch: Dict[str, tf.Tensor]) -> EvalTerms:
    """A validation batch's EvalTerms (its links, if any, are not read)."""
    return self._eval_terms_fn(self._without_links(batch))

  @staticmethod
  def _without_links(batch):
    return {k: v for k, v in batch.items()
            if k not in guided_alignment.FEATURES}

  def distributed_gradients(self, element_spec: Dict[str, tf.TypeSpec]
                            ) -> GradientsFn:
    """The gradient terms of every replica's part of a distributed batch
    (of `element_spec`, device_feed.distribute's), summed over all
    replicas of every worker. Compiled with a fixed signature: the workers
    must trace it alike for their collectives to match."""
    unread = device_feed.BOOKKEEPING + (
        () if self.alignment_weight > 0 else guided_alignment.FEATURES)
    return tf.function(self._replica_gradients, autograph=False,
                       input_signature=(
        {k: v for k, v in element_spec.items() if k not in unread},))

  def run(self, gradients: GradientsFn, batches: Sequence[Dict[str, tf.Tensor]],
          interval: progress.LogInterval) -> None:
    """One optimizer update from `batches` by `gradients`, recomputed with
    the smaller loss scale while it overflows; adds its sums to `interval`.
    Raises: FloatingPointError when it still overflows after
    MAX_SKIPPED_UPDATES halvings."""
    for _ in range(MAX_SKIPPED_UPDATES + 1):
      update = progress.LogInterval(self.n_tasks)
      grads_sum = None
      for batch in batches:
        model_batch = {k: v for k, v in batch.items()
                       if k not in device_feed.BOOKKEEPING}
        if self.alignment_weight <= 0:
          model_batch = self._without_links(model_batch)
        terms = gradients(model_batch)
        grads_sum = terms.grads if grads_sum is None else [
            a + b for a, b in zip(grads_sum, terms.grads)]
        update.add(terms)
      if bool(self._apply(grads_sum, update.update_tokens())):
        interval.merge(update)
        return
    raise FloatingPointError(
        f"step {int(self.optimizer.iterations.numpy())}: the gradients "
        f"stayed non-finite after {MAX_SKIPPED_UPDATES} halvings of the loss "
        f"scale (now {float(self.optimizer.dynamic_scale.numpy()):g}); the "
        f"model diverged")

  def _loss_terms(self, batch, training: bool):
    """(loss, weights) per target token [B, T] (see token_losses), and
    the batch's guided_alignment.cost_terms (None without links or
    weight)."""
    if self.alignment_weight > 0 and guided_alignment.FEATURE in batch:
      logits, attention = self.model(batch, training=training,
                                     return_attention=True)
      alignment = guided_alignment.cost_terms(attention, batch,
                                              self.alignment_cost)
    else:
      logits, alignment = self.model(batch, training=training), None
    loss, weights = seq2seq.token_losses(logits, batch["targets"],
                                         self.label_smoothing)
    return loss, weights, alignment

  def _gradient_terms(self, batch) -> progress.GradientTerms:
    """The summed-loss gradients and sums of one (replica's) batch."""
    with tf.GradientTape() as tape:
      loss, weights, alignment = self._loss_terms(batch, training=True)
      total = objective = tf.reduce_sum(loss)
      if self.model.losses:
        # What the model adds to its mean token loss (the Universal
        # Transformer's ACT ponder loss), times the batch's tokens: the
        # update divides the summed objective by its tokens.
        objective += tf.add_n(self.model.losses) * tf.reduce_sum(weights)
      if alignment is not None:
        # weight * mean cost per target token: after the update's division
        # by its tokens, weight * the batches' token-weighted mean cost.
        cost, positions = alignment
        objective += (self.alignment_weight * tf.reduce_sum(weights) *
                      cost / tf.maximum(positions, 1.0))
      scaled = (self.optimizer.scale_loss(objective)
                if isinstance(self.optimizer,
                              keras.optimizers.LossScaleOptimizer)
                else objective)
    grads = tape.gradient(scaled, self.model.trainable_variables)
    # An embedding read only by gather (an LSTM's source embedding) has
    # sparse gradients whose row count varies by batch: dense, they keep
    # one shape, so the update compiles once and sums across batches.
    grads = [tf.convert_to_tensor(g) if isinstance(g, tf.IndexedSlices)
             else g for g in grads]
    # Each target token's task: a packed row holds several tasks' examples.
    token_task = batch.get("targets_task_id")
    if token_task is None:
      token_task = tf.broadcast_to(batch["task_id"][:, None],
                                   tf.shape(batch["targets"]))
    task_loss = tf.math.unsorted_segment_sum(loss, token_task, self.n_tasks)
    task_tokens = tf.math.unsorted_segment_sum(weights, token_task,
                                               self.n_tasks)
    source_tokens = tf.cast(
        tf.math.count_nonzero(batch["inputs"] != vocabulary.PAD_ID),
        tf.float32)
    if alignment is None:
      alignment = (tf.constant(0.0), tf.constant(0.0))
    return progress.GradientTerms(grads, total, tf.reduce_sum(weights),
                                  source_tokens, task_loss, task_tokens,
                                  *alignment)

  def _replica_gradients(self, batch):
    # strategy.run belongs inside a tf.function, with a plain replica fn.
    per_replica = self.strategy.run(self._gradient_terms, args=(batch,))
    return tf.nest.map_structure(
        lambda v: self.strategy.reduce(tf.distribute.ReduceOp.SUM, v,
                                       axis=None), per_replica)

  @tf.function(autograph=False)
  def _apply(self, grads, tokens):
    """Applies the update; returns whether it was applied (False: the loss
    scale overflowed and the optimizer only halved it)."""
    # Mean token loss over all batches of the update: divide the summed
    # gradients by the update's real target tokens.
    before = tf.identity(self.optimizer.iterations.value)
    grads = [g / tokens for g in grads]
    self.optimizer.apply_gradients(zip(grads, self.model.trainable_variables))
    return self.optimizer.iterations > before

  def _eval_terms(self, batch) -> EvalTerms:
    # The metrics read the logits the loss was computed from: no second
    # forward pass.
    logits = self.model(batch, training=False)
    targets = batch["targets"]
    loss, weights = seq2seq.token_losses(logits, targets, self.label_smoothing)
    predictions = (metric_sums_lib.argmax_ids(logits)
                   if metric_sums_lib.needs_predictions(self.eval_metrics)
                   else None)
    return EvalTerms(tf.reduce_sum(loss), tf.reduce_sum(weights),
                     metric_sums_lib.batch_sums(logits, targets,
                                                self.eval_metrics),
                     predictions)
