#!/usr/bin/env python3
"""Builds the bundled en-cs / en-sk demo corpus from installed gettext catalogs.

The corpus is made the same way as the OPUS GNOME/KDE/Ubuntu corpora: every
translated message of a binary GNU gettext catalog (.mo) becomes one
(English, translation) pair. Standard library only, so it runs anywhere.

Usage:
  python scripts/make_demo_corpus.py [--locale_dir /usr/share/locale]
      [--out_dir data/demo] [--seed 1234]
"""

import argparse
import codecs
import collections
import os
import random
import re
import struct
import subprocess
import sys
import unicodedata

MO_MAGIC = 0x950412de
MAX_CHARS = 400
# Fraction of Slovak pairs whose catalogs are held out as monolingual data.
MONO_FRACTION = 0.35
DEV_SIZE = 500
TEST_SIZE = 500
# The demo corpus is checked into the repository; keep it small.
MAX_TOTAL_BYTES = 5 * 1024 * 1024

# Accelerator markers (GNOME "_File", KDE "&File"): a single "_" or "&" at a
# word start (string start, whitespace, an opening bracket or quote, or "|"),
# directly before a letter, in a token with no second "_" / "&". This keeps
# snake_case, _NET_WM_NAME, "%_d", "&&", "& " and entities such as "&amp;".
_LETTER = r"[^\W\d_]"
_WORD_START = r"(?:^|(?<=[\s(\[{\"'\u201e\u201c\u2018\u00ab|]))"
_UNDERSCORE_ACCEL_RE = re.compile(
    _WORD_START + r"_(?=%s[^\s_]*(?!\S))" % _LETTER)
_AMPERSAND_ACCEL_RE = re.compile(
    _WORD_START + r"&(?![A-Za-z]+;|#)(?=%s[^\s&]*(?!\S))" % _LETTER)
# Translators often move the accelerator inside a word ("Ko_pírovat"); such a
# marker is only trusted when the other side of the pair had one removed.
_MIDWORD_ACCEL_RE = re.compile(r"(?<=%s)([_&])(?=%s)" % (_LETTER, _LETTER))

# printf (C, with positional "%1$s" and glibc "%'d"), Python "%(name)s" and
# brace "{0}" / "{name}" placeholders.
_FORMAT_RE = re.compile(
    r"%(?:\d+\$)?[-+ #0']*(?:\d+|\*)?(?:\.(?:\d+|\*))?"
    r"(?:hh|h|ll|l|L|q|j|z|t|I)?[diouxXeEfFgGaAcCsSpnm%]"
    r"|%\([^)]*\)[-+ #0]*\d*(?:\.\d+)?[diouxXeEfFgGcrsa%]"
    r"|\{[^{}\s]*\}")
_HAS_LETTER_RE = re.compile(_LETTER)
_CHARSET_RE = re.compile(r"charset=([-\w.:]+)", re.IGNORECASE)

# Target languages; English is always the source side.
LANGS = ("cs", "sk")


def parse_mo_raw(data):
  """Returns the (msgid, msgstr) byte strings of a binary .mo file in order.

  Raises ValueError if `data` is not a .mo file of major revision 0.
  """
  if len(data) < 20:
    raise ValueError("too short for a .mo file")
  for order in ("<", ">"):
    if struct.unpack(order + "I", data[:4])[0] == MO_MAGIC:
      break
  else:
    raise ValueError("bad .mo magic number")
  revision, count, orig_offset, trans_offset = struct.unpack(
      order + "4I", data[4:20])
  # Minor revisions only add system-dependent string tables, which we ignore.
  if revision >> 16 != 0:
    raise ValueError("unsupported .mo major revision %d" % (revision >> 16))
  entries = []
  for i in range(count):
    o_len, o_off = struct.unpack_from(order + "2I", data, orig_offset + 8 * i)
    t_len, t_off = struct.unpack_from(order + "2I", data, trans_offset + 8 * i)
    if o_off + o_len > len(data) or t_off + t_len > len(data):
      raise ValueError("string %d points past end of file" % i)
    entries.append((data[o_off:o_off + o_len], data[t_off:t_off + t_len]))
  return entries


def charset_of_header(header):
  """Returns the charset named in a .mo header's Content-Type, else utf-8."""
  match = _CHARSET_RE.search(header.decode("ascii", errors="replace"))
  # "CHARSET" is the unfilled template value left by xgettext.
  if not match or match.group(1).upper() == "CHARSET":
    return "utf-8"
  return match.group(1)


