"""Greedy and beam search over a step function, shared by dyn-decoder's
models (decoding.beam_search) and Tensor2Tensor's T2TModels
(utils.t2t_model's infer).

A search runs `step_fn(ids [N], step, cache) -> (logits [N,V], cache)`:
ids are the tokens at position step-1 (the start symbol 0 at step 0) and
the cache is any nest of tensors with N leading rows, reordered here when
beams are reordered. Outputs: ids [B, L] int32 without the start symbol,
each finished row ending at its EOS and 0-padded after it.
"""

from typing import Callable, Tuple

import tensorflow as tf

from t2t_dyn.setup import vocabulary

# T2T's stand-in for -infinity: finite, so -INF * 0 stays 0.
_INF = 1.0e7

StepFn = Callable[[tf.Tensor, tf.Tensor, object], Tuple[tf.Tensor, object]]


def length_penalty(length, alpha) -> tf.Tensor:
  """GNMT's ((5 + length) / 6) ** alpha; length counts the EOS."""
  return tf.pow((5.0 + tf.cast(length, tf.float32)) / 6.0, alpha)


def write_column(seqs: tf.Tensor, column, ids: tf.Tensor) -> tf.Tensor:
  """seqs [..., L] with ids [...] at position `column` (static shapes)."""
  at_column = tf.equal(tf.range(tf.shape(seqs)[-1]), column)
  return tf.where(at_column, ids[..., None], seqs)


def _trim(ids: tf.Tensor) -> tf.Tensor:
  """Drops trailing columns that are 0 in every row."""
  positions = tf.range(1, tf.shape(ids)[1] + 1)
  lengths = tf.reduce_max(
      tf.where(tf.not_equal(ids, vocabulary.PAD_ID), positions[None], 0), 1)
  return ids[:, :tf.reduce_max(tf.concat([lengths, [0]], 0))]


def argmax_pick(step_log_probs: tf.Tensor, step) -> tf.Tensor:
  """The most probable id of each row."""
  del step
  return tf.argmax(step_log_probs, -1, output_type=tf.int32)


def sampling_pick(temperature: float, top_k: int, seed) -> Callable:
  """Draws each row's id from softmax(log_probs / temperature), among its
  top_k most probable ids (0: all), with a stateless stream per step. PAD is
  never drawn: training never asks the model for it, so its probability is
  meaningless."""

  def pick(step_log_probs, step):
    is_pad = tf.equal(tf.range(tf.shape(step_log_probs)[-1]),
                      vocabulary.PAD_ID)
    logits = tf.where(is_pad, -_INF, step_log_probs / temperature)
    if top_k:
      kth = tf.math.top_k(logits, k=top_k).values[:, -1:]
      logits = tf.where(logits < kth, -_INF, logits)
    step_seed = tf.stack([tf.cast(seed, tf.int64), tf.cast(step, tf.int64)])
    return tf.cast(tf.random.stateless_categorical(logits, 1, step_seed)[:, 0],
                   tf.int32)
  return pick


def _limits(row_limits, decode_length, batch_size) -> tf.Tensor:
  """Each row's output length limit, int32 [B]: row_limits capped at
  decode_length, or decode_length for every row."""
  if row_limits is None:
    return tf.fill([batch_size], decode_length)
  return tf.minimum(tf.convert_to_tensor(row_limits, tf.int32), decode_length)


