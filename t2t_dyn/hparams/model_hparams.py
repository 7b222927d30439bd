"""From a Tensor2Tensor HParams set to what t2t_dyn's models read.

A user's hparams set (`transformer.transformer_base()` or
`lstm.lstm_attention()` changed here and there, `--hparams=...` on top) is
checked against the family of the model it trains (`hparams_families`:
what each family reads, the values it implements) and becomes a
`ModelHParams`, with the data's and the trainer's settings beside it in a
`ConvertedHParams`.
"""

import dataclasses
from typing import Any, Dict, List, Optional, Tuple

from t2t_dyn.foundation import registry
from t2t_dyn.hparams import hparam
from t2t_dyn.hparams import hparams_families
from t2t_dyn.hparams import registered_sets as _registers_sets  # noqa: F401  pylint: disable=unused-import
from t2t_dyn.hparams.hparams_families import LEARNING_RATE_FACTORS


@dataclasses.dataclass
class ModelHParams:
  """What a model, its learning rate and its optimizer read, with
  Tensor2Tensor's names (the Adam and Adafactor ones shortened)."""
  # The registered model (--model); its family says which fields it reads.
  model: str = "transformer"
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
  # Tensor2Tensor's broadcast dims ("0,1"): dimensions of a dropout's input
  # that share one mask (comma-separated; "" none).
  layer_prepostprocess_dropout_broadcast_dims: str = ""
  attention_dropout_broadcast_dims: str = ""
  relu_dropout_broadcast_dims: str = ""
  label_smoothing: float = 0.1
  norm_epsilon: float = 1e-6
  # "n"/"da": layer norm before each sublayer and on each stack's output;
  # "none"/"dan": after each residual sum (transformer_base_v1).
  layer_preprocess_sequence: str = "n"
  layer_postprocess_sequence: str = "da"
  initializer: str = "uniform_unit_scaling"
  initializer_gain: float = 1.0
  # "sqrt_depth": embeddings times sqrt(hidden_size); "": as they are.
  multiply_embedding_mode: str = "sqrt_depth"
  # False: the target embedding and the softmax are separate matrices.
  shared_embedding_and_softmax_weights: bool = True
  # The LSTMs: the dropout of each layer's input, and their attention.
  dropout: float = 0.2
  attention_mechanism: str = ""  # "bahdanau" or "luong"; "": none.
  attention_layer_size: int = 0
  output_attention: bool = True
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
  # Tensor2Tensor's legacy schedule is scaled by 0.002 when its optimizer's
  # name contains "adam" (as written: "Adam" does not), else by 1.
  learning_rate_optimizer_correction: float = 0.002
  # Its schedule reads the step divided by optimizer_multistep_accumulate_
  # steps; with multistep_adam each update is that many of its steps, with
  # another optimizer the schedule just runs that much slower.
  learning_rate_step_divisor: float = 1.0
  optimizer: str = "adam"  # Snake case: adam, true_adam, ..., adafactor.
  adam_beta1: float = 0.9
  adam_beta2: float = 0.997
  adam_epsilon: float = 1e-9
  adafactor_beta1: float = 0.0
  adafactor_beta2: float = 0.999
  adafactor_factored: bool = True
  adafactor_decay_type: str = "pow"
  adafactor_memory_exponent: float = 0.8
  adafactor_clipping_threshold: float = 1.0
  adafactor_multiply_by_parameter_scale: bool = True
  # Tensor2Tensor's L2 term (every optimizer) and adam_w's decoupled decay.
  weight_decay: float = 0.0
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
  # A decoder alone (models.transformer_lm): without inputs (set by the
  # trainer from the problem's has_inputs: a language model), or with
  # Tensor2Tensor's prepend_mode, the inputs prepended to the targets.
  has_inputs: bool = True
  prepend_mode: str = "none"
  # Guided alignment (t2t_dyn's own, not Tensor2Tensor's; see
  # models/guided_alignment.py): 0 trains without it.
  guided_alignment_weight: float = 0.0
  guided_alignment_cost: str = "ce"  # One of GUIDED_ALIGNMENT_COSTS.
  # The supervised cross-attention: a decoder layer (negative: from the
  # end; -2 the penultimate, as Garg et al. 2019) and a head of it.
  guided_alignment_layer: int = -2
  guided_alignment_head: int = 0
  # The Universal Transformer's (models.research.universal_transformer_
  # seq2seq says what each does); pos None: no positions on the embeddings.
  pos: Optional[str] = "timing"
  recurrence_type: str = "basic"
  num_rec_steps: int = 0
  add_position_timing_signal: bool = False
  add_step_timing_signal: bool = False
  step_timing_signal_type: str = "learned"
  act_max_steps: int = 0  # recurrence_type="act": its steps at most.
  act_epsilon: float = 0.01
  act_loss_weight: float = 0.01
  act_halting_bias_init: float = 1.0

  @property
  def encoder_layers(self) -> int:
    return self.num_encoder_layers or self.num_hidden_layers

  @property
  def decoder_layers(self) -> int:
    return self.num_decoder_layers or self.num_hidden_layers

  @property
  def decoder_only(self) -> bool:
    """A decoder alone: a language model, or a prefix language model."""
    return not self.has_inputs or self.prepend_mode != "none"

  @property
  def pre_norm(self) -> bool:
    return self.layer_preprocess_sequence == "n"

  def architecture(self) -> Dict[str, Any]:
    """The fields that shape the model's variables and what it computes at
    inference: a checkpoint fits only a model with the same values."""
    names = ["model", "hidden_size", "num_hidden_layers", "vocab_size",
             "input_vocab_size", "source_factor_sizes",
             "multiply_embedding_mode", "shared_embedding_and_softmax_weights"]
    if self.model == "transformer":
      names = [n for n in names if n != "num_hidden_layers"] + [
          "filter_size", "num_heads", "encoder_layers", "decoder_layers",
          "layer_preprocess_sequence", "layer_postprocess_sequence",
          "norm_epsilon", "has_inputs", "prepend_mode"]
    elif self.model == "universal_transformer":
      names = [n for n in names if n != "num_hidden_layers"] + [
          "filter_size", "num_heads", "layer_preprocess_sequence",
          "layer_postprocess_sequence", "norm_epsilon", "pos",
          "recurrence_type", "num_rec_steps", "add_position_timing_signal",
          "add_step_timing_signal", "step_timing_signal_type"] + [
              "act_max_steps", "act_epsilon"] * (self.recurrence_type == "act")
    elif self.attention_mechanism:
      names += ["attention_mechanism", "attention_layer_size",
                "output_attention", "num_heads"]
    return {name: getattr(self, name) for name in names}


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
  # Tensor2Tensor's preprocessing cuts longer id sequences (EOS included)
  # to these lengths (0: no cut).
  max_input_seq_length: int
  max_target_seq_length: int
  no_effect: Tuple[str, ...]  # "name=value", set away from the default.


