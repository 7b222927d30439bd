"""data_generators.librispeech: the module imports (code importing it for
its text parts runs) and each of its names is refused, naming what
t2t_dyn trains instead."""

import pytest

from t2t_dyn.data_generators import librispeech
from t2t_dyn.foundation import not_provided


def test_speech_problems_are_refused_naming_text_problems():
  with pytest.raises(not_provided.NotProvidedError,
                     match="librispeech.Librispeech is not provided.*speech"
                     ".*text problems"):
    librispeech.Librispeech()  # pylint: disable=not-callable
  with pytest.raises(ImportError, match="LibrispeechClean"):
    from t2t_dyn.data_generators.librispeech import LibrispeechClean  # noqa: F401  pylint: disable=g-import-not-at-top,unused-import
