"""Tests of the segmentation transforms: sampling, inference, taboo, set-up
save/restore, and the native table lookup against the Python sampler."""

import collections
import io
import json
import math
import os
import pathlib
import subprocess
import sys

import numpy as np
import pytest

from t2t_dyn.config import data_config
from t2t_dyn.segmenters import bpe
from t2t_dyn.segmenters import deterministic_map
from t2t_dyn.setup.chain import TransformChain
from t2t_dyn.setup.resources import TransformResources
from t2t_dyn.shards import layout
from t2t_dyn.test_utils import run_native
from t2t_dyn.text.forms import pretokenize
from t2t_dyn.transforms import seeds
from t2t_dyn.transforms.base import (Example, TransformOptionError,
                                     TransformStats)
from t2t_dyn.transforms.segmentation_base import SegmentationInputError
from t2t_dyn.transforms.segmentation_cache import SegmentationSetupError

DEMO = os.path.join(os.path.dirname(__file__), "..", "data", "demo")
B = "\u2581"
LONG_WORD = "nastavenia"  # Slovak "settings", from the demo corpus.
# Added to the training word counts, so that LONG_WORD is cached.
EXTRA_LINE = "Súbor nastavenia nebol nájdený."

# A hand lexicon with several good segmentations of LONG_WORD; other words
# fall back to (unknown) characters, which must still detokenize.
HAND_LEXICON = {f"{B}na": 20, f"{B}nastav": 6, f"{B}nastavenia": 3, "stav": 8,
                "enia": 9, "en": 12, "ia": 10, "s": 5, "t": 5, "a": 9,
                "v": 4, "e": 7, "n": 6, "i": 6, B: 4, "ie": 3}


def _demo_lines(n=300, name="train.en-sk.sk"):
  with open(os.path.join(DEMO, name), encoding="utf-8") as f:
    return [line.strip() for _, line in zip(range(n), f) if line.strip()]


@pytest.fixture(scope="module")
def models(tmp_path_factory):
  """Tiny models trained once: SentencePiece, a hand lexicon, BPE codes."""
  import sentencepiece as spm  # pylint: disable=g-import-not-at-top
  root = tmp_path_factory.mktemp("models")
  proto = io.BytesIO()
  spm.SentencePieceTrainer.train(
      sentence_iterator=iter(_demo_lines(600)), model_writer=proto,
      vocab_size=300, normalization_rule_name="identity", minloglevel=2)
  (root / "sp.model").write_bytes(proto.getvalue())
  (root / "lexicon.txt").write_text(
      "# hand lexicon\n" + "".join(f"{c}\t{m}\n"
                                   for m, c in HAND_LEXICON.items()),
      encoding="utf-8")
  counts = collections.Counter(
      t for line in _demo_lines(2000) for t in pretokenize(line).split())
  bpe.write_codes(bpe.learn_bpe(counts.items(), 400), str(root / "codes.bpe"))
  (root / "map.tsv").write_text(f"{B}walking\t{B}walk ing\n!\t!\n",
                                encoding="utf-8")
  return {"sentencepiece": str(root / "sp.model"),
          "lexicon": str(root / "lexicon.txt"),
          "bpe": str(root / "codes.bpe"), "map": str(root / "map.tsv")}


MODEL_OF = {"sentencepiece": "sentencepiece", "morfessor_em": "lexicon",
            "morfessor_em_taboo": "lexicon",
            "morfessor_em_taboo_reordered": "lexicon", "bpe_dropout": "bpe",
            "deterministic_segmentation": "map"}


def _chain(tmp_path, models, transforms, meta=None, pretokenized=False,
           task_type="para", warm_up=True):
  """A warmed-up chain of task 't', with word_vocab.txt made from demo
  lines as the shard stage would (pretokenized if the shards are)."""
  tmp_path.mkdir(parents=True, exist_ok=True)
  (tmp_path / "a.txt").write_text("x\n")
  inputs = ({"c": {"src": "a.txt", "tgt": "a.txt"}} if task_type == "para"
            else {"c": {"mono": "a.txt"}})
  raw = {"meta": {"shard": {"pretokenize": pretokenized},
                  "train": {"segmentation_model":
                            models[MODEL_OF[transforms[-1]]]}},
         "tasks": {"t": {"type": task_type, "inputs": inputs,
                         "transforms": transforms, "meta": meta or {}}}}
  config = data_config.load_data_config(raw, base_dir=str(tmp_path))
  data_dir = tmp_path / "data"
  data_dir.mkdir(exist_ok=True)
  counts = collections.Counter()
  for line in _demo_lines(300) + [EXTRA_LINE]:
    counts.update((pretokenize(line) if pretokenized else line).split())
  vocab = pathlib.Path(layout.word_vocab_path(str(data_dir)))
  vocab.parent.mkdir(exist_ok=True)
  vocab.write_text(
      "".join(f"{c}\t{w}\n" for w, c in counts.most_common()),
      encoding="utf-8")
  resources = TransformResources(config, str(data_dir))
  chain = TransformChain(config.tasks["t"], config, resources)
  if warm_up:
    chain.warm_up()
  return chain


