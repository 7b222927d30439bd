"""Tensor2Tensor's Transformer as a Keras model, with incremental decoding.

Registered as the model "transformer" (`--model=transformer`). Pre-norm
blocks with a final layer norm on each stack (T2T's layer_preprocess "n",
layer_postprocess "da"), or post-norm ("none"/"dan", transformer_base_v1),
sinusoidal positions, and ONE [vocab, hidden] matrix for source embedding,
target embedding and output softmax (with `input_vocab_size`, separate
vocabularies: the source gets its own matrix, the target's stays tied to the
softmax; with shared_embedding_and_softmax_weights=False all three are
separate, as in Tensor2Tensor). Dense kernels start from T2T's
`initializer`; dropouts share their masks along T2T's `*_broadcast_dims`.
PAD (id 0) embeds to zeros and is masked out of attention; the decoder reads
the targets shifted right with 0 as the start symbol, as T2T does.

Mixed precision: under a "mixed_float16" policy the layers compute in
float16 with float32 variables; attention softmax and layer norms run in
float32 and logits are returned as float32.

One concept, one module (over 400 lines): the model's layers are read
together when checking it against Tensor2Tensor's Transformer.
"""

import dataclasses
import functools
from typing import Dict, List, Optional, Tuple

import keras
import tensorflow as tf

from t2t_dyn.foundation import registry
from t2t_dyn.hparams import model_hparams
from t2t_dyn.hparams.model_hparams import ModelHParams
from t2t_dyn.layers import common_attention
from t2t_dyn.models import seq2seq
from t2t_dyn.setup import vocabulary

# Masked attention logits; applied in float32, so float16 cannot overflow it.
_MASKED_LOGIT = -1e9


def same_segment(query_segmentation: tf.Tensor,
                 key_segmentation: tf.Tensor) -> tf.Tensor:
  """Packed rows' attention mask: bool [B,1,Q,K], True where query and key
  belong to the same example (segment ids [B,Q] and [B,K], 0 at PAD, which
  is never a key)."""
  same = tf.equal(query_segmentation[:, :, None],
                  key_segmentation[:, None, :])
  real_key = tf.not_equal(key_segmentation, 0)[:, None, :]
  return tf.logical_and(same, real_key)[:, None]


def broadcast_dropout(rate: float, broadcast_dims: str,
                      rank: int) -> keras.layers.Dropout:
  """Dropout whose mask is shared along Tensor2Tensor's broadcast dims
  ("0,1": the input's first two dimensions; negative ones count from the
  end) of an input of `rank` dimensions."""
  dims = {int(d) % rank for d in broadcast_dims.split(",") if d.strip()}
  if not dims:
    return keras.layers.Dropout(rate)
  return keras.layers.Dropout(rate, noise_shape=tuple(
      1 if i in dims else None for i in range(rank)))


def _build(layer: keras.layers.Layer, input_shape=None) -> None:
  """Builds layer unless a call already has (Keras forbids building twice)."""
  if not layer.built:
    layer.build(input_shape)


