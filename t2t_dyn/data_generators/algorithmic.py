"""Tensor2Tensor's algorithmic problems: sequences of symbols in, a function
of them out (identity, shift, reverse, addition, multiplication, sorting).

A problem subclasses `AlgorithmicProblem` and gives `num_symbols` and
`generator(nbr_symbols, max_length, nbr_cases)`, which yields
{"inputs": [symbol, ...], "targets": [symbol, ...]} with symbols in
[0, num_symbols); `train_length`, `dev_length`, `train_size`, `dev_size` and
`num_shards` size the data, with Tensor2Tensor's defaults. dyn-datagen
shards the cases through the Text2TextProblem machinery as symbols written
as numbers ("1 0 1"); the problem's encoders (Tensor2Tensor's TextEncoder)
make them ids shifted past PAD and EOS, for training and decoding.
Importing this module needs no TensorFlow.
"""

import os
import shutil
import zlib
from typing import Any, Dict, Iterator, List, Optional

import numpy as np

from t2t_dyn.data_generators import problem
from t2t_dyn.data_generators import text_problems
from t2t_dyn.foundation import registry
from t2t_dyn.layers import modalities
from t2t_dyn.setup import text_encoder
from t2t_dyn.shards import layout
from t2t_dyn.utils import metrics


class SymbolEncoder(text_encoder.TextEncoder):
  """Tensor2Tensor's TextEncoder (symbols written as numbers) over a fixed
  number of symbols, so that ids beyond them are caught."""

  def __init__(self, num_symbols: int):
    super().__init__()
    self._vocab_size = num_symbols + self.num_reserved_ids

  @property
  def vocab_size(self) -> int:
    return self._vocab_size


class AlgorithmicProblem(text_problems.Text2TextProblem):
  """Base class of algorithmic problems (see the module docstring)."""

  @property
  def num_symbols(self) -> int:
    raise NotImplementedError(f"problem {self.name!r} must define "
                              f"num_symbols")

  def generator(self, nbr_symbols: int, max_length: int,
                nbr_cases: int) -> Iterator[Dict[str, List[int]]]:
    """Yields nbr_cases {"inputs", "targets"} lists of symbols."""
    raise NotImplementedError(f"problem {self.name!r} must define "
                              f"generator")

  @property
  def train_length(self) -> int:
    return 40

  @property
  def dev_length(self) -> int:
    return 400

  @property
  def train_size(self) -> int:
    return 100000

  @property
  def dev_size(self) -> int:
    return 10000

  @property
  def num_shards(self) -> int:
    return 10

  # How Text2TextProblem's machinery makes the data: train in num_shards
  # shards, dev in one, each split generated on its own.

  @property
  def dataset_splits(self) -> List[Dict[str, Any]]:
    return [{"split": problem.DatasetSplit.TRAIN, "shards": self.num_shards},
            {"split": problem.DatasetSplit.EVAL, "shards": 1}]

  @property
  def is_generate_per_split(self) -> bool:
    return True

  @property
  def vocab_type(self) -> str:
    return text_problems.VocabType.TOKEN  # The symbols; no file.

  def get_or_create_vocab(self, data_dir, tmp_dir, force_get=False):
    del data_dir, tmp_dir, force_get
    return SymbolEncoder(self.num_symbols)

  def cases(self, dataset_split: str) -> Iterator[Dict[str, List[int]]]:
    """generator's cases for a split: train_* sized for TRAIN, dev_* for
    the others. Each split's draw is seeded by the problem's name and the
    split, so the shards and Tensor2Tensor's files (and every datagen run)
    hold the same cases; NumPy's global random state is put back after."""
    if dataset_split == problem.DatasetSplit.TRAIN:
      length, size = self.train_length, self.train_size
    else:
      length, size = self.dev_length, self.dev_size
    saved = np.random.get_state()
    np.random.seed(zlib.crc32(f"{self.name}/{dataset_split}".encode()))
    try:
      yield from self.generator(self.num_symbols, length, size)
    finally:
      np.random.set_state(saved)

  def generate_samples(self, data_dir: str, tmp_dir: str,
                       dataset_split) -> Iterator[Dict[str, str]]:
    """The cases as the shards hold them: symbols written as numbers
    ("1 0 1"), which the encoders turn into ids."""
    del data_dir, tmp_dir
    for case in self.cases(dataset_split):
      yield {feature: " ".join(str(int(symbol)) for symbol in symbols)
             for feature, symbols in case.items()}

  def generate_encoded_samples(self, data_dir: str, tmp_dir: str,
                               dataset_split) -> Iterator[Dict[str, Any]]:
    """Tensor2Tensor's encoded cases: symbols shifted past the reserved
    ids, EOS appended."""
    del data_dir, tmp_dir
    shift = text_encoder.NUM_RESERVED_TOKENS
    for case in self.cases(dataset_split):
      yield {feature: [int(symbol) + shift for symbol in symbols] +
                      [text_encoder.EOS_ID]
             for feature, symbols in case.items()}

  def feature_encoders(self, data_dir: str, task: Optional[str] = None):
    del data_dir, task  # The symbols need no files.
    encoder = SymbolEncoder(self.num_symbols)
    return {"inputs": encoder, "targets": encoder}

  def hparams(self, defaults, model_hparams) -> None:
    """Tensor2Tensor's: symbol modalities over num_symbols + the reserved
    ids, digit space ids."""
    del model_hparams
    vocab_size = self.num_symbols + text_encoder.NUM_RESERVED_TOKENS
    defaults.modality = {"inputs": modalities.ModalityType.SYMBOL,
                         "targets": modalities.ModalityType.SYMBOL}
    defaults.vocab_size = {"inputs": vocab_size, "targets": vocab_size}
    defaults.input_space_id = problem.SpaceID.DIGIT_0
    defaults.target_space_id = problem.SpaceID.DIGIT_1


