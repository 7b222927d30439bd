"""Tensor2Tensor's MultiProblem: registered problems (`task_list`, the
first the primary task, often a language model) trained as one language
model, mixed by the multiproblem_* hparams.

As in Tensor2Tensor, each example becomes targets alone: the inputs'
ids without EOS, the task's id, the targets' ids (a language model's task:
its id, then its text), in the primary task's vocabulary; task i's id is
that vocabulary's size + i, and the model's vocabulary grows by the tasks
and the largest number of classes (or to multiproblem_vocab_size). Here the
sub-problems' encoded samples are written so into the shards, one training
task "<sub-problem>" and one validation task "<sub-problem>_dev" each, and
meta.train.multiproblem_mixing (config.multiproblem_specs) mixes the
training tasks by Tensor2Tensor's rule from the model's multiproblem_*
hparams (set_model_hparams or get_hparams; each multiproblem_* hparam is
applied or refused by name: config.multiproblem_specs.from_model_hparams).
Decoding a task continues the
input's ids followed by its id (decode hparams multiproblem_task_id:
decode_prefix).
"""

import os
import shutil
from typing import Any, Dict, Iterator, List, Optional, Sequence

from t2t_dyn.config import data_config as data_config_lib
from t2t_dyn.config import multiproblem_specs
from t2t_dyn.data_generators import problem
from t2t_dyn.data_generators import text_problems
from t2t_dyn.setup import text_encoder
from t2t_dyn.utils import metrics

DEV_SUFFIX = "_dev"


class MixingSchedule:
  """Tensor2Tensor's names of how a MultiProblem mixes its tasks."""
  EXPONENTIAL = "exponential"
  CONSTANT = "constant"
  PRETRAIN = "pretrain"


def normalized_ids(task, inputs: Optional[Sequence[int]],
                   targets: Sequence[int], task_id: int, vocab_type: str,
                   vocab_offset: int) -> List[int]:
  """Tensor2Tensor's normalize_example_nlp of a training example, on id
  lists as generate_encoded_samples yields them (inputs end with EOS):
  inputs without EOS + [task_id] + targets; a classification task's label
  spelled as its digit (CHARACTER) or moved past the task ids
  (vocab_offset + label, SUBWORD)."""
  targets = list(targets)
  if hasattr(task, "class_labels"):
    if vocab_type == text_problems.VocabType.CHARACTER:
      # The label's decimal digit as a byte id ('0' is byte 48, id 50).
      targets = [50 + int(t) % 10 for t in targets]
    elif vocab_type == text_problems.VocabType.SUBWORD:
      targets = [vocab_offset + int(t) for t in targets]
  if inputs is not None and getattr(task, "has_inputs", True):
    inputs = list(inputs)
    if inputs and inputs[-1] == text_encoder.EOS_ID:
      inputs = inputs[:-1]
    return inputs + [task_id] + targets
  return [task_id] + targets


class TaskIdEncoder:
  """The primary task's encoder in the model's larger vocabulary. encode:
  its ids, with a task's id where its training examples have it (after
  the inputs; before a language model's text); decode leaves out the ids
  past the primary vocabulary (task ids, labels)."""

  def __init__(self, encoder, vocab_size: int, task_id: int = -1,
               id_first: bool = False):
    self.encoder = encoder
    self.vocab_size = vocab_size
    self.task_id = task_id
    self.id_first = id_first

  def encode(self, text: str) -> List[int]:
    ids = list(self.encoder.encode(text))
    if self.task_id < 0:
      return ids
    return [self.task_id] + ids if self.id_first else ids + [self.task_id]

  def decode(self, ids: Sequence[int], strip_extraneous: bool = False) -> str:
    kept = [int(i) for i in ids if int(i) < self.encoder.vocab_size]
    return self.encoder.decode(kept, strip_extraneous=strip_extraneous)

  def decode_list(self, ids: Sequence[int]) -> List[str]:
    return self.encoder.decode_list(
        [int(i) for i in ids if int(i) < self.encoder.vocab_size])


