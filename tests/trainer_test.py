"""Tests for dyn-trainer's Trainer and decoding from its output dir."""

import dataclasses
import glob
import os
import re
import shutil
import time
from typing import List, NamedTuple, Optional

import numpy as np
import pytest
import tensorflow as tf
import keras

from t2t_dyn import test_programs
from t2t_dyn.batches import device_feed
from t2t_dyn.batches.data_plan import DataPlan
from t2t_dyn.batches.pipeline_state import PipelineState
from t2t_dyn.data_generators import problem as problem_lib
from t2t_dyn.decoding import translator as translator_lib
from t2t_dyn.hparams import model_hparams
from t2t_dyn.hparams.data_hparams import DataHParams
from t2t_dyn.setup import transform_setup
from t2t_dyn.shards import layout
from t2t_dyn.test_utils import (TINY_HPARAMS, build_problem, tiny_trainer,
                                write_lines)
from t2t_dyn.training import evaluation
from t2t_dyn.training import trainer as trainer_lib
from t2t_dyn.training import training_run
from t2t_dyn.utils import metrics

TINY = TINY_HPARAMS
DATA = DataHParams(batch_size=256, max_length=32, window_size=128)
# Packed rows (each up to 32 tokens of several examples): the straight and
# fp16 runs train on them, the accumulating run on one example a row.
PACKED = dataclasses.replace(DATA, packed_length=32)


@pytest.fixture(scope="module")
def copy_problem(tmp_path_factory):
  tmp_path = tmp_path_factory.mktemp("copy")
  rng = np.random.default_rng(0)
  lines = [" ".join(f"w{rng.integers(30)}" for _ in range(rng.integers(2, 8)))
           for _ in range(300)]
  write_lines(tmp_path / "train.txt", lines)
  write_lines(tmp_path / "dev.txt", lines[:20])
  config = {
      "meta": {"train": {"mixing_weight_schedule": [4]}},
      "tasks": {
          "copy": {"weight": [1.0, 0.5],
                   "inputs": {"x": {"src": "train.txt", "tgt": "train.txt"}}},
          "copy_noisy": {"weight": [0.0, 0.5], "n_shards": 2,
                         "inputs": {"x": {"src": "train.txt",
                                          "tgt": "train.txt"}},
                         "transforms": ["drop"]},
          "dev": {"split": "valid", "n_shards": 1,
                  "inputs": {"x": {"src": "dev.txt", "tgt": "dev.txt"}}},
      },
  }
  return build_problem(tmp_path, config)


def _trainer(problem, data_dir, output_dir, steps, messages=None,
             hparams=TINY, data=DATA, **options):
  return tiny_trainer(problem, data_dir, output_dir, steps, messages,
                      hparams, data, **options)


def _weights(run):
  return [v.numpy() for v in run.model.trainable_variables]


class FirstUpdate(NamedTuple):
  """What a run's first update started from, read before it trained."""
  weights: List[np.ndarray]  # The trainable weights.
  grads: List[np.ndarray]  # The gradients summed over its batches.
  last_grads: List[np.ndarray]  # Those of its last batch alone.
  tokens: float  # The real target tokens of its batches.


class Run(NamedTuple):
  """A trained run of a module fixture, shared by the tests that read it."""
  trainer: trainer_lib.Trainer
  messages: List[str]  # Its log lines.
  output_dir: str
  figures: dict  # What train() returned.
  first_update: Optional[FirstUpdate] = None


# Dropout on: a resumed run must also draw the dropout masks of an
# uninterrupted one.
DROPOUT = TINY.replace("layer_prepostprocess_dropout=0.0",
                       "layer_prepostprocess_dropout=0.2").replace(
                           "attention_dropout=0.0", "attention_dropout=0.1")


