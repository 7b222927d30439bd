"""Tensor2Tensor's per-example dataset of a Problem (`Problem.dataset`).

One pass over the examples of a split, each a dict of 1-D tensors, as
Tensor2Tensor's Estimator input read them before batching:
- the TFRecord files of tf.train.Example at `problem.filepattern` (what
  Text2TextProblem.generate_data / write_example_files and
  generator_utils.generate_files write), decoded with the problem's
  example_reading_spec, preprocessed (preprocess_example), turned round for
  a reversed problem, cut to max_records, shuffled in training;
- where no such file exists but dyn-datagen's shards and transform set-up
  do, the shards' examples of the split's tasks, encoded as evaluation
  encodes them (no noise, best segmentation; EOS ended, int64), then the
  same steps. Nothing else is read: otherwise the error names both ways.
The dataset is a tf.compat.v1 Dataset (output_shapes, as TensorFlow 1's).
TensorFlow is imported here, so import this module where it is used.
"""

import glob
import os
import random
from typing import Any, Dict, List, Optional

import numpy as np
import tensorflow as tf

from t2t_dyn.data_generators import sequence_packing
from t2t_dyn.shards import layout

# Tensor2Tensor's split names of the files of each mode.
_FILE_SPLITS = {"train": "train", "eval": "dev", "infer": "dev",
                "predict": "dev", "test": "test"}
# A mode (or DatasetSplit) -> the data config's task split.
_TASK_SPLITS = {"train": "train", "eval": "valid", "infer": "valid",
                "predict": "valid", "test": "test"}


def filepattern(problem, data_dir: str, mode: str,
                shard: Optional[int] = None) -> str:
  """data_dir/<dataset_filename>-{train|dev|test}[-SSSSS]*: TRAIN reads
  train, EVAL and PREDICT dev, TEST test. Raises: ValueError for another
  mode."""
  if mode not in _FILE_SPLITS:
    raise ValueError(f"problem {problem.name!r}: mode {mode!r} is not a "
                     f"DatasetSplit or ModeKeys value (train, eval, test, "
                     f"infer)")
  shard_part = f"-{shard:05d}" if shard is not None else ""
  return (f"{os.path.join(data_dir, problem.dataset_filename())}-"
          f"{_FILE_SPLITS[mode]}{shard_part}*")


def decode_example(problem, serialized) -> Dict[str, tf.Tensor]:
  """{feature: dense tensor} of one serialized tf.train.Example, parsed
  with example_reading_spec's fields (VarLen ones made dense, 0 or b""
  filling) and batch_prediction_key ([1] int64, default 0). Raises:
  ValueError for data_items_to_decoders (TF1 slim's decoders)."""
  fields, decoders = problem.example_reading_spec()
  if decoders is not None:
    raise ValueError(
        f"problem {problem.name!r}: example_reading_spec returns "
        f"data_items_to_decoders (tf.contrib.slim's TFExampleDecoder, "
        f"TensorFlow 1); return None there and shape the features in "
        f"preprocess_example")
  fields = dict(fields)
  fields["batch_prediction_key"] = tf.io.FixedLenFeature([1], tf.int64, 0)
  parsed = tf.io.parse_single_example(serialized, fields)
  return {name: (tf.sparse.to_dense(value) if isinstance(
      value, tf.sparse.SparseTensor) else value)
          for name, value in sorted(parsed.items())}


def preprocess_example_common(example, mode: str, hparams):
  """Tensor2Tensor's preprocessing of every example: inputs cut to
  max_input_seq_length, prepend_mode ("prepend_inputs_*": inputs, 0, then
  targets; partial_targets in PREDICT), targets cut to
  max_target_seq_length, split_to_length (a Dataset of [-1, L, 1, 1]
  pieces, other features dropped)."""
  if "inputs" in example and hparams.get("max_input_seq_length", 0) > 0:
    example["inputs"] = example["inputs"][:hparams.max_input_seq_length]
  if hparams.get("prepend_mode", "none") != "none":
    if mode in ("infer", "predict"):
      example["partial_targets"] = tf.concat(
          [example["inputs"], [0]], 0)
    else:
      example["targets"] = tf.concat(
          [example["inputs"], [0], example["targets"]], 0)
  if "targets" in example and hparams.get("max_target_seq_length", 0) > 0:
    example["targets"] = example["targets"][:hparams.max_target_seq_length]
  length = hparams.get("split_to_length", 0)
  if length:
    return tf.data.Dataset.from_tensor_slices(
        {k: tf.reshape(v, [-1, length, 1, 1]) for k, v in example.items()
         if k in ("inputs", "targets")})
  return example


def preprocess(problem, dataset, mode: str, hparams):
  """Tensor2Tensor's Problem.preprocess: each example through
  preprocess_example, which may return a dict or a Dataset of several,
  in order."""
  def one(example):
    examples = problem.preprocess_example(example, mode, hparams)
    if not isinstance(examples, tf.data.Dataset):
      examples = tf.data.Dataset.from_tensors(examples)
    return examples
  return dataset.flat_map(one)


