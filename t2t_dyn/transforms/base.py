"""The Transform contract: one short class per transform, options declared.

A transform's options come from `meta.train` (global), overridden by
`tasks.<name>.meta` (per task); each is declared with a default and a check,
so a bad value is reported with its key path and the task.

Lifecycle, as in OpenNMT-py: `warm_up(resources)` loads models and builds
caches once (at `dyn-datagen --stage=vocab`, and when a saved set-up is
restored); `apply(batch, is_train, stats)` runs on a batch of examples each
time they are drawn; `specials()` names tokens it adds to the vocabulary.
A transform may also offer `native()`, a TensorFlow implementation with
stateless random ops (see `t2t_dyn.transforms.native`).
"""

import dataclasses
import random
import threading
from collections import Counter
from typing import (Any, Callable, ClassVar, Dict, FrozenSet, List, Mapping,
                    Optional, Set, Tuple)

# The checks of Param, here for transforms (the package's users' too).
from t2t_dyn.foundation.numbers import (  # pylint: disable=unused-import
    non_negative_int, non_negative_number, positive_int, positive_number,
    probability)


@dataclasses.dataclass(frozen=True)
class Param:
  """A declared transform option: default, meaning and validity check."""
  default: Any
  doc: str
  check: Optional[Callable[[Any], bool]] = None
  expected: str = "a valid value"


def optional_string(value) -> bool:
  return value is None or (isinstance(value, str) and bool(value))


# Options naming a side's language: a reversed task swaps their values, so
# its language tokens and markers follow the sides.
SIDE_OPTIONS = (("src_lang", "trg_lang"), ("src_script", "trg_script"))


def swap_sides(options: Mapping[str, Any]) -> Dict[str, Any]:
  """Options of a reversed task: each SIDE_OPTIONS pair the transform
  declares, swapped."""
  swapped = dict(options)
  for src_key, trg_key in SIDE_OPTIONS:
    if src_key in options and trg_key in options:
      swapped[src_key], swapped[trg_key] = options[trg_key], options[src_key]
  return swapped


def option_path(key: str, task_name: str, task_meta: Mapping[str, Any],
                global_meta: Optional[Mapping[str, Any]] = None) -> str:
  """Where an option's value comes from, for messages:
  tasks.<task>.meta.<key> when the task sets it, else meta.train.<key> (when
  the config sets it there, or `global_meta` is not given), else
  "<key> (default)"."""
  if key in task_meta:
    return f"tasks.{task_name}.meta.{key}"
  if global_meta is None or key in global_meta:
    return f"meta.train.{key}"
  return f"{key} (default)"


class TransformOptionError(ValueError):
  """A transform option with a bad value, named by key path and task."""


@dataclasses.dataclass
class Example:
  """One example on its way through a task's transforms.

  `src` and `tgt` are token lists: words before segmentation, subwords
  after. A monolingual example has `tgt=None` until a transform such as
  duplicate_mono makes it a pair. `seed` is the example's own seed. In a
  task with alignments the tokens carry word ids and `links` holds the
  (target id, source id) word links (t2t_dyn.text.alignments).
  """
  src: List[str]
  tgt: Optional[List[str]]
  seed: int
  links: List[Tuple[int, int]] = dataclasses.field(default_factory=list)
  _rng: Optional[random.Random] = dataclasses.field(default=None, repr=False,
                                                    compare=False)

  @property
  def rng(self) -> random.Random:
    """The example's random stream, shared by its transforms in order."""
    if self._rng is None:
      self._rng = random.Random(self.seed)
    return self._rng

  def sides(self) -> List[Tuple[str, List[str]]]:
    """[("src", tokens), ("tgt", tokens)] for the sides present."""
    return [(name, tokens) for name, tokens in (("src", self.src),
                                                 ("tgt", self.tgt))
            if tokens is not None]


