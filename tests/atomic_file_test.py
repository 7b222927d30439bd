"""Tests for t2t_dyn.foundation.atomic_file."""

import os

import pytest

from t2t_dyn.foundation import atomic_file


def test_the_file_appears_only_when_the_write_succeeds(tmp_path):
  path = str(tmp_path / "record.json")
  atomic_file.write_text(path, "old\n")
  with pytest.raises(RuntimeError):
    with atomic_file.atomic_open(path) as f:
      f.write("half of the new")
      raise RuntimeError("disk full")
  with open(path, encoding="utf-8") as f:
    assert f.read() == "old\n"
  assert os.listdir(tmp_path) == ["record.json"]  # No temporary left.
  with atomic_file.atomic_open(path, "wb") as f:
    f.write("nový\n".encode("utf-8"))
  with open(path, encoding="utf-8") as f:
    assert f.read() == "nový\n"
