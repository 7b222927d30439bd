"""Helpers for tests of transforms and pipelines (SeqIO's test_utils shape)."""

import dataclasses
import fcntl
import io
import math
import os
import pathlib
import shutil
import tarfile
import time
from typing import Dict, List, Optional, Sequence

import numpy as np
import sentencepiece
import tensorflow as tf

from t2t_dyn.config import data_config
from t2t_dyn.data_generators import problem as problem_lib
from t2t_dyn.shards import layout
from t2t_dyn.transforms import seeds
from t2t_dyn.transforms.base import Example


def make_examples(pairs: Sequence, seed: int = 0) -> List[Example]:
  """Examples from (src_text, tgt_text or None) pairs, tokens split on
  spaces, each with the seed of its position."""
  return [Example(src=src.split(), tgt=None if tgt is None else tgt.split(),
                  seed=seeds.example_seed(seed, 0, 0, i))
          for i, (src, tgt) in enumerate(pairs)]


def run_native(fn, src: Sequence[str], tgt: Optional[Sequence[str]] = None,
               seed=(0, 0)) -> Dict[str, object]:
  """Runs a NativeFn on one example, a chunk of one row; returns its
  {"keep": bool, "src": tokens[, "tgt": tokens]} as Python values."""
  return run_native_batch(fn, [(src, tgt)], seed)[0]


def run_native_batch(fn, examples: Sequence, seed=(0, 0),
                     pairs: Optional[bool] = None
                     ) -> List[Dict[str, object]]:
  """Runs a NativeFn, traced as in tf.data, on one chunk of (src tokens,
  tgt tokens or None) examples; returns one result per example, as
  `run_native`. `pairs` says whether an empty chunk is one of pairs.
  Raises: ValueError for a chunk mixing pairs and monolingual examples (a
  chunk comes from one task)."""
  examples = [(list(src), None if tgt is None else list(tgt))
              for src, tgt in examples]
  has_tgt = {tgt is not None for _, tgt in examples} or (
      {pairs} if pairs is not None else set())
  if len(has_tgt) > 1:
    raise ValueError("a chunk holds only pairs or only monolingual examples")

  def ragged(rows):
    return tf.RaggedTensor.from_row_lengths(
        tf.constant([t for row in rows for t in row], tf.string),
        tf.constant([len(row) for row in rows], tf.int64))

  features = {"src": ragged([src for src, _ in examples]),
              "keep": tf.ones([len(examples)], tf.bool)}
  if has_tgt == {True}:
    features["tgt"] = ragged([tgt for _, tgt in examples])
  out = _traced(fn)(features, tf.constant(seed, tf.int64))
  results = [{"keep": bool(keep)} for keep in out["keep"].numpy()]
  for side in ("src", "tgt"):
    if side in out:
      for result, row in zip(results, out[side].to_list()):
        result[side] = [t.decode("utf-8") for t in row]
  return results


def _traced(fn):
  """fn as a tf.function, kept on fn: a test calling run_native_batch again
  with the same fn reuses its trace (most of a call's time), as tf.data
  traces a NativeFn once for all its chunks; a chunk of another size
  retraces once, for chunks of any size (reduce_retracing)."""
  traced = getattr(fn, "_test_utils_traced", None)
  if traced is None:
    traced = tf.function(fn, autograph=False, reduce_retracing=True)
    try:
      fn._test_utils_traced = traced  # pylint: disable=protected-access
    except AttributeError:  # A bound method: traced for this call only.
      pass
  return traced


def write_lines(path, lines: Sequence[str]) -> str:
  """Writes text lines to `path` (a str or pathlib.Path); returns str path."""
  with open(path, "w", encoding="utf-8") as f:
    for line in lines:
      f.write(line + "\n")
  return str(path)


def write_tar(path, members: Dict[str, bytes], mode: str = "w:gz") -> str:
  """A tar archive at `path` of {member name: bytes} (mode "w:gz" or "w");
  returns str path."""
  with tarfile.open(path, mode) as tar:
    for name, data in members.items():
      info = tarfile.TarInfo(name)
      info.size = len(data)
      tar.addfile(info, io.BytesIO(data))
  return str(path)


