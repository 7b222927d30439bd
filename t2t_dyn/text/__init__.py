"""Text without TensorFlow: the forms the stages exchange.

Modules:
  forms           the shard text form (whitespace, ▁ word marks), reversible
                  pretokenization, pieces back to text
  factors         source factors: the word|factor input form, factor
                  vocabularies, factor ids packed with word ids
  unicode_scripts which script a character belongs to (script_filter)
  tokenizer       Tensor2Tensor's invertible word tokenizer (its
                  data_generators/tokenizer.py is an alias of it)
"""
