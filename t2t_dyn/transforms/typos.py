"""typos: robustness noise on the source's characters, as OpusTrainer's Typos
modifier: each kind of typo with its own probability per sentence.

In this order, each kind happens to a training source with its probability,
once, at a position drawn uniformly among those where it can happen:
  char_swap      two adjacent characters of a word trade places
  missing_char   a character of a word of 2+ characters is left out
  extra_char     a QWERTY keyboard neighbour is typed after a letter
  repeated_char  a character is typed twice
  skipped_space  two adjacent words run together
  random_space   a word is split in two
Characters are those of the source's words; ▁ word-boundary marks stay
where words start. Put typos before segmentation and language tokens: the
segmentation then splits the misspelt words into subwords of its
vocabulary (words missing from its cache go through the model).

With word alignments a misspelt word keeps its word's provenance (and
factors): both halves of a split word keep it, and two words run together
keep the first one's. Such tasks run this transform in Python: the native
twin works on the line's characters and does not see provenance.
"""

from typing import Dict, List, Sequence, Tuple

from t2t_dyn.foundation import registry
from t2t_dyn.text import factors
from t2t_dyn.text.forms import WORD_BOUNDARY
from t2t_dyn.transforms.base import Param, Transform, probability

KINDS = ("char_swap", "missing_char", "extra_char", "repeated_char",
         "skipped_space", "random_space")
_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")


def _keyboard_neighbours() -> Dict[str, str]:
  """Each letter's neighbours on a QWERTY keyboard (same row left and
  right, and the touching keys of the rows above and below), both cases."""
  where = {key: (r, c) for r, row in enumerate(_ROWS)
           for c, key in enumerate(row)}
  neighbours = {}
  for key, (r, c) in where.items():
    around = [(r, c - 1), (r, c + 1), (r - 1, c), (r - 1, c + 1),
              (r + 1, c - 1), (r + 1, c)]
    near = "".join(_ROWS[i][j] for i, j in around
                   if 0 <= i < len(_ROWS) and 0 <= j < len(_ROWS[i]))
    neighbours[key] = near
    neighbours[key.upper()] = near.upper()
  return neighbours


NEIGHBOURS = _keyboard_neighbours()


def _is_char(c: str) -> bool:
  return c not in (" ", WORD_BOUNDARY)


def eligible(kind: str, chars: Sequence[str]) -> List[int]:
  """The positions of `chars` (a source's words joined by spaces) where a
  typo of `kind` can happen."""
  n = len(chars)
  if kind == "char_swap":
    return [i for i in range(n - 1) if _is_char(chars[i])
            and _is_char(chars[i + 1])]
  if kind == "missing_char":
    return [i for i in range(n) if _is_char(chars[i]) and (
        (i > 0 and _is_char(chars[i - 1])) or
        (i + 1 < n and _is_char(chars[i + 1])))]
  if kind == "extra_char":
    return [i for i in range(n) if chars[i] in NEIGHBOURS]
  if kind == "repeated_char":
    return [i for i in range(n) if _is_char(chars[i])]
  if kind == "skipped_space":
    return [i for i in range(n) if chars[i] == " "]
  if kind == "random_space":  # Before position i, inside a word.
    return [i for i in range(1, n) if _is_char(chars[i - 1])
            and _is_char(chars[i])]
  raise ValueError(kind)


def typo(kind: str, chars: List[str], i: int, marked: bool,
         pick: int = 0) -> List[str]:
  """`chars` with a typo of `kind` at position i (`pick`: which keyboard
  neighbour for extra_char); `marked`: words start with ▁."""
  if kind == "char_swap":
    return chars[:i] + [chars[i + 1], chars[i]] + chars[i + 2:]
  if kind == "missing_char":
    return chars[:i] + chars[i + 1:]
  if kind == "extra_char":
    return chars[:i + 1] + [NEIGHBOURS[chars[i]][pick]] + chars[i + 1:]
  if kind == "repeated_char":
    return chars[:i + 1] + [chars[i]] + chars[i + 1:]
  if kind == "skipped_space":
    skip = 2 if i + 1 < len(chars) and chars[i + 1] == WORD_BOUNDARY else 1
    return chars[:i] + chars[i + skip:]
  if kind == "random_space":
    return chars[:i] + ([" ", WORD_BOUNDARY] if marked else [" "]) + chars[i:]
  raise ValueError(kind)


@registry.register_transform("typos")
class Typos(Transform):
  """Typos on training sources (see the module docstring); none at
  inference."""

  parameters = {
      f"typo_{kind}": Param(0.01, f"probability of a {kind} typo per "
                            f"sentence", probability, "a number in [0, 1]")
      for kind in KINDS}

  def _probabilities(self) -> List[Tuple[str, float]]:
    return [(kind, float(self.options[f"typo_{kind}"])) for kind in KINDS]

  carries_alignment = True

  def apply(self, batch, is_train, stats):
    if not is_train:
      return batch
    for example in batch:
      words, suffixes = factors.words_and_suffixes(example.src)
      marked = any(t.startswith(WORD_BOUNDARY) for t in words)
      chars = [_OwnedChar(c, word) for word, token in enumerate(words)
               for c in token + " "][:-1]
      rng = example.rng
      for kind, p in self._probabilities():
        if rng.random() >= p:
          continue
        places = eligible(kind, chars)
        if not places:
          continue
        i = places[rng.randrange(len(places))]
        pick = (rng.randrange(len(NEIGHBOURS[chars[i]]))
                if kind == "extra_char" else 0)
        chars = typo(kind, chars, i, marked, pick)
        stats.add(self.task_name, self.name, kind)
      example.src = _tokens(chars, suffixes)
    return batch

  def native(self, is_train):
    if self.suffixed("src"):
      return None  # See the module docstring.
    from t2t_dyn.transforms import typos_native  # pylint: disable=g-import-not-at-top
    return typos_native.typos_fn(self._probabilities(), NEIGHBOURS, is_train)


class _OwnedChar(str):
  """A character of the source that knows its word (characters a typo
  adds are plain str and belong to none)."""
  word: int

  def __new__(cls, char: str, word: int):
    self = super().__new__(cls, char)
    self.word = word
    return self


def _tokens(chars: Sequence[str], suffixes: Sequence[str]) -> List[str]:
  """The words of the typed characters, each with the suffix of the word
  its first original character came from (a word of typed characters
  only, split off after them, belongs to the word they were typed in)."""
  tokens = []
  for text in "".join(chars).split(" "):
    if text:
      tokens.append([text, None])
  at, last = 0, None
  for token in tokens:
    while chars[at] == " ":
      at += 1
    end = at + len(token[0])
    owners = [c.word for c in chars[at:end] if isinstance(c, _OwnedChar)
              and c != WORD_BOUNDARY]
    token[1] = owners[0] if owners else last
    last = owners[-1] if owners else last
    at = end
  return [text + (suffixes[word] if word is not None else "")
          for text, word in tokens]
