"""terminology: the span rule (consistent, gap-free phrase pairs), the
annotations of Dinu et al. (2019) and Bergmanis & Pinnis (2021), and the
invariant over noisy draws: each hint, its pieces joined and lower-cased,
is the target words (or their simplemma lemmas) aligned to it in that
very example."""

import collections
import os

import pytest
import simplemma

from t2t_dyn.config import data_config
from t2t_dyn.setup.chain import TransformChain
from t2t_dyn.setup.resources import TransformResources
from t2t_dyn.shards import layout
from t2t_dyn.text import alignments
from t2t_dyn.text.forms import pretokenize
from t2t_dyn.transforms import noise
from t2t_dyn.transforms.base import (Example, TransformOptionError,
                                     TransformStats)
from t2t_dyn.transforms.terminology import Terminology, eligible_spans

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LEXICON = os.path.join(REPO, "data", "demo", "models", "morfessor.lexicon.txt")
START, SEP, END = "<term_start>", "<term_sep>", "<term_end>"
B = "▁"

# Hand-aligned en-sk pairs (Pharaoh i-j), some with many-to-one links,
# unaligned words and crossings.
PAIRS = [
    ("The cat sleeps", "Mačka spí", "0-0 1-0 2-1"),
    ("a dog runs quickly", "pes rýchlo beží", "1-0 2-2 3-1"),
    ("birds fly high in Prague", "vtáky letia vysoko v Prahe",
     "0-0 1-1 2-2 3-3 4-4"),
    ("we read books at home", "čítame knihy doma", "0-0 1-0 2-1 3-2 4-2"),
    ("Open this file, please.", "Otvorte tento súbor, prosím.",
     "0-0 1-1 2-2 3-3"),
]


def _task(aligned=True, reverse=False, meta=None):
  return type("Task", (), {"has_alignment": aligned, "name": "t",
                           "reverse": reverse, "meta": meta or {}})()


def _example(src, tgt, pharaoh, seed=0):
  """An example as the Python workers tag it (python_workers._tag)."""
  src, tgt = src.split(), tgt.split()
  links = [(2 * int(j) + 2, 2 * int(i) + 1)
           for i, j in (pair.split("-") for pair in pharaoh.split())]
  return Example(
      src=alignments.tag(src, [2 * i + 1 for i in range(len(src))]),
      tgt=alignments.tag(tgt, [2 * j + 2 for j in range(len(tgt))]),
      seed=seed, links=links)


def _terminology(mode="append", prob=1.0, max_span=3, trg_lang="lv",
                 task=None):
  return Terminology({"terminology_mode": mode, "terminology_prob": prob,
                      "terminology_max_span": max_span, "src_lang": "en",
                      "trg_lang": trg_lang}, task or _task())


def test_eligible_spans_are_gap_free_consistent_phrase_pairs():
  def spans(n_src, n_tgt, pharaoh, max_span=3):
    links = [(2 * int(j) + 2, 2 * int(i) + 1)
             for i, j in (p.split("-") for p in pharaoh.split())]
    return eligible_spans([2 * i + 1 for i in range(n_src)],
                          [2 * j + 2 for j in range(n_tgt)], links, max_span)
  # "the red house" / "sarkanā māja": "the" unaligned.
  assert spans(3, 2, "1-0 2-1") == {1: {2: (0, 1), 3: (0, 2)},
                                    2: {3: (1, 2)}}
  # Crossing: each word alone, and both as one span.
  assert spans(2, 2, "0-1 1-0") == {0: {1: (1, 2), 2: (0, 2)},
                                    1: {2: (0, 1)}}
  # X is linked to A and B: A alone would leave B's link out.
  assert spans(3, 2, "0-0 1-0 2-1") == {0: {2: (0, 1), 3: (0, 2)},
                                        2: {3: (1, 2)}}
  # A gap: A is linked to X and Z, Y between them is unaligned.
  assert spans(1, 3, "0-0 0-2") == {}
  # An unaligned target word outside the span does not matter.
  assert spans(1, 3, "0-1") == {0: {1: (1, 2)}}
  # max_span bounds both sides: one word to four, four to one.
  assert spans(1, 4, "0-0 0-1 0-2 0-3") == {}
  assert spans(4, 1, "0-0 1-0 2-0 3-0") == {}
  assert spans(4, 1, "0-0 1-0 2-0 3-0", max_span=4) == {0: {4: (0, 1)}}


