"""Text encoders with Tensor2Tensor's interface: encode, decode, vocab_size.

Tensor2Tensor's own (its path data_generators/text_encoder.py is an alias
of this module, whose home is the set-up), with its ids, so a usr dir's
vocabulary files and models carry over (PAD=0 and EOS=1 reserved, nothing
else): `TextEncoder` (space-separated integers), `ByteTextEncoder` (UTF-8
bytes, id = byte + 2), `TokenTextEncoder` (a token-per-line file),
`SubwordTextEncoder` (Tensor2Tensor's invertible subwords: its file format,
its greedy longest-match encoding and its vocabulary builder).

`TransformTextEncoder` is t2t_dyn's: it turns raw text into ids through a
configured task's transforms in inference mode (the shard-time
pretokenization, segmentation without sampling, language tokens) and the
set-up's vocabulary, and ids back into detokenized text.
"""

import collections
import logging
import re
from typing import (Callable, Dict, Iterable, List, Mapping, Optional,
                    Sequence, Tuple, Union)

import numpy as np

from t2t_dyn.setup import vocabulary
from t2t_dyn.setup.chain import TransformChain
from t2t_dyn.text import alignments
from t2t_dyn.text import factors
from t2t_dyn.text import forms as text_lib
from t2t_dyn.text import inline
from t2t_dyn.text import tokenizer
from t2t_dyn.transforms.base import Example, TransformStats
from t2t_dyn.transforms.inline_tags import InlineTags

_LOG = logging.getLogger(__name__)

PAD = vocabulary.PAD
EOS = vocabulary.EOS
RESERVED_TOKENS = [PAD, EOS]
NUM_RESERVED_TOKENS = len(RESERVED_TOKENS)
PAD_ID = vocabulary.PAD_ID
EOS_ID = vocabulary.EOS_ID
RESERVED_TOKENS_BYTES = [t.encode("ascii") for t in RESERVED_TOKENS]

# SubwordTextEncoder's escapes: "\\" for a backslash, "\u" for "_", and
# "\<code point>;" for a character outside the alphabet; "_" ends a token.
_UNESCAPE = re.compile(r"\\u|\\\\|\\([0-9]+);")
_ESCAPE_CHARS = frozenset("\\_u;0123456789")
# What an escape of an impossible code point decodes to (GETA MARK).
_UNDEFINED_CHARACTER = "\u3013"


class VocabularyFileError(ValueError):
  """A vocabulary file that cannot be read or does not fit its encoder."""


class SubtokenNotFoundError(VocabularyFileError, AssertionError):
  """A SubwordTextEncoder's vocabulary cannot spell a character: an
  AssertionError as in Tensor2Tensor (whose encoder asserted it), which
  user code catches, and a VocabularyFileError naming the file."""


def native_to_unicode(text: Union[str, bytes]) -> str:
  """str as is; UTF-8 bytes decoded (undecodable bytes dropped, as
  Tensor2Tensor does)."""
  if isinstance(text, str):
    return text
  return text.decode("utf-8", errors="ignore")


def unicode_to_native(text: str) -> str:
  """Tensor2Tensor's: text in the native string type (str in Python 3)."""
  return text


def strip_ids(ids: Sequence[int], ids_to_strip: Sequence[int]) -> List[int]:
  """`ids` without the trailing ones in `ids_to_strip`."""
  ids = list(ids)
  while ids and ids[-1] in ids_to_strip:
    ids.pop()
  return ids


class TextEncoder:
  """Space-separated integers <-> ids shifted by the reserved ids."""

  def __init__(self, num_reserved_ids: int = NUM_RESERVED_TOKENS):
    self._num_reserved_ids = num_reserved_ids

  @property
  def num_reserved_ids(self) -> int:
    return self._num_reserved_ids

  def encode(self, s: str) -> List[int]:
    """"3 4" -> [5, 6] (with 2 reserved ids); EOS is not appended."""
    return [int(w) + self._num_reserved_ids for w in s.split()]

  def decode(self, ids: Sequence[int], strip_extraneous: bool = False) -> str:
    """Ids -> their tokens joined by spaces; `strip_extraneous` drops
    trailing reserved ids (EOS, PAD) first."""
    if strip_extraneous:
      ids = strip_ids(ids, list(range(self._num_reserved_ids or 0)))
    return " ".join(self.decode_list(ids))

  def decode_list(self, ids: Sequence[int]) -> List[str]:
    """Ids -> one string each (reserved ids by their token)."""
    return [RESERVED_TOKENS[int(i)] if 0 <= i < self._num_reserved_ids
            else str(i - self._num_reserved_ids) for i in ids]

  @property
  def vocab_size(self) -> int:
    raise NotImplementedError(
        f"{type(self).__name__} has no fixed vocabulary size")


