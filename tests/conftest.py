"""Shared fixtures. TensorFlow's C++ logging is kept quiet for readable output."""

import os

import pytest

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")


@pytest.fixture(name="reversal_aligner", scope="session")
def reversal_aligner_fixture(tmp_path_factory):
  """(model, encoders): t2t_dyn.test_utils.train_reversal_aligner, trained
  once per run for the tests of decoded alignments."""
  from t2t_dyn import test_utils  # pylint: disable=g-import-not-at-top
  return test_utils.train_reversal_aligner(
      tmp_path_factory.mktemp("reversal_aligner"))
