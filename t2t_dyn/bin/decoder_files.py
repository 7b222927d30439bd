"""dyn-decoder's files: records read as Tensor2Tensor's decoder read
them, with a clear error naming the flag, the file and the line that is
not UTF-8; outputs written one record a delimiter."""

import os

from t2t_dyn.bin import common


def read_records(flag: str, path: str, delimiter: str = "\n"):
  """A file's records split at `delimiter` and stripped, as Tensor2Tensor's
  decoder reads them (no empty record after a final delimiter).
  Raises: UsageError naming --flag, the file and the line that is not
  UTF-8."""
  try:
    with open(path, "rb") as f:
      data = f.read()
  except OSError as e:
    raise common.UsageError(f"--{flag}={path}: {e.strerror}") from None
  try:
    text = data.decode("utf-8")
  except UnicodeDecodeError as e:
    line_start = data.rfind(b"\n", 0, e.start) + 1
    line = data.count(b"\n", 0, e.start) + 1
    raise common.UsageError(
        f"--{flag}={path}: line {line} is not UTF-8 (byte "
        f"{e.start - line_start} of the line: {e.reason}); "
        f"convert the file to UTF-8 (iconv -f ENCODING -t UTF-8)") from None
  records = [r.strip() for r in text.split(delimiter)]
  if records and not records[-1]:
    records.pop()
  return records


def write(path, lines, delimiter="\n"):
  """Writes each line followed by the delimiter, making the directory."""
  os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
  with open(path, "w", encoding="utf-8") as f:
    f.writelines(line + delimiter for line in lines)
