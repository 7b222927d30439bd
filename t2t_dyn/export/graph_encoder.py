"""A task's feature encoders as one TensorFlow module, for exported models:
raw lines -> source ids, target ids -> text, exactly as the decoder's
TransformTextEncoders do it in Python (`text_encoder`), with nothing of
t2t_dyn needed when it runs.

The chain runs in inference mode: segmentation takes each word's best
segmentation (graph_segmentation); every other transform runs its native
implementation with is_train=False (noise off, filters keep everything).
A decoder alone (a language model) reads each line as the prefix it
continues: `prompt` encodes it as target text, through the targets'
vocabulary, as dyn-decoder does. Tensor2Tensor's byte encoder
(ByteTextEncoder, vocab_type CHARACTER) runs as ByteGraphEncoder.
What has no pure-TensorFlow form is refused by name (GraphEncoderError):
a problem's other own encoders, source factors, a transform without a native
version or whose native version calls Python, a segmentation whose words
change form first, a segmenter without a graph version, word links of a
task with inline_tags. A task with inline_tags exports, its markup and
values read as plain text (`inline_tags` says so).
"""

from typing import Dict, List

import tensorflow as tf

from t2t_dyn.export import graph_alignments
from t2t_dyn.export import graph_segmentation
from t2t_dyn.export import graph_text
from t2t_dyn.setup import text_encoder
from t2t_dyn.setup import vocabulary
from t2t_dyn.text import alignments
from t2t_dyn.transforms import native
from t2t_dyn.transforms import segmentation_base


class GraphEncoderError(ValueError):
  """Encoders that cannot run as TensorFlow ops, with the reason."""


class GraphEncoder(tf.Module):
  """encode(lines) -> source ids; decode(ids) -> text."""

  def __init__(self, encoders: Dict[str, object], task: str,
               prompt: bool = False):
    """`encoders`: {"inputs", "targets"} of the problem's
    task_feature_encoders. `prompt`: lines are a decoder's prefixes (see
    the module). Raises: GraphEncoderError naming what cannot run in the
    graph."""
    super().__init__(name="graph_encoder")
    self.prompt = prompt
    # The side the lines are read as: a prefix is target text.
    self.side = "tgt" if prompt else "src"
    target = encoders["targets"]
    source = target if prompt else encoders["inputs"]
    if not all(isinstance(e, text_encoder.TransformTextEncoder)
               for e in (source, target)):
      raise GraphEncoderError(
          f"task {task!r}: the problem's own feature_encoders "
          f"({type(source).__name__}, {type(target).__name__}) are Python "
          f"objects a SavedModel cannot hold; export with "
          f"--format=ctranslate2 (decoding through the problem's encoders) "
          f"or decode with dyn-decoder")
    if source.source_factors is not None:
      raise GraphEncoderError(
          f"task {task!r}: source factors are given with the input text "
          f"(word|factor); the exported signature takes plain text")
    self.pretokenized = bool(source.shard_meta.pretokenize)
    self.predetokenized = bool(getattr(source.shard_meta, "predetokenize",
                                       False))
    self.steps = _graph_steps(source.chain, task)
    # The inline_tags transform's reading of markup and values, and its
    # restoration, are Python (InlineTags.read_input, text.inline.restore):
    # the graph takes the text as it is (export_saved_model says so).
    self.inline_tags = getattr(source, "inline_tags", None)
    self.source_ids = graph_text.token_table(source.vocabulary.tokens)
    self.target_tokens = tf.constant(list(target.vocabulary.tokens))
    self.hidden = tf.constant(sorted(
        set(vocabulary.RESERVED_TOKENS) | set(target.chain.specials())))

  def encode(self, lines: tf.Tensor,
             provenance: bool = False) -> Dict[str, tf.Tensor]:
    """tf.string lines [B] -> {"ids": int32 [B, S], the chain's source
    pieces' ids then EOS, 0-padded; "empty": bool [B], lines without a
    word (the decoder gives them no translation; never for a prompt: an
    empty prefix is decoded from the start symbol alone)}. With `provenance` (a
    task with alignments: its transforms carry them) also "owners": bool
    [B, S, W], the raw words of its line each position comes from
    (graph_alignments.source_owners; none for EOS, padding and tokens a
    transform made)."""
    words = graph_text.shard_words(lines, self.pretokenized,
                                   self.predetokenized)
    features = {"src": words, "keep": tf.ones(tf.shape(lines), tf.bool)}
    if self.prompt:  # Target text, no source (mono_to_targets keeps it).
      features.update(src=words[:, :0], tgt=words)
    if provenance:
      features[native.provenance_key("src")] = (
          alignments.native_ids(words, True))
    seed = tf.zeros([2], tf.int64)  # Inference draws nothing.
    for step in self.steps:
      features = step(features, seed)
    pieces = features[self.side]
    ids = tf.ragged.map_flat_values(self.source_ids.lookup, pieces)
    eos = tf.fill([pieces.nrows(), 1], tf.constant(vocabulary.EOS_ID,
                                                   tf.int64))
    ids = tf.concat([ids, eos], axis=1)
    empty = tf.equal(words.row_lengths(), 0)
    encoded = {"ids": tf.cast(ids.to_tensor(vocabulary.PAD_ID), tf.int32),
               "empty": tf.logical_and(empty, not self.prompt)}
    if provenance:
      encoded["owners"] = graph_alignments.source_owners(
          tf.strings.split(graph_text.normalize_spaces(lines)), words,
          features[native.provenance_key("src")])
    return encoded

  def decode(self, ids: tf.Tensor) -> tf.Tensor:
    """int ids [B, L] -> tf.string [B] (see graph_text.ids_to_text)."""
    return graph_text.ids_to_text(ids, self.target_tokens, self.hidden)

  def target_owners(self, ids: tf.Tensor) -> tf.Tensor:
    """bool [B, L, V]: the words of decode(ids) each id's piece lands in
    (graph_alignments.target_owners)."""
    return graph_alignments.target_owners(ids, self.target_tokens,
                                          self.hidden)


