"""A trained Transformer as a CTranslate2 model, written with CTranslate2's
own model specification API (ctranslate2.specs).

`export_ctranslate2(output_dir)` loads a checkpoint of the run in
`output_dir` and writes OUTPUT_DIR/export/<timestamp>-ct2/ (the layout is
t2t_dyn.decoding.ctranslate2_engine's), which `dyn-decoder
--engine=ctranslate2` decodes. What the spec states, from T2T's
Transformer (t2t_dyn.models.transformer_model):

  * pre-norm blocks with a final norm on each stack (layer_preprocess "n")
    or post-norm ones ("none"/"dan"); no attention biases (queries, keys
    and values fused as CTranslate2 keeps them), the feed-forward's biases;
  * T2T's sinusoidal timing signal as an explicit position table of
    `max_positions` rows (get_timing_signal_1d: sines then cosines);
  * embeddings scaled by sqrt(hidden) in multiply_embedding_mode
    "sqrt_depth"; PAD's row zero in the embedding tables (T2T embeds PAD,
    and so the decoder's start symbol 0, to zeros), while the softmax keeps
    its row: with tied weights the two are then stored apart;
  * vocabularies of the ids themselves ("0", "1", ...), the decoder
    starting from "0" (PAD) and stopping at "1" (EOS);
  * with guided alignment (guided_alignment_weight > 0), the supervised
    encoder-decoder head as the attention CTranslate2 returns
    (`return_attention`): its decoder spec's alignment_layer is
    guided_alignment_layer, and that layer's heads are stored with
    guided_alignment_head first (alignment_heads=1 averages the first
    head only). Reordering heads leaves the layer's output unchanged.

A decoder alone (a language model, or a prefix language model with
prepend_mode=prepend_inputs_masked_attention) is a
TransformerDecoderModelSpec, decoded by CTranslate2's Generator from its
forced ids (see transformer_lm: "0" then the prefix). Models CTranslate2
cannot express are refused: the LSTMs, source factors, and
prepend_inputs_full_attention (its inputs see each other; CTranslate2's
decoders attend causally).
"""

import dataclasses
import os
import shutil
import tempfile
from typing import Callable, Optional

import numpy as np

from t2t_dyn.decoding import ctranslate2_engine
from t2t_dyn.decoding import output_dir as output_dir_lib
from t2t_dyn.decoding import translator
from t2t_dyn.hparams.model_hparams import ModelHParams
from t2t_dyn.setup import vocabulary

# Position table rows: the longest input, and the longest output, decoded.
DEFAULT_MAX_POSITIONS = 1024
DEFAULT_QUANTIZATION = "float32"


class ExportRefused(ValueError):
  """A model, hparam or quantization CTranslate2 cannot take here."""


@dataclasses.dataclass(frozen=True)
class CTranslate2Export:
  """A finished export: its dir and what its record says."""
  path: str
  record: ctranslate2_engine.ExportRecord


def check_exportable(hparams: ModelHParams, source: str) -> None:
  """Raises: ExportRefused naming the model or hparam (read from `source`)
  that CTranslate2's Transformer cannot express."""
  if hparams.model != "transformer":
    raise ExportRefused(
        f"model {hparams.model!r} ({source}): only the Transformer "
        f"(--model=transformer) exports to CTranslate2")
  if hparams.prepend_mode == "prepend_inputs_full_attention":
    raise ExportRefused(
        f"prepend_mode={hparams.prepend_mode!r} ({source}): its inputs "
        f"attend to each other, CTranslate2's decoders only causally; "
        f"export it with --format=saved_model, or train "
        f"prepend_inputs_masked_attention")
  if hparams.source_factor_sizes:
    raise ExportRefused(
        f"source_factor_sizes={list(hparams.source_factor_sizes)} ({source}): "
        f"source factors do not export to CTranslate2 (its factor "
        f"embeddings take factor tokens, not t2t_dyn's packed ids)")
  norms = (hparams.layer_preprocess_sequence,
           hparams.layer_postprocess_sequence)
  if norms not in (("n", "da"), ("none", "dan")):
    raise ExportRefused(
        f"layer_preprocess_sequence={norms[0]!r}, "
        f"layer_postprocess_sequence={norms[1]!r} ({source}): CTranslate2 "
        f"has pre-norm (n/da) and post-norm (none/dan) blocks only")
  if hparams.multiply_embedding_mode not in ("sqrt_depth", ""):
    raise ExportRefused(
        f"multiply_embedding_mode={hparams.multiply_embedding_mode!r} "
        f"({source}): CTranslate2 scales embeddings by sqrt(hidden) or not")


