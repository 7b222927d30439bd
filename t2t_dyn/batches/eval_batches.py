"""The evaluation input pipeline: a validation task's batches.

Every line of the task's shards once, through its transforms in inference
mode (no noise, best segmentation; filters keep every line), sorted by
length and cut under the same token budget as training
(`bucketing.ordered_batches`). Evaluation loses nothing: no max_length drop,
and an example longer than the budget gets a batch of its own; only
Tensor2Tensor's max_input_seq_length / max_target_seq_length cut examples,
as its preprocessing does in evaluation too.
"""

import gzip
from typing import Any, Dict, List, Mapping, Optional

import numpy as np
import tensorflow as tf

from t2t_dyn.batches import bucketing
from t2t_dyn.config.data_config import DataConfig
from t2t_dyn.hparams.data_hparams import DataHParams
from t2t_dyn.setup.transform_setup import TransformSetup
from t2t_dyn.shards.reading import ShardSet
from t2t_dyn.streams import python_workers
from t2t_dyn.transforms.base import TransformStats


def eval_batches(config: DataConfig, setup: TransformSetup, shards: ShardSet,
                 task_name: str, hparams: DataHParams,
                 encoders: Optional[Mapping[str, Any]] = None
                 ) -> List[Dict[str, np.ndarray]]:
  """A validation task's batches: "inputs", "targets" (int32, EOS ended,
  PAD=0), "task_id" and with source factors "input_factors" [B, T, F], as
  numpy arrays; ids from `encoders` when the problem has its own for the
  task (see python_workers.encode_chunk)."""
  task_id = config.task_index(task_name)
  # Tensor2Tensor's preprocessing cuts evaluation examples too.
  cut_inputs = hparams.max_input_seq_length or None
  cut_targets = hparams.max_target_seq_length or None
  examples = [{"inputs": e["inputs"][:cut_inputs],
               "targets": e["targets"][:cut_targets]}
              for shard in range(len(shards.lines))
              for e in encoded_shard(config, setup, shards, task_name, shard,
                                     encoders)]
  ordered = bucketing.ordered_batches(
      [len(e["inputs"]) for e in examples],
      [len(e["targets"]) for e in examples],
      bucketing.BucketScheme.of(hparams))
  batches = []
  for slots in ordered:
    batches.append({
        "inputs": bucketing.pad_rows([examples[i]["inputs"] for i in slots]),
        "targets": bucketing.pad_rows([examples[i]["targets"] for i in slots]),
        "task_id": np.full(len(slots), task_id, np.int32)})
    factors = setup.vocabularies.source_factors
    if factors is not None:
      batches[-1]["inputs"], batches[-1]["input_factors"] = factors.unpack(
          batches[-1]["inputs"])
  return batches


def encoded_shard(config: DataConfig, setup: TransformSetup, shards: ShardSet,
                  task_name: str, shard: int,
                  encoders: Optional[Mapping[str, Any]] = None
                  ) -> List[Dict[str, np.ndarray]]:
  """The examples of one shard of a task, in line order: {"inputs",
  "targets"} int32 ids, EOS ended, through the task's transforms in
  inference mode (no noise, best segmentation); with source factors the
  inputs are packed (vocabularies.source_factors.unpack splits them)."""
  chain = setup.chain(task_name)
  texts = []
  for feature in config.task(task_name).read_features:
    with gzip.open(shards.files[feature][shard], "rb") as f:
      texts.append([line.rstrip(b"\n") for line in f])
  lines = len(texts[0])
  if not lines:  # np.split would make one empty example of it.
    return []
  job = python_workers.ChunkJob(
      chain.task.name, config.task_index(task_name), seed=0, is_train=False,
      transform_stage=None, epochs=np.zeros(lines, np.int64),
      positions=np.arange(lines), texts=tuple(texts))
  encoded = python_workers.encode_chunk(chain, setup.vocabularies, job,
                                        TransformStats(), encoders)
  return [{"inputs": i, "targets": t} for i, t in zip(
      np.split(encoded.src_ids, np.cumsum(encoded.src_lengths)[:-1]),
      np.split(encoded.tgt_ids, np.cumsum(encoded.tgt_lengths)[:-1]))]


def eval_dataset(config: DataConfig, setup: TransformSetup, shards: ShardSet,
                 task_name: str, hparams: DataHParams,
                 encoders: Optional[Mapping[str, Any]] = None
                 ) -> tf.data.Dataset:
  """eval_batches as a finite tf.data.Dataset of dense batches."""
  batches = eval_batches(config, setup, shards, task_name, hparams, encoders)
  signature = {"inputs": tf.TensorSpec([None, None], tf.int32),
               "targets": tf.TensorSpec([None, None], tf.int32),
               "task_id": tf.TensorSpec([None], tf.int32)}
  factors = setup.vocabularies.source_factors
  if factors is not None:
    signature["input_factors"] = tf.TensorSpec(
        [None, None, len(factors.names)], tf.int32)
  return tf.data.Dataset.from_generator(lambda: iter(batches),
                                        output_signature=signature)
