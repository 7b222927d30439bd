"""Tests of t2t_dyn.foundation.numbers: the one number check of configs and
transform options."""

import pytest

from t2t_dyn.foundation import numbers


@pytest.mark.parametrize("check,accepted,refused", [
    (numbers.is_number, [0, -2, 0.5], [True, False, "1", None]),
    (numbers.positive_number, [1, 0.001], [0, -1, True]),
    (numbers.non_negative_number, [0, 0.0, 3.5], [-0.1, False]),
    (numbers.positive_int, [1, 7], [0, 1.0, True]),
    (numbers.non_negative_int, [0, 3], [-1, 2.5, False]),
    (numbers.probability, [0, 1, 0.3], [1.01, -0.1, True]),
    (numbers.in_range(0, 1), [0, 1], [1.5, True]),
    (numbers.in_range(2, None), [2, 1e9], [1.9]),
])
def test_a_bool_is_never_a_number_and_bounds_hold(check, accepted, refused):
  assert all(check(v) for v in accepted)
  assert not any(check(v) for v in refused)


def test_mismatch_says_what_the_check_accepts():
  assert numbers.mismatch(3, numbers.positive_int) is None
  assert numbers.mismatch(True, numbers.positive_int) == (
      "expected a positive integer")
  assert numbers.mismatch(-1, numbers.in_range(0, None)) == (
      "expected a number in [0, inf]")
  assert numbers.mismatch(2, numbers.in_range(0, 1)) == (
      "expected a number in [0, 1]")
