"""Tensor2Tensor's layers.common_hparams at its path, an alias of its home
t2t_dyn.hparams.common_hparams: importing either gives the same module object.

An alias, not `from ... import *`: user code and Tensor2Tensor's tests
use private names and patch module attributes, and state such as the
registries must be one; a copy of the names would split them."""

import sys

from t2t_dyn.hparams import common_hparams as _home

sys.modules[__name__] = _home
