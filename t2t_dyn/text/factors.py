"""Source factors: per-word features (POS, case, lemma class...) beside the
source tokens (seed 000's "factored representation"; OpenNMT-py's source
features).

Input: a factored task's source tokens read `word|f1|f2` with
meta.train.factor_separator (default "￨", U+FFE8, OpenNMT-py's), exactly one
value per factor of meta.train.source_factors on every token. The shards hold
them with SEPARATOR.

Through the transforms a token's factors ride as its suffix "￨f1￨f2":
transforms that move, drop or copy tokens move them with it; segmentation
gives every subword its word's suffix; transforms that read or rewrite the
word (case, match_filter, wb_noise, switchout) see the word alone; tokens a
transform makes (language tokens, insertions, SwitchOut's replacements) have
no suffix, so their factors are <blank>.

Ids: per factor, 0 is <blank> (no factor: special tokens, EOS, padding), 1 is
<unk> (a value the training shards never had; decoding refuses it), then
the training shards' values, most frequent first. Inside the pipeline a
source id packs its piece and factor ids into one int32,
piece + V * (f1 + n1 * (f2 + n2 * ...)), so lengths, mixing and batching do
not change; batches leave it unpacked: "inputs" [B, T] piece ids and
"input_factors" [B, T, F].
"""

import collections
import dataclasses
import json
from typing import Counter, List, Mapping, Sequence, Tuple

import numpy as np

from t2t_dyn.foundation import atomic_file

SEPARATOR = "\uffe8"
DEFAULT_INPUT_SEPARATOR = SEPARATOR
BLANK, UNK = "<blank>", "<unk>"
BLANK_ID, UNK_ID = 0, 1
FACTORS_FILE = "source_factors.json"
_INT32_LIMIT = 2**31 - 1


class FactorInputError(ValueError):
  """A factored line or value that cannot be read (callers add file:line)."""


def split_token(token: str) -> Tuple[str, str]:
  """(word, suffix): "dog￨NN￨low" -> ("dog", "￨NN￨low"); "dog" -> ("dog",
  "")."""
  at = token.find(SEPARATOR)
  return (token, "") if at < 0 else (token[:at], token[at:])


def words_and_suffixes(tokens: Sequence[str]
                       ) -> Tuple[List[str], List[str]]:
  pairs = [split_token(t) for t in tokens]
  return [w for w, _ in pairs], [s for _, s in pairs]


def strip(tokens: Sequence[str]) -> List[str]:
  """The tokens without their factors."""
  return [split_token(t)[0] for t in tokens]


def on_words(tokens: Sequence[str], fn) -> List[str]:
  """fn(words) -> words of the same length, the factors kept in place."""
  words, suffixes = words_and_suffixes(tokens)
  return [w + s for w, s in zip(fn(words), suffixes)]


def normalize_line(line: str, names: Sequence[str], separator: str) -> str:
  """A source line of `word<separator>f1...` tokens in the shards' form
  (SEPARATOR). Raises: FactorInputError naming the token and the count."""
  out = []
  for position, token in enumerate(line.split(), 1):
    if separator != SEPARATOR and SEPARATOR in token:
      raise FactorInputError(
          f"token {position} {token!r} holds U+FFE8, which t2t_dyn keeps "
          f"for factors")
    fields = token.split(separator)
    if len(fields) != len(names) + 1 or not all(fields):
      raise FactorInputError(
          f"token {position} {token!r} has {len(fields) - 1} factor(s) "
          f"(or an empty field); meta.train.source_factors expects "
          f"{len(names)} ({', '.join(names)}), as word{separator}"
          f"{separator.join(names)}")
    out.append(SEPARATOR.join(fields))
  return " ".join(out)


def count_values(tokens: Sequence[str], counts: List[Counter]) -> None:
  """Adds each token's factor values to counts[factor]."""
  for token in tokens:
    for factor, value in enumerate(token.split(SEPARATOR)[1:]):
      counts[factor][value] += 1


class UnknownFactorError(ValueError):
  """A factor value the training shards never had (at decoding)."""


