"""Tensor2Tensor's LSTM hparams sets (its models/lstm.py's), in the
hyperparameters' home.

`lstm_seq2seq()`, `lstm_attention()` and the other sets return
Tensor2Tensor's HParams with its names and values (checked against its own
functions in tests); `@registry.register_hparams` makes each a
`--hparams_set` when this module is imported (registered_sets imports
it). Tensor2Tensor's path, models/lstm.py, re-exports every public name
here (the same function objects) beside its model classes. Needs no
TensorFlow.
"""

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
