"""Tensor2Tensor's hparams sets have one home (t2t_dyn/hparams/*_sets.py):
registered_sets imports every sets module there, and Tensor2Tensor's
model modules re-export the home's very functions under the same names."""

import inspect
import os

import pytest

from t2t_dyn.foundation import registry
from t2t_dyn.hparams import lstm_sets
from t2t_dyn.hparams import registered_sets
from t2t_dyn.hparams import transformer_sets
from t2t_dyn.hparams import universal_transformer_sets
from t2t_dyn.models import lstm
from t2t_dyn.models import transformer
from t2t_dyn.models.research import universal_transformer

# Tensor2Tensor's module path -> the home of its sets.
HOMES = [(transformer, transformer_sets), (lstm, lstm_sets),
         (universal_transformer, universal_transformer_sets)]
# Public functions of the homes that build on a set and are not sets.
HELPERS = {"update_hparams_for_tpu", "lstm_attention_base",
           "update_hparams_for_universal_transformer"}


def _functions(home) -> dict:
  """The functions defined in `home` (the generated transformer_l2 ...
  too), by name; private helpers left out."""
  return {name: value for name, value in vars(home).items()
          if inspect.isfunction(value) and value.__module__ == home.__name__
          and not name.startswith("_")}


@pytest.mark.parametrize("path,home", HOMES,
                         ids=[home.__name__ for _, home in HOMES])
def test_the_tensor2tensor_path_re_exports_the_homes_functions(path, home):
  for name, function in _functions(home).items():
    assert getattr(path, name) is function, name
    if name not in HELPERS:
      assert registry.hparams_registry().get_class(name) is function, name


def test_every_home_function_but_the_helpers_is_a_registered_set():
  homes = {home.__name__ for _, home in HOMES}
  registered = {name for name in registry.list_hparams()
                if registry.hparams_registry().get_class(name).__module__
                in homes}
  defined = {name for _, home in HOMES for name in _functions(home)}
  assert "transformer_l2" in defined  # The generated variants too.
  assert registered == defined - HELPERS
  # Tensor2Tensor's 55 Transformer, 11 LSTM and 17 Universal Transformer
  # sets that t2t_dyn provides.
  assert len(registered) == 83


def test_registered_sets_imports_every_sets_module_of_the_home():
  # A sets module added to t2t_dyn/hparams registers only when
  # registered_sets imports it: readers of the registry import that alone.
  directory = os.path.dirname(registered_sets.__file__)
  homes = {name[:-3] for name in os.listdir(directory)
           if name.endswith("_sets.py") and name != "registered_sets.py"}
  imported = {name for name, value in vars(registered_sets).items()
              if inspect.ismodule(value)}
  assert homes == imported == {"transformer_sets", "lstm_sets",
                               "universal_transformer_sets"}
