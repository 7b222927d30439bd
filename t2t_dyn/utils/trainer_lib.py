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

import os
import random
import sys
from typing import Optional

import numpy as np

from t2t_dyn.foundation import not_provided
from t2t_dyn.foundation import registry
from t2t_dyn.hparams import hparam
from t2t_dyn.hparams import hparams_json
from t2t_dyn.hparams import model_hparams
from t2t_dyn.hparams import registered_sets as _registers_sets  # noqa: F401  pylint: disable=unused-import

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
  hparams = model_hparams.add_own_hparams(registry.hparams(hparams_set))
  if hparams_path and os.path.exists(hparams_path):
    hparams_json.overwrite_from_json(hparams, hparams_path)
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
