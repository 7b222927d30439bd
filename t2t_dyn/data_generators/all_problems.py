"""Imports the modules that register t2t_dyn's built-in problems, as
Tensor2Tensor's all_problems does: the generic dyn_translate and
Tensor2Tensor's translation and algorithmic problems at their module
paths."""

import importlib

ALL_MODULES = [
    "t2t_dyn.data_generators.algorithmic",
    "t2t_dyn.data_generators.problem",
    "t2t_dyn.data_generators.translate_encs",
    "t2t_dyn.data_generators.translate_ende",
    "t2t_dyn.data_generators.translate_enet",
    "t2t_dyn.data_generators.translate_enfr",
    "t2t_dyn.data_generators.translate_enro",
    "t2t_dyn.data_generators.translate_envi",
]


def import_modules(modules=None) -> None:
  """Imports `modules` (default ALL_MODULES) so their problems register."""
  for module in modules or ALL_MODULES:
    importlib.import_module(module)


import_modules()
