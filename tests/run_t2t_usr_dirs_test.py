"""Tests for scripts/run_t2t_usr_dirs.py, the runner of the real usr dirs:
run here on a local copy of usr_problems/t2t_style with a manifest entry of
its own (the real usr dirs are not part of the repository)."""

import os
import zipfile

import pytest
import yaml

from t2t_dyn import test_programs

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RUNNER = os.path.join(REPO, "scripts", "run_t2t_usr_dirs.py")


LAUNCHER = """\
import tensorflow as tf

from tensor2tensor.bin import t2t_datagen
import problems

if __name__ == "__main__":
  tf.logging.set_verbosity(tf.logging.INFO)
  tf.app.run(t2t_datagen.main)
"""


def _launched_entry(copies, demo):
  """A repository without a usr dir: a launcher script imports its
  problems module and hands over to t2t_datagen's main."""
  upstream = copies / "launched" / "upstream"
  upstream.mkdir(parents=True)
  text = open(os.path.join(REPO, "usr_problems", "t2t_style",
                           "ensk_problems.py"), encoding="utf-8").read()
  # Its own requirement (a package of its setup.py the venv lacks).
  (upstream / "problems.py").write_text(
      "import tinyreq\n" + text.replace("t2t_dyn", "tensor2tensor"),
      encoding="utf-8")
  (upstream / "t2t_datagen.py").write_text(LAUNCHER, encoding="utf-8")
  data = copies / "launched" / "data"
  data.mkdir()
  pairs = zip(*(open(os.path.join(demo, f"train.en-sk.{side}"),
                     encoding="utf-8").read().splitlines()[:200]
                for side in ("en", "sk")))
  (data / "en-sk.tsv").write_text("".join(f"{en}\t{sk}\n" for en, sk in pairs),
                                  encoding="utf-8")
  return {
      "slug": "launched", "repository": "example/launched",
      "commit": "1" * 40, "paths": ["problems.py", "t2t_datagen.py"],
      "usr_dir": None, "problems_module": "problems", "kind": "a test",
      "models": ["transformer"],
      "steps": [{"stage": "datagen", "command":
                 "python t2t_datagen.py --problem=translate_ensk_tsv "
                 "--data_dir=$HOME/data --tmp_dir=$HOME/tmp"}],
      "decode_output": "$HOME/none", "env": {}, "path_edits": [],
      "data": [{"from": "data/en-sk.tsv", "to": "$HOME/tmp/en-sk.tsv"}],
      "requirements": [_wheel(copies)], "blocked": None}


def _wheel(directory):
  """A local wheel of a package `tinyreq` (pip installs it offline)."""
  path = os.path.join(directory, "tinyreq-1.0-py3-none-any.whl")
  files = {"tinyreq/__init__.py": "VALUE = 1\n",
           "tinyreq-1.0.dist-info/METADATA":
               "Metadata-Version: 2.1\nName: tinyreq\nVersion: 1.0\n",
           "tinyreq-1.0.dist-info/WHEEL":
               "Wheel-Version: 1.0\nRoot-Is-Purelib: true\n"
               "Tag: py3-none-any\n"}
  files["tinyreq-1.0.dist-info/RECORD"] = "".join(
      f"{name},,\n" for name in [*files, "tinyreq-1.0.dist-info/RECORD"])
  with zipfile.ZipFile(path, "w") as wheel:
    for name, text in files.items():
      wheel.writestr(name, text)
  return path


@pytest.mark.slow(reason="the runner starts dyn-upgrade and the usr dirs' "
                  "scripts as processes, and trains a tiny model")
