"""Tensor2Tensor's Transformer T2TModels (models.t2t_transformer): the
classes read from `transformer` as users subclass them, T2T's layouts,
the supervised attention loss, greedy decoding (fast as slow), the
scorer, and T2T's transformer_supervised_attention set."""

import keras
import numpy as np
import pytest
import tensorflow as tf

import t2t_reference
from t2t_dyn.models import t2t_transformer
from t2t_dyn.models import transformer
from t2t_dyn.utils import hparam
from t2t_dyn.utils import t2t_model


def problem_hparams(vocab=10):
  return hparam.HParams(
      modality={"inputs": "symbol", "targets": "symbol"},
      vocab_size={"inputs": vocab, "targets": vocab}, loss_multiplier=1.0,
      target_space_id=3)


def tiny(hparams_set=transformer.transformer_tiny):
  hparams = hparams_set()
  hparams.override_from_dict(dict(hidden_size=16, filter_size=32,
                                  num_heads=2, num_hidden_layers=1,
                                  layer_prepostprocess_dropout=0.0))
  return hparams


def features(seed=0):
  rng = np.random.default_rng(seed)
  return {"inputs": tf.constant(rng.integers(1, 10, (3, 5, 1, 1)), tf.int32),
          "targets": tf.constant(rng.integers(1, 10, (3, 7, 1, 1)),
                                 tf.int32)}


def test_users_read_the_model_classes_from_transformer():
  assert transformer.Transformer is t2t_transformer.Transformer
  assert transformer.TransformerScorer is t2t_transformer.TransformerScorer
  assert transformer.TransformerEncoder is t2t_transformer.TransformerEncoder
  assert issubclass(transformer.Transformer, t2t_model.T2TModel)
  with pytest.raises(ImportError, match="transformer_prepare_encoder"):
    getattr(transformer, "transformer_prepare_encoder")


def test_supervised_attention_set_is_tensor2tensors():
  theirs = t2t_reference.functions(
      "models/transformer", t2t_reference.TRANSFORMER_SETS + (
          "update_hparams_for_tpu", "transformer_supervised_attention"),
      {"common_hparams": t2t_reference.common_hparams})
  assert (transformer.transformer_supervised_attention().values() ==
          theirs["transformer_supervised_attention"]().values())


@pytest.mark.slow(reason="builds and calls a Keras Transformer")
def test_layouts_and_the_supervised_attention_loss():
  model = transformer.Transformer(
      tiny(transformer.transformer_supervised_attention),
      problem_hparams=problem_hparams())
  batch = features()
  logits, losses = model(batch)
  assert logits.shape == (3, 7, 1, 1, 10)
  assert "attention_loss" not in losses
  # Attention as expected (a uniform row over the 5 inputs) costs less
  # than attention far from it.
  batch["expected_attentions"] = tf.zeros([3, 7, 5])
  _, uniform = model(batch)
  batch["expected_attentions"] = tf.one_hot(
      tf.zeros([3, 7], tf.int32), 5) * 50.0
  _, peaked = model(batch)
  assert uniform["attention_loss"].shape == ()
  assert 0.0 <= float(uniform["attention_loss"]) < float(
      peaked["attention_loss"])


def unrolled_greedy(model, features, length):
  """(ids [B,L], the last call's logits): the greedy decoding before it was
  one tf.while_loop, a Python loop re-running the model on the ids so far
  (in a graph, one model per position)."""
  decoded = tf.zeros([features["inputs"].shape[0], 0], tf.int32)
  for position in range(length):
    logits, _ = model(dict(features, targets=tf.pad(
        decoded, [[0, 0], [0, 1]])[:, :, None, None]))
    flat = tf.reshape(logits, [decoded.shape[0], -1, logits.shape[-1]])
    if position >= flat.shape[1]:
      break  # An encoder's logits: one per input position, all decoded.
    decoded = tf.concat(
        [decoded, tf.argmax(flat[:, position], -1, tf.int32)[:, None]], 1)
  return decoded, logits


