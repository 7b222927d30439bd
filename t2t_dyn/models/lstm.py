"""Tensor2Tensor's models/lstm.py at its path: its LSTM hparams sets and
model classes.

The sets (`lstm.lstm_seq2seq()`, `lstm.lstm_attention()`, ...) live in the
hyperparameters' home, t2t_dyn.hparams.lstm_sets; every public name of it
is re-exported here, the same function objects, registered as
`--hparams_set`s under the same names. The models they configure are
Tensor2Tensor's T2TModels (t2t_lstm), registered on import as
`registry.model(name)`, and the Keras LSTMs dyn-trainer trains
(`lstm_model`, `registry.seq2seq_model(name)`), both under Tensor2Tensor's
names (`lstm_seq2seq`, `lstm_seq2seq_attention`,
`lstm_seq2seq_bidirectional_encoder`,
`lstm_seq2seq_attention_bidirectional_encoder`). Importing this module
needs no TensorFlow; Tensor2Tensor's model classes here (`LSTMSeq2seq`,
... as T2TModels, from t2t_lstm) load it when first read.
"""

from t2t_dyn.foundation import not_provided
from t2t_dyn.foundation import registry
# pylint: disable-next=wildcard-import,unused-wildcard-import
from t2t_dyn.hparams.lstm_sets import *  # noqa: F401,F403

# Tensor2Tensor's model classes of this module (T2TModels over the Keras
# LSTMs, which import TensorFlow): loaded when first read.
_T2T_MODELS = ("LSTMSeq2seq", "LSTMSeq2seqAttention",
               "LSTMSeq2seqBidirectionalEncoder",
               "LSTMSeq2seqAttentionBidirectionalEncoder")
# Registered on import, as in Tensor2Tensor; the classes load when read.
for _name in ("lstm_seq2seq", "lstm_seq2seq_attention",
              "lstm_seq2seq_bidirectional_encoder",
              "lstm_seq2seq_attention_bidirectional_encoder"):
  registry.Registries.models.declare(_name, "t2t_dyn.models.t2t_lstm")
_refuse = not_provided.refuse_missing(
    "tensor2tensor.models.lstm",
    "Tensor2Tensor's TF1 LSTM layer functions are not provided; the model "
    "classes (LSTMSeq2seq and its attention and bidirectional variants) "
    "and the hparams sets are")


def __getattr__(name: str):
  if name in _T2T_MODELS:
    # pylint: disable-next=g-import-not-at-top
    from t2t_dyn.models import t2t_lstm
    return getattr(t2t_lstm, name)
  return _refuse(name)
