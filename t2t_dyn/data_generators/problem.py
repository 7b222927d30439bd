"""The Problem contract, Tensor2Tensor's, extended with tasks.

A user subclasses `Problem` (or `text_problems.Text2TextProblem`, whose data
config comes from Tensor2Tensor's properties), registers it with
`@registry.register_problem`, and overrides one or two methods:

- `generate_samples(data_dir, tmp_dir, dataset_split)` yields
  `{"inputs": str, "targets": str}` for a parallel task and `{"text": str}`
  for a monolingual one. `dataset_split` is Tensor2Tensor's: it equals
  `DatasetSplit.TRAIN`, `EVAL` or `TEST` (the strings "train", "eval",
  "test") by the split of the task it is called for, and is a `TaskSplit`
  whose `.task` is that task (a data config may have several per split).
  The default reads the task's inputs from the data config. It is the
  single way samples enter the shards (`generate_shards`, dyn-datagen's
  stage; `generate_data` is Tensor2Tensor's, see text_problems).
- `feature_encoders(data_dir)` (Tensor2Tensor's) or `feature_encoders(
  data_dir, task=None)` returns `{"inputs": encoder, "targets": encoder}`.
  By default they apply the task's transforms and the set-up's vocabulary; a
  problem may return its own (Tensor2Tensor's SubwordTextEncoder, a
  byte-level encoder), and training, evaluation, dyn-debug and dyn-decoder
  then make the ids with them.

Tasks, inputs, transforms and the mixing schedule come from the data config:
the class attribute `data_config` (a YAML path relative to the class's
module, or a dict), overridden by `--data_config=FILE`.

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
from typing import (TYPE_CHECKING, Any, Callable, Dict, Iterable, List,
                    Mapping, Optional, Tuple, Union)

from t2t_dyn.config import data_config as data_config_lib
from t2t_dyn.data_generators import generator_utils
from t2t_dyn.data_generators import problem_spec
from t2t_dyn.foundation import registry
from t2t_dyn.hparams import hparam
from t2t_dyn.layers import modalities
from t2t_dyn.setup import text_encoder
from t2t_dyn.setup import transform_setup as setup_lib
from t2t_dyn.shards import corpus
from t2t_dyn.shards import input_check
from t2t_dyn.shards import layout
from t2t_dyn.shards import reports
from t2t_dyn.shards import shard_stage
from t2t_dyn.utils import metrics

if TYPE_CHECKING:  # TensorFlow's modules load when a pipeline is made.
  # pylint: disable=g-import-not-at-top
  from t2t_dyn.batches.data_plan import DataPlan
  from t2t_dyn.batches.pipeline import TrainPipeline
  from t2t_dyn.batches.pipeline_state import PipelineState
  from t2t_dyn.batches.training_data import TrainingData
  from t2t_dyn.mixing.validation_feed import ValidationFeed

DataConfigSource = Union[None, str, os.PathLike, Mapping[str, Any],
                         data_config_lib.DataConfig]


class DatasetSplit:
  """Tensor2Tensor's split names, what generate_samples' split equals."""
  TRAIN = "train"
  EVAL = "eval"
  TEST = "test"


# DatasetSplit -> the data config's task split, and back.
CONFIG_SPLITS = {DatasetSplit.TRAIN: "train", DatasetSplit.EVAL: "valid",
                 DatasetSplit.TEST: "test"}
DATASET_SPLITS = {v: k for k, v in CONFIG_SPLITS.items()}


class TaskSplit(str):
  """generate_samples' `dataset_split`: equal to the DatasetSplit string of
  its task's split (so Tensor2Tensor code compares it as before), with the
  task itself as `.task` (a data_config.TaskSpec)."""

  task: data_config_lib.TaskSpec

  def __new__(cls, task: data_config_lib.TaskSpec) -> "TaskSplit":
    split = super().__new__(cls, DATASET_SPLITS[task.split])
    split.task = task
    return split


# Tensor2Tensor's names at its path (their home: problem_spec).
SpaceID = problem_spec.SpaceID
default_model_hparams = problem_spec.default_model_hparams
default_problem_hparams = problem_spec.default_problem_hparams
FeatureInfo = problem_spec.FeatureInfo
_default_hparams = problem_spec.default_problem_hparams


class Problem:
  """Base class of registered problems."""

  # A YAML path (relative to the module defining the class) or a dict.
  data_config: DataConfigSource = None

  def __init__(self, was_reversed: bool = False, was_copy: bool = False, *,
               data_config: DataConfigSource = None):
    """`was_reversed` (a "<name>_rev" problem, or --reverse): every parallel
    task the other way round (see DataConfig.reversed). `data_config`
    overrides the class's (what --data_config=FILE does).
    Raises: TypeError for a non-bool was_reversed (a config passed
    positionally), ValueError for was_copy."""
    if not isinstance(was_reversed, bool):
      raise TypeError(f"Problem(was_reversed=...) takes a bool, got "
                      f"{type(was_reversed).__name__}; pass a data config "
                      f"as Problem(data_config=...)")
    if was_copy:
      raise ValueError(
          f"problem {self.name!r}: Tensor2Tensor's copied problems (targets "
          f"as inputs) are not provided; for an autoencoder give a "
          f"monolingual task with the duplicate_mono transform")
    self._data_config_override = data_config
    self._reverse = was_reversed
    self._was_copy = False
    self._loaded_config: Optional[data_config_lib.DataConfig] = None
    self._loaded_setup = None
    self._encoders = None
    self._hparams = None
    self._task_id = -1

  @property
  def name(self) -> str:
    """The registered name (registration sets it on the class), else the
    snake_case class name."""
    return registry.default_name(type(self))

  @property
  def was_reversed(self) -> bool:
    return self._reverse

  def dataset_filename(self) -> str:
    """Tensor2Tensor's base name of the problem's files: its name."""
    return self.name

  # Tensor2Tensor's file names of a split's TFRecord files (what
  # Text2TextProblem.generate_data and generator_utils.generate_files write
  # and dataset() reads). t2t_dyn's shards are generate_shards', in the
  # data dir's work dir.

  def training_filepaths(self, data_dir: str, num_shards: int,
                         shuffled: bool) -> List[str]:
    """data_dir/<dataset_filename>[-unshuffled]-train-NNNNN-of-MMMMM."""
    return generator_utils.train_data_filenames(
        self._file_basename(shuffled), data_dir, num_shards)

  def dev_filepaths(self, data_dir: str, num_shards: int,
                    shuffled: bool) -> List[str]:
    """data_dir/<dataset_filename>[-unshuffled]-dev-NNNNN-of-MMMMM."""
    return generator_utils.dev_data_filenames(
        self._file_basename(shuffled), data_dir, num_shards)

  def test_filepaths(self, data_dir: str, num_shards: int,
                     shuffled: bool) -> List[str]:
    """data_dir/<dataset_filename>[-unshuffled]-test-NNNNN-of-MMMMM."""
    return generator_utils.test_data_filenames(
        self._file_basename(shuffled), data_dir, num_shards)

  def data_filepaths(self, split: str, output_dir: str, num_shards: int,
                     shuffled: bool) -> List[str]:
    """The file names of `split` (a DatasetSplit). Raises: ValueError for
    another split."""
    by_split = {DatasetSplit.TRAIN: self.training_filepaths,
                DatasetSplit.EVAL: self.dev_filepaths,
                DatasetSplit.TEST: self.test_filepaths}
    if split not in by_split:
      raise ValueError(f"Unknown value for split: {split} (expected "
                       f"DatasetSplit.TRAIN, EVAL or TEST)")
    return by_split[split](output_dir, num_shards, shuffled)

  def _file_basename(self, shuffled: bool) -> str:
    return self.dataset_filename() + (
        "" if shuffled else generator_utils.UNSHUFFLED_SUFFIX)

  def set_data_config(self, config: DataConfigSource,
                      reverse: Optional[bool] = None) -> None:
    """Overrides the class's data config (what --data_config=FILE does);
    `reverse` (what --reverse does) when given."""
    self._data_config_override = config
    if reverse is not None:
      self._reverse = reverse
    self._loaded_config = None
    self._loaded_setup = None
    self._encoders = self._hparams = None

  def get_data_config(self) -> data_config_lib.DataConfig:
    """The validated data config: the override, else the class's
    (declared_data_config), reversed when the problem is. Raises:
    DataConfigError, or ValueError when the problem has none."""
    if self._loaded_config is None:
      config = self._data_config_override
      if not isinstance(config, data_config_lib.DataConfig):
        source, base_dir = ((config, None) if config is not None else
                            self.declared_data_config())
        if source is None:
          raise ValueError(
              f"problem {self.name!r} has no data config: set the class "
              f"attribute `data_config` or pass --data_config=FILE")
        config = data_config_lib.load_data_config(
            source, base_dir, samples_from_code=self.samples_from_code())
      self._loaded_config = config.reversed() if self._reverse else config
    return self._loaded_config

  def declared_data_config(self) -> Tuple[Any, Optional[str]]:
    """(the data config the class declares: a YAML path, a dict or None,
    the directory its relative paths start from: the class's module's)."""
    base_dir = os.path.dirname(os.path.abspath(inspect.getfile(type(self))))
    source = type(self).data_config
    if isinstance(source, (str, os.PathLike)):
      source = os.path.join(base_dir, source)
    return source, base_dir

  def filepattern(self, data_dir: str, mode: str,
                  shard: Optional[int] = None) -> str:
    """Tensor2Tensor's glob of a split's TFRecord files:
    data_dir/<dataset_filename>-{train|dev|test}[-SSSSS]* (EVAL and
    PREDICT read dev)."""
    from t2t_dyn.data_generators import example_reading  # pylint: disable=g-import-not-at-top
    return example_reading.filepattern(self, data_dir, mode, shard)

  def example_reading_spec(self):
    """Tensor2Tensor's ({feature: tf.io parsing spec}, decoders or None)
    of the TFRecord files: int64 "inputs" and "targets" of any length."""
    import tensorflow as tf  # pylint: disable=g-import-not-at-top
    return ({"inputs": tf.io.VarLenFeature(tf.int64),
             "targets": tf.io.VarLenFeature(tf.int64)}, None)

  def decode_example(self, serialized_example):
    """{feature: dense tensor} of a serialized tf.train.Example, read with
    example_reading_spec (see example_reading.decode_example)."""
    from t2t_dyn.data_generators import example_reading  # pylint: disable=g-import-not-at-top
    return example_reading.decode_example(self, serialized_example)

  def preprocess(self, dataset, mode: str, hparams, interleave: bool = True):
    """Tensor2Tensor's: each example of `dataset` through
    preprocess_example (kept in order; `interleave` is accepted)."""
    del interleave  # Order kept: the ported tests compare two passes.
    from t2t_dyn.data_generators import example_reading  # pylint: disable=g-import-not-at-top
    return example_reading.preprocess(self, dataset, mode, hparams)

  def maybe_reverse_features(self, feature_map: Dict[str, Any]) -> None:
    """A reversed problem's example turned round in place: inputs and
    targets (and their _segmentation and _position) swap."""
    if not self._reverse:
      return
    for suffix in ("", "_segmentation", "_position"):
      inputs = feature_map.pop("inputs" + suffix, None)
      targets = feature_map.pop("targets" + suffix, None)
      if inputs is not None:
        feature_map["targets" + suffix] = inputs
      if targets is not None:
        feature_map["inputs" + suffix] = targets

  def maybe_copy_features(self, feature_map: Dict[str, Any]) -> None:
    """Tensor2Tensor's copied problems are refused (see __init__)."""
    del feature_map

  def maybe_reverse_and_copy(self, example: Dict[str, Any]
                             ) -> Dict[str, Any]:
    self.maybe_reverse_features(example)
    self.maybe_copy_features(example)
    return example

  def generate_samples(self, data_dir: str, tmp_dir: str,
                       dataset_split: TaskSplit
                       ) -> Iterable[Dict[str, str]]:
    """The raw text samples of the task `dataset_split.task`; by default
    from its inputs.

    Parallel tasks give {"inputs", "targets"}, monolingual ones {"text"}.
    The default reads the config's inputs (a `corpus.TaskReader`, which
    also reports file:line and sizes), mixing corpora by size, and adds a
    "corpus" key naming the input each sample came from (for the report).
    Raises: TypeError for a plain split string (the task is needed).
    """
    del data_dir, tmp_dir  # The default reads the inputs the config names.
    if not isinstance(dataset_split, TaskSplit):
      raise TypeError(
          f"problem {self.name!r}: the default generate_samples reads the "
          f"inputs of one task of the data config; call it with a "
          f"TaskSplit (got {dataset_split!r})")
    return corpus.read_task_samples(dataset_split.task,
                                    self.get_data_config().shard)

  def task_samples(self, data_dir: str, tmp_dir: str,
                   task: data_config_lib.TaskSpec
                   ) -> Iterable[Dict[str, str]]:
    """What the shard stage writes for `task`: generate_samples for it.
    (Text2TextProblem deals one stream into its splits here.)"""
    return self.generate_samples(data_dir, tmp_dir, TaskSplit(task))

  def samples_from_code(self) -> bool:
    """Whether this problem makes its samples in code (it overrides
    generate_samples or generate_encoded_samples): its tasks then need no
    inputs in the data config."""
    return _samples_owner(self) is not Problem

  def samples_fingerprint(self, data_dir: str, tmp_dir: str,
                          task: data_config_lib.TaskSpec) -> Dict[str, Any]:
    """What else the samples of `task` depend on, JSON-able (default: {}).

    A problem whose generate_samples reads data the config does not name
    (a download, a TFDS version, an argument from the environment) returns
    it here: when it changes, the task is resharded.
    """
    del data_dir, tmp_dir, task
    return {}

  def generate_data(self, data_dir: str, tmp_dir: str, task_id: int = -1,
                    log: Callable[[str], None] = print,
                    force: bool = False) -> Optional[reports.ShardReport]:
    """Tensor2Tensor's data generation of the problem: here, for a problem
    of a data config, generate_shards (Text2TextProblem writes
    Tensor2Tensor's vocabulary and TFRecord files instead). `task_id`
    (Tensor2Tensor's distributed generation) must be -1."""
    if task_id != -1:
      raise ValueError(f"problem {self.name!r}: generate_data(task_id="
                       f"{task_id}): t2t_dyn shards every task in one run")
    return self.generate_shards(data_dir, tmp_dir, log, force)

  def generate_shards(self, data_dir: str, tmp_dir: str,
                      log: Callable[[str], None] = print,
                      force: bool = False) -> reports.ShardReport:
    """The shard stage (dyn-datagen's): every task's samples into the
    shards of data_dir's work dir (see shards.shard_stage.shard_tasks);
    up-to-date tasks are skipped. A task is resharded when its inputs
    change, and for samples made in code when the source files of the
    problem's classes (outside t2t_dyn) or samples_fingerprint change.
    data_dir keeps the user's files, vocabularies and the work-dir pointer
    (shards.layout) generate_vocab writes. Raises:
    DataConfigError listing every problem of the inputs of the tasks to
    shard (shards.input_check), before anything is written."""
    config = self.get_data_config()
    # Files moved in from a data dir whose work dir is gone: generated
    # again here, as Tensor2Tensor's datagen wrote into the data dir given.
    layout.drop_stale_pointers(data_dir, log)
    plan = shard_stage.plan_shards(
        config, functools.partial(self._samples_origin, data_dir, tmp_dir),
        data_dir, force)
    # Every input problem, found before anything is written (the config's
    # own were found when it loaded).
    errors = list(plan.errors)
    for name in plan.builds:
      errors += input_check.task_problems(config.tasks[name], config.shard)
    if errors:
      raise data_config_lib.DataConfigError(errors, config.source)
    # generate_samples may list data_dir; generate_vocab writes it again.
    layout.drop_own_pointers(data_dir)
    # Tensor2Tensor's data dir exists after datagen (vocabularies go there);
    # the shards go beside it (shards.layout.work_dir).
    os.makedirs(data_dir, exist_ok=True)
    return shard_stage.shard_tasks(
        config, plan,
        functools.partial(self.task_samples, data_dir, tmp_dir), data_dir,
        log)

  def generate_vocab(self, data_dir: str, tmp_dir: str,
                     log: Callable[[str], None] = print
                     ) -> setup_lib.TransformSetup:
    """The vocab stage (after generate_shards): warms up the transforms and
    builds the vocabulary into data_dir/<meta.train.name>/ (see
    transform_setup.run_vocab_stage); then writes data_dir's pointer to its
    work dir (shards.layout), which a script moving the problem's files
    (`mv $DATA_DIR/$PROBLEM-*`) moves along."""
    del tmp_dir  # The shards are the data; Text2TextProblem reads it.
    self._loaded_setup = None
    setup = setup_lib.run_vocab_stage(
        self.get_data_config(), data_dir, self.name, log,
        model_vocabulary=self.setup_vocabulary_makes_ids())
    # Last: a generate_samples listing data_dir never reads it in this run.
    for name in self._pointer_names():
      layout.write_pointer(data_dir, name)
    return setup

  def _pointer_names(self) -> List[str]:
    """The dataset_filename of the work-dir pointers: the problem's, and a
    MultiProblem's tasks' (Tensor2Tensor wrote each task's files under its
    own name, which the scripts moving them glob)."""
    names = [self.dataset_filename()]
    names += [task.dataset_filename()
              for task in getattr(self, "task_list", ())]
    return list(dict.fromkeys(names))

  def setup_vocabulary_makes_ids(self) -> bool:
    """Whether the set-up's vocabulary gives the model's ids for some task
    (False when the problem's own encoders make all of them)."""
    return True

  def _samples_origin(self, data_dir: str, tmp_dir: str,
                      task: data_config_lib.TaskSpec) -> Dict[str, Any]:
    owner = _samples_owner(self)
    origin = {"class": f"{owner.__module__}.{owner.__qualname__}"}
    if owner is not Problem:
      origin["source_sha256"] = _source_sha256(type(self))
      origin["fingerprint"] = self.samples_fingerprint(data_dir, tmp_dir, task)
    return origin

  def transform_setup(self, data_dir: str) -> setup_lib.TransformSetup:
    """The saved transform set-up, from a datagen data dir or from a set-up
    directory itself (as copied into a model's output dir). Raises:
    ValueError when no data dir is given (get_hparams() without
    model_hparams.data_dir reaches here for a problem with a config)."""
    if not data_dir:
      raise ValueError(
          f"problem {self.name!r}: its encoders are the transform set-up's "
          f"and need the data dir dyn-datagen wrote (--data_dir, or "
          f"model_hparams.data_dir for get_hparams)")
    key = os.path.abspath(data_dir)
    if self._loaded_setup is None or self._loaded_setup[0] != key:
      config = self.get_data_config()
      if os.path.isfile(os.path.join(data_dir, setup_lib.SETUP_FILE)):
        setup = setup_lib.load_setup(config, data_dir, None,
                                     log=lambda message: None)
      else:  # The reverse direction may read the forward set-up.
        setup = setup_lib.load_setup_of(config, data_dir,
                                        log=lambda message: None)
      self._loaded_setup = (key, setup)
    return self._loaded_setup[1]

  def default_task(self) -> str:
    """The task whose transforms encode text when none is named: the first
    parallel training task of the config."""
    config = self.get_data_config()
    for task in config.tasks_of_split("train"):
      if task.is_parallel:
        return task.name
    return next(iter(config.tasks))

  def has_data_config(self) -> bool:
    """Whether the problem has data to make (a data config of its own, one
    set on it, or one its properties derive); without one it is
    Tensor2Tensor's bare Problem: hparams() and encoders only."""
    return (self._data_config_override is not None or
            self.declared_data_config()[0] is not None)

  def feature_encoders(self, data_dir: str, task: Optional[str] = None):
    """{"inputs": encoder, "targets": encoder} for `task` in inference mode.

    Encoders apply the task's transforms (pretokenization as at sharding,
    best segmentation, language tokens); decode gives detokenized text.
    A problem without a data config gets Tensor2Tensor's default: a
    TextEncoder (ids written as numbers) for each side.
    Raises: SetupError when `dyn-datagen --stage=vocab` has not been run.
    """
    if not self.has_data_config():
      return {"inputs": text_encoder.TextEncoder(),
              "targets": text_encoder.TextEncoder()}
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

  def task_feature_encoders(self, data_dir: str,
                            task: Optional[str] = None) -> Dict[str, Any]:
    """feature_encoders for `task`, however the problem declares it:
    Tensor2Tensor's `feature_encoders(self, data_dir)` gets no task. A
    reversed task's own encoders swap sides (its inputs are the targets)."""
    task = task or self.default_task()
    if _accepts_task(type(self).feature_encoders):
      encoders = self.feature_encoders(data_dir, task)
    else:
      encoders = self.feature_encoders(data_dir)
    encoders = dict(encoders)
    own = not all(isinstance(e, text_encoder.TransformTextEncoder)
                  for e in encoders.values())
    if own and self.get_data_config().task(task).reverse:
      encoders = {"inputs": encoders["targets"],
                  "targets": encoders["inputs"]}
    return encoders

  def get_feature_encoders(self, data_dir: Optional[str] = None
                           ) -> Dict[str, Any]:
    """Tensor2Tensor's cached feature_encoders(data_dir) (the default
    task's), in the problem's own direction: a reversed problem's are not
    swapped here (get_hparams' vocabulary is)."""
    if self._encoders is None:
      if not self.has_data_config():
        encoders = (self.feature_encoders(data_dir, None)
                    if _accepts_task(type(self).feature_encoders)
                    else self.feature_encoders(data_dir))
      else:
        encoders = self.task_feature_encoders(data_dir)
        if self._reverse:  # The reversed config's encoders, turned back.
          encoders = {"inputs": encoders["targets"],
                      "targets": encoders["inputs"]}
      self._encoders = dict(encoders)
    return self._encoders

  def hparams(self, defaults: hparam.HParams, model_hparams) -> None:
    """Tensor2Tensor's hook: mutate `defaults` (loss_multiplier,
    vocab_size {"inputs", "targets"}, space ids, ...)."""

  def get_hparams(self, model_hparams=None) -> hparam.HParams:
    """Tensor2Tensor's cached problem hparams: the defaults, mutated by
    hparams(defaults, model_hparams) (self._encoders set first, from
    model_hparams.data_dir), with vocabulary, was_reversed and was_copy
    added; a reversed problem's then turned round (inputs' modality, vocab
    size, vocabulary and space id become the targets' and back).
    What a model here can train on is checked where it is sized
    (vocab_sizes). Raises: ValueError when hparams() returns something."""
    if self._hparams is not None:
      return self._hparams
    model_hparams = model_hparams or default_model_hparams()
    if self._encoders is None:
      self.get_feature_encoders(getattr(model_hparams, "data_dir", None))
    defaults = default_problem_hparams()
    if self.hparams(defaults, model_hparams) is not None:
      raise ValueError(f"problem {self.name!r}: hparams(defaults, "
                       f"model_hparams) must mutate defaults and return None")
    defaults.add_hparam("vocabulary", dict(self._encoders))
    defaults.add_hparam("was_reversed", self._reverse)
    defaults.add_hparam("was_copy", self._was_copy)
    if self._reverse:
      problem_spec.reverse_problem_hparams(defaults)
    self._hparams = defaults
    return defaults

  @property
  def feature_info(self) -> Dict[str, FeatureInfo]:
    """Tensor2Tensor's {feature: FeatureInfo} (encoder, modality,
    vocab_size, space_id) of get_hparams(): call get_hparams(hparams) first
    when the vocabulary is in a data dir, as Tensor2Tensor asked."""
    return problem_spec.feature_info(self.get_hparams(),
                                     getattr(self, "has_inputs", True))

  @property
  def batch_size_means_tokens(self) -> bool:
    """Tensor2Tensor's: whether batch_size counts tokens (else examples).
    True here, where every problem is text of varying length (T2T's base
    Problem said False for its fixed-shape problems, images and the like);
    a problem that wants rows overrides it, as in T2T."""
    return True

  @property
  def skip_random_fraction_when_training(self) -> bool:
    """Tensor2Tensor's: whether input_fn skips a random part of the first
    file in training (replicas then do not read in lock-step)."""
    return True

  def max_length(self, model_hparams) -> int:
    """The longest example length: model_hparams.max_length (Tensor2Tensor's
    fallback: its batch_size)."""
    return (model_hparams.get("split_to_length") or
            model_hparams.get("max_length") or model_hparams.get("batch_size"))

  def eval_metrics(self) -> List[str]:
    """Tensor2Tensor's metric names (metrics.Metrics) each evaluation
    reports per validation task, besides the loss. Every problem here has
    text targets, so the default is Tensor2Tensor's Text2TextProblem list;
    a name not computed for text stops dyn-trainer, saying why."""
    return list(metrics.TEXT_METRICS)

  def preprocess_example(self, example, mode, hparams):
    """Tensor2Tensor's per-example tensor hook, run by dataset() (default:
    preprocess_example_common). The training pipeline does not run it: the
    on-the-fly transforms do this work (see unsupported_overrides)."""
    return preprocess_example_common(example, mode, hparams)

  def unsupported_overrides(self) -> List[str]:
    """What this problem overrides that t2t_dyn does not run, each with the
    alternative (the commands refuse such a problem)."""
    found = []
    # Overridden in user code (t2t_dyn's classes may redefine it, as
    # Text2TextProblem does, so a usr dir's mixin after it is not used).
    if not type(self).generate_data.__module__.startswith("t2t_dyn."):
      found.append(
          "generate_data: Tensor2Tensor's writes TFRecord files of ids "
          "(dataset() reads them); what trains here are the shards "
          "generate_shards makes from generate_samples (or ids from "
          "generate_encoded_samples): override one of those instead")
    if type(self).preprocess_example is not Problem.preprocess_example:
      found.append(
          "preprocess_example: per-example tensor preprocessing is not run; "
          "express it as a transform (see docs/transforms.md) or in "
          "generate_samples")
    return found

  def own_encoders(self, data_dir: str,
                   split: Optional[str] = None) -> Dict[str, Dict[str, Any]]:
    """{task: encoders that make its ids from its shard text} for the tasks
    (of `split`) whose ids this problem makes itself rather than through
    transforms and the set-up's vocabulary."""
    if (type(self).feature_encoders is Problem.feature_encoders and
        type(self).task_feature_encoders is Problem.task_feature_encoders):
      return {}
    config = self.get_data_config()
    tasks = (config.tasks_of_split(split) if split else
             list(config.tasks.values()))
    own = {}
    for task in tasks:
      encoders = self.task_feature_encoders(data_dir, task.name)
      if not all(isinstance(e, text_encoder.TransformTextEncoder)
                 for e in encoders.values()):
        own[task.name] = encoders
    return own

  def training_data(self, data_dir: str) -> "TrainingData":
    """The problem's data as a training run reads it (a
    batches.training_data.TrainingData: data config, transform set-up, the
    tasks' own encoders), read once. Raises: SetupError when the data dir
    lacks the set-up."""
    from t2t_dyn.batches.training_data import TrainingData  # pylint: disable=g-import-not-at-top
    return TrainingData(data_dir, self.get_data_config(),
                        self.transform_setup(data_dir),
                        self.own_encoders(data_dir))

  def train_pipeline(self, plan: "DataPlan",
                     state: Optional["PipelineState"] = None,
                     validation: Optional["ValidationFeed"] = None
                     ) -> "TrainPipeline":
    """The training pipeline (a pipeline.TrainPipeline: batches, dataset,
    statistics) of the config's training tasks as `plan` says (a
    data_plan.DataPlan: data dir, batching, consumer), resumed from `state`
    (a PipelineState) if given; `validation`: the trainer's
    validation_feed.ValidationFeed. training_data(...).train_pipeline.
    Raises: SetupError, ShardError when the data dir lacks what
    dyn-datagen makes."""
    return self.training_data(plan.data_dir).train_pipeline(
        plan, state, validation)

  def vocab_sizes(self, data_dir: str) -> Dict[str, int]:
    """{"inputs": source ids, "targets": target ids}: the set-up's
    vocabularies, or more when the problem's own encoders use more ids or
    its hparams() declares a larger vocab_size (Tensor2Tensor's model
    size)."""
    sizes = {"inputs": [], "targets": []}
    own = self.own_encoders(data_dir)
    if self._tasks_using_the_setup_vocabulary(own):
      vocabs = self.transform_setup(data_dir).vocabularies
      sizes = {"inputs": [len(vocabs.src)], "targets": [len(vocabs.tgt)]}
    for encoders in own.values():
      for feature, encoder in encoders.items():
        sizes[feature].append(encoder.vocab_size)
    if type(self).hparams is not Problem.hparams:
      model_hparams = default_model_hparams()
      model_hparams.data_dir = data_dir
      declared_hparams = self.get_hparams(model_hparams)
      modalities.check_text_modalities(self.name, declared_hparams.modality)
      declared = declared_hparams.vocab_size
      for feature, values in sizes.items():
        if isinstance(declared.get(feature), int):
          values.append(declared[feature])
    return {feature: max(values) for feature, values in sizes.items()}

  def source_factor_sizes(self, data_dir: str) -> Tuple[int, ...]:
    """Each source factor's number of values (the model's factor
    embeddings); () without factors."""
    factors = self.transform_setup(data_dir).vocabularies.source_factors
    return tuple(factors.sizes) if factors is not None else ()

  def shared_vocabulary(self, data_dir: str) -> bool:
    """Whether source and target ids share one vocabulary (and one
    embedding matrix in the model): the set-up's, and each task's own
    encoders of both sides."""
    own = self.own_encoders(data_dir)
    if (self._tasks_using_the_setup_vocabulary(own) and
        not self.transform_setup(data_dir).vocabularies.shared):
      return False
    return all(text_encoder.same_vocabulary(e["inputs"], e["targets"])
               for e in own.values())

  def _tasks_using_the_setup_vocabulary(self, own: Mapping[str, Any]
                                        ) -> List[str]:
    """The trained or validated tasks whose ids come from the set-up's
    vocabulary (not from `own`, the problem's own encoders)."""
    config = self.get_data_config()
    return [t.name for t in config.tasks.values()
            if t.split in ("train", "valid") and t.name not in own]

  def dataset(self, mode: str, data_dir: Optional[str] = None,
              num_threads: Optional[int] = None,
              output_buffer_size: Optional[int] = None,
              shuffle_files: Optional[bool] = None, hparams=None,
              preprocess: bool = True, dataset_split: Optional[str] = None,
              shard: Optional[int] = None, partition_id: int = 0,
              num_partitions: int = 1, shuffle_buffer_size: int = 1024,
              max_records: int = -1):
    """Tensor2Tensor's one pass over a split's examples ({feature: 1-D
    tensor}): its TFRecord files at filepattern, else dyn-datagen's shards
    encoded without noise (see example_reading). `hparams` (default:
    default_model_hparams) gets data_dir and sizes get_hparams. Training
    batches are batched_dataset's. Raises: ValueError when neither
    exists."""
    from t2t_dyn.data_generators import example_reading  # pylint: disable=g-import-not-at-top
    if not data_dir:
      raise ValueError(f"problem {self.name!r}: dataset() needs data_dir")
    if hparams is None:
      hparams = default_model_hparams()
    if not hasattr(hparams, "data_dir"):
      hparams.add_hparam("data_dir", data_dir)
    if not hparams.data_dir:
      hparams.data_dir = data_dir
    self.get_hparams(hparams)
    return example_reading.example_dataset(
        self, mode, data_dir, num_threads=num_threads,
        output_buffer_size=output_buffer_size, shuffle_files=shuffle_files,
        hparams=hparams, preprocess_examples=preprocess,
        dataset_split=dataset_split, shard=shard, partition_id=partition_id,
        num_partitions=num_partitions,
        shuffle_buffer_size=shuffle_buffer_size, max_records=max_records)

  def batched_dataset(self, mode: str, data_dir: str, hparams=None,
                      state=None, num_shards: int = 1, shard_index: int = 0):
    """t2t_dyn's batches. mode "train": the endless mixed, bucketed batch
    stream (a tf.data.Dataset) of train_pipeline(...).
    mode "eval": {validation task: tf.data.Dataset of its batches}, so
    losses are reported per task. Batches hold "inputs" [B, S], "targets"
    [B, T] (int32, EOS=1 appended, PAD=0) and "task_id" [B].
    """
    from t2t_dyn.hparams.data_hparams import DataHParams  # pylint: disable=g-import-not-at-top
    hparams = hparams or DataHParams()
    if mode == "train":
      from t2t_dyn.batches.data_plan import DataPlan  # pylint: disable=g-import-not-at-top
      from t2t_dyn.streams.consumer import Consumer  # pylint: disable=g-import-not-at-top
      return self.train_pipeline(
          DataPlan(data_dir, hparams, Consumer(shard_index, num_shards)),
          state).dataset()
    if mode == "eval":
      return self.training_data(data_dir).eval_datasets(hparams)
    raise ValueError(f"mode must be 'train' or 'eval', got {mode!r}")

  def serving_input_fn(self, hparams, decode_hparams=None,
                       use_tpu: bool = False):
    """Tensor2Tensor's serving inputs (serialized tf.Examples -> features),
    built in a TF1 graph: see export.serving_input. A trained model is
    served by dyn-exporter's SavedModel. Raises: RuntimeError in eager
    mode."""
    from t2t_dyn.export import serving_input  # pylint: disable=g-import-not-at-top
    return serving_input.serving_input_receiver(
        hparams, getattr(decode_hparams, "batch_size", 1) or 1, use_tpu,
        getattr(self, "has_inputs", True))

  def input_fn(self, mode: str, hparams, data_dir: Optional[str] = None,
               params=None, config=None, force_repeat: bool = False,
               prevent_repeat: bool = False, dataset_kwargs=None):
    """Tensor2Tensor's batched features of dataset(...) for a model's
    hparams: data_reader.input_fn (bucketed by length, repeated in
    training). dyn-trainer reads batched_dataset instead."""
    from t2t_dyn.utils import data_reader  # pylint: disable=g-import-not-at-top
    data_dir = data_dir or getattr(hparams, "data_dir", None)
    kwargs = dict(dataset_kwargs or {})
    kwargs.update(mode=mode, data_dir=data_dir, hparams=hparams,
                  num_threads=data_reader.cpu_count() if mode == "train"
                  else 1)
    return data_reader.input_fn(
        self.dataset(**kwargs), self.filepattern(data_dir, mode),
        self.skip_random_fraction_when_training,
        self.batch_size_means_tokens,
        self.get_hparams().batch_size_multiplier, self.max_length(hparams),
        mode, hparams, data_dir=data_dir, params=params, config=config,
        force_repeat=force_repeat, prevent_repeat=prevent_repeat)


