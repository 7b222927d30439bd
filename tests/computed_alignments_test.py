"""`alignment: eflomal`: dyn-datagen's shard stage computes an input's word
alignments with eflomal, keeps the file beside the shards, reuses it while
the inputs are unchanged, and shards it as if the config had named it.

eflomal samples from /dev/urandom (no seed), so two runs never give the same
bytes: the stored file is compared with an independent align_inputs run of
the same lines by how much their links agree (two runs of these 300 lines:
64-78% of the links in common, measured), and with that run shifted by a
line (about 25%: short lines align near the diagonal), which tells the
lines it was computed from."""

import collections
import gzip
import importlib.util
import json
import os
import sys

import pytest

from t2t_dyn.config import data_config
from t2t_dyn.data_generators import problem as problem_lib
from t2t_dyn.shards import computed_alignments
from t2t_dyn.shards import layout
from t2t_dyn.shards import manifest
from t2t_dyn.shards import reading
from t2t_dyn.shards import word_alignment
from t2t_dyn.shards.layout import ShardError
from t2t_dyn.test_utils import write_lines
from t2t_dyn.text import alignments
from t2t_dyn.text import factors

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEMO = os.path.join(ROOT, "data", "demo")

needs_eflomal = pytest.mark.skipif(
    importlib.util.find_spec("eflomal") is None,
    reason="eflomal is not installed (pip install 't2t_dyn[align]'; "
    "make test installs it)")


def _demo(suffix, start, count):
  with open(os.path.join(DEMO, "train.en-sk." + suffix),
            encoding="utf-8") as f:
    lines = [line.rstrip("\n") for line in f]
  return lines[start:start + count]


def _config(inputs, n_shards=2, **task):
  return {"meta": {"shard": {"n_shards": n_shards},
                   "train": {"src_lang": "en", "trg_lang": "sk",
                             "name": "setup"}},
          "tasks": {"t": {"inputs": inputs, **task}}}


def _shard(tmp_path, config, force=False):
  """The shard stage of dyn-datagen: (problem, report, log lines)."""
  problem = problem_lib.Problem(data_config=data_config.load_data_config(
      config, base_dir=str(tmp_path)))
  logged = []
  report = problem.generate_shards(str(tmp_path / "data"),
                                   str(tmp_path / "tmp"), log=logged.append,
                                   force=force)
  return problem, report, logged


def _stored(tmp_path, file_name):
  path = os.path.join(layout.alignments_dir(str(tmp_path / "data"), "t"),
                      file_name)
  with gzip.open(path, "rt", encoding="utf-8") as f:
    return path, f.read().split("\n")[:-1]


def _agreement(ours, theirs):
  """Links in common over links in either (Pharaoh lines, line by line)."""
  ours = [word_alignment.parse_links(line) for line in ours]
  theirs = [word_alignment.parse_links(line) for line in theirs]
  common = sum(len(a & b) for a, b in zip(ours, theirs))
  return common / max(sum(len(a | b) for a, b in zip(ours, theirs)), 1)


def _computed_by_hand(tmp_path, src, tgt):
  out = str(tmp_path / "by_hand.align.gz")
  word_alignment.align_inputs(
      [word_alignment.AlignmentRequest(src, tgt, out)], log=lambda _: None)
  with gzip.open(out, "rt", encoding="utf-8") as f:
    return f.read().split("\n")[:-1]


def _shard_rows(problem, tmp_path):
  """Counter of the shards' (inputs, targets, alignment) lines, the
  alignment as a Pharaoh line."""
  files = reading.shard_set(str(tmp_path / "data"), "t",
                            problem.get_data_config()).files
  rows = collections.Counter()
  for paths in zip(files["inputs"], files["targets"], files["alignment"]):
    opened = [gzip.open(p, "rt", encoding="utf-8") for p in paths[:2]]
    with open(paths[2], "rb") as f:
      lines = alignments.read_shard_file(f.read())
    for src, tgt, links in zip(*opened, lines, strict=True):
      rows[src.rstrip("\n"), tgt.rstrip("\n"),
           alignments.format_links(links)] += 1
    for f in opened:
      f.close()
  return rows


