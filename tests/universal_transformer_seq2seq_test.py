"""dyn-trainer's Universal Transformer (`--model=universal_transformer`):
Tensor2Tensor's sets convert, one shared layer per stack whatever
num_rec_steps, a signal per step, incremental decoding equal to the full
pass, the recurrences not implemented refused naming their hparam."""

import dataclasses

import keras
import numpy as np
import pytest
import tensorflow as tf

from t2t_dyn.decoding import beam_search
from t2t_dyn.hparams import hparams_families
from t2t_dyn.hparams import model_hparams
from t2t_dyn.models import model_builder
from t2t_dyn.models import seq2seq
from t2t_dyn.models import transformer
from t2t_dyn.models.research import universal_transformer
from t2t_dyn.training import update_step
from t2t_dyn.utils import registry

TINY = "hidden_size=16,filter_size=32,num_heads=2"


def _converted(overrides="", hparams_set="universal_transformer_tiny"):
  return model_hparams.from_set(
      hparams_set, TINY + ("," + overrides if overrides else ""),
      model="universal_transformer").model


def _model(overrides="num_rec_steps=3", **fields):
  hparams = dataclasses.replace(_converted(overrides), vocab_size=12,
                                **fields)
  return model_builder.build(hparams)


def test_tensor2tensors_sets_convert_with_the_recurrences_hparams():
  hparams = model_hparams.from_set(
      "universal_transformer_base", model="universal_transformer").model
  assert (hparams.model, hparams.num_rec_steps, hparams.pos,
          hparams.recurrence_type, hparams.add_position_timing_signal,
          hparams.add_step_timing_signal, hparams.step_timing_signal_type,
          hparams.hidden_size) == (
              "universal_transformer", 6, None, "basic", True, True,
              "learned", 1024)
  assert hparams_families.family("universal_transformer") is (
      hparams_families.UNIVERSAL_TRANSFORMER)
  assert "num_rec_steps" in hparams.architecture()


def test_tensor2tensors_adaptive_sets_convert_to_act():
  hparams = model_hparams.from_set("adaptive_universal_transformer_tall",
                                   model="universal_transformer").model
  assert (hparams.recurrence_type, hparams.act_max_steps,
          hparams.act_epsilon, hparams.act_loss_weight,
          hparams.act_halting_bias_init) == ("act", 24, 0.01, 0.01, 1.0)
  assert hparams.architecture()["act_max_steps"] == 24


def test_a_users_set_from_update_hparams_for_universal_transformer():
  # As users write it: a Transformer set, then the UT's hparams added.
  @registry.register_hparams("ut_seq2seq_test_users_set")
  def users_set():  # pylint: disable=unused-variable
    hparams = transformer.transformer_base()
    hparams.layer_preprocess_sequence = "none"
    hparams.layer_postprocess_sequence = "dan"
    hparams.num_encoder_layers = 4
    return universal_transformer.update_hparams_for_universal_transformer(
        hparams)
  converted = model_hparams.from_set("ut_seq2seq_test_users_set",
                                     model="universal_transformer")
  assert converted.model.num_rec_steps == 6
  assert not converted.model.pre_norm
  # The UT's depth is num_rec_steps: the stacks' own depths change nothing.
  assert "num_encoder_layers=4" in converted.no_effect


@pytest.mark.parametrize("overrides,hparam", [
    ("recurrence_type=act,act_type=global", "act_type='global'"),
    ("recurrence_type=highway", "recurrence_type='highway'"),
    ("add_or_concat_timing_signal=concat", "add_or_concat_timing_signal"),
    ("num_inrecurrence_layers=2", "num_inrecurrence_layers=2"),
    ("mix_with_transformer=before_ut", "mix_with_transformer='before_ut'"),
    ("position_start_index=step", "position_start_index='step'"),
    ("step_timing_signal_type=random", "step_timing_signal_type"),
])
def test_what_is_not_implemented_is_refused_naming_the_hparam(overrides,
                                                               hparam):
  with pytest.raises(model_hparams.HParamsError, match=f"{hparam}.*supported"):
    _converted(overrides)


def test_one_shared_layer_per_stack_whatever_the_steps():
  two, five = _model("num_rec_steps=2"), _model("num_rec_steps=5")
  assert len(two.trainable_variables) == len(five.trainable_variables)
  sizes = [sum(int(np.prod(v.shape)) for v in m.trainable_variables)
           for m in (two, five)]
  # Only the learned step signals (one [steps, hidden] matrix per stack)
  # grow with the steps.
  assert sizes[1] - sizes[0] == 2 * 3 * 16
  sinusoid = [_model(f"num_rec_steps={n},step_timing_signal_type=sinusoid")
              for n in (2, 5)]
  assert (sum(int(np.prod(v.shape)) for v in sinusoid[0].trainable_variables)
          == sum(int(np.prod(v.shape))
                 for v in sinusoid[1].trainable_variables))


@pytest.mark.parametrize("kind", ["learned", "sinusoid"])
def test_each_step_adds_its_own_signal(kind):
  model = _model(f"num_rec_steps=3,step_timing_signal_type={kind}")
  signals = [model.step_signal(i, "encoder").numpy() for i in range(3)]
  assert signals[0].shape == (16,)
  assert not np.allclose(signals[0], signals[1])
  assert not np.allclose(signals[1], signals[2])
  x = tf.zeros([1, 2, 16])
  # pylint: disable=protected-access
  step_one = model._layer_input(x, 1, tf.range(2), "decoder")
  step_two = model._layer_input(x, 2, tf.range(2), "decoder")
  # pylint: enable=protected-access
  assert not np.allclose(step_one, step_two)


