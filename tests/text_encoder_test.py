"""Tests for t2t_dyn.data_generators.text_encoder and tokenizer, against
tensor2tensor==1.15.7's own modules (installed without dependencies)."""

import itertools
import os

import numpy as np
import pytest

from tensor2tensor.data_generators import text_encoder as t2t
from tensor2tensor.data_generators import tokenizer as t2t_tokenizer

from t2t_dyn.data_generators import text_encoder
from t2t_dyn.data_generators import tokenizer

DEMO = os.path.join(os.path.dirname(__file__), "..", "data", "demo")
# Characters outside any demo vocabulary, the escape characters themselves,
# whitespace runs, a single token, an empty line, astral-plane symbols.
EDGES = ["", "x", "ďábel_je\\tu", "under_score\\back\\slash;42;",
         "  two  spaces, and\ttabs\t", "漢字とかな。", "Emoji 🙂 or ∑ ≠ ∞",
         "\u3013\\123;", "'quoted' \"double\"", "a\nb", "A1B2-3.5e-7"]


def _lines(name, count=None):
  with open(os.path.join(DEMO, name), encoding="utf-8") as f:
    return [line.rstrip("\n") for line in itertools.islice(f, count)]


def test_reserved_ids_are_tensor2tensors():
  assert text_encoder.RESERVED_TOKENS == t2t.RESERVED_TOKENS
  assert (text_encoder.PAD_ID, text_encoder.EOS_ID,
          text_encoder.NUM_RESERVED_TOKENS) == (t2t.PAD_ID, t2t.EOS_ID,
                                                t2t.NUM_RESERVED_TOKENS)


@pytest.mark.parametrize("text", EDGES + _lines("test.en-sk.sk", 50))
def test_tokenizer_is_tensor2tensors_and_invertible(text):
  assert tokenizer.encode(text) == t2t_tokenizer.encode(text)
  assert tokenizer.decode(tokenizer.encode(text)) == text


@pytest.fixture(scope="module")
def subword_files(tmp_path_factory):
  """A vocabulary built here and one built by Tensor2Tensor from the same
  demo lines (both sides, Slovak words Tensor2Tensor's vocabulary lacks).
  300 pairs and about 400 subtokens: a second or so to build each, and the
  test sets still split into subtokens, escapes and whole words."""
  lines = _lines("train.en-sk.en", 300) + _lines("train.en-sk.sk", 300)
  directory = tmp_path_factory.mktemp("subwords")
  ours = text_encoder.SubwordTextEncoder.build_from_generator(
      lines, 400, max_subtoken_length=12,
      reserved_tokens=text_encoder.RESERVED_TOKENS + ["<BT>"])
  theirs = t2t.SubwordTextEncoder.build_from_generator(
      lines, 400, max_subtoken_length=12,
      reserved_tokens=t2t.RESERVED_TOKENS + ["<BT>"])
  ours.store_to_file(str(directory / "ours.vocab"))
  theirs.store_to_file(str(directory / "theirs.vocab"))
  return str(directory / "ours.vocab"), str(directory / "theirs.vocab")


@pytest.mark.slow(reason="builds two subword vocabularies (~3 s)")
def test_a_subword_vocabulary_is_built_as_tensor2tensor_builds_it(
    subword_files):
  ours, theirs = subword_files
  with open(ours, "rb") as a, open(theirs, "rb") as b:
    assert a.read() == b.read()
  with open(ours, encoding="utf-8") as f:
    assert f.readline() == "'<pad>_'\n"


@pytest.mark.slow(reason="builds two subword vocabularies (~3 s)")
@pytest.mark.parametrize("built_by", ["ours", "theirs"])
def test_subword_ids_equal_tensor2tensors_both_ways(subword_files, built_by):
  path = subword_files[0 if built_by == "ours" else 1]
  ours, theirs = text_encoder.SubwordTextEncoder(path), t2t.SubwordTextEncoder(
      path)
  assert ours.vocab_size == theirs.vocab_size
  for text in EDGES + _lines("test.en-sk.sk") + _lines("test.en-sk.en"):
    ids = ours.encode(text)
    assert ids == theirs.encode(text), text
    assert ours.decode(ids) == theirs.decode(ids) == text
    assert ours.decode_list(ids) == theirs.decode_list(ids)
  assert ours.encode_without_tokenizing("a b_c") == (
      theirs.encode_without_tokenizing("a b_c"))
  # Ids beyond the vocabulary, and a trailing EOS stripped on request.
  assert ours.decode([5, 99999, 6, 1], strip_extraneous=True) == (
      theirs.decode([5, 99999, 6, 1], strip_extraneous=True))


