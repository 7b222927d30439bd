"""Tests of the segmenters (lexicon, SentencePiece, BPE, map) and the cache."""

import collections
import functools
import io
import itertools
import json
import math
import os
import pickle
import random
import subprocess
import sys
import textwrap

import numpy as np
import pytest

from t2t_dyn import segmenters as segmenters_lib
from t2t_dyn.segmenters import array_column
from t2t_dyn.segmenters import base
from t2t_dyn.segmenters import bpe
from t2t_dyn.segmenters import deterministic_map
from t2t_dyn.segmenters import nbest_blocks
from t2t_dyn.segmenters import nbest_table
from t2t_dyn.segmenters import unigram_lexicon
from t2t_dyn.text import forms
from t2t_dyn.text.forms import pretokenize

DEMO = os.path.join(os.path.dirname(__file__), "..", "data", "demo")
B = forms.WORD_BOUNDARY

HAND_LEXICON = {f"{B}un": 10, f"{B}unreason": 2, "reason": 5, "able": 8,
                "reasonable": 1.5, B: 3, "u": 1, "n": 1, "r": 1, "e": 1,
                "a": 1, "s": 1, "o": 1, "b": 1, "l": 1}


def _all_segmentations(word):
  """Every split of `word` into non-empty parts."""
  for cuts in itertools.product((False, True), repeat=len(word) - 1):
    pieces, start = [], 0
    for i, cut in enumerate(cuts, 1):
      if cut:
        pieces.append(word[start:i])
        start = i
    pieces.append(word[start:])
    yield tuple(pieces)


def _brute_force(lexicon, word, forbidden=()):
  """(pieces, logp) of every allowed segmentation, best first."""
  scored = []
  for pieces in _all_segmentations(word):
    if any(len(p) > 1 and p in forbidden for p in pieces):
      continue
    lps = [lexicon.logp(p) for p in pieces]
    if None not in lps:
      scored.append((pieces, sum(lps)))
  return sorted(scored, key=lambda s: -s[1])


# Unigram lexicon.


def test_nbest_viterbi_is_exact_on_a_hand_lexicon():
  lexicon = unigram_lexicon.UnigramLexicon(HAND_LEXICON)
  total = sum(HAND_LEXICON.values())
  word = f"{B}unreasonable"
  nbest = lexicon.nbest(word, 6)
  assert nbest[0][0] == (f"{B}unreason", "able")
  assert nbest[0][1] == pytest.approx(math.log(2 / total) +
                                      math.log(8 / total))
  assert nbest[1] == ((f"{B}un", "reasonable"), pytest.approx(
      math.log(10 * 1.5 / total ** 2)))
  assert nbest[2] == ((f"{B}un", "reason", "able"), pytest.approx(
      math.log(10 * 5 * 8 / total ** 3)))
  expected = _brute_force(lexicon, word)[:6]
  assert [lp for _, lp in nbest] == pytest.approx([lp for _, lp in expected])
  assert {p for p, _ in nbest} == {p for p, _ in expected}
  assert lexicon.best(word) == nbest[0][0]


def test_constrained_nbest_avoids_forbidden_morphs_but_not_characters():
  lexicon = unigram_lexicon.UnigramLexicon(HAND_LEXICON)
  word = f"{B}unreasonable"
  forbidden = {f"{B}unreason", "able", B, "u"}
  nbest = lexicon.nbest(word, 4, forbidden)
  for pieces, _ in nbest:
    assert not {p for p in pieces if len(p) > 1} & forbidden
    assert "".join(pieces) == word
  assert nbest[0][0] == (f"{B}un", "reasonable")
  assert [lp for _, lp in nbest] == pytest.approx(
      [lp for _, lp in _brute_force(lexicon, word, forbidden)[:4]])


def test_unknown_characters_get_a_small_probability():
  lexicon = unigram_lexicon.UnigramLexicon({"ab": 3, "a": 1})
  rarest = math.log(1 / 4)
  assert lexicon.unknown_logp == pytest.approx(
      rarest + math.log(unigram_lexicon.UNKNOWN_CHARACTER_FACTOR))
  assert lexicon.nbest("abz", 1) == [(("ab", "z"), pytest.approx(
      math.log(3 / 4) + lexicon.unknown_logp))]
  assert lexicon.is_known("ab") and not lexicon.is_known("z")
  assert lexicon.pieces() == {"ab", "a", "b"}


