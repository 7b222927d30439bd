"""The per-word segmentation interface and the cache of n-best alternatives.

A `Segmenter` turns one word into SentencePiece-style subwords: "▁" marks a
word start, so `"".join(pieces).replace("▁", " ")` restores the text for every
method. It offers an n-best list with log-probabilities; deterministic
methods offer a single alternative with log-probability 0.

A `SegmentationCache` holds the n-best lists of every word of the training
shards (built at set-up, stored compactly as an `NBestTable`) and memoizes
any other word on first use, computed exactly by the segmenter.
"""

import abc
import collections
import functools
import math
import os
import random
import threading
from typing import (Any, Callable, Iterable, List, Mapping, Optional,
                    Sequence, Set, Tuple)

from t2t_dyn.segmenters import nbest_table
from t2t_dyn.segmenters.nbest_table import Alternatives, Pieces

# What a segmenter wants as a word: a raw space-separated word, to which it
# adds the ▁ itself (SentencePiece), or a pretokenized token that carries its
# ▁ when it follows a space (Morfessor, lexicon, BPE, maps).
RAW = "raw"
PRETOKENIZED = "pretokenized"

CACHE_FORMAT = "t2t_dyn.segmentation_cache"
# Version 3: an NBestTable directory of memory-mapped arrays (2: .npz; 1:
# JSON lines).
CACHE_VERSION = 3


class Segmenter(abc.ABC):
  """A per-word segmentation model with an n-best list.

  Subclasses set `input_form` (RAW or PRETOKENIZED) and `source` (the model
  file, for messages).
  """

  input_form: str = PRETOKENIZED
  source: str = ""
  # Whether sample_lattice is available (SentencePiece unigram models).
  supports_lattice: bool = False

  @abc.abstractmethod
  def nbest(self, word: str, n: int) -> List[Tuple[Pieces, float]]:
    """Up to n distinct (pieces, log-probability) pairs, best first."""

  def best(self, word: str) -> Pieces:
    """The single best segmentation of `word`."""
    return self.nbest(word, 1)[0][0]

  def sample_lattice(self, word: str, theta: float, seed: int) -> Pieces:
    """One segmentation sampled from all of them, p ∝ exp(theta * logp),
    reproducibly for `seed`. Only where supports_lattice."""
    raise NotImplementedError(f"{type(self).__name__} has no lattice sampling")

  @abc.abstractmethod
  def pieces(self) -> Set[str]:
    """Every subword this model can produce (for the vocabulary check)."""

  def is_known(self, piece: str) -> bool:
    """Whether `piece` is a unit of the model (not an unknown character)."""
    return piece in self.pieces()


def multi_character(pieces: Iterable[str]) -> Set[str]:
  """The pieces longer than one character (what taboo segmentation forbids)."""
  return {piece for piece in pieces if len(piece) > 1}


class SegmentationCacheError(ValueError):
  """A cache file that is missing, malformed, or of another format version."""


