"""Word alignments that follow the tokens through every transform.

In the inputs: Pharaoh lines, `i-j` pairs of 0-based indices of the
whitespace tokens (Python's str.split()) of a source and a target line. The
sharder checks them and rewrites them over the shard tokens (pretokenized
or predetokenized words): a shard token is linked to a shard token of the
other side when any raw word inside the one is linked to any raw word
inside the other.

Through the transforms each word carries its *provenance*, an id: on the
Python path as the last field of its suffix ("word￨@12", after any source
factors; see t2t_dyn.text.factors), on the native path in an int64 tensor
beside the tokens (transforms.native.follow). Transforms that move, drop,
copy or segment tokens move it with them, and tokens a transform makes
(language tokens, insertions, SwitchOut's replacements, masks) have none:
they are unaligned. Ids are unique within a chunk: source word i of chunk row r has
2 * (r * ROW_IDS + i), target word j has 2 * (r * ROW_IDS + j) + 1. An
example's links are (source id, target id) pairs; a target token with an
even (source) id is a copy of the source token with that id (BART's
target, copy noise) and is linked to it.

At the end of the chain the ids become positions: source piece p and
target piece q are linked when their words were (every piece of source word
i to every piece of target word j). `extract` and `native_extract` return
them as (target position, source position) pairs, the batches' form.
"""

import re
from typing import Dict, Iterable, List, Optional, Sequence, Set, Tuple

from t2t_dyn.text import factors
from t2t_dyn.text.forms import WORD_BOUNDARY

Link = Tuple[int, int]
ROW_IDS = 1 << 20  # Words per row and side the ids leave room for.
FRESH_IDS = ROW_IDS // 2  # Ids a transform makes start here within a row.
ID_MARK = "@"
_ID_SUFFIX = re.compile(factors.SEPARATOR + ID_MARK + "([0-9]+)$")


class AlignmentError(ValueError):
  """An alignment line that cannot be read (callers add file:line)."""


def parse(text: str, source_words: int, target_words: int) -> List[Link]:
  """The (i, j) pairs of a Pharaoh line over lines of `source_words` and
  `target_words` words, sorted, duplicates removed. Raises: AlignmentError
  naming the pair, for an unparsable pair or an index out of range."""
  links = set()
  for number, pair in enumerate(text.split(), 1):
    left, dash, right = pair.partition("-")
    if not (dash and left.isdigit() and right.isdigit() and left.isascii()
            and right.isascii()):
      raise AlignmentError(f"pair {number} {pair!r} is not i-j (two "
                           f"non-negative word indices)")
    i, j = int(left), int(right)
    if i >= source_words or j >= target_words:
      raise AlignmentError(
          f"pair {number} {pair!r} is out of range: the source has "
          f"{source_words} words (0..{source_words - 1}), the target "
          f"{target_words} (0..{target_words - 1})")
    links.add((i, j))
  return sorted(links)


def format_links(links: Iterable[Link]) -> str:
  return " ".join(f"{i}-{j}" for i, j in links)


def alignment_error_rate(predicted: Sequence[Iterable[Link]],
                         sure: Sequence[Iterable[Link]],
                         possible: Optional[Sequence[Iterable[Link]]] = None
                         ) -> float:
  """Och & Ney (2003)'s alignment error rate of a corpus:
  1 - (|A & S| + |A & P|) / (|A| + |S|), with A the predicted links, S
  the sure and P the possible ones (P taken to hold S), each line's links
  compared within the line and the counts summed over the lines. Without
  `possible` every reference link is sure: 1 - 2|A & S| / (|A| + |S|).
  Raises: ValueError for corpora of different line counts, or no link
  at all (the rate is undefined)."""
  lines = [len(predicted), len(sure)] + ([] if possible is None
                                         else [len(possible)])
  if len(set(lines)) != 1:
    raise ValueError(f"alignment error rate: the predicted, sure (and "
                     f"possible) links have {', '.join(map(str, lines))} "
                     f"lines; they must be line-aligned")
  matched_sure = matched_possible = total = 0
  for k, (a, s) in enumerate(zip(predicted, sure)):
    a, s = set(a), set(s)
    p = s if possible is None else s | set(possible[k])
    matched_sure += len(a & s)
    matched_possible += len(a & p)
    total += len(a) + len(s)
  if not total:
    raise ValueError("alignment error rate: neither the predicted nor the "
                     "reference links hold a link")
  return 1.0 - (matched_sure + matched_possible) / total


