"""File checksums, for recording which model or corpus a set-up was made from."""

import hashlib


def file_sha256(path: str) -> str:
  """Hex sha256 of a file's bytes, read in 1 MiB blocks."""
  digest = hashlib.sha256()
  with open(path, "rb") as f:
    for block in iter(lambda: f.read(1 << 20), b""):
      digest.update(block)
  return digest.hexdigest()
