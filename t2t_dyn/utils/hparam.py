"""Tensor2Tensor's utils.hparam at its path, an alias of its home
t2t_dyn.hparams.hparam: importing either gives the same module object.

An alias, not `from ... import *`: user code and Tensor2Tensor's tests
use private names and patch module attributes, and state such as the
registries must be one; a copy of the names would split them."""

import sys

from t2t_dyn.hparams import hparam as _home

sys.modules[__name__] = _home
