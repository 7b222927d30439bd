r"""dyn-decoder: translate a file with a trained model's output dir.

  dyn-decoder --output_dir=O --transforms_from_task=T \
      --decode_from_file=F --decode_to_file=G [--beam_size=4] [--alpha=0.6] \
      [--score_ref=R] [--t2t_usr_dir=U] [--problem=P]

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


@common.report_errors
def main(argv):
  del argv
  for flag in ("output_dir", "transforms_from_task", "decode_from_file",
               "decode_to_file"):
    if not getattr(FLAGS, flag):
      raise common.UsageError(f"--{flag} is required")
  # TensorFlow loads only now, so flag errors answer fast.
  from t2t_dyn import decoding_io  # pylint: disable=g-import-not-at-top
  problem = _problem(decoding_io)
  translator = decoding_io.Translator(problem, FLAGS.output_dir,
                                      FLAGS.transforms_from_task,
                                      FLAGS.checkpoint)
  sources = _read(FLAGS.decode_from_file)
  outputs = translator.translate(sources, FLAGS.beam_size, FLAGS.alpha,
                                 FLAGS.batch_sentences)
  os.makedirs(os.path.dirname(os.path.abspath(FLAGS.decode_to_file)),
              exist_ok=True)
  with open(FLAGS.decode_to_file, "w", encoding="utf-8") as f:
    f.writelines(line + "\n" for line in outputs)
  print(f"decoded {len(outputs)} lines with {translator.checkpoint} to "
        f"{FLAGS.decode_to_file}")
  if FLAGS.score_ref:
    references = _read(FLAGS.score_ref)
    if len(references) != len(outputs):
      raise common.UsageError(
          f"--score_ref {FLAGS.score_ref} has {len(references)} lines, "
          f"--decode_from_file {FLAGS.decode_from_file} has {len(outputs)}")
    scores = decoding_io.score(outputs, references)
    print(scores["bleu"])
    print(scores["chrf"])


def console_main():
  app.run(main)


if __name__ == "__main__":
  console_main()
