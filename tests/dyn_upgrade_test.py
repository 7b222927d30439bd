"""dyn-upgrade on a Tensor2Tensor 1.x usr dir and its t2t-* scripts
(tests/data/t2t_v1_usr_dir, written for these tests): the ported copy
imports with t2t_dyn and runs under TensorFlow 2, and the report has a
line for each kind of finding, with its file and line."""

import filecmp
import functools
import json
import os
import subprocess
import sys

from absl import flags as absl_flags
import pytest

from t2t_dyn import test_programs
from t2t_dyn.upgrade import findings
from t2t_dyn.upgrade import hparams_check
from t2t_dyn.upgrade import program_flags
from t2t_dyn.upgrade import shell_commands
from t2t_dyn.upgrade import t2t_names
from t2t_dyn.upgrade import tree
from t2t_dyn.utils import registry
from t2t_dyn.utils import usr_dir

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURE = os.path.join(REPO, "tests", "data", "t2t_v1_usr_dir")
PROBLEMS = "enfr_usr_dir/enfr_problems.py"
HPARAMS = "enfr_usr_dir/enfr_hparams.py"
SCORING = "enfr_usr_dir/score_outputs.py"
FLAGS = absl_flags.FLAGS
# program_flags.list_flags as the command runs it: in a fresh interpreter.
LIST_FLAGS_IN_A_PROCESS = program_flags.list_flags


def _env():
  env = dict(os.environ)
  env["PYTHONPATH"] = os.pathsep.join([REPO] + [
      p for p in [env.get("PYTHONPATH")] if p])
  env["PATH"] = os.path.dirname(sys.executable) + os.pathsep + env["PATH"]
  return env


def _dyn_upgrade(*flags):
  """dyn-upgrade run in this process: what it writes and prints is tested,
  not its start-up (TensorFlow's import again)."""
  return test_programs.run("dyn-upgrade", *flags)


def _list_flags_here(script, module):
  """program_flags.list_flags run in this process (the listing script by
  test_programs.run, isolated as a process), less the flags absl.testing
  defines: imported into the test process, a program's own interpreter has
  none of them."""
  listed = test_programs.run(script, module)
  if listed.returncode:
    return listed
  listing = json.loads(listed.stdout.strip().splitlines()[-1])
  for defining, defined in FLAGS.flags_by_module_dict().items():
    if defining.startswith("absl.testing"):
      for flag in defined:
        listing.pop(flag.name, None)
  return subprocess.CompletedProcess(listed.args, 0, json.dumps(listing) + "\n",
                                     listed.stderr)


@pytest.fixture(autouse=True, scope="module")
def _flags_listed_in_this_process(tmp_path_factory):
  """dyn-upgrade lists each program's flags in a fresh interpreter (two
  programs' flags in one process would clash); here the listing runs in the
  test process, so that porting starts no process. The listing is the same
  (test_flags_listed_here_are_a_fresh_interpreters)."""
  script = tmp_path_factory.mktemp("list_flags") / "list_flags.py"
  script.write_text(program_flags._LIST_FLAGS, encoding="utf-8")  # pylint: disable=protected-access
  with pytest.MonkeyPatch.context() as patch:
    patch.setattr(program_flags, "list_flags",
                  functools.partial(_list_flags_here, str(script)))
    yield


@pytest.mark.slow(reason="lists programs' flags in fresh interpreters")
@pytest.mark.parametrize("program", ["dyn-datagen", "dyn-trainer",
                                     "dyn-decoder"])
def test_flags_listed_here_are_a_fresh_interpreters(program):
  module = program_flags.console_scripts()[program]
  here, fresh = program_flags.list_flags(module), LIST_FLAGS_IN_A_PROCESS(
      module)
  assert here.returncode == fresh.returncode == 0, here.stderr + fresh.stderr
  assert json.loads(here.stdout.splitlines()[-1]) == json.loads(
      fresh.stdout.splitlines()[-1])


