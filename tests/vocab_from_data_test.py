"""Tests of the vocabulary built from the data (t2t_dyn.setup.vocab_from_data)."""

import gzip
import os

import pytest
import sentencepiece as spm

from t2t_dyn import segmenters
from t2t_dyn.config import data_config
from t2t_dyn.data_generators import problem as problem_lib
from t2t_dyn.segmenters import segmenter_training
from t2t_dyn.setup import transform_setup
from t2t_dyn.setup import vocab_from_data
from t2t_dyn.shards import layout
from t2t_dyn.shards import reading
from t2t_dyn.test_utils import write_lines
from t2t_dyn.text import forms

DEMO = os.path.join(os.path.dirname(__file__), "..", "data", "demo")


def _demo(name, n):
  with open(os.path.join(DEMO, name), encoding="utf-8") as f:
    return [next(f).rstrip("\n") for _ in range(n)]


def _config(tmp_path, transforms, lines=1000, **train):
  # 1,000 pairs: 2,000 lines (both sides) to train on, enough for 500
  # pieces and 400 merges, and quick to train and segment.
  src = write_lines(tmp_path / "src.txt", _demo("train.en-sk.en", lines))
  tgt = write_lines(tmp_path / "tgt.txt", _demo("train.en-sk.sk", lines))
  return {"meta": {"shard": {"n_shards": 2},
                   "train": {"name": "setup", **train}},
          "tasks": {"en_sk": {"type": "para", "transforms": transforms,
                              "inputs": {"c": {"src": src, "tgt": tgt}}}}}


def _set_up(tmp_path, raw, data="data"):
  config = data_config.load_data_config(raw, base_dir=str(tmp_path))
  problem = problem_lib.Problem(data_config=config)
  data_dir = str(tmp_path / data)
  problem.generate_shards(data_dir, str(tmp_path / "tmp"), log=lambda m: None)
  logs = []
  setup = transform_setup.run_vocab_stage(config, data_dir, "p", logs.append)
  return problem, data_dir, setup, logs


def _shard_lines(data_dir, config):
  """The training shards' lines as the documented order has them."""
  lines = []
  shards = reading.shard_set(data_dir, "en_sk", config)
  for feature in sorted(shards.files):
    for path in shards.files[feature]:
      with gzip.open(path, "rt", encoding="utf-8") as f:
        lines.extend(line.rstrip("\n") for line in f)
  return lines


@pytest.mark.slow(reason="trains SentencePiece models (seconds)")
def test_sentencepiece_is_trained_on_the_shards_as_sentencepiece_would(
    tmp_path):
  raw = _config(tmp_path, ["sentencepiece"], approx_vocab_size=500,
                segmentation_training={"num_threads": 2})
  problem, data_dir, setup, logs = _set_up(tmp_path, raw)
  models = setup.record["models"]
  assert models["segmentation_model"]["source"] == "(trained on the shards)"
  # The reference: SentencePiece itself, on the same lines, same options.
  config = problem.get_data_config()
  reference = str(tmp_path / "reference.txt")
  write_lines(reference, _shard_lines(data_dir, config))
  spm.SentencePieceTrainer.train(
      input=reference, model_prefix=str(tmp_path / "ref"), vocab_size=500,
      model_type="unigram", character_coverage=1.0,
      normalization_rule_name="identity", num_threads=2,
      shuffle_input_sentence=False, hard_vocab_limit=False, minloglevel=2)
  with open(tmp_path / "ref.vocab", encoding="utf-8") as f:
    expected = f.read()
  with open(os.path.join(setup.setup_dir, models["vocab_path"]["copy"]),
            encoding="utf-8") as f:
    assert f.read() == expected
  assert len(setup.vocabulary) == 3 + 500 - 3  # SentencePiece's own specials
  assert any("trained SentencePiece unigram on 2000 lines" in m for m in logs)
  # Text goes in and comes out through the trained model.
  encoders = problem.feature_encoders(data_dir, "en_sk")
  ids = encoders["targets"].encode("Súbor nebol nájdený.")
  assert 2 not in ids  # No <unk>: character coverage 1.0.
  assert encoders["targets"].decode(ids) == "Súbor nebol nájdený."


@pytest.mark.slow(reason="trains SentencePiece models (seconds)")
def test_a_trained_model_is_reused_while_the_shards_are_the_same(tmp_path):
  raw = _config(tmp_path, ["sentencepiece"], approx_vocab_size=300)
  _, data_dir, setup, _ = _set_up(tmp_path, raw)
  model = os.path.join(setup.setup_dir, "models", "trained.model")
  mtime = os.stat(model).st_mtime_ns
  config = data_config.load_data_config(raw, base_dir=str(tmp_path))
  logs = []
  transform_setup.run_vocab_stage(config, data_dir, "p", logs.append)
  assert os.stat(model).st_mtime_ns == mtime
  assert any("reusing the sentencepiece model" in m for m in logs)
  # Other shards (fewer lines): trained again.
  changed = _config(tmp_path, ["sentencepiece"], lines=600,
                    approx_vocab_size=300)
  _, _, _, logs = _set_up(tmp_path, changed)
  assert any("trained SentencePiece unigram on 1200 lines" in m for m in logs)


