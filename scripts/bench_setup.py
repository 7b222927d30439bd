"""What the benchmark scripts share: a data dir made ready, untimed."""

import os


def prepare(problem, data_dir: str) -> None:
  """Runs dyn-datagen's shard and vocab stages for `problem` into data_dir
  when its transform set-up is missing (quietly: not part of any timing)."""
  # pylint: disable-next=g-import-not-at-top
  from t2t_dyn import transform_setup
  config = problem.get_data_config()
  setup_dir = transform_setup.setup_dir_of(config, data_dir)
  if os.path.isfile(os.path.join(setup_dir, transform_setup.SETUP_FILE)):
    return
  print(f"datagen into {data_dir} (not timed)")
  quiet = lambda message: None
  problem.generate_data(data_dir, os.path.join(data_dir, "tmp"), log=quiet)
  problem.generate_vocab(data_dir, os.path.join(data_dir, "tmp"), log=quiet)
