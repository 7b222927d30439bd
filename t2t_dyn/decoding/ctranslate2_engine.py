"""Decoding with a CTranslate2 export of a trained Transformer.

Layout: t2t_dyn.export.ctranslate2_model writes each export to
OUTPUT_DIR/export/<timestamp>-ct2/ (Tensor2Tensor's exporter wrote
OUTPUT_DIR/export/<timestamp>/): CTranslate2's model (model.bin,
config.json, the vocabularies), the output dir's data_config.yaml,
hparams.json and setup/ (the encoders turn raw text into ids and back), and
the marker RECORD_FILE, written last, naming the problem, checkpoint, step
and quantization. `newest_export` finds the newest dir with the marker.

The CTranslate2 vocabularies are the ids themselves ("0", "1", ...): lines
go through the problem's feature_encoders exactly as translator.py sends
them (lines.py), the ids travel as pieces, and the output ids come back to
text through the target encoder.

Length penalty: CTranslate2 4 has one, exponential: score = log_prob /
length ** length_penalty. Tensor2Tensor's is GNMT's ((5 + length) / 6) **
alpha, which no CTranslate2 option computes. So the search runs with
length_penalty=1 (not 0: at 0 CTranslate2 stops as soon as its top beam
ends), returns every finished hypothesis with its score and EOS, and here
each one's log-probability (score * length) is divided by GNMT's penalty
and the hypotheses re-ranked: Tensor2Tensor's scores, to float rounding.
Greedy decoding (beam 1) is then the same search as Tensor2Tensor's. With
a beam the searches differ where Tensor2Tensor keeps an EOS ending from
its second beam_size candidates, or searches on until no alive hypothesis
can beat its finished ones, while CTranslate2 stops at beam_size *
`patience` finished ones; `patience` > 1 narrows the difference.

A decoder alone (a language model, a masked-attention prefix language
model) is decoded by CTranslate2's Generator from the ids the TensorFlow
model forces (transformer_lm: "0", then a language model's prefix without
EOS, or a prefix model's inputs with EOS and the "0" separator); the
result is the continuation alone, as translator.translate_lines gives it.

ctranslate2 is imported only when a model is loaded: an optional extra
(`pip install t2t_dyn[ctranslate2]`), never needed to train.
"""

import dataclasses
import json
import os
from typing import List, Optional, Sequence

import numpy as np

from t2t_dyn.decoding import decode_batches
from t2t_dyn.decoding import lines as lines_lib
from t2t_dyn.decoding import output_dir as output_dir_lib
from t2t_dyn.setup import vocabulary

RECORD_FILE = "t2t_dyn_export.json"
FORMAT = "ctranslate2"
DIR_SUFFIX = "-ct2"
# How a user makes an export (named when none is found).
EXPORT_COMMAND = "dyn-exporter --output_dir={output_dir} --format=ctranslate2"


class ExportError(ValueError):
  """A CTranslate2 export that is missing, or not the given model's."""


@dataclasses.dataclass(frozen=True)
class ExportRecord:
  """What RECORD_FILE says of an export."""
  problem: str
  output_dir: str  # Where it was exported from (absolute).
  checkpoint: str
  step: int
  quantization: str  # CTranslate2's name: float32, int8, int8_float32, ...
  max_positions: int  # Rows of the position table: the longest sequence.
  format: str = FORMAT
  # Whether the attention CTranslate2 returns is the guided alignment
  # head's (exports of a model trained with it, by this version or later).
  alignment_head: bool = False

  def write(self, directory: str) -> None:
    with open(os.path.join(directory, RECORD_FILE), "w",
              encoding="utf-8") as f:
      json.dump(dataclasses.asdict(self), f, indent=1)


def read_record(ct2_dir: str) -> ExportRecord:
  """The export record of `ct2_dir`. Raises: ExportError naming the dir
  when it is not a CTranslate2 export of t2t_dyn."""
  path = os.path.join(ct2_dir, RECORD_FILE)
  try:
    with open(path, encoding="utf-8") as f:
      record = ExportRecord(**json.load(f))
  except (OSError, TypeError, ValueError) as e:
    raise ExportError(f"{ct2_dir} is not a CTranslate2 export of dyn-exporter "
                      f"(reading {path}: {e})") from None
  if record.format != FORMAT:
    raise ExportError(f"{ct2_dir}: {RECORD_FILE} says format "
                      f"{record.format!r}, not {FORMAT!r}")
  return record


