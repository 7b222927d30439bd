"""Greedy, sampling and beam search decoding over a cached, incremental
decoder, and scoring given targets.

The searches (models.step_search) run on a step function `step_fn(ids
[N], step, cache) -> (logits [N,V], cache)`: ids are the tokens at
position step-1 (the start symbol 0 at step 0) and the cache is any nest of
tensors with N leading rows, reordered when beams are reordered.
`greedy_decode` and `beam_search`
build it from a model (encode once, then one decode_step per output
position), so decoding costs O(length) decoder steps; any model with
seq2seq's decoding contract (the Transformer, the LSTMs) decodes.

Outputs: ids [B, L] int32 without the start symbol, each finished row ending
at its EOS and 0-padded after it; L is the longest row, at most
max_decode_length (default: input length + 50, as Tensor2Tensor). With
`row_limits` [B] each row stops at its own limit (at most max_decode_length)
and its result does not depend on the other rows of the batch: padded
source positions are masked, so a batch padded to a bucket's shape decodes
each line as it would alone.
"""

from typing import Optional, Tuple

import tensorflow as tf

from t2t_dyn.models import seq2seq
# The searches over a step function: their one home, shared with T2TModels.
from t2t_dyn.models.step_search import (  # noqa: F401 pylint: disable=unused-import
    beam_search_from_step_fn, greedy_search, length_penalty, sampling_pick)
from t2t_dyn.setup import vocabulary


def _encode(model, inputs):
  """The encoder on encoded source ids (their factors unpacked)."""
  pieces, factor_ids = seq2seq.split_source(model.hparams, inputs)
  return model.encode(pieces, input_factors=factor_ids)


def _default_decode_length(inputs: tf.Tensor, max_decode_length):
  if max_decode_length is None:
    return tf.shape(inputs)[1] + 50
  return tf.convert_to_tensor(max_decode_length, tf.int32)


# No AutoGraph (as update_step's graphs): the searches' loops are
# tf.while_loop already.
@tf.function(reduce_retracing=True, autograph=False)
def _greedy_graph(model, inputs, max_decode_length, row_limits):
  encoder_output, memory_mask = _encode(model, inputs)
  cache, memory = model.init_decoding(encoder_output, memory_mask,
                                      max_decode_length)
  return greedy_search(
      lambda ids, step, cache: model.decode_step(ids, step, cache, memory),
      cache, tf.shape(inputs)[0], max_decode_length, row_limits=row_limits)


@tf.function(reduce_retracing=True, autograph=False)
def _sampling_graph(model, inputs, max_decode_length, row_limits,
                    temperature, top_k, seed):
  encoder_output, memory_mask = _encode(model, inputs)
  cache, memory = model.init_decoding(encoder_output, memory_mask,
                                      max_decode_length)
  return greedy_search(
      lambda ids, step, cache: model.decode_step(ids, step, cache, memory),
      cache, tf.shape(inputs)[0], max_decode_length,
      pick=sampling_pick(temperature, top_k, seed), row_limits=row_limits)


@tf.function(reduce_retracing=True, autograph=False)
def _beam_graph(model, inputs, beam_size, alpha, max_decode_length,
                row_limits, all_beams):
  batch_size = tf.shape(inputs)[0]
  encoder_output, memory_mask = _encode(model, inputs)
  # Beams of a batch element are adjacent rows: [b0 beam0, b0 beam1, ...].
  # (The encoder's output may be a nest: an LSTM's holds its states.)
  repeat = lambda t: tf.repeat(t, beam_size, axis=0)  # noqa: E731
  cache, memory = model.init_decoding(
      tf.nest.map_structure(repeat, encoder_output), repeat(memory_mask),
      max_decode_length)
  return beam_search_from_step_fn(
      lambda ids, step, cache: model.decode_step(ids, step, cache, memory),
      cache, batch_size, beam_size, alpha, max_decode_length,
      all_beams=all_beams, row_limits=row_limits)


def _row_limits(inputs, decode_length, row_limits) -> tf.Tensor:
  """int32 [B]: row_limits, or decode_length for every row."""
  if row_limits is None:
    return tf.fill([tf.shape(inputs)[0]], decode_length)
  return tf.convert_to_tensor(row_limits, tf.int32)


def relaxed_call(graph, model, *args):
  """graph(model, *args), from one trace for any shapes of the tensor args:
  tf.function traces a first call's exact shapes and relaxes them at the
  next shape, a second trace (a second of CPU for a small model) in every
  decoding run whose batches have two shapes."""
  graph.get_concrete_function(model, *(
      tf.TensorSpec([None] * arg.shape.rank, arg.dtype)
      if isinstance(arg, tf.Tensor) else arg for arg in args))
  return graph(model, *args)


