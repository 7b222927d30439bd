"""inline_tags' native path: the Python output where no draw decides, the
same distribution of paired and point tags and lengths, the noise's
native mask of tagged spans, points and placeholders, and the invariant
through a native noisy chain; word links of an inline_tags task (over
the words a user sees, given attention). The fns run eagerly (the same ops
the tf.data graph runs, without seconds of tracing each), but for the
noisy chain's, traced as tf.data traces it."""

import collections

import numpy as np
import pytest
import tensorflow as tf

from t2t_dyn.setup import vocabulary
from t2t_dyn.text import markup, terms
from t2t_dyn.text.forms import pretokenize
from t2t_dyn.transforms import noise
from t2t_dyn.transforms.base import Example, TransformStats
from inline_tags_test import (PAIRS, _chain, _check, _encoders, _example,
                              _inline, _plain)
from terminology_native_test import _features, _rows
from terminology_test import _task, _terminology


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


def test_word_links_of_an_inline_tags_task_join_the_users_words(tmp_path):
  # (Here, not in inline_tags_test: word_links needs TensorFlow.) Given
  # attention, no model: each output piece looks at one source piece.
  from t2t_dyn.decoding import word_links  # pylint: disable=g-import-not-at-top
  chain, config = _chain(tmp_path, ["inline_tags", "morfessor_em"], meta={
      "inline_tags_placeholders": ["number"]})
  guided = type("HParams", (), {"guided_alignment_weight": 0.5})()
  # A copying model: tags at the start and end, a self-closing tag, a
  # glued placeholder (v3.<num1>), a line without tags, a one-word line.
  for line in ["<b>Save</b> 42 files <br/>now, v3.5 <i>done</i>",
               "<br/>start here 7 <br/>", "no tags at all", "one"]:
    encoders = _encoders(chain, config, line)
    pair = {"inputs": encoders["src"], "targets": encoders["tgt"]}
    word_links.check_supported(guided, pair)  # No longer refused.
    ids = encoders["src"].encode(line) + [vocabulary.EOS_ID]
    [owners] = word_links.line_sources(encoders["src"], [line], [ids])
    links = word_links.output_links(np.eye(len(ids)), owners,
                                    encoders["tgt"], ids)
    words = markup.strip_tags(line).text.split()
    restored = encoders["src"].restore_inline(
        line, encoders["tgt"].decode(ids))
    assert markup.strip_tags(restored).text.split() == words, restored
    assert links == [(i, i) for i in range(len(words))], (line, links)
  # A reordered output: "files 42 <b>Save</b>"; the placeholder's value
  # and the tagged word keep their own words, the tags own none.
  line = "<b>Save</b> 42 files"
  encoders = _encoders(chain, config, line)
  tokens = encoders["src"].to_tokens(line)
  assert tokens[-2:] == ["▁<num1>", "▁files"] and tokens[0] == "<t1>"
  order = [len(tokens) - 1, len(tokens) - 2] + list(range(len(tokens) - 2))
  ids = encoders["src"].encode(line)
  output = [ids[k] for k in order]
  attention = np.zeros((len(output), len(ids) + 1))
  attention[np.arange(len(output)), order] = 1.0
  [owners] = word_links.line_sources(encoders["src"], [line],
                                     [ids + [vocabulary.EOS_ID]])
  assert encoders["src"].restore_inline(line, encoders["tgt"].decode(
      output)) == "files 42 <b>Save</b>"
  assert word_links.output_links(attention, owners, encoders["tgt"],
                                 output) == [(0, 2), (1, 1), (2, 0)]
  # (The SavedModel's graph reads lines as they are and refuses them:
  # inline_tags_test.test_a_saved_model_reads_markup_as_text_and_says_so.)


# Input text that holds reserved tokens itself: HTML-ish markup around
# words, a literal <t1> inside a sentence, at a line's start and end, alone
# on a line, and terminology's tags and a point or placeholder as text.
LITERAL = [("Click <b> here </b> to open <t1> in the menu",
            "Kliknite <b> sem </b> a otvorte <t1> v ponuke",
            "0-0 1-1 2-2 3-3 4-4 5-5 6-6 7-7 8-8 9-9"),
           ("<t1>", "<t1>", "0-0"),
           ("<t1/> starts and </t1> ends <term_start>",
            "<t1/> začína a </t1> končí <term_start>",
            "0-0 1-1 2-2 3-3 4-4 5-5"),
           ("price <num1> per <term_end>", "cena <num1> za <term_end>",
            "0-0 1-1 2-2 3-3")]


def _mask_all(follows):
  """token_mask masking every token it may, after transforms that put
  `follows` among the words (as TransformChain sets follows_terms)."""
  mask = noise.TokenMask({"token_mask_prob": 1.0, "mask_token": "<mask>"},
                         _task())
  mask.follows_terms = frozenset(follows)
  return mask


def test_literal_tags_are_words_without_a_tagging_transform():
  # No terminology or inline_tags before the noise: a reserved token of
  # the text is a word, masked (and unaligned) like the others, on both
  # paths, with and without alignments.
  mask = _mask_all(())
  for aligned in (False, True):
    examples = [_example(s, t, a) for s, t, a in LITERAL]
    features = _features(examples)
    if not aligned:
      examples = [Example(src=_plain(e.src), tgt=_plain(e.tgt), seed=0)
                  for e in examples]
      features = {k: v for k, v in features.items()
                  if k in ("src", "tgt", "keep")}
    out = mask.native(True)(features, tf.constant([3, 4], tf.int64))
    python = mask.apply(examples, True, TransformStats())
    native = [[t.decode("utf-8") for t in row]
              for row in out["src"].to_list()]
    assert native == [e.src for e in python]
    assert all(set(row) == {"<mask>"} for row in native), native
    if aligned:
      assert set(out["src_provenance"].flat_values.numpy()) == {0}


def test_literal_tags_after_a_tagging_transform_stay_words():
  # After inline_tags (or terminology) the tokens are reserved, but the
  # input's own copies carry their word ids (suffixed in Python, beside
  # them natively): words, masked; only the transform's tags and the
  # spans they mark are kept, row by row. Each line's first word alone is
  # linked, so it alone is tagged (probability 1: no draw decides).
  inline_tags = _inline(prob=1.0, point=0.0, placeholders=())
  inline_tags.options["inline_tags_max_span"] = 1
  for tagging in (inline_tags, _terminology("replace", max_span=1)):
    mask = _mask_all(tagging.specials())
    examples = [_example(s, t, "0-0", seed=k)
                for k, (s, t, _) in enumerate(LITERAL)]
    seed = tf.constant([3, 4], tf.int64)
    out = _rows(mask.native(True)(tagging.native(True)(
        _features(examples), seed), seed))
    python = mask.apply(tagging.apply(examples, True, TransformStats()),
                        True, TransformStats())
    assert [src for src, _, _ in out] == [e.src for e in python]
    for (src, _, _), (line, _, _) in zip(out, LITERAL):
      assert _plain(src[:3])[0] in ("<t1>", "<term_start>"), src
      assert src[3:] == ["<mask>"] * (len(line.split()) - 1), src
