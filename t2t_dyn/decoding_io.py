"""Decoding text files with a trained model's self-contained output dir.

`saved_data_config(output_dir)` reads the data config training copied there;
`Translator(problem, output_dir, task)` takes the problem's encoders for the
task over the set-up in `output_dir/setup`, and the model from the latest
checkpoint (the layout is `output_dir`'s). No data dir or training corpus is
needed.
"""

import dataclasses
import json
from typing import List, Optional, Sequence, Tuple

import numpy as np
import tensorflow as tf

from t2t_dyn import data_config as data_config_lib
from t2t_dyn import decoding
from t2t_dyn import output_dir as output_dir_lib
from t2t_dyn import vocabulary
from t2t_dyn.models import transformer


def saved_data_config(output_dir: str) -> data_config_lib.DataConfig:
  """The data config a training run copied into its output dir (its input
  corpora need not exist here). Raises: DataConfigError."""
  return data_config_lib.load_data_config(
      output_dir_lib.config_path(output_dir), check_inputs=False,
      samples_from_code=True)


def saved_problem(output_dir: str) -> Tuple[str, List[str]]:
  """(registered name of the problem a training run used, the tasks whose
  ids came from that problem's own feature_encoders)."""
  with open(output_dir_lib.hparams_path(output_dir), encoding="utf-8") as f:
    record = json.load(f)
  return record["problem"], record.get("own_encoders", [])


class Translator:
  """Raw text in, detokenized text out, through a task's transforms."""

  def __init__(self, problem, output_dir: str, task: str,
               checkpoint: Optional[str] = None):
    """`problem`: a Problem with the saved data config; its
    feature_encoders(output_dir/setup, task) encode and decode."""
    self.problem = problem
    setup_dir = output_dir_lib.setup_dir(output_dir)
    self.encoders = problem.feature_encoders(setup_dir, task)
    with open(output_dir_lib.hparams_path(output_dir),
              encoding="utf-8") as f:
      record = json.load(f)
    fields = {f.name for f in dataclasses.fields(transformer.HParams)}
    self.hparams = transformer.HParams(
        **{k: v for k, v in record["model"].items() if k in fields})
    self.model = transformer.Transformer(self.hparams)
    self.model({"inputs": tf.ones([1, 2], tf.int32),
                "targets": tf.ones([1, 2], tf.int32)}, training=False)
    path = checkpoint or tf.train.latest_checkpoint(
        output_dir_lib.checkpoint_dir(output_dir))
    if path is None:
      raise FileNotFoundError(f"no checkpoint in "
                              f"{output_dir_lib.checkpoint_dir(output_dir)}: "
                              f"train first")
    tf.train.Checkpoint(model=self.model).restore(path).expect_partial()
    self.checkpoint = path

  def translate(self, lines: Sequence[str], beam_size: int = 4,
                alpha: float = 0.6, batch_sentences: int = 32) -> List[str]:
    """Translations in input order; an empty input line gives an empty line."""
    encoded = [self.encoders["inputs"].encode(line) + [vocabulary.EOS_ID]
               if line.strip() else None for line in lines]
    outputs = [""] * len(lines)
    order = sorted((i for i, ids in enumerate(encoded) if ids is not None),
                   key=lambda i: len(encoded[i]))
    for start in range(0, len(order), batch_sentences):
      rows = order[start:start + batch_sentences]
      width = max(len(encoded[i]) for i in rows)
      inputs = np.zeros((len(rows), width), np.int32)
      for r, i in enumerate(rows):
        inputs[r, :len(encoded[i])] = encoded[i]
      ids, _ = decoding.beam_search(self.model, tf.constant(inputs),
                                    beam_size=beam_size, alpha=alpha)
      for r, i in enumerate(rows):
        outputs[i] = self.encoders["targets"].decode(ids[r].numpy().tolist())
    return outputs


def score(hypotheses: Sequence[str], references: Sequence[str]) -> dict:
  """BLEU and chrF by sacrebleu."""
  import sacrebleu  # pylint: disable=g-import-not-at-top
  return {"bleu": sacrebleu.corpus_bleu(hypotheses, [references]),
          "chrf": sacrebleu.corpus_chrf(hypotheses, [references])}