def check_quantization(quantization: str, device: str = "cpu") -> None:
  """Raises: ExportRefused naming `quantization` when CTranslate2 does not
  know it or this machine's `device` cannot compute in it."""
  import ctranslate2  # pylint: disable=g-import-not-at-top
  from ctranslate2.specs import model_spec  # pylint: disable=g-import-not-at-top
  if quantization not in model_spec.ACCEPTED_MODEL_TYPES:
    raise ExportRefused(
        f"quantization {quantization!r}: CTranslate2 knows "
        f"{', '.join(model_spec.ACCEPTED_MODEL_TYPES)}")
  supported = ctranslate2.get_supported_compute_types(device)
  if quantization not in supported:
    raise ExportRefused(
        f"quantization {quantization!r}: this machine's {device} cannot run "
        f"it (it runs {', '.join(sorted(supported))})")


def _t(variable) -> np.ndarray:
  """A Keras Dense kernel [in, out] as CTranslate2's weight [out, in]."""
  return np.ascontiguousarray(np.asarray(variable).T, dtype=np.float32)


def _array(variable) -> np.ndarray:
  return np.asarray(variable, dtype=np.float32)


def _embedding(shared) -> np.ndarray:
  """An embedding table with PAD's row zero, as T2T embeds PAD."""
  table = _array(shared.embeddings).copy()
  table[vocabulary.PAD_ID] = 0.0
  return table


def _set_norm(spec, norm) -> None:
  spec.gamma = _array(norm.gamma)
  spec.beta = _array(norm.beta)


def _set_linear(spec, kernel, bias=None) -> None:
  spec.weight = kernel
  if bias is not None:
    spec.bias = _array(bias)


def _head_order(num_heads: int, depth: int, first_head: int) -> np.ndarray:
  """The rows of a [heads * depth, ...] projection with head `first_head`'s
  block moved first, the others in order."""
  heads = [first_head] + [h for h in range(num_heads) if h != first_head]
  return np.concatenate([np.arange(h * depth, (h + 1) * depth)
                         for h in heads])


def _set_attention(spec, attention, norm, self_attention: bool,
                   first_head: int = 0) -> None:
  """Queries, keys and values fused as CTranslate2 reads them: [q;k;v] in
  self-attention, q and [k;v] in encoder-decoder attention; head
  `first_head` stored first."""
  order = _head_order(attention.num_heads, attention.depth, first_head)
  query, key, value = (_t(attention.query.kernel)[order],
                       _t(attention.key.kernel)[order],
                       _t(attention.value.kernel)[order])
  if self_attention:
    _set_linear(spec.linear[0], np.concatenate([query, key, value]))
  else:
    _set_linear(spec.linear[0], query)
    _set_linear(spec.linear[1], np.concatenate([key, value]))
  _set_linear(spec.linear[-1],
              np.ascontiguousarray(_t(attention.output_transform.kernel)[
                  :, order]))
  _set_norm(spec.layer_norm, norm)


def _set_feed_forward(spec, layer) -> None:
  ffn = layer.feed_forward
  _set_linear(spec.linear_0, _t(ffn.expand.kernel), ffn.expand.bias)
  _set_linear(spec.linear_1, _t(ffn.contract.kernel), ffn.contract.bias)
  _set_norm(spec.layer_norm, layer.feed_forward_norm)


def _positions(hparams, max_positions: int) -> np.ndarray:
  """T2T's timing signal of positions 0..max_positions-1."""
  from t2t_dyn.layers import common_attention  # pylint: disable=g-import-not-at-top
  return np.asarray(common_attention.timing_signal(
      np.arange(max_positions), hparams.hidden_size), dtype=np.float32)


def _set_config(spec, hparams) -> None:
  """Norm epsilon and the special tokens, as ids: start "0" (PAD), end
  "1" (EOS)."""
  spec.config.layer_norm_epsilon = float(hparams.norm_epsilon)
  for name, token_id in (("unk_token", vocabulary.UNK_ID),
                         ("bos_token", vocabulary.PAD_ID),
                         ("eos_token", vocabulary.EOS_ID),
                         ("decoder_start_token", vocabulary.PAD_ID)):
    if hasattr(spec.config, name):
      setattr(spec.config, name, str(token_id))


