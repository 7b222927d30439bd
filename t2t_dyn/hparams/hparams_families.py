"""Which Tensor2Tensor hparams each model family here reads.

A set holds Tensor2Tensor's ~150 names. For the model a run trains
(`--model`), each name is:

- READ: the model, the learning rate, the optimizer or the batching reads
  it, at any value;
- one of SUPPORTED values: other values change what Tensor2Tensor computes
  in a way this model does not implement, so they are refused, naming the
  hparam and what there is;
- neither: an implementation detail of Tensor2Tensor (sharding, TPU
  layouts, summaries) or of other models: any value computes the same
  here; model_hparams lists those that differ from the family's reference
  set, so that nothing is dropped unsaid.

A family also names what its models need a set to define (`required`):
Tensor2Tensor's LSTM with attention reads `attention_mechanism`, which
`transformer_base` lacks, and fails; here that is one clear error.
"""

import dataclasses
from typing import Any, Dict, FrozenSet, Tuple

from t2t_dyn.foundation import registry

# Factors of Tensor2Tensor's learning_rate_schedule that training.learning_rate
# computes.
LEARNING_RATE_FACTORS = (
    "constant", "linear_warmup", "linear_decay", "cosdecay",
    "single_cycle_cos_decay", "multi_cycle_cos_decay", "rsqrt_decay",
    "rsqrt_normalized_decay", "exp_decay", "rsqrt_hidden_size", "legacy")
INITIALIZERS = ("uniform_unit_scaling", "normal_unit_scaling", "xavier",
                "uniform", "orthogonal")
# Tensor2Tensor's optimizer names (any capitalization: it snake-cases them).
# A name a usr dir registers (@registry.register_optimizer) is also taken.
OPTIMIZERS = ("adam", "true_adam", "multistep_adam", "adam_w", "adafactor")

_SHARED_READ = frozenset("""
    hidden_size num_hidden_layers label_smoothing
    learning_rate learning_rate_constant learning_rate_schedule
    learning_rate_warmup_steps learning_rate_decay_steps
    learning_rate_decay_rate learning_rate_decay_staircase
    optimizer optimizer_adam_beta1 optimizer_adam_beta2
    optimizer_adam_epsilon optimizer_multistep_accumulate_steps
    optimizer_adafactor_beta1 optimizer_adafactor_beta2
    optimizer_adafactor_factored optimizer_adafactor_decay_type
    optimizer_adafactor_memory_exponent
    optimizer_adafactor_clipping_threshold
    optimizer_adafactor_multiply_by_parameter_scale
    weight_decay clip_grad_norm max_length batch_size min_length_bucket
    length_bucket_step pack_dataset max_input_seq_length
    max_target_seq_length initializer initializer_gain
    multiply_embedding_mode shared_embedding_and_softmax_weights
    shared_embedding mixed_precision_optimizer_init_loss_scale
    gpu_automatic_mixed_precision activation_dtype
    guided_alignment_weight guided_alignment_cost guided_alignment_layer
    guided_alignment_head""".split())

# name -> the values implemented here, for every model.
_SHARED_SUPPORTED: Dict[str, Tuple[Any, ...]] = {
    "learning_rate_decay_scheme": ("noam", "none", "exp", "sqrt"),
    "learning_rate_minimum": (None,),
    "activation_dtype": ("float32", "float16"),
    "weight_dtype": ("float32",),
    "weight_noise": (0.0,),
    "grad_noise_scale": (0.0,),
    "symbol_dropout": (0.0,),
    "scheduled_sampling_prob": (0.0,),
    "split_to_length": (0,),
    "min_length": (0,),
    "prepend_mode": ("none",),
    "use_fixed_batch_size": (False,),
    "factored_logits": (False,),
    "optimizer_zero_grads": (False,),
    "multiply_embedding_mode": ("sqrt_depth", ""),
    "optimizer_adafactor_decay_type": ("pow", "adam"),
    "mixed_precision_optimizer_loss_scaler": ("exponential",),
    "shared_embedding": (False,),
}

