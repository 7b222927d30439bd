"""Tensor2Tensor's MultiProblem mixing rule (mixing.multiproblem_schedule)
against Tensor2Tensor's own: its MultiProblem.dataset, run from the
reference source with a stand-in for the few TF1 ops its sampler uses, the
draw's uniform number and problem_step set by the test. A task's
probability there is the share of a fine grid of uniform numbers that
picks it."""

import contextlib
import functools
import math
import types

import numpy as np
import pytest
import tensorflow.compat.v1 as tf

from t2t_dyn.config import data_config
from t2t_dyn.config import multiproblem_specs
from t2t_dyn.mixing import multiproblem_schedule
from t2t_dyn.mixing import schedule as schedule_lib

from tests import t2t_reference

GRID = 1000  # Uniform numbers per measured distribution.


class _Counter:
  """tf.Variable problem_step: a number the test sets."""

  def __init__(self, *args, **kwargs):
    del args, kwargs
    self.value = 0

  def assign_add(self, n):
    self.value += n
    return self.value


class _Dataset:
  """The tf.data calls of MultiProblem.dataset, run in Python: flat_map
  keeps the mixing function (mix_data) for the test to call."""

  def __init__(self, value=None):
    self.value = value
    self.mix = None

  def repeat(self, *args):
    del args
    return self

  def map(self, fn):
    del fn  # normalize_example: not what is measured.
    return self

  def flat_map(self, fn):
    self.mix = fn
    return self

  def make_one_shot_iterator(self):
    return types.SimpleNamespace(get_next=lambda: self.value)


def _number(x):
  return float(x.value if isinstance(x, _Counter) else x)


class _TF:
  """The TF1 names MultiProblem.dataset's training branch calls; the draw's
  uniform number is `rand`."""

  def __init__(self):
    self.rand = 0.0
    self.counters = []
    self.estimator = types.SimpleNamespace(
        ModeKeys=types.SimpleNamespace(TRAIN="train", EVAL="eval",
                                       PREDICT="infer"))
    self.logging = types.SimpleNamespace(info=lambda *a: None,
                                         warn=lambda *a: None)
    self.data = types.SimpleNamespace(Dataset=types.SimpleNamespace(
        from_tensors=_Dataset))
    self.int64, self.float32 = "int64", "float32"

  def Variable(self, *args, **kwargs):  # pylint: disable=invalid-name
    counter = _Counter(*args, **kwargs)
    self.counters.append(counter)
    return counter

  def constant(self, value, dtype=None):
    del dtype
    return value

  def zeros(self, shape):
    return np.zeros(shape)

  def control_dependencies(self, ops):
    del ops  # Already run: assign_add added its 1.
    return contextlib.nullcontext()

  def random_uniform(self, shape):
    del shape
    return self.rand

  def cond(self, predicate, true_fn, false_fn):
    return true_fn() if predicate else false_fn()

  def cast(self, x, dtype):
    del dtype
    return _number(x)

  def to_float(self, x):
    return _number(x)

  def greater(self, a, b):
    return _number(a) > _number(b)

  def equal(self, a, b):
    return _number(a) == _number(b)

  def floormod(self, a, b):
    return _number(a) % _number(b)

  def Print(self, x, *args, **kwargs):  # pylint: disable=invalid-name
    del args, kwargs
    return x


class _Task:
  """A sub-problem whose dataset yields its own index."""

  def __init__(self, index):
    self.index = index
    self.name = f"task{index}"
    self.task_id = -1

  def set_task_id(self, task_id):
    self.task_id = task_id

  def feature_encoders(self, data_dir):
    del data_dir
    return {"targets": types.SimpleNamespace(vocab_size=100)}

  def dataset(self, **kwargs):
    del kwargs
    return _Dataset(self.index)