@pytest.fixture(scope="module")
def ported(tmp_path_factory):
  """The fixture ported in this process: (output dir, report)."""
  out = tmp_path_factory.mktemp("ported") / "enfr"
  return out, tree.upgrade_tree(FIXTURE, str(out))


def _read(root, relative):
  with open(os.path.join(root, relative), encoding="utf-8") as f:
    return f.read()


def _finding(report, file, line, kind, name):
  """The one finding at file:line of that kind and name."""
  found = [f for f in report.findings if (f.file, f.line, f.kind, f.name) ==
           (file, line, kind, name)]
  assert len(found) == 1, (file, line, kind, name, [
      f.render() for f in report.findings if f.file == file])
  return found[0]


def test_python_is_upgraded_to_tensorflow_2_and_t2t_dyn(ported):
  out, _ = ported
  text = _read(out, PROBLEMS)
  for expected in ("flags = tf.compat.v1.flags\n",
                   "if not tf.io.gfile.exists(path):",
                   "with tf.io.gfile.GFile(path) as pairs:",
                   'tf.compat.v1.logging.info("en-fr vocabulary: %s", vocab)',
                   "from t2t_dyn.data_generators import problem\n",
                   "from t2t_dyn.utils import registry\n"):
    assert expected in text
  assert "tensor2tensor" not in text
  assert "cifar" not in text  # The unused import is gone.
  original = _read(FIXTURE, PROBLEMS).splitlines()
  assert len(text.splitlines()) == len(original) - 1
  # A used import of a module t2t_dyn lacks is kept (and refused).
  assert "from t2t_dyn.utils import decoding\n" in _read(out, SCORING)
  assert _read(out, HPARAMS) == _read(FIXTURE, HPARAMS).replace(
      "tensor2tensor", "t2t_dyn")


def test_scripts_call_the_dyn_programs(ported):
  out, _ = ported
  assert "\ndyn-datagen \\\n  --t2t_usr_dir=$USR_DIR \\\n" in _read(
      out, "datagen.sh")
  decode = _read(out, "decode.sh")
  assert "\ndyn-decoder --t2t_usr_dir=$USR_DIR \\\n" in decode
  assert "\ndyn-bleu --translation=newstest2014.hyp.fr" in decode
  assert "t2t-" not in decode and "tensor2tensor" not in decode
  assert "it calls `dyn-trainer` with the" in _read(out, "README.md")
  assert os.access(os.path.join(out, "train.sh"), os.X_OK)


def test_files_without_anything_to_change_are_copied_byte_for_byte(ported):
  out, report = ported
  for relative in ("notes.txt", "enfr_usr_dir/__init__.py"):  # CRLF; .py
    assert filecmp.cmp(os.path.join(FIXTURE, relative),
                       os.path.join(out, relative), shallow=False)
    assert relative in report.copied
  assert sorted(report.rewritten) == [
      "README.md", "datagen.sh", "decode.sh", HPARAMS, PROBLEMS, SCORING,
      "train.sh"]


def test_the_ported_usr_dir_imports_with_t2t_dyn(ported):
  out, _ = ported
  try:
    usr_dir.import_usr_dir(str(out / "enfr_usr_dir"))
    assert registry.problem("enfr_pairs_tsv").approx_vocab_size == 512
    assert registry.problem("translate_enfr_files").name == (
        "translate_enfr_files")
    hparams = registry.hparams("transformer_enfr_small")
    assert (hparams.hidden_size,
            hparams.learning_rate_warmup_steps) == (128, 2000)
  finally:  # Other tests see the registries as they were.
    for name in ("enfr_pairs_tsv", "translate_enfr_files"):
      if name in registry.problems_registry():
        registry.problems_registry().remove(name)
    if "transformer_enfr_small" in registry.hparams_registry():
      registry.hparams_registry().remove("transformer_enfr_small")
    # And the usr dir unimported, its flag gone: a program run in this
    # process (test_the_ported_datagen_script_runs_under_tensorflow_2)
    # imports it afresh, registering its problems and defining its flag.
    for name in [m for m in sys.modules
                 if m == "enfr_usr_dir" or m.startswith("enfr_usr_dir.")]:
      del sys.modules[name]
    if "enfr_max_pairs" in FLAGS:
      delattr(FLAGS, "enfr_max_pairs")


