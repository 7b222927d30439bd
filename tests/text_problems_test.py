"""Tests for t2t_dyn.data_generators.text_problems: Tensor2Tensor's
Text2TextProblem semantics, checked against tensor2tensor's own code."""

import gzip
import os

import numpy as np
import pytest
import tensorflow as tf

from tensor2tensor.data_generators import text_encoder as t2t_text_encoder

import t2t_reference
from t2t_dyn.data_generators import problem
from t2t_dyn.data_generators import text_encoder
from t2t_dyn.data_generators import text_problems
from t2t_dyn.shards import reading
from t2t_dyn.streams import python_workers
from t2t_dyn.transforms.base import TransformStats
from t2t_dyn.utils import registry

WORDS = ("the cat dog sleeps runs fast slowly under a tree house small big "
         "red green reads writes").split()


def _sample(i):
  source = [WORDS[(i * 7 + j) % len(WORDS)] for j in range(1 + i % 5)]
  return {"inputs": " ".join(source), "targets": " ".join(reversed(source))}


SAMPLES = [_sample(i) for i in range(97)]


@pytest.fixture
def registered():
  """Registers problem classes for a test; unregisters them after."""
  names = []

  def register(cls):
    registry.register_problem(cls)
    names.append(cls.name)
    return cls
  yield register
  for name in names:
    registry.problems_registry().remove(name)


def _task_lines(data_dir, problem_, task, feature="inputs"):
  config = problem_.get_data_config()
  lines = []
  for path in reading.shard_set(data_dir, task, config).files[feature]:
    with gzip.open(path, "rt", encoding="utf-8") as f:
      lines.extend(line.rstrip("\n") for line in f)
  return lines


def _generate(problem_, tmp_path):
  data_dir, tmp_dir = str(tmp_path / "data"), str(tmp_path / "tmp")
  problem_.generate_shards(data_dir, tmp_dir, log=lambda line: None)
  return data_dir, tmp_dir


class OneStream(text_problems.Text2TextProblem):
  """Tensor2Tensor users' most common shape: one stream, split 8:1:1."""

  @property
  def is_generate_per_split(self):
    return False

  @property
  def vocab_type(self):
    return text_problems.VocabType.CHARACTER

  @property
  def dataset_splits(self):
    return [{"split": problem.DatasetSplit.TRAIN, "shards": 8},
            {"split": problem.DatasetSplit.EVAL, "shards": 1},
            {"split": problem.DatasetSplit.TEST, "shards": 1}]

  def generate_samples(self, data_dir, tmp_dir, dataset_split):
    assert dataset_split == problem.DatasetSplit.TRAIN
    for sample in SAMPLES:
      yield dict(sample)


def test_one_stream_is_split_as_tensor2tensor_splits_it(tmp_path, registered):
  one = registered(OneStream)()
  data_dir, _ = _generate(one, tmp_path)
  config = one.get_data_config()
  assert {name: (t.split, t.n_shards) for name, t in config.tasks.items()} == {
      "train": ("train", 8), "dev": ("valid", 1), "test": ("test", 1)}
  # Tensor2Tensor's generate_files over the same stream and split files.
  reference = t2t_reference.generator_utils()
  paths = {split: [str(tmp_path / f"t2t-{split}-{i}") for i in range(n)]
           for split, n in (("train", 8), ("dev", 1), ("test", 1))}
  reference["generate_files"](
      ({k: [v] for k, v in s.items()} for s in SAMPLES),
      paths["train"] + paths["dev"] + paths["test"])
  for split, files in paths.items():
    theirs = []
    for path in files:
      for record in tf.compat.v1.io.tf_record_iterator(path):
        example = tf.train.Example.FromString(record)
        theirs.append(example.features.feature["inputs"].bytes_list.value[0]
                      .decode("utf-8"))
    assert sorted(_task_lines(data_dir, one, split)) == sorted(theirs), split
  # 9 rounds of 10 files put 72 in train; the last 7 samples all go there.
  assert len(_task_lines(data_dir, one, "train")) == 79


