"""The data config's validator: walks a parsed YAML config once, collects
every error with its key path, and builds the records (`records.DataConfig`)
or raises `records.DataConfigError` listing them all.

One concept over 400 lines: the schema's checks, section by section, read
together (the keys themselves are listed in `keys`)."""

import dataclasses
import os
from typing import Any, Dict, Iterable, List, Mapping, Optional, Tuple

from t2t_dyn import transforms
from t2t_dyn.config import adaptive_specs
from t2t_dyn.config import multiproblem_specs
from t2t_dyn.config import stage_specs
from t2t_dyn.config import train_section
from t2t_dyn.config.keys import (INTERPOLATIONS, INVALID_UTF8_POLICIES,
                                 REMOVED_KEYS, SCORE_WEIGHTINGS,
                                 SHARD_DEFAULTS, SPLITS, TASK_KEYS,
                                 TASK_TYPES, TEXT_INPUT_KEYS,
                                 TFDS_INPUT_KEYS, TRAIN_KEYS)
from t2t_dyn.config.records import (COMPUTED_ALIGNMENT, DataConfig,
                                    DataConfigError, InputSpec, ShardMeta,
                                    TaskSpec)
from t2t_dyn.transforms import chain_rules
from t2t_dyn.utils import numbers
from t2t_dyn.utils import registry


