"""The progress line of a long decode: lines done, lines/s, time left.

On a terminal the line is rewritten in place every second (as dyn-datagen's
sharding progress); in a log (stderr not a terminal) a new line every 30
seconds, so a back-translation run under nohup shows where it is. A decode
shorter than the interval prints nothing; `close()` ends with a summary
line once any progress line was printed.

  decode: 12,288 of 100,000 lines (12%), 41.3 lines/s, about 35 min left
  decode: 100,000 lines in 40 min, 41.7 lines/s

The engines decode the shortest lines first, so the time left is estimated
from the input ids still to decode (a line costs about its length), not
from the lines: by lines, the long tail would always be underestimated.
"""

import sys
import time
from typing import Optional, TextIO

from t2t_dyn.foundation import durations

TERMINAL_INTERVAL = 1.0  # Seconds between rewrites on a terminal.
LOG_INTERVAL = 30.0      # Seconds between lines in a log.


class DecodeProgress:
  """Call it with the lines done so far and, when the engine knows them, the
  input ids decoded so far and in all (translate_lines' `progress`)."""

  def __init__(self, total: int, stream: Optional[TextIO] = None,
               interval: Optional[float] = None, label: str = "decode"):
    """`total`: the lines to decode; `stream`: default stderr;
    `interval`: seconds between lines (default by the stream's kind)."""
    self.total, self.label = total, label
    self.stream = stream or sys.stderr
    self.in_place = self.stream.isatty()
    self.interval = interval if interval is not None else (
        TERMINAL_INTERVAL if self.in_place else LOG_INTERVAL)
    self.start = self.last = time.monotonic()
    self.done = 0
    self.width = 0
    self.printed = False

  def line(self, done: int, seconds: float, ids_done: Optional[int] = None,
           ids_total: Optional[int] = None) -> str:
    """The progress line after `done` lines (`ids_done` of `ids_total`
    input ids) in `seconds`."""
    rate = done / max(seconds, 1e-9)
    if ids_done and ids_total:
      left = max(ids_total - ids_done, 0) * seconds / ids_done
    else:
      left = max(self.total - done, 0) / max(rate, 1e-9)
    percent = 100 * done / max(self.total, 1)
    return (f"{self.label}: {done:,} of {self.total:,} lines "
            f"({percent:.0f}%), {rate:,.1f} lines/s, about "
            f"{durations.duration_text(left)} left")

  def __call__(self, done: int, ids_done: Optional[int] = None,
               ids_total: Optional[int] = None) -> None:
    self.done = done
    now = time.monotonic()
    if now - self.last < self.interval or done >= self.total:
      return
    self.last = now
    self._write(self.line(done, now - self.start, ids_done, ids_total))

  def _write(self, line: str) -> None:
    if self.in_place:
      self.stream.write("\r" + line.ljust(self.width))
      self.width = len(line)
    else:
      self.stream.write(line + "\n")
    self.stream.flush()
    self.printed = True

  def close(self) -> None:
    """The summary line, if a progress line was printed."""
    if not self.printed:
      return
    seconds = time.monotonic() - self.start
    summary = (f"{self.label}: {self.done:,} lines in "
               f"{durations.duration_text(seconds)}, "
               f"{self.done / max(seconds, 1e-9):,.1f} lines/s")
    self._write(summary)
    if self.in_place:
      self.stream.write("\n")
      self.stream.flush()