def test_the_runner_ports_runs_and_tabulates_a_usr_dir(tmp_path):
  copies = tmp_path / "copies"
  upstream = copies / "ensk" / "upstream" / "usr"
  upstream.mkdir(parents=True)
  for name in ("__init__.py", "ensk_problems.py", "datagen.sh", "train.sh",
               "decode.sh"):
    text = open(os.path.join(REPO, "usr_problems", "t2t_style", name),
                encoding="utf-8").read()
    # As its users wrote it: Tensor2Tensor's programs and modules.
    text = text.replace("dyn-", "t2t-").replace("t2t_dyn", "tensor2tensor")
    (upstream / name).write_text(text, encoding="utf-8")
  (upstream / "train.sh").write_text(
      (upstream / "train.sh").read_text().replace(
          "--eval_throttle_seconds=60", "--eval_throttle_seconds=60 \\\n"
          "  --output_dir_of_my_cluster=/home/me/runs"), encoding="utf-8")
  data = copies / "ensk" / "data"
  data.mkdir()
  lines = open(os.path.join(REPO, "data", "demo", "test.en-sk.en"),
               encoding="utf-8").read().splitlines()[:3]
  (data / "three.en").write_text("\n".join(lines) + "\n", encoding="utf-8")
  manifest = tmp_path / "manifest.yaml"
  demo = os.path.join(REPO, "data", "demo")
  # datagen.sh's $CORPUS: the demo's first 1000 pairs, whose subword
  # vocabulary builds in a second (the whole corpus's in ~8).
  corpus = tmp_path / "corpus"
  corpus.mkdir()
  for name, pairs in (("train", 1000), ("dev", 100)):
    for side in ("en", "sk"):
      with open(os.path.join(demo, f"{name}.en-sk.{side}"),
                encoding="utf-8") as f:
        (corpus / f"{name}.en-sk.{side}").write_text(
            "".join(f.readlines()[:pairs]), encoding="utf-8")
  manifest.write_text(yaml.safe_dump({"usr_dirs": [{
      "slug": "ensk", "repository": "example/ensk", "commit": "0" * 40,
      "paths": ["usr"], "usr_dir": "usr", "kind": "a test", "cwd": "usr",
      "models": ["transformer"],
      "steps": [{"stage": "datagen", "command": "bash datagen.sh"},
                {"stage": "train", "command": "bash train.sh"},
                {"stage": "decode", "command": "bash decode.sh"}],
      "decode_output": "$HOME/t2t_train/translate_ensk_tsv/"
                       "transformer-transformer_ensk_cpu/translation.sk",
      "env": {"CORPUS": str(corpus), "DECODE_FILE": "$HOME/three.en",
              "REFERENCE": "$HOME/three.en", "TMP_DIR": "$HOME/tmp"},
      "path_edits": [{"file": "usr/train.sh",
                      "from": "/home/me/runs", "to": "$HOME/runs",
                      "why": "the author's cluster"}],
      "data": [{"from": "data/three.en", "to": "$HOME/three.en"}],
      "blocked": None}, _launched_entry(copies, demo)]}), encoding="utf-8")
  table = tmp_path / "results.md"
  table.write_text("# Results\n<!-- usr-dir-results:begin -->\nold\n"
                   "<!-- usr-dir-results:end -->\nafter\n", encoding="utf-8")
  # The runner itself in this process (`python scripts/run_t2t_usr_dirs.py
  # ...`); what it runs, dyn-upgrade and each usr dir's scripts, it starts
  # as processes, as it does for the real usr dirs. These are the suite's
  # end-to-end process runs of datagen.sh, train.sh and decode.sh (so of
  # dyn-datagen, dyn-trainer and dyn-decoder): t2t_usr_dir_test runs the
  # same scripts with their commands in its own process.
  result = test_programs.run(
      RUNNER, f"--copies_dir={copies}", f"--manifest={manifest}",
      f"--work_dir={tmp_path}/runs", "--train_steps=2", f"--table={table}")
  assert result.returncode == 0, result.stdout + result.stderr
  assert ("ensk: imported yes, datagen yes, trained yes, decoded yes"
          in result.stdout), result.stdout
  text = table.read_text(encoding="utf-8")
  assert "1 of 2 runnable usr dirs import, generate data, train and " \
         "decode" in text
  # No usr dir: its launcher imports the problems and runs t2t_datagen.
  assert ("launched: imported yes, datagen yes, trained not run, decoded "
          "not run" in result.stdout), result.stdout
  assert ("| ensk | example/ensk@0000000 | transformer | yes | yes | yes | "
          "yes |" in text)
  assert "old" not in text and text.endswith("after\n")
  log = open(tmp_path / "runs" / "ensk" / "steps.log").read()
  # The script's own flag the trainer lacks: ignored with a note. The
  # wrapper made the run 2 steps of a tiny model.
  assert "--output_dir_of_my_cluster is not a flag of dyn-trainer" in log
  assert "step 2 eval dev=" in log
  report = open(tmp_path / "runs" / "ensk" / "upgrade_report.txt").read()
  assert "[rewritten]" in report and "t2t-trainer" in report
  # The launched entry's requirement, pip-installed into its run.
  assert os.path.isfile(tmp_path / "runs" / "launched" / "requirements" /
                        "tinyreq" / "__init__.py")


