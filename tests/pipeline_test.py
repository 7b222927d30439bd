"""Tests for the training/eval input pipeline (t2t_dyn.batches.pipeline)."""

import dataclasses

import numpy as np
import pytest

from t2t_dyn.batches.data_plan import DataPlan
from t2t_dyn.batches.pipeline_state import PipelineState
from t2t_dyn.hparams.data_hparams import DataHParams
from t2t_dyn.setup import vocabulary
from t2t_dyn.streams.consumer import Consumer
from t2t_dyn.test_utils import build_problem, write_lines

HP = DataHParams(batch_size=256, max_length=32, window_size=256,
                          seed=7)


def _corpus(tmp_path, name, n, words_per_line=(2, 12), seed=0):
  """Lines `name_i w w ...`: the first token identifies the line."""
  rng = np.random.default_rng(seed)
  lines = []
  for i in range(n):
    length = rng.integers(*words_per_line)
    lines.append(" ".join([f"{name}{i}"] + [f"w{rng.integers(50)}"
                                             for _ in range(length)]))
  return write_lines(tmp_path / name, lines)


def _config(tmp_path, schedule=(), weights=None, mono_transforms=None,
            extra_meta=None):
  _corpus(tmp_path, "a", 400, seed=1)
  _corpus(tmp_path, "b", 150, seed=2)
  _corpus(tmp_path, "m", 120, seed=3)
  weights = weights or {"hrl": 1.0, "lrl": 1.0, "mono": 1.0}
  return {
      "meta": {"shard": {"n_shards": 3},
               "train": {"mixing_weight_schedule": list(schedule),
                         "max_len": 30, "drop_temperature": 1.0,
                         **(extra_meta or {})}},
      "tasks": {
          "hrl": {"weight": weights["hrl"], "inputs": {"x": {"src": "a", "tgt": "a"}},
                  "transforms": ["lang_prefix_both", "filter_too_long"],
                  "meta": {"src_lang": "en", "trg_lang": "cs"}},
          "lrl": {"weight": weights["lrl"], "n_shards": 2,
                  "inputs": {"x": {"src": "b", "tgt": "b"}},
                  "transforms": ["lang_prefix_both"],
                  "meta": {"src_lang": "en", "trg_lang": "sk"}},
          "mono": {"type": "mono", "weight": weights["mono"], "n_shards": 2,
                   "inputs": {"x": {"mono": "m"}},
                   "transforms": mono_transforms or ["duplicate_mono", "drop"]},
          "dev": {"split": "valid", "n_shards": 1,
                  "inputs": {"x": {"src": "b", "tgt": "b"}}},
      },
  }


@pytest.fixture(scope="module")
def demo(tmp_path_factory):
  tmp_path = tmp_path_factory.mktemp("pipeline")
  return build_problem(tmp_path, _config(tmp_path))


def _take(problem, data_dir, n, hparams=HP, **plan):
  train = problem.train_pipeline(DataPlan(data_dir, hparams, **plan))
  iterator = train.batches()
  return [next(iterator) for _ in range(n)], train


def _run(problem, data_dir, hparams, n):
  """One pipeline's (first n batches, the pipeline, the batches of its
  first two windows, its statistics as they were after those: before a
  batch of window 2 was drawn)."""
  train = problem.train_pipeline(DataPlan(data_dir, hparams))
  drawn, window_2, statistics = [], None, None
  for batch in train.batches():
    if window_2 is None and batch["position"][0] >= 2:
      window_2 = len(drawn)  # Its first batch.
    drawn.append(batch)
    if window_2 is None:
      statistics = train.statistics()
    elif len(drawn) >= n:
      return drawn[:n], train, drawn[:window_2], statistics


# Each pipeline costs seconds of tf.data tracing: the tests that read the
# first batches of the demo with HP or PACKED share one run of each (a
# test's first n batches are those of _take(*demo, n, hparams)).


