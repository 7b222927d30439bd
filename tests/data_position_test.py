"""Resuming with an edited data config: tasks that stay continue where an
uninterrupted run's next window starts, a new task at its first line, a
removed one is dropped; changed shards are refused or reset."""

import collections

import numpy as np
import pytest

from t2t_dyn.hparams.data_hparams import DataHParams
from t2t_dyn.batches.data_plan import DataPlan
from t2t_dyn.batches.pipeline_state import PipelineState
from t2t_dyn.config import data_config
from t2t_dyn.data_generators import problem as problem_lib
from t2t_dyn.mixing import stages as stages_lib
from t2t_dyn.test_utils import tiny_trainer, write_lines
from t2t_dyn.training import data_position

DATA = DataHParams(batch_size=256, max_length=32, window_size=128)


def _task(name, weight=1.0):
  return {"weight": weight, "inputs": {"x": {"src": f"{name}.txt",
                                             "tgt": f"{name}.txt"}}}


def _problem(tmp_path, tasks, weights=None):
  """A problem over the shared data dir: the tasks' shards are made once
  and reused; one fixed vocabulary, so the set-up is the same for all."""
  weights = weights or {}
  config = {"meta": {"train": {"name": "setup",
                               "vocab_path": str(tmp_path / "vocab.txt")}},
            "tasks": {name: _task(name, weights.get(name, 1.0))
                      for name in tasks}}
  problem = problem_lib.Problem(data_config=data_config.load_data_config(
      config, base_dir=str(tmp_path)))
  data_dir = str(tmp_path / "data")
  problem.generate_shards(data_dir, str(tmp_path / "tmp"), log=lambda m: None)
  problem.generate_vocab(data_dir, str(tmp_path / "tmp"), log=lambda m: None)
  return problem, data_dir


@pytest.fixture()
def corpora(tmp_path):
  rng = np.random.default_rng(4)
  for name, offset in (("a", 0), ("b", 100), ("c", 200)):
    # Distinct words per line: every line is told apart from the others.
    write_lines(tmp_path / f"{name}.txt",
                [f"w{offset + i} " + " ".join(
                    f"v{rng.integers(50)}" for _ in range(rng.integers(0, 6)))
                 for i in range(90)])
  words = [f"w{i}" for i in range(300)] + [f"v{i}" for i in range(50)]
  write_lines(tmp_path / "vocab.txt", [f"1\t{w}" for w in words])
  return tmp_path


def _examples_by_window(batches, window, vocab_tokens):
  """{task: Counter of source lines} of the batches of `window`."""
  found = collections.defaultdict(collections.Counter)
  for batch in batches:
    state = PipelineState.from_vector(batch["position"])
    if state.window != window:
      continue
    for row, task in zip(batch["inputs"], batch["task_id"]):
      found[int(task)][" ".join(vocab_tokens[i] for i in row if i > 1)] += 1
  return found


@pytest.mark.slow(reason="reads pipelines for seconds")
def test_the_tasks_that_stay_continue_where_the_next_window_starts(corpora):
  old, data_dir = _problem(corpora, ["a", "b"])
  tokens = old.transform_setup(data_dir).vocabularies.tgt.tokens
  stream = old.train_pipeline(DataPlan(data_dir, DATA)).batches()
  # Every batch of windows 0 and 1: up to the first of window 2.
  batches = [next(stream)]
  while PipelineState.from_vector(batches[-1]["position"]).window < 2:
    batches.append(next(stream))
  stop = 1  # Interrupted after the second batch of the first window.
  state = PipelineState.from_vector(batches[stop]["position"])
  assert state.window == 0 and sum(state.pending) > 0
  uninterrupted = _examples_by_window(batches, 1, tokens)

  # The edited config adds task c; a and b keep their shards.
  new, _ = _problem(corpora, ["a", "b", "c"], weights={"c": 2.0})
  setup = new.transform_setup(data_dir)
  identity = {
      name: data_position.identity(problem.get_data_config(), data_dir,
                                   setup.record, {"window_size": 128})
      for name, problem in (("old", old), ("new", new))}
  assert identity["old"].signature != identity["new"].signature
  messages = []
  carried = data_position.carry_over(state, identity["old"], identity["new"],
                                     step=7, log=messages.append)
  assert carried.task_consumed == [*state.window_end_consumed, 0]
  assert carried.start_step == 7 and carried.window == 1
  assert messages[1] == (
      f"data: task a: continues at line {state.window_end_consumed[0]:,}, "
      f"where its interrupted window ended ({state.pending[0]:,} examples "
      f"of that window not trained on)")
  assert messages[3] == "data: task c: new, starts at its first line"
  resumed_stream = new.train_pipeline(DataPlan(data_dir, DATA),
                                      carried).batches()
  resumed = _examples_by_window([next(resumed_stream) for _ in range(6)], 1,
                                tokens)
  assert resumed[2]  # Task c is drawn, from its first lines.
  for task in (0, 1):
    # The same lines as the uninterrupted run's next window, fewer or more
    # of them as the new weights draw: one is a sub-multiset of the other.
    small, large = sorted([resumed[task], uninterrupted[task]], key=len)
    assert small and not small - large, (task, small - large)


