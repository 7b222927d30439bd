"""One training run as the program decided it: a frozen record the trainer
and its collaborators read, built once by `build_run`.

The record holds the problem's facts the run needs, read from the problem
once (its data: batches.training_data.TrainingData; its name, metrics and
the encoders its validation translations use), the data plan, the model's
hparams sized to the data, the output dir, and the run's options as four
records, each read by the collaborator that owns its concern: the
Schedule (the trainer's loop, the precision), the EvaluationPlan
(evaluation.Evaluator, early stopping, best/), the CheckpointPlan
(checkpoints.RunCheckpoints) and the StartingPoint (warm start, data
position). After `build_run`, nothing calls back into the problem.

The one precedence rule: the data decides what the data knows (vocabulary
sizes, shared embeddings, source factors, whether there is a source);
Schedule.train_steps decides the schedule's length; everything else is
the hparams the program converted (flags over the set over the defaults:
bin/common.py).
"""

import dataclasses
from typing import Any, Dict, Mapping, Optional, Tuple

from t2t_dyn.batches.data_plan import DataPlan
from t2t_dyn.batches.training_data import TrainingData
from t2t_dyn.hparams import model_hparams
from t2t_dyn.hparams.model_hparams import ModelHParams
from t2t_dyn.training import early_stopping
from t2t_dyn.utils import metrics as metrics_lib


@dataclasses.dataclass(frozen=True)
class Schedule:
  """How long the run trains and how its updates compute: read by the
  trainer's loop (train_steps, log_every) and when it builds the model and
  optimizer (the precision)."""
  train_steps: int = 1000
  log_every: int = 50
  mixed_precision: Optional[bool] = None  # None: on when a GPU is present.
  initial_loss_scale: float = 2.0 ** 15   # Keras' default.


@dataclasses.dataclass(frozen=True)
class EvaluationPlan:
  """When the run evaluates, what an evaluation computes, and what the
  figures decide (the best checkpoint, early stopping): read by
  evaluation.Evaluator, the validation translations and the trainer's
  judge."""
  eval_every: int = 500      # 0: no evaluations.
  # Batches of each validation task an evaluation reads (0: all).
  eval_steps: int = 0
  # Evaluations also translate the validation tasks and log BLEU and chrF
  # (validation_translation): their first eval_decode_lines pairs (0: all).
  eval_decode: bool = False
  eval_decode_lines: int = 0
  eval_beam_size: int = 1
  # The validation metric of best/ and early stopping (early_stopping);
  # minimize None: losses down, every other metric (accuracy, BLEU, ...) up.
  eval_metric: str = early_stopping.LOSS
  eval_metric_minimize: Optional[bool] = None
  keep_best_checkpoint: bool = True
  # Stop when the metric has not improved by this delta in this many
  # updates (Tensor2Tensor's rule; 0: train to train_steps).
  early_stopping_steps: int = 0
  early_stopping_delta: float = 0.1


@dataclasses.dataclass(frozen=True)
class CheckpointPlan:
  """When the run saves its rolling checkpoints and how many it keeps:
  read by checkpoints.RunCheckpoints."""
  save_every: int = 500
  save_every_seconds: float = 0.0  # Also save after this long (0: never).
  keep_checkpoints: int = 5
  keep_checkpoint_every_n_hours: float = 10000.0


@dataclasses.dataclass(frozen=True)
class StartingPoint:
  """Where a run's weights and data start: another run's checkpoint for a
  fresh output dir (warm_start), and whether a resumed run's tasks restart
  at their first line (data_position.reset)."""
  warm_start_from: Optional[str] = None
  warm_start_optimizer: bool = False
  warm_start_vocab: str = "exact"   # Or "by_token".
  reset_data_position: bool = False


# The run's option records by their TrainingRun field (and build_run
# keyword). Their field names are distinct, so one flat name finds its
# record: hparams.json's "train" record is flat, and so is `by_part`'s input.
OPTION_PARTS = {"schedule": Schedule, "evaluation": EvaluationPlan,
                "checkpointing": CheckpointPlan, "start": StartingPoint}


def by_part(**options: Any) -> Dict[str, Any]:
  """The option records, keyed as OPTION_PARTS, from flat keywords each
  named as a field of one record (the form of hparams.json's "train"
  record and of test_utils.tiny_trainer's options); records no keyword
  names have their defaults. Raises: TypeError naming a keyword no record
  has, and the names there are."""
  owner = {field.name: part for part, record in OPTION_PARTS.items()
           for field in dataclasses.fields(record)}
  unknown = sorted(set(options) - set(owner))
  if unknown:
    raise TypeError(f"unknown training option(s) {', '.join(unknown)}; "
                    f"the options are {', '.join(sorted(owner))}")
  return {part: record(**{name: value for name, value in options.items()
                          if owner[name] == part})
          for part, record in OPTION_PARTS.items()}


