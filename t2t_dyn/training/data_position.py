"""What a saved data position refers to, and how it carries over to an
edited data config.

A checkpoint's position (PipelineState) counts lines per training
task, in config order. Saved beside it, `DataIdentity` names the tasks, a
fingerprint of each task's lines (its shard files) and of how lines become
ids (the set-up's segmentation models and vocabulary), and a signature of
everything that decides the batches (the config, the data hparams).

Resuming with the same signature replays the interrupted window exactly.
With another signature (a task added or removed, weights, stages, transform
options or batch settings changed) the run goes on from the step it stopped
at with a new window: every task that is still there continues where its
interrupted window ended, which is where an uninterrupted run's next window
would start; the examples of that window not trained on yet are counted
and reported; a new task starts at its first line; a removed task's
position is dropped; the stage in force continues by name. Lines whose
files changed, or a changed segmentation or vocabulary, cannot carry over:
an error, unless the run resets its position (every task at its first
line, the stages from the first, at the current step).
"""

import dataclasses
import hashlib
import json
from typing import Callable, Optional, Sequence, Tuple

from t2t_dyn.config.data_config import DataConfig
from t2t_dyn.mixing import stages as stages_lib
from t2t_dyn.shards import manifest as manifest_lib


class DataPositionError(ValueError):
  """A saved position that cannot carry over to this config."""


@dataclasses.dataclass(frozen=True)
class DataIdentity:
  """What a data position refers to (see the module docstring)."""
  tasks: Tuple[str, ...]
  task_lines: Tuple[str, ...]
  encoding: str
  stages: Tuple[str, ...]
  signature: str

  def to_json(self) -> str:
    return json.dumps(dataclasses.asdict(self), sort_keys=True)

  @classmethod
  def from_json(cls, text: str) -> Optional["DataIdentity"]:
    """None for "" (a checkpoint that recorded none)."""
    if not text:
      return None
    record = json.loads(text)
    return cls(**{k: tuple(v) if isinstance(v, list) else v
                  for k, v in record.items()})


def _sha(value) -> str:
  return hashlib.sha256(json.dumps(value, sort_keys=True).encode()
                        ).hexdigest()


def identity(config: DataConfig, data_dir: str, setup_record: dict,
             data_hparams: dict) -> DataIdentity:
  """The identity of `config`'s training data in `data_dir` under the
  set-up whose record (setup.json) is given, batched by `data_hparams`."""
  manifest = manifest_lib.read_manifest(data_dir)
  tasks = config.tasks_of_split("train")
  task_lines = tuple(
      _sha([[f["sha256"] for f in shard["files"].values()]
            for shard in manifest["tasks"][t.shard_task]["shards"]])
      for t in tasks)
  encoding = _sha({"models": {k: v.get("sha256") for k, v in
                              setup_record.get("models", {}).items()},
                   "vocab_size": setup_record.get("vocab_size"),
                   "specials": setup_record.get("specials")})
  names = tuple(t.name for t in tasks)
  stage_names = tuple(stage.name for stage in config.stages)
  signature = _sha({"config": config.raw, "data": data_hparams,
                    "tasks": names, "task_lines": task_lines,
                    "encoding": encoding})
  return DataIdentity(names, task_lines, encoding, stage_names, signature)


def carry_over(state, saved: DataIdentity, current: DataIdentity,
               step: int, log: Callable[[str], None] = print):
  """The position to continue from at `step` with the current config,
  given the checkpoint's `state` (a PipelineState) and identity.
  Logs one line per task. Raises: DataPositionError for changed lines or
  encoding."""
  problems = []
  if saved.encoding != current.encoding:
    problems.append("the set-up's segmentation models or vocabulary "
                    "changed, so the lines would become other ids")
  changed = [name for name, lines in zip(current.tasks, current.task_lines)
             if name in saved.tasks and
             saved.task_lines[saved.tasks.index(name)] != lines]
  if changed:
    problems.append(f"the shards of task(s) {', '.join(changed)} changed, so "
                    f"their line numbers name other lines")
  if problems:
    raise DataPositionError(
        f"the checkpoint's data position cannot carry over to this config: "
        f"{'; '.join(problems)}. Train into a new --output_dir (with "
        f"--warm_start_from to keep the model), or pass "
        f"--reset_data_position to start every task at its first line")
  ends = state.window_end_consumed or state.task_consumed
  consumed = []
  log(f"data position: the config or data settings changed since the "
      f"checkpoint; from step {step} a new window begins:")
  for name in current.tasks:
    if name in saved.tasks:
      i = saved.tasks.index(name)
      consumed.append(ends[i])
      pending = state.pending[i] if state.pending else 0
      log(f"data: task {name}: continues at line {ends[i]:,}, where its "
          f"interrupted window ended ({pending:,} examples of that window "
          f"not trained on)")
    else:
      consumed.append(0)
      log(f"data: task {name}: new, starts at its first line")
  for i, name in enumerate(saved.tasks):
    if name not in current.tasks:
      log(f"data: task {name}: removed (its position, {ends[i]:,} lines "
          f"consumed, is dropped)")
  return dataclasses.replace(
      state, window=state.window + 1, batches_in_window=0,
      batches_before_window=0, start_step=step, task_consumed=consumed,
      window_end_consumed=None, pending=None,
      stage=_stage(state.stage, saved, current, consumed, step, log))


def _stage(stage: Optional[stages_lib.StageState], saved: DataIdentity,
           current: DataIdentity, consumed: Sequence[int], step: int,
           log: Callable[[str], None]) -> Optional[stages_lib.StageState]:
  if not current.stages:
    return None
  name = saved.stages[stage.index] if stage is not None else None
  if name in current.stages:
    start = [stage.start_consumed[saved.tasks.index(task)]
             if task in saved.tasks else 0 for task in current.tasks]
    log(f"data: stage {name} continues (it began at step "
        f"{stage.start_step})")
    return stages_lib.StageState(current.stages.index(name),
                                 stage.start_step, tuple(start))
  log(f"data: stage {name or '(none)'} is not in this config: its stages "
      f"start at {current.stages[0]} at step {step}")
  return stages_lib.StageState(0, step, tuple(consumed))


def reset(state, current: DataIdentity, step: int,
          log: Callable[[str], None] = print):
  """--reset_data_position: every task at its first line at `step`."""
  log(f"data position: reset at step {step} (--reset_data_position): every "
      f"task starts at its first line" +
      (f", the stages at {current.stages[0]}" if current.stages else ""))
  n = len(current.tasks)
  return dataclasses.replace(
      state, window=state.window + 1, batches_in_window=0,
      batches_before_window=0, start_step=step, task_consumed=[0] * n,
      window_end_consumed=None, pending=None,
      stage=(stages_lib.StageState(0, step, (0,) * n) if current.stages
             else None))