def test_lexicon_file_with_float_counts_comments_and_errors(tmp_path):
  path = tmp_path / "lexicon.txt"
  path.write_text(f"# EM+Prune model\n12.5\t{B}walk\n3\ting\n0.25\ts\n",
                  encoding="utf-8")
  lexicon = segmenters_lib.load_segmenter("lexicon", str(path))
  assert lexicon.input_form == base.PRETOKENIZED
  assert lexicon.best(f"{B}walking") == (f"{B}walk", "ing")
  assert lexicon.logp("ing") == pytest.approx(math.log(3 / 15.75))
  path.write_text("3\ting\nabc\n", encoding="utf-8")
  with pytest.raises(unigram_lexicon.LexiconError,
                     match=r"lexicon.txt:2: expected count<TAB>morph"):
    unigram_lexicon.load_lexicon(str(path))


def test_morfessor_baseline_models_load_as_lexicons(tmp_path):
  import morfessor  # pylint: disable=g-import-not-at-top
  model = morfessor.BaselineModel()
  words = [(5, f"{B}walking"), (4, f"{B}talking"), (3, f"{B}walked"),
           (3, f"{B}talked"), (2, f"{B}walk"), (2, f"{B}talks")]
  model.load_data(words)
  model.train_batch(max_epochs=2)
  constructions = dict(model.get_constructions())
  io_ = morfessor.MorfessorIO()
  binary = str(tmp_path / "model.bin")
  io_.write_binary_model_file(binary, model)
  text = str(tmp_path / "model.txt")
  io_.write_segmentation_file(text, model.get_segmentations())
  for path in (binary, text):
    lexicon = unigram_lexicon.load_lexicon(path)
    assert len(lexicon) == len(constructions)
    total = sum(constructions.values())
    for morph, count in constructions.items():
      assert lexicon.logp(morph) == pytest.approx(math.log(count / total))
    assert "".join(lexicon.best(f"{B}walks")) == f"{B}walks"


# SentencePiece.


def _train_sentencepiece(path, lines=400, vocab_size=300):
  import sentencepiece as spm  # pylint: disable=g-import-not-at-top
  with open(os.path.join(DEMO, "train.en-sk.sk"), encoding="utf-8") as f:
    text = [next(f).strip() for _ in range(lines)]
  model = io.BytesIO()
  spm.SentencePieceTrainer.train(
      sentence_iterator=iter(text), model_writer=model,
      vocab_size=vocab_size, normalization_rule_name="identity",
      minloglevel=2)
  with open(path, "wb") as f:
    f.write(model.getvalue())
  return path


def test_sentencepiece_nbest_scores_and_pieces(tmp_path):
  segmenter = segmenters_lib.load_segmenter(
      "sentencepiece", _train_sentencepiece(str(tmp_path / "sp.model")))
  assert segmenter.input_form == base.RAW and segmenter.supports_nbest
  nbest = segmenter.nbest("nastavenia", 5)
  assert 2 <= len(nbest) <= 5
  scores = [lp for _, lp in nbest]
  assert scores == sorted(scores, reverse=True) and scores[0] < 0
  assert len({p for p, _ in nbest}) == len(nbest)
  for pieces, _ in nbest:
    assert "".join(pieces) == f"{B}nastavenia"
  unknown = segmenter.best("Ωna")
  assert "".join(unknown) == f"{B}Ωna" and not segmenter.is_known("Ω")
  assert "<unk>" not in segmenter.pieces() and "<s>" not in segmenter.pieces()
  assert f"{B}na" in segmenter.pieces()


# BPE.


