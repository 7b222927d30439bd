"""Mixing: which task each example of a window comes from.

Modules:
  validation_feed   the trainer's evaluations, as the mix reads them
  stages            the curriculum stage in force (advancing it)
  adaptive_weights  task weights following validation losses
  multiproblem_schedule  Tensor2Tensor's MultiProblem rule, by examples drawn
  schedule          the task probabilities at an update (TaskMix)
  windows           drawing a window of examples from the task streams
"""