class ByteTextEncoder(TextEncoder):
  """UTF-8 bytes <-> ids: id = byte + the reserved ids (2)."""

  def encode(self, s: Union[str, bytes]) -> List[int]:
    if isinstance(s, str):
      s = s.encode("utf-8")
    return [b + self._num_reserved_ids for b in s]

  def decode(self, ids: Sequence[int], strip_extraneous: bool = False) -> str:
    """Bytes -> text; invalid UTF-8 becomes U+FFFD."""
    if strip_extraneous:
      ids = strip_ids(ids, list(range(self._num_reserved_ids or 0)))
    return b"".join(self.decode_list(ids)).decode("utf-8", "replace")

  def decode_list(self, ids: Sequence[int]) -> List[bytes]:
    """Raises: ValueError for an id beyond the 256 bytes."""
    out = []
    for i in ids:
      i = int(i)
      if 0 <= i < self._num_reserved_ids:
        out.append(RESERVED_TOKENS_BYTES[i])
      elif i - self._num_reserved_ids > 255:
        raise ValueError(f"id {i} is not a byte id of ByteTextEncoder "
                         f"(vocab_size {self.vocab_size})")
      else:
        out.append(bytes([i - self._num_reserved_ids]))
    return out

  @property
  def vocab_size(self) -> int:
    return 2 ** 8 + self._num_reserved_ids


class ClassLabelEncoder(TextEncoder):
  """Class labels <-> ids: a label's id is its index in `class_labels` (or
  in the lines of `class_labels_fname`); no reserved ids. Raises:
  ValueError without labels, and for a label not among them."""

  def __init__(self, class_labels: Optional[Sequence[str]] = None,
               class_labels_fname: Optional[str] = None):
    super().__init__(num_reserved_ids=0)
    if class_labels_fname:
      class_labels = [label.strip() for label in _read_lines(
          class_labels_fname)]
    if not class_labels:
      raise ValueError(f"{type(self).__name__} needs class_labels or a "
                       f"class_labels_fname with labels")
    self._class_labels = list(class_labels)

  def encode(self, s: str) -> int:
    return self._label_id(s)

  def decode(self, ids, strip_extraneous: bool = False) -> str:
    """An id (or a one-element list or array of it) -> its label."""
    del strip_extraneous
    label_id = np.squeeze(np.asarray(ids))
    if label_id.ndim:
      raise ValueError(f"{type(self).__name__}.decode takes one id, got "
                       f"{ids!r}")
    return self._class_labels[int(label_id)]

  def decode_list(self, ids: Sequence[int]) -> List[str]:
    return [self._class_labels[int(i)] for i in ids]

  @property
  def vocab_size(self) -> int:
    return len(self._class_labels)

  def _label_id(self, label: str) -> int:
    try:
      return self._class_labels.index(label)
    except ValueError:
      raise ValueError(f"{label!r} is not a class label of this "
                       f"{type(self).__name__} "
                       f"({', '.join(self._class_labels)})") from None


class OneHotClassLabelEncoder(ClassLabelEncoder):
  """Class labels <-> one-hot vectors of vocab_size ints."""

  def encode(self, label_str: str, on_value: int = 1,  # pylint: disable=arguments-renamed
             off_value: int = 0) -> List[int]:
    encoded = np.full(self.vocab_size, off_value, dtype=np.int32)
    encoded[self._label_id(label_str)] = on_value
    return encoded.tolist()

  def decode(self, ids, strip_extraneous: bool = False) -> str:
    """A one-hot vector (list or array) -> its label. Raises: ValueError
    for a vector of another length or without a 1."""
    del strip_extraneous
    vector = np.squeeze(np.asarray(ids)).astype(np.int64).tolist()
    if not isinstance(vector, list) or len(vector) != self.vocab_size or (
        1 not in vector):
      raise ValueError(f"not a one-hot vector of {self.vocab_size} classes: "
                       f"{ids!r}")
    return self._class_labels[vector.index(1)]


class RealEncoder:
  """Real targets (Text2RealProblem): "1.5 -2" <-> [1.5, -2.0]."""

  def encode(self, s: str) -> List[float]:
    return [float(w) for w in s.split()]

  def decode(self, ids, strip_extraneous: bool = False) -> str:
    del strip_extraneous
    return " ".join(str(i) for i in ids)


