"""Worker processes: how they start, and the one error when they die.

Workers are spawned, not forked (the caller may run TensorFlow, which a
fork would copy mid-flight). A spawned worker imports the caller's main
module again, so a script that starts workers from its top level, without
a main guard, has each worker run the script and die; a pool then breaks,
and its own error says only that a process "terminated abruptly".
"""

import concurrent.futures
import multiprocessing
import os
import pickle
import tempfile
from typing import Callable, Sequence


class WorkersDiedError(RuntimeError):
  """Worker processes died; the message says what they were doing, the
  usual causes and what to do."""


class SpawnedPool:
  """A ProcessPoolExecutor (`executor`) of spawned workers, each first
  calling initializer(*initargs).

  The arguments reach the workers through a file, not the pool's own
  initializer arguments: those are written into a pipe as each worker
  starts, and past the pipe's 64 KB (a segmentation model, a large config)
  a worker that dies before reading them all leaves that write, and the
  caller, blocked forever. close() removes the file.
  """

  def __init__(self, workers: int, initializer: Callable,
               initargs: Sequence = ()):
    self._files = tempfile.TemporaryDirectory(prefix="t2t_dyn_workers_")
    path = os.path.join(self._files.name, "initializer.pickle")
    with open(path, "wb") as f:
      pickle.dump((initializer, tuple(initargs)), f,
                  protocol=pickle.HIGHEST_PROTOCOL)
    self.executor = concurrent.futures.ProcessPoolExecutor(
        workers, mp_context=multiprocessing.get_context("spawn"),
        initializer=_start_from_file, initargs=(path,))

  def close(self, wait: bool = True, cancel_futures: bool = False) -> None:
    self.executor.shutdown(wait=wait, cancel_futures=cancel_futures)
    self._files.cleanup()


def _start_from_file(path: str) -> None:
  with open(path, "rb") as f:
    initializer, initargs = pickle.load(f)
  initializer(*initargs)


def died(what: str, cause: concurrent.futures.BrokenExecutor
         ) -> WorkersDiedError:
  """The error for a pool broken while `what` ("segmenting 200,000 words")."""
  return WorkersDiedError(
      f"the worker processes {what} died ({cause}). A script that starts "
      f"them (building segmentation tables, e.g. generate_vocab, or a "
      f"pipeline with Python transforms) must do so under `if __name__ == "
      f"'__main__':`, since spawned workers import the script again "
      f"(Python's multiprocessing, 'Safe importing of main module'; their "
      f"own error is above). Other causes: the memory ran out, or a "
      f"worker could not load what it needs in a new process.")
