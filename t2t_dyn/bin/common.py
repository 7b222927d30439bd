"""Start-up shared by every dyn-* command: parsing the command line as
Tensor2Tensor's programs did, the problem and hparams the flags name, and
user errors reported in one line (the shared flags: program_flags)."""

import contextlib
import dataclasses
import os
import sys
import traceback
from typing import Callable, Optional

from absl import app
from absl import flags

from t2t_dyn.bin import console
from t2t_dyn.bin import program_flags
# Importing it registers the built-in problems: dyn_translate and
# Tensor2Tensor's translation problems.
import t2t_dyn.data_generators.all_problems  # pylint: disable=unused-import
from t2t_dyn.foundation import registry
from t2t_dyn.foundation import usr_dir

FLAGS = flags.FLAGS


def load_usr_dir_only() -> None:
  """Imports --t2t_usr_dir (its registrations), without a problem."""
  usr_dir.import_usr_dir(FLAGS.t2t_usr_dir)
  # Tensor2Tensor's sets and models register on import, as in a t2t-trainer
  # run.
  # pylint: disable-next=g-import-not-at-top
  from t2t_dyn.models import model_builder
  model_builder.load_models()


def load_problem():
  """Imports --t2t_usr_dir, then builds --problem with --data_config.
  Raises: UsageError (no --problem), RegistryError, ValueError for a problem
  overriding what t2t_dyn does not run."""
  usr_dir.import_usr_dir(FLAGS.t2t_usr_dir)
  if not FLAGS.problem:
    raise UsageError("--problem is required. Registered problems: " +
                     ", ".join(registry.list_problems()))
  problem = registry.problem(FLAGS.problem)
  if FLAGS.data_config or FLAGS.reverse:
    problem.set_data_config(FLAGS.data_config,
                            reverse=FLAGS.reverse or problem.was_reversed)
  unsupported = problem.unsupported_overrides()
  if unsupported:
    raise UsageError(f"problem {problem.name!r} overrides what t2t_dyn does "
                     f"not run:\n" + "\n".join(f"  {u}" for u in unsupported))
  if hasattr(problem, "set_model_hparams") and "hparams_set" in FLAGS:
    # A MultiProblem mixes by the model's multiproblem_* hparams, as
    # Tensor2Tensor's trainer gave them to problem.get_hparams.
    problem.set_model_hparams(t2t_hparams())
    _PROBLEM_HPARAMS[:] = problem.MODEL_HPARAMS_READ
  return problem


# The model hparams the loaded problem reads (not "with no effect").
_PROBLEM_HPARAMS = []


def t2t_hparams():
  """--hparams_set with --hparams applied: Tensor2Tensor's HParams (after
  load_problem: a usr dir may register sets). Raises: RegistryError,
  ValueError for a bad override."""
  from t2t_dyn.utils import trainer_lib  # pylint: disable=g-import-not-at-top
  return trainer_lib.create_hparams(FLAGS.hparams_set, FLAGS.hparams)


def converted_hparams(train_steps: int = 0):
  """--hparams_set with --hparams as --model runs it (a
  model_hparams.ConvertedHParams). Call after load_problem (a usr dir may
  register sets and models). Raises: RegistryError listing the models or
  sets there are, ValueError (a model that is not sequence-to-sequence, a
  bad override), HParamsError."""
  # pylint: disable=g-import-not-at-top
  from t2t_dyn.hparams import hparams_families
  from t2t_dyn.hparams import model_hparams
  from t2t_dyn.models import model_builder
  if FLAGS.model in hparams_families.NOT_SEQUENCE_TO_SEQUENCE:
    hparams_families.family(FLAGS.model)  # Raises, saying why.
  model_builder.load_models()
  registry.model(FLAGS.model)  # Unknown: an error listing the models.
  converted = model_hparams.from_set(FLAGS.hparams_set, FLAGS.hparams,
                                     train_steps, FLAGS.model)
  return dataclasses.replace(converted, no_effect=tuple(
      v for v in converted.no_effect
      if v.split("=")[0] not in _PROBLEM_HPARAMS))


