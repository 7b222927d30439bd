"""public_names_table made anew from Tensor2Tensor's source and t2t_dyn.

Tensor2Tensor's side is read from its source with `ast` (the reference
package the tests install; nothing of it is imported): each module's
top-level functions and classes not starting with `_`, and the flags each
t2t-* program defined (its module's and those of the Tensor2Tensor modules
it imports). t2t_dyn's side: a name is provided when t2t_names finds it in
t2t_dyn's module. A name it lacks takes the reason that module gives (its
NOT_PROVIDED, or the NotProvidedError of its `__getattr__`), else the
table's written reason (the name's own, else its module's), which is
kept.
"""

import ast
import json
import os
import re
import types
from typing import Dict, List, Tuple

from t2t_dyn.foundation import not_provided
from t2t_dyn.upgrade import public_names
from t2t_dyn.upgrade import t2t_names

_PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Tensor2Tensor's programs that have a dyn- counterpart, and their modules.
PROGRAMS = {
    "t2t-trainer": "bin/t2t_trainer.py", "t2t-decoder": "bin/t2t_decoder.py",
    "t2t-datagen": "bin/t2t_datagen.py", "t2t-avg-all": "bin/t2t_avg_all.py",
    "t2t-bleu": "bin/t2t_bleu.py",
    "t2t-translate-all": "bin/t2t_translate_all.py",
    "t2t-exporter": "serving/export.py"}

Names = Dict[str, Dict[str, List[str]]]


def _module_path(relative: str) -> str:
  """data_generators/problem.py -> tensor2tensor.data_generators.problem."""
  parts = relative[:-len(".py")].split(os.sep)
  if parts[-1] == "__init__":
    parts = parts[:-1]
  return ".".join([t2t_names.T2T] + parts)


def provided_modules(t2t_root: str) -> Dict[str, str]:
  """{Tensor2Tensor module: its file under t2t_root} of each module
  t2t_dyn has at a Tensor2Tensor path."""
  found = {}
  for directory, _, files in os.walk(_PACKAGE):
    for name in files:
      if not name.endswith(".py") or name.endswith("_test.py"):
        continue
      relative = os.path.relpath(os.path.join(directory, name), _PACKAGE)
      if os.path.isfile(os.path.join(t2t_root, relative)):
        found[_module_path(relative)] = os.path.join(t2t_root, relative)
  return dict(sorted(found.items()))


def _tree(path: str) -> ast.Module:
  with open(path, encoding="utf-8") as f:
    return ast.parse(f.read(), path)


def t2t_public_names(path: str) -> List[str]:
  """A Tensor2Tensor module's top-level functions and classes not starting
  with `_` (its modules have no __all__)."""
  return sorted(node.name for node in _tree(path).body
                if isinstance(node, (ast.FunctionDef, ast.ClassDef)) and
                not node.name.startswith("_"))


_IMPORT = re.compile(r"^[ \t]*(?:from[ \t]+(tensor2tensor[\w.]*)[ \t]+import"
                     r"[ \t]+(\([^)]*\)|[\w \t,]+)|"
                     r"import[ \t]+(tensor2tensor[\w.]*))", re.M)
_DEFINE = re.compile(r"\bDEFINE_?\w*\(\s*[\"']([\w-]+)[\"']")


def _t2t_imports(text: str, t2t_root: str) -> List[str]:
  """The files of the Tensor2Tensor modules a module's text imports (read
  with regular expressions: ast would take seconds over the hundreds of
  modules a program imports)."""
  modules = []
  for match in _IMPORT.finditer(text):
    if match.group(3):
      modules.append(match.group(3))
    else:
      modules.append(match.group(1))
      modules += [f"{match.group(1)}.{name.split()[0]}"
                  for name in match.group(2).strip("()").split(",")
                  if name.strip()]
  files = []
  for module in modules:
    relative = os.path.join(*module.split(".")[1:]) if "." in module else ""
    for candidate in (relative + ".py",
                      os.path.join(relative, "__init__.py")):
      if os.path.isfile(os.path.join(t2t_root, candidate)):
        files.append(os.path.join(t2t_root, candidate))
  return files


def t2t_program_flags(t2t_root: str) -> Dict[str, List[str]]:
  """{t2t-* program: the flags it defined}: those of its module and of the
  Tensor2Tensor modules it imports, directly or through others."""
  result = {}
  for program, relative in PROGRAMS.items():
    flags, seen, todo = set(), set(), [os.path.join(t2t_root, relative)]
    while todo:
      path = todo.pop()
      if path in seen:
        continue
      seen.add(path)
      with open(path, encoding="utf-8") as f:
        text = f.read()
      flags.update(_DEFINE.findall(text))
      todo += _t2t_imports(text, t2t_root)
    result[program] = sorted(flags)
  return result


def _module_reason(module: str, name: str) -> str:
  """The reason t2t_dyn's own module gives for lacking `name`: its
  NOT_PROVIDED entry, or the NotProvidedError its `__getattr__` raises
  (foundation.not_provided); "" if none."""
  ours = t2t_names.lookup_object(module)
  if isinstance(ours, types.ModuleType):
    listed = vars(ours).get("NOT_PROVIDED") or {}
    if name in listed:
      return str(listed[name])
    try:
      getattr(ours, name)
    except not_provided.NotProvidedError as e:
      return str(e).partition(" is not provided by t2t_dyn: ")[2]
    except AttributeError:
      pass
  return ""


