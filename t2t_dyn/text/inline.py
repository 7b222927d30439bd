"""Inline tags and placeholders a model learns to carry
(transforms.inline_tags), their tokens, and decoding's restoration.

Tokens. Fixed vocabulary specials, so noise, segmentation and decoding
know them without a task's options (as text.terms' tags):
  paired tags   <tN> ... </tN>      N = 1..MAX_TAGS
  point tags    <tN/>               (self-closing: a point before a word)
  placeholders  <numN> <urlN>       N = 1..MAX_PLACEHOLDERS, each also in
                ▁<numN> ▁<urlN>     its word-start form (see below)
Tags are numbered 1, 2, ... in the order they open on the source (paired
and point tags share the numbers), placeholders 1, 2, ... per kind in
source order. The tag tokens are XML-shaped on purpose: a decoded line's
tags are read back by text.markup.strip_tags like any markup.

Placeholders. On a side's tokens in the shards' form, each whitespace
word (a "chunk": a token that starts with the ▁ marker and the tokens
glued to it; in a side without any marker, each token alone) is matched by
the kind's regex:
  number  PATTERNS["number"]: digits with inner . or , groups ("42",
          "3.5", "1,000.25"), not inside a word ("v3", "3D" are no match)
  url     PATTERNS["url"]: http:// or https:// or www. and what follows up
          to whitespace or <, >, without trailing . , ; : ! ? ) ] } ' "
A match is used only when it starts and ends on token boundaries (so it
replaces whole tokens: "$42" pretokenized "▁$ 42" gives "▁$ <num1>"; raw
shards' "42," is one token, no match: pretokenize the shards for such
numbers). The placeholder takes the ▁ form when its match starts the
chunk, so decoded text keeps the space before it.

Restoration (restore): a decoded line with these tokens, and the source
line's own tags and values (Source, from the inline_tags transform's
read_input), gives the line with the source's tag texts (<b>,
<a href=...>) and values put back; restored_words_of says which of its
words (tags removed) each decoded piece lands in, for word alignments.
"""

import dataclasses
import re
from typing import Dict, FrozenSet, List, Optional, Sequence, Tuple

from t2t_dyn.foundation.counts import Counts
from t2t_dyn.text import alignments
from t2t_dyn.text import markup
from t2t_dyn.text.forms import WORD_BOUNDARY, pieces_to_text

MAX_TAGS = 8
MAX_PLACEHOLDERS = 8
KINDS = ("number", "url")
_PREFIX = {"number": "num", "url": "url"}
PATTERNS = {
    "number": re.compile(r"(?<!\w)\d+(?:[.,]\d+)*(?!\w)"),
    "url": re.compile(r"(?:https?://|www\.)[^\s<>]*[^\s<>.,;:!?)\]}'\"]"),
}


def opening(n: int) -> str:
  return f"<t{n}>"


def closing(n: int) -> str:
  return f"</t{n}>"


def point(n: int) -> str:
  return f"<t{n}/>"


def placeholder(kind: str, n: int, word_start: bool = False) -> str:
  """The placeholder token of the n-th value of `kind` (one of KINDS)."""
  return (WORD_BOUNDARY if word_start else "") + f"<{_PREFIX[kind]}{n}>"


OPENINGS = frozenset(opening(n) for n in range(1, MAX_TAGS + 1))
CLOSINGS = frozenset(closing(n) for n in range(1, MAX_TAGS + 1))
POINTS = frozenset(point(n) for n in range(1, MAX_TAGS + 1))
PLACEHOLDERS = frozenset(placeholder(kind, n, start) for kind in KINDS
                         for n in range(1, MAX_PLACEHOLDERS + 1)
                         for start in (False, True))
TOKENS = OPENINGS | CLOSINGS | POINTS | PLACEHOLDERS
_NUMBERED = re.compile(r"^(?:" + WORD_BOUNDARY + r")?<(/?)(t|num|url)"
                       r"([0-9]+)(/?)>$")