def data_hparams(converted, seed: int, replicas: int = 1, problem=None):
  """The pipeline's DataHParams, each setting's one home, with one
  precedence rule: flag over problem over hparams set. packed_length:
  --packed_length, then the problem's, then pack_dataset's (max_length);
  batch_size_means_tokens: the problem's (Tensor2Tensor's Text2TextProblem
  property; True without one), else batch_size counts rows; seed:
  --random_seed; grad_accum: the hparams set's. Tensor2Tensor's batch_size
  is per GPU, so the batch holds `replicas` times it."""
  from t2t_dyn.hparams.data_hparams import DataHParams  # pylint: disable=g-import-not-at-top
  packed_length = (FLAGS.packed_length or
                   getattr(problem, "packed_length", None) or
                   converted.packed_length)
  return DataHParams(
      packed_length=packed_length,
      batch_size_means_tokens=bool(getattr(problem, "batch_size_means_tokens",
                                           True)),
      batch_size=converted.batch_size * replicas,
      token_budget=FLAGS.token_budget, max_length=converted.max_length,
      min_length_bucket=converted.min_length_bucket,
      length_bucket_step=converted.length_bucket_step,
      window_size=FLAGS.window_size, seed=seed,
      grad_accum=converted.grad_accum,
      max_input_seq_length=converted.max_input_seq_length,
      max_target_seq_length=converted.max_target_seq_length)


def data_plan(converted, seed: int, replicas: int = 1, problem=None,
              data_service: Optional[str] = None):
  """The run's DataPlan: --data_dir, data_hparams(...) (see there for each
  setting's precedence), every consumer's share set later by the trainer,
  and `data_service` (--data_service of dyn-trainer)."""
  from t2t_dyn.batches.data_plan import DataPlan  # pylint: disable=g-import-not-at-top
  return DataPlan(FLAGS.data_dir,
                  data_hparams(converted, seed, replicas, problem),
                  data_service=data_service)


def trained_problem(output_dir: str, problem_name: Optional[str],
                    t2t_usr_dir: Optional[str]):
  """The problem a dyn-trainer run in `output_dir` used (or `problem_name`),
  with the data config saved there: what dyn-decoder and
  dyn-translate-all decode with.

  A problem whose encoders are the config's transforms and vocabulary needs
  only the output dir; one with its own feature_encoders needs its code.
  Raises: UsageError for such a problem when it is not registered (its
  --t2t_usr_dir missing), or for an unknown --problem.
  """
  # TensorFlow loads only now, so flag errors answer fast.
  from t2t_dyn.decoding import translator as translator_lib  # pylint: disable=g-import-not-at-top
  usr_dir.import_usr_dir(t2t_usr_dir)
  name, own_encoders = translator_lib.saved_problem(output_dir)
  if problem_name:
    name = problem_name
  elif name not in registry.list_problems() and not own_encoders:
    name = "dyn_translate"  # The saved config and set-up say everything.
  base = (name if name in registry.list_problems() else
          name.removesuffix(registry.REVERSED_SUFFIX))
  if base not in registry.list_problems():
    raise UsageError(
        f"problem {name!r} (trained in {output_dir}, with its own "
        f"feature_encoders for {', '.join(own_encoders) or 'no task'}) is not "
        f"registered: pass --t2t_usr_dir with the directory that defines "
        f"it. " + registry.unknown_name_message(
            "problem", name, registry.list_problems()))
  problem = registry.problem(base)
  # The saved config is reversed already when training was.
  problem.set_data_config(translator_lib.saved_data_config(output_dir),
                          reverse=False)
  return problem


def decoding_task(problem, task: Optional[str], encoders_dir: str,
                  multiproblem_task_id: int = -1) -> str:
  """`task` (--transforms_from_task), or a MultiProblem's task of
  `multiproblem_task_id` (decode hparams), or the task a problem leaves no
  doubt about: its one parallel training task, or any when the problem's
  own encoders (from `encoders_dir`) are the same for all. Raises:
  UsageError listing the parallel training tasks to choose from, or for a
  task id that names no task."""
  from t2t_dyn.setup import text_encoder  # pylint: disable=g-import-not-at-top
  if multiproblem_task_id > -1:
    flag = f"--decode_hparams=multiproblem_task_id={multiproblem_task_id}"
    if not hasattr(problem, "task_of_id"):
      raise UsageError(f"{flag}: problem {problem.name!r} is not a "
                       f"MultiProblem, whose tasks have ids; name the task "
                       f"with --transforms_from_task")
    try:
      by_id = problem.task_of_id(encoders_dir, multiproblem_task_id)
    except ValueError as e:
      raise UsageError(str(e)) from None
    if task and task.removesuffix("_dev") != by_id:
      raise UsageError(f"{flag} is task {by_id!r}, "
                       f"--transforms_from_task={task}: give one")
    return task or by_id
  if task:
    return task
  config = problem.get_data_config()
  parallel = [t.name for t in config.tasks_of_split("train") if t.is_parallel]
  if len(parallel) == 1:
    return parallel[0]
  if not parallel and not getattr(problem, "has_inputs", True):
    # A language model's (a MultiProblem's: its primary task's).
    return problem.default_task()
  own = problem.own_encoders(encoders_dir, "train")
  if parallel and all(
      name in own and all(text_encoder.same_vocabulary(
          own[name][feature], own[parallel[0]][feature])
                          for feature in ("inputs", "targets"))
      for name in parallel):
    return parallel[0]
  raise UsageError(
      f"--transforms_from_task is required: the data config has "
      f"{len(parallel)} parallel training tasks ({', '.join(parallel)})")


