"""How the programs write a duration in their progress lines."""


def duration_text(seconds: float) -> str:
  """"42 s", "17 min" or "2.5 h": seconds below 90 s, minutes below 90
  minutes, hours beyond."""
  if seconds < 90:
    return f"{seconds:.0f} s"
  if seconds < 5400:
    return f"{seconds / 60:.0f} min"
  return f"{seconds / 3600:.1f} h"
