"""Tests of Tensor2Tensor's translation problems at their module paths
(t2t_dyn.data_generators.translate_en*), against Tensor2Tensor's own
definitions: its modules' source run unchanged over t2t_dyn's base classes
(t2t_reference.problem_module), so what is compared is what each of its
problems overrides, and the samples it yields from the same local corpora."""

import gzip
import importlib
import os
import subprocess
import sys
import textwrap
import types
import zipfile

import pytest

import t2t_reference
from t2t_dyn import test_utils
from t2t_dyn.data_generators import problem
from t2t_dyn.data_generators import text_encoder
from t2t_dyn.data_generators import text_problems
from t2t_dyn.data_generators import translate
from t2t_dyn.utils import registry

MODULES = ("translate_encs", "translate_ende", "translate_enet",
           "translate_enfr", "translate_enro", "translate_envi")
SPLITS = (problem.DatasetSplit.TRAIN, problem.DatasetSplit.EVAL,
          problem.DatasetSplit.TEST)
# The properties every problem is compared on, overridden or not.
COMPARED = ("approx_vocab_size", "vocab_type", "vocab_filename",
            "packed_length", "is_generate_per_split", "dataset_splits",
            "has_inputs", "already_shuffled", "inputs_prefix",
            "targets_prefix", "use_vocab_from_other_problem")


class _WikiLanguageModel:
  """Stands for wiki_lm's language model, which no provided problem uses."""


def _their_module(module):
  return t2t_reference.problem_module(f"data_generators/{module}", {
      "data_generators.problem": problem,
      "data_generators.text_encoder": text_encoder,
      "data_generators.text_problems": text_problems,
      "data_generators.translate": translate,
      "data_generators.wiki_lm": types.SimpleNamespace(
          LanguagemodelDeEnFrRoWiki64k=_WikiLanguageModel)})


def _theirs(module):
  return _their_module(module).registered_problems


def _ours(module):
  return importlib.import_module(f"t2t_dyn.data_generators.{module}")


def _provided():
  """(module, Tensor2Tensor's class, ours) for every problem provided."""
  for module in MODULES:
    ours = _ours(module)
    for name, theirs in _theirs(module).items():
      if name not in getattr(ours, "NOT_PROVIDED", {}):
        yield module, theirs, getattr(ours, name)


def _comparable(value):
  return value.name if isinstance(value, problem.Problem) else value


def _outcome(method, *args):
  """What a call returns, or the kind of error it raises."""
  try:
    return method(*args)
  except NotImplementedError:
    return NotImplementedError


@pytest.mark.parametrize("module", MODULES)
def test_every_problem_is_here_under_its_name_or_said_why_not(module):
  theirs = _theirs(module)
  ours = _ours(module)
  not_provided = getattr(ours, "NOT_PROVIDED", {})
  assert set(not_provided) <= set(theirs), "NOT_PROVIDED names no problem"
  for name, klass in theirs.items():
    if name in not_provided:
      assert not hasattr(ours, name)
      assert klass.name not in registry.list_problems()
      continue
    assert registry.problem_class(klass.name) is getattr(ours, name)
    # The same bases, so a user's isinstance and super() calls hold.
    assert ([k.__name__ for k in getattr(ours, name).__mro__] ==
            [k.__name__ for k in klass.__mro__])


@pytest.mark.parametrize("module", MODULES)
def test_module_level_names_are_tensor2tensors(module):
  # User code reads them: translate_envi.EOS, translate_ende._ENDE_*
  # lists, and the modules it imported (translate_envi.problem.DatasetSplit).
  theirs, ours = _their_module(module), _ours(module)
  not_provided = getattr(ours, "NOT_PROVIDED", {})
  for name, value in vars(theirs).items():
    if name.startswith("__") or name in not_provided or name in (
        "registered_problems", "absolute_import", "division",
        "print_function"):
      continue
    if name == "wiki_lm":  # Only the problems not provided use it.
      continue
    if isinstance(value, types.ModuleType):
      # Its Tensor2Tensor imports were answered with t2t_dyn's modules.
      if value.__name__.startswith("t2t_dyn."):
        assert getattr(ours, name, None) is value, f"{module}.{name}"
      continue
    if name == "registry":  # A recording stand-in there.
      assert getattr(ours, name) is registry
      continue
    assert hasattr(ours, name), f"{module}.{name}"
    if not isinstance(value, type):
      assert getattr(ours, name) == value, f"{module}.{name}"


