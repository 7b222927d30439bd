"""Which script a character is in, by the Unicode blocks of common scripts.

The same table serves script_filter's Python and native checks, so both
agree exactly; tested against the Unicode character names of the letters.
"""

import bisect
from typing import List, Tuple

# Unicode blocks of the scripts known here, as [first, last] code points.
SCRIPT_BLOCKS = {
    "Latin": [(0x41, 0x5A), (0x61, 0x7A), (0xC0, 0xD6), (0xD8, 0xF6),
              (0xF8, 0x24F), (0x1E00, 0x1EFF), (0x2C60, 0x2C7F),
              (0xA720, 0xA7FF), (0xAB30, 0xAB6F), (0xFF21, 0xFF3A),
              (0xFF41, 0xFF5A)],
    "Greek": [(0x370, 0x3E1), (0x3F0, 0x3FF), (0x1F00, 0x1FFF)],  # Not Coptic.
    "Cyrillic": [(0x400, 0x52F), (0x1C80, 0x1C8F), (0x2DE0, 0x2DFF),
                 (0xA640, 0xA69F)],
    "Armenian": [(0x531, 0x58F)],
    "Hebrew": [(0x591, 0x5FF)],
    "Arabic": [(0x600, 0x6FF), (0x750, 0x77F), (0x8A0, 0x8FF),
               (0xFB50, 0xFDFF), (0xFE70, 0xFEFF)],
    "Devanagari": [(0x900, 0x97F)],
    "Thai": [(0xE00, 0xE7F)],
    "Georgian": [(0x10A0, 0x10FF)],
    "Hangul": [(0x1100, 0x11FF), (0x3130, 0x318F), (0xAC00, 0xD7AF)],
    "Ethiopic": [(0x1200, 0x137F)],
    "Hiragana": [(0x3040, 0x309F)],
    "Katakana": [(0x30A0, 0x30FF)],
    "Han": [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF),
            (0x20000, 0x2A6DF)],
}
SCRIPT_NAMES = sorted(SCRIPT_BLOCKS)


def _script_table() -> Tuple[List[int], List[int]]:
  """Sorted block starts and, per start, 1 + the script's index; a code
  point c belongs to the block starting at starts[i] = the last start <= c
  when c <= its end (ends are starts of a 0 entry)."""
  bounds = []
  for index, name in enumerate(SCRIPT_NAMES, 1):
    for first, last in SCRIPT_BLOCKS[name]:
      bounds.append((first, index))
      bounds.append((last + 1, 0))
  bounds.sort()
  starts, scripts = [], []
  for start, script in bounds:
    if starts and starts[-1] == start:  # A block ending where one begins.
      scripts[-1] = max(scripts[-1], script)
    else:
      starts.append(start)
      scripts.append(script)
  return starts, scripts


STARTS, SCRIPTS = _script_table()


def script_of(char: str) -> int:
  """1 + the index in sorted SCRIPT_BLOCKS of the char's script; 0 when it
  is in none of them (digits, punctuation, symbols, spaces)."""
  i = bisect.bisect_right(STARTS, ord(char)) - 1
  return SCRIPTS[i] if i >= 0 else 0