class TokenTextEncoder(TextEncoder):
  """Whitespace-separated tokens <-> ids of a vocabulary file or list.

  A file holds one token per line, the reserved tokens included (id = line
  number from 0); a list gets PAD and EOS prepended (and loses them where it
  holds them). `replace_oov` names the token that stands for every token not
  in the vocabulary; without it such a token is an error. As in
  Tensor2Tensor, the replacement is looked up when a token needs it, so a
  vocabulary without it works until an unknown token occurs.
  """

  def __init__(self, vocab_filename: Optional[str], reverse: bool = False,
               vocab_list: Optional[Sequence[str]] = None,
               replace_oov: Optional[str] = None,
               num_reserved_ids: int = NUM_RESERVED_TOKENS):
    """Raises: VocabularyFileError for a missing file."""
    super().__init__(num_reserved_ids=num_reserved_ids)
    self._reverse = reverse
    self._replace_oov = replace_oov
    self._source = vocab_filename or "the vocab_list"
    if vocab_filename:
      tokens = [line.strip() for line in _read_lines(vocab_filename)]
      warn_unreserved(vocab_filename, tokens[:num_reserved_ids],
                      RESERVED_TOKENS[:num_reserved_ids])
      self._id_to_token = dict(enumerate(tokens))
    else:
      if vocab_list is None:
        raise ValueError("TokenTextEncoder needs vocab_filename or "
                         "vocab_list")
      kept = [t for t in vocab_list if t not in RESERVED_TOKENS]
      self._id_to_token = dict(enumerate(RESERVED_TOKENS + kept))
    self._token_to_id = {t: i for i, t in self._id_to_token.items()}

  def encode(self, s: str) -> List[int]:
    """Raises: KeyError naming an out-of-vocabulary token (without
    replace_oov, or when replace_oov is not in the vocabulary either)."""
    tokens = s.strip().split()
    ids = []
    for token in tokens:
      if token not in self._token_to_id and self._replace_oov is not None:
        if self._replace_oov not in self._token_to_id:
          raise KeyError(f"token {token!r} is not in the vocabulary "
                         f"{self._source}, and neither is its replacement, "
                         f"the oov_token {self._replace_oov!r}")
        token = self._replace_oov
      if token not in self._token_to_id:
        raise KeyError(f"token {token!r} is not in the vocabulary "
                       f"{self._source} (give the problem an oov_token to "
                       f"map such tokens to one)")
      ids.append(self._token_to_id[token])
    return ids[::-1] if self._reverse else ids

  def decode(self, ids: Sequence[int], strip_extraneous: bool = False) -> str:
    return " ".join(self.decode_list(ids))

  def decode_list(self, ids: Sequence[int]) -> List[str]:
    ordered = reversed(ids) if self._reverse else ids
    return [self._id_to_token.get(int(i), f"ID_{int(i)}") for i in ordered]

  @property
  def vocab_size(self) -> int:
    return len(self._id_to_token)

  def store_to_file(self, filename: str) -> None:
    """One token per line in id order, the reserved tokens included."""
    with open(filename, "w", encoding="utf-8") as f:
      for i in range(len(self._id_to_token)):
        f.write(self._id_to_token[i] + "\n")


_WARNED_FILES = set()


def warn_unreserved(path: str, first: Sequence[str],
                    reserved: Sequence[str]) -> None:
  """Warns once per file when a vocabulary file does not start with the
  reserved tokens. Tensor2Tensor loads such a file as it is, and so does
  this: its first tokens then take ids 0 (padding) and 1 (end of
  sentence), which the model reads as such."""
  if list(first) == list(reserved) or path in _WARNED_FILES:
    return
  _WARNED_FILES.add(path)
  _LOG.warning(
      "%s: ids %s are %s, not the reserved %s: as in Tensor2Tensor, the "
      "model reads id 0 as padding and id 1 as the end of a sentence",
      path, " and ".join(str(i) for i in range(len(reserved))),
      " and ".join(map(repr, first)), " and ".join(map(repr, reserved)))


def _read_lines(path: str) -> List[str]:
  """A vocabulary file's lines, split at "\\n" only (a "\\r" may be part of
  a subtoken), without the empty string after a final newline. Raises:
  VocabularyFileError when the file is missing or not UTF-8."""
  try:
    with open(path, encoding="utf-8", newline="") as f:
      lines = f.read().split("\n")
  except FileNotFoundError:
    raise VocabularyFileError(f"vocabulary file not found: {path}") from None
  except UnicodeDecodeError as e:
    raise VocabularyFileError(f"{path}: not UTF-8 text ({e})") from None
  if lines and lines[-1] == "":
    lines.pop()
  return lines


