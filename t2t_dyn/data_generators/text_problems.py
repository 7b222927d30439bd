"""Tensor2Tensor's Text2TextProblem: a data config derived from properties.

A subclass overrides `generate_samples(data_dir, tmp_dir, dataset_split)`
and `is_generate_per_split`, and declares the rest with Tensor2Tensor's
properties; `declared_data_config` turns them into tasks:

- one task per entry of `dataset_splits`: "train" (split train), "dev"
  (EVAL, validated during training) and "test" (TEST, sharded for
  dyn-decoder --decode_from_task), with the entry's shards;
- `is_generate_per_split = False`: generate_samples(TRAIN) is one stream,
  dealt as Tensor2Tensor deals it: sample i goes to shard file
  i mod (all shards), the files listed split by split in dataset_splits'
  order (8:1:1 shards -> 80% train, 10% dev, 10% test), the same on every
  run and machine; each task reads the stream and keeps its share, and a
  stream that differs between reads is an error;
- `vocab_type` picks the encoders (`get_or_create_vocab`): CHARACTER
  (bytes), TOKEN (data_dir/vocab_filename, one token per line, oov_token),
  SUBWORD (a SubwordTextEncoder of about approx_vocab_size built from
  generate_text_for_vocab as Tensor2Tensor builds it, saved under
  vocab_filename); training, evaluation and decoding make ids with them;
- a `generate_encoded_samples` override is sharded as ids (no transforms).

By default a problem trains as it did in Tensor2Tensor: deterministic
encoders, no noise. Its class attribute `data_config` (a dict or a YAML
path, as for any Problem) is an overlay on the derived config: transforms
for "train" (used by "dev" and "test" unless they name theirs), more tasks,
a mixing schedule, meta.train options. A task whose transforms segment
(sentencepiece, bpe_dropout, morfessor_em, ...) samples subwords on the fly
with the library's vocabulary, trained on the shards with
approx_vocab_size.
"""

import copy
import hashlib
import os
from typing import Any, Dict, Iterable, Iterator, List, Optional, Tuple

from absl import logging

from t2t_dyn.config import data_config as data_config_lib
from t2t_dyn.data_generators import generator_utils
from t2t_dyn.data_generators import problem
from t2t_dyn.data_generators import text_encoder
from t2t_dyn.setup import transform_setup as setup_lib
from t2t_dyn.utils import numbers
from t2t_dyn.utils import registry


class VocabType:
  """Tensor2Tensor's vocabulary kinds."""
  CHARACTER = "character"
  SUBWORD = "subwords"
  TOKEN = "tokens"


# The task each DatasetSplit becomes (Tensor2Tensor's file name tags).
SPLIT_TASKS = {problem.DatasetSplit.TRAIN: "train",
               problem.DatasetSplit.EVAL: "dev",
               problem.DatasetSplit.TEST: "test"}


class ProblemPropertyError(ValueError):
  """Properties of a problem that cannot describe its data, each named."""


