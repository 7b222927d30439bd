r"""The trainer's real tokens/s with packed rows against length-bucketed rows.

  python scripts/bench_packing.py [--data_config=C --data_dir=D] \
      [--hparams_set=transformer_small] [--steps=60] [--packed_length=N]

Trains the same model on the same data config twice, with length-bucketed
batches and with packed batches (DataHParams.packed_length), and prints for
each: real (non-pad, source + target) tokens per second of the training
updates after --warmup_steps (tracing excluded), seconds per update, the
padding efficiency of the batches trained on, and the loss at the end. The
token budget is the same, so a packed batch holds more real tokens for the
same compute; on an accelerator the gain is the padding saved.
The default data config is scripts/bench_pipeline.yaml on the demo corpus
(datagen first if the data dir lacks its set-up; not timed). The last line
is `packed/bucketed=<ratio of real tokens/s>`.
"""

import os
import sys
import tempfile

from absl import app
from absl import flags

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import bench_setup  # pylint: disable=g-import-not-at-top,wrong-import-position

FLAGS = flags.FLAGS
HERE = os.path.dirname(os.path.abspath(__file__))

flags.DEFINE_string("data_config", os.path.join(HERE, "bench_pipeline.yaml"),
                    "Data config to train on.")
flags.DEFINE_string("data_dir", "/tmp/t2t_dyn_bench", "Its data dir.")
flags.DEFINE_string("hparams_set", "transformer_small", "Model hparams set.")
flags.DEFINE_string("hparams", "", "Overrides (Tensor2Tensor's names).")
flags.DEFINE_integer("batch_size", 4096, "Token budget per batch.")
flags.DEFINE_integer("max_length", 256, "Longest example.")
flags.DEFINE_integer("packed_length", 0, "Row length when packing "
                     "(0: max_length).")
flags.DEFINE_integer("steps", 60, "Measured updates per mode.")
flags.DEFINE_integer("warmup_steps", 10, "Updates before measuring.")

def train(problem, hparams, data, steps, output_dir):
  """(real tokens/s, seconds per update) after the warm-up, final loss."""
  from t2t_dyn.batches.data_plan import DataPlan  # pylint: disable=g-import-not-at-top
  from t2t_dyn.training import trainer  # pylint: disable=g-import-not-at-top
  from t2t_dyn.training import training_run  # pylint: disable=g-import-not-at-top
  lines = []
  run = trainer.Trainer(
      training_run.build_run(
          problem, DataPlan(FLAGS.data_dir, data), output_dir, hparams,
          schedule=training_run.Schedule(
              train_steps=FLAGS.warmup_steps + steps,
              log_every=FLAGS.warmup_steps),
          evaluation=training_run.EvaluationPlan(eval_every=0),
          checkpointing=training_run.CheckpointPlan(save_every=10 ** 9)),
      log=lines.append)
  run.train()
  rates = bench_setup.measured_rates(lines, FLAGS.warmup_steps,
                                     FLAGS.warmup_steps)
  return (rates["tokens_per_second"], rates["seconds_per_update"],
          rates["loss"])


def padding_efficiency(problem, data, batches):
  """Real / padded tokens of the first `batches` batches."""
  from t2t_dyn.batches.data_plan import DataPlan  # pylint: disable=g-import-not-at-top
  train_pipeline = problem.train_pipeline(DataPlan(FLAGS.data_dir, data))
  stream = train_pipeline.batches()
  for _ in range(batches):
    next(stream)
  efficiency = train_pipeline.statistics()["padding_efficiency"]
  train_pipeline.close()
  return efficiency


def main(argv):
  del argv
  import dataclasses  # pylint: disable=g-import-not-at-top
  from t2t_dyn.hparams.data_hparams import DataHParams  # pylint: disable=g-import-not-at-top
  # pylint: disable-next=g-import-not-at-top
  from t2t_dyn.data_generators import problem as problem_lib
  from t2t_dyn.hparams import model_hparams  # pylint: disable=g-import-not-at-top

  problem = problem_lib.Problem(data_config=FLAGS.data_config)
  config = problem.get_data_config()
  bench_setup.prepare(problem, FLAGS.data_dir)
  hparams = model_hparams.from_set(FLAGS.hparams_set, FLAGS.hparams).model
  bucketed = DataHParams(batch_size=FLAGS.batch_size,
                                  max_length=FLAGS.max_length)
  packed = dataclasses.replace(
      bucketed, packed_length=FLAGS.packed_length or FLAGS.max_length)
  rates = {}
  with tempfile.TemporaryDirectory() as work:
    for name, data in (("bucketed", bucketed), ("packed", packed)):
      rate, seconds, loss = train(problem, hparams, data, FLAGS.steps,
                                  os.path.join(work, name))
      efficiency = padding_efficiency(problem, data,
                                      FLAGS.warmup_steps + FLAGS.steps)
      rates[name] = rate
      print(f"{name:9s} real tokens/s {rate:9,.0f}  s/update {seconds:.3f}  "
            f"padding efficiency {efficiency:.3f}  loss at step "
            f"{FLAGS.warmup_steps + FLAGS.steps} {loss:.3f}", flush=True)
  print(f"model: {FLAGS.hparams_set} {FLAGS.hparams}; batch_size "
        f"{FLAGS.batch_size} tokens; packed_length {packed.packed_length}; "
        f"{FLAGS.steps} updates measured after {FLAGS.warmup_steps}")
  print(f"packed/bucketed={rates['packed'] / rates['bucketed']:.2f}")


if __name__ == "__main__":
  app.run(main)