def parse_mo(data):
  """Returns the (English, translation) str pairs of a .mo file.

  Context is dropped, plural entries give up to two pairs (singular with
  msgstr[0], plural with msgstr[1]) and the header is skipped. Raises
  ValueError or UnicodeDecodeError / LookupError if the catalog is unusable.
  """
  raw = parse_mo_raw(data)
  charset = "utf-8"
  for msgid, msgstr in raw:
    if msgid == b"":
      charset = charset_of_header(msgstr)
      break
  codecs.lookup(charset)  # Fails early with LookupError on unknown charsets.
  pairs = []
  for msgid, msgstr in raw:
    if msgid == b"":
      continue
    if b"\x04" in msgid:
      msgid = msgid.split(b"\x04", 1)[1]
    ids = msgid.split(b"\x00")
    forms = msgstr.split(b"\x00")
    if len(ids) > 1:
      candidates = [(ids[0], forms[0])]
      if len(forms) > 1 and forms[1]:
        candidates.append((ids[1], forms[1]))
    else:
      candidates = [(msgid, msgstr)]
    for source, target in candidates:
      pairs.append((source.decode(charset), target.decode(charset)))
  return pairs


def remove_accelerators(text):
  """Returns (text without word-start "_"/"&" markers, number removed)."""
  text, n_underscore = _UNDERSCORE_ACCEL_RE.subn("", text)
  text, n_ampersand = _AMPERSAND_ACCEL_RE.subn("", text)
  return text, n_underscore + n_ampersand


def normalize_space(text):
  """Returns `text` on one line: controls dropped, whitespace collapsed."""
  # str.split() also splits on \x1c-\x1f, \x85 and \u2028, which text readers
  # would otherwise treat as line breaks.
  text = " ".join(text.split())
  return "".join(c for c in text if unicodedata.category(c) != "Cc").strip()


def clean_pair(source, target):
  """Returns the cleaned (source, target); see the accelerator rules above.

  A lone mid-word marker on one side is removed only if the other side had
  a word-start marker, since mid-word "_" is usually a snake_case name.
  """
  source, n_source = remove_accelerators(normalize_space(source))
  target, n_target = remove_accelerators(normalize_space(target))

  def strip_midword(text):
    markers = list(_MIDWORD_ACCEL_RE.finditer(text))
    if len(markers) == 1 and text.count(markers[0].group(1)) == 1:
      return text[:markers[0].start()] + text[markers[0].end():]
    return text

  if n_source and not n_target:
    target = strip_midword(target)
  elif n_target and not n_source:
    source = strip_midword(source)
  return source.strip(), target.strip()


def drop_reason(source, target):
  """Returns why a cleaned pair is unusable, or None if it is kept."""
  if not source or not target:
    return "empty"
  if source == target:
    return "untranslated"
  if not _HAS_LETTER_RE.search(source) or not _HAS_LETTER_RE.search(target):
    return "no_letter"
  if len(source) > MAX_CHARS or len(target) > MAX_CHARS:
    return "too_long"
  if (not _HAS_LETTER_RE.search(_FORMAT_RE.sub("", source)) or
      not _HAS_LETTER_RE.search(_FORMAT_RE.sub("", target))):
    return "format_only"
  return None


def list_catalogs(locale_dir, lang):
  """Returns (paths, aliases): sorted .mo paths and skipped symlink aliases.

  A symlink that points at another catalog of the same directory (e.g.
  iso_639.mo -> iso_639-2.mo) is an alias and would double-count it.
  """
  msg_dir = os.path.join(locale_dir, lang, "LC_MESSAGES")
  if not os.path.isdir(msg_dir):
    return [], []
  names = sorted(n for n in os.listdir(msg_dir) if n.endswith(".mo"))
  paths = [os.path.join(msg_dir, n) for n in names]
  real_of_plain = {os.path.realpath(p) for p in paths if not os.path.islink(p)}
  kept, aliases = [], []
  for path in paths:
    if os.path.islink(path) and os.path.realpath(path) in real_of_plain:
      aliases.append(path)
    else:
      kept.append(path)
  return kept, aliases


def collect_pairs(paths, dropped, skipped):
  """Returns deduplicated [(catalog, en, xx)] from `paths` in order given.

  Counts dropped pairs per reason in `dropped`; appends unusable catalogs
  to `skipped` as (path, reason).
  """
  seen = set()
  result = []
  for path in paths:
    try:
      with open(path, "rb") as f:
        pairs = parse_mo(f.read())
    except (ValueError, UnicodeDecodeError, LookupError, struct.error) as e:
      print("SKIP catalog %s: %s" % (path, e))
      skipped.append((path, str(e)))
      continue
    catalog = os.path.basename(path)
    for source, target in pairs:
      source, target = clean_pair(source, target)
      reason = drop_reason(source, target)
      if reason is None and (source, target) in seen:
        reason = "duplicate"
      if reason is not None:
        dropped[reason] += 1
        continue
      seen.add((source, target))
      result.append((catalog, source, target))
  return result


