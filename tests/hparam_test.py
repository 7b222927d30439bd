"""Tests for t2t_dyn.utils.hparam, against Tensor2Tensor's own HParams."""

import pytest

from tensor2tensor.utils import hparam as t2t_hparam

from t2t_dyn.utils import hparam

VALUES = dict(batch_size=4096, learning_rate=0.2, name_like="adam",
              flag=False, sizes=[1, 2], none_value=None)


def _both():
  return hparam.HParams(**VALUES), t2t_hparam.HParams(**VALUES)


@pytest.mark.parametrize("overrides", [
    "batch_size=2048,learning_rate=1",
    "learning_rate=1e-3,name_like=multistep_adam",
    "flag=true,sizes=[3,4,5]", "flag=False", "flag=1",
    "name_like=constant*linear_warmup*rsqrt_decay",
    ""])
def test_parse_gives_tensor2tensors_values(overrides):
  ours, theirs = _both()
  assert ours.parse(overrides).values() == theirs.parse(overrides).values()


@pytest.mark.parametrize("overrides", [
    "batch_size=0.5", "flag=maybe", "unknown=1", "batch_size", "a[1]=2"])
def test_parse_refuses_what_tensor2tensor_refuses(overrides):
  ours, theirs = _both()
  with pytest.raises(ValueError):
    theirs.parse(overrides)
  with pytest.raises(ValueError):
    ours.parse(overrides)


def test_unknown_name_names_the_closest():
  with pytest.raises(ValueError, match="did you mean 'batch_size'"):
    hparam.HParams(**VALUES).parse("batch_sise=1")


@pytest.mark.parametrize("name,value", [
    ("batch_size", 1.5), ("batch_size", "2"), ("flag", 1),
    ("learning_rate", "fast"), ("name_like", 3), ("sizes", 3)])
def test_set_hparam_casts_like_tensor2tensor(name, value):
  ours, theirs = _both()
  with pytest.raises(ValueError):
    theirs.set_hparam(name, value)
  with pytest.raises(ValueError):
    ours.set_hparam(name, value)
  ours.set_hparam("learning_rate", 1)  # An int for a float converts.
  theirs.set_hparam("learning_rate", 1)
  assert ours.learning_rate == theirs.learning_rate == 1.0
  assert isinstance(ours.learning_rate, float)


def test_attributes_add_and_delete_as_user_sets_do():
  ours = hparam.HParams(**VALUES)
  ours.batch_size = 1024            # An existing hparam: set as is.
  ours.add_hparam("my_layers", 3)   # Tensor2Tensor's way to add one.
  ours.layer_flavour = "big"        # Plain assignment adds one here too.
  assert ours.values()["my_layers"] == 3
  assert ours.values()["layer_flavour"] == "big"
  assert "batch_size" in ours and ours.get("nothing", 7) == 7
  with pytest.raises(ValueError, match="reserved"):
    ours.add_hparam("batch_size", 1)
  with pytest.raises(ValueError, match="reserved"):
    ours.add_hparam("values", 1)
  ours.del_hparam("my_layers")
  assert "my_layers" not in ours
  copied = ours.copy()
  copied.sizes.append(9)
  assert ours.sizes == [1, 2]
  restored = ours.copy()
  restored.batch_size = 1
  assert restored.parse_json(ours.to_json()).values() == ours.values()
