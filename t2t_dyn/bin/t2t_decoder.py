"""Tensor2Tensor's bin.t2t_decoder at its module path, for launcher scripts
that import it (`from tensor2tensor.bin import t2t_decoder`): importing it
defines dyn-decoder's flags, and `main(argv)` runs dyn-decoder with the
flags as parsed, after any the script set (`FLAGS.problem = ...`)."""

from t2t_dyn.bin.dyn_decoder import FLAGS  # pylint: disable=unused-import
from t2t_dyn.bin.dyn_decoder import main  # pylint: disable=unused-import
