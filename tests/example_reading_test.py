"""Problem.dataset as Tensor2Tensor's one pass of examples: its TFRecord
files, else dyn-datagen's shards encoded without noise, else an error
naming both; Text2TextProblem.generate_data writes those files, while the
shard stage (generate_shards) leaves data_dir to the user."""

import glob
import os

import numpy as np
import pytest
import tensorflow as tf

from t2t_dyn.config import data_config
from t2t_dyn.data_generators import generator_utils
from t2t_dyn.data_generators import problem as problem_lib
from t2t_dyn.data_generators import text_problems
from t2t_dyn.test_utils import write_lines

EN = ["the cat", "a dog runs", "birds fly"]
SK = ["mačka", "pes beží", "vtáky letia"]


class Numbers(problem_lib.Problem):
  """Tensor2Tensor's shape: its files written with generate_files."""

  def generate_data(self, data_dir, tmp_dir, task_id=-1, log=print,
                    force=False):
    del tmp_dir, task_id, log, force
    for paths, offset in ((self.training_filepaths(data_dir, 2, True), 0),
                          (self.dev_filepaths(data_dir, 1, True), 100)):
      generator_utils.generate_files(
          ({"inputs": [offset + i] * (i + 1), "targets": [offset + i]}
           for i in range(6)), paths)

  def preprocess_example(self, example, mode, hparams):
    example["inputs"] = example["inputs"][:3]  # Run by dataset() only.
    return example


def _values(dataset, feature):
  return [list(x[feature]) for x in dataset.as_numpy_iterator()]


def test_dataset_reads_tensor2tensors_files_in_order_once(tmp_path):
  numbers = Numbers()
  numbers.generate_data(str(tmp_path), None)
  train = numbers.dataset("train", str(tmp_path), shuffle_files=False)
  # generate_files deals the cases over the two files; read file by file.
  assert _values(train, "targets") == [[0], [2], [4], [1], [3], [5]]
  assert _values(train, "inputs")[4] == [3, 3, 3]  # Cut by the hook.
  raw = numbers.dataset("train", str(tmp_path), shuffle_files=False,
                        preprocess=False)
  assert _values(raw, "inputs")[4] == [3, 3, 3, 3]
  assert tf.compat.v1.data.get_output_shapes(raw)["targets"].as_list() == [
      None]
  assert raw.element_spec["targets"].dtype == tf.int64
  assert raw.output_shapes["inputs"].as_list() == [None]  # TF1's attribute.
  dev = numbers.dataset("eval", str(tmp_path), max_records=2)
  assert _values(dev, "targets") == [[100], [101]]
  one = numbers.dataset("train", str(tmp_path), shard=1,
                        shuffle_files=False)
  assert _values(one, "targets") == [[1], [3], [5]]
  second = numbers.dataset("train", str(tmp_path), shuffle_files=False,
                           partition_id=1, num_partitions=2)
  assert _values(second, "targets") == [[1], [3], [5]]
  with pytest.raises(ValueError, match=r"number of data files \(2\) must "
                     r"be at least the number of hosts \(3\)"):
    numbers.dataset("train", str(tmp_path), num_partitions=3)
  shuffled = numbers.dataset("train", str(tmp_path))
  assert sorted(_values(shuffled, "targets")) == [[i] for i in range(6)]


def test_a_reversed_problem_reads_the_files_turned_round(tmp_path):
  Numbers().generate_data(str(tmp_path), None)
  reversed_ = Numbers(was_reversed=True)
  first = next(reversed_.dataset("eval", str(tmp_path),
                                 preprocess=False).as_numpy_iterator())
  assert list(first["inputs"]) == [100]
  assert list(first["targets"]) == [100]
  second = list(reversed_.dataset("eval", str(tmp_path),
                                  preprocess=False).as_numpy_iterator())[1]
  assert list(second["targets"]) == [101, 101]


