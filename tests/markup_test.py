"""Markup transfer (t2t_dyn.text.markup and scripts/markup_transfer.py):
tags stripped with the words they cover, put back through given word
links by each rule (aligned, neighbour, end, cut to stay nested), always
well-formed; and tags carried through a model trained with guided
alignment."""

import os

import numpy as np
import pytest

from t2t_dyn import test_programs
from t2t_dyn.decoding import translator
from t2t_dyn.test_utils import REVERSAL_WORDS, write_lines
from t2t_dyn.text import markup

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _tags(line):
  marked = markup.strip_tags(line)
  return marked.text, [(t.opening, t.closing, t.first, t.last, t.parent)
                       for t in marked.tags]


def test_tags_are_stripped_with_the_words_they_cover():
  assert _tags('Click <a href="x.html">the <b>Save</b> button</a> now.'
               '<br/>') == (
                   "Click the Save button now.",
                   [('<a href="x.html">', "</a>", 1, 3, None),
                    ("<b>", "</b>", 2, 2, 0),
                    ("<br/>", "", 5, 4, None)])  # A point at the end.
  # Part of a word covers the word; a tag adds no space.
  assert _tags("<i>Ex</i>ample, <b>file</b>:") == (
      "Example, file:", [("<i>", "</i>", 0, 0, None),
                         ("<b>", "</b>", 1, 1, None)])
  # A point before a word, an empty element, text that is no tag.
  assert _tags("a <br />b <u></u> c < d &amp;") == (
      "a b  c < d &amp;", [("<br />", "", 1, 0, None),
                           ("<u>", "</u>", 2, 1, None)])
  # A self-closing tag keeps the words on either side apart.
  assert _tags("One.<br/><b>Two</b> <br/>three<img/>")[0] == (
      "One. Two three")
  assert _tags("no tags") == ("no tags", [])


@pytest.mark.parametrize("line,named", [
    ("<b>bold</i>", "'</i>' at character 8: <b> is open"),
    ("bold</b>", "'</b>' at character 5: no tag is open"),
    ("<b>a <i>b</b></i>", "'</b>' at character 10: <i> is open"),
    ("<b>never closed", "'<b>' is never closed"),
])
def test_tags_that_do_not_nest_are_refused_by_name(line, named):
  with pytest.raises(markup.MarkupError, match=named):
    markup.strip_tags(line)


def _transfer(line, translation, links):
  text, counts = markup.transfer(markup.strip_tags(line), translation, links)
  return text, (counts.aligned, counts.neighbour, counts.end,
                counts.adjusted)


def test_tags_go_around_the_aligned_words():
  # Real demo-style pair, reordered: "Save" is the last target word.
  line = "<b>Save</b> the <i>file</i> now.<br/>"
  translation = "Teraz súbor uložte."
  links = [(0, 2), (2, 1), (3, 0), (3, 2)]
  assert _transfer(line, translation, links) == (
      "Teraz <i>súbor</i> <b>uložte.</b><br/>", (3, 0, 0, 0))
  # A span over several target words runs from the first to the last.
  assert _transfer("<b>open it</b> now", "teraz to otvor",
                   [(0, 2), (1, 1), (2, 0)]) == (
                       "teraz <b>to otvor</b>", (1, 0, 0, 0))
  # A point goes before its word's first target.
  assert _transfer("open <br/>now", "teraz otvor", [(0, 1), (1, 0)]) == (
      "<br/>teraz otvor", (1, 0, 0, 0))


def test_unaligned_tags_take_a_neighbours_place_or_the_end():
  # "the" has no link: <b> takes "file"'s (right, distance 1) unless the
  # left neighbour is as near ("open", distance 1, comes first).
  assert _transfer("open <b>the</b> file", "otvor súbor",
                   [(0, 0), (2, 1)]) == ("<b>otvor</b> súbor", (0, 1, 0, 0))
  assert _transfer("<b>the</b> file", "súbor", [(1, 0)]) == (
      "<b>súbor</b>", (0, 1, 0, 0))
  # A point before an unlinked word: after its left neighbour's targets.
  assert _transfer("open <br/>the file", "súbor otvor",
                   [(0, 1), (2, 0)]) == ("súbor otvor<br/>", (0, 1, 0, 0))
  # No link at all: the end, a paired tag as an empty element.
  assert _transfer("<b>open</b> <br/>file", "otvor súbor", []) == (
      "otvor súbor<b></b><br/>", (0, 0, 2, 0))
  assert _transfer("<b>open</b>", "", []) == ("<b></b>", (0, 0, 1, 0))


