"""Guided alignment: a cost pulling one attention head onto given word links.

Garg et al. (2019), "Jointly Learning to Align and Translate with
Transformer Models", and Marian's --guided-alignment. A batch's links
(`features["alignment"]` int32 [B, K, 2], rows (target position, source
position) of the same batch row, (-1, -1) padding) become a [B, T, S] link
matrix, each target row normalized over its sources; target positions
without a link are left out. Per linked target position t, with attention
probabilities P[t, s] and normalized links A[t, s]:

  ce:  -sum_s A[t, s] * log(P[t, s] + 1e-6)   (Marian's)
  mse:  sum_s (P[t, s] - A[t, s]) ** 2

The cost is their mean over the linked target positions; the trainer adds
guided_alignment_weight times it to the mean token loss.
"""

from typing import Tuple

import tensorflow as tf

from t2t_dyn.models.model_hparams import GUIDED_ALIGNMENT_COSTS

FEATURE = "alignment"
# Marian's: keeps log() finite where the attention is (nearly) 0.
_EPSILON = 1e-6


def link_matrix(alignment: tf.Tensor, target_length, source_length
                ) -> Tuple[tf.Tensor, tf.Tensor]:
  """alignment int [B,K,2] -> (links float32 [B,T,S], each linked row
  summing to 1; linked float32 [B,T], 1 where a target position has a
  link). Rows with a negative or out-of-range position are ignored."""
  alignment = tf.cast(alignment, tf.int32)
  targets, sources = alignment[..., 0], alignment[..., 1]
  valid = ((targets >= 0) & (targets < target_length) &
           (sources >= 0) & (sources < source_length))
  batch = tf.shape(alignment)[0]
  rows = tf.broadcast_to(tf.range(batch)[:, None], tf.shape(targets))
  # Ignored links write 0 at (row, 0, 0): a max with 0 changes nothing.
  indices = tf.stack([rows, tf.where(valid, targets, 0),
                      tf.where(valid, sources, 0)], -1)
  links = tf.tensor_scatter_nd_max(
      tf.zeros([batch, target_length, source_length], tf.float32),
      tf.reshape(indices, [-1, 3]),
      tf.reshape(tf.cast(valid, tf.float32), [-1]))
  per_row = tf.reduce_sum(links, -1)
  linked = tf.cast(per_row > 0, tf.float32)
  return links / tf.maximum(per_row, 1.0)[..., None], linked


def cost_terms(attention: tf.Tensor, alignment: tf.Tensor, cost: str
               ) -> Tuple[tf.Tensor, tf.Tensor]:
  """attention [B,T,S] (probabilities over the sources, any float dtype),
  alignment int [B,K,2] -> float32 (cost summed over the linked target
  positions, their number). Raises: ValueError for an unknown cost."""
  if cost not in GUIDED_ALIGNMENT_COSTS:
    raise ValueError(f"guided_alignment_cost={cost!r}: unknown cost; "
                     f"supported: {', '.join(GUIDED_ALIGNMENT_COSTS)}")
  attention = tf.cast(attention, tf.float32)
  shape = tf.shape(attention)
  links, linked = link_matrix(alignment, shape[1], shape[2])
  if cost == "ce":
    per_position = -tf.reduce_sum(
        links * tf.math.log(attention + _EPSILON), -1)
  else:
    per_position = tf.reduce_sum(tf.square(attention - links), -1)
  return (tf.reduce_sum(per_position * linked), tf.reduce_sum(linked))


def mean_cost(attention: tf.Tensor, alignment: tf.Tensor, cost: str
              ) -> tf.Tensor:
  """cost_terms' mean over the linked target positions (0 without any)."""
  total, positions = cost_terms(attention, alignment, cost)
  return total / tf.maximum(positions, 1.0)
