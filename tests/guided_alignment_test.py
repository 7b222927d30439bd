"""Tests for t2t_dyn.models.guided_alignment: the piece links its word ids
and word links give, its cost by hand, the Transformer's exposed attention
(padded, packed, mixed precision), the training step with and without
links, the hparams' checks, and a tiny model whose supervised head learns
the links."""

import dataclasses
import math

import keras
import numpy as np
import pytest
import tensorflow as tf

from t2t_dyn.hparams import model_hparams
from t2t_dyn.models import guided_alignment
from t2t_dyn.models import lstm_model
from t2t_dyn.models import seq2seq
from t2t_dyn.models import transformer_model
from t2t_dyn.test_utils import batch_piece_links
from t2t_dyn.text import alignments
from t2t_dyn.training import progress
from t2t_dyn.training import update_step

_VOCAB = 20
_NO_DROPOUT = dict(layer_prepostprocess_dropout=0.0, attention_dropout=0.0,
                   relu_dropout=0.0)


def _hparams(**overrides):
  return dataclasses.replace(model_hparams.ModelHParams(
      hidden_size=32, filter_size=64, num_hidden_layers=2, num_heads=4,
      vocab_size=_VOCAB, **_NO_DROPOUT), **overrides)


def _model(seed=0, **overrides):
  keras.utils.set_random_seed(seed)
  return transformer_model.Transformer(_hparams(**overrides))


def _step(model, learning_rate=1e-3, optimizer=None):
  optimizer = optimizer or keras.optimizers.Adam(learning_rate)
  # As the trainer does: a loss scale read before it exists stays fixed.
  optimizer.build(model.trainable_variables)
  return update_step.UpdateStep(
      model, optimizer, tf.distribute.get_strategy(),
      model.hparams.label_smoothing, 1, False, 0)


def _word_form(piece_links, source_lengths, target_lengths, widths=None):
  """A batch's word features ("inputs_words", "targets_words",
  "alignment") where every piece but EOS is a word of its own: source piece
  s has word id alignments.source_id(s), target piece t target_id(t), and
  each row's (t, s) piece links become word links, (0, 0)-padded.
  `widths`: (source, target) columns (default: the longest of each)."""
  rows = len(piece_links)
  widths = widths or (max(source_lengths), max(target_lengths))
  features = {name: np.zeros((rows, width), np.int32)
              for name, width in zip(("inputs_words", "targets_words"),
                                     widths)}
  features["alignment"] = np.zeros(
      (rows, max([len(l) for l in piece_links] + [0]), 2), np.int32)
  for row, (links, n_source, n_target) in enumerate(
      zip(piece_links, source_lengths, target_lengths)):
    # Less EOS: it has no word.
    features["inputs_words"][row, :n_source - 1] = [
        alignments.source_id(s) for s in range(n_source - 1)]
    features["targets_words"][row, :n_target - 1] = [
        alignments.target_id(t) for t in range(n_target - 1)]
    for k, (t, s) in enumerate(links):
      features["alignment"][row, k] = (alignments.target_id(t),
                                       alignments.source_id(s))
  return features


def _reversal_batch(rng, rows=32, width=8):
  """Random tokens and their reversal (each + EOS), 0-padded; target t
  links to source n-1-t (EOS unlinked), in the batches' word form."""
  inputs = np.zeros((rows, width + 1), np.int32)
  targets = np.zeros_like(inputs)
  links, lengths = [], []
  for row in range(rows):
    n = rng.integers(3, width + 1)
    tokens = rng.integers(3, _VOCAB, n)
    inputs[row, :n], inputs[row, n] = tokens, 1
    targets[row, :n], targets[row, n] = tokens[::-1], 1
    links.append([(t, n - 1 - t) for t in range(n)])
    lengths.append(n + 1)
  return {"inputs": inputs, "targets": targets,
          "task_id": np.zeros(rows, np.int32),
          **_word_form(links, lengths, lengths, (width + 1, width + 1))}


def _cost(attention, piece_links, cost):
  """cost_terms of one row's attention [1, T, S] and (t, s) piece links,
  each piece but the last (EOS) a word."""
  _, n_target, n_source = np.shape(attention)
  total, positions = guided_alignment.cost_terms(
      tf.constant(attention, tf.float32),
      _word_form(piece_links, [n_source], [n_target]), cost)
  return float(total), float(positions)


# Target 0 links to sources 0 and 2 (so 1/2 each), target 1 has no link;
# the last position of each side is EOS.
_ATTENTION = [[[0.7, 0.2, 0.1, 0.0], [0.3, 0.3, 0.4, 0.0],
               [0.2, 0.2, 0.2, 0.4]]]
