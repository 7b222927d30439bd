"""Word alignments that follow the tokens through every transform.

In the inputs: Pharaoh lines, `i-j` pairs of 0-based indices of the
whitespace tokens (Python's str.split()) of a source and a target line. The
sharder checks them and rewrites them over the shard tokens (pretokenized
or predetokenized words): a shard token is linked to a shard token of the
other side when any raw word inside the one is linked to any raw word
inside the other.

Through the transforms each word carries its *word id*: on the Python
path as the last field of its suffix ("word￨@12", after any source
factors; see t2t_dyn.text.factors), on the native path in an int32 tensor
beside the tokens (transforms.native.follow). Within an example source
word i has id 2i + 1 and target word j id 2j + 2; NO_WORD (0) marks a
token of no word. Transforms that move, drop, copy or segment tokens move
the ids with them, and tokens a transform makes (language tokens,
insertions, SwitchOut's replacements, masks) have none: they are
unaligned. A target token with an odd (source) id is a copy of that
source word (BART's target, copy noise).

The ids are also the batches' form: "inputs_words" and "targets_words"
give each piece's id (EOS and padding NO_WORD), and "alignment" the word
links as (target id, source id) pairs. Target piece t and source piece s
are linked when both have a word and their ids are a word link or equal
(a copy): every piece of source word i to every piece of target word j,
however the draw segmented, dropped or moved them. The device builds the
piece links from these (models.guided_alignment.piece_links), so tf.data
never joins pieces.
"""

import re
from typing import Iterable, List, Optional, Sequence, Set, Tuple

from t2t_dyn.text import factors
from t2t_dyn.text.forms import WORD_BOUNDARY

Link = Tuple[int, int]
NO_WORD = 0  # The word id of a token of no word, EOS and padding.
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


# The shards' form of a line's links: each word index one character, code
# point index + _FIRST_CODE, a link two. Every such character lies between
# U+4E00 and U+D7FF: three UTF-8 bytes each, none a control character,
# whitespace, line break or surrogate, so no reader splits or strips such a
# line, and a shard's whole file is decoded by arithmetic on its bytes in a
# few element-wise ops (native_file_links), where Pharaoh text took two
# string splits and a number parse, a tenth of the pipeline's time.
SHARD_FORM = "three-byte codepoints"  # In the shard record: older rebuild.
_FIRST_CODE = 0x4E00
MAX_SHARD_INDEX = 0xD7FF - _FIRST_CODE


def to_shard_line(links: Iterable[Link]) -> str:
  """A line's (i, j) links in the shards' form. Raises: AlignmentError for
  an index over MAX_SHARD_INDEX."""
  codes = []
  for link in links:
    for index in link:
      if index > MAX_SHARD_INDEX:
        raise AlignmentError(
            f"word index {index} is over {MAX_SHARD_INDEX:,}: a line with "
            f"alignments can have at most {MAX_SHARD_INDEX + 1:,} words "
            f"a side")
      codes.append(index + _FIRST_CODE)
  return "".join(map(chr, codes))


def parse_shard_line(text: str, reverse: bool) -> List[Link]:
  """A shard's alignment line (to_shard_line's) as (i, j) pairs of the
  model's source and target: swapped for a reversed task."""
  indices = [ord(c) - _FIRST_CODE for c in text]
  pairs = list(zip(indices[0::2], indices[1::2]))
  return [(j, i) for i, j in pairs] if reverse else pairs


# Word ids.


def source_id(word: int) -> int:
  return 2 * word + 1


def target_id(word: int) -> int:
  return 2 * word + 2


def source_word(word_id: Optional[int]) -> Optional[int]:
  """The source word index of a word id, None for a target word's or no
  word's."""
  return (word_id - 1) // 2 if word_id and word_id % 2 == 1 else None


def tag(tokens: Sequence[str], ids: Iterable[int]) -> List[str]:
  """Tokens with their word id as the suffix's last field."""
  return [f"{token}{factors.SEPARATOR}{ID_MARK}{i}"
          for token, i in zip(tokens, ids)]


def untag(token: str) -> Tuple[str, Optional[int]]:
  """(the token without its word id, the id or None)."""
  found = _ID_SUFFIX.search(token)
  if found is None:
    return token, None
  return token[:found.start()], int(found.group(1))


def id_span(sides: Iterable[Sequence[str]], links: Iterable[Link]) -> int:
  """One more than the largest word id of an example's tagged tokens
  (`sides`) and links: every id of the example is below it. An example
  joined after it takes ids from there on (`shifted`), so the two keep
  their words apart."""
  largest = max([i or 0 for tokens in sides for _, i in map(untag, tokens)]
                + [i for link in links for i in link] + [0])
  return largest + 1


