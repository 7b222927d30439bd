r"""dyn-trainer: train a Transformer on a problem's on-the-fly data stream.

  dyn-trainer --problem=P --t2t_usr_dir=U --data_dir=D --output_dir=O \
      [--model=transformer] [--hparams_set=transformer_tiny] \
      [--hparams="batch_size=4096,learning_rate_warmup_steps=4000"] \
      [--train_steps=N] [--local_eval_frequency=N] [--eval_steps=N] \
      [--keep_checkpoint_max=N] [--random_seed=S] [--worker_gpu=N] \
      [--schedule=continuous_train_and_eval|train|evaluate] \
      [--eval_decode [--eval_decode_lines=N] [--eval_beam_size=K]] \
      [--eval_early_stopping_metric=loss|accuracy|chrf|...[/TASK]] \
      [--eval_early_stopping_steps=N [--eval_early_stopping_metric_delta=D]] \
      [--warm_start_from=RUN_OR_CHECKPOINT [--warm_start_optimizer] \
       [--warm_start_vocab=exact|by_token]] \
      [--data_service=grpc://HOST:PORT] [--worker_replicas=N --worker_id=I]

Tensor2Tensor's t2t-trainer flags, with its meaning: batch_size (tokens per
GPU), max_length and the learning rate come from the hparams; a t2t-trainer
script runs with only the program name changed (flags that mean nothing
here are refused by name: see t2t_flags). Restarting with the same
--output_dir resumes from the latest checkpoint: model, optimizer, step and
data position (carried over task by task when the data config was edited;
--reset_data_position starts every task afresh). Each evaluation that is the best so far by
--eval_early_stopping_metric is also saved to OUTPUT_DIR/best/
(`dyn-decoder --checkpoint_path=best`).

Several hosts: start the same command on each with TF_CONFIG naming the
workers and this host's index (see cluster); each host reads its own part
of every task, and the output dir must be one all hosts see. A checkpoint
written by n hosts resumes with m (elastic).
"""

import json
import os

from absl import flags

from t2t_dyn.bin import common
from t2t_dyn.bin import program_flags
from t2t_dyn.foundation import registry
from t2t_dyn.utils import t2t_flags
from t2t_dyn.utils import trainer_lib

FLAGS = flags.FLAGS

program_flags.define(*program_flags.PROBLEM, *program_flags.MODEL,
                      *program_flags.DATA, "output_dir", "random_seed",
                      "worker_gpu", "local_eval_frequency")
flags.DEFINE_integer("train_steps", 250000, "Optimizer updates to train to.")
flags.DEFINE_enum("schedule", "continuous_train_and_eval",
                  ["continuous_train_and_eval", "train_and_evaluate", "train",
                   "evaluate"],
                  "Train with evaluations every --local_eval_frequency "
                  "updates, train without them, or evaluate the latest "
                  "checkpoint once.")
flags.DEFINE_integer("eval_steps", 100, "Batches of each validation task an "
                     "evaluation reads (0: all).")
flags.DEFINE_integer("save_every", None, "Checkpoint every N updates "
                     "(default: --local_eval_frequency, 100 when that is 0).")
flags.DEFINE_integer("save_checkpoints_secs", 0, "Also checkpoint after this "
                     "many seconds since the last one (0: never).")
flags.DEFINE_integer("keep_checkpoint_max", 20, "Checkpoints kept.")
flags.DEFINE_integer("keep_checkpoint_every_n_hours", 10000,
                     "Also keep one checkpoint per this many hours.")
flags.DEFINE_integer("log_step_count_steps", 100, "Progress line every N "
                     "updates.")
flags.DEFINE_bool("generate_data", False, "Run dyn-datagen (shards and "
                  "set-up, into --data_dir with --tmp_dir) before training.")
flags.DEFINE_bool("export_saved_model", False, "Tensor2Tensor's: when "
                  "training ends, export the model as a SavedModel under "
                  "OUTPUT_DIR/export/<timestamp>/ (as dyn-exporter does).")
flags.DEFINE_bool("registry_help", False, "List the registered problems, "
                  "models, hparams sets and transforms, and exit.")
flags.DEFINE_integer("inter_op_parallelism_threads", 0, "TensorFlow's "
                     "inter-op threads (0: its choice).")
flags.DEFINE_integer("intra_op_parallelism_threads", 0, "TensorFlow's "
                     "intra-op threads (0: its choice).")
flags.DEFINE_enum("mixed_precision", "auto", ["auto", "true", "false"],
                  "mixed_float16 compute; auto: on when a GPU is present.")
flags.DEFINE_bool("gpu_automatic_mixed_precision", False,
                  "Tensor2Tensor's switch for mixed precision: "
                  "--mixed_precision=true.")
flags.DEFINE_string("data_service", None, "grpc://HOST:PORT of a "
                    "dyn-data-service dispatcher: preprocessing runs on its "
                    "workers (native transforms only).")
flags.DEFINE_bool("eval_decode", False, "Evaluations also translate the "
                  "parallel validation tasks and log BLEU and chrF.")
