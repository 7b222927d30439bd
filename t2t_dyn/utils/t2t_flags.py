"""Tensor2Tensor's command-line flags that have no counterpart here.

A usr dir's t2t-trainer / t2t-decoder / t2t-datagen scripts pass flags for
Tensor2Tensor's Estimator machinery, TPUs, clouds and parameter servers.
The dyn-* commands define each of them with Tensor2Tensor's type and
default, so absl parses the scripts unchanged, and then `check` says what
each given flag does here: a flag with no meaning is refused with a
sentence naming it; one that only tuned Tensor2Tensor's own machinery is
accepted with a printed note; one that a later version implements is a
clear "not yet". The flags that do have a meaning are the commands' own.
"""

import dataclasses
import sys
from typing import Any, Callable, Dict, List

from absl import flags

FLAGS = flags.FLAGS

REFUSED = "refused"
NOT_YET = "not yet"
NO_EFFECT = "no effect"


@dataclasses.dataclass(frozen=True)
class CompatFlag:
  """A Tensor2Tensor flag: its absl definition and what it does here."""
  name: str
  define: Callable[..., Any]
  default: Any
  kind: str
  reason: str


_TPU = "TPUs are not supported: t2t_dyn trains on GPUs and CPUs"
_CLOUD = "Cloud ML Engine jobs are not launched from here"
_PARAMETER_SERVERS = ("parameter-server training is not supported; several "
                      "hosts train with synchronous all-reduce, set up by "
                      "TF_CONFIG (docs/distributed.md)")
_ESTIMATOR = "Tensor2Tensor's Estimator loop; the loop here evaluates in place"

_S, _I, _B, _F = (flags.DEFINE_string, flags.DEFINE_integer,
                  flags.DEFINE_bool, flags.DEFINE_float)

TRAINER = [
    CompatFlag("use_tpu", _B, False, REFUSED, _TPU),
    CompatFlag("use_tpu_estimator", _B, False, REFUSED, _TPU),
    CompatFlag("tpu_num_shards", _I, 8, REFUSED, _TPU),
    CompatFlag("tpu_job_name", _S, None, REFUSED, _TPU),
    CompatFlag("tpu_infeed_sleep_secs", _I, None, REFUSED, _TPU),
    CompatFlag("cloud_tpu_name", _S, None, REFUSED, _TPU),
    CompatFlag("use_guarantee_const_getter", _B, False, REFUSED, _TPU),
    CompatFlag("xla_compile", _B, False, REFUSED,
               "XLA compilation of the model is not supported"),
    CompatFlag("xla_jit_level", _I, -1, REFUSED,
               "XLA compilation of the model is not supported"),
    CompatFlag("cloud_mlengine", _B, False, REFUSED, _CLOUD),
    CompatFlag("cloud_mlengine_master_type", _S, None, REFUSED, _CLOUD),
    CompatFlag("autotune_objective", _S, None, REFUSED, _CLOUD),
    CompatFlag("autotune_maximize", _B, True, REFUSED, _CLOUD),
    CompatFlag("autotune_max_trials", _I, 10, REFUSED, _CLOUD),
    CompatFlag("autotune_parallel_trials", _I, 1, REFUSED, _CLOUD),
    CompatFlag("hparams_range", _S, None, REFUSED,
               "hyperparameter search ranges are not supported"),
    CompatFlag("master", _S, "", REFUSED, _PARAMETER_SERVERS),
    CompatFlag("worker_job", _S, "/job:localhost", REFUSED,
               _PARAMETER_SERVERS),
    CompatFlag("ps_replicas", _I, 0, REFUSED, _PARAMETER_SERVERS),
    CompatFlag("ps_gpu", _I, 0, REFUSED, _PARAMETER_SERVERS),
    CompatFlag("ps_job", _S, "/job:ps", REFUSED, _PARAMETER_SERVERS),
    CompatFlag("sync", _B, False, REFUSED, _PARAMETER_SERVERS),
    CompatFlag("std_server_protocol", _S, "grpc", REFUSED,
               _PARAMETER_SERVERS),
    CompatFlag("export_saved_model_api_version", _I, 1, REFUSED,
               "the export has Tensor2Tensor's version 1 signature (and a "
               "raw-text one); version 2 was a TF Hub module"),
    CompatFlag("tfdbg", _B, False, REFUSED,
               "the TF1 debugger does not exist in TensorFlow 2"),
    CompatFlag("dbgprofile", _B, False, REFUSED,
               "use TensorBoard's profiler on the run's logs instead"),
    CompatFlag("profile", _B, False, REFUSED,
               "use TensorBoard's profiler on the run's logs instead"),
    CompatFlag("eval_use_test_set", _B, False, NOT_YET,
               "validating on the test split during training is not "
               "implemented yet; dyn-decoder --eval_use_test_set decodes "
               "it"),
    CompatFlag("eval_throttle_seconds", _I, 600, NO_EFFECT, _ESTIMATOR),
    CompatFlag("eval_timeout_mins", _I, 240, NO_EFFECT, _ESTIMATOR),
    CompatFlag("iterations_per_loop", _I, 100, NO_EFFECT,
               "TPU infeed loops; every update here is one step"),
    CompatFlag("optionally_use_dist_strat", _B, False, NO_EFFECT,
               "tf.distribute is always used here"),
    CompatFlag("enable_graph_rewriter", _B, False, NO_EFFECT, _ESTIMATOR),
    CompatFlag("log_device_placement", _B, False, NO_EFFECT,
               "set TF_CPP_MIN_LOG_LEVEL and --verbosity=0 to see "
               "TensorFlow's own logs"),
    CompatFlag("worker_gpu_memory_fraction", _F, 0.95, NO_EFFECT,
               "TensorFlow 2 allocates GPU memory as it needs it"),
    CompatFlag("gpu_order", _S, "", NO_EFFECT,
               "GPUs are used in the order TensorFlow lists them"),
    CompatFlag("eval_run_autoregressive", _B, False, NO_EFFECT,
               "evaluation computes the loss with teacher forcing; "
               "--eval_decode translates the validation tasks and reports "
               "BLEU and chrF"),
]