def newest_export(output_dir: str) -> str:
  """The newest CTranslate2 export under OUTPUT_DIR/export/ (by its
  timestamped name). Raises: ExportError naming the dyn-exporter command
  when there is none."""
  root = output_dir_lib.export_dir(output_dir)
  found = sorted(
      (name for name in (os.listdir(root) if os.path.isdir(root) else [])
       if name.endswith(DIR_SUFFIX) and
       os.path.exists(os.path.join(root, name, RECORD_FILE))),
      key=lambda name: (len(name), name))
  if not found:
    raise ExportError(
        f"no CTranslate2 export in {root}: make one with "
        f"`{EXPORT_COMMAND.format(output_dir=output_dir)}`, or name one "
        f"with --ctranslate2_dir")
  return os.path.join(root, found[-1])


def check_same_model(ct2_dir: str, output_dir: str) -> ExportRecord:
  """The record of `ct2_dir` when it was exported from the model trained in
  `output_dir` (same problem and same hparams.json). Raises: ExportError
  naming both dirs and what differs."""
  record = read_record(ct2_dir)
  ours = output_dir_lib.saved_record(output_dir)
  theirs = output_dir_lib.saved_record(ct2_dir)
  if ours.get("problem") != theirs.get("problem"):
    raise ExportError(
        f"--ctranslate2_dir={ct2_dir} was exported from problem "
        f"{theirs.get('problem')!r}, but {output_dir} trained problem "
        f"{ours.get('problem')!r}")
  if ours.get("model") != theirs.get("model"):
    raise ExportError(
        f"--ctranslate2_dir={ct2_dir} was exported from another model "
        f"({record.output_dir}), not the one trained in {output_dir}: "
        f"their {output_dir_lib.HPARAMS_FILE} differ")
  return record


def gnmt_score(log_prob: float, length: int, alpha: float) -> float:
  """Tensor2Tensor's score: log_prob / ((5 + length) / 6) ** alpha, the
  length counting EOS (beam_search.length_penalty)."""
  return log_prob / ((5.0 + length) / 6.0) ** alpha


