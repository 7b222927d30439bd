"""Models trained on t2t_dyn batches.

  transformer        Tensor2Tensor's hparams sets (no TensorFlow needed)
  model_hparams      which hparams the Transformer reads; a set -> its
                     typed ModelHParams
  transformer_model  the Keras Transformer (imports TensorFlow), registered
                     as the model "transformer"
"""
