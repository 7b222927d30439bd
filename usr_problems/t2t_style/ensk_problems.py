"""English-Slovak problems and a small hparams set, in Tensor2Tensor's style.

Written against Tensor2Tensor 1.15's API; only the imports say t2t_dyn.
"""

import os

from t2t_dyn.data_generators import problem
from t2t_dyn.data_generators import text_encoder
from t2t_dyn.data_generators import text_problems
from t2t_dyn.data_generators import translate
from t2t_dyn.layers import modalities
from t2t_dyn.models import transformer
from t2t_dyn.utils import registry

EOS = text_encoder.EOS_ID

_ENSK_TRAIN = [["", ("train.en-sk.en", "train.en-sk.sk")]]
_ENSK_DEV = [["", ("dev.en-sk.en", "dev.en-sk.sk")]]


@registry.register_problem
class TranslateEnskTsv(text_problems.Text2TextProblem):
  """en-sk pairs from one tab-separated file, split 8:1:1 by T2T."""

  @property
  def approx_vocab_size(self):
    return 2**12  # ~4k

  @property
  def is_generate_per_split(self):
    # generate_data will shard the data into TRAIN, EVAL and TEST for us.
    return False

  @property
  def dataset_splits(self):
    return [{
        "split": problem.DatasetSplit.TRAIN,
        "shards": 8,
    }, {
        "split": problem.DatasetSplit.EVAL,
        "shards": 1,
    }, {
        "split": problem.DatasetSplit.TEST,
        "shards": 1,
    }]

  def generate_samples(self, data_dir, tmp_dir, dataset_split):
    del data_dir
    del dataset_split
    return text_problems.text2text_txt_tab_iterator(
        os.path.join(tmp_dir, "en-sk.tsv"))


@registry.register_problem
class TranslateEnskFiles(translate.TranslateProblem):
  """en-sk from files in tmp_dir, the train and dev sets given apart."""

  @property
  def approx_vocab_size(self):
    return 2**12

  def source_data_files(self, dataset_split):
    train = dataset_split == problem.DatasetSplit.TRAIN
    return _ENSK_TRAIN if train else _ENSK_DEV

  def hparams(self, defaults, unused_model_hparams):
    p = defaults
    p.stop_at_eos = int(True)
    p.modality = {"inputs": modalities.ModalityType.SYMBOL,
                  "targets": modalities.ModalityType.SYMBOL}
    p.vocab_size = {"inputs": self._encoders["inputs"].vocab_size,
                    "targets": self._encoders["targets"].vocab_size}
    p.input_space_id = problem.SpaceID.EN_TOK
    p.target_space_id = problem.SpaceID.GENERIC


@registry.register_problem
class TranslateEnskCharacters(text_problems.Text2TextProblem):
  """Character-level en-sk with its own encoding: lower-cased bytes."""

  @property
  def vocab_type(self):
    return text_problems.VocabType.CHARACTER

  @property
  def is_generate_per_split(self):
    return True

  def generate_samples(self, data_dir, tmp_dir, dataset_split):
    del data_dir
    split = "train" if dataset_split == problem.DatasetSplit.TRAIN else "dev"
    return text_problems.text2text_txt_iterator(
        os.path.join(tmp_dir, split + ".en-sk.en"),
        os.path.join(tmp_dir, split + ".en-sk.sk"))

  def generate_encoded_samples(self, data_dir, tmp_dir, dataset_split):
    encoder = text_encoder.ByteTextEncoder()
    for sample in self.generate_samples(data_dir, tmp_dir, dataset_split):
      yield {"inputs": encoder.encode(sample["inputs"].lower()) + [EOS],
             "targets": encoder.encode(sample["targets"].lower()) + [EOS]}

  def feature_encoders(self, data_dir):
    del data_dir
    encoder = text_encoder.ByteTextEncoder()
    return {"inputs": encoder, "targets": encoder}


@registry.register_hparams
def transformer_ensk_cpu():
  """transformer_base, small enough to train on a laptop CPU."""
  hparams = transformer.transformer_base()
  hparams.num_hidden_layers = 2
  hparams.hidden_size = 128
  hparams.filter_size = 512
  hparams.num_heads = 4
  hparams.batch_size = 2048
  hparams.learning_rate_warmup_steps = 400
  hparams.learning_rate_constant = 1.0
  return hparams
