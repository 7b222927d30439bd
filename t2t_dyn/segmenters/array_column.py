"""A 1-D array written as it is built (the n-best table's columns): in
blocks to a file that ends up a mapped `.npy`, so a process building
gigabytes of table holds none of it."""

import array
import os
import shutil
from typing import Optional

import numpy as np


class ArrayColumn:
  """A 1-D array appended to as it is built. With a directory it goes to
  a file there in blocks, and is read back mapped but untouched: a
  process writing gigabytes of table holds none of it (written through the
  page cache, not a mapping, so the pages never count as its memory).
  Without a directory it stays in memory."""

  _BLOCK = 1 << 22

  def __init__(self, typecode: str, directory: Optional[str], name: str):
    self._typecode, self._directory = typecode, directory
    self._dtype = np.dtype(typecode)
    self._block = array.array(typecode)
    self._written = 0
    self._path = os.path.join(directory, name + ".npy") if directory else ""
    self._raw_path = self._path[:-len(".npy")] + ".raw"
    self._raw = open(self._raw_path, "wb") if directory else None

  def __len__(self) -> int:
    return self._written + len(self._block)

  def append(self, value) -> None:
    self._block.append(value)
    if self._raw and len(self._block) >= self._BLOCK:
      self._spill()

  def extend(self, values) -> None:
    self._block.extend(values)
    if self._raw and len(self._block) >= self._BLOCK:
      self._spill()

  def extend_array(self, values: np.ndarray) -> None:
    """extend() with a numpy array, converted to the column's type."""
    self._block.frombytes(values.astype(self._dtype, copy=False).tobytes())
    if self._raw and len(self._block) >= self._BLOCK:
      self._spill()

  def _spill(self) -> None:
    self._block.tofile(self._raw)
    self._written += len(self._block)
    self._block = array.array(self._typecode)

  def read(self, begin: int, end: int) -> np.ndarray:
    """Elements begin..end-1 (after the column is complete)."""
    if not self._raw:
      return np.frombuffer(self._block, self._dtype)[begin:end]
    self._spill()
    self._raw.flush()
    return np.fromfile(self._raw_path, self._dtype, end - begin,
                       offset=begin * self._dtype.itemsize)

  def finish(self, narrower=None) -> np.ndarray:
    """The whole column: in memory, or mapped from its .npy file; stored
    as the `narrower` dtype when given (its values must fit)."""
    dtype = np.dtype(narrower or self._dtype)
    if not self._raw:
      return np.frombuffer(self._block, self._dtype).astype(dtype)
    self._spill()
    self._raw.close()
    with open(self._path, "wb") as out, open(self._raw_path, "rb") as raw:
      np.lib.format.write_array_header_1_0(out, {
          "descr": np.lib.format.dtype_to_descr(dtype),
          "fortran_order": False, "shape": (self._written,)})
      if dtype == self._dtype:
        shutil.copyfileobj(raw, out, 1 << 24)
      else:
        while block := raw.read(self._BLOCK * self._dtype.itemsize):
          np.frombuffer(block, self._dtype).astype(dtype).tofile(out)
    os.remove(self._raw_path)
    return np.load(self._path, mmap_mode="r")

  def discard(self) -> None:
    """Removes a column that is not part of the table."""
    if self._raw:
      self._raw.close()
      os.remove(self._raw_path)

  @staticmethod
  def of(values: np.ndarray, directory: Optional[str],
         name: str) -> np.ndarray:
    """`values` as they are, or written to <name>.npy and mapped."""
    if directory is None:
      return values
    path = os.path.join(directory, name + ".npy")
    np.save(path, values)
    return np.load(path, mmap_mode="r")
