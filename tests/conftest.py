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


@pytest.fixture(autouse=True)
def _usr_dirs_stay_with_their_test():
  """Worker processes (python_workers) import every --t2t_usr_dir this
  process imported, so a usr dir a test imports must not outlive the test:
  dyn_upgrade_test's ported Tensor2Tensor dir imports TensorFlow, which
  then cost every later test's worker pool seconds a worker to start."""
  from t2t_dyn.utils import usr_dir  # pylint: disable=g-import-not-at-top
  before = usr_dir.imported_dirs()
  yield
  usr_dir._IMPORTED[:] = before  # pylint: disable=protected-access
