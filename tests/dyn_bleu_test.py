"""dyn-bleu against Tensor2Tensor's own t2t-bleu (1.15.7, run in a
subprocess with TensorFlow 1 semantics): the same printed scores, the same
events per step; and clear errors where t2t-bleu failed."""

import glob
import json
import os
import random
import shutil
import subprocess
import sys

import pytest
import tensorflow as tf

from t2t_dyn import test_programs
from t2t_dyn.utils import bleu_hook

pytest.importorskip("tensor2tensor.bin.t2t_bleu")

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEMO = os.path.join(REPO, "data", "demo")
# t2t-bleu as its users ran it: TensorFlow 1 graph mode (its event writer),
# which cannot be switched on in the test process. One interpreter runs
# every case (its command-line arguments, JSON on stdin) as a t2t-bleu
# process of its own would: flags parsed afresh, what it prints, and exit
# status 1 with the traceback of an exception it lets escape.
T2T_BLEU = ("import contextlib, io, json, sys, traceback\n"
            "import tensorflow.compat.v1 as tf\n"
            "tf.disable_eager_execution()\n"
            "from absl import flags\n"
            "from tensor2tensor.bin import t2t_bleu\n"
            "results = []\n"
            "for args in json.load(sys.stdin):\n"
            "  flags.FLAGS.unparse_flags()\n"
            "  out, err, code = io.StringIO(), io.StringIO(), 0\n"
            "  with contextlib.redirect_stdout(out), "
            "contextlib.redirect_stderr(err):\n"
            "    try:\n"
            "      t2t_bleu.main(flags.FLAGS(['t2t-bleu', *args]))\n"
            "    except Exception:  # pylint: disable=broad-except\n"
            "      traceback.print_exc()\n"
            "      code = 1\n"
            "  results.append({'returncode': code, 'stdout': out.getvalue(),\n"
            "                  'stderr': err.getvalue()})\n"
            "print(json.dumps(results))\n")


def _run(args):
  """dyn-bleu in this process (test_programs)."""
  return test_programs.run("dyn-bleu", *args)


def _process(args):
  """dyn-bleu as its own process: `python -m t2t_dyn.bin.dyn_bleu`."""
  return subprocess.run([sys.executable, "-m", "t2t_dyn.bin.dyn_bleu", *args],
                        capture_output=True, text=True, cwd=REPO, check=False)


def _write(path, lines):
  with open(path, "w", encoding="utf-8") as f:
    f.write("".join(line + "\n" for line in lines))
  return str(path)


def _lines(name):
  with open(os.path.join(DEMO, name), encoding="utf-8") as f:
    return f.read().splitlines()


def _noisy(lines, seed, rate):
  rng = random.Random(seed)
  return [" ".join(w.lower() if rng.random() < rate else w
                   for w in line.split() if rng.random() > rate)
          for line in lines]


@pytest.fixture(name="files", scope="module")
def files_fixture(tmp_path_factory):
  """A reference (the demo test set's first 200 Slovak lines) and a
  translations dir of three steps, as dyn-translate-all leaves it."""
  tmp = tmp_path_factory.mktemp("bleu")
  reference = _lines("test.en-sk.sk")[:200]
  ref = _write(tmp / "ref.sk", reference)
  translations = tmp / "translations"
  translations.mkdir()
  _write(translations / "p-hparams.json", ["{}"])
  os.utime(translations / "p-hparams.json", (1000.0, 1000.0))
  for step, rate in ((500, 0.4), (1000, 0.2), (1500, 0.1)):
    path = _write(translations / f"p-{step}", _noisy(reference, step, rate))
    os.utime(path, (1000.0 + step, 1000.0 + step))
  return ref, str(translations)


def _t2t_cases(ref, translations, short, events):
  """The t2t-bleu runs the tests compare with, by name: one translation, a
  translations dir (events in EVENTS/theirs), a translation a line short."""
  return {
      "one translation": [f"--translation={translations}/p-500",
                          f"--reference={ref}"],
      "translations dir": [f"--translations_dir={translations}",
                           f"--reference={ref}", "--tag_suffix=_beam4",
                           f"--event_dir={events}/theirs"],
      "different line counts": [f"--translation={short}",
                                f"--reference={ref}"]}


@pytest.fixture(name="t2t", scope="module")
def t2t_fixture(files, tmp_path_factory):
  """{case: subprocess.CompletedProcess} of t2t-bleu on _t2t_cases, all
  run by one reference interpreter; "events" is the cases' event dir."""
  ref, translations = files
  tmp = tmp_path_factory.mktemp("t2t_bleu")
  short = _write(tmp / "short", ["a"] * 199)
  cases = _t2t_cases(ref, translations, short, tmp)
  done = subprocess.run([sys.executable, "-c", T2T_BLEU],
                        input=json.dumps(list(cases.values())),
                        capture_output=True, text=True, cwd=REPO, check=False)
  assert done.returncode == 0, done.stderr[-3000:]
  results = json.loads(done.stdout.strip().splitlines()[-1])
  runs = {name: subprocess.CompletedProcess(args, **result)
          for (name, args), result in zip(cases.items(), results)}
  runs["events"] = str(tmp)
  return runs


def _events(event_dir):
  """[(step, wall_time, {tag: value})] of the scalar events, in order."""
  found = []
  for path in sorted(glob.glob(os.path.join(event_dir, "events.out.*"))):
    for event in tf.compat.v1.train.summary_iterator(path):
      if event.summary.value:
        found.append((event.step, event.wall_time,
                      {v.tag: v.simple_value for v in event.summary.value}))
  return found


