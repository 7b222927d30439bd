"""The vocab stage of dyn-datagen: set up transforms and the vocabulary.

`run_vocab_stage` warms up every task's transforms, builds the vocabulary
(reserved tokens, the transforms' special tokens, the subwords of
meta.train.vocab_path, or of a model trained on the shards when the config
names none: see `vocab_from_data`), checks that every subword the segmentation can
produce is in it, and saves all that training and decoding need under
`data_dir/<meta.train.name>/`: vocab.txt, setup.json, the transforms' caches
and copies of the model files, so the set-up works without the originals.

`load_setup` restores it. Options that differ from the saved set-up are
applied and logged, or refused by the transform that fixed them.
"""

import dataclasses
import json
import os
import shutil
from typing import Any, Callable, Dict, List, Mapping, Optional

from t2t_dyn.config import data_config as data_config_lib
from t2t_dyn.foundation import atomic_file
from t2t_dyn.foundation import checksums
from t2t_dyn.foundation import registry
from t2t_dyn.setup import vocab_from_data
from t2t_dyn.setup import vocabulary
from t2t_dyn.setup.chain import TransformChain, build_chains
from t2t_dyn.setup.resources import TransformResources
from t2t_dyn.shards import layout
from t2t_dyn.shards import manifest as shard_manifest
from t2t_dyn.text import factors

SETUP_FILE = "setup.json"
VOCAB_FILE = "vocab.txt"
TRANSFORMS_DIR = "transforms"
MODELS_DIR = "models"
FORMAT_VERSION = 1
MODEL_KEYS = ("segmentation_model", "vocab_path", "vocab_path_src",
              "vocab_path_tgt", "segmentation_model_src",
              "segmentation_model_tgt")
SIDES = ("src", "tgt")
# Separate source and target vocabularies: vocab.src.txt and vocab.tgt.txt.
SIDE_VOCAB_FILE = "vocab.{side}.txt"


class SetupError(ValueError):
  """A missing or incompatible transform set-up, with the command to fix it."""


def setup_dir_of(config: data_config_lib.DataConfig, data_dir: str) -> str:
  """<meta.train.name> in the data dir's work dir (shards.layout).
  Raises: SetupError if the name is unset."""
  name = config.train.name
  if not name:
    raise SetupError(f"meta.train.name: required to save or find the "
                     f"transform set-up (in {config.source})")
  return os.path.join(layout.work_dir(data_dir), name)


def setup_dir_to_read(config: data_config_lib.DataConfig,
                      data_dir: str) -> str:
  """The set-up `config` reads: its own (setup_dir_of), except for the
  reverse direction (a reversed config: its set-up named meta.train.name +
  "_reverse") when it has none and the forward set-up exists: that one, read
  the other way round, as Tensor2Tensor's "<problem>_rev" read the
  problem's data and vocabulary with inputs and targets swapped.
  Raises: SetupError when the forward set-up has separate source and target
  vocabularies (the reverse direction needs its own)."""
  own = setup_dir_of(config, data_dir)
  name = config.train.name
  if (os.path.isfile(os.path.join(own, SETUP_FILE)) or
      not name.endswith(data_config_lib.REVERSE_SUFFIX) or
      not any(task.reverse for task in config.tasks.values())):
    return own
  forward = os.path.join(layout.work_dir(data_dir),
                         name[:-len(data_config_lib.REVERSE_SUFFIX)])
  if not os.path.isfile(os.path.join(forward, SETUP_FILE)):
    return own
  if not os.path.isfile(os.path.join(forward, VOCAB_FILE)):
    raise SetupError(
        f"no transform set-up in {own}, and the forward one in {forward} has "
        f"separate source and target vocabularies, which the reverse "
        f"direction cannot read as they are: `dyn-datagen --problem=... "
        f"--data_dir=... --reverse --stage=vocab` makes the reverse "
        f"direction's own set-up from the same shards")
  return forward


