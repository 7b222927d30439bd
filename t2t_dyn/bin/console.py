"""What the dyn-* commands print: their own output and real warnings.

TensorFlow writes notices straight to the process's stderr while it loads
(oneDNN is on, no CUDA driver on a CPU machine, which CPU instructions the
binary could use, and "failed call to cuInit" when there is no GPU at all),
and its checkpoint library logs INFO lines through absl. Unless absl's
`--verbosity` flag is given, a command holds those back: absl logging shows
warnings and errors only, TensorFlow's C++ logging shows fatal errors only
(TF_CPP_MIN_LOG_LEVEL=3 unless the environment sets it; its "failed call to
cuInit" is an error-level line), and what TensorFlow's import writes to
stderr before its logging starts is passed on except the known notices.
`--verbosity=0` (or higher) brings all of it back.
"""

import contextlib
import importlib.abc
import importlib.machinery
import os
import re
import sys
import tempfile

from absl import flags
from absl import logging

FLAGS = flags.FLAGS

# Lines TensorFlow writes while it loads on a machine it runs on correctly.
_START_UP_NOTICES = [re.compile(p) for p in (
    r"^WARNING: All log messages before absl::InitializeLog\(\) is called "
    r"are written to STDERR",
    r"\] oneDNN custom operations are on\.",
    r"\] Could not find cuda drivers on your machine, GPU will not be used\.",
    r"\] This TensorFlow binary is optimized to use available CPU "
    r"instructions",
    r"^To enable the following instructions: .* rebuild TensorFlow with the "
    r"appropriate compiler flags\.",
)]


def quiet() -> bool:
  """Whether to hold back library notices: --verbosity was not given."""
  return not FLAGS["verbosity"].present


def configure_logging() -> None:
  """Sets absl's and TensorFlow's log levels and, quiet, holds back the
  notices TensorFlow writes while it loads, wherever it is first imported.
  Call before TensorFlow loads."""
  if not quiet():
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "0")
    return
  logging.set_verbosity(logging.WARNING)
  os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
  if "tensorflow" not in sys.modules and not any(
      isinstance(finder, _QuietTensorFlowFinder) for finder in sys.meta_path):
    sys.meta_path.insert(0, _QuietTensorFlowFinder())


class _QuietTensorFlowFinder(importlib.abc.MetaPathFinder):
  """Finds tensorflow as the import system would, with a loader that runs
  its module code inside passing_on."""

  def find_spec(self, name, path=None, target=None):
    if name != "tensorflow":
      return None
    sys.meta_path.remove(self)
    spec = importlib.machinery.PathFinder.find_spec(name, path, target)
    if spec is not None and spec.loader is not None:
      spec.loader = _QuietLoader(spec.loader)
    return spec


class _QuietLoader(importlib.abc.Loader):
  """Delegates to the real loader; its exec_module runs quietly."""

  def __init__(self, loader):
    self._loader = loader

  def create_module(self, spec):
    return self._loader.create_module(spec)

  def exec_module(self, module):
    with passing_on(is_notice):
      self._loader.exec_module(module)

  def __getattr__(self, name):
    return getattr(self._loader, name)


def is_notice(line: str) -> bool:
  return any(p.search(line) for p in _START_UP_NOTICES)


@contextlib.contextmanager
def passing_on(is_notice):
  """Collects what the process writes to file descriptor 2 meanwhile, then
  writes the lines that are not notices to stderr, in order."""
  sys.stderr.flush()
  saved = os.dup(2)
  with tempfile.TemporaryFile() as held:
    os.dup2(held.fileno(), 2)
    try:
      yield
    finally:
      sys.stderr.flush()
      os.dup2(saved, 2)
      os.close(saved)
      held.seek(0)
      text = held.read().decode("utf-8", errors="replace")
      sys.stderr.write("".join(
          line for line in text.splitlines(keepends=True)
          if not is_notice(line)))
      sys.stderr.flush()
