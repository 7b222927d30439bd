r"""Throughput of the real input pipeline against the segmentation limit.

  python scripts/bench_pipeline.py [--data_config=C --data_dir=D] \
      [--pairs=N] [--cores=N] [--seconds=S] [--packed_length=N]

Any data config runs: monolingual tasks (a line is both sides of the
streamer's and the limit's pairs), stages, adaptive weights (planned as
dyn-debug plans them), source factors, packing. By default it runs
scripts/bench_pipeline.yaml on the demo corpus; the scale
corpus (scripts/make_scale_corpus.py) runs with
  --data_config=/tmp/t2t_dyn_scale/bench_scale.yaml \
  --data_dir=/tmp/t2t_dyn_scale/data
(datagen first if the data dir lacks the set-up; not timed). In one run:
  - the limit: SentencePiece sampling of both sides of the same pairs in a
    plain Python loop on one core (alpha 0.1, full-lattice sampling: the
    measurement the brief's notes on competing systems use), pairs/s;
  - a streamer in sotastream's design: --streamer_processes processes, each
    owning its share of the shards, mixing the tasks line by line with the
    weights the pipeline had over the measurement and sampling both sides
    with SentencePiece's full lattice, text out through a pipe, pairs/s;
  - the pipeline: pairs/s and tokens/s of padded id batches, padding
    efficiency, word types, time to first batch, peak RSS and RSS over
    time, memory per consumer (own and shared) and, with a second consumer
    of the same set-up in another process, what one host holds for two
    (both processes' own memory and the mapped files once);
  - exactness (--check_segmentation): the training tasks that sample
    SentencePiece from their own shards, with that transform alone, mean
    pieces per example on each side against SentencePiece's own per-word
    n-best law computed with the sentencepiece package over the tasks'
    shard lines;
  - the ratios against the targets (>= 0.8 x limit x cores, >= 1.5 x the
    streamer).
The last line is `pairs/s=<number>`.
"""

import dataclasses
import os
import resource
import sys
import time

from absl import app
from absl import flags

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import bench_setup  # pylint: disable=g-import-not-at-top,wrong-import-position

FLAGS = flags.FLAGS
HERE = os.path.dirname(os.path.abspath(__file__))

flags.DEFINE_string("data_config", os.path.join(HERE, "bench_pipeline.yaml"),
                    "Data config of the pipeline to measure.")
flags.DEFINE_string("data_dir", "", "Its data dir; datagen runs first "
                    "when the set-up is missing. Default: one per config, "
                    "/tmp/t2t_dyn_bench for bench_pipeline.yaml, else "
                    "/tmp/t2t_dyn_bench_<the config's file name stem>.")
flags.DEFINE_integer("pairs", 200000, "Pairs to draw from the pipeline.")
flags.DEFINE_float("seconds", 0, "Run at least this long (e.g. 600 for the "
                   "flat-RSS check); 0: stop after --pairs.")
flags.DEFINE_integer("limit_pairs", 30000, "Pairs for the limit measurement.")
flags.DEFINE_integer("cores", 0, "Cores to use (0: all available).")
flags.DEFINE_integer("batch_size", 4096, "Token budget per batch.")
flags.DEFINE_integer("streamer_processes", 2, "Processes of the "
                     "sotastream-style reference streamer (0: skip it).")
flags.DEFINE_float("streamer_seconds", 20, "How long the streamer runs.")
flags.DEFINE_integer("check_segmentation", 300000, "Examples drawn for the "
                     "exactness check (0: skip it).")
flags.DEFINE_string("token_budget", "longest_side", "longest_side | "
                    "both_sides (see t2t_dyn.batches.bucketing).")
flags.DEFINE_integer("packed_length", 0, "Pack examples into rows of this "
                     "many tokens a side (0: length-bucketed rows).")
flags.DEFINE_integer("local_eval_frequency", 1000, "With adaptive weights: "
                     "the trainer's evaluation frequency (planned as "
                     "dyn-debug does: factors of 1, windows cut there).")
flags.DEFINE_integer("alignment_rounds", 3, "With word alignments: rounds "
                     "of the pipeline with and without them, alternated.")
