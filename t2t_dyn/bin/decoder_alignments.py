"""dyn-decoder's word alignments (--decode_hparams=return_alignments=true):
the checks, and the file of links beside the translations
(t2t_dyn.decoding.word_links computes them).

The links go to their own file, DECODE_TO_FILE.align by default
(--alignments_to_file), line by line beside the translations: Pharaoh
`i-j` pairs of source and target word indices (the whitespace words of
the input line and of the translation; in a task with inline_tags, both
without their tags: decoding.word_links), an empty line where there is no
link (or no input); with return_beams each beam's links, tab-separated, in
the order of the beams. The translation file itself stays as without
alignments, so what reads it (BLEU, a pipeline) is unchanged.
"""

from typing import List, Optional, Sequence

from absl import flags

from t2t_dyn.bin import common
from t2t_dyn.text import alignments

FLAGS = flags.FLAGS

flags.DEFINE_string("alignments_to_file", None,
                    "With --decode_hparams=return_alignments=true: where "
                    "the word links go (default: DECODE_TO_FILE.align).")

SUFFIX = ".align"


def check_flags(decode_hp) -> None:
  """Raises: UsageError for return_alignments with a mode that writes no
  translations, or --alignments_to_file without it."""
  if not decode_hp.return_alignments:
    if FLAGS.alignments_to_file:
      raise common.UsageError(
          f"--alignments_to_file={FLAGS.alignments_to_file} needs "
          f"--decode_hparams=return_alignments=true")
    return
  for flag in ("score_file", "score_target_file", "alpha_sweep"):
    if FLAGS[flag].value:
      raise common.UsageError(
          f"--decode_hparams=return_alignments=true aligns translations; "
          f"--{flag} writes none")


def check_model(decode_hp, translator) -> None:
  """Raises: word_links.AlignmentUnavailableError for return_alignments
  with a model or task that cannot give them."""
  if decode_hp.return_alignments:
    translator.check_alignments()


def path(decode_to: str) -> str:
  """Where the links of --decode_to_file's translations go."""
  return FLAGS.alignments_to_file or decode_to + SUFFIX


def pharaoh(hypothesis) -> str:
  """A hypothesis's links as Pharaoh pairs ("" for none or no
  hypothesis)."""
  return alignments.format_links(
      (hypothesis.links or ()) if hypothesis is not None else ())


def lines(beams_per_line: Sequence[Sequence], decode_hp) -> List[str]:
  """Per input line, its best translation's links, or with return_beams
  every beam's, tab-separated."""
  kept: Optional[int] = None if decode_hp.return_beams else 1
  return ["\t".join(pharaoh(b) for b in beams[:kept])
          for beams in beams_per_line]
