"""The set-up (`dyn-datagen --stage=vocab`): what turns shard lines into ids.

Modules, in the order the stage uses them:
  chain            a task's transforms, configured from the data config
  resources        the files transforms load (models, vocabularies)
  vocab_from_data  a segmentation model and vocabulary trained on the shards
  vocabulary       tokens <-> ids, per side
  text_encoder     Tensor2Tensor's text encoders over a vocabulary (its
                   data_generators/text_encoder.py is an alias of it)
  transform_setup  the stage: builds, checks and saves the set-up; loads it
"""