def decoder_model_spec(model, max_positions: int = DEFAULT_MAX_POSITIONS):
  """A ctranslate2.specs.TransformerDecoderModelSpec holding a decoder
  alone's weights (transformer_lm.DecoderOnlyTransformer, restored).
  Raises: ExportRefused as check_exportable."""
  from ctranslate2.specs import transformer_spec as ct2_transformer  # pylint: disable=g-import-not-at-top
  hparams = model.hparams
  check_exportable(hparams, "the model's hparams")
  decoder = ct2_transformer.TransformerDecoderSpec(
      hparams.decoder_layers, hparams.num_heads, pre_norm=hparams.pre_norm,
      with_encoder_attention=False,
      # Named: left None, CTranslate2 marks the spec multi-query.
      num_heads_kv=hparams.num_heads)
  spec = ct2_transformer.TransformerDecoderModelSpec(decoder)
  decoder.embeddings.weight = _embedding(model.embedding)
  decoder.scale_embeddings = hparams.multiply_embedding_mode == "sqrt_depth"
  decoder.position_encodings.encodings = _positions(hparams, max_positions)
  for layer_spec, layer in zip(decoder.layer, model.decoder_layers):
    _set_attention(layer_spec.self_attention, layer.self_attention,
                   layer.self_attention_norm, True)
    _set_feed_forward(layer_spec.ffn, layer)
  _set_linear(decoder.projection, _array(model.softmax.embeddings))
  if hparams.pre_norm:
    _set_norm(decoder.layer_norm, model.decoder_norm)
  _set_config(spec, hparams)
  spec.register_vocabulary([str(i) for i in range(hparams.vocab_size)])
  return spec


def transformer_spec(model, max_positions: int = DEFAULT_MAX_POSITIONS):
  """A ctranslate2.specs.TransformerSpec holding `model`'s weights (a
  t2t_dyn Transformer, its checkpoint restored); a decoder alone's
  decoder_model_spec. Raises: ExportRefused as check_exportable."""
  from ctranslate2.specs import transformer_spec as ct2_transformer  # pylint: disable=g-import-not-at-top
  hparams = model.hparams
  if hparams.decoder_only:
    return decoder_model_spec(model, max_positions)
  check_exportable(hparams, "the model's hparams")
  pre_norm = hparams.pre_norm
  encoder = ct2_transformer.TransformerEncoderSpec(
      hparams.encoder_layers, hparams.num_heads, pre_norm=pre_norm)
  # The supervised head's layer (guided alignment), else CTranslate2's
  # default (the last layer's first head, an attention nobody trained).
  aligned_layer = (hparams.guided_alignment_layer % hparams.decoder_layers
                   if hparams.guided_alignment_weight > 0 else None)
  decoder = ct2_transformer.TransformerDecoderSpec(
      hparams.decoder_layers, hparams.num_heads, pre_norm=pre_norm,
      alignment_layer=-1 if aligned_layer is None else aligned_layer,
      alignment_heads=1)
  spec = ct2_transformer.TransformerSpec(encoder, decoder)
  scaled = hparams.multiply_embedding_mode == "sqrt_depth"
  positions = _positions(hparams, max_positions)

  encoder.embeddings[0].weight = _embedding(model.source_embedding)
  encoder.scale_embeddings = scaled
  encoder.position_encodings.encodings = positions
  for layer_spec, layer in zip(encoder.layer, model.encoder_layers):
    _set_attention(layer_spec.self_attention, layer.self_attention,
                   layer.self_attention_norm, True)
    _set_feed_forward(layer_spec.ffn, layer)

  decoder.embeddings.weight = _embedding(model.embedding)
  decoder.scale_embeddings = scaled
  decoder.position_encodings.encodings = positions
  for index, (layer_spec, layer) in enumerate(zip(decoder.layer,
                                                 model.decoder_layers)):
    _set_attention(layer_spec.self_attention, layer.self_attention,
                   layer.self_attention_norm, True)
    _set_attention(layer_spec.attention, layer.encdec_attention,
                   layer.encdec_attention_norm, False,
                   hparams.guided_alignment_head if index == aligned_layer
                   else 0)
    _set_feed_forward(layer_spec.ffn, layer)
  _set_linear(decoder.projection, _array(model.softmax.embeddings))
  if pre_norm:
    _set_norm(encoder.layer_norm, model.encoder_norm)
    _set_norm(decoder.layer_norm, model.decoder_norm)

  _set_config(spec, hparams)
  spec.register_source_vocabulary(
      [str(i) for i in range(hparams.input_vocab_size or hparams.vocab_size)])
  spec.register_target_vocabulary(
      [str(i) for i in range(hparams.vocab_size)])
  return spec


