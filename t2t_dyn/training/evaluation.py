"""A run's evaluations of its current model: each validation task's mean
token loss (inference-mode transforms) and the metrics of the problem's
eval_metrics() (Tensor2Tensor's: accuracy, approx BLEU, ...; utils.metrics)
from the same forward pass, and with --eval_decode BLEU and chrF of its
translations (validation_translation), each written to the task's
TensorBoard dir; and the early stopping those figures allow."""

from typing import Dict, Optional

import tensorflow as tf

from t2t_dyn.decoding import output_dir as output_dir_lib
from t2t_dyn.training import early_stopping as early_stopping_lib
from t2t_dyn.training import update_step
from t2t_dyn.training import validation_translation
from t2t_dyn.utils import metric_sums as metric_sums_lib
from t2t_dyn.training.training_run import TrainingRun
from t2t_dyn.utils import metrics as metrics_lib

LOSS = early_stopping_lib.LOSS


class Evaluator:
  """Evaluates a run's validation tasks."""

  def __init__(self, run: TrainingRun,
               translator: Optional[
                   validation_translation.ValidationTranslator]):
    """`run`: the training run (its data, its checked eval_metrics, its
    EvaluationPlan: evaluation.eval_steps batches of each task read, 0:
    all; the metric of early stopping); `translator`: the
    validation translations (None: no BLEU and chrF)."""
    self.run = run
    self.translator = translator
    self._writers = {}

  def scores(self, eval_fn: update_step.EvalFn, step: int
             ) -> Dict[str, Dict[str, float]]:
    """{validation task: {"loss": its mean token loss, metric: value}} by
    `eval_fn`, each metric over the task's batches as Tensor2Tensor's
    streaming mean (utils.metrics); written to the task's TensorBoard dir
    as `loss` and Tensor2Tensor's `metrics-<problem>/targets/<metric>`."""
    scores = {}
    eval_steps = self.run.evaluation.eval_steps
    eval_metrics = self.run.eval_metrics
    for task, dataset in self.run.data.eval_datasets(
        self.run.plan.hparams).items():
      if eval_steps:
        dataset = dataset.take(eval_steps)
      loss = metric_sums_lib.StreamingMean()
      streams = {name: metric_sums_lib.StreamingMean()
                 for name in eval_metrics}
      for batch in dataset:
        terms = eval_fn(batch)
        loss.add(metric_sums_lib.WeightedSum(terms.loss, terms.tokens))
        sums = dict(terms.metric_sums)
        if terms.predictions is not None:
          sums.update(metric_sums_lib.id_sums(terms.predictions.numpy(),
                                          batch["targets"].numpy(),
                                          eval_metrics))
        for name, batch_sum in sums.items():
          streams[name].add(batch_sum)
      # The loss as before: a task without real tokens divides by 1.
      scores[task] = {LOSS: loss.total / max(loss.weight, 1.0)}
      scores[task].update({name: stream.value
                           for name, stream in streams.items()})
      with self._writer(task).as_default():
        tf.summary.scalar(LOSS, scores[task][LOSS], step=step)
        for name in eval_metrics:
          tf.summary.scalar(metrics_lib.summary_tag(self.run.tag_name, name),
                            scores[task][name], step=step)
    return scores

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
          output_dir_lib.tensorboard_dir(self.run.output_dir, f"eval_{task}"))
    return self._writers[task]

  def early_stopping(self) -> Optional[early_stopping_lib.EarlyStopping]:
    """The run's early stopping by evaluation.eval_metric (Tensor2Tensor's
    flags); None when the run does not evaluate or has no validation task.
    Raises: MetricError, ValueError for early stopping without evaluations
    or validation tasks, or a stage ending on a figure the run lacks."""
    plan = self.run.evaluation
    steps = plan.early_stopping_steps
    if not plan.eval_every:
      if steps:
        raise ValueError("--eval_early_stopping_steps needs evaluations "
                         "(--local_eval_frequency > 0 and a schedule that "
                         "evaluates)")
      return None
    config = self.run.data.config
    loss_tasks = [t.name for t in config.tasks_of_split("valid")]
    figures = early_stopping_lib.RunFigures(
        tuple(loss_tasks),
        tuple(self.translator.tasks) if self.translator else (),
        self.run.eval_metrics, self.run.tag_name)
    available = figures.names()
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
        early_stopping_lib.ValidationMetric.parse(
            plan.eval_metric, plan.eval_metric_minimize, figures),
        steps, plan.early_stopping_delta)
