"""Every input of the tasks to shard, checked before the first shard file
is written, every problem reported at once.

Each text file is read through once: it must open, decompress to its end
(a truncated .gz is found here, not after minutes of sharding), be valid
UTF-8 unless `meta.shard.invalid_utf8: replace`, and have as many lines as
the other files of its input (text, scores, a named alignment file). Then
each score must be a finite number and each alignment line parse over its
pair's words (pairs i-j in range). TFDS inputs must be prepared. A problem
names the input's key path, the file and the line. The sharder keeps its
own checks (a file may change in between); this pass only moves the errors
before any work.
"""

import math
from typing import List, Optional, Tuple

from t2t_dyn.config import data_config as data_config_lib
from t2t_dyn.shards import corpus
from t2t_dyn.text import alignments

_BLOCK_BYTES = 1 << 20


def task_problems(task: data_config_lib.TaskSpec,
                  shard: data_config_lib.ShardMeta) -> List[str]:
  """The problems of every input of `task` (none: it can be sharded)."""
  return [problem for spec in task.inputs.values()
          for problem in _input_problems(spec, shard.invalid_utf8)]


def _input_problems(spec, invalid_utf8: str) -> List[str]:
  """The problems of one input, each naming its key path."""
  if spec.is_tfds:
    try:
      corpus.open_input(spec, invalid_utf8)
    except corpus.CorpusError as e:
      return [f"{spec.key_path}: {e}"]
    return []
  problems = []
  counts: List[Tuple[str, int]] = []  # A file may serve two sides.
  for path in spec.files:
    count, found = _file_problems(path, invalid_utf8)
    problems += [f"{spec.key_path}: {problem}" for problem in found]
    if count is not None:
      counts.append((path, count))
  if len({n for _, n in counts}) > 1:
    sizes = ", ".join(f"{path} has {n} lines" for path, n in counts)
    problems.append(f"{spec.key_path}: parallel files differ in length: "
                    f"{sizes}; t2t_dyn does not truncate: line k of each "
                    f"file must belong to line k of the others")
  elif not problems:  # Readable, line-aligned files: their line fields.
    if spec.scores:
      problems += _score_problems(spec, invalid_utf8)
    if spec.given_alignment:
      problems += _alignment_problems(spec, invalid_utf8)
  return problems


def _score_problems(spec, invalid_utf8: str) -> List[str]:
  """A scores file's lines that are not finite numbers (the first, and
  how many)."""
  bad, first = 0, None
  for number, line in enumerate(corpus.read_lines(spec.scores, invalid_utf8),
                                1):
    try:
      finite = math.isfinite(float(line))
    except ValueError:
      finite = False
    if not finite:
      bad += 1
      first = first or (f"{spec.scores}:{number}: {line!r} is not a finite "
                        f"number")
  return [_first_of(spec.key_path + ".scores", first, bad)] if bad else []


def _alignment_problems(spec, invalid_utf8: str) -> List[str]:
  """An alignment file's lines that do not parse over their pair's words
  (the first, and how many)."""
  bad, first = 0, None
  lines = zip(*(corpus.read_lines(path, invalid_utf8) for path in (
      spec.src, spec.tgt, spec.given_alignment)))
  for number, (source, target, links) in enumerate(lines, 1):
    try:
      alignments.parse(links, len(source.split()), len(target.split()))
    except alignments.AlignmentError as e:
      bad += 1
      first = first or f"{spec.given_alignment}:{number}: {e}"
  return [_first_of(spec.key_path + ".alignment", first, bad)] if bad else []


def _first_of(key_path: str, first: str, bad: int) -> str:
  more = f" ({bad} lines are bad)" if bad > 1 else ""
  return f"{key_path}: {first}{more}"


def _file_problems(path: str, invalid_utf8: str):
  """(lines of the file, or None when it cannot be read to its end; the
  problems found in it)."""
  problems: List[str] = []
  try:
    stream = corpus.open_binary(path)
  except corpus.CorpusError as e:
    return None, [str(e)]
  lines = invalid_lines = 0
  first_invalid: Optional[str] = None
  rest = b""  # The last, unfinished line of the previous block.
  with stream:
    while True:
      try:
        block = stream.read(_BLOCK_BYTES)
      except corpus.READ_ERRORS as e:
        readable = _readable_lines(path)
        problems.append(f"{path}:{readable + 1}: cannot be read ({e}): the "
                        f"file is truncated or damaged after line "
                        f"{readable}")
        return None, problems
      # At the end, a last line without its newline counts as one.
      block = rest + block if block else rest + (b"\n" if rest else b"")
      if not block:
        break
      end = block.rfind(b"\n") + 1
      whole, rest = block[:end], block[end:]
      if invalid_utf8 == "error":
        bad, where = _invalid_lines(whole, lines)
        invalid_lines += bad
        first_invalid = first_invalid or where
      lines += whole.count(b"\n")
  if first_invalid:
    more = (f" ({invalid_lines} lines are invalid)" if invalid_lines > 1
            else "")
    problems.append(f"{path}:{first_invalid}{more}; set "
                    f"meta.shard.invalid_utf8: replace to turn invalid bytes "
                    f"into U+FFFD instead")
  return lines, problems


def _invalid_lines(whole: bytes, lines_before: int):
  """(how many lines of `whole`, complete lines, are not UTF-8; 'line:
  what' of the first)."""
  try:
    whole.decode("utf-8")
    return 0, None
  except UnicodeDecodeError:
    pass  # Find the lines.
  bad, first = 0, None
  for number, raw in enumerate(whole.split(b"\n")[:-1], lines_before + 1):
    try:
      raw.decode("utf-8")
    except UnicodeDecodeError as e:
      bad += 1
      if first is None:
        first = (f"{number}: invalid UTF-8 at byte {e.start} of the line: "
                 f"{e.reason}")
  return bad, first


def _readable_lines(path: str) -> int:
  """How many whole lines of a damaged file can be read (for its message)."""
  lines = 0
  try:
    with corpus.open_binary(path) as stream:
      for _ in stream:
        lines += 1
  except corpus.READ_ERRORS:
    pass  # Where it fails is the answer.
  return lines
