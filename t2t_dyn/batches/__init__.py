"""Batches: windows bucketed or packed under the token budget.

Modules:
  data_hparams    DataHParams: the budget, lengths, packing, window, cores
  data_plan       DataPlan: a run's data resolved once (dir, batching,
                  consumer, where the streams run)
  bucketing       length buckets under the budget, packing rows
  window_batches  a mixed window cut into batches and their arrays
  pipeline_state  PipelineState: where the stream is, saved in checkpoints
  pipeline_stats  what the pipeline drew, dropped and padded, per task
  data_service    whether the streams can run on tf.data service workers
  pipeline        the training pipeline: streams -> windows -> batches
  device_feed     the batches' signature, split among replicas, prefetch
  eval_batches    evaluation batches of the validation tasks
"""