def hold_out_catalogs(pairs, rng, fraction):
  """Returns the set of catalogs whose pairs make up about `fraction`.

  Catalogs are visited in seeded random order and taken while they do not
  overshoot the target, so one huge catalog cannot swallow the held-out part.
  """
  sizes = collections.Counter(catalog for catalog, _, _ in pairs)
  target = fraction * len(pairs)
  order = sorted(sizes)
  rng.shuffle(order)
  held, held_pairs = set(), 0
  for catalog in order:
    if held_pairs >= 0.97 * target:
      break
    if held_pairs + sizes[catalog] <= 1.03 * target:
      held.add(catalog)
      held_pairs += sizes[catalog]
  return held


def split_slovak(pairs, rng, counts):
  """Returns dict split -> list of (catalog, en, sk) plus mono sentences.

  Dev/test pairs have distinct English sources, Slovak sides absent from
  mono, and their sources are removed from train (counted in `counts`).
  """
  held = hold_out_catalogs(pairs, rng, MONO_FRACTION)
  mono = []
  mono_seen = set()
  mono_catalog_counts = collections.Counter()
  parallel = []
  for catalog, source, target in pairs:
    if catalog in held:
      if target not in mono_seen:
        mono_seen.add(target)
        mono.append(target)
        mono_catalog_counts[catalog] += 1
    else:
      parallel.append((catalog, source, target))

  order = list(range(len(parallel)))
  rng.shuffle(order)
  dev_idx, test_idx = [], []
  eval_sources = set()
  for i in order:
    if len(dev_idx) >= DEV_SIZE and len(test_idx) >= TEST_SIZE:
      break
    _, source, target = parallel[i]
    if source in eval_sources or target in mono_seen:
      continue
    eval_sources.add(source)
    (dev_idx if len(dev_idx) < DEV_SIZE else test_idx).append(i)
  if len(dev_idx) < DEV_SIZE or len(test_idx) < TEST_SIZE:
    raise SystemExit("not enough Slovak pairs for dev/test")

  eval_idx = set(dev_idx) | set(test_idx)
  train = []
  for i, pair in enumerate(parallel):
    if i in eval_idx:
      continue
    if pair[1] in eval_sources:
      counts["train_source_in_dev_test"] += 1
      continue
    train.append(pair)
  # Corpus order keeps the files stable and readable across rebuilds.
  splits = {
      "train": train,
      "dev": [parallel[i] for i in sorted(dev_idx)],
      "test": [parallel[i] for i in sorted(test_idx)],
  }
  return splits, mono, mono_catalog_counts, held


def write_lines(path, lines):
  """Writes `lines` as UTF-8, one per line, refusing empty or multi-line."""
  with open(path, "w", encoding="utf-8", newline="\n") as f:
    for line in lines:
      if not line or "\n" in line or "\r" in line:
        raise ValueError("bad segment for %s: %r" % (path, line))
      f.write(line + "\n")


def write_parallel(out_dir, split, pair_code, lang, pairs):
  """Writes <split>.<pair_code>.en and .<lang>; returns the two paths."""
  base = os.path.join(out_dir, "%s.%s" % (split, pair_code))
  write_lines(base + ".en", [source for _, source, _ in pairs])
  write_lines(base + "." + lang, [target for _, _, target in pairs])
  return [base + ".en", base + "." + lang]


def owning_packages(paths):
  """Returns {path: package} from one `dpkg -S` call; unowned paths omitted."""
  if not paths:
    return {}
  try:
    proc = subprocess.run(["dpkg", "-S"] + list(paths), capture_output=True,
                          text=True, check=False)
  except OSError:
    return {}
  owners = {}
  for line in proc.stdout.splitlines():
    if ": " not in line:
      continue
    packages, path = line.rsplit(": ", 1)
    # "pkg:arch, other: /path" -> "pkg"; diversions are reported separately.
    if packages.startswith("diversion "):
      continue
    owners[path] = packages.split(",")[0].strip().split(":")[0]
  return owners


def package_versions(packages):
  """Returns {package: version} from one `dpkg-query -W` call."""
  if not packages:
    return {}
  try:
    proc = subprocess.run(
        ["dpkg-query", "-W", "-f=${Package}\t${Version}\n"] + sorted(packages),
        capture_output=True, text=True, check=False)
  except OSError:
    return {}
  versions = {}
  for line in proc.stdout.splitlines():
    name, _, version = line.partition("\t")
    versions.setdefault(name, version)
  return versions


def package_licence(package):
  """Returns the first License: value of the package's copyright file.

  A heuristic for the MANIFEST only; the copyright file is authoritative.
  """
  path = "/usr/share/doc/%s/copyright" % package
  try:
    with open(path, encoding="utf-8", errors="replace") as f:
      for line in f:
        if line.startswith("License:"):
          # An empty value means the text follows inline; point there.
          return line[len("License:"):].strip() or "see %s" % path
  except OSError:
    pass
  return "see %s" % path


