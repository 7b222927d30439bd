"""Tensor2Tensor's Transformer hparams sets (its models/transformer.py's),
in the hyperparameters' home.

`transformer_base()` and the sets users build theirs on return
Tensor2Tensor's HParams with its names and values (checked against
Tensor2Tensor's own functions in tests); `@registry.register_hparams`
makes each a `--hparams_set` when this module is imported
(registered_sets imports it). Tensor2Tensor's path, models/transformer.py,
re-exports every public name here (the same function objects) beside its
model classes. Needs no TensorFlow. `model_hparams` says which of these
hparams the Keras Transformer reads.
"""

from t2t_dyn.foundation import registry
from t2t_dyn.hparams import common_hparams
from t2t_dyn.hparams import hparam


@registry.register_hparams
def transformer_base_v1() -> hparam.HParams:
  """The Transformer of Vaswani et al. (2017) as Tensor2Tensor first set it:
  post-norm, no attention or ReLU dropout, the legacy noam schedule."""
  hparams = common_hparams.basic_params1()
  hparams.override_from_dict(dict(
      norm_type="layer", hidden_size=512, batch_size=4096, max_length=256,
      clip_grad_norm=0.0, optimizer_adam_epsilon=1e-9,
      learning_rate_schedule="legacy", learning_rate_decay_scheme="noam",
      learning_rate=0.1, learning_rate_warmup_steps=4000,
      initializer_gain=1.0, num_hidden_layers=6,
      initializer="uniform_unit_scaling", weight_decay=0.0,
      optimizer_adam_beta1=0.9, optimizer_adam_beta2=0.98,
      label_smoothing=0.1, shared_embedding_and_softmax_weights=True,
      symbol_modality_num_shards=16, moe_num_experts=16,
      moe_loss_coef=1e-3))
  # Names the Transformer adds to the basic ones.
  for name, value in dict(
      filter_size=2048, num_encoder_layers=0, num_decoder_layers=0,
      num_heads=8, attention_key_channels=0, attention_value_channels=0,
      ffn_layer="dense_relu_dense", parameter_attention_key_channels=0,
      parameter_attention_value_channels=0, attention_dropout=0.0,
      attention_dropout_broadcast_dims="", relu_dropout=0.0,
      relu_dropout_broadcast_dims="", pos="timing", position_features="",
      nbr_decoder_problems=1, proximity_bias=False,
      causal_decoder_self_attention=True, use_pad_remover=True,
      self_attention_type="dot_product", conv_first_kernel=3,
      attention_variables_3d=False, use_target_space_embedding=True,
      moe_overhead_train=1.0, moe_overhead_eval=2.0,
      overload_eval_metric_name="", unidirectional_encoder=False,
      hard_attention_k=0, gumbel_noise_weight=0.0).items():
    hparams.add_hparam(name, value)
  return hparams


@registry.register_hparams
def transformer_base_v2() -> hparam.HParams:
  """Pre-norm ("n"/"da") with dropout everywhere, warmup 8000."""
  hparams = transformer_base_v1()
  hparams.layer_preprocess_sequence = "n"
  hparams.layer_postprocess_sequence = "da"
  hparams.layer_prepostprocess_dropout = 0.1
  hparams.attention_dropout = 0.1
  hparams.relu_dropout = 0.1
  hparams.learning_rate_warmup_steps = 8000
  hparams.learning_rate = 0.2
  return hparams


@registry.register_hparams
def transformer_base_v3() -> hparam.HParams:
  """v2 with Adam beta2 0.997 and the schedule written as factors."""
  hparams = transformer_base_v2()
  hparams.optimizer_adam_beta2 = 0.997
  hparams.learning_rate_schedule = (
      "constant*linear_warmup*rsqrt_decay*rsqrt_hidden_size")
  hparams.learning_rate_constant = 2.0
  return hparams


@registry.register_hparams
def transformer_base() -> hparam.HParams:
  """Tensor2Tensor's current base set (transformer_base_v3)."""
  return transformer_base_v3()


@registry.register_hparams
def transformer_big() -> hparam.HParams:
  """1024 wide, 16 heads, dropout 0.3, batches of 2048 tokens."""
  hparams = transformer_base()
  hparams.hidden_size = 1024
  hparams.filter_size = 4096
  hparams.batch_size = 2048
  hparams.num_heads = 16
  hparams.layer_prepostprocess_dropout = 0.3
  return hparams


@registry.register_hparams
def transformer_big_single_gpu() -> hparam.HParams:
  """transformer_big with dropout 0.1 and a longer warmup."""
  hparams = transformer_big()
  hparams.layer_prepostprocess_dropout = 0.1
  hparams.learning_rate_warmup_steps = 16000
  return hparams


@registry.register_hparams
def transformer_base_single_gpu() -> hparam.HParams:
  """transformer_base for one GPU: batches of 1024 tokens, a smaller
  learning rate and a longer warmup."""
  hparams = transformer_base()
  hparams.batch_size = 1024
  hparams.learning_rate_schedule = "constant*linear_warmup*rsqrt_decay"
  hparams.learning_rate_constant = 0.1
  hparams.learning_rate_warmup_steps = 16000
  return hparams


