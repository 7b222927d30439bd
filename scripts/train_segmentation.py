#!/usr/bin/env python3
r"""Trains the demo's segmentation models: SentencePiece, Morfessor, BPE.

Optional: a data config that names no segmentation model gets one trained
on its shards by `dyn-datagen` (meta.train.approx_vocab_size). This script
trains the same models (`t2t_dyn.segmenters.segmenter_training`) on raw files, for
configs that name them.

  python scripts/train_segmentation.py --output_dir=/tmp/t2t_dyn_demo/seg \
      [--methods=sentencepiece,morfessor,bpe] [--vocab_size=8000]

Writes under --output_dir (each usable as meta.train.segmentation_model, and
the second of each pair as meta.train.vocab_path):
  <model_prefix>.model, <model_prefix>.vocab   SentencePiece unigram model,
      trained on the raw lines (identity normalization, so segmented text
      detokenizes to the input exactly);
  morfessor.lexicon.txt   Morfessor Baseline lexicon, `count<TAB>morph`,
      trained on token counts (`--dampening none`) of the pretokenized words;
      both the model of morfessor_em and its vocabulary;
  bpe.codes, bpe.vocab    BPE merges (subword-nmt format) learned on the
      pretokenized word counts, and their pieces' counts.
The default run takes about 35 s on 2 cores.
"""

import collections
import os
import sys
import time
from typing import Dict, List, Tuple

from absl import app
from absl import flags

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                ".."))

from t2t_dyn.segmenters import segmenter_training  # pylint: disable=g-import-not-at-top,wrong-import-position
from t2t_dyn.text import forms as text_lib  # pylint: disable=g-import-not-at-top,wrong-import-position

DEMO_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                        "data", "demo")
DEMO_FILES = ("train.en-cs.en", "train.en-cs.cs", "train.en-sk.en",
              "train.en-sk.sk", "mono.sk")
METHODS = ("sentencepiece", "morfessor", "bpe")

FLAGS = flags.FLAGS
flags.DEFINE_string("output_dir", None, "Where the models are written.")
flags.DEFINE_list("inputs", [os.path.join(DEMO_DIR, f) for f in DEMO_FILES],
                  "Text files to train on, one sentence per line.")
flags.DEFINE_list("methods", list(METHODS),
                  f"Which models to train, of {', '.join(METHODS)}.")
flags.DEFINE_string("model_prefix", "spm",
                    "File name prefix of the SentencePiece model.")
flags.DEFINE_integer("vocab_size", 8000, "SentencePiece vocabulary size.")
flags.DEFINE_float("spm_character_coverage", 1.0,
                   "SentencePiece character_coverage (1.0: every character "
                   "is a piece, so nothing maps to <unk>).")
flags.DEFINE_string("spm_normalization", "identity",
                    "SentencePiece normalization_rule_name; identity keeps "
                    "the text exactly as it is.")
flags.DEFINE_integer("morfessor_max_words", 20000,
                     "Train Morfessor on this many most frequent words.")
flags.DEFINE_integer("morfessor_num_morph_types", 8000,
                     "Tune Morfessor's corpus weight towards this lexicon "
                     "size (0: keep the corpus weight at 1).")
flags.DEFINE_integer("morfessor_epochs", 10,
                     "Maximum Morfessor training epochs.")
flags.DEFINE_float("morfessor_finish_threshold", 0.005,
                   "Stop Morfessor training when an epoch improves the cost "
                   "by less than this times the number of word tokens.")
flags.DEFINE_integer("bpe_merges", 8000, "Number of BPE merges to learn.")
flags.DEFINE_integer("seed", 1234, "Seed of Morfessor's training order.")


def read_lines(paths: List[str]) -> List[str]:
  """Non-empty lines of every input. Raises: FileNotFoundError naming it."""
  lines = []
  for path in paths:
    with open(path, encoding="utf-8") as f:
      lines.extend(line.strip() for line in f if line.strip())
  return lines


def pretokenized_counts(lines: List[str]) -> collections.Counter:
  """(▁-marked token -> count), as the shard stage counts pretokenized text."""
  counts = collections.Counter()
  for line in lines:
    counts.update(text_lib.pretokenize(line).split())
  return counts


def train_sentencepiece(paths: List[str], output_dir: str) -> Dict[str, str]:
  model, vocab = segmenter_training.train_sentencepiece(
      ",".join(paths), os.path.join(output_dir, FLAGS.model_prefix),
      FLAGS.vocab_size, segmenter_training.options_for("sentencepiece", {
          "character_coverage": FLAGS.spm_character_coverage,
          "normalization_rule_name": FLAGS.spm_normalization,
          "num_threads": os.cpu_count() or 1}))
  return {"segmentation_model": model, "vocab_path": vocab}


def train_morfessor(counts: collections.Counter,
                    output_dir: str) -> Dict[str, str]:
  path = segmenter_training.train_morfessor(
      counts.items(), os.path.join(output_dir, "morfessor.lexicon.txt"),
      FLAGS.morfessor_num_morph_types, segmenter_training.options_for("lexicon", {
          "max_words": FLAGS.morfessor_max_words,
          "epochs": FLAGS.morfessor_epochs,
          "finish_threshold": FLAGS.morfessor_finish_threshold}),
      FLAGS.seed)
  return {"segmentation_model": path, "vocab_path": path}


def train_bpe(counts: collections.Counter, output_dir: str) -> Dict[str, str]:
  codes, vocab = segmenter_training.train_bpe(
      counts.items(), os.path.join(output_dir, "bpe.codes"),
      os.path.join(output_dir, "bpe.vocab"), FLAGS.bpe_merges)
  return {"segmentation_model": codes, "vocab_path": vocab}


def main(argv):
  if len(argv) > 1:
    raise app.UsageError(f"unexpected arguments {argv[1:]}")
  if not FLAGS.output_dir:
    raise app.UsageError("--output_dir is required")
  unknown = sorted(set(FLAGS.methods) - set(METHODS))
  if unknown:
    raise app.UsageError(f"--methods: unknown {', '.join(unknown)}; known: "
                         f"{', '.join(METHODS)}")
  os.makedirs(FLAGS.output_dir, exist_ok=True)
  start = time.time()
  lines = read_lines(FLAGS.inputs)
  counts = (pretokenized_counts(lines)
            if {"morfessor", "bpe"} & set(FLAGS.methods) else None)
  trainers = {
      "sentencepiece": lambda: train_sentencepiece(FLAGS.inputs,
                                                   FLAGS.output_dir),
      "morfessor": lambda: train_morfessor(counts, FLAGS.output_dir),
      "bpe": lambda: train_bpe(counts, FLAGS.output_dir),
  }
  written: List[Tuple[str, Dict[str, str]]] = []
  for method in METHODS:
    if method in FLAGS.methods:
      began = time.time()
      written.append((method, trainers[method]()))
      print(f"{method}: trained in {time.time() - began:.1f} s")
  transforms = {"sentencepiece": "sentencepiece", "morfessor": "morfessor_em",
                "bpe": "bpe_dropout"}
  for method, paths in written:
    print(f"{transforms[method]}: segmentation_model: "
          f"{paths['segmentation_model']}  vocab_path: {paths['vocab_path']}")
  print(f"done in {time.time() - start:.1f} s ({len(lines)} lines)")


if __name__ == "__main__":
  app.run(main)
