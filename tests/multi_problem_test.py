"""Tensor2Tensor's MultiProblem (data_generators.multi_problem), written as
its users wrote one: registered sub-problems appended to task_list in
__init__, a language model first, then a translation task."""

import gzip

import numpy as np
import pytest

from t2t_dyn.bin import common
from t2t_dyn.config import multiproblem_specs
from t2t_dyn.data_generators import multi_problem
from t2t_dyn.data_generators import problem
from t2t_dyn.data_generators import text_encoder
from t2t_dyn.data_generators import text_problems
from t2t_dyn.layers import common_hparams
from t2t_dyn.shards import reading as shard_reading
from t2t_dyn.utils import registry

WORDS = "the cat sat on a mat and the dog ran".split()


class TinyLm(text_problems.Text2SelfProblem):
  """A character language model, one stream dealt into train and dev."""

  @property
  def vocab_type(self):
    return text_problems.VocabType.CHARACTER

  @property
  def is_generate_per_split(self):
    return False

  @property
  def dataset_splits(self):
    return [{"split": problem.DatasetSplit.TRAIN, "shards": 3},
            {"split": problem.DatasetSplit.EVAL, "shards": 1}]

  def generate_samples(self, data_dir, tmp_dir, dataset_split):
    del data_dir, tmp_dir, dataset_split
    for i in range(40):
      yield {"targets": " ".join(WORDS[i % 7:i % 7 + 3])}


class TinyReverse(text_problems.Text2TextProblem):
  """Words reversed, per split."""

  @property
  def vocab_type(self):
    return text_problems.VocabType.CHARACTER

  @property
  def is_generate_per_split(self):
    return True

  def generate_samples(self, data_dir, tmp_dir, dataset_split):
    del data_dir, tmp_dir
    count = 30 if dataset_split == problem.DatasetSplit.TRAIN else 4
    for i in range(count):
      words = WORDS[i % 8:i % 8 + 2]
      yield {"inputs": " ".join(words), "targets": " ".join(words[::-1])}


class TinyMulti(multi_problem.MultiProblem):
  """As Tensor2Tensor's users wrote theirs (wiki_multi_problems.py)."""

  def __init__(self, was_reversed=False, was_copy=False):
    super(TinyMulti, self).__init__(was_reversed, was_copy)
    self.task_list.append(TinyLm())
    self.task_list.append(TinyReverse())

  @property
  def vocab_type(self):
    return text_problems.VocabType.CHARACTER


@pytest.fixture(name="multi")
def _multi():
  registry.register_problem(TinyLm)
  registry.register_problem(TinyReverse)
  registry.register_problem(TinyMulti)
  yield registry.problem("tiny_multi")
  for name in ("tiny_lm", "tiny_reverse", "tiny_multi"):
    registry.problems_registry().remove(name)


def _datagen(multi, tmp_path):
  data_dir = str(tmp_path / "data")
  generate = getattr(multi, "generate_shards", multi.generate_data)
  generate(data_dir, str(tmp_path / "tmp"), log=lambda m: None)
  multi.generate_vocab(data_dir, str(tmp_path / "tmp"), log=lambda m: None)
  return data_dir


def _shard_texts(multi, data_dir, split):
  """{task: its shard lines} (a monolingual task's one side)."""
  texts = {}
  for name, shards in shard_reading.shard_sets(
      data_dir, multi.get_data_config(), split).items():
    (paths,) = shards.files.values()
    texts[name] = []
    for path in paths:
      with gzip.open(path, "rt", encoding="utf-8") as f:
        texts[name] += f.read().splitlines()
  return texts


def test_tasks_ids_and_vocabulary_are_tensor2tensors(multi):
  """Task i's id is the primary vocabulary's size + i; the model's
  vocabulary adds the tasks (or multiproblem_vocab_size when larger)."""
  hparams = common_hparams.basic_params1()
  hparams.data_dir = None
  problem_hparams = multi.get_hparams(hparams)
  byte_size = text_encoder.ByteTextEncoder().vocab_size
  assert [multi_problem.get_task_id(t) for t in multi.task_list] == [
      byte_size, byte_size + 1]
  assert problem_hparams.vocab_size["targets"] == byte_size + 2
  assert problem_hparams.modality["targets"] == "symbol"
  assert not multi.has_inputs
  assert multi.model_vocab_size(byte_size) == byte_size + 2
  multi.set_model_hparams(registry_hparams(multiproblem_vocab_size=300))
  assert multi.model_vocab_size(byte_size) == 300


