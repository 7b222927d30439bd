"""scripts/terminology_evidence.py: its flags. Its end-to-end run (three
configurations trained by experiment.py, each a dyn-trainer process, then
eflomal, decoding and scoring) costs about 90 CPU-s even on a tiny setting,
more than the suite's budget allows (tests/README.md); it passed on
2026-12-07 at the branch that added the script (evidence60d, 6ab5237), and
the parts it wires are tested where they live: term_use_test
(text.term_use, transforms.held_out_terms), decoder_glossary_test,
experiment_test, inline_tags_test (text.markup_accuracy)."""

import os

from t2t_dyn import test_programs

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPT = os.path.join(REPO, "scripts", "terminology_evidence.py")


def test_flags_the_script_sets_are_refused(tmp_path):
  result = test_programs.run(SCRIPT, f"--out_dir={tmp_path}",
                             "--experiment_flags=--seeds=4")
  assert result.returncode == 1
  assert "--experiment_flags: --seeds=4: this script sets them" in (
      result.stderr)
