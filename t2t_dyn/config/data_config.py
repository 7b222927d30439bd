"""The YAML data config: tasks, their inputs and transforms, the mix schedule.

Key names follow the OpenNMT-py dynamic-data prototype (seed 000), so its
configs carry over. `load_data_config` validates the whole config at once and
raises a `DataConfigError` listing every problem with its key path.

Relative paths are resolved against the directory of the config file (or the
`base_dir` given for a dict config), so a config works from any working dir.

One concept, one module (over 400 lines): the config's types and the
validator that builds them are its schema, read together; the comparison
with shards made earlier lives in `shards.manifest`.
"""

import dataclasses
import json
import os
from typing import Any, Dict, Iterable, List, Mapping, Optional, Tuple, Union

import yaml

from t2t_dyn.config import adaptive_specs
from t2t_dyn.config import stage_specs
from t2t_dyn.config import train_section
from t2t_dyn.utils import numbers
from t2t_dyn.utils import registry
# Built-in transforms register on import: the validator knows their options.
import t2t_dyn.transforms  # noqa: F401  pylint: disable=unused-import

TASK_TYPES = ("para", "mono")
# "test": sharded only (dyn-decoder --decode_from_task reads it).
SPLITS = ("train", "valid", "test")
INVALID_UTF8_POLICIES = ("error", "replace")
INTERPOLATIONS = ("piecewise", "linear")

# Keys of meta.train that are not transform parameters.
TRAIN_KEYS = {
    "name": "where the transform set-up is saved, under data_dir/<name>/",
    "segmentation_model": "path of the segmentation model",
    "vocab_path": "path of the subword vocabulary (count<TAB>subword)",
    "mixing_weight_schedule": "optimizer steps at which task weights change",
    "mixing_weight_interpolation": "piecewise | linear",
    "mixing_temperature": "temperature T for corpus-size weights (n_i/N)^(1/T)",
    "seed": "global seed of the stochastic transforms and the data order",
    "approx_vocab_size": "size of the vocabulary dyn-datagen builds from the "
                         "data when the config names no segmentation model "
                         "or vocabulary (Tensor2Tensor's name; default 8000)",
    "segmentation_training": "options of the segmentation trainer that "
                             "dyn-datagen runs on the shards",
    "vocab_path_src": "the source side's own vocabulary (separate "
                      "vocabularies and embeddings; default: vocab_path)",
    "vocab_path_tgt": "the target side's own vocabulary",
    "segmentation_model_src": "the source side's own segmentation model "
                              "(default: segmentation_model)",
    "segmentation_model_tgt": "the target side's own segmentation model",
    "reverse": "train every parallel task target -> source (tasks.*.reverse "
               "overrides it per task); the shards are the same",
    "source_factors": "names of the per-word factors that the source "
                      "tokens of tasks with source_factors: true carry "
                      "(word|f1|f2); see t2t_dyn.text.factors",
    "factor_separator": "the separator of word and factors in the input "
                        "files (default U+FFE8, OpenNMT-py's)",
    "stages": "curriculum stages: weights, transform options and an end "
              "condition each (see t2t_dyn.mixing.stages)",
    "adaptive_weights": "task weights raised for tasks whose validation "
                        "loss lags its target (see t2t_dyn.mixing.adaptive_weights)",
}
REVERSE_SUFFIX = "_reverse"
# Keys that meant something once: a config naming one gets this explanation.
REMOVED_KEYS = {
    "seg_cache_words": (
        "removed: the segmentation cache now holds the n-best lists of every "
        "word of the training shards, so no word is left out; delete the "
        "key"),
}
SHARD_DEFAULTS = {
    "pretokenize": False,
    "predetokenize": False,
    "n_shards": 4,
    "invalid_utf8": "error",
}
TASK_KEYS = ("type", "split", "weight", "transforms", "meta", "n_shards",
             "reverse", "source_factors", "score_threshold",
             "score_weighting", "inputs", "share_inputs")
TEXT_INPUT_KEYS = ("src", "tgt", "mono", "size", "scores", "weight")
TFDS_INPUT_KEYS = ("tfds", "tfds_data_dir", "tfds_split", "src_key", "tgt_key",
                   "text_key", "size", "weight")
SCORE_WEIGHTINGS = ("exp", "linear")


class DataConfigError(ValueError):
  """Every error found in a data config, one `key.path: message` per line."""

  def __init__(self, errors: List[str], source: str = "data config"):
    self.errors = list(errors)
    self.source = source
    lines = "\n".join(f"  {e}" for e in self.errors)
    super().__init__(f"{len(self.errors)} error(s) in {source}:\n{lines}")


