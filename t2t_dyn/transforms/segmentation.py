"""Subword segmentation transforms, resampled each time an example is drawn.

One short class per method; what they share (word forms, the cache of
n-best lists, sampling, set-up, the native path) is
`segmentation_base.SegmentationTransform`, whose docstring states the rules.
Every method yields SentencePiece-style pieces ("▁" marks a word start), so
`text.pieces_to_text` restores the text whatever the method; switching
method is changing the transform name and meta.train.segmentation_model
only.
"""

import collections
import functools
from typing import Callable, Optional, Set, Tuple

from t2t_dyn.segmenters import base as seg_base
from t2t_dyn.transforms.base import (Example, Param, TransformOptionError,
                                     optional_string, probability)
from t2t_dyn.transforms.segmentation_base import (SEG_N_SAMPLES, SEG_THETA,
                                                  SegmentationInputError,
                                                  SegmentationTransform)
from t2t_dyn.foundation import registry
from t2t_dyn.transforms.segmentation_cache import MEMO_SIZE

BPE_DROPOUT_PROB = Param(
    0.1, "BPE-dropout: probability of dropping each applicable merge at "
    "each step (0: plain BPE)", probability, "a probability in [0, 1]")
_SAMPLING_PARAMETERS = {
    "seg_n_samples": SEG_N_SAMPLES,
    "seg_theta": SEG_THETA,
}


@registry.register_transform("sentencepiece")
class SentencePieceSegmentation(SegmentationTransform):
  """SentencePiece (unigram) segmentation of every side, sampled from the
  n-best list in training (subword regularization, Kudo 2018)."""

  kind = "sentencepiece"
  has_native = True
  parameters = dict(_SAMPLING_PARAMETERS)

  def _check_model(self) -> None:
    super()._check_model()
    if self._n_samples() > 1 and not self._segmenter.supports_nbest:
      raise TransformOptionError(
          f"{self._option_path('seg_n_samples')}: {self._n_samples()} needs "
          f"a unigram SentencePiece model, but {self._segmenter.source} has no "
          f"n-best list (a bpe, char or word model); set seg_n_samples: 1 "
          f"(task {self.task_name!r})")


@registry.register_transform("morfessor_em")
class MorfessorEmSegmentation(SegmentationTransform):
  """Morfessor EM+Prune (or Morfessor Baseline) segmentation of every side,
  sampled from the exact n-best list of the unigram lexicon in training."""

  kind = "lexicon"
  has_native = True
  parameters = dict(_SAMPLING_PARAMETERS)


