"""inline_tags: tags around aligned spans on both sides, and placeholders
for numbers and URLs, so the model learns to carry markup and values to
the right place (the field's references: OpenNMT-py/Eole's `inlinetags`,
which finds spans in a bilingual phrase dictionary, and OpusTrainer's
`Tags` modifier, which places its inline noise by the word alignments;
this one takes its spans from the alignments like the latter, with
terminology's span rule).

Spans. terminology.eligible_spans over the example's current words: a
source span of 1..inline_tags_max_span words whose linked target words
fill a contiguous target span of at most as many words, every link of
those going back into the source span (a consistent, gap-free phrase
pair). Left to right over the source, at each word not yet tagged that
starts an eligible span, one uniform draw u: u < inline_tags_prob gives a
paired tag, else u < inline_tags_prob + inline_tags_point_prob a point
tag, else nothing and the walk moves one word on. A tag takes an eligible
length uniformly and the walk goes on after its span.
  paired  <tN> before the span's first source word and </tN> after its
          last; the same around its target span;
  point   <tN/> before the span's first source word and before the first
          target word linked to that word (markup.transfer's rule).
N counts the example's tags from 1 in source order; at most
inline_tags_max tags an example (text.inline.MAX_TAGS at most), eligible
starts past it counted. Spans never overlap, so tags never nest in
training and target tags are well-formed whatever the word order.

Placeholders (inline_tags_placeholders: [number, url], either, or none).
After the tags, text.inline.find_values on both sides; a source value is
replaced, on both sides, when the target holds an equal value not yet
taken (left to right): the n-th replaced value of a kind becomes <numN> /
<urlN> (▁<numN> at a word start), at most MAX_PLACEHOLDERS a kind. The
others stay as they are and are counted: values_source_only,
values_target_only, values_over_max.

How they travel. The tag and placeholder tokens are vocabulary specials
put among the words, with no word id (unaligned): a segmentation after
inline_tags passes them whole (specials_among_words), and noise after it
keeps a tagged span with its tags, a point tag with the token after it
and a placeholder as they are (text.terms.annotated; Transform.keeps_terms,
chain_rules refuses the others after it).

Native path: inline_tags_native, the tags with stateless draws. A task
that asks for placeholders runs inline_tags in Python (native() is None,
so TransformChain.native_fn is None and the task's chain runs in the
Python workers).

Inference. The decoding input is real markup: read_input turns a raw line
into the tokens training saw (its tags by text.markup.strip_tags, in the
order they open, to <tN> </tN> <tN/> around the tokens of their words;
its numbers and URLs to placeholders), and the values and tags the
decoder puts back into the translation (text.inline.restore), with each
token's words of the line without its tags (word links). read_target
reads a target given for scoring into the tokens training gave the
target side, numbered as its source's. The text encoders call them
(setup.text_encoder), so both engines get the same ids; apply leaves
inference examples as they are.
"""

import dataclasses
from typing import (Callable, Dict, FrozenSet, Iterable, List, Sequence,
                    Tuple)

from t2t_dyn.foundation import registry
from t2t_dyn.text import alignments
from t2t_dyn.text import inline
from t2t_dyn.text import markup
from t2t_dyn.transforms.base import (Param, Transform, option_path,
                                     positive_int, probability)
from t2t_dyn.transforms.terminology import eligible_spans


def _kinds(value) -> bool:
  return (isinstance(value, list) and len(set(value)) == len(value) and
          all(kind in inline.KINDS for kind in value))


