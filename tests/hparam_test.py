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


TYPES = {"x": int, "y": int, "arr": int, "L": int, "rate": float, "on": bool,
         "name": str}


@pytest.mark.parametrize("values,ignore_unknown", [
    ("x=5,L=[1,2],arr[1]=3", False), ("arr[0]=10,arr[5]=20", False),
    ("a_b=1,x=2", True), ("x=10,foo[0]=bar,arr[1]=20,zzz=78,y=30", True),
    ("on=[true,0,False],rate=1e-3,name=relu6", False),
    ("L=[1 2, 3]", False), ("x = 4", False), ("", False)])
def test_parse_values_reads_what_tensor2tensor_reads(values, ignore_unknown):
  assert hparam.parse_values(values, TYPES, ignore_unknown=ignore_unknown) == (
      t2t_hparam.parse_values(values, TYPES, ignore_unknown=ignore_unknown))


@pytest.mark.parametrize("values", [
    "x=1,x=1", "arr=[100,200],arr[0]=10", "arr[0]=10,arr[0]=20",
    "arr[0]=10,arr=[100]", "arr[1]=[1,2]", "x=abc", "on=maybe",
    "rate=[1,x]", "unknown=1", "x", "x=1,,y=2"])
def test_parse_values_refuses_in_tensor2tensors_words(values):
  """What user code and Tensor2Tensor's tests match: its message starts
  ours (ours goes on to say more)."""
  with pytest.raises(ValueError) as theirs:
    t2t_hparam.parse_values(values, TYPES)
  with pytest.raises(ValueError) as ours:
    hparam.parse_values(values, TYPES)
  assert str(ours.value).startswith(str(theirs.value)), (ours.value,
                                                          theirs.value)


@pytest.mark.parametrize("key,default", [
    ("batch_size", 2), ("batch_size", 2.0), ("learning_rate", 3),
    ("learning_rate", False), ("name_like", "x"), ("name_like", [1]),
    ("flag", True), ("flag", "yes"), ("sizes", [7]), ("sizes", [1.5]),
    ("sizes", 7), ("sizes", ["a"]), ("missing", [1, 2]), ("missing", 3)])
def test_get_refuses_a_default_of_another_type_as_tensor2tensor(key, default):
  ours, theirs = _both()
  try:
    expected = theirs.get(key, default)
  except ValueError:
    with pytest.raises(ValueError, match=f"Hparam '{key}' of type"):
      ours.get(key, default)
  else:
    assert ours.get(key, default) == expected


def test_parse_assigns_list_elements():
  ours = hparam.HParams(**VALUES)
  ours.parse("sizes[1]=7,batch_size=8")
  assert (ours.sizes, ours.batch_size) == ([1, 7], 8)
  with pytest.raises(ValueError, match=r"sizes\[2\]: sizes has 2 elements"):
    ours.parse("sizes[2]=1")
  with pytest.raises(ValueError, match=r"batch_size is not a list"):
    ours.parse("batch_size[0]=1")
  with pytest.raises(ValueError, match="Could not parse hparam 'sizes' of "
                                       "type 'int' with value 'x'"):
    ours.parse("sizes[0]=x")
  assert ours.sizes == [1, 7]
