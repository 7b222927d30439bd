"""A trained model as a TensorFlow SavedModel that serves without t2t_dyn.

`export_saved_model` writes OUTPUT_DIR/export/<timestamp>/ (Tensor2Tensor's
exporter's layout) with two signatures:
  - "serving_default", Tensor2Tensor's: "input", serialized tf.Example
    strings [B] whose int64 feature "inputs" holds source ids ending with
    EOS (what t2t-query-server clients send) -> "outputs", int32 ids
    [B, L] (with return_beams [B, beam, L]), and "scores", float32 [B]
    ([B, beam]);
  - "translate": "inputs", raw text lines tf.string [B] -> "outputs", the
    detokenized translations tf.string [B] ([B, beam]), and "scores".
    The task's inference transforms, ids, beam search and detokenization
    all run in the graph (GraphEncoder); an empty line gets "" and score 0.
    Exported with return_alignments=true (a model trained with guided
    alignment, a task with alignments) it also returns "alignments", each
    translation's word links as a Pharaoh line (dyn-decoder's links, by
    decoding.word_links' rule in the graph: graph_alignments).
A language model (a decoder alone, has_inputs false) reads each request
as the prefix it continues, as dyn-decoder does: "translate" encodes the
line as target text (an empty line is an empty prefix: decoded from the
start symbol alone), "serving_default" reads the prefix ids from the
example's "targets" feature (Tensor2Tensor's serving reads a language
model's examples by its reading spec, targets only); the outputs are the
continuations. A prefix language model (prepend_mode) has inputs and
serves as an encoder-decoder does.
Beam size, alpha, extra_length, return_beams and return_alignments are
fixed at export from --decode_hparams, as in Tensor2Tensor. The export is written under a
temporary name and renamed when complete: nothing partial is left.
"""

import dataclasses
import json
import os
import shutil
import tempfile
from typing import List, Tuple

import tensorflow as tf

from t2t_dyn.decoding import beam_search
from t2t_dyn.decoding import output_dir as output_dir_lib
from t2t_dyn.decoding import translator as translator_lib
from t2t_dyn.decoding import word_links
from t2t_dyn.export import graph_alignments
from t2t_dyn.export import graph_encoder as graph_encoder_lib
from t2t_dyn.export import graph_text
from t2t_dyn.foundation import atomic_file
from t2t_dyn.models import seq2seq
from t2t_dyn.setup import vocabulary

RECORD_FILE = "t2t_dyn_export.json"  # Under assets.extra/.
TRANSLATE_SIGNATURE = "translate"
T2T_SIGNATURE = "serving_default"


@dataclasses.dataclass(frozen=True)
class ExportedModel:
  """Where an export went and what it holds."""
  path: str
  checkpoint: str
  step: int
  signatures: List[str]
  notes: Tuple[str, ...] = ()  # What the export does not do, for the user.


class ServingModule(tf.Module):
  """The model, its encoders as TensorFlow ops, and the two signatures."""

  def __init__(self, translator: translator_lib.Translator,
               options: translator_lib.DecodeOptions, encoder):
    """`encoder`: graph_encoder.graph_encoder's, of the translator's
    encoders."""
    super().__init__(name="t2t_dyn_serving")
    self.model = translator.model
    # The example feature holding a request's ids: a language model's
    # prefix is its targets.
    self.feature = "inputs" if self.model.hparams.has_inputs else "targets"
    self.encoder = encoder
    self.options = options

  def search(self, ids: tf.Tensor):
    """Beam search as dyn-decoder runs it, each row's output limited to its
    own length + extra_length: (ids [B, beam or 1, L], scores [B, beam or
    1])."""
    options = self.options
    lengths = tf.reduce_sum(tf.cast(tf.not_equal(ids, 0), tf.int32), axis=1)
    row_limits = lengths + options.extra_length
    ids, scores = beam_search.beam_search(
        self.model, ids, beam_size=options.beam_size, alpha=options.alpha,
        max_decode_length=tf.reduce_max(row_limits), all_beams=True,
        row_limits=row_limits)
    if not options.return_beams:
      ids, scores = ids[:, :1], scores[:, :1]
    return ids, scores

  def _shaped(self, values: tf.Tensor) -> tf.Tensor:
    return values if self.options.return_beams else values[:, 0]

  @tf.function(autograph=False,
               input_signature=[tf.TensorSpec([None], tf.string)])
  def translate(self, inputs):
    aligned = self.options.return_alignments
    encoded = self.encoder.encode(inputs, provenance=aligned)
    ids, scores = self.search(encoded["ids"])
    beams = tf.shape(ids)[1]
    flat_ids = tf.reshape(ids, [-1, tf.shape(ids)[2]])
    texts = tf.reshape(self.encoder.decode(flat_ids), [-1, beams])
    empty = encoded["empty"][:, None]
    texts = tf.where(empty, "", texts)
    scores = tf.where(empty, 0.0, scores)
    outputs = {"outputs": self._shaped(texts),
               "scores": self._shaped(scores)}
    if aligned:
      links = tf.reshape(self._links(encoded, flat_ids, beams), [-1, beams])
      outputs["alignments"] = self._shaped(tf.where(empty, "", links))
    return outputs

  def _links(self, encoded, ids: tf.Tensor, beams) -> tf.Tensor:
    """Pharaoh lines tf.string [B * beams] of the outputs `ids` [B * beams,
    L] of `encoded`'s sources: the supervised head's attention over each
    output (up to its EOS) in one teacher-forced pass, as dyn-decoder
    reads it (decoding.word_links)."""
    sources = tf.repeat(encoded["ids"], beams, axis=0)
    # Each output up to its EOS, as the decoder feeds it back.
    through_eos = tf.pad(graph_text.before_eos(ids)[:, :-1], [[0, 0], [1, 0]],
                         constant_values=True)
    targets = tf.where(through_eos, ids, vocabulary.PAD_ID)
    _, attention = self.model(seq2seq.teacher_forced_features(
        self.model.hparams, sources, targets), training=False,
                              return_attention=True)
    return graph_alignments.links(
        attention, tf.reduce_sum(tf.cast(sources > 0, tf.int32), axis=1),
        tf.repeat(encoded["owners"], beams, axis=0),
        self.encoder.target_owners(targets))

  # The argument's name is the signature's input name: Tensor2Tensor's.
  @tf.function(autograph=False,
               input_signature=[tf.TensorSpec([None], tf.string)])
  def serve_examples(self, input):  # pylint: disable=redefined-builtin
    features = tf.io.parse_example(
        input, {self.feature: tf.io.VarLenFeature(tf.int64)})
    ids = tf.cast(tf.sparse.to_dense(features[self.feature]), tf.int32)
    if self.feature == "targets":
      # A column of padding: requests that are all empty prefixes still
      # have a position to read (unconditional decoding).
      ids = tf.pad(ids, [[0, 0], [0, 1]])
    ids, scores = self.search(ids)
    return {"outputs": self._shaped(ids), "scores": self._shaped(scores)}


