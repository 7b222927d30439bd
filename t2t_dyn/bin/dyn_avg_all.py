r"""dyn-avg-all: average the last N checkpoints of a run, at every step.

  dyn-avg-all --model_dir=OUTPUT_DIR --output_dir=AVG_DIR [--n=8] \
      [--min_steps=0] [--wait_minutes=0]

Tensor2Tensor's t2t-avg-all: the checkpoints OUTPUT_DIR/checkpoints/
ckpt-STEP of a dyn-trainer run with at least --min_steps steps are read in
step order, and at each one that completes a window of --n (the first n-1
have none, as in Tensor2Tensor; each is named on the console) the average
of the window's model weights is written as AVG_DIR/checkpoints/ckpt-STEP,
with the newest checkpoint's modification time and data position, and
ckpt-STEP.averaged.json beside it naming the checkpoints averaged
(decoding/checkpoint_averaging.py says what an average holds: no optimizer).
AVG_DIR is a trained model's output dir like the run's (data_config.yaml,
hparams.json and setup/ are copied): dyn-decoder --output_dir=AVG_DIR
decodes its latest average, dyn-translate-all --model_dir=AVG_DIR each.
--wait_minutes then waits up to that long after the newest checkpoint for
another (a run still training); 0: average what exists and stop.

Refused, with nothing written: a --model_dir without checkpoints or with
fewer than --n (of at least --min_steps), --n below 1, checkpoints of
different models, and an --output_dir that is --model_dir or holds another
run's model.
"""

import collections
import os
import sys

from absl import flags

from t2t_dyn.bin import common
from t2t_dyn.bin import program_flags
from t2t_dyn.decoding import output_dir as output_dir_lib

FLAGS = flags.FLAGS

program_flags.define("model_dir", "output_dir", "min_steps", "wait_minutes")
flags.DEFINE_integer("n", 8, "How many checkpoints each average takes.")

# How often --wait_minutes looks for new checkpoints (Tensor2Tensor's).
POLL_SECONDS = 10


def _check_flags() -> None:
  """Raises: UsageError naming the flag, before anything is written."""
  if not FLAGS.model_dir:
    raise common.UsageError("--model_dir is required: a dyn-trainer "
                            "--output_dir")
  common.check_trained_dir("model_dir", FLAGS.model_dir)
  if FLAGS.n < 1:
    raise common.UsageError(f"--n={FLAGS.n}: average at least 1 checkpoint")
  if not FLAGS.output_dir:
    raise common.UsageError("--output_dir is required: where the averages "
                            "go")
  if os.path.realpath(FLAGS.output_dir) == os.path.realpath(FLAGS.model_dir):
    raise common.UsageError(
        f"--output_dir={FLAGS.output_dir} is --model_dir: the averages "
        f"would mix with the run's own checkpoints; give another directory")
  _check_output_dir()


def _check_output_dir() -> None:
  """Raises: UsageError when --output_dir holds another model: model
  hparams unlike the run's (a resumed run may rewrite the rest of its
  hparams.json), or checkpoints that are not averages."""
  # pylint: disable-next=g-import-not-at-top
  from t2t_dyn.decoding import checkpoint_averaging
  if os.path.exists(output_dir_lib.hparams_path(FLAGS.output_dir)) and (
      output_dir_lib.saved_record(FLAGS.output_dir)["model"] !=
      output_dir_lib.saved_record(FLAGS.model_dir)["model"]):
    raise common.UsageError(
        f"--output_dir={FLAGS.output_dir} holds another model (the model "
        f"in its {output_dir_lib.HPARAMS_FILE} differs from --model_dir="
        f"{FLAGS.model_dir}'s): give a new directory")
  foreign = [os.path.basename(c.filename) for c in
             checkpoint_averaging.rolling_checkpoints(FLAGS.output_dir)
             if not os.path.exists(c.filename +
                                   checkpoint_averaging.RECORD_SUFFIX)]
  if foreign:
    raise common.UsageError(
        f"--output_dir={FLAGS.output_dir} has checkpoints that are not "
        f"averages ({', '.join(foreign)}): give a new directory")