def _random_length(max_length: int) -> int:
  """Uniform in [1, max_length]."""
  return np.random.randint(max_length) + 1


def _random_symbols(nbr_symbols: int, max_length: int) -> List[int]:
  """A sequence of length uniform in [1, max_length] of symbols uniform in
  [0, nbr_symbols) (drawn at once: Python ints, fast)."""
  return np.random.randint(nbr_symbols,
                           size=_random_length(max_length)).tolist()


@registry.register_problem
class AlgorithmicIdentityBinary40(AlgorithmicProblem):
  """Copy a binary sequence."""

  @property
  def num_symbols(self) -> int:
    return 2

  def generator(self, nbr_symbols, max_length, nbr_cases):
    """Sequences of length uniform in [1, max_length] of symbols uniform in
    [0, nbr_symbols); targets equal inputs."""
    for _ in range(nbr_cases):
      inputs = _random_symbols(nbr_symbols, max_length)
      yield {"inputs": inputs, "targets": inputs}


@registry.register_problem
class AlgorithmicIdentityDecimal40(AlgorithmicIdentityBinary40):
  """Copy a decimal sequence."""

  @property
  def num_symbols(self) -> int:
    return 10


@registry.register_problem
class AlgorithmicIdentityVocab95Train20Eval30(AlgorithmicIdentityBinary40):
  """Copy a sequence of 95 symbols: 20 long in training, 30 in dev."""

  @property
  def num_symbols(self) -> int:
    return 95

  @property
  def train_length(self) -> int:
    return 20

  @property
  def dev_length(self) -> int:
    return 30

  @property
  def train_size(self) -> int:
    return 1000000


@registry.register_problem
class AlgorithmicShiftDecimal40(AlgorithmicProblem):
  """Add 10 to each symbol (inputs below 10, 20 symbols in all)."""

  @property
  def num_symbols(self) -> int:
    return 20

  @property
  def dev_length(self) -> int:
    return 80

  def generator(self, nbr_symbols, max_length, nbr_cases):
    """Inputs uniform in [0, nbr_symbols - 10); target i = input i + 10."""
    shift = 10
    for _ in range(nbr_cases):
      inputs = _random_symbols(nbr_symbols - shift, max_length)
      yield {"inputs": inputs, "targets": [i + shift for i in inputs]}


@registry.register_problem
class AlgorithmicReverseBinary40(AlgorithmicProblem):
  """Reverse a binary sequence."""

  @property
  def num_symbols(self) -> int:
    return 2

  def generator(self, nbr_symbols, max_length, nbr_cases):
    """As the identity's, targets reversed."""
    for _ in range(nbr_cases):
      inputs = _random_symbols(nbr_symbols, max_length)
      yield {"inputs": inputs, "targets": list(reversed(inputs))}