class Text2TextProblem(problem.Problem):
  """Base class for text-to-text problems (see the module docstring)."""

  # Subclass interface, with Tensor2Tensor's defaults.

  @property
  def dataset_splits(self) -> List[Dict[str, Any]]:
    return [{"split": problem.DatasetSplit.TRAIN, "shards": 100},
            {"split": problem.DatasetSplit.EVAL, "shards": 1}]

  @property
  def is_generate_per_split(self) -> bool:
    raise NotImplementedError(
        f"problem {self.name!r} must define is_generate_per_split")

  def generate_samples(self, data_dir, tmp_dir, dataset_split):
    raise NotImplementedError(
        f"problem {self.name!r} must define generate_samples")

  @property
  def vocab_type(self) -> str:
    return VocabType.SUBWORD

  @property
  def approx_vocab_size(self) -> int:
    return 2 ** 15

  @property
  def additional_reserved_tokens(self) -> List[str]:
    return []

  @property
  def oov_token(self) -> Optional[str]:
    return None

  @property
  def max_samples_for_vocab(self) -> Optional[int]:
    return None

  @property
  def packed_length(self) -> Optional[int]:
    return None

  @property
  def packed_spacing(self) -> int:
    return 0

  @property
  def has_inputs(self) -> bool:
    return True

  @property
  def max_subtoken_length(self) -> Optional[int]:
    return 200

  @property
  def batch_size_means_tokens(self) -> bool:
    return True

  @property
  def already_shuffled(self) -> bool:
    return False

  @property
  def inputs_prefix(self) -> str:
    return ""

  @property
  def targets_prefix(self) -> str:
    return ""

  @property
  def use_vocab_from_other_problem(self) -> Optional["Text2TextProblem"]:
    return None

  @property
  def vocab_filename(self) -> str:
    other = self.use_vocab_from_other_problem
    if other:
      return other.vocab_filename
    if self.vocab_type == VocabType.SUBWORD:
      return (f"vocab.{self.dataset_filename()}.{self.approx_vocab_size}."
              f"{VocabType.SUBWORD}")
    return f"vocab.{self.dataset_filename()}.{VocabType.TOKEN}"

  def max_length(self, model_hparams) -> int:
    return self.packed_length or super().max_length(model_hparams)

  def generate_text_for_vocab(self, data_dir: str,
                              tmp_dir: str) -> Iterator[str]:
    """Both sides of the TRAIN samples (Tensor2Tensor's: the whole stream
    when is_generate_per_split is False), up to max_samples_for_vocab."""
    train = self._task_split(problem.DatasetSplit.TRAIN)
    for i, sample in enumerate(self.generate_samples(data_dir, tmp_dir,
                                                     train)):
      if self.has_inputs:
        yield sample["inputs"]
      yield sample["targets"]
      if self.max_samples_for_vocab and i + 1 >= self.max_samples_for_vocab:
        break

  def get_or_create_vocab(self, data_dir: str, tmp_dir: Optional[str],
                          force_get: bool = False):
    """The vocab_type's encoder; SUBWORD builds (unless force_get) and
    saves data_dir/vocab_filename when it is missing. Raises:
    VocabularyFileError naming the file and the problem."""
    kind = self.vocab_type
    if kind == VocabType.CHARACTER:
      return text_encoder.ByteTextEncoder()
    path = os.path.join(data_dir, self.vocab_filename)
    if kind == VocabType.TOKEN:
      if not os.path.isfile(path):
        raise text_encoder.VocabularyFileError(
            f"problem {self.name!r} has vocab_type TOKEN: its vocabulary "
            f"file {path} (one token per line, <pad> and <EOS> first) must "
            f"be made by you, as in Tensor2Tensor")
      return text_encoder.TokenTextEncoder(path, replace_oov=self.oov_token)
    if kind != VocabType.SUBWORD:
      raise ProblemPropertyError(f"problem {self.name!r}: vocab_type "
                                 f"{kind!r} is not a VocabType")
    if force_get:
      return text_encoder.SubwordTextEncoder(path)
    other = self.use_vocab_from_other_problem
    if other:
      return other.get_or_create_vocab(data_dir, tmp_dir, force_get)
    return generator_utils.get_or_generate_vocab_inner(
        data_dir, self.vocab_filename, self.approx_vocab_size,
        self.generate_text_for_vocab(data_dir, tmp_dir),
        max_subtoken_length=self.max_subtoken_length,
        reserved_tokens=(text_encoder.RESERVED_TOKENS +
                         list(self.additional_reserved_tokens)))

  def feature_encoders(self, data_dir: str, task: Optional[str] = None):
    """A task that segments on the fly: its transforms and the set-up's
    vocabulary; every other: the vocab_type's encoder for both sides."""
    if self._segments(task or self.default_task()):
      return super().feature_encoders(data_dir, task)
    encoder = self.get_or_create_vocab(data_dir, None, force_get=True)
    return {"inputs": encoder, "targets": encoder}

  def generate_encoded_samples(self, data_dir: str, tmp_dir: str,
                               dataset_split) -> Iterator[Dict[str, Any]]:
    """Tensor2Tensor's: generate_samples encoded with the vocabulary, the
    prefixes prepended, EOS appended. Only an override of it is used for
    sharding (the shards then hold its ids)."""
    return text2text_generate_encoded(
        self.generate_samples(data_dir, tmp_dir, dataset_split),
        self.get_or_create_vocab(data_dir, tmp_dir),
        has_inputs=self.has_inputs, inputs_prefix=self.inputs_prefix,
        targets_prefix=self.targets_prefix)

  def hparams(self, defaults, model_hparams) -> None:
    """Tensor2Tensor's: symbol modalities, vocab sizes of the encoders."""
    del model_hparams
    defaults.stop_at_eos = 1
    defaults.modality = {"inputs": "symbol", "targets": "symbol"}
    defaults.vocab_size = {"inputs": self._encoders["inputs"].vocab_size,
                           "targets": self._encoders["targets"].vocab_size}
    if self.vocab_type == VocabType.CHARACTER:
      defaults.loss_multiplier = 2.0

  # A Tensor2Tensor problem kind that is not text-to-text (set by the
  # classes below): refused when run, named.
  refused_kind = ""

  # How t2t_dyn runs it.

  def declared_data_config(self) -> Tuple[Dict[str, Any], Optional[str]]:
    """The config the properties describe, with the class's `data_config`
    laid over it. Raises: ProblemPropertyError naming every bad
    property."""
    splits = self._checked_properties()
    tasks = {SPLIT_TASKS[split]: {"split": problem.CONFIG_SPLITS[split],
                                  "n_shards": shards}
             for split, shards in splits}
    derived = {"meta": {"train": {"name": self.dataset_filename(),
                                  "approx_vocab_size":
                                      self.approx_vocab_size}},
               "tasks": tasks}
    overlay, base_dir = super().declared_data_config()
    if isinstance(overlay, (str, os.PathLike)):
      overlay = data_config_lib.read_yaml(overlay)
    return _overlaid(derived, overlay or {}), base_dir

  def task_samples(self, data_dir: str, tmp_dir: str,
                   task: data_config_lib.TaskSpec) -> Iterator[Dict[str, str]]:
    """The task's samples as shard text: generate_samples of its split (or
    its share of the TRAIN stream), the prefixes prepended; or the ids of a
    generate_encoded_samples override, as decimal text without the final
    EOS (training appends it)."""
    if task.inputs:  # A task the overlay gives files: read as configured.
      yield from problem.Problem.generate_samples(
          self, data_dir, tmp_dir, problem.TaskSplit(task))
      return
    encoded = self._encodes_itself()
    generate = (self.generate_encoded_samples if encoded else
                self.generate_samples)
    if task.name not in SPLIT_TASKS.values() or self.is_generate_per_split:
      samples = generate(data_dir, tmp_dir, problem.TaskSplit(task))
    else:
      samples = self._share_of_one_stream(
          generate(data_dir, tmp_dir,
                   self._task_split(problem.DatasetSplit.TRAIN)), task,
          (data_dir, tmp_dir))
    for number, sample in enumerate(samples, 1):
      yield (_ids_as_text(sample, self.name, task.name, number) if encoded
             else self._prefixed(sample))

  def generate_data(self, data_dir: str, tmp_dir: str, task_id: int = -1,
                    log=print, force: bool = False):
    """Problem's shard stage. Defined here, as Tensor2Tensor's
    Text2TextProblem defines it, so that a mixin after this class in a usr
    dir's bases (one whose generate_data raises) is not what runs."""
    return super().generate_data(data_dir, tmp_dir, task_id, log, force)

  def generate_vocab(self, data_dir: str, tmp_dir: str, log=print):
    """Tensor2Tensor's vocabulary (get_or_create_vocab) when a task uses the
    problem's encoders, copied into the set-up so that a model's output dir
    decodes without the data dir; then the set-up of the derived config."""
    config = self.get_data_config()
    if self._encodes_itself():
      # As in Tensor2Tensor: its generate_encoded_samples (run by the shard
      # stage) made what it needed; no vocabulary is built here.
      encoders = self.task_feature_encoders(data_dir)
      log(f"model vocabulary: the problem's own encoders (inputs: "
          f"{_described(encoders['inputs'])}; targets: "
          f"{_described(encoders['targets'])})")
    elif not all(self._segments(t) for t in config.tasks):
      encoder = self.get_or_create_vocab(data_dir, tmp_dir)
      log(f"model vocabulary: {_described(encoder)} ({self.vocab_type}), "
          f"for training and decoding")
    setup = super().generate_vocab(data_dir, tmp_dir, log)
    path = os.path.join(data_dir, self.vocab_filename)
    if self.vocab_type != VocabType.CHARACTER and os.path.isfile(path):
      with open(path, "rb") as source, open(os.path.join(
          setup.setup_dir, self.vocab_filename), "wb") as copy_:
        copy_.write(source.read())
    return setup

  def setup_vocabulary_makes_ids(self) -> bool:
    return not self._encodes_itself() and any(
        self._segments(t) for t in self.get_data_config().tasks)

  def own_encoders(self, data_dir: str, split: Optional[str] = None):
    """A generate_encoded_samples override's tasks read their ids from the
    shards (range-checked against the encoders' vocab_size)."""
    own = super().own_encoders(data_dir, split)
    if self._encodes_itself():
      for name, encoders in own.items():
        own[name] = {feature: text_encoder.ShardIdsEncoder(
            encoder, f"problem {self.name!r} task {name!r}")
                     for feature, encoder in encoders.items()}
    return own

  def unsupported_overrides(self) -> List[str]:
    found = super().unsupported_overrides()
    if self.packed_length and self.packed_spacing:
      found.append(f"packed_spacing={self.packed_spacing}: packed examples "
                   f"are kept apart by their segment ids (the model "
                   f"attends within each), not by padding between them; "
                   f"drop the override")
    if self.refused_kind:
      found.append(f"{self.refused_kind} is not supported: the models "
                   f"here are encoder-decoders from text to text")
    elif not self.has_inputs:
      found.append("has_inputs=False: problems without inputs (language "
                   "models) are not supported; the model is an "
                   "encoder-decoder")
    if self._encodes_itself() and any(
        t.transforms for t in self.get_data_config().tasks.values()):
      found.append("generate_encoded_samples with transforms: its shards "
                   "hold ids, which transforms cannot read; drop the "
                   "override or the transforms")
    return found

  # Helpers.

  def _segments(self, task: str) -> bool:
    """Whether the task's transforms segment words into subwords."""
    transforms = self.get_data_config().task(task).transforms
    return any(registry.transform(t).segments for t in transforms)

  def _encodes_itself(self) -> bool:
    return (type(self).generate_encoded_samples is not
            Text2TextProblem.generate_encoded_samples)

  def _task_split(self, split: str) -> problem.TaskSplit:
    return problem.TaskSplit(self.get_data_config().task(SPLIT_TASKS[split]))

  def _prefixed(self, sample: Dict[str, Any]) -> Dict[str, Any]:
    if not (self.inputs_prefix or self.targets_prefix):
      return sample
    sample = dict(sample)
    for feature, prefix in (("inputs", self.inputs_prefix),
                            ("targets", self.targets_prefix)):
      if prefix and isinstance(sample.get(feature), str):
        sample[feature] = prefix + sample[feature]
    return sample

  def _share_of_one_stream(self, samples: Iterable[Dict[str, Any]],
                           task: data_config_lib.TaskSpec,
                           key: Tuple[str, str]) -> Iterator[Dict[str, Any]]:
    """The samples of one stream that Tensor2Tensor's generate_files puts
    in the task's split; checks that every read of the stream (per `key`,
    the data and tmp dirs) is the same. Raises: ValueError when not."""
    splits = self._checked_properties()
    total = sum(shards for _, shards in splits)
    start = 0
    for split, shards in splits:
      if SPLIT_TASKS[split] == task.name:
        break
      start += shards
    end = start + shards
    digest = hashlib.sha256()
    count = 0
    for count, sample in enumerate(samples, 1):
      digest.update(repr(sorted(sample.items())).encode("utf-8"))
      if start <= (count - 1) % total < end:
        yield sample
    reads = self.__dict__.setdefault("_stream_reads", {})
    seen = reads.setdefault(key, (count, digest.hexdigest()))
    if seen != (count, digest.hexdigest()):
      raise ValueError(
          f"problem {self.name!r}: generate_samples(TRAIN) gave a different "
          f"stream when read for task {task.name!r} ({count} samples; "
          f"before: {seen[0]}). With is_generate_per_split = False each "
          f"split's task reads the stream and keeps its share, so it must "
          f"yield the same samples in the same order every time (seed its "
          f"randomness)")

  def _checked_properties(self) -> List[Tuple[str, int]]:
    """[(DatasetSplit, shards)] of dataset_splits, after checking the
    properties the config is derived from. Raises: ProblemPropertyError."""
    errors = []
    splits = self.dataset_splits
    pairs = []
    if not isinstance(splits, (list, tuple)) or not splits:
      errors.append(f"dataset_splits: expected a list of {{'split': "
                    f"DatasetSplit..., 'shards': N}}, got {splits!r}")
      splits = []
    for i, entry in enumerate(splits):
      split = entry.get("split") if isinstance(entry, dict) else None
      shards = entry.get("shards") if isinstance(entry, dict) else None
      if split not in SPLIT_TASKS:
        errors.append(f"dataset_splits[{i}]: 'split' must be "
                      f"DatasetSplit.TRAIN, EVAL or TEST, got {entry!r}")
      elif split in dict(pairs):
        errors.append(f"dataset_splits[{i}]: {split!r} is listed twice")
      elif not numbers.positive_int(shards):
        errors.append(f"dataset_splits[{i}]: 'shards' must be a positive "
                      f"integer, got {shards!r}")
      else:
        pairs.append((split, shards))
    if splits and problem.DatasetSplit.TRAIN not in [s for s, _ in pairs]:
      errors.append("dataset_splits: no DatasetSplit.TRAIN entry")
    per_split = self.is_generate_per_split
    if not isinstance(per_split, bool):
      # Tensor2Tensor tested it for truth: a method left without @property
      # generated per split, whatever it returns.
      logging.warning("problem %r: is_generate_per_split is %s %r, not True "
                      "or False; taken as %s, as Tensor2Tensor took it",
                      self.name, type(per_split).__name__, per_split,
                      bool(per_split))
    checks = (
        ("vocab_type", lambda v: v in (VocabType.CHARACTER, VocabType.SUBWORD,
                                       VocabType.TOKEN), "a VocabType"),
        ("approx_vocab_size", numbers.positive_int, "a positive integer"),
        ("max_subtoken_length", _none_or_positive_int,
         "None or a positive integer"),
        ("max_samples_for_vocab", _none_or_positive_int,
         "None or a positive integer"),
        ("additional_reserved_tokens", lambda v: isinstance(v, (list, tuple))
         and all(isinstance(t, str) for t in v), "a list of strings"),
        ("oov_token", lambda v: v is None or isinstance(v, str),
         "None or a string"),
        ("inputs_prefix", lambda v: isinstance(v, str), "a string"),
        ("targets_prefix", lambda v: isinstance(v, str), "a string"))
    for name, valid, expected in checks:
      value = getattr(self, name)
      if not valid(value):
        errors.append(f"{name}: expected {expected}, got "
                      f"{type(value).__name__} {value!r}")
    if errors:
      raise ProblemPropertyError(
          f"problem {self.name!r} ({type(self).__module__}."
          f"{type(self).__qualname__}):\n" +
          "\n".join(f"  {e}" for e in errors))
    return pairs


