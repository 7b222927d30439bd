"""A task stream's chunks back in stream order, when workers deliver them.

tf.data service workers each take whole shard visits of a task stream and
send their chunks as they finish them, interleaved and in any order; a
worker that dies loses the rest of the visit it had. Every chunk carries
its key (visit_order.ChunkKey), and the stream's keys are known in order
(TaskStream.chunk_keys), so `in_stream_order` can hold chunks that arrive
early until their turn, drop any that arrive twice, and compute a chunk
itself (TaskStream.visit_dataset) when it is still missing after
`patience` later chunks have arrived: a lost worker's chunks, or a slow
one's. Chunks are functions of their keys, so the result is the stream a
single process makes, chunk for chunk.
"""

import dataclasses
from typing import Callable, Dict, Iterator, Tuple

from t2t_dyn.streams.visit_order import ChunkKey

# Chunks that may arrive ahead of the one awaited before it is computed
# here: several workers' visits in flight, each a few chunks.
PATIENCE = 64


@dataclasses.dataclass
class OrderStats:
  """What putting a stream in order took: chunks `received`, `duplicates`
  dropped, chunks `recomputed` here and the most held at once."""
  received: int = 0
  duplicates: int = 0
  recomputed: int = 0
  most_held: int = 0


def _key(chunk: Dict) -> Tuple[int, int, int]:
  return int(chunk["epoch"]), int(chunk["shard"]), int(chunk["chunk"])


def in_stream_order(arrivals: Iterator[Dict], keys: Iterator[ChunkKey],
                    recompute: Callable[[ChunkKey], Iterator[Dict]],
                    stats: OrderStats, patience: int = PATIENCE
                    ) -> Iterator[Dict]:
  """The chunks of `arrivals` (dicts with "epoch", "shard", "chunk") in the
  order of `keys`; a chunk missing when `patience` later ones are held
  comes from `recompute(key)` (its visit from it on, as the stream makes
  it)."""
  held: Dict[Tuple[int, int, int], Dict] = {}
  passed = set()  # Keys already given out and still arriving late.
  for key in keys:
    wanted = (key.epoch, key.shard, key.chunk)
    while wanted not in held:
      if len(held) >= patience:
        held.update(_recomputed(key, recompute, held, stats))
        break
      chunk = next(arrivals)
      stats.received += 1
      arrived = _key(chunk)
      if (arrived in held or arrived in passed or
          arrived[0] < key.epoch - 1):  # Passed, and forgotten since.
        stats.duplicates += 1
        continue
      held[arrived] = chunk
      stats.most_held = max(stats.most_held, len(held))
    passed.add(wanted)
    yield held.pop(wanted)
    _forget_old(passed, key)


def _recomputed(key: ChunkKey, recompute, held, stats: OrderStats):
  """The chunks of `key`'s visit from `key` on that are not `held`."""
  for chunk in recompute(key):
    if _key(chunk)[:2] != (key.epoch, key.shard):
      break
    if _key(chunk) not in held:
      stats.recomputed += 1
      yield _key(chunk), chunk


def _forget_old(passed, key: ChunkKey) -> None:
  """Keeps the passed keys of this epoch and the one before (older ones
  are known to have passed by their epoch)."""
  if len(passed) > 4 * PATIENCE:
    for old in [k for k in passed if k[0] < key.epoch - 1]:
      passed.discard(old)
