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


@pytest.fixture(name="shared_run", scope="session")
def shared_run_fixture(tmp_path_factory):
  """t2t_dyn.test_utils.SharedRun: the tiny guided-alignment run trained
  once per test run (by the first xdist worker that asks; the others wait
  for it and read it) for the tests that need a trained output dir:
  decoding, alignments, exports, averaging, scoring. Read-only: a test
  that writes into it fails the session here."""
  from t2t_dyn import test_utils  # pylint: disable=g-import-not-at-top
  base = tmp_path_factory.getbasetemp()
  if os.environ.get("PYTEST_XDIST_WORKER"):
    base = base.parent  # The run's directory, above each worker's.
  run = test_utils.train_shared_run(base / "shared_run")
  before = run.digest()
  yield run
  assert run.digest() == before, (
      f"a test wrote into the shared run {run.output_dir}: write into "
      f"shared_run.copy_to(tmp_path / ...) instead")


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
