"""A segmentation model and vocabulary built from the shards, Tensor2Tensor's
`get_or_create_vocab` for the vocab stage.

When meta.train names no `segmentation_model`, and the tasks use a
segmentation transform, the vocab stage trains one of that transform's kind
on the training shards (`segmentation.training`): SentencePiece (unigram,
unless `segmentation_training.model_type` says bpe) for `sentencepiece`,
subword-nmt BPE for `bpe_dropout`, a Morfessor Baseline lexicon for the
`morfessor_em*` transforms. `approx_vocab_size` (default 8000) sets its size:
SentencePiece's vocab_size, the number of BPE merges, Morfessor's target
number of morphs. When meta.train names no `vocab_path` either, the
vocabulary is the trained model's pieces; without any segmentation
transform it is the `approx_vocab_size` most frequent words of the training
shards (a word-level model: other words map to <unk>).

Files go to the set-up's models/ dir. Training is deterministic: SentencePiece
reads a sample of the shard lines drawn with meta.train.seed (all lines up
to `input_sentence_size`) with a fixed thread count, Morfessor shuffles with
that seed. The training record (kind, size, options, seed, the shard files'
checksums) is saved in setup.json; a later vocab stage with the same record
reuses the model instead of training again.
"""

import dataclasses
import gzip
import os
from typing import Any, Dict, List, Mapping, Optional

import numpy as np

from t2t_dyn.config import data_config as data_config_lib
from t2t_dyn.foundation import atomic_file
from t2t_dyn.foundation import checksums
from t2t_dyn.segmenters import segmenter_training
from t2t_dyn.setup.chain import TransformChain
from t2t_dyn.shards import manifest as shard_manifest
from t2t_dyn.shards import reading as shard_reading
from t2t_dyn.text import factors
from t2t_dyn.text import forms as text_lib

DEFAULT_APPROX_VOCAB_SIZE = 8000


class VocabTrainingError(ValueError):
  """A config whose vocabulary cannot be built from the data, with why."""


@dataclasses.dataclass
class TrainedFile:
  """A file the vocab stage made: `key` is the meta.train key it stands for
  (segmentation_model or vocab_path), `path` relative to the set-up dir."""
  key: str
  path: str
  trained: Dict[str, Any]


def _segmentation_kinds(chains: Mapping[str, TransformChain]) -> List[str]:
  return sorted({t.kind for chain in chains.values() for t in chain.transforms
                 if getattr(t, "segments", False)})


def _training_record(config: data_config_lib.DataConfig, data_dir: str,
                     kind: str) -> Dict[str, Any]:
  """What a model trained now depends on: a saved model with the same record
  is the model training would make."""
  options = config.train.segmentation_training
  try:
    options = (segmenter_training.options_for(kind, options)
               if kind in segmenter_training.TRAINABLE_KINDS else dict(options))
  except ValueError as e:
    raise VocabTrainingError(f"meta.train.segmentation_training: {e}") from None
  manifest = shard_manifest.read_manifest(data_dir)
  shards = {task: [info["sha256"] for shard in manifest["tasks"][task]["shards"]
                   for info in shard["files"].values()]
            for task in _training_shard_tasks(config)}
  return {"kind": kind,
          "approx_vocab_size": (config.train.approx_vocab_size or
                                DEFAULT_APPROX_VOCAB_SIZE),
          "options": options, "seed": config.train.seed,
          "shards": shards,
          "pretokenized": config.shard.pretokenize}


def _training_shard_tasks(config: data_config_lib.DataConfig) -> List[str]:
  tasks = []
  for task in config.tasks_of_split("train"):
    if task.shard_task not in tasks:
      tasks.append(task.shard_task)
  return tasks


