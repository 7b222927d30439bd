"""Tensor2Tensor's problem hparams for testing model bodies: `TestProblem`
(a problem that declares symbol modalities and vocab sizes, and has no
data) and `test_problem_hparams`.

Tensor2Tensor's module also held hparams-only speech (TIMIT) and parsing
problems with no data generation; they are not provided (speech is not
text, and the parsing ones read vocabularies nothing here writes).
"""

from typing import Optional

from t2t_dyn.data_generators import problem
from t2t_dyn.hparams import hparam
from t2t_dyn.layers import modalities


class TestProblem(problem.Problem):
  """Symbol inputs and targets of the given vocab sizes; no data config,
  so its vocabulary is Tensor2Tensor's default TextEncoders."""

  def __init__(self, input_vocab_size: Optional[int],
               target_vocab_size: Optional[int]):
    super().__init__(False, False)
    self.input_vocab_size = input_vocab_size
    self.target_vocab_size = target_vocab_size

  def hparams(self, defaults, model_hparams) -> None:
    del model_hparams
    defaults.modality = {"inputs": modalities.ModalityType.SYMBOL,
                         "targets": modalities.ModalityType.SYMBOL}
    defaults.vocab_size = {"inputs": self.input_vocab_size,
                           "targets": self.target_vocab_size}


def test_problem_hparams(input_vocab_size: Optional[int] = None,
                         target_vocab_size: Optional[int] = None,
                         model_hparams=None) -> hparam.HParams:
  """The problem hparams of a TestProblem of those vocab sizes."""
  return TestProblem(input_vocab_size, target_vocab_size).get_hparams(
      model_hparams)
