r"""dyn-datagen: shard raw corpora and set up transforms for a problem.

  dyn-datagen --problem=P --data_dir=D --tmp_dir=T [--data_config=C] \
      [--t2t_usr_dir=U] [--stage=shard|vocab|all] [--random_seed=S]

Tensor2Tensor's t2t-datagen flags are accepted with its meaning
(--only_list lists the problems, --random_seed seeds Python and NumPy
before generate_samples runs); those that mean nothing here are refused by
name (see t2t_flags).

Template mode fills {{key}} variables of a data-config template:

  dyn-datagen --template=T --out_file=F src:en hrl:cs lrl:sk
"""

import os

from absl import flags

from t2t_dyn.bin import common
from t2t_dyn.bin import program_flags
from t2t_dyn.config import template
from t2t_dyn.foundation import registry
from t2t_dyn.utils import t2t_flags
from t2t_dyn.utils import trainer_lib

FLAGS = flags.FLAGS

program_flags.define(*program_flags.PROBLEM, "random_seed")
flags.DEFINE_enum("stage", "all", ["shard", "vocab", "all"],
                  "shard: shard the raw corpora and count words; vocab: set "
                  "up transforms and the vocabulary; all: shard, then vocab.")
flags.DEFINE_string("template", None,
                    "Fill this data-config template with key:value "
                    "arguments and write --out_file; nothing else runs.")
flags.DEFINE_string("out_file", None, "Output path of --template.")
flags.DEFINE_bool("only_list", False, "List the registered problems (with "
                  "--t2t_usr_dir's) and exit.")
t2t_flags.define(t2t_flags.DATAGEN)


def fill_template(assignments) -> None:
  if not FLAGS.out_file:
    raise common.UsageError("--template needs --out_file")
  with open(FLAGS.template, encoding="utf-8") as f:
    text = f.read()
  filled = template.fill_template(
      text, template.parse_assignments(assignments), FLAGS.template)
  os.makedirs(os.path.dirname(os.path.abspath(FLAGS.out_file)), exist_ok=True)
  with open(FLAGS.out_file, "w", encoding="utf-8") as f:
    f.write(filled)
  print(f"wrote {FLAGS.out_file}")


@common.report_errors
def main(argv):
  if FLAGS.template:
    fill_template((argv or [])[1:])
    return
  t2t_flags.check(t2t_flags.DATAGEN, "dyn-datagen")
  if FLAGS.only_list:
    common.load_usr_dir_only()
    print("\n".join(registry.list_problems()))
    return
  if not FLAGS.data_dir:
    raise common.UsageError("--data_dir is required")
  problem = common.load_problem()
  trainer_lib.set_random_seed(FLAGS.random_seed)
  os.makedirs(FLAGS.tmp_dir, exist_ok=True)
  if FLAGS.stage in ("shard", "all"):
    problem.generate_shards(FLAGS.data_dir, FLAGS.tmp_dir)
  if FLAGS.stage in ("vocab", "all"):
    problem.generate_vocab(FLAGS.data_dir, FLAGS.tmp_dir)


def console_main():
  common.run_program(main, takes_arguments=lambda: bool(FLAGS.template))


if __name__ == "__main__":
  console_main()