@dataclasses.dataclass(frozen=True)
class SourceFactors:
  """The factor vocabularies of a set-up and the id packing.

  `values[f]` lists factor f's values by id (BLANK, UNK, then the training
  values); `piece_vocab_size` is V of the packing.
  """
  names: Tuple[str, ...]
  values: Tuple[Tuple[str, ...], ...]
  piece_vocab_size: int

  @classmethod
  def build(cls, names: Sequence[str], counts: Sequence[Mapping[str, int]],
            piece_vocab_size: int) -> "SourceFactors":
    """Raises: FactorInputError when the ids cannot be packed in int32."""
    values = tuple(
        (BLANK, UNK) + tuple(sorted((v for v in c if v not in (BLANK, UNK)),
                                    key=lambda v, c=c: (-c[v], v)))
        for c in counts)
    factors = cls(tuple(names), values, piece_vocab_size)
    factors.check_capacity()
    return factors

  @property
  def sizes(self) -> List[int]:
    return [len(v) for v in self.values]

  def check_capacity(self) -> None:
    combinations = 1
    for size in self.sizes:
      combinations *= size
    if self.piece_vocab_size * combinations > _INT32_LIMIT:
      raise FactorInputError(
          f"meta.train.source_factors: {self.piece_vocab_size} pieces x "
          f"{' x '.join(f'{n} ({name})' for n, name in zip(self.sizes, self.names))}"
          f" factor values exceed the int32 ids the pipeline packs them in; "
          f"use fewer factor values or a smaller vocabulary")

  def _maps(self):
    cached = self.__dict__.get("_maps_cache")
    if cached is None:
      cached = [{v: i for i, v in enumerate(vs)} for vs in self.values]
      object.__setattr__(self, "_maps_cache", cached)
    return cached

  def factor_ids(self, token: str, strict: bool = False) -> List[int]:
    """The token's factor ids (BLANK_ID each without a suffix). An unknown
    value is UNK_ID, or with `strict` raises UnknownFactorError."""
    fields = token.split(SEPARATOR)[1:]
    if not fields:
      return [BLANK_ID] * len(self.names)
    if len(fields) != len(self.names):
      raise FactorInputError(f"token {token!r} has {len(fields)} factor(s), "
                             f"expected {len(self.names)}")
    ids = []
    for value, name, known in zip(fields, self.names, self._maps()):
      i = known.get(value)
      if i is None:
        if strict:
          raise UnknownFactorError(
              f"factor {name!r} of token {token!r}: value {value!r} is not "
              f"one the training shards had ({len(known) - 2} known: "
              f"{' '.join(list(known)[2:12])}...)")
        i = UNK_ID
      ids.append(i)
    return ids

  def pack(self, piece_ids: Sequence[int], tokens: Sequence[str],
           strict: bool = False) -> List[int]:
    """Packed ids of tokens whose pieces have `piece_ids`."""
    out = []
    for piece, token in zip(piece_ids, tokens):
      combination = 0
      for i, size in reversed(list(zip(self.factor_ids(token, strict),
                                       self.sizes))):
        combination = combination * size + i
      out.append(piece + self.piece_vocab_size * combination)
    return out

  def native_pack(self, piece_ids, tokens):
    """TensorFlow pack: int32 `piece_ids` [N] of tf.string `tokens` [N];
    unknown values get UNK_ID."""
    import tensorflow as tf  # pylint: disable=g-import-not-at-top
    fields = tf.strings.split(tokens, SEPARATOR)
    has = fields.row_lengths() > 1
    dense = fields.to_tensor("", shape=[None, len(self.names) + 1])
    tables = self._native_tables()
    combination = tf.zeros_like(piece_ids)
    for factor in reversed(range(len(self.names))):
      ids = tf.where(has, tf.cast(tables[factor].lookup(dense[:, factor + 1]),
                                  tf.int32), BLANK_ID)
      combination = combination * self.sizes[factor] + ids
    return piece_ids + self.piece_vocab_size * combination

  def _native_tables(self):
    import tensorflow as tf  # pylint: disable=g-import-not-at-top
    cached = self.__dict__.get("_tables_cache")
    if cached is None:
      # Made eagerly even when first asked for inside a traced function:
      # every task stream's map captures the same tables, and a table
      # made inside one trace cannot be captured by another.
      with tf.init_scope():
        cached = [tf.lookup.StaticHashTable(
            tf.lookup.KeyValueTensorInitializer(
                tf.constant(list(vs[2:]) or [""], tf.string),
                tf.range(2, max(len(vs), 3), dtype=tf.int64)),
            default_value=UNK_ID) for vs in self.values]
      object.__setattr__(self, "_tables_cache", cached)
    return cached

  def unpack(self, packed):
    """(piece ids, factor ids [..., F]) of packed ids: see unpack."""
    return unpack(packed, self.piece_vocab_size, self.sizes)

  def save(self, path: str) -> None:
    with atomic_file.atomic_open(path) as f:
      json.dump({"names": list(self.names),
                 "values": [list(v) for v in self.values]}, f,
                ensure_ascii=False, indent=1)

  @classmethod
  def load(cls, path: str, piece_vocab_size: int) -> "SourceFactors":
    with open(path, encoding="utf-8") as f:
      record = json.load(f)
    return cls(tuple(record["names"]),
               tuple(tuple(v) for v in record["values"]), piece_vocab_size)


def unpack(packed, piece_vocab_size: int, sizes: Sequence[int]):
  """(piece ids, factor ids [..., F]) of packed int32 ids, a numpy array or
  a tf.Tensor; padding (0) is piece 0 with BLANK factors."""
  pieces = packed % piece_vocab_size
  combination = packed // piece_vocab_size
  factor_ids = []
  for size in sizes:
    factor_ids.append(combination % size)
    combination = combination // size
  if isinstance(packed, np.ndarray):
    return pieces, np.stack(factor_ids, axis=-1).astype(np.int32)
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  return pieces, tf.stack(factor_ids, axis=-1)


def merge_counts(per_task: Sequence[Sequence[Mapping[str, int]]],
                 n_factors: int) -> List[Counter]:
  """Per factor, the counts of several tasks' manifest entries summed."""
  total: List[Counter] = [collections.Counter() for _ in range(n_factors)]
  for counts in per_task:
    for factor, c in enumerate(counts):
      total[factor].update(c)
  return total


def native_split(flat):
  """(words, suffixes) of tf.string tokens [N] (see split_token)."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  # A split and a cut: twice as fast as two regex passes (on the hot path
  # of every transform of a task with alignments or factors).
  words = tf.strings.split(flat, SEPARATOR, maxsplit=1)
  words = tf.gather(words.flat_values, words.row_starts())
  start = tf.ensure_shape(tf.strings.length(words), flat.shape)
  return words, tf.strings.substr(flat, start,
                                  tf.strings.length(flat) - start)


def native_on_words(flat, fn):
  """fn(words) on tf.string tokens [N], the factors kept in place."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  words, suffixes = native_split(flat)
  return tf.strings.join([fn(words), suffixes])