def export_saved_model(translator: translator_lib.Translator, task: str,
                       options: translator_lib.DecodeOptions,
                       output_dir: str, export_dir: str = "") -> ExportedModel:
  """Writes the SavedModel of `translator`'s model and encoders under
  `export_dir` (default OUTPUT_DIR/export)/<timestamp>/. Raises:
  graph_encoder.GraphEncoderError when the encoders cannot run as
  TensorFlow ops; ValueError for sampling options (exports beam search);
  word_links.AlignmentUnavailableError for return_alignments with a model
  or task that cannot give them (GraphEncoderError for a task with
  inline_tags). A task with inline_tags exports with a note (in the
  record, assets.extra/t2t_dyn_export.json, and ExportedModel.notes)."""
  if options.sampling is not None:
    raise ValueError("an export decodes by beam search; sampling "
                     "(sampling_method=random) is not exported")
  if options.return_alignments:
    word_links.check_supported(translator.model.hparams,
                               translator.encoders)
  encoder = graph_encoder_lib.graph_encoder(
      translator.encoders, task,
      prompt=not translator.model.hparams.has_inputs)
  notes = _inline_tags_notes(encoder, task, options)
  module = ServingModule(translator, options, encoder)
  export_dir = export_dir or output_dir_lib.export_dir(output_dir)
  os.makedirs(export_dir, exist_ok=True)
  temporary = tempfile.mkdtemp(prefix=".partial-", dir=export_dir)
  signatures = {T2T_SIGNATURE: module.serve_examples,
                TRANSLATE_SIGNATURE: module.translate}
  try:
    tf.saved_model.save(module, temporary, signatures=signatures)
    step = translator_lib.checkpoint_step(translator.checkpoint)
    record = {"format": "saved_model", "problem": translator.problem.name,
              "task": task, "checkpoint": translator.checkpoint,
              "step": step, "decode_hparams": dataclasses.asdict(options),
              "signatures": sorted(signatures), "notes": list(notes)}
    os.makedirs(os.path.join(temporary, "assets.extra"), exist_ok=True)
    with atomic_file.atomic_open(
        os.path.join(temporary, "assets.extra", RECORD_FILE)) as f:
      f.write(json.dumps(record, indent=1) + "\n")
    final = output_dir_lib.new_export_path(export_dir)
    os.rename(temporary, final)
  finally:
    shutil.rmtree(temporary, ignore_errors=True)
  return ExportedModel(final, translator.checkpoint, step,
                       sorted(signatures), notes)


def _inline_tags_notes(encoder, task: str, options) -> Tuple[str, ...]:
  """What the export says of a task with inline_tags: its translate
  signature reads markup and values as plain text (their reading and
  restoration are Python). Raises: GraphEncoderError for return_alignments,
  whose word links would not be the user's words."""
  if getattr(encoder, "inline_tags", None) is None:
    return ()
  if options.return_alignments:
    raise graph_encoder_lib.GraphEncoderError(
        f"task {task!r}: return_alignments is not exported for a task with "
        f"the inline_tags transform (the graph does not read its tags and "
        f"placeholders); export without it, or decode with dyn-decoder")
  return (f"task {task!r} has the inline_tags transform: the "
          f"{TRANSLATE_SIGNATURE!r} signature reads each line as plain "
          f"text, its markup and numbers/URLs as words, and restores "
          f"nothing; dyn-decoder (either engine) reads them into the "
          f"model's tags and placeholders and puts them back",)
