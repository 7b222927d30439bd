"""langid_filter: drops examples whose sides are not in the task's
languages, by py3langid, whose model ships inside the package (nothing is
downloaded at run time).

The rule, in two parts, per side:

- among the candidate languages (by default the languages the data config
  names: every task's src_lang and trg_lang), py3langid's probability of
  the side's language is below langid_min_prob: the side is another of the
  corpus's languages (an untranslated string, a neighbouring locale);
- over all of py3langid's 140 languages, those outside the candidates
  hold at least langid_other_min_prob of the probability together: the
  side is confidently in none of the corpus's languages (the first part
  alone cannot tell: between two languages that both fit badly, either may
  lead).

Restricting the candidates is what keeps clean data: over all 140
languages a third of correct English software strings fall below 0.5
(short strings spread their probability over many languages); among the
corpus's languages they do not. The defaults were chosen by measurement on
the demo corpus (scripts/bench_langid.py; docs/transforms.md, "Cleaning filters").
"""

import threading
from typing import Optional, Tuple

from t2t_dyn.text.forms import pieces_to_text
from t2t_dyn.transforms import filters
from t2t_dyn.transforms.base import (Param, Transform, TransformOptionError,
                                     optional_string, probability)
from t2t_dyn.utils import registry

_IDENTIFIER_LOCK = threading.Lock()
_IDENTIFIER = []  # py3langid's identifier over all its languages, once.
LANGUAGE_KEYS = ("src_lang", "trg_lang")


def language_identifier():
  """py3langid's identifier with normalized probabilities over all its
  languages (its model ships inside the package); one per process."""
  with _IDENTIFIER_LOCK:
    if not _IDENTIFIER:
      from py3langid import langid  # pylint: disable=g-import-not-at-top
      _IDENTIFIER.append(langid.LanguageIdentifier.from_model_file(
          langid.MODEL_FILE, norm_probs=True))
    return _IDENTIFIER[0]


def config_languages(config) -> Tuple[str, ...]:
  """The languages a data config names: each task's src_lang and trg_lang
  (its meta over meta.train), sorted."""
  found = set()
  for task in config.tasks.values():
    for key in LANGUAGE_KEYS:
      language = task.meta.get(key, config.train.options.get(key))
      if language:
        found.add(language)
  return tuple(sorted(found))


def _languages(value) -> bool:
  return value in ("config", "all") or (
      isinstance(value, list) and all(isinstance(x, str) for x in value))


@registry.register_transform("langid_filter")
class LangIdFilter(Transform):
  """Drops training examples with a side not in its language (src_lang,
  trg_lang) by py3langid (Lui & Baldwin 2012's langid.py; 140 languages in
  py3langid 0.4) on the side's text, by the rule in the module docstring.
  Keeps everything at inference. Python only (worker processes run it in
  parallel)."""

  keeps_words = True
  carries_factors = True
  carries_alignment = True

  parameters = {
      "src_lang": Param(None, "source language (ISO 639-1)", optional_string,
                        "a language code"),
      "trg_lang": Param(None, "target language (ISO 639-1)", optional_string,
                        "a language code"),
      "langid_min_prob": Param(
          0.3, "least probability of the side's language among the "
          "candidates", probability, "a number in [0, 1]"),
      "langid_other_min_prob": Param(
          0.99, "probability of the languages outside the candidates, "
          "together, from which the side is dropped (1 turns this off)",
          probability, "a number in [0, 1]"),
      "langid_languages": Param(
          "config", "candidate languages: 'config' (the languages the data "
          "config names), 'all' (py3langid's 140) or a list", _languages,
          "'config', 'all' or a list of language codes"),
  }

  def __init__(self, options, task=None, resources=None):
    super().__init__(options, task, resources)
    own = tuple(options[key] for key in LANGUAGE_KEYS)
    for key, language in zip(LANGUAGE_KEYS, own):
      if language is None:
        raise TransformOptionError(
            f"tasks.{self.task_name}.meta.{key}: langid_filter needs the "
            f"task's languages")
    known = set(language_identifier().nb_classes)
    chosen = options["langid_languages"]
    if chosen == "all":
      candidates = tuple(sorted(known))
    elif chosen == "config":
      config = getattr(resources, "config", None)
      candidates = tuple(sorted(set(own) | set(
          config_languages(config) if config is not None else ())))
    else:
      candidates = tuple(chosen)
      for key, language in zip(LANGUAGE_KEYS, own):
        if language not in candidates:
          raise TransformOptionError(
              f"tasks.{self.task_name}: langid_languages {chosen} lacks "
              f"{key} {language!r}")
    unknown = sorted((set(own) | set(candidates)) - known)
    if unknown:
      raise TransformOptionError(
          f"tasks.{self.task_name}: py3langid does not know "
          f"{', '.join(unknown)}; it knows {', '.join(sorted(known))}")
    self.candidates = candidates
    labels = language_identifier().nb_classes
    # A label's first column holds its probability (py3langid folds a
    # script alias, srl -> sr, into it).
    self._column = {label: labels.index(label) for label in known}
    self._candidate_columns = [self._column[c] for c in candidates]

  def native(self, is_train):
    return None

  def probabilities(self, text: str, language: str) -> Tuple[float, float]:
    """(py3langid's probability of `language` among the candidates, the
    probability of all languages outside them), from one classification:
    the restricted probabilities are those over all languages renormalized.
    """
    # py3langid 0.4's per-label probabilities, unsorted (setup.py pins the
    # version): rank() would sort and build a dict, 4x slower.
    # pylint: disable-next=protected-access
    scores = language_identifier()._decide(text)
    among = float(scores[self._candidate_columns].sum())
    own = float(scores[self._column[language]])
    return (own / among if among > 0 else 0.0), 1.0 - among

  def judge(self, text: str, language: str) -> Optional[str]:
    """Why `text` is not in `language` ("other_language": the languages
    outside the candidates hold at least langid_other_min_prob; "language":
    below langid_min_prob among the candidates), or None when it may be."""
    probability, outside = self.probabilities(text, language)
    least_other = self.options["langid_other_min_prob"]
    if least_other < 1 and outside >= least_other:
      return "other_language"
    if probability < self.options["langid_min_prob"]:
      return "language"
    return None

  def apply(self, batch, is_train, stats):
    if not is_train:
      return batch
    languages = {"src": self.options["src_lang"],
                 "tgt": self.options["trg_lang"]}
    return filters.filter_sides(
        self, batch, stats,
        lambda side, tokens: self.judge(pieces_to_text(tokens),
                                        languages[side]), "language")
