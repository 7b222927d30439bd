#!/usr/bin/env python3
"""Builds the real-scale English→many corpus from every gettext catalog here.

Every translated message of every binary catalog (.mo) of every language
under --locale_dir becomes one (English, translation) pair, cleaned and
deduplicated per language exactly as the demo corpus is
(scripts/make_demo_corpus.py). The result is the size of a real training
corpus: on a Debian machine over a million pairs and close to a million
target word types, in 180 languages, the morphologically rich ones among
them (Finnish, Hungarian, Turkish, Slovak, ...).

Out (under --out_dir):
  train.en-many.en, train.en-many.xx   all pairs but Slovak's, aligned
  train.en-sk.en, train.en-sk.sk       the Slovak pairs (the low-resource
                                       task of the benchmark's mix)
  langs.tsv                            language<TAB>pairs
  spm.model, spm.vocab                 a unigram SentencePiece model of both
                                       sides (identity normalization, so its
                                       pieces join back to the text exactly)
  bench_scale.yaml                     the benchmark's data config for it
It refuses to write a corpus below --min_pairs pairs or --min_types target
word types, naming what it found.

  python scripts/make_scale_corpus.py [--out_dir=/tmp/t2t_dyn_scale]
"""

import argparse
import collections
import glob
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_demo_corpus as catalogs  # pylint: disable=wrong-import-position

LOW_RESOURCE = "sk"


def languages(locale_dir):
  """The language directories that hold at least one catalog."""
  return sorted(os.path.basename(os.path.dirname(p))
                for p in glob.glob(os.path.join(locale_dir, "*",
                                                "LC_MESSAGES")))


def collect(locale_dir):
  """{language: [(en, xx)]}, cleaned and deduplicated per language."""
  dropped, skipped = collections.Counter(), []
  pairs = {}
  for lang in languages(locale_dir):
    if lang.startswith("en"):
      continue  # English->English variants (en_GB, ...) are not translation.
    paths, _ = catalogs.list_catalogs(locale_dir, lang)
    found = [(s, t) for _, s, t in catalogs.collect_pairs(paths, dropped,
                                                         skipped)]
    if found:
      pairs[lang] = found
  return pairs, dropped, skipped


def train_sentencepiece(texts, out_prefix, vocab_size, seed):
  import sentencepiece as spm  # pylint: disable=g-import-not-at-top
  rng = random.Random(seed)
  sample = rng.sample(texts, min(len(texts), 400000))
  spm.SentencePieceTrainer.train(
      sentence_iterator=iter(sample), model_prefix=out_prefix,
      vocab_size=vocab_size, model_type="unigram",
      normalization_rule_name="identity", character_coverage=0.9995,
      input_sentence_size=len(sample), shuffle_input_sentence=True,
      num_threads=os.cpu_count() or 1, minloglevel=2, seed_sentencepiece_size=
      1000000)
  with open(out_prefix + ".vocab", encoding="utf-8") as f:
    return sum(1 for _ in f)


CONFIG = """\
# The benchmark's data config on the scale corpus (made by
# scripts/make_scale_corpus.py): English->many (180 languages) mixed with
# English->Slovak, SentencePiece sampling on both sides, reorder, drop,
# language tokens, filter_too_long: the same transforms as
# scripts/bench_pipeline.yaml on the demo corpus.
meta:
  shard: {{pretokenize: false, n_shards: 16}}
  train:
    name: bench_scale
    segmentation_model: spm.model
    vocab_path: spm.vocab
    seg_n_samples: 5
    seg_theta: 0.5
    reorder_max_dist: 3
    drop_temperature: 2.0
    max_len: 100
tasks:
  en_many:
    weight: 0.8
    transforms: [reorder, drop, sentencepiece, lang_prefix_both, filter_too_long]
    meta: {{src_lang: en, trg_lang: xx}}
    inputs:
      gettext: {{src: train.en-many.en, tgt: train.en-many.xx}}
  en_sk:
    weight: 0.2
    n_shards: 2
    transforms: [reorder, drop, sentencepiece, lang_prefix_both, filter_too_long]
    meta: {{src_lang: en, trg_lang: {low}}}
    inputs:
      gettext: {{src: train.en-sk.en, tgt: train.en-sk.{low}}}
"""


def main(argv=None):
  parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
  parser.add_argument("--locale_dir", default="/usr/share/locale")
  parser.add_argument("--out_dir", default="/tmp/t2t_dyn_scale")
  parser.add_argument("--vocab_size", type=int, default=32000)
  parser.add_argument("--min_pairs", type=int, default=1000000)
  parser.add_argument("--min_types", type=int, default=500000)
  parser.add_argument("--seed", type=int, default=1234)
  args = parser.parse_args(argv)

  pairs, dropped, skipped = collect(args.locale_dir)
  total = sum(len(p) for p in pairs.values())
  types = set()
  for lang_pairs in pairs.values():
    for _, target in lang_pairs:
      types.update(target.split())
  print(f"{total:,} pairs in {len(pairs)} languages, {len(types):,} target "
        f"word types; dropped {dict(dropped)}; {len(skipped)} catalogs "
        f"skipped")
  if total < args.min_pairs or len(types) < args.min_types:
    sys.exit(f"too small for a real-scale corpus: {total:,} pairs (need "
             f"{args.min_pairs:,}), {len(types):,} target word types (need "
             f"{args.min_types:,}); is --locale_dir {args.locale_dir} the "
             f"machine's full set of catalogs?")
  if LOW_RESOURCE not in pairs:
    sys.exit(f"no {LOW_RESOURCE} catalogs under {args.locale_dir}")

  os.makedirs(args.out_dir, exist_ok=True)
  rng = random.Random(args.seed)
  many = [p for lang in sorted(pairs) if lang != LOW_RESOURCE
          for p in pairs[lang]]
  rng.shuffle(many)  # Languages interleaved, as a mixed corpus would be.
  out = lambda name: os.path.join(args.out_dir, name)
  catalogs.write_lines(out("train.en-many.en"), [s for s, _ in many])
  catalogs.write_lines(out("train.en-many.xx"), [t for _, t in many])
  low = pairs[LOW_RESOURCE]
  catalogs.write_lines(out("train.en-sk.en"), [s for s, _ in low])
  catalogs.write_lines(out(f"train.en-sk.{LOW_RESOURCE}"),
                       [t for _, t in low])
  catalogs.write_lines(out("langs.tsv"), [f"{lang}\t{len(p)}" for lang, p
                                          in sorted(pairs.items())])
  texts = [s for s, _ in many + low] + [t for _, t in many + low]
  pieces = train_sentencepiece(texts, out("spm"), args.vocab_size, args.seed)
  with open(out("bench_scale.yaml"), "w", encoding="utf-8") as f:
    f.write(CONFIG.format(low=LOW_RESOURCE))
  print(f"wrote {len(many):,} en-many and {len(low):,} en-{LOW_RESOURCE} "
        f"pairs, a {pieces}-piece SentencePiece model and bench_scale.yaml "
        f"to {args.out_dir}")


if __name__ == "__main__":
  main()
