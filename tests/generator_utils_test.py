"""Tests for generator_utils' data files (example_files) and packing
(sequence_packing, dataset_packing), against Tensor2Tensor's own functions
run from its source."""

import os
import random

import pytest
import tensorflow as tf

import t2t_reference
from t2t_dyn.data_generators import generator_utils

_PACKING = t2t_reference.packing()


def _examples(count, longest, seed=0):
  rng = random.Random(seed)
  return [{"inputs": [rng.randint(1, 9) for _ in range(rng.randint(1, longest))],
           "targets": [rng.randint(1, 9)
                       for _ in range(rng.randint(1, longest))]}
          for _ in range(count)]


def test_data_file_names_are_tensor2tensors():
  assert generator_utils.sharded_name("p-train", 3, 10) == (
      "p-train-00003-of-00010")
  assert generator_utils.shard_filepath("x", 2) == ["x-00000-of-00002",
                                                    "x-00001-of-00002"]
  assert generator_utils.train_data_filenames("p", "/d", 2) == [
      "/d/p-train-00000-of-00002", "/d/p-train-00001-of-00002"]
  assert generator_utils.dev_data_filenames("p", "/d", 1) == [
      "/d/p-dev-00000-of-00001"]
  assert generator_utils.test_data_filenames("p", "/d", 1) == [
      "/d/p-test-00000-of-00001"]
  assert generator_utils.combined_data_filenames("p", "/d", 2) == [
      "/d/p-train-00000-of-00002", "/d/p-train-00001-of-00002",
      "/d/p-dev-00000-of-00001", "/d/p-test-00000-of-00001"]


def _cases():
  for i in range(7):
    yield None if i == 3 else {"inputs": [i, i + 1], "targets": [float(i)],
                               "name": [f"case {i}"], "raw": [b"\x00"]}


@pytest.mark.parametrize("cycle_every_n, max_cases", [(1, None), (2, 5)])
def test_generate_files_writes_the_files_tensor2tensor_writes(
    tmp_path, cycle_every_n, max_cases):
  ours = generator_utils.train_data_filenames("p", str(tmp_path / "a"), 3)
  theirs = generator_utils.train_data_filenames("p", str(tmp_path / "b"), 3)
  os.makedirs(tmp_path / "a")
  os.makedirs(tmp_path / "b")
  generator_utils.generate_files(_cases(), ours, max_cases, cycle_every_n)
  t2t_reference.generator_utils()["generate_files"](
      _cases(), theirs, max_cases, cycle_every_n)
  for mine, reference in zip(ours, theirs):
    with open(mine, "rb") as a, open(reference, "rb") as b:
      assert a.read() == b.read()
  assert not [n for n in os.listdir(tmp_path / "a") if "incomplete" in n]
  # Existing outputs: nothing is written again.
  generator_utils.generate_files(iter([{"x": [1]}]), ours)
  assert len(generator_utils.read_records(ours[0])) in (2, 3)


def test_to_example_names_an_empty_or_unknown_field():
  with pytest.raises(ValueError, match="Empty generated field"):
    generator_utils.to_example({"inputs": []})
  with pytest.raises(ValueError, match="Value for x is not a recognized"):
    generator_utils.to_example({"x": [object()]})


def test_records_read_back_parsed_and_shuffled(tmp_path):
  paths = [str(tmp_path / "p-train-unshuffled-00000-of-00001")]
  generator_utils.generate_files(
      ({"inputs": [i], "targets": [i, 1]} for i in range(20)), paths)
  spec = {"inputs": tf.io.VarLenFeature(tf.int64),
          "targets": tf.io.FixedLenFeature([2], tf.int64)}
  parsed = list(generator_utils.tfrecord_iterator(paths, example_spec=spec))
  assert [p["targets"].tolist() for p in parsed][:2] == [[0, 1], [1, 1]]
  assert parsed[5]["inputs"].values.tolist() == [5]
  records = generator_utils.read_records(paths[0])
  generator_utils.shuffle_dataset(paths)
  shuffled = str(tmp_path / "p-train-00000-of-00001")
  assert not os.path.exists(paths[0])
  assert sorted(generator_utils.read_records(shuffled)) == sorted(records)


@pytest.mark.parametrize("has_inputs, spacing, queue_size, chop", [
    (True, 0, 2, False), (True, 2, 10, False), (False, 1, 3, False),
    (False, 0, 4, True)])
def test_pack_examples_gives_tensor2tensors_examples(has_inputs, spacing,
                                                     queue_size, chop):
  examples = _examples(200, 14)
  kwargs = dict(has_inputs=has_inputs, packed_length=12, spacing=spacing,
                queue_size=queue_size, chop_long_sequences=chop)
  ours = list(generator_utils.pack_examples(iter(examples), **kwargs))
  theirs = list(_PACKING["pack_examples"](iter(examples), **kwargs))
  assert ours == theirs


def test_pack_examples_refuses_to_chop_pairs():
  with pytest.raises(ValueError, match="cannot cut"):
    list(generator_utils.pack_examples(iter(_examples(3, 4)), True,
                                       chop_long_sequences=True))


def _dataset(examples, keys=("inputs", "targets")):
  return tf.data.Dataset.from_generator(
      lambda: iter([{k: e[k] for k in keys} for e in examples]),
      output_signature={k: tf.TensorSpec([None], tf.int64) for k in keys})


