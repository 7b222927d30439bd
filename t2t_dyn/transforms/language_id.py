"""langid_filter: drops examples whose sides are not in the task's
languages, by py3langid, whose model ships inside the package (nothing is
downloaded at run time).

The rule, per side in language L: a side of fewer than langid_min_words
words is kept unjudged (counted kept_<side>_too_short: no identifier tells
languages apart reliably on one to three words); a longer side is dropped
when

- over all of py3langid's languages, those outside the candidates hold at
  least langid_other_min_prob of the probability together: it is
  confidently in none of the corpus's languages
  (dropped_<side>_other_language);
- among the candidates, py3langid gives L less than langid_min_prob: it is
  another of the corpus's languages, an untranslated string, say
  (dropped_<side>_language);
- against one of L's close relatives R alone, from the length py3langid
  tells the two apart at (language_relatives.CLOSE_RELATIVES: Estonian and
  Finnish from 4 words, Czech and Slovak from 7, ...), py3langid gives L
  less than langid_relative_min_prob (dropped_<side>_relative).

The candidates are the languages the data config names (every task's
src_lang and trg_lang) without L's close relatives: a relative is judged
by the third part only, whether the config names it or not, so the
measured lengths hold. The first two parts cannot catch a relative: its
probability leaks into L, and the languages outside the candidates rarely
hold 0.99 together. Restricting the candidates is what keeps clean data:
over all languages short strings spread their probability; among the
corpus's languages they do not. The defaults were chosen by measurement on
gettext catalogs (scripts/bench_langid.py; docs/transforms.md, "Language
identification").
"""

import logging
import threading
from typing import Dict, Optional, Tuple

from t2t_dyn.text.forms import pieces_to_text
from t2t_dyn.transforms import filters
from t2t_dyn.transforms import language_relatives as relatives
from t2t_dyn.transforms.base import (Param, Transform, TransformOptionError,
                                     optional_string, option_path,
                                     positive_int, probability)
from t2t_dyn.foundation import registry

