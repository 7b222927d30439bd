"""scripts/alignment_quality.py: its two runs' data configs are valid and
differ only in subword sampling and where their links come from, and its
figures are the alignment error rate, precision and recall by hand (the
measurement itself is in docs/training_and_decoding.md)."""

import os

import pytest

from t2t_dyn import test_programs
from t2t_dyn.config import data_config

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPT = os.path.join(REPO, "scripts", "alignment_quality.py")


def _script():
  """The script as a module (its absl flags are global: test_programs.load_script)."""
  return test_programs.load_script(SCRIPT)


def test_the_runs_differ_in_sampling_and_share_the_first_runs_links(
    tmp_path):
  script = _script()
  sampling = script.data_config("sampling", {})
  computed = script.computed_alignments(str(tmp_path / "data"), sampling)
  assert computed == {
      task: str(tmp_path / "data.t2t_dyn" / "shards" / task / "alignments" /
                "gnome.align.gz") for task in ("en_cs", "en_sk")}
  best = script.data_config("best", computed)
  loaded = {}
  for name, config in (("sampling", sampling), ("best", best)):
    loaded[name] = data_config.load_data_config(config, check_inputs=False)
  assert loaded["sampling"].train.options["seg_n_samples"] == 8
  assert loaded["best"].train.options["seg_n_samples"] == 1
  for task in ("en_cs", "en_sk"):
    (spec,) = sampling["tasks"][task]["inputs"].values()
    assert spec["alignment"] == "eflomal" and os.path.isfile(spec["src"])
    (spec,) = best["tasks"][task]["inputs"].values()
    assert spec["alignment"] == computed[task]
  assert "alignment" not in best["tasks"]["dev_en_sk"]["inputs"]["dev"]
  assert [t.name for t in loaded["best"].tasks_of_split("train")] == [
      t.name for t in loaded["sampling"].tasks_of_split("train")]


def test_figures_by_hand():
  predicted = [[(0, 0), (1, 2)], [(0, 1)]]
  reference = [[(0, 0), (1, 1), (2, 2)], []]
  figures = _script().figures(predicted, reference)
  assert figures == pytest.approx({
      "aer": 1 - 2 * 1 / 6, "precision": 1 / 3, "recall": 1 / 3,
      "links_per_line": 1.5, "reference_links_per_line": 1.5})
