"""A trained model leaving the library, as Tensor2Tensor's exporter did:
each export in its own OUTPUT_DIR/export/<timestamp>... dir.

Modules:
  saved_model         a TensorFlow SavedModel that serves without t2t_dyn:
                      raw text in, translations out (graph_encoder:
                      the task's inference transforms as TensorFlow ops,
                      graph_segmentation, graph_text; graph_alignments:
                      word links of the translations)
  ctranslate2_model   the Transformer as a CTranslate2 model (decoded by
                      t2t_dyn.decoding.ctranslate2_engine, dyn-decoder
                      --engine=ctranslate2)
"""
