"""Tests for t2t_dyn.config.data_config: loading, validation, compatibility diffs."""

import pytest
import yaml

from t2t_dyn import transforms
from t2t_dyn.config import data_config
from t2t_dyn.shards import manifest
from t2t_dyn.utils import registry


@pytest.fixture(autouse=True)
def noise_transform():
  """A transform with declared options, so option keys can be validated."""

  @registry.register_transform("config_test_noise")
  class ConfigTestNoise(transforms.Transform):
    parameters = {
        "config_test_temperature": transforms.Param(
            1.0, "noise temperature", transforms.base.positive_number,
            "a positive number"),
    }

  yield ConfigTestNoise
  registry.transforms_registry().remove("config_test_noise")


@pytest.fixture
def corpus(tmp_path):
  for name in ("a.en", "a.cs", "b.en", "b.sk", "mono.sk"):
    (tmp_path / name).write_text("x\n")
  return tmp_path


def _config(tmp_path, text):
  path = tmp_path / "config.yaml"
  path.write_text(text)
  return str(path)


GOOD = """
meta:
  shard: {pretokenize: true, n_shards: 4}
  train:
    name: demo
    vocab_path: vocab.txt
    mixing_weight_schedule: [2000, 6000]
    config_test_temperature: 2.0
tasks:
  en_cs:
    type: para
    weight: [1.0, 0.5, 0.3]
    transforms: [config_test_noise]
    meta: {config_test_temperature: 5}
    n_shards: 8
    inputs:
      gnome: {src: a.en, tgt: a.cs, size: auto}
  en_sk:
    weight: [0, 1, 1]
    inputs:
      gnome: {src: b.en, tgt: b.sk, size: 1000}
  mono_sk:
    type: mono
    weight: 0.5
    transforms: [duplicate_mono]
    inputs: {gnome: {mono: mono.sk}}
  mono_sk_taboo:
    type: mono
    share_inputs: mono_sk
    transforms: [morfessor_em_taboo]
    weight: [0, 0, 1]
  dev_en_sk:
    split: valid
    n_shards: 1
    inputs: {dev: {src: b.en, tgt: b.sk}}
"""


def test_valid_config_loads_with_resolved_paths(corpus):
  config = data_config.load_data_config(_config(corpus, GOOD))
  assert config.schedule == (2000, 6000)
  assert config.shard.pretokenize and config.shard.n_shards == 4
  cs = config.tasks["en_cs"]
  assert cs.n_shards == 8 and cs.features == ("inputs", "targets")
  assert cs.inputs["gnome"].src == str(corpus / "a.en")
  assert cs.inputs["gnome"].size is None
  assert config.tasks["en_sk"].n_shards == 4  # The global default.
  assert config.tasks["mono_sk"].weight == (0.5, 0.5, 0.5)
  assert config.tasks["mono_sk_taboo"].shard_task == "mono_sk"
  assert config.train.vocab_path == str(corpus / "vocab.txt")
  assert [t.name for t in config.tasks_of_split("valid")] == ["dev_en_sk"]
  record = config.shard_record("en_sk")
  assert record["inputs"]["gnome"]["size"] == 1000
  assert record["pretokenize"] is True and record["n_shards"] == 4
  assert config.shard_record("mono_sk_taboo") == {"share_inputs": "mono_sk"}


def test_dict_config_resolves_against_base_dir(corpus):
  raw = yaml.safe_load(GOOD)
  config = data_config.load_data_config(raw, base_dir=str(corpus))
  assert config.tasks["mono_sk"].inputs["gnome"].mono == str(corpus / "mono.sk")


BAD = """
meta:
  shard: {n_shard: 4, pretokenize: yes_please}
  train:
    mixing_weight_schedule: [2000, 6000]
    config_test_temperatur: 2
tasks:
  en_sk:
    type: paral
    weight: [1.0, 0.5]
    transforms: [config_test_nois]
    inputs:
      gnome: {src: b.en, tgt: missing.sk, sise: 3}
  mono_sk:
    type: mono
    transforms: [duplicate_mono]
    inputs: {gnome: {mono: mono.sk}}
  mono_sk_taboo:
    type: mono
    transforms: [duplicate_mono]
    share_inputs: mono_sx
  mono_sk_both:
    type: mono
    transforms: [duplicate_mono]
    share_inputs: mono_sk
    inputs: {gnome: {mono: mono.sk}}
"""


