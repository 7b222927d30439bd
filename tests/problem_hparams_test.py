"""Tests of Tensor2Tensor's Problem contract without a data config:
get_hparams (defaults, hparams(), reversal), get_feature_encoders, the
shard file names and serving_input_fn; data_generators.problem_hparams."""

import numpy as np
import pytest
import tensorflow as tf

import t2t_reference
from t2t_dyn.data_generators import problem
from t2t_dyn.data_generators import problem_hparams
from t2t_dyn.data_generators import problem_spec
from t2t_dyn.data_generators import text_encoder
from t2t_dyn.utils import hparam


class Declared(problem.Problem):
  """A problem with no data, declaring its features as T2T users do."""

  def hparams(self, defaults, model_hparams):
    defaults.modality = {"inputs": "symbol", "targets": "symbol",
                         "targets_extra": "symbol", "task": "symbol"}
    defaults.vocab_size = {"inputs": 10, "targets": 30, "targets_extra": 7,
                           "task": 2}
    defaults.input_space_id = problem.SpaceID.EN_TOK
    defaults.target_space_id = problem.SpaceID.DE_TOK
    defaults.loss_multiplier = 2.0
    # The encoders are set before hparams() runs, as in Tensor2Tensor.
    defaults.add_hparam("saw_encoders", sorted(self._encoders))


def test_get_hparams_without_a_data_config_is_tensor2tensors():
  declared = Declared()
  hp = declared.get_hparams()
  assert hp.vocab_size == {"inputs": 10, "targets": 30, "targets_extra": 7,
                           "task": 2}
  assert hp.loss_multiplier == 2.0 and hp.batch_size_multiplier == 1
  assert hp.input_space_id == problem.SpaceID.EN_TOK
  assert hp.saw_encoders == ["inputs", "targets"]
  assert not hp.was_reversed and not hp.was_copy
  # Tensor2Tensor's default encoders: ids written as numbers.
  assert all(type(e) is text_encoder.TextEncoder  # pylint: disable=unidiomatic-typecheck
             for e in hp.vocabulary.values())
  assert hp.vocabulary["inputs"].encode("3 4") == [5, 6]
  assert declared.get_hparams() is hp  # Cached.
  assert declared.get_feature_encoders() is declared._encoders  # pylint: disable=protected-access
  # A model's hparams without data_dir (a T2T HParams) are accepted.
  assert Declared().get_hparams(hparam.HParams(hidden_size=8)).vocab_size[
      "task"] == 2


def test_a_reversed_problem_swaps_what_tensor2tensor_swaps():
  hp = Declared(was_reversed=True).get_hparams()
  assert hp.was_reversed
  assert hp.vocab_size == {"targets": 10, "inputs": 30, "inputs_extra": 7,
                           "task": 2}
  assert hp.modality == {"targets": "symbol", "inputs": "symbol",
                         "inputs_extra": "symbol", "task": "symbol"}
  assert (hp.input_space_id, hp.target_space_id) == (
      problem.SpaceID.DE_TOK, problem.SpaceID.EN_TOK)
  assert set(hp.vocabulary) == {"inputs", "targets"}


def test_reversal_agrees_with_tensor2tensors_function():
  ours = problem_spec.default_problem_hparams()
  ours.modality = {"inputs": "a", "targets": "b", "other": "c"}
  ours.vocab_size = {"inputs": 1, "targets": 2}
  ours.input_space_id, ours.target_space_id = 3, None
  ours.add_hparam("vocabulary", {"inputs": "in", "targets": "out"})
  ours.add_hparam("was_reversed", False)
  theirs = hparam.HParams(**ours.values())
  theirs.modality, theirs.vocab_size = dict(ours.modality), dict(
      ours.vocab_size)
  theirs.vocabulary = dict(ours.vocabulary)
  reference = t2t_reference.functions(
      "data_generators/problem", ["_reverse_problem_hparams", "SpaceID"],
      {})
  reference["_reverse_problem_hparams"](theirs)
  problem_spec.reverse_problem_hparams(ours)
  assert ours.values() == theirs.values()


def test_a_reversed_target_only_problem_keeps_its_vocab_size():
  class TargetOnly(problem.Problem):
    def hparams(self, defaults, model_hparams):
      defaults.modality = {"targets": "symbol"}
      defaults.vocab_size = {"targets": 3}

  # Tensor2Tensor dropped the size (only pairs were swapped); it moves
  # with its modality here.
  hp = TargetOnly(was_reversed=True).get_hparams()
  assert hp.modality == {"inputs": "symbol"} and hp.vocab_size == {
      "inputs": 3}


def test_hparams_must_mutate_and_return_none():
  class Returns(problem.Problem):
    def hparams(self, defaults, model_hparams):
      return defaults

  with pytest.raises(ValueError, match="must mutate defaults"):
    Returns().get_hparams()


def test_any_modality_is_declared_and_refused_only_when_a_model_is_sized(
    tmp_path):
  class Image(problem.Problem):
    def hparams(self, defaults, model_hparams):
      defaults.modality = {"inputs": "image", "targets": "symbol"}

  assert Image().get_hparams().modality["inputs"] == "image"
  with pytest.raises(ValueError, match="has no data config"):
    Image().vocab_sizes(str(tmp_path))


