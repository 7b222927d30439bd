"""Shard files written under a temp name and renamed when complete.

Text features are gzip lines (GzipLineWriter), written with mtime 0 and no
file name in the header, so the same lines give the same bytes; word links
are a binary file (LinkFileWriter, text.alignments' shard form). Both hash
the bytes a reader gets as they are written.
"""

import contextlib
import gzip
import hashlib
import os
from typing import Any, Dict, List

from t2t_dyn.foundation import atomic_file
from t2t_dyn.text import alignments

_FLUSH_LINES = 4096  # Lines buffered per file: one encode and write per batch.


class GzipLineWriter:
  """Lines into a gzip temp file beside `path`, hashing the uncompressed
  bytes as they are written; `commit` renames it to `path`."""

  def __init__(self, path: str):
    self.path = path
    self.temp_path = atomic_file.temp_path(path)
    self._file = open(self.temp_path, "wb")
    # filename="" keeps the temp name out of the gzip header: same content,
    # same bytes.
    self._gzip = gzip.GzipFile(filename="", mode="wb", fileobj=self._file,
                               compresslevel=1, mtime=0)
    self._sha256 = hashlib.sha256()
    self._pending: List[str] = []
    self.lines = 0

  def write(self, line: str) -> None:
    self._pending.append(line)
    if len(self._pending) >= _FLUSH_LINES:
      self._flush()

  def _flush(self) -> None:
    if self._pending:
      data = ("\n".join(self._pending) + "\n").encode("utf-8")
      self._sha256.update(data)
      self._gzip.write(data)
      self.lines += len(self._pending)
      self._pending = []

  def close(self) -> Dict[str, Any]:
    """Finishes the temp file: {"name", "bytes", "sha256"}."""
    self._flush()
    self._gzip.close()
    self._file.close()
    return {"name": os.path.basename(self.path),
            "bytes": os.path.getsize(self.temp_path),
            "sha256": self._sha256.hexdigest()}

  def discard(self) -> None:
    """Closes and removes the temp file (after an error: errors closing it,
    such as a full disk, would hide the first one)."""
    with contextlib.suppress(OSError, ValueError):
      self._gzip.close()
    self._file.close()
    atomic_file.remove_quietly(self.temp_path)

  def commit(self) -> None:
    os.replace(self.temp_path, self.path)


class LinkFileWriter:
  """Each line's word links (alignments.shard_link_bytes) into a shard
  alignment file (text.alignments' binary form) beside `path`, hashing
  its bytes; `commit` renames it to `path`."""

  def __init__(self, path: str):
    self.path = path
    self.temp_path = atomic_file.temp_path(path)
    self._file = open(self.temp_path, "wb")
    self._sha256 = hashlib.sha256()
    self._counts: List[int] = []
    self._pending: List[bytes] = []
    self._emit(alignments.SHARD_MAGIC)

  @property
  def lines(self) -> int:
    return len(self._counts)

  def _emit(self, data: bytes) -> None:
    self._sha256.update(data)
    self._file.write(data)

  def write(self, line: bytes) -> None:
    self._pending.append(line)
    self._counts.append(len(line) // alignments.LINK_BYTES)
    if len(self._pending) >= _FLUSH_LINES:
      self._flush()

  def _flush(self) -> None:
    self._emit(b"".join(self._pending))
    self._pending = []

  def close(self) -> Dict[str, Any]:
    """Finishes the temp file: {"name", "bytes", "sha256"}."""
    self._flush()
    self._emit(alignments.shard_file_tail(self._counts))
    self._file.close()
    return {"name": os.path.basename(self.path),
            "bytes": os.path.getsize(self.temp_path),
            "sha256": self._sha256.hexdigest()}

  def discard(self) -> None:
    """Closes and removes the temp file."""
    self._file.close()
    atomic_file.remove_quietly(self.temp_path)

  def commit(self) -> None:
    os.replace(self.temp_path, self.path)
