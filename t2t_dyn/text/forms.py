"""The text forms the stages exchange, without TensorFlow.

- The word-boundary marker "▁" (U+2581, pyonmttok's and SentencePiece's):
  every segmentation marks a word start with it, so `pieces_to_text` restores
  the text for every method.
- `shard_form`: raw text -> the form the shards hold (one ASCII space between
  words, then pretokenized or predetokenized as meta.shard says). Sharding,
  `dyn-debug` and the text encoders all go through it, so decoding input and
  training data agree.
- Reversible pretokenization (pyonmttok style): `pretokenize` splits
  punctuation and symbols off words and marks each token that followed
  whitespace with ▁, as pyonmttok does with spacer_annotate: "Hello, world!"
  -> "▁Hello , ▁world !". `detokenize` undoes it. The round trip is exact up
  to whitespace normalization: detokenize(pretokenize(s)) ==
  " ".join(s.split()) for every string s.

Character classes: every punctuation or symbol character (Unicode category
P* or S*) is a token of its own; whitespace is what `str.split()` splits on;
every other character (letters, digits, combining marks, and also format or
control characters) belongs to words, and a run of them is one token.
"""

import functools
import re
import sys
import unicodedata
from typing import Sequence, Tuple

WORD_BOUNDARY = "\u2581"  # LOWER ONE EIGHTH BLOCK.
# Native string ops work on UTF-8 bytes; the marker is 3 of them.
WORD_BOUNDARY_BYTES = len(WORD_BOUNDARY.encode("utf-8"))
_BMP_LAST = 0xFFFF
_BMP_LAST_CHAR = chr(_BMP_LAST)


class PretokenizeError(ValueError):
  """Text that cannot be (de)tokenized reversibly; callers add file:line."""


@functools.lru_cache(maxsize=None)
def symbol_ranges() -> Tuple[Tuple[int, int], ...]:
  """The code-point ranges (first, last) of the P*/S* characters that
  `pretokenize` splits off, the marker U+2581 (category So) left out: it
  only ever occurs as the marker `pretokenize` adds.

  Built on first use (about 0.2 s over all code points) so importing stays
  cheap; the native pretokenizer of exported models uses the same ranges.
  """
  ranges = []
  start = None
  for code_point in range(sys.maxunicode + 1):
    is_symbol = (code_point != ord(WORD_BOUNDARY) and
                 unicodedata.category(chr(code_point))[0] in "PS")
    if is_symbol and start is None:
      start = code_point
    elif not is_symbol and start is not None:
      ranges.append((start, code_point - 1))
      start = None
  if start is not None:
    ranges.append((start, sys.maxunicode))
  return tuple(ranges)


@functools.lru_cache(maxsize=None)
def whitespace_characters() -> str:
  """Every character Python's str.split() splits on (Unicode whitespace)."""
  return "".join(chr(c) for c in range(sys.maxunicode + 1)
                 if chr(c).isspace())


@functools.lru_cache(maxsize=None)
def _symbol_classes() -> Tuple[str, str]:
  """Regex class bodies of the symbol_ranges: (in the BMP, beyond it)."""
  ranges = symbol_ranges()
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
    return re.compile(
        f"{WORD_BOUNDARY}?(?:[{bmp}]|[^{bmp}\\s{WORD_BOUNDARY}]+)")
  symbol = bmp + beyond
  return re.compile(
      f"{WORD_BOUNDARY}?(?:[{symbol}]|[^{symbol}\\s{WORD_BOUNDARY}]+)")


def _char_range(first: int, last: int) -> str:
  if first == last:
    return re.escape(chr(first))
  return f"{re.escape(chr(first))}-{re.escape(chr(last))}"


def pretokenize(text: str) -> str:
  """'Hello, world!' -> '▁Hello , ▁world !'; whitespace runs become one space.

  Raises: PretokenizeError when `text` already contains the marker U+2581.
  """
  if WORD_BOUNDARY in text:
    raise PretokenizeError(
        f"text already contains the word-boundary marker "
        f"{WORD_BOUNDARY!r} (U+2581), so it cannot be pretokenized "
        f"reversibly; is it pretokenized already? (then set "
        f"meta.shard.pretokenize: false)")
  words = text.split()
  if not words:
    return ""
  # Marking each whitespace-separated chunk first lets a single findall
  # split it: the marker sticks to the first token of its chunk.
  marked = WORD_BOUNDARY + (" " + WORD_BOUNDARY).join(words)
  beyond_bmp = max(marked) > _BMP_LAST_CHAR
  return " ".join(_token_pattern(beyond_bmp).findall(marked))


def detokenize(text: str) -> str:
  """'▁Hello , ▁world !' -> 'Hello, world!': every ▁ becomes a space and
  tokens without one attach to the previous token.

  Raises: PretokenizeError for a line of several tokens without any marker
  (not pretokenized text: joining its tokens would destroy its spaces).
  """
  tokens = text.split()
  if WORD_BOUNDARY not in text and len(tokens) > 1:
    raise PretokenizeError(
        f"text has spaces but no word-boundary marker {WORD_BOUNDARY!r} "
        f"(U+2581): it is not pretokenized text, and detokenizing it would "
        f"join its words; set meta.shard.predetokenize: false for raw text")
  return "".join(tokens).replace(WORD_BOUNDARY, " ").strip(" ")


def shard_form(raw: str, shard, corpus_form: bool = True) -> str:
  """Text -> the form the shards hold, as `shard` (a ShardMeta) says: words
  joined by one ASCII space (Python's split() and TensorFlow's, ASCII
  whitespace only, then agree on every word), then pretokenized or
  predetokenized.

  `corpus_form=False` (text typed for decoding, which may be raw or in the
  corpus's pretokenized form) predetokenizes only text that carries the
  marker: raw text is already what predetokenized shards hold. Raises:
  PretokenizeError (callers add file:line).
  """
  text = " ".join(raw.split())
  if not text:
    return text
  if shard.pretokenize:
    return pretokenize(text)
  if shard.predetokenize and (corpus_form or WORD_BOUNDARY in text):
    return detokenize(text)
  return text


def pieces_to_text(pieces: Sequence[str]) -> str:
  """Subwords back to text: ▁ marks a word start for every segmentation
  method, so concatenation plus ▁ -> space restores the text; tokens
  without any marker were whole words and are joined by spaces."""
  if any(p.startswith(WORD_BOUNDARY) for p in pieces):
    return "".join(pieces).replace(WORD_BOUNDARY, " ").strip()
  return " ".join(pieces)
