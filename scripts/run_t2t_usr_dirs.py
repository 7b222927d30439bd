r"""Runs real Tensor2Tensor usr dirs as their users did, and tabulates it.

  python scripts/run_t2t_usr_dirs.py --copies_dir=DIR [--work_dir=W] \
      [--only=slug,...] [--train_steps=20] [--timeout=900] \
      [--table=docs/tensor2tensor.md]

The set is listed in scripts/t2t_usr_dirs.yaml (repository, commit, the
paths taken, and how their users ran them). Their code is not part of
t2t_dyn: --copies_dir holds, per entry, `<slug>/upstream/` (the listed
paths of the repository at the listed commit, as they are) and
`<slug>/data/` (small local data in the layout the problem reads). Each
entry is run in a fresh directory, as its users would with t2t_dyn:

  1. the manifest's path edits point machine-specific absolute paths of
     the scripts at the copy (what each user edited on their machine);
  2. `dyn-upgrade` rewrites the copy (imports, TensorFlow 1 calls, the
     scripts' program names; its report is kept beside the results);
  3. the data files go where the problem reads them; HOME is the run's
     own directory; the entry's `requirements` (the Python packages its
     own setup.py / requirements.txt names, beyond TensorFlow and
     Tensor2Tensor: what its users pip-installed) are pip-installed into
     the run's `requirements/` (`pip install --target`, pinned to the
     venv's versions of what the venv has, unless a requirement names
     it: `numpy<2` for code written against pandas 1) and put on
     PYTHONPATH;
  4. the repository's own scripts run in order. To train on a CPU in
     seconds, `dyn-trainer` on PATH is a wrapper that appends
     --train_steps and a tiny model's sizes to the script's --hparams,
     and `dyn-translate-all` one that appends --min_steps=0 (its scripts
     skip checkpoints of fewer steps than a real run makes); nothing else
     of the scripts changes.

Each stage is recorded: imported (the usr dir imports: dyn-trainer
--registry_help; for a repository without one, whose launcher scripts
import their problems, `import <problems_module>`), datagen, trained (a checkpoint exists), decoded (the
decode step's output file is non-empty), with the first error line of a
failing step. The results table goes to stdout and, with --table, between
the markers in that markdown file: a run of every entry replaces the table;
an --only run merges its rows into it (the other rows kept, the counts
above it recomputed over all rows).
"""

import dataclasses
import os
import re
import shlex
import shutil
import subprocess
import sys
import time
from typing import Dict, List, Optional

from absl import app
from absl import flags
import yaml

FLAGS = flags.FLAGS
flags.DEFINE_string("copies_dir", None, "Local copies: <slug>/upstream/ and "
                    "<slug>/data/ per manifest entry.")
flags.DEFINE_string("manifest", os.path.join(os.path.dirname(__file__),
                                             "t2t_usr_dirs.yaml"),
                    "The list of usr dirs and how their users ran them.")
flags.DEFINE_string("work_dir", "/tmp/t2t_usr_dirs_run", "Runs go here "
                    "(each entry's directory is emptied first).")
flags.DEFINE_list("only", None, "Run only these slugs.")
flags.DEFINE_integer("train_steps", 20, "Training steps each run makes.")
flags.DEFINE_integer("timeout", 900, "Seconds a step may take.")
flags.DEFINE_string("table", None, "A markdown file whose results section "
                    "(between the markers) gets the table (with --only, "
                    "the rows run, merged).")

BEGIN, END = "<!-- usr-dir-results:begin -->", "<!-- usr-dir-results:end -->"
# A README's commands (steps no script holds) get dyn-upgrade's renames.
_PROGRAMS = re.compile(r"\bt2t-(datagen|trainer|decoder|translate-all|bleu|"
                       r"exporter|avg-all|query-server)\b")
STAGES = ("imported", "datagen", "trained", "decoded")
# A model of seconds on a CPU, by model family (Tensor2Tensor's names).
TINY = {"transformer": "hidden_size=32,filter_size=64,num_hidden_layers=1,"
                       "num_heads=2",
        "lstm": "hidden_size=16,num_hidden_layers=1"}
LSTM_ATTENTION = ",attention_layer_size=16"

