"""layers.common_layers (with common_shapes): Tensor2Tensor's functions
without variables against values worked out by hand from its rules, and
every other name of it refused at use, saying what to use."""

import math

import numpy as np
import pytest
import tensorflow as tf

from t2t_dyn.foundation import not_provided
from t2t_dyn.layers import common_layers


def test_shape_list_is_static_where_known():
  assert common_layers.shape_list(tf.zeros([2, 3])) == [2, 3]

  @tf.function(input_signature=[tf.TensorSpec([None, 4])])
  def dims(x):
    shape = common_layers.shape_list(x)
    assert isinstance(shape[0], tf.Tensor) and shape[1] == 4
    return shape[0]

  assert int(dims(tf.zeros([5, 4]))) == 5
  assert common_layers.list_product([2, 3, 4]) == 24


def test_reshaping_and_splitting():
  x = tf.reshape(tf.range(24), [2, 3, 2, 2])
  flat = common_layers.flatten4d3d(x)
  assert flat.shape == (2, 6, 2)
  assert flat.numpy()[0, 1].tolist() == [2, 3]
  parts = common_layers.approximate_split(tf.range(7), 3)
  assert [p.shape[0] for p in parts] == [2, 2, 3]
  assert common_layers.reshape_like(tf.zeros([6, 5]),
                                    tf.zeros([2, 3, 9])).shape == (2, 3, 5)
  assert common_layers.cast_like(tf.constant([1]), tf.constant(
      [0.5])).dtype == tf.float32


def test_padding_to_the_longer_length():
  x, y = tf.ones([2, 3, 4]), tf.ones([2, 5, 4])
  a, b = common_layers.pad_to_same_length(x, y)
  assert a.shape == b.shape == (2, 5, 4)
  assert a.numpy()[:, 3:].sum() == 0.0
  a, b = common_layers.pad_to_same_length(x, y, final_length_divisible_by=4)
  assert a.shape == b.shape == (2, 8, 4)
  a, b = common_layers.pad_to_same_length(tf.ones([1, 2, 3]),
                                          tf.ones([1, 2, 5]), axis=2)
  assert a.shape == b.shape == (1, 2, 5)
  with pytest.raises(ValueError, match="axis must be 1 or 2"):
    common_layers.pad_to_same_length(x, y, axis=0)
  # Two-dimensional labels [B, T, W] are padded along W as well.
  logits, labels = common_layers.pad_with_zeros(tf.ones([1, 2, 3, 7]),
                                                tf.ones([1, 4, 1]))
  assert logits.shape == (1, 4, 3, 7) and labels.shape == (1, 4, 3)


def test_shift_right_drops_the_last_step():
  x = tf.constant([[1, 2, 3]])
  assert common_layers.shift_right_2d(x).numpy().tolist() == [[0, 1, 2]]
  assert common_layers.shift_right_2d(x, tf.constant([[9]])).numpy(
  ).tolist() == [[9, 1, 2]]
  assert common_layers.shift_right_3d(x[..., None]).numpy()[..., 0].tolist(
  ) == [[0, 1, 2]]
  four = common_layers.shift_right(x[..., None, None])
  assert four.shape == (1, 3, 1, 1)
  assert four.numpy().ravel().tolist() == [0, 1, 2]


def test_label_weights():
  labels = tf.constant([[5, 7, 1, 8, 9], [5, 7, 8, 0, 0]])
  assert common_layers.weights_nonzero(labels).numpy().tolist() == [
      [1, 1, 1, 1, 1], [1, 1, 1, 0, 0]]
  # Task id 1: row 0's targets follow it; row 1 is of another task.
  assert common_layers.weights_multi_problem(labels, 1).numpy().tolist() == [
      [0, 0, 0, 1, 1], [0, 0, 0, 0, 0]]
  assert common_layers.weights_multi_problem_all(labels, 1).numpy(
  ).tolist() == [[1, 1, 1, 1, 1], [0, 0, 0, 0, 0]]
  assert common_layers.weights_multi_problem_input(labels, 1).numpy(
  ).tolist() == [[1, 1, 1, 0, 0], [0, 0, 0, 0, 0]]
  with pytest.raises(ValueError, match="non-negative"):
    common_layers.weights_multi_problem(labels)  # Tensor2Tensor's -1.
  prepended = tf.constant([[4, 5, 0, 6, 7, 0]])
  assert common_layers.weights_prepend_inputs_to_targets(
      prepended).numpy().tolist() == [[0, 0, 0, 1, 1, 0]]


def test_activations():
  x = tf.constant([[-1.0, -2.0, 3.0, 4.0]])
  assert common_layers.brelu(x).numpy().tolist() == [[0, -2, 3, 0]]
  belu = common_layers.belu(x).numpy()[0]
  assert belu[0] == pytest.approx(math.exp(-1) - 1)
  assert belu[3] == pytest.approx(1 - math.exp(-4))
  assert common_layers.saturating_sigmoid(tf.constant(
      [-50.0, 0.0, 50.0])).numpy().tolist() == [0.0, 0.5, 1.0]
  value, cost = common_layers.hard_sigmoid(tf.constant([-3.0, 0.0, 1.0]))
  assert value.numpy().tolist() == [0.0, 0.5, 1.0]
  assert float(cost) == pytest.approx((2.1 + 0.1) / 3)
  value, _ = common_layers.hard_tanh(tf.constant([-3.0, 0.5]))
  assert value.numpy().tolist() == [-1.0, 0.5]
  assert common_layers.gelu(tf.constant([0.0, 10.0])).numpy().tolist() == (
      pytest.approx([0.0, 10.0]))
  probs = tf.exp(common_layers.log_prob_from_logits(tf.constant([[1.0, 2.0,
                                                                  3.0]])))
  assert float(tf.reduce_sum(probs)) == pytest.approx(1.0)


