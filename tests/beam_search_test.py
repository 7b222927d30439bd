"""Tests for t2t_dyn.decoding.beam_search, on a trained toy model and constructed ones."""

import keras
import numpy as np
import pytest
import tensorflow as tf

from t2t_dyn.decoding import beam_search
from t2t_dyn.hparams import model_hparams
from t2t_dyn.models import seq2seq
from t2t_dyn.models import transformer_model

_VOCAB = 16
_WIDTH = 7  # Up to 6 tokens and EOS.


def _reverse_task(rng, size):
  """inputs: distinct random tokens + EOS; targets: reversed + EOS.

  Distinct tokens keep the task learnable in seconds: a repeated token makes
  a tiny model unsure which occurrence comes next."""
  inputs = np.zeros((size, _WIDTH), np.int32)
  targets = np.zeros((size, _WIDTH), np.int32)
  for row in range(size):
    length = rng.integers(3, _WIDTH)
    tokens = rng.choice(np.arange(3, _VOCAB), length, replace=False)
    inputs[row, :length + 1] = [*tokens, 1]
    targets[row, :length + 1] = [*tokens[::-1], 1]
  return inputs, targets


@pytest.fixture(scope="module")
def trained():
  """A 1-layer, 64-wide Transformer trained 200 steps to reverse sequences
  (by then it reproduces every held-in target, greedy and beam, and its
  loss is below 1% of where it started). One layer: tracing a second
  doubles the fixture's CPU time, and a search over several layers' caches
  is checked on 2-layer models (ctranslate2_test, word_links_test,
  transformer_test's cached steps)."""
  keras.utils.set_random_seed(0)
  hparams = model_hparams.ModelHParams(
      hidden_size=64, filter_size=256, num_hidden_layers=1, num_heads=4,
      layer_prepostprocess_dropout=0.0, attention_dropout=0.0,
      relu_dropout=0.0, vocab_size=_VOCAB)
  model = transformer_model.Transformer(hparams)
  optimizer = keras.optimizers.Adam(3e-3, beta_2=0.98)
  rng = np.random.default_rng(0)
  inputs, targets = _reverse_task(rng, 512)

  @tf.function
  def train_step(inputs, targets):
    with tf.GradientTape() as tape:
      logits = model({"inputs": inputs, "targets": targets}, training=True)
      loss, tokens = seq2seq.smoothed_loss(logits, targets, 0.1)
      loss = tf.reduce_sum(loss) / tf.reduce_sum(tokens)
    variables = model.trainable_variables
    optimizer.apply_gradients(zip(tape.gradient(loss, variables), variables))
    return loss

  losses = []
  for _ in range(200):
    rows = rng.choice(len(inputs), 64, replace=False)
    losses.append(float(train_step(inputs[rows], targets[rows])))
  return model, inputs[:32], targets[:32], losses


def _padded_to(ids, width):
  ids = np.asarray(ids)
  return np.pad(ids, [[0, 0], [0, width - ids.shape[1]]])


@pytest.mark.slow(reason="trains a tiny Transformer (module fixture)")
def test_training_loss_falls(trained):
  _, _, _, losses = trained
  assert np.mean(losses[-20:]) < 0.1 * np.mean(losses[:5])


@pytest.mark.slow(reason="trains a tiny Transformer (module fixture)")
def test_greedy_reproduces_held_in_targets(trained):
  model, inputs, targets, _ = trained
  ids, log_probs = beam_search.greedy_decode(model, inputs)
  assert ids.dtype == tf.int32 and ids.shape[1] <= _WIDTH
  np.testing.assert_array_equal(_padded_to(ids, _WIDTH), targets)
  assert np.all(log_probs.numpy() <= 0) and np.all(log_probs.numpy() > -1)


@pytest.mark.slow(reason="trains a tiny Transformer (module fixture)")
def test_beam_search_reproduces_held_in_targets(trained):
  model, inputs, targets, _ = trained
  ids, scores = beam_search.beam_search(model, inputs, beam_size=4, alpha=0.6)
  np.testing.assert_array_equal(_padded_to(ids, _WIDTH), targets)
  assert scores.shape == (len(inputs),)


@pytest.mark.slow(reason="trains a tiny Transformer (module fixture)")
def test_beam_search_of_one_sentence(trained):
  # A batch of one (a first, static-shaped trace): the beams' cache keeps
  # its shape through the loop; all beams come back best first.
  model, inputs, targets, _ = trained
  ids, scores = beam_search.beam_search(model, inputs[:1], beam_size=4,
                                     alpha=0.6)
  np.testing.assert_array_equal(_padded_to(ids, _WIDTH), targets[:1])
  beams, beam_scores = beam_search.beam_search(model, inputs[:1], beam_size=4,
                                            alpha=0.6, all_beams=True)
  assert beams.shape[:2] == (1, 4) and beam_scores.shape == (1, 4)
  best = beams.numpy()[0, 0]
  np.testing.assert_array_equal(best[:ids.shape[1]], ids.numpy()[0])
  assert not best[ids.shape[1]:].any()  # Padding after the best beam's EOS.
  assert np.all(np.diff(beam_scores.numpy()[0]) <= 0)
  assert float(beam_scores[0, 0]) == pytest.approx(float(scores[0]))