def test_a_stream_that_changes_between_reads_is_an_error(tmp_path,
                                                         registered):
  @registered
  class Drifting(OneStream):
    reads = 0

    def generate_samples(self, data_dir, tmp_dir, dataset_split):
      Drifting.reads += 1
      for sample in SAMPLES[:40 + Drifting.reads]:
        yield dict(sample)

  with pytest.raises(ValueError, match=r"generate_samples\(TRAIN\) gave a "
                     r"different stream when read for task 'dev'"):
    _generate(Drifting(), tmp_path)


def test_generate_samples_gets_tensor2tensors_split_and_the_task(
    tmp_path, registered):
  seen = []

  @registered
  class PerSplit(OneStream):
    @property
    def is_generate_per_split(self):
      return True

    def generate_samples(self, data_dir, tmp_dir, dataset_split):
      seen.append((str(dataset_split), dataset_split.task.name,
                   dataset_split == problem.DatasetSplit.TRAIN))
      return iter(SAMPLES[:5])

  _generate(PerSplit(), tmp_path)
  assert seen == [("train", "train", True), ("eval", "dev", False),
                  ("test", "test", False)]
  assert problem.DatasetSplit.EVAL == "eval"


def test_is_generate_per_split_as_a_method_is_true_as_in_tensor2tensor(
    tmp_path, registered, caplog):
  # A headline-generation usr dir wrote it without @property: Tensor2Tensor
  # tested the bound method for truth and generated split by split.
  seen = []

  @registered
  class NoProperty(OneStream):
    def is_generate_per_split(self):  # pylint: disable=invalid-overridden-method
      return False

    def generate_samples(self, data_dir, tmp_dir, dataset_split):
      seen.append(str(dataset_split))
      return iter(SAMPLES[:5])

  with caplog.at_level("WARNING"):
    _generate(NoProperty(), tmp_path)
  assert seen == ["train", "eval", "test"]
  assert ("is_generate_per_split is method" in caplog.text and
          "taken as True, as Tensor2Tensor took it" in caplog.text)


def test_bad_properties_are_named_with_the_problem(registered):
  @registered
  class Broken(OneStream):
    @property
    def dataset_splits(self):
      return [{"split": problem.DatasetSplit.EVAL, "shards": 0},
              {"split": "validation", "shards": 1}]

    @property
    def vocab_type(self):
      return "bytes"

    @property
    def approx_vocab_size(self):
      return "8k"

  with pytest.raises(text_problems.ProblemPropertyError) as error:
    Broken().get_data_config()
  message = str(error.value)
  for expected in ("problem 'broken'", "dataset_splits[0]: 'shards' must be "
                   "a positive integer, got 0", "dataset_splits[1]: 'split' "
                   "must be DatasetSplit.TRAIN", "no DatasetSplit.TRAIN",
                   "vocab_type: expected a VocabType, got str 'bytes'",
                   "approx_vocab_size: expected a positive integer"):
    assert expected in message


def test_packed_problems_run_and_packed_spacing_is_named(registered):
  # Tensor2Tensor's *_packed problems set packed_length: the trainer packs
  # rows of that length (see pipeline); padding between packed examples
  # has no meaning here.
  @registered
  class OneStreamPacked(OneStream):
    @property
    def packed_length(self):
      return 64

  assert OneStreamPacked().unsupported_overrides() == []

  @registered
  class OneStreamSpaced(OneStreamPacked):
    @property
    def packed_spacing(self):
      return 2

  assert OneStreamSpaced().unsupported_overrides() == [
      "packed_spacing=2: packed examples are kept apart by their segment ids "
      "(the model attends within each), not by padding between them; drop "
      "the override"]