@pytest.fixture(scope="module")
def straight(copy_problem, tmp_path_factory):
  """The uninterrupted 6-update run with dropout on packed rows
  (checkpoints at 3 and 6, evaluations at 3 and 6) that the resume test
  compares with, and whose logs, summaries, output dir and update step the
  other tests read."""
  problem, data_dir = copy_problem
  out = tmp_path_factory.mktemp("straight") / "model"
  messages = []
  run = _trainer(problem, data_dir, out, 6, messages, hparams=DROPOUT,
                 data=PACKED)
  figures = run.train()
  return Run(run, messages, str(out), figures)


@pytest.fixture(scope="module")
def fp16(copy_problem, tmp_path_factory):
  """A 6-update run as on two GPUs: on packed rows, on the two logical CPU
  devices conftest made, in mixed precision (the GPU default, forced on
  here) from a loss scale so large that its first updates overflow float16
  and are skipped, translating the validation task at its evaluations."""
  problem, data_dir = copy_problem
  out = tmp_path_factory.mktemp("fp16") / "model"
  messages = []
  try:
    # tiny_trainer's settings (its seed 3 included), on two replicas.
    run = trainer_lib.Trainer(
        training_run.build_run(
            problem, DataPlan(data_dir, dataclasses.replace(PACKED, seed=3)),
            str(out), model_hparams.from_set("transformer_tiny", TINY).model,
            schedule=training_run.Schedule(
                train_steps=6, log_every=1, mixed_precision=True,
                initial_loss_scale=2.0 ** 40),
            evaluation=training_run.EvaluationPlan(
                eval_every=3, eval_decode=True, eval_decode_lines=15),
            checkpointing=training_run.CheckpointPlan(save_every=3)),
        log=messages.append,
        strategy=tf.distribute.MirroredStrategy(["/cpu:0", "/cpu:1"]))
    figures = run.train()
  finally:
    keras.mixed_precision.set_global_policy("float32")
  return Run(run, messages, str(out), figures)


@pytest.fixture(scope="module")
def accumulating(copy_problem, tmp_path_factory):
  """A 6-update float32 run of grad_accum=3 batches an update, translating
  the validation task at its evaluations and saving every update, with
  what its first update started from. Its schedule moves the weights at
  once (Tensor2Tensor's linear warmup gives the first update a learning
  rate of 0)."""
  problem, data_dir = copy_problem
  out = tmp_path_factory.mktemp("accumulating") / "model"
  messages = []
  run = _trainer(problem, data_dir, out, 6, messages, grad_accum=3,
                 eval_decode=True, eval_decode_lines=15, save_every=1,
                 keep_checkpoints=6,
                 hparams=TINY + ",learning_rate_schedule=constant*rsqrt_decay")
  # The first update's batches are the pipeline's first three: their
  # gradients, one batch at a time, by the run's own compiled step.
  feed = problem.train_pipeline(
      DataPlan(data_dir, run.run.plan.hparams)).batches()
  grads, tokens, last = None, 0.0, None
  for _ in range(3):
    batch = next(feed)
    terms = run.update_step.gradients(
        {k: tf.constant(batch[k]) for k in ("inputs", "targets", "task_id")})
    last = [g.numpy() for g in terms.grads]
    grads = last if grads is None else [a + b for a, b in zip(grads, last)]
    tokens += float(terms.target_tokens)
  first_update = FirstUpdate(_weights(run), grads, last, tokens)
  figures = run.train()
  return Run(run, messages, str(out), figures, first_update)


