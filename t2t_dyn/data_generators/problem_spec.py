"""What a Tensor2Tensor problem declares about its features: the space ids,
the default model and problem hparams `Problem.hparams()` receives, those
problem hparams turned round for a reversed ("<name>_rev") problem, and
the FeatureInfo of each feature they describe (`Problem.feature_info`).

`problem.py` re-exports each name at Tensor2Tensor's path
(`problem.SpaceID`, `problem.default_model_hparams`, ...). No TensorFlow.
"""

import collections
from typing import Dict

from t2t_dyn.hparams import hparam

# Tensor2Tensor's input and target space ids (the model here has no space
# embedding; problems set them, so the names must exist).
_SPACE_IDS = (
    "GENERIC IMAGE_LABEL EN_CHR EN_TOK EN_BPE_TOK FR_CHR FR_TOK DE_CHR DE_TOK "
    "DE_BPE_TOK DIGIT_0 DIGIT_1 AUDIO_WAV AUDIO_SPECTRAL PARSE_CHR PARSE_TOK "
    "ZH_TOK ICE_CHAR ICE_TOK ICE_PARSE_TOK MK_TOK CS_TOK CS_CHR DNA REAL "
    "IMAGE PEPTIDE PY_TOK CPP_TOK STROKES PICKLED_PYTHON").split()
SpaceID = type("SpaceID", (), {
    "__doc__": "Input and target space ids, numbered as in Tensor2Tensor.",
    **{name: number for number, name in enumerate(_SPACE_IDS)}})


def default_model_hparams() -> hparam.HParams:
  """The model hparams a problem sees when none are given (Tensor2Tensor's
  fields)."""
  return hparam.HParams(max_input_seq_length=0, max_target_seq_length=0,
                        prepend_mode="none", split_to_length=0,
                        data_dir=None)


def default_problem_hparams() -> hparam.HParams:
  """What `Problem.hparams(defaults, model_hparams)` receives to mutate
  (Tensor2Tensor's `_default_hparams`)."""
  return hparam.HParams(loss_multiplier=1.0, batch_size_multiplier=1,
                        stop_at_eos=False, modality={}, vocab_size={},
                        input_space_id=SpaceID.GENERIC,
                        target_space_id=SpaceID.GENERIC)


def _other_side(feature: str) -> str:
  """"targets_A" -> "inputs_A", "inputs" -> "targets"; a feature naming
  neither side is its own."""
  if "target" in feature:
    return feature.replace("target", "input")
  if "input" in feature:
    return feature.replace("input", "target")
  return feature


def _swapped(by_feature: Dict[str, object]) -> Dict[str, object]:
  return {_other_side(name): value for name, value in by_feature.items()}


def reverse_problem_hparams(p_hparams: hparam.HParams) -> None:
  """Turns problem hparams round in place, as Tensor2Tensor does for a
  reversed problem: modalities, vocab sizes and vocabularies of input
  features go to the matching target features and back, the space ids
  swap (None becomes GENERIC), and was_reversed is set.

  Tensor2Tensor kept a vocab size only when both sides had one (a
  target-only problem reversed lost its size while its modality moved);
  here each size moves with its modality, so none is dropped.
  """
  p_hparams.modality = _swapped(p_hparams.modality)
  p_hparams.vocab_size = _swapped(p_hparams.vocab_size)
  vocabulary = p_hparams.get("vocabulary")
  if vocabulary is not None:
    p_hparams.vocabulary = _swapped(vocabulary)
  inputs, targets = p_hparams.input_space_id, p_hparams.target_space_id
  p_hparams.input_space_id = (SpaceID.GENERIC if targets is None
                              else targets)
  p_hparams.target_space_id = SpaceID.GENERIC if inputs is None else inputs
  p_hparams.was_reversed = True


class FeatureInfo:
  """Tensor2Tensor's description of one feature (Problem.feature_info):
  its encoder, modality, vocab_size and space_id, each None when unset."""

  def __init__(self, encoder=None, modality=None, vocab_size=None,
               space_id=None):
    self.encoder = encoder
    self.modality = modality
    self.vocab_size = vocab_size
    self.space_id = space_id


def feature_info(p_hparams: hparam.HParams,
                 has_inputs: bool) -> Dict[str, FeatureInfo]:
  """{feature: FeatureInfo} of problem hparams, as Tensor2Tensor's
  Problem.feature_info: each modality's feature with its vocab size, each
  vocabulary's encoder, the inputs' (when there are) and targets' space
  ids; a feature not named there reads as an empty FeatureInfo."""
  features = collections.defaultdict(FeatureInfo)
  for name, modality in p_hparams.modality.items():
    features[name].modality = modality
    features[name].vocab_size = p_hparams.vocab_size.get(name)
  for name, encoder in (p_hparams.get("vocabulary") or {}).items():
    features[name].encoder = encoder
  if has_inputs:
    features["inputs"].space_id = p_hparams.input_space_id
  features["targets"].space_id = p_hparams.target_space_id
  return features
