"""Inline markup carried through translation by word alignments.

`strip_tags` takes a line with inline tags, paired (`<b>…</b>`, `<i>…</i>`,
`<a href="…">…</a>`, any name, attributes kept verbatim) or self-closing
(`<br/>`), and returns its text without them plus, per tag, the words of
that text it covers: the whitespace words (str.split()) its span overlaps,
so a tag around part of a word covers the whole word. A self-closing tag,
or a paired one around no word, is a point before the word that follows
it (after the last word: the end). Paired tags go without adding spaces:
`<b>Ex</b>ample` is the word `Example`; a self-closing tag stands between
words (`one.<br/>Two` is the words `one.` and `Two`, the point before
`Two`). Text that is not a tag (`a < b`, `&amp;`) stays as it is.

`transfer` puts the tags into a translation of that text, given Pharaoh
word links (source word i, target word j), e.g. dyn-decoder's
return_alignments:
  - a paired tag spans the target words linked to any of its words, from
    the first to the last of them ("aligned");
  - a point goes before the first target word linked to its word; a point
    at the source's end stays at the end ("aligned");
  - a tag whose words have no link takes those of the nearest source word
    that has one, outside its span, the left one first at equal distance
    ("neighbour": a paired tag then spans that word's targets, a point goes
    before them, or after them when the neighbour is on its left);
  - without any link in the line the tag goes to the end of the
    translation, a paired one as an empty element `<b></b>` ("end");
  - the output stays well-formed: a tag nested in another in the source is
    kept within its parent's target span, and a paired tag whose span would
    cross one placed before it (in source order) is cut to its part outside
    that one ("adjusted", counted besides how it was placed).
Tags are glued to their words: opening tags and points to the word after
them, closing tags to the word before; the words are joined by one space.
"""

import dataclasses
import re
from typing import Dict, Iterable, List, Optional, Sequence, Tuple

from t2t_dyn.foundation.counts import Counts

Link = Tuple[int, int]
# <name attributes>, </name>, <name attributes/>; names as XML's, roughly.
_TAG = re.compile(r"<(/?)([A-Za-z_][\w:.-]*)((?:\s+[^<>]*?)?)\s*(/?)>")
PLACEMENTS = ("aligned", "neighbour", "end")


class MarkupError(ValueError):
  """A line whose tags do not nest (callers add file:line)."""


@dataclasses.dataclass(frozen=True)
class Tag:
  """One tag of a line: its text (`opening`; `closing` "" for a
  self-closing tag), the words of the stripped text it covers (first..last;
  a point: last = first - 1, before word `first`, the word count at the
  end), and the index of the paired tag it is nested in (None: none)."""
  opening: str
  closing: str
  first: int
  last: int
  parent: Optional[int]

  @property
  def is_point(self) -> bool:
    return self.last < self.first


@dataclasses.dataclass(frozen=True)
class MarkedLine:
  """A line without its tags, and the tags in the order they open."""
  text: str
  tags: Tuple[Tag, ...]


@dataclasses.dataclass
class TransferCounts(Counts):
  """How the tags of one or more lines were placed (see the module)."""
  aligned: int = 0
  neighbour: int = 0
  end: int = 0
  adjusted: int = 0

  def line(self) -> str:
    tags = self.aligned + self.neighbour + self.end
    return (f"{tags} tags: {self.aligned} on aligned words, "
            f"{self.neighbour} at a neighbour's, {self.end} at the end "
            f"(no link); {self.adjusted} cut to keep the markup nested")


@dataclasses.dataclass
class _Found:
  """A tag while the line is read: its texts, name, nesting and span in
  the stripped text (characters start..end)."""
  opening: str
  name: str
  parent: Optional[int]
  start: int
  closing: str = ""
  end: int = -1


def _is_read(tag: Optional[re.Match], names: Optional[re.Pattern]) -> bool:
  """Whether a _TAG match is a tag strip_tags reads: any, or one whose
  name `names` fully matches."""
  return tag is not None and (names is None or
                              names.fullmatch(tag.group(2)) is not None)


def _tag_at(line: str, at: int, names: Optional[re.Pattern]):
  """The tag starting at `at` that strip_tags reads, or None."""
  tag = _TAG.match(line, at)
  return tag if _is_read(tag, names) else None