def _run(transform, text, seed, is_train, tgt=None, stats=None):
  example = Example(src=text.split(), tgt=None if tgt is None else tgt.split(),
                    seed=seed)
  [example] = transform.apply([example], is_train, stats or TransformStats())
  return example


def _text(pieces):
  return "".join(pieces).replace(B, " ").strip()


SAMPLING = {"seg_n_samples": 4, "seg_theta": 0.5}


@pytest.mark.parametrize("name,meta", [
    ("sentencepiece", SAMPLING), ("morfessor_em", SAMPLING),
    ("bpe_dropout", {"bpe_dropout_prob": 0.2})])
def test_training_samples_and_inference_is_fixed(tmp_path, models, name, meta):
  [transform] = _chain(tmp_path, models, [name], meta).transforms
  draws = {tuple(_run(transform, LONG_WORD, seed, True).src)
           for seed in range(50)}
  assert len(draws) >= 2
  assert {_text(d) for d in draws} == {LONG_WORD}
  best = {tuple(_run(transform, LONG_WORD, seed, False).src)
          for seed in range(50)}
  assert len(best) == 1
  assert best <= draws or name == "bpe_dropout"
  # Same seed, same sample.
  assert _run(transform, LONG_WORD, 7, True).src == _run(
      transform, LONG_WORD, 7, True).src


@pytest.mark.parametrize("name", ["sentencepiece", "morfessor_em"])
def test_seg_n_samples_1_does_not_sample(tmp_path, models, name):
  [transform] = _chain(tmp_path, models, [name],
                       {"seg_n_samples": 1}).transforms
  draws = {tuple(_run(transform, LONG_WORD, seed, True).src)
           for seed in range(50)}
  assert draws == {tuple(_run(transform, LONG_WORD, 0, False).src)}


@pytest.mark.parametrize("pretokenized", [False, True])
@pytest.mark.parametrize("name,meta", [
    ("sentencepiece", SAMPLING), ("morfessor_em", SAMPLING),
    ("bpe_dropout", {"bpe_dropout_prob": 0.3})])
def test_every_method_detokenizes_back(tmp_path, models, name, meta,
                                       pretokenized):
  [transform] = _chain(tmp_path, models, [name], meta,
                       pretokenized=pretokenized).transforms
  lines = _demo_lines(40) + [EXTRA_LINE, 'Súbor "x.txt", (riadok 3): chyba!']
  for i, line in enumerate(lines):
    shard_text = pretokenize(line) if pretokenized else line
    for is_train in (True, False):
      example = _run(transform, shard_text, i, is_train, tgt=shard_text)
      for pieces in (example.src, example.tgt):
        assert _text(pieces) == " ".join(line.split())


def test_sentencepiece_detokenizes_pretokenized_shards(tmp_path, models):
  [raw] = _chain(tmp_path / "raw", models, ["sentencepiece"]).transforms
  [pretok] = _chain(tmp_path / "pre", models, ["sentencepiece"],
                    pretokenized=True).transforms
  line = "Súbor nastavenia, (riadok 3): chyba!"
  expected = _run(raw, line, 0, False).src
  assert _run(pretok, pretokenize(line), 0, False).src == expected
  assert expected[0].startswith(B) and f"{B}," not in expected
  assert pretok.native(True) is None  # Detokenizing needs Python.


