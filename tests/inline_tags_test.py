"""inline_tags: tags well-formed on both sides and, over noisy draws,
around exactly the target words aligned to their source span; numbers and
URLs as placeholders only when both sides hold them; decoding input's
markup read into the same tokens, and restored after decoding; the
words each input token and output piece belong to (for word links); a
target given for scoring read as training gave it; the tag accuracy
measure (text.markup_accuracy) shared with post-hoc transfer."""

import collections
import os

import pytest

from t2t_dyn.config import data_config
from t2t_dyn.setup import text_encoder, vocabulary
from t2t_dyn.text import alignments, inline, markup, markup_accuracy
from t2t_dyn.text.forms import pieces_to_text, pretokenize
from t2t_dyn.transforms import noise
from t2t_dyn.transforms.base import (Example, TransformOptionError,
                                     TransformStats)
from t2t_dyn.transforms.inline_tags import InlineTags
from terminology_test import _example, _task, aligned_chain, aligned_config

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LEXICON = os.path.join(REPO, "data", "demo", "models", "morfessor.lexicon.txt")

# Hand-aligned en-sk pairs (Pharaoh i-j over the pretokenized words): many
# to one, unaligned words, crossings, a number and a URL on both sides, a
# number on one side only.
PAIRS = [
    ("The cat sleeps", "Mačka spí", "0-0 1-0 2-1"),
    ("a dog runs quickly", "pes rýchlo beží", "1-0 2-2 3-1"),
    ("birds fly high in Prague", "vtáky letia vysoko v Prahe",
     "0-0 1-1 2-2 3-3 4-4"),
    ("we read 42 books at home", "čítame 42 kníh doma",
     "0-0 1-0 2-1 3-2 4-3 5-3"),
    ("see https://x.org/a now", "pozri https://x.org/a teraz",
     "0-0 1-1 2-2 3-3 4-4 5-5 6-6 7-7 8-8 9-9"),
    ("open 3 files", "otvor súbory", "0-0 2-1"),
]


def _inline(prob=0.5, point=0.2, placeholders=("number", "url"), most=4):
  return InlineTags({"inline_tags_prob": prob, "inline_tags_point_prob": point,
                     "inline_tags_max_span": 3, "inline_tags_max": most,
                     "inline_tags_placeholders": list(placeholders)},
                    _task())


def _plain(tokens):
  return [alignments.untag(t)[0] for t in tokens]


def _config(tmp_path, transforms, aligned=True, meta=None):
  return aligned_config(tmp_path, transforms, PAIRS, aligned, meta)


def _chain(tmp_path, transforms, meta=None):
  return aligned_chain(tmp_path, transforms, PAIRS, meta)


def _tags(tokens):
  """{n: (kind, word ids, placeholders)} of a side's tags: inside a paired
  tag, or of the token a point stands before."""
  plain, ids = alignments.untag_all(tokens)
  found = {}
  for k, token in enumerate(plain):
    if token in inline.POINTS:
      n, kind, inside = int(token[2:-2]), "point", range(k + 1, k + 2)
    elif token in inline.OPENINGS:
      n, kind = int(token[2:-1]), "paired"
      inside = range(k + 1, plain.index(inline.closing(n), k))
    else:
      continue
    found[n] = (kind, [ids[q] for q in inside if ids[q]],
                [plain[q].lstrip("▁") for q in inside
                 if plain[q] in inline.PLACEHOLDERS])
  return found


