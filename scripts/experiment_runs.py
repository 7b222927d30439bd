"""scripts/experiment.py's bookkeeping: which configurations it compares,
where each run lives, whether a run is finished, and whether it converged.

A configuration is `NAME=SOURCE`: SOURCE a data config YAML (trained as
`--problem=dyn_translate --data_config=SOURCE`) or a registered problem's
name (`--problem=SOURCE`, with the experiment's --t2t_usr_dir); a bare NAME
is one of the bundled demo's configurations.

Each run (configuration, seed) lives in WORK_DIR/runs/<config>/seed<seed>/:
`settings.json` (what the run trains with; written first), the model
(`model/`, dyn-trainer's output dir), `log.txt`, the translations, and
`result.json`, written atomically when everything else is done. Before a
command runs anything, `plan` decides for each of its runs:

  skip     result.json holds this command's settings: the run is finished
  decode   trained with this command's training settings, decoded with
           other ones (dev/test files, beam, alphas, decode task): the
           translations and scores are redone from the trained model
  train    unfinished (no result.json): dyn-trainer resumes it from its
           latest checkpoint (or starts it), then it is decoded
  refuse   the run dir was made with other training settings: the command
           stops before running anything (--rerun redoes such runs from
           scratch, or use another --work_dir); runs are never mixed

A finished run's record (settings.json, result.json and its test
hypotheses: all the table, bootstrap and plot read) can be copied between
work dirs (`copy_finished`): runs of one experiment made on several
machines or sessions join one table, and a docs/ record of an experiment
resumes it anywhere its configs and data have the same paths and contents.

A run has converged when early stopping ended it: its dev metric had not
improved by the delta in the patience window before its last evaluation
(Tensor2Tensor's rule, training.early_stopping). A run that reached the
step cap without that is "not converged": its figures say how fast it
learns, not how good it gets; so is every run without early stopping
(patience 0), since nothing tested that it stopped improving.
"""

import dataclasses
import hashlib
import json
import os
import re
import shutil
from typing import Callable, Dict, List, Optional, Sequence, Tuple

from t2t_dyn.foundation import atomic_file

NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]*")
SETTINGS = "settings.json"
RESULT = "result.json"


class ConfigError(ValueError):
  """A --configs entry that cannot be run (the message names the flag)."""


@dataclasses.dataclass(frozen=True)
class Config:
  """One compared configuration. `kind`: "demo" (a bundled configuration,
  its YAML written to `source`), "data_config" (a YAML path) or "problem"
  (a registered problem's name)."""
  name: str
  kind: str
  source: str

  def problem_flags(self) -> List[str]:
    """dyn-datagen's and dyn-trainer's flags naming the problem."""
    if self.kind == "problem":
      return [f"--problem={self.source}"]
    return ["--problem=dyn_translate", f"--data_config={self.source}"]

  def identity(self) -> Dict[str, str]:
    """What the configuration is, for a run's settings: its source and,
    for a YAML, a digest of its text (an edited config is another one)."""
    identity = {"kind": self.kind, "source": self.source}
    if self.kind != "problem":
      identity["sha256"] = file_digest(self.source)
    return identity


def parse_configs(entries: Sequence[str], demo_names: Sequence[str],
                  demo_dir: str) -> List[Config]:
  """--configs entries: NAME (a demo configuration, its YAML to be written
  to demo_dir/NAME.yaml), NAME=PATH.yaml or NAME=PROBLEM. Raises:
  ConfigError naming the entry: a bad or repeated name, a missing YAML."""
  configs, seen = [], set()
  for entry in entries:
    name, has_source, source = (part.strip() for part in entry.partition("="))
    if not NAME.fullmatch(name):
      raise ConfigError(f"--configs: {entry!r}: expected NAME or "
                        f"NAME=DATA_CONFIG.yaml or NAME=PROBLEM (NAME: "
                        f"letters, digits, _ . -)")
    if name in seen:
      raise ConfigError(f"--configs: {name} is given twice")
    seen.add(name)
    if not has_source:
      if name not in demo_names:
        raise ConfigError(
            f"--configs: {name} is not a bundled configuration "
            f"({', '.join(demo_names)}); give your own as {name}=CONFIG.yaml "
            f"or {name}=PROBLEM")
      configs.append(Config(name, "demo",
                            os.path.join(demo_dir, f"{name}.yaml")))
    elif not source:
      raise ConfigError(f"--configs: {entry!r}: nothing after '='")
    elif (source.endswith((".yaml", ".yml")) or os.sep in source or
          os.path.isfile(source)):
      if not os.path.isfile(source):
        raise ConfigError(f"--configs: {name}={source}: no such file")
      configs.append(Config(name, "data_config", os.path.abspath(source)))
    else:
      configs.append(Config(name, "problem", source))
  if not configs:
    raise ConfigError("--configs: no configuration given")
  return configs


