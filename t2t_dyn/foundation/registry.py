"""Tensor2Tensor's registries at its module path: problems, models, hparams
sets, ranged hparams, optimizers and env problems (Registries), and ours of
transforms.

`@register_problem` (and the others) works bare or with a name; the default
name is the snake_case form of the class or function name. A Registry is
Tensor2Tensor's mapping (`r[name] = f`, `in`, `len`, iteration, `get`,
`_clear()`, a default key function, a validator and a value transformer).
Registering a name twice raises, and an unknown name raises an error listing
what is registered and the closest match, in Tensor2Tensor's words too
("never registered", "already registered"). As in Tensor2Tensor,
registering a problem sets its class attribute `name` to the registered name
(a `name` the class defines itself is replaced), a model's REGISTERED_NAME,
and `problem("<name>_rev")` is the registered problem with inputs and
targets swapped. Ranged hparams (read by hyperparameter search only) and
env problems are registered, listed and given back, never trained here.

"models" is Tensor2Tensor's: T2TModel classes, `model(name)(hparams, mode,
problem_hparams)`. A module that must stay free of TensorFlow declares its
models by module (`declare`): listed at once, imported when first read.
The Keras models dyn-trainer trains and dyn-decoder decodes by --model are
ours, in "seq2seq_models" (`seq2seq_model(name)`).
"""

import difflib
import importlib
import inspect
import re
import types
from typing import (Any, Callable, Dict, Iterator, List, NamedTuple, Optional,
                    TypeVar)

T = TypeVar("T")

_FIRST_CAP = re.compile(r"(.)([A-Z][a-z0-9]+)")
_ALL_CAP = re.compile(r"([a-z0-9])([A-Z])")
REVERSED_SUFFIX = "_rev"
COPIED_SUFFIX = "_copy"


def default_name(obj) -> str:
  """Snake-case name of a class or function: `TranslateEnCs` ->
  `translate_en_cs`."""
  return _ALL_CAP.sub(r"\1_\2", _FIRST_CAP.sub(r"\1_\2", obj.__name__)).lower()


def closest_match(name: str, candidates) -> Optional[str]:
  """The candidate most similar to `name`, or None when nothing is close."""
  matches = difflib.get_close_matches(name, list(candidates), n=1, cutoff=0.5)
  return matches[0] if matches else None


def unknown_name_message(kind: str, name: str, candidates) -> str:
  """"unknown <kind> 'x'; did you mean 'y'? Registered <kind>s: a, b" or,
  with nothing close, "unknown <kind> 'x'. Registered <kind>s: a, b"."""
  candidates = sorted(candidates)
  message = f"unknown {kind} {name!r}"
  match = closest_match(name, candidates)
  message += f"; did you mean {match!r}?" if match else "."
  listing = ", ".join(candidates) if candidates else "(none)"
  return f"{message} Registered {kind}s: {listing}"


class RegistryError(KeyError):
  """Raised for duplicate or unknown registry names."""

  def __str__(self):  # KeyError would print the repr of the message.
    return str(self.args[0])


class ProblemNameError(RegistryError, ValueError):
  """A problem registered under a name only its reversed or copied form
  may have (a KeyError in Tensor2Tensor, a ValueError in older t2t_dyn)."""


def _same_value(key, value):
  del key
  return value


class _Declared(NamedTuple):
  """A name whose value `module` registers when imported."""
  module: str


