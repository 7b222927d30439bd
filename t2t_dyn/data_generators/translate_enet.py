"""Tensor2Tensor's English-Estonian problems (WMT18) at its module path.

Corpora as Tensor2Tensor names them (archive URL, files inside); a local
copy of an archive in tmp_dir under the URL's last path component is used
as it is.
"""

from t2t_dyn.data_generators import problem
from t2t_dyn.data_generators import text_problems
from t2t_dyn.data_generators import translate
from t2t_dyn.foundation import registry
from t2t_dyn.setup import text_encoder

# Tensor2Tensor's name for the end-of-sentence id, read by user code.
EOS = text_encoder.EOS_ID

# Europarl v8, ParaCrawl release 1 and Rapid (about 2.18M pairs in all).
_ENET_TRAIN_DATASETS = [
    ["http://data.statmt.org/wmt18/translation-task/"
     "training-parallel-ep-v8.tgz",
     ("training/europarl-v8.et-en.en", "training/europarl-v8.et-en.et")],
    ["https://s3.amazonaws.com/web-language-models/paracrawl/release1/"
     "paracrawl-release1.en-et.zipporah0-dedup-clean.tgz",
     ("paracrawl-release1.en-et.zipporah0-dedup-clean.en",
      "paracrawl-release1.en-et.zipporah0-dedup-clean.et")],
    ["http://data.statmt.org/wmt18/translation-task/rapid2016.tgz",
     ("rapid2016.en-et.en", "rapid2016.en-et.et")],
]
# newsdev2018 (2,000 pairs) is the dev set.
_ENET_TEST_DATASETS = [
    ["https://github.com/stefan-it/nmt-en-et/raw/master/data/"
     "newsdev2018-enet.tar.gz",
     ("newsdev2018-enet-src.en", "newsdev2018-enet-ref.et")],
]


@registry.register_problem
class TranslateEnetWmt32k(translate.TranslateProblem):
  """English to Estonian, WMT18 corpora, a 32k subword vocabulary."""

  @property
  def approx_vocab_size(self) -> int:
    return 2**15

  def source_data_files(self, dataset_split):
    train = dataset_split == problem.DatasetSplit.TRAIN
    return _ENET_TRAIN_DATASETS if train else _ENET_TEST_DATASETS


@registry.register_problem
class TranslateEnetWmtCharacters(translate.TranslateProblem):
  """English to Estonian on bytes."""

  @property
  def vocab_type(self) -> str:
    return text_problems.VocabType.CHARACTER

  def source_data_files(self, dataset_split):
    train = dataset_split == problem.DatasetSplit.TRAIN
    return _ENET_TRAIN_DATASETS if train else _ENET_TEST_DATASETS
