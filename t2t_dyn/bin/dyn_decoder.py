r"""dyn-decoder: translate or score with a trained model's output dir.

  dyn-decoder --output_dir=O [--problem=P --t2t_usr_dir=U --data_dir=D] \
      [--model=transformer --hparams_set=S --hparams=H] \
      (--decode_from_file=F | --decode_from_task=M --data_dir=D |
       --decode_interactive | --data_dir=D [--eval_use_test_set]) \
      --decode_to_file=G \
      [--decode_hparams="beam_size=4,alpha=0.6,batch_size=32"] \
      [--decode_reference=R] [--transforms_from_task=T] [--write_inputs_to=I]
      [--glossary=TERMS.tsv]
  dyn-decoder --output_dir=O --glossary=TERMS.tsv --annotate_only \
      --decode_from_file=F --decode_to_file=IDS
  dyn-decoder --output_dir=O --decode_from_file=F --score_target_file=E \
      --decode_to_file=G [--force_decode]
  dyn-decoder --output_dir=O --score_file=F --decode_to_file=G
  dyn-decoder --output_dir=O --decode_from_file=DEV_SRC \
      --decode_reference=DEV_REF --decode_to_file=G \
      --alpha_sweep=0,0.2,0.4,0.6,0.8,1,1.2 [--alpha_sweep_metric=chrf]

Tensor2Tensor's t2t-decoder flags, with its meaning: --decode_hparams
(beam_size, alpha, batch_size, extra_length, max_input_size, return_beams,
write_beam_scores, delimiter, decode_to_file, decode_reference), sampling
from the model's --hparams (sampling_method=random with beam_size=1,
sampling_temp, sampling_keep_top_k; seeded by --random_seed: sampled
back-translation, Edunov et al. 2018), --checkpoint_path (here also
`average:N`: the model weights of the last N checkpoints averaged in
memory, as dyn-avg-all averages them), and
--decode_reference printing BLEU and chrF (sacrebleu). --decode_from_task
reads the source side of a task's shards (a monolingual task's text) from
--data_dir, and --write_inputs_to writes those lines beside the output, so
the two files form a parallel corpus line by line. With none of those, the
problem's dev task (test with --eval_use_test_set) is decoded as
Tensor2Tensor decoded its dataset (decoder_dataset).

Speed (back-translation of large monolingual files): lines are sorted by
length and cut into batches of at most batch_tokens source tokens
(--decode_hparams batch_tokens, ours, default 2048: rows x padded source
length; batch_size, Tensor2Tensor's sentences, caps the rows when given;
batch_tokens=0 restores batches of batch_size sentences), padded to a few
bucket shapes (the search is traced once for any shape), and written back
in input order. A decode that runs longer than a few seconds prints its
progress on stderr (lines done, lines/s, time left).

Scoring: --score_target_file gives each --decode_from_file line its target;
each pair goes through the task's encoders in inference mode, the pair
together (transforms that need both sides work), and the output has one
line per pair, in order: sentence log-probability, tokens (EOS included) and
mean log-probability per token, tab-separated; --force_decode adds the
target as the model saw it, piece|log-probability per token. A task with
inline_tags reads the target's markup and values as training gave them,
numbered as its source's (docs/transforms.md).
Tensor2Tensor's --score_file (input<TAB>target lines) writes its per-token
loss, the mean negative log-probability, one "%.6f" line per pair.

Length penalty: --alpha_sweep decodes the file (a dev set) with each alpha
(the beam size from --decode_hparams), prints BLEU, chrF and the length
ratio per alpha and the best by --alpha_sweep_metric, writes the best
alpha's translations to --decode_to_file and every score to
DECODE_TO_FILE.alpha_sweep.json (alpha_sweep).

Word alignments (--decode_hparams=return_alignments=true, ours): each
translation's Pharaoh word links from the guided alignment head go to
DECODE_TO_FILE.align or --alignments_to_file (decoder_alignments).

Engines: --engine=tensorflow (the default) decodes the checkpoint;
--engine=ctranslate2 decodes the newest CTranslate2 export under
OUTPUT_DIR/export/ (dyn-exporter's; or the one --ctranslate2_dir names,
which must come from this output dir's model) on --ctranslate2_device
(cpu, or cuda on a GPU), with the same encoders, batches and beam search
scores (docs/training_and_decoding.md: how the two searches can differ).

Glossary (--glossary, a task trained with the `terminology` transform):
each input's matches of the TSV's source terms are annotated with their
target terms as training annotated spans, in the task's mode, before
segmentation, for either engine (decoder_glossary, text.glossary). The
SavedModel applies none: --annotate_only writes each input's annotated
source ids instead, what its serving_default signature reads.

Inputs go through the problem's feature_encoders for the task: by default
the task's transforms in inference mode (pretokenization as at sharding, the
best segmentation, language tokens); outputs are detokenized text. The
problem is the one training used (its name is in the output dir): a user
problem with its own encoders needs its --t2t_usr_dir, and reads its
vocabulary from --data_dir when given (Tensor2Tensor's), else from the
output dir's copy. --transforms_from_task may be left out when the data
config has one parallel training task (or the problem's own encoders serve
every task).
"""