flags.DEFINE_integer("eval_decode_lines", 0, "Pairs of each validation task "
                     "translated by --eval_decode (its first N; 0: all).")
flags.DEFINE_integer("eval_beam_size", 1, "Beam size of --eval_decode "
                     "(1: greedy).")
flags.DEFINE_integer("eval_early_stopping_steps", None, "Stop when "
                     "--eval_early_stopping_metric has not improved by "
                     "--eval_early_stopping_metric_delta in this many "
                     "updates (Tensor2Tensor's rule).")
flags.DEFINE_string("eval_early_stopping_metric", "loss", "Validation "
                    "metric of best/ and early stopping: loss (mean over "
                    "validation tasks), loss/TASK; each of the problem's "
                    "eval_metrics() (Tensor2Tensor's: accuracy, "
                    "approx_bleu_score, ...) as NAME, NAME/TASK or "
                    "metrics-PROBLEM/targets/NAME; with --eval_decode "
                    "bleu, chrf, bleu/TASK, chrf/TASK.")
flags.DEFINE_float("eval_early_stopping_metric_delta", 0.1, "The "
                   "improvement that counts for early stopping.")
flags.DEFINE_bool("eval_early_stopping_metric_minimize", True, "Whether "
                  "the metric improves downwards (default when not given: "
                  "losses down, every other metric up).")
flags.DEFINE_bool("keep_best_checkpoint", True, "Save the best evaluation's "
                  "checkpoint to OUTPUT_DIR/best/.")
flags.DEFINE_string("warm_start_from", None, "Start a fresh run from this "
                    "checkpoint's model (a checkpoint prefix, a checkpoints/ "
                    "or best/ dir, or an output dir): fine-tuning, the next "
                    "back-translation round.")
flags.DEFINE_bool("warm_start_optimizer", False, "Also take Adam's moments "
                  "from --warm_start_from (the step restarts at 0).")
flags.DEFINE_enum("warm_start_vocab", "exact", ["exact", "by_token"],
                  "exact: the vocabularies must be the same; by_token: copy "
                  "the embedding rows of the tokens both have, new tokens "
                  "start fresh.")
flags.DEFINE_integer("worker_replicas", None, "Tensor2Tensor's count of "
                     "training hosts: checked against TF_CONFIG, which "
                     "sets up the cluster.")
flags.DEFINE_integer("worker_id", None, "Tensor2Tensor's index of this host "
                     "(the chief is 0): checked against TF_CONFIG.")
flags.DEFINE_bool("reset_data_position", False, "Resume the model with "
                  "every task at its first line (when the checkpoint's "
                  "position cannot carry over to an edited data config).")
t2t_flags.define(t2t_flags.TRAINER)


def _mixed_precision(converted):
  """--mixed_precision, or Tensor2Tensor's flag or hparam turning it on.
  Raises: UsageError when they contradict each other."""
  chosen = {"auto": None, "true": True, "false": False}[FLAGS.mixed_precision]
  if FLAGS.gpu_automatic_mixed_precision or converted.mixed_precision:
    if chosen is False:
      raise common.UsageError("--mixed_precision=false contradicts "
                              "gpu_automatic_mixed_precision")
    chosen = True
  return chosen


def run_options(converted) -> dict:
  """The run's option records, keyed as build_run takes them
  (training_run.OPTION_PARTS), from the flags and `converted`
  (model_hparams.ConvertedHParams: Tensor2Tensor's mixed-precision
  hparams): the one place the flags become them. Raises: UsageError when
  the mixed-precision flags contradict each other."""
  from t2t_dyn.training import training_run  # pylint: disable=g-import-not-at-top
  minimize = FLAGS["eval_early_stopping_metric_minimize"]
  return dict(
      schedule=training_run.Schedule(
          train_steps=FLAGS.train_steps,
          log_every=FLAGS.log_step_count_steps,
          mixed_precision=_mixed_precision(converted),
          initial_loss_scale=converted.initial_loss_scale),
      evaluation=training_run.EvaluationPlan(
          eval_every=(FLAGS.local_eval_frequency
                      if FLAGS.schedule != "train" else 0),
          eval_steps=FLAGS.eval_steps,
          eval_decode=FLAGS.eval_decode,
          eval_decode_lines=FLAGS.eval_decode_lines,
          eval_beam_size=FLAGS.eval_beam_size,
          eval_metric=FLAGS.eval_early_stopping_metric,
          # Not given: the metric's own direction (early_stopping).
          eval_metric_minimize=minimize.value if minimize.present else None,
          keep_best_checkpoint=FLAGS.keep_best_checkpoint,
          early_stopping_steps=FLAGS.eval_early_stopping_steps or 0,
          early_stopping_delta=FLAGS.eval_early_stopping_metric_delta),
      checkpointing=training_run.CheckpointPlan(
          # Without evaluations (--local_eval_frequency=0), Tensor2Tensor's
          # checkpoint steps: max(--iterations_per_loop's 100, the
          # frequency).
          save_every=FLAGS.save_every or FLAGS.local_eval_frequency or 100,
          save_every_seconds=FLAGS.save_checkpoints_secs,
          keep_checkpoints=FLAGS.keep_checkpoint_max,
          keep_checkpoint_every_n_hours=FLAGS.keep_checkpoint_every_n_hours),
      start=training_run.StartingPoint(
          warm_start_from=FLAGS.warm_start_from,
          warm_start_optimizer=FLAGS.warm_start_optimizer,
          warm_start_vocab=FLAGS.warm_start_vocab,
          reset_data_position=FLAGS.reset_data_position))