def _chunk_ids(problem_, data_dir, task, texts):
  """The ids training makes of shard lines (python_workers.encode_chunk with
  the problem's own encoders, as the trainer's process does)."""
  setup = problem_.transform_setup(data_dir)
  job = python_workers.ChunkJob(
      task, 0, seed=1, is_train=True, transform_stage=None,
      epochs=[0] * len(texts), positions=list(range(len(texts))),
      texts=([t.encode("utf-8") for t in texts],) * 2)
  chunk = python_workers.encode_chunk(
      setup.chain(task), setup.vocabularies, job, TransformStats(),
      problem_.own_encoders(data_dir, "train")[task])
  rows = np.split(chunk.src_ids, np.cumsum(chunk.src_lengths)[:-1])
  return [list(map(int, row)) for row in rows]


def test_subword_problem_builds_tensor2tensors_vocabulary_and_ids(
    tmp_path, registered):
  @registered
  class Subwords(OneStream):
    @property
    def vocab_type(self):
      return text_problems.VocabType.SUBWORD

    @property
    def approx_vocab_size(self):
      return 60

    @property
    def additional_reserved_tokens(self):
      return ["<BT>"]

  subwords = Subwords()
  data_dir, tmp_dir = _generate(subwords, tmp_path)
  subwords.generate_vocab(data_dir, tmp_dir, log=lambda line: None)
  assert subwords.vocab_filename == "vocab.subwords.60.subwords"
  theirs = t2t_text_encoder.SubwordTextEncoder.build_from_generator(
      [text for s in SAMPLES for text in (s["inputs"], s["targets"])], 60,
      max_subtoken_length=200,
      reserved_tokens=t2t_text_encoder.RESERVED_TOKENS + ["<BT>"])
  ours = text_encoder.SubwordTextEncoder(
      os.path.join(data_dir, subwords.vocab_filename))
  assert ours.all_subtoken_strings == theirs.all_subtoken_strings
  lines = _task_lines(data_dir, subwords, "train")[:20]
  assert _chunk_ids(subwords, data_dir, "train", lines) == [
      theirs.encode(line) + [1] for line in lines]
  # The set-up keeps a copy: a model's output dir decodes without data_dir.
  setup_dir = subwords.transform_setup(data_dir).setup_dir
  assert os.path.isfile(os.path.join(setup_dir, subwords.vocab_filename))
  assert subwords.vocab_sizes(data_dir) == {"inputs": ours.vocab_size,
                                            "targets": ours.vocab_size}
  assert subwords.shared_vocabulary(data_dir)


def test_token_vocabulary_with_oov_token(tmp_path, registered):
  @registered
  class Tokens(OneStream):
    @property
    def vocab_type(self):
      return text_problems.VocabType.TOKEN

    @property
    def oov_token(self):
      return "<unk>"

  tokens = Tokens()
  data_dir, tmp_dir = _generate(tokens, tmp_path)
  with pytest.raises(text_encoder.VocabularyFileError,
                     match=r"vocab\.tokens\.tokens \(one token per line"):
    tokens.generate_vocab(data_dir, tmp_dir, log=lambda line: None)
  vocab = ["<pad>", "<EOS>", "<unk>"] + WORDS[:8]
  with open(os.path.join(data_dir, tokens.vocab_filename), "w") as f:
    f.write("\n".join(vocab) + "\n")
  tokens.generate_vocab(data_dir, tmp_dir, log=lambda line: None)
  lines = ["the cat", "red green"]
  assert _chunk_ids(tokens, data_dir, "train", lines) == [[3, 4, 1], [2, 2, 1]]