@pytest.mark.parametrize("min_count,iterations,max_length",
                         [(1, 1, None), (3, 2, 5), (8, 3, None)])
def test_subtokens_learned_from_counts_are_tensor2tensors(
    min_count, iterations, max_length):
  """build_from_token_counts directly, without a maximum length too:
  tokens counted once and many times (the build counts the two apart)."""
  lines = _lines("train.en-sk.sk", 120) + ["Eeeeeeeeeeeeeeeeeeeeeeeeee"]
  counts = {}
  for line in lines:
    for token in tokenizer.encode(line):
      counts[token] = counts.get(token, 0) + 1
  ours, theirs = text_encoder.SubwordTextEncoder(), t2t.SubwordTextEncoder()
  ours.build_from_token_counts(counts, min_count, iterations,
                               max_subtoken_length=max_length)
  theirs.build_from_token_counts(counts, min_count, iterations,
                                 max_subtoken_length=max_length)
  assert ours.all_subtoken_strings == tuple(theirs.all_subtoken_strings)


def test_subword_file_quirks_read_as_tensor2tensor_reads_them(tmp_path):
  path = tmp_path / "hand.vocab"
  # Quoted or not, a double-quoted one, trailing spaces, a lone quote (an
  # empty subtoken) and a CRLF line end.
  path.write_bytes("'<pad>_'\n<EOS>_\n\"a\"\nb  \n'\nab_\r\nc\n_\n\\\nu\n"
                   ";\n0\n1\n2\n3\n4\n5\n6\n7\n8\n9\n".encode("utf-8"))
  ours, theirs = (text_encoder.SubwordTextEncoder(str(path)),
                  t2t.SubwordTextEncoder(str(path)))
  assert ours.all_subtoken_strings == theirs.all_subtoken_strings
  for text in ("ab", "abc cab", "ba_", "zzz", ""):
    assert ours.encode(text) == theirs.encode(text)
  with pytest.raises(text_encoder.VocabularyFileError, match="not found"):
    text_encoder.SubwordTextEncoder(str(tmp_path / "missing"))


def test_a_vocabulary_without_a_character_fails_clearly(tmp_path):
  path = tmp_path / "no_b.vocab"
  path.write_text("'<pad>_'\n'<EOS>_'\n'a'\n'_'\n'ab'\n", encoding="utf-8")
  with pytest.raises(text_encoder.VocabularyFileError,
                     match=r"no_b.vocab: no subtoken spells 'b'"):
    text_encoder.SubwordTextEncoder(str(path)).encode("ba")
  # Tensor2Tensor's encoder asserts it: user code catches AssertionError.
  with pytest.raises(AssertionError):
    t2t.SubwordTextEncoder(str(path)).encode("ba")
  with pytest.raises(AssertionError, match="no subtoken spells 'b'"):
    text_encoder.SubwordTextEncoder(str(path)).encode("ba")


def test_token_encoder_ids_equal_tensor2tensors(tmp_path):
  path = tmp_path / "tokens.txt"
  path.write_text("<pad>\n<EOS>\n<unk>\nthe\ncat\n sat \nthe\n",
                  encoding="utf-8")
  for options in ({}, {"replace_oov": "<unk>"}, {"reverse": True}):
    ours = text_encoder.TokenTextEncoder(str(path), **options)
    theirs = t2t.TokenTextEncoder(str(path), **options)
    assert ours.vocab_size == theirs.vocab_size == 7
    text = "the cat  sat" if not options.get("replace_oov") else "the dog sat"
    assert ours.encode(text) == theirs.encode(text)
    assert ours.decode([3, 4, 9]) == theirs.decode([3, 4, 9])
  with pytest.raises(KeyError, match="'dog' is not in the vocabulary"):
    text_encoder.TokenTextEncoder(str(path)).encode("the dog")
  # replace_oov is looked up when a token needs it, as in Tensor2Tensor:
  # known tokens encode, an unknown one is then a clear error.
  lazy = text_encoder.TokenTextEncoder(str(path), replace_oov="<oov>")
  assert lazy.encode("the cat") == t2t.TokenTextEncoder(
      str(path), replace_oov="<oov>").encode("the cat") == [6, 4]
  with pytest.raises(KeyError, match="'dog' is not in the vocabulary .*"
                     "neither is its replacement, the oov_token '<oov>'"):
    lazy.encode("the dog")
  with pytest.raises(KeyError):
    t2t.TokenTextEncoder(str(path), replace_oov="<oov>").encode("the dog")
  listed = text_encoder.TokenTextEncoder(None, vocab_list=["<EOS>", "a", "b"])
  assert listed.encode("b a") == t2t.TokenTextEncoder(
      None, vocab_list=["<EOS>", "a", "b"]).encode("b a") == [3, 2]
  listed.store_to_file(str(tmp_path / "stored.txt"))
  assert (tmp_path / "stored.txt").read_text() == "<pad>\n<EOS>\na\nb\n"