def test_taboo_makes_a_pair_sharing_no_multicharacter_subword(tmp_path,
                                                              models):
  [transform] = _chain(tmp_path, models, ["morfessor_em_taboo"], SAMPLING,
                       task_type="mono").transforms
  assert transform.makes_pair
  line = f"{LONG_WORD} stav nastavenia, enia"
  words = pretokenize(line).split()
  for seed in range(30):
    for is_train in (True, False):
      example = _run(transform, line, seed, is_train)
      assert example.src[0] == "<TABOO_AE>"  # No src_lang: a plain marker.
      assert _text(example.src[1:]) == _text(example.tgt) == line
      for first, second in zip(_per_word(example.src[1:], words),
                               _per_word(example.tgt, words)):
        assert not {p for p in first if len(p) > 1} & set(second)
  with pytest.raises(SegmentationInputError,
                     match="task 't'.*already has a target"):
    _run(transform, line, 0, True, tgt=line)


def test_taboo_splits_each_examples_words_half_and_half(tmp_path, models):
  # The prototype's mix_half: floor(n/2) words, chosen uniformly, have the
  # free segmentation in the source and the constrained one in the target;
  # the rest the other way round. At inference the free one is the best.
  [transform] = _chain(tmp_path, models, ["morfessor_em_taboo"],
                       {**SAMPLING, "src_lang": "sk"},
                       task_type="mono").transforms
  assert transform.specials() == ["<TABOO_AE_sk>"]
  line = f"{LONG_WORD} {LONG_WORD} stav {LONG_WORD} enia"
  words = pretokenize(line).split()
  best = {w: transform.cache.alternatives(w)[0][0] for w in set(words)}
  assert all(any(len(p) > 1 for p in b) for b in best.values())
  free_counts = collections.Counter()
  for seed in range(400):
    example = _run(transform, line, seed, False)
    assert example.src[0] == "<TABOO_AE_sk>"
    src_groups = _per_word(example.src[1:], words)
    tgt_groups = _per_word(example.tgt, words)
    free_in_src = [tuple(g) == best[w] for w, g in zip(words, src_groups)]
    free_in_tgt = [tuple(g) == best[w] for w, g in zip(words, tgt_groups)]
    assert sum(free_in_src) == len(words) // 2
    assert [not f for f in free_in_src] == free_in_tgt
    free_counts.update(i for i, f in enumerate(free_in_src) if f)
  # The marker is the transform's own token, not an unknown piece.
  stats = TransformStats()
  _run(transform, "stav enia", 0, True, stats=stats)
  assert "t/morfessor_em_taboo/unknown_pieces" not in stats.as_dict()
  # Each position is in the source's free half with probability 2/5.
  for i in range(len(words)):
    assert free_counts[i] / 400 == pytest.approx(0.4, abs=0.1)
  # Neither side is always the constrained one: with an even number of
  # words, equal lengths on average.
  even = f"{LONG_WORD} stav {LONG_WORD} enia"
  draws = [_run(transform, even, seed, True) for seed in range(400)]
  src_mean = sum(len(e.src) - 1 for e in draws) / 400
  tgt_mean = sum(len(e.tgt) for e in draws) / 400
  assert src_mean == pytest.approx(tgt_mean, rel=0.05)


def _per_word(pieces, words):
  """Pieces grouped by the pretokenized words they spell."""
  groups, i = [], 0
  for word in words:
    group = []
    while "".join(group) != word:
      group.append(pieces[i])
      i += 1
    groups.append(group)
  assert i == len(pieces)
  return groups


def test_taboo_reordered_is_consistent_per_word_type(tmp_path, models):
  [transform] = _chain(tmp_path, models, ["morfessor_em_taboo_reordered"],
                       SAMPLING).transforms
  assert transform.needs_pair
  src = f"{LONG_WORD} stav {LONG_WORD} enia"
  tgt = f"enia {LONG_WORD} {LONG_WORD} stav"
  for seed in range(30):
    example = _run(transform, src, seed, True, tgt=tgt)
    assert example.src[0] == "<TABOO_AE>"
    example.src = example.src[1:]
    src_groups = _per_word(example.src, pretokenize(src).split())
    tgt_groups = _per_word(example.tgt, pretokenize(tgt).split())
    assert src_groups[0] == src_groups[2] and tgt_groups[1] == tgt_groups[2]
    segmentations = {}
    for words, groups, side in ((pretokenize(src).split(), src_groups, 0),
                                (pretokenize(tgt).split(), tgt_groups, 1)):
      for word, group in zip(words, groups):
        segmentations.setdefault(word, [None, None])[side] = group
    for first, second in segmentations.values():
      assert not {p for p in first if len(p) > 1} & set(second)
  with pytest.raises(SegmentationInputError,
                     match=r"task 't'.*only in the source: \['stav'\]"):
    _run(transform, src, 0, True, tgt=f"enia {LONG_WORD} {LONG_WORD}")


