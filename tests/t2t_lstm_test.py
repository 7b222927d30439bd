"""Tensor2Tensor's LSTM model classes as T2TModels (models.t2t_lstm): read
from `lstm` as users read them, T2T's layouts over the Keras LSTMs, a few
training steps, and the refusals."""

import numpy as np
import pytest
import tensorflow as tf

from t2t_dyn.models import lstm
from t2t_dyn.models import lstm_model
from t2t_dyn.utils import hparam
from t2t_dyn.utils import t2t_model

CLASSES = ("LSTMSeq2seq", "LSTMSeq2seqAttention",
           "LSTMSeq2seqBidirectionalEncoder",
           "LSTMSeq2seqAttentionBidirectionalEncoder")


def problem_hparams(vocab=9):
  return hparam.HParams(
      modality={"inputs": "symbol", "targets": "symbol"},
      vocab_size={"inputs": vocab, "targets": vocab}, loss_multiplier=1.0)


def test_the_classes_are_read_from_lstm_and_others_refused():
  for name in CLASSES:
    assert issubclass(getattr(lstm, name), t2t_model.T2TModel)
  with pytest.raises(ImportError, match="lstm_seq2seq_internal"):
    getattr(lstm, "lstm_seq2seq_internal")


def test_registry_model_gives_the_classes_under_tensor2tensors_names():
  from t2t_dyn.utils import registry  # pylint: disable=g-import-not-at-top
  for name in CLASSES:
    registered = registry.default_name(getattr(lstm, name))
    assert registry.model(registered) is getattr(lstm, name)


def test_a_script_decodes_with_create_hparams_and_registry_model():
  # pylint: disable=g-import-not-at-top
  from t2t_dyn.data_generators import algorithmic  # noqa: F401
  from t2t_dyn.utils import registry
  from t2t_dyn.utils import trainer_lib
  hparams = trainer_lib.create_hparams(
      "lstm_seq2seq", "hidden_size=8,num_hidden_layers=1",
      problem_name="algorithmic_identity_binary40")
  model = registry.model("lstm_seq2seq")(hparams, "infer")
  outputs = model.infer({"inputs": tf.reshape([3, 2, 1], [1, -1, 1])},
                        decode_length=2)["outputs"]
  ids = outputs.numpy()[0, :, 0, 0].tolist()  # T2T's [B,L,1,1].
  assert len(ids) == 3 + 2 or ids[-1] == 1  # Up to the EOS.


def test_a_model_needs_the_problems_vocabulary():
  with pytest.raises(ValueError, match="vocab_size"):
    lstm.LSTMSeq2seq(lstm.lstm_seq2seq())


@pytest.mark.slow(reason="builds and trains a tiny LSTM a few steps")
@pytest.mark.parametrize("name,hparams_set", [
    ("LSTMSeq2seq", lstm.lstm_seq2seq),
    ("LSTMSeq2seqAttentionBidirectionalEncoder", lstm.lstm_attention)])
def test_t2ts_layouts_over_the_keras_lstm_and_training(name, hparams_set):
  hparams = hparams_set()
  hparams.hidden_size = 16
  model = getattr(lstm, name)(hparams, problem_hparams=problem_hparams())
  assert isinstance(model.lstm, lstm_model.LSTMSeq2seq)
  rng = np.random.default_rng(0)
  batch = {"inputs": rng.integers(1, 9, (3, 5, 1, 1)),
           "targets": rng.integers(1, 9, (3, 6, 1, 1))}
  optimizer = tf.keras.optimizers.Adam(0.02)
  first = None
  for _ in range(10):
    with tf.GradientTape() as tape:
      logits, losses = model(batch)
    variables = model.trainable_variables
    optimizer.apply_gradients(zip(
        tape.gradient(losses["training"], variables), variables))
    first = first or float(losses["training"])
  assert logits.shape == (3, 6, 1, 1, 9)
  assert float(losses["training"]) < first
