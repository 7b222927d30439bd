"""gettext catalogs (.mo) read without gettext's own classes: every
message of a locale, keyed by catalog, context and English string, for
scripts/bench_langid.py's labelled set. Nothing read is written anywhere."""

import collections
import glob
import os
import re
import struct


def read_mo(path):
  """{(context, msgid): msgstr} of a .mo file (singular forms), decoded by
  its header's charset."""
  with open(path, "rb") as f:
    data = f.read()
  order = "<" if struct.unpack("<I", data[:4])[0] == 0x950412de else ">"
  _, count, originals, translations = struct.unpack(order + "4I", data[4:20])

  def string(table, i):
    length, offset = struct.unpack(order + "2I",
                                   data[table + 8 * i:table + 8 * i + 8])
    return data[offset:offset + length]
  raw = [(string(originals, i), string(translations, i))
         for i in range(count)]
  charset = "utf-8"
  for msgid, msgstr in raw:
    found = re.search(rb"charset=([-\w]+)", msgstr) if not msgid else None
    charset = found.group(1).decode() if found else charset
  messages = {}
  for msgid, msgstr in raw:
    try:
      msgid, msgstr = msgid.decode(charset), msgstr.decode(charset)
    except (UnicodeDecodeError, LookupError):
      continue
    context, _, msgid = msgid.rpartition("\x04")
    if msgid:
      messages[(context, msgid.split("\x00")[0])] = msgstr.split("\x00")[0]
  return messages


def catalog(locale_dir, locale):
  """({(domain, context, English): translation}, {domain: messages}) of a
  locale's catalogs under locale_dir, whitespace collapsed; iso-codes'
  catalogs (lists of names), strings without a letter and translations
  identical to their source left out."""
  found, domains = {}, collections.Counter()
  for path in sorted(glob.glob(os.path.join(
      locale_dir, locale, "LC_MESSAGES", "*.mo"))):
    domain = os.path.basename(path)[:-3]
    if domain.startswith("iso_"):
      continue
    for (context, msgid), msgstr in read_mo(path).items():
      source, target = " ".join(msgid.split()), " ".join(msgstr.split())
      if target and source != target and re.search(r"[^\W\d_]", source):
        found[(domain, context, source)] = target
        domains[domain] += 1
  return found, domains


class Catalogs:
  """Catalogs by language (read once): calling it gives a language's
  (messages, {English: first translation}, {domain: messages})."""

  def __init__(self, locale_dir, locales):
    """`locales`: {language: locale} where they differ."""
    self.locale_dir = locale_dir
    self.locale = dict(locales)
    self._read = {}

  def __call__(self, language):
    if language not in self._read:
      messages, domains = catalog(self.locale_dir,
                                  self.locale.get(language, language))
      by_source = {}
      for (_, _, source), target in sorted(messages.items()):
        by_source.setdefault(source, target)
      self._read[language] = (messages, by_source, domains)
    return self._read[language]

  def translation(self, language, key):
    """`language`'s translation of the message `key` of another language's
    catalogs, or of its English string; None when it has neither."""
    messages, by_source, _ = self(language)
    return messages.get(key) or by_source.get(key[2])
