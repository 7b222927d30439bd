"""Tests of t2t_dyn.shards.corpus: files, UTF-8 policy, counts, mixing and TFDS."""

import gzip
import os

import pytest

from t2t_dyn.config import data_config as data_config_lib
from t2t_dyn.shards import corpus
from t2t_dyn.shards.corpus import CorpusError


def write(path, data: bytes, compress: bool = False) -> str:
  with open(path, "wb") as f:
    f.write(gzip.compress(data, mtime=0) if compress else data)
  return str(path)


def load(tasks, base_dir, **shard):
  """The config of `tasks`; a mono task without transforms gets
  duplicate_mono (a config refuses a mono task that makes no pair)."""
  for task in tasks.values():
    if task.get("type") == "mono":
      task.setdefault("transforms", ["duplicate_mono"])
  return data_config_lib.load_data_config(
      {"meta": {"shard": shard}, "tasks": tasks}, base_dir=str(base_dir))


# count_lines and read_lines.


@pytest.mark.parametrize("data,lines", [
    (b"", 0), (b"\n", 1), (b"a", 1), (b"a\n", 1), (b"a\nb", 2),
    (b"a\r\nb\r\n", 2), (b"\n\n\n", 3)])
@pytest.mark.parametrize("compress", [False, True])
def test_count_lines(tmp_path, data, lines, compress):
  path = write(tmp_path / "f", data, compress)
  assert corpus.count_lines(path) == lines
  assert len(list(corpus.read_lines(path, "error"))) == lines


def test_count_lines_across_blocks(tmp_path):
  data = b"x" * (corpus.COUNT_BLOCK_BYTES - 1) + b"\n" + b"y\n" * 10 + b"z"
  assert corpus.count_lines(write(tmp_path / "f", data)) == 12


def test_read_lines_strips_lf_and_crlf_only(tmp_path):
  path = write(tmp_path / "f", b"a\r\nb\n c\rd \n\te\t")
  assert list(corpus.read_lines(path, "error")) == ["a", "b", " c\rd ",
                                                      "\te\t"]


def test_gzip_detected_by_magic_bytes_not_name(tmp_path):
  gzipped = write(tmp_path / "plain_name.txt", "čau\nahoj\n".encode(), True)
  plain = write(tmp_path / "looks_gzipped.gz", b"one\ntwo\n")
  assert corpus.is_gzip(gzipped) and not corpus.is_gzip(plain)
  assert list(corpus.read_lines(gzipped, "error")) == ["čau", "ahoj"]
  assert list(corpus.read_lines(plain, "error")) == ["one", "two"]


def test_invalid_utf8_stops_with_file_line_and_offset(tmp_path):
  path = write(tmp_path / "bad.txt", b"fine\nbad \xff byte\n")
  with pytest.raises(CorpusError) as e:
    list(corpus.read_lines(path, "error"))
  message = str(e.value)
  assert f"{path}:2:" in message
  assert "byte offset 9 of the file (byte 4 of the line)" in message
  assert "invalid_utf8: replace" in message


def test_invalid_utf8_in_gzip_names_line(tmp_path):
  path = write(tmp_path / "bad.gz", b"a\nb\nc\xc3\n", compress=True)
  with pytest.raises(CorpusError, match=f"{path}:3: invalid UTF-8"):
    list(corpus.read_lines(path, "error"))


def test_replace_counts_lines_and_characters(tmp_path):
  # A genuine U+FFFD in the input is not a replacement.
  path = write(tmp_path / "bad.txt",
               b"ok\n\xff\xfe two\nvalid \xef\xbf\xbd\nx\xc3\n")
  stats = corpus.InputStats("c", path, None, 4)
  lines = list(corpus.read_lines(path, "replace", stats))
  assert lines == ["ok", "\ufffd\ufffd two", "valid \ufffd", "x\ufffd"]
  assert (stats.utf8_replaced_lines, stats.utf8_replaced_chars) == (2, 3)


