"""What a training run reports as it goes: the sums of each batch's loss
and tokens (GradientTerms), summed between two progress lines (LogInterval),
and the lines and summaries (ProgressLog) of progress, evaluations and
adaptive weights. The same lines on every worker; summaries go to the
writer given (a no-op writer on workers other than the chief)."""

from typing import Callable, Dict, List, Mapping, NamedTuple, Sequence

import numpy as np
import tensorflow as tf


class GradientTerms(NamedTuple):
  """One batch's (or, summed over replicas, one step's) contribution to an
  update: gradients of the summed token loss (scaled with mixed precision;
  with guided alignment, of the objective update_step describes), the
  token loss sum, real (non-PAD) target and source tokens, per training
  task its loss sum and target tokens [tasks], and the guided alignment
  cost summed over linked target positions and their number (0 without)."""
  grads: List[tf.Tensor]
  loss: tf.Tensor
  target_tokens: tf.Tensor
  source_tokens: tf.Tensor
  task_loss: tf.Tensor
  task_tokens: tf.Tensor
  align_loss: tf.Tensor
  align_positions: tf.Tensor


class LogInterval:
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
    self.align_loss = 0.0
    self.align_positions = 0.0
    self._update_tokens = 0.0

  def add(self, terms: GradientTerms) -> None:
    """The sums of one batch."""
    tokens = float(terms.target_tokens)
    self.loss += float(terms.loss)
    self.tokens += tokens
    self._update_tokens += tokens
    self.real_tokens += tokens + float(terms.source_tokens)
    self.task_loss += terms.task_loss.numpy()
    self.task_tokens += terms.task_tokens.numpy()
    self.align_loss += float(terms.align_loss)
    self.align_positions += float(terms.align_positions)

  def update_tokens(self) -> tf.Tensor:
    """The real target tokens of the update being summed (at least 1), and
    counts the update."""
    tokens, self._update_tokens = max(self._update_tokens, 1.0), 0.0
    self.updates += 1
    return tf.constant(tokens, tf.float32)

  def merge(self, other: "LogInterval") -> None:
    """Adds an applied update's sums (not its time, counted by the loop)."""
    self.loss += other.loss
    self.tokens += other.tokens
    self.real_tokens += other.real_tokens
    self.updates += other.updates
    self.task_loss += other.task_loss
    self.task_tokens += other.task_tokens
    self.align_loss += other.align_loss
    self.align_positions += other.align_positions


class ProgressLog:
  """Writes a run's progress, evaluation and adaptive-weight lines to `log`
  and their summaries to `writer`."""

  def __init__(self, task_names: Sequence[str],
               learning_rate: Callable[[int], float],
               writer: tf.summary.SummaryWriter, log: Callable[[str], None],
               eval_metrics: Sequence[str] = (),
               guided_alignment: bool = False):
    """`task_names`: the training tasks; `learning_rate`: the schedule;
    `eval_metrics`: the order of the metrics in evaluation lines (the
    problem's eval_metrics()); `guided_alignment`: progress reports the
    alignment cost (guided_alignment_weight > 0)."""
    self.task_names = list(task_names)
    self.learning_rate = learning_rate
    self.writer = writer
    self.log = log
    self.eval_metrics = list(eval_metrics)
    self.guided_alignment = guided_alignment

  def progress(self, step: int, interval: LogInterval,
               mix_weights: Sequence[float],
               stage: str = "") -> Dict[str, float]:
    """The progress line of the updates in `interval`; returns its figures
    (loss, with guided alignment align_loss when the interval had links,
    learning_rate, steps_per_second, tokens_per_second,
    input_wait_share)."""
    seconds = max(interval.seconds, 1e-9)
    figures = {"loss": interval.loss / max(interval.tokens, 1.0)}
    align = "-"  # An interval without links has no alignment cost.
    if self.guided_alignment and interval.align_positions:
      figures["align_loss"] = interval.align_loss / interval.align_positions
      align = f"{figures['align_loss']:.4f}"
    figures.update({
        "learning_rate": float(self.learning_rate(step)),
        "steps_per_second": interval.updates / seconds,
        "tokens_per_second": interval.real_tokens / seconds,
        "input_wait_share": interval.input_wait / seconds,
    })
    with self.writer.as_default():
      for name, value in figures.items():
        tf.summary.scalar(name, value, step=step)
      for i, task in enumerate(self.task_names):
        tf.summary.scalar(f"mix_weight/{task}", float(mix_weights[i]),
                          step=step)
        if interval.task_tokens[i]:
          tf.summary.scalar(f"loss/{task}", interval.task_loss[i] /
                            interval.task_tokens[i], step=step)
    self.log(f"step {step} loss {figures['loss']:.4f} " +
             (f"align_loss {align} " if self.guided_alignment else "") +
             f"lr {figures['learning_rate']:.2e} "
             f"steps/s {figures['steps_per_second']:.2f} "
             f"tokens/s {figures['tokens_per_second']:.0f} "
             f"input_wait {100 * figures['input_wait_share']:.1f}% " +
             (f"stage={stage} " if stage else "") + "mix " +
             " ".join(f"{t}={float(w):.2f}"
                      for t, w in zip(self.task_names, mix_weights)))
    return figures

  def evaluation(self, step: int, scores: Mapping[str, Mapping[str, float]],
                 quality: Mapping[str, Mapping[str, float]]
                 ) -> Dict[str, float]:
    """The lines of an evaluation: each validation task's loss, then per
    task its other `scores` (Tensor2Tensor's metrics), then each translated
    task's `quality`; returns them as figures ("eval_<task>" the loss,
    "eval_<task>_<metric>")."""
    self.log(f"step {step} eval " + " ".join(
        f"{task}={values['loss']:.4f}" for task, values in scores.items()))
    figures = {f"eval_{task}": values["loss"]
               for task, values in scores.items()}
    for task, values in scores.items():
      # The problem's order (the scores come back from JSON key-sorted).
      order = self.eval_metrics + sorted(set(values) - set(self.eval_metrics))
      metrics = {m: values[m] for m in order if m in values and m != "loss"}
      if metrics:
        self.log(f"step {step} eval {task} " + " ".join(
            f"{metric}={value:.4f}" for metric, value in metrics.items()))
        figures.update({f"eval_{task}_{metric}": value
                        for metric, value in metrics.items()})
    for task, scores in quality.items():
      self.log(f"step {step} eval {task} " + " ".join(
          f"{metric}={value:.2f}" for metric, value in scores.items()))
      figures.update({f"eval_{task}_{metric}": value
                      for metric, value in scores.items()})
    return figures

  def adaptive(self, step: int, factors: np.ndarray) -> None:
    """The adaptive factors an evaluation set (for windows from its step)."""
    with self.writer.as_default():
      for task, factor in zip(self.task_names, factors):
        tf.summary.scalar(f"adaptive_factor/{task}", float(factor), step=step)
    self.log(f"step {step} adaptive factors " + " ".join(
        f"{t}={f:.2f}" for t, f in zip(self.task_names, factors)))
