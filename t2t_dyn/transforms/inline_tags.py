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
decoder puts back into the translation (text.inline.restore). The text
encoders call it (setup.text_encoder), so both engines get the same ids;
apply leaves inference examples as they are.
"""

from typing import Callable, Dict, List, Sequence, Tuple

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
                 ) -> Tuple[List[str], inline.Source, Dict[str, int]]:
    """A decoding input line with real markup -> (its tokens as training
    saw them, what restoration puts back, counts of what could not be
    carried: tags past MAX_TAGS, values past MAX_PLACEHOLDERS, both left
    out of the tokens as tags / kept as text). `shard_words`: text -> its
    words in the shards' form (the task's encoder). Raises:
    markup.MarkupError for tags that do not nest (callers add file:line);
    alignments.AlignmentError if the shards' form changed characters."""
    marked = markup.strip_tags(line)
    words = shard_words(marked.text)
    owners = alignments.raw_words_of(marked.text.split(), words)
    first: Dict[int, int] = {}
    last: Dict[int, int] = {}
    for q, raw in enumerate(owners):
      for w in raw:
        first.setdefault(w, q)
        last[w] = q
    tags = marked.tags[:inline.MAX_TAGS]
    counts = {"tags_over_max": len(marked.tags) - len(tags),
              "values_over_max": 0}
    insert = _Insertions()
    for n, tag in enumerate(tags, 1):
      at = first.get(tag.first, len(words))
      if tag.is_point:
        insert.before[at].append(inline.point(n))
      else:
        insert.before[at].append(inline.opening(n))
        insert.after[last[tag.last]].insert(0, inline.closing(n))
    tokens = insert.apply(words)
    found = inline.find_values(tokens, self.options[
        "inline_tags_placeholders"])
    values: Dict[str, List[str]] = {}
    numbers = []
    for match in found:
      kept = values.setdefault(match.kind, [])
      if len(kept) == inline.MAX_PLACEHOLDERS:
        counts["values_over_max"] += 1
        numbers.append(0)
        continue
      kept.append(match.value)
      numbers.append(len(kept))
    tokens = _kept(inline.replace_values(tokens, found, numbers))
    return tokens, inline.Source(tags, {kind: tuple(v) for kind, v in
                                        values.items()}), counts


class _Insertions:
  """Tokens to put before and after a side's token positions."""

  def __init__(self):
    self.before: Dict[int, List[str]] = _Lists()
    self.after: Dict[int, List[str]] = _Lists()

  def around(self, start: int, end: int, n: int) -> None:
    self.before[start].append(inline.opening(n))
    self.after[end - 1].insert(0, inline.closing(n))

  def apply(self, tokens: Sequence[str]) -> List[str]:
    """The tokens with the insertions; before[len(tokens)]: at the end."""
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