@pytest.mark.slow(reason="runs eflomal as a process")
@needs_eflomal
def test_datagen_computes_the_alignments_and_shards_them(tmp_path):
  src, tgt = _demo("en", 0, 300), _demo("sk", 0, 300)
  tgt[7] = ""  # Dropped by the sharder; its alignment line is empty.
  write_lines(tmp_path / "a.en", src[:200])
  write_lines(tmp_path / "a.sk", tgt[:200])
  write_lines(tmp_path / "b.en", src[200:])
  write_lines(tmp_path / "b.sk", tgt[200:])
  # A name that is no plain file name: its file is named by position.
  problem, report, logged = _shard(tmp_path, _config({
      "demo": {"src": "a.en", "tgt": "a.sk", "alignment": "eflomal"},
      "news/2019": {"src": "b.en", "tgt": "b.sk", "alignment": "eflomal"}}))
  assert computed_alignments.file_names(
      problem.get_data_config().task("t")) == {
          "demo": "demo.align.gz", "news/2019": "_1.align.gz"}
  path, first = _stored(tmp_path, "demo.align.gz")
  _, second = _stored(tmp_path, "_1.align.gz")
  stored = first + second
  assert len(first) == 200 and len(second) == 100
  assert [k for k, line in enumerate(stored) if not line] == [7]
  for s, t, line in zip(src, tgt, stored):  # In range, or it would not shard.
    alignments.parse(line, len(s.split()), len(t.split()))

  # Shards: no pretokenization, so the shard tokens are the raw words and
  # each kept pair carries its stored line.
  expected = collections.Counter(
      (s, t, line) for s, t, line in zip(src, tgt, stored) if s and t)
  assert _shard_rows(problem, tmp_path) == expected

  # The lines eflomal aligned are those of the inputs: an independent run
  # of them agrees with the stored links, one shifted by a line does not.
  by_hand = _computed_by_hand(tmp_path, src, tgt)
  assert [k for k, line in enumerate(by_hand) if not line] == [7]
  same = _agreement(stored, by_hand)
  assert same > 0.5
  assert same > _agreement(stored[1:], by_hand[:-1]) + 0.25

  inputs = report.tasks[0].inputs
  made = inputs["demo"].computed_alignment
  assert made["status"] == "computed" and made["file"] == path
  assert (made["lines"], made["aligned"], made["empty_side"]) == (200, 199, 1)
  assert made["links"] == sum(len(line.split()) for line in first)
  assert made["run_lines"] == 300  # One eflomal run for both inputs.
  assert inputs["news/2019"].computed_alignment["lines"] == 100
  assert inputs["demo"].dropped == {"empty_target": 1}
  assert inputs["demo"].unaligned_lines == 0
  assert any("alignments computed in" in m and "links per line" in m
             for m in logged)
  assert "t/demo: alignments computed with eflomal: 200 lines" in (
      report.format())
  # The manifest keeps the figures; the shard record keeps the config's
  # word: the file's path is no part of it.
  entry = manifest.read_manifest(str(tmp_path / "data"))["tasks"]["t"]
  assert entry["report"]["demo"]["computed_alignment"]["run_lines"] == 300
  assert entry["shard_record"]["inputs"]["demo"]["alignment"] == "eflomal"


@pytest.mark.slow(reason="runs eflomal as a process")
@needs_eflomal
def test_a_rerun_reuses_the_file_until_an_input_changes(tmp_path):
  src, tgt = _demo("en", 300, 200), _demo("sk", 300, 200)
  write_lines(tmp_path / "a.en", src)
  write_lines(tmp_path / "a.sk", tgt)
  config = _config({"demo": {"src": "a.en", "tgt": "a.sk",
                             "alignment": "eflomal"}})
  _shard(tmp_path, config)
  path, lines = _stored(tmp_path, "demo.align.gz")
  made = os.stat(path)

  # Shards up to date: the task is skipped, its alignments not looked at.
  _, report, logged = _shard(tmp_path, config)
  assert report.tasks[0].status == "skipped (up to date)"
  # Resharded (another n_shards) from unchanged inputs: reused, not
  # recomputed, and needing no eflomal.
  with pytest.MonkeyPatch.context() as patch:
    patch.setitem(sys.modules, "eflomal", None)  # import eflomal fails
    problem, report, logged = _shard(tmp_path, _config(
        config["tasks"]["t"]["inputs"], n_shards=3))
  assert report.tasks[0].status == "written"
  assert report.tasks[0].inputs["demo"].computed_alignment["status"] == (
      "reused")
  assert any("alignments reused" in m for m in logged)
  assert not any("eflomal aligning" in m for m in logged)
  assert os.stat(path).st_mtime_ns == made.st_mtime_ns
  assert _stored(tmp_path, "demo.align.gz")[1] == lines
  assert sum(_shard_rows(problem, tmp_path).values()) == 200

  # A changed input: recomputed, for the new lines.
  src[5] = "Print the report"
  write_lines(tmp_path / "a.en", src)
  _, report, logged = _shard(tmp_path, config)
  assert report.tasks[0].inputs["demo"].computed_alignment["status"] == (
      "computed")
  assert any("computing with eflomal (changed since they were computed: "
             "inputs.demo.src.bytes, inputs.demo.src.mtime_ns)" in m
             for m in logged), logged
  _, lines = _stored(tmp_path, "demo.align.gz")
  alignments.parse(lines[5], 3, len(tgt[5].split()))
  with open(os.path.join(layout.alignments_dir(str(tmp_path / "data"), "t"),
                         computed_alignments.RECORD_NAME),
            encoding="utf-8") as f:
    key = json.load(f)["key"]
  assert key["inputs"]["demo"]["src"]["bytes"] == os.path.getsize(
      tmp_path / "a.en")


