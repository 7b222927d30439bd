"""Tensor2Tensor's own code as the reference of the compatibility tests.

tensor2tensor==1.15.7 is installed by `make test` without its dependencies
(never a runtime dependency). Its `text_encoder`, `tokenizer`, `hparam` and
`common_hparams` modules import on TensorFlow 2.21; the modules that need
tf.estimator (generator_utils, text_problems, translate, models.transformer)
do not, so `functions` runs the named top-level functions of such a module
from its installed source, unchanged, with the globals they need.
"""

import ast
import builtins
import gzip
import importlib.util
import os
import stat
import sys
import tarfile
import types
import zipfile
from typing import Dict, Iterable

import numpy as np
import tensorflow.compat.v1 as tf

from tensor2tensor.data_generators import cleaner_en_xx
from tensor2tensor.data_generators import text_encoder
from tensor2tensor.layers import common_hparams
from tensor2tensor.utils import misc_utils
from tensor2tensor.utils import mlperf_log

_ROOT = os.path.dirname(importlib.util.find_spec("tensor2tensor").origin)


def functions(module_path: str, names: Iterable[str],
              namespace: Dict[str, object]) -> Dict[str, object]:
  """The top-level functions and classes `names` of
  tensor2tensor/<module_path>.py (and its module-level constants), defined
  in `namespace` with decorators removed; returns the namespace."""
  with open(os.path.join(_ROOT, module_path + ".py"), encoding="utf-8") as f:
    tree = ast.parse(f.read())
  wanted = set(names)
  body = []
  for node in tree.body:
    if (isinstance(node, (ast.FunctionDef, ast.ClassDef)) and
        node.name in wanted):
      node.decorator_list = []
      body.append(node)
      wanted.discard(node.name)
    elif (isinstance(node, ast.Assign) and len(node.targets) == 1 and
          isinstance(node.targets[0], ast.Name) and
          node.targets[0].id.isupper() and
          isinstance(node.value, ast.Constant)):
      body.append(node)
  assert not wanted, f"not in tensor2tensor/{module_path}.py: {wanted}"
  # Named by its real path, so that AutoGraph finds the source.
  exec(compile(ast.Module(body=body, type_ignores=[]),  # pylint: disable=exec-used
               os.path.join(_ROOT, module_path + ".py"), "exec"), namespace)
  return namespace


TRANSFORMER_SETS = (
    "transformer_base_v1", "transformer_base_v2", "transformer_base_v3",
    "transformer_base", "transformer_big", "transformer_big_single_gpu",
    "transformer_base_single_gpu", "transformer_base_multistep8",
    "transformer_small", "transformer_tiny", "transformer_tpu",
    "transformer_packed_tpu", "transformer_big_tpu", "transformer_tiny_tpu",
    "transformer_small_tpu", "transformer_tpu_bf16_activation",
    "transformer_fairseq_fp16_activation_big", "transformer_test",
    "transformer_timeseries", "transformer_big_dr1", "transformer_big_dr2",
    "transformer_big_enfr", "transformer_big_enfr_tpu", "transformer_l2",
    "transformer_l4", "transformer_l8", "transformer_l10", "transformer_h1",
    "transformer_h4", "transformer_h16", "transformer_h32",
    "transformer_k128", "transformer_k256", "transformer_ff1024",
    "transformer_ff4096", "transformer_dr0", "transformer_dr2",
    "transformer_ls0", "transformer_ls2", "transformer_hs256",
    "transformer_hs1024", "transformer_clean", "transformer_clean_big",
    "transformer_clean_big_tpu", "transformer_tall", "transformer_tall_big",
    "transformer_parsing_base", "transformer_mlperf_tpu",
    "transformer_relative", "transformer_relative_tiny",
    "transformer_relative_big", "transformer_prepend_v2",
    "transformer_prepend_v1", "transformer_prepend")


def transformer_sets() -> Dict[str, object]:
  """Tensor2Tensor's Transformer hparams functions, by name."""
  return functions("models/transformer",
                   TRANSFORMER_SETS + ("update_hparams_for_tpu",),
                   {"common_hparams": common_hparams})


