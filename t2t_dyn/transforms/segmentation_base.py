"""The segmentation transforms' common part: words in, sampled pieces out.

The registered methods are in `segmentation` (one short class each); set-up
persistence and the shared cache are in `segmentation_cache`, the TensorFlow
tables in `segmentation_native`.

Every method segments word by word and yields SentencePiece-style pieces
("▁" marks a word start), so `"".join(pieces).replace("▁", " ").strip()` is
the text, whatever the method. Each method gets words in the form it wants,
whatever the shards hold (meta.shard.pretokenize): SentencePiece raw words
(a pretokenized side is detokenized, then split on spaces), the others
pretokenized tokens (a raw side is pretokenized on the fly). Switching method
is changing the transform name and meta.train.segmentation_model only.

Training samples one of the seg_n_samples best segmentations of each word,
p ∝ exp(seg_theta * logp), from the example's random stream; inference
always takes the best. Put segmentation before transforms that add special
tokens (lang_prefix_both), which would otherwise be segmented too.

Set-up: `warm_up()` loads the model (once for all tasks) and caches the
n-best lists of every word of the training shards (an NBestTable: flat
arrays, read back through memory maps shared by every process of a host);
`save(dir)` writes the cache and the fixed parameters; `restore(dir)` reads them back, refusing a
seg_n_samples larger than the cache holds, a changed model, or shards whose
words changed since (re-run `dyn-datagen --stage=vocab`).

Native path (sentencepiece, morfessor_em, when the shards already hold the
form the model wants): the cache as TensorFlow tables
(`segmentation_native.SegmentationTables`), sampled with stateless random
ops. Every word is exact: a word the cache lacks (possible only when a
transform before the segmentation makes new words, e.g. `case` or
`switchout`) gets its n-best list from the model in a py_function, and is
sampled the same way. When only word-keeping transforms come first, every
word is a shard word, the fallback is left out (the graph stays pure
TensorFlow, fit for tf.data service), and a miss, which would mean a stale
set-up, stops with an error.

`seg_n_samples: -1` samples from SentencePiece's full lattice (Kudo 2018;
the prototype's default for SentencePiece) with SentencePiece's own sampler,
seeded per example; it runs on the Python path.

Per-side models (meta.train.segmentation_model_src / _tgt): the transform
runs as two halves, each a copy of it bound to one side and that side's
model, with its own cache and saved set-up (`<kind>.src`, `<kind>.tgt`);
they draw from the example's stream in the same order, and natively with
the same per-side seeds, as one model would.
"""

import collections
import copy
import logging
import os
from typing import (Any, ClassVar, Counter, Dict, List, Optional, Sequence, Set,
                    Tuple)

from t2t_dyn import segmenters
from t2t_dyn.segmenters import base as seg_base
from t2t_dyn.text import factors
from t2t_dyn.text import forms as text_lib
from t2t_dyn.transforms import segmentation_cache as setup_lib
from t2t_dyn.transforms.base import (Example, Param, Transform,
                                     TransformOptionError, TransformStats,
                                     non_negative_number, option_path,
                                     positive_int)
from t2t_dyn.transforms.segmentation_cache import SegmentationSetupError

_log = logging.getLogger(__name__)

FULL_LATTICE = -1


def _n_samples_value(value) -> bool:
  return value == FULL_LATTICE or positive_int(value)


SEG_N_SAMPLES = Param(
    5, "length of the n-best list that each word's segmentation is sampled "
    "from (1: always the best; -1: SentencePiece's full lattice)",
    _n_samples_value, "a positive integer or -1")
SEG_THETA = Param(
    0.5, "sampling sharpness: p(segmentation) ∝ exp(seg_theta * logp), "
    "0 samples the n-best uniformly (SentencePiece's alpha)",
    non_negative_number, "a non-negative number")
class SegmentationInputError(ValueError):
  """An example a segmentation transform cannot take, naming the task."""


