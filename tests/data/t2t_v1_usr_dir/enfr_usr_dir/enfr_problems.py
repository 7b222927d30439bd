# coding=utf-8
"""English-French problems for the en-fr experiments (Tensor2Tensor 1.14)."""

from __future__ import absolute_import
from __future__ import division
from __future__ import print_function

import os

from tensor2tensor.data_generators import cifar  # From the image runs.
from tensor2tensor.data_generators import problem
from tensor2tensor.data_generators import text_encoder
from tensor2tensor.data_generators import text_problems
from tensor2tensor.data_generators import translate
from tensor2tensor.utils import registry

import tensorflow as tf

flags = tf.flags
FLAGS = flags.FLAGS

flags.DEFINE_integer("enfr_max_pairs", 0,
                     "Read at most this many pairs of enfr.tsv (0: all).")

_ENFR_TRAIN = [["", ("train.en", "train.fr")]]
_ENFR_DEV = [["", ("dev.en", "dev.fr")]]


@registry.register_problem
class EnfrPairsTsv(text_problems.Text2TextProblem):
  """en-fr pairs from one tab-separated file in tmp_dir, split 9:1."""

  @property
  def approx_vocab_size(self):
    return 2**9

  @property
  def is_generate_per_split(self):
    return False

  @property
  def dataset_splits(self):
    return [{"split": problem.DatasetSplit.TRAIN, "shards": 9},
            {"split": problem.DatasetSplit.EVAL, "shards": 1}]

  def generate_samples(self, data_dir, tmp_dir, dataset_split):
    del data_dir, dataset_split
    path = os.path.join(tmp_dir, "enfr.tsv")
    if not tf.gfile.Exists(path):
      raise ValueError("put the en-fr pairs in %s" % path)
    with tf.gfile.GFile(path) as pairs:
      for count, line in enumerate(pairs):
        if FLAGS.enfr_max_pairs and count >= FLAGS.enfr_max_pairs:
          break
        english, french = line.rstrip("\n").split("\t")
        yield {"inputs": english, "targets": french}


@registry.register_problem
class TranslateEnfrFiles(translate.TranslateProblem):
  """en-fr from line-aligned files in tmp_dir."""

  @property
  def approx_vocab_size(self):
    return 2**9

  def source_data_files(self, dataset_split):
    train = dataset_split == problem.DatasetSplit.TRAIN
    return _ENFR_TRAIN if train else _ENFR_DEV

  def hparams(self, defaults, unused_model_hparams):
    super(TranslateEnfrFiles, self).hparams(defaults, unused_model_hparams)
    defaults.input_space_id = problem.SpaceID.EN_TOK
    defaults.target_space_id = problem.SpaceID.FR_TOK

  def feature_encoders(self, data_dir):
    vocab = os.path.join(data_dir, self.vocab_filename)
    tf.logging.info("en-fr vocabulary: %s", vocab)
    encoder = text_encoder.SubwordTextEncoder(vocab)
    return {"inputs": encoder, "targets": encoder}