class HParamsError(ValueError):
  """An hparams set a model here cannot train as Tensor2Tensor would."""


GUIDED_ALIGNMENT_COSTS = ("ce", "mse")
# Hparams t2t_dyn adds to every set (Tensor2Tensor has none of them), with
# their defaults: `--hparams=guided_alignment_weight=1` parses on any set.
OWN_HPARAMS = {"guided_alignment_weight": 0.0,
               "guided_alignment_cost": "ce",
               "guided_alignment_layer": -2,
               "guided_alignment_head": 0}


def add_own_hparams(hparams: hparam.HParams) -> hparam.HParams:
  """`hparams` with OWN_HPARAMS added where it lacks them (a set may
  define its own values); returns it."""
  for name, value in OWN_HPARAMS.items():
    if name not in hparams:
      hparams.add_hparam(name, value)
  return hparams


def check_guided_alignment(hparams: ModelHParams, source: str = "") -> None:
  """Raises: HParamsError naming each guided_alignment_* value
  `hparams.model` cannot train with (`source`: where the values come from)."""
  weight, layers = hparams.guided_alignment_weight, hparams.decoder_layers
  layer, head = hparams.guided_alignment_layer, hparams.guided_alignment_head
  problems = []
  if weight < 0:
    problems.append(f"guided_alignment_weight={weight!r}: must be >= 0")
  if hparams.guided_alignment_cost not in GUIDED_ALIGNMENT_COSTS:
    problems.append(f"guided_alignment_cost={hparams.guided_alignment_cost!r}"
                    f": unknown cost; supported: "
                    f"{', '.join(map(repr, GUIDED_ALIGNMENT_COSTS))}")
  if weight > 0 and hparams.model != "transformer":
    problems.append(f"guided_alignment_weight={weight!r}: the model "
                    f"{hparams.model} does not support guided alignment "
                    f"(only the transformer's is supervised); set it to 0")
  elif weight > 0:
    if not -layers <= layer < layers:
      problems.append(f"guided_alignment_layer={layer!r}: out of range for "
                      f"{layers} decoder layer{'s' * (layers != 1)} "
                      f"({-layers} to {layers - 1})")
    if not 0 <= head < hparams.num_heads:
      problems.append(f"guided_alignment_head={head!r}: out of range for "
                      f"num_heads={hparams.num_heads} (0 to "
                      f"{hparams.num_heads - 1})")
  if problems:
    raise HParamsError(f"{source or 'hparams'} (--model={hparams.model}):\n"
                       + "\n".join(f"  {p}" for p in problems))


