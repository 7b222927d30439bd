"""Files that appear whole or not at all.

`atomic_open(path)` writes to a temporary file in the same directory and
renames it over `path` only when the block ends without error (a rename
within one file system is atomic); on error the temporary file is removed
and `path` is left as it was. A crash or a full disk never leaves a
half-written set-up, vocabulary or manifest behind.
"""

import contextlib
import os
import shutil
from typing import IO, Iterator


def temp_path(path: str) -> str:
  """A temporary name beside `path`, unique to this process."""
  head, tail = os.path.split(path)
  return os.path.join(head, f".{tail}.tmp-{os.getpid()}")


@contextlib.contextmanager
def atomic_open(path: str, mode: str = "w") -> Iterator[IO]:
  """open(path, mode) that takes effect only on success. Text modes are
  UTF-8."""
  temp = temp_path(path)
  try:
    encoding = None if "b" in mode else "utf-8"
    with open(temp, mode, encoding=encoding) as f:
      yield f
    os.replace(temp, path)
  finally:
    if os.path.exists(temp):
      os.remove(temp)


def remove_quietly(path: str) -> None:
  """Removes `path`; a file already gone is no error."""
  try:
    os.remove(path)
  except FileNotFoundError:
    pass


def write_text(path: str, text: str) -> None:
  """Writes UTF-8 text to `path` atomically."""
  with atomic_open(path) as f:
    f.write(text)


@contextlib.contextmanager
def atomic_directory(path: str) -> Iterator[str]:
  """Yields a staging directory beside `path` to fill; on success it
  replaces `path` (an older directory there is removed after the rename),
  on error it is removed and `path` is left as it was."""
  staging, old = temp_path(path), temp_path(path) + "-old"
  for leftover in (staging, old):
    shutil.rmtree(leftover, ignore_errors=True)
  os.makedirs(staging)
  try:
    yield staging
    if os.path.isdir(path):
      os.replace(path, old)
    os.replace(staging, path)
  finally:
    for leftover in (staging, old):
      shutil.rmtree(leftover, ignore_errors=True)
