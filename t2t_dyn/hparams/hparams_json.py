"""A training run's hparams.json, read back: its values (Tensor2Tensor's
file, or t2t_dyn's record of a run), and a set's hparams overwritten from
it as Tensor2Tensor's create_hparams_from_json did. trainer_lib's
create_hparams and the commands that load a trained model read a run's
hparams here."""

import dataclasses
import json
import logging
from typing import Any, Dict, List

from t2t_dyn.hparams import hparam
from t2t_dyn.hparams import model_hparams


def saved_values(hparams_path: str) -> Dict[str, Any]:
  """The hparams values in a run's hparams.json: Tensor2Tensor's file is
  the values; t2t_dyn's keeps them under "hparams" (for runs before that
  key: the model's hparams, by Tensor2Tensor's names). Raises: ValueError
  naming the file when it is not JSON."""
  try:
    with open(hparams_path, encoding="utf-8") as f:
      record = json.load(f)
  except json.JSONDecodeError as e:
    raise ValueError(f"{hparams_path}: not JSON ({e})") from e
  if "model" in record and "problem" in record:  # t2t_dyn's record.
    if record.get("hparams"):
      return dict(record["hparams"])
    fields = {f.name for f in dataclasses.fields(model_hparams.ModelHParams)}
    return model_hparams.t2t_values(model_hparams.ModelHParams(
        **{k: v for k, v in record["model"].items() if k in fields}))
  return record


def overwrite_from_json(hparams: hparam.HParams, hparams_path: str,
                        log=logging.info) -> List[str]:
  """Sets each hparam that `hparams` and the file both have to the file's
  value, logging "Overwrite key" for each that changes (Tensor2Tensor's
  create_hparams_from_json); names only the file has are left out, as
  there. Returns the names changed."""
  changed = []
  for name, value in sorted(saved_values(hparams_path).items()):
    if name in _NOT_FROM_JSON or name not in hparams:
      continue
    if getattr(hparams, name) != value:
      log(f"Overwrite key {name}: {getattr(hparams, name)!r} -> {value!r}")
      setattr(hparams, name, value)
      changed.append(name)
  return changed


# Tensor2Tensor keeps these of the passed set (they held functions).
_NOT_FROM_JSON = ("bottom", "loss", "name", "top", "weights_fn")
