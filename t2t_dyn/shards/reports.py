"""What a shard run did: per input lines read, kept and dropped (by reason),
declared vs counted sizes, UTF-8 repairs; `ShardReport.format()` is the
table dyn-datagen logs."""

import dataclasses
from typing import Any, Dict, List, Optional

@dataclasses.dataclass
class InputReport:
  """What happened to the lines of one input (or corpus) of a task."""
  lines_read: int = 0
  kept: int = 0
  dropped: Dict[str, int] = dataclasses.field(default_factory=dict)
  declared_size: Optional[int] = None
  counted_size: Optional[int] = None
  utf8_replaced_lines: int = 0
  utf8_replaced_chars: int = 0
  # Kept pairs whose alignment line has no link (tasks with alignments).
  unaligned_lines: int = 0
  # Test-task pairs kept without a target: their reference is unknown.
  empty_targets_kept: int = 0
  # `alignment: eflomal`: how its file was made (computed or reused), with
  # its figures (computed_alignments.ResolvedTask.reports).
  computed_alignment: Optional[Dict[str, Any]] = None


@dataclasses.dataclass
class TaskReport:
  """One task of a shard run: written, skipped, or sharing another's."""
  name: str
  status: str
  inputs: Dict[str, InputReport]
  shard_lines: List[int]
  share_inputs: Optional[str] = None

  @property
  def kept(self) -> int:
    return sum(r.kept for r in self.inputs.values())


@dataclasses.dataclass
class ShardReport:
  """The result of `shard_stage.shard_tasks`; `format()` is the table it logs."""
  tasks: List[TaskReport]
  manifest_path: str
  word_vocab_path: str
  word_vocab_size: int

  def format(self) -> str:
    header = ("task", "input", "read", "kept", "dropped", "shards",
              "lines/shard", "status")
    rows = []
    notes = []
    totals = InputReport()
    for task in self.tasks:
      if task.share_inputs:
        rows.append((task.name, "-", "", "", "", "", "", task.status))
        continue
      task_total = InputReport()
      for name, report in task.inputs.items():
        rows.append((task.name, name, str(report.lines_read),
                     str(report.kept), format_dropped(report.dropped), "", "",
                     ""))
        add_counts(task_total, report)
        notes.extend(_input_notes(task.name, name, report))
      lines = task.shard_lines
      rows.append((task.name, "(all)", str(task_total.lines_read),
                   str(task_total.kept), format_dropped(task_total.dropped),
                   str(len(lines)), f"{min(lines)}-{max(lines)}", task.status))
      add_counts(totals, task_total)
    rows.append(("total", "", str(totals.lines_read), str(totals.kept),
                 format_dropped(totals.dropped), "", "", ""))
    widths = [max(len(row[i]) for row in [header, *rows])
              for i in range(len(header))]
    text = ["  ".join(cell.ljust(width) for cell, width in zip(row, widths))
            .rstrip() for row in [header, *rows]]
    if notes:
      text.append("notes:")
      text.extend(f"  {note}" for note in notes)
    text.append(f"manifest: {self.manifest_path}")
    text.append(f"word vocabulary: {self.word_vocab_path} "
                f"({self.word_vocab_size} words)")
    return "\n".join(text)


def add_counts(total: InputReport, report: InputReport) -> None:
  total.lines_read += report.lines_read
  total.kept += report.kept
  for reason, count in report.dropped.items():
    total.dropped[reason] = total.dropped.get(reason, 0) + count


def format_dropped(dropped: Dict[str, int]) -> str:
  total = sum(dropped.values())
  if not total:
    return "0"
  reasons = ", ".join(f"{reason} {count}"
                      for reason, count in sorted(dropped.items()) if count)
  return f"{total} ({reasons})"


def _input_notes(task: str, name: str, report: InputReport) -> List[str]:
  notes = []
  if report.empty_targets_kept:
    notes.append(f"{task}/{name}: {report.empty_targets_kept} pairs without "
                 f"a target kept (a test task's references: decoded, with "
                 f"nothing to score them against)")
  if (report.declared_size is not None and
      report.declared_size != report.counted_size):
    notes.append(f"{task}/{name}: size declared {report.declared_size}, "
                 f"counted {report.counted_size}; every line was read, the "
                 f"declared size set its share of the mix")
  if report.unaligned_lines:
    notes.append(f"{task}/{name}: {report.unaligned_lines} kept pair(s) "
                 f"with an empty alignment (no word links; trained without "
                 f"alignment supervision)")
  made = report.computed_alignment
  if made:
    how = ("computed with eflomal" if made["status"] == "computed" else
           "reused (computed with eflomal earlier)")
    notes.append(f"{task}/{name}: alignments {how}: {made['lines']} lines, "
                 f"{made['links'] / max(made['lines'], 1):.2f} links per "
                 f"line, {made['empty_side'] + made['too_long']} left empty "
                 f"(a side empty or too long for eflomal); its eflomal run: "
                 f"{made['run_lines']} lines in {made['seconds']:.1f} s "
                 f"({made['run_lines'] / max(made['seconds'], 1e-9):,.0f} "
                 f"lines/s); {made['file']}")
  if report.utf8_replaced_lines:
    notes.append(f"{task}/{name}: invalid UTF-8 replaced by U+FFFD on "
                 f"{report.utf8_replaced_lines} line(s), "
                 f"{report.utf8_replaced_chars} character(s)")
  return notes