def shifted(tokens: Sequence[str], offset: int) -> List[str]:
  """The tokens with their word ids moved up by `offset` (tokens of no
  word as they are)."""
  out = []
  for token in tokens:
    text, i = untag(token)
    out.append(token if i is None else tag([text], [i + offset])[0])
  return out


def untag_all(tokens: Sequence[str]) -> Tuple[List[str], List[int]]:
  """(the tokens without their ids, each token's word id, NO_WORD for
  tokens without one)."""
  pairs = [untag(token) for token in tokens]
  return ([token for token, _ in pairs],
          [NO_WORD if i is None else i for _, i in pairs])


# The same in TensorFlow, on a chunk's ragged tokens. There the ids travel
# beside the tokens, as int32 RaggedTensors of the same shape
# (transforms.native's "src_provenance" / "tgt_provenance"), not in
# suffixes: no string is touched.


def native_ids(tokens, is_source: bool):
  """tf.string RaggedTensor [B, None] -> int32 RaggedTensor of the same
  shape: each word's id (source_id / target_id of its position)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  positions = tf.ragged.range(tf.cast(tokens.row_lengths(), tf.int32))
  return positions * 2 + (1 if is_source else 2)


def native_file_links(content, reverse: bool, where):
  """A shard alignment file's text (tf.string scalar: to_shard_line's
  lines, each ended by a line break, the last perhaps not) -> int32
  RaggedTensor [lines, None, 2] of each line's (target id, source id) word
  links, decoded at once by arithmetic on the file's bytes. Raises (when
  run): InvalidArgumentError naming `where` (tf.string: the file) for a
  line that is not in the shards' form."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  data = tf.io.decode_raw(content, tf.uint8)
  size = tf.size(data, out_type=tf.int64)
  newline = tf.equal(data, ord("\n"))  # No byte of a link is one.
  ends = tf.where(newline)[:, 0]
  # A last line without its line break ends at the end of the file.
  tail_start = tf.reduce_max(tf.concat([[-1], ends], 0)) + 1
  ends = tf.concat([ends, tf.boolean_mask([size], [size > tail_start])], 0)
  starts = tf.concat([[0], ends + 1], 0)[:-1]
  message = [where, "is not a shard alignment file of the form", SHARD_FORM,
             "(re-run `dyn-datagen --stage=shard`)"]
  whole_links = tf.debugging.Assert(
      tf.reduce_all(tf.equal((ends - starts) % 6, 0)), message)
  with tf.control_dependencies([whole_links]):
    firsts = tf.ragged.range(starts, ends, 3).flat_values  # Index by index.
  # 1110aaaa 10bbbbbb 10cccccc: the code point aaaabbbbbbcccccc, taken at
  # every byte and kept at each index's first (no per-byte gather).
  octets = tf.cast(data, tf.int32)
  codes = octets[:-2] * (1 << 12) + octets[1:-1] * (1 << 6) + octets[2:]
  indices = tf.gather(codes, firsts) - (
      (0xE0 << 12 | 0x80 << 6 | 0x80) + _FIRST_CODE)
  # Other bytes (Pharaoh text, other code points) fall outside the range.
  in_form = tf.debugging.Assert(
      (tf.reduce_min(indices) >= 0) &
      (tf.reduce_max(indices) <= MAX_SHARD_INDEX), message)
  with tf.control_dependencies([in_form]):
    indices = tf.identity(indices)
  pairs = tf.reshape(indices, [-1, 2])  # (i, j) in the line's order.
  if reverse:  # The model's source is the line's target: (j, i).
    ids = pairs * 2 + tf.constant([2, 1], tf.int32)  # (2i + 2, 2j + 1).
  else:
    ids = tf.reverse(pairs, axis=[1]) * 2 + tf.constant([2, 1], tf.int32)
  return tf.RaggedTensor.from_row_lengths(ids, (ends - starts) // 6,
                                          validate=False)


def native_id_spans(ids: Sequence, links):
  """int32 [B]: one more than the largest word id of each row, over the
  int32 RaggedTensors `ids` [B, None] and the `links` [B, None, 2] (1 for
  a row with none): every id of the row is below it (see id_span)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  rows = links.nrows(out_type=tf.int32)
  largest = tf.zeros([rows], tf.int32)
  for flat, row_ids in [(side.flat_values, side.value_rowids())
                        for side in ids] + [
                            (tf.reduce_max(links.flat_values, axis=1),
                             links.value_rowids())]:
    largest = tf.maximum(largest, tf.math.unsorted_segment_max(
        flat, tf.cast(row_ids, tf.int32), rows))
  return largest + 1


