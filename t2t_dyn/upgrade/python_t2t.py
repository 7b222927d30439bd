"""A Python file's Tensor2Tensor imports and names, made t2t_dyn's.

Each import of a `tensor2tensor` module or name is renamed to t2t_dyn's
when t2t_dyn provides it; when it does not, the import is removed if the
file never uses what it binds, and kept (refused, with the first use) if
it does. Each Tensor2Tensor name the code uses (`registry.register_problem`,
`problem.DatasetSplit.TRAIN`) and each method a subclass of a Tensor2Tensor
class defines is looked up in t2t_dyn (t2t_names).
"""

import ast
import dataclasses
import re
from typing import Dict, List, Optional, Tuple, Union

from t2t_dyn.upgrade import findings
from t2t_dyn.upgrade import t2t_names
from t2t_dyn.upgrade import text_edits
from t2t_dyn.upgrade.findings import Finding

_MODULE_PATH_STRING = re.compile(r"^tensor2tensor(\.\w+)+$")


@dataclasses.dataclass(frozen=True)
class Binding:
  """A name an import binds to a Tensor2Tensor path."""
  statement: Union[ast.Import, ast.ImportFrom]
  alias: ast.alias
  local: str  # The name bound in the file.
  path: str  # The Tensor2Tensor path that name stands for.
  imported: str  # What the statement imports (for `import a.b`: a.b).


@dataclasses.dataclass(frozen=True)
class Use:
  """An outermost `name.attr.attr` chain (or a bare name) rooted at a
  Binding."""
  binding: Binding
  path: str
  node: ast.AST


def bindings(tree: ast.AST) -> List[Binding]:
  """Every Tensor2Tensor import in the file, one Binding per alias."""
  found = []
  for node in ast.walk(tree):
    if isinstance(node, ast.Import):
      for alias in node.names:
        if t2t_names.is_t2t(alias.name):
          local = alias.asname or alias.name.split(".")[0]
          path = alias.name if alias.asname else local
          found.append(Binding(node, alias, local, path, alias.name))
    elif (isinstance(node, ast.ImportFrom) and not node.level and
          t2t_names.is_t2t(node.module or "")):
      for alias in node.names:
        path = f"{node.module}.{alias.name}"
        found.append(Binding(node, alias, alias.asname or alias.name, path,
                             path))
  return sorted(found, key=lambda b: (b.statement.lineno,
                                      b.statement.col_offset))


def uses(tree: ast.AST, bound: List[Binding]) -> List[Use]:
  """Each use of a bound name, as the longest attribute chain on it."""
  by_local = {b.local: b for b in bound}
  inner = {id(n.value) for n in ast.walk(tree)
           if isinstance(n, ast.Attribute)}
  found = []
  for node in ast.walk(tree):
    if isinstance(node, ast.Attribute) and id(node) not in inner:
      parts, current = [], node
      while isinstance(current, ast.Attribute):
        parts.append(current.attr)
        current = current.value
      if isinstance(current, ast.Name) and current.id in by_local:
        binding = by_local[current.id]
        found.append(Use(binding, ".".join([binding.path] + parts[::-1]),
                         node))
    elif (isinstance(node, ast.Name) and node.id in by_local and
          id(node) not in inner and isinstance(node.ctx, ast.Load)):
      binding = by_local[node.id]
      found.append(Use(binding, binding.path, node))
  return sorted(found, key=lambda u: (u.node.lineno, u.node.col_offset))


def _uses_of(binding: Binding, all_uses: List[Use]) -> List[Use]:
  if binding.path == binding.imported:
    return [u for u in all_uses if u.binding.local == binding.local]
  # `import tensor2tensor.a.b` binds `tensor2tensor`: its uses go through
  # the module it imports.
  return [u for u in all_uses if u.binding.local == binding.local and (
      u.path == binding.imported or
      u.path.startswith(binding.imported + "."))]


@dataclasses.dataclass
class _FileWork:
  file: str
  source: text_edits.Source
  found: List[Finding] = dataclasses.field(default_factory=list)
  edits: List[text_edits.Edit] = dataclasses.field(default_factory=list)

  def add(self, line, kind, name, status, reason):
    self.found.append(Finding(self.file, line, kind, name, status, reason))


