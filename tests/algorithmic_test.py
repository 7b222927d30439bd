"""Tests of data_generators.algorithmic: Tensor2Tensor's algorithmic
problems as real problems, their data made by dyn-datagen's stages."""

import numpy as np
import pytest

import t2t_reference
from t2t_dyn.data_generators import algorithmic
from t2t_dyn.data_generators import problem
from t2t_dyn.data_generators import text_encoder
from t2t_dyn.utils import metrics
from t2t_dyn.utils import registry


def test_the_number_helpers_and_zipf_agree_with_tensor2tensors():
  reference = t2t_reference.functions(
      "data_generators/algorithmic",
      ["lower_endian_to_number", "number_to_lower_endian",
       "zipf_distribution"], {"np": np})
  for n, base in ((0, 2), (1, 2), (6, 2), (2137, 10), (99, 7)):
    assert algorithmic.number_to_lower_endian(n, base) == reference[
        "number_to_lower_endian"](n, base)
    digits = algorithmic.number_to_lower_endian(n, base)
    assert algorithmic.lower_endian_to_number(digits, base) == n
  np.testing.assert_allclose(algorithmic.zipf_distribution(20, 1.3),
                             reference["zipf_distribution"](20, 1.3))


def test_generators_compute_their_functions():
  np.random.seed(0)
  for case in algorithmic.AlgorithmicShiftDecimal40().generator(20, 8, 20):
    assert all(i < 10 for i in case["inputs"])
    assert case["targets"] == [i + 10 for i in case["inputs"]]
  adder = algorithmic.AlgorithmicAdditionDecimal40()
  multiplier = algorithmic.AlgorithmicMultiplicationBinary40()
  for generated, base, combine in (
      (adder.generator(10, 12, 50), 10, lambda a, b: a + b),
      (multiplier.generator(2, 12, 50), 2, lambda a, b: a * b)):
    for case in generated:
      at = case["inputs"].index(base)
      first, second = case["inputs"][:at], case["inputs"][at + 1:]
      assert 1 <= len(first) <= 6 and len(case["inputs"]) <= 12
      assert algorithmic.lower_endian_to_number(case["targets"], base) == (
          combine(algorithmic.lower_endian_to_number(first, base),
                  algorithmic.lower_endian_to_number(second, base)))
  with pytest.raises(ValueError, match="at least 3"):
    next(adder.generator(10, 2, 1))

  class Unique(algorithmic.AlgorithmicSortProblem):
    unique = True

  for case in Unique().generator(10, 10, 20):
    assert len(set(case["inputs"])) == len(case["inputs"])
    assert case["targets"] == sorted(case["inputs"])
  lengths = [len(c["inputs"]) for c in algorithmic.reverse_generator_nlplike(
      50, 20, 200, scale_std_dev=10)]
  assert 5 <= min(lengths) and max(lengths) <= 16  # Around 20 / 2.


def test_hparams_and_encoders_are_tensor2tensors():
  reverse = registry.problem("algorithmic_reverse_decimal40")
  hp = reverse.get_hparams()
  assert hp.vocab_size == {"inputs": 12, "targets": 12}
  assert hp.modality == {"inputs": "symbol", "targets": "symbol"}
  assert (hp.input_space_id, hp.target_space_id) == (
      problem.SpaceID.DIGIT_0, problem.SpaceID.DIGIT_1)
  encoder = hp.vocabulary["inputs"]
  assert isinstance(encoder, text_encoder.TextEncoder)
  assert encoder.encode("9 0 3") == [11, 2, 5]
  assert encoder.decode([11, 2, 5, 1], strip_extraneous=True) == "9 0 3"
  backward = registry.problem("algorithmic_shift_decimal40_rev").get_hparams()
  assert backward.input_space_id == problem.SpaceID.DIGIT_1
  sort_metrics = algorithmic.AlgorithmicSortProblem().eval_metrics()
  assert sort_metrics[-1] == metrics.Metrics.EDIT_DISTANCE
  assert {"algorithmic_identity_binary40", "algorithmic_addition_binary40",
          "algorithmic_multiplication_decimal40", "tiny_algo",
          "algorithmic_reverse_nlplike32k"} <= set(registry.list_problems())


class Small(algorithmic.AlgorithmicReverseBinary40):
  """Reversal in 2 training shards of 60 cases, 10 dev cases."""
  train_size = 60
  dev_size = 10
  train_length = 6
  dev_length = 9
  num_shards = 2


def test_encoded_cases_are_shifted_and_end_with_eos():
  np.random.seed(1)
  cases = list(Small().generate_encoded_samples(
      None, None, problem.DatasetSplit.EVAL))
  assert len(cases) == 10
  for case in cases:
    assert case["inputs"][-1] == text_encoder.EOS_ID
    assert set(case["inputs"][:-1]) <= {2, 3}
    assert case["targets"][:-1] == case["inputs"][-2::-1]
    assert len(case["inputs"]) <= 10


def test_datagen_makes_the_shards_and_training_reads_the_symbols(tmp_path):
  from t2t_dyn.hparams.data_hparams import DataHParams  # pylint: disable=g-import-not-at-top
  small = Small()
  data_dir = str(tmp_path / "data")
  small.generate_shards(data_dir, None, log=lambda line: None)
  small.generate_vocab(data_dir, None, log=lambda line: None)
  assert small.vocab_sizes(data_dir) == {"inputs": 4, "targets": 4}
  assert small.unsupported_overrides() == []
  dev = small.batched_dataset("eval", data_dir,
                              DataHParams(batch_size=64))["dev"]
  rows = 0
  for batch in dev:
    for inputs, targets in zip(batch["inputs"].numpy(),
                               batch["targets"].numpy()):
      inputs, targets = inputs[inputs > 0], targets[targets > 0]
      assert inputs[-1] == targets[-1] == text_encoder.EOS_ID
      assert list(targets[:-1]) == list(inputs[-2::-1])
      assert set(inputs[:-1]) <= {2, 3}
      rows += 1
  assert rows == 10


@pytest.mark.slow(reason="imports TensorFlow's test temp dir and makes "
                  "TinyAlgo's data, as Tensor2Tensor's tests set it up")
def test_tiny_algo_sets_itself_up_for_tests():
  algorithmic.TinyAlgo.setup_for_test()
  tiny = algorithmic.TinyAlgo()
  assert tiny.vocab_sizes(algorithmic.TinyAlgo.data_dir) == {
      "inputs": 4, "targets": 4}