@pytest.mark.slow(reason="runs bash and dyn-datagen")
def test_the_ported_datagen_script_runs_under_tensorflow_2(ported, tmp_path):
  """Its generate_samples reads with tf.io.gfile and its tf.compat.v1 flag,
  parsed by dyn-datagen."""
  out, _ = ported
  (tmp_path / "tmp").mkdir()
  with open(tmp_path / "tmp" / "enfr.tsv", "w", encoding="utf-8") as f:
    f.writelines(f"the cat {i} sleeps\tle chat {i} dort\n" for i in range(40))
  env = dict(_env(), DATA_DIR=str(tmp_path / "data"),
             TMP_DIR=str(tmp_path / "tmp"))
  result = test_programs.run_shell_script(str(out / "datagen.sh"), env)
  assert result.returncode == 0, result.stdout + result.stderr
  stdout = result.stdout
  assert "train  (all)             36" in stdout
  assert os.path.isfile(tmp_path / "data" /
                        "vocab.enfr_pairs_tsv.512.subwords")


def test_report_names_each_tensor2tensor_import_and_name(ported):
  _, report = ported
  removed = _finding(report, PROBLEMS, 10, findings.IMPORT,
                     "tensor2tensor.data_generators.cifar")
  assert removed.status == findings.REMOVED
  assert removed.reason == (
      "t2t_dyn does not provide tensor2tensor.data_generators.cifar, "
      "and enfr_usr_dir/enfr_problems.py never uses it")
  refused = _finding(report, SCORING, 4, findings.IMPORT,
                     "tensor2tensor.utils.decoding")
  assert refused.render() == (
      "enfr_usr_dir/score_outputs.py:4: [refused] import "
      "tensor2tensor.utils.decoding: t2t_dyn does not provide "
      "tensor2tensor.utils.decoding; used at enfr_usr_dir/score_outputs.py:11")
  assert _finding(report, PROBLEMS, 11, findings.IMPORT,
                  "tensor2tensor.data_generators.problem"
                  ).status == findings.REWRITTEN
  for line, name, status in [
      (29, "tensor2tensor.utils.registry.register_problem",
       findings.SUPPORTED),
      (30, "tensor2tensor.data_generators.text_problems.Text2TextProblem",
       findings.SUPPORTED),
      (43, "tensor2tensor.data_generators.problem.DatasetSplit.TRAIN",
       findings.SUPPORTED),
      (73, "tensor2tensor.data_generators.problem.SpaceID.EN_TOK",
       findings.NO_EFFECT),
      (79, "tensor2tensor.data_generators.text_encoder.SubwordTextEncoder",
       findings.SUPPORTED)]:
    assert _finding(report, PROBLEMS, line, findings.NAME,
                    name).status == status
  # Tensor2Tensor's metric names: each evaluation computes them here.
  metrics = _finding(report, SCORING, 7, findings.NAME,
                     "tensor2tensor.utils.metrics.Metrics.ACC")
  assert metrics.status == findings.SUPPORTED


def test_report_has_tensorflow_changes_and_overrides(ported):
  _, report = ported
  assert _finding(report, PROBLEMS, 49, findings.TENSORFLOW,
                  "tf.gfile.Exists").reason == (
                      "TensorFlow's upgrader: Renamed 'tf.gfile.Exists' to "
                      "'tf.io.gfile.exists'")
  flags_line = _finding(report, PROBLEMS, 19, findings.TENSORFLOW, "tf.flags")
  assert flags_line.status == findings.REWRITTEN
  assert "tf.flags -> tf.compat.v1.flags" in flags_line.reason
  assert _finding(report, PROBLEMS, 78, findings.TENSORFLOW,
                  "tf.logging.info").status == findings.REWRITTEN
  assert _finding(report, PROBLEMS, 46, findings.OVERRIDE,
                  "EnfrPairsTsv.generate_samples").status == findings.SUPPORTED