def _trainer(problem, data_dir, output_dir, steps, messages, **options):
  return tiny_trainer(problem, data_dir, output_dir, steps, messages,
                      data=DATA, eval_every=0, **options)


@pytest.mark.slow(reason="trains a tiny model three times")
def test_a_trainer_resumes_across_edits_and_refuses_changed_shards(corpora):
  # A resume with the same config replays exactly, without carrying the
  # position over (trainer_test's
  # test_stop_and_resume_matches_uninterrupted_past_a_damaged_checkpoint).
  first, data_dir = _problem(corpora, ["a", "b"])
  out = corpora / "run"
  run = _trainer(first, data_dir, out, 4, [])
  run.train()
  saved = PipelineState.from_vector(run.checkpoints.data_position.numpy())

  # Task b removed, c added: one line per task.
  edited, _ = _problem(corpora, ["a", "c"])
  messages = []
  resumed = _trainer(edited, data_dir, out, 6, messages)
  resumed.train()
  lines = [m for m in messages if m.startswith("data")]
  assert lines[0].startswith("data position: the config or data settings "
                             "changed since the checkpoint; from step 4")
  assert lines[1].startswith(f"data: task a: continues at line "
                             f"{saved.window_end_consumed[0]:,}, where its "
                             f"interrupted window ended "
                             f"({saved.pending[0]:,} examples")
  assert lines[2] == "data: task c: new, starts at its first line"
  assert lines[3].startswith("data: task b: removed (its position, ")
  assert resumed.step == 6

  # Task a's corpus edited: its shards are remade, its lines renumbered.
  write_lines(corpora / "a.txt", ["w1 v1"] * 90)
  changed, _ = _problem(corpora, ["a", "c"])
  with pytest.raises(data_position.DataPositionError,
                     match=r"the shards of task\(s\) a changed.*"
                           r"--reset_data_position"):
    _trainer(changed, data_dir, out, 9, []).train()
  reset = []
  again = _trainer(changed, data_dir, out, 9, reset, reset_data_position=True)
  again.train()
  assert any(m.startswith("data position: reset at step 6") for m in reset)
  assert again.step == 9


def test_the_stage_in_force_continues_by_name_or_the_new_stages_start():
  def identity(tasks, stages, signature):
    return data_position.DataIdentity(tuple(tasks), ("x",) * len(tasks), "e",
                                      tuple(stages), signature)
  saved = identity(["a", "b"], ["pretrain", "mix"], "old")
  state = PipelineState(
      window=4, task_consumed=[10, 20], window_end_consumed=[30, 40],
      pending=[1, 2], stage=stages_lib.StageState(1, 50, (5, 6)))
  # "mix" moved to index 0 of a config that added task c: its start step
  # and start lines (c: 0) go with it.
  moved = data_position.carry_over(
      state, saved, identity(["c", "a", "b"], ["mix", "polish"], "new"), 70,
      log=lambda m: None)
  assert moved.stage == stages_lib.StageState(0, 50, (0, 5, 6))
  assert moved.task_consumed == [0, 30, 40]
  # A config without a stage of that name starts its own at this step.
  messages = []
  renamed = data_position.carry_over(
      state, saved, identity(["a", "b"], ["warmup", "main"], "new"), 70,
      log=messages.append)
  assert renamed.stage == stages_lib.StageState(0, 70, (30, 40))
  assert messages[-1] == ("data: stage mix is not in this config: its "
                          "stages start at warmup at step 70")
  # Without stages in the new config: none.
  assert data_position.carry_over(
      state, saved, identity(["a", "b"], [], "new"), 70,
      log=lambda m: None).stage is None