def _escape_token(token: str, alphabet: Iterable[str]) -> str:
  """A token as SubwordTextEncoder segments it: backslash and underscore
  escaped, characters outside `alphabet` (and newline) as \\<code point>;,
  then "_" to mark its end."""
  token = token.replace("\\", "\\\\").replace("_", "\\u")
  escaped = [c if c in alphabet and c != "\n" else f"\\{ord(c)};"
             for c in token]
  return "".join(escaped) + "_"


def _unescape_token(escaped: str) -> str:
  """The inverse of _escape_token (a trailing "_" is removed)."""
  def replace(match):
    if match.group(1) is None:
      return "_" if match.group(0) == "\\u" else "\\"
    try:
      return chr(int(match.group(1)))
    except (ValueError, OverflowError):
      return _UNDEFINED_CHARACTER
  trimmed = escaped[:-1] if escaped.endswith("_") else escaped
  return _UNESCAPE.sub(replace, trimmed)


class SubwordTextEncoder(TextEncoder):
  """Tensor2Tensor's invertible subwords: text -> tokenizer.encode tokens ->
  each escaped and ended with "_" -> the longest vocabulary subtoken that
  starts the rest, repeatedly. decode(encode(s)) == s for every string.

  A vocabulary file holds one subtoken per line, optionally in single or
  double quotes (trailing whitespace is not part of it); its line number is
  its id. Files written by Tensor2Tensor start with '<pad>_' and '<EOS>_'.
  """

  def __init__(self, filename: Optional[str] = None):
    """Reads `filename` if given. Raises: VocabularyFileError (missing)."""
    self._alphabet = set()
    self._all_subtoken_strings: List[str] = []
    self._subtoken_string_to_id: Dict[str, int] = {}
    self._max_subtoken_len = 0
    self._cache: Dict[str, List[int]] = {}
    self.filename = filename
    if filename is not None:
      self._load_from_file(filename)
    super().__init__()

  def encode(self, s: Union[str, bytes]) -> List[int]:
    """Text -> subtoken ids (no EOS). Raises: SubtokenNotFoundError (an
    AssertionError, as in Tensor2Tensor, and a VocabularyFileError) when a
    character cannot be spelled with the vocabulary's subtokens."""
    ids = []
    for token in tokenizer.encode(native_to_unicode(s)):
      ids.extend(self._token_to_subtoken_ids(token))
    return ids

  def encode_without_tokenizing(self, token_text: Union[str, bytes]
                                ) -> List[int]:
    """`token_text` as one token, without the tokenizer's split."""
    return self._token_to_subtoken_ids(native_to_unicode(token_text))

  def decode(self, ids: Sequence[int], strip_extraneous: bool = False) -> str:
    """Subtoken ids -> text (ids outside the vocabulary spell nothing)."""
    if strip_extraneous:
      ids = strip_ids(ids, list(range(self._num_reserved_ids or 0)))
    return tokenizer.decode(self._subtoken_ids_to_tokens(ids))

  def decode_list(self, ids: Sequence[int]) -> List[str]:
    return [self._subtoken_string(int(i)) for i in ids]

  @property
  def vocab_size(self) -> int:
    return len(self._all_subtoken_strings)

  @property
  def all_subtoken_strings(self) -> Tuple[str, ...]:
    return tuple(self._all_subtoken_strings)

  def _subtoken_string(self, subtoken_id: int) -> str:
    if 0 <= subtoken_id < self.vocab_size:
      return self._all_subtoken_strings[subtoken_id]
    return ""

  def _token_to_subtoken_ids(self, token: str) -> List[int]:
    ids = self._cache.get(token)
    if ids is None:
      ids = [self._subtoken_string_to_id[s] for s in
             self._escaped_token_to_subtoken_strings(
                 _escape_token(token, self._alphabet))]
      if len(self._cache) < 2 ** 20:
        self._cache[token] = ids
    return ids

  def _subtoken_ids_to_tokens(self, ids: Sequence[int]) -> List[str]:
    concatenated = "".join(self._subtoken_string(int(i)) for i in ids)
    tokens = []
    for part in concatenated.split("_"):
      if part:
        token = _unescape_token(part + "_")
        if token:
          tokens.append(token)
    return tokens

  def _escaped_token_to_subtoken_strings(self, escaped: str) -> List[str]:
    """Greedy: the longest subtoken that starts the rest, from the left."""
    pieces = []
    start, length = 0, len(escaped)
    while start < length:
      for end in range(min(length, start + self._max_subtoken_len), start,
                       -1):
        piece = escaped[start:end]
        if piece in self._subtoken_string_to_id:
          pieces.append(piece)
          start = end
          break
      else:
        raise SubtokenNotFoundError(
            f"{self.filename or 'this SubwordTextEncoder'}: no subtoken "
            f"spells {escaped[start]!r} (in {escaped!r}); a vocabulary "
            f"needs every character of its alphabet as a subtoken")
    return pieces

  # Building a vocabulary (Tensor2Tensor's algorithm, same result).

  @classmethod
  def build_from_generator(cls, generator: Iterable[str], target_size: int,
                           max_subtoken_length: Optional[int] = None,
                           reserved_tokens: Optional[Sequence[str]] = None
                           ) -> "SubwordTextEncoder":
    """A vocabulary of about `target_size` subtokens for the text lines of
    `generator` (their tokenizer tokens, counted)."""
    token_counts: Dict[str, int] = collections.defaultdict(int)
    for item in generator:
      for token in tokenizer.encode(native_to_unicode(item)):
        token_counts[token] += 1
    return cls.build_to_target_size(target_size, token_counts, 1, 1e3,
                                    max_subtoken_length=max_subtoken_length,
                                    reserved_tokens=reserved_tokens)

  @classmethod
  def build_to_target_size(cls, target_size: int,
                           token_counts: Mapping[str, int], min_val, max_val,
                           max_subtoken_length: Optional[int] = None,
                           reserved_tokens: Optional[Sequence[str]] = None,
                           num_iterations: int = 4) -> "SubwordTextEncoder":
    """Bisects the minimum subtoken count in [min_val, max_val] for the
    vocabulary size nearest `target_size` (within 1% stops early).
    Raises: ValueError for min_val > max_val or target_size < 1."""
    if min_val > max_val:
      raise ValueError("Lower bound for the minimum token count is greater "
                       "than the upper bound.")
    if target_size < 1:
      raise ValueError("Target size must be positive.")
    reserved_tokens = (RESERVED_TOKENS if reserved_tokens is None else
                       list(reserved_tokens))

    # The first iteration's counts are the same for every minimum count
    # (its subtokens are the alphabet): counted once for the bisection.
    first_counts: List[Mapping[str, int]] = []

    def bisect(low, high):
      min_count = (low + high) // 2
      encoder = cls()
      encoder._learn_subtokens(  # pylint: disable=protected-access
          token_counts, min_count, num_iterations, reserved_tokens,
          max_subtoken_length, first_counts)
      distance = abs(encoder.vocab_size - target_size)
      if distance * 100 < target_size or low >= high or min_count < 2:
        return encoder
      if encoder.vocab_size > target_size:
        other = bisect(min_count + 1, high)
      else:
        other = bisect(low, min_count - 1)
      if abs(other.vocab_size - target_size) < distance:
        return other
      return encoder

    return bisect(min_val, max_val)

  def build_from_token_counts(self, token_counts: Mapping[str, int],
                              min_count, num_iterations: int = 4,
                              reserved_tokens: Optional[Sequence[str]] = None,
                              max_subtoken_length: Optional[int] = None
                              ) -> None:
    """Learns the subtokens: each iteration segments every token with the
    current subtokens, counts the substrings that start at a segment
    boundary (up to max_subtoken_length), and keeps those counted at least
    `min_count` times, longest first, each taking its count from its
    prefixes; the alphabet is always kept. Raises: ValueError when
    `reserved_tokens` does not start with PAD and EOS."""
    self._learn_subtokens(token_counts, min_count, num_iterations,
                          reserved_tokens, max_subtoken_length, [])

  def _learn_subtokens(self, token_counts: Mapping[str, int], min_count,
                       num_iterations: int,
                       reserved_tokens: Optional[Sequence[str]],
                       max_subtoken_length: Optional[int],
                       first_counts: List[Mapping[str, int]]) -> None:
    """build_from_token_counts; `first_counts` holds the first iteration's
    substring counts (read if there, else stored), which depend on the
    tokens, the reserved tokens and max_subtoken_length only."""
    if reserved_tokens is None:
      reserved_tokens = RESERVED_TOKENS
    for default, given in zip(RESERVED_TOKENS, reserved_tokens):
      if default != given:
        raise ValueError("RESERVED_TOKENS must be a prefix of "
                         "reserved_tokens.")
    reserved_tokens = list(reserved_tokens)
    self._alphabet = ({c for token in token_counts for c in token} |
                      {c for token in reserved_tokens for c in token} |
                      _ESCAPE_CHARS)
    self._set_subtokens(sorted(self._alphabet), reserved_tokens)
    min_count = max(min_count, 1)
    escaped_counts = [(_escape_token(token, self._alphabet), count)
                      for token, count in token_counts.items()]
    for iteration in range(num_iterations):
      if iteration == 0 and first_counts:
        counts = first_counts[0]
      else:
        counts = self._boundary_counts(escaped_counts, max_subtoken_length)
        if iteration == 0:
          first_counts.append(counts)
      by_length: Dict[int, List[str]] = collections.defaultdict(list)
      for piece, count in counts.items():
        if count >= min_count:
          by_length[len(piece)].append(piece)
      kept = []
      # Longest first: a kept subtoken's count no longer counts for its
      # prefixes (strings of one length never touch each other's counts).
      taken: Dict[str, int] = collections.Counter()
      for length in sorted(by_length, reverse=True):
        for piece in by_length[length]:
          count = counts[piece] - taken[piece]
          if count >= min_count:
            if piece not in self._alphabet:
              kept.append((count, piece))
            for end in range(1, length):
              taken[piece[:end]] += count
      kept.extend((counts.get(c, 0) - taken[c], c) for c in self._alphabet)
      kept.sort(reverse=True)
      self._set_subtokens(
          [_escape_token(t, self._alphabet) for t in reserved_tokens] +
          [piece for _, piece in kept])

  def _boundary_counts(self, escaped_counts: Sequence[Tuple[str, int]],
                       max_length: Optional[int]) -> Mapping[str, int]:
    """How often each substring starts at a boundary of the current
    segmentation of the (escaped token, count) pairs."""
    # Counter.update counts a list in C: this loop is the build's hot spot
    # (each piece of a long token adds up to max_length strings).
    counts = collections.Counter()
    for escaped, count in escaped_counts:
      substrings = self._substrings_at_boundaries(escaped, max_length)
      if count == 1:
        counts.update(substrings)
      else:
        counts.update({substring: times * count for substring, times
                       in collections.Counter(substrings).items()})
    return counts

  def _substrings_at_boundaries(self, escaped: str,
                                max_length: Optional[int]) -> List[str]:
    """Every substring of `escaped` that starts where one of its current
    subtokens starts, up to `max_length` characters (None: to its end),
    once per start."""
    substrings = []
    start, end_of_token = 0, len(escaped) + 1
    for piece in self._escaped_token_to_subtoken_strings(escaped):
      last = (end_of_token if max_length is None else
              min(end_of_token, start + max_length))
      substrings.extend(escaped[start:end] for end in range(start + 1, last))
      start += len(piece)
    return substrings

  def _set_subtokens(self, subtokens: List[str],
                     reserved_tokens: Sequence[str] = ()) -> None:
    """The vocabulary: `reserved_tokens` (ids only, never matched), then
    `subtokens`."""
    self._all_subtoken_strings = list(reserved_tokens) + list(subtokens)
    self._max_subtoken_len = max(len(s) for s in subtokens)
    self._subtoken_string_to_id = {
        s: i + len(reserved_tokens) for i, s in enumerate(subtokens) if s}
    self._cache = {}

  def _load_from_file(self, filename: str) -> None:
    self._load_lines(_read_lines(filename), filename)

  def _load_from_file_object(self, f) -> None:
    """Tensor2Tensor's: the vocabulary from an open text file (its lines,
    read as a vocabulary file's). Raises: VocabularyFileError when empty."""
    self._load_lines([line.rstrip("\n") for line in f],
                     getattr(f, "name", None) or "the vocabulary file")

  def _load_lines(self, lines: Sequence[str], source: str) -> None:
    subtokens = []
    for line in lines:
      s = line.rstrip()
      if len(s) >= 2 and s[0] == s[-1] and s[0] in "'\"":
        s = s[1:-1]
      elif len(s) == 1 and s in "'\"":
        s = ""  # A lone quote reads as an empty pair of quotes.
      subtokens.append(native_to_unicode(s))
    if not subtokens:
      raise VocabularyFileError(f"{source}: an empty vocabulary file")
    warn_unreserved(source, [s.removesuffix("_") for s in subtokens[:2]],
                    RESERVED_TOKENS)
    self._set_subtokens(subtokens)
    self._alphabet = {c for s in subtokens for c in s} | _ESCAPE_CHARS

  def dump(self) -> None:
    """Prints every subtoken by id, "id : 'subtoken'", comma-separated
    (Tensor2Tensor's debugging dump)."""
    print(", ".join(f"{i} : '{s}'" for i, s in
                    enumerate(self._all_subtoken_strings)))

  def store_to_file(self, filename: str,
                    add_single_quotes: bool = True) -> None:
    """One subtoken per line, in id order, quoted unless told not to."""
    with open(filename, "w", encoding="utf-8") as f:
      for s in self._all_subtoken_strings:
        f.write(f"'{s}'\n" if add_single_quotes else s + "\n")