def check_configs(configs: Sequence[Config], t2t_usr_dir: Optional[str],
                  decode_task: Callable[[Config], Optional[str]]) -> None:
  """Checks before anything runs: each data config validates and has a
  validation task (evaluations, early stopping and the best checkpoint
  need one) and the task decoding uses (`decode_task(config)`, None: its
  one parallel training task); each problem is registered. Raises:
  ConfigError naming --configs or --decode_task."""
  from t2t_dyn.config import data_config as data_config_lib  # pylint: disable=g-import-not-at-top
  for config in configs:
    where = f"--configs: {config.name}={config.source}"
    if config.kind == "problem":
      # The built-in problems register on import, as in the dyn-* commands.
      import t2t_dyn.data_generators.problem  # pylint: disable=g-import-not-at-top,unused-import
      from t2t_dyn.foundation import registry  # pylint: disable=g-import-not-at-top
      from t2t_dyn.foundation import usr_dir  # pylint: disable=g-import-not-at-top
      try:
        usr_dir.import_usr_dir(t2t_usr_dir)
      except usr_dir.UsrDirError as e:
        raise ConfigError(str(e)) from e
      if config.source not in registry.list_problems():
        raise ConfigError(
            f"{where}: neither a YAML file nor a registered problem "
            f"(--t2t_usr_dir={t2t_usr_dir}); " +
            registry.unknown_name_message("problem", config.source,
                                          registry.list_problems()))
      continue
    try:
      loaded = data_config_lib.load_data_config(config.source)
    except ValueError as e:
      raise ConfigError(f"{where}: {e}") from None
    if not loaded.tasks_of_split("valid"):
      raise ConfigError(f"{where}: no validation task (split: valid); its "
                        f"evaluations pick the best checkpoint and stop the "
                        f"run")
    parallel = [t.name for t in loaded.tasks_of_split("train")
                if t.is_parallel]
    task = decode_task(config)
    if task is None and len(parallel) != 1:
      raise ConfigError(f"--decode_task is required: {where} has "
                        f"{len(parallel)} parallel training tasks "
                        f"({', '.join(parallel)})")
    if task is not None and task not in parallel:
      raise ConfigError(f"--decode_task={task}: not a parallel training task "
                        f"of {where} ({', '.join(parallel)})")


def file_digest(path: str) -> str:
  with open(path, "rb") as f:
    return hashlib.sha256(f.read()).hexdigest()


def lines_digest(lines: Sequence[str]) -> str:
  return hashlib.sha256("\n".join(lines).encode("utf-8")).hexdigest()


def run_dir(work_dir: str, config: str, seed: int) -> str:
  return os.path.join(work_dir, "runs", config, f"seed{seed}")


def read_json(path: str) -> Optional[dict]:
  """The JSON object in `path`; None when there is no such file."""
  if not os.path.exists(path):
    return None
  with open(path, encoding="utf-8") as f:
    return json.load(f)


def write_json(path: str, value) -> None:
  """Writes `value` to `path` whole or not at all."""
  with atomic_file.atomic_open(path) as f:
    json.dump(value, f, indent=1, sort_keys=True)
    f.write("\n")


def differences(old, new, prefix: str = "") -> List[str]:
  """"key: old -> new" for each setting that differs (nested keys joined
  by '.')."""
  if isinstance(old, dict) and isinstance(new, dict):
    found = []
    for key in sorted(set(old) | set(new)):
      found += differences(old.get(key), new.get(key),
                           f"{prefix}.{key}" if prefix else key)
    return found
  return [] if old == new else [f"{prefix}: {old!r} -> {new!r}"]


