"""Tensor2Tensor's Universal Transformer as the Keras model dyn-trainer
trains and dyn-decoder decodes (`--model=universal_transformer`).

The Transformer (models.transformer_model) with ONE encoder layer and ONE
decoder layer, each applied num_rec_steps times (T2T's "basic"
recurrence): before every step the positions' timing signal
(add_position_timing_signal) and the step's signal (add_step_timing_signal:
"learned", a [steps, hidden] matrix per stack, or "sinusoid") are added.
Incremental decoding caches each step's keys and values: a position's
state at step s reads only earlier positions' states at step s, so it
decodes as T2T's slow (full-prefix) decoding does. The other recurrences
are refused when the hparams convert (hparams_families).
"""

from typing import List

import keras
import tensorflow as tf

from t2t_dyn.models import transformer_model
from t2t_dyn.models.model_hparams import ModelHParams
from t2t_dyn.utils import registry

STACKS = ("encoder", "decoder")


class UniversalTransformer(transformer_model.Transformer):
  """The Transformer's interface (call, encode, init_decoding,
  decode_step) over one shared layer per stack. Raises (construction):
  ValueError for num_rec_steps < 1."""

  def __init__(self, hparams: ModelHParams, **kwargs):
    if hparams.num_rec_steps < 1:
      raise ValueError(f"num_rec_steps={hparams.num_rec_steps}: the "
                       f"Universal Transformer needs at least one step")
    kwargs.setdefault("name", "universal_transformer")
    super().__init__(hparams, **kwargs)

  @property
  def position_signal_once(self) -> bool:
    # T2T's body sets pos=None when the positions are added at every step.
    return (self.hparams.pos == "timing" and
            not self.hparams.add_position_timing_signal)

  @property
  def steps(self) -> int:
    return self.hparams.num_rec_steps

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

  def step_signal(self, step: int, stack: str) -> tf.Tensor:
    """float32 [hidden]: what step `step` of `stack` adds (T2T's
    add_step_timing_signal)."""
    hidden = self.hparams.hidden_size
    if self.hparams.step_timing_signal_type == "learned":
      embedding = getattr(self, f"{stack}_step_embedding").embeddings
      return tf.cast(embedding[step], tf.float32) * hidden ** 0.5
    return transformer_model.timing_signal(tf.constant(step), hidden)

  def _layer_input(self, x, index, positions, stack):
    """T2T's step_preprocess: x plus the positions' and the step's
    signals."""
    hidden = self.hparams.hidden_size
    if self.hparams.add_position_timing_signal:
      x += tf.cast(transformer_model.timing_signal(positions, hidden),
                   x.dtype)
    if self.hparams.add_step_timing_signal:
      x += tf.cast(self.step_signal(index, stack), x.dtype)
    return x


registry.register_seq2seq_model("universal_transformer")(UniversalTransformer)