@pytest.mark.slow(reason="trains a tiny model twice")
def test_stop_and_resume_matches_uninterrupted_past_a_damaged_checkpoint(
    copy_problem, straight, tmp_path):
  """A run on packed rows stopped after its step-2 checkpoint and resumed
  updates and evaluates as the uninterrupted run, dropout masks included.
  Its resume also meets a newer checkpoint that cannot be read: it names
  it and restores the newest readable one."""
  # Dropout masks come from the layers' seed generators, whose state the
  # checkpoint must carry: without it the resumed run draws other masks.
  problem, data_dir = copy_problem
  first = _trainer(problem, data_dir, tmp_path / "resumed", 2,
                   hparams=DROPOUT, data=PACKED)
  first.train()
  # The uninterrupted run's step-6 checkpoint, listed as the latest and cut
  # short as a full disk leaves it.
  checkpoint_dir = tmp_path / "resumed" / "checkpoints"
  for path in glob.glob(os.path.join(straight.output_dir, "checkpoints",
                                     "ckpt-6.*")):
    shutil.copy(path, checkpoint_dir)
  tf.compat.v1.train.update_checkpoint_state(
      str(checkpoint_dir), "ckpt-6", ["ckpt-2", "ckpt-6"],
      all_model_checkpoint_timestamps=[time.time()] * 2)
  [data_file] = glob.glob(str(checkpoint_dir / "ckpt-6.data-*"))
  with open(data_file, "r+b") as f:
    f.truncate(os.path.getsize(data_file) // 2)
  messages = []
  second = _trainer(problem, data_dir, tmp_path / "resumed", 6, messages,
                    hparams=DROPOUT, data=PACKED)
  second.train()
  assert any("ckpt-6 cannot be read" in m for m in messages), messages
  assert any("restored" in m and m.endswith("ckpt-2 at step 2")
             for m in messages), messages
  # The same config and data: the exact replay, no carry-over
  # (data_position_test resumes with an edited one).
  assert not any("data position" in m for m in messages)
  assert second.step == straight.trainer.step == 6
  np.testing.assert_array_equal(
      second.checkpoints.data_position.numpy(),
      straight.trainer.checkpoints.data_position.numpy())
  for a, b in zip(_weights(second), _weights(straight.trainer)):
    np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-6)
  # The stopped run's last evaluation, at its step 2, is off the schedule
  # (every 3): the resumed run's evaluations are the uninterrupted run's.
  assert [e.step for e in second.feed.history()] == [3, 6]
  assert second.feed.history() == straight.trainer.feed.history()


@pytest.mark.slow(reason="reads a trained model's gradients")
def test_dropout_is_on_and_its_masks_follow_the_seed_generators(
    copy_problem, straight):
  # What makes the resume test above a test of the dropout masks' state:
  # the straight run's update depends on its seed generators' state. The
  # same batch's gradients with that state, twice, agree; with another
  # state they differ.
  problem, data_dir = copy_problem
  run = straight.trainer
  rngs = [v for v in run.model.non_trainable_variables
          if "seed_generator_state" in v.path]
  assert rngs
  batch = next(problem.train_pipeline(
      DataPlan(data_dir, run.run.plan.hparams)).batches())
  features = {k: tf.constant(batch[k])
              for k in device_feed.batch_signature(True, 0)}
  saved = [v.numpy() for v in rngs]

  def gradients(offset):
    for v, state in zip(rngs, saved):
      v.assign(state + offset)
    return [g.numpy() for g in run.update_step.gradients(features).grads]
  try:  # The fixture's run is shared: its state is put back.
    same, again, other = gradients(0), gradients(0), gradients(7)
  finally:
    for v, state in zip(rngs, saved):
      v.assign(state)
  for a, b in zip(same, again):
    np.testing.assert_allclose(a, b, rtol=1e-6, atol=0)
  assert any(not np.allclose(a, b) for a, b in zip(same, other))


@pytest.mark.slow(reason="trains a tiny model")
def test_mixed_precision_overflow_changes_nothing_but_the_loss_scale(
    straight, fp16):
  # A huge initial loss scale overflows float16 on the first updates, which
  # the optimizer skips. Those must not log, evaluate or save twice, nor
  # consume data: the run sees the batches of a float32 run update by
  # update, so the schedule switch at step 4 lands on the same update.
  reference = straight  # The float32 run (its dropout draws no data).
  run, messages = fp16.trainer, fp16.messages
  assert float(run.optimizer.dynamic_scale.numpy()) < 2.0 ** 20  # Skipped.
  assert run.step == 6

  def progress(lines):
    return [m.split(" loss ")[0] + " mix" + m.split(" mix")[1]
            for m in lines if m.startswith("step ") and " loss " in m]
  assert progress(messages) == progress(reference.messages)
  assert [m.split()[1] for m in progress(messages)] == [
      "1", "2", "3", "4", "5", "6"]
  # One line of losses per evaluation (the metrics' and the translations'
  # lines follow it).
  evals = [m.split()[1] for m in messages
           if re.match(r"step \d+ eval [^ =]+=", m)]
  assert evals == ["3", "6"]
  checkpoints = sorted(os.path.basename(p) for p in glob.glob(
      os.path.join(fp16.output_dir, "checkpoints", "ckpt-*.index")))
  assert checkpoints == ["ckpt-3.index", "ckpt-6.index"]
  np.testing.assert_array_equal(
      run.checkpoints.data_position.numpy(),
      reference.trainer.checkpoints.data_position.numpy())