def test_learn_bpe_merges_most_frequent_pairs_first():
  counts = [(f"{B}low", 5), (f"{B}lower", 2), (f"{B}newest", 6),
            (f"{B}widest", 3)]
  merges = bpe.learn_bpe(counts, 4)
  assert merges[0] == ("e", "s")  # 9 = 6 + 3 occurrences.
  assert merges[1] == ("es", "t")
  codes = bpe.BpeCodes(merges)
  assert codes.segment(f"{B}newest") == (f"{B}", "n", "e", "w", "est")
  assert set(codes.pieces()) >= {"es", "est"}


def test_bpe_codes_round_trip_and_dropout(tmp_path):
  with open(os.path.join(DEMO, "mono.sk"), encoding="utf-8") as f:
    words = collections.Counter(
        t for word in f.read().split() for t in pretokenize(word).split())
  merges = bpe.learn_bpe(words.items(), 500)
  path = str(tmp_path / "codes.bpe")
  bpe.write_codes(merges, path)
  with open(path, encoding="utf-8") as f:
    assert f.readline() == bpe.CODES_HEADER + "\n"
  codes = segmenters_lib.load_segmenter("bpe", path)
  assert codes.merges == merges
  word = f"{B}nastavenia"
  plain = codes.segment(word)
  assert codes.nbest(word, 3) == [(plain, 0.0)]
  rng = random.Random(1)
  assert codes.segment(word, 0.0, rng) == plain
  assert codes.segment(word, 1.0, rng) == tuple(word)
  draws = {codes.segment(word, 0.1, rng) for _ in range(50)}
  assert len(draws) >= 2
  for pieces in draws:
    assert "".join(pieces) == word and all(codes.is_known(p) for p in pieces)


def test_bpe_reads_subword_nmt_end_of_word_codes(tmp_path):
  path = tmp_path / "codes"
  path.write_text("#version: 0.2\nl o\nlo w</w>\ne r</w>\n", encoding="utf-8")
  codes = bpe.load_codes(str(path))
  assert codes.segment("low") == ("low",)
  assert codes.segment("lower") == ("lo", "w", "er")
  assert codes.segment("lo") == ("l", "o")  # "lo" is not word-final here.
  path.write_text("#version: 0.2\nl o\nbad\n", encoding="utf-8")
  with pytest.raises(bpe.BpeError, match=r"codes:3: expected a merge"):
    bpe.load_codes(str(path))


# Deterministic map.


def test_deterministic_map_and_missing_word_error(tmp_path):
  path = tmp_path / "map.tsv"
  path.write_text(f"{B}walking\t{B}walk ing\n,\t,\n", encoding="utf-8")
  segmenter = segmenters_lib.load_segmenter("map", str(path))
  assert segmenter.best(f"{B}walking") == (f"{B}walk", "ing")
  with pytest.raises(deterministic_map.UnknownWordError) as info:
    segmenter.best(f"{B}talking")
  assert f"{B}talking" in str(info.value) and str(path) in str(info.value)
  path.write_text(f"{B}walking\twalk ing\n", encoding="utf-8")
  with pytest.raises(deterministic_map.MapFormatError,
                     match=r"map.tsv:1: subwords .* do not join back"):
    deterministic_map.load_map(str(path))


# Cache.


def assert_same_alternatives(stored, computed):
  """Same segmentations in the same order; log-probabilities as stored
  (float32, as SentencePiece scores them)."""
  assert [p for p, _ in stored] == [tuple(p) for p, _ in computed]
  assert [lp for _, lp in stored] == pytest.approx(
      [lp for _, lp in computed], rel=1e-6)