def test_byte_and_plain_encoders_equal_tensor2tensors():
  ours, theirs = text_encoder.ByteTextEncoder(), t2t.ByteTextEncoder()
  for text in EDGES:
    assert ours.encode(text) == theirs.encode(text)
    assert ours.decode(ours.encode(text)) == text
  broken = [2 + 0xC3, 2 + 0x28, 1, 0]  # Invalid UTF-8, then EOS and PAD.
  assert ours.decode(broken) == theirs.decode(broken)
  assert ours.decode(broken, True) == theirs.decode(broken, True)
  assert ours.vocab_size == theirs.vocab_size == 258
  assert text_encoder.TextEncoder().encode("3 40") == (
      t2t.TextEncoder().encode("3 40")) == [5, 42]
  assert text_encoder.TextEncoder().decode([0, 1, 7]) == (
      t2t.TextEncoder().decode([0, 1, 7]))


def test_vocabulary_files_without_pad_and_eos_load_as_tensor2tensors(
    tmp_path, caplog):
  # Tensor2Tensor loads them as they are: their first tokens take ids 0
  # (padding) and 1 (end of sentence). So does this, saying so once.
  tokens = tmp_path / "tokens.txt"
  tokens.write_text("<unk>\n<s>\nthe\ncat\n", encoding="utf-8")
  ours = text_encoder.TokenTextEncoder(str(tokens), replace_oov="<unk>")
  theirs = t2t.TokenTextEncoder(str(tokens), replace_oov="<unk>")
  assert ours.encode("the dog cat") == theirs.encode("the dog cat") == [
      2, 0, 3]
  assert ours.vocab_size == theirs.vocab_size == 4
  text_encoder.TokenTextEncoder(str(tokens))
  warnings = [r.getMessage() for r in caplog.records
              if "tokens.txt" in r.getMessage()]
  assert len(warnings) == 1 and ("ids 0 and 1 are '<unk>' and '<s>', not "
                                 "the reserved '<pad>' and '<EOS>'"
                                 in warnings[0])
  subwords = tmp_path / "subwords.txt"
  subwords.write_text("'a_'\n'<EOS>_'\n'b'\n", encoding="utf-8")
  assert text_encoder.SubwordTextEncoder(str(subwords)).encode("a") == (
      t2t.SubwordTextEncoder(str(subwords)).encode("a"))
  assert text_encoder.TokenTextEncoder(
      str(tokens), num_reserved_ids=0).encode("cat") == [3]


@pytest.fixture(name="counted_files")
def counted_files_fixture(tmp_path):
  """Two corpus files (a blank line, runs of punctuation, a last line
  without its newline) and two 'token,count' vocabulary files, one with a
  line without a count and a token with a comma in it."""
  (tmp_path / "corpus-1.txt").write_text(
      "I shot an elephant in my pajamas.\n\nHow he got in my pajamas, "
      "I'll never know...\n", encoding="utf-8")
  (tmp_path / "corpus-2.txt").write_text(
      "Slept!  Well... slept.\nI\n\nend", encoding="utf-8")
  (tmp_path / "vocab-1.txt").write_text("lollipop,8\nreverberated,12\n",
                                        encoding="utf-8")
  (tmp_path / "vocab-2.txt").write_text(
      "kattywampus,11\nkaput\nbalder,dash,10\njiggery-pokery,14\n",
      encoding="utf-8")
  return tmp_path