def port(text: str, tree: ast.AST, file: str
         ) -> Tuple[str, List[Finding]]:
  """The text with its Tensor2Tensor imports made t2t_dyn's (or removed),
  and the findings for its imports, names and overrides. `tree` is the
  text's ast."""
  work = _FileWork(file, text_edits.Source(text))
  bound = bindings(tree)
  all_uses = uses(tree, bound)
  _imports(work, bound, all_uses, tree)
  _names(work, all_uses)
  _module_strings(work, tree)
  _overrides(work, tree, bound)
  return text_edits.apply(text, work.edits), work.found


def _imports(work: _FileWork, bound: List[Binding], all_uses: List[Use],
             tree: ast.AST) -> None:
  """Import findings and edits."""
  removed = []
  for binding in bound:
    line = binding.statement.lineno
    if binding.alias.name == "*":
      # The names a star import binds cannot be told from their uses: it
      # is kept, renamed where t2t_dyn has the module.
      module = binding.statement.module
      if t2t_names.module_provided(module):
        work.add(line, findings.IMPORT, binding.imported, findings.REWRITTEN,
                 f"imported from {t2t_names.to_dyn(module)}")
      else:
        work.add(line, findings.IMPORT, binding.imported, findings.REFUSED,
                 f"{t2t_names.resolve(module).reason}; a star import is "
                 f"kept, as what it binds may be used")
      continue
    if t2t_names.module_provided(binding.imported) or (
        t2t_names.lookup_object(binding.imported) is not None):
      work.add(line, findings.IMPORT, binding.imported, findings.REWRITTEN,
               f"imported from {t2t_names.to_dyn(binding.imported)}")
      continue
    why = t2t_names.resolve(binding.imported).reason
    used = _uses_of(binding, all_uses)
    if used:
      work.add(line, findings.IMPORT, binding.imported, findings.REFUSED,
               f"{why}; used at {work.file}:{used[0].node.lineno}")
    else:
      removed.append(binding)
      work.add(line, findings.IMPORT, binding.imported, findings.REMOVED,
               f"{why}, and {work.file} never uses it")
  statements = {id(b.statement): b.statement for b in bound}
  parents = _parents(tree)
  for statement in statements.values():
    gone = [b.alias for b in removed if b.statement is statement]
    work.edits.append(_import_edit(work.source, statement, gone,
                                   parents[id(statement)]))


def _parents(tree: ast.AST) -> Dict[int, ast.AST]:
  return {id(child): node for node in ast.walk(tree)
          for child in ast.iter_child_nodes(node)}


def _import_edit(source: text_edits.Source, statement, gone: List[ast.alias],
                 parent: ast.AST) -> text_edits.Edit:
  """The statement with tensor2tensor renamed and the `gone` aliases
  dropped (all of them: the statement, or `pass` where it is a block's
  only statement)."""
  kept = [a for a in statement.names if not any(a is g for g in gone)]
  if not gone:
    start, end = source.span(statement)
    text = re.sub(r"\btensor2tensor\b", t2t_names.DYN,
                  source.text[start:end])
    return text_edits.Edit(start, end, text)
  if kept:
    start, end = source.span(statement)
    names = ", ".join(_rename(a.name) + (f" as {a.asname}" if a.asname
                                         else "") for a in kept)
    if isinstance(statement, ast.ImportFrom):
      text = f"from {_rename(statement.module)} import {names}"
    else:
      text = f"import {names}"
    return text_edits.Edit(start, end, text)
  if _alone_in_block(statement, parent):  # `try:` with only the import.
    start, end = source.span(statement)
    return text_edits.Edit(start, end, "pass")
  start, end = source.whole_lines(statement)
  if (start, end) == source.span(statement):  # Shares its line: `a; b`.
    return text_edits.Edit(start, end, "pass")
  return text_edits.Edit(start, end, "")


def _alone_in_block(statement: ast.AST, parent: ast.AST) -> bool:
  for field in ("body", "orelse", "finalbody"):
    block = getattr(parent, field, None)
    if isinstance(block, list) and any(s is statement for s in block):
      return len(block) == 1
  return False


def _rename(path: str) -> str:
  return t2t_names.to_dyn(path)


def _names(work: _FileWork, all_uses: List[Use]) -> None:
  """One finding per distinct Tensor2Tensor name used (at its first use),
  and the renames of `tensor2tensor` in `import tensor2tensor.a` uses
  (nothing uses what a removed import bound)."""
  seen = set()
  for use in all_uses:
    root = use.node
    while isinstance(root, ast.Attribute):
      root = root.value
    if root.id == "tensor2tensor" and use.binding.path == "tensor2tensor":
      start, end = work.source.span(root)
      work.edits.append(text_edits.Edit(start, end, t2t_names.DYN))
    if use.path == use.binding.path or use.path in seen:
      continue
    seen.add(use.path)
    resolution = t2t_names.resolve(use.path)
    work.add(use.node.lineno, findings.NAME, use.path, resolution.status,
             resolution.reason)


