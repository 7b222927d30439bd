"""The one check of numbers in data configs and transform options.

A number is an int or a float and never a bool: YAML's `true` is not 1.
Each check says what it accepts (`expected`), so an error reads "expected
a positive integer, got 0" wherever it comes from.
"""

from typing import Callable, Optional


def _accepts(expected: str):
  def named(check: Callable[[object], bool]) -> Callable[[object], bool]:
    check.expected = expected
    return check
  return named


@_accepts("a number")
def is_number(value) -> bool:
  return isinstance(value, (int, float)) and not isinstance(value, bool)


@_accepts("a positive number")
def positive_number(value) -> bool:
  return is_number(value) and value > 0


@_accepts("a non-negative number")
def non_negative_number(value) -> bool:
  return is_number(value) and value >= 0


@_accepts("a positive integer")
def positive_int(value) -> bool:
  return isinstance(value, int) and not isinstance(value, bool) and value > 0


@_accepts("a non-negative integer")
def non_negative_int(value) -> bool:
  return isinstance(value, int) and not isinstance(value, bool) and value >= 0


@_accepts("a probability in [0, 1]")
def probability(value) -> bool:
  return non_negative_number(value) and value <= 1


def in_range(low: float, high: Optional[float]) -> Callable[[object], bool]:
  """A number in [low, high] (high None: no upper bound)."""
  upper = "inf" if high is None else f"{high:g}"

  @_accepts(f"a number in [{low:g}, {upper}]")
  def check(value) -> bool:
    return is_number(value) and value >= low and (high is None or
                                                  value <= high)
  return check


def mismatch(value, check: Callable[[object], bool]) -> Optional[str]:
  """None when `check` accepts `value`; else "expected <what it accepts>"
  (the caller adds what it got and where)."""
  return None if check(value) else f"expected {check.expected}"