@pytest.fixture(name="default_run", scope="module")
def default_run_fixture(demo):
  """_run(*demo, HP, 45)."""
  return _run(*demo, HP, 45)


@pytest.mark.slow(reason="builds tf.data pipelines (seconds each)")
def test_batches_are_padded_ids_with_eos_and_task_ids(default_run):
  batches, train = default_run[0][:20], default_run[1]
  for batch in batches:
    for feature in ("inputs", "targets"):
      array = batch[feature]
      assert array.dtype == np.int32 and array.ndim == 2
      lengths = (array != vocabulary.PAD_ID).sum(1)
      # Each row: real tokens, EOS last, then only padding.
      assert (array[np.arange(len(array)), lengths - 1] ==
              vocabulary.EOS_ID).all()
      assert ((array != 0).cumprod(1).sum(1) == lengths).all()
    assert batch["task_id"].dtype == np.int32
    assert len(batch["task_id"]) == len(batch["inputs"])
  tasks = set(np.concatenate([b["task_id"] for b in batches]))
  assert tasks == {0, 1, 2}  # One stream mixes all training tasks.
  assert all(s.is_native for s in train.streams)


@pytest.mark.parametrize("token_budget", ["longest_side", "both_sides"])
@pytest.mark.slow(reason="builds tf.data pipelines (seconds each)")
def test_no_batch_exceeds_the_token_budget(demo, default_run, token_budget):
  hparams = dataclasses.replace(HP, token_budget=token_budget)
  if hparams == HP:  # HP's own budget: the default run's batches.
    batches, train = default_run[0][:40], default_run[1]
  else:
    batches, train = _take(*demo, 40, hparams=hparams)
  for batch in batches:
    rows, src_width = batch["inputs"].shape
    tgt_width = batch["targets"].shape[1]
    if token_budget == "both_sides":
      assert rows * (src_width + tgt_width) <= HP.batch_size
    else:
      assert rows * max(src_width, tgt_width) <= HP.batch_size
    assert rows < 8 or rows % 8 == 0
  assert train.statistics()["padding_efficiency"] > 0.8


@pytest.mark.slow(reason="builds tf.data pipelines (seconds each)")
def test_fixed_sentence_counts(demo):
  hparams = dataclasses.replace(HP, batch_size=16,
                                batch_size_means_tokens=False)
  batches, _ = _take(*demo, 30, hparams=hparams)
  sizes = [len(b["task_id"]) for b in batches]
  assert max(sizes) == 16 and sum(s == 16 for s in sizes) >= 25


@pytest.mark.slow(reason="builds tf.data pipelines (seconds each)")
def test_same_seed_same_batches_other_seed_other_batches(demo, default_run):
  first = default_run[0][:5]
  second, _ = _take(*demo, 5)
  other, _ = _take(*demo, 5, hparams=dataclasses.replace(HP, seed=8))
  for a, b in zip(first, second):
    np.testing.assert_array_equal(a["inputs"], b["inputs"])
  assert any(a["inputs"].shape != c["inputs"].shape or
             (a["inputs"] != c["inputs"]).any() for a, c in zip(first, other))


@pytest.mark.parametrize("force_python", [False, True])
@pytest.mark.slow(
    reason="builds pipelines; its Python path starts worker processes")
def test_resume_continues_exactly(demo, default_run, force_python):
  problem, data_dir = demo
  if force_python:
    uninterrupted, _ = _take(problem, data_dir, 45, force_python=True)
  else:
    uninterrupted = default_run[0]
  windows = {int(b["position"][0]) for b in uninterrupted}
  assert len(windows) >= 2, "the test must cross a window boundary"
  stop = 17
  state = PipelineState.from_vector(uninterrupted[stop]["position"])
  train = problem.train_pipeline(
      DataPlan(data_dir, HP, force_python=force_python), state)
  resumed = train.batches()
  for expected in uninterrupted[stop + 1:]:
    actual = next(resumed)
    for key in ("inputs", "targets", "task_id", "position"):
      np.testing.assert_array_equal(actual[key], expected[key])


