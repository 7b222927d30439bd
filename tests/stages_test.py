"""Curriculum stages (meta.train.stages): weights, per-stage transform
options and end conditions, switched when windows are drawn, resumable."""

import dataclasses

import numpy as np
import pytest

from t2t_dyn.batches.data_plan import DataPlan
from t2t_dyn.batches.pipeline_state import PipelineState
from t2t_dyn.config import data_config
from t2t_dyn.config import stage_specs
from t2t_dyn.hparams.data_hparams import DataHParams
from t2t_dyn.mixing import stages as stages_lib
from t2t_dyn.test_utils import build_problem, resumed_copy, write_lines

HP = DataHParams(batch_size=256, max_length=40, window_size=128,
                          seed=5)


def _lines(tmp_path, name, n, seed):
  rng = np.random.default_rng(seed)
  return write_lines(tmp_path / name, [
      " ".join([f"{name}{i}"] + [f"w{rng.integers(40)}"
                                 for _ in range(rng.integers(2, 9))])
      for i in range(n)])


def _config(tmp_path, stages, **train):
  _lines(tmp_path, "a", 300, 1)
  _lines(tmp_path, "b", 100, 2)
  return {
      "meta": {"shard": {"n_shards": 2},
               "train": {"stages": stages, "token_mask_prob": 0.0, **train}},
      "tasks": {
          "hrl": {"inputs": {"x": {"src": "a", "tgt": "a"}},
                  "transforms": ["token_mask"]},
          "lrl": {"inputs": {"x": {"src": "b", "tgt": "b"}},
                  "transforms": ["token_mask"]},
          "dev": {"split": "valid", "n_shards": 1,
                  "inputs": {"x": {"src": "b", "tgt": "b"}}}}}


PRETRAIN_THEN_MIX = [
    {"name": "pretrain", "weights": {"hrl": 1.0},
     "until": {"task": "hrl", "epochs": 2}},
    {"name": "mix", "weights": {"hrl": 0.5, "lrl": 0.5}}]


def _state(batch):
  return PipelineState.from_vector(batch["position"])


def test_stage_ends_after_its_epochs_to_the_line(tmp_path):
  problem, data_dir = build_problem(tmp_path, _config(tmp_path,
                                                      PRETRAIN_THEN_MIX))
  train = problem.train_pipeline(DataPlan(data_dir, HP))
  epoch = train.streams[0].epoch_lines
  batches = train.batches()
  seen = []
  for _ in range(400):
    batch = next(batches)
    state = _state(batch)
    seen.append((state.stage.index, state.window, state.task_consumed,
                 set(batch["task_id"].tolist())))
    if state.stage.index == 1 and state.task_consumed[0] > 3 * epoch:
      break
  pretrain = [s for s in seen if s[0] == 0]
  mix = [s for s in seen if s[0] == 1]
  assert pretrain and mix
  assert all(tasks == {0} for *_, tasks in pretrain)  # lrl has weight 0.
  assert any(1 in tasks for *_, tasks in mix)
  # The last pretrain window was cut where hrl completed its 2 epochs: the
  # first window of "mix" starts there (filtered lines aside, to the line).
  first_mix = min(window for _, window, _, _ in mix)
  start = next(c for _, w, c, _ in mix if w == first_mix)
  last_pretrain = next(c for _, w, c, _ in pretrain if w == first_mix - 1)
  assert 2 * epoch > last_pretrain[0]
  assert 2 * epoch <= start[0] <= 2 * epoch + 0.01 * epoch
  assert train.statistics()["stage"] == "mix"