_TRAINER_WRAPPER = r"""#!{python}
# dyn-trainer as the usr dir's script calls it, with a CPU-sized run:
# --train_steps and a tiny model appended to the script's own --hparams.
import os, sys
args = sys.argv[1:]
hparams, rest = [], []
i = 0
while i < len(args):
  arg = args[i]
  if arg == "--hparams" and i + 1 < len(args):
    hparams.append(args[i + 1]); i += 2; continue
  if arg.startswith("--hparams="):
    hparams.append(arg[len("--hparams="):]); i += 1; continue
  rest.append(arg); i += 1
model = next((a.split("=", 1)[1] for a in rest if a.startswith("--model=")),
             "transformer")
tiny = {tiny!r}["lstm" if model.startswith("lstm") else "transformer"]
if "attention" in model and model.startswith("lstm"):
  tiny += {lstm_attention!r}
own = hparams[-1].strip().strip(",") if hparams else ""
merged = ",".join(p for p in (own, tiny) if p)
rest = [a for a in rest if not a.startswith("--train_steps")]
os.execv({real!r}, [{real!r}, *rest, "--hparams=" + merged,
                    "--train_steps={steps}"])
"""


@dataclasses.dataclass
class StageResult:
  """One stage of one usr dir: passed, failed (with why) or not reached."""
  status: str = "not run"  # "yes", "no", "not run"
  cause: str = ""


@dataclasses.dataclass
class EntryResult:
  slug: str
  repository: str  # owner/name@commit (7 digits)
  models: str
  blocked: Optional[str]
  stages: Dict[str, StageResult]
  upgrade_report: str = ""


def _expand(text: str, run_dir: str, upstream: str) -> str:
  """$UPSTREAM: the ported copy; $HOME: the run's home; {train_steps}:
  the steps each run trains (a file named after a checkpoint's step)."""
  return text.replace("$UPSTREAM", upstream).replace(
      "$HOME", os.path.join(run_dir, "home")).replace(
          "{train_steps}", str(FLAGS.train_steps))


def _first_error(output: str) -> str:
  """The line of a step's output that says what went wrong (with the next
  when it ends in a colon), the run's directory written as "RUN"."""
  lines = [l.strip() for l in output.splitlines() if l.strip()]
  for pattern in (r"error: ", r"Error: ", r"Error\b", r"refused", r"FATAL"):
    for at, line in enumerate(lines):
      if re.search(pattern, line) and not line.startswith(("E0000",
                                                           "W0000")):
        if line.endswith(":") and at + 1 < len(lines):
          line += " " + lines[at + 1]
        return _short(line)
  return _short(lines[-1]) if lines else "(no output)"


def _short(line: str) -> str:
  return line.replace(os.path.abspath(FLAGS.work_dir), "RUN")[:300]


def _wait_for_session(session: int, deadline: float) -> None:
  """Waits until no process of the step's session is left (a script that
  runs its trainer with `nohup ... &` returns before training ends)."""
  while time.time() < deadline:
    alive = False
    for pid in os.listdir("/proc"):
      if pid.isdigit():
        try:
          if os.getsid(int(pid)) == session:
            alive = True
            break
        except (ProcessLookupError, PermissionError):
          continue
    if not alive:
      return
    time.sleep(2)


def _run(command: str, cwd: str, env: Dict[str, str], log_path: str,
         timeout: int) -> subprocess.CompletedProcess:
  """A step's command in its own session, waiting for its background
  processes too; output appended to log_path."""
  start = time.time()
  with open(log_path, "a", encoding="utf-8") as log:
    log.write(f"\n$ (cd {cwd}; {command})\n")
    log.flush()
    process = subprocess.Popen(["bash", "-c", command], cwd=cwd, env=env,
                               stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True,
                               start_new_session=True)
    try:
      output, _ = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
      os.killpg(process.pid, 9)
      output, _ = process.communicate()
      output += f"\nstep timed out after {timeout} s"
      process.returncode = 124
    _wait_for_session(process.pid, start + timeout)
    log.write(output)
  return subprocess.CompletedProcess(command, process.returncode, output)


def _bin_dir() -> str:
  return os.path.dirname(shutil.which("dyn-trainer") or sys.executable)


