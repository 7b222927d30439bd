"""Per-line scores and per-input weights: what training keeps, counted,
deterministic and resumable; bad scores named by file and line."""

import collections
import math

import numpy as np
import pytest

from t2t_dyn.batches.data_plan import DataPlan
from t2t_dyn.batches.pipeline_state import PipelineState
from t2t_dyn.config import data_config
from t2t_dyn.hparams.data_hparams import DataHParams
from t2t_dyn.test_utils import build_problem, write_lines

HP = DataHParams(batch_size=2048, window_size=4000, max_length=64)


def _problem(tmp_path, task_keys, inputs):
  """A task whose lines say where they come from: "<input> <i>"."""
  config_inputs = {}
  for name, (n, scores, weight) in inputs.items():
    lines = [f"{name} l{i}" for i in range(n)]
    write_lines(tmp_path / f"{name}.txt", lines)
    spec = {"src": f"{name}.txt", "tgt": f"{name}.txt"}
    if scores is not None:
      write_lines(tmp_path / f"{name}.scores", [str(s) for s in scores(n)])
      spec["scores"] = f"{name}.scores"
    if weight is not None:
      spec["weight"] = weight
    config_inputs[name] = spec
  return build_problem(tmp_path, {"tasks": {"t": {
      **task_keys, "inputs": config_inputs}}})


def _drawn(problem, data_dir, windows=3, state=None, force_python=False):
  """The source lines of `windows` windows' batches, and the statistics."""
  train = problem.train_pipeline(
      DataPlan(data_dir, HP, force_python=force_python), state)
  vocab = train.setup.vocabularies.src
  seen, batches = [], []
  window = None
  for batch in train.batches():
    position = PipelineState.from_vector(batch["position"])
    if window is not None and position.window != window and (
        position.window >= (state.window if state else 0) + windows):
      break
    window = position.window
    batches.append(batch)
    for row in batch["inputs"]:
      seen.append(" ".join(vocab.token(i) for i in row if i > 1))
  return seen, train.statistics()["tasks"]["t"], batches


def test_input_weights_set_each_inputs_share_of_the_task(tmp_path):
  problem, data_dir = _problem(tmp_path, {}, {
      "a": (400, None, 1.0), "b": (400, None, 0.25)})
  seen, stats, _ = _drawn(problem, data_dir)
  by_input = collections.Counter(line.split()[0] for line in seen)
  assert by_input["b"] / by_input["a"] == pytest.approx(0.25, abs=0.05)
  assert stats["filtered_by"] == {
      "weighted_sampling": stats["filtered_by_transforms"]}
  # Per input: a, the heaviest, keeps every line.
  assert stats["filtered_by_input"] == {
      "b": {"weighted_sampling": stats["filtered_by_transforms"]}}
  # b's lines are kept with probability 1/4: 3/8 of what is read.
  assert stats["filtered_by_transforms"] / stats["examples_drawn"] == (
      pytest.approx(3 / 8, abs=0.04))


@pytest.mark.parametrize("force_python", [False, True])
def test_threshold_drops_low_scores_and_exp_weighting_follows_the_score(
    tmp_path, force_python):
  # Line i of a scores i % 4 - 2: -2 is below the threshold; the rest are
  # kept in proportion to exp(score): 1/e^2, 1/e, 1.
  problem, data_dir = _problem(
      tmp_path, {"score_threshold": -1.5,
                 "score_weighting": {"type": "exp", "scale": 1.0}},
      {"a": (800, lambda n: [i % 4 - 2 for i in range(n)], None)})
  seen, stats, _ = _drawn(problem, data_dir, force_python=force_python)
  scores = collections.Counter(int(line.split()[1][1:]) % 4 - 2
                               for line in seen)
  assert scores[-2] == 0
  assert scores[-1] / scores[1] == pytest.approx(math.exp(-2), abs=0.05)
  assert scores[0] / scores[1] == pytest.approx(math.exp(-1), abs=0.06)
  by = stats["filtered_by"]
  assert by["score_threshold"] == pytest.approx(
      stats["examples_drawn"] / 4, rel=0.1)
  assert sum(by.values()) == stats["filtered_by_transforms"]


@pytest.mark.slow(reason="draws the stream four times over (4 s)")
def test_the_same_lines_on_every_run_and_after_a_resume(tmp_path):
  problem, data_dir = _problem(tmp_path, {}, {
      "a": (300, None, 1.0), "b": (300, None, 0.3)})
  first, _, batches = _drawn(problem, data_dir)
  again, _, _ = _drawn(problem, data_dir)
  assert first == again
  middle = len(batches) // 2
  state = PipelineState.from_vector(batches[middle]["position"])
  resumed, _, resumed_batches = _drawn(problem, data_dir, windows=1,
                                       state=state)
  np.testing.assert_array_equal(resumed_batches[0]["inputs"],
                                batches[middle + 1]["inputs"])


def test_bad_scores_are_named_by_file_and_line(tmp_path):
  with pytest.raises(data_config.DataConfigError,
                     match=r"tasks.t.inputs.a.scores: .*a\.scores:3: 'high' "
                     r"is not a finite number"):
    _problem(tmp_path, {"score_threshold": 0},
             {"a": (5, lambda n: ["1", "2", "high", "3", "4"], None)})


def test_scores_and_text_must_have_the_same_lines(tmp_path):
  with pytest.raises(data_config.DataConfigError,
                     match=r"a\.scores has 4 lines"):
    _problem(tmp_path, {"score_threshold": 0},
             {"a": (5, lambda n: [1, 2, 3, 4], None)})


def test_config_mistakes_name_their_keys(tmp_path):
  (tmp_path / "a.txt").write_text("x\n")
  with pytest.raises(data_config.DataConfigError) as e:
    data_config.load_data_config({"tasks": {"t": {
        "score_threshold": "high",
        "score_weighting": {"type": "cubic"},
        "inputs": {"a": {"src": "a.txt", "tgt": "a.txt", "weight": 0}}}}},
                                 base_dir=str(tmp_path))
  message = str(e.value)
  assert "tasks.t.score_threshold: expected a number" in message
  assert "tasks.t.score_weighting.type" in message
  assert "tasks.t.inputs.a.weight: expected a positive number" in message
  assert "tasks.t.inputs.a.scores: missing" in message
  with pytest.raises(data_config.DataConfigError, match="belong on 't'"):
    data_config.load_data_config({"tasks": {
        "t": {"inputs": {"a": {"src": "a.txt", "tgt": "a.txt"}}},
        "u": {"share_inputs": "t", "score_threshold": 0.5}}},
                                 base_dir=str(tmp_path))