# Tensor2Tensor's prefix language models (models.transformer_lm).
PREPEND_MODES = ("none", "prepend_inputs_masked_attention",
                 "prepend_inputs_full_attention")

_TRANSFORMER_SUPPORTED: Dict[str, Tuple[Any, ...]] = {
    "prepend_mode": PREPEND_MODES,
    "norm_type": ("layer",),
    "layer_preprocess_sequence": ("n", "none"),
    "layer_postprocess_sequence": ("da", "dan"),
    "ffn_layer": ("dense_relu_dense",),
    "self_attention_type": ("dot_product",),
    "pos": ("timing",),
    "causal_decoder_self_attention": (True,),
    "unidirectional_encoder": (False,),
    "proximity_bias": (False,),
    "attention_key_channels": (0,),
    "attention_value_channels": (0,),
    "max_relative_position": (0,),
    "hard_attention_k": (0,),
    "num_area_layers": (0,),
    "attention_variables_3d": (False,),
    "position_features": ("",),
    "split_targets_chunk_length": (0,),
}

_LSTM_SUPPORTED: Dict[str, Tuple[Any, ...]] = {
    # Tensor2Tensor's LSTMs refuse it ("LSTM models fail with orthogonal
    # initializer").
    "initializer": ("uniform_unit_scaling", "normal_unit_scaling", "xavier",
                    "uniform"),
    "shared_embedding_and_softmax_weights": (False,),
    "attention_mechanism": ("bahdanau", "luong"),
    "max_area_width": (1,),
    "pack_dataset": (False,),
}

# Why a value is refused, where more can be said than "not implemented".
WHY_NOT = {
    "recurrence_type": "the Universal Transformer's other recurrences "
                       "(skip, highway, lstm, gru, dwa, ...) are not "
                       "implemented here",
    "act_type": "the adaptive computation time here halts each position "
                "by its own learned probability (T2T's 'basic'); the "
                "global, random and accumulated variants are not "
                "implemented",
    "prepend_mode": "the Universal Transformer here is an encoder-decoder "
                    "(a prefix language model trains --model=transformer)",
    "position_start_index": "the positions start at 0 at every step here",
    "mix_with_transformer": "the Universal Transformer is not mixed with "
                            "Transformer layers here",
    "optimizer": "not one of Tensor2Tensor's optimizers implemented here, "
                 "nor one a usr dir registered",
    "activation_dtype": "bfloat16 activations are TPU-only; float16 runs "
                        "as mixed precision",
    "pack_dataset": "an LSTM reads each row as one sequence, so packed rows "
                    "would run examples into each other",
    "shared_embedding_and_softmax_weights": "the LSTM's output (of "
                                            "attention_layer_size) and its "
                                            "embeddings are separate, as in "
                                            "Tensor2Tensor's LSTM sets",
}


@dataclasses.dataclass(frozen=True)
class ModelFamily:
  """What the models of one family read of a set."""
  models: Tuple[str, ...]  # Registered model names.
  reference_set: str  # Its values count as "unchanged" for no-effect lists.
  read: FrozenSet[str]
  required: FrozenSet[str]  # Read names a set must define.
  supported: Dict[str, Tuple[Any, ...]]

  def allowed(self, name: str) -> Tuple[Any, ...]:
    return self.supported.get(name, _SHARED_SUPPORTED.get(name, ()))

  def checked_names(self):
    return sorted(set(_SHARED_SUPPORTED) | set(self.supported))


TRANSFORMER = ModelFamily(
    models=("transformer",), reference_set="transformer_base",
    read=_SHARED_READ | frozenset("""
        filter_size num_encoder_layers num_decoder_layers num_heads
        layer_prepostprocess_dropout attention_dropout relu_dropout
        norm_epsilon layer_prepostprocess_dropout_broadcast_dims
        attention_dropout_broadcast_dims relu_dropout_broadcast_dims
        """.split()),
    required=frozenset("""filter_size num_heads layer_prepostprocess_dropout
        attention_dropout relu_dropout""".split()),
    supported=_TRANSFORMER_SUPPORTED)

