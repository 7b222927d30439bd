r"""dyn-translate-all: translate one file with every checkpoint of a run.

  dyn-translate-all --model_dir=OUTPUT_DIR --source=F \
      [--translations_dir=translations] [--problem=P] [--t2t_usr_dir=U] \
      [--data_dir=D] [--transforms_from_task=T] [--beam_size=4 --alpha=0.6] \
      [--min_steps=0] [--wait_minutes=0] [--decoder_command="dyn-decoder {params}"]
  dyn-bleu --translations_dir=translations --reference=R --event_dir=E

Tensor2Tensor's t2t-translate-all: each checkpoint OUTPUT_DIR/checkpoints/
ckpt-STEP of a dyn-trainer run (STEP: its update count) with at least
--min_steps steps, oldest first, translates --source into
TRANSLATIONS_DIR/PROBLEM-STEP (a file already there is kept), with the
checkpoint's modification time, so that dyn-bleu --translations_dir scores
each at its step and time. One model is built and each checkpoint's weights
loaded into it in turn (dyn-decoder's decoding: the task's encoders, beam
search). --wait_minutes then waits up to that long after the newest
checkpoint for another (a run still training). The run's hparams.json is
copied once to TRANSLATIONS_DIR/PROBLEM-hparams.json with its time (as
Tensor2Tensor copied flags.txt): dyn-bleu's step 0 is the run's start.

--decoder_command runs a command per checkpoint instead, Tensor2Tensor's
template: {params} becomes dyn-decoder's flags for that checkpoint (unset
ones left out), and {model_dir}, {source}, {translations_dir}, {out_file},
{translated_base_file}, {flags_path} and {model.filename}/{model.steps}
name the rest (e.g. "qsub -sync y run.sh dyn-decoder {params}"). Unlike
Tensor2Tensor, a command that fails or writes no file stops the run.
--model and --hparams_set are passed on to such a command; decoding here
uses the model hparams.json describes (Tensor2Tensor's decoder, too, loads
the run's hparams.json over --hparams_set).
"""

import dataclasses
import os
import shlex
import shutil
import string
import subprocess

from absl import flags

from t2t_dyn.bin import common
from t2t_dyn.bin import program_flags
from t2t_dyn.decoding import output_dir as output_dir_lib
from t2t_dyn.foundation import registry
from t2t_dyn.utils import bleu_hook

FLAGS = flags.FLAGS

flags.DEFINE_string("decoder_command", None, "Run this per checkpoint "
                    "instead of decoding here, e.g. \"dyn-decoder {params}\" "
                    "({params}: dyn-decoder's flags for the checkpoint).")
program_flags.define("model_dir", "source", "translations_dir", "min_steps",
                      "wait_minutes", "model", "hparams_set", "t2t_usr_dir",
                      "data_dir", "problem", "transforms_from_task")
flags.DEFINE_integer("beam_size", 4, "Beam-search width.")
flags.DEFINE_float("alpha", 0.6, "Beam-search length penalty alpha.")

# How often --wait_minutes looks for new checkpoints (Tensor2Tensor's).
POLL_SECONDS = 10
# What --decoder_command's template may name, as in Tensor2Tensor's.
TEMPLATE_NAMES = ("params", "model_dir", "source", "translations_dir",
                  "out_file", "translated_base_file", "flags_path", "model")


class DecoderCommandError(ValueError):
  """--decoder_command failed for a checkpoint or wrote no translation."""


@dataclasses.dataclass(frozen=True)
class Job:
  """One checkpoint to translate: its step file and where its output goes."""
  checkpoint: bleu_hook.StepFile
  out_file: str