@dataclasses.dataclass(frozen=True)
class Plan:
  """What a command does with one run (see the module docstring)."""
  config: Config
  seed: int
  directory: str
  action: str  # skip, decode, train or refuse.
  why: str = ""
  resume: bool = False  # train: from the run's own checkpoint.


def plan(config: Config, seed: int, directory: str, train: dict,
         decode: dict, rerun: bool) -> Plan:
  """The action for one run whose command trains with `train` settings and
  decodes with `decode` ones; with `rerun`, every run trains from scratch
  (its directory is removed when the run starts: `start`)."""
  if rerun:
    return Plan(config, seed, directory, "train", "--rerun")
  saved = read_json(os.path.join(directory, SETTINGS))
  if saved is None:
    return Plan(config, seed, directory, "train", "new")
  changed = differences(saved, train)
  if changed:
    return Plan(config, seed, directory, "refuse", "; ".join(changed))
  result = read_json(os.path.join(directory, RESULT))
  if result is None:
    return Plan(config, seed, directory, "train", "unfinished: resumed",
                resume=True)
  changed = differences(result["settings"]["decode"], decode)
  if changed:
    return Plan(config, seed, directory, "decode",
                "decoding settings changed: " + "; ".join(changed))
  return Plan(config, seed, directory, "skip", "finished")


def plan_all(work_dir: str, configs: Sequence[Config], seeds: Sequence[int],
             train: Callable[[Config, int], dict],
             decode: Callable[[Config], dict], rerun: bool) -> List[Plan]:
  """`plan` for every run of `configs` x `seeds`, seed by seed (each seed's
  configurations in their order): the runs a command finishes before it is
  stopped are whole seeds' comparisons, each with its baseline run."""
  return [plan(config, seed, run_dir(work_dir, config.name, seed),
               train(config, seed), decode(config), rerun)
          for seed in seeds for config in configs]


def start(run: Plan, train: dict) -> None:
  """Prepares a run that trains: a new or --rerun run starts from an
  empty directory holding its settings; an unfinished one keeps its
  checkpoints (dyn-trainer resumes them)."""
  if not run.resume and os.path.exists(run.directory):
    shutil.rmtree(run.directory)
  os.makedirs(run.directory, exist_ok=True)
  write_json(os.path.join(run.directory, SETTINGS), train)
  atomic_file.remove_quietly(os.path.join(run.directory, RESULT))


RECORD_FILES = (SETTINGS, RESULT)  # And the hypotheses result.json names.


def finished_record(work_dir: str, config: str, seed: int) -> List[str]:
  """The files, relative to work_dir, that keep a finished run: its
  settings, result and test hypotheses (all the table, bootstrap and plot
  read); [] when the run has no result.json. Raises: ValueError naming a
  record whose hypotheses are missing or outside its run dir."""
  directory = run_dir(work_dir, config, seed)
  result = read_json(os.path.join(directory, RESULT))
  if result is None:
    return []
  hypotheses = os.path.normpath(result["hypotheses"])
  inside = os.path.relpath(directory, work_dir) + os.sep
  if not hypotheses.startswith(inside) or not os.path.isfile(
      os.path.join(work_dir, hypotheses)):
    raise ValueError(f"{os.path.join(directory, RESULT)}: its hypotheses "
                     f"{result['hypotheses']!r} are not a file of its run dir")
  return [os.path.join(inside, name) for name in RECORD_FILES] + [hypotheses]


def copy_finished(source_dir: str, target_dir: str, config: str,
                  seed: int, replace: bool = False) -> bool:
  """Copies the finished run (config, seed) of work dir source_dir into
  work dir target_dir, unless target_dir has finished it already (or
  with `replace`); True when copied. result.json goes last: an
  interrupted copy is an unfinished run. Raises: ValueError as
  finished_record."""
  files = finished_record(source_dir, config, seed)
  target = run_dir(target_dir, config, seed)
  if not files or (not replace and
                   read_json(os.path.join(target, RESULT)) is not None):
    return False
  os.makedirs(target, exist_ok=True)
  atomic_file.remove_quietly(os.path.join(target, RESULT))
  for name in sorted(files, key=lambda f: os.path.basename(f) == RESULT):
    shutil.copyfile(os.path.join(source_dir, name),
                    os.path.join(target_dir, name))
  return True