@pytest.mark.slow(reason="trains a tiny Transformer (module fixture)")
def test_beam_one_equals_greedy(trained):
  model, inputs, _, _ = trained
  rng = np.random.default_rng(1)
  # Unseen, noisier inputs too, where the argmax path is less certain.
  inputs = np.concatenate([inputs, _reverse_task(rng, 8)[0][:, ::-1]])
  greedy_ids, log_probs = beam_search.greedy_decode(model, inputs)
  beam_ids, scores = beam_search.beam_search(model, inputs, beam_size=1,
                                          alpha=0.6)
  np.testing.assert_array_equal(beam_ids, greedy_ids)
  lengths = np.count_nonzero(greedy_ids.numpy(), 1)
  np.testing.assert_allclose(
      scores, log_probs / ((5 + lengths) / 6) ** 0.6, rtol=1e-5)
  # The general beam loop with one beam and no length penalty follows the
  # greedy path, but like T2T's beam search it grows 2 * beam candidates per
  # step, so where EOS is the runner-up it also keeps that finished prefix
  # and returns it when it scores better than the greedy path's end.
  greedy_ids, log_probs = beam_search.greedy_decode(model, inputs,
                                                 max_decode_length=20)
  encoder_output, memory_mask = model.encode(inputs)
  cache, memory = model.init_decoding(encoder_output, memory_mask, 20)
  loop_ids, loop_scores = beam_search.beam_search_from_step_fn(
      lambda ids, step, cache: model.decode_step(ids, step, cache, memory),
      cache, len(inputs), 1, 0.0, 20)
  greedy_ids, loop_ids = greedy_ids.numpy(), loop_ids.numpy()
  same = np.all(loop_ids == greedy_ids, 1)
  assert same[:32].all()  # The held-in rows: greedy ends at its best.
  np.testing.assert_allclose(loop_scores.numpy()[same], log_probs.numpy()[same],
                             rtol=1e-5)
  teacher_forced = np.sum(beam_search.score(model, inputs, loop_ids), 1)
  np.testing.assert_allclose(loop_scores, teacher_forced, rtol=1e-4)
  for row in np.flatnonzero(~same):
    end = int(np.argmax(loop_ids[row] != greedy_ids[row]))
    assert loop_ids[row, end] == 1 and not loop_ids[row, end + 1:].any()
    np.testing.assert_array_equal(loop_ids[row, :end], greedy_ids[row, :end])
    assert loop_scores[row] > log_probs[row]


@pytest.mark.slow(reason="traces greedy and beam search (~2.5 s)")
def test_outputs_end_at_eos_and_respect_max_length():
  keras.utils.set_random_seed(3)
  model = transformer_model.Transformer(model_hparams.ModelHParams(
      hidden_size=32, filter_size=64, num_hidden_layers=1, num_heads=4,
      vocab_size=_VOCAB))
  inputs = _reverse_task(np.random.default_rng(2), 5)[0]
  for ids, _ in (beam_search.greedy_decode(model, inputs, max_decode_length=4),
                 beam_search.beam_search(model, inputs, 3, 0.6,
                                      max_decode_length=4)):
    assert ids.shape[0] == 5 and ids.shape[1] <= 4
    for row in ids.numpy():
      eos = np.flatnonzero(row == 1)
      if eos.size:  # Finished: nothing but padding after the first EOS.
        assert not row[eos[0] + 1:].any() and row[:eos[0]].all()
      else:  # Cut at max_decode_length.
        assert row.all() and len(row) == 4
  with pytest.raises(ValueError, match="beam_size"):
    beam_search.beam_search(model, inputs, beam_size=0)


def _bigram_step_fn(transitions):
  """A step function from {previous id: {next id: probability}}."""
  table = np.full((_VOCAB, _VOCAB), 1e-9)
  for previous, nexts in transitions.items():
    for next_id, probability in nexts.items():
      table[previous, next_id] = probability
  log_table = tf.constant(np.log(table), tf.float32)
  return lambda ids, step, cache: (tf.gather(log_table, ids), cache)


def test_beam_search_finds_what_greedy_misses():
  # Greedy takes 3 (0.6), then at best 0.25; 4 then EOS has 0.4 * 0.99.
  step_fn = _bigram_step_fn({
      0: {3: 0.6, 4: 0.4}, 3: {5: 0.25, 6: 0.25, 7: 0.25, 8: 0.24, 1: 0.01},
      4: {1: 0.99, 5: 0.01}, 5: {1: 1.0}, 6: {1: 1.0}, 7: {1: 1.0},
      8: {1: 1.0}})
  greedy_ids, _ = beam_search.greedy_search(step_fn, {}, 1, 10)
  assert greedy_ids.numpy().tolist() == [[3, 5, 1]]
  ids, scores = beam_search.beam_search_from_step_fn(step_fn, {}, 1, 2, 0.0, 10)
  assert ids.numpy().tolist() == [[4, 1]]
  np.testing.assert_allclose(scores, [np.log(0.4 * 0.99)], rtol=1e-4)


