"""The data config: the YAML file users write, validated into typed records.

Modules:
  data_config     the API: load_data_config -> DataConfig, DataConfigError
  keys            every key a config knows, with its meaning
  records         DataConfig, TaskSpec, InputSpec, ShardMeta (frozen)
  validator       the checks; every error names its key path
  train_section   meta.train as a frozen TrainSection
  stage_specs     meta.train.stages, parsed
  adaptive_specs  meta.train.adaptive_weights, parsed
  template        {{variable}} data-config templates
"""
