"""Tensor2Tensor's layer-level modules that user code imports: the basic
hparams and the modality names."""
