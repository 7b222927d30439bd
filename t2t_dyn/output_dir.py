"""The layout of a model's output dir, shared by the trainer (which writes
it) and the decoder (which reads it on another machine, without the data
dir):

  data_config.yaml   the data config training used
  hparams.json       the model's hparams, the data hparams and the problem
  setup/             the transform set-up: vocabulary, options, caches,
                     model copies
  checkpoints/       tf.train checkpoints (model, optimizer, data position)
  tensorboard/train, tensorboard/eval_<task>   summaries
"""

import os

CONFIG_FILE = "data_config.yaml"
HPARAMS_FILE = "hparams.json"
SETUP_DIR = "setup"
CHECKPOINT_DIR = "checkpoints"
TENSORBOARD_DIR = "tensorboard"


def config_path(output_dir: str) -> str:
  return os.path.join(output_dir, CONFIG_FILE)


def hparams_path(output_dir: str) -> str:
  return os.path.join(output_dir, HPARAMS_FILE)


def setup_dir(output_dir: str) -> str:
  return os.path.join(output_dir, SETUP_DIR)


def checkpoint_dir(output_dir: str) -> str:
  return os.path.join(output_dir, CHECKPOINT_DIR)


def tensorboard_dir(output_dir: str, run: str) -> str:
  """`run`: "train" or "eval_<task>"."""
  return os.path.join(output_dir, TENSORBOARD_DIR, run)
