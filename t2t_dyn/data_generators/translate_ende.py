"""Tensor2Tensor's English-German problems (WMT) at its module path.

Corpora as Tensor2Tensor names them (archive URL, files inside); a local
copy of an archive in tmp_dir under the URL's last path component is used
as it is. Not provided (see NOT_PROVIDED): the problems that clean their
corpora with Tensor2Tensor's English-centred cleaner, those whose
vocabulary is a Wikipedia language model's, and TranslateEnde2018Wmt32k,
which names no corpora in Tensor2Tensor either.
"""

from t2t_dyn.data_generators import problem
from t2t_dyn.data_generators import text_problems
from t2t_dyn.data_generators import translate
from t2t_dyn.foundation import registry

_ENDE_TRAIN_DATASETS = [
    ["http://data.statmt.org/wmt18/translation-task/"
     "training-parallel-nc-v13.tgz",
     ("training-parallel-nc-v13/news-commentary-v13.de-en.en",
      "training-parallel-nc-v13/news-commentary-v13.de-en.de")],
    ["http://www.statmt.org/wmt13/training-parallel-commoncrawl.tgz",
     ("commoncrawl.de-en.en", "commoncrawl.de-en.de")],
    ["http://www.statmt.org/wmt13/training-parallel-europarl-v7.tgz",
     ("training/europarl-v7.de-en.en", "training/europarl-v7.de-en.de")],
]

# newstest2013 is the dev set.
_ENDE_EVAL_DATASETS = [
    ["http://data.statmt.org/wmt17/translation-task/dev.tgz",
     ("dev/newstest2013.en", "dev/newstest2013.de")],
]

# WMT18's additional training data.
_ENDE_RAPID_TRAIN_DATASET = [
    ["http://data.statmt.org/wmt18/translation-task/rapid2016.tgz",
     ("rapid2016.de-en.en", "rapid2016.de-en.de")],
]

# ParaCrawl release 4, bicleaner score >= 0.7, as TMX.
_ENDE_PARACRAWL_DATASETS = [
    ["https://s3.amazonaws.com/web-language-models/paracrawl/release4/"
     "en-de.bicleaner07.tmx.gz",
     ("tmx", "en-de.bicleaner07.tmx.gz")],
]

# Tensor2Tensor's problems of this module that are not defined here, and why.
_CLEANED = ("cleans its corpora with Tensor2Tensor's English-centred "
            "cleaner (datatypes_to_clean), which is not provided: filter "
            "with the length_ratio_filter, script_filter and langid_filter "
            "transforms")
_WIKI_VOCABULARY = ("its vocabulary is that of the language-model problem "
                    "wiki_lm.LanguagemodelDeEnFrRoWiki64k; language models "
                    "are not provided")
NOT_PROVIDED = {
    "TranslateEnde2018Wmt32k": "it names no corpora (no source_data_files) "
                               "in Tensor2Tensor either",
    "TranslateEndeWmtClean32k": _CLEANED,
    "TranslateEndePcClean32k": _CLEANED,
    "TranslateEndeWmtCleanPc32k": _CLEANED,
    "TranslateEndeWmtPcClean32k": _CLEANED,
    "TranslateEndeWmtCleanPcClean32k": _CLEANED,
    "TranslateEndeWmtMulti64k": _WIKI_VOCABULARY,
    "TranslateEndeWmtMulti64kPacked1k": _WIKI_VOCABULARY,
}


@registry.register_problem
class TranslateEndeWmt32k(translate.TranslateProblem):
  """English to German, WMT corpora, a 32k subword vocabulary; subclasses
  add training corpora in additional_training_datasets."""

  @property
  def additional_training_datasets(self):
    return []

  def source_data_files(self, dataset_split):
    if dataset_split == problem.DatasetSplit.TRAIN:
      return _ENDE_TRAIN_DATASETS + self.additional_training_datasets
    return _ENDE_EVAL_DATASETS


@registry.register_problem
class TranslateEndePc32k(translate.TranslateProblem):
  """English to German on ParaCrawl, with TranslateEndeWmt32k's
  vocabulary."""

  @property
  def use_vocab_from_other_problem(self):
    return TranslateEndeWmt32k()

  @property
  def additional_training_datasets(self):
    return []

  def source_data_files(self, dataset_split):
    if dataset_split == problem.DatasetSplit.TRAIN:
      return _ENDE_PARACRAWL_DATASETS + self.additional_training_datasets
    return _ENDE_EVAL_DATASETS


@registry.register_problem
class TranslateEndeWmtPc32k(TranslateEndeWmt32k):
  """WMT plus ParaCrawl, with TranslateEndeWmt32k's vocabulary."""

  @property
  def use_vocab_from_other_problem(self):
    return TranslateEndeWmt32k()

  @property
  def additional_training_datasets(self):
    return _ENDE_PARACRAWL_DATASETS


@registry.register_problem
class TranslateEndeWmt32kPacked(TranslateEndeWmt32k):
  """TranslateEndeWmt32k packed into 256-token rows."""

  @property
  def packed_length(self) -> int:
    return 256

  @property
  def use_vocab_from_other_problem(self):
    return TranslateEndeWmt32k()


@registry.register_problem
class TranslateEndeWmt8k(TranslateEndeWmt32k):
  """English to German, WMT corpora, an 8k subword vocabulary."""

  @property
  def approx_vocab_size(self) -> int:
    return 2**13


@registry.register_problem
class TranslateEndeWmt8kPacked(TranslateEndeWmt8k):
  """TranslateEndeWmt8k packed into 256-token rows."""

  @property
  def packed_length(self) -> int:
    return 256

  @property
  def use_vocab_from_other_problem(self):
    return TranslateEndeWmt8k()


@registry.register_problem
class TranslateEndeWmtCharacters(TranslateEndeWmt8k):
  """English to German on bytes."""

  @property
  def vocab_type(self) -> str:
    return text_problems.VocabType.CHARACTER