def test_indexing_top_values_and_bands():
  x = tf.constant([[2.0, 3.0, 4.0], [6.0, 7.0, 8.0]])
  assert common_layers.index_last_dim_with_indices(
      x, tf.constant([2, 0])).numpy().tolist() == [4.0, 6.0]
  values = tf.constant([[5.0, 1.0, 4.0, 4.0, 2.0]])
  # The k-th largest distinct value: ties are one step.
  assert common_layers.top_kth_iterative(values, 2).numpy().tolist() == [
      [4.0]]
  assert common_layers.top_kth_iterative(values, 3).numpy().tolist() == [
      [2.0]]
  assert common_layers.ones_matrix_band_part(3, 3, 1, 0).numpy().tolist() == [
      [1, 0, 0], [1, 1, 0], [0, 1, 1]]
  assert common_layers.ones_matrix_band_part(2, 2, -1, -1, [4]).numpy(
  ).tolist() == [1, 1, 1, 1]


def test_global_pool_over_the_present_elements():
  x = tf.constant([[[1.0, -4.0], [3.0, -2.0], [9.0, 9.0]]])
  mask = tf.constant([[1.0, 1.0, 0.0]])
  assert common_layers.global_pool_1d(x).numpy().tolist() == [[9.0, 9.0]]
  assert common_layers.global_pool_1d(x, "MAX", mask).numpy().tolist() == [
      [3.0, 0.0]]
  assert common_layers.global_pool_1d(x, "AVR", mask).numpy().tolist() == [
      [2.0, -3.0]]
  with pytest.raises(ValueError, match="MAX"):
    common_layers.global_pool_1d(x, "MEAN")


def test_padded_cross_entropy_weighs_out_padding():
  logits = tf.constant([[[1.0, 2.0, 0.5], [0.0, 0.0, 3.0]]])
  labels = tf.constant([[1, 0]])
  total, weight = common_layers.padded_cross_entropy(logits, labels, 0.0)
  values = logits.numpy()
  log_softmax = values - np.log(np.exp(values).sum(-1, keepdims=True))
  assert float(total) == pytest.approx(-log_softmax[0, 0, 1], rel=1e-6)
  assert float(weight) == 1.0
  scores, weights = common_layers.padded_cross_entropy(
      logits, labels, 0.0, reduce_sum=False)
  assert scores.shape == weights.shape == (1, 2)
  # Smoothed: cross entropy against 0.9 / 0.05 / 0.05 less its minimum.
  smoothed, _ = common_layers.padded_cross_entropy(logits, labels, 0.1)
  soft = np.array([0.05, 0.9, 0.05])
  expected = -(soft * log_softmax[0, 0]).sum() + (soft * np.log(soft)).sum()
  assert float(smoothed) == pytest.approx(expected, rel=1e-5)


def test_timing_signal():
  signal = common_layers.get_timing_signal(5, num_timescales=3).numpy()
  assert signal.shape == (5, 6)
  assert signal[0].tolist() == [0, 0, 0, 1, 1, 1]  # sin 0, cos 0.
  # The first timescale is min_timescale: sin(position).
  assert signal[2, 0] == pytest.approx(math.sin(2.0), rel=1e-6)
  x = tf.zeros([2, 5, 1, 8])
  added = common_layers.add_timing_signal(x, num_timescales=3).numpy()
  assert added.shape == (2, 5, 1, 8)
  assert np.allclose(added[1, :, 0, :6], signal) and not added[..., 6:].any()


def test_sampling():
  logits = tf.constant([[0.0, 5.0, 1.0], [3.0, 0.0, 2.0]])
  assert common_layers.sample_with_temperature(logits, 0.0).numpy().tolist(
  ) == [1, 0]
  for _ in range(5):  # Only the top logit is left to draw.
    assert common_layers.sample_with_temperature(
        logits, 1.0, sampling_keep_top_k=1).numpy().tolist() == [1, 0]
    assert common_layers.sample_temperature_per_example(
        logits, tf.constant([1.0, 2.0]), tf.constant([1, 1])).numpy(
        ).tolist() == [1, 0]
  with pytest.raises(ValueError, match="-1 or positive"):
    common_layers.sample_with_temperature(logits, 1.0, sampling_keep_top_k=0)
  # _select_top_k keeps each row's k highest; -1 keeps them all.
  kept = common_layers._select_top_k(logits, tf.constant([2, -1])).numpy()  # pylint: disable=protected-access
  assert kept.tolist() == [[-1e6, 5.0, 1.0], [3.0, 0.0, 2.0]]


def test_other_names_are_refused_at_use_saying_what_to_use():
  with pytest.raises(not_provided.NotProvidedError,
                     match=r"common_layers\.conv is not provided by t2t_dyn: "
                           r".*tf\.keras\.layers"):
    common_layers.conv  # pylint: disable=pointless-statement
  with pytest.raises(ImportError, match="image targets"):
    from t2t_dyn.layers.common_layers import dml_loss  # pylint: disable=g-import-not-at-top,unused-import
  with pytest.raises(ImportError, match="tf.recompute_grad"):
    common_layers.recompute_grad  # pylint: disable=pointless-statement
  with pytest.raises(AttributeError):  # Private names: Python's probes.
    common_layers._nothing  # pylint: disable=pointless-statement,protected-access
  assert not hasattr(common_layers, "__path__")
