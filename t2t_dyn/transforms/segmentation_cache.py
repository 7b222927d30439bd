"""Persistence of the segmentation transforms' set-up, and the shared cache.

`dyn-datagen --stage=vocab` saves, per segmentation kind, under the set-up's
transforms/ dir: a record (segmentation.<kind>.json: the model and its
checksum, the shard form, the n-best size, the checksum of the word
vocabulary the cache was built from), the cache of every training word's
n-best segmentations (an NBestTable directory) and, for the native path,
the word index (segmentation_native.fingerprint_index). Both are read
through memory maps: start-up maps them, and every process of a host
shares one copy. Restoring refuses what cannot serve the current config,
each time naming the command that rebuilds the set-up.

A `SharedCache` holds one (kind, model)'s cache for every task using it, and
builds its TensorFlow tables once, in a thread.
"""

import concurrent.futures
import json
import os
import threading
from typing import Any, Dict, Optional, Tuple

import numpy as np

from t2t_dyn.foundation import atomic_file
from t2t_dyn.segmenters import base as seg_base

RECORD_FILE = "segmentation.{kind}.json"
# Version 4: the cache and the word index are directories of memory-mapped
# arrays (3: an .npz table and a fingerprint list; 2: seg_cache_words).
RECORD_VERSION = 4
CACHE_FILE = "segmentation_cache.{kind}"
# The native path's word index: a hash table of the cache words' 64-bit
# fingerprints, laid out here so that start-up imports it as it lies.
# Written only when no two cache words share a fingerprint.
INDEX_FILE = "segmentation_index.{kind}"
INDEX_ARRAYS = ("keys", "rows", "checks")
# Words outside the cache memoized per segmenter (an LRU).
MEMO_SIZE = 100_000
REBUILD = "re-run `dyn-datagen --stage=vocab` to rebuild the set-up"


class SegmentationSetupError(ValueError):
  """A saved segmentation set-up that cannot serve the current config."""


class SharedCache:
  """The cache of one (kind, model), shared by every task using it.

  It grows when a task needs longer n-best lists than an earlier task had it
  built with.
  """

  def __init__(self):
    self.lock = threading.Lock()
    self.cache: Optional[seg_base.SegmentationCache] = None
    self.words_sha256 = ""
    self.index: Optional[Dict[str, np.ndarray]] = None
    self._native_tables = None

  def replace(self, cache: seg_base.SegmentationCache, words_sha256: str,
              index: Optional[Dict[str, np.ndarray]] = None) -> None:
    self.cache, self.words_sha256 = cache, words_sha256
    self.index = index
    self._native_tables: Optional[concurrent.futures.Future] = None

  def prepare_native_tables(self) -> None:
    """Starts making the TensorFlow tables in a thread (importing the index
    reads it once), overlapping the rest of the pipeline's start-up."""
    with self.lock:
      if self._native_tables is None:
        self._native_tables = concurrent.futures.Future()
        cache, index = self.cache, self.index
        future = self._native_tables

        def build():
          # TensorFlow loads only here: importing the transforms stays light.
          from t2t_dyn.transforms import segmentation_native  # pylint: disable=g-import-not-at-top
          try:
            future.set_result(
                segmentation_native.SegmentationTables(cache, index))
          except BaseException as e:  # Re-raised by native_tables().
            future.set_exception(e)
        threading.Thread(target=build, daemon=True,
                         name="segmentation-tables").start()

  def native_tables(self):
    """The SegmentationTables (waits for the thread prepare_native_tables
    started)."""
    self.prepare_native_tables()
    return self._native_tables.result()


def save_cache(directory: str, kind: str, shared: SharedCache,
               model_sha256: str, with_index: bool) -> Dict[str, Any]:
  """Writes the shared cache (and, `with_index`, its word index) under
  `directory`; returns the record fields that name them."""
  cache = shared.cache
  fields = {"n_best": cache.n_best,
            "word_vocab_sha256": shared.words_sha256,
            "cache_file": CACHE_FILE.format(kind=kind),
            "cached_words": len(cache),
            "index_file": None}
  cache.save(os.path.join(directory, fields["cache_file"]),
             {"kind": kind, "model_sha256": model_sha256})
  if with_index:
    index = shared.index
    if index is None:
      # TensorFlow loads only here: the Python transforms stay light.
      from t2t_dyn.transforms import segmentation_native  # pylint: disable=g-import-not-at-top,line-too-long
      index = segmentation_native.fingerprint_index(cache.table)
    if index is not None:
      fields["index_file"] = INDEX_FILE.format(kind=kind)
      with atomic_file.atomic_directory(
          os.path.join(directory, fields["index_file"])) as staging:
        for name in INDEX_ARRAYS:
          np.save(os.path.join(staging, name + ".npy"), index[name])
  return fields


def load_cache(directory: str, record: Dict[str, Any],
               segmenter: seg_base.Segmenter, where: str
               ) -> Tuple[seg_base.SegmentationCache,
                          Optional[Dict[str, np.ndarray]]]:
  """The saved cache and word index (None without one) of `record`, both
  memory-mapped.

  Raises: SegmentationSetupError when the cache is unreadable or of another
  version, belongs to another model, or the index does not fit it.
  """
  try:
    cache, header = seg_base.SegmentationCache.load(
        os.path.join(directory, record["cache_file"]), segmenter, MEMO_SIZE)
  except seg_base.SegmentationCacheError as e:
    raise SegmentationSetupError(f"{where}: {e}") from None
  if header.get("model_sha256") != record["model_sha256"]:
    raise SegmentationSetupError(
        f"{where}: the cache in {directory} does not belong to the saved "
        f"model; {REBUILD}")
  if not record.get("index_file"):
    return cache, None
  path = os.path.join(directory, record["index_file"])
  try:
    index = {name: np.load(os.path.join(path, name + ".npy"), mmap_mode="c",
                           allow_pickle=False) for name in INDEX_ARRAYS}
  except (OSError, ValueError) as e:
    raise SegmentationSetupError(
        f"{where}: unreadable word index {path} ({e}); {REBUILD}") from None
  if (len(index["checks"]) != len(cache) + 1 or
      index["keys"].shape != index["rows"].shape):
    raise SegmentationSetupError(
        f"{where}: the word index {path} does not fit the cache beside it; "
        f"{REBUILD}")
  return cache, index


def write_record(directory: str, kind: str, record: Dict[str, Any]) -> None:
  with atomic_file.atomic_open(
      os.path.join(directory, RECORD_FILE.format(kind=kind))) as f:
    json.dump({**record, "kind": kind, "format_version": RECORD_VERSION}, f,
              indent=1, ensure_ascii=False, sort_keys=True)


def read_record(directory: str, kind: str, where: str) -> Dict[str, Any]:
  """The saved record of `kind`. Raises: SegmentationSetupError when there is
  none or another version of t2t_dyn wrote it."""
  path = os.path.join(directory, RECORD_FILE.format(kind=kind))
  if not os.path.isfile(path):
    raise SegmentationSetupError(
        f"{where}: no saved segmentation set-up {path} (was the transform "
        f"added after the set-up was made?); {REBUILD}")
  with open(path, encoding="utf-8") as f:
    record = json.load(f)
  if record.get("format_version") != RECORD_VERSION:
    raise SegmentationSetupError(
        f"{where}: {path} was written by another version of t2t_dyn (format "
        f"{record.get('format_version', 1)}, this one reads "
        f"{RECORD_VERSION}); {REBUILD}")
  return record
