"""terminology: target terms annotated inline on the source, from the word
alignments, so the model learns to use a glossary's terms (Dinu et al.
2019, "Training Neural Machine Translation to Apply Terminology
Constraints": append and replace; Bergmanis & Pinnis 2021, "Facilitating
Terminology Translation with Target Lemma Annotations": lemma).

Span rule. Over the example's current words (after any noise before it),
a source span [a, b) of 1..terminology_max_span words is eligible when
  - each of its words is linked to some target word,
  - the target words linked to it fill a contiguous target span [c, d) of
    at most terminology_max_span words, each of them linked, and
  - every link of those target words goes back into [a, b).
So no unaligned word lies inside either side (a gap would make the hint
name words the source term does not cover, or miss some), and the pair is
a consistent phrase pair (Och & Ney's rule) of gap-free sides. Only links
between words present on both sides count: a word an earlier transform
dropped has no place to be annotated.

Sampling. Left to right over the source, at each word not yet annotated
that starts an eligible span: with probability terminology_prob it starts
an annotation, whose length is drawn uniformly among the eligible lengths
starting there (multi-word terms as often as one-word ones), and the walk
goes on after it; else the walk moves one word on.

Annotation (text.terms): `append` TERM_START source words TERM_SEP
target words TERM_END; `replace` TERM_START target words TERM_END (the
source words removed); `lemma` like append, with each target word's lemma
by simplemma (Barbaresi's dictionary lemmatizer, 50+ languages) in
trg_lang. Target words are copied as the target holds them (▁ marker and
case), lemmas keep the ▁ marker.

How annotations travel. The tags are vocabulary specials placed among the
words: a segmentation after terminology passes them whole and segments
(and samples) the hints like every other word. Tags have no word id; each
hint word carries the id of the target word it names, so its pieces are a
copy of that word for the guided alignment (text.alignments). Noise after
terminology must leave annotations intact (Transform.keeps_terms: drop,
reorder and token_mask act on the tokens outside annotations only); a
task refuses other transforms after it (chain_rules).

Native path: terminology_native, the same rule and distribution with
stateless draws (lemma mode lemmatizes in a py_function).

At inference there is no target to align, so nothing is annotated unless
a decoder gave the transform a glossary (use_glossary, text.glossary:
dyn-decoder --glossary): then each match of a glossary source term is
annotated with the glossary's target term, by the same terms.annotation
and the same hint (lemmas in lemma mode) as training.
"""

import functools
from typing import Dict, List, Sequence, Set, Tuple

from t2t_dyn.foundation import registry
from t2t_dyn.text import alignments
from t2t_dyn.text import factors
from t2t_dyn.text import terms
from t2t_dyn.text.forms import WORD_BOUNDARY
from t2t_dyn.transforms.base import (Param, Transform, TransformOptionError,
                                     optional_string, option_path,
                                     positive_int, probability)

MODES = terms.MODES
LEMMA_CACHE_SIZE = 100_000


def lemmatizer_languages() -> Set[str]:
  """The languages simplemma has a dictionary for."""
  from simplemma.strategies.dictionaries import dictionary_factory  # pylint: disable=g-import-not-at-top
  return set(dictionary_factory.SUPPORTED_LANGUAGES)


def lemmatizer(language: str):
  """simplemma's lemma of a word in `language` (one of
  lemmatizer_languages()), cached, its dictionary loaded now."""
  import simplemma  # pylint: disable=g-import-not-at-top
  lemma = functools.lru_cache(maxsize=LEMMA_CACHE_SIZE)(
      lambda word: simplemma.lemmatize(word, lang=language))
  lemma("a")  # Loads the language's dictionary now.
  return lemma


