"""langid_filter: drops examples whose sides are not in the task's
languages, by py3langid, whose model ships inside the package (nothing is
downloaded at run time)."""

import threading
from typing import Tuple

from t2t_dyn.text import pieces_to_text
from t2t_dyn.transforms import filters
from t2t_dyn.utils import registry
from t2t_dyn.transforms.base import (Param, Transform, TransformOptionError,
                                     optional_string, probability)


_IDENTIFIER_LOCK = threading.Lock()
_IDENTIFIERS = {}


def language_identifier(languages: Tuple[str, ...]):
  """py3langid's identifier (its model ships inside the package) with
  normalized probabilities, restricted to `languages` (all when empty);
  one per process and language set."""
  with _IDENTIFIER_LOCK:
    if languages not in _IDENTIFIERS:
      from py3langid import langid  # pylint: disable=g-import-not-at-top
      identifier = langid.LanguageIdentifier.from_model_file(
          langid.MODEL_FILE, norm_probs=True)
      if languages:
        identifier.set_languages(list(languages))
      _IDENTIFIERS[languages] = identifier
    return _IDENTIFIERS[languages]


@registry.register_transform("langid_filter")
class LangIdFilter(Transform):
  """Drops training examples whose source is not identified as src_lang, or
  whose target (when there is one) as trg_lang, with probability at least
  langid_min_prob, by py3langid (Lui & Baldwin 2012's langid.py, 97
  languages) on the side's text. `langid_languages` restricts the
  candidates (more accurate when the corpus can only hold a few). Python
  only (its worker processes run it in parallel)."""

  keeps_words = True
  carries_factors = True

  parameters = {
      "src_lang": Param(None, "source language (ISO 639-1)", optional_string,
                        "a language code"),
      "trg_lang": Param(None, "target language (ISO 639-1)", optional_string,
                        "a language code"),
      "langid_min_prob": Param(0.5, "least probability of the expected "
                               "language", probability, "a number in [0, 1]"),
      "langid_languages": Param(
          [], "candidate languages (empty: all of py3langid's)",
          lambda v: isinstance(v, list) and all(isinstance(x, str) for x in v),
          "a list of language codes"),
  }

  def __init__(self, options, task=None, resources=None):
    super().__init__(options, task, resources)
    languages = options["langid_languages"]
    for key in ("src_lang", "trg_lang"):
      if options[key] is None:
        raise TransformOptionError(
            f"tasks.{self.task_name}.meta.{key}: langid_filter needs the "
            f"task's languages")
      if languages and options[key] not in languages:
        raise TransformOptionError(
            f"tasks.{self.task_name}: langid_languages {languages} lacks "
            f"{key} {options[key]!r}")
    known = set(language_identifier(()).nb_classes)
    unknown = sorted({options["src_lang"], options["trg_lang"], *languages}
                     - known)
    if unknown:
      raise TransformOptionError(
          f"tasks.{self.task_name}: py3langid does not know "
          f"{', '.join(unknown)}; it knows {', '.join(sorted(known))}")

  def native(self, is_train):
    return None

  def apply(self, batch, is_train, stats):
    if not is_train:
      return batch
    identifier = language_identifier(tuple(self.options["langid_languages"]))
    least = self.options["langid_min_prob"]
    languages = {"src": self.options["src_lang"],
                 "tgt": self.options["trg_lang"]}

    def fails(side, tokens):
      found, confidence = identifier.classify(pieces_to_text(tokens))
      return found != languages[side] or confidence < least
    return filters.filter_sides(self, batch, stats, fails, "language")
