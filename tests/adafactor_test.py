"""Tests for t2t_dyn.utils.adafactor against Tensor2Tensor's own
AdafactorOptimizer.

Tensor2Tensor's optimizer is a TF1 graph-mode optimizer, and importing it
under TF 2.21 disables eager execution for the whole process: the reference
runs its code from the installed source on TF1 graphs in a Session, in this
process. Both sides minimize the same loss from the same float32 values;
the reference records the parameters and slots after each update.
"""

import importlib.util

import keras
import numpy as np
import pytest
import tensorflow as tf

from t2t_dyn.utils import adafactor

STEPS = 5
SHAPES = {"w2": (4, 3), "w1": (5,), "w3": (2, 3, 4), "zero": (3,)}
DEFAULTS = dict(decay_type="pow", beta1=0.0, beta2=0.999, memory_exponent=0.8,
                clipping_threshold=1.0, factored=True,
                multiply_by_parameter_scale=True)
# name: (hparams overrides, learning rate (float, or "rsqrt": RSQRT_SCALE *
# rsqrt(max(step, RSQRT_WARMUP))), clip_grad_norm).
CASES = {
    "default": ({}, 0.1, 0.0),
    "beta1": ({"beta1": 0.9}, 0.1, 0.0),
    "unfactored": ({"factored": False}, 0.1, 0.0),
    "adam_decay": ({"decay_type": "adam", "beta2": 0.999}, 0.1, 0.0),
    "no_parameter_scale": ({"multiply_by_parameter_scale": False}, 0.1, 0.0),
    "no_clipping": ({"clipping_threshold": None}, 0.1, 0.0),
    "tight_clipping": ({"clipping_threshold": 0.5}, 0.1, 0.0),
    "rsqrt_decay": ({}, "rsqrt", 0.0),
    "global_clipnorm": ({}, 0.1, 1.0),
    "combined": ({"beta1": 0.5, "factored": False, "decay_type": "adam",
                  "multiply_by_parameter_scale": False,
                  "clipping_threshold": 2.0}, "rsqrt", 3.0),
}
RSQRT_SCALE, RSQRT_WARMUP = 0.5, 2.0

def _reference_history(spec):
  """{case: the parameters and slots after each update} of Tensor2Tensor's
  AdafactorOptimizer, run on TF1 graphs in a Session: its code, unchanged,
  from the installed source (t2t_reference.functions), not imported, since
  importing tensor2tensor.utils.adafactor would disable eager execution
  for the whole process."""
  # pylint: disable=g-import-not-at-top
  import types
  import tensorflow.compat.v1 as tf1
  from tensor2tensor.utils import hparam
  from tensor2tensor.utils import quantization
  import t2t_reference
  # pylint: enable=g-import-not-at-top
  layers = t2t_reference.functions("layers/common_layers", ["cast_like"],
                                   {"tf": tf1})
  t2t = t2t_reference.functions(
      "utils/adafactor",
      ["AdafactorOptimizer", "adafactor_decay_rate_adam",
       "adafactor_decay_rate_pow", "step_num",
       "adafactor_optimizer_from_hparams", "reduce_rms"],
      {"tf": tf1, "quantization": quantization,
       "common_layers": types.SimpleNamespace(
           cast_like=layers["cast_like"])})
  results = {}
  for case, (overrides, lr, clip_norm) in spec["cases"].items():
    settings = dict(spec["defaults"], **overrides)
    with tf1.Graph().as_default():
      step = tf1.train.get_or_create_global_step()
      params = {k: tf1.Variable(np.array(v, np.float32), name=k)
                for k, v in spec["init"].items()}
      loss = tf1.add_n([
          tf1.reduce_sum(np.array(spec["coef"][k], np.float32) * tf1.sin(w)) +
          0.5 * tf1.reduce_sum(w * w) for k, w in params.items()])
      names = sorted(params)
      grads = tf1.gradients(loss, [params[k] for k in names])
      if clip_norm:
        grads, _ = tf1.clip_by_global_norm(grads, clip_norm)
      if lr == "rsqrt":
        lr = spec["rsqrt_scale"] * tf1.rsqrt(
            tf1.maximum(tf1.to_float(step), spec["rsqrt_warmup"]))
      hparams = hparam.HParams(weight_dtype="float32", **{
          "optimizer_adafactor_" + k: v for k, v in settings.items()})
      opt = t2t["adafactor_optimizer_from_hparams"](hparams, lr)
      train = opt.apply_gradients(zip(grads, [params[k] for k in names]),
                                  global_step=step)
      slots = {k + "/" + s: opt.get_slot(params[k], s) for k in names
               for s in ("v", "vr", "vc", "m")}
      slots = {k: v for k, v in slots.items() if v is not None}
      with tf1.Session() as sess:
        sess.run(tf1.global_variables_initializer())
        history = []
        for _ in range(spec["steps"]):
          sess.run(train)
          values = sess.run(dict(params, **slots))
          history.append({k: v.tolist() for k, v in values.items()})
    results[case] = history
  return results


