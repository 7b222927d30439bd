"""Tensor2Tensor's batching of a problem's examples (utils.data_reader).

What Tensor2Tensor's Estimator input did with Problem.dataset's one pass of
examples: int ids cast to int32, batches bucketed by length
(batching_scheme: its boundaries and batch sizes), shapes standardized to
[batch, length, 1, 1], repeated in training. dyn-trainer does not read
this: its batches are Problem.batched_dataset's (docs/pipeline.md). The
TPU input path (fixed shapes from params["batch_size"]) and target
chunking (split_targets_chunk_length) are refused, named.
"""

import functools
import glob
import multiprocessing
import random
from typing import Any, Dict, List, Optional

import tensorflow as tf

from t2t_dyn.batches import bucketing

# A window of a bucket holds a highly composite number of examples, so
# that every bucket's batch size divides it (Tensor2Tensor's choice).
_HIGHLY_COMPOSITE = (
    1, 2, 4, 6, 12, 24, 36, 48, 60, 120, 180, 240, 360, 720, 840, 1260, 1680,
    2520, 5040, 7560, 10080, 15120, 20160, 25200, 27720, 45360, 50400, 55440,
    83160, 110880, 166320, 221760, 277200, 332640, 498960, 554400, 665280,
    720720, 1081080, 1441440, 2162160, 2882880, 3603600, 4324320, 6486480,
    7207200, 8648640, 10810800, 14414400, 17297280, 21621600, 32432400,
    36756720, 43243200, 61261200, 73513440, 110270160)


def cast_ints_to_int32(features: Dict[str, tf.Tensor]) -> Dict[str, Any]:
  """The features with int64 and uint8 ones cast to int32."""
  return {k: (tf.cast(v, tf.int32) if v.dtype in (tf.int64, tf.uint8)
              else v) for k, v in sorted(features.items())}


def example_length(example: Dict[str, tf.Tensor]) -> tf.Tensor:
  """The longest feature's length (rows x columns for rank > 2)."""
  length = 0
  for _, value in sorted(example.items()):
    feature_length = tf.shape(value)[0]
    if len(value.get_shape()) > 2:
      feature_length = tf.shape(value)[0] * tf.shape(value)[1]
    length = tf.maximum(length, feature_length)
  return length


def example_valid_size(example, min_length: int, max_length: int):
  """Whether min_length <= example_length <= max_length."""
  length = example_length(example)
  return tf.logical_and(length >= min_length, length <= max_length)


def padded_batch(dataset, batch_size: int, padded_shapes=None):
  """dataset.padded_batch, every dimension padded by default."""
  padded_shapes = padded_shapes or {
      name: [None] * len(shape) for name, shape in
      tf.compat.v1.data.get_output_shapes(dataset).items()}
  return dataset.padded_batch(batch_size, padded_shapes)


def _bucket_boundaries(max_length: int, min_length: int = 8,
                       length_bucket_step: float = 1.1) -> List[int]:
  """The bucket bounds below max_length (bucketing.BucketScheme's)."""
  return list(bucketing.BucketScheme.build(
      1, max_length, min_length, length_bucket_step).boundaries[:-1])


