"""Tests for t2t_dyn.models.transformer's hparams sets and
t2t_dyn.hparams.model_hparams, against Tensor2Tensor's own sets."""

import pytest

from tensor2tensor.layers import common_hparams as t2t_common_hparams

import t2t_reference
from t2t_dyn.hparams import model_hparams
from t2t_dyn.layers import common_hparams
from t2t_dyn.models import transformer
from t2t_dyn.utils import registry


def test_basic_params1_is_tensor2tensors():
  assert (common_hparams.basic_params1().values() ==
          t2t_common_hparams.basic_params1().values())


@pytest.mark.parametrize("name", t2t_reference.TRANSFORMER_SETS)
def test_every_transformer_set_has_tensor2tensors_names_and_values(name):
  theirs = t2t_reference.transformer_sets()[name]().values()
  assert getattr(transformer, name)().values() == theirs
  assert registry.hparams(name).values() == theirs  # Registered, fresh.


def test_a_set_written_as_users_write_theirs_converts():
  @registry.register_hparams
  def transformer_user_small_test():
    hparams = transformer.transformer_base()
    hparams.num_hidden_layers = 3
    hparams.hidden_size = 256
    hparams.filter_size = 1024
    hparams.num_heads = 4
    hparams.batch_size = 2048
    hparams.max_length = 100
    hparams.learning_rate_warmup_steps = 4000
    hparams.layer_prepostprocess_dropout = 0.2
    hparams.add_hparam("my_note", "not read")
    return hparams
  try:
    converted = model_hparams.from_set(
        "transformer_user_small_test",
        "learning_rate_constant=1.5,optimizer_multistep_accumulate_steps=2,"
        "symbol_modality_num_shards=1", train_steps=500)
  finally:
    registry.hparams_registry().remove("transformer_user_small_test")
  model = converted.model
  assert (model.num_hidden_layers, model.hidden_size, model.filter_size,
          model.num_heads, model.layer_prepostprocess_dropout) == (
              3, 256, 1024, 4, 0.2)
  assert (model.learning_rate_constant, model.learning_rate_warmup_steps,
          model.train_steps, model.adam_beta2) == (1.5, 4000, 500, 0.997)
  # Without multistep_adam, Tensor2Tensor accumulates nothing: its
  # schedule only reads the step divided by the accumulation steps.
  assert (converted.batch_size, converted.max_length, converted.grad_accum,
          model.learning_rate_step_divisor) == (2048, 100, 1, 2.0)
  # Changed from transformer_base but not read here: listed, not dropped.
  assert converted.no_effect == ("my_note='not read'",
                                 "symbol_modality_num_shards=1")


def test_max_length_zero_means_batch_size_as_in_tensor2tensor():
  converted = model_hparams.from_set("transformer_tiny",
                                     "max_length=0,batch_size=1500")
  assert converted.max_length == 1500 == converted.model.max_length


def test_what_this_transformer_does_not_compute_is_refused_by_name():
  with pytest.raises(model_hparams.HParamsError) as error:
    model_hparams.from_set(
        "transformer_base",
        "ffn_layer=conv_hidden_relu,self_attention_type=dot_product_relative,"
        "learning_rate_schedule=constant*warmup_and_wiggle,"
        "attention_key_channels=64,optimizer=momentum")
  message = str(error.value)
  for expected in ("ffn_layer='conv_hidden_relu'", "supported: "
                   "'dense_relu_dense'", "self_attention_type", "unknown "
                   "factor 'warmup_and_wiggle'", "attention_key_channels=64",
                   "optimizer='momentum'", "supported: adam, true_adam, "
                   "multistep_adam, adam_w, adafactor"):
    assert expected in message
  with pytest.raises(model_hparams.HParamsError, match="'n' with 'da'"):
    model_hparams.from_set("transformer_base",
                           "layer_preprocess_sequence=none")
  with pytest.raises(registry.RegistryError, match="transformer_big"):
    model_hparams.from_set("transformer_huge")


def test_tensor2tensors_tpu_set_converts_to_adafactor_and_broadcast_dropout():
  converted = model_hparams.from_set("transformer_tpu")
  model = converted.model
  assert (model.optimizer, model.learning_rate_schedule,
          model.learning_rate_warmup_steps) == ("adafactor", "rsqrt_decay",
                                                10000)
  assert (model.adafactor_decay_type, model.adafactor_memory_exponent,
          model.adafactor_multiply_by_parameter_scale,
          model.adafactor_factored) == ("pow", 0.8, True, True)
  assert (model.attention_dropout_broadcast_dims,
          model.relu_dropout_broadcast_dims,
          model.layer_prepostprocess_dropout_broadcast_dims) == ("0,1", "1",
                                                                 "1")
  assert (converted.max_length, converted.batch_size) == (64, 2048)
  # The legacy schedule's 0.002 is Tensor2Tensor's correction for Adam.
  assert model.learning_rate_optimizer_correction == 1.0
  big_enfr = model_hparams.from_set("transformer_big_enfr").model
  assert big_enfr.shared_embedding_and_softmax_weights is False
  fp16 = model_hparams.from_set("transformer_fairseq_fp16_activation_big")
  assert fp16.mixed_precision


@pytest.mark.parametrize("name,expected", [
    ("transformer_relative", "self_attention_type='dot_product_relative'"),
    ("transformer_k128", "attention_key_channels=128"),
    ("transformer_tpu_bf16_activation", "activation_dtype='bfloat16'"),
])
def test_registered_sets_this_transformer_cannot_compute_are_refused(
    name, expected):
  with pytest.raises(model_hparams.HParamsError) as error:
    model_hparams.from_set(name)
  assert f"--hparams_set={name}" in str(error.value)
  assert expected in str(error.value)


def test_max_seq_lengths_are_carried_to_the_data():
  converted = model_hparams.from_set(
      "transformer_tiny", "max_input_seq_length=7,max_target_seq_length=5")
  assert (converted.max_input_seq_length,
          converted.max_target_seq_length) == (7, 5)


def test_post_norm_v1_and_multistep_sets_convert():
  v1 = model_hparams.from_set("transformer_base_v1")
  assert not v1.model.pre_norm and v1.model.learning_rate_schedule == "legacy"
  assert (v1.model.attention_dropout, v1.model.adam_beta2) == (0.0, 0.98)
  assert model_hparams.from_set("transformer_base_multistep8").grad_accum == 8
