"""The package's structure: data flows one way, so no module imports one
that (directly or through others) imports it back, counting imports inside
functions, and no package does either (a package: t2t_dyn.<name>); the
packages are stages in the order data flows and a module imports only its
own stage's modules and earlier stages'; data_generators/problem.py is a
facade that no internal module imports; Tensor2Tensor's paths whose
module has a home elsewhere are aliases of it that no internal module
imports; and only the models import Tensor2Tensor's model modules (their
hparams sets have their home in t2t_dyn.hparams)."""

import ast
import collections
import functools
import importlib
import os
import re
from typing import Dict, FrozenSet, Set

import t2t_dyn

ROOT = os.path.dirname(t2t_dyn.__file__)
FACADE = "t2t_dyn.data_generators.problem"
# Users of the facade: the commands, the test helpers, the problems built
# on it, and the porting tool (which registers what the commands register).
FACADE_USERS = ("t2t_dyn.bin.", "t2t_dyn.test_utils",
                "t2t_dyn.data_generators.", "t2t_dyn.upgrade.")


# The stages in the order data flows, each a list of module prefixes (the
# longest prefix names a module's stage). Tensor2Tensor's packages keep its
# paths, so their modules sit at the stage of what they hold; a module there
# that is an alias of its home (ALIASES) sits at its home's stage.
STAGES = [
    ("foundation", ["t2t_dyn.foundation", "t2t_dyn.utils.registry",
                    "t2t_dyn.utils.usr_dir", "t2t_dyn.utils",
                    "t2t_dyn.text", "t2t_dyn.data_generators.tokenizer"]),
    ("hyperparameters", ["t2t_dyn.hparams", "t2t_dyn.utils.hparam",
                         "t2t_dyn.layers.common_hparams"]),
    ("layers", ["t2t_dyn.layers"]),
    ("segmenters", ["t2t_dyn.segmenters"]),
    ("transforms", ["t2t_dyn.transforms"]),
    ("config", ["t2t_dyn.config"]),
    ("shards", ["t2t_dyn.shards"]),
    ("set-up", ["t2t_dyn.setup", "t2t_dyn.data_generators.text_encoder",
                "t2t_dyn.data_generators.generator_utils",
                "t2t_dyn.data_generators.example_files",
                "t2t_dyn.data_generators.sequence_packing",
                "t2t_dyn.data_generators.dataset_packing"]),
    ("streams", ["t2t_dyn.streams"]),
    ("mixing", ["t2t_dyn.mixing"]),
    ("batches", ["t2t_dyn.batches", "t2t_dyn.utils.data_reader"]),
    ("model", ["t2t_dyn.models", "t2t_dyn.utils.metrics",
               "t2t_dyn.utils.label_metrics", "t2t_dyn.utils.sequence_metrics",
               "t2t_dyn.utils.metric_sums", "t2t_dyn.utils.t2t_model"]),
    ("decoding", ["t2t_dyn.decoding"]),
    ("export", ["t2t_dyn.export"]),
    ("training", ["t2t_dyn.training"]),
    ("problems", ["t2t_dyn.data_generators", "t2t_dyn.utils.trainer_lib",
                  "t2t_dyn.problems"]),
    ("commands", ["t2t_dyn.bin", "t2t_dyn.test_utils",
                  "t2t_dyn.test_programs"]),
    # The porting tool inspects all of the above, the commands' flags too.
    ("porting", ["t2t_dyn.upgrade", "t2t_dyn.bin.dyn_upgrade"]),
]

# Tensor2Tensor's paths whose module lives in a home named for its concept:
# the module at the path is the home (sys.modules), so user code, its
# private names and patched attributes see one module. t2t_dyn's own
# modules import the home.
ALIASES = {
    "t2t_dyn.utils.registry": "t2t_dyn.foundation.registry",
    "t2t_dyn.utils.usr_dir": "t2t_dyn.foundation.usr_dir",
    "t2t_dyn.utils.hparam": "t2t_dyn.hparams.hparam",
    "t2t_dyn.layers.common_hparams": "t2t_dyn.hparams.common_hparams",
    "t2t_dyn.utils.t2t_model": "t2t_dyn.models.t2t_model",
    "t2t_dyn.data_generators.tokenizer": "t2t_dyn.text.tokenizer",
    "t2t_dyn.data_generators.text_encoder": "t2t_dyn.setup.text_encoder",
}


def stage_of(module: str) -> int:
  """The index in STAGES of the longest prefix matching `module`."""
  best, found = -1, None
  for index, (_, prefixes) in enumerate(STAGES):
    for prefix in prefixes:
      if (module == prefix or module.startswith(prefix + ".")) and len(
          prefix) > best:
        best, found = len(prefix), index
  return found


