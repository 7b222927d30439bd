"""Tensor2Tensor's LibriSpeech problems, at its module path, refused.

Speech recognition reads audio features (its speech_recognition
modality), which t2t_dyn's text pipeline and models do not compute: every
public name of Tensor2Tensor's module (`Librispeech`, `LibrispeechClean`,
...) raises NotProvidedError (an ImportError) naming what there is. The
module imports, so code that imports it for its text parts runs.
"""

from t2t_dyn.foundation import not_provided

__getattr__ = not_provided.refuse_missing(
    "tensor2tensor.data_generators.librispeech",
    "speech recognition problems (audio features, the speech_recognition "
    "modality) are not provided; t2t_dyn trains and decodes text problems "
    "(data_generators.text_problems, translate)")