def _plain(tokens):
  return [alignments.untag(t)[0] for t in tokens]


@pytest.mark.parametrize("mode,expected", [
    ("append", [START, "dzīvoju", SEP, "dzīvoju", END, START, "Rīgā", SEP,
                "Rīgā", END]),
    ("replace", [START, "dzīvoju", END, START, "Rīgā", END]),
    # Bergmanis & Pinnis: the target lemma (locative Rīgā -> Rīga).
    ("lemma", [START, "dzīvoju", SEP, "dzīvot", END, START, "Rīgā", SEP,
               "Rīga", END]),
])
def test_each_mode_annotates_as_its_paper(mode, expected):
  transform = _terminology(mode, max_span=1)
  # Source "dzīvoju Rīgā" with the same words as target keeps the lemma
  # check on Latvian words; ids show which side each token came from.
  example = _example("dzīvoju Rīgā", "dzīvoju Rīgā", "0-0 1-1")
  stats = TransformStats()
  [out] = transform.apply([example], True, stats)
  if mode == "lemma":
    assert simplemma.lemmatize("dzīvoju", lang="lv") == "dzīvot"
  assert _plain(out.src) == expected
  ids = [alignments.untag(t)[1] for t in out.src]
  # Tags have no word; a source term keeps its id (odd), a hint takes
  # its target word's (even).
  for token, i in zip(_plain(out.src), ids):
    assert (i is None) == (token in (START, SEP, END))
  hint_ids = [i for i, prev in zip(ids, [None] + _plain(out.src))
              if prev in (SEP,) or (mode == "replace" and prev == START)]
  assert hint_ids == [2, 4]
  assert stats.as_dict()["t/terminology/spans_annotated"] == 2
  # Inference: no annotation (a glossary annotates at decoding).
  plain = _example("dzīvoju Rīgā", "dzīvoju Rīgā", "0-0 1-1")
  assert transform.apply([plain], False, stats)[0].src == plain.src


def test_share_and_lengths_follow_the_options():
  transform = _terminology(prob=0.3, max_span=2)
  counts, draws = collections.Counter(), 4000
  for seed in range(draws):
    [out] = transform.apply([_example("a b c", "x y z", "0-0 1-1 2-2",
                                      seed)], True, TransformStats())
    plain = _plain(out.src)
    counts["starts_at_a"] += plain[0] == START
    counts["a_b_together"] += plain[:5] == [START, "a", "b", SEP, "x"]
  # The first word starts an annotation with probability 0.3, of length 1
  # or 2 with probability 1/2 each (3 sigma bounds).
  assert abs(counts["starts_at_a"] / draws - 0.3) < 0.022
  assert abs(counts["a_b_together"] / draws - 0.15) < 0.017


def test_noise_after_terminology_leaves_annotations_and_noises_the_rest():
  task = _task()
  annotated = [START, "a", SEP, "x", END]
  drop = noise.Drop({"drop_temperature": 0.0}, task)
  reorder = noise.Reorder({"reorder_max_dist": 5}, task)
  mask = noise.TokenMask({"token_mask_prob": 0.5, "mask_token": "<mask>"},
                         task)
  for transform in (drop, reorder, mask):  # As TransformChain sets it.
    transform.follows_terms = frozenset((START, SEP, END))
  changed = collections.Counter()
  for seed in range(300):
    for transform in (drop, reorder, mask):
      words = [f"w{i}" for i in range(6)]
      src = words[:3] + annotated + words[3:]
      [out] = transform.apply([Example(src=list(src), tgt=["x"], seed=seed)],
                              True, TransformStats())
      at = out.src.index(START)
      assert out.src[at:at + 5] == annotated
      rest = out.src[:at] + out.src[at + 5:]
      changed[transform.name] += rest != words
  # The noise still acts on the other tokens.
  assert min(changed.values()) > 100, changed