def preprocess_example_common(example, mode: str, hparams):
  """Tensor2Tensor's preprocessing of every example (see
  example_reading.preprocess_example_common)."""
  from t2t_dyn.data_generators import example_reading  # pylint: disable=g-import-not-at-top
  return example_reading.preprocess_example_common(example, mode, hparams)


@registry.register_problem
class DynTranslate(Problem):
  """The generic problem: everything comes from --data_config=FILE."""


_SAMPLE_METHODS = ("generate_samples", "generate_encoded_samples")


def _samples_owner(problem: Problem) -> type:
  """The class whose sample method (generate_samples or an override of
  generate_encoded_samples) the problem uses."""
  for klass in type(problem).__mro__:
    if any(name in vars(klass) for name in _SAMPLE_METHODS):
      return klass
  return Problem


def _accepts_task(method) -> bool:
  """Whether a feature_encoders method takes a task after data_dir."""
  try:
    parameters = list(inspect.signature(method).parameters.values())
  except (TypeError, ValueError):
    return False
  return len(parameters) >= 3 or any(
      p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD) for p in parameters)


def _source_sha256(klass: type) -> str:
  """sha256 of the source files that define `klass` and its bases outside
  t2t_dyn (their code, class attributes and the helpers beside them); for a
  class without a source file, of its sample methods' bytecode."""
  digest = hashlib.sha256()
  seen = set()
  for base in klass.__mro__:
    if base.__module__.split(".")[0] in ("t2t_dyn", "builtins"):
      continue
    try:
      path = inspect.getsourcefile(base) or ""
      if path in seen:
        continue
      with open(path, "rb") as f:
        digest.update(f.read())
      seen.add(path)
    except (OSError, TypeError):
      for name in _SAMPLE_METHODS:
        method = vars(base).get(name)
        if method is not None:
          digest.update(method.__code__.co_code)
          digest.update(repr(method.__code__.co_consts).encode("utf-8"))
  return digest.hexdigest()
