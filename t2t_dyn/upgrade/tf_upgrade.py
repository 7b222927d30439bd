"""TensorFlow 1 code to TensorFlow 2, by TensorFlow's own upgrader.

`tf_upgrade_v2`'s TFAPIChangeSpec with ASTCodeUpgrader rewrites the file
(`tf.logging.info` -> `tf.compat.v1.logging.info`, `tf.gfile.Exists` ->
`tf.io.gfile.exists`); its log lines become findings. It only reports some
names as removed although TensorFlow 2 keeps them under tf.compat.v1
(`tf.flags`): after it, every `tf.` name the file uses is looked up in the
installed TensorFlow, one it lacks is moved under tf.compat.v1 when that
has it, and refused otherwise (tf.contrib, tf.estimator in 2.16 and later).
The Estimator's mode keys (`tf.estimator.ModeKeys.TRAIN`) become the
strings they stood for ("train", "eval", "infer"), which Tensor2Tensor's
code compares modes with.
"""

import ast
import contextlib
import dataclasses
import functools
import io
import re
import types
from typing import Dict, List, Optional, Tuple

from t2t_dyn.upgrade import findings
from t2t_dyn.upgrade import text_edits
from t2t_dyn.upgrade.findings import Finding

_LOG_LINE = re.compile(r"^(\d+):(\d+): (INFO|WARNING|ERROR): (.*)$", re.S)
_TF_NAME = re.compile(r"\btf\.[\w.]*\w")
_UPGRADER = "TensorFlow's upgrader"


@dataclasses.dataclass(frozen=True)
class UpgradedPython:
  """A Python file after TensorFlow's upgrader and the compat.v1 pass."""
  text: str
  findings: Tuple[Finding, ...]
  parsed: bool  # False: the upgrader could not parse it (text unchanged).
  error: str = ""  # Why it could not.


@functools.lru_cache(maxsize=1)
def _upgrader():
  # Imported here: it loads TensorFlow (seconds), needed only for Python.
  # pylint: disable-next=g-import-not-at-top
  from tensorflow.tools.compatibility import ast_edits, tf_upgrade_v2
  # tf_upgrade_v2's own defaults: no import renames; `import
  # tensorflow.compat.v1 as tf` is upgraded too.
  return ast_edits.ASTCodeUpgrader(tf_upgrade_v2.TFAPIChangeSpec(
      import_rename=False, upgrade_compat_v1_import=True))


@functools.lru_cache(maxsize=1)
def _tensorflow():
  import tensorflow  # pylint: disable=g-import-not-at-top
  return tensorflow


def upgrade(text: str, file: str) -> UpgradedPython:
  """The file's text upgraded to TensorFlow 2 with findings for each change
  and each name TensorFlow 2 lacks (a file that does not import
  TensorFlow is left as it is)."""
  try:
    tree = ast.parse(text)
  except (SyntaxError, ValueError) as e:
    return UpgradedPython(text, (), False, f"{type(e).__name__} at line "
                          f"{getattr(e, 'lineno', '?')}: {e}")
  if not _imports_tensorflow(tree):
    # The upgrader's method-name rules (`*.save`) would flag other
    # libraries' calls.
    return UpgradedPython(text, (), True)
  # The upgrader prints each log line; they come back in its return value.
  with contextlib.redirect_stdout(io.StringIO()):
    processed, new_text, logs, _ = _upgrader().update_string_pasta(
        text, file)
  if not processed:
    error = "\n".join(logs).strip().splitlines()
    return UpgradedPython(text, (), False, error[-1] if error else "")
  upgraded_lines = _lines(new_text)
  original_lines = _lines(text)
  found: List[Finding] = []
  for entry in logs:
    match = _LOG_LINE.match(entry.strip())
    if match:
      found.append(_log_finding(file, match, original_lines,
                                upgraded_lines))
  new_text, compat_findings = _compat_v1_pass(new_text, file)
  return UpgradedPython(new_text, tuple(_merged(found, compat_findings)),
                        True)


