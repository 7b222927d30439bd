"""Training: the loop, its checkpoints and the cluster it runs on.

Modules:
  cluster                 one host's GPUs or several hosts from TF_CONFIG
  learning_rate           Tensor2Tensor's learning-rate schedules
  optimize                the optimizer an hparams set names
  update_step             one optimizer update: compiled gradients over
                          replicas, accumulation, the mixed-precision retry
  progress                the sums and lines a run logs as it goes
  checkpoints             what a checkpoint holds; every worker's save and
                          restore
  data_position           a checkpoint's data position and its identity,
                          carried over to an edited config
  elastic                 resuming with another number of data consumers
  data_resume             where a restarted run's data continues
  early_stopping          the best checkpoint's metric; when to stop
  evaluation              validation losses, BLEU/chrF, early stopping of a run
  warm_start              starting from another run's weights
  validation_translation  BLEU and chrF of validation translations
  training_run            the run as the program decided it: one frozen
                          record, read from the problem once
  trainer                 the training loop over a run
"""