LSTM = ModelFamily(
    models=("lstm_seq2seq", "lstm_seq2seq_bidirectional_encoder"),
    reference_set="lstm_seq2seq", read=_SHARED_READ | {"dropout"},
    required=frozenset({"dropout"}), supported=_LSTM_SUPPORTED)

LSTM_ATTENTION = ModelFamily(
    models=("lstm_seq2seq_attention",
            "lstm_seq2seq_attention_bidirectional_encoder"),
    reference_set="lstm_attention",
    read=LSTM.read | {"attention_mechanism", "attention_layer_size",
                      "output_attention", "num_heads"},
    required=frozenset({"dropout", "attention_mechanism",
                        "attention_layer_size", "output_attention",
                        "num_heads"}),
    supported=_LSTM_SUPPORTED)

# The Universal Transformer's recurrence (models.research): what the
# Transformer reads but the stack depths, and the recurrence's own names.
UNIVERSAL_TRANSFORMER = ModelFamily(
    models=("universal_transformer",),
    reference_set="universal_transformer_base",
    read=(TRANSFORMER.read - {"num_encoder_layers", "num_decoder_layers"}) |
    frozenset("""num_rec_steps add_position_timing_signal
        add_step_timing_signal act_max_steps act_epsilon act_loss_weight
        act_halting_bias_init""".split()),
    required=TRANSFORMER.required | frozenset("""recurrence_type
        num_rec_steps add_position_timing_signal add_step_timing_signal
        step_timing_signal_type act_max_steps act_epsilon act_loss_weight
        act_halting_bias_init""".split()),
    supported={**_TRANSFORMER_SUPPORTED,
               "prepend_mode": ("none",),
               "pos": ("timing", None),
               "recurrence_type": ("basic", "act"),
               "act_type": ("basic",),
               "step_timing_signal_type": ("learned", "sinusoid"),
               "add_or_concat_timing_signal": ("add",),
               "num_inrecurrence_layers": (1,),
               "position_start_index": (None, "", 0),
               "mix_with_transformer": (None, ""),
               "add_sru": (False,),
               "transformer_ffn_type": ("fc",)})

FAMILIES = (TRANSFORMER, LSTM, LSTM_ATTENTION, UNIVERSAL_TRANSFORMER)
# Tensor2Tensor models that are registered here only to say why they do
# not train: name -> the reason.
NOT_SEQUENCE_TO_SEQUENCE = {
    "lstm_encoder": "an encoder alone (Tensor2Tensor used it for "
                    "classification); the dyn-* programs train "
                    "sequence-to-sequence models",
}


def family(model: str) -> ModelFamily:
  """The family of a registered seq2seq model. Raises: ValueError naming the
  models there are."""
  for candidate in FAMILIES:
    if model in candidate.models:
      return candidate
  if model in NOT_SEQUENCE_TO_SEQUENCE:
    raise ValueError(f"--model={model}: {NOT_SEQUENCE_TO_SEQUENCE[model]}")
  names = sorted(m for f in FAMILIES for m in f.models)
  registered = registry.Registries.models.get(model)
  if any(c.__name__ == "T2TModel" and c.__module__ == "t2t_dyn.models.t2t_model"
         for c in getattr(registered, "__mro__", ())):
    raise ValueError(
        f"--model={model}: {registered.__module__}.{registered.__qualname__}"
        f" is a Tensor2Tensor T2TModel, which runs in your own TensorFlow 2 "
        f"code (logits, losses = model(features); minimize "
        f"losses['training']); dyn-trainer and dyn-decoder train and decode "
        f"the sequence-to-sequence models {', '.join(names)}")
  raise ValueError(f"--model={model}: not a model of t2t_dyn; models: "
                   f"{', '.join(names)}")
