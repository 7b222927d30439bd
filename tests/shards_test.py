"""Tests of t2t_dyn.shards: shard content, mix, manifest, resumption."""

import collections
import gzip
import hashlib
import io
import json
import os
import pathlib
import shutil
import subprocess
import sys
import textwrap

import pytest

from t2t_dyn import test_programs
from t2t_dyn.config import data_config
from t2t_dyn.data_generators import problem as problem_lib
from t2t_dyn.decoding import translator
from t2t_dyn.shards import corpus
from t2t_dyn.shards import layout
from t2t_dyn.shards import manifest as manifest_lib
from t2t_dyn.shards import reading
from t2t_dyn.shards import shard_stage
from t2t_dyn.shards import task_sharder
from t2t_dyn.shards.layout import ShardError, ShardMismatchError


def _work(tmp_path) -> pathlib.Path:
  """The work dir of the tests' data dir, tmp_path/data."""
  return pathlib.Path(layout.work_dir(str(tmp_path / "data")))


def _shards(tmp_path) -> pathlib.Path:
  return pathlib.Path(layout.shards_dir(str(tmp_path / "data")))


def write_lines(path, lines, compress=False, newline="\n") -> str:
  data = "".join(line + newline for line in lines).encode("utf-8")
  with open(path, "wb") as f:
    f.write(gzip.compress(data, mtime=0) if compress else data)
  return str(path)


def read_shard(path):
  """Lines of a shard file, split on \\n only (as the input pipeline does)."""
  with gzip.open(path, "rb") as f:
    text = f.read().decode("utf-8")
  assert text == "" or text.endswith("\n")
  return text.split("\n")[:-1]


def config_dict(tasks, **shard):
  """A config of `tasks`; a mono task without transforms gets
  duplicate_mono, since dyn-datagen refuses a task the vocab stage would."""
  for task in tasks.values():
    if task.get("type") == "mono" and "transforms" not in task:
      task["transforms"] = ["duplicate_mono"]
  return {"meta": {"shard": shard}, "tasks": tasks}


def make_problem(tasks, **shard) -> problem_lib.Problem:
  return problem_lib.Problem(data_config=config_dict(tasks, **shard))


def shard(problem, tmp_path, logs=None):
  return problem.generate_shards(
      str(tmp_path / "data"), str(tmp_path / "tmp"),
      log=(logs.append if logs is not None else lambda line: None))


def manifest(tmp_path):
  with open(_shards(tmp_path) / "manifest.json") as f:
    return json.load(f)


def task_files(tmp_path, task):
  task_dir = _shards(tmp_path) / task
  return sorted(os.listdir(task_dir)) if task_dir.exists() else []


def read_task(tmp_path, config, task):
  """[{feature: [lines]}] per shard, through shard_paths."""
  return [{feature: read_shard(path) for feature, path in files.items()}
          for files in reading.shard_paths(str(tmp_path / "data"), task,
                                            config)]


# Content of the shards.


def test_drops_are_counted_and_shards_hold_every_kept_line(tmp_path):
  src = ["a0 src", "", "a2 src", "  ", "a4 src\twith tab", "a5 src", " a6 src "]
  tgt = ["a0 tgt", "a1 tgt", "", " ", "a4 tgt", "a5 tgt", "a6 tgt"]
  problem = make_problem({"t": {"type": "para", "inputs": {
      "a": {"src": write_lines(tmp_path / "a.src", src),
            "tgt": write_lines(tmp_path / "a.tgt", tgt, newline="\r\n")},
      "b": {"src": write_lines(tmp_path / "b.src", ["b0 src", "b1 src"]),
            "tgt": write_lines(tmp_path / "b.tgt", ["b0 tgt", "b1 tgt"])},
  }}}, n_shards=3)
  report = shard(problem, tmp_path)
  inputs = report.tasks[0].inputs
  assert inputs["a"].dropped == {"empty_source": 1, "empty_target": 1,
                                 "empty_both": 1}
  assert (inputs["a"].lines_read, inputs["a"].kept) == (7, 4)
  assert (inputs["b"].lines_read, inputs["b"].kept) == (2, 2)

  shards = read_task(tmp_path, problem.get_data_config(), "t")
  pairs = [pair for files in shards
           for pair in zip(files["inputs"], files["targets"])]
  assert len(pairs) == sum(r.kept for r in inputs.values()) == 6
  # Tokens are separated by one ASCII space in the shards (Python's and
  # TensorFlow's splits then agree on every word).
  assert sorted(pairs) == [
      ("a0 src", "a0 tgt"), ("a4 src with tab", "a4 tgt"),
      ("a5 src", "a5 tgt"), ("a6 src", "a6 tgt"), ("b0 src", "b0 tgt"),
      ("b1 src", "b1 tgt")]
  assert report.tasks[0].shard_lines == [2, 2, 2]
  entry = manifest(tmp_path)["tasks"]["t"]
  assert entry["report"]["a"]["dropped"]["empty_both"] == 1
  assert entry["lines"] == 6