def build(config: data_config_lib.DataConfig,
          chains: Mapping[str, TransformChain], data_dir: str,
          setup_dir: str, models_dir: str, saved: Optional[Mapping[str, Any]],
          word_counts, log) -> List[TrainedFile]:
  """Trains into `models_dir` (or reuses from `saved`, the previous
  setup.json's "models") what meta.train lacks; returns the files (paths
  relative to `setup_dir`), to be used for their keys.

  `word_counts`: () -> [(word, count)] of the training shards. Raises:
  VocabTrainingError when the tasks' segmentation transforms differ in kind
  or use one no trainer makes (a deterministic map).
  """
  train = config.train
  has_model = bool(train.segmentation_model or (
      train.segmentation_model_src and train.segmentation_model_tgt))
  has_vocab = bool(train.vocab_path or (
      train.vocab_path_src and train.vocab_path_tgt))
  kinds = _segmentation_kinds(chains)
  if has_model or (has_vocab and not kinds):
    return []
  if len(kinds) > 1:
    raise VocabTrainingError(
        f"meta.train.segmentation_model: not given, and the tasks' "
        f"segmentation transforms need models of different kinds "
        f"({', '.join(kinds)}); give the model, or use one method")
  kind = kinds[0] if kinds else "words"
  if kinds and kind not in segmenter_training.TRAINABLE_KINDS:
    raise VocabTrainingError(
        f"meta.train.segmentation_model: required by a {kind} segmentation "
        f"(no trainer makes one from the data)")
  record = _training_record(config, data_dir, kind)
  os.makedirs(models_dir, exist_ok=True)
  needed = ([] if kind == "words" else ["segmentation_model"]) + (
      [] if has_vocab else ["vocab_path"])
  reused = _reusable(saved, record, setup_dir, needed)
  if reused:
    log(f"vocabulary from the data: reusing the {kind} model trained on the "
        f"same shards ({', '.join(f.path for f in reused)})")
    return reused
  size = record["approx_vocab_size"]
  if kind == "words":
    path = os.path.join(models_dir, "trained.words.txt")
    ranked = sorted(word_counts(), key=lambda wc: (-wc[1], wc[0]))[:size]
    atomic_file.write_text(path, "".join(f"{count}\t{word}\n"
                                         for word, count in ranked))
    log(f"vocabulary from the data: the {len(ranked)} most frequent words of "
        f"the training shards")
    return [TrainedFile("vocab_path", _relative(path, setup_dir), record)]
  model_name, vocab_name = segmenter_training.model_file_names(kind)
  model_path = os.path.join(models_dir, model_name)
  vocab_path = os.path.join(models_dir, vocab_name)
  if kind == "sentencepiece":
    sentences = os.path.join(models_dir, ".sentences.tmp")
    try:
      lines = _write_sentences(config, data_dir, sentences,
                               record["options"]["input_sentence_size"],
                               record["seed"])
      segmenter_training.train_sentencepiece(sentences, model_path[:-len(".model")],
                                   size, record["options"])
    finally:
      atomic_file.remove_quietly(sentences)
    what = f"SentencePiece {record['options']['model_type']} on {lines} lines"
  else:
    counts = _pretokenized_counts(word_counts(), config.shard.pretokenize)
    if kind == "bpe":
      segmenter_training.train_bpe(counts, model_path, vocab_path, size)
      what = f"BPE, {size} merges, on {len(counts)} words"
    else:
      segmenter_training.train_morfessor(counts, model_path, size, record["options"],
                               record["seed"])
      what = f"Morfessor Baseline on {len(counts)} words"
  log(f"vocabulary from the data: trained {what} -> {model_path}")
  files = [TrainedFile("segmentation_model", _relative(model_path, setup_dir),
                       record)]
  if not has_vocab:
    files.append(TrainedFile("vocab_path", _relative(vocab_path, setup_dir),
                             record))
  return files


def _relative(path: str, setup_dir: str) -> str:
  return os.path.relpath(path, setup_dir)


def _reusable(saved, record, setup_dir, needed) -> List[TrainedFile]:
  """The saved trained files for the `needed` keys when they were trained
  with `record` and are unchanged on disk; else []."""
  files = []
  for key in needed:
    entry = (saved or {}).get(key)
    if entry is None or entry.get("trained") != record:
      return []
    path = os.path.join(setup_dir, entry["copy"])
    if (not os.path.isfile(path) or
        checksums.file_sha256(path) != entry.get("sha256")):
      return []
    files.append(TrainedFile(key, entry["copy"], record))
  return files


def _pretokenized_counts(word_counts, shards_pretokenized: bool):
  """(▁-marked token, count): the form BPE and Morfessor segment."""
  if shards_pretokenized:
    return list(word_counts)
  counts: Dict[str, int] = {}
  for word, count in word_counts:
    try:
      tokens = text_lib.pretokenize(word).split()
    except text_lib.PretokenizeError:
      continue  # A word holding ▁ itself: segmented as is, never trained on.
    for token in tokens:
      counts[token] = counts.get(token, 0) + count
  return sorted(counts.items(), key=lambda wc: (-wc[1], wc[0]))


def _write_sentences(config: data_config_lib.DataConfig, data_dir: str,
                     path: str, limit: int, seed: int) -> int:
  """Writes the training shards' lines (every side; raw text, detokenized
  when the shards are pretokenized, source factors stripped), a seeded
  sample of `limit` of them when there are more; returns how many."""
  files = []  # (path, lines, whether its tokens carry factors)
  for task in _training_shard_tasks(config):
    shards = shard_reading.shard_set(data_dir, task, config)
    # The text only: not the line features (corpus, scores, alignments).
    for feature in sorted(config.tasks[task].features):
      factored = feature == "inputs" and config.tasks[task].source_factors
      files.extend((path, lines, factored) for path, lines in
                   zip(shards.files[feature], shards.lines))
  total = sum(lines for _, lines, _ in files)
  keep = None
  if 0 < limit < total:
    rng = np.random.default_rng([seed, 0x53504D])
    keep = np.zeros(total, bool)
    keep[rng.choice(total, size=limit, replace=False)] = True
  written, index = 0, 0
  with open(path, "w", encoding="utf-8") as out:
    for shard_path, _, factored in files:
      with gzip.open(shard_path, "rt", encoding="utf-8") as f:
        for line in f:
          if keep is None or keep[index]:
            if factored:
              line = " ".join(factors.strip(line.split())) + "\n"
            if config.shard.pretokenize:
              line = text_lib.detokenize(line.rstrip("\n")) + "\n"
            out.write(line)
            written += 1
          index += 1
  return written
