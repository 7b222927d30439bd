"""Batches: windows bucketed or packed under the token budget.

Modules:
  bucketing    length buckets under the budget, packing rows
  pipeline     the training pipeline: streams -> windows -> batches, its
               resumable position (PipelineState), and the distribution of
               batches over replicas
  eval_batches evaluation batches of the validation tasks
"""