class _TabooSegmentation(SegmentationTransform):
  """Taboo segmentation (seed 000's prototype): each word gets two
  segmentations that share no multi-character morph, a free one (sampled,
  or the best) and a constrained one (sampled, or the best, among those
  avoiding the free one's morphs). As in the prototype, each example (or
  word type, for the reordered variant) splits its words half and half:
  floor(n/2) words, chosen uniformly, put their free segmentation in the
  source and the constrained one in the target, the others the other way
  round, so neither side is always the constrained one. The source starts
  with the task marker <TABOO_AE_{src_lang}> (taboo_marker overrides it),
  which tells the model which task it is doing."""

  # Its source and target come from one side's words: factors would cross,
  # and one model must segment both.
  carries_factors = False
  carries_alignment = False  # Makes its pair from one side.
  allows_side_models = False

  kind = "lexicon"
  parameters = {
      **_SAMPLING_PARAMETERS,
      "src_lang": Param(None, "language of the text, for the marker "
                        "<TABOO_AE_{src_lang}>", optional_string,
                        "a language code"),
      "taboo_marker": Param(None, "the task marker token (default "
                            "<TABOO_AE_{src_lang}>)", optional_string,
                            "a token or null"),
  }

  def __init__(self, options, task=None, resources=None):
    super().__init__(options, task, resources)
    self._constrained: Optional[Callable] = None
    marker = self.options["taboo_marker"]
    if marker is None:
      lang = self.options["src_lang"]
      marker = f"<TABOO_AE_{lang}>" if lang else "<TABOO_AE>"
    self.marker = marker

  def specials(self):
    return [self.marker]

  def _load_model(self) -> None:
    super()._load_model()
    segmenter = self._segmenter
    n_best = self._n_samples()
    self._constrained = functools.lru_cache(maxsize=MEMO_SIZE)(
        lambda word, forbidden: tuple(
            segmenter.nbest(word, n_best, forbidden)))

  def _taboo_pair(self, word: str, rng, is_train: bool, events
                  ) -> Tuple[seg_base.Pieces, seg_base.Pieces]:
    """(free, constrained) segmentations of word."""
    first = self._pick(word, rng, is_train, events)
    forbidden = frozenset(seg_base.multi_character(first))
    alternatives = self._constrained(word, forbidden)
    if not is_train or self._n_samples() == 1:
      return first, alternatives[0][0]
    return first, seg_base.choose(alternatives, rng, self._n_samples(),
                                  self.options["seg_theta"])

  @staticmethod
  def _free_in_source(count: int, rng) -> Set[int]:
    """The floor(count / 2) items, chosen uniformly, whose free segmentation
    goes to the source (the prototype's mix_half)."""
    return set(rng.sample(range(count), count // 2))


@registry.register_transform("morfessor_em_taboo")
class MorfessorEmTaboo(_TabooSegmentation):
  """Monolingual text becomes a pair of two segmentations of it that share
  no multi-character morph within any word, half of the words free on each
  side, the source marked with the task marker (taboo segmentation)."""

  makes_pair = True

  def _segment_example(self, example, is_train, events) -> None:
    if example.tgt is not None:
      raise SegmentationInputError(
          f"task {self.task_name!r}: morfessor_em_taboo makes a pair from "
          f"monolingual text, but the example already has a target; use "
          f"morfessor_em_taboo_reordered for a source/target pair")
    words = self._words(example.src)
    pairs = [self._taboo_pair(word, example.rng, is_train, events)
             for word in words]
    free_in_source = self._free_in_source(len(words), example.rng)
    src, tgt = [self.marker], []
    for i, (free, constrained) in enumerate(pairs):
      src.extend(free if i in free_in_source else constrained)
      tgt.extend(constrained if i in free_in_source else free)
    example.src, example.tgt = src, tgt


@registry.register_transform("morfessor_em_taboo_reordered")
class MorfessorEmTabooReordered(_TabooSegmentation):
  """Taboo segmentation of a pair whose sides hold the same tokens in any
  order (e.g. after duplicate_mono and reorder): each word type gets one
  segmentation in the source and its taboo partner in the target, half of
  the types (in sorted order, as the prototype) free on each side."""

  needs_pair = True

  def _segment_example(self, example, is_train, events) -> None:
    if example.tgt is None or (collections.Counter(example.src) !=
                               collections.Counter(example.tgt)):
      raise SegmentationInputError(self._mismatch_message(example))
    src_words, tgt_words = self._words(example.src), self._words(example.tgt)
    types = sorted(set(src_words) | set(tgt_words))
    pairs = [self._taboo_pair(word, example.rng, is_train, events)
             for word in types]
    free_in_source = self._free_in_source(len(types), example.rng)
    src_of, tgt_of = {}, {}
    for i, (word, (free, constrained)) in enumerate(zip(types, pairs)):
      src_of[word], tgt_of[word] = ((free, constrained) if i in free_in_source
                                    else (constrained, free))
    example.src = [self.marker] + [p for w in src_words for p in src_of[w]]
    example.tgt = [p for w in tgt_words for p in tgt_of[w]]

  def _mismatch_message(self, example: Example) -> str:
    head = (f"task {self.task_name!r}: morfessor_em_taboo_reordered needs a "
            f"source and a target with the same tokens in any order (e.g. "
            f"duplicate_mono, then reorder)")
    if example.tgt is None:
      return head + ", but the example has no target"
    src, tgt = collections.Counter(example.src), collections.Counter(
        example.tgt)
    return (f"{head}; only in the source: {sorted((src - tgt).elements())}, "
            f"only in the target: {sorted((tgt - src).elements())}")


@registry.register_transform("deterministic_segmentation")
class DeterministicSegmentation(SegmentationTransform):
  """Looks every word up in a complete word -> subwords map (e.g. BPE done
  offline); a missing word is an error naming it and the map file."""

  kind = "map"
  uses_cache = False

  def _pick(self, word, rng, is_train, events):
    return self._segmenter.segment(word)


@registry.register_transform("bpe_dropout")
class BpeDropout(SegmentationTransform):
  """BPE with BPE-dropout in training (Provilkov et al., 2019); plain BPE at
  inference. Codes: subword-nmt format, from meta.train.segmentation_model."""

  kind = "bpe"
  uses_cache = False
  parameters = {"bpe_dropout_prob": BPE_DROPOUT_PROB}

  def __init__(self, options, task=None, resources=None):
    super().__init__(options, task, resources)
    self._without_dropout: Optional[seg_base.SegmentationCache] = None

  def _load_model(self) -> None:
    super()._load_model()
    self._without_dropout = self.resources.shared(
        ("bpe_plain", self._model_path),
        lambda: seg_base.SegmentationCache(self._segmenter, 1, None,
                                           MEMO_SIZE))

  def _pick(self, word, rng, is_train, events):
    dropout = self.options["bpe_dropout_prob"]
    if is_train and dropout > 0:
      return self._segmenter.segment(word, dropout, rng)
    return self._without_dropout.best(word)