def test_tensor2tensors_problems_module_finds_them_by_name():
  from t2t_dyn import problems  # pylint: disable=g-import-not-at-top
  assert isinstance(problems.problem("translate_envi_iwslt32k"),
                    _ours("translate_envi").TranslateEnviIwslt32k)
  assert {"dyn_translate", "translate_ende_wmt32k"} <= set(
      problems.available())


def test_definitions_are_tensor2tensors():
  compared = 0
  for _, theirs_class, ours_class in _provided():
    theirs, ours = theirs_class(), ours_class()
    names = set(COMPARED)
    for klass in theirs_class.__mro__:
      if klass.__module__.startswith(t2t_reference.REFERENCE_PREFIX):
        names |= {n for n, v in vars(klass).items()
                  if isinstance(v, property)}
    for name in sorted(names):
      assert (_comparable(getattr(ours, name)) ==
              _comparable(getattr(theirs, name))), (ours.name, name)
    for split in SPLITS:
      assert (_outcome(ours.source_data_files, split) ==
              _outcome(theirs.source_data_files, split)), (ours.name, split)
    assert (_outcome(ours.vocab_data_files) ==
            _outcome(theirs.vocab_data_files)), ours.name
    compared += 1
  assert compared == 24


# Local copies of the corpora, under the names their URLs give.

def _lines(name, count=4):
  return "".join(f"{os.path.basename(name)} line {i}\n"
                 for i in range(count)).encode()


def _member(name):
  if name.endswith(".sgm"):
    segments = "".join(f'<seg id="{i}">{name} segment {i}</seg>\n'
                       for i in range(3))
    return f'<doc docid="d">\n<p>\n{segments}</p>\n</doc>\n'.encode()
  if name.endswith(".gz"):
    return gzip.compress(_lines(name[:-3]))
  return _lines(name)


def _tsv_member(pattern):
  rows = "".join(f"id{i}\t0.9\tcesky {i}\tenglish {i}\n" for i in range(3))
  return pattern.replace("*", "czeng-"), gzip.compress(rows.encode())


def _tmx(count=3):
  units = "".join(
      f'<tu><tuv xml:lang="en"><seg>tmx en {i}</seg></tuv>'
      f'<tuv xml:lang="de"><seg>tmx de {i}</seg></tuv></tu>'
      for i in range(count))
  return gzip.compress(f'<?xml version="1.0"?><tmx><body>{units}</body>'
                       f'</tmx>'.encode())


def _place_corpora(tmp_dir, datasets):
  """Writes each dataset's archive into tmp_dir as a user with local copies
  would place it: under the last path component of its URL."""
  os.makedirs(tmp_dir, exist_ok=True)
  for url, spec in datasets:
    archive = os.path.join(tmp_dir, os.path.basename(url))
    if spec[0] == "tmx":
      with open(archive, "wb") as f:
        f.write(_tmx())
      continue
    members = dict([_tsv_member(spec[3])] if spec[0] == "tsv" else
                   [(name, _member(name)) for name in spec])
    if archive.endswith(".zip"):
      with zipfile.ZipFile(archive, "w") as zipped:
        for name, data in members.items():
          zipped.writestr(name, data)
      continue
    test_utils.write_tar(archive, members,
                         "w" if archive.endswith(".tar") else "w:gz")


def _module_corpora(module):
  """Every corpus the module names (a problem may name its own in
  generate_samples rather than source_data_files)."""
  corpora = []
  for name, value in vars(module).items():
    if name.startswith("_EN") and isinstance(value, list):
      corpora += [c for c in value if c not in corpora]
  return corpora


def _samples(instance, tmp_dir, split):
  instance.get_data_config()  # Text2TextProblem's checks, as datagen runs.
  return list(instance.generate_samples(None, tmp_dir, split))


@pytest.mark.parametrize("name", [
    "translate_envi_iwslt32k",  # A .tgz from GitHub.
    "translate_encs_wmt_characters",  # CzEng's tsv files in a .tar.
    "translate_ende_wmt_pc32k",  # Line files in .tgz and ParaCrawl's TMX.
    "translate_enfr_wmt32k_with_backtranslate_fr",  # .gz in a .tar; mixing.
    "translate_enro_wmt8k",  # A .zip behind a query URL; SGM dev files.
])
def test_samples_are_tensor2tensors_from_local_corpora(name, tmp_path):
  ours = registry.problem(name)
  module = type(ours).__module__.rsplit(".", 1)[1]
  theirs = _theirs(module)[type(ours).__name__]()
  for split in (problem.DatasetSplit.TRAIN, problem.DatasetSplit.EVAL):
    expected = []
    for side, instance in (("theirs", theirs), ("ours", ours)):
      tmp_dir = str(tmp_path / side / split)
      _place_corpora(tmp_dir, _module_corpora(_ours(module)))
      for english, french in getattr(ours, "backtranslate_data_filenames",
                                     []):
        for synthetic in (english, french):
          with open(os.path.join(tmp_dir, synthetic), "wb") as f:
            f.write(_lines(synthetic, 2))
      samples = _samples(instance, tmp_dir, split)
      assert samples, (name, split)
      if side == "theirs":
        expected = samples
      else:
        assert samples == expected, (name, split)


