"""Tallies over lines that add up: a dataclass of counts whose `add` sums
another tally of its kind into it, field by field (markup transfer, inline
restoration, tag accuracy, term use)."""

import dataclasses


class Counts:
  """Base of a @dataclass whose fields are all numbers: `add(other)` adds
  each of `other`'s fields (the same dataclass) to this one's."""

  def add(self, other: "Counts") -> None:
    for field in dataclasses.fields(self):
      setattr(self, field.name,
              getattr(self, field.name) + getattr(other, field.name))
