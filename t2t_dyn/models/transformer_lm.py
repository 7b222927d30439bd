"""Tensor2Tensor's Transformer without an encoder: language models and
prefix language models (`--model=transformer`, built by model_builder when
the problem has no inputs or hparams set `prepend_mode`).

- A language model (a Text2SelfProblem, has_inputs False): the decoder
  reads the targets shifted right (0 the start symbol), causal
  self-attention only, as Tensor2Tensor's Transformer with has_input False.
- A prefix language model (prepend_mode): each row's targets become
  inputs + [0] + targets (Tensor2Tensor's preprocess_example_common), read
  by the same decoder; "prepend_inputs_masked_attention" is causal
  everywhere, "prepend_inputs_full_attention" lets the inputs and the
  separator see each other (common_attention's
  attention_bias_prepend_inputs_full_attention). The logits returned are the
  targets' part, so the loss is on the targets only (Tensor2Tensor's
  weights_prepend_inputs_to_targets; its masked mode also trained on the
  inputs' tokens, which is not done here).

Decoding is prefix-forced (Tensor2Tensor's partial_targets): `encode` runs
the decoder over each row's prefix (a language model's: the input line's
ids without EOS; a prefix language model's: inputs + [0]) and keeps its
keys and values; decode_step continues each row from its own prefix
length, and the output is the continuation alone, as Tensor2Tensor strips
the partial targets. The interface is transformer_model.Transformer's, so
beam search, sampling, scoring and export run it unchanged.
"""

import dataclasses
from typing import Dict, List, Tuple

import keras
import tensorflow as tf

from t2t_dyn.hparams.model_hparams import ModelHParams
from t2t_dyn.layers import common_attention
from t2t_dyn.models import seq2seq
from t2t_dyn.models import transformer_model
from t2t_dyn.setup import vocabulary

FULL_ATTENTION = "prepend_inputs_full_attention"


def check_decoder_only(hparams: ModelHParams) -> None:
  """Raises: ValueError for what a decoder alone cannot take, naming the
  hparam and what to use."""
  if hparams.prepend_mode != "none" and not hparams.has_inputs:
    raise ValueError(
        f"prepend_mode={hparams.prepend_mode!r} prepends a problem's inputs "
        f"to its targets; this problem has none (a language model): leave "
        f"prepend_mode='none'")
  if hparams.input_vocab_size or hparams.source_factor_sizes:
    raise ValueError(
        f"prepend_mode={hparams.prepend_mode!r} puts the inputs' ids among "
        f"the targets': inputs and targets need one shared vocabulary "
        f"without source factors (or train an encoder-decoder: "
        f"prepend_mode='none')")
  if hparams.guided_alignment_weight > 0:
    raise ValueError("guided_alignment_weight: a decoder alone has no "
                     "encoder-decoder attention to supervise; set it to 0")


class DecoderOnlyLayer(transformer_model.EncoderLayer):
  """Self-attention then feed-forward (the encoder layer's sublayers),
  with a cache of keys and values for incremental decoding."""

  def call(self, x, mask, cache=None, slot=None, training=False):
    """x [B,L,H], mask bool broadcastable to [B,heads,L,K]. Without cache
    K = L. With cache {"k","v"} [B,heads,K,d], x's one position is written
    at `slot` first. Returns (x, {"k","v"}: the keys and values read)."""
    y = self._input(x, self.self_attention_norm)
    keys, values = self.self_attention.keys_values(y)
    if cache is not None:
      # Zero at unwritten slots: adding the one-hot slot writes this one.
      at_slot = tf.one_hot(slot, tf.shape(cache["k"])[2], dtype=keys.dtype)
      at_slot = at_slot[None, None, :, None]
      keys = cache["k"] + at_slot * keys
      values = cache["v"] + at_slot * values
    y = self.self_attention(y, keys, values, mask, training=training)
    x = self._output(x, y, self.self_attention_norm, training)
    y = self.feed_forward(self._input(x, self.feed_forward_norm),
                          training=training)
    return (self._output(x, y, self.feed_forward_norm, training),
            {"k": keys, "v": values})


def prepend_inputs(inputs: tf.Tensor, targets: tf.Tensor
                   ) -> Tuple[tf.Tensor, tf.Tensor]:
  """Each row's inputs + [0] + targets (PAD-free parts, padded after):
  (int [B, S+1+T], the targets' first position [B])."""
  ragged = lambda t: tf.RaggedTensor.from_tensor(  # noqa: E731
      t, padding=vocabulary.PAD_ID)
  targets_tensor = targets
  inputs, targets = ragged(inputs), ragged(targets)
  separator = tf.RaggedTensor.from_tensor(
      tf.zeros([inputs.nrows(), 1], inputs.dtype))
  joined = tf.concat([inputs, separator, targets], axis=1)
  # As wide as the parts: every target position has its place.
  width = (tf.cast(inputs.bounding_shape(1), tf.int32) + 1 +
           tf.shape(targets_tensor)[1])
  dense = joined.to_tensor(vocabulary.PAD_ID)
  # Padded to `width` (a tensor in a traced step, which to_tensor's shape
  # cannot take).
  dense = tf.pad(dense, [[0, 0], [0, width - tf.shape(dense)[1]]],
                 constant_values=vocabulary.PAD_ID)
  return dense, tf.cast(inputs.row_lengths(), tf.int32) + 1


