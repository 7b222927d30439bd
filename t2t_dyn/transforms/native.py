"""Native (TensorFlow) transforms: the convention and shared random ops.

A `NativeFn` transforms a *chunk* of examples at once, inside a tf.data map
with no Python in the loop (one call per chunk amortizes TensorFlow's
per-call overhead, which dominated per-example maps):
  fn(features, seed) -> features
  features: {"src": tf.string RaggedTensor [B, None],
             "tgt": tf.string RaggedTensor [B, None] (absent for monolingual
                    examples until a transform makes a pair),
             "keep": tf.bool [B] (filters set rows to False),
             "src_provenance", "tgt_provenance": in a task with word
                    alignments, int32 RaggedTensors shaped like their
                    side: each token's word id (text.alignments), NO_WORD
                    (0) for a token a transform made,
             "links": with them, int32 RaggedTensor [B, None, 2], each
                    row's (target id, source id) word links (a transform
                    that joins rows joins their links)}
  seed:     tf.int64 [2], one stateless seed for the chunk and this
            transform's position in the task's chain.
Chunks are aligned to positions in a shard's per-epoch permutation, so every
example's draws remain a deterministic function of (seed, task, epoch,
position). Only stateless random ops are used, so runs are reproducible and
the tf.data iterator stays checkpointable.

A transform that moves, drops, copies or adds tokens gives a side's
provenance the same treatment with `follow`, so the ids stay in step with
the tokens without touching a string; one that only rewrites tokens in
place leaves them as they are.
"""

from typing import Any, Callable, Dict, NamedTuple, Optional

import tensorflow as tf

Features = Dict[str, tf.Tensor]
NativeFn = Callable[[Features, tf.Tensor], Features]


def seed_of(global_seed, *parts) -> tf.Tensor:
  """A stateless seed [2] for (global seed, part, part, ...), e.g. a chunk's
  (task, epoch, shard, chunk)."""
  seed = tf.stack([tf.cast(global_seed, tf.int64), tf.constant(0, tf.int64)])
  for part in parts:
    seed = tf.random.experimental.stateless_fold_in(
        seed, tf.cast(part, tf.int64))
  return seed


def fold(seed: tf.Tensor, salt: int) -> tf.Tensor:
  """An independent stream derived from `seed` (per transform, per side)."""
  return tf.random.experimental.stateless_fold_in(seed, salt)


def side_names(features: Features):
  return [name for name in ("src", "tgt") if name in features]


def provenance_key(side: str) -> str:
  return side + "_provenance"


def follow(out: Features, features: Features, side: str,
           flat_fn: Callable[[tf.Tensor], tf.Tensor],
           from_side: Optional[str] = None) -> Features:
  """`out` with `side`'s provenance (when `features` has it) rebuilt as
  flat_fn(the flat ids of `from_side`, by default `side`) in the row shape
  of out[side]. flat_fn does to the ids what the transform did to the flat
  tokens, with `unaligned` ids for the tokens it made."""
  key = provenance_key(from_side or side)
  if key not in features:
    return out
  return {**out, provenance_key(side): out[side].with_flat_values(
      flat_fn(features[key].flat_values))}


class Moved(NamedTuple):
  """A side's new tokens (a ragged [B, None]) and `flat_fn`, what the
  transform did to its flat tokens, for the provenance (see follow)."""
  tokens: Any
  flat_fn: Callable[[tf.Tensor], tf.Tensor]


def unaligned(values: tf.Tensor) -> tf.Tensor:
  """Word ids of `values`, tokens a transform made: NO_WORD (0)."""
  return tf.zeros(tf.shape(values), tf.int32)