@pytest.mark.slow(reason="trains a tiny model")
def test_grad_accum_consumes_k_batches_per_update(accumulating):
  state = PipelineState.from_vector(
      accumulating.trainer.checkpoints.data_position.numpy())
  # 6 updates of 3 batches.
  assert state.batches_before_window + state.batches_in_window == 18


@pytest.mark.slow(reason="reads a trained run")
def test_grad_accum_updates_with_the_mean_token_loss_of_all_its_batches(
    accumulating):
  # One update of grad_accum=3 must follow the gradient of the mean token
  # loss over its batches: g = (g1 + g2 + g3) / (tokens1 + tokens2 +
  # tokens3). Adam's first step moves each weight by -lr * g / (|g| + eps),
  # i.e. against sign(g); a trainer using one batch only would follow
  # sign(g3).
  first = accumulating.first_update
  out = accumulating.output_dir
  # The weights after the first update: its checkpoint's.
  after = _weights(translator_lib.Translator(
      problem_lib.Problem(data_config=translator_lib.saved_data_config(out)),
      out, "dev", checkpoint=os.path.join(out, "checkpoints", "ckpt-1")))
  agree, disagree_with_last = 0, 0
  for w0, w1, g, g3 in zip(first.weights, after, first.grads,
                           first.last_grads):
    strong = np.abs(g / first.tokens) > 1e-5
    moved = np.sign(w0 - w1)[strong]
    assert (moved == np.sign(g)[strong]).all()
    agree += strong.sum()
    disagree_with_last += (moved != np.sign(g3)[strong]).sum()
  assert agree > 1000 and disagree_with_last > 0


@pytest.mark.slow(reason="reads a trained run")
def test_packed_rows_count_tokens_per_task(copy_problem, straight):
  """A packed row holds both tasks' examples: each target token counts for
  its own task. (The packed run's exact resume: test_stop_and_resume_
  matches_uninterrupted_past_a_damaged_checkpoint, whose runs are
  packed.)"""
  problem, data_dir = copy_problem
  run = straight.trainer
  assert run.run.plan.hparams.packed and np.isfinite(straight.figures["loss"])
  feed = problem.train_pipeline(
      DataPlan(data_dir, run.run.plan.hparams)).batches()
  features = device_feed.batch_signature(True, 0)
  # Gradients only: the shared run's weights stay those the tests read.
  for _ in range(12):
    batch = next(feed)
    terms = run.update_step.gradients(
        {k: tf.constant(batch[k]) for k in features})
    real = batch["targets"] > 0
    expected = np.bincount(batch["targets_task_id"][real], minlength=2)
    np.testing.assert_array_equal(terms.task_tokens.numpy(), expected)
    assert float(terms.target_tokens) == real.sum()
  assert expected.all(), "the last batch should mix both tasks"


