"""Several hosts: dyn-trainer processes under MultiWorkerMirroredStrategy,
set up by TF_CONFIG on the loopback interface (CPU workers)."""

import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys

import numpy as np
import pytest
import tensorflow as tf
import yaml

from t2t_dyn import test_programs
from t2t_dyn.batches.data_plan import DataPlan
from t2t_dyn.hparams.data_hparams import DataHParams
from t2t_dyn.shards import layout
from t2t_dyn.streams.consumer import Consumer
from t2t_dyn.streams.task_stream import StreamSource, TaskStream
from t2t_dyn.test_utils import TINY_HPARAMS, build_problem, write_lines

_STEPS = 8
# Checkpoints at 4 and 8, evaluations at 3, 6 and 8: the run killed after
# step 7's update has printed four entries past its checkpoint at 4 (losses
# 5 to 7, step 6's evaluation) that its resume must repeat.
_SAVE_EVERY = 4


def _free_ports(n):
  sockets = [socket.socket() for _ in range(n)]
  for s in sockets:
    s.bind(("localhost", 0))
  ports = [s.getsockname()[1] for s in sockets]
  for s in sockets:
    s.close()
  return ports


def _config(tmp_path, data_dir):
  rng = np.random.default_rng(0)
  words = [f"w{i}" for i in range(40)]
  lines = {name: [" ".join([f"{name}{i}"] + list(rng.choice(
      words, rng.integers(1, 8)))) for i in range(n)]
           for name, n in (("a", 700), ("b", 300), ("dev", 40))}
  paths = {name: write_lines(tmp_path / f"{name}.txt", text)
           for name, text in lines.items()}
  return {
      "meta": {"shard": {"n_shards": 3},
               "train": {"name": "setup",
                         "vocab_path": layout.word_vocab_path(data_dir)}},
      "tasks": {
          "a": {"inputs": {"x": {"src": paths["a"], "tgt": paths["a"]}},
                "transforms": ["drop", "filter_too_long"]},
          "b": {"weight": 0.5,
                "inputs": {"x": {"src": paths["b"], "tgt": paths["b"]}}},
          "dev": {"split": "valid", "n_shards": 1,
                  "inputs": {"x": {"src": paths["dev"],
                                   "tgt": paths["dev"]}}}}}


@pytest.fixture(scope="module")
def cluster_problem(tmp_path_factory):
  """A data config (dyn_translate --data_config) sharded and set up."""
  root = tmp_path_factory.mktemp("multi_worker")
  data_dir = str(root / "data")
  config = _config(root, data_dir)
  problem, _ = build_problem(root, config)
  config_path = root / "config.yaml"
  config_path.write_text(yaml.safe_dump(config))
  return problem, data_dir, str(config_path), root


def _worker_args(config_path, data_dir, output_dir, *flags):
  """("dyn-trainer", its flags) of a worker of the tests' runs."""
  return ("dyn-trainer",
          "--problem=dyn_translate", f"--data_config={config_path}",
          f"--data_dir={data_dir}", f"--output_dir={output_dir}",
          f"--hparams={TINY_HPARAMS},batch_size=128,max_length=32",
          "--window_size=96", "--local_eval_frequency=3", "--eval_steps=0",
          f"--save_every={_SAVE_EVERY}", "--log_step_count_steps=1",
          f"--train_steps={_STEPS}", *flags)


# A worker process: dyn-trainer's console_main with Grappler off, as in
# the test process (conftest.py). The resume test's six workers each trace
# the model, and Grappler's rewriting of the traced graphs is a quarter of
# this file's CPU time (measured); it changes float32 rounding only, the
# same in every run compared here. (dyn-trainer's console script as a
# process: console_test.)
_WORKER = ("import sys\n"
           "import tensorflow as tf\n"
           "tf.config.optimizer.set_experimental_options("
           "{'disable_meta_optimizer': True})\n"
           "from t2t_dyn.bin import dyn_trainer\n"
           "sys.argv[0] = 'dyn-trainer'\n"
           "dyn_trainer.console_main()\n")


def _worker_command(config_path, data_dir, output_dir, *flags):
  """The command line of a worker process (_worker_args)."""
  _, *args = _worker_args(config_path, data_dir, output_dir, *flags)
  return [sys.executable, "-c", _WORKER, *args]