def well_formed(tokens: Sequence[str]) -> bool:
  """Whether the tag tokens among `tokens` (other tokens ignored) nest:
  each </tN> closes the innermost open <tN>, none is left open."""
  still_open: List[str] = []
  for token in tokens:
    if token in OPENINGS:
      still_open.append(token)
    elif token in CLOSINGS:
      if not still_open or still_open.pop() != "<" + token[2:]:
        return False
  return not still_open


@dataclasses.dataclass(frozen=True)
class Match:
  """A value found on a side: its kind and text, the token positions
  [start, end) it replaces, whether it starts its whitespace word."""
  kind: str
  value: str
  start: int
  end: int
  word_start: bool


def find_values(words: Sequence[str], kinds: Sequence[str]) -> List[Match]:
  """The matches of `kinds` over a side's tokens (without id or factor
  suffixes), in token order, on token boundaries, never across a TOKENS
  token (module docstring). They do not overlap: URLs are taken first,
  since a URL holds numbers."""
  marked = any(w.startswith(WORD_BOUNDARY) for w in words)
  found: List[Match] = []
  chunk: List[int] = []
  for k in range(len(words) + 1):
    ends_chunk = (k == len(words) or not marked or words[k] in TOKENS or
                  words[k].startswith(WORD_BOUNDARY) or
                  (chunk and words[chunk[-1]] in TOKENS))
    if chunk and ends_chunk:
      found.extend(_chunk_matches(words, chunk, kinds, marked))
      chunk = []
    if k < len(words):
      chunk.append(k)
  return found


def _chunk_matches(words, chunk: List[int], kinds, marked: bool
                   ) -> List[Match]:
  """find_values' matches within one chunk (token positions `chunk`)."""
  if words[chunk[0]] in TOKENS:
    return []
  texts = [words[k].replace(WORD_BOUNDARY, "") for k in chunk]
  bounds, at = {0: chunk[0]}, 0
  for k, text in zip(chunk, texts):
    at += len(text)
    bounds[at] = k + 1
  text, taken, found = "".join(texts), [], []
  for kind in sorted(kinds, key=lambda kind: -KINDS.index(kind)):
    for m in PATTERNS[kind].finditer(text):
      a, b = m.span()
      if (a in bounds and b in bounds and
          not any(a < y and x < b for x, y in taken)):
        taken.append((a, b))
        found.append(Match(kind, m.group(0), bounds[a], bounds[b],
                           a == 0 and (not marked or words[
                               chunk[0]].startswith(WORD_BOUNDARY))))
  return sorted(found, key=lambda match: match.start)


def replace_values(words: Sequence[str], matches: Sequence[Match],
                   numbers: Sequence[int]) -> List[Optional[str]]:
  """For each token of `words`, what takes its place: the placeholder of
  match m numbered numbers[m] at the match's first token, None (nothing)
  at its other tokens, the token itself elsewhere and for matches
  numbered 0 (kept as they are)."""
  out: List[Optional[str]] = list(words)
  for match, n in zip(matches, numbers):
    if n:
      out[match.start] = placeholder(match.kind, n, match.word_start)
      for k in range(match.start + 1, match.end):
        out[k] = None
  return out


class TargetTagError(ValueError):
  """A target line given for scoring whose tags do not nest, or one of
  whose tags has no counterpart among its source line's (callers add the
  target's file:line)."""


@dataclasses.dataclass(frozen=True)
class Source:
  """What restoration needs of a decoding input line: its tags (text.
  markup.Tag, numbered 1.. in the order they open) and its values by kind
  (the n-th is values[kind][n - 1])."""
  tags: Tuple[markup.Tag, ...]
  values: Dict[str, Tuple[str, ...]]


@dataclasses.dataclass
class RestoreCounts(Counts):
  """What restore did over one or more lines: tags and placeholders put
  back, ones the output had that the source lacks (dropped), source tags
  the output left out (lost), lines whose tag tokens did not nest (their
  tags dropped, text kept)."""
  tags: int = 0
  values: int = 0
  unknown: int = 0
  lost: int = 0
  malformed_lines: int = 0


