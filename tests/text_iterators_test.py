"""Tests for text_problems' sample iterators (text_iterators), against
Tensor2Tensor's own functions run from its source."""

import pytest

import t2t_reference
from t2t_dyn.data_generators import text_problems

_THEIRS = t2t_reference.text_problems()


def _file(tmp_path, name, lines):
  path = tmp_path / name
  path.write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")
  return str(path)


@pytest.fixture(name="files")
def files_fixture(tmp_path):
  return {
      "inputs": _file(tmp_path, "in", ["Hello world", " Goodbye  world "]),
      "targets": _file(tmp_path, "tg", ["Hola mundo", "Adios mundo"]),
      "distill": _file(tmp_path, "di", ["Hola", "Adios"]),
      "labels": _file(tmp_path, "lb", ["2", " 3"]),
      "label_names": _file(tmp_path, "ln", ["c", "d"]),
      "reals": _file(tmp_path, "re", ["1.23 2.34", "-4.5 5e3"]),
      "extra": _file(tmp_path, "ex", ["Hola mundo\tExtra_Label: 4",
                                      "Adios\tExtra_Label: 0"]),
  }


@pytest.mark.parametrize("name, args, kwargs", [
    ("txt_line_iterator", ["inputs"], {}),
    ("text2text_txt_iterator", ["inputs", "targets"], {}),
    ("text2text_txt_iterator_with_index", ["inputs", "targets"], {}),
    ("text2text_distill_iterator", ["inputs", "targets", "distill"], {}),
    ("text2self_txt_iterator", ["targets"], {}),
    ("text2class_txt_iterator", ["inputs", "labels"], {}),
    ("text2class_txt_iterator", ["inputs", "label_names"],
     {"class_strs": ["a", "b", "c", "d"]}),
    ("text2real_txt_iterator", ["inputs", "reals"], {}),
    ("txt_and_label_iterator", ["extra"], {}),
    ("text2text_txt_iterator_with_label", ["inputs", "extra"], {}),
])
def test_iterators_yield_tensor2tensors_samples(files, name, args, kwargs):
  paths = [files[a] for a in args]
  ours = list(getattr(text_problems, name)(*paths, **kwargs))
  assert ours == list(_THEIRS[name](*paths, **kwargs))
  assert ours


def test_files_of_different_lengths_are_an_error_naming_both(files,
                                                             tmp_path):
  short = _file(tmp_path, "short", ["1"])
  for name, args in (("text2text_txt_iterator", [files["inputs"], short]),
                     ("text2class_txt_iterator", [short, files["labels"]]),
                     ("text2real_txt_iterator", [files["inputs"], short]),
                     ("text2text_txt_iterator_with_label",
                      [files["inputs"], _file(tmp_path, "x1", [
                          "a\tExtra_Label: 1"])])):
    with pytest.raises(ValueError, match="differ in length"):
      list(getattr(text_problems, name)(*args))


def test_unreadable_labels_and_numbers_name_the_file_and_line(files,
                                                              tmp_path):
  with pytest.raises(ValueError, match=r"ln:1: label 'c' is not an integer"):
    list(text_problems.text2class_txt_iterator(files["inputs"],
                                               files["label_names"]))
  with pytest.raises(ValueError, match=r"ln:2: label 'd' is not one of"):
    list(text_problems.text2class_txt_iterator(
        files["inputs"], files["label_names"], class_strs=["c"]))
  bad = _file(tmp_path, "bad", ["1.0", "one"])
  with pytest.raises(ValueError, match=r"bad:2: expected numbers"):
    list(text_problems.text2real_txt_iterator(files["inputs"], bad))
  with pytest.raises(ValueError, match=r"in:1: expected <word_1"):
    list(text_problems.txt_and_label_iterator(files["inputs"]))