def test_damaged_gzip_is_reported(tmp_path):
  data = gzip.compress(b"line\n" * 1000, mtime=0)
  path = write(tmp_path / "cut.gz", data[:len(data) // 2])
  with pytest.raises(CorpusError, match="cut.gz"):
    corpus.count_lines(path)


# Task readers.


def test_parallel_line_count_mismatch_before_reading(tmp_path):
  src = write(tmp_path / "a.src", b"1\n2\n3\n")
  tgt = write(tmp_path / "a.tgt", b"1\n2\n")
  config = load({"t": {"type": "para",
                       "inputs": {"a": {"src": src, "tgt": tgt}}}}, tmp_path)
  with pytest.raises(CorpusError) as e:
    corpus.read_task_samples(config.tasks["t"], config.shard)  # Not iterated.
  message = str(e.value)
  assert src in message and tgt in message
  assert "has 3 lines" in message and "has 2 lines" in message


def test_para_and_mono_samples(tmp_path):
  src = write(tmp_path / "a.src", b"Hello\n  spaced  \n")
  tgt = write(tmp_path / "a.tgt", b"Ahoj\r\n\n")
  mono = write(tmp_path / "m.txt", b"jeden\ndva")
  config = load({
      "p": {"type": "para", "inputs": {"a": {"src": src, "tgt": tgt}}},
      "m": {"type": "mono", "inputs": {"mono_cs": {"mono": mono}}},
  }, tmp_path)
  # Raw text: no stripping or filtering here.
  assert list(corpus.read_task_samples(config.tasks["p"], config.shard)) == [
      {"inputs": "Hello", "targets": "Ahoj", "corpus": "a"},
      {"inputs": "  spaced  ", "targets": "", "corpus": "a"}]
  assert list(corpus.read_task_samples(config.tasks["m"], config.shard)) == [
      {"text": "jeden", "corpus": "mono_cs"},
      {"text": "dva", "corpus": "mono_cs"}]


def test_size_auto_counts_and_mixes_proportionally(tmp_path):
  big = write(tmp_path / "big.txt", "".join(f"b{i}\n" for i in range(300))
              .encode(), compress=True)
  small = write(tmp_path / "small.txt",
                "".join(f"s{i}\n" for i in range(100)).encode())
  config = load({"m": {"type": "mono", "inputs": {
      "big": {"mono": big}, "small": {"mono": small}}}}, tmp_path)
  reader = corpus.TaskReader(config.tasks["m"], config.shard)
  assert reader.stats["big"].counted_size == 300
  assert reader.stats["small"].mixing_size == 100
  names = [s["corpus"] for s in reader.samples()]
  assert names[:8] == ["big", "big", "big", "small"] * 2
  # Every prefix keeps the 3:1 mix.
  for end in range(4, 401, 4):
    assert names[:end].count("small") == end // 4
  assert reader.stats["big"].lines_read == 300
  assert reader.stats["small"].lines_read == 100


def test_declared_size_sets_mix_but_every_line_is_read(tmp_path):
  first = write(tmp_path / "a.txt", b"a\n" * 10)
  second = write(tmp_path / "b.txt", b"b\n" * 10)
  config = load({"m": {"type": "mono", "inputs": {
      "a": {"mono": first, "size": 30}, "b": {"mono": second, "size": 10}}}},
                tmp_path)
  reader = corpus.TaskReader(config.tasks["m"], config.shard)
  names = [s["corpus"] for s in reader.samples()]
  # a runs out early and drops out; b goes on alone.
  assert names[:8] == ["a", "a", "a", "b"] * 2
  assert names.count("a") == 10 and names.count("b") == 10
  assert names[-7:] == ["b"] * 7
  stats = reader.stats["a"]
  assert (stats.declared_size, stats.counted_size, stats.lines_read) == (
      30, 10, 10)


def test_interleave_is_deterministic_and_exact():
  sources = {"x": (lambda: iter(range(5)), 5), "y": (lambda: iter(range(3)), 3),
             "empty": (lambda: iter(()), 0)}
  first = list(corpus.interleave(sources))
  assert first == list(corpus.interleave(sources))
  # Ties (x at 5/5 and y at 3/3) go to the earlier source.
  assert [name for name, _ in first] == ["x", "y", "x", "x", "y", "x", "x",
                                         "y"]
  assert [item for name, item in first if name == "x"] == list(range(5))


def test_parallel_file_changed_while_reading(tmp_path):
  src = write(tmp_path / "a.src", b"1\n2\n")
  tgt = write(tmp_path / "a.tgt", b"1\n2\n")
  config = load({"t": {"type": "para",
                       "inputs": {"a": {"src": src, "tgt": tgt}}}}, tmp_path)
  samples = corpus.read_task_samples(config.tasks["t"], config.shard)
  write(tmp_path / "a.tgt", b"1\n")
  with pytest.raises(CorpusError, match=f"{tgt}:2: file ended before"):
    list(samples)


def test_where_names_file_and_line(tmp_path):
  src = write(tmp_path / "a.src", b"1\n2\n")
  tgt = write(tmp_path / "a.tgt", b"1\n2\n")
  config = load({"t": {"type": "para",
                       "inputs": {"a": {"src": src, "tgt": tgt}}}}, tmp_path)
  reader = corpus.TaskReader(config.tasks["t"], config.shard)
  assert reader.where("a", 1, "targets") == f"{tgt}:2"


def test_fingerprint_of_text_files(tmp_path):
  path = write(tmp_path / "m.txt", b"abc\n")
  config = load({"m": {"type": "mono", "inputs": {"c": {"mono": path}}}},
                tmp_path)
  record = corpus.fingerprint(config.tasks["m"].inputs["c"])
  assert record["mono"]["bytes"] == 4
  assert record["mono"]["mtime_ns"] == os.stat(path).st_mtime_ns


# TFDS.

TFDS_EXAMPLES = [
    {"en": "Hello, world!", "cs": "Ahoj, světe!", "raw": b"ok"},
    {"en": "Second line", "cs": "Druhý řádek", "raw": b"bad \xff"},
    {"en": "Third", "cs": "Třetí", "raw": b"ok"},
]


@pytest.fixture(scope="module")
def tfds_dir(tmp_path_factory):
  """A tiny TFDS dataset prepared locally (nothing is downloaded)."""
  import tensorflow_datasets as tfds  # pylint: disable=g-import-not-at-top
  tfds.disable_progress_bar()

  class T2tDynCorpusTestTiny(tfds.core.GeneratorBasedBuilder):
    """Three en-cs pairs and a feature with invalid UTF-8."""
    VERSION = tfds.core.Version("1.0.0")

    def _info(self):
      return tfds.core.DatasetInfo(
          builder=self, features=tfds.features.FeaturesDict({
              "en": tfds.features.Text(), "cs": tfds.features.Text(),
              "raw": tfds.features.Text()}))

    def _split_generators(self, dl_manager):
      del dl_manager
      return {"train": self._generate_examples()}

    def _generate_examples(self):
      for i, example in enumerate(TFDS_EXAMPLES):
        yield i, example

  data_dir = str(tmp_path_factory.mktemp("tfds"))
  T2tDynCorpusTestTiny(data_dir=data_dir).download_and_prepare()
  return data_dir


def tfds_task(tmp_path, data_dir, invalid_utf8="error", **keys):
  keys = keys or {"src_key": "en", "tgt_key": "cs"}
  config = load({"t": {"type": "para", "inputs": {"ted": {
      "tfds": "t2t_dyn_corpus_test_tiny", "tfds_data_dir": data_dir,
      **keys}}}}, tmp_path, invalid_utf8=invalid_utf8)
  return config.tasks["t"], config.shard


def test_tfds_samples_and_size(tmp_path, tfds_dir):
  task, shard = tfds_task(tmp_path, tfds_dir)
  reader = corpus.TaskReader(task, shard)
  assert reader.stats["ted"].counted_size == 3
  samples = sorted(reader.samples(), key=lambda s: s["inputs"])
  assert samples[0] == {"inputs": "Hello, world!", "targets": "Ahoj, světe!",
                        "corpus": "ted"}
  assert reader.stats["ted"].lines_read == 3
  assert reader.where("ted", 2, "inputs") == (
      "tfds:t2t_dyn_corpus_test_tiny/train:example 2")


def test_tfds_missing_feature_lists_available_keys(tmp_path, tfds_dir):
  task, shard = tfds_task(tmp_path, tfds_dir, src_key="en", tgt_key="de")
  with pytest.raises(CorpusError, match="no feature 'de'; its features: cs, "
                     "en, raw"):
    corpus.TaskReader(task, shard)


def test_tfds_invalid_utf8_policy(tmp_path, tfds_dir):
  task, shard = tfds_task(tmp_path, tfds_dir, src_key="en", tgt_key="raw")
  with pytest.raises(CorpusError, match=r"tfds:t2t_dyn_corpus_test_tiny/train:"
                     r"example \d: feature 'raw': invalid UTF-8"):
    list(corpus.TaskReader(task, shard).samples())
  task, shard = tfds_task(tmp_path, tfds_dir, "replace", src_key="en",
                          tgt_key="raw")
  reader = corpus.TaskReader(task, shard)
  assert "bad \ufffd" in [s["targets"] for s in reader.samples()]
  assert reader.stats["ted"].utf8_replaced_chars == 1


def test_tfds_unprepared_dataset_is_never_downloaded(tmp_path, tfds_dir):
  del tfds_dir  # Only for the builder class it registers.
  empty_dir = tmp_path / "empty_tfds"
  empty_dir.mkdir()
  for name in ("t2t_dyn_corpus_test_tiny", "t2t_dyn_no_such_dataset/cfg"):
    config = load({"t": {"type": "mono", "inputs": {"x": {
        "tfds": name, "tfds_data_dir": str(empty_dir), "text_key": "en"}}}},
                  tmp_path)
    with pytest.raises(CorpusError) as e:
      corpus.TaskReader(config.tasks["t"], config.shard)
    message = str(e.value)
    assert name in message and str(empty_dir) in message
    assert "never downloads" in message
    assert not os.listdir(empty_dir)
