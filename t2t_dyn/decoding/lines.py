"""What every decoding engine shares (the TensorFlow model's, translator.py,
and CTranslate2's, ctranslate2_engine.py): the options, the hypotheses, raw
lines to ids through a task's encoders and into length-sorted batches, and
output ids back to the part before EOS.

No TensorFlow here: an engine that runs without it reuses this path as is,
so both engines see the same ids for the same lines.
"""

import dataclasses
from typing import List, Optional, Sequence, Tuple

from t2t_dyn.decoding import decode_batches
from t2t_dyn.setup import text_encoder
from t2t_dyn.setup import vocabulary
from t2t_dyn.text import factors
from t2t_dyn.text import inline


@dataclasses.dataclass(frozen=True)
class Sampling:
  """Sampling instead of beam search: temperature, top-k (0: all), seed."""
  temperature: float = 1.0
  top_k: int = 0
  seed: int = 0


@dataclasses.dataclass(frozen=True)
class DecodeOptions:
  """How lines are translated (Tensor2Tensor's decode_hparams names)."""
  beam_size: int = 4
  alpha: float = 0.6
  batch_size: int = 32       # Sentences decoded together at most (0: any).
  batch_tokens: int = 0      # > 0: source tokens a batch holds at most.
  # Source length bucket boundaries batches are padded to (see
  # decode_batches); (): each batch as wide as its longest line.
  buckets: Tuple[int, ...] = decode_batches.DEFAULT_BUCKETS
  extra_length: int = 100    # Output length limit: input length + this.
  max_input_size: int = -1   # > 0: inputs cut to this many ids, EOS included.
  return_beams: bool = False  # Every beam, best first, not only the best.
  sampling: Optional[Sampling] = None  # Sample instead of beam search.
  # Each hypothesis's word links from the guided alignment head (ours;
  # decoding.word_links).
  return_alignments: bool = False

  def batching(self) -> decode_batches.Batching:
    return decode_batches.Batching(self.batch_size, self.batch_tokens,
                                   tuple(self.buckets))


@dataclasses.dataclass(frozen=True)
class Hypothesis:
  """One translation and its score (log-prob / length penalty; summed
  log-prob when sampled) and its length in target ids (EOS included when
  it ended there: what the search generated); with return_alignments its
  word links (source word, target word), sorted (decoding.word_links)."""
  text: str
  score: float
  tokens: int = 0
  links: Optional[Tuple[Tuple[int, int], ...]] = None


@dataclasses.dataclass(frozen=True)
class LineBatch:
  """Lines decoded together: `start`, the batch's offset in the
  length-sorted order (seeds sampling), `rows`, the lines' indices in the
  input, and `ids`, their encoded ids (EOS last), in the same order."""
  start: int
  rows: List[int]
  ids: List[List[int]]

  @property
  def max_length(self) -> int:
    """The longest row's ids: the padded batch's width."""
    return max(len(ids) for ids in self.ids)


def task_encoders(problem, setup_dir: str, task: str,
                  encoders_dir: Optional[str] = None) -> dict:
  """The task's {"inputs", "targets"} encoders: a problem's own
  feature_encoders(encoders_dir) when given (Tensor2Tensor's decoder reads
  vocabularies from its --data_dir), else feature_encoders(setup_dir): the
  transforms and vocabulary of the model's own copy, never the data dir's
  set-up (which may have been remade since)."""
  encoders = None
  if encoders_dir:
    encoders = problem.task_feature_encoders(encoders_dir, task)
  if encoders is None or all(
      isinstance(e, text_encoder.TransformTextEncoder)
      for e in encoders.values()):
    encoders = problem.task_feature_encoders(setup_dir, task)
  return encoders


class DecodingInputError(ValueError):
  """An input line the encoders refuse, named by source and line."""


def on_line(source_name: str, number: int, encode,
            target_name: Optional[str] = None):
  """encode(), its input errors named `source_name`:`number` (those of a
  target given for scoring `target_name`:`number`, default the source's).
  Raises: DecodingInputError for a line with bad source factors, or a
  scored target's tags that do not match its source's (a task with
  inline_tags: inline.TargetTagError)."""
  try:
    return encode()
  except (factors.FactorInputError, factors.UnknownFactorError) as e:
    raise DecodingInputError(f"{source_name}:{number}: {e}") from None
  except inline.TargetTagError as e:
    raise DecodingInputError(f"{target_name or source_name}:{number}: {e}"
                             ) from None


def encode_lines(encoders, lines: Sequence[str], max_input_size: int = -1,
                 source_name: str = "input", empty_prompt: bool = False
                 ) -> List[Optional[List[int]]]:
  """Each line's ids by encoders["inputs"] with EOS appended (cut to
  `max_input_size` ids, EOS included, when > 0); None for an empty line,
  unless `empty_prompt` (a language model's prefixes: an empty one is
  decoded from the start symbol alone, as Tensor2Tensor's decoder does).
  Raises: DecodingInputError naming `source_name`:line."""
  def encode(line):
    ids = list(encoders["inputs"].encode(line))
    if max_input_size > 0:
      ids = ids[:max_input_size - 1]
    return ids + [vocabulary.EOS_ID]
  return [on_line(source_name, number, lambda line=line: encode(line))
          if line.strip() or empty_prompt else None
          for number, line in enumerate(lines, 1)]


def restore_inline(encoders, lines: Sequence[str],
                   outputs: List[List[Hypothesis]]) -> List[List[Hypothesis]]:
  """`outputs` (per line its hypotheses) with each hypothesis's inline
  tags and placeholders put back from its line (a task with inline_tags:
  TransformTextEncoder.restore_inline), as every engine returns them;
  `outputs` as they are otherwise."""
  source = encoders.get("inputs")
  if getattr(source, "inline_tags", None) is None:
    return outputs
  return [[dataclasses.replace(h, text=source.restore_inline(line, h.text))
           for h in beams] for line, beams in zip(lines, outputs)]


def until_eos(ids: Sequence[int]) -> List[int]:
  """The ids before the first EOS (all of them without one)."""
  ids = list(ids)
  return ids[:ids.index(vocabulary.EOS_ID)] if vocabulary.EOS_ID in ids else ids
