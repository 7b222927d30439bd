"""Tests for the vocab stage, restoring a set-up, feature_encoders, dyn-debug."""

import json
import os
import shutil
import subprocess
import sys

import pytest

from t2t_dyn.config import data_config
from t2t_dyn.data_generators import problem as problem_lib
from t2t_dyn.setup import transform_setup
from t2t_dyn.setup import vocabulary
from t2t_dyn.shards import layout
from t2t_dyn.test_utils import build_problem, write_lines

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _config(extra_train=None):
  return {
      "meta": {"train": {"max_len": 40, **(extra_train or {})}},
      "tasks": {
          "en_sk": {"inputs": {"x": {"src": "src.txt", "tgt": "tgt.txt"}},
                    "transforms": ["lang_prefix_both", "filter_too_long"],
                    "meta": {"src_lang": "en", "trg_lang": "sk",
                             "extra_prefix": "<BT>"}},
          "mono_sk": {"type": "mono", "inputs": {"x": {"mono": "tgt.txt"}},
                      "transforms": ["duplicate_mono", "drop",
                                     "lang_prefix_both"],
                      "meta": {"src_lang": "sk", "trg_lang": "sk"}},
      },
  }


@pytest.fixture
def corpus(tmp_path):
  write_lines(tmp_path / "src.txt", ["Hello world", "Open the file , now"])
  write_lines(tmp_path / "tgt.txt", ["Ahoj svet", "Otvor súbor , teraz"])
  return tmp_path


def test_vocab_stage_saves_vocabulary_with_reserved_and_specials(corpus):
  problem, data_dir = build_problem(corpus, _config())
  setup_dir = os.path.join(layout.work_dir(data_dir), "setup")
  tokens = vocabulary.read_token_list(os.path.join(setup_dir, "vocab.txt"))
  assert tokens[:3] == ["<pad>", "<EOS>", "<unk>"]
  assert set(tokens[3:8]) == {"<BT>", "<FROM_en>", "<FROM_sk>", "<TO_sk>"} | {
      tokens[7]}
  assert "Hello" in tokens and "súbor" in tokens
  with open(os.path.join(setup_dir, "setup.json")) as f:
    record = json.load(f)
  assert record["vocab_size"] == len(tokens)
  assert record["tasks"]["mono_sk"][1] == {
      "transform": "drop", "options": {"drop_temperature": 2.0}}
  assert "vocab_path" in record["models"]  # Copied: self-contained set-up.


def test_feature_encoders_round_trip_text(corpus):
  problem, data_dir = build_problem(corpus, _config())
  encoders = problem.feature_encoders(data_dir, "en_sk")
  ids = encoders["inputs"].encode("Open the file , now")
  tokens = vocabulary.read_token_list(
      os.path.join(layout.work_dir(data_dir), "setup", "vocab.txt"))
  assert [tokens[i] for i in ids[:3]] == ["<FROM_en>", "<TO_sk>", "<BT>"]
  assert encoders["inputs"].decode(ids) == "Open the file , now"
  target_ids = encoders["targets"].encode("Ahoj svet")
  assert encoders["targets"].decode(target_ids + [vocabulary.EOS_ID, 5]) == (
      "Ahoj svet")
  assert encoders["targets"].vocab_size == len(tokens)
  assert vocabulary.UNK_ID in encoders["inputs"].encode("unseen word")


def test_feature_encoders_work_from_a_copied_setup_dir(corpus, tmp_path_factory):
  problem, data_dir = build_problem(corpus, _config())
  copy = str(tmp_path_factory.mktemp("model") / "setup")
  shutil.copytree(os.path.join(layout.work_dir(data_dir), "setup"), copy)
  shutil.rmtree(data_dir)
  shutil.rmtree(layout.work_dir(data_dir))
  os.remove(corpus / "src.txt")
  fresh = problem_lib.Problem(data_config=problem.get_data_config())
  encoders = fresh.feature_encoders(copy, "en_sk")
  assert encoders["inputs"].decode(
      encoders["inputs"].encode("Hello world")) == "Hello world"


def test_missing_setup_names_the_command(corpus):
  config = data_config.load_data_config(
      {**_config(), "meta": {"train": {"name": "never_made"}}},
      base_dir=str(corpus))
  problem = problem_lib.Problem(data_config=config)
  with pytest.raises(transform_setup.SetupError,
                     match=r"dyn-datagen --stage=vocab"):
    problem.feature_encoders(str(corpus / "nowhere"))