class Text2SelfProblem(Text2TextProblem):
  """Tensor2Tensor's language-model problems (targets only); defined so
  usr dirs subclassing it import, refused when run (no inputs)."""

  @property
  def has_inputs(self) -> bool:
    return False


class ChoppedTextProblem(Text2SelfProblem):
  """Tensor2Tensor's chopped language-model text: refused as its base."""


class Text2ClassProblem(Text2TextProblem):
  """Tensor2Tensor's text classification: defined so usr dirs subclassing
  it import, refused when run."""
  refused_kind = "Text2ClassProblem (text classification)"


class TextConcat2ClassProblem(Text2ClassProblem):
  refused_kind = "TextConcat2ClassProblem (classification of text pairs)"


class Text2RealProblem(Text2TextProblem):
  refused_kind = "Text2RealProblem (regression from text)"


class QuestionAndContext2TextProblem(Text2TextProblem):
  refused_kind = ("QuestionAndContext2TextProblem (a context feature beside "
                  "the inputs)")


def _described(encoder) -> str:
  return f"{type(encoder).__name__} of {encoder.vocab_size} ids"


def _none_or_positive_int(value) -> bool:
  return value is None or numbers.positive_int(value)


def _overlaid(derived: Dict[str, Any], overlay: Dict[str, Any]
              ) -> Dict[str, Any]:
  """`overlay` merged into `derived` (mappings key by key, other values
  replaced); the train task's transforms reach the dev and test tasks that
  name none."""
  merged = _merge(copy.deepcopy(derived), overlay)
  tasks = merged.get("tasks", {})
  overlay_tasks = overlay.get("tasks", {}) if isinstance(overlay, dict) else {}
  train_transforms = tasks.get("train", {}).get("transforms")
  for name in ("dev", "test"):
    if (name in tasks and train_transforms is not None and
        "transforms" not in overlay_tasks.get(name, {})):
      tasks[name]["transforms"] = list(train_transforms)
  return merged