class Attention(keras.layers.Layer):
  """Multi-head dot-product attention (no biases, as T2T).

  Keys and values are projected separately (keys_values) so the decoder can
  project encoder memory once and cache its own past keys and values.
  """

  def __init__(self, hidden_size: int, num_heads: int, dropout: float,
               initializer: str = "glorot_uniform",
               dropout_broadcast_dims: str = "", **kwargs):
    super().__init__(**kwargs)
    self.hidden_size = hidden_size
    self.num_heads = num_heads
    self.depth = hidden_size // num_heads
    dense = functools.partial(keras.layers.Dense, hidden_size, use_bias=False,
                              kernel_initializer=initializer)
    self.query = dense(name="q")
    self.key = dense(name="k")
    self.value = dense(name="v")
    self.output_transform = dense(name="output_transform")
    # On the weights [B, heads, T, S].
    self.dropout = broadcast_dropout(dropout, dropout_broadcast_dims, 4)

  def build(self, input_shape=None):
    for dense in (self.query, self.key, self.value, self.output_transform):
      _build(dense, (None, self.hidden_size))

  def _split_heads(self, x):
    batch, length = tf.shape(x)[0], tf.shape(x)[1]
    x = tf.reshape(x, [batch, length, self.num_heads, self.depth])
    return tf.transpose(x, [0, 2, 1, 3])

  def keys_values(self, memory: tf.Tensor) -> Tuple[tf.Tensor, tf.Tensor]:
    """memory [B,S,H] -> keys, values [B, heads, S, depth]."""
    return (self._split_heads(self.key(memory)),
            self._split_heads(self.value(memory)))

  def call(self, query_input, keys, values, mask, training=False,
           return_probabilities=False):
    """query_input [B,T,H] attends to keys/values [B,heads,S,d] where mask
    (bool, broadcastable to [B,heads,T,S]) is True. Returns [B,T,H], and
    with return_probabilities also the float32 softmax [B,heads,T,S]
    (before dropout)."""
    query = self._split_heads(self.query(query_input)) * self.depth ** -0.5
    logits = tf.cast(tf.matmul(query, keys, transpose_b=True), tf.float32)
    logits = tf.where(mask, logits, _MASKED_LOGIT)
    probabilities = tf.nn.softmax(logits)
    weights = tf.cast(probabilities, query.dtype)
    weights = self.dropout(weights, training=training)
    context = tf.transpose(tf.matmul(weights, values), [0, 2, 1, 3])
    batch, length = tf.shape(context)[0], tf.shape(context)[1]
    output = self.output_transform(
        tf.reshape(context, [batch, length, self.hidden_size]))
    return (output, probabilities) if return_probabilities else output


class FeedForward(keras.layers.Layer):
  """T2T's dense_relu_dense with relu_dropout between the two layers."""

  def __init__(self, hidden_size: int, filter_size: int, dropout: float,
               initializer: str = "glorot_uniform",
               dropout_broadcast_dims: str = "", **kwargs):
    super().__init__(**kwargs)
    self.hidden_size = hidden_size
    self.filter_size = filter_size
    self.expand = keras.layers.Dense(filter_size, activation="relu",
                                     kernel_initializer=initializer,
                                     name="expand")
    self.dropout = broadcast_dropout(dropout, dropout_broadcast_dims, 3)
    self.contract = keras.layers.Dense(hidden_size,
                                       kernel_initializer=initializer,
                                       name="contract")

  def build(self, input_shape=None):
    _build(self.expand, (None, self.hidden_size))
    _build(self.contract, (None, self.filter_size))

  def call(self, x, training=False):
    return self.contract(self.dropout(self.expand(x), training=training))


def _layer_norm(hparams: ModelHParams, name: str):
  return keras.layers.LayerNormalization(epsilon=hparams.norm_epsilon,
                                         name=name)


def _attention(hparams: ModelHParams, name: str) -> Attention:
  return Attention(hparams.hidden_size, hparams.num_heads,
                   hparams.attention_dropout,
                   seq2seq.kernel_initializer(hparams),
                   hparams.attention_dropout_broadcast_dims, name=name)


def _feed_forward(hparams: ModelHParams) -> FeedForward:
  return FeedForward(hparams.hidden_size, hparams.filter_size,
                     hparams.relu_dropout,
                     seq2seq.kernel_initializer(hparams),
                     hparams.relu_dropout_broadcast_dims,
                     name="feed_forward")


class _Sublayers(keras.layers.Layer):
  """What encoder and decoder layers share: each sublayer f wrapped as
  x + dropout(f(norm(x))) (pre-norm, "n"/"da") or norm(x + dropout(f(x)))
  (post-norm, "none"/"dan")."""

  def __init__(self, hparams: ModelHParams, **kwargs):
    super().__init__(**kwargs)
    self.hidden_size = hparams.hidden_size
    self.pre_norm = hparams.pre_norm
    self.dropout = broadcast_dropout(
        hparams.layer_prepostprocess_dropout,
        hparams.layer_prepostprocess_dropout_broadcast_dims, 3)

  def _input(self, x, norm):
    return norm(x) if self.pre_norm else x

  def _output(self, x, y, norm, training):
    x = x + self.dropout(y, training=training)
    return x if self.pre_norm else norm(x)