def optimizer_name(value: Any) -> str:
  """Tensor2Tensor's optimizer name in its registry's snake case
  ("Adafactor" -> "adafactor", "TrueAdam" -> "true_adam")."""
  text = str(value)
  return "".join(("_" + c.lower() if c.isupper() and i else c.lower())
                 for i, c in enumerate(text))


def _refusals(values: Dict[str, Any], family, model: str) -> List[str]:
  """Each value of `values` the family does not implement, as a line."""
  problems = []
  missing = sorted(family.required - set(values))
  if missing:
    problems.append(f"{', '.join(missing)}: the model {model} reads "
                    f"{'it' if len(missing) == 1 else 'them'}, and the set "
                    f"does not define {'it' if len(missing) == 1 else 'them'}"
                    f" (sets for {model} start from "
                    f"{family.reference_set}())")
  for name in family.checked_names():
    allowed = family.allowed(name)
    if name in values and values[name] not in allowed:
      why = hparams_families.WHY_NOT.get(
          name, f"not implemented by t2t_dyn's {model}")
      problems.append(f"{name}={values[name]!r}: {why}; supported: "
                      f"{', '.join(map(repr, allowed))}")
  if "optimizer" in values and optimizer_name(
      values["optimizer"]) not in hparams_families.OPTIMIZERS and (
          optimizer_name(values["optimizer"]) not in
          registry.Registries.optimizers):
    problems.append(f"optimizer={values['optimizer']!r}: "
                    f"{hparams_families.WHY_NOT['optimizer']}; supported: "
                    f"{', '.join(hparams_families.OPTIMIZERS)}")
  if family in (hparams_families.TRANSFORMER,
                hparams_families.UNIVERSAL_TRANSFORMER):
    pairs = (values.get("layer_preprocess_sequence", "n"),
             values.get("layer_postprocess_sequence", "da"))
    if pairs not in (("n", "da"), ("none", "dan")):
      problems.append(f"layer_preprocess_sequence={pairs[0]!r} with "
                      f"layer_postprocess_sequence={pairs[1]!r}: supported "
                      f"are 'n' with 'da' (pre-norm) and 'none' with 'dan' "
                      f"(post-norm)")
  for factor in _factors(values.get("learning_rate_schedule", "")):
    if factor not in LEARNING_RATE_FACTORS:
      problems.append(f"learning_rate_schedule: unknown factor {factor!r}; "
                      f"known: {', '.join(LEARNING_RATE_FACTORS)}")
  if values.get("initializer") not in hparams_families.INITIALIZERS:
    problems.append(f"initializer={values.get('initializer')!r}: supported: "
                    f"{', '.join(hparams_families.INITIALIZERS)}")
  accumulate = int(values.get("optimizer_multistep_accumulate_steps") or 0)
  if (optimizer_name(values.get("optimizer")) == "multistep_adam" and
      accumulate < 1):
    problems.append("optimizer='multistep_adam' needs "
                    "optimizer_multistep_accumulate_steps >= 1")
  for name in ("layer_prepostprocess_dropout_broadcast_dims",
               "attention_dropout_broadcast_dims",
               "relu_dropout_broadcast_dims"):
    if name in family.read and not _valid_dims(values.get(name, "")):
      problems.append(f"{name}={values[name]!r}: expected comma-separated "
                      f"dimension numbers, e.g. '0,1'")
  return problems


def _factors(schedule: Any) -> List[str]:
  return [f.strip() for f in str(schedule).split("*") if f.strip()]


def _valid_dims(text: Any) -> bool:
  return all(part.strip().isdigit() for part in str(text or "").split(",")
             if part.strip())


