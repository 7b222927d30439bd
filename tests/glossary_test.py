"""Glossaries at decode time (text.glossary): the TSV's errors name
FILE:LINE, matching is longest first, case-insensitive and on whole words
(lemmas in lemma mode), and the terminology transform annotates a glossary
match with the very tokens it writes for the same aligned span in
training."""

import pytest

from t2t_dyn.text import alignments
from t2t_dyn.text import glossary as glossary_lib
from t2t_dyn.text.forms import pretokenize
from t2t_dyn.transforms.base import (Example, TransformOptionError,
                                     TransformStats)
from t2t_dyn.transforms.terminology import Terminology, lemmatizer

START, SEP, END = "<term_start>", "<term_sep>", "<term_end>"


def _words(text):
  return pretokenize(text).split()


def _glossary(tmp_path, text, lemmatize=None, words=_words):
  path = tmp_path / "terms.tsv"
  path.write_text(text, encoding="utf-8")
  return glossary_lib.Glossary(str(path), glossary_lib.read(str(path)),
                               words, words, lemmatize)


@pytest.mark.parametrize("line, fields", [
    ("cat", 1), ("cat\tmačka\tkocúr", 3), ("\tmačka", 2), ("cat\t  ", 2),
    ("cat  mačka", 1)])  # Spaces are no TAB.
def test_a_line_that_cannot_parse_is_named_by_file_and_line(tmp_path, line,
                                                            fields):
  path = tmp_path / "terms.tsv"
  # Comments and blank lines are skipped but counted.
  path.write_text(f"# en\tsk\n\ndog\tpes\n{line}\n", encoding="utf-8")
  with pytest.raises(glossary_lib.GlossaryError) as error:
    glossary_lib.read(str(path))
  assert str(error.value).startswith(f"{path}:4: expected a source term, "
                                     f"one TAB and a target term")
  assert f"got {fields} field(s)" in str(error.value)
  path.write_bytes(b"dog\tpes\ncat\tma\xe8ka\n")
  with pytest.raises(glossary_lib.GlossaryError, match=f"{path}:2: not "
                     f"UTF-8"):
    glossary_lib.read(str(path))


def test_a_source_term_with_two_targets_names_both_lines(tmp_path):
  # The same entry twice is one entry; another target (case folded) is not.
  assert len(_glossary(tmp_path, "cat\tmačka\ncat\tmačka\n")) == 1
  with pytest.raises(glossary_lib.GlossaryError) as error:
    _glossary(tmp_path, "cat\tmačka\ndog\tpes\nCat\tkocúr\n")
  assert str(error.value).startswith(
      f"{tmp_path / 'terms.tsv'}:3: source term 'Cat' is also at line 1 "
      f"with another target term")


def test_matching_is_longest_first_case_insensitive_on_whole_words(tmp_path):
  glossary = _glossary(tmp_path, "York\tYork\nnew york\tNew York\n"
                       "cat\tmačka\nNew\tnový\n")
  words = _words("In NEW York, a Cat saw York's category of new cats.")
  found = [(" ".join(words[a:b]), " ".join(target))
           for a, b, target in glossary.spans(words)]
  # "New York" before "New" and "York"; neither "category" nor "cats".
  assert found == [("▁NEW ▁York", "▁New ▁York"), ("▁Cat", "▁mačka"),
                   ("▁York", "▁York"), ("▁new", "▁nový")]


def test_gives_tells_whether_a_lines_matching_annotates_a_term(tmp_path):
  glossary = _glossary(tmp_path, "new york\tNew York\nYork\tYork\n"
                       "cat\tmačka\n")
  words = _words("In New York, a CAT saw York.")
  # York is given at the line's end, though the longer New York covers its
  # first occurrence; a term with another target, or absent, is not.
  assert glossary.gives(words, _words("new York"), _words("New York"))
  assert glossary.gives(words, _words("York"), _words("York"))
  assert glossary.gives(words, _words("cat"), _words("mačka"))
  assert not glossary.gives(words, _words("cat"), _words("kocúr"))
  assert not glossary.gives(words, _words("dog"), _words("pes"))
  covered = _words("In New York, a cat.")
  assert not glossary.gives(covered, _words("York"), _words("York"))


def test_lemma_mode_matches_source_lemmas(tmp_path):
  glossary = _glossary(tmp_path, "black cat\tčierna mačka\n",
                       lemmatizer("en"))
  words = _words("Two black cats and a black cat.")
  assert [(a, b) for a, b, _ in glossary.spans(words)] == [(1, 3), (5, 7)]


# A hand-aligned pair (Pharaoh i-j), one target word per source word.
SRC, TGT = "big birds fly home", "lieli putni lido mājās"


@pytest.mark.parametrize("mode", ["append", "replace", "lemma"])
def test_a_glossary_match_is_annotated_as_training_annotates_its_span(
    tmp_path, mode):
  """Training (prob 1, one-word spans: every word annotated) and a
  glossary of the same word pairs give the same tokens, by one
  terms.annotation and the same hints (lv lemmas in lemma mode)."""
  src, tgt = SRC.split(), TGT.split()
  task = type("Task", (), {"has_alignment": True, "name": "t",
                           "reverse": False, "meta": {}})()
  terminology = Terminology({
      "terminology_mode": mode, "terminology_prob": 1.0,
      "terminology_max_span": 1, "src_lang": "en", "trg_lang": "lv"}, task)
  trained = Example(
      src=alignments.tag(src, [2 * i + 1 for i in range(len(src))]),
      tgt=alignments.tag(tgt, [2 * j + 2 for j in range(len(tgt))]),
      seed=0, links=[(2 * j + 2, 2 * j + 1) for j in range(len(src))])
  (trained,) = terminology.apply([trained], True, TransformStats())
  expected = alignments.untag_all(trained.src)[0]
  assert expected.count(START) == len(src)
  # The glossary matches lemmas in lemma mode ("bird" for "birds").
  entries = "".join(
      f"{'bird' if w == 'birds' and mode == 'lemma' else w}\t{t}\n"
      for w, t in zip(src, tgt))
  terminology.use_glossary(_glossary(tmp_path, entries,
                                     terminology.source_lemmatizer(),
                                     words=str.split))
  stats = TransformStats()
  (decoded,) = terminology.apply([Example(src=list(src), tgt=None, seed=0)],
                                 False, stats)
  assert decoded.src == expected
  assert stats.as_dict() == {"t/terminology/glossary_spans_annotated": 4}
  if mode == "lemma":
    assert expected[5:10] == [START, "birds", SEP, "putns", END]


def test_lemma_mode_needs_a_source_language_simplemma_has():
  task = type("Task", (), {"has_alignment": True, "name": "t",
                           "reverse": False, "meta": {}})()
  terminology = Terminology({
      "terminology_mode": "lemma", "terminology_prob": 1.0,
      "terminology_max_span": 1, "src_lang": None, "trg_lang": "lv"}, task)
  with pytest.raises(TransformOptionError, match=r"tasks\.t\.meta\."
                     r"src_lang: required .* lemmatize the source"):
    terminology.source_lemmatizer()