@pytest.mark.slow(reason="starts dyn-bleu's process and Tensor2Tensor's")
def test_one_translation_prints_what_t2t_bleu_prints(files, t2t):
  ref, translations = files
  args = [f"--translation={translations}/p-500", f"--reference={ref}"]
  # dyn-bleu's one run as a process of its own (the others run in this one).
  ours, theirs = _process(args), t2t["one translation"]
  assert theirs.args == args
  assert ours.returncode == 0 and theirs.returncode == 0, (
      ours.stderr + theirs.stderr)
  assert ours.stdout == theirs.stdout
  uncased, cased = ours.stdout.splitlines()
  assert uncased.startswith("BLEU_uncased = ") and uncased != cased
  assert _run(args + ["--bleu_variant=cased"]).stdout == cased + "\n"
  assert _run(args + ["--bleu_variant=uncased"]).stdout == uncased + "\n"


@pytest.mark.slow(reason="Tensor2Tensor's t2t-bleu in a process")
def test_a_translations_dir_gives_t2t_bleus_events(files, t2t, tmp_path):
  ref, translations = files
  args = [f"--translations_dir={translations}", f"--reference={ref}",
          "--tag_suffix=_beam4"]
  ours = _run(args + [f"--event_dir={tmp_path}/ours"])
  theirs = t2t["translations dir"]
  assert theirs.args == args + [f"--event_dir={t2t['events']}/theirs"]
  assert ours.returncode == 0 and theirs.returncode == 0, (
      ours.stderr + theirs.stderr)
  events = _events(f"{tmp_path}/ours")
  assert events == _events(f"{t2t['events']}/theirs")
  # BLEU 0 at step 0, timed at the oldest file, then each step at its
  # file's time.
  assert [(step, wall) for step, wall, _ in events] == [
      (0, 1000.0), (500, 1500.0), (1000, 2000.0), (1500, 2500.0)]
  assert set(events[1][2]) == {"BLEU_uncased_beam4", "BLEU_cased_beam4"}
  for step, _, values in events[1:]:
    expected = 100 * bleu_hook.bleu_wrapper(ref, f"{translations}/p-{step}",
                                            case_sensitive=True)
    assert values["BLEU_cased_beam4"] == pytest.approx(float(expected))
    assert f"{translations}/p-{step}: BLEU_cased = {expected:6.2f}" in (
        ours.stdout)
  for run in (f"{tmp_path}/ours", f"{t2t['events']}/theirs"):
    with open(f"{run}/last_evaluated_step.txt", encoding="utf-8") as f:
      assert f.read() == "1500\n"


def test_min_steps_and_resuming_after_the_last_evaluated_step(files,
                                                               tmp_path):
  ref, translations = files
  copy = str(tmp_path / "translations")
  shutil.copytree(translations, copy)
  events = str(tmp_path / "events")
  first = _run([f"--translations_dir={copy}", f"--reference={ref}",
                f"--event_dir={events}", "--min_steps=1000",
                "--bleu_variant=cased"])
  assert first.returncode == 0, first.stderr
  # --min_steps > 0: no step-0 event.
  assert [(s, set(v)) for s, _, v in _events(events)] == [
      (1000, {"BLEU_cased"}), (1500, {"BLEU_cased"})]
  shutil.copy(f"{copy}/p-500", f"{copy}/p-2000")
  again = _run([f"--translations_dir={copy}", f"--reference={ref}",
                f"--event_dir={events}", "--bleu_variant=cased"])
  assert again.returncode == 0, again.stderr
  # Only the new step (Tensor2Tensor scored 1500 again, too).
  assert [s for s, _, _ in _events(events)] == [1000, 1500, 2000]
  assert "steps >= 1501" in again.stdout


@pytest.mark.slow(reason="Tensor2Tensor's t2t-bleu in a process")
def test_errors_name_the_flag_and_file_without_a_traceback(files, t2t,
                                                          tmp_path):
  ref, translations = files
  short = _write(tmp_path / "short", ["a"] * 199)
  cases = {
      "different line counts": (
          [f"--translation={short}", f"--reference={ref}"],
          f"--translation={short} has 199 lines, --reference={ref} has 200"),
      "a missing translation": (
          [f"--translation={tmp_path}/nope", f"--reference={ref}"],
          f"--translation={tmp_path}/nope does not exist"),
      "no reference": ([f"--translation={short}"], "--reference is required"),
      "both modes": (
          [f"--translation={short}", f"--translations_dir={translations}",
           f"--reference={ref}"], "not both"),
      "no event dir": (
          [f"--translations_dir={translations}", f"--reference={ref}"],
          "--translations_dir needs --event_dir"),
      "a missing dir": (
          [f"--translations_dir={tmp_path}/none", f"--reference={ref}",
           f"--event_dir={tmp_path}/e"],
          f"--translations_dir={tmp_path}/none does not exist"),
  }
  for name, (args, message) in cases.items():
    result = _run(args)
    assert result.returncode == 1, name
    assert message in result.stderr, (name, result.stderr)
    assert "Traceback" not in result.stderr, name
  # What t2t-bleu did with the first (its own copy of `short`): an
  # assertion's traceback.
  theirs = t2t["different line counts"]
  assert theirs.returncode != 0 and "AssertionError: 201 != 200" in (
      theirs.stderr)
