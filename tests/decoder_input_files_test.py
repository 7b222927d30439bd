"""dyn-decoder's input files: one it cannot read is named, with the line,
before the model loads."""

from t2t_dyn import test_programs


def test_a_file_that_is_not_utf8_is_named_with_its_line(tmp_path):
  # A notebook's decode input saved by a Windows editor (cp1252 quotes).
  run_dir = tmp_path / "run"
  run_dir.mkdir()
  # Only the file's presence is read before the inputs: no model loads.
  (run_dir / "hparams.json").write_text("{}", encoding="utf-8")
  source = tmp_path / "decode_test"
  source.write_bytes("first line\nsecond, \u201cquoted\u201d\n".encode(
      "cp1252"))
  result = test_programs.run(
      "dyn-decoder", f"--output_dir={run_dir}", f"--decode_from_file={source}",
      f"--decode_to_file={tmp_path / 'out.txt'}")
  assert result.returncode == 1
  assert (f"dyn-decoder: error: --decode_from_file={source}: line 2 is not UTF-8 "
          f"(byte 8 of the line: invalid start byte); convert the file to "
          f"UTF-8") in result.stderr
  assert "Traceback" not in result.stderr
  assert not (tmp_path / "out.txt").exists()
