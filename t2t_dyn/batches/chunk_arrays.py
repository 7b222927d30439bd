"""A task stream's chunk on its way from tf.data to numpy (windows.Chunk).

The tf.data iterator's Python work is per tensor of an element (~0.1 ms
each here), more than anything numpy does with a chunk, so a chunk crosses
as few tensors as its arrays allow: `packed` stacks arrays of one length
into one tensor (the per-row arrays; the row splits; each side's ids with
their word ids), and `unpacked` gives back windows.Chunk's arrays as views
of them.
"""

from typing import Dict, Mapping

import numpy as np
import tensorflow as tf

from t2t_dyn.mixing import windows

# Per row of the chunk, and its place in the stream (chunk_order's key).
ROW_ARRAYS = ("keep", "dropped_by", "input")
POSITION = ("epoch", "shard", "chunk")
SIDES = ("inputs", "targets")


def _ragged(aligned: bool):
  return SIDES + ((windows.ALIGNMENT,) if aligned else ())


def packed(chunk: Mapping[str, tf.Tensor], aligned: bool
           ) -> Dict[str, tf.Tensor]:
  """A task stream's chunk (the ragged "inputs", "targets", with `aligned`
  also "alignment" and the word ids, and the ROW_ARRAYS and POSITION) as
  {"rows": int64 [3, B], "position": int64 [3], "splits": int64 [sides, B +
  1], per side its ids (int32 [N], or with `aligned` [2, N]: the ids, then
  their word ids) and "alignment" int32 [links, 2]}. With `aligned`, a
  chunk of a task without alignments gets rows of no word and no link."""
  if aligned and windows.ALIGNMENT not in chunk:
    chunk = {**chunk, windows.ALIGNMENT: tf.RaggedTensor.from_row_lengths(
        tf.zeros([0, 2], tf.int32), tf.zeros_like(chunk["keep"], tf.int64)),
             **{words: chunk[side].with_flat_values(
                 tf.zeros_like(chunk[side].flat_values))
                for side, words in windows.WORD_IDS.items()}}
  out = {"rows": tf.stack([tf.cast(chunk[key], tf.int64)
                           for key in ROW_ARRAYS]),
         "position": tf.stack([tf.cast(chunk[key], tf.int64)
                               for key in POSITION]),
         "splits": tf.stack([chunk[feature].row_splits
                             for feature in _ragged(aligned)])}
  for side in SIDES:
    out[side] = (tf.stack([chunk[side].flat_values,
                           chunk[windows.WORD_IDS[side]].flat_values])
                 if aligned else chunk[side].flat_values)
  if aligned:
    out[windows.ALIGNMENT] = chunk[windows.ALIGNMENT].flat_values
  return out


def unpacked(chunk: Mapping[str, np.ndarray], aligned: bool
             ) -> Dict[str, np.ndarray]:
  """packed's chunk, as numpy arrays, as windows.Chunk's arrays: each
  ragged feature's flat values and "<feature>_splits", the word ids, the
  ROW_ARRAYS ("keep" bool) and the POSITION scalars."""
  arrays = dict(zip(POSITION, chunk["position"]))
  arrays.update(zip(ROW_ARRAYS, chunk["rows"]))
  arrays["keep"] = arrays["keep"].astype(bool)
  for feature, splits in zip(_ragged(aligned), chunk["splits"]):
    arrays[feature + "_splits"] = splits
    if aligned and feature in SIDES:
      arrays[feature], arrays[windows.WORD_IDS[feature]] = chunk[feature]
    else:
      arrays[feature] = chunk[feature]
  return arrays