_LINKS = [[(0, 0), (0, 2)]]


def test_piece_links_join_every_piece_of_linked_words_and_copies():
  # Source: word 0 in two pieces, a made token, word 1, EOS. Target: word
  # 0, word 1 in two pieces, a copy of source word 0 (BART's target),
  # EOS. Links: target word 0 - source word 1, target word 1 - source
  # word 0; (0, 0) padding; a duplicate.
  s0, s1 = alignments.source_id(0), alignments.source_id(1)
  t0, t1 = alignments.target_id(0), alignments.target_id(1)
  features = {"inputs_words": [[s0, s0, 0, s1, 0]],
              "targets_words": [[t0, t1, t1, s0, 0]],
              "alignment": [[[t0, s1], [t1, s0], [t1, s0], [0, 0]]]}
  assert batch_piece_links(features) == [[
      (0, 3), (1, 0), (1, 1), (2, 0), (2, 1), (3, 0), (3, 1)]]
  links, linked = guided_alignment.link_matrix(
      {k: tf.constant(v) for k, v in features.items()})
  np.testing.assert_allclose(links[0, 1], [0.5, 0.5, 0, 0, 0])
  np.testing.assert_allclose(linked, [[1, 1, 1, 1, 0]])
  # No link at all (K = 0), no copy: nothing linked.
  features["alignment"] = np.zeros([1, 0, 2], np.int32)
  features["targets_words"] = [[t0, t1, t1, 0, 0]]
  links, linked = guided_alignment.link_matrix(
      {k: tf.constant(v) for k, v in features.items()})
  assert links.shape == (1, 5, 5) and float(tf.reduce_sum(linked)) == 0


@pytest.mark.parametrize("cost,expected", [
    ("ce", -(0.5 * math.log(0.7 + 1e-6) + 0.5 * math.log(0.1 + 1e-6))),
    ("mse", (0.7 - 0.5) ** 2 + 0.2 ** 2 + (0.1 - 0.5) ** 2)])
def test_costs_by_hand_skip_unlinked_rows_and_padding(cost, expected):
  total, positions = _cost(_ATTENTION, _LINKS, cost)
  assert positions == 1  # Target 1 has no link: left out.
  assert total == pytest.approx(expected, rel=1e-5)
  # Linking target 1 to source 1 adds its row; the mean is over both.
  row_1 = (-math.log(0.3 + 1e-6) if cost == "ce"
           else 0.3 ** 2 + (0.3 - 1) ** 2 + 0.4 ** 2)
  mean = guided_alignment.mean_cost(
      tf.constant(_ATTENTION), _word_form([_LINKS[0] + [(1, 1)]], [4], [3]),
      cost)
  assert float(mean) == pytest.approx((expected + row_1) / 2, rel=1e-5)
  with pytest.raises(ValueError, match="guided_alignment_cost='kl'"):
    _cost(_ATTENTION, _LINKS, "kl")


def _packed(examples, width):
  """One row of Tensor2Tensor's packed features holding `examples`
  [(source ids, target ids, piece links)], each piece but EOS a word, each
  example's word ids moved to a range of their own as the batcher moves
  them."""
  features = {}
  for side in ("inputs", "targets"):
    ids, segments, positions = [], [], []
    for segment, example in enumerate(examples, 1):
      tokens = example[0 if side == "inputs" else 1]
      ids += tokens
      segments += [segment] * len(tokens)
      positions += list(range(len(tokens)))
    for name, values in (("", ids), ("_segmentation", segments),
                         ("_position", positions)):
      features[side + name] = np.array(
          [values + [0] * (width - len(values))], np.int32)
  words = {"inputs_words": [], "targets_words": [], "alignment": []}
  stride = 1000
  for segment, (source, target, links) in enumerate(examples):
    alone = _word_form([links], [len(source)], [len(target)])
    for name, n in (("inputs_words", len(source)),
                    ("targets_words", len(target))):
      row = alone[name][0, :n]
      words[name] += list(np.where(row > 0, row + segment * stride, 0))
    words["alignment"] += (alone["alignment"][0] + segment * stride).tolist()
  for name in ("inputs_words", "targets_words"):
    features[name] = np.array(
        [words[name] + [0] * (width - len(words[name]))], np.int32)
  features["alignment"] = np.array([words["alignment"]], np.int32)
  return features