def test_cache_lookup_memo_sample_and_save_load(tmp_path):
  lexicon = unigram_lexicon.UnigramLexicon(HAND_LEXICON)
  words = [f"{B}unreasonable", f"{B}un", "able"]
  cache = base.SegmentationCache.build(lexicon, words, 3, max_memo=2)
  assert len(cache) == 3 and f"{B}un" in cache
  alternatives, cached = cache.lookup(f"{B}unreasonable")
  assert cached
  assert_same_alternatives(alternatives, lexicon.nbest(f"{B}unreasonable", 3))
  assert cache.lookup("reason") == (tuple(lexicon.nbest("reason", 3)), False)
  assert cache.lookup("reason")[1]  # Memoized.
  cache.lookup("a")
  cache.lookup("b")
  assert not cache.lookup("reason")[1]  # Evicted: the memo holds 2.
  rng = random.Random(3)
  draws = {cache.sample(f"{B}unreasonable", rng, 3, 1.0) for _ in range(60)}
  assert len(draws) >= 2 and draws <= {p for p, _ in alternatives}
  assert cache.sample(f"{B}unreasonable", rng, 1, 1.0) == alternatives[0][0]
  with pytest.raises(ValueError, match="asked for 4 alternatives"):
    cache.sample(f"{B}un", rng, 4, 1.0)

  path = str(tmp_path / "cache")
  cache.save(path, {"kind": "lexicon"})
  loaded, header = base.SegmentationCache.load(path, lexicon)
  assert header["cache_n_best"] == 3 and header["words"] == 3
  assert header["kind"] == "lexicon"
  assert loaded.warm_items() == cache.warm_items()
  # Rows follow the words' code point order.
  assert [w for w, _ in loaded.warm_items()] == sorted(words)
  # A damaged array is named.
  with open(os.path.join(path, "piece_ids.npy"), "r+b") as f:
    f.truncate(100)
  with pytest.raises(base.SegmentationCacheError, match=r"piece_ids.npy"):
    base.SegmentationCache.load(path, lexicon)


def test_nbest_table_round_trips_every_word_and_checks_its_arrays(tmp_path):
  lexicon = unigram_lexicon.UnigramLexicon(HAND_LEXICON)
  words = [f"{B}unreasonable", f"{B}un", "able", f"{B}un", "", "reason"]
  progress = []
  table = nbest_table.NBestTable.build(words, lambda w: lexicon.nbest(w, 4),
                                       progress.append)
  assert table.words() == sorted({w for w in words if w})
  assert progress == []  # Fewer words than one report.
  for row, word in enumerate(table.words()):
    assert_same_alternatives(table.alternatives(row), lexicon.nbest(word, 4))
    assert table.row(word) == row
  # Before the first, between two, after the last word; a prefix; non-ASCII.
  for unseen in ["", "Aa", "abl", "ablf", "zzz", f"{B}u", "reasonable", "ä"]:
    assert table.row(unseen) is None, unseen
  assert table.word_bytes(1, 3) == "\n".join(table.words()[1:3]).encode()
  path = str(tmp_path / "t")
  table.save(path, {"note": 1})
  loaded, header = nbest_table.NBestTable.load(path)
  assert header["note"] == 1 and loaded.items() == table.items()
  assert isinstance(loaded.logp, np.memmap)
  # Arrays that do not fit together are refused, naming the directory.
  broken = nbest_table.NBestTable(
      {**table.arrays, "piece_ids": table.piece_ids[:-1]})
  broken.save(path, {})
  with pytest.raises(nbest_table.NBestTableError, match="t: damaged"):
    nbest_table.NBestTable.load(path)
  os.remove(os.path.join(path, "logp.npy"))
  with pytest.raises(nbest_table.NBestTableError, match="logp.npy"):
    nbest_table.NBestTable.load(path)


