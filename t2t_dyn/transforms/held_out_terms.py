"""A glossary and tagged lines drawn from a HELD-OUT parallel set's word
alignments, never from training pairs: the inputs of issue 60's
terminology and inline-tags evidence (scripts/terminology_evidence.py).

Terms (build_glossary). Each held-out pair's words are its lines'
whitespace words (str.split(), as eflomal and the shards' alignment files
count them) and its links Pharaoh (source word, target word) pairs. A
candidate term is an eligible span of the terminology transform's own rule
(transforms.terminology.eligible_spans: a gap-free consistent phrase pair
of 1..max_span words a side), so a glossary term is exactly what training
annotates. Each side's text is the span's words joined by one space,
punctuation at its two ends cut ("Nový York." -> "Nový York"). A candidate
is skipped, and counted by reason, when
  - not_words: a word of either side has no letter (numbers, symbols);
  - short: no word of one side has min_chars characters (function
    words: "the", "v", "na");
  - copy: both sides are the same words, case-insensitively (names and
    untranslated strings: a model copies them anyway, and they would
    inflate term use).
Of a line's remaining candidates at most max_terms_per_line are drawn
(random.Random(seed), one draw sequence over the lines in order), never
overlapping; a line without any is counted (lines_without_term).

One glossary entry per source term (its key: by default its case-folded
words; the caller gives the key the decoder will match it by, e.g. the
lemmas of its pretokenized words for a lemma-mode model, so that no two
entries a decoder would read as one source term are written): the target
terms the lines gave it are grouped by their key (case-folded words, or
their lemmas when a target lemmatizer is given, so that a term's
inflections are one target), the key most lines gave wins (the first seen
on a tie), and its most frequent form (the first seen on a tie) is the
glossary's target. A line whose target term had another key keeps no term
for it (counted conflicting_target: `dyn-decoder --glossary` refuses a
source term with two targets). Each line keeps the entries drawn from it
(term_use.LineTerm, with the line's own form of the target as the
reference).

Tags (tag_lines). At most one eligible span a line (any words: markup goes
around anything), drawn with random.Random(seed), goes between `<b>` and
`</b>` on the source side; a line without an eligible span stays untagged
and is counted.
"""

import collections
import dataclasses
import random
import re
from typing import Callable, Dict, List, Optional, Sequence, Tuple

from t2t_dyn.text import alignments
from t2t_dyn.text import glossary
from t2t_dyn.text import markup
from t2t_dyn.text.term_use import LineTerm
from t2t_dyn.transforms.terminology import eligible_spans

Link = Tuple[int, int]  # (source word, target word)
SKIP_REASONS = ("not_words", "short", "copy")
_EDGE_PUNCTUATION = re.compile(r"^\W+|\W+$")


class HeldOutError(ValueError):
  """Held-out data that cannot be used (the message names where)."""


@dataclasses.dataclass
class BuiltGlossary:
  """build_glossary's result: the glossary's (source, target) entries in
  first-seen order, each line's terms (line-aligned), and what was counted:
  candidates, each skip reason, drawn, lines_without_term,
  conflicting_target."""
  entries: List[Tuple[str, str]]
  terms_by_line: List[List[LineTerm]]
  counts: Dict[str, int]

  def tsv(self) -> str:
    """The entries as `dyn-decoder --glossary` reads them (text.glossary)."""
    return "".join(f"{s}\t{t}\n" for s, t in self.entries)


def spans(src_words: Sequence[str], tgt_words: Sequence[str],
          links: Sequence[Link], max_span: int
          ) -> List[Tuple[int, int, int, int]]:
  """(a, b, c, d) of each eligible span: source words [a, b), target words
  [c, d) (transforms.terminology's rule), in source order."""
  src_ids = [alignments.source_id(i) for i in range(len(src_words))]
  tgt_ids = [alignments.target_id(j) for j in range(len(tgt_words))]
  found = eligible_spans(src_ids, tgt_ids, [
      (alignments.target_id(j), alignments.source_id(i)) for i, j in links],
                         max_span)
  return [(a, b, c, d) for a, ends in sorted(found.items())
          for b, (c, d) in sorted(ends.items())]


def _text(words: Sequence[str]) -> str:
  return _EDGE_PUNCTUATION.sub("", " ".join(words))


def _skip_reason(source: str, target: str, min_chars: int) -> Optional[str]:
  sides = (source.split(), target.split())
  if any(not side or not all(any(ch.isalpha() for ch in w) for w in side)
         for side in sides):
    return "not_words"
  if any(max(len(w) for w in side) < min_chars for side in sides):
    return "short"
  if source.casefold() == target.casefold():
    return "copy"
  return None