def load_setup_of(config: data_config_lib.DataConfig, data_dir: str,
                  log: Callable[[str], None] = print) -> "TransformSetup":
  """load_setup of the set-up `config` reads in `data_dir`
  (setup_dir_to_read). Raises: SetupError; where the forward set-up cannot
  serve the reverse direction, it names the command that makes its own."""
  setup_dir = setup_dir_to_read(config, data_dir)
  own = setup_dir_of(config, data_dir)
  try:
    return load_setup(config, setup_dir, data_dir, log=log)
  except SetupError as e:
    if setup_dir == own:
      raise
    raise SetupError(
        f"the reverse direction has no set-up of its own in {own}, and the "
        f"forward one it reads instead (as Tensor2Tensor's <problem>_rev "
        f"read the problem's data) cannot serve it: {e}\nInstead, make the "
        f"reverse direction's own set-up from the same shards: `dyn-datagen "
        f"--problem=... --data_dir=... --reverse --stage=vocab`") from e


def _chain_options(chains: Mapping[str, TransformChain]) -> Dict[str, list]:
  return {task: [{"transform": t.name, "options": t.options}
                 for t in chain.transforms]
          for task, chain in chains.items()}


@dataclasses.dataclass
class TransformSetup:
  """A restored set-up: the vocabularies and ready transform chains."""
  setup_dir: str
  vocabularies: vocabulary.SideVocabularies
  chains: Dict[str, TransformChain]
  resources: TransformResources
  record: dict

  @property
  def vocabulary(self) -> vocabulary.Vocabulary:
    """The shared vocabulary. Raises: SetupError when the sides have their
    own (use `vocabularies`)."""
    if not self.vocabularies.shared:
      raise SetupError(f"the set-up in {self.setup_dir} has separate source "
                       f"and target vocabularies: use vocabularies.src/.tgt")
    return self.vocabularies.src

  def chains_for(self, config: data_config_lib.DataConfig
                 ) -> Dict[str, TransformChain]:
    """The chains of `config` (the set-up's config with other transform
    options, e.g. a stage's: `DataConfig.for_stage`), restored from this
    set-up; models and caches are shared with the set-up's own chains.
    Raises: TransformOptionError, SegmentationSetupError as load_setup."""
    chains = build_chains(config, self.resources)
    for chain in chains.values():
      for transform in chain.transforms:
        transform.restore(os.path.join(self.setup_dir, TRANSFORMS_DIR))
    return chains

  def chain(self, task: str) -> TransformChain:
    if task not in self.chains:
      raise registry.RegistryError(
          registry.unknown_name_message(
              "task", task, self.chains))
    return self.chains[task]


