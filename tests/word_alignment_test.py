"""Word alignments: grow-diag-final-and against its published definition
and hand-worked examples; eflomal on a sample of the demo corpus."""

import collections
import gzip
import importlib.util
import os
import random
import sys

import pytest

from t2t_dyn.shards import word_alignment as wa

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEMO = os.path.join(ROOT, "data", "demo")
SAMPLE_LINES = 2000

needs_eflomal = pytest.mark.skipif(
    importlib.util.find_spec("eflomal") is None,
    reason="eflomal is not installed (pip install 't2t_dyn[align]'; "
    "make test installs it)")


def links(text):
  return wa.parse_links(text)


# grow-diag-final-and, transcribed literally from the pseudocode published
# with Koehn, Och & Marcu (2003) (the Moses manual's "Word alignment"):
# every position visited, e over the source, f over the target.
def published_gdfa(e2f, f2e):
  e2f, f2e = set(e2f), set(f2e)
  union = e2f | f2e
  en = 1 + max((e for e, _ in union), default=-1)
  fn = 1 + max((f for _, f in union), default=-1)
  alignment = e2f & f2e

  def e_aligned(e):
    return any(p[0] == e for p in alignment)

  def f_aligned(f):
    return any(p[1] == f for p in alignment)

  added = True
  while added:  # GROW-DIAG
    added = False
    for e in range(en):
      for f in range(fn):
        if (e, f) in alignment:
          for de, df in ((-1, 0), (0, -1), (1, 0), (0, 1),
                         (-1, -1), (-1, 1), (1, -1), (1, 1)):
            e_new, f_new = e + de, f + df
            if ((not e_aligned(e_new) or not f_aligned(f_new)) and
                (e_new, f_new) in union):
              alignment.add((e_new, f_new))
              added = True
  for a in (e2f, f2e):  # FINAL-AND(e2f), FINAL-AND(f2e)
    for e in range(en):
      for f in range(fn):
        if (not e_aligned(e) and not f_aligned(f)) and (e, f) in a:
          alignment.add((e, f))
  return sorted(alignment)


def test_the_textbook_example_grows_into_the_phrases():
  # Koehn's Maria/Mary example (Statistical Machine Translation, 2010,
  # sec. 4.5): Spanish source, English target; the link sets are ours.
  # Maria0 no1 daba2 una3 bofetada4 a5 la6 bruja7 verde8
  # Mary0 did1 not2 slap3 the4 green5 witch6
  forward = links("0-0 1-1 1-2 4-3 6-4 8-5 7-6")  # a target word: 1 source
  reverse = links("0-0 1-2 2-3 3-3 4-3 5-4 6-4 7-6 8-5")  # a source: 1 target
  # By hand: the intersection 0-0 1-2 4-3 6-4 7-6 8-5; from 0-0 its diagonal
  # 1-1 (did unaligned); from 1-2 its diagonal 2-3 (daba unaligned), from
  # that 3-3 (una); from 4-3 the diagonal 5-4 (a). Nothing is left for
  # FINAL-AND: no did not, daba una bofetada slap, a la the.
  expected = links("0-0 1-1 1-2 2-3 3-3 4-3 5-4 6-4 7-6 8-5")
  assert wa.grow_diag(forward, reverse) == expected
  assert wa.grow_diag_final_and(forward, reverse) == sorted(expected)
  assert published_gdfa(forward, reverse) == sorted(expected)
  # fast_align's atools -c grow-diag-final-and gives the same here.


def test_a_hand_worked_line_where_the_order_of_growing_matters():
  # eflomal's links for "Authentication token aging disabled" /
  # "Starnutie overovacieho tokenu zakázané" (demo corpus).
  forward, reverse = links("0-0 2-1 1-2 3-3"), links("0-1 1-2 2-0 3-3")
  # Intersection 1-2 3-3. Pass 1 visits 1-2: its diagonal 0-1 joins
  # (source 0 unaligned), then 2-1 (source 2 unaligned); 2-1's turn comes
  # in the same pass (it follows 1-2) and adds 2-0 (target 0 unaligned).
  # Pass 2: 0-0 is next to 0-1, but source 0 and target 0 are aligned by
  # now. FINAL-AND: 0-0 again, no.
  expected = [(0, 1), (1, 2), (2, 0), (2, 1), (3, 3)]
  assert wa.grow_diag_final_and(forward, reverse) == expected
  assert published_gdfa(forward, reverse) == expected
  # atools visits candidate points instead of aligned ones and adds 0-0
  # before 2-0: 0-0 0-1 1-2 2-1 3-3. On 2000 demo lines it agrees with
  # this definition on 99.5% of the links (documented in docs/config.md).