def test_shard_words_are_the_same_for_python_and_tensorflow(tmp_path):
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  line = "a\u00a0b  c\u2009d\u3000e\tf\x1cg"
  problem = make_problem({"t": {"type": "mono", "inputs": {
      "a": {"mono": write_lines(tmp_path / "a.txt", [line])}}}}, n_shards=1)
  shard(problem, tmp_path)
  [files] = read_task(tmp_path, problem.get_data_config(), "t")
  [text] = list(files.values())[0]
  assert text == "a b c d e f g"
  assert [w.decode() for w in tf.strings.split(text).numpy()] == text.split()


def test_mono_empty_lines_are_dropped(tmp_path):
  problem = make_problem({"m": {"type": "mono", "inputs": {"c": {
      "mono": write_lines(tmp_path / "m.txt", ["one", "", "\t", "two"])}}}},
                         n_shards=2)
  report = shard(problem, tmp_path)
  assert report.tasks[0].inputs["c"].dropped == {"empty_line": 2}
  shards = read_task(tmp_path, problem.get_data_config(), "m")
  assert [files["text"] for files in shards] == [["one"], ["two"]]


def test_every_shard_gets_the_same_corpus_mix(tmp_path):
  problem = make_problem({"t": {"type": "mono", "n_shards": 4, "inputs": {
      "big": {"mono": write_lines(tmp_path / "big.txt",
                                  [f"big {i}" for i in range(300)])},
      "small": {"mono": write_lines(tmp_path / "small.txt",
                                    [f"small {i}" for i in range(100)])}}}})
  shard(problem, tmp_path)
  shards = read_task(tmp_path, problem.get_data_config(), "t")
  for files in shards:
    mix = collections.Counter(line.split()[0] for line in files["text"])
    assert mix == {"big": 75, "small": 25}
  everything = sorted(line for files in shards for line in files["text"])
  assert everything == sorted([f"big {i}" for i in range(300)] +
                              [f"small {i}" for i in range(100)])


def test_shard_sizes_differ_by_at_most_one(tmp_path):
  sizes = {"a": 101, "b": 37, "c": 250}
  problem = make_problem({"t": {"type": "mono", "n_shards": 7, "inputs": {
      name: {"mono": write_lines(tmp_path / f"{name}.txt",
                                 [f"{name} {i}" for i in range(size)])}
      for name, size in sizes.items()}}})
  report = shard(problem, tmp_path)
  lines = report.tasks[0].shard_lines
  assert sum(lines) == sum(sizes.values())
  assert max(lines) - min(lines) <= 1
  shards = read_task(tmp_path, problem.get_data_config(), "t")
  for name in sizes:
    per_shard = [sum(line.startswith(name) for line in files["text"])
                 for files in shards]
    assert max(per_shard) - min(per_shard) <= 2, (name, per_shard)


def test_share_inputs_writes_no_shards(tmp_path):
  problem = make_problem({
      "mono_fi": {"type": "mono", "inputs": {"c": {
          "mono": write_lines(tmp_path / "fi.txt", ["a", "b", "c"])}}},
      "mono_fi_taboo": {"type": "mono", "share_inputs": "mono_fi"}},
                         n_shards=2)
  report = shard(problem, tmp_path)
  assert not (_shards(tmp_path) / "mono_fi_taboo").exists()
  assert manifest(tmp_path)["tasks"]["mono_fi_taboo"] == {
      "shard_record": {"share_inputs": "mono_fi"}}
  assert report.tasks[1].status == "shares inputs of mono_fi"
  config = problem.get_data_config()
  data_dir = str(tmp_path / "data")
  assert (reading.shard_paths(data_dir, "mono_fi_taboo", config) ==
          reading.shard_paths(data_dir, "mono_fi", config))


def test_gzip_input_and_size_auto_from_yaml_config(tmp_path):
  # The gzip file has no .gz name: it is recognized by its magic bytes.
  write_lines(tmp_path / "corpus.txt", [f"line {i}" for i in range(10)],
              compress=True)
  (tmp_path / "data.yaml").write_text(textwrap.dedent("""\
      meta:
        shard: {n_shards: 2}
      tasks:
        m:
          type: mono
          transforms: [duplicate_mono]
          inputs:
            c: {mono: corpus.txt, size: auto}
      """))
  problem = problem_lib.Problem(data_config=str(tmp_path / "data.yaml"))
  report = shard(problem, tmp_path)
  assert report.tasks[0].inputs["c"].counted_size == 10
  assert report.tasks[0].inputs["c"].declared_size is None
  shards = read_task(tmp_path, problem.get_data_config(), "m")
  assert sorted(line for files in shards for line in files["text"]) == sorted(
      f"line {i}" for i in range(10))


