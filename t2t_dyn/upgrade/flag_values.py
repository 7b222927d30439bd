"""The values a command gives --model, --hparams_set and --problem.

A model is one t2t_dyn trains (hparams_families); a problem is one the usr
dir or t2t_dyn registers (Tensor2Tensor's own dataset problems are not
provided); an hparams set is the usr dir's (its hparams are reported where
it sets them) or t2t_dyn's, which is converted for the command's model as
dyn-trainer converts it, so a set like transformer_relative is refused
with the values this model does not implement.
"""

import dataclasses
from typing import Optional, Set, Tuple

# Importing the models declares Tensor2Tensor's model names
# (transformer_encoder, ...): hparams_families.family reads them to say why
# such a --model does not train here. The sets: hparams.registered_sets.
# pylint: disable-next=unused-import
from t2t_dyn import models as _models  # noqa: F401
from t2t_dyn.foundation import registry
from t2t_dyn.hparams import hparams_families
from t2t_dyn.hparams import model_hparams
from t2t_dyn.upgrade import findings


@dataclasses.dataclass(frozen=True)
class Registered:
  """The names a value can take."""
  problems: Set[str]  # The usr dir's and t2t_dyn's.
  usr_hparams_sets: Set[str]
  dyn_hparams_sets: Set[str]


def check(name: str, value: str, registered: Registered,
          model: Optional[str]) -> Optional[Tuple[str, str]]:
  """(status, reason) of a --model, --hparams_set or --problem value
  (variables expanded; `model`: the command's, None if unknown); None
  for other flags."""
  if name == "model":
    try:
      hparams_families.family(value)
      return findings.SUPPORTED, f"t2t_dyn trains {value}"
    except ValueError as e:
      return findings.REFUSED, str(e)
  if name == "hparams_set":
    return _hparams_set(value, registered, model)
  if name == "problem":
    base = value[:-len("_rev")] if value.endswith("_rev") else value
    if base in registered.problems:
      return findings.SUPPORTED, f"{value} is registered (the usr dir's or " \
                                 f"t2t_dyn's)"
    return findings.REFUSED, (f"no problem {base} in the usr dir or t2t_dyn "
                              f"(Tensor2Tensor's own dataset problems are "
                              f"not provided)")
  return None


def _hparams_set(value: str, registered: Registered,
                 model: Optional[str]) -> Tuple[str, str]:
  if value in registered.usr_hparams_sets:
    return findings.SUPPORTED, ("the usr dir registers it (its hparams are "
                                "reported where it sets them)")
  if value not in registered.dyn_hparams_sets:
    return findings.REFUSED, (f"no hparams set {value} in t2t_dyn or the "
                              f"usr dir")
  try:
    hparams_families.family(model or "")
  except ValueError:
    return findings.SUPPORTED, f"t2t_dyn has {value}"
  try:
    model_hparams.from_set(value, "", 0, model)
  except (model_hparams.HParamsError, registry.RegistryError,
          ValueError) as e:
    problems = [line.strip() for line in str(e).splitlines()[1:]]
    return findings.REFUSED, (f"t2t_dyn has {value}, and --model={model} "
                              f"does not run it: " + "; ".join(
                                  problems or [str(e)]))
  return findings.SUPPORTED, f"t2t_dyn has {value}, and --model={model} runs it"
