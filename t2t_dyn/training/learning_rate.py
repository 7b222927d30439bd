"""Tensor2Tensor's learning-rate schedules, as a Keras schedule.

`learning_rate_schedule` is a product of named factors evaluated at the
optimizer's update count (0 at the first update, as Tensor2Tensor's global
step): transformer_base's "constant*linear_warmup*rsqrt_decay*
rsqrt_hidden_size" is learning_rate_constant * min(1, step / warmup) *
max(step, warmup)^-0.5 * hidden_size^-0.5. "legacy" is the schedule of
transformer_base_v1: learning_rate * c * 5000 * hidden^-0.5 *
min((step + 1) * warmup^-1.5, (step + 1)^-0.5) with the "noam" decay
scheme; with "none", "exp" or "sqrt", learning_rate * c times an
exponential warmup (0.01^((warmup - step) / warmup)) before `warmup` and the
scheme's decay after it; c is Tensor2Tensor's correction for Adam (0.002
when the optimizer's name contains "adam", else 1). As in Tensor2Tensor,
the step is divided by optimizer_multistep_accumulate_steps when that is
set and the optimizer does not accumulate (model_hparams).
"""

import dataclasses
import math
from typing import Dict

import keras
import tensorflow as tf

from t2t_dyn.hparams.hparams_families import LEARNING_RATE_FACTORS
from t2t_dyn.hparams.model_hparams import ModelHParams

_SCHEDULE_FIELDS = (
    "learning_rate_schedule", "learning_rate_constant",
    "learning_rate_warmup_steps", "learning_rate", "learning_rate_decay_scheme",
    "learning_rate_decay_steps", "learning_rate_decay_rate",
    "learning_rate_decay_staircase", "hidden_size", "train_steps",
    "learning_rate_optimizer_correction", "learning_rate_step_divisor")


@keras.saving.register_keras_serializable(package="t2t_dyn")
class LearningRateSchedule(keras.optimizers.schedules.LearningRateSchedule):
  """The product of the schedule's factors at an update count; see the
  module docstring. Raises at construction: ValueError for an unknown
  factor or a schedule that needs train_steps without it."""

  def __init__(self, **settings):
    self.settings = {name: settings[name] for name in _SCHEDULE_FIELDS}
    self.factors = [f.strip() for f in
                    self.settings["learning_rate_schedule"].split("*")
                    if f.strip()]
    for factor in self.factors:
      if factor not in LEARNING_RATE_FACTORS:
        raise ValueError(f"learning_rate_schedule: unknown factor "
                         f"{factor!r}; known: "
                         f"{', '.join(LEARNING_RATE_FACTORS)}")
    train_steps = self.settings["train_steps"]
    if "linear_decay" in self.factors and train_steps <= 0:
      raise ValueError("learning_rate_schedule factor linear_decay needs "
                       "train_steps")
    if ("single_cycle_cos_decay" in self.factors and
        train_steps <= self.settings["learning_rate_warmup_steps"]):
      raise ValueError(f"learning_rate_schedule factor "
                       f"single_cycle_cos_decay needs train_steps "
                       f"({train_steps}) beyond the warmup")

  @classmethod
  def from_hparams(cls, hparams: ModelHParams) -> "LearningRateSchedule":
    values = dataclasses.asdict(hparams)
    return cls(**{name: values[name] for name in _SCHEDULE_FIELDS})

  def __call__(self, step):
    step = tf.cast(step, tf.float32) / float(
        self.settings["learning_rate_step_divisor"])
    rate = tf.constant(1.0)
    for factor in self.factors:
      rate *= self._factor(factor, step)
    return rate

  def _factor(self, name: str, step):
    s = self.settings
    warmup = float(s["learning_rate_warmup_steps"])
    decay_steps = float(s["learning_rate_decay_steps"])
    if name == "constant":
      return tf.constant(float(s["learning_rate_constant"]))
    if name == "linear_warmup":
      return tf.minimum(1.0, step / warmup)
    if name == "linear_decay":
      return tf.clip_by_value((s["train_steps"] - step) / decay_steps, 0.0,
                              1.0)
    if name == "cosdecay":
      in_warmup = tf.cast(step <= warmup, tf.float32)
      decayed = 0.5 * (1.0 + tf.cos(math.pi * step / decay_steps))
      return in_warmup + (1.0 - in_warmup) * decayed
    if name in ("single_cycle_cos_decay", "multi_cycle_cos_decay"):
      cycle = (float(s["train_steps"]) - warmup
               if name == "single_cycle_cos_decay" else decay_steps)
      since_warmup = tf.maximum(step, warmup) - warmup
      return tf.cos(since_warmup * math.pi / cycle) / 2.0 + 0.5
    if name == "rsqrt_decay":
      return tf.math.rsqrt(tf.maximum(step, warmup))
    if name == "rsqrt_normalized_decay":
      return math.sqrt(warmup) * tf.math.rsqrt(tf.maximum(step, warmup))
    if name == "exp_decay":
      progress = tf.maximum((step - warmup) / decay_steps, 0.0)
      if s["learning_rate_decay_staircase"]:
        progress = tf.floor(progress)
      return tf.pow(float(s["learning_rate_decay_rate"]), progress)
    if name == "rsqrt_hidden_size":
      return tf.constant(float(s["hidden_size"]) ** -0.5)
    return self._legacy(step, warmup)

  def _legacy(self, step, warmup: float):
    s = self.settings
    scheme = s["learning_rate_decay_scheme"]
    if scheme == "noam":
      rate = 5000.0 * float(s["hidden_size"]) ** -0.5 * tf.minimum(
          (step + 1.0) * warmup ** -1.5, (step + 1.0) ** -0.5)
    else:
      if scheme == "exp":
        progress = (step - warmup) / float(s["learning_rate_decay_steps"])
        if s["learning_rate_decay_staircase"]:
          progress = tf.floor(progress)
        decay = tf.pow(float(s["learning_rate_decay_rate"]), progress)
      elif scheme == "sqrt":
        decay = 500.0 / tf.sqrt(tf.maximum(step - warmup, 1.0))
      else:
        decay = tf.constant(1.0)
      rate = decay
      if warmup:
        rate = tf.where(step < warmup,
                        tf.exp(math.log(0.01) / warmup) ** (warmup - step),
                        decay)
    return (rate * float(s["learning_rate_optimizer_correction"]) *
            float(s["learning_rate"]))

  def get_config(self) -> Dict[str, object]:
    return dict(self.settings)
