r"""dyn-bleu: Tensor2Tensor's t2t-bleu, its BLEU and its flags.

  dyn-bleu --translation=F --reference=R [--bleu_variant=both]
  dyn-bleu --translations_dir=D --reference=R --event_dir=E \
      [--min_steps=-1] [--wait_minutes=0] [--tag_suffix=S] [--report_zero]

With --translation it prints "BLEU_uncased = %6.2f" and "BLEU_cased =
%6.2f", Tensor2Tensor's BLEU (t2t_dyn.utils.bleu_hook: its tokenization,
smoothing and brevity penalty), so the numbers compare with published
t2t-bleu logs. With --translations_dir it scores every file there whose
name ends in -STEP (as dyn-translate-all writes them), in step order, and
writes TensorBoard events to --event_dir: BLEU_uncased and BLEU_cased (with
--tag_suffix) at step STEP, timed at the file's modification time (the
checkpoint's, for dyn-translate-all's files), and
EVENT_DIR/last_evaluated_step.txt after each file. --min_steps skips files
of fewer steps; its default -1 continues after the step that file names
(Tensor2Tensor scored that step again, a second event at the same step).
--report_zero (default: when no step is skipped) first writes BLEU 0 at
step 0, timed at the oldest file in the directory. --wait_minutes waits up
to that long after the last file for the next one, checking every 10 s.
--source is accepted and unused, as in t2t-bleu. Translation and reference
must have the same number of lines: a difference is an error naming both
(Tensor2Tensor stopped at an assertion).
"""

import os
import sys
import time

from absl import flags

from t2t_dyn.bin import common
from t2t_dyn.bin import program_flags
from t2t_dyn.utils import bleu_hook

FLAGS = flags.FLAGS

program_flags.define("source", "translations_dir", "min_steps", "wait_minutes")
flags.DEFINE_string("reference", None, "The reference translation file.")
flags.DEFINE_string("translation", None, "A translation file to score.")
flags.DEFINE_string("event_dir", None, "Where --translations_dir's "
                    "TensorBoard events and last_evaluated_step.txt go.")
flags.DEFINE_enum("bleu_variant", "both", ["cased", "uncased", "both"],
                  "cased (case-sensitive), uncased, or both.")
flags.DEFINE_string("tag_suffix", "", "Appended to the event tags "
                    "BLEU_cased and BLEU_uncased (e.g. per beam size).")
flags.DEFINE_bool("report_zero", None, "Write BLEU 0 at step 0, timed at the "
                  "oldest file in --translations_dir (default: when "
                  "--min_steps is 0).")

LAST_STEP_FILE = "last_evaluated_step.txt"
# How often --wait_minutes looks for new files (Tensor2Tensor's period).
POLL_SECONDS = 10


def _variants():
  """The names of --bleu_variant, uncased first."""
  return [name for name in ("uncased", "cased")
          if FLAGS.bleu_variant in (name, "both")]


def _tag(variant: str) -> str:
  return f"BLEU_{variant}{FLAGS.tag_suffix}"


def _bleu(translation: str, variant: str, flag: str = "") -> float:
  """100 * BLEU of `translation` against --reference (Tensor2Tensor's
  scale and float32 value). Raises: UsageError naming both files."""
  try:
    return 100 * bleu_hook.bleu_wrapper(FLAGS.reference, translation,
                                        case_sensitive=variant == "cased")
  except bleu_hook.LineCountError as e:
    raise common.UsageError(
        f"{flag}{translation} has {e.hyp_lines} lines, --reference="
        f"{FLAGS.reference} has {e.ref_lines}: BLEU pairs them line by "
        f"line") from None


def _score_one() -> None:
  for variant in _variants():
    bleu = _bleu(FLAGS.translation, variant, "--translation=")
    print("BLEU_%s = %6.2f" % (variant, bleu))


def _wait_for_dir(directory: str) -> None:
  """Returns once `directory` exists; with --wait_minutes waits that long.
  Raises: UsageError naming --translations_dir."""
  deadline = time.time() + FLAGS.wait_minutes * 60
  if FLAGS.wait_minutes and not os.path.isdir(directory):
    print(f"dyn-bleu: waiting for {directory} until "
          f"{time.asctime(time.localtime(deadline))}", flush=True)
  while not os.path.isdir(directory):
    if time.time() > deadline:
      raise common.UsageError(
          f"--translations_dir={directory} does not exist" +
          (f" (waited {FLAGS.wait_minutes} minutes)" if FLAGS.wait_minutes
           else ""))
    time.sleep(POLL_SECONDS)


