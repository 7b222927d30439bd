"""Tests for t2t_dyn.layers.common_attention and expert_utils' PadRemover
and TruncatingDispatcher: Tensor2Tensor's attention functions without
variables, checked against values written out by hand from their stated
rules (Tensor2Tensor's own tests of them run in t2t_own_tests_test)."""

import math

import numpy as np
import pytest
import tensorflow as tf

from t2t_dyn.foundation import not_provided
from t2t_dyn.layers import common_attention
from t2t_dyn.utils import expert_utils

NEG = -1e9


def test_padding_biases_mark_padding_and_invert():
  emb = tf.constant([[[1.0, 0.0], [0.0, 0.0], [-2.0, 2.0]]])
  padding = common_attention.embedding_to_padding(emb)
  np.testing.assert_array_equal(padding, [[0.0, 1.0, 0.0]])
  bias = common_attention.attention_bias_ignore_padding(padding)
  assert bias.shape == (1, 1, 1, 3)
  np.testing.assert_array_equal(bias[0, 0, 0], [0.0, NEG, 0.0])
  np.testing.assert_array_equal(
      common_attention.attention_bias_to_padding(bias), padding)
  np.testing.assert_array_equal(
      common_attention.padding_to_length(padding), [2])
  # float16 cannot hold -1e9: its own minimum.
  half = common_attention.attention_bias_ignore_padding(
      tf.cast(padding, tf.float16))
  assert half.dtype == tf.float16 and float(half[0, 0, 0, 1]) == float(
      np.finfo(np.float16).min)


def test_positional_biases():
  np.testing.assert_array_equal(
      common_attention.attention_bias_lower_triangle(3)[0, 0],
      [[0, NEG, NEG], [0, 0, NEG], [0, 0, 0]])
  # One position back, none forward.
  np.testing.assert_array_equal(
      common_attention.attention_bias_local(4, 1, 0)[0, 0],
      [[0, NEG, NEG, NEG], [0, 0, NEG, NEG], [NEG, 0, 0, NEG],
       [NEG, NEG, 0, 0]])
  np.testing.assert_allclose(
      common_attention.attention_bias_proximal(3)[0, 0],
      -np.log1p([[0, 1, 2], [1, 0, 1], [2, 1, 0]]), rtol=1e-6)
  same = common_attention.attention_bias_same_segment(
      tf.constant([[1.0, 1.0, 2.0]]), tf.constant([[1.0, 2.0]]))
  assert same.shape == (1, 1, 3, 2)
  np.testing.assert_array_equal(same[0, 0], [[0, NEG], [0, NEG], [NEG, 0]])
  coordinates = tf.constant([[0], [0], [1]])
  np.testing.assert_array_equal(
      common_attention.attention_bias_coordinates(coordinates),
      [[0, 0, NEG], [0, 0, NEG], [NEG, NEG, 0]])
  np.testing.assert_array_equal(
      common_attention.attention_bias_future(coordinates),
      [[0, 0, NEG], [0, 0, NEG], [0, 0, 0]])


def test_prefix_bias_lets_inputs_see_each_other_and_targets_look_back():
  """Row: input, input, separator (padding 1.0 there), target, target."""
  bias = common_attention.attention_bias_prepend_inputs_full_attention(
      tf.constant([[0.0, 0.0, 1.0, 0.0, 0.0]]))
  allowed = (bias[0, 0].numpy() == 0).astype(int)
  np.testing.assert_array_equal(allowed, [[1, 1, 1, 0, 0],
                                          [1, 1, 1, 0, 0],
                                          [1, 1, 1, 0, 0],
                                          [1, 1, 1, 1, 0],
                                          [1, 1, 1, 1, 1]])


def test_timing_signal_is_sines_then_cosines_over_geometric_timescales():
  """Four channels: timescales 1 and 1e4 (min to max, geometric), laid out
  sin, sin, cos, cos; an odd channel count ends in a zero channel."""
  signal = common_attention.get_timing_signal_1d(3, 4, start_index=2)
  assert signal.shape == (1, 3, 4)
  expected = [[math.sin(p), math.sin(p / 1e4), math.cos(p),
               math.cos(p / 1e4)] for p in (2, 3, 4)]
  np.testing.assert_allclose(signal[0], expected, rtol=1e-6, atol=1e-7)
  odd = common_attention.get_timing_signal_1d(2, 5)
  np.testing.assert_array_equal(odd[0, :, 4], [0.0, 0.0])
  x = tf.ones([2, 3, 4])
  np.testing.assert_allclose(
      common_attention.add_timing_signal_1d(x, start_index=2)[1],
      1.0 + np.array(expected), rtol=1e-6)