def raw_words_of(raw_words: Sequence[str], shard_tokens: Sequence[str]
                 ) -> List[Set[int]]:
  """For each shard token, the raw words its characters come from. The
  shard form only splits words, joins them or adds ▁ markers, so the
  characters other than ▁ are the same stream on both. Raises:
  AlignmentError when they are not."""
  owner = [i for i, word in enumerate(raw_words)
           for char in word.replace(WORD_BOUNDARY, "")]
  origins: List[Set[int]] = []
  at = 0
  for token in shard_tokens:
    chars = len(token.replace(WORD_BOUNDARY, ""))
    origins.append(set(owner[at:at + chars]))
    at += chars
  if at != len(owner):
    raise AlignmentError(
        "the shard form of the line changed its characters, not only its "
        "word boundaries; its word indices cannot be mapped")
  return origins


def to_shard_tokens(links: Sequence[Link], source_origins: List[Set[int]],
                    target_origins: List[Set[int]]) -> List[Link]:
  """Raw-word links over shard tokens (see raw_words_of), sorted."""
  linked = set(links)
  return [(a, b) for a, source in enumerate(source_origins)
          for b, target in enumerate(target_origins)
          if any((i, j) in linked for i in source for j in target)]


def reversed_links(links: Sequence[Link]) -> List[Link]:
  """The links of the reversed pair (target -> source)."""
  return sorted((j, i) for i, j in links)


# Provenance ids.


def source_id(row: int, word: int) -> int:
  return 2 * (row * ROW_IDS + word)


def target_id(row: int, word: int) -> int:
  return 2 * (row * ROW_IDS + word) + 1


def tag(tokens: Sequence[str], ids: Iterable[int]) -> List[str]:
  """Tokens with their provenance id as the suffix's last field."""
  return [f"{token}{factors.SEPARATOR}{ID_MARK}{i}"
          for token, i in zip(tokens, ids)]


def untag(token: str) -> Tuple[str, Optional[int]]:
  """(the token without its provenance, the id or None)."""
  found = _ID_SUFFIX.search(token)
  if found is None:
    return token, None
  return token[:found.start()], int(found.group(1))


def tagged_links(row: int, links: Sequence[Link]) -> List[Tuple[int, int]]:
  """Word links (i, j) of chunk row `row` as (source id, target id)."""
  return [(source_id(row, i), target_id(row, j)) for i, j in links]


def extract(source: Sequence[str], target: Sequence[str],
            links: Iterable[Tuple[int, int]]
            ) -> Tuple[List[str], List[str], List[Link]]:
  """(source tokens, target tokens) without their ids, and the
  (target position, source position) links between them, sorted: each
  (source id, target id) link, and each copy (a target token whose id is a
  source id), between every token of the one and of the other."""
  source_tokens, source_ids = zip(*map(untag, source)) if source else ((),
                                                                       ())
  target_tokens, target_ids = zip(*map(untag, target)) if target else ((),
                                                                       ())
  where: Dict[int, List[int]] = {}
  for position, i in enumerate(source_ids):
    if i is not None:
      where.setdefault(i, []).append(position)
  at_target: Dict[int, List[int]] = {}
  for position, i in enumerate(target_ids):
    if i is not None:
      at_target.setdefault(i, []).append(position)
  pairs = set(links) | {(i, i) for i in at_target if i % 2 == 0}
  out = {(q, p) for a, b in pairs for p in where.get(a, ())
         for q in at_target.get(b, ())}
  return list(source_tokens), list(target_tokens), sorted(out)


# The same in TensorFlow, on a chunk's ragged tokens. There the ids travel
# beside the tokens, as int64 RaggedTensors of the same shape
# (transforms.native's "src_provenance" / "tgt_provenance"), not in
# suffixes: no string is touched.