def _min_steps(last_step_file: str) -> int:
  """--min_steps, or for -1 the step after last_evaluated_step.txt's."""
  if FLAGS.min_steps != -1:
    return FLAGS.min_steps
  if not os.path.exists(last_step_file):
    return 0
  with open(last_step_file, encoding="utf-8") as f:
    text = f.read().strip()
  try:
    return int(text) + 1
  except ValueError:
    raise common.UsageError(
        f"{last_step_file} holds {text!r}, not a step: remove it or pass "
        f"--min_steps") from None


class _EventWriter:
  """TensorBoard events of simple scalars at a given step and wall time, as
  t2t-bleu wrote them; the event file is made at the first event."""

  def __init__(self, event_dir: str):
    self._event_dir = event_dir
    self._writer = None

  def add(self, wall_time: float, step: int, values) -> None:
    """Writes (tag, value) scalars as one event and flushes it."""
    # pylint: disable=g-import-not-at-top
    from tensorboard.compat.proto import event_pb2
    from tensorboard.compat.proto import summary_pb2
    from tensorboard.summary.writer import event_file_writer
    if self._writer is None:
      self._writer = event_file_writer.EventFileWriter(self._event_dir)
    self._writer.add_event(event_pb2.Event(
        wall_time=wall_time, step=step, summary=summary_pb2.Summary(value=[
            summary_pb2.Summary.Value(tag=tag, simple_value=value)
            for tag, value in values])))
    self._writer.flush()

  def close(self) -> None:
    if self._writer is not None:
      self._writer.close()


def _score_dir() -> None:
  """Every step file of --translations_dir, scored into --event_dir."""
  if not FLAGS.event_dir:
    raise common.UsageError("--translations_dir needs --event_dir (where "
                            "the TensorBoard events go)")
  directory = os.path.expanduser(FLAGS.translations_dir)
  _wait_for_dir(directory)
  os.makedirs(FLAGS.event_dir, exist_ok=True)
  last_step_file = os.path.join(FLAGS.event_dir, LAST_STEP_FILE)
  min_steps = _min_steps(last_step_file)
  report_zero = (min_steps == 0 if FLAGS.report_zero is None else
                 FLAGS.report_zero)
  writer = _EventWriter(FLAGS.event_dir)
  scored = 0
  try:
    for stepfile in bleu_hook.stepfiles_iterator(
        directory, FLAGS.wait_minutes, min_steps, path_suffix="",
        sleep_sec=POLL_SECONDS):
      if report_zero:
        # Step 0 at the oldest file: the run's start when dyn-translate-all
        # copied its hparams.json there, so relative times are right.
        start = min(os.path.getmtime(p) for p in (
            os.path.join(directory, n) for n in os.listdir(directory))
                    if os.path.isfile(p))
        writer.add(start, 0, [(_tag(v), 0.0) for v in _variants()])
        report_zero = False
      values = []
      for variant in _variants():
        bleu = _bleu(stepfile.filename, variant)
        values.append((_tag(variant), bleu))
        print("%s: BLEU_%s = %6.2f" % (stepfile.filename, variant, bleu),
              flush=True)
      writer.add(stepfile.mtime, stepfile.steps, values)
      with open(last_step_file, "w", encoding="utf-8") as f:
        f.write(f"{stepfile.steps}\n")
      scored += 1
  finally:
    writer.close()
  print(f"dyn-bleu: scored {scored} translation file(s) of {directory} "
        f"(steps >= {min_steps}); events in {FLAGS.event_dir}")


@common.report_errors
def main(argv):
  del argv  # As Tensor2Tensor's: run_program named what it ignored.
  if not FLAGS.reference:
    raise common.UsageError("--reference is required")
  if not os.path.isfile(FLAGS.reference):
    raise common.UsageError(f"--reference={FLAGS.reference} does not exist")
  if FLAGS.translation and FLAGS.translations_dir:
    raise common.UsageError("give --translation or --translations_dir, not "
                            "both")
  if FLAGS.translation:
    if not os.path.isfile(FLAGS.translation):
      raise common.UsageError(
          f"--translation={FLAGS.translation} does not exist")
    _score_one()
  elif FLAGS.translations_dir:
    _score_dir()
  else:
    raise common.UsageError("give --translation=FILE or --translations_dir="
                            "DIR (with --event_dir)")
  sys.stdout.flush()


def console_main():
  common.run_program(main)


if __name__ == "__main__":
  console_main()
