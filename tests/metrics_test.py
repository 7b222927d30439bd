"""t2t_dyn.utils.metrics and id_scores against Tensor2Tensor's own code: its
metric names, its metric functions run under its streaming mean on the same
padded batches, its approx BLEU and ROUGE."""

import ast
import importlib.util
import json
import os
import subprocess
import sys

import numpy as np
import pytest
import tensorflow as tf
from tensor2tensor.utils import bleu_hook
from tensor2tensor.utils import rouge

from t2t_dyn.data_generators import problem as problem_lib
from t2t_dyn.data_generators import text_problems
from t2t_dyn.utils import id_scores
from t2t_dyn.utils import metric_sums
from t2t_dyn.utils import metrics

T2T = os.path.dirname(importlib.util.find_spec("tensor2tensor").origin)
TESTS = os.path.dirname(os.path.abspath(__file__))
VOCAB = 12
SHAPES = ((4, 7), (1, 3), (6, 11), (3, 5))  # Batches of unequal size.


def _t2t_tree(module_path):
  with open(os.path.join(T2T, module_path), encoding="utf-8") as f:
    return ast.parse(f.read())


def test_metric_names_are_tensor2tensors():
  [klass] = [node for node in _t2t_tree("utils/metrics.py").body
             if isinstance(node, ast.ClassDef) and node.name == "Metrics"]
  theirs = {node.targets[0].id: node.value.value for node in klass.body
            if isinstance(node, ast.Assign)}
  ours = {k: v for k, v in vars(metrics.Metrics).items() if k.isupper()}
  assert ours == theirs
  assert set(metrics.ALL_METRICS) == set(theirs.values())
  # Each name is computed for text or refused with a reason.
  assert set(metrics.TEXT_METRICS) | set(metrics.NOT_COMPUTED) == set(
      theirs.values())


def test_the_default_eval_metrics_are_tensor2tensors_text2text_list():
  [klass] = [node for node in _t2t_tree(
      "data_generators/text_problems.py").body
             if isinstance(node, ast.ClassDef) and
             node.name == "Text2TextProblem"]
  [method] = [node for node in klass.body
              if isinstance(node, ast.FunctionDef) and
              node.name == "eval_metrics"]
  names = [element.attr for element in method.body[0].value.elts]
  expected = [getattr(metrics.Metrics, name) for name in names]
  assert list(metrics.TEXT_METRICS) == expected
  assert problem_lib.Problem.eval_metrics(None) == expected
  assert text_problems.Text2TextProblem.eval_metrics(None) == expected


def _batches(seed=0):
  """Random logits and padded targets; the target is the argmax at about
  half the positions and along whole rows now and then, padding too."""
  rng = np.random.default_rng(seed)
  batches = []
  for rows, length in SHAPES:
    lengths = rng.integers(1, length + 1, rows)
    lengths[0] = length
    targets = rng.integers(1, VOCAB, (rows, length)).astype(np.int32)
    targets[np.arange(length)[None, :] >= lengths[:, None]] = 0
    logits = rng.normal(size=(rows, length, VOCAB)).astype(np.float32)
    boost = rng.random((rows, length)) < 0.5
    boost[rng.random(rows) < 0.4] = True
    logits[np.arange(rows)[:, None], np.arange(length)[None, :],
           targets] += 6.0 * boost
    batches.append((logits, targets))
  return batches