@functools.lru_cache(maxsize=None)
def _t2t_module():
  """(Tensor2Tensor's MultiProblem class from its source, the tf stand-in
  its code calls), loaded once."""
  fake_tf = _TF()
  exp_decay = t2t_reference.functions(
      "layers/common_layers", ["inverse_exp_decay", "to_float"],
      {"tf": tf})

  @functools.lru_cache(maxsize=None)  # The grid draws at one step.
  def inverse_exp_decay(max_step, min_value, step):
    return float(exp_decay["inverse_exp_decay"](max_step, min_value, step))

  namespace = t2t_reference.functions(
      "data_generators/multi_problem", ["MultiProblem", "MixingSchedule"],
      {"tf": fake_tf,
       "problem": types.SimpleNamespace(Problem=_ProblemBase),
       "common_layers": types.SimpleNamespace(
           inverse_exp_decay=inverse_exp_decay)})
  return namespace["MultiProblem"], fake_tf


def _t2t_sampler(n_tasks, **values):
  """(Tensor2Tensor's mix_data, its tf stand-in) for `n_tasks` tasks and
  the multiproblem_* hparams `values`."""
  multi_problem_class, fake_tf = _t2t_module()
  multi = multi_problem_class()
  multi.task_list = [_Task(i) for i in range(n_tasks)]
  multi.get_hparams = lambda model_hparams=None: None
  hparams = types.SimpleNamespace(
      multiproblem_mixing_schedule="constant",
      multiproblem_schedule_threshold=0.5,
      multiproblem_schedule_max_examples=1e7,
      multiproblem_per_task_threshold="")
  for key, value in values.items():
    setattr(hparams, f"multiproblem_{key}", value)
  fake_tf.counters.clear()
  dataset = multi.dataset("train", hparams=hparams)
  return dataset.mix, fake_tf


class _ProblemBase:

  def __init__(self, was_reversed=False, was_copy=False):
    del was_reversed, was_copy


def _t2t_probabilities(n_tasks, example, **values):
  """The share of a grid of uniform numbers that Tensor2Tensor's draw of
  the `example`-th example gives each task."""
  mix, fake_tf = _t2t_sampler(n_tasks, **values)
  counts = np.zeros(n_tasks)
  for k in range(GRID):
    fake_tf.rand = (k + 0.5) / GRID
    fake_tf.counters[0].value = example - 1  # assign_add makes it example.
    counts[mix(None).value] += 1
  return counts / GRID


def _spec(**values):
  thresholds = values.pop("per_task_threshold", "")
  return multiproblem_specs.MultiproblemSpec(
      schedule=values.get("mixing_schedule", "constant"),
      threshold=values.get("schedule_threshold", 0.5),
      max_examples=values.get("schedule_max_examples", 1e7),
      per_task_threshold=multiproblem_specs.parse_per_task_threshold(
          thresholds))


CASES = [
    (2, {"mixing_schedule": "constant", "schedule_threshold": 0.3}),
    (4, {"mixing_schedule": "constant", "schedule_threshold": 0.6}),
    (3, {"mixing_schedule": "constant", "schedule_threshold": 1.5}),
    (3, {"mixing_schedule": "constant", "schedule_threshold": -0.2}),
    (3, {"mixing_schedule": "pretrain", "schedule_max_examples": 100}),
    (3, {"mixing_schedule": "exponential", "schedule_threshold": 0.8,
         "schedule_max_examples": 1000}),
    (3, {"mixing_schedule": "exponential", "schedule_max_examples": 0}),
    (3, {"mixing_schedule": "constant",
         "per_task_threshold": "320,80,160"}),
    (4, {"mixing_schedule": "pretrain", "per_task_threshold": "1,0,2,1"}),
]


@pytest.mark.parametrize("n_tasks,values", CASES)
@pytest.mark.parametrize("example", [1, 100, 101, 400, 5000])
def test_probabilities_are_tensor2tensors(n_tasks, values, example):
  expected = _t2t_probabilities(n_tasks, example, **values)
  got = multiproblem_schedule.task_probabilities(
      _spec(**dict(values)), n_tasks, example)
  # Each bound moves a task's share by at most one grid step.
  np.testing.assert_allclose(got, expected, atol=2.0 / GRID)
  assert got.sum() == pytest.approx(1.0)


