"""Elastic resume: positions written by n consumers, resumed by m."""

import collections
import dataclasses

import numpy as np
import pytest

from t2t_dyn.batches.data_plan import DataPlan
from t2t_dyn.batches.pipeline_state import PipelineState
from t2t_dyn.hparams.data_hparams import DataHParams
from t2t_dyn.streams.consumer import Consumer
from t2t_dyn.test_utils import build_problem, write_lines
from t2t_dyn.training import elastic

HP = DataHParams(batch_size=128, max_length=32, window_size=96)


@pytest.fixture(scope="module")
def problem(tmp_path_factory):
  tmp_path = tmp_path_factory.mktemp("elastic")
  rng = np.random.default_rng(0)
  for name, n in (("a", 400), ("b", 70)):
    write_lines(tmp_path / name, [
        " ".join([f"{name}{i}"] + [f"w{rng.integers(30)}"
                                   for _ in range(rng.integers(1, 6))])
        for i in range(n)])
  return build_problem(tmp_path, {
      "meta": {"shard": {"n_shards": 3}},
      "tasks": {
          "a": {"inputs": {"x": {"src": "a", "tgt": "a"}},
                "transforms": ["drop", "filter_too_long"]},
          "b": {"weight": 0.6, "inputs": {"x": {"src": "b", "tgt": "b"}}}}})


def _lines_of_b(batches):
  return collections.Counter(
      tuple(int(t) for t in row[row > 0]) for batch in batches
      for task, row in zip(batch["task_id"], batch["targets"]) if task == 1)


def _take(problem, data_dir, n, index, count, state=None, layout=None):
  train = problem.train_pipeline(
      DataPlan(data_dir, HP, consumer=Consumer(index, n, layout=layout)), state)
  batches = train.batches()
  taken = [next(batches) for _ in range(count)]
  train.close()
  return taken


@pytest.fixture(scope="module")
def old_batches(problem):
  """{(n, i): the first batches of consumer i of n from the start}, read
  once for the tests that resize where old consumers stopped: a consumer
  that stopped after k batches read the first k of these (the pipeline is
  deterministic)."""
  problem, data_dir = problem
  return {(n, index): _take(problem, data_dir, n, index, count)
          for (n, index), count in {(2, 0): 9, (2, 1): 11, (1, 0): 7}.items()}


@pytest.fixture(scope="module")
def resized(problem, old_batches):
  """resized(old, new, counts): elastic.resume by `new` consumers where the
  `old` consumers of old_batches stopped, after counts[i] batches each, at
  step sum(counts): (layout, states, its log lines). Each case is resumed
  once, for the tests that read it."""
  problem, data_dir = problem
  cases = {}

  def resize(old, new, counts):
    if (old, new, counts) not in cases:
      rows = [old_batches[old, index][count - 1]["position"]
              for index, count in enumerate(counts)]
      messages = []
      layout, states = elastic.resume(
          problem.training_data(data_dir), DataPlan(data_dir, HP), rows,
                                      None, None, new, step=sum(counts),
                                      log=messages.append)
      cases[old, new, counts] = layout, states, messages
    return cases[old, new, counts]
  return resize


@pytest.mark.slow(reason="reads pipelines for seconds")
@pytest.mark.parametrize("old,new,counts", [
    (2, 3, (5, 11)), (2, 1, (9, 4)), (1, 2, (7,))])
