"""dyn-exporter's SavedModel: the text processing in its graph equals the
decoder's Python (pretokenization, segmentation, ids, detokenization), and
the export, loaded in a fresh process without t2t_dyn, translates as
dyn-decoder does; Tensor2Tensor's serving signature answers id requests
as t2t-query-server clients send them."""

import contextlib
import io
import json
import os
import subprocess
import sys

import numpy as np
import pytest
import tensorflow as tf

from t2t_dyn.data_generators import problem as problem_lib
from t2t_dyn.data_generators import text_encoder
from t2t_dyn.decoding import decode_batches
from t2t_dyn.decoding import lines as lines_lib
from t2t_dyn.decoding import translator as translator_lib
from t2t_dyn.export import graph_encoder
from t2t_dyn.export import graph_segmentation
from t2t_dyn.export import graph_text
from t2t_dyn.segmenters import bpe
from t2t_dyn.segmenters import sentencepiece_model
from t2t_dyn.segmenters import unigram_lexicon
from t2t_dyn.setup import vocabulary
from t2t_dyn import test_programs
from t2t_dyn import test_utils
from t2t_dyn.test_utils import (TINY_HPARAMS, build_problem, tiny_trainer,
                                write_lines)
from t2t_dyn.text import forms

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEMO = os.path.join(REPO, "data", "demo")
LEXICON = os.path.join(DEMO, "models", "morfessor.lexicon.txt")
BPE_CODES = os.path.join(DEMO, "models", "bpe.codes")
DECODE_HPARAMS = "beam_size=4,alpha=0.6,extra_length=12"
# Lines at the edges: empty, blank, one token, symbols only, characters the
# lexicon lacks, symbols beyond the BMP, Unicode spaces, a long word.
EDGE_LINES = ["", "   ", "Hello", "?!", "ℵ≠ζ tokens", "ok 😀 (fine).",
              "a\u00a0b\u3000c\u2003d", "Donaudampfschifffahrtsgesellschaft",
              "Tab\tseparated  words, and \"quotes\"."]


def _demo_lines(name, count=None):
  with open(os.path.join(DEMO, name), encoding="utf-8") as f:
    lines = [line.rstrip("\n") for line in f]
  return lines[:count] if count else lines


def _demo_words(*names):
  """The sorted words of demo files, pretokenized as the shards hold them."""
  words = set()
  for name in names:
    for line in _demo_lines(name):
      words.update(forms.pretokenize(line).split())
  return sorted(words)


@pytest.fixture(name="lexicon", scope="module")
def lexicon_fixture():
  return unigram_lexicon.load_lexicon(LEXICON)


def test_graph_pretokenization_is_the_shards_form():
  lines = _demo_lines("test.en-sk.en") + _demo_lines("test.en-sk.sk") + (
      EDGE_LINES)
  words = graph_text.shard_words(tf.constant(lines), True, False).to_list()
  for line, got in zip(lines, words):
    assert [w.decode() for w in got] == forms.pretokenize(
        " ".join(line.split())).split(), line


def test_graph_pretokenization_refuses_the_marker_as_python_does():
  with pytest.raises(forms.PretokenizeError):
    forms.pretokenize("already \u2581marked")
  with pytest.raises(tf.errors.InvalidArgumentError, match="U\\+2581"):
    graph_text.shard_words(tf.constant(["already \u2581marked"]), True,
                           False)


def test_graph_viterbi_is_the_lexicons_best_segmentation(lexicon):
  longest = lexicon.max_morph_length
  words = _demo_words("test.en-sk.en", "test.en-sk.sk", "dev.en-sk.sk") + [
      "x", "\u2581", "\u2581ℵβγ", "\u2581" + "a" * (3 * longest),
      "\u2581" + "z" * longest, "\u2581" + "ab" * longest + "€"]
  segment = graph_segmentation.best_segmentation(lexicon)
  got = segment(tf.constant(words)).to_list()
  differ = [(w, g) for w, g in zip(words, got)
            if tuple(p.decode() for p in g) != lexicon.nbest(w, 1)[0][0]]
  assert not differ, differ[:5]
  assert segment(tf.constant([], tf.string)).to_list() == []


