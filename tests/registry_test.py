"""Tests for t2t_dyn.utils.registry."""

import pytest

from t2t_dyn.data_generators import problem as problem_lib
from t2t_dyn.utils import registry


@pytest.fixture
def cleanup():
  names = []
  yield names
  for name in names:
    registry.problems_registry().remove(name)
    registry.transforms_registry().remove(name)


def test_default_name_is_snake_case():
  class TranslateEnCsSk:
    pass

  class MyHTTPProblem2:
    pass

  assert registry.default_name(TranslateEnCsSk) == "translate_en_cs_sk"
  assert registry.default_name(MyHTTPProblem2) == "my_http_problem2"


def test_register_bare_and_named(cleanup):
  @registry.register_problem
  class TinyRegistryProblem(problem_lib.Problem):
    pass

  @registry.register_problem("custom_named_problem")
  class Other(problem_lib.Problem):
    pass

  cleanup.extend(["tiny_registry_problem", "custom_named_problem"])
  assert isinstance(registry.problem("tiny_registry_problem"),
                    TinyRegistryProblem)
  assert isinstance(registry.problem("custom_named_problem"), Other)
  assert registry.problem("custom_named_problem").name == "custom_named_problem"
  assert {"tiny_registry_problem", "custom_named_problem",
          "dyn_translate"} <= set(registry.list_problems())


def test_duplicate_raises(cleanup):
  @registry.register_problem
  class DuplicatedProblem(problem_lib.Problem):
    pass

  cleanup.append("duplicated_problem")
  with pytest.raises(registry.RegistryError, match="already registered"):
    registry.register_problem(DuplicatedProblem)


def test_unknown_name_lists_registered_and_closest():
  with pytest.raises(registry.RegistryError) as info:
    registry.problem("dyn_translat")
  message = str(info.value)
  assert "did you mean 'dyn_translate'?" in message
  assert "Registered problems:" in message and "dyn_translate" in message


def test_transforms_registry(cleanup):
  @registry.register_transform
  class TinyNoiseTransform:
    pass

  @registry.register_transform("tiny_named_transform")
  class Named:
    pass

  cleanup.extend(["tiny_noise_transform", "tiny_named_transform"])
  assert registry.transform("tiny_noise_transform") is TinyNoiseTransform
  assert registry.transform("tiny_named_transform") is Named
  assert "tiny_noise_transform" in registry.list_transforms()
  with pytest.raises(registry.RegistryError, match="tiny_noise_transform"):
    registry.transform("tiny_noise_transfrom")
  with pytest.raises(registry.RegistryError, match="already registered"):
    registry.register_transform("tiny_named_transform")(Named)


def test_a_registry_is_tensor2tensors_mapping():
  r = registry.Registry("test_registry", kind="thing")
  r["hello"] = lambda: "world"
  r.register(lambda: "b")  # A lambda's default key: its __name__.
  assert r["hello"]() == "world" and "<lambda>" in r
  assert len(r) == 2 and sorted(r) == ["<lambda>", "hello"]
  assert list(r.keys()) == ["hello", "<lambda>"]
  assert r.get("missing", 3) == 3 and r.get("hello")() == "world"
  with pytest.raises(KeyError, match="already registered in registry "
                                     "test_registry"):
    r["hello"] = lambda: None
  with pytest.raises(ValueError, match="value must be callable"):
    r["number"] = 4
  with pytest.raises(KeyError, match="never registered with registry "
                                     "test_registry") as unknown:
    r["helo"]  # pylint: disable=pointless-statement
  assert "did you mean 'hello'?" in str(unknown.value)
  r._clear()  # pylint: disable=protected-access
  assert not r and "hello" not in r


def test_default_keys_validators_and_transformers():
  seen = []
  r = registry.Registry(
      "test", default_key_fn=lambda f: f().upper(),
      validator=lambda key, value: seen.append(("validate", key)),
      on_set=lambda key, value: seen.append(("set", key)),
      value_transformer=lambda key, value: (key, value()))
  r.register()(lambda: "hello")
  assert seen == [("validate", "HELLO"), ("set", "HELLO")]
  assert r["HELLO"] == ("HELLO", "hello")
  assert list(r.values()) == [("HELLO", "hello")]
  assert dict(r.items()) == {"HELLO": ("HELLO", "hello")}
  refusing = registry.Registry("test", validator=_refuse)
  with pytest.raises(ValueError, match="refused"):
    refusing["x"] = lambda: None
  assert "x" not in refusing


def _refuse(key, value):
  del key, value
  raise ValueError("refused")


@pytest.fixture
def restored_registries():
  """Tensor2Tensor's registries of optimizers, ranged hparams and env
  problems, emptied for a test and refilled after it."""
  kept = {name: dict(getattr(registry.Registries, name).items())
          for name in ("optimizers", "ranged_hparams", "env_problems")}
  for name in kept:
    getattr(registry.Registries, name)._clear()  # pylint: disable=protected-access
  yield registry.Registries
  for name, entries in kept.items():
    reg = getattr(registry.Registries, name)
    reg._clear()  # pylint: disable=protected-access
    for key, value in entries.items():
      reg[key] = value


