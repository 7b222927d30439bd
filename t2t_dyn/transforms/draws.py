"""Random draws shared by the Python transforms (their native twins are in
`ragged_draws`).

The noise-count rule of seed 000's prototype (and OpenNMT-py): the number k
of corrupted positions in a sequence of n tokens is drawn from
{0, ..., n - 1} with p(k) proportional to exp(-k * temperature), so noise
never touches every token (a one-token side is never changed). A bigger
temperature gives less noise; temperature 0 makes every k equally likely.
"""

import math
import random
from typing import List


def corruption_count(rng: random.Random, n: int, temperature: float) -> int:
  """k in [0, n - 1] with p(k) ∝ exp(-k * temperature); 0 when n <= 1."""
  top = n - 1  # The largest k allowed.
  if top <= 0:
    return 0
  # Inverse-CDF of a truncated geometric distribution, r = exp(-T).
  r = math.exp(-temperature)
  u = rng.random()
  if r >= 1.0:
    return min(int(u * (top + 1)), top)
  if r == 0.0:
    return 0  # exp(-temperature) underflows: only k = 0 is left.
  total = 1.0 - r ** (top + 1)
  # Smallest k with (1 - r^(k+1)) / total >= u.
  k = math.ceil(math.log(1.0 - u * total) / math.log(r) - 1.0)
  return min(max(k, 0), top)


def choose_positions(rng: random.Random, n: int, k: int) -> List[int]:
  """k distinct positions out of range(n), uniformly, sorted."""
  return sorted(rng.sample(range(n), k))


def corrupted_positions(rng: random.Random, n: int, temperature: float,
                        inserted: bool = False) -> List[int]:
  """The noise-count rule on a side of n tokens: k = corruption_count, then
  k uniform positions (sorted) among the n tokens, or among the n + k output
  slots when `inserted` (insertion). Its length is k."""
  k = corruption_count(rng, n, temperature)
  return choose_positions(rng, n + k if inserted else n, k)

