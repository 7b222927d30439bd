"""Tests of t2t_dyn.config.train_section: meta.train as a typed record."""

from t2t_dyn.config import data_config
from t2t_dyn.config.train_section import TrainSection
from t2t_dyn.test_utils import write_lines


def test_the_validator_builds_typed_fields_and_keeps_what_was_written(
    tmp_path):
  write_lines(tmp_path / "a", ["x y"])
  config = data_config.load_data_config({
      "meta": {"train": {"name": "s", "vocab_path_src": "src.vocab",
                         "vocab_path_tgt": "tgt.vocab",
                         "mixing_weight_schedule": [10, 20],
                         "seg_n_samples": 4, "reorder_max_dist": 2}},
      "tasks": {"t": {"inputs": {"x": {"src": "a", "tgt": "a"}},
                      "weight": [1.0, 0.5, 0.2]}}},
      base_dir=str(tmp_path))
  train = config.train
  assert isinstance(train, TrainSection)
  assert train.mixing_weight_schedule == (10, 20) == config.schedule
  assert train.mixing_weight_interpolation == "piecewise" and train.seed == 1
  assert train.options == {"seg_n_samples": 4, "reorder_max_dist": 2}
  assert train.separate("vocab_path") and not train.separate(
      "segmentation_model")
  assert train.model_path("vocab_path", "src").endswith("src.vocab")
  assert train.model_path("segmentation_model", "src") is None
  assert train.as_dict()["seg_n_samples"] == 4
  assert set(train.as_dict()) == {"name", "vocab_path_src", "vocab_path_tgt",
                                  "mixing_weight_schedule", "seg_n_samples",
                                  "reorder_max_dist"}


def test_reversed_swaps_the_sides_and_names_the_set_up():
  section = TrainSection.from_validated(
      {"name": "base", "vocab_path_src": "en", "vocab_path_tgt": "sk",
       "segmentation_model_src": "en.model", "drop_temperature": 2.0},
      transform_params={"drop_temperature"})
  flipped = section.reversed("_reverse")
  assert flipped.name == "base_reverse"
  assert (flipped.vocab_path_src, flipped.vocab_path_tgt) == ("sk", "en")
  assert flipped.segmentation_model_src is None
  assert flipped.segmentation_model_tgt == "en.model"
  assert flipped.as_dict() == {"name": "base_reverse", "vocab_path_src": "sk",
                               "vocab_path_tgt": "en",
                               "segmentation_model_tgt": "en.model",
                               "drop_temperature": 2.0}
  assert flipped.options == {"drop_temperature": 2.0}
