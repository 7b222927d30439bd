"""Word alignments computed with eflomal, written as a gzip Pharaoh file.

A parallel input of a data config may name its alignment file or have
dyn-datagen compute one, here: eflomal (Östling & Tiedemann 2016, the
maintained successor of fast_align; extra `t2t_dyn[align]`) aligns the
lines in both directions and `grow_diag_final_and` symmetrizes them
(eflomal 2.0 ships no symmetrization; its README points to fast_align's
atools). The result has one line per input line, `i-j` pairs of token
indices (source-target, sorted), gzip-compressed: the format of a file a
user gives, read the same way. Tokens are the raw input lines' `split()`
(eflomal lowercases them for its statistics).

"Priors from the training data": eflomal estimates its lexical, jump and
fertility distributions from the text it aligns, so `align_inputs` aligns
all of a task's inputs in one eflomal run and the statistics come from the
whole training corpus. eflomal's `--priors` (`priors_input`) is something
else: counts from an earlier alignment of a (larger) corpus, to align a
small text quickly; it has no one-call "priors from this corpus", and no
priors file is used here.

Not deterministic: eflomal 2.0.0 seeds its Gibbs samplers from
/dev/urandom, has no seed option and runs its samplers in OpenMP threads,
so two runs differ slightly. Compute the file once and keep it (its bytes
are what training reads); the sharder records it like any input.

Lines eflomal cannot align get an empty alignment line and are counted,
never dropped: a side with no token, or a side over MAX_TOKENS tokens
(eflomal's writer turns such sentences into empty ones).
"""

import array
import bisect
import dataclasses
import os
import subprocess
import tempfile
import time
from typing import (Callable, FrozenSet, Iterable, List, NamedTuple, Sequence,
                    Set, Tuple)

from t2t_dyn.foundation import durations
from t2t_dyn.shards.writer import GzipLineWriter

Log = Callable[[str], None]
Link = Tuple[int, int]  # (source token index, target token index)
# eflomal 2.0.0's Python writer stores a sentence of 0x400 tokens or more as
# an empty one (its C sampler's MAX_SENT_LEN is 0x400).
MAX_TOKENS = 0x400 - 1
MISSING_MESSAGE = ("alignment: eflomal needs the eflomal package: "
                   "pip install 't2t_dyn[align]'")
_PROGRESS_EVERY = 200_000  # Lines between progress log lines.
# Koehn et al. (2003)'s neighbourhood: the 4 adjacent points, then diagonals.
_NEIGHBOURS = ((-1, 0), (0, -1), (1, 0), (0, 1),
               (-1, -1), (-1, 1), (1, -1), (1, 1))


class AlignmentError(ValueError):
  """Inputs that cannot be aligned, or eflomal missing or failing."""


@dataclasses.dataclass(frozen=True)
class AlignmentRequest:
  """One parallel input: its raw source and target lines (line-aligned) and
  the gzip Pharaoh file to write. `name` is for messages."""
  src_lines: Iterable[str]
  tgt_lines: Iterable[str]
  out_path: str
  name: str = "input"


@dataclasses.dataclass(frozen=True)
class AlignmentStats:
  """What was written for one input: `lines` alignment lines, of which
  `aligned` came from eflomal; `empty_side` (a side without tokens) and
  `too_long` (a side over MAX_TOKENS tokens) have empty lines. `links` is
  the number of i-j pairs written."""
  lines: int
  aligned: int
  empty_side: int
  too_long: int
  links: int


# Symmetrization: grow-diag-final-and (Koehn, Och & Marcu 2003; the Moses
# training pipeline's default), as its published pseudocode defines it.


def grow_diag(forward: Iterable[Link], reverse: Iterable[Link]) -> Set[Link]:
  """The intersection of two directional alignments, grown into their union.

  Passes until one adds nothing: for each point (i, j) in row-major order
  (source, then target index; a point added in a pass is visited in it when
  it comes later), each neighbour (the 4 adjacent, then the 4 diagonal
  points) that is in the union and has its source or its target word still
  unaligned is added.
  """
  union = set(forward) | set(reverse)
  points = set(forward) & set(reverse)
  src_aligned = {i for i, _ in points}
  tgt_aligned = {j for _, j in points}
  added = True
  while added:
    added = False
    queue = sorted(points)
    k = 0
    while k < len(queue):
      i, j = queue[k]
      for di, dj in _NEIGHBOURS:
        point = (i + di, j + dj)
        if point in union and point not in points and (
            point[0] not in src_aligned or point[1] not in tgt_aligned):
          points.add(point)
          src_aligned.add(point[0])
          tgt_aligned.add(point[1])
          added = True
          if point > queue[k]:  # Its turn comes later in this pass.
            bisect.insort(queue, point)
      k += 1
  return points


