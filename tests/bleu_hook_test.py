"""t2t_dyn.utils.bleu_hook against Tensor2Tensor's own bleu_hook (1.15.7):
the same tokens, the same float32 BLEU on real text and on edge cases, the
same step files; and where Tensor2Tensor failed, a clear error instead."""

import os
import random
import sys
import threading
import time
import unicodedata

import numpy as np
import pytest

from t2t_dyn.utils import bleu_hook

t2t_bleu_hook = pytest.importorskip("tensor2tensor.utils.bleu_hook")

DEMO = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(
    __file__))), "data", "demo")


def _write(path, lines, final_newline=True) -> str:
  with open(path, "w", encoding="utf-8", newline="") as f:
    f.write("\n".join(lines) + ("\n" if final_newline else ""))
  return str(path)


def _demo(name):
  with open(os.path.join(DEMO, name), encoding="utf-8") as f:
    return f.read().split("\n")[:-1]


@pytest.mark.slow(reason="tokenizes 9,000+ code points in eight contexts "
                  "with both tokenizers (6 s)")
def test_tokenization_equals_tensor2tensors_for_every_punctuation_and_symbol():
  """Every code point of categories P, S and N, and Latin-1, beside letters,
  digits and itself (the regexes' contexts), tokenizes alike."""
  chars = [chr(c) for c in range(sys.maxunicode)
           if c < 256 or unicodedata.category(chr(c))[0] in "PSN"]
  assert len(chars) > 9000
  differ = []
  for c in chars:
    for text in (f"a{c}b", f"1{c}2", f"a{c}", f"{c}1", f"1{c}", f"{c}{c}x",
                 f"x{c}{c}1", f" {c} "):
      if bleu_hook.bleu_tokenize(text) != t2t_bleu_hook.bleu_tokenize(text):
        differ.append((text, bleu_hook.bleu_tokenize(text),
                       t2t_bleu_hook.bleu_tokenize(text)))
  assert not differ, differ[:10]


def test_tokenization_of_what_users_write():
  line = ("„Cena je 1.000,50 €,“ povedal (v roku 2019). Email: a@b.sk; "
          "50% - áno!? C:\\temp 3×4=12 — koniec…")
  tokens = bleu_hook.bleu_tokenize(line)
  assert tokens == t2t_bleu_hook.bleu_tokenize(line)
  assert "1.000,50" in tokens and "€" in tokens and "„" in tokens
  # Tensor2Tensor's quirk, kept: the backslash is no punctuation there.
  assert "\\temp" in tokens and bleu_hook.bleu_tokenize("a\\b") == ["a\\b"]
  assert bleu_hook.bleu_tokenize("v roku 2019.") == ["v", "roku", "2019."]


def _perturbed(lines, seed):
  """The lines with words dropped, swapped, re-cased and Unicode
  punctuation, symbols and numbers put in; some lines emptied."""
  rng = random.Random(seed)
  extra = ["„", "“", "—", "…", "€", "±", "«", "»", "©", "1,000.5", "2019.",
           "→", "½", "¿", "、", "。", "﹏", "\\", "$5", "™"]
  out = []
  for line in lines:
    words = line.split()
    if rng.random() < 0.03:
      out.append("")
      continue
    words = [w for w in words if rng.random() > 0.15]
    for _ in range(rng.randrange(3)):
      words.insert(rng.randrange(len(words) + 1), rng.choice(extra))
    if len(words) > 2 and rng.random() < 0.3:
      i = rng.randrange(len(words) - 1)
      words[i], words[i + 1] = words[i + 1], words[i]
    words = [w.upper() if rng.random() < 0.1 else w for w in words]
    out.append(" ".join(words))
  return out


@pytest.mark.slow(reason="scores the demo test set against ten "
                  "hypotheses with both BLEU implementations (3 s)")
