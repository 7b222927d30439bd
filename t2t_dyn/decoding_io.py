"""Decoding text files with a trained model's self-contained output dir.

`saved_data_config(output_dir)` reads the data config training copied there;
`Translator(problem, output_dir, task)` takes the problem's encoders for the
task over the set-up in `output_dir/setup`, and the model from the latest
checkpoint (the layout is `output_dir`'s). No data dir or training corpus is
needed.
"""

import dataclasses
import gzip
import json
from typing import List, Optional, Sequence, Tuple

import tensorflow as tf

from t2t_dyn import batching
from t2t_dyn import data_config as data_config_lib
from t2t_dyn import decoding
from t2t_dyn import factors
from t2t_dyn import output_dir as output_dir_lib
from t2t_dyn import text as text_lib
from t2t_dyn import text_encoder
from t2t_dyn import vocabulary
from t2t_dyn.models import transformer
from t2t_dyn.shards import reading as shard_reading


def saved_data_config(output_dir: str) -> data_config_lib.DataConfig:
  """The data config a training run copied into its output dir (its input
  corpora need not exist here). Raises: DataConfigError."""
  return data_config_lib.load_data_config(
      output_dir_lib.config_path(output_dir), check_inputs=False,
      samples_from_code=True)


def saved_problem(output_dir: str) -> Tuple[str, List[str]]:
  """(registered name of the problem a training run used, the tasks whose
  ids came from that problem's own feature_encoders)."""
  with open(output_dir_lib.hparams_path(output_dir), encoding="utf-8") as f:
    record = json.load(f)
  return record["problem"], record.get("own_encoders", [])


@dataclasses.dataclass(frozen=True)
class Sampling:
  """Sampling instead of beam search: temperature, top-k (0: all), seed."""
  temperature: float = 1.0
  top_k: int = 0
  seed: int = 0


@dataclasses.dataclass
class PairScore:
  """A scored pair: the log-probability of each target token (EOS last)."""
  token_log_probs: List[float]
  pieces: List[str]

  @property
  def log_prob(self) -> float:
    return sum(self.token_log_probs)

  @property
  def tokens(self) -> int:
    return len(self.token_log_probs)

  def line(self, force_decode: bool) -> str:
    """TSV: sentence log-prob, tokens (EOS included), mean per token, and
    with force_decode the target as the model saw it, piece|log-prob."""
    fields = [f"{self.log_prob:.4f}", str(self.tokens),
              f"{self.log_prob / self.tokens:.4f}"]
    if force_decode:
      fields.append(" ".join(f"{p}|{lp:.3f}" for p, lp in
                             zip(self.pieces, self.token_log_probs)))
    return "\t".join(fields)


def task_lines(config: data_config_lib.DataConfig, data_dir: str,
               task_name: str, side: int = 0) -> List[str]:
  """One side of a task's shards as the model reads it (side 0: source or a
  mono task's text, what back-translation translates; 1: a parallel task's
  target, a validation reference), in shard order, as raw text (detokenized
  when the shards are pretokenized). Raises: ShardMismatchError,
  RegistryError."""
  task = config.task(task_name)
  shards = shard_reading.shard_set(data_dir, task_name, config)
  lines = []
  for path in shards.files[task.read_features[side]]:
    with gzip.open(path, "rt", encoding="utf-8") as f:
      for line in f:
        line = line.rstrip("\n")
        lines.append(text_lib.detokenize(line) if config.shard.pretokenize
                     else line)
  return lines


def saved_hparams(output_dir: str) -> transformer.HParams:
  """The model hparams a training run wrote to its output dir."""
  with open(output_dir_lib.hparams_path(output_dir), encoding="utf-8") as f:
    record = json.load(f)
  fields = {f.name for f in dataclasses.fields(transformer.HParams)}
  return transformer.HParams(
      **{k: v for k, v in record["model"].items() if k in fields})