@pytest.mark.parametrize("cost", ["ce", "mse"])
def test_packed_attention_costs_each_example_as_alone(cost):
  # Two examples in one row: each one's word ids in a range of its own,
  # so their links join no piece of the other, and the packed bias keeps
  # their attention apart.
  model = _model(guided_alignment_weight=1.0)
  examples = [([5, 6, 7, 1], [8, 9, 1], [(0, 1), (1, 0), (1, 2)]),
              ([10, 11, 1], [12, 13, 14, 1], [(0, 1), (2, 0)])]
  packed = _packed(examples, 10)
  assert batch_piece_links(packed) == [[(0, 1), (1, 0), (1, 2), (3, 5),
                                        (5, 4)]]
  _, attention = model(packed, return_attention=True)
  total, positions = guided_alignment.cost_terms(attention, packed, cost)
  alone = []
  for source, target, links in examples:
    features = {"inputs": np.array([source], np.int32),
                "targets": np.array([target], np.int32)}
    _, attention = model(features, return_attention=True)
    alone.append(guided_alignment.cost_terms(
        attention, _word_form([links], [len(source)], [len(target)]),
        cost))
  assert float(positions) == 4 == sum(float(p) for _, p in alone)
  assert float(total) == pytest.approx(sum(float(t) for t, _ in alone),
                                       rel=1e-4)


def _terms_close(a, b, same_grads=True):
  np.testing.assert_allclose(a.loss, b.loss, rtol=1e-6)
  np.testing.assert_allclose(a.target_tokens, b.target_tokens)
  close = all(np.allclose(x, y, rtol=1e-5, atol=1e-7)
              for x, y in zip(a.grads, b.grads))
  assert close == same_grads


@pytest.mark.slow(reason="trains two tiny models")
def test_the_step_reads_links_only_when_weighted_and_trains_the_head():
  """One plain and one guided model of the same initial weights, their
  steps traced once for all three parts (each trace costs seconds):
  without a weight or without links the step is the plain one; the
  distributed step drops links unless weighted; trained on the reversal
  of random tokens, the supervised head's alignment error rate (sure
  links = the given ones, A = its argmax source per linked target
  position) falls near 0, and far below the plain model's."""
  batch = _reversal_batch(np.random.default_rng(0), rows=4)
  plain = {k: v for k, v in batch.items()
           if k not in guided_alignment.FEATURES}
  model = _model(label_smoothing=0.0)
  guided = _model(guided_alignment_weight=1.0, label_smoothing=0.0)
  # The loss without any alignment support: the model's token loss.
  expected, _ = seq2seq.token_losses(model(plain, training=True),
                                     plain["targets"],
                                     model.hparams.label_smoothing)
  step = _step(model, learning_rate=3e-3)
  unweighted = step.gradients(batch)
  assert float(unweighted.loss) == pytest.approx(
      float(tf.reduce_sum(expected)), rel=1e-6)
  assert float(unweighted.align_positions) == 0
  _terms_close(unweighted, step.gradients(plain))
  # Weight > 0 (same initial weights): a batch without links trains as
  # before; with links the translation loss is the same, the gradients not.
  logits, _ = guided(batch, return_attention=True)
  np.testing.assert_array_equal(logits, guided(batch))
  guided_step = _step(guided, learning_rate=3e-3)
  _terms_close(guided_step.gradients(plain), unweighted)
  with_links = guided_step.gradients(batch)
  _terms_close(with_links, unweighted, same_grads=False)
  assert float(with_links.align_positions) == (batch["inputs"] > 1).sum()
  # Validation losses do not read links.
  assert float(guided_step.eval_terms(batch).loss) == pytest.approx(
      float(step.eval_terms(plain).loss), rel=1e-6)

  test = _reversal_batch(np.random.default_rng(99), rows=64)

  def aer(model):
    _, attention = model(test, return_attention=True)
    argmax = np.argmax(attention.numpy(), -1)
    sure = {(r, t, s) for r, links in enumerate(batch_piece_links(test))
            for t, s in links}
    predicted = {(r, t, argmax[r, t]) for r, t, _ in sure}
    return 1 - 2 * len(predicted & sure) / (len(predicted) + len(sure))

  def train(step):
    rng = np.random.default_rng(1)
    interval = progress.LogInterval(1)
    for _ in range(200):
      step.run(step.gradients, [_reversal_batch(rng)], interval)
    return interval

  untrained = aer(guided)
  interval = train(guided_step)
  train(step)
  assert interval.align_positions > 0
  assert untrained > 0.5
  guided_aer = aer(guided)  # An eager forward pass: once.
  assert guided_aer < 0.2
  assert guided_aer < aer(model) - 0.3

  # The distributed step (trained models now: it reads links or not all
  # the same).
  batch = _reversal_batch(np.random.default_rng(1), rows=4)
  spec = tf.data.Dataset.from_tensors(batch).element_spec
  for weighted in (step, guided_step):
    interval = progress.LogInterval(1)
    weighted.run(weighted.distributed_gradients(spec), [batch], interval)
    assert (interval.align_positions > 0) == (weighted is guided_step)