# Codes as subword-nmt 0.2 learns them: a word's last symbol carries </w>
# from the start, so word-final merges name it ("th e</w>").
SUBWORD_NMT_CODES = """#version: 0.2
t h
th e</w>
i n
e r
a n
o n
in g</w>
e n
r e
e d</w>
o r
t i
an d</w>
o n</w>
ti on</w>
e r</w>
o u
th er</w>
on s</w>
s t
a t
a a
a a</w>
aa a</w>
"""
# Words at the edges: one character, characters in no merge (beyond the
# BMP too), long runs of one character (overlapping pairs: "a a", "t t",
# "0 0" then "00 0"), the marker alone, mixed scripts.
BPE_EDGE_WORDS = ["x", "ℵ", "😀", "a" * 80, "\u2581" + "t" * 80, "\u2581",
                  "\u2581ℵβγ", "\u2581Žltý日本語ok😀", "\u2581" + "0" * 81]


def _differ_from_python(codes, words):
  """The words whose graph BPE (in a tf.function) is not codes.segment."""
  segment = tf.function(graph_segmentation.best_segmentation(codes),
                        input_signature=[tf.TensorSpec([None], tf.string)])
  got = segment(tf.constant(words)).to_list()
  assert len(got) == len(words)
  return [(w, g) for w, g in zip(words, got)
          if tuple(p.decode() for p in g) != codes.segment(w)]


@pytest.mark.slow(reason="segments every word of the demo corpus both ways "
                  "(3 s)")
def test_graph_bpe_is_the_codes_segmentation():
  codes = bpe.load_codes(BPE_CODES)
  assert not codes.end_of_word
  words = _demo_words("test.en-sk.en", "test.en-sk.sk", "dev.en-sk.en",
                      "dev.en-sk.sk") + BPE_EDGE_WORDS
  differ = _differ_from_python(codes, words)
  assert not differ, differ[:5]
  segment = tf.function(graph_segmentation.best_segmentation(codes),
                        input_signature=[tf.TensorSpec([None], tf.string)])
  assert segment(tf.constant([], tf.string)).to_list() == []
  assert segment(tf.constant(["a", "ℵ"])).to_list() == [[b"a"], [
      "ℵ".encode()]]
  # A codes file with no merge leaves the characters.
  assert not _differ_from_python(bpe.BpeCodes([]), BPE_EDGE_WORDS)


def test_graph_bpe_adds_and_removes_subword_nmts_end_of_word(tmp_path):
  (tmp_path / "codes").write_text(SUBWORD_NMT_CODES, encoding="utf-8")
  codes = bpe.load_codes(str(tmp_path / "codes"))
  assert codes.end_of_word
  # The last merges of "the", "and", "aaa" and "other"'s "ther" take </w>;
  # "then" has none.
  expected = {"the": ("the",), "other": ("o", "ther"), "and": ("and",),
              "station": ("st", "a", "tion"), "aaa": ("aaa",),
              "aaaa": ("aa", "aa"), "nothing": ("n", "o", "th", "ing"),
              "then": ("th", "e", "n"), "\u2581the": ("\u2581", "the")}
  assert {w: codes.segment(w) for w in expected} == expected
  demo = _demo_words("test.en-sk.en", "test.en-sk.sk", "dev.en-sk.en")
  # subword-nmt's words have no marker: the demo's words both ways.
  words = demo + [w.lstrip("\u2581") or w for w in demo] + list(
      expected) + BPE_EDGE_WORDS
  differ = _differ_from_python(codes, words)
  assert not differ, differ[:5]


def test_graph_bpe_merges_overlapping_occurrences_left_to_right():
  codes = bpe.BpeCodes([("a", "a")])
  expected = {"aaa": ("aa", "a"), "aaaa": ("aa", "aa"),
              "aaaaa": ("aa", "aa", "a"), "aabaaa": ("aa", "b", "aa", "a")}
  assert {w: codes.segment(w) for w in expected} == expected
  runs = list(expected) + ["a" * n for n in range(1, 40)] + [
      "ba" * n + "a" * n for n in range(1, 12)]
  assert not _differ_from_python(codes, runs)
  longer = bpe.BpeCodes([("a", "a"), ("aa", "a"), ("b", "aa"), ("aa", "aa")])
  assert not _differ_from_python(longer, runs)