@pytest.mark.slow(reason="trains SentencePiece models (seconds)")
def test_training_is_deterministic(tmp_path):
  raw = _config(tmp_path, ["sentencepiece"], approx_vocab_size=300,
                segmentation_training={"input_sentence_size": 1500})
  vocabularies = []
  for data in ("one", "two"):
    _, _, setup, logs = _set_up(tmp_path, raw, data)
    assert any("on 1500 lines" in m for m in logs)  # A seeded sample.
    vocabularies.append(setup.vocabulary.tokens)
  assert vocabularies[0] == vocabularies[1]


def test_bpe_is_trained_with_approx_vocab_size_merges(tmp_path):
  raw = _config(tmp_path, ["bpe_dropout"], approx_vocab_size=400)
  _, data_dir, setup, _ = _set_up(tmp_path, raw)
  codes = os.path.join(setup.setup_dir, "models", "trained.bpe.codes")
  model = segmenters.load_segmenter("bpe", codes)
  assert len(model.merges) == 400
  # Every piece the trained codes produce for a shard word is in the
  # vocabulary built from them.
  with open(layout.word_vocab_path(data_dir), encoding="utf-8") as f:
    words = [line.split("\t")[1].rstrip("\n") for line in f][:500]
  for word in words:
    for token in forms.pretokenize(word).split():
      assert all(p in setup.vocabulary for p in model.best(token))


def test_morfessor_lexicon_serves_taboo_segmentation(tmp_path):
  mono = write_lines(tmp_path / "mono.txt", _demo("mono.sk", 500))
  raw = {"meta": {"shard": {"n_shards": 1},
                  "train": {"name": "setup", "approx_vocab_size": 2000,
                            "segmentation_training": {"epochs": 2}}},
         "tasks": {"ae": {"type": "mono", "transforms": ["morfessor_em_taboo"],
                          "meta": {"src_lang": "sk"},
                          "inputs": {"c": {"mono": mono}}}}}
  _, _, setup, _ = _set_up(tmp_path, raw)
  record = setup.record["models"]
  assert record["segmentation_model"]["copy"] == record["vocab_path"]["copy"]
  assert "<TABOO_AE_sk>" in setup.vocabulary
  assert setup.record["coverage"]["morfessor_em_taboo"]["missing"] == 0


def test_without_a_segmentation_the_vocabulary_is_the_frequent_words(
    tmp_path):
  raw = _config(tmp_path, [], approx_vocab_size=50)
  _, data_dir, setup, _ = _set_up(tmp_path, raw)
  with open(layout.word_vocab_path(data_dir), encoding="utf-8") as f:
    top = [line.split("\t")[1].rstrip("\n") for line in f][:50]
  assert setup.vocabulary.tokens == ["<pad>", "<EOS>", "<unk>", *top]


@pytest.mark.parametrize("transforms,train,message", [
    (["sentencepiece", "bpe_dropout"], {}, "need models of different kinds "
     r"\(bpe, sentencepiece\)"),
    (["deterministic_segmentation"], {}, "required by a map segmentation"),
    (["sentencepiece"], {"segmentation_training": {"vocab_size": 5}},
     "meta.train.segmentation_training: unknown sentencepiece trainer "
     "option\\(s\\) vocab_size; known: character_coverage"),
])
def test_what_cannot_be_trained_is_a_clear_error(tmp_path, transforms, train,
                                                 message):
  raw = _config(tmp_path, transforms, lines=50, **train)
  with pytest.raises(vocab_from_data.VocabTrainingError, match=message):
    _set_up(tmp_path, raw)


def test_approx_vocab_size_is_validated(tmp_path):
  raw = _config(tmp_path, [], lines=5, approx_vocab_size=0)
  with pytest.raises(data_config.DataConfigError,
                     match="meta.train.approx_vocab_size: expected a positive "
                     "integer"):
    data_config.load_data_config(raw, base_dir=str(tmp_path))


def test_trainer_options_have_defaults_and_refuse_unknown_keys():
  assert segmenter_training.options_for("lexicon", {"epochs": 3})["max_words"] == 50000
  with pytest.raises(ValueError, match="known: \\(none\\)"):
    segmenter_training.options_for("bpe", {"merges": 3})


def test_a_vocab_path_given_later_is_used_with_the_reused_model(tmp_path):
  raw = _config(tmp_path, ["sentencepiece"], approx_vocab_size=300)
  _set_up(tmp_path, raw)
  own = write_lines(tmp_path / "own.vocab", ["5\t▁a", "4\t▁b", "3\tc"])
  raw["meta"]["train"]["vocab_path"] = own
  config = data_config.load_data_config(raw, base_dir=str(tmp_path))
  logs = []
  setup = transform_setup.run_vocab_stage(config, str(tmp_path / "data"), "p",
                                          logs.append)
  assert any("reusing the sentencepiece model" in m for m in logs)
  assert setup.vocabulary.tokens == ["<pad>", "<EOS>", "<unk>", "▁a", "▁b",
                                     "c"]
  assert "vocab_path" not in setup.record["models"] or (
      setup.record["models"]["vocab_path"]["source"] == own)
