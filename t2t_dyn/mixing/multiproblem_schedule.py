"""Tensor2Tensor's MultiProblem mixing rule: the training tasks'
probabilities after a number of examples drawn.

Tensor2Tensor counted every example it drew (`problem_step`, 1 for the
first) and drew the primary task (the first) unless a uniform number fell
below the schedule's probability p, which the other tasks shared equally:
  constant     p = threshold
  pretrain     p = 0 up to max_examples, then 1 (the primary task alone,
               then the others alone)
  exponential  p = threshold * 1e-4 ** (max(max_examples - n, 0) /
               max_examples), rising to threshold at max_examples
With per-task thresholds the normalized thresholds are the probabilities
and p is not used. Here the count is the lines the training tasks have
drawn into the mixing windows (saved with the data position, so a resumed
run draws as an uninterrupted one), read at each window's first example.
"""

import math

import numpy as np

from t2t_dyn.config.multiproblem_specs import MultiproblemSpec

# Tensor2Tensor's min_value of inverse_exp_decay in its exponential schedule.
EXPONENTIAL_MIN = 1e-4


def schedule_probability(spec: MultiproblemSpec, example: int) -> float:
  """p at the `example`-th example drawn (1 for the first): the share of
  the tasks after the primary one."""
  if spec.schedule == "constant":
    return spec.threshold
  if spec.schedule == "pretrain":
    return 1.0 if example > spec.max_examples else 0.0
  if spec.schedule == "exponential":
    if spec.max_examples <= 0:  # Tensor2Tensor's 0 ** 0: the threshold.
      return spec.threshold
    exponent = max(spec.max_examples - example, 0.0) / spec.max_examples
    return spec.threshold * math.exp(math.log(EXPONENTIAL_MIN) * exponent)
  raise ValueError(f"unknown multiproblem_mixing_schedule "
                   f"{spec.schedule!r}; expected constant, pretrain or "
                   f"exponential")


def task_probabilities(spec: MultiproblemSpec, n_tasks: int,
                       example: int) -> np.ndarray:
  """The probability of each task (task_list order) for the `example`-th
  example drawn. Tensor2Tensor's draw picks task i < n-1 when the uniform
  number u passes its bound b_i (u > b_i with the schedule, u < b_i with
  per-task thresholds), else the last task; a probability is the measure of
  the u that pick it."""
  if n_tasks == 1:
    return np.ones([1])
  if spec.per_task_threshold:
    rates = np.asarray(spec.per_task_threshold, np.float64)
    return rates / rates.sum()
  p = schedule_probability(spec, example)
  # b_i = p - i * p / (n - 1), each clipped to the unit interval: u > b_0
  # picks the primary task, b_i < u <= b_(i-1) task i, u <= b_(n-2) the last.
  bounds = np.clip(p - np.arange(n_tasks - 1) * p / (n_tasks - 1), 0.0, 1.0)
  upper = np.concatenate([[1.0], bounds])
  lower = np.concatenate([bounds, [0.0]])
  return np.maximum(upper - lower, 0.0)


def next_switch(spec: MultiproblemSpec, examples_drawn: int) -> int:
  """The number of examples drawn after which the pretrain schedule
  switches to the other tasks, when that is still ahead of
  `examples_drawn`; else -1 (other schedules change every example, and a
  window reads them at its start)."""
  if spec.schedule != "pretrain" or spec.per_task_threshold:
    return -1
  switch = math.floor(spec.max_examples)  # The last example of pretraining.
  return switch if switch > examples_drawn else -1
