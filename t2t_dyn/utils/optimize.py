"""The optimizer Tensor2Tensor's Transformer trains with: Adam with the
hparams' betas and epsilon, the learning-rate schedule, and gradients
clipped to clip_grad_norm (global norm; 0: no clipping)."""

import keras

from t2t_dyn.models.model_hparams import ModelHParams
from t2t_dyn.utils import learning_rate


def make_optimizer(hparams: ModelHParams) -> keras.optimizers.Adam:
  """Adam over the schedule. Under mixed_float16 the caller wraps it in
  LossScaleOptimizer."""
  return keras.optimizers.Adam(
      learning_rate=learning_rate.LearningRateSchedule.from_hparams(hparams),
      beta_1=hparams.adam_beta1, beta_2=hparams.adam_beta2,
      epsilon=hparams.adam_epsilon,
      global_clipnorm=hparams.clip_grad_norm or None)
