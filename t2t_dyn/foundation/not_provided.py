"""Refusing, at use, the names of a Tensor2Tensor module that t2t_dyn
provides only in part.

A module at Tensor2Tensor's path sets `__getattr__ = refuse_missing(...)`:
any public name it does not define then raises NotProvidedError, an
ImportError (so `from m import x` shows the sentence, and a user's
`except ImportError` fallback still runs), naming the module, the name and
what to use instead. Names starting with "_" stay plain AttributeErrors,
as Python's own probes (`__path__`, `_fields`) expect.
"""

from typing import Callable, Mapping, Optional


class NotProvidedError(ImportError):
  """A Tensor2Tensor name that t2t_dyn does not provide."""


def refuse_missing(module: str, instead: str,
                   specific: Optional[Mapping[str, str]] = None
                   ) -> Callable[[str], object]:
  """A module `__getattr__` raising NotProvidedError for a public `name`:
  "<module>.<name> is not provided by t2t_dyn: <instead>", where
  specific[name], when there, says what to use instead of `instead`."""
  specific = dict(specific or {})

  def __getattr__(name: str):
    if name.startswith("_"):
      raise AttributeError(f"module {module!r} has no attribute {name!r}")
    raise NotProvidedError(
        f"{module}.{name} is not provided by t2t_dyn: "
        f"{specific.get(name, instead)}", name=module)

  return __getattr__