def test_report_classifies_programs_and_flags(ported):
  _, report = ported
  decoder = _finding(report, "decode.sh", 5, findings.PROGRAM, "t2t-decoder")
  assert (decoder.status, decoder.reason) == (
      findings.SUPPORTED, "now dyn-decoder (written python -m "
      "tensor2tensor.bin.t2t_decoder)")
  bleu = _finding(report, "decode.sh", 11, findings.PROGRAM, "t2t-bleu")
  assert (bleu.status, bleu.reason) == (findings.SUPPORTED, "now dyn-bleu")
  for file, line, name, status in [
      ("train.sh", 15, "--worker_gpu", findings.SUPPORTED),
      ("train.sh", 14, "--train_steps", findings.SUPPORTED),  # --f value
      ("train.sh", 16, "--use_tpu", findings.REFUSED),
      ("train.sh", 17, "--eval_throttle_seconds", findings.NO_EFFECT),
      ("train.sh", 11, "--model=$MODEL", findings.SUPPORTED),
      ("train.sh", 11, "--hparams_set=$HPARAMS", findings.SUPPORTED),
      ("datagen.sh", 12, "--problem=$PROBLEM", findings.SUPPORTED)]:
    assert _finding(report, file, line, findings.FLAG,
                    name).status == status
  assert "TPUs are not supported" in _finding(
      report, "train.sh", 16, findings.FLAG, "--use_tpu").reason
  assert not [f for f in report.findings if f.name.startswith("--50000")]


def test_report_classifies_hparams_for_the_scripts_model(ported):
  _, report = ported
  for file, line, name, status in [
      (HPARAMS, 10, "num_hidden_layers=2", findings.SUPPORTED),
      (HPARAMS, 13, "symbol_modality_num_shards=1", findings.NO_EFFECT),
      (HPARAMS, 14, "enfr_corpus_version=3", findings.NO_EFFECT),
      (HPARAMS, 15, 'ffn_layer="conv_hidden_relu"', findings.REFUSED),
      (HPARAMS, 16, "learning_rate_warmup_steps=2000", findings.SUPPORTED),
      (HPARAMS, 16, "weight_decay=0.1", findings.SUPPORTED),
      ("train.sh", 12, "batch_size=2048", findings.SUPPORTED),
      ("train.sh", 12, "self_attention_type=dot_product_relative",
       findings.REFUSED),
      ("train.sh", 12, "symbol_modality_num_shards=4", findings.NO_EFFECT)]:
    assert _finding(report, file, line, findings.HPARAM,
                    name).status == status
  assert _finding(report, HPARAMS, 15, findings.HPARAM,
                  'ffn_layer="conv_hidden_relu"').render() == (
                      "enfr_usr_dir/enfr_hparams.py:15: [refused] hparam "
                      "ffn_layer=\"conv_hidden_relu\": not implemented by "
                      "t2t_dyn's transformer; supported: 'dense_relu_dense' "
                      "[set transformer_enfr_small, --model=transformer]")


def test_the_command_writes_the_report_and_prints_its_summary(ported,
                                                             tmp_path):
  _, in_process = ported
  report_file = tmp_path / "report.txt"
  result = _dyn_upgrade(f"--intree={FIXTURE}", f"--outtree={tmp_path}/out",
                        f"--reportfile={report_file}")
  assert result.returncode == 0, result.stderr
  counts = in_process.counts()
  assert (f"findings: {len(in_process.findings)} (supported "
          f"{counts['supported']}, ") in result.stdout
  assert ("  train.sh:16: [refused] flag --use_tpu: TPUs are not supported"
          in result.stdout)  # Under "to look at".
  assert f"report: {report_file}" in result.stdout
  text = report_file.read_text(encoding="utf-8")
  assert [f.render() for f in in_process.sorted_findings()] == [
      line for line in text.splitlines() if ": [" in line]
  assert filecmp.cmp(tmp_path / "out" / PROBLEMS,
                     ported[0] / PROBLEMS, shallow=False)


