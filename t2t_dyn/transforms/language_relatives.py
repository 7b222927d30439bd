"""What langid_filter knows beyond py3langid: close relatives, line length.

- CLOSE_RELATIVES: pairs of languages py3langid confuses, each with the
  least length in words from which it tells them apart at
  langid_relative_min_prob's default, as measured by
  scripts/bench_langid.py on Debian 12's gettext catalogs (the tables and
  their provenance: docs/langid.md). "Tells apart" means, in both
  directions, at most 2% of correct lines dropped and at least 95% of the
  relative's lines caught, at every measured length from there on (4-6,
  7-9, 10+ words). None: at no length measured.
- words(): a line's length in words, the unit of langid_min_words and of
  the table.
- the language codes a config may use that py3langid spells otherwise.
"""

import re
from typing import Dict, List, Optional, Tuple

from t2t_dyn.text import unicode_scripts

# py3langid 0.4 knows Norwegian Bokmål as "no" (and Nynorsk as "nn").
LANGUAGE_ALIASES = {"nb": "no"}

# From scripts/bench_langid.py's "close pairs" table at the default
# langid_relative_min_prob, 6,000 messages a language, the larger length
# of seeds 0 and 1 (af-nl: 7 and 10). Rerun it after changing either.
CLOSE_RELATIVES: Dict[Tuple[str, str], Optional[int]] = {
    ("et", "fi"): 4,
    ("cs", "sk"): 7,
    ("da", "no"): None,
    ("da", "nn"): 7,
    ("da", "sv"): 7,
    ("nn", "no"): None,
    ("nn", "sv"): 7,
    ("no", "sv"): 4,
    ("ca", "es"): 7,
    ("es", "pt"): 7,
    ("es", "gl"): 10,
    ("gl", "pt"): 10,
    ("bs", "hr"): None,
    ("bs", "sr"): None,
    ("hr", "sr"): None,
    ("be", "ru"): 4,
    ("be", "uk"): 4,
    ("ru", "uk"): 7,
    # Not kin, but py3langid leaves Kazakh software strings (Russian
    # loanwords) too close to these: compared as relatives (docs/langid.md).
    ("kk", "ru"): 7,
    ("kk", "uk"): 4,
    ("bg", "mk"): 10,
    ("id", "ms"): None,
    ("af", "nl"): 10,
}

# Scripts written without spaces between words: a run of their characters
# counts one word per two characters (rounded up).
UNSPACED_SCRIPTS = ("Han", "Hiragana", "Katakana", "Thai")
_UNSPACED = re.compile("[" + "".join(
    f"{chr(first)}-{chr(last)}" for script in UNSPACED_SCRIPTS
    for first, last in unicode_scripts.SCRIPT_BLOCKS[script]) + "]")


def label(language: str) -> str:
  """py3langid's name for a language code (nb -> no; others unchanged)."""
  return LANGUAGE_ALIASES.get(language, language)


def words(text: str) -> int:
  """The length of `text` in words: its whitespace-separated tokens, a
  token holding characters of UNSPACED_SCRIPTS counting one word per two
  of those characters (rounded up; at least one)."""
  tokens = text.split()
  if not _UNSPACED.search(text):
    return len(tokens)
  return sum(max(1, (len(_UNSPACED.findall(token)) + 1) // 2)
             for token in tokens)


def known_relatives(language: str) -> Dict[str, Optional[int]]:
  """{relative: least words from which py3langid separates the two, None
  when it does not} for `language` (a py3langid label), by
  CLOSE_RELATIVES."""
  found = {}
  for (a, b), from_words in CLOSE_RELATIVES.items():
    if language in (a, b):
      found[b if language == a else a] = from_words
  return dict(sorted(found.items()))


def relatives_option(value) -> bool:
  """langid_relatives' check: 'known', 'none', or a mapping of language
  codes to lists of language codes."""
  if value in ("known", "none"):
    return True
  return isinstance(value, dict) and all(
      isinstance(k, str) and isinstance(v, list) and
      all(isinstance(x, str) for x in v) for k, v in value.items())


def relatives_of(option, language: str) -> Dict[str, Optional[int]]:
  """{relative: least words from which it is compared, None: never} of a
  side in `language` (a py3langid label) under langid_relatives=`option`:
  'known' gives CLOSE_RELATIVES' pairs with their measured lengths; a
  mapping naming the language, the relatives it lists, from 1 word (for
  the languages it does not name, 'known'); 'none' nothing."""
  if option == "none":
    return {}
  if isinstance(option, dict):
    listed = {label(k): v for k, v in option.items()}
    if language in listed:
      return {label(r): 1 for r in listed[language] if label(r) != language}
  return known_relatives(language)


def separation_warnings(language: str, found: Dict[str, Optional[int]],
                        min_words: int) -> List[str]:
  """One warning per relative in `found` (relatives_of) that is not
  compared from min_words words on."""
  warnings = []
  for relative, from_words in found.items():
    if from_words is None:
      warnings.append(
          f"{language} and {relative} are not reliably separated by "
          f"py3langid at any length measured: {relative} text in a "
          f"{language} side is not caught as a close relative "
          f"(docs/transforms.md, 'Language identification')")
    elif from_words > min_words:
      warnings.append(
          f"{language} and {relative} are not reliably separated below "
          f"{from_words} words: {language} sides of {min_words} to "
          f"{from_words - 1} words are not compared with {relative} "
          f"(docs/transforms.md, 'Language identification')")
  return warnings
