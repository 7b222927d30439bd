"""The layout of a model's output dir, shared by the trainer (which writes
it) and the decoder (which reads it on another machine, without the data
dir):

  data_config.yaml   the data config training used
  hparams.json       the model's hparams, the data hparams and the problem
  setup/             the transform set-up: vocabulary, options, caches,
                     model copies
  checkpoints/       tf.train checkpoints (model, optimizer, data position)
  best/              the checkpoint of the best evaluation (early_stopping)
  tensorboard/train, tensorboard/eval_<task>   summaries
  export/<timestamp>...  exports, as Tensor2Tensor's exporter wrote them
                     (a CTranslate2 model: export/<timestamp>-ct2/, see
                     ctranslate2_engine)
"""

import dataclasses
import json
import os
import shutil
import time
from typing import Any, Dict

import yaml

from t2t_dyn.config.data_config import DataConfig
from t2t_dyn.hparams import model_hparams
from t2t_dyn.setup import transform_setup

CONFIG_FILE = "data_config.yaml"
HPARAMS_FILE = "hparams.json"
SETUP_DIR = "setup"
CHECKPOINT_DIR = "checkpoints"
BEST_DIR = "best"
TENSORBOARD_DIR = "tensorboard"
EXPORT_DIR = "export"


def config_path(output_dir: str) -> str:
  return os.path.join(output_dir, CONFIG_FILE)


def hparams_path(output_dir: str) -> str:
  return os.path.join(output_dir, HPARAMS_FILE)


def setup_dir(output_dir: str) -> str:
  return os.path.join(output_dir, SETUP_DIR)


def checkpoint_dir(output_dir: str) -> str:
  return os.path.join(output_dir, CHECKPOINT_DIR)


def best_dir(output_dir: str) -> str:
  return os.path.join(output_dir, BEST_DIR)


def new_export_path(root: str, suffix: str = "") -> str:
  """root/<timestamp><suffix> that does not exist yet: the time in seconds
  (as Tensor2Tensor's exporter named its exports), moved on while taken."""
  stamp = int(time.time())
  while os.path.exists(os.path.join(root, f"{stamp}{suffix}")):
    stamp += 1
  return os.path.join(root, f"{stamp}{suffix}")


def export_dir(output_dir: str) -> str:
  """Where exports go, each in its own timestamped dir."""
  return os.path.join(output_dir, EXPORT_DIR)


def tensorboard_dir(output_dir: str, run: str) -> str:
  """`run`: "train" or "eval_<task>"."""
  return os.path.join(output_dir, TENSORBOARD_DIR, run)


def write_self_contained(output_dir: str, config: DataConfig,
                         setup_dir_now: str, record: Dict[str, Any]) -> None:
  """Writes what the decoder needs besides checkpoints: the data config
  (meta.train paths absolute), a copy of the set-up at `setup_dir_now`
  (unless it is already the output dir's) and hparams.json (`record`, as
  saved_record reads it)."""
  os.makedirs(output_dir, exist_ok=True)
  with open(config_path(output_dir), "w", encoding="utf-8") as f:
    yaml.safe_dump(_with_absolute_inputs(config), f, allow_unicode=True,
                   sort_keys=False)
  target = setup_dir(output_dir)
  if os.path.abspath(setup_dir_now) != os.path.abspath(target):
    shutil.copytree(setup_dir_now, target, dirs_exist_ok=True)
  with open(hparams_path(output_dir), "w", encoding="utf-8") as f:
    json.dump(record, f, indent=1)


def copy_self_contained(from_dir: str, to_dir: str) -> None:
  """Copies what the decoder needs besides checkpoints (data_config.yaml,
  hparams.json, setup/) from one trained model's output dir to another
  (dyn-avg-all's), keeping the files' times."""
  os.makedirs(to_dir, exist_ok=True)
  for name in (CONFIG_FILE, HPARAMS_FILE):
    shutil.copy2(os.path.join(from_dir, name), os.path.join(to_dir, name))
  shutil.copytree(setup_dir(from_dir), setup_dir(to_dir), dirs_exist_ok=True)


def _with_absolute_inputs(config: DataConfig) -> dict:
  """The raw config with meta.train paths made absolute (the copy lives in
  another directory); the set-up's model copies take their place later."""
  raw = json.loads(json.dumps(config.raw))
  train = raw.setdefault("meta", {}).setdefault("train", {})
  for key in transform_setup.MODEL_KEYS:
    if getattr(config.train, key):
      train[key] = getattr(config.train, key)
  return raw


def saved_record(output_dir: str) -> dict:
  """hparams.json: {"problem", "own_encoders", "model", "data", "train"}."""
  with open(hparams_path(output_dir), encoding="utf-8") as f:
    return json.load(f)


def saved_hparams(output_dir: str) -> model_hparams.ModelHParams:
  """The model hparams a training run wrote to its output dir."""
  fields = {f.name for f in dataclasses.fields(model_hparams.ModelHParams)}
  return model_hparams.ModelHParams(
      **{k: v for k, v in saved_record(output_dir)["model"].items()
         if k in fields})