def test_declared_size_differing_from_count_is_reported(tmp_path):
  problem = make_problem({"m": {"type": "mono", "inputs": {"c": {
      "mono": write_lines(tmp_path / "m.txt", ["x"] * 10), "size": 50}}}})
  report = shard(problem, tmp_path)
  inputs = report.tasks[0].inputs["c"]
  assert (inputs.declared_size, inputs.counted_size, inputs.kept) == (50, 10,
                                                                      10)
  assert "m/c: size declared 50, counted 10" in report.format()


def test_report_table(tmp_path):
  path = write_lines(tmp_path / "m.txt", ["a", "", "b", "c", "d", "e"])
  problem = make_problem(
      {"t": {"type": "mono", "inputs": {"c": {"mono": path}}}}, n_shards=2)
  logs = []
  report = shard(problem, tmp_path, logs)
  text = report.format()
  assert text in logs
  lines = text.splitlines()
  assert lines[0].split() == ["task", "input", "read", "kept", "dropped",
                              "shards", "lines/shard", "status"]
  assert lines[1].split() == ["t", "c", "6", "5", "1", "(empty_line", "1)"]
  assert lines[2].split()[-4:] == ["1)", "2", "2-3", "written"]
  assert f"manifest: {_shards(tmp_path) / 'manifest.json'}" in text
  assert "(5 words)" in text


# Manifest, resumption and compatibility.


def test_manifest_records_sizes_and_hashes_reproducibly(tmp_path):
  tasks = {"t": {"type": "para", "inputs": {"c": {
      "src": write_lines(tmp_path / "c.src", [f"s{i}" for i in range(9)]),
      "tgt": write_lines(tmp_path / "c.tgt", [f"t{i}" for i in range(9)])}}}}
  shard(make_problem(tasks, n_shards=2), tmp_path)
  entry = manifest(tmp_path)["tasks"]["t"]
  assert manifest(tmp_path)["format_version"] == manifest_lib.MANIFEST_FORMAT
  assert entry["shard_record"]["n_shards"] == 2
  assert entry["fingerprints"]["inputs"]["c"]["src"]["bytes"] == 27
  task_dir = _shards(tmp_path) / "t"
  for info in entry["shards"]:
    for feature, file_info in info["files"].items():
      path = task_dir / file_info["name"]
      assert path.name == (f"t-{info['index']:05d}-of-00002.{feature}.gz")
      assert os.path.getsize(path) == file_info["bytes"]
      with gzip.open(path, "rb") as f:
        assert hashlib.sha256(f.read()).hexdigest() == file_info["sha256"]
      assert len(read_shard(path)) == info["lines"]
  # Same config and input, another data_dir: byte-identical shards.
  other = tmp_path / "again"
  other.mkdir()
  shard(make_problem(tasks, n_shards=2), other)
  assert manifest(other)["tasks"]["t"]["shards"] == entry["shards"]


def test_shards_made_before_the_problem_module_moved_stay_up_to_date(
    tmp_path):
  # Data dirs sharded while Problem lived at t2t_dyn/problem.py name that
  # class path; after the move to Tensor2Tensor's path they need no reshard.
  path = write_lines(tmp_path / "m.txt", [f"w{i}" for i in range(5)])
  tasks = {"m": {"type": "mono", "inputs": {"c": {"mono": path}}}}
  shard(make_problem(tasks, n_shards=1), tmp_path)
  old = manifest(tmp_path)
  origin = old["tasks"]["m"]["fingerprints"]["generate_samples"]
  assert origin["class"] == "t2t_dyn.data_generators.problem.Problem"
  origin["class"] = "t2t_dyn.problem.Problem"
  with open(_shards(tmp_path) / "manifest.json", "w") as f:
    json.dump(old, f)
  logs = []
  shard(make_problem(tasks, n_shards=1), tmp_path, logs)
  assert "shard: task m: skipped (up to date)" in logs


def test_rerun_skips_and_changes_rebuild(tmp_path):
  path = write_lines(tmp_path / "m.txt", [f"w{i}" for i in range(20)])
  tasks = {"m": {"type": "mono", "inputs": {"c": {"mono": path}}}}
  shard(make_problem(tasks, n_shards=4), tmp_path)
  first = manifest(tmp_path)["tasks"]["m"]
  shard_file = _shards(tmp_path) / "m" / "m-00000-of-00004.text.gz"
  mtime = os.stat(shard_file).st_mtime_ns

  logs = []
  report = shard(make_problem(tasks, n_shards=4), tmp_path, logs)
  assert "shard: task m: skipped (up to date)" in logs
  assert report.tasks[0].status == "skipped (up to date)"
  assert report.tasks[0].kept == 20
  assert os.stat(shard_file).st_mtime_ns == mtime
  assert manifest(tmp_path)["tasks"]["m"] == first

  logs = []
  shard(make_problem(tasks, n_shards=2), tmp_path, logs)
  assert any("tasks.m.n_shards: shards were made with 4, config has 2" in line
             for line in logs)
  assert task_files(tmp_path, "m") == [
      "m-00000-of-00002.text.gz", "m-00001-of-00002.text.gz",
      "word_counts.tsv.gz"]

  write_lines(path, [f"w{i}" for i in range(30)])
  logs = []
  report = shard(make_problem(tasks, n_shards=2), tmp_path, logs)
  assert any("input changed: tasks.m.inputs.c.mono.bytes" in line
             for line in logs)
  assert report.tasks[0].kept == 30

  os.remove(_shards(tmp_path) / "m" / "m-00001-of-00002.text.gz")
  logs = []
  shard(make_problem(tasks, n_shards=2), tmp_path, logs)
  assert any("file missing" in line for line in logs)
  assert len(task_files(tmp_path, "m")) == 3