class Translator:
  """Raw text in, detokenized text out, through a task's transforms."""

  def __init__(self, problem, output_dir: str, task: str,
               checkpoint: Optional[str] = None):
    """`problem`: a Problem with the saved data config; its
    feature_encoders(output_dir/setup, task) encode and decode."""
    self.problem = problem
    setup_dir = output_dir_lib.setup_dir(output_dir)
    self.encoders = problem.feature_encoders(setup_dir, task)
    self.hparams = saved_hparams(output_dir)
    self.model = transformer.Transformer(self.hparams)
    self.model(transformer.dummy_features(self.hparams), training=False)
    path = checkpoint or tf.train.latest_checkpoint(
        output_dir_lib.checkpoint_dir(output_dir))
    if path is None:
      raise FileNotFoundError(f"no checkpoint in "
                              f"{output_dir_lib.checkpoint_dir(output_dir)}: "
                              f"train first")
    tf.train.Checkpoint(model=self.model).restore(path).expect_partial()
    self.checkpoint = path

  def translate(self, lines: Sequence[str], beam_size: int = 4,
                alpha: float = 0.6, batch_sentences: int = 32,
                sampling: Optional[Sampling] = None,
                source_name: str = "input") -> List[str]:
    """translate_lines with this checkpoint's model and the task's
    encoders."""
    return translate_lines(self.model, self.encoders, lines, beam_size,
                           alpha, batch_sentences, sampling, source_name)

  def score(self, sources: Sequence[str], targets: Sequence[str],
            batch_sentences: int = 32,
            source_name: str = "input") -> List[PairScore]:
    """The model's log-probability of each target given its source, both
    through the task's encoders in inference mode (one chain run on the
    pair, see text_encoder.encode_pair); one result per pair, in order.
    Raises: DecodingInputError as translate."""
    pairs = [_on_line(source_name, number,
                      lambda s=s, t=t: text_encoder.encode_pair(
                          self.encoders, s, t))
             for number, (s, t) in enumerate(
                 zip(sources, targets, strict=True), 1)]
    results: List[Optional[PairScore]] = [None] * len(pairs)
    for _, rows, inputs in _length_batches([p[0] for p in pairs],
                                           batch_sentences):
      targets_array = batching.pad_rows([pairs[i][1] for i in rows])
      token_log_probs = decoding.score(self.model, inputs,
                                       targets_array).numpy()
      for r, i in enumerate(rows):
        ids = pairs[i][1]
        results[i] = PairScore(
            [float(x) for x in token_log_probs[r, :len(ids)]],
            [self._piece(t) for t in ids])
    return results

  def _piece(self, token_id: int) -> str:
    target = self.encoders["targets"]
    if isinstance(target, text_encoder.TransformTextEncoder):
      return target.vocabulary.token(token_id)
    return str(token_id)


def translate_lines(model, encoders, lines: Sequence[str],
                    beam_size: int = 4, alpha: float = 0.6,
                    batch_sentences: int = 32,
                    sampling: Optional[Sampling] = None,
                    source_name: str = "input") -> List[str]:
  """Translations by `model` through `encoders` ({"inputs", "targets"}) in
  input order; an empty input line gives an empty line.

  Beam search (beam_size 1: greedy), or with `sampling` one sample per line
  (decoding.sample_decode), seeded per batch of the length-sorted lines, so
  the same file and seed give the same output. Raises: DecodingInputError
  naming `source_name`:line for a line the encoders refuse (source factors).
  """
  encoded = [_on_line(source_name, number, lambda line=line: (
      encoders["inputs"].encode(line) + [vocabulary.EOS_ID]))
             if line.strip() else None
             for number, line in enumerate(lines, 1)]
  outputs = [""] * len(lines)
  for start, rows, inputs in _length_batches(encoded, batch_sentences):
    if sampling is None:
      ids, _ = decoding.beam_search(model, inputs, beam_size=beam_size,
                                    alpha=alpha)
    else:
      ids, _ = decoding.sample_decode(
          model, inputs, sampling.temperature, sampling.top_k,
          seed=sampling.seed * 1_000_003 + start)
    for r, i in enumerate(rows):
      outputs[i] = encoders["targets"].decode(ids[r].numpy().tolist())
  return outputs


class DecodingInputError(ValueError):
  """An input line the encoders refuse, named by source and line."""


def _on_line(source_name: str, number: int, encode):
  """encode(), its input errors named `source_name`:`number`."""
  try:
    return encode()
  except (factors.FactorInputError, factors.UnknownFactorError) as e:
    raise DecodingInputError(f"{source_name}:{number}: {e}") from None


def _length_batches(encoded: Sequence[Optional[List[int]]],
                    batch_sentences: int):
  """(start, row indices, int32 inputs [B, S]) batches of the encoded lines
  that are not None, shortest first."""
  order = sorted((i for i, ids in enumerate(encoded) if ids is not None),
                 key=lambda i: len(encoded[i]))
  for start in range(0, len(order), batch_sentences):
    rows = order[start:start + batch_sentences]
    yield start, rows, tf.constant(
        batching.pad_rows([encoded[i] for i in rows]))


def score(hypotheses: Sequence[str], references: Sequence[str]) -> dict:
  """BLEU and chrF by sacrebleu."""
  import sacrebleu  # pylint: disable=g-import-not-at-top
  return {"bleu": sacrebleu.corpus_bleu(hypotheses, [references]),
          "chrf": sacrebleu.corpus_chrf(hypotheses, [references])}