def _prepare(entry: dict, copies: str, run_dir: str) -> str:
  """Copies, edits, upgrades and places data; returns the ported tree."""
  shutil.rmtree(run_dir, ignore_errors=True)
  os.makedirs(os.path.join(run_dir, "home"))
  edited = os.path.join(run_dir, "edited")
  shutil.copytree(os.path.join(copies, entry["slug"], "upstream"), edited)
  ported = os.path.join(run_dir, "ported")
  for edit in entry.get("path_edits") or []:
    path = os.path.join(edited, edit["file"])
    with open(path, encoding="utf-8") as f:
      text = f.read()
    old = edit["from"]
    new = _expand(edit["to"], run_dir, ported)
    if old not in text:
      raise RuntimeError(f"path edit of {edit['file']}: {old!r} not found")
    with open(path, "w", encoding="utf-8") as f:
      f.write(text.replace(old, new))
  report = os.path.join(run_dir, "upgrade_report.txt")
  upgrade = subprocess.run(
      [os.path.join(_bin_dir(), "dyn-upgrade"), f"--intree={edited}",
       f"--outtree={ported}", f"--reportfile={report}"],
      capture_output=True, text=True, check=False)
  if upgrade.returncode != 0:
    raise RuntimeError(f"dyn-upgrade failed: {_first_error(upgrade.stderr)}")
  for item in entry.get("data") or []:
    target = _expand(item["to"], run_dir, ported)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    shutil.copyfile(os.path.join(copies, entry["slug"], item["from"]),
                    target)
  _install_requirements(entry, run_dir)
  return ported


def _installed_pins() -> List[str]:
  """`name==version` of every distribution the venv has: a requirement's
  dependencies resolve to the venv's own versions (one numpy, one
  protobuf), whichever copy Python finds first."""
  from importlib import metadata  # pylint: disable=g-import-not-at-top
  return sorted({f"{d.metadata['Name']}=={d.version}"
                 for d in metadata.distributions() if d.metadata["Name"]})


def _canonical(name: str) -> str:
  return re.sub(r"[-_.]+", "-", name).lower()


def pins_kept(pins: List[str], requirements: List[str]) -> List[str]:
  """The venv's `name==version` pins less those the entry's own
  requirements name (PEP 508 names, compared canonically)."""
  from packaging import requirements as pep508  # pylint: disable=g-import-not-at-top
  own = set()
  for requirement in requirements:
    try:
      own.add(_canonical(pep508.Requirement(requirement).name))
    except pep508.InvalidRequirement:
      pass  # A wheel's path or a URL: it names no pin to replace.
  return [pin for pin in pins if _canonical(pin.split("==")[0]) not in own]


def _install_requirements(entry: dict, run_dir: str) -> None:
  """pip-installs the entry's `requirements` into run_dir/requirements.
  A requirement naming a distribution the venv has (`numpy<2` for code
  written against pandas 1) replaces the venv's pin; that run alone sees
  its version. Raises: RuntimeError with pip's error."""
  requirements = entry.get("requirements") or []
  if not requirements:
    return
  constraints = os.path.join(run_dir, "constraints.txt")
  with open(constraints, "w", encoding="utf-8") as f:
    f.write("".join(f"{pin}\n" for pin in
                    pins_kept(_installed_pins(), requirements)))
  pip = subprocess.run(
      [sys.executable, "-m", "pip", "install", "--quiet",
       "--disable-pip-version-check", "--target",
       os.path.join(run_dir, "requirements"), "-c", constraints,
       *requirements], capture_output=True, text=True, check=False)
  if pip.returncode != 0:
    raise RuntimeError(f"pip install {' '.join(requirements)}: "
                       f"{_first_error(pip.stdout + pip.stderr)}")


def _environment(run_dir: str, entry: dict, ported: str) -> Dict[str, str]:
  """HOME is the run's; dyn-trainer is the CPU-sized wrapper."""
  shims = os.path.join(run_dir, "bin")
  os.makedirs(shims, exist_ok=True)
  wrapper = os.path.join(shims, "dyn-trainer")
  with open(wrapper, "w", encoding="utf-8") as f:
    f.write(_TRAINER_WRAPPER.format(
        python=sys.executable, tiny=TINY, lstm_attention=LSTM_ATTENTION,
        real=os.path.join(_bin_dir(), "dyn-trainer"),
        steps=FLAGS.train_steps))
  os.chmod(wrapper, 0o755)
  translate_all = os.path.join(shims, "dyn-translate-all")
  with open(translate_all, "w", encoding="utf-8") as f:
    f.write(f"#!/bin/sh\nexec {os.path.join(_bin_dir(), 'dyn-translate-all')}"
            f" \"$@\" --min_steps=0\n")
  os.chmod(translate_all, 0o755)
  env = dict(os.environ)
  env.update(HOME=os.path.join(run_dir, "home"),
             PATH=os.pathsep.join([shims, _bin_dir(), env["PATH"]]),
             TF_CPP_MIN_LOG_LEVEL="2")
  for name, value in (entry.get("env") or {}).items():
    env[name] = _expand(str(value), run_dir, ported)
  if entry.get("requirements"):
    env["PYTHONPATH"] = os.pathsep.join(
        p for p in (env.get("PYTHONPATH"),
                    os.path.join(run_dir, "requirements")) if p)
  return env


