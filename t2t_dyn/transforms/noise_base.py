"""What the noise transforms share (noise, infilling, recasing,
robustness): special tokens (never drawn as noise), the temperature and
mask-token options, TensorFlow ops imported on first native use, a side
mapping with a stream per side, and VocabularyNoise, the base of the noises
that draw subwords from the vocabulary."""

import re
from typing import Any, Dict, List, Optional, Tuple

from t2t_dyn.transforms.base import Param, Transform, non_negative_number

# Tokens such as <mask>, <TO_fi>, <BT>: never drawn as noise, never re-cased.
# The same pattern serves Python's re and TensorFlow's RE2.
SPECIAL_PATTERN = r"<[^<>]+>"
_SPECIAL = re.compile(SPECIAL_PATTERN)
_SIDE_SALTS = (("src", 0), ("tgt", 1))


def is_special(token: str) -> bool:
  return bool(_SPECIAL.fullmatch(token))


def _is_token(value) -> bool:
  return (isinstance(value, str) and bool(value)
          and not any(c.isspace() for c in value))


def temperature_param(doc: str) -> Param:
  # 2.0 is the prototype's default for every noise temperature.
  return Param(2.0, doc, non_negative_number, "a non-negative number")


def mask_token_param() -> Param:
  return Param("<mask>", "token replacing masked source tokens", _is_token,
               "a non-empty token without whitespace")


def native_ops():
  """(tensorflow, transforms.native, transforms.ragged_draws), imported on
  first native use: the Python transforms (and the worker processes that
  run them) need no TensorFlow."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  from t2t_dyn.transforms import native  # pylint: disable=g-import-not-at-top
  from t2t_dyn.transforms import ragged_draws  # pylint: disable=g-import-not-at-top,line-too-long
  return tf, native, ragged_draws


def identity(features, seed):
  del seed
  return features


def map_sides(features, seed, side_fn):
  """Applies side_fn(tokens, seed, side) to each side (a ragged [B, None]),
  each side with its own stream. side_fn returns the new tokens, or a
  native.Moved when it moves tokens or makes new ones (the provenance
  follows)."""
  _, native, _ = native_ops()
  out = dict(features)
  for side, salt in _SIDE_SALTS:
    if side in features:
      changed = side_fn(features[side], native.fold(seed, salt), side)
      if isinstance(changed, native.Moved):
        out[side] = changed.tokens
        out = native.follow(out, features, side, changed.flat_fn)
      else:
        out[side] = changed
  return out


class VocabularyNoise(Transform):
  """A noise drawing subwords uniformly from meta.train.vocab_path (each
  side from its own, vocab_path_src / vocab_path_tgt, when the config gives
  them), special tokens (<...>) excluded. Tokens it makes have no source
  factors (<blank>)."""

  carries_factors = True
  carries_alignment = True

  _vocabularies: Optional[Dict[str, Tuple[List[str], Dict[str, int]]]] = None

  def vocabulary(self, side: str = "src"
                 ) -> Tuple[List[str], Dict[str, int]]:
    """(subwords, subword -> index) of `side`. Raises: FileNotFoundError
    naming meta.train.vocab_path; ValueError for fewer than 2 subwords."""
    if self.resources is None:
      raise ValueError(f"transform {self.name!r} needs TransformResources "
                       f"with meta.train.vocab_path")
    if not self.resources.separate_vocabularies:
      side = "src"  # One vocabulary serves both sides.
    if self._vocabularies is None:
      self._vocabularies = {}
    if side not in self._vocabularies:
      subwords = [s for s, _ in self.resources.subword_counts(self.name, side)
                  if not is_special(s)]
      if len(subwords) < 2:
        raise ValueError(
            f"meta.train.vocab_path: transform {self.name!r} needs at least 2 "
            f"non-special subwords, found {len(subwords)}")
      self._vocabularies[side] = (subwords,
                                  {s: i for i, s in enumerate(subwords)})
    return self._vocabularies[side]

  def per_side(self, build) -> Dict[str, Any]:
    """{side: build(subword list of the side)}, built once when the sides
    share a vocabulary (for the native versions' constant tables)."""
    built = {}
    for side in ("src", "tgt"):
      subwords, _ = self.vocabulary(side)
      same = [s for s in built if self.vocabulary(s)[0] is subwords]
      built[side] = built[same[0]] if same else build(subwords)
    return built

  def warm_up(self):
    self.vocabulary("src")
    self.vocabulary("tgt")
