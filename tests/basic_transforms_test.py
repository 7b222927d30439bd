"""Tests for duplicate_mono, lang_prefix_both, filter_too_long, match_filter."""

import dataclasses
import functools
import types

import pytest

from t2t_dyn.config import data_config
from t2t_dyn.setup.chain import TransformChain
from t2t_dyn.setup.resources import TransformResources
from t2t_dyn.test_utils import make_examples, run_native, run_native_batch
from t2t_dyn.transforms import TransformOptionError, TransformStats
from t2t_dyn.utils import registry


def _config(tmp_path, tasks, train=None):
  (tmp_path / "a.txt").write_text("x\n")
  raw = {"meta": {"train": train or {}}, "tasks": tasks}
  return data_config.load_data_config(raw, base_dir=str(tmp_path))


def _build(name, options=None, task="t"):
  cls = registry.transform(name)
  return cls(cls.resolve_options({}, options or {}, task),
             types.SimpleNamespace(name=task))


def test_duplicate_mono():
  transform = _build("duplicate_mono")
  batch = transform.apply(make_examples([("a b c", None)]), True,
                          TransformStats())
  assert batch[0].tgt == ["a", "b", "c"] and batch[0].tgt is not batch[0].src
  assert run_native(transform.native(True), ["a", "b"])["tgt"] == ["a", "b"]


def test_lang_prefix_both_with_extra_prefix():
  transform = _build("lang_prefix_both", {"src_lang": "en", "trg_lang": "sk",
                                          "extra_prefix": "<BT>"})
  assert transform.specials() == ["<FROM_en>", "<TO_sk>", "<BT>"]
  for is_train in (True, False):  # Language tokens are needed at decoding.
    batch = transform.apply(make_examples([("hello", "ahoj")]), is_train,
                            TransformStats())
    assert batch[0].src == ["<FROM_en>", "<TO_sk>", "<BT>", "hello"]
    assert batch[0].tgt == ["ahoj"]
  out = run_native(transform.native(True), ["hello"], ["ahoj"])
  assert out["src"] == ["<FROM_en>", "<TO_sk>", "<BT>", "hello"]


def test_duplicate_mono_and_lang_prefix_on_a_chunk():
  """Rows of mixed lengths, an empty one among them, stay apart."""
  rows = [["a", "b"], [], ["c"], ["d", "e", "f"]]
  out = run_native_batch(_build("duplicate_mono").native(True),
                         [(row, None) for row in rows])
  assert [(o["src"], o["tgt"], o["keep"]) for o in out] == [
      (row, row, True) for row in rows]
  prefix = _build("lang_prefix_both", {"src_lang": "en", "trg_lang": "sk"})
  for is_train in (True, False):
    out = run_native_batch(prefix.native(is_train),
                           [(row, ["x"] * i) for i, row in enumerate(rows)])
    assert [(o["src"], o["tgt"]) for o in out] == [
        (["<FROM_en>", "<TO_sk>"] + row, ["x"] * i)
        for i, row in enumerate(rows)]


def test_run_native_batch_refuses_a_chunk_mixing_pairs_and_monolingual():
  with pytest.raises(ValueError, match="only pairs or only monolingual"):
    run_native_batch(_build("duplicate_mono").native(True),
                     [(["a"], None), (["b"], ["c"])])


def test_lang_prefix_both_requires_languages():
  with pytest.raises(TransformOptionError,
                     match=r"tasks.t.meta.trg_lang: required"):
    _build("lang_prefix_both", {"src_lang": "en"})


def test_filter_too_long_counts_and_keeps_all_at_inference():
  transform = _build("filter_too_long", {"max_len": 3}, task="en_sk")
  pairs = [("a b c", "x y"), ("a b c d", "x"), ("a", "w x y z"), ("a", "b")]
  stats = TransformStats()
  kept = transform.apply(make_examples(pairs), True, stats)
  assert [" ".join(e.src) for e in kept] == ["a b c", "a"]
  assert stats.as_dict() == {"en_sk/filter_too_long/dropped_too_long": 2}
  assert len(transform.apply(make_examples(pairs), False, stats)) == 4
  native = transform.native(True)
  assert [run_native(native, s.split(), t.split())["keep"]
          for s, t in pairs] == [True, False, False, True]
  assert run_native(transform.native(False), ["a"] * 9, ["b"])["keep"]
  chunk = [(s.split(), t.split()) for s, t in pairs] + [([], ["x"]),
                                                        ([], [])]
  assert [o["keep"] for o in run_native_batch(native, chunk)] == [
      True, False, False, True, True, True]
  mono = [(["a"] * n, None) for n in (0, 4, 3, 5)]
  assert [o["keep"] for o in run_native_batch(native, mono)] == [
      True, False, True, False]
  assert all(o["keep"] for o in run_native_batch(transform.native(False),
                                                 chunk + [(["a"] * 9, [])]))


def test_filter_too_long_rejects_bad_max_len():
  with pytest.raises(TransformOptionError,
                     match=r"tasks.en_sk.meta.max_len: 0 is not a positive"):
    _build("filter_too_long", {"max_len": 0}, task="en_sk")
  cls = registry.transform("filter_too_long")
  with pytest.raises(TransformOptionError, match=r"meta.train.max_len: 'x'"):
    cls.resolve_options({"max_len": "x"}, {}, "en_sk")


