"""The data config: the YAML file users write, validated into typed records.

Modules:
  data_config     tasks, inputs, transforms, schedule, stages and adaptive
                  weights; every error names its key path
  template        {{variable}} data-config templates
"""
