"""Consumer: which share of every task's lines one process reads.

Replicas and hosts each read their own lines: consumer i of n keeps the
lines whose index in a shard is i mod n. After a resume with another number
of consumers (elastic), a `layout` (training.elastic.Layout) first deals
each consumer the lines the earlier consumers left unread.
"""

import dataclasses
from typing import Any, Dict, List, Optional, Sequence

import numpy as np


@dataclasses.dataclass(frozen=True)
class Consumer:
  """Consumer `index` of `count`; `layout`: the elastic layout (anything
  with `leftover(task, consumer)`), None for the plain i mod n."""
  index: int = 0
  count: int = 1
  layout: Optional[Any] = None

  def __post_init__(self):
    if not 0 <= self.index < self.count:
      raise ValueError(f"consumer index {self.index} is not in 0.."
                       f"{self.count - 1} ({self.count} consumers)")
    if self.layout is not None and self.layout.consumers != self.count:
      raise ValueError(f"the layout deals lines to {self.layout.consumers} "
                       f"consumers, not {self.count}")

  def lines_per_shard(self, shard_lines: Sequence[int]) -> List[int]:
    """Per shard, the lines this consumer reads in a whole epoch."""
    return [len(range(self.index, n, self.count)) for n in shard_lines]

  def leftover(self, task: str) -> Optional[Dict[int, np.ndarray]]:
    """{epoch: codes of the lines this consumer reads first} of the task:
    its share of the lines the earlier consumers left unread (see the
    module docstring); None without a layout or leftover lines."""
    if self.layout is None:
      return None
    return self.layout.leftover(task, self.index)

  def describe(self) -> str:
    return f"consumer {self.index} of {self.count}"