class EncoderLayer(_Sublayers):
  """Self-attention then feed-forward, each wrapped as _Sublayers says."""

  def __init__(self, hparams: ModelHParams, **kwargs):
    super().__init__(hparams, **kwargs)
    self.self_attention_norm = _layer_norm(hparams, "self_attention_norm")
    self.self_attention = _attention(hparams, "self_attention")
    self.feed_forward_norm = _layer_norm(hparams, "feed_forward_norm")
    self.feed_forward = _feed_forward(hparams)

  def build(self, input_shape=None):
    for norm in (self.self_attention_norm, self.feed_forward_norm):
      _build(norm, (None, self.hidden_size))
    _build(self.self_attention)
    _build(self.feed_forward)

  def call(self, x, mask, training=False):
    y = self._input(x, self.self_attention_norm)
    keys, values = self.self_attention.keys_values(y)
    y = self.self_attention(y, keys, values, mask, training=training)
    x = self._output(x, y, self.self_attention_norm, training)
    y = self.feed_forward(self._input(x, self.feed_forward_norm),
                          training=training)
    return self._output(x, y, self.feed_forward_norm, training)


class DecoderLayer(_Sublayers):
  """Causal self-attention, encoder-decoder attention, feed-forward; each
  wrapped as _Sublayers says."""

  def __init__(self, hparams: ModelHParams, **kwargs):
    super().__init__(hparams, **kwargs)
    self.self_attention_norm = _layer_norm(hparams, "self_attention_norm")
    self.self_attention = _attention(hparams, "self_attention")
    self.encdec_attention_norm = _layer_norm(hparams, "encdec_attention_norm")
    self.encdec_attention = _attention(hparams, "encdec_attention")
    self.feed_forward_norm = _layer_norm(hparams, "feed_forward_norm")
    self.feed_forward = _feed_forward(hparams)

  def build(self, input_shape=None):
    for norm in (self.self_attention_norm, self.encdec_attention_norm,
                 self.feed_forward_norm):
      _build(norm, (None, self.hidden_size))
    _build(self.self_attention)
    _build(self.encdec_attention)
    _build(self.feed_forward)

  def memory_keys_values(self, encoder_output):
    return self.encdec_attention.keys_values(encoder_output)

  def call(self, x, self_mask, memory_keys, memory_values, memory_mask,
           cache=None, step=None, training=False,
           return_attention=False):
    """x [B,T,H]. Without cache: full causal pass (self_mask [1,1,T,T]).

    With cache {"k","v"} [B,heads,L,d] and int step, x is the one position
    `step` ([B,1,H]); its key/value is written at `step`. Returns (x, cache),
    with return_attention (x, cache, encoder-decoder attention float32
    [B,heads,T,S]).
    """
    y = self._input(x, self.self_attention_norm)
    keys, values = self.self_attention.keys_values(y)
    if cache is not None:
      # The cache is zero at positions >= step, so adding the one-hot
      # position writes this step's key/value without a scatter.
      at_step = tf.one_hot(step, tf.shape(cache["k"])[2], dtype=keys.dtype)
      at_step = at_step[None, None, :, None]
      keys = cache["k"] + at_step * keys
      values = cache["v"] + at_step * values
      cache = {"k": keys, "v": values}
    y = self.self_attention(y, keys, values, self_mask, training=training)
    x = self._output(x, y, self.self_attention_norm, training)
    y = self.encdec_attention(self._input(x, self.encdec_attention_norm),
                              memory_keys, memory_values, memory_mask,
                              training=training,
                              return_probabilities=return_attention)
    if return_attention:
      y, attention = y
    x = self._output(x, y, self.encdec_attention_norm, training)
    y = self.feed_forward(self._input(x, self.feed_forward_norm),
                          training=training)
    x = self._output(x, y, self.feed_forward_norm, training)
    return (x, cache, attention) if return_attention else (x, cache)


