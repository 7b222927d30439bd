"""Tests for t2t_dyn.data_generators.translate and generator_utils, against
tensor2tensor's own compile_data and generate_lines_for_vocab."""

import gzip
import os
import shutil
import zipfile

import pytest

from tensor2tensor.data_generators import text_encoder as t2t_text_encoder

import t2t_reference
from t2t_dyn.data_generators import generator_utils
from t2t_dyn.data_generators import problem
from t2t_dyn.data_generators import text_encoder
from t2t_dyn.data_generators import text_problems
from t2t_dyn import test_utils
from t2t_dyn.data_generators import translate
from t2t_dyn.utils import registry

EN = ["Save the file?", "Close", "", "Open the &amp; menu", "Print <b>",
      "Quit now", "x"]
SK = ["Uložiť súbor?", "Zavrieť", "Otvoriť", "", "Tlačiť", "Skončiť teraz",
      "y"]


def _text(lines):
  return "".join(line + "\n" for line in lines)


def _corpora(directory):
  """Every kind of source Tensor2Tensor's compile_data reads, in
  `directory`; returns the datasets naming them."""
  os.makedirs(directory, exist_ok=True)
  join = lambda name: os.path.join(directory, name)  # noqa: E731
  en, sk = _text(EN).encode(), _text(SK).encode()
  test_utils.write_tar(join("corpus.tar.gz"), {"c/a.en": en, "c/a.sk": sk})
  test_utils.write_tar(join("more.tgz"), {"b.en.gz": gzip.compress(en),
                          "b.sk.gz": gzip.compress(sk)})
  with zipfile.ZipFile(join("z.zip"), "w") as zipped:
    zipped.writestr("z.en", en)
    zipped.writestr("z.sk", sk)
  with open(join("p.en"), "wb") as f:
    f.write(en)
  with open(join("p.sk"), "wb") as f:
    f.write(sk)
  tsv = ("1\tHello\tAhoj\nno tab in this line\n3\t\tprázdny\n"
         "4\tGood night\tDobrú noc\n")
  test_utils.write_tar(join("t.tar"), {"t1.tsv": tsv.encode()}, mode="w")
  tmx = ['<?xml version="1.0" encoding="UTF-8"?>', '<tmx version="1.4">',
         '<header srclang="en"/>', "<body>"]
  for english, slovak in zip(EN, SK):
    escaped = english.replace("&", "&amp;").replace("<", "&lt;")
    tmx += ["<tu>", '  <tuv xml:lang="en">', f"    <seg>{escaped}</seg>",
            "  </tuv>", '  <tuv xml:lang="sk">', f"    <seg>{slovak}</seg>",
            "  </tuv>", "</tu>"]
  tmx += ["</body>", "</tmx>"]
  # Gzipped: Tensor2Tensor reads a plain .tmx as text and then fails.
  with gzip.open(join("x.tmx.gz"), "wt", encoding="utf-8") as f:
    f.write("\n".join(tmx) + "\n")
  for name, lines in (("s.en.sgm", EN[:2]), ("s.sk.sgm", SK[:2])):
    with open(join(name), "w", encoding="utf-8") as f:
      f.write('<srcset setid="s">\n<doc docid="1">\n<p>\n' +
              "".join(f'<seg id="{i}">{line}</seg>\n'
                      for i, line in enumerate(lines, 1)) +
              "</p>\n</doc>\n</srcset>\n")
  return [["corpus.tar.gz", ("c/a.en", "c/a.sk")],
          ["more.tgz", ("b.en.gz", "b.sk.gz")],
          ["z.zip", ("z.en", "z.sk")],
          ["", ("p.en", "p.sk")],
          ["t.tar", ("tsv", 1, 2, "t*.tsv")],
          ["", ("tmx", "x.tmx.gz")],
          ["", ("s.en.sgm", "s.sk.sgm")]]