def test_without_eflomal_the_error_names_the_key_and_the_extra(tmp_path,
                                                               monkeypatch):
  monkeypatch.setitem(sys.modules, "eflomal", None)  # import eflomal fails
  write_lines(tmp_path / "a.en", _demo("en", 0, 20))
  write_lines(tmp_path / "a.sk", _demo("sk", 0, 20))
  with pytest.raises(ShardError) as e:
    _shard(tmp_path, _config({"demo": {"src": "a.en", "tgt": "a.sk",
                                       "alignment": "eflomal"}}))
  assert str(e.value) == (
      "tasks.t.inputs.demo.alignment: eflomal needs the eflomal package: "
      "pip install 't2t_dyn[align]'")


@needs_eflomal
def test_sides_of_different_lengths_are_named_with_their_files(tmp_path):
  write_lines(tmp_path / "a.en", _demo("en", 0, 20))
  write_lines(tmp_path / "a.sk", _demo("sk", 0, 19))
  # Found before eflomal runs (or any shard is written).
  with pytest.raises(data_config.DataConfigError,
                     match=r"tasks.t.inputs.demo: parallel files differ in "
                           r"length: .*a.en has 20 lines, .*a.sk has 19"):
    _shard(tmp_path, _config({"demo": {"src": "a.en", "tgt": "a.sk",
                                       "alignment": "eflomal"}}))


@pytest.mark.slow(reason="runs eflomal as a process")
@needs_eflomal
def test_a_factored_source_is_aligned_on_its_words(tmp_path):
  src, tgt = _demo("en", 500, 200), _demo("sk", 500, 200)
  mark = factors.SEPARATOR
  write_lines(tmp_path / "a.en", [
      " ".join(f"{w}{mark}{'cap' if w[:1].isupper() else 'low'}"
               for w in line.split()) for line in src])
  write_lines(tmp_path / "a.sk", tgt)
  config = _config({"demo": {"src": "a.en", "tgt": "a.sk",
                             "alignment": "eflomal"}}, source_factors=True)
  config["meta"]["train"]["source_factors"] = ["case"]
  _shard(tmp_path, config)
  _, stored = _stored(tmp_path, "demo.align.gz")
  # As for the words without factors: the factors are no part of
  # eflomal's statistics.
  assert _agreement(stored, _computed_by_hand(tmp_path, src, tgt)) > 0.5


@pytest.mark.parametrize("task, message", [
    ({"inputs": {"x": {"tfds": "wmt19_translate/cs-en", "src_key": "cs",
                       "tgt_key": "en", "alignment": "eflomal"}}},
     r"tasks.t.inputs.x.alignment: a TFDS input has no alignments, given "
     r"or computed \('eflomal'\)"),
    ({"type": "mono", "inputs": {"x": {"mono": "a.en",
                                       "alignment": "eflomal"}}},
     r"tasks.t.inputs.x.alignment: word alignments link a source and a "
     r"target: a monolingual input has none"),
])
def test_eflomal_on_tfds_or_monolingual_input_is_refused(tmp_path, task,
                                                         message):
  write_lines(tmp_path / "a.en", ["a line"])
  config = _config({})
  config["tasks"]["t"] = task
  with pytest.raises(data_config.DataConfigError, match=message) as e:
    data_config.load_data_config(config, base_dir=str(tmp_path))
  assert "unknown key" not in str(e.value)
