"""scripts/terminology_evidence.py end to end on a tiny setting (200
training pairs, 20 held-out pairs, a tiny model, 4 updates, 1 seed): the
held-out glossary and tagged lines are written and counted, and the table
has its rows with numbers computed (not their values: the model learned
nothing in 4 updates)."""

import json
import os
import re
import subprocess
import sys

import pytest

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPT = os.path.join(REPO, "scripts", "terminology_evidence.py")
NUMBER = r"-?\d+\.\d\d"

@pytest.mark.slow(
    reason="trains three tiny models (baseline, terminology, tags)")
def test_the_evidence_runs_end_to_end_on_a_tiny_setting(tmp_path):
  tiny = ("hidden_size=16,filter_size=32,num_hidden_layers=1,num_heads=2,"
          "learning_rate_warmup_steps=10,batch_size=512,"
          "guided_alignment_weight=0.5,guided_alignment_layer=-1")
  out = tmp_path / "out"
  result = subprocess.run([
      sys.executable, SCRIPT, f"--out_dir={out}", "--pairs=200",
      "--test_lines=20", "--seeds=1", "--terminology_modes=lemma",
      "--experiment_flags=--train_steps=4 --local_eval_frequency=2 "
      "--early_stopping_steps=4 --eval_decode_lines=3 --decode_task=en_sk "
      "--dev_lines=4 --beam_size=2 --alpha_sweep=0.6 --bootstrap_samples=20 "
      f"--hparams={tiny}"], capture_output=True, text=True, check=False,
                          env={**os.environ, "PYTHONPATH": REPO})
  assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-3000:]
  counts = json.load(open(out / "heldout" / "counts.json"))
  assert counts["test_lines"] == 20 and counts["glossary_entries"] > 0
  assert "held-out set: 20 pairs, glossary " in result.stdout
  glossary = (out / "heldout" / "glossary.tsv").read_text(encoding="utf-8")
  assert len(glossary.splitlines()) == counts["glossary_entries"]
  table = (out / "terms_table.md").read_text(encoding="utf-8")
  assert table in result.stdout
  rows = {tuple(r.split(" | ")[:2]): r.split(" | ")
          for r in table.splitlines() if r.startswith("| ")}
  for key in (("| baseline", "none"), ("| term_lemma", "none"),
              ("| term_lemma", "glossary"), ("| tags", "none")):
    row = rows[key]
    assert row[2:4] == ["1", str(counts["line_terms"])]
    assert all(re.fullmatch(NUMBER, cell) for cell in row[4:9]), row
  for method in ("| model trained with tags", "| post-hoc transfer "
                 "(baseline)"):
    row = next(r for r in table.splitlines() if r.startswith(method))
    cells = row.split(" | ")
    assert cells[2] == str(20 - counts["lines_untagged"])
    assert all(re.fullmatch(NUMBER, c) for c in cells[3:5]), row
  runs = json.load(open(out / "terms_results.json"))["runs"]
  assert sorted(r["config"] for r in runs) == ["baseline", "tags",
                                               "term_lemma"]
  hyp = out / "work" / "runs" / "term_lemma" / "seed1" / "test.glossary.hyp"
  assert len(hyp.read_text(encoding="utf-8").splitlines()) == 20


def test_flags_the_script_sets_are_refused(tmp_path):
  result = subprocess.run([
      sys.executable, SCRIPT, f"--out_dir={tmp_path}",
      "--experiment_flags=--seeds=4"], capture_output=True, text=True,
                          check=False, env={**os.environ, "PYTHONPATH": REPO})
  assert result.returncode == 1
  assert "--experiment_flags: --seeds=4: this script sets them" in (
      result.stderr)
