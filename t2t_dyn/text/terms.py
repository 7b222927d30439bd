"""Terminology annotations on the source (transforms.terminology).

An annotated source span reads, in the modes of Dinu et al. (2019) and
Bergmanis & Pinnis (2021):
  append:  TERM_START source words TERM_SEP target words TERM_END
  replace: TERM_START target words TERM_END
  lemma:   TERM_START source words TERM_SEP target lemmas TERM_END
The tags are fixed reserved tokens (vocabulary specials), so noise
transforms and a decoder's glossary step recognise annotations without
knowing a task's options. The tags have no word id (unaligned); each hint
token carries the word id of the target word it names (a copy of that
word, as text.alignments defines copies), so its pieces stay tied to it.
"""

import re
from typing import List, Sequence

from t2t_dyn.text import alignments
from t2t_dyn.text import inline

TERM_START = "<term_start>"
TERM_SEP = "<term_sep>"
TERM_END = "<term_end>"
TAGS = (TERM_START, TERM_SEP, TERM_END)
MODES = ("append", "replace", "lemma")
# What opens and closes a region noise keeps (annotated).
_STARTS = frozenset((TERM_START,)) | (inline.OPENINGS | inline.POINTS |
                                      inline.PLACEHOLDERS)
_ENDS = frozenset((TERM_END,)) | inline.CLOSINGS | inline.PLACEHOLDERS
# Every token a transform may put among the words: the default of
# annotated's `specials` (a chain after both terminology and inline_tags).
RESERVED = frozenset(TAGS) | inline.TOKENS


def annotation(mode: str, source: Sequence[str], hint: Sequence[str]
               ) -> List[str]:
  """One annotated span in `mode` (one of MODES): the source words, then
  the hint (the target words, or in lemma mode their lemmas, made by the
  caller), between the tags; replace leaves the source words out. The one
  place an annotation is written: training (transforms.terminology) and a
  decoder's glossary (text.glossary) write the same tokens for the same
  span. Raises: ValueError for another mode."""
  if mode not in MODES:
    raise ValueError(f"terminology mode {mode!r}: expected one of "
                     f"{', '.join(MODES)}")
  source = [] if mode == "replace" else list(source) + [TERM_SEP]
  return [TERM_START] + source + list(hint) + [TERM_END]


def annotated(tokens: Sequence[str], specials=RESERVED) -> List[bool]:
  """For each token, whether it lies in an annotation, tags included: a
  terminology annotation (TERM_START up to its TERM_END), an inline tag's
  span (text.inline: <tN> up to its </tN>), a placeholder (the token
  alone) and a point tag with the token after it (the word it stands
  before: noise that moved or dropped it would move the point). An
  unclosed one runs to the end. Noise keeps all of them as they are
  (Transform.keeps_terms).

  Only the tokens among `specials` count: those the chain's transforms
  before the noise put among the words (Transform.follows_terms), so in a
  chain without terminology or inline_tags a literal "<t1>" or
  "<term_start>" of the input text is a word like any other, on both
  paths (native_annotated). Where they do count, the input's own copies
  still do not: on the Python path an aligned task's words carry their
  word id suffix ("<t1>￨@3", text.alignments), which no tag has (tags
  are unaligned), and terminology and inline_tags need alignments."""
  starts, ends = _STARTS & frozenset(specials), _ENDS & frozenset(specials)
  if starts.isdisjoint(tokens):  # The common case: one C-speed scan.
    return [False] * len(tokens)
  depth, points, mask = 0, 0, []
  for token in tokens:
    if token in starts:
      depth += 1
    mask.append(depth > 0)
    if token in ends:
      depth = max(depth - 1, 0)
    if token in inline.POINTS and token in starts:
      points += 1
    elif points:  # The token after the points ends their regions.
      depth, points = max(depth - points, 0), 0
  return mask


def free_positions(tokens: Sequence[str], specials=RESERVED) -> List[int]:
  """The positions of `tokens` outside annotations (annotated, over
  `specials`): the ones noise may change (all of them when there is no
  annotation)."""
  return [i for i, inside in enumerate(annotated(tokens, specials))
          if not inside]


def native_annotated(values, specials=RESERVED, provenance=None):
  """annotated() over a chunk's flat tokens (tf.string [N]), rows one
  after the other: bool [N]. `specials`: the specials put among the words
  before the noise (Transform.follows_terms); only those are looked for,
  so a chain with terminology alone runs the graph it ran before
  inline_tags existed, and a chain with neither calls none of this.
  `provenance` (the side's word ids, transforms.native, when the task has
  alignments): a token with a word id is a word of the input, never a
  tag, as its id suffix makes it on the Python path (annotated). So only
  the transforms' own tags count: every row's annotations close, and a
  point tag always has its word after it in its row (terminology and
  inline_tags write them so and noise keeps them), so a count over the
  flat tokens never crosses into the next row."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  specials = frozenset(specials)

  def among(tokens):
    tokens = sorted(tokens & specials)
    if not tokens:
      return tf.zeros(tf.shape(values), tf.int32)
    if len(tokens) == 1:
      found = tf.equal(values, tokens[0])
    else:
      found = tf.strings.regex_full_match(values, "|".join(
          re.escape(token) for token in tokens))
    if provenance is not None:  # A word of the input is no tag.
      found &= tf.equal(provenance.flat_values, alignments.NO_WORD)
    return tf.cast(found, tf.int32)
  starts = among(frozenset((TERM_START,)))
  ends = among(frozenset((TERM_END,)))
  if inline.TOKENS & specials:
    points = among(inline.POINTS)
    placeholders = among(inline.PLACEHOLDERS)
    starts += among(inline.OPENINGS) + points + placeholders
    # A point's region ends after the token that follows it.
    ends += among(inline.CLOSINGS) + placeholders + tf.concat(
        [tf.zeros([1], tf.int32), points[:-1]], 0)
  return tf.cumsum(starts) - tf.cumsum(ends, exclusive=True) > 0