PACKED = dataclasses.replace(HP, packed_length=32)
_PACKED_KEYS = ("inputs", "targets", "inputs_segmentation",
                "inputs_position", "targets_segmentation", "targets_position",
                "targets_task_id", "position")


@pytest.fixture(name="packed_run", scope="module")
def packed_run_fixture(demo):
  """_run(*demo, PACKED, 30)."""
  return _run(*demo, PACKED, 30)


def _packed_examples(batch):
  """(task, source ids, target ids) of each example of a packed batch,
  checking that each is whole in one row, numbered 1, 2, ... there, with
  positions from 0 and EOS last."""
  examples = []
  for row in range(len(batch["inputs"])):
    segments = {}
    for side in ("inputs", "targets"):
      ids = batch[side][row]
      segmentation = batch[side + "_segmentation"][row]
      real = segmentation > 0
      assert (ids[real] > 0).all() and (ids[~real] == 0).all()
      # Examples one after another, padding only at the end.
      assert (np.diff(segmentation[real]) >= 0).all()
      assert real.sum() == real.cumprod().sum()
      for segment in np.unique(segmentation[real]):
        at = segmentation == segment
        assert (batch[side + "_position"][row][at] ==
                np.arange(at.sum())).all()
        assert ids[at][-1] == vocabulary.EOS_ID
        segments.setdefault(int(segment), {})[side] = ids[at]
        if side == "targets":
          tasks = set(batch["targets_task_id"][row][at].tolist())
          assert len(tasks) == 1
          segments[int(segment)]["task"] = tasks.pop()
    assert sorted(segments) == list(range(1, len(segments) + 1))
    for segment in segments.values():
      assert set(segment) == {"inputs", "targets", "task"}  # Both sides.
      examples.append((segment["task"], tuple(segment["inputs"]),
                       tuple(segment["targets"])))
  return examples


def _padded_examples(batch):
  return [(int(task), tuple(src[src > 0]), tuple(tgt[tgt > 0]))
          for task, src, tgt in zip(batch["task_id"], batch["inputs"],
                                    batch["targets"])]


@pytest.mark.slow(reason="builds tf.data pipelines (seconds each)")
def test_packed_batches_hold_the_padded_batches_examples(default_run,
                                                        packed_run):
  # The same windows (the mix draws them before batching), packed: every
  # example whole in one row, the mix shares and the counts unchanged.
  padded, padded_stats = default_run[2:]
  packed, packed_stats = packed_run[2:]
  for window in (0, 1):
    expected = sorted(e for b in padded if b["position"][0] == window
                      for e in _padded_examples(b))
    actual = sorted(e for b in packed if b["position"][0] == window
                    for e in _packed_examples(b))
    assert actual == expected
  assert any(len(np.unique(b["targets_segmentation"][0])) > 2
             for b in packed)  # Rows hold several examples.
  for batch in packed:
    assert "task_id" not in batch
    rows = len(batch["inputs"])
    assert rows * max(batch["inputs"].shape[1],
                      batch["targets"].shape[1]) <= HP.batch_size
    assert max(batch["inputs"].shape[1], batch["targets"].shape[1]) <= 32
  for name, task in packed_stats["tasks"].items():
    assert task == padded_stats["tasks"][name]
  assert packed_stats["padding_efficiency"] > max(
      0.9, padded_stats["padding_efficiency"])


@pytest.mark.slow(reason="builds tf.data pipelines (seconds each)")
def test_packed_resume_continues_exactly(demo, packed_run):
  problem, data_dir = demo
  uninterrupted = packed_run[0]
  assert len({int(b["position"][0]) for b in uninterrupted}) >= 2
  stop = 9
  state = PipelineState.from_vector(uninterrupted[stop]["position"])
  resumed = problem.train_pipeline(DataPlan(data_dir, PACKED), state).batches()
  for expected in uninterrupted[stop + 1:]:
    actual = next(resumed)
    for key in _PACKED_KEYS:
      np.testing.assert_array_equal(actual[key], expected[key])