def grow_diag_final_and(forward: Iterable[Link],
                        reverse: Iterable[Link]) -> List[Link]:
  """grow_diag, then FINAL-AND with the forward links and then with the
  reverse ones: in row-major order, a link whose source and target words
  are both still unaligned is added. Returns the links sorted.

  forward and reverse are (source index, target index) pairs of the two
  directions (eflomal's forward and reverse files).
  """
  forward, reverse = frozenset(forward), frozenset(reverse)
  points = grow_diag(forward, reverse)
  src_aligned = {i for i, _ in points}
  tgt_aligned = {j for _, j in points}
  for direction in (forward, reverse):
    for i, j in sorted(direction):
      if i not in src_aligned and j not in tgt_aligned:
        points.add((i, j))
        src_aligned.add(i)
        tgt_aligned.add(j)
  return sorted(points)


def parse_links(line: str) -> FrozenSet[Link]:
  """The (i, j) pairs of a Pharaoh line `i-j i-j ...`. Raises: ValueError."""
  links = set()
  for pair in line.split():
    i, dash, j = pair.partition("-")
    if not dash or not i.isdigit() or not j.isdigit():
      raise ValueError(f"not an i-j pair: {pair!r}")
    links.add((int(i), int(j)))
  return frozenset(links)


def format_links(links: Iterable[Link]) -> str:
  return " ".join(f"{i}-{j}" for i, j in links)


# Aligning with eflomal.


def require_eflomal() -> None:
  """Raises AlignmentError(MISSING_MESSAGE) when eflomal is not installed."""
  _import_eflomal()


def _import_eflomal():
  try:
    import eflomal  # pylint: disable=import-outside-toplevel
  except ImportError:
    raise AlignmentError(MISSING_MESSAGE) from None
  return eflomal


class _Prepared(NamedTuple):
  """A request's token counts per line (0 for a skipped pair), skips."""
  src_lens: array.array
  tgt_lens: array.array
  empty_side: int
  too_long: int


def _prepare(requests: Sequence[AlignmentRequest], src_path: str,
             tgt_path: str, log: Log) -> List[_Prepared]:
  """Writes the lines eflomal aligns (tokens joined by one space; an empty
  line for a pair it cannot align)."""
  prepared = []
  total = 0
  with open(src_path, "w", encoding="utf-8", newline="\n") as src_file, \
       open(tgt_path, "w", encoding="utf-8", newline="\n") as tgt_file:
    for request in requests:
      src_lens, tgt_lens = array.array("H"), array.array("H")
      empty_side = too_long = 0
      src_iter, tgt_iter = iter(request.src_lines), iter(request.tgt_lines)
      for src_line in src_iter:
        tgt_line = next(tgt_iter, None)
        if tgt_line is None:
          raise AlignmentError(
              f"alignment: {request.name}: the target side has fewer lines "
              f"({len(src_lens)}) than the source side")
        src, tgt = src_line.split(), tgt_line.split()
        if not src or not tgt:
          empty_side += 1
          src = tgt = []
        elif len(src) > MAX_TOKENS or len(tgt) > MAX_TOKENS:
          too_long += 1
          src = tgt = []
        src_lens.append(len(src))
        tgt_lens.append(len(tgt))
        src_file.write(" ".join(src) + "\n")
        tgt_file.write(" ".join(tgt) + "\n")
        total += 1
        if total % _PROGRESS_EVERY == 0:
          log(f"alignment: read {total:,} lines")
      if next(tgt_iter, None) is not None:
        raise AlignmentError(
            f"alignment: {request.name}: the target side has more lines than "
            f"the source side ({len(src_lens)})")
      prepared.append(_Prepared(src_lens, tgt_lens, empty_side, too_long))
  return prepared


def _run_eflomal(src_path: str, tgt_path: str, fwd_path: str, rev_path: str,
                 lines: int, log: Log) -> None:
  eflomal = _import_eflomal()
  log(f"alignment: eflomal aligning {lines:,} lines in both directions")
  start = time.monotonic()
  # eflomal-align's defaults: model 3 (IBM1, HMM, fertility), 3 samplers,
  # iterations from the corpus size.
  aligner = eflomal.Aligner()
  with open(src_path, encoding="utf-8", newline="\n") as src, \
       open(tgt_path, encoding="utf-8", newline="\n") as tgt:
    try:
      aligner.align(src, tgt, links_filename_fwd=fwd_path,
                    links_filename_rev=rev_path, quiet=True)
    except subprocess.CalledProcessError as e:
      hint = (" (its binary is compiled with -march=native: reinstall eflomal "
              "on this machine, pip install --no-cache-dir --force-reinstall "
              "eflomal)" if e.returncode == -4 else "")
      raise AlignmentError(f"alignment: eflomal failed with exit status "
                           f"{e.returncode}{hint}") from None
  seconds = time.monotonic() - start
  log(f"alignment: eflomal done in {durations.duration_text(seconds)} "
      f"({lines / max(seconds, 1e-9):,.0f} lines/s)")


