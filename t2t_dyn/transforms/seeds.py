"""Per-example seeds: (global seed, task, epoch, position) -> an integer.

Every stochastic draw of a Python transform comes from its example's seed, so
the same seed gives the same output and another epoch another sample,
whatever the batch boundaries or the number of workers.
"""

_MASK64 = (1 << 64) - 1


def _splitmix64(x: int) -> int:
  x = (x + 0x9E3779B97F4A7C15) & _MASK64
  x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
  x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK64
  return x ^ (x >> 31)


def mix_seed(*parts: int) -> int:
  """A 64-bit seed that depends on every part (and their order)."""
  state = 0
  for part in parts:
    state = _splitmix64(state ^ (int(part) & _MASK64))
  return state


def example_seed(global_seed: int, task_index: int, epoch: int,
                 position: int) -> int:
  """The seed of the example at `position` of `task`'s `epoch`."""
  return mix_seed(global_seed, task_index, epoch, position)