def test_one_file_with_infile_and_outfile(tmp_path):
  # The smallest run that reads, writes and reports. (dyn-upgrade's runs
  # as a process of its own, the console script: run_t2t_usr_dirs_test,
  # whose runner starts it on each usr dir.)
  out = tmp_path / "train.sh"
  result = _dyn_upgrade(f"--infile={FIXTURE}/train.sh", f"--outfile={out}",
                        f"--reportfile={tmp_path}/report.txt")
  assert result.returncode == 0, result.stderr
  assert out.read_text(encoding="utf-8").count("dyn-trainer") == 1
  assert (f"{FIXTURE}/train.sh:16: [refused] flag --use_tpu" in
          (tmp_path / "report.txt").read_text(encoding="utf-8"))


@pytest.mark.parametrize("flags, message", [
    (["--intree=/no/such/usr_dir", "--outtree={tmp}/out"],
     "error: --intree=/no/such/usr_dir: no such directory"),
    (["--intree={fixture}", "--outtree={fixture}/enfr_usr_dir"],
     "--outtree={fixture}/enfr_usr_dir is inside --intree="),
    (["--intree={fixture}/enfr_usr_dir", "--outtree={fixture}"],
     "--outtree={fixture} exists and is not an empty directory"),
    (["--intree={fixture}"], "--intree needs --outtree"),
    (["--infile={fixture}/missing.py", "--outfile={tmp}/x.py"],
     "--infile={fixture}/missing.py: no such file"),
])
def test_bad_paths_are_one_clear_error(tmp_path, flags, message):
  flags = [f.format(tmp=tmp_path, fixture=FIXTURE) for f in flags]
  result = _dyn_upgrade(*flags, f"--reportfile={tmp_path}/r.txt")
  assert result.returncode == 1
  assert message.format(fixture=FIXTURE) in result.stderr
  assert "Traceback" not in result.stderr


def test_shell_words_are_read_as_the_shell_reads_them():
  text = ("t2t-trainer --a='x y' \\\n  --b \"$(dirname \"$0\")/u\" --c=1 "
          "2>&1 | tee log\n")
  found = shell_commands.find(text)
  assert [w.text for w in found[0].words] == [
      "--a=x y", "--b", '$(dirname "$0")/u', "--c=1"]
  assert shell_commands.variables(
      "M=transformer\nH=${2:-base}\nX=$Y\nexport P=p\nP=q\n") == {
          "M": "transformer", "H": "base"}
  assert shell_commands.find(
      "see https://github.com/t/tensor2tensor/bin/t2t-trainer") == []


def test_hparams_overrides_are_split_as_tensor2tensor_parses_them():
  parts = hparams_check.split_overrides("a=1, b=[2,3],c=x y")
  assert [(p.name, p.text) for p in parts] == [("a", "1"), ("b", "[2,3]"),
                                               ("c", "x y")]
  with pytest.raises(ValueError, match="not name=value"):
    hparams_check.split_overrides("a=1,=2")


def _upgrade_one(tmp_path, name, text):
  """One file through upgrade_file: (its new text, its findings)."""
  source = tmp_path / name
  source.write_text(text, encoding="utf-8")
  report = tree.upgrade_file(str(source), str(tmp_path / f"new_{name}"))
  return ((tmp_path / f"new_{name}").read_text(encoding="utf-8"),
          {f.name: f for f in report.findings})


