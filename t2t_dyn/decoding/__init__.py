"""Decoding: translating with a trained model.

Modules:
  beam_search  greedy and beam search with Tensor2Tensor's length penalty
  output_dir   the self-contained output dir a run leaves for decoding
  translator   files in, translations and scores out (dyn-decoder)
  decode_batches   length-sorted token batches padded to bucket shapes
  decode_progress  the progress line of a long decode
  alpha_sweep  the length penalty tuned on a dev set
  lines        what the engines share: options, lines to id batches, hypotheses
  ctranslate2_engine  decoding a CTranslate2 export of the Transformer
"""
