"""Tensor2Tensor's models/research/universal_transformer.py at its path:
the Universal Transformer (Dehghani et al., 2019) as a T2TModel, its
hparams sets and `update_hparams_for_universal_transformer`.

The sets live in the hyperparameters' home,
t2t_dyn.hparams.universal_transformer_sets; every public name of it is
re-exported here, the same function objects, registered as
`--hparams_set`s under the same names. Registered on import as the model
"universal_transformer": the T2TModel Transformer (models.t2t_transformer)
whose encoder and decoder each apply ONE layer num_rec_steps times, adding
the positions' timing signal and the step's (learned or sinusoid) signal
before every step: Tensor2Tensor's "basic" recurrence. The other
recurrences (act, skip, highway, lstm, gru, dwa, ...), concatenated
signals, shifted positions and mixing with a Transformer are refused at
construction, naming the hparam. Like every T2TModel it trains in the
user's TensorFlow 2 code; dyn-trainer and dyn-decoder train and decode
`--model=universal_transformer` as the Keras model of
universal_transformer_seq2seq, from the same sets. Importing this module
needs no TensorFlow; the model loads it when first read
(`universal_transformer.UniversalTransformer`).
"""

from t2t_dyn.foundation import not_provided
from t2t_dyn.foundation import registry
# pylint: disable-next=wildcard-import,unused-wildcard-import
from t2t_dyn.hparams.universal_transformer_sets import *  # noqa: F401,F403

_refuse = not_provided.refuse_missing(
    "tensor2tensor.models.research.universal_transformer",
    "the UniversalTransformer and the sets of its basic and adaptive (ACT, "
    "act_type basic) recurrences are provided; the encoder-only "
    "UniversalTransformerEncoder and the sets of the gated, mixed, "
    "sepconv, global-ACT and TPU variants are not")

# Registered on import, as in Tensor2Tensor; the class loads when read.
registry.Registries.models.declare(
    "universal_transformer",
    "t2t_dyn.models.research.universal_transformer_model")


def __getattr__(name: str):
  if name == "UniversalTransformer":
    # pylint: disable-next=g-import-not-at-top
    from t2t_dyn.models.research import universal_transformer_model
    return universal_transformer_model.UniversalTransformer
  return _refuse(name)