@pytest.mark.parametrize("case_sensitive", [False, True])
def test_bleu_of_real_text_equals_tensor2tensors(tmp_path, case_sensitive):
  """The demo test set's Slovak reference against copies of it perturbed
  in several ways, its English source, a short prefix of each line, and
  itself: the same float32."""
  reference = _demo("test.en-sk.sk")
  source = _demo("test.en-sk.en")
  ref = _write(tmp_path / "ref", reference)
  hypotheses = {
      "itself": reference,
      "perturbed": _perturbed(reference, 1),
      "more perturbed": _perturbed(_perturbed(reference, 2), 3),
      "source": source,
      "short": [" ".join(line.split()[:3]) for line in reference],
      "one word": [line.split()[0] if line.split() else "" for line in
                   reference],
  }
  scores = {}
  for name, lines in hypotheses.items():
    hyp = _write(tmp_path / name.replace(" ", "_"), lines)
    ours = bleu_hook.bleu_wrapper(ref, hyp, case_sensitive=case_sensitive)
    theirs = t2t_bleu_hook.bleu_wrapper(ref, hyp,
                                        case_sensitive=case_sensitive)
    assert isinstance(ours, np.float32)
    assert ours == theirs, name
    # t2t-bleu's printed form, from the same float32 arithmetic.
    assert "%6.2f" % (100 * ours) == "%6.2f" % (100 * theirs)
    scores[name] = float(ours)
  assert scores["itself"] == 1.0
  assert 0 < scores["more perturbed"] < scores["perturbed"] < 1
  assert scores["source"] < 0.3 and scores["one word"] < scores["short"]


def _corpora():
  """Edge cases of compute_bleu: (references, translations)."""
  a = "the cat sat on the mat".split()
  yield [a], [a]
  yield [a], [[]]                         # An empty translation.
  yield [[]], [a]                         # An empty reference.
  yield [[]], [[]]
  yield [], []
  yield [a], ["the cat".split()]          # No 3- or 4-grams at all.
  yield [a], ["the cat sat".split()]      # Left-out orders count as 1.
  yield [a], ["the mat sat cat".split()]  # Unigrams only: smoothing.
  yield [a], ["the cat on sat the mat".split()]
  yield [a, a], [a + a, ["x"]]            # Longer than the reference.
  yield [a], [["dog"] * 7]
  yield ["a a a a".split()], ["a a a a a a a a".split()]  # Clipped counts.


def test_compute_bleu_edge_cases_equal_tensor2tensors():
  for references, translations in _corpora():
    for max_order in (1, 2, 4):
      for use_bp in (True, False):
        ours = bleu_hook.compute_bleu(references, translations, max_order,
                                      use_bp)
        theirs = t2t_bleu_hook.compute_bleu(references, translations,
                                            max_order, use_bp)
        assert ours == theirs, (references, translations, max_order, use_bp)
  # Tensor2Tensor's surprise: a 3-word translation equal to the reference
  # has no 4-gram, and that order is left out of the product: BLEU 1.
  three = ["a", "b", "c"]
  assert bleu_hook.compute_bleu([three], [three]) == 1.0


def test_random_corpora_equal_tensor2tensors():
  rng = random.Random(0)
  for _ in range(300):
    size = rng.randrange(1, 6)
    vocab = [f"w{i}" for i in range(rng.randrange(2, 12))]
    refs = [[rng.choice(vocab) for _ in range(rng.randrange(0, 15))]
            for _ in range(size)]
    hyps = [[rng.choice(vocab) for _ in range(rng.randrange(0, 15))]
            for _ in range(size)]
    assert (bleu_hook.compute_bleu(refs, hyps) ==
            t2t_bleu_hook.compute_bleu(refs, hyps)), (refs, hyps)


def test_lines_split_at_newlines_only(tmp_path):
  """"\\r" (Windows line ends) and U+2028 stay inside their line, as in
  Tensor2Tensor; a missing final newline changes nothing here (there it was
  an extra empty line and a failed assertion)."""
  ref_lines = ["a b a z\r", "e f \u2028 d .\r", "", "x, y; z!"]
  hyp_lines = ["a b a c\r", "e f \u2028 d\r", "", "x , y z !"]
  ref = _write(tmp_path / "ref", ref_lines)
  hyp = _write(tmp_path / "hyp", hyp_lines)
  theirs = t2t_bleu_hook.bleu_wrapper(ref, hyp)
  assert bleu_hook.bleu_wrapper(ref, hyp) == theirs
  assert len(bleu_hook.read_lines(ref)) == 4
  unterminated = _write(tmp_path / "hyp2", hyp_lines, final_newline=False)
  assert bleu_hook.bleu_wrapper(ref, unterminated) == theirs
  with pytest.raises(AssertionError):
    t2t_bleu_hook.bleu_wrapper(ref, unterminated)