def _start_workers(ports, commands):
  """One dyn-trainer process per command, worker i of the TF_CONFIG
  cluster on `ports`."""
  processes = []
  for index, command in enumerate(commands):
    tf_config = {"cluster": {"worker": [f"localhost:{p}" for p in ports]},
                 "task": {"type": "worker", "index": index}}
    processes.append(subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        env={**os.environ, "TF_CONFIG": json.dumps(tf_config),
             "TF_CPP_MIN_LOG_LEVEL": "3", "CUDA_VISIBLE_DEVICES": ""}))
  return processes


def _finish(processes, timeout=300):
  outputs = []
  for process in processes:
    out, _ = process.communicate(timeout=timeout)
    outputs.append(out)
  for process, out in zip(processes, outputs):
    assert process.returncode == 0, out[-4000:]
  return outputs


def _step_lines(log):
  """{step: its loss or eval line, with timing fields removed}."""
  lines = {}
  for line in log.splitlines():
    match = re.match(r"step (\d+) (loss \S+|eval .*)", line)
    if match:
      key = (int(match.group(1)), match.group(2).split()[0])
      lines[key] = match.group(2) if key[1] == "eval" else (
          match.group(2).split()[1])
  return lines


def _saved_positions(output_dir):
  reader = tf.train.load_checkpoint(os.path.join(output_dir, "checkpoints"))
  consumers = int(reader.get_tensor(
      "data_consumers/.ATTRIBUTES/VARIABLE_VALUE"))
  vector = reader.get_tensor("data_position/.ATTRIBUTES/VARIABLE_VALUE")
  return vector.reshape(consumers, -1)


@pytest.mark.slow(reason="starts four dyn-trainer processes")
def test_two_workers_train_resume_exactly_and_split_the_data(
    cluster_problem, tmp_path):
  """Two workers: a run killed between its checkpoints and restarted
  repeats, step by step, the losses and evaluation it printed after its
  checkpoint before the kill (those of the run uninterrupted), and both
  workers print the same ones; checkpoints are written once, by the chief,
  with both workers' data positions; each worker's position is what its
  own consumer's pipeline reaches in the batches of those updates, and the
  two consumers' lines are disjoint."""
  problem, data_dir, config_path, _ = cluster_problem
  # The run, killed while training after step 7's update (its checkpoint:
  # step 4). What it printed until then is the uninterrupted run's.
  run = str(tmp_path / "run")
  command = _worker_command(config_path, data_dir, run)
  processes = _start_workers(_free_ports(2), [command] * 2)
  printed = []
  for line in processes[0].stdout:
    printed.append(line)
    if line.startswith("step 7 loss"):
      break
  for process in processes:
    process.send_signal(signal.SIGKILL)
    process.wait()
  assert printed and printed[-1].startswith("step 7 loss"), "".join(
      printed)[-3000:]
  uninterrupted = _step_lines("".join(printed))
  resumed = _finish(_start_workers(_free_ports(2), [command] * 2))
  restored = re.search(r"restored \S+ at step (\d+)", resumed[0])
  assert restored, resumed[0][-3000:]
  assert int(restored.group(1)) == _SAVE_EVERY
  assert "worker 1 of 2" in resumed[1]
  expected = _step_lines(resumed[0])
  assert _step_lines(resumed[1]) == expected  # One model, all-reduced.
  assert (_STEPS, "loss") in expected and (6, "eval") in expected
  repeated = {k: v for k, v in uninterrupted.items() if k[0] > _SAVE_EVERY}
  assert sorted(repeated) == [(5, "loss"), (6, "eval"), (6, "loss"),
                              (7, "loss")]
  assert {k: expected.get(k) for k in repeated} == repeated
  # Only the chief's checkpoints are kept; scratch copies are gone.
  assert sorted(os.listdir(run)) == sorted(
      ["best", "checkpoints", "data_config.yaml", "hparams.json", "setup",
       "tensorboard"])

  # One host resumes what two wrote (elastic): the unread lines are dealt
  # to it, and it trains on; its checkpoint keeps the new layout. One host
  # needs no process of its own: dyn-trainer runs in this one.
  shutil.copytree(run, tmp_path / "one_host")
  alone = test_programs.run(*_worker_args(
      config_path, data_dir, str(tmp_path / "one_host"),
      f"--train_steps={_STEPS + 2}"))
  assert alone.returncode == 0, alone.stderr[-3000:]
  log = alone.stdout + alone.stderr
  assert "written by 2 consumer(s), resumed by 1" in log
  assert re.search(r"data: task b: 2 -> 1 consumers; epoch \d+: [\d,]+ lines "
                   r"not yet read, dealt", log)
  assert f"step {_STEPS + 2} loss" in log
  assert _saved_positions(str(tmp_path / "one_host")).shape[0] == 1
  # A resize together with other data flags is refused, naming both ways out.
  shutil.copytree(run, tmp_path / "edited")
  edited = test_programs.run(*_worker_args(
      config_path, data_dir, str(tmp_path / "edited"),
      f"--train_steps={_STEPS + 2}", "--window_size=64"))
  assert edited.returncode == 1
  assert ("written by 2 data consumer(s) (workers) with another data config "
          "or data flags; this run has 1: resume with 2 first, or pass "
          "--reset_data_position") in edited.stderr

  # Each worker consumed its own consumer's batches.
  positions = _saved_positions(run)
  assert positions.shape[0] == 2
  lines = []
  for consumer in (0, 1):
    train = problem.train_pipeline(
        DataPlan(
            data_dir,
            DataHParams(batch_size=128, max_length=32, window_size=96),
            consumer=Consumer(consumer, 2)))
    batches = train.batches()
    seen = set()
    for _ in range(_STEPS):
      batch = next(batches)
      seen |= {(int(t), tuple(row[row > 0]))
               for t, row in zip(batch["task_id"], batch["targets"])}
    np.testing.assert_array_equal(batch["position"], positions[consumer])
    train.close()
    lines.append(seen)
  assert lines[0] and lines[1] and not lines[0] & lines[1]