def _sorted(dataset):
  return sorted(tuple((k, tuple(v.reshape(-1).tolist()))
                      for k, v in sorted(x.items()))
                for x in dataset.as_numpy_iterator())


@pytest.mark.slow(reason="traces the packing scan and its windows (~2 s)")
def test_pack_dataset_packs_pairs_into_one_padded_example():
  packed = list(generator_utils.pack_dataset(
      _dataset([{"inputs": [1, 2, 3], "targets": [4]},
                {"inputs": [5], "targets": [6, 7]}]), 4).as_numpy_iterator())
  assert [{k: v.tolist() for k, v in p.items()} for p in packed] == [{
      "inputs": [1, 2, 3, 5], "inputs_segmentation": [1, 1, 1, 2],
      "inputs_position": [0, 1, 2, 0], "targets": [4, 6, 7, 0],
      "targets_segmentation": [1, 2, 2, 0], "targets_position": [0, 0, 1, 0]}]


@pytest.mark.slow(reason="traces Tensor2Tensor's AutoGraph packer and ours")
def test_pack_dataset_gives_tensor2tensors_examples(capfd):
  # 150 examples, some longer than 8 (dropped, and said so), in windows of
  # 100: the same packed examples (Tensor2Tensor's order is not fixed).
  examples = _examples(150, 9)
  ours = generator_utils.pack_dataset(_dataset(examples), 8,
                                      keys=("inputs", "targets"))
  theirs = _PACKING["SequenceDatasetPacker"](8, spacing=0, queue_size=10)(
      _dataset(examples), cycle_length=10, keys=("inputs", "targets"))
  assert _sorted(ours) == _sorted(theirs)
  assert "dropped an example of" in capfd.readouterr().err
  assert ours.element_spec["inputs_segmentation"].dtype == tf.int32
  assert ours.element_spec["inputs"].shape == [8]


@pytest.mark.slow(reason="traces Tensor2Tensor's AutoGraph packer and ours")
@pytest.mark.parametrize("kwargs, single", [
    (dict(spacing=1, queue_size=3), False),
    (dict(spacing=0, queue_size=2, chop_long_sequences=True), True)])
def test_dataset_packer_with_spacing_chopping_and_one_window(kwargs, single):
  examples = _examples(60, 12)

  def packed(packer_class):
    dataset = _dataset(examples)
    if single:  # A dataset of single sequences, not dicts.
      dataset = dataset.map(lambda x: x["targets"])
    return packer_class(10, **kwargs)(dataset)
  assert _sorted(packed(generator_utils.SequenceDatasetPacker)) == _sorted(
      packed(_PACKING["SequenceDatasetPacker"]))


def test_pack_dataset_names_what_it_cannot_pack():
  examples = _examples(3, 4)
  with pytest.raises(ValueError, match="Key labels not found"):
    generator_utils.pack_dataset(_dataset(examples), 8, keys=["labels"])
  with pytest.raises(ValueError, match="use_custom_ops=False"):
    generator_utils.pack_dataset(_dataset(examples), 8, use_custom_ops=True)
  square = tf.data.Dataset.from_tensors({"inputs": tf.zeros([2, 2],
                                                            tf.int64)})
  with pytest.raises(ValueError, match="one-dimensional"):
    generator_utils.pack_dataset(square, 8)


def test_maybe_download_from_drive_keeps_an_existing_file_and_names_a_failure(
    tmp_path):
  source = tmp_path / "source.txt"
  source.write_text("data")
  path = generator_utils.maybe_download_from_drive(
      str(tmp_path / "dl"), "f.txt", source.as_uri())
  assert open(path, encoding="utf-8").read() == "data"
  source.write_text("changed")  # Not fetched again.
  assert generator_utils.maybe_download_from_drive(
      str(tmp_path / "dl"), "f.txt", "file:///nowhere") == path
  assert open(path, encoding="utf-8").read() == "data"
  with pytest.raises(OSError, match="place a copy of the file at .*g.txt"):
    generator_utils.maybe_download_from_drive(str(tmp_path / "dl"), "g.txt",
                                              (tmp_path / "none").as_uri())


def test_random_deinterleave_draws_as_tensor2tensor():
  theirs = t2t_reference.functions(
      "data_generators/generator_utils", ["random_deinterleave"],
      {"math": __import__("math"), "random": random})["random_deinterleave"]
  text = "The quick brown fox jumps over the lazy dog ."
  for seed in range(20):
    random.seed(seed)
    ours = generator_utils.random_deinterleave(text)
    random.seed(seed)
    assert ours == theirs(text)
  assert generator_utils.random_deinterleave("one") == ("one", "")


def test_tabbed_vocab_reads_one_column(tmp_path):
  (tmp_path / "pairs.tsv").write_text("a b\tx y\nno tab\nc\tz\n",
                                      encoding="utf-8")
  source = generator_utils.get_or_generate_tabbed_vocab(
      str(tmp_path / "data"), str(tmp_path), "pairs.tsv", 0, "v.src", 30)
  target = generator_utils.get_or_generate_tabbed_vocab(
      str(tmp_path / "data"), str(tmp_path), "pairs.tsv", 1, "v.tgt", 30)
  assert "a_" in source.all_subtoken_strings
  assert "x_" in target.all_subtoken_strings
  assert "a_" not in target.all_subtoken_strings
  assert os.path.isdir(generator_utils.make_tmp_dir(dir=str(tmp_path / "t")))
