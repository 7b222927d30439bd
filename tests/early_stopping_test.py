"""Best checkpoint and early stopping: Tensor2Tensor's plateau rule (checked
against tensor2tensor's own metrics_hook), metric names (Tensor2Tensor's
among them, and a usr dir's eval_metrics()), and a run that stops, resumes
and decodes its best checkpoint."""

import re

import numpy as np
import pytest
from tensor2tensor.utils import metrics_hook

from t2t_dyn.batches.data_plan import DataPlan
from t2t_dyn.decoding import output_dir as output_dir_lib
from t2t_dyn.decoding import translator as translator_lib
from t2t_dyn.hparams import model_hparams
from t2t_dyn.hparams.data_hparams import DataHParams
from t2t_dyn.mixing import validation_feed
from t2t_dyn.test_utils import (build_problem, resumed_copy, tiny_trainer,
                                write_lines)
from t2t_dyn.training import early_stopping
from t2t_dyn.training import evaluation
from t2t_dyn.training import training_run
from t2t_dyn.utils import metrics
from t2t_dyn.utils import registry
from t2t_dyn.utils import usr_dir

DATA = DataHParams(batch_size=256, max_length=32, window_size=128)


@pytest.mark.parametrize("minimize", [True, False])
def test_plateau_rule_is_tensor2tensors(minimize):
  rng = np.random.default_rng(7)
  for _ in range(400):
    n = int(rng.integers(1, 9))
    steps = sorted(int(s) for s in rng.choice(np.arange(1, 60), n,
                                              replace=False))
    # Values on a coarse grid, so improvements exactly at delta occur.
    values = [float(v) for v in rng.integers(0, 8, n) * 0.05]
    window = int(rng.integers(1, 30))
    delta = float(rng.choice([0.0, 0.05, 0.1, 0.2]))
    ours = early_stopping.has_plateaued(list(zip(steps, values)), window,
                                        delta, minimize)
    theirs = metrics_hook.has_metric_plateaued(steps, values, window, delta,
                                               decrease=minimize)
    assert ours == theirs, (steps, values, window, delta)


def test_a_value_exactly_delta_better_is_an_improvement():
  # Tensor2Tensor counts a change < delta as no improvement.
  history = [(10, 2.0), (20, 1.9)]
  assert not early_stopping.has_plateaued(history, 10, 0.1, True)
  assert early_stopping.has_plateaued(history, 10, 0.1000001, True)


def _parse(name, minimize, loss_tasks, translated, text_metrics=()):
  return early_stopping.ValidationMetric.parse(
      name, minimize, early_stopping.RunFigures(
          tuple(loss_tasks), tuple(translated), tuple(text_metrics), "p"))


def test_metric_names_and_directions():
  assert _parse("loss", None, ["dev"], []).minimize
  assert not _parse("bleu/dev", None, ["dev"], ["dev"]).minimize
  assert _parse("chrf", True, ["dev"], ["dev"]).minimize  # Given: kept.
  with pytest.raises(early_stopping.MetricError,
                     match=r"=bleu: this run computes loss, loss/dev "
                           r"\(BLEU and chrF need --eval_decode\)"):
    _parse("bleu", None, ["dev"], [])
  with pytest.raises(early_stopping.MetricError, match="loss/dev, bleu, "):
    _parse("loss/other", None, ["dev"], ["dev"])
  figures = validation_feed.figures(
      {"a": {"loss": 1.0}, "b": {"loss": 3.0}},
      {"a": {"bleu": 5.0, "chrf": 10.0}, "b": {"bleu": 7.0, "chrf": 30.0}})
  assert _parse("loss", None, ["a", "b"], []).value(figures) == 2.0
  assert _parse("bleu", None, ["a", "b"], ["a", "b"]).value(figures) == 6.0
  assert _parse("chrf/b", None, ["a", "b"], ["a", "b"]).value(figures) == 30.0


def test_best_is_strictly_better_than_every_earlier_evaluation():
  rule = early_stopping.EarlyStopping(
      early_stopping.ValidationMetric("loss", True))
  assert rule.judge([(1, 3.0)]).best
  assert not rule.judge([(1, 3.0), (2, 3.0)]).best  # A tie is not better.
  assert rule.judge([(1, 3.0), (2, 3.5), (3, 2.9)]).best
  assert not rule.judge([(1, 3.0), (2, 2.0), (3, 2.5)]).stop  # steps=0.
  assert rule.best([(1, 3.0), (2, 2.0), (3, 2.0)]) == (2, 2.0)