import dataclasses
import os
import sys
import time

from absl import flags

from t2t_dyn.bin import common
from t2t_dyn.bin import decoder_alignments
from t2t_dyn.bin import decoder_dataset
from t2t_dyn.bin import decoder_engines
from t2t_dyn.bin import decoder_files
from t2t_dyn.bin import decoder_glossary
from t2t_dyn.bin import decoder_interactive
from t2t_dyn.bin import decoder_scoring
from t2t_dyn.bin import program_flags
from t2t_dyn.bin import trained_hparams
from t2t_dyn.decoding import alpha_sweep
from t2t_dyn.decoding import decode_progress
from t2t_dyn.decoding import output_dir as output_dir_lib
from t2t_dyn.utils import t2t_flags
from t2t_dyn.utils import trainer_lib

FLAGS = flags.FLAGS

program_flags.define(*program_flags.MODEL, *program_flags.TRAINED_MODEL,
                      "random_seed", "decode_hparams", "checkpoint_path")
flags.DEFINE_string("decode_from_file", None, "Raw source text, one per line.")
flags.DEFINE_bool("decode_interactive", False, "Translate lines typed on "
                  "standard input, one by one, until end of input or 'q'.")
flags.DEFINE_string("decode_from_task", None,
                    "Translate the source side of this task's shards "
                    "(needs --data_dir), e.g. a monolingual task.")
flags.DEFINE_string("write_inputs_to", None,
                    "Also write the input lines here (with "
                    "--decode_from_task: the other side of the corpus).")
flags.DEFINE_string("score_target_file", None,
                    "Score each --decode_from_file line with this file's "
                    "line (same count) instead of translating.")
flags.DEFINE_string("score_file", None, "Tensor2Tensor's: score each "
                    "input<TAB>target line; one per-token loss per line.")
flags.DEFINE_bool("force_decode", False,
                  "With --score_target_file: write each target token as "
                  "piece|log-probability too.")
flags.DEFINE_string("decode_to_file", None, "Where translations go.")
flags.DEFINE_string("decode_reference", None,
                    "Reference file: print BLEU and chrF.")
flags.DEFINE_bool("keep_timestamp", False, "Give --decode_to_file the "
                  "checkpoint's modification time.")
flags.DEFINE_list("alpha_sweep", None, "Decode with each of these length "
                  "penalties (alpha) and keep the best on "
                  "--decode_reference (a dev set).")
flags.DEFINE_enum("alpha_sweep_metric", "chrf", ["chrf", "bleu"],
                  "What --alpha_sweep maximizes.")
flags.DEFINE_bool("disable_grappler_optimizations", False,
                  "Tensor2Tensor's: decode with TensorFlow's graph optimizer "
                  "(Grappler) off, if its rewrites fail on a model.")