def test_encoded_samples_and_one_argument_feature_encoders(tmp_path,
                                                           registered):
  @registered
  class Encoded(OneStream):
    def generate_encoded_samples(self, data_dir, tmp_dir, dataset_split):
      for sample in self.generate_samples(data_dir, tmp_dir, dataset_split):
        yield {"inputs": [len(w) + 2 for w in sample["inputs"].split()] +
                         [text_encoder.EOS_ID],
               "targets": [7, text_encoder.EOS_ID]}

    def feature_encoders(self, data_dir):  # Tensor2Tensor's signature.
      del data_dir
      return {"inputs": text_encoder.ByteTextEncoder(),
              "targets": text_encoder.ByteTextEncoder()}

  encoded = Encoded()
  data_dir, tmp_dir = _generate(encoded, tmp_path)
  encoded.generate_vocab(data_dir, tmp_dir, log=lambda line: None)
  lines = _task_lines(data_dir, encoded, "train")
  assert lines[0] == " ".join(str(len(w) + 2) for w in
                              SAMPLES[0]["inputs"].split())  # EOS left out.
  assert _chunk_ids(encoded, data_dir, "train", lines[:3]) == [
      [int(i) for i in line.split()] + [1] for line in lines[:3]]
  decoding = encoded.task_feature_encoders(data_dir, "dev")
  assert isinstance(decoding["inputs"], text_encoder.ByteTextEncoder)
  with pytest.raises(ValueError, match=r"task 'train'.*id 300 .* 258 ids"):
    _chunk_ids(encoded, data_dir, "train", ["300 4"])


def test_rev_names_and_registered_names_as_tensor2tensor(registered):
  @registered
  class NamedAttribute(OneStream):
    name = "not_the_registered_name"

  assert NamedAttribute().name == "named_attribute"
  forward = registry.problem("named_attribute")
  backward = registry.problem("named_attribute_rev")
  assert not forward.was_reversed and backward.was_reversed
  assert backward.get_data_config().task("train").read_features == (
      "targets", "inputs")
  with pytest.raises(ValueError, match="cannot end in '_rev'"):
    registry.register_problem("some_problem_rev")(OneStream)


def test_an_overlay_turns_on_subword_sampling_for_every_split(tmp_path,
                                                             registered):
  @registered
  class Sampled(OneStream):
    data_config = {"meta": {"train": {"seg_n_samples": 4,
                                      "segmentation_training": {
                                          "num_threads": 1}}},
                   "tasks": {"train": {"transforms": ["sentencepiece",
                                                      "drop"]}}}

    @property
    def approx_vocab_size(self):
      return 40

  sampled = Sampled()
  data_dir, tmp_dir = _generate(sampled, tmp_path)
  config = sampled.get_data_config()
  assert config.task("dev").transforms == ("sentencepiece", "drop")
  assert config.task("train").meta == {} and config.train.options["seg_n_samples"] == 4
  sampled.generate_vocab(data_dir, tmp_dir, log=lambda line: None)
  assert not os.path.exists(os.path.join(data_dir, sampled.vocab_filename))
  encoders = sampled.task_feature_encoders(data_dir, "train")
  assert isinstance(encoders["inputs"], text_encoder.TransformTextEncoder)
  assert sampled.own_encoders(data_dir) == {}
  # approx_vocab_size sizes the SentencePiece model trained on the shards.
  assert len(encoders["inputs"].vocabulary) == 40


def test_hparams_overrides_size_the_model_and_name_bad_modalities(
    tmp_path, registered):
  @registered
  class Declared(OneStream):
    modality = "symbol"

    def hparams(self, defaults, model_hparams):
      defaults.modality = {"inputs": self.modality, "targets": "symbol"}
      defaults.vocab_size = {"inputs": 300, "targets": 300}
      defaults.input_space_id = problem.SpaceID.EN_TOK

  declared = Declared()
  data_dir, tmp_dir = _generate(declared, tmp_path)
  declared.generate_vocab(data_dir, tmp_dir, log=lambda line: None)
  # Bytes use 258 ids; the problem declares 300, as its model had.
  assert declared.vocab_sizes(data_dir) == {"inputs": 300, "targets": 300}
  image = Declared()
  image.modality = "image"
  with pytest.raises(ValueError, match=r"modality\['inputs'\] = 'image'"):
    image.vocab_sizes(data_dir)