class InCode(problem.Problem):
  """A problem with a data config whose samples are made in code."""
  data_config = {"tasks": {"t": {"type": "para"}}}

  def generate_samples(self, data_dir, tmp_dir, dataset_split):
    yield {"inputs": "a", "targets": "b"}


def test_a_problem_with_a_config_needs_a_data_dir_for_its_encoders():
  # Its encoders are the transform set-up's, which datagen writes.
  with pytest.raises(ValueError, match="model_hparams.data_dir"):
    InCode().get_hparams()


def test_a_reversed_problems_own_encoders_reach_hparams_in_its_direction():
  class OwnEncoders(InCode):
    def feature_encoders(self, data_dir):
      return {"inputs": text_encoder.ByteTextEncoder(),
              "targets": text_encoder.TextEncoder()}

    def hparams(self, defaults, model_hparams):
      defaults.vocab_size = {
          "inputs": self._encoders["inputs"].vocab_size, "targets": 5}

  reversed_ = OwnEncoders(was_reversed=True)
  # The problem's direction (as feature_encoders gives them) ...
  assert isinstance(reversed_.get_feature_encoders()["inputs"],
                    text_encoder.ByteTextEncoder)
  hp = reversed_.get_hparams()
  # ... and the model's in its hparams.
  assert hp.vocab_size == {"inputs": 5, "targets": 258}
  assert isinstance(hp.vocabulary["targets"], text_encoder.ByteTextEncoder)
  assert reversed_.task_feature_encoders(None, "t")["targets"] is not None


def test_shard_file_names_are_tensor2tensors():
  declared = Declared()
  assert declared.training_filepaths("/d", 2, shuffled=True) == [
      "/d/declared-train-00000-of-00002", "/d/declared-train-00001-of-00002"]
  assert declared.dev_filepaths("/d", 1, shuffled=False) == [
      "/d/declared-unshuffled-dev-00000-of-00001"]
  assert declared.test_filepaths("/d", 1, True) == [
      "/d/declared-test-00000-of-00001"]
  for split, method in ((problem.DatasetSplit.TRAIN,
                         declared.training_filepaths),
                        (problem.DatasetSplit.EVAL, declared.dev_filepaths),
                        (problem.DatasetSplit.TEST, declared.test_filepaths)):
    assert declared.data_filepaths(split, "/d", 3, False) == method(
        "/d", 3, False)
  with pytest.raises(ValueError, match="Unknown value for split: infer"):
    declared.data_filepaths("infer", "/d", 1, True)


def _examples(*rows):
  return [tf.train.Example(features=tf.train.Features(feature={
      "inputs": tf.train.Feature(int64_list=tf.train.Int64List(value=row))
  })).SerializeToString() for row in rows]


MODEL_HPARAMS = dict(max_length=6, max_input_seq_length=0,
                     max_target_seq_length=0, prepend_mode="none",
                     split_to_length=0)


def test_serving_input_fn_parses_examples_as_tensor2tensors_export():
  with tf.Graph().as_default():
    receiver = Declared().serving_input_fn(hparam.HParams(**MODEL_HPARAMS))
    features = receiver.features
    assert set(features) == {"inputs", "batch_prediction_key"}
    with tf.compat.v1.Session() as session:
      inputs = session.run(features["inputs"], {
          receiver.receiver_tensors["input"]: _examples([5, 6, 1], [7, 1])})
  np.testing.assert_array_equal(inputs[..., 0, 0], [[5, 6, 1], [7, 1, 0]])


def test_serving_input_fn_for_tpu_fixes_the_length_and_batch():
  values = dict(MODEL_HPARAMS, max_input_seq_length=4)
  with tf.Graph().as_default():
    receiver = Declared().serving_input_fn(
        hparam.HParams(**values), hparam.HParams(batch_size=3), use_tpu=True)
    assert receiver.features["inputs"].shape.as_list()[1:] == [4, 1, 1]
    feed = receiver.receiver_tensors["input"]
    with tf.compat.v1.Session() as session:
      inputs = session.run(receiver.features["inputs"], {
          feed: _examples([5, 6, 7, 8, 9, 1])})
      # Cut to max_input_seq_length, padded to it and to the batch size.
      np.testing.assert_array_equal(inputs[..., 0, 0],
                                    [[5, 6, 7, 8], [0] * 4, [0] * 4])
  values = dict(MODEL_HPARAMS, max_length=2)
  with tf.Graph().as_default():
    receiver = Declared().serving_input_fn(hparam.HParams(**values),
                                           use_tpu=True)
    with tf.compat.v1.Session() as session:
      with pytest.raises(tf.errors.InvalidArgumentError,
                         match="inputs longer than 2 ids"):
        session.run(receiver.features["inputs"], {
            receiver.receiver_tensors["input"]: _examples([5, 6, 1])})


def test_serving_input_fn_in_eager_mode_names_the_export():
  with pytest.raises(RuntimeError, match="dyn-exporter"):
    Declared().serving_input_fn(hparam.HParams(**MODEL_HPARAMS))


def test_test_problem_hparams_are_tensor2tensors():
  hp = problem_hparams.test_problem_hparams(9, 11)
  assert hp.modality == {"inputs": "symbol", "targets": "symbol"}
  assert hp.vocab_size == {"inputs": 9, "targets": 11}
  assert isinstance(problem_hparams.TestProblem(2, 3), problem.Problem)
