r"""dyn-decoder: translate or score with a trained model's output dir.

  dyn-decoder --output_dir=O --transforms_from_task=T \
      (--decode_from_file=F | --decode_from_task=M --data_dir=D) \
      --decode_to_file=G [--beam_size=4] [--alpha=0.6] [--score_ref=R] \
      [--sampling_method=random --sampling_temp=1.0 --sampling_topk=0 \
       --seed=1] [--write_inputs_to=I] [--t2t_usr_dir=U] [--problem=P]
  dyn-decoder --output_dir=O --transforms_from_task=T --decode_from_file=F \
      --score_target_file=E --decode_to_file=G [--force_decode]

Translating: beam search (--beam_size 1: greedy), or with
--sampling_method=random one sample per line at --sampling_temp from the
--sampling_topk most probable ids (0: all), seeded by --seed (sampled
back-translation, Edunov et al. 2018). --decode_from_task reads the source
side of a task's shards (a monolingual task's text) from --data_dir, and
--write_inputs_to writes those lines beside the output, so the two files
form a parallel corpus line by line.

Scoring (--score_target_file): each source/target pair goes through the
task's encoders in inference mode, the pair together (transforms that need
both sides work), and the output has one line per pair, in order:
sentence log-probability, tokens (EOS included) and mean log-probability per
token, tab-separated; --force_decode adds the target as the model saw it,
piece|log-probability per token.

Inputs go through the problem's feature_encoders for the task: by default
the task's transforms in inference mode (pretokenization as at sharding, the
best segmentation, language tokens); outputs are detokenized text. The
problem is the one training used (its name is in the output dir): a user
problem needs its --t2t_usr_dir. --score_ref prints BLEU and chrF
(sacrebleu).
"""

import os

from absl import app
from absl import flags

from t2t_dyn import problem as problem_lib
from t2t_dyn import registry
from t2t_dyn import usr_dir
from t2t_dyn.bin import common

FLAGS = flags.FLAGS

flags.DEFINE_string("output_dir", None, "A dyn-trainer output dir.")
flags.DEFINE_string("transforms_from_task", None,
                    "The task whose transforms encode the input.")
flags.DEFINE_string("decode_from_file", None, "Raw source text, one per line.")
flags.DEFINE_string("decode_from_task", None,
                    "Translate the source side of this task's shards "
                    "(needs --data_dir), e.g. a monolingual task.")
flags.DEFINE_string("data_dir", None, "The data dir of --decode_from_task.")
flags.DEFINE_string("write_inputs_to", None,
                    "Also write the input lines here (with "
                    "--decode_from_task: the other side of the corpus).")
flags.DEFINE_enum("sampling_method", "argmax", ["argmax", "random"],
                  "argmax: beam search (greedy at --beam_size=1); random: "
                  "one sample per line.")
flags.DEFINE_float("sampling_temp", 1.0, "Sampling temperature.")
flags.DEFINE_integer("sampling_topk", 0,
                     "Sample among the k most probable ids (0: all).")
flags.DEFINE_integer("seed", 1, "Seed of --sampling_method=random.")
flags.DEFINE_string("score_target_file", None,
                    "Score each --decode_from_file line with this file's "
                    "line (same count) instead of translating.")
flags.DEFINE_bool("force_decode", False,
                  "With --score_target_file: write each target token as "
                  "piece|log-probability too.")
flags.DEFINE_string("decode_to_file", None, "Where translations go.")
flags.DEFINE_integer("beam_size", 4, "Beam size (1: greedy).")
flags.DEFINE_float("alpha", 0.6, "Length penalty exponent (GNMT).")
flags.DEFINE_integer("batch_sentences", 32, "Sentences decoded together.")
flags.DEFINE_string("score_ref", None, "Reference file: print BLEU and chrF.")
flags.DEFINE_string("checkpoint", None, "A checkpoint path (default: latest).")
flags.DEFINE_string("t2t_usr_dir", None,
                    "Directory of user problems, imported as a package.")
flags.DEFINE_string("problem", None,
                    "Registered problem whose feature_encoders encode and "
                    "decode (default: the one training used).")


def _read(path):
  with open(path, encoding="utf-8") as f:
    return [line.rstrip("\n") for line in f]


