"""The optimizer a set names, over its learning-rate schedule, with
gradients clipped to clip_grad_norm first (global norm; 0: no clipping),
as Tensor2Tensor's optimize_loss clips them.

`adam`, `true_adam` and `multistep_adam` are Adam with the hparams' betas
and epsilon (multistep_adam's accumulation is the trainer's grad_accum);
Tensor2Tensor's `adam` is LazyAdam, which differs from Adam only on sparse
gradients (embedding rows not in a batch keep their moments there; here
every row's moments decay). `adafactor` is Tensor2Tensor's Adafactor
(utils.adafactor) with its optimizer_adafactor_* hparams.
"""

import keras

from t2t_dyn.models.model_hparams import ModelHParams
from t2t_dyn.utils import adafactor
from t2t_dyn.training import learning_rate


def make_optimizer(hparams: ModelHParams) -> keras.optimizers.Optimizer:
  """The optimizer of hparams.optimizer (a name model_hparams accepted)
  over the schedule. Under mixed_float16 the caller wraps it in
  LossScaleOptimizer. Raises: ValueError for another name."""
  schedule = learning_rate.LearningRateSchedule.from_hparams(hparams)
  clip = hparams.clip_grad_norm or None
  if hparams.optimizer in ("adam", "true_adam", "multistep_adam"):
    return keras.optimizers.Adam(
        learning_rate=schedule, beta_1=hparams.adam_beta1,
        beta_2=hparams.adam_beta2, epsilon=hparams.adam_epsilon,
        global_clipnorm=clip)
  if hparams.optimizer == "adafactor":
    return adafactor.AdafactorOptimizer.from_hparams(
        schedule, decay_type=hparams.adafactor_decay_type,
        beta1=hparams.adafactor_beta1, beta2=hparams.adafactor_beta2,
        memory_exponent=hparams.adafactor_memory_exponent,
        clipping_threshold=hparams.adafactor_clipping_threshold,
        factored=hparams.adafactor_factored,
        multiply_by_parameter_scale=(
            hparams.adafactor_multiply_by_parameter_scale),
        global_clipnorm=clip)
  raise ValueError(f"optimizer {hparams.optimizer!r} is not implemented "
                   f"here; see models.hparams_families.OPTIMIZERS")