flags.DEFINE_bool("second_consumer", True, "Also start a second consumer "
                  "of the same set-up in another process and print both "
                  "processes' memory (what one host holds for two).")
flags.DEFINE_bool("consumer_probe", False, "Internal: be the second "
                  "consumer (first batch, then print its memory and exit).")
flags.DEFINE_bool("read_ahead", True, "Read the segmentation tables into "
                  "the page cache while the pipeline is built "
                  "(t2t_dyn.foundation.page_cache); false leaves them to page "
                  "faults, to compare the two from a cold cache.")
flags.DEFINE_bool("force_python", False, "Run every task's transforms in "
                  "Python (worker processes when --cores > 1), to measure "
                  "how Python transforms scale.")


def default_data_dir(data_config: str) -> str:
  """--data_dir's default for a config file (see the flag)."""
  stem = os.path.splitext(os.path.basename(data_config))[0]
  return "/tmp/t2t_dyn_bench" + ("" if stem == "bench_pipeline" else
                                 "_" + stem)


def rss_mb() -> float:
  """Current resident set size in MiB."""
  with open("/proc/self/statm") as f:
    return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def peak_rss_mb() -> float:
  return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def memory_mb() -> dict:
  """This process's memory in MiB (/proc/self/smaps_rollup): "rss"; "own"
  (anonymous pages: this process's alone); "files" (resident pages of
  mapped files, the segmentation tables among them, which every process on
  the host shares)."""
  fields = {"Rss": "rss", "Anonymous": "own"}
  out = {}
  with open("/proc/self/smaps_rollup") as f:
    for line in f:
      key, *rest = line.split()
      if key.rstrip(":") in fields and rest and rest[0].isdigit():
        out[fields[key.rstrip(":")]] = int(rest[0]) / 1024
  out["files"] = out["rss"] - out["own"]
  return out


def cached_word_types(problem, data_dir) -> int:
  """Word types in the segmentation caches of the set-up (each shared
  cache counted once)."""
  caches = {}
  for chain in problem.transform_setup(data_dir).chains.values():
    for transform in chain.transforms:
      for part in (transform.halves() if getattr(transform, "_halves", None)
                   else [transform]):
        cache = getattr(part, "cache", None)
        if cache is not None:
          caches[id(cache)] = len(cache)
  return sum(caches.values())


def second_consumer() -> dict:
  """Runs this benchmark as a second consumer of the same set-up in a new
  process (while this one holds its pipeline): its first batch seconds and
  memory_mb()."""
  import json  # pylint: disable=g-import-not-at-top
  import subprocess  # pylint: disable=g-import-not-at-top
  out = subprocess.run(
      [sys.executable, os.path.abspath(__file__), "--consumer_probe",
       f"--data_config={FLAGS.data_config}", f"--data_dir={FLAGS.data_dir}",
       f"--batch_size={FLAGS.batch_size}", f"--cores={FLAGS.cores}",
       f"--packed_length={FLAGS.packed_length}",
       f"--token_budget={FLAGS.token_budget}",
       f"--read_ahead={FLAGS.read_ahead}"],
      check=True, capture_output=True, text=True).stdout
  return json.loads(out.strip().splitlines()[-1].split("=", 1)[1])


def segmentation_limit(model_path, pairs) -> float:
  """Pairs/s of SentencePiece sampling both sides, plain loop, one core."""
  import sentencepiece as spm  # pylint: disable=g-import-not-at-top
  processor = spm.SentencePieceProcessor(model_file=model_path)
  allowed = os.sched_getaffinity(0)
  os.sched_setaffinity(0, {min(allowed)})
  try:
    start = time.perf_counter()
    for src, tgt in pairs:
      processor.encode(src, enable_sampling=True, alpha=0.1, nbest_size=-1)
      processor.encode(tgt, enable_sampling=True, alpha=0.1, nbest_size=-1)
    return len(pairs) / (time.perf_counter() - start)
  finally:
    os.sched_setaffinity(0, allowed)


