"""A problem written in code, Tensor2Tensor's way: samples from Python, a
SentencePiece model trained on them by dyn-datagen, no input files named."""

import os

from t2t_dyn.data_generators import problem
from t2t_dyn.utils import registry

DEMO = os.path.join(os.path.dirname(__file__), "..", "data", "demo")


@registry.register_problem
class TranslateEnSkCode(problem.Problem):
  """English→Slovak from the demo files, read here as tab-separated pairs."""
  data_config = {
      "meta": {"train": {"name": "en_sk_code", "approx_vocab_size": 4000,
                         "seg_n_samples": 5, "seg_theta": 0.5}},
      "tasks": {"en_sk": {"transforms": ["sentencepiece"]},
                "dev": {"split": "valid", "n_shards": 1,
                        "transforms": ["sentencepiece"]}}}

  def generate_samples(self, data_dir, tmp_dir, dataset_split):
    split = "train" if dataset_split == problem.DatasetSplit.TRAIN else "dev"
    with open(f"{DEMO}/{split}.en-sk.en", encoding="utf-8") as en, \
         open(f"{DEMO}/{split}.en-sk.sk", encoding="utf-8") as sk:
      for english, slovak in zip(en, sk, strict=True):  # Unequal: an error.
        yield {"inputs": english, "targets": slovak}
