"""The YAML data config: tasks, their inputs and transforms, the mix schedule.

Key names follow the OpenNMT-py dynamic-data prototype (seed 000), so its
configs carry over. `load_data_config` validates the whole config at once and
raises a `DataConfigError` listing every problem with its key path.

Relative paths are resolved against the directory of the config file (or the
`base_dir` given for a dict config), so a config works from any working dir.

This module is the config's API: `load_data_config` and the records it
returns (DataConfig, TaskSpec, InputSpec, ShardMeta: defined in `records`)
and DataConfigError; callers outside `t2t_dyn.config` import them from here.
The keys are listed in `keys`, the checks are `validator`'s; the comparison
with shards made earlier lives in `shards.manifest`.
"""

import os
from typing import Any, Mapping, Optional, Union

import yaml

from t2t_dyn.config.records import (REVERSE_SUFFIX, DataConfig,
                                    DataConfigError, InputSpec, ShardMeta,
                                    TaskSpec)
from t2t_dyn.config.validator import Validator

# The records are this module's API: callers import them from here.
__all__ = ["DataConfig", "DataConfigError", "InputSpec", "REVERSE_SUFFIX",
           "ShardMeta", "TaskSpec", "load_data_config", "read_yaml"]


def read_yaml(path: str) -> Any:
  """Parses a YAML file with safe_load. Raises DataConfigError naming it."""
  try:
    with open(path, encoding="utf-8") as f:
      return yaml.safe_load(f)
  except FileNotFoundError:
    raise DataConfigError([f"file not found: {path}"], path) from None
  except yaml.YAMLError as e:
    raise DataConfigError([f"invalid YAML: {e}"], path) from None


def load_data_config(config: Union[str, os.PathLike, Mapping[str, Any]],
                     base_dir: Optional[str] = None,
                     check_inputs: bool = True,
                     samples_from_code: bool = False) -> DataConfig:
  """Loads and validates a data config from a YAML path or a dict.

  `check_inputs=False` skips the existence checks of input corpora, for
  decoding with a model's self-contained copy of the config elsewhere.
  `samples_from_code=True` (a problem that overrides generate_samples) lets
  tasks name no inputs: the problem's code makes their samples.
  Raises: DataConfigError with every error found, each with its key path.
  """
  if isinstance(config, (str, os.PathLike)):
    source = os.fspath(config)
    raw = read_yaml(source)
    base_dir = base_dir or os.path.dirname(os.path.abspath(source))
  else:
    source = "data config"
    raw = config
    base_dir = base_dir or os.getcwd()
  return Validator(raw, base_dir, source, check_inputs,
                    samples_from_code).build()