def batching_scheme(batch_size: int, max_length: Optional[int],
                    min_length_bucket: int, length_bucket_step: float,
                    drop_long_sequences: bool = False,
                    shard_multiplier: int = 1, length_multiplier: int = 1,
                    min_length: int = 0) -> Dict[str, Any]:
  """Tensor2Tensor's {"boundaries", "batch_sizes" (batch_size tokens //
  each bound, rounded down to divisors of one window), "min_length",
  "max_length" (10**9 unless drop_long_sequences), "shuffle_queue_size"}.
  Raises: ValueError when max_length < min_length."""
  max_length = max_length or batch_size
  if max_length < min_length:
    raise ValueError("max_length must be greater or equal to min_length")
  boundaries = [b * length_multiplier for b in _bucket_boundaries(
      max_length, min_length_bucket, length_bucket_step)]
  max_length *= length_multiplier
  batch_sizes = [max(1, batch_size // length)
                 for length in boundaries + [max_length]]
  window = max(n for n in _HIGHLY_COMPOSITE if n <= 3 * max(batch_sizes))
  divisors = [d for d in range(1, window + 1) if window % d == 0]
  batch_sizes = [max(d for d in divisors if d <= size) * shard_multiplier
                 for size in batch_sizes]
  window *= shard_multiplier
  return {"boundaries": boundaries, "batch_sizes": batch_sizes,
          "min_length": min_length,
          "max_length": max_length if drop_long_sequences else 10**9,
          # Batches of one window come in runs of a size: shuffled across
          # several windows' worth.
          "shuffle_queue_size": window // min(batch_sizes) * 3}


def hparams_to_batching_scheme(hparams, drop_long_sequences: bool = False,
                               shard_multiplier: int = 1,
                               length_multiplier: int = 1) -> Dict[str, Any]:
  """batching_scheme of a model's hparams (batch_size, min_length,
  max_length, min_length_bucket, length_bucket_step)."""
  return batching_scheme(
      batch_size=hparams.batch_size, min_length=hparams.min_length,
      max_length=hparams.max_length,
      min_length_bucket=hparams.min_length_bucket,
      length_bucket_step=hparams.length_bucket_step,
      drop_long_sequences=drop_long_sequences,
      shard_multiplier=shard_multiplier, length_multiplier=length_multiplier)


class DummyQueueRunner:
  """Tensor2Tensor's stand-in QueueRunner: creates no threads."""

  def create_threads(self, sess, coord=None, daemon=False, start=False):
    del sess, coord, daemon, start
    return []


def pad_for_tpu(shapes_dict, hparams, max_length: int) -> Dict[str, list]:
  """Each shape with unknown dimensions set: inputs' to
  max_input_seq_length, targets' to max_target_seq_length (each at most
  max_length), the others' to max_length."""
  def filler(specified):
    return min(specified, max_length) if specified else max_length
  fillers = {"inputs": filler(hparams.max_input_seq_length),
             "targets": filler(hparams.max_target_seq_length)}
  return {key: [d if d is not None else fillers.get(key, max_length)
                for d in tf.TensorShape(shape).as_list()]
          for key, shape in shapes_dict.items()}


def cpu_count() -> int:
  """The number of available cores."""
  return multiprocessing.cpu_count()


def standardize_shapes(features: Dict[str, tf.Tensor],
                       batch_size: Optional[int] = None):
  """inputs and targets made rank 4 ([batch, length, 1, 1]); with
  batch_size, every feature's first dimension set to it (all shapes must
  then be known)."""
  for name in ("inputs", "targets"):
    if name in features:
      feature = features[name]
      while len(feature.get_shape()) < 4:
        feature = tf.expand_dims(feature, axis=-1)
      features[name] = feature
  if batch_size:
    for feature in features.values():
      shape = feature.get_shape().as_list()
      shape[0] = batch_size
      feature.set_shape(feature.get_shape().merge_with(shape))
      feature.get_shape().assert_is_fully_defined()
  return features


_file_num_records_cache: Dict[str, int] = {}


def _file_num_records_cached(filename: str) -> int:
  if filename not in _file_num_records_cache:
    _file_num_records_cache[filename] = sum(
        1 for _ in tf.compat.v1.io.tf_record_iterator(filename))
  return _file_num_records_cache[filename]


def skip_random_fraction(dataset, data_file: str):
  """The dataset after a random number of records, up to data_file's count
  (replicas then do not read in lock-step)."""
  return dataset.skip(random.randint(0, _file_num_records_cached(data_file)))


def pad_batch(features: Dict[str, tf.Tensor], batch_multiple: int):
  """Every feature's batch dimension zero-padded up to a multiple of
  batch_multiple."""
  first = next(iter(features.values()))
  mod = tf.shape(first)[0] % batch_multiple
  padding = batch_multiple * tf.cast(tf.cast(mod, tf.bool), tf.int32) - mod
  padded = {}
  for key, feature in features.items():
    paddings = [[0, 0] for _ in range(len(feature.shape))]
    paddings[0][1] = padding
    padded[key] = tf.pad(feature, paddings)
  return padded


def _shapes_fully_defined(dataset) -> bool:
  return all(tf.TensorShape(s).is_fully_defined() for s in
             tf.compat.v1.data.get_output_shapes(dataset).values())


def input_fn(dataset, filepattern: str,
             skip_random_fraction_when_training: bool,
             batch_size_means_tokens_param: bool, batch_size_multiplier: int,
             max_length: int, mode: str, hparams, data_dir=None, params=None,
             config=None, force_repeat: bool = False,
             prevent_repeat: bool = False):
  """Tensor2Tensor's batches of a problem's examples (GPU/CPU path):
  repeated in training (unless prevent_repeat) or with force_repeat;
  bucketed by length under hparams.batch_size tokens per data shard (or
  batch_size examples when the shapes are fixed and it does not mean
  tokens), longer than max_length dropped in training; features as
  standardize_shapes gives them, with (features, targets) pairs except in
  PREDICT ("infer_targets"). Raises: ValueError for a TPU config or
  split_targets_chunk_length."""
  del data_dir  # Tensor2Tensor's reads nothing more from it.
  is_training = mode == "train"
  if config is not None and getattr(config, "use_tpu", False):
    raise ValueError("data_reader.input_fn: the TPU input path (fixed "
                     "shapes from params['batch_size']) is not provided; "
                     "dyn-trainer batches with Problem.batched_dataset")
  if hparams.get("split_targets_chunk_length", 0) > 0:
    raise ValueError("hparams.split_targets_chunk_length: splitting targets "
                     "into chunks is not provided")
  del params
  parallelism = getattr(config, "data_parallelism", None)
  num_shards = parallelism.n if parallelism else 1
  num_threads = cpu_count() if is_training else 1
  if (force_repeat or is_training) and not prevent_repeat:
    dataset = dataset.repeat()
  if is_training and skip_random_fraction_when_training:
    files = sorted(glob.glob(filepattern))
    if files:  # dyn-datagen's shards (no files) are not skipped into.
      dataset = skip_random_fraction(dataset, files[0])
  dataset = dataset.map(cast_ints_to_int32, num_parallel_calls=num_threads)
  means_tokens = (batch_size_means_tokens_param or
                  not _shapes_fully_defined(dataset))
  if not means_tokens:  # batch_size examples per data shard.
    dataset = dataset.batch(hparams.batch_size * num_shards)
  else:
    drop_long = is_training or hparams.get("eval_drop_long_sequences", False)
    longest = max_length if drop_long else 10**9
    dataset = dataset.filter(
        lambda example: example_valid_size(example, hparams.min_length,
                                           longest))
    scheme = hparams_to_batching_scheme(
        hparams, shard_multiplier=num_shards,
        length_multiplier=batch_size_multiplier)
    if hparams.get("use_fixed_batch_size", False):
      scheme["batch_sizes"], scheme["boundaries"] = [hparams.batch_size], []
    dataset = dataset.bucket_by_sequence_length(
        example_length, scheme["boundaries"], scheme["batch_sizes"])
    batch_multiple = num_shards * (
        hparams.batch_size if hparams.get("use_fixed_batch_size", False)
        else 1)
    if not is_training and batch_multiple > 1:
      dataset = dataset.map(
          functools.partial(pad_batch, batch_multiple=batch_multiple),
          num_parallel_calls=num_threads)
  dataset = dataset.map(standardize_shapes, num_parallel_calls=num_threads)
  if is_training and hparams.get("batch_shuffle_size", 0):
    dataset = dataset.shuffle(hparams.batch_shuffle_size)

  def prepare_for_output(example):
    if mode in ("infer", "predict"):
      example["infer_targets"] = example.pop("targets")
      return example
    return example, example[hparams.get("labels_feature_name", "targets")]

  dataset = dataset.map(prepare_for_output, num_parallel_calls=num_threads)
  return dataset.prefetch(2)