def convert(hparams: hparam.HParams, reference: hparam.HParams,
            source: str, model: str = "transformer") -> ConvertedHParams:
  """`hparams` (a Tensor2Tensor set, overrides applied) as t2t_dyn runs
  `model`; `reference` (the family's reference set) tells which no-effect
  values were changed.

  Raises: HParamsError listing every unsupported value, each with its hparam
  and the values there are (`source` names the set and flags), or naming
  the hparams the model reads and the set lacks; ValueError for a model
  that is not a sequence-to-sequence model here.
  """
  family = hparams_families.family(model)
  values = hparams.values()
  problems = _refusals(values, family, model)
  if problems:
    raise HParamsError(f"{source} (--model={model}):\n" +
                       "\n".join(f"  {p}" for p in problems))
  fields = {}
  for field in dataclasses.fields(ModelHParams):
    name = _T2T_NAMES.get(field.name, field.name)
    if name in values and (name in family.read or family.allowed(name)):
      fields[field.name] = values[name]
  fields["model"] = model
  raw_optimizer = str(values.get("optimizer", "adam"))
  fields["optimizer"] = optimizer_name(raw_optimizer)
  fields["learning_rate_optimizer_correction"] = (
      0.002 if "adam" in raw_optimizer else 1.0)
  accumulate = int(values.get("optimizer_multistep_accumulate_steps") or 0)
  multistep = fields["optimizer"] == "multistep_adam"
  fields["learning_rate_step_divisor"] = float(
      accumulate if accumulate and not multistep else 1)
  if "attention_mechanism" not in family.read:
    fields["attention_mechanism"] = ""
  model_hparams = ModelHParams(**fields)
  batch_size = int(values.get("batch_size", 4096))
  max_length = int(values.get("max_length") or 0) or batch_size
  model_hparams = dataclasses.replace(model_hparams, max_length=max_length)
  check_guided_alignment(model_hparams, source)
  return ConvertedHParams(
      model=model_hparams, batch_size=batch_size, max_length=max_length,
      min_length_bucket=int(values.get("min_length_bucket", 8)),
      length_bucket_step=float(values.get("length_bucket_step", 1.1)),
      grad_accum=max(accumulate, 1) if multistep else 1,
      packed_length=max_length if values.get("pack_dataset") else 0,
      mixed_precision=bool(values.get("gpu_automatic_mixed_precision") or
                           values.get("activation_dtype") == "float16"),
      initial_loss_scale=float(values.get(
          "mixed_precision_optimizer_init_loss_scale", 2 ** 15)),
      max_input_seq_length=int(values.get("max_input_seq_length") or 0),
      max_target_seq_length=int(values.get("max_target_seq_length") or 0),
      no_effect=_changed_no_effect(values, reference.values(), family))


# ModelHParams field -> Tensor2Tensor's name, where they differ.
_T2T_NAMES = {"adam_beta1": "optimizer_adam_beta1",
              "adam_beta2": "optimizer_adam_beta2",
              "adam_epsilon": "optimizer_adam_epsilon",
              **{f"adafactor_{n}": f"optimizer_adafactor_{n}" for n in (
                  "beta1", "beta2", "factored", "decay_type",
                  "memory_exponent", "clipping_threshold",
                  "multiply_by_parameter_scale")}}


def _changed_no_effect(values: Dict[str, Any], reference: Dict[str, Any],
                       family) -> Tuple[str, ...]:
  changed: List[str] = []
  for name in sorted(values):
    if name in family.read or family.allowed(name):
      continue
    if name not in reference or values[name] != reference[name]:
      changed.append(f"{name}={values[name]!r}")
  return tuple(changed)


def t2t_values(hparams: ModelHParams) -> Dict[str, Any]:
  """The Tensor2Tensor hparams a ModelHParams holds, by their names (what
  a run saved before hparams.json kept the set's values)."""
  read = hparams_families.family(hparams.model).read
  values = {}
  for field in dataclasses.fields(ModelHParams):
    name = _T2T_NAMES.get(field.name, field.name)
    if name in read:
      values[name] = getattr(hparams, field.name)
  return values


def reference_set(model: str) -> hparam.HParams:
  """The reference set of `model`'s family (Tensor2Tensor's base set of
  it). Raises: ValueError for a model that is not one here."""
  return add_own_hparams(
      registry.hparams(hparams_families.family(model).reference_set))


def from_set(hparams_set: str, overrides: str = "", train_steps: int = 0,
             model: str = "transformer") -> ConvertedHParams:
  """The registered set `hparams_set` with Tensor2Tensor's --hparams
  `overrides` applied, converted for `model` (train_steps for the
  schedules that decay to it). Raises: RegistryError listing the sets,
  ValueError for a bad override, HParamsError."""
  reference = reference_set(model)
  hparams = registry.hparams(hparams_set)
  if not isinstance(hparams, hparam.HParams):
    raise HParamsError(f"hparams set {hparams_set!r} returned "
                       f"{type(hparams).__name__}, not HParams")
  add_own_hparams(hparams).parse(overrides)
  return from_hparams(hparams, f"--hparams_set={hparams_set}" + (
      f" --hparams={overrides}" if overrides else ""), train_steps, model,
                      reference)


def from_hparams(hparams: hparam.HParams, source: str, train_steps: int = 0,
                 model: str = "transformer",
                 reference=None) -> ConvertedHParams:
  """Tensor2Tensor HParams (a set with its overrides, or what a run saved)
  converted for `model`, train_steps set. Raises: as convert."""
  converted = convert(hparams, reference or reference_set(model), source,
                      model)
  return dataclasses.replace(converted, model=dataclasses.replace(
      converted.model, train_steps=train_steps))
