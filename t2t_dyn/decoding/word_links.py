"""Word alignments out of the decoder: which words of a source line each
word of its translation comes from, read off the attention head that
guided alignment trained (models.guided_alignment).

The rule, per target piece (Garg et al. 2019's "argmax per target token",
Marian's `--alignment hard`): the source position the supervised head
attends to most is the piece's link. Left out: the
target's EOS and the tokens its decoding hides (language tags and other
special tokens), and a target piece whose argmax falls on the source's
EOS or on a token a transform made (a language tag): these carry no word,
so a piece that looks there is unaligned. Pieces then merge back into
words: source word i and target word j are linked when any piece of the
one is linked to any piece of the other. Words are the whitespace words of
the source line as given and of the translation as written (the
detokenized output), 0-based; links are Pharaoh `i-j` pairs, source first.

Which source word a piece comes from is known exactly: the line's words go
through the task's transforms tagged with their provenance
(text.alignments), as in training, so the task must carry alignments.
Which output word a piece lands in follows from the text decoding writes
(pieces_to_text only moves word boundaries).

A task with inline_tags reads the line's markup and values into tag and
placeholder tokens, and restores the output's (text.inline). Its words are
those a user sees without tags, on both sides: the input line's
markup.strip_tags(line).text.split() (a value a placeholder replaced is
its own word again) and the restored output's whitespace words with their
tags removed. A tag token owns no word on either side, so a piece that
looks at one is unaligned; a source placeholder owns the words its value
came from, an output placeholder the word its restored value lands in
(the word before's, when glued to it). Left out: an output placeholder
whose number the line lacks (restoration drops it), and every piece of an
output whose restoration changed its text otherwise (a tag token or a
placeholder spelt in ordinary pieces: inline.restored_words_of).

The attention is the one the model computes for the chosen output: the
hypothesis fed back to the model in one teacher-forced pass. The decoder
is causal and deterministic at inference, so at every position this is
the attention the search saw when it chose that token, for greedy, beam
(the surviving hypothesis) and sampled outputs alike, without carrying a
[beam, length, source] tensor through the search.
"""

import dataclasses
from typing import Dict, FrozenSet, List, Optional, Sequence, Tuple

import numpy as np
import tensorflow as tf

from t2t_dyn.decoding import beam_search
from t2t_dyn.decoding import lines as lines_lib
from t2t_dyn.models import seq2seq
from t2t_dyn.setup import text_encoder
from t2t_dyn.setup import vocabulary
from t2t_dyn.text import alignments
from t2t_dyn.text import forms
from t2t_dyn.text import inline

Link = alignments.Link
Owners = List[FrozenSet[int]]  # Per piece: the words it comes from.
REQUEST = "--decode_hparams=return_alignments=true"


class AlignmentUnavailableError(ValueError):
  """A model or task that cannot give word alignments, with the reason."""


@dataclasses.dataclass(frozen=True)
class LineOwners:
  """A decoded line's source side for its links: `owners`, per encoded
  id, the line's words its piece comes from (source_owners); `restored`,
  in a task with inline_tags, what restoration puts back into the line's
  outputs (their words are the restored ones: target_owners)."""
  owners: Owners
  restored: Optional[inline.Source] = None


def check_supported(hparams, encoders) -> None:
  """Raises AlignmentUnavailableError unless the model was trained with
  guided alignment (guided_alignment_weight > 0: links of an unsupervised
  head are no alignment) and `encoders` are a task's transform encoders
  whose transforms carry alignments (a task with inline_tags too: module
  docstring; the SavedModel's graph, which reads lines as they are,
  refuses it itself: export.saved_model)."""
  weight = getattr(hparams, "guided_alignment_weight", 0.0)
  if weight <= 0:
    raise AlignmentUnavailableError(
        f"{REQUEST}: the model was trained without guided alignment "
        f"(guided_alignment_weight={weight}), so no attention head learned "
        f"word links; train with --hparams=guided_alignment_weight=0.5 on "
        f"a task with alignments")
  source = encoders["inputs"]
  if not all(isinstance(e, text_encoder.TransformTextEncoder)
             for e in encoders.values()):
    raise AlignmentUnavailableError(
        f"{REQUEST}: the problem's own feature_encoders "
        f"({type(source).__name__}) do not say which word each piece comes "
        f"from; decode through the task's transforms")
  task = source.chain.task
  if not task.has_alignment:
    raise AlignmentUnavailableError(
        f"{REQUEST}: task {task.name!r} has no alignment input, so its "
        f"transforms do not carry word provenance; decode with "
        f"--transforms_from_task=<the task trained with alignments>")