class Registry:
  """Tensor2Tensor's registry: a mapping of names to callables, filled by
  the `register` decorator or `r[name] = value`.

  `Registry(registry_name, default_key_fn=default_name, validator=None,
  on_set=None, value_transformer=None, kind=None)`: default_key_fn names an
  unnamed value; validator(key, value) may refuse a registration; on_set
  (key, value) runs after one; `r[key]` (and values(), items(), get()) give
  value_transformer(key, value). `kind` names one entry in messages
  ("model"). Raises: RegistryError (a KeyError) for a name registered twice
  or never registered, naming the closest registered one; ValueError for a
  value that is not callable.
  """

  def __init__(self, registry_name: str,
               default_key_fn: Callable[[Any], str] = default_name,
               validator: Optional[Callable[[str, Any], None]] = None,
               on_set: Optional[Callable[[str, Any], None]] = None,
               value_transformer: Optional[Callable[[str, Any], Any]] = None,
               kind: Optional[str] = None):
    self._registry: Dict[str, Any] = {}
    self._name = registry_name
    self._default_key_fn = default_key_fn
    self._validator = validator
    self._on_set = on_set
    self._value_transformer = value_transformer or _same_value
    self.kind = kind or registry_name

  @property
  def name(self) -> str:
    return self._name

  def default_key(self, value) -> str:
    return self._default_key_fn(value)

  def validate(self, key: str, value) -> None:
    if self._validator is not None:
      self._validator(key, value)

  def on_set(self, key: str, value) -> None:
    if self._on_set is not None:
      self._on_set(key, value)

  def __setitem__(self, key: Optional[str], value) -> None:
    if key is None:
      key = self.default_key(value)
    if key in self._registry and not self._declared_by(key, value):
      old = self._registry[key]
      raise RegistryError(
          f"{self.kind} {key!r} is already registered (by "
          f"{getattr(old, '__module__', '?')}."
          f"{getattr(old, '__qualname__', repr(old))}): key {key} already "
          f"registered in registry {self._name}")
    if not callable(value):
      raise ValueError(f"value must be callable: {self.kind} {key!r} is "
                       f"{value!r}")
    self.validate(key, value)
    self._registry[key] = value
    self.on_set(key, value)

  def _declared_by(self, key: str, value) -> bool:
    declared = self._registry.get(key)
    return (isinstance(declared, _Declared) and
            getattr(value, "__module__", None) == declared.module)

  def declare(self, key: str, module: str) -> None:
    """Names `key` as registered by importing `module` (which loads
    TensorFlow): `in`, `len` and listings see it now; reading it imports
    the module, whose registration replaces the declaration."""
    if key not in self._registry:
      self._registry[key] = _Declared(module)

  def register(self, key_or_value=None):
    """Decorator: `@r.register`, `@r.register()` or `@r.register("name")`;
    returns the value registered."""

    def decorate(value, key):
      self[key] = value
      return value

    if callable(key_or_value):
      return decorate(key_or_value, None)
    return lambda value: decorate(value, key_or_value)

  def __getitem__(self, key: str):
    return self._value_transformer(key, self.get_class(key))

  def get_class(self, key: str):
    """The value registered under `key`, untransformed (the class or the
    function itself). Raises: RegistryError listing the registered names
    and the closest."""
    try:
      value = self._registry[key]
    except KeyError:
      raise RegistryError(
          unknown_name_message(self.kind, key, self._registry) +
          f" ({key} never registered with registry {self._name})") from None
    if isinstance(value, _Declared):
      importlib.import_module(value.module)
      value = self._registry[key]
      if isinstance(value, _Declared):
        raise RegistryError(f"{self.kind} {key!r}: importing {value.module} "
                            f"did not register it")
    return value

  def __contains__(self, key) -> bool:
    return key in self._registry

  def __iter__(self) -> Iterator[str]:
    return iter(self._registry)

  def __len__(self) -> int:
    return len(self._registry)

  def keys(self):
    return self._registry.keys()

  def values(self):
    return (self[key] for key in self)

  def items(self):
    return ((key, self[key]) for key in self)

  def get(self, key: str, default=None):
    return self[key] if key in self else default

  def names(self) -> List[str]:
    return sorted(self._registry)

  def remove(self, key: str) -> None:
    """Unregisters a name (for tests that register throwaway values)."""
    self._registry.pop(key, None)

  def _clear(self) -> None:
    self._registry.clear()


def _name_problem(name: str, cls) -> None:
  cls.name = name  # Tensor2Tensor's: the registered name wins.


def _name_model(name: str, cls) -> None:
  cls.REGISTERED_NAME = name  # Tensor2Tensor's attribute.


def _refuse_suffixed_problem_names(name: str, value) -> None:
  del value
  if name.endswith((REVERSED_SUFFIX, COPIED_SUFFIX)):
    raise ProblemNameError(
        f"Invalid problem name {name!r}: it cannot end in "
        f"{REVERSED_SUFFIX!r} or {COPIED_SUFFIX!r}, which name a problem's "
        f"reversed or copied form")


def _name_transform(name: str, cls) -> None:
  cls.registered_name = name


def _takes_arguments(count: int, message: str):
  """A validator refusing a function that does not take exactly `count`
  positional arguments (no *args, no **kwargs)."""

  def validate(key: str, value) -> None:
    spec = inspect.getfullargspec(value)
    if (len(spec.args) != count or spec.varargs is not None or
        spec.varkw is not None):
      raise ValueError(f"{message} ({key} takes "
                       f"{inspect.signature(value)})")

  return validate


def _hparams_called(key: str, value):
  hparams_set = value()
  if hparams_set is None:
    raise TypeError(f"HParams {key} is None: the registered hparams "
                    f"function must return its HParams")
  return hparams_set