class UsageError(ValueError):
  """A missing or contradictory flag."""


def check_trained_dir(flag: str, path: str) -> None:
  """Raises: UsageError when `path` (given as --`flag`) is not the output
  dir of a dyn-trainer run (it has no hparams.json)."""
  # pylint: disable-next=g-import-not-at-top
  from t2t_dyn.decoding import output_dir as output_dir_lib
  if not os.path.exists(output_dir_lib.hparams_path(path)):
    raise UsageError(
        f"--{flag}={path} holds no trained model (no "
        f"{output_dir_lib.HPARAMS_FILE}): give the --output_dir of a "
        f"dyn-trainer run" + ("" if os.path.isdir(path) else
                              "; that directory does not exist"))


def run_program(main_fn, takes_arguments: Callable[[], bool] = lambda: False
                ) -> None:
  """absl's app.run of a Tensor2Tensor counterpart (dyn-datagen,
  dyn-trainer, dyn-decoder, ...), parsing as Tensor2Tensor's TensorFlow 1
  programs did under tf.app.run: the flags the program defines are parsed,
  and a flag it does not define or an argument that is not a flag (`tmp_dir=x`,
  its `--` forgotten) is ignored, each named on stderr with the flag it
  may have meant. `takes_arguments`: whether, the flags parsed, main reads
  the arguments instead (dyn-datagen --template's key:value pairs)."""
  app.run(main_fn, flags_parser=lambda argv: _known_flags(argv,
                                                          takes_arguments))


def _known_flags(argv, takes_arguments: Callable[[], bool]):
  """argv[0] and the arguments main reads, absl's known flags parsed; the
  unknown flags and the arguments main does not read are named and
  dropped. After `--` every argument is one, as absl has it."""
  remaining = FLAGS(argv, known_only=True)
  kept = remaining[:1]
  program = _program()
  arguments = []
  for index, arg in enumerate(remaining[1:], start=1):
    if arg == "--":
      arguments.extend(remaining[index + 1:])
      break
    if arg.startswith("-") and arg != "-":
      name = arg.lstrip("-").split("=", 1)[0]
      match = registry.closest_match(name, list(FLAGS))
      print(f"{program}: {arg.split('=', 1)[0]} is not a flag of {program}: "
            f"ignored, as Tensor2Tensor's programs ignored flags they do not "
            f"define" + (f" (did you mean --{match}?)" if match else ""),
            file=sys.stderr)
    else:
      arguments.append(arg)
  if takes_arguments():
    return kept + arguments
  for arg in arguments:
    name, equals, value = arg.partition("=")
    meant = f"--{name}={value}" if equals and name in FLAGS else None
    print(f"{program}: {arg!r} is not a flag (no leading --): ignored, as "
          f"Tensor2Tensor's programs ignored arguments other than flags" +
          (f" (did you mean {meant}?)" if meant else ""), file=sys.stderr)
  return kept


def report_errors(main_fn):
  """Wraps an absl main: user errors print one clear message and exit 1.
  The program's own defaults of shared flags are set first
  (program_flags.set_program_defaults).

  Errors in user code (a --t2t_usr_dir that fails to import) keep their
  traceback, since that is where the mistake is.
  """

  def wrapped(argv):
    program_flags.set_program_defaults(main_fn.__module__)
    console.configure_logging()
    try:
      with _eager_execution():
        return main_fn(argv)
    except usr_dir.UsrDirError as e:
      traceback.print_exception(e.__cause__ or e)
      print(f"{_program()}: error: {e}", file=sys.stderr)
    except (ValueError, KeyError, FileNotFoundError) as e:
      print(f"{_program()}: error: {e}", file=sys.stderr)
    sys.exit(1)

  return wrapped


def _eager_execution():
  """Eager execution for a program's main, whatever graph its caller has
  as default (a TF1 script that disabled eager execution, a test run in a
  graph): the programs build Keras models eagerly, as Tensor2Tensor's built
  their Estimator's graph of their own, not the caller's."""
  tf = sys.modules.get("tensorflow")  # Not imported: no caller's graph.
  if tf is None or tf.executing_eagerly():
    return contextlib.nullcontext()
  from tensorflow.python.eager import context  # pylint: disable=g-import-not-at-top
  return context.eager_mode()


def _program() -> str:
  return sys.argv[0].rsplit("/", 1)[-1] if sys.argv else "t2t_dyn"