def eligible_spans(src_ids: Sequence[int], tgt_ids: Sequence[int],
                   links: Sequence[Tuple[int, int]], max_span: int
                   ) -> Dict[int, Dict[int, Tuple[int, int]]]:
  """{a: {b: (c, d)}}: each eligible source span [a, b) (module docstring)
  and its target span [c, d), over the word ids of the two sides' tokens
  (text.alignments; NO_WORD 0)."""
  src_at, tgt_at = _positions(src_ids), _positions(tgt_ids)
  to_tgt = [set() for _ in src_ids]
  to_src = [set() for _ in tgt_ids]
  for t, s in links:
    for p in src_at.get(s, ()):
      for q in tgt_at.get(t, ()):
        to_tgt[p].add(q)
        to_src[q].add(p)
  spans: Dict[int, Dict[int, Tuple[int, int]]] = {}
  for a in range(len(src_ids)):
    linked: Set[int] = set()
    for b in range(a + 1, min(a + max_span, len(src_ids)) + 1):
      if not to_tgt[b - 1]:
        break  # An unaligned source word: no longer span either.
      linked |= to_tgt[b - 1]
      c, d = min(linked), max(linked) + 1
      if d - c <= max_span and all(
          to_src[q] and a <= min(to_src[q]) and max(to_src[q]) < b
          for q in range(c, d)):
        spans.setdefault(a, {})[b] = (c, d)
  return spans


def _positions(ids: Sequence[int]) -> Dict[int, List[int]]:
  """{word id: its positions} of a side's words. (Any id: merge may shift
  an example's ids by an odd offset.)"""
  at: Dict[int, List[int]] = {}
  for p, i in enumerate(ids):
    if i:
      at.setdefault(i, []).append(p)
  return at


