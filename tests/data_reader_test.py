"""utils.data_reader: Tensor2Tensor's batching of Problem.dataset's
examples (its scheme compared with Tensor2Tensor's own code)."""

import types

import numpy as np
import pytest
import tensorflow as tf

from t2t_dyn.utils import data_reader
from t2t_dyn.utils import hparam

import t2t_reference


@pytest.mark.parametrize("args", [
    dict(batch_size=128, max_length=0, min_length_bucket=8,
         length_bucket_step=1.1),
    dict(batch_size=4096, max_length=256, min_length_bucket=8,
         length_bucket_step=1.1, drop_long_sequences=True,
         shard_multiplier=2),
    dict(batch_size=20, max_length=15, min_length_bucket=8,
         length_bucket_step=1.5, length_multiplier=2, min_length=3),
    dict(batch_size=5, max_length=4, min_length_bucket=8,
         length_bucket_step=1.1)])
def test_batching_scheme_is_tensor2tensors(args):
  theirs = t2t_reference.functions(
      "utils/data_reader", ["batching_scheme", "_bucket_boundaries"], {})
  assert data_reader.batching_scheme(**args) == theirs["batching_scheme"](
      **args)


def _hparams(**values):
  defaults = dict(batch_size=12, min_length=0, max_length=0,
                  min_length_bucket=2, length_bucket_step=2.0)
  defaults.update(values)
  return hparam.HParams(**defaults)


def _examples(lengths):
  return tf.data.Dataset.from_generator(
      lambda: ({"inputs": np.arange(1, n + 1, dtype=np.int64),
                "targets": np.ones(2, np.int64)} for n in lengths),
      output_signature={"inputs": tf.TensorSpec([None], tf.int64),
                        "targets": tf.TensorSpec([None], tf.int64)})


def test_input_fn_buckets_by_length_under_the_token_budget():
  batches = data_reader.input_fn(
      _examples([1, 2, 3, 9, 10, 2, 1]), "/nonexistent*", True, True, 1,
      max_length=100, mode="eval", hparams=_hparams())
  sizes = []
  for features, targets in batches.as_numpy_iterator():
    assert features["inputs"].dtype == np.int32
    assert features["inputs"].ndim == 4 and targets.ndim == 4
    width = features["inputs"].shape[1]
    sizes.append((features["inputs"].shape[0], width))
    assert features["inputs"].shape[0] * width <= 12 or (
        features["inputs"].shape[0] == 1)
  assert sum(n for n, _ in sizes) == 7


def test_input_fn_repeats_in_training_and_drops_the_too_long():
  batches = data_reader.input_fn(
      _examples([1, 50]), "/nonexistent*", True, True, 1, max_length=10,
      mode="train", hparams=_hparams())
  for features, _ in batches.take(3).as_numpy_iterator():
    assert features["inputs"].shape[1] <= 10
  infer = data_reader.input_fn(
      _examples([1]), "/nonexistent*", False, True, 1, max_length=10,
      mode="infer", hparams=_hparams())
  assert "infer_targets" in next(infer.as_numpy_iterator())


def test_input_fn_refuses_what_it_does_not_provide():
  tpu = types.SimpleNamespace(use_tpu=True)
  with pytest.raises(ValueError, match="TPU input path"):
    data_reader.input_fn(_examples([1]), "", True, True, 1, 10, "train",
                         _hparams(), config=tpu)
  with pytest.raises(ValueError, match="split_targets_chunk_length"):
    data_reader.input_fn(_examples([1]), "", True, True, 1, 10, "train",
                         _hparams(split_targets_chunk_length=4))


def test_shapes_padding_and_lengths():
  features = data_reader.standardize_shapes(
      {"inputs": tf.zeros([3, 5], tf.int32), "x": tf.zeros([3])})
  assert features["inputs"].shape.as_list() == [3, 5, 1, 1]
  padded = data_reader.pad_batch({"a": tf.ones([5, 2])}, 4)
  assert padded["a"].shape.as_list() == [8, 2]
  assert float(tf.reduce_sum(padded["a"])) == 10.0
  example = {"inputs": tf.zeros([7]), "targets": tf.zeros([3])}
  assert int(data_reader.example_length(example)) == 7
  assert not bool(data_reader.example_valid_size(example, 0, 6))
  assert data_reader.pad_for_tpu(
      {"inputs": [None], "targets": [None], "w": [None, 2]},
      _hparams(max_input_seq_length=5, max_target_seq_length=0), 9) == {
          "inputs": [5], "targets": [9], "w": [9, 2]}
  assert data_reader.cast_ints_to_int32(
      {"a": tf.constant([1], tf.int64)})["a"].dtype == tf.int32
