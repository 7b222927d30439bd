"""Choosing beam search's length penalty on a dev set (alpha_sweep)."""

import json

import pytest
import sacrebleu

from t2t_dyn.decoding import alpha_sweep

REFERENCES = ["the cat sleeps on the mat", "a dog runs in the park",
              "we read books every evening"]
# Outputs grow with alpha, as the length penalty makes them: too short at
# 0, right at 0.6, one word too long at 1.2.
OUTPUTS = {0.0: ["the cat", "a dog", "we read"],
           0.6: REFERENCES,
           1.2: [r + " again" for r in REFERENCES]}


def test_each_alpha_is_scored_by_sacrebleu_and_the_best_kept():
  calls, lines = [], []
  result = alpha_sweep.sweep(lambda a: calls.append(a) or OUTPUTS[a],
                             REFERENCES, [1.2, 0.0, 0.6], "chrf",
                             log=lines.append)
  assert calls == [0.0, 0.6, 1.2]  # In order, each decoded once.
  for score in result.scores:
    bleu = sacrebleu.corpus_bleu(OUTPUTS[score.alpha], [REFERENCES])
    assert score.bleu == bleu.score
    assert score.chrf == sacrebleu.corpus_chrf(OUTPUTS[score.alpha],
                                               [REFERENCES]).score
    assert score.length_ratio == bleu.sys_len / bleu.ref_len
  assert result.best.alpha == 0.6 and result.outputs == REFERENCES
  assert result.scores[0].length_ratio < 1 < result.scores[2].length_ratio
  assert lines[1] == "alpha 0.6: BLEU 100.00 chrF 100.00 length ratio 1.000"
  assert json.loads(result.to_json())["best"]["alpha"] == 0.6


def test_a_tie_keeps_the_smaller_alpha_and_bad_settings_are_named():
  same = alpha_sweep.sweep(lambda a: REFERENCES, REFERENCES, [1.0, 0.4],
                           "bleu", log=lambda line: None)
  assert same.best.alpha == 0.4
  with pytest.raises(ValueError, match="alpha_sweep_metric=ter"):
    alpha_sweep.sweep(lambda a: REFERENCES, REFERENCES, [0.6], "ter")
  with pytest.raises(ValueError, match="no alpha given"):
    alpha_sweep.sweep(lambda a: REFERENCES, REFERENCES, [], "chrf")


def test_a_best_alpha_at_the_edge_of_the_sweep_is_flagged():
  # Outputs lengthen with alpha; the references are longer still, so
  # chrF rises to the largest alpha tried: the sweep has not found its best.
  longer = [r + " again and again" for r in REFERENCES]
  rising = alpha_sweep.sweep(lambda a: OUTPUTS[a], longer, [0.0, 0.6, 1.2],
                             "chrf", log=lambda line: None)
  assert rising.best.alpha == 1.2
  assert rising.at_edge() == ("best alpha 1.2 is the largest tried: a larger "
                              "one may do better; add larger alphas to "
                              "--alpha_sweep")
  inside = alpha_sweep.sweep(lambda a: OUTPUTS[a], REFERENCES,
                             [0.0, 0.6, 1.2], "chrf", log=lambda line: None)
  assert inside.best.alpha == 0.6 and inside.at_edge() is None
  assert alpha_sweep.edge([0.6, 1.2], 0.6).startswith(
      "best alpha 0.6 is the smallest tried")
  assert alpha_sweep.edge([0.0, 1.2], 0.0) is None  # No penalty: a bound.
  assert alpha_sweep.edge([0.6], 0.6) is None  # One alpha: no sweep.
