"""Every public name of the Tensor2Tensor modules t2t_dyn provides: the table.

Tensor2Tensor 1.15.7's modules have no `__all__`; their public names are
their top-level functions and classes whose names do not start with `_`.
public_names_table holds, for each module t2t_dyn provides at a
Tensor2Tensor path, each such name's status here (provided, no effect or
refused) and why. dyn-upgrade's report and docs/tensor2tensor.md both read
it, so they say the same; scripts/t2t_public_names.py regenerates it.
"""

import dataclasses
from typing import Dict, FrozenSet, List, Optional

from t2t_dyn.upgrade import findings
from t2t_dyn.upgrade import public_names_table

PROVIDED = "provided"
NO_EFFECT = "no effect"
REFUSED = "refused"
STATUSES = (PROVIDED, NO_EFFECT, REFUSED)
# The report's status for each.
FINDING_STATUS = {PROVIDED: findings.SUPPORTED, NO_EFFECT: findings.NO_EFFECT,
                  REFUSED: findings.REFUSED}
REGENERATE = "python scripts/t2t_public_names.py"
DOCS_BEGIN = "<!-- public-names:begin -->"
DOCS_END = "<!-- public-names:end -->"


@dataclasses.dataclass(frozen=True)
class Entry:
  """One public name of a Tensor2Tensor module, and what it is here."""
  module: str  # tensor2tensor.…
  name: str
  status: str  # PROVIDED, NO_EFFECT or REFUSED.
  reason: str  # "" for a name provided as it is.


def split_key(key: str):
  """A table key ("refused: why", "provided") -> (status, its own reason)."""
  status, _, reason = key.partition(":")
  status, reason = status.strip(), reason.strip()
  if status not in STATUSES:
    raise ValueError(f"public_names_table: unknown status {key!r}")
  return status, reason


def entries(names: Dict[str, Dict[str, List[str]]] = None,
            module_reasons: Dict[str, str] = None) -> List[Entry]:
  """Every entry of the table (or of `names` and `module_reasons` laid out
  as the table's), by module and name; a refused name without its own
  reason takes its module's."""
  names = public_names_table.NAMES if names is None else names
  module_reasons = (public_names_table.MODULE_REASONS
                    if module_reasons is None else module_reasons)
  found = []
  for module, groups in names.items():
    for key, listed in groups.items():
      status, reason = split_key(key)
      if status == REFUSED and not reason:
        reason = module_reasons.get(module, "")
      found += [Entry(module, name, status, reason) for name in listed]
  return sorted(found, key=lambda e: (e.module, e.name))


_BY_PATH: Dict[str, Entry] = {}


def entry(path: str) -> Optional[Entry]:
  """The table's entry of `tensor2tensor.module.name`, or None when it is
  not a public name of a module t2t_dyn provides."""
  if not _BY_PATH:
    _BY_PATH.update({f"{e.module}.{e.name}": e for e in entries()})
  return _BY_PATH.get(path)


def modules() -> List[str]:
  """The Tensor2Tensor modules the table covers."""
  return sorted(public_names_table.NAMES)


def t2t_program_flags(program: str) -> Optional[FrozenSet[str]]:
  """The flags Tensor2Tensor 1.15.7's `program` (t2t-trainer) defined, or
  None for a program the table does not know."""
  flags = public_names_table.PROGRAM_FLAGS.get(program)
  return None if flags is None else frozenset(flags)


def _short(module: str) -> str:
  return module[len("tensor2tensor."):] if "." in module else module


def markdown(table_entries: List[Entry] = None) -> str:
  """The docs' table: per module, a row of its provided names and one per
  status and reason of the others."""
  table_entries = entries() if table_entries is None else table_entries
  by_module: Dict[str, Dict[tuple, List[str]]] = {}
  for e in table_entries:
    by_module.setdefault(e.module, {}).setdefault(
        (STATUSES.index(e.status), e.status, e.reason), []).append(e.name)
  rows = ["| module | names | here |", "| --- | --- | --- |"]
  for module in sorted(by_module):
    for (_, status, reason), names in sorted(by_module[module].items()):
      what = status + (f": {reason}" if reason else "")
      rows.append(f"| `{_short(module)}` | " + ", ".join(
          f"`{n}`" for n in sorted(names)) + f" | {_cell(what)} |")
  counts = {s: sum(1 for e in table_entries if e.status == s)
            for s in STATUSES}
  head = (f"{len(table_entries)} public names in {len(by_module)} modules: "
          + ", ".join(f"{counts[s]} {s}" for s in STATUSES) + ".")
  return "\n".join([head, ""] + rows)


def _cell(text: str) -> str:
  return text.replace("|", "\\|").replace("\n", " ")