needs_tensor2tensor = pytest.mark.skipif(
    importlib.util.find_spec("tensor2tensor") is None,
    reason="tensor2tensor 1.15.7 (the test-only reference) is not installed")


def _start():
  rng = np.random.RandomState(0)
  init = {k: rng.normal(size=s).astype(np.float32) for k, s in SHAPES.items()}
  init["zero"][:] = 0  # Its parameter scale is EPSILON2.
  coef = {k: rng.uniform(0.5, 3.0, size=s).astype(np.float32)
          for k, s in SHAPES.items()}
  return init, coef


INIT, COEF = _start()


@keras.saving.register_keras_serializable(package="adafactor_test")
class _Rsqrt(keras.optimizers.schedules.LearningRateSchedule):

  def __call__(self, step):
    return RSQRT_SCALE * tf.math.rsqrt(
        tf.maximum(tf.cast(step, tf.float32), RSQRT_WARMUP))

  def get_config(self):
    return {}


def _params():
  return {k: keras.Variable(v, name=k) for k, v in INIT.items()}


def _loss(params):
  return tf.add_n([tf.reduce_sum(COEF[k] * tf.sin(w)) +
                   0.5 * tf.reduce_sum(w * w) for k, w in params.items()])


def _step(opt, params):
  names = sorted(params)
  with tf.GradientTape() as tape:
    loss = _loss(params)
    if isinstance(opt, keras.optimizers.LossScaleOptimizer):
      loss = opt.scale_loss(loss)
  grads = tape.gradient(loss, [params[k] for k in names])
  opt.apply_gradients(zip(grads, [params[k] for k in names]))


def _state(opt, params):
  """Parameters and slots by the reference's names."""
  state = {k: w.numpy() for k, w in params.items()}
  for k, w in params.items():
    for s in ("v", "vr", "vc", "m"):
      slot = opt.get_slot(w, s)
      if slot is not None:
        state[f"{k}/{s}"] = slot.numpy()
  return state


def _optimizer(case):
  overrides, lr, clip_norm = CASES[case]
  return adafactor.AdafactorOptimizer.from_hparams(
      _Rsqrt() if lr == "rsqrt" else lr, global_clipnorm=clip_norm,
      **dict(DEFAULTS, **overrides))


@pytest.fixture(scope="module")
def reference():
  spec = dict(cases=CASES, defaults=DEFAULTS, steps=STEPS,
              rsqrt_scale=RSQRT_SCALE, rsqrt_warmup=RSQRT_WARMUP,
              init={k: v.tolist() for k, v in INIT.items()},
              coef={k: v.tolist() for k, v in COEF.items()})
  return _reference_history(spec)


@pytest.mark.slow(reason="runs Tensor2Tensor's optimizer (seconds)")
@needs_tensor2tensor
@pytest.mark.parametrize("case", sorted(CASES))
def test_updates_equal_tensor2tensor(reference, case):
  opt, params = _optimizer(case), _params()
  for step, expected in enumerate(reference[case]):
    _step(opt, params)
    got = _state(opt, params)
    assert sorted(got) == sorted(expected)
    for name, value in expected.items():
      value = np.array(value, np.float32)
      # Float32 rounding (graph and eager kernels differ) scales with the
      # tensor, not with an element that nearly cancels out.
      np.testing.assert_allclose(got[name], value, rtol=1e-6,
                                 atol=1e-6 * np.max(np.abs(value)),
                                 err_msg=f"{case}: {name} after step {step}")


@pytest.mark.slow(reason="runs Tensor2Tensor's optimizer (seconds)")
@needs_tensor2tensor
def test_the_cases_differ(reference):
  """Each setting changes the trajectory: the comparisons above would see
  it ignored."""
  finals = {case: np.concatenate([np.ravel(history[-1][k]) for k in SHAPES])
            for case, history in reference.items()}
  for case, final in finals.items():
    if case != "default":
      assert np.max(np.abs(final - finals["default"])) > 1e-4, case


def test_slots():
  shapes = {"s": (), "v": (5,), "m": (4, 3), "t": (2, 3, 4)}
  params = {k: keras.Variable(np.ones(s, np.float32), name=k)
            for k, s in shapes.items()}
  cases = {(True, 0.0): {"s": {"v": ()}, "v": {"v": (5,)},
                         "m": {"vr": (4,), "vc": (3,)},
                         "t": {"vr": (2, 3), "vc": (2, 4)}},
           (False, 0.9): {k: {"v": s, "m": s} for k, s in shapes.items()}}
  for (factored, beta1), expected in cases.items():
    opt = adafactor.AdafactorOptimizer(0.1, factored=factored, beta1=beta1)
    opt.build(list(params.values()))
    for k, w in params.items():
      got = {s: tuple(opt.get_slot(w, s).shape)
             for s in ("v", "vr", "vc", "m") if opt.get_slot(w, s) is not None}
      assert got == expected[k], (factored, beta1, k)
    # The update count and the learning rate, then the slots only.
    assert len(opt.variables) == 2 + sum(len(e) for e in expected.values())


