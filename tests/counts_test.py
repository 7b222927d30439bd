"""Tests of t2t_dyn.foundation.counts: tallies that add up field by field."""

import dataclasses

import pytest

from t2t_dyn.foundation.counts import Counts
from t2t_dyn.text.inline import RestoreCounts
from t2t_dyn.text.markup import TransferCounts
from t2t_dyn.text.markup_accuracy import TagAccuracy
from t2t_dyn.text.term_use import TermUse


@dataclasses.dataclass
class _Tally(Counts):
  lines: int = 0
  seconds: float = 0.0


def test_add_sums_every_field_and_leaves_the_other_as_it_was():
  total, other = _Tally(2, 0.5), _Tally(3, 1.25)
  total.add(other)
  total.add(_Tally())
  assert total == _Tally(5, 1.75)
  assert other == _Tally(3, 1.25)


@pytest.mark.parametrize("tally", [RestoreCounts, TransferCounts,
                                   TagAccuracy, TermUse])
def test_each_tally_over_lines_sums_all_of_its_counts(tally):
  names = [f.name for f in dataclasses.fields(tally)]
  total = tally(**{name: i for i, name in enumerate(names)})
  total.add(tally(**{name: 10 * (i + 1) for i, name in enumerate(names)}))
  assert dataclasses.astuple(total) == tuple(
      i + 10 * (i + 1) for i in range(len(names)))