def test_a_t2t_dyn_set_is_checked_for_the_commands_model(tmp_path):
  _, found = _upgrade_one(tmp_path, "train.sh", (
      "SET=transformer_relative\n"
      "t2t-trainer --problems=p --hparams_set=$SET --model=transformer\n"))
  relative = found["--hparams_set=$SET"]
  assert relative.status == findings.REFUSED
  assert ("self_attention_type='dot_product_relative': not implemented by "
          "t2t_dyn's transformer") in relative.reason
  # A flag the program lacks: ignored with a note, as Tensor2Tensor's
  # programs ignored it.
  assert found["--problems"].status == findings.NO_EFFECT
  assert "has no flag --problems: ignored with a note" in (
      found["--problems"].reason)
  assert found["--problems"].reason.endswith("did you mean --problem? "
                                             "[dyn-trainer]")


def test_a_set_is_classified_for_the_family_it_is_built_on(tmp_path):
  """No script names the set: its base, an LSTM set, says the model."""
  _, found = _upgrade_one(tmp_path, "sets.py", (
      "from tensor2tensor.models import lstm\n"
      "from tensor2tensor.utils import registry\n\n"
      "@registry.register_hparams\n"
      "def lstm_shared():\n"
      "  hparams = lstm.lstm_luong_attention()\n"
      "  hparams.shared_embedding_and_softmax_weights = True\n"
      "  hparams.attention_layer_size = 256\n"
      "  return hparams\n"))
  shared = found["shared_embedding_and_softmax_weights=True"]
  assert shared.status == findings.REFUSED
  assert "--model=lstm_seq2seq_attention" in shared.reason
  assert found["attention_layer_size=256"].status == findings.SUPPORTED


def test_code_without_tensorflow_and_prose_about_the_sources_stay(tmp_path):
  text, found = _upgrade_one(tmp_path, "views.py", (
      "import os\n"
      "lock.save()  # Django's; TensorFlow's upgrader would flag it.\n"
      "os.system('t2t-decoder --problem=p --use_tpu')\n"))
  assert "os.system('dyn-decoder --problem=p --use_tpu')" in text
  assert [f.kind for f in found.values()].count(findings.TENSORFLOW) == 0
  assert found["--use_tpu"].status == findings.REFUSED
  text, _ = _upgrade_one(tmp_path, "NOTES.md", (
      "t2t_trainer.py reads the flags; run it as\n"
      "`python tensor2tensor/bin/t2t_trainer.py --problem=p`.\n"))
  assert text == ("t2t_trainer.py reads the flags; run it as\n"
                  "`dyn-trainer --problem=p`.\n")


def test_names_tensorflow_2_lacks_and_python_2_files_are_refused(tmp_path):
  text, found = _upgrade_one(tmp_path, "model.py", (
      "import tensorflow as tf\n"
      "estimator = tf.estimator.Estimator(None)\n"
      "cell = tf.contrib.rnn.DropoutWrapper(None)\n"))
  assert text.count("\n") == 3  # Left as they were.
  assert ("has no tf.estimator, not even under tf.compat.v1" in
          found["tf.estimator"].reason)
  dropout = found["tf.contrib.rnn.DropoutWrapper"]  # One finding, merged.
  assert dropout.status == findings.REFUSED
  assert "TensorFlow's upgrader (error)" in dropout.reason
  text, found = _upgrade_one(tmp_path, "old.py", (
      "from tensor2tensor.utils import registry\n"
      "print 'Python 2'\n"))
  assert text == "from t2t_dyn.utils import registry\nprint 'Python 2'\n"
  assert found["old.py"].status == findings.REFUSED
  assert found["old.py"].reason.startswith("not Python 3 (SyntaxError at "
                                           "line 2")


