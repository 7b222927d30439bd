"""A data position saved by an earlier version resumes to the batches it
resumed to then: the checkpoint's int64 `data_position` vector keeps its
meaning across rewrites of the task streams.

VECTORS and DIGESTS were written by the code before the task streams were
split into units of their own (issue 59, main at 6d778d9): the position
after 40 batches of each path (native transforms, and every task in
Python; its tasks stand mid-epoch, past a chunk's and a shard's edge) and
the sha256 of the NEXT batches the uninterrupted run drew after it. A
change that moves one example, one piece of noise or one word link
changes a digest.
"""

import hashlib

import numpy as np
import pytest

from t2t_dyn.batches.data_plan import DataPlan
from t2t_dyn.batches.pipeline_state import PipelineState
from t2t_dyn.hparams.data_hparams import DataHParams
from t2t_dyn.test_utils import build_problem, write_lines

HP = DataHParams(batch_size=512, window_size=64, max_length=40, seed=5)
NEXT = 8
# Written by main at 6d778d9 (before the split), native and Python paths.
VECTORS = {
    False: [13, 1, 39, 0, 3, 1519, 248, 138, 1611, 271, 148, 15, 23, 4],
    True: [13, 1, 39, 0, 3, 1519, 248, 138, 1611, 271, 148, 15, 23, 4],
}
DIGESTS = {
    False: "d13f49a3db1bbb93412bf7e3ed32c324ceb50d146899f9332566fafe0aa917a2",
    True: "8c075a5ce53a8a89b1c3bed7abee1c3311d34023ba824eb8694d3f71e84f7810",
}


def _config(root):
  """Three tasks reaching every part of a stream: line scores and input
  weights (line sampling), word links through noise, a monolingual task
  made parallel, two shards each, lines longer than max_length."""
  rng = np.random.default_rng(59)

  def sentence(low, high):
    return " ".join(f"w{rng.integers(60)}"
                    for _ in range(rng.integers(low, high)))
  write_lines(root / "a.src", [sentence(1, 12) for _ in range(700)])
  write_lines(root / "a.tgt", [sentence(1, 12) for _ in range(700)])
  write_lines(root / "a.scores", [f"{rng.uniform(-2, 1):.3f}"
                                  for _ in range(700)])
  write_lines(root / "b.src", [sentence(1, 50) for _ in range(300)])
  write_lines(root / "b.tgt", [sentence(1, 50) for _ in range(300)])
  write_lines(root / "b.scores", [f"{rng.uniform(-1, 1):.3f}"
                                  for _ in range(300)])
  pairs = [(sentence(1, 9), sentence(1, 9)) for _ in range(600)]
  write_lines(root / "l.src", [s for s, _ in pairs])
  write_lines(root / "l.tgt", [t for _, t in pairs])
  write_lines(root / "l.links", [
      " ".join(f"{i}-{min(i, len(t.split()) - 1)}"
               for i in range(len(s.split())) if rng.random() < 0.7)
      for s, t in pairs])
  write_lines(root / "m.txt", [sentence(2, 15) for _ in range(500)])
  return {
      "meta": {"shard": {"n_shards": 2}},
      "tasks": {
          "scored": {
              "transforms": ["drop", "reorder"],
              "score_threshold": -1.5,
              "score_weighting": {"type": "exp", "scale": 1.0},
              "inputs": {"a": {"src": "a.src", "tgt": "a.tgt",
                               "scores": "a.scores"},
                         "b": {"src": "b.src", "tgt": "b.tgt",
                               "scores": "b.scores", "weight": 0.5}}},
          "linked": {
              "weight": 0.5, "transforms": ["drop", "reorder"],
              "inputs": {"l": {"src": "l.src", "tgt": "l.tgt",
                               "alignment": "l.links"}}},
          "mono": {
              "type": "mono", "weight": 0.3,
              "transforms": ["duplicate_mono", "drop"],
              "inputs": {"m": {"mono": "m.txt"}}}}}


@pytest.fixture(name="problem", scope="module")
def problem_fixture(tmp_path_factory):
  root = tmp_path_factory.mktemp("saved_position")
  return build_problem(root, _config(root))


def _digest(batches) -> str:
  """sha256 over every array of the batches, keys in order."""
  digest = hashlib.sha256()
  for batch in batches:
    for key in sorted(batch):
      array = np.asarray(batch[key])
      digest.update(f"{key}:{array.dtype}:{array.shape}".encode())
      digest.update(np.ascontiguousarray(array).tobytes())
  return digest.hexdigest()


def _take(train, n):
  batches = train.batches()
  try:
    return [next(batches) for _ in range(n)]
  finally:
    train.close()


@pytest.mark.slow(reason="builds the problem and draws batches (seconds)")
@pytest.mark.parametrize("force_python", [False, True])
def test_a_position_saved_before_resumes_to_the_same_batches(
    problem, force_python):
  problem, data_dir = problem
  plan = DataPlan(data_dir, HP, force_python=force_python)
  resumed = _take(problem.train_pipeline(
      plan, PipelineState.from_vector(VECTORS[force_python])), NEXT)
  assert _digest(resumed) == DIGESTS[force_python]
