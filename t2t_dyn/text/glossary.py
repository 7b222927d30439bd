"""Glossaries at decode time (dyn-decoder --glossary): a TSV file of terms
matched on each input's words, each match annotated as the terminology
transform annotated training spans (text.terms.annotation), so a model
trained with `terminology` is told which target term to use.

File. UTF-8, one entry per line: the source term, one TAB, the target
term (each one or more words). Lines that are blank (whitespace only) or
whose first non-blank character is `#` are skipped: comments (so a source
term cannot start with `#`). Every other line must hold exactly two
fields, both non-empty once stripped; else GlossaryError naming FILE:LINE.
A source term given twice (the same words after case folding, or in lemma
mode the same lemmas) with different target terms is an error naming both
lines, since neither may be dropped silently; the same entry twice is one.

Matching (Glossary.spans). Over a line's words as the task's transforms
read them (the shards' form: words split as pretokenization splits them,
so a term always matches whole words: "cat" never inside "category"):
left to right, at each word the longest source term starting there is
taken, the walk going on after it, so matches never overlap ("New York"
before "York"). Words compare case-insensitively (str.casefold), the ▁
word-start marker ignored. In lemma mode (Bergmanis & Pinnis 2021) both
the glossary's and the line's words compare as their lemmas, so "cats"
matches a glossary's "cat", and the hint the transform writes is the
target term's lemmas, as in training.

Source and target terms are brought to the shards' form by the task's
encoders (TransformTextEncoder.shard_words) before matching, so a term is
split exactly like an input line.
"""

import dataclasses
from typing import Callable, Dict, List, Optional, Sequence, Tuple

from t2t_dyn.text.forms import WORD_BOUNDARY


class GlossaryError(ValueError):
  """A glossary file that cannot be used, named by FILE:LINE."""


@dataclasses.dataclass(frozen=True)
class Entry:
  """One glossary line: its raw source and target terms, its line number."""
  source: str
  target: str
  line: int


def read(path: str) -> List[Entry]:
  """The entries of the TSV glossary at `path` (module docstring), in file
  order. Raises: GlossaryError naming PATH:LINE for a line without exactly
  two non-empty TAB-separated fields or not UTF-8; FileNotFoundError."""
  entries = []
  with open(path, "rb") as f:
    for number, raw in enumerate(f, 1):
      try:
        line = raw.decode("utf-8").rstrip("\r\n")
      except UnicodeDecodeError as e:
        raise GlossaryError(f"{path}:{number}: not UTF-8 ({e})") from None
      if not line.strip() or line.lstrip().startswith("#"):
        continue
      fields = line.split("\t")
      if len(fields) != 2 or not all(field.strip() for field in fields):
        raise GlossaryError(
            f"{path}:{number}: expected a source term, one TAB and a target "
            f"term, both non-empty; got {len(fields)} field(s): {line!r}")
      entries.append(Entry(fields[0].strip(), fields[1].strip(), number))
  return entries


def word_key(word: str, lemmatize: Optional[Callable[[str], str]] = None
             ) -> str:
  """What a glossary compares a word by: case-folded, without the ▁
  marker; with `lemmatize` (lemma mode) its lemma, of the case-folded word
  (the lemmatizer's dictionaries are lower-case)."""
  folded = word.removeprefix(WORD_BOUNDARY).casefold()
  if lemmatize is None or not folded:
    return folded
  return lemmatize(folded).casefold()


class Glossary:
  """A glossary's entries in the shards' form, ready to match lines."""

  def __init__(self, path: str, entries: Sequence[Entry],
               source_words: Callable[[str], List[str]],
               target_words: Callable[[str], List[str]],
               lemmatize: Optional[Callable[[str], str]] = None):
    """`source_words` / `target_words`: a term's words in the shards' form
    (the task's encoders); `lemmatize`: lemma mode's source lemmatizer,
    None to compare the words themselves. Raises: GlossaryError naming
    PATH:LINE for a term the encoders cannot split, or a source term given
    two different target terms (naming both lines)."""
    self.path = path
    self._lemmatize = lemmatize
    # Key words -> (target words, the line that gave them).
    self._terms: Dict[Tuple[str, ...], Tuple[List[str], int]] = {}
    for entry in entries:
      try:
        source, target = (source_words(entry.source),
                          target_words(entry.target))
      except ValueError as e:  # E.g. forms.PretokenizeError.
        raise GlossaryError(f"{path}:{entry.line}: {e}") from None
      key = tuple(self.key(word) for word in source)
      seen = self._terms.get(key)
      if seen is not None and seen[0] != target:
        raise GlossaryError(
            f"{path}:{entry.line}: source term {entry.source!r} is also at "
            f"line {seen[1]} with another target term ({' '.join(seen[0])!r}"
            f" there, {' '.join(target)!r} here); keep one")
      self._terms.setdefault(key, (target, entry.line))
    self.longest = max((len(key) for key in self._terms), default=0)

  def __len__(self) -> int:
    return len(self._terms)

  def key(self, word: str) -> str:
    """word_key of `word` in this glossary's mode."""
    return word_key(word, self._lemmatize)

  def spans(self, words: Sequence[str]) -> List[Tuple[int, int, List[str]]]:
    """(start, end, target words) of each match over `words` (the shards'
    form), left to right, longest first, not overlapping."""
    keys = [self.key(word) for word in words]
    found, a = [], 0
    while a < len(keys):
      for b in range(min(len(keys), a + self.longest), a, -1):
        term = self._terms.get(tuple(keys[a:b]))
        if term is not None:
          found.append((a, b, list(term[0])))
          a = b
          break
      else:
        a += 1
    return found

  def gives(self, words: Sequence[str], source: Sequence[str],
            target: Sequence[str]) -> bool:
    """Whether matching over `words` (a line, the shards' form) annotates
    a span of the source term `source` with the target term `target`
    (both in the shards' form): False when the term is not in the
    glossary with that target, or a longer or earlier match covers it."""
    key = tuple(self.key(word) for word in source)
    return any(tuple(self.key(word) for word in words[a:b]) == key and
               hint == list(target) for a, b, hint in self.spans(words))