class FailingProblem(problem_lib.Problem):
  """Yields some samples of task 'bad', then fails."""

  def generate_samples(self, data_dir, tmp_dir, dataset_split):
    if dataset_split.task.name != "bad":
      yield from super().generate_samples(data_dir, tmp_dir, dataset_split)
      return
    for i in range(50):
      yield {"text": f"sample {i}"}
    raise RuntimeError("generate_samples failed")


def test_failure_mid_task_leaves_no_files(tmp_path):
  path = write_lines(tmp_path / "m.txt", ["a", "b"])
  config = config_dict({
      "good": {"type": "mono", "inputs": {"c": {"mono": path}}},
      "bad": {"type": "mono", "inputs": {"c": {"mono": path}}}}, n_shards=2)
  # The sharder would flush big enough batches to disk before failing.
  with pytest.raises(RuntimeError, match="generate_samples failed"):
    shard(FailingProblem(data_config=config), tmp_path)
  assert task_files(tmp_path, "bad") == []
  assert [name for name in os.listdir(_shards(tmp_path))
          if name.startswith(".")] == []
  tasks = manifest(tmp_path)["tasks"]
  assert "bad" not in tasks and "good" in tasks
  assert len(task_files(tmp_path, "good")) == 3


def test_stale_temp_files_of_a_killed_run_are_removed(tmp_path):
  problem = make_problem({"m": {"type": "mono", "inputs": {"c": {
      "mono": write_lines(tmp_path / "m.txt", ["a", "b"])}}}}, n_shards=2)
  task_dir = _shards(tmp_path) / "m"
  task_dir.mkdir(parents=True)
  (task_dir / ".m-00000-of-00002.text.gz.tmp-999999").write_bytes(b"half")
  (_work(tmp_path) / ".word_vocab.txt.tmp-999999").write_text("half")
  logs = []
  shard(problem, tmp_path, logs)
  assert "shard: removed 2 temp file(s) of an interrupted run" in logs
  assert not [name for name in os.listdir(task_dir) if name.startswith(".")]
  assert not (_work(tmp_path) / ".word_vocab.txt.tmp-999999").exists()


def test_check_shards_compatible_lists_key_path_diffs(tmp_path):
  path = write_lines(tmp_path / "m.txt", ["a", "b"])
  tasks = {"m": {"type": "mono", "n_shards": 8,
                 "inputs": {"c": {"mono": path}}}}
  shard(make_problem(tasks), tmp_path)
  data_dir = str(tmp_path / "data")
  manifest_lib.check_shards_compatible(make_problem(tasks).get_data_config(),
                                   data_dir)

  changed = {"m": {**tasks["m"], "n_shards": 4},
             "new": {"type": "mono", "inputs": {"c": {"mono": path}}}}
  config = make_problem(changed, pretokenize=True).get_data_config()
  with pytest.raises(ShardMismatchError) as e:
    manifest_lib.check_shards_compatible(config, data_dir)
  message = str(e.value)
  assert "tasks.m.n_shards: shards were made with 8, config has 4" in message
  assert ("tasks.m.pretokenize: shards were made with false, config has true"
          in message)
  assert "tasks.new: not sharded yet" in message
  assert "dyn-datagen --stage=shard" in message
  with pytest.raises(ShardMismatchError, match="tasks.m.n_shards"):
    reading.shard_paths(data_dir, "m", config)


# Word vocabulary.


def test_word_vocab_counts_after_pretokenization(tmp_path):
  src = write_lines(tmp_path / "a.src", ["Hello, world!", "Hello again."])
  tgt = write_lines(tmp_path / "a.tgt", ["Ahoj, světe!", "Ahoj znovu."])
  problem = make_problem({
      "en_cs": {"type": "para", "inputs": {"a": {"src": src, "tgt": tgt}}},
      # Shares en_cs's shards: its words are not counted twice.
      "en_cs_noisy": {"type": "para", "share_inputs": "en_cs"},
      "valid": {"type": "para", "split": "valid", "inputs": {
          "v": {"src": write_lines(tmp_path / "v.src", ["Unseen words"]),
                "tgt": write_lines(tmp_path / "v.tgt", ["Neviděná slova"])}}},
  }, pretokenize=True)
  report = shard(problem, tmp_path)
  vocab = pathlib.Path(layout.word_vocab_path(str(tmp_path / "data"))).read_text(encoding="utf-8")
  assert vocab.splitlines() == [
      "2\t!", "2\t,", "2\t.", "2\t▁Ahoj", "2\t▁Hello", "1\t▁again",
      "1\t▁světe", "1\t▁world", "1\t▁znovu"]
  assert report.word_vocab_size == 9
  counts = dict(reading.read_word_counts(str(
      _shards(tmp_path) / "en_cs" / "word_counts.tsv.gz")))
  assert counts["▁Hello"] == 2 and sum(counts.values()) == 14


