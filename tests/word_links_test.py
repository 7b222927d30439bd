"""Word alignments out of the decoder (t2t_dyn.decoding.word_links): the
argmax rule and the merge of pieces into words by hand, which words the
pieces of a segmented, tagged source and of an output come from, the
refusals, links that are the attention of each output alone, and a model
trained with guided alignment that aligns what it translates."""

import dataclasses

import keras
import numpy as np
import pytest

from t2t_dyn.data_generators import text_encoder
from t2t_dyn.decoding import beam_search
from t2t_dyn.decoding import translator
from t2t_dyn.decoding import word_links
from t2t_dyn.hparams import model_hparams
from t2t_dyn.models import transformer_model
from t2t_dyn.setup import vocabulary
from t2t_dyn.test_utils import (demo_lines, reversal_lines,
                                segmented_en_sk_problem)
from t2t_dyn.text import alignments

NONE = frozenset()


@pytest.fixture(name="segmented", scope="module")
def segmented_fixture(tmp_path_factory):
  problem, data_dir = segmented_en_sk_problem(tmp_path_factory.mktemp("wl"))
  return problem.task_feature_encoders(data_dir, "en_sk")


def test_each_target_piece_links_to_its_argmax_and_pieces_merge_to_words():
  # Source: <tag> ▁Ex ample ▁now EOS -> words 0 0 1; target pieces
  # <tag> ▁Pri klad ▁teraz -> words - 0 0 1.
  sources = [NONE, frozenset({0}), frozenset({0}), frozenset({1}), NONE]
  targets = [NONE, frozenset({0}), frozenset({0}), frozenset({1})]
  attention = np.array([
      [0.9, 0.1, 0.0, 0.0, 0.0],   # Hidden target piece: skipped.
      [0.1, 0.2, 0.6, 0.1, 0.0],   # -> "ample": word 0.
      [0.1, 0.1, 0.1, 0.6, 0.1],   # -> "now": word 1.
      [0.6, 0.1, 0.1, 0.1, 0.1],   # -> the language tag: no link.
      [0.0, 0.0, 0.0, 0.0, 1.0]])  # EOS row (beyond the pieces): skipped.
  assert word_links.links_from_attention(attention, sources, targets) == [
      (0, 0), (1, 0)]
  # Columns beyond the source (padding) are never chosen.
  padded = np.pad(attention, ((0, 0), (0, 2)), constant_values=5.0)
  assert word_links.links_from_attention(padded, sources, targets) == [
      (0, 0), (1, 0)]
  # A piece in two words links each of them.
  targets[1] = frozenset({0, 1})
  assert word_links.links_from_attention(attention, sources, targets) == [
      (0, 0), (0, 1), (1, 0)]


def test_source_pieces_know_their_words_through_segmentation_and_tags(
    segmented):
  source = segmented["inputs"]
  line = "Open  this file, please. Unbelievably"
  ids = source.encode(line) + [vocabulary.EOS_ID]
  tokens = source.to_tokens(line)
  assert tokens[:2] == ["<FROM_en>", "<TO_sk>"] and len(tokens) > 9
  owners = word_links.source_owners(source, line, ids)
  assert len(owners) == len(ids)
  words = line.split()
  for token, owner in zip(tokens, owners):
    if token.startswith("<"):
      assert owner == NONE
    else:
      (word,) = owner
      assert token.lstrip("▁") in words[word]
  assert owners[-1] == NONE  # EOS.
  assert [sorted(o) for o in owners[2:8]] == [[0], [1], [2], [2], [3], [3]]
  # Cut as max_input_size cuts: the first pieces, then EOS.
  cut = ids[:4] + [vocabulary.EOS_ID]
  assert word_links.source_owners(source, line, cut) == owners[:4] + [NONE]


def test_output_pieces_land_in_the_words_decoding_writes(segmented):
  target = segmented["targets"]
  text = "Otvorte tento súbor, prosím."
  # A language token first, as a model may emit one: decoding hides it.
  tokens = ["<TO_sk>"] + target.to_tokens(text)
  ids = target.ids(tokens)
  assert len(tokens) > 6 and vocabulary.UNK_ID not in ids
  owners = word_links.target_owners(target, ids + [vocabulary.EOS_ID, 5])
  assert len(owners) == len(ids)  # Up to EOS.
  assert target.decode(ids) == text
  words = text.split()
  for token, owner in zip(tokens, owners):
    if token.startswith("<"):
      assert owner == NONE
    else:
      (word,) = owner
      assert token.lstrip("▁") in words[word]
  assert sorted(owners[-1]) == [3]  # "." of "prosím.".


