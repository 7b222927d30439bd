"""Source factors on the demo corpus: English lower-cased, its casing kept as
a per-word factor (the case-factor input representation), so the vocabulary
spends no pieces on capitalized forms while the model still sees the case."""

import os

from t2t_dyn.data_generators import problem
from t2t_dyn.text import factors
from t2t_dyn.utils import registry

DEMO = os.path.join(os.path.dirname(__file__), "..", "data", "demo")


def case_of(word: str) -> str:
  """lower, title (Prague), upper (EU) or mixed (iPhone; digits: lower)."""
  if word == word.lower():
    return "lower"
  if word == word.title():
    return "title"
  return "upper" if word == word.upper() else "mixed"


def case_factored(line: str) -> str:
  """ "The EU" -> "the￨title eu￨upper" (factors.SEPARATOR)."""
  return " ".join(f"{w.lower()}{factors.SEPARATOR}{case_of(w)}"
                  for w in line.split())


@registry.register_problem
class TranslateEnSkCaseFactor(problem.Problem):
  """English (lower-cased + case factor) → Slovak from the demo files."""
  data_config = {
      "meta": {"train": {"name": "en_sk_case", "approx_vocab_size": 4000,
                         "source_factors": ["case"],
                         "seg_n_samples": 5, "seg_theta": 0.5}},
      "tasks": {"en_sk": {"source_factors": True,
                          "transforms": ["sentencepiece"]},
                "dev": {"split": "valid", "n_shards": 1,
                        "source_factors": True,
                        "transforms": ["sentencepiece"]}}}

  def generate_samples(self, data_dir, tmp_dir, dataset_split):
    split = "train" if dataset_split == problem.DatasetSplit.TRAIN else "dev"
    with open(f"{DEMO}/{split}.en-sk.en", encoding="utf-8") as en, \
         open(f"{DEMO}/{split}.en-sk.sk", encoding="utf-8") as sk:
      for english, slovak in zip(en, sk, strict=True):
        yield {"inputs": case_factored(english), "targets": slovak}