def _check(example):
  """Asserts the invariant on one drawn example; returns its tag count."""
  src, tgt = _plain(example.src), _plain(example.tgt)
  assert inline.well_formed(src) and inline.well_formed(tgt), (src, tgt)
  linked = collections.defaultdict(set)
  for t, s in example.links:
    linked[s].add(t)
  src_tags, tgt_tags = _tags(example.src), _tags(example.tgt)
  assert src_tags.keys() == tgt_tags.keys(), (src, tgt)
  tgt_ids = alignments.untag_all(example.tgt)[1]
  for n, (kind, src_words, src_values) in src_tags.items():
    tgt_kind, tgt_words, tgt_values = tgt_tags[n]
    # The same values (placeholders replace aligned words on both sides).
    assert kind == tgt_kind and src_values == tgt_values, (src, tgt)
    assert src_words or src_values, (src, tgt)
    aligned = set().union(*(linked[s] for s in src_words))
    if kind == "paired":
      # Exactly the aligned words, every piece of them inside.
      assert set(tgt_words) == aligned, (src, tgt)
      assert sum(i in aligned for i in tgt_ids) == len(tgt_words), (src,
                                                                    tgt)
    elif src_words:  # Before the first target word linked to the next one.
      first = min(q for q, i in enumerate(tgt_ids) if i in aligned)
      assert tgt_words == [tgt_ids[first]], (src, tgt)
  return len(src_tags)


NOISY = ["drop", "reorder", "inline_tags", "morfessor_em", "drop", "reorder",
         "token_mask", "lang_prefix_both", "filter_too_long"]


def test_tags_stay_around_the_aligned_words_over_noisy_draws(tmp_path):
  chain, _ = _chain(tmp_path, NOISY, meta={
      "inline_tags_prob": 0.4, "inline_tags_point_prob": 0.2,
      "inline_tags_placeholders": ["number", "url"],
      "drop_temperature": 0.5, "token_mask_prob": 0.1})
  stats = TransformStats()
  tags = examples = 0
  for draw in range(170):
    batch = [_example(pretokenize(s), pretokenize(t), a, seed=draw * 10 + k)
             for k, (s, t, a) in enumerate(PAIRS)]
    for example in chain.apply(batch, True, stats):
      tags += _check(example)
      examples += 1
  counts = stats.as_dict()
  assert examples >= 1000 and tags > 1000
  assert counts["t/inline_tags/paired_tags"] > 500
  assert counts["t/inline_tags/point_tags"] > 200
  assert counts["t/inline_tags/values_replaced"] > 100
  # The draws were noisy: tokens dropped and masked, outside the tags.
  assert counts["t/drop/tokens_dropped"] > 500
  assert counts["t/token_mask/tokens_masked"] > 100


def test_noise_keeps_spans_points_and_placeholders():
  task = _task()
  kept = ["<t1>", "a", "b", "</t1>", "<t2/>", "▁<num1>"]
  drop = noise.Drop({"drop_temperature": 0.0}, task)
  reorder = noise.Reorder({"reorder_max_dist": 5}, task)
  mask = noise.TokenMask({"token_mask_prob": 0.5, "mask_token": "<mask>"},
                         task)
  for transform in (drop, reorder, mask):  # As TransformChain sets it.
    transform.follows_terms = frozenset(inline.TOKENS)
  changed = collections.Counter()
  for seed in range(100):
    for transform in (drop, reorder, mask):
      words = [f"w{i}" for i in range(6)]
      [out] = transform.apply([Example(src=words[:3] + kept + words[3:],
                                       tgt=["x"], seed=seed)],
                              True, TransformStats())
      at = out.src.index("<t1>")
      assert out.src[at:at + 4] == kept[:4]
      # A point keeps the token it stands before.
      point = out.src.index("<t2/>")
      assert out.src[point + 1] == "▁<num1>"
      changed[transform.name] += [t for t in out.src if t not in kept] != (
          words)
  assert min(changed.values()) > 30, changed


