"""dyn-decoder --decode_hparams=return_alignments=true, run with users'
flags on the suite's shared run (trained with guided alignment on a task
with alignments): the links file beside the translations (its lines, beams and
word ranges), and every refusal naming its flag or hparam."""

import contextlib
import json
import os
import shutil
import subprocess
import sys

import numpy as np
import pytest

from t2t_dyn import test_programs
from t2t_dyn.test_utils import reversal_lines, write_lines
from t2t_dyn.text import alignments
from t2t_dyn.text import markup

pytestmark = pytest.mark.slow(reason="decodes with the shared trained run")
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


# The SavedModel in a process without t2t_dyn, one line a call as
# dyn-decoder decodes each line: (translations, links) as JSON.
_SERVE_ALIGNED = r"""
import json, sys
import tensorflow as tf
translate = tf.saved_model.load(sys.argv[1]).signatures["translate"]
assert not [m for m in sys.modules if m.startswith("t2t_dyn")]
outputs, links = [], []
for line in open(sys.argv[2], encoding="utf-8").read().split("\n")[:-1]:
  result = translate(inputs=tf.constant([line]))
  outputs.append(result["outputs"].numpy()[0].decode())
  links.append(result["alignments"].numpy()[0].decode())
print(json.dumps({"outputs": outputs, "alignments": links}))
"""


def _decoder(*args, stdin=None):
  return test_programs.run("dyn-decoder", *args, stdin=stdin)


@pytest.fixture(name="guided", scope="module")
def guided_fixture(shared_run, tmp_path_factory):
  """(the shared run's output dir, trained with guided alignment on the
  reversal task; a source file of 6 lines, an empty one and one more)."""
  tmp = tmp_path_factory.mktemp("decoder_alignments")
  source = write_lines(tmp / "test.src", reversal_lines(
      np.random.default_rng(2), 6) + [""] + ["now close this window."])
  return shared_run.output_dir, source


@pytest.fixture(name="greedy", scope="module")
def greedy_fixture(guided, tmp_path_factory):
  """dyn-decoder's greedy translations of the guided source with
  return_alignments=true: (its result, the translations file, the links
  it wrote beside them), read by the links test and the SavedModel's."""
  output_dir, source = guided
  hyp = tmp_path_factory.mktemp("greedy") / "hyp"
  result = _decoder(f"--output_dir={output_dir}",
                    f"--decode_from_file={source}", f"--decode_to_file={hyp}",
                    "--decode_hparams=beam_size=1,extra_length=8,"
                    "return_alignments=true")
  assert result.returncode == 0, result.stderr
  return result, hyp, _lines(hyp), _lines(f"{hyp}.align")


def _lines(path):
  with open(path, encoding="utf-8") as f:
    return f.read().split("\n")[:-1]


def _check(sources, outputs, link_lines):
  """Each link line parses over its source and output (sorted, each pair
  once); returns the number of links."""
  assert len(sources) == len(outputs) == len(link_lines)
  linked = 0
  for source, output, line in zip(sources, outputs, link_lines):
    links = alignments.parse(line, len(source.split()), len(output.split()))
    assert alignments.format_links(links) == line
    linked += len(links)
  return linked


def test_links_go_beside_the_translations_one_line_each(guided, greedy,
                                                        tmp_path):
  output_dir, source = guided
  sources = _lines(source)
  result, hyp, outputs, links = greedy
  assert f"to {hyp}.align" in result.stdout
  assert len(links) == 8 and links[6] == ""  # The empty input line.
  assert _check(sources, outputs, links) > 0

  # Every beam's links, tab-separated as the beams are, into the file
  # --alignments_to_file names.
  beams_to = tmp_path / "beam_links.txt"
  result = _decoder(f"--output_dir={output_dir}",
                    f"--decode_from_file={source}",
                    f"--decode_to_file={tmp_path / 'beams'}",
                    f"--alignments_to_file={beams_to}",
                    "--decode_hparams=beam_size=2,extra_length=8,"
                    "return_beams=true,return_alignments=true")
  assert result.returncode == 0, result.stderr
  beams = [line.split("\t") for line in _lines(beams_to)]
  texts = [line.split("\t") for line in _lines(tmp_path / "beams")]
  assert [len(b) for b in beams] == [2] * 6 + [1] + [2]
  for beam in range(2):
    _check([s for s, t in zip(sources, texts) if len(t) == 2],
           [t[beam] for t in texts if len(t) == 2],
           [b[beam] for b in beams if len(b) == 2])
  assert not os.path.exists(f"{tmp_path / 'beams'}.align")