@dataclasses.dataclass(frozen=True)
class InputSpec:
  """One input corpus of a task: two text files, one text file, or TFDS."""
  task: str
  name: str
  src: Optional[str] = None
  tgt: Optional[str] = None
  mono: Optional[str] = None
  size: Optional[int] = None  # None means 'auto': count the lines.
  tfds: Optional[str] = None
  tfds_data_dir: Optional[str] = None
  tfds_split: Optional[str] = None  # Set (default "train") for TFDS inputs.
  src_key: Optional[str] = None
  tgt_key: Optional[str] = None
  text_key: Optional[str] = None
  # A file of one number per line, line-aligned with the text (see
  # line_sampling).
  scores: Optional[str] = None
  # Relative sampling weight of this input's lines within its task; not
  # part of the shards (a change does not reshard).
  weight: float = 1.0

  @property
  def key_path(self) -> str:
    return f"tasks.{self.task}.inputs.{self.name}"

  @property
  def is_tfds(self) -> bool:
    return self.tfds is not None

  @property
  def files(self) -> Tuple[str, ...]:
    """The local text files this input reads (empty for TFDS), its scores
    last."""
    return tuple(p for p in (self.src, self.tgt, self.mono, self.scores)
                 if p)

  def shard_record(self) -> Dict[str, Any]:
    """The fields that determine the shards' content."""
    record = dataclasses.asdict(self)
    del record["task"], record["name"], record["weight"]
    record["size"] = "auto" if self.size is None else self.size
    return {k: v for k, v in record.items() if v is not None}


@dataclasses.dataclass(frozen=True)
class TaskSpec:
  """A task: one kind of data treated one way (a pair, a BT set, an AE task)."""
  name: str
  type: str
  split: str
  weight: Tuple[float, ...]
  transforms: Tuple[str, ...]
  meta: Mapping[str, Any]
  n_shards: int
  inputs: Mapping[str, InputSpec]
  share_inputs: Optional[str] = None
  # Parallel tasks only: the model reads targets and writes inputs.
  reverse: bool = False
  # Parallel tasks only: source tokens carry meta.train.source_factors.
  source_factors: bool = False
  # Lines whose score is below are dropped (line_sampling).
  score_threshold: Optional[float] = None
  # (kind, scale): lines kept in proportion to exp(scale * score) or score.
  score_weighting: Optional[Tuple[str, float]] = None

  @property
  def is_parallel(self) -> bool:
    return self.type == "para"

  @property
  def read_features(self) -> Tuple[str, ...]:
    """The shard features as the model's (source, target): `features`, or
    (targets, inputs) for a reversed task."""
    return tuple(reversed(self.features)) if self.reverse else self.features

  @property
  def line_features(self) -> Tuple[str, ...]:
    """Per-line shard files besides the text: "corpus" (the index of the
    line's input in `inputs`) when there are several inputs, "score" when
    they have scores."""
    return ((("corpus",) if len(self.inputs) > 1 else ()) +
            (("score",) if any(i.scores for i in self.inputs.values())
             else ()))

  @property
  def shard_task(self) -> str:
    """The task whose shards this task reads (itself unless share_inputs)."""
    return self.share_inputs or self.name

  @property
  def features(self) -> Tuple[str, ...]:
    """The text fields of its samples and shard files."""
    return ("inputs", "targets") if self.is_parallel else ("text",)


@dataclasses.dataclass(frozen=True)
class ShardMeta:
  pretokenize: bool
  predetokenize: bool
  n_shards: int
  invalid_utf8: str


@dataclasses.dataclass(frozen=True)
class DataConfig:
  """A validated data config. `raw` keeps the parsed YAML as written."""
  raw: Mapping[str, Any]
  source: str
  shard: ShardMeta
  train: train_section.TrainSection
  tasks: Mapping[str, TaskSpec]
  # meta.train.stages, parsed (empty: the mixing_weight_schedule).
  stages: Tuple[stage_specs.Stage, ...] = ()
  adaptive: Optional[adaptive_specs.AdaptiveSpec] = None

  @property
  def schedule(self) -> Tuple[int, ...]:
    return self.train.mixing_weight_schedule

  def tasks_of_split(self, split: str) -> List[TaskSpec]:
    return [t for t in self.tasks.values() if t.split == split]

  def task(self, name: str) -> TaskSpec:
    """The task `name`. Raises: KeyError listing the tasks of the config."""
    if name not in self.tasks:
      raise registry.RegistryError(
          registry.unknown_name_message("task", name, self.tasks) +
          f" (in {self.source})")
    return self.tasks[name]

  def reversed(self) -> "DataConfig":
    """The config for the other direction (what --reverse does): every
    parallel task's `reverse` flipped, and the set-up saved under
    meta.train.name + "_reverse" beside the forward one; the shards stay the
    same; separate vocabularies swap sides. `raw` says so too, so a copied
    config reads back reversed."""
    raw = json.loads(json.dumps(self.raw))
    train = self.train.reversed(REVERSE_SUFFIX)
    raw_train = raw.setdefault("meta", {}).setdefault("train", {})
    written = self.raw.get("meta", {}).get("train", {})
    for name in train_section.SIDE_KEYS:  # The sides swap.
      for key, other in ((f"{name}_src", f"{name}_tgt"),
                         (f"{name}_tgt", f"{name}_src")):
        raw_train.pop(key, None)
        if other in self.train.validated:
          raw_train[key] = written.get(other, self.train.validated[other])
    if train.name:
      raw_train["name"] = train.name
    tasks = {}
    for name, task in self.tasks.items():
      if task.source_factors:
        raise DataConfigError(
            [f"tasks.{name}.source_factors: a task whose source carries "
             f"factors cannot be reversed (its factors would be on the "
             f"target side); give the reverse direction its own task"],
            self.source)
      if task.is_parallel:
        task = dataclasses.replace(task, reverse=not task.reverse)
        raw["tasks"][name]["reverse"] = task.reverse
      tasks[name] = task
    return dataclasses.replace(self, raw=raw, train=train, tasks=tasks)

  def for_stage(self, index: int) -> "DataConfig":
    """The config as stage `index` runs its transforms: the stage's meta
    over every task's options (defaults < meta.train < task meta < stage)."""
    meta = self.stages[index].meta
    return dataclasses.replace(self, tasks={
        name: dataclasses.replace(task, meta={**task.meta, **meta})
        for name, task in self.tasks.items()})

  @property
  def factor_names(self) -> Tuple[str, ...]:
    """meta.train.source_factors; () without factors."""
    return self.train.source_factors

  @property
  def factor_separator(self) -> str:
    return self.train.factor_separator

  def task_index(self, name: str) -> int:
    """The task's position in the config: its task_id in batches and its
    part of every example's seed. Raises: as task()."""
    return list(self.tasks).index(self.task(name).name)

  def shard_record(self, task_name: str) -> Dict[str, Any]:
    """The part of the config that fixes a task's shards, as written to the
    manifest and compared on every later use of the shards."""
    task = self.tasks[task_name]
    if task.share_inputs:
      return {"share_inputs": task.share_inputs}
    factored = {}
    if task.source_factors:  # The shards hold the checked, normalized form.
      factored = {"source_factors": len(self.train.source_factors),
                  "factor_separator": self.factor_separator}
    lines = ({"line_features": list(task.line_features)}
             if task.line_features else {})
    return {
        **factored,
        **lines,
        "type": task.type,
        "n_shards": task.n_shards,
        "pretokenize": self.shard.pretokenize,
        "predetokenize": self.shard.predetokenize,
        "invalid_utf8": self.shard.invalid_utf8,
        "inputs": {n: i.shard_record() for n, i in task.inputs.items()},
    }


