r"""dyn-trainer: train a Transformer on a problem's on-the-fly data stream.

  dyn-trainer --problem=P --t2t_usr_dir=U --data_dir=D --output_dir=O \
      [--data_config=C] [--hparams_set=transformer_tiny] [--hparams="k=v,..."] \
      [--train_steps=N] [--eval_every=N] [--grad_accum=K] [--seed=S] \
      [--eval_decode [--eval_decode_lines=N] [--eval_beam_size=K]] \
      [--data_service=grpc://HOST:PORT]

Restarting with the same --output_dir resumes from the latest checkpoint:
model, optimizer, step and data position.
"""

from absl import app
from absl import flags

from t2t_dyn.bin import common

FLAGS = flags.FLAGS

common.define_problem_flags()
flags.DEFINE_string("output_dir", None, "Checkpoints, logs and the "
                    "self-contained copies decoding needs.")
flags.DEFINE_enum("hparams_set", "transformer_tiny",
                  ["transformer_tiny", "transformer_small", "transformer_base"],
                  "Model size (Tensor2Tensor's sets).")
flags.DEFINE_string("hparams", "", "Overrides, e.g. "
                    "'hidden_size=256,learning_rate_warmup_steps=4000'.")
flags.DEFINE_integer("train_steps", 1000, "Optimizer updates to train to.")
flags.DEFINE_integer("eval_every", 500, "Evaluate every N updates.")
flags.DEFINE_integer("save_every", 500, "Checkpoint every N updates.")
flags.DEFINE_integer("keep_checkpoints", 5, "Checkpoints kept.")
flags.DEFINE_integer("log_every", 50, "Progress line every N updates.")
flags.DEFINE_integer("grad_accum", 1, "Batches per optimizer update.")
flags.DEFINE_integer("seed", 1, "Seed of data order, noise and model init.")
flags.DEFINE_integer("batch_size", 4096, "Token budget per batch, padding "
                     "included, counted as --token_budget says.")
flags.DEFINE_enum("token_budget", "longest_side", ["longest_side",
                                                    "both_sides"],
                  "longest_side (Tensor2Tensor's): rows x the longer side's "
                  "padded length <= batch_size; both_sides: rows x (padded "
                  "source + padded target length) <= batch_size.")
flags.DEFINE_integer("max_length", 256, "Longer examples are dropped, counted.")
flags.DEFINE_integer("window_size", 16384, "Examples mixed and bucketed "
                     "together; bounds the schedule's lag.")
flags.DEFINE_enum("mixed_precision", "auto", ["auto", "true", "false"],
                  "mixed_float16 compute; auto: on when a GPU is present.")
flags.DEFINE_string("data_service", None, "grpc://HOST:PORT of a "
                    "dyn-data-service dispatcher: preprocessing runs on its "
                    "workers (native transforms only).")

flags.DEFINE_bool("eval_decode", False, "Evaluations also translate the "
                  "parallel validation tasks and log BLEU and chrF.")
flags.DEFINE_integer("eval_decode_lines", 0, "Pairs of each validation task "
                     "translated by --eval_decode (its first N; 0: all).")
flags.DEFINE_integer("eval_beam_size", 1, "Beam size of --eval_decode "
                     "(1: greedy).")


@common.report_errors
def main(argv):
  del argv
  for flag in ("data_dir", "output_dir"):
    if not getattr(FLAGS, flag):
      raise common.UsageError(f"--{flag} is required")
  # TensorFlow loads only now, so flag errors answer fast.
  from t2t_dyn import pipeline  # pylint: disable=g-import-not-at-top
  from t2t_dyn import trainer  # pylint: disable=g-import-not-at-top
  from t2t_dyn.models import transformer  # pylint: disable=g-import-not-at-top
  problem = common.load_problem()
  hparams = transformer.parse_overrides(
      transformer.hparams_set(FLAGS.hparams_set), FLAGS.hparams)
  data_hparams = pipeline.DataHParams(
      batch_size=FLAGS.batch_size, token_budget=FLAGS.token_budget,
      max_length=FLAGS.max_length, window_size=FLAGS.window_size)
  options = trainer.TrainOptions(
      train_steps=FLAGS.train_steps, eval_every=FLAGS.eval_every,
      save_every=FLAGS.save_every, keep_checkpoints=FLAGS.keep_checkpoints,
      log_every=FLAGS.log_every, grad_accum=FLAGS.grad_accum, seed=FLAGS.seed,
      mixed_precision={"auto": None, "true": True,
                       "false": False}[FLAGS.mixed_precision],
      data_service=FLAGS.data_service, eval_decode=FLAGS.eval_decode,
      eval_decode_lines=FLAGS.eval_decode_lines,
      eval_beam_size=FLAGS.eval_beam_size)
  trainer.Trainer(problem, FLAGS.data_dir, FLAGS.output_dir, hparams,
                  data_hparams, options).train()


def console_main():
  app.run(main)


if __name__ == "__main__":
  console_main()