def build_problem(tmp_path, config: dict, vocab_from_words: bool = True):
  """A Problem with `config` (paths relative to tmp_path), sharded and set
  up under tmp_path/data. With vocab_from_words, meta.train.vocab_path is
  the sharding's word vocabulary (word-level models)."""
  data_dir = str(tmp_path / "data")
  config = dict(config)
  meta = dict(config.get("meta", {}))
  train = dict(meta.get("train", {}))
  train.setdefault("name", "setup")
  if vocab_from_words:
    train["vocab_path"] = layout.word_vocab_path(data_dir)
  meta["train"] = train
  config["meta"] = meta
  problem = problem_lib.Problem(data_config=data_config.load_data_config(
      config, base_dir=str(tmp_path)))
  problem.generate_shards(data_dir, str(tmp_path / "tmp"),
                         log=lambda m: None)
  problem.generate_vocab(data_dir, str(tmp_path / "tmp"), log=lambda m: None)
  return problem, data_dir


# The bundled demo corpus and its Morfessor lexicon.
DEMO_DIR = os.path.join(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))), "data", "demo")
DEMO_LEXICON = os.path.join(DEMO_DIR, "models", "morfessor.lexicon.txt")


def batch_piece_links(batch: Dict[str, object]) -> List[List[tuple]]:
  """Each row's (target position, source position) piece links, sorted,
  of a batch's word links ("alignment", "inputs_words", "targets_words"),
  by the rule the guided alignment cost reads them with."""
  # pylint: disable-next=g-import-not-at-top
  from t2t_dyn.models import guided_alignment
  linked = guided_alignment.piece_links(
      {name: tf.constant(batch[name]) for name in guided_alignment.FEATURES})
  rows = [[] for _ in range(linked.shape[0])]
  for row, target, source in tf.where(linked).numpy().tolist():
    rows[row].append((target, source))
  return rows


def demo_lines(name: str, count: int) -> List[str]:
  """The first `count` lines of the demo corpus's file `name`."""
  with open(os.path.join(DEMO_DIR, name), encoding="utf-8") as f:
    return [line.rstrip("\n") for line, _ in zip(f, range(count))]


def segmented_en_sk_problem(tmp_path, aligned: bool = True):
  """(problem, data dir) of the demo's en-sk input (pretokenized, Morfessor
  n-best sampling, language tokens) on 300 demo pairs, task "en_sk", with
  (placeholder "0-0") alignments when `aligned`: what the decoder's and
  the exports' word links read."""
  english = demo_lines("train.en-sk.en", 300)
  write_lines(tmp_path / "en", english)
  write_lines(tmp_path / "sk", demo_lines("train.en-sk.sk", 300))
  write_lines(tmp_path / "al", ["0-0"] * len(english))
  inputs = {"src": "en", "tgt": "sk"}
  if aligned:
    inputs["alignment"] = "al"
  return build_problem(tmp_path, {
      "meta": {"shard": {"pretokenize": True},
               "train": {"segmentation_model": DEMO_LEXICON,
                         "vocab_path": DEMO_LEXICON, "seg_n_samples": 4}},
      "tasks": {"en_sk": {
          "transforms": ["morfessor_em", "lang_prefix_both"],
          "meta": {"src_lang": "en", "trg_lang": "sk"},
          "inputs": {"x": inputs}}}}, vocab_from_words=False)


class SentencePieceReference:
  """Pieces per word under SentencePiece's own per-word n-best sampling,
  computed with the sentencepiece package alone (no t2t_dyn code), to check
  what the pipeline produces against: word w gets segmentation s of its n
  best with p(s) ∝ exp(theta * score(s)) (Kudo 2018's n-best sampling)."""

  def __init__(self, model_path: str, n_best: int, theta: float):
    self._processor = sentencepiece.SentencePieceProcessor(
        model_file=model_path)
    self._n, self._theta = n_best, theta
    self._moments: Dict[str, tuple] = {}

  def moments(self, word: str) -> tuple:
    """(mean, variance) of the number of pieces of `word`."""
    if word not in self._moments:
      nbests = self._processor.NBestEncodeAsProto(word, self._n).nbests
      top = max(nb.score for nb in nbests)
      weights = [math.exp(self._theta * (nb.score - top)) for nb in nbests]
      total = sum(weights)
      lengths = [len(nb.pieces) for nb in nbests]
      mean = sum(w * n for w, n in zip(weights, lengths)) / total
      var = sum(w * (n - mean) ** 2 for w, n in zip(weights, lengths)) / total
      self._moments[word] = (mean, var)
    return self._moments[word]

  def line_moments(self, line: str) -> tuple:
    """(mean, variance) of a line's pieces: its words are independent."""
    mean = var = 0.0
    for word in line.split():
      m, v = self.moments(word)
      mean, var = mean + m, var + v
    return mean, var