def fresh_names(t2t_root: str, old: Names) -> Names:
  """The table's NAMES as the sources say now, the written reasons of
  `old` kept. Raises: RuntimeError when a t2t_dyn module fails to
  import."""
  old_keys = {(module, name): key for module, groups in old.items()
              for key, listed in groups.items() for name in listed}
  result: Names = {}
  for module, path in provided_modules(t2t_root).items():
    names = t2t_public_names(path)
    if not names:
      continue
    if not t2t_names.module_provided(module) or (
        t2t_names.lookup_object(module) is None and
        not module.startswith(t2t_names.T2T + ".bin.")):
      raise RuntimeError(f"{t2t_names.to_dyn(module)} does not import")
    groups: Dict[str, List[str]] = {}
    for name in names:
      key = _key(module, name, old_keys.get((module, name), ""))
      groups.setdefault(key, []).append(name)
    result[module] = {key: groups[key] for key in sorted(
        groups, key=lambda k: (public_names.STATUSES.index(
            public_names.split_key(k)[0]), k))}
  return result


def _key(module: str, name: str, old_key: str) -> str:
  status, _ = public_names.split_key(old_key) if old_key else ("", "")
  if t2t_names.provides(f"{module}.{name}"):
    # A no-effect note stays while the name is there.
    return old_key if status == public_names.NO_EFFECT else (
        public_names.PROVIDED)
  # The module's own words first, then the table's.
  reason = _module_reason(module, name)
  if reason:
    return f"{public_names.REFUSED}: {reason}"
  return old_key if status == public_names.REFUSED else public_names.REFUSED


def changes(old: Names, new: Names) -> List[str]:
  """One line per name whose entry differs: `module.name: old -> new`."""
  def flat(names):
    return {f"{module}.{name}": key for module, groups in names.items()
            for key, listed in groups.items() for name in listed}
  before, after = flat(old), flat(new)
  return [f"{path}: {before.get(path, '(not in the table)')} -> "
          f"{after.get(path, '(not a public name of a provided module)')}"
          for path in sorted(set(before) | set(after))
          if before.get(path) != after.get(path)]


_WIDTH = 79


def _string(text: str, indent: int) -> List[str]:
  """A string literal as lines of at most _WIDTH characters (adjacent
  literals, split after spaces)."""
  room = _WIDTH - indent - 3
  chunks, current = [], ""
  for word in text.split(" "):
    piece = word if not current else " " + word
    if current and len(json.dumps(current + piece)) > room:
      chunks.append(current + " ")
      current = word
    else:
      current += piece
  chunks.append(current)
  return [" " * indent + json.dumps(c, ensure_ascii=False) for c in chunks]


def _names_list(names: List[str], indent: int) -> List[str]:
  """["a", "b", ...] packed into lines, closed with "],"."""
  lines, current = [], " " * indent + "["
  for index, name in enumerate(names):
    item = json.dumps(name) + ("," if index < len(names) - 1 else "],")
    if len(current) + len(item) + 1 > _WIDTH and current.strip() != "[":
      lines.append(current.rstrip())
      current = " " * (indent + 1) + item
    else:
      current += ("" if current.endswith("[") else " ") + item
  lines.append(current)
  return lines


def table_source(names: Names, module_reasons: Dict[str, str],
                 program_flags: Dict[str, List[str]],
                 header: str) -> str:
  """public_names_table.py's text."""
  lines = [header.rstrip(), "",
           "# Why each module's refused names are refused (a name listed "
           "under its own",
           "# \"refused: why\" says its own). Written by hand; kept when "
           "the table is",
           "# regenerated.",
           "MODULE_REASONS = {"]
  for module, reason in sorted(module_reasons.items()):
    lines.append(f"    {json.dumps(module)}:")
    lines += _string(reason, 8)
    lines[-1] += ","
  lines += ["}", "",
            "# {module: {\"provided\" | \"no effect: why\" | \"refused\" "
            "(its module's reason)",
            "#           | \"refused: why\": [names]}}",
            "NAMES = {"]
  for module, groups in names.items():
    lines.append(f"    {json.dumps(module)}: {{")
    for key, listed in groups.items():
      lines += _string(key, 8)
      lines[-1] += ":"
      lines += _names_list(listed, 12)
    lines.append("    },")
  lines += ["}", "",
            "# {t2t-* program: the flags Tensor2Tensor 1.15.7's program "
            "defined}",
            "PROGRAM_FLAGS = {"]
  for program, flags in program_flags.items():
    lines.append(f"    {json.dumps(program)}:")
    lines += _names_list(flags, 8)
  lines.append("}")
  return "\n".join(lines) + "\n"


def docs_with_table(docs: str, markdown: str) -> Tuple[str, bool]:
  """(the docs' text with the table between its markers, whether the
  markers were there)."""
  begin = docs.find(public_names.DOCS_BEGIN)
  end = docs.find(public_names.DOCS_END)
  if begin < 0 or end < begin:
    return docs, False
  return (docs[:begin + len(public_names.DOCS_BEGIN)] + "\n" + markdown +
          "\n" + docs[end:], True)