@registry.register_problem
class AlgorithmicReverseDecimal40(AlgorithmicReverseBinary40):
  """Reverse a decimal sequence."""

  @property
  def num_symbols(self) -> int:
    return 10


def zipf_distribution(nbr_symbols: int, alpha: float) -> List[float]:
  """The cumulative Zipf distribution over nbr_symbols ranks with exponent
  `alpha`: nbr_symbols + 1 values rising from 0.0 to 1.0."""
  weights = np.power(np.arange(1, nbr_symbols + 1), -alpha)
  cumulative = np.concatenate([[0.0], np.cumsum(weights)])
  return [value / cumulative[-1] for value in cumulative]


def zipf_random_sample(distr_map: List[float], sample_len: int) -> List[int]:
  """sample_len symbols drawn from the cumulative distribution `distr_map`
  (zipf_distribution's)."""
  return np.searchsorted(distr_map, np.random.random(sample_len)).tolist()


def reverse_generator_nlplike(nbr_symbols: int, max_length: int,
                              nbr_cases: int, scale_std_dev: float = 100,
                              alpha: float = 1.5):
  """Reversal of text-like sequences: lengths normal around max_length / 2
  (standard deviation max_length / scale_std_dev), symbols Zipf-distributed
  with exponent `alpha`."""
  std_dev = max_length / scale_std_dev
  distribution = zipf_distribution(nbr_symbols, alpha)
  for _ in range(nbr_cases):
    length = int(abs(np.random.normal(loc=max_length / 2, scale=std_dev)) + 1)
    inputs = zipf_random_sample(distribution, length)
    yield {"inputs": inputs, "targets": list(reversed(inputs))}


@registry.register_problem
class AlgorithmicReverseNlplike8k(AlgorithmicProblem):
  """Reverse text-like sequences of 8000 symbols."""

  @property
  def num_symbols(self) -> int:
    return 8000

  def generator(self, nbr_symbols, max_length, nbr_cases):
    return reverse_generator_nlplike(nbr_symbols, max_length, nbr_cases, 10,
                                     1.300)

  @property
  def train_length(self) -> int:
    return 70

  @property
  def dev_length(self) -> int:
    return 70


@registry.register_problem
class AlgorithmicReverseNlplike32k(AlgorithmicReverseNlplike8k):
  """Reverse text-like sequences of 32000 symbols."""

  @property
  def num_symbols(self) -> int:
    return 32000

  def generator(self, nbr_symbols, max_length, nbr_cases):
    return reverse_generator_nlplike(nbr_symbols, max_length, nbr_cases, 10,
                                     1.050)


def lower_endian_to_number(l: List[int], base: int) -> int:  # pylint: disable=invalid-name
  """Digits, least significant first, in `base` -> the number."""
  return sum(digit * base ** i for i, digit in enumerate(l))


def number_to_lower_endian(n: int, base: int) -> List[int]:
  """A number -> its digits in `base`, least significant first ([0] for
  0)."""
  digits = [n % base]
  while n >= base:
    n //= base
    digits.append(n % base)
  return digits


def random_number_lower_endian(length: int, base: int) -> List[int]:
  """`length` random digits, least significant first, the last nonzero
  unless length is 1."""
  if length == 1:
    return [np.random.randint(base)]
  return (np.random.randint(base, size=length - 1).tolist() +
          [np.random.randint(base - 1) + 1])


