"""The training batches on their way to the model: their signature (one
trace for every batch shape), their split among a host's replicas and the
prefetch to the accelerator."""

from typing import Callable, Dict, Optional

import tensorflow as tf


# A batch's features about the stream rather than the examples: every
# replica's part of a batch carries them whole.
BOOKKEEPING = ("position", "step", "mix_weights")


def batch_signature(packed: bool, n_factors: int, alignment: bool = False
                    ) -> Dict[str, tf.TensorSpec]:
  """The model's features of a training batch (see WindowBatcher.arrays),
  every dimension free: one trace serves every batch shape; `alignment`:
  with the word links "alignment" [B, K, 2] and the word ids of both
  sides, "inputs_words" and "targets_words" (models.guided_alignment)."""
  ids = tf.TensorSpec([None, None], tf.int32)
  signature = {"inputs": ids, "targets": ids}
  if packed:
    signature.update({f"{feature}_{part}": ids
                      for feature in ("inputs", "targets")
                      for part in ("segmentation", "position")})
    signature["targets_task_id"] = ids
  else:
    signature["task_id"] = tf.TensorSpec([None], tf.int32)
  if n_factors:
    signature["input_factors"] = tf.TensorSpec([None, None, n_factors],
                                               tf.int32)
  if alignment:
    signature["alignment"] = tf.TensorSpec([None, None, 2], tf.int32)
    signature["inputs_words"] = signature["targets_words"] = ids
  return signature


def distribute(make_dataset: Callable[[], tf.data.Dataset],
               strategy: tf.distribute.Strategy, local_replicas: int):
  """The training batches of this host (`make_dataset()`: TrainPipeline's
  dataset) for a strategy with several replicas: each batch is split by
  rows among the host's `local_replicas`, every part keeping the batch's
  BOOKKEEPING, so an update takes one batch per host (per worker)."""

  def parts(batch):
    rows = tf.shape(batch["inputs"], out_type=tf.int64)[0]

    def part(j):
      start, end = j * rows // local_replicas, (j + 1) * rows // local_replicas
      return {key: value if key in BOOKKEEPING else value[start:end]
              for key, value in batch.items()}

    return tf.data.Dataset.range(local_replicas).map(part)

  return strategy.distribute_datasets_from_function(
      lambda context: make_dataset().flat_map(
          tf.autograph.experimental.do_not_convert(parts)))


def device_prefetch(dataset: tf.data.Dataset,
                    strategy: Optional[tf.distribute.Strategy] = None):
  """Last step: batches go to the accelerator ahead of use.

  With a strategy, its distributed dataset does the transfer; on one GPU,
  prefetch_to_device; on a CPU-only machine the dataset is returned as is.
  """
  if strategy is not None and strategy.num_replicas_in_sync > 1:
    return strategy.experimental_distribute_dataset(dataset)
  gpus = tf.config.list_logical_devices("GPU")
  if not gpus:
    return dataset
  return dataset.apply(tf.data.experimental.prefetch_to_device(gpus[0].name))
