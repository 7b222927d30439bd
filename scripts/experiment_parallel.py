"""An experiment's runs several at once, each in a process of its own.

Small models on a CPU use more than one thread poorly: the CPU-sized
setting of docs/evidence.md trains at 1.05 updates/s with two threads and
0.71 with one, so two one-thread runs side by side do 1.4. Each child is
scripts/experiment.py itself limited to one run (--only_run), its
TensorFlow thread pools given the available cores divided among the
children (TF_NUM_INTRAOP_THREADS, TF_NUM_INTEROP_THREADS); its output goes
to RUN_DIR.runner.txt (beside the run's directory, which a new run empties).
A child runs the sequential loop's code for its run; the parent reads
every run's result.json as that loop writes it.
"""

import concurrent.futures
import os
import signal
import subprocess
import sys
import threading
from typing import Callable, List, Sequence


def stop_on_sigterm() -> None:
  """Makes SIGTERM raise SystemExit in the main thread, so that a stopped
  experiment stops what it runs: subprocess.run kills its child (a
  trainer) on the way out, run_children terminates its children."""
  def handler(signum, frame):
    del frame
    sys.exit(128 + signum)
  signal.signal(signal.SIGTERM, handler)


def runner_log(run_dir: str) -> str:
  """Where a child's output goes."""
  return run_dir.rstrip(os.sep) + ".runner.txt"


def threads_per_run(parallel_runs: int) -> int:
  """The available cores divided among `parallel_runs`, at least 1."""
  cores = len(os.sched_getaffinity(0)) if hasattr(
      os, "sched_getaffinity") else (os.cpu_count() or 1)
  return max(1, cores // parallel_runs)


def child_command(script: str, argv: Sequence[str], config: str,
                  seed: int) -> List[str]:
  """The command of one run's child: this invocation's flags (`argv`, the
  script's arguments), then --only_run and --parallel_runs=1 (absl keeps a
  flag's last value)."""
  return [sys.executable, script, *argv, f"--only_run={config}:{seed}",
          "--parallel_runs=1"]


def run_children(runs: Sequence, parallel_runs: int, script: str,
                 argv: Sequence[str],
                 announce: Callable[[object, int], None]) -> None:
  """Runs `runs` (experiment_runs.Plan) as children, `parallel_runs` at a
  time, in their order, after `announce(run, threads)` for each. Waits
  for all. Raises: RuntimeError naming the logs of the runs that failed
  (the others finish first)."""
  threads = threads_per_run(parallel_runs)
  env = {**os.environ, "TF_NUM_INTRAOP_THREADS": str(threads),
         "TF_NUM_INTEROP_THREADS": str(threads)}
  for plan in runs:
    announce(plan, threads)

  children = []
  stopping = threading.Event()
  lock = threading.Lock()

  def run(plan) -> int:
    os.makedirs(os.path.dirname(plan.directory), exist_ok=True)
    with open(runner_log(plan.directory), "a", encoding="utf-8") as log:
      with lock:  # No child starts once the parent is stopping.
        if stopping.is_set():
          return -signal.SIGTERM
        child = subprocess.Popen(
            child_command(script, argv, plan.config.name, plan.seed),
            stdout=log, stderr=subprocess.STDOUT, env=env)
        children.append(child)
      return child.wait()

  pool = concurrent.futures.ThreadPoolExecutor(parallel_runs)
  try:
    codes = list(pool.map(run, runs))
  except BaseException:
    # Stopped (SIGTERM made SystemExit, or Ctrl-C): each running child is
    # told to stop, and stops its trainer (see stop_on_sigterm), rather
    # than training on with no parent to read its result.
    with lock:
      stopping.set()
    for child in children:
      if child.poll() is None:
        child.terminate()
    for child in children:
      child.wait()
    raise
  finally:
    pool.shutdown(wait=True)
  failed = [runner_log(plan.directory)
            for plan, code in zip(runs, codes) if code]
  if failed:
    raise RuntimeError(f"{len(failed)} of {len(runs)} runs failed; see "
                       f"{', '.join(failed)}")
