"""Each data setting of a run has one home and one precedence rule: flag
over problem over hparams set (bin/common.data_hparams)."""

import pytest
from absl import flags
from absl.testing import flagsaver

from t2t_dyn.bin import common
from t2t_dyn.models import model_hparams

FLAGS = flags.FLAGS


@pytest.fixture(scope="module", autouse=True)
def data_flags():
  if "packed_length" not in FLAGS:
    common.define_data_flags()
  if not FLAGS.is_parsed():
    FLAGS.mark_as_parsed()


class _Problem:
  """A problem object as the programs hold one (only its properties)."""

  def __init__(self, **properties):
    self.__dict__.update(properties)


def _converted(overrides=""):
  return model_hparams.from_set(
      "transformer_tiny", "batch_size=512,max_length=48" + overrides)


def test_packed_length_flag_over_problem_over_hparams_set():
  packing_set = _converted(",pack_dataset=true")
  assert common.data_hparams(packing_set, 1).packed_length == 48
  assert common.data_hparams(packing_set, 1, problem=_Problem(
      packed_length=64)).packed_length == 64
  with flagsaver.flagsaver(packed_length=32):
    assert common.data_hparams(packing_set, 1, problem=_Problem(
        packed_length=64)).packed_length == 32
  assert common.data_hparams(_converted(), 1).packed_length == 0


def test_batch_size_means_tokens_is_the_problems():
  assert common.data_hparams(_converted(), 1).batch_size_means_tokens
  rows = common.data_hparams(_converted(), 1, problem=_Problem(
      batch_size_means_tokens=False))
  assert not rows.batch_size_means_tokens
  # Honoured downstream: batches of batch_size rows, not tokens.
  scheme = rows.bucket_scheme()
  assert not scheme.batch_size_means_tokens


def test_seed_and_accumulation_come_from_the_flag_and_the_set():
  # Tensor2Tensor's multistep_adam accumulates its steps' gradients.
  data = common.data_hparams(_converted(
      ",optimizer=multistep_adam,optimizer_multistep_accumulate_steps=3"), 7,
                             replicas=2)
  assert (data.seed, data.grad_accum, data.batch_size) == (7, 3, 1024)
