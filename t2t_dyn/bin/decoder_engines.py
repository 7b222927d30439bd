"""dyn-decoder's --engine: the TensorFlow model from a checkpoint, or a
CTranslate2 export of it (t2t_dyn.decoding.ctranslate2_engine), and the
flags that choose one. dyn-decoder's own flags (output_dir, checkpoint_path,
data_dir, score_file, score_target_file) are read from FLAGS."""

from absl import flags

from t2t_dyn.bin import common

FLAGS = flags.FLAGS

flags.DEFINE_enum("engine", "tensorflow", ["tensorflow", "ctranslate2"],
                  "What decodes: the TensorFlow model from its checkpoint, "
                  "or a CTranslate2 export of it (pip install "
                  "'t2t_dyn[ctranslate2]').")
flags.DEFINE_string("ctranslate2_dir", None, "With --engine=ctranslate2: "
                    "the export to decode (default: the newest under "
                    "OUTPUT_DIR/export/).")
flags.DEFINE_enum("ctranslate2_device", "cpu", ["cpu", "cuda"],
                  "With --engine=ctranslate2: CTranslate2's device.")


def translator(translator_lib, problem, task, options):
  """The --engine's translator of `task`. Raises: UsageError for flags or
  options the engine does not take (CTranslate2: sampling), or
  a missing or foreign CTranslate2 export (naming the dyn-exporter command
  or the dir)."""
  if FLAGS.engine == "tensorflow":
    if FLAGS.ctranslate2_dir:
      raise common.UsageError(f"--ctranslate2_dir={FLAGS.ctranslate2_dir} "
                              f"needs --engine=ctranslate2")
    return translator_lib.Translator(problem, FLAGS.output_dir, task,
                                     FLAGS.checkpoint_path,
                                     encoders_dir=FLAGS.data_dir)
  # pylint: disable-next=g-import-not-at-top
  from t2t_dyn.decoding import ctranslate2_engine
  for flag in ("score_file", "score_target_file", "checkpoint_path"):
    if FLAGS[flag].value:
      raise common.UsageError(
          f"--{flag}={FLAGS[flag].value}: not with --engine=ctranslate2 "
          f"(an export holds one checkpoint and decodes only); use "
          f"--engine=tensorflow")
  if options.sampling is not None:
    raise common.UsageError("sampling_method=random: --engine=ctranslate2 "
                            "runs beam search only; use --engine=tensorflow")
  try:
    ct2_dir = (FLAGS.ctranslate2_dir or
               ctranslate2_engine.newest_export(FLAGS.output_dir))
    record = ctranslate2_engine.check_same_model(ct2_dir, FLAGS.output_dir)
  except ctranslate2_engine.ExportError as e:
    raise common.UsageError(str(e)) from e
  print(f"dyn-decoder: CTranslate2 export {ct2_dir} (step {record.step}, "
        f"{record.quantization}) on {FLAGS.ctranslate2_device}", flush=True)
  return ctranslate2_engine.CTranslate2Translator(
      problem, ct2_dir, task, encoders_dir=FLAGS.data_dir,
      device=FLAGS.ctranslate2_device)
