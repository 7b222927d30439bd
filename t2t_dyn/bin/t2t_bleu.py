"""Tensor2Tensor's bin.t2t_bleu at its module path, for launcher scripts that
import it (`from tensor2tensor.bin import t2t_bleu`): importing it defines
dyn-bleu's flags, and `main(argv)` runs dyn-bleu with the flags as parsed,
after any the script set (`FLAGS.problem = ...`)."""

from t2t_dyn.bin.dyn_bleu import FLAGS  # pylint: disable=unused-import
from t2t_dyn.bin.dyn_bleu import main  # pylint: disable=unused-import
