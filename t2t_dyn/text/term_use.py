"""Term use of translations: how often a glossary's target terms appear in
the output of the lines they apply to (Dinu et al. 2019's term use rate;
Bergmanis & Pinnis 2021's lemma-matched and correctly inflected rates).
The one scorer of issue 60's terminology evidence
(scripts/terminology_evidence.py), for a model decoded with or without
`dyn-decoder --glossary`.

Each scored line has the terms that apply to it (LineTerm: the glossary's
source and target term, and the reference's own form of the target term
in that line; transforms.held_out_terms writes them). For each term of a line:
  - exact: the glossary's target term appears in the output as a sequence
    of whole words, case-insensitively;
  - lemma (with a lemmatizer): the lemmas of the target term's words
    appear as a sequence among the lemmas of the output's words, so any
    inflection of the term counts;
  - inflected (with a lemmatizer): the reference's form of the term in
    that line appears as whole words, case-insensitively: the model chose
    the inflection the sentence needs, not only the lemma.
Words are the text's maximal runs of word characters (regex \\w+ after
str.casefold), so punctuation attached to a word ("súbor." at a line's
end, "(súbor)") never hides it and "súbor" never matches inside
"súborov". A term of no word characters cannot be scored: TermUseError.
"""

import dataclasses
import json
import re
from typing import Callable, Iterable, List, Optional, Sequence

from t2t_dyn.foundation.counts import Counts

_WORD = re.compile(r"\w+")


class TermUseError(ValueError):
  """Terms or outputs that cannot be scored (the message names where)."""


@dataclasses.dataclass(frozen=True)
class LineTerm:
  """A glossary entry that applies to a line: its source and target terms
  (as the glossary holds them) and the reference's form of the target term
  in that line."""
  source: str
  target: str
  reference: str


def words(text: str) -> List[str]:
  """The case-folded words of `text` (the module's definition)."""
  return _WORD.findall(text.casefold())


def _contains(haystack: Sequence[str], needle: Sequence[str]) -> bool:
  """Whether `needle` occurs in `haystack` as a contiguous sequence."""
  n = len(needle)
  return any(list(haystack[i:i + n]) == list(needle)
             for i in range(len(haystack) - n + 1))


@dataclasses.dataclass
class TermUse(Counts):
  """Counts over one or more lines: `terms` scored, and how many of them
  were used exactly, lemma-matched and correctly inflected (the last two
  stay 0 without a lemmatizer); `lines` scored, `lines_with_terms`."""
  lines: int = 0
  lines_with_terms: int = 0
  terms: int = 0
  exact: int = 0
  lemma: int = 0
  inflected: int = 0

  def rate(self, kind: str) -> float:
    """The share of terms used `kind` ("exact", "lemma", "inflected"), in
    percent; 0 without terms."""
    return 100.0 * getattr(self, kind) / self.terms if self.terms else 0.0

  def line(self) -> str:
    return (f"{self.terms} terms in {self.lines_with_terms}/{self.lines} "
            f"lines: exact {self.rate('exact'):.1f}%, lemma "
            f"{self.rate('lemma'):.1f}%, inflected "
            f"{self.rate('inflected'):.1f}%")


def score_line(output: str, line_terms: Iterable[LineTerm],
               lemmatize: Optional[Callable[[str], str]] = None) -> TermUse:
  """The term use of one translated line (the module's rules). Raises:
  TermUseError for a term without a word."""
  counts = TermUse(lines=1)
  found = words(output)
  lemmas = None
  for term in line_terms:
    target, reference = words(term.target), words(term.reference)
    if not target or not reference:
      raise TermUseError(f"term {term.source!r} -> {term.target!r} "
                         f"(reference {term.reference!r}): no word to match")
    counts.terms += 1
    counts.exact += _contains(found, target)
    if lemmatize is not None:
      if lemmas is None:
        lemmas = [lemmatize(w).casefold() for w in found]
      counts.lemma += _contains(lemmas, [lemmatize(w).casefold()
                                         for w in target])
      counts.inflected += _contains(found, reference)
  counts.lines_with_terms = int(counts.terms > 0)
  return counts


def score(outputs: Sequence[str], terms_by_line: Sequence[List[LineTerm]],
          lemmatize: Optional[Callable[[str], str]] = None,
          where: str = "outputs") -> TermUse:
  """score_line summed over line-aligned outputs and their terms. Raises:
  TermUseError naming `where` when the line counts differ, or
  `where`:LINE for a term without a word."""
  if len(outputs) != len(terms_by_line):
    raise TermUseError(f"{where} has {len(outputs)} lines, the terms "
                       f"{len(terms_by_line)}: they must be line-aligned")
  total = TermUse()
  for number, (output, line_terms) in enumerate(
      zip(outputs, terms_by_line), 1):
    try:
      total.add(score_line(output, line_terms, lemmatize))
    except TermUseError as e:
      raise TermUseError(f"{where}:{number}: {e}") from None
  return total


def write_terms(path: str, terms_by_line: Sequence[List[LineTerm]]) -> None:
  """One JSON list of {source, target, reference} per line (JSON Lines),
  line-aligned with the held-out set."""
  with open(path, "w", encoding="utf-8") as f:
    for line_terms in terms_by_line:
      f.write(json.dumps([dataclasses.asdict(t) for t in line_terms],
                         ensure_ascii=False) + "\n")


def read_terms(path: str) -> List[List[LineTerm]]:
  """write_terms' file. Raises: TermUseError naming PATH:LINE for a line
  that is not a JSON list of objects with string source, target and
  reference."""
  result = []
  with open(path, encoding="utf-8") as f:
    for number, line in enumerate(f, 1):
      try:
        items = json.loads(line)
        if not isinstance(items, list):
          raise ValueError("not a JSON list")
        line_terms = []
        for item in items:
          if (not isinstance(item, dict) or
              set(item) != {"source", "target", "reference"} or
              not all(isinstance(v, str) for v in item.values())):
            raise ValueError(f"expected {{source, target, reference}} "
                             f"strings, got {item!r}")
          line_terms.append(LineTerm(**item))
      except ValueError as e:
        raise TermUseError(f"{path}:{number}: {e}") from None
      result.append(line_terms)
  return result
