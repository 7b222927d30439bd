"""The data config's checks of a task's inputs (tasks.<task>.inputs.<name>:
text files or a TFDS dataset, with weights, scores and alignments) and of
the line sampling that reads their scores. Errors go to a ConfigErrors
with their key paths."""

import os
from typing import Mapping, Optional, Tuple

from t2t_dyn.config.keys import (SCORE_WEIGHTINGS, TEXT_INPUT_KEYS,
                                 TFDS_INPUT_KEYS)
from t2t_dyn.config.records import COMPUTED_ALIGNMENT, InputSpec
from t2t_dyn.config.value_checks import ConfigErrors, describe
from t2t_dyn.foundation import numbers


def input_spec(checks: ConfigErrors, task: str, name: str, task_type: str,
               spec: Mapping) -> InputSpec:
  """The InputSpec of tasks.<task>.inputs.<name> of a `task_type` task."""
  path = f"tasks.{task}.inputs.{name}"
  size = spec.get("size", "auto")
  size = None if size in (None, "auto") else checks.positive_int(
      f"{path}.size", size)
  if "tfds" in spec:
    return _tfds_input(checks, path, task, name, task_type, spec, size)
  checks.check_keys(path, spec, TEXT_INPUT_KEYS)
  extra = {"weight": _input_weight(checks, path, spec)}
  if "scores" in spec:
    extra["scores"] = checks.path_value(f"{path}.scores", spec["scores"])
  if "alignment" in spec:
    extra["alignment"] = _alignment_value(checks, path, spec["alignment"],
                                          task_type)
  needed = ("src", "tgt") if task_type == "para" else ("mono",)
  wrong = ("mono",) if task_type == "para" else ("src", "tgt")
  fields = {}
  for key in needed:
    if key not in spec:
      checks.error(f"{path}.{key}", f"missing: a {task_type} input needs "
                   f"{' and '.join(needed)} (or tfds)")
    else:
      fields[key] = checks.path_value(f"{path}.{key}", spec[key])
  _refuse_keys(checks, path, spec, wrong, task_type, needed)
  return InputSpec(task=task, name=name, size=size, **fields, **extra)


def _tfds_input(checks: ConfigErrors, path: str, task: str, name: str,
                task_type: str, spec: Mapping, size: Optional[int]
                ) -> InputSpec:
  """An input read from a TFDS dataset (no scores, no alignments)."""
  if "alignment" in spec:
    checks.error(f"{path}.alignment", f"a TFDS input has no alignments, "
                 f"given or computed ({COMPUTED_ALIGNMENT!r}): export the "
                 f"dataset to text files")
  checks.check_keys(path, spec, TFDS_INPUT_KEYS + ("alignment",))
  fields = {"tfds": spec["tfds"], "tfds_split": spec.get("tfds_split",
                                                         "train")}
  if not isinstance(spec["tfds"], str) or not spec["tfds"]:
    checks.error(f"{path}.tfds", f"expected a TFDS dataset name such as "
                 f"'ted_hrlr_translate/az_to_en', got {describe(spec['tfds'])}")
  if "tfds_data_dir" in spec:
    data_dir = os.path.join(checks.base_dir,
                            os.path.expanduser(str(spec["tfds_data_dir"])))
    if checks.check_inputs and not os.path.isdir(data_dir):
      checks.error(f"{path}.tfds_data_dir", f"directory not found: "
                   f"{data_dir}")
    fields["tfds_data_dir"] = os.path.normpath(data_dir)
  needed = ("src_key", "tgt_key") if task_type == "para" else ("text_key",)
  wrong = ("text_key",) if task_type == "para" else ("src_key", "tgt_key")
  for key in needed:
    if key not in spec:
      checks.error(f"{path}.{key}", f"missing: a {task_type} TFDS input "
                   f"names its feature key(s) {' and '.join(needed)}")
    else:
      fields[key] = str(spec[key])
  _refuse_keys(checks, path, spec, wrong, task_type, needed)
  return InputSpec(task=task, name=name, size=size,
                   weight=_input_weight(checks, path, spec), **fields)


