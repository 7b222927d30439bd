"""Tensor2Tensor's invertible tokenizer, the first step of SubwordTextEncoder
(its path data_generators/tokenizer.py is an alias of this module).

`encode` cuts text wherever a letter or number (Unicode category L* or N*)
meets any other character, so tokens alternate between alphanumeric runs and
runs of everything else; a run that is exactly one space between two
alphanumeric runs is left out, because `decode` puts it back: "Dude - that's
so cool." -> ["Dude", " - ", "that", "'", "s", "so", "cool", "."].
`decode(encode(s)) == s` for every string s. `corpus_token_counts` and
`vocab_token_counts` count tokens of files for a vocabulary, as
Tensor2Tensor's do.
"""

import collections
import functools
import glob
import sys
import unicodedata
from typing import Dict, FrozenSet, Iterator, List, Optional, Sequence, Tuple

from absl import logging


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


def _read_filepattern(filepattern: str, max_lines: Optional[int] = None,
                      split_on_newlines: bool = True
                      ) -> Iterator[Tuple[str, int, str]]:
  """(file, line number, text) of the files matching `filepattern`, in
  sorted order: each line stripped, or each file whole (its lines so far
  when max_lines cuts it); at most max_lines lines in all (0 or None: no
  limit). Raises: FileNotFoundError when nothing matches."""
  paths = sorted(glob.glob(filepattern))
  if not paths:
    raise FileNotFoundError(f"no file matches {filepattern}")
  read = 0
  for path in paths:
    with open(path, encoding="utf-8", errors="replace") as f:
      document = []
      for number, line in enumerate(f, 1):
        if split_on_newlines:
          yield path, number, line.strip()
        else:
          document.append(line)
        read += 1
        if max_lines and read >= max_lines:
          break
      if not split_on_newlines:
        yield path, 1, "".join(document)
    if max_lines and read >= max_lines:
      return


def corpus_token_counts(text_filepattern: str, corpus_max_lines: int,
                        split_on_newlines: bool = True
                        ) -> "collections.Counter[str]":
  """Tensor2Tensor's: the encode tokens of the files matching
  text_filepattern, counted, over at most corpus_max_lines lines (0: all);
  each line alone, or each file's text whole (newlines then count as
  tokens) when not split_on_newlines."""
  counts = collections.Counter()
  for _, _, text in _read_filepattern(text_filepattern, corpus_max_lines,
                                      split_on_newlines):
    counts.update(encode(text))
  return counts


def vocab_token_counts(text_filepattern: str, max_lines: int
                       ) -> Dict[str, int]:
  """Tensor2Tensor's: {token: count} of "token,count" lines (the last comma
  separates them) in the files matching text_filepattern, at most
  max_lines lines (0: all). A line without a comma is left out, as
  Tensor2Tensor left it, with a warning naming its file and line."""
  counts = {}
  for path, number, line in _read_filepattern(text_filepattern, max_lines):
    if "," not in line:
      logging.warning("%s:%d: not a 'token,count' line, left out: %r",
                      path, number, line)
      continue
    token, count = line.rsplit(",", 1)
    counts[token] = int(count)
  return counts
