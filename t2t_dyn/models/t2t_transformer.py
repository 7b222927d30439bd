"""Tensor2Tensor's Transformer models as T2TModels: the classes users
subclass (`transformer.Transformer`, `TransformerScorer`,
`TransformerEncoder`), registered as Tensor2Tensor registered them
("transformer", "transformer_scorer", "transformer_encoder": what
`registry.model(name)(hparams, mode, problem_hparams)` gives; dyn-trainer
trains the Keras Transformer, registry.seq2seq_model("transformer")).

Their layers are the Keras Transformer's (transformer_model), configured
by a Tensor2Tensor Transformer set (model_hparams refuses values they do
not implement, naming them). The body reads embedded features [B,L,1,H]
(the modalities' bottoms) and returns [B,L,1,H]: the encoder's output
(TransformerEncoder: one logit vector per input position, or per example
for class labels) or the decoder's over the targets shifted right. With
`expected_attentions` [B,T,S] the Transformer also returns T2T's
"attention_loss" (transformer_supervised_attention). Like every T2TModel
they train in the user's TensorFlow 2 code.
"""

import keras
import tensorflow as tf

from t2t_dyn.foundation import registry
from t2t_dyn.hparams import model_hparams
from t2t_dyn.layers import common_attention
from t2t_dyn.models import t2t_model
from t2t_dyn.models import transformer_model

# Tensor2Tensor's target space embedding has 32 rows (SpaceID values).
_TARGET_SPACES = 32
_MIN_PROBABILITY = 1e-30  # log(0) of masked attention, kept finite.


class _TransformerBase(t2t_model.T2TModel):
  """What the encoder-only and encoder-decoder models share: the
  converted hparams (`layer_hparams`), the target space embedding, the
  input dropout and the encoder. Raises (construction): HParamsError."""
  # The Universal Transformer adds positions at every step instead.
  position_signal_once = True
  has_decoder = False

  def __init__(self, hparams, mode=t2t_model.TRAIN, problem_hparams=None,
               data_parallelism=None, decode_hparams=None, **kwargs):
    super().__init__(hparams, mode, problem_hparams, data_parallelism,
                     decode_hparams, **kwargs)
    self.layer_hparams = hp = model_hparams.from_hparams(
        self._layer_values(), f"hparams of {self.name}").model
    if hp.hidden_size % hp.num_heads:
      raise ValueError(f"{self.name}: hidden_size {hp.hidden_size} is not a "
                       f"multiple of num_heads {hp.num_heads}")
    self.target_space_embedding = None
    if self._hparams.get("use_target_space_embedding", True):
      self.target_space_embedding = self.add_weight(
          name="target_space_embedding", shape=(_TARGET_SPACES,
                                                hp.hidden_size),
          initializer=keras.initializers.RandomNormal(
              stddev=hp.hidden_size ** -0.5))
    self.input_dropout = keras.layers.Dropout(hp.layer_prepostprocess_dropout)
    self._make_layers(hp)

  def _layer_values(self):
    """The hparams model_hparams converts (the Universal Transformer's
    with its own position handling taken out)."""
    return self._hparams

  def _make_layers(self, hp) -> None:
    # Named attributes, as the Keras Transformer's (checkpoints track them).
    has_encoder = self.has_input or not self.has_decoder
    for i in range(hp.encoder_layers if has_encoder else 0):
      setattr(self, f"encoder_layer_{i}", transformer_model.EncoderLayer(
          hp, name=f"encoder_layer_{i}"))
    # Without inputs, T2T's decoder has no encoder-decoder attention: an
    # encoder layer's sublayers, run under a causal mask.
    decoder_layer = (transformer_model.DecoderLayer if self.has_input else
                     transformer_model.EncoderLayer)
    for i in range(hp.decoder_layers if self.has_decoder else 0):
      setattr(self, f"decoder_layer_{i}", decoder_layer(
          hp, name=f"decoder_layer_{i}"))
    self.encoder_norm = self.decoder_norm = None
    if hp.pre_norm:
      if has_encoder:
        self.encoder_norm = keras.layers.LayerNormalization(
            epsilon=hp.norm_epsilon, name="encoder_norm")
      if self.has_decoder:
        self.decoder_norm = keras.layers.LayerNormalization(
            epsilon=hp.norm_epsilon, name="decoder_norm")

  def _prepare(self, x, training, space=None):
    """[B,L,1,H] or [B,L,H] -> [B,L,H] with the target space vector and
    the positions' timing signal added, then dropout (T2T's
    transformer_prepare_encoder and _decoder)."""
    if x.shape.rank == 4:
      x = tf.squeeze(x, 2)
    if space is not None and self.target_space_embedding is not None:
      space = tf.reshape(tf.cast(space, tf.int32), [-1])[:1]
      x += tf.cast(tf.gather(self.target_space_embedding, space)[:, None],
                   x.dtype)
    if self.position_signal_once:
      x += tf.cast(common_attention.timing_signal(
          tf.range(tf.shape(x)[1]), self.layer_hparams.hidden_size), x.dtype)
    return self.input_dropout(x, training=training)

  def encode(self, features):
    """(encoder output [B,S,H], mask of real positions bool [B,S]) of the
    embedded features["inputs"]; PAD is 0 in the raw ids or, without
    them, an all-zero embedding (T2T's embedding_to_padding)."""
    x = features["inputs"]
    raw = features.get("inputs_raw")
    if raw is not None:
      mask = tf.not_equal(tf.reshape(tf.cast(raw, tf.int32),
                                     tf.shape(x)[:2]), 0)
    else:
      mask = tf.reduce_any(tf.not_equal(tf.reshape(
          x, [tf.shape(x)[0], tf.shape(x)[1], -1]), 0.0), -1)
    x = self._prepare(x, self.is_training, features.get("target_space_id"))
    x = self._run_encoder(x, mask[:, None, None, :], self.is_training)
    return self._norm(x, self.encoder_norm), mask

  def _run_encoder(self, x, mask, training):
    for i in range(self.layer_hparams.encoder_layers):
      x = getattr(self, f"encoder_layer_{i}")(x, mask, training=training)
    return x

  @staticmethod
  def _norm(x, norm):
    return x if norm is None else norm(x)