ROWS = """\
| kept | a/kept@1111111 | transformer | yes | yes | yes | yes |  |
| rerun | a/rerun@2222222 | transformer | yes | yes | **no** | - | trained: \\| old |
| gone | a/gone@3333333 | transformer | **no** | - | - | - | blocked: TF1 |
"""


def test_only_merges_its_rows_into_the_table(tmp_path):
  """--only replaces the rows it ran, keeps the others, adds new ones
  after them and counts again.
  The entry run fails at its set-up (a path edit not found), before any
  process starts."""
  upstream = tmp_path / "copies" / "rerun" / "upstream"
  upstream.mkdir(parents=True)
  (upstream / "run.sh").write_text("echo\n", encoding="utf-8")
  entry = {"slug": "rerun", "repository": "a/rerun", "commit": "2" * 40,
           "paths": ["run.sh"], "usr_dir": ".", "models": ["transformer"],
           "steps": [], "decode_output": "$HOME/x", "blocked": None,
           "path_edits": [{"file": "run.sh", "from": "/home/me",
                           "to": "$HOME"}]}
  other = dict(entry, slug="kept", repository="a/kept")
  fresh = dict(entry, slug="fresh", repository="a/fresh")
  (tmp_path / "copies" / "fresh").symlink_to(upstream.parent)
  manifest = tmp_path / "manifest.yaml"
  manifest.write_text(yaml.safe_dump({"usr_dirs": [fresh, other, entry]}),
                      encoding="utf-8")
  table = tmp_path / "results.md"
  table.write_text("intro\n<!-- usr-dir-results:begin -->\n2 of 2 runnable"
                   "\n\n| usr dir | x |\n| --- | --- |\n" + ROWS +
                   "<!-- usr-dir-results:end -->\nafter\n", encoding="utf-8")
  result = test_programs.run(
      RUNNER, f"--copies_dir={tmp_path / 'copies'}", f"--manifest={manifest}",
      f"--work_dir={tmp_path / 'runs'}", "--only=rerun,fresh",
      f"--table={table}")
  assert result.returncode == 0, result.stdout + result.stderr
  text = table.read_text(encoding="utf-8")
  lines = text.splitlines()
  assert lines[:2] == ["intro", "<!-- usr-dir-results:begin -->"]
  assert lines[2] == ("1 of 3 runnable usr dirs import, generate data, "
                      "train and decode with only `dyn-upgrade`; 1 cannot "
                      "run on any TensorFlow 2 library (reason in the "
                      "table).")
  rows = [line for line in lines if line.startswith("| ") and
          not line.startswith(("| usr dir", "| ---"))]
  assert rows[0] == ROWS.splitlines()[0] and rows[2] == ROWS.splitlines()[2]
  assert rows[1].startswith("| rerun | a/rerun@2222222 | transformer | "
                            "**no** | - | - | - | imported: set-up: path "
                            "edit of run.sh")
  # A usr dir the table did not have: after the others.
  assert rows[3].startswith("| fresh | a/fresh@2222222 |")
  assert len(rows) == 4 and text.endswith("<!-- usr-dir-results:end -->\n"
                                          "after\n")


def test_an_entrys_own_requirement_replaces_the_venvs_pin():
  """An entry written against pandas 1 names numpy<2: its run is not held
  to the venv's numpy (pip could not resolve both); every other pin
  stays, whatever the spelling of the name."""
  runner = test_programs.load_script(RUNNER)
  pins = ["numpy==2.4.6", "ml_dtypes==0.7.0", "pandas==2.3.0",
          "tensorflow==2.21.0", "zope.interface==7.0"]
  assert runner.pins_kept(pins, ["pandas<2", "numpy<2", "ML-Dtypes<0.6",
                                 "rdkit"]) == [
                                     "tensorflow==2.21.0",
                                     "zope.interface==7.0"]
  assert runner.pins_kept(pins, ["Zope_Interface"]) == pins[:4]
  assert runner.pins_kept(pins, []) == pins
  assert runner.pins_kept(pins, ["/copies/tinyreq-1.0-py3-none-any.whl"]) == (
      pins)