# A 1-layer, 32-wide Transformer without dropout: trainer tests in seconds.
TINY_HPARAMS = ("hidden_size=32,filter_size=64,num_hidden_layers=1,"
                "num_heads=2,layer_prepostprocess_dropout=0.0,"
                "attention_dropout=0.0,relu_dropout=0.0,"
                "learning_rate_warmup_steps=20")


def tiny_trainer(problem, data_dir: str, output_dir, steps: int,
                 messages: Optional[List[str]] = None,
                 hparams: str = TINY_HPARAMS, data=None, **options):
  """A trainer.Trainer of transformer_tiny with `hparams` overrides, on
  `data` (a DataHParams; default 256-token batches, 128-example
  windows) for `steps` updates; `options`, flat keywords named as the
  fields of the run's option records (training_run.by_part routes each to
  its record; TypeError for a name none has), override the test defaults
  (evaluate and save every 3, log every update, seed 3, float32); `seed`,
  `grad_accum` and `data_service` go to the data. Log lines go to
  `messages`."""
  from t2t_dyn.hparams import model_hparams  # pylint: disable=g-import-not-at-top
  from t2t_dyn.hparams.data_hparams import DataHParams  # pylint: disable=g-import-not-at-top
  from t2t_dyn.batches.data_plan import DataPlan  # pylint: disable=g-import-not-at-top
  from t2t_dyn.training import trainer  # pylint: disable=g-import-not-at-top
  from t2t_dyn.training import training_run  # pylint: disable=g-import-not-at-top
  data = data or DataHParams(batch_size=256, max_length=32,
                                      window_size=128)
  settings = dict(train_steps=steps, eval_every=3, save_every=3, log_every=1,
                  mixed_precision=False)
  settings.update(options)
  # The data's settings (DataPlan, DataHParams) given among the options.
  data = dataclasses.replace(data, seed=settings.pop("seed", 3), **{
      key: settings.pop(key) for key in ("grad_accum",) if key in settings})
  plan = DataPlan(data_dir, data,
                  data_service=settings.pop("data_service", None))
  log = messages.append if messages is not None else (lambda m: None)
  return trainer.Trainer(training_run.build_run(
      problem, plan, str(output_dir),
      model_hparams.from_set("transformer_tiny", hparams).model,
      **training_run.by_part(**settings)), log=log)


# Words of the word-reversal task: few, so a tiny model learns it in
# seconds; "folder," and "window." are two tokens each once pretokenized.
REVERSAL_WORDS = "open save the file folder, now please close this window.".split()


def reversal_lines(rng, count: int) -> List[str]:
  """`count` lines of 2 to 6 REVERSAL_WORDS drawn by `rng` (numpy's)."""
  return [" ".join(rng.choice(REVERSAL_WORDS, rng.integers(2, 7)))
          for _ in range(count)]


# The suite's shared trained run (tests/conftest.py's `shared_run`): the
# word-reversal task with its links, learnt with guided alignment by the
# trainer, well enough that 36 of 40 new lines reverse with AER 0.02.
SHARED_RUN_TASK = "reverse"
SHARED_RUN_STEPS = 800
SHARED_RUN_SAVE_EVERY = 100  # The last five kept: ckpt-400 ... ckpt-800.
SHARED_RUN_HPARAMS = (
    "hidden_size=32,filter_size=64,num_hidden_layers=2,num_heads=4,"
    "layer_prepostprocess_dropout=0.0,attention_dropout=0.0,"
    "relu_dropout=0.0,label_smoothing=0.0,guided_alignment_weight=1.0,"
    "learning_rate_schedule=constant*linear_warmup,"
    "learning_rate_constant=0.005,learning_rate_warmup_steps=20")