@dataclasses.dataclass(frozen=True)
class TrainingRun:
  """`problem_name`: the registered name (hparams.json); `tag_name`: the
  <problem> of Tensor2Tensor's metric tags (with "_rev" when reversed);
  `eval_metrics`: the problem's checked eval_metrics(); `translation_encoders`:
  {parallel validation task: its feature_encoders}, read only for
  evaluation.eval_decode; `t2t_values`: the Tensor2Tensor hparams the run was
  started with (saved in hparams.json for the decoder)."""
  problem_name: str
  tag_name: str
  data: TrainingData
  eval_metrics: Tuple[str, ...]
  translation_encoders: Mapping[str, Mapping[str, Any]]
  plan: DataPlan
  output_dir: str
  hparams: ModelHParams
  schedule: Schedule
  evaluation: EvaluationPlan
  checkpointing: CheckpointPlan
  start: StartingPoint
  t2t_values: Mapping[str, Any]

  @property
  def data_dir(self) -> str:
    return self.plan.data_dir

  def saved_record(self) -> Dict[str, Any]:
    """hparams.json's record (decoding.output_dir.saved_record reads it)."""
    return {
        "problem": self.problem_name,
        # Tasks whose ids come from the problem's own encoders: the decoder
        # then needs the problem's code, not only the config.
        "own_encoders": sorted(self.data.own_encoders),
        "hparams": (dict(self.t2t_values) or
                    model_hparams.t2t_values(self.hparams)),
        "model": dataclasses.asdict(self.hparams),
        "data": dataclasses.asdict(self.plan.hparams),
        # Flat, one key an option, as hparams.json has been since before
        # the options were records, so every output dir has the same
        # keys; by_part reads it back into the records.
        "train": {name: value for part in OPTION_PARTS
                  for name, value in dataclasses.asdict(
                      getattr(self, part)).items()}}


def build_run(problem, plan: DataPlan, output_dir: str,
              hparams: ModelHParams, *, schedule: Schedule = Schedule(),
              evaluation: EvaluationPlan = EvaluationPlan(),
              checkpointing: CheckpointPlan = CheckpointPlan(),
              start: StartingPoint = StartingPoint(),
              t2t_values: Optional[Mapping[str, Any]] = None) -> TrainingRun:
  """Reads what the run needs of `problem` (a data_generators Problem) once
  and sizes `hparams` to its data; the option records not given have their
  defaults. Raises: SetupError when the data dir lacks the transform
  set-up; MetricNameError for an eval_metrics() name not computed for
  text; ValueError for a prefix LM on packed rows."""
  data_dir = plan.data_dir
  data = problem.training_data(data_dir)  # Raises SetupError.
  eval_metrics = metrics_lib.check_text_metrics(problem.eval_metrics(),
                                                problem.name)
  sized = sized_hparams(problem, data_dir, hparams, schedule.train_steps)
  if sized.prepend_mode != "none" and plan.hparams.packed:
    raise ValueError(
        f"prepend_mode={sized.prepend_mode!r} reads one example "
        f"a row: set pack_dataset=False (packed rows are not prefixed)")
  translation_encoders = {}
  if evaluation.eval_decode:
    translation_encoders = {
        task.name: problem.task_feature_encoders(data_dir, task.name)
        for task in data.config.tasks_of_split("valid") if task.is_parallel}
  return TrainingRun(
      problem_name=problem.name,
      tag_name=problem.name + ("_rev" if problem.was_reversed else ""),
      data=data, eval_metrics=eval_metrics,
      translation_encoders=translation_encoders, plan=plan,
      output_dir=output_dir, hparams=sized, schedule=schedule,
      evaluation=evaluation, checkpointing=checkpointing, start=start,
      t2t_values=dict(t2t_values or {}))


def sized_hparams(problem, data_dir: str, hparams: ModelHParams,
                  train_steps: int) -> ModelHParams:
  """`hparams` with what the data decides: vocabulary sizes (one shared
  embedding when both sides share a vocabulary), source factors, whether
  the model has a source (a language model's decoder alone), and the
  schedule's train_steps."""
  sizes = problem.vocab_sizes(data_dir)
  has_inputs = bool(getattr(problem, "has_inputs", True))
  shared = (problem.shared_vocabulary(data_dir) and
            sizes["inputs"] == sizes["targets"])
  return dataclasses.replace(
      hparams, vocab_size=sizes["targets"],
      input_vocab_size=(sizes["inputs"] if has_inputs and not shared else 0),
      source_factor_sizes=problem.source_factor_sizes(data_dir),
      train_steps=train_steps, has_inputs=has_inputs)

