r"""The GPU check: the trainer on a GPU with mixed precision, measured.

  python scripts/gpu_check.py [--data_config=C --data_dir=D] \
      [--hparams_set=transformer_base] [--steps=300] [--allow_cpu]

On a machine with a GPU it trains --hparams_set (transformer_base) on the
data config (default: the scale corpus's, /tmp/t2t_dyn_scale, when
scripts/make_scale_corpus.py has made it, else scripts/bench_pipeline.yaml
on the demo corpus; datagen first when the set-up is missing, not timed)
with mixed_float16 and prints:

  device     where a training batch lands after the trainer's prefetch, and
             where the model's variables live;
  speed      steps/s, real (non-pad) tokens/s and the share of time spent
             waiting for input, over the updates after --warmup_steps;
  overflow   the run starts at a loss scale of 2^--initial_loss_scale_log2,
             so its first updates overflow: how many were skipped, and that
             the data consumed is exactly --steps updates' batches (a
             skipped update recomputes the same batches: no step repeated
             or lost).

On a machine without a GPU it says so and exits 0; --allow_cpu runs the
same check on the CPU with mixed precision forced (as the tests do). The
last line is `gpu_check: ok` or `gpu_check: FAILED (...)` (exit 1).
"""

import math
import os
import sys
import tempfile

from absl import app
from absl import flags

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import bench_setup  # pylint: disable=g-import-not-at-top,wrong-import-position

FLAGS = flags.FLAGS
HERE = os.path.dirname(os.path.abspath(__file__))
SCALE_CONFIG = "/tmp/t2t_dyn_scale/bench_scale.yaml"

flags.DEFINE_string("data_config", None, "Data config to train on (default: "
                    f"{SCALE_CONFIG} if made, else scripts/bench_pipeline.yaml).")
flags.DEFINE_string("data_dir", None, "Its data dir (default: "
                    "/tmp/t2t_dyn_scale/data or /tmp/t2t_dyn_bench).")
flags.DEFINE_string("hparams_set", "transformer_base", "Model hparams set.")
flags.DEFINE_string("hparams", "batch_size=4096", "Overrides (Tensor2Tensor's "
                    "names).")
flags.DEFINE_integer("steps", 300, "Updates trained.")
flags.DEFINE_integer("warmup_steps", 50, "Updates before measuring (tracing "
                     "and the first windows).")
flags.DEFINE_integer("initial_loss_scale_log2", 24, "The run's first loss "
                     "scale, 2^N: large enough to overflow at first.")
flags.DEFINE_bool("allow_cpu", False, "Run the check without a GPU (CPU, "
                  "mixed precision forced).")


def _defaults():
  if FLAGS.data_config:
    return FLAGS.data_config, FLAGS.data_dir or "/tmp/t2t_dyn_bench"
  if os.path.isfile(SCALE_CONFIG):
    return SCALE_CONFIG, FLAGS.data_dir or "/tmp/t2t_dyn_scale/data"
  return (os.path.join(HERE, "bench_pipeline.yaml"),
          FLAGS.data_dir or "/tmp/t2t_dyn_bench")


