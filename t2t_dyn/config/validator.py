"""The data config's validator: walks a parsed YAML config once, collects
every error with its key path, and builds the records (`records.DataConfig`)
or raises `records.DataConfigError` listing them all.

The sections and tasks are checked here; a value's typed read is
value_checks', an input's input_checks', the transforms' options and order
transform_checks' (the keys themselves are listed in `keys`)."""

import dataclasses
from typing import Any, Dict, List, Mapping, Tuple

from t2t_dyn import transforms
from t2t_dyn.config import adaptive_specs
from t2t_dyn.config import input_checks
from t2t_dyn.config import multiproblem_specs
from t2t_dyn.config import stage_specs
from t2t_dyn.config import train_section
from t2t_dyn.config import transform_checks
from t2t_dyn.config.keys import (INTERPOLATIONS, INVALID_UTF8_POLICIES,
                                 SHARD_DEFAULTS, SPLITS, TASK_KEYS,
                                 TASK_TYPES, TRAIN_KEYS)
from t2t_dyn.config.records import (DataConfig, DataConfigError, ShardMeta,
                                    TaskSpec)
from t2t_dyn.config.value_checks import ConfigErrors, describe
from t2t_dyn.foundation import numbers
from t2t_dyn.foundation import registry


class Validator(ConfigErrors):
  """Walks a parsed config once, collecting errors instead of stopping
  (ConfigErrors' reads and errors, here of a whole config)."""

  def __init__(self, raw, base_dir: str, source: str, check_inputs: bool,
               samples_from_code: bool):
    super().__init__(base_dir, check_inputs)
    self.samples_from_code = samples_from_code
    self.raw = raw
    self.source = source

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
        transform_checks.check_stage_options(
            self, f"meta.train.stages[{i}]", stage.meta,
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
                   f"expected a positive number, got {describe(temperature)}")
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
                   f"case], got {describe(names)}")
        result.pop("source_factors")
    if "factor_separator" in train:
      separator = train["factor_separator"]
      if (not isinstance(separator, str) or not separator or
          any(c.isspace() for c in separator)):
        self.error("meta.train.factor_separator",
                   f"expected a non-empty string without spaces, got "
                   f"{describe(separator)}")
    if "approx_vocab_size" in train:
      self.positive_int("meta.train.approx_vocab_size",
                        train["approx_vocab_size"])
    if "segmentation_training" in train:
      self.mapping("meta.train.segmentation_training",
                   train["segmentation_training"])
    if "name" in train and (not isinstance(train["name"], str) or
                            not train["name"] or "/" in train["name"]):
      self.error("meta.train.name",
                 f"expected a directory name, got {describe(train['name'])}")
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
      transform_checks.check_transforms(self, spec, train)
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
                 f"got {describe(transforms)}")
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
        inputs[input_name] = input_checks.input_spec(
            self, name, str(input_name), task_type,
            self.mapping(f"{path}.inputs.{input_name}", spec))
      input_checks.check_alignments(self, path, inputs)
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
    threshold, weighting = input_checks.line_sampling(self, path, task,
                                                      inputs)
    if share is not None and (threshold is not None or weighting is not None):
      self.error(f"{path}.share_inputs", f"score_threshold and "
                 f"score_weighting belong on {share!r}, the task whose "
                 f"inputs carry the scores")
    return TaskSpec(name=name, type=task_type, split=split, weight=weight,
                    transforms=tuple(map(str, transforms)), meta=dict(meta),
                    n_shards=n_shards, inputs=inputs, share_inputs=share,
                    reverse=reverse, source_factors=source_factors,
                    score_threshold=threshold, score_weighting=weighting)




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
                 f"list of them, got {describe(task['weight'])}")
      return (1.0,) * needed
    if len(weight) != needed and split == "train":
      self.error(f"{path}.weight", f"{len(weight)} values, but "
                 f"mixing_weight_schedule {list(schedule)} needs {needed}")
    return tuple(float(w) for w in weight)





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