def test_placeholders_replace_values_both_sides_hold():
  stats = TransformStats()
  batch = [_example(pretokenize(s), pretokenize(t), a, seed=1)
           for s, t, a in PAIRS[3:]]
  out = _inline(prob=0.0, point=0.0).apply(batch, True, stats)
  assert [_plain(e.src) for e in out] == [
      ["▁we", "▁read", "▁<num1>", "▁books", "▁at", "▁home"],
      ["▁see", "▁<url1>", "▁now"],
      ["▁open", "▁3", "▁files"]]  # Not on the target: kept.
  assert [_plain(e.tgt) for e in out][:2] == [
      ["▁čítame", "▁<num1>", "▁kníh", "▁doma"],
      ["▁pozri", "▁<url1>", "▁teraz"]]
  counts = stats.as_dict()
  assert counts["t/inline_tags/values_replaced"] == 2
  assert counts["t/inline_tags/values_source_only"] == 1
  assert "t/inline_tags/values_target_only" not in counts
  # Placeholders are unaligned; the other words keep their ids.
  assert alignments.untag(out[0].src[2]) == ("▁<num1>", None)
  assert alignments.untag(out[0].src[3])[1] == 7


def test_edge_cases_one_word_and_no_alignments():
  stats = TransformStats()
  one = _inline(prob=1.0, point=0.0).apply(
      [_example("hello", "ahoj", "0-0")], True, stats)[0]
  assert _plain(one.src) == ["<t1>", "hello", "</t1>"]
  assert _plain(one.tgt) == ["<t1>", "ahoj", "</t1>"]
  none = _inline(prob=1.0).apply([_example("a b", "x y", "")], True,
                                 stats)[0]
  assert _plain(none.src) == ["a", "b"] and _plain(none.tgt) == ["x", "y"]
  assert stats.as_dict()[
      "t/inline_tags/examples_without_eligible_span"] == 1
  # At most inline_tags_max tags; the eligible starts past it counted.
  stats = TransformStats()
  many = _inline(prob=1.0, point=0.0, most=1).apply(
      [_example("a b c", "x y z", "0-0 1-1 2-2")], True, stats)[0]
  assert _plain(many.src).count("<t1>") == 1 and "<t2>" not in _plain(
      many.src)
  assert stats.as_dict()["t/inline_tags/starts_over_max"] >= 1


def test_options_are_validated_with_their_key_paths():
  for meta, message in [
      ({"inline_tags_prob": 1.5}, r"tasks\.t\.meta\.inline_tags_prob: 1\.5"),
      ({"inline_tags_max": 9}, r"tasks\.t\.meta\.inline_tags_max: 9 is not "
       r"an integer in 1\.\.8"),
      ({"inline_tags_placeholders": ["date"]},
       r"tasks\.t\.meta\.inline_tags_placeholders: \['date'\]"),
      ({"inline_tags_prob": 0.7, "inline_tags_point_prob": 0.5},
       r"tasks\.t\.meta\.inline_tags_prob \+ "
       r"tasks\.t\.meta\.inline_tags_point_prob: 1\.2 is above 1")]:
    with pytest.raises(TransformOptionError, match=message):
      InlineTags.resolve_options({}, meta, "t")


@pytest.mark.parametrize("transforms,aligned,message", [
    (["inline_tags", "morfessor_em"], False,
     r"tasks\.t\.transforms\[0\]: 'inline_tags' needs word alignments"),
    (["inline_tags", "morfessor_em", "switchout"], True,
     r"tasks\.t\.transforms\[2\]: 'switchout' would break the annotations "
     r"that 'inline_tags' adds"),
])
def test_chains_that_cannot_keep_tags_are_refused(tmp_path, transforms,
                                                  aligned, message):
  with pytest.raises(data_config.DataConfigError, match=message):
    _config(tmp_path, transforms, aligned)


def _encoders(chain, config, line):
  """The task's text encoders, their vocabulary the tokens of `line` (so
  the source's ids decode as a copying model's output would)."""
  probe = text_encoder.TransformTextEncoder(
      chain, vocabulary.Vocabulary(vocabulary.RESERVED_TOKENS), "src",
      config.shard)
  vocab = vocabulary.Vocabulary(
      list(vocabulary.RESERVED_TOKENS) + sorted(set(probe.to_tokens(line)) |
                                                set(chain.specials())))
  return {side: text_encoder.TransformTextEncoder(chain, vocab, side,
                                                  config.shard)
          for side in ("src", "tgt")}


