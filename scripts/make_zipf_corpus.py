#!/usr/bin/env python3
r"""Builds a synthetic parallel corpus with as many word types as asked for.

Web-crawled corpora have tens of millions of word types (URLs, numbers,
names, typos); the segmentation tables grow with them. This corpus has
exactly --word_types types, half on each side, each used at least once,
the rest of the tokens drawn from a Zipf law over the ranks (exponent
--zipf_exponent), so that frequent words are short and common and the
tail is long, as in real text. Words are made of syllables (bijective
base-100 numerals of their rank: rank 1 is one syllable, the tail four),
so that a unigram SentencePiece model finds real subwords in them.

Out (under --out_dir):
  train.src, train.tgt  --pairs lines each, 3 to 20 words a line
  spm.model, spm.vocab  a unigram SentencePiece model of both sides
  bench_zipf.yaml       the benchmark's data config for it (n-best
                        --seg_n_samples, theta 0.5, reorder, drop)

  python scripts/make_zipf_corpus.py --word_types=30000000 \
      --pairs=3000000 --n_shards=32 --out_dir=/tmp/t2t_dyn_zipf30m
  python scripts/bench_pipeline.py \
      --data_config=/tmp/t2t_dyn_zipf30m/bench_zipf.yaml \
      --data_dir=/tmp/t2t_dyn_zipf30m/data
"""

import os
import random
import time

from absl import app
from absl import flags
import numpy as np

FLAGS = flags.FLAGS
flags.DEFINE_integer("word_types", 1_000_000, "Word types of the corpus, "
                     "both sides together.")
flags.DEFINE_integer("pairs", 1_000_000, "Sentence pairs.")
flags.DEFINE_float("zipf_exponent", 1.1, "Exponent of the rank law.")
flags.DEFINE_integer("seg_n_samples", 8, "n-best size of the config.")
flags.DEFINE_integer("n_shards", 16, "Shards of the config (the first "
                     "batch waits for one shard's lines).")
flags.DEFINE_integer("vocab_size", 8000, "SentencePiece vocabulary size.")
flags.DEFINE_string("out_dir", "/tmp/t2t_dyn_zipf", "Output directory.")
flags.DEFINE_integer("seed", 1, "Random seed.")

_CONSONANTS = {"src": "bcdfghjklmnprstvwxyz", "tgt": "bcčdďfghklľmnňprřsšt"}
_VOWELS = {"src": "aeiou", "tgt": "áéíóú"}
_SHORTEST, _LONGEST = 3, 20

CONFIG = """\
# Made by scripts/make_zipf_corpus.py: {pairs:,} synthetic pairs with
# {types:,} word types (Zipf exponent {exponent}), for the start-up and
# memory benchmark (issue: start-up and memory that do not grow with the
# corpus's word types).
meta:
  shard: {{pretokenize: false, n_shards: {n_shards}}}
  train:
    name: bench_zipf
    segmentation_model: spm.model
    vocab_path: spm.vocab
    seg_n_samples: {n_best}
    seg_theta: 0.5
    reorder_max_dist: 3
    drop_temperature: 2.0
    max_len: 100
tasks:
  zipf:
    transforms: [reorder, drop, sentencepiece, filter_too_long]
    inputs:
      synthetic: {{src: train.src, tgt: train.tgt}}
"""


def syllables(side: str):
  return [c + v for c in _CONSONANTS[side] for v in _VOWELS[side]]


def word(rank: int, units) -> str:
  """The bijective base-len(units) numeral of rank >= 1, in syllables."""
  out, base = [], len(units)
  while rank:
    rank, digit = divmod(rank - 1, base)
    out.append(units[digit])
  return "".join(reversed(out))


def token_ranks(types: int, tokens: int, rng: np.random.Generator):
  """int64 [tokens]: every rank below `types` once, the rest drawn from the
  truncated Zipf law, in random order."""
  if tokens < types:
    raise app.UsageError(f"--pairs={FLAGS.pairs:,} gives {tokens:,} tokens "
                         f"a side, fewer than its {types:,} word types")
  cdf = np.cumsum(1.0 / np.arange(1, types + 1) ** FLAGS.zipf_exponent)
  drawn = np.searchsorted(cdf, rng.random(tokens - types) * cdf[-1])
  ranks = np.concatenate([np.arange(types), drawn])
  rng.shuffle(ranks)
  return ranks


def write_side(path, side, types, lengths, rng) -> None:
  start = time.monotonic()
  units = syllables(side)
  vocabulary = [word(rank + 1, units) for rank in range(types)]
  ranks = token_ranks(types, int(lengths.sum()), rng)
  with open(path, "w", encoding="utf-8") as f:
    position = 0
    for length in lengths:
      f.write(" ".join(vocabulary[r] for r in ranks[position:
                                                    position + length]))
      f.write("\n")
      position += length
  print(f"{path}: {len(lengths):,} lines, {types:,} word types, "
        f"{position:,} tokens ({time.monotonic() - start:.0f} s)", flush=True)


def train_sentencepiece(out_dir, seed) -> None:
  import sentencepiece as spm  # pylint: disable=g-import-not-at-top
  rng = random.Random(seed)
  sample = []
  for name in ("train.src", "train.tgt"):
    with open(os.path.join(out_dir, name), encoding="utf-8") as f:
      lines = [line.rstrip("\n") for _, line in zip(range(200_000), f)]
    sample += rng.sample(lines, min(len(lines), 100_000))
  spm.SentencePieceTrainer.train(
      sentence_iterator=iter(sample), model_prefix=os.path.join(out_dir,
                                                                "spm"),
      vocab_size=FLAGS.vocab_size, model_type="unigram",
      normalization_rule_name="identity", character_coverage=1.0,
      input_sentence_size=len(sample), shuffle_input_sentence=True,
      num_threads=os.cpu_count() or 1, minloglevel=2)


def main(argv):
  del argv
  os.makedirs(FLAGS.out_dir, exist_ok=True)
  rng = np.random.default_rng(FLAGS.seed)
  lengths = rng.integers(_SHORTEST, _LONGEST + 1, FLAGS.pairs)
  source_types = FLAGS.word_types // 2
  write_side(os.path.join(FLAGS.out_dir, "train.src"), "src", source_types,
             lengths, rng)
  write_side(os.path.join(FLAGS.out_dir, "train.tgt"), "tgt",
             FLAGS.word_types - source_types,
             rng.permutation(lengths), rng)
  train_sentencepiece(FLAGS.out_dir, FLAGS.seed)
  with open(os.path.join(FLAGS.out_dir, "bench_zipf.yaml"), "w",
            encoding="utf-8") as f:
    f.write(CONFIG.format(pairs=FLAGS.pairs, types=FLAGS.word_types,
                          exponent=FLAGS.zipf_exponent,
                          n_best=FLAGS.seg_n_samples,
                          n_shards=FLAGS.n_shards))
  print(f"wrote {FLAGS.out_dir}/bench_zipf.yaml")


if __name__ == "__main__":
  app.run(main)