def test_nbest_table_built_into_a_directory_equals_the_one_in_memory(
    tmp_path, monkeypatch):
  """Built on disk in blocks (tiny ones here, so every array spills and
  the log-probabilities fill block by block), the table is the same, is
  mapped, reports progress, and leaves no scratch files."""
  monkeypatch.setattr(array_column.ArrayColumn, "_BLOCK", 3)
  monkeypatch.setattr(nbest_table, "PROGRESS_EVERY", 2)
  monkeypatch.setattr(nbest_table, "FILL_BLOCK", 2)
  monkeypatch.setattr(nbest_blocks, "BLOCK_WORDS", 2)
  lexicon = unigram_lexicon.UnigramLexicon(HAND_LEXICON)
  words = {f"{B}unreasonable", f"{B}un", "able", "reason", f"{B}reason"}
  in_memory = nbest_table.NBestTable.build(words,
                                           lambda w: lexicon.nbest(w, 4))
  progress = []
  on_disk = nbest_table.NBestTable.build(
      words, lambda w: lexicon.nbest(w, 4), progress.append,
      directory=str(tmp_path / "t"))
  assert on_disk.items() == in_memory.items()
  assert np.array_equal(on_disk.logp, in_memory.logp)
  assert isinstance(on_disk.logp, np.memmap)
  assert [line.split(" (")[0] for line in progress] == [
      "segmented 2 of 5 words", "segmented 4 of 5 words"]
  assert sorted(os.listdir(tmp_path)) == ["t"]
  assert sorted(os.listdir(tmp_path / "t")) == sorted(
      [name + ".npy" for name in nbest_table.ARRAYS] + ["header.json"])
  # Saving where it lies rewrites the header only.
  on_disk.save(str(tmp_path / "t"), {"note": 2})
  loaded, header = nbest_table.NBestTable.load(str(tmp_path / "t"))
  assert header["note"] == 2 and loaded.items() == in_memory.items()
  empty = nbest_table.NBestTable.build([], lambda w: (), directory=str(
      tmp_path / "e"))
  assert len(empty) == 0 and empty.row("a") is None
  assert empty.logp.tolist() == [[0.0]]


def test_nbest_table_segmented_in_worker_processes_is_the_same(
    tmp_path, monkeypatch):
  """Blocks of words segmented in two spawned processes (forced on for a
  small list) give the table a single process builds, array for array:
  the pieces keep the order they were first met in."""
  monkeypatch.setattr(nbest_blocks, "BLOCK_WORDS", 97)
  monkeypatch.setattr(nbest_blocks, "MIN_WORDS_FOR_WORKERS", 0)
  segmenter = segmenters_lib.load_segmenter(
      "sentencepiece", os.path.join(DEMO, "models", "spm.model"))
  with open(os.path.join(DEMO, "train.en-sk.sk"), encoding="utf-8") as f:
    words = {word for line in itertools.islice(f, 800)
             for word in line.split()}
  words |= {"x", "ÁÉÍ123", "a" * 300}  # One letter, rare letters, long.
  nbest = functools.partial(segmenter.nbest, n=4)
  alone = nbest_table.NBestTable.build(words, nbest, workers=1)
  # Not callable in this process: the blocks must be segmented elsewhere.
  monkeypatch.setattr(nbest_blocks, "segment_block", None)
  spread = nbest_table.NBestTable.build(
      words, nbest, directory=str(tmp_path / "t"), workers=2)
  assert len(alone) == len(words) > 1000
  for name in nbest_table.ARRAYS:
    assert np.array_equal(alone.arrays[name], spread.arrays[name]), name
  assert sorted(os.listdir(tmp_path)) == ["t"]


@pytest.mark.slow(reason="starts worker processes")
def test_workers_that_die_at_start_fail_the_build_instead_of_hanging(
    tmp_path):
  """A script without a main guard that builds a table in workers: each
  spawned worker imports the script again and dies (Python refuses to
  spawn from there). The build must fail with an error that says why,
  not wait forever for workers that are gone, as it did while the
  segmenter (over a pipe's 64 KB pickled) went to them through the pipe
  that starts them."""
  model = os.path.abspath(os.path.join(DEMO, "models", "spm.model"))
  segmenter = segmenters_lib.load_segmenter("sentencepiece", model)
  assert len(pickle.dumps(functools.partial(segmenter.nbest, n=4))) > 65536
  script = tmp_path / "build_table.py"
  script.write_text(textwrap.dedent(f"""\
      import functools
      from t2t_dyn import segmenters
      from t2t_dyn.segmenters import nbest_blocks, nbest_table
      nbest_blocks.MIN_WORDS_FOR_WORKERS = 0  # Workers for a short list.
      segmenter = segmenters.load_segmenter("sentencepiece", {model!r})
      nbest_table.NBestTable.build(
          ["slovo%d" % i for i in range(500)],
          functools.partial(segmenter.nbest, n=4), workers=2)
      print("built")
      """))
  repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
  result = subprocess.run(
      [sys.executable, str(script)], capture_output=True, text=True,
      timeout=300, check=False, cwd=str(tmp_path),
      env={**os.environ, "PYTHONPATH": repo})
  assert result.returncode != 0 and "built" not in result.stdout
  assert "WorkersDiedError" in result.stderr and "segmenting 500 words" in (
      result.stderr)
  assert "if __name__ == '__main__':" in result.stderr
  # The workers' own error, which the message points to, is there too.
  assert "Safe importing of main module" in result.stderr


