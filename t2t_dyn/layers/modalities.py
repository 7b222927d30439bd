"""Tensor2Tensor's modality names, which problems' hparams() set.

t2t_dyn's Transformer embeds and predicts token ids: the symbol modalities
(what text problems use) are what it does; a problem declaring another
modality for inputs or targets is refused by `check_text_modalities`.
`get_weights_fn` gives a modality's weights function, as Tensor2Tensor's;
its modality layer functions (get_bottom, get_top, ...) raise
NotProvidedError at use.
"""

from typing import Mapping

from t2t_dyn.foundation import not_provided
from t2t_dyn.layers import common_layers

_NAMES = (
    "audio audio_spectral class_label ctc_symbol generic_l2 identity "
    "identity_symbol image image_channel_bottom_identity "
    "image_channel_compress image_channel_embeddings_bottom multi_label "
    "one_hot_class_label real real_l2 real_log_poisson sigmoid_class_label "
    "sigmoid_max_pooling_class_label softmax_average_pooling_class_label "
    "softmax_last_timestep_class_label softmax_max_pooling_class_label "
    "speech_recognition symbol symbol_weights_all symbol_one_hot video "
    "video_bitwise video_identity video_l1 video_l2 video_l1_raw "
    "video_l2_raw video_pixel_noise").split()
# Where Tensor2Tensor's constant is not the value upper-cased.
_CONSTANT_NAMES = {"generic_l2": "GENERIC_L2_LOSS", "real_l2": "REAL_L2_LOSS",
                   "real_log_poisson": "REAL_LOG_POISSON_LOSS"}
ModalityType = type("ModalityType", (), {
    "__doc__": "Tensor2Tensor's modality type names (value: the string).",
    "get_choices": staticmethod(lambda: list(_NAMES)),
    **{_CONSTANT_NAMES.get(n, n.upper()): n for n in _NAMES}})

# Tensor2Tensor's per-modality layer functions (get_bottom, get_top,
# get_loss, ...) build TF1 variables; t2t_dyn's Transformer has its own.
__getattr__ = not_provided.refuse_missing(
    __name__, "Tensor2Tensor's modality layer functions (get_bottom, "
    "get_top, get_loss, symbol_bottom, ...) are TensorFlow 1 layers that "
    "t2t_dyn's models do not run: t2t_dyn's Transformer embeds and predicts "
    "token ids itself (t2t_dyn.models)")

# Token ids in, a softmax over the vocabulary out: the Transformer here.
TEXT_MODALITIES = ("symbol", "symbol_weights_all", "symbol_one_hot",
                   "identity_symbol")


def check_text_modalities(problem_name: str,
                          modality: Mapping[str, str]) -> None:
  """Raises: ValueError when a problem's hparams() gives inputs or targets
  a modality other than the symbol ones."""
  for feature in ("inputs", "targets"):
    kind = modality.get(feature)
    if kind is not None and kind not in TEXT_MODALITIES:
      raise ValueError(
          f"problem {problem_name!r}: hparams() sets modality[{feature!r}] = "
          f"{kind!r}; t2t_dyn's Transformer reads and writes token ids "
          f"(modalities {', '.join(TEXT_MODALITIES)})")


# Modalities whose labels are ids with PAD = 0; the others weigh all.
_NONZERO_WEIGHTS = ("ctc_symbol", "identity_symbol", "multi_label", "symbol",
                    "symbol_one_hot")


def get_weights_fn(modality_type, value=None):
  """The weights function of a modality's targets (Tensor2Tensor's
  default): weights_nonzero for id modalities, weights_all for the other
  known ones, `value` for an unknown name."""
  if modality_type in _NONZERO_WEIGHTS:
    return common_layers.weights_nonzero
  if modality_type in _NAMES:
    return common_layers.weights_all
  return value