@registry.register_transform("inline_tags")
class InlineTags(Transform):
  """Tags aligned spans on both sides and replaces shared numbers/URLs by
  placeholders (module docstring); none at inference (read_input)."""

  needs_pair = True
  needs_words = True
  needs_alignment = True
  carries_alignment = True  # Tags and placeholders unaligned.
  specials_among_words = True

  parameters = {
      "inline_tags_prob": Param(
          0.1, "probability that a source word starting an eligible span "
          "starts a paired tag", probability, "a probability in [0, 1]"),
      "inline_tags_point_prob": Param(
          0.05, "probability that it gets a point (self-closing) tag "
          "instead", probability, "a probability in [0, 1]"),
      "inline_tags_max_span": Param(
          3, "most words of a tagged span, on each side", positive_int,
          "a positive integer"),
      "inline_tags_max": Param(
          4, "most tags in an example",
          lambda v: positive_int(v) and v <= inline.MAX_TAGS,
          f"an integer in 1..{inline.MAX_TAGS}"),
      "inline_tags_placeholders": Param(
          [], "kinds of values replaced by placeholders when both sides "
          "hold them", _kinds,
          f"a list of distinct kinds among {', '.join(inline.KINDS)}"),
  }

  @classmethod
  def option_errors(cls, options, task_name, task_meta, global_meta):
    total = options["inline_tags_prob"] + options["inline_tags_point_prob"]
    if total <= 1:
      return []
    paths = " + ".join(
        option_path(key, task_name, task_meta, global_meta)
        for key in ("inline_tags_prob", "inline_tags_point_prob"))
    return [f"{paths}: {total:g} is above 1 (transform 'inline_tags' in "
            f"task {task_name!r} draws one of paired, point or none)"]

  def specials(self):
    return sorted(inline.TOKENS)

  def apply(self, batch, is_train, stats):
    if not is_train:
      return batch  # Decoding input: read_input made its tokens.
    events = {"paired_tags": 0, "point_tags": 0, "starts_not_drawn": 0,
              "starts_over_max": 0, "examples_without_eligible_span": 0,
              "values_replaced": 0, "values_source_only": 0,
              "values_target_only": 0, "values_over_max": 0}
    for example in batch:
      src, tgt = self._tag(example, events)
      if self.options["inline_tags_placeholders"]:
        src, tgt = self._placeholders(src, tgt, events)
      example.src, example.tgt = src, tgt
    for event, count in events.items():
      stats.add(self.task_name, self.name, event, count)
    return batch

  def _tag(self, example, events) -> Tuple[List[str], List[str]]:
    """The example's sides with tags inserted (module docstring)."""
    src_ids = alignments.untag_all(example.src)[1]
    tgt_ids = alignments.untag_all(example.tgt)[1]
    spans = eligible_spans(src_ids, tgt_ids, example.links,
                           self.options["inline_tags_max_span"])
    if not spans:
      events["examples_without_eligible_span"] += 1
      return list(example.src), list(example.tgt)
    prob = self.options["inline_tags_prob"]
    point_prob = prob + self.options["inline_tags_point_prob"]
    src_in, tgt_in = _Insertions(), _Insertions()
    rng, n, a = example.rng, 0, 0
    while a < len(example.src):
      if a not in spans:
        a += 1
        continue
      if n == self.options["inline_tags_max"]:
        events["starts_over_max"] += 1
        a += 1
        continue
      u = rng.random()
      if u >= point_prob:
        events["starts_not_drawn"] += 1
        a += 1
        continue
      ends = sorted(spans[a])
      b = ends[rng.randrange(len(ends))]
      c, d = spans[a][b]
      n += 1
      if u < prob:
        events["paired_tags"] += 1
        src_in.around(a, b, n)
        tgt_in.around(c, d, n)
      else:
        events["point_tags"] += 1
        src_in.before[a].append(inline.point(n))
        tgt_in.before[_first_target(a, src_ids, tgt_ids,
                                    example.links)].append(inline.point(n))
      a = b
    return src_in.apply(example.src), tgt_in.apply(example.tgt)

  def _placeholders(self, src: List[str], tgt: List[str], events
                    ) -> Tuple[List[str], List[str]]:
    """The sides with the values both hold replaced (module docstring)."""
    kinds = self.options["inline_tags_placeholders"]
    src_found = inline.find_values(alignments.untag_all(src)[0], kinds)
    tgt_found = inline.find_values(alignments.untag_all(tgt)[0], kinds)
    src_numbers, tgt_numbers = [0] * len(src_found), [0] * len(tgt_found)
    counts: Dict[str, int] = {}
    for k, match in enumerate(src_found):
      twin = next((m for m, other in enumerate(tgt_found)
                   if not tgt_numbers[m] and other.kind == match.kind and
                   other.value == match.value), None)
      if twin is None:
        events["values_source_only"] += 1
        continue
      if counts.get(match.kind, 0) == inline.MAX_PLACEHOLDERS:
        events["values_over_max"] += 1
        tgt_numbers[twin] = -1  # Taken, kept as it is.
        continue
      counts[match.kind] = counts.get(match.kind, 0) + 1
      src_numbers[k] = tgt_numbers[twin] = counts[match.kind]
      events["values_replaced"] += 1
    events["values_target_only"] += tgt_numbers.count(0)
    tgt_numbers = [max(number, 0) for number in tgt_numbers]
    return (_kept(inline.replace_values(src, src_found, src_numbers)),
            _kept(inline.replace_values(tgt, tgt_found, tgt_numbers)))

  def native(self, is_train):
    if not is_train:
      return lambda features, seed: features  # read_input made the tokens.
    if self.options["inline_tags_placeholders"]:
      return None  # Placeholders: Python only (regexes over word chunks).
    from t2t_dyn.transforms import inline_tags_native  # pylint: disable=g-import-not-at-top
    return inline_tags_native.build(
        self.options["inline_tags_prob"],
        self.options["inline_tags_point_prob"],
        self.options["inline_tags_max_span"], self.options["inline_tags_max"])

  def read_input(self, line: str, shard_words: Callable[[str], List[str]]
                 ) -> "ReadLine":
    """A decoding input line with real markup, read as training's tokens
    (ReadLine): its tags by markup.strip_tags, numbered 1.. in the order
    they open (past MAX_TAGS left out, counted tags_over_max), its values
    as placeholders numbered per kind (past MAX_PLACEHOLDERS kept as text,
    counted values_over_max); a line whose tags do not nest is read as
    text, its `<...>` as words (markup.read_line; counted
    markup_not_read). `shard_words`: text -> its words in the shards' form
    (the task's encoder). Raises: alignments.AlignmentError if the shards'
    form changed characters."""
    marked, read = markup.read_line(line)
    tags = marked.tags[:inline.MAX_TAGS]
    tokens, words = _with_tags(marked, enumerate(tags, 1), shard_words)
    found = inline.find_values(tokens, self.options[
        "inline_tags_placeholders"])
    values: Dict[str, List[str]] = {}
    numbers = []
    over = 0
    for match in found:
      kept = values.setdefault(match.kind, [])
      if len(kept) == inline.MAX_PLACEHOLDERS:
        over += 1
        numbers.append(0)
        continue
      kept.append(match.value)
      numbers.append(len(kept))
    tokens, words = _with_placeholders(tokens, words, found, numbers)
    return ReadLine(tokens, words, inline.Source(tags, {
        kind: tuple(v) for kind, v in values.items()}),
                    tuple(markup.tag_name(tag) for tag in marked.tags),
                    {"tags_over_max": len(marked.tags) - len(tags),
                     "values_over_max": over, "markup_not_read": int(not read)})

  def read_target(self, line: str, source: "ReadLine",
                  shard_words: Callable[[str], List[str]]) -> List[str]:
    """A target line with real markup given for scoring (the pair's
    source read by read_input as `source`), as the tokens training gave
    the target side: the k-th tag named X in the target (markup.tag_name,
    in the order they open; paired or point as the target has it) takes
    the number of the k-th tag named X in the source (left out when that
    one is past MAX_TAGS, as the source's is); a value the source holds
    takes the source's placeholder number, each source value the first
    equal target value not yet taken, left to right (training's rule; the
    others stay text); the target of a source read as text
    (markup_not_read) is read as text too. Raises: inline.TargetTagError
    for tags that do not nest or a tag without its source counterpart;
    AlignmentError as read_input."""
    if source.counts["markup_not_read"]:
      # The source's `<...>` were words: so are the target's.
      marked = markup.MarkedLine(line, ())
    else:
      try:
        marked = markup.strip_tags(line)
      except markup.MarkupError as e:
        raise inline.TargetTagError(f"the target's tags: {e}") from None
    seen: Dict[str, int] = {}
    numbered = []
    for tag in marked.tags:
      name = markup.tag_name(tag)
      k = seen[name] = seen.get(name, 0) + 1
      same = [n for n, other in enumerate(source.names, 1) if other == name]
      if k > len(same):
        raise inline.TargetTagError(
            f"the target's tag {tag.opening!r} has no counterpart in the "
            f"source line: it is the target's <{name}> number {k}, the "
            f"source has {len(same)} (the k-th <{name}> of a target takes "
            f"the number of its source's k-th)")
      n = same[k - 1]
      if n <= inline.MAX_TAGS:
        numbered.append((n, tag))
    tokens, words = _with_tags(marked, numbered, shard_words)
    found = inline.find_values(tokens, self.options[
        "inline_tags_placeholders"])
    numbers = [0] * len(found)
    for kind, values in source.source.values.items():
      for n, value in enumerate(values, 1):
        twin = next((m for m, match in enumerate(found)
                     if not numbers[m] and match.kind == kind and
                     match.value == value), None)
        if twin is not None:
          numbers[twin] = n
    return _with_placeholders(tokens, words, found, numbers)[0]