def test_options_are_validated_with_their_key_paths():
  with pytest.raises(TransformOptionError,
                     match=r"tasks\.t\.meta\.terminology_mode: 'both'"):
    Terminology.resolve_options({}, {"terminology_mode": "both"}, "t")
  with pytest.raises(TransformOptionError,
                     match=r"tasks\.t\.meta\.terminology_max_span: 0"):
    Terminology.resolve_options({}, {"terminology_max_span": 0}, "t")
  with pytest.raises(TransformOptionError,
                     match=r"tasks\.t\.meta\.trg_lang: 'ja' has no lemmatizer"):
    _terminology("lemma", trg_lang="ja", task=_task(meta={"trg_lang": "ja"}))
  with pytest.raises(TransformOptionError,
                     match=r"tasks\.t\.meta\.trg_lang: required"):
    _terminology("lemma", trg_lang=None)
  # A reversed task's target is the config's src_lang (options swapped).
  with pytest.raises(TransformOptionError,
                     match=r"meta\.train\.src_lang: 'ja' has no lemmatizer"):
    _terminology("lemma", trg_lang="ja", task=_task(reverse=True))
  for language in ("lv", "lt", "et", "fi", "sk", "en"):  # Our users'.
    assert _terminology("lemma", trg_lang=language).language == language


def _config(tmp_path, transforms, aligned=True, meta=None, reverse=False):
  return aligned_config(tmp_path, transforms, PAIRS, aligned, meta, reverse)


