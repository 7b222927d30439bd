"""Fast decoding: token batches padded to bucket shapes decode every line as
it decodes alone, in input order, with a bounded number of traces; the
progress line of a long decode."""

import io
import re

import keras
import numpy as np
import pytest

from t2t_dyn.data_generators import text_encoder
from t2t_dyn.decoding import beam_search
from t2t_dyn.decoding import decode_batches
from t2t_dyn.decoding import decode_progress
from t2t_dyn.decoding import translator
from t2t_dyn.hparams import model_hparams
from t2t_dyn.models import transformer_model

WORDS = "a b c d e f g h i j".split()
# Small buckets, so that few, short lines use several.
BUCKETS = (4, 8, 16)


@pytest.fixture(name="setup", scope="module")
def setup_fixture():
  """A random 1-layer Transformer over 12 ids (EOS is likely: outputs end
  early or at their limit) and lines of 0 to 20 words, one of 40 (beyond
  the biggest bucket) and empty ones."""
  keras.utils.set_random_seed(5)
  encoder = text_encoder.TokenTextEncoder(None, vocab_list=WORDS)
  model = transformer_model.Transformer(model_hparams.ModelHParams(
      hidden_size=32, filter_size=64, num_hidden_layers=1, num_heads=2,
      vocab_size=encoder.vocab_size))
  rng = np.random.default_rng(0)
  lines = [" ".join(rng.choice(WORDS, rng.integers(1, 21)))
           for _ in range(40)]
  lines[7] = lines[23] = ""
  lines[30] = " ".join(rng.choice(WORDS, 40))
  return model, {"inputs": encoder, "targets": encoder}, lines


def _decode(setup, progress=None, **options):
  model, encoders, lines = setup
  return translator.translate_lines(
      model, encoders, lines,
      translator.DecodeOptions(extra_length=6, **options),
      progress=progress)


def _texts(beams):
  return [[(h.text, round(h.score, 4)) for h in b] for b in beams]


@pytest.mark.slow(reason="decodes the lines three ways, tracing the "
                  "search per bucket (3 s)")
@pytest.mark.parametrize("beam_size", [1, 3])
def test_token_batches_in_buckets_decode_each_line_as_alone(setup,
                                                            beam_size):
  alone = _texts(_decode(setup, beam_size=beam_size, batch_size=1,
                         buckets=()))
  before = beam_search.traced_graphs()
  bucketed = _texts(_decode(setup, beam_size=beam_size, batch_size=0,
                            batch_tokens=48, buckets=BUCKETS))
  traces = beam_search.traced_graphs() - before
  sentences = _texts(_decode(setup, beam_size=beam_size, batch_size=5,
                             buckets=()))
  assert bucketed == alone == sentences
  model, encoders, lines = setup
  assert [bool(b) for b in bucketed] == [bool(line) for line in lines]
  assert len(bucketed[30][0][0].split()) <= 40 + 1 + 6  # Its own limit.
  # The shapes are few and known, and the alone run's trace of the search
  # served them all (a search traces once for any shape).
  encoded = [list(encoders["inputs"].encode(line)) + [1] if line else None
             for line in lines]
  shapes = {b.shape for b in decode_batches.length_batches(
      encoded, decode_batches.Batching(0, 48, BUCKETS))}
  assert {w for _, w in shapes} == {4, 8, 16, 32, 48}
  assert len(shapes) < 40
  assert traces == 0


def test_batches_cut_by_tokens_pad_to_buckets_and_keep_every_line():
  encoded = [[2] * n for n in (3, 9, 9, 100, 5, 400, 20, 1)] + [None]
  batching = decode_batches.Batching(0, 64, decode_batches.DEFAULT_BUCKETS)
  batches = list(decode_batches.length_batches(encoded, batching))
  assert [(b.lines, b.shape) for b in batches] == [
      ([7, 0, 4], (4, 8)), ([1, 2], (2, 12)), ([6], (1, 27)),
      ([3], (1, 135)), ([5], (1, 512))]
  # The padded row repeats the batch's last line; PAD after each line.
  assert batches[0].lengths.tolist() == [1, 3, 5, 5]
  assert batches[0].inputs[3].tolist() == [2] * 5 + [0] * 3
  sentences = decode_batches.Batching(batch_size=3)
  assert [(b.lines, b.shape) for b in decode_batches.length_batches(
      encoded, sentences)] == [([7, 0, 4], (3, 5)), ([1, 2, 6], (3, 20)),
                               ([3, 5], (2, 400))]
  with pytest.raises(ValueError, match="batch_size or batch_tokens"):
    decode_batches.Batching(batch_size=0)


@pytest.mark.slow(reason="decodes a long input line by line (5 s)")
def test_progress_line_of_a_long_decode(setup):
  stream = io.StringIO()
  progress = decode_progress.DecodeProgress(40, stream, interval=0)
  _decode(setup, progress=progress, beam_size=1, batch_size=4,
          buckets=BUCKETS)
  progress.close()
  lines = stream.getvalue().splitlines()
  assert len(lines) >= 5
  for line in lines[:-1]:
    assert re.fullmatch(r"decode: [\d,]+ of 40 lines \(\d+%\), [\d,.]+ "
                        r"lines/s, about \d+(\.\d)? (s|min|h) left", line)
  done = [int(re.match(r"decode: (\d+)", line).group(1))
          for line in lines[:-1]]
  assert done == sorted(done) and done[0] >= 2  # The empty lines count.
  assert re.fullmatch(r"decode: 40 lines in \d+ s, [\d,.]+ lines/s",
                      lines[-1])
  # Shortest lines come first: half the lines may be a tenth of the work,
  # and the time left follows the input ids left, not the lines.
  halfway = decode_progress.DecodeProgress(100, io.StringIO())
  assert halfway.line(50, 10.0).endswith("about 10 s left")
  assert halfway.line(50, 10.0, 100, 1000).endswith("about 2 min left")
  quiet = io.StringIO()
  short = decode_progress.DecodeProgress(40, quiet, interval=3600)
  short(20)
  short.close()
  assert not quiet.getvalue()
