"""Exporting a trained model for serving, as Tensor2Tensor's exporter did:
each export in its own OUTPUT_DIR/export/<timestamp>... dir.

Modules:
  ctranslate2_model  the Transformer as a CTranslate2 model (decoded by
                     t2t_dyn.decoding.ctranslate2_engine, dyn-decoder
                     --engine=ctranslate2)
"""
