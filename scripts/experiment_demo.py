"""The bundled demo's four configurations of scripts/experiment.py, each
adding one thing to the one before (Grönroos et al. 2020a's ingredients):
static, sampling, denoising, schedule (see experiment.py's docstring). Each
trains on en_cs and en_sk, validates on the en-sk dev set (task
dev_en_sk) and decodes with en_sk's transforms."""

import os

DEMO = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(
    __file__))), "data", "demo")
CONFIGS = ("static", "sampling", "denoising", "schedule")
DECODE_TASK = "en_sk"


def data_config(name: str, corpus: str) -> dict:
  """The data config of configuration `name` (absolute paths)."""
  def path(*parts):
    return os.path.join(corpus, *parts)
  segmentation = {"segmentation_model": path("models", "morfessor.lexicon.txt"),
                  "vocab_path": path("models", "morfessor.lexicon.txt")}
  sampling = name != "static"
  train = {"name": f"experiment_{name}", **segmentation,
           "seg_n_samples": 8 if sampling else 1, "seg_theta": 0.5,
           "max_len": 100, "reorder_max_dist": 3, "drop_temperature": 2.0}
  chain = ["morfessor_em", "lang_prefix_both", "filter_too_long"]
  tasks = {
      "en_cs": {"type": "para", "weight": 0.5, "transforms": chain,
                "meta": {"src_lang": "en", "trg_lang": "cs"},
                "inputs": {"gnome": {"src": path("train.en-cs.en"),
                                     "tgt": path("train.en-cs.cs")}}},
      "en_sk": {"type": "para", "weight": 1.0, "n_shards": 2,
                "transforms": chain,
                "meta": {"src_lang": "en", "trg_lang": "sk"},
                "inputs": {"gnome": {"src": path("train.en-sk.en"),
                                     "tgt": path("train.en-sk.sk")}}},
  }
  if name in ("denoising", "schedule"):
    tasks["mono_sk"] = {
        "type": "mono", "weight": 0.4, "n_shards": 2,
        "transforms": ["duplicate_mono", "reorder", "drop"] + chain,
        "meta": {"src_lang": "sk", "trg_lang": "sk"},
        "inputs": {"gnome": {"mono": path("mono.sk")}}}
  if name == "schedule":
    for task in tasks.values():
      del task["weight"]
    train["stages"] = [
        {"name": "pretrain", "weights": {"en_cs": 1.0, "en_sk": 0.3},
         "until": {"task": "en_cs", "epochs": 1}},
        {"name": "mix",
         "weights": {"en_cs": 0.5, "en_sk": 1.0, "mono_sk": 0.4}}]
  tasks["dev_en_sk"] = {
      "type": "para", "split": "valid", "n_shards": 1,
      "transforms": chain[:2], "meta": {"src_lang": "en", "trg_lang": "sk"},
      "inputs": {"dev": {"src": path("dev.en-sk.en"),
                         "tgt": path("dev.en-sk.sk")}}}
  return {"meta": {"shard": {"pretokenize": True, "n_shards": 4},
                   "train": train},
          "tasks": tasks}