# Tensor2Tensor's metric functions, run from its source in a TensorFlow 1
# graph (its utils/metrics module does not import here), each under
# tf.metrics.mean over the batches, as its create_evaluation_metrics runs
# them: logits [B, T, 1, 1, V], targets [B, T, 1, 1].
_REFERENCE = r"""
import json, sys, types
import numpy as np
for stub in ("tensorflow_addons", "tensorflow_probability", "tf_slim"):
  sys.modules[stub] = types.ModuleType(stub)  # Imported, never used here.
import tensorflow.compat.v1 as tf1
tf1.disable_eager_execution()
from tensor2tensor.layers import common_layers
from tensor2tensor.utils import bleu_hook, rouge
sys.path.insert(0, sys.argv[1])
import t2t_reference

ref = t2t_reference.functions(
    "utils/metrics",
    ["padded_accuracy", "padded_accuracy_topk", "padded_accuracy_top5",
     "padded_sequence_accuracy", "padded_neg_log_perplexity",
     "rounding_accuracy", "rounding_sequence_accuracy"],
    {"tf": tf1, "common_layers": common_layers})
functions = {
    "accuracy": ref["padded_accuracy"],
    "accuracy_top5": ref["padded_accuracy_top5"],
    "accuracy_per_sequence": ref["padded_sequence_accuracy"],
    "neg_log_perplexity": ref["padded_neg_log_perplexity"],
    "approx_bleu_score": bleu_hook.bleu_score,
    "rouge_2_fscore": rouge.rouge_2_fscore,
    "rouge_L_fscore": rouge.rouge_l_fscore,
}
data = np.load(sys.argv[2])
vocab = int(data["vocab"])
logits = tf1.placeholder(tf1.float32, [None, None, 1, 1, vocab])
targets = tf1.placeholder(tf1.int32, [None, None, 1, 1])
means, updates = {}, []
for name, fn in functions.items():
  with tf1.variable_scope(name):
    values, weights = fn(logits, targets,
                         weights_fn=common_layers.weights_nonzero)
    means[name], update = tf1.metrics.mean(values, weights)
  updates.append(update)
with tf1.Session() as session:
  session.run(tf1.local_variables_initializer())
  for i in range(int(data["batches"])):
    session.run(updates, {
        logits: data[f"logits{i}"][:, :, None, None, :],
        targets: data[f"targets{i}"][:, :, None, None]})
  streaming = {k: float(v) for k, v in session.run(means).items()}
  # Each function's own (scores, weights) on logits [B, T, 1, 1, V] and
  # labels of another length [B, T', 1, 1]; the rounding forms on values.
  raw_logits = tf1.constant(data["raw_logits"][:, :, None, None, :])
  raw_targets = tf1.constant(data["raw_targets"][:, :, None, None])
  raw_values = tf1.constant(data["raw_values"][:, :, None, None, None])
  value_targets = tf1.constant(data["raw_value_targets"][:, :, None, None])
  calls = {
      "padded_accuracy": (ref["padded_accuracy"], raw_logits, raw_targets),
      "padded_accuracy_top5": (ref["padded_accuracy_top5"], raw_logits,
                               raw_targets),
      "padded_accuracy_topk": (
          lambda p, l: ref["padded_accuracy_topk"](p, l, 3), raw_logits,
          raw_targets),
      "padded_sequence_accuracy": (ref["padded_sequence_accuracy"],
                                   raw_logits, raw_targets),
      "padded_neg_log_perplexity": (ref["padded_neg_log_perplexity"],
                                    raw_logits, raw_targets),
      "rounding_accuracy": (ref["padded_accuracy"], raw_values,
                            value_targets),
      "rounding_sequence_accuracy": (ref["padded_sequence_accuracy"],
                                     raw_values, value_targets),
  }
  raw = {}
  for name, (fn, predictions, labels) in calls.items():
    with tf1.variable_scope("raw_" + name):
      scores, weights = fn(predictions, labels)
    scores, weights = session.run([scores, weights])
    raw[name] = [np.asarray(scores).tolist(), np.asarray(weights).tolist()]
  print(json.dumps({"means": streaming, "raw": raw}))
"""

# The per-position case: logits 2 positions longer than the labels.
RAW_SHAPE, RAW_LABEL_LENGTH = (3, 6), 4


def _raw_case():
  rng = np.random.default_rng(5)
  rows, length = RAW_SHAPE
  logits = rng.normal(size=(rows, length, VOCAB)).astype(np.float32)
  targets = rng.integers(0, VOCAB, (rows, RAW_LABEL_LENGTH)).astype(np.int32)
  targets[0, 2:] = 0
  logits[1, :RAW_LABEL_LENGTH][np.arange(RAW_LABEL_LENGTH),
                               targets[1]] += 9.0  # Row 1 all right.
  values = (rng.random((rows, length)) * 4).astype(np.float32)
  value_targets = np.floor(values).astype(np.int32)
  value_targets[2, 1] += 1  # One wrong position in row 2.
  value_targets[0, 3] = 0   # A PAD label: weight 0.
  return dict(raw_logits=logits, raw_targets=targets, raw_values=values,
              raw_value_targets=value_targets)


