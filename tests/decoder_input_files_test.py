"""dyn-decoder's input files: one it cannot read is named, with its flag
and, for text that is not UTF-8, the line."""

import pytest

from t2t_dyn import test_programs


@pytest.mark.slow(reason="loads the shared trained run")
def test_a_file_that_is_not_utf8_or_missing_is_named(shared_run, tmp_path):
  # A notebook's decode input saved by a Windows editor (cp1252 quotes).
  source = tmp_path / "decode_test"
  source.write_bytes("first line\nsecond, \u201cquoted\u201d\n".encode(
      "cp1252"))
  for path, error in (
      (source, "line 2 is not UTF-8 (byte 8 of the line: invalid start "
               "byte); convert the file to UTF-8"),
      (tmp_path / "missing", "No such file or directory")):
    result = test_programs.run(
        "dyn-decoder", f"--output_dir={shared_run.output_dir}",
        f"--decode_from_file={path}",
        f"--decode_to_file={tmp_path / 'out.txt'}")
    assert result.returncode == 1
    assert (f"dyn-decoder: error: --decode_from_file={path}: {error}"
            in result.stderr), result.stderr
    assert "Traceback" not in result.stderr
    assert not (tmp_path / "out.txt").exists()
