"""Per-word subword segmentation models behind one interface.

Every model is a `Segmenter` (see base): `nbest(word, n)`, `best(word)`,
`pieces()`, `input_form`. Output pieces are SentencePiece-style ("▁" marks a
word start) for every model, so switching the segmentation method changes
only the transform name and the model file.

  kind            model file                                     input form
  sentencepiece   SentencePiece .model                           raw words
  lexicon         EM+Prune lexicon, Morfessor Baseline model     pretokenized
  bpe             subword-nmt codes                              pretokenized
  map             word<TAB>sub1 sub2 ...                         pretokenized

`segmenter_training` trains the first three from data (dyn-datagen's vocab
stage, scripts/train_segmentation.py).
"""

from typing import Callable, Dict

from t2t_dyn.segmenters.base import (PRETOKENIZED, RAW, SegmentationCache,
                                       SegmentationCacheError, Segmenter,
                                       multi_character)


def _load_sentencepiece(path: str) -> Segmenter:
  from t2t_dyn.segmenters import sentencepiece_model  # pylint: disable=g-import-not-at-top
  return sentencepiece_model.SentencePieceSegmenter(path)


def _load_lexicon(path: str) -> Segmenter:
  from t2t_dyn.segmenters import unigram_lexicon  # pylint: disable=g-import-not-at-top
  return unigram_lexicon.load_lexicon(path)


def _load_bpe(path: str) -> Segmenter:
  from t2t_dyn.segmenters import bpe  # pylint: disable=g-import-not-at-top
  return bpe.load_codes(path)


def _load_map(path: str) -> Segmenter:
  from t2t_dyn.segmenters import deterministic_map  # pylint: disable=g-import-not-at-top
  return deterministic_map.load_map(path)


LOADERS: Dict[str, Callable[[str], Segmenter]] = {
    "sentencepiece": _load_sentencepiece,
    "lexicon": _load_lexicon,
    "bpe": _load_bpe,
    "map": _load_map,
}


def load_segmenter(kind: str, path: str) -> Segmenter:
  """The model of `kind` (a LOADERS key) from `path`.

  Raises: KeyError for an unknown kind; the loader's errors, naming the file.
  """
  if kind not in LOADERS:
    raise KeyError(f"unknown segmentation kind {kind!r}; known: "
                   f"{', '.join(sorted(LOADERS))}")
  return LOADERS[kind](path)
