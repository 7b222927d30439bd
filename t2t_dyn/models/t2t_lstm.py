"""Tensor2Tensor's LSTM model classes as T2TModels: `lstm.LSTMSeq2seq`,
`LSTMSeq2seqAttention`, `LSTMSeq2seqBidirectionalEncoder` and
`LSTMSeq2seqAttentionBidirectionalEncoder`, read from models.lstm and
registered under Tensor2Tensor's names (`registry.model("lstm_seq2seq")`).

Each wraps the Keras LSTM of its registered name (lstm_model, which
dyn-trainer trains), configured by a Tensor2Tensor LSTM set with the
problem's vocabulary sizes. The Keras model embeds the ids itself, so
model_fn feeds it the raw features: `logits, losses = model(features)`
gives T2T's logits [B,T,1,1,V] and training loss; the symbol modalities'
bottom and top are not used, and a subclass's body is not called.
"""

import dataclasses

import tensorflow as tf

from t2t_dyn.foundation import registry
from t2t_dyn.hparams import model_hparams
from t2t_dyn.models import lstm_model
from t2t_dyn.models import t2t_model


class _LSTMT2TModel(t2t_model.T2TModel):
  """The Keras LSTM `MODEL` as a T2TModel. Raises (construction):
  ValueError without problem_hparams' vocabulary sizes; HParamsError for
  values the LSTM does not implement."""
  MODEL = ""

  def __init__(self, hparams, mode=t2t_model.TRAIN, problem_hparams=None,
               data_parallelism=None, decode_hparams=None, **kwargs):
    super().__init__(hparams, mode, problem_hparams, data_parallelism,
                     decode_hparams, **kwargs)
    sizes = self._vocab_sizes()
    if not sizes.get("targets"):
      raise ValueError(f"{type(self).__name__} needs problem_hparams with "
                       f"vocab_size['targets'] (the LSTM embeds ids)")
    converted = model_hparams.from_hparams(
        self._hparams, f"hparams of {type(self).__name__}", model=self.MODEL)
    inputs = sizes.get("inputs") or sizes["targets"]
    self.lstm = lstm_model.LSTMSeq2seq(dataclasses.replace(
        converted.model, vocab_size=sizes["targets"],
        input_vocab_size=0 if inputs == sizes["targets"] else inputs),
                                       name=self.MODEL)

  def model_fn(self, features):
    ids = {k: _ids(features[k]) for k in ("inputs", "targets")}
    logits = self.lstm(ids, training=self.is_training)[:, :, None, None, :]
    losses = {"training": 0.0}
    if self._hparams.mode != t2t_model.PREDICT:
      losses["training"] = self.loss(logits, features)
    return logits, losses

  def body(self, features):
    raise NotImplementedError(f"{type(self).__name__} runs the Keras LSTM "
                              f"on the features' ids (model_fn)")


def _ids(x) -> tf.Tensor:
  """Ids [B,L,1,1] or [B,L] -> int32 [B,L]."""
  x = tf.cast(x, tf.int32)
  return tf.reshape(x, tf.shape(x)[:2])


@registry.register_model
class LSTMSeq2seq(_LSTMT2TModel):
  MODEL = "lstm_seq2seq"


@registry.register_model
class LSTMSeq2seqAttention(_LSTMT2TModel):
  MODEL = "lstm_seq2seq_attention"


@registry.register_model
class LSTMSeq2seqBidirectionalEncoder(_LSTMT2TModel):
  MODEL = "lstm_seq2seq_bidirectional_encoder"


@registry.register_model
class LSTMSeq2seqAttentionBidirectionalEncoder(_LSTMT2TModel):
  MODEL = "lstm_seq2seq_attention_bidirectional_encoder"
