"""dyn-avg-all and dyn-decoder --checkpoint_path=average:N, run as users run
them, on the shared run's checkpoints: each average is the mean of its
window's model variables (read here from the checkpoint files by their
object graph, not by t2t_dyn's code), without the optimizer, with the
newest checkpoint's data position; both averages decode alike; bad input
is refused, naming it, with nothing written."""

import dataclasses
import json
import os
import shutil
import subprocess
import sys

import numpy as np
import pytest
import tensorflow as tf
from tensorflow.core.protobuf import trackable_object_graph_pb2

from t2t_dyn.decoding import checkpoint_averaging
from t2t_dyn.decoding import output_dir as output_dir_lib
from t2t_dyn.models import model_builder
from t2t_dyn import test_programs
from t2t_dyn.test_utils import (SHARED_RUN_HPARAMS, build_problem,
                                reversal_lines, tiny_trainer, write_lines)

pytestmark = pytest.mark.slow(
    reason="averages and decodes the shared run's checkpoints")
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# dyn-avg-all's subprocess run: the program as users start it, once.
AVERAGING = ("--n=2", "--min_steps=550")


def _run(module, *args):
  return test_programs.run(module, *args)


def _train_other(tmp):
  """Another run of the shared run's model shape on another vocabulary (a
  copy task of 30 words), trained 3 updates; returns its output dir."""
  rng = np.random.default_rng(0)
  write_lines(tmp / "other.txt", [
      " ".join(f"w{rng.integers(30)}" for _ in range(rng.integers(2, 6)))
      for _ in range(200)])
  config = {"tasks": {"copy": {"inputs": {"x": {"src": "other.txt",
                                                "tgt": "other.txt"}}}}}
  problem, data_dir = build_problem(tmp, config)
  output_dir = tmp / "other_model"
  tiny_trainer(problem, data_dir, output_dir, 3, eval_every=0,
               save_every=3, hparams=SHARED_RUN_HPARAMS).train()
  return str(output_dir)


@pytest.fixture(name="run", scope="module")
def run_fixture(shared_run, tmp_path_factory):
  """The shared run (checkpoints at steps 400, 500, 600, 700 and 800), a
  source file of 8 lines, and dyn-avg-all's averages of 2 past step 550
  (and its output), run as a user runs it."""
  tmp = tmp_path_factory.mktemp("avg_all")
  model_dir = shared_run.output_dir
  assert shared_run.checkpoint_steps == (400, 500, 600, 700, 800)
  source = write_lines(tmp / "src.txt",
                       reversal_lines(np.random.default_rng(3), 8))
  averages = str(tmp / "avg")
  result = subprocess.run(
      [sys.executable, "-m", "t2t_dyn.bin.dyn_avg_all",
       f"--model_dir={model_dir}", f"--output_dir={averages}", *AVERAGING],
      capture_output=True, text=True, cwd=REPO, check=False)
  assert result.returncode == 0, result.stderr
  return Run(model_dir, source, averages, result.stdout)


@dataclasses.dataclass(frozen=True)
class Run:
  model_dir: str
  source: str
  averages: str  # dyn-avg-all --n=2 --min_steps=10's output dir.
  averaging_output: str


def _model_variables(path):
  """{object path under the root's `model`: value} of a checkpoint, read
  by walking its object graph (each variable by its first path)."""
  reader = tf.train.load_checkpoint(path)
  graph = trackable_object_graph_pb2.TrackableObjectGraph()
  graph.ParseFromString(reader.get_tensor("_CHECKPOINTABLE_OBJECT_GRAPH"))
  model = [c.node_id for c in graph.nodes[0].children
           if c.local_name == "model"]
  pending, seen, values = [(model[0], "model")], set(), {}
  while pending:
    node_id, name = pending.pop(0)
    if node_id in seen:
      continue
    seen.add(node_id)
    for attribute in graph.nodes[node_id].attributes:
      if attribute.name == "VARIABLE_VALUE":
        values[name] = reader.get_tensor(attribute.checkpoint_key)
    pending += [(c.node_id, f"{name}/{c.local_name}")
                for c in graph.nodes[node_id].children]
  return values