class _Averager:
  """Averages each full window of checkpoints into --output_dir, with one
  model built from the run's hparams.json."""

  def __init__(self):
    # pylint: disable=g-import-not-at-top
    from t2t_dyn.models import model_builder
    self.model = model_builder.build(
        output_dir_lib.saved_hparams(FLAGS.model_dir))
    self.started = False

  def write(self, window) -> None:
    # pylint: disable-next=g-import-not-at-top
    from t2t_dyn.decoding import checkpoint_averaging
    paths = [c.filename for c in window]
    checkpoint_averaging.load_average(
        self.model, paths, output_dir_lib.hparams_path(FLAGS.model_dir))
    if not self.started:
      output_dir_lib.copy_self_contained(FLAGS.model_dir, FLAGS.output_dir)
      self.started = True
    record = checkpoint_averaging.AverageRecord(
        step=window[-1].steps, model_dir=os.path.abspath(FLAGS.model_dir),
        checkpoints=[os.path.abspath(p) for p in paths])
    path = checkpoint_averaging.write_average(self.model, record,
                                              FLAGS.output_dir)
    print(f"step {record.step}: {path} is {record.describe()} (recorded in "
          f"{path}{checkpoint_averaging.RECORD_SUFFIX})", flush=True)


def run() -> int:
  """Averages as the flags say. Raises: UsageError, AveragingError."""
  _check_flags()
  # TensorFlow loads only now, so flag errors answer fast.
  # pylint: disable=g-import-not-at-top
  from t2t_dyn.decoding import checkpoint_averaging
  from t2t_dyn.utils import bleu_hook
  existing = checkpoint_averaging.rolling_checkpoints(FLAGS.model_dir,
                                                      FLAGS.min_steps)
  names = ", ".join(os.path.basename(c.filename) for c in existing) or "none"
  if len(existing) < FLAGS.n and not FLAGS.wait_minutes:
    raise checkpoint_averaging.AveragingError(
        f"--n={FLAGS.n}, but {output_dir_lib.checkpoint_dir(FLAGS.model_dir)}"
        f" has {len(existing)} checkpoints of at least --min_steps="
        f"{FLAGS.min_steps} steps ({names}): nothing averaged (give a "
        f"smaller --n)")
  checkpoint_averaging.check_same_variables([c.filename for c in existing])
  averager = None
  window = collections.deque(maxlen=FLAGS.n)
  written = 0
  for stepfile in bleu_hook.stepfiles_iterator(
      output_dir_lib.checkpoint_dir(FLAGS.model_dir), FLAGS.wait_minutes,
      FLAGS.min_steps, ".index", sleep_sec=POLL_SECONDS):
    window.append(stepfile)
    if len(window) < FLAGS.n:
      print(f"step {stepfile.steps}: {len(window)} of --n={FLAGS.n} "
            f"checkpoints so far, no average yet", flush=True)
      continue
    averager = averager or _Averager()
    averager.write(list(window))
    written += 1
  if not written:
    raise checkpoint_averaging.AveragingError(
        f"--n={FLAGS.n}, but {output_dir_lib.checkpoint_dir(FLAGS.model_dir)}"
        f" had {len(window)} checkpoints of at least --min_steps="
        f"{FLAGS.min_steps} steps when --wait_minutes={FLAGS.wait_minutes} "
        f"ran out: nothing averaged")
  print(f"{written} averages of {FLAGS.n} checkpoints in "
        f"{output_dir_lib.checkpoint_dir(FLAGS.output_dir)}")
  return 0


@common.report_errors
def main(argv):
  del argv  # As Tensor2Tensor's: run_program named what it ignored.
  for name in ("model_dir", "output_dir"):
    setattr(FLAGS, name, os.path.expanduser(getattr(FLAGS, name)))
  sys.exit(run())


def console_main():
  common.run_program(main)


if __name__ == "__main__":
  console_main()