def test_deterministic_map_missing_word_names_word_and_file(tmp_path, models):
  [transform] = _chain(tmp_path, models,
                       ["deterministic_segmentation"]).transforms
  assert _run(transform, "walking!", 0, True).src == [f"{B}walk", "ing", "!"]
  with pytest.raises(deterministic_map.UnknownWordError) as info:
    _run(transform, "walking talking", 0, True)
  assert f"{B}talking" in str(info.value) and models["map"] in str(info.value)


def test_stats_count_cache_misses_and_unknown_pieces(tmp_path, models):
  [transform] = _chain(tmp_path, models, ["morfessor_em"]).transforms
  stats = TransformStats()
  _run(transform, "xyz nastavenia xyz", 0, True, stats=stats)
  counts = stats.as_dict()
  assert counts["t/morfessor_em/cache_misses"] >= 1
  # x, y and z are not in the hand lexicon: 3 unknown characters, twice.
  assert counts["t/morfessor_em/unknown_pieces"] == 6


def test_save_restore_round_trip_and_seg_n_samples_checks(tmp_path, models):
  [built] = _chain(tmp_path / "a", models, ["morfessor_em"],
                   {"seg_n_samples": 3}).transforms
  setup_dir = str(tmp_path / "setup")
  built.save(setup_dir)
  assert sorted(os.listdir(setup_dir)) == [
      "segmentation.lexicon.json", "segmentation_cache.lexicon",
      "segmentation_index.lexicon"]

  [restored] = _chain(tmp_path / "b", models, ["morfessor_em"],
                      {"seg_n_samples": 3}, warm_up=False).transforms
  restored.restore(setup_dir)
  assert restored.cache.warm_items() == built.cache.warm_items()
  for seed in range(20):
    assert (_run(restored, "Súbor nastavenia", seed, True).src ==
            _run(built, "Súbor nastavenia", seed, True).src)

  [larger] = _chain(tmp_path / "c", models, ["morfessor_em"],
                    {"seg_n_samples": 5}, warm_up=False).transforms
  with pytest.raises(SegmentationSetupError) as info:
    larger.restore(setup_dir)
  message = str(info.value)
  assert "tasks.t.meta.seg_n_samples = 5" in message
  assert "holds only the 3 best" in message
  assert "re-run `dyn-datagen --stage=vocab`" in message

  [smaller] = _chain(tmp_path / "d", models, ["morfessor_em"],
                     {"seg_n_samples": 2}, warm_up=False).transforms
  smaller.restore(setup_dir)
  two_best = {p for p, _ in smaller.cache.alternatives(f"{B}{LONG_WORD}")[:2]}
  draws = {tuple(_run(smaller, LONG_WORD, seed, True).src)
           for seed in range(60)}
  assert draws == two_best


def test_restore_refuses_a_changed_model(tmp_path, models):
  [built] = _chain(tmp_path / "a", models, ["sentencepiece"]).transforms
  setup_dir = str(tmp_path / "setup")
  built.save(setup_dir)
  import sentencepiece as spm  # pylint: disable=g-import-not-at-top
  proto = io.BytesIO()
  spm.SentencePieceTrainer.train(
      sentence_iterator=iter(_demo_lines(600)), model_writer=proto,
      vocab_size=250, minloglevel=2)
  (tmp_path / "other.model").write_bytes(proto.getvalue())
  changed = dict(models, sentencepiece=str(tmp_path / "other.model"))
  [restored] = _chain(tmp_path / "b", changed, ["sentencepiece"],
                      warm_up=False).transforms
  with pytest.raises(SegmentationSetupError,
                     match="differs from the model.*re-run `dyn-datagen"):
    restored.restore(setup_dir)


def test_restore_refuses_a_table_of_another_version(tmp_path, models):
  # A set-up written by an older t2t_dyn: the table's header says so. The
  # refusal is the set-up error a program (and bench_setup) rebuilds on.
  [built] = _chain(tmp_path / "a", models, ["sentencepiece"]).transforms
  setup_dir = tmp_path / "setup"
  built.save(str(setup_dir))
  header_path = setup_dir / "segmentation_cache.sentencepiece" / "header.json"
  header = json.loads(header_path.read_text())
  header_path.write_text(json.dumps({**header, "version": 2}))
  [restored] = _chain(tmp_path / "b", models, ["sentencepiece"],
                      warm_up=False).transforms
  with pytest.raises(SegmentationSetupError,
                     match="table version 2.*re-run `dyn-datagen"):
    restored.restore(str(setup_dir))