def _modules() -> Dict[str, str]:
  modules = {}
  for directory, _, files in os.walk(ROOT):
    for name in files:
      if name.endswith(".py"):
        path = os.path.join(directory, name)
        module = "t2t_dyn." + os.path.relpath(path, ROOT)[:-3].replace(
            os.sep, ".")
        modules[module.removesuffix(".__init__")] = path
  return modules


def _imports(module: str, path: str, modules: Dict[str, str]) -> Set[str]:
  """The t2t_dyn modules `module` imports anywhere in its file."""
  package = module if path.endswith("__init__.py") else module.rpartition(
      ".")[0]
  found = set()
  with open(path, encoding="utf-8") as f:
    tree = ast.parse(f.read())
  for node in ast.walk(tree):
    if isinstance(node, ast.Import):
      found.update(a.name for a in node.names)
    elif isinstance(node, ast.ImportFrom):
      base = node.module or ""
      if node.level:
        parts = package.split(".")[:len(package.split(".")) - node.level + 1]
        base = ".".join(parts + ([base] if base else []))
      names = [f"{base}.{a.name}" for a in node.names]
      submodules = [n for n in names if n in modules]
      found.update(submodules if len(submodules) == len(names) else
                   [base, *submodules])
  return {name for name in found if name in modules and name != module}


@functools.lru_cache(maxsize=None)
def _parsed_graph() -> Dict[str, FrozenSet[str]]:
  """Every module's imports, parsed once a process (2 s: the checks below
  each read them)."""
  modules = _modules()
  return {m: frozenset(_imports(m, p, modules)) for m, p in modules.items()}


def _graph() -> Dict[str, Set[str]]:
  """{module: the t2t_dyn modules it imports}, a fresh copy each call."""
  return {m: set(imported) for m, imported in _parsed_graph().items()}


def _cycle_from(graph, start):
  """A list of modules leading from `start` back to it, or None."""
  stack, seen = [(start, [start])], set()
  while stack:
    module, path = stack.pop()
    for imported in graph[module]:
      if imported == start:
        return path + [start]
      if imported not in seen:
        seen.add(imported)
        stack.append((imported, path + [imported]))
  return None


def test_no_import_cycle_counting_imports_inside_functions():
  graph = _graph()
  cycles = [c for c in (_cycle_from(graph, m) for m in sorted(graph)) if c]
  assert not cycles, "import cycles:\n" + "\n".join(
      " -> ".join(c) for c in cycles)


def test_every_module_has_a_stage_and_imports_only_earlier_ones():
  graph = _graph()
  unplaced = sorted(m for m in graph if m != "t2t_dyn" and
                    stage_of(m) is None)
  assert not unplaced, f"modules without a stage: {unplaced}"
  backwards = sorted(
      f"{m} ({STAGES[stage_of(m)][0]}) imports {i} "
      f"({STAGES[stage_of(i)][0]})"
      for m, imported in graph.items() if m != "t2t_dyn"
      for i in imported if i != "t2t_dyn" and stage_of(i) > stage_of(m))
  assert not backwards, "imports of later stages:\n" + "\n".join(backwards)


def test_the_stage_check_finds_a_backward_import():
  assert stage_of("t2t_dyn.mixing.windows") > stage_of(
      "t2t_dyn.streams.task_stream")
  assert stage_of("t2t_dyn.utils.trainer_lib") > stage_of(
      "t2t_dyn.training.trainer") > stage_of("t2t_dyn.utils.registry")
  assert stage_of("t2t_dyn.layers.common_hparams") == stage_of(
      "t2t_dyn.hparams") < stage_of("t2t_dyn.layers.common_layers")
  assert stage_of("t2t_dyn.nowhere") is None


def test_only_the_commands_import_the_problem_facade():
  graph = _graph()
  importers = sorted(m for m, imported in graph.items()
                     if FACADE in imported and
                     not m.startswith(FACADE_USERS))
  assert importers == []


def _package(module: str) -> str:
  """t2t_dyn.<package>: the first two components of the module's name."""
  return ".".join(module.split(".")[:2])


def _package_graph(graph) -> Dict[str, Set[str]]:
  """{package: the other packages its modules import}."""
  packages = collections.defaultdict(set)
  for module, imported in graph.items():
    packages[_package(module)].update(
        _package(i) for i in imported if _package(i) != _package(module))
  for imported in list(packages.values()):
    for package in imported:
      packages.setdefault(package, set())
  return dict(packages)


def _package_loops(graph):
  """Each package loop: its packages, each with one import that makes the
  step to the next (the reader's place to cut)."""
  packages = _package_graph(graph)
  loops = []
  for package in sorted(packages):
    loop = _cycle_from(packages, package)
    if loop:
      steps = [min(f"{m} -> {i}" for m, imported in graph.items()
                   if _package(m) == a for i in imported if _package(i) == b)
               for a, b in zip(loop, loop[1:])]
      loops.append(" -> ".join(loop) + "\n    " + "\n    ".join(steps))
  return loops