def example_dataset(problem, mode: str, data_dir: str, *, num_threads=None,
                    output_buffer_size=None, shuffle_files=None,
                    hparams=None, preprocess_examples: bool = True,
                    dataset_split=None, shard=None, partition_id: int = 0,
                    num_partitions: int = 1, shuffle_buffer_size: int = 1024,
                    max_records: int = -1) -> tf.compat.v1.data.Dataset:
  """Problem.dataset (see the module docstring): files, or units of
  shards, dealt to partitions (partition_id of num_partitions), shuffled
  when shuffle_files (default: in TRAIN mode). Raises: ValueError without
  data_dir, with fewer files than partitions, or when neither files nor
  shards exist."""
  if not data_dir:
    raise ValueError(f"problem {problem.name!r}: dataset() needs data_dir")
  is_training = mode == "train"
  shuffle_files = shuffle_files or (shuffle_files is None and is_training)
  split = dataset_split or mode
  pattern = filepattern(problem, data_dir, split, shard)
  files = sorted(glob.glob(pattern))
  if files:
    dataset = _file_examples(problem, files, partition_id, num_partitions,
                             shuffle_files, num_threads)
  else:
    dataset = _shard_examples(problem, data_dir, split, pattern,
                              partition_id, num_partitions, shuffle_files)
  if preprocess_examples:
    dataset = preprocess(problem, dataset, mode, hparams)
  if files:  # The shards of a reversed problem's config are turned already.
    dataset = dataset.map(problem.maybe_reverse_and_copy,
                          num_parallel_calls=num_threads)
  dataset = dataset.take(max_records)
  if shuffle_files and is_training:
    dataset = dataset.shuffle(shuffle_buffer_size)
  if hparams.get("pack_dataset", False):
    dataset = sequence_packing.pack_dataset(
        dataset, hparams.max_length, keys=["inputs", "targets"],
        use_custom_ops=hparams.get("use_custom_ops", False))
  if output_buffer_size:
    dataset = dataset.prefetch(output_buffer_size)
  return dataset


def _dealt(units: List[Any], partition_id: int, num_partitions: int,
           shuffle: bool, what: str) -> List[Any]:
  if len(units) < num_partitions:
    raise ValueError(f"number of {what} ({len(units)}) must be at least the "
                     f"number of hosts ({num_partitions})")
  units = [u for i, u in enumerate(units) if i % num_partitions ==
           partition_id]
  if shuffle:
    random.shuffle(units)
  return units


def _file_examples(problem, files, partition_id, num_partitions,
                   shuffle_files, num_threads):
  files = _dealt(files, partition_id, num_partitions, shuffle_files,
                 "data files")
  names = tf.compat.v1.data.Dataset.from_tensor_slices(tf.constant(files))
  records = (names.interleave(
      lambda name: tf.data.TFRecordDataset(name, buffer_size=8 << 20),
      cycle_length=8, num_parallel_calls=num_threads or 1,
      deterministic=False) if shuffle_files else
             tf.compat.v1.data.TFRecordDataset(names, buffer_size=8 << 20))
  return records.map(lambda record: decode_example(problem, record),
                     num_parallel_calls=num_threads)


def _shard_examples(problem, data_dir, split, pattern, partition_id,
                    num_partitions, shuffle_files):
  """The encoded examples of the shards of the split's tasks; each (task,
  shard) is a unit dealt to partitions, read whole."""
  from t2t_dyn.batches import eval_batches  # pylint: disable=g-import-not-at-top
  from t2t_dyn.setup import transform_setup  # pylint: disable=g-import-not-at-top
  from t2t_dyn.shards import reading  # pylint: disable=g-import-not-at-top
  task_split = _TASK_SPLITS.get(split)
  has_shards = (problem.has_data_config() and
                os.path.isdir(layout.work_dir(data_dir)))
  if not has_shards:
    raise ValueError(
        f"problem {problem.name!r}: no data files match {pattern}: write "
        f"Tensor2Tensor's files with generate_data(data_dir, tmp_dir) "
        f"(Text2TextProblem.write_example_files), or run dyn-datagen "
        f"(shards and vocabulary) to read its shards")
  config = problem.get_data_config()
  try:
    setup = problem.transform_setup(data_dir)
    shard_sets = reading.shard_sets(data_dir, config, task_split)
  except (transform_setup.SetupError, layout.ShardError) as e:
    raise ValueError(f"problem {problem.name!r}: no data files match "
                     f"{pattern}, and dyn-datagen's data is not ready: {e}"
                     ) from None
  if not shard_sets:
    raise ValueError(f"problem {problem.name!r}: no data files match "
                     f"{pattern}, and its data config has no "
                     f"{task_split!r} task")
  own = problem.own_encoders(data_dir, task_split)
  units = _dealt([(task, shard) for task, shards in shard_sets.items()
                  for shard in range(len(shards.lines))],
                 partition_id, num_partitions, shuffle_files, "shards")
  factors = setup.vocabularies.source_factors

  def examples():
    for task, shard in units:
      for example in eval_batches.encoded_shard(
          config, setup, shard_sets[task], task, shard, own.get(task)):
        inputs = example["inputs"]
        features = {}
        if factors is not None:
          inputs, input_factors = factors.unpack(inputs[None])
          inputs = inputs[0]
          features["input_factors"] = input_factors[0].astype(np.int64)
        features["inputs"] = inputs.astype(np.int64)
        features["targets"] = example["targets"].astype(np.int64)
        yield features

  signature = {"inputs": tf.TensorSpec([None], tf.int64),
               "targets": tf.TensorSpec([None], tf.int64)}
  if factors is not None:
    signature["input_factors"] = tf.TensorSpec(
        [None, len(factors.names)], tf.int64)
  return tf.compat.v1.data.Dataset.from_generator(
      examples, output_types={k: s.dtype for k, s in signature.items()},
      output_shapes={k: s.shape for k, s in signature.items()})