MATCH_CASES = [
    ("costs 3.5 EUR", "stojí 3,5 EUR", True, None),
    ("see http://a.org/x .", "viz http://a.org/x .", True, None),
    ("page 12 of 40", "strana 12 z 41", False, "dropped_numbers_differ"),
    ("see http://a.org", "viz http://b.org", False, "dropped_urls_differ"),
    ("▁see ▁www . a . org", "▁viz ▁www . a . org", True, None),
    ("▁page ▁12", "▁strana ▁13", False, "dropped_numbers_differ"),
]


@functools.lru_cache(maxsize=None)
def _match_filter_native():
  """match_filter's native fn (task en_cs, training), made once for the
  tests below: as in tf.data, one fn runs every chunk, and run_native keeps
  its trace on it (a second of tracing a test otherwise)."""
  return _build("match_filter", task="en_cs").native(True)


@pytest.mark.parametrize("src,tgt,keep,event", MATCH_CASES)
def test_match_filter(src, tgt, keep, event):
  transform = _build("match_filter", task="en_cs")
  stats = TransformStats()
  kept = transform.apply(make_examples([(src, tgt)]), True, stats)
  assert bool(kept) == keep
  assert stats.as_dict() == ({f"en_cs/match_filter/{event}": 1} if event
                            else {})
  assert run_native(_match_filter_native(), src.split(),
                    tgt.split())["keep"] == keep


def test_match_filter_compares_each_row_of_a_chunk_on_its_own():
  native = _match_filter_native()
  chunk = [(s.split(), t.split()) for s, t, _, _ in MATCH_CASES]
  # Rows that differ, though swapping numbers between rows would match them.
  chunk += [(s.split(), t.split()) for s, t in [
      ("a 7 7 b", "c 7 d"), ("x 7", "7 7"), ("", ""), ("", "12"),
      ("5 http://a.org", ""), ("▁see ▁2 ▁x", "viz 2 x")]]
  expected = [keep for _, _, keep, _ in MATCH_CASES] + [
      False, False, True, False, False, True]
  assert [o["keep"] for o in run_native_batch(native, chunk)] == expected
  assert [e.src for e in _build("match_filter").apply(
      make_examples([(" ".join(s), " ".join(t)) for s, t in chunk]), True,
      TransformStats())] == [s for (s, _), k in zip(chunk, expected) if k]
  assert all(o["keep"] for o in run_native_batch(
      _build("match_filter").native(False), chunk))


def test_chain_applies_in_order_and_composes_native(tmp_path):
  config = _config(tmp_path, {"mono_sk": {
      "type": "mono", "inputs": {"m": {"mono": "a.txt"}},
      "transforms": ["duplicate_mono", "lang_prefix_both", "filter_too_long"],
      "meta": {"src_lang": "sk", "trg_lang": "sk", "max_len": 4}}})
  chain = TransformChain(config.tasks["mono_sk"], config,
                         TransformResources(config))
  assert chain.specials() == ["<FROM_sk>", "<TO_sk>"]
  batch = chain.apply(make_examples([("a b", None), ("a b c d e", None)]),
                      True, TransformStats())
  assert [(e.src, e.tgt) for e in batch] == [
      (["<FROM_sk>", "<TO_sk>", "a", "b"], ["a", "b"])]
  native = chain.native_fn(True)
  assert run_native(native, ["a", "b"]) == {
      "keep": True, "src": ["<FROM_sk>", "<TO_sk>", "a", "b"],
      "tgt": ["a", "b"]}
  assert not run_native(native, ["a", "b", "c"])["keep"]  # 5 source tokens.
  assert chain.python_only(True) == []


def test_config_reports_order_and_option_errors_of_all_tasks(tmp_path):
  with pytest.raises(data_config.DataConfigError) as info:
    _config(tmp_path, {
        "mono_sk": {"type": "mono", "inputs": {"m": {"mono": "a.txt"}},
                    "transforms": ["match_filter", "duplicate_mono"]},
        "mono_cs": {"type": "mono", "inputs": {"m": {"mono": "a.txt"}},
                    "transforms": ["lang_prefix_both"]},
    })
  message = str(info.value)
  assert "tasks.mono_sk.transforms[0]: 'match_filter' needs a source/target" in message
  assert "tasks.mono_cs.meta.src_lang: required" in message
  # A chain that cannot be built is not checked for its order.
  assert "tasks.mono_cs.transforms: a monolingual task" not in message


def test_chain_refuses_segmentation_after_special_tokens(tmp_path):
  tasks = {"en_cs": {
      "inputs": {"m": {"src": "a.txt", "tgt": "a.txt"}},
      "transforms": ["lang_prefix_both", "sentencepiece"],
      "meta": {"src_lang": "en", "trg_lang": "cs"}}}
  message = (r"tasks.en_cs.transforms\[1\]: 'sentencepiece' would split the "
             r"special tokens that 'lang_prefix_both'")
  with pytest.raises(data_config.DataConfigError, match=message):
    _config(tmp_path, tasks)
  # The chain of a task changed after the check says the same.
  config = _config(tmp_path, {"en_cs": {**tasks["en_cs"],
                                        "transforms": ["sentencepiece"]}})
  task = dataclasses.replace(config.tasks["en_cs"],
                             transforms=("lang_prefix_both", "sentencepiece"))
  with pytest.raises(TransformOptionError, match=message):
    TransformChain(task, config, TransformResources(config))
