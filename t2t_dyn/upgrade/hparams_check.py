"""Which hparams a set or `--hparams` sets, and what each does here.

For the model a run trains, an hparam is supported when the model's family
reads it (hparams_families' `read`) or allows the value given (its
supported values), refused when model_hparams.convert refuses the value
(the message the run would print), and of no effect otherwise. The tables
are hparams_families' and model_hparams' own: a setting is laid over the
family's reference set and converted as dyn-trainer converts it.
"""

import dataclasses
import re
from typing import Any, List, Optional, Sequence

# Importing the models declares Tensor2Tensor's model names
# (transformer_encoder, ...): hparams_families.family reads them to say why
# such a --model does not train here. The sets: hparams.registered_sets.
# pylint: disable-next=unused-import
from t2t_dyn import models as _models  # noqa: F401
from t2t_dyn.foundation import registry
from t2t_dyn.hparams import hparam
from t2t_dyn.hparams import hparams_families
from t2t_dyn.hparams import model_hparams
from t2t_dyn.hparams import registered_sets as _registers_sets  # noqa: F401  pylint: disable=unused-import
from t2t_dyn.upgrade import findings
from t2t_dyn.upgrade.findings import Finding

DEFAULT_MODEL = "transformer"  # dyn-trainer's --model default.


@dataclasses.dataclass(frozen=True)
class Setting:
  """One hparam given a value, in Python or in --hparams."""
  file: str
  line: int
  name: str
  text: str  # The value as written.
  value: Any = None  # The value, when it is a literal.
  literal: bool = False


@dataclasses.dataclass(frozen=True)
class OverridePart:
  """One `name=value` of Tensor2Tensor's --hparams syntax."""
  name: str
  text: str
  offset: int  # Of the name in the string.


_PART = re.compile(r"\s*(?:(?P<name>[A-Za-z_][\w.]*)\s*=\s*"
                   r"(?P<value>\[[^\]]*\]|[^,]*)|"
                   r"(?P<variable>\$\{?\w+\}?))\s*(?:,|$)")


def split_overrides(text: str) -> List[OverridePart]:
  """'a=1,b=[2,3]' -> parts a and b; a shell variable standing for more
  (`...,$MORE`) is left out. Raises: ValueError naming the part that is
  not name=value."""
  parts, position = [], 0
  while position < len(text) and text[position:].strip():
    match = _PART.match(text, position)
    if not match:
      raise ValueError(f"not name=value: {text[position:]!r}")
    if match.group("name"):
      parts.append(OverridePart(match.group("name"),
                                match.group("value").strip(),
                                match.start("name")))
    position = match.end()
  return parts


def typed_value(name: str, text: str, reference: hparam.HParams) -> Any:
  """The --hparams text as the run parses it (by the reference set's type
  of the hparam; else the literal it looks like). Raises: ValueError."""
  if name in reference.values() and reference.get(name) is not None:
    kind = type(reference.get(name))
    if kind in (list, tuple):
      return text
    return hparam.parse_values(f"{name}={text}", {name: kind})[name]
  for cast in (int, float):
    try:
      return cast(text)
    except ValueError:
      pass
  return {"true": True, "false": False, "True": True,
          "False": False}.get(text, text)


@dataclasses.dataclass(frozen=True)
class ModelChoice:
  """The model settings are classified for, and a note when it is not the
  one named (unknown here)."""
  model: str
  note: str = ""


def choose_model(models: Sequence[str]) -> ModelChoice:
  """The family to classify for: the first of `models` t2t_dyn has, else
  transformer (dyn-trainer's default), with a note saying so."""
  unknown = []
  for model in models:
    try:
      hparams_families.family(model)
      return ModelChoice(model)
    except ValueError:
      unknown.append(model)
  if unknown:
    return ModelChoice(DEFAULT_MODEL, f" (classified for {DEFAULT_MODEL}: "
                       f"--model={unknown[0]} is not a model here)")
  return ModelChoice(DEFAULT_MODEL)


