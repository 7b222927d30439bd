"""Tensor2Tensor's utils.t2t_model at its path, an alias of its home
t2t_dyn.models.t2t_model: importing either gives the same module object.

An alias, not `from ... import *`: user code and Tensor2Tensor's tests
use private names and patch module attributes, and state such as the
registries must be one; a copy of the names would split them."""

import sys

from t2t_dyn.models import t2t_model as _home

sys.modules[__name__] = _home
