"""Tensor2Tensor's Universal Transformer as the Keras model dyn-trainer
trains and dyn-decoder decodes (`--model=universal_transformer`).

The Transformer (models.transformer_model) with ONE encoder layer and ONE
decoder layer applied repeatedly; before every step the positions' timing
signal (add_position_timing_signal) and the step's signal
(add_step_timing_signal: "learned", a [steps, hidden] matrix per stack, or
"sinusoid") are added. recurrence_type "basic": num_rec_steps steps.
"act" (Graves' adaptive computation time, T2T's act_type "basic"): each
position halts once its summed halting probabilities pass 1 - act_epsilon
(at most act_max_steps steps), its output the states weighted by them; the
ponder loss act_loss_weight * mean(steps + remainders) of each stack is
added (Keras add_loss) while training. Incremental decoding caches each
step's keys and values: a position's state at a step reads only earlier
positions' states at that step, so it decodes as T2T's slow (full-prefix)
decoding does. Other recurrences are refused when the hparams convert.
"""

from typing import List

import keras
import tensorflow as tf

from t2t_dyn.foundation import registry
from t2t_dyn.hparams.model_hparams import ModelHParams
from t2t_dyn.layers import common_attention
from t2t_dyn.models import seq2seq
from t2t_dyn.models import transformer_model

STACKS = ("encoder", "decoder")


