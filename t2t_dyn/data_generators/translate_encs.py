"""Tensor2Tensor's English-Czech problems (WMT) at its module path.

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

_ENCS_TRAIN_DATASETS = [
    # CzEng 1.6 in plain-text format: tab-separated, Czech in column 2,
    # English in column 3.
    [("https://lindat.mff.cuni.cz/repository/xmlui/bitstream/handle/"
      "11234/1-1458/data-plaintext-format.tar"),
     ("tsv", 3, 2, "data.plaintext-format/*train.gz")],
    ["http://data.statmt.org/wmt18/translation-task/"
     "training-parallel-nc-v13.tgz",
     ("training-parallel-nc-v13/news-commentary-v13.cs-en.en",
      "training-parallel-nc-v13/news-commentary-v13.cs-en.cs")],
    ["http://www.statmt.org/wmt13/training-parallel-commoncrawl.tgz",
     ("commoncrawl.cs-en.en", "commoncrawl.cs-en.cs")],
    ["http://www.statmt.org/wmt13/training-parallel-europarl-v7.tgz",
     ("training/europarl-v7.cs-en.en", "training/europarl-v7.cs-en.cs")],
]
_ENCS_TEST_DATASETS = [
    ["http://data.statmt.org/wmt17/translation-task/dev.tgz",
     ("dev/newstest2013.en", "dev/newstest2013.cs")],
]


@registry.register_problem
class TranslateEncsWmt32k(translate.TranslateProblem):
  """English to Czech, WMT corpora with CzEng, a 32k subword vocabulary."""

  @property
  def approx_vocab_size(self) -> int:
    return 2**15

  def source_data_files(self, dataset_split):
    train = dataset_split == problem.DatasetSplit.TRAIN
    return _ENCS_TRAIN_DATASETS if train else _ENCS_TEST_DATASETS

  def vocab_data_files(self):
    """The training corpora's two line files each; when the first corpus is
    CzEng (tsv files, which generate_lines_for_vocab cannot read), the
    compiled training pairs in its place."""
    datasets = self.source_data_files(problem.DatasetSplit.TRAIN)
    vocab_datasets = []
    if datasets[0][0].endswith("data-plaintext-format.tar"):
      vocab_datasets.append([datasets[0][0],
                             [f"{self.name}-compiled-train.lang1",
                              f"{self.name}-compiled-train.lang2"]])
      datasets = datasets[1:]
    return vocab_datasets + [[url, [files[0], files[1]]]
                             for url, files in datasets]


@registry.register_problem
class TranslateEncsWmtCharacters(translate.TranslateProblem):
  """English to Czech on bytes."""

  @property
  def vocab_type(self) -> str:
    return text_problems.VocabType.CHARACTER

  def generate_samples(self, data_dir, tmp_dir, dataset_split):
    train = dataset_split == problem.DatasetSplit.TRAIN
    datasets = _ENCS_TRAIN_DATASETS if train else _ENCS_TEST_DATASETS
    path = translate.compile_data(
        tmp_dir, datasets, f"wmt_encs_chr_{'train' if train else 'dev'}")
    return text_problems.text2text_txt_iterator(path + ".lang1",
                                                path + ".lang2")