def _native_frequencies(fn, word, draws, rows=100):
  """How often the native fn segments `word` each way in `draws` draws:
  chunks (seeds (i, 11)) of `rows` rows holding the word, each row a draw
  of its own (the fn draws one alternative per word of a chunk). A chunk a
  draw cost a graph call each, and a py_function call each for a word
  outside the cache; the fn is traced once for all (its trace, seconds,
  kept on it: a transform's native fn is made once)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  traced = getattr(fn, "_segmentation_test_traced", None)
  if traced is None:
    traced = fn._segmentation_test_traced = tf.function(fn, input_signature=(
        {"src": tf.RaggedTensorSpec([None, None], tf.string,
                                    row_splits_dtype=tf.int64),
         "keep": tf.TensorSpec([None], tf.bool)},
        tf.TensorSpec([2], tf.int64)))
  rows = min(rows, draws)
  assert draws % rows == 0, (draws, rows)
  features = {"src": tf.ragged.constant([[word]] * rows),
              "keep": tf.ones([rows], tf.bool)}
  counts = collections.Counter()
  for i in range(draws // rows):
    out = traced(features, tf.constant([i, 11], tf.int64))
    counts.update(" ".join(t.decode("utf-8") for t in row)
                  for row in out["src"].to_list())
  return counts


@pytest.mark.slow(
    reason="draws 6,000 native and Python segmentations (seconds)")
def test_native_sampling_agrees_with_python(tmp_path, models):
  meta = {"seg_n_samples": 3, "seg_theta": 0.5}
  [transform] = _chain(tmp_path, models, ["morfessor_em"], meta,
                       pretokenized=True).transforms
  word = f"{B}{LONG_WORD}"
  alternatives = transform.cache.alternatives(word)[:3]
  weights = [math.exp(0.5 * lp) for _, lp in alternatives]
  expected = {" ".join(p): w / sum(weights)
              for (p, _), w in zip(alternatives, weights)}
  assert min(expected.values()) > 0.05  # A test that can see a difference.
  draws = 3000
  python = collections.Counter(
      " ".join(_run(transform, word, seeds.example_seed(5, 0, 0, i),
                    True).src) for i in range(draws))
  native = _native_frequencies(transform.native(True), word, draws)
  for counts in (python, native):
    assert set(counts) <= set(expected)
    for key, p in expected.items():
      assert counts[key] / draws == pytest.approx(p, abs=0.035)
  best = " ".join(alternatives[0][0])
  assert _native_frequencies(transform.native(False), word, 20) == {best: 20}


def _sentencepiece_nbest_law(model_path, word, n, theta):
  """SentencePiece's own per-word n-best sampling law, from the sentencepiece
  package alone: p(segmentation) ∝ exp(theta * score) over its n best."""
  import sentencepiece as spm  # pylint: disable=g-import-not-at-top
  processor = spm.SentencePieceProcessor(model_file=model_path)
  nbest = processor.NBestEncodeAsProto(word, n).nbests
  weights = [math.exp(theta * nb.score) for nb in nbest]
  return {" ".join(p.piece for p in nb.pieces): w / sum(weights)
          for nb, w in zip(nbest, weights)}


def _assert_follows(counts, law, draws):
  assert set(counts) <= set(law), set(counts) - set(law)
  for key, p in law.items():
    sigma = math.sqrt(p * (1 - p) / draws)
    assert abs(counts[key] / draws - p) <= 5 * sigma + 1 / draws, (key, p)


@pytest.mark.slow(
    reason="draws 12,000 native and Python segmentations (seconds)")
def test_native_sentencepiece_samples_every_word_as_sentencepiece_does(
    tmp_path, models):
  # A cached word (in the shards' words) and one the cache lacks, which only
  # a transform before the segmentation can bring (here `case`, set to
  # change nothing): both follow SentencePiece's own n-best law.
  meta = {"seg_n_samples": 4, "seg_theta": 0.5, "case_lower_prob": 0.0,
          "case_upper_prob": 0.0, "case_title_prob": 0.0}
  case, transform = _chain(tmp_path, models, ["case", "sentencepiece"],
                           meta).transforms
  assert LONG_WORD in transform.cache and "Nastaveniaxq" not in transform.cache
  assert transform.native_calls_python
  for word in (LONG_WORD, "Nastaveniaxq"):
    law = _sentencepiece_nbest_law(models["sentencepiece"], word, 4, 0.5)
    assert len(law) >= 3 and max(law.values()) < 0.9  # Can see a difference.
    native = _native_frequencies(transform.native(True), word, 3000)
    python = collections.Counter(
        " ".join(_run(transform, word, seeds.example_seed(5, 0, 0, i),
                      True).src) for i in range(3000))
    _assert_follows(native, law, 3000)
    _assert_follows(python, law, 3000)
    best = max(law, key=law.get)
    assert _native_frequencies(transform.native(False), word, 5) == {best: 5}
  del case


def test_native_segmentation_of_shard_words_is_pure_tensorflow(tmp_path,
                                                              models):
  # Only word-keeping transforms before it: every word is cached, no
  # py_function (tf.data service can run it), and a word the cache lacks
  # (a stale set-up) stops with an error naming it instead of being split.
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  [transform] = _chain(tmp_path, models, ["sentencepiece"],
                       {"seg_n_samples": 4}).transforms
  assert not transform.native_calls_python
  words = {w for w, _ in transform.resources.word_counts()}
  assert len(transform.cache) == len(words)
  assert all(w in transform.cache for w in words)
  fn = transform.native(False)
  line = _demo_lines(3)[2]
  assert run_native(fn, line.split(), line.split()) == {
      "keep": True, "src": _run(transform, line, 0, False).src,
      "tgt": _run(transform, line, 0, False).src}
  with pytest.raises(tf.errors.InvalidArgumentError,
                     match="not in the segmentation cache.*Ωzz"):
    run_native(fn, ["Ωzz"])
  out = run_native(transform.native(True), line.split(), seed=(3, 4))
  assert _text(out["src"]) == line
  assert transform.native(True) is transform.native(True)  # Built once.


def test_restored_native_lookup_by_fingerprint_is_exact(tmp_path, models):
  # A restored set-up finds words by their saved fingerprints: the same
  # segmentations as Python for shard words, and still an error naming a
  # word that is not in the cache.
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  [built] = _chain(tmp_path / "a", models, ["sentencepiece"],
                   {"seg_n_samples": 4}).transforms
  setup_dir = str(tmp_path / "setup")
  built.save(setup_dir)
  [restored] = _chain(tmp_path / "b", models, ["sentencepiece"],
                      {"seg_n_samples": 4}, warm_up=False).transforms
  restored.restore(setup_dir)
  # Mapped, not read: every process of a host shares the pages.
  assert isinstance(restored._shared.index["keys"], np.memmap)
  assert isinstance(restored.cache.table.logp, np.memmap)
  fn = restored.native(False)
  # From a cold disk its files are read in while the pipeline is built:
  # those the lookups use, index first, not the Python path's word list.
  read_ahead = restored._shared.native_tables().read_ahead
  assert [os.path.basename(p) for p in read_ahead.paths] == [
      "keys.npy", "rows.npy", "checks.npy", "first_alternative.npy",
      "logp.npy", "piece_splits.npy", "piece_ids.npy"]
  assert all(p.startswith(setup_dir) for p in read_ahead.paths)
  for line in _demo_lines(40):
    assert run_native(fn, line.split())["src"] == _run(
        restored, line, 0, False).src
  with pytest.raises(tf.errors.InvalidArgumentError,
                     match="not in the segmentation cache.*Ωzz"):
    run_native(fn, ["Ωzz"])
  word = LONG_WORD
  law = _sentencepiece_nbest_law(models["sentencepiece"], word, 4, 0.5)
  _assert_follows(_native_frequencies(restored.native(True), word, 3000),
                  law, 3000)


def test_word_index_rows_and_their_confirmation(tmp_path, models):
  # Every cache word's row by fingerprint is its table row; a word outside
  # the table is the missing row; where outside words may come, a row is
  # kept only when the word's second hash confirms it.
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  from t2t_dyn.transforms import segmentation_native  # pylint: disable=g-import-not-at-top
  [transform] = _chain(tmp_path, models, ["sentencepiece"],
                       {"seg_n_samples": 4}).transforms
  table = transform.cache.table
  index = segmentation_native.fingerprint_index(table)
  words = table.words() + ["Ωzz", "", "nastavenia!"]
  expected = [table.row(w) if table.row(w) is not None else len(table)
              for w in words]
  tables = segmentation_native.SegmentationTables(transform.cache, index)
  for strings in (False, True):
    assert tables.rows(tf.constant(words), strings).numpy().tolist() == (
        expected)
  forged = dict(index, checks=index["checks"].copy())
  forged["checks"][3] += 1
  tables = segmentation_native.SegmentationTables(transform.cache, forged)
  rows = tables.rows(tf.constant(words[:5]), strings=True).numpy().tolist()
  assert rows == [0, 1, 2, len(table), 4]
  assert tables.rows(tf.constant(words[:5]), strings=False).numpy(
      ).tolist() == [0, 1, 2, 3, 4]


def test_full_lattice_sampling_is_sentencepieces_own_and_seeded(tmp_path,
                                                                models):
  import sentencepiece as spm  # pylint: disable=g-import-not-at-top
  [transform] = _chain(tmp_path, models, ["sentencepiece"],
                       {"seg_n_samples": -1, "seg_theta": 0.3}).transforms
  assert transform.native(True) is None  # SentencePiece's sampler: Python.
  assert transform.native(False) is not None
  word, draws = LONG_WORD, 3000
  ours = collections.Counter(
      " ".join(_run(transform, word, seeds.example_seed(1, 0, 0, i),
                    True).src) for i in range(draws))
  processor = spm.SentencePieceProcessor(model_file=models["sentencepiece"])
  spm.set_random_generator_seed(7)
  theirs = collections.Counter(
      " ".join(processor.encode(word, out_type=str, enable_sampling=True,
                                alpha=0.3, nbest_size=-1))
      for _ in range(draws))
  assert len(ours) >= 5  # The lattice has more than an n-best list.
  for key in set(ours) | set(theirs):
    pooled = (ours[key] + theirs[key]) / (2 * draws)
    tolerance = 5 * math.sqrt(pooled * (1 - pooled) * 2 / draws) + 1e-9
    assert abs(ours[key] - theirs[key]) / draws <= tolerance, key
  # Same example seed, same segmentation.
  assert (_run(transform, "Súbor nastavenia", 42, True).src ==
          _run(transform, "Súbor nastavenia", 42, True).src)


def test_full_lattice_needs_sentencepiece(tmp_path, models):
  with pytest.raises(TransformOptionError,
                     match=r"seg_n_samples: -1 \(full-lattice"):
    _chain(tmp_path, models, ["morfessor_em"], {"seg_n_samples": -1},
           pretokenized=True)


def test_restore_refuses_shards_whose_words_changed(tmp_path, models):
  [built] = _chain(tmp_path / "a", models, ["sentencepiece"]).transforms
  setup_dir = str(tmp_path / "setup")
  built.save(setup_dir)
  [restored] = _chain(tmp_path / "b", models, ["sentencepiece"],
                      warm_up=False).transforms
  restored.restore(setup_dir)  # The same words: fine.
  [stale] = _chain(tmp_path / "c", models, ["sentencepiece"],
                   warm_up=False).transforms
  vocab = pathlib.Path(layout.word_vocab_path(str(tmp_path / "c" / "data")))
  vocab.write_text(vocab.read_text(encoding="utf-8") + "1\tnovéslovo\n",
                   encoding="utf-8")
  with pytest.raises(SegmentationSetupError,
                     match="changed since the set-up.*--stage=vocab"):
    stale.restore(setup_dir)


def test_python_only_transforms_have_no_native(tmp_path, models):
  for name, meta in (("bpe_dropout", {}), ("deterministic_segmentation", {}),
                     ("morfessor_em", {})):
    [transform] = _chain(tmp_path / name, models, [name], meta).transforms
    # morfessor_em with raw shards must pretokenize: Python only too.
    assert transform.native(True) is None


def test_sampling_needs_a_unigram_sentencepiece_model(tmp_path, models):
  import sentencepiece as spm  # pylint: disable=g-import-not-at-top
  proto = io.BytesIO()
  spm.SentencePieceTrainer.train(
      sentence_iterator=iter(_demo_lines(300)), model_writer=proto,
      vocab_size=300, model_type="bpe", minloglevel=2)
  (tmp_path / "bpe.model").write_bytes(proto.getvalue())
  bpe_models = dict(models, sentencepiece=str(tmp_path / "bpe.model"))
  with pytest.raises(TransformOptionError,
                     match=r"tasks.t.meta.seg_n_samples: 4 needs a unigram"):
    _chain(tmp_path, bpe_models, ["sentencepiece"], SAMPLING)
  [transform] = _chain(tmp_path, bpe_models, ["sentencepiece"],
                       {"seg_n_samples": 1}).transforms
  assert _text(_run(transform, LONG_WORD, 0, True).src) == LONG_WORD


@pytest.mark.slow(reason="starts a Python process")
def test_importing_transforms_loads_no_model_library():
  code = ("import sys, t2t_dyn.transforms; "
          "assert not {'tensorflow', 'sentencepiece', 'morfessor'} & "
          "set(sys.modules), 'heavy import'")
  subprocess.run([sys.executable, "-c", code], check=True)


def test_set_up_from_another_version_asks_for_a_rebuild(tmp_path, models):
  [built] = _chain(tmp_path / "a", models, ["sentencepiece"]).transforms
  setup_dir = tmp_path / "setup"
  built.save(str(setup_dir))
  (record,) = setup_dir.glob("segmentation.*.json")
  saved = json.loads(record.read_text())
  del saved["format_version"]  # As written before format versions.
  record.write_text(json.dumps(saved))
  [restored] = _chain(tmp_path / "b", models, ["sentencepiece"],
                      warm_up=False).transforms
  with pytest.raises(SegmentationSetupError,
                     match=r"another version of t2t_dyn.*--stage=vocab"):
    restored.restore(str(setup_dir))


RESTORE_WITHOUT_TENSORFLOW = r"""
import json, sys
from t2t_dyn.config import data_config
from t2t_dyn.setup.chain import TransformChain
from t2t_dyn.setup.resources import TransformResources
from t2t_dyn.transforms.base import Example, TransformStats
raw, base_dir, data_dir, setup_dir = json.loads(sys.argv[1])
config = data_config.load_data_config(raw, base_dir=base_dir)
chain = TransformChain(config.tasks["t"], config,
                       TransformResources(config, data_dir))
