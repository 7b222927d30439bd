"""Which shard each sample goes to.

Samples are dealt in blocks of n_shards consecutive samples, one to each
shard, so shard sizes differ by at most one line. Within a block, each
corpus's samples go to the shards that have had the fewest of that corpus so
far: plain round-robin (sample k to shard k mod n) would alias with the
periodic corpus mix (sizes 300:100 mix as AAAB, so with 4 shards one shard
would get every B sample). Dealt per corpus, two corpora are spread evenly
(per-shard counts differ by at most one), more corpora nearly so.
"""

from typing import Dict, List

class ShardDealer:
  """Deals each block of up to n samples to n distinct shards, so shard sizes
  differ by at most one, choosing the shards so that each corpus is spread
  evenly: greedily, the (sample, free shard) pair where the shard has the
  fewest samples of that corpus relative to its least-filled shard, ties to
  the corpus spread most unevenly so far."""

  def __init__(self, n_shards: int):
    self.n_shards = n_shards
    self.corpus_counts: Dict[str, List[int]] = {}

  def deal(self, corpora: List[str]) -> List[int]:
    """The shard of each sample of a block, given each sample's corpus."""
    n = self.n_shards
    first = corpora[0]
    if len(corpora) == n and corpora.count(first) == n:  # One corpus: any
      counts = self._counts(first)                         # order is even.
      for shard in range(n):
        counts[shard] += 1
      return list(range(n))
    waiting: Dict[str, List[int]] = {}  # Corpus -> its samples' positions.
    for position, name in enumerate(corpora):
      waiting.setdefault(name, []).append(position)
    # A corpus's free shards, best first. Taking a shard changes only that
    # shard's count, so the order of the others stays valid in the block.
    candidates = {name: sorted(range(n), key=lambda s, c=self._counts(name):
                               (c[s], s)) for name in waiting}
    cursors = dict.fromkeys(waiting, 0)
    taken = [False] * n
    shards = [0] * len(corpora)
    for _ in range(len(corpora)):
      best = None
      for name, positions in waiting.items():
        if not positions:
          continue
        cursor = cursors[name]
        while taken[candidates[name][cursor]]:
          cursor += 1
        cursors[name] = cursor
        shard = candidates[name][cursor]
        counts = self.corpus_counts[name]
        least = min(counts)
        key = (counts[shard] - least, least - max(counts), shard)
        if best is None or key < best[0]:
          best = (key, name, shard)
      _, name, shard = best
      shards[waiting[name].pop(0)] = shard
      self.corpus_counts[name][shard] += 1
      taken[shard] = True
    return shards

  def _counts(self, name: str) -> List[int]:
    counts = self.corpus_counts.get(name)
    if counts is None:
      counts = self.corpus_counts[name] = [0] * self.n_shards
    return counts
