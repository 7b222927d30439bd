"""Tensor2Tensor's data files: their names and TFRecord files of
tf.train.Example protos (generator_utils re-exports every name).

Names: `<problem>-train-00000-of-00010` and the like (sharded_name), as
Problem.training_filepaths / dev_filepaths / test_filepaths give them.
Files: `generate_files` deals the cases of a generator over its files, as
Tensor2Tensor's did (`cycle_every_n` cases to a file, then the next), each
written whole or not at all. TensorFlow is imported when a file is read or
written, so that dyn-datagen's problem modules import without it.
"""

import os
import random
from typing import (Any, Callable, Dict, Iterable, Iterator, List, Mapping,
                    Optional, Sequence)

from absl import logging
import numpy as np

# Tensor2Tensor's mark of files written before they are shuffled.
UNSHUFFLED_SUFFIX = "-unshuffled"


def sharded_name(base_name: str, shard: int, total_shards: int) -> str:
  """`base_name-SSSSS-of-TTTTT`, both numbers five digits wide."""
  return f"{base_name}-{shard:05d}-of-{total_shards:05d}"


def shard_filepath(fname: str, num_shards: int) -> List[str]:
  """sharded_name of each shard of `fname`, in order."""
  return [sharded_name(fname, shard, num_shards)
          for shard in range(num_shards)]


def _data_filenames(output_name: str, output_dir: str,
                    num_shards: int) -> List[str]:
  return [os.path.join(output_dir, name)
          for name in shard_filepath(output_name, num_shards)]


def train_data_filenames(problem: str, output_dir: str,
                         num_shards: int) -> List[str]:
  """output_dir/<problem>-train-SSSSS-of-TTTTT for each shard."""
  return _data_filenames(problem + "-train", output_dir, num_shards)


def dev_data_filenames(problem: str, output_dir: str,
                       num_shards: int) -> List[str]:
  """output_dir/<problem>-dev-SSSSS-of-TTTTT for each shard."""
  return _data_filenames(problem + "-dev", output_dir, num_shards)


def test_data_filenames(problem: str, output_dir: str,
                        num_shards: int) -> List[str]:
  """output_dir/<problem>-test-SSSSS-of-TTTTT for each shard."""
  return _data_filenames(problem + "-test", output_dir, num_shards)


def combined_data_filenames(problem: str, output_dir: str,
                            num_training_shards: int) -> List[str]:
  """The training files, then one dev and one test file."""
  return (train_data_filenames(problem, output_dir, num_training_shards) +
          dev_data_filenames(problem, output_dir, 1) +
          test_data_filenames(problem, output_dir, 1))


def outputs_exist(filenames: Iterable[str]) -> Optional[str]:
  """The first of `filenames` (read without UNSHUFFLED_SUFFIX) that exists,
  else None."""
  for name in filenames:
    name = name.replace(UNSHUFFLED_SUFFIX, "")
    if os.path.exists(name):
      return name
  return None


def to_example(dictionary: Mapping[str, Any]):
  """A tf.train.Example of {feature: non-empty list of ints, floats, str or
  bytes}. Raises: ValueError naming the feature for an empty or
  unrecognized value."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  features = {}
  for key, value in dictionary.items():
    value = list(value) if not isinstance(value, (list, tuple)) else value
    if not len(value):
      raise ValueError(f"Empty generated field: {(key, value)}")
    first = value[0]
    if isinstance(first, (int, np.integer)):
      feature = tf.train.Feature(int64_list=tf.train.Int64List(
          value=[int(v) for v in value]))
    elif isinstance(first, (float, np.floating)):
      feature = tf.train.Feature(float_list=tf.train.FloatList(
          value=[float(v) for v in value]))
    elif isinstance(first, (str, bytes)):
      feature = tf.train.Feature(bytes_list=tf.train.BytesList(value=[
          v.encode("utf-8") if isinstance(v, str) else v for v in value]))
    else:
      raise ValueError(f"Value for {key} is not a recognized type; v: "
                       f"{first!r} type: {type(first)}")
    features[key] = feature
  return tf.train.Example(features=tf.train.Features(feature=features))


def generate_files(generator: Iterable[Optional[Mapping[str, Any]]],
                   output_filenames: Sequence[str],
                   max_cases: Optional[int] = None,
                   cycle_every_n: int = 1) -> None:
  """Writes the generator's cases (to_example) to `output_filenames`,
  `cycle_every_n` cases to a file before the next, at most `max_cases`;
  None cases are skipped. Does nothing when one of the files exists
  (outputs_exist). Each file is written as NAME.incomplete, renamed when
  all are done."""
  existing = outputs_exist(output_filenames)
  if existing:
    logging.info("Skipping generator because outputs files exist at %s",
                 existing)
    return
  _write_cases(generator, output_filenames, max_cases, cycle_every_n)


def _write_cases(generator, output_filenames: Sequence[str],
                 max_cases: Optional[int], cycle_every_n: int) -> None:
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  if not output_filenames:
    raise ValueError("generate_files: no output file names")
  partial = [name + ".incomplete" for name in output_filenames]
  writers = [tf.io.TFRecordWriter(name) for name in partial]
  written = 0
  try:
    for case in generator:
      if case is None:
        continue
      if max_cases and written >= max_cases:
        break
      shard = (written // cycle_every_n) % len(writers)
      writers[shard].write(to_example(case).SerializeToString())
      written += 1
  finally:
    for writer in writers:
      writer.close()
  for temporary, final in zip(partial, output_filenames):
    os.replace(temporary, final)
  logging.info("Generated %s Examples", written)


def generate_files_distributed(generator, output_name: str, output_dir: str,
                               num_shards: int = 1,
                               max_cases: Optional[int] = None,
                               task_id: int = 0) -> str:
  """All the generator's cases (at most max_cases) into the one shard
  `task_id` of output_dir/output_name's num_shards; returns its path."""
  if not 0 <= task_id < num_shards:
    raise ValueError(f"generate_files_distributed: task_id {task_id} is not "
                     f"a shard of {num_shards}")
  path = os.path.join(output_dir,
                      sharded_name(output_name, task_id, num_shards))
  _write_cases(generator, [path], max_cases, 1)  # Replaces the file.
  return path


