"""Tensor2Tensor's model base class `T2TModel`, as a Keras layer.

`Model(hparams, mode="train", problem_hparams=None)`: a subclass overrides
`body(features)` (and may override `bottom`, `top`, `loss`); calling the
model runs bottom -> body -> top -> loss and returns `(logits, losses)`
with `losses["training"]` the scalar training loss, as Tensor2Tensor's
`T2TModel.call` does. Registered with `@registry.register_model` it gets
REGISTERED_NAME and that name. It trains in TensorFlow 2 code of the user's
(a GradientTape over `losses["training"]`); dyn-trainer trains its own
sequence-to-sequence models and refuses T2TModel subclasses, naming them
(hparams.hparams_families.family).

The modalities bottom and top read are Tensor2Tensor's symbol and
class_label ones (models.t2t_modalities); a feature of another modality needs the subclass's own bottom/top, or
hparams.bottom/top/loss functions as in Tensor2Tensor. Tensor2Tensor's
Estimator and TPU paths (estimator_model_fn, optimize, sharding) are
refused, naming what to use.
"""

import logging
from typing import Any, Dict, Optional, Tuple

import keras
import tensorflow as tf

from t2t_dyn.foundation import not_provided
from t2t_dyn.foundation import registry
from t2t_dyn.hparams import hparam
from t2t_dyn.models import t2t_modalities
from t2t_dyn.models import t2t_model_inference

# tf.estimator.ModeKeys' values, which Tensor2Tensor's hparams.mode holds.
TRAIN, EVAL, PREDICT = "train", "eval", "infer"
_ESTIMATOR = ("Tensor2Tensor's Estimator/TPU training is not provided: call "
              "the model (logits, losses = model(features)) in a TensorFlow "
              "2 loop, or train a registered sequence-to-sequence model with "
              "dyn-trainer")
_log = logging.getLogger(__name__)


