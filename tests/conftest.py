"""Shared fixtures, the suite's process set-up and its time report.

TensorFlow's C++ logging is kept quiet for readable output. Each test
process (pytest-xdist runs one per core) gives TensorFlow one thread per
op pool: its default pools, a thread per core in each process, would
oversubscribe the cores and make every test slower; Grappler, TensorFlow's
graph optimizer, is off in the test processes (pytest_configure). The CPU
is split into two logical devices before TensorFlow starts, so the
multi-replica paths (MirroredStrategy, --worker_gpu=2) run inside the test
process.
"""

import collections
import contextlib
import os
import subprocess

import pytest

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
os.environ.setdefault("TF_NUM_INTRAOP_THREADS", "1")

CPU_REPLICAS = 2
# A test over this many seconds carries a slow marker (tests/README.md).
SLOW_SECONDS = 30.0
# `make test-fast` sets it: a test that trains or starts a process there
# fails, naming the marker it lacks.
FAST_LANE = os.environ.get("T2T_DYN_FAST_LANE") == "1"


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
  if os.environ.get("T2T_DYN_TEST_GRAPPLER") != "1":
    # Grappler rewrites each traced graph for speed; the suite's tiny
    # models run each graph a few times, so the rewriting costs more than
    # it saves (a fifth of the training tests' CPU time, measured). It
    # changes float32 rounding only: the checks that read rounding keep it
    # on (_graph_optimizer_on). The processes the tests start (one
    # end-to-end run per program) keep it on, and
    # T2T_DYN_TEST_GRAPPLER=1 make test runs every test with it.
    tf.config.optimizer.set_experimental_options(
        {"disable_meta_optimizer": True})


@contextlib.contextmanager
def _graph_optimizer_on():
  """Grappler on inside the block, as in the programs' processes, whatever
  pytest_configure set; the setting before is put back. The shared run is
  trained so: with it off, its model rounds otherwise, and the tests that
  hold its translations to a bar read the model the programs train."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  before = tf.config.optimizer.get_experimental_options()
  tf.config.optimizer.set_experimental_options(
      {"disable_meta_optimizer": False})
  try:
    yield
  finally:
    tf.config.optimizer.set_experimental_options(
        {"disable_meta_optimizer": False, **before})


@pytest.fixture(name="graph_optimizer_on")
def graph_optimizer_on_fixture():
  """Grappler on for a test that holds TensorFlow's numbers to another
  engine's within float32 rounding (ctranslate2_test): it reads them as
  the programs compute them."""
  with _graph_optimizer_on():
    yield


def pytest_collection_modifyitems(items):
  """The files with the most slow tests first, each file's tests in their
  order: xdist deals files to workers in this order (--dist loadfile), and
  the longest jobs first keep the last one from running alone."""
  slow = collections.Counter(item.path for item in items
                             if item.get_closest_marker("slow"))
  first_seen = {}
  for index, item in enumerate(items):
    first_seen.setdefault(item.path, index)
  items.sort(key=lambda item: (-slow[item.path], first_seen[item.path]))


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
  with _graph_optimizer_on():  # The model the programs would train.
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


@pytest.fixture(autouse=True)
def _fast_lane_starts_nothing(request, monkeypatch):
  """In `make test-fast`, a test without the slow marker that starts a
  process or trains a model fails, saying so."""
  if not FAST_LANE or request.node.get_closest_marker("slow"):
    return

  def refuse(what):
    def refused(*args, **kwargs):
      del args, kwargs
      pytest.fail(f"{request.node.nodeid} {what} in the fast lane: mark it "
                  f"@pytest.mark.slow(reason=...)", pytrace=False)
    return refused

  monkeypatch.setattr(subprocess.Popen, "__init__",
                      refuse("starts a process"))
  from t2t_dyn.training import trainer  # pylint: disable=g-import-not-at-top
  monkeypatch.setattr(trainer.Trainer, "train", refuse("trains a model"))


_SECONDS = collections.Counter()
_SLOW_REASONS = {}
SLOWEST_SHOWN = 25


def pytest_runtest_setup(item):
  marker = item.get_closest_marker("slow")
  if marker:
    item.user_properties.append(
        ("slow", marker.kwargs.get("reason") or
         (marker.args[0] if marker.args else "")))


def pytest_runtest_logreport(report):
  """Sums each test's setup, call and teardown (on xdist's controller too,
  which receives the workers' reports)."""
  _SECONDS[report.nodeid] += report.duration
  for name, value in report.user_properties:
    if name == "slow":
      _SLOW_REASONS[report.nodeid] = value


def pytest_terminal_summary(terminalreporter):
  """The SLOWEST_SHOWN slowest tests, each with its slow marker's reason,
  and each test over SLOW_SECONDS without one: a report, not a failure
  (timings are not assertions), so the budget stays in sight."""
  if not _SECONDS:
    return
  terminalreporter.section(f"the {SLOWEST_SHOWN} slowest tests "
                           f"(setup + call + teardown)")
  for nodeid, seconds in _SECONDS.most_common(SLOWEST_SHOWN):
    reason = _SLOW_REASONS.get(nodeid)
    terminalreporter.write_line(
        f"{seconds:6.1f}s {nodeid}" + (f"  [slow: {reason}]"
                                       if reason is not None else ""))
  unmarked = [(seconds, nodeid) for nodeid, seconds in _SECONDS.items()
              if seconds > SLOW_SECONDS and nodeid not in _SLOW_REASONS]
  if unmarked:
    terminalreporter.section("over the time budget without a slow marker")
  for seconds, nodeid in sorted(unmarked, reverse=True):
    terminalreporter.write_line(
        f"{seconds:6.1f}s {nodeid}: over {SLOW_SECONDS:.0f} s and not "
        f"marked slow: make it faster or mark it "
        f"@pytest.mark.slow(reason=...)")