def _compiled(base):
  with open(base + ".lang1", encoding="utf-8") as a, open(
      base + ".lang2", encoding="utf-8") as b:
    return a.read().splitlines(), b.read().splitlines()


def test_compile_data_writes_what_tensor2tensors_writes(tmp_path):
  datasets = _corpora(str(tmp_path / "ours"))
  _corpora(str(tmp_path / "theirs"))
  ours = translate.compile_data(str(tmp_path / "ours"), datasets, "out")
  theirs = t2t_reference.compile_data()["compile_data"](
      str(tmp_path / "theirs"), datasets, "out")
  assert _compiled(ours) == _compiled(theirs)
  sources, targets = _compiled(ours)
  assert "Open the &amp; menu" not in sources  # Not a pair: empty target.
  assert ("Hello", "Ahoj") in zip(sources, targets)
  assert ("Save the file?", "Uložiť súbor?") in zip(sources, targets)
  assert len(sources) == 4 * 5 + 2 + 5 + 2  # Pair files, tsv, tmx, sgm.


def test_compile_data_refuses_what_tensor2tensor_loses(tmp_path):
  datasets = _corpora(str(tmp_path))
  with open(tmp_path / "p.sk", "a", encoding="utf-8") as f:
    f.write("one line more\n")
  with pytest.raises(ValueError, match=r"p\.en and .*p\.sk differ in "
                     r"length: .*p\.sk has more than 7 lines"):
    translate.compile_data(str(tmp_path), [datasets[3]], "unequal")
  with pytest.raises(translate.CorpusFileError,
                     match=r"c/a\.de is not in .* nor in .*corpus\.tar\.gz"):
    translate.compile_data(str(tmp_path),
                           [["corpus.tar.gz", ("c/a.en", "c/a.de")]], "m")
  with pytest.raises(ValueError, match="length_ratio_filter"):
    translate.compile_data(str(tmp_path), datasets[:1], "c", ["txt"])


def test_compiled_files_are_remade_when_a_source_changes(tmp_path):
  datasets = _corpora(str(tmp_path))
  base = translate.compile_data(str(tmp_path), [datasets[3]], "plain")
  assert _compiled(base)[0][0] == "Save the file?"
  for name, first in (("p.en", "Save it?"), ("p.sk", "Uložiť?")):
    lines = (tmp_path / name).read_text(encoding="utf-8").splitlines()
    (tmp_path / name).write_text(_text([first] + lines[1:]),
                                 encoding="utf-8")
  assert _compiled(translate.compile_data(
      str(tmp_path), [datasets[3]], "plain"))[0][0] == "Save it?"


def test_lines_for_vocab_are_tensor2tensors_sample(tmp_path):
  os.makedirs(tmp_path / "t2t")
  lines = [f"line {i} " + "word " * (i % 7) for i in range(400)]
  for directory in (tmp_path, tmp_path / "t2t"):
    (directory / "big.en").write_text(_text(lines), encoding="utf-8")
    test_utils.write_tar(str(directory / "bundle.tgz"), {"in.sk": _text(SK * 30).encode()})
  sources = [["", ["big.en"]], ["bundle.tgz", ["in.sk"]]]
  ours = list(generator_utils.generate_lines_for_vocab(str(tmp_path),
                                                       sources, 900))
  theirs = list(t2t_reference.generator_utils()["generate_lines_for_vocab"](
      str(tmp_path / "t2t"), sources, 900))
  assert ours == theirs and 10 < len(ours) < 400


def test_maybe_download_copies_local_files_and_gunzips(tmp_path):
  source = tmp_path / "source.txt.gz"
  source.write_bytes(gzip.compress(b"a\nb\n"))
  path = generator_utils.maybe_download(str(tmp_path / "dl"), "c.gz",
                                        str(source))
  generator_utils.gunzip_file(path, str(tmp_path / "dl" / "c"))
  assert (tmp_path / "dl" / "c").read_text() == "a\nb\n"
  source.write_bytes(gzip.compress(b"changed\n"))  # Present: not fetched.
  assert generator_utils.maybe_download(str(tmp_path / "dl"), "c.gz",
                                        str(source)) == path
  with pytest.raises(ValueError, match="neither a local file nor"):
    generator_utils.maybe_download(str(tmp_path), "f", "ftp://host/f")