def main(argv):
  del argv
  from t2t_dyn.bin import console  # pylint: disable=g-import-not-at-top
  console.configure_logging()  # TensorFlow's start-up notices held back.
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  gpus = tf.config.list_physical_devices("GPU")
  if not gpus and not FLAGS.allow_cpu:
    print("gpu_check: no GPU on this machine (TensorFlow lists none); "
          "nothing to check here (--allow_cpu runs it on the CPU)")
    return 0
  from t2t_dyn.batches import device_feed  # pylint: disable=g-import-not-at-top
  from t2t_dyn.hparams.data_hparams import DataHParams  # pylint: disable=g-import-not-at-top
  from t2t_dyn.batches.data_plan import DataPlan  # pylint: disable=g-import-not-at-top
  from t2t_dyn.batches.pipeline_state import PipelineState  # pylint: disable=g-import-not-at-top
  from t2t_dyn.training import trainer  # pylint: disable=g-import-not-at-top
  from t2t_dyn.training import training_run  # pylint: disable=g-import-not-at-top
  # pylint: disable-next=g-import-not-at-top
  from t2t_dyn.data_generators import problem as problem_lib
  from t2t_dyn.hparams import model_hparams  # pylint: disable=g-import-not-at-top

  data_config, data_dir = _defaults()
  problem = problem_lib.Problem(data_config=data_config)
  bench_setup.prepare(problem, data_dir)
  converted = model_hparams.from_set(FLAGS.hparams_set, FLAGS.hparams)
  data = DataHParams(batch_size=converted.batch_size,
                              max_length=converted.max_length,
                              grad_accum=converted.grad_accum)
  log_every = max(1, FLAGS.warmup_steps)
  initial_scale = 2.0 ** FLAGS.initial_loss_scale_log2
  lines = []
  with tempfile.TemporaryDirectory() as work:
    plan = DataPlan(data_dir, data)
    run = trainer.Trainer(training_run.build_run(
        problem,
        plan,
        work,
        converted.model,
        schedule=training_run.Schedule(
            train_steps=FLAGS.warmup_steps + FLAGS.steps,
            log_every=log_every,
            mixed_precision=True,
            initial_loss_scale=initial_scale),
        evaluation=training_run.EvaluationPlan(eval_every=0),
        checkpointing=training_run.CheckpointPlan(save_every=10**9)),
        log=lines.append)
    run.train()
    probe = problem.train_pipeline(plan)
    batch = next(iter(device_feed.device_prefetch(probe.dataset(),
                                               run.strategy)))
    probe.close()
  rates = bench_setup.measured_rates(lines, FLAGS.warmup_steps, log_every)
  updates = FLAGS.warmup_steps + FLAGS.steps
  state = PipelineState.from_vector(run.checkpoints.data_position.numpy())
  consumed = state.batches_before_window + state.batches_in_window
  scale = float(run.optimizer.dynamic_scale.numpy())
  skipped = round(math.log2(initial_scale / scale))
  devices = tf.config.list_logical_devices("GPU") or ["(none: CPU)"]
  print(f"machine: {', '.join(str(getattr(d, 'name', d)) for d in devices)}; "
        f"model {FLAGS.hparams_set} {FLAGS.hparams}; data {data_config}")
  print(f"device: a training batch lands on "
        f"{batch['inputs'].device or '(host)'}; the model's variables on "
        f"{run.model.trainable_variables[0].value.device}; compute policy "
        f"{run.model.dtype_policy.name}")
  print(f"speed: {1 / rates['seconds_per_update']:.2f} steps/s, "
        f"{rates['tokens_per_second']:,.0f} real tokens/s, input wait "
        f"{100 * rates['input_wait']:.1f}% over updates "
        f"{FLAGS.warmup_steps + 1}-{updates}")
  print(f"overflow: loss scale 2^{FLAGS.initial_loss_scale_log2} -> "
        f"2^{math.log2(scale):g}: {skipped} updates skipped and recomputed; "
        f"{run.step} updates applied, {consumed} batches consumed "
        f"({converted.grad_accum} per update)")
  problems = []
  if run.step != updates:
    problems.append(f"{run.step} updates applied, {updates} asked")
  if consumed != updates * converted.grad_accum:
    problems.append(f"{consumed} batches consumed for {updates} updates")
  if not skipped:
    problems.append("no update overflowed: the skipped-update path did not "
                    "run (raise --initial_loss_scale_log2)")
  if gpus and "GPU" not in (batch["inputs"].device or ""):
    problems.append(f"batches stayed on {batch['inputs'].device or 'host'}")
  print("gpu_check: ok" if not problems else
        f"gpu_check: FAILED ({'; '.join(problems)})")
  return 1 if problems else 0


if __name__ == "__main__":
  app.run(lambda argv: sys.exit(main(argv)))
