"""Models trained on t2t_dyn batches.

  transformer        Tensor2Tensor's hparams sets (no TensorFlow needed)
  model_hparams      which hparams the Transformer reads; a set -> its
                     typed ModelHParams
  transformer_model  the Keras Transformer (imports TensorFlow), registered
                     as the model "transformer"
  t2t_transformer    Tensor2Tensor's Transformer T2TModels (the classes
                     users subclass: transformer.Transformer, ...)

Importing the package registers the Transformer's and the LSTMs' hparams
sets (their modules need no TensorFlow), so every module here reads them.
"""

# pylint: disable-next=unused-import
from t2t_dyn.models import lstm, transformer  # noqa: F401