def test_vocabulary_from_a_sample_and_from_another_problem(tmp_path,
                                                          registered):
  @registered
  class Sampled(OneStream):
    @property
    def vocab_type(self):
      return text_problems.VocabType.SUBWORD

    @property
    def approx_vocab_size(self):
      return 40

    @property
    def max_samples_for_vocab(self):
      return 10

  @registered
  class Borrowing(Sampled):
    @property
    def use_vocab_from_other_problem(self):
      return Sampled()

  sampled = Sampled()
  data_dir, tmp_dir = _generate(sampled, tmp_path)
  sampled.generate_vocab(data_dir, tmp_dir, log=lambda line: None)
  ten = [text for s in SAMPLES[:10] for text in (s["inputs"], s["targets"])]
  theirs = t2t_text_encoder.SubwordTextEncoder.build_from_generator(
      ten, 40, max_subtoken_length=200)
  ours = sampled.get_or_create_vocab(data_dir, tmp_dir, force_get=True)
  assert ours.all_subtoken_strings == theirs.all_subtoken_strings
  borrowing = Borrowing()
  assert borrowing.vocab_filename == sampled.vocab_filename
  assert borrowing.get_or_create_vocab(
      data_dir, tmp_dir).all_subtoken_strings == ours.all_subtoken_strings


def test_a_problem_reading_every_file_of_its_data_dir_sees_only_its_own(
    tmp_path, registered):
  # Tensor2Tensor users keep raw data in data_dir and list it (a corpus
  # per file); t2t_dyn's shards and set-up are beside data_dir, never in
  # it, and the subword vocabulary pass reads what the problem reads.
  @registered
  class ListsDataDir(text_problems.Text2TextProblem):
    @property
    def is_generate_per_split(self):
      return False

    @property
    def dataset_splits(self):
      return [{"split": problem.DatasetSplit.TRAIN, "shards": 8},
              {"split": problem.DatasetSplit.EVAL, "shards": 1}]

    @property
    def approx_vocab_size(self):
      return 2 ** 8

    def generate_samples(self, data_dir, tmp_dir, dataset_split):
      del tmp_dir, dataset_split
      for name in sorted(os.listdir(data_dir)):
        if name.startswith("vocab."):
          continue  # Its own vocabulary, as written by Tensor2Tensor.
        with open(os.path.join(data_dir, name), encoding="utf-8") as f:
          for line in f:
            source, target = line.rstrip("\n").split("\t")
            yield {"inputs": source, "targets": target}

  data_dir = tmp_path / "data"
  data_dir.mkdir()
  (data_dir / "pairs.tsv").write_text(
      "".join(f"{s['inputs']}\t{s['targets']}\n" for s in SAMPLES),
      encoding="utf-8")
  listing = ListsDataDir()
  listing.generate_shards(str(data_dir), str(tmp_path / "tmp"),
                          log=lambda line: None)
  listing.generate_vocab(str(data_dir), str(tmp_path / "tmp"),
                         log=lambda line: None)
  # Beside the user's files: Tensor2Tensor's vocabulary, and dyn-datagen's
  # pointer to the work dir (written after generate_samples ran).
  assert sorted(os.listdir(data_dir)) == ["lists_data_dir-t2t_dyn-work_dir",
                                          "pairs.tsv",
                                          listing.vocab_filename]
  assert os.path.isdir(str(data_dir) + ".t2t_dyn")
  # Generated again (the shards and the vocabulary): generate_samples does
  # not see the pointer either.
  os.remove(data_dir / listing.vocab_filename)
  listing.generate_shards(str(data_dir), str(tmp_path / "tmp"),
                          log=lambda line: None, force=True)
  listing.generate_vocab(str(data_dir), str(tmp_path / "tmp"),
                         log=lambda line: None)
  encoder = text_encoder.SubwordTextEncoder(
      str(data_dir / listing.vocab_filename))
  assert "word_vocab" not in " ".join(encoder.all_subtoken_strings)
  assert len(_task_lines(str(data_dir), listing, "train")) + len(
      _task_lines(str(data_dir), listing, "dev")) == len(SAMPLES)


