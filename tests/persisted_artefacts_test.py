"""What earlier t2t_dyn code wrote stays readable: the data dir and the run in
tests/data/before_restructure were written before the package restructuring
(see its README.md)."""

import gzip
import hashlib
import json
import os
import shutil

import pytest
import tensorflow as tf

from t2t_dyn import test_programs
from t2t_dyn.batches.pipeline_state import PipelineState
from t2t_dyn.mixing import validation_feed
from t2t_dyn.setup import transform_setup
from t2t_dyn.shards import manifest as manifest_lib
from t2t_dyn.training.data_position import DataIdentity

FIXTURE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data",
                       "before_restructure")


@pytest.mark.slow(reason="decodes with a stored run")
def test_the_run_decodes_as_it_did(tmp_path):
  """Checkpoint, set-up copy, hparams and data config of the output dir:
  dyn-decoder's translations are the ones that commit made, byte for
  byte."""
  model = tmp_path / "model"
  shutil.copytree(os.path.join(FIXTURE, "model"), model)
  result = test_programs.run(
      "dyn-decoder", f"--output_dir={model}",
      f"--decode_from_file={os.path.join(FIXTURE, 'dev.en')}",
      f"--decode_to_file={tmp_path / 'dev.hyp.sk'}")
  assert result.returncode == 0, result.stderr[-3000:]
  with open(os.path.join(FIXTURE, "dev.hyp.sk"), "rb") as expected:
    assert (tmp_path / "dev.hyp.sk").read_bytes() == expected.read()


def test_the_checkpoint_holds_a_readable_position_and_history():
  reader = tf.train.load_checkpoint(
      os.path.join(FIXTURE, "model", "checkpoints"))

  def value(name):
    return reader.get_tensor(f"{name}/.ATTRIBUTES/VARIABLE_VALUE")

  state = PipelineState.from_vector(value("data_position"))
  assert len(state.task_consumed) == 1 and state.batches_before_window == 0
  assert state.batches_in_window == 2 and state.stage is None
  identity = DataIdentity.from_json(value("data_identity").decode())
  assert identity.tasks == ("en_sk",)
  feed = validation_feed.ValidationFeed(2)
  feed.load_json(value("evaluations").decode())
  assert [e.step for e in feed.history()] == [2]


def test_the_shards_and_set_up_read():
  data_dir = os.path.join(FIXTURE, "data")
  manifest = manifest_lib.read_manifest(data_dir)
  task = manifest["tasks"]["en_sk"]
  lines = 0
  for shard in task["shards"]:
    for file in shard["files"].values():
      path = os.path.join(data_dir, "shards", "en_sk", file["name"])
      with gzip.open(path, "rb") as f:
        text = f.read()  # The manifest hashes the lines, not the gzip bytes.
      assert hashlib.sha256(text).hexdigest() == file["sha256"]
      assert os.path.getsize(path) == file["bytes"]
    lines += len(text.decode("utf-8").splitlines())
  assert lines == task["lines"] == 150
  vocabularies = transform_setup.read_vocabularies(
      os.path.join(data_dir, "setup"))
  assert vocabularies.shared and "the" in vocabularies.src.tokens
  with open(os.path.join(data_dir, "setup", "setup.json"),
            encoding="utf-8") as f:
    assert json.load(f)["vocab_size"] == len(vocabularies.src)
