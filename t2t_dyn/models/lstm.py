"""Tensor2Tensor's LSTM hparams sets, at its module path.

`lstm.lstm_seq2seq()`, `lstm.lstm_attention()` and the other sets of
Tensor2Tensor's `models/lstm.py` return its HParams with its names and
values (checked against its own functions in tests);
`@registry.register_hparams` makes each a `--hparams_set`. The models they
configure are Tensor2Tensor's T2TModels (t2t_lstm), registered on import
as `registry.model(name)`, and the Keras LSTMs dyn-trainer trains
(`lstm_model`, `registry.seq2seq_model(name)`), both under Tensor2Tensor's
names (`lstm_seq2seq`, `lstm_seq2seq_attention`,
`lstm_seq2seq_bidirectional_encoder`,
`lstm_seq2seq_attention_bidirectional_encoder`). Importing this module
needs no TensorFlow; Tensor2Tensor's model classes here (`LSTMSeq2seq`,
... as T2TModels, from t2t_lstm) load it when first read.
"""

from t2t_dyn.foundation import not_provided
from t2t_dyn.foundation import registry
from t2t_dyn.hparams import common_hparams
from t2t_dyn.hparams import hparam


@registry.register_hparams
def lstm_seq2seq() -> hparam.HParams:
  """Two layers of 128 units, batches of 1024 tokens, Glorot-uniform
  starting weights; the rest of the basic defaults (dropout 0.2, Adam,
  the legacy schedule with 100 warm-up steps)."""
  hparams = common_hparams.basic_params1()
  hparams.override_from_dict(dict(
      daisy_chain_variables=False, batch_size=1024, hidden_size=128,
      num_hidden_layers=2, initializer="uniform_unit_scaling",
      initializer_gain=1.0, weight_decay=0.0))
  return hparams


def lstm_attention_base() -> hparam.HParams:
  """lstm_seq2seq with one head of attention whose output (of
  hidden_size) is the decoder's output."""
  hparams = lstm_seq2seq()
  hparams.add_hparam("attention_layer_size", hparams.hidden_size)
  hparams.add_hparam("output_attention", True)
  hparams.add_hparam("num_heads", 1)
  return hparams


@registry.register_hparams
def lstm_bahdanau_attention() -> hparam.HParams:
  """Additive attention (Bahdanau et al. 2015)."""
  hparams = lstm_attention_base()
  hparams.add_hparam("attention_mechanism", "bahdanau")
  return hparams


@registry.register_hparams
def lstm_luong_attention() -> hparam.HParams:
  """Multiplicative attention (Luong et al. 2015)."""
  hparams = lstm_attention_base()
  hparams.add_hparam("attention_mechanism", "luong")
  return hparams


@registry.register_hparams
def lstm_attention() -> hparam.HParams:
  """The attention set scripts name: Bahdanau's."""
  return lstm_bahdanau_attention()


@registry.register_hparams
def lstm_bahdanau_attention_multi() -> hparam.HParams:
  """Four heads of additive attention."""
  hparams = lstm_bahdanau_attention()
  hparams.num_heads = 4
  return hparams


@registry.register_hparams
def lstm_luong_attention_multi() -> hparam.HParams:
  """Four heads of multiplicative attention."""
  hparams = lstm_luong_attention()
  hparams.num_heads = 4
  return hparams


@registry.register_hparams
def lstm_asr_v1() -> hparam.HParams:
  """Tensor2Tensor's speech recognition set (audio inputs: refused by the
  text problems here, registered so that its name is known)."""
  hparams = lstm_bahdanau_attention()
  hparams.num_hidden_layers = 2
  hparams.hidden_size = 256
  hparams.batch_size = 36
  hparams.max_input_seq_length = 600000
  hparams.max_target_seq_length = 350
  hparams.max_length = hparams.max_input_seq_length
  hparams.min_length_bucket = hparams.max_input_seq_length // 2
  hparams.learning_rate = 0.05
  return hparams


@registry.register_hparams
def lstm_area_attention_base() -> hparam.HParams:
  """Luong attention over areas of adjacent positions (max_area_width 2:
  refused here, area attention is not implemented)."""
  hparams = lstm_luong_attention()
  hparams.override_from_dict(dict(
      batch_size=16384, num_hidden_layers=2, hidden_size=1024, num_heads=4,
      dropout=0.2, learning_rate=0.1, max_area_width=2,
      area_key_mode="mean", area_value_mode="sum"))
  return hparams


@registry.register_hparams
def lstm_area_attention_enfr() -> hparam.HParams:
  hparams = lstm_area_attention_base()
  hparams.dropout = 0.1
  return hparams


@registry.register_hparams
def lstm_area_attention_char() -> hparam.HParams:
  hparams = lstm_area_attention_base()
  hparams.batch_size = 20480
  return hparams


@registry.register_hparams
def lstm_area_attention_char_enfr() -> hparam.HParams:
  hparams = lstm_area_attention_char()
  hparams.dropout = 0.1
  return hparams


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
