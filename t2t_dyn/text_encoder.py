"""Text encoders with Tensor2Tensor's interface: encode, decode, vocab_size.

`TransformTextEncoder` turns raw text into ids through a task's transforms in
inference mode (the shard-time pretokenization, segmentation without
sampling, language tokens) and ids back into detokenized text. PAD=0 and
EOS=1 are reserved, as in Tensor2Tensor.
"""

from typing import List, Sequence

from t2t_dyn import pretokenize
from t2t_dyn import vocabulary
from t2t_dyn.transforms.base import WORD_BOUNDARY, Example, TransformStats
from t2t_dyn.transforms.chain import TransformChain


def detokenize_pieces(pieces: Sequence[str]) -> str:
  """Subwords back to text: ▁ marks a word start for every segmentation
  method, so concatenation plus ▁ -> space restores the text; tokens
  without any marker were whole words and are joined by spaces."""
  if any(p.startswith(WORD_BOUNDARY) for p in pieces):
    return "".join(pieces).replace(WORD_BOUNDARY, " ").strip()
  return " ".join(pieces)


class TransformTextEncoder:
  """One side ("src" or "tgt") of a task: raw text <-> ids."""

  def __init__(self, chain: TransformChain, tokens: Sequence[str], side: str,
               pretokenized_shards: bool):
    self.chain = chain
    self.side = side
    self.tokens = list(tokens)
    self.ids = {token: i for i, token in enumerate(self.tokens)}
    self.pretokenized_shards = pretokenized_shards
    self.stats = TransformStats()
    self._hidden = set(vocabulary.RESERVED_TOKENS) | set(chain.specials())

  @property
  def vocab_size(self) -> int:
    return len(self.tokens)

  def to_tokens(self, text: str) -> List[str]:
    """Raw text -> tokens as training saw them (without EOS)."""
    # Training read the shards, so decoding input gets the shard-time form.
    words = (pretokenize.pretokenize(text) if self.pretokenized_shards
             else " ".join(text.split())).split()
    if self.side == "src":
      example = Example(src=words, tgt=None, seed=0)
    else:
      example = Example(src=[], tgt=words, seed=0)
    (example,) = self.chain.apply([example], False, self.stats)
    return example.src if self.side == "src" else example.tgt

  def encode(self, text: str) -> List[int]:
    return [self.ids.get(t, vocabulary.UNK_ID) for t in self.to_tokens(text)]

  def decode(self, ids: Sequence[int]) -> str:
    """Ids -> detokenized text; stops at EOS, drops PAD and special tokens."""
    pieces = []
    for i in ids:
      i = int(i)
      if i == vocabulary.EOS_ID:
        break
      token = self.tokens[i] if 0 <= i < len(self.tokens) else vocabulary.UNK
      if token not in self._hidden or token == vocabulary.UNK:
        pieces.append(token)
    return detokenize_pieces(pieces)