def registry_hparams(**values):
  hparams = common_hparams.basic_params1()
  for key, value in values.items():
    hparams.set_hparam(key, value)
  return hparams


def test_normalized_examples_are_tensor2tensors():
  """normalize_example_nlp: inputs without EOS, the task id, targets."""
  lm, translate = TinyLm(), TinyReverse()
  assert multi_problem.normalized_ids(lm, None, [5, 6, 1], 258, "character",
                                      260) == [258, 5, 6, 1]
  assert multi_problem.normalized_ids(translate, [7, 8, 1], [9, 1], 259,
                                      "character", 260) == [7, 8, 259, 9, 1]
  classify = text_problems.Text2ClassProblem()
  assert multi_problem.normalized_ids(classify, [7, 1], [3], 259,
                                      "character", 260) == [7, 259, 53]
  assert multi_problem.normalized_ids(classify, [7, 1], [3], 259,
                                      "subwords", 260) == [7, 259, 263]


def test_mixing_hparams_become_the_data_configs_rule(multi):
  multi.set_model_hparams(registry_hparams(
      multiproblem_mixing_schedule="pretrain",
      multiproblem_schedule_max_examples=50.0))
  config = multi.get_data_config()
  assert config.multiproblem.schedule == "pretrain"
  assert config.multiproblem.max_examples == 50
  assert [t.name for t in config.tasks_of_split("train")] == [
      "tiny_lm", "tiny_reverse"]
  assert [t.name for t in config.tasks_of_split("valid")] == [
      "tiny_lm_dev", "tiny_reverse_dev"]
  with pytest.raises(ValueError, match="Unknown schedule linear"):
    multi.set_model_hparams(registry_hparams(
        multiproblem_mixing_schedule="linear"))
  with pytest.raises(ValueError, match=(
      "multiproblem_per_task_threshold: 3 thresholds for the 2 tasks")):
    multi.set_model_hparams(registry_hparams(
        multiproblem_per_task_threshold="1,2,3"))


def test_every_multiproblem_hparam_is_read():
  # common_hparams' multiproblem_* names: each applied or refused.
  names = {k for k in common_hparams.basic_params1().values()
           if k.startswith("multiproblem_")}
  assert names == set(multi_problem.MultiProblem.MODEL_HPARAMS_READ)


@pytest.mark.parametrize("name,value,match", [
    ("multiproblem_max_input_length", 750, "max_length=N"),
    ("multiproblem_max_target_length", 100, "generate_samples"),
    ("multiproblem_fixed_train_length", 512, "padded per batch"),
    ("multiproblem_reweight_label_loss", True,
     "language model's over every position"),
])
def test_multiproblem_hparams_not_run_here_are_refused_by_name(
    multi, name, value, match):
  with pytest.raises(ValueError, match=f"{name}.*{match}"):
    multi.set_model_hparams(registry_hparams(**{name: value}))
  # Hparams without types (a plain object's attributes) are checked too.
  values = {"multiproblem_label_weight": "heavy"}
  with pytest.raises(ValueError, match="multiproblem_label_weight: expected"):
    multiproblem_specs.from_model_hparams(
        lambda key, default: values.get(key, default), 2, "p")


def test_multiproblem_target_eval_only_evaluates_the_second_task(multi):
  # Tensor2Tensor's eval dataset was its second task's alone; its label
  # weight counts only in the refused reweighted loss, as there.
  multi.set_model_hparams(registry_hparams(
      multiproblem_target_eval_only=True, multiproblem_label_weight=1.0))
  config = multi.get_data_config()
  assert [t.name for t in config.tasks_of_split("valid")] == [
      "tiny_reverse_dev"]
  assert [t.name for t in config.tasks_of_split("train")] == [
      "tiny_lm", "tiny_reverse"]