def _check_flags() -> None:
  """Raises: UsageError naming a missing or wrong flag or path."""
  if not FLAGS.model_dir:
    raise common.UsageError("--model_dir is required: a dyn-trainer "
                            "--output_dir")
  common.check_trained_dir("model_dir", FLAGS.model_dir)
  if not FLAGS.source:
    raise common.UsageError("--source is required: the file to translate")
  if not os.path.isfile(FLAGS.source):
    raise common.UsageError(f"--source={FLAGS.source} does not exist")
  if FLAGS.decoder_command:
    fields = set()
    try:
      for _, field, _, _ in string.Formatter().parse(FLAGS.decoder_command):
        if field is not None:
          fields.add(field.split(".")[0].split("[")[0])
    except ValueError as e:
      raise common.UsageError(
          f"--decoder_command={FLAGS.decoder_command!r}: {e}") from None
    unknown = sorted(fields - set(TEMPLATE_NAMES))
    if unknown:
      raise common.UsageError(
          f"--decoder_command names {', '.join('{%s}' % u for u in unknown)}"
          f": it may name {', '.join('{%s}' % n for n in TEMPLATE_NAMES)}")


def _params(job: Job, source: str) -> str:
  """dyn-decoder's flags for one checkpoint, shell-quoted: Tensor2Tensor's
  set, with the flags not given left out rather than written "None"."""
  values = [("t2t_usr_dir", FLAGS.t2t_usr_dir), ("output_dir", FLAGS.model_dir),
            ("data_dir", FLAGS.data_dir), ("problem", FLAGS.problem),
            ("decode_hparams", f"beam_size={FLAGS.beam_size},"
                               f"alpha={FLAGS.alpha}"),
            ("model", FLAGS.model if FLAGS["model"].present else None),
            ("hparams_set", FLAGS.hparams_set),
            ("transforms_from_task", FLAGS.transforms_from_task),
            ("checkpoint_path", job.checkpoint.filename),
            ("decode_from_file", source), ("decode_to_file", job.out_file)]
  return " ".join([f"--{name}={shlex.quote(str(value))}"
                   for name, value in values if value is not None] +
                  ["--keep_timestamp"])


def _run_command(job: Job, source: str, base_file: str,
                 flags_path: str) -> None:
  """--decoder_command for one checkpoint. Raises: DecoderCommandError."""
  try:
    command = FLAGS.decoder_command.format(
        params=_params(job, source), model_dir=FLAGS.model_dir,
        source=source, translations_dir=FLAGS.translations_dir,
        out_file=job.out_file, translated_base_file=base_file,
        flags_path=flags_path, model=job.checkpoint)
  except (AttributeError, IndexError, KeyError, ValueError) as e:
    # {model.x} for an x a checkpoint's StepFile does not have.
    raise DecoderCommandError(
        f"--decoder_command={FLAGS.decoder_command!r}: {e} ({{model}} has "
        f"filename, mtime, ctime and steps)") from None
  print(f"step {job.checkpoint.steps}: running {command}", flush=True)
  status = subprocess.run(command, shell=True, check=False).returncode
  if status != 0:
    raise DecoderCommandError(f"--decoder_command exited with status {status} for "
                       f"{job.checkpoint.filename}: {command}")
  if not os.path.exists(job.out_file):
    raise DecoderCommandError(f"--decoder_command wrote no {job.out_file} for "
                       f"{job.checkpoint.filename}: {command}")


class _InProcess:
  """Decodes with one model, loading each checkpoint's weights into it."""

  def __init__(self, sources):
    self.sources = sources
    self.translator = None

  def decode(self, job: Job) -> None:
    """Writes job.out_file whole (a dyn-bleu waiting for it never reads
    half of it) with the checkpoint's modification time."""
    # pylint: disable-next=g-import-not-at-top
    from t2t_dyn.decoding import translator as translator_lib
    path = job.checkpoint.filename
    if self.translator is None:
      problem = common.trained_problem(FLAGS.model_dir, FLAGS.problem,
                                       FLAGS.t2t_usr_dir)
      task = common.decoding_task(
          problem, FLAGS.transforms_from_task,
          FLAGS.data_dir or output_dir_lib.setup_dir(FLAGS.model_dir))
      self.translator = translator_lib.Translator(
          problem, FLAGS.model_dir, task, path, encoders_dir=FLAGS.data_dir)
    else:
      self.translator.load(path)
    outputs = self.translator.translate(
        self.sources, translator_lib.DecodeOptions(
            beam_size=FLAGS.beam_size, alpha=FLAGS.alpha), FLAGS.source)
    # Not a name dyn-bleu reads as a step ("-STEP.partial" is none).
    partial = job.out_file + ".partial"
    with open(partial, "w", encoding="utf-8") as f:
      f.writelines(line + "\n" for line in outputs)
    os.replace(partial, job.out_file)
    os.utime(job.out_file, (job.checkpoint.mtime, job.checkpoint.mtime))
    print(f"step {job.checkpoint.steps}: translated {len(outputs)} lines "
          f"with {path} to {job.out_file}", flush=True)