def test_higher_alpha_favours_longer_outputs():
  # [3, EOS] has probability 0.6, [3, 4, 5, 6, 7, EOS] 0.4.
  step_fn = _bigram_step_fn({0: {3: 1.0}, 3: {1: 0.6, 4: 0.4}, 4: {5: 1.0},
                             5: {6: 1.0}, 6: {7: 1.0}, 7: {1: 1.0}})
  lengths = []
  for alpha in (0.0, 1.0, 2.0):
    ids, scores = beam_search.beam_search_from_step_fn(step_fn, {}, 2, 2, alpha,
                                                    12)
    lengths.append(ids.shape[1])
    best_score, best_length = max(
        (log_prob / ((5 + length) / 6) ** alpha, length)
        for log_prob, length in ((np.log(0.6), 2), (np.log(0.4), 6)))
    assert ids.shape[1] == best_length
    np.testing.assert_allclose(scores, [best_score] * 2, rtol=1e-4)
  assert lengths == [2, 2, 6]


def _untrained(seed=3):
  keras.utils.set_random_seed(seed)
  model = transformer_model.Transformer(model_hparams.ModelHParams(
      hidden_size=32, filter_size=64, num_hidden_layers=1, num_heads=2,
      layer_prepostprocess_dropout=0.0, attention_dropout=0.0,
      relu_dropout=0.0, vocab_size=_VOCAB))
  inputs = tf.constant([[5, 6, 7, 1], [8, 9, 1, 0]], tf.int32)
  return model, inputs


@pytest.mark.slow(reason="trains a tiny Transformer (module fixture)")
def test_score_is_the_log_probability_of_each_target_token(trained):
  model, inputs, targets, _ = trained
  token = beam_search.score(model, inputs, targets).numpy()
  logits = model({"inputs": inputs, "targets": targets}, training=False)
  log_probs = tf.nn.log_softmax(tf.cast(logits, tf.float32)).numpy()
  for row in range(len(targets)):
    for t, target in enumerate(targets[row]):
      expected = log_probs[row, t, target] if target else 0.0
      np.testing.assert_allclose(token[row, t], expected, atol=1e-5)
  # A trained model is sure of its held-in targets; a wrong one scores low.
  wrong = np.where(targets > 1, 3 + (targets - 3 + 1) % (_VOCAB - 3), targets)
  assert (token.sum(1) > beam_search.score(model, inputs, wrong).numpy().sum(1)
          ).all()


@pytest.mark.slow(reason="trains a tiny Transformer (module fixture)")
def test_greedy_scores_equal_scoring_its_output(trained):
  model, inputs, _, _ = trained
  ids, log_probs = beam_search.greedy_decode(model, inputs)
  rescored = beam_search.score(model, inputs, ids).numpy().sum(1)
  np.testing.assert_allclose(log_probs.numpy(), rescored, atol=1e-4)


@pytest.mark.slow(reason="400 sampled decodes (~3 s)")
def test_sampling_follows_the_model_distribution():
  model, inputs = _untrained()
  # First-step distribution of row 0 (PAD excluded: never drawn), and many
  # one-step samples of it.
  logits = model({"inputs": inputs[:1], "targets": tf.constant([[1]])},
                 training=False)
  probs = tf.nn.softmax(tf.cast(logits[0, 0], tf.float64)).numpy()
  probs[0] = 0.0
  probs /= probs.sum()
  draws = np.asarray([int(beam_search.sample_decode(
      model, inputs[:1], seed=s, max_decode_length=1)[0][0, 0])
                      for s in range(400)])
  counts = np.bincount(draws, minlength=_VOCAB) / len(draws)
  top = np.argsort(-probs)[:3]
  np.testing.assert_allclose(counts[top], probs[top], atol=0.08)


@pytest.mark.slow(reason="trains a tiny Transformer (module fixture)")
def test_sampling_is_seeded_and_top1_is_greedy(trained):
  model, inputs, _, _ = trained
  one, _ = beam_search.sample_decode(model, inputs, seed=7)
  again, _ = beam_search.sample_decode(model, inputs, seed=7)
  np.testing.assert_array_equal(one.numpy(), again.numpy())
  top1, _ = beam_search.sample_decode(model, inputs, top_k=1, seed=3)
  greedy, _ = beam_search.greedy_decode(model, inputs)
  np.testing.assert_array_equal(top1.numpy(), greedy.numpy())
  with pytest.raises(ValueError, match="temperature must be > 0"):
    beam_search.sample_decode(model, inputs, temperature=0.0)