def test_different_line_counts_are_an_error_naming_both_files(tmp_path):
  ref = _write(tmp_path / "ref", ["a b", "c d", "e f"])
  hyp = _write(tmp_path / "hyp", ["a b", "c d"])
  with pytest.raises(AssertionError, match="^4 != 3$"):  # Theirs: "ref != hyp", +1 each.
    t2t_bleu_hook.bleu_wrapper(ref, hyp)
  with pytest.raises(bleu_hook.LineCountError) as caught:
    bleu_hook.bleu_wrapper(ref, hyp)
  message = str(caught.value)
  assert hyp in message and ref in message and "2 lines" in message
  assert "3" in message
  assert (caught.value.hyp_lines, caught.value.ref_lines) == (2, 3)


def test_invalid_utf8_names_the_file(tmp_path):
  ref = _write(tmp_path / "ref", ["a"])
  bad = tmp_path / "bad"
  bad.write_bytes(b"a\xff\n")
  with pytest.raises(ValueError, match=f"{bad}: not UTF-8 at byte 1"):
    bleu_hook.bleu_wrapper(ref, str(bad))


def _touch(path):
  with open(path, "w", encoding="utf-8") as f:
    f.write("x\n")


def test_step_files_are_those_tensor2tensor_reads(tmp_path):
  names = ["p-100", "p-20", "p-0020", "q-7", "p-hparams.json", "p-flags.txt",
           "p-100.bak", "p-12-old", "p-1_000", "x-5-6", ".h-5", "nostep",
           "p-300.index", "p-40.index", "ckpt-9.data-00000-of-00001",
           "ckpt-9.index"]
  for name in names:
    _touch(tmp_path / name)
  for suffix in ("", ".index"):
    for min_steps in (0, 20, 101):
      ours = [(f.filename, f.steps) for f in bleu_hook.read_stepfiles(
          str(tmp_path) + os.sep, suffix, min_steps)]
      theirs = sorted((f.filename, f.steps) for f in
                      t2t_bleu_hook._read_stepfiles_list(  # pylint: disable=protected-access
                          str(tmp_path) + os.sep, suffix, min_steps))
      assert sorted(ours) == theirs
      assert [s for _, s in ours] == sorted(s for _, s in ours)
  everything = {os.path.basename(f.filename): f.steps
                for f in bleu_hook.read_stepfiles(str(tmp_path) + os.sep, "")}
  assert everything["p-100"] == 100 and everything["p-1_000"] == 1000
  assert "p-100.bak" not in everything and "p-hparams.json" not in everything
  # A directory whose name reads as a step is no file to score.
  os.mkdir(tmp_path / "sub-3")
  assert "sub-3" not in {os.path.basename(f.filename) for f in
                         bleu_hook.read_stepfiles(str(tmp_path) + os.sep, "")}


def test_stepfiles_iterator_yields_in_step_order_then_waits(tmp_path):
  for step in (30, 10, 20):
    _touch(tmp_path / f"t-{step}")
  assert [f.steps for f in bleu_hook.stepfiles_iterator(
      str(tmp_path), path_suffix="", min_steps=15)] == [20, 30]

  def later():
    time.sleep(0.3)
    _touch(tmp_path / "t-25")  # Older than the last yielded: never read.
    _touch(tmp_path / "t-40")
  writer = threading.Thread(target=later)
  start = time.time()
  writer.start()
  # 0.02 minutes: 1.2 s after the last file's change time.
  steps = [f.steps for f in bleu_hook.stepfiles_iterator(
      str(tmp_path), wait_minutes=0.02, path_suffix="", sleep_sec=0.05)]
  writer.join()
  elapsed = time.time() - start
  assert steps == [10, 20, 30, 40]
  assert 1.2 < elapsed < 5


def test_stepfiles_iterator_waits_for_a_first_file(tmp_path):
  threading.Timer(0.2, _touch, [tmp_path / "t-5"]).start()
  found = list(bleu_hook.stepfiles_iterator(
      str(tmp_path), wait_minutes=0.01, path_suffix="", sleep_sec=0.05))
  assert [f.steps for f in found] == [5]
  assert found[0].filename == str(tmp_path / "t-5")
  assert list(bleu_hook.stepfiles_iterator(str(tmp_path / "none"))) == []