def _imports_tensorflow(tree: ast.AST) -> bool:
  for node in ast.walk(tree):
    names = ([a.name for a in node.names] if isinstance(node, ast.Import)
             else [node.module or ""] if isinstance(node, ast.ImportFrom)
             else [])
    if any(n == "tensorflow" or n.startswith("tensorflow.") for n in names):
      return True
  return False


def _merged(logged: List[Finding], compat: List[Finding]) -> List[Finding]:
  """The upgrader's findings and the compat pass's, one per name and line:
  the upgrader's error before its warning on a name; a name the compat
  pass moved or refused is told by its finding (with the upgrader's
  words, for a refusal)."""
  refusals: Dict[Tuple[int, str], Finding] = {}
  kept = []
  for finding in logged:
    if finding.status != findings.REFUSED:
      kept.append(finding)
    elif ((finding.line, finding.name) not in refusals or
          "(error)" in finding.reason):
      refusals[(finding.line, finding.name)] = finding
  result = []
  for finding in compat:
    told = [f for key, f in refusals.items()
            if key[0] == finding.line and key[1].startswith(finding.name)]
    for f in told:
      del refusals[(f.line, f.name)]
    if told and finding.status == findings.REFUSED:
      finding = dataclasses.replace(
          finding, name=told[0].name,
          reason=f"{finding.reason}; {told[0].reason}")
    result.append(finding)
  return kept + list(refusals.values()) + result


def _lines(text: str) -> List[str]:
  return text.splitlines()


def _log_finding(file: str, match, original_lines, upgraded_lines
                 ) -> Finding:
  line = int(match.group(1))
  severity, message = match.group(3), " ".join(match.group(4).split())
  names = _TF_NAME.findall(message)
  name = names[0] if names else "tensorflow"
  changed = (line > len(original_lines) or line > len(upgraded_lines) or
             original_lines[line - 1] != upgraded_lines[line - 1])
  if severity == "INFO" or changed:
    status = findings.REWRITTEN
    reason = f"{_UPGRADER}: {message}"
    if severity != "INFO":
      reason = f"{_UPGRADER} ({severity.lower()}, check it): {message}"
  else:
    status = findings.REFUSED
    reason = f"{_UPGRADER} ({severity.lower()}): {message}"
  return Finding(file, line, findings.TENSORFLOW, name, status, reason)


def _tensorflow_aliases(tree: ast.AST) -> Dict[str, str]:
  """{local name: the tensorflow module path it stands for}."""
  aliases = {}
  for node in ast.walk(tree):
    if isinstance(node, ast.Import):
      for alias in node.names:
        if alias.name == "tensorflow" or alias.name.startswith(
            "tensorflow."):
          if alias.asname:
            aliases[alias.asname] = alias.name
          else:
            aliases["tensorflow"] = "tensorflow"
  return aliases


def _chains(tree: ast.AST, roots) -> List[Tuple[ast.Attribute, List[str]]]:
  """Each outermost attribute chain `root.a.b` with its parts, for roots
  in `roots`."""
  inner = {id(n.value) for n in ast.walk(tree)
           if isinstance(n, ast.Attribute)}
  chains = []
  for node in ast.walk(tree):
    if not isinstance(node, ast.Attribute) or id(node) in inner:
      continue
    parts, current = [], node
    while isinstance(current, ast.Attribute):
      parts.append(current.attr)
      current = current.value
    if isinstance(current, ast.Name) and current.id in roots:
      chains.append((node, [current.id] + parts[::-1]))
  return chains


def _follow(module, parts: List[str]) -> Optional[int]:
  """The index in `parts` of the first name the module path lacks, or None
  when each exists (attributes of a class or value are not followed)."""
  obj = module
  for index, part in enumerate(parts):
    if not isinstance(obj, types.ModuleType):
      return None
    try:
      obj = getattr(obj, part)
    except Exception:  # pylint: disable=broad-except
      return index
  return None


# The Estimator's mode keys: the strings TensorFlow 1 gave them.
_MODE_KEYS = {"TRAIN": "train", "EVAL": "eval", "PREDICT": "infer",
              "INFER": "infer"}