def same_vocabulary(first, second) -> bool:
  """Whether two encoders map ids to the same tokens (so a model may share
  one embedding matrix between them)."""
  if first is second:
    return True
  if isinstance(first, ShardIdsEncoder) and isinstance(second,
                                                       ShardIdsEncoder):
    return same_vocabulary(first.encoder, second.encoder)
  if type(first) is not type(second) or getattr(
      first, "vocab_size", None) != getattr(second, "vocab_size", None):
    return False
  if isinstance(first, SubwordTextEncoder):
    return first.all_subtoken_strings == second.all_subtoken_strings
  if isinstance(first, TokenTextEncoder):
    return first.decode_list(range(first.vocab_size)) == (
        second.decode_list(range(second.vocab_size)))
  if isinstance(first, TransformTextEncoder):
    return first.vocabulary is second.vocabulary
  return isinstance(first, ByteTextEncoder)


class ShardIdsEncoder:
  """Shard text that is already ids ("12 7 4", what a problem's
  generate_encoded_samples made) -> those ids, each checked to be below the
  vocab_size of `encoder` (the feature encoder that decodes them)."""

  def __init__(self, encoder, source: str):
    self.encoder = encoder
    self.vocab_size = encoder.vocab_size
    self.source = source

  def encode(self, text: str) -> List[int]:
    """Raises: ValueError naming the source for an id out of range."""
    ids = [int(token) for token in text.split()]
    for i in ids:
      if not 0 <= i < self.vocab_size:
        raise ValueError(f"{self.source}: id {i} in the shards is outside "
                         f"the vocabulary of {self.vocab_size} ids")
    return ids