def test_a_missing_corpus_names_the_file_to_place(tmp_path):
  ours = registry.problem("translate_envi_iwslt32k")
  tmp_dir = str(tmp_path / "tmp")
  with pytest.raises(OSError, match=r"train-en-vi\.tgz.*place a copy"):
    _samples(ours, tmp_dir, problem.DatasetSplit.TRAIN)


# A usr dir as its users wrote it: Vietnamese to English by subclassing
# Tensor2Tensor's English-Vietnamese problem with the corpora's sides
# swapped and a smaller vocabulary, run through dyn-upgrade and dyn-datagen.
USR_DIR_PROBLEMS = textwrap.dedent('''\
    from tensor2tensor.data_generators import problem
    from tensor2tensor.data_generators import translate_envi
    from tensor2tensor.utils import registry

    _VIEN_TRAIN_DATASETS = [[
        "https://github.com/stefan-it/nmt-en-vi/raw/master/data/train-en-vi.tgz",
        ("train.vi", "train.en")
    ]]
    _VIEN_TEST_DATASETS = [[
        "https://github.com/stefan-it/nmt-en-vi/raw/master/data/dev-2012-en-vi.tgz",
        ("tst2012.vi", "tst2012.en")
    ]]


    @registry.register_problem
    class TranslateVienIwslt32k(translate_envi.TranslateEnviIwslt32k):
      """Problem spec for IWSLT'15 Vi-En translation."""

      @property
      def approx_vocab_size(self):
        return 2**9

      def source_data_files(self, dataset_split):
        train = dataset_split == problem.DatasetSplit.TRAIN
        return _VIEN_TRAIN_DATASETS if train else _VIEN_TEST_DATASETS
    ''')

VI = ["Tôi đi học mỗi ngày.", "Hôm nay trời đẹp.", "Cảm ơn bạn rất nhiều.",
      "Chúng tôi sống ở Hà Nội.", "Bạn có khỏe không?", "Đ"]
EN = ["I go to school every day.", "The weather is nice today.",
      "Thank you very much.", "We live in Hanoi.", "How are you?", "D"]


@pytest.mark.slow(reason="starts a process")
def test_a_usr_dir_subclassing_the_envi_problem_generates_its_data(
    tmp_path):
  written = tmp_path / "t2t_usr"
  written.mkdir()
  (written / "__init__.py").write_text("from . import problems\n")
  (written / "problems.py").write_text(USR_DIR_PROBLEMS)
  ported = tmp_path / "ported"
  bin_dir = os.path.dirname(sys.executable)
  upgrade = subprocess.run(
      [os.path.join(bin_dir, "dyn-upgrade"), f"--intree={written}",
       f"--outtree={ported}", f"--reportfile={tmp_path / 'report.txt'}"],
      capture_output=True, text=True, check=False)
  assert upgrade.returncode == 0, upgrade.stderr
  tmp_dir = tmp_path / "tmp"
  tmp_dir.mkdir()
  train = {"train.en": EN * 40, "train.vi": VI * 40}
  dev = {"tst2012.en": EN[:3], "tst2012.vi": VI[:3]}
  for archive, files in (("train-en-vi.tgz", train),
                         ("dev-2012-en-vi.tgz", dev)):
    test_utils.write_tar(tmp_dir / archive, {
        name: "".join(line + "\n" for line in lines).encode()
        for name, lines in files.items()})
  data_dir = tmp_path / "data"
  datagen = subprocess.run(
      [os.path.join(bin_dir, "dyn-datagen"), f"--t2t_usr_dir={ported}",
       "--problem=translate_vien_iwslt32k", f"--data_dir={data_dir}",
       f"--tmp_dir={tmp_dir}"], capture_output=True, text=True, check=False)
  assert datagen.returncode == 0, datagen.stderr[-3000:]
  vocab = text_encoder.SubwordTextEncoder(
      str(data_dir / "vocab.translate_vien_iwslt32k.512.subwords"))
  assert vocab.decode(vocab.encode(VI[0])) == VI[0]
  compiled = tmp_dir / "translate_vien_iwslt32k-compiled-train.lang1"
  assert compiled.read_text(encoding="utf-8").splitlines() == VI * 40