def test_changed_options_are_applied_and_logged(corpus):
  problem, data_dir = build_problem(corpus, _config())
  changed = _config({"drop_temperature": 5.0})
  changed["meta"]["train"].update(name="setup",
                                  vocab_path=layout.word_vocab_path(str(data_dir)))
  config = data_config.load_data_config(changed, base_dir=str(corpus))
  messages = []
  setup = transform_setup.load_setup(
      config, os.path.join(layout.work_dir(data_dir), "setup"), data_dir, log=messages.append)
  assert setup.chain("mono_sk").transforms[1].options["drop_temperature"] == 5
  assert messages == ["applied: tasks.mono_sk drop.drop_temperature = 5.0 "
                      "(the saved set-up has 2.0)"]


def test_new_special_token_is_refused(corpus):
  problem, data_dir = build_problem(corpus, _config())
  changed = _config()
  changed["meta"]["train"].update(name="setup",
                                  vocab_path=layout.word_vocab_path(str(data_dir)))
  changed["tasks"]["en_sk"]["meta"]["trg_lang"] = "cs"
  config = data_config.load_data_config(changed, base_dir=str(corpus))
  with pytest.raises(transform_setup.SetupError,
                     match=r"<TO_cs> are not in the saved vocabulary"):
    transform_setup.load_setup(config, os.path.join(layout.work_dir(data_dir), "setup"),
                               data_dir)


def test_vocab_stage_refuses_config_that_does_not_match_shards(corpus):
  problem, data_dir = build_problem(corpus, _config())
  changed = _config()
  changed["meta"]["shard"] = {"n_shards": 7}
  changed["meta"]["train"].update(name="setup",
                                  vocab_path=layout.word_vocab_path(str(data_dir)))
  other = problem_lib.Problem(data_config=data_config.load_data_config(
      changed, base_dir=str(corpus)))
  with pytest.raises(ValueError, match=r"tasks.en_sk.n_shards: shards were "
                     r"made with 4, config has 7"):
    transform_setup.run_vocab_stage(other.get_data_config(), data_dir,
                                    other.name)


@pytest.mark.slow(reason="dyn-debug starts its pipeline's processes")
def test_dyn_debug_writes_samples(corpus):
  problem, data_dir = build_problem(corpus, _config())
  config_path = corpus / "config.json"
  raw = _config()
  raw["meta"]["train"].update(name="setup",
                              vocab_path=layout.word_vocab_path(str(data_dir)))
  config_path.write_text(json.dumps(raw))  # JSON is YAML.
  out_src, out_tgt = corpus / "out.src", corpus / "out.tgt"
  result = subprocess.run(
      [sys.executable, "-m", "t2t_dyn.bin.dyn_debug", "--problem=dyn_translate",
       f"--data_config={config_path}", f"--data_dir={data_dir}",
       "--transforms_from_task=mono_sk", f"--mono={corpus / 'tgt.txt'}",
       f"--src_output={out_src}", f"--tgt_output={out_tgt}", "--samples=3"],
      capture_output=True, text=True, cwd=REPO, check=False)
  assert result.returncode == 0, result.stderr
  src_lines = out_src.read_text().splitlines()
  tgt_lines = out_tgt.read_text().splitlines()
  assert len(src_lines) == len(tgt_lines) == 6
  assert all(line.startswith("<FROM_sk> <TO_sk>") for line in src_lines)
  assert tgt_lines[:3] == ["Ahoj svet"] * 3


def test_vocab_formats(tmp_path):
  counts = write_lines(tmp_path / "counts.txt",
                       ["# EM+Prune lexicon", "12.6\t▁a", "3\t#", "7\t2020"])
  assert vocabulary.read_subword_counts(counts) == [
      ("▁a", 14), ("2020", 8), ("#", 4)]
  sentencepiece = write_lines(tmp_path / "spm.vocab",
                              ["<unk>\t0", "<s>\t0", "▁a\t-1.5", "#\t-3.25"])
  assert [s for s, _ in vocabulary.read_subword_counts(sentencepiece)] == [
      "▁a", "#"]
  bad = write_lines(tmp_path / "bad.txt", ["1\ta", "x y z"])
  with pytest.raises(vocabulary.VocabularyError, match=r"bad.txt:2"):
    vocabulary.read_subword_counts(bad)