t2t_flags.define(t2t_flags.TRAINER + t2t_flags.DECODER)
# Tensor2Tensor's decoder shared the trainer's flags; it implements
# --eval_use_test_set (decoder_dataset).
_CHECKED_FLAGS = [f for f in t2t_flags.TRAINER + t2t_flags.DECODER
                  if f.name != "eval_use_test_set"]


def _inputs(translator_lib, problem, delimiter):
  """The lines to decode, from --decode_from_file or --decode_from_task."""
  if FLAGS.decode_from_file and FLAGS.decode_from_task:
    raise common.UsageError("give --decode_from_file or --decode_from_task, "
                            "not both")
  if FLAGS.decode_from_file:
    records = decoder_files.read_records(
        "decode_from_file", FLAGS.decode_from_file, delimiter)
    return records, FLAGS.decode_from_file
  if not FLAGS.data_dir:
    raise common.UsageError("--decode_from_task needs --data_dir")
  lines = translator_lib.task_lines(problem.get_data_config(), FLAGS.data_dir,
                                 FLAGS.decode_from_task)
  return lines, f"task {FLAGS.decode_from_task} in {FLAGS.data_dir}"


def _options(translator_lib, decode_hp):
  """DecodeOptions from --decode_hparams and the model hparams' sampling.
  Raises: UsageError for sampling with a beam (Tensor2Tensor samples only
  greedily)."""
  sampling = None
  model_hparams = trained_hparams.checked(FLAGS.output_dir, "dyn-decoder")
  if model_hparams.get("sampling_method") == "random":
    if decode_hp.beam_size > 1:
      raise common.UsageError(
          f"sampling_method=random samples one output per line: set "
          f"--decode_hparams=beam_size=1 (got {decode_hp.beam_size})")
    sampling = translator_lib.Sampling(
        float(model_hparams.get("sampling_temp")),
        max(int(model_hparams.get("sampling_keep_top_k")), 0),
        FLAGS.random_seed)
  return translator_lib.decode_options(decode_hp, sampling)


def _output_lines(beams_per_line, decode_hp):
  """Tensor2Tensor's output form: the best translation, or with
  return_beams every beam tab-separated (with write_beam_scores each
  followed by its score)."""
  lines = []
  for beams in beams_per_line:
    if not decode_hp.return_beams:
      lines.append(beams[0].text if beams else "")
    elif decode_hp.write_beam_scores:
      lines.append("\t".join(f"{b.text}\t{b.score:.2f}" for b in beams))
    else:
      lines.append("\t".join(b.text for b in beams))
  return lines


@dataclasses.dataclass(frozen=True)
class _Request:
  """What the flags ask of dyn-decoder, checked before a model loads."""
  decode_hp: object  # translator.decode_hparams' record.
  decode_to: str  # "" until the input file's default name is known.
  reference: str
  from_dataset: bool  # The problem's own dev or test data.


def _checked_request(translator_lib) -> _Request:
  """The request the flags make. Raises: UsageError naming the flags that
  are missing or do not go together."""
  decode_hp = translator_lib.decode_hparams(
      FLAGS.decode_hparams, implemented=("multiproblem_task_id",))
  decode_to = FLAGS.decode_to_file or decode_hp.decode_to_file
  if not decode_to and (FLAGS.decode_from_task or FLAGS.score_file or
                        FLAGS.alpha_sweep):
    raise common.UsageError("--decode_to_file is required")
  from_dataset = not (FLAGS.decode_interactive or FLAGS.decode_from_file or
                      FLAGS.decode_from_task or FLAGS.score_file)
  if from_dataset and not FLAGS.data_dir:
    raise common.UsageError(
        "give --decode_from_file, --decode_interactive, --decode_from_task, "
        "or --data_dir to decode the problem's "
        + ("test" if FLAGS.eval_use_test_set else "dev") + " data")
  unused = [f"--{name}" for name in ("alpha_sweep", "score_target_file",
                                     "write_inputs_to", "decode_reference")
            if FLAGS[name].value]
  if from_dataset and unused:
    raise common.UsageError(
        f"{', '.join(unused)}: not used when decoding the problem's own data "
        f"(its targets are written beside the decodes); give "
        f"--decode_from_file or --decode_from_task")
  return _Request(decode_hp, decode_to,
                  FLAGS.decode_reference or decode_hp.decode_reference,
                  from_dataset)


