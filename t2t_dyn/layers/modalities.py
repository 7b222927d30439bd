"""Tensor2Tensor's modality names, which problems' hparams() set.

t2t_dyn's Transformer embeds and predicts token ids: the symbol modalities
(what text problems use) are what it does; a problem declaring another
modality for inputs or targets is refused by `check_text_modalities`.
"""

from typing import Mapping

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
    **{_CONSTANT_NAMES.get(n, n.upper()): n for n in _NAMES}})

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
