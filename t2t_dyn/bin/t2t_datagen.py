"""Tensor2Tensor's bin.t2t_datagen at its module path, for launcher scripts
that import it (`from tensor2tensor.bin import t2t_datagen`): importing it
defines dyn-datagen's flags, and `main(argv)` runs dyn-datagen with the
flags as parsed, after any the script set (`FLAGS.problem = ...`)."""

from t2t_dyn.bin.dyn_datagen import FLAGS  # pylint: disable=unused-import
from t2t_dyn.bin.dyn_datagen import main  # pylint: disable=unused-import