def _streamer_worker(model_path, tasks, weights, worker, workers, seed,
                     connection):
  """One sotastream-style process: its share of each task's shards read as
  endless generators, mixed line by line, both sides sampled with
  SentencePiece's full lattice, text out in blocks through `connection`."""
  import gzip  # pylint: disable=g-import-not-at-top
  import random  # pylint: disable=g-import-not-at-top
  import sentencepiece as spm  # pylint: disable=g-import-not-at-top
  processor = spm.SentencePieceProcessor(model_file=model_path)
  rng = random.Random(seed + worker)

  def lines(shards):
    while True:
      for src_path, tgt_path in shards:
        with gzip.open(src_path, "rt", encoding="utf-8") as s, \
             gzip.open(tgt_path, "rt", encoding="utf-8") as t:
          for a, b in zip(s, t):
            yield a.rstrip("\n"), b.rstrip("\n")

  streams = [lines(shards[worker::workers] or shards[:1]) for shards in tasks]
  sample = lambda text: " ".join(processor.encode(
      text, out_type=str, enable_sampling=True, alpha=0.1, nbest_size=-1))
  while True:
    block = []
    for task in rng.choices(range(len(streams)), weights, k=1000):
      src, tgt = next(streams[task])
      block.append(sample(src) + "\t" + sample(tgt))
    connection.send_bytes("\n".join(block).encode("utf-8"))


def _sides(files):
  """(source, target) shard paths of a task: a monolingual task's one text
  feeds both sides (a denoising pair)."""
  if "text" in files:
    return list(zip(files["text"], files["text"]))
  return list(zip(files["inputs"], files["targets"]))


def streamer_rate(model_path, config, data_dir, processes, seconds,
                  weights) -> float:
  """Pairs/s of the sotastream-style reference (see the module docstring),
  mixing the training tasks with `weights` (the pipeline's, averaged over
  the examples it measured)."""
  import multiprocessing  # pylint: disable=g-import-not-at-top
  import multiprocessing.connection  # pylint: disable=g-import-not-at-top
  from t2t_dyn.shards import reading  # pylint: disable=g-import-not-at-top
  train = config.tasks_of_split("train")
  tasks = [_sides(reading.shard_set(data_dir, task.name, config).files)
           for task in train]
  context = multiprocessing.get_context("spawn")
  # One pipe per process: messages from several writers on one pipe would
  # interleave.
  pipes = [context.Pipe(duplex=False) for _ in range(processes)]
  workers = [context.Process(target=_streamer_worker, daemon=True, args=(
      model_path, tasks, weights, i, processes, 1, pipes[i][1]))
             for i in range(processes)]
  for worker in workers:
    worker.start()
  receivers = [receive for receive, _ in pipes]
  try:
    for receive in receivers:
      receive.recv_bytes()  # Started.
    pairs, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
      for receive in multiprocessing.connection.wait(receivers):
        pairs += receive.recv_bytes().count(b"\n") + 1
    return pairs / (time.perf_counter() - start)
  finally:
    for worker in workers:
      worker.terminate()