class MultiProblem(problem.Problem):
  """Several registered problems trained as one; see the module docstring."""

  # The model hparams set_model_hparams reads (applies or refuses).
  MODEL_HPARAMS_READ = multiproblem_specs.MODEL_HPARAMS

  def __init__(self, was_reversed: bool = False, was_copy: bool = False):
    super().__init__(was_reversed, was_copy)
    self.task_list = []
    self._model_hparams = multiproblem_specs.MultiproblemHParams()

  @property
  def has_inputs(self) -> bool:
    """Every example is targets alone (a decoder-only model's)."""
    return False

  @property
  def vocab_type(self) -> str:
    """The primary task's (a subclass may declare its own)."""
    return self.task_list[0].vocab_type

  # Tensor2Tensor's task ids and vocabulary.

  def update_task_ids(self, encoder_vocab_size: int) -> None:
    """Task i's id: encoder_vocab_size + i (Tensor2Tensor's)."""
    for idx, task in enumerate(self.task_list):
      set_task_id(task, idx + encoder_vocab_size)

  def get_max_num_classes(self) -> int:
    """The most classes of a classification sub-task (0 without one)."""
    return max([getattr(t, "num_classes", 0) for t in self.task_list] + [0])

  def _primary_encoder(self, data_dir: str, tmp_dir: Optional[str] = None):
    """The primary task's targets encoder: its vocabulary, made from
    tmp_dir's data when given and missing (as its generate_data makes
    it)."""
    primary = self.task_list[0]
    if hasattr(primary, "get_or_create_vocab"):
      return primary.get_or_create_vocab(data_dir, tmp_dir,
                                         force_get=tmp_dir is None)
    return primary.feature_encoders(data_dir)["targets"]

  def model_vocab_size(self, encoder_vocab_size: int) -> int:
    """The primary vocabulary + the task ids + the most classes, or the
    model's multiproblem_vocab_size when larger."""
    size = (encoder_vocab_size + len(self.task_list) +
            self.get_max_num_classes())
    return max(size, self._model_hparams.vocab_size)

  def set_model_hparams(self, model_hparams) -> None:
    """Reads the model's multiproblem_* hparams (config.multiproblem_specs.
    from_model_hparams): the mixing rule (the data config's
    meta.train.multiproblem_mixing), the vocabulary size, target_eval_only.
    Raises: ValueError naming a bad or refused hparam."""
    get = lambda name, default: (model_hparams.get(name, default)
                                 if hasattr(model_hparams, "get") else
                                 getattr(model_hparams, name, default))
    read = multiproblem_specs.from_model_hparams(get, len(self.task_list),
                                                 self.name)
    if read != self._model_hparams:
      self._model_hparams = read
      self._loaded_config = None  # Derived again with the new rule.

  def get_hparams(self, model_hparams=None):
    """Tensor2Tensor's: the primary task's problem hparams, its targets'
    vocabulary grown for the task ids (and classes), symbol modality; the
    model's multiproblem_* hparams read (set_model_hparams)."""
    if self._hparams is not None:
      return self._hparams
    if model_hparams is not None:
      self.set_model_hparams(model_hparams)
    hparams = self.task_list[0].get_hparams(model_hparams)
    vocab_size = hparams.vocabulary["targets"].vocab_size
    self.update_task_ids(vocab_size)
    hparams.vocab_size["targets"] = self.model_vocab_size(vocab_size)
    hparams.modality["targets"] = "symbol"
    self._hparams = hparams
    return hparams

  # The data config: one training and one validation task per sub-problem.

  def declared_data_config(self):
    if len(self.task_list) < 2:
      raise ValueError(f"problem {self.name!r}: a MultiProblem mixes at "
                       f"least 2 problems; its task_list has "
                       f"{len(self.task_list)} (append them in __init__)")
    lm = {"type": "mono", "transforms": ["mono_to_targets"]}
    tasks = {}
    for index, task in enumerate(self.task_list):
      tasks[task.name] = {"split": "train", **lm}
      # multiproblem_target_eval_only: Tensor2Tensor evaluated the second
      # task alone.
      if index == 1 or not self._model_hparams.target_eval_only:
        tasks[task.name + DEV_SUFFIX] = {"split": "valid", "n_shards": 1,
                                         **lm}
    mixing = self._model_hparams.mixing
    return {"meta": {"train": {
        "name": self.dataset_filename(),
        "multiproblem_mixing": {
            "schedule": mixing.schedule, "threshold": mixing.threshold,
            "max_examples": mixing.max_examples,
            "per_task_threshold": list(mixing.per_task_threshold)}}},
            "tasks": tasks}, None

  def samples_from_code(self) -> bool:
    return True

  def generate_data(self, data_dir: str, tmp_dir: str, task_id: int = -1,
                    log=print, force: bool = False):
    """Tensor2Tensor's: every sub-problem's generate_data (its vocabulary
    and files). dyn-datagen's shards are generate_shards'."""
    del log, force
    for task in self._checked_tasks():
      task.generate_data(data_dir, tmp_dir, task_id)

  def task_samples(self, data_dir: str, tmp_dir: str,
                   task: data_config_lib.TaskSpec) -> Iterator[Dict[str, str]]:
    """A sub-problem's encoded samples of the task's split, each as
    Tensor2Tensor's normalized sequence of ids (shard text, no final EOS:
    training appends it)."""
    name = task.name.removesuffix(DEV_SUFFIX) if task.split == "valid" else (
        task.name)
    index = [t.name for t in self.task_list].index(name)
    sub = self.task_list[index]
    split = (problem.DatasetSplit.EVAL if task.split == "valid" else
             problem.DatasetSplit.TRAIN)
    encoder = task_id = None
    for number, sample in enumerate(
        self._encoded(sub, data_dir, tmp_dir, split), 1):
      if encoder is None:  # The primary vocabulary exists by now.
        encoder = self._primary_encoder(data_dir, tmp_dir)
        self.update_task_ids(encoder.vocab_size)
        task_id = get_task_id(sub)
      ids = normalized_ids(
          sub, sample.get("inputs"), sample["targets"], task_id,
          self.vocab_type, encoder.vocab_size + len(self.task_list))
      if list(sample["targets"])[-1:] == [text_encoder.EOS_ID]:
        ids = ids[:-1]  # Training appends it again.
      if not all(isinstance(i, int) and i >= 0 for i in ids):
        raise ValueError(f"problem {self.name!r}, task {sub.name!r}, "
                         f"encoded sample {number}: ids must be "
                         f"non-negative integers, got {ids!r:.80}")
      yield {"text": " ".join(map(str, ids))}

  def _encoded(self, sub, data_dir: str, tmp_dir: str,
               split: str) -> Iterator[Dict[str, Any]]:
    """The sub-problem's generate_encoded_samples of `split` (its vocabulary
    made first, as its generate_data makes it), dealt into its splits as
    its generate_data deals one stream when is_generate_per_split is
    False."""
    config = sub.get_data_config()
    name = text_problems.SPLIT_TASKS[split]
    if name not in config.tasks:
      raise ValueError(f"problem {self.name!r}: sub-problem {sub.name!r} "
                       f"has no {split} split (its dataset_splits)")
    spec = config.task(name)
    if getattr(sub, "is_generate_per_split", True):
      return sub.generate_encoded_samples(data_dir, tmp_dir,
                                          problem.TaskSplit(spec))
    train = problem.TaskSplit(config.task(
        text_problems.SPLIT_TASKS[problem.DatasetSplit.TRAIN]))
    return sub._share_of_one_stream(  # pylint: disable=protected-access
        sub.generate_encoded_samples(data_dir, tmp_dir, train), spec,
        (data_dir, tmp_dir))

  def _checked_tasks(self) -> List[problem.Problem]:
    if len(self.task_list) < 2:
      raise ValueError(f"problem {self.name!r}: a MultiProblem mixes at "
                       f"least 2 problems; its task_list has "
                       f"{len(self.task_list)}")
    return self.task_list

  # Encoders: the primary task's vocabulary and the task ids.

  def feature_encoders(self, data_dir: str, task: Optional[str] = None):
    """Both sides: the primary task's encoder in the model's vocabulary;
    for a task (a sub-problem's, or its "_dev"), encode adds the task's id
    as its training examples have it, so a decoder continues that task
    (Tensor2Tensor's decoder appended multiproblem_task_id to the ids)."""
    primary = self._primary_encoder(data_dir)
    self.update_task_ids(primary.vocab_size)
    size = self.model_vocab_size(primary.vocab_size)
    sub = self._sub_problem(task) if task else None
    encoder = TaskIdEncoder(
        primary, size, get_task_id(sub) if sub is not None else -1,
        id_first=sub is not None and not getattr(sub, "has_inputs", True))
    return {"inputs": encoder, "targets": encoder}

  def _sub_problem(self, task: str):
    """The sub-problem of a config task's name. Raises: RegistryError."""
    name = task.removesuffix(DEV_SUFFIX)
    for sub in self.task_list:
      if sub.name in (task, name):
        return sub
    self.get_data_config().task(task)  # Raises, listing the tasks.
    return None

  def task_of_id(self, data_dir: str, task_id: int) -> str:
    """The training task whose id is `task_id` (decode hparams
    multiproblem_task_id). Raises: ValueError listing the ids."""
    self.update_task_ids(self._primary_encoder(data_dir).vocab_size)
    ids = {get_task_id(t): t.name for t in self.task_list}
    if task_id not in ids:
      raise ValueError(f"multiproblem_task_id={task_id}: problem "
                       f"{self.name!r} has task ids " + ", ".join(
                           f"{i} ({n})" for i, n in ids.items()))
    return ids[task_id]

  def own_encoders(self, data_dir: str, split: Optional[str] = None):
    """Every task reads its ids from the shards."""
    encoders = self.feature_encoders(data_dir)
    config = self.get_data_config()
    tasks = (config.tasks_of_split(split) if split else
             list(config.tasks.values()))
    return {t.name: {feature: text_encoder.ShardIdsEncoder(
        encoder, f"problem {self.name!r} task {t.name!r}")
                     for feature, encoder in encoders.items()}
            for t in tasks}

  def setup_vocabulary_makes_ids(self) -> bool:
    return False

  def generate_vocab(self, data_dir: str, tmp_dir: str, log=print):
    """The set-up of the derived config, with the primary task's
    vocabulary file copied into it (a model's output dir then decodes
    without the data dir)."""
    setup = super().generate_vocab(data_dir, tmp_dir, log)
    primary = self.task_list[0]
    name = getattr(primary, "vocab_filename", None)
    if (name and getattr(primary, "vocab_type", None) !=
        text_problems.VocabType.CHARACTER and
        os.path.isfile(os.path.join(data_dir, name))):
      shutil.copyfile(os.path.join(data_dir, name),
                      os.path.join(setup.setup_dir, name))
    log(f"model vocabulary: {primary.name!r}'s and {len(self.task_list)} "
        f"task ids ({self.vocab_sizes(data_dir)['targets']} ids)")
    return setup

  def vocab_sizes(self, data_dir: str) -> Dict[str, int]:
    size = self.feature_encoders(data_dir)["targets"].vocab_size
    return {"inputs": size, "targets": size}

  def shared_vocabulary(self, data_dir: str) -> bool:
    return True

  def decode_prefix(self, data_dir: str, text: str, task_id: int
                    ) -> List[int]:
    """The ids a decoder continues for `text` (decode hparams
    multiproblem_task_id): its ids, then the task id (no EOS), as
    Tensor2Tensor's decoder fed them; -1: the ids alone."""
    ids = self.feature_encoders(data_dir)["targets"].encode(text)
    return ids + [task_id] if task_id > -1 else ids

  def eval_metrics(self) -> List[str]:
    """Tensor2Tensor's: accuracy and perplexity (and ROUGE with a
    summarization task)."""
    found = [metrics.Metrics.ACC, metrics.Metrics.NEG_LOG_PERPLEXITY]
    if any("summarize" in t.name for t in self.task_list):
      found += [metrics.Metrics.ROUGE_2_F, metrics.Metrics.ROUGE_L_F]
    return found

  def filepattern(self, data_dir: str, mode: str, shard=None) -> List[str]:
    """Tensor2Tensor's: each task's file pattern."""
    return [t.filepattern(data_dir, mode, shard) for t in self.task_list]

  def unsupported_overrides(self) -> List[str]:
    found = super().unsupported_overrides()
    if "normalize_example" in _user_attributes(type(self)):
      found.append(
          "normalize_example: its tensors are not run; the examples are "
          "Tensor2Tensor's normalize_example_nlp (multi_problem."
          "normalized_ids): give the sub-problems' samples the form wanted")
    for task in self.task_list:
      found += [f"task {task.name!r}: {u}"
                for u in task.unsupported_overrides()]
    return found


def _user_attributes(klass: type) -> set:
  """Names defined by classes of `klass`'s bases outside t2t_dyn."""
  return {name for base in klass.__mro__
          if not base.__module__.startswith("t2t_dyn.")
          for name in vars(base)}


def set_task_id(task, task_id: int) -> None:
  """Tensor2Tensor's Problem.set_task_id, on any problem."""
  if hasattr(task, "set_task_id"):
    task.set_task_id(task_id)
  else:
    task._task_id = task_id  # pylint: disable=protected-access


def get_task_id(task) -> int:
  """Tensor2Tensor's Problem.task_id (-1 before update_task_ids)."""
  if hasattr(type(task), "task_id"):
    return task.task_id
  return getattr(task, "_task_id", -1)
