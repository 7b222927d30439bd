"""inline_tags' native path: the Python output where no draw decides, the
same distribution of paired and point tags and lengths, the noise's
native mask of tagged spans, points and placeholders, and the invariant
through a native noisy chain. The fns run eagerly (the same ops
the tf.data graph runs, without seconds of tracing each), but for the
noisy chain's, traced as tf.data traces it."""

import collections

import pytest
import tensorflow as tf

from t2t_dyn.text import terms
from t2t_dyn.text.forms import pretokenize
from t2t_dyn.transforms.base import TransformStats
from inline_tags_test import (PAIRS, _chain, _check, _encoders, _example,
                              _inline, _plain)
from terminology_native_test import _features, _rows


def test_without_draws_native_output_is_pythons():
  # Probability 1, one-word spans: every eligible word, no draw decides;
  # the second example stops at inline_tags_max.
  transform = _inline(prob=1.0, point=0.0, placeholders=(), most=2)
  transform.options["inline_tags_max_span"] = 1
  examples = [_example("a b", "x y", "0-1 1-0"),
              _example("p q r s", "w x y z", "0-0 1-1 2-2 3-3"),
              _example("a b c", "x y", "0-1 2-0"), _example("a", "x", "")]
  out = _rows(transform.native(True)(
      _features(examples), tf.constant([3, 4], tf.int64)))
  python = transform.apply(examples, True, TransformStats())
  assert [(s, t) for s, t, _ in out] == [(e.src, e.tgt) for e in python]


def test_native_share_and_lengths_follow_the_options():
  transform = _inline(prob=0.3, point=0.2, placeholders=())
  transform.options["inline_tags_max_span"] = 2
  draws = 4000
  examples = [_example("a b c d", "x y w z", "0-0 1-1 2-3 3-2")] * draws
  out = _rows(transform.native(True)(
      _features(examples), tf.constant([7, 8], tf.int64)))
  counts = collections.Counter()
  for src, tgt, _ in out:
    src, tgt = _plain(src), _plain(tgt)
    counts["paired_at_a"] += src[0] == "<t1>"
    counts["point_at_a"] += src[0] == "<t1/>"
    counts["a_b_together"] += src[:4] == ["<t1>", "a", "b", "</t1>"]
    # c and d cross: c's tag goes around its word, the last one.
    if src == ["a", "b", "<t1>", "c", "</t1>", "d"]:
      counts["c_alone"] += 1
      assert tgt == ["x", "y", "w", "<t1>", "z", "</t1>"], tgt
  # As drawn in Python: 0.3 paired, 0.2 point, half of the paired (and
  # of the points) two words long (3 sigma bounds).
  assert abs(counts["paired_at_a"] / draws - 0.3) < 0.022
  assert abs(counts["point_at_a"] / draws - 0.2) < 0.019
  assert abs(counts["a_b_together"] / draws - 0.15) < 0.017
  assert counts["c_alone"] > 50


def test_native_mask_is_pythons():
  tokens = ["w", "<t1>", "a", "</t1>", "b", "<t2/>", "c", "d", "▁<num1>",
            "<term_start>", "e", "<term_end>", "f"]
  got = terms.native_annotated(tf.constant(tokens),
                               frozenset(_inline().specials()) |
                               set(terms.TAGS)).numpy().tolist()
  assert got == terms.annotated(tokens)
  # Terminology alone: inline tokens are not looked for.
  assert terms.native_annotated(tf.constant(["<t1/>", "c"]),
                                frozenset(terms.TAGS)).numpy().tolist() == [
                                    False, False]


@pytest.mark.slow(reason="traces a native noisy chain (seconds)")
def test_tags_survive_a_native_noisy_chain(tmp_path):
  chain, _ = _chain(tmp_path, ["drop", "reorder", "inline_tags",
                               "morfessor_em", "drop", "reorder",
                               "token_mask", "lang_prefix_both"], meta={
      "inline_tags_prob": 0.4, "inline_tags_point_prob": 0.2,
      "drop_temperature": 0.5, "token_mask_prob": 0.1})
  assert chain.python_only(True) == ["morfessor_em"]
  fn = chain.native_fn(True)
  assert fn is not None  # The whole chain runs natively.
  examples = [_example(pretokenize(s), pretokenize(t), a, seed=draw)
              for draw in range(40) for s, t, a in PAIRS]
  # Traced as tf.data traces a chain (no AutoGraph): the one test here
  # that runs the ops as a graph.
  traced = tf.function(fn, autograph=False)
  out = _rows(traced(_features(examples), tf.constant([1, 2], tf.int64)))
  tags = 0
  for (src, tgt, links), example in zip(out, examples):
    example.src, example.tgt, example.links = src, tgt, links
    tags += _check(example)
  assert len(out) == len(examples) and tags > 150
  masked = sum("<mask>" in _plain(src) for src, _, _ in out)
  assert masked > 20  # Noise did act.


def test_word_links_are_refused_for_an_inline_tags_task(tmp_path):
  # (Here, not in inline_tags_test: word_links needs TensorFlow.)
  from t2t_dyn.decoding import word_links  # pylint: disable=g-import-not-at-top
  chain, config = _chain(tmp_path, ["inline_tags", "morfessor_em"])
  encoders = _encoders(chain, config, "a line")
  hparams = type("HParams", (), {"guided_alignment_weight": 0.5})()
  with pytest.raises(word_links.AlignmentUnavailableError,
                     match=r"task 't' has the inline_tags transform"):
    word_links.check_supported(hparams, {"inputs": encoders["src"],
                                         "targets": encoders["tgt"]})
