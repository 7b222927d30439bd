"""Name registries for Problems and Transforms, in Tensor2Tensor's style.

`@register_problem` works bare or with a name; the default name is the
snake_case form of the class name. Registering a name twice raises, and an
unknown name raises an error listing what is registered and the closest match.
"""

import difflib
import re
from typing import Callable, Dict, List, Optional, TypeVar

T = TypeVar("T", bound=type)

_FIRST_CAP = re.compile(r"(.)([A-Z][a-z0-9]+)")
_ALL_CAP = re.compile(r"([a-z0-9])([A-Z])")


def default_name(cls: type) -> str:
  """Snake-case name of a class: `TranslateEnCs` -> `translate_en_cs`."""
  return _ALL_CAP.sub(r"\1_\2", _FIRST_CAP.sub(r"\1_\2", cls.__name__)).lower()


def closest_match(name: str, candidates) -> Optional[str]:
  """The candidate most similar to `name`, or None when nothing is close."""
  matches = difflib.get_close_matches(name, list(candidates), n=1, cutoff=0.5)
  return matches[0] if matches else None


def unknown_name_message(kind: str, name: str, candidates) -> str:
  """'unknown <kind> 'x'; did you mean 'y'? Registered: a, b' (shared wording)."""
  candidates = sorted(candidates)
  message = f"unknown {kind} {name!r}"
  match = closest_match(name, candidates)
  if match:
    message += f"; did you mean {match!r}?"
  listing = ", ".join(candidates) if candidates else "(none)"
  return f"{message} Registered {kind}s: {listing}"


class RegistryError(KeyError):
  """Raised for duplicate or unknown registry names."""

  def __str__(self):  # KeyError would print the repr of the message.
    return str(self.args[0])


class Registry:
  """A name -> class mapping for one kind of object (problem, transform)."""

  def __init__(self, kind: str):
    self.kind = kind
    self._classes: Dict[str, type] = {}

  def register(self, name_or_cls=None) -> Callable[[T], T]:
    """Decorator: `@reg.register`, `@reg.register()` or `@reg.register("n")`."""

    def decorate(cls, name=None):
      name = name or default_name(cls)
      if name in self._classes:
        raise RegistryError(
            f"{self.kind} {name!r} is already registered "
            f"(by {self._classes[name].__module__}."
            f"{self._classes[name].__qualname__})")
      cls.registered_name = name
      self._classes[name] = cls
      return cls

    if isinstance(name_or_cls, type):
      return decorate(name_or_cls)
    return lambda cls: decorate(cls, name_or_cls)

  def get_class(self, name: str) -> type:
    """The registered class. Raises: RegistryError listing known names."""
    try:
      return self._classes[name]
    except KeyError:
      raise RegistryError(
          unknown_name_message(self.kind, name, self._classes)) from None

  def names(self) -> List[str]:
    return sorted(self._classes)

  def __contains__(self, name) -> bool:
    return name in self._classes

  def remove(self, name: str) -> None:
    """Unregisters a name (for tests that register throwaway classes)."""
    self._classes.pop(name, None)


_PROBLEMS = Registry("problem")
_TRANSFORMS = Registry("transform")


def register_problem(name_or_cls=None):
  """Registers a Problem subclass under its snake_case name or `name`."""
  return _PROBLEMS.register(name_or_cls)


def problem(name: str):
  """An instance of the registered problem `name`."""
  return _PROBLEMS.get_class(name)()


def problem_class(name: str) -> type:
  return _PROBLEMS.get_class(name)


def list_problems() -> List[str]:
  return _PROBLEMS.names()


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


def transforms_registry() -> Registry:
  return _TRANSFORMS
