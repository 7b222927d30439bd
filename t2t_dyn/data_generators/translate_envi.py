"""Tensor2Tensor's English-Vietnamese problem (IWSLT'15) at its module path.

The corpora are named as Tensor2Tensor names them: the archive's URL and
the files inside it. With a local copy of an archive in tmp_dir under the
URL's last path component, nothing is downloaded (generator_utils).
"""

from t2t_dyn.data_generators import problem
from t2t_dyn.data_generators import translate
from t2t_dyn.foundation import registry
from t2t_dyn.setup import text_encoder

# Tensor2Tensor's name for the end-of-sentence id, read by user code.
EOS = text_encoder.EOS_ID

# The Stanford NLP group's IWSLT'15 release (133k training pairs).
_ENVI_TRAIN_DATASETS = [[
    "https://github.com/stefan-it/nmt-en-vi/raw/master/data/train-en-vi.tgz",
    ("train.en", "train.vi"),
]]

# tst2012 (1,553 pairs) is the dev set.
_ENVI_TEST_DATASETS = [[
    "https://github.com/stefan-it/nmt-en-vi/raw/master/data/"
    "dev-2012-en-vi.tgz",
    ("tst2012.en", "tst2012.vi"),
]]


@registry.register_problem
class TranslateEnviIwslt32k(translate.TranslateProblem):
  """English to Vietnamese, IWSLT'15, a 32k subword vocabulary."""

  @property
  def approx_vocab_size(self) -> int:
    return 2**15

  def source_data_files(self, dataset_split):
    train = dataset_split == problem.DatasetSplit.TRAIN
    return _ENVI_TRAIN_DATASETS if train else _ENVI_TEST_DATASETS
