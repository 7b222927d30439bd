"""text.term_use (the term use scorer) and transforms.held_out_terms (the
glossary and tagged lines drawn from held-out alignments), on hand-made
lines: pure Python, no model."""

import pytest

from t2t_dyn.transforms import held_out_terms
from t2t_dyn.text import markup
from t2t_dyn.text import term_use
from t2t_dyn.text.term_use import LineTerm
from t2t_dyn.transforms.terminology import lemmatizer

# simplemma's Slovak lemmas of the forms below (checked in the test).
SK_LEMMAS = {"súbor": "súbor", "súboru": "súbor", "súbory": "súbor"}


@pytest.fixture(name="sk_lemma", scope="module")
def sk_lemma_fixture():
  return lemmatizer("sk")


def test_exact_use_is_whole_words_case_insensitive_punctuation_aside():
  term = [LineTerm("file", "súbor", "súbor")]
  def exact(output, terms=term):
    return term_use.score_line(output, terms).exact
  assert exact("Otvorte Súbor.")  # At the line's end, punctuation attached.
  assert exact("(súbor) je otvorený")
  assert not exact("súborov je veľa")  # Never inside another word.
  assert not exact("")
  # A multi-word term: its words in sequence, whatever the spacing.
  multi = [LineTerm("New York", "Nový York", "Nový York")]
  assert exact("Ďalej Nový  York!", multi)
  assert not exact("York Nový", multi)
  assert not exact("Nový a York", multi)


def test_lemma_and_inflected_need_a_lemmatizer(sk_lemma):
  assert {w: sk_lemma(w) for w in SK_LEMMAS} == SK_LEMMAS
  # The reference needs the genitive; the glossary gives the lemma.
  terms = [LineTerm("file", "súbor", "súboru")]
  counts = term_use.score_line("Obsah súboru.", terms, sk_lemma)
  assert (counts.terms, counts.exact, counts.lemma, counts.inflected) == (
      1, 0, 1, 1)
  wrong_form = term_use.score_line("Obsah súbory.", terms, sk_lemma)
  assert (wrong_form.exact, wrong_form.lemma, wrong_form.inflected) == (
      0, 1, 0)
  plain = term_use.score_line("Obsah súboru.", terms)
  assert (plain.exact, plain.lemma, plain.inflected) == (0, 0, 0)


def test_scores_sum_over_lines_and_rates_count_only_lines_with_terms():
  terms_by_line = [[LineTerm("file", "súbor", "súbor"),
                    LineTerm("disk", "disk", "disk")], [],
                   [LineTerm("window", "okno", "okno")]]
  total = term_use.score(["súbor a disk", "nič", "dvere"], terms_by_line)
  assert (total.lines, total.lines_with_terms, total.terms, total.exact) == (
      3, 2, 3, 2)
  assert total.rate("exact") == pytest.approx(200 / 3)
  assert term_use.TermUse().rate("exact") == 0.0
  assert total.line().startswith("3 terms in 2/3 lines: exact 66.7%")
  with pytest.raises(term_use.TermUseError, match=r"hyp has 1 lines, the "
                     r"terms 3"):
    term_use.score(["x"], terms_by_line, where="hyp")
  with pytest.raises(term_use.TermUseError, match=r"hyp:2: term '\.' "):
    term_use.score(["x", "y"], [[], [LineTerm(".", ".", ".")]], where="hyp")


def test_terms_file_round_trips_and_names_a_bad_line(tmp_path):
  terms_by_line = [[LineTerm("file", "súbor", "súboru")], []]
  path = str(tmp_path / "terms.jsonl")
  term_use.write_terms(path, terms_by_line)
  assert term_use.read_terms(path) == terms_by_line
  with open(path, "a", encoding="utf-8") as f:
    f.write('[{"source": "a"}]\n')
  with pytest.raises(term_use.TermUseError, match=r"terms.jsonl:3: expected"):
    term_use.read_terms(path)


# Held-out pairs, hand-aligned (source word, target word).
SRC = ["Open the file now.", "Save the file.", "Delete the files",
       "Close the New York window", "Open GNOME 3"]
TGT = ["Otvorte súbor teraz.", "Uložte súbor.", "Odstráňte súbory",
       "Zatvorte okno Nový York", "Otvorte GNOME 3"]
LINKS = [[(0, 0), (2, 1), (3, 2)], [(0, 0), (2, 1)], [(0, 0), (2, 1)],
         [(0, 0), (2, 2), (3, 3), (4, 1)], [(0, 0), (1, 1), (2, 2)]]


