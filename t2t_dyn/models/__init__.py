"""Models trained on t2t_dyn batches.

  transformer        Tensor2Tensor's models/transformer.py at its path: its
                     hparams sets (re-exported from their home,
                     hparams/transformer_sets) and model classes
  lstm, research/universal_transformer
                     the same for the LSTMs and the Universal Transformer
  transformer_model  the Keras Transformer (imports TensorFlow), registered
                     as the dyn-trainer model "transformer"
                     (registry.seq2seq_model)
  t2t_transformer    Tensor2Tensor's Transformer T2TModels (the classes
                     users subclass: transformer.Transformer, ...),
                     registry.model("transformer")
  t2t_model_inference  T2TModel's infer: greedy decoding in one loop,
                     beam search (utils.t2t_model is T2TModel)

Importing the package declares, as importing Tensor2Tensor's did, the
Transformer's, the LSTMs' and the Universal Transformer's model names
(`registry.model`; their modules need no TensorFlow, a model class loads
it when first read), so every module here reads them; their hparams sets
register with them. Code that only reads sets imports
t2t_dyn.hparams.registered_sets instead (model_hparams does).
"""

# pylint: disable-next=unused-import
from t2t_dyn.models import lstm, transformer  # noqa: F401
# pylint: disable-next=unused-import
from t2t_dyn.models.research import universal_transformer  # noqa: F401