@pytest.mark.slow(reason="reads a trained run")
def test_logs_and_progress_lines(copy_problem, straight):
  problem, _ = copy_problem
  run, messages, figures = straight.trainer, straight.messages, straight.figures
  progress = [m for m in messages if m.startswith("step ") and " loss " in m]
  assert len(progress) == 6  # One a step (log_every=1) of its 6.
  assert "steps/s" in progress[0] and "tokens/s" in progress[0]
  assert "mix copy=1.00 copy_noisy=0.00" in progress[0]
  assert "copy_noisy=0.50" in progress[-1]  # The schedule switched at 4.
  assert any(m.startswith("step 3 eval dev=") for m in messages)
  data = [m for m in messages if m.startswith("data: task ")]
  assert [m.split(":")[1] for m in data] == [" task copy", " task copy_noisy"]
  assert re.fullmatch(r"data: task copy: [1-9][0-9,]* examples in the "
                      r"batches made \([1-9][0-9,]* lines read into the "
                      r"mixing windows\), 0 filtered, 0 longer than "
                      r"max_length", data[0])
  assert 0 <= figures["input_wait_share"] <= 1
  tags = set()
  for path in glob.glob(os.path.join(straight.output_dir, "tensorboard", "*",
                                     "events*")):
    for record in tf.data.TFRecordDataset(path):
      event = tf.compat.v1.Event.FromString(record.numpy())
      tags.update(v.tag for v in event.summary.value)
  assert {"loss", "learning_rate", "steps_per_second", "tokens_per_second",
          "input_wait_share", "mix_weight/copy", "mix_weight/copy_noisy",
          "loss/copy"} <= tags
  # Each evaluation also reports the problem's eval_metrics() (by default
  # Tensor2Tensor's Text2TextProblem list), in its order, under its tags.
  [line] = [m for m in messages if m.startswith("step 3 eval dev ")]
  assert [word.split("=")[0] for word in line.split()[4:]] == list(
      metrics.TEXT_METRICS)
  recorded = run.feed.history()[0].figures
  assert line == "step 3 eval dev " + " ".join(
      f"{name}={recorded[f'{name}/dev']:.4f}" for name in metrics.TEXT_METRICS)
  logged = _scalars(os.path.join(straight.output_dir, "tensorboard",
                                 "eval_dev"))
  for name in metrics.TEXT_METRICS:
    tag = f"metrics-{straight.trainer.run.tag_name}/targets/{name}"
    assert logged[tag][3] == pytest.approx(recorded[f"{name}/dev"], rel=1e-6)
  assert logged["loss"][3] == pytest.approx(recorded["loss/dev"], rel=1e-6)


@pytest.mark.slow(reason="decodes with a trained model")
def test_decoder_works_from_a_copy_without_the_data_dir(copy_problem,
                                                         straight, tmp_path):
  problem, data_dir = copy_problem
  trained = _weights(straight.trainer)  # Those of its last checkpoint.
  moved = tmp_path / "elsewhere"
  shutil.copytree(straight.output_dir, moved)
  work = layout.work_dir(data_dir)
  saved = data_dir + ".away"
  os.rename(data_dir, saved)  # Decoding must not need the data dir,
  os.rename(work, work + ".away")  # nor t2t_dyn's work dir beside it.
  try:
    translator = translator_lib.Translator(
        problem_lib.Problem(
            data_config=translator_lib.saved_data_config(str(moved))),
        str(moved), "copy")
    # Every trained weight reaches the decoder, not only the embeddings.
    for a, b in zip(trained, _weights(translator)):
      np.testing.assert_array_equal(a, b)
    outputs = translator.translate(["w1 w2 w3", "", "w4"],
                                   translator_lib.DecodeOptions(beam_size=2))
    assert len(outputs) == 3 and outputs[1] == ""
    encoders = translator.encoders
    assert encoders["inputs"].decode(encoders["inputs"].encode("w1 w2")) == (
        "w1 w2")
    source = write_lines(tmp_path / "src.txt", ["w1 w2", "w3"])
    result = test_programs.run(
        "dyn_decoder", f"--output_dir={moved}", "--transforms_from_task=copy",
        f"--decode_from_file={source}", f"--decode_to_file={tmp_path}/out",
        f"--decode_reference={source}", "--decode_hparams=beam_size=2")
    assert result.returncode == 0, result.stderr
    assert "BLEU" in result.stdout and "chrF" in result.stdout
    assert len(open(f"{tmp_path}/out").read().splitlines()) == 2
    unknown = test_programs.run(
        "dyn_decoder", f"--output_dir={moved}", "--transforms_from_task=cop",
        f"--decode_from_file={source}", f"--decode_to_file={tmp_path}/o")
    assert unknown.returncode == 1
    assert "did you mean 'copy'" in unknown.stderr
  finally:
    os.rename(saved, data_dir)
    os.rename(work + ".away", work)


