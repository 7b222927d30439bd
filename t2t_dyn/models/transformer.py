"""Tensor2Tensor's models/transformer.py at its path: its hparams sets and
its Transformer model classes.

The sets (`transformer.transformer_base()`, the ones users build theirs
on, `update_hparams_for_tpu`) live in the hyperparameters' home,
t2t_dyn.hparams.transformer_sets; every public name of it is re-exported
here, the same function objects, registered as `--hparams_set`s under the
same names. The models they configure are Tensor2Tensor's T2TModels,
registered on import as "transformer", "transformer_scorer" and
"transformer_encoder", and the Keras Transformer dyn-trainer trains
(`transformer_model`, `registry.seq2seq_model("transformer")`). Importing
this module needs no TensorFlow, so a usr dir that defines its sets on
these stays light in dyn-datagen and the transform workers.
Tensor2Tensor's model classes here (`Transformer`, `TransformerScorer`,
`TransformerEncoder`: T2TModels, from t2t_transformer) load TensorFlow
when first read; its other names are refused, saying what is provided.
"""

from t2t_dyn.foundation import not_provided
from t2t_dyn.foundation import registry
# pylint: disable-next=wildcard-import,unused-wildcard-import
from t2t_dyn.hparams.transformer_sets import *  # noqa: F401,F403

# Tensor2Tensor's model classes of this module, which import TensorFlow:
# loaded when first read (`transformer.Transformer`).
_T2T_MODELS = ("Transformer", "TransformerScorer", "TransformerEncoder")
# Registered on import, as in Tensor2Tensor (`registry.model("transformer")`
# after importing this module); the classes load when first read.
for _name in ("transformer", "transformer_scorer", "transformer_encoder"):
  registry.Registries.models.declare(_name, "t2t_dyn.models.t2t_transformer")


_refuse = not_provided.refuse_missing(
    "tensor2tensor.models.transformer",
    "Tensor2Tensor's TF1 layer functions of the Transformer are not "
    "provided; the model classes (Transformer, TransformerScorer, "
    "TransformerEncoder) and the hparams sets are")


def __getattr__(name: str):
  if name in _T2T_MODELS:
    # pylint: disable-next=g-import-not-at-top
    from t2t_dyn.models import t2t_transformer
    return getattr(t2t_transformer, name)
  return _refuse(name)
