r"""dyn-exporter: a trained model as a servable export (Tensor2Tensor's
t2t-exporter).

  dyn-exporter --output_dir=O [--problem=P --t2t_usr_dir=U] \
      [--model=transformer --hparams_set=S --hparams=H] \
      [--decode_hparams="beam_size=4,alpha=0.6"] [--checkpoint_path=C] \
      [--export_dir=OUTPUT_DIR/export] [--transforms_from_task=T]
  dyn-exporter --output_dir=O --format=ctranslate2 [--quantization=int8]

--format=saved_model (default): a TensorFlow SavedModel in
EXPORT_DIR/<timestamp>/ that TensorFlow Serving serves without t2t_dyn:
signature "serving_default" is Tensor2Tensor's (serialized tf.Example with
"inputs" ids -> "outputs" ids, "scores"), so t2t-query-server clients keep
working; signature "translate" takes raw text lines and returns their
translations and scores, the task's inference transforms, ids, beam search
(beam_size, alpha, extra_length, return_beams from --decode_hparams) and
detokenization all in the graph (t2t_dyn.export.saved_model).

--format=ctranslate2: the Transformer as a CTranslate2 model in
EXPORT_DIR/<timestamp>-ct2/, quantized as --quantization (float32, int8,
int16, float16, ...), with the segmentation set-up beside it; `dyn-decoder
--engine=ctranslate2` decodes with the newest one (pip install
't2t_dyn[ctranslate2]').

--checkpoint_path as dyn-decoder's: a checkpoint, a step's
(OUTPUT_DIR/model.ckpt-N), `best`, or the latest by default. Nothing
partial is left in EXPORT_DIR when an export fails.
"""

from absl import flags

from t2t_dyn.bin import common
from t2t_dyn.bin import program_flags
from t2t_dyn.bin import trained_hparams
from t2t_dyn.utils import t2t_flags

FLAGS = flags.FLAGS

program_flags.define(*program_flags.MODEL, *program_flags.TRAINED_MODEL,
                      "decode_hparams", "checkpoint_path")
flags.DEFINE_string("export_dir", None,
                    "Where exports go (default: OUTPUT_DIR/export).")
flags.DEFINE_enum("format", "saved_model", ["saved_model", "ctranslate2"],
                  "A TensorFlow SavedModel, or a CTranslate2 model.")
flags.DEFINE_string("quantization", None, "With --format=ctranslate2: "
                    "CTranslate2's weight type (float32 by default; int8, "
                    "int8_float32, int16, float16, ...).")
t2t_flags.define(t2t_flags.TRAINER + t2t_flags.DECODER)


@common.report_errors
def main(argv):
  del argv
  t2t_flags.check(t2t_flags.TRAINER + t2t_flags.DECODER, "dyn-exporter")
  if not FLAGS.output_dir:
    raise common.UsageError("--output_dir is required")
  common.check_trained_dir("output_dir", FLAGS.output_dir)
  if FLAGS.quantization and FLAGS.format != "ctranslate2":
    raise common.UsageError(f"--quantization={FLAGS.quantization} needs "
                            f"--format=ctranslate2")
  # TensorFlow loads only now, so flag errors answer fast.
  # pylint: disable=g-import-not-at-top
  from t2t_dyn.decoding import output_dir as output_dir_lib
  from t2t_dyn.decoding import translator as translator_lib
  from t2t_dyn.export import exporting
  # pylint: enable=g-import-not-at-top
  trained_hparams.checked(FLAGS.output_dir, "dyn-exporter")
  decode_hp = translator_lib.decode_hparams(FLAGS.decode_hparams)
  request = exporting.ExportRequest(
      output_dir=FLAGS.output_dir, export_format=FLAGS.format,
      checkpoint=FLAGS.checkpoint_path, export_dir=FLAGS.export_dir,
      quantization=FLAGS.quantization,
      options=translator_lib.DecodeOptions(
          beam_size=decode_hp.beam_size, alpha=decode_hp.alpha,
          extra_length=decode_hp.extra_length,
          return_beams=decode_hp.return_beams,
          return_alignments=decode_hp.return_alignments))
  problem = common.trained_problem(FLAGS.output_dir, FLAGS.problem,
                                   FLAGS.t2t_usr_dir)
  task = common.decoding_task(problem, FLAGS.transforms_from_task,
                              FLAGS.data_dir or
                              output_dir_lib.setup_dir(FLAGS.output_dir))
  try:
    exported = exporting.export(request, problem, task,
                                encoders_dir=FLAGS.data_dir)
  except exporting.REFUSALS as e:
    raise common.UsageError(str(e)) from e
  print(f"exported {exported.checkpoint} (step {exported.step}) as "
        f"{FLAGS.format} to {exported.path}")
  for note in exported.notes:
    print(f"dyn-exporter: note: {note}")


def console_main():
  common.run_program(main)


if __name__ == "__main__":
  console_main()