def _read_words(encoder, line: str
                ) -> Tuple[List[FrozenSet[int]], Dict[str, FrozenSet[int]],
                           Optional[inline.Source]]:
  """(per token the chain reads, its position being its word id, the
  line's words it comes from; per placeholder of a task with inline_tags,
  without its ▁, the words of its value: placeholders enter the chain
  without a word id, as in training, and each is once in a line; what
  restoration puts back in the line's outputs, None without inline_tags)."""
  if encoder.inline_tags is None:
    normalized = encoder.normalized(line)
    return [frozenset(words) for words in alignments.raw_words_of(
        normalized.split(), encoder.shard_words(normalized))], {}, None
  read = encoder.inline_tags.read_input(line, encoder.shard_words)
  return read.words, {token.lstrip(forms.WORD_BOUNDARY): words
                      for token, words in zip(read.tokens, read.words)
                      if token in inline.PLACEHOLDERS}, read.source


def line_owners(encoder, line: str, ids: Sequence[int]) -> LineOwners:
  """A line's LineOwners: for each of its encoded ids (`ids`:
  encoder.encode(line) cut as the decoder cut it, EOS last), the line's
  words its piece comes from, empty for EOS and tokens a transform made
  (module docstring: a task with inline_tags), and what restoration puts
  back. Raises: alignments.AlignmentError when the shards' form changed
  the line's characters; AlignmentUnavailableError when the tagged pass
  gives other pieces than the decoder's."""
  origins, placeholders, restored = _read_words(encoder, line)
  pieces, owners = [], []
  for token in encoder.transformed(line, None, provenance=True).src:
    piece, word_id = alignments.untag(token)
    pieces.append(piece)
    word = alignments.source_word(word_id)
    owners.append(origins[word] if word is not None else placeholders.get(
        piece.lstrip(forms.WORD_BOUNDARY), frozenset()))
  kept = len(ids) - 1
  if encoder.ids(pieces)[:kept] != list(ids[:kept]):
    raise AlignmentUnavailableError(
        f"{REQUEST}: the task's transforms give other pieces when the words "
        f"carry their provenance; a transform does not keep it")
  return LineOwners(owners[:kept] + [frozenset()], restored)


def source_owners(encoder, line: str, ids: Sequence[int]) -> Owners:
  """line_owners' owners: per encoded id, the line's words its piece comes
  from. Raises: as line_owners."""
  return line_owners(encoder, line, ids).owners


def line_sources(encoder, lines: Sequence[str],
                 encoded: Sequence[Optional[Sequence[int]]],
                 source_name: str = "input") -> List[Optional[LineOwners]]:
  """Each line's LineOwners (None where `encoded`, the decoder's ids, has
  none: an empty line). Raises: lines.DecodingInputError or
  AlignmentUnavailableError (see line_owners) naming `source_name`:line."""
  sources = []
  for number, (line, ids) in enumerate(zip(lines, encoded), 1):
    try:
      sources.append(None if ids is None else
                     line_owners(encoder, line, ids))
    except alignments.AlignmentError as e:
      raise lines_lib.DecodingInputError(
          f"{source_name}:{number}: {REQUEST}: {e}") from None
    except AlignmentUnavailableError as e:
      raise AlignmentUnavailableError(f"{source_name}:{number}: {e}"
                                      ) from None
  return sources