class TransformTextEncoder:
  """One side ("src" or "tgt") of a task: raw text <-> ids."""

  def __init__(self, chain: TransformChain, vocab: vocabulary.Vocabulary,
               side: str, shard_meta,
               source_factors: Optional[factors.SourceFactors] = None,
               factor_separator: str = factors.DEFAULT_INPUT_SEPARATOR):
    """`source_factors`: the factor vocabularies when the source ("src") of
    this chain's task carries factors, read with `factor_separator`."""
    self.chain = chain
    self.side = side
    self.vocabulary = vocab
    self.shard_meta = shard_meta  # Decoding input gets the shards' form.
    self.source_factors = source_factors
    self.factor_separator = factor_separator
    self.stats = TransformStats()
    # The task's inline_tags transform: decoding input's markup and values
    # become its tokens, which decode then shows for restore_inline.
    self.inline_tags = next((t for t in chain.transforms
                             if isinstance(t, InlineTags)), None)
    self._hidden = set(vocabulary.RESERVED_TOKENS) | set(chain.specials())
    if self.inline_tags is not None:
      self._hidden -= inline.TOKENS

  @property
  def vocab_size(self) -> int:
    return len(self.vocabulary)

  def to_tokens(self, text: str) -> List[str]:
    """Raw text -> tokens as training saw them (without EOS)."""
    if self.side == "src":
      return self.transformed(text, None).src
    return self.transformed("", text).tgt

  def normalized(self, text: str) -> str:
    """A source line with its factors in the shards' form (other text as
    is). Raises: factors.FactorInputError."""
    if self.source_factors is None or not text:
      return text
    return factors.normalize_line(text, self.source_factors.names,
                                  self.factor_separator)

  def shard_words(self, text: str) -> List[str]:
    """Text in the shards' form, split into its words (what the chain
    reads)."""
    return text_lib.shard_form(text, self.shard_meta,
                               corpus_form=False).split()

  def transformed(self, source: str, target: Optional[str],
                  provenance: bool = False) -> Example:
    """The chain's inference-mode output for a (source, target) of text in
    the shards' form (target None: a source alone). A task with inline_tags
    reads the source's markup and values (read_markup) and the target's as
    training gave them (InlineTags.read_target). With `provenance` each
    word read enters tagged with its position as word id
    (text.alignments; a task's inline tokens untagged, as training leaves
    them), so the output tokens say which word they come from; the chain
    must carry alignments (a task with alignments), or the ids would be
    read as part of the words; it counts nothing in self.stats (it reads
    again a line the decoder encoded and counted). Raises:
    inline.TargetTagError for a target's tags that do not nest or lack
    their source counterpart (a source whose tags do not nest is read as
    text: InlineTags.read_input)."""
    stats = TransformStats() if provenance else self.stats
    if self.inline_tags is None:
      src = self.shard_words(self.normalized(source))
      tgt = None if target is None else self.shard_words(target)
    else:
      read = self.read_markup(source, stats)
      src = read.tokens
      tgt = None if target is None else self.inline_tags.read_target(
          target, read, self.shard_words)
    if provenance:
      src = self._with_ids(src, alignments.source_id)
      if tgt is not None:
        tgt = self._with_ids(tgt, alignments.target_id)
    example = Example(src=src, tgt=tgt, seed=0)
    (example,) = self.chain.apply([example], False, stats)
    return example

  def _with_ids(self, tokens: Sequence[str], word_id) -> List[str]:
    """The tokens tagged with word_id(their position), but a task's inline
    tokens (unaligned in training too)."""
    untagged = inline.TOKENS if self.inline_tags is not None else ()
    return [token if token in untagged else
            alignments.tag([token], [word_id(q)])[0]
            for q, token in enumerate(tokens)]

  def read_markup(self, source: str,
                  stats: Optional[TransformStats] = None):
    """The inline_tags transform's reading of a decoding input line
    (InlineTags.read_input: a ReadLine), what it could not carry counted
    in `stats`, self.stats by default (markup_not_read: a line whose tags
    do not nest, read as text)."""
    read = self.inline_tags.read_input(source, self.shard_words)
    stats = self.stats if stats is None else stats
    for event, count in read.counts.items():
      stats.add(self.chain.task.name, self.inline_tags.name, event, count)
    return read

  def restore_inline(self, source: str, text: str) -> str:
    """A translation of `source` (decode's text, with inline tokens) with
    the source's tags and values put back (text.inline.restore), what it
    could not put back counted in self.stats; `text` itself without an
    inline_tags transform."""
    if self.inline_tags is None:
      return text
    found = self.inline_tags.read_input(source, self.shard_words).source
    restored, counts = inline.restore(text, found)
    for event in ("unknown", "lost", "malformed_lines"):
      self.stats.add(self.chain.task.name, self.inline_tags.name,
                     f"restore_{event}", getattr(counts, event))
    return restored

  def encode(self, text: str) -> List[int]:
    """Ids of raw text; a factored source's ids pack its factors. Raises:
    factors.FactorInputError (a wrong factor count),
    factors.UnknownFactorError (a value training never saw)."""
    return self.ids(self.to_tokens(text))

  def ids(self, tokens: Sequence[str]) -> List[int]:
    """Ids of transformed tokens (see encode)."""
    if self.source_factors is None:
      return self.vocabulary.ids(tokens)
    return self.source_factors.pack(
        self.vocabulary.ids(factors.strip(tokens)), tokens, strict=True)

  def shown_pieces(self, ids: Sequence[int]) -> List[Tuple[int, str]]:
    """(position, piece) of the ids that decode shows: up to EOS, without
    PAD and special tokens (<unk> stays)."""
    shown = []
    for position, i in enumerate(ids):
      i = int(i)
      if i == vocabulary.EOS_ID:
        break
      token = self.vocabulary.token(i)
      if token not in self._hidden or token == vocabulary.UNK:
        shown.append((position, token))
    return shown

  def decode(self, ids: Sequence[int]) -> str:
    """Ids -> detokenized text; stops at EOS, drops PAD and special tokens."""
    return text_lib.pieces_to_text([p for _, p in self.shown_pieces(ids)])


def encode_pair(encoders, source: str, target: str
                ) -> Tuple[List[int], List[int]]:
  """(source ids, target ids) of a pair, both ending with EOS. Transform
  encoders of one chain run it once on the whole pair in inference mode, so
  transforms that need both sides (taboo segmentation, inline_tags'
  target numbering) see both; other encoders encode each side alone.
  Raises: as TransformTextEncoder.transformed."""
  src_encoder, tgt_encoder = encoders["inputs"], encoders["targets"]
  if (isinstance(src_encoder, TransformTextEncoder) and
      isinstance(tgt_encoder, TransformTextEncoder) and
      src_encoder.chain is tgt_encoder.chain):
    example = src_encoder.transformed(source, target)
    return (src_encoder.ids(example.src) + [vocabulary.EOS_ID],
            tgt_encoder.ids(example.tgt) + [vocabulary.EOS_ID])
  return (list(src_encoder.encode(source)) + [vocabulary.EOS_ID],
          list(tgt_encoder.encode(target)) + [vocabulary.EOS_ID])