def test_final_and_adds_only_links_of_two_unaligned_words():
  # 0-0 and 1-1 agree. Forward's 4-4 is no neighbour of theirs and joins
  # two free words: FINAL-AND adds it. Reverse's 3-0 is no neighbour either
  # and its source word is free, but target 0 is aligned: plain FINAL
  # (either word unaligned) would add it, FINAL-AND does not.
  forward, reverse = links("0-0 1-1 4-4"), links("0-0 1-1 3-0")
  assert wa.grow_diag(forward, reverse) == {(0, 0), (1, 1)}
  assert wa.grow_diag_final_and(forward, reverse) == [(0, 0), (1, 1), (4, 4)]
  # No intersection, nothing grows. The forward links come first: 4-4
  # takes source 4, so reverse's 4-5 is left out; 5-5 joins two free words.
  forward, reverse = links("4-4"), links("4-5 5-5")
  assert wa.grow_diag_final_and(forward, reverse) == [(4, 4), (5, 5)]


def test_agreeing_directions_are_the_result():
  one_to_one = links("0-1 1-0 2-2 3-4")
  assert wa.grow_diag_final_and(one_to_one, one_to_one) == sorted(one_to_one)
  assert wa.grow_diag_final_and([], []) == []


def _random_direction(rng, n_src, n_tgt, forward):
  """Links of one IBM-style direction: each target word (forward) or source
  word (reverse) linked to at most one word of the other side."""
  if forward:
    return {(rng.randrange(n_src), j) for j in range(n_tgt)
            if rng.random() < 0.8}
  return {(i, rng.randrange(n_tgt)) for i in range(n_src)
          if rng.random() < 0.8}


NEIGHBOURS = [(di, dj) for di in (-1, 0, 1) for dj in (-1, 0, 1)
              if (di, dj) != (0, 0)]


def test_the_definition_holds_on_random_link_sets():
  rng = random.Random(7)
  for _ in range(600):
    n_src, n_tgt = rng.randint(1, 9), rng.randint(1, 9)
    forward = _random_direction(rng, n_src, n_tgt, True)
    reverse = _random_direction(rng, n_src, n_tgt, False)
    # Sometimes the directions mostly agree, as real ones do.
    if rng.random() < 0.5:
      reverse |= {(i, j) for i, j in forward if rng.random() < 0.7}
    union, intersection = forward | reverse, forward & reverse
    result = set(wa.grow_diag_final_and(forward, reverse))
    assert sorted(result) == published_gdfa(forward, reverse)
    assert intersection <= result <= union
    src_count = collections.Counter(i for i, _ in result)
    tgt_count = collections.Counter(j for _, j in result)
    # FINAL-AND's closure: a union link left out has a word aligned.
    for i, j in union - result:
      assert src_count[i] or tgt_count[j], (forward, reverse)
    # GROW-DIAG's closure: no union link next to a grown one has an
    # unaligned word.
    grown = wa.grow_diag(forward, reverse)
    grown_src = {i for i, _ in grown}
    grown_tgt = {j for _, j in grown}
    for i, j in union - grown:
      if any((i + di, j + dj) in grown for di, dj in NEIGHBOURS):
        assert i in grown_src and j in grown_tgt, (forward, reverse)
    # A link FINAL-AND added joined two unaligned words: it stays 1-1.
    for i, j in result - grown:
      assert src_count[i] == 1 and tgt_count[j] == 1


def test_pharaoh_lines_parse_and_format():
  assert links("0-1  2-3\n") == {(0, 1), (2, 3)}
  assert wa.format_links([(0, 1), (2, 3)]) == "0-1 2-3"
  with pytest.raises(ValueError, match="not an i-j pair"):
    links("0-1 2:3")


def test_a_missing_eflomal_says_how_to_install_it(monkeypatch, tmp_path):
  monkeypatch.setitem(sys.modules, "eflomal", None)  # import fails
  with pytest.raises(wa.AlignmentError) as e:
    wa.compute_alignments(["a"], ["b"], str(tmp_path / "out.gz"))
  assert str(e.value) == (
      "alignment: eflomal needs the eflomal package: "
      "pip install 't2t_dyn[align]'")
  assert not os.listdir(tmp_path)


# eflomal itself.


def _read_demo(suffix, n):
  with open(os.path.join(DEMO, "train.en-sk." + suffix),
            encoding="utf-8") as f:
    return [line.rstrip("\n") for _, line in zip(range(n), f)]


def _read_alignments(path):
  with gzip.open(path, "rt", encoding="utf-8") as f:
    return f.read().split("\n")[:-1]


