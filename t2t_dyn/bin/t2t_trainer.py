"""Tensor2Tensor's bin.t2t_trainer at its module path, for launcher scripts
that import it (`from tensor2tensor.bin import t2t_trainer`): importing it
defines dyn-trainer's flags, and `main(argv)` runs dyn-trainer with the
flags as parsed, after any the script set (`FLAGS.problem = ...`)."""

from t2t_dyn.bin.dyn_trainer import FLAGS  # pylint: disable=unused-import
from t2t_dyn.bin.dyn_trainer import main  # pylint: disable=unused-import