@pytest.fixture(name="trained", scope="module")
def trained_fixture(tmp_path_factory):
  """A tiny en->sk model on 1,500 demo pairs, its input as the demo's:
  pretokenized, Morfessor segmentation, language tokens."""
  tmp = tmp_path_factory.mktemp("exporter")
  write_lines(tmp / "train.en", _demo_lines("train.en-sk.en", 1500))
  write_lines(tmp / "train.sk", _demo_lines("train.en-sk.sk", 1500))
  config = {
      "meta": {"shard": {"pretokenize": True},
               "train": {"segmentation_model": LEXICON,
                         "vocab_path": LEXICON, "seg_n_samples": 4}},
      "tasks": {"en_sk": {
          "transforms": ["morfessor_em", "lang_prefix_both",
                         "filter_too_long"],
          "meta": {"src_lang": "en", "trg_lang": "sk"},
          "inputs": {"x": {"src": "train.en", "tgt": "train.sk"}}}}}
  problem, data_dir = build_problem(tmp, config, vocab_from_words=False)
  output_dir = tmp / "model"
  tiny_trainer(problem, data_dir, output_dir, 40, eval_every=0,
               save_every=40, hparams=TINY_HPARAMS.replace(
                   "learning_rate_warmup_steps=20",
                   "learning_rate_warmup_steps=10,learning_rate=1.0")
               ).train()
  return str(output_dir)


def _exporter(*args):
  return test_programs.run("dyn-exporter", *args)


def _exporter_process(*args):
  """dyn-exporter as users start it: the suite's one subprocess run."""
  return subprocess.run(
      [sys.executable, "-m", "t2t_dyn.bin.dyn_exporter", *args],
      capture_output=True, text=True, cwd=REPO, check=False)


def _translator(output_dir):
  problem = problem_lib.Problem(
      data_config=translator_lib.saved_data_config(output_dir))
  return translator_lib.Translator(problem, output_dir, "en_sk")


# Runs in a fresh interpreter that never imports t2t_dyn: what a serving
# user has. Batches as dyn-decoder forms them, so the two decode the same
# padded shapes.
_SERVE = r"""
import json, sys
import tensorflow as tf
request = json.load(open(sys.argv[1], encoding="utf-8"))
model = tf.saved_model.load(request["export"])
assert not [m for m in sys.modules if m.startswith("t2t_dyn")]
translate = model.signatures["translate"]
outputs, scores = [None] * len(request["lines"]), [None] * len(request["lines"])
for rows in request["batches"]:
  result = translate(inputs=tf.constant([request["lines"][i] for i in rows]))
  for i, text, score in zip(rows, result["outputs"].numpy(),
                            result["scores"].numpy()):
    outputs[i], scores[i] = text.decode("utf-8"), float(score)
examples = [tf.train.Example(features=tf.train.Features(feature={
    "inputs": tf.train.Feature(int64_list=tf.train.Int64List(value=ids))}))
    .SerializeToString() for ids in request["ids"]]
served = model.signatures["serving_default"](input=tf.constant(examples))
json.dump({"outputs": outputs, "scores": scores,
           "t2t_outputs": served["outputs"].numpy().tolist(),
           "t2t_scores": served["scores"].numpy().tolist()},
          open(sys.argv[2], "w", encoding="utf-8"))
"""


