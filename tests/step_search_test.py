"""The searches over a step function (t2t_dyn.models.step_search) against
an exhaustive search, with a model whose next-id scores depend on the
whole prefix it reads from its cache: a beam search that kept a cache row
with the wrong hypothesis would score the hypothesis' extensions by
another prefix."""

import itertools

import numpy as np
import tensorflow as tf

from t2t_dyn.models import step_search

VOCAB = 4  # 0: PAD (the start symbol), 1: EOS, 2 and 3: words.
LENGTH = 3
WORDS = (2, 3)


def _prefix_model(seed: int):
  """(step_fn, the log probabilities it gives a prefix's next id): logits
  drawn per prefix; PAD and EOS never chosen, so no hypothesis ends and
  the search keeps LENGTH ids."""
  rng = np.random.default_rng(seed)
  table = rng.normal(size=(VOCAB ** LENGTH, VOCAB)).astype(np.float32) * 2
  table[:, :2] = -1e9

  def code(prefix):
    return sum(int(t) * VOCAB ** i for i, t in enumerate(prefix))

  def step_fn(ids, step, cache):
    # The id at position step - 1 (none at step 0: the start symbol).
    prefix = step_search.write_column(cache["prefix"], step - 1, ids)
    codes = tf.reduce_sum(prefix * VOCAB ** tf.range(LENGTH), axis=1)
    return tf.gather(tf.constant(table), codes), {"prefix": prefix}

  def log_probs(prefix):
    row = table[code(prefix)].astype(np.float64)
    return row - np.log(np.exp(row - row.max()).sum()) - row.max()
  return step_fn, log_probs


def test_beam_search_scores_every_hypothesis_by_its_own_prefix():
  """A beam wide enough for every sequence keeps them all: its beams and
  scores are the exhaustive search's, ranked, whatever order the search
  reorders the beams in."""
  beam = len(WORDS) ** LENGTH
  for seed in range(3):
    step_fn, log_probs = _prefix_model(seed)
    batch = 2
    cache = {"prefix": tf.zeros([batch * beam, LENGTH], tf.int32)}
    ids, scores = step_search.beam_search_from_step_fn(
        step_fn, cache, batch, beam, alpha=0.6, decode_length=LENGTH,
        all_beams=True)
    penalty = ((5.0 + LENGTH) / 6.0) ** 0.6
    exhaustive = sorted(
        ((sum(log_probs(seq[:i])[seq[i]] for i in range(LENGTH)) / penalty,
          seq) for seq in itertools.product(WORDS, repeat=LENGTH)),
        reverse=True)
    for row in range(batch):
      assert [tuple(s) for s in ids[row].numpy().tolist()] == [
          seq for _, seq in exhaustive]
      np.testing.assert_allclose(scores[row], [s for s, _ in exhaustive],
                                 rtol=1e-5)


def test_greedy_search_follows_the_best_id_of_its_own_prefix():
  step_fn, log_probs = _prefix_model(7)
  ids, total = step_search.greedy_search(
      step_fn, {"prefix": tf.zeros([1, LENGTH], tf.int32)}, 1, LENGTH)
  prefix, expected = [], 0.0
  for _ in range(LENGTH):
    scores = log_probs(prefix)
    prefix.append(int(np.argmax(scores)))
    expected += scores[prefix[-1]]
  assert ids[0].numpy().tolist() == prefix
  np.testing.assert_allclose(total[0], expected, rtol=1e-5)
