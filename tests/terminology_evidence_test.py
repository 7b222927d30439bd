"""scripts/terminology_evidence.py: its flags. Its end-to-end run (three
configurations trained by experiment.py, each a dyn-trainer process, then
eflomal, decoding and scoring) costs about 90 CPU-s even on a tiny setting,
more than the suite's budget allows (tests/README.md); it passed on
2026-12-07 at the branch that added the script (evidence60d, 6ab5237), and
the parts it wires are tested where they live: term_use_test
(text.term_use, transforms.held_out_terms), decoder_glossary_test,
experiment_test, inline_tags_test (text.markup_accuracy). Here: its flags,
and the bookkeeping that keeps a rerun from reusing alignments, runs or
scores made from other inputs (terminology_evidence_records, the scores'
made_from), in-process on small files."""

import os

import pytest

from t2t_dyn import test_programs

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPT = os.path.join(REPO, "scripts", "terminology_evidence.py")


records = test_programs.script_library("terminology_evidence_records")
score_lib = test_programs.script_library("terminology_evidence_score")


def test_flags_the_script_sets_are_refused(tmp_path):
  result = test_programs.run(SCRIPT, f"--out_dir={tmp_path}",
                             "--experiment_flags=--seeds=4")
  assert result.returncode == 1
  assert "--experiment_flags: --seeds=4: this script sets them" in (
      result.stderr)
  for flag, said in (("--setting_config=copy", "--setting_config=copy: "
                      "not one of static, "),
                     ("--terminology_prob=0", "--terminology_prob=0.0: not "
                      "in (0, 1]")):
    result = test_programs.run(SCRIPT, f"--out_dir={tmp_path}", flag)
    assert result.returncode == 1 and said in result.stderr, result.stderr


def _said():
  said = []
  return said, lambda line, **_: said.append(line)


def test_alignments_made_from_other_pairs_are_made_again(tmp_path):
  out = str(tmp_path)
  paths = [str(tmp_path / "train.align.gz"), str(tmp_path / "test.align.gz")]
  settings = {"pairs": 3000, "train.en": "aa"}
  said, log = _said()
  assert not records.reusable(out, "align", settings, paths, log)
  assert not said  # Nothing there yet: made, nothing to say.
  for path in paths:
    with open(path, "w", encoding="utf-8") as f:
      f.write("0-0\n")
  records.record(out, "align", settings)
  assert records.reusable(out, "align", settings, paths, log)
  assert not records.reusable(out, "align", {"pairs": 2000,
                                             "train.en": "bb"}, paths, log)
  assert said == [f"{paths[0]}: made from other inputs (pairs: 3000 -> "
                  f"2000; train.en: 'aa' -> 'bb'): making align again"]
  # Files from a script without records are never taken on trust.
  os.remove(os.path.join(out, records.RECORD))
  assert not records.reusable(out, "align", settings, paths, log)
  assert "no record of what made it" in said[-1]


def test_runs_trained_on_other_data_are_refused(tmp_path):
  out, work = str(tmp_path), str(tmp_path / "work")
  trained = {"pairs": 3000, "train.align.gz": "aa"}
  records.check_runs(out, work, trained, rerun=False)  # No runs yet.
  os.makedirs(os.path.join(work, "runs", "baseline", "seed1"))
  records.check_runs(out, work, trained, rerun=False)  # The same data.
  with pytest.raises(records.StaleOutputError) as caught:
    records.check_runs(out, work, {**trained, "train.align.gz": "bb"},
                       rerun=False)
  message = str(caught.value)
  assert os.path.join(work, "runs", "baseline", "seed1") in message
  assert "train.align.gz: 'aa' -> 'bb'" in message
  # experiment.py --rerun redoes them: allowed, and recorded.
  records.check_runs(out, work, {**trained, "train.align.gz": "bb"},
                     rerun=True)
  records.check_runs(out, work, {**trained, "train.align.gz": "bb"},
                     rerun=False)


def test_scores_made_from_other_inputs_are_redone(tmp_path):
  path = str(tmp_path / score_lib.TERMS)
  made_from = {"held_out": {"glossary.tsv": "aa"}, "alpha": 0.6}
  said, log = _said()
  assert score_lib.fresh(path, made_from, log=log) is None and not said
  kept = {"none": {"chrf": 40.0}, score_lib.MADE_FROM: made_from}
  records.runs_lib.write_json(path, kept)
  assert score_lib.fresh(path, made_from, log=log) == kept
  other = {**made_from, "held_out": {"glossary.tsv": "bb"}}
  assert score_lib.fresh(path, other, log=log) is None
  assert said == [f"{path}: made from other inputs (held_out.glossary.tsv: "
                  f"'aa' -> 'bb'): scoring again"]
  # Tag accuracy: none kept is no news; kept from other outputs, redone.
  assert score_lib.fresh(path, other, score_lib.TAGS_MADE_FROM,
                         log) is None and len(said) == 1
  records.runs_lib.write_json(path, {**kept, "tags": {},
                                     score_lib.TAGS_MADE_FROM: made_from})
  assert score_lib.fresh(path, made_from, score_lib.TAGS_MADE_FROM, log)
  assert score_lib.fresh(path, other, score_lib.TAGS_MADE_FROM, log) is None
  assert len(said) == 2


def test_the_table_shows_term_use_over_all_and_over_given_terms():
  def run(config, seed, chrf, **figures):
    return {"config": config, "seed": seed, "chrf": chrf,
            score_lib.TERMS: {k: {"terms": v[0], "exact": v[1], "lemma": v[1],
                                  "inflected": v[1], "chrf": chrf,
                                  "bleu": 20.0} for k, v in figures.items()}}
  text = score_lib.table([
      run("baseline", 1, 40.0, none=(10, 20.0)),
      run("term_append", 1, 40.2, none=(10, 20.0), glossary=(10, 80.0),
          **{score_lib.GIVEN: (8, 100.0)})])
  rows = [line.split(" | ")[:5] for line in text.splitlines()]
  assert ["| term_append", "glossary", "1", "10", "80.00"] in rows
  assert ["| term_append", score_lib.GIVEN, "1", "8", "100.00"] in rows
  assert ["| baseline", "none", "1", "10", "20.00"] in rows


def test_given_terms_split_by_whether_training_wrote_their_words():
  from t2t_dyn.text.term_use import LineTerm  # pylint: disable=g-import-not-at-top
  known = LineTerm("file", "Súbor", "súbor")
  new = LineTerm("folder", "priečinok", "priečinku")
  half = LineTerm("open file", "otvoriť súbor", "otvoriť súbor")
  # Words as term use reads them: case-folded, punctuation apart.
  training = {"súbor", "uložiť"}
  seen, unseen = score_lib.split_by_training([[known, new], [], [half]],
                                             training)
  assert seen == [[known], [], []] and unseen == [[new], [], [half]]
