"""From a Tensor2Tensor HParams set to what t2t_dyn's Transformer reads.

A user's hparams set (`transformer.transformer_base()` changed here and
there, `--hparams=...` on top) holds Tensor2Tensor's ~150 names. Each is:

- READ: the model, the learning rate, the optimizer or the batching reads
  it, at any value (`ModelHParams` holds them typed);
- one of SUPPORTED values: other values change what Tensor2Tensor computes
  in a way this Transformer does not implement, so they are refused, naming
  the hparam and what there is;
- NO_EFFECT: an implementation detail of Tensor2Tensor (sharding, TPU,
  summaries) or of models other than the Transformer: any value computes the
  same here, and `convert` lists those that differ from transformer_base's
  so that nothing is dropped unsaid.

Names a set adds itself are not read here, and are listed the same way.
"""

import dataclasses
from typing import Any, Dict, List, Tuple

from t2t_dyn.models import transformer
from t2t_dyn.utils import hparam
from t2t_dyn.utils import registry

# Factors of Tensor2Tensor's learning_rate_schedule that utils.learning_rate
# computes.
LEARNING_RATE_FACTORS = (
    "constant", "linear_warmup", "linear_decay", "cosdecay",
    "single_cycle_cos_decay", "multi_cycle_cos_decay", "rsqrt_decay",
    "rsqrt_normalized_decay", "exp_decay", "rsqrt_hidden_size", "legacy")
INITIALIZERS = ("uniform_unit_scaling", "normal_unit_scaling", "xavier",
                "uniform", "orthogonal")

READ = frozenset("""
    hidden_size filter_size num_hidden_layers num_encoder_layers
    num_decoder_layers num_heads layer_prepostprocess_dropout
    attention_dropout relu_dropout label_smoothing norm_epsilon
    learning_rate learning_rate_constant learning_rate_schedule
    learning_rate_warmup_steps learning_rate_decay_steps
    learning_rate_decay_rate learning_rate_decay_staircase
    optimizer_adam_beta1 optimizer_adam_beta2 optimizer_adam_epsilon
    optimizer_multistep_accumulate_steps clip_grad_norm max_length batch_size
    min_length_bucket length_bucket_step pack_dataset
    initializer initializer_gain mixed_precision_optimizer_init_loss_scale
    gpu_automatic_mixed_precision""".split())

# name -> the values implemented here (the first is Tensor2Tensor's
# transformer default).
SUPPORTED: Dict[str, Tuple[Any, ...]] = {
    "norm_type": ("layer",),
    "layer_preprocess_sequence": ("n", "none"),
    "layer_postprocess_sequence": ("da", "dan"),
    "ffn_layer": ("dense_relu_dense",),
    "self_attention_type": ("dot_product",),
    "pos": ("timing",),
    "multiply_embedding_mode": ("sqrt_depth",),
    "optimizer": ("adam", "Adam", "true_adam", "multistep_adam"),
    "learning_rate_decay_scheme": ("noam", "none", "exp", "sqrt"),
    "learning_rate_minimum": (None,),
    "shared_embedding_and_softmax_weights": (True,),
    "shared_embedding": (False,),
    "activation_dtype": ("float32",),
    "weight_dtype": ("float32",),
    "weight_decay": (0.0,),
    "weight_noise": (0.0,),
    "grad_noise_scale": (0.0,),
    "symbol_dropout": (0.0,),
    "scheduled_sampling_prob": (0.0,),
    "causal_decoder_self_attention": (True,),
    "unidirectional_encoder": (False,),
    "proximity_bias": (False,),
    "attention_key_channels": (0,),
    "attention_value_channels": (0,),
    "max_relative_position": (0,),
    "hard_attention_k": (0,),
    "split_to_length": (0,),
    "max_input_seq_length": (0,),
    "max_target_seq_length": (0,),
    "min_length": (0,),
    "prepend_mode": ("none",),
    "use_fixed_batch_size": (False,),
    "factored_logits": (False,),
    "optimizer_zero_grads": (False,),
    "num_area_layers": (0,),
    "attention_variables_3d": (False,),
    "position_features": ("",),
    "split_targets_chunk_length": (0,),
}
_WHY_NOT = {
    "optimizer": "Adam is the optimizer here",
}