def _made(run_dir: str, name_test) -> List[str]:
  """Files under the run whose names pass `name_test` (a script that pipes
  its programs through grep exits 0 whatever they did)."""
  found = []
  for root, _, files in os.walk(run_dir):
    found += [os.path.join(root, f) for f in files if name_test(root, f)]
  return found


def _checkpoints(run_dir: str) -> List[str]:
  return _made(run_dir, lambda root, name: name.endswith(".index"))


def _shard_manifests(run_dir: str) -> List[str]:
  return _made(run_dir, lambda root, name: name == "manifest.json" and
               os.path.basename(root) == "shards")


def run_entry(entry: dict, copies: str) -> EntryResult:
  """Runs one usr dir's steps; every stage's outcome recorded."""
  slug = entry["slug"]
  run_dir = os.path.join(FLAGS.work_dir, slug)
  result = EntryResult(slug, f"{entry['repository']}@{entry['commit'][:7]}",
                       ", ".join(entry.get("models") or []),
                       entry.get("blocked"),
                       {stage: StageResult() for stage in STAGES})
  try:
    ported = _prepare(entry, copies, run_dir)
  except (RuntimeError, OSError) as e:
    result.stages["imported"] = StageResult("no", f"set-up: {e}")
    return result
  result.upgrade_report = os.path.join(run_dir, "upgrade_report.txt")
  env = _environment(run_dir, entry, ported)
  log = os.path.join(run_dir, "steps.log")
  cwd = os.path.join(ported, entry.get("cwd") or ".")
  if entry.get("usr_dir"):
    imported = _run(f"dyn-trainer --t2t_usr_dir={shlex.quote(os.path.join(ported, entry['usr_dir']))} --registry_help",
                    ported, env, log, FLAGS.timeout)
  else:
    # No usr dir: its launcher scripts import the module registering the
    # problems (problems_module) before handing over to a program's main.
    imported = _run(
        f"{shlex.quote(sys.executable)} -c 'import "
        f"{entry['problems_module']}; from t2t_dyn.foundation import registry; "
        f"print(registry.help_string())'", cwd, env, log, FLAGS.timeout)
  result.stages["imported"] = (StageResult("yes") if imported.returncode == 0
                               else StageResult("no", _first_error(
                                   imported.stdout)))
  if imported.returncode != 0:
    return result
  for step in entry["steps"]:
    stage = {"datagen": "datagen", "train": "trained",
             "decode": "decoded"}[step["stage"]]
    command = _PROGRAMS.sub(r"dyn-\1", step["command"])
    outcome = _run(_expand(command, run_dir, ported), cwd, env, log,
                   FLAGS.timeout)
    ok = outcome.returncode == 0
    note = ""
    if ok and stage == "trained":
      ok = bool(_checkpoints(run_dir))
    if ok and stage == "datagen":
      ok = bool(_shard_manifests(run_dir))
    decodes = [s for s in entry["steps"] if s["stage"] == "decode"]
    last_decode = bool(decodes) and step is decodes[-1]
    if stage == "decoded" and last_decode:
      output = _expand(entry["decode_output"], run_dir, ported)
      decoded = os.path.isfile(output) and os.path.getsize(output) > 0
      if decoded and not ok:
        # The translations are there; what failed is the script's own
        # post-processing.
        note = f"after decoding, the script failed: " + _first_error(
            outcome.stdout)
      ok = decoded
    if not ok:
      cause = _first_error(outcome.stdout)
      if outcome.returncode == 0:
        cause = {"trained": "no checkpoint written",
                 "datagen": "no shards written"}.get(
                     stage, f"no output in {entry['decode_output']}")
        error = _first_error(outcome.stdout)
        if error != "(no output)":
          cause += f" ({error})"
      result.stages[stage] = StageResult("no", cause)
      return result
    result.stages[stage] = StageResult("yes", note)
    if stage == "trained" and not any(s["stage"] == "datagen"
                                      for s in entry["steps"]):
      # Its trainer made the data (--generate_data).
      result.stages["datagen"] = StageResult("yes")
  return result


HEADER = ("| usr dir | repository | models | imported | datagen | trained | "
          "decoded | why not, or what else failed |\n"
          "| --- | --- | --- | --- | --- | --- | --- | --- |")


def _cells(row: str) -> List[str]:
  """A table row's cells (a cell's escaped "\\|" kept in it)."""
  return [c.strip() for c in re.split(r"(?<!\\)\|", row.strip())[1:-1]]


