"""Guided alignment: a cost pulling one attention head onto given word links.

Garg et al. (2019), "Jointly Learning to Align and Translate with
Transformer Models", and Marian's --guided-alignment. A batch carries its
links at word level (text.alignments): each piece's word id
(`features["inputs_words"]` [B, S], `features["targets_words"]` [B, T],
0 for no word) and each row's word links (`features["alignment"]` int32
[B, K, 2], (target id, source id) pairs, (0, 0) padding). Here they become
the [B, T, S] piece links: target piece t and source piece s are linked
when both have a word and their ids are a word link or equal (a copy).
Each target row is normalized over its sources; target positions without
a link are left out. Per linked target position t, with attention
probabilities P[t, s] and normalized links A[t, s]:

  ce:  -sum_s A[t, s] * log(P[t, s] + 1e-6)   (Marian's)
  mse:  sum_s (P[t, s] - A[t, s]) ** 2

The cost is their mean over the linked target positions; the trainer adds
guided_alignment_weight times it to the mean token loss.
"""

from typing import Mapping, Tuple

import tensorflow as tf

from t2t_dyn.hparams.model_hparams import GUIDED_ALIGNMENT_COSTS

FEATURE = "alignment"
# Each side's word ids, beside the ids of the same shape.
WORD_IDS = ("inputs_words", "targets_words")
# What a batch carries for guided alignment.
FEATURES = (FEATURE,) + WORD_IDS
# Marian's: keeps log() finite where the attention is (nearly) 0.
_EPSILON = 1e-6


def piece_links(features: Mapping[str, tf.Tensor]) -> tf.Tensor:
  """bool [B, T, S]: which target piece is linked to which source piece
  (see the module docstring), from a batch's FEATURES."""
  targets = tf.cast(features["targets_words"], tf.int32)
  sources = tf.cast(features["inputs_words"], tf.int32)
  alignment = tf.cast(features[FEATURE], tf.int32)
  # One column per word link: [B, T, K] @ [B, K, S] counts the links
  # joining each pair of pieces.
  by_target = tf.cast(targets[:, :, None] == alignment[:, None, :, 0],
                      tf.float32)
  by_source = tf.cast(sources[:, :, None] == alignment[:, None, :, 1],
                      tf.float32)
  linked = tf.matmul(by_target, by_source, transpose_b=True) > 0
  copies = targets[:, :, None] == sources[:, None, :]
  return ((linked | copies) & (targets > 0)[:, :, None] &
          (sources > 0)[:, None, :])


def link_matrix(features: Mapping[str, tf.Tensor]
                ) -> Tuple[tf.Tensor, tf.Tensor]:
  """A batch's FEATURES -> (links float32 [B, T, S], each linked row
  summing to 1; linked float32 [B, T], 1 where a target position has a
  link)."""
  links = tf.cast(piece_links(features), tf.float32)
  per_row = tf.reduce_sum(links, -1)
  linked = tf.cast(per_row > 0, tf.float32)
  return links / tf.maximum(per_row, 1.0)[..., None], linked


def cost_terms(attention: tf.Tensor, features: Mapping[str, tf.Tensor],
               cost: str) -> Tuple[tf.Tensor, tf.Tensor]:
  """attention [B,T,S] (probabilities over the sources, any float dtype)
  and the batch's FEATURES -> float32 (cost summed over the linked target
  positions, their number). Raises: ValueError for an unknown cost."""
  if cost not in GUIDED_ALIGNMENT_COSTS:
    raise ValueError(f"guided_alignment_cost={cost!r}: unknown cost; "
                     f"supported: {', '.join(GUIDED_ALIGNMENT_COSTS)}")
  attention = tf.cast(attention, tf.float32)
  links, linked = link_matrix(features)
  if cost == "ce":
    per_position = -tf.reduce_sum(
        links * tf.math.log(attention + _EPSILON), -1)
  else:
    per_position = tf.reduce_sum(tf.square(attention - links), -1)
  return (tf.reduce_sum(per_position * linked), tf.reduce_sum(linked))


def mean_cost(attention: tf.Tensor, features: Mapping[str, tf.Tensor],
              cost: str) -> tf.Tensor:
  """cost_terms' mean over the linked target positions (0 without any)."""
  total, positions = cost_terms(attention, features, cost)
  return total / tf.maximum(positions, 1.0)