@registry.register_hparams
def transformer_base_multistep8() -> hparam.HParams:
  """transformer_base with gradients of 8 batches per update (8 GPUs'
  batch on one)."""
  hparams = transformer_base()
  hparams.optimizer = "multistep_adam"
  hparams.optimizer_multistep_accumulate_steps = 8
  return hparams


@registry.register_hparams
def transformer_small() -> hparam.HParams:
  """2 layers of 256 with 4 heads."""
  hparams = transformer_base()
  hparams.num_hidden_layers = 2
  hparams.hidden_size = 256
  hparams.filter_size = 1024
  hparams.num_heads = 4
  return hparams


@registry.register_hparams
def transformer_tiny() -> hparam.HParams:
  """2 layers of 128 with 4 heads: tests and CPU demos."""
  hparams = transformer_base()
  hparams.num_hidden_layers = 2
  hparams.hidden_size = 128
  hparams.filter_size = 512
  hparams.num_heads = 4
  return hparams


def update_hparams_for_tpu(hparams: hparam.HParams) -> hparam.HParams:
  """Tensor2Tensor's TPU changes, which its *_tpu sets apply: Adafactor
  with the rsqrt_decay schedule over 10000 warm-up updates, max_length 64,
  batches of at most 2048 tokens, and dropout masks shared along the
  length (and, in attention, the batch and heads)."""
  hparams.optimizer = "Adafactor"
  hparams.learning_rate_schedule = "rsqrt_decay"
  hparams.learning_rate_warmup_steps = 10000
  hparams.symbol_modality_num_shards = 1
  hparams.max_length = 64
  hparams.batch_size = min(hparams.batch_size, 2048)
  hparams.attention_dropout_broadcast_dims = "0,1"
  hparams.relu_dropout_broadcast_dims = "1"
  hparams.layer_prepostprocess_dropout_broadcast_dims = "1"
  return hparams


def _changed(base, **values) -> hparam.HParams:
  """`base` with the given hparams assigned (a set that differs in a few),
  as Tensor2Tensor's sets assign them: no type conversion (pos=None)."""
  for name, value in values.items():
    setattr(base, name, value)
  return base


# The sets of Tensor2Tensor's models/transformer.py that differ from
# transformer_base (or another set here) in a few values. Sets whose
# values this Transformer does not compute (relative attention,
# attention_key_channels, prepended inputs, bfloat16) are registered too:
# training with one is refused naming the hparam, not "unknown set".


@registry.register_hparams
def transformer_tpu() -> hparam.HParams:
  return update_hparams_for_tpu(transformer_base())


@registry.register_hparams
def transformer_packed_tpu() -> hparam.HParams:
  return transformer_tpu()


@registry.register_hparams
def transformer_big_tpu() -> hparam.HParams:
  return update_hparams_for_tpu(transformer_big())


@registry.register_hparams
def transformer_tiny_tpu() -> hparam.HParams:
  return update_hparams_for_tpu(transformer_tiny())


@registry.register_hparams
def transformer_small_tpu() -> hparam.HParams:
  return update_hparams_for_tpu(transformer_small())


@registry.register_hparams
def transformer_tpu_bf16_activation() -> hparam.HParams:
  return _changed(transformer_tpu(), activation_dtype="bfloat16")


@registry.register_hparams
def transformer_fairseq_fp16_activation_big() -> hparam.HParams:
  return _changed(transformer_big(), activation_dtype="float16",
                  batch_size=3584)


@registry.register_hparams
def transformer_test() -> hparam.HParams:
  return _changed(transformer_base(), num_hidden_layers=2, hidden_size=16,
                  filter_size=8, num_heads=2)


@registry.register_hparams
def transformer_timeseries() -> hparam.HParams:
  return _changed(transformer_small(), batch_size=256,
                  learning_rate_warmup_steps=2000)


@registry.register_hparams
def transformer_big_dr1() -> hparam.HParams:
  return _changed(transformer_base(), hidden_size=1024, filter_size=4096,
                  num_heads=16, layer_prepostprocess_dropout=0.1)


@registry.register_hparams
def transformer_big_dr2() -> hparam.HParams:
  return _changed(transformer_big_dr1(), layer_prepostprocess_dropout=0.2)


@registry.register_hparams
def transformer_big_enfr() -> hparam.HParams:
  return _changed(transformer_big_dr1(),
                  shared_embedding_and_softmax_weights=False,
                  filter_size=8192, layer_prepostprocess_dropout=0.1)


@registry.register_hparams
def transformer_big_enfr_tpu() -> hparam.HParams:
  return update_hparams_for_tpu(_changed(transformer_big_enfr(),
                                         num_heads=8))