def import_finished(sources: Sequence[str], work_dir: str,
                    configs: Sequence[Config], seeds: Sequence[int],
                    train: Callable[[Config, int], dict],
                    decode: Callable[[Config], dict]) -> List[str]:
  """--import_runs: copies in the finished runs of `configs` x `seeds` of
  each source work dir that `plan` would skip there under this command's
  settings (`train(config, seed)`, `decode(config)`: a record has no
  checkpoint to decode again; copy_finished); a line per run copied or
  left out for its settings. Raises: ConfigError naming --import_runs: no
  such directory, a broken record."""
  lines = []
  for source in sources:
    if not os.path.isdir(source):
      raise ConfigError(f"--import_runs={source}: no such directory")
    for there in plan_all(source, configs, seeds, train, decode,
                          rerun=False):
      name = f"{there.config.name} seed {there.seed}"
      try:
        if there.action in ("refuse", "decode"):
          lines.append(f"{name}: not imported from {source}, made with "
                       f"other settings: {there.why}")
        elif there.action == "skip" and copy_finished(
            source, work_dir, there.config.name, there.seed):
          lines.append(f"{name}: finished run imported from {source}")
      except ValueError as e:
        raise ConfigError(f"--import_runs={source}: {e}") from None
  return lines


def export_finished(plans: Sequence["Plan"], work_dir: str,
                    target: str) -> str:
  """--export_runs: copies the finished runs among `plans` (action skip)
  to work dir `target`; returns what it did, naming the runs left out."""
  finished = [p for p in plans if p.action == "skip"]
  for run in finished:
    copy_finished(work_dir, target, run.config.name, run.seed, replace=True)
  left = [f"{p.config.name} seed {p.seed}" for p in plans
          if p.action != "skip"]
  return (f"exported {len(finished)} finished runs to {target}" +
          (f"; not finished, not exported: {', '.join(left)}" if left else ""))


@dataclasses.dataclass(frozen=True)
class Convergence:
  """How a run ended: `converged` when early stopping ended it; `best`:
  the (update, value) of its best evaluation; `last`: its last evaluated
  update."""
  converged: bool
  best: Tuple[int, float]
  last: int

  @property
  def status(self) -> str:
    return "converged" if self.converged else "not converged"


def convergence(history: Sequence[Tuple[int, float]], patience: int,
                delta: float, minimize: bool) -> Convergence:
  """Judges a run from its (update, dev metric) history in update order,
  with the trainer's early stopping rule (patience 0: never converged).
  Raises: ValueError for an empty history (the run never evaluated)."""
  from t2t_dyn.training import early_stopping  # pylint: disable=g-import-not-at-top
  if not history:
    raise ValueError("the run made no evaluation: no dev metric to judge")
  best = None
  for step, value in history:
    if best is None or (value < best[1] if minimize else value > best[1]):
      best = (step, value)
  converged = bool(patience) and early_stopping.has_plateaued(
      history, patience, delta, minimize)
  return Convergence(converged, best, history[-1][0])


def metric_curve(evaluations: Sequence[Tuple[int, Dict[str, float]]],
                 metric: str) -> List[Tuple[int, float]]:
  """(update, value) of `metric` (an early-stopping metric name: `chrf`,
  the mean over the validation tasks, or `chrf/TASK`; a Tensor2Tensor tag
  by its metric) in each evaluation that has it."""
  from t2t_dyn.training import early_stopping  # pylint: disable=g-import-not-at-top
  from t2t_dyn.utils import metrics as metrics_lib  # pylint: disable=g-import-not-at-top
  tag = metrics_lib.parse_summary_tag(metric)
  reader = early_stopping.ValidationMetric(
      metric, minimizes(metric), tag.metric if tag else "")
  curve = []
  for step, figures in evaluations:
    value = reader.value(figures)
    if value is not None:
      curve.append((step, value))
  return curve


def minimizes(metric: str) -> bool:
  """The trainer's default direction: losses fall, other metrics rise."""
  return metric.partition("/")[0] == "loss"
