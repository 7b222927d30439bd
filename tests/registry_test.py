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