def test_datagen_writes_the_normalized_sequences(multi, tmp_path):
  data_dir = _datagen(multi, tmp_path)
  byte = text_encoder.ByteTextEncoder()
  train = _shard_texts(multi, data_dir, "train")
  lm_ids = [[int(i) for i in line.split()] for line in train["tiny_lm"]]
  # Every language-model line: its task id, then its text.
  assert all(ids[0] == 256 + 2 for ids in lm_ids)
  assert sorted(byte.decode(ids[1:]) for ids in lm_ids)[:1] == ["a mat and"]
  pairs = [[int(i) for i in line.split()] for line in train["tiny_reverse"]]
  assert len(pairs) == 30
  split = [ids.index(259) for ids in pairs]
  assert {(byte.decode(ids[:s]), byte.decode(ids[s + 1:]))
          for ids, s in zip(pairs, split)} >= {("the cat", "cat the")}
  valid = _shard_texts(multi, data_dir, "valid")
  assert len(valid["tiny_reverse_dev"]) == 4
  # The stream of 40 dealt as Tensor2Tensor deals it: 3 train shards to 1.
  assert (len(lm_ids), len(valid["tiny_lm_dev"])) == (30, 10)
  assert multi.vocab_sizes(data_dir) == {"inputs": 260, "targets": 260}
  encoders = multi.own_encoders(data_dir, "train")
  assert encoders["tiny_reverse"]["targets"].encode("7 259 9") == [7, 259, 9]
  assert multi.decode_prefix(data_dir, "ab", 259) == [99, 100, 259]
  assert multi.feature_encoders(data_dir)["targets"].decode(
      [99, 259, 100]) == "ab"
  # Decoding a task continues its training form: the inputs and the
  # task's id (a language model's: the id, then the text); dyn-decoder's
  # task without --transforms_from_task is the primary one.
  assert multi.feature_encoders(data_dir, "tiny_reverse_dev")[
      "inputs"].encode("ab") == [99, 100, 259]
  assert multi.feature_encoders(data_dir, "tiny_lm")["targets"].encode(
      "ab") == [258, 99, 100]
  assert common.decoding_task(multi, None, data_dir) == "tiny_lm"
  # dyn-decoder's --decode_hparams=multiproblem_task_id: its task.
  assert common.decoding_task(multi, None, data_dir, 259) == "tiny_reverse"
  with pytest.raises(common.UsageError, match="is task 'tiny_reverse', "
                     "--transforms_from_task=tiny_lm: give one"):
    common.decoding_task(multi, "tiny_lm", data_dir, 259)
  with pytest.raises(common.UsageError, match="'tiny_reverse' is not a "
                     "MultiProblem, whose tasks have ids"):
    common.decoding_task(TinyReverse(), None, data_dir, 259)
  assert multi.task_of_id(data_dir, 259) == "tiny_reverse"
  with pytest.raises(ValueError, match=r"has task ids 258 \(tiny_lm\), "
                     r"259 \(tiny_reverse\)"):
    multi.task_of_id(data_dir, 7)


def test_a_refusal_names_what_to_use(multi):
  class Custom(TinyMulti):

    def normalize_example(self, task, example, encoder, hparams, is_infer):
      return example

  assert any(u.startswith("normalize_example: its tensors are not run")
             for u in Custom().unsupported_overrides())
  assert not multi.unsupported_overrides()


@pytest.mark.slow(reason="trains a tiny decoder-only model a few steps")
def test_trains_and_decodes(multi, tmp_path):
  """dyn-trainer's Trainer on the mix (pretrain: the language model for
  60 examples, then the translation task), then a task's decoding: its
  input and its id continued."""
  # pylint: disable=g-import-not-at-top
  from t2t_dyn import test_utils
  from t2t_dyn.decoding import translator as translator_lib
  multi.set_model_hparams(registry_hparams(
      multiproblem_mixing_schedule="pretrain",
      multiproblem_schedule_max_examples=60.0))
  data_dir = _datagen(multi, tmp_path)
  messages = []
  run = test_utils.tiny_trainer(multi, data_dir, tmp_path / "model", 4,
                                messages, eval_every=4, save_every=4)
  assert run.hparams.vocab_size == 260 and not run.hparams.has_inputs
  losses = run.train()
  assert all(np.isfinite(v) for v in losses.values()), losses
  # The first window is cut at the switch: 60 language-model lines, then
  # the translation task's alone.
  assert any(m.startswith("data: task tiny_lm: ") and
             "(60 lines read into the mixing windows)" in m
             for m in messages), [m for m in messages if "data:" in m]
  translator = translator_lib.Translator(multi, str(tmp_path / "model"),
                                         "tiny_reverse")
  assert translator.encoders["targets"].encode("ab") == [99, 100, 259]
  (text,) = translator.translate(["the cat"])
  assert isinstance(text, str)