@dataclasses.dataclass(frozen=True)
class SharedRun:
  """A trained run's output dir (checkpoints, hparams.json, data_config.yaml,
  setup/), its data dir and task; read-only: copy_to before writing."""
  output_dir: str
  data_dir: str
  task: str = SHARED_RUN_TASK
  steps: int = SHARED_RUN_STEPS
  checkpoint_steps: tuple = tuple(range(
      SHARED_RUN_STEPS - 4 * SHARED_RUN_SAVE_EVERY, SHARED_RUN_STEPS + 1,
      SHARED_RUN_SAVE_EVERY))

  def copy_to(self, path) -> str:
    """A copy of the output dir at `path` (which must not exist)."""
    shutil.copytree(self.output_dir, path)
    return str(path)

  def translator(self):
    """A decoding.translator.Translator of the newest checkpoint."""
    from t2t_dyn.decoding import translator  # pylint: disable=g-import-not-at-top
    return translator.Translator(
        problem_lib.Problem(
            data_config=translator.saved_data_config(self.output_dir)),
        self.output_dir, self.task)

  def digest(self) -> List[tuple]:
    """(path, size, mtime) of every file: changes when a test writes."""
    found = []
    for directory, _, names in os.walk(self.output_dir):
      for name in names:
        stat = os.stat(os.path.join(directory, name))
        found.append((os.path.relpath(os.path.join(directory, name),
                                      self.output_dir),
                      stat.st_size, stat.st_mtime_ns))
    return sorted(found)


def train_shared_run(directory) -> SharedRun:
  """The shared run under `directory`, trained there by the first process
  that asks (under a file lock: pytest-xdist's workers share it) and read
  by the others: the reversal task (2,000 lines of REVERSAL_WORDS, target
  word j is source word n-1-j and linked to it; pretokenized, language
  tokens, word-level), a 2-layer Transformer of width 32 trained
  SHARED_RUN_STEPS updates with guided alignment, no evaluation."""
  directory = pathlib.Path(directory)
  directory.mkdir(parents=True, exist_ok=True)
  run = SharedRun(str(directory / "run"), str(directory / "data"))
  with open(directory / "lock", "w", encoding="utf-8") as lock:
    fcntl.flock(lock, fcntl.LOCK_EX)
    if not (directory / "trained").exists():
      _train_shared_run(directory)
      (directory / "trained").write_text("")
  return run


def _train_shared_run(directory: pathlib.Path) -> None:
  for name in ("run", "data", "tmp"):  # What a process that died left.
    shutil.rmtree(directory / name, ignore_errors=True)
  rng = np.random.default_rng(0)
  sources = reversal_lines(rng, 2000)
  write_lines(directory / "src", sources)
  write_lines(directory / "tgt", [" ".join(s.split()[::-1]) for s in sources])
  write_lines(directory / "links", [
      " ".join(f"{i}-{len(s.split()) - 1 - i}" for i in range(len(s.split())))
      for s in sources])
  problem, data_dir = build_problem(directory, {
      "meta": {"shard": {"pretokenize": True, "n_shards": 1},
               "train": {"src_lang": "en", "trg_lang": "sk"}},
      "tasks": {SHARED_RUN_TASK: {
          "transforms": ["lang_prefix_both"],
          "inputs": {"words": {"src": "src", "tgt": "tgt",
                               "alignment": "links"}}}}})
  tiny_trainer(problem, data_dir, directory / "run", SHARED_RUN_STEPS,
               hparams=SHARED_RUN_HPARAMS, eval_every=0,
               save_every=SHARED_RUN_SAVE_EVERY, log_every=100).train()


def resumed_copy(run_dir, copy_dir, step: int) -> None:
  """A copy of a finished output dir whose latest checkpoint is ckpt-<step>:
  resumed, it goes on as the run stopped after that checkpoint would
  (trainer_test stops one for real)."""
  shutil.copytree(run_dir, copy_dir)
  tf.compat.v1.train.update_checkpoint_state(
      os.path.join(copy_dir, "checkpoints"), f"ckpt-{step}",
      [f"ckpt-{step}"], all_model_checkpoint_timestamps=[time.time()])
