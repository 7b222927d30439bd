"""Each data setting of a run has one home and one precedence rule: flag
over problem over hparams set (bin/common.data_hparams), and reaches the
tensors by the hops docs/run_plan.md names."""

import os

import numpy as np
import pytest
from absl import flags
from absl.testing import flagsaver

from t2t_dyn.batches import bucketing
from t2t_dyn.bin import common
from t2t_dyn.bin import program_flags as shared_flags
from t2t_dyn.hparams import model_hparams
from t2t_dyn.streams.consumer import Consumer
from t2t_dyn.test_programs import program_flags
from t2t_dyn.test_utils import build_problem, write_lines

DEMO = os.path.join(os.path.dirname(__file__), "..", "data", "demo")

FLAGS = flags.FLAGS


@pytest.fixture(scope="module", autouse=True)
def data_flags():
  with program_flags(lambda: shared_flags.define(*shared_flags.DATA,
                                                 *shared_flags.PROBLEM)):
    yield


class _Problem:
  """A problem object as the programs hold one (only its properties)."""

  def __init__(self, **properties):
    self.__dict__.update(properties)


def _converted(overrides=""):
  return model_hparams.from_set(
      "transformer_tiny", "batch_size=512,max_length=48" + overrides)


def test_packed_length_flag_over_problem_over_hparams_set():
  packing_set = _converted(",pack_dataset=true")
  assert common.data_hparams(packing_set, 1).packed_length == 48
  assert common.data_hparams(packing_set, 1, problem=_Problem(
      packed_length=64)).packed_length == 64
  with flagsaver.flagsaver(packed_length=32):
    assert common.data_hparams(packing_set, 1, problem=_Problem(
        packed_length=64)).packed_length == 32
  assert common.data_hparams(_converted(), 1).packed_length == 0


def test_batch_size_means_tokens_is_the_problems():
  assert common.data_hparams(_converted(), 1).batch_size_means_tokens
  rows = common.data_hparams(_converted(), 1, problem=_Problem(
      batch_size_means_tokens=False))
  assert not rows.batch_size_means_tokens
  # Honoured downstream: batches of batch_size rows, not tokens.
  scheme = bucketing.BucketScheme.of(rows)
  assert not scheme.batch_size_means_tokens


def test_seed_and_accumulation_come_from_the_flag_and_the_set():
  # Tensor2Tensor's multistep_adam accumulates its steps' gradients.
  data = common.data_hparams(_converted(
      ",optimizer=multistep_adam,optimizer_multistep_accumulate_steps=3"), 7,
                             replicas=2)
  assert (data.seed, data.grad_accum, data.batch_size) == (7, 3, 1024)


def test_a_consumer_is_checked_and_reads_its_share():
  with pytest.raises(ValueError, match="consumer index 2 is not in 0..1"):
    Consumer(2, 2)
  assert Consumer(1, 3).lines_per_shard([7, 2, 0]) == [2, 1, 0]
  assert Consumer().leftover("any task") is None
  # pylint: disable-next=g-import-not-at-top
  from t2t_dyn.training import elastic
  with pytest.raises(ValueError, match="deals lines to 3 consumers, not 2"):
    Consumer(0, 2, elastic.Layout(3, {}))


def test_packed_length_walks_from_the_flag_to_the_rows(tmp_path):
  """docs/run_plan.md's walk: the flag (bin/common.py) into the plan, the
  plan unopened into the pipeline (batches/pipeline.py), its batcher
  (window_batches.py) packing rows of at most that many tokens
  (bucketing.py)."""
  rng = np.random.default_rng(0)
  write_lines(tmp_path / "t.txt", [
      " ".join(f"w{rng.integers(40)}" for _ in range(rng.integers(1, 9)))
      for _ in range(400)])
  problem, data_dir = build_problem(tmp_path, {"tasks": {"copy": {
      "inputs": {"x": {"src": "t.txt", "tgt": "t.txt"}}}}})
  with flagsaver.flagsaver(packed_length=24, data_dir=data_dir,
                           window_size=256):
    plan = common.data_plan(_converted(",pack_dataset=true"), 5,
                            problem=problem)
  assert (plan.data_dir, plan.hparams.packed_length) == (data_dir, 24)
  train = problem.train_pipeline(plan)
  assert train.plan is plan and train.batcher.hparams is plan.hparams
  batch = next(train.batches())
  train.close()
  segments = batch["inputs_segmentation"]
  assert batch["inputs"].shape[1] <= 24 and batch["targets"].shape[1] <= 24
  # Rows hold several examples: the packing is on, not only the cut.
  assert max(len(set(row[row > 0])) for row in segments) > 1


def test_seg_theta_walks_from_the_config_to_the_sampled_pieces(tmp_path):
  """docs/run_plan.md's walk: meta.train.seg_theta or a task's own
  (config/data_config.py, checked by the validator) resolved into the
  transform's options (setup/chain.py), read by the segmentation's native
  function (transforms/segmentation_base.py) and applied to the n-best
  log-probabilities (transforms/segmentation_native.py): a task's own
  seg_theta 1000 samples the best segmentation every epoch, meta.train's
  0.0 uniformly among the 8 best."""
  model = os.path.abspath(os.path.join(DEMO, "models", "spm.model"))
  with open(os.path.join(DEMO, "train.en-sk.en"), encoding="utf-8") as f:
    write_lines(tmp_path / "en.txt", [next(f).strip() for _ in range(120)])
  inputs = {"x": {"src": "en.txt", "tgt": "en.txt"}}
  problem, data_dir = build_problem(tmp_path, {
      "meta": {"shard": {"n_shards": 1},
               "train": {"segmentation_model": model,
                         "vocab_path": model.replace(".model", ".vocab"),
                         "seg_n_samples": 8, "seg_theta": 0.0}},
      "tasks": {"sharp": {"transforms": ["sentencepiece"], "inputs": inputs,
                          "meta": {"seg_theta": 1000}},
                "flat": {"transforms": ["sentencepiece"], "inputs": inputs}}},
                                    vocab_from_words=False)
  setup = problem.transform_setup(data_dir)
  assert setup.chain("sharp").transforms[0].options["seg_theta"] == 1000
  assert setup.chain("flat").transforms[0].options["seg_theta"] == 0.0
  with flagsaver.flagsaver(data_dir=data_dir):
    train = problem.train_pipeline(common.data_plan(_converted(), 1))

  def epochs(task):
    """The source rows of the task's first two epochs, each sorted."""
    stream = train.streams[problem.get_data_config().task_index(task)]
    assert stream.is_native and stream.epoch_lines == 120
    rows = []
    for chunk in stream.dataset(0):
      rows += [tuple(r) for r in chunk["inputs"].to_list()]
      if len(rows) >= 240:
        break
    return sorted(rows[:120]), sorted(rows[120:240])

  sharp, flat = epochs("sharp"), epochs("flat")
  train.close()
  assert sharp[0] == sharp[1]
  assert sum(row not in set(flat[0]) for row in flat[1]) > 60
  assert sum(map(len, sharp[0])) < sum(map(len, flat[0]))
