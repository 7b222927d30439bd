"""What t2t_dyn provides of a Tensor2Tensor name.

A name is a dotted path under `tensor2tensor` (a module, or a module and
attributes: `tensor2tensor.data_generators.problem.DatasetSplit.TRAIN`).
It is looked up by importing the t2t_dyn module at the same path and
following the attributes, so the answer is always the code's own. A public
name of such a module is read from public_names' table (what the docs
list); NOTED says what the docs say of attributes (methods a usr dir
overrides) that exist and still do nothing here, or are refused, and why.
"""

import ast
import dataclasses
import importlib
import importlib.util
from typing import Any, Optional, Tuple

from t2t_dyn.upgrade import findings
from t2t_dyn.upgrade import public_names

T2T = "tensor2tensor"
DYN = "t2t_dyn"


@dataclasses.dataclass(frozen=True)
class Note:
  """What a Tensor2Tensor name does here although t2t_dyn may define it."""
  status: str  # findings.NO_EFFECT or findings.REFUSED.
  reason: str


_SPACE_IDS = ("space ids are accepted and not embedded (the model has no "
              "target-space embedding)")
_TFRECORDS = ("Tensor2Tensor's generate_data wrote TFRecord files of ids; "
              "here the shards are text from generate_samples (or ids from "
              "generate_encoded_samples): override one of those instead")

# Tensor2Tensor path (a name or a prefix of names) -> what it does here.
NOTED = {
    "tensor2tensor.data_generators.problem.Problem.generate_data": Note(
        findings.REFUSED, _TFRECORDS),
    "tensor2tensor.data_generators.problem.Problem.preprocess_example": Note(
        findings.REFUSED, "per-example tensor preprocessing is not run: "
        "express it as a transform (docs/transforms.md) or in "
        "generate_samples"),
    "tensor2tensor.data_generators.translate.TranslateProblem."
    "datatypes_to_clean": Note(
        findings.REFUSED, "Tensor2Tensor's cleaning of corpora is not run: "
        "filter in a transform or in generate_samples"),
    "tensor2tensor.data_generators.problem.Problem.dataset": Note(
        findings.REFUSED, "Tensor2Tensor's tf.data input of TFRecords is not "
        "used: the stream is built from the shards (docs/pipeline.md)"),
    "tensor2tensor.data_generators.problem.Problem.input_fn": Note(
        findings.REFUSED, "Estimator input functions are not used: the "
        "stream is built from the shards (docs/pipeline.md)"),
    "tensor2tensor.data_generators.problem.Problem.decode_hooks": Note(
        findings.NO_EFFECT, "dyn-decoder runs no decode hooks"),
    # Tensor2Tensor 1.4's Problem API, which later versions renamed.
    "tensor2tensor.data_generators.problem.Problem.input_space_id": Note(
        findings.NO_EFFECT, _SPACE_IDS),
    "tensor2tensor.data_generators.problem.Problem.target_space_id": Note(
        findings.NO_EFFECT, _SPACE_IDS),
    "tensor2tensor.data_generators.problem.Problem.targeted_vocab_size":
        Note(findings.NO_EFFECT, "Tensor2Tensor 1.4's name: the vocabulary "
             "is built with approx_vocab_size; rename the override"),
    "tensor2tensor.data_generators.problem.Problem.generator": Note(
        findings.REFUSED, "Tensor2Tensor 1.4's sample generator is not "
        "called: samples come from generate_samples (or "
        "generate_encoded_samples); port it to one of those"),
}


@dataclasses.dataclass(frozen=True)
class Resolution:
  """A Tensor2Tensor path looked up in t2t_dyn."""
  path: str  # tensor2tensor.…
  status: str  # SUPPORTED, NO_EFFECT or REFUSED.
  reason: str
  missing: str  # The first Tensor2Tensor path t2t_dyn lacks; "" if none.
  is_module: bool  # The whole path names a module t2t_dyn provides.


def is_t2t(path: str) -> bool:
  return path == T2T or path.startswith(T2T + ".")


def to_dyn(path: str) -> str:
  """tensor2tensor.x.y -> t2t_dyn.x.y (other paths as they are)."""
  return DYN + path[len(T2T):] if is_t2t(path) else path


def module_provided(t2t_module: str) -> bool:
  """Whether t2t_dyn has the module at Tensor2Tensor's path (found
  without importing it: find_spec imports a dotted name's parent, so each
  parent is checked to be a package first)."""
  parts = to_dyn(t2t_module).split(".")
  for end in range(1, len(parts) + 1):
    try:
      spec = importlib.util.find_spec(".".join(parts[:end]))
    except (ImportError, ValueError):  # A parent is missing.
      return False
    if spec is None or (end < len(parts) and
                        spec.submodule_search_locations is None):
      return False
  return True


