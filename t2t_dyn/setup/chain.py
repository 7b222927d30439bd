"""A task's transforms in order: built, checked, warmed up and applied.

`TransformChain.apply` runs the Python implementations on a batch;
`native_fn` composes the native ones when every transform of the task has
one, so the task runs with no Python in the tf.data loop.
"""

from typing import Dict, List, Optional

from t2t_dyn.config.data_config import DataConfig, TaskSpec
from t2t_dyn.setup.resources import TransformResources
from t2t_dyn.transforms import chain_rules
from t2t_dyn.transforms.base import (Example, Transform, TransformOptionError,
                                     TransformStats, swap_sides)
from t2t_dyn.foundation import registry


class TransformChain:
  """The transforms of one task, instantiated with their resolved options."""

  def __init__(self, task: TaskSpec, config: DataConfig,
               resources: TransformResources):
    """Raises: TransformOptionError listing every bad option of the task."""
    self.task = task
    self.transforms: List[Transform] = []
    errors = []
    for name in task.transforms:
      cls = registry.transform(name)
      try:
        options = cls.resolve_options(config.train.options, task.meta,
                                      task.name)
        if task.reverse:
          options = swap_sides(options)
        self.transforms.append(cls(options, task, resources))
      except TransformOptionError as e:
        errors.append(str(e))
    errors.extend(chain_rules.order_errors(task, self.transforms))
    if errors:
      raise TransformOptionError("\n".join(errors))
    # Which transforms see only words of the shards (a segmentation's cache
    # holds all of those; anything else needs its exact fallback).
    only_shard_words = True
    for transform in self.transforms:
      transform.sees_only_shard_words = only_shard_words
      only_shard_words = only_shard_words and transform.keeps_words
    # Specials put among words (terminology's tags) pass a segmentation
    # after them whole.
    among_words = set()
    for transform in self.transforms:
      transform.follows_terms = frozenset(among_words)
      if transform.segments:
        transform.whole_tokens = frozenset(among_words)
      if transform.specials_among_words:
        among_words.update(transform.specials())

  def warm_up(self) -> None:
    for transform in self.transforms:
      transform.warm_up()

  def specials(self) -> List[str]:
    return [token for t in self.transforms for token in t.specials()]

  def apply(self, batch: List[Example], is_train: bool,
            stats: TransformStats,
            dropped_by: Optional[Dict[int, int]] = None) -> List[Example]:
    """The examples every transform kept. With `dropped_by`, records for
    each dropped example id(example) -> 1 + the position in the chain of
    the transform that dropped it (see native_fn's "dropped_by")."""
    for position, transform in enumerate(self.transforms, 1):
      before = batch
      batch = transform.apply(batch, is_train, stats)
      if dropped_by is not None and len(batch) < len(before):
        kept = {id(e) for e in batch}
        dropped_by.update((id(e), position) for e in before
                          if id(e) not in kept)
      if not batch:
        break
    return batch

  def python_only(self, is_train: bool) -> List[str]:
    """Names of transforms without a native implementation, or whose native
    implementation calls back into Python (a py_function)."""
    return [t.name for t in self.transforms
            if t.native(is_train) is None or t.native_calls_python]

  def native_fn(self, is_train: bool):
    """A NativeFn applying every transform, or None if one is Python-only.

    Each transform gets its own stream: the example seed folded with the
    transform's position in the chain. The result also has "dropped_by",
    int32 [B]: 0 for a kept row, else 1 + the position of the transform
    that dropped it (its first keep=False).
    """
    fns = [t.native(is_train) for t in self.transforms]
    if any(fn is None for fn in fns):
      return None
    import tensorflow as tf  # pylint: disable=g-import-not-at-top
    from t2t_dyn.transforms import native  # pylint: disable=g-import-not-at-top

    # Native fns are plain TensorFlow: AutoGraph conversion only costs
    # start-up time (seconds of the first batch).
    @tf.autograph.experimental.do_not_convert
    def apply_all(features, seed):
      dropped_by = tf.zeros(tf.shape(features["keep"]), tf.int32)
      for position, (transform, fn) in enumerate(zip(self.transforms, fns)):
        before = features
        features = fn(features, native.fold(seed, position))
        if features["keep"] is not before["keep"]:  # Known when tracing.
          dropped_by = tf.where(before["keep"] & ~features["keep"],
                                position + 1, dropped_by)
        features = _provenance_checked(before, features, transform.name)
      return {**features, "dropped_by": dropped_by}
    return apply_all


def _provenance_checked(before, after, name: str):
  """`after`, with a check that each side's provenance (transforms.native)
  still has its tokens' shape where the transform changed the tokens but
  not the ids. Raises: InvalidArgumentError naming the transform that lost
  them."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  from t2t_dyn.transforms import native  # pylint: disable=g-import-not-at-top
  if native.provenance_key("src") not in before:
    return after
  checks = []
  for side in native.side_names(after):
    key = native.provenance_key(side)
    if after[side] is not before.get(side) and after[key] is before.get(key):
      checks.append(tf.debugging.assert_equal(
          after[side].row_splits, after[key].row_splits, message=(
              # Unquoted: TensorFlow escapes quotes in assert messages.
              f"transform {name} moved the {side} tokens but not their "
              f"provenance ids (transforms.native.follow)")))
  if not checks:
    return after
  # Every output waits for the checks: an op downstream that pairs the
  # wrong ids with the tokens would otherwise fail first, unnamed.
  with tf.control_dependencies(checks):
    return tf.nest.map_structure(tf.identity, after, expand_composites=True)


def build_chains(config: DataConfig, resources: TransformResources,
                 tasks: Optional[List[str]] = None):
  """{task name: TransformChain} for the config's tasks (or `tasks`).

  Raises: TransformOptionError with the errors of every task at once.
  """
  chains, errors = {}, []
  for name in tasks or list(config.tasks):
    try:
      chains[name] = TransformChain(config.tasks[name], config, resources)
    except TransformOptionError as e:
      errors.append(str(e))
  if errors:
    raise TransformOptionError("\n".join(errors))
  return chains