def _keys(path):
  return set(tf.train.load_checkpoint(path).get_variable_to_shape_map())


def test_each_average_is_the_mean_of_its_window_without_the_optimizer(run):
  model_dir, out = run.model_dir, run.averages
  assert "step 600: 1 of --n=2 checkpoints so far" in run.averaging_output
  assert "ckpt-700, ckpt-800" in run.averaging_output
  source = os.path.join(model_dir, "checkpoints")
  averages = os.path.join(out, "checkpoints")
  state = tf.train.get_checkpoint_state(averages)
  assert [os.path.basename(p) for p in state.all_model_checkpoint_paths] == [
      "ckpt-700", "ckpt-800"]
  # A trained model's output dir: what the decoders check and read.
  for name in ("data_config.yaml", "hparams.json", "setup"):
    assert os.path.exists(os.path.join(out, name)), name
  for step, window in ((700, (600, 700)), (800, (700, 800))):
    averaged = os.path.join(averages, f"ckpt-{step}")
    sources = [os.path.join(source, f"ckpt-{s}") for s in window]
    with open(averaged + ".averaged.json", encoding="utf-8") as f:
      assert json.load(f)["checkpoints"] == sources
    got = _model_variables(averaged)
    wanted = [_model_variables(s) for s in sources]
    assert set(got) == set(wanted[0]) and len(got) > 30
    for name, value in got.items():
      mean = np.mean([w[name].astype(np.float64) for w in wanted], axis=0)
      assert value.dtype == wanted[0][name].dtype
      np.testing.assert_allclose(value, mean.astype(value.dtype), rtol=1e-6,
                                 err_msg=name)
    assert not any(w[name].tolist() == got[name].tolist() for w in wanted
                   for name in ["model/embedding/embeddings"])
    # No optimizer; the newest's data bookkeeping and time.
    assert not [k for k in _keys(averaged) if k.startswith("optimizer/")]
    assert any(k.startswith("optimizer/") for k in _keys(sources[-1]))
    newest = tf.train.load_checkpoint(sources[-1])
    reader = tf.train.load_checkpoint(averaged)
    for name in ("data_position", "data_consumers", "data_identity",
                 "evaluations"):
      key = f"{name}/.ATTRIBUTES/VARIABLE_VALUE"
      np.testing.assert_array_equal(reader.get_tensor(key),
                                    newest.get_tensor(key))
    assert os.stat(averaged + ".index").st_mtime == os.stat(
        sources[-1] + ".index").st_mtime


def test_decoding_the_averaged_dir_and_average_2_in_memory_agree(run,
                                                                 tmp_path):
  model_dir, source = run.model_dir, run.source
  from_dir = _run("dyn_decoder", f"--output_dir={run.averages}",
                  f"--decode_from_file={source}", "--decode_hparams=beam_size=2",
                  f"--decode_to_file={tmp_path / 'dir.txt'}")
  assert from_dir.returncode == 0, from_dir.stderr
  assert "average of 2 checkpoints" in from_dir.stdout
  in_memory = _run("dyn_decoder", f"--output_dir={model_dir}",
                   "--checkpoint_path=average:2",
                   f"--decode_from_file={source}",
                   "--decode_hparams=beam_size=2",
                   f"--decode_to_file={tmp_path / 'memory.txt'}")
  assert in_memory.returncode == 0, in_memory.stderr
  assert "the average of 2 checkpoints" in in_memory.stdout
  assert "ckpt-700, ckpt-800" in in_memory.stdout
  translations = (tmp_path / "dir.txt").read_text().splitlines()
  assert len(translations) == 8 and any(translations)
  assert (tmp_path / "memory.txt").read_text().splitlines() == translations