def test_glossary_terms_are_the_transforms_spans_filtered_and_counted(
    sk_lemma):
  built = held_out_terms.build_glossary(
      SRC, TGT, LINKS, max_span=1, max_terms_per_line=5, lemmatize=sk_lemma)
  # Edges' punctuation cut ("file." -> "file"); "Open" twice, the same
  # target: one entry; "file" and "files" are two source terms. Skipped:
  # "York"/"GNOME" (copies), "3" (no letter), "now"/"teraz" and
  # "New"/"Nový" (short: no word of 4 characters on one side).
  assert built.entries == [
      ("Open", "Otvorte"), ("file", "súbor"), ("Save", "Uložte"),
      ("Delete", "Odstráňte"), ("files", "súbory"),
      ("Close", "Zatvorte"), ("window", "okno")]
  assert built.counts == {"candidates": 14, "not_words": 1, "short": 2,
                          "copy": 2, "drawn": 9, "lines_without_term": 0,
                          "conflicting_target": 0}
  assert built.terms_by_line[1] == [LineTerm("Save", "Uložte", "Uložte"),
                                    LineTerm("file", "súbor", "súbor")]
  tsv = built.tsv()
  assert tsv.splitlines()[0] == "Open\tOtvorte"
  assert tsv.count("\n") == len(built.entries)
  # Multi-word spans, never overlapping in a line, and at most
  # max_terms_per_line a line.
  wide = held_out_terms.build_glossary(SRC, TGT, LINKS, max_terms_per_line=2,
                                       lemmatize=sk_lemma)
  assert ("New York window", "okno Nový York") in wide.entries
  for line_terms, src in zip(wide.terms_by_line, SRC):
    assert len(line_terms) <= 2
    words = " ".join(t.source for t in line_terms).split()
    assert len(words) == len(set(words)) and set(words) <= set(
        src.replace(".", "").split())


def test_a_source_term_with_two_targets_keeps_the_most_frequent(sk_lemma):
  src = ["the file", "a file", "one file", "file"]
  tgt = ["súbor", "súboru", "dokument", "súbory"]
  links = [[(1, 0)], [(1, 0)], [(1, 0)], [(0, 0)]]
  built = held_out_terms.build_glossary(src, tgt, links, lemmatize=sk_lemma)
  # Three inflections of súbor against one dokument: súbor, its first form.
  assert built.entries == [("file", "súbor")]
  assert built.counts["conflicting_target"] == 1
  assert built.terms_by_line[2] == []
  assert [t.reference for t in built.terms_by_line[1]] == ["súboru"]
  # Without a lemmatizer the inflections are targets of their own.
  plain = held_out_terms.build_glossary(src, tgt, links)
  assert plain.entries == [("file", "súbor")]
  assert plain.counts["conflicting_target"] == 3


def test_source_terms_are_one_entry_by_the_key_the_decoder_matches(
    tmp_path, sk_lemma):
  # A lemma-mode decoder reads "Changes" and "changed" as one source term
  # (their lemma "change"): keyed by case-folded words they are two
  # entries with two targets, which text.glossary refuses in lemma mode.
  from t2t_dyn.text import glossary as glossary_lib  # pylint: disable=g-import-not-at-top
  from t2t_dyn.text.forms import pretokenize  # pylint: disable=g-import-not-at-top
  en_lemma = lemmatizer("en")
  src, tgt = ["Changes", "Changes", "changed"], ["Zmeny", "Zmeny",
                                                  "zmenili"]
  links = [[(0, 0)], [(0, 0)], [(0, 0)]]

  def words(text):
    return pretokenize(text).split()

  def lemma_glossary(built):
    path = tmp_path / "glossary.tsv"
    path.write_text(built.tsv(), encoding="utf-8")
    return glossary_lib.Glossary(str(path), glossary_lib.read(str(path)),
                                 words, words, en_lemma)
  plain = held_out_terms.build_glossary(src, tgt, links, max_span=1,
                                        min_chars=5, lemmatize=sk_lemma)
  assert ("changed", "zmenili") in plain.entries
  with pytest.raises(glossary_lib.GlossaryError, match="another target"):
    lemma_glossary(plain)
  keyed = held_out_terms.build_glossary(
      src, tgt, links, max_span=1, min_chars=5, lemmatize=sk_lemma,
      source_key=lambda term: tuple(glossary_lib.word_key(w, en_lemma)
                                    for w in words(term)))
  assert ("Changes", "Zmeny") in keyed.entries and not any(
      source == "changed" for source, _ in keyed.entries)
  assert keyed.counts["conflicting_target"] == 1
  assert len(lemma_glossary(keyed)) == len(keyed.entries)


def test_bad_held_out_input_names_the_line():
  with pytest.raises(held_out_terms.HeldOutError, match="2 source lines, 1 "):
    held_out_terms.build_glossary(["a", "b"], ["x"], [[], []])
  with pytest.raises(held_out_terms.HeldOutError,
                     match=r"alignment line 2: link 0-3 beyond"):
    held_out_terms.build_glossary(["a", "b"], ["x", "y"], [[], [(0, 3)]])


def test_tagged_lines_parse_and_cover_an_eligible_span():
  # Lines whose own text reads as markup (a software string's <choices>,
  # closed or not) stay untagged: the added tag could not be told apart.
  own = ["<choices> cannot be set", "Press <b>Open</b> now"]
  tagged, untagged = held_out_terms.tag_lines(
      SRC + ["no links"] + own, TGT + ["žiadne", "<choices> nejde", "Stlačte "
                                       "<b>Otvoriť</b> teraz"],
      LINKS + [[]] + [[(0, 0), (1, 1), (2, 1)], [(0, 0), (1, 1), (2, 2)]])
  assert untagged == 3 and tagged[-3:] == ["no links"] + own
  tagged = tagged[:len(SRC)]
  for line, src, links in zip(tagged, SRC, LINKS):
    marked = markup.strip_tags(line)
    assert marked.text == src
    (tag,) = marked.tags
    assert tag.opening == "<b>" and not tag.is_point
    linked = {i for i, _ in links}
    assert all(i in linked for i in range(tag.first, tag.last + 1))
