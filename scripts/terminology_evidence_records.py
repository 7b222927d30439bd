"""What each output scripts/terminology_evidence.py keeps under OUT_DIR was
made from, so that a rerun with other inputs or settings never reuses one
silently.

OUT_DIR/made_from.json holds, per step, the settings and input digests
(sha256 of the files' contents) its outputs were made from; a rerun
compares them with its own (experiment_runs.differences names each
changed one):
  align  OUT/align/*.align.gz (eflomal, not deterministic, so kept): made
         from other inputs, they are made again (`reusable`);
  runs   OUT/work's trained runs: experiment.py refuses a run whose config
         text changed, but the data behind the config's paths (the slice
         and its alignment file) it does not read: made from other data,
         the command is refused before anything runs (`check_runs`),
         naming the changed setting, unless experiment.py reruns them.
The scores each run keeps (RUN_DIR/terms.json) carry their own record
(terminology_evidence_score): stale ones are redone.
"""

import os
from typing import Dict, List, Mapping, Optional

import experiment_runs as runs_lib

RECORD = "made_from.json"


class StaleOutputError(ValueError):
  """Outputs under OUT_DIR made from other inputs or settings, which the
  script will not redo by itself (the message names them)."""


def digests(paths: Mapping[str, str]) -> Dict[str, str]:
  """{name: sha256 of the file's contents} of each of `paths`."""
  return {name: runs_lib.file_digest(path) for name, path in paths.items()}


def changes(recorded: Optional[dict], settings: dict) -> Optional[List[str]]:
  """"key: old -> new" for each setting that differs from `recorded`;
  None when there is no record (outputs of an older script, or none)."""
  if recorded is None:
    return None
  return runs_lib.differences(recorded, settings)


def _records(out: str) -> dict:
  return runs_lib.read_json(os.path.join(out, RECORD)) or {}


def record(out: str, step: str, settings: dict) -> None:
  """Notes that `step`'s outputs are now made from `settings`."""
  records = _records(out)
  records[step] = settings
  runs_lib.write_json(os.path.join(out, RECORD), records)


def reusable(out: str, step: str, settings: dict, paths: List[str],
             log=print) -> bool:
  """Whether `step`'s outputs `paths` exist and were made from `settings`;
  when some exist but are not (or their record is missing), says which
  file and setting before the caller makes them again."""
  present = [p for p in paths if os.path.exists(p)]
  if not present:
    return False
  changed = changes(_records(out).get(step), settings)
  if changed == [] and len(present) == len(paths):
    return True
  why = ("no record of what made it (older script)" if changed is None
         else "; ".join(changed) or "some files are missing")
  log(f"{present[0]}: made from other inputs ({why}): making {step} again",
      flush=True)
  return False


def check_runs(out: str, work: str, settings: dict, rerun: bool) -> None:
  """Refuses trained runs under `work` made from other data than
  `settings`, then records `settings` for the runs about to be made.
  `rerun`: experiment.py redoes every run from scratch (--rerun). Raises:
  StaleOutputError naming the run directory and each changed setting."""
  runs = os.path.join(work, "runs")
  trained = sorted(
      os.path.join(runs, config, seed)
      for config in (os.listdir(runs) if os.path.isdir(runs) else ())
      if os.path.isdir(os.path.join(runs, config))
      for seed in os.listdir(os.path.join(runs, config))
      if os.path.isdir(os.path.join(runs, config, seed)))
  changed = changes(_records(out).get("runs"), settings)
  if trained and changed != [] and not rerun:
    why = ("there is no record of the data they were trained on (made by "
           "an older script)" if changed is None else
           "they were trained on other data: " + "; ".join(changed))
    raise StaleOutputError(
        f"{trained[0]} ({len(trained)} run dirs under {runs}): {why}; "
        f"remove {work}, add --rerun to --experiment_flags, or use "
        f"another --out_dir")
  record(out, "runs", settings)