def test_without_files_or_shards_the_error_names_both_ways(tmp_path):
  with pytest.raises(ValueError, match="write_example_files.*dyn-datagen"):
    Numbers().dataset("train", str(tmp_path))
  with pytest.raises(ValueError, match="needs data_dir"):
    Numbers().dataset("train")


def _config_problem(tmp_path):
  config = {
      "meta": {"train": {"name": "setup",
                         "vocab_path": write_lines(
                             tmp_path / "vocab.txt",
                             [f"1\t{w}" for line in EN + SK
                              for w in line.split()])}},
      "tasks": {
          "en_sk": {"inputs": {"c": {
              "src": write_lines(tmp_path / "en.txt", EN),
              "tgt": write_lines(tmp_path / "sk.txt", SK)}}},
          "dev": {"split": "valid", "inputs": {"c": {
              "src": str(tmp_path / "en.txt"),
              "tgt": str(tmp_path / "sk.txt")}}}}}
  problem = problem_lib.Problem(data_config=data_config.load_data_config(
      config, base_dir=str(tmp_path)))
  data_dir = str(tmp_path / "data")
  problem.generate_shards(data_dir, str(tmp_path), log=lambda m: None)
  problem.generate_vocab(data_dir, str(tmp_path), log=lambda m: None)
  return problem, data_dir


def test_with_shards_alone_dataset_gives_their_examples_encoded(tmp_path):
  problem, data_dir = _config_problem(tmp_path)
  assert not glob.glob(problem.filepattern(data_dir, "eval"))
  encoders = problem.get_feature_encoders(data_dir)
  examples = list(problem.dataset("eval", data_dir).as_numpy_iterator())
  expected = sorted((tuple(encoders["inputs"].encode(s) + [1]),
                     tuple(encoders["targets"].encode(t) + [1]))
                    for s, t in zip(EN, SK))
  assert sorted((tuple(e["inputs"]), tuple(e["targets"]))
                for e in examples) == expected
  assert all(e["inputs"].dtype == np.int64 for e in examples)
  # The same examples each pass: no noise, nothing sampled.
  again = list(problem.dataset("eval", data_dir).as_numpy_iterator())
  assert [list(e["inputs"]) for e in again] == [
      list(e["inputs"]) for e in examples]
  train = problem.dataset("train", data_dir, shuffle_files=False)
  assert len(list(train.as_numpy_iterator())) == len(EN)
  with pytest.raises(ValueError, match="no 'test' task"):
    problem.dataset("test", data_dir)


class Pairs(text_problems.Text2TextProblem):
  """A Text2TextProblem of three pairs, a character vocabulary."""

  @property
  def vocab_type(self):
    return text_problems.VocabType.CHARACTER

  @property
  def is_generate_per_split(self):
    return True

  def generate_samples(self, data_dir, tmp_dir, dataset_split):
    del data_dir, tmp_dir, dataset_split
    for source, target in zip(EN, SK):
      yield {"inputs": source, "targets": target}


def test_generate_data_writes_tensor2tensors_files_generate_shards_not(
    tmp_path):
  pairs = Pairs()
  data_dir = str(tmp_path / "data")
  pairs.generate_shards(data_dir, str(tmp_path), log=lambda m: None)
  assert os.listdir(data_dir) == []  # The shards are beside it.
  pairs.generate_data(data_dir, str(tmp_path))
  assert sorted(os.listdir(data_dir)) == sorted(
      os.path.basename(p) for split in ("train", "eval")
      for p in pairs.data_filepaths(
          split, data_dir,
          {s["split"]: s["shards"] for s in pairs.dataset_splits}[split],
          True))
  examples = list(pairs.dataset("eval", data_dir).as_numpy_iterator())
  encoder = pairs.get_feature_encoders(data_dir)["targets"]
  assert sorted(encoder.decode(list(e["targets"][:-1])) for e in examples
                ) == sorted(SK)
  with pytest.raises(ValueError, match="one output file per task id"):
    pairs.generate_data(data_dir, str(tmp_path), task_id=0)