class Transformer(keras.Model):
  """Encoder-decoder Transformer on padded id batches (PAD=0, EOS=1).

  call({"inputs" [B,S], "targets" [B,T], with source factors
  "input_factors" [B,S,F], ...}) -> float32 logits [B,T,V];
  other keys of the batch are ignored. Packed rows (several examples a
  row, Tensor2Tensor's packed features) add "inputs_segmentation",
  "inputs_position", "targets_segmentation", "targets_position" [B,S|T]:
  attention stays within an example (causal in the decoder), positions
  and the decoder's start symbol restart with each, so every example gets
  the logits it would get alone in a padded row. call(...,
  return_attention=True) -> (logits, float32 [B,T,S]): the probabilities
  of guided_alignment_layer's encoder-decoder attention head
  guided_alignment_head, from the same pass (guided alignment). Incremental
  decoding: encode, init_decoding, then decode_step once per output
  position.
  """

  def __init__(self, hparams: ModelHParams, **kwargs):
    kwargs.setdefault("name", "transformer")
    super().__init__(**kwargs)
    if hparams.vocab_size <= 0:
      raise ValueError(f"hparams.vocab_size must be set, got "
                       f"{hparams.vocab_size}")
    if hparams.hidden_size % hparams.num_heads:
      raise ValueError(f"hidden_size {hparams.hidden_size} is not a multiple "
                       f"of num_heads {hparams.num_heads}")
    model_hparams.check_guided_alignment(hparams)
    self.hparams = hparams
    scaled = hparams.multiply_embedding_mode == "sqrt_depth"
    # The target embedding, and the softmax unless they are separate.
    self.embedding = seq2seq.SharedEmbedding(
        hparams.vocab_size, hparams.hidden_size, scaled,
        name="shared_embedding")
    self.softmax = self.embedding
    # The source's own matrix when the vocabularies are separate or (as
    # Tensor2Tensor's input_emb) when the softmax is not shared.
    self.source_embedding = self.embedding
    untied = not hparams.shared_embedding_and_softmax_weights
    if hparams.input_vocab_size or untied:
      self.source_embedding = seq2seq.SharedEmbedding(
          hparams.input_vocab_size or hparams.vocab_size,
          hparams.hidden_size, scaled, name="source_embedding")
    if untied:
      self.softmax = seq2seq.SharedEmbedding(
          hparams.vocab_size, hparams.hidden_size, name="softmax")
    for i, size in enumerate(hparams.source_factor_sizes):
      setattr(self, f"source_factor_embedding_{i}", seq2seq.SharedEmbedding(
          size, hparams.hidden_size, scaled,
          name=f"source_factor_embedding_{i}"))
    self.input_dropout = keras.layers.Dropout(
        hparams.layer_prepostprocess_dropout)
    self._make_stacks(hparams)
    # Pre-norm stacks end with a layer norm (post-norm ones already do).
    self.encoder_norm = self.decoder_norm = None
    if hparams.pre_norm:
      self.encoder_norm = _layer_norm(hparams, "encoder_norm")
      self.decoder_norm = _layer_norm(hparams, "decoder_norm")

    # Every shape is known here: creating the variables now lets encode and
    # decode_step run (and checkpoints load) before any call().
    self.build()

  # Subclasses (the Universal Transformer) add the positions' signal at
  # every layer instead (_layer_input) where this is False.
  position_signal_once = True

  def _make_stacks(self, hparams: ModelHParams) -> None:
    """Creates the layers encoder_layers and decoder_layers list."""
    # Named attributes, not lists: TensorFlow's object-based checkpoints
    # track attributes of Keras 3 layers but not layers inside lists.
    for i in range(hparams.encoder_layers):
      setattr(self, f"encoder_layer_{i}",
              EncoderLayer(hparams, name=f"encoder_layer_{i}"))
    for i in range(hparams.decoder_layers):
      setattr(self, f"decoder_layer_{i}",
              DecoderLayer(hparams, name=f"decoder_layer_{i}"))

  def _layer_input(self, x, index: int, positions, stack: str):
    """What layer `index` of `stack` ("encoder"/"decoder") reads, from the
    previous layer's output x at int positions [T] or [B,T]: x itself."""
    del index, positions, stack
    return x

  def _run_stack(self, stack: str, x, positions, apply):
    """x through the layers of `stack` ("encoder"/"decoder"): each reads
    _layer_input; `apply(index, layer, x)` runs one (int positions [T] or
    [B,T] of x's rows)."""
    layers = (self.encoder_layers if stack == "encoder" else
              self.decoder_layers)
    for i, layer in enumerate(layers):
      x = apply(i, layer, self._layer_input(x, i, positions, stack))
    return x

  @property
  def encoder_layers(self) -> List["EncoderLayer"]:
    return [getattr(self, f"encoder_layer_{i}")
            for i in range(self.hparams.encoder_layers)]

  @property
  def factor_embeddings(self) -> List[seq2seq.SharedEmbedding]:
    return [getattr(self, f"source_factor_embedding_{i}")
            for i in range(len(self.hparams.source_factor_sizes))]

  @property
  def decoder_layers(self) -> List["DecoderLayer"]:
    return [getattr(self, f"decoder_layer_{i}")
            for i in range(self.hparams.decoder_layers)]

  def build(self, input_shape=None):
    """Creates every variable; input_shape is not needed."""
    _build(self.embedding)
    _build(self.source_embedding)
    _build(self.softmax)
    for layer in self.factor_embeddings:
      _build(layer)
    for layer in self.encoder_layers + self.decoder_layers:
      _build(layer)
    for norm in (self.encoder_norm, self.decoder_norm):
      if norm is not None:
        _build(norm, (None, self.hparams.hidden_size))

  def _stack_output(self, x, norm):
    return x if norm is None else norm(x)

  def get_config(self) -> Dict[str, object]:
    return {"hparams": dataclasses.asdict(self.hparams), "name": self.name}

  @classmethod
  def from_config(cls, config):
    return cls(ModelHParams(**config["hparams"]), name=config.get("name"))

  def _embed_with_positions(self, ids, positions, training, embedding=None,
                            factor_ids=None):
    embedded = (embedding or self.embedding)(ids)
    if factor_ids is not None:  # The source's factors (decoder: none).
      for i, factor_embedding in enumerate(self.factor_embeddings):
        embedded += factor_embedding(factor_ids[..., i])
    if self.position_signal_once:
      embedded += tf.cast(common_attention.timing_signal(
          positions, self.hparams.hidden_size),
                          embedded.dtype)
    return self.input_dropout(embedded, training=training)

  def encode(self, inputs: tf.Tensor, training: bool = False,
             input_factors: Optional[tf.Tensor] = None,
             segmentation: Optional[tf.Tensor] = None,
             position: Optional[tf.Tensor] = None
             ) -> Tuple[tf.Tensor, tf.Tensor]:
    """inputs int [B,S] (and input_factors int [B,S,F] when the model has
    source factors; packed rows' segmentation and position [B,S]) ->
    (encoder_output [B,S,H], mask of real tokens bool [B,1,1,S]).
    Raises: ValueError when the factors are missing."""
    inputs = tf.convert_to_tensor(inputs)
    if self.hparams.source_factor_sizes and input_factors is None:
      raise ValueError(f"this model embeds source factors "
                       f"{list(self.hparams.source_factor_sizes)}: give "
                       f"input_factors")
    mask = self_mask = tf.not_equal(inputs, vocabulary.PAD_ID)[
        :, None, None, :]
    if segmentation is None:
      position = tf.range(tf.shape(inputs)[1])
    else:
      self_mask = same_segment(segmentation, segmentation)
    x = self._embed_with_positions(inputs, position, training,
                                   self.source_embedding, input_factors)
    x = self._run_stack("encoder", x, position, lambda i, layer, x: layer(
        x, self_mask, training=training))
    return self._stack_output(x, self.encoder_norm), mask

  def call(self, features, training=False, return_attention=False):
    packed = "inputs_segmentation" in features
    encoder_output, memory_mask = self.encode(
        features["inputs"], training, features.get("input_factors"),
        features.get("inputs_segmentation"), features.get("inputs_position"))
    targets = tf.convert_to_tensor(features["targets"])
    length = tf.shape(targets)[1]
    decoder_input = tf.pad(targets, [[0, 0], [1, 0]])[:, :-1]
    positions = tf.range(length)
    self_mask = (positions[None, :] <= positions[:, None])[None, None]
    if packed:
      segmentation = features["targets_segmentation"]
      positions = features["targets_position"]
      # Each example's decoder starts from the 0 start symbol, as alone.
      decoder_input *= tf.cast(tf.not_equal(positions, 0),
                               decoder_input.dtype)
      self_mask = tf.logical_and(self_mask,
                                 same_segment(segmentation, segmentation))
      memory_mask = same_segment(segmentation,
                                 features["inputs_segmentation"])
    x = self._embed_with_positions(decoder_input, positions, training)
    # Only the supervised layer returns its attention: without
    # return_attention the graph is the one without guided alignment.
    supervised = (self.hparams.guided_alignment_layer %
                  self.hparams.decoder_layers if return_attention else None)
    attention = None

    def apply(i, layer, x):
      nonlocal attention
      keys, values = layer.memory_keys_values(encoder_output)
      if i == supervised:
        x, _, attention = layer(x, self_mask, keys, values, memory_mask,
                                training=training, return_attention=True)
      else:
        x, _ = layer(x, self_mask, keys, values, memory_mask,
                     training=training)
      return x
    x = self._run_stack("decoder", x, positions, apply)
    logits = self.softmax.logits(self._stack_output(x, self.decoder_norm))
    if return_attention:
      return logits, attention[:, self.hparams.guided_alignment_head]
    return logits

  def init_decoding(self, encoder_output: tf.Tensor, memory_mask: tf.Tensor,
                    max_decode_length) -> Tuple[List[dict], dict]:
    """(cache, memory) for decode_step, for N = encoder_output's batch.

    cache: per layer {"k","v"} zeros [N, heads, max_decode_length, depth],
    filled one position per step (reorder its rows to follow beams).
    memory: the mask and each layer's encoder keys/values, projected once.
    """
    hparams = self.hparams
    batch = tf.shape(encoder_output)[0]
    shape = [batch, hparams.num_heads, max_decode_length,
             hparams.hidden_size // hparams.num_heads]
    cache = [{"k": tf.zeros(shape, encoder_output.dtype),
              "v": tf.zeros(shape, encoder_output.dtype)}
             for _ in self.decoder_layers]
    memory = {"mask": memory_mask,
              "layers": [layer.memory_keys_values(encoder_output)
                         for layer in self.decoder_layers]}
    return cache, memory

  def decode_step(self, ids: tf.Tensor, step, cache: List[dict],
                  memory: dict) -> Tuple[tf.Tensor, List[dict]]:
    """ids int [N]: the token at position step-1 (0 at step 0).

    Returns (float32 logits [N,V] for position `step`, updated cache).
    """
    step = tf.convert_to_tensor(step, tf.int32)
    x = self._embed_with_positions(ids[:, None], step[None], False)
    max_length = tf.shape(cache[0]["k"])[2]
    self_mask = (tf.range(max_length) <= step)[None, None, None, :]
    new_cache = [None] * len(cache)

    def apply(i, layer, x):
      keys, values = memory["layers"][i]
      x, new_cache[i] = layer(x, self_mask, keys, values, memory["mask"],
                              cache=cache[i], step=step, training=False)
      return x
    x = self._run_stack("decoder", x, step[None], apply)
    logits = self.softmax.logits(self._stack_output(x, self.decoder_norm))
    return logits[:, 0], new_cache


registry.register_seq2seq_model("transformer")(Transformer)