def traced_graphs() -> int:
  """How many graphs the decoding functions have traced in this process
  (greedy, sampling and beam search together): each trace is a compile,
  one per model and search setting, for batches of any shape
  (relaxed_call)."""
  return sum(f.experimental_get_tracing_count()
             for f in (_greedy_graph, _sampling_graph, _beam_graph))


def greedy_decode(model, inputs, max_decode_length: Optional[int] = None,
                  row_limits=None) -> Tuple[tf.Tensor, tf.Tensor]:
  """Argmax decoding of a Transformer for int inputs [B,S]; row_limits
  [B]: each row's output length limit (default max_decode_length).

  Returns (ids [B, L] int32, scores [B]: summed log probabilities).
  """
  inputs = tf.convert_to_tensor(inputs, tf.int32)
  decode_length = _default_decode_length(inputs, max_decode_length)
  return relaxed_call(_greedy_graph, model, inputs, decode_length,
                       _row_limits(inputs, decode_length, row_limits))


def beam_search(model, inputs, beam_size: int = 4, alpha: float = 0.6,
                max_decode_length: Optional[int] = None,
                all_beams: bool = False,
                row_limits=None) -> Tuple[tf.Tensor, tf.Tensor]:
  """Beam search of a Transformer for int inputs [B,S]; row_limits [B]:
  each row's output length limit, at most max_decode_length (default: it).

  Returns the best hypothesis per row: (ids [B, L] int32, scores [B] =
  log_prob / length_penalty); with `all_beams` every beam, best first
  (ids [B, beam, L], scores [B, beam]). beam_size 1 is greedy decoding, as
  in T2T. Raises: ValueError if beam_size < 1.
  """
  if beam_size < 1:
    raise ValueError(f"beam_size must be >= 1, got {beam_size}")
  inputs = tf.convert_to_tensor(inputs, tf.int32)
  decode_length = _default_decode_length(inputs, max_decode_length)
  row_limits = _row_limits(inputs, decode_length, row_limits)
  if beam_size == 1:
    ids, log_probs = relaxed_call(_greedy_graph, model, inputs,
                                   decode_length, row_limits)
    lengths = tf.reduce_sum(
        tf.cast(tf.not_equal(ids, vocabulary.PAD_ID), tf.float32), 1)
    scores = log_probs / length_penalty(lengths, alpha)
    return (ids[:, None], scores[:, None]) if all_beams else (ids, scores)
  return relaxed_call(_beam_graph, model, inputs, beam_size,
                       tf.constant(alpha, tf.float32), decode_length,
                       row_limits, all_beams)


def sample_decode(model, inputs, temperature: float = 1.0, top_k: int = 0,
                  seed: int = 0, max_decode_length: Optional[int] = None,
                  row_limits=None) -> Tuple[tf.Tensor, tf.Tensor]:
  """Samples one output per row of int inputs [B,S]: each id from the
  model's distribution at `temperature`, restricted to the `top_k` most
  probable ids (0: unrestricted sampling, Edunov et al. 2018's best for
  back-translation; 10: their top-10 sampling). Seeded: the same `seed` and
  batch give the same outputs.

  Returns (ids [B, L] int32, log_probs [B]: the model's summed log
  probabilities of the ids). Raises: ValueError for temperature <= 0 or
  top_k < 0.
  """
  if temperature <= 0 or top_k < 0:
    raise ValueError(f"temperature must be > 0 and top_k >= 0, got "
                     f"{temperature} and {top_k}")
  inputs = tf.convert_to_tensor(inputs, tf.int32)
  decode_length = _default_decode_length(inputs, max_decode_length)
  return relaxed_call(_sampling_graph, model, inputs, decode_length,
                       _row_limits(inputs, decode_length, row_limits),
                       tf.constant(temperature, tf.float32),
                       top_k, tf.constant(seed, tf.int64))


@tf.function(reduce_retracing=True, autograph=False)
def _score_graph(model, inputs, targets):
  features = seq2seq.teacher_forced_features(model.hparams, inputs, targets)
  logits = model(features, training=False)
  log_probs = tf.nn.log_softmax(tf.cast(logits, tf.float32))
  token = tf.gather(log_probs, targets, batch_dims=2)
  return tf.where(tf.not_equal(targets, vocabulary.PAD_ID), token, 0.0)


def score(model, inputs, targets) -> tf.Tensor:
  """Log-probability of each target id given the inputs (teacher forcing,
  as in training): float32 [B, T], 0 at padding. Targets end with EOS."""
  return relaxed_call(_score_graph, model,
                       tf.convert_to_tensor(inputs, tf.int32),
                       tf.convert_to_tensor(targets, tf.int32))
