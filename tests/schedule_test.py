"""Tests for t2t_dyn.mixing.schedule."""

import numpy as np
import pytest

from t2t_dyn.config import data_config
from t2t_dyn.mixing import schedule as schedule_lib


def test_piecewise_switches_at_schedule_points():
  schedule = schedule_lib.MixingSchedule(["hrl", "lrl"], [[1, 0.5, 0], [0, 0.5, 1]],
                                   [100, 200])
  np.testing.assert_allclose(schedule.probabilities(0), [1, 0])
  np.testing.assert_allclose(schedule.probabilities(99), [1, 0])
  np.testing.assert_allclose(schedule.probabilities(100), [0.5, 0.5])
  np.testing.assert_allclose(schedule.probabilities(10**6), [0, 1])


def test_linear_interpolates_between_points():
  schedule = schedule_lib.MixingSchedule(["a", "b"], [[1, 0], [0, 1]], [100],
                                   interpolation="linear")
  np.testing.assert_allclose(schedule.probabilities(25), [0.75, 0.25])
  np.testing.assert_allclose(schedule.probabilities(100), [0, 1])
  np.testing.assert_allclose(schedule.probabilities(500), [0, 1])


def test_weights_need_not_sum_to_one_and_zero_turns_off():
  schedule = schedule_lib.MixingSchedule(["a", "b", "c"], [[2], [2], [0]], [])
  np.testing.assert_allclose(schedule.probabilities(7), [0.5, 0.5, 0])


def test_temperature_weights_follow_fairseqs_rule():
  # Temperature sampling (Arivazhagan et al. 2019; fairseq's
  # SampledMultiDataset): p_i ∝ (n_i / N)^(1/T). For sizes 900 and 100 at
  # T = 5: 0.9^0.2 = 0.97915, 0.1^0.2 = 0.63096, normalized 0.60813/0.39187.
  schedule = schedule_lib.MixingSchedule(["hrl", "lrl"], [[1, 1], [0, 1]], [50],
                                   size_weights=[0.9 ** 0.2, 0.1 ** 0.2])
  np.testing.assert_allclose(schedule.probabilities(0), [1, 0])
  np.testing.assert_allclose(schedule.probabilities(60), [0.60813, 0.39187],
                             atol=1e-5)


def test_from_config_applies_mixing_temperature_to_corpus_sizes(tmp_path):
  for name in ("a", "b"):
    (tmp_path / name).write_text("x\n")
  raw = {"meta": {"train": {"mixing_weight_schedule": [50],
                            "mixing_temperature": 5}},
         "tasks": {"hrl": {"weight": [1, 1], "inputs": {"x": {"src": "a",
                                                              "tgt": "a"}}},
                   "lrl": {"weight": [0, 1], "inputs": {"x": {"src": "b",
                                                              "tgt": "b"}}},
                   "dev": {"split": "valid", "inputs": {"x": {"src": "b",
                                                              "tgt": "b"}}}}}
  config = data_config.load_data_config(raw, base_dir=str(tmp_path))
  schedule = schedule_lib.MixingSchedule.from_config(config,
                                               {"hrl": 900, "lrl": 100})
  assert schedule.task_names == ["hrl", "lrl"]  # Validation tasks left out.
  np.testing.assert_allclose(schedule.probabilities(60), [0.60813, 0.39187],
                             atol=1e-5)
  np.testing.assert_allclose(schedule.probabilities(10), [1, 0])
  # Without a temperature, sizes do not matter.
  del raw["meta"]["train"]["mixing_temperature"]
  plain = schedule_lib.MixingSchedule.from_config(
      data_config.load_data_config(raw, base_dir=str(tmp_path)),
      {"hrl": 900, "lrl": 100})
  np.testing.assert_allclose(plain.probabilities(60), [0.5, 0.5])


def test_all_zero_raises():
  schedule = schedule_lib.MixingSchedule(["a"], [[1, 0]], [10])
  with pytest.raises(ValueError, match="weight 0 at step 10"):
    schedule.probabilities(10)