def _value(token: str, source: Source) -> Optional[str]:
  """The source's value a placeholder (`<numN>`, `<urlN>`, with or
  without its ▁) stands for; None for a number the source lacks."""
  found = _NUMBERED.match(token)
  kind = next(k for k, p in _PREFIX.items() if p == found.group(2))
  values = source.values.get(kind, ())
  n = int(found.group(3))
  return values[n - 1] if 1 <= n <= len(values) else None


_TAG_NAME = re.compile(r"t[0-9]+")  # The name of a tag token: t1, t2, ...


def _untagged(output: str, source: Source, counts: RestoreCounts
              ) -> Tuple[str, Optional[markup.MarkedLine]]:
  """restore's first steps: the output with its placeholders replaced by
  the source's values (one the source lacks by nothing), then its tags
  read (markup.strip_tags): (its text without them, the line read; None
  when they do not nest: the text then has its tag tokens replaced by
  spaces)."""
  def value(m):
    found = _value(m.group(0), source)
    counts.values += found is not None
    counts.unknown += found is None
    return found or ""
  text = re.sub(r"<(?:num|url)[0-9]+>", value, output)
  text = " ".join(text.split())
  try:
    # Only the model's tag tokens are tags: other `<...>` it wrote (an
    # <unk>, markup spelt in pieces) is text.
    marked = markup.strip_tags(text, names=_TAG_NAME)
  except markup.MarkupError:
    counts.malformed_lines += 1
    return " ".join(re.sub(r"</?t[0-9]+/?>", " ", text).split()), None
  return marked.text, marked


def restore(output: str, source: Source) -> Tuple[str, RestoreCounts]:
  """A decoded line with the inline tokens (TOKENS without their ▁) put
  back: placeholders to source.values, tag tokens to the source's tag
  texts, glued to their words as text.markup renders. Never raises: a
  placeholder or tag number the source lacks is dropped, counted as
  unknown; output tags that do not nest leave the line without tags,
  counted as malformed. The result's whitespace words are those of the
  text without tags (_untagged), each with its tags glued on."""
  counts = RestoreCounts()
  text, marked = _untagged(output, source, counts)
  if marked is None:
    return text, counts
  tags, keep, seen = [], [], set()
  for tag in marked.tags:
    found = _NUMBERED.match(tag.opening)
    n = int(found.group(3)) if found and found.group(2) == "t" else 0
    original = source.tags[n - 1] if 1 <= n <= len(source.tags) else None
    known = (original is not None and n not in seen and
             original.is_point == tag.is_point)
    counts.tags += known
    counts.unknown += not known
    if known:
      seen.add(n)
      tag = dataclasses.replace(tag, opening=original.opening,
                                closing=original.closing)
    tags.append(tag)
    keep.append(known)
  counts.lost = len(source.tags) - len(seen)
  return markup.render(marked.text, tags, keep), counts


def restored_words_of(pieces: Sequence[str], source: Source
                      ) -> List[FrozenSet[int]]:
  """For each piece of a decoded output (the pieces decoding shows, in
  order: its text is forms.pieces_to_text(pieces)), the words of the
  restored output its characters land in: restore(text, source)'s
  whitespace words, tags removed (what a user reads; 0-based). A tag
  token lands in none; a placeholder in the word its value lands in (glued
  to the word before it when it was not word-initial), one the source
  lacks in none. Left out, every piece landing in none: an output whose
  restoration changed its characters otherwise than by those rules (text
  the model spelt in ordinary pieces that reads as a tag token or a
  placeholder, `<t1>`, `<num1>`), so no word is guessed; other `<...>`
  text is a word like any other."""
  chars = []
  for piece in pieces:
    bare = piece.replace(WORD_BOUNDARY, "")
    if bare in OPENINGS or bare in CLOSINGS or bare in POINTS:
      chars.append("")
    elif bare in PLACEHOLDERS:
      chars.append(_value(bare, source) or "")
    else:
      chars.append(bare)
  text, _ = _untagged(pieces_to_text(pieces), source, RestoreCounts())
  words = text.split()
  if "".join(chars) != "".join(words):
    return [frozenset()] * len(pieces)
  return [frozenset(found) for found in alignments.raw_words_of(words,
                                                                 chars)]