[transform] = chain.transforms
transform.restore(setup_dir)
[example] = transform.apply([Example("Súbor nastavenia".split(), None, 3)],
                            True, TransformStats())
assert "".join(example.src).replace("\u2581", " ").strip() == "Súbor nastavenia"
assert "tensorflow" not in sys.modules, "TensorFlow was imported"
print("ok")
"""


@pytest.mark.slow(reason="starts a Python process")
def test_restoring_for_python_segmentation_does_not_load_tensorflow(tmp_path,
                                                                    models):
  # Worker processes, the decoder and dyn-debug segment in Python: loading a
  # set-up for them must not start TensorFlow (nor build native tables).
  [built] = _chain(tmp_path / "a", models, ["sentencepiece"]).transforms
  setup_dir = str(tmp_path / "setup")
  built.save(setup_dir)
  (tmp_path / "b").mkdir()
  (tmp_path / "b" / "a.txt").write_text("x\n")
  raw = {"meta": {"train": {"segmentation_model": models["sentencepiece"]}},
         "tasks": {"t": {"inputs": {"c": {"src": "a.txt", "tgt": "a.txt"}},
                         "transforms": ["sentencepiece"]}}}
  arguments = json.dumps([raw, str(tmp_path / "b"), str(tmp_path / "a" /
                                                          "data"), setup_dir])
  result = subprocess.run([sys.executable, "-c", RESTORE_WITHOUT_TENSORFLOW,
                           arguments], capture_output=True, text=True,
                          check=False)
  assert result.stdout.strip() == "ok", result.stderr[-2000:]


def test_theta_zero_samples_the_n_best_uniformly_natively(tmp_path, models):
  # seg_theta 0: every one of a word's n best equally likely, also for a
  # word with fewer alternatives than seg_n_samples (padded with -inf).
  [transform] = _chain(tmp_path, models, ["sentencepiece"],
                       {"seg_n_samples": 8, "seg_theta": 0.0}).transforms
  short = next(w for w, _ in transform.resources.word_counts()
               if 1 < len(transform.cache.alternatives(w)) < 8)
  for word in (short, LONG_WORD):
    alternatives = transform.cache.alternatives(word)[:8]
    law = {" ".join(p): 1 / len(alternatives) for p, _ in alternatives}
    _assert_follows(_native_frequencies(transform.native(True), word, 2000),
                    law, 2000)
