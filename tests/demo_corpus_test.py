"""Tests for the bundled demo corpus and scripts/make_demo_corpus.py."""

import importlib.util
import os
import struct

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEMO_DIR = os.path.join(ROOT, "data", "demo")
SCRIPT = os.path.join(ROOT, "scripts", "make_demo_corpus.py")

PARALLEL = [
    ("train.en-cs.en", "train.en-cs.cs"),
    ("train.en-sk.en", "train.en-sk.sk"),
    ("dev.en-sk.en", "dev.en-sk.sk"),
    ("test.en-sk.en", "test.en-sk.sk"),
]
TEXT_FILES = [name for pair in PARALLEL for name in pair] + ["mono.sk"]
ALL_FILES = TEXT_FILES + ["MANIFEST.tsv", "README.md"]


def _load_script():
  spec = importlib.util.spec_from_file_location("make_demo_corpus", SCRIPT)
  module = importlib.util.module_from_spec(spec)
  spec.loader.exec_module(module)
  return module


make_demo_corpus = _load_script()


def _lines(name):
  """Returns the lines of a demo file without their "\\n" endings."""
  with open(os.path.join(DEMO_DIR, name), "rb") as f:
    text = f.read().decode("utf-8")
  assert text.endswith("\n")
  return text[:-1].split("\n")


def _make_mo(entries, byte_order="<"):
  """Returns a GNU .mo file holding (msgid, msgstr) byte-string `entries`."""
  entries = sorted(entries)
  count = len(entries)
  header_size = 28
  orig_table = header_size
  trans_table = orig_table + 8 * count
  strings_start = trans_table + 8 * count
  blob = b""
  orig_desc, trans_desc = [], []
  for column, desc in ((0, orig_desc), (1, trans_desc)):
    for entry in entries:
      desc.append((len(entry[column]), strings_start + len(blob)))
      blob += entry[column] + b"\x00"
  fmt = byte_order + "I"
  data = struct.pack(byte_order + "7I", 0x950412de, 0, count, orig_table,
                     trans_table, 0, strings_start)
  for length, offset in orig_desc + trans_desc:
    data += struct.pack(fmt, length) + struct.pack(fmt, offset)
  return data + blob


def _sample_entries(charset="UTF-8"):
  header = ("Content-Type: text/plain; charset=%s\n" % charset).encode("ascii")
  return [
      (b"", header),
      (b"Open file", "Otvoriť súbor".encode(charset)),
      (b"menu\x04_Quit", "_Koniec".encode(charset)),
      (b"%d file\x00%d files",
       "%d súbor\x00%d súbory\x00%d súborov".encode(charset)),
      (b"one day\x00many days", "jeden deň\x00".encode(charset)),
  ]


# The shipped corpus.


@pytest.mark.parametrize("name", ALL_FILES)
def test_file_exists(name):
  assert os.path.isfile(os.path.join(DEMO_DIR, name))


@pytest.mark.parametrize("name", TEXT_FILES + ["MANIFEST.tsv"])
def test_file_is_utf8_without_empty_lines(name):
  lines = _lines(name)
  assert lines
  assert all(line.strip() for line in lines)
  assert not any("\r" in line for line in lines)


@pytest.mark.parametrize("source_name,target_name", PARALLEL)
def test_parallel_files_have_equal_line_counts(source_name, target_name):
  assert len(_lines(source_name)) == len(_lines(target_name))


def test_en_sk_train_has_at_least_2000_pairs():
  assert len(_lines("train.en-sk.en")) >= 2000


def test_en_cs_train_is_larger_than_en_sk_train():
  assert len(_lines("train.en-cs.en")) > len(_lines("train.en-sk.en"))


@pytest.mark.parametrize("split", ["dev", "test"])
def test_dev_and_test_have_500_pairs(split):
  assert len(_lines("%s.en-sk.en" % split)) == 500
  assert len(_lines("%s.en-sk.sk" % split)) == 500


def test_mono_sk_is_not_empty():
  assert _lines("mono.sk")


