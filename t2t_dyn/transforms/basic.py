"""Deterministic transforms: pairs from monolingual text and language
tokens. Each has a Python `apply` and a native TensorFlow version working on
a chunk of examples (see transforms.native). Filters: filters.py."""

from t2t_dyn.foundation import registry
from t2t_dyn.transforms.base import Param, Transform, optional_string


@registry.register_transform("duplicate_mono")
class DuplicateMono(Transform):
  """Monolingual text becomes a pair: the target is a copy of the source."""

  keeps_words = True
  makes_pair = True
  # Its target copies the source's tokens, ids included: copies are linked.
  carries_alignment = True
  reads_tokens = False

  def apply(self, batch, is_train, stats):
    for example in batch:
      example.tgt = list(example.src)
    return batch

  def native(self, is_train):
    from t2t_dyn.transforms import native  # pylint: disable=g-import-not-at-top

    def duplicate(features, seed):
      del seed
      return native.follow({**features, "tgt": features["src"]}, features,
                           "tgt", lambda ids: ids, from_side="src")
    return duplicate


@registry.register_transform("mono_to_targets")
class MonoToTargets(Transform):
  """A language model's task: the monolingual text becomes the target and
  the source is left empty (a decoder alone reads the targets). An example
  that already has a target (a decoder's prefix, encoded as target text)
  keeps it."""

  keeps_words = True
  makes_pair = True
  reads_tokens = False

  def apply(self, batch, is_train, stats):
    for example in batch:
      if example.tgt is None:
        example.src, example.tgt = [], example.src
    return batch

  def native(self, is_train):
    def to_targets(features, seed):
      del seed
      if "tgt" in features:  # Already a pair: kept, as in apply.
        return features
      return {**features, "src": features["src"][:, :0],
              "tgt": features["src"]}
    return to_targets


@registry.register_transform("lang_prefix_both")
class LangPrefixBoth(Transform):
  """Prefixes the source with <FROM_src> <TO_trg> and optionally a marker of
  synthetic data (extra_prefix, e.g. <BT> for back-translation)."""

  carries_factors = True  # Its tokens have <blank> factors.
  carries_alignment = True  # Its tokens are unaligned.
  keeps_terms = True  # It only prefixes.

  parameters = {
      "src_lang": Param(None, "source language code, e.g. en",
                        optional_string, "a language code"),
      "trg_lang": Param(None, "target language code, e.g. cs",
                        optional_string, "a language code"),
      "extra_prefix": Param(None, "extra marker token, e.g. <BT>",
                            optional_string, "a token or null"),
  }

  @classmethod
  def option_errors(cls, options, task_name, task_meta, global_meta):
    return [f"tasks.{task_name}.meta.{key}: required by transform "
            f"'lang_prefix_both' (set it there or in meta.train)"
            for key in ("src_lang", "trg_lang") if not options[key]]

  def __init__(self, options, task=None, resources=None):
    super().__init__(options, task, resources)
    self.prefix = [f"<FROM_{self.options['src_lang']}>",
                   f"<TO_{self.options['trg_lang']}>"]
    if self.options["extra_prefix"]:
      self.prefix.append(self.options["extra_prefix"])

  def specials(self):
    return list(self.prefix)

  def apply(self, batch, is_train, stats):
    for example in batch:
      example.src = self.prefix + example.src
    return batch

  def native(self, is_train):
    import tensorflow as tf  # pylint: disable=g-import-not-at-top
    from t2t_dyn.transforms import native  # pylint: disable=g-import-not-at-top
    prefix = tf.constant(self.prefix)
    size = len(self.prefix)

    def add_prefix(features, seed):
      del seed
      src = features["src"]
      rows = src.nrows(out_type=tf.int64)
      lengths = tf.cast(src.row_lengths(), tf.int64) + size
      starts = tf.cumsum(lengths, exclusive=True)
      # Row r's prefix fills its first slots; token j of the flat values
      # moves past the r + 1 prefixes up to and including its row's.
      prefix_at = starts[:, tf.newaxis] + tf.range(size, dtype=tf.int64)
      token_at = (tf.range(tf.size(src.flat_values, out_type=tf.int64)) +
                  size * (tf.cast(src.value_rowids(), tf.int64) + 1))
      slots = [tf.cast(tf.reshape(prefix_at, [-1]), tf.int32),
               tf.cast(token_at, tf.int32)]
      prefixes = tf.tile(prefix, [rows])
      values = tf.dynamic_stitch(slots, [prefixes, src.flat_values])
      out = {**features, "src": tf.RaggedTensor.from_row_lengths(
          values, lengths, validate=False)}
      return native.follow(out, features, "src", lambda ids: tf.dynamic_stitch(
          slots, [native.unaligned(prefixes), ids]))
    return add_prefix
