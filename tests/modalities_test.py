"""layers.modalities: Tensor2Tensor's modality names, their choices and
weights functions; its TF1 modality layers refused at use."""

import pytest

from t2t_dyn.layers import common_layers
from t2t_dyn.layers import modalities


def test_choices_and_weights_functions_are_tensor2tensors():
  choices = modalities.ModalityType.get_choices()
  assert modalities.ModalityType.SYMBOL in choices
  assert modalities.ModalityType.REAL_L2_LOSS in choices
  for name in ("symbol", "symbol_one_hot", "ctc_symbol", "identity_symbol",
               "multi_label"):
    assert modalities.get_weights_fn(name) is common_layers.weights_nonzero
  for name in ("symbol_weights_all", "real", "class_label", "image"):
    assert modalities.get_weights_fn(name) is common_layers.weights_all
  assert modalities.get_weights_fn("no_such", "given") == "given"


@pytest.mark.parametrize("name", ["get_bottom", "get_top", "get_loss",
                                  "symbol_bottom"])
def test_modality_layers_are_refused_at_use(name):
  with pytest.raises(ImportError, match=f"modalities\\.{name} is not "
                                        f"provided by t2t_dyn: .*token ids"):
    getattr(modalities, name)