def _check(src_lines, tgt_lines, links_by_line) -> None:
  if not len(src_lines) == len(tgt_lines) == len(links_by_line):
    raise HeldOutError(
        f"held-out set: {len(src_lines)} source lines, {len(tgt_lines)} "
        f"target lines, {len(links_by_line)} alignment lines: they must be "
        f"line-aligned")
  for number, (src, tgt, links) in enumerate(
      zip(src_lines, tgt_lines, links_by_line), 1):
    n_src, n_tgt = len(src.split()), len(tgt.split())
    bad = [(i, j) for i, j in links if not (0 <= i < n_src and 0 <= j < n_tgt)]
    if bad:
      raise HeldOutError(f"alignment line {number}: link {bad[0][0]}-"
                         f"{bad[0][1]} beyond the pair's {n_src} source / "
                         f"{n_tgt} target words")


def build_glossary(src_lines: Sequence[str], tgt_lines: Sequence[str],
                   links_by_line: Sequence[Sequence[Link]], *,
                   max_span: int = 3, min_chars: int = 4,
                   max_terms_per_line: int = 1, seed: int = 0,
                   lemmatize: Optional[Callable[[str], str]] = None,
                   source_key: Optional[Callable[[str], Tuple[str, ...]]]
                   = None) -> BuiltGlossary:
  """The glossary of the held-out pairs (the module's rules); `lemmatize`:
  the target language's lemmatizer, grouping a term's inflections;
  `source_key`: what identifies a source term (default: its case-folded
  words). Raises:
  HeldOutError for sides or links that are not line-aligned or a link
  beyond its line's words (naming the line)."""
  _check(src_lines, tgt_lines, links_by_line)
  counts = collections.Counter({k: 0 for k in (
      "candidates", *SKIP_REASONS, "drawn", "lines_without_term",
      "conflicting_target")})
  rng = random.Random(seed)
  drawn_by_line = []
  for src, tgt, links in zip(src_lines, tgt_lines, links_by_line):
    src_words, tgt_words = src.split(), tgt.split()
    candidates = []
    for a, b, c, d in spans(src_words, tgt_words, links, max_span):
      counts["candidates"] += 1
      pair = (_text(src_words[a:b]), _text(tgt_words[c:d]))
      reason = _skip_reason(*pair, min_chars)
      if reason:
        counts[reason] += 1
      else:
        candidates.append((a, b, pair))
    rng.shuffle(candidates)
    taken, used = [], set()
    for a, b, pair in candidates:
      if len(taken) < max_terms_per_line and used.isdisjoint(range(a, b)):
        taken.append((a, pair))
        used.update(range(a, b))
    counts["drawn"] += len(taken)
    counts["lines_without_term"] += not taken
    drawn_by_line.append([pair for _, pair in sorted(taken)])

  if source_key is None:
    source_key = lambda source: tuple(map(glossary.word_key, source.split()))

  def target_key(target: str) -> Tuple[str, ...]:
    return tuple(glossary.word_key(w, lemmatize) for w in target.split())
  # Source key -> target key -> forms, in first-seen order.
  seen: Dict[Tuple[str, ...], Dict[Tuple[str, ...], collections.Counter]] = {}
  for line in drawn_by_line:
    for source, target in line:
      forms = seen.setdefault(source_key(source), {})
      forms.setdefault(target_key(target), collections.Counter())[target] += 1
  chosen: Dict[Tuple[str, ...], Tuple[Tuple[str, ...], str]] = {}
  entries = []
  for line in drawn_by_line:
    for source, _ in line:
      key = source_key(source)
      if key in chosen:
        continue
      targets = seen[key]
      best = max(targets, key=lambda k: sum(targets[k].values()))
      form = targets[best].most_common(1)[0][0]
      chosen[key] = (best, form)
      entries.append((source, form))
  terms_by_line = []
  for line in drawn_by_line:
    kept = []
    for source, target in line:
      best, form = chosen[source_key(source)]
      if target_key(target) != best:
        counts["conflicting_target"] += 1
        continue
      kept.append(LineTerm(source, form, target))
    terms_by_line.append(kept)
  return BuiltGlossary(entries, terms_by_line, dict(counts))


def tag_lines(src_lines: Sequence[str], tgt_lines: Sequence[str],
              links_by_line: Sequence[Sequence[Link]], *, max_span: int = 3,
              seed: int = 0) -> Tuple[List[str], int]:
  """(each source line with one eligible span between <b> and </b>, the
  number of lines left untagged: no eligible span, or `<...>` text of its
  own that reads as a tag, which would not be told from the one added).
  Raises: as build_glossary."""
  _check(src_lines, tgt_lines, links_by_line)
  rng, tagged, untagged = random.Random(seed), [], 0
  for src, tgt, links in zip(src_lines, tgt_lines, links_by_line):
    words = src.split()
    found = spans(words, tgt.split(), links, max_span)
    marked, read = markup.read_line(src)
    if not found or marked.tags or not read:
      untagged += 1
      tagged.append(" ".join(words))
      continue
    a, b, _, _ = found[rng.randrange(len(found))]
    tagged.append(" ".join(words[:a] + ["<b>" + " ".join(words[a:b]) +
                           "</b>"] + words[b:]))
  return tagged, untagged
