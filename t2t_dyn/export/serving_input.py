"""Tensor2Tensor's `Problem.serving_input_fn`: the serving inputs its
Estimator export built, serialized tf.Example strings in, the model's
features out.

TensorFlow 2 has no Estimator, so `ServingInputReceiver` here is a plain
record with the fields user code reads (`features`, `receiver_tensors`).
It is built in a TF1 graph, as the Estimator called it: it needs a
placeholder to feed. The SavedModel dyn-exporter writes
(export.saved_model, signature "serving_default") takes the same input
and is what serves a trained model here.
"""

import dataclasses
from typing import Any, Dict, Optional

import tensorflow as tf

# What Tensor2Tensor's ServingInputReceiver named a lone receiver tensor.
RECEIVER_NAME = "input"


@dataclasses.dataclass
class ServingInputReceiver:
  """Tensor2Tensor's (tf.estimator.export's) serving receiver: the model's
  features and the tensors a client feeds."""
  features: Dict[str, tf.Tensor]
  receiver_tensors: Dict[str, tf.Tensor]
  receiver_tensors_alternatives: Optional[Dict[str, Any]] = None


def serving_input_receiver(hparams, batch_size: int = 1,
                           use_tpu: bool = False,
                           has_inputs: bool = True) -> ServingInputReceiver:
  """Serialized tf.Examples (a string placeholder [B], receiver "input")
  -> features "inputs" and "targets" int32 [B, L, 1, 1] (targets dropped
  when the problem has inputs) and "batch_prediction_key" [B, 1].

  As in Tensor2Tensor: inputs are cut to hparams.max_input_seq_length (when
  > 0); with `use_tpu`, each feature is padded to a fixed length
  (hparams.max_length, or the smaller max_*_seq_length) and the batch to a
  multiple of `batch_size`. Raises: RuntimeError in eager mode (a
  placeholder needs a graph); at run time, InvalidArgumentError for an
  example longer than the fixed length.
  """
  if tf.executing_eagerly():
    raise RuntimeError(
        "serving_input_fn builds Tensor2Tensor's TF1 serving inputs and "
        "needs graph mode (inside tf.Graph().as_default()); to serve a "
        "trained model, export it with dyn-exporter: its SavedModel's "
        "'serving_default' signature takes the same serialized tf.Examples")
  serialized = tf.compat.v1.placeholder(tf.string, shape=[None],
                                        name="serialized_example")
  parsed = tf.io.parse_example(serialized, {
      "inputs": tf.io.VarLenFeature(tf.int64),
      "targets": tf.io.VarLenFeature(tf.int64),
      "batch_prediction_key": tf.io.FixedLenFeature([1], tf.int64, 0)})
  features = {name: tf.cast(tf.sparse.to_dense(parsed[name]), tf.int32)
              for name in ("inputs", "targets")}
  features["batch_prediction_key"] = tf.cast(
      parsed["batch_prediction_key"], tf.int32)
  max_input = _positive(hparams, "max_input_seq_length")
  if max_input:
    features["inputs"] = features["inputs"][:, :max_input]
  if use_tpu:
    max_length = hparams.max_length
    lengths = {"inputs": min(max_input or max_length, max_length),
               "targets": min(_positive(hparams, "max_target_seq_length") or
                              max_length, max_length)}
    for name, length in lengths.items():
      features[name] = _padded_to(features[name], length, name)
    features = _batch_padded(features, batch_size)
  for name in ("inputs", "targets"):  # Tensor2Tensor's [B, L, 1, 1].
    features[name] = features[name][:, :, tf.newaxis, tf.newaxis]
  if has_inputs:
    features.pop("targets")
  return ServingInputReceiver(features=features,
                              receiver_tensors={RECEIVER_NAME: serialized})


def _positive(hparams, name: str) -> int:
  value = getattr(hparams, name, 0) or 0
  return value if value > 0 else 0


def _padded_to(ids: tf.Tensor, length: int, name: str) -> tf.Tensor:
  """[B, n] -> [B, length]; n > length fails, naming the feature."""
  check = tf.debugging.assert_less_equal(
      tf.shape(ids)[1], length,
      message=f"serving input: {name} longer than {length} ids")
  with tf.control_dependencies([check]):
    padded = tf.pad(ids, [[0, 0], [0, length - tf.shape(ids)[1]]])
  return tf.ensure_shape(padded, [None, length])


def _batch_padded(features: Dict[str, tf.Tensor],
                  multiple: int) -> Dict[str, tf.Tensor]:
  """Every feature's batch padded with zero rows to a multiple of
  `multiple` (Tensor2Tensor's data_reader.pad_batch)."""
  size = tf.shape(features["inputs"])[0]
  extra = (multiple - size % multiple) % multiple
  return {name: tf.pad(value, [[0, extra]] + [[0, 0]] * (value.shape.rank - 1))
          for name, value in features.items()}
