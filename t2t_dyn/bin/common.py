"""Flags and start-up shared by every dyn-* command."""

import sys
import traceback

from absl import flags

# Importing the module registers the built-in problem dyn_translate.
import t2t_dyn.problem  # pylint: disable=unused-import
from t2t_dyn import registry
from t2t_dyn import usr_dir
from t2t_dyn.bin import console

FLAGS = flags.FLAGS


def define_problem_flags() -> None:
  """--problem, --data_dir, --tmp_dir, --data_config, --t2t_usr_dir."""
  flags.DEFINE_string("problem", None, "Registered problem name.")
  flags.DEFINE_string("data_dir", None, "Where shards and set-up are written.")
  flags.DEFINE_string("tmp_dir", "/tmp/t2t_dyn_datagen",
                      "Scratch directory for raw downloads or extractions.")
  flags.DEFINE_string("data_config", None,
                      "YAML data config; overrides the problem's own.")
  flags.DEFINE_string("t2t_usr_dir", None,
                      "Directory of user problems, imported as a package.")
  flags.DEFINE_bool("reverse", False,
                    "The other direction: every parallel task target -> "
                    "source, language options swapped, the same shards; the "
                    "set-up is meta.train.name + '_reverse'.")


def load_problem():
  """Imports --t2t_usr_dir, then builds --problem with --data_config."""
  usr_dir.import_usr_dir(FLAGS.t2t_usr_dir)
  if not FLAGS.problem:
    raise UsageError("--problem is required. Registered problems: " +
                     ", ".join(registry.list_problems()))
  problem = registry.problem(FLAGS.problem)
  if FLAGS.data_config or FLAGS.reverse:
    problem.set_data_config(FLAGS.data_config, reverse=FLAGS.reverse)
  return problem


class UsageError(ValueError):
  """A missing or contradictory flag."""


def report_errors(main_fn):
  """Wraps an absl main: user errors print one clear message and exit 1.

  Errors in user code (a --t2t_usr_dir that fails to import) keep their
  traceback, since that is where the mistake is.
  """

  def wrapped(argv):
    console.configure_logging()
    try:
      return main_fn(argv)
    except usr_dir.UsrDirError as e:
      traceback.print_exception(e.__cause__ or e)
      print(f"{_program()}: error: {e}", file=sys.stderr)
    except (ValueError, KeyError, FileNotFoundError) as e:
      print(f"{_program()}: error: {e}", file=sys.stderr)
    sys.exit(1)

  return wrapped


def _program() -> str:
  return sys.argv[0].rsplit("/", 1)[-1] if sys.argv else "t2t_dyn"