@pytest.fixture(scope="module")
def copy_problem(tmp_path_factory):
  tmp_path = tmp_path_factory.mktemp("copy")
  rng = np.random.default_rng(0)
  lines = [" ".join(f"w{rng.integers(30)}" for _ in range(rng.integers(2, 8)))
           for _ in range(200)]
  write_lines(tmp_path / "train.txt", lines)
  write_lines(tmp_path / "dev.txt", lines[:20])
  return build_problem(tmp_path, {"tasks": {
      "copy": {"inputs": {"x": {"src": "train.txt", "tgt": "train.txt"}}},
      "dev": {"split": "valid", "n_shards": 1,
              "inputs": {"x": {"src": "dev.txt", "tgt": "dev.txt"}}}}})


def _trainer(problem, data_dir, output_dir, steps, messages, **options):
  # No evaluation improves on one 6 updates older by 100: the run stops at
  # its third evaluation (step 9).
  return tiny_trainer(problem, data_dir, output_dir, steps, messages,
                      data=DATA, **{"early_stopping_steps": 6,
                                    "early_stopping_delta": 100.0, **options})


def test_the_default_metric_is_the_loss_and_stops_when_it_has_not_fallen(
    copy_problem, tmp_path):
  """Without --eval_early_stopping_metric the run judges its validation
  loss, lower being better, and says so when it stops. (A run that stops,
  resumes and decodes its best checkpoint: test_early_stopping_resumes_
  where_an_uninterrupted_run_stops, on Tensor2Tensor's accuracy, which
  rises.)"""
  problem, data_dir = copy_problem
  run = _trainer(problem, data_dir, tmp_path / "run", 30, [])
  rule = run.early_stopping
  assert (rule.metric.name, rule.metric.minimize) == ("loss", True)
  assert (rule.steps, rule.delta) == (6, 100.0)
  history = [(3, 2.5), (6, 2.0), (9, 2.2)]
  assert rule.judge(history).stop
  assert rule.best(history) == (6, 2.0)
  assert rule.describe_stop(history) == (
      "early stopping: loss has not fallen by 100 in 6 updates (best 2.0000 "
      "at step 6)")


@pytest.mark.slow(reason="trains a tiny model twice")
def test_early_stopping_resumes_where_an_uninterrupted_run_stops(
    copy_problem, tmp_path):
  """A run that stops on a metric that rises, Tensor2Tensor's accuracy by
  its tag (the short name "accuracy" is the same metric:
  test_tensor2tensors_metric_names_and_their_directions), resumed from a
  checkpoint before the stop, stops where it did; its best checkpoint
  holds the highest accuracy and decodes."""
  name = "metrics-problem/targets/accuracy"
  problem, data_dir = copy_problem
  messages = []
  straight = _trainer(problem, data_dir, tmp_path / "straight", 30, messages,
                      eval_metric=name)
  assert not straight.early_stopping.metric.minimize  # Accuracy rises.
  straight.train()
  assert straight.step == 9  # The plateau: no rise by 100 in 6 updates.
  accuracy = {e.step: e.figures["accuracy/dev"]
              for e in straight.feed.history()}
  best_step = max(accuracy, key=accuracy.get)
  assert best_step != min(accuracy, key=accuracy.get)
  assert (f"step {best_step} best {name}={accuracy[best_step]:.4f}: saved "
          f"{tmp_path / 'straight' / 'best' / f'ckpt-{best_step}'}"
          in messages)
  assert (f"step 9 early stopping: {name} has not risen by 100 in 6 updates "
          f"(best {accuracy[best_step]:.4f} at step {best_step})" in messages)
  # Interrupted after its step-6 checkpoint (after two evaluations), as a
  # run of 6 updates stops (trainer_test stops one for real), resumed: the
  # history in the checkpoint makes step 9 the stop; without it the resumed
  # run would count from its first evaluation and go on to step 15.
  resumed_copy(str(tmp_path / "straight"), str(tmp_path / "resumed"), 6)
  resumed_log = []
  resumed = _trainer(problem, data_dir, tmp_path / "resumed", 30, resumed_log,
                     eval_metric=name)
  resumed.train()
  assert any(m.startswith("restored ") and m.endswith("ckpt-6 at step 6")
             for m in resumed_log), resumed_log
  assert resumed.step == 9
  assert resumed.feed.history() == straight.feed.history()
  for a, b in zip(resumed.model.trainable_variables,
                  straight.model.trainable_variables):
    np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-5, atol=1e-6)
  # A stopped run stays stopped when started again.
  again_log = []
  again = _trainer(problem, data_dir, tmp_path / "resumed", 30, again_log,
                   eval_metric=name)
  assert again.train() == {} and again.step == 9
  assert any("this run stopped early" in m for m in again_log)

  # best/ holds the checkpoint of the highest accuracy, which decodes.
  best = translator_lib.checkpoint_path(str(tmp_path / "straight"), "best")
  assert best.endswith(f"best/ckpt-{best_step}")
  translator = translator_lib.Translator(problem, str(tmp_path / "straight"),
                                      "copy", checkpoint="best")
  assert translator.checkpoint == best
  assert len(translator.translate(["w1 w2 w3"])) == 1


