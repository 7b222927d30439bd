"""What transforms share: models, vocabularies, word counts, the set-up dir.

One TransformResources serves every task of a config, so a segmentation
model used by five tasks is loaded once (`shared`).
"""

import os
import threading
from typing import Any, Callable, Dict, Iterator, List, Optional, Tuple

from t2t_dyn.config import data_config as data_config_lib
from t2t_dyn.foundation import checksums
from t2t_dyn.setup import vocabulary
from t2t_dyn.shards import layout


class TransformResources:
  """Lazily loaded resources for the transforms of one data config."""

  def __init__(self, config: data_config_lib.DataConfig,
               data_dir: Optional[str] = None,
               setup_dir: Optional[str] = None,
               build_dir: Optional[str] = None,
               log: Optional[Callable[[str], None]] = None):
    self.config = config
    self.data_dir = data_dir
    self.setup_dir = setup_dir
    # Where the set-up being made (the vocab stage) saves the transforms:
    # large tables are written there as they are built. None otherwise.
    self.build_dir = build_dir
    # Progress of long set-up work (the vocab stage prints it).
    self.log = log or (lambda message: None)
    # meta.train key -> path used instead (a restored set-up's model copies).
    self.model_paths: Dict[str, str] = {}
    self._shared: Dict[Any, Any] = {}
    self._lock = threading.Lock()

  @property
  def pretokenized(self) -> bool:
    """Whether shard text carries ▁ word-boundary markers."""
    return self.config.shard.pretokenize

  @property
  def separate_vocabularies(self) -> bool:
    """Whether the config gives the sides their own vocabulary
    (meta.train.vocab_path_src / vocab_path_tgt)."""
    return self.config.train.separate("vocab_path")

  @property
  def separate_segmentation(self) -> bool:
    """Whether the config gives the sides their own segmentation model
    (meta.train.segmentation_model_src / segmentation_model_tgt)."""
    return self.config.train.separate("segmentation_model")

  def train_path(self, key: str, user: str,
                 side: Optional[str] = None) -> str:
    """meta.train.<key> as an existing path; for a `side` ("src", "tgt"),
    meta.train.<key>_<side> when given. Raises: FileNotFoundError that names
    the key and the transform needing it."""
    if side is not None and (self.model_paths.get(f"{key}_{side}") or
                             getattr(self.config.train, f"{key}_{side}")):
      key = f"{key}_{side}"
    path = self.model_paths.get(key) or getattr(self.config.train, key)
    if not path:
      raise FileNotFoundError(
          f"meta.train.{key}: required by transform {user!r} "
          f"(in {self.config.source})")
    if not os.path.exists(path):
      raise FileNotFoundError(
          f"meta.train.{key}: {path} does not exist (needed by transform "
          f"{user!r}, in {self.config.source})")
    return path

  def shared(self, key, factory: Callable[[], Any]) -> Any:
    """One object per key for all transforms, e.g. a loaded model."""
    with self._lock:
      if key not in self._shared:
        self._shared[key] = factory()
      return self._shared[key]

  def subword_counts(self, user: str, side: Optional[str] = None
                     ) -> List[Tuple[str, float]]:
    """(subword, count) from meta.train.vocab_path (of `side`, see
    train_path), most frequent first."""
    path = self.train_path("vocab_path", user, side)
    return self.shared(("subword_counts", path),
                       lambda: vocabulary.read_subword_counts(path))

  def file_sha256(self, path: str) -> str:
    """The file's sha256, computed once per resources."""
    return self.shared(("sha256", path), lambda: checksums.file_sha256(path))

  def word_vocab_path(self) -> Optional[str]:
    """data_dir/word_vocab.txt (the training shards' words), or None when
    there is no data dir."""
    return layout.word_vocab_path(self.data_dir) if self.data_dir else None

  def word_counts(self) -> List[Tuple[str, int]]:
    """(word, count) of the training shards (data_dir/word_vocab.txt),
    most frequent first; empty when there is no data dir."""
    path = self._existing_word_vocab()
    if path is None:
      return []
    return self.shared(("word_counts", path),
                       lambda: vocabulary.read_word_counts(path))

  def iter_word_counts(self) -> Iterator[Tuple[str, int]]:
    """word_counts() read as it goes, unless another user already holds
    them: a corpus's tens of millions of words are not kept in memory."""
    path = self._existing_word_vocab()
    with self._lock:
      held = ("word_counts", path) in self._shared
    if held or path is None:
      return iter(self.word_counts())
    return vocabulary.iter_word_counts(path)

  def _existing_word_vocab(self) -> Optional[str]:
    """word_vocab_path(), None without a data dir. Raises:
    FileNotFoundError when the shard stage has not written it."""
    path = self.word_vocab_path()
    if path is not None and not os.path.exists(path):
      raise FileNotFoundError(
          f"{path} is missing: run `dyn-datagen --stage=shard` first")
    return path
