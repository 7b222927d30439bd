"""Text encoders with Tensor2Tensor's interface: encode, decode, vocab_size.

`TransformTextEncoder` turns raw text into ids through a task's transforms in
inference mode (the shard-time pretokenization, segmentation without
sampling, language tokens) and ids back into detokenized text. PAD=0 and
EOS=1 are reserved, as in Tensor2Tensor.
"""

from typing import List, Optional, Sequence, Tuple

from t2t_dyn import factors
from t2t_dyn import text as text_lib
from t2t_dyn import vocabulary
from t2t_dyn.transforms.base import Example, TransformStats
from t2t_dyn.transforms.chain import TransformChain


class TransformTextEncoder:
  """One side ("src" or "tgt") of a task: raw text <-> ids."""

  def __init__(self, chain: TransformChain, vocab: vocabulary.Vocabulary,
               side: str, shard_meta,
               source_factors: Optional[factors.SourceFactors] = None,
               factor_separator: str = factors.DEFAULT_INPUT_SEPARATOR):
    """`source_factors`: the factor vocabularies when the source ("src") of
    this chain's task carries factors, read with `factor_separator`."""
    self.chain = chain
    self.side = side
    self.vocabulary = vocab
    self.shard_meta = shard_meta  # Decoding input gets the shards' form.
    self.source_factors = source_factors
    self.factor_separator = factor_separator
    self.stats = TransformStats()
    self._hidden = set(vocabulary.RESERVED_TOKENS) | set(chain.specials())

  @property
  def vocab_size(self) -> int:
    return len(self.vocabulary)

  def to_tokens(self, text: str) -> List[str]:
    """Raw text -> tokens as training saw them (without EOS)."""
    if self.side == "src":
      return self.transformed(text, None).src
    return self.transformed("", text).tgt

  def transformed(self, source: str, target: Optional[str]) -> Example:
    """The chain's inference-mode output for a (source, target) of text in
    the shards' form (target None: a source alone)."""
    def words(text):
      return text_lib.shard_form(text, self.shard_meta,
                                 corpus_form=False).split()
    if self.source_factors is not None and source:
      source = factors.normalize_line(source, self.source_factors.names,
                                      self.factor_separator)
    example = Example(src=words(source),
                      tgt=None if target is None else words(target), seed=0)
    (example,) = self.chain.apply([example], False, self.stats)
    return example

  def encode(self, text: str) -> List[int]:
    """Ids of raw text; a factored source's ids pack its factors. Raises:
    factors.FactorInputError (a wrong factor count),
    factors.UnknownFactorError (a value training never saw)."""
    return self.ids(self.to_tokens(text))

  def ids(self, tokens: Sequence[str]) -> List[int]:
    """Ids of transformed tokens (see encode)."""
    if self.source_factors is None:
      return self.vocabulary.ids(tokens)
    return self.source_factors.pack(
        self.vocabulary.ids(factors.strip(tokens)), tokens, strict=True)

  def decode(self, ids: Sequence[int]) -> str:
    """Ids -> detokenized text; stops at EOS, drops PAD and special tokens."""
    pieces = []
    for i in ids:
      i = int(i)
      if i == vocabulary.EOS_ID:
        break
      token = self.vocabulary.token(i)
      if token not in self._hidden or token == vocabulary.UNK:
        pieces.append(token)
    return text_lib.pieces_to_text(pieces)


def encode_pair(encoders, source: str, target: str
                ) -> Tuple[List[int], List[int]]:
  """(source ids, target ids) of a pair, both ending with EOS. Transform
  encoders of one chain run it once on the whole pair in inference mode, so
  transforms that need both sides (taboo segmentation) see both; other
  encoders encode each side alone."""
  src_encoder, tgt_encoder = encoders["inputs"], encoders["targets"]
  if (isinstance(src_encoder, TransformTextEncoder) and
      isinstance(tgt_encoder, TransformTextEncoder) and
      src_encoder.chain is tgt_encoder.chain):
    example = src_encoder.transformed(source, target)
    return (src_encoder.ids(example.src) + [vocabulary.EOS_ID],
            tgt_encoder.ids(example.tgt) + [vocabulary.EOS_ID])
  return (list(src_encoder.encode(source)) + [vocabulary.EOS_ID],
          list(tgt_encoder.encode(target)) + [vocabulary.EOS_ID])
