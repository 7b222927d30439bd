"""What the benchmark scripts share: a data dir made ready, untimed."""

import os
import re
import subprocess
import sys
import time
from typing import Dict, List, Sequence

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def setup_usable(problem, data_dir: str) -> bool:
  """Whether data_dir holds a transform set-up of `problem` that this
  version of t2t_dyn restores (one made by another version is not)."""
  # pylint: disable-next=g-import-not-at-top
  from t2t_dyn.setup import transform_setup
  # pylint: disable-next=g-import-not-at-top
  from t2t_dyn.transforms.segmentation_cache import SegmentationSetupError
  setup_dir = transform_setup.setup_dir_of(problem.get_data_config(),
                                           data_dir)
  if not os.path.isfile(os.path.join(setup_dir, transform_setup.SETUP_FILE)):
    return False
  try:
    problem.transform_setup(data_dir)
  except SegmentationSetupError as e:
    print(f"rebuilding the set-up in {data_dir} (not timed): {e}")
    return False
  return True


def prepare(problem, data_dir: str) -> bool:
  """Runs dyn-datagen's shard and vocab stages for `problem` into data_dir
  when its transform set-up is missing or was made by another version
  (quietly: not part of any timing). Returns whether it ran them (else it
  only loaded the set-up, as a trainer's start-up does)."""
  if setup_usable(problem, data_dir):
    return False
  print(f"datagen into {data_dir} (not timed; shards already made are kept)")
  quiet = lambda message: None
  problem.generate_shards(data_dir, os.path.join(data_dir, "tmp"), log=quiet)
  problem.generate_vocab(data_dir, os.path.join(data_dir, "tmp"), log=quiet)
  return True


def run_logged(command: List[str], log_path: str) -> float:
  """Runs `python -m command...` (a t2t_dyn program) from the repository
  root, its output appended to log_path; returns its seconds. Raises:
  RuntimeError naming the log when it fails."""
  start = time.perf_counter()
  with open(log_path, "a", encoding="utf-8") as log:
    log.write("$ " + " ".join(command) + "\n")
    log.flush()
    result = subprocess.run([sys.executable, "-m"] + command, stdout=log,
                            stderr=subprocess.STDOUT, cwd=REPO, check=False)
  if result.returncode:
    raise RuntimeError(f"{command[0]} failed (exit {result.returncode}); "
                       f"see {log_path}")
  return time.perf_counter() - start


# A trainer progress line: step, loss, steps/s, tokens/s, input wait.
_PROGRESS = re.compile(r"^step (\d+) loss ([0-9.]+) .* steps/s ([0-9.]+) "
                       r"tokens/s ([0-9]+) input_wait ([0-9.]+)% ")


def measured_rates(lines: Sequence[str], after_step: int,
                   every: int) -> Dict[str, float]:
  """From a trainer's progress lines (one per `every` updates) after
  update `after_step`: real (non-pad) tokens/s, seconds per update and the
  input-wait share over those updates, and the last loss. Raises:
  ValueError when no progress line comes after `after_step`."""
  tokens = seconds = wait = 0.0
  updates, loss = 0, None
  for line in lines:
    match = _PROGRESS.match(line)
    if match and int(match.group(1)) > after_step:
      interval = every / float(match.group(3))
      tokens += float(match.group(4)) * interval
      wait += float(match.group(5)) / 100 * interval
      seconds += interval
      updates += every
      loss = float(match.group(2))
  if not updates:
    raise ValueError(f"no progress line after update {after_step}")
  return {"tokens_per_second": tokens / seconds,
          "seconds_per_update": seconds / updates,
          "input_wait": wait / seconds, "loss": loss}