def _register_variants() -> None:
  """transformer_l2 ... transformer_hs1024: transformer_base with one
  value changed, named after it."""
  variants = {
      "l2": {"num_hidden_layers": 2}, "l4": {"num_hidden_layers": 4},
      "l8": {"num_hidden_layers": 8}, "l10": {"num_hidden_layers": 10},
      "h1": {"num_heads": 1}, "h4": {"num_heads": 4},
      "h16": {"num_heads": 16}, "h32": {"num_heads": 32},
      "k128": {"attention_key_channels": 128},
      "k256": {"attention_key_channels": 256},
      "ff1024": {"filter_size": 1024}, "ff4096": {"filter_size": 4096},
      "dr0": {"layer_prepostprocess_dropout": 0.0},
      "dr2": {"layer_prepostprocess_dropout": 0.2},
      "ls0": {"label_smoothing": 0.0}, "ls2": {"label_smoothing": 0.2},
      "hs256": {"hidden_size": 256}, "hs1024": {"hidden_size": 1024}}
  for suffix, values in variants.items():
    def variant(values=values) -> hparam.HParams:
      return _changed(transformer_base(), **values)
    variant.__name__ = f"transformer_{suffix}"
    variant.__doc__ = f"transformer_base with {values}."
    # A module function too, as in Tensor2Tensor (transformer.transformer_l2).
    globals()[variant.__name__] = registry.register_hparams(
        variant.__name__)(variant)


_register_variants()


@registry.register_hparams
def transformer_clean() -> hparam.HParams:
  """transformer_base_v2 without any dropout or label smoothing."""
  return _changed(transformer_base_v2(), label_smoothing=0.0,
                  layer_prepostprocess_dropout=0.0, attention_dropout=0.0,
                  relu_dropout=0.0, max_length=0)


@registry.register_hparams
def transformer_clean_big() -> hparam.HParams:
  return _changed(transformer_clean(), hidden_size=1024, filter_size=4096)


@registry.register_hparams
def transformer_clean_big_tpu() -> hparam.HParams:
  return update_hparams_for_tpu(transformer_clean_big())


@registry.register_hparams
def transformer_tall() -> hparam.HParams:
  return _changed(transformer_base(), batch_size=2048, hidden_size=768,
                  filter_size=3072, num_hidden_layers=12, num_heads=12,
                  label_smoothing=0.0, max_length=1024,
                  eval_drop_long_sequences=True,
                  multiproblem_mixing_schedule="pretrain",
                  multiproblem_vocab_size=65536, clip_grad_norm=1.0)


@registry.register_hparams
def transformer_tall_big() -> hparam.HParams:
  return _changed(transformer_tall(), num_hidden_layers=18)


@registry.register_hparams
def transformer_parsing_base() -> hparam.HParams:
  return _changed(transformer_base(), attention_dropout=0.2,
                  layer_prepostprocess_dropout=0.2, max_length=512,
                  learning_rate_warmup_steps=16000, hidden_size=1024,
                  learning_rate=0.05,
                  shared_embedding_and_softmax_weights=False)


@registry.register_hparams
def transformer_mlperf_tpu() -> hparam.HParams:
  hparams = _changed(transformer_base_v3(), symbol_modality_num_shards=1,
                     max_length=256, batch_size=2048, hidden_size=1024,
                     filter_size=4096, num_heads=16,
                     attention_dropout_broadcast_dims="0,1",
                     relu_dropout_broadcast_dims="1",
                     layer_prepostprocess_dropout_broadcast_dims="1",
                     mlperf_mode=True)
  return hparams


@registry.register_hparams
def transformer_relative() -> hparam.HParams:
  """Relative position attention (Shaw et al. 2018): refused here."""
  return _changed(transformer_base(), pos=None,
                  self_attention_type="dot_product_relative",
                  max_relative_position=20)


@registry.register_hparams
def transformer_relative_tiny() -> hparam.HParams:
  return _changed(transformer_relative(), num_hidden_layers=2,
                  hidden_size=128, filter_size=512, num_heads=4)


@registry.register_hparams
def transformer_relative_big() -> hparam.HParams:
  return _changed(transformer_big(), pos=None,
                  self_attention_type="dot_product_relative",
                  max_relative_position=20)


@registry.register_hparams
def transformer_prepend_v2() -> hparam.HParams:
  """Inputs prepended to the targets of a decoder alone (transformer_lm)."""
  return _changed(transformer_base_v2(),
                  prepend_mode="prepend_inputs_masked_attention",
                  max_length=0)


@registry.register_hparams
def transformer_prepend_v1() -> hparam.HParams:
  return _changed(transformer_base_v1(),
                  prepend_mode="prepend_inputs_masked_attention",
                  max_length=0)


@registry.register_hparams
def transformer_prepend() -> hparam.HParams:
  return transformer_prepend_v2()


@registry.register_hparams
def transformer_supervised_attention() -> hparam.HParams:
  """transformer_base with T2T's expected-attention loss: features
  "expected_attentions" supervise the encoder-decoder attention (read by
  the T2TModel Transformer, t2t_transformer)."""
  hparams = transformer_base()
  # "kl_divergence" or "mse", and the loss's weight.
  hparams.add_hparam("expected_attention_loss_type", "kl_divergence")
  hparams.add_hparam("expected_attention_loss_multiplier", 1.0)
  return hparams