def test_every_error_is_reported_with_its_key_path(corpus):
  with pytest.raises(data_config.DataConfigError) as info:
    data_config.load_data_config(_config(corpus, BAD))
  message = str(info.value)
  expected = [
      "meta.shard.n_shard: unknown key; did you mean 'n_shards'?",
      "meta.shard.pretokenize: expected true or false, got str 'yes_please'",
      "meta.train.config_test_temperatur: unknown key",
      "did you mean 'config_test_temperature'?",
      "tasks.en_sk.type: unknown task type 'paral'; did you mean 'para'?",
      "tasks.en_sk.weight: 2 values, but mixing_weight_schedule [2000, 6000] "
      "needs 3",
      "tasks.en_sk.transforms[0]: unknown transform 'config_test_nois'; "
      "did you mean 'config_test_noise'?",
      "tasks.en_sk.inputs.gnome.sise: unknown key; did you mean 'size'?",
      "tasks.en_sk.inputs.gnome.tgt: file not found: " +
      str(corpus / "missing.sk"),
      "tasks.mono_sk_taboo.share_inputs: unknown task 'mono_sx'; did you mean "
      "'mono_sk'?",
      "tasks.mono_sk_both.inputs: a task with share_inputs ('mono_sk') has no "
      "inputs of its own",
  ]
  for line in expected:
    assert line in message, f"missing {line!r} in:\n{message}"
  assert len(info.value.errors) == 10


def test_other_structural_errors(corpus):
  raw = {
      "meta": {"train": {"mixing_weight_schedule": [10, 5]}},
      "tasks": {
          "a": {"type": "para", "split": "dev", "inputs": {"x": {"mono": "mono.sk"}}},
          "b": {"type": "mono", "n_shards": 0,
                "transforms": ["duplicate_mono"]},
          "c": {"type": "para", "share_inputs": "d",
                "meta": {"config_test_temperature": 1}},
          "d": {"type": "mono", "transforms": ["duplicate_mono"],
                "inputs": {"x": {"mono": "mono.sk"}}},
      },
  }
  with pytest.raises(data_config.DataConfigError) as info:
    data_config.load_data_config(raw, base_dir=str(corpus))
  message = str(info.value)
  for line in [
      "meta.train.mixing_weight_schedule: expected a list of increasing",
      "tasks.a.split: unknown split 'dev'",
      "tasks.a.inputs.x.src: missing: a para input needs src and tgt",
      "tasks.a.inputs.x.mono: not used by a para task",
      "tasks.b.n_shards: expected a positive integer, got int 0",
      "tasks.b.inputs: missing: a task needs inputs or share_inputs",
      "tasks.c.share_inputs: a para task cannot share the inputs of 'd'",
  ]:
    assert line in message, f"missing {line!r} in:\n{message}"


def test_all_weights_zero_in_a_segment(corpus):
  raw = yaml.safe_load(GOOD)
  raw["tasks"]["en_cs"]["weight"] = [0, 0.5, 0.3]
  raw["tasks"]["en_sk"]["weight"] = [0, 1, 1]
  raw["tasks"]["mono_sk"]["weight"] = [0, 1, 1]
  with pytest.raises(data_config.DataConfigError,
                     match=r"every training task has weight 0 from step 0 on"):
    data_config.load_data_config(raw, base_dir=str(corpus))


def test_tfds_input_keys(corpus):
  raw = {"tasks": {"az_en": {"inputs": {"ted": {
      "tfds": "ted_hrlr_translate/az_to_en", "src_key": "az",
      "tfds_data_dir": "nowhere"}}}}}
  with pytest.raises(data_config.DataConfigError) as info:
    data_config.load_data_config(raw, base_dir=str(corpus))
  assert "tasks.az_en.inputs.ted.tgt_key: missing" in str(info.value)
  assert "tasks.az_en.inputs.ted.tfds_data_dir: directory not found" in str(
      info.value)


def test_invalid_yaml_names_file(tmp_path):
  path = _config(tmp_path, "meta: [unclosed\n")
  with pytest.raises(data_config.DataConfigError, match="config.yaml"):
    data_config.load_data_config(path)


def test_record_diff_lists_differing_keys():
  made = {"n_shards": 8, "inputs": {"gnome": {"src": "/a", "size": "auto"}}}
  now = {"n_shards": 4, "inputs": {"gnome": {"src": "/b", "size": "auto"},
                                   "ted": {"src": "/t"}}}
  lines = manifest.record_diff(made, now, "tasks.en_cs")
  assert lines == [
      'tasks.en_cs.inputs.gnome.src: shards were made with "/a", config has "/b"',
      'tasks.en_cs.inputs.ted.src: shards were made with (absent), config has "/t"',
      "tasks.en_cs.n_shards: shards were made with 8, config has 4",
  ]


def test_unknown_task_lists_tasks(corpus):
  config = data_config.load_data_config(_config(corpus, GOOD))
  with pytest.raises(KeyError, match="did you mean 'en_sk'"):
    config.task("en_sx")
