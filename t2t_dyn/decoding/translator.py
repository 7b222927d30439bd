"""Decoding text files with a trained model's self-contained output dir.

`saved_data_config(output_dir)` reads the data config training copied there;
`Translator(problem, output_dir, task)` takes the problem's encoders for the
task over the set-up in `output_dir/setup`, and the model from the latest
checkpoint, or another (checkpoint_path), or the average of the last N
(`average:N`, checkpoint_averaging; the layout is `output_dir`'s). No data dir or training corpus is
needed.
"""

import dataclasses
import gzip
import os
import re
from typing import Callable, List, Optional, Sequence, Tuple

import tensorflow as tf

from t2t_dyn.batches import bucketing
from t2t_dyn.config import data_config as data_config_lib
from t2t_dyn.decoding import beam_search
from t2t_dyn.decoding import checkpoint_averaging
from t2t_dyn.decoding import decode_batches
from t2t_dyn.decoding import lines as lines_lib
from t2t_dyn.decoding import output_dir as output_dir_lib
from t2t_dyn.decoding import word_links
from t2t_dyn.hparams import hparam
from t2t_dyn.models import model_builder
from t2t_dyn.setup import text_encoder
from t2t_dyn.shards import reading as shard_reading
from t2t_dyn.text import forms as text_lib


def saved_data_config(output_dir: str) -> data_config_lib.DataConfig:
  """The data config a training run copied into its output dir (its input
  corpora need not exist here). Raises: DataConfigError."""
  return data_config_lib.load_data_config(
      output_dir_lib.config_path(output_dir), check_inputs=False,
      samples_from_code=True)


# Tensor2Tensor's decode_hparams: name -> default, and what each does here.
DECODE_HPARAMS = dict(
    save_images=False, log_results=True, extra_length=100,
    min_length_ratio=0.0, batch_size=0, beam_size=4, alpha=0.6,
    eos_penalty=0.0, block_size=0, guess_and_check_top_k=0,
    guess_and_check_epsilon=-1, insertion_parallel=False,
    return_beams=False, write_beam_scores=False, max_input_size=-1,
    identity_output=False, num_samples=-1, delimiter="\n",
    decode_to_file="", decode_reference="", decode_in_memory=False,
    decode_timeout_mins=240, summaries_log_dir="decode", shards=1,
    shard_id=0, shards_start_offset=0, shard_google_format=False,
    num_decodes=1, force_decode_length=False, display_decoded_images=False,
    multiproblem_task_id=-1, frames_per_second=10,
    skip_eos_postprocess=False, border_percent=2, max_display_outputs=10,
    max_display_decodes=5, vgg_ckpt_path="", mlperf_decode_step=0.0,
    mlperf_threshold=25.0, mlperf_success=False,
    export_extra_infer_outputs="",
    # Ours: source tokens a batch holds at most, counted as rows x padded
    # source length (0: batches of batch_size sentences, default 32). With
    # both, batch_size caps the sentences of a token batch.
    batch_tokens=2048,
    # Ours: word links of each translation from the guided alignment head
    # (decoding.word_links).
    return_alignments=False)
# Refused at another value: they change what Tensor2Tensor's decoder does in
# ways this one does not.
_DECODE_DEFAULT_ONLY = frozenset(
    "min_length_ratio eos_penalty block_size guess_and_check_top_k "
    "guess_and_check_epsilon insertion_parallel identity_output shards "
    "shard_id shards_start_offset num_decodes force_decode_length "
    "multiproblem_task_id skip_eos_postprocess".split())


def decode_hparams(overrides: str = "",
                   implemented: Sequence[str] = ()) -> hparam.HParams:
  """Tensor2Tensor's decode hparams with --decode_hparams applied;
  `implemented`: default-only hparams the caller implements (dyn-decoder:
  multiproblem_task_id). Raises: ValueError for a malformed or unknown
  override, or a value this decoder does not implement (naming the
  hparam)."""
  hparams = hparam.HParams(**DECODE_HPARAMS)
  hparams.parse(overrides)
  refused = [f"{name}={hparams.get(name)!r}" for name in
             sorted(_DECODE_DEFAULT_ONLY - set(implemented))
             if hparams.get(name) != DECODE_HPARAMS[name]]
  if refused:
    raise ValueError(f"--decode_hparams: not implemented here: "
                     f"{', '.join(refused)} (only their defaults)")
  return hparams


