"""terminology's native path: the same eligible spans as the Python rule
(exactly), the same distribution of annotations, the same output where
no draw decides, and the invariant through a native noisy chain (each
native fn traced once)."""

import collections
import random

import pytest
import tensorflow as tf

from t2t_dyn.text import alignments
from t2t_dyn.transforms import terminology_native
from t2t_dyn.transforms.base import TransformStats
from t2t_dyn.transforms.terminology import eligible_spans
from terminology_test import (END, SEP, START, _batch, _chain, _check_hints,
                              _example, _plain, _terminology)


def _features(examples):
  """A chunk's features (transforms.native) from tagged Examples."""
  sides = {}
  for side in ("src", "tgt"):
    untagged = [alignments.untag_all(getattr(e, side)) for e in examples]
    sides[side] = tf.ragged.constant([t for t, _ in untagged], tf.string,
                                     row_splits_dtype=tf.int64)
    sides[side + "_provenance"] = tf.ragged.constant(
        [i for _, i in untagged], tf.int32, row_splits_dtype=tf.int64)
  links = tf.RaggedTensor.from_row_lengths(
      tf.reshape(tf.constant([v for e in examples for link in e.links
                              for v in link], tf.int32), [-1, 2]),
      tf.constant([len(e.links) for e in examples], tf.int64))
  return {**sides, "links": links,
          "keep": tf.ones([len(examples)], tf.bool)}


def _rows(out):
  """[(src, tgt) tagged token lists] of a native output's kept rows."""
  rows = []
  for side in ("src", "tgt"):
    tokens = [[t.decode("utf-8") for t in row]
              for row in out[side].to_list()]
    ids = out[side + "_provenance"].to_list()
    rows.append([[token if i == alignments.NO_WORD else
                  alignments.tag([token], [i])[0] for token, i in zip(t, r)]
                 for t, r in zip(tokens, ids)])
  keep = out["keep"].numpy()
  return [(s, t, [tuple(link) for link in links])
          for s, t, links, k in zip(*rows, out["links"].to_list(), keep) if k]


def _random_example(rng):
  n, m = rng.randint(0, 6), rng.randint(0, 6)
  pairs = {(rng.randrange(n), rng.randrange(m))
           for _ in range(rng.randint(0, 7))} if n and m else set()
  return _example(" ".join(f"s{i}" for i in range(n)),
                  " ".join(f"t{j}" for j in range(m)),
                  " ".join(f"{i}-{j}" for i, j in sorted(pairs)))


def test_native_eligible_spans_are_the_python_rules():
  rng = random.Random(5)
  examples = [_random_example(rng) for _ in range(400)]
  for max_span in (3,):
    ok, c, width = (x.numpy() for x in tf.function(
        lambda f, s=max_span: terminology_native.eligible(f, s))(
            _features(examples)))
    src_at = tgt_at = 0
    for e in examples:
      expected = eligible_spans(alignments.untag_all(e.src)[1],
                                alignments.untag_all(e.tgt)[1], e.links,
                                max_span)
      got = {}
      for a in range(len(e.src)):
        for length in range(1, max_span + 1):
          if ok[src_at + a, length - 1]:
            start = c[src_at + a, length - 1] - tgt_at
            got.setdefault(a, {})[a + length] = (
                start, start + width[src_at + a, length - 1])
      assert got == expected, (e, max_span)
      src_at, tgt_at = src_at + len(e.src), tgt_at + len(e.tgt)


# (Append: the share test and the noisy chain below; lemma holds its form.)
@pytest.mark.parametrize("mode", ["replace", "lemma"])
def test_without_draws_native_output_is_pythons(mode):
  # Probability 1, one-word spans: every eligible word, no draw decides.
  transform = _terminology(mode, max_span=1)
  examples = [_example("dzīvoju Rīgā", "dzīvoju Rīgā", "0-0 1-1"),
              _example("es dzīvoju Rīgā", "dzīvoju Rīgā", "1-0 2-1 0-0"),
              _example("a b c", "x y", "0-1 2-0")]
  out = _rows(tf.function(transform.native(True))(
      _features(examples), tf.constant([3, 4], tf.int64)))
  python = transform.apply(examples, True, TransformStats())
  assert [src for src, _, _ in out] == [e.src for e in python]


def test_native_share_and_lengths_follow_the_options():
  transform = _terminology(prob=0.3, max_span=2)
  draws = 4000
  examples = [_example("a b c", "x y z", "0-0 1-1 2-2")] * draws
  out = _rows(tf.function(transform.native(True))(
      _features(examples), tf.constant([7, 8], tf.int64)))
  counts = collections.Counter()
  for src, _, _ in out:
    plain = _plain(src)
    counts["starts_at_a"] += plain[0] == START
    counts["a_b_together"] += plain[:5] == [START, "a", "b", SEP, "x"]
    assert plain.count(START) == plain.count(END)
  # As the Python test: 0.3, and half of those two words (3 sigma).
  assert abs(counts["starts_at_a"] / draws - 0.3) < 0.022
  assert abs(counts["a_b_together"] / draws - 0.15) < 0.017


def test_hints_survive_a_native_noisy_chain(tmp_path):
  # Append mode: terminology in pure TensorFlow (lemma mode's py_function
  # is checked against Python above). Only the segmentation keeps its
  # model fallback, for target words put on the source side.
  mode = "append"
  chain = _chain(tmp_path, mode)
  assert chain.python_only(True) == ["morfessor_em"]
  fn = chain.native_fn(True)
  assert fn is not None  # The whole chain runs natively.
  examples = [e for draw in range(80) for e in _batch(draw)]
  out = _rows(tf.function(fn)(_features(examples),
                              tf.constant([1, 2], tf.int64)))
  hints = terms_seen = dropped = 0
  for (src, tgt, links), example in zip(out, examples):
    seen = _check_hints(src, tgt, links, mode)
    hints, terms_seen = hints + seen[0], terms_seen + seen[1]
    dropped += len(example.src) > len([t for t in src if "@" in t])
  assert hints > 200 and terms_seen == hints
  assert dropped > 40  # Noise did act.
