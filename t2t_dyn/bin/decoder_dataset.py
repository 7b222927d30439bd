"""dyn-decoder on the problem's own data, as Tensor2Tensor's t2t-decoder
decoded when given neither --decode_from_file nor --decode_interactive:
its EVAL split (here the one validation task), or with --eval_use_test_set
its TEST split, from the shards in --data_dir.

With --decode_to_file, Tensor2Tensor's three files: the translations
(`decode_filename`), and beside them the targets and the inputs, the last
part of the name replaced (`.targets`, `.inputs`); without it, each
example is printed as its log printed it. decode_hparams num_samples >= 0
decodes only the first examples, as there.
"""

from typing import Dict, List, Sequence

from t2t_dyn.bin import common
from t2t_dyn.config import data_config as data_config_lib


def decode_filename(base: str, model: str, hparams_set: str,
                    problem_name: str, decode_hp) -> str:
  """Tensor2Tensor's name for decodes written from `base` (a source file
  or --decode_to_file): the model, set, problem, beam size and alpha
  appended, unless `base` already ends in its beam and alpha part."""
  suffix = f"beam{decode_hp.beam_size}.alpha{decode_hp.alpha}.decodes"
  if suffix in base:
    return base
  return f"{base}.{model}.{hparams_set}.{problem_name}.{suffix}"


def split_task(config: data_config_lib.DataConfig, use_test_set: bool
               ) -> str:
  """The task holding the split Tensor2Tensor decoded. Raises: UsageError
  when the config has none or several (naming them)."""
  split = "test" if use_test_set else "valid"
  names = [task.name for task in config.tasks_of_split(split)]
  flag = "--eval_use_test_set: " if use_test_set else ""
  if not names:
    raise common.UsageError(
        f"{flag}the data config ({config.source}) has no {split} task to "
        f"decode; give --decode_from_file")
  if len(names) > 1:
    raise common.UsageError(
        f"{flag}the data config ({config.source}) has {len(names)} {split} "
        f"tasks ({', '.join(names)}): name one with --decode_from_task")
  return names[0]


def output_files(decodes_path: str) -> Dict[str, str]:
  """{"outputs", "targets", "inputs"} paths, named as Tensor2Tensor named
  them after the decodes file."""
  stem = decodes_path.rsplit(".", 1)[0]
  return {"outputs": decodes_path, "targets": stem + ".targets",
          "inputs": stem + ".inputs"}


def result_line(kind: str, text: str) -> str:
  """Tensor2Tensor's log line of one decoded result (kind: INPUT, OUTPUT,
  TARGET, ALIGNMENT), which scripts driving t2t-decoder parse."""
  return f"INFO:tensorflow:Inference results {kind}: {text}"


def log_lines(inputs: Sequence[str], outputs: Sequence[str],
              targets: Sequence[str]) -> List[str]:
  """Tensor2Tensor's log of each decoded example."""
  lines = []
  for source, output, target in zip(inputs, outputs, targets):
    lines += [result_line("INPUT", source), result_line("OUTPUT", output),
              result_line("TARGET", target)]
  return lines