class Registries:
  """Tensor2Tensor's registries, by kind (not instantiated). Those of
  Tensor2Tensor's adversarial attacks, pruning and Mesh TensorFlow layers
  are not kept: t2t_dyn has none of those tools."""

  def __init__(self):
    raise RuntimeError("Registries is not intended to be instantiated")

  problems = Registry("problems", kind="problem",
                      validator=_refuse_suffixed_problem_names,
                      on_set=_name_problem)
  models = Registry("models", kind="model", on_set=_name_model)
  hparams = Registry("hparams", kind="hparams set",
                     value_transformer=_hparams_called)
  # Read by hyperparameter search only (a function given a RangedHParams):
  # registered and listed, never called here.
  ranged_hparams = Registry(
      "ranged_hparams", kind="ranged hparams set",
      validator=_takes_arguments(
          1, "Registered ranged_hparams functions must take a single "
          "argument, the RangedHParams object."))
  optimizers = Registry(
      "optimizers", kind="optimizer",
      validator=_takes_arguments(
          2, "Registered optimizer functions must take exactly two "
          "arguments: learning_rate (float) and hparams (HParams)."))
  env_problems = Registry("env_problems", kind="env problem",
                          on_set=_name_problem)
  transforms = Registry("transforms", kind="transform",
                        on_set=_name_transform)
  # Ours: the Keras models dyn-trainer trains and dyn-decoder decodes
  # (built from a ModelHParams by models.model_builder), by --model.
  seq2seq_models = Registry("seq2seq_models",
                            kind="dyn-trainer sequence-to-sequence model")


_PROBLEMS = Registries.problems
_MODELS = Registries.models
_HPARAMS = Registries.hparams
_TRANSFORMS = Registries.transforms


class ProblemSpec(NamedTuple):
  """A problem name read: its registered base and the forms it asks for."""
  base_name: str
  was_reversed: bool
  was_copy: bool


def parse_problem_name(name: str) -> ProblemSpec:
  """"translate_x_rev" -> ProblemSpec("translate_x", True, False)."""
  if name.endswith(REVERSED_SUFFIX):
    return ProblemSpec(name[:-len(REVERSED_SUFFIX)], True, False)
  if name.endswith(COPIED_SUFFIX):
    return ProblemSpec(name[:-len(COPIED_SUFFIX)], False, True)
  return ProblemSpec(name, False, False)


def get_problem_name(base_name: str, was_reversed: bool = False,
                     was_copy: bool = False) -> str:
  """The name of a problem's form. Raises: ValueError for a base name that
  ends in a form's suffix, or both forms at once."""
  if base_name.endswith((REVERSED_SUFFIX, COPIED_SUFFIX)):
    raise ValueError(f"`base_name` cannot end in {REVERSED_SUFFIX!r} or "
                     f"{COPIED_SUFFIX!r}: {base_name}")
  if was_reversed and was_copy:
    raise ValueError("a problem is reversed or copied, not both")
  return base_name + (REVERSED_SUFFIX if was_reversed else
                      COPIED_SUFFIX if was_copy else "")


def register_problem(name_or_cls=None):
  """Registers a Problem subclass under its snake_case name or `name`."""
  return _PROBLEMS.register(name_or_cls)


register_base_problem = register_problem


def problem(name: str, **kwargs):
  """An instance of the registered problem `name`; "<name>_rev" gives it
  reversed (inputs and targets swapped), as in Tensor2Tensor; a name only
  env problems have is env_problem(name, **kwargs).
  Raises: RegistryError for an unknown name, ValueError for "_copy"."""
  spec = parse_problem_name(name)
  if name in _PROBLEMS or spec.base_name not in _PROBLEMS:
    spec = ProblemSpec(name, False, False)
  if spec.base_name not in _PROBLEMS and name in Registries.env_problems:
    return env_problem(name, **kwargs)
  if spec.was_copy:
    raise ValueError(
        f"problem {name!r}: Tensor2Tensor's copied problems (targets as "
        f"inputs) are not provided; for an autoencoder give a monolingual "
        f"task with the duplicate_mono transform")
  return _PROBLEMS.get_class(spec.base_name)(was_reversed=spec.was_reversed)


def problem_class(name: str) -> type:
  return _PROBLEMS.get_class(name)


base_problem = problem_class


def list_problems() -> List[str]:
  return _PROBLEMS.names()


list_base_problems = list_problems


def register_env_problem(name_or_cls=None):
  """Registers an environment problem class (Tensor2Tensor's RL problems;
  t2t_dyn trains none: registered, listed and made by env_problem)."""
  return Registries.env_problems.register(name_or_cls)