def test_pretrain_switches_after_max_examples():
  spec = _spec(mixing_schedule="pretrain", schedule_max_examples=100)
  assert multiproblem_schedule.task_probabilities(spec, 3, 100).tolist() == [
      1.0, 0.0, 0.0]
  assert multiproblem_schedule.task_probabilities(spec, 3, 101).tolist() == [
      0.0, 0.5, 0.5]
  assert multiproblem_schedule.next_switch(spec, 40) == 100
  assert multiproblem_schedule.next_switch(spec, 100) == -1


def _config(multiproblem, **tasks):
  return data_config.load_data_config({
      "meta": {"train": {"multiproblem_mixing": multiproblem}},
      "tasks": tasks or {
          "lm": {"split": "train", "type": "mono",
                 "transforms": ["mono_to_targets"]},
          "mt": {"split": "train"}}}, samples_from_code=True)


def test_task_mix_reads_the_examples_drawn():
  config = _config({"schedule": "pretrain", "max_examples": 50})
  mix = schedule_lib.TaskMix.from_config(config, {"lm": 10, "mt": 10})
  # The step does not matter; the lines drawn (30 + 20) do.
  assert mix.at(7, None, [30, 19], [10, 10])[0].tolist() == [1.0, 0.0]
  assert mix.at(0, None, [30, 20], [10, 10])[0].tolist() == [0.0, 1.0]
  assert mix.examples_switch([30, 10]) == 10
  assert mix.examples_switch([30, 20]) is None


def test_config_errors_name_the_key():
  with pytest.raises(data_config.DataConfigError) as error:
    _config({"schedule": "linear", "threshold": "x",
             "per_task_threshold": [1, 2, 3], "speed": 1})
  text = str(error.value)
  for expected in (
      "meta.train.multiproblem_mixing.schedule: expected one of constant, "
      "pretrain, exponential, got 'linear'",
      "meta.train.multiproblem_mixing.threshold: expected a number",
      "meta.train.multiproblem_mixing.per_task_threshold: 3 thresholds for "
      "2 training tasks (lm, mt)",
      "meta.train.multiproblem_mixing.speed: unknown key"):
    assert expected in text
  with pytest.raises(data_config.DataConfigError, match=(
      r"tasks.mt.weight: with meta.train.multiproblem_mixing the "
      r"probabilities come from its rule")):
    _config({"schedule": "constant"},
            lm={"split": "train", "type": "mono",
                "transforms": ["mono_to_targets"]},
            mt={"split": "train", "weight": 2})


def test_exponential_is_tensor2tensors_inverse_exp_decay_of_the_count():
  # Tensor2Tensor's stated rule (get_exp_sched_prob, inverse_exp_decay with
  # min_value 1e-4): p = threshold * inv_base ** max(max_examples - n, 0),
  # inv_base = exp(log(1e-4) / max_examples), n its count of examples drawn
  # (problem_step, 1 for the first), not the global step.
  spec = _spec(mixing_schedule="exponential", schedule_threshold=0.8,
               schedule_max_examples=1000)
  inv_base = math.exp(math.log(1e-4) / 1000)
  for n in (1, 250, 500, 999, 1000, 1001, 10**6):
    expected = 0.8 * inv_base ** max(1000 - n, 0)
    assert multiproblem_schedule.schedule_probability(spec, n) == (
        pytest.approx(expected, rel=1e-9))
  assert multiproblem_schedule.schedule_probability(spec, 500) == (
      pytest.approx(0.8 * 1e-2))
  # A mixing window reads p at its first example: number (lines drawn) + 1,
  # whatever the optimizer step.
  config = _config({"schedule": "exponential", "threshold": 0.8,
                    "max_examples": 1000})
  mix = schedule_lib.TaskMix.from_config(config, {"lm": 10, "mt": 10})
  for step in (0, 7, 10**5):
    got = mix.at(step, None, [300, 199], [10, 10])[0]
    p = 0.8 * inv_base ** 500
    np.testing.assert_allclose(got, [1 - p, p], rtol=1e-9)