# Errors name where the bad sample came from.


def test_invalid_utf8_stops_sharding_with_file_and_line(tmp_path):
  path = tmp_path / "m.txt"
  path.write_bytes(b"good\nbad \xc3\x28\n")
  problem = make_problem({"m": {"type": "mono", "inputs": {"c": {
      "mono": str(path)}}}})
  with pytest.raises(data_config.DataConfigError,
                     match=f"tasks.m.inputs.c: {path}:2: invalid UTF-8"):
    shard(problem, tmp_path)
  assert not (tmp_path / "data.t2t_dyn").exists()


def test_invalid_utf8_replace_is_reported(tmp_path):
  path = tmp_path / "m.txt"
  path.write_bytes(b"good\nbad \xff\xfe\n")
  problem = make_problem({"m": {"type": "mono", "inputs": {"c": {
      "mono": str(path)}}}}, invalid_utf8="replace")
  report = shard(problem, tmp_path)
  inputs = report.tasks[0].inputs["c"]
  assert (inputs.utf8_replaced_lines, inputs.utf8_replaced_chars) == (1, 2)
  assert "m/c: invalid UTF-8 replaced by U+FFFD on 1 line(s), 2 character(s)" \
      in report.format()


def test_pretokenize_errors_name_file_and_line(tmp_path):
  src = write_lines(tmp_path / "a.src", ["fine", "▁already marked"])
  tgt = write_lines(tmp_path / "a.tgt", ["raw text", "ok"])
  tasks = {"t": {"type": "para", "inputs": {"a": {"src": src, "tgt": tgt}}}}
  with pytest.raises(ShardError, match=f"{src}:2 .*U\\+2581"):
    shard(make_problem(tasks, pretokenize=True), tmp_path)
  with pytest.raises(ShardError, match=f"{tgt}:1 .*not pretokenized text"):
    shard(make_problem(tasks, predetokenize=True), tmp_path)
  assert task_files(tmp_path, "t") == []


def test_predetokenize_removes_markers(tmp_path):
  problem = make_problem({"m": {"type": "mono", "inputs": {"c": {
      "mono": write_lines(tmp_path / "m.txt", ["▁Hello , ▁world !", "▁"])}}}},
                         predetokenize=True, n_shards=1)
  report = shard(problem, tmp_path)
  assert report.tasks[0].inputs["c"].dropped == {"empty_line": 1}
  shards = read_task(tmp_path, problem.get_data_config(), "m")
  assert shards[0]["text"] == ["Hello, world!"]


def test_carriage_return_inside_a_line_names_file_and_line(tmp_path):
  src = write_lines(tmp_path / "a.src", ["one", "two\rthree"])
  tgt = write_lines(tmp_path / "a.tgt", ["1", "2"])
  problem = make_problem({"t": {"type": "para", "inputs": {"a": {
      "src": src, "tgt": tgt}}}})
  with pytest.raises(ShardError, match=f"{src}:2 .*line break"):
    shard(problem, tmp_path)


class CustomProblem(problem_lib.Problem):
  """Yields the samples given to its constructor."""

  def __init__(self, samples, **kwargs):
    super().__init__(**kwargs)
    self.samples = samples

  def generate_samples(self, data_dir, tmp_dir, dataset_split):
    return iter(self.samples)


def custom_problem(tmp_path, samples):
  del tmp_path  # Samples made in code: the task names no inputs.
  return CustomProblem(samples, data_config=config_dict({"t": {
      "type": "para"}}, n_shards=2))


def test_custom_generate_samples_reported_by_corpus_key(tmp_path):
  problem = custom_problem(tmp_path, [
      {"inputs": "a", "targets": "b", "corpus": "web"},
      {"inputs": "c", "targets": ""},
      {"inputs": "e", "targets": "f"}])
  report = shard(problem, tmp_path)
  inputs = report.tasks[0].inputs
  assert (inputs["web"].kept, inputs["generate_samples"].kept) == (1, 1)
  assert inputs["generate_samples"].dropped == {"empty_target": 1}
  origin = manifest(tmp_path)["tasks"]["t"]["fingerprints"]["generate_samples"]
  assert origin["class"] == f"{__name__}.CustomProblem"
  with open(__file__, "rb") as f:
    assert origin["source_sha256"] == hashlib.sha256(f.read()).hexdigest()


