"""Importing this module registers every hparams set t2t_dyn has:
Tensor2Tensor's Transformer, LSTM and Universal Transformer sets
(transformer_sets, lstm_sets, universal_transformer_sets), as importing
Tensor2Tensor's model modules did. It needs no TensorFlow.

Every reader of the hparams registry (`registry.hparams(name)`,
`registry.list_hparams()`) imports this module, never the models, so that
no stage before the models imports them for a set. A usr dir's sets are
registered when its dir is imported (foundation.usr_dir), not here.
"""

# pylint: disable=unused-import
from t2t_dyn.hparams import lstm_sets  # noqa: F401
from t2t_dyn.hparams import transformer_sets  # noqa: F401
from t2t_dyn.hparams import universal_transformer_sets  # noqa: F401