@pytest.mark.slow(reason="trains a model, exports it, serves it in a fresh process")
def test_saved_model_translates_as_dyn_decoder_without_t2t_dyn(trained,
                                                                tmp_path):
  result = _exporter_process(f"--output_dir={trained}",
                             f"--decode_hparams={DECODE_HPARAMS}")
  assert result.returncode == 0, result.stderr
  (name,) = os.listdir(os.path.join(trained, "export"))
  export = os.path.join(trained, "export", name)
  assert f"to {export}" in result.stdout and name.isdigit()
  with open(os.path.join(export, "assets.extra", "t2t_dyn_export.json"),
            encoding="utf-8") as f:
    record = json.load(f)
  assert record["step"] == 40 and record["decode_hparams"]["beam_size"] == 4

  lines = _demo_lines("test.en-sk.en", 40) + EDGE_LINES
  translator = _translator(trained)
  options = translator_lib.DecodeOptions(beam_size=4, alpha=0.6,
                                         extra_length=12)
  expected = translator.translate_beams(lines, options)
  encoded = [translator.encoders["inputs"].encode(line) +
             [vocabulary.EOS_ID] if line.strip() else None for line in lines]
  batches = [[int(r) for r in batch.lines] for batch in
             decode_batches.length_batches(encoded, options.batching())]
  # Empty lines too: the export gets them like any (dyn-decoder skips them).
  batches.append([i for i, ids in enumerate(encoded) if ids is None])
  some = [ids for ids in encoded if ids is not None][:5]
  request = tmp_path / "request.json"
  request.write_text(json.dumps({"export": export, "lines": lines,
                                 "batches": batches, "ids": some}))
  served = subprocess.run(
      [sys.executable, "-c", _SERVE, str(request), str(tmp_path / "out")],
      capture_output=True, text=True, check=False, env={
          **os.environ, "PYTHONPATH": ""}, cwd=str(tmp_path))
  assert served.returncode == 0, served.stderr
  answer = json.loads((tmp_path / "out").read_text())
  assert answer["outputs"] == [b[0].text if b else "" for b in expected]
  np.testing.assert_allclose(
      answer["scores"], [b[0].score if b else 0.0 for b in expected],
      atol=1e-5)
  # Tensor2Tensor's signature: ids in, ids out, as the decoder finds them.
  direct = [translator_lib.translate_lines(
      translator.model, translator.encoders, [lines[i]], options)[0][0]
            for i, ids in enumerate(encoded) if ids is not None][:5]
  decoded = [translator.encoders["targets"].decode(ids)
             for ids in answer["t2t_outputs"]]
  assert decoded == [h.text for h in direct]
  assert len(answer["t2t_scores"]) == len(some)


@pytest.mark.slow(reason="reads a trained export as saved_model_cli does")
def test_saved_model_cli_lists_both_signatures(trained):
  exports = os.path.join(trained, "export")
  if not os.path.isdir(exports) or not os.listdir(exports):
    assert _exporter(f"--output_dir={trained}").returncode == 0
  export = os.path.join(exports, sorted(os.listdir(exports))[-1])
  # What `saved_model_cli show --dir EXPORT --all` prints (its show command
  # calls _show_all), in this process: the tool's start-up is TensorFlow's,
  # not the export's. Its module defines absl flags (--output_dir among
  # them) as it is imported: isolated, they go as a process's would.
  shown = io.StringIO()
  with test_programs.isolated(), contextlib.redirect_stdout(shown):
    # pylint: disable-next=g-import-not-at-top
    from tensorflow.python.tools import saved_model_cli
    saved_model_cli._show_all(export)  # pylint: disable=protected-access
  for signature in ("serving_default", "translate"):
    assert f"signature_def['{signature}']" in shown.getvalue()
  assert "inputs['input']" in shown.getvalue()  # Tensor2Tensor's input name.
  assert "outputs['scores']" in shown.getvalue()


@pytest.mark.slow(reason="trains a model")
def test_a_missing_checkpoint_is_named_and_leaves_nothing(trained):
  exports = os.path.join(trained, "export")
  before = set(os.listdir(exports)) if os.path.isdir(exports) else set()
  result = _exporter(f"--output_dir={trained}",
                     "--checkpoint_path=model.ckpt-999")
  assert result.returncode != 0
  assert "--checkpoint_path=model.ckpt-999" in result.stderr
  assert "ckpt-40" in result.stderr  # What the run keeps instead.
  assert (set(os.listdir(exports)) if os.path.isdir(exports) else set()
          ) == before


@pytest.fixture(name="bpe_problem", scope="module")
def bpe_problem_fixture(tmp_path_factory):
  """A pretokenized BPE problem on 50 demo lines: task "t" bpe_dropout
  alone, task "langid" behind langid_filter (Python only)."""
  tmp = tmp_path_factory.mktemp("bpe_problem")
  write_lines(tmp / "a.txt", _demo_lines("dev.en-sk.en", 50))
  models = os.path.join(DEMO, "models")
  inputs = {"x": {"src": "a.txt", "tgt": "a.txt"}}
  config = {"meta": {"shard": {"pretokenize": True},
                     "train": {"segmentation_model": f"{models}/bpe.codes",
                               "vocab_path": f"{models}/bpe.vocab"}},
            "tasks": {"t": {"transforms": ["bpe_dropout"], "inputs": inputs},
                      "langid": {"transforms": ["langid_filter",
                                                "bpe_dropout"],
                                 "meta": {"src_lang": "en", "trg_lang": "sk"},
                                 "inputs": inputs}}}
  return build_problem(tmp, config, vocab_from_words=False)


