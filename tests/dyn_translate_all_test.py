"""dyn-translate-all then dyn-bleu --translations_dir, as a user's script
runs t2t-translate-all and t2t-bleu: one translation file per checkpoint,
named by its step, scored at that step."""

import glob
import os
import shutil
import subprocess
import sys

import numpy as np
import pytest
import tensorflow as tf

from t2t_dyn.data_generators import problem as problem_lib
from t2t_dyn.decoding import translator as translator_lib
from t2t_dyn import test_programs
from t2t_dyn.test_utils import (TINY_HPARAMS, build_problem, tiny_trainer,
                                write_lines)
from t2t_dyn.utils import bleu_hook

pytestmark = pytest.mark.slow(
    reason="trains a tiny run and decodes each checkpoint")
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The problem a test's build_problem trains: the files' prefix.
NAME = "problem"


def _run(module, *args):
  return test_programs.run(module, *args)


def _run_process(module, *args):
  """The program as users start it: the suite's one subprocess run of
  dyn-translate-all."""
  return subprocess.run([sys.executable, "-m", f"t2t_dyn.bin.{module}",
                         *args], capture_output=True, text=True, cwd=REPO,
                        check=False)


@pytest.fixture(name="run", scope="module")
def run_fixture(tmp_path_factory):
  """A tiny copy model trained 30 updates, checkpoints at steps 10, 20, 30
  (whose translations differ), and a source file."""
  tmp = tmp_path_factory.mktemp("translate_all")
  rng = np.random.default_rng(0)
  lines = [" ".join(f"w{rng.integers(20)}" for _ in range(rng.integers(2, 6)))
           for _ in range(200)]
  write_lines(tmp / "train.txt", lines)
  config = {"tasks": {"copy": {"inputs": {"x": {"src": "train.txt",
                                                "tgt": "train.txt"}}}}}
  problem, data_dir = build_problem(tmp, config)
  output_dir = tmp / "model"
  tiny_trainer(problem, data_dir, output_dir, 30, eval_every=0,
               save_every=10, hparams=TINY_HPARAMS.replace(
                   "learning_rate_warmup_steps=20",
                   "learning_rate_warmup_steps=5,learning_rate=1.0")).train()
  source = write_lines(tmp / "src.txt", lines[:12] + [""] + lines[12:16])
  return str(output_dir), source


@pytest.fixture(name="translator", scope="module")
def translator_fixture(run):
  """The decoder's translator of the run: a test loads the checkpoint it
  compares with (Translator.load, as dyn-translate-all does), so its search
  is traced once for the file."""
  output_dir, _ = run
  problem = problem_lib.Problem(
      data_config=translator_lib.saved_data_config(output_dir))
  return translator_lib.Translator(problem, output_dir, "copy")


def _translator(translator, checkpoint):
  translator.load(checkpoint)
  return translator


def _events(event_dir):
  found = []
  for path in sorted(glob.glob(os.path.join(event_dir, "events.out.*"))):
    for event in tf.compat.v1.train.summary_iterator(path):
      if event.summary.value:
        found.append((event.step, event.wall_time,
                      {v.tag: v.simple_value for v in event.summary.value}))
  return found


def test_every_checkpoint_translates_and_dyn_bleu_scores_each_step(
    run, translator, tmp_path):
  output_dir, source = run
  checkpoints = os.path.join(output_dir, "checkpoints")
  translations = str(tmp_path / "translations")
  common = [f"--model_dir={output_dir}", f"--source={source}",
            f"--translations_dir={translations}", "--beam_size=2"]
  first = _run_process("dyn_translate_all", *common, "--min_steps=15")
  assert first.returncode == 0, first.stderr
  assert sorted(os.listdir(translations)) == [
      f"{NAME}-20", f"{NAME}-30", f"{NAME}-hparams.json"]
  # The same translations as the decoder's for that checkpoint.
  expected = _translator(translator, f"{checkpoints}/ckpt-20").translate(
      bleu_hook.read_lines(source), translator_lib.DecodeOptions(beam_size=2))
  assert bleu_hook.read_lines(f"{translations}/{NAME}-20") == expected
  assert expected[12] == "" and len(expected) == 17
  # Each file has its checkpoint's time, the record its run's start.
  for step in (20, 30):
    assert os.path.getmtime(f"{translations}/{NAME}-{step}") == (
        os.path.getmtime(f"{checkpoints}/ckpt-{step}.index"))
  assert os.path.getmtime(f"{translations}/{NAME}-hparams.json") == (
      os.path.getmtime(f"{output_dir}/hparams.json"))
  # Run again without --min_steps: only step 10 is new.
  again = _run("dyn_translate_all", *common)
  assert again.returncode == 0, again.stderr
  assert "step 10: translated 17 lines" in again.stdout
  assert f"step 20: {translations}/{NAME}-20 exists, kept" in again.stdout
  assert "step 30: translated" not in again.stdout

  # Scored against the last checkpoint's translations: 100 at step 30.
  reference = shutil.copy(f"{translations}/{NAME}-30", tmp_path / "ref")
  events = str(tmp_path / "events")
  bleu = _run("dyn_bleu", f"--translations_dir={translations}",
              f"--reference={reference}", f"--event_dir={events}")
  assert bleu.returncode == 0, bleu.stderr
  scored = _events(events)
  assert [step for step, _, _ in scored] == [0, 10, 20, 30]
  assert scored[0][1] == os.path.getmtime(
      f"{translations}/{NAME}-hparams.json")
  for step, wall_time, values in scored[1:]:
    path = f"{translations}/{NAME}-{step}"
    assert wall_time == os.path.getmtime(path)
    assert set(values) == {"BLEU_cased", "BLEU_uncased"}
    assert values["BLEU_cased"] == pytest.approx(float(
        100 * bleu_hook.bleu_wrapper(reference, path, case_sensitive=True)))
  assert scored[3][2]["BLEU_cased"] == 100
  assert scored[1][2]["BLEU_cased"] < 100


