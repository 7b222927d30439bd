"""Tensor2Tensor's LSTM sequence-to-sequence models, as Keras models.

Registered under Tensor2Tensor's names (`--model=...`):

- `lstm_seq2seq`: a stack of `num_hidden_layers` LSTMs reads the source
  reversed; its final states start the decoder's stack (Sutskever et al.
  2014).
- `lstm_seq2seq_attention`: the same encoder; the decoder attends to its
  outputs at every step (`attention_mechanism` "bahdanau": additive,
  Bahdanau et al. 2015; "luong": multiplicative, Luong et al. 2015), with
  `num_heads` attention layers of `attention_layer_size` over [cell output;
  context], fed back as the next step's input (input feeding); with
  `output_attention` the attention, else the cell output, is predicted
  from (several heads: projected back to the decoder's width).
- `..._bidirectional_encoder` of each: a forward and a backward stack read
  the source; outputs and states are concatenated, so the decoder is twice
  `hidden_size` wide.

As in Tensor2Tensor (TensorFlow 1's LSTMCell and AttentionWrapper): one
kernel over [input; h] for the gates, a forget bias of 1 added to their
input, `dropout` on every layer's input, the attention layer without bias
or activation, separate source and target embeddings and softmax. One
difference: Tensor2Tensor's attention also reads the padded positions of a
batch (their outputs are zero) and so depends on the batch a sentence is
in; here padding is masked out of the attention, so a sentence's
translation does not depend on its neighbours. With no padding the two
compute the same.

The contract the trainer and decoders rely on is `seq2seq`'s; the cache of
incremental decoding is each decoder layer's (c, h) and the last
attention.
"""

import dataclasses
from typing import Dict, List, Optional, Tuple

import keras
import tensorflow as tf

from t2t_dyn.foundation import registry
from t2t_dyn.hparams import model_hparams
from t2t_dyn.hparams.model_hparams import ModelHParams
from t2t_dyn.models import seq2seq
from t2t_dyn.setup import vocabulary

_MASKED_SCORE = -1e9
# A TensorFlow 1 LSTMCell adds this to the forget gate's input.
_FORGET_BIAS = 1.0


class LSTMCell(keras.layers.Layer):
  """TensorFlow 1's LSTMCell: gates (i, j, f, o) from one kernel over
  [input; h] plus a bias; c' = c * sigmoid(f + 1) + sigmoid(i) * tanh(j),
  h' = sigmoid(o) * tanh(c')."""

  def __init__(self, units: int, input_size: int, initializer, **kwargs):
    super().__init__(**kwargs)
    self.units = units
    self.input_size = input_size
    self.initializer = initializer

  def build(self, input_shape=None):
    self.kernel = self.add_weight(
        name="kernel", shape=(self.input_size + self.units, 4 * self.units),
        initializer=self.initializer)
    self.bias = self.add_weight(name="bias", shape=(4 * self.units,),
                                initializer="zeros")

  def call(self, x, c, h):
    """x [N, input_size], c and h [N, units] -> (c', h')."""
    gates = tf.matmul(tf.concat([x, h], -1),
                      tf.cast(self.kernel, x.dtype)) + tf.cast(
                          self.bias, x.dtype)
    i, j, f, o = tf.split(gates, 4, axis=-1)
    c = c * tf.sigmoid(f + _FORGET_BIAS) + tf.sigmoid(i) * tf.tanh(j)
    return c, tf.sigmoid(o) * tf.tanh(c)


