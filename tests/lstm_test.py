"""Tests for t2t_dyn.models.lstm (Tensor2Tensor's LSTM sets) and
t2t_dyn.models.lstm_model (its LSTM sequence-to-sequence models).

References: Tensor2Tensor's own set functions; for the models without
attention, Tensor2Tensor's own `lstm_seq2seq_internal` and
`lstm_seq2seq_internal_bid_encoder` run on TensorFlow 1's LSTMCell and
dynamic_rnn (still inside TensorFlow 2.21) in TensorFlow 1 graphs, with
our weights; for attention (TensorFlow 1's AttentionWrapper is gone), the
papers' equations written out in NumPy.
"""

import copy
import dataclasses
import sys
import types

import keras
import numpy as np
import pytest
import tensorflow as tf

from tensor2tensor.layers import common_hparams as t2t_common_hparams

import t2t_reference
from t2t_dyn.decoding import beam_search
from t2t_dyn.hparams import model_hparams
from t2t_dyn.models import lstm
from t2t_dyn.models import model_builder
from t2t_dyn.models import seq2seq
from t2t_dyn.utils import registry

LSTM_SETS = ("lstm_seq2seq", "lstm_bahdanau_attention", "lstm_luong_attention",
             "lstm_attention", "lstm_bahdanau_attention_multi",
             "lstm_luong_attention_multi", "lstm_asr_v1",
             "lstm_area_attention_base", "lstm_area_attention_enfr",
             "lstm_area_attention_char", "lstm_area_attention_char_enfr")
VOCAB = 23


@pytest.mark.parametrize("name", LSTM_SETS)
def test_every_lstm_set_has_tensor2tensors_names_and_values(name):
  theirs = t2t_reference.functions(
      "models/lstm", LSTM_SETS + ("lstm_attention_base",),
      {"common_hparams": t2t_common_hparams})[name]().values()
  assert getattr(lstm, name)().values() == theirs
  assert registry.hparams(name).values() == theirs


def _model(model: str, hparams_set: str, overrides: str = "hidden_size=8",
           **fields) -> keras.Model:
  converted = model_hparams.from_set(hparams_set, overrides, model=model)
  keras.utils.set_random_seed(3)
  return model_builder.build(dataclasses.replace(
      converted.model, vocab_size=VOCAB, dropout=0.0, **fields))


# Two sources of different lengths (padded) and their targets.
INPUTS = np.array([[5, 6, 7, 8, 1], [9, 10, 1, 0, 0]], np.int32)
TARGETS = np.array([[3, 4, 11, 1], [12, 1, 0, 0]], np.int32)


def _tensor2tensors_bodies(cases):
  """Tensor2Tensor's lstm_seq2seq_internal(_bid_encoder) body outputs of
  each case, with its weights, each case in a TensorFlow 1 graph and
  session of its own. Its lstm.py runs from its source on TensorFlow 1's
  LSTMCell and dynamic_rnn, in this process: the modules it imports with
  the stubs below are dropped again after, so that no later test imports
  them bound to the stubs."""
  # pylint: disable=g-import-not-at-top
  import tensorflow.compat.v1 as tf1
  from tensorflow.python.keras.layers.legacy_rnn import rnn_cell_impl
  from tensorflow.python.ops import rnn
  # pylint: enable=g-import-not-at-top
  before = set(sys.modules)
  for stub in ("tensorflow_addons", "tensorflow_probability", "tf_slim"):
    sys.modules[stub] = types.ModuleType(stub)  # Imported, never used here.
  try:
    # pylint: disable=g-import-not-at-top
    from tensor2tensor.layers import common_layers
    from tensor2tensor.utils import hparam
    # pylint: enable=g-import-not-at-top
    # TensorFlow 1's names for what Tensor2Tensor's lstm.py calls.
    shim = types.ModuleType("tf")
    for name in dir(tf1):
      try:
        setattr(shim, name, getattr(tf1, name))
      except (AttributeError, ImportError):
        pass
    shim.nn = types.SimpleNamespace(
        rnn_cell=types.SimpleNamespace(
            LSTMCell=rnn_cell_impl.LSTMCell,
            DropoutWrapper=rnn_cell_impl.DropoutWrapper,
            MultiRNNCell=rnn_cell_impl.MultiRNNCell,
            LSTMStateTuple=rnn_cell_impl.LSTMStateTuple),
        dynamic_rnn=rnn.dynamic_rnn,
        bidirectional_dynamic_rnn=rnn.bidirectional_dynamic_rnn)
    t2t_lstm = t2t_reference.functions(
        "models/lstm", ("_dropout_lstm_cell", "lstm", "lstm_seq2seq_internal",
                        "lstm_bid_encoder",
                        "lstm_seq2seq_internal_bid_encoder"),
        {"tf": shim, "common_layers": common_layers, "copy": copy})
    bodies = []
    for case in cases:
      with tf1.Graph().as_default():
        hparams = hparam.HParams(hidden_size=case["hidden_size"],
                                 num_hidden_layers=case["layers"],
                                 dropout=0.0)
        inputs = tf1.constant(np.array(case["inputs"], np.float32))
        targets = tf1.constant(np.array(case["targets"], np.float32))
        internal = t2t_lstm["lstm_seq2seq_internal_bid_encoder"
                            if case["bidirectional"] else
                            "lstm_seq2seq_internal"]
        body = internal(inputs, targets, hparams, False)
        assignments = []
        for variable in tf1.trainable_variables():
          parts = variable.op.name.split("/")
          side = "decoder" if "decoder" in parts else (
              "encoder_bw" if "bw" in parts else "encoder_fw")
          layer = next(p for p in parts if p.startswith("cell_")).split(
              "_")[1]
          value = np.array(case["weights"][f"{side}_{layer}/{parts[-1]}"],
                           np.float32)
          assignments.append(variable.assign(value))
        with tf1.Session() as session:
          session.run(assignments)
          bodies.append(session.run(body))
    return bodies
  finally:
    for name in set(sys.modules) - before:
      if name.startswith("tensor2tensor.") or name in (
          "tensorflow_addons", "tensorflow_probability", "tf_slim"):
        module = sys.modules.pop(name)
        parent, _, child = name.rpartition(".")
        if getattr(sys.modules.get(parent), child, None) is module:
          delattr(sys.modules[parent], child)  # `from parent import child`.