class T2TModel(t2t_model_inference.T2TInference,  # infer and its helpers
               keras.layers.Layer):
  """Tensor2Tensor's model: bottom (modalities) -> body -> top -> loss.

  Subclasses override body(features) -> output or (output, losses); a dict
  of losses with "training" skips top and loss (output is then the
  logits). Inference (infer: greedy and beam decoding) is
  t2t_model_inference's. Raises (construction): nothing for unknown modalities; calling
  bottom/top/loss of one raises NotImplementedError naming those there are.
  """
  REGISTERED_NAME = None  # Set by registry.register_model.

  def __init__(self, hparams, mode=TRAIN, problem_hparams=None,
               data_parallelism=None, decode_hparams=None, **kwargs):
    name = kwargs.pop("name", None) or (self.REGISTERED_NAME or
                                        registry.default_name(type(self)))
    super().__init__(name=name, trainable=mode == TRAIN, **kwargs)
    if not problem_hparams and hasattr(hparams, "problem_hparams"):
      problem_hparams = hparams.problem_hparams
    self._problem_hparams = problem_hparams
    hparams = _copy(hparams)
    inputs, targets = (self._vocab_sizes().get(k) for k in ("inputs",
                                                             "targets"))
    if (hparams.get("shared_embedding_and_softmax_weights") and
        None not in (inputs, targets) and inputs != targets):
      # As in Tensor2Tensor: different vocabularies cannot share a matrix.
      _log.info("Unsetting shared_embedding_and_softmax_weights.")
      hparams.shared_embedding_and_softmax_weights = 0
    self._original_hparams = hparams
    self.set_mode(mode)
    self._decode_hparams = _copy(decode_hparams or hparam.HParams())
    if data_parallelism is not None:
      raise NotImplementedError(f"data_parallelism: {_ESTIMATOR}")
    self._data_parallelism = None
    self._num_datashards = 1
    # Named attributes: TensorFlow's checkpoints track a Keras 3 layer's
    # attributes, not layers inside dicts.
    for role, layer in self._make_modality_weights().items():
      setattr(self, f"modality_{role}", layer)

  # Tensor2Tensor's properties.

  @property
  def hparams(self) -> hparam.HParams:
    return self._hparams

  @property
  def problem_hparams(self):
    return self._problem_hparams

  @property
  def is_training(self) -> bool:
    return self._hparams.mode == TRAIN

  @property
  def is_predicting(self) -> bool:
    return self._hparams.mode == PREDICT

  @property
  def has_input(self) -> bool:
    if self._problem_hparams:
      return "inputs" in self._problem_hparams.modality
    return True

  def set_mode(self, mode: str) -> None:
    """hparams for `mode` (hparams.mode set); outside training every
    dropout and label_smoothing are 0, as in Tensor2Tensor."""
    hparams = _copy(self._original_hparams)
    if "mode" in hparams:
      hparams.set_hparam("mode", mode)
    else:
      hparams.add_hparam("mode", mode)
    if mode != TRAIN:
      for key in hparams.values():
        if key.endswith("dropout") or key == "label_smoothing":
          setattr(hparams, key, 0.0)
    self._hparams = hparams

  # The modalities' variables.

  def _vocab_sizes(self) -> Dict[str, Optional[int]]:
    if not self._problem_hparams:
      return {}
    return dict(getattr(self._problem_hparams, "vocab_size", None) or {})

  def _modalities(self) -> Dict[str, str]:
    if not self._problem_hparams:
      return {}
    return {k: t2t_modalities.modality_name(v) for k, v in
            (self._problem_hparams.modality or {}).items()}

  def _make_modality_weights(self) -> Dict[str, Any]:
    return t2t_modalities.make_weights(self._original_hparams,
                                       self._modalities(), self._vocab_sizes())

  def build(self, input_shape=None):
    """Nothing to build ahead: the layers build at their first call."""
    del input_shape
    self.built = True

  # Tensor2Tensor's call: bottom -> body -> top -> loss.

  def __call__(self, features, *args, **kwargs):
    # Plain values (`"target_space_id": 4`), which Keras refuses: tensors.
    if isinstance(features, dict):
      features = {k: tf.convert_to_tensor(v) if isinstance(
          v, (int, float, list)) else v for k, v in features.items()}
    return super().__call__(features, *args, **kwargs)

  def call(self, features, training=None):
    """features {name: tensor} -> (logits, {loss name: scalar}), as
    Tensor2Tensor's T2TModel.call ("training" the training loss, 0 when
    predicting)."""
    del training  # hparams.mode decides, as in Tensor2Tensor.
    features = dict(features)
    self._fill_problem_hparams_features(features)
    logits, losses = self.model_fn(features)
    return logits, {k: _scalar(v) for k, v in losses.items()}

  def model_fn(self, features) -> Tuple[Any, Dict[str, Any]]:
    transformed = self.bottom(features)
    output, losses = self._normalize_body_output(self.body(transformed))
    if "training" in losses:
      return output, losses  # The body gave the training loss: no top.
    logits = self.top(output, features)
    losses["training"] = 0.0
    if self._hparams.mode not in (PREDICT, "attack"):
      losses["training"] = self.loss(logits, features)
    return logits, losses

  def bottom(self, features):
    """Each feature with a modality through its bottom (the original kept
    as "<name>_raw"); others as they are. Without problem_hparams: the
    features unchanged."""
    if not self._problem_hparams:
      _log.warning("Without a Problem, T2TModel.bottom is a passthrough.")
      return features
    transformed = {}
    overrides = self._hparams.get("bottom") or {}
    for feature, kind in sorted(self._modalities().items()):
      if feature not in features:
        continue
      size = self._vocab_sizes().get(feature)
      if feature in overrides:
        transformed[feature] = overrides[feature](features[feature],
                                                  self._hparams, size)
      else:
        transformed[feature] = self._modality_bottom(feature, kind,
                                                     features[feature])
    for key, value in features.items():
      transformed[key + "_raw" if key in transformed else key] = value
    return transformed

  def _modality_bottom(self, feature: str, kind: str, x):
    if kind in t2t_modalities.SYMBOL:
      return getattr(self, f"modality_{feature}")(t2t_modalities.as_ids(x))
    if kind in t2t_modalities.CLASS_LABEL:
      # Tensor2Tensor's: the body never sees target labels.
      if feature in t2t_modalities.target_features(self._modalities()):
        return tf.zeros([tf.shape(x)[0], 1, 1, self._hparams.hidden_size])
      return getattr(self, f"modality_{feature}")(t2t_modalities.as_ids(x))
    raise self._unsupported(feature, kind, "bottom")

  def body(self, features):
    """The core computation: transformed features -> output, or (output,
    losses). Subclasses override it."""
    raise NotImplementedError("Abstract Method")

  def top(self, body_output, features):
    """Logits of each target (a dict of body outputs gives a dict)."""
    if isinstance(body_output, dict):
      return {k: self._top_single(v, k, features)
              for k, v in body_output.items()}
    return self._top_single(body_output, "targets", features)

  def _top_single(self, body_output, feature: str, features):
    if not self._problem_hparams:
      _log.warning("Without a Problem, T2TModel.top is a passthrough.")
      return body_output
    kind = self._modalities().get(feature)
    overrides = self._hparams.get("top") or {}
    if feature in overrides:
      return overrides[feature](body_output, features.get("targets"),
                                self._hparams,
                                self._vocab_sizes().get(feature))
    if kind in t2t_modalities.SYMBOL + t2t_modalities.CLASS_LABEL:
      top = getattr(self, "modality_" + t2t_modalities.top_role(feature,
                                                                kind))
      if kind in t2t_modalities.SYMBOL and not top.built:
        top.build()  # A softmax of its own, which no bottom called.
    if kind in t2t_modalities.SYMBOL:
      # [..., H] -> [..., 1, V]: Tensor2Tensor's symbol top layout.
      return top.logits(body_output)[..., None, :]
    if kind in t2t_modalities.CLASS_LABEL:
      pooled = tf.reduce_mean(body_output, axis=[1, 2], keepdims=True)
      return top(pooled)
    raise self._unsupported(feature, kind, "top")

  def _loss_single(self, logits, feature_name, feature, weights=None):
    """(loss numerator, denominator) of one target: Tensor2Tensor's padded
    cross entropy (label-smoothed; PAD weighs 0 except for weights-all
    modalities), times `weights` when given, and the loss_multiplier."""
    if not self._problem_hparams:
      _log.warning("T2TModel.loss needs a Problem (problem_hparams).")
      return tf.constant(0.0), tf.constant(1.0)
    kind = self._modalities().get(feature_name)
    overrides = self._hparams.get("loss") or {}
    if feature_name in overrides:
      if weights is not None:
        raise ValueError(f"explicit weights given, and hparams.loss"
                         f"[{feature_name!r}] takes none")
      return overrides[feature_name](logits, feature, self._hparams,
                                     self._vocab_sizes().get(feature_name))
    if kind not in t2t_modalities.SYMBOL + t2t_modalities.CLASS_LABEL:
      raise self._unsupported(feature_name, kind, "loss")
    num, den = t2t_modalities.padded_cross_entropy(
        logits, feature, float(self._hparams.get("label_smoothing", 0.0)),
        kind, weights)
    multiplier = getattr(self._problem_hparams, "loss_multiplier", 1.0)
    return num * multiplier, den

  def loss(self, logits, features):
    """The training loss: (numerator, denominator) of the targets, or for
    a dict of logits the sum of each target's numerator / denominator."""
    if isinstance(logits, dict):
      total = []
      for k, v in logits.items():
        num, den = self._loss_single(v, k, features[k],
                                     weights=features.get(k + "_mask"))
        total.append(num / tf.maximum(den, 1.0))
      return tf.add_n(total)
    return self._loss_single(logits, "targets", features["targets"],
                             weights=features.get("targets_mask"))

  def _normalize_body_output(self, body_out):
    """(output, losses dict): a list of losses becomes their mean's sum
    under "extra", one loss its mean, none 0.0 (Tensor2Tensor's)."""
    if not isinstance(body_out, tuple):
      return body_out, {"extra": 0.0}
    output, losses = body_out
    if isinstance(losses, (list, tuple)):
      losses = {"extra": tf.add_n([tf.reduce_mean(l) for l in losses])}
    elif not isinstance(losses, dict):
      losses = {"extra": tf.reduce_mean(losses)}
    return output, dict(losses)

  def _summarize_losses(self, losses_dict) -> None:
    """A scalar summary per loss under "losses/" (graph mode: the v1
    summaries collection; eager: the default writer, if any)."""
    with tf.name_scope("losses"):
      for name, value in sorted(losses_dict.items()):
        if tf.executing_eagerly():
          tf.summary.scalar(name, value)
        else:
          tf.compat.v1.summary.scalar(name, value)

  def _fill_problem_hparams_features(self, features) -> None:
    """Adds the problem's input/target space ids, as Tensor2Tensor."""
    if not self._problem_hparams:
      return
    for key in ("input_space_id", "target_space_id"):
      value = getattr(self._problem_hparams, key, None)
      if value is not None and key not in features:
        features[key] = tf.constant(int(value), tf.int32)

  def _unsupported(self, feature: str, kind: str, what: str) -> Exception:
    return NotImplementedError(
        f"{self.name}: feature {feature!r} has modality {kind!r}, whose "
        f"{what} t2t_dyn does not provide (provided: "
        f"{', '.join(t2t_modalities.SYMBOL + t2t_modalities.CLASS_LABEL)}); "
        f"override {what}() or set hparams.{what}[{feature!r}]")

  # Tensor2Tensor's Estimator hooks of a model: none here.
  train_hooks = eval_hooks = staticmethod(lambda hook_context: [])


