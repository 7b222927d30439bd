"""Tensor2Tensor's bin.t2t_avg_all at its module path, for launcher scripts
that import it (`from tensor2tensor.bin import t2t_avg_all`): importing it
defines dyn-avg-all's flags, and `main(argv)` runs dyn-avg-all with the
flags as parsed, after any the script set (`FLAGS.problem = ...`)."""

from t2t_dyn.bin.dyn_avg_all import FLAGS  # pylint: disable=unused-import
from t2t_dyn.bin.dyn_avg_all import main  # pylint: disable=unused-import