def generator_utils() -> Dict[str, object]:
  """generate_files (the split of one sample stream into shard files),
  to_example, maybe_download, gunzip_file, generate_lines_for_vocab."""
  import six  # pylint: disable=g-import-not-at-top
  return functions(
      "data_generators/generator_utils",
      ("to_example", "generate_files", "outputs_exist", "maybe_download",
       "gunzip_file", "generate_lines_for_vocab", "download_report_hook"),
      {"tf": tf, "mlperf_log": mlperf_log, "os": os, "gzip": gzip,
       "tarfile": tarfile, "six": six, "stat": stat, "np": np,
       "text_encoder": text_encoder})


def packing() -> Dict[str, object]:
  """pack_examples and pack_dataset with their packer classes."""
  import functools  # pylint: disable=g-import-not-at-top
  import multiprocessing  # pylint: disable=g-import-not-at-top
  return functions(
      "data_generators/generator_utils",
      ("SequencePacker", "SequencePairPacker", "pack_examples",
       "pack_dataset", "SequenceDatasetPacker", "_scan_step_fn"),
      {"tf": tf, "functools": functools, "multiprocessing": multiprocessing,
       "INDEX_DTYPE": tf.int32})


def text_problems() -> Dict[str, object]:
  """The text iterators and text2text_generate_encoded."""
  return functions(
      "data_generators/text_problems",
      ("txt_line_iterator", "text2text_txt_iterator",
       "text2text_txt_tab_iterator", "text2text_generate_encoded",
       "txt_and_label_iterator", "text2text_txt_iterator_with_label",
       "text2text_txt_iterator_with_index", "text2text_distill_iterator",
       "text2self_txt_iterator", "text2class_txt_iterator",
       "text2real_txt_iterator"),
      {"tf": tf, "text_encoder": text_encoder, "re": __import__("re")})


def compile_data() -> Dict[str, object]:
  """translate.compile_data with its helpers, over local files."""
  class _Module:  # The names compile_data reaches through modules.
    def __init__(self, names):
      self.__dict__.update(names)
  utils = generator_utils()
  problems = text_problems()
  return functions(
      "data_generators/translate",
      ("compile_data", "_preprocess_sgm", "_tmx_to_source_target"),
      {"tf": tf, "os": os, "gzip": gzip, "tarfile": tarfile,
       "zipfile": zipfile, "cleaner_en_xx": cleaner_en_xx,
       "generator_utils": _Module(utils), "text_problems": _Module(problems)})


REFERENCE_PREFIX = "t2t_reference.tensor2tensor."


def problem_module(module_path: str, modules: Dict[str, object]
                   ) -> types.ModuleType:
  """Runs tensor2tensor/<module_path>.py whole, unchanged, with its
  `from tensor2tensor.<package> import <name>` imports answered from
  `modules` ({"<package>.<name>": module}) and a registry that records;
  returns the module (named REFERENCE_PREFIX + the module path), its
  `registered_problems` {class name: class} of the problems it registers,
  each named as Tensor2Tensor's registry names it."""
  registered = {}

  def register_problem(cls):
    cls.name = misc_utils.camelcase_to_snakecase(cls.__name__)
    registered[cls.__name__] = cls
    return cls

  answers = dict(modules)
  answers["utils.registry"] = types.SimpleNamespace(
      register_problem=register_problem)

  def importer(name, globals_=None, locals_=None, fromlist=(), level=0):
    if not name.startswith("tensor2tensor."):
      return builtins.__import__(name, globals_, locals_, fromlist, level)
    package = name[len("tensor2tensor."):]
    return types.SimpleNamespace(
        **{item: answers[f"{package}.{item}"] for item in fromlist})

  path = os.path.join(_ROOT, module_path + ".py")
  with open(path, encoding="utf-8") as f:
    code = compile(f.read(), path, "exec")
  # Under a name of its own (the real module does not import here), in
  # sys.modules so that inspect finds the classes' source file.
  module = types.ModuleType(REFERENCE_PREFIX + module_path.replace("/", "."))
  module.__file__ = path
  module.__builtins__ = dict(vars(builtins), __import__=importer)
  sys.modules[module.__name__] = module
  exec(code, vars(module))  # pylint: disable=exec-used
  module.registered_problems = registered
  return module