class SegmentationCache:
  """word -> n-best alternatives: a warm part built at set-up (every word of
  the training shards, as an NBestTable) and a bounded LRU memo of words
  met later, computed exactly by the segmenter.

  Thread-safe: tf.data may call the Python transforms from several threads.
  """

  def __init__(self, segmenter: Segmenter, n_best: int,
               table: Optional[nbest_table.NBestTable] = None,
               max_memo: int = 100_000):
    if n_best < 1:
      raise ValueError(f"n_best must be at least 1, got {n_best}")
    self.segmenter = segmenter
    self.n_best = n_best
    self.table = table if table is not None else nbest_table.NBestTable.build(
        [], lambda word: ())
    self._memo: "collections.OrderedDict[str, Alternatives]" = (
        collections.OrderedDict())
    self._max_memo = max_memo
    self._lock = threading.Lock()

  @classmethod
  def build(cls, segmenter: Segmenter, words: Iterable[str], n_best: int,
            max_memo: int = 100_000,
            progress: Optional[Callable[[str], None]] = None,
            directory: Optional[str] = None) -> "SegmentationCache":
    """A cache whose warm part holds the n-best lists of `words` (see
    NBestTable.build for `progress` and `directory`)."""
    # A bound method pickles: worker processes may segment the words.
    table = nbest_table.NBestTable.build(
        words, functools.partial(segmenter.nbest, n=n_best), progress,
        directory)
    return cls(segmenter, n_best, table, max_memo)

  def __len__(self) -> int:
    return len(self.table)

  def __contains__(self, word: str) -> bool:
    return word in self.table

  def warm_items(self) -> List[Tuple[str, Alternatives]]:
    """The warm entries in the table's (word) order."""
    return self.table.items()

  def lookup(self, word: str) -> Tuple[Alternatives, bool]:
    """(alternatives, cached): cached is False when computed by this call.

    One memo holds the words met recently, from the table or computed: a
    table word costs a binary search over the mapped table on first use.
    """
    with self._lock:
      alternatives = self._memo.get(word)
      if alternatives is not None:
        self._memo.move_to_end(word)
        return alternatives, True
    row = self.table.row(word)
    cached = row is not None
    alternatives = (self.table.alternatives(row)[:self.n_best] if cached
                    else tuple(self.segmenter.nbest(word, self.n_best)))
    with self._lock:
      self._memo[word] = alternatives
      if len(self._memo) > self._max_memo:
        self._memo.popitem(last=False)
    return alternatives, cached

  def alternatives(self, word: str) -> Alternatives:
    return self.lookup(word)[0]

  def best(self, word: str) -> Pieces:
    return self.lookup(word)[0][0][0]

  def sample(self, word: str, rng: random.Random, n: int,
             theta: float) -> Pieces:
    """One of the first n alternatives, p ∝ exp(theta * logp).

    Raises: ValueError when n exceeds the n-best size the cache holds.
    """
    return choose(self.lookup(word)[0], rng, self._checked_n(n), theta)

  def _checked_n(self, n: int) -> int:
    if n > self.n_best:
      raise ValueError(f"asked for {n} alternatives, but the cache holds "
                       f"{self.n_best} per word")
    return n

  def save(self, directory: str, header: Mapping[str, Any]) -> None:
    """Writes the warm part and `header` as the table directory
    `directory`, atomically."""
    self.table.save(directory, {"cache": CACHE_FORMAT, "cache_version":
                                CACHE_VERSION, **header,
                                "cache_n_best": self.n_best})

  @classmethod
  def load(cls, path: str, segmenter: Segmenter,
           max_memo: int = 100_000) -> Tuple["SegmentationCache", dict]:
    """(cache, header) from a directory written by `save`, its arrays
    memory-mapped.

    Raises: SegmentationCacheError naming the directory.
    """
    if not os.path.isdir(path):
      raise SegmentationCacheError(f"segmentation cache {path} does not exist")
    try:
      table, header = nbest_table.NBestTable.load(path)
    except nbest_table.NBestTableError as e:
      raise SegmentationCacheError(str(e)) from None
    if (header.get("cache") != CACHE_FORMAT or
        header.get("cache_version") != CACHE_VERSION):
      raise SegmentationCacheError(
          f"{path}: cache format {header.get('cache')!r} version "
          f"{header.get('cache_version')!r}, this code reads {CACHE_FORMAT!r} "
          f"version {CACHE_VERSION}; re-run `dyn-datagen --stage=vocab`")
    return cls(segmenter, int(header["cache_n_best"]), table,
               max_memo), header


def choose(alternatives: Sequence[Tuple[Pieces, float]], rng: random.Random,
           n: int, theta: float) -> Pieces:
  """Pieces of one of the first n alternatives, p ∝ exp(theta * logp)."""
  candidates = alternatives[:n]
  if len(candidates) == 1:
    return candidates[0][0]
  index = softmax_sample(rng, [logp for _, logp in candidates], theta)
  return candidates[index][0]


def softmax_sample(rng: random.Random, log_probs: Sequence[float],
                   theta: float) -> int:
  """Index i drawn with p(i) ∝ exp(theta * log_probs[i])."""
  if len(log_probs) == 1:
    return 0
  top = max(log_probs)
  weights = [math.exp(theta * (lp - top)) for lp in log_probs]
  u = rng.random() * sum(weights)
  for i, w in enumerate(weights):
    u -= w
    if u < 0:
      return i
  return len(weights) - 1