def test_no_package_loop():
  """Tensor2Tensor's mixed packages (utils, layers, data_generators) hold
  only aliases and modules of late stages, or of early ones, never both
  where a package between would import them back."""
  graph = {m: i for m, i in _graph().items() if m != "t2t_dyn"}
  loops = _package_loops(graph)
  assert not loops, "package loops:\n" + "\n".join(loops)


def test_the_package_check_finds_a_package_loop():
  # No module imports itself back, but package a imports b and b imports a.
  graph = {"t2t_dyn.a.x": {"t2t_dyn.b.y"}, "t2t_dyn.b.y": set(),
           "t2t_dyn.b.z": {"t2t_dyn.a.w"}, "t2t_dyn.a.w": set(),
           "t2t_dyn.c.v": {"t2t_dyn.a.w"}}
  assert not [m for m in graph if _cycle_from(graph, m)]
  assert _package_loops(graph) == [
      "t2t_dyn.a -> t2t_dyn.b -> t2t_dyn.a\n"
      "    t2t_dyn.a.x -> t2t_dyn.b.y\n    t2t_dyn.b.z -> t2t_dyn.a.w",
      "t2t_dyn.b -> t2t_dyn.a -> t2t_dyn.b\n"
      "    t2t_dyn.b.z -> t2t_dyn.a.w\n    t2t_dyn.a.x -> t2t_dyn.b.y"]
  del graph["t2t_dyn.b.z"]
  assert _package_loops(graph) == []


def test_tensor2tensor_paths_are_aliases_of_their_homes():
  """Importing the path gives the home module itself: the same classes,
  registries and patchable attributes."""
  for path, home in ALIASES.items():
    assert importlib.import_module(path) is importlib.import_module(home), (
        path)
  from t2t_dyn.utils import hparam, registry  # pylint: disable=g-import-not-at-top
  from t2t_dyn.foundation import registry as registry_home  # pylint: disable=g-import-not-at-top
  from t2t_dyn.hparams import hparam as hparam_home  # pylint: disable=g-import-not-at-top
  assert hparam.HParams is hparam_home.HParams
  # Private names too: the registries' state is one.
  assert registry._HPARAMS is registry_home._HPARAMS  # pylint: disable=protected-access


def test_no_internal_module_imports_an_alias():
  graph = _graph()
  found = sorted(f"{m} imports {i} (import {ALIASES[i]})"
                 for m, imported in graph.items() if m not in ALIASES
                 for i in imported if i in ALIASES)
  assert not found, "\n".join(found)


# Tensor2Tensor's model modules at its paths, whose hparams sets live in
# t2t_dyn.hparams (*_sets, re-exported at these paths for user code).
T2T_MODEL_MODULES = ("t2t_dyn.models.transformer", "t2t_dyn.models.lstm",
                     "t2t_dyn.models.research.universal_transformer")


def test_only_the_models_import_tensor2tensors_model_modules():
  """A reader of hparams sets imports t2t_dyn.hparams.registered_sets (or
  a sets module), never a model module for its sets."""
  found = sorted(f"{m} imports {i}" for m, imported in _graph().items()
                 if not m.startswith("t2t_dyn.models")
                 for i in imported if i in T2T_MODEL_MODULES)
  assert not found, "\n".join(found)


def test_the_cycle_check_finds_a_cycle():
  graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
  assert _cycle_from(graph, "a") == ["a", "b", "c", "a"]
  assert _cycle_from(graph, "d") is None


# Modules over LONGEST lines, each one concept (the brief's "no module over
# about 400 lines unless it is one concept"), and why.
LONGEST = 430
ONE_CONCEPT = {
    "t2t_dyn.setup.text_encoder":
        "Tensor2Tensor's text_encoder (its path an alias): its encoders, one "
        "API",
    "t2t_dyn.data_generators.problem":
        "Tensor2Tensor's Problem at its path, the one facade users subclass",
    "t2t_dyn.data_generators.text_problems":
        "Tensor2Tensor's Text2TextProblem family at its path",
    "t2t_dyn.data_generators.algorithmic":
        "Tensor2Tensor's algorithmic problems at its path: one base, its "
        "kinds and their generators",
    "t2t_dyn.foundation.registry":
        "Tensor2Tensor's registries (its path an alias): one Registry, its "
        "kinds",
    "t2t_dyn.models.transformer_model": "the Keras Transformer",
    "t2t_dyn.upgrade.public_names_table":
        "data, generated: Tensor2Tensor's public names, one table",
    "t2t_dyn.transforms.segmentation_base":
        "the stochastic segmentation transform every segmenter shares",
}