def test_interactive_results_end_with_the_links(guided):
  output_dir, _ = guided
  result = _decoder(
      f"--output_dir={output_dir}", "--decode_interactive",
      "--decode_hparams=beam_size=1,extra_length=4,return_alignments=true",
      stdin="open the file\nq\n")
  assert result.returncode == 0, result.stderr
  results = [line.split(": ", 1) for line in result.stderr.splitlines()
             if line.startswith("INFO:tensorflow:Inference results ")]
  assert [kind for kind, _ in results] == [
      f"INFO:tensorflow:Inference results {kind}"
      for kind in ("INPUT", "OUTPUT", "ALIGNMENT")]
  output, links = results[1][1], results[2][1]
  assert alignments.format_links(alignments.parse(
      links, 3, len(output.split()))) == links


def test_the_saved_model_gives_dyn_decoders_links(guided, greedy, tmp_path):
  """The SavedModel exported with return_alignments=true returns
  dyn-decoder's links beside each translation, in a process that loads it
  with TensorFlow alone. (ctranslate2_test checks the CTranslate2
  engine's links.)"""
  output_dir, source = guided
  saved_dir = tmp_path / "saved"
  result = test_programs.run(
      "dyn-exporter", f"--output_dir={output_dir}",
      f"--export_dir={saved_dir}",
      "--decode_hparams=beam_size=1,extra_length=8,return_alignments=true")
  assert result.returncode == 0, result.stderr
  (name,) = os.listdir(saved_dir)
  served = subprocess.run(
      [sys.executable, "-c", _SERVE_ALIGNED, str(saved_dir / name), source],
      capture_output=True, text=True, check=False, cwd=str(tmp_path),
      env={**os.environ, "PYTHONPATH": ""})
  assert served.returncode == 0, served.stderr
  answer = json.loads(served.stdout)
  _, _, outputs, links = greedy
  assert (answer["outputs"], answer["alignments"]) == (outputs, links)


@pytest.mark.parametrize("extra,named", [
    (["--score_target_file={source}"],
     "return_alignments=true aligns translations; --score_target_file "
     "writes none"),
    (["--alpha_sweep=0.6,1.0", "--decode_reference={source}"],
     "--alpha_sweep writes none"),
])
def test_modes_without_alignments_are_refused(guided, tmp_path, extra,
                                              named):
  output_dir, source = guided
  result = _decoder(f"--output_dir={output_dir}", f"--decode_from_file={source}",
                    f"--decode_to_file={tmp_path / 'hyp'}",
                    "--decode_hparams=return_alignments=true",
                    *[e.format(source=source) for e in extra])
  assert result.returncode == 1
  assert named in result.stderr
  assert not os.path.exists(tmp_path / "hyp")


def test_the_links_file_flag_needs_the_hparam(guided, tmp_path):
  output_dir, source = guided
  result = _decoder(f"--output_dir={output_dir}", f"--decode_from_file={source}",
                    f"--decode_to_file={tmp_path / 'hyp'}",
                    f"--alignments_to_file={tmp_path / 'a'}")
  assert result.returncode == 1
  assert (f"--alignments_to_file={tmp_path / 'a'} needs "
          f"--decode_hparams=return_alignments=true") in result.stderr


def test_a_model_trained_without_guided_alignment_is_refused(guided,
                                                            tmp_path):
  # The same run as one without guided alignment records it: weight 0.
  output_dir, source = guided
  plain = tmp_path / "plain"
  shutil.copytree(output_dir, plain)
  record = json.loads((plain / "hparams.json").read_text())
  record["model"]["guided_alignment_weight"] = 0.0
  (plain / "hparams.json").write_text(json.dumps(record))
  result = _decoder(f"--output_dir={plain}", f"--decode_from_file={source}",
                    f"--decode_to_file={tmp_path / 'hyp'}",
                    "--decode_hparams=return_alignments=true")
  assert result.returncode == 1
  assert ("--decode_hparams=return_alignments=true: the model was trained "
          "without guided alignment (guided_alignment_weight=0.0)"
          in result.stderr)
  assert not os.path.exists(tmp_path / "hyp")


