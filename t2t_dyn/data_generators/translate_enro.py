"""Tensor2Tensor's English-Romanian problems (WMT16) at its module path.

Corpora as Tensor2Tensor names them (archive URL, files inside); a local
copy of an archive in tmp_dir under the URL's last path component is used
as it is. Not provided (NOT_PROVIDED): the problems whose vocabulary is a
Wikipedia language model's.
"""

from t2t_dyn.data_generators import problem
from t2t_dyn.data_generators import text_problems
from t2t_dyn.data_generators import translate
from t2t_dyn.foundation import registry

_ENRO_TRAIN_DATASETS = [
    ["http://www.statmt.org/europarl/v7/ro-en.tgz",
     ("europarl-v7.ro-en.en", "europarl-v7.ro-en.ro")],
    ["http://opus.nlpl.eu/download.php?f=SETIMES/v2/moses/en-ro.txt.zip",
     ("SETIMES.en-ro.en", "SETIMES.en-ro.ro")],
]
# newsdev2016, English reference and Romanian source as SGM.
_ENRO_TEST_DATASETS = [
    ["http://data.statmt.org/wmt16/translation-task/dev-romanian-updated.tgz",
     ("dev/newsdev2016-roen-ref.en.sgm", "dev/newsdev2016-roen-src.ro.sgm")],
]

_WIKI_VOCABULARY = ("its vocabulary is that of the language-model problem "
                    "wiki_lm.LanguagemodelDeEnFrRoWiki64k; language models "
                    "are not provided")
# Tensor2Tensor's problems of this module that are not defined here, and why.
NOT_PROVIDED = {
    "TranslateEnroWmtMulti64k": _WIKI_VOCABULARY,
    "TranslateEnroWmtMultiSmall64k": _WIKI_VOCABULARY,
    "TranslateEnroWmtMultiTiny64k": _WIKI_VOCABULARY,
    "TranslateEnroWmtMultiTiny64kPacked1k": _WIKI_VOCABULARY,
}


@registry.register_problem
class TranslateEnroWmt8k(translate.TranslateProblem):
  """English to Romanian, WMT16 corpora, an 8k subword vocabulary."""

  @property
  def approx_vocab_size(self) -> int:
    return 2**13

  def source_data_files(self, dataset_split):
    train = dataset_split == problem.DatasetSplit.TRAIN
    return _ENRO_TRAIN_DATASETS if train else _ENRO_TEST_DATASETS


@registry.register_problem
class TranslateEnroWmt32k(TranslateEnroWmt8k):

  @property
  def approx_vocab_size(self) -> int:
    return 2**15


@registry.register_problem
class TranslateEnroWmtCharacters(TranslateEnroWmt8k):

  @property
  def vocab_type(self) -> str:
    return text_problems.VocabType.CHARACTER