def test_no_dev_or_test_sentence_in_mono():
  mono = set(_lines("mono.sk"))
  held_out = set(_lines("dev.en-sk.sk")) | set(_lines("test.en-sk.sk"))
  assert not held_out & mono


def test_no_dev_or_test_source_in_train():
  train = set(_lines("train.en-sk.en"))
  held_out = set(_lines("dev.en-sk.en")) | set(_lines("test.en-sk.en"))
  assert not held_out & train


def test_manifest_counts_match_files():
  rows = [line.split("\t") for line in _lines("MANIFEST.tsv")]
  header, rows = rows[0], rows[1:]
  column = {name: i for i, name in enumerate(header)}
  sk_rows = [row for row in rows if row[column["language"]] == "sk"]
  for split in ("train", "dev", "test"):
    total = sum(int(row[column[split]]) for row in sk_rows)
    assert total == len(_lines("%s.en-sk.sk" % split))
  assert sum(int(row[column["mono"]]) for row in sk_rows) == len(
      _lines("mono.sk"))


def test_total_size_under_5_mb():
  total = sum(os.path.getsize(os.path.join(DEMO_DIR, name))
              for name in os.listdir(DEMO_DIR))
  assert total < 5 * 1024 * 1024


# The .mo parser and cleaning rules of scripts/make_demo_corpus.py.


@pytest.mark.parametrize("byte_order", ["<", ">"])
def test_parse_mo_handles_context_plural_and_header(byte_order):
  pairs = make_demo_corpus.parse_mo(_make_mo(_sample_entries(), byte_order))
  assert sorted(pairs) == sorted([
      ("Open file", "Otvoriť súbor"),
      ("_Quit", "_Koniec"),
      ("%d file", "%d súbor"),
      ("%d files", "%d súbory"),
      ("one day", "jeden deň"),
  ])


def test_parse_mo_uses_header_charset():
  data = _make_mo(_sample_entries("ISO-8859-2"))
  assert ("Open file", "Otvoriť súbor") in make_demo_corpus.parse_mo(data)


def test_parse_mo_rejects_undecodable_catalog():
  entries = [(b"", b"Content-Type: text/plain; charset=UTF-8\n"),
             (b"bad", b"\xff\xfe")]
  with pytest.raises(UnicodeDecodeError):
    make_demo_corpus.parse_mo(_make_mo(entries))


def test_parse_mo_rejects_bad_magic():
  with pytest.raises(ValueError):
    make_demo_corpus.parse_mo(b"\x00" * 28)


@pytest.mark.parametrize("source,target,expected", [
    ("_File", "_Súbor", ("File", "Súbor")),
    ("(_Yes)", "„_Áno“", ("(Yes)", "„Áno“")),
    ("&Open", "&Otvoriť", ("Open", "Otvoriť")),
    ("Copy _Link", "Ko_pírovať odkaz", ("Copy Link", "Kopírovať odkaz")),
    ("table_name", "názov_tabuľky", ("table_name", "názov_tabuľky")),
    ("_NET_WM_NAME x", "_NET_WM_NAME y", ("_NET_WM_NAME x", "_NET_WM_NAME y")),
    ("same as %_d", "ako %_d", ("same as %_d", "ako %_d")),
    ("a && b, &amp;", "a && b", ("a && b, &amp;", "a && b")),
])
def test_clean_pair_removes_only_accelerators(source, target, expected):
  assert make_demo_corpus.clean_pair(source, target) == expected


def test_clean_pair_puts_segment_on_one_line():
  assert make_demo_corpus.clean_pair(" a\n\tb\r ", "c\u2028d") == ("a b", "c d")


@pytest.mark.parametrize("source,target,reason", [
    ("", "x", "empty"),
    ("Close", "Close", "untranslated"),
    ("---", "-", "no_letter"),
    ("x" * 401, "y", "too_long"),
    ("%s: %s", "%s – %s", "format_only"),
    ("Open %s", "Otvoriť %s", None),
])
def test_drop_reason(source, target, reason):
  assert make_demo_corpus.drop_reason(source, target) == reason