def segmentation_check(problem_lib, pipeline, config, data_dir, hparams,
                       examples):
  """{task: {side: (measured, reference)}} mean pieces per example of the
  tasks with their segmentation alone, through the real pipeline, against
  SentencePiece's per-word n-best law over the tasks' shard lines."""
  import collections  # pylint: disable=g-import-not-at-top
  import gzip  # pylint: disable=g-import-not-at-top
  import numpy as np  # pylint: disable=g-import-not-at-top
  from t2t_dyn.config import data_config  # pylint: disable=g-import-not-at-top
  from t2t_dyn import test_utils  # pylint: disable=g-import-not-at-top
  from t2t_dyn.setup import transform_setup  # pylint: disable=g-import-not-at-top
  from t2t_dyn.batches.data_plan import DataPlan  # pylint: disable=g-import-not-at-top
  from t2t_dyn.shards import reading  # pylint: disable=g-import-not-at-top
  raw = json_copy(config.raw)
  train_raw = raw["meta"]["train"]
  train_raw["name"] = config.train.name + "_segmentation_only"
  # The training tasks that sample SentencePiece from their own shards,
  # mixed evenly, with that transform alone (a monolingual task's line
  # copied to the target side).
  for key in ("stages", "adaptive_weights", "mixing_weight_schedule"):
    train_raw.pop(key, None)
  checked = [t.name for t in config.tasks_of_split("train")
             if "sentencepiece" in t.transforms and t.shard_task == t.name]
  if not checked:
    return {}, 0, 0
  raw["tasks"] = {name: raw["tasks"][name] for name in checked}
  for name, task in raw["tasks"].items():
    task["weight"] = 1.0
    task["transforms"] = (["sentencepiece"] if config.task(name).is_parallel
                          else ["duplicate_mono", "sentencepiece"])
  hparams = dataclasses.replace(hparams, packed_length=0)
  seg_config = data_config.load_data_config(
      raw, base_dir=os.path.dirname(os.path.abspath(config.source)))
  problem = problem_lib.Problem(data_config=seg_config)
  if not bench_setup.setup_usable(problem, data_dir):
    transform_setup.run_vocab_stage(seg_config, data_dir, problem.name,
                                    log=lambda m: None)
  train = problem.train_pipeline(DataPlan(data_dir, hparams))
  assert all(s.is_native for s in train.streams), "native path expected"
  n_tasks = len(train.tasks)
  pieces = {side: np.zeros(n_tasks) for side in ("inputs", "targets")}
  rows = np.zeros(n_tasks)
  drawn = 0
  for batch in train.batches():  # Padded rows: one example each.
    for side in pieces:
      real = (batch[side] != 0).sum(1) - 1  # Less EOS.
      np.add.at(pieces[side], batch["task_id"], real)
    np.add.at(rows, batch["task_id"], 1)
    drawn += len(batch["task_id"])
    if drawn >= examples:
      break
  dropped = sum(t["dropped_longer_than_max_length"]
                for t in train.statistics()["tasks"].values())
  n_best = seg_config.train.options.get("seg_n_samples", 5)
  reference = test_utils.SentencePieceReference(
      seg_config.train.segmentation_model, n_best,
      seg_config.train.options.get("seg_theta", 0.5))
  result = {}
  for i, task in enumerate(train.tasks):
    paths = _sides(reading.shard_set(data_dir, task.name, seg_config).files)
    result[task.name] = {}
    for s, side in enumerate(("inputs", "targets")):
      counts, lines = collections.Counter(), 0
      for path in [pair[s] for pair in paths]:
        with gzip.open(path, "rt", encoding="utf-8") as f:
          for line in f:
            counts.update(line.split())
            lines += 1
      expected = sum(c * reference.moments(w)[0]
                     for w, c in counts.items()) / lines
      result[task.name][side] = (pieces[side][i] / max(rows[i], 1), expected)
  return result, int(rows.sum()), dropped


def examples_in(batch) -> int:
  """Examples a batch holds: its rows, or the segments of packed rows."""
  if "targets_position" in batch:
    return int(((batch["targets_position"] == 0) &
                (batch["targets_segmentation"] > 0)).sum())
  return len(batch["targets"])


def json_copy(value):
  import json  # pylint: disable=g-import-not-at-top
  return json.loads(json.dumps(value))


def raw_pairs(config, n):
  """The first n raw pairs of the config's training text inputs (a
  monolingual line is both sides of a denoising pair)."""
  pairs = []
  for task in config.tasks_of_split("train"):
    for spec in task.inputs.values():
      src, tgt = (spec.src, spec.tgt) if spec.src else (spec.mono, spec.mono)
      if not (src and tgt):
        continue  # Inputs from code (generate_samples) have no files.
      with open(src, encoding="utf-8") as s, open(tgt, encoding="utf-8") as t:
        for a, b in zip(s, t):
          pairs.append((a.rstrip("\n"), b.rstrip("\n")))
          if len(pairs) >= n:
            return pairs
  return pairs


