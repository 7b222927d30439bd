"""The Problem contract, Tensor2Tensor's shape extended with tasks.

A user subclasses `Problem`, registers it with `@register_problem`, and
overrides one or two methods:

- `generate_samples(data_dir, tmp_dir, task)` yields `{"inputs": str,
  "targets": str}` for a parallel task and `{"text": str}` for a monolingual
  one. The default reads the task's inputs from the data config. It is the
  single way samples enter the shards (`generate_data`).
- `feature_encoders(data_dir, task=None)` returns `{"inputs": encoder,
  "targets": encoder}`. By default they apply the task's transforms and the
  set-up's vocabulary; a problem may return its own for some tasks (e.g. a
  byte-level encoder), and training, evaluation, dyn-debug and dyn-decoder
  then make that task's ids with them.

Tasks, inputs, transforms and the mixing schedule come from the data config:
the class attribute `data_config` (a YAML path relative to the class's module,
or a dict), overridden by `--data_config=FILE`.

This module is the user-facing facade: it wires the stages together
(config -> shards -> set-up -> pipeline) and no internal module imports it.
The pipeline modules are imported where they are used, because dyn-datagen
and the transform worker processes import problem modules and need no
TensorFlow.
"""

import functools
import hashlib
import inspect
import os
from typing import (Any, Callable, Dict, Iterable, Mapping, Optional, Tuple,
                    Union)

from t2t_dyn import corpus
from t2t_dyn import data_config as data_config_lib
from t2t_dyn import registry
from t2t_dyn import text_encoder
from t2t_dyn import transform_setup as setup_lib
from t2t_dyn.shards import reading as shard_reading
from t2t_dyn.shards import reports
from t2t_dyn.shards import stage as shard_stage

DataConfigSource = Union[None, str, os.PathLike, Mapping[str, Any],
                         data_config_lib.DataConfig]