def saved_problem(output_dir: str) -> Tuple[str, List[str]]:
  """(registered name of the problem a training run used, the tasks whose
  ids came from that problem's own feature_encoders)."""
  record = output_dir_lib.saved_record(output_dir)
  return record["problem"], record.get("own_encoders", [])


# The options and results every engine shares, under their old names here.
Sampling = lines_lib.Sampling
DecodeOptions = lines_lib.DecodeOptions
Hypothesis = lines_lib.Hypothesis
DecodingInputError = lines_lib.DecodingInputError


def decode_options(decode_hp: hparam.HParams,
                   sampling: Optional[Sampling] = None) -> DecodeOptions:
  """DecodeOptions from decode_hparams: batch_size 0 means 32 sentences
  without batch_tokens and no sentence cap with it."""
  return DecodeOptions(
      beam_size=decode_hp.beam_size, alpha=decode_hp.alpha,
      batch_size=decode_hp.batch_size or (0 if decode_hp.batch_tokens
                                          else 32),
      batch_tokens=decode_hp.batch_tokens,
      extra_length=decode_hp.extra_length,
      max_input_size=decode_hp.max_input_size,
      return_beams=decode_hp.return_beams, sampling=sampling,
      return_alignments=decode_hp.return_alignments)


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


def checkpoint_path(output_dir: str, checkpoint: Optional[str] = None) -> str:
  """`checkpoint` itself; Tensor2Tensor's name for a step's checkpoint
  (OUTPUT_DIR/model.ckpt-N: checkpoints/ckpt-N here); a directory: its
  latest; "best": the best evaluation's (best/); None: the latest.
  Raises: FileNotFoundError naming what exists instead."""
  if checkpoint and checkpoint != output_dir_lib.BEST_DIR:
    if tf.io.gfile.exists(checkpoint + ".index"):
      return checkpoint
    if tf.io.gfile.isdir(checkpoint):
      latest = tf.train.latest_checkpoint(checkpoint)
      if latest:
        return latest
    step = re.fullmatch(r"model\.ckpt-(\d+)", os.path.basename(checkpoint))
    ours = output_dir_lib.checkpoint_dir(output_dir)
    if step:
      mapped = os.path.join(ours, f"ckpt-{int(step.group(1))}")
      if tf.io.gfile.exists(mapped + ".index"):
        return mapped
    saved = tf.train.get_checkpoint_state(ours)
    kept = list(saved.all_model_checkpoint_paths) if saved else []
    raise FileNotFoundError(
        f"--checkpoint_path={checkpoint}: no checkpoint there; "
        f"{output_dir} keeps " + (", ".join(kept) if kept else "none") +
        " (a step's checkpoint is checkpoints/ckpt-<step>; Tensor2Tensor's "
        "model.ckpt-<step> names it too)")
  directory = (output_dir_lib.best_dir(output_dir) if checkpoint else
               output_dir_lib.checkpoint_dir(output_dir))
  path = tf.train.latest_checkpoint(directory)
  if path is None:
    raise FileNotFoundError(
        f"no checkpoint in {directory}: " +
        ("the run kept no best checkpoint (it saves one at each evaluation "
         "that improves --eval_early_stopping_metric)" if checkpoint else
         "train first"))
  return path


def checkpoint_step(path: str) -> int:
  """The training step in a checkpoint's name (tf.train's ckpt-<step>);
  -1 when the name holds none."""
  match = re.search(r"-(\d+)$", os.path.basename(path))
  return int(match.group(1)) if match else -1


