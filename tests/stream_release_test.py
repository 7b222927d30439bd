"""StreamReleaser: the last reference dies in its own thread; close waits."""

import threading

from t2t_dyn.streams import stream_release


class _Recorder:
  """Notes the thread it is deleted in, after waiting for `go`."""

  def __init__(self, deleted_in, go):
    self.deleted_in, self.go = deleted_in, go

  def __del__(self):
    self.go.wait(timeout=30)
    self.deleted_in.append(threading.current_thread().name)


def test_iterators_die_in_the_releasers_thread_and_close_waits_for_them():
  releaser = stream_release.StreamReleaser()
  deleted_in, go = [], threading.Event()
  holders = [[_Recorder(deleted_in, go)] for _ in range(3)]
  for holder in holders:
    releaser.release(holder)
  assert all(holder == [] for holder in holders)
  assert deleted_in == []  # The caller does not wait for the deletion.
  go.set()
  releaser.close()
  assert deleted_in == ["t2t_dyn-stream-release"] * 3


def test_a_release_after_close_is_still_carried_out():
  releaser = stream_release.StreamReleaser()
  releaser.close()
  deleted_in, go = [], threading.Event()
  go.set()
  releaser.release([_Recorder(deleted_in, go)])
  releaser.close()
  assert deleted_in == ["t2t_dyn-stream-release"]