class SegmentationTransform(Transform):
  """Common part: model loading, word forms, cache, save/restore, apply.

  Subclasses set `kind` (a segmenters.LOADERS key) and implement
  `_segment_example`.
  """

  segments = True
  carries_factors = True  # Each subword gets its word's factors.
  carries_alignment = True  # And its word's provenance.

  kind: ClassVar[str] = ""
  uses_cache: ClassVar[bool] = True
  has_native: ClassVar[bool] = False
  # False: one model must serve both sides (it makes one side from the
  # other's words).
  allows_side_models: ClassVar[bool] = True

  def __init__(self, options, task=None, resources=None):
    super().__init__(options, task, resources)
    self._segmenter: Optional[seg_base.Segmenter] = None
    self._shared: Optional[setup_lib.SharedCache] = None
    self._model_path = ""
    self._ready = False
    self._native_fns: Dict[bool, Any] = {}
    # Per-side models: the side a half segments, and the halves of the
    # transform the chain holds (see the module docstring).
    self.side: Optional[str] = None
    self._halves: Optional[Dict[str, "SegmentationTransform"]] = None
    if resources is not None and resources.separate_segmentation:
      if not self.allows_side_models:
        raise TransformOptionError(
            f"meta.train.segmentation_model_src / _tgt: transform "
            f"{self.name!r} (task {self.task_name!r}) makes one side out of "
            f"the other's words and needs one model for both; give "
            f"meta.train.segmentation_model")
      self._halves = {}

  def halves(self) -> List["SegmentationTransform"]:
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

  # Application.

  def _words(self, tokens: Sequence[str]) -> List[str]:
    """A side's tokens in the form the model wants (see module docstring)."""
    form, shards_pretokenized = self._forms()
    if form == seg_base.RAW and shards_pretokenized:
      text = self._convert(tokens, "detokenize")
    elif form == seg_base.PRETOKENIZED and not shards_pretokenized:
      text = self._convert(tokens, "pretokenize")
    else:
      return list(tokens)
    return [word for word in text.split(" ") if word]

  def _convert(self, tokens: Sequence[str], function: str) -> str:
    try:
      return getattr(text_lib, function)(" ".join(tokens))
    except text_lib.PretokenizeError as e:
      raise SegmentationInputError(
          f"task {self.task_name!r}, transform {self.name!r}: cannot "
          f"{function} {' '.join(tokens)!r}: {e}") from None

  def _pick(self, word: str, rng, is_train: bool,
                events: Counter[str]) -> seg_base.Pieces:
    """A sampled (training) or the best (inference) segmentation of word."""
    n_samples = self._n_samples()
    if is_train and n_samples == FULL_LATTICE:
      return self._segmenter.sample_lattice(
          word, self.options["seg_theta"], rng.getrandbits(31))
    alternatives, cached = self._shared.cache.lookup(word)
    if not cached:
      events["cache_misses"] += 1
    if not is_train or n_samples == 1:
      return alternatives[0][0]
    return seg_base.choose(alternatives, rng, n_samples,
                           self.options["seg_theta"])

  def _segment_words(self, tokens: Sequence[str], rng, is_train: bool,
                     events: Counter[str]) -> List[str]:
    pieces = []
    for word in self._words(tokens):
      pieces.extend(self._pick(word, rng, is_train, events))
    return pieces

  def _segment_example(self, example: Example, is_train: bool,
                       events: Counter[str]) -> None:
    """Segments every present side of `example` (a half: its side) in
    place; a factored source's subwords each get their word's factors."""
    for side, tokens in example.sides():
      if self.side not in (None, side):
        continue
      if self.suffixed(side):
        pieces = []
        for token in tokens:
          word, suffix = factors.split_token(token)
          pieces.extend(piece + suffix for piece in self._segment_words(
              [word], example.rng, is_train, events))
      else:
        pieces = self._segment_words(tokens, example.rng, is_train, events)
      setattr(example, side, pieces)

  def apply(self, batch: List[Example], is_train: bool,
            stats: TransformStats) -> List[Example]:
    if self._halves is not None:
      for half in self.halves():
        batch = half.apply(batch, is_train, stats)
      return batch
    self._check_ready()
    events: Counter[str] = collections.Counter()
    own_specials = set(self.specials())  # E.g. the taboo marker.
    for example in batch:
      self._segment_example(example, is_train, events)
      for side, pieces in example.sides():
        if self.side not in (None, side):
          continue
        if self.suffixed(side):
          pieces = factors.strip(pieces)
        events["unknown_pieces"] += sum(
            1 for piece in pieces
            if piece not in own_specials and
            not self._segmenter.is_known(piece))
    for event, count in sorted(events.items()):
      stats.add(self.task_name, self.name, event, count)
    return batch

  # Native path.

  def native(self, is_train: bool):
    """The table-lookup NativeFn, or None for a Python-only method, for
    full-lattice sampling, or when the shards do not hold the form the model
    wants (see module docstring)."""
    if self._halves is not None:
      fns = [half.native(is_train) for half in self.halves()]
      if any(fn is None for fn in fns):
        return None

      def both_halves(features, seed):
        for fn in fns:  # Each segments its side with that side's salt.
          features = fn(features, seed)
        return features
      return both_halves
    self._check_ready()
    if not self._native_possible():
      return None
    if is_train and self._n_samples() == FULL_LATTICE:
      return None  # SentencePiece's own lattice sampler runs in Python.
    if is_train not in self._native_fns:
      self._native_fns[is_train] = self._build_native(is_train)
    return self._native_fns[is_train]

  def _native_possible(self) -> bool:
    form, shards_pretokenized = self._forms()
    # Otherwise the words need (de)tokenization, which only Python does.
    return self.has_native and (form == seg_base.RAW) != shards_pretokenized

  @property
  def native_calls_python(self) -> bool:
    # Words that are not in the shards need the model's n-best lists.
    return not self.sees_only_shard_words

  def _build_native(self, is_train: bool):
    from t2t_dyn.transforms import native  # pylint: disable=g-import-not-at-top
    shared = self._shared
    shared.prepare_native_tables()
    n_samples, theta = self._n_samples(), float(self.options["seg_theta"])
    sample = is_train and n_samples > 1
    fallback = self.native_calls_python
    where = f"task {self.task_name!r}, transform {self.name!r}"

    def segment(features, seed):
      tables = shared.native_tables()  # Waits for the thread when tracing.
      out = dict(features)
      for salt, side in enumerate(native.side_names(features)):
        if self.side not in (None, side):
          continue
        tokens, suffixes = features[side], None
        if self.native_suffixed(side):
          words, suffixes = factors.native_split(tokens.flat_values)
          tokens = tokens.with_flat_values(words)
        pieces = tables.segment(
            tokens, native.fold(seed, salt), n_samples, theta, sample,
            fallback, where, suffixes,
            word_ids=native.provenance_key(side) in features)
        out[side] = pieces.tokens
        out = native.follow(out, features, side, pieces.flat_fn)
      return out
    return segment