def _refused(name: str):
  def refuse(*args, **kwargs):
    del args, kwargs
    raise NotImplementedError(f"T2TModel.{name}: {_ESTIMATOR}")
  return refuse


# Tensor2Tensor's Estimator and TPU machinery: refused, naming what to use.
for _name in ("optimize", "estimator_spec_train", "estimator_spec_eval",
              "estimator_spec_predict", "estimator_model_fn",
              "make_estimator_model_fn", "initialize_from_ckpt",
              "create_train_host_call", "create_eval_host_call",
              "body_sharded", "model_fn_sharded", "eval_autoregressive",
              "sample", "maybe_scheduled_sampling"):
  setattr(T2TModel, _name, staticmethod(_refused(_name)))


def _copy(hparams) -> hparam.HParams:
  """An independent copy of HParams (Tensor2Tensor's copy_hparams: the
  problem and problem_hparams attributes of add_problem_hparams kept)."""
  if isinstance(hparams, hparam.HParams):
    copied = hparams.copy()
  else:
    copied = hparam.HParams(**dict(hparams.values()))
  for name in ("problem", "problem_hparams"):
    value = getattr(hparams, name, None)
    if value is not None and name not in copied:
      object.__setattr__(copied, name, value)
  return copied


def _scalar(loss):
  """A loss as a scalar: (numerator, denominator) pairs divided, tensors
  averaged (T2T's average_sharded_losses)."""
  if isinstance(loss, tuple):
    num, den = loss
    return num / tf.maximum(tf.cast(den, tf.float32), 1.0)
  if isinstance(loss, (int, float)):
    return loss
  return tf.reduce_mean(loss)


__getattr__ = not_provided.refuse_missing(
    "tensor2tensor.utils.t2t_model",
    "of Tensor2Tensor's module only the T2TModel class is provided (its "
    "Estimator, TPU and summary helpers are TF1 machinery)")