@pytest.mark.slow(reason="builds and loads a SavedModel")
def test_a_bpe_problem_encodes_in_a_saved_model_as_in_python(bpe_problem,
                                                            tmp_path):
  problem, data_dir = bpe_problem
  encoders = problem.task_feature_encoders(data_dir, "t")
  lines = _demo_lines("dev.en-sk.en", 50) + EDGE_LINES
  expected = [encoders["inputs"].encode(line) + [vocabulary.EOS_ID]
              for line in lines]
  module = tf.Module()
  module.encoder = graph_encoder.GraphEncoder(encoders, "t")
  encode = tf.function(lambda lines: module.encoder.encode(lines)["ids"],
                       input_signature=[tf.TensorSpec([None], tf.string)])
  # Saved and loaded: the BPE tables go with the model.
  tf.saved_model.save(module, str(tmp_path / "encoder"),
                      signatures={"encode": encode})
  loaded = tf.saved_model.load(str(tmp_path / "encoder"))
  ids = loaded.signatures["encode"](lines=tf.constant(lines))
  got = [[i for i in row if i != vocabulary.PAD_ID]
         for row in next(iter(ids.values())).numpy().tolist()]
  assert got == expected
  assert encode(tf.constant([], tf.string)).shape[0] == 0  # No line.


@pytest.mark.slow(reason="shards and sets up a BPE problem")
def test_encoders_without_a_graph_form_are_refused_by_name(bpe_problem):
  problem, data_dir = bpe_problem
  encoders = problem.task_feature_encoders(data_dir, "langid")
  with pytest.raises(graph_encoder.GraphEncoderError,
                     match="transform 'langid_filter'.*Python only"):
    graph_encoder.GraphEncoder(encoders, "langid")
  own = {"inputs": text_encoder.ByteTextEncoder(),
         "targets": text_encoder.ByteTextEncoder()}
  with pytest.raises(graph_encoder.GraphEncoderError,
                     match="own feature_encoders.*ByteTextEncoder"):
    graph_encoder.GraphEncoder(own, "t")


def test_graph_sentencepiece_is_the_segmenters_best():
  segmenter = sentencepiece_model.SentencePieceSegmenter(
      os.path.join(DEMO, "models", "spm.model"))
  words = set()
  for name in ("test.en-sk.en", "test.en-sk.sk"):
    for line in _demo_lines(name):
      words.update(line.split())
  words = sorted(words) + ["ℵβ", "x", "a" * 80, "😀ok"]
  segment = graph_segmentation.best_segmentation(segmenter)
  assert graph_segmentation.needs_tensorflow_text(segment)
  got = segment(tf.constant(words)).to_list()
  differ = [(w, g) for w, g in zip(words, got)
            if tuple(p.decode() for p in g) != segmenter.best(w)]
  assert not differ, differ[:5]