def _check_model() -> None:
  """Raises: UsageError when --model is given and is not the run's;
  RegistryError for an unknown --hparams_set (whose values the run's
  hparams.json overrides, as Tensor2Tensor's decoder loaded it)."""
  trained = output_dir_lib.saved_hparams(FLAGS.model_dir).model
  if FLAGS["model"].present and FLAGS.model != trained:
    raise common.UsageError(
        f"--model={FLAGS.model}, but the run in {FLAGS.model_dir} trained "
        f"{trained!r}")
  if FLAGS.hparams_set:
    common.load_usr_dir_only()
    registry.hparams(FLAGS.hparams_set)


def _copy_run_record(flags_path: str) -> None:
  """hparams.json beside the translations once, with its time (dyn-bleu's
  step 0)."""
  if not os.path.exists(flags_path):
    shutil.copy2(output_dir_lib.hparams_path(FLAGS.model_dir), flags_path)


@common.report_errors
def main(argv):
  del argv  # As Tensor2Tensor's: run_program named what it ignored.
  # "~/..." after "=" is left to the program, as t2t-translate-all did.
  for name in ("model_dir", "translations_dir", "source"):
    if getattr(FLAGS, name):
      setattr(FLAGS, name, os.path.expanduser(getattr(FLAGS, name)))
  _check_flags()
  checkpoints = output_dir_lib.checkpoint_dir(FLAGS.model_dir)
  problem = (FLAGS.problem or
             output_dir_lib.saved_record(FLAGS.model_dir)["problem"])
  if not FLAGS.decoder_command:
    _check_model()
  os.makedirs(FLAGS.translations_dir, exist_ok=True)
  base_file = os.path.join(FLAGS.translations_dir, problem)
  flags_path = f"{base_file}-{output_dir_lib.HPARAMS_FILE}"
  _copy_run_record(flags_path)
  decoder = None
  if not FLAGS.decoder_command:
    decoder = _InProcess([line.strip() for line in
                          bleu_hook.read_lines(FLAGS.source)])
  seen = []
  for stepfile in bleu_hook.stepfiles_iterator(
      checkpoints, FLAGS.wait_minutes, FLAGS.min_steps, ".index",
      sleep_sec=POLL_SECONDS):
    seen.append(stepfile.steps)
    job = Job(stepfile, f"{base_file}-{stepfile.steps}")
    if os.path.exists(job.out_file):
      print(f"step {stepfile.steps}: {job.out_file} exists, kept",
            flush=True)
      continue
    if not os.path.exists(stepfile.filename + ".index"):
      # The trainer's --keep_checkpoint_max removed it meanwhile.
      print(f"step {stepfile.steps}: {stepfile.filename} was deleted before "
            f"it was translated, skipped", flush=True)
      continue
    if decoder is None:
      _run_command(job, FLAGS.source, base_file, flags_path)
    else:
      decoder.decode(job)
  if not seen:
    found = bleu_hook.read_stepfiles(checkpoints + os.sep)
    raise common.UsageError(
        f"no checkpoint of at least --min_steps={FLAGS.min_steps} steps in "
        f"{checkpoints} (it has "
        f"{', '.join(f'ckpt-{f.steps}' for f in found) or 'none'})" +
        (f" and none appeared in --wait_minutes={FLAGS.wait_minutes}"
         if FLAGS.wait_minutes else ""))


def console_main():
  common.run_program(main)


if __name__ == "__main__":
  console_main()