@dataclasses.dataclass
class ModelHParams:
  """What the Transformer, its learning rate and its optimizer read, with
  Tensor2Tensor's names (the Adam ones shortened)."""
  hidden_size: int = 512
  filter_size: int = 2048
  num_hidden_layers: int = 6
  # 0: num_hidden_layers, as in Tensor2Tensor.
  num_encoder_layers: int = 0
  num_decoder_layers: int = 0
  num_heads: int = 8
  layer_prepostprocess_dropout: float = 0.1
  attention_dropout: float = 0.1
  relu_dropout: float = 0.1
  label_smoothing: float = 0.1
  norm_epsilon: float = 1e-6
  # "n"/"da": layer norm before each sublayer and on each stack's output;
  # "none"/"dan": after each residual sum (transformer_base_v1).
  layer_preprocess_sequence: str = "n"
  layer_postprocess_sequence: str = "da"
  initializer: str = "uniform_unit_scaling"
  initializer_gain: float = 1.0
  learning_rate_schedule: str = (
      "constant*linear_warmup*rsqrt_decay*rsqrt_hidden_size")
  learning_rate_constant: float = 2.0
  learning_rate_warmup_steps: int = 8000
  learning_rate: float = 0.2  # The "legacy" schedule's scale.
  learning_rate_decay_scheme: str = "noam"
  learning_rate_decay_steps: int = 5000
  learning_rate_decay_rate: float = 1.0
  learning_rate_decay_staircase: bool = False
  # linear_decay and single_cycle_cos_decay read it (from --train_steps).
  train_steps: int = 0
  adam_beta1: float = 0.9
  adam_beta2: float = 0.997
  adam_epsilon: float = 1e-9
  clip_grad_norm: float = 0.0
  max_length: int = 256
  vocab_size: int = 0  # Set by the trainer from the problem's vocabulary.
  # Separate source vocabulary (set by the trainer): the encoder gets its
  # own embedding matrix; 0 shares the target's, as T2T's shared embedding.
  input_vocab_size: int = 0
  # Source factors (set by the trainer): each factor's number of values; the
  # encoder sums one embedding per factor into the token's (id 0, <blank>,
  # adds nothing).
  source_factor_sizes: Tuple[int, ...] = ()

  @property
  def encoder_layers(self) -> int:
    return self.num_encoder_layers or self.num_hidden_layers

  @property
  def decoder_layers(self) -> int:
    return self.num_decoder_layers or self.num_hidden_layers

  @property
  def pre_norm(self) -> bool:
    return self.layer_preprocess_sequence == "n"


@dataclasses.dataclass(frozen=True)
class ConvertedHParams:
  """A set's meaning here: the model's hparams, what the data and the
  trainer take from it, and the names that change nothing here."""
  model: ModelHParams
  batch_size: int  # Tokens per batch per GPU, padding included.
  max_length: int  # Longer examples are dropped (counted).
  min_length_bucket: int
  length_bucket_step: float
  grad_accum: int  # Batches per optimizer update.
  # pack_dataset=True: rows of max_length tokens hold several examples, as
  # in Tensor2Tensor (0: no packing).
  packed_length: int
  mixed_precision: bool
  initial_loss_scale: float
  no_effect: Tuple[str, ...]  # "name=value", set away from the default.


class HParamsError(ValueError):
  """An hparams set this Transformer cannot train as Tensor2Tensor would."""


