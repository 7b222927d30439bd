"""training_run: the frozen run record the programs build once. The data
decides the model's sizes, the options its train_steps; each option lives
in one record by its concern, dyn-trainer's flags land there, and a flat
option name no record has is named; a prefix language model on packed rows
is refused before any work; and the record holds nothing through which the
trainer could call back into the problem."""

import dataclasses
import types

from absl import flags
import pytest

from t2t_dyn.batches.data_plan import DataPlan
from t2t_dyn.batches.training_data import TrainingData
from t2t_dyn.hparams import model_hparams
from t2t_dyn.hparams.data_hparams import DataHParams
from t2t_dyn import test_programs
from t2t_dyn.test_utils import build_problem, write_lines
from t2t_dyn.training import training_run

HP = DataHParams(batch_size=256, max_length=32, window_size=64)


@pytest.fixture(scope="module")
def copy_problem(tmp_path_factory):
  """A parallel task with one shared word vocabulary and a validation task."""
  tmp = tmp_path_factory.mktemp("run")
  lines = ["a b c", "b c d e", "c", "d e a b c d"] * 10
  write_lines(tmp / "src", lines)
  write_lines(tmp / "tgt", [" ".join(reversed(l.split())) for l in lines])
  return build_problem(tmp, {"tasks": {
      "rev": {"inputs": {"x": {"src": "src", "tgt": "tgt"}}},
      "dev": {"split": "valid", "n_shards": 1,
              "inputs": {"x": {"src": "src", "tgt": "tgt"}}}}})


def _tiny(**overrides):
  return dataclasses.replace(
      model_hparams.from_set("transformer_tiny").model, **overrides)


def test_the_data_decides_sizes_and_the_options_train_steps(copy_problem,
                                                            tmp_path):
  problem, data_dir = copy_problem
  vocabulary = problem.transform_setup(data_dir).vocabularies.tgt
  run = training_run.build_run(
      problem, DataPlan(data_dir, HP), str(tmp_path / "m"),
      _tiny(vocab_size=7, input_vocab_size=9, train_steps=5),
      schedule=training_run.Schedule(train_steps=12))
  # Shared vocabulary: one embedding, no source vocabulary of its own.
  assert (run.hparams.vocab_size, run.hparams.input_vocab_size) == (
      len(vocabulary), 0)
  assert run.hparams.train_steps == 12 and run.hparams.has_inputs
  assert run.problem_name == run.tag_name == problem.name
  assert run.data.config is problem.get_data_config()
  assert run.translation_encoders == {}  # Read only for eval_decode.
  record = run.saved_record()
  assert record["problem"] == problem.name and record["own_encoders"] == []
  assert record["model"]["vocab_size"] == len(vocabulary)
  assert record["train"]["train_steps"] == 12
  # The flat "train" record names every option once: it reads back as the
  # run's records.
  assert training_run.by_part(**record["train"]) == {
      part: getattr(run, part) for part in training_run.OPTION_PARTS}
  with pytest.raises(dataclasses.FrozenInstanceError):
    run.output_dir = "elsewhere"
  decoding = training_run.build_run(
      problem, DataPlan(data_dir, HP), str(tmp_path / "m"), _tiny(),
      evaluation=training_run.EvaluationPlan(eval_decode=True))
  assert list(decoding.translation_encoders) == ["dev"]


def test_each_option_lands_in_its_record_and_an_unknown_one_is_named():
  # Each option's value names its record and itself, so a swap shows.
  flat = {field.name: (part, field.name)
          for part, record in training_run.OPTION_PARTS.items()
          for field in dataclasses.fields(record)}
  parts = training_run.by_part(**flat)
  assert set(parts) == set(training_run.OPTION_PARTS)
  for name, (part, _) in flat.items():
    assert getattr(parts[part], name) == (part, name)
  with pytest.raises(TypeError, match=r"unknown training option\(s\) "
                     r"eval_evry; the options are .*eval_every"):
    training_run.by_part(eval_every=3, eval_evry=3)


def _dyn_trainer_options(*args, hparams=""):
  """dyn_trainer.run_options after parsing `args`, as its main calls it."""
  with test_programs.isolated():
    # pylint: disable-next=g-import-not-at-top
    from t2t_dyn.bin import dyn_trainer
    flags.FLAGS(["dyn-trainer", *args])
    return dyn_trainer.run_options(
        model_hparams.from_set("transformer_tiny", hparams))