@common.report_errors
def main(argv):
  del argv
  t2t_flags.check(_CHECKED_FLAGS, "dyn-decoder")
  if not FLAGS.output_dir:
    raise common.UsageError("--output_dir is required")
  common.check_trained_dir("output_dir", FLAGS.output_dir)
  # TensorFlow loads only now, so flag errors answer fast.
  from t2t_dyn.decoding import translator as translator_lib  # pylint: disable=g-import-not-at-top
  if FLAGS.disable_grappler_optimizations:
    # Tensor2Tensor's decoder turned off the session's meta optimizer; the
    # decoding tf.functions here are optimized by the same Grappler.
    import tensorflow as tf  # pylint: disable=g-import-not-at-top
    tf.config.optimizer.set_experimental_options(
        {"disable_meta_optimizer": True})
  request = _checked_request(translator_lib)
  glossary = decoder_glossary.read_flag()
  decode_hp = request.decode_hp
  trainer_lib.set_random_seed(FLAGS.random_seed)
  problem = common.trained_problem(FLAGS.output_dir, FLAGS.problem,
                                   FLAGS.t2t_usr_dir)
  decode_to = request.decode_to
  if not decode_to and FLAGS.decode_from_file:
    decode_to = decoder_dataset.decode_filename(
        FLAGS.decode_from_file, FLAGS.model, FLAGS.hparams_set, problem.name,
        decode_hp)
  options = _options(translator_lib, decode_hp)
  decoder_alignments.check_flags(decode_hp)
  task = common.decoding_task(problem, FLAGS.transforms_from_task,
                             FLAGS.data_dir or
                             output_dir_lib.setup_dir(FLAGS.output_dir),
                             decode_hp.multiproblem_task_id)
  if FLAGS.annotate_only:  # The encoders alone: no model loads.
    sources, where = _inputs(translator_lib, problem, decode_hp.delimiter)
    decoder_glossary.write_annotated_ids(problem, task, glossary, sources,
                                         where, decode_to,
                                         decode_hp.delimiter)
    return
  translator = decoder_engines.translator(translator_lib, problem, task,
                                           options)
  decoder_glossary.attach(translator.encoders, task, glossary,
                          FLAGS.glossary)
  decoder_alignments.check_model(decode_hp, translator)
  if FLAGS.decode_interactive:
    decoder_interactive.run(translator, options)
  elif FLAGS.score_file:
    FLAGS.decode_to_file = decode_to
    decoder_scoring.score_file(translator)
  elif request.from_dataset:
    _decode_dataset(translator, translator_lib, problem, options, decode_hp,
                    decode_to)
  else:
    sources, where = _inputs(translator_lib, problem, decode_hp.delimiter)
    if FLAGS.write_inputs_to:
      decoder_files.write(FLAGS.write_inputs_to, sources)
    if FLAGS.score_target_file:
      decoder_scoring.score_targets(translator, options, sources, where,
                                     decode_to)
    elif FLAGS.alpha_sweep:
      _alpha_sweep(translator, options, sources, where, request.reference,
                   decode_to)
    else:
      _translate(translator, translator_lib, options, decode_hp, sources,
                 where, decode_to, request.reference)


