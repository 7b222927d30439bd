"""Tensor2Tensor's Universal Transformer hparams sets (its
models/research/universal_transformer.py's) and
`update_hparams_for_universal_transformer`, in the hyperparameters' home.

Each set is a Transformer set (transformer_sets) with the Universal
Transformer's hparams added at Tensor2Tensor's defaults; its names and
values are Tensor2Tensor's (checked against its own functions in tests).
`@registry.register_hparams` makes each a `--hparams_set` when this module
is imported (registered_sets imports it). Tensor2Tensor's path,
models/research/universal_transformer.py, re-exports every public name
here (the same function objects) beside its model class. Needs no
TensorFlow.
"""

from t2t_dyn.foundation import registry
from t2t_dyn.hparams import hparam
from t2t_dyn.hparams import transformer_sets


def update_hparams_for_universal_transformer(
    hparams: hparam.HParams) -> hparam.HParams:
  """Adds the Universal Transformer's hparams, with Tensor2Tensor's
  defaults, to a Transformer set; returns it. num_rec_steps starts at
  num_hidden_layers; with add_position_timing_signal `pos` becomes None
  (the positions are added at every step instead)."""
  hparams.daisy_chain_variables = False
  for name, value in dict(
      mix_with_transformer=None, num_mixedin_layers=2,
      num_inrecurrence_layers=1, recurrence_type="basic",
      num_rec_steps=hparams.num_hidden_layers,
      add_position_timing_signal=True).items():
    hparams.add_hparam(name, value)
  if hparams.add_position_timing_signal:
    hparams.pos = None
  for name, value in dict(
      position_start_index=None, add_step_timing_signal=True,
      step_timing_signal_type="learned", add_or_concat_timing_signal="add",
      add_sru=False, transformer_ffn_type="fc", transform_bias_init=-1.0,
      couple_carry_transform_gates=True, depth_embedding=True,
      dwa_elements=True, gate_ffn_layer="dense", lstm_forget_bias=1.0,
      use_memory_as_final_state=False,
      add_ffn_unit_to_the_transition_function=False, act_type="basic",
      act_max_steps=2 * hparams.num_hidden_layers, act_halting_bias_init=1.0,
      act_epsilon=0.01, act_loss_weight=0.01).items():
    hparams.add_hparam(name, value)
  return hparams


@registry.register_hparams
def universal_transformer_base() -> hparam.HParams:
  hparams = transformer_sets.transformer_base()
  hparams.override_from_dict(dict(hidden_size=1024, filter_size=4096,
                                  num_heads=16,
                                  layer_prepostprocess_dropout=0.3))
  return update_hparams_for_universal_transformer(hparams)


@registry.register_hparams
def universal_transformer_big() -> hparam.HParams:
  hparams = universal_transformer_base()
  hparams.hidden_size, hparams.filter_size = 2048, 8192
  return hparams


@registry.register_hparams
def universal_transformer_base_fp16() -> hparam.HParams:
  hparams = update_hparams_for_universal_transformer(
      transformer_sets.transformer_base())
  hparams.activation_dtype = "float16"
  return hparams


@registry.register_hparams
def universal_transformer_small() -> hparam.HParams:
  return update_hparams_for_universal_transformer(
      transformer_sets.transformer_base())


@registry.register_hparams
def universal_transformer_tiny() -> hparam.HParams:
  hparams = update_hparams_for_universal_transformer(
      transformer_sets.transformer_tiny())
  hparams.num_rec_steps = 8
  return hparams


@registry.register_hparams
def transformer_teeny() -> hparam.HParams:
  hparams = transformer_sets.transformer_base()
  hparams.override_from_dict(dict(hidden_size=128, filter_size=128,
                                  num_heads=2))
  return hparams


@registry.register_hparams
def universal_transformer_teeny() -> hparam.HParams:
  hparams = update_hparams_for_universal_transformer(transformer_teeny())
  hparams.num_rec_steps = 10
  return hparams


@registry.register_hparams
def universal_transformer_tall() -> hparam.HParams:
  hparams = universal_transformer_small()
  hparams.num_rec_steps = 16
  return hparams


@registry.register_hparams
def universal_transformer_step_sinusoid_timing_tiny() -> hparam.HParams:
  hparams = universal_transformer_tiny()
  hparams.step_timing_signal_type = "sinusoid"
  return hparams


def _adaptive(hparams: hparam.HParams, **values) -> hparam.HParams:
  """`hparams` with recurrence_type "act" (adaptive computation time:
  dyn-trainer's Universal Transformer runs it) and `values` set."""
  hparams.recurrence_type = "act"
  hparams.override_from_dict(values)
  return hparams


@registry.register_hparams
def adaptive_universal_transformer_base() -> hparam.HParams:
  return _adaptive(universal_transformer_base())


@registry.register_hparams
def adaptive_universal_transformer_small() -> hparam.HParams:
  return _adaptive(universal_transformer_small())


@registry.register_hparams
def adaptive_universal_transformer_tiny() -> hparam.HParams:
  return _adaptive(universal_transformer_tiny())


@registry.register_hparams
def adaptive_universal_transformer_tall() -> hparam.HParams:
  return _adaptive(universal_transformer_small(), num_hidden_layers=16,
                   batch_size=1024, act_max_steps=24)


@registry.register_hparams
def adaptive_universal_transformer_tall_actlossw0() -> hparam.HParams:
  return _adaptive(adaptive_universal_transformer_tall(),
                   act_loss_weight=0.0)


@registry.register_hparams
def adaptive_universal_transformer_tall_actlossw001() -> hparam.HParams:
  return _adaptive(adaptive_universal_transformer_tall(),
                   act_loss_weight=0.001)


@registry.register_hparams
def adaptive_universal_transformer_base_dropout03() -> hparam.HParams:
  return _adaptive(universal_transformer_base(),
                   layer_prepostprocess_dropout=0.3, attention_dropout=0.3,
                   relu_dropout=0.3)


@registry.register_hparams
def adaptive_universal_transformer_base_dropout05() -> hparam.HParams:
  return _adaptive(universal_transformer_base(),
                   layer_prepostprocess_dropout=0.5, attention_dropout=0.5,
                   relu_dropout=0.5)