class CTranslate2Translator:
  """The Translator's interface (translate, translate_beams) on a
  CTranslate2 export: raw text in, detokenized text out."""

  def __init__(self, problem, ct2_dir: str, task: str,
               encoders_dir: Optional[str] = None, device: str = "cpu",
               inter_threads: int = 1, intra_threads: int = 0,
               patience: float = 1.0):
    """`problem`: a Problem with the export's data config; its
    feature_encoders(ct2_dir/setup, task), or its own encoders from
    `encoders_dir`, encode and decode. `device`: "cpu" or "cuda".
    Threads: `inter_threads` batches in parallel, each on `intra_threads`
    cores (0: CTranslate2's default, all cores). `patience`: CTranslate2's
    beam search patience. Raises: ExportError for a dir that is not an
    export; ImportError naming the extra when ctranslate2 is missing."""
    self.record = read_record(ct2_dir)
    try:
      import ctranslate2  # pylint: disable=g-import-not-at-top
    except ImportError as e:
      raise ImportError(
          f"decoding {ct2_dir} needs the ctranslate2 package: pip install "
          f"'t2t_dyn[ctranslate2]' ({e})") from e
    self.ct2_dir = ct2_dir
    self.checkpoint = self.record.checkpoint
    self.description = (f"the CTranslate2 export {ct2_dir} of "
                        f"{self.record.checkpoint}")
    self.patience = patience
    self.encoders = lines_lib.task_encoders(
        problem, output_dir_lib.setup_dir(ct2_dir), task, encoders_dir)
    hparams = output_dir_lib.saved_hparams(ct2_dir)
    self.has_inputs = hparams.has_inputs
    self.decoder_only = hparams.decoder_only
    if not self.has_inputs:  # A language model's lines are its prefixes.
      self.encoders = {**self.encoders, "inputs": self.encoders["targets"]}
    engine = ctranslate2.Generator if self.decoder_only else (
        ctranslate2.Translator)
    self.model = engine(ct2_dir, device=device, inter_threads=inter_threads,
                        intra_threads=intra_threads)

  def translate(self, lines: Sequence[str],
                options: lines_lib.DecodeOptions = lines_lib.DecodeOptions(),
                source_name: str = "input") -> List[str]:
    """The best translation of each line ("" for an empty line)."""
    return [beams[0].text if beams else "" for beams in
            self.translate_beams(lines, options, source_name)]

  def translate_beams(self, lines: Sequence[str],
                      options: lines_lib.DecodeOptions = (
                          lines_lib.DecodeOptions()),
                      source_name: str = "input", progress=None
                      ) -> List[List[lines_lib.Hypothesis]]:
    """Per line, in input order, its hypotheses best first (only the best
    unless options.return_beams), scored as Tensor2Tensor scores them;
    none for an empty line. Each output's length limit is its own input's
    length + options.extra_length, as translator.translate_lines limits
    it: CTranslate2 takes one limit a call, so a call holds lines of one
    input length. `progress(lines done, input ids done, input ids in all)`
    is called after each batch.
    Raises: DecodingInputError naming `source_name`:line for a line the
    encoders refuse or one longer than the export's position table;
    ValueError for sampling (decode with the TensorFlow engine);
    word_links.AlignmentUnavailableError for alignments of a model, task
    or export that cannot give them. With options.return_alignments each
    hypothesis has its word links, read off the attention CTranslate2
    returns: the supervised head's (see ctranslate2_model)."""
    if options.sampling is not None:
      raise ValueError("sampling (sampling_method=random) is decoded by the "
                       "TensorFlow engine only: --engine=tensorflow")
    encoded = lines_lib.encode_lines(self.encoders, lines,
                                     options.max_input_size, source_name,
                                     empty_prompt=not self.has_inputs)
    sources = (self._line_sources(lines, encoded, source_name)
               if options.return_alignments else None)
    limit = self.record.max_positions
    for number, ids in enumerate(encoded, 1):
      # A decoder alone's positions hold its prompt and at least one id.
      size = None if ids is None else (
          len(self._prompt(ids)) + 1 if self.decoder_only else len(ids))
      if size is not None and size > limit:
        raise lines_lib.DecodingInputError(
            f"{source_name}:{number}: {size} ids, longer than the "
            f"{limit} positions of the export {self.ct2_dir} (export again "
            f"with more max_positions, or cut inputs with max_input_size)")
    outputs: List[List[lines_lib.Hypothesis]] = [[] for _ in lines]
    done = sum(ids is None for ids in encoded)
    ids_done, ids_total = 0, decode_batches.total_ids(encoded)
    for batch in decode_batches.length_batches(encoded, options.batching()):
      for same_length in _by_length(batch.start, batch.lines, encoded):
        results = self._search(same_length, options)
        for row, result in zip(same_length.rows, results):
          outputs[row] = self._hypotheses(
              result, options, None if sources is None else sources[row])
      done += len(batch.lines)
      ids_done += int(batch.lengths.sum())
      if progress is not None:
        progress(done, ids_done, ids_total)
    return lines_lib.restore_inline(self.encoders, lines, outputs)

  def _prompt(self, ids: List[int]) -> List[str]:
    """A decoder alone's forced tokens for a line's `ids` (EOS ended)."""
    prefix = ids + [vocabulary.PAD_ID] if self.has_inputs else ids[:-1]
    return [str(i) for i in [vocabulary.PAD_ID] + prefix]

  def _generate(self, batch: lines_lib.LineBatch,
                options: lines_lib.DecodeOptions):
    """The Generator's continuations as translate_batch's results."""
    beam_size = max(options.beam_size, 1)
    candidates = max(1, round(beam_size * self.patience))
    prompts = [self._prompt(ids) for ids in batch.ids]
    results = self.model.generate_batch(
        prompts, beam_size=beam_size, patience=self.patience,
        num_hypotheses=candidates if beam_size > 1 else 1,
        length_penalty=1.0, return_scores=True, return_end_token=True,
        include_prompt_in_result=False, end_token=str(vocabulary.EOS_ID),
        min_length=0, max_length=min(
            batch.max_length + options.extra_length,
            self.record.max_positions - len(prompts[0])))
    return [_Generated(r.sequences, r.scores) for r in results]

  def _search(self, batch: lines_lib.LineBatch,
              options: lines_lib.DecodeOptions):
    if self.decoder_only:
      return self._generate(batch, options)
    beam_size = max(options.beam_size, 1)
    # Every finished hypothesis back, to re-rank by Tensor2Tensor's score.
    candidates = max(1, round(beam_size * self.patience))
    return self.model.translate_batch(
        [[str(i) for i in ids] for ids in batch.ids],
        beam_size=beam_size, patience=self.patience,
        num_hypotheses=candidates if beam_size > 1 else 1,
        length_penalty=1.0, return_scores=True, return_end_token=True,
        return_attention=options.return_alignments,
        max_input_length=0, min_decoding_length=0,
        max_decoding_length=min(batch.max_length + options.extra_length,
                                self.record.max_positions))

  def check_alignments(self) -> None:
    """Raises: word_links.AlignmentUnavailableError when the exported
    model and task cannot give word alignments (word_links.check_supported)
    or the export's attention is not the guided alignment head's."""
    # TensorFlow loads only for alignments: plain decoding needs none.
    from t2t_dyn.decoding import word_links  # pylint: disable=g-import-not-at-top
    word_links.check_supported(output_dir_lib.saved_hparams(self.ct2_dir),
                               self.encoders)
    if not self.record.alignment_head:
      raise word_links.AlignmentUnavailableError(
          f"{word_links.REQUEST}: the export {self.ct2_dir} was made before "
          f"exports kept the guided alignment head; export the model again "
          f"(dyn-exporter --format=ctranslate2)")

  def _line_sources(self, lines: Sequence[str],
                    encoded: Sequence[Optional[List[int]]],
                    source_name: str):
    """word_links.line_sources of the lines, once check_alignments
    passes."""
    from t2t_dyn.decoding import word_links  # pylint: disable=g-import-not-at-top
    self.check_alignments()
    return word_links.line_sources(self.encoders["inputs"], lines, encoded,
                                   source_name)

  def _hypotheses(self, result, options: lines_lib.DecodeOptions,
                  sources=None) -> List[lines_lib.Hypothesis]:
    """The result's hypotheses re-ranked by Tensor2Tensor's score; as in
    its beam search, those cut at the length limit count only when none
    ended with EOS. With `sources` (the line's word_links.LineOwners) each
    has its word links from the result's attention."""
    scored = []
    attention = (result.attention if sources is not None else
                 [None] * len(result.hypotheses))
    for tokens, score, weights in zip(result.hypotheses, result.scores,
                                      attention):
      ids = [int(t) for t in tokens]
      log_prob = score * len(ids)  # length_penalty=1: score = log_prob / len.
      scored.append((bool(ids) and ids[-1] == vocabulary.EOS_ID,
                     gnmt_score(log_prob, len(ids), options.alpha), ids,
                     weights))
    if any(entry[0] for entry in scored):
      scored = [entry for entry in scored if entry[0]]
    scored.sort(key=lambda entry: -entry[1])
    keep = scored[:max(options.beam_size, 1)] if options.return_beams else (
        scored[:1])
    return [lines_lib.Hypothesis(
        self.encoders["targets"].decode(lines_lib.until_eos(ids)), score,
        links=None if weights is None else self._links(ids, weights, sources))
            for _, score, ids, weights in keep]

  def _links(self, ids: List[int], attention, sources):
    """The word links of output `ids` given CTranslate2's attention
    [generated tokens][source ids] of it."""
    from t2t_dyn.decoding import word_links  # pylint: disable=g-import-not-at-top
    return tuple(word_links.output_links(
        np.asarray(attention, np.float32), sources, self.encoders["targets"],
        ids))


