"""Tensor2Tensor's Transformer hparams sets, at its module path.

`transformer.transformer_base()` and the sets users build theirs on return
Tensor2Tensor's HParams with its names and values (checked against
Tensor2Tensor's own functions in tests); `@registry.register_hparams` makes
each a `--hparams_set`. The model they configure is
`transformer_model.Transformer` (registered as the model "transformer");
`model_hparams` says which hparams it reads. Importing this module needs no
TensorFlow, so a usr dir that defines its sets here stays light in
dyn-datagen and the transform workers.
"""

from t2t_dyn.layers import common_hparams
from t2t_dyn.utils import hparam
from t2t_dyn.utils import registry


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