def _merge(base: Dict[str, Any], overlay: Dict[str, Any]) -> Dict[str, Any]:
  for key, value in overlay.items():
    if isinstance(value, dict) and isinstance(base.get(key), dict):
      _merge(base[key], value)
    else:
      base[key] = copy.deepcopy(value)
  return base


def _ids_as_text(sample: Dict[str, Any], problem_name: str, task: str,
                 number: int) -> Dict[str, str]:
  """An encoded sample's id lists as shard text, the final EOS left out.
  Raises: ValueError naming the sample for ids that are not ids."""
  text = {}
  for feature, ids in sample.items():
    if feature not in ("inputs", "targets"):
      continue
    if (not isinstance(ids, (list, tuple)) or
        not all(numbers.non_negative_int(i) for i in ids)):
      raise ValueError(f"problem {problem_name!r}, task {task!r}, encoded "
                       f"sample {number}: {feature!r} must be a list of "
                       f"non-negative ids, got {ids!r:.80}")
    ids = list(ids)
    if ids and ids[-1] == text_encoder.EOS_ID:
      ids.pop()
    text[feature] = " ".join(map(str, ids))
  return text


# Tensor2Tensor's sample iterators.


def txt_line_iterator(txt_path: str) -> Iterator[str]:
  """The lines of a UTF-8 text file, stripped."""
  with open(txt_path, encoding="utf-8") as f:
    for line in f:
      yield line.strip()