DECODER = [
    CompatFlag("decode_shards", _I, 1, REFUSED,
               "decoding in several replicas is not supported; split the "
               "input file"),
    CompatFlag("decode_in_memory", _B, False, NO_EFFECT,
               "decoding always reads its input into memory"),
    CompatFlag("tmp_dir", _S, "/tmp/t2t_datagen", NO_EFFECT,
               "decoding reads no raw corpora, only --decode_from_file or "
               "the shards of --data_dir"),
]

DATAGEN = [
    CompatFlag("exclude_problems", _S, "", NO_EFFECT,
               "dyn-datagen generates the one --problem"),
    CompatFlag("num_shards", _I, 0, NO_EFFECT,
               "ignored for registered problems, as in Tensor2Tensor"),
    CompatFlag("max_cases", _I, 0, REFUSED,
               "truncating the data is not supported: every sample is "
               "sharded (filter or sample in generate_samples)"),
    CompatFlag("env_problem_max_env_steps", _I, 0, REFUSED,
               "environment problems are not supported"),
    CompatFlag("env_problem_batch_size", _I, 0, REFUSED,
               "environment problems are not supported"),
    CompatFlag("task_id", _I, -1, REFUSED,
               "distributed data generation is not supported: one run "
               "shards every task, skipping those up to date"),
    CompatFlag("task_id_start", _I, -1, REFUSED,
               "distributed data generation is not supported"),
    CompatFlag("task_id_end", _I, -1, REFUSED,
               "distributed data generation is not supported"),
    CompatFlag("num_concurrent_processes", _I, None, NO_EFFECT,
               "samples are generated in one process"),
]


def define(compat_flags: List[CompatFlag]) -> None:
  """Defines each flag unless a command defined it already."""
  for flag in compat_flags:
    if flag.name not in FLAGS:
      flag.define(flag.name, flag.default,
                  f"Tensor2Tensor's flag ({flag.kind} here: {flag.reason}).")


def check(compat_flags: List[CompatFlag], program: str,
          note: Callable[[str], None] = None) -> None:
  """Refuses the given flags that mean nothing here or not yet (one
  message listing them all); prints a note for each given no-effect flag.
  Raises: ValueError."""
  note = note or (lambda line: print(line, file=sys.stderr))
  refused: Dict[str, str] = {}
  for flag in compat_flags:
    if not FLAGS[flag.name].present:
      continue
    if flag.kind == NO_EFFECT:
      note(f"{program}: --{flag.name} has no effect here: {flag.reason}")
    elif FLAGS[flag.name].value != flag.default or flag.kind == NOT_YET:
      refused[flag.name] = f"{flag.kind}: {flag.reason}"
  if refused:
    raise ValueError("Tensor2Tensor flag(s) t2t_dyn does not run:\n" +
                     "\n".join(f"  --{name}: {why}"
                               for name, why in refused.items()))
