"""Tests of t2t_dyn.utils.mlperf_log against Tensor2Tensor's own: the tags
its code logs, and its silence without mlperf_mode."""

import importlib.util
import os
import re

import pytest

from tensor2tensor.utils import mlperf_log as t2t_mlperf_log

from t2t_dyn.upgrade import findings
from t2t_dyn.upgrade import t2t_names
from t2t_dyn.utils import hparam
from t2t_dyn.utils import mlperf_log


def _tags_tensor2tensor_logs():
  """The mlperf_log tags Tensor2Tensor's own code passes (user code copied
  from its Problems and models passes the same)."""
  root = os.path.dirname(importlib.util.find_spec("tensor2tensor").origin)
  tags = set()
  for directory, _, files in os.walk(root):
    for name in files:
      if name.endswith(".py") and not name.endswith("_test.py"):
        with open(os.path.join(directory, name), encoding="utf-8") as f:
          tags |= set(re.findall(r"mlperf_log\.([A-Z][A-Z_0-9]*)\b",
                                 f.read()))
  return tags


def test_the_tags_tensor2tensors_code_logs_are_here_with_its_values():
  tags = _tags_tensor2tensor_logs()
  assert {"PREPROC_TOKENIZE_TRAINING", "INPUT_ORDER", "RUN_STOP"} <= tags
  for tag in sorted(tags):
    assert getattr(mlperf_log, tag) == getattr(t2t_mlperf_log, tag), tag


def test_transformer_print_is_silent_unless_mlperf_mode_which_is_refused(
    capsys):
  # Text2TextProblem.generate_encoded_samples' call, copied into usr dirs.
  mlperf_log.transformer_print(key=mlperf_log.PREPROC_TOKENIZE_TRAINING)
  mlperf_log.transformer_print(key=mlperf_log.PREPROC_VOCAB_SIZE, value=8,
                               hparams=hparam.HParams(mlperf_mode=False))
  assert capsys.readouterr() == ("", "")
  with pytest.raises(ValueError, match="mlperf_mode=True: MLPerf "
                     "compliance logging is not provided"):
    mlperf_log.transformer_print(key=mlperf_log.RUN_STOP,
                                 hparams=hparam.HParams(mlperf_mode=True))


def test_dyn_upgrade_rewrites_the_import():
  resolution = t2t_names.resolve(
      "tensor2tensor.utils.mlperf_log.transformer_print")
  assert resolution.status == findings.SUPPORTED
