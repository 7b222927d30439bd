"""Tensor2Tensor's trainer_lib functions that user code calls.

`create_hparams(hparams_set, hparams_overrides_str)` builds a registered
hparams set with --hparams-style overrides; `set_random_seed(seed)` seeds
Python, NumPy and, when it is loaded, TensorFlow.
"""

import random
import sys
from typing import Optional

import numpy as np

from t2t_dyn.utils import hparam
from t2t_dyn.utils import registry


def create_hparams(hparams_set: str, hparams_overrides_str: str = "",
                   data_dir: Optional[str] = None,
                   problem_name: Optional[str] = None,
                   hparams_path: Optional[str] = None) -> hparam.HParams:
  """The registered set with the overrides applied (and data_dir and
  problem recorded as hparams, as Tensor2Tensor adds them). `hparams_path`
  (a JSON of values written by an earlier run) is applied first.
  Raises: RegistryError, ValueError for a bad override."""
  # Registers Tensor2Tensor's Transformer sets (no TensorFlow needed).
  # pylint: disable-next=g-import-not-at-top,unused-import
  from t2t_dyn.models import transformer  # noqa: F401
  hparams = registry.hparams(hparams_set)
  if hparams_path:
    with open(hparams_path, encoding="utf-8") as f:
      hparams.parse_json(f.read())
  hparams.parse(hparams_overrides_str)
  for name, value in (("data_dir", data_dir), ("problem", problem_name)):
    if value is not None:
      if name in hparams:
        hparams.set_hparam(name, value)
      else:
        hparams.add_hparam(name, value)
  return hparams


def set_random_seed(seed: int) -> None:
  """Seeds Python's and NumPy's generators, and TensorFlow's when loaded."""
  random.seed(seed)
  np.random.seed(seed)
  if "tensorflow" in sys.modules:
    sys.modules["tensorflow"].random.set_seed(seed)


def set_threads(inter_op: int = 0, intra_op: int = 0) -> None:
  """TensorFlow's thread pools (0: its own choice); before any op runs."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  if inter_op:
    tf.config.threading.set_inter_op_parallelism_threads(inter_op)
  if intra_op:
    tf.config.threading.set_intra_op_parallelism_threads(intra_op)