@pytest.mark.slow(reason="builds tf.data pipelines (seconds each)")
def test_packed_length_longer_examples_are_dropped_and_counted(demo):
  problem, data_dir = demo
  hparams = dataclasses.replace(HP, packed_length=9)
  batches, train = _take(problem, data_dir, 10, hparams=hparams)
  assert all(b["inputs"].shape[1] <= 9 and b["targets"].shape[1] <= 9
             for b in batches)
  assert sum(t["dropped_longer_than_max_length"]
             for t in train.statistics()["tasks"].values()) > 0
  # Rows longer than the budget: one a batch (Tensor2Tensor's max(1, ...)).
  wide, _ = _take(problem, data_dir, 2, hparams=dataclasses.replace(
      HP, packed_length=512, max_length=512))
  assert all(b["inputs"].shape[0] == 1 for b in wide)


@pytest.mark.slow(reason="builds tf.data pipelines (seconds each)")
def test_consumers_get_distinct_lines(demo):
  problem, data_dir = demo

  def line_ids(consumer):
    batches, _ = _take(problem, data_dir, 6, consumer=Consumer(consumer, 2))
    return {(int(t), tuple(row[row > 0]))
            for b in batches for t, row in zip(b["task_id"], b["targets"])}

  zero, one = line_ids(0), line_ids(1)
  assert zero and one and not zero & one


