"""Utilities at Tensor2Tensor's module paths: the registry, --t2t_usr_dir,
HParams and trainer_lib."""
