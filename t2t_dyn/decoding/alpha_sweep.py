"""Tuning beam search's length penalty on a dev set.

The GNMT length penalty ((5 + len) / 6) ** alpha decides how long beam
search's outputs are; a model with a lower cross-entropy can still lose
chrF at a fixed alpha by cutting its outputs short, so configurations are
compared at the alpha each one does best with on held-out data, not at a
fixed one. `sweep` decodes the dev sources with every alpha (beam search
itself depends on alpha, so each is a full decode) and scores each output
with sacrebleu; the best by the chosen metric wins (the smaller alpha on a
tie).
"""

import dataclasses
import json
from typing import Callable, List, Optional, Sequence

METRICS = ("chrf", "bleu")


@dataclasses.dataclass(frozen=True)
class AlphaScore:
  """One alpha's dev scores; `length_ratio`: output / reference length
  (BLEU's, in tokens)."""
  alpha: float
  bleu: float
  chrf: float
  length_ratio: float

  def line(self) -> str:
    return (f"alpha {self.alpha:g}: BLEU {self.bleu:.2f} chrF "
            f"{self.chrf:.2f} length ratio {self.length_ratio:.3f}")


@dataclasses.dataclass(frozen=True)
class SweepResult:
  """Every alpha's scores, the best one's, and its outputs."""
  scores: List[AlphaScore]
  best: AlphaScore
  metric: str
  outputs: List[str]

  def at_edge(self) -> Optional[str]:
    """The warning of `edge` for this sweep, or None."""
    return edge([s.alpha for s in self.scores], self.best.alpha)

  def to_json(self) -> str:
    return json.dumps({"metric": self.metric,
                       "best": dataclasses.asdict(self.best),
                       "scores": [dataclasses.asdict(s) for s in self.scores]},
                      indent=1)


def edge(alphas: Sequence[float], best: float) -> Optional[str]:
  """A warning when `best` is the largest of several `alphas`, or the
  smallest and above 0: the metric may do better past it, so the sweep has
  not found its best alpha; None otherwise."""
  if len(set(alphas)) < 2:
    return None
  if best == max(alphas):
    return (f"best alpha {best:g} is the largest tried: a larger one may "
            f"do better; add larger alphas to --alpha_sweep")
  if best == min(alphas) and best > 0:
    return (f"best alpha {best:g} is the smallest tried: a smaller one may "
            f"do better; add smaller alphas to --alpha_sweep")
  return None


def sweep(translate: Callable[[float], List[str]],
          references: Sequence[str], alphas: Sequence[float],
          metric: str = "chrf",
          log: Callable[[str], None] = print) -> SweepResult:
  """`translate(alpha)`: the dev outputs at that alpha. Logs one line per
  alpha. Raises: ValueError for an unknown metric or no alphas."""
  if metric not in METRICS:
    raise ValueError(f"--alpha_sweep_metric={metric}: expected one of "
                     f"{', '.join(METRICS)}")
  if not alphas:
    raise ValueError("--alpha_sweep: no alpha given")
  import sacrebleu  # pylint: disable=g-import-not-at-top
  scores, outputs = [], {}
  for alpha in sorted(alphas):
    outputs[alpha] = translate(alpha)
    bleu = sacrebleu.corpus_bleu(outputs[alpha], [list(references)])
    chrf = sacrebleu.corpus_chrf(outputs[alpha], [list(references)])
    scores.append(AlphaScore(alpha, bleu.score, chrf.score,
                             bleu.sys_len / max(bleu.ref_len, 1)))
    log(scores[-1].line())
  best = max(scores, key=lambda s: (getattr(s, metric), -s.alpha))
  return SweepResult(scores, best, metric, outputs[best.alpha])