def test_star_imports_are_kept_as_what_they_bind_may_be_used(tmp_path):
  # A headline-generation usr dir builds its hparams on a set the star
  # import brings in; the names it binds cannot be told from their uses.
  text, found = _upgrade_one(tmp_path, "problems.py", (
      "from tensor2tensor.models.transformer import *\n"
      "from tensor2tensor.layers.common_image_attention import *\n"
      "from tensor2tensor.data_generators import wiki_lm\n"
      "hparams = transformer_base_v2()\n"))
  # Kept and renamed as a refused import is: its ImportError names what
  # t2t_dyn lacks.
  assert text == ("from t2t_dyn.models.transformer import *\n"
                  "from t2t_dyn.layers.common_image_attention import *\n"
                  "hparams = transformer_base_v2()\n")
  assert (found["tensor2tensor.models.transformer.*"].status ==
          findings.REWRITTEN)
  kept = found["tensor2tensor.layers.common_image_attention.*"]
  assert kept.status == findings.REFUSED
  assert "a star import is kept" in kept.reason
  assert found["tensor2tensor.data_generators.wiki_lm"].status == (
      findings.REMOVED)


def test_launchers_of_several_programs_port_in_one_run(tmp_path):
  # Each program module defines its flags when imported, so two in one
  # process clash: their names are checked in their source.
  intree = tmp_path / "launchers"
  intree.mkdir()
  for program in ("t2t_trainer", "t2t_decoder"):
    (intree / f"{program}.py").write_text(
        "import tensorflow as tf\n"
        f"from tensor2tensor.bin import {program}\n"
        "import problems\n"
        f"FLAGS = {program}.FLAGS\n"
        f"tf.app.run({program}.main)\n", encoding="utf-8")
  (intree / "exporter.py").write_text(
      "from tensor2tensor.bin import t2t_trainer\n"
      "t2t_trainer.create_run_config(None)\n", encoding="utf-8")
  result = _dyn_upgrade(f"--intree={intree}", f"--outtree={tmp_path}/out",
                        f"--reportfile={tmp_path}/report.txt")
  assert result.returncode == 0, result.stderr
  report = (tmp_path / "report.txt").read_text(encoding="utf-8")
  for program in ("t2t_trainer", "t2t_decoder"):
    assert (f"[supported] name tensor2tensor.bin.{program}.main: t2t_dyn "
            f"has t2t_dyn.bin.{program}.main") in report
  assert ("[refused] name tensor2tensor.bin.t2t_trainer.create_run_config: "
          "t2t_dyn.bin.t2t_trainer has no create_run_config") in report


def test_python_scripts_without_an_extension_are_ported(tmp_path):
  # Scripts installed by setup.py's scripts= often have no extension and
  # no shebang (a grapheme-to-phoneme project's bin/gpa-train).
  intree = tmp_path / "project"
  (intree / "bin").mkdir(parents=True)
  (intree / "bin" / "train").write_text(
      "from gpa.scripts import gpa_train\n\nimport tensorflow as tf\n\n"
      "def main(argv):\n  gpa_train.main(argv)\n\n"
      "if __name__ == '__main__':\n  tf.app.run()\n", encoding="utf-8")
  (intree / "bin" / "decode").write_text(
      "#!/usr/bin/env python3\nimport tensorflow as tf\n"
      "tf.logging.info('x')\n", encoding="utf-8")
  # Prose that mentions an import is not Python.
  (intree / "NOTES").write_text("import tensorflow as tf first, then run "
                                "t2t-trainer --problem=p\n",
                                encoding="utf-8")
  result = _dyn_upgrade(f"--intree={intree}", f"--outtree={tmp_path}/out",
                        f"--reportfile={tmp_path}/report.txt")
  assert result.returncode == 0, result.stderr
  out = tmp_path / "out"
  assert "tf.compat.v1.app.run()" in (out / "bin" / "train").read_text()
  assert "tf.compat.v1.logging.info" in (out / "bin" / "decode").read_text()
  assert (out / "NOTES").read_text() == (
      "import tensorflow as tf first, then run dyn-trainer --problem=p\n")


