"""typos: each kind does what OpusTrainer's Typos names, and the native
version's outputs follow the Python version's distribution."""

import collections
import functools
import types
from unittest import mock

import pytest
import tensorflow as tf

from t2t_dyn.test_utils import make_examples, run_native_batch
from t2t_dyn.transforms import TransformStats
from t2t_dyn.transforms import typos
from t2t_dyn.transforms import typos_native
from t2t_dyn.utils import registry

SENTENCE = "▁Your ▁account ▁has ▁expired ;"
PLAIN = "Your account has expired ;"


def _build(probabilities):
  options = {f"typo_{kind}": 0.0 for kind in typos.KINDS}
  options.update({f"typo_{k}": p for k, p in probabilities.items()})
  cls = registry.transform("typos")
  return cls(cls.resolve_options({}, options, "t"),
             types.SimpleNamespace(name="t"))


def _python(transform, line, n, seed=0):
  examples = make_examples([(line, "x")] * n, seed)
  return [" ".join(e.src) for e in transform.apply(examples, True,
                                                   TransformStats())]


def _native(transform, line, n, seed=(3, 5)):
  return _native_rows(transform, [line] * n, seed)


_RAGGED = tf.RaggedTensorSpec([None, None], tf.string,
                             row_splits_dtype=tf.int64)


@functools.lru_cache(maxsize=None)
def _typos_fn_traced():
  """typos_native.typos_fn, traced once with the probabilities as an
  input: transform.native bakes them into its fn, so each setting the
  tests use cost a trace of its own (seconds each, most of this module's
  time). The fn only compares its uniform draws with them, so a float32
  input draws as the baked-in constant does;
  test_all_kinds_together_agree_in_how_much_they_change checks that the
  rows are those of transform.native's own fn."""

  def apply(features, seed, probabilities):
    fn = typos_native.typos_fn(
        list(zip(typos.KINDS, tf.unstack(probabilities))), typos.NEIGHBOURS,
        True)
    return fn(features, seed)

  return tf.function(apply, input_signature=(
      {"src": _RAGGED, "tgt": _RAGGED, "keep": tf.TensorSpec([None], tf.bool)},
      tf.TensorSpec([2], tf.int64),
      tf.TensorSpec([len(typos.KINDS)], tf.float32)))


def _native_rows(transform, lines, seed=(3, 5)):
  """The sources of `lines` (one chunk, targets "x") after the native fn
  of transform.native(True): typos_native.typos_fn with the arguments
  transform.native gives it, run by _typos_fn_traced."""
  given = []
  real = typos_native.typos_fn
  with mock.patch.object(typos_native, "typos_fn",
                         lambda *args: given.append(args) or real(*args)):
    transform.native(True)
  [(probabilities, neighbours, is_train)] = given
  assert neighbours is typos.NEIGHBOURS and is_train
  assert tuple(kind for kind, _ in probabilities) == typos.KINDS

  def ragged(rows):
    return tf.RaggedTensor.from_row_lengths(
        tf.constant([t for row in rows for t in row], tf.string),
        tf.constant([len(row) for row in rows], tf.int64))

  out = _typos_fn_traced()(
      {"src": ragged([line.split() for line in lines]),
       "tgt": ragged([["x"]] * len(lines)),
       "keep": tf.ones([len(lines)], tf.bool)},
      tf.constant(seed, tf.int64),
      tf.constant([p for _, p in probabilities], tf.float32))
  return [b" ".join(row).decode("utf-8") for row in out["src"].to_list()]


