"""Tests of Tensor2Tensor's other kinds of text problem in text_problems
(Text2textTmpdir, Text2ClassProblem, Text2SelfProblem, Text2RealProblem,
DistributedText2TextProblem): their data generates through the shard
stage, write_example_files writes Tensor2Tensor's TFRecord files, and
training what the models here cannot train is refused by name."""

import gzip
import os

import pytest

from t2t_dyn.data_generators import generator_utils
from t2t_dyn.data_generators import problem
from t2t_dyn.data_generators import text_encoder
from t2t_dyn.data_generators import text_problems
from t2t_dyn.shards import reading
from t2t_dyn.utils import registry

INPUTS = ["hello world", "goodbye world", "a small cat", "the big dog"]
TARGETS = ["hola mundo", "adios mundo", "un gato", "el perro"]


@pytest.fixture(name="registered")
def registered_fixture():
  names = []

  def register(cls):
    registry.register_problem(cls)
    names.append(cls.name)
    return cls
  yield register
  for name in names:
    registry.problems_registry().remove(name)


def _lines(data_dir, problem_, task, feature):
  config = problem_.get_data_config()
  lines = []
  for path in reading.shard_set(data_dir, task, config).files[feature]:
    with gzip.open(path, "rt", encoding="utf-8") as f:
      lines.extend(line.rstrip("\n") for line in f)
  return lines


def _write(directory, name, lines):
  os.makedirs(directory, exist_ok=True)
  with open(os.path.join(directory, name), "w", encoding="utf-8") as f:
    f.write("".join(f"{line}\n" for line in lines))


def _records(paths, spec):
  return list(generator_utils.tfrecord_iterator(paths, example_spec=spec))


class Small(text_problems.Text2textTmpdir):
  name = "small_tmpdir"

  @property
  def approx_vocab_size(self):
    return 50

  @property
  def dataset_splits(self):
    return [{"split": problem.DatasetSplit.TRAIN, "shards": 1},
            {"split": problem.DatasetSplit.EVAL, "shards": 1}]


def test_text2text_tmpdir_shards_its_files_and_writes_tensor2tensors(
    tmp_path):
  assert registry.problem("text2text_tmpdir").name == "text2text_tmpdir"
  tmp_dir, data_dir = str(tmp_path / "tmp"), str(tmp_path / "data")
  for split in ("train", "eval"):
    _write(tmp_dir, f"inputs.{split}.txt", INPUTS)
    _write(tmp_dir, f"targets.{split}.txt", TARGETS)
  small = Small()
  small.generate_shards(data_dir, tmp_dir, log=lambda line: None)
  assert sorted(_lines(data_dir, small, "dev", "targets")) == sorted(TARGETS)
  small.write_example_files(data_dir, tmp_dir)
  vocab = text_encoder.SubwordTextEncoder(
      os.path.join(data_dir, "vocab.small_tmpdir.50.subwords"))
  spec, _ = small.example_reading_spec()
  for name in ("small_tmpdir-train-00000-of-00001",
               "small_tmpdir-dev-00000-of-00001"):
    records = _records([os.path.join(data_dir, name)], spec)
    pairs = {(vocab.decode(r["inputs"].values[:-1]),
              vocab.decode(r["targets"].values[:-1])) for r in records}
    assert pairs == set(zip(INPUTS, TARGETS))
    assert all(r["inputs"].values[-1] == text_encoder.EOS_ID
               for r in records)
  assert not [n for n in os.listdir(data_dir) if "incomplete" in n]


def test_packed_example_files_carry_segments(tmp_path):
  class Packed(Small):
    name = "small_packed"

    @property
    def packed_length(self):
      return 64

  tmp_dir, data_dir = str(tmp_path / "tmp"), str(tmp_path / "data")
  _write(tmp_dir, "inputs.train.txt", INPUTS)
  _write(tmp_dir, "targets.train.txt", TARGETS)
  _write(tmp_dir, "inputs.eval.txt", INPUTS[:1])
  _write(tmp_dir, "targets.eval.txt", TARGETS[:1])
  packed = Packed()
  packed.write_example_files(data_dir, tmp_dir)
  spec, _ = packed.example_reading_spec()
  records = _records(
      packed.training_filepaths(data_dir, 1, shuffled=True), spec)
  assert len(records) == 1  # All four pairs in one packed example.
  assert max(records[0]["inputs_segmentation"].values) == 4


class Stress(text_problems.Text2ClassProblem):
  name = "stress_classes"

  @property
  def is_generate_per_split(self):
    return False

  @property
  def dataset_splits(self):
    return [{"split": problem.DatasetSplit.TRAIN, "shards": 2},
            {"split": problem.DatasetSplit.EVAL, "shards": 1}]

  @property
  def approx_vocab_size(self):
    return 50

  @property
  def num_classes(self):
    return 3

  def generate_samples(self, data_dir, tmp_dir, dataset_split):
    for i in range(9):
      yield {"inputs": INPUTS[i % 4], "label": i % 3}