def measure_pipeline(problem, data_dir, hparams, feed):
  """Draws FLAGS.pairs pairs (or FLAGS.seconds) from the problem's training
  pipeline: {"pipeline", "first_batch_seconds", "rate" (pairs/s after the
  first batch), "cpu_per_pair" (the process's CPU seconds, every thread,
  per pair after the first batch), "seconds", "tokens", "src_pieces",
  "tgt_pieces", "examples", "mix_weights" (summed over examples),
  "warm_rss"}."""
  from t2t_dyn.batches.data_plan import DataPlan  # pylint: disable=g-import-not-at-top
  start = time.perf_counter()
  train = problem.train_pipeline(
      DataPlan(data_dir, hparams, force_python=FLAGS.force_python),
      validation=feed)
  batches = train.batches()
  first = next(batches)
  first_batch_seconds = time.perf_counter() - start
  pairs, tokens = examples_in(first), 0
  src_pieces = tgt_pieces = examples = 0
  mix_weights = 0.0
  warm_rss = rss_mb()
  measure_start = last_sample = time.perf_counter()
  cpu_start = time.process_time()
  while pairs < FLAGS.pairs or (time.perf_counter() - measure_start
                                < FLAGS.seconds):
    batch = next(batches)
    in_batch = examples_in(batch)
    pairs += in_batch
    src_real = int((batch["inputs"] != 0).sum())
    tgt_real = int((batch["targets"] != 0).sum())
    tokens += src_real + tgt_real
    src_pieces += src_real - in_batch  # Less each example's EOS.
    tgt_pieces += tgt_real - in_batch
    examples += in_batch
    mix_weights = mix_weights + batch["mix_weights"] * in_batch
    now = time.perf_counter()
    if now - last_sample > 60:
      last_sample = now
      print(f"  {now - measure_start:5.0f} s: RSS {rss_mb():.0f} MiB, "
            f"{(pairs - examples_in(first)) / (now - measure_start):,.0f} "
            f"pairs/s", flush=True)
  seconds = time.perf_counter() - measure_start
  measured_pairs = pairs - examples_in(first)
  return {"pipeline": train, "first_batch_seconds": first_batch_seconds,
          "rate": measured_pairs / seconds,
          "cpu_per_pair": (time.process_time() - cpu_start) / measured_pairs,
          "seconds": seconds, "tokens": tokens, "src_pieces": src_pieces,
          "tgt_pieces": tgt_pieces, "examples": examples,
          "mix_weights": mix_weights, "warm_rss": warm_rss}


def without_alignments(problem_lib):
  """(problem, data dir) of FLAGS.data_config with every input's
  `alignment` key removed, prepared in FLAGS.data_dir + "_no_alignments"."""
  from t2t_dyn.config import data_config  # pylint: disable=g-import-not-at-top
  raw = data_config.read_yaml(FLAGS.data_config)
  for task in raw.get("tasks", {}).values():
    for spec in (task.get("inputs") or {}).values():
      if isinstance(spec, dict):
        spec.pop("alignment", None)
  problem = problem_lib.Problem(data_config=data_config.load_data_config(
      raw, base_dir=os.path.dirname(os.path.abspath(FLAGS.data_config))))
  data_dir = FLAGS.data_dir.rstrip("/") + "_no_alignments"
  bench_setup.prepare(problem, data_dir)
  return problem, data_dir