def test_nbest_table_row_finds_every_word_of_a_large_unicode_table():
  """The binary search agrees with a dict on words of many scripts and
  lengths, each a one-piece alternative."""
  rng = random.Random(5)
  alphabet = "abcdefghijklmnopqrstuvwxyzáäčďéíĺľňóôŕšťúýžαβγ中文▁ß0123456789"
  words = {"".join(rng.choice(alphabet) for _ in range(rng.randint(1, 12)))
           for _ in range(3000)}
  table = nbest_table.NBestTable.build(words, lambda w: [((w,), 0.0)])
  assert len(table) == len(words)
  for word in words:
    row = table.row(word)
    assert table.word(row) == word and table.alternatives(row)[0][0] == (
        word,)
  misses = {"".join(rng.choice(alphabet) for _ in range(8))
            for _ in range(500)} - words
  assert all(table.row(w) is None for w in misses)


@pytest.mark.parametrize("pieces,dtype", [(1 << 16, np.uint16),
                                          ((1 << 16) + 1, np.int32)])
def test_nbest_table_piece_ids_are_16_bit_while_the_pieces_fit(
    tmp_path, monkeypatch, pieces, dtype):
  """Exactly 65,536 distinct pieces: ids 0..65535 are stored as uint16;
  one more piece: int32. Built in memory or into a directory (there in
  blocks that convert as they are written), the alternatives read back
  are the words' own, the highest ids included."""
  monkeypatch.setattr(array_column.ArrayColumn, "_BLOCK", 1000)
  words = [f"w{i:06d}" for i in range(pieces)]

  def nbest(word):  # Every piece is a word: `pieces` distinct ones.
    return [((word,), -1.0), ((words[0], word), -2.5)]
  in_memory = nbest_table.NBestTable.build(words, nbest, workers=1)
  on_disk = nbest_table.NBestTable.build(
      words, nbest, directory=str(tmp_path / "t"), workers=1)
  loaded, _ = nbest_table.NBestTable.load(str(tmp_path / "t"))
  for table in (in_memory, on_disk, loaded):
    assert len(table.piece_strings()) == pieces
    assert table.piece_ids.dtype == dtype
    assert int(table.piece_ids.max()) == pieces - 1
    for word in (words[0], words[40000], words[-1]):
      assert table.alternatives(table.row(word)) == tuple(nbest(word))


def test_a_version_3_table_with_int32_piece_ids_still_reads(tmp_path):
  """Set-ups and trained models' copies written before 16-bit ids need no
  rebuild: their int32 ids read as they are."""
  lexicon = unigram_lexicon.UnigramLexicon(HAND_LEXICON)
  words = [f"{B}unreasonable", "able", "reason"]
  path = str(tmp_path / "t")
  table = nbest_table.NBestTable.build(words, lambda w: lexicon.nbest(w, 4),
                                       directory=path)
  assert table.piece_ids.dtype == np.uint16
  expected = table.items()
  old_ids = np.asarray(table.piece_ids, np.int32)
  del table
  np.save(os.path.join(path, "piece_ids.npy"), old_ids)
  with open(os.path.join(path, nbest_table.HEADER), encoding="utf-8") as f:
    header = json.load(f)
  with open(os.path.join(path, nbest_table.HEADER), "w",
            encoding="utf-8") as f:
    json.dump({**header, "version": 3}, f)
  old, _ = nbest_table.NBestTable.load(path)
  assert old.piece_ids.dtype == np.int32 and old.items() == expected
  with open(os.path.join(path, nbest_table.HEADER), "w",
            encoding="utf-8") as f:
    json.dump({**header, "version": 2}, f)
  with pytest.raises(nbest_table.NBestTableError, match="version 2"):
    nbest_table.NBestTable.load(path)
