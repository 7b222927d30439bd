"""Tests for t2t_dyn.mixing."""

import numpy as np
import pytest

from t2t_dyn import mixing


def test_piecewise_switches_at_schedule_points():
  schedule = mixing.MixingSchedule(["hrl", "lrl"], [[1, 0.5, 0], [0, 0.5, 1]],
                                   [100, 200])
  np.testing.assert_allclose(schedule.probabilities(0), [1, 0])
  np.testing.assert_allclose(schedule.probabilities(99), [1, 0])
  np.testing.assert_allclose(schedule.probabilities(100), [0.5, 0.5])
  np.testing.assert_allclose(schedule.probabilities(10**6), [0, 1])


def test_linear_interpolates_between_points():
  schedule = mixing.MixingSchedule(["a", "b"], [[1, 0], [0, 1]], [100],
                                   interpolation="linear")
  np.testing.assert_allclose(schedule.probabilities(25), [0.75, 0.25])
  np.testing.assert_allclose(schedule.probabilities(100), [0, 1])
  np.testing.assert_allclose(schedule.probabilities(500), [0, 1])


def test_weights_need_not_sum_to_one_and_zero_turns_off():
  schedule = mixing.MixingSchedule(["a", "b", "c"], [[2], [2], [0]], [])
  np.testing.assert_allclose(schedule.probabilities(7), [0.5, 0.5, 0])


def test_temperature_weights_combine_with_schedule():
  sizes = np.array([900.0, 100.0])
  temperature = 5.0
  size_weights = (sizes / sizes.sum()) ** (1 / temperature)
  schedule = mixing.MixingSchedule(["hrl", "lrl"], [[1, 1], [0, 1]], [50],
                                   size_weights=size_weights)
  np.testing.assert_allclose(schedule.probabilities(0), [1, 0])
  expected = size_weights / size_weights.sum()
  np.testing.assert_allclose(schedule.probabilities(60), expected)
  assert expected[1] > 0.1  # Temperature flattens the 9:1 size ratio.


def test_all_zero_raises():
  schedule = mixing.MixingSchedule(["a"], [[1, 0]], [10])
  with pytest.raises(ValueError, match="weight 0 at step 10"):
    schedule.probabilities(10)