def alignment_cost(problem, aligned_run: dict, hparams, feed) -> None:
  """Prints pairs/s without the alignments against `aligned_run`'s with
  them, in --alignment_rounds rounds that alternate the two and their
  order (a shared machine's speed drifts by more than the difference),
  and the median difference; the same for the CPU time a pair costs the
  whole process (every thread): where the two agree, the cost is work the
  alignments add, not a thread waiting on another.
  The issue's bar: word links cost at most 15% of the pairs/s."""
  # pylint: disable-next=g-import-not-at-top
  from t2t_dyn.data_generators import problem as problem_lib
  import statistics  # pylint: disable=g-import-not-at-top
  plain_problem, plain_dir = without_alignments(problem_lib)
  differences, cpu_costs = [], []

  def measure(which_problem, data_dir):
    run = measure_pipeline(which_problem, data_dir, hparams, feed)
    run["pipeline"].close()
    return run

  for round_number in range(1, FLAGS.alignment_rounds + 1):
    # Even rounds measure the plain pipeline first (A B, B A, A B, ...):
    # a drift within the rounds then favours neither.
    if round_number % 2 == 0:
      plain = measure(plain_problem, plain_dir)
      aligned_run = measure(problem, FLAGS.data_dir)
    else:
      if round_number > 1:
        aligned_run = measure(problem, FLAGS.data_dir)
      plain = measure(plain_problem, plain_dir)
    rate = aligned_run["rate"]
    differences.append(rate / plain["rate"] - 1)
    cpu_costs.append(aligned_run["cpu_per_pair"] / plain["cpu_per_pair"] - 1)
    print(f"without alignments:   {plain['rate']:,.0f} pairs/s (the same "
          f"config, alignment keys removed); with them {rate:,.0f}: "
          f"{100 * differences[-1]:+.1f}%; CPU per pair "
          f"{1e6 * plain['cpu_per_pair']:.1f} against "
          f"{1e6 * aligned_run['cpu_per_pair']:.1f} us: "
          f"{100 * cpu_costs[-1]:+.1f}% (round {round_number})")
  print(f"alignment cost:       {100 * statistics.median(differences):+.1f}% "
        f"pairs/s, median of {len(differences)} rounds (target >= -15%); "
        f"CPU per pair {100 * statistics.median(cpu_costs):+.1f}%")


