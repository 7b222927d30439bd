r"""Throughput of the real input pipeline against the segmentation limit.

  python scripts/bench_pipeline.py [--data_config=C --data_dir=D] \
      [--pairs=N] [--cores=N] [--seconds=S]

By default it runs scripts/bench_pipeline.yaml on the demo corpus (datagen
first if its data dir lacks the set-up; not timed). It reports, in one run:
  - the limit: SentencePiece sampling of both sides of the same pairs in a
    plain Python loop on one core (alpha 0.1, full-lattice sampling, as in
    NOTES.md), pairs/s;
  - the pipeline: pairs/s and tokens/s of padded id batches, padding
    efficiency, time to first batch, peak RSS and RSS growth after warm-up;
  - the ratio pipeline / (limit x cores) against the 0.8 target.
The last line is `pairs/s=<number>`.
"""

import os
import resource
import sys
import time

from absl import app
from absl import flags

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

FLAGS = flags.FLAGS
HERE = os.path.dirname(os.path.abspath(__file__))

flags.DEFINE_string("data_config", os.path.join(HERE, "bench_pipeline.yaml"),
                    "Data config of the pipeline to measure.")
flags.DEFINE_string("data_dir", "/tmp/t2t_dyn_bench", "Its data dir; "
                    "datagen runs first when the set-up is missing.")
flags.DEFINE_integer("pairs", 200000, "Pairs to draw from the pipeline.")
flags.DEFINE_float("seconds", 0, "Run at least this long (e.g. 600 for the "
                   "flat-RSS check); 0: stop after --pairs.")
flags.DEFINE_integer("limit_pairs", 30000, "Pairs for the limit measurement.")
flags.DEFINE_integer("cores", 0, "Cores to use (0: all available).")
flags.DEFINE_integer("batch_size", 4096, "Token budget per batch.")
flags.DEFINE_bool("force_python", False, "Run every task's transforms in "
                  "Python (worker processes when --cores > 1), to measure "
                  "how Python transforms scale.")


def rss_mb() -> float:
  """Current resident set size in MiB."""
  with open("/proc/self/statm") as f:
    return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def peak_rss_mb() -> float:
  return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


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


def raw_pairs(config, n):
  """The first n raw pairs of the config's parallel training inputs."""
  pairs = []
  for task in config.tasks_of_split("train"):
    for spec in task.inputs.values():
      if spec.src and spec.tgt:
        with open(spec.src, encoding="utf-8") as s, \
             open(spec.tgt, encoding="utf-8") as t:
          for a, b in zip(s, t):
            pairs.append((a.rstrip("\n"), b.rstrip("\n")))
            if len(pairs) >= n:
              return pairs
  return pairs


def main(argv):
  del argv
  if FLAGS.cores:
    os.sched_setaffinity(0, set(sorted(os.sched_getaffinity(0))[:FLAGS.cores]))
  cores = len(os.sched_getaffinity(0))
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  tf.config.threading.set_inter_op_parallelism_threads(cores)
  tf.config.threading.set_intra_op_parallelism_threads(cores)
  from t2t_dyn import pipeline  # pylint: disable=g-import-not-at-top
  from t2t_dyn import problem as problem_lib  # pylint: disable=g-import-not-at-top
  from t2t_dyn import sharding  # pylint: disable=g-import-not-at-top
  from t2t_dyn import transform_setup  # pylint: disable=g-import-not-at-top

  problem = problem_lib.Problem(FLAGS.data_config)
  config = problem.get_data_config()
  setup_dir = transform_setup.setup_dir_of(config, FLAGS.data_dir)
  if not os.path.isfile(os.path.join(setup_dir, transform_setup.SETUP_FILE)):
    print(f"datagen into {FLAGS.data_dir} (not timed)")
    quiet = lambda message: None
    sharding.shard_problem(problem, FLAGS.data_dir, FLAGS.data_dir + "/tmp",
                           log=quiet)
    transform_setup.run_vocab_stage(problem, FLAGS.data_dir, log=quiet)

  model = config.train.get("segmentation_model", "")
  limit = None
  if model.endswith(".model"):
    limit = segmentation_limit(model, raw_pairs(config, FLAGS.limit_pairs))

  start = time.perf_counter()
  train = pipeline.TrainPipeline(
      problem, FLAGS.data_dir,
      pipeline.DataHParams(batch_size=FLAGS.batch_size, cores=cores),
      force_python=FLAGS.force_python)
  batches = train.batches()
  first = next(batches)
  first_batch_seconds = time.perf_counter() - start
  pairs, tokens = len(first["task_id"]), 0
  warm_rss = rss_mb()
  rss_samples = [warm_rss]
  measure_start = time.perf_counter()
  last_sample = measure_start
  while pairs < FLAGS.pairs or (time.perf_counter() - measure_start
                                < FLAGS.seconds):
    batch = next(batches)
    pairs += len(batch["task_id"])
    tokens += int((batch["inputs"] != 0).sum() + (batch["targets"] != 0).sum())
    now = time.perf_counter()
    if now - last_sample > 60:
      rss_samples.append(rss_mb())
      last_sample = now
      print(f"  {now - measure_start:5.0f} s: RSS {rss_samples[-1]:.0f} MiB, "
            f"{(pairs - len(first['task_id'])) / (now - measure_start):,.0f} "
            f"pairs/s", flush=True)
  seconds = time.perf_counter() - measure_start
  rate = (pairs - len(first["task_id"])) / seconds
  stats = train.statistics()
  native = {t.name: s.is_native for t, s in zip(train.tasks, train.streams)}

  print(f"config:               {FLAGS.data_config}")
  print(f"cores:                {cores}")
  print(f"native tasks:         {native}"
        f"{'; Python in %d worker processes' % train.workers.processes if train.workers else ''}")
  print(f"time to first batch:  {first_batch_seconds:.2f} s (target < 5 s)")
  print(f"pipeline:             {rate:,.0f} pairs/s, "
        f"{tokens / seconds:,.0f} tokens/s over {seconds:.1f} s")
  print(f"padding efficiency:   {stats['padding_efficiency']:.3f}")
  rss_samples.append(rss_mb())
  print(f"RSS:                  peak {peak_rss_mb():.0f} MiB; after first "
        f"batch {warm_rss:.0f} MiB, at end {rss_samples[-1]:.0f} MiB "
        f"(growth {rss_samples[-1] - warm_rss:+.0f} MiB)")
  if limit:
    ratio = rate / (limit * cores)
    print(f"limit:                {limit:,.0f} pairs/s (SentencePiece sampling "
          f"both sides, plain Python loop, 1 core)")
    print(f"ratio:                {ratio:.2f} of limit x {cores} cores "
          f"(target >= 0.8)")
  train.close()
  print(f"pairs/s={rate:.0f}")


if __name__ == "__main__":
  app.run(main)