def _glues(text: List[str], line: str, after: int,
           names: Optional[re.Pattern] = None) -> bool:
  """Whether the stripped text so far and the line's text from `after`
  on (tags skipped) would join into one word."""
  before = next((piece[-1] for piece in reversed(text) if piece), " ")
  tag = _tag_at(line, after, names)
  while tag:
    after = tag.end()
    tag = _tag_at(line, after, names)
  return (after < len(line) and not before.isspace() and
          not line[after].isspace())


def strip_tags(line: str, names: Optional[re.Pattern] = None) -> MarkedLine:
  """The line's text without tags, and its tags (see the module); given
  `names`, only tags whose name it fully matches are tags, the rest of the
  line's `<...>` is text. Raises: MarkupError naming a closing tag without
  its opening or an unclosed tag."""
  text: List[str] = []
  found: List[_Found] = []
  still_open: List[int] = []
  at = length = 0
  for match in _TAG.finditer(line):
    if not _is_read(match, names):
      continue
    text.append(line[at:match.start()])
    length += match.start() - at
    at = match.end()
    closing, name, _, self_closing = match.groups()
    if not closing:
      found.append(_Found(match.group(0), name,
                          still_open[-1] if still_open else None, length,
                          end=length))
      if not self_closing:
        still_open.append(len(found) - 1)
      elif _glues(text, line, at, names):
        text.append(" ")  # Stands between words: keeps them apart.
        length += 1
      continue
    if not still_open or found[still_open[-1]].name != name:
      expected = (f"<{found[still_open[-1]].name}> is open" if still_open
                  else "no tag is open")
      raise MarkupError(f"{match.group(0)!r} at character "
                        f"{match.start() + 1}: {expected}")
    tag = found[still_open.pop()]
    tag.closing, tag.end = match.group(0), length
  if still_open:
    raise MarkupError(f"{found[still_open[-1]].opening!r} is never closed")
  text.append(line[at:])
  plain = "".join(text)
  words = [m.span() for m in re.finditer(r"\S+", plain)]
  tags = []
  for tag in found:
    covered = [k for k, (a, b) in enumerate(words)
               if a < tag.end and b > tag.start]
    if covered:
      first, last = covered[0], covered[-1]
    else:
      first = next((k for k, (_, b) in enumerate(words) if b > tag.start),
                   len(words))
      last = first - 1
    tags.append(Tag(tag.opening, tag.closing, first, last, tag.parent))
  return MarkedLine(plain, tuple(tags))


def tag_name(tag: Tag) -> str:
  """The name of a tag strip_tags read (`a` of `<a href="…">`)."""
  return _TAG.match(tag.opening).group(2)


def read_line(line: str) -> Tuple[MarkedLine, bool]:
  """(strip_tags(line), True), or, when the line's tags do not nest, (the
  line as text without tags, False): software strings hold `<choices>`,
  `<Alt>` as words, and a decoder that reads markup still translates them."""
  try:
    return strip_tags(line), True
  except MarkupError:
    return MarkedLine(line, ()), False


def _targets_by_source(links: Iterable[Link]) -> Dict[int, List[int]]:
  by_source: Dict[int, List[int]] = {}
  for i, j in links:
    by_source.setdefault(i, []).append(j)
  return by_source


def _neighbour(tag: Tag, targets: Dict[int, List[int]], words: int
               ) -> Optional[Tuple[int, List[int]]]:
  """(the nearest source word with links outside the tag's words, its
  targets), the left one first at equal distance; None without one."""
  for distance in range(1, words + 1):
    for word in (tag.first - distance, tag.last + distance):
      if 0 <= word < words and word in targets:
        return word, targets[word]
  return None


def _place(tag: Tag, targets: Dict[int, List[int]], source_words: int,
           target_words: int) -> Tuple[str, object]:
  """(placement, (first, last) target words of a paired tag, or the target
  word a point goes before)."""
  if tag.is_point and tag.first == source_words:
    return "aligned", target_words
  own = sorted(j for i in range(tag.first, max(tag.last, tag.first) + 1)
               for j in targets.get(i, ()))
  if own:
    return "aligned", own[0] if tag.is_point else (own[0], own[-1])
  near = _neighbour(tag, targets, source_words)
  if near is None:
    return "end", target_words
  word, js = near
  if not tag.is_point:
    return "neighbour", (min(js), max(js))
  return "neighbour", max(js) + 1 if word < tag.first else min(js)


