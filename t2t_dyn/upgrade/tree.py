"""A whole usr dir (or one file) copied and ported, with its report.

Every file is copied; Python files and text files naming Tensor2Tensor's
programs are ported (files), the others copied byte for byte. A first pass
reads what the files register and run, so that a script's --problem and
--hparams_set are checked against the usr dir's sets, and a set's hparams
against the models the scripts train it with.
"""

import os
import shutil
from typing import Dict, List, Tuple

from t2t_dyn.data_generators import problem as _registers_problems  # noqa: F401  pylint: disable=unused-import
from t2t_dyn.foundation import registry
from t2t_dyn.hparams import registered_sets as _registers_sets  # noqa: F401  pylint: disable=unused-import
from t2t_dyn.upgrade import command_check
from t2t_dyn.upgrade import files
from t2t_dyn.upgrade import flag_values
from t2t_dyn.upgrade.findings import UpgradeReport

# Copied as they are, never read: version control's own files.
_COPIED_WHOLE = (".git", ".hg", ".svn")


class UpgradeError(ValueError):
  """An input or output path dyn-upgrade cannot use (names the flag)."""


def _read_text(path: str):
  """The file's text, or None for a binary or non-UTF-8 file."""
  with open(path, "rb") as f:
    data = f.read()
  if b"\0" in data[:8192]:
    return None
  try:
    return data.decode("utf-8")
  except UnicodeDecodeError:
    return None


def _walk(intree: str) -> Tuple[List[str], List[str]]:
  """(files to read, directories to copy whole), relative to intree."""
  found, whole = [], []
  for directory, subdirectories, names in os.walk(intree):
    for name in list(subdirectories):
      if name in _COPIED_WHOLE:
        subdirectories.remove(name)
        whole.append(os.path.relpath(os.path.join(directory, name), intree))
      elif os.path.islink(os.path.join(directory, name)):
        found.append(os.path.relpath(os.path.join(directory, name), intree))
    subdirectories.sort()
    found += [os.path.relpath(os.path.join(directory, n), intree)
              for n in sorted(names)]
  return found, whole


def context_of(texts: Dict[str, str]) -> command_check.Context:
  """The names registered (by the files and t2t_dyn) and the models each
  hparams set is trained with, from {relative path: text}."""
  problems, sets, commands = set(), set(), []
  for relative, text in texts.items():
    scanned = files.scan(relative, relative, text)
    problems.update(scanned.problems)
    sets.update(scanned.hparams_sets)
    commands += scanned.commands
  problems.update(registry.list_problems())
  registered = flag_values.Registered(problems, sets,
                                      set(registry.list_hparams()))
  return command_check.Context(registered,
                               command_check.models_by_set(commands))


def _port(relative: str, text: str, context) -> files.Ported:
  if files.is_python(relative, text):
    return files.port_python(relative, text, context)
  return files.port_text(relative, relative, text, context)


def _check_paths(intree: str, outtree: str) -> None:
  if not os.path.isdir(intree):
    raise UpgradeError(f"--intree={intree}: no such directory")
  inside = os.path.abspath(outtree) + os.sep
  if inside.startswith(os.path.abspath(intree) + os.sep):
    raise UpgradeError(f"--outtree={outtree} is inside --intree={intree}")
  if os.path.exists(outtree) and (not os.path.isdir(outtree) or
                                  os.listdir(outtree)):
    raise UpgradeError(f"--outtree={outtree} exists and is not an empty "
                       f"directory; dyn-upgrade writes a new tree")


def upgrade_tree(intree: str, outtree: str) -> UpgradeReport:
  """Copies intree to outtree, porting what it can. Raises: UpgradeError
  for a missing intree or an outtree that exists with files."""
  _check_paths(intree, outtree)
  report = UpgradeReport(intree, outtree)
  relatives, whole = _walk(intree)
  texts = {}
  for relative in relatives:
    path = os.path.join(intree, relative)
    if not os.path.islink(path):
      text = _read_text(path)
      if text is not None:
        texts[relative] = text
  context = context_of(texts)
  os.makedirs(outtree, exist_ok=True)
  for relative in whole:
    shutil.copytree(os.path.join(intree, relative),
                    os.path.join(outtree, relative), symlinks=True)
  for relative in relatives:
    source = os.path.join(intree, relative)
    target = os.path.join(outtree, relative)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    if os.path.islink(source):
      os.symlink(os.readlink(source), target)
      report.copied.append(relative)
      continue
    ported = (_port(relative, texts[relative], context)
              if relative in texts else files.Ported(None, []))
    report.extend(ported.findings)
    _write(source, target, ported, report, relative)
  for directory, _, _ in os.walk(intree):  # Empty directories too.
    relative = os.path.relpath(directory, intree)
    if not relative.startswith(_COPIED_WHOLE):
      os.makedirs(os.path.join(outtree, relative), exist_ok=True)
  return report


def _write(source: str, target: str, ported: files.Ported,
           report: UpgradeReport, relative: str) -> None:
  if ported.text is None:
    shutil.copy2(source, target)
    report.copied.append(relative)
  else:
    with open(target, "wb") as f:
      f.write(ported.text.encode("utf-8"))
    shutil.copymode(source, target)  # Scripts stay executable.
    report.rewritten.append(relative)


def upgrade_file(infile: str, outfile: str) -> UpgradeReport:
  """Ports one file (its own commands and sets are its context). Raises:
  UpgradeError for a missing infile or outfile directory."""
  if not os.path.isfile(infile):
    raise UpgradeError(f"--infile={infile}: no such file")
  directory = os.path.dirname(os.path.abspath(outfile))
  if not os.path.isdir(directory):
    raise UpgradeError(f"--outfile={outfile}: no directory {directory}")
  report = UpgradeReport(infile, outfile)
  text = _read_text(infile)
  ported = (files.Ported(None, []) if text is None else
            _port(infile, text, context_of({infile: text})))
  report.extend(ported.findings)
  if os.path.abspath(infile) != os.path.abspath(outfile) or ported.text:
    _write(infile, outfile, ported, report, infile)
  return report
