"""The Universal Transformer T2TModel (see universal_transformer, whose
sets configure it): registered as the model "universal_transformer"."""

import keras
import tensorflow as tf

from t2t_dyn.layers import common_attention
from t2t_dyn.models import t2t_transformer
from t2t_dyn.models import transformer_model
# Loading the model registers dyn-trainer's Keras Universal Transformer too.
# pylint: disable-next=unused-import
from t2t_dyn.foundation import registry
from t2t_dyn.models.research import universal_transformer_seq2seq  # noqa: F401

# hparam -> the values the model here computes.
SUPPORTED = {"recurrence_type": ("basic",),
             "add_or_concat_timing_signal": ("add",),
             "step_timing_signal_type": ("learned", "sinusoid"),
             "position_start_index": (None, ""),
             "mix_with_transformer": (None, ""),
             "add_sru": (False,),
             "transformer_ffn_type": ("fc",)}


@registry.register_model("universal_transformer")
class UniversalTransformer(t2t_transformer.Transformer):
  """One encoder layer and one decoder layer, each applied num_rec_steps
  times (T2T's "basic" recurrence). Raises (construction): ValueError
  naming an hparam whose value is not implemented here."""
  position_signal_once = False
  decoder_only_provided = False

  def _layer_values(self):
    hparams = self._hparams
    refused = [f"{name}={hparams.get(name)!r} (supported: "
               f"{', '.join(map(repr, values))})"
               for name, values in SUPPORTED.items()
               if hparams.get(name) not in values]
    if hparams.get("num_inrecurrence_layers", 1) != 1:
      refused.append(f"num_inrecurrence_layers="
                     f"{hparams.num_inrecurrence_layers} (supported: 1)")
    if refused:
      raise ValueError(f"{self.name}: not implemented here: "
                       f"{'; '.join(refused)}")
    values = hparams.copy()
    # The positions are added at every step, not once (T2T sets pos=None).
    values.pos = "timing"
    return values

  @property
  def _steps(self) -> int:
    return int(self._hparams.num_rec_steps)

  def _make_layers(self, hp) -> None:
    self.encoder_layer = transformer_model.EncoderLayer(hp,
                                                        name="encoder_layer")
    self.decoder_layer = transformer_model.DecoderLayer(hp,
                                                        name="decoder_layer")
    self.encoder_norm = self.decoder_norm = None
    if hp.pre_norm:
      self.encoder_norm = keras.layers.LayerNormalization(
          epsilon=hp.norm_epsilon, name="encoder_norm")
      self.decoder_norm = keras.layers.LayerNormalization(
          epsilon=hp.norm_epsilon, name="decoder_norm")
    if (self._hparams.get("add_step_timing_signal") and
        self._hparams.step_timing_signal_type == "learned"):
      for stack in ("encoder", "decoder"):
        # T2T's get_layer_timing_signal_learned_1d: N(0, H^-0.5) * sqrt(H).
        setattr(self, f"{stack}_step_embedding", self.add_weight(
            name=f"{stack}_step_embedding",
            shape=(self._steps, hp.hidden_size),
            initializer=keras.initializers.RandomNormal(
                stddev=hp.hidden_size ** -0.5)))

  def _step_input(self, x, step: int, stack: str):
    """x with the positions' and the step's signals added (T2T's
    step_preprocess)."""
    hidden = self.layer_hparams.hidden_size
    if self._hparams.get("add_position_timing_signal"):
      x += tf.cast(common_attention.timing_signal(tf.range(tf.shape(x)[1]),
                                                  hidden), x.dtype)
    if self._hparams.get("add_step_timing_signal"):
      if self._hparams.step_timing_signal_type == "learned":
        signal = getattr(self, f"{stack}_step_embedding")[step] * hidden ** 0.5
      else:
        signal = common_attention.timing_signal(tf.constant(step), hidden)
      x += tf.cast(signal, x.dtype)
    return x

  def _run_encoder(self, x, mask, training):
    for step in range(self._steps):
      x = self.encoder_layer(self._step_input(x, step, "encoder"), mask,
                             training=training)
    return x

  def _run_decoder(self, x, self_mask, memory, memory_mask, training,
                   return_attention):
    keys, values = self.decoder_layer.memory_keys_values(memory)
    attentions = []
    for step in range(self._steps):
      out = self.decoder_layer(self._step_input(x, step, "decoder"),
                               self_mask, keys, values, memory_mask,
                               training=training,
                               return_attention=return_attention)
      x = out[0]
      if return_attention:
        attentions.append(out[2])
    return x, attentions