def _load_model(output_dir: str, path: str):
  """The run's model, `path`'s weights restored, every variable matched."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  from t2t_dyn.models import model_builder  # pylint: disable=g-import-not-at-top
  model = model_builder.build(output_dir_lib.saved_hparams(output_dir))
  tf.train.Checkpoint(model=model).restore(
      path).expect_partial().assert_existing_objects_matched()
  return model


def export_ctranslate2(output_dir: str, export_dir: Optional[str] = None,
                       checkpoint: Optional[str] = None,
                       quantization: Optional[str] = None,
                       max_positions: int = DEFAULT_MAX_POSITIONS,
                       log: Callable[[str], None] = print
                       ) -> CTranslate2Export:
  """Exports the Transformer trained in `output_dir` to
  EXPORT_DIR/<timestamp>-ct2/ (EXPORT_DIR defaults to OUTPUT_DIR/export):
  the CTranslate2 model, quantized as `quantization` (CTranslate2's names:
  float32, int8, int8_float32, int16, float16, ...; default float32), the
  segmentation set-up decoding needs (data_config.yaml, hparams.json,
  setup/) and the record (problem, checkpoint, step, quantization). It is
  written to a temporary dir in EXPORT_DIR and renamed when complete:
  nothing partial is left on an error.

  `checkpoint`: as dyn-decoder's --checkpoint_path (None: the latest;
  "best"; a path or ckpt-<step>). `max_positions`: the longest input or
  output it will decode. Returns the export's dir and record.
  Raises: FileNotFoundError for a missing checkpoint (naming what exists);
  ExportRefused for a model or hparam CTranslate2 cannot express, or a
  quantization it does not know or this CPU cannot run; ImportError
  naming the extra without ctranslate2.
  """
  try:
    import ctranslate2  # pylint: disable=g-import-not-at-top,unused-import  # noqa: F401
  except ImportError as e:
    raise ImportError(f"the CTranslate2 export needs the ctranslate2 "
                      f"package: pip install 't2t_dyn[ctranslate2]' ({e})"
                      ) from e
  quantization = quantization or DEFAULT_QUANTIZATION
  check_quantization(quantization)
  hparams = output_dir_lib.saved_hparams(output_dir)
  check_exportable(hparams, output_dir_lib.hparams_path(output_dir))
  path = translator.checkpoint_path(output_dir, checkpoint)
  problem = output_dir_lib.saved_record(output_dir)["problem"]
  root = export_dir or output_dir_lib.export_dir(output_dir)
  os.makedirs(root, exist_ok=True)
  record = ctranslate2_engine.ExportRecord(
      problem=problem, output_dir=os.path.abspath(output_dir),
      checkpoint=path, step=translator.checkpoint_step(path),
      quantization=quantization, max_positions=max_positions,
      alignment_head=hparams.guided_alignment_weight > 0)
  spec = transformer_spec(_load_model(output_dir, path), max_positions)
  temporary = tempfile.mkdtemp(prefix=".partial-", dir=root)
  try:
    spec.validate()
    spec.optimize(quantization=quantization)
    spec.save(temporary)
    for name in (output_dir_lib.CONFIG_FILE, output_dir_lib.HPARAMS_FILE):
      shutil.copy2(os.path.join(output_dir, name), temporary)
    shutil.copytree(output_dir_lib.setup_dir(output_dir),
                    output_dir_lib.setup_dir(temporary))
    record.write(temporary)  # The marker, last.
    final = output_dir_lib.new_export_path(root, ctranslate2_engine.DIR_SUFFIX)
    os.rename(temporary, final)
  except BaseException:
    shutil.rmtree(temporary, ignore_errors=True)
    raise
  log(f"exported {path} (step {record.step}) to CTranslate2 "
      f"({quantization}): {final}")
  return CTranslate2Export(final, record)
