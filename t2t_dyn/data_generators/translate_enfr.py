"""Tensor2Tensor's English-French problems (WMT) at its module path.

"Small" problems train on OpenNMT's 1M-pair baseline corpus, the others on
the WMT corpora. Corpora as Tensor2Tensor names them (archive URL, files
inside); a local copy of an archive in tmp_dir under the URL's last path
component is used as it is. Not provided (NOT_PROVIDED): the problems
whose vocabulary is a Wikipedia language model's.
"""

import os

from t2t_dyn.data_generators import problem
from t2t_dyn.data_generators import text_problems
from t2t_dyn.data_generators import translate
from t2t_dyn.foundation import registry
from t2t_dyn.setup import text_encoder

# Tensor2Tensor's name for the end-of-sentence id, read by user code.
EOS = text_encoder.EOS_ID

_ENFR_TRAIN_SMALL_DATA = [
    ["https://s3.amazonaws.com/opennmt-trainingdata/baseline-1M-enfr.tgz",
     ("baseline-1M-enfr/baseline-1M_train.en",
      "baseline-1M-enfr/baseline-1M_train.fr")],
]
_ENFR_TEST_SMALL_DATA = [
    ["https://s3.amazonaws.com/opennmt-trainingdata/baseline-1M-enfr.tgz",
     ("baseline-1M-enfr/baseline-1M_valid.en",
      "baseline-1M-enfr/baseline-1M_valid.fr")],
]
_ENFR_TRAIN_LARGE_DATA = [
    ["http://www.statmt.org/wmt13/training-parallel-commoncrawl.tgz",
     ("commoncrawl.fr-en.en", "commoncrawl.fr-en.fr")],
    ["http://www.statmt.org/wmt13/training-parallel-europarl-v7.tgz",
     ("training/europarl-v7.fr-en.en", "training/europarl-v7.fr-en.fr")],
    ["http://www.statmt.org/wmt14/training-parallel-nc-v9.tgz",
     ("training/news-commentary-v9.fr-en.en",
      "training/news-commentary-v9.fr-en.fr")],
    ["http://www.statmt.org/wmt10/training-giga-fren.tar",
     ("giga-fren.release2.fixed.en.gz", "giga-fren.release2.fixed.fr.gz")],
    ["http://www.statmt.org/wmt13/training-parallel-un.tgz",
     ("un/undoc.2000.fr-en.en", "un/undoc.2000.fr-en.fr")],
]
_ENFR_TEST_LARGE_DATA = [
    ["http://data.statmt.org/wmt17/translation-task/dev.tgz",
     ("dev/newstest2013.en", "dev/newstest2013.fr")],
]

_WIKI_VOCABULARY = ("its vocabulary is that of the language-model problem "
                    "wiki_lm.LanguagemodelDeEnFrRoWiki64k; language models "
                    "are not provided")
# Tensor2Tensor's problems of this module that are not defined here, and why.
NOT_PROVIDED = {
    "TranslateEnfrWmtMulti64k": _WIKI_VOCABULARY,
    "TranslateEnfrWmtMulti64kPacked1k": _WIKI_VOCABULARY,
}


def _datasets(use_small_dataset: bool, dataset_split):
  train = dataset_split == problem.DatasetSplit.TRAIN
  if use_small_dataset:
    return _ENFR_TRAIN_SMALL_DATA if train else _ENFR_TEST_SMALL_DATA
  return _ENFR_TRAIN_LARGE_DATA if train else _ENFR_TEST_LARGE_DATA


@registry.register_problem
class TranslateEnfrWmtSmall8k(translate.TranslateProblem):
  """English to French, the 1M-pair corpus, an 8k subword vocabulary."""

  @property
  def approx_vocab_size(self) -> int:
    return 2**13

  @property
  def use_small_dataset(self) -> bool:
    return True

  def source_data_files(self, dataset_split):
    return _datasets(self.use_small_dataset, dataset_split)

  def vocab_data_files(self):
    return (_ENFR_TRAIN_SMALL_DATA if self.use_small_dataset
            else _ENFR_TRAIN_LARGE_DATA)


@registry.register_problem
class TranslateEnfrWmtSmall32k(TranslateEnfrWmtSmall8k):

  @property
  def approx_vocab_size(self) -> int:
    return 2**15


@registry.register_problem
class TranslateEnfrWmt8k(TranslateEnfrWmtSmall8k):

  @property
  def use_small_dataset(self) -> bool:
    return False


@registry.register_problem
class TranslateEnfrWmt32k(TranslateEnfrWmtSmall32k):

  @property
  def use_small_dataset(self) -> bool:
    return False


@registry.register_problem
class TranslateEnfrWmt32kPacked(TranslateEnfrWmt32k):

  @property
  def packed_length(self) -> int:
    return 256

  @property
  def use_vocab_from_other_problem(self):
    return TranslateEnfrWmt32k()


@registry.register_problem
class TranslateEnfrWmt32kWithBacktranslateFr(TranslateEnfrWmt32k):
  """WMT En-Fr with back-translated French: each pair of files in
  backtranslate_data_filenames (placed in tmp_dir) is followed by the
  authentic training pairs, in one training shard; dev is authentic."""

  @property
  def use_vocab_from_other_problem(self):
    return TranslateEnfrWmt32k()

  @property
  def already_shuffled(self) -> bool:
    return True

  @property
  def skip_random_fraction_when_training(self) -> bool:
    return False

  @property
  def backtranslate_data_filenames(self):
    return [("fr_mono_en.txt", "fr_mono_fr.txt")]

  @property
  def dataset_splits(self):
    return [{"split": problem.DatasetSplit.TRAIN, "shards": 1},
            {"split": problem.DatasetSplit.EVAL, "shards": 1}]

  def generate_samples(self, data_dir, tmp_dir, dataset_split):
    train = dataset_split == problem.DatasetSplit.TRAIN
    path = translate.compile_data(
        tmp_dir, self.source_data_files(dataset_split),
        f"{self.name}-compiled-{'train' if train else 'dev'}")
    if not train:
      yield from text_problems.text2text_txt_iterator(path + ".lang1",
                                                      path + ".lang2")
      return
    for synthetic_en, synthetic_fr in self.backtranslate_data_filenames:
      yield from text_problems.text2text_txt_iterator(
          os.path.join(tmp_dir, synthetic_en),
          os.path.join(tmp_dir, synthetic_fr))
      yield from text_problems.text2text_txt_iterator(path + ".lang1",
                                                      path + ".lang2")


@registry.register_problem
class TranslateEnfrWmt32kWithBacktranslateEn(
    TranslateEnfrWmt32kWithBacktranslateFr):
  """As ...Fr, with three files of back-translated English."""

  @property
  def backtranslate_data_filenames(self):
    return [(f"en_mono_en.txt{i}", f"en_mono_fr.txt{i}") for i in range(3)]


@registry.register_problem
class TranslateEnfrWmtSmallCharacters(translate.TranslateProblem):
  """English to French on bytes, the 1M-pair corpus."""

  @property
  def vocab_type(self) -> str:
    return text_problems.VocabType.CHARACTER

  @property
  def use_small_dataset(self) -> bool:
    return True

  def source_data_files(self, dataset_split):
    return _datasets(self.use_small_dataset, dataset_split)


@registry.register_problem
class TranslateEnfrWmtCharacters(TranslateEnfrWmtSmallCharacters):

  @property
  def use_small_dataset(self) -> bool:
    return False