def _cluster():
  """The hosts from TF_CONFIG and the Tensor2Tensor flags checked against
  it; None for one host. Raises: cluster.ClusterError."""
  from t2t_dyn.training import cluster as cluster_lib  # pylint: disable=g-import-not-at-top
  return cluster_lib.from_tf_config(os.environ.get("TF_CONFIG"),
                                    FLAGS.worker_replicas, FLAGS.worker_id)


def _json_values(hparams) -> dict:
  """The hparams' values that JSON can hold (the ones saved in
  hparams.json; a user set may also hold functions or objects)."""
  saved = {}
  for name, value in hparams.values().items():
    try:
      saved[name] = json.loads(json.dumps(value))
    except (TypeError, ValueError):
      continue
  return saved


@common.report_errors
def main(argv):
  del argv
  if FLAGS.registry_help:
    common.load_usr_dir_only()
    print(registry.help_string())
    return
  t2t_flags.check(t2t_flags.TRAINER, "dyn-trainer")
  for flag in ("data_dir", "output_dir"):
    if not getattr(FLAGS, flag):
      raise common.UsageError(f"--{flag} is required")
  cluster = _cluster()
  problem = common.load_problem()
  if FLAGS.generate_data:
    problem.generate_shards(FLAGS.data_dir, FLAGS.tmp_dir)
    problem.generate_vocab(FLAGS.data_dir, FLAGS.tmp_dir)
  # TensorFlow loads only now, so flag errors answer fast.
  converted = common.converted_hparams(FLAGS.train_steps)
  from t2t_dyn.training import cluster as cluster_lib  # pylint: disable=g-import-not-at-top
  from t2t_dyn.training import trainer  # pylint: disable=g-import-not-at-top
  from t2t_dyn.training import training_run  # pylint: disable=g-import-not-at-top
  trainer_lib.set_random_seed(FLAGS.random_seed)
  trainer_lib.set_threads(FLAGS.inter_op_parallelism_threads,
                          FLAGS.intra_op_parallelism_threads)
  strategy = cluster_lib.make_strategy(cluster, FLAGS.worker_gpu)
  if converted.no_effect:
    print(f"dyn-trainer: hparams with no effect on this Transformer: "
          f"{', '.join(converted.no_effect)}")
  export_task = _export_task(problem) if FLAGS.export_saved_model else None
  options = run_options(converted)
  plan = common.data_plan(converted, FLAGS.random_seed,
                          cluster_lib.local_replicas(strategy), problem,
                          FLAGS.data_service)
  if cluster is not None:
    print(f"dyn-trainer: {cluster.describe()}", flush=True)
  run = trainer.Trainer(
      training_run.build_run(problem, plan, FLAGS.output_dir,
                             converted.model, **options,
                             t2t_values=_json_values(common.t2t_hparams())),
      strategy=strategy, cluster=cluster)
  if FLAGS.schedule == "evaluate":
    run.evaluate_latest()
    return
  run.train()
  if export_task and (cluster is None or cluster.is_chief):
    _export_saved_model(problem, export_task)


def _export_task(problem):
  """The task --export_saved_model exports (the one decoding would use),
  found before training. Raises: UsageError when the data config leaves
  it open."""
  try:
    return common.decoding_task(problem, None, FLAGS.data_dir)
  except common.UsageError as e:
    raise common.UsageError(
        f"--export_saved_model: {e}; export after training with "
        f"`dyn-exporter --output_dir={FLAGS.output_dir} "
        f"--transforms_from_task=TASK`") from None


def _export_saved_model(problem, task):
  """Tensor2Tensor's --export_saved_model: the trained model as a
  SavedModel under OUTPUT_DIR/export/<timestamp>/ (dyn-exporter's, with
  the default decode hparams)."""
  from t2t_dyn.export import exporting  # pylint: disable=g-import-not-at-top
  try:
    exported = exporting.export(
        exporting.ExportRequest(output_dir=FLAGS.output_dir), problem, task)
  except exporting.REFUSALS as e:
    raise common.UsageError(f"--export_saved_model: {e}") from e
  print(f"dyn-trainer: exported step {exported.step} as a SavedModel to "
        f"{exported.path}", flush=True)
  for note in exported.notes:
    print(f"dyn-trainer: note: {note}", flush=True)


def console_main():
  common.run_program(main)


if __name__ == "__main__":
  console_main()
