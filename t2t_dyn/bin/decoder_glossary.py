"""dyn-decoder's --glossary: a TSV glossary (text.glossary) whose terms
annotate each input as the trained task's `terminology` transform
annotated training (its mode and tags), so the model uses them.

The glossary goes into the task's own transform chain (the terminology
transform's use_glossary), which both engines' encoders run on every
input before segmentation: the TensorFlow and the CTranslate2 translator
see the same annotated ids, and so do --score_target_file and
--decode_interactive. The SavedModel's "translate" signature runs the
chain in the graph and takes no glossary (docs/transforms.md).
"""

from typing import Optional

from absl import flags

from t2t_dyn.bin import common
from t2t_dyn.data_generators import text_encoder
from t2t_dyn.text import glossary as glossary_lib
from t2t_dyn.transforms.base import TransformOptionError
from t2t_dyn.transforms.terminology import Terminology

FLAGS = flags.FLAGS

flags.DEFINE_string("glossary", None, "TSV file of source term<TAB>target "
                    "term lines: annotate each input's matches (longest "
                    "first, case-insensitive, whole words) as the task's "
                    "terminology transform annotated training.")


def read_flag() -> Optional[list]:
  """--glossary's entries (None without the flag), read before a model
  loads so that a bad line answers fast. Raises: GlossaryError naming
  FILE:LINE; FileNotFoundError."""
  if not FLAGS.glossary:
    return None
  return glossary_lib.read(FLAGS.glossary)


def attach(translator, task: str, entries: Optional[list]) -> None:
  """Gives the glossary of `entries` (read_flag's) to the terminology
  transform of `translator`'s input encoder (either engine's). Raises:
  UsageError naming --glossary when the task has no terminology transform
  or, in lemma mode, no source language simplemma has; GlossaryError
  naming FILE:LINE for a term the task's encoders cannot split or a
  source term given twice with different targets."""
  if entries is None:
    return
  source, target = (translator.encoders.get("inputs"),
                    translator.encoders.get("targets"))
  terminology = None
  if isinstance(source, text_encoder.TransformTextEncoder):
    terminology = next((t for t in source.chain.transforms
                        if isinstance(t, Terminology)), None)
  if terminology is None:
    raise common.UsageError(
        f"--glossary={FLAGS.glossary}: task {task!r} has no terminology "
        f"transform, so its model was not trained to read glossary "
        f"annotations; train with `terminology` among its transforms "
        f"(docs/transforms.md)")
  try:
    lemmatize = terminology.source_lemmatizer()
  except TransformOptionError as e:
    raise common.UsageError(f"--glossary={FLAGS.glossary} in lemma mode "
                            f"matches source lemmas: {e}") from None
  glossary = glossary_lib.Glossary(FLAGS.glossary, entries,
                                   source.shard_words, target.shard_words,
                                   lemmatize)
  terminology.use_glossary(glossary)
  print(f"dyn-decoder: glossary {FLAGS.glossary}: {len(glossary)} terms, "
        f"annotated as the task's terminology transform "
        f"({terminology.mode} mode)", flush=True)