# Modules that define a program's absl flags when imported: two of them in
# one process clash, so their names are read from their source instead.
_PROGRAM_MODULES = DYN + ".bin."


@dataclasses.dataclass(frozen=True)
class StaticName:
  """A top-level name of a program module, found in its source."""
  module: str
  name: str


def _static_names(module: str) -> set:
  """The names a module's source binds at top level."""
  with open(importlib.util.find_spec(module).origin, encoding="utf-8") as f:
    tree = ast.parse(f.read())
  names = set()
  for node in tree.body:
    if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
      names.add(node.name)
    elif isinstance(node, (ast.Import, ast.ImportFrom)):
      names.update((a.asname or a.name).split(".")[0] for a in node.names)
    elif isinstance(node, ast.Assign):
      names.update(t.id for t in node.targets if isinstance(t, ast.Name))
  return names


def _is_package(t2t_path: str) -> bool:
  if not module_provided(t2t_path):
    return False
  spec = importlib.util.find_spec(to_dyn(t2t_path))
  return spec.submodule_search_locations is not None


def note_for(path: str) -> Optional[Note]:
  """NOTED's entry for the path or its nearest prefix."""
  parts = path.split(".")
  for end in range(len(parts), 0, -1):
    note = NOTED.get(".".join(parts[:end]))
    if note:
      return note
  return None


def _lookup(path: str) -> Tuple[Any, str, bool]:
  """(the t2t_dyn object, the first missing Tensor2Tensor path or "",
  whether the object is a module)."""
  parts = path.split(".")
  end = len(parts)
  while end > 1 and not module_provided(".".join(parts[:end])):
    end -= 1
  module_path = ".".join(parts[:end])
  if to_dyn(module_path).startswith(_PROGRAM_MODULES) and end < len(parts):
    # What lies below a top-level name (t2t_trainer.FLAGS.problem) is
    # made at run time: only the name is checked.
    if parts[end] not in _static_names(to_dyn(module_path)):
      return None, ".".join(parts[:end + 1]), False
    return StaticName(to_dyn(module_path), parts[end]), "", False
  try:
    obj = importlib.import_module(to_dyn(module_path))
  except Exception:  # pylint: disable=broad-except
    # The module is there and fails to import here: not usable.
    return None, module_path, False
  for index in range(end, len(parts)):
    try:
      obj = getattr(obj, parts[index])
    except Exception:  # pylint: disable=broad-except
      return None, ".".join(parts[:index + 1]), False
  return obj, "", end == len(parts)


def provides(path: str) -> bool:
  """Whether t2t_dyn has the Tensor2Tensor `path` (a module, or a name in
  one)."""
  return not _lookup(path)[1]


def _table_entry(path: str) -> Optional[public_names.Entry]:
  """The table's entry of the public name `path` is or starts with."""
  parts = path.split(".")
  for end in range(len(parts), 1, -1):
    found = public_names.entry(".".join(parts[:end]))
    if found:
      return found
  return None


def resolve(path: str) -> Resolution:
  """What t2t_dyn makes of the Tensor2Tensor `path`: a public name of a
  module it provides (and what lies below it) as public_names' table says;
  otherwise supported when it exists there (unless NOTED says otherwise),
  refused naming what is missing."""
  entry = _table_entry(path)
  if entry and entry.status == public_names.REFUSED:
    named = f"{entry.module}.{entry.name}"
    return Resolution(path, findings.REFUSED,
                      f"{to_dyn(entry.module)} has no {entry.name}: "
                      f"{entry.reason}", named, False)
  obj, missing, is_module = _lookup(path)
  note = note_for(path)
  if entry and entry.status == public_names.NO_EFFECT and not note:
    note = Note(findings.NO_EFFECT, entry.reason)
  if missing:
    parent, _, last = missing.rpartition(".")
    if _is_package(parent):  # Most likely one of Tensor2Tensor's modules.
      reason = f"t2t_dyn does not provide {missing}"
    else:
      reason = f"{to_dyn(parent)} has no {last}"
    if note:
      reason += f" ({note.reason})"
    return Resolution(path, findings.REFUSED, reason, missing, False)
  del obj
  if note:
    return Resolution(path, note.status, note.reason, "", is_module)
  return Resolution(path, findings.SUPPORTED, f"t2t_dyn has {to_dyn(path)}",
                    "", is_module)


def lookup_object(path: str) -> Any:
  """The t2t_dyn object at the Tensor2Tensor path, or None."""
  return _lookup(path)[0]