def test_text2class_generates_labels_and_refuses_training(tmp_path):
  data_dir, tmp_dir = str(tmp_path / "data"), str(tmp_path / "tmp")
  stress = Stress()
  stress.generate_shards(data_dir, tmp_dir, log=lambda line: None)
  # Tensor2Tensor's dealing of one stream: sample i to file i mod 3.
  assert _lines(data_dir, stress, "dev", "targets") == ["2", "2", "2"]
  assert sorted(_lines(data_dir, stress, "train", "targets")) == [
      "0", "0", "0", "1", "1", "1"]
  stress.write_example_files(data_dir, tmp_dir)
  spec, _ = stress.example_reading_spec()
  records = _records(stress.dev_filepaths(data_dir, 1, True), spec)
  assert [r["targets"].tolist() for r in records] == [[2], [2], [2]]
  encoders = stress.feature_encoders(data_dir)
  assert encoders["targets"].decode(2) == "ID_2"
  with pytest.raises(ValueError, match="stress_classes.*needs a classifier"):
    stress.vocab_sizes(data_dir)


def test_a_bad_label_names_the_sample(tmp_path):
  class BadLabel(Stress):
    name = "bad_label"

    def generate_samples(self, data_dir, tmp_dir, dataset_split):
      yield {"inputs": "x", "label": 7}

  with pytest.raises(ValueError, match=r"sample 1: 'label' must be an int "
                                       r"in \[0, 3\), got 7"):
    BadLabel().generate_shards(str(tmp_path / "d"), str(tmp_path / "t"),
                             log=lambda line: None)


def test_text2self_shards_monolingual_text_as_language_model_tasks(tmp_path):
  class Words(text_problems.Text2SelfProblem):
    name = "words_lm"

    @property
    def is_generate_per_split(self):
      return True

    @property
    def vocab_type(self):
      return text_problems.VocabType.CHARACTER

    def generate_samples(self, data_dir, tmp_dir, dataset_split):
      yield from text_problems.text2self_txt_iterator(
          os.path.join(tmp_dir, "text.txt"))

  tmp_dir, data_dir = str(tmp_path / "tmp"), str(tmp_path / "data")
  _write(tmp_dir, "text.txt", TARGETS)
  words = Words()
  words.generate_shards(data_dir, tmp_dir, log=lambda line: None)
  assert _lines(data_dir, words, "train", "text") == TARGETS
  hparams = words.get_hparams()  # Tensor2Tensor's: targets alone.
  assert hparams.modality == {"targets": "symbol"}
  assert hparams.vocab_size == {"targets": 256 + 2}
  # A language model's tasks: the text as targets (transformer_lm trains
  # them).
  assert {t.transforms for t in words.get_data_config().tasks.values()} == {
      ("mono_to_targets",)}


def test_text2real_shards_its_numbers(tmp_path):
  class Scores(text_problems.Text2RealProblem):
    name = "scores"

    @property
    def ntasks(self):
      return 2

    @property
    def is_generate_per_split(self):
      return True

    def generate_samples(self, data_dir, tmp_dir, dataset_split):
      yield {"inputs": "a b", "targets": [1.5, -2]}

  scores = Scores()
  data_dir = str(tmp_path / "data")
  scores.generate_shards(data_dir, str(tmp_path / "tmp"), log=lambda line: None)
  assert _lines(data_dir, scores, "train", "targets") == ["1.5 -2.0"]
  assert text_encoder.RealEncoder().encode("1.5 -2.0") == [1.5, -2.0]
  with pytest.raises(ValueError, match="needs a regression model"):
    scores.vocab_sizes(data_dir)


class Sharded(text_problems.DistributedText2TextProblem):

  def __init__(self, files):
    self.name = "sharded_inputs"  # Tensor2Tensor's: an attribute.
    super().__init__()
    self.files = files

  @property
  def is_generate_per_split(self):
    return False

  @property
  def approx_vocab_size(self):
    return 40

  @property
  def dataset_splits(self):
    return [{"split": problem.DatasetSplit.TRAIN, "shards": 2},
            {"split": problem.DatasetSplit.EVAL, "shards": 1}]

  def input_files(self, dataset_split=problem.DatasetSplit.TRAIN):
    return self.files if dataset_split == problem.DatasetSplit.TRAIN else []

  def generate_samples(self, data_dir, tmp_dir, dataset_split,
                       input_files=None):
    for path in input_files:
      for line in text_problems.txt_line_iterator(path):
        yield {"inputs": line, "targets": line.upper()}