def align_inputs(requests: Sequence[AlignmentRequest], *,
                 log: Log = print) -> List[AlignmentStats]:
  """Aligns the inputs jointly (one eflomal run over all their lines, so
  the statistics come from all of them) and writes each request's gzip
  Pharaoh file, line-aligned with its lines. Returns the stats per request,
  in order. Nothing is written to an out_path unless all succeed. Work files
  go to the temp dir (TMPDIR): about the corpus's size, 3 times.

  Raises: AlignmentError (eflomal not installed or failing, line counts of
  the two sides differ).
  """
  _import_eflomal()  # Before reading anything.
  start = time.monotonic()
  with tempfile.TemporaryDirectory(prefix="t2t_dyn_align_") as tmp:
    paths = [os.path.join(tmp, name) for name in ("src", "tgt", "fwd", "rev")]
    prepared = _prepare(requests, paths[0], paths[1], log)
    lines = sum(len(p.src_lens) for p in prepared)
    skipped = sum(p.empty_side + p.too_long for p in prepared)
    if skipped:
      log(f"alignment: {skipped:,} of {lines:,} lines have an empty or "
          f"over-{MAX_TOKENS}-token side: empty alignments")
    if lines > skipped:
      _run_eflomal(*paths, lines, log)
    else:  # Nothing to align (eflomal needs at least one word).
      for path in paths[2:]:
        with open(path, "w", encoding="utf-8") as f:
          f.write("\n" * lines)
    writers = [GzipLineWriter(r.out_path) for r in requests]
    try:
      stats = _symmetrize(requests, prepared, writers, paths[2], paths[3],
                          log)
    except BaseException:
      for writer in writers:
        writer.discard()
      raise
  for writer in writers:
    writer.commit()
  log(f"alignment: {lines:,} lines, {sum(s.links for s in stats):,} links "
      f"(grow-diag-final-and) in "
      f"{durations.duration_text(time.monotonic() - start)}")
  return stats


def _symmetrize(requests: Sequence[AlignmentRequest],
                prepared: Sequence[_Prepared],
                writers: Sequence[GzipLineWriter], fwd_path: str,
                rev_path: str, log: Log) -> List[AlignmentStats]:
  """Writes each request's symmetrized lines (temp files) and its stats."""
  stats, done = [], 0
  with open(fwd_path, encoding="utf-8", newline="\n") as fwd, \
       open(rev_path, encoding="utf-8", newline="\n") as rev:
    for request, p, writer in zip(requests, prepared, writers):
      n_links = 0
      for k, (n_src, n_tgt) in enumerate(zip(p.src_lens, p.tgt_lens)):
        fwd_line, rev_line = fwd.readline(), rev.readline()
        if not fwd_line or not rev_line:
          raise AlignmentError("alignment: eflomal wrote fewer lines than it "
                               f"was given ({request.name}, line {k + 1})")
        links = grow_diag_final_and(parse_links(fwd_line),
                                    parse_links(rev_line))
        if any(i >= n_src or j >= n_tgt for i, j in links):
          raise AlignmentError(
              f"alignment: {request.name}:{k + 1}: eflomal linked a token "
              f"beyond the line's {n_src} source / {n_tgt} target tokens")
        writer.write(format_links(links))
        n_links += len(links)
        done += 1
        if done % _PROGRESS_EVERY == 0:
          log(f"alignment: symmetrized {done:,} lines")
      writer.close()
      stats.append(AlignmentStats(
          lines=len(p.src_lens),
          aligned=len(p.src_lens) - p.empty_side - p.too_long,
          empty_side=p.empty_side, too_long=p.too_long, links=n_links))
      log(f"alignment: {request.name}: {len(p.src_lens):,} lines, "
          f"{p.empty_side:,} with an empty side, {p.too_long:,} too long, "
          f"{n_links:,} links")
    if fwd.readline() or rev.readline():
      raise AlignmentError("alignment: eflomal wrote more lines than it was "
                           f"given ({done:,})")
  return stats


def compute_alignments(src_lines: Iterable[str], tgt_lines: Iterable[str],
                       out_path: str, *, log: Log = print) -> AlignmentStats:
  """align_inputs for one input: its lines aligned, written to out_path."""
  return align_inputs([AlignmentRequest(src_lines, tgt_lines, out_path)],
                      log=log)[0]
