"""Tag accuracy of translated markup: whether a translation's tags are
well-formed and around the words aligned to their source words, the one
measure for a model trained to carry tags (transforms.inline_tags) and
for post-hoc transfer (text.markup.transfer), so the two compare.

For a source line (text.markup.MarkedLine), a translation with tags, and
word links (source word i, target word j) between the source's text and
the translation's text (a reference alignment of the pair, e.g. eflomal's
on held-out lines, or the decoder's return_alignments):
  - the line is well-formed when its tags parse (markup.strip_tags) and
    hold each source tag exactly once (matched by their text, in order
    among tags of the same text);
  - a paired source tag over words first..last is "around" when the
    translation's tag of it covers exactly the target words from the
    first to the last one linked to any of those words;
  - a point tag before source word f is "around" when it stands before
    the first target word linked to f (a point at the source's end: at
    the translation's end);
  - a source tag none of whose words has a link cannot be judged: counted
    as unlinked, left out of the rate.
A tag of a line that is not well-formed is never around.
"""

import dataclasses
from typing import Dict, Iterable, List, Optional, Tuple

from t2t_dyn.foundation.counts import Counts
from t2t_dyn.text import markup

Link = Tuple[int, int]


@dataclasses.dataclass
class TagAccuracy(Counts):
  """Counts over one or more lines (see the module)."""
  lines: int = 0
  well_formed_lines: int = 0
  tags: int = 0
  around: int = 0
  unlinked: int = 0

  @property
  def rate(self) -> float:
    """Around-aligned tags among the tags that can be judged."""
    judged = self.tags - self.unlinked
    return self.around / judged if judged else 0.0

  def line(self) -> str:
    return (f"{self.well_formed_lines}/{self.lines} lines well-formed; "
            f"{self.around}/{self.tags - self.unlinked} tags around their "
            f"aligned words ({100 * self.rate:.1f}%), {self.unlinked} "
            f"without a link")


def _expected(tag: markup.Tag, targets: Dict[int, List[int]],
              source_words: int, target_words: int):
  """Where the tag belongs in the translation: (first, last) target words
  of a paired tag, the word a point goes before; None without a link."""
  if tag.is_point:
    if tag.first >= source_words:
      return target_words
    linked = targets.get(tag.first)
    return min(linked) if linked else None
  linked = [j for i in range(tag.first, tag.last + 1)
            for j in targets.get(i, ())]
  return (min(linked), max(linked)) if linked else None


def score(source: markup.MarkedLine, translation: str,
          links: Iterable[Link]) -> TagAccuracy:
  """The tag accuracy of one translated line (see the module)."""
  counts = TagAccuracy(lines=1, tags=len(source.tags))
  targets: Dict[int, List[int]] = {}
  for i, j in links:
    targets.setdefault(i, []).append(j)
  try:
    output = markup.strip_tags(translation)
  except markup.MarkupError:
    output = None
  found = _matched(source, output)
  if found is not None:
    counts.well_formed_lines = 1
  source_words = len(source.text.split())
  target_words = len(output.text.split()) if output is not None else 0
  for k, tag in enumerate(source.tags):
    expected = _expected(tag, targets, source_words, target_words)
    if expected is None:
      counts.unlinked += 1
      continue
    if found is None:
      continue
    placed = found[k]
    where = placed.first if placed.is_point else (placed.first, placed.last)
    counts.around += placed.is_point == tag.is_point and where == expected
  return counts


def _matched(source: markup.MarkedLine, output: Optional[markup.MarkedLine]
             ) -> Optional[List[markup.Tag]]:
  """The output's tag for each source tag, in source order, or None when
  the output does not parse or does not hold each exactly once."""
  if output is None or len(output.tags) != len(source.tags):
    return None
  by_text: Dict[Tuple[str, str], List[markup.Tag]] = {}
  for tag in output.tags:
    by_text.setdefault((tag.opening, tag.closing), []).append(tag)
  matched = []
  for tag in source.tags:
    same = by_text.get((tag.opening, tag.closing))
    if not same:
      return None
    matched.append(same.pop(0))
  return matched
