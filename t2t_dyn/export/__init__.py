"""A trained model leaving the library: exported models that serve without
t2t_dyn (a TensorFlow SavedModel with the text processing in its graph; a
CTranslate2 model for fast decoding)."""
