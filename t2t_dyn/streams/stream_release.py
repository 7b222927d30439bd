"""Releasing tf.data iterators that a stage switch leaves behind, off the
threads that train.

Deleting an iterator waits for the work it still has in flight (its
prefetched chunks, its Python calls). Deleted in tf.data's thread that runs
the batches generator, that wait blocked training for about a minute in the
demo; in the trainer's thread, for about 30 s of updates. A
StreamReleaser's own thread takes that wait instead.
"""

import threading
from typing import Any, List


class StreamReleaser:
  """Deletes the iterators given to `release` in a background thread;
  `close` waits until all of them are gone."""

  def __init__(self):
    self._lock = threading.Lock()
    self._pending: List[Any] = []
    self._wake = threading.Condition(self._lock)
    self._closed = False
    self._thread = None

  def release(self, holder: List[Any]) -> None:
    """Takes the iterator out of `holder` (a one-item list holding the only
    reference) so that its last reference dies in the releaser's thread."""
    with self._lock:
      # Moved under the lock: the thread cannot drop it before the caller's
      # temporary reference is gone.
      self._pending.append(holder.pop())
      if self._thread is None or not self._thread.is_alive():
        self._thread = threading.Thread(
            target=self._run, name="t2t_dyn-stream-release", daemon=True)
        self._thread.start()
      self._wake.notify()

  def _run(self) -> None:
    while True:
      with self._lock:
        while not self._pending and not self._closed:
          self._wake.wait()
        if not self._pending:
          return
        released, self._pending = self._pending, []
      released.clear()  # The wait happens here, outside the lock.

  def close(self) -> None:
    """Waits for the iterators given so far to be deleted."""
    with self._lock:
      self._closed = True
      self._wake.notify()
      thread = self._thread
    if thread is not None:
      thread.join()