@pytest.fixture
def ensk_problem(tmp_path):
  """A TranslateProblem of the corpora, as a user would write it."""
  datasets = _corpora(str(tmp_path / "tmp"))

  @registry.register_problem
  class TranslateEnskLocal(translate.TranslateProblem):

    @property
    def approx_vocab_size(self):
      return 80

    def source_data_files(self, dataset_split):
      train = dataset_split == problem.DatasetSplit.TRAIN
      return datasets[:5] if train else datasets[5:]

    def vocab_data_files(self):
      # Line files in tar archives or tmp_dir, what Tensor2Tensor's
      # generate_lines_for_vocab reads.
      return datasets[:2] + datasets[3:4]

  yield TranslateEnskLocal()
  registry.problems_registry().remove("translate_ensk_local")


def test_translate_problem_shards_compiled_splits_and_its_vocabulary(
    tmp_path, ensk_problem):
  data_dir, tmp_dir = str(tmp_path / "data"), str(tmp_path / "tmp")
  report = ensk_problem.generate_shards(data_dir, tmp_dir, log=lambda m: None)
  kept = {task.name: task.kept for task in report.tasks}
  assert kept == {"train": 22, "dev": 7}  # Tsv: 2 pairs; tmx + sgm: 5 + 2.
  assert os.path.isfile(os.path.join(
      tmp_dir, "translate_ensk_local-compiled-dev.lang1"))
  ensk_problem.generate_vocab(data_dir, tmp_dir, log=lambda m: None)
  ours = text_encoder.SubwordTextEncoder(
      os.path.join(data_dir, ensk_problem.vocab_filename))
  shutil.rmtree(os.path.join(tmp_path, "tmp"))
  _corpora(str(tmp_path / "again"))
  theirs = t2t_text_encoder.SubwordTextEncoder.build_from_generator(
      t2t_reference.generator_utils()["generate_lines_for_vocab"](
          str(tmp_path / "again"), ensk_problem.vocab_data_files()), 80,
      max_subtoken_length=200)
  assert ours.all_subtoken_strings == theirs.all_subtoken_strings


def test_a_translate_problem_with_its_own_samples_needs_no_corpora(
    tmp_path):
  # Users subclass TranslateProblem for its defaults and override
  # generate_samples, reading their own files; Tensor2Tensor asks for
  # source_data_files only in its own generate_samples.
  corpus = tmp_path / "data" / "train.tsv"
  corpus.parent.mkdir()
  corpus.write_text("a b\tb a\nc d\td c\ne\te\nf g\tg f\n",
                    encoding="utf-8")

  @registry.register_problem
  class TranslateOwnSamples(translate.TranslateProblem):

    @property
    def is_generate_per_split(self):
      return False

    @property
    def dataset_splits(self):
      return [{"split": problem.DatasetSplit.TRAIN, "shards": 1},
              {"split": problem.DatasetSplit.EVAL, "shards": 1}]

    @property
    def vocab_type(self):
      return text_problems.VocabType.CHARACTER

    def generate_samples(self, data_dir, tmp_dir, dataset_split):
      del tmp_dir, dataset_split
      with open(os.path.join(data_dir, "train.tsv"), encoding="utf-8") as f:
        for line in f:
          source, target = line.rstrip("\n").split("\t")
          yield {"inputs": source, "targets": target}

  try:
    report = TranslateOwnSamples().generate_shards(
        str(tmp_path / "data"), str(tmp_path / "tmp"), log=lambda m: None)
  finally:
    registry.problems_registry().remove("translate_own_samples")
  assert sum(task.kept for task in report.tasks) == 4
