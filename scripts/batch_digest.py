r"""A sha256 over a problem's first training batches: the same digest before
and after a change shows the change left the batches bit for bit.

  python scripts/batch_digest.py --t2t_usr_dir=usr_problems \
      --problem=translate_en_cs_sk_stages --data_dir=/tmp/t2t_dyn_demo/data \
      [--batches=400] [--packed_length=0] [--batch_size=2048]

Every array of every batch (ids, task ids, segment ids, the position and
step bookkeeping) goes into the digest in key order. Prints one line per
100 batches and `digest=<hex>` last.
"""

import hashlib

from absl import app
from absl import flags

from t2t_dyn.data_generators import problem as problem_lib  # dyn_translate.
from t2t_dyn.foundation import registry
from t2t_dyn.foundation import usr_dir

FLAGS = flags.FLAGS
flags.DEFINE_string("t2t_usr_dir", None, "Directory of user problems.")
flags.DEFINE_string("problem", None, "Registered problem name.")
flags.DEFINE_string("data_config", None, "YAML data config (e.g. with "
                    f"--problem={problem_lib.DynTranslate.__name__} as "
                    "dyn_translate).")
flags.DEFINE_string("data_dir", None, "Its data dir (after dyn-datagen).")
flags.DEFINE_integer("batches", 400, "Batches to hash.")
flags.DEFINE_integer("batch_size", 2048, "Token budget per batch.")
flags.DEFINE_integer("packed_length", 0, "Pack examples into rows.")
flags.DEFINE_integer("window_size", 4096, "Examples per window.")


def main(argv):
  del argv
  from t2t_dyn.hparams.data_hparams import DataHParams  # pylint: disable=g-import-not-at-top
  from t2t_dyn.batches.data_plan import DataPlan  # pylint: disable=g-import-not-at-top
  usr_dir.import_usr_dir(FLAGS.t2t_usr_dir)
  problem = registry.problem(FLAGS.problem)
  if FLAGS.data_config:
    problem.set_data_config(FLAGS.data_config)
  train = problem.train_pipeline(
      DataPlan(
          FLAGS.data_dir,
          DataHParams(
              batch_size=FLAGS.batch_size,
              max_length=100,
              packed_length=FLAGS.packed_length,
              window_size=FLAGS.window_size)))
  digest = hashlib.sha256()
  batches = train.batches()
  try:
    for i in range(1, FLAGS.batches + 1):
      batch = next(batches)
      for key in sorted(batch):
        digest.update(key.encode())
        digest.update(batch[key].tobytes())
      if i % 100 == 0:
        print(f"{i} batches: {digest.hexdigest()}", flush=True)
  finally:
    train.close()
  stats = train.statistics()
  print(f"stage at the end: {stats.get('stage', '(no stages)')}; windows cut "
        f"at switches: {stats['windows_cut_at_switches']}")
  print(f"digest={digest.hexdigest()}")


if __name__ == "__main__":
  flags.mark_flags_as_required(["problem", "data_dir"])
  app.run(main)
