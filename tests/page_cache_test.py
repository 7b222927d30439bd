"""Reading mapped tables into the page cache ahead of their use."""

import ctypes
import mmap
import os
import time

import numpy as np
import pytest

from t2t_dyn.foundation import page_cache


def _resident_share(path: str) -> float:
  """The share of `path`'s pages in the page cache (mincore)."""
  size = os.path.getsize(path)
  mapped = np.memmap(path, np.uint8, mode="r")
  pages = -(-size // mmap.PAGESIZE)
  vector = (ctypes.c_ubyte * pages)()
  libc = ctypes.CDLL(None, use_errno=True)
  libc.mincore.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_void_p]
  if libc.mincore(ctypes.c_void_p(mapped.ctypes.data), size, vector):
    raise OSError(ctypes.get_errno(), "mincore failed")
  del mapped
  return sum(v & 1 for v in vector) / pages


def _table_file(tmp_path, name: str, megabytes: int) -> np.memmap:
  path = os.path.join(tmp_path, name + ".npy")
  np.save(path, np.arange(megabytes << 18, dtype=np.int32))
  with open(path, "rb") as f:
    os.fsync(f.fileno())
    # Clean pages leave the cache on this hint: the file is now "cold".
    os.posix_fadvise(f.fileno(), 0, 0, os.POSIX_FADV_DONTNEED)
  return np.load(path, mmap_mode="c")


@pytest.mark.skipif(not hasattr(os, "posix_fadvise"), reason="Linux only")
def test_cold_files_are_read_into_the_cache_once_each(tmp_path):
  # Larger than one request the kernel serves whole (8 MB read-ahead here).
  index = _table_file(tmp_path, "keys", 24)
  table = _table_file(tmp_path, "logp", 20)
  # np.load read each file's header page, no more.
  if max(_resident_share(index.filename), _resident_share(table.filename)
         ) > 0.01:
    pytest.skip("this file system keeps evicted pages (tmpfs?)")

  job = page_cache.read_ahead(
      [index, table, table[10:], np.zeros(3)], "test tables")

  # The mapped files in order, each once; the array in memory left out.
  assert job.paths == [index.filename, table.filename]
  assert job.total_bytes == os.path.getsize(index.filename) + \
      os.path.getsize(table.filename)
  assert job.skipped is None
  job.join(timeout=30)
  deadline = time.monotonic() + 30
  while (min(_resident_share(index.filename), _resident_share(table.filename))
         < 1.0 and time.monotonic() < deadline):
    time.sleep(0.05)  # join() waits for the requests, the disk reads on.
  assert _resident_share(index.filename) == 1.0
  assert _resident_share(table.filename) == 1.0
  # The arrays read the same values through the mapping.
  assert int(index[-1]) == (24 << 18) - 1

  # All was asked for but the pages np.load read for the headers.
  assert 0 <= job.total_bytes - job.requested_bytes <= 256 << 10
  again = page_cache.read_ahead([table], "test tables")
  assert again.paths == [] and again.total_bytes == 0
  # The same file under another name: cached now, so nothing is asked.
  os.link(table.filename, os.path.join(tmp_path, "linked.npy"))
  cached = page_cache.read_ahead(
      [np.load(os.path.join(tmp_path, "linked.npy"), mmap_mode="r")],
      "test tables")
  cached.join(timeout=30)
  assert cached.total_bytes == os.path.getsize(table.filename)
  assert cached.requested_bytes == 0


@pytest.mark.skipif(not hasattr(os, "posix_fadvise"), reason="Linux only")
def test_missing_ranges_are_the_pages_not_cached(tmp_path):
  path, page = os.path.join(tmp_path, "piece_splits.raw"), mmap.PAGESIZE
  with open(path, "wb") as f:
    f.write(os.urandom(40 * page + 100))
    f.flush()
    os.fsync(f.fileno())
  size = os.path.getsize(path)
  fd = os.open(path, os.O_RDONLY)
  try:
    os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
    if list(page_cache.missing_ranges(fd)) != [(0, size)]:
      pytest.skip("this file system keeps evicted pages (tmpfs?)")
    os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_RANDOM)  # No read-around.
    os.pread(fd, 10, 5 * page + 3)  # Page 5 only.
    os.pread(fd, 10, size - 1)  # The last, partial page.
    assert list(page_cache.missing_ranges(fd)) == [
        (0, 5 * page), (6 * page, (size - 1) // page * page)]
  finally:
    os.close(fd)


def test_requests_are_the_devices_largest(tmp_path):
  # Linux cuts a WILLNEED request to the device's read-ahead or transfer
  # size, whichever is larger; never asked for less than 128 KB.
  assert page_cache.request_bytes(str(tmp_path)) >= 128 << 10
  assert page_cache.request_bytes(str(tmp_path / "absent")) == 128 << 10


def test_files_over_the_memory_share_are_left_to_the_faults(
    tmp_path, monkeypatch):
  table = _table_file(tmp_path, "piece_ids", 2)
  monkeypatch.setattr(page_cache, "available_memory_bytes",
                      lambda: 3 << 20)  # Half of it is 1.5 MiB < 2 MiB.
  job = page_cache.read_ahead([table], "test tables")
  assert job.skipped == "2 MiB is over 50% of the 3 MiB available"
  job.join()  # No thread: returns at once.
  job.close()


def test_available_memory_is_read_from_the_kernel():
  available = page_cache.available_memory_bytes()
  if not os.path.exists("/proc/meminfo"):
    assert available is None
  else:
    assert 0 < available <= os.sysconf("SC_PAGE_SIZE") * os.sysconf(
        "SC_PHYS_PAGES")
