"""dyn-decoder's --glossary: a TSV glossary (text.glossary) whose terms
annotate each input as the trained task's `terminology` transform
annotated training (its mode and tags), so the model uses them.

The glossary goes into the task's own transform chain (the terminology
transform's use_glossary), which both engines' encoders run on every
input before segmentation: the TensorFlow and the CTranslate2 translator
see the same annotated ids, and so do --score_target_file and
--decode_interactive.

The SavedModel (dyn-exporter) runs the chain in its graph and applies no
glossary; its "serving_default" signature reads source ids, so
--annotate_only is the pre-annotation step for it: each input's
annotated ids, as the engines would decode them (EOS last), written one
line each, space-separated, with no model loaded (docs/transforms.md).
"""

from typing import Optional

from absl import flags

from t2t_dyn.bin import common
from t2t_dyn.bin import decoder_files
from t2t_dyn.decoding import lines as lines_lib
from t2t_dyn.decoding import output_dir as output_dir_lib
from t2t_dyn.setup import text_encoder
from t2t_dyn.text import glossary as glossary_lib
from t2t_dyn.transforms.base import TransformOptionError
from t2t_dyn.transforms.terminology import Terminology

FLAGS = flags.FLAGS

flags.DEFINE_string("glossary", None, "TSV file of source term<TAB>target "
                    "term lines: annotate each input's matches (longest "
                    "first, case-insensitive, whole words) as the task's "
                    "terminology transform annotated training.")
flags.DEFINE_bool("annotate_only", False, "With --glossary: write each "
                  "input's annotated source ids (EOS last; what a "
                  "SavedModel's serving_default signature reads) to "
                  "--decode_to_file instead of translating.")

# What --annotate_only leaves out: it encodes the inputs, nothing else.
_NOT_WITH_ANNOTATE_ONLY = ("decode_interactive", "score_file",
                           "score_target_file", "alpha_sweep",
                           "decode_reference", "checkpoint_path",
                           "ctranslate2_dir")


def read_flag() -> Optional[list]:
  """--glossary's entries (None without the flag), read before a model
  loads so that a bad line answers fast; --annotate_only's flags checked.
  Raises: GlossaryError naming FILE:LINE; FileNotFoundError; UsageError
  for --annotate_only without --glossary, without inputs to read (a file
  or a task) or with a flag it has no use for."""
  if FLAGS.annotate_only:
    if not FLAGS.glossary:
      raise common.UsageError("--annotate_only writes a glossary's "
                              "annotations: give --glossary")
    if not (FLAGS.decode_from_file or FLAGS.decode_from_task):
      raise common.UsageError("--annotate_only needs --decode_from_file or "
                              "--decode_from_task")
    if not FLAGS.decode_to_file:
      raise common.UsageError("--annotate_only needs --decode_to_file, "
                              "where the ids go")
    unused = [f"--{name}" for name in _NOT_WITH_ANNOTATE_ONLY
              if FLAGS[name].value]
    if unused:
      raise common.UsageError(f"{', '.join(unused)}: not with "
                              f"--annotate_only, which only encodes inputs")
  if not FLAGS.glossary:
    return None
  return glossary_lib.read(FLAGS.glossary)


def write_annotated_ids(problem, task: str, entries: list, sources,
                        where: str, decode_to: str, delimiter: str) -> None:
  """--annotate_only: each of `sources` annotated from the glossary of
  `entries` and encoded by the task's encoders (the ones either engine
  builds: the output dir's set-up, or the problem's own from --data_dir),
  its ids with EOS last written to decode_to, one line each (an empty
  input: an empty line). Raises: as attach; lines_lib.DecodingInputError
  naming `where`:line."""
  encoders = lines_lib.task_encoders(
      problem, output_dir_lib.setup_dir(FLAGS.output_dir), task,
      FLAGS.data_dir)
  attach(encoders, task, entries, FLAGS.glossary)
  encoded = lines_lib.encode_lines(encoders, sources, source_name=where)
  decoder_files.write(decode_to, [
      "" if ids is None else " ".join(map(str, ids)) for ids in encoded],
                      delimiter)
  print(f"dyn-decoder: annotated source ids of {len(encoded)} lines of "
        f"{where} to {decode_to} (a SavedModel's serving_default inputs)",
        flush=True)


def attach(encoders, task: str, entries: Optional[list], path: str
           ) -> Optional[glossary_lib.Glossary]:
  """Gives the glossary of `entries` (read_flag's, or text.glossary.read
  of `path`: the file named in messages) to the terminology transform of
  `encoders`' input encoder (either engine's encoders: its
  translator.encoders); returns it (None without entries). Raises:
  UsageError naming --glossary=PATH when
  the task has no terminology transform or, in lemma mode, no source
  language simplemma has; GlossaryError
  naming FILE:LINE for a term the task's encoders cannot split or a
  source term given twice with different targets."""
  if entries is None:
    return None
  source, target = encoders.get("inputs"), encoders.get("targets")
  terminology = None
  if isinstance(source, text_encoder.TransformTextEncoder):
    terminology = next((t for t in source.chain.transforms
                        if isinstance(t, Terminology)), None)
  if terminology is None:
    raise common.UsageError(
        f"--glossary={path}: task {task!r} has no terminology "
        f"transform, so its model was not trained to read glossary "
        f"annotations; train with `terminology` among its transforms "
        f"(docs/transforms.md)")
  try:
    lemmatize = terminology.source_lemmatizer()
  except TransformOptionError as e:
    raise common.UsageError(f"--glossary={path} in lemma mode "
                            f"matches source lemmas: {e}") from None
  glossary = glossary_lib.Glossary(path, entries,
                                   source.shard_words, target.shard_words,
                                   lemmatize)
  terminology.use_glossary(glossary)
  print(f"dyn-decoder: glossary {path}: {len(glossary)} terms, "
        f"annotated as the task's terminology transform "
        f"({terminology.mode} mode)", flush=True)
  return glossary