def greedy_search(step_fn: StepFn, cache, batch_size, decode_length,
                  eos_id: int = vocabulary.EOS_ID,
                  pick: Callable = argmax_pick, row_limits=None
                  ) -> Tuple[tf.Tensor, tf.Tensor]:
  """One id per step, `pick(log_probs [N,V], step)` (argmax by default, or
  sampling_pick), until every row has emitted EOS or its limit of ids
  (row_limits [B], default decode_length).

  Returns (ids [B, L] int32, log_probs [B] float32: the model's summed log
  probabilities of the ids).
  """
  decode_length = tf.convert_to_tensor(decode_length, tf.int32)
  limits = _limits(row_limits, decode_length, batch_size)

  def body(step, previous_ids, finished, log_probs, seqs, cache):
    logits, cache = step_fn(previous_ids, step, cache)
    step_log_probs = tf.nn.log_softmax(tf.cast(logits, tf.float32))
    ids = pick(step_log_probs, step)
    ids = tf.where(finished, vocabulary.PAD_ID, ids)
    log_probs += tf.where(
        finished, 0.0, tf.gather(step_log_probs, ids, batch_dims=1))
    seqs = write_column(seqs, step, ids)
    finished |= tf.equal(ids, eos_id) | (step + 1 >= limits)
    return step + 1, ids, finished, log_probs, seqs, cache

  def cond(step, previous_ids, finished, *unused):
    del previous_ids, unused
    return (step < decode_length) & ~tf.reduce_all(finished)

  _, _, _, log_probs, seqs, _ = tf.while_loop(
      cond, body,
      (tf.constant(0), tf.zeros([batch_size], tf.int32),
       limits <= 0, tf.zeros([batch_size]),
       tf.zeros([batch_size, decode_length], tf.int32), cache))
  return _trim(seqs), log_probs


def _gather_beams(nest, beam_indices: tf.Tensor, batch_size, beam_size):
  """Rows [B*beam, ...] of every tensor in nest, reordered by
  beam_indices [B, beam] (indices within the row's batch element)."""
  flat_indices = tf.reshape(
      beam_indices + tf.range(batch_size)[:, None] * beam_size, [-1])
  # The rows keep their static shape (with a batch of 1, broadcasting
  # against the dynamic range would lose it and break the loop's shapes).
  return tf.nest.map_structure(
      lambda t: tf.ensure_shape(tf.gather(t, flat_indices), t.shape), nest)


