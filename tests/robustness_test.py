"""merge: runs of consecutive examples joined, native and Python alike."""

import collections
import types

import pytest
import tensorflow as tf

from t2t_dyn.test_utils import make_examples, run_native_batch
from t2t_dyn.transforms import TransformStats
from t2t_dyn.utils import registry


def _build(prob, most):
  cls = registry.transform("merge")
  return cls(cls.resolve_options({}, {"merge_prob": prob, "merge_max": most},
                                 "t"), types.SimpleNamespace(name="t"))


def _rows(n):
  return [(f"s{i} x", f"t{i}") for i in range(n)]


def _python(transform, pairs, seed=0):
  examples = make_examples(pairs, seed)
  return [(" ".join(e.src), " ".join(e.tgt))
          for e in transform.apply(examples, True, TransformStats())]


def _native(transform, pairs):
  out = run_native_batch(transform.native(True),
                         [(s.split(), t.split()) for s, t in pairs], (4, 2))
  return [(" ".join(r["src"]), " ".join(r["tgt"])) for r in out if r["keep"]]


def test_every_example_starting_a_pair_joins_both_sides_in_order():
  transform = _build(1.0, 2)
  expected = [("s0 x s1 x", "t0 t1"), ("s2 x s3 x", "t2 t3"), ("s4 x", "t4")]
  assert _python(transform, _rows(5)) == expected
  assert _native(transform, _rows(5)) == expected


def test_native_skips_rows_a_filter_dropped_as_python_never_sees_them():
  fn = _build(1.0, 2).native(True)
  tokens = tf.ragged.constant([["a"], ["b"], ["c"], ["d"]])
  out = fn({"src": tokens, "tgt": tokens,
            "keep": tf.constant([True, False, True, True])},
           tf.constant([0, 0], tf.int64))
  assert out["keep"].numpy().tolist() == [True, False, False, True]
  assert out["src"].to_list() == [[b"a", b"c"], [], [], [b"d"]]


def _group_sizes(outputs):
  return collections.Counter(len(src.split()) // 2 for src, _ in outputs)


@pytest.mark.slow(reason="draws 3,000 rows through both paths (2.5 s)")
def test_run_lengths_follow_the_same_distribution_in_both_paths():
  transform = _build(0.3, 4)
  pairs = _rows(3000)
  python, native = _group_sizes(_python(transform, pairs)), _group_sizes(
      _native(transform, pairs))
  for sizes in (python, native):
    assert sum(size * n for size, n in sizes.items()) == 3000
    assert set(sizes) == {1, 2, 3, 4}
  total_p, total_n = sum(python.values()), sum(native.values())
  for size in (1, 2, 3, 4):
    assert native[size] / total_n == pytest.approx(
        python[size] / total_p, abs=0.03)
  # Starts happen at rate 0.3 among the examples that are not absorbed.
  assert (total_n - native[1]) / total_n == pytest.approx(0.3, abs=0.03)


def test_nothing_is_merged_at_inference():
  transform = _build(1.0, 4)
  batch = make_examples(_rows(3))
  assert transform.apply(batch, False, TransformStats()) == batch
  out = run_native_batch(transform.native(False),
                         [(s.split(), t.split()) for s, t in _rows(3)])
  assert all(r["keep"] for r in out)


SUBWORDS = ["▁a", "b", "▁cd", "e", "▁f"]


@pytest.fixture(scope="module")
def vocabulary_config(tmp_path_factory):
  from t2t_dyn.config import data_config  # pylint: disable=g-import-not-at-top
  root = tmp_path_factory.mktemp("copy")
  (root / "vocab.txt").write_text("".join(
      f"{9 - i}\t{s}\n" for i, s in enumerate(SUBWORDS + ["<mask>"])),
                                  encoding="utf-8")
  (root / "a.txt").write_text("x\n")
  return data_config.load_data_config({
      "meta": {"train": {"vocab_path": "vocab.txt"}},
      "tasks": {"t": {"inputs": {"c": {"src": "a.txt", "tgt": "a.txt"}}}},
  }, base_dir=str(root))


def _copy_noise(config, **options):
  from t2t_dyn.setup.resources import TransformResources  # pylint: disable=g-import-not-at-top
  cls = registry.transform("copy_noise")
  return cls(cls.resolve_options({}, options, "t"), config.tasks["t"],
             TransformResources(config))


def test_copy_noise_replaces_examples_by_identical_vocabulary_strings(
    vocabulary_config):
  transform = _copy_noise(vocabulary_config, copy_noise_prob=0.4,
                          copy_noise_min_len=2, copy_noise_max_len=4)
  pairs = [("s x y", "t")] * 3000
  python = [(e.src, e.tgt) for e in transform.apply(
      make_examples(pairs), True, TransformStats())]
  native = [(r["src"], r["tgt"]) for r in run_native_batch(
      transform.native(True), [(s.split(), t.split()) for s, t in pairs])]
  for outputs in (python, native):
    copies = [src for src, tgt in outputs if src != ["s", "x", "y"]]
    assert all(src == tgt for src, tgt in outputs if src in copies)
    assert len(copies) / len(outputs) == pytest.approx(0.4, abs=0.03)
    assert {t for c in copies for t in c} == set(SUBWORDS)
    lengths = collections.Counter(len(c) for c in copies)
    assert set(lengths) == {2, 3, 4}
    for n in (2, 3, 4):
      assert lengths[n] / len(copies) == pytest.approx(1 / 3, abs=0.05)
  untouched = transform.apply(make_examples(pairs[:5]), False,
                              TransformStats())
  assert all(e.src == ["s", "x", "y"] for e in untouched)
