"""Hyperparameters, in one home:

- hparam: Tensor2Tensor's HParams container (named values, types from
  their values, parse / to_json);
- common_hparams: Tensor2Tensor's basic_params1, every name its sets
  start from;
- transformer_sets, lstm_sets, universal_transformer_sets: Tensor2Tensor's
  registered sets of each model family (transformer_base, lstm_attention,
  universal_transformer_base, ...), with its names and values;
- registered_sets: imported, registers all of them (no TensorFlow); what
  every reader of the hparams registry imports;
- hparams_families: which of those names each model family reads;
- model_hparams: a set checked against its family and converted to the
  typed ModelHParams the models read (ConvertedHParams);
- data_hparams: DataHParams, how the training batches are made;
- hparams_json: a training run's hparams.json read back.

Tensor2Tensor's paths utils/hparam.py and layers/common_hparams.py are
aliases of the modules here; its models/transformer.py, models/lstm.py and
models/research/universal_transformer.py re-export the sets modules'
names (the same functions) beside their model classes. Nothing here
imports a later stage: the models, the batches and the commands read
these, never the reverse. The porting tool's checks of a user's hparams
(upgrade/hparams_check, upgrade/python_hparams) stay with the tool: they
are about porting."""
