"""Built-in transforms. Importing this package registers them."""

from t2t_dyn.transforms.base import Param, Transform, TransformOptionError