def table_of_rows(rows: List[str]) -> str:
  """Rows of the results table under its header, the counts above it
  (read from the rows: all four stages "yes", or a "blocked:" reason)."""
  cells = [_cells(row) for row in rows]
  blocked = sum(c[-1].startswith("blocked:") for c in cells)
  complete = sum(not c[-1].startswith("blocked:") and
                 all(s == "yes" for s in c[3:3 + len(STAGES)])
                 for c in cells)
  return (f"{complete} of {len(rows) - blocked} runnable usr dirs import, "
          f"generate data, train and decode with only `dyn-upgrade`; "
          f"{blocked} cannot run on any TensorFlow 2 library (reason in "
          f"the table).\n\n{HEADER}\n" + "".join(f"{r}\n" for r in rows))


def merged_rows(old_table: str, new_rows: List[str]) -> List[str]:
  """The old table's rows with those of the same usr dir replaced by
  new_rows (in place); new usr dirs after them."""
  new = {_cells(r)[0]: r for r in new_rows}
  kept = []
  for line in old_table.splitlines():
    if line.startswith("| ") and not line.startswith(("| usr dir |",
                                                      "| --- |")):
      kept.append(new.pop(_cells(line)[0], line))
  return kept + list(new.values())


def table(results: List[EntryResult]) -> str:
  """The results as a markdown table, with the counts above it."""
  return table_of_rows(rows(results))


def rows(results: List[EntryResult]) -> List[str]:
  """One markdown table row per result."""
  lines = []
  for r in results:
    failure = next((f"{stage}: {s.cause}" for stage, s in r.stages.items()
                    if s.status == "no"), "") or "; ".join(
                        f"{stage}: {s.cause}" for stage, s in r.stages.items()
                        if s.cause)
    if r.blocked:
      failure = f"blocked: {r.blocked}"
    cells = [r.slug, r.repository, r.models] + [
        {"yes": "yes", "no": "**no**", "not run": "-"}[r.stages[s].status]
        for s in STAGES] + [failure.replace("|", "\\|")]
    lines.append("| " + " | ".join(cells) + " |")
  return lines


def write_table(path: str, results: List[EntryResult], merge: bool) -> str:
  """Puts the results' table between the markers of `path` (merged into
  the rows there when `merge`); returns the table written."""
  with open(path, encoding="utf-8") as f:
    document = f.read()
  if BEGIN not in document or END not in document:
    raise app.UsageError(f"--table={path}: no {BEGIN} ... {END} section")
  head, rest = document.split(BEGIN, 1)
  old, tail = rest.split(END, 1)
  text = table_of_rows(merged_rows(old, rows(results)) if merge
                       else rows(results))
  with open(path, "w", encoding="utf-8") as f:
    f.write(f"{head}{BEGIN}\n{text}{END}{tail}")
  return text


def main(argv):
  del argv
  if not FLAGS.copies_dir or not os.path.isdir(FLAGS.copies_dir):
    raise app.UsageError(f"--copies_dir={FLAGS.copies_dir}: not a "
                         f"directory of usr dir copies")
  with open(FLAGS.manifest, encoding="utf-8") as f:
    entries = yaml.safe_load(f)["usr_dirs"]
  if FLAGS.only:
    unknown = set(FLAGS.only) - {e["slug"] for e in entries}
    if unknown:
      raise app.UsageError(f"--only: not in {FLAGS.manifest}: "
                           f"{', '.join(sorted(unknown))}")
    entries = [e for e in entries if e["slug"] in FLAGS.only]
  results = []
  for entry in entries:
    if not os.path.isdir(os.path.join(FLAGS.copies_dir, entry["slug"],
                                      "upstream")):
      raise app.UsageError(f"--copies_dir={FLAGS.copies_dir}: no "
                           f"{entry['slug']}/upstream/ (copy "
                           f"{entry['repository']} at {entry['commit']})")
    started = time.time()
    result = run_entry(entry, FLAGS.copies_dir)
    results.append(result)
    print(f"{entry['slug']}: " + ", ".join(
        f"{stage} {s.status}" for stage, s in result.stages.items()) +
          f" ({time.time() - started:.0f} s)", flush=True)
  print(table(results))
  if FLAGS.table:
    merged = write_table(FLAGS.table, results, merge=bool(FLAGS.only))
    if FLAGS.only:
      print(f"{FLAGS.table}: " + merged.splitlines()[0])


if __name__ == "__main__":
  app.run(main)