class Attention(keras.layers.Layer):
  """One attention mechanism over the encoder's outputs (TensorFlow 1's
  BahdanauAttention or LuongAttention, unnormalized, unscaled) and
  `num_heads` attention layers reading it."""

  def __init__(self, mechanism: str, units: int, memory_size: int,
               layer_size: int, num_heads: int, initializer, **kwargs):
    super().__init__(**kwargs)
    self.mechanism = mechanism
    self.units = units
    self.memory_size = memory_size
    self.num_heads = num_heads
    dense = lambda size, name: keras.layers.Dense(  # noqa: E731
        size, use_bias=False, kernel_initializer=initializer, name=name)
    self.memory_layer = dense(units, "memory_layer")
    if mechanism == "bahdanau":
      self.query_layer = dense(units, "query_layer")
      self.initializer = initializer
    for i in range(num_heads):
      setattr(self, f"attention_layer_{i}", dense(layer_size,
                                                  f"attention_layer_{i}"))

  def build(self, input_shape=None):
    self.memory_layer.build((None, self.memory_size))
    if self.mechanism == "bahdanau":
      self.query_layer.build((None, self.units))
      self.attention_v = self.add_weight(
          name="attention_v", shape=(self.units,),
          initializer=self.initializer)
    for i in range(self.num_heads):
      getattr(self, f"attention_layer_{i}").build(
          (None, self.units + self.memory_size))

  def keys(self, memory: tf.Tensor) -> tf.Tensor:
    """memory [N,S,D] -> keys [N,S,units] (projected once per sentence)."""
    return self.memory_layer(memory)

  def call(self, query, keys, values, mask):
    """query [N,units]; keys [N,S,units], values [N,S,D], mask bool
    [N,S] -> the heads' attentions concatenated [N, heads * layer_size]."""
    if self.mechanism == "luong":
      scores = tf.einsum("nu,nsu->ns", query, keys)
    else:
      processed = self.query_layer(query)[:, None, :]
      scores = tf.reduce_sum(tf.cast(self.attention_v, keys.dtype) *
                             tf.tanh(keys + processed), -1)
    scores = tf.where(mask, tf.cast(scores, tf.float32), _MASKED_SCORE)
    weights = tf.cast(tf.nn.softmax(scores), values.dtype)
    context = tf.einsum("ns,nsd->nd", weights, values)
    cell_and_context = tf.concat([query, context], -1)
    # Tensor2Tensor passes one mechanism num_heads times: every head reads
    # the same context through its own attention layer.
    return tf.concat([getattr(self, f"attention_layer_{i}")(cell_and_context)
                      for i in range(self.num_heads)], -1)


def _lengths(ids: tf.Tensor) -> tf.Tensor:
  return tf.reduce_sum(tf.cast(tf.not_equal(ids, vocabulary.PAD_ID),
                               tf.int32), -1)