def _refuse_keys(checks: ConfigErrors, path: str, spec: Mapping, wrong,
                 task_type: str, needed) -> None:
  """The keys of the other task type's inputs are errors."""
  for key in wrong:
    if key in spec:
      checks.error(f"{path}.{key}", f"not used by a {task_type} task; "
                   f"expected {' and '.join(needed)}")


def check_alignments(checks: ConfigErrors, path: str,
                     inputs: Mapping[str, InputSpec]) -> None:
  """Alignments are all or nothing within a task: a line without them
  would train the alignment head on no links unnoticed."""
  aligned = [n for n, spec in inputs.items() if spec.alignment]
  if not aligned:
    return
  for name, spec in inputs.items():
    if spec.is_tfds:
      checks.error(f"{path}.inputs.{name}", "a TFDS input has no alignment "
                   "file; in a task with alignments every input needs one "
                   "(export the dataset to text files)")
    elif not spec.alignment:
      checks.error(f"{path}.inputs.{name}.alignment", f"missing: input(s) "
                   f"{', '.join(aligned)} of this task have alignments, so "
                   f"every input needs one (a file, or "
                   f"{COMPUTED_ALIGNMENT!r})")


def _alignment_value(checks: ConfigErrors, path: str, value,
                     task_type: str) -> str:
  """An input's `alignment`: COMPUTED_ALIGNMENT or a Pharaoh file."""
  if task_type != "para":
    checks.error(f"{path}.alignment", "word alignments link a source and a "
                 "target: a monolingual input has none")
    return ""
  if value == COMPUTED_ALIGNMENT:  # dyn-datagen computes the file.
    return value
  if not isinstance(value, str) or not value:
    checks.error(f"{path}.alignment", f"expected a Pharaoh alignment file "
                 f"(i-j word pairs per line) or {COMPUTED_ALIGNMENT!r}, got "
                 f"{describe(value)}")
    return ""
  return checks.path_value(f"{path}.alignment", value)


def _input_weight(checks: ConfigErrors, path: str, spec: Mapping) -> float:
  weight = spec.get("weight", 1.0)
  if numbers.mismatch(weight, numbers.positive_number):
    checks.error(f"{path}.weight", f"expected a positive number, got "
                 f"{describe(weight)}")
    return 1.0
  return float(weight)


def line_sampling(checks: ConfigErrors, path: str, task: Mapping,
                  inputs: Mapping[str, InputSpec]
                  ) -> Tuple[Optional[float], Optional[Tuple[str, float]]]:
  """(score_threshold, score_weighting) of a task; both need scores on
  every input."""
  threshold = weighting = None
  if "score_threshold" in task:
    value = task["score_threshold"]
    if numbers.is_number(value):
      threshold = float(value)
    else:
      checks.error(f"{path}.score_threshold", f"expected a number, got "
                   f"{describe(value)}")
  if "score_weighting" in task:
    spec = checks.mapping(f"{path}.score_weighting", task["score_weighting"])
    checks.check_keys(f"{path}.score_weighting", spec, ("type", "scale"))
    kind = checks.choice(f"{path}.score_weighting.type",
                         spec.get("type", "exp"), SCORE_WEIGHTINGS,
                         "score weighting")
    scale = spec.get("scale", 1.0)
    if numbers.mismatch(scale, numbers.is_number):
      checks.error(f"{path}.score_weighting.scale", f"expected a number, "
                   f"got {describe(scale)}")
      scale = 1.0
    weighting = (kind, float(scale))
  if threshold is not None or weighting is not None:
    for name, spec in inputs.items():
      if spec.scores is None:
        checks.error(f"{path}.inputs.{name}.scores", "missing: "
                     "score_threshold and score_weighting need a score for "
                     "every line of every input")
  return threshold, weighting