def test_timing_signal_at_given_positions():
  """Packed rows restart their positions: each position gets the signal
  of its own index, and two position lists take a block of channels
  each."""
  x = tf.zeros([1, 4, 8])
  position = tf.constant([[0.0, 1.0, 0.0, 1.0]])
  given = common_attention.add_timing_signal_1d_given_position(x, position)
  plain = common_attention.get_timing_signal_1d(2, 8)[0]
  np.testing.assert_allclose(given[0], tf.concat([plain, plain], 0),
                             atol=1e-7)
  both = common_attention.add_timing_signals_given_positions(
      x, [None, tf.constant([[5.0, 6.0, 7.0, 8.0]])])
  first = common_attention.get_timing_signal_1d(4, 4)[0]
  second = common_attention.get_timing_signal_1d(4, 4, start_index=5)[0]
  np.testing.assert_allclose(both[0], tf.concat([first, second], 1),
                             atol=1e-6)


def test_heads_split_and_combine():
  x = tf.reshape(tf.range(2 * 3 * 6, dtype=tf.float32), [2, 3, 6])
  heads = common_attention.split_heads(x, 2)
  assert heads.shape == (2, 2, 3, 3)
  np.testing.assert_array_equal(heads[0, 1, 0], x[0, 0, 3:])
  np.testing.assert_array_equal(common_attention.combine_heads(heads), x)
  with pytest.raises(AssertionError, match="not a multiple of 4"):
    common_attention.split_last_dimension(x, 4)


def test_dot_product_attention_is_softmax_weighted_values():
  rng = np.random.default_rng(0)
  q, k, v = (rng.normal(size=shape).astype(np.float32)
             for shape in ((2, 3, 4), (2, 5, 4), (2, 5, 6)))
  padding = np.zeros([2, 5], np.float32)
  padding[1, 3:] = 1.0
  bias = common_attention.attention_bias_ignore_padding(tf.constant(padding))
  saved = {}
  out = common_attention.dot_product_attention(
      q, k, v, bias[:, 0], save_weights_to=saved, name="enc")
  logits = q @ k.transpose(0, 2, 1) + NEG * padding[:, None, :]
  weights = np.exp(logits - logits.max(-1, keepdims=True))
  weights /= weights.sum(-1, keepdims=True)
  np.testing.assert_allclose(out, weights @ v, rtol=1e-5, atol=1e-6)
  np.testing.assert_allclose(saved["enc"], weights, rtol=1e-5, atol=1e-7)
  assert set(saved) == {"enc", "enc/logits"}
  # Hard attention keeps the weights above the k-th largest (Tensor2Tensor's
  # rule): with k=2 the largest alone, so the value it points to.
  hard = common_attention.dot_product_attention(q, k, v, None,
                                                hard_attention_k=2)
  chosen = np.argmax(q @ k.transpose(0, 2, 1), -1)
  np.testing.assert_allclose(
      hard, np.take_along_axis(v, chosen[..., None], 1), rtol=1e-5)


def test_layers_with_variables_are_refused_naming_what_to_use():
  with pytest.raises(not_provided.NotProvidedError,
                     match="multihead_attention is not provided by t2t_dyn:"
                     " .*t2t_dyn's Transformer has its own Keras attention"):
    common_attention.multihead_attention  # pylint: disable=pointless-statement
  with pytest.raises(ImportError):
    from t2t_dyn.layers.common_attention import local_attention_1d  # pylint: disable=g-import-not-at-top,unused-import


def test_pad_remover_skips_padding_and_restores_it_as_zeros():
  mask = tf.constant([[0.0, 1.0, 0.0], [1.0, 0.0, 0.0]])
  remover = expert_utils.PadRemover(mask)
  x = tf.reshape(tf.range(12, dtype=tf.float32), [6, 2])
  kept = remover.remove(x)
  np.testing.assert_array_equal(kept, [[0, 1], [4, 5], [8, 9], [10, 11]])
  np.testing.assert_array_equal(
      remover.restore(kept * 10),
      [[0, 10], [0, 0], [40, 50], [0, 0], [80, 90], [100, 110]])


def test_truncating_dispatcher_keeps_the_earliest_requests_per_expert():
  """Row 0: positions 0, 1, 2 all ask expert 0 (capacity 2: position 2 is
  dropped), position 1 also asks expert 1."""
  requests = tf.constant([[[1, 0], [1, 1], [1, 0]]])
  dispatcher = expert_utils.TruncatingDispatcher(requests, 2)
  np.testing.assert_array_equal(dispatcher.gates(),
                                [[[1, 0], [1, 1], [0, 0]]])
  np.testing.assert_array_equal(dispatcher.nonpadding(), [[[1, 1], [1, 0]]])
  np.testing.assert_array_equal(dispatcher.length_coordinate(),
                                [[[0, 1], [1, 0]]])
  x = tf.constant([[[1.0], [2.0], [3.0]]])
  slots = dispatcher.dispatch(x)
  assert slots.shape == (1, 2, 2, 1)
  np.testing.assert_array_equal(slots[0, :, :, 0], [[1, 2], [2, 1]])
  # Position 1 reached two experts: its outputs add up; position 2 none.
  np.testing.assert_array_equal(dispatcher.combine(slots)[0, :, 0],
                                [1.0, 4.0, 0.0])