class Validator:
  """Walks a parsed config once, collecting errors instead of stopping."""

  def __init__(self, raw, base_dir: str, source: str, check_inputs: bool,
               samples_from_code: bool):
    self.check_inputs = check_inputs
    self.samples_from_code = samples_from_code
    self.raw = raw
    self.base_dir = base_dir
    self.source = source
    self.errors: List[str] = []

  def error(self, path: str, message: str) -> None:
    self.errors.append(f"{path}: {message}")

  def build(self) -> DataConfig:
    if not isinstance(self.raw, Mapping):
      raise DataConfigError(
          [f"(top level): expected a mapping with 'meta' and 'tasks', got "
           f"{type(self.raw).__name__}"], self.source)
    self.check_keys("", self.raw, ("meta", "tasks"))
    meta = self.mapping("meta", self.raw.get("meta", {}))
    self.check_keys("meta", meta, ("shard", "train"))
    shard = self.shard_meta(self.mapping("meta.shard", meta.get("shard", {})))
    transform_params = transforms.declared_parameters()
    train = self.train_meta(
        self.mapping("meta.train", meta.get("train", {})), transform_params)
    tasks = self.tasks(self.mapping("tasks", self.raw.get("tasks")), shard,
                       train, transform_params)
    train_tasks = [n for n, t in tasks.items() if t.split == "train"]
    valid_tasks = [n for n, t in tasks.items() if t.split == "valid"]
    stages = ()
    if "stages" in train:
      stages = stage_specs.parse_stages(train["stages"], train_tasks,
                                       transform_params, self.error,
                                       valid_tasks=valid_tasks)
      if train["mixing_weight_schedule"]:
        self.error("meta.train.stages", "give stages or "
                   "mixing_weight_schedule, not both")
      for i, stage in enumerate(stages):
        self.check_stage_options(f"meta.train.stages[{i}]", stage.meta,
                                 [tasks[n] for n in train_tasks], train)
      for name in train_tasks:
        if "weight" in self.raw["tasks"][name]:
          self.error(f"tasks.{name}.weight", "with meta.train.stages the "
                     "weights come from the stages; remove it")
    adaptive = None
    if "adaptive_weights" in train:
      adaptive = adaptive_specs.parse_spec(
          train["adaptive_weights"], train_tasks, valid_tasks, self.error)
    multiproblem = None
    if "multiproblem_mixing" in train:
      multiproblem = self.multiproblem(train, train_tasks)
    if self.errors:
      raise DataConfigError(self.errors, self.source)
    return DataConfig(
        raw=self.raw, source=self.source, shard=shard,
        train=train_section.TrainSection.from_validated(
            train, transform_params),
        tasks=tasks, stages=stages, adaptive=adaptive,
        multiproblem=multiproblem)

  def multiproblem(self, train: Mapping, train_tasks: List[str]):
    """meta.train.multiproblem_mixing: the tasks' probabilities come from
    it alone, so weights, stages and a weight schedule are refused."""
    path = "meta.train.multiproblem_mixing"
    spec = multiproblem_specs.parse_spec(train["multiproblem_mixing"],
                                         train_tasks, self.error, path)
    for key in ("stages", "mixing_temperature"):
      if key in train:
        self.error(f"meta.train.{key}", f"not with {path}, whose rule "
                   f"gives the tasks' probabilities; remove one")
    if train["mixing_weight_schedule"]:
      self.error("meta.train.mixing_weight_schedule", f"not with {path}, "
                 f"whose rule gives the tasks' probabilities; remove one")
    for name in train_tasks:
      if "weight" in self.raw["tasks"][name]:
        self.error(f"tasks.{name}.weight", f"with {path} the probabilities "
                   f"come from its rule; remove it")
    return spec

  # Generic checks.

  def mapping(self, path: str, value) -> Mapping[str, Any]:
    if value is None:
      self.error(path, "missing")
      return {}
    if not isinstance(value, Mapping):
      self.error(path, f"expected a mapping, got {_describe(value)}")
      return {}
    return value

  def check_keys(self, path: str, mapping: Mapping, known: Iterable[str],
                 what: str = "key") -> None:
    known = list(known)
    for key in mapping:
      if key in REMOVED_KEYS and key not in known:
        self.error(f"{path}.{key}" if path else str(key), REMOVED_KEYS[key])
      elif key not in known:
        where = f"{path}.{key}" if path else str(key)
        match = registry.closest_match(str(key), known)
        hint = f"; did you mean {match!r}?" if match else ""
        self.error(where, f"unknown {what}{hint} Known: {', '.join(known)}")

  def boolean(self, path: str, value) -> bool:
    if not isinstance(value, bool):
      self.error(path, f"expected true or false, got {_describe(value)}")
      return False
    return value

  def positive_int(self, path: str, value) -> int:
    if numbers.mismatch(value, numbers.positive_int):
      self.error(path, f"expected a positive integer, got {_describe(value)}")
      return 1
    return value

  def choice(self, path: str, value, choices: Tuple[str, ...],
             what: str = "value") -> str:
    if value not in choices:
      match = registry.closest_match(str(value), choices)
      hint = f"; did you mean {match!r}?" if match else ""
      self.error(path, f"unknown {what} {value!r}{hint} Expected one of: "
                 f"{', '.join(choices)}")
      return choices[0]
    return value

  def path_value(self, path: str, value, must_exist: bool = True) -> str:
    if not isinstance(value, str) or not value:
      self.error(path, f"expected a file path, got {_describe(value)}")
      return ""
    resolved = os.path.normpath(
        os.path.join(self.base_dir, os.path.expanduser(value)))
    if must_exist and self.check_inputs and not os.path.isfile(resolved):
      self.error(path, f"file not found: {resolved}")
    return resolved

  # Sections.

  def shard_meta(self, shard: Mapping) -> ShardMeta:
    self.check_keys("meta.shard", shard, SHARD_DEFAULTS)
    values = {**SHARD_DEFAULTS, **shard}
    pretokenize = self.boolean("meta.shard.pretokenize", values["pretokenize"])
    predetokenize = self.boolean("meta.shard.predetokenize",
                                 values["predetokenize"])
    if pretokenize and predetokenize:
      self.error("meta.shard", "pretokenize and predetokenize are exclusive: "
                 "pretokenize adds word-boundary markers, predetokenize "
                 "removes them")
    return ShardMeta(
        pretokenize=pretokenize, predetokenize=predetokenize,
        n_shards=self.positive_int("meta.shard.n_shards", values["n_shards"]),
        invalid_utf8=self.choice("meta.shard.invalid_utf8",
                                 values["invalid_utf8"], INVALID_UTF8_POLICIES))

  def train_meta(self, train: Mapping, transform_params) -> Dict[str, Any]:
    self.check_keys("meta.train", train, [*TRAIN_KEYS, *transform_params],
                    "key (neither a meta.train key nor a transform parameter)")
    result = dict(train)
    schedule = train.get("mixing_weight_schedule", [])
    if schedule is None:
      schedule = []
    if (not isinstance(schedule, list) or
        not all(numbers.non_negative_int(s) for s in schedule) or
        any(b <= a for a, b in zip(schedule, schedule[1:]))):
      self.error("meta.train.mixing_weight_schedule",
                 f"expected a list of increasing non-negative step counts, "
                 f"got {schedule!r}")
      schedule = []
    result["mixing_weight_schedule"] = schedule
    if "mixing_weight_interpolation" in train:
      self.choice("meta.train.mixing_weight_interpolation",
                  train["mixing_weight_interpolation"], INTERPOLATIONS)
    if "mixing_temperature" in train:
      temperature = train["mixing_temperature"]
      if numbers.mismatch(temperature, numbers.positive_number):
        self.error("meta.train.mixing_temperature",
                   f"expected a positive number, got {_describe(temperature)}")
    for key in ("segmentation_model", "vocab_path", "vocab_path_src",
                "vocab_path_tgt", "segmentation_model_src",
                "segmentation_model_tgt"):
      if key in train:  # Made after sharding: existence is checked at use.
        result[key] = self.path_value(f"meta.train.{key}", train[key],
                                      must_exist=False)
    if "reverse" in train:
      result["reverse"] = self.boolean("meta.train.reverse", train["reverse"])
    if "source_factors" in train:
      names = train["source_factors"]
      if (not isinstance(names, list) or not names or
          not all(isinstance(n, str) and n.isidentifier() for n in names) or
          len(set(names)) != len(names)):
        self.error("meta.train.source_factors",
                   f"expected a list of distinct factor names, e.g. [pos, "
                   f"case], got {_describe(names)}")
        result.pop("source_factors")
    if "factor_separator" in train:
      separator = train["factor_separator"]
      if (not isinstance(separator, str) or not separator or
          any(c.isspace() for c in separator)):
        self.error("meta.train.factor_separator",
                   f"expected a non-empty string without spaces, got "
                   f"{_describe(separator)}")
    if "approx_vocab_size" in train:
      self.positive_int("meta.train.approx_vocab_size",
                        train["approx_vocab_size"])
    if "segmentation_training" in train:
      self.mapping("meta.train.segmentation_training",
                   train["segmentation_training"])
    if "name" in train and (not isinstance(train["name"], str) or
                            not train["name"] or "/" in train["name"]):
      self.error("meta.train.name",
                 f"expected a directory name, got {_describe(train['name'])}")
    return result

  def tasks(self, tasks: Mapping, shard: ShardMeta, train: Mapping,
            transform_params) -> Dict[str, TaskSpec]:
    if not tasks and "tasks" in self.raw:
      self.error("tasks", "no tasks defined")
    specs = {}
    for name, task in tasks.items():
      path = f"tasks.{name}"
      task = self.mapping(path, task)
      specs[name] = self.task(str(name), path, task, shard, train,
                              transform_params)
    self.check_shared_inputs(specs)
    self.check_schedule_has_weight(specs, train)
    specs = self.with_shared_factors(specs, train)
    for spec in specs.values():
      self.check_transforms(spec, train)
    return specs

  def with_shared_factors(self, specs: Dict[str, TaskSpec],
                          train) -> Dict[str, TaskSpec]:
    """A task sharing a factored task's inputs reads factors too; factors
    named for no task are a mistake."""
    for name, task in specs.items():
      other = specs.get(task.share_inputs or "")
      if other is not None and other.source_factors and other.type == "para":
        specs[name] = dataclasses.replace(task, source_factors=True,
                                          reverse=False)
        if task.reverse:
          self.error(f"tasks.{name}.reverse", f"shares the factored inputs "
                     f"of {other.name!r}, which cannot be reversed")
    if train.get("source_factors") and not any(
        t.source_factors for t in specs.values()):
      self.error("meta.train.source_factors", "no task sets "
                 "source_factors: true, so no input carries these factors")
    return specs

  def task(self, name, path, task, shard, train, transform_params) -> TaskSpec:
    self.check_keys(path, task, TASK_KEYS)
    task_type = self.choice(f"{path}.type", task.get("type", "para"),
                            TASK_TYPES, "task type")
    split = self.choice(f"{path}.split", task.get("split", "train"), SPLITS,
                        "split")
    transforms = task.get("transforms", []) or []
    if not isinstance(transforms, list):
      self.error(f"{path}.transforms", f"expected a list of transform names, "
                 f"got {_describe(transforms)}")
      transforms = []
    for i, transform in enumerate(transforms):
      if transform not in registry.transforms_registry():
        self.error(f"{path}.transforms[{i}]", registry.unknown_name_message(
            "transform", str(transform), registry.list_transforms()))
    meta = self.mapping(f"{path}.meta", task.get("meta", {}))
    self.check_keys(f"{path}.meta", meta, transform_params,
                    "transform parameter")
    n_shards = shard.n_shards
    if "n_shards" in task:
      n_shards = self.positive_int(f"{path}.n_shards", task["n_shards"])
    share = task.get("share_inputs")
    inputs = {}
    if share is not None:
      if "inputs" in task:
        self.error(f"{path}.inputs", f"a task with share_inputs "
                   f"({share!r}) has no inputs of its own")
    elif "inputs" in task:  # Else check_shared_inputs says what is missing.
      raw_inputs = self.mapping(f"{path}.inputs", task["inputs"])
      if not raw_inputs:
        self.error(f"{path}.inputs", "no inputs defined")
      for input_name, spec in raw_inputs.items():
        inputs[input_name] = self.input(
            name, str(input_name), task_type,
            self.mapping(f"{path}.inputs.{input_name}", spec))
      self.check_alignments(path, inputs)
    weight = self.weight(path, task, split, train["mixing_weight_schedule"])
    reverse = False
    if "reverse" in task:
      reverse = self.boolean(f"{path}.reverse", task["reverse"])
      if reverse and task_type != "para":
        self.error(f"{path}.reverse", "a mono task has one side: there is "
                   "nothing to reverse")
        reverse = False
    elif task_type == "para":
      reverse = bool(train.get("reverse", False))
    source_factors = self.source_factors(path, task, task_type, reverse,
                                         shard, train)
    threshold, weighting = self.line_sampling(path, task, inputs)
    if share is not None and (threshold is not None or weighting is not None):
      self.error(f"{path}.share_inputs", f"score_threshold and "
                 f"score_weighting belong on {share!r}, the task whose "
                 f"inputs carry the scores")
    return TaskSpec(name=name, type=task_type, split=split, weight=weight,
                    transforms=tuple(map(str, transforms)), meta=dict(meta),
                    n_shards=n_shards, inputs=inputs, share_inputs=share,
                    reverse=reverse, source_factors=source_factors,
                    score_threshold=threshold, score_weighting=weighting)

  def check_transforms(self, task: TaskSpec, train: Mapping) -> None:
    """The task's transform options, by each transform's own declared
    checks (the set-up resolves them with the same), and the transforms'
    order (chain_rules): refused before any input is read."""
    if not all(name in registry.transforms_registry()
               for name in task.transforms):
      return  # Reported by task().
    built = []
    for name in task.transforms:
      cls = registry.transform(name)
      options, errors = _resolved(cls, train, task.meta, task.name)
      if errors:
        self.errors.extend(errors)
        continue
      try:
        built.append(cls(options, task))
      except transforms.TransformOptionError as e:
        self.errors.extend(str(e).splitlines())
      except Exception:  # pylint: disable=broad-except
        # A user's transform that needs its resources to be built: the
        # set-up builds it with them and reports; no order check here.
        return
    if len(built) == len(task.transforms):
      self.errors.extend(chain_rules.order_errors(task, built))

  def check_stage_options(self, path: str, stage_meta: Mapping,
                          train_tasks: List[TaskSpec], train: Mapping) -> None:
    """A stage's options (they override every task's): each value by the
    checks of the transforms declaring it, and each training task's
    options with the stage's taken together."""
    for key, value in stage_meta.items():
      for name in registry.list_transforms():
        param = registry.transform(name).declared_parameters().get(key)
        if param is not None and param.check is not None and not (
            param.check(value)):
          self.error(f"{path}.meta.{key}", f"{value!r} is not "
                     f"{param.expected} (option of transform {name!r}: "
                     f"{param.doc})")
          break
    if any(e.startswith(f"{path}.meta.") for e in self.errors):
      return
    for task in train_tasks:
      for name in task.transforms:
        if name not in registry.transforms_registry():
          continue  # Reported by task().
        cls = registry.transform(name)
        _, own = _resolved(cls, train, task.meta, task.name)
        _, staged = _resolved(cls, train, {**task.meta, **stage_meta},
                              task.name)
        self.errors.extend(f"{path} (with this stage's meta): {line}"
                           for line in staged if line not in own)

  def line_sampling(self, path, task, inputs):
    """(score_threshold, score_weighting) of a task; both need scores on
    every input."""
    threshold = weighting = None
    if "score_threshold" in task:
      value = task["score_threshold"]
      if numbers.is_number(value):
        threshold = float(value)
      else:
        self.error(f"{path}.score_threshold", f"expected a number, got "
                   f"{_describe(value)}")
    if "score_weighting" in task:
      spec = self.mapping(f"{path}.score_weighting", task["score_weighting"])
      self.check_keys(f"{path}.score_weighting", spec, ("type", "scale"))
      kind = self.choice(f"{path}.score_weighting.type",
                         spec.get("type", "exp"), SCORE_WEIGHTINGS,
                         "score weighting")
      scale = spec.get("scale", 1.0)
      if numbers.mismatch(scale, numbers.is_number):
        self.error(f"{path}.score_weighting.scale", f"expected a number, "
                   f"got {_describe(scale)}")
        scale = 1.0
      weighting = (kind, float(scale))
    if threshold is not None or weighting is not None:
      for name, spec in inputs.items():
        if spec.scores is None:
          self.error(f"{path}.inputs.{name}.scores", "missing: "
                     "score_threshold and score_weighting need a score for "
                     "every line of every input")
    return threshold, weighting

  def source_factors(self, path, task, task_type, reverse, shard,
                     train) -> bool:
    if "source_factors" not in task:
      return False
    factored = self.boolean(f"{path}.source_factors", task["source_factors"])
    if not factored:
      return False
    problems = []
    if "source_factors" not in train:
      problems.append("meta.train.source_factors names no factors")
    if task_type != "para":
      problems.append("only a parallel task's source carries factors")
    if reverse:
      problems.append("a reversed task's factors would be on the target "
                      "side; give the reverse direction its own task")
    if shard.pretokenize or shard.predetokenize:
      problems.append("meta.shard.pretokenize / predetokenize would split "
                      "or join tokens and their factors; factored input must "
                      "come tokenized")
    if "share_inputs" in task:
      problems.append("share_inputs: the shared task's shards decide")
    for problem in problems:
      self.error(f"{path}.source_factors", problem)
    return not problems

  def weight(self, path, task, split, schedule) -> Tuple[float, ...]:
    needed = len(schedule) + 1
    if "weight" not in task:
      # A validation task is never mixed; a training task defaults to 1.
      return (1.0,) * needed
    weight = task["weight"]
    if numbers.is_number(weight):
      weight = [weight] * needed
    if (not isinstance(weight, list) or
        not all(numbers.non_negative_number(w) for w in weight)):
      self.error(f"{path}.weight", f"expected a non-negative number or a "
                 f"list of them, got {_describe(task['weight'])}")
      return (1.0,) * needed
    if len(weight) != needed and split == "train":
      self.error(f"{path}.weight", f"{len(weight)} values, but "
                 f"mixing_weight_schedule {list(schedule)} needs {needed}")
    return tuple(float(w) for w in weight)

  def input(self, task, name, task_type, spec) -> InputSpec:
    path = f"tasks.{task}.inputs.{name}"
    size = spec.get("size", "auto")
    if size in (None, "auto"):
      size = None
    else:
      size = self.positive_int(f"{path}.size", size)
    if "tfds" in spec:
      if "alignment" in spec:
        self.error(f"{path}.alignment", f"a TFDS input has no alignments, "
                   f"given or computed ({COMPUTED_ALIGNMENT!r}): export the "
                   f"dataset to text files")
      self.check_keys(path, spec, TFDS_INPUT_KEYS + ("alignment",))
      fields = {"tfds": spec["tfds"],
                "tfds_split": spec.get("tfds_split", "train")}
      if not isinstance(spec["tfds"], str) or not spec["tfds"]:
        self.error(f"{path}.tfds", f"expected a TFDS dataset name such as "
                   f"'ted_hrlr_translate/az_to_en', got {_describe(spec['tfds'])}")
      if "tfds_data_dir" in spec:
        data_dir = os.path.join(self.base_dir,
                                os.path.expanduser(str(spec["tfds_data_dir"])))
        if self.check_inputs and not os.path.isdir(data_dir):
          self.error(f"{path}.tfds_data_dir", f"directory not found: {data_dir}")
        fields["tfds_data_dir"] = os.path.normpath(data_dir)
      needed = ("src_key", "tgt_key") if task_type == "para" else ("text_key",)
      wrong = ("text_key",) if task_type == "para" else ("src_key", "tgt_key")
      for key in needed:
        if key not in spec:
          self.error(f"{path}.{key}", f"missing: a {task_type} TFDS input names "
                     f"its feature key(s) {' and '.join(needed)}")
        else:
          fields[key] = str(spec[key])
      for key in wrong:
        if key in spec:
          self.error(f"{path}.{key}", f"not used by a {task_type} task; "
                     f"expected {' and '.join(needed)}")
      return InputSpec(task=task, name=name, size=size,
                       weight=self.input_weight(path, spec), **fields)
    self.check_keys(path, spec, TEXT_INPUT_KEYS)
    extra = {"weight": self.input_weight(path, spec)}
    if "scores" in spec:
      extra["scores"] = self.path_value(f"{path}.scores", spec["scores"])
    if "alignment" in spec:
      extra["alignment"] = self.alignment_value(path, spec["alignment"],
                                                task_type)
    needed = ("src", "tgt") if task_type == "para" else ("mono",)
    wrong = ("mono",) if task_type == "para" else ("src", "tgt")
    fields = {}
    for key in needed:
      if key not in spec:
        self.error(f"{path}.{key}", f"missing: a {task_type} input needs "
                   f"{' and '.join(needed)} (or tfds)")
      else:
        fields[key] = self.path_value(f"{path}.{key}", spec[key])
    for key in wrong:
      if key in spec:
        self.error(f"{path}.{key}", f"not used by a {task_type} task; "
                   f"expected {' and '.join(needed)}")
    return InputSpec(task=task, name=name, size=size, **fields, **extra)

  def check_alignments(self, path: str, inputs: Mapping[str, InputSpec]
                       ) -> None:
    """Alignments are all or nothing within a task: a line without them
    would train the alignment head on no links unnoticed."""
    aligned = [n for n, spec in inputs.items() if spec.alignment]
    if not aligned:
      return
    for name, spec in inputs.items():
      if spec.is_tfds:
        self.error(f"{path}.inputs.{name}", "a TFDS input has no alignment "
                   "file; in a task with alignments every input needs one "
                   "(export the dataset to text files)")
      elif not spec.alignment:
        self.error(f"{path}.inputs.{name}.alignment", f"missing: input(s) "
                   f"{', '.join(aligned)} of this task have alignments, so "
                   f"every input needs one (a file, or "
                   f"{COMPUTED_ALIGNMENT!r})")

  def alignment_value(self, path: str, value, task_type: str) -> str:
    """An input's `alignment`: COMPUTED_ALIGNMENT or a Pharaoh file."""
    if task_type != "para":
      self.error(f"{path}.alignment", "word alignments link a source and a "
                 "target: a monolingual input has none")
      return ""
    if value == COMPUTED_ALIGNMENT:  # dyn-datagen computes the file.
      return value
    if not isinstance(value, str) or not value:
      self.error(f"{path}.alignment", f"expected a Pharaoh alignment file "
                 f"(i-j word pairs per line) or {COMPUTED_ALIGNMENT!r}, got "
                 f"{_describe(value)}")
      return ""
    return self.path_value(f"{path}.alignment", value)

  def input_weight(self, path, spec) -> float:
    weight = spec.get("weight", 1.0)
    if numbers.mismatch(weight, numbers.positive_number):
      self.error(f"{path}.weight", f"expected a positive number, got "
                 f"{_describe(weight)}")
      return 1.0
    return float(weight)

  def check_shared_inputs(self, specs: Dict[str, TaskSpec]) -> None:
    for name, task in specs.items():
      path = f"tasks.{name}"
      if task.share_inputs is None:
        if ("inputs" not in self.raw["tasks"][name] and
            not self.samples_from_code):
          self.error(f"{path}.inputs", "missing: a task needs inputs or "
                     "share_inputs, unless its problem's generate_samples "
                     "makes the samples in code")
        continue
      other = specs.get(task.share_inputs)
      if other is None:
        self.error(f"{path}.share_inputs", registry.unknown_name_message(
            "task", str(task.share_inputs), specs))
      elif other.share_inputs is not None:
        self.error(f"{path}.share_inputs", f"task {other.name!r} shares the "
                   f"inputs of {other.share_inputs!r} itself; point at "
                   f"{other.share_inputs!r}")
      elif other.type != task.type:
        self.error(f"{path}.share_inputs", f"a {task.type} task cannot share "
                   f"the inputs of {other.name!r}, a {other.type} task")
      elif other.has_alignment:
        specs[name] = dataclasses.replace(task, shared_alignment=True)

  def check_schedule_has_weight(self, specs, train) -> None:
    schedule = train["mixing_weight_schedule"]
    train_tasks = [t for t in specs.values() if t.split == "train"]
    if not train_tasks or any(len(t.weight) != len(schedule) + 1
                              for t in train_tasks):
      return  # Nothing to mix, or already reported per task.
    bounds = [0, *schedule]
    for i, start in enumerate(bounds):
      if all(t.weight[i] == 0 for t in train_tasks):
        self.error("tasks.*.weight", f"every training task has weight 0 from "
                   f"step {start} on (schedule segment {i})")


def _resolved(cls, train: Mapping, task_meta: Mapping, task_name: str
              ) -> Tuple[Optional[Dict[str, Any]], List[str]]:
  """(`cls`'s resolved options, []), or (None, the lines of the
  TransformOptionError resolving them raises)."""
  try:
    return cls.resolve_options(train, task_meta, task_name), []
  except transforms.TransformOptionError as e:
    return None, str(e).splitlines()


def _describe(value) -> str:
  if value is None:
    return "nothing"
  return f"{type(value).__name__} {value!r}"
