"""The set-up half of every segmentation transform (SegmentationSetup).

`warm_up()` loads the model (once for all tasks) and caches the n-best
lists of every word of the training shards (an NBestTable: flat arrays,
read back through memory maps shared by every process of a host);
`save(dir)` writes the cache and the fixed parameters; `restore(dir)`
reads them back, refusing a seg_n_samples larger than the cache holds, a
changed model, or shards whose words changed since (re-run `dyn-datagen
--stage=vocab`).

Per-side models (meta.train.segmentation_model_src / _tgt): the transform
runs as two halves, each a copy of it bound to one side and that side's
model, with its own cache and saved set-up (`<kind>.src`, `<kind>.tgt`).
"""

import copy
import logging
import os
from typing import Any, Dict, List, Optional, Set, Tuple

from t2t_dyn import segmenters
from t2t_dyn.segmenters import base as seg_base
from t2t_dyn.text import forms as text_lib
from t2t_dyn.transforms import segmentation_cache as setup_lib
from t2t_dyn.transforms.base import TransformOptionError, option_path
from t2t_dyn.transforms.segmentation_cache import SegmentationSetupError

_log = logging.getLogger(__name__)

FULL_LATTICE = -1  # seg_n_samples: sample SentencePiece's full lattice.


class SegmentationSetup:
  """A segmentation transform's model, n-best cache and saved set-up: the
  half of SegmentationTransform that runs before any example (OpenNMT-py's
  warm_up). Mixed into SegmentationTransform, whose `kind`, `uses_cache`,
  `has_native`, `allows_side_models`, options and resources it reads."""

  def _init_setup(self, resources) -> None:
    """The set-up's state, empty until warm_up() or restore().
    Raises: TransformOptionError for per-side models the method cannot
    use."""
    self._segmenter: Optional[seg_base.Segmenter] = None
    self._shared: Optional[setup_lib.SharedCache] = None
    self._model_path = ""
    self._ready = False
    self._native_fns: Dict[bool, Any] = {}
    # Per-side models: the side a half segments, and the halves of the
    # transform the chain holds (see the module docstring).
    self.side: Optional[str] = None
    self._halves: Optional[Dict[str, "SegmentationSetup"]] = None
    if resources is not None and resources.separate_segmentation:
      if not self.allows_side_models:
        raise TransformOptionError(
            f"meta.train.segmentation_model_src / _tgt: transform "
            f"{self.name!r} (task {self.task_name!r}) makes one side out of "
            f"the other's words and needs one model for both; give "
            f"meta.train.segmentation_model")
      self._halves = {}

  def halves(self) -> List["SegmentationSetup"]:
    """The per-side halves (created on first use), or [self]."""
    if self._halves is None:
      return [self]
    if not self._halves:
      for side in ("src", "tgt"):
        half = copy.copy(self)
        half.side, half._halves, half._native_fns = side, None, {}
        self._halves[side] = half
    return list(self._halves.values())

  @property
  def _setup_name(self) -> str:
    """The name of the saved set-up: the kind, per side for a half."""
    return self.kind if self.side is None else f"{self.kind}.{self.side}"

  # Set-up.

  def warm_up(self) -> None:
    """Loads the model and builds (or grows) the shared cache."""
    if self._halves is not None:
      for half in self.halves():
        half.warm_up()
      return
    self._ready = False
    self._native_fns.clear()
    self._load_model()
    if self.uses_cache:
      self._build_cache()
    self._ready = True

  def _build_cache(self) -> None:
    n_best = max(self._n_samples(), 1)  # -1 samples the lattice: 1-best.
    words_sha256 = self._words_sha256()
    with self._shared.lock:
      cache = self._shared.cache
      if (cache is None or cache.n_best < n_best or
          self._shared.words_sha256 != words_sha256):
        n_best = max(n_best, cache.n_best if cache else 1)
        build_dir = self.resources.build_dir
        self._shared.replace(
            seg_base.SegmentationCache.build(
                self._segmenter, self._cache_words(), n_best,
                setup_lib.MEMO_SIZE,
                progress=lambda line: self.resources.log(
                    f"{self.name}: {line}"),
                directory=build_dir and os.path.join(
                    build_dir, setup_lib.CACHE_FILE.format(
                        kind=self._setup_name))),
            words_sha256)
        _log.info("%s: cached the %d-best segmentations of all %d words of "
                  "the training shards", self.name, n_best,
                  len(self._shared.cache))

  def save(self, directory: str) -> None:
    """Writes the fixed parameters (and the cache) under `directory`."""
    if self._halves is not None:
      for half in self.halves():
        half.save(directory)
      return
    self._check_ready()
    os.makedirs(directory, exist_ok=True)
    record = {
        "model": self._model_path,
        "model_sha256": self._model_sha256(),
        "shards_pretokenized": bool(self.resources.pretokenized),
        "input_form": self._segmenter.input_form,
    }
    if self.uses_cache:
      record.update(setup_lib.save_cache(directory, self._setup_name,
                                         self._shared, record["model_sha256"],
                                         self.has_native))
    setup_lib.write_record(directory, self._setup_name, record)

  def restore(self, directory: str) -> None:
    """Loads the model and the saved cache instead of warming up.

    Raises: SegmentationSetupError when the set-up is missing, was made with
    another model or shard form, or holds shorter n-best lists than
    seg_n_samples asks for; each message says to re-run the vocab stage.
    """
    if self._halves is not None:
      for half in self.halves():
        half.restore(directory)
      return
    where = f"transform {self.name!r} of task {self.task_name!r}"
    record = setup_lib.read_record(directory, self._setup_name, where)
    self._ready = False
    self._native_fns.clear()
    self._load_model()
    if self._model_sha256() != record["model_sha256"]:
      raise SegmentationSetupError(
          f"{where}: meta.train.segmentation_model {self._model_path} differs "
          f"from the model the set-up in {directory} was made with "
          f"({record['model']}); {setup_lib.REBUILD}")
    if bool(self.resources.pretokenized) != record["shards_pretokenized"]:
      raise SegmentationSetupError(
          f"{where}: meta.shard.pretokenize is "
          f"{bool(self.resources.pretokenized)} but the set-up in {directory} "
          f"was made with {record['shards_pretokenized']}; "
          f"{setup_lib.REBUILD}")
    if self.uses_cache:
      self._restore_cache(directory, record, where)
    self._ready = True

  def _restore_cache(self, directory: str, record: Dict[str, Any],
                     where: str) -> None:
    n_samples = self._n_samples()
    if n_samples > record["n_best"]:
      raise SegmentationSetupError(
          f"{where}: {self._option_path('seg_n_samples')} = {n_samples} but "
          f"the saved cache in {directory} holds only the {record['n_best']} "
          f"best segmentations per word; {setup_lib.REBUILD} with "
          f"seg_n_samples >= {n_samples}")
    words_sha256 = self._words_sha256()
    if words_sha256 and words_sha256 != record["word_vocab_sha256"]:
      raise SegmentationSetupError(
          f"{where}: the words of the training shards "
          f"({self._word_vocab_path()}) changed since the set-up in "
          f"{directory} cached their segmentations; {setup_lib.REBUILD}")
    with self._shared.lock:
      cache = self._shared.cache
      if cache is None or cache.n_best < n_samples:
        cache, index = setup_lib.load_cache(directory, record,
                                            self._segmenter, where)
        self._shared.replace(cache, record["word_vocab_sha256"], index)

  @property
  def cache(self) -> Optional[seg_base.SegmentationCache]:
    """The (shared) cache of n-best lists; None before set-up."""
    return self._shared.cache if self._shared else None

  def pieces(self, side: Optional[str] = None) -> Set[str]:
    """Every subword the model (of `side`, with per-side models) can
    produce, for the vocabulary check."""
    if self._halves is not None:
      return set().union(*(h.pieces() for h in self.halves()
                           if side in (None, h.side)))
    self._check_ready()
    return set(self._segmenter.pieces())

  def _load_model(self) -> None:
    if self.resources is None:
      raise SegmentationSetupError(
          f"transform {self.name!r} of task {self.task_name!r} needs "
          f"TransformResources to find meta.train.segmentation_model")
    path = self.resources.train_path("segmentation_model", self.name,
                                     self.side)
    self._model_path = path
    self._segmenter = self.resources.shared(
        ("segmenter", self.kind, path),
        lambda: segmenters.load_segmenter(self.kind, path))
    self._check_model()
    if self.uses_cache:
      self._shared = self.resources.shared(("segmentation_cache", self.kind,
                                            path), setup_lib.SharedCache)

  def _model_sha256(self) -> str:
    return self.resources.file_sha256(self._model_path)

  def _check_model(self) -> None:
    """Refuses options the model cannot serve (subclasses add more)."""
    if (self._n_samples() == FULL_LATTICE and
        not self._segmenter.supports_lattice):
      raise TransformOptionError(
          f"{self._option_path('seg_n_samples')}: -1 (full-lattice "
          f"sampling) needs a unigram SentencePiece model, but transform "
          f"{self.name!r} uses {self._segmenter.source}; give a positive "
          f"n-best size (task {self.task_name!r})")

  def _check_ready(self) -> None:
    if not self._ready:
      raise SegmentationSetupError(
          f"transform {self.name!r} of task {self.task_name!r}: call "
          f"warm_up() or restore() before using it")

  def _n_samples(self) -> int:
    return self.options.get("seg_n_samples", 1)

  def _option_path(self, key: str) -> str:
    return option_path(key, self.task_name,
                       getattr(self.task, "meta", None) or {})

  def _cache_words(self) -> List[str]:
    """Every word of the training shards in the model's form, once each,
    sorted (the set that finds them is gone when this returns)."""
    words: Set[str] = set()
    for word, _ in self.resources.iter_word_counts():
      words.update(self._convert_cache_word(word))
    return sorted(words)

  def _word_vocab_path(self) -> str:
    return self.resources.word_vocab_path() or "(no data dir)"

  def _words_sha256(self) -> str:
    """The checksum of the training words the cache is built from; "" when
    there is no data dir (decoding from a self-contained output dir)."""
    path = self.resources.word_vocab_path()
    if not path or not os.path.exists(path):
      return ""
    return self.resources.file_sha256(path)

  def _convert_cache_word(self, word: str) -> List[str]:
    form, shards_pretokenized = self._forms()
    if form == seg_base.RAW and shards_pretokenized:
      # A token alone detokenizes to its word only approximately ("Hello"
      # for "Hello,"); the rest is memoized at run time.
      return [w for w in text_lib.detokenize(word).split(" ") if w]
    if form == seg_base.PRETOKENIZED and not shards_pretokenized:
      try:
        return text_lib.pretokenize(word).split(" ")
      except text_lib.PretokenizeError:
        return []  # Fails again, with context, if it is ever segmented.
    return [word]

  def segmenters_by_side(self) -> Dict[Optional[str], seg_base.Segmenter]:
    """The model segmenting each side at inference: {None: model} (both
    sides), or per-side models {"src": ..., "tgt": ...}."""
    if self._halves is not None:
      return {half.side: half.segmenters_by_side()[None]
              for half in self.halves()}
    self._check_ready()
    return {None: self._segmenter}

  @property
  def converts_words(self) -> bool:
    """Whether the words are converted to the model's form first (the
    shards hold the other form: pretokenized vs raw)."""
    form, shards_pretokenized = (self.halves()[0]._forms())  # pylint: disable=protected-access
    return (form == seg_base.RAW) == shards_pretokenized

  def _forms(self) -> Tuple[str, bool]:
    return self._segmenter.input_form, bool(self.resources.pretokenized)