def test_optimizers_take_two_arguments_and_legacy_names(restored_registries):
  @registry.register_optimizer
  def my_optimizer(learning_rate, hparams):
    return ("my", learning_rate, hparams)

  registry.register_optimizer("sgd")(lambda learning_rate, hparams: "sgd")
  registry.register_optimizer("rms_prop")(lambda lr, hp: "rms")
  assert registry.optimizer("my_optimizer")(0.1, None) == ("my", 0.1, None)
  assert registry.optimizer("MyOptimizer") is my_optimizer
  assert registry.optimizer("SGD")(1, 2) == "sgd"
  assert registry.optimizer("RMSProp")(1, 2) == "rms"
  assert registry.list_optimizers() == ["my_optimizer", "rms_prop", "sgd"]
  for wrong in (lambda lr: None, lambda lr, hp, x: None,
                lambda *args: None, lambda lr, hp, **kw: None):
    with pytest.raises(ValueError, match="must take exactly two arguments"):
      registry.register_optimizer("wrong")(wrong)
  assert restored_registries.optimizers.get("wrong") is None


def test_ranged_hparams_are_registered_and_listed(restored_registries):
  @registry.register_ranged_hparams
  def my_ranges(ranged):
    ranged.set_float("learning_rate", 0.01, 1.0)

  assert registry.ranged_hparams("my_ranges") is my_ranges
  assert registry.list_ranged_hparams() == ["my_ranges"]
  with pytest.raises(ValueError, match="must take a single argument"):
    registry.register_ranged_hparams("two")(lambda a, b: None)
  del restored_registries


def test_env_problems_are_made_and_initialized(restored_registries):
  @registry.register_env_problem
  class EnvProb:
    batch_size = None

    def initialize(self, batch_size):
      self.batch_size = batch_size

  made = registry.env_problem("env_prob", batch_size=100)
  assert isinstance(made, EnvProb) and made.batch_size == 100
  assert made.name == "env_prob"
  assert registry.problem("env_prob", batch_size=3).batch_size == 3
  assert registry.list_env_problems() == ["env_prob"]
  del restored_registries


def test_an_hparams_function_returning_none_is_named():
  @registry.register_hparams
  def registry_test_forgot_return():
    pass

  try:
    with pytest.raises(TypeError, match="HParams registry_test_forgot_"
                                        "return is None"):
      registry.hparams("registry_test_forgot_return")
  finally:
    registry.hparams_registry().remove("registry_test_forgot_return")


def test_models_get_tensor2tensors_registered_name():
  @registry.register_model("registry_test_named_model")
  class Model:
    pass

  try:
    assert registry.model("registry_test_named_model") is Model
    assert Model.REGISTERED_NAME == "registry_test_named_model"
  finally:
    registry.models_registry().remove("registry_test_named_model")


def test_problem_names_and_listings_are_tensor2tensors():
  from tensor2tensor.utils import registry as t2t_registry  # pylint: disable=g-import-not-at-top
  for name in ("translate_x", "translate_x_rev", "translate_x_copy"):
    assert tuple(registry.parse_problem_name(name)) == tuple(
        t2t_registry.parse_problem_name(name))
  for reverse, copy in ((False, False), (True, False), (False, True)):
    assert registry.get_problem_name("p", reverse, copy) == (
        t2t_registry.get_problem_name("p", reverse, copy))
  with pytest.raises(ValueError):
    registry.get_problem_name("p_rev")
  names = ["transformer_big", "transformer_base", "lstm_seq2seq", "a"]
  for spaces in (0, 4):
    assert registry.display_list_by_prefix(names, spaces) == (
        t2t_registry.display_list_by_prefix(names, spaces))


def test_a_declared_model_is_listed_and_read_from_its_module(tmp_path,
                                                            monkeypatch):
  # A module that stays free of TensorFlow names the models a heavier
  # module registers; reading one imports that module, as Tensor2Tensor's
  # `from ...models import transformer` made registry.model work.
  (tmp_path / "registry_test_heavy.py").write_text(
      "from t2t_dyn.utils import registry\n"
      "@registry.register_model('registry_test_declared')\n"
      "class Declared:\n"
      "  pass\n")
  monkeypatch.syspath_prepend(str(tmp_path))
  models = registry.Registries.models
  models.declare("registry_test_declared", "registry_test_heavy")
  models.declare("registry_test_undeclared", "registry_test_heavy")
  try:
    assert "registry_test_declared" in registry.list_models()
    assert "registry_test_heavy" not in __import__("sys").modules
    declared = registry.model("registry_test_declared")
    assert declared.__module__ == "registry_test_heavy"
    assert declared.REGISTERED_NAME == "registry_test_declared"
    models.declare("registry_test_declared", "registry_test_heavy")  # No-op.
    assert registry.model("registry_test_declared") is declared
    with pytest.raises(registry.RegistryError, match="already registered"):
      registry.register_model("registry_test_declared")(type("Other", (), {}))
    with pytest.raises(registry.RegistryError,
                       match="registry_test_undeclared'.*importing "
                             "registry_test_heavy did not register it"):
      registry.model("registry_test_undeclared")
  finally:
    models.remove("registry_test_declared")
    models.remove("registry_test_undeclared")
    __import__("sys").modules.pop("registry_test_heavy", None)


def test_seq2seq_models_are_a_registry_of_their_own():
  # dyn-trainer's Keras models, by --model: apart from the T2TModels that
  # registry.model gives, an unknown name listing those there are.
  from t2t_dyn.models import model_builder  # pylint: disable=g-import-not-at-top
  model_builder.load_models()
  assert {"transformer", "lstm_seq2seq"} <= set(
      registry.list_seq2seq_models())
  assert registry.seq2seq_model("transformer") is not registry.model(
      "transformer")
  assert "transformer_encoder" in registry.list_models()  # A T2TModel.
  with pytest.raises(registry.RegistryError,
                     match="unknown dyn-trainer sequence-to-sequence model "
                           "'transformer_encoder'.*: lstm_seq2seq, .*"
                           "transformer"):
    registry.seq2seq_model("transformer_encoder")
  assert "Seq2seq models (dyn-trainer):\n" in registry.help_string()
