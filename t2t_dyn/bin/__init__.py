"""Command-line programs (absl flags, Tensor2Tensor conventions)."""

import os

# TensorFlow's C++ start-up chatter hides our own messages; keep warnings.
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
