"""Python transforms on several cores: chunks encoded in worker processes.

A py_function holds the GIL, so Python transforms in one process use one
core however many calls tf.data makes in parallel. Each chunk is
independent and deterministic given its positions, so a py_function call can
hand its chunk to a worker process and wait (releasing the GIL) while other
calls do the same: tf.data's parallel map then keeps every worker busy, and
the result is the same as in-process encoding.

Workers start with the spawn method (forking a process that runs TensorFlow
is unsafe) and rebuild the task chains from the data config and the saved
transform set-up; they need no TensorFlow.
"""

import atexit
import concurrent.futures
import dataclasses
from typing import Any, Dict, Mapping, NamedTuple, Optional, Sequence, Tuple

import numpy as np

from t2t_dyn.foundation import usr_dir
from t2t_dyn.foundation import worker_processes
from t2t_dyn.setup import transform_setup
from t2t_dyn.setup import vocabulary
from t2t_dyn.setup.chain import TransformChain
from t2t_dyn.text import alignments
from t2t_dyn.text import forms as text_lib
from t2t_dyn.transforms import seeds
from t2t_dyn.transforms.base import Example, TransformStats


@dataclasses.dataclass(frozen=True)
class ChunkJob:
  """One chunk of a task to encode: the task, its index and the seed its
  examples' seeds come from, training or inference, the stage whose
  transform options apply (`transform_stage`; None: the config's), and the
  chunk's lines (`texts`: one array per feature) with their epochs and
  positions."""
  task: str
  task_index: int
  seed: int
  is_train: bool
  transform_stage: Optional[int]
  epochs: np.ndarray
  positions: np.ndarray
  texts: Tuple[np.ndarray, ...]
  # In a task with alignments, the lines' (target id, source id) word
  # links, int32 [2 * links] flat, and each line's count (int64 [B]);
  # else None.
  links: Optional[np.ndarray] = None
  link_counts: Optional[np.ndarray] = None


class EncodedChunk(NamedTuple):
  """A chunk's examples as ids: flat values and row lengths per side."""
  keep: np.ndarray         # bool [B]; False: a filter dropped the example.
  src_ids: np.ndarray      # int32, every row's ids ending with EOS.
  src_lengths: np.ndarray  # int64 [B].
  tgt_ids: np.ndarray
  tgt_lengths: np.ndarray
  dropped_by: np.ndarray   # int32 [B]; 0 kept, else 1 + the filter's place.
  # With alignments (text/alignments; all empty without): each id's word
  # id, like src_ids / tgt_ids, the flat (target id, source id) word links
  # of every row, in order, and each row's count.
  src_words: np.ndarray    # int32.
  tgt_words: np.ndarray    # int32.
  links: np.ndarray        # int32 [2 * links].
  link_counts: np.ndarray  # int64 [B].


# EncodedChunk's fields as TensorFlow dtypes (for tf.py_function).
ENCODED_DTYPES = {"keep": "bool", "src_ids": "int32", "src_lengths": "int64",
                  "tgt_ids": "int32", "tgt_lengths": "int64",
                  "dropped_by": "int32", "src_words": "int32",
                  "tgt_words": "int32", "links": "int32",
                  "link_counts": "int64"}


