"""utils.expert_utils.Parallelism: one call of a function per device, as
Tensor2Tensor's data_parallelism calls it; its TF1 variable-scope options
and mixture-of-experts names refused, saying why."""

import pytest
import tensorflow as tf

from t2t_dyn.foundation import not_provided
from t2t_dyn.utils import expert_utils


def test_lists_are_split_per_device_and_the_rest_repeated():
  parallelism = expert_utils.Parallelism(["/device:CPU:0"] * 3)
  assert parallelism.n == 3
  calls = []

  def fn(x, scale, offset=0):
    calls.append(tf.constant(0).device)
    return x * scale + offset

  out = parallelism(fn, [1, 2, 3], 10, offset=[0, 1, 2])
  assert out == [10, 21, 32]
  assert all(device.endswith("CPU:0") for device in calls)
  assert parallelism.devices == ["/device:CPU:0"] * 3


def test_tuple_results_become_a_tuple_of_lists_and_functions_may_differ():
  parallelism = expert_utils.Parallelism(
      [expert_utils.DEFAULT_DEV_STRING] * 2)
  assert parallelism(lambda x: (x, -x), [1, 2]) == ([1, 2], [-1, -2])
  assert parallelism([lambda: "a", lambda: "b"]) == ["a", "b"]
  # Data-parallel shards of a tensor, as modality code splits a batch.
  shards = tf.split(tf.range(4), 2)
  total = parallelism(tf.reduce_sum, shards)
  assert [int(t) for t in total] == [1, 5]


def test_bad_uses_are_refused_naming_the_argument():
  parallelism = expert_utils.Parallelism(["/device:CPU:0"] * 2)
  with pytest.raises(ValueError, match="argument 1 is a list of 3"):
    parallelism(lambda x: x, [1, 2, 3])
  with pytest.raises(ValueError, match="no devices"):
    expert_utils.Parallelism([])
  for options in ({"reuse": False}, {"caching_devices": ["/cpu:0"] * 2},
                  {"daisy_chain_variables": True}):
    name = next(iter(options))
    with pytest.raises(ValueError, match=f"Parallelism\\({name}=.*leave "
                                         f"{name}"):
      expert_utils.Parallelism(["/cpu:0"] * 2, **options)
  assert expert_utils.transpose_list_of_lists([[1, 2], [3, 4]]) == [
      [1, 3], [2, 4]]


def test_mixture_of_experts_names_are_refused_at_use():
  with pytest.raises(not_provided.NotProvidedError,
                     match=r"expert_utils\.SparseDispatcher is not provided "
                           r"by t2t_dyn: .*this module has Parallelism, "
                           r"PadRemover and TruncatingDispatcher"):
    expert_utils.SparseDispatcher  # pylint: disable=pointless-statement
