"""A registered model built from its hparams (`--model` by name).

`build(hparams)` loads the model modules (TensorFlow and Keras), looks up
`hparams.model` in the registry and creates the model's variables, so a
checkpoint restores into it at once. The Transformer of a problem without
inputs, or with prepend_mode, is its decoder alone (transformer_lm), as
Tensor2Tensor's Transformer without has_input.
"""

import keras

from t2t_dyn.foundation import registry
from t2t_dyn.hparams.model_hparams import ModelHParams
from t2t_dyn.models import seq2seq


def load_models() -> None:
  """Registers the models (their modules load TensorFlow and Keras); the
  hparams sets register with hparams.registered_sets."""
  # pylint: disable=g-import-not-at-top,unused-import
  from t2t_dyn.models import lstm, transformer  # noqa: F401
  from t2t_dyn.models import lstm_model  # noqa: F401
  from t2t_dyn.models import transformer_model  # noqa: F401
  from t2t_dyn.models import t2t_transformer  # noqa: F401
  from t2t_dyn.models.research import universal_transformer_model  # noqa: F401


def build(hparams: ModelHParams) -> keras.Model:
  """The registered sequence-to-sequence model `hparams.model`, its
  variables created. Raises: RegistryError listing those models;
  ValueError for hparams the model cannot take."""
  load_models()
  model_class = registry.seq2seq_model(hparams.model)
  if hparams.model == "transformer" and hparams.decoder_only:
    from t2t_dyn.models import transformer_lm  # pylint: disable=g-import-not-at-top
    model_class = transformer_lm.DecoderOnlyTransformer
  elif hparams.decoder_only:
    raise ValueError(
        f"--model={hparams.model} is an encoder-decoder: a problem without "
        f"inputs (a language model) or prepend_mode="
        f"{hparams.prepend_mode!r} trains --model=transformer, a decoder "
        f"alone")
  model = model_class(hparams)
  model(seq2seq.dummy_features(hparams), training=False)
  return model