@pytest.mark.slow(reason="runs eflomal as a process")
@needs_eflomal
def test_eflomal_aligns_the_demo_sample(tmp_path):
  src, tgt = _read_demo("en", SAMPLE_LINES), _read_demo("sk", SAMPLE_LINES)
  out = str(tmp_path / "train.align.gz")
  logged = []
  stats = wa.compute_alignments(src, tgt, out, log=logged.append)
  lines = _read_alignments(out)
  assert len(lines) == SAMPLE_LINES
  assert stats == wa.AlignmentStats(
      lines=SAMPLE_LINES, aligned=SAMPLE_LINES, empty_side=0, too_long=0,
      links=sum(len(links(line)) for line in lines))
  assert any("eflomal done in" in m for m in logged)
  identical = linked = 0
  for s, t, line in zip(src, tgt, lines):
    s, t, pairs = s.split(), t.split(), links(line)
    assert all(i < len(s) and j < len(t) for i, j in pairs)
    assert pairs, (s, t)  # Every line of the sample has two sides.
    # Tokens that occur once on each side (numbers, names, %s, punctuation)
    # translate as themselves.
    s_count, t_count = collections.Counter(s), collections.Counter(t)
    for word in s_count:
      if s_count[word] == 1 and t_count[word] == 1:
        identical += 1
        linked += (s.index(word), t.index(word)) in pairs
  assert identical > 1000
  # 0.91 measured (eflomal samples: it varies a little between runs).
  assert linked / identical > 0.8, (linked, identical)


@pytest.mark.slow(reason="runs eflomal as a process")
@needs_eflomal
def test_empty_and_overlong_sides_get_empty_lines_and_are_counted(tmp_path):
  src, tgt = _read_demo("en", 100), _read_demo("sk", 100)
  src[3], tgt[7] = "", "  "
  src[10] = " ".join(["word"] * (wa.MAX_TOKENS + 1))
  tgt[11] = " ".join(["slovo"] * wa.MAX_TOKENS)  # Within the limit.
  src[12] = tgt[12] = ""
  out = str(tmp_path / "a.gz")
  stats = wa.compute_alignments(src, tgt, out, log=lambda _: None)
  assert stats.lines == 100
  assert (stats.empty_side, stats.too_long, stats.aligned) == (3, 1, 96)
  lines = _read_alignments(out)
  assert len(lines) == 100
  assert [k for k, line in enumerate(lines) if not line] == [3, 7, 10, 12]
  assert all(j < wa.MAX_TOKENS for _, j in links(lines[11]))


@pytest.mark.slow(reason="runs eflomal as a process")
@needs_eflomal
def test_inputs_are_aligned_jointly_each_into_its_file(tmp_path):
  src, tgt = _read_demo("en", 300), _read_demo("sk", 300)
  requests = [
      wa.AlignmentRequest(iter(src[:200]), iter(tgt[:200]),
                          str(tmp_path / "first.gz"), "first"),
      wa.AlignmentRequest(src[200:], tgt[200:], str(tmp_path / "second.gz"),
                          "second"),
      wa.AlignmentRequest(["", "only source"], ["", ""],
                          str(tmp_path / "empty.gz"), "empty")]
  stats = wa.align_inputs(requests, log=lambda _: None)
  assert [s.lines for s in stats] == [200, 100, 2]
  assert stats[2] == wa.AlignmentStats(2, 0, 2, 0, 0)
  assert len(_read_alignments(str(tmp_path / "first.gz"))) == 200
  assert len(_read_alignments(str(tmp_path / "second.gz"))) == 100
  assert _read_alignments(str(tmp_path / "empty.gz")) == ["", ""]


@needs_eflomal
def test_sides_of_different_lengths_are_refused(tmp_path):
  request = wa.AlignmentRequest(["a b", "c"], ["x y"],
                                str(tmp_path / "out.gz"), "news")
  with pytest.raises(wa.AlignmentError,
                     match="news: the target side has fewer lines"):
    wa.align_inputs([request], log=lambda _: None)
  request = wa.AlignmentRequest(["a b"], ["x y", "z"],
                                str(tmp_path / "out.gz"), "news")
  with pytest.raises(wa.AlignmentError,
                     match="news: the target side has more lines"):
    wa.align_inputs([request], log=lambda _: None)
  assert not os.listdir(tmp_path)


@needs_eflomal
def test_nothing_to_align_needs_no_eflomal_run(tmp_path):
  out = str(tmp_path / "out.gz")
  assert wa.compute_alignments(["", "a"], ["b", ""], out,
                               log=lambda _: None) == wa.AlignmentStats(
                                   2, 0, 2, 0, 0)
  assert _read_alignments(out) == ["", ""]
  assert wa.compute_alignments([], [], out, log=lambda _: None) == (
      wa.AlignmentStats(0, 0, 0, 0, 0))
  assert _read_alignments(out) == []