def native_provenance(tokens, is_source: bool):
  """tf.string RaggedTensor [B, None] -> int64 RaggedTensor of the same
  shape: each word's provenance id (source_id / target_id)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  rows = tf.cast(tokens.value_rowids(), tf.int64)
  ids = 2 * (rows * ROW_IDS + _positions(tokens)) + (0 if is_source else 1)
  return tokens.with_flat_values(ids)


def native_links(pairs):
  """int64 RaggedTensor [B, None, 2] of word links (i, j) -> the rows'
  (source id, target id) links."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  rows = tf.cast(pairs.value_rowids(), tf.int64)[:, None]
  ids = 2 * (rows * ROW_IDS + pairs.flat_values) + tf.constant(
      [0, 1], tf.int64)
  return pairs.with_flat_values(ids)


def parse_shard_line(text: str, reverse: bool) -> List[Link]:
  """A shard's alignment line (checked by the sharder) as (i, j) pairs of
  the model's source and target: swapped for a reversed task."""
  pairs = [tuple(map(int, pair.split("-"))) for pair in text.split()]
  return [(j, i) for i, j in pairs] if reverse else pairs


def native_parse(lines, reverse: bool):
  """`parse_shard_line` of tf.string [B] -> int64 RaggedTensor [B, None,
  2]."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  pairs = tf.strings.split(lines)
  numbers = tf.strings.to_number(
      tf.strings.split(pairs.flat_values, "-").to_tensor(shape=[None, 2]),
      tf.int64)
  if reverse:
    numbers = tf.reverse(numbers, axis=[1])
  return tf.RaggedTensor.from_row_splits(numbers, pairs.row_splits)


def native_extract(source, target, links):
  """`extract` for a chunk: the int64 provenance RaggedTensors [B, None] of
  its pieces (-1: none) and its (source id, target id) links -> int32
  RaggedTensor [B, None, 2] of each row's (target position, source
  position) links, sorted."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  from t2t_dyn.utils import repeats  # pylint: disable=g-import-not-at-top
  source_ids, target_ids = source.flat_values, target.flat_values
  rows = source.nrows(out_type=tf.int64)
  source_pos = _positions(source)
  target_pos = _positions(target)
  copies = tf.unique(tf.boolean_mask(
      target_ids, (target_ids >= 0) & (target_ids % 2 == 0))).y
  pairs = tf.concat([tf.reshape(links.flat_values, [-1, 2]),
                     tf.stack([copies, copies], axis=1)], axis=0)
  s_order = tf.argsort(source_ids, stable=True)
  t_order = tf.argsort(target_ids, stable=True)
  s_sorted = tf.gather(source_ids, s_order)
  t_sorted = tf.gather(target_ids, t_order)
  s_lo = tf.searchsorted(s_sorted, pairs[:, 0], side="left")
  s_n = tf.searchsorted(s_sorted, pairs[:, 0], side="right") - s_lo
  t_lo = tf.searchsorted(t_sorted, pairs[:, 1], side="left")
  t_n = tf.searchsorted(t_sorted, pairs[:, 1], side="right") - t_lo
  counts = s_n * t_n
  pair_of = repeats.repeated_range(counts)
  k = tf.range(tf.reduce_sum(counts)) - tf.gather(
      tf.cumsum(counts, exclusive=True), pair_of)
  width = tf.gather(t_n, pair_of)
  s_at = tf.gather(s_order, tf.gather(s_lo, pair_of) + k // width)
  t_at = tf.gather(t_order, tf.gather(t_lo, pair_of) + k % width)
  row = tf.gather(tf.cast(source.value_rowids(), tf.int64), s_at)
  found = tf.stack([tf.gather(target_pos, t_at),
                    tf.gather(source_pos, s_at)], axis=1)
  # Rows first, then target and source positions: each row's links sorted.
  key = (row * ROW_IDS + found[:, 0]) * ROW_IDS + found[:, 1]
  order = tf.argsort(key, stable=True)
  found = tf.cast(tf.gather(found, order), tf.int32)
  lengths = tf.math.bincount(tf.gather(row, order), minlength=rows,
                             maxlength=rows, dtype=tf.int64)
  return tf.RaggedTensor.from_row_lengths(found, lengths)


def _positions(tokens):
  """int64 [N]: each flat token's position within its row."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  rows = tokens.value_rowids()
  return tf.cast(tf.range(tf.size(rows, out_type=tf.int64)) -
                 tf.gather(tokens.row_starts(), rows), tf.int64)
