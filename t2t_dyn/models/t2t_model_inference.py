"""Tensor2Tensor's T2TModel inference, the mixin T2TModel decodes with:
`infer` (greedy for beam size 1 or class labels, else beam search),
`_greedy_infer` / `_slow_greedy_infer` (the model re-run on the ids so far,
one tf.while_loop) and `_beam_decode` / `_beam_decode_slow` (step_search's
beam search), with Tensor2Tensor's return values. A subclass with a faster
decoding overrides `_greedy_infer` or `_beam_decode`, as in Tensor2Tensor.

It reads of the model: calling it (features -> (logits, losses)), `name`,
`has_input`, `_modalities()` and `_problem_hparams` (stop_at_eos).
"""

import tensorflow as tf

from t2t_dyn.models import step_search
from t2t_dyn.models import t2t_modalities
from t2t_dyn.setup import vocabulary


class T2TInference:
  """T2TModel's decoding (Tensor2Tensor's infer and its helpers)."""

  def prepare_features_for_infer(self, features) -> None:
    """Called before inference (Tensor2Tensor's hook): nothing here."""

  def infer(self, features=None, decode_length=50, beam_size=1, top_beams=1,
            alpha=0.0, use_tpu=False):
    """T2T's infer: beam_size 1 (or class-label targets) greedy,
    _greedy_infer's {"outputs", "scores": None, "logits", "losses"}; else
    _beam_decode's {"outputs", "scores"}. Raises NotImplementedError for
    TPU decoding."""
    features = dict(features or {})
    self.prepare_features_for_infer(features)
    if self._modalities().get("targets") in t2t_modalities.CLASS_LABEL:
      beam_size = 1  # As Tensor2Tensor: one label, nothing to search.
    if beam_size > 1:
      return self._beam_decode(features, decode_length, beam_size,
                               top_beams, alpha, use_tpu)
    return self._greedy_infer(features, decode_length, use_tpu)

  def _beam_decode(self, features, decode_length, beam_size, top_beams,
                   alpha, use_tpu=False):
    """T2T's beam search; here the slow one (_beam_decode_slow)."""
    return self._beam_decode_slow(features, decode_length, beam_size,
                                  top_beams, alpha, use_tpu)

  def _beam_decode_slow(self, features, decode_length, beam_size, top_beams,
                        alpha, use_tpu=False):
    """Beam search (step_search's, T2T's) re-running the model on each
    beam's ids so far, for models whose position t reads targets < t (T2T's
    autoregressive ones): inputs' length + decode_length positions at most.
    Returns {"outputs": [B,L], "scores": [B] (log_prob / length penalty)},
    with top_beams > 1 [B,top_beams,L] and [B,top_beams]."""
    if use_tpu:
      raise NotImplementedError(f"{self.name}: TPU decoding is not "
                                f"provided; decode on CPU/GPU (use_tpu=False)")
    ids = features.get("inputs", features.get("targets"))
    length = int(decode_length)
    if "inputs" in features and self.has_input:
      length += int(ids.shape[1])
    batch = ids.shape[0] or tf.shape(ids)[0]
    tiled = {k: tf.convert_to_tensor(v) for k, v in features.items()
             if k != "targets"}
    tiled = {k: tf.repeat(v, beam_size, 0) if v.shape.rank else v
             for k, v in tiled.items()}

    def step_fn(previous, step, cache):
      decoded = step_search.write_column(cache["decoded"], step - 1,
                                         previous)
      logits, _ = self(dict(tiled, targets=decoded[:, :, None, None]))
      flat = tf.reshape(logits, [tf.shape(decoded)[0], length, -1])
      return tf.gather(flat, step, axis=1), {"decoded": decoded}

    outputs, scores = step_search.beam_search_from_step_fn(
        step_fn, {"decoded": tf.zeros([batch * beam_size, length], tf.int32)},
        batch, beam_size, alpha, length, all_beams=top_beams > 1)
    if top_beams > 1:
      outputs, scores = outputs[:, :top_beams], scores[:, :top_beams]
    return {"outputs": outputs, "scores": scores}

  def _greedy_infer(self, features, decode_length, use_tpu=False):
    """T2T's: the slow greedy decoding, unless a model has a faster one."""
    if use_tpu:
      raise NotImplementedError(f"{self.name}: TPU decoding is not "
                                f"provided; decode on CPU/GPU (use_tpu=False)")
    return self._slow_greedy_infer(features, decode_length)

  def _slow_greedy_infer(self, features, decode_length):
    """Greedy decoding by re-running the model on the ids so far (one
    tf.while_loop, _greedy_loop): inputs' length + decode_length positions
    (decode_length alone without inputs, 1 for class labels, an encoder's
    input length at most; fewer when every row has ended). Returns T2T's
    {"outputs": int [B,L,1,1], "scores": None, "logits": each position's
    [B,L,...], "losses": {"training": the last step's losses summed}}."""
    features = dict(features)
    ids = features.get("inputs", features.get("targets"))
    length = int(decode_length)
    if "inputs" in features and self.has_input:
      length += int(ids.shape[1])
    if self._modalities().get("targets") in t2t_modalities.CLASS_LABEL:
      length = 1

    def step(decoded):
      # The position being predicted is a placeholder 0 (PAD).
      logits, losses = self(dict(features, targets=tf.pad(
          decoded, [[0, 0], [0, 1]])[:, :, None, None]))
      return logits, tf.add_n([tf.cast(v, tf.float32)
                               for v in losses.values()] or [0.0])

    decoded, logits, loss = self._greedy_loop(step, ids, length)
    return {"outputs": decoded[:, :, None, None], "scores": None,
            "logits": logits, "losses": {"training": loss}}

  def _greedy_loop(self, step, ids, length):
    """(ids [B,L] int32, logits [B,L,...] of each position or None when L
    is 0, the last step's loss) of greedy decoding in one tf.while_loop:
    step(ids so far [B,t]) -> (logits [B,n,...], loss) gives position t
    its argmax; it stops at `length`, when t reaches n (an encoder's
    logits: one per input) or, eagerly, once every row ended (_eos_stop)."""
    batch = tf.shape(ids)[0]
    decoded = tf.zeros([batch, 0], tf.int32)
    if length <= 0:
      return decoded, None, tf.constant(0.0)
    stop_at_eos = self._eos_stop()
    step_shape = []  # The step logits' static shape, known once traced.

    def body(decoded, ended, logits, loss):
      position = tf.shape(decoded)[1]
      step_logits, loss = step(decoded)
      step_shape[:] = [step_logits.shape]
      flat = tf.reshape(step_logits, [batch, -1, tf.shape(step_logits)[-1]])
      known = position < tf.shape(flat)[1]
      # Past an encoder's last position: nothing appended, decoding ends.
      column = tf.pad(flat, [[0, 0], [0, 1], [0, 0]])[
          :, tf.minimum(position, tf.shape(flat)[1])]
      next_ids = tf.argmax(column, -1, tf.int32)
      decoded = tf.concat([decoded, next_ids[:, None]], 1)[
          :, :position + tf.cast(known, tf.int32)]
      ended = tf.logical_not(known)
      if stop_at_eos:
        ended |= tf.reduce_all(tf.equal(next_ids, vocabulary.EOS_ID))
      logits = logits.write(position, tf.cast(tf.reshape(column, tf.concat(
          [[batch], tf.shape(step_logits)[2:]], 0)), tf.float32))
      return decoded, ended, logits, loss

    decoded, _, logits, loss = tf.while_loop(
        lambda decoded, ended, *_: tf.logical_and(
            tf.shape(decoded)[1] < length, tf.logical_not(ended)),
        body, (decoded, tf.constant(False),
               tf.TensorArray(tf.float32, size=0, dynamic_size=True,
                              infer_shape=False), tf.constant(0.0)),
        shape_invariants=(tf.TensorShape([ids.shape[0], None]),
                          tf.TensorShape([]), None, tf.TensorShape([])),
        parallel_iterations=1, maximum_iterations=length)
    stacked = logits.stack()
    logits = tf.transpose(stacked, tf.concat(
        [[1, 0], tf.range(2, tf.rank(stacked))], 0))[:, :tf.shape(decoded)[1]]
    logits.set_shape(step_shape[0][:1].concatenate([None]).concatenate(
        step_shape[0][2:]))
    return decoded, logits, loss

  def _eos_stop(self) -> bool:
    """Whether decoding stops once every row's last id is EOS: the problem
    stops at EOS (its hparams' stop_at_eos, set by text problems) and runs
    eagerly, as before the loop was symbolic (a graph's runs to its
    length)."""
    return (bool(getattr(self._problem_hparams, "stop_at_eos", False)) and
            tf.executing_eagerly())

  def _slow_greedy_infer_tpu(self, features, decode_length):
    raise NotImplementedError(f"{self.name}: TPU decoding is not provided; "
                              f"_slow_greedy_infer decodes on CPU/GPU")
