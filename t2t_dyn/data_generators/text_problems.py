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
from typing import (Any, Dict, Iterable, Iterator, List, Optional, Sequence,
                    Tuple)

from absl import logging

from t2t_dyn.config import data_config as data_config_lib
from t2t_dyn.data_generators import generator_utils
from t2t_dyn.data_generators import problem
from t2t_dyn.setup import text_encoder
from t2t_dyn.data_generators.text_iterators import (  # pylint: disable=unused-import
    text2class_txt_iterator, text2real_txt_iterator, text2self_txt_iterator,
    text2text_distill_iterator, text2text_generate_encoded,
    text2text_txt_iterator, text2text_txt_iterator_with_index,
    text2text_txt_iterator_with_label, text2text_txt_tab_iterator,
    txt_and_label_iterator, txt_line_iterator)
from t2t_dyn.foundation import numbers
from t2t_dyn.foundation import registry
from t2t_dyn.setup import transform_setup as setup_lib
from t2t_dyn.shards import layout


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

  @property
  def name(self) -> str:
    """The registered name, or one assigned to the instance (Tensor2Tensor's
    `name` was a plain attribute: `self.name = "x"` in __init__)."""
    return self.__dict__.get("_assigned_name") or super().name

  @name.setter
  def name(self, value: str) -> None:
    self.__dict__["_assigned_name"] = value

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
    # Copies: text2text_generate_encoded encodes its samples in place.
    return text2text_generate_encoded(
        (dict(sample) for sample in self.generate_samples(
            data_dir, tmp_dir, dataset_split)),
        self.get_or_create_vocab(data_dir, tmp_dir),
        has_inputs=self.has_inputs, inputs_prefix=self.inputs_prefix,
        targets_prefix=self.targets_prefix)

  def hparams(self, defaults, model_hparams) -> None:
    """Tensor2Tensor's: symbol modalities, vocab sizes of the encoders
    (targets only without has_inputs)."""
    del model_hparams
    defaults.stop_at_eos = 1
    sides = ("inputs", "targets") if self.has_inputs else ("targets",)
    defaults.modality = {side: "symbol" for side in sides}
    defaults.vocab_size = {side: self._encoders[side].vocab_size
                           for side in sides}
    if self.vocab_type == VocabType.CHARACTER:
      defaults.loss_multiplier = 2.0

  # A Tensor2Tensor problem kind whose data t2t_dyn cannot make (set by
  # the classes below): refused by every command, named.
  refused_kind = ""

  def training_refusal(self) -> Optional[str]:
    """Why the models here cannot train this problem's data (which
    generates), naming what is missing; None when they can."""
    return None

  def vocab_sizes(self, data_dir: str) -> Dict[str, int]:
    """Problem.vocab_sizes, where a model is sized to train. Raises:
    ValueError with training_refusal."""
    refusal = self.training_refusal()
    if refusal:
      raise ValueError(f"problem {self.name!r}: {refusal}")
    return super().vocab_sizes(data_dir)

  # How t2t_dyn runs it.

  def declared_data_config(self) -> Tuple[Dict[str, Any], Optional[str]]:
    """The config the properties describe, with the class's `data_config`
    laid over it. Raises: ProblemPropertyError naming every bad
    property."""
    splits = self._checked_properties()
    kind = "para" if self.has_inputs else "mono"  # Language models: text.
    tasks = {SPLIT_TASKS[split]: {"split": problem.CONFIG_SPLITS[split],
                                  "n_shards": shards, "type": kind}
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
    EOS (training appends it; warned about where one was missing)."""
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
    warned = False
    for number, sample in enumerate(samples, 1):
      if not encoded:
        yield self._shard_text(self._prefixed(sample), task.name, number)
        continue
      ids = self._shard_ids(_ids_as_text(sample, self.name, task.name,
                                         number))
      unended = [f for f in ("inputs", "targets") if f in sample and (
          not sample[f] or sample[f][-1] != text_encoder.EOS_ID)]
      if unended and not warned:
        # Not silent: the sequences train one id longer than in T2T.
        warned = True
        logging.warning(
            "problem %r, task %r: encoded sample %d's %s does not end with "
            "EOS (id %d); training ends every sequence with EOS, where "
            "Tensor2Tensor trained the ids as given", self.name, task.name,
            number, " and ".join(unended), text_encoder.EOS_ID)
      yield ids

  def _shard_ids(self, ids: Dict[str, str]) -> Dict[str, str]:
    """An encoded sample's ids (as text) as the shard stage takes them."""
    return ids

  def _shard_text(self, sample: Dict[str, Any], task: str,
                  number: int) -> Dict[str, Any]:
    """A sample of generate_samples as the shard stage takes it (the kinds
    below turn labels, numbers and language-model text into text)."""
    del task, number
    return sample

  def generate_data(self, data_dir: str, tmp_dir: str, task_id: int = -1,
                    log=print, force: bool = False) -> None:
    """Tensor2Tensor's: the vocabulary and the TFRecord files of every
    split into data_dir (write_example_files), what dataset() reads.
    dyn-datagen runs generate_shards instead, so data_dir keeps only the
    user's files and vocabulary there. Defined here, as Tensor2Tensor's
    Text2TextProblem defines it, so that a mixin after this class in a usr
    dir's bases (one whose generate_data raises) is not what runs."""
    del log, force  # As Tensor2Tensor's: existing files are kept.
    if task_id != -1:
      raise ValueError(f"problem {self.name!r}: generate_data(task_id="
                       f"{task_id}): a DistributedText2TextProblem writes "
                       f"one output file per task id")
    self.write_example_files(data_dir, tmp_dir)

  def write_example_files(self, data_dir: str, tmp_dir: str) -> None:
    """Tensor2Tensor's generate_data: the vocabulary, then the encoded
    examples (generate_encoded_samples) of each split as TFRecord files of
    tf.train.Example at data_filepaths, dealt and shuffled as Tensor2Tensor
    dealt them, packed with packed_length. Nothing is written when one
    exists. The files are written beside data_dir (layout.work_dir) and
    moved in when done, so a generate_samples listing data_dir does not
    read them half-written."""
    splits = self._checked_properties()
    final = [self.data_filepaths(split, data_dir, shards, True)
             for split, shards in splits]
    if generator_utils.outputs_exist([p for paths in final for p in paths]):
      return
    scratch = os.path.join(layout.work_dir(data_dir), "tensor2tensor_files")
    os.makedirs(scratch, exist_ok=True)
    by_split = [(split, self.data_filepaths(split, scratch, shards,
                                            self.already_shuffled))
                for split, shards in splits]
    every = [path for _, paths in by_split for path in paths]
    if self.is_generate_per_split:
      for split, paths in by_split:
        generator_utils.generate_files(self.generate_encoded_samples(
            data_dir, tmp_dir, self._task_split(split)), paths)
    else:
      generator_utils.generate_files(self.generate_encoded_samples(
          data_dir, tmp_dir, self._task_split(problem.DatasetSplit.TRAIN)),
                                     every)
    generator_utils.shuffle_dataset(every, extra_fn=self._pack_fn())
    for paths, (_, written) in zip(final, by_split):
      for path, source in zip(paths, written):
        os.replace(source.replace(generator_utils.UNSHUFFLED_SUFFIX, ""),
                   path)

  def _pack_fn(self):
    """With packed_length: records -> records of packed examples
    (Tensor2Tensor's shuffle_dataset extra_fn); else None."""
    if not self.packed_length:
      return None

    def pack(records):
      import tensorflow as tf  # pylint: disable=g-import-not-at-top
      examples = []
      for record in records:
        features = tf.train.Example.FromString(record).features.feature
        examples.append({key: list(features[key].int64_list.value)
                         for key in ("inputs", "targets")
                         if key in features and (key == "targets" or
                                                 self.has_inputs)})
      return [generator_utils.to_example(x).SerializeToString()
              for x in self._maybe_pack_examples(examples)]
    return pack

  def _maybe_pack_examples(self, generator):
    """The examples packed with packed_length and packed_spacing (single
    sequences chopped), else as they are."""
    if not self.packed_length:
      return generator
    return generator_utils.pack_examples(
        generator, self.has_inputs, self.packed_length,
        spacing=self.packed_spacing, chop_long_sequences=not self.has_inputs)

  def example_reading_spec(self):
    """Tensor2Tensor's ({feature: tf.io parsing spec}, None) of the files
    write_example_files writes."""
    import tensorflow as tf  # pylint: disable=g-import-not-at-top
    features = ["targets"] + (["inputs"] if self.has_inputs else [])
    if self.packed_length:
      features += [f"{f}_{part}" for f in list(features)
                   for part in ("segmentation", "position")]
    return {f: tf.io.VarLenFeature(tf.int64) for f in features}, None

  def generate_vocab(self, data_dir: str, tmp_dir: str, log=print):
    """Tensor2Tensor's vocabulary (get_or_create_vocab) when a task uses the
    problem's encoders, copied into the set-up so that a model's output dir
    decodes without the data dir; then the set-up of the derived config."""
    config = self.get_data_config()
    # A vocabulary built from generate_samples, which may list data_dir:
    # without the pointer, which super().generate_vocab writes again.
    layout.drop_own_pointers(data_dir)
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
    # Ids reach the model as they are; a transform that only moves whole
    # sides (a language model's mono_to_targets) runs on them too.
    reading = sorted({name for t in self.get_data_config().tasks.values()
                      for name in t.transforms
                      if registry.transform(name).reads_tokens})
    if self._encodes_itself() and reading:
      found.append(f"generate_encoded_samples with transforms that read "
                   f"the text ({', '.join(reading)}): its shards hold ids; "
                   f"drop the override or those transforms")
    return found

  # Helpers.

  def _segments(self, task: str) -> bool:
    """Whether the task's transforms segment words into subwords."""
    transforms = self.get_data_config().task(task).transforms
    return any(registry.transform(t).segments for t in transforms)

  def _encodes_itself(self) -> bool:
    """Whether user code overrides generate_encoded_samples (t2t_dyn's
    kinds define theirs for Tensor2Tensor's files only)."""
    for klass in type(self).__mro__:
      if "generate_encoded_samples" in vars(klass):
        return not klass.__module__.startswith("t2t_dyn.")
    return False

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


# Tensor2Tensor's other kinds of text problem. Their data generates as a
# text-to-text problem's does (shards, vocabulary, Tensor2Tensor's files);
# training_refusal names what the models here lack to train them.


class Text2SelfProblem(Text2TextProblem):
  """Tensor2Tensor's language-model problems: generate_samples yields
  {"targets": text}; the shards hold it as monolingual text."""

  @property
  def has_inputs(self) -> bool:
    return False

  def _shard_text(self, sample, task, number):
    del task, number
    return {"text": sample["targets"]}

  def _shard_ids(self, ids):
    return {"text": ids["targets"]}

  def declared_data_config(self):
    """Text2TextProblem's config, its tasks monolingual, each a language
    model's: mono_to_targets makes the text the targets (no source), which
    the Transformer, a decoder alone here, trains on."""
    config, base_dir = super().declared_data_config()
    for task in config["tasks"].values():
      if task.get("type") == "mono":
        task.setdefault("transforms", ["mono_to_targets"])
    return config, base_dir


class ChoppedTextProblem(Text2SelfProblem):
  """Tensor2Tensor's language model of text files chopped into sequences:
  its generate_data (train_text_filepaths, file_generator) is not run."""
  refused_kind = ("ChoppedTextProblem (its own generate_data of chopped "
                  "text files; subclass Text2SelfProblem and yield the "
                  "sequences from generate_samples instead)")


class Text2ClassProblem(Text2TextProblem):
  """Tensor2Tensor's text classification: generate_samples yields
  {"inputs": text, "label": int in [0, num_classes)}; the shards hold the
  label as its number, Tensor2Tensor's files targets [label]."""

  @property
  def num_classes(self) -> int:
    raise NotImplementedError(f"problem {self.name!r} must define "
                              f"num_classes")

  def class_labels(self, data_dir: Optional[str]) -> List[str]:
    """The name of each class (default "ID_<i>")."""
    del data_dir
    return [f"ID_{i}" for i in range(self.num_classes)]

  def generate_text_for_vocab(self, data_dir, tmp_dir):
    """The inputs of the TRAIN samples, up to max_samples_for_vocab."""
    for i, sample in enumerate(self.generate_samples(
        data_dir, tmp_dir, problem.DatasetSplit.TRAIN)):
      yield from self._texts(sample["inputs"])
      if self.max_samples_for_vocab and i + 1 >= self.max_samples_for_vocab:
        break

  def _texts(self, inputs) -> List[str]:
    return [inputs]

  def _encoded_inputs(self, encoder, inputs) -> List[int]:
    return encoder.encode(inputs) + [text_encoder.EOS_ID]

  def generate_encoded_samples(self, data_dir, tmp_dir, dataset_split):
    """{"inputs": ids + EOS, "targets": [label]} (Tensor2Tensor's files)."""
    encoder = self.get_or_create_vocab(data_dir, tmp_dir)
    for sample in self.generate_samples(data_dir, tmp_dir, dataset_split):
      yield {"inputs": self._encoded_inputs(encoder, sample["inputs"]),
             "targets": [sample["label"]]}

  def feature_encoders(self, data_dir, task=None):
    del task
    return {"inputs": self.get_or_create_vocab(data_dir, None,
                                               force_get=True),
            "targets": text_encoder.ClassLabelEncoder(
                self.class_labels(data_dir))}

  def hparams(self, defaults, model_hparams) -> None:
    del model_hparams
    defaults.modality = {"inputs": "symbol", "targets": "class_label"}
    defaults.vocab_size = {"inputs": self._encoders["inputs"].vocab_size,
                           "targets": self.num_classes}

  def example_reading_spec(self):
    import tensorflow as tf  # pylint: disable=g-import-not-at-top
    return {"inputs": tf.io.VarLenFeature(tf.int64),
            "targets": tf.io.FixedLenFeature([1], tf.int64)}, None

  def _shard_text(self, sample, task, number):
    label = sample.get("label")
    if not (isinstance(label, int) and 0 <= label < self.num_classes):
      raise ValueError(f"problem {self.name!r}, task {task!r}, sample "
                       f"{number}: 'label' must be an int in [0, "
                       f"{self.num_classes}), got {label!r}")
    texts = self._texts(sample["inputs"])
    return {"inputs": f" {getattr(self, 'CONCAT_TOKEN', '')} ".join(texts),
            "targets": str(label)}

  def training_refusal(self) -> Optional[str]:
    return ("text classification (Text2ClassProblem: one class label per "
            "input) needs a classifier model with a class-label output, "
            "which t2t_dyn does not provide: its data generates "
            "(dyn-datagen), and the models here are encoder-decoders from "
            "text to text")


class TextConcat2ClassProblem(Text2ClassProblem):
  """Classification of several texts ("inputs" a list), joined by
  CONCAT_TOKEN."""
  CONCAT_TOKEN = "$"

  def _texts(self, inputs) -> List[str]:
    return list(inputs)

  def _encoded_inputs(self, encoder, inputs) -> List[int]:
    ids = []
    for i, text in enumerate(inputs):
      if i:  # Tensor2Tensor's: the first id of the token between texts.
        ids.append(encoder.encode(self.CONCAT_TOKEN)[0])
      ids += encoder.encode(text)
    return ids + [text_encoder.EOS_ID]


class Text2RealProblem(Text2TextProblem):
  """Tensor2Tensor's regression from text: generate_samples yields
  {"inputs": text, "targets": [ntasks floats]}; the shards hold the
  numbers as text."""

  @property
  def ntasks(self) -> int:
    return 1

  def generate_text_for_vocab(self, data_dir, tmp_dir):
    for i, sample in enumerate(self.generate_samples(
        data_dir, tmp_dir, problem.DatasetSplit.TRAIN)):
      yield sample["inputs"]
      if self.max_samples_for_vocab and i + 1 >= self.max_samples_for_vocab:
        break

  def generate_encoded_samples(self, data_dir, tmp_dir, dataset_split):
    encoder = self.get_or_create_vocab(data_dir, tmp_dir)
    for sample in self.generate_samples(data_dir, tmp_dir, dataset_split):
      yield {"inputs": encoder.encode(sample["inputs"]) +
                       [text_encoder.EOS_ID],
             "targets": [float(x) for x in sample["targets"]]}

  def feature_encoders(self, data_dir, task=None):
    del task
    return {"inputs": self.get_or_create_vocab(data_dir, None,
                                               force_get=True),
            "targets": text_encoder.RealEncoder()}

  def hparams(self, defaults, model_hparams) -> None:
    del model_hparams
    defaults.modality = {"inputs": "symbol", "targets": "real_l2_loss"}
    defaults.vocab_size = {"inputs": self._encoders["inputs"].vocab_size,
                           "targets": self.ntasks}
    defaults.target_space_id = problem.SpaceID.REAL
    defaults.add_hparam("regression_targets", True)

  def max_length(self, model_hparams) -> int:
    return model_hparams.batch_size * self.ntasks

  def example_reading_spec(self):
    import tensorflow as tf  # pylint: disable=g-import-not-at-top
    return {"inputs": tf.io.VarLenFeature(tf.int64),
            "targets": tf.io.FixedLenFeature([self.ntasks], tf.float32)}, None

  def eval_metrics(self) -> List[str]:
    return ["rmse"] + (["pearson"] if self.ntasks == 1 else [])

  def _shard_text(self, sample, task, number):
    targets = sample.get("targets")
    if (not isinstance(targets, (list, tuple)) or len(targets) != self.ntasks
        or not all(isinstance(x, (int, float)) for x in targets)):
      raise ValueError(f"problem {self.name!r}, task {task!r}, sample "
                       f"{number}: 'targets' must be a list of {self.ntasks} "
                       f"numbers, got {targets!r:.80}")
    return {"inputs": sample["inputs"],
            "targets": " ".join(repr(float(x)) for x in targets)}

  def training_refusal(self) -> Optional[str]:
    return ("regression from text (Text2RealProblem: real-valued targets) "
            "needs a regression model with a real-valued output, which "
            "t2t_dyn does not provide: its data generates (dyn-datagen)")


class QuestionAndContext2TextProblem(Text2TextProblem):
  refused_kind = ("QuestionAndContext2TextProblem (a context feature beside "
                  "the inputs)")


@registry.register_problem
class Text2textTmpdir(Text2TextProblem):
  """A text-to-text problem of the line-aligned files in tmp_dir (or
  `_tmp_dir_override`): inputs.train.txt and targets.train.txt for TRAIN,
  inputs.eval.txt and targets.eval.txt for the other splits."""
  TRAIN_FILES = ("inputs.train.txt", "targets.train.txt")
  EVAL_FILES = ("inputs.eval.txt", "targets.eval.txt")

  @property
  def is_generate_per_split(self) -> bool:
    return True

  def generate_samples(self, data_dir, tmp_dir, dataset_split):
    del data_dir
    files = (self.TRAIN_FILES if dataset_split == problem.DatasetSplit.TRAIN
             else self.EVAL_FILES)
    directory = self._tmp_dir_override or tmp_dir
    return text2text_txt_iterator(*[os.path.join(directory, f)
                                    for f in files])

  @property
  def _tmp_dir_override(self) -> Optional[str]:
    return None


class Text2TextRemotedir(Text2textTmpdir):
  """Text2textTmpdir's files in SRC_REMOTE_DIR (set it in a subclass): a
  directory, or a gs:// or other URI TensorFlow's file system reads."""
  SRC_REMOTE_DIR = None

  @property
  def _tmp_dir_override(self) -> str:
    if not self.SRC_REMOTE_DIR:
      raise ValueError(f"problem {self.name!r}: set SRC_REMOTE_DIR to the "
                       f"directory of its text files")
    return self.SRC_REMOTE_DIR


@registry.register_problem
class Text2textTmpdirTokens(Text2textTmpdir):
  """Text2textTmpdir with a TOKEN vocabulary: tmp_dir/vocab.txt (one token
  a line; <pad>, <EOS> and the oov token <UNK> are added) is copied to
  data_dir/vocab_filename before the samples are read."""

  @property
  def vocab_type(self) -> str:
    return VocabType.TOKEN

  @property
  def oov_token(self) -> str:
    return "<UNK>"

  def _generate_vocab(self, tmp_dir: str) -> text_encoder.TokenTextEncoder:
    tokens = [self.oov_token] + list(txt_line_iterator(
        os.path.join(tmp_dir, "vocab.txt")))
    return text_encoder.TokenTextEncoder(None, vocab_list=tokens)

  def generate_samples(self, data_dir, tmp_dir, dataset_split):
    path = os.path.join(data_dir, self.vocab_filename)
    if not os.path.exists(path):
      os.makedirs(data_dir, exist_ok=True)
      self._generate_vocab(tmp_dir).store_to_file(path)
    return super().generate_samples(data_dir, tmp_dir, dataset_split)


class DistributedText2TextProblem(Text2TextProblem):
  """Tensor2Tensor's text-to-text problem of sharded input files: each
  output file (a "task id", split by split in dataset_splits' order) is
  made from its own slice of input_files, by
  generate_samples(data_dir, tmp_dir, dataset_split, input_files).

  generate_data(task_id=i) writes Tensor2Tensor's output file i from its
  slice, with the vocabulary built beforehand (get_or_create_vocab) as
  Tensor2Tensor required; generate_data() (task_id -1) writes the
  vocabulary and every output file; generate_shards (dyn-datagen) shards
  every split from the slices of its output files, for training here.
  """

  def generate_samples(self, data_dir, tmp_dir, dataset_split,
                       input_files=None):
    raise NotImplementedError(
        f"problem {self.name!r} must define generate_samples(data_dir, "
        f"tmp_dir, dataset_split, input_files)")

  def input_files(self, dataset_split=problem.DatasetSplit.TRAIN
                  ) -> List[str]:
    """The input files of a split ([] for a split without its own)."""
    raise NotImplementedError(f"problem {self.name!r} must define "
                              f"input_files(dataset_split)")

  @property
  def num_output_shards(self) -> int:
    return sum(split["shards"] for split in self.dataset_splits)

  @property
  def split_to_input_filenames(self) -> Dict[str, List[str]]:
    """{split: its input files}: TRAIN's alone unless
    is_generate_per_split. Raises: ValueError with fewer input files than
    output files (a task would have none)."""
    if self.is_generate_per_split:
      splits = [entry["split"] for entry in self.dataset_splits]
    else:
      splits = [problem.DatasetSplit.TRAIN]
    files = {split: list(self.input_files(split)) for split in splits}
    count = sum(len(f) for f in files.values())
    if count < self.num_output_shards:
      raise ValueError(
          f"problem {self.name!r}: {count} input files for "
          f"{self.num_output_shards} output files; each output file needs "
          f"at least one (fewer shards in dataset_splits, or more files)")
    return files

  def _task_id_to_output_split(self, task_id: int) -> Tuple[str, int, int]:
    """(split, its number of output files, task_id's place among them)."""
    first = 0
    for entry in self.dataset_splits:
      if task_id < first + entry["shards"]:
        return entry["split"], entry["shards"], task_id - first
      first += entry["shards"]
    raise ValueError(f"problem {self.name!r}: task_id {task_id} is not in "
                     f"[0, {self.num_output_shards})")

  def _task_id_to_output_file(self, data_dir: str, task_id: int) -> str:
    split, shards, offset = self._task_id_to_output_split(task_id)
    return self.data_filepaths(split, data_dir, shards, False)[offset]

  @staticmethod
  def _divide_equally(input_files: Sequence[str], num_tasks: int,
                      task_id: int) -> List[str]:
    """Task task_id's consecutive slice of input_files: the first
    len % num_tasks tasks get one more."""
    size, extra = divmod(len(input_files), num_tasks)
    start = task_id * size + min(task_id, extra)
    return list(input_files[start:start + size + (task_id < extra)])

  def _task_id_to_input_files(self, task_id: int) -> List[str]:
    files = self.split_to_input_filenames
    if not self.is_generate_per_split:
      return self._divide_equally(files[problem.DatasetSplit.TRAIN],
                                  self.num_output_shards, task_id)
    split, shards, offset = self._task_id_to_output_split(task_id)
    return self._divide_equally(files[split], shards, offset)

  def _split_input_files(self, split: str) -> List[str]:
    """The input files of every output file of `split`, in order."""
    return [path for task_id in range(self.num_output_shards)
            if self._task_id_to_output_split(task_id)[0] == split
            for path in self._task_id_to_input_files(task_id)]

  def generate_text_for_vocab(self, data_dir, tmp_dir):
    """Both sides of the samples of the TRAIN output files' inputs, up to
    max_samples_for_vocab."""
    files = self._split_input_files(problem.DatasetSplit.TRAIN)
    for i, sample in enumerate(self.generate_samples(
        data_dir, tmp_dir, problem.DatasetSplit.TRAIN, files)):
      if self.has_inputs:
        yield sample["inputs"]
      yield sample["targets"]
      if self.max_samples_for_vocab and i + 1 >= self.max_samples_for_vocab:
        break

  def generate_encoded_samples(self, data_dir, tmp_dir, dataset_split,
                               input_files=None):
    """The samples of input_files encoded. Raises: ValueError when the
    vocabulary file is missing (each task reads the one built before)."""
    path = os.path.join(data_dir, self.vocab_filename)
    if self.vocab_type != VocabType.CHARACTER and not os.path.exists(path):
      raise ValueError(f"Vocab file: {path} doesn't exist: build it first "
                       f"(write_example_files, or "
                       f"get_or_create_vocab)")
    return text2text_generate_encoded(
        (dict(sample) for sample in self.generate_samples(
            data_dir, tmp_dir, dataset_split, input_files)),
        self.get_or_create_vocab(data_dir, tmp_dir, force_get=True),
        has_inputs=self.has_inputs, inputs_prefix=self.inputs_prefix,
        targets_prefix=self.targets_prefix)

  def task_samples(self, data_dir, tmp_dir, task):
    if task.inputs or task.name not in SPLIT_TASKS.values():
      yield from super().task_samples(data_dir, tmp_dir, task)
      return
    split = problem.TaskSplit(task)
    files = self._split_input_files(str(split))
    for number, sample in enumerate(self.generate_samples(
        data_dir, tmp_dir, split, files), 1):
      yield self._shard_text(self._prefixed(sample), task.name, number)

  def generate_data(self, data_dir, tmp_dir, task_id=-1, log=print,
                    force=False):
    """task_id -1: the vocabulary and every output file
    (write_example_files); task_id i: Tensor2Tensor's output file i alone
    (the vocabulary must exist). dyn-datagen's generate_shards shards
    every split from the input files of its output files."""
    if task_id == -1:
      return super().generate_data(data_dir, tmp_dir, -1, log, force)
    self._task_id_to_output_split(task_id)  # Raises for a bad task_id.
    self._write_output_file(data_dir, tmp_dir, task_id)
    return None

  def write_example_files(self, data_dir: str, tmp_dir: str) -> None:
    """The vocabulary (get_or_create_vocab), then every output file."""
    self.get_or_create_vocab(data_dir, tmp_dir)
    for task_id in range(self.num_output_shards):
      self._write_output_file(data_dir, tmp_dir, task_id)

  def _write_output_file(self, data_dir, tmp_dir, task_id):
    output = self._task_id_to_output_file(data_dir, task_id)
    split = self._task_id_to_output_split(task_id)[0]
    generator_utils.generate_files(self.generate_encoded_samples(
        data_dir, tmp_dir, split, self._task_id_to_input_files(task_id)),
                                   [output])
    generator_utils.shuffle_dataset([output], extra_fn=self._pack_fn())
