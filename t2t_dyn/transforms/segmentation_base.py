"""The segmentation transforms' common part: words in, sampled pieces out.

The registered methods are in `segmentation` (one short class each); the
set-up (the model, the n-best cache, saving and restoring them, per-side
models) is `segmentation_setup`'s SegmentationSetup, mixed in here; its
files and the shared cache are in `segmentation_cache`, the TensorFlow
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
tokens (lang_prefix_both), which would otherwise be segmented too; only
specials a transform puts among the words (terminology's tags,
Transform.specials_among_words) pass a segmentation whole, on both paths.

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

Per-side models (meta.train.segmentation_model_src / _tgt): two halves,
one a side (segmentation_setup); they draw from the example's stream in
the same order, and natively with the same per-side seeds, as one model
would.
"""

import collections
from typing import ClassVar, Counter, List, Sequence

from t2t_dyn.segmenters import base as seg_base
from t2t_dyn.text import factors
from t2t_dyn.text import forms as text_lib
from t2t_dyn.transforms.base import (Example, Param, Transform,
                                     TransformStats, non_negative_number,
                                     positive_int)
from t2t_dyn.transforms.segmentation_setup import FULL_LATTICE
from t2t_dyn.transforms.segmentation_setup import SegmentationSetup


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


class SegmentationTransform(SegmentationSetup, Transform):
  """Common part: the set-up (SegmentationSetup: model, cache, save,
  restore) and the application (word forms, sampling, apply, native).

  Subclasses set `kind` (a segmenters.LOADERS key) and implement
  `_segment_example`.
  """

  segments = True
  carries_factors = True  # Each subword gets its word's factors.
  carries_alignment = True  # And its word's provenance.
  # Hints are words like the others; tags pass whole (whole_tokens).
  keeps_terms = True

  kind: ClassVar[str] = ""
  uses_cache: ClassVar[bool] = True
  has_native: ClassVar[bool] = False
  # False: one model must serve both sides (it makes one side from the
  # other's words).
  allows_side_models: ClassVar[bool] = True

  def __init__(self, options, task=None, resources=None):
    super().__init__(options, task, resources)
    self._init_setup(resources)

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
          pieces.extend([token] if word in self.whole_tokens else (
              piece + suffix for piece in self._segment_words(
                  [word], example.rng, is_train, events)))
      else:
        pieces = self._segment_runs(tokens, example.rng, is_train, events)
      setattr(example, side, pieces)

  def _segment_runs(self, tokens: Sequence[str], rng, is_train: bool,
                    events: Counter[str]) -> List[str]:
    """_segment_words of each run of tokens between whole_tokens, which
    stay as they are (a run is converted to the model's form alone, so a
    tag is never pretokenized into pieces)."""
    if not self.whole_tokens:
      return self._segment_words(tokens, rng, is_train, events)
    pieces, run = [], []
    for token in list(tokens) + [None]:
      if token is None or token in self.whole_tokens:
        pieces.extend(self._segment_words(run, rng, is_train, events))
        pieces.extend([] if token is None else [token])
        run = []
      else:
        run.append(token)
    return pieces

  def apply(self, batch: List[Example], is_train: bool,
            stats: TransformStats) -> List[Example]:
    if self._halves is not None:
      for half in self.halves():
        batch = half.apply(batch, is_train, stats)
      return batch
    self._check_ready()
    events: Counter[str] = collections.Counter()
    # E.g. the taboo marker, terminology's tags.
    own_specials = set(self.specials()) | self.whole_tokens
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
    import tensorflow as tf  # pylint: disable=g-import-not-at-top
    from t2t_dyn.transforms import native  # pylint: disable=g-import-not-at-top
    from t2t_dyn.transforms.segmentation_native import keep_whole  # pylint: disable=g-import-not-at-top
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
        whole = None
        if self.whole_tokens:  # Segment the others (keep_whole).
          whole = tf.reduce_any(tf.equal(
              tokens.flat_values[:, tf.newaxis],
              tf.constant(sorted(self.whole_tokens))), axis=1)
          tokens, all_tokens = tf.ragged.boolean_mask(
              tokens, tokens.with_flat_values(~whole)), tokens
          if suffixes is not None:
            suffixes = tf.boolean_mask(suffixes, ~whole)
        pieces = tables.segment(
            tokens, native.fold(seed, salt), n_samples, theta, sample,
            fallback, where, suffixes,
            word_ids=native.provenance_key(side) in features)
        if whole is not None:
          pieces = keep_whole(all_tokens, whole, pieces)
        out[side] = pieces.tokens
        out = native.follow(out, features, side, pieces.flat_fn)
      return out
    return segment