class UniversalTransformer(transformer_model.Transformer):
  """The Transformer's interface (call, encode, init_decoding,
  decode_step) over one shared layer per stack. Raises (construction):
  ValueError for fewer than one step."""

  def __init__(self, hparams: ModelHParams, **kwargs):
    steps = (hparams.act_max_steps if hparams.recurrence_type == "act"
             else hparams.num_rec_steps)
    if steps < 1:
      name = ("act_max_steps" if hparams.recurrence_type == "act" else
              "num_rec_steps")
      raise ValueError(f"{name}={steps}: the Universal Transformer needs "
                       f"at least one step")
    kwargs.setdefault("name", "universal_transformer")
    super().__init__(hparams, **kwargs)

  @property
  def position_signal_once(self) -> bool:
    # T2T's body sets pos=None when the positions are added at every step.
    return (self.hparams.pos == "timing" and
            not self.hparams.add_position_timing_signal)

  @property
  def act(self) -> bool:
    return self.hparams.recurrence_type == "act"

  @property
  def steps(self) -> int:
    """The steps each stack runs (with ACT: at most)."""
    return (self.hparams.act_max_steps if self.act else
            self.hparams.num_rec_steps)

  def _make_stacks(self, hparams: ModelHParams) -> None:
    self.encoder_layer = transformer_model.EncoderLayer(
        hparams, name="encoder_layer")
    self.decoder_layer = transformer_model.DecoderLayer(
        hparams, name="decoder_layer")
    learned = (hparams.add_step_timing_signal and
               hparams.step_timing_signal_type == "learned")
    for stack in STACKS:
      # T2T's get_layer_timing_signal_learned_1d: N(0, H^-0.5), read
      # times sqrt(H).
      setattr(self, f"{stack}_step_embedding", keras.layers.Embedding(
          self.steps, hparams.hidden_size,
          embeddings_initializer=keras.initializers.RandomNormal(
              stddev=hparams.hidden_size ** -0.5),
          name=f"{stack}_step_embedding") if learned else None)
      # T2T's "sigmoid_activation_for_pondering": one halting probability
      # per position.
      setattr(self, f"{stack}_halting", keras.layers.Dense(
          1, activation="sigmoid",
          kernel_initializer=seq2seq.kernel_initializer(hparams),
          bias_initializer=keras.initializers.Constant(
              hparams.act_halting_bias_init),
          name=f"{stack}_halting") if self.act else None)

  @property
  def encoder_layers(self) -> List[transformer_model.EncoderLayer]:
    return [self.encoder_layer] * self.steps

  @property
  def decoder_layers(self) -> List[transformer_model.DecoderLayer]:
    return [self.decoder_layer] * self.steps

  def build(self, input_shape=None):
    super().build(input_shape)
    for stack in STACKS:
      embedding = getattr(self, f"{stack}_step_embedding")
      if embedding is not None and not embedding.built:
        embedding.build((None,))
      halting = getattr(self, f"{stack}_halting")
      if halting is not None and not halting.built:
        halting.build((None, self.hparams.hidden_size))

  def step_signal(self, step: int, stack: str) -> tf.Tensor:
    """float32 [hidden]: what step `step` of `stack` adds (T2T's
    add_step_timing_signal)."""
    hidden = self.hparams.hidden_size
    if self.hparams.step_timing_signal_type == "learned":
      embedding = getattr(self, f"{stack}_step_embedding").embeddings
      return tf.cast(embedding[step], tf.float32) * hidden ** 0.5
    return common_attention.timing_signal(tf.constant(step), hidden)

  def _layer_input(self, x, index, positions, stack):
    """T2T's step_preprocess: x plus the positions' and the step's
    signals."""
    hidden = self.hparams.hidden_size
    if self.hparams.add_position_timing_signal:
      x += tf.cast(common_attention.timing_signal(positions, hidden),
                   x.dtype)
    if self.hparams.add_step_timing_signal:
      x += tf.cast(self.step_signal(index, stack), x.dtype)
    return x

  def _run_stack(self, stack, x, positions, apply):
    if not self.act:
      return super()._run_stack(stack, x, positions, apply)
    output, ponder_times, remainders = self._act(stack, x, positions, apply)
    if self.hparams.act_loss_weight and self._in_call:
      # T2T's act_loss, one term per stack; encode and decode_step
      # (decoding) add none.
      self.add_loss(self.hparams.act_loss_weight *
                    tf.reduce_mean(ponder_times + remainders))
    return output

  _in_call = False

  def call(self, features, training=False, return_attention=False):
    """The Transformer's call; with ACT, `losses` then holds the ponder
    losses of its pass."""
    self._in_call = True
    try:
      return super().call(features, training, return_attention)
    finally:
      self._in_call = False

  def _act(self, stack, x, positions, apply):
    """T2T's universal_transformer_act (act_type "basic") on x [B,T,H]:
    (the halting-weighted states [B,T,H], steps taken [B,T], remainders
    [B,T]). Runs act_max_steps steps, each past the point where T2T's
    loop stops (no position left running) changing nothing, so that
    decoding fills every step's cache."""
    halting_layer = getattr(self, f"{stack}_halting")
    layer = self.encoder_layer if stack == "encoder" else self.decoder_layer
    threshold = 1.0 - self.hparams.act_epsilon
    max_steps = float(self.hparams.act_max_steps)
    halting = tf.zeros(tf.shape(x)[:2], tf.float32)
    remainders = tf.zeros_like(halting)
    n_updates = tf.zeros_like(halting)
    previous = tf.zeros_like(x)
    state = x
    for step in range(self.steps):
      state = self._layer_input(state, step, positions, stack)
      p = tf.cast(tf.squeeze(halting_layer(state), -1), tf.float32)
      # T2T's while_loop condition, read before each step.
      go = tf.cast(tf.reduce_any(tf.logical_and(halting < threshold,
                                                n_updates < max_steps)),
                   tf.float32)
      running = tf.cast(halting < 1.0, tf.float32) * go
      new_halted = tf.cast(halting + p * running > threshold,
                           tf.float32) * running
      running = tf.cast(halting + p * running <= threshold,
                        tf.float32) * running
      halting += p * running
      remainders += new_halted * (1.0 - halting)
      halting += new_halted * remainders
      n_updates += running + new_halted
      weights = tf.cast((p * running + new_halted * remainders)[..., None],
                        x.dtype)
      state = apply(step, layer, state)
      previous = state * weights + previous * (1.0 - weights)
    return previous, n_updates, remainders


registry.register_seq2seq_model("universal_transformer")(UniversalTransformer)