def test_decoding_input_is_read_and_restored(tmp_path):
  chain, config = _chain(tmp_path, ["inline_tags", "morfessor_em"], meta={
      "inline_tags_placeholders": ["number", "url"]})
  # Tags cover whole words (markup.strip_tags): none glued to punctuation.
  line = ("<b>Save</b> 42 files to <a href='u'>https://x.org/a</a> "
          "<br/>now, 3.5")
  encoders = _encoders(chain, config, line)
  tokens = encoders["src"].to_tokens(line)
  assert [t for t in tokens if t in inline.TOKENS] == [
      "<t1>", "</t1>", "▁<num1>", "<t2>", "▁<url1>", "</t2>", "<t3/>",
      "▁<num2>"]
  assert inline.well_formed(tokens)
  # A model that copies its input: decode shows the inline tokens, and
  # restoration puts back the line's own tags and values.
  ids = encoders["src"].encode(line)
  decoded = encoders["tgt"].decode(ids)
  assert "<num1>" in decoded and "<t1>" in decoded
  assert encoders["src"].restore_inline(line, decoded) == line
  # Both engines restore through the same function.
  from t2t_dyn.decoding import lines as lines_lib  # pylint: disable=g-import-not-at-top
  [[hypothesis]] = lines_lib.restore_inline(
      {"inputs": encoders["src"]}, [line],
      [[lines_lib.Hypothesis(decoded, 0.0)]])
  assert hypothesis.text == line


def test_input_tokens_know_the_words_of_the_line_without_its_tags(
    tmp_path):
  chain, config = _chain(tmp_path, ["inline_tags", "morfessor_em"], meta={
      "inline_tags_placeholders": ["number"]})
  encoder = _encoders(chain, config, "x")["src"]

  def words(line):
    read = encoder.inline_tags.read_input(line, encoder.shard_words)
    return list(zip(read.tokens, map(sorted, read.words)))
  # Tags at the start and end own no word; a point at the end neither.
  assert words("<b>Hello</b> world <br/>") == [
      ("<t1>", []), ("▁Hello", [0]), ("</t1>", []), ("▁world", [1]),
      ("<t2/>", [])]
  assert words("one") == [("▁one", [0])]
  # A glued placeholder owns its word, as the tokens before it do.
  assert words("v3.5 <br/>now 7") == [
      ("▁v3", [0]), (".", [0]), ("<num1>", [0]), ("<t1/>", []),
      ("▁now", [1]), ("▁<num2>", [2])]


def test_a_scored_target_is_read_as_training_gave_it(tmp_path):
  chain, config = _chain(tmp_path, ["inline_tags", "morfessor_em"], meta={
      "inline_tags_placeholders": ["number", "url"]})
  line = ("<b>Save</b> 42 files to <a href='u'>https://x.org/a</a> <br/>now "
          "<b>here</b>")
  # The k-th <b> of the target is the source's k-th; attributes may
  # differ; 7 is not the source's, so it stays text.
  target = ("<a href='v'>https://x.org/a</a> <b>uložte</b> 42 <br/>teraz 7 "
            "<b>tu</b>")
  encoders = _encoders(chain, config, line + " " + target)
  example = encoders["src"].transformed(line, target)
  assert [t for t in example.src if t in inline.TOKENS] == [
      "<t1>", "</t1>", "▁<num1>", "<t2>", "▁<url1>", "</t2>", "<t3/>",
      "<t4>", "</t4>"]
  assert [t for t in example.tgt if t in inline.TOKENS] == [
      "<t2>", "▁<url1>", "</t2>", "<t1>", "</t1>", "▁<num1>", "<t3/>",
      "<t4>", "</t4>"]
  assert "7" in "".join(example.tgt)
  # Without tags: only the shared value becomes a placeholder.
  plain = encoders["src"].transformed("open 3 files", "otvor 3 súbory 4")
  assert [t for t in plain.tgt if t in inline.TOKENS] == ["▁<num1>"]
  # Errors name the target's file and line.
  from t2t_dyn.decoding import lines as lines_lib  # pylint: disable=g-import-not-at-top
  pair = {"inputs": encoders["src"], "targets": encoders["tgt"]}
  for bad, message in [
      ("<u>x</u>", r"tgt\.txt:3: the target's tag '<u>' has no "
       r"counterpart in the source line: it is the target's <u> number 1, "
       r"the source has 0"),
      ("<b>x</b> <b>y</b> <b>z</b>", r"tgt\.txt:3: .* <b> number 3, the "
       r"source has 2"),
      ("<b>x <i>y</b></i>", r"tgt\.txt:3: the target's tags: '</b>' at "
       r"character 10: <i> is open")]:
    with pytest.raises(lines_lib.DecodingInputError, match=message):
      lines_lib.on_line("src.txt", 3, lambda bad=bad: (
          text_encoder.encode_pair(pair, line, bad)), "tgt.txt")


