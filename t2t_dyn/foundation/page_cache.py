"""Reading memory-mapped files into the page cache ahead of their use.

The segmentation tables are memory maps (one copy per host, in the page
cache). From a cold disk the first batch then waits on page faults, each
reading a few megabytes around the word it needs; at tens of millions of
word types the first window's words lie all over the tables and the faults
read them piecemeal after the pipeline is built. `read_ahead` asks the
kernel for the files' missing pages on a background thread as soon as they
are mapped, so the disk is busy while the pipeline is traced (seconds of
CPU) and the lookups find the pages cached. Pages already cached are
found with one mincore call per file and not asked for again.
"""

import ctypes
import dataclasses
import mmap
import os
import threading
from typing import Iterable, Iterator, List, Optional, Tuple

from absl import logging
import numpy as np

# Linux serves at most max(read_ahead_kb, max_sectors_kb) of one WILLNEED
# request and drops the rest, so requests are that size (request_bytes);
# this where the device's limits cannot be read: its usual read-ahead.
DEFAULT_REQUEST_BYTES = 128 << 10
# Files larger than this share of the memory the kernel reports available
# are not read ahead: they would push out the cache they are meant to fill.
AVAILABLE_SHARE = 0.5
# False leaves every file to its page faults (benchmarks compare the two).
ENABLED = True
# Files this process has asked for already (several tables may share them).
_REQUESTED = set()
_REQUESTED_LOCK = threading.Lock()


@dataclasses.dataclass
class ReadAhead:
  """A background read of `paths` (in that order) into the page cache.

  `skipped` says why nothing was read (too large, turned off, or no kernel
  support); `requested_bytes` counts what was asked of the disk (pages
  already cached are not). join() waits for the requests to be made (not
  for the disk), close() stops between requests."""
  paths: List[str]
  total_bytes: int
  skipped: Optional[str] = None
  requested_bytes: int = 0
  _thread: Optional[threading.Thread] = None
  _stop: threading.Event = dataclasses.field(default_factory=threading.Event)

  def join(self, timeout: Optional[float] = None) -> None:
    if self._thread is not None:
      self._thread.join(timeout)

  def close(self) -> None:
    self._stop.set()
    self.join()

  def _run(self) -> None:
    for path in self.paths:
      try:
        fd = os.open(path, os.O_RDONLY)
      except OSError:
        continue  # The mapping still holds the file; faults will read it.
      try:
        request = request_bytes(path)
        for start, end in missing_ranges(fd):
          for offset in range(start, end, request):
            if self._stop.is_set():
              return
            length = min(request, end - offset)
            os.posix_fadvise(fd, offset, length, os.POSIX_FADV_WILLNEED)
            self.requested_bytes += length
      except OSError as e:
        logging.info("read-ahead of %s stopped: %s", path, e)
      finally:
        os.close(fd)


def mapped_file(array) -> Optional[str]:
  """The file an np.memmap (or a view of one) maps, else None."""
  return getattr(array, "filename", None) if isinstance(
      array, np.memmap) else None


def read_ahead(arrays: Iterable[np.ndarray], what: str) -> ReadAhead:
  """Starts reading the files behind the memory-mapped `arrays`, in their
  order, into the page cache on a daemon thread (arrays not mapped from a
  file are left out, and files this process asked for before: a file is
  read ahead once per process). `what` names them in the log. Returns the
  ReadAhead; it is `skipped` when the files exceed AVAILABLE_SHARE of the
  available memory, when ENABLED is off or the OS lacks posix_fadvise."""
  paths = []
  with _REQUESTED_LOCK:
    for array in arrays:
      path = mapped_file(array)
      if path is not None and path not in _REQUESTED:
        _REQUESTED.add(path)
        paths.append(path)
  total = sum(os.path.getsize(p) for p in paths if os.path.exists(p))
  job = ReadAhead(paths, total)
  available = available_memory_bytes()
  if not ENABLED:
    job.skipped = "read-ahead turned off"
  elif not hasattr(os, "posix_fadvise"):
    job.skipped = "this OS has no posix_fadvise"
  elif available is not None and total > AVAILABLE_SHARE * available:
    job.skipped = (f"{total / 2**20:,.0f} MiB is over "
                   f"{AVAILABLE_SHARE:.0%} of the {available / 2**20:,.0f} "
                   f"MiB available")
  if job.skipped:
    logging.info("%s: not read ahead (%s); pages are read as used",
                 what, job.skipped)
    return job
  if not paths:
    return job  # In memory, or asked for before: nothing to read.
  job._thread = threading.Thread(  # pylint: disable=protected-access
      target=job._run, name=f"read-ahead {what}", daemon=True)  # pylint: disable=protected-access
  job._thread.start()  # pylint: disable=protected-access
  return job


def missing_ranges(fd: int) -> Iterator[Tuple[int, int]]:
  """(start, end) byte ranges of the open file `fd` whose pages are not in
  the page cache, in order; the whole file where residency cannot be read
  (no mincore)."""
  size = os.fstat(fd).st_size
  if not size:
    return
  resident = _resident_pages(fd, size)
  if resident is None:
    yield 0, size
    return
  missing = np.flatnonzero(np.diff(np.concatenate(
      [[1], resident & 1, [1]]).astype(np.int8)))
  # Alternate edges: where a run of missing pages starts, where it ends.
  for first, last in zip(missing[0::2], missing[1::2]):
    yield int(first) * mmap.PAGESIZE, min(int(last) * mmap.PAGESIZE, size)


def _resident_pages(fd: int, size: int) -> Optional[np.ndarray]:
  """uint8 [pages]: mincore's vector for the file (bit 0: in the page
  cache); None where mincore is not available. Mapping the file touches
  none of its pages."""
  try:
    libc = ctypes.CDLL(None, use_errno=True)
    mincore = libc.mincore
  except (OSError, AttributeError):
    return None
  mincore.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_void_p]
  pages = np.zeros(-(-size // mmap.PAGESIZE), np.uint8)
  mapped = mmap.mmap(fd, size, prot=mmap.PROT_READ)
  try:
    view = np.frombuffer(mapped, np.uint8)
    failed = mincore(ctypes.c_void_p(view.ctypes.data), size,
                     ctypes.c_void_p(pages.ctypes.data))
    del view
  finally:
    mapped.close()
  return None if failed else pages


def request_bytes(path: str) -> int:
  """The most of one WILLNEED request Linux serves for `path`'s device:
  max(read_ahead_kb, max_sectors_kb) of its queue (a partition's is its
  disk's), DEFAULT_REQUEST_BYTES where they cannot be read."""
  try:
    device = os.stat(path).st_dev
  except OSError:
    return DEFAULT_REQUEST_BYTES
  block = f"/sys/dev/block/{os.major(device)}:{os.minor(device)}"
  for queue in (os.path.join(block, "queue"),
                os.path.join(block, "..", "queue")):
    try:
      limits = []
      for name in ("read_ahead_kb", "max_sectors_kb"):
        with open(os.path.join(queue, name), encoding="ascii") as f:
          limits.append(int(f.read()) << 10)
      return max(DEFAULT_REQUEST_BYTES, *limits)
    except (OSError, ValueError):
      continue
  return DEFAULT_REQUEST_BYTES


def available_memory_bytes() -> Optional[int]:
  """MemAvailable from /proc/meminfo, None where there is none."""
  try:
    with open("/proc/meminfo", encoding="ascii") as f:
      for line in f:
        if line.startswith("MemAvailable:"):
          return int(line.split()[1]) * 1024
  except (OSError, ValueError):
    pass
  return None