def test_the_estimators_mode_keys_become_tensor2tensors_strings(tmp_path):
  text, found = _upgrade_one(tmp_path, "model.py", (
      "import tensorflow as tf\n"
      "import tensorflow.compat.v1 as tfv1\n"
      "def body(mode):\n"
      "  if mode == tf.estimator.ModeKeys.PREDICT:\n"
      "    return [tf.estimator.ModeKeys.TRAIN, tf.estimator.ModeKeys.EVAL]\n"
      "  return tfv1.estimator.ModeKeys.TRAIN, "
      "tf.compat.v1.estimator.ModeKeys.EVAL\n"
      "modes = tf.estimator.ModeKeys\n"))
  assert text.splitlines()[3:6] == [
      '  if mode == "infer":', '    return ["train", "eval"]',
      '  return "train", "eval"']
  predict = found["tf.estimator.ModeKeys.PREDICT"]
  assert (predict.status, predict.line) == (findings.REWRITTEN, 4)
  assert predict.reason.startswith('tf.estimator.ModeKeys.PREDICT -> '
                                   '"infer": the string it stood for')
  assert found["tfv1.estimator.ModeKeys.TRAIN"].status == findings.REWRITTEN
  # The class itself has no string: refused, as TensorFlow 2 lacks it.
  assert found["tf.estimator"].status == findings.REFUSED
  assert text.endswith("modes = tf.estimator.ModeKeys\n")


def test_hparams_a_file_makes_for_its_own_use_are_not_reported(tmp_path):
  # T2T's own tests (and users' scripts) parse and set HParams of their
  # own: those never reach the trainer. A registered set, and a function
  # it calls, do.
  _, found = _upgrade_one(tmp_path, "sets.py", (
      "from tensor2tensor.models import transformer\n"
      "from tensor2tensor.utils import hparam\n"
      "from tensor2tensor.utils import registry\n\n"
      "def _shared(hparams):\n"
      "  hparams.symbol_modality_num_shards = 1\n\n"
      "def base_small():\n"
      "  hparams = transformer.transformer_base()\n"
      "  hparams.hidden_size = 64\n"
      "  _shared(hparams)\n"
      "  return hparams\n\n"
      "@registry.register_hparams\n"
      "def my_small():\n"
      "  hparams = base_small()\n"
      "  hparams.num_heads = 2\n"
      "  return hparams\n\n"
      "def test_parse():\n"
      "  hparams = hparam.HParams(aaa=1, b=2.0)\n"
      "  hparams.parse('aaa=12,b=3.0')\n"
      "  hparams.set_hparam('aaa', 3)\n"
      "  hparams.xyz = 5\n\n"
      "def unused_helper():\n"
      "  hparams = transformer.transformer_base()\n"
      "  hparams.weight_decay = 0.5\n"
      "  return hparams\n\n"
      "hparams = transformer.transformer_base()\n"
      "hparams.parse('filter_size=7')\n"))
  hparam_findings = {name for name, f in found.items()
                     if f.kind == findings.HPARAM}
  assert hparam_findings == {"hidden_size=64", "num_heads=2"}
  assert found["num_heads=2"].status == findings.SUPPORTED
  assert "[set my_small, --model=transformer]" in found["num_heads=2"].reason
  assert "[hparams in base_small" in found["hidden_size=64"].reason


def test_a_flag_tensor2tensors_program_had_has_no_effect_here(tmp_path):
  _, found = _upgrade_one(tmp_path, "train.sh", (
      "t2t-trainer --problem=translate_ende_wmt8k --model=transformer "
      "--hparams_set=transformer_base --decode_hparams=beam_size=4 "
      "--problems=p\n"))
  decode = found["--decode_hparams"]
  assert decode.status == findings.NO_EFFECT
  assert decode.reason.startswith(
      "dyn-trainer has no flag --decode_hparams: it has no effect here "
      "(dyn-trainer notes it and goes on); Tensor2Tensor's t2t-trainer "
      "had it")
  assert "ignored" not in decode.reason
  problems = found["--problems"]
  assert problems.reason.startswith(
      "dyn-trainer has no flag --problems: ignored with a note, as "
      "Tensor2Tensor's t2t-trainer ignored flags it did not define")