WITHOUT_ATTENTION = {"lstm_seq2seq": False,
                     "lstm_seq2seq_bidirectional_encoder": True}


@pytest.fixture(name="t2t_bodies", scope="module")
def t2t_bodies_fixture():
  """{model name: (our model, Tensor2Tensor's body output [B, T, 1, H]
  with its weights)} for the models without attention
  (WITHOUT_ATTENTION: name -> bidirectional encoder)."""
  models, cases = [], []
  for model, bidirectional in WITHOUT_ATTENTION.items():
    ours = _model(model, "lstm_seq2seq", "hidden_size=8,num_hidden_layers=2")
    models.append(ours)
    weights = {}
    for name in ("encoder_fw_0", "encoder_fw_1", "encoder_bw_0",
                 "encoder_bw_1", "decoder_0", "decoder_1"):
      if hasattr(ours, name):
        cell = getattr(ours, name)
        prefix = name if name.startswith("encoder") else f"decoder_{name[-1]}"
        weights[f"{prefix}/kernel"] = cell.kernel.numpy().tolist()
        weights[f"{prefix}/bias"] = cell.bias.numpy().tolist()
    cases.append({
        "hidden_size": 8, "layers": 2, "bidirectional": bidirectional,
        # Tensor2Tensor's bodies take the modality's embeddings [B, T, 1, H].
        "inputs": ours.source_embedding(INPUTS).numpy()[:, :, None].tolist(),
        "targets": ours.target_embedding(
            TARGETS).numpy()[:, :, None].tolist(),
        "weights": weights})
  bodies = _tensor2tensors_bodies(cases)
  return {name: (model, np.array(body))
          for name, model, body in zip(WITHOUT_ATTENTION, models, bodies)}


@pytest.mark.slow(reason="Tensor2Tensor's LSTMs built and run in TensorFlow 1 "
                  "graphs")
@pytest.mark.parametrize("model", WITHOUT_ATTENTION)
def test_without_attention_the_models_compute_tensor2tensors_own(
    model, t2t_bodies):
  ours, body = t2t_bodies[model]
  body = body[:, :, 0]
  theirs = body @ ours.softmax.embeddings.numpy().T
  logits = ours({"inputs": INPUTS, "targets": TARGETS}).numpy()
  real = TARGETS != 0  # Tensor2Tensor's outputs stop at each target's end.
  np.testing.assert_allclose(logits[real], theirs[real], rtol=1e-4,
                             atol=1e-5)


def _sigmoid(x):
  return 1.0 / (1.0 + np.exp(-x))