class LSTMSeq2seq(keras.Model):
  """The family's one model class; `hparams.model` picks its variant.

  call({"inputs" [B,S], "targets" [B,T], with source factors
  "input_factors" [B,S,F]}) -> float32 logits [B,T,V]. Packed rows are
  refused (an LSTM reads each row as one sequence).
  """

  def __init__(self, hparams: ModelHParams, **kwargs):
    kwargs.setdefault("name", hparams.model)
    super().__init__(**kwargs)
    if hparams.vocab_size <= 0:
      raise ValueError(f"hparams.vocab_size must be set, got "
                       f"{hparams.vocab_size}")
    # Guided alignment supervises the Transformer's attention only.
    model_hparams.check_guided_alignment(hparams)
    self.hparams = hparams
    self.bidirectional = hparams.model.endswith("_bidirectional_encoder")
    self.attends = bool(hparams.attention_mechanism)
    if self.attends != ("attention" in hparams.model):
      raise ValueError(f"model {hparams.model} with attention_mechanism="
                       f"{hparams.attention_mechanism!r}")
    hidden = hparams.hidden_size
    self.decoder_size = 2 * hidden if self.bidirectional else hidden
    initializer = seq2seq.kernel_initializer(hparams)
    scaled = hparams.multiply_embedding_mode == "sqrt_depth"
    self.source_embedding = seq2seq.SharedEmbedding(
        hparams.input_vocab_size or hparams.vocab_size, hidden, scaled,
        name="input_emb")
    self.target_embedding = seq2seq.SharedEmbedding(
        hparams.vocab_size, hidden, scaled, name="target_emb")
    for i, size in enumerate(hparams.source_factor_sizes):
      setattr(self, f"source_factor_embedding_{i}", seq2seq.SharedEmbedding(
          size, hidden, scaled, name=f"source_factor_embedding_{i}"))
    directions = ("fw", "bw") if self.bidirectional else ("fw",)
    for direction in directions:
      for i in range(hparams.num_hidden_layers):
        setattr(self, f"encoder_{direction}_{i}", LSTMCell(
            hidden, hidden, initializer, name=f"encoder_{direction}_{i}"))
    self.attention_size = 0
    memory_size = self.decoder_size
    if self.attends:
      self.attention_size = hparams.attention_layer_size * hparams.num_heads
      self.attention = Attention(
          hparams.attention_mechanism, self.decoder_size, memory_size,
          hparams.attention_layer_size, hparams.num_heads, initializer,
          name="attention")
    for i in range(hparams.num_hidden_layers):
      input_size = (hidden + self.attention_size if i == 0 else
                    self.decoder_size)
      setattr(self, f"decoder_{i}", LSTMCell(
          self.decoder_size, input_size, initializer, name=f"decoder_{i}"))
    self.output_size = self.decoder_size
    self.output_projection = None
    if self.attends and hparams.output_attention:
      self.output_size = self.attention_size
      if hparams.num_heads > 1:
        self.output_projection = keras.layers.Dense(
            self.decoder_size, kernel_initializer=initializer,
            name="output_projection")
        self.output_size = self.decoder_size
    self.softmax = seq2seq.SharedEmbedding(
        hparams.vocab_size, self.output_size, name="softmax")
    self.build()

  def build(self, input_shape=None):
    """Creates every variable; input_shape is not needed."""
    for layer in self._layers_to_build():
      if not layer.built:
        layer.build()
    if self.output_projection is not None:
      self.output_projection.build((None, self.attention_size))

  def _layers_to_build(self) -> List[keras.layers.Layer]:
    layers = [self.source_embedding, self.target_embedding, self.softmax]
    layers += self.factor_embeddings
    layers += [getattr(self, f"encoder_{d}_{i}")
               for d in (("fw", "bw") if self.bidirectional else ("fw",))
               for i in range(self.hparams.num_hidden_layers)]
    layers += self.decoder_cells
    if self.attends:
      layers.append(self.attention)
    return layers

  @property
  def factor_embeddings(self) -> List[seq2seq.SharedEmbedding]:
    return [getattr(self, f"source_factor_embedding_{i}")
            for i in range(len(self.hparams.source_factor_sizes))]

  @property
  def decoder_cells(self) -> List[LSTMCell]:
    return [getattr(self, f"decoder_{i}")
            for i in range(self.hparams.num_hidden_layers)]

  def get_config(self) -> Dict[str, object]:
    return {"hparams": dataclasses.asdict(self.hparams), "name": self.name}

  @classmethod
  def from_config(cls, config):
    return cls(ModelHParams(**config["hparams"]), name=config.get("name"))

  def _dropout(self, x, training):
    if training and self.hparams.dropout > 0:
      return tf.nn.dropout(x, rate=self.hparams.dropout)
    return x

  def _run_stack(self, cells: List[LSTMCell], inputs, mask, training):
    """The stack over inputs [B,S,D] (time steps where mask [B,S] is False
    keep the state and output zeros) -> (top outputs [B,S,U], final
    [(c, h)] per layer)."""
    batch = tf.shape(inputs)[0]
    states = [(tf.zeros([batch, cell.units], inputs.dtype),
               tf.zeros([batch, cell.units], inputs.dtype)) for cell in cells]

    def step(carry, elements):
      x, keep = elements
      states, _ = carry
      new_states = []
      for cell, (c, h) in zip(cells, states):
        new_c, new_h = cell(self._dropout(x, training), c, h)
        keep_column = keep[:, None]
        new_states.append((tf.where(keep_column, new_c, c),
                           tf.where(keep_column, new_h, h)))
        x = new_h
      return new_states, tf.where(keep[:, None], x, tf.zeros_like(x))

    final, outputs = tf.scan(
        step, (tf.transpose(inputs, [1, 0, 2]), tf.transpose(mask)),
        initializer=(states, tf.zeros([batch, cells[-1].units],
                                      inputs.dtype)))
    return tf.transpose(outputs, [1, 0, 2]), [(c[-1], h[-1])
                                                for c, h in final]

  def encode(self, inputs: tf.Tensor, training: bool = False,
             input_factors: Optional[tf.Tensor] = None,
             segmentation: Optional[tf.Tensor] = None,
             position: Optional[tf.Tensor] = None
             ) -> Tuple[Dict[str, tf.Tensor], tf.Tensor]:
    """inputs int [B,S] -> ({"outputs" [B,S,D], "c_i", "h_i" per decoder
    layer [B,D]}, mask of real tokens bool [B,S]). Raises: ValueError for
    packed rows or missing factors."""
    del position
    if segmentation is not None:
      raise ValueError(f"{self.hparams.model} reads each row as one "
                       f"sequence: packed rows are not supported")
    inputs = tf.convert_to_tensor(inputs)
    if self.hparams.source_factor_sizes and input_factors is None:
      raise ValueError(f"this model embeds source factors "
                       f"{list(self.hparams.source_factor_sizes)}: give "
                       f"input_factors")
    lengths = _lengths(inputs)
    mask = tf.sequence_mask(lengths, tf.shape(inputs)[1])
    embedded = self.source_embedding(inputs)
    for i, factor_embedding in enumerate(self.factor_embeddings):
      embedded += factor_embedding(input_factors[..., i])
    layers = range(self.hparams.num_hidden_layers)
    forward = [getattr(self, f"encoder_fw_{i}") for i in layers]
    if not self.bidirectional:
      # Tensor2Tensor's unidirectional encoders read the source reversed.
      reversed_inputs = tf.reverse_sequence(embedded, lengths, seq_axis=1)
      outputs, states = self._run_stack(forward, reversed_inputs, mask,
                                        training)
    else:
      backward = [getattr(self, f"encoder_bw_{i}") for i in layers]
      fw_outputs, fw_states = self._run_stack(forward, embedded, mask,
                                              training)
      bw_outputs, bw_states = self._run_stack(
          backward, tf.reverse_sequence(embedded, lengths, seq_axis=1),
          mask, training)
      outputs = tf.concat([fw_outputs, tf.reverse_sequence(
          bw_outputs, lengths, seq_axis=1)], -1)
      states = [(tf.concat([fc, bc], -1), tf.concat([fh, bh], -1))
                for (fc, fh), (bc, bh) in zip(fw_states, bw_states)]
    encoded = {"outputs": outputs}
    for i, (c, h) in enumerate(states):
      encoded[f"c_{i}"], encoded[f"h_{i}"] = c, h
    return encoded, mask

  def init_decoding(self, encoded: Dict[str, tf.Tensor], memory_mask,
                    max_decode_length=None) -> Tuple[dict, dict]:
    """(cache, memory) for decode_step: the cache holds each decoder
    layer's (c, h), started from the encoder's final states, and the last
    attention (zeros); memory the outputs, their keys and the mask."""
    del max_decode_length
    outputs = encoded["outputs"]
    cache = {key: value for key, value in encoded.items()
             if key != "outputs"}
    cache["attention"] = tf.zeros([tf.shape(outputs)[0],
                                   self.attention_size], outputs.dtype)
    memory = {"mask": memory_mask}
    if self.attends:
      memory["values"] = outputs
      memory["keys"] = self.attention.keys(outputs)
    return cache, memory

  def _decoder_step(self, embedded, cache, memory, training):
    """One position: embedded [N,H] -> (output [N, output_size], cache)."""
    x = embedded
    if self.attends:
      x = tf.concat([x, cache["attention"]], -1)
    new_cache = {}
    for i, cell in enumerate(self.decoder_cells):
      c, h = cell(self._dropout(x, training), cache[f"c_{i}"],
                  cache[f"h_{i}"])
      new_cache[f"c_{i}"], new_cache[f"h_{i}"] = c, h
      x = h
    output = x
    new_cache["attention"] = cache["attention"]
    if self.attends:
      attention = self.attention(x, memory["keys"], memory["values"],
                                 memory["mask"])
      new_cache["attention"] = attention
      if self.hparams.output_attention:
        output = attention
        if self.output_projection is not None:
          output = self.output_projection(attention)
    return output, new_cache

  def call(self, features, training=False):
    if "inputs_segmentation" in features:
      raise ValueError(f"{self.hparams.model} reads each row as one "
                       f"sequence: packed rows are not supported")
    encoded, mask = self.encode(features["inputs"], training,
                                features.get("input_factors"))
    cache, memory = self.init_decoding(encoded, mask)
    targets = tf.convert_to_tensor(features["targets"])
    decoder_input = tf.pad(targets, [[0, 0], [1, 0]])[:, :-1]
    embedded = self.target_embedding(decoder_input)

    def step(carry, x):
      cache, _ = carry
      output, cache = self._decoder_step(x, cache, memory, training)
      return cache, output

    batch = tf.shape(targets)[0]
    _, outputs = tf.scan(step, tf.transpose(embedded, [1, 0, 2]),
                         initializer=(cache, tf.zeros(
                             [batch, self.output_size], embedded.dtype)))
    return self.softmax.logits(tf.transpose(outputs, [1, 0, 2]))

  def decode_step(self, ids: tf.Tensor, step, cache: dict,
                  memory: dict) -> Tuple[tf.Tensor, dict]:
    """ids int [N]: the token at position step-1 (0 at step 0) ->
    (float32 logits [N,V], cache)."""
    del step
    output, cache = self._decoder_step(self.target_embedding(ids), cache,
                                       memory, False)
    return self.softmax.logits(output), cache


for _name in ("lstm_seq2seq", "lstm_seq2seq_attention",
              "lstm_seq2seq_bidirectional_encoder",
              "lstm_seq2seq_attention_bidirectional_encoder"):
  registry.register_seq2seq_model(_name)(LSTMSeq2seq)