def test_a_test_task_keeps_pairs_whose_reference_is_unknown(tmp_path):
  # A headline-generation problem yields its TEST split with empty
  # targets (the headlines are what is to be generated); Tensor2Tensor
  # kept them. A training task still drops them.
  samples = [{"inputs": "first article", "targets": ""},
             {"inputs": "second article", "targets": "a headline"},
             {"inputs": "", "targets": "no article"}]
  problem = CustomProblem(samples, data_config=config_dict({
      "t": {"type": "para"},
      "held_out": {"type": "para", "split": "test"}}, n_shards=2))
  report = shard(problem, tmp_path)
  reports = {task.name: task.inputs["generate_samples"]
             for task in report.tasks}
  assert reports["t"].dropped == {"empty_target": 1, "empty_source": 1}
  assert (reports["held_out"].kept, reports["held_out"].dropped,
          reports["held_out"].empty_targets_kept) == (2, {
              "empty_source": 1}, 1)
  assert ("held_out/generate_samples: 1 pairs without a target kept" in
          report.format())
  config = problem.get_data_config()
  assert sorted(translator.task_lines(config, str(tmp_path / "data"),
                                      "held_out", side=1)) == [
                                          "", "a headline"]


def test_task_of_a_code_problem_needs_no_inputs_and_is_counted(tmp_path):
  samples = [{"inputs": f"a{i}", "targets": f"b{i}",
              "corpus": "web" if i % 3 else "news"} for i in range(30)]
  report = shard(custom_problem(tmp_path, samples), tmp_path)
  inputs = report.tasks[0].inputs
  assert {name: r.kept for name, r in inputs.items()} == {"news": 10,
                                                          "web": 20}
  entry = manifest(tmp_path)["tasks"]["t"]
  assert entry["lines"] == 30 and entry["fingerprints"]["inputs"] == {}
  assert entry["report"]["web"]["lines_read"] == 20


def test_a_task_without_inputs_is_one_error_for_a_config_problem(tmp_path):
  with pytest.raises(data_config.DataConfigError) as info:
    make_problem({"t": {"type": "para"}}).get_data_config()
  assert info.value.errors == [
      "tasks.t.inputs: missing: a task needs inputs or share_inputs, unless "
      "its problem's generate_samples makes the samples in code"]


def test_a_code_problem_yielding_nothing_is_an_error(tmp_path):
  with pytest.raises(ShardError, match="task 't': no samples to shard: 0 "
                     "read"):
    shard(custom_problem(tmp_path, []), tmp_path)


CODE_PROBLEM = """
from t2t_dyn.data_generators import problem
from t2t_dyn.utils import registry

@registry.register_problem
class {name}(problem.Problem):
  data_config = {{"meta": {{"shard": {{"n_shards": 1}}, "train": {{"name": "s"}}}},
                 "tasks": {{"t": {{"type": "mono",
                                  "transforms": ["duplicate_mono"]}}}}}}
  LINES = {lines}

  def generate_samples(self, data_dir, tmp_dir, dataset_split):
    for i in range(self.LINES):
      yield {{"text": f"line {{i}}"}}

  def samples_fingerprint(self, data_dir, tmp_dir, task):
    return {{"release": {release!r}}}
"""


def _code_problem(tmp_path, name, lines, release):
  """A problem module written to tmp_path/<name>_dir, imported afresh by
  a program run (test_programs.run: the module is unloaded after it)."""
  directory = tmp_path / f"{name}_dir"
  directory.mkdir(exist_ok=True)
  # Bytecode cached by a run in the same second, of a source of the same
  # size, would pass for the new source.
  shutil.rmtree(directory / "__pycache__", ignore_errors=True)
  (directory / "__init__.py").write_text(
      CODE_PROBLEM.format(name=name, lines=lines, release=release))
  script = tmp_path / "generate.py"
  script.write_text(textwrap.dedent(f"""\
      from t2t_dyn.utils import registry, usr_dir
      usr_dir.import_usr_dir({str(directory)!r})
      problem = registry.problem(registry.default_name(
          type("{name}", (), {{}})))
      problem.generate_shards({str(tmp_path / "data")!r}, "", log=print)
      """))
  result = test_programs.run(str(script))
  assert result.returncode == 0, result.stderr
  return result.stdout


def test_a_change_in_the_problem_code_or_fingerprint_reshards(tmp_path):
  first = _code_problem(tmp_path, "CodeLines", 5, "v1")
  assert "shard: task t: building (not sharded yet)" in first
  assert "shard: task t: skipped (up to date)" in _code_problem(
      tmp_path, "CodeLines", 5, "v1")
  changed = _code_problem(tmp_path, "CodeLines", 7, "v1")
  assert ("input changed: tasks.t.generate_samples.source_sha256" in changed
          and "7 samples read" in changed)
  released = _code_problem(tmp_path, "CodeLines", 7, "v2")
  assert ('input changed: tasks.t.generate_samples.fingerprint.release: was '
          '"v1", now "v2"' in released)