def test_bad_input_is_refused_naming_it_and_nothing_is_written(run,
                                                               tmp_path):
  model_dir, source = run.model_dir, run.source
  out = str(tmp_path / "avg")
  empty = str(tmp_path / "empty")
  output_dir_lib.copy_self_contained(model_dir, empty)
  cases = [
      (["--n=0"], "--n=0: average at least 1"),
      (["--n=6"], f"--n=6, but {model_dir}/checkpoints has 5 checkpoints "
                  f"of at least --min_steps=0 steps (ckpt-400, ckpt-500, "
                  f"ckpt-600, ckpt-700, ckpt-800): nothing averaged"),
      ([f"--output_dir={model_dir}/"], "is --model_dir"),
      ([f"--model_dir={empty}"], "has 0 checkpoints"),
      ([f"--model_dir={tmp_path}"], "holds no trained model"),
  ]
  for flags, message in cases:
    result = _run("dyn_avg_all", f"--model_dir={model_dir}",
                  f"--output_dir={out}", *flags)
    assert result.returncode == 1 and message in result.stderr, (
        flags, result.stderr)
    assert not os.path.exists(out), flags
  decoded = _run("dyn_decoder", f"--output_dir={model_dir}",
                 "--checkpoint_path=average:0",
                 f"--decode_from_file={source}",
                 f"--decode_to_file={tmp_path / 'x.txt'}")
  assert decoded.returncode == 1
  assert "--checkpoint_path=average:0: expected average:N" in decoded.stderr
  with pytest.raises(checkpoint_averaging.AveragingError,
                     match="average:x: expected"):
    checkpoint_averaging.average_count("checkpoint_path", "average:x")
  assert checkpoint_averaging.average_count("checkpoint_path", "best") is None
  with pytest.raises(checkpoint_averaging.AveragingError,
                     match=r"last 6 checkpoints, but .* has 5 \(ckpt-400, "):
    checkpoint_averaging.last_checkpoints(model_dir, 6, "checkpoint_path")


def test_checkpoints_of_another_run_are_refused(run, tmp_path):
  """Another vocabulary: its checkpoint beside the run's is named, with
  the variable whose shape differs; alone, it does not fit hparams.json;
  its output dir is not one to write averages of this run into."""
  model_dir = run.model_dir
  other_dir = _train_other(tmp_path)
  mixed = str(tmp_path / "mixed")
  shutil.copytree(model_dir, mixed)
  other = os.path.join(other_dir, "checkpoints", "ckpt-3")
  for name in os.listdir(os.path.dirname(other)):
    if name.startswith("ckpt-3."):
      shutil.copy(os.path.join(other_dir, "checkpoints", name),
                  os.path.join(mixed, "checkpoints",
                               name.replace("ckpt-3", "ckpt-900")))
  out = str(tmp_path / "avg")
  result = _run("dyn_avg_all", f"--model_dir={mixed}", f"--output_dir={out}",
                "--n=2")
  assert result.returncode == 1
  vocab_size = output_dir_lib.saved_hparams(model_dir).vocab_size
  assert vocab_size != 33  # The other run's: 30 words and 3 reserved ids.
  assert "ckpt-900 hold different variables" in result.stderr
  assert (f"model/embedding/embeddings [{vocab_size}, 32] vs [33, 32]"
          in result.stderr)
  assert not os.path.exists(out)
  before = sorted(os.listdir(other_dir))
  result = _run("dyn_avg_all", f"--model_dir={model_dir}",
                f"--output_dir={other_dir}", "--n=2")
  assert result.returncode == 1
  assert f"--output_dir={other_dir} holds another model" in result.stderr
  assert sorted(os.listdir(other_dir)) == before
  model = model_builder.build(output_dir_lib.saved_hparams(model_dir))
  with pytest.raises(checkpoint_averaging.AveragingError,
                     match=r"ckpt-3 does not fit the model of .*hparams.json "
                           rf"\(vocab_size={vocab_size}\)"):
    checkpoint_averaging.load_average(
        model, [other], output_dir_lib.hparams_path(model_dir))
