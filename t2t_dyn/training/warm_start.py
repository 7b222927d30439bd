"""Warm start: a new run begins from another run's weights.

Tensor2Tensor's `--warm_start_from`, fairseq's `--finetune-from-model`:
fine-tuning on in-domain data, the next back-translation round, adapting a
multilingual model to one pair. The new run keeps its own output dir, data
position (fresh), learning-rate schedule (step 0) and dropout seeds; it
takes the source's model weights and, on request, Adam's moments (its
iteration count restarts with the schedule, so Adam's bias correction
starts again too).

The source is a checkpoint prefix, a run's `checkpoints/` or `best/` dir,
or a run's output dir (its latest checkpoint). The models must have the
same architecture; their vocabularies must be the same token lists, or,
with `by_token`, the rows of the tokens both have are copied and the new
tokens keep their fresh initialization.
"""

import dataclasses
import os
from typing import Callable, Dict, Optional

import numpy as np
import tensorflow as tf
import keras

from t2t_dyn.decoding import output_dir as output_dir_lib
from t2t_dyn.hparams.model_hparams import ModelHParams
from t2t_dyn.models import model_builder
from t2t_dyn.setup import transform_setup
from t2t_dyn.setup import vocabulary
from t2t_dyn.training import optimize

# Hparams that change the model's variables or what they mean.
ARCHITECTURE = ("hidden_size", "filter_size", "num_hidden_layers",
                "num_encoder_layers", "num_decoder_layers", "num_heads",
                "layer_preprocess_sequence", "layer_postprocess_sequence",
                "source_factor_sizes")
# Embedding variables and the side whose vocabulary indexes their rows.
_EMBEDDING_SIDES = {"transformer/shared_embedding/embeddings": "tgt",
                    "transformer/source_embedding/embeddings": "src"}


class WarmStartError(ValueError):
  """The source cannot start this run; the message names both sides."""


@dataclasses.dataclass(frozen=True)
class WarmStartSource:
  """A checkpoint to start from and the run that wrote it. `vocabularies`:
  None when that run's ids came from its problem's own encoders."""
  checkpoint: str
  run_dir: str
  hparams: ModelHParams
  vocabularies: Optional[vocabulary.SideVocabularies]


@dataclasses.dataclass(frozen=True)
class WarmStartReport:
  """What was copied: variables, and per embedding the rows of shared
  tokens, of new tokens (fresh) and of source tokens the run lacks."""
  checkpoint: str
  variables: int
  optimizer: bool
  rows: Dict[str, Dict[str, int]]

  def describe(self) -> str:
    rows = "; ".join(
        f"{name.split('/')[1]}: {r['copied']} rows copied, {r['new']} new "
        f"tokens initialized fresh, {r['dropped']} source tokens not in this "
        f"vocabulary" for name, r in self.rows.items()
        if r["new"] or r["dropped"])
    return (f"warm start from {self.checkpoint}: {self.variables} model "
            f"variables" + (" and Adam's moments" if self.optimizer else "") +
            " copied; step, data position and schedule start afresh" +
            (f" ({rows})" if rows else ""))


def find_source(path: str) -> WarmStartSource:
  """The checkpoint `path` names (prefix, checkpoint dir or output dir) and
  its run's hparams and vocabularies. Raises: WarmStartError."""
  checkpoint = _checkpoint_of(path)
  run_dir = os.path.dirname(os.path.dirname(os.path.abspath(checkpoint)))
  if not os.path.isfile(output_dir_lib.hparams_path(run_dir)):
    raise WarmStartError(
        f"--warm_start_from={path}: {checkpoint} is not in a dyn-trainer "
        f"output dir (no {output_dir_lib.hparams_path(run_dir)}), so its "
        f"model and vocabulary are unknown")
  setup_dir = output_dir_lib.setup_dir(run_dir)
  vocabularies = None
  if os.path.isdir(setup_dir) and not _own_encoders(run_dir):
    vocabularies = transform_setup.read_vocabularies(setup_dir)
  return WarmStartSource(checkpoint, run_dir,
                         output_dir_lib.saved_hparams(run_dir), vocabularies)


