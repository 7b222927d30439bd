"""Problems and text encoders at Tensor2Tensor's module paths.

A Tensor2Tensor usr dir ports by changing `tensor2tensor` to `t2t_dyn` in its
imports:

  problem        the Problem contract (DatasetSplit, SpaceID), the facade
                 that wires config -> shards -> set-up -> pipeline
  text_problems  Text2TextProblem: the data config derived from properties
  translate      TranslateProblem, compile_data over local files and archives
  algorithmic    Tensor2Tensor's algorithmic problems (identity, reverse,
                 addition, ...): symbol sequences made in code
  problem_hparams TestProblem and test_problem_hparams, for model tests
  text_encoder   Tensor2Tensor's encoders (byte, token, subword) and the
                 transform encoders of configured tasks (an alias of
                 setup.text_encoder, their home)
  tokenizer      the invertible tokenizer SubwordTextEncoder uses (an alias
                 of text.tokenizer, its home)
  generator_utils vocabulary generation, downloads, gunzip
"""