_MODE_KEYS_AT = (("estimator", "ModeKeys"), ("contrib", "learn", "ModeKeys"))


def _mode_key(module_path: str, parts: List[str]) -> Optional[int]:
  """How many of `parts` (after the root) name a mode key
  (`estimator.ModeKeys.TRAIN`, under tf or tf.compat.v1), or None."""
  full = module_path.split(".")[1:] + parts[1:]
  skipped = len(module_path.split(".")) - 1
  for start in ((0, 2) if full[:2] == ["compat", "v1"] else (0,)):
    for place in _MODE_KEYS_AT:
      end = start + len(place)
      if (tuple(full[start:end]) == place and len(full) > end and
          full[end] in _MODE_KEYS):
        return end + 1 - skipped
  return None


def _module(path: str):
  obj = _tensorflow()
  for part in path.split(".")[1:]:
    obj = getattr(obj, part)
  return obj


def _compat_v1_pass(text: str, file: str) -> Tuple[str, List[Finding]]:
  """Moves names TensorFlow 2 has only under tf.compat.v1 there; refuses
  names it lacks altogether. Findings: one per name and line."""
  try:
    tree = ast.parse(text)
  except SyntaxError:
    return text, []
  aliases = _tensorflow_aliases(tree)
  if not aliases:
    return text, []
  source = text_edits.Source(text)
  edits, found, reported = [], [], set()
  version = _tensorflow().__version__
  compat = _tensorflow().compat.v1
  for node, parts in _chains(tree, aliases):
    keys = _mode_key(aliases[parts[0]], parts)
    if keys is not None:
      found.append(_mode_key_edit(source, node, parts, keys, edits, file))
      continue
    try:
      module = _module(aliases[parts[0]])
    except AttributeError:
      continue
    missing = _follow(module, parts[1:])
    if missing is None:
      continue
    lacking = parts[:missing + 2]  # Root, then up to the missing name.
    name = ".".join(["tf"] + lacking[1:])
    in_compat = (aliases[parts[0]] == "tensorflow" and
                 _follow(compat, parts[1:]) is None)
    if in_compat:
      # The chain's node that ends at the missing name.
      target = node
      for _ in range(len(parts) - len(lacking)):
        target = target.value
      start, end = source.span(target)
      edits.append(text_edits.Edit(start, end, ".".join(
          [parts[0], "compat", "v1"] + lacking[1:])))
    if (node.lineno, name) in reported:
      continue
    reported.add((node.lineno, name))
    if in_compat:
      found.append(Finding(
          file, node.lineno, findings.TENSORFLOW, name, findings.REWRITTEN,
          f"{name} -> tf.compat.v1.{name[3:]}: TensorFlow {version} has it "
          f"only under tf.compat.v1 ({_UPGRADER} reports it removed)"))
    else:
      used = ".".join(["tf"] + parts[1:])
      elsewhere = "" if name.startswith("tf.compat.") else (
          ", not even under tf.compat.v1")
      found.append(Finding(
          file, node.lineno, findings.TENSORFLOW, name, findings.REFUSED,
          f"TensorFlow {version} has no {name}{elsewhere} (used as "
          f"{used})"))
  return text_edits.apply(text, edits), found


def _mode_key_edit(source: text_edits.Source, node: ast.Attribute,
                   parts: List[str], keys: int, edits: List, file: str
                   ) -> Finding:
  """The mode key (the first 1 + `keys` of the chain's parts) replaced by
  its string; its finding."""
  target = node
  for _ in range(len(parts) - 1 - keys):
    target = target.value
  start, end = source.span(target)
  value = _MODE_KEYS[parts[keys]]
  edits.append(text_edits.Edit(start, end, f'"{value}"'))
  name = ".".join(parts[:keys + 1])
  return Finding(file, node.lineno, findings.TENSORFLOW, name,
                 findings.REWRITTEN,
                 f'{name} -> "{value}": the string it stood for, which '
                 f"Tensor2Tensor's code compares modes with (TensorFlow "
                 f"2.16 and later have no tf.estimator)")