def _two_numbers(base: int, max_length: int, nbr_cases: int, combine):
  """Cases of two random numbers written n1, base (the separator), n2 ->
  combine(n1, n2) in digits. Raises: ValueError for max_length < 3."""
  if max_length < 3:
    raise ValueError("Maximum length must be at least 3.")
  for _ in range(nbr_cases):
    length1 = np.random.randint(max_length // 2) + 1
    length2 = np.random.randint(max_length - length1 - 1) + 1
    n1 = random_number_lower_endian(length1, base)
    n2 = random_number_lower_endian(length2, base)
    result = combine(lower_endian_to_number(n1, base),
                     lower_endian_to_number(n2, base))
    yield {"inputs": n1 + [base] + n2,
           "targets": number_to_lower_endian(result, base)}


@registry.register_problem
class AlgorithmicAdditionBinary40(AlgorithmicProblem):
  """Add two binary numbers."""

  @property
  def num_symbols(self) -> int:
    return 2

  def generator(self, base, max_length, nbr_cases):  # pylint: disable=arguments-renamed
    """Two numbers of lengths in [1, max_length / 2] separated by the
    symbol `base` -> their sum (digits least significant first)."""
    return _two_numbers(base, max_length, nbr_cases, lambda a, b: a + b)


@registry.register_problem
class AlgorithmicAdditionDecimal40(AlgorithmicAdditionBinary40):
  """Add two decimal numbers."""

  @property
  def num_symbols(self) -> int:
    return 10


@registry.register_problem
class AlgorithmicMultiplicationBinary40(AlgorithmicProblem):
  """Multiply two binary numbers."""

  @property
  def num_symbols(self) -> int:
    return 2

  def generator(self, base, max_length, nbr_cases):  # pylint: disable=arguments-renamed
    """As addition's, their product."""
    return _two_numbers(base, max_length, nbr_cases, lambda a, b: a * b)


@registry.register_problem
class AlgorithmicMultiplicationDecimal40(AlgorithmicMultiplicationBinary40):
  """Multiply two decimal numbers."""

  @property
  def num_symbols(self) -> int:
    return 10


@registry.register_problem
class AlgorithmicReverseBinary40Test(AlgorithmicReverseBinary40):
  """Binary reversal with a tiny data set, for tests."""

  @property
  def train_length(self) -> int:
    return 10

  @property
  def dev_length(self) -> int:
    return 10

  @property
  def train_size(self) -> int:
    return 1000

  @property
  def dev_size(self) -> int:
    return 100

  @property
  def num_shards(self) -> int:
    return 1


@registry.register_problem
class AlgorithmicSortProblem(AlgorithmicProblem):
  """Sort a sequence of numbers."""

  @property
  def num_symbols(self) -> int:
    return max(self.train_length, self.dev_length)

  @property
  def train_length(self) -> int:
    return 10

  @property
  def dev_length(self) -> int:
    return self.train_length * 2

  @property
  def unique(self) -> bool:
    """Whether a sequence's numbers are drawn without replacement."""
    return False

  def generator(self, nbr_symbols, max_length, nbr_cases):
    """Lengths uniform in [1, max_length], numbers uniform in
    [0, nbr_symbols) (distinct when `unique`); targets sorted."""
    for _ in range(nbr_cases):
      length = _random_length(max_length)
      if self.unique:
        inputs = np.random.permutation(nbr_symbols)[:length].tolist()
      else:
        inputs = np.random.randint(nbr_symbols, size=length).tolist()
      yield {"inputs": inputs, "targets": sorted(inputs)}

  def eval_metrics(self) -> List[str]:
    return super().eval_metrics() + [metrics.Metrics.EDIT_DISTANCE]


@registry.register_problem
class TinyAlgo(AlgorithmicIdentityBinary40):
  """Binary identity in one training shard, for tests: cases up to 40
  long, dev cases up to 400, as Tensor2Tensor's; a hundredth of its
  100000 and 10000 cases, so that tests set it up in about a second (no
  test of it counts them)."""

  data_dir: Optional[str] = None  # Set by setup_for_test.

  @property
  def train_size(self) -> int:
    return 1000

  @property
  def dev_size(self) -> int:
    return 100

  @property
  def num_shards(self) -> int:
    return 1

  @classmethod
  def setup_for_test(cls) -> None:
    """Makes TinyAlgo's data (shards and set-up, and Tensor2Tensor's
    TFRecord files, as its generate_data wrote them) in a fresh directory,
    TensorFlow's test temp dir, kept as cls.data_dir."""
    import tensorflow as tf  # pylint: disable=g-import-not-at-top
    data_dir = tf.compat.v1.test.get_temp_dir()
    for directory in (data_dir, layout.sibling_work_dir(data_dir)):
      shutil.rmtree(directory, ignore_errors=True)
    os.makedirs(data_dir)
    cls.data_dir = data_dir
    tiny = cls()
    tiny.generate_shards(data_dir, None, log=lambda line: None)
    tiny.generate_vocab(data_dir, None, log=lambda line: None)
    tiny.generate_data(data_dir, None)  # Tensor2Tensor's files too.