def test_unread_lines_are_dealt_to_the_new_consumers(problem, old_batches,
                                                      resized, old, new,
                                                      counts):
  """Per line of task b (70 lines, so the old consumers are in different
  epochs): the times the old consumers delivered it plus the times the new
  consumers' leftover epochs hold it are the number of leftover epochs:
  every epoch some consumer left unfinished is completed, no line twice.
  After them the new consumers read whole epochs, lines j mod m."""
  problem, data_dir = problem
  delivered = collections.Counter()
  for index, count in enumerate(counts):
    delivered += _lines_of_b(old_batches[old, index][:count])
  layout, states, messages = resized(old, new, counts)
  assert f"resumed by {new}" in messages[0]
  assert len(states) == new and all(
      s.start_step == sum(counts) and s.task_consumed == [0, 0]
      for s in states)
  epochs = sorted(layout.remainders["b"])
  assert epochs[0] == 0 and (old == 1 or len(epochs) >= 2)
  leftover_lines = collections.Counter()
  after = collections.Counter()
  for j in range(new):
    train = problem.train_pipeline(
        DataPlan(data_dir, HP, consumer=Consumer(j, new, layout=layout)),
        states[j])
    stream = train.streams[1]
    length = sum(stream.order.epoch_length(e) for e in epochs)
    assert stream.order.epoch_start(epochs[-1] + 1) == length
    rows_read = []
    for chunk in stream.dataset(0):
      rows_read += [tuple(r) for r in chunk["targets"].to_list()]
      if len(rows_read) >= length + stream.epoch_lines:
        break
    leftover_lines.update(rows_read[:length])
    after.update(rows_read[length:length + stream.epoch_lines])
    train.close()
  total = delivered + leftover_lines
  assert len(total) == 70
  assert set(total.values()) == {len(epochs)}, total
  assert len(after) == 70 and set(after.values()) == {1}


def test_layout_survives_json_and_deals_each_epoch(problem):
  problem, data_dir = problem
  layout = elastic.Layout(3, {"b": {4: np.array([1, 5, 2 ** 32 + 7, 2 ** 33],
                                                np.int64)}})
  again = elastic.Layout.from_json(layout.to_json())
  assert again.consumers == 3
  np.testing.assert_array_equal(again.remainders["b"][4],
                                layout.remainders["b"][4])
  assert elastic.Layout.from_json("") is None
  np.testing.assert_array_equal(again.leftover("b", 1)[4], [5])
  assert again.leftover("a", 0) is None


@pytest.mark.slow(reason="reads pipelines for seconds")
def test_a_resized_run_resumes_exactly_and_resizes_again(problem, resized):
  """The m-consumer run's own positions replay exactly (with its layout),
  and a second resize (3 -> 2) still deals every unread line once."""
  problem, data_dir = problem
  # The 2 -> 3 resize at step 16 that test_unread_lines_are_dealt_to_the_
  # new_consumers checks.
  layout, states, _ = resized(2, 3, (5, 11))
  first = _take(problem, data_dir, 3, 1, 12, states[1], layout)
  again = _take(problem, data_dir, 3, 1, 5,
                PipelineState.from_vector(first[6]["position"]),
                layout)
  for a, b in zip(first[7:], again):
    np.testing.assert_array_equal(a["targets"], b["targets"])
  # Consumer j of the resized run stops after 4 + j batches; consumer 1's
  # are the first 5 of `first`.
  stopped = {1: first[:5]}
  rows = []
  for j in range(3):
    taken = stopped.get(j) or _take(problem, data_dir, 3, j, 4 + j,
                                    states[j], layout)
    rows.append(taken[-1]["position"])
  layout2, _ = elastic.resume(
      problem.training_data(data_dir), DataPlan(data_dir, HP), rows, layout,
                              None, 2, step=29, log=lambda m: None)
  assert dataclasses.asdict(layout2)["consumers"] == 2
  assert set(layout2.remainders) == {"a", "b"}


def test_a_stage_in_epochs_carries_its_progress_to_the_new_consumers():
  """Two old consumers a half and a quarter epoch into an epoch-counted
  stage: the new consumers (counts from 0) start 3/8 of their own epoch
  into it, so the stage still ends after its epochs."""
  from t2t_dyn.mixing import stages as stages_lib  # pylint: disable=g-import-not-at-top
  import types  # pylint: disable=g-import-not-at-top
  stream = types.SimpleNamespace(epoch_lines=400)
  old = [[elastic.ConsumerPosition(stream, 300, 320, np.zeros([0])),
          elastic.ConsumerPosition(stream, 200, 210, np.zeros([0]))]]
  stage = stages_lib.StageState(1, 50, (100,))
  carried = elastic.carried_stage(stage, old, [240])
  assert carried == stages_lib.StageState(1, 50, (-90,))
  assert elastic.carried_stage(None, old, [240]) is None