def write_manifest(out_dir, rows):
  """Writes MANIFEST.tsv; `rows` are (lang, path, {split: count})."""
  owners = owning_packages([path for _, path, _ in rows])
  packages = set(owners.values())
  versions = package_versions(packages)
  licences = {p: package_licence(p) for p in packages}
  splits = ("train", "dev", "test", "mono")
  lines = ["\t".join(("language", "catalog", "package", "version", "licence")
                     + splits)]
  for lang, path, counts in rows:
    package = owners.get(path, "unknown")
    lines.append("\t".join(
        [lang, os.path.basename(path), package,
         versions.get(package, "unknown"),
         licences.get(package, "unknown")] +
        [str(counts.get(s, 0)) for s in splits]))
  write_lines(os.path.join(out_dir, "MANIFEST.tsv"), lines)
  return os.path.join(out_dir, "MANIFEST.tsv")


def count_lines(path):
  """Returns the number of lines of the UTF-8 text file at `path`."""
  with open(path, encoding="utf-8") as f:
    return sum(1 for _ in f)


def main(argv=None):
  parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
  parser.add_argument("--locale_dir", default="/usr/share/locale")
  parser.add_argument("--out_dir", default="data/demo")
  parser.add_argument("--seed", type=int, default=1234)
  args = parser.parse_args(argv)
  rng = random.Random(args.seed)
  os.makedirs(args.out_dir, exist_ok=True)

  dropped = {lang: collections.Counter() for lang in LANGS}
  skipped = []
  catalogs = {}
  pairs = {}
  for lang in LANGS:
    paths, aliases = list_catalogs(args.locale_dir, lang)
    for alias in aliases:
      print("SKIP alias %s -> %s" % (alias, os.path.realpath(alias)))
      skipped.append((alias, "symlink alias"))
    pairs[lang] = collect_pairs(paths, dropped[lang], skipped)
    unusable = {path for path, _ in skipped}
    catalogs[lang] = [p for p in paths if p not in unusable]

  written = []
  written += write_parallel(args.out_dir, "train", "en-cs", "cs", pairs["cs"])
  splits, mono, mono_counts, held = split_slovak(pairs["sk"], rng,
                                                 dropped["sk"])
  for split in ("train", "dev", "test"):
    written += write_parallel(args.out_dir, split, "en-sk", "sk",
                              splits[split])
  mono_path = os.path.join(args.out_dir, "mono.sk")
  write_lines(mono_path, mono)
  written.append(mono_path)

  rows = []
  cs_counts = collections.Counter(c for c, _, _ in pairs["cs"])
  for path in catalogs["cs"]:
    rows.append(("cs", path, {"train": cs_counts[os.path.basename(path)]}))
  sk_counts = {s: collections.Counter(c for c, _, _ in splits[s])
               for s in splits}
  for path in catalogs["sk"]:
    name = os.path.basename(path)
    counts = {s: sk_counts[s][name] for s in splits}
    counts["mono"] = mono_counts[name]
    rows.append(("sk", path, counts))
  written.append(write_manifest(args.out_dir, rows))

  held_pairs = sum(1 for catalog, _, _ in pairs["sk"] if catalog in held)
  print("\nSlovak pairs: %d; held out for mono.sk: %d (%.1f%%) from %d "
        "catalogs: %s" % (len(pairs["sk"]), held_pairs,
                          100.0 * held_pairs / max(1, len(pairs["sk"])),
                          len(held), ", ".join(sorted(held))))
  print("\n%-22s %8s %10s" % ("file", "lines", "bytes"))
  total = 0
  for path in written:
    size = os.path.getsize(path)
    total += size
    print("%-22s %8d %10d" % (os.path.basename(path), count_lines(path), size))
  print("%-22s %8s %10d (limit %d)" % ("total", "", total, MAX_TOTAL_BYTES))
  for lang in LANGS:
    print("\ndropped (%s): %s" % (
        lang, ", ".join("%s=%d" % kv for kv in sorted(dropped[lang].items()))))
  n_alias = sum(1 for _, reason in skipped if reason == "symlink alias")
  print("catalogs used: cs=%d sk=%d; catalogs skipped: %d (%d symlink "
        "aliases, %d unreadable)" % (len(catalogs["cs"]), len(catalogs["sk"]),
                                     len(skipped), n_alias,
                                     len(skipped) - n_alias))
  for path, reason in skipped:
    print("  skipped %s (%s)" % (path, reason))
  if total > MAX_TOTAL_BYTES:
    print("ERROR: %s is larger than %d bytes" % (args.out_dir, MAX_TOTAL_BYTES))
    return 1
  return 0


if __name__ == "__main__":
  sys.exit(main())
