"""Shared fixtures. TensorFlow's C++ logging is kept quiet for readable output."""

import os

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
