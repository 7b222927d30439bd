"""Built-in transforms. Importing this package registers them;
`declared_parameters()` lists the options of every registered transform.

Transform modules import TensorFlow only inside `native()` (and the modules
of native helpers that only `native()` loads): Python chains, dyn-datagen and
the transform worker processes need no TensorFlow.
"""

from typing import Dict

from t2t_dyn.transforms import basic  # pylint: disable=unused-import
from t2t_dyn.transforms import filters  # pylint: disable=unused-import
from t2t_dyn.transforms import infilling  # pylint: disable=unused-import
from t2t_dyn.transforms import inline_tags  # pylint: disable=unused-import
from t2t_dyn.transforms import language_id  # pylint: disable=unused-import
from t2t_dyn.transforms import noise  # pylint: disable=unused-import
from t2t_dyn.transforms import recasing  # pylint: disable=unused-import
from t2t_dyn.transforms import robustness  # pylint: disable=unused-import
from t2t_dyn.transforms import segmentation  # pylint: disable=unused-import
from t2t_dyn.transforms import terminology  # pylint: disable=unused-import
from t2t_dyn.transforms import typos  # pylint: disable=unused-import
from t2t_dyn.transforms.base import (Example, Param, Transform,
                                     TransformOptionError, TransformStats)
from t2t_dyn.foundation import registry


def declared_parameters() -> Dict[str, str]:
  """Parameter name -> the first registered transform declaring it (the
  built-ins and any a user's code registered)."""
  params = {}
  for name in registry.list_transforms():
    for param in registry.transform(name).declared_parameters():
      params.setdefault(param, name)
  return params