def full_attention_mask(sequence: tf.Tensor) -> tf.Tensor:
  """bool [B,1,L,L] of Tensor2Tensor's prepend_inputs_full_attention:
  position i sees j when j's place in the target part is not after i's
  (the inputs and the first 0 after them are all at place 0)."""
  padding = tf.cast(tf.equal(sequence, vocabulary.PAD_ID), tf.int32)
  in_target = tf.cumsum(padding, axis=1, exclusive=True)
  place = tf.cumsum(in_target, axis=1)
  return (place[:, None, :] <= place[:, :, None])[:, None]


class DecoderOnlyTransformer(keras.Model):
  """call({"targets" [B,T], with prepend_mode also "inputs" [B,S]; packed
  rows of a language model add "targets_segmentation"/"targets_position"})
  -> float32 logits [B,T,V] of the targets. Incremental decoding: encode
  (the prefixes), init_decoding, decode_step, as transformer_model's."""

  def __init__(self, hparams: ModelHParams, **kwargs):
    kwargs.setdefault("name", "transformer")
    super().__init__(**kwargs)
    if hparams.vocab_size <= 0:
      raise ValueError(f"hparams.vocab_size must be set, got "
                       f"{hparams.vocab_size}")
    if hparams.hidden_size % hparams.num_heads:
      raise ValueError(f"hidden_size {hparams.hidden_size} is not a multiple "
                       f"of num_heads {hparams.num_heads}")
    check_decoder_only(hparams)
    self.hparams = hparams
    scaled = hparams.multiply_embedding_mode == "sqrt_depth"
    self.embedding = self.softmax = seq2seq.SharedEmbedding(
        hparams.vocab_size, hparams.hidden_size, scaled,
        name="shared_embedding")
    if not hparams.shared_embedding_and_softmax_weights:
      self.softmax = seq2seq.SharedEmbedding(
          hparams.vocab_size, hparams.hidden_size, name="softmax")
    self.input_dropout = keras.layers.Dropout(
        hparams.layer_prepostprocess_dropout)
    # Named attributes: checkpoints track them (not layers in lists).
    for i in range(hparams.decoder_layers):
      setattr(self, f"decoder_layer_{i}",
              DecoderOnlyLayer(hparams, name=f"decoder_layer_{i}"))
    self.decoder_norm = None
    if hparams.pre_norm:
      self.decoder_norm = transformer_model._layer_norm(  # pylint: disable=protected-access
          hparams, "decoder_norm")
    self.build()

  @property
  def decoder_layers(self) -> List[DecoderOnlyLayer]:
    return [getattr(self, f"decoder_layer_{i}")
            for i in range(self.hparams.decoder_layers)]

  @property
  def prefixed(self) -> bool:
    return self.hparams.prepend_mode != "none"

  def build(self, input_shape=None):
    """Creates every variable; input_shape is not needed."""
    for layer in [self.embedding, self.softmax] + self.decoder_layers:
      transformer_model._build(layer)  # pylint: disable=protected-access
    if self.decoder_norm is not None:
      transformer_model._build(  # pylint: disable=protected-access
          self.decoder_norm, (None, self.hparams.hidden_size))

  def get_config(self) -> Dict[str, object]:
    return {"hparams": dataclasses.asdict(self.hparams), "name": self.name}

  @classmethod
  def from_config(cls, config):
    return cls(ModelHParams(**config["hparams"]), name=config.get("name"))

  def _embed(self, ids, positions, training):
    embedded = self.embedding(ids)
    signal = common_attention.timing_signal(positions,
                                            self.hparams.hidden_size)
    return self.input_dropout(embedded + tf.cast(signal, embedded.dtype),
                              training=training)

  def _stack(self, x, mask, training):
    """The layers over x; (output before the softmax, per-layer keys and
    values)."""
    keys_values = []
    for layer in self.decoder_layers:
      x, kv = layer(x, mask, training=training)
      keys_values.append(kv)
    if self.decoder_norm is not None:
      x = self.decoder_norm(x)
    return x, keys_values

  def call(self, features, training=False, return_attention=False):
    if return_attention:
      raise ValueError("a decoder alone has no encoder-decoder attention "
                       "to return (guided alignment)")
    targets = tf.convert_to_tensor(features["targets"])
    if not self.prefixed:
      sequence, start = targets, None
    else:
      if "targets_segmentation" in features:
        raise ValueError(
            f"prepend_mode={self.hparams.prepend_mode!r} takes one example "
            f"a row: train without packed batches (pack_dataset=False, no "
            f"packed_length)")
      sequence, start = prepend_inputs(
          tf.convert_to_tensor(features["inputs"]), targets)
    length = tf.shape(sequence)[1]
    decoder_input = tf.pad(sequence, [[0, 0], [1, 0]])[:, :-1]
    positions = tf.range(length)
    mask = (positions[None, :] <= positions[:, None])[None, None]
    if self.hparams.prepend_mode == FULL_ATTENTION:
      mask = full_attention_mask(sequence)
    if "targets_segmentation" in features:
      segmentation = features["targets_segmentation"]
      positions = features["targets_position"]
      # Each example starts from the 0 start symbol, as alone.
      decoder_input *= tf.cast(tf.not_equal(positions, 0),
                               decoder_input.dtype)
      mask = tf.logical_and(mask, transformer_model.same_segment(
          segmentation, segmentation))
    x, _ = self._stack(self._embed(decoder_input, positions, training), mask,
                       training)
    if start is not None:  # The targets' part, aligned with the targets.
      at = start[:, None] + tf.range(tf.shape(targets)[1])[None, :]
      x = tf.gather(x, at, batch_dims=1)
    return self.softmax.logits(x)

  # Incremental decoding.

  def _prefixes(self, inputs):
    """(forced ids [B, S+1]: 0 then each row's prefix, padded; the prefix
    lengths [B]). A language model's prefix is the input row without its
    final EOS; a prefix language model's the inputs (EOS included) and the
    0 separator."""
    lengths = tf.reduce_sum(
        tf.cast(tf.not_equal(inputs, vocabulary.PAD_ID), tf.int32), 1)
    if self.prefixed:
      lengths += 1  # The separator: the 0 after the inputs.
    else:
      last = tf.gather(inputs, tf.maximum(lengths - 1, 0), batch_dims=1)
      lengths -= tf.cast(tf.logical_and(tf.equal(last, vocabulary.EOS_ID),
                                        lengths > 0), tf.int32)
    width = tf.shape(inputs)[1]
    kept = tf.range(width)[None, :] < lengths[:, None]
    prefix = tf.where(kept, inputs, tf.zeros_like(inputs))
    return tf.pad(prefix, [[0, 0], [1, 1]]), lengths

  def encode(self, inputs: tf.Tensor, training: bool = False,
             input_factors=None, segmentation=None, position=None):
    """inputs int [B,S] -> (state, prefix mask bool [B,P]): the decoder run
    over each row's forced ids but the last (see _prefixes), its keys and
    values kept; the last is decode_step's first input."""
    del input_factors, segmentation, position
    forced, lengths = self._prefixes(tf.convert_to_tensor(inputs))
    passed = forced[:, :-1]
    width = tf.shape(passed)[1]
    real = tf.range(width)[None, :] < lengths[:, None]
    positions = tf.range(width)
    mask = real[:, None, None, :]
    if self.hparams.prepend_mode != FULL_ATTENTION:
      mask = tf.logical_and(
          mask, (positions[None, :] <= positions[:, None])[None, None])
    _, keys_values = self._stack(self._embed(passed, positions, training),
                                 mask, training)
    state = {"layers": keys_values, "lengths": lengths,
             "last": tf.gather(forced, lengths, batch_dims=1)}
    return state, real

  def init_decoding(self, state, prefix_mask, max_decode_length):
    """(cache, memory) for decode_step: each layer's prefix keys and values
    then max_decode_length zero slots; the prefix mask, lengths and each
    row's first input."""
    cache = []
    for kv in state["layers"]:
      shape = tf.concat([tf.shape(kv["k"])[:2], [max_decode_length],
                         tf.shape(kv["k"])[3:]], 0)
      cache.append({side: tf.concat([kv[side], tf.zeros(shape,
                                                         kv[side].dtype)], 2)
                    for side in ("k", "v")})
    memory = {"mask": prefix_mask, "lengths": state["lengths"],
              "last": state["last"]}
    return cache, memory

  def decode_step(self, ids: tf.Tensor, step, cache: List[dict],
                  memory: dict) -> Tuple[tf.Tensor, List[dict]]:
    """ids int [N]: the token before position `step` of the continuation
    (at step 0 the row's last forced id is read instead). Returns (float32
    logits [N,V], updated cache)."""
    step = tf.convert_to_tensor(step, tf.int32)
    ids = tf.where(tf.equal(step, 0), memory["last"], ids)
    width = tf.shape(memory["mask"])[1]
    x = self._embed(ids[:, None], (memory["lengths"] + step)[:, None], False)
    total = tf.shape(cache[0]["k"])[2]
    mask = tf.concat([memory["mask"], tf.broadcast_to(
        (tf.range(total - width) <= step)[None, :],
        [tf.shape(ids)[0], total - width])], 1)[:, None, None, :]
    new_cache = []
    for layer, layer_cache in zip(self.decoder_layers, cache):
      x, layer_cache = layer(x, mask, cache=layer_cache, slot=width + step)
      new_cache.append(layer_cache)
    if self.decoder_norm is not None:
      x = self.decoder_norm(x)
    return self.softmax.logits(x)[:, 0], new_cache
