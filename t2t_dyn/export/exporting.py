"""One entry for every export format: what dyn-exporter asks, and what
dyn-trainer --export_saved_model asks when training ends."""

import dataclasses
from typing import Optional, Tuple

from t2t_dyn.decoding import translator as translator_lib
from t2t_dyn.export import graph_encoder

FORMATS = ("saved_model", "ctranslate2")


@dataclasses.dataclass(frozen=True)
class ExportRequest:
  """An export of a trained output dir: its format and decoding set-up."""
  output_dir: str
  export_format: str = "saved_model"
  checkpoint: Optional[str] = None  # As dyn-decoder's --checkpoint_path.
  export_dir: Optional[str] = None  # Default: OUTPUT_DIR/export.
  quantization: Optional[str] = None  # ctranslate2 only.
  options: translator_lib.DecodeOptions = translator_lib.DecodeOptions()


@dataclasses.dataclass(frozen=True)
class Exported:
  """Where an export went, and which checkpoint (step) it holds."""
  path: str
  checkpoint: str
  step: int
  notes: Tuple[str, ...] = ()  # What the export does not do, for the user.


# What an export refuses with a message for the user (flag, file, reason).
REFUSALS = (graph_encoder.GraphEncoderError, FileNotFoundError, ImportError,
            ValueError)


def export(request: ExportRequest, problem, task: str,
           encoders_dir: Optional[str] = None) -> Exported:
  """Exports `request.output_dir`'s model decoding `task` with `problem`'s
  encoders (a problem's own read from `encoders_dir`). Raises: one of
  REFUSALS naming the flag, file or reason; nothing partial is left."""
  if request.export_format not in FORMATS:
    raise ValueError(f"--format={request.export_format}: expected one of "
                     f"{', '.join(FORMATS)}")
  if request.export_format == "ctranslate2":
    # Its decoding asks for alignments (dyn-decoder --engine=ctranslate2
    # --decode_hparams=return_alignments=true): the export keeps the
    # supervised head either way.
    from t2t_dyn.export import ctranslate2_model  # pylint: disable=g-import-not-at-top
    done = ctranslate2_model.export_ctranslate2(
        request.output_dir, request.export_dir, request.checkpoint,
        request.quantization, log=lambda line: None)
    return Exported(done.path, done.record.checkpoint, done.record.step)
  from t2t_dyn.export import saved_model  # pylint: disable=g-import-not-at-top
  translator = translator_lib.Translator(
      problem, request.output_dir, task, request.checkpoint,
      encoders_dir=encoders_dir)
  done = saved_model.export_saved_model(
      translator, task, request.options, request.output_dir,
      request.export_dir)
  return Exported(done.path, done.checkpoint, done.step, done.notes)