def main(argv):
  del argv
  if FLAGS.cores:
    os.sched_setaffinity(0, set(sorted(os.sched_getaffinity(0))[:FLAGS.cores]))
  cores = len(os.sched_getaffinity(0))
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  tf.config.threading.set_inter_op_parallelism_threads(cores)
  tf.config.threading.set_intra_op_parallelism_threads(cores)
  from t2t_dyn.batches import pipeline  # pylint: disable=g-import-not-at-top
  from t2t_dyn.hparams.data_hparams import DataHParams  # pylint: disable=g-import-not-at-top
  # pylint: disable-next=g-import-not-at-top
  from t2t_dyn.data_generators import problem as problem_lib
  from t2t_dyn.mixing import validation_feed  # pylint: disable=g-import-not-at-top
  from t2t_dyn.foundation import page_cache  # pylint: disable=g-import-not-at-top
  page_cache.ENABLED = FLAGS.read_ahead

  if not FLAGS.data_dir:  # Configs never share shards by default.
    FLAGS.data_dir = default_data_dir(FLAGS.data_config)
  problem = problem_lib.Problem(data_config=FLAGS.data_config)
  config = problem.get_data_config()
  setup_start = time.perf_counter()
  # A trainer's start-up loads the set-up before building its pipeline.
  setup_seconds = (None if bench_setup.prepare(problem, FLAGS.data_dir)
                   else time.perf_counter() - setup_start)

  model = config.train.segmentation_model or ""
  limit = None
  pairs_for_limit = ([] if FLAGS.consumer_probe else
                     raw_pairs(config, FLAGS.limit_pairs))
  if model.endswith(".model") and pairs_for_limit:
    limit = segmentation_limit(model, pairs_for_limit)

  hparams = DataHParams(batch_size=FLAGS.batch_size, cores=cores,
                                 token_budget=FLAGS.token_budget,
                                 packed_length=FLAGS.packed_length)
  feed = None
  if validation_feed.reads_evaluations(config):
    feed = validation_feed.ValidationFeed(FLAGS.local_eval_frequency,
                                          planning=True)
  if FLAGS.consumer_probe:
    FLAGS.pairs, FLAGS.seconds = 20000, 0
    run = measure_pipeline(problem, FLAGS.data_dir, hparams, feed)
    import json  # pylint: disable=g-import-not-at-top
    print("probe=" + json.dumps({"first_batch_seconds":
                                 run["first_batch_seconds"],
                                 "setup_load_seconds": setup_seconds,
                                 **memory_mb()}))
    return
  run = measure_pipeline(problem, FLAGS.data_dir, hparams, feed)
  train, rate, seconds = run["pipeline"], run["rate"], run["seconds"]
  stats = train.statistics()
  native = {t.name: s.is_native for t, s in zip(train.tasks, train.streams)}
  examples = run["examples"]

  print(f"config:               {FLAGS.data_config}")
  print(f"cores:                {cores}")
  print(f"native tasks:         {native}"
        f"{'; Python in %d worker processes' % train.workers.processes if train.workers else ''}")
  print(f"word types:           {cached_word_types(problem, FLAGS.data_dir):,}"
        f" (in the segmentation caches)")
  print(f"time to first batch:  {run['first_batch_seconds']:.2f} s "
        f"(target < 5 s)" + (
            f"; {setup_seconds + run['first_batch_seconds']:.2f} s with "
            f"the set-up's load ({setup_seconds:.2f} s)"
            if setup_seconds is not None else ""))
  print(f"pipeline:             {rate:,.0f} pairs/s, "
        f"{run['tokens'] / seconds:,.0f} tokens/s over {seconds:.1f} s")
  print(f"padding efficiency:   {stats['padding_efficiency']:.3f}"
        + (f" (packed rows of {FLAGS.packed_length})"
           if FLAGS.packed_length else " (length-bucketed rows)"))
  print(f"pieces per example:   source {run['src_pieces'] / examples:.2f}, "
        f"target {run['tgt_pieces'] / examples:.2f} (ids without EOS, after "
        f"every transform)")
  end_rss = rss_mb()
  print(f"RSS:                  peak {peak_rss_mb():.0f} MiB; after first "
        f"batch {run['warm_rss']:.0f} MiB, at end {end_rss:.0f} MiB "
        f"(growth {end_rss - run['warm_rss']:+.0f} MiB)")
  mine = memory_mb()
  print(f"memory per consumer:  own {mine['own']:.0f} MiB (anonymous), "
        f"mapped files {mine['files']:.0f} MiB (shared on the host)")
  if FLAGS.second_consumer:
    other = second_consumer()
    # Both map the same files (the set-up's tables, TensorFlow's
    # libraries): the host holds their pages once.
    host = mine["own"] + other["own"] + max(mine["files"], other["files"])
    print(f"two consumers:        own {mine['own']:.0f} + {other['own']:.0f} "
          f"MiB; host holds about {host:.0f} MiB (both own, the mapped "
          f"files once); second first batch "
          f"{other['first_batch_seconds']:.2f} s")
  if limit:
    ratio = rate / (limit * cores)
    print(f"limit:                {limit:,.0f} pairs/s (SentencePiece sampling "
          f"both sides, plain Python loop, 1 core)")
    print(f"ratio:                {ratio:.2f} of limit x {cores} cores "
          f"(target >= 0.8)")
  train.close()
  if any(t.has_alignment for t in train.tasks):
    alignment_cost(problem, run, hparams, feed)
  # After the pipeline, so that its peak RSS is the pipeline's own.
  streamer = None
  if FLAGS.streamer_processes and model.endswith(".model"):
    streamer = streamer_rate(model, config, FLAGS.data_dir,
                             FLAGS.streamer_processes, FLAGS.streamer_seconds,
                             [float(w) for w in run["mix_weights"] / examples])
  if streamer:
    print(f"streamer:             {streamer:,.0f} pairs/s (sotastream design, "
          f"{FLAGS.streamer_processes} processes, full-lattice sampling, "
          f"text out)")
    print(f"vs streamer:          {rate / streamer:.2f}x (target >= 1.5)")
  check = None
  if FLAGS.check_segmentation and model.endswith(".model"):
    check, drawn, dropped = segmentation_check(
        problem_lib, pipeline, config, FLAGS.data_dir, hparams,
        FLAGS.check_segmentation)
  if check:
    print(f"exactness:            segmentation alone, {drawn:,} examples "
          f"({dropped} longer than max_length), mean pieces per example vs "
          f"SentencePiece's per-word n-best law:")
    for task, sides in check.items():
      print("  " + task + ": " + ", ".join(
          f"{side} {measured:.3f} vs {expected:.3f} "
          f"({100 * (measured / expected - 1):+.2f}%)"
          for side, (measured, expected) in sides.items()))
  print(f"pairs/s={rate:.0f}")


if __name__ == "__main__":
  app.run(main)
