"""dyn-decoder's --disable_grappler_optimizations: Tensor2Tensor's decoder
turned its session's graph optimizer (Grappler's meta optimizer) off with
it; here it turns it off for the decoding tf.functions, and only when
given."""

import pytest
import tensorflow as tf

from t2t_dyn import test_programs


@pytest.mark.slow(reason="decodes with the shared trained run")
def test_the_flag_turns_the_graph_optimizer_off_for_the_decoding(
    shared_run, tmp_path, graph_optimizer_on, monkeypatch):
  (tmp_path / "in.txt").write_text("open the file\n", encoding="utf-8")
  seen = []
  def record(_):  # What the program saw when it translated.
    seen.append(tf.config.optimizer.get_experimental_options().get(
        "disable_meta_optimizer", False))
  for given in (False, True):
    with monkeypatch.context() as patch:
      patch.setattr("t2t_dyn.decoding.translator.translate_lines",
                    _recording(record))
      result = test_programs.run(
          "dyn-decoder", f"--output_dir={shared_run.output_dir}",
          f"--decode_from_file={tmp_path / 'in.txt'}",
          f"--decode_to_file={tmp_path / 'out.txt'}",
          f"--disable_grappler_optimizations={given}")
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "out.txt").read_text(encoding="utf-8").strip()
    # The in-process run puts the option back, as a process would end.
    assert not tf.config.optimizer.get_experimental_options().get(
        "disable_meta_optimizer", False)
  assert seen == [False, True]


def _recording(record):
  from t2t_dyn.decoding import translator  # pylint: disable=g-import-not-at-top
  translate = translator.translate_lines
  def translate_lines(*args, **kwargs):
    record(None)
    return translate(*args, **kwargs)
  return translate_lines