@pytest.mark.parametrize("bad_sample,message", [
    ({"inputs": "a\nb", "targets": "c"},
     "task 't', corpus 'generate_samples', sample 2: feature 'inputs' has a "
     "line break"),
    ({"inputs": "a", "text": "c", "corpus": "web"},
     "task 't', corpus 'web', sample 2: missing feature 'targets' \\(sample "
     "keys: inputs, text, corpus\\)"),
    ({"inputs": b"a", "targets": "c"}, "feature 'inputs' is bytes, not str"),
    ({"inputs": "a\ud800", "targets": "c"}, "cannot be written as UTF-8"),
    (("a", "b"), "sample 2: expected a dict with inputs, targets, got tuple"),
])
def test_bad_custom_samples_are_errors(tmp_path, bad_sample, message):
  problem = custom_problem(tmp_path, [{"inputs": "ok", "targets": "ok"},
                                      bad_sample])
  with pytest.raises(ShardError, match=message):
    shard(problem, tmp_path)
  assert task_files(tmp_path, "t") == []


def test_task_without_samples_is_an_error(tmp_path):
  problem = make_problem({"m": {"type": "mono", "inputs": {"c": {
      "mono": write_lines(tmp_path / "m.txt", ["", " "])}}}})
  with pytest.raises(ShardError, match="task 'm': no samples to shard: 2 "
                     "read, dropped 2 \\(empty_line 2\\)"):
    shard(problem, tmp_path)


# TFDS.


@pytest.fixture(scope="module")
def tfds_dir(tmp_path_factory):
  """A tiny TFDS dataset prepared locally (nothing is downloaded)."""
  import tensorflow_datasets as tfds  # pylint: disable=g-import-not-at-top
  tfds.disable_progress_bar()

  class T2tDynShardingTestTiny(tfds.core.GeneratorBasedBuilder):
    """Five en-cs pairs, one with an empty side."""
    VERSION = tfds.core.Version("1.0.0")

    def _info(self):
      return tfds.core.DatasetInfo(
          builder=self, features=tfds.features.Translation(
              languages=["cs", "en"]))

    def _split_generators(self, dl_manager):
      del dl_manager
      return {"train": self._generate_examples()}

    def _generate_examples(self):
      for i in range(5):
        yield i, {"en": f"Sentence {i}." if i != 3 else "",
                  "cs": f"Věta {i}."}

  data_dir = str(tmp_path_factory.mktemp("tfds"))
  T2tDynShardingTestTiny(data_dir=data_dir).download_and_prepare()
  return data_dir


def test_tfds_input_is_sharded(tmp_path, tfds_dir):
  problem = make_problem({"en_cs": {"type": "para", "inputs": {
      "tiny": {"tfds": "t2t_dyn_sharding_test_tiny", "tfds_data_dir": tfds_dir,
               "src_key": "en", "tgt_key": "cs"},
      "text": {"src": write_lines(tmp_path / "a.src", ["Text."]),
               "tgt": write_lines(tmp_path / "a.tgt", ["Text."])}}}},
                         n_shards=2)
  report = shard(problem, tmp_path)
  tiny = report.tasks[0].inputs["tiny"]
  assert (tiny.lines_read, tiny.kept, tiny.counted_size) == (5, 4, 5)
  assert tiny.dropped == {"empty_source": 1}
  shards = read_task(tmp_path, problem.get_data_config(), "en_cs")
  pairs = sorted(pair for files in shards
                 for pair in zip(files["inputs"], files["targets"]))
  assert pairs == [("Sentence 0.", "Věta 0."), ("Sentence 1.", "Věta 1."),
                   ("Sentence 2.", "Věta 2."), ("Sentence 4.", "Věta 4."),
                   ("Text.", "Text.")]
  fingerprint = manifest(tmp_path)["tasks"]["en_cs"]["fingerprints"][
      "inputs"]["tiny"]
  assert fingerprint["num_examples"] == 5 and fingerprint["split"] == "train"
  logs = []
  shard(problem, tmp_path, logs)
  assert "shard: task en_cs: skipped (up to date)" in logs


def test_unprepared_tfds_dataset_is_never_downloaded(tmp_path):
  empty_dir = tmp_path / "empty_tfds"
  empty_dir.mkdir()
  problem = make_problem({"t": {"type": "mono", "inputs": {"x": {
      "tfds": "t2t_dyn_never_prepared", "tfds_data_dir": str(empty_dir),
      "text_key": "text"}}}})
  with pytest.raises(data_config.DataConfigError,
                     match="'t2t_dyn_never_prepared' is not prepared in data "
                     f"dir {empty_dir}; t2t_dyn never downloads"):
    shard(problem, tmp_path)
  assert not os.listdir(empty_dir)
  assert task_files(tmp_path, "t") == []


# Lightness and memory.


@pytest.mark.slow(reason="starts a Python process")
def test_sharding_text_does_not_import_tensorflow(tmp_path):
  config = config_dict({"m": {"type": "mono", "inputs": {"c": {
      "mono": write_lines(tmp_path / "m.txt", ["a"])}}}})
  code = textwrap.dedent(f"""\
      import sys
      from t2t_dyn.data_generators import problem
      problem.Problem(data_config={config!r}).generate_shards(
          {str(tmp_path / "data")!r}, "", log=len)
      print(sorted(m for m in sys.modules if m.startswith("tensorflow")))
      """)
  result = subprocess.run([sys.executable, "-c", code], capture_output=True,
                          text=True, check=True)
  assert result.stdout.strip() == "[]"