@dataclasses.dataclass(frozen=True)
class ReadLine:
  """A line with real markup read as training's tokens (InlineTags.
  read_input): the tokens; per token, the words of the line without its
  tags (markup.strip_tags(line).text.split(), 0-based) its characters come
  from (none for a tag token; a placeholder's: its value's words); what
  restoration puts back (`source`); the names of all the line's tags in
  the order they open (markup.tag_name, those past MAX_TAGS too); counts
  of what could not be carried."""
  tokens: List[str]
  words: List[FrozenSet[int]]
  source: inline.Source
  names: Tuple[str, ...]
  counts: Dict[str, int]


def _with_tags(marked: markup.MarkedLine,
               numbered: Iterable[Tuple[int, markup.Tag]],
               shard_words: Callable[[str], List[str]]
               ) -> Tuple[List[str], List[FrozenSet[int]]]:
  """(the shard words of marked.text with the tag tokens of `numbered`
  ((number, tag) in the order the tags open) around the words each tag
  covers, each token's words of marked.text: ReadLine.words)."""
  words = shard_words(marked.text)
  owners = alignments.raw_words_of(marked.text.split(), words)
  first: Dict[int, int] = {}
  last: Dict[int, int] = {}
  for q, raw in enumerate(owners):
    for w in raw:
      first.setdefault(w, q)
      last[w] = q
  insert = _Insertions()
  for n, tag in numbered:
    at = first.get(tag.first, len(words))
    if tag.is_point:
      insert.before[at].append(inline.point(n))
    else:
      insert.before[at].append(inline.opening(n))
      insert.after[last[tag.last]].insert(0, inline.closing(n))
  # Positions, to know each token's words: ints are the words', the
  # strings the tag tokens inserted.
  positions = insert.apply(range(len(words)))
  return ([words[p] if isinstance(p, int) else p for p in positions],
          [frozenset(owners[p]) if isinstance(p, int) else frozenset()
           for p in positions])