@pytest.mark.slow(reason="builds tf.data pipelines (seconds each)")
def test_schedule_switch_lands_on_its_update(tmp_path):
  problem, data_dir = build_problem(tmp_path, _config(
      tmp_path, schedule=[6],
      weights={"hrl": [0.8, 0.1], "lrl": [0.2, 0.1], "mono": [0.0, 0.8]}))
  hparams = dataclasses.replace(HP, window_size=128, grad_accum=2)
  batches, train = _take(problem, data_dir, 60, hparams=hparams)
  by_step = {}
  for batch in batches:
    step = int(batch["step"])
    # The step is the update that consumes the window's first batch.
    assert step == int(batch["position"][2]) // 2
    counts = by_step.setdefault(step, np.zeros(3))
    np.add.at(counts, batch["task_id"], 1)
  before = sum(c for s, c in by_step.items() if s < 6)
  after = sum(c for s, c in by_step.items() if s >= 6)
  assert before[2] == 0  # mono is off before the switch...
  np.testing.assert_allclose(before / before.sum(), [0.8, 0.2, 0.0], atol=0.06)
  np.testing.assert_allclose(after / after.sum(), [0.1, 0.1, 0.8], atol=0.06)
  # Update by update. Batch g is consumed by update g // 2. Its weights are
  # those of its window's step w: the old ones exactly when w < 6, and w is
  # never later than the consuming update nor earlier by more than the
  # window's batches / grad_accum.
  new_weights = np.array([0.1, 0.1, 0.8])
  batches_in = {}
  for batch in batches:
    window = int(batch["position"][0])
    batches_in[window] = batches_in.get(window, 0) + 1
  switched_at = None
  for g, batch in enumerate(batches):
    update, w = g // 2, int(batch["step"])
    window_batches = batches_in[int(batch["position"][0])]
    assert w <= update <= w + -(-window_batches // 2), (g, update, w)
    is_new = np.allclose(batch["mix_weights"], new_weights)
    assert is_new == (w >= 6), (g, w, batch["mix_weights"])
    if is_new and switched_at is None:
      switched_at = update
  # The window that would have run past update 6 was cut there: the new
  # weights arrive at most one batch (so one update) late.
  assert 6 <= switched_at <= 7
  assert train.statistics()["windows_cut_at_switches"] >= 1


@pytest.mark.slow(reason="builds tf.data pipelines (seconds each)")
def test_max_length_drops_are_counted(demo):
  problem, data_dir = demo
  hparams = dataclasses.replace(HP, max_length=9)
  batches, train = _take(problem, data_dir, 10, hparams=hparams)
  assert all(b["inputs"].shape[1] <= 9 and b["targets"].shape[1] <= 9
             for b in batches)
  stats = train.statistics()
  assert sum(t["dropped_longer_than_max_length"]
             for t in stats["tasks"].values()) > 0


@pytest.mark.slow(reason="builds tf.data pipelines (seconds each)")
def test_statistics_count_epochs_and_filters(tmp_path):
  config = _config(tmp_path, extra_meta={"max_len": 8})
  problem, data_dir = build_problem(tmp_path, config)
  batches, train = _take(problem, data_dir, 80)
  stats = train.statistics()
  lrl = stats["tasks"]["lrl"]
  assert lrl["examples_drawn"] > 150 and lrl["epochs_completed"] >= 1
  assert stats["tasks"]["hrl"]["filtered_by_transforms"] > 0  # filter_too_long
  assert all(t["tokens"] > 0 for t in stats["tasks"].values())
  assert stats["batches"] == len(batches)


def test_eval_yields_each_validation_task(demo):
  problem, data_dir = demo
  datasets = problem.batched_dataset("eval", data_dir, HP)
  assert list(datasets) == ["dev"]
  rows = 0
  for batch in datasets["dev"].as_numpy_iterator():
    rows += len(batch["inputs"])
    assert set(batch["task_id"]) == {3}
  assert rows == 150  # Every validation line once, none dropped.


@pytest.mark.slow(reason="builds tf.data pipelines (seconds each)")
def test_problem_dataset_train_is_a_tf_dataset(demo):
  problem, data_dir = demo
  dataset = problem.batched_dataset("train", data_dir, HP)
  batch = next(iter(dataset))
  assert batch["inputs"].dtype.name == "int32"
  train = problem.train_pipeline(DataPlan(data_dir, HP))
  next(iter(train.dataset()))
  assert train.statistics()["batches"] >= 1


@pytest.mark.slow(reason="starts worker processes")
def test_worker_processes_give_the_same_batches(demo):
  problem, data_dir = demo
  single, one = _take(problem, data_dir, 12,
                      hparams=dataclasses.replace(HP, cores=1),
                      force_python=True)
  pooled, two = _take(problem, data_dir, 12,
                      hparams=dataclasses.replace(HP, cores=2),
                      force_python=True)
  assert one.workers is None and two.workers.processes == 2
  two.close()
  for a, b in zip(single, pooled):
    for key in ("inputs", "targets", "task_id", "position"):
      np.testing.assert_array_equal(a[key], b[key])
  # Counts made in the workers reach the parent's statistics. Not equal
  # to one's: each counts the chunks it has encoded, and how far tf.data
  # reads ahead of the 12 batches is timing (one run under load: 169
  # drops against 70). Per chunk, the workers' counts equal this
  # process's: python_workers_test.test_worker_processes_encode_as_this_
  # process_does.
  counted = two.statistics()["transforms"]
  assert counted.keys() == one.statistics()["transforms"].keys()
  assert all(n > 0 for n in counted.values())


@pytest.mark.slow(reason="builds tf.data pipelines (seconds each)")
def test_native_pipeline_segments_as_sentencepiece_does_over_an_epoch(
    tmp_path):
  # One epoch of the demo's en-sk pairs through the native pipeline: every
  # line once, so the only randomness is the segmentation. The mean pieces
  # per example must match SentencePiece's own n-best law (computed with the
  # sentencepiece package, word by word) within 5 standard errors, which
  # here are far below 1%; splitting uncached words into characters, or
  # sampling with the wrong law, moves it by several percent.
  import os  # pylint: disable=g-import-not-at-top
  from t2t_dyn import test_utils  # pylint: disable=g-import-not-at-top
  demo = os.path.join(os.path.dirname(__file__), "..", "data", "demo")
  model = os.path.abspath(os.path.join(demo, "models", "spm.model"))
  src_path = os.path.abspath(os.path.join(demo, "train.en-sk.en"))
  tgt_path = os.path.abspath(os.path.join(demo, "train.en-sk.sk"))
  config = {"meta": {"shard": {"n_shards": 2},
                     "train": {"segmentation_model": model,
                               "vocab_path": model.replace(".model", ".vocab"),
                               "seg_n_samples": 5, "seg_theta": 0.5}},
            "tasks": {"en_sk": {"transforms": ["sentencepiece"], "inputs": {
                "x": {"src": src_path, "tgt": tgt_path}}}}}
  problem, data_dir = build_problem(tmp_path, config, vocab_from_words=False)
  with open(src_path, encoding="utf-8") as f:
    lines = sum(1 for _ in f)
  # One window of exactly one epoch: every line once.
  hparams = DataHParams(batch_size=8192, max_length=256,
                                 window_size=lines)
  train = problem.train_pipeline(DataPlan(data_dir, hparams))
  assert train.streams[0].is_native and train.streams[0].epoch_lines == lines
  counted = {"inputs": 0, "targets": 0}
  seen = 0
  for batch in train.batches():
    if batch["position"][0] != 0:
      break
    for side in counted:
      counted[side] += int((batch[side] != vocabulary.PAD_ID).sum()) - len(
          batch[side])  # Less one EOS per row.
    seen += len(batch["task_id"])
  assert seen == lines
  reference = test_utils.SentencePieceReference(model, 5, 0.5)
  with open(src_path, encoding="utf-8") as s, open(tgt_path,
                                                    encoding="utf-8") as t:
    for side, f in (("inputs", s), ("targets", t)):
      moments = [reference.line_moments(line) for line in f]
      mean = sum(m for m, _ in moments)
      sd = sum(v for _, v in moments) ** 0.5
      assert abs(counted[side] - mean) <= 5 * sd + 1, (side, counted[side],
                                                       mean, sd)
      assert abs(counted[side] / mean - 1) < 0.01


@pytest.mark.slow(reason="builds tf.data pipelines (seconds each)")
def test_max_seq_lengths_cut_examples_as_tensor2tensors_preprocessing(
    demo, default_run):
  # Tensor2Tensor cuts each example's ids (EOS included) to
  # max_input_seq_length / max_target_seq_length before batching.
  problem, data_dir = demo
  full = default_run[0][:6]
  cut, train = _take(problem, data_dir, 6, hparams=dataclasses.replace(
      HP, max_input_seq_length=4, max_target_seq_length=3))
  lengths = {f: np.concatenate([(b[f] != 0).sum(1) for b in cut])
             for f in ("inputs", "targets")}
  assert lengths["inputs"].max() == 4 and lengths["targets"].max() == 3
  # Rows cut short end without EOS, as in Tensor2Tensor.
  rows = np.concatenate([b["inputs"][:, :4] for b in cut])
  assert (rows[:, 3] > vocabulary.EOS_ID).any()
  counted = sum(t["truncated_to_max_seq_length"]
                for t in train.statistics()["tasks"].values())
  longer = sum(int(((b["inputs"] != 0).sum(1) > 4).sum() +
                   ((b["targets"] != 0).sum(1) > 3).sum()) for b in full)
  assert counted > 0 and longer > 0
  assert any("cut to max_input_seq_length" in line for line in train.summary())
  evaluation = problem.batched_dataset("eval", data_dir, dataclasses.replace(
      HP, max_input_seq_length=4, max_target_seq_length=3))
  assert evaluation
  for batches in evaluation.values():
    for batch in batches:
      assert (batch["inputs"].numpy() != 0).sum(1).max() <= 4
      assert (batch["targets"].numpy() != 0).sum(1).max() <= 3