def test_graph_word_owners_are_the_decoders(tmp_path):
  """The SavedModel's alignments start from which raw word each piece
  comes from (source) or lands in (output): in the graph
  (GraphEncoder.encode(provenance=True), target_owners) as
  decoding.word_links finds them in Python, through pretokenization
  (words split at symbols), Morfessor segmentation (suffixes carried to
  every piece) and language tokens (no word), on demo lines and the edge
  lines."""
  # pylint: disable-next=g-import-not-at-top
  from t2t_dyn.decoding import word_links
  problem, data_dir = test_utils.segmented_en_sk_problem(tmp_path)
  encoders = problem.task_feature_encoders(data_dir, "en_sk")
  sources = _demo_lines("train.en-sk.en", 300)
  targets = _demo_lines("train.en-sk.sk", 300)
  graph = graph_encoder.GraphEncoder(encoders, "en_sk")
  lines = sources[:40] + [line for line in EDGE_LINES if line.strip()]
  encoded = graph.encode(tf.constant(lines), provenance=True)
  owners = encoded["owners"].numpy()
  for row, line in enumerate(lines):
    ids = encoders["inputs"].encode(line) + [vocabulary.EOS_ID]
    assert list(encoded["ids"].numpy()[row, :len(ids)]) == ids
    expected = word_links.source_owners(encoders["inputs"], line, ids)
    got = [frozenset(np.flatnonzero(owners[row, p])) for p in range(len(ids))]
    assert got == expected, line
    assert not owners[row, len(ids):].any()

  outputs = [encoders["targets"].encode(line) for line in targets[:40]]
  # A language token (hidden) and ids past EOS own no word; <unk> is
  # shown, and so owns one.
  to_sk = encoders["targets"].vocabulary.ids(["<TO_sk>"])[0]
  assert to_sk != vocabulary.UNK_ID
  outputs[0] = [to_sk, vocabulary.UNK_ID] + outputs[0]
  width = max(map(len, outputs)) + 2
  ids = np.zeros((len(outputs), width), np.int32)
  for row, out in enumerate(outputs):
    ids[row, :len(out) + 2] = out + [vocabulary.EOS_ID, 7]
  landed = graph.target_owners(tf.constant(ids)).numpy()
  for row, out in enumerate(outputs):
    expected = word_links.target_owners(encoders["targets"], ids[row])
    got = [frozenset(np.flatnonzero(landed[row, p]))
           for p in range(len(expected))]
    assert got == expected, targets[row]
    assert any(got) and not landed[row, len(expected):].any()


@pytest.mark.slow(reason="shards and sets up a BPE language model")
def test_a_language_models_prefix_encodes_as_the_decoder_encodes_it(
    tmp_path):
  # A decoder alone reads each line as target text (dyn-decoder gives the
  # targets' encoder the lines); an empty line is an empty prefix.
  write_lines(tmp_path / "a.txt", _demo_lines("dev.en-sk.en", 50))
  config = {"meta": {"shard": {"pretokenize": True},
                     "train": {"segmentation_model": BPE_CODES,
                               "vocab_path": os.path.join(
                                   DEMO, "models", "bpe.vocab")}},
            "tasks": {"lm": {"type": "mono",
                             "transforms": ["mono_to_targets",
                                            "bpe_dropout"],
                             "inputs": {"m": {"mono": "a.txt"}}}}}
  problem, data_dir = build_problem(tmp_path, config,
                                    vocab_from_words=False)
  encoders = problem.task_feature_encoders(data_dir, "lm")
  lines = _demo_lines("dev.en-sk.sk", 20) + EDGE_LINES
  expected = lines_lib.encode_lines(
      {**encoders, "inputs": encoders["targets"]}, lines, empty_prompt=True)
  encoded = graph_encoder.graph_encoder(encoders, "lm",
                                        prompt=True).encode(tf.constant(lines))
  got = [[i for i in row if i != vocabulary.PAD_ID]
         for row in encoded["ids"].numpy().tolist()]
  assert got == expected
  assert not encoded["empty"].numpy().any()


def test_byte_encoders_run_in_the_graph_as_in_python():
  # Tensor2Tensor's CHARACTER problems: ids are bytes + 2, both ways.
  byte = text_encoder.ByteTextEncoder()
  encoders = {"inputs": byte, "targets": byte}
  graph = graph_encoder.graph_encoder(encoders, "t")
  assert isinstance(graph, graph_encoder.ByteGraphEncoder)
  lines = ["", "  ", "Hello", "ℵ≠ζ ok 😀"]
  encoded = graph.encode(tf.constant(lines))
  got = [[i for i in row if i != vocabulary.PAD_ID]
         for row in encoded["ids"].numpy().tolist()]
  assert got == [byte.encode(line) + [vocabulary.EOS_ID] for line in lines]
  assert encoded["empty"].numpy().tolist() == [True, True, False, False]
  assert not graph_encoder.graph_encoder(
      encoders, "t", prompt=True).encode(tf.constant([""]))["empty"][0]
  # Decoded up to EOS; PAD's name and a cut UTF-8 character as Python's.
  rows = [byte.encode("ok 😀") + [1, 70], [0] + byte.encode("é")[:1] + [72]]
  width = max(map(len, rows))
  texts = graph.decode(tf.constant(
      [row + [1] * (width - len(row)) for row in rows])).numpy().tolist()
  assert [t.decode() for t in texts] == [
      byte.decode(lines_lib.until_eos(row)) for row in rows]
