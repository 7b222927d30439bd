"""A Tensor2Tensor usr dir, as its users write them, ported by changing
`tensor2tensor` to `t2t_dyn` in the imports and `t2t-` to `dyn-` in the
scripts (datagen.sh, train.sh, decode.sh)."""

from . import ensk_problems  # noqa: F401