@pytest.mark.slow(reason="traces training steps of tiny models (seconds each)")
def test_mixed_float16_alignment_cost_is_finite_float32():
  keras.mixed_precision.set_global_policy("mixed_float16")
  try:
    model = _model(guided_alignment_weight=1.0)
    batch = _reversal_batch(np.random.default_rng(2), rows=4)
    _, attention = model(batch, return_attention=True)
    step = _step(model, optimizer=keras.optimizers.LossScaleOptimizer(
        keras.optimizers.Adam(1e-3)))
    interval = progress.LogInterval(1)
    step.run(step.gradients, [batch], interval)
  finally:
    keras.mixed_precision.set_global_policy("float32")
  assert model.decoder_layers[0].compute_dtype == "float16"
  assert attention.dtype == tf.float32
  np.testing.assert_allclose(tf.reduce_sum(attention, -1), 1.0, atol=1e-5)
  assert interval.align_positions > 0
  assert np.isfinite(interval.align_loss) and np.isfinite(interval.loss)


def test_the_progress_line_reports_align_loss_beside_loss():
  lines = []
  interval = progress.LogInterval(1)
  interval.loss, interval.tokens, interval.updates = 32.1, 10.0, 1
  interval.align_loss, interval.align_positions = 4.2, 5.0
  for guided in (True, False):
    log = progress.ProgressLog(["copy"], lambda step: 1e-3,
                               tf.summary.create_noop_writer(), lines.append,
                               guided_alignment=guided)
    figures = log.progress(7, interval, [1.0])
    assert ("align_loss" in figures) == guided
  assert lines[0].startswith("step 7 loss 3.2100 align_loss 0.8400 lr ")
  assert lines[1].startswith("step 7 loss 3.2100 lr ")


@pytest.mark.parametrize("overrides,named", [
    ("guided_alignment_cost=kl", "guided_alignment_cost='kl': unknown cost"),
    ("guided_alignment_weight=-1.0", "guided_alignment_weight=-1.0"),
    ("guided_alignment_weight=1.0,guided_alignment_layer=2",
     "guided_alignment_layer=2: out of range for 2 decoder layers"),
    ("guided_alignment_weight=1.0,guided_alignment_layer=-3",
     "guided_alignment_layer=-3: out of range"),
    ("guided_alignment_weight=1.0,guided_alignment_head=4",
     "guided_alignment_head=4: out of range for num_heads=4"),
])
def test_bad_hparams_are_refused_by_name(overrides, named):
  with pytest.raises(model_hparams.HParamsError, match=named):
    model_hparams.from_set("transformer_tiny", overrides)
  values = dict(item.split("=") for item in overrides.split(","))
  fields = {name: type(getattr(model_hparams.ModelHParams(), name))(value)
            for name, value in values.items()}
  with pytest.raises(ValueError, match=named):
    transformer_model.Transformer(_hparams(**fields))


def test_hparams_parse_on_any_set_and_lstms_refuse_a_weight():
  converted = model_hparams.from_set(
      "transformer_tiny", "guided_alignment_weight=0.5,"
      "guided_alignment_cost=mse,guided_alignment_layer=-1")
  model = converted.model
  assert (model.guided_alignment_weight, model.guided_alignment_cost,
          model.guided_alignment_layer, model.guided_alignment_head) == (
              0.5, "mse", -1, 0)
  assert converted.no_effect == ()
  assert "guided_alignment_weight" not in model.architecture()
  named = ("the model lstm_seq2seq_attention does not support guided "
           "alignment")
  with pytest.raises(model_hparams.HParamsError, match=named):
    model_hparams.from_set("lstm_attention", "guided_alignment_weight=1.0",
                           model="lstm_seq2seq_attention")
  lstm = dataclasses.replace(model_hparams.from_set(
      "lstm_attention", model="lstm_seq2seq_attention").model,
                             vocab_size=_VOCAB, guided_alignment_weight=1.0)
  with pytest.raises(ValueError, match=named):
    lstm_model.LSTMSeq2seq(lstm)