def run_vocab_stage(config: data_config_lib.DataConfig, data_dir: str,
                    problem_name: str = "",
                    log: Callable[[str], None] = print,
                    model_vocabulary: bool = True) -> TransformSetup:
  """Warms up transforms, builds and checks the vocabulary, saves it all
  (the record names `problem_name`). `model_vocabulary` False: the
  problem's own encoders make every id, so what is built here is only the
  word list noise transforms draw from (and the log says so).

  Raises: ShardMismatchError when the config does not match the shards,
  SetupError when meta.train lacks what the stage needs.
  """
  shard_manifest.check_shards_compatible(config, data_dir)
  setup_dir = setup_dir_of(config, data_dir)
  os.makedirs(os.path.join(setup_dir, TRANSFORMS_DIR), exist_ok=True)
  resources = TransformResources(config, data_dir, setup_dir,
                                 os.path.join(setup_dir, TRANSFORMS_DIR), log)
  chains = build_chains(config, resources)
  trained = {f.key: f for f in vocab_from_data.build(
      config, chains, data_dir, setup_dir, os.path.join(setup_dir, MODELS_DIR),
      _saved_trained_models(setup_dir), resources.word_counts, log)}
  for key, trained_file in trained.items():
    resources.model_paths[key] = os.path.join(setup_dir, trained_file.path)
  sides = _vocabulary_sides(config, resources, trained)
  for chain in chains.values():
    chain.warm_up()
  specials = sorted({s for chain in chains.values() for s in chain.specials()})
  token_lists = {side: vocabulary.build_token_list(
      specials, [s for s, _ in resources.subword_counts("vocab stage", side)])
                 for side in sides}
  vocabs = {side: vocabulary.Vocabulary(tokens)
            for side, tokens in token_lists.items()}
  vocabularies = (vocabulary.SideVocabularies.shared_by_both(vocabs[None])
                  if None in vocabs else
                  vocabulary.SideVocabularies(vocabs["src"], vocabs["tgt"]))
  if config.factor_names:
    vocabularies = dataclasses.replace(
        vocabularies, source_factors=_build_factors(config, data_dir,
                                                    len(vocabularies.src)))
    vocabularies.source_factors.save(os.path.join(setup_dir,
                                                  factors.FACTORS_FILE))
    log("source factors: " + ", ".join(
        f"{name} {len(values) - 2} values" for name, values in zip(
            vocabularies.source_factors.names,
            vocabularies.source_factors.values)))
  coverage = _coverage(chains, vocabularies, log)
  for chain in chains.values():
    for transform in chain.transforms:
      transform.save(os.path.join(setup_dir, TRANSFORMS_DIR))
  models = _model_copies(config, setup_dir, trained)
  for side, tokens in token_lists.items():
    vocabulary.write_token_list(tokens, os.path.join(
        setup_dir, VOCAB_FILE if side is None else
        SIDE_VOCAB_FILE.format(side=side)))
  record = {
      "format_version": FORMAT_VERSION,
      "problem": problem_name,
      "config_source": config.source,
      "config": config.raw,
      "shard": dataclasses.asdict(config.shard),
      "train": config.train.as_dict(),
      "tasks": _chain_options(chains),
      "specials": specials,
      "vocab_size": ({str(side): len(t) for side, t in token_lists.items()}
                     if None not in token_lists else
                     len(token_lists[None])),
      "models": models,
      "coverage": coverage,
  }
  _write_json(os.path.join(setup_dir, SETUP_FILE), record)
  label = ("vocabulary" if model_vocabulary else
           "word list for noise (not the model's ids)")
  for side, tokens in token_lists.items():
    log(f"{label}{'' if side is None else ' (' + side + ')'}: "
        f"{len(tokens)} tokens ({len(vocabulary.RESERVED_TOKENS)} "
        f"reserved, {len(specials)} special: {' '.join(specials) or '-'}, "
        f"{len(tokens) - len(specials) - len(vocabulary.RESERVED_TOKENS)} "
        f"subwords)")
  log(f"transform set-up saved in {setup_dir}")
  return TransformSetup(setup_dir, vocabularies, chains, resources, record)


def _vocabulary_sides(config: data_config_lib.DataConfig,
                      resources: TransformResources,
                      trained: Mapping[str, Any]) -> List[Optional[str]]:
  """[None] for one shared vocabulary, else ["src", "tgt"]. Raises:
  SetupError when meta.train names a segmentation model but no vocabulary
  (and none was trained)."""
  has_shared = bool(config.train.vocab_path or "vocab_path" in trained)
  sides = [None] if not resources.separate_vocabularies else list(SIDES)
  for side in sides:
    key = "vocab_path" if side is None else f"vocab_path_{side}"
    if not (has_shared or getattr(config.train, key)):
      raise SetupError(f"meta.train.{key}: required by --stage=vocab "
                       f"with meta.train.segmentation_model given "
                       f"(count<TAB>subword, a SentencePiece .vocab or an "
                       f"EM+Prune lexicon; in {config.source})")
  return sides