@pytest.mark.slow(reason="decodes with three Keras models, eager and graph")
@pytest.mark.parametrize("eager", [True, False])
def test_greedy_decoding_is_one_loop_with_the_unrolled_ids(eager):
  """Slow and fast greedy decoding of a Transformer and an encoder's are
  one tf.while_loop each (a graph holds one While op per decoding, not a
  model per position) giving the unrolled loop's ids, T2T's "logits" of
  each position and "losses" {"training"}, eagerly and in a graph."""
  graph = tf.Graph()
  with (tf.init_scope() if eager else graph.as_default()):
    keras.utils.set_random_seed(0)  # Weights whose ids differ by position.
    # A fixed, large projection as the top: ids that differ by position.
    projection = tf.constant(np.random.default_rng(0).normal(
        0.0, 10.0, (16, 10)), tf.float32)
    hparams = tiny()
    hparams.top = {"targets": lambda body_output, *_: tf.einsum(
        "blxh,hv->blxv", body_output, projection)[..., None, :]}
    seq2seq = transformer.Transformer(hparams, t2t_model.PREDICT,
                                      problem_hparams())
    encoder = t2t_transformer.TransformerEncoder(hparams, t2t_model.PREDICT,
                                                 problem_hparams())
    inputs = {"inputs": features()["inputs"][:, :3]}
    decodings = {"slow": seq2seq._slow_greedy_infer(inputs, 2),
                 "fast": seq2seq.infer(inputs, decode_length=2),
                 "encoder": encoder.infer(inputs, decode_length=2)}
    if not eager:
      assert [op.type for op in graph.get_operations()].count("While") == 3
    for decoding in decodings.values():
      assert decoding.pop("scores") is None
    unrolled = {"slow": unrolled_greedy(seq2seq, inputs, 3 + 2),
                "encoder": unrolled_greedy(encoder, inputs, 3 + 2)}
    unrolled["fast"] = unrolled["slow"]
    if not eager:
      with tf.compat.v1.Session() as session:
        session.run(tf.compat.v1.global_variables_initializer())
        decodings, unrolled = session.run((decodings, unrolled))
  for name, decoding in decodings.items():
    ids, logits = unrolled[name]
    assert len(np.unique(ids)) > 1  # Ids that tell orders apart.
    np.testing.assert_array_equal(
        np.reshape(decoding["outputs"], ids.shape), ids)
    # Causal (or encoder) logits: the last call's are each position's.
    np.testing.assert_allclose(decoding["logits"], logits, rtol=1e-5,
                               atol=1e-4)
    assert list(decoding["losses"]) == ([] if name == "fast" else
                                        ["training"])
  # T2T's layouts: the slow [B,L,1,1], the fast [B,L]; the encoder's one
  # id per input.
  assert decodings["slow"]["outputs"].shape == (3, 3 + 2, 1, 1)
  assert decodings["fast"]["outputs"].shape == (3, 3 + 2)
  assert decodings["encoder"]["outputs"].shape == (3, 3, 1, 1)


@pytest.mark.slow(reason="scores with a Keras Transformer")
def test_the_scorer_gives_the_targets_log_probability():
  model = transformer.TransformerScorer(tiny(), t2t_model.PREDICT,
                                        problem_hparams())
  assert model.name == "transformer"  # T2T's: checkpoints interchange.
  batch = features()
  scored = model.infer(batch)
  logits, _ = model(batch)
  log_probs = tf.nn.log_softmax(tf.squeeze(logits, [2, 3]))
  targets = tf.squeeze(batch["targets"], [2, 3])
  expected = tf.reduce_sum(tf.gather(log_probs, targets, batch_dims=2), 1)
  np.testing.assert_array_equal(scored["outputs"], targets)
  np.testing.assert_allclose(scored["scores"], expected, rtol=1e-5)


def test_without_inputs_the_decoder_alone_runs_causally():
  # T2T's has_input: a problem without an "inputs" modality (a language
  # model) trains the decoder alone; the target space is the encoder's.
  lm_hparams = problem_hparams()
  lm_hparams.modality = {"targets": "symbol"}
  model = transformer.Transformer(tiny(), t2t_model.EVAL, lm_hparams)
  assert not model.has_input
  targets = features()["targets"]
  logits, losses = model({"targets": targets, "target_space_id": 3})
  assert logits.shape == (3, 7, 1, 1, 10) and losses["training"] > 0
  changed = tf.concat([targets[:, :4], targets[:, 4:] % 9 + 1], 1)
  other, _ = model({"targets": changed, "target_space_id": 5})
  np.testing.assert_allclose(other[:, :5], logits[:, :5], atol=1e-5)
  outputs = model.infer({"targets": targets[:1, :0]}, decode_length=3)
  ids = outputs["outputs"].numpy().tolist()  # T2T's greedy layout [B,L].
  assert len(ids) == 1 and (len(ids[0]) == 3 or ids[0][-1] == 1)


def test_a_problem_with_inputs_needs_them():
  model = transformer.Transformer(tiny(), problem_hparams=problem_hparams())
  with pytest.raises(ValueError, match="no 'inputs'"):
    model({"targets": features()["targets"]})


# Real users' code, as Tensor2Tensor's notebooks and decode scripts wrote
# it (dyn-upgrade turns tf.estimator.ModeKeys.* into these strings).


