"""Tensor2Tensor's trainer_lib functions that user code calls.

`create_hparams(hparams_set, hparams_overrides_str, ..., hparams_path)`
builds a registered hparams set with a run's saved values and --hparams-style
overrides, as Tensor2Tensor's decoder does; `set_random_seed(seed)` seeds
Python, NumPy and, when it is loaded, TensorFlow.

Tensor2Tensor's TF1 Estimator machinery (create_run_config,
create_experiment_fn, create_experiment, create_estimator, create_hooks,
T2TExperiment, sessions, checkpoint polling) is not provided: each of its
names raises NotProvidedError (an ImportError) at use, naming what trains,
evaluates and decodes here instead.
"""

import dataclasses
import json
import logging
import os
import random
import sys
from typing import Any, Dict, List, Optional

import numpy as np

from t2t_dyn.utils import hparam
from t2t_dyn.foundation import not_provided
from t2t_dyn.foundation import registry

_TRAIN = ("Tensor2Tensor's TF1 Estimator and Experiment machinery is not "
          "used: train and evaluate with dyn-trainer (t2t-trainer's flags; "
          "from Python: t2t_dyn.bin.t2t_trainer.main, or "
          "t2t_dyn.training.trainer.Trainer)")
_CHECKPOINTS = ("TF1 sessions and checkpoint polling are not used: "
                "dyn-decoder restores an output dir's checkpoint "
                "(--checkpoint_path), dyn-trainer resumes its own")
__getattr__ = not_provided.refuse_missing(
    __name__, _TRAIN, specific=dict.fromkeys(
        ("next_checkpoint", "next_undecoded_checkpoint", "restore_checkpoint",
         "create_session_config"), _CHECKPOINTS))


def create_hparams(hparams_set: str, hparams_overrides_str: str = "",
                   data_dir: Optional[str] = None,
                   problem_name: Optional[str] = None,
                   hparams_path: Optional[str] = None) -> hparam.HParams:
  """The registered set, then the values of `hparams_path` (an
  hparams.json a training run wrote) over the names both have, as
  Tensor2Tensor's decoder loads a model's hparams, then the overrides, then
  data_dir as an hparam and, given problem_name, add_problem_hparams (as
  Tensor2Tensor's). t2t_dyn's own hparams (guided alignment) are added at
  their defaults. Raises: RegistryError, ValueError for a bad override or
  file."""
  # Registers Tensor2Tensor's Transformer and LSTM sets (no TensorFlow).
  # pylint: disable-next=g-import-not-at-top,unused-import
  from t2t_dyn.models import lstm, transformer  # noqa: F401
  from t2t_dyn.models import model_hparams  # pylint: disable=g-import-not-at-top
  hparams = model_hparams.add_own_hparams(registry.hparams(hparams_set))
  if hparams_path and os.path.exists(hparams_path):
    overwrite_from_json(hparams, hparams_path)
  hparams.parse(hparams_overrides_str)
  if data_dir is not None:
    if "data_dir" in hparams:
      hparams.set_hparam("data_dir", data_dir)
    else:
      hparams.add_hparam("data_dir", data_dir)
  if problem_name:
    add_problem_hparams(hparams, problem_name)
  return hparams


def add_problem_hparams(hparams: hparam.HParams, problem_name_or_instance):
  """Tensor2Tensor's: sets hparams.problem to the Problem (a registered
  name, "<name>_rev" reversed, or a Problem) and hparams.problem_hparams to
  its get_hparams(hparams), which a T2TModel made with these hparams reads.
  Both are attributes, not hparams values (never parsed or saved)."""
  problem = problem_name_or_instance
  if isinstance(problem, str):
    problem = registry.problem(problem)
  problem_hparams = problem.get_hparams(hparams)
  # HParams' own setattr would add them as values.
  object.__setattr__(hparams, "problem", problem)
  object.__setattr__(hparams, "problem_hparams", problem_hparams)


def saved_values(hparams_path: str) -> Dict[str, Any]:
  """The hparams values in a run's hparams.json: Tensor2Tensor's file is
  the values; t2t_dyn's keeps them under "hparams" (for runs before that
  key: the model's hparams, by Tensor2Tensor's names). Raises: ValueError naming the file when it is not JSON."""
  try:
    with open(hparams_path, encoding="utf-8") as f:
      record = json.load(f)
  except json.JSONDecodeError as e:
    raise ValueError(f"{hparams_path}: not JSON ({e})") from e
  if "model" in record and "problem" in record:  # t2t_dyn's record.
    if record.get("hparams"):
      return dict(record["hparams"])
    # pylint: disable-next=g-import-not-at-top
    from t2t_dyn.models import model_hparams
    fields = {f.name for f in dataclasses.fields(model_hparams.ModelHParams)}
    return model_hparams.t2t_values(model_hparams.ModelHParams(
        **{k: v for k, v in record["model"].items() if k in fields}))
  return record


def overwrite_from_json(hparams: hparam.HParams, hparams_path: str,
                        log=logging.info) -> List[str]:
  """Sets each hparam that `hparams` and the file both have to the file's
  value, logging "Overwrite key" for each that changes (Tensor2Tensor's
  create_hparams_from_json); names only the file has are left out, as
  there. Returns the names changed."""
  changed = []
  for name, value in sorted(saved_values(hparams_path).items()):
    if name in _NOT_FROM_JSON or name not in hparams:
      continue
    if getattr(hparams, name) != value:
      log(f"Overwrite key {name}: {getattr(hparams, name)!r} -> {value!r}")
      setattr(hparams, name, value)
      changed.append(name)
  return changed


# Tensor2Tensor keeps these of the passed set (they held functions).
_NOT_FROM_JSON = ("bottom", "loss", "name", "top", "weights_fn")


def set_random_seed(seed: int) -> None:
  """Seeds Python's and NumPy's generators, and TensorFlow's when loaded."""
  random.seed(seed)
  np.random.seed(seed)
  if "tensorflow" in sys.modules:
    sys.modules["tensorflow"].random.set_seed(seed)


def set_threads(inter_op: int = 0, intra_op: int = 0) -> None:
  """TensorFlow's thread pools (0: its own choice); before any op runs."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  if inter_op:
    tf.config.threading.set_inter_op_parallelism_threads(inter_op)
  if intra_op:
    tf.config.threading.set_intra_op_parallelism_threads(intra_op)
