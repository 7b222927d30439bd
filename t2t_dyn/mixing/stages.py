"""The curriculum stage in force: advancing through the config's stages
(config.stage_specs: their weights, options and ends).

Stages advance when a window is drawn (see batches.pipeline): the state is a
function of the window's step, each task's lines consumed and the
evaluations up to that step (validation_feed), so they are deterministic,
resume exactly, and switch where the end falls (a window is cut there).
"""

import dataclasses
from typing import Optional, Sequence, Tuple

from t2t_dyn.config.stage_specs import Stage
from t2t_dyn.mixing import validation_feed


@dataclasses.dataclass(frozen=True)
class StageState:
  """The stage in force, and where it began: the step and each training
  task's lines consumed."""
  index: int
  start_step: int
  start_consumed: Tuple[int, ...]


def advance(stages: Sequence[Stage], state: StageState, step: int,
            consumed: Sequence[int], epoch_lines: Sequence[int],
            feed: Optional[validation_feed.ValidationFeed] = None
            ) -> StageState:
  """The stage in force for a window drawn at `step` after `consumed` lines
  per task: `state`, or a later stage whose predecessors have ended. A
  stage that ends on validation reads the evaluations after its start up
  to `step` from `feed` (waiting for them); without a feed it goes on.
  Raises: validation_feed.Closed."""
  while state.index + 1 < len(stages):
    stage = stages[state.index]
    if stage.until_validation is not None:
      done = feed is not None and stage.until_validation.ended(
          [e for e in feed.until(step) if e.step > state.start_step])
    elif stage.until_updates is not None:
      done = step - state.start_step >= stage.until_updates
    elif stage.until_task is not None:
      t = stage.until_task
      done = (consumed[t] - state.start_consumed[t] >=
              stage.until_epochs * epoch_lines[t])
    else:
      done = False
    if not done:
      break
    state = StageState(state.index + 1, step, tuple(consumed))
  return state