def _problem(decoding_io) -> problem_lib.Problem:
  """The problem training used (or --problem), with the saved data config.

  A problem whose encoders are the config's transforms and vocabulary needs
  only the output dir; one with its own feature_encoders needs its code.
  Raises: UsageError for such a problem when it is not registered (its
  --t2t_usr_dir missing), or for an unknown --problem.
  """
  usr_dir.import_usr_dir(FLAGS.t2t_usr_dir)
  name, own_encoders = decoding_io.saved_problem(FLAGS.output_dir)
  if FLAGS.problem:
    name = FLAGS.problem
  elif name not in registry.list_problems() and not own_encoders:
    name = "dyn_translate"  # The saved config and set-up say everything.
  if name not in registry.list_problems():
    raise common.UsageError(
        f"problem {name!r} (trained in {FLAGS.output_dir}, with its own "
        f"feature_encoders for {', '.join(own_encoders) or 'no task'}) is not "
        f"registered: pass --t2t_usr_dir with the directory that defines "
        f"it. " + registry.unknown_name_message(
            "problem", name, registry.list_problems()))
  problem = registry.problem(name)
  problem.set_data_config(decoding_io.saved_data_config(FLAGS.output_dir))
  return problem


def _inputs(decoding_io, problem):
  """The lines to decode, from --decode_from_file or --decode_from_task."""
  if bool(FLAGS.decode_from_file) == bool(FLAGS.decode_from_task):
    raise common.UsageError("give --decode_from_file or --decode_from_task")
  if FLAGS.decode_from_file:
    return _read(FLAGS.decode_from_file), FLAGS.decode_from_file
  if not FLAGS.data_dir:
    raise common.UsageError("--decode_from_task needs --data_dir")
  lines = decoding_io.task_lines(problem.get_data_config(), FLAGS.data_dir,
                                 FLAGS.decode_from_task)
  return lines, f"task {FLAGS.decode_from_task} in {FLAGS.data_dir}"


def _write(path, lines):
  os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
  with open(path, "w", encoding="utf-8") as f:
    f.writelines(line + "\n" for line in lines)


@common.report_errors
def main(argv):
  del argv
  for flag in ("output_dir", "transforms_from_task", "decode_to_file"):
    if not getattr(FLAGS, flag):
      raise common.UsageError(f"--{flag} is required")
  # TensorFlow loads only now, so flag errors answer fast.
  from t2t_dyn import decoding_io  # pylint: disable=g-import-not-at-top
  problem = _problem(decoding_io)
  sources, where = _inputs(decoding_io, problem)
  if FLAGS.score_target_file:
    targets = _read(FLAGS.score_target_file)
    if len(targets) != len(sources):
      raise common.UsageError(
          f"--score_target_file {FLAGS.score_target_file} has {len(targets)} "
          f"lines, {where} has {len(sources)}: scoring needs one target per "
          f"source")
  translator = decoding_io.Translator(problem, FLAGS.output_dir,
                                      FLAGS.transforms_from_task,
                                      FLAGS.checkpoint)
  if FLAGS.write_inputs_to:
    _write(FLAGS.write_inputs_to, sources)
  if FLAGS.score_target_file:
    scores = translator.score(sources, targets, FLAGS.batch_sentences, where)
    _write(FLAGS.decode_to_file,
           [s.line(FLAGS.force_decode) for s in scores])
    print(f"scored {len(scores)} pairs with {translator.checkpoint} to "
          f"{FLAGS.decode_to_file}")
    return
  sampling = None
  if FLAGS.sampling_method == "random":
    sampling = decoding_io.Sampling(FLAGS.sampling_temp, FLAGS.sampling_topk,
                                    FLAGS.seed)
  outputs = translator.translate(sources, FLAGS.beam_size, FLAGS.alpha,
                                 FLAGS.batch_sentences, sampling, where)
  _write(FLAGS.decode_to_file, outputs)
  print(f"decoded {len(outputs)} lines with {translator.checkpoint} to "
        f"{FLAGS.decode_to_file}")
  if FLAGS.score_ref:
    references = _read(FLAGS.score_ref)
    if len(references) != len(outputs):
      raise common.UsageError(
          f"--score_ref {FLAGS.score_ref} has {len(references)} lines, "
          f"{where} has {len(outputs)}")
    scores = decoding_io.score(outputs, references)
    print(scores["bleu"])
    print(scores["chrf"])


def console_main():
  app.run(main)


if __name__ == "__main__":
  console_main()