def test_decoder_command_fills_tensor2tensors_template(run, tmp_path):
  output_dir, source = run
  translations = str(tmp_path / "t")
  result = _run(
      "dyn_translate_all", f"--model_dir={output_dir}", f"--source={source}",
      f"--translations_dir={translations}", "--problem=copy_problem",
      "--alpha=0.8", "--min_steps=15",
      "--decoder_command=echo {params} > {out_file}; "
      "echo {model.steps} {model.filename} >> {translations_dir}/log")
  assert result.returncode == 0, result.stderr
  assert sorted(os.listdir(translations)) == [
      "copy_problem-20", "copy_problem-30", "copy_problem-hparams.json",
      "log"]
  with open(f"{translations}/copy_problem-30", encoding="utf-8") as f:
    params = f.read().split()
  checkpoints = os.path.join(output_dir, "checkpoints")
  assert params == [
      f"--output_dir={output_dir}", "--problem=copy_problem",
      "--decode_hparams=beam_size=4,alpha=0.8",
      f"--checkpoint_path={checkpoints}/ckpt-30",
      f"--decode_from_file={source}",
      f"--decode_to_file={translations}/copy_problem-30", "--keep_timestamp"]
  with open(f"{translations}/log", encoding="utf-8") as f:
    assert f.read().splitlines() == [f"20 {checkpoints}/ckpt-20",
                                     f"30 {checkpoints}/ckpt-30"]


def test_decoder_command_running_dyn_decoder(run, translator, tmp_path):
  """{params} is what dyn-decoder takes: dyn-decoder given the arguments
  the shell passed the command writes the in-process translation of that
  checkpoint, with the checkpoint's time."""
  output_dir, source = run
  translations = str(tmp_path / "t")
  # The command writes its arguments, as the shell split {params}, into the
  # file it is to write; dyn-decoder then runs on them in this process
  # (run_t2t_usr_dirs_test's decode.sh runs it as a process) and replaces it.
  result = _run(
      "dyn_translate_all", f"--model_dir={output_dir}", f"--source={source}",
      f"--translations_dir={translations}", "--min_steps=30", "--beam_size=2",
      "--decoder_command=printf '%s\\0' {params} > {out_file}")
  assert result.returncode == 0, result.stderr
  with open(f"{translations}/{NAME}-30", encoding="utf-8") as f:
    arguments = f.read().split("\0")[:-1]
  decoded = _run("dyn_decoder", *arguments)
  assert decoded.returncode == 0, decoded.stderr
  checkpoint = os.path.join(output_dir, "checkpoints", "ckpt-30")
  assert bleu_hook.read_lines(f"{translations}/{NAME}-30") == (
      _translator(translator, checkpoint).translate(
          bleu_hook.read_lines(source),
          translator_lib.DecodeOptions(beam_size=2)))
  assert os.path.getmtime(f"{translations}/{NAME}-30") == (
      os.path.getmtime(checkpoint + ".index"))


def test_errors_name_the_flag_and_path_without_a_traceback(run, tmp_path):
  output_dir, source = run
  untrained = tmp_path / "untrained"
  untrained.mkdir()
  shutil.copy(os.path.join(output_dir, "hparams.json"), untrained)
  t = f"--translations_dir={tmp_path}/t"
  cases = {
      "a missing model dir": (
          [f"--model_dir={tmp_path}/none", f"--source={source}", t],
          f"--model_dir={tmp_path}/none holds no trained model"),
      "no checkpoint": (
          [f"--model_dir={untrained}", f"--source={source}", t],
          f"no checkpoint of at least --min_steps=0 steps in "
          f"{untrained}/checkpoints (it has none)"),
      "none late enough": (
          [f"--model_dir={output_dir}", f"--source={source}", t,
           "--min_steps=31"],
          "(it has ckpt-10, ckpt-20, ckpt-30)"),
      "a missing source": (
          [f"--model_dir={output_dir}", f"--source={tmp_path}/none.txt", t],
          f"--source={tmp_path}/none.txt does not exist"),
      "an unknown template name": (
          [f"--model_dir={output_dir}", f"--source={source}", t,
           "--decoder_command=run {params} {checkpoint}"],
          "--decoder_command names {checkpoint}: it may name {params}"),
      "an unknown template attribute": (
          [f"--model_dir={output_dir}", f"--source={source}", t,
           "--decoder_command=run {model.step}"],
          "{model} has filename, mtime, ctime and steps"),
      "a failing command": (
          [f"--model_dir={output_dir}", f"--source={source}", t,
           "--decoder_command=exit 3"],
          "--decoder_command exited with status 3 for"),
      "an unknown hparams set": (
          [f"--model_dir={output_dir}", f"--source={source}", t,
           "--hparams_set=transformer_tinny"],
          "did you mean 'transformer_tiny'"),
      "another model": (
          [f"--model_dir={output_dir}", f"--source={source}", t,
           "--model=lstm_seq2seq"],
          "--model=lstm_seq2seq, but the run in"),
  }
  for name, (args, message) in cases.items():
    result = _run("dyn_translate_all", *args)
    assert result.returncode == 1, (name, result.stdout, result.stderr)
    assert message in result.stderr, (name, result.stderr)
    assert "Traceback" not in result.stderr, name