def _model_copies(config: data_config_lib.DataConfig, setup_dir: str,
                  trained: Mapping[str, Any]) -> Dict[str, dict]:
  """The set-up's copies of the models and vocabularies meta.train names
  (or the stage trained), with where they came from and their sha256."""
  models = {}
  for key in MODEL_KEYS:
    path = getattr(config.train, key)
    if key in trained:
      copy = trained[key].path
      models[key] = {"source": "(trained on the shards)", "copy": copy,
                     "sha256": checksums.file_sha256(
                         os.path.join(setup_dir, copy)),
                     "trained": trained[key].trained}
    elif path and os.path.isfile(path):
      copy = os.path.join(MODELS_DIR, f"{key}.{os.path.basename(path)}")
      os.makedirs(os.path.join(setup_dir, MODELS_DIR), exist_ok=True)
      shutil.copyfile(path, os.path.join(setup_dir, copy))
      models[key] = {"source": path, "copy": copy,
                     "sha256": checksums.file_sha256(path)}
  return models


def _build_factors(config: data_config_lib.DataConfig, data_dir: str,
                   piece_vocab_size: int) -> factors.SourceFactors:
  """The factor vocabularies of the factored training tasks' shards.
  Raises: SetupError when their ids do not fit the packing."""
  manifest = shard_manifest.read_manifest(data_dir)
  counts = factors.merge_counts(
      [manifest["tasks"][task.shard_task]["factor_counts"]
       for task in config.tasks_of_split("train") if task.source_factors],
      len(config.factor_names))
  try:
    return factors.SourceFactors.build(config.factor_names, counts,
                                       piece_vocab_size)
  except factors.FactorInputError as e:
    raise SetupError(f"{e} (in {config.source})") from None


def _check_models_unchanged(config: data_config_lib.DataConfig,
                            record: dict, setup_dir: str) -> None:
  """Raises: SetupError when a model or vocabulary file the config names is
  not the one the set-up copied (a new path, or the file changed since)."""
  saved = record.get("models", {})
  for key in MODEL_KEYS:
    path = getattr(config.train, key)
    entry = saved.get(key)
    if not path or not os.path.isfile(path):
      continue  # Missing: the saved copy stands in (train_path says more).
    if entry is None or checksums.file_sha256(path) != entry["sha256"]:
      raise SetupError(
          f"meta.train.{key}: {path} is not the file the set-up in "
          f"{setup_dir} was made with ({(entry or {}).get('source', 'none')})"
          f"; re-run `dyn-datagen --stage=vocab`")


def _saved_trained_models(setup_dir: str) -> Dict[str, dict]:
  """The models a previous vocab stage trained here ({} when none)."""
  try:
    with open(os.path.join(setup_dir, SETUP_FILE), encoding="utf-8") as f:
      models = json.load(f).get("models", {})
  except (FileNotFoundError, json.JSONDecodeError):
    return {}
  return {key: entry for key, entry in models.items() if "trained" in entry}


def _coverage(chains, vocabularies: vocabulary.SideVocabularies,
              log) -> Dict[str, dict]:
  """Subwords each segmentation can produce but a vocabulary lacks (per
  side when the sides have their own)."""
  sides = {"": (None, vocabularies.src)} if vocabularies.shared else {
      " (src)": ("src", vocabularies.src), " (tgt)": ("tgt", vocabularies.tgt)}
  report, seen = {}, set()
  for chain in chains.values():
    for transform in chain.transforms:
      if transform.name in seen:
        continue
      seen.add(transform.name)
      for label, (side, vocab) in sides.items():
        pieces = transform.pieces(side)
        if pieces is None:  # It makes no subwords of its own.
          break
        pieces = set(pieces)
        missing = sorted(p for p in pieces if p not in vocab)
        report[transform.name + label.replace(" ", "")] = {
            "pieces": len(pieces), "missing": len(missing),
            "missing_examples": missing[:20]}
        if missing:
          log(f"coverage: {len(missing)} of {len(pieces)} subwords that "
              f"{transform.name} can produce are not in the vocabulary"
              f"{label} and will map to {vocabulary.UNK}: "
              f"{' '.join(missing[:20])}")
        else:
          log(f"coverage: all {len(pieces)} subwords of {transform.name} are "
              f"in the vocabulary{label}")
  return report


def _write_json(path: str, record) -> None:
  with atomic_file.atomic_open(path) as f:
    json.dump(record, f, indent=1, ensure_ascii=False, sort_keys=True)


