"""The validated data config's records (what `data_config.load_data_config`
returns): DataConfig and its TaskSpec, InputSpec and ShardMeta, all frozen;
and DataConfigError, which lists every problem with its key path."""

import dataclasses
import json
from typing import Any, Dict, List, Mapping, Optional, Tuple

from t2t_dyn.config import adaptive_specs
from t2t_dyn.config import multiproblem_specs
from t2t_dyn.config import stage_specs
from t2t_dyn.config import train_section
from t2t_dyn.foundation import registry
from t2t_dyn.text import alignments

# What DataConfig.reversed() appends to meta.train.name.
REVERSE_SUFFIX = "_reverse"
# An input's `alignment: eflomal`: dyn-datagen computes the alignments.
COMPUTED_ALIGNMENT = "eflomal"


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
  # Word alignments of a parallel input (text/alignments): a Pharaoh file
  # line-aligned with the text, or COMPUTED_ALIGNMENT (dyn-datagen runs
  # eflomal and keeps the file beside the shards).
  alignment: Optional[str] = None
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
    """The local text files this input reads (empty for TFDS), then its
    scores and its alignment file, if any (see `line_fields`)."""
    return tuple(p for p in (self.src, self.tgt, self.mono, self.scores,
                             self.given_alignment) if p)

  @property
  def given_alignment(self) -> Optional[str]:
    """The alignment file named in the config (not one to compute)."""
    return None if self.alignment == COMPUTED_ALIGNMENT else self.alignment

  @property
  def computes_alignment(self) -> bool:
    """Whether dyn-datagen computes this input's alignment file (eflomal)."""
    return self.alignment == COMPUTED_ALIGNMENT

  def line_fields(self, features: Tuple[str, ...]) -> Tuple[str, ...]:
    """The names of `files`' fields: the task's features, then "score"
    and "alignment" when the input has them."""
    return (features + (("score",) if self.scores else ()) +
            (("alignment",) if self.given_alignment else ()))

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
    they have scores, "alignment" (word links over the shard tokens) when
    they have alignments."""
    return ((("corpus",) if len(self.inputs) > 1 else ()) +
            (("score",) if any(i.scores for i in self.inputs.values())
             else ()) + (("alignment",) if any(
                 i.alignment for i in self.inputs.values()) else ()))

  # Set for a task sharing the inputs of a task with alignments.
  shared_alignment: bool = False

  @property
  def has_alignment(self) -> bool:
    """Whether the task's pairs carry word alignments (its inputs', or
    those of the task whose inputs it shares)."""
    return self.shared_alignment or any(i.alignment
                                        for i in self.inputs.values())

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
  # meta.train.multiproblem_mixing (None: the weights or stages mix).
  multiproblem: Optional[multiproblem_specs.MultiproblemSpec] = None

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
    if "alignment" in task.line_features:
      lines["alignment_form"] = alignments.SHARD_FORM
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