def aligned_config(tmp_path, transforms, pairs, aligned=True, meta=None,
                   reverse=False):
  """The data config of one task "t" of `transforms` over `pairs`
  (source, target, Pharaoh links), written into tmp_path (inline_tags_test
  builds its chains so too)."""
  for name, lines in (("en", [s for s, _, _ in pairs]),
                      ("sk", [t for _, t, _ in pairs]),
                      ("al", [a for _, _, a in pairs])):
    (tmp_path / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
  inputs = {"src": "en", "tgt": "sk"}
  if aligned:
    inputs["alignment"] = "al"
  return data_config.load_data_config(
      {"meta": {"shard": {"pretokenize": True},
                "train": {"segmentation_model": LEXICON,
                          "vocab_path": LEXICON, "seg_n_samples": 4,
                          "src_lang": "en", "trg_lang": "sk", "max_len": 200}},
       "tasks": {"t": {"transforms": transforms, "meta": meta or {},
                       "reverse": reverse, "inputs": {"c": inputs}}}},
      base_dir=str(tmp_path))


@pytest.mark.parametrize("transforms,aligned,message", [
    (["terminology", "morfessor_em"], False,
     r"tasks\.t\.transforms\[0\]: 'terminology' needs word alignments"),
    (["morfessor_em", "terminology"], True,
     r"tasks\.t\.transforms\[1\]: 'terminology' reads words"),
    (["terminology", "morfessor_em", "switchout"], True,
     r"tasks\.t\.transforms\[2\]: 'switchout' would break the annotations"),
])
def test_chains_that_cannot_keep_annotations_are_refused(
    tmp_path, transforms, aligned, message):
  with pytest.raises(data_config.DataConfigError, match=message):
    _config(tmp_path, transforms, aligned)


def test_the_config_names_a_lemma_language_simplemma_lacks(tmp_path):
  with pytest.raises(data_config.DataConfigError,
                     match=r"tasks\.t\.meta\.trg_lang: 'ja' has no lemm"):
    _config(tmp_path, ["terminology", "morfessor_em"],
            meta={"terminology_mode": "lemma", "trg_lang": "ja"})
  # Reversed, the model's target is the config's src_lang: checked as the
  # set-up will use it.
  with pytest.raises(data_config.DataConfigError,
                     match=r"tasks\.t\.meta\.src_lang: 'ja' has no lemm"):
    _config(tmp_path, ["terminology", "morfessor_em"], reverse=True,
            meta={"terminology_mode": "lemma", "src_lang": "ja",
                  "trg_lang": "lv"})
  _config(tmp_path, ["terminology", "morfessor_em"], reverse=True,
          meta={"terminology_mode": "lemma", "src_lang": "lv",
                "trg_lang": "ja"})


NOISY = ["drop", "reorder", "terminology", "morfessor_em",
         "drop", "reorder", "token_mask", "merge", "lang_prefix_both",
         "filter_too_long"]


def _chain(tmp_path, mode):
  return aligned_chain(tmp_path, NOISY, PAIRS, meta={
      "terminology_mode": mode, "terminology_prob": 0.5,
      "drop_temperature": 0.5, "token_mask_prob": 0.1,
      "merge_prob": 0.2})[0]


def aligned_chain(tmp_path, transforms, pairs, meta=None):
  """(the warmed-up TransformChain of aligned_config's task, the config),
  with a word vocabulary of the pairs' words in the data dir."""
  config = aligned_config(tmp_path, transforms, pairs, meta=meta)
  data_dir = tmp_path / "data"
  vocab = layout.word_vocab_path(str(data_dir))
  os.makedirs(os.path.dirname(vocab), exist_ok=True)
  counts = collections.Counter(
      w for s, t, _ in pairs for w in (pretokenize(s) + " " +
                                       pretokenize(t)).split())
  with open(vocab, "w", encoding="utf-8") as f:
    f.writelines(f"{c}\t{w}\n" for w, c in counts.most_common())
  chain = TransformChain(config.tasks["t"], config,
                         TransformResources(config, str(data_dir)))
  chain.warm_up()
  return chain, config


def _word_texts(tokens):
  """{word id: its pieces joined, ▁ removed, lower-cased}."""
  texts = collections.defaultdict(str)
  for token in tokens:
    text, i = alignments.untag(token)
    if i:
      texts[i] += text.replace(B, "").lower()
  return texts


def _annotations(src):
  """[(source term tokens, hint tokens)] of a source, checking the tags'
  form: START [term SEP] hint END, none nested or left open."""
  found, at = [], 0
  plain = _plain(src)
  while START in plain[at:]:
    start = plain.index(START, at)
    end = plain.index(END, start)
    inner = src[start + 1:end]
    assert START not in _plain(inner), src
    if SEP in _plain(inner):
      sep = _plain(inner).index(SEP)
      found.append((inner[:sep], inner[sep + 1:]))
    else:
      found.append(([], inner))
    at = end + 1
  assert END not in plain[at:] and SEP not in plain[at:], src
  return found


def _check_hints(src, tgt, links, mode):
  """Asserts the invariant on one drawn example (tokens tagged with their
  word ids); returns (hints, source terms) seen."""
  targets = _word_texts(tgt)
  linked = collections.defaultdict(set)
  for t, s in links:
    linked[s].add(t)
  hints = terms_seen = 0
  for term, hint in _annotations(src):
    hints += 1
    ids = [alignments.untag(token)[1] for token in hint]
    assert all(i and i in targets for i in ids), src
    # Each hint word whole, in target order: its pieces together.
    words = [i for k, i in enumerate(ids) if k == 0 or ids[k - 1] != i]
    assert words == sorted(set(words)), src
    expected = "".join(
        simplemma.lemmatize(targets[i], lang="sk") if mode == "lemma"
        else targets[i] for i in words)
    joined = "".join(_plain(hint)).replace(B, "").lower()
    assert joined == expected.lower(), (src, tgt)
    if term:  # append, lemma: the term's links name the same words.
      terms_seen += 1
      term_ids = {alignments.untag(token)[1] for token in term}
      assert set().union(*(linked[s] for s in term_ids)) == set(words)
  return hints, terms_seen


def _batch(draw):
  return [_example(pretokenize(s), pretokenize(t), a, seed=draw * 10 + k)
          for k, (s, t, a) in enumerate(PAIRS)]


@pytest.mark.parametrize("mode", ["append", "replace", "lemma"])
def test_hints_are_the_aligned_target_words_after_noisy_draws(tmp_path,
                                                               mode):
  chain = _chain(tmp_path, mode)
  stats = TransformStats()
  hints = terms_seen = 0
  for draw in range(150):
    for example in chain.apply(_batch(draw), True, stats):
      seen = _check_hints(example.src, example.tgt, example.links, mode)
      hints, terms_seen = hints + seen[0], terms_seen + seen[1]
  counts = stats.as_dict()
  assert hints > 500 and (terms_seen > 500) == (mode != "replace")
  # The draws were noisy: tokens dropped and masked, outside the hints.
  assert counts["t/drop/tokens_dropped"] > 500
  assert counts["t/token_mask/tokens_masked"] > 100
  assert counts["t/terminology/spans_annotated"] >= hints