def read_vocabularies(setup_dir: str) -> vocabulary.SideVocabularies:
  """The set-up's vocab.txt, or its vocab.src.txt and vocab.tgt.txt."""
  if os.path.isfile(os.path.join(setup_dir, VOCAB_FILE)):
    return vocabulary.SideVocabularies.shared_by_both(
        vocabulary.Vocabulary.read(os.path.join(setup_dir, VOCAB_FILE)))
  return vocabulary.SideVocabularies(*(
      vocabulary.Vocabulary.read(os.path.join(
          setup_dir, SIDE_VOCAB_FILE.format(side=side))) for side in SIDES))


def load_setup(config: data_config_lib.DataConfig, setup_dir: str,
               data_dir: Optional[str] = None,
               log: Callable[[str], None] = print) -> TransformSetup:
  """Restores a saved set-up for `config`.

  Options that differ from the saved ones are logged as applied; a transform
  whose saved state cannot serve the new value refuses (raises). Special
  tokens missing from the saved vocabulary are refused.
  Raises: SetupError naming the command that makes or remakes the set-up.
  """
  record_path = os.path.join(setup_dir, SETUP_FILE)
  if not os.path.isfile(record_path):
    moved = layout.moved_data_hint(data_dir) if data_dir else ""
    raise SetupError(
        f"no transform set-up in {setup_dir}: generate the data first, "
        f"`dyn-datagen --problem=... --data_dir=...` (Tensor2Tensor's "
        f"t2t-datagen) or `dyn-trainer --generate_data`; with shards "
        f"already made, `dyn-datagen --stage=vocab` makes the set-up alone"
        + (f"; {moved}" if moved else ""))
  with open(record_path, encoding="utf-8") as f:
    record = json.load(f)
  vocabularies = read_vocabularies(setup_dir)
  factors_path = os.path.join(setup_dir, factors.FACTORS_FILE)
  if config.factor_names:
    if not os.path.isfile(factors_path):
      raise SetupError(
          f"meta.train.source_factors: the set-up in {setup_dir} has no "
          f"factor vocabularies; re-run `dyn-datagen --stage=vocab`")
    vocabularies = dataclasses.replace(
        vocabularies, source_factors=factors.SourceFactors.load(
            factors_path, len(vocabularies.src)))
    if vocabularies.source_factors.names != config.factor_names:
      raise SetupError(
          f"meta.train.source_factors: {list(config.factor_names)}, but the "
          f"set-up in {setup_dir} was made with "
          f"{list(vocabularies.source_factors.names)}; re-run "
          f"`dyn-datagen --stage=vocab`")
  if data_dir is not None:  # Training from the config (not decoding).
    _check_models_unchanged(config, record, setup_dir)
  resources = TransformResources(config, data_dir, setup_dir)
  resources.model_paths = {  # Saved copies stand in for the originals.
      key: os.path.join(setup_dir, entry["copy"])
      for key, entry in record.get("models", {}).items()}
  chains = build_chains(config, resources)
  saved_tasks = record.get("tasks", {})
  for task, chain in chains.items():
    saved = {e["transform"]: e["options"] for e in saved_tasks.get(task, [])}
    for transform in chain.transforms:
      for key, value in transform.options.items():
        old = saved.get(transform.name, {}).get(key, value)
        if old != value:
          log(f"applied: tasks.{task} {transform.name}.{key} = {value!r} "
              f"(the saved set-up has {old!r})")
      transform.restore(os.path.join(setup_dir, TRANSFORMS_DIR))
  missing = sorted(s for s in {s for c in chains.values()
                                for s in c.specials()}
                   if s not in vocabularies.src or s not in vocabularies.tgt)
  if missing:
    raise SetupError(
        f"special tokens {' '.join(missing)} are not in the saved vocabulary "
        f"{os.path.join(setup_dir, VOCAB_FILE)}: the config added them after "
        f"the set-up was made; re-run `dyn-datagen --stage=vocab`")
  return TransformSetup(setup_dir, vocabularies, chains, resources, record)