def _reference_attention_logits(model, inputs, targets):
  """Written from the papers: the encoder reads the source reversed
  (Sutskever et al. 2014); each decoder step feeds [y_{t-1}; a_{t-1}]
  to the LSTMs, scores the encoder outputs h_s against the top cell
  output h_t (Bahdanau et al. 2015: v . tanh(W1 h_s + W2 h_t); Luong et
  al. 2015, "general": h_t . W h_s), normalizes them over the real source
  positions, and the attention a_t = W_c [h_t; c_t] (no bias, no
  activation, as TensorFlow's AttentionWrapper) is the output."""
  hp = model.hparams

  def cell(layer, x, c, h):
    z = np.concatenate([x, h]) @ layer.kernel.numpy() + layer.bias.numpy()
    i, j, f, o = np.split(z, 4)
    c = c * _sigmoid(f + 1.0) + _sigmoid(i) * np.tanh(j)
    return c, _sigmoid(o) * np.tanh(c)

  source = model.source_embedding.embeddings.numpy()
  target = model.target_embedding.embeddings.numpy()
  scale = np.sqrt(hp.hidden_size)
  units = hp.hidden_size
  logits = []
  for row, row_targets in zip(inputs, targets):
    ids = [int(t) for t in row if t]
    states = [(np.zeros(units), np.zeros(units))
              for _ in range(hp.num_hidden_layers)]
    outputs = []
    for token in reversed(ids):
      x = source[token] * scale
      for i in range(hp.num_hidden_layers):
        states[i] = cell(getattr(model, f"encoder_fw_{i}"), x, *states[i])
        x = states[i][1]
      outputs.append(x)
    memory = np.stack(outputs)
    attention_layer = model.attention
    keys = memory @ attention_layer.memory_layer.kernel.numpy()
    attention = np.zeros(model.attention_size)
    previous = 0
    row_logits = []
    for token in row_targets:
      x = np.concatenate([target[previous] * scale if previous else
                          np.zeros(units), attention])
      for i in range(hp.num_hidden_layers):
        states[i] = cell(getattr(model, f"decoder_{i}"), x, *states[i])
        x = states[i][1]
      if hp.attention_mechanism == "luong":
        scores = keys @ x
      else:
        query = x @ attention_layer.query_layer.kernel.numpy()
        scores = np.tanh(keys + query) @ attention_layer.attention_v.numpy()
      weights = np.exp(scores - scores.max())
      weights /= weights.sum()
      context = weights @ memory
      attention = np.concatenate([
          np.concatenate([x, context]) @ getattr(
              attention_layer, f"attention_layer_{k}").kernel.numpy()
          for k in range(hp.num_heads)])
      output = attention if hp.output_attention else x
      if model.output_projection is not None:
        output = (output @ model.output_projection.kernel.numpy() +
                  model.output_projection.bias.numpy())
      row_logits.append(output @ model.softmax.embeddings.numpy().T)
      previous = int(token)
    logits.append(np.stack(row_logits))
  return logits


@pytest.mark.parametrize("hparams_set,overrides", [
    ("lstm_bahdanau_attention", "hidden_size=8,attention_layer_size=6"),
    ("lstm_luong_attention", "hidden_size=8,num_hidden_layers=1"),
    ("lstm_luong_attention_multi", "hidden_size=8,attention_layer_size=4"),
    ("lstm_bahdanau_attention", "hidden_size=8,output_attention=false"),
])
def test_attention_decoders_follow_the_papers_equations(hparams_set,
                                                         overrides):
  model = _model("lstm_seq2seq_attention", hparams_set, overrides)
  logits = model({"inputs": INPUTS, "targets": TARGETS}).numpy()
  reference = _reference_attention_logits(model, INPUTS, TARGETS)
  for row in range(len(INPUTS)):
    real = TARGETS[row] != 0
    np.testing.assert_allclose(logits[row][real], reference[row][real],
                               rtol=1e-4, atol=1e-5)


def test_a_sentence_is_scored_alike_alone_and_beside_a_longer_one():
  # Padding is masked out of the attention (Tensor2Tensor attended to it).
  model = _model("lstm_seq2seq_attention_bidirectional_encoder",
                 "lstm_luong_attention")
  both = model({"inputs": INPUTS, "targets": TARGETS}).numpy()
  alone = model({"inputs": INPUTS[1:, :3], "targets": TARGETS[1:, :2]})
  np.testing.assert_allclose(both[1, :2], alone.numpy()[0], rtol=1e-5,
                             atol=1e-6)