def test_stage_ends_after_its_updates(tmp_path):
  problem, data_dir = build_problem(tmp_path, _config(tmp_path, [
      {"name": "a", "weights": {"hrl": 1.0}, "until": {"updates": 5}},
      {"name": "b", "weights": {"lrl": 1.0}}]))
  hparams = DataHParams(batch_size=256, max_length=40,
                                 window_size=64, seed=5, grad_accum=2)
  batches = problem.train_pipeline(DataPlan(data_dir, hparams)).batches()
  first_b = None
  for g in range(80):
    batch = next(batches)
    stage = _state(batch).stage.index
    # A window's stage follows its step (the update consuming its first
    # batch): the old one exactly before update 5.
    assert stage == (1 if int(batch["step"]) >= 5 else 0)
    assert set(batch["task_id"].tolist()) == {stage}
    if stage == 1 and first_b is None:
      first_b = g // 2  # The update that consumes batch g.
  assert 5 <= first_b <= 6  # At most one batch late.


@pytest.mark.slow(reason="reads a pipeline for seconds")
def test_switches_land_on_time_with_the_default_window(tmp_path):
  # 256-token batches and windows of 16384 examples: hundreds of batches a
  # window, where an uncut window would end a stage hundreds of updates
  # late.
  problem, data_dir = build_problem(tmp_path, _config(tmp_path, [
      {"name": "a", "weights": {"hrl": 1.0}, "until": {"updates": 20}},
      {"name": "b", "weights": {"lrl": 1.0}, "until": {"task": "lrl",
                                                       "epochs": 0.5}},
      {"name": "c", "weights": {"hrl": 1.0, "lrl": 1.0}}]))
  hparams = DataHParams(batch_size=256, max_length=40, seed=5)
  assert hparams.window_size == 16384
  train = problem.train_pipeline(DataPlan(data_dir, hparams))
  epoch = train.streams[1].epoch_lines
  batches = train.batches()
  stage_at = {}
  for update in range(60):
    batch = next(batches)
    state = _state(batch)
    stage_at.setdefault(state.stage.index, (update, state))
    if state.stage.index == 2:
      break
  assert stage_at[1][0] in (20, 21)
  c_start = stage_at[2][1].task_consumed[1] - stage_at[1][1].task_consumed[1]
  assert 0.5 * epoch <= c_start <= 0.5 * epoch + max(0.01 * epoch, 1)
  assert train.statistics()["windows_cut_at_switches"] >= 2


@pytest.mark.slow(reason="reads a pipeline for seconds")
@pytest.mark.parametrize("force_python", [False, True])
def test_stage_transform_options_apply_in_their_stage(tmp_path, force_python):
  problem, data_dir = build_problem(tmp_path, _config(tmp_path, [
      {"name": "masked", "weights": {"hrl": 1.0, "lrl": 1.0},
       "meta": {"token_mask_prob": 1.0}, "until": {"updates": 3}},
      {"name": "clean", "weights": {"hrl": 1.0, "lrl": 1.0}}]))
  vocab = problem.transform_setup(data_dir).vocabulary
  mask = vocab.tokens.index("<mask>")
  batches = problem.train_pipeline(
      DataPlan(data_dir, HP, force_python=force_python)).batches()
  stages = []
  # The masked stage's batches and a dozen (three windows) of the next.
  while stages.count(1) < 12 and len(stages) < 60:
    batch = next(batches)
    stage = _state(batch).stage.index
    stages.append(stage)
    real = batch["inputs"][batch["inputs"] > 1]
    if stage == 0:
      assert (real == mask).all()
    else:
      assert not (real == mask).any()
  assert set(stages) == {0, 1}


@pytest.mark.slow(reason="reads three pipelines")
@pytest.mark.parametrize("force_python", [False, True])
def test_resume_across_a_stage_switch_is_exact(tmp_path, force_python):
  problem, data_dir = build_problem(tmp_path, _config(tmp_path, [
      {"name": "masked", "weights": {"hrl": 1.0},
       "meta": {"token_mask_prob": 0.5}, "until": {"task": "hrl",
                                                  "epochs": 1}},
      {"name": "mix", "weights": {"hrl": 1.0, "lrl": 1.0}}]))
  train = problem.train_pipeline(
      DataPlan(data_dir, HP, force_python=force_python))
  iterator = train.batches()
  # The batches up to the switch and a dozen (three windows) past it.
  straight, stages = [], []
  while stages.count(1) < 12 and len(straight) < 70:
    straight.append(next(iterator))
    stages.append(_state(straight[-1]).stage.index)
  assert 0 in stages and 1 in stages
  switch = stages.index(1)
  for stop in (switch - 3, switch + 2):
    resumed = problem.train_pipeline(
        DataPlan(data_dir, HP, force_python=force_python),
        _state(straight[stop])).batches()
    for expected in straight[stop + 1:]:
      actual = next(resumed)
      for key in ("inputs", "targets", "task_id", "position", "mix_weights"):
        np.testing.assert_array_equal(actual[key], expected[key])