@pytest.mark.slow(reason="trains a tiny model")
def test_without_improvement_no_best_is_saved_and_bad_settings_are_named(
    copy_problem, tmp_path):
  problem, data_dir = copy_problem
  messages = []
  run = _trainer(problem, data_dir, tmp_path / "run", 6, messages,
                 early_stopping_steps=0, eval_metric="loss/dev",
                 eval_metric_minimize=False, keep_best_checkpoint=False)
  run.train()
  assert run.step == 6 and [e.step for e in run.feed.history()] == [3, 6]
  assert not any(" best " in m for m in messages)
  with pytest.raises(FileNotFoundError, match="kept no best checkpoint"):
    translator_lib.checkpoint_path(str(tmp_path / "run"), "best")
  assert output_dir_lib.best_dir(str(tmp_path / "run")).endswith("run/best")
  with pytest.raises(early_stopping.MetricError, match="bleu: this run"):
    _trainer(problem, data_dir, tmp_path / "x", 6, [], eval_metric="bleu")
  with pytest.raises(ValueError, match="needs evaluations"):
    _trainer(problem, data_dir, tmp_path / "y", 6, [], eval_every=0)


def _early_stopping(problem, data_dir, tmp_path, name, minimize=None):
  """The run's early stopping by `name`, from its Evaluator alone."""
  run = training_run.build_run(
      problem, DataPlan(data_dir, DATA), str(tmp_path),
      model_hparams.from_set("transformer_tiny").model,
      evaluation=training_run.EvaluationPlan(
          eval_every=3, eval_metric=name, eval_metric_minimize=minimize,
          early_stopping_steps=6, early_stopping_delta=0.1))
  return evaluation.Evaluator(run, None).early_stopping()


def test_tensor2tensors_metric_names_and_their_directions(copy_problem,
                                                          tmp_path):
  problem, data_dir = copy_problem
  for name, minimize in [("loss/dev", True), ("accuracy", False),
                         ("neg_log_perplexity", False),
                         ("accuracy_per_sequence/dev", False),
                         ("metrics-problem/targets/approx_bleu_score", False),
                         ("rouge_L_fscore", False)]:
    metric = _early_stopping(problem, data_dir, tmp_path, name).metric
    assert metric.minimize == minimize, name
  # Tensor2Tensor's flag, given, is followed whatever the metric.
  assert _early_stopping(problem, data_dir, tmp_path, "accuracy",
                         minimize=True).metric.minimize
  metric = _early_stopping(problem, data_dir, tmp_path,
                           "metrics-problem/targets/accuracy").metric
  assert metric.value({"accuracy/dev": 0.5, "loss/dev": 2.0}) == 0.5
  # The short name reads the same figure.
  assert _early_stopping(problem, data_dir, tmp_path, "accuracy").metric.value(
      {"accuracy/dev": 0.5, "loss/dev": 2.0}) == 0.5
  # An evaluation recorded before the metrics were computed lacks it.
  assert metric.value({"loss/dev": 2.0}) is None


@pytest.mark.parametrize("name, why", [
    ("rmse", "rmse is Tensor2Tensor's metric of real-valued (regression) "
             "targets; "),
    ("metrics-problem/targets/edit_distance",
     "edit_distance is Tensor2Tensor's metric of text targets that "
     "t2t_dyn's evaluation does not compute (its function is in "
     "metrics.METRICS_FNS); "),
    ("metrics-other/targets/accuracy",
     "this run's tags are metrics-problem/targets/accuracy; it computes "),
    ("accuracy/other", ""),
    ("bleu", "")])
def test_a_metric_this_run_lacks_is_refused_naming_what_there_is(
    copy_problem, tmp_path, name, why):
  problem, data_dir = copy_problem
  with pytest.raises(early_stopping.MetricError) as error:
    _early_stopping(problem, data_dir, tmp_path, name)
  message = str(error.value)
  assert message.startswith(f"--eval_early_stopping_metric={name}: {why}")
  assert ("loss, loss/dev, accuracy, accuracy/dev, accuracy_top5, "
          "accuracy_top5/dev, accuracy_per_sequence, " in message)
  assert message.endswith(
      "rouge_L_fscore/dev; accuracy, accuracy_top5, accuracy_per_sequence, "
      "neg_log_perplexity, approx_bleu_score, rouge_2_fscore, rouge_L_fscore "
      "also by Tensor2Tensor's tags metrics-problem/targets/NAME (BLEU and "
      "chrF need --eval_decode)")


