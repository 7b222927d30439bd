"""A SentencePiece model (`.model`) as a per-word Segmenter.

Words are raw (not pretokenized); SentencePiece adds the ▁ of the word start
itself. The n-best list comes from `NBestEncodeAsProto`, whose scores are the
segmentations' log-probabilities under a unigram model. Other model types
(bpe, char, word) have no n-best list: they give their one segmentation with
log-probability 0 and `supports_nbest` is False. Characters the model does
not know come out as their own text (SentencePiece's unknown surface), so
the pieces still join back to the word. They join back to the *normalized*
word: train with normalization_rule_name=identity (as
scripts/train_segmentation.py does) for an exact round trip.
"""

import os
import threading
from typing import List, Set, Tuple

from t2t_dyn.segmenters.base import RAW, Pieces, Segmenter
from t2t_dyn.text.forms import WORD_BOUNDARY


# SentencePiece's sampler draws from a process-wide generator: seeding it
# and sampling must not interleave between threads.
_SAMPLER_LOCK = threading.Lock()


class SentencePieceError(ValueError):
  """A SentencePiece model that cannot serve as a per-word segmenter."""


class SentencePieceSegmenter(Segmenter):
  """Per-word n-best segmentation with a SentencePiece model."""

  input_form = RAW

  def __init__(self, path: str):
    """Raises: FileNotFoundError, SentencePieceError (e.g. a model trained
    with add_dummy_prefix=false, whose word starts would be lost)."""
    import sentencepiece  # pylint: disable=g-import-not-at-top
    if not os.path.isfile(path):
      raise FileNotFoundError(f"SentencePiece model {path} does not exist")
    self.source = path
    try:
      self._processor = sentencepiece.SentencePieceProcessor(model_file=path)
    except (RuntimeError, OSError) as e:
      raise SentencePieceError(
          f"{path}: not a SentencePiece model ({e})") from None
    processor = self._processor
    self._pieces = frozenset(
        processor.id_to_piece(i) for i in range(processor.get_piece_size())
        if not (processor.is_control(i) or processor.is_unknown(i)))
    probe = processor.encode("a", out_type=str)
    if not probe or not probe[0].startswith(WORD_BOUNDARY):
      raise SentencePieceError(
          f"{path}: the model does not mark word starts with "
          f"{WORD_BOUNDARY!r} (trained with add_dummy_prefix=false?); "
          f"retrain it with the default add_dummy_prefix=true")
    try:
      processor.NBestEncodeAsProto("a", 2)
      self.supports_nbest = True
    except RuntimeError:  # bpe, char and word models have no lattice.
      self.supports_nbest = False
    self.supports_lattice = self.supports_nbest

  def nbest(self, word: str, n: int) -> List[Tuple[Pieces, float]]:
    if not self.supports_nbest:
      return [(tuple(self._processor.encode(word, out_type=str)), 0.0)]
    result = self._processor.NBestEncodeAsProto(word, n)
    alternatives = [(tuple(p.piece for p in nb.pieces), float(nb.score))
                    for nb in result.nbests]
    return alternatives or [((), 0.0)]

  def sample_lattice(self, word: str, theta: float, seed: int) -> Pieces:
    """SentencePiece's own full-lattice sampling (nbest_size=-1, alpha =
    theta, Kudo 2018) of one word, its generator seeded with `seed`."""
    import sentencepiece  # pylint: disable=g-import-not-at-top
    with _SAMPLER_LOCK:
      sentencepiece.set_random_generator_seed(seed)
      return tuple(self._processor.encode(
          word, out_type=str, enable_sampling=True, alpha=theta,
          nbest_size=-1))

  def serialized_model(self) -> bytes:
    """The model file's bytes (SentencePiece's serialized ModelProto)."""
    return self._processor.serialized_model_proto()

  def pieces(self) -> Set[str]:
    """Every non-control, non-unknown piece of the model."""
    return self._pieces

  def is_known(self, piece: str) -> bool:
    return piece in self._pieces
