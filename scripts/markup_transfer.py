r"""Translate lines with inline tags and put the tags back by word alignment.

  python scripts/markup_transfer.py --input=tagged.en --output=tagged.sk \
      --output_dir=MODEL [--transforms_from_task=en_sk] \
      [--t2t_usr_dir=usr_problems] [--decode_hparams=beam_size=4,alpha=0.6]
  python scripts/markup_transfer.py --input=tagged.en --output=tagged.sk \
      --translations=plain.sk --alignments=plain.sk.align

Each --input line's tags (`<b>…</b>`, `<i>…</i>`, `<a href="…">…</a>`,
self-closing `<br/>`) are stripped, remembering which words each covers
(t2t_dyn.text.markup). With --output_dir the stripped lines go to
OUTPUT.untagged and dyn-decoder translates them with
--decode_hparams=...,return_alignments=true (the model must be trained
with guided alignment), writing OUTPUT.translation and its word links
OUTPUT.translation.align; or --translations and --alignments give a
translation and its Pharaoh links (source-target word indices) made
otherwise. The tags then go around the target words linked to the words
they covered, and the tagged translations to --output. Printed: how many
tags were placed on aligned words, at a neighbour's (their own words had
no link) or at the end (no link in the line), and how many were cut to
keep the markup nested (docs/training_and_decoding.md, "Markup transfer").
"""

import os
import subprocess
import sys
from typing import List

from absl import app
from absl import flags

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if REPO not in sys.path:
  sys.path.insert(0, REPO)

# pylint: disable=g-import-not-at-top,wrong-import-position
from t2t_dyn.text import alignments
from t2t_dyn.text import markup
# pylint: enable=g-import-not-at-top,wrong-import-position

FLAGS = flags.FLAGS
flags.DEFINE_string("input", None, "Source lines with inline tags.")
flags.DEFINE_string("output", None, "Where the tagged translations go.")
flags.DEFINE_string("output_dir", None, "A dyn-trainer output dir trained "
                    "with guided alignment: translate with it.")
flags.DEFINE_string("transforms_from_task", None, "dyn-decoder's: the task "
                    "whose transforms encode the source.")
flags.DEFINE_string("t2t_usr_dir", None, "dyn-decoder's: the model's user "
                    "problems.")
flags.DEFINE_string("checkpoint_path", None, "dyn-decoder's: the checkpoint "
                    "(default: the latest).")
flags.DEFINE_string("decode_hparams", "", "dyn-decoder's decode hparams; "
                    "return_alignments=true is added.")
flags.DEFINE_string("translations", None, "Instead of --output_dir: the "
                    "translations of the stripped lines, one per line.")
flags.DEFINE_string("alignments", None, "With --translations: their "
                    "Pharaoh links, source-target word indices.")


class UsageError(ValueError):
  """Bad flags or input, named by flag, file and line."""


def _read(path: str) -> List[str]:
  """A file's lines (no empty one after a final newline)."""
  with open(path, encoding="utf-8") as f:
    lines = f.read().split("\n")
  return lines[:-1] if lines[-1] == "" else lines


def _write(path: str, lines: List[str]) -> None:
  with open(path, "w", encoding="utf-8") as f:
    f.writelines(line + "\n" for line in lines)


def _strip(lines: List[str]) -> List[markup.MarkedLine]:
  marked = []
  for number, line in enumerate(lines, 1):
    try:
      marked.append(markup.strip_tags(line))
    except markup.MarkupError as e:
      raise UsageError(f"--input {FLAGS.input}:{number}: {e}") from None
  return marked


def _translate(untagged: str) -> tuple:
  """dyn-decoder on the stripped lines: (translations, links files)."""
  translations = FLAGS.output + ".translation"
  hparams = ",".join(h for h in (FLAGS.decode_hparams,
                                 "return_alignments=true") if h)
  command = [sys.executable, "-m", "t2t_dyn.bin.dyn_decoder",
             f"--output_dir={FLAGS.output_dir}",
             f"--decode_from_file={untagged}",
             f"--decode_to_file={translations}",
             f"--decode_hparams={hparams}"]
  for flag in ("transforms_from_task", "t2t_usr_dir", "checkpoint_path"):
    if FLAGS[flag].value:
      command.append(f"--{flag}={FLAGS[flag].value}")
  result = subprocess.run(command, cwd=REPO, check=False)
  if result.returncode:
    raise UsageError(f"dyn-decoder failed (exit {result.returncode}); its "
                     f"message is above")
  return translations, translations + ".align"


def _links(marked, translations, links_lines, path) -> List[list]:
  if not len(marked) == len(translations) == len(links_lines):
    raise UsageError(
        f"--input has {len(marked)} lines, the translations "
        f"{len(translations)}, the alignments ({path}) {len(links_lines)}: "
        f"they must be line-aligned")
  links = []
  for number, (line, output, text) in enumerate(
      zip(marked, translations, links_lines), 1):
    try:
      links.append(alignments.parse(text, len(line.text.split()),
                                    len(output.split())))
    except alignments.AlignmentError as e:
      raise UsageError(f"{path}:{number}: {e}") from None
  return links


def run() -> markup.TransferCounts:
  """Raises: UsageError naming the flag, file and line."""
  if not FLAGS.input or not FLAGS.output:
    raise UsageError("give --input and --output")
  if bool(FLAGS.output_dir) == bool(FLAGS.translations):
    raise UsageError("give --output_dir (translate) or --translations with "
                     "--alignments (already translated)")
  if bool(FLAGS.translations) != bool(FLAGS.alignments):
    raise UsageError("--translations and --alignments go together")
  marked = _strip(_read(FLAGS.input))
  translations, links_path = FLAGS.translations, FLAGS.alignments
  if FLAGS.output_dir:
    untagged = FLAGS.output + ".untagged"
    _write(untagged, [m.text for m in marked])
    translations, links_path = _translate(untagged)
  outputs = _read(translations)
  links = _links(marked, outputs, _read(links_path), links_path)
  counts = markup.TransferCounts()
  tagged = []
  for line, output, line_links in zip(marked, outputs, links):
    text, line_counts = markup.transfer(line, output, line_links)
    tagged.append(text)
    counts.add(line_counts)
  _write(FLAGS.output, tagged)
  return counts


def main(argv):
  del argv
  try:
    counts = run()
  except (UsageError, OSError) as e:
    print(f"markup_transfer: error: {e}", file=sys.stderr)
    sys.exit(1)
  print(f"markup_transfer: {FLAGS.output}: {counts.line()}")


if __name__ == "__main__":
  app.run(main)
