"""Text encoders with Tensor2Tensor's interface: encode, decode, vocab_size.

`TransformTextEncoder` turns raw text into ids through a task's transforms in
inference mode (the shard-time pretokenization, segmentation without
sampling, language tokens) and ids back into detokenized text. PAD=0 and
EOS=1 are reserved, as in Tensor2Tensor.
"""

from typing import List, Sequence

from t2t_dyn import text as text_lib
from t2t_dyn import vocabulary
from t2t_dyn.transforms.base import Example, TransformStats
from t2t_dyn.transforms.chain import TransformChain


class TransformTextEncoder:
  """One side ("src" or "tgt") of a task: raw text <-> ids."""

  def __init__(self, chain: TransformChain, vocab: vocabulary.Vocabulary,
               side: str, shard_meta):
    self.chain = chain
    self.side = side
    self.vocabulary = vocab
    self.shard_meta = shard_meta  # Decoding input gets the shards' form.
    self.stats = TransformStats()
    self._hidden = set(vocabulary.RESERVED_TOKENS) | set(chain.specials())

  @property
  def vocab_size(self) -> int:
    return len(self.vocabulary)

  def to_tokens(self, text: str) -> List[str]:
    """Raw text -> tokens as training saw them (without EOS)."""
    words = text_lib.shard_form(text, self.shard_meta).split()
    if self.side == "src":
      example = Example(src=words, tgt=None, seed=0)
    else:
      example = Example(src=[], tgt=words, seed=0)
    (example,) = self.chain.apply([example], False, self.stats)
    return example.src if self.side == "src" else example.tgt

  def encode(self, text: str) -> List[int]:
    return self.vocabulary.ids(self.to_tokens(text))

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