class ByteGraphEncoder(tf.Module):
  """ByteTextEncoder's encode and decode as TensorFlow ops: each UTF-8
  byte's id is the byte + the reserved ids; decoding maps ids back to
  bytes (reserved ids to their names, as ByteTextEncoder.decode) up to
  EOS, invalid UTF-8 replaced by U+FFFD."""

  def __init__(self, encoder, task: str, prompt: bool = False):
    super().__init__(name="byte_graph_encoder")
    self.task = task
    self.prompt = prompt
    self.reserved = encoder.num_reserved_ids
    self.byte_table = tf.constant(
        text_encoder.RESERVED_TOKENS_BYTES[:self.reserved] +
        [bytes([b]) for b in range(256)])

  def encode(self, lines: tf.Tensor,
             provenance: bool = False) -> Dict[str, tf.Tensor]:
    """As GraphEncoder.encode (every byte of the line, as it is)."""
    if provenance:
      raise GraphEncoderError(
          f"task {self.task!r}: a byte encoder's ids have no word "
          f"alignments to return; export without return_alignments")
    pieces = tf.strings.bytes_split(lines)
    # One byte a piece: [N, 1] raw bytes, as [N] ids (N may be 0).
    ids = tf.ragged.map_flat_values(
        lambda b: tf.cast(tf.reshape(tf.io.decode_raw(b, tf.uint8), [-1]),
                          tf.int32) + self.reserved, pieces)
    eos = tf.fill([ids.nrows(), 1], tf.constant(vocabulary.EOS_ID, tf.int32))
    blank = tf.equal(tf.strings.length(tf.strings.strip(lines)), 0)
    return {"ids": tf.concat([ids, eos], axis=1).to_tensor(vocabulary.PAD_ID),
            "empty": tf.logical_and(blank, not self.prompt)}

  def decode(self, ids: tf.Tensor) -> tf.Tensor:
    """int ids [B, L] -> tf.string [B]: ByteTextEncoder.decode of each
    row up to its first EOS."""
    ids = tf.cast(ids, tf.int32)
    kept = tf.ragged.boolean_mask(ids, graph_text.before_eos(ids))
    raw = tf.strings.reduce_join(
        tf.ragged.map_flat_values(
            lambda i: tf.gather(self.byte_table, i), kept), axis=1)
    return tf.strings.unicode_transcode(raw, "UTF-8", "UTF-8",
                                        errors="replace")

  def target_owners(self, ids: tf.Tensor) -> tf.Tensor:
    raise GraphEncoderError(f"task {self.task!r}: a byte encoder's ids "
                            f"have no word alignments")


def graph_encoder(encoders: Dict[str, object], task: str,
                  prompt: bool = False):
  """The graph form of `encoders` (see GraphEncoder's arguments):
  ByteGraphEncoder for Tensor2Tensor's byte encoders, else GraphEncoder.
  Raises: GraphEncoderError naming what cannot run in the graph."""
  sides = [encoders["targets"]] + ([] if prompt else [encoders["inputs"]])
  if all(type(e) is text_encoder.ByteTextEncoder for e in sides):  # pylint: disable=unidiomatic-typecheck
    reserved = {e.num_reserved_ids for e in sides}
    if len(reserved) == 1 and max(reserved) <= len(
        text_encoder.RESERVED_TOKENS_BYTES):
      return ByteGraphEncoder(sides[0], task, prompt)
  return GraphEncoder(encoders, task, prompt)


def _graph_steps(chain, task: str) -> List:
  """The chain's inference-mode steps as functions (features, seed) ->
  features. Raises: GraphEncoderError naming the transform."""
  steps = []
  for transform in chain.transforms:
    where = f"task {task!r}, transform {transform.name!r}"
    if isinstance(transform, segmentation_base.SegmentationTransform):
      steps.append(SegmentationStep(transform, where))
      continue
    fn = transform.native(False)
    if fn is None or transform.native_calls_python:
      raise GraphEncoderError(
          f"{where}: runs in Python only at inference, so it cannot be part "
          f"of an exported graph")
    steps.append(fn)
  return steps


class SegmentationStep(tf.Module):
  """A segmentation transform at inference: each side's words replaced by
  their best segmentation (its graph segmenters are tracked, so their
  tables are saved with the model)."""

  def __init__(self, transform, where: str):
    """Raises: GraphEncoderError naming `where`."""
    super().__init__(name="segmentation_step")
    if transform.converts_words:
      raise GraphEncoderError(
          f"{where}: the model wants words in another form than the shards "
          f"hold (meta.shard.pretokenize), which only Python converts")
    try:
      self.by_side = {
          side or "both": graph_segmentation.best_segmentation(segmenter)
          for side, segmenter in transform.segmenters_by_side().items()}
    except graph_segmentation.NoGraphSegmentationError as e:
      raise GraphEncoderError(f"{where}: {e}") from None

  def __call__(self, features, seed):
    del seed  # The best segmentation draws nothing.
    out = dict(features)
    for side in ("src", "tgt"):
      segmenter = self.by_side.get(side, self.by_side.get("both"))
      if side in features and segmenter is not None:
        words = features[side]
        pieces = segmenter(words.flat_values)
        out[side] = words.with_flat_values(pieces).merge_dims(1, 2)
        # Each piece takes its word's provenance (text.alignments).
        out = native.follow(out, features, side,
                            lambda ids, pieces=pieces: tf.gather(
                                ids, pieces.value_rowids()))
    return out