@registry.register_transform("terminology")
class Terminology(Transform):
  """Annotates sampled aligned source spans with their target words or
  lemmas between reserved tags (module docstring); none at inference."""

  needs_pair = True
  needs_words = True
  needs_alignment = True
  carries_alignment = True  # Tags unaligned, hints their target word's id.
  specials_among_words = True

  parameters = {
      "terminology_prob": Param(
          0.1, "probability that a source word starting an eligible span "
          "starts an annotation", probability, "a probability in [0, 1]"),
      "terminology_mode": Param(
          "append", "append (source term, then target hint), replace "
          "(target hint only) or lemma (source term, then the target "
          "words' lemmas)", lambda v: v in MODES,
          "one of " + ", ".join(MODES)),
      "terminology_max_span": Param(
          3, "most words of an annotated span, on each side", positive_int,
          "a positive integer"),
      # Declared as a pair so that a reversed task swaps them (base.
      # SIDE_OPTIONS); lemma mode lemmatizes in trg_lang.
      "src_lang": Param(None, "source language (ISO 639-1)", optional_string,
                        "a language code"),
      "trg_lang": Param(None, "target language (ISO 639-1), lemma mode's "
                        "lemmatizer language", optional_string,
                        "a language code"),
  }

  def __init__(self, options, task=None, resources=None):
    """Raises: TransformOptionError naming the language key, in lemma mode,
    for a target language unset or one simplemma lacks."""
    super().__init__(options, task, resources)
    self.mode = self.options["terminology_mode"]
    self._lemma = None
    self.glossary = None  # Set by a decoder: use_glossary.
    if self.mode == "lemma":
      self.language = self._lemma_language(task)

  def _lemma_language(self, task, side: str = "trg_lang") -> str:
    """The language to lemmatize `side` in ("trg_lang": hints;
    "src_lang": a glossary's source matching). Raises: TransformOptionError
    naming the config's key."""
    # A reversed task's options arrive swapped: its target language is the
    # config's src_lang.
    other = "src_lang" if side == "trg_lang" else "trg_lang"
    key = other if getattr(task, "reverse", False) else side
    meta = getattr(task, "meta", {}) or {}
    language = self.options[side]
    what = "target" if side == "trg_lang" else "source"
    if not language:
      raise TransformOptionError(
          f"tasks.{self.task_name}.meta.{key}: required by transform "
          f"'terminology' in lemma mode, the language to lemmatize the "
          f"{what} in (set it there or in meta.train)")
    supported = lemmatizer_languages()
    if language not in supported:
      raise TransformOptionError(
          f"{option_path(key, self.task_name, meta)}: {language!r} has no "
          f"lemmatizer in simplemma (terminology_mode: lemma, task "
          f"{self.task_name!r}); its languages: {' '.join(sorted(supported))}")
    return language

  def specials(self):
    return list(terms.TAGS)

  def warm_up(self):
    if self.mode == "lemma" and self._lemma is None:
      self._lemma = lemmatizer(self.language)

  def source_lemmatizer(self):
    """Lemma mode: the lemma of a source word (simplemma in the task's
    source language), what a glossary's source terms are matched by; None
    in the other modes. Raises: TransformOptionError naming the source
    language's key when it is unset or simplemma lacks it."""
    if self.mode != "lemma":
      return None
    return lemmatizer(self._lemma_language(self.task, "src_lang"))

  def use_glossary(self, glossary) -> None:
    """Annotates inference inputs from `glossary` (a text.glossary.Glossary
    built with source_lemmatizer() in lemma mode): each match becomes
    terms.annotation(mode, its source words, the target term's hint).
    Training is unchanged."""
    self.warm_up()
    self.glossary = glossary

  def _hint(self, word: str) -> str:
    if self.mode != "lemma":
      return word
    marker = WORD_BOUNDARY if word.startswith(WORD_BOUNDARY) else ""
    rest = word[len(marker):]
    return marker + self._lemma(rest) if rest else word

  def apply(self, batch, is_train, stats):
    if not is_train:
      if self.glossary is not None:
        self._annotate_from_glossary(batch, stats)
      return batch
    self.warm_up()
    prob, max_span = (self.options["terminology_prob"],
                      self.options["terminology_max_span"])
    events = {"spans_annotated": 0, "starts_not_drawn": 0,
              "examples_without_eligible_span": 0}
    for example in batch:
      src_ids = alignments.untag_all(example.src)[1]
      tgt_words, tgt_ids = alignments.untag_all(example.tgt)
      spans = eligible_spans(src_ids, tgt_ids, example.links, max_span)
      if not spans:
        events["examples_without_eligible_span"] += 1
        continue
      rng, out, a = example.rng, [], 0
      while a < len(example.src):
        if a not in spans:
          out.append(example.src[a])
          a += 1
          continue
        if rng.random() >= prob:
          events["starts_not_drawn"] += 1
          out.append(example.src[a])
          a += 1
          continue
        ends = sorted(spans[a])
        b = ends[rng.randrange(len(ends))]
        c, d = spans[a][b]
        hint = alignments.tag([self._hint(w) for w in tgt_words[c:d]],
                              tgt_ids[c:d])
        out.extend(terms.annotation(self.mode, example.src[a:b], hint))
        events["spans_annotated"] += 1
        a = b
      example.src = out
    for event, count in events.items():
      stats.add(self.task_name, self.name, event, count)
    return batch

  def _annotate_from_glossary(self, batch, stats) -> None:
    """use_glossary's annotations, in place. Words are matched without
    their word ids and factors (return_alignments tags them); the hints
    have no word id: no source word stands behind them."""
    spans = 0
    for example in batch:
      words = [factors.split_token(alignments.untag(token)[0])[0]
               for token in example.src]
      out, a = [], 0
      for start, end, target in self.glossary.spans(words):
        out.extend(example.src[a:start])
        out.extend(terms.annotation(self.mode, example.src[start:end],
                                    [self._hint(w) for w in target]))
        a = end
        spans += 1
      example.src = out + example.src[a:]
    stats.add(self.task_name, self.name, "glossary_spans_annotated", spans)

  @property
  def native_calls_python(self) -> bool:
    return self.mode == "lemma"  # simplemma, in a py_function.

  def native(self, is_train):
    if not is_train:
      return lambda features, seed: features
    from t2t_dyn.transforms import terminology_native  # pylint: disable=g-import-not-at-top
    lemmatize = None
    if self.mode == "lemma":
      self.warm_up()
      lemmatize = lambda words: [self._hint(w.decode("utf-8"))
                                 for w in words]
    return terminology_native.build(
        self.options["terminology_prob"],
        self.options["terminology_max_span"], self.mode, lemmatize)