def _decoder_processes_in_this_one(monkeypatch):
  """The dyn-decoder processes a script starts (subprocess.run of
  `python -m t2t_dyn.bin.dyn_decoder`) run in this process instead, from
  the directory the script names, printing what the process would; a
  record of their command lines is returned. (The decoder's own process
  is started by run_t2t_usr_dirs_test's decode.sh.)"""
  started = []
  in_a_process = subprocess.run

  def run(command, *args, cwd=None, **kwargs):
    if list(command[:3]) != [sys.executable, "-m",
                             "t2t_dyn.bin.dyn_decoder"]:
      return in_a_process(command, *args, cwd=cwd, **kwargs)
    assert not args and set(kwargs) <= {"check"}, kwargs  # Output shown.
    started.append(list(command))
    with contextlib.chdir(cwd or os.getcwd()):
      result = test_programs.run("t2t_dyn.bin.dyn_decoder", *command[3:])
    print(result.stdout, end="")
    print(result.stderr, end="", file=sys.stderr)
    return result

  monkeypatch.setattr(subprocess, "run", run)
  return started


def test_markup_transfer_translates_through_dyn_decoder(guided, tmp_path,
                                                        monkeypatch):
  """scripts/markup_transfer.py --output_dir: tags stripped, the lines
  translated by dyn-decoder with return_alignments, every tag back in a
  well-formed translation."""
  output_dir, _ = guided
  started = _decoder_processes_in_this_one(monkeypatch)
  tagged = ["<b>open</b> the <i>file</i> now", "please close<br/>this window.",
            "<a href=\"#\">save <b>this</b></a> folder,"]
  source = write_lines(tmp_path / "tagged.en", tagged)
  output = tmp_path / "tagged.sk"
  result = test_programs.run(
      os.path.join(REPO, "scripts", "markup_transfer.py"),
      f"--input={source}", f"--output={output}", f"--output_dir={output_dir}",
      "--decode_hparams=beam_size=1,extra_length=4")
  assert result.returncode == 0, result.stderr
  assert f"markup_transfer: {output}: 5 tags: " in result.stdout
  assert len(started) == 1 and (
      "--decode_hparams=beam_size=1,extra_length=4,return_alignments=true"
      in started[0])
  assert _lines(f"{output}.untagged") == [
      "open the file now", "please close this window.",
      "save this folder,"]
  translations = _lines(f"{output}.translation")
  assert len(_lines(f"{output}.translation.align")) == 3
  for line, translation, out in zip(tagged, translations, _lines(output)):
    marked, back = markup.strip_tags(line), markup.strip_tags(out)
    assert back.text.split() == translation.split()
    # Every tag is back; their order is the translation's word order.
    assert sorted(t.opening for t in back.tags) == sorted(
        t.opening for t in marked.tags)


def test_the_alpha_sweep_keeps_the_best_and_names_an_edge(guided, tmp_path):
  output_dir, source = guided
  reference = write_lines(tmp_path / "ref", [
      " ".join(line.split()[::-1]) for line in _lines(source)])
  result = _decoder(f"--output_dir={output_dir}", f"--decode_from_file={source}",
                    f"--decode_to_file={tmp_path / 'hyp'}",
                    "--alpha_sweep=0.6,1.0", f"--decode_reference={reference}")
  assert result.returncode == 0, result.stderr[-3000:]
  with open(tmp_path / "hyp.alpha_sweep.json", encoding="utf-8") as f:
    sweep = json.load(f)
  assert [s["alpha"] for s in sweep["scores"]] == [0.6, 1.0]
  best = sweep["best"]["alpha"]
  assert f"best alpha {best:g} by chrf (beam size 4)" in result.stdout
  assert len(_lines(tmp_path / "hyp")) == len(_lines(source))
  # Two alphas above 0: the winner is an edge of the sweep, said on stderr.
  edge = "smallest" if best == 0.6 else "largest"
  assert f"dyn-decoder: best alpha {best:g} is the {edge} tried" in (
      result.stderr)
