"""Words segmented a block at a time, in worker processes when there are many.

Building an n-best table calls the segmenter once per word type: tens of
millions of calls at web scale, about 65 µs each for SentencePiece. The calls
are independent, so blocks of words go to worker processes (spawned: the
caller may run TensorFlow) and come back as arrays in the words' order; the
table is the same whichever way it was made. A block's pieces are numbered
within the block (`SegmentedBlock.pieces`), so a worker needs no shared
piece vocabulary and the caller renumbers each distinct piece once.
"""

import collections
import concurrent.futures
import dataclasses
import os
import sys
from typing import Callable, Iterator, List, Optional, Sequence

import numpy as np

from t2t_dyn.foundation import worker_processes

# nbest(word) -> [(pieces, logp), ...], best first, at least one.
NBestFn = Callable[[str], Sequence]

# Words per block: large enough that a block's pickling is small beside its
# segmenting, small enough that the blocks in flight stay a few megabytes.
BLOCK_WORDS = 20_000
# Below this many words a build segments in its own process: spawning
# workers (each loads the segmenter) costs about a second.
MIN_WORDS_FOR_WORKERS = 200_000
# Blocks queued per worker: keeps every worker busy without holding results.
_IN_FLIGHT_PER_WORKER = 2


@dataclasses.dataclass
class SegmentedBlock:
  """The n-best lists of a block of words as arrays: per word its number
  of `alternatives`; per alternative its `scores` (log-probability) and
  `piece_counts`; per piece its index into `pieces`, the block's distinct
  pieces in the order first met."""
  pieces: List[str]
  piece_ids: np.ndarray      # int32 [pieces of all alternatives].
  piece_counts: np.ndarray   # int32 [alternatives].
  scores: np.ndarray         # float32 [alternatives].
  alternatives: np.ndarray   # int32 [words].


def segment_block(nbest: NBestFn, words: Sequence[str]) -> SegmentedBlock:
  """nbest(word) of each of `words` as one SegmentedBlock. Raises:
  ValueError naming a word that has no segmentation."""
  index = {}
  piece_ids, piece_counts, scores, alternatives = [], [], [], []
  for word in words:
    best = nbest(word)
    if not best:
      raise ValueError(f"no segmentation of {word!r}")
    alternatives.append(len(best))
    for pieces, score in best:
      piece_ids.extend(index.setdefault(piece, len(index))
                       for piece in pieces)
      piece_counts.append(len(pieces))
      scores.append(score)
  return SegmentedBlock(list(index), np.array(piece_ids, np.int32),
                        np.array(piece_counts, np.int32),
                        np.array(scores, np.float32),
                        np.array(alternatives, np.int32))


def default_workers() -> int:
  """The cores this process may run on."""
  return len(os.sched_getaffinity(0))


def segmented_blocks(nbest: NBestFn, words: Sequence[str],
                     workers: Optional[int] = None
                     ) -> Iterator[SegmentedBlock]:
  """segment_block of each BLOCK_WORDS of `words`, in order. With more
  than one worker (default: the available cores) and at least
  MIN_WORDS_FOR_WORKERS words, the blocks are segmented in that many
  spawned processes; `nbest` must then pickle (a segmenter's bound
  method does). Raises: segment_block's ValueError;
  worker_processes.WorkersDiedError when the workers die."""
  workers = default_workers() if workers is None else workers
  blocks = (words[low:low + BLOCK_WORDS]
            for low in range(0, len(words), BLOCK_WORDS))
  if (workers <= 1 or len(words) < MIN_WORDS_FOR_WORKERS or
      not _spawn_can_start()):
    for block in blocks:
      yield segment_block(nbest, block)
    return
  pool = worker_processes.SpawnedPool(workers, _start_worker, (nbest,))
  try:
    # A bounded queue of blocks: results are taken in order as they come,
    # so neither the words sent nor the arrays returned pile up.
    pending = collections.deque()
    for block in blocks:
      pending.append(pool.executor.submit(_segment_in_worker, block))
      if len(pending) >= workers * _IN_FLIGHT_PER_WORKER:
        yield pending.popleft().result()
    while pending:
      yield pending.popleft().result()
  except concurrent.futures.BrokenExecutor as e:
    raise worker_processes.died(
        f"segmenting {len(words):,} words ({workers} of them; "
        f"NBestTable.build(workers=1) segments in the caller's process)",
        e) from e
  finally:
    pool.close(cancel_futures=True)


def _spawn_can_start() -> bool:
  """Spawned processes import the main module from its file: one read from
  stdin has none, and they would die at start."""
  main_file = getattr(sys.modules.get("__main__"), "__file__", None)
  return main_file is None or os.path.isfile(main_file)


_WORKER_NBEST: List[NBestFn] = []


def _start_worker(nbest: NBestFn) -> None:
  _WORKER_NBEST[:] = [nbest]


def _segment_in_worker(words: Sequence[str]) -> SegmentedBlock:
  return segment_block(_WORKER_NBEST[0], words)