class TransformStats:
  """Counts per (task, transform, event): drops, replacements, misses."""

  def __init__(self):
    self._counts: Counter = Counter()
    self._lock = threading.Lock()  # tf.data may call from several threads.

  def add(self, task: str, transform: str, event: str, n: int = 1) -> None:
    if n:
      with self._lock:
        self._counts[(task, transform, event)] += n

  def as_dict(self) -> Dict[str, int]:
    """{"task/transform/event": count}, sorted."""
    with self._lock:
      return {"/".join(key): n for key, n in sorted(self._counts.items())}

  def merge(self, other: "TransformStats") -> None:
    with self._lock:
      self._counts.update(other._counts)  # pylint: disable=protected-access

  # Picklable (counts travel back from worker processes); the lock is not.
  def __getstate__(self):
    return {"counts": self._counts}

  def __setstate__(self, state):
    self._counts = state["counts"]
    self._lock = threading.Lock()


class Transform:
  """Base class of transforms. Subclasses declare `parameters`.

  Class attributes a subclass may set:
    parameters: option name -> Param.
    needs_pair: True when it needs a target side (runs after duplicate_mono).
    makes_pair: True when it turns a monolingual example into a pair.
    segments: True when it splits words into subwords (special tokens added
      before it would be split too).
    keeps_words: True when every token it outputs is a token of its input
      (it only moves, drops or copies tokens): a segmentation after such
      transforms only meets words of the shards, all in its cache.
    carries_factors: True when it keeps source factors aligned (see
      t2t_dyn.text.factors); a task with source_factors refuses others.
    carries_alignment: True when it keeps word alignments (moves each
      token's provenance with it on both sides, t2t_dyn.text.alignments);
      a task with alignments refuses others.
    reads_tokens: False when it only moves or copies whole sides and never
      looks at a token: it also runs on shards of ids (a problem's own
      generate_encoded_samples).
    needs_words: True when it reads whole words (runs before segmentation).
    needs_alignment: True when it reads the word links: a task without
      alignments refuses it.
    keeps_terms: True when it leaves the annotations of `terminology` as
      they are (text.terms): tags, source terms and hints keep their
      tokens and order; a task refuses others after terminology.
    specials_among_words: True when its specials() go among the words
      before segmentation, which then keeps them whole (whole_tokens).
  """

  parameters: ClassVar[Dict[str, Param]] = {}
  registered_name: ClassVar[str] = ""
  needs_pair: ClassVar[bool] = False
  makes_pair: ClassVar[bool] = False
  segments: ClassVar[bool] = False
  keeps_words: ClassVar[bool] = False
  carries_factors: ClassVar[bool] = False
  carries_alignment: ClassVar[bool] = False
  reads_tokens: ClassVar[bool] = True
  needs_words: ClassVar[bool] = False
  needs_alignment: ClassVar[bool] = False
  keeps_terms: ClassVar[bool] = False
  specials_among_words: ClassVar[bool] = False
  # Set by TransformChain: whether every transform before this one keeps
  # the words of the shards (see keeps_words).
  sees_only_shard_words: bool = True
  # Set by TransformChain on a segmentation: the specials of transforms
  # before it that put them among words (specials_among_words), passed
  # through unsegmented.
  whole_tokens: FrozenSet[str] = frozenset()
  # Set by TransformChain: the specials transforms before this one put
  # among the words (terminology's and inline_tags' annotations); a
  # keeps_terms transform keeps annotations made of these only, on both
  # paths (text.terms.annotated): without them a literal "<t1>" of the
  # text is a word, and a chain without them runs the native graph it ran
  # before they existed.
  follows_terms: FrozenSet[str] = frozenset()

  @property
  def native_calls_python(self) -> bool:
    """Whether native() holds a py_function (tf.data service cannot run
    it)."""
    return False

  def __init__(self, options: Mapping[str, Any], task: Any = None,
               resources: Any = None):
    """`options` are resolved (see resolve_options); `task` is a TaskSpec;
    `resources` a TransformResources giving models, vocabularies and the
    set-up directory."""
    self.options = dict(options)
    self.task = task
    self.resources = resources
    self.task_name = getattr(task, "name", "")
    # Whether source tokens carry factor suffixes (t2t_dyn.text.factors).
    self.source_factored = bool(getattr(task, "source_factors", False))
    # Whether tokens of both sides carry provenance ids: in their suffixes
    # on the Python path, beside them on the native one (text.alignments).
    self.aligned = bool(getattr(task, "has_alignment", False))

  def suffixed(self, side: str) -> bool:
    """Whether `side`'s tokens may carry suffixes ("word￨...") on the
    Python path: transforms that read or rewrite words must split them off
    there."""
    return self.aligned or self.native_suffixed(side)

  def native_suffixed(self, side: str) -> bool:
    """`suffixed` on the native path, where provenance travels as ids
    beside the tokens (transforms.native): source factors only."""
    return side == "src" and self.source_factored

  @property
  def name(self) -> str:
    return self.registered_name

  @classmethod
  def declared_parameters(cls) -> Dict[str, Param]:
    return dict(cls.parameters)

  @classmethod
  def resolve_options(cls, global_meta: Mapping[str, Any],
                      task_meta: Mapping[str, Any],
                      task_name: str) -> Dict[str, Any]:
    """Options from defaults < meta.train < tasks.<task>.meta, checked.

    Raises: TransformOptionError naming each bad key path, the task and the
    expected value.
    """
    options = {}
    errors = []
    for name, param in cls.parameters.items():
      if name in task_meta:
        value = task_meta[name]
      elif name in global_meta:
        value = global_meta[name]
      else:
        options[name] = param.default
        continue
      path = option_path(name, task_name, task_meta, global_meta)
      if param.check is not None and not param.check(value):
        errors.append(f"{path}: {value!r} is not {param.expected} (option of "
                      f"transform {cls.registered_name!r} in task "
                      f"{task_name!r}: {param.doc})")
      options[name] = value
    if not errors:
      errors = cls.option_errors(options, task_name, task_meta, global_meta)
    if errors:
      raise TransformOptionError("\n".join(errors))
    return options

  @classmethod
  def option_errors(cls, options: Mapping[str, Any], task_name: str,
                    task_meta: Mapping[str, Any],
                    global_meta: Mapping[str, Any]) -> List[str]:
    """Errors of the resolved options taken together (a minimum above its
    maximum, a required language unset), each naming its key path; none by
    default. The validator asks before any work, the set-up again."""
    del options, task_name, task_meta, global_meta
    return []

  def warm_up(self) -> None:
    """Loads models and builds caches; called once before use."""

  # The vocab stage's hooks (setup.transform_setup): what a transform fixes
  # at set-up is saved with it and restored in place of warm_up.

  def save(self, directory: str) -> None:
    """Writes what the vocab stage fixed (model records, caches) under
    `directory`; nothing by default."""

  def restore(self, directory: str) -> None:
    """Loads what save wrote, in place of warm_up (by default: warm_up)."""
    del directory
    self.warm_up()

  def pieces(self, side: Optional[str] = None) -> Optional[Set[str]]:
    """Every subword this transform can produce (of `side`), for the
    vocabulary's coverage check; None: it produces none of its own."""
    del side
    return None

  def specials(self) -> List[str]:
    """Tokens this transform adds to the vocabulary (e.g. <TO_cs>)."""
    return []

  def apply(self, batch: List[Example], is_train: bool,
            stats: TransformStats) -> List[Example]:
    """Transforms a batch in place or returns a new list (filters drop).

    At inference (`is_train=False`) stochastic transforms are deterministic
    and filters keep everything: decoding must lose no input line.
    """
    raise NotImplementedError

  def native(self, is_train: bool):
    """A `NativeFn` (see transforms.native) doing the same in TensorFlow,
    or None when this transform runs in Python only."""
    del is_train
    return None
