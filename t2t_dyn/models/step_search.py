"""Greedy and beam search over a step function, shared by dyn-decoder's
models (decoding.beam_search) and Tensor2Tensor's T2TModels
(utils.t2t_model's infer).

A search runs `step_fn(ids [N], step, cache) -> (logits [N,V], cache)`:
ids are the tokens at position step-1 (the start symbol 0 at step 0) and
the cache is any nest of tensors with N leading rows, reordered here when
beams are reordered. Outputs: ids [B, L] int32 without the start symbol,
each finished row ending at its EOS and 0-padded after it.
"""

from typing import Callable, NamedTuple, Tuple

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


class _Beams(NamedTuple):
  """The beam search's state between steps: per batch element, beam_size
  alive hypotheses (no EOS yet) and the beam_size best finished ones."""
  alive_seqs: tf.Tensor  # int32 [B, beam, L]
  alive_last: tf.Tensor  # int32 [B, beam]: each alive hypothesis' last id
  alive_log_probs: tf.Tensor  # [B, beam]
  finished_seqs: tf.Tensor  # int32 [B, beam, L]
  finished_scores: tf.Tensor  # [B, beam]: log_prob / length_penalty
  finished_flags: tf.Tensor  # bool [B, beam]: the slot holds a hypothesis
  cache: object  # step_fn's, B*beam rows in the alive beams' order


class _Extensions(NamedTuple):
  """The 2*beam best one-id extensions of a batch element's alive beams
  (all [B, 2*beam], seqs [B, 2*beam, L])."""
  seqs: tf.Tensor
  ids: tf.Tensor
  beams: tf.Tensor  # The alive beam each extends.
  log_probs: tf.Tensor
  scores: tf.Tensor  # log_probs / length_penalty(step + 1)
  finished: tf.Tensor  # Ended in EOS.


def _extensions(step_fn: StepFn, beams: _Beams, step, alpha, eos_id: int,
                batch_size, beam_size: int) -> Tuple[_Extensions, object]:
  """The step's best extensions by score, and step_fn's new cache."""
  logits, cache = step_fn(tf.reshape(beams.alive_last, [-1]), step,
                          beams.cache)
  vocab_size = tf.shape(logits)[-1]
  log_probs = (tf.reshape(tf.nn.log_softmax(tf.cast(logits, tf.float32)),
                          [batch_size, beam_size, vocab_size]) +
               beams.alive_log_probs[:, :, None])
  log_probs = tf.reshape(log_probs, [batch_size, beam_size * vocab_size])
  scores, flat = tf.math.top_k(log_probs / length_penalty(step + 1, alpha),
                               k=2 * beam_size)
  source_beams = flat // vocab_size
  ids = flat % vocab_size
  seqs = write_column(
      tf.gather(beams.alive_seqs, source_beams, batch_dims=1), step, ids)
  return _Extensions(seqs, ids, source_beams,
                     tf.gather(log_probs, flat, batch_dims=1), scores,
                     tf.equal(ids, eos_id)), cache


def _next_alive(extensions: _Extensions, cache, batch_size, beam_size: int):
  """The best beam_size extensions that did not end in EOS: (seqs, last
  ids, log probs, the cache reordered to them)."""
  candidates = (extensions.log_probs -
                tf.cast(extensions.finished, tf.float32) * _INF)
  log_probs, index = tf.math.top_k(candidates, k=beam_size)
  cache = _gather_beams(
      cache, tf.gather(extensions.beams, index, batch_dims=1), batch_size,
      beam_size)
  return (tf.gather(extensions.seqs, index, batch_dims=1),
          tf.gather(extensions.ids, index, batch_dims=1), log_probs, cache)


def _next_finished(beams: _Beams, extensions: _Extensions, beam_size: int):
  """The best beam_size of the finished set and the extensions that ended
  in EOS, by score: (seqs, scores, flags)."""
  scores = tf.concat(
      [beams.finished_scores,
       extensions.scores -
       (1.0 - tf.cast(extensions.finished, tf.float32)) * _INF], 1)
  flags = tf.concat([beams.finished_flags, extensions.finished], 1)
  seqs = tf.concat([beams.finished_seqs, extensions.seqs], 1)
  scores, index = tf.math.top_k(scores, k=beam_size)
  return (tf.gather(seqs, index, batch_dims=1), scores,
          tf.gather(flags, index, batch_dims=1))


def _rows_done(beams: _Beams, step, limits, limit_penalty) -> tf.Tensor:
  """bool [B]: rows whose best alive hypothesis can no longer beat their
  worst finished one, or that reached their limit."""
  best_alive = beams.alive_log_probs[:, 0] / limit_penalty
  worst_finished = tf.reduce_min(
      tf.where(beams.finished_flags, beams.finished_scores, _INF), 1)
  worst_finished = tf.where(tf.reduce_any(beams.finished_flags, 1),
                            worst_finished, -_INF)
  return (worst_finished > best_alive) | (step >= limits)


def _initial_beams(cache, batch_size: int, beam_size: int, decode_length
                   ) -> _Beams:
  """Nothing finished; only the first beam is live (the others would
  duplicate it)."""
  seqs = tf.zeros([batch_size, beam_size, decode_length], tf.int32)
  return _Beams(
      alive_seqs=seqs, alive_last=tf.zeros([batch_size, beam_size], tf.int32),
      alive_log_probs=tf.tile(
          tf.constant([[0.0] + [-_INF] * (beam_size - 1)]), [batch_size, 1]),
      finished_seqs=seqs, finished_scores=tf.fill([batch_size, beam_size],
                                                  -_INF),
      finished_flags=tf.zeros([batch_size, beam_size], tf.bool), cache=cache)


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

  def body(step, beams):
    extensions, cache = _extensions(step_fn, beams, step, alpha, eos_id,
                                    batch_size, beam_size)
    alive_seqs, alive_last, alive_log_probs, cache = _next_alive(
        extensions, cache, batch_size, beam_size)
    finished_seqs, finished_scores, finished_flags = _next_finished(
        beams, extensions, beam_size)
    # Rows at their limit keep their hypotheses (their last ids and cache
    # rows are read no more).
    (alive_seqs, alive_log_probs, finished_seqs, finished_scores,
     finished_flags) = _keep_rows(
         step < limits,
         (beams.alive_seqs, beams.alive_log_probs, beams.finished_seqs,
          beams.finished_scores, beams.finished_flags),
         (alive_seqs, alive_log_probs, finished_seqs, finished_scores,
          finished_flags))
    return step + 1, _Beams(alive_seqs, alive_last, alive_log_probs,
                            finished_seqs, finished_scores, finished_flags,
                            cache)

  def cond(step, beams):
    return (step < decode_length) & ~tf.reduce_all(
        _rows_done(beams, step, limits, limit_penalty))

  _, beams = tf.while_loop(
      cond, body, (tf.constant(0), _initial_beams(
          cache, batch_size, beam_size, decode_length)))
  # A batch element with nothing finished returns its alive hypotheses.
  any_finished = tf.reduce_any(beams.finished_flags, 1)
  seqs = tf.where(any_finished[:, None, None], beams.finished_seqs,
                  beams.alive_seqs)
  scores = tf.where(any_finished[:, None], beams.finished_scores,
                    beams.alive_log_probs / limit_penalty[:, None])
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