@pytest.mark.slow(reason="shards a corpus and starts a pipeline")
def test_schedule_configs_keep_their_position_layout(tmp_path):
  raw = _config(tmp_path, PRETRAIN_THEN_MIX)
  del raw["meta"]["train"]["stages"]
  problem, data_dir = build_problem(tmp_path, raw)
  batch = next(problem.train_pipeline(DataPlan(data_dir, HP)).batches())
  # Header 5, then per task: lines at the window start and end, pending.
  assert len(batch["position"]) == PipelineState.vector_size(2) == 11
  assert PipelineState.from_vector(batch["position"]).stage is None


def test_advance_follows_the_stated_rule():
  stages = (stage_specs.Stage("a", (1.0, 0.0), {}, until_task=1,
                             until_epochs=1.5),
            stage_specs.Stage("b", (1.0, 1.0), {}, until_updates=10),
            stage_specs.Stage("c", (0.0, 1.0), {}))
  state = stages_lib.StageState(0, 0, (0, 0))
  # Task 1 has 100 lines an epoch: 149 consumed is not 1.5 epochs yet.
  assert stages_lib.advance(stages, state, 7, (50, 149), (10, 100)) == state
  b = stages_lib.advance(stages, state, 7, (50, 150), (10, 100))
  assert b == stages_lib.StageState(1, 7, (50, 150))
  assert stages_lib.advance(stages, b, 16, (60, 160), (10, 100)) == b
  assert stages_lib.advance(stages, b, 17, (60, 160), (10, 100)).index == 2


@pytest.mark.parametrize("stages, message", [
    ([{"weights": {"hrl": 1}}, {"weights": {"lrl": 1}}],
     r"meta.train.stages\[1\]: stage 'stage_0' before it never ends"),
    ([{"weights": {"hrl": 1}, "until": {"task": "xx", "epochs": 1}},
      {"weights": {"hrl": 1}}],
     r"meta.train.stages\[0\].until.task: 'xx' is not a training task"),
    ([{"weights": {"hrl": 1, "dev": 1}}],
     r"meta.train.stages\[0\].weights.dev: not a training task"),
    ([{"weights": {"hrl": 1}, "until": {"task": "lrl", "epochs": 1}},
      {"weights": {"hrl": 1}}],
     r"meta.train.stages\[0\].until: task 'lrl' has weight 0"),
    ([{"weights": {"hrl": 1}, "until": {"steps": 4}}, {"weights": {"hrl": 1}}],
     r"meta.train.stages\[0\].until: expected \{updates: N\}"),
    ([{"weights": {"hrl": 1}, "meta": {"drop_temprature": 1}}],
     r"meta.train.stages\[0\].meta.drop_temprature: not a transform"),
    ([{"weights": {"hrl": 0}}], r"meta.train.stages\[0\].weights: every task"),
])
def test_stage_mistakes_are_named_with_their_key_path(tmp_path, stages,
                                                      message):
  with pytest.raises(data_config.DataConfigError, match=message):
    data_config.load_data_config(_config(tmp_path, stages),
                                 base_dir=str(tmp_path))


def test_stages_exclude_schedule_and_task_weights(tmp_path):
  raw = _config(tmp_path, PRETRAIN_THEN_MIX, mixing_weight_schedule=[5])
  raw["tasks"]["hrl"]["weight"] = [1, 2]
  with pytest.raises(data_config.DataConfigError) as error:
    data_config.load_data_config(raw, base_dir=str(tmp_path))
  assert "meta.train.stages: give stages or mixing_weight_schedule" in str(
      error.value)
  assert "tasks.hrl.weight: with meta.train.stages the weights come" in str(
      error.value)