SHARD_SCRIPT = """
import json, sys
from t2t_dyn.data_generators import problem
config, data_dir = json.loads(sys.argv[1]), sys.argv[2]
report = problem.Problem(data_config=config).generate_shards(
    data_dir, data_dir + "/tmp", log=lambda line: None)
print(report.tasks[0].kept)
"""

# Linux carries the peak RSS of the process that forks a child into the
# child's ru_maxrss, and this test process holds TensorFlow (600 MB) after
# the TFDS tests: a small launcher process runs the sharder and reports
# getrusage(RUSAGE_CHILDREN) for it alone.
LAUNCHER = """
import resource, subprocess, sys
done = subprocess.run([sys.executable, "-c", *sys.argv[1:]],
                      capture_output=True, text=True)
if done.returncode:
  sys.exit(done.stderr)
print(done.stdout.strip(),
      resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
"""


def peak_rss_kib_of_shard_run(corpus_path, data_dir):
  """Shards a mono corpus in a child process: (lines kept, peak RSS KiB)."""
  config = config_dict({"m": {"type": "mono", "inputs": {"c": {
      "mono": str(corpus_path)}}}}, n_shards=4)
  launched = subprocess.run(
      [sys.executable, "-c", LAUNCHER, SHARD_SCRIPT, json.dumps(config),
       str(data_dir)], capture_output=True, text=True)
  assert launched.returncode == 0, launched.stderr
  kept, peak_rss = launched.stdout.split()
  return int(kept), int(peak_rss)


@pytest.mark.slow(reason="shards a million lines in Python processes")
def test_sharding_streams_in_constant_memory(tmp_path):
  import random  # pylint: disable=g-import-not-at-top
  rng = random.Random(0)
  vocabulary = [f"w{i}" for i in range(2000)]
  block = "".join(" ".join(rng.choices(vocabulary, k=rng.randint(3, 8))) + "\n"
                  for _ in range(100_000))
  small, big = tmp_path / "small.txt", tmp_path / "big.txt"
  small.write_text(block)
  with open(big, "w") as f:
    for _ in range(10):  # 1 million lines.
      f.write(block)
  small_lines, small_rss = peak_rss_kib_of_shard_run(small, tmp_path / "d1")
  big_lines, big_rss = peak_rss_kib_of_shard_run(big, tmp_path / "d2")
  assert (small_lines, big_lines) == (100_000, 1_000_000)
  assert big_rss < 250 * 1024, big_rss
  # At most ~11 bytes a line more for the 900,000 more lines (a streaming
  # sharder's peak grows under 1 MB; a Python object per line kept in
  # memory takes tens of bytes).
  assert big_rss - small_rss < 10 * 1024, (small_rss, big_rss)


def test_too_many_shard_files_for_the_open_file_limit(tmp_path, monkeypatch):
  monkeypatch.setattr(task_sharder.resource, "getrlimit", lambda kind: (256, 256))
  problem = make_problem({"m": {"type": "mono", "n_shards": 300, "inputs": {
      "c": {"mono": write_lines(tmp_path / "m.txt", ["a"])}}}})
  with pytest.raises(ShardError, match="task 'm': writing its 300 shard files "
                     "at once needs 364 open files, but the limit is 256"):
    shard(problem, tmp_path)


class _Terminal(io.StringIO):

  def isatty(self):
    return True


def test_progress_on_a_terminal_names_rate_and_time_left_and_clears():
  terminal = _Terminal()
  progress = shard_stage.Progress("en_cs", 8192, terminal, interval=0.0)
  progress(4096)
  line = terminal.getvalue()
  assert line.startswith("\rshard: task en_cs: 4,096 of 8,192 samples (50%), ")
  assert "/s, about " in line and line.rstrip().endswith(" left")
  progress.close()
  assert terminal.getvalue().endswith("\r")
  log = io.StringIO()  # Not a terminal: logs keep the summary line only.
  quiet = shard_stage.Progress("en_cs", 8192, log, interval=0.0)
  quiet(4096)
  quiet.close()
  assert log.getvalue() == ""


def test_sharding_reports_progress_while_it_reads(tmp_path):
  lines = [f"w{i}" for i in range(9000)]
  (tmp_path / "a.txt").write_text("\n".join(lines) + "\n")
  config = data_config.load_data_config(
      {"tasks": {"t": {"inputs": {"x": {"src": "a.txt", "tgt": "a.txt"}}}}},
      base_dir=str(tmp_path))
  task = config.task("t")
  calls = []
  sharder = task_sharder.TaskSharder(config, task, str(tmp_path / "data"))
  sharder.run(corpus.TaskReader(task, config.shard), {}, calls.append)
  sharder.discard()
  assert calls == [4096, 8192]
