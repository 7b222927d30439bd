"""scripts/experiment.py's report: the paired bootstrap tests, the table,
the verdict and the plot of dev metric against updates.

Every function reads the runs' records (result.json, experiment_runs) of
one command, in its order: seed by seed, each seed's configurations as
given.
The first configuration is the baseline every other one is tested against.
"""

import os
import statistics
from typing import Dict, List, Sequence

from t2t_dyn.decoding import alpha_sweep

# Line styles of the seeds in the plot, in --seeds order (then repeated).
SEED_STYLES = ("-", "--", ":", "-.", (0, (5, 1, 1, 1, 1, 1)),
               (0, (1, 3)))


def _lines(path: str) -> List[str]:
  with open(path, encoding="utf-8") as f:
    return f.read().splitlines()


def paired_bootstrap(runs: List[Dict[str, object]], baseline: str,
                     references: Sequence[str], work_dir: str,
                     samples: int) -> None:
  """Adds to each run of another configuration than `baseline`
  `p_vs_baseline` {"bleu", "chrf"}: the p-values of sacrebleu's paired
  bootstrap test (`samples` resamples, sacrebleu's fixed seed) of its beam
  output against the baseline run of the same seed, when there is one.
  A metric on which both outputs score the same gets p 1: no difference
  to test (sacrebleu counts resampled differences strictly above the
  observed one, so a difference of 0 would get its smallest p,
  1/(samples+1))."""
  from sacrebleu.metrics import BLEU, CHRF  # pylint: disable=g-import-not-at-top
  from sacrebleu.significance import PairedTest  # pylint: disable=g-import-not-at-top
  base = {r["seed"]: r for r in runs if r["config"] == baseline}
  for run in runs:
    other = base.get(run["seed"])
    if run["config"] == baseline or other is None:
      continue
    test = PairedTest(
        [(baseline, _lines(os.path.join(work_dir, other["hypotheses"]))),
         (run["config"], _lines(os.path.join(work_dir, run["hypotheses"])))],
        {"bleu": BLEU(), "chrf": CHRF()}, [list(references)],
        test_type="bs", n_samples=samples)
    _, scores = test()
    # In the order of the metrics given: BLEU, chrF.
    columns = [scores[name] for name in scores if name != "System"]
    run["p_vs_baseline"] = {
        key: 1.0 if ours.score == theirs.score else ours.p_value
        for key, (theirs, ours) in zip(("bleu", "chrf"), columns)}


def spread(values: List[float]) -> str:
  """Mean ± sample standard deviation (min–max); the mean alone for one
  value."""
  mean = statistics.mean(values)
  if len(values) < 2:
    return f"{mean:.2f}"
  return (f"{mean:.2f} ± {statistics.stdev(values):.2f} "
          f"({min(values):.2f}–{max(values):.2f})")


def _by_config(runs) -> Dict[str, List[Dict[str, object]]]:
  grouped = {}
  for run in runs:
    grouped.setdefault(run["config"], []).append(run)
  return grouped


def _converged(runs) -> str:
  late = [str(r["seed"]) for r in runs if not r["converged"]]
  done = f"{len(runs) - len(late)}/{len(runs)}"
  return done + (f" (not converged: seed {', '.join(late)})" if late else "")


def table(runs: List[Dict[str, object]], baseline: str) -> str:
  """Markdown, one row per configuration over its seeds: the runs that
  converged (the others marked "not converged"); mean ± sample standard
  deviation (min–max) of test chrF and BLEU (beam at the dev-tuned alpha)
  and of greedy chrF; each run's best checkpoint's update and the updates
  it trained; the length ratio and alphas; the paired bootstrap p-values
  against `baseline`, one per seed; parameters and mean training time.
  Before the test figures: the best dev metric, what selects settings."""
  rows = [f"| configuration | seeds | converged | best dev {runs[0]['metric']} "
          "| chrF | BLEU | chrF greedy | best update (trained) | length ratio "
          f"| alpha | p chrF / BLEU vs {baseline} | parameters | train s |",
          "|" + "---|" * 13]
  for name, group in _by_config(runs).items():
    p_values = ", ".join(
        f"{r['p_vs_baseline']['chrf']:.3f} / {r['p_vs_baseline']['bleu']:.3f}"
        for r in group if "p_vs_baseline" in r) or "-"
    rows.append(
        f"| {name} | {len(group)} | {_converged(group)} | "
        f"{spread([r['best_dev'] for r in group])} | "
        f"{spread([r['chrf'] for r in group])} | "
        f"{spread([r['bleu'] for r in group])} | "
        f"{spread([r['greedy']['chrf'] for r in group])} | "
        + ", ".join(f"{r['best_update']} ({r['updates']})" for r in group) +
        f" | {spread([r['length_ratio'] for r in group])} | "
        + ", ".join(f"{r['alpha']:g}" for r in group) +
        f" | {p_values} | {group[0]['parameters']:,} | "
        f"{statistics.mean(r['seconds']['train'] for r in group):.0f} |")
  return "\n".join(rows)


