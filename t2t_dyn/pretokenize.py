"""Reversible pretokenization with word-boundary markers (pyonmttok style).

`pretokenize` splits punctuation and symbols off words and marks each token
that followed whitespace with "▁" (U+2581), as pyonmttok does with
spacer_annotate: "Hello, world!" -> "▁Hello , ▁world !". `detokenize` undoes
it. The round trip is exact up to whitespace normalization:
detokenize(pretokenize(s)) == " ".join(s.split()) for every string s.

Character classes: every punctuation or symbol character (Unicode category
P* or S*) is a token of its own; whitespace is what `str.split()` splits on;
every other character (letters, digits, combining marks, and also format or
control characters) belongs to words, and a run of them is one token.
"""

import functools
import re
import sys
import unicodedata
from typing import Tuple

SPACER = "\u2581"  # LOWER ONE EIGHTH BLOCK, pyonmttok's and SentencePiece's.
_BMP_LAST = 0xFFFF
_BMP_LAST_CHAR = chr(_BMP_LAST)


class PretokenizeError(ValueError):
  """Text that cannot be (de)tokenized reversibly; callers add file:line."""


@functools.lru_cache(maxsize=None)
def _symbol_classes() -> Tuple[str, str]:
  """Regex class bodies of the P*/S* characters: (in the BMP, beyond it).

  Built on first use (about 0.2 s over all code points) so importing stays
  cheap. The spacer itself (category So) is left out: it only ever occurs as
  the marker that `pretokenize` adds.
  """
  ranges = []
  start = None
  for code_point in range(sys.maxunicode + 1):
    is_symbol = (code_point != ord(SPACER) and
                 unicodedata.category(chr(code_point))[0] in "PS")
    if is_symbol and start is None:
      start = code_point
    elif not is_symbol and start is not None:
      ranges.append((start, code_point - 1))
      start = None
  if start is not None:
    ranges.append((start, sys.maxunicode))
  bmp = "".join(_char_range(a, min(b, _BMP_LAST)) for a, b in ranges
                if a <= _BMP_LAST)
  beyond_bmp = "".join(_char_range(max(a, _BMP_LAST + 1), b)
                       for a, b in ranges if b > _BMP_LAST)
  return bmp, beyond_bmp


@functools.lru_cache(maxsize=None)
def _token_pattern(beyond_bmp: bool) -> "re.Pattern[str]":
  """A marker-prefixed token: one P*/S* character or a run of word characters.

  `re` matches a class with only BMP characters by bitmap but one with
  characters beyond the BMP range by range, 10x slower; so text without such
  characters (nearly all) gets a pattern without them.
  """
  bmp, beyond = _symbol_classes()
  if not beyond_bmp:
    return re.compile(f"{SPACER}?(?:[{bmp}]|[^{bmp}\\s{SPACER}]+)")
  symbol = bmp + beyond
  return re.compile(f"{SPACER}?(?:[{symbol}]|[^{symbol}\\s{SPACER}]+)")


def _char_range(first: int, last: int) -> str:
  if first == last:
    return re.escape(chr(first))
  return f"{re.escape(chr(first))}-{re.escape(chr(last))}"


def pretokenize(text: str) -> str:
  """'Hello, world!' -> '▁Hello , ▁world !'; whitespace runs become one space.

  Raises: PretokenizeError when `text` already contains the marker U+2581.
  """
  if SPACER in text:
    raise PretokenizeError(
        f"text already contains the word-boundary marker {SPACER!r} (U+2581), "
        f"so it cannot be pretokenized reversibly; is it pretokenized already? "
        f"(then set meta.shard.pretokenize: false)")
  words = text.split()
  if not words:
    return ""
  # Marking each whitespace-separated chunk first lets a single findall
  # split it: the marker sticks to the first token of its chunk.
  marked = SPACER + (" " + SPACER).join(words)
  beyond_bmp = max(marked) > _BMP_LAST_CHAR
  return " ".join(_token_pattern(beyond_bmp).findall(marked))


def detokenize(text: str) -> str:
  """'▁Hello , ▁world !' -> 'Hello, world!': every ▁ becomes a space and
  tokens without one attach to the previous token.

  Raises: PretokenizeError for a line of several tokens without any marker
  (not pretokenized text: joining its tokens would destroy its spaces).
  """
  tokens = text.split()
  if SPACER not in text and len(tokens) > 1:
    raise PretokenizeError(
        f"text has spaces but no word-boundary marker {SPACER!r} (U+2581): it "
        f"is not pretokenized text, and detokenizing it would join its words; "
        f"set meta.shard.predetokenize: false for raw text")
  return "".join(tokens).replace(SPACER, " ").strip(" ")