@pytest.fixture(name="reference", scope="module")
def reference_fixture(tmp_path_factory):
  """Tensor2Tensor's figures, from one reference interpreter: "means", the
  streaming mean of each text metric over _batches(); "raw", its metric
  functions' own (scores, weights) on _raw_case()."""
  path = tmp_path_factory.mktemp("metrics") / "batches.npz"
  batches = _batches()
  arrays = {"vocab": VOCAB, "batches": len(batches), **_raw_case()}
  for i, (logits, targets) in enumerate(batches):
    arrays[f"logits{i}"], arrays[f"targets{i}"] = logits, targets
  np.savez(path, **arrays)
  result = subprocess.run(
      [sys.executable, "-c", _REFERENCE, TESTS, str(path)],
      capture_output=True, text=True, check=False,
      env={**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3"})
  assert result.returncode == 0, result.stderr[-3000:]
  return json.loads(result.stdout.strip().splitlines()[-1])


def _our_means(batches):
  streams = {name: metric_sums.StreamingMean()
             for name in metrics.TEXT_METRICS}
  for logits, targets in batches:
    sums = metric_sums.batch_sums(tf.constant(logits), tf.constant(targets),
                                  metrics.TEXT_METRICS)
    predictions = metric_sums.argmax_ids(tf.constant(logits)).numpy()
    sums.update(metric_sums.id_sums(predictions, targets,
                                    metrics.TEXT_METRICS))
    for name, batch_sum in sums.items():
      streams[name].add(batch_sum)
  return {name: stream.value for name, stream in streams.items()}


@pytest.mark.slow(reason="Tensor2Tensor's metrics in a subprocess")
def test_each_metric_is_tensor2tensors_streaming_mean(reference):
  theirs = reference["means"]
  ours = _our_means(_batches())
  assert set(ours) == set(theirs) == set(metrics.TEXT_METRICS)
  for name in metrics.TEXT_METRICS:
    assert ours[name] == pytest.approx(theirs[name], rel=1e-5, abs=1e-6), name
  # The batches make every figure informative (neither 0 nor 1).
  assert all(0 < ours[name] < 1 for name in metrics.TEXT_METRICS
             if name != metrics.Metrics.NEG_LOG_PERPLEXITY)


@pytest.mark.slow(reason="Tensor2Tensor's metrics in a subprocess")
def test_metric_functions_give_tensor2tensors_scores_and_weights(reference):
  """User code reads a metric function's scores and weights itself (a
  tf.reduce_mean of the scores): each is Tensor2Tensor's, position by
  position, on 5-D logits and labels of another length."""
  case = _raw_case()
  logits = tf.constant(case["raw_logits"][:, :, None, None, :])
  targets = tf.constant(case["raw_targets"][:, :, None, None])
  values = tf.constant(case["raw_values"][:, :, None, None, None])
  value_targets = tf.constant(case["raw_value_targets"][:, :, None, None])
  ours = {
      "padded_accuracy": metrics.padded_accuracy(logits, targets),
      "padded_accuracy_top5": metrics.padded_accuracy_top5(logits, targets),
      "padded_accuracy_topk": metrics.padded_accuracy_topk(logits, targets,
                                                           3),
      "padded_sequence_accuracy": metrics.padded_sequence_accuracy(
          logits, targets),
      "padded_neg_log_perplexity": metrics.padded_neg_log_perplexity(
          logits, targets),
      "rounding_accuracy": metrics.padded_accuracy(values, value_targets),
      "rounding_sequence_accuracy": metrics.padded_sequence_accuracy(
          values, value_targets),
  }
  assert set(ours) == set(reference["raw"])
  for name, (scores, weights) in ours.items():
    their_scores, their_weights = reference["raw"][name]
    np.testing.assert_allclose(scores.numpy(), their_scores, rtol=1e-5,
                               atol=1e-6, err_msg=name)
    np.testing.assert_allclose(np.broadcast_to(weights.numpy(),
                                               np.shape(their_weights)),
                               their_weights, err_msg=name)
    assert np.shape(weights.numpy()) == np.shape(their_weights), name
  # Informative: some right, some wrong, some weighted out.
  scores, weights = ours["padded_accuracy"]
  assert 0 < float(tf.reduce_sum(scores * weights)) < float(
      tf.reduce_sum(weights)) < scores.numpy().size
  assert sorted(set(ours["padded_sequence_accuracy"][0].numpy().tolist())
                ) == [0.0, 1.0]


def test_masked_perplexity_weights_by_the_targets_mask():
  logits, targets = _batches()[0]
  mask = (np.arange(targets.shape[1])[None, :] < 3).astype(np.float32)
  mask = np.broadcast_to(mask, targets.shape)
  masked, mask_weights = metrics.padded_neg_log_perplexity_with_masking(
      tf.constant(logits[:, :, None, None, :]),
      tf.constant(targets[:, :, None, None]), {"targets_mask": mask})
  plain, _ = metrics.padded_neg_log_perplexity(
      tf.constant(logits[:, :, None, None, :]),
      tf.constant(targets[:, :, None, None]), metrics.weights_all)
  np.testing.assert_allclose(mask_weights.numpy()[..., 0, 0], mask)
  np.testing.assert_allclose(masked.numpy(), plain.numpy() * mask[
      :, :, None, None], rtol=1e-6)
  with pytest.raises(ValueError, match="requires targets_mask"):
    metrics.padded_neg_log_perplexity_with_masking(logits, targets, {})


def test_weights_are_tokens_rows_and_batches():
  logits, targets = _batches()[0]
  rows = targets.shape[0]
  real = float(np.count_nonzero(targets))
  sums = metric_sums.batch_sums(tf.constant(logits), tf.constant(targets),
                                metrics.TEXT_METRICS)
  assert float(sums["accuracy"].weight) == real
  assert float(sums["neg_log_perplexity"].weight) == real
  assert float(sums["accuracy_per_sequence"].weight) == rows
  predictions = np.zeros_like(targets)
  assert {s.weight for s in metric_sums.id_sums(predictions, targets,
                                                metrics.ID_METRICS).values()
          } == {1.0}
  assert metric_sums.StreamingMean().value == 0.0  # Tensor2Tensor's 0 / 0.


def test_bleu_and_rouge_are_tensor2tensors():
  rng = np.random.default_rng(3)
  for _ in range(200):
    rows, length = int(rng.integers(1, 6)), int(rng.integers(1, 12))
    references = rng.integers(0, 6, (rows, length))
    hypotheses = rng.integers(0, 6, (rows, length))
    assert metric_sums.approx_bleu(hypotheses, references).total == (
        pytest.approx(float(bleu_hook.compute_bleu(references, hypotheses)),
                      abs=1e-6))
    assert metric_sums.rouge_2(hypotheses, references).total == (
        pytest.approx(float(rouge.rouge_n(hypotheses, references)), abs=1e-6))
    assert metric_sums.rouge_l(hypotheses, references).total == (
        pytest.approx(float(rouge.rouge_l_sentence_level(hypotheses,
                                                          references)),
                      abs=1e-6))
    references = [rng.integers(0, 5, rng.integers(0, 9)).tolist()
                  for _ in range(3)]
    hypotheses = [rng.integers(0, 5, rng.integers(0, 9)).tolist()
                  for _ in range(3)]
    for first, second in zip(references, hypotheses):
      assert id_scores.lcs_length(first, second) == rouge._len_lcs(  # pylint: disable=protected-access
          first, second)


def test_names_not_computed_for_text_are_refused_saying_why():
  assert metrics.check_text_metrics(
      [metrics.Metrics.ACC, metrics.Metrics.APPROX_BLEU, "accuracy"],
      "p") == ("accuracy", "approx_bleu_score")
  with pytest.raises(metrics.MetricNameError,
                     match=r"problem 'p': eval_metrics\(\) lists 'rmse': "
                           r"rmse is Tensor2Tensor's metric of real-valued "
                           r"\(regression\) targets; t2t_dyn computes "
                           r"accuracy, accuracy_top5, "):
    metrics.check_text_metrics([metrics.Metrics.ACC, metrics.Metrics.RMSE],
                               "p")
  with pytest.raises(metrics.MetricNameError,
                     match="lists 'bleu': bleu is not one of Tensor2Tensor's "
                           "metrics"):
    metrics.check_text_metrics(["bleu"], "p")
  assert "does not implement" in metrics.refusal("approx_sari_score")
  assert "evaluation does not compute" in metrics.refusal("edit_distance")


def test_summary_tags_are_tensor2tensors():
  tag = metrics.summary_tag("translate_x", "accuracy")
  assert tag == "metrics-translate_x/targets/accuracy"
  assert metrics.parse_summary_tag(tag) == metrics.SummaryTag(
      "translate_x", "targets", "accuracy")
  assert metrics.parse_summary_tag("accuracy") is None
  assert metrics.parse_summary_tag("metrics-x/accuracy") is None


@pytest.mark.slow(reason="a fresh interpreter's imports")
def test_importing_the_metric_names_does_not_import_tensorflow():
  # Usr dirs import them; dyn-datagen imports usr dirs without TensorFlow.
  code = ("import sys\nfrom t2t_dyn.utils import metrics\n"
          "assert metrics.Metrics.ACC == 'accuracy'\n"
          "sys.exit('tensorflow' in sys.modules)")
  assert subprocess.run([sys.executable, "-c", code]).returncode == 0