def test_a_problem_listing_a_metric_of_other_targets_stops_the_trainer(
    copy_problem, tmp_path, monkeypatch):
  problem, data_dir = copy_problem
  monkeypatch.setattr(problem, "eval_metrics", lambda: [
      metrics.Metrics.ACC, metrics.Metrics.IMAGE_SUMMARY])
  with pytest.raises(metrics.MetricNameError,
                     match=r"problem 'problem': eval_metrics\(\) lists "
                           r"'image_summary': image_summary is "
                           r"Tensor2Tensor's metric of image targets; "
                           r"t2t_dyn computes accuracy, "):
    _trainer(problem, data_dir, tmp_path / "run", 3, [])


# A usr dir as Tensor2Tensor users write one, ported by the README's one
# substitution (tensor2tensor -> t2t_dyn).
USR_PROBLEM = """
from tensor2tensor.data_generators import problem
from tensor2tensor.data_generators import text_problems
from tensor2tensor.utils import metrics
from tensor2tensor.utils import registry


@registry.register_problem
class CopyWordsTwoMetrics(text_problems.Text2TextProblem):

  @property
  def is_generate_per_split(self):
    return False

  @property
  def vocab_type(self):
    return text_problems.VocabType.CHARACTER

  @property
  def dataset_splits(self):
    return [{"split": problem.DatasetSplit.TRAIN, "shards": 4},
            {"split": problem.DatasetSplit.EVAL, "shards": 1}]

  def generate_samples(self, data_dir, tmp_dir, dataset_split):
    for i in range(150):
      words = " ".join("w%d" % ((7 * i + j) % 13) for j in range(1 + i % 4))
      yield {"inputs": words, "targets": words}

  def eval_metrics(self):
    return [metrics.Metrics.ACC, metrics.Metrics.APPROX_BLEU]
"""


@pytest.mark.slow(reason="trains a tiny model")
def test_a_usr_dir_problems_eval_metrics_are_what_is_reported(tmp_path):
  package = tmp_path / "metrics_usr_dir"
  package.mkdir()
  (package / "__init__.py").write_text("from . import copy_words\n")
  (package / "copy_words.py").write_text(
      USR_PROBLEM.replace("tensor2tensor", "t2t_dyn"))
  usr_dir.import_usr_dir(str(package))
  try:
    problem = registry.problem("copy_words_two_metrics")
    data_dir = str(tmp_path / "data")
    problem.generate_shards(data_dir, str(tmp_path / "tmp"), log=lambda m: None)
    problem.generate_vocab(data_dir, str(tmp_path / "tmp"),
                           log=lambda m: None)
    with pytest.raises(early_stopping.MetricError,
                       match=r"=accuracy_top5: the problem's eval_metrics\(\) "
                             r"does not list accuracy_top5 \(it lists "
                             r"accuracy, approx_bleu_score\); this run "
                             r"computes loss, loss/dev, accuracy, "
                             r"accuracy/dev, approx_bleu_score, "
                             r"approx_bleu_score/dev; "):
      _early_stopping(problem, data_dir, tmp_path, "accuracy_top5")
    messages = []
    run = _trainer(problem, data_dir, tmp_path / "run", 3, messages,
                   early_stopping_steps=0,
                   eval_metric="metrics-copy_words_two_metrics/targets/"
                               "approx_bleu_score")
    run.train()
    [line] = [m for m in messages if m.startswith("step 3 eval dev ")]
    assert re.fullmatch(r"step 3 eval dev accuracy=0\.\d{4} "
                        r"approx_bleu_score=0\.\d{4}", line), line
    assert sorted(run.feed.history()[0].figures) == [
        "accuracy/dev", "approx_bleu_score/dev", "loss/dev"]
    assert any(m.startswith("step 3 best metrics-copy_words_two_metrics/"
                            "targets/approx_bleu_score=") for m in messages)
  finally:
    registry.problems_registry().remove("copy_words_two_metrics")


@pytest.mark.slow(reason="trains a tiny model")
def test_a_run_without_validation_tasks_keeps_no_best_and_cannot_stop(
    tmp_path):
  write_lines(tmp_path / "train.txt", ["w1 w2", "w3"] * 20)
  problem, data_dir = build_problem(tmp_path, {"tasks": {"copy": {
      "inputs": {"x": {"src": "train.txt", "tgt": "train.txt"}}}}})
  run = _trainer(problem, data_dir, tmp_path / "run", 3, [],
                 early_stopping_steps=0)
  assert run.early_stopping is None
  run.train()  # Evaluates nothing to judge: no best/, no warning.
  with pytest.raises(FileNotFoundError):
    translator_lib.checkpoint_path(str(tmp_path / "run"), "best")
  with pytest.raises(ValueError, match="needs a validation task"):
    _trainer(problem, data_dir, tmp_path / "stop", 3, [])