def notebook_hparams(hparams_set="transformer_tiny",
                     problem="algorithmic_identity_binary40"):
  # pylint: disable-next=g-import-not-at-top,unused-import
  from t2t_dyn.data_generators import algorithmic  # noqa: F401
  from t2t_dyn.utils import trainer_lib  # pylint: disable=g-import-not-at-top
  return trainer_lib.create_hparams(
      hparams_set, "hidden_size=16,filter_size=32,num_heads=2,"
      "num_hidden_layers=1", data_dir="/nonexistent", problem_name=problem)


@pytest.mark.parametrize("name, model_class", [
    ("transformer", "Transformer"), ("transformer_scorer", "TransformerScorer"),
    ("transformer_encoder", "TransformerEncoder")])
def test_importing_transformer_registers_tensor2tensors_models(name,
                                                               model_class):
  from t2t_dyn.utils import registry  # pylint: disable=g-import-not-at-top
  assert name in registry.list_models()
  assert registry.model(name) is getattr(transformer, model_class)
  assert registry.model(name).REGISTERED_NAME == name


def test_a_notebooks_translate_model_decodes_from_create_hparams():
  from t2t_dyn.utils import registry  # pylint: disable=g-import-not-at-top
  hparams = notebook_hparams()
  translate_model = registry.model("transformer")(hparams, "infer")
  inputs = [3, 2, 3, 2] + [1]  # Encoded, then EOS.
  batch_inputs = tf.reshape(inputs, [1, -1, 1])  # Make it 3D.
  model_output = translate_model.infer({"inputs": batch_inputs},
                                       decode_length=3)["outputs"]
  ids = model_output.numpy()[0].tolist()
  assert len(ids) == 5 + 3 or ids[-1] == 1  # Up to the EOS.
  assert set(ids) <= {0, 1, 2, 3}


def test_a_model_from_create_hparams_gives_logits_and_training_loss():
  from t2t_dyn.utils import registry  # pylint: disable=g-import-not-at-top
  model = registry.model("transformer")(notebook_hparams(), "train")
  rng = np.random.default_rng(0)  # The problem's vocabulary: 4 ids.
  logits, losses = model({"inputs": rng.integers(1, 4, (3, 5, 1, 1)),
                          "targets": rng.integers(1, 4, (3, 7, 1, 1))})
  assert logits.shape == (3, 7, 1, 1, 4)
  assert losses["training"].shape == () and losses["training"] > 0


def test_greedy_decoding_stops_when_every_row_has_ended():
  # As Tensor2Tensor's: with the problem's stop_at_eos (text problems set
  # it), decoding stops once every row's last id is EOS; without, it runs
  # to its length.
  hparams = tiny()
  hparams.top = {"targets": lambda body_output, *_: tf.one_hot(
      tf.ones(tf.shape(body_output)[:2], tf.int32), 10)[:, :, None, None]}
  text_problem = problem_hparams()
  text_problem.add_hparam("stop_at_eos", 1)
  model = transformer.Transformer(hparams, t2t_model.PREDICT, text_problem)
  inputs = features()["inputs"]
  assert model.infer({"inputs": inputs}, decode_length=4)[
      "outputs"].numpy().tolist() == [[1]] * 3
  slow = model._slow_greedy_infer({"inputs": inputs}, 4)["outputs"]
  assert slow.shape == (3, 1, 1, 1)
  runs_on = transformer.Transformer(hparams, t2t_model.PREDICT,
                                    problem_hparams())
  slow = runs_on._slow_greedy_infer({"inputs": inputs}, 4)["outputs"]
  assert slow.shape == (3, 5 + 4, 1, 1)


def test_infer_beam_searches_as_tensor2tensor():
  # A script's model.infer(features, beam_size=4, top_beams=2, alpha=0.6):
  # T2T's layouts, best first; its best beam scores at least greedy's ids.
  model = transformer.Transformer(tiny(), t2t_model.PREDICT,
                                  problem_hparams())
  inputs = features()["inputs"][:2, :2]
  best = model.infer({"inputs": inputs}, decode_length=1, beam_size=3,
                     alpha=0.6)
  assert best["outputs"].shape[0] == 2 and best["outputs"].shape[1] <= 3
  assert best["scores"].shape == (2,)
  two = model.infer({"inputs": inputs}, decode_length=1, beam_size=3,
                    top_beams=2, alpha=0.6)
  assert two["outputs"].shape[:2] == (2, 2) and two["scores"].shape == (2, 2)
  assert np.all(two["scores"][:, 0] >= two["scores"][:, 1])
  np.testing.assert_allclose(two["scores"][:, 0], best["scores"], rtol=1e-5)