_log = logging.getLogger(__name__)
_IDENTIFIER_LOCK = threading.Lock()
_IDENTIFIER = []  # py3langid's identifier over all its languages, once.
_WARNED = set()  # Set-up warnings given in this process.
LANGUAGE_KEYS = ("src_lang", "trg_lang")
TOO_SHORT = "too_short"


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
  py3langid 0.4) on the side's text, by the rule in the module docstring;
  sides shorter than langid_min_words words are kept, counted. Set-up
  logs a warning (once per process) for each close relative of the task's
  languages that py3langid does not separate from langid_min_words words.
  Keeps everything at inference. Python only (worker processes run it in
  parallel).

  Attributes: candidates (the candidate languages, the side's relatives
  included); relatives ({task language: {relative: least words compared
  from, None: never}})."""

  keeps_words = True
  keeps_terms = True  # It keeps or drops whole examples.
  carries_factors = True
  carries_alignment = True

  parameters = {
      "src_lang": Param(None, "source language (ISO 639-1)", optional_string,
                        "a language code"),
      "trg_lang": Param(None, "target language (ISO 639-1)", optional_string,
                        "a language code"),
      "langid_min_words": Param(
          4, "sides of fewer words are kept unjudged, counted "
          "kept_<side>_too_short (1 judges every side)", positive_int,
          "a positive integer"),
      "langid_min_prob": Param(
          0.4, "least probability of the side's language among the "
          "candidates", probability, "a number in [0, 1]"),
      "langid_other_min_prob": Param(
          0.99, "probability of the languages outside the candidates, "
          "together, from which the side is dropped (1 turns this off)",
          probability, "a number in [0, 1]"),
      "langid_relative_min_prob": Param(
          0.4, "least probability of the side's language against each of "
          "its close relatives alone (0 turns this off)", probability,
          "a number in [0, 1]"),
      "langid_languages": Param(
          "config", "candidate languages: 'config' (the languages the data "
          "config names), 'all' (py3langid's 140) or a list", _languages,
          "'config', 'all' or a list of language codes"),
      "langid_relatives": Param(
          "known", "close relatives compared: 'known' (measured pairs, "
          "docs/langid.md), 'none', or language: [relatives]",
          relatives.relatives_option,
          "'known', 'none' or a mapping of language codes to lists of "
          "language codes"),
  }

  @classmethod
  def option_errors(cls, options, task_name, task_meta, global_meta):
    """The task's languages set, in an explicit candidate list, and known
    to py3langid with the relatives named."""
    own = [options[key] for key in LANGUAGE_KEYS]
    errors = [f"tasks.{task_name}.meta.{key}: langid_filter needs the "
              f"task's languages" for key, language in zip(LANGUAGE_KEYS, own)
              if language is None]
    if errors:
      return errors
    chosen = options["langid_languages"]
    listed = set()
    if isinstance(chosen, (list, tuple)):
      listed = set(chosen)
      where = option_path("langid_languages", task_name, task_meta,
                          global_meta)
      errors += [f"{where}: {chosen} lacks {key} {language!r}"
                 for key, language in zip(LANGUAGE_KEYS, own)
                 if language not in listed]
    related = set()
    if isinstance(options["langid_relatives"], dict):
      for language, its in options["langid_relatives"].items():
        related |= {language, *its}
    known = set(language_identifier().nb_classes)
    for where, named in (
        (f"tasks.{task_name}", set(own) | listed),
        (option_path("langid_relatives", task_name, task_meta, global_meta),
         related)):
      unknown = sorted(c for c in named if relatives.label(c) not in known)
      if unknown:
        errors.append(f"{where}: py3langid does not know "
                      f"{', '.join(unknown)}; it knows "
                      f"{', '.join(sorted(known))} (and nb as no)")
    return errors

  def __init__(self, options, task=None, resources=None):
    super().__init__(options, task, resources)
    config = getattr(resources, "config", None)
    own = tuple(options[key] for key in LANGUAGE_KEYS)
    known = set(language_identifier().nb_classes)
    chosen = options["langid_languages"]
    if chosen == "all":
      candidates = tuple(sorted(known))
    elif chosen == "config":
      candidates = tuple(sorted(set(own) | set(
          config_languages(config) if config is not None else ())))
      unknown = sorted(c for c in candidates
                       if relatives.label(c) not in known)
      if unknown:
        raise TransformOptionError(
            f"tasks.{self.task_name}: the data config's languages "
            f"{', '.join(unknown)} are unknown to py3langid; it knows "
            f"{', '.join(sorted(known))} (and nb as no)")
    else:
      candidates = tuple(chosen)
    self.candidates = candidates
    labels = language_identifier().nb_classes
    # A label's first column holds its probability (py3langid folds a
    # script alias, srl -> sr, into it).
    self._column = {label: labels.index(label) for label in known}
    self._column.update({alias: self._column[label] for alias, label in
                         relatives.LANGUAGE_ALIASES.items()})
    # Per language of the task: its close relatives, {relative: least
    # words compared from (None: never)}; its candidates' columns (the
    # candidates without its relatives, which are compared on their own);
    # [(relative's column, least words)].
    self.relatives: Dict[str, Dict[str, Optional[int]]] = {}
    self._candidate_columns: Dict[str, list] = {}
    self._relatives: Dict[str, list] = {}
    option = (options["langid_relatives"]
              if options["langid_relative_min_prob"] > 0 else "none")
    least = options["langid_min_words"]
    for key, language in zip(LANGUAGE_KEYS, own):
      found = relatives.relatives_of(option, relatives.label(language))
      self.relatives[language] = {
          r: None if n is None else max(n, least) for r, n in found.items()}
      self._candidate_columns[language] = sorted(
          {self._column[c] for c in candidates
           if relatives.label(c) not in found})
      self._relatives[language] = [
          (self._column[r], n) for r, n in self.relatives[language].items()
          if n is not None]
      for warning in relatives.separation_warnings(
          relatives.label(language), found, least):
        if warning not in _WARNED:
          _WARNED.add(warning)
          _log.warning("langid_filter (%s %s, task %s): %s", key, language,
                       self.task_name, warning)

  def native(self, is_train):
    return None

  def scores(self, text: str):
    """py3langid's probabilities of all its languages for `text`, in its
    label order, unsorted (py3langid 0.4's, pinned by setup.py: rank()
    would sort and build a dict, 4x slower)."""
    # pylint: disable-next=protected-access
    return language_identifier()._decide(text)

  def probabilities(self, text: str, language: str) -> Tuple[float, float]:
    """(py3langid's probability of `language` among the candidates, the
    probability of all languages outside them), from one classification:
    the restricted probabilities are those over all languages renormalized.
    """
    scores = self.scores(text)
    among = float(scores[self._candidate_columns[language]].sum())
    own = float(scores[self._column[language]])
    return (own / among if among > 0 else 0.0), 1.0 - among

  def relative_probabilities(self, text: str,
                             language: str) -> Dict[str, float]:
    """{relative: py3langid's probability of `language` against that
    relative alone} for each close relative compared with `language`."""
    scores = self.scores(text)
    own = float(scores[self._column[language]])
    return {relative: _against(own, float(scores[self._column[relative]]))
            for relative, n in self.relatives[language].items()
            if n is not None}

  def verdict(self, scores, words: int, language: str) -> Optional[str]:
    """Why a side is not in `language`, from py3langid's `scores` of its
    text and its length in `words` (language_relatives.words):
    TOO_SHORT (kept, unjudged), "other_language", "language" or
    "relative" (the rule in the module docstring), or None when it may
    be."""
    if words < self.options["langid_min_words"]:
      return TOO_SHORT
    among = float(scores[self._candidate_columns[language]].sum())
    least_other = self.options["langid_other_min_prob"]
    if least_other < 1 and 1.0 - among >= least_other:
      return "other_language"
    own = float(scores[self._column[language]])
    if (own / among if among > 0 else 0.0) < self.options["langid_min_prob"]:
      return "language"
    least = self.options["langid_relative_min_prob"]
    for column, from_words in self._relatives[language]:
      if words >= from_words and _against(own, float(scores[column])) < least:
        return "relative"
    return None

  def judge(self, text: str, language: str) -> Optional[str]:
    """verdict() of `text` (py3langid's scores, its length in words);
    a side too short to judge is not classified."""
    words = relatives.words(text)
    if words < self.options["langid_min_words"]:
      return TOO_SHORT
    return self.verdict(self.scores(text), words, language)

  def apply(self, batch, is_train, stats):
    if not is_train:
      return batch
    languages = {"src": self.options["src_lang"],
                 "tgt": self.options["trg_lang"]}

    def fails(side, tokens):
      why = self.judge(pieces_to_text(tokens), languages[side])
      if why == TOO_SHORT:
        stats.add(self.task_name, self.name, f"kept_{side}_too_short")
        return None
      return why
    return filters.filter_sides(self, batch, stats, fails, "language")


def _against(own: float, other: float) -> float:
  """The probability of one language against one other alone (py3langid's
  two probabilities renormalized); 1 when both are 0 (no evidence of the
  other)."""
  total = own + other
  return own / total if total > 0 else 1.0