def test_models_and_tasks_without_alignment_are_refused(segmented,
                                                       tmp_path):
  guided = model_hparams.ModelHParams(guided_alignment_weight=0.5)
  word_links.check_supported(guided, segmented)
  with pytest.raises(word_links.AlignmentUnavailableError,
                     match=r"return_alignments=true: the model was trained "
                           r"without guided alignment "
                           r"\(guided_alignment_weight=0.0\)"):
    word_links.check_supported(model_hparams.ModelHParams(), segmented)
  tokens = text_encoder.TokenTextEncoder(None, vocab_list=["a", "b"])
  with pytest.raises(word_links.AlignmentUnavailableError,
                     match="problem's own feature_encoders"):
    word_links.check_supported(guided, {"inputs": tokens, "targets": tokens})
  problem, data_dir = segmented_en_sk_problem(tmp_path, aligned=False)
  plain = problem.task_feature_encoders(data_dir, "en_sk")
  with pytest.raises(word_links.AlignmentUnavailableError,
                     match="task 'en_sk' has no alignment input"):
    word_links.check_supported(guided, plain)


def _untrained(encoders):
  keras.utils.set_random_seed(4)
  return transformer_model.Transformer(model_hparams.ModelHParams(
      hidden_size=32, filter_size=64, num_hidden_layers=2, num_heads=4,
      vocab_size=encoders["inputs"].vocab_size, guided_alignment_weight=1.0))


def _expected_links(model, encoders, line, outputs):
  """Links of each output (ids) of `line` from the line's pass alone."""
  ids = encoders["inputs"].encode(line) + [vocabulary.EOS_ID]
  sources = word_links.source_owners(encoders["inputs"], line, ids)
  attention = word_links.supervised_attention(model, [ids] * len(outputs),
                                              outputs)
  return [word_links.links_from_attention(
      a, sources, word_links.target_owners(encoders["targets"], output))
          for a, output in zip(attention, outputs)]


def _ids(row):
  """An output row's ids up to its EOS, included."""
  kept = [int(i) for i in row if i != vocabulary.PAD_ID]
  return kept[:kept.index(vocabulary.EOS_ID) + 1] if (
      vocabulary.EOS_ID in kept) else kept


@pytest.mark.slow(reason="decodes eleven lines with every beam, then "
                  "each line alone by beam and greedy search (11 s)")
def test_links_are_the_attention_the_search_saw_for_each_output(segmented):
  """Decoded in bucketed batches with every beam: each hypothesis's links
  are those of its own teacher-forced pass, the line alone; and the
  teacher-forced logits choose the greedy output again, token by token
  (the pass computes what the search computed)."""
  model = _untrained(segmented)
  lines = demo_lines("test.en-sk.en", 10) + [""]
  options = translator.DecodeOptions(beam_size=3, return_beams=True,
                                     batch_size=4, extra_length=6,
                                     return_alignments=True)
  decoded = translator.translate_lines(model, segmented, lines, options)
  assert decoded[-1] == []
  assert sum(len(b.links) for beams in decoded for b in beams) > 20
  for line, beams in zip(lines[:-1], decoded):
    ids = segmented["inputs"].encode(line) + [vocabulary.EOS_ID]
    outputs, _ = beam_search.beam_search(
        model, [ids], beam_size=3, max_decode_length=len(ids) + 6,
        all_beams=True)
    outputs = [_ids(row) for row in outputs.numpy()[0]]
    assert [b.text for b in beams] == [
        segmented["targets"].decode(o) for o in outputs]
    assert [list(b.links) for b in beams] == _expected_links(
        model, segmented, line, outputs)
    assert all(i < len(line.split()) and j < len(b.text.split())
               for b in beams for i, j in b.links)
    greedy, _ = beam_search.greedy_decode(model, [ids], len(ids) + 6)
    greedy = _ids(greedy.numpy()[0])
    logits = model({"inputs": np.array([ids]),
                    "targets": np.array([greedy])})
    assert np.argmax(logits.numpy()[0], -1).tolist() == greedy


@pytest.mark.slow(reason="decodes 40 lines three ways with the shared run")
def test_a_guided_model_aligns_the_reversals_it_translates(shared_run):
  decoder = shared_run.translator()
  model, encoders = decoder.model, decoder.encoders
  lines = reversal_lines(np.random.default_rng(7), 40)
  expected = [[(i, len(line.split()) - 1 - i)
               for i in range(len(line.split()))] for line in lines]
  for options in (translator.DecodeOptions(beam_size=1),
                  translator.DecodeOptions(beam_size=4),
                  translator.DecodeOptions(
                      beam_size=1, sampling=translator.Sampling(0.5, 0, 3))):
    decoded = translator.translate_lines(
        model, encoders, lines,
        dataclasses.replace(options, return_alignments=True, extra_length=4))
    right = [b[0].text.split() == line.split()[::-1]
             for line, b in zip(lines, decoded)]
    assert sum(right) >= 30, options
    # Only a right reversal has known links: word j is source word n-1-j.
    links = [b[0].links for b, ok in zip(decoded, right) if ok]
    reference = [e for e, ok in zip(expected, right) if ok]
    assert alignments.alignment_error_rate(links, reference) < 0.06, options
  # The beam search above again (traced already), without the hparam.
  plain = translator.translate_lines(
      model, encoders, lines[:3],
      translator.DecodeOptions(beam_size=4, extra_length=4))
  assert [b[0].links for b in plain] == [None] * 3