def test_checkpoint_resumes_as_an_uninterrupted_run(tmp_path):
  case = "combined"  # Momentum, a schedule, the adam decay rate.
  opt, params = _optimizer(case), _params()
  for _ in range(2):
    _step(opt, params)
  path = tf.train.Checkpoint(params=params, optimizer=opt).save(
      str(tmp_path / "ckpt"))
  for _ in range(3):
    _step(opt, params)

  fresh_opt = _optimizer(case)
  fresh = {k: keras.Variable(np.zeros_like(v), name=k) for k, v in INIT.items()}
  fresh_opt.build([fresh[k] for k in sorted(fresh)])
  tf.train.Checkpoint(params=fresh, optimizer=fresh_opt).restore(
      path).assert_existing_objects_matched()
  assert int(fresh_opt.iterations.numpy()) == 2
  for _ in range(3):
    _step(fresh_opt, fresh)
  expected, got = _state(opt, params), _state(fresh_opt, fresh)
  assert sorted(got) == sorted(expected)
  for name in expected:
    np.testing.assert_array_equal(got[name], expected[name], err_msg=name)


def _assert_same_run(opt, params, other_params, other_get_slot):
  """`other_params` (slots: `other_get_slot`) as `opt`'s `params`."""
  for k in params:
    np.testing.assert_allclose(other_params[k].numpy(), params[k].numpy(),
                               rtol=1e-6)
    for s in ("vr", "vc", "v", "m"):
      if opt.get_slot(params[k], s) is not None:
        # Adafactor's update ignores a constant gradient scale; its second
        # moment does not.
        np.testing.assert_allclose(other_get_slot(other_params[k], s).numpy(),
                                   opt.get_slot(params[k], s).numpy(),
                                   rtol=1e-6)


def test_loss_scale_divides_out():
  opt, params = _optimizer("default"), _params()
  scaled = keras.optimizers.LossScaleOptimizer(_optimizer("default"),
                                               initial_scale=2.0 ** 10)
  scaled_params = _params()
  for _ in range(2):
    _step(opt, params)
    _step(scaled, scaled_params)
  assert float(scaled.dynamic_scale.numpy()) == 2.0 ** 10
  _assert_same_run(opt, params, scaled_params,
                   scaled.inner_optimizer.get_slot)


def test_mirrored_strategy():
  opt, params = _optimizer("beta1"), _params()
  # One replica, the CPU: what MirroredStrategy() picks on a CPU machine.
  # The test process splits its CPU into two logical devices (conftest),
  # which MirroredStrategy() would take as two replicas, each adding the
  # whole loss's gradient (and Keras builds no optimizer state inside a
  # tf.function of several replicas).
  strategy = tf.distribute.MirroredStrategy(["/cpu:0"])
  with strategy.scope():
    mirrored = _optimizer("beta1")
    mirrored_params = _params()

  @tf.function
  def distributed_step():
    strategy.run(lambda: _step(mirrored, mirrored_params))

  for _ in range(3):
    _step(opt, params)
    distributed_step()
  assert int(mirrored.iterations.numpy()) == 3
  _assert_same_run(opt, params, mirrored_params, mirrored.get_slot)


def test_sparse_gradients_apply_as_dense():
  table = np.arange(12, dtype=np.float32).reshape(4, 3) / 10.0
  results = []
  for sparse in (True, False):
    w = keras.Variable(table)
    opt = adafactor.AdafactorOptimizer(0.1)
    for _ in range(2):
      with tf.GradientTape() as tape:
        rows = (tf.gather(w, [0, 2, 2]) if sparse
                else tf.stack([w[0], w[2], w[2]]))
        loss = tf.reduce_sum(tf.sin(rows))
      grad = tape.gradient(loss, w)
      assert isinstance(grad, tf.IndexedSlices) == sparse
      opt.apply_gradients([(grad, w)])
    results.append(w.numpy())
  np.testing.assert_allclose(results[0], results[1], rtol=1e-6)


def test_config_round_trip_and_checks():
  opt = _optimizer("combined")
  config = opt.get_config()
  again = adafactor.AdafactorOptimizer.from_config(config)
  assert float(again.learning_rate) == float(opt.learning_rate)  # _Rsqrt
  del config["learning_rate"]
  assert {k: again.get_config()[k] for k in config} == config
  assert config["decay_type"] == "adam" and config["global_clipnorm"] == 3.0
  with pytest.raises(ValueError, match="decay_type"):
    adafactor.AdafactorOptimizer(0.1, decay_type="exp")
  with pytest.raises(ValueError, match="beta1"):
    adafactor.AdafactorOptimizer(0.1, beta1=1.0)