def _module_strings(work: _FileWork, tree: ast.AST) -> None:
  """'tensor2tensor.x.y' string literals (module paths) -> 't2t_dyn.x.y'."""
  for node in ast.walk(tree):
    if (isinstance(node, ast.Constant) and isinstance(node.value, str) and
        _MODULE_PATH_STRING.match(node.value)):
      start, end = work.source.span(node)
      literal = work.source.text[start:end]
      if "tensor2tensor" not in literal:
        continue
      work.edits.append(text_edits.Edit(start, end, literal.replace(
          "tensor2tensor", t2t_names.DYN, 1)))
      resolution = t2t_names.resolve(node.value)
      status = (findings.REWRITTEN if resolution.status != findings.REFUSED
                else findings.REFUSED)
      work.add(node.lineno, findings.NAME, node.value, status,
               f"a module path in a string, now "
               f"{t2t_names.to_dyn(node.value)}" +
               ("" if status == findings.REWRITTEN else
                f": {resolution.reason}"))


def _overrides(work: _FileWork, tree: ast.AST, bound: List[Binding]) -> None:
  """Findings for the methods of classes built on Tensor2Tensor classes."""
  by_local = {b.local: b for b in bound}
  t2t_base: Dict[str, type] = {}  # Local class name -> t2t_dyn base class.
  referenced = _referenced_names(tree)
  classes = sorted((n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)),
                   key=lambda n: n.lineno)
  for node in classes:
    base = None
    for expression in node.bases:
      base = _t2t_class(expression, by_local, t2t_base)
      if base is not None:
        break
    if base is None:
      continue
    t2t_base[node.name] = base
    for item in node.body:
      if (isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) and
          not item.name.startswith("__")):
        _override(work, node.name, item, base, referenced)


def _t2t_class(expression: ast.AST, by_local: Dict[str, Binding],
               local_classes: Dict[str, type]) -> Optional[type]:
  parts, current = [], expression
  while isinstance(current, ast.Attribute):
    parts.append(current.attr)
    current = current.value
  if not isinstance(current, ast.Name):
    return None
  if not parts and current.id in local_classes:
    return local_classes[current.id]
  if current.id not in by_local:
    return None
  path = ".".join([by_local[current.id].path] + parts[::-1])
  found = t2t_names.lookup_object(path)
  return found if isinstance(found, type) else None


def _referenced_names(tree: ast.AST) -> Dict[str, int]:
  """{name: how often it is read}, as attribute or name."""
  counts: Dict[str, int] = {}
  for node in ast.walk(tree):
    name = (node.attr if isinstance(node, ast.Attribute) else
            node.id if isinstance(node, ast.Name) else None)
    if name:
      counts[name] = counts.get(name, 0) + 1
  return counts


def _t2t_path(klass: type) -> str:
  return ("tensor2tensor" + klass.__module__[len(t2t_names.DYN):] + "." +
          klass.__qualname__)


def _override(work: _FileWork, class_name: str, method: ast.AST,
              base: type, referenced: Dict[str, int]) -> None:
  name = method.name
  dyn_classes = [k for k in base.__mro__
                 if k.__module__.startswith(t2t_names.DYN + ".")]
  note = None
  for klass in dyn_classes:
    note = t2t_names.NOTED.get(f"{_t2t_path(klass)}.{name}")
    if note:
      break
  what = f"{class_name}.{name}"
  owner = next((k for k in dyn_classes if name in vars(k)), None)
  if note:
    work.add(method.lineno, findings.OVERRIDE, what, note.status,
             note.reason)
  elif owner is not None:
    work.add(method.lineno, findings.OVERRIDE, what, findings.SUPPORTED,
             f"overrides t2t_dyn's {owner.__name__}.{name}")
  elif not name.startswith("_") and not referenced.get(name):
    work.add(method.lineno, findings.OVERRIDE, what, findings.NO_EFFECT,
             f"t2t_dyn's {base.__name__} has no {name}: if it overrides "
             f"Tensor2Tensor's, nothing here calls it")