@pytest.mark.slow(reason="traces the native typos fn (seconds)")
@pytest.mark.parametrize("kind,line,expected", [
    ("char_swap", "▁ab", {"▁ba"}),
    ("missing_char", "▁ab ▁c", {"▁a ▁c", "▁b ▁c"}),
    ("extra_char", "▁q", {"▁qw", "▁qa"}),
    ("repeated_char", "▁ab", {"▁aab", "▁abb"}),
    ("skipped_space", "▁ab ▁cd", {"▁abcd"}),
    ("skipped_space", "ab cd", {"abcd"}),
    ("random_space", "▁abc", {"▁a ▁bc", "▁ab ▁c"}),
    ("random_space", "abc", {"a bc", "ab c"}),
])
def test_each_kind_does_what_it_names_in_both_paths(kind, line, expected):
  transform = _build({kind: 1.0})
  assert set(_python(transform, line, 200)) == expected
  assert set(_native(transform, line, 200)) == expected


def test_keyboard_neighbours_touch_on_a_qwerty_keyboard():
  assert set(typos.NEIGHBOURS["g"]) == set("fhtyvb")
  assert set(typos.NEIGHBOURS["Q"]) == set("WA")
  assert set(typos.NEIGHBOURS["m"]) == set("njk")


def _distance(a, b, n):
  """Total variation distance between two samples' outcome frequencies."""
  return 0.5 * sum(abs(a[o] - b[o]) / n for o in set(a) | set(b))


@pytest.mark.slow(reason="traces the native typos fn (seconds)")
@pytest.mark.parametrize("kind", typos.KINDS)
def test_native_outcomes_follow_the_python_distribution(kind):
  transform = _build({kind: 0.7})
  n = 1500
  python = collections.Counter(_python(transform, SENTENCE, n))
  other = collections.Counter(_python(transform, SENTENCE, n, seed=1))
  native = collections.Counter(_native(transform, SENTENCE, n))
  assert set(native) <= set(python) | set(other) | {SENTENCE}
  # As far from Python's sample as another Python sample is (the sampling
  # noise of up to ~100 outcomes), and the same share left unchanged.
  reference = _distance(python, other, n)
  assert _distance(python, native, n) < 1.5 * reference + 0.02, (
      python.most_common(5), native.most_common(5))
  assert native[SENTENCE] / n == pytest.approx(python[SENTENCE] / n,
                                               abs=0.04)


@pytest.mark.slow(reason="traces the native typos fn (seconds)")
def test_all_kinds_together_agree_in_how_much_they_change():
  transform = _build({kind: 0.2 for kind in typos.KINDS})
  lines = [SENTENCE] * 1500 + [PLAIN] * 1500
  # Both lines' native rows in one chunk (rows draw independently).
  native = _native_rows(transform, lines)
  # transform.native's own fn (its probabilities baked in, traced on its
  # own) gives the very same rows: _native_rows runs what it runs.
  rows = run_native_batch(transform.native(True),
                          [(line.split(), ["x"]) for line in lines], (3, 5))
  assert native == [" ".join(r["src"]) for r in rows]
  for i, line in enumerate((SENTENCE, PLAIN)):
    for outputs in (_python(transform, line, 1500),
                    native[1500 * i:1500 * (i + 1)]):
      unchanged = sum(o == line for o in outputs) / len(outputs)
      assert unchanged == pytest.approx(0.8 ** 6, abs=0.04)
      lengths = collections.Counter(len(o) - len(line) for o in outputs)
      assert set(lengths) <= {-3, -2, -1, 0, 1, 2, 3, 4}


def test_nothing_changes_at_inference_and_only_the_source_changes():
  transform = _build({kind: 1.0 for kind in typos.KINDS})
  batch = make_examples([(SENTENCE, "▁Platnosť ▁účtu")])
  assert transform.apply(batch, False, TransformStats())[0].src == (
      SENTENCE.split())
  out = run_native_batch(transform.native(False), [(SENTENCE.split(),
                                                    ["y"])])
  assert out[0]["src"] == SENTENCE.split()
  trained = transform.apply(make_examples([(SENTENCE, "▁Platnosť ▁účtu")]),
                            True, TransformStats())
  assert trained[0].tgt == ["▁Platnosť", "▁účtu"]