@pytest.mark.slow(reason="trains a tiny model twice")
def test_trainer_runs_stages_and_resumes_exactly(tmp_path):
  """Through dyn-trainer's Trainer (the tf.data path, evaluations and
  checkpoints): a stage that ends on its updates (with stage transform
  options), one that ends on validation, and the last. The progress line
  names the stage; the validation stage switches at the evaluation that
  ends it; a run stopped between the two switches and resumed equals a
  straight run: the stage in force comes back from the checkpoint's data
  position, and the evaluation in the checkpoint counts towards the end
  of the validation stage. (validation_stages_test's trainer run, merged
  here: one pair of runs for both kinds of end.)"""
  from t2t_dyn.training import trainer  # pylint: disable=g-import-not-at-top
  from t2t_dyn.training import training_run  # pylint: disable=g-import-not-at-top
  from t2t_dyn.hparams import model_hparams  # pylint: disable=g-import-not-at-top
  problem, data_dir = build_problem(tmp_path, _config(tmp_path, [
      {"name": "first", "weights": {"hrl": 1.0}, "until": {"updates": 2},
       "meta": {"token_mask_prob": 0.3}},
      # min_delta 100: its second evaluation (step 6) never improves enough
      # on its first (step 4), so it ends at step 6 whatever the losses.
      {"name": "pretrain", "weights": {"hrl": 1.0},
       "until": {"validation": "dev", "patience": 1, "min_delta": 100}},
      {"name": "mix", "weights": {"hrl": 0.5, "lrl": 0.5}}]))
  hparams = model_hparams.from_set(
      "transformer_tiny",
      "hidden_size=32,filter_size=64,num_hidden_layers=1,num_heads=2,"
      "layer_prepostprocess_dropout=0.0,attention_dropout=0.0,"
      "relu_dropout=0.0").model

  def run(out, steps, messages=None):
    # Evaluations every 2 updates: the validation stage reads them.
    log = messages.append if messages is not None else (lambda m: None)
    return trainer.Trainer(training_run.build_run(
        problem, DataPlan(data_dir, dataclasses.replace(HP, seed=3)),
        str(out), hparams,
        schedule=training_run.Schedule(train_steps=steps, log_every=1,
                                       mixed_precision=False),
        evaluation=training_run.EvaluationPlan(eval_every=2),
        checkpointing=training_run.CheckpointPlan(save_every=5)), log=log)

  messages = []
  straight = run(tmp_path / "straight", 8, messages)
  straight.train()
  stages = {int(m.split()[1]): m.split("stage=")[1].split()[0]
            for m in messages if " loss " in m and "stage=" in m}
  # The validation stage's last batch is the one of the update its ending
  # evaluation follows (a window drawn before it), the next stage's from
  # one update later at most.
  assert [stages[s] for s in range(1, 9)] == [
      "first", "first", "pretrain", "pretrain", "pretrain", "pretrain",
      "mix", "mix"], stages
  # Stopped after its step-5 checkpoint, as a run of 5 updates stops
  # (trainer_test stops one for real, its last evaluation off the
  # schedule): in the validation stage, one evaluation (step 4) into it
  # and one (step 6) before it ends; resumed.
  resumed_copy(str(tmp_path / "straight"), str(tmp_path / "resumed"), 5)
  resumed_log = []
  resumed = run(tmp_path / "resumed", 8, resumed_log)
  resumed.train()
  assert any(m.startswith("restored ") and m.endswith("ckpt-5 at step 5")
             for m in resumed_log), resumed_log
  assert resumed.feed.history() == straight.feed.history()
  position = resumed.checkpoints.data_position.numpy()
  assert len(position) == PipelineState.vector_size(2, staged=True)
  np.testing.assert_array_equal(position, straight.checkpoints.data_position.numpy())
  for a, b in zip(resumed.model.trainable_variables,
                  straight.model.trainable_variables):
    np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-5, atol=1e-6)