def known_transform_parameters() -> Dict[str, str]:
  """Parameter name -> a transform declaring it, over registered transforms."""
  params = {}
  for name in registry.list_transforms():
    for param in registry.transform(name).declared_parameters():
      params.setdefault(param, name)
  return params


def read_yaml(path: str) -> Any:
  """Parses a YAML file with safe_load. Raises DataConfigError naming it."""
  try:
    with open(path, encoding="utf-8") as f:
      return yaml.safe_load(f)
  except FileNotFoundError:
    raise DataConfigError([f"file not found: {path}"], path) from None
  except yaml.YAMLError as e:
    raise DataConfigError([f"invalid YAML: {e}"], path) from None


def load_data_config(config: Union[str, os.PathLike, Mapping[str, Any]],
                     base_dir: Optional[str] = None,
                     check_inputs: bool = True,
                     samples_from_code: bool = False) -> DataConfig:
  """Loads and validates a data config from a YAML path or a dict.

  `check_inputs=False` skips the existence checks of input corpora, for
  decoding with a model's self-contained copy of the config elsewhere.
  `samples_from_code=True` (a problem that overrides generate_samples) lets
  tasks name no inputs: the problem's code makes their samples.
  Raises: DataConfigError with every error found, each with its key path.
  """
  if isinstance(config, (str, os.PathLike)):
    source = os.fspath(config)
    raw = read_yaml(source)
    base_dir = base_dir or os.path.dirname(os.path.abspath(source))
  else:
    source = "data config"
    raw = config
    base_dir = base_dir or os.getcwd()
  return _Validator(raw, base_dir, source, check_inputs,
                    samples_from_code).build()


class _Validator:
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
    transform_params = known_transform_parameters()
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
      for name in train_tasks:
        if "weight" in self.raw["tasks"][name]:
          self.error(f"tasks.{name}.weight", "with meta.train.stages the "
                     "weights come from the stages; remove it")
    adaptive = None
    if "adaptive_weights" in train:
      adaptive = adaptive_specs.parse_spec(
          train["adaptive_weights"], train_tasks, valid_tasks, self.error)
    if self.errors:
      raise DataConfigError(self.errors, self.source)
    return DataConfig(
        raw=self.raw, source=self.source, shard=shard,
        train=train_section.TrainSection.from_validated(
            train, transform_params),
        tasks=tasks, stages=stages, adaptive=adaptive)

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
    return self.with_shared_factors(specs, train)

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
      self.check_keys(path, spec, TFDS_INPUT_KEYS)
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

  def input_weight(self, path, spec) -> float:
    weight = spec.get("weight", 1.0)
    if numbers.mismatch(weight, numbers.positive_number):
      self.error(f"{path}.weight", f"expected a positive number, got "
                 f"{_describe(weight)}")
      return 1.0
    return float(weight)

  def check_shared_inputs(self, specs: Mapping[str, TaskSpec]) -> None:
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


def _describe(value) -> str:
  if value is None:
    return "nothing"
  return f"{type(value).__name__} {value!r}"
