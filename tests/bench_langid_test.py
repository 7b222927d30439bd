"""scripts/bench_langid.py and its catalog reader on small .mo catalogs
written here (the sentences of langid_relatives_test.py): the reader
agrees with Python's gettext, the benchmark prints its tables."""

import gettext
import os
import struct
import sys

from langid_relatives_test import ENGLISH, ESTONIAN, FINNISH, GERMAN

from t2t_dyn import test_programs

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "scripts"))
# pylint: disable-next=g-import-not-at-top,wrong-import-position
import gettext_catalogs

HEADER = "Content-Type: text/plain; charset=UTF-8\n"


def write_mo(path, messages):
  """A little-endian .mo file of {msgid: msgstr} (gettext's layout, no
  hash table)."""
  keys = sorted(messages)
  ids = [k.encode() for k in keys]
  strs = [messages[k].encode() for k in keys]
  n = len(keys)
  start = 28 + 16 * n
  tables = []
  for texts in (ids, strs):
    for text in texts:
      tables += [len(text), start]
      start += len(text) + 1
  data = (struct.pack("<7I", 0x950412de, 0, n, 28, 28 + 8 * n, 0, 0) +
          struct.pack(f"<{4 * n}I", *tables) +
          b"".join(t + b"\0" for t in ids) + b"".join(t + b"\0" for t in strs))
  os.makedirs(os.path.dirname(path), exist_ok=True)
  with open(path, "wb") as f:
    f.write(data)


def _catalogs(tmp_path):
  for locale, texts in (("et", ESTONIAN), ("fi", FINNISH), ("de", GERMAN)):
    messages = {"": HEADER, **dict(zip(ENGLISH, texts))}
    messages["menu\x04" + ENGLISH[0]] = texts[0] + " (menu)"
    messages["One file was not found\x00%d files were not found"] = {
        "et": "Ühte faili ei leitud\x00%d faili ei leitud",
        "fi": "Yhtä tiedostoa ei löytynyt\x00%d tiedostoa ei löytynyt",
        "de": "Eine Datei wurde nicht gefunden\x00%d Dateien wurden nicht "
              "gefunden"}[locale]
    messages["Same text"] = "Same text"  # Untranslated: left out.
    write_mo(str(tmp_path / locale / "LC_MESSAGES" / "demo.mo"), messages)
    write_mo(str(tmp_path / locale / "LC_MESSAGES" / "iso_639.mo"),
             {"": HEADER, "Estonian": "eesti"})  # Names: left out.


def test_the_catalog_reader_agrees_with_pythons_gettext(tmp_path):
  _catalogs(tmp_path)
  path = str(tmp_path / "fi" / "LC_MESSAGES" / "demo.mo")
  with open(path, "rb") as f:
    reference = gettext.GNUTranslations(f)
  read = gettext_catalogs.read_mo(path)
  assert len(read) == 9
  for (context, msgid), msgstr in read.items():
    if context:
      assert reference.pgettext(context, msgid) == msgstr
    elif msgid.startswith("One file"):
      assert reference.ngettext(msgid, "%d files were not found", 1) == msgstr
    else:
      assert reference.gettext(msgid) == msgstr
  found, domains = gettext_catalogs.catalog(str(tmp_path), "fi")
  assert dict(domains) == {"demo": 8}
  assert found[("demo", "", ENGLISH[4])] == FINNISH[4]
  catalogs = gettext_catalogs.Catalogs(str(tmp_path), {"no": "nb"})
  assert catalogs.translation("et", ("other", "", ENGLISH[1])) == ESTONIAN[1]
  assert catalogs.translation("et", ("demo", "", "Unknown")) is None


def test_the_benchmark_prints_its_tables(tmp_path):
  _catalogs(tmp_path)
  result = test_programs.run(
      os.path.join(REPO, "scripts", "bench_langid.py"),
      f"--locale_dir={tmp_path}", "--languages=et,fi", "--unrelated=*:de",
      "--messages=100", "--tried=langid_min_words=1",
      "--relative_min_probs=0.4")
  assert result.returncode == 0, result.stderr
  out = result.stdout
  assert "et (et): 8 messages from 1 catalogs (demo, ...)" in out
  assert "== defaults:" in out and "== langid_min_words=1:" in out
  # The Estonian task: every correct pair kept, every Finnish one dropped.
  row = next(line for line in out.splitlines()
             if line.split()[:2] == ["et", "4+"])
  # 7: one pair per English string (the menu context repeats one).
  assert row.split()[2:4] == ["7", "0.0"] and row.endswith("fi 100.0")
  assert "et-fi t=0.4: separated from" in out
  assert "defaults:" in out.split("== pairs/s")[1]
