"""Tensor2Tensor's `transformer_encoder` model: the Transformer's encoder
alone, as a T2TModel.

Registered as the model "transformer_encoder". Its body reads the embedded
inputs [B,S,1,H] and returns the encoder's output [B,S,1,H]; the target
modality's top makes one logit vector per input position (symbol targets,
sequence tagging) or one per example (class_label targets, averaged over
positions: classification). The layers are the Keras Transformer's
(transformer_model), configured by a Tensor2Tensor Transformer set
(transformer_base and its kin: model_hparams refuses values it does not
implement, naming them). Like every T2TModel it trains in the user's
TensorFlow 2 code; dyn-trainer trains sequence-to-sequence models.
"""

import keras
import tensorflow as tf

from t2t_dyn.models import model_hparams
from t2t_dyn.models import seq2seq
from t2t_dyn.models import transformer_model
from t2t_dyn.utils import registry
from t2t_dyn.utils import t2t_model

# Tensor2Tensor's target space embedding has 32 rows (SpaceID values).
_TARGET_SPACES = 32


@registry.register_model("transformer_encoder")
class TransformerEncoder(t2t_model.T2TModel):
  """Encoder-only Transformer: features["inputs"] (embedded) -> the
  encoder's output [B,S,1,H]. Raises (construction): HParamsError for
  Transformer values not implemented here."""

  def __init__(self, hparams, mode=t2t_model.TRAIN, problem_hparams=None,
               data_parallelism=None, decode_hparams=None, **kwargs):
    super().__init__(hparams, mode, problem_hparams, data_parallelism,
                     decode_hparams, **kwargs)
    self.encoder_hparams = model_hparams.from_hparams(
        self._hparams, f"hparams of {self.name}").model
    hp = self.encoder_hparams
    if hp.hidden_size % hp.num_heads:
      raise ValueError(f"{self.name}: hidden_size {hp.hidden_size} is not a "
                       f"multiple of num_heads {hp.num_heads}")
    self.target_space_embedding = None
    if self._hparams.get("use_target_space_embedding", True):
      self.target_space_embedding = seq2seq.SharedEmbedding(
          _TARGET_SPACES, hp.hidden_size, False, name="target_space_embedding")
    self.input_dropout = keras.layers.Dropout(hp.layer_prepostprocess_dropout)
    # Named attributes, as the Transformer's (checkpoints track those).
    for i in range(hp.encoder_layers):
      setattr(self, f"encoder_layer_{i}", transformer_model.EncoderLayer(
          hp, name=f"encoder_layer_{i}"))
    self.encoder_norm = None
    if hp.pre_norm:
      self.encoder_norm = keras.layers.LayerNormalization(
          epsilon=hp.norm_epsilon, name="encoder_norm")

  def body(self, features):
    """Embedded inputs [B,S,1,H] (or [B,S,H]) -> encoder output [B,S,1,H].
    PAD positions (0 in the raw inputs) are masked out of attention."""
    hp, training = self.encoder_hparams, self.is_training
    x = features["inputs"]
    if x.shape.rank == 4:
      x = tf.squeeze(x, 2)
    raw = features.get("inputs_raw")
    if raw is not None:
      raw = tf.reshape(tf.cast(raw, tf.int32), tf.shape(x)[:2])
      mask = tf.not_equal(raw, 0)
    else:  # Embedded without ids: all-zero vectors are padding (as T2T).
      mask = tf.reduce_any(tf.not_equal(x, 0.0), -1)
    space = features.get("target_space_id")
    if self.target_space_embedding is not None and space is not None:
      space = tf.reshape(tf.cast(space, tf.int32), [-1])[:1]
      x += tf.cast(self._space_vector(space), x.dtype)
    x += tf.cast(transformer_model.timing_signal(
        tf.range(tf.shape(x)[1]), hp.hidden_size), x.dtype)
    x = self.input_dropout(x, training=training)
    for i in range(hp.encoder_layers):
      x = getattr(self, f"encoder_layer_{i}")(
          x, mask[:, None, None, :], training=training)
    if self.encoder_norm is not None:
      x = self.encoder_norm(x)
    return x[:, :, None, :]

  def _space_vector(self, space):
    """The target space's learned vector [1, 1, H] (T2T's emb_target_space;
    the table's row, unscaled)."""
    table = self.target_space_embedding
    if not table.built:
      table.build()
    return tf.gather(table.embeddings, space)[:, None, :]