@registry.register_model
class TransformerEncoder(_TransformerBase):
  """Encoder only: embedded inputs -> the encoder's output [B,S,1,H]."""

  def body(self, features):
    return self.encode(features)[0][:, :, None, :]


@registry.register_model
class Transformer(_TransformerBase):
  """Encoder-decoder: embedded inputs and targets -> the decoder's output
  [B,T,1,H] over the targets shifted right (position t sees targets < t).
  For a problem without inputs (has_input False: no "inputs" modality) the
  decoder alone, as T2T's, any features["inputs"] ignored."""
  has_decoder = True
  decoder_only_provided = True

  def body(self, features):
    if not self.has_input:
      if not self.decoder_only_provided:
        raise NotImplementedError(
            f"{self.name}: a problem without inputs; its decoder alone is "
            f"not provided (the Transformer's is: --model=transformer)")
      return self.decode(features, None, None)
    if "inputs" not in features:
      raise ValueError(f"{self.name}: features have no 'inputs', which the "
                       f"problem's modality names")
    memory, memory_mask = self.encode(features)
    return self.decode(features, memory, memory_mask)

  def decode(self, features, memory, memory_mask):
    """The decoder's output [B,T,1,H] over the embedded features["targets"]
    shifted right, attending to memory [B,S,H] where memory_mask [B,S]
    (None: no inputs); with features["expected_attentions"], (output,
    {"attention_loss"}). As T2T's, no target space is added here."""
    training = self.is_training
    targets = features["targets"]
    if targets.shape.rank == 4:
      targets = tf.squeeze(targets, 2)
    shifted = tf.pad(targets, [[0, 0], [1, 0], [0, 0]])[:, :-1]
    x = self._prepare(shifted, training)
    length = tf.shape(x)[1]
    causal = tf.range(length)[None, :] <= tf.range(length)[:, None]
    if memory is None and "expected_attentions" in features:
      raise ValueError(f"{self.name}: expected_attentions supervise the "
                       f"encoder-decoder attention, which a problem without "
                       f"inputs has not")
    x, attentions = self._run_decoder(
        x, causal[None, None], memory,
        None if memory_mask is None else memory_mask[:, None, None, :],
        training, "expected_attentions" in features)
    output = self._norm(x, self.decoder_norm)[:, :, None, :]
    if "expected_attentions" not in features:
      return output
    return output, {"attention_loss": self._attention_loss(
        features["expected_attentions"], attentions)}

  def _greedy_infer(self, features, decode_length, use_tpu=False):
    """T2T's fast greedy decoding: the inputs encoded once, the decoder
    re-run on the ids so far in one tf.while_loop (T2T's also caches the
    decoder's keys and values); the same ids as _slow_greedy_infer's,
    outputs [B,L] (inputs' length + decode_length, fewer when every row has
    ended), "scores" None, "logits" each position's."""
    if (use_tpu or not self._problem_hparams or "inputs" not in features or
        not self.has_input):
      result = super()._greedy_infer(features, decode_length, use_tpu)
      result["outputs"] = tf.squeeze(result["outputs"], [2, 3])
      return result
    features = dict(features)
    self._fill_problem_hparams_features(features)
    encoder_features = self.bottom(
        {k: v for k, v in features.items() if k != "targets"})
    memory, memory_mask = self.encode(encoder_features)

    def step(decoded):
      # The position being predicted is a placeholder 0 (PAD).
      targets = tf.pad(decoded, [[0, 0], [0, 1]])[:, :, None, None]
      step_features = dict(encoder_features,
                           targets=self.bottom({"targets": targets})["targets"])
      return self.top(self.decode(step_features, memory, memory_mask),
                      {"targets": targets}), tf.constant(0.0)

    decoded, logits, _ = self._greedy_loop(
        step, features["inputs"],
        int(decode_length) + int(features["inputs"].shape[1]))
    return {"outputs": decoded, "scores": None, "logits": logits,
            "losses": {}}

  def _run_decoder(self, x, self_mask, memory, memory_mask, training,
                   return_attention):
    """(x, [encoder-decoder attention [B,heads,T,S] per layer, when
    return_attention])."""
    attentions = []
    for i in range(self.layer_hparams.decoder_layers):
      layer = getattr(self, f"decoder_layer_{i}")
      if memory is None:  # An encoder layer's sublayers (no inputs).
        x = layer(x, self_mask, training=training)
        continue
      keys, values = layer.memory_keys_values(memory)
      out = layer(x, self_mask, keys, values, memory_mask, training=training,
                  return_attention=return_attention)
      x = out[0]
      if return_attention:
        attentions.append(out[2])
    return x, attentions

  def _attention_loss(self, expected_logits, attentions):
    """T2T's encoder_decoder_attention_loss: KL divergence from
    softmax(expected) to the attention of the layers' and heads' mean
    logits (here log-probabilities: equal up to a constant per row, which
    the softmax removes), or "mse" to the mean probabilities; times
    expected_attention_loss_multiplier."""
    kind = self._hparams.get("expected_attention_loss_type", "kl_divergence")
    multiplier = self._hparams.get("expected_attention_loss_multiplier", 1.0)
    stacked = tf.stack(attentions)  # [layers, B, heads, T, S]
    expected = tf.cast(expected_logits, tf.float32)
    if kind == "mse":
      actual = tf.reduce_mean(stacked, [0, 2])
      loss = tf.reduce_mean(tf.square(tf.nn.softmax(expected) - actual))
    elif kind == "kl_divergence":
      actual = tf.reduce_mean(tf.math.log(tf.maximum(
          stacked, _MIN_PROBABILITY)), [0, 2])
      p = tf.nn.softmax(expected)
      loss = tf.reduce_sum(p * (tf.nn.log_softmax(expected) -
                                tf.nn.log_softmax(actual)), -1)
    else:
      raise ValueError(f"expected_attention_loss_type={kind!r}: supported: "
                       f"'kl_divergence', 'mse'")
    return loss * multiplier


@registry.register_model
class TransformerScorer(Transformer):
  """The Transformer, whose infer scores the given targets: {"outputs":
  targets [B,T], "scores": their log-probability [B]} (T2T's)."""

  def __init__(self, *args, **kwargs):
    # T2T's: its checkpoints and the Transformer's are interchangeable.
    kwargs.setdefault("name", "transformer")
    super().__init__(*args, **kwargs)

  def infer(self, features=None, decode_length=50, beam_size=1, top_beams=1,
            alpha=0.0, use_tpu=False):
    del decode_length, beam_size, top_beams, alpha, use_tpu
    logits, _ = self(features)
    log_probs = tf.nn.log_softmax(tf.squeeze(logits, [2, 3]))
    targets = tf.reshape(tf.cast(features["targets"], tf.int32),
                         tf.shape(log_probs)[:2])
    scores = tf.gather(log_probs, targets, batch_dims=2)
    return {"outputs": targets, "scores": tf.reduce_sum(scores, 1)}