def test_own_encoders_from_a_vocab_list_need_no_vocabulary_file(
    tmp_path, registered):
  # Written as Tensor2Tensor users write it: generate_encoded_samples and
  # feature_encoders with a TokenTextEncoder of characters whose oov token
  # is not in its list (Tensor2Tensor looks it up only when needed). No
  # vocabulary is built, and generate_samples need not exist.
  characters = sorted({c for s in SAMPLES for c in s["inputs"] if c != " "})

  @registered
  class CharacterTokens(text_problems.Text2TextProblem):
    @property
    def is_generate_per_split(self):
      return False

    @property
    def dataset_splits(self):
      return [{"split": problem.DatasetSplit.TRAIN, "shards": 8},
              {"split": problem.DatasetSplit.EVAL, "shards": 1}]

    def feature_encoders(self, data_dir):
      encoder = text_encoder.TokenTextEncoder(
          None, vocab_list=characters, replace_oov="<UNK>")
      return {"inputs": encoder, "targets": encoder}

    def generate_encoded_samples(self, data_dir, tmp_dir, dataset_split):
      encoder = self.feature_encoders(data_dir)["inputs"]
      for sample in SAMPLES:
        yield {"inputs": encoder.encode(" ".join(sample["inputs"])) +
                         [text_encoder.EOS_ID],
               "targets": encoder.encode(" ".join(sample["targets"])) +
                          [text_encoder.EOS_ID]}

  tokens = CharacterTokens()
  data_dir, tmp_dir = _generate(tokens, tmp_path)
  logs = []
  tokens.generate_vocab(data_dir, tmp_dir, log=logs.append)
  # No vocabulary file: only dyn-datagen's pointer to the work dir.
  assert os.listdir(data_dir) == ["character_tokens-t2t_dyn-work_dir"]
  assert ("model vocabulary: the problem's own encoders (inputs: "
          f"TokenTextEncoder of {len(characters) + 2} ids" in logs[0])
  with pytest.raises(KeyError, match="'<UNK>'"):
    tokens.feature_encoders(data_dir)["inputs"].encode("é")


def test_kinds_of_problem_that_are_not_text_to_text_import_and_are_refused(
    registered):
  # Usr dirs define a classifier or a MultiProblem beside the translation
  # problem they train (Tensor2Tensor's classes): their files must import.
  # A classifier's or a language model's data generates (the commands take
  # the problem); training it is refused, naming the model it needs
  # (text_problem_kinds_test.py). A MultiProblem needs two problems.
  from t2t_dyn.data_generators import multi_problem  # pylint: disable=g-import-not-at-top

  @registered
  class StressClasses(text_problems.Text2ClassProblem):
    @property
    def is_generate_per_split(self):
      return False

  @registered
  class Mixture(multi_problem.MultiProblem):
    def __init__(self, was_reversed=False, was_copy=False):
      super().__init__(was_reversed, was_copy)
      self.task_list.append(StressClasses())

  assert multi_problem.MixingSchedule.PRETRAIN == "pretrain"
  with pytest.raises(ValueError, match="a MultiProblem mixes at least 2 "
                     "problems; its task_list has 1"):
    Mixture().get_data_config()  # Two or more: multi_problem_test.py.
  # A Text2SelfProblem trains (the decoder-only Transformer:
  # transformer_lm_test.py); a classifier is refused where it is sized.
  assert StressClasses().unsupported_overrides() == []
  with pytest.raises(ValueError, match="needs a classifier model"):
    StressClasses().vocab_sizes("unused")


def test_a_mixin_after_text2text_problem_does_not_replace_its_generate_data(
    tmp_path, registered):
  # Tensor2Tensor's Text2TextProblem defines generate_data, so a usr dir's
  # mixin listed after it (one whose generate_data raises) is never used.
  class SingleProcess:
    def generate_data(self, data_dir, tmp_dir, task_id=-1):
      raise NotImplementedError("run with the multiprocess generator")

  @registered
  class Mixed(OneStream, SingleProcess):
    pass

  mixed = Mixed()
  assert mixed.unsupported_overrides() == []
  data_dir, _ = _generate(mixed, tmp_path)
  assert _task_lines(data_dir, mixed, "train")
