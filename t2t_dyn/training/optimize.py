"""The optimizer a set names, over its learning-rate schedule, with
gradients clipped to clip_grad_norm first (global norm; 0: no clipping),
as Tensor2Tensor's optimize_loss clips them.

`adam`, `true_adam` and `multistep_adam` are Adam with the hparams' betas
and epsilon (multistep_adam's accumulation is the trainer's grad_accum);
Tensor2Tensor's `adam` is LazyAdam, which differs from Adam only on sparse
gradients (embedding rows not in a batch keep their moments there; here
every row's moments decay). `adam_w` is Tensor2Tensor's (contrib's
AdamWOptimizer): Adam, each variable first decayed by weight_decay times
itself (not scaled by the learning rate). `adafactor` is Tensor2Tensor's
Adafactor (utils.adafactor) with its optimizer_adafactor_* hparams. Any
other name a usr dir registered (`@registry.register_optimizer`, a
function of (learning_rate, hparams)) is called with the schedule and the
set's Tensor2Tensor values, and must return a Keras optimizer.

With weight_decay, every optimizer's gradients also get Tensor2Tensor's L2
term (weight_decay * sum of l2_loss over the variables, biases excepted,
added to its loss) before clipping; the logged loss is without it.
"""

import functools

import keras

from t2t_dyn.foundation import registry
from t2t_dyn.hparams import hparam
from t2t_dyn.hparams import model_hparams
from t2t_dyn.hparams.model_hparams import ModelHParams
from t2t_dyn.training import learning_rate
from t2t_dyn.utils import adafactor

ADAM = ("adam", "true_adam", "multistep_adam")


def make_optimizer(hparams: ModelHParams) -> keras.optimizers.Optimizer:
  """The optimizer of hparams.optimizer (a name model_hparams accepted)
  over the schedule. Under mixed_float16 the caller wraps it in
  LossScaleOptimizer. Raises: ValueError for a name neither built in nor
  registered; TypeError when a registered one returns no Keras optimizer."""
  schedule = learning_rate.LearningRateSchedule.from_hparams(hparams)
  clip = hparams.clip_grad_norm or None
  name, decay = hparams.optimizer, hparams.weight_decay
  if name in ADAM + ("adam_w",):
    cls = AdamW if name == "adam_w" else keras.optimizers.Adam
    extra = {"weight_decay": decay or None} if name == "adam_w" else {}
    optimizer = _with_l2(cls, decay)(
        learning_rate=schedule, beta_1=hparams.adam_beta1,
        beta_2=hparams.adam_beta2, epsilon=hparams.adam_epsilon,
        global_clipnorm=clip, **extra)
  elif name == "adafactor":
    optimizer = _with_l2(adafactor.AdafactorOptimizer, decay).from_hparams(
        schedule, decay_type=hparams.adafactor_decay_type,
        beta1=hparams.adafactor_beta1, beta2=hparams.adafactor_beta2,
        memory_exponent=hparams.adafactor_memory_exponent,
        clipping_threshold=hparams.adafactor_clipping_threshold,
        factored=hparams.adafactor_factored,
        multiply_by_parameter_scale=(
            hparams.adafactor_multiply_by_parameter_scale),
        global_clipnorm=clip)
  elif name in registry.Registries.optimizers:
    optimizer = _registered(name, schedule, hparams)
  else:
    raise ValueError(f"optimizer {name!r} is not implemented here; see "
                     f"hparams.hparams_families.OPTIMIZERS")
  optimizer.l2_weight_decay = decay
  return optimizer


def _registered(name: str, schedule, hparams: ModelHParams):
  """A usr dir's registered optimizer, given the set's Tensor2Tensor
  values; clip_grad_norm applies as for the built-in ones."""
  optimizer = registry.optimizer(name)(
      schedule, hparam.HParams(**model_hparams.t2t_values(hparams)))
  if not isinstance(optimizer, keras.optimizers.Optimizer):
    raise TypeError(
        f"the registered optimizer {name!r} returned "
        f"{type(optimizer).__name__}; dyn-trainer needs a Keras optimizer "
        f"(keras.optimizers.Optimizer), not a TensorFlow 1 tf.train one")
  if hparams.weight_decay:
    optimizer.__class__ = _with_l2(type(optimizer), hparams.weight_decay)
  if hparams.clip_grad_norm and not (optimizer.clipnorm or
                                     optimizer.global_clipnorm or
                                     optimizer.clipvalue):
    optimizer.global_clipnorm = hparams.clip_grad_norm
  return optimizer


class AdamW(keras.optimizers.Adam):
  """Tensor2Tensor's adam_w (contrib's AdamWOptimizer): before each update
  every variable v becomes v - weight_decay * v (Keras' AdamW also scales
  the decay by the learning rate)."""

  def _apply_weight_decay(self, variables):
    if not self.weight_decay:
      return
    for variable in variables:
      decay = keras.ops.cast(self.weight_decay, variable.dtype)
      variable.assign(variable - variable * decay)


class _L2Term:
  """Adds weight_decay * v to the gradient of each variable v but biases
  (rank 1, named bias or beta): the gradient of Tensor2Tensor's
  weight_decay * l2_loss term, before clipping as in Tensor2Tensor."""
  l2_weight_decay = 0.0

  def apply(self, grads, trainable_variables=None):
    variables = (self._trainable_variables if trainable_variables is None
                 else trainable_variables)
    grads = [g if g is None or not _decays(v) else
             g + keras.ops.cast(self.l2_weight_decay, g.dtype) *
             keras.ops.cast(v, g.dtype) for g, v in zip(grads, variables)]
    return super().apply(grads, trainable_variables)


def _decays(variable) -> bool:
  """Tensor2Tensor's weight decay skips biases (its layer norm's bias too,
  Keras' beta)."""
  name = variable.path.rsplit("/", 1)[-1]
  return not (len(variable.shape) == 1 and name in ("bias", "beta"))


@functools.lru_cache(maxsize=None)
def _l2_class(cls):
  return type(f"{cls.__name__}WithL2", (_L2Term, cls), {})


def _with_l2(cls, weight_decay: float):
  """`cls`, or with weight_decay its subclass adding the L2 term."""
  return _l2_class(cls) if weight_decay else cls