def _problems(settings: List[Setting], model: str) -> List[str]:
  """The lines model_hparams.convert refuses the literal settings with,
  laid over the model's reference set."""
  reference = model_hparams.reference_set(model)
  values = reference.values()
  for setting in settings:
    if setting.literal:
      values[setting.name] = setting.value
  try:
    model_hparams.convert(hparam.HParams(**values), reference, "", model)
  except model_hparams.HParamsError as e:
    return [line.strip() for line in str(e).splitlines()[1:]]
  except (TypeError, ValueError) as e:  # A value of the wrong type.
    return [f"{s.name}={s.value!r}: {e}" for s in settings if s.literal]
  return []


def _mentions(problem: str, name: str) -> bool:
  return bool(re.search(rf"(^|[\s,]){re.escape(name)}(=|:|,)", problem))


def classify(settings: List[Setting], models: Sequence[str],
             where: str) -> List[Finding]:
  """A finding for each setting, for the first model of `models` t2t_dyn
  has (`where` names the set or command, for the reasons)."""
  choice = choose_model(models)
  family = hparams_families.family(choice.model)
  problems = _problems(settings, choice.model)
  result = []
  for setting in settings:
    status, reason = _status(setting, family, choice.model, problems)
    result.append(Finding(setting.file, setting.line, findings.HPARAM,
                          f"{setting.name}={setting.text}", status,
                          f"{reason} [{where}]{choice.note}"))
  return result


def _status(setting: Setting, family, model: str, problems: List[str]):
  refused = [p for p in problems if _mentions(p, setting.name)]
  if refused:
    # The finding names the setting already: "name='v': " is left out.
    return findings.REFUSED, "; ".join(
        re.sub(rf"^{re.escape(setting.name)}=\S*: ", "", p) for p in refused)
  allowed = family.allowed(setting.name)
  if setting.name in family.read:
    return findings.SUPPORTED, f"t2t_dyn's {model} reads it"
  if allowed:
    listed = ", ".join(map(repr, allowed))
    if setting.literal:
      return findings.SUPPORTED, f"implemented for {model} (supported: {listed})"
    return findings.SUPPORTED, (f"t2t_dyn's {model} implements only "
                                f"{listed}; {setting.text} is checked "
                                f"when the command runs")
  return findings.NO_EFFECT, (
      f"t2t_dyn's {model} does not read it (an implementation detail of "
      f"Tensor2Tensor, or read by other models)")


def settings_from_overrides(text: str, file: str, line: int,
                            model: str) -> List[Setting]:
  """--hparams's parts as Settings; a part with a shell variable is not a
  literal. Raises: ValueError for text that is not name=value,..."""
  reference = model_hparams.reference_set(choose_model([model]).model)
  result = []
  for part in split_overrides(text):
    if "$" in part.text or "`" in part.text:
      result.append(Setting(file, line, part.name, part.text))
      continue
    try:
      value = typed_value(part.name, part.text, reference)
    except ValueError:
      result.append(Setting(file, line, part.name, part.text))
      continue
    result.append(Setting(file, line, part.name, part.text, value, True))
  return result


def model_of_base_set(name: str) -> Optional[str]:
  """The model a set built on t2t_dyn's set `name` is for: the first of a
  family whose reference set is defined beside it and that defines what
  the family requires (None for sets of no family, e.g. basic_params1)."""
  try:
    function = registry.hparams_registry().get_class(name)
    values = registry.hparams(name).values()
  except registry.RegistryError:
    return None
  by_specificity = sorted(hparams_families.FAMILIES,
                          key=lambda f: -len(f.required))
  for family in by_specificity:
    reference = registry.hparams_registry().get_class(family.reference_set)
    if (reference.__module__ == function.__module__ and
        family.required <= set(values)):
      return family.models[0]
  return None


def hparams_set_models(set_name: str, commands_models) -> List[str]:
  """The models the scripts train `set_name` with (commands_models: {set
  name: [models]}); all models the scripts name when none names it."""
  named = commands_models.get(set_name)
  if named:
    return list(named)
  everything: List[str] = []
  for models in commands_models.values():
    everything += [m for m in models if m not in everything]
  return everything