def convert(hparams: hparam.HParams, reference: hparam.HParams,
            source: str) -> ConvertedHParams:
  """`hparams` (a Tensor2Tensor set, overrides applied) as t2t_dyn runs it;
  `reference` (transformer_base) tells which no-effect values were changed.

  Raises: HParamsError listing every unsupported value, each with its hparam
  and the values there are (`source` names the set and flags).
  """
  values = hparams.values()
  problems = []
  for name, allowed in SUPPORTED.items():
    if name in values and values[name] not in allowed:
      why = _WHY_NOT.get(name, "not implemented by t2t_dyn's Transformer")
      problems.append(f"{name}={values[name]!r}: {why}; supported: "
                      f"{', '.join(map(repr, allowed))}")
  pairs = (values.get("layer_preprocess_sequence", "n"),
           values.get("layer_postprocess_sequence", "da"))
  if pairs not in (("n", "da"), ("none", "dan")):
    problems.append(f"layer_preprocess_sequence={pairs[0]!r} with "
                    f"layer_postprocess_sequence={pairs[1]!r}: supported are "
                    f"'n' with 'da' (pre-norm) and 'none' with 'dan' "
                    f"(post-norm)")
  factors = [f.strip() for f in str(values.get(
      "learning_rate_schedule", "")).split("*") if f.strip()]
  for factor in factors:
    if factor not in LEARNING_RATE_FACTORS:
      problems.append(f"learning_rate_schedule: unknown factor {factor!r}; "
                      f"known: {', '.join(LEARNING_RATE_FACTORS)}")
  if values.get("initializer") not in INITIALIZERS:
    problems.append(f"initializer={values.get('initializer')!r}: supported: "
                    f"{', '.join(INITIALIZERS)}")
  accumulate = int(values.get("optimizer_multistep_accumulate_steps") or 0)
  if values.get("optimizer") == "multistep_adam" and accumulate < 1:
    problems.append("optimizer='multistep_adam' needs "
                    "optimizer_multistep_accumulate_steps >= 1")
  if problems:
    raise HParamsError(f"{source}:\n" + "\n".join(f"  {p}" for p in problems))
  model = ModelHParams(**{
      field.name: values[_T2T_NAMES.get(field.name, field.name)]
      for field in dataclasses.fields(ModelHParams)
      if _T2T_NAMES.get(field.name, field.name) in values})
  batch_size = int(values.get("batch_size", 4096))
  max_length = int(values.get("max_length") or 0) or batch_size
  model = dataclasses.replace(model, max_length=max_length)
  return ConvertedHParams(
      model=model, batch_size=batch_size, max_length=max_length,
      min_length_bucket=int(values.get("min_length_bucket", 8)),
      length_bucket_step=float(values.get("length_bucket_step", 1.1)),
      grad_accum=max(accumulate, 1),
      packed_length=max_length if values.get("pack_dataset") else 0,
      mixed_precision=bool(values.get("gpu_automatic_mixed_precision")),
      initial_loss_scale=float(values.get(
          "mixed_precision_optimizer_init_loss_scale", 2 ** 15)),
      no_effect=_changed_no_effect(values, reference.values()))


# ModelHParams field -> Tensor2Tensor's name, where they differ.
_T2T_NAMES = {"adam_beta1": "optimizer_adam_beta1",
              "adam_beta2": "optimizer_adam_beta2",
              "adam_epsilon": "optimizer_adam_epsilon"}


def _changed_no_effect(values: Dict[str, Any],
                       reference: Dict[str, Any]) -> Tuple[str, ...]:
  changed: List[str] = []
  for name in sorted(values):
    if name in READ or name in SUPPORTED:
      continue
    if name not in reference or values[name] != reference[name]:
      changed.append(f"{name}={values[name]!r}")
  return tuple(changed)


def from_set(hparams_set: str, overrides: str = "",
             train_steps: int = 0) -> ConvertedHParams:
  """The registered set `hparams_set` with Tensor2Tensor's --hparams
  `overrides` applied, converted (train_steps for the schedules that decay
  to it). Raises: RegistryError listing the sets, ValueError for a bad
  override, HParamsError."""
  hparams = registry.hparams(hparams_set)
  if not isinstance(hparams, hparam.HParams):
    raise HParamsError(f"hparams set {hparams_set!r} returned "
                       f"{type(hparams).__name__}, not HParams")
  hparams.parse(overrides)
  converted = convert(hparams, transformer.transformer_base(),
                      f"--hparams_set={hparams_set}"
                      + (f" --hparams={overrides}" if overrides else ""))
  model = dataclasses.replace(converted.model, train_steps=train_steps)
  return dataclasses.replace(converted, model=model)
