"""A run's evaluations of its current model: each validation task's mean
token loss (inference-mode transforms) and, with --eval_decode, BLEU and
chrF of its translations (validation_translation), each written to the
task's TensorBoard dir; and the early stopping those figures allow."""

from typing import Callable, Dict, Optional, Tuple

import tensorflow as tf

from t2t_dyn.batches.data_hparams import DataHParams
from t2t_dyn.decoding import output_dir as output_dir_lib
from t2t_dyn.training import early_stopping as early_stopping_lib
from t2t_dyn.training import validation_translation

# A compiled model's (summed token loss, real target tokens) of a batch.
LossFn = Callable[[Dict[str, tf.Tensor]], Tuple[tf.Tensor, tf.Tensor]]


class Evaluator:
  """Evaluates a problem's validation tasks from `data_dir`."""

  def __init__(self, problem, data_dir: str, data_hparams: DataHParams,
               output_dir: str, eval_steps: int,
               translator: Optional[
                   validation_translation.ValidationTranslator]):
    """`eval_steps`: batches of each task read (0: all); `translator`: the
    validation translations (None: no BLEU and chrF)."""
    self.problem = problem
    self.data_dir = data_dir
    self.data_hparams = data_hparams
    self.output_dir = output_dir
    self.eval_steps = eval_steps
    self.translator = translator
    self._writers = {}

  def losses(self, loss_fn: LossFn, step: int) -> Dict[str, float]:
    """Mean token loss of each validation task by `loss_fn`."""
    losses = {}
    for task, dataset in self.problem.dataset(
        "eval", self.data_dir, self.data_hparams).items():
      loss, tokens = 0.0, 0.0
      if self.eval_steps:
        dataset = dataset.take(self.eval_steps)
      for batch in dataset:
        batch_loss, batch_tokens = loss_fn(batch)
        loss += float(batch_loss)
        tokens += float(batch_tokens)
      losses[task] = loss / max(tokens, 1.0)
      with self._writer(task).as_default():
        tf.summary.scalar("loss", losses[task], step=step)
    return losses

  def translations(self, model, step: int) -> Dict[str, Dict[str, float]]:
    """BLEU and chrF of each parallel validation task's translations by
    `model`; {} without a translator."""
    if self.translator is None:
      return {}
    quality = self.translator(model)
    for task, scores in quality.items():
      with self._writer(task).as_default():
        for metric, value in scores.items():
          tf.summary.scalar(metric, value, step=step)
    return quality

  def _writer(self, task: str):
    if task not in self._writers:
      self._writers[task] = tf.summary.create_file_writer(
          output_dir_lib.tensorboard_dir(self.output_dir, f"eval_{task}"))
    return self._writers[task]

  def early_stopping(self, eval_every: int, metric: str,
                     minimize: Optional[bool], steps: int, delta: float
                     ) -> Optional[early_stopping_lib.EarlyStopping]:
    """The run's early stopping by `metric` (Tensor2Tensor's flags); None
    when the run does not evaluate or has no validation task. Raises:
    MetricError, ValueError for early stopping without evaluations or
    validation tasks, or a stage ending on a figure the run lacks."""
    if not eval_every:
      if steps:
        raise ValueError("--eval_early_stopping_steps needs evaluations "
                         "(--local_eval_frequency > 0 and a schedule that "
                         "evaluates)")
      return None
    config = self.problem.get_data_config()
    loss_tasks = [t.name for t in config.tasks_of_split("valid")]
    translated = list(self.translator.tasks) if self.translator else []
    available = early_stopping_lib.available_metrics(loss_tasks, translated)
    for i, stage in enumerate(config.stages):
      if (stage.until_validation is not None and
          stage.until_validation.figure not in available):
        raise ValueError(
            f"meta.train.stages[{i}].until (in {config.source}) ends on "
            f"{stage.until_validation.figure}, which this run does not "
            f"compute (it has {', '.join(available)}; BLEU and chrF need "
            f"--eval_decode)")
    if not loss_tasks:
      if steps:
        raise ValueError(f"--eval_early_stopping_steps needs a validation "
                         f"task (split: valid) in {config.source}")
      return None  # Nothing to judge: no best checkpoint either.
    return early_stopping_lib.EarlyStopping(
        early_stopping_lib.ValidationMetric.parse(metric, minimize,
                                                  loss_tasks, translated),
        steps, delta)
