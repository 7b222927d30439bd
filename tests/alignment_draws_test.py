"""End to end: word alignments through the demo corpus's noisiest chain.

The en-sk demo pairs, aligned by dyn-datagen (eflomal), go through case changes,
reordering, dropping, SwitchOut, merging, Morfessor sampling
and language tokens into padded batches. After 10,000 drawn examples every
emitted link must still join pieces of two words whose (shard) tokens were
linked in the corpus, and never a language token or EOS. (Per transform,
tests/alignments_test.py checks the exact link sets.)
"""

import collections
import functools
import os
import re

import pytest

from t2t_dyn.batches.data_plan import DataPlan
from t2t_dyn.hparams.data_hparams import DataHParams
from t2t_dyn.shards import corpus
from t2t_dyn.shards import reading
from t2t_dyn.setup.vocabulary import UNK
from t2t_dyn.test_utils import batch_piece_links, build_problem
from t2t_dyn.text import alignments

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEMO = os.path.join(REPO, "data", "demo")
LEXICON = os.path.join(DEMO, "models", "morfessor.lexicon.txt")
# The demo's noisiest chain (its denoising task's), on pairs, with case
# changes, SwitchOut and merging added.
CHAIN = ["case_both", "reorder", "drop", "switchout", "merge",
         "morfessor_em", "lang_prefix_both", "filter_too_long"]
DRAWS = 10_000

pytestmark = [pytest.mark.slow(
    reason="aligns the demo corpus with eflomal and draws 10,000 examples")]


def read_lines(path):
  return corpus.read_lines(path, "error")


def _linked_token_pairs(problem, data_dir):
  """{(source token, target token)} lower-cased without ▁, over every link
  of the task's shards (tokens of the shard lines, as the transforms
  start)."""
  config = problem.get_data_config()
  files = reading.shard_set(data_dir, "en_sk", config).files
  source, target = config.task("en_sk").read_features
  pairs = set()
  for src_path, tgt_path, links_path in zip(files[source], files[target],
                                            files["alignment"]):
    with open(links_path, "rb") as f:
      lines = alignments.read_shard_file(f.read())
    for src, tgt, links in zip(read_lines(src_path), read_lines(tgt_path),
                               lines, strict=True):
      src, tgt = src.lower().split(), tgt.lower().split()
      for i, j in links:
        pairs.add((src[i].lstrip("▁"), tgt[j].lstrip("▁")))
  return pairs


@functools.lru_cache(maxsize=None)
def _special(token):
  """Language tokens and EOS (the corpus's own "<" is a piece "▁<")."""
  return re.fullmatch(r"<[A-Z][A-Za-z_]*>", token) is not None


def _starts_word(token):
  return token.startswith("▁") or _special(token)


def _words_holding(tokens, position):
  """The texts (lower-cased, no ▁) a word holding the piece at `position`
  can have: every run of pieces around it that starts a word there or
  earlier and does not cross the next ▁. (A piece without ▁ may also be a
  word of its own: punctuation, or a SwitchOut replacement.)"""
  first = position  # The run's earliest start: the word's first piece.
  while first > 0 and not _starts_word(tokens[first]):
    first -= 1
  last = position + 1  # The run's latest end: the next word's start.
  while last < len(tokens) and not _starts_word(tokens[last]):
    last += 1
  return {"".join(tokens[start:end]).lstrip("▁").lower()
          for start in range(first, position + 1)
          for end in range(position + 1, last + 1)}


def _by_source(linked):
  """{source text: {target texts linked to it}} of the linked pairs."""
  index = collections.defaultdict(set)
  for a, b in linked:
    index[a].add(b)
  return dict(index)


def _linked(by_source, sources, targets):
  """Whether a (source, target) pair of these texts was linked (by_source:
  _by_source of the linked pairs, looked up by source text as every drawn
  link asks); an <unk> piece (a character the vocabulary lacks) stands for
  any characters."""
  if any(not by_source[a].isdisjoint(targets) for a in sources
         if a in by_source):
    return True
  patterns = [[re.compile(".+".join(map(re.escape, text.split(UNK))))
               for text in texts if UNK in text]
              for texts in (sources, targets)]
  if not any(patterns):
    return False
  return any(
      (a in sources or any(p.fullmatch(a) for p in patterns[0])) and
      any(b in targets or any(p.fullmatch(b) for p in patterns[1])
          for b in linked_to)
      for a, linked_to in by_source.items())


def test_links_after_ten_thousand_noisy_draws_join_linked_words(tmp_path):
  problem, data_dir = build_problem(tmp_path, {
      "meta": {"shard": {"pretokenize": True, "n_shards": 2},
               "train": {"segmentation_model": LEXICON, "vocab_path": LEXICON,
                         "seg_n_samples": 8, "seg_theta": 0.5,
                         "src_lang": "en", "trg_lang": "sk",
                         "case_both_upper_prob": 0.1,
                         "case_both_title_prob": 0.1,
                         "reorder_max_dist": 3, "drop_temperature": 3.0,
                         "switchout_temperature": 0.5, "merge_prob": 0.2,
                         "max_len": 100}},
      "tasks": {"en_sk": {"transforms": CHAIN, "inputs": {"gnome": {
          "src": os.path.join(DEMO, "train.en-sk.en"),
          "tgt": os.path.join(DEMO, "train.en-sk.sk"),
          "alignment": "eflomal"}}}}}, vocab_from_words=False)
  linked = _by_source(_linked_token_pairs(problem, data_dir))
  vocabs = problem.transform_setup(data_dir).vocabularies
  hparams = DataHParams(batch_size=4096, max_length=200, window_size=2048)
  examples = links_seen = target_tokens = 0
  for batch in problem.train_pipeline(DataPlan(data_dir, hparams)).batches():
    piece_links = batch_piece_links(batch)
    for row in range(len(batch["inputs"])):
      src = [vocabs.src.tokens[i] for i in batch["inputs"][row] if i]
      tgt = [vocabs.tgt.tokens[i] for i in batch["targets"][row] if i]
      # A piece has several links: its word texts are worked out once.
      holding_src = functools.lru_cache(maxsize=None)(
          functools.partial(_words_holding, src))
      holding_tgt = functools.lru_cache(maxsize=None)(
          functools.partial(_words_holding, tgt))
      for q, p in piece_links[row]:
        assert not _special(src[p]) and not _special(tgt[q]), (
            src, tgt, (q, p))
        assert _linked(linked, holding_src(p), holding_tgt(q)), (
                f"{' '.join(src)} ||| {' '.join(tgt)} ||| {q}-{p}")
        links_seen += 1
      examples += 1
      target_tokens += len(tgt)
    if examples >= DRAWS:
      break
  # Most target pieces keep a link: noise drops some, never most.
  assert links_seen > target_tokens