class Translator:
  """Raw text in, detokenized text out, through a task's transforms."""

  def __init__(self, problem, output_dir: str, task: str,
               checkpoint: Optional[str] = None,
               encoders_dir: Optional[str] = None):
    """`checkpoint`: see checkpoint_path, or `average:N`: the average of
    the last N rolling checkpoints, made in memory (raises AveragingError
    for a bad N or fewer checkpoints). `problem`: a Problem with the saved data config; its
    feature_encoders(output_dir/setup, task) encode and decode, or, for a
    problem's own encoders, feature_encoders(encoders_dir) when given
    (Tensor2Tensor's decoder reads vocabularies from its --data_dir)."""
    self.problem = problem
    self.encoders = lines_lib.task_encoders(
        problem, output_dir_lib.setup_dir(output_dir), task, encoders_dir)
    self.hparams = output_dir_lib.saved_hparams(output_dir)
    self.model = model_builder.build(self.hparams)
    self.checkpoint = ""
    # What the weights are, for messages: the checkpoint, or the average.
    self.description = ""
    count = checkpoint_averaging.average_count("checkpoint_path", checkpoint)
    if count is None:
      self.load(checkpoint_path(output_dir, checkpoint))
      return
    sources = checkpoint_averaging.last_checkpoints(
        output_dir, count, f"checkpoint_path={checkpoint}")
    paths = [c.filename for c in sources]
    checkpoint_averaging.load_average(
        self.model, paths, output_dir_lib.hparams_path(output_dir))
    # The newest's: its step and time are the average's.
    self.checkpoint = paths[-1]
    self.description = checkpoint_averaging.AverageRecord(
        sources[-1].steps, output_dir, paths).describe()

  def load(self, path: str) -> None:
    """Restores the model's weights from another checkpoint of the same run
    (dyn-translate-all decodes every checkpoint with one model, so its
    compiled decoding functions are reused)."""
    tf.train.Checkpoint(model=self.model).restore(path).expect_partial()
    self.checkpoint = path
    self.description = checkpoint_averaging.describe_checkpoint(path)

  def check_alignments(self) -> None:
    """Raises: word_links.AlignmentUnavailableError when this model and
    task cannot give word alignments (see word_links.check_supported)."""
    word_links.check_supported(self.model.hparams, self.encoders)

  def translate(self, lines: Sequence[str],
                options: DecodeOptions = DecodeOptions(),
                source_name: str = "input",
                progress: Optional[Callable[..., None]] = None
                ) -> List[str]:
    """The best translation of each line (translate_lines with this
    checkpoint's model and the task's encoders)."""
    return [beams[0].text if beams else "" for beams in translate_lines(
        self.model, self.encoders, lines, options, source_name, progress)]

  def translate_beams(self, lines: Sequence[str],
                      options: DecodeOptions = DecodeOptions(),
                      source_name: str = "input",
                      progress: Optional[Callable[..., None]] = None
                      ) -> List[List[Hypothesis]]:
    """translate_lines with this checkpoint's model and the task's
    encoders: per line its hypotheses, best first."""
    return translate_lines(self.model, self.encoders, lines, options,
                           source_name, progress)

  def score(self, sources: Sequence[str], targets: Sequence[str],
            batch_sentences: int = 32, source_name: str = "input",
            target_name: Optional[str] = None) -> List[PairScore]:
    """The model's log-probability of each target given its source, both
    through the task's encoders in inference mode (one chain run on the
    pair, see text_encoder.encode_pair; a task with inline_tags reads both
    sides' markup and values, the target's numbered as its source's);
    one result per pair, in order. Raises: DecodingInputError as
    translate, a target's naming `target_name` (default `source_name`)
    and its line."""
    pairs = [lines_lib.on_line(source_name, number,
                      lambda s=s, t=t: text_encoder.encode_pair(
                          self.encoders, s, t), target_name)
             for number, (s, t) in enumerate(
                 zip(sources, targets, strict=True), 1)]
    results: List[Optional[PairScore]] = [None] * len(pairs)
    for batch in decode_batches.length_batches(
        [p[0] for p in pairs], decode_batches.Batching(batch_sentences)):
      rows = batch.lines
      targets_array = bucketing.pad_rows([pairs[i][1] for i in rows])
      token_log_probs = beam_search.score(self.model, batch.inputs,
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
                    options: DecodeOptions = DecodeOptions(),
                    source_name: str = "input",
                    progress: Optional[Callable[..., None]] = None
                    ) -> List[List[Hypothesis]]:
  """Per line, in input order, its hypotheses by `model` through `encoders`
  ({"inputs", "targets"}): the best, or with options.return_beams every
  beam, best first; an empty input line gives none
  (a language model's: an empty prefix, decoded unconditionally).

  Beam search (beam_size 1: greedy), or with options.sampling one sample per
  line (beam_search.sample_decode), seeded per batch of the length-sorted
  lines, so the same file and seed give the same output. Lines go in
  batches of options.batching() (sentences or a token budget, padded to
  bucket shapes); each line's output is at most its input length +
  options.extra_length ids long, whatever its batch, so beam search and
  greedy decoding give each line what it gets alone. Outputs end at
  their EOS (Tensor2Tensor's encoders do not stop there themselves).
  `progress(lines done, input ids done, input ids in all)` is called after
  each batch (empty lines count as done from the start). With
  options.return_alignments each hypothesis has its word links
  (decoding.word_links).
  Raises: DecodingInputError naming `source_name`:line for a line the
  encoders refuse (source factors); word_links.AlignmentUnavailableError
  for alignments of a model or task that cannot give them.
  """
  if not model.hparams.has_inputs:
    # Tensor2Tensor's decoder of a language model: each line is the prefix
    # the model continues, encoded with the targets' vocabulary.
    encoders = {**encoders, "inputs": encoders["targets"]}
  encoded = lines_lib.encode_lines(encoders, lines, options.max_input_size,
                                   source_name,
                                   empty_prompt=not model.hparams.has_inputs)
  sources = None
  if options.return_alignments:
    word_links.check_supported(model.hparams, encoders)
    sources = word_links.line_sources(encoders["inputs"], lines, encoded,
                                      source_name)
  outputs: List[List[Hypothesis]] = [[] for _ in lines]
  sampling = options.sampling
  done = sum(ids is None for ids in encoded)
  ids_done, ids_total = 0, decode_batches.total_ids(encoded)
  for batch in decode_batches.length_batches(encoded, options.batching()):
    inputs = tf.constant(batch.inputs)
    row_limits = batch.lengths + options.extra_length
    decode_length = int(row_limits.max())
    if sampling is None:
      ids, scores = beam_search.beam_search(
          model, inputs, beam_size=options.beam_size, alpha=options.alpha,
          max_decode_length=decode_length, all_beams=True,
          row_limits=row_limits)
      if not options.return_beams:
        ids, scores = ids[:, :1], scores[:, :1]
    else:
      ids, scores = beam_search.sample_decode(
          model, inputs, sampling.temperature, sampling.top_k,
          seed=sampling.seed * 1_000_003 + batch.start,
          max_decode_length=decode_length, row_limits=row_limits)
      ids, scores = ids[:, None], scores[:, None]
    ids, scores = ids.numpy(), scores.numpy()
    # A row's ids beyond its limit are padding (the batch's longer rows).
    rows = [[ids[r, b, :row_limits[r]] for b in range(ids.shape[1])]
            for r in range(len(batch.lines))]
    links = None
    if sources is not None:
      links = word_links.hypothesis_links(
          model, encoders["targets"], batch.inputs[:len(rows)], rows,
          [sources[i] for i in batch.lines])
    for r, i in enumerate(batch.lines):
      outputs[i] = [_hypothesis(encoders, row, float(scores[r, b]),
                                None if links is None else links[r][b])
                    for b, row in enumerate(rows[r])]
    done += len(batch.lines)
    ids_done += int(batch.lengths.sum())
    if progress is not None:
      progress(done, ids_done, ids_total)
  return lines_lib.restore_inline(encoders, lines, outputs)


def _hypothesis(encoders, row, score: float, links=None) -> Hypothesis:
  ids = row.tolist()
  kept = lines_lib.until_eos(ids)
  return Hypothesis(encoders["targets"].decode(kept), score,
                    len(kept) + (len(kept) < len(ids)), links)


def score(hypotheses: Sequence[str], references: Sequence[str]) -> dict:
  """BLEU and chrF by sacrebleu."""
  import sacrebleu  # pylint: disable=g-import-not-at-top
  return {"bleu": sacrebleu.corpus_bleu(hypotheses, [references]),
          "chrf": sacrebleu.corpus_chrf(hypotheses, [references])}
