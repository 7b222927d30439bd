"""The modalities a T2TModel (utils.t2t_model) computes: Tensor2Tensor's
symbol and class_label bottoms, tops and losses, in its feature layouts.

Symbol: ids [B,T,1,1] embed to [B,T,1,H] (times sqrt(H) in sqrt_depth
mode, PAD zero); the top gives logits [B,T,1,1,V]. class_label: the top
averages the body's output over positions and gives [B,1,1,V]. The loss is
Tensor2Tensor's padded cross entropy (label-smoothed; PAD weighs 0 except
for the weights-all modalities; logits and labels padded to one length).
Several target features ("targets", "targets_A", ...: Tensor2Tensor's
names with "target" in them) each get their own embedding and top.
"""

from typing import Any, Dict, List, Mapping, Optional, Tuple

import keras
import tensorflow as tf

from t2t_dyn.models import seq2seq

SYMBOL = ("symbol", "symbol_weights_all", "symbol_one_hot", "identity_symbol")
CLASS_LABEL = ("class_label", "one_hot_class_label")
# Losses weigh every position, PAD included (Tensor2Tensor's weights_all).
WEIGHTS_ALL = ("symbol_weights_all",) + CLASS_LABEL


def modality_name(modality: Any) -> str:
  """A modality as Tensor2Tensor's ModalityType string."""
  return str(getattr(modality, "name", modality)).lower()


def as_ids(x) -> tf.Tensor:
  """Ids [B,T,1,1] (Tensor2Tensor's layout) or [B,T] -> int32 [B,T,1]."""
  x = tf.cast(x, tf.int32)
  if x.shape.rank == 4:
    x = tf.squeeze(x, 3)
  elif x.shape.rank == 2:
    x = x[:, :, None]
  return x


def target_features(modalities: Mapping[str, str]) -> List[str]:
  """Tensor2Tensor's target features: the names with "target" in them but
  targets_segmentation and targets_position (packing's)."""
  return sorted(k for k in modalities if "target" in k and
                k not in ("targets_segmentation", "targets_position"))


def top_role(feature: str, kind: str) -> str:
  """The make_weights role of a target feature's top: "softmax" or
  "class_label_top", suffixed "_<feature>" for another than "targets"."""
  role = "softmax" if kind in SYMBOL else "class_label_top"
  return role if feature == "targets" else f"{role}_{feature}"


def make_weights(hparams, modalities: Mapping[str, str],
                 sizes: Mapping[str, Optional[int]]) -> Dict[str, Any]:
  """{role: layer}: "inputs"/"targets" embeddings and the "softmax" (one
  matrix for all three with shared_embedding_and_softmax_weights; inputs
  and targets one with shared_embedding), or "class_label_top" (Dense);
  each other target feature its own embedding and top_role. Features of
  other modalities, or without a vocab size, get none."""
  hidden = hparams.get("hidden_size")
  if not hidden:
    return {}
  sqrt = hparams.get("multiply_embedding_mode", "sqrt_depth") == "sqrt_depth"
  shared = bool(hparams.get("shared_embedding_and_softmax_weights"))
  made: Dict[str, Any] = {}
  for feature in ("inputs", "targets"):
    kind, size = modalities.get(feature), sizes.get(feature)
    if kind not in SYMBOL + CLASS_LABEL or not size:
      continue
    if shared and "shared" in made:
      made[feature] = made["shared"]
    elif (feature == "targets" and "inputs" in made and
          hparams.get("shared_embedding")):
      made[feature] = made["inputs"]
    else:
      made[feature] = seq2seq.SharedEmbedding(
          size, hidden, sqrt, name="shared" if shared else f"{feature}_emb")
      if shared:
        made["shared"] = made[feature]
  target, size = modalities.get("targets"), sizes.get("targets")
  if target in SYMBOL and size:
    made["softmax"] = made["shared"] if "shared" in made else (
        seq2seq.SharedEmbedding(size, hidden, False, name="softmax"))
  elif target in CLASS_LABEL and size:
    made["class_label_top"] = keras.layers.Dense(size, name="class_label")
  made.pop("shared", None)
  for feature in target_features(modalities):
    kind, size = modalities[feature], sizes.get(feature)
    if feature == "targets" or not size:
      continue
    if kind in SYMBOL:
      made[feature] = seq2seq.SharedEmbedding(size, hidden, sqrt,
                                              name=f"{feature}_emb")
      made[top_role(feature, kind)] = made[feature] if shared else (
          seq2seq.SharedEmbedding(size, hidden, False,
                                  name=f"softmax_{feature}"))
    elif kind in CLASS_LABEL:
      made[top_role(feature, kind)] = keras.layers.Dense(
          size, name=f"class_label_{feature}")
  return made


def padded_cross_entropy(logits, labels, label_smoothing: float, kind: str,
                         weights=None) -> Tuple[tf.Tensor, tf.Tensor]:
  """(sum of weighted losses, sum of weights) of logits [B,T,...,V] for
  labels [B,T',...] of modality `kind`, times explicit `weights` [B,T]
  (broadcast along minor dimensions) when given."""
  logits, labels = pad_to_same_length(logits, tf.cast(labels, tf.int32))
  labels = tf.reshape(labels, tf.shape(logits)[:-1])
  xent = seq2seq.smoothed_cross_entropy(logits, labels, label_smoothing)
  mask = (tf.ones_like(xent) if kind in WEIGHTS_ALL else
          tf.cast(tf.not_equal(labels, 0), tf.float32))
  if weights is not None:
    weights = tf.cast(weights, tf.float32)
    while weights.shape.rank < mask.shape.rank:
      weights = weights[..., None]
    mask *= weights
  return tf.reduce_sum(xent * mask), tf.reduce_sum(mask)


def pad_to_same_length(logits, labels):
  """Logits [B,T,...,V] and labels [B,T',...] padded with zeros (PAD) along
  the length to the longer of T and T' (Tensor2Tensor's pad_with_zeros)."""
  if labels.shape.rank == 2 and logits.shape.rank > 3:
    labels = tf.reshape(labels, tf.concat(
        [tf.shape(labels), tf.ones([logits.shape.rank - 3], tf.int32)], 0))
  length = tf.maximum(tf.shape(logits)[1], tf.shape(labels)[1])

  def pad(x):
    paddings = tf.scatter_nd([[1, 1]], [length - tf.shape(x)[1]],
                             [x.shape.rank, 2])
    return tf.pad(x, paddings)

  return pad(logits), pad(labels)
