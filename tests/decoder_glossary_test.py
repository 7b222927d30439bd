"""dyn-decoder --glossary (bin.decoder_glossary): on a tiny run whose task
trained with `terminology`, each input is annotated before it is encoded,
the same way for the TensorFlow and the CTranslate2 engine, and the decode
runs (translation quality is not the point: the model trained 1 step);
--annotate_only writes those inputs' ids (a SavedModel's serving_default
inputs) without a model; a bad glossary line and a task without
terminology are refused, naming FILE:LINE and the flag."""

import numpy as np
import pytest

from t2t_dyn import test_programs
from t2t_dyn.data_generators import text_encoder
from t2t_dyn.test_utils import (build_problem, reversal_lines, tiny_trainer,
                                write_lines)

pytestmark = pytest.mark.slow(
    reason="trains a tiny terminology run and decodes it with both engines")

START, SEP, END = "<term_start>", "<term_sep>", "<term_end>"


@pytest.fixture(name="run", scope="module")
def run_fixture(tmp_path_factory):
  """(output dir, data dir) of 1 update on the reversal task with
  terminology (append), beside the same task without it ("plain")."""
  tmp = tmp_path_factory.mktemp("glossary")
  sources = reversal_lines(np.random.default_rng(0), 60)
  write_lines(tmp / "src", sources)
  write_lines(tmp / "tgt", [" ".join(s.split()[::-1]) for s in sources])
  write_lines(tmp / "links", [
      " ".join(f"{i}-{len(s.split()) - 1 - i}" for i in range(len(s.split())))
      for s in sources])
  inputs = {"words": {"src": "src", "tgt": "tgt", "alignment": "links"}}
  problem, data_dir = build_problem(tmp, {
      "meta": {"shard": {"pretokenize": True, "n_shards": 1},
               "train": {"src_lang": "en", "trg_lang": "sk"}},
      "tasks": {
          "terms": {"transforms": ["terminology", "lang_prefix_both"],
                    "meta": {"terminology_prob": 0.5}, "inputs": inputs},
          "plain": {"transforms": ["lang_prefix_both"], "inputs": inputs}}})
  tiny_trainer(problem, data_dir, tmp / "run", 1, eval_every=0,
               save_every=1).train()
  return str(tmp / "run"), data_dir


def test_inputs_are_annotated_before_encoding_for_both_engines(
    run, tmp_path, monkeypatch):
  from t2t_dyn.export import ctranslate2_model  # pylint: disable=g-import-not-at-top
  output_dir, _ = run
  ctranslate2_model.export_ctranslate2(output_dir, log=lambda line: None)
  glossary = tmp_path / "terms.tsv"
  glossary.write_text("# en\tsk\nSave the file\tfile the save\n"
                      "file\tsúbor\n", encoding="utf-8")
  source = write_lines(tmp_path / "in.txt", ["please save the FILE now",
                                             "open this file"])
  seen = {}
  ids = text_encoder.TransformTextEncoder.ids
  for engine in ("tensorflow", "ctranslate2"):
    tokens = seen.setdefault(engine, [])
    def recording(self, line_tokens, tokens=tokens):
      if self.side == "src":  # What the engine's inputs were made of.
        tokens.append(list(line_tokens))
      return ids(self, line_tokens)
    monkeypatch.setattr(text_encoder.TransformTextEncoder, "ids", recording)
    out = tmp_path / f"{engine}.txt"
    result = test_programs.run(
        "dyn-decoder", f"--output_dir={output_dir}", f"--engine={engine}",
        "--transforms_from_task=terms", f"--decode_from_file={source}",
        f"--decode_to_file={out}", f"--glossary={glossary}",
        "--decode_hparams=beam_size=1,extra_length=5")
    assert result.returncode == 0, result.stderr
    assert f"glossary {glossary}: 2 terms" in result.stdout
    assert len(out.read_text(encoding="utf-8").splitlines()) == 2
  assert seen["tensorflow"] == seen["ctranslate2"]
  first, second = seen["tensorflow"]
  # Longest first ("save the file" over "file"), case-insensitive; the
  # input's own words before the separator, the glossary's after it.
  assert first[first.index(START):] == [
      START, "▁save", "▁the", "▁FILE", SEP, "▁file", "▁the", "▁save", END,
      "▁now"]
  assert second[second.index(START):] == [START, "▁file", SEP, "▁súbor",
                                          END]
  # The tags are the vocabulary's own tokens, as in training.
  vocabulary = _source_encoder(output_dir).vocabulary
  assert all(vocabulary.ids([tag]) != vocabulary.ids(["<unk>"])
             for tag in (START, SEP, END))