def target_owners(encoder, ids: Sequence[int],
                  restored: Optional[inline.Source] = None) -> Owners:
  """For each output id (before EOS), the words of encoder.decode(ids) its
  piece lands in; empty for the pieces decoding hides. With `restored`
  (a task with inline_tags: the line's LineOwners.restored) the words of
  the restored output without its tags (inline.restored_words_of)."""
  shown = encoder.shown_pieces(ids)
  pieces = [piece for _, piece in shown]
  if restored is None:
    words = forms.pieces_to_text(pieces).split()
    origins = alignments.raw_words_of(words, pieces)
  else:
    origins = inline.restored_words_of(pieces, restored)
  owners = [frozenset()] * len(lines_lib.until_eos(ids))
  for (position, _), words_of_piece in zip(shown, origins):
    owners[position] = frozenset(words_of_piece)
  return owners


def output_links(attention: np.ndarray, line: LineOwners, target_encoder,
                 ids: Sequence[int]) -> List[Link]:
  """The word links of one output `ids` of a line (both engines): its
  attention as links_from_attention takes it, `line` the line's
  LineOwners."""
  return links_from_attention(attention, line.owners, target_owners(
      target_encoder, ids, line.restored))


def links_from_attention(attention: np.ndarray, sources: Owners,
                         targets: Owners) -> List[Link]:
  """Word links (i, j), sorted, of one output: attention [>= T, >= S] of
  the supervised head (rows: target positions, columns: source
  positions), `sources` the owners of the S source positions (EOS
  included), `targets` those of the T output pieces (before EOS)."""
  links = set()
  for t, target_words in enumerate(targets):
    if not target_words:
      continue
    s = int(np.argmax(attention[t, :len(sources)]))
    links.update((i, j) for i in sources[s] for j in target_words)
  return sorted(links)


@tf.function(reduce_retracing=True, autograph=False)
def _attention_graph(model, inputs, targets):
  features = seq2seq.teacher_forced_features(model.hparams, inputs, targets)
  _, attention = model(features, training=False, return_attention=True)
  return attention


def supervised_attention(model, inputs, outputs: Sequence[Sequence[int]]
                         ) -> np.ndarray:
  """The supervised head's attention float32 [N, T, S] of each output
  (ids ending at EOS, or cut at a length limit) given the source row of
  the same index of `inputs` int [N, S] (0-padded), in one teacher-forced
  pass."""
  width = max([len(ids) for ids in outputs] + [1])
  targets = np.zeros((len(outputs), width), np.int32)
  for row, ids in enumerate(outputs):
    targets[row, :len(ids)] = ids
  return beam_search.relaxed_call(_attention_graph, model,
                                 tf.constant(inputs, tf.int32),
                                 tf.constant(targets)).numpy()


def hypothesis_links(model, target_encoder, inputs: np.ndarray,
                     outputs: Sequence[Sequence[Sequence[int]]],
                     sources: Sequence[LineOwners]
                     ) -> List[List[Tuple[Link, ...]]]:
  """Word links of each output of each row: inputs int [R, S] (R rows),
  outputs[r] the row's hypotheses (ids, each ending at its EOS or cut),
  sources[r] its LineOwners. Returns links[r][beam]."""
  flat_inputs, flat_outputs = [], []
  for row, hypotheses in enumerate(outputs):
    for ids in hypotheses:
      flat_inputs.append(inputs[row])
      kept = lines_lib.until_eos(ids)
      flat_outputs.append(kept + [vocabulary.EOS_ID] * (len(kept) < len(ids)))
  if not flat_outputs:
    return [[] for _ in outputs]
  attention = supervised_attention(model, np.stack(flat_inputs),
                                   flat_outputs)
  links, at = [], 0
  for row, hypotheses in enumerate(outputs):
    links.append([])
    for ids in hypotheses:
      links[-1].append(tuple(output_links(attention[at], sources[row],
                                          target_encoder, ids)))
      at += 1
  return links