def test_each_output_piece_lands_in_a_restored_word():
  source = inline.Source(markup.strip_tags("<b>a</b> b <br/>").tags,
                         {"number": ("3.5", "7")})

  def owners(pieces):
    return [sorted(w) for w in inline.restored_words_of(pieces, source)]
  # Tag tokens own none (at the start and end too); a word-initial
  # placeholder its own word, a glued one the word before's.
  pieces = ["<t1>", "▁x", "</t1>", "▁v", "<num1>", "▁<num2>", "<t2/>"]
  assert inline.restore(pieces_to_text(pieces), source)[0] == (
      "<b>x</b> v3.5 7<br/>")
  assert owners(pieces) == [[], [0], [], [1], [1], [2], []]
  # One word; a placeholder the source lacks (dropped) owns none.
  assert owners(["▁x"]) == [[0]]
  assert owners(["▁x", "▁<num3>", "▁y"]) == [[0], [], [1]]
  # Tags that do not nest leave the words; a point splits glued pieces.
  assert owners(["<t1>", "▁x", "▁y"]) == [[], [0], [1]]
  assert owners(["▁x", "<t2/>", "y"]) == [[0], [], [1]]
  # Markup spelt in ordinary pieces is text, kept as the model wrote it.
  assert owners(["▁<", "b", ">", "x", "</", "b", ">"]) == [[0]] * 7
  # A placeholder spelt in pieces is restored: the text changed, left out.
  assert owners(["▁<", "num", "1", ">", "▁x"]) == [[]] * 5


def test_a_line_whose_tags_do_not_nest_is_read_as_text(tmp_path):
  """Software strings hold `<choices>`, `<Alt>`: such a line is translated
  with them as words, counted, and its scored target read as text too."""
  chain, config = _chain(tmp_path, ["inline_tags", "morfessor_em"], meta={
      "inline_tags_placeholders": ["number"]})
  line = "<choices> cannot hold 42 <Alt> keys"
  encoders = _encoders(chain, config, line + " <choices> nemôže 42")
  read = chain.transforms[0].read_input(line, encoders["src"].shard_words)
  assert read.counts["markup_not_read"] == 1 and read.source.tags == ()
  assert "".join(read.tokens).replace("▁", " ").split()[:2] == [
      "<choices>", "cannot"] and "▁<num1>" in read.tokens
  assert read.words[0] == {0} and read.words[-1] == {5}
  ids = encoders["src"].encode(line)
  decoded = encoders["tgt"].decode(ids)
  assert encoders["src"].restore_inline(line, decoded) == line
  # Counted once for the line, though aligned decoding reads it again to
  # know each piece's words (the provenance pass counts nothing).
  from t2t_dyn.decoding import word_links  # pylint: disable=g-import-not-at-top
  counted = {k: n for k, n in encoders["src"].stats.as_dict().items()
             if k.endswith("/markup_not_read")}
  assert list(counted.values()) == [1]
  assert word_links.line_owners(encoders["src"], line, ids).owners[0] == {0}
  assert {k: n for k, n in encoders["src"].stats.as_dict().items()
          if k.endswith("/markup_not_read")} == counted
  example = encoders["src"].transformed(line, "<choices> nemôže 42")
  assert "<choices>" in "".join(example.tgt) and "▁<num1>" in example.tgt
  read = chain.transforms[0].read_input("<b>x</b> 42", encoders[
      "src"].shard_words)
  assert read.counts["markup_not_read"] == 0