def test_annotate_only_writes_the_annotated_ids(run, tmp_path):
  output_dir, _ = run
  glossary = tmp_path / "terms.tsv"
  glossary.write_text("Save the file\tfile the save\n", encoding="utf-8")
  # (Words as the vocabulary holds them: "▁FILE" would read as <unk>.)
  source = write_lines(tmp_path / "in.txt", ["please save the file now", ""])
  ids_file = tmp_path / "ids.txt"
  decode = ["dyn-decoder", f"--output_dir={output_dir}",
            "--transforms_from_task=terms", f"--decode_from_file={source}",
            f"--decode_to_file={ids_file}", "--annotate_only"]
  result = test_programs.run(*decode, f"--glossary={glossary}")
  assert result.returncode == 0, result.stderr
  first, empty = ids_file.read_text(encoding="utf-8").split("\n")[:2]
  vocabulary = _source_encoder(output_dir).vocabulary
  tokens = [vocabulary.token(int(i)) for i in first.split()]
  assert tokens[tokens.index(START):] == [
      START, "▁save", "▁the", "▁file", SEP, "▁file", "▁the", "▁save", END,
      "▁now", "<EOS>"]
  assert empty == ""
  result = test_programs.run(*decode)
  assert result.returncode == 1
  assert "--annotate_only writes a glossary's annotations: give --glossary" \
      in result.stderr


def test_a_bad_line_and_a_task_without_terminology_are_refused(run,
                                                               tmp_path):
  output_dir, _ = run
  glossary = tmp_path / "terms.tsv"
  source = write_lines(tmp_path / "in.txt", ["open this file"])
  decode = ["dyn-decoder", f"--output_dir={output_dir}",
            f"--decode_from_file={source}",
            f"--decode_to_file={tmp_path / 'out.txt'}",
            f"--glossary={glossary}"]
  glossary.write_text("file\tsúbor\nwindow okno\n", encoding="utf-8")
  result = test_programs.run(*decode, "--transforms_from_task=terms")
  assert result.returncode == 1
  assert f"{glossary}:2: expected a source term, one TAB" in result.stderr
  glossary.write_text("file\tsúbor\n", encoding="utf-8")
  result = test_programs.run(*decode, "--transforms_from_task=plain")
  assert result.returncode == 1
  assert (f"--glossary={glossary}: task 'plain' has no terminology "
          f"transform") in result.stderr


def test_attach_gives_the_glossary_whose_matches_the_scorer_counts(
    run, tmp_path):
  # scripts/terminology_evidence_score.given_terms: a line's held-out term
  # counts as given only where the task's encoders and the glossary's
  # matching annotate that very span with that target.
  import types  # pylint: disable=g-import-not-at-top
  from t2t_dyn.bin import decoder_glossary  # pylint: disable=g-import-not-at-top
  from t2t_dyn.text import glossary as glossary_lib  # pylint: disable=g-import-not-at-top
  from t2t_dyn.text.term_use import LineTerm  # pylint: disable=g-import-not-at-top
  output_dir, _ = run
  encoders = {"inputs": _source_encoder(output_dir)}
  encoders["targets"] = _source_encoder(output_dir, "targets")
  path = tmp_path / "terms.tsv"
  path.write_text("the file\tten súbor\nfile\tsúbor\nsave\tuložiť\n",
                  encoding="utf-8")
  glossary = decoder_glossary.attach(encoders, "terms",
                                     glossary_lib.read(str(path)), str(path))
  assert isinstance(glossary, glossary_lib.Glossary) and len(glossary) == 3
  score_lib = test_programs.script_library("terminology_evidence_score")
  file_term, save_term = (LineTerm("File", "súbor", "súbor"),
                          LineTerm("Save", "uložiť", "uloží"))
  held = types.SimpleNamespace(
      sources=["save the file now", "open a file", "Save a FILE"],
      terms=[[file_term, save_term], [file_term], [file_term, save_term]])
  # Line 1's "file" lost its span to the longer "the file".
  assert score_lib.given_terms(glossary, encoders, held) == [
      [save_term], [file_term], [file_term, save_term]]
  assert decoder_glossary.attach(encoders, "terms", None, str(path)) is None


def _source_encoder(output_dir, feature="inputs"):
  from t2t_dyn.decoding import lines as lines_lib  # pylint: disable=g-import-not-at-top
  from t2t_dyn.decoding import output_dir as output_dir_lib  # pylint: disable=g-import-not-at-top
  from t2t_dyn.decoding import translator as translator_lib  # pylint: disable=g-import-not-at-top
  from t2t_dyn.data_generators import problem as problem_lib  # pylint: disable=g-import-not-at-top
  problem = problem_lib.Problem(
      data_config=translator_lib.saved_data_config(output_dir))
  return lines_lib.task_encoders(
      problem, output_dir_lib.setup_dir(output_dir), "terms")[feature]