def beam_search_from_step_fn(step_fn: StepFn, cache, batch_size: int,
                             beam_size: int, alpha: float, decode_length,
                             eos_id: int = vocabulary.EOS_ID,
                             all_beams: bool = False, row_limits=None
                             ) -> Tuple[tf.Tensor, tf.Tensor]:
  """Tensor2Tensor's beam search: alive and finished hypotheses kept apart.

  cache has batch_size * beam_size rows (beams of a batch element adjacent).
  Each step takes the top 2*beam extensions; the best beam without EOS stay
  alive, those ending in EOS compete with the finished set by
  log_prob / length_penalty. A row stops when no alive hypothesis can still
  beat its worst finished one, or at its limit (row_limits [B], default
  decode_length), after which its hypotheses stay as they are. Returns
  the best (ids [B, L], score [B]), or
  with `all_beams` every beam, best first (ids [B, beam, L], score [B,
  beam]).
  """
  decode_length = tf.convert_to_tensor(decode_length, tf.int32)
  alpha = tf.convert_to_tensor(alpha, tf.float32)
  limits = _limits(row_limits, decode_length, batch_size)
  # The best score an alive hypothesis can still reach (log probs only fall
  # and the penalty only grows with alpha >= 0): log_prob / this.
  limit_penalty = length_penalty(limits, alpha)
  # Only the first beam is live at the start: the others would duplicate it.
  initial_log_probs = tf.tile(
      tf.constant([[0.0] + [-_INF] * (beam_size - 1)]), [batch_size, 1])
  seqs_shape = [batch_size, beam_size, decode_length]

  def body(step, alive_seqs, alive_last, alive_log_probs, finished_seqs,
           finished_scores, finished_flags, cache):
    old = (alive_seqs, alive_log_probs, finished_seqs, finished_scores,
           finished_flags)
    logits, cache = step_fn(tf.reshape(alive_last, [-1]), step, cache)
    vocab_size = tf.shape(logits)[-1]
    log_probs = (tf.reshape(tf.nn.log_softmax(tf.cast(logits, tf.float32)),
                            [batch_size, beam_size, vocab_size]) +
                 alive_log_probs[:, :, None])
    log_probs = tf.reshape(log_probs, [batch_size, beam_size * vocab_size])
    penalty = length_penalty(step + 1, alpha)
    topk_scores, topk_flat = tf.math.top_k(log_probs / penalty,
                                           k=2 * beam_size)
    topk_log_probs = tf.gather(log_probs, topk_flat, batch_dims=1)
    topk_beams = topk_flat // vocab_size
    topk_ids = topk_flat % vocab_size
    topk_seqs = write_column(
        tf.gather(alive_seqs, topk_beams, batch_dims=1), step, topk_ids)
    topk_finished = tf.equal(topk_ids, eos_id)

    # Alive: the best beam_size extensions that did not end in EOS.
    alive_candidates = (topk_log_probs -
                        tf.cast(topk_finished, tf.float32) * _INF)
    alive_log_probs, alive_index = tf.math.top_k(alive_candidates,
                                                 k=beam_size)
    alive_seqs = tf.gather(topk_seqs, alive_index, batch_dims=1)
    alive_last = tf.gather(topk_ids, alive_index, batch_dims=1)
    cache = _gather_beams(cache, tf.gather(topk_beams, alive_index,
                                           batch_dims=1),
                          batch_size, beam_size)

    # Finished: the best of the old finished set and the new EOS endings.
    candidate_scores = tf.concat(
        [finished_scores,
         topk_scores - (1.0 - tf.cast(topk_finished, tf.float32)) * _INF], 1)
    candidate_flags = tf.concat([finished_flags, topk_finished], 1)
    candidate_seqs = tf.concat([finished_seqs, topk_seqs], 1)
    finished_scores, finished_index = tf.math.top_k(candidate_scores,
                                                    k=beam_size)
    finished_flags = tf.gather(candidate_flags, finished_index, batch_dims=1)
    finished_seqs = tf.gather(candidate_seqs, finished_index, batch_dims=1)
    # Rows at their limit keep their hypotheses.
    (alive_seqs, alive_log_probs, finished_seqs, finished_scores,
     finished_flags) = _keep_rows(
         step < limits, old, (alive_seqs, alive_log_probs, finished_seqs,
                              finished_scores, finished_flags))
    return (step + 1, alive_seqs, alive_last, alive_log_probs, finished_seqs,
            finished_scores, finished_flags, cache)

  def cond(step, alive_seqs, alive_last, alive_log_probs, finished_seqs,
           finished_scores, finished_flags, cache):
    del alive_seqs, alive_last, finished_seqs, cache
    best_alive = alive_log_probs[:, 0] / limit_penalty
    worst_finished = tf.reduce_min(
        tf.where(finished_flags, finished_scores, _INF), 1)
    worst_finished = tf.where(tf.reduce_any(finished_flags, 1),
                              worst_finished, -_INF)
    row_done = (worst_finished > best_alive) | (step >= limits)
    return (step < decode_length) & ~tf.reduce_all(row_done)

  (_, alive_seqs, _, alive_log_probs, finished_seqs, finished_scores,
   finished_flags, _) = tf.while_loop(
       cond, body,
       (tf.constant(0), tf.zeros(seqs_shape, tf.int32),
        tf.zeros([batch_size, beam_size], tf.int32), initial_log_probs,
        tf.zeros(seqs_shape, tf.int32),
        tf.fill([batch_size, beam_size], -_INF),
        tf.zeros([batch_size, beam_size], tf.bool), cache))
  # A batch element with nothing finished returns its alive hypotheses.
  any_finished = tf.reduce_any(finished_flags, 1)
  seqs = tf.where(any_finished[:, None, None], finished_seqs, alive_seqs)
  scores = tf.where(any_finished[:, None], finished_scores,
                    alive_log_probs / limit_penalty[:, None])
  if all_beams:
    flat = _trim(tf.reshape(seqs, [batch_size * beam_size, -1]))
    return tf.reshape(flat, [batch_size, beam_size, -1]), scores
  return _trim(seqs[:, 0]), scores[:, 0]


def _keep_rows(active: tf.Tensor, old, new):
  """new's rows where active [B], old's elsewhere (tensors [B, ...])."""
  def pick(o, n):
    mask = tf.reshape(active, [-1] + [1] * (len(n.shape) - 1))
    return tf.where(mask, n, o)
  return tuple(pick(o, n) for o, n in zip(old, new))