def verdict(runs: List[Dict[str, object]], baseline: str, metric: str,
            train_steps: int, patience: int, delta: float,
            minimize: bool = False) -> List[str]:
  """The comparison in words: each configuration's mean per-seed
  difference from `baseline` in test chrF and BLEU and how many seeds'
  paired tests have p < 0.05 with the configuration better, and how many
  with it worse, then the runs whose dev-tuned alpha is at
  the edge of the sweep (alpha_sweep.edge), then which runs did not
  converge."""
  lines = [f"Verdict against {baseline} (test set, beam at each run's "
           f"dev-tuned alpha; differences: mean over seeds of the run minus "
           f"the {baseline} run of the same seed; p: paired bootstrap per "
           f"seed):"]
  base = {r["seed"]: r for r in runs if r["config"] == baseline}
  for name, group in _by_config(runs).items():
    if name == baseline:
      continue
    pairs = [(r, base[r["seed"]]) for r in group if r["seed"] in base]
    if not pairs:
      lines.append(f"- {name}: no seed in common with {baseline}")
      continue
    parts = []
    for key, label in (("chrf", "chrF"), ("bleu", "BLEU")):
      diff = statistics.mean(r[key] - b[key] for r, b in pairs)
      # The paired test says a seed's difference is real, not its sign:
      # the significant seeds are counted by direction.
      significant = [r[key] - b[key] for r, b in pairs
                     if r.get("p_vs_baseline", {}).get(key, 1.0) < 0.05]
      better = sum(d > 0 for d in significant)
      worse = len(significant) - better
      parts.append(f"{label} {diff:+.2f} (p < 0.05: better in {better} of "
                   f"{len(pairs)} seeds, worse in {worse})")
    lines.append(f"- {name}: " + ", ".join(parts))
  edges = {}
  for r in runs:
    warning = alpha_sweep.edge(r["settings"]["decode"]["alpha_sweep"],
                               r["alpha"])
    if warning:
      edges.setdefault(warning, []).append(f"{r['config']} seed {r['seed']}")
  for warning, names in edges.items():
    lines.append(f"Alpha at the sweep's edge ({', '.join(names)}): "
                 f"{warning}.")
  late = [f"{r['config']} seed {r['seed']}" for r in runs
          if not r["converged"]]
  if not patience:
    lines.append(f"Not converged: all {len(runs)} runs. With "
                 f"--early_stopping_steps=0 every run trains to "
                 f"--train_steps={train_steps} and nothing tests that its "
                 f"dev {metric} stopped improving.")
  elif late:
    lines.append(
        f"Not converged: {len(late)} of {len(runs)} runs ({', '.join(late)})"
        f" reached --train_steps={train_steps} before early stopping ended "
        f"them: their dev {metric} had not yet gone {patience} updates "
        f"without {'falling' if minimize else 'rising'} by {delta:g}. Their "
        f"figures say how fast a configuration learns, not how good it "
        f"gets: raise --train_steps.")
  else:
    lines.append(f"Converged: early stopping ended every run (dev {metric} "
                 f"not {'falling' if minimize else 'rising'} by {delta:g} in "
                 f"{patience} updates).")
  return lines


def plot(runs: List[Dict[str, object]], metric: str, path: str) -> None:
  """Writes a PNG of each run's dev `metric` (and dev loss, when the
  metric is another one) against updates: one line per run, a colour per
  configuration, a line style per seed; a dot on each run's best
  evaluation. Needs matplotlib (the Agg backend: no display)."""
  import matplotlib  # pylint: disable=g-import-not-at-top
  matplotlib.use("Agg")
  from matplotlib import pyplot  # pylint: disable=g-import-not-at-top
  from matplotlib import ticker  # pylint: disable=g-import-not-at-top
  panels = [("curve", f"dev {metric}")]
  if any(r.get("loss_curve") for r in runs) and metric != "loss":
    panels.append(("loss_curve", "dev loss (per token)"))
  figure, axes = pyplot.subplots(1, len(panels), squeeze=False,
                                 figsize=(6.5 * len(panels), 4.5))
  colours = {name: f"C{i % 10}" for i, name in enumerate(_by_config(runs))}
  seeds = list(dict.fromkeys(r["seed"] for r in runs))
  for ax, (key, label) in zip(axes[0], panels):
    for run in runs:
      curve = run.get(key) or []
      if not curve:
        continue
      steps, values = zip(*curve)
      mark = "" if run["converged"] else " (not converged)"
      ax.plot(steps, values, color=colours[run["config"]],
              linestyle=SEED_STYLES[seeds.index(run["seed"]) %
                                    len(SEED_STYLES)],
              label=f"{run['config']} seed {run['seed']}{mark}")
      if key == "curve":
        ax.plot([run["best_update"]], [run["best_dev"]], "o",
                color=colours[run["config"]], markersize=4)
    ax.set_xlabel("updates")
    ax.xaxis.set_major_locator(ticker.MaxNLocator(integer=True))
    ax.set_ylabel(label)
    ax.grid(alpha=0.3)
  axes[0][0].legend(fontsize="small")
  figure.tight_layout()
  figure.savefig(path, dpi=110)
  pyplot.close(figure)
