"""Tensor2Tensor's invertible tokenizer, the first step of SubwordTextEncoder.

`encode` cuts text wherever a letter or number (Unicode category L* or N*)
meets any other character, so tokens alternate between alphanumeric runs and
runs of everything else; a run that is exactly one space between two
alphanumeric runs is left out, because `decode` puts it back: "Dude - that's
so cool." -> ["Dude", " - ", "that", "'", "s", "so", "cool", "."].
`decode(encode(s)) == s` for every string s.
"""

import functools
import sys
import unicodedata
from typing import FrozenSet, List, Sequence


@functools.lru_cache(maxsize=None)
def _alphanumeric() -> FrozenSet[str]:
  """Every letter and number character (built on first use, ~0.5 s), over
  the code points below sys.maxunicode, as Tensor2Tensor builds its set."""
  return frozenset(c for c in map(chr, range(sys.maxunicode))
                   if unicodedata.category(c)[0] in "LN")


def encode(text: str) -> List[str]:
  """Text -> tokens (see the module docstring); "" -> []."""
  if not text:
    return []
  alphanumeric = _alphanumeric()
  kinds = [c in alphanumeric for c in text]
  tokens = []
  start = 0
  for i in range(1, len(text)):
    if kinds[i] != kinds[i - 1]:
      token = text[start:i]
      # One space between two alphanumeric runs is implied, except at the
      # very start, where decode could not know it.
      if token != " " or start == 0:
        tokens.append(token)
      start = i
  tokens.append(text[start:])
  return tokens


def decode(tokens: Sequence[str]) -> str:
  """Tokens -> text: a space between two adjacent alphanumeric tokens."""
  alphanumeric = _alphanumeric()
  pieces = []
  previous_alphanumeric = False
  for i, token in enumerate(tokens):
    is_alphanumeric = token[0] in alphanumeric
    if i > 0 and previous_alphanumeric and is_alphanumeric:
      pieces.append(" ")
    pieces.append(token)
    previous_alphanumeric = is_alphanumeric
  return "".join(pieces)