@pytest.mark.parametrize("max_lines", [0, 1, 3, 4, 7, 100])
@pytest.mark.parametrize("split", [True, False])
def test_corpus_token_counts_are_tensor2tensors(counted_files, max_lines,
                                                split):
  pattern = str(counted_files / "corpus-*.txt")
  assert tokenizer.corpus_token_counts(pattern, max_lines, split) == (
      t2t_tokenizer.corpus_token_counts(pattern, max_lines, split))


@pytest.mark.parametrize("max_lines", [0, 2, 4, 5, 100])
def test_vocab_token_counts_are_tensor2tensors(counted_files, max_lines):
  pattern = str(counted_files / "vocab-*.txt")
  assert tokenizer.vocab_token_counts(pattern, max_lines) == (
      t2t_tokenizer.vocab_token_counts(pattern, max_lines))


def test_counting_names_what_it_leaves_out_and_a_pattern_matching_nothing(
    counted_files, caplog):
  counts = tokenizer.vocab_token_counts(str(counted_files / "vocab-*.txt"),
                                        0)
  assert "kaput" not in counts and counts["balder,dash"] == 10
  assert "vocab-2.txt:2: not a 'token,count' line, left out: 'kaput'" in (
      caplog.text)
  with pytest.raises(FileNotFoundError, match="no file matches .*nothing"):
    tokenizer.corpus_token_counts(str(counted_files / "nothing*"), 0)


def test_class_label_encoders_are_tensor2tensors(tmp_path):
  labels = ["zero", "one", "two"]
  (tmp_path / "labels.txt").write_text("zero\n one \ntwo\n", encoding="utf-8")
  for ours, theirs in [
      (text_encoder.ClassLabelEncoder(labels), t2t.ClassLabelEncoder(labels)),
      (text_encoder.ClassLabelEncoder(
          class_labels_fname=str(tmp_path / "labels.txt")),
       t2t.ClassLabelEncoder(class_labels=labels))]:
    assert ours.vocab_size == theirs.vocab_size == 3
    assert [ours.encode(x) for x in labels] == [theirs.encode(x)
                                                for x in labels]
    for ids in (2, [1], np.array([[0]])):
      assert ours.decode(ids) == theirs.decode(ids)
  one_hot, t2t_one_hot = (text_encoder.OneHotClassLabelEncoder(labels),
                          t2t.OneHotClassLabelEncoder(labels))
  assert one_hot.encode("one") == t2t_one_hot.encode("one") == [0, 1, 0]
  assert one_hot.encode("two", on_value=5, off_value=-1) == (
      t2t_one_hot.encode("two", on_value=5, off_value=-1))
  for vector in ([0, 0, 1], np.array([[1, 0, 0]])):
    assert one_hot.decode(vector) == t2t_one_hot.decode(vector)
  with pytest.raises(ValueError, match="'four' is not a class label"):
    one_hot.encode("four")
  with pytest.raises(ValueError, match="not a one-hot vector of 3"):
    one_hot.decode([0, 1])
  with pytest.raises(ValueError, match="needs class_labels"):
    text_encoder.ClassLabelEncoder([])


def test_a_subword_vocabulary_loads_from_a_file_object_and_dumps(tmp_path,
                                                                  capsys):
  path = tmp_path / "sub.vocab"
  path.write_text("'<pad>_'\n'<EOS>_'\n'a'\n'b_'\n\"ab\"\n'_'\nc\n",
                  encoding="utf-8")
  ours, theirs = (text_encoder.SubwordTextEncoder(),
                  t2t.SubwordTextEncoder())
  with open(path, encoding="utf-8") as f:
    ours._load_from_file_object(f)  # pylint: disable=protected-access
  with open(path, encoding="utf-8") as f:
    theirs._load_from_file_object(f)  # pylint: disable=protected-access
  assert ours.all_subtoken_strings == tuple(theirs.all_subtoken_strings)
  assert ours.encode("ab c ab") == theirs.encode("ab c ab")
  ours.dump()
  mine = capsys.readouterr().out
  theirs.dump()
  assert mine == capsys.readouterr().out
  assert text_encoder.unicode_to_native("é") == t2t.unicode_to_native("é")