def test_dyn_trainers_flags_land_in_their_records():
  options = _dyn_trainer_options(
      "--train_steps=11", "--log_step_count_steps=12",
      "--mixed_precision=true", "--local_eval_frequency=13",
      "--eval_steps=15", "--eval_decode", "--eval_decode_lines=16",
      "--eval_beam_size=4", "--eval_early_stopping_metric=loss/dev",
      "--noeval_early_stopping_metric_minimize", "--nokeep_best_checkpoint",
      "--eval_early_stopping_steps=17",
      "--eval_early_stopping_metric_delta=0.5", "--save_every=14",
      "--save_checkpoints_secs=18", "--keep_checkpoint_max=19",
      "--keep_checkpoint_every_n_hours=20", "--warm_start_from=/run",
      "--warm_start_optimizer", "--warm_start_vocab=by_token",
      "--reset_data_position",
      hparams="mixed_precision_optimizer_init_loss_scale=64")
  assert options == dict(
      schedule=training_run.Schedule(
          train_steps=11, log_every=12, mixed_precision=True,
          initial_loss_scale=64.0),
      evaluation=training_run.EvaluationPlan(
          eval_every=13, eval_steps=15, eval_decode=True,
          eval_decode_lines=16, eval_beam_size=4, eval_metric="loss/dev",
          eval_metric_minimize=False, keep_best_checkpoint=False,
          early_stopping_steps=17, early_stopping_delta=0.5),
      checkpointing=training_run.CheckpointPlan(
          save_every=14, save_every_seconds=18, keep_checkpoints=19,
          keep_checkpoint_every_n_hours=20),
      start=training_run.StartingPoint(
          warm_start_from="/run", warm_start_optimizer=True,
          warm_start_vocab="by_token", reset_data_position=True))
  # --schedule=train: no evaluations; saves follow the frequency (100
  # without one, Tensor2Tensor's); an unset direction is the metric's own.
  train = _dyn_trainer_options("--schedule=train", "--local_eval_frequency=7")
  assert (train["evaluation"].eval_every, train["checkpointing"].save_every,
          train["evaluation"].eval_metric_minimize) == (0, 7, None)
  assert _dyn_trainer_options(
      "--local_eval_frequency=0")["checkpointing"].save_every == 100


def test_a_prefix_language_model_on_packed_rows_is_refused(copy_problem,
                                                           tmp_path):
  problem, data_dir = copy_problem
  packed = DataPlan(data_dir, dataclasses.replace(HP, packed_length=32))
  with pytest.raises(ValueError, match="pack_dataset=False"):
    training_run.build_run(
        problem, packed, str(tmp_path / "m"),
        _tiny(prepend_mode="prepend_inputs_full_attention"))


def _reaches(root, target, limit=200_000) -> bool:
  """Whether `target` is reachable from `root` through instance attributes,
  dataclass fields, containers and bound methods (not through classes,
  modules or functions' globals, which reach everything)."""
  seen, stack = set(), [root]
  while stack and len(seen) < limit:
    obj = stack.pop()
    if obj is target:
      return True
    if id(obj) in seen or isinstance(
        obj, (type, types.ModuleType, types.FunctionType, str, bytes, int,
              float)):
      continue
    seen.add(id(obj))
    if isinstance(obj, dict):
      stack.extend(obj.keys())
      stack.extend(obj.values())
    elif isinstance(obj, (list, tuple, set, frozenset)):
      stack.extend(obj)
    elif isinstance(obj, types.MethodType):
      stack.append(obj.__self__)
    if hasattr(obj, "__dict__") and not isinstance(obj, types.MethodType):
      stack.extend(vars(obj).values())
    for slot in getattr(type(obj), "__slots__", ()):
      if hasattr(obj, slot):
        stack.append(getattr(obj, slot))
  return False


def test_the_record_holds_no_way_back_to_the_problem(copy_problem, tmp_path):
  problem, data_dir = copy_problem
  run = training_run.build_run(
      problem, DataPlan(data_dir, HP), str(tmp_path / "m"), _tiny(),
      evaluation=training_run.EvaluationPlan(eval_decode=True))
  assert not _reaches(run, problem)
  # The walk itself finds a problem held as a bound method (what a
  # callback would hold), so the assertion above can fail.
  leaky = TrainingData(data_dir, run.data.config, run.data.setup,
                       {"rev": {"inputs": problem.feature_encoders}})
  assert _reaches(dataclasses.replace(run, data=leaky), problem)


def test_the_data_builds_pipelines_only_for_its_own_data_dir(copy_problem,
                                                             tmp_path):
  problem, data_dir = copy_problem
  data = problem.training_data(data_dir)
  assert set(data.eval_datasets(HP)) == {"dev"}
  with pytest.raises(ValueError, match="this data is"):
    data.train_pipeline(DataPlan(str(tmp_path / "other"), HP))