def _assert_steps_give_the_full_pass(model):
  """The decoding steps' logits, one position at a time with the cache,
  equal the full pass's over the same targets."""
  inputs = tf.constant([[3, 4, 5, 1], [6, 7, 1, 0]])
  targets = tf.constant([[8, 9, 1], [4, 1, 0]])
  logits = model({"inputs": inputs, "targets": targets})
  cache, memory = model.init_decoding(*model.encode(inputs), 3)
  previous = tf.pad(targets, [[0, 0], [1, 0]])
  steps = []
  for step in range(3):
    step_logits, cache = model.decode_step(previous[:, step], step, cache,
                                           memory)
    steps.append(step_logits)
  np.testing.assert_allclose(np.stack(steps, 1), logits, atol=1e-5)


def test_incremental_decoding_equals_the_full_pass():
  _assert_steps_give_the_full_pass(_model())


ACT = "recurrence_type=act,act_max_steps=4,act_loss_weight=0.5"


# Biases that saturate the halting sigmoid whatever the random weights
# give it (+-20 did not: one run's initial weights added over 20 at a
# position, which then halted at the last step).
@pytest.mark.parametrize("bias,steps,remainder", [
    (100.0, 1.0, 1.0),  # Halts at once: one step, all of it the remainder.
    (-100.0, 4.0, 0.0),  # Never halts: act_max_steps steps, no remainder.
])
def test_act_ponder_loss_counts_steps_and_remainders(bias, steps, remainder):
  model = _model(f"{ACT},act_halting_bias_init={bias}")
  model({"inputs": tf.constant([[3, 4, 1]]), "targets": tf.constant([[5, 1]])},
        training=True)
  # One term per stack: act_loss_weight * mean(steps + remainders).
  np.testing.assert_allclose([float(l) for l in model.losses],
                             [0.5 * (steps + remainder)] * 2, rtol=1e-5)


def test_act_shares_its_layers_and_decodes_incrementally():
  two = _model("recurrence_type=act,act_max_steps=2")
  model = _model(ACT)
  # One halting unit per stack, the layers shared across steps.
  assert len(model.trainable_variables) == len(two.trainable_variables) == (
      len(_model().trainable_variables) + 4)
  _assert_steps_give_the_full_pass(model)


def test_the_trainer_minimizes_the_ponder_loss_with_the_token_loss():
  model = _model(ACT + ",layer_prepostprocess_dropout=0.0,"
                 "attention_dropout=0.0,relu_dropout=0.0")
  step = update_step.UpdateStep(model, keras.optimizers.Adam(1e-3),
                                tf.distribute.get_strategy(), 0.1, 1, False,
                                0)
  batch = {"inputs": tf.constant([[3, 4, 5, 1], [6, 7, 1, 0]]),
           "targets": tf.constant([[8, 9, 1], [4, 1, 0]]),
           "task_id": tf.zeros([2], tf.int32)}
  grads = step._gradient_terms(batch).grads  # pylint: disable=protected-access
  with tf.GradientTape() as tape:
    loss, weights = seq2seq.token_losses(model(batch, training=True),
                                         batch["targets"], 0.1)
    # The update divides by its tokens: mean token loss + ponder losses.
    assert len(model.losses) == 2
    objective = (tf.reduce_sum(loss) +
                 tf.add_n(model.losses) * tf.reduce_sum(weights))
  expected = tape.gradient(objective, model.trainable_variables)
  for got, want in zip(grads, expected):
    np.testing.assert_allclose(got, tf.convert_to_tensor(want), atol=1e-5)


@pytest.mark.slow(reason="trains a tiny Universal Transformer 30 steps, "
                  "then decodes it greedily and with beams")
def test_trains_and_decodes():
  tf.keras.utils.set_random_seed(1)
  model = _model("num_rec_steps=2,layer_prepostprocess_dropout=0.0,"
                 "attention_dropout=0.0,relu_dropout=0.0")
  rng = np.random.default_rng(0)
  inputs = tf.constant(np.concatenate([rng.integers(2, 12, (16, 4)),
                                       np.ones((16, 1), int)], 1), tf.int32)
  optimizer = tf.keras.optimizers.Adam(0.02)

  @tf.function
  def train_step():
    with tf.GradientTape() as tape:
      loss, weights = seq2seq.token_losses(
          model({"inputs": inputs, "targets": inputs}, training=True),
          inputs, 0.0)
      loss = tf.reduce_sum(loss) / tf.reduce_sum(weights)
    optimizer.apply_gradients(zip(
        tape.gradient(loss, model.trainable_variables),
        model.trainable_variables))
    return loss

  losses = [float(train_step()) for _ in range(30)]
  assert losses[-1] < 0.7 * losses[0]
  greedy, _ = beam_search.greedy_decode(model, inputs[:4], 6)
  beams, _ = beam_search.beam_search(model, inputs[:4], 3, 0.6, 6)
  assert greedy.shape[0] == beams.shape[0] == 4
  assert greedy.shape[1] <= 6 and beams.shape[1] <= 6
