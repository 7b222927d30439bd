"""Fills `{{key}}` variables of a data-config template from key:value pairs.

The seed's template tool, without jinja2: a template is a data config in
which names such as languages vary between experiments.
"""

import re
from typing import Dict, Iterable, Mapping

_VARIABLE = re.compile(r"\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}")


class TemplateError(ValueError):
  """An unfilled or unused variable, or a malformed key:value argument."""


def parse_assignments(arguments: Iterable[str]) -> Dict[str, str]:
  """['src:en', 'lrl:sk'] -> {'src': 'en', 'lrl': 'sk'}. Raises TemplateError."""
  values = {}
  for argument in arguments:
    key, sep, value = argument.partition(":")
    if not sep or not _VARIABLE.fullmatch("{{" + key + "}}"):
      raise TemplateError(f"template argument {argument!r}: expected key:value "
                          f"with key a name such as src or lrl")
    if key in values:
      raise TemplateError(f"template argument {argument!r}: {key!r} given twice")
    values[key] = value
  return values


def fill_template(text: str, values: Mapping[str, str],
                  source: str = "template") -> str:
  """Replaces every {{key}} by values[key].

  Raises: TemplateError naming each unfilled variable with its line, and
  each value that the template never uses (a likely typo).
  """
  missing = []
  for line_no, line in enumerate(text.splitlines(), 1):
    for match in _VARIABLE.finditer(line):
      if match.group(1) not in values:
        missing.append(f"{source}:{line_no}: variable {{{{{match.group(1)}}}}} "
                       f"has no value; pass {match.group(1)}:VALUE")
  used = {m.group(1) for m in _VARIABLE.finditer(text)}
  unused = [f"{key}:{values[key]} is given, but {source} has no {{{{{key}}}}}"
            for key in values if key not in used]
  if missing or unused:
    raise TemplateError("\n".join(missing + unused))
  return _VARIABLE.sub(lambda m: values[m.group(1)], text)