def render(text: str, tags: Sequence[Tag],
           keep: Optional[Sequence[bool]] = None) -> str:
  """The words of `text` (str.split()) with `tags` glued on, as strip_tags
  reads them (opening tags and points to the word after them, closing tags
  to the word before), joined by one space: render(*strip_tags(line))
  gives the line back up to whitespace between words. Tags whose `keep`
  is False are left out (their nested tags stay)."""
  spans: List[Optional[Tuple[int, int]]] = []
  points: List[Optional[int]] = []
  for k, tag in enumerate(tags):
    kept = keep is None or keep[k]
    spans.append((tag.first, tag.last) if kept and not tag.is_point
                 else None)
    points.append(tag.first if kept and tag.is_point else None)
  return _render(text.split(), tags, spans, points)


def _crossing(span, other) -> bool:
  (a, b), (c, d) = span, other
  return (a < c <= b < d) or (c < a <= d < b)


def _outside(span, other):
  """The part of `span` outside `other`, which it crosses."""
  (a, b), (c, d) = span, other
  return (a, c - 1) if a < c else (d + 1, b)


def transfer(marked: MarkedLine, translation: str,
             links: Iterable[Link]) -> Tuple[str, TransferCounts]:
  """The translation with the marked line's tags put back through the word
  links (source word, target word), and how they were placed (see the
  module)."""
  words = translation.split()
  source_words = len(marked.text.split())
  targets = _targets_by_source(links)
  counts = TransferCounts()
  spans: List[Optional[Tuple[int, int]]] = []  # Paired tags with words.
  points: List[Optional[int]] = []  # Tags placed before a target word.
  for tag in marked.tags:
    placement, where = _place(tag, targets, source_words, len(words))
    setattr(counts, placement, getattr(counts, placement) + 1)
    if isinstance(where, tuple):
      span, adjusted = _nested(where, tag, marked.tags, spans)
      counts.adjusted += adjusted
      spans.append(span)
      points.append(None)
    else:
      parent = spans[tag.parent] if tag.parent is not None else None
      if parent is not None and placement != "end":
        where = min(max(where, parent[0]), parent[1])
      spans.append(None)
      points.append(where)
  return _render(words, marked.tags, spans, points), counts


def _nested(span, tag: Tag, tags: Sequence[Tag],
            placed: Sequence[Optional[Tuple[int, int]]]):
  """(span kept within its parent's span and crossing no placed span,
  whether it had to change)."""
  original = span
  parent = placed[tag.parent] if tag.parent is not None else None
  if parent is not None:
    span = (max(span[0], parent[0]), min(span[1], parent[1]))
    if span[0] > span[1]:
      span = parent
  changed = True
  while changed:
    changed = False
    for other in placed:
      if other is not None and _crossing(span, other):
        span, changed = _outside(span, other), True
  return span, span != original


def _ancestors(tags: Sequence[Tag], k: int) -> set:
  """The indices of the tags tag k is nested in."""
  found, parent = set(), tags[k].parent
  while parent is not None:
    found.add(parent)
    parent = tags[parent].parent
  return found


def _render(words: Sequence[str], tags: Sequence[Tag],
            spans: Sequence[Optional[Tuple[int, int]]],
            points: Sequence[Optional[int]]) -> str:
  """Words with each tag's text glued on: before[q] to the front of word q
  (openings, outer first; each point after its ancestors' openings and
  before the first other opening that comes after it in the source),
  after[q] to the end of word q (closings, inner
  first)."""
  n = len(words)
  before: List[List[Tuple[int, str]]] = [[] for _ in range(n + 1)]
  after: List[List[str]] = [[] for _ in range(n)]
  order = sorted((k for k, span in enumerate(spans) if span is not None),
                 key=lambda k: (spans[k][0], -spans[k][1], k))
  for k in order:
    before[spans[k][0]].append((k, tags[k].opening))
  for k in reversed(order):
    after[spans[k][1]].append(tags[k].closing)
  for k, where in enumerate(points):
    if where is None:
      continue
    items = before[where]
    ancestors = _ancestors(tags, k)
    inside = max([i + 1 for i, (other, _) in enumerate(items)
                  if other in ancestors] + [0])
    at = next((i for i in range(inside, len(items))
               if items[i][0] > k and spans[items[i][0]] is not None),
              len(items))
    items.insert(at, (k, tags[k].opening + tags[k].closing))
  glued = ["".join(text for _, text in items) for items in before]
  pieces = [glued[q] + words[q] + "".join(after[q]) for q in range(n)]
  if glued[n]:
    if pieces:
      pieces[-1] += glued[n]
    else:
      pieces.append(glued[n])
  return " ".join(pieces)