def text2text_txt_iterator(source_txt_path: str, target_txt_path: str
                           ) -> Iterator[Dict[str, str]]:
  """{"inputs", "targets"} from two line-aligned files. Raises: ValueError
  naming both files when their line counts differ (Tensor2Tensor stops
  silently at the shorter)."""
  sources = txt_line_iterator(source_txt_path)
  targets = txt_line_iterator(target_txt_path)
  count = 0
  for count, (inputs, targets_line) in enumerate(zip(sources, targets), 1):
    yield {"inputs": inputs, "targets": targets_line}
  rest = [next(sources, None), next(targets, None)]
  if rest != [None, None]:
    longer = source_txt_path if rest[0] is not None else target_txt_path
    raise ValueError(f"{source_txt_path} and {target_txt_path} differ in "
                     f"length: {longer} has more than {count} lines")


def text2text_txt_tab_iterator(txt_path: str) -> Iterator[Dict[str, str]]:
  """{"inputs", "targets"} from lines of source<TAB>target (the target keeps
  later tabs). A line without a tab, which Tensor2Tensor skips, gives an
  empty target, so the shard report counts it among the dropped."""
  for line in txt_line_iterator(txt_path):
    inputs, _, targets = line.partition("\t")
    yield {"inputs": inputs.strip(), "targets": targets.strip()}


def text2text_generate_encoded(sample_generator: Iterable[Dict[str, Any]],
                               vocab, targets_vocab=None,
                               has_inputs: bool = True,
                               inputs_prefix: str = "",
                               targets_prefix: str = ""
                               ) -> Iterator[Dict[str, Any]]:
  """Samples with inputs and targets encoded (prefix prepended) and EOS
  appended."""
  targets_vocab = targets_vocab or vocab
  for sample in sample_generator:
    if has_inputs:
      sample["inputs"] = vocab.encode(inputs_prefix + sample["inputs"])
      sample["inputs"].append(text_encoder.EOS_ID)
    sample["targets"] = targets_vocab.encode(targets_prefix +
                                             sample["targets"])
    sample["targets"].append(text_encoder.EOS_ID)
    yield sample