def _checkpoint_of(path: str) -> str:
  if tf.io.gfile.exists(path + ".index"):
    return path
  for directory in (path, output_dir_lib.checkpoint_dir(path)):
    if os.path.isdir(directory):
      latest = tf.train.latest_checkpoint(directory)
      if latest:
        return latest
  raise WarmStartError(f"--warm_start_from={path}: no checkpoint there (a "
                       f"checkpoint prefix, a checkpoints/ or best/ dir, or "
                       f"an output dir with checkpoints/)")


def _own_encoders(run_dir: str) -> bool:
  return bool(output_dir_lib.saved_record(run_dir).get("own_encoders"))


def row_sources(source: vocabulary.Vocabulary,
                target: vocabulary.Vocabulary) -> np.ndarray:
  """Per token id of `target`, its id in `source` (-1: not there)."""
  return np.asarray([source.ids([token])[0] if token in source else -1
                     for token in target.tokens], np.int64)


class WarmStart:
  """Copies a source checkpoint into a built model (and optimizer)."""

  def __init__(self, source: WarmStartSource, hparams: ModelHParams,
               vocabularies: Optional[vocabulary.SideVocabularies],
               by_token: bool = False):
    """Checks that the source can start a model of `hparams` over
    `vocabularies` (None: the problem's own encoders, sizes compared).
    Raises: WarmStartError naming what differs on both sides."""
    self.source = source
    differences = [
        f"{name}={getattr(source.hparams, name)} there, "
        f"{getattr(hparams, name)} here" for name in ARCHITECTURE
        if tuple(np.atleast_1d(getattr(source.hparams, name))) !=
        tuple(np.atleast_1d(getattr(hparams, name)))]
    if (source.hparams.input_vocab_size == 0) != (hparams.input_vocab_size
                                                  == 0):
      differences.append(
          "one embedding for both sides there, separate source and target "
          "embeddings here" if source.hparams.input_vocab_size == 0 else
          "separate source and target embeddings there, one here")
    if differences:
      raise WarmStartError(
          f"--warm_start_from={source.checkpoint} has another model shape: "
          + "; ".join(differences))
    self.rows = self._row_plan(hparams, vocabularies, by_token)

  def _row_plan(self, hparams, vocabularies, by_token
                ) -> Dict[str, Optional[np.ndarray]]:
    """Per embedding variable: the source row of each row (None: same)."""
    plan = {}
    sizes = {"tgt": (self.source.hparams.vocab_size, hparams.vocab_size),
             "src": (self.source.hparams.input_vocab_size,
                     hparams.input_vocab_size)}
    for name, side in _EMBEDDING_SIDES.items():
      there, here = sizes[side]
      if not here:
        continue
      if self.source.vocabularies is None or vocabularies is None:
        if there != here:
          raise WarmStartError(
              f"--warm_start_from={self.source.checkpoint}: its {side} "
              f"vocabulary has {there} ids, this run's {here} (a problem's "
              f"own encoders: rows cannot be matched by token)")
        plan[name] = None
        continue
      old = self.source.vocabularies.side(side)
      new = vocabularies.side(side)
      if old.tokens == new.tokens:
        plan[name] = None
      elif not by_token:
        raise WarmStartError(_vocabulary_difference(
            self.source, "" if vocabularies.shared else f"{side} ", old,
            new))
      else:
        plan[name] = row_sources(old, new)
    return plan

  def apply(self, model: keras.Model, optimizer=None,
            log: Callable[[str], None] = print) -> WarmStartReport:
    """Sets `model`'s weights (and, given `optimizer`, Adam's moments) to
    the source's. Both must be built. Raises: WarmStartError."""
    if optimizer is not None:
      here = _inner(optimizer)
      for run, name in (
          ("this run", "adam" if isinstance(here, keras.optimizers.Adam)
           else type(here).__name__),
          ("the source", self.source.hparams.optimizer)):
        if name not in ("adam", "true_adam", "multistep_adam"):
          raise WarmStartError(
              f"--warm_start_optimizer copies Adam's moments; {run} trains "
              f"with {name} (leave --warm_start_optimizer out to "
              f"start its optimizer afresh)")
    old_model = model_builder.build(self.source.hparams)
    objects = {"model": old_model}
    old_adam = None
    if optimizer is not None:
      old_adam, objects["optimizer"] = _source_optimizer(
          self.source, old_model)
    tf.train.Checkpoint(**objects).restore(
        self.source.checkpoint).expect_partial().assert_existing_objects_matched()
    old = {v.path: v for v in old_model.trainable_variables}
    new = {v.path: v for v in model.trainable_variables}
    if set(old) != set(new):
      raise WarmStartError(
          f"--warm_start_from={self.source.checkpoint}: variables differ: "
          f"only there {sorted(set(old) - set(new))[:5]}, only here "
          f"{sorted(set(new) - set(old))[:5]}")
    rows = {}
    for path, variable in new.items():
      variable.assign(self._mapped(path, old[path].numpy(), variable))
      if self.rows.get(path) is not None:
        sources = self.rows[path]
        rows[path] = {"copied": int((sources >= 0).sum()),
                      "new": int((sources < 0).sum()),
                      "dropped": int(old[path].shape[0] -
                                     (sources >= 0).sum())}
    if optimizer is not None:
      adam = _inner(optimizer)
      for path, variable in new.items():
        old_index = old_adam._get_variable_index(old[path])  # pylint: disable=protected-access
        new_index = adam._get_variable_index(variable)  # pylint: disable=protected-access
        for slots, old_slots in ((adam._momentums, old_adam._momentums),  # pylint: disable=protected-access
                                 (adam._velocities, old_adam._velocities)):  # pylint: disable=protected-access
          slot = slots[new_index]
          slot.assign(self._mapped(path, old_slots[old_index].numpy(), slot,
                                   fresh=np.zeros))
    report = WarmStartReport(self.source.checkpoint, len(new),
                             optimizer is not None, rows)
    log(report.describe())
    return report

  def _mapped(self, path: str, value: np.ndarray, variable,
              fresh=None) -> np.ndarray:
    """`value` with its rows in this run's token order; rows of new tokens
    keep `variable`'s own (fresh) value, or fresh(shape) when given."""
    sources = self.rows.get(path)
    if sources is None:
      if tuple(value.shape) != tuple(variable.shape):
        raise WarmStartError(
            f"--warm_start_from={self.source.checkpoint}: {path} has shape "
            f"{tuple(value.shape)} there, {tuple(variable.shape)} here")
      return value
    own = (variable.numpy() if fresh is None else
           fresh(variable.shape, dtype=value.dtype))
    kept = sources >= 0
    own[kept] = value[sources[kept]]
    return own