class Problem:
  """Base class of registered problems."""

  # A YAML path (relative to the module defining the class) or a dict.
  data_config: DataConfigSource = None

  def __init__(self, data_config: DataConfigSource = None,
               reverse: bool = False):
    """`reverse`: the other direction of every parallel task (see
    DataConfig.reversed), as --reverse gives."""
    self._data_config_override = data_config
    self._reverse = reverse
    self._loaded_config: Optional[data_config_lib.DataConfig] = None
    self._loaded_setup = None

  @property
  def name(self) -> str:
    return getattr(type(self), "registered_name", "") or registry.default_name(
        type(self))

  def set_data_config(self, config: DataConfigSource,
                      reverse: Optional[bool] = None) -> None:
    """Overrides the class's data config (what --data_config=FILE does);
    `reverse` (what --reverse does) when given."""
    self._data_config_override = config
    if reverse is not None:
      self._reverse = reverse
    self._loaded_config = None
    self._loaded_setup = None

  def get_data_config(self) -> data_config_lib.DataConfig:
    """The validated data config. Raises: DataConfigError, or ValueError when
    the problem has none."""
    if self._loaded_config is None and isinstance(
        self._data_config_override, data_config_lib.DataConfig):
      self._loaded_config = self._data_config_override
      if self._reverse:
        self._loaded_config = self._loaded_config.reversed()
    if self._loaded_config is None:
      source, base_dir = self._data_config_override, None
      if source is None:
        source = type(self).data_config
        # Class-level relative paths are relative to the class's module.
        base_dir = os.path.dirname(os.path.abspath(inspect.getfile(type(self))))
        if isinstance(source, (str, os.PathLike)):
          source = os.path.join(base_dir, source)
      if source is None:
        raise ValueError(
            f"problem {self.name!r} has no data config: set the class "
            f"attribute `data_config` or pass --data_config=FILE")
      self._loaded_config = data_config_lib.load_data_config(
          source, base_dir, samples_from_code=self.samples_from_code())
      if self._reverse:
        self._loaded_config = self._loaded_config.reversed()
    return self._loaded_config

  def generate_samples(self, data_dir: str, tmp_dir: str,
                       task: data_config_lib.TaskSpec
                       ) -> Iterable[Dict[str, str]]:
    """The raw text samples of `task`; by default from its inputs.

    Parallel tasks give {"inputs", "targets"}, monolingual ones {"text"}.
    The default reads the config's inputs (a `corpus.TaskReader`, which
    also reports file:line and sizes), mixing corpora by size, and adds a
    "corpus" key naming the input each sample came from (for the report).
    """
    del data_dir, tmp_dir  # The default reads the inputs the config names.
    return corpus.read_task_samples(task, self.get_data_config().shard)

  def samples_from_code(self) -> bool:
    """Whether this problem overrides generate_samples (its tasks then need
    no inputs in the data config)."""
    return _generate_samples_owner(self) is not Problem

  def samples_fingerprint(self, data_dir: str, tmp_dir: str,
                          task: data_config_lib.TaskSpec) -> Dict[str, Any]:
    """What else the samples of `task` depend on, JSON-able (default: {}).

    A problem whose generate_samples reads data the config does not name
    (a download, a TFDS version, an argument from the environment) returns
    it here: when it changes, the task is resharded.
    """
    del data_dir, tmp_dir, task
    return {}

  def generate_data(self, data_dir: str, tmp_dir: str,
                    log: Callable[[str], None] = print,
                    force: bool = False) -> reports.ShardReport:
    """The shard stage: every task's generate_samples into data_dir/shards
    (see shards.stage.shard_tasks); up-to-date tasks are skipped. A task is
    resharded when its inputs change, and for samples made in code when the
    source of the module defining generate_samples or samples_fingerprint
    changes."""
    return shard_stage.shard_tasks(
        self.get_data_config(),
        functools.partial(self.generate_samples, data_dir, tmp_dir),
        functools.partial(self._samples_origin, data_dir, tmp_dir),
        data_dir, log, force)

  def _samples_origin(self, data_dir: str, tmp_dir: str,
                      task: data_config_lib.TaskSpec) -> Dict[str, Any]:
    owner = _generate_samples_owner(self)
    origin = {"class": f"{owner.__module__}.{owner.__qualname__}"}
    if owner is not Problem:
      origin["source_sha256"] = _source_sha256(owner)
      origin["fingerprint"] = self.samples_fingerprint(data_dir, tmp_dir, task)
    return origin

  def transform_setup(self, data_dir: str) -> setup_lib.TransformSetup:
    """The saved transform set-up, from a datagen data dir or from a set-up
    directory itself (as copied into a model's output dir)."""
    key = os.path.abspath(data_dir)
    if self._loaded_setup is None or self._loaded_setup[0] != key:
      config = self.get_data_config()
      if os.path.isfile(os.path.join(data_dir, setup_lib.SETUP_FILE)):
        setup_dir, shards_dir = data_dir, None
      else:
        setup_dir = setup_lib.setup_dir_of(config, data_dir)
        shards_dir = data_dir
      self._loaded_setup = (key, setup_lib.load_setup(
          config, setup_dir, shards_dir, log=lambda message: None))
    return self._loaded_setup[1]

  def default_task(self) -> str:
    """The task whose transforms encode text when none is named: the first
    parallel training task of the config."""
    config = self.get_data_config()
    for task in config.tasks_of_split("train"):
      if task.is_parallel:
        return task.name
    return next(iter(config.tasks))

  def feature_encoders(self, data_dir: str, task: Optional[str] = None):
    """{"inputs": encoder, "targets": encoder} for `task` in inference mode.

    Encoders apply the task's transforms (pretokenization as at sharding,
    best segmentation, language tokens); decode gives detokenized text.
    Raises: SetupError when `dyn-datagen --stage=vocab` has not been run.
    """
    setup = self.transform_setup(data_dir)
    config = self.get_data_config()
    task_spec = config.task(task or self.default_task())
    chain = setup.chain(task_spec.name)
    shard_meta = config.shard
    return {
        "inputs": text_encoder.TransformTextEncoder(
            chain, setup.vocabularies.src, "src", shard_meta,
            (setup.vocabularies.source_factors if task_spec.source_factors
             else None), config.factor_separator),
        "targets": text_encoder.TransformTextEncoder(
            chain, setup.vocabularies.tgt, "tgt", shard_meta),
    }

  def train_pipeline(self, data_dir: str, hparams=None, state=None,
                     num_consumers: int = 1, consumer_index: int = 0,
                     force_python: bool = False,
                     data_service: Optional[str] = None, adaptive=None):
    """The training pipeline (a pipeline.TrainPipeline: batches, dataset,
    statistics) of the config's training tasks, read from data_dir's shards
    with its transform set-up, resumed from `state` (a PipelineState) if
    given; this consumer's share of the lines when there are several;
    `adaptive`: the trainer's adaptive_weights.AdaptiveWeights."""
    from t2t_dyn import pipeline  # pylint: disable=g-import-not-at-top
    config = self.get_data_config()
    train = pipeline.TrainPipeline(
        config, self.transform_setup(data_dir),
        shard_reading.shard_sets(data_dir, config, "train"),
        hparams or pipeline.DataHParams(), num_consumers, consumer_index,
        force_python=force_python, data_service=data_service,
        encoders=self.own_encoders(data_dir, "train"), adaptive=adaptive)
    if state is not None:
      train.restore(state)
    return train

  def own_encoders(self, data_dir: str,
                   split: Optional[str] = None) -> Dict[str, Dict[str, Any]]:
    """{task: its feature_encoders} for the tasks (of `split`) whose encoders
    this problem makes itself rather than from transforms and vocabulary."""
    if type(self).feature_encoders is Problem.feature_encoders:
      return {}
    config = self.get_data_config()
    tasks = (config.tasks_of_split(split) if split else
             list(config.tasks.values()))
    own = {}
    for task in tasks:
      encoders = self.feature_encoders(data_dir, task.name)
      if not all(isinstance(e, text_encoder.TransformTextEncoder)
                 for e in encoders.values()):
        own[task.name] = encoders
    return own

  def vocab_sizes(self, data_dir: str) -> Dict[str, int]:
    """{"inputs": source ids, "targets": target ids}: the set-up's
    vocabularies, or more when the problem's own encoders use more ids."""
    vocabs = self.transform_setup(data_dir).vocabularies
    sizes = {"inputs": [len(vocabs.src)], "targets": [len(vocabs.tgt)]}
    for encoders in self.own_encoders(data_dir).values():
      for feature, encoder in encoders.items():
        sizes[feature].append(encoder.vocab_size)
    return {feature: max(values) for feature, values in sizes.items()}

  def source_factor_sizes(self, data_dir: str) -> Tuple[int, ...]:
    """Each source factor's number of values (the model's factor
    embeddings); () without factors."""
    factors = self.transform_setup(data_dir).vocabularies.source_factors
    return tuple(factors.sizes) if factors is not None else ()

  def shared_vocabulary(self, data_dir: str) -> bool:
    """Whether source and target ids share one vocabulary (and one
    embedding matrix in the model)."""
    return self.transform_setup(data_dir).vocabularies.shared

  def dataset(self, mode: str, data_dir: str, hparams=None, state=None,
              num_shards: int = 1, shard_index: int = 0):
    """mode "train": the endless mixed, bucketed batch stream (a
    tf.data.Dataset) of train_pipeline(...).
    mode "eval": {validation task: tf.data.Dataset of its batches}, so
    losses are reported per task. Batches hold "inputs" [B, S], "targets"
    [B, T] (int32, EOS=1 appended, PAD=0) and "task_id" [B].
    """
    from t2t_dyn import eval_pipeline  # pylint: disable=g-import-not-at-top
    from t2t_dyn import pipeline  # pylint: disable=g-import-not-at-top
    hparams = hparams or pipeline.DataHParams()
    if mode == "train":
      return self.train_pipeline(data_dir, hparams, state, num_shards,
                                 shard_index).dataset()
    if mode == "eval":
      config = self.get_data_config()
      setup = self.transform_setup(data_dir)
      own = self.own_encoders(data_dir, "valid")
      return {name: eval_pipeline.eval_dataset(config, setup, shards, name,
                                               hparams, own.get(name))
              for name, shards in shard_reading.shard_sets(
                  data_dir, config, "valid").items()}
    raise ValueError(f"mode must be 'train' or 'eval', got {mode!r}")

  def input_fn(self, mode: str, hparams, data_dir: str, state=None,
               strategy=None, num_shards: int = 1, shard_index: int = 0):
    """dataset(...) with batches prefetched to the accelerator (last step)."""
    from t2t_dyn import pipeline  # pylint: disable=g-import-not-at-top
    datasets = self.dataset(mode, data_dir, hparams, state, num_shards,
                            shard_index)
    if mode == "eval":
      return {name: pipeline.device_prefetch(ds, strategy)
              for name, ds in datasets.items()}
    return pipeline.device_prefetch(datasets, strategy)


@registry.register_problem
class DynTranslate(Problem):
  """The generic problem: everything comes from --data_config=FILE."""


def _generate_samples_owner(problem: Problem) -> type:
  """The class whose generate_samples the problem uses."""
  for klass in type(problem).__mro__:
    if "generate_samples" in vars(klass):
      return klass
  return Problem


def _source_sha256(klass: type) -> str:
  """sha256 of the source file defining `klass` (its code, its class
  attributes, the helpers beside it), or of its generate_samples' bytecode
  when the source is not a file."""
  digest = hashlib.sha256()
  try:
    with open(inspect.getsourcefile(klass) or "", "rb") as f:
      digest.update(f.read())
  except (OSError, TypeError):
    code = klass.__dict__["generate_samples"].__code__
    digest.update(code.co_code)
    digest.update(repr(code.co_consts).encode("utf-8"))
  return digest.hexdigest()