@pytest.mark.slow(reason="traces greedy and beam searches (3-9 s)")
@pytest.mark.parametrize("model,hparams_set", [
    ("lstm_seq2seq", "lstm_seq2seq"),
    ("lstm_seq2seq_attention", "lstm_bahdanau_attention_multi"),
    ("lstm_seq2seq_attention_bidirectional_encoder", "lstm_luong_attention"),
])
def test_incremental_decoding_equals_the_full_pass(model, hparams_set):
  model = _model(model, hparams_set)
  full = model({"inputs": INPUTS, "targets": TARGETS}).numpy()
  encoded, mask = model.encode(INPUTS)
  cache, memory = model.init_decoding(encoded, mask)
  previous = np.zeros(2, np.int32)
  for step in range(TARGETS.shape[1]):
    logits, cache = model.decode_step(previous, step, cache, memory)
    np.testing.assert_allclose(logits.numpy(), full[:, step], rtol=1e-5,
                               atol=1e-6)
    previous = TARGETS[:, step]
  # The searches run on it: greedy equals beam 1, beams come out best first.
  greedy, _ = beam_search.greedy_decode(model, INPUTS, 6)
  one, _ = beam_search.beam_search(model, INPUTS, beam_size=1,
                                   max_decode_length=6)
  np.testing.assert_array_equal(greedy.numpy(), one.numpy())
  beams, scores = beam_search.beam_search(model, INPUTS, beam_size=3,
                                          max_decode_length=6,
                                          all_beams=True)
  assert beams.shape[:2] == (2, 3)
  assert np.all(np.diff(scores.numpy(), axis=1) <= 1e-6)


def test_source_factors_are_embedded_and_packed_rows_refused():
  model = _model("lstm_seq2seq_attention", "lstm_attention",
                 source_factor_sizes=(3,))
  factors = np.zeros(INPUTS.shape + (1,), np.int32)
  plain = model({"inputs": INPUTS, "targets": TARGETS,
                 "input_factors": factors}).numpy()
  factors[0, 0, 0] = 2
  changed = model({"inputs": INPUTS, "targets": TARGETS,
                   "input_factors": factors}).numpy()
  assert not np.allclose(plain[0], changed[0])
  np.testing.assert_allclose(plain[1], changed[1], rtol=1e-6)
  with pytest.raises(ValueError, match="packed rows are not supported"):
    model({"inputs": INPUTS, "targets": TARGETS, "input_factors": factors,
           "inputs_segmentation": np.ones_like(INPUTS)})


def test_sets_the_models_cannot_run_are_refused_by_name():
  for overrides, expected in (
      ("initializer=orthogonal", "initializer='orthogonal'"),
      ("max_area_width=2", "max_area_width=2"),
      ("shared_embedding_and_softmax_weights=true",
       "shared_embedding_and_softmax_weights=True"),
      ("pack_dataset=true", "packed rows would run examples")):
    with pytest.raises(model_hparams.HParamsError, match=expected):
      model_hparams.from_set("lstm_attention", overrides,
                             model="lstm_seq2seq_attention")
  # Tensor2Tensor's LSTM with attention reads attention_mechanism, which a
  # Transformer set lacks.
  with pytest.raises(model_hparams.HParamsError,
                     match="attention_mechanism.*transformer_base|"
                           "the model lstm_seq2seq_attention reads"):
    model_hparams.from_set("transformer_base",
                           model="lstm_seq2seq_attention")
  with pytest.raises(ValueError, match="an encoder alone"):
    model_hparams.from_set("lstm_seq2seq", model="lstm_encoder")
  converted = model_hparams.from_set("lstm_seq2seq", model="lstm_seq2seq")
  assert converted.model.optimizer == "adam"
  assert converted.model.shared_embedding_and_softmax_weights is False
  assert (converted.model.dropout, converted.model.clip_grad_norm,
          converted.model.learning_rate_schedule) == (0.2, 2.0, "legacy")


def test_a_training_step_under_mixed_precision_is_finite():
  keras.mixed_precision.set_global_policy("mixed_float16")
  try:
    model = _model("lstm_seq2seq_attention_bidirectional_encoder",
                   "lstm_attention")
    optimizer = keras.optimizers.LossScaleOptimizer(keras.optimizers.Adam())
    with tf.GradientTape() as tape:
      logits = model({"inputs": INPUTS, "targets": TARGETS}, training=True)
      loss, _ = seq2seq.smoothed_loss(logits, TARGETS, 0.1)
      scaled = optimizer.scale_loss(tf.reduce_sum(loss))
    grads = tape.gradient(scaled, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    assert logits.dtype == tf.float32
    assert all(np.all(np.isfinite(v.numpy()))
               for v in model.trainable_variables)
  finally:
    keras.mixed_precision.set_global_policy("float32")
