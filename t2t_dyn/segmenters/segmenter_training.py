"""Training segmentation models from data: SentencePiece, BPE, Morfessor.

One function per method, each deterministic for the same input, options and
seed, each writing a model file and a vocabulary file (`count<TAB>piece`, or
SentencePiece's `.vocab`) that `segmentation.load_segmenter` and
`vocabulary.read_subword_counts` read:

  sentencepiece  SentencePiece (unigram by default, or its bpe) trained on
                 raw sentences, identity normalization and full character
                 coverage by default, so segmented text detokenizes to the
                 input exactly;
  bpe            subword-nmt-format merges learned on word counts;
  lexicon        a Morfessor Baseline lexicon (`count<TAB>morph`) trained on
                 token counts, plus every character of the training words,
                 so constrained (taboo) segmentation never meets an unknown
                 character.

Word counts are of pretokenized words (▁-marked), the form BPE and Morfessor
segment.
"""

import logging
import random
from typing import Any, Dict, Iterable, Mapping, Tuple

from t2t_dyn.segmenters import bpe
from t2t_dyn.segmenters import unigram_lexicon

# The trainers' main options and their defaults, per kind. num_threads is a
# fixed number, not the machine's core count: SentencePiece's result depends
# on it, and the model must be the same on every machine.
DEFAULT_OPTIONS: Dict[str, Dict[str, Any]] = {
    "sentencepiece": {"model_type": "unigram", "character_coverage": 1.0,
                      "normalization_rule_name": "identity",
                      "input_sentence_size": 1_000_000, "num_threads": 4},
    "bpe": {},
    "lexicon": {"max_words": 50_000, "epochs": 10,
                "finish_threshold": 0.005},
}
TRAINABLE_KINDS = tuple(DEFAULT_OPTIONS)


def options_for(kind: str, given: Mapping[str, Any]) -> Dict[str, Any]:
  """The trainer options of `kind`: defaults updated by `given`.

  Raises: ValueError naming an unknown option and the known ones.
  """
  defaults = DEFAULT_OPTIONS[kind]
  unknown = sorted(set(given) - set(defaults))
  if unknown:
    raise ValueError(
        f"unknown {kind} trainer option(s) {', '.join(unknown)}; known: "
        f"{', '.join(sorted(defaults)) or '(none)'}")
  return {**defaults, **given}


def train_sentencepiece(sentences_path: str, prefix: str, vocab_size: int,
                        options: Mapping[str, Any]) -> Tuple[str, str]:
  """SentencePiece on the lines of `sentences_path` (all of them, in file
  order: the caller samples); returns (model path, vocab path)."""
  import sentencepiece as spm  # pylint: disable=g-import-not-at-top
  options = dict(options)
  options.pop("input_sentence_size", None)  # The caller's sampling.
  spm.SentencePieceTrainer.train(
      input=sentences_path, model_prefix=prefix, vocab_size=vocab_size,
      shuffle_input_sentence=False, minloglevel=2,
      # A corpus of short lines may hold fewer pieces than asked for.
      hard_vocab_limit=False, **options)
  return prefix + ".model", prefix + ".vocab"


def train_bpe(word_counts: Iterable[Tuple[str, int]], codes_path: str,
              vocab_path: str, merges: int) -> Tuple[str, str]:
  """`merges` BPE merges on (word, count); returns (codes, vocab) paths."""
  word_counts = list(word_counts)
  learned = bpe.learn_bpe(word_counts, merges)
  bpe.write_codes(learned, codes_path)
  pieces = bpe.piece_counts(bpe.BpeCodes(learned, codes_path), word_counts)
  unigram_lexicon.write_lexicon(pieces.items(), vocab_path)
  return codes_path, vocab_path


def train_morfessor(word_counts: Iterable[Tuple[str, int]], path: str,
                    num_morph_types: int, options: Mapping[str, Any],
                    seed: int) -> str:
  """Morfessor Baseline on the `max_words` most frequent words (raw counts:
  Morfessor's `--dampening none`), its corpus weight tuned towards
  `num_morph_types` morphs; writes the lexicon to `path`."""
  import morfessor  # pylint: disable=g-import-not-at-top
  # Its per-epoch log lines and progress dots would drown the summary.
  logging.getLogger("morfessor").setLevel(logging.WARNING)
  morfessor.utils.show_progress_bar = False
  counts = sorted(word_counts, key=lambda wc: (-wc[1], wc[0]))
  state = random.getstate()
  random.seed(seed)  # Morfessor shuffles with the global generator.
  try:
    model = morfessor.BaselineModel()
    if num_morph_types:
      model.set_corpus_weight_updater(
          morfessor.baseline.NumMorphCorpusWeight(num_morph_types, 0.01))
    model.load_data([(count, word)
                     for word, count in counts[:options["max_words"]]])
    model.train_batch(finish_threshold=options["finish_threshold"],
                      max_epochs=options["epochs"])
  finally:
    random.setstate(state)
  lexicon = dict(model.get_constructions())
  for char in sorted({c for word, _ in counts for c in word}):
    lexicon.setdefault(char, 1)
  unigram_lexicon.write_lexicon(lexicon.items(), path)
  return path


def model_file_names(kind: str) -> Tuple[str, str]:
  """(model, vocabulary) file names of a trained model of `kind`."""
  return {"sentencepiece": ("trained.model", "trained.vocab"),
          "bpe": ("trained.bpe.codes", "trained.bpe.vocab"),
          "lexicon": ("trained.lexicon.txt", "trained.lexicon.txt")}[kind]