def _with_placeholders(tokens: List[str], words: List[FrozenSet[int]],
                       found: Sequence[inline.Match], numbers: Sequence[int]
                       ) -> Tuple[List[str], List[FrozenSet[int]]]:
  """(the tokens with the matches numbered > 0 replaced by their
  placeholders, each token's words: a placeholder's are those of the
  tokens it replaced)."""
  words = list(words)
  for match, n in zip(found, numbers):
    if n:
      words[match.start] = frozenset().union(*words[match.start:match.end])
  replaced = inline.replace_values(tokens, found, numbers)
  return ([t for t in replaced if t is not None],
          [w for t, w in zip(replaced, words) if t is not None])


class _Insertions:
  """Tokens to put before and after a side's token positions."""

  def __init__(self):
    self.before: Dict[int, List[str]] = _Lists()
    self.after: Dict[int, List[str]] = _Lists()

  def around(self, start: int, end: int, n: int) -> None:
    self.before[start].append(inline.opening(n))
    self.after[end - 1].insert(0, inline.closing(n))

  def apply(self, tokens: Sequence) -> list:
    """The tokens (of any kind) with the insertions; before[len(tokens)]:
    at the end."""
    out: List[str] = []
    for q, token in enumerate(tokens):
      out.extend(self.before.get(q, ()))
      out.append(token)
      out.extend(self.after.get(q, ()))
    out.extend(self.before.get(len(tokens), ()))
    return out


class _Lists(dict):
  def __missing__(self, key):
    self[key] = []
    return self[key]


def _first_target(a: int, src_ids: Sequence[int], tgt_ids: Sequence[int],
                  links) -> int:
  """The first target position linked to source position a (eligible:
  it has one)."""
  linked = {t for t, s in links if s == src_ids[a]}
  return min(q for q, i in enumerate(tgt_ids) if i and i in linked)


def _kept(tokens) -> List[str]:
  return [token for token in tokens if token is not None]

