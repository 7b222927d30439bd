"""The programs' command lines as Tensor2Tensor's programs read them: the
flags several programs share defined once (bin/program_flags), so that
programs import into one process in any order, each with its own defaults;
and arguments that are not flags ignored by name (bin/common.run_program),
as tf.app.run passed them to a main that ignored them."""

import importlib
import itertools
import os

from absl import flags
import pytest

from t2t_dyn import test_programs
from t2t_dyn.bin import program_flags

FLAGS = flags.FLAGS
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEMO = os.path.join(REPO, "data", "demo")
# The programs users' scripts import (Tensor2Tensor's at their module paths,
# dyn-exporter for t2t-exporter) and our own that define flags. dyn-debug
# is not among them: its --schedule (an update count) is not the trainer's.
PROGRAMS = ("t2t_datagen", "t2t_trainer", "t2t_decoder", "t2t_avg_all",
            "t2t_bleu", "t2t_translate_all", "dyn_exporter",
            "dyn_data_service")


def _import_together(*modules):
  with test_programs.isolated():
    for module in modules:
      importlib.import_module("t2t_dyn.bin." + module)
    return {name: FLAGS[name] for name in FLAGS}


def test_tensor2tensors_decoder_imports_the_trainer_and_reads_its_flags(
    tmp_path):
  # Tensor2Tensor's t2t_decoder did `from tensor2tensor.bin import
  # t2t_trainer`; a launcher that imports both sets the shared flags once.
  script = tmp_path / "launcher.py"
  script.write_text(
      "from absl import flags\n"
      "from t2t_dyn.bin import t2t_trainer\n"
      "from t2t_dyn.bin import t2t_decoder\n"
      "FLAGS = flags.FLAGS\n"
      "FLAGS.problem = 'translate_ensk_tsv'\n"
      "assert t2t_trainer.FLAGS['problem'] is t2t_decoder.FLAGS['problem']\n"
      "for name in ('output_dir', 'data_dir', 'hparams_set', 'random_seed',\n"
      "             'decode_hparams', 'train_steps', 'decode_from_file'):\n"
      "  assert name in FLAGS, name\n"
      "print('imported')\n", encoding="utf-8")
  result = test_programs.run(str(script))
  assert result.returncode == 0, result.stderr[-2000:]
  assert result.stdout == "imported\n"


@pytest.mark.parametrize("first,second",
                         list(itertools.combinations(PROGRAMS, 2)))
def test_any_two_programs_import_into_one_process_in_either_order(first,
                                                                 second):
  one_way = _import_together(first, second)
  other_way = _import_together(second, first)
  assert set(one_way) == set(other_way)
  for name, flag in one_way.items():  # The same type and default.
    assert (type(flag), flag.default) == (type(other_way[name]),
                                          other_way[name].default)


def test_each_shared_flag_has_one_definition_and_each_program_its_default():
  with test_programs.isolated():
    for module in ("t2t_datagen", "t2t_trainer", "t2t_decoder", "t2t_bleu",
                   "t2t_translate_all", "t2t_avg_all"):
      importlib.import_module("t2t_dyn.bin." + module)
    FLAGS.mark_as_parsed()  # As a program's main finds them.
    for name in program_flags.DEFINITIONS:
      assert FLAGS.find_module_defining_flag(name) == (
          "t2t_dyn.bin.program_flags"), name
    expected = {
        "t2t_dyn.bin.dyn_datagen": dict(random_seed=429459, min_steps=0),
        "t2t_dyn.bin.dyn_trainer": dict(random_seed=1, output_dir=None,
                                        hparams_set="transformer_tiny"),
        "t2t_dyn.bin.dyn_bleu": dict(min_steps=-1, translations_dir=None),
        "t2t_dyn.bin.dyn_translate_all": dict(
            min_steps=0, hparams_set=None, translations_dir="translations"),
        "t2t_dyn.bin.dyn_avg_all": dict(output_dir="avg/"),
    }
    for program, defaults in expected.items():
      program_flags.set_program_defaults(program)
      assert {name: getattr(FLAGS, name) for name in defaults} == defaults
    # A value a script set (or the command line gave) is no default.
    FLAGS.random_seed = 5
    program_flags.set_program_defaults("t2t_dyn.bin.dyn_datagen")
    assert FLAGS.random_seed == 5


@pytest.mark.parametrize("program,required", [
    ("dyn-datagen", "--data_dir is required"),
    ("dyn-trainer", "--data_dir is required"),
    ("dyn-decoder", "--output_dir is required"),
    ("dyn-exporter", "--output_dir is required"),
    ("dyn-avg-all", "--model_dir"),
    ("dyn-bleu", "--reference is required"),
    ("dyn-translate-all", "--model_dir"),
])
def test_an_argument_that_is_not_a_flag_is_ignored_by_name(program,
                                                           required):
  # A notebook's `t2t-datagen --data_dir=d tmp_dir=tmp_dir/ --problem=P`
  # (its `--` forgotten) ran in Tensor2Tensor: the program runs on, and
  # here says what it ignored.
  result = test_programs.run(program, "tmp_dir=tmp_dir/", "stray")
  assert result.returncode == 1
  assert required in result.stderr
  assert (f"{program}: 'tmp_dir=tmp_dir/' is not a flag (no leading --): "
          f"ignored, as Tensor2Tensor's programs ignored arguments other "
          f"than flags") in result.stderr
  assert f"{program}: 'stray' is not a flag (no leading --): ignored" in (
      result.stderr)
  assert "unexpected arguments" not in result.stderr


def test_the_notebooks_datagen_line_runs_and_names_the_flag_it_meant():
  result = test_programs.run("dyn-datagen", "--only_list",
                             "tmp_dir=tmp_dir/", "--problem=translate_ende_wmt8k")
  assert result.returncode == 0, result.stderr
  assert "translate_ende_wmt8k" in result.stdout.split()
  assert "(did you mean --tmp_dir=tmp_dir/?)" in result.stderr


def test_after_a_double_dash_every_argument_is_one():
  result = test_programs.run("dyn-bleu", f"--translation={DEMO}/test.en-sk.sk",
                             f"--reference={DEMO}/test.en-sk.sk", "--",
                             "--tag_suffix=x")
  assert result.returncode == 0, result.stderr
  assert "BLEU_cased = 100.00" in result.stdout
  assert "'--tag_suffix=x' is not a flag (no leading --): ignored" in (
      result.stderr)


def test_datagens_template_still_reads_its_key_value_arguments(tmp_path):
  template = tmp_path / "config.yaml.template"
  template.write_text("src: {{src}}\n", encoding="utf-8")
  out = tmp_path / "config.yaml"
  result = test_programs.run("dyn-datagen", f"--template={template}",
                             f"--out_file={out}", "src:en")
  assert result.returncode == 0, result.stderr
  assert out.read_text(encoding="utf-8") == "src: en\n"
  assert "ignored" not in result.stderr


def test_dyn_debug_our_own_program_refuses_arguments_it_would_drop():
  result = test_programs.run("dyn-debug", "tmp_dir=x")
  assert result.returncode == 1
  assert "dyn-debug: error: unexpected arguments ['tmp_dir=x']" in (
      result.stderr)