def test_no_module_is_long_unless_it_is_one_concept():
  lengths = {}
  for module, path in _modules().items():
    with open(path, encoding="utf-8") as f:
      lengths[module] = sum(1 for _ in f)
  long = sorted(f"{m}: {n} lines" for m, n in lengths.items()
                if n > LONGEST and m not in ONE_CONCEPT)
  assert not long, "split these, or say why each is one concept:\n" + "\n".join(
      long)
  assert not [m for m in ONE_CONCEPT if m not in lengths], "stale entries"


# Classes over LONGEST_CLASS lines and functions over LONGEST_FUNCTION
# (issue 59: each split along a concept a reader can name), except
# Tensor2Tensor's own tables and Problem classes at its paths.
LONGEST_CLASS, LONGEST_FUNCTION = 350, 80
LONG_BY_TENSOR2TENSOR = {
    "t2t_dyn.data_generators.problem.Problem":
        "Tensor2Tensor's Problem, the class users subclass, its API whole",
    "t2t_dyn.data_generators.text_problems.Text2TextProblem":
        "Tensor2Tensor's Text2TextProblem, its API whole",
    "t2t_dyn.hparams.common_hparams.basic_params1":
        "Tensor2Tensor's table of default hyperparameters",
}


def _long_units(modules: Dict[str, str]) -> Dict[str, int]:
  """{module.Class or module.function (nested ones by their path): lines}
  of the classes and functions over the limits."""
  long = {}

  def visit(node, prefix):
    for child in ast.iter_child_nodes(node):
      if isinstance(child, (ast.ClassDef, ast.FunctionDef,
                            ast.AsyncFunctionDef)):
        name = f"{prefix}.{child.name}"
        lines = child.end_lineno - child.lineno + 1
        limit = (LONGEST_CLASS if isinstance(child, ast.ClassDef)
                 else LONGEST_FUNCTION)
        if lines > limit:
          long[name] = lines
        visit(child, name)

  for module, path in modules.items():
    with open(path, encoding="utf-8") as f:
      visit(ast.parse(f.read()), module)
  return long


def test_no_class_or_function_is_long_but_tensor2tensors_own():
  long = _long_units(_modules())
  unsaid = sorted(f"{name}: {n} lines" for name, n in long.items()
                  if name not in LONG_BY_TENSOR2TENSOR)
  assert not unsaid, (f"split these (classes <= {LONGEST_CLASS} lines, "
                      f"functions <= {LONGEST_FUNCTION}):\n" +
                      "\n".join(unsaid))
  assert not [n for n in LONG_BY_TENSOR2TENSOR if n not in long], (
      "stale entries")


def test_the_length_check_finds_a_long_function(tmp_path):
  body = "".join(f"    x{i} = {i}\n" for i in range(LONGEST_FUNCTION))
  path = tmp_path / "m.py"
  path.write_text(f"class C:\n  def f(self):\n{body}    return 0\n")
  assert _long_units({"m": str(path)}) == {"m.C.f": LONGEST_FUNCTION + 2}


def test_the_config_is_read_through_its_api():
  """Outside t2t_dyn.config, the config's records and error come from
  config.data_config (one way), never its records or validator modules."""
  internal = ("t2t_dyn.config.records", "t2t_dyn.config.validator",
              "t2t_dyn.config.keys", "t2t_dyn.config.value_checks",
              "t2t_dyn.config.input_checks", "t2t_dyn.config.transform_checks")
  graph = _graph()
  found = sorted(f"{m} imports {i}" for m, imported in graph.items()
                 if not m.startswith("t2t_dyn.config")
                 for i in imported if i in internal)
  assert not found, "\n".join(found)


def _coverage_table() -> Dict[str, list]:
  """tests/README.md's table: {module path: [test files]}."""
  path = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                      "README.md")
  with open(path, encoding="utf-8") as f:
    rows = re.findall(r"^\| `(t2t_dyn/[\w/]+\.py)` \| (.*) \|$", f.read(),
                      re.M)
  return {module: re.findall(r"`(\w+_test\.py)`", tests)
          for module, tests in rows}


def test_every_module_has_its_test_or_a_row_in_the_coverage_table():
  tests_dir = os.path.dirname(os.path.abspath(__file__))
  have = {name for name in os.listdir(tests_dir) if name.endswith("_test.py")}
  table = _coverage_table()
  paths = {os.path.relpath(p, os.path.dirname(ROOT))
           for p in _modules().values() if not p.endswith("__init__.py")}
  uncovered = sorted(p for p in paths
                     if f"{os.path.basename(p)[:-3]}_test.py" not in have
                     and p not in table)
  assert not uncovered, ("modules with neither tests/<name>_test.py nor a "
                         "row in tests/README.md:\n" + "\n".join(uncovered))
  stale = sorted(p for p in table if p not in paths)
  missing = sorted({t for tests in table.values() for t in tests} - have)
  assert not stale and not missing, (stale, missing)