def _translate(translator, translator_lib, options, decode_hp, sources,
               where: str, decode_to: str, reference: str) -> None:
  """The sources translated to decode_to (with their word alignments when
  decode_hp asks), scored against the reference when one is given.
  Raises: UsageError when the reference's length differs."""
  progress = decode_progress.DecodeProgress(len(sources))
  try:
    beams = translator.translate_beams(sources, options, where, progress)
  finally:
    progress.close()
  decoder_files.write(decode_to, _output_lines(beams, decode_hp),
                      decode_hp.delimiter)
  if FLAGS.keep_timestamp:
    stamp = os.stat(translator.checkpoint + ".index").st_mtime
    os.utime(decode_to, (time.time(), stamp))
  print(f"decoded {len(beams)} lines with {translator.description} to "
        f"{decode_to}")
  if decode_hp.return_alignments:
    aligned_to = decoder_alignments.path(decode_to)
    decoder_files.write(aligned_to,
                        decoder_alignments.lines(beams, decode_hp),
                        decode_hp.delimiter)
    print(f"their word alignments (Pharaoh i-j, source-target words) to "
          f"{aligned_to}")
  if reference:
    references = decoder_files.read_records("decode_reference", reference)
    outputs = [b[0].text if b else "" for b in beams]
    if len(references) != len(outputs):
      raise common.UsageError(
          f"--decode_reference {reference} has {len(references)} lines, "
          f"{where} has {len(outputs)}")
    scores = translator_lib.score(outputs, references)
    print(scores["bleu"])
    print(scores["chrf"])


def _decode_dataset(translator, translator_lib, problem, options, decode_hp,
                    decode_to) -> None:
  """Neither --decode_from_file nor --decode_from_task: the problem's dev
  (or --eval_use_test_set: test) task, as Tensor2Tensor decoded its
  dataset (decoder_dataset)."""
  config = problem.get_data_config()
  task = decoder_dataset.split_task(config, FLAGS.eval_use_test_set)
  sources, targets = (translator_lib.task_lines(config, FLAGS.data_dir, task,
                                                side) for side in (0, 1))
  if decode_hp.num_samples >= 0:
    sources, targets = (sources[:decode_hp.num_samples],
                        targets[:decode_hp.num_samples])
  where = f"task {task} in {FLAGS.data_dir}"
  progress = decode_progress.DecodeProgress(len(sources))
  try:
    beams = translator.translate_beams(sources, options, where, progress)
  finally:
    progress.close()
  outputs = _output_lines(beams, decode_hp)
  if not decode_to:
    print("\n".join(decoder_dataset.log_lines(sources, outputs, targets)),
          file=sys.stderr, flush=True)
    return
  files = decoder_dataset.output_files(decoder_dataset.decode_filename(
      decode_to, FLAGS.model, FLAGS.hparams_set, problem.name, decode_hp))
  for name, lines in (("outputs", outputs), ("targets", targets),
                      ("inputs", sources)):
    decoder_files.write(files[name], lines, decode_hp.delimiter)
  print(f"decoded {len(beams)} lines of {where} with "
        f"{translator.description} to {files['outputs']} (targets and "
        f"inputs beside it)")


def _alpha_sweep(translator, options, sources, where, reference,
                 decode_to) -> None:
  """--alpha_sweep: every alpha decoded and scored, the best one kept."""
  if not reference:
    raise common.UsageError("--alpha_sweep needs --decode_reference: the "
                            "dev set's references choose the alpha")
  try:
    alphas = [float(a) for a in FLAGS.alpha_sweep]
  except ValueError as e:
    raise common.UsageError(f"--alpha_sweep={','.join(FLAGS.alpha_sweep)}: "
                            f"expected numbers ({e})") from e
  references = decoder_files.read_records("decode_reference", reference)
  if len(references) != len(sources):
    raise common.UsageError(
        f"--decode_reference {reference} has {len(references)} lines, "
        f"{where} has {len(sources)}")
  result = alpha_sweep.sweep(
      lambda alpha: translator.translate(
          sources, dataclasses.replace(options, alpha=alpha), where),
      references, alphas, FLAGS.alpha_sweep_metric)
  decoder_files.write(decode_to, result.outputs)
  with open(decode_to + ".alpha_sweep.json", "w", encoding="utf-8") as f:
    f.write(result.to_json() + "\n")
  print(f"best alpha {result.best.alpha:g} by {result.metric} (beam size "
        f"{options.beam_size}): {result.best.line()}; its translations in "
        f"{decode_to}, every score in {decode_to}.alpha_sweep.json")
  if result.at_edge():
    print(f"dyn-decoder: {result.at_edge()}", file=sys.stderr, flush=True)


def console_main():
  common.run_program(main)


if __name__ == "__main__":
  console_main()
