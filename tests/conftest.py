"""Shared fixtures and the suite's process set-up.

TensorFlow's C++ logging is kept quiet for readable output. Each test
process (pytest-xdist runs one per core) gives TensorFlow one thread per
op pool: its default pools, a thread per core in each process, would
oversubscribe the cores and make every test slower. The CPU is split into
two logical devices before TensorFlow starts, so the multi-replica paths
(MirroredStrategy, --worker_gpu=2) run inside the test process.
"""

import os

import pytest

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
os.environ.setdefault("TF_NUM_INTRAOP_THREADS", "1")

CPU_REPLICAS = 2


def pytest_configure(config):
  if config.getoption("numprocesses", None) and not hasattr(config,
                                                              "workerinput"):
    return  # The xdist controller runs no test.
  from t2t_dyn.bin import console  # pylint: disable=g-import-not-at-top
  # What TensorFlow prints while it starts on a CPU machine, once a process.
  with console.passing_on(lambda line: console.is_notice(line) or (
      "failed call to cuInit" in line)):
    import tensorflow as tf  # pylint: disable=g-import-not-at-top
    cpu = tf.config.list_physical_devices("CPU")[0]
    tf.config.set_logical_device_configuration(
        cpu, [tf.config.LogicalDeviceConfiguration()] * CPU_REPLICAS)


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