def read_records(filename: str) -> List[bytes]:
  """Every serialized record of a TFRecord file."""
  return list(tfrecord_iterator([filename]))


def write_records(records: Iterable[bytes], out_filename: str) -> None:
  """Serialized records into a TFRecord file."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  with tf.io.TFRecordWriter(out_filename) as writer:
    for record in records:
      writer.write(record)


def shuffle_dataset(filenames: Sequence[str],
                    extra_fn: Optional[Callable[[List[bytes]], List[bytes]]]
                    = None) -> None:
  """Each file's records shuffled (then passed through extra_fn) into the
  file named without UNSHUFFLED_SUFFIX, the unshuffled file removed. Does
  nothing when a shuffled file exists (outputs_exist)."""
  if outputs_exist(filenames):
    logging.info("Skipping shuffle because output files exist")
    return
  for name in filenames:
    records = read_records(name)
    random.shuffle(records)
    if extra_fn is not None:
      records = extra_fn(records)
    out = name.replace(UNSHUFFLED_SUFFIX, "")
    write_records(records, out)
    if out != name:
      os.remove(name)


def generate_dataset_and_shuffle(train_gen, train_paths: Sequence[str],
                                 dev_gen, dev_paths: Sequence[str],
                                 shuffle: bool = True) -> None:
  """generate_files of the train and dev cases, then (with `shuffle`)
  shuffle_dataset of all their files."""
  generate_files(train_gen, train_paths)
  generate_files(dev_gen, dev_paths)
  if shuffle:
    shuffle_dataset(list(train_paths) + list(dev_paths))


def tfrecord_iterator(filenames: Sequence[str], gzipped: bool = False,
                      example_spec: Optional[Mapping[str, Any]] = None
                      ) -> Iterator[Any]:
  """The records of the files in order: serialized bytes, or with
  `example_spec` ({feature: tf.io.FixedLenFeature / VarLenFeature}) each
  parsed into {feature: numpy array, or SparseTensorValue for VarLen}.
  Reads in Python, so it runs in a graph as eagerly. Raises: ValueError
  naming the file and record of a FixedLen feature it lacks without a
  default or of another length."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  options = tf.io.TFRecordOptions("GZIP" if gzipped else "")
  for filename in filenames:
    records = tf.compat.v1.io.tf_record_iterator(filename, options)
    for number, record in enumerate(records, 1):
      if not example_spec:
        yield record
        continue
      example = tf.train.Example.FromString(record)
      try:
        yield {name: _parsed(example.features.feature, name, spec)
               for name, spec in example_spec.items()}
      except ValueError as e:
        raise ValueError(f"{filename}, record {number}: {e}") from None


def _parsed(features, name: str, spec):
  """One feature of a tf.train.Example as tf.io.parse_single_example
  gives it."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  dtype = spec.dtype.as_numpy_dtype if spec.dtype != tf.string else object
  values = []
  if name in features:
    kind = features[name].WhichOneof("kind")
    values = list(getattr(features[name], kind).value) if kind else []
  if isinstance(spec, tf.io.VarLenFeature):
    return tf.compat.v1.SparseTensorValue(
        np.arange(len(values), dtype=np.int64)[:, None],
        np.asarray(values, dtype=dtype), np.asarray([len(values)], np.int64))
  shape = [int(d) for d in spec.shape]
  if not values and spec.default_value is not None:
    return np.broadcast_to(np.asarray(spec.default_value, dtype),
                           shape).copy()
  size = int(np.prod(shape, dtype=np.int64))
  if len(values) != size:
    raise ValueError(f"feature {name!r} has {len(values)} values, its "
                     f"FixedLenFeature {size}")
  return np.asarray(values, dtype=dtype).reshape(shape)


def tfrecord_iterator_for_problem(problem, data_dir: str,
                                  dataset_split: str = "train"
                                  ) -> Iterator[Dict[str, Any]]:
  """The parsed examples of the problem's files of `dataset_split` (its
  filepattern, read with its example_reading_spec)."""
  import glob  # pylint: disable=g-import-not-at-top
  filenames = sorted(glob.glob(problem.filepattern(data_dir,
                                                   mode=dataset_split)))
  return tfrecord_iterator(filenames,
                           example_spec=problem.example_reading_spec()[0])