def test_consumers_deal_every_line_of_an_epoch_once(cluster_problem):
  """Worker i of n reads the lines whose index in the shard is i mod n: over
  an epoch the two workers' lines are every line of the task, once."""
  problem, data_dir, _, _ = cluster_problem
  from t2t_dyn.shards import reading  # pylint: disable=g-import-not-at-top
  config = problem.get_data_config()
  setup = problem.transform_setup(data_dir)
  shards = reading.shard_sets(data_dir, config, "train")["b"]
  seen = []
  for consumer in (0, 1):
    stream = TaskStream(
        StreamSource(config.task("b"), config.task_index("b"), shards,
                     setup.chain("b"), setup.vocabularies),
        seed=1, consumer=Consumer(consumer, 2))
    lines = []
    for chunk in stream.dataset(0):
      lines += [tuple(row) for row in chunk["inputs"].to_list()]
      if len(lines) >= stream.epoch_lines:
        break
    seen.append(lines[:stream.epoch_lines])
  assert len(seen[0]) + len(seen[1]) == 300
  assert len(set(seen[0]) | set(seen[1])) == 300


@pytest.mark.slow(reason="starts two dyn-trainer processes")
def test_a_worker_with_other_data_is_refused_on_every_worker(
    cluster_problem, tmp_path):
  """Worker 1's data dir holds other shards of task b under the same
  config: both workers stop, naming the worker and the task."""
  _, data_dir, config_path, root = cluster_problem
  other = tmp_path / "other"
  other.mkdir()
  other_data = str(other / "data")
  # The same config and vocabulary; task b's lines differ (stale shards).
  config = _config(root, data_dir)
  config["tasks"]["b"]["inputs"]["x"] = {
      "src": str(root / "a.txt"), "tgt": str(root / "a.txt")}
  build_problem(other, config, vocab_from_words=False)
  output_dir = str(tmp_path / "out")
  processes = _start_workers(_free_ports(2), [
      _worker_command(config_path, data_dir, output_dir),
      _worker_command(config_path, other_data, output_dir)])
  outputs = [p.communicate(timeout=300)[0] for p in processes]
  for process, out in zip(processes, outputs):
    assert process.returncode == 1, out[-3000:]
    assert "the workers' data differ from the chief's" in out, out[-3000:]
    assert "worker 1 (localhost:" in out and "shards of task b" in out
    assert "shards of task a" not in out


def test_a_malformed_tf_config_is_named_by_dyn_trainer(cluster_problem,
                                                       tmp_path, monkeypatch):
  _, data_dir, config_path, _ = cluster_problem
  monkeypatch.setenv("TF_CONFIG", '{"cluster": {"worker": ["a:1"]')
  result = test_programs.run(*_worker_args(config_path, data_dir,
                                           str(tmp_path / "out")))
  assert result.returncode == 1
  assert "dyn-trainer: error: TF_CONFIG is not JSON" in result.stderr
  assert "Traceback" not in result.stderr