@dataclasses.dataclass(frozen=True)
class _Generated:
  """A Generator's result read as a Translator's (no attention)."""
  hypotheses: List[List[str]]
  scores: List[float]
  attention = None


@dataclasses.dataclass(frozen=True)
class EngineComparison:
  """Two engines' best translations of the same lines: how many are
  identical, and each engine's corpus BLEU and chrF on the references."""
  lines: int
  identical: int
  bleu: List[float]  # [first, second]
  chrf: List[float]

  @property
  def chrf_difference(self) -> float:
    return self.chrf[1] - self.chrf[0]


def compare_engines(first, second, sources: Sequence[str],
                    references: Sequence[str],
                    options: lines_lib.DecodeOptions = (
                        lines_lib.DecodeOptions())) -> EngineComparison:
  """Translates `sources` with both translators (anything with
  translate(lines, options): the TensorFlow Translator, a
  CTranslate2Translator of any quantization) and scores each against
  `references` by sacrebleu: what a benchmark reports to show an int8
  export within 0.3 BLEU/chrF of float32. Raises: ValueError when the
  references are not one per source."""
  import sacrebleu  # pylint: disable=g-import-not-at-top
  if len(references) != len(sources):
    raise ValueError(f"{len(references)} references for {len(sources)} "
                     f"sources")
  outputs = [engine.translate(sources, options) for engine in (first, second)]
  return EngineComparison(
      lines=len(sources),
      identical=sum(a == b for a, b in zip(*outputs)),
      bleu=[sacrebleu.corpus_bleu(o, [list(references)]).score
            for o in outputs],
      chrf=[sacrebleu.corpus_chrf(o, [list(references)]).score
            for o in outputs])


def _by_length(start: int, rows: Sequence[int],
               encoded: Sequence[List[int]]) -> List[lines_lib.LineBatch]:
  """The lines `rows` of a length-sorted batch as runs of one input
  length (their ids unpadded, from `encoded`)."""
  runs: List[lines_lib.LineBatch] = []
  for row in rows:
    ids = list(encoded[row])
    if runs and len(runs[-1].ids[0]) == len(ids):
      runs[-1].rows.append(row)
      runs[-1].ids.append(ids)
    else:
      runs.append(lines_lib.LineBatch(start, [row], [ids]))
  return runs