def _vocabulary_difference(source: WarmStartSource, side_label: str,
                           old: vocabulary.Vocabulary,
                           new: vocabulary.Vocabulary) -> str:
  old_tokens, new_tokens = old.tokens, new.tokens
  first = next((i for i, (a, b) in enumerate(zip(old_tokens, new_tokens))
                if a != b), min(len(old_tokens), len(new_tokens)))
  at = (f"id {first}: {old_tokens[first]!r} there, {new_tokens[first]!r} "
        f"here" if first < min(len(old_tokens), len(new_tokens)) else
        f"the first {first} tokens agree")
  return (f"--warm_start_from={source.checkpoint}: the {side_label}"
          f"vocabulary of "
          f"{output_dir_lib.setup_dir(source.run_dir)} ({len(old_tokens)} "
          f"tokens) differs from this run's ({len(new_tokens)} tokens; "
          f"{at}, {len(set(new_tokens) - set(old_tokens))} tokens only "
          f"here); --warm_start_vocab=by_token copies the rows of the "
          f"tokens both have")


def _inner(optimizer):
  return getattr(optimizer, "inner_optimizer", optimizer)


def _source_optimizer(source: WarmStartSource, model: keras.Model):
  """(Adam, checkpointed object) shaped as the source run saved it: a
  mixed-precision run saved a LossScaleOptimizer around its Adam."""
  adam = optimize.make_optimizer(source.hparams)
  keys = tf.train.load_checkpoint(source.checkpoint).get_variable_to_shape_map()
  saved = adam
  if any(key.startswith("optimizer/inner_optimizer/") for key in keys):
    saved = keras.optimizers.LossScaleOptimizer(adam)
  saved.build(model.trainable_variables)
  return adam, saved