def test_the_markup_stays_nested():
  # An aligned parent holds its aligned children's targets.
  assert _transfer("<a>open <b>file</b></a> now", "súbor teraz otvor",
                   [(0, 2), (1, 0), (2, 1)]) == (
                       "<a><b>súbor</b> teraz otvor</a>", (2, 0, 0, 0))
  # <b>'s word is unlinked and its nearest linked neighbour ("file") lies
  # outside <a>'s targets: <b> is kept within its parent.
  assert _transfer("<a>open big <b>the</b></a> file", "otvor súbor",
                   [(0, 0), (3, 1)]) == (
                       "<a><b>otvor</b></a> súbor", (1, 1, 0, 1))
  # Siblings whose spans would cross: the later one is cut; one that
  # holds the other stays.
  assert _transfer("<b>a b</b> <i>c</i>", "x y z",
                   [(0, 0), (1, 1), (2, 1), (2, 2)]) == (
                       "<b>x y</b> <i>z</i>", (2, 0, 0, 1))
  assert _transfer("<b>a b</b> <i>c</i>", "x y z",
                   [(0, 0), (1, 1), (2, 0), (2, 2)]) == (
                       "<i><b>x y</b> z</i>", (2, 0, 0, 0))


def test_any_links_give_well_formed_markup_of_the_translation():
  rng = np.random.default_rng(0)
  for _ in range(300):
    words = [str(w) for w in rng.choice(REVERSAL_WORDS,
                                        rng.integers(1, 8))]
    line = _random_markup(rng, words)
    marked = markup.strip_tags(line)
    assert marked.text.split() == words
    translation = [f"t{k}" for k in range(rng.integers(0, 8))]
    links = [(i, j) for i in range(len(words))
             for j in range(len(translation)) if rng.random() < 0.2]
    text, counts = markup.transfer(marked, " ".join(translation), links)
    again = markup.strip_tags(text)  # Refuses what does not nest.
    assert again.text.split() == translation
    assert sorted(t.opening for t in again.tags) == sorted(
        t.opening for t in marked.tags)
    assert (counts.aligned + counts.neighbour + counts.end ==
            len(marked.tags))


def _random_markup(rng, words):
  """The words with random nested tags (points included) around runs."""
  out, still_open = [], []
  for k, word in enumerate(words):
    if rng.random() < 0.3:
      out.append(f"<p{k}/>")
    while rng.random() < 0.3:
      still_open.append(f"t{k}x{len(still_open)}")
      out.append(f"<{still_open[-1]}>")
    out.append(word)
    while still_open and rng.random() < 0.4:
      out.append(f"</{still_open.pop()}>")
    out.append(" ")
  out += [f"</{name}>" for name in reversed(still_open)]
  return "".join(out)


@pytest.mark.slow(reason="decodes with the shared run")
def test_tags_follow_the_words_a_guided_model_translates(shared_run):
  """The reversal model: each tag lands on the reversed words."""
  decoder = shared_run.translator()
  model, encoders = decoder.model, decoder.encoders
  lines = ["<b>open</b> the <i>file</i> now",
           "please <a href=\"#\">close <b>this</b></a> window.",
           "save<br/>the folder,"]
  marked = [markup.strip_tags(line) for line in lines]
  decoded = translator.translate_lines(
      model, encoders, [m.text for m in marked],
      translator.DecodeOptions(beam_size=4, return_alignments=True))
  assert [b[0].text for b in decoded] == [
      " ".join(m.text.split()[::-1]) for m in marked]
  tagged = [markup.transfer(m, b[0].text, b[0].links)[0]
            for m, b in zip(marked, decoded)]
  assert tagged == ["now <i>file</i> the <b>open</b>",
                    "window. <a href=\"#\"><b>this</b> close</a> please",
                    "folder, <br/>the save"]


def test_the_script_transfers_given_translations_and_names_bad_input(
    tmp_path):
  source = write_lines(tmp_path / "in.txt", [
      "<b>Save</b> the <i>file</i> now.", "no tags", "<b>open</b> it"])
  translations = write_lines(tmp_path / "hyp.txt", [
      "Teraz súbor uložte.", "bez značiek", "otvor to"])
  links = write_lines(tmp_path / "hyp.align", [
      "0-2 2-1 3-0", "0-0 1-1", ""])
  output = tmp_path / "out.txt"

  def script(*flags, given_input=source):
    return test_programs.run(
        os.path.join(REPO, "scripts", "markup_transfer.py"),
        f"--input={given_input}", f"--output={output}", *flags)

  result = script(f"--translations={translations}", f"--alignments={links}")
  assert result.returncode == 0, result.stderr
  assert output.read_text(encoding="utf-8").splitlines() == [
      "Teraz <i>súbor</i> <b>uložte.</b>", "bez značiek", "otvor to<b></b>"]
  assert ("3 tags: 2 on aligned words, 0 at a neighbour's, 1 at the end"
          in result.stdout)
  write_lines(tmp_path / "bad.align", ["0-2 2-1 3-0", "0-5", ""])
  result = script(f"--translations={translations}",
                  f"--alignments={tmp_path / 'bad.align'}")
  assert result.returncode == 1
  assert f"{tmp_path / 'bad.align'}:2: pair 1 '0-5' is out of range" in (
      result.stderr)
  write_lines(tmp_path / "bad.txt", ["fine", "<b>unclosed"])
  result = script(f"--translations={translations}", f"--alignments={links}",
                  given_input=tmp_path / "bad.txt")
  assert result.returncode == 1
  assert (f"--input {tmp_path / 'bad.txt'}:2: '<b>' is never closed" in
          result.stderr)