def test_distributed_problem_shards_each_split_from_its_files(tmp_path):
  tmp_dir, data_dir = str(tmp_path / "tmp"), str(tmp_path / "data")
  files = []
  for i in range(4):
    _write(tmp_dir, f"in-{i}", [f"line {i} a", f"line {i} b"])
    files.append(os.path.join(tmp_dir, f"in-{i}"))
  sharded = Sharded(files)
  assert sharded.name == "sharded_inputs"
  # Four files for three output files: 0-1, 2 (train), 3 (dev).
  assert [sharded._task_id_to_input_files(i) for i in range(3)] == [  # pylint: disable=protected-access
      files[:2], files[2:3], files[3:]]
  sharded.generate_shards(data_dir, tmp_dir, log=lambda line: None)
  assert _lines(data_dir, sharded, "dev", "inputs") == ["line 3 a",
                                                        "line 3 b"]
  assert len(_lines(data_dir, sharded, "train", "inputs")) == 6
  with pytest.raises(ValueError, match="Vocab file: .* doesn't exist"):
    sharded.generate_data(data_dir, tmp_dir, task_id=2)
  with pytest.raises(ValueError, match="task_id 3 is not in"):
    sharded.generate_data(data_dir, tmp_dir, task_id=3)
  sharded.get_or_create_vocab(data_dir, tmp_dir)
  sharded.generate_data(data_dir, tmp_dir, task_id=2)
  assert os.path.exists(os.path.join(
      data_dir, "sharded_inputs-dev-00000-of-00001"))
  with pytest.raises(ValueError, match="2 input files for 3 output files"):
    Sharded(files[:2]).split_to_input_filenames  # pylint: disable=expression-not-assigned


class PaperLm(text_problems.Text2SelfProblem):
  """A character language model as Tensor2Tensor users write one: its own
  generate_encoded_samples encodes the chunks without EOS."""
  name = "paper_lm_test"

  @property
  def is_generate_per_split(self):
    return False

  @property
  def dataset_splits(self):
    return [{"split": problem.DatasetSplit.TRAIN, "shards": 3},
            {"split": problem.DatasetSplit.EVAL, "shards": 1}]

  @property
  def vocab_type(self):
    return text_problems.VocabType.CHARACTER

  def generate_samples(self, data_dir, tmp_dir, dataset_split):
    for i in range(20):
      yield {"targets": TARGETS[i % 4]}

  def generate_encoded_samples(self, data_dir, tmp_dir, dataset_split):
    encoder = self.get_or_create_vocab(data_dir, tmp_dir)
    for sample in self.generate_samples(data_dir, tmp_dir, dataset_split):
      sample["targets"] = encoder.encode(sample["targets"])
      yield sample


def test_text2self_ids_of_its_own_encoder_are_the_targets(tmp_path, caplog):
  lm = PaperLm()
  # Tensor2Tensor trains the ids as a decoder's targets: the language
  # model's mono_to_targets only moves them, so nothing is refused.
  assert not lm.unsupported_overrides()
  data_dir, tmp_dir = str(tmp_path / "data"), str(tmp_path / "tmp")
  lm.generate_shards(data_dir, tmp_dir, log=lambda line: None)
  lm.generate_vocab(data_dir, tmp_dir, log=lambda line: None)
  byte = text_encoder.ByteTextEncoder()
  lines = _lines(data_dir, lm, "train", "text")
  dev = _lines(data_dir, lm, "dev", "text")
  # The ids as shard text, without an EOS the problem left out.
  assert {byte.decode([int(i) for i in line.split()])
          for line in lines + dev} == set(TARGETS)
  assert {t.transforms for t in lm.get_data_config().tasks.values()} == {
      ("mono_to_targets",)}
  encoders = lm.own_encoders(data_dir, "train")["train"]
  assert encoders["targets"].encode(lines[0]) == byte.encode(TARGETS[0])
  # Its sequences lack the EOS training appends: said, once a task.
  warnings = [r.getMessage() for r in caplog.records
              if "does not end with EOS" in r.getMessage()]
  assert warnings[0].startswith("problem 'paper_lm_test', task 'train': "
                                "encoded sample 1's targets does not end "
                                "with EOS (id 1)")
  assert len(warnings) == 2  # train and dev.


def test_text_reading_transforms_on_ids_are_refused():
  class Segmented(PaperLm):
    name = "paper_lm_segmented_test"

    def declared_data_config(self):
      config, base_dir = super().declared_data_config()
      for task in config["tasks"].values():
        task["transforms"] = ["reorder", "mono_to_targets"]
      return config, base_dir

  (refusal,) = Segmented().unsupported_overrides()
  assert refusal.startswith("generate_encoded_samples with transforms "
                            "that read the text (reorder)")