def env_problem(name: str, **kwargs):
  """The registered env problem `name`, made and initialize(**kwargs)-d."""
  made = Registries.env_problems[name]()
  made.initialize(**kwargs)
  return made


def list_env_problems() -> List[str]:
  return Registries.env_problems.names()


def register_model(name_or_cls=None):
  """Registers a T2TModel class under its snake_case name or `name`."""
  return _MODELS.register(name_or_cls)


def model(name: str):
  """The registered T2TModel class `name` (Tensor2Tensor's: called with
  hparams, mode and problem_hparams). Raises: RegistryError listing the
  models there are."""
  return _MODELS[name]


def list_models() -> List[str]:
  return _MODELS.names()


def register_seq2seq_model(name_or_cls=None):
  """Registers a Keras model class that dyn-trainer trains as --model
  (constructed from a ModelHParams), under its snake_case name or `name`."""
  return Registries.seq2seq_models.register(name_or_cls)


def seq2seq_model(name: str):
  """The Keras model class dyn-trainer trains as --model=`name`. Raises:
  RegistryError listing those there are."""
  return Registries.seq2seq_models[name]


def list_seq2seq_models() -> List[str]:
  return Registries.seq2seq_models.names()


def register_hparams(name_or_fn=None):
  """Registers a function returning an HParams set, under its name or
  `name`."""
  return _HPARAMS.register(name_or_fn)


def hparams(name: str):
  """A fresh HParams from the registered set `name`. Raises: RegistryError
  for an unknown name, TypeError when the function returns None."""
  return _HPARAMS[name]


def list_hparams(prefix: Optional[str] = None) -> List[str]:
  return [n for n in _HPARAMS.names() if not prefix or n.startswith(prefix)]


def register_ranged_hparams(name_or_fn=None):
  """Registers a function(RangedHParams) of a hyperparameter search's
  ranges. Raises: ValueError for a function of another arity."""
  return Registries.ranged_hparams.register(name_or_fn)


def ranged_hparams(name: str):
  """The registered ranged hparams function `name`."""
  return Registries.ranged_hparams[name]


def list_ranged_hparams() -> List[str]:
  return Registries.ranged_hparams.names()


def register_optimizer(name_or_fn=None):
  """Registers a function(learning_rate, hparams) returning an optimizer.
  Raises: ValueError for a function of another arity."""
  return Registries.optimizers.register(name_or_fn)


def optimizer(name: str):
  """The registered optimizer function `name`; Tensor2Tensor's older names
  read as it read them ("SGD" -> sgd, "RMSProp" -> rms_prop, CamelCase ->
  snake_case)."""
  legacy = {"SGD": "sgd", "RMSProp": "rms_prop"}
  if name in legacy:
    name = legacy[name]
  elif name not in Registries.optimizers:
    name = default_name(types.SimpleNamespace(__name__=name))
  return Registries.optimizers[name]


def list_optimizers() -> List[str]:
  return Registries.optimizers.names()


def display_list_by_prefix(names_list, starting_spaces: int = 0) -> str:
  """The names sorted, under a line for each first word ("transformer:")
  and indented by starting_spaces: Tensor2Tensor's listing."""
  lines, prefix = [], None
  space = " " * starting_spaces
  for name in sorted(names_list):
    first = name.split("_", 1)[0]
    if first != prefix:
      lines.append(f"{space}{first}:")
      prefix = first
    lines.append(f"{space}  * {name}")
  return "\n".join(lines)


def help_string() -> str:
  """What is registered, for --registry_help."""
  sections = [("Problems", list_problems()), ("Models", list_models()),
              ("HParams", list_hparams()),
              ("RangedHParams", list_ranged_hparams()),
              ("Optimizers", list_optimizers()),
              ("Env Problems", list_env_problems()),
              ("Seq2seq models (dyn-trainer)", list_seq2seq_models()),
              ("Transforms", list_transforms())]
  return "\n".join(f"{title}:\n" + "".join(f"  * {n}\n" for n in names)
                   for title, names in sections)


def register_transform(name_or_cls=None):
  """Registers a Transform subclass under its snake_case name or `name`."""
  return _TRANSFORMS.register(name_or_cls)


def transform(name: str) -> type:
  """The registered transform class `name` (instantiate it with options)."""
  return _TRANSFORMS.get_class(name)


def list_transforms() -> List[str]:
  return _TRANSFORMS.names()


def problems_registry() -> Registry:
  return _PROBLEMS


def models_registry() -> Registry:
  return _MODELS


def hparams_registry() -> Registry:
  return _HPARAMS


def transforms_registry() -> Registry:
  return _TRANSFORMS