def test_missing_setup_names_the_command(copy_problem, tmp_path):
  problem, data_dir = copy_problem
  with pytest.raises(transform_setup.SetupError, match="--stage=vocab"):
    _trainer(problem, str(tmp_path / "empty"), tmp_path / "out", 1)


@pytest.mark.slow(reason="reads a trained run")
def test_mirrored_strategy_trains_on_two_replicas(fp16):
  """The multi-GPU path, with mixed precision, the default on GPUs, and
  packed rows: the fp16 run's. (Its float32 case on unpacked batches:
  t2t_usr_dir_test's LSTM, trained through dyn-trainer with --worker_gpu=2
  on the CPU.)"""
  run = fp16.trainer
  assert run.strategy.num_replicas_in_sync == 2 and run.step == 6
  assert isinstance(run.optimizer, keras.optimizers.LossScaleOptimizer)
  assert np.isfinite(fp16.figures["loss"])
  # One batch an update, split between the replicas.
  state = PipelineState.from_vector(run.checkpoints.data_position.numpy())
  assert state.batches_before_window + state.batches_in_window == 6


def _scalars(event_dir):
  """{tag: {step: value}} of the TensorBoard events under event_dir."""
  values = {}
  for path in glob.glob(os.path.join(event_dir, "events*")):
    for record in tf.data.TFRecordDataset(path):
      event = tf.compat.v1.Event.FromString(record.numpy())
      for value in event.summary.value:
        values.setdefault(value.tag, {})[event.step] = float(
            tf.make_ndarray(value.tensor))
  return values


@pytest.mark.slow(reason="decodes with trained models")
@pytest.mark.parametrize("mixed", [False, True])
def test_eval_decode_scores_what_the_decoder_makes_of_that_checkpoint(
    request, mixed):
  """The BLEU and chrF an evaluation logs are sacrebleu's scores of
  dyn-decoder's translations of the validation sources by the checkpoint
  saved at that step (mixed precision forced on as on a GPU)."""
  import sacrebleu  # pylint: disable=g-import-not-at-top
  run = request.getfixturevalue("fp16" if mixed else "accumulating")
  messages, out = run.messages, run.output_dir
  data_dir = run.trainer.run.data_dir
  assert ("eval_decode: translating dev (15 lines) with beam size 1"
          in messages)
  sources = open(os.path.join(os.path.dirname(data_dir), "dev.txt"),
                 encoding="utf-8").read().splitlines()[:15]
  logged = _scalars(os.path.join(out, "tensorboard", "eval_dev"))
  # The decoder's model in the precision the run trained in.
  keras.mixed_precision.set_global_policy(
      "mixed_float16" if mixed else "float32")
  try:
    translator = translator_lib.Translator(
        problem_lib.Problem(
            data_config=translator_lib.saved_data_config(out)), out, "dev",
        checkpoint=os.path.join(out, "checkpoints", "ckpt-3"))
    for step in (3, 6):
      # One model for both checkpoints, as dyn-translate-all decodes.
      translator.load(os.path.join(out, "checkpoints", f"ckpt-{step}"))
      hypotheses = translator.translate(
          sources, translator_lib.DecodeOptions(beam_size=1))
      bleu = sacrebleu.corpus_bleu(hypotheses, [sources]).score
      chrf = sacrebleu.corpus_chrf(hypotheses, [sources]).score
      assert f"step {step} eval dev bleu={bleu:.2f} chrf={chrf:.2f}" in (
          messages)
      assert logged["bleu"][step] == pytest.approx(bleu, abs=1e-4)
      assert logged["chrf"][step] == pytest.approx(chrf, abs=1e-4)
    assert set(logged["loss"]) == {3, 6}
  finally:
    keras.mixed_precision.set_global_policy("float32")
