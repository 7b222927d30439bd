"""Models trained on t2t_dyn batches (imports TensorFlow and Keras)."""

from t2t_dyn.models.transformer import HParams
from t2t_dyn.models.transformer import LearningRateSchedule
from t2t_dyn.models.transformer import Transformer
from t2t_dyn.models.transformer import hparams_set
from t2t_dyn.models.transformer import make_optimizer
from t2t_dyn.models.transformer import parse_overrides
from t2t_dyn.models.transformer import smoothed_loss
