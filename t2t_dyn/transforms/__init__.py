"""Built-in transforms. Importing this package registers them.

Transform modules import TensorFlow only inside `native()` (and the modules
of native helpers that only `native()` loads): Python chains, dyn-datagen and
the transform worker processes need no TensorFlow.
"""

from t2t_dyn.transforms import basic  # pylint: disable=unused-import
from t2t_dyn.transforms import filters  # pylint: disable=unused-import
from t2t_dyn.transforms import infilling  # pylint: disable=unused-import
from t2t_dyn.transforms import language_id  # pylint: disable=unused-import
from t2t_dyn.transforms import noise  # pylint: disable=unused-import
from t2t_dyn.transforms import recasing  # pylint: disable=unused-import
from t2t_dyn.transforms import robustness  # pylint: disable=unused-import
from t2t_dyn.transforms import segmentation  # pylint: disable=unused-import
from t2t_dyn.transforms import typos  # pylint: disable=unused-import
from t2t_dyn.transforms.base import (Example, Param, Transform,
                                     TransformOptionError, TransformStats)