def encode_chunk(chain: TransformChain,
                 vocabs: vocabulary.SideVocabularies, job: ChunkJob,
                 stats: TransformStats,
                 encoders: Optional[Mapping[str, Any]] = None
                 ) -> EncodedChunk:
  """A chunk's lines (`job.texts`) through the chain into ids.

  Each example is seeded by its (epoch, position); ids end with EOS; rows a
  filter drops have keep=False and empty ids. Tokens become ids through
  the side's vocabulary, or, with `encoders` (a problem's own
  feature_encoders for the task), through encoders["inputs"/"targets"].encode of their text
  (`text.pieces_to_text`).
  """
  examples = []
  if job.links is not None:
    line_links = np.split(job.links.reshape(-1, 2),
                          np.cumsum(job.link_counts)[:-1])
  for i in range(len(job.epochs)):
    sides = [t[i].decode("utf-8").split() for t in job.texts]
    example = Example(
        src=sides[0], tgt=sides[1] if len(sides) == 2 else None,
        seed=seeds.example_seed(job.seed, job.task_index, int(job.epochs[i]),
                                int(job.positions[i])))
    if job.links is not None:
      _tag(example, line_links[i])
    examples.append(example)
  index = {id(e): i for i, e in enumerate(examples)}
  dropped = {}
  kept = chain.apply(list(examples), job.is_train, stats, dropped)
  keep = np.zeros(len(examples), bool)
  outputs = {"src": [[] for _ in examples], "tgt": [[] for _ in examples]}
  for example in kept:
    i = index.get(id(example))
    if i is None:
      raise RuntimeError(f"a transform of task {chain.task.name!r} returned "
                         f"a new Example object; transforms must return the "
                         f"examples they were given")
    keep[i] = True
    outputs["src"][i] = example.src
    outputs["tgt"][i] = example.tgt
  links = [[] for _ in examples]
  words = {side: [[] for _ in examples] for side in outputs}
  if job.links is not None:
    for i, example in enumerate(examples):
      if keep[i]:
        for side in outputs:
          outputs[side][i], words[side][i] = alignments.untag_all(
              outputs[side][i])
        links[i] = example.links
  result = [keep]
  for side, feature in (("src", "inputs"), ("tgt", "targets")):
    if encoders is None:
      to_ids = lambda tokens, side=side: vocabs.ids(side, tokens)
    else:
      encode = encoders[feature].encode
      to_ids = lambda tokens, encode=encode: (  # pylint: disable=g-long-lambda
          list(encode(text_lib.pieces_to_text(tokens))) if tokens else [])
    rows = [to_ids(tokens) + [vocabulary.EOS_ID] for tokens in outputs[side]]
    result.append(np.asarray([i for row in rows for i in row], np.int32))
    result.append(np.asarray([len(row) for row in rows], np.int64))
  result.append(np.asarray([dropped.get(id(e), 0) for e in examples],
                           np.int32))
  for side in ("src", "tgt"):  # EOS has no word.
    result.append(np.asarray([i for row in words[side]
                              for i in row + [alignments.NO_WORD]]
                             if job.links is not None else [],
                             np.int32))
  result.append(np.asarray([v for row in links for link in row
                            for v in link], np.int32))
  result.append(np.asarray([len(row) for row in links], np.int64))
  return EncodedChunk(*result)


def _tag(example: Example, links: np.ndarray) -> None:
  """Gives the example's words their word ids and its word links (`links`
  int32 [k, 2] of (target id, source id))."""
  example.src = alignments.tag(
      example.src, map(alignments.source_id, range(len(example.src))))
  example.tgt = alignments.tag(
      example.tgt, map(alignments.target_id, range(len(example.tgt))))
  example.links = [(target, source) for target, source in links.tolist()]


# State of a worker process, set by _start_worker.
_WORKER: Dict[str, object] = {}


def _start_worker(config, setup_dir: str, data_dir: Optional[str],
                  usr_dirs: Sequence[str]) -> None:
  for path in usr_dirs:  # User transforms register on import.
    usr_dir.import_usr_dir(path)
  setup = transform_setup.load_setup(config, setup_dir, data_dir,
                                     log=lambda message: None)
  _WORKER["setup"] = setup
  _WORKER["config"] = config
  _WORKER["chains"] = {None: setup.chains}  # Per stage with transform options.


def _encode_in_worker(job: ChunkJob):
  stats = TransformStats()
  setup, chains = _WORKER["setup"], _WORKER["chains"]
  if job.transform_stage not in chains:
    chains[job.transform_stage] = setup.chains_for(
        _WORKER["config"].for_stage(job.transform_stage))
  result = encode_chunk(chains[job.transform_stage][job.task],
                        setup.vocabularies, job, stats)
  return result, stats


class WorkerPool:
  """Worker processes that encode chunks of Python-transformed tasks."""

  def __init__(self, processes: int, config, setup_dir: str,
               data_dir: Optional[str]):
    self.processes = processes
    self._pool = worker_processes.SpawnedPool(
        processes, _start_worker,
        (config, setup_dir, data_dir, usr_dir.imported_dirs()))
    # Before interpreter teardown, or the executor's own clean-up fails.
    atexit.register(self.close)

  def encode(self, job: ChunkJob, stats: TransformStats) -> EncodedChunk:
    """encode_chunk of `job` in a worker; merges the worker's counts into
    `stats`. Raises: worker_processes.WorkersDiedError when the workers
    die."""
    try:
      result, worker_stats = self._pool.executor.submit(
          _encode_in_worker, job).result()
    except concurrent.futures.BrokenExecutor as e:
      raise worker_processes.died(
          f"encoding chunks of task {job.task!r}", e) from e
    stats.merge(worker_stats)
    return result

  def close(self) -> None:
    self._pool.close(wait=False, cancel_futures=True)