def test_restoration_drops_and_counts_what_the_source_lacks():
  source = inline.Source(markup.strip_tags("<b>a</b> b").tags,
                         {"number": ("7",)})
  text, counts = inline.restore("<t1>x</t1> <t2>y</t2> <num1> <num2>",
                                source)
  assert text == "<b>x</b> y 7"
  assert (counts.tags, counts.values, counts.unknown, counts.lost) == (
      1, 1, 2, 0)
  text, counts = inline.restore("<t1>x y <num1>", source)  # Never closed.
  assert text == "x y 7" and counts.malformed_lines == 1
  # Only tag tokens are tags: an <unk> (or `<`-text) the model wrote is a
  # word, and leaves the line's tags standing.
  text, counts = inline.restore("<t1> x </t1> <unk> a<b <i>", source)
  assert text == "<b>x</b> <unk> a<b <i>" and counts.malformed_lines == 0
  assert inline.restored_words_of(
      ["<t1>", "▁x", "</t1>", "▁<unk>", "▁a", "<b"], source) == [
          frozenset(), {0}, frozenset(), {1}, {2}, {2}]


def test_tag_accuracy_scores_transfer_and_output_alike():
  source = markup.strip_tags("the <b>red house</b> <br/>stands")
  links = [(0, 0), (1, 2), (2, 1), (3, 3)]  # "das Haus rote steht".
  transferred, _ = markup.transfer(source, "das Haus rote steht", links)
  assert transferred == "das <b>Haus rote</b> <br/>steht"
  assert markup_accuracy.score(source, transferred, links).around == 2
  wrong = markup_accuracy.score(source, "<b>das</b> Haus <br/>rote steht",
                                links)
  assert (wrong.well_formed_lines, wrong.around) == (1, 0)
  broken = markup_accuracy.score(source, "<b>das Haus rote steht", links)
  assert (broken.well_formed_lines, broken.around, broken.tags) == (0, 0, 2)
  total = markup_accuracy.TagAccuracy()
  for scored in (markup_accuracy.score(source, transferred, links), wrong):
    total.add(scored)
  assert total.rate == 0.5


def test_a_saved_model_reads_markup_as_text_and_says_so(tmp_path):
  """The exported graph does not read markup or values (their reading and
  restoration are Python): the export notes it, and refuses word links."""
  from t2t_dyn.decoding import translator as translator_lib  # pylint: disable=g-import-not-at-top
  from t2t_dyn.export import graph_encoder, saved_model  # pylint: disable=g-import-not-at-top
  chain, config = _chain(tmp_path, ["inline_tags", "morfessor_em"], meta={
      "inline_tags_placeholders": ["number"]})
  line = "<b>Save</b> 42 files"
  encoders = _encoders(chain, config, line)
  graph = graph_encoder.GraphEncoder(
      {"inputs": encoders["src"], "targets": encoders["tgt"]}, "t")
  [notes] = saved_model._inline_tags_notes(  # pylint: disable=protected-access
      graph, "t", translator_lib.DecodeOptions())
  assert "'t' has the inline_tags transform" in notes and "plain" in notes
  with pytest.raises(graph_encoder.GraphEncoderError,
                     match="return_alignments.*inline_tags"):
    saved_model._inline_tags_notes(  # pylint: disable=protected-access
        graph, "t", translator_lib.DecodeOptions(return_alignments=True))
  # The graph's input is the line's text as it is: no tag or placeholder.
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  ids = graph.encode(tf.constant([line]))["ids"].numpy()[0]
  tokens = [encoders["src"].vocabulary.tokens[i] for i in ids if i]
  assert not set(tokens) & inline.TOKENS
