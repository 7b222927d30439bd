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

import numpy as np

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


# The shards' form of a file of links: binary, little-endian, read whole
# and decoded by tf.io.decode_raw (native_file_links), with no per-byte
# arithmetic, line search or inflate:
#   SHARD_MAGIC (8 bytes)
#   every line's links in turn, each (i, j) as two uint16 word indices
#   int32 link count of each line, in file order
#   int32 number of lines
# The counts come last so a writer streams the links and keeps only a
# count a line. Indices are uint16: a side of an aligned line has at most
# MAX_SHARD_INDEX + 1 words, refused at sharding naming the file and line.
SHARD_FORM = "uint16 links, line counts last"  # Shard record: else rebuild.
SHARD_MAGIC = b"T2TLINKS"
MAX_SHARD_INDEX = 0xFFFF
_INDEX = np.dtype("<u2")
_COUNT = np.dtype("<i4")
LINK_BYTES = 2 * _INDEX.itemsize


def shard_link_bytes(links: Sequence[Link]) -> bytes:
  """A line's (i, j) links as the shard file holds them, LINK_BYTES a
  link. Raises: AlignmentError for a word index over MAX_SHARD_INDEX."""
  largest = max((max(link) for link in links), default=0)
  if largest > MAX_SHARD_INDEX:
    raise AlignmentError(
        f"word index {largest} is over {MAX_SHARD_INDEX:,}: a line with "
        f"alignments can have at most {MAX_SHARD_INDEX + 1:,} words a side")
  return np.asarray(links, _INDEX).tobytes()


def shard_file_tail(counts: Sequence[int]) -> bytes:
  """What follows the links in a shard file of lines of `counts` links."""
  return (np.asarray(counts, _COUNT).tobytes() +
          np.asarray([len(counts)], _COUNT).tobytes())


def read_shard_file(data: bytes) -> List[List[Link]]:
  """A whole shard alignment file's lines of (i, j) links, in file order
  (Python's reader; the pipeline's is native_file_links). Raises:
  AlignmentError for bytes not in the form."""
  if len(data) < len(SHARD_MAGIC) + 4 or not data.startswith(SHARD_MAGIC):
    raise AlignmentError(f"not a shard alignment file of the form "
                         f"{SHARD_FORM!r}")
  n = int(np.frombuffer(data[-4:], _COUNT)[0])
  counts_at = len(data) - 4 - 4 * n
  if n < 0 or counts_at < len(SHARD_MAGIC) or (
      counts_at - len(SHARD_MAGIC)) % 4:
    raise AlignmentError(f"a shard alignment file of {n} lines cannot be "
                         f"{len(data)} bytes")
  counts = np.frombuffer(data[counts_at:-4], _COUNT)
  indices = np.frombuffer(data[len(SHARD_MAGIC):counts_at], _INDEX)
  if counts.min(initial=0) < 0 or 2 * counts.sum() != indices.size:
    raise AlignmentError(f"a shard alignment file's line counts (sum "
                         f"{counts.sum()}) do not match its "
                         f"{indices.size / 2:g} links")
  pairs = [(int(i), int(j)) for i, j in indices.reshape(-1, 2)]
  ends = np.cumsum(counts)
  return [pairs[end - count:end] for count, end in zip(counts, ends)]


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
  """A shard alignment file's bytes (tf.string scalar, see SHARD_MAGIC)
  -> int32 RaggedTensor [lines, None, 2] of each line's (target id, source
  id) word links, reversed for a task whose source is the file's target.
  Raises (when run): InvalidArgumentError naming `where` (tf.string: the
  file) for bytes not in the form."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  message = [where, "is not a shard alignment file of the form", SHARD_FORM,
             "(re-run `dyn-datagen --stage=shard`)"]
  size = tf.strings.length(content)
  head = len(SHARD_MAGIC)
  framed = tf.debugging.Assert(
      (size >= head + 4) &
      tf.equal(tf.strings.substr(content, 0, head), SHARD_MAGIC), message)
  with tf.control_dependencies([framed]):
    n = tf.io.decode_raw(tf.strings.substr(content, size - 4, 4),
                         tf.int32)[0]
  counts_at = size - 4 - 4 * n
  counted = tf.debugging.Assert(
      (n >= 0) & (counts_at >= head) & tf.equal((counts_at - head) % 4, 0),
      message)
  with tf.control_dependencies([counted]):
    counts = tf.io.decode_raw(tf.strings.substr(content, counts_at, 4 * n),
                              tf.int32)
    indices = tf.io.decode_raw(
        tf.strings.substr(content, head, counts_at - head), tf.uint16)
  whole = tf.debugging.Assert(
      (tf.reduce_min(tf.concat([[0], counts], 0)) >= 0) &
      tf.equal(tf.reduce_sum(counts) * 2, tf.size(indices)), message)
  with tf.control_dependencies([whole]):
    pairs = tf.reshape(tf.cast(indices, tf.int32), [-1, 2])  # (i, j).
  if reverse:  # The model's source is the line's target: (j, i).
    ids = pairs * 2 + tf.constant([2, 1], tf.int32)  # (2i + 2, 2j + 1).
  else:
    ids = tf.reverse(pairs, axis=[1]) * 2 + tf.constant([2, 1], tf.int32)
  return tf.RaggedTensor.from_row_lengths(ids, tf.cast(counts, tf.int64),
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


