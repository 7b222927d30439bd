"""langid_filter's close relatives and short lines: the rule on exact
probabilities and lengths, real software-localization sentences of each
kind of error (written here, not taken from any catalog), the set-up
warnings, the options' checks. The rates behind the defaults are measured
by scripts/bench_langid.py (docs/transforms.md)."""

import logging
import types

import numpy as np
import pytest

from t2t_dyn.test_utils import make_examples
from t2t_dyn.transforms import TransformOptionError, TransformStats
from t2t_dyn.transforms import language_id
from t2t_dyn.transforms import language_relatives as relatives
from t2t_dyn.utils import registry


def _build(options, task="t"):
  cls = registry.transform("langid_filter")
  return cls(cls.resolve_options({}, options, task),
             types.SimpleNamespace(name=task))


# One English message per row, translated by hand into each language.
ENGLISH = ["Could not open the file for reading",
           "Do you want to save the changes before closing?",
           "There is not enough free space on the disk",
           "Select the folder where the files will be saved",
           "The password you entered is incorrect",
           "The connection to the server was lost"]
ESTONIAN = ["Faili ei õnnestunud lugemiseks avada",
            "Kas soovid muudatused enne sulgemist salvestada?",
            "Kettal pole piisavalt vaba ruumi",
            "Vali kaust, kuhu failid salvestatakse",
            "Sisestatud parool on vale",
            "Ühendus serveriga on katkenud"]
FINNISH = ["Tiedostoa ei voitu avata luettavaksi",
           "Haluatko tallentaa muutokset ennen sulkemista?",
           "Levyllä ei ole tarpeeksi vapaata tilaa",
           "Valitse kansio, johon tiedostot tallennetaan",
           "Antamasi salasana on väärä",
           "Yhteys palvelimeen on katkennut"]
GERMAN = ["Die Datei konnte nicht zum Lesen geöffnet werden",
          "Möchten Sie die Änderungen vor dem Schließen speichern?",
          "Auf dem Datenträger ist nicht genügend freier Speicherplatz "
          "vorhanden",
          "Wählen Sie den Ordner, in dem die Dateien gespeichert werden",
          "Das eingegebene Passwort ist falsch",
          "Die Verbindung zum Server wurde unterbrochen"]


def _outcome(transform, pairs):
  """(the kept pairs, the statistics' counts)."""
  stats = TransformStats()
  kept = transform.apply(make_examples(pairs), True, stats)
  return [(" ".join(e.src), " ".join(e.tgt)) for e in kept], stats.as_dict()


def test_an_estonian_task_keeps_estonian_and_drops_each_kind_of_error():
  transform = _build({"src_lang": "en", "trg_lang": "et"})
  correct = list(zip(ENGLISH, ESTONIAN))
  kinds = {
      "relative": list(zip(ENGLISH, FINNISH)),
      "unrelated": list(zip(ENGLISH, GERMAN)),
      "english": list(zip(ENGLISH, ENGLISH[1:] + ENGLISH[:1])),
      "copied": [(s, s) for s in ENGLISH],
      "reversed": [(t, s) for s, t in correct],
  }
  kept, _ = _outcome(transform, correct)
  assert kept == correct
  for kind, pairs in kinds.items():
    kept, counts = _outcome(transform, pairs)
    assert kept == [], kind
    assert sum(counts.values()) == len(pairs), kind
  _, counts = _outcome(transform, kinds["relative"])
  # Four of the Finnish lines are confidently not of the task's languages;
  # the other two only the comparison with Finnish alone catches.
  assert counts == {"t/langid_filter/dropped_tgt_other_language": 4,
                    "t/langid_filter/dropped_tgt_relative": 2}
  _, counts = _outcome(transform, kinds["reversed"])
  assert counts == {"t/langid_filter/dropped_src_language": 6}


def test_short_lines_are_kept_and_counted_as_too_short_to_judge():
  transform = _build({"src_lang": "en", "trg_lang": "et"})
  short = [("Open file", "Ava fail"),        # Correct.
           ("Open file", "Avaa tiedosto"),   # Finnish.
           ("Open file", "Open file"),       # Copied.
           ("Save changes?", "Salvesta muudatused?")]
  kept, counts = _outcome(transform, short)
  assert kept == short
  assert counts == {"t/langid_filter/kept_src_too_short": 4,
                    "t/langid_filter/kept_tgt_too_short": 4}
  # A long source, a short target: the target alone is unjudged.
  kept, counts = _outcome(transform, [(ENGLISH[0], "Avaa tiedosto")])
  assert len(kept) == 1
  assert counts == {"t/langid_filter/kept_tgt_too_short": 1}
  # Asked for, short lines are judged.
  judged = _build({"src_lang": "en", "trg_lang": "et",
                   "langid_min_words": 1})
  kept, _ = _outcome(judged, short)
  assert ("Open file", "Open file") not in kept


def test_a_line_exactly_at_the_length_threshold_is_judged():
  line = "Antamasi salasana on väärä"  # Finnish, four words.
  assert relatives.words(line) == 4
  assert _build({"src_lang": "en", "trg_lang": "et"}).judge(
      line, "et") == "relative"
  assert _build({"src_lang": "en", "trg_lang": "et",
                 "langid_min_words": 5}).judge(
                     line, "et") == language_id.TOO_SHORT


def test_a_line_exactly_at_the_relative_probability_threshold_is_kept():
  line = "Antamasi salasana on väärä"

  def transform(least):
    return _build({"src_lang": "en", "trg_lang": "et",
                   "langid_relative_min_prob": least})
  probability = transform(0.4).relative_probabilities(line, "et")["fi"]
  # py3langid's own identifier restricted to the two, to float32 rounding.
  from py3langid import langid  # pylint: disable=g-import-not-at-top
  two = langid.LanguageIdentifier.from_model_file(langid.MODEL_FILE,
                                                  norm_probs=True)
  two.set_languages(["et", "fi"])
  assert probability == pytest.approx(dict(two.rank(line))["et"], rel=1e-5)
  assert 0.01 < probability < 0.4
  assert transform(probability).judge(line, "et") is None
  assert transform(np.nextafter(probability, 1.0)).judge(
      line, "et") == "relative"


def _scores(**probabilities):
  """A py3langid score vector with the given probabilities (the rest on
  German)."""
  labels = language_id.language_identifier().nb_classes
  scores = np.zeros(len(labels))
  for language, p in probabilities.items():
    scores[labels.index(language)] = p
  scores[labels.index("de")] = 1.0 - sum(probabilities.values())
  return scores


def test_the_rule_on_exact_probabilities_and_lengths():
  et = _build({"src_lang": "en", "trg_lang": "et"})
  # Estonian 0.4 against Finnish 0.6: exactly langid_relative_min_prob.
  assert et.verdict(_scores(et=0.4, fi=0.6), 4, "et") is None
  assert et.verdict(_scores(et=0.39, fi=0.59), 4, "et") == "relative"
  assert et.verdict(_scores(et=0.39, fi=0.59), 3,
                    "et") == language_id.TOO_SHORT
  # Outside the candidates (en, et) together: exactly 0.99 drops.
  assert et.verdict(_scores(et=0.01, fi=0.001), 4,
                    "et") == "other_language"
  # Among the candidates: below langid_min_prob (0.4) drops.
  assert et.verdict(_scores(et=0.2, en=0.3), 4, "et") is None  # 0.4.
  assert et.verdict(_scores(et=0.19, en=0.31), 4, "et") == "language"
  assert et.verdict(_scores(et=0.19, en=0.31), 4, "en") is None
  # Slovak and Czech are compared from 7 words (CLOSE_RELATIVES).
  sk = _build({"src_lang": "en", "trg_lang": "sk"})
  assert sk.relatives["sk"] == {"cs": 7}
  assert sk.verdict(_scores(sk=0.3, cs=0.7), 6, "sk") is None
  assert sk.verdict(_scores(sk=0.3, cs=0.7), 7, "sk") == "relative"
  # A relative the config names is no candidate of the side: judged as a
  # relative only (from 7 words), unless relatives are turned off.
  three = {"src_lang": "en", "trg_lang": "sk",
           "langid_languages": ["cs", "en", "sk"]}
  assert _build(three).verdict(_scores(sk=0.3, cs=0.7), 5, "sk") is None
  assert _build({**three, "langid_relatives": "none"}).verdict(
      _scores(sk=0.3, cs=0.7), 5, "sk") == "language"
  # A mapping replaces the table for the languages it names.
  mapped = _build({"src_lang": "et", "trg_lang": "sk",
                   "langid_relatives": {"sk": []}})
  assert mapped.relatives == {"et": {"fi": 4}, "sk": {}}
  # 0 turns the comparison off.
  off = _build({"src_lang": "en", "trg_lang": "et",
                "langid_relative_min_prob": 0})
  assert off.relatives == {"en": {}, "et": {}}


# Slovak and Czech: separated from 7 words.
SLOVAK_TASK = [
    ("The file could not be saved because the disk is full",
     "Súbor sa nepodarilo uložiť, pretože disk je plný",
     "Soubor se nepodařilo uložit, protože disk je plný"),
    ("Do you really want to permanently delete all selected items?",
     "Naozaj chcete natrvalo odstrániť všetky vybrané položky?",
     "Opravdu chcete trvale odstranit všechny vybrané položky?"),
    ("An error occurred while downloading the list of available updates",
     "Pri sťahovaní zoznamu dostupných aktualizácií sa vyskytla chyba",
     "Při stahování seznamu dostupných aktualizací došlo k chybě"),
]
SHORTER = ("Do you really want to delete the selected items?",
           "Naozaj chcete odstrániť vybrané položky?",
           "Opravdu chcete odstranit vybrané položky?")  # 5 words each.


def test_a_slovak_task_drops_czech_from_seven_words_and_says_so(
    caplog, monkeypatch):
  monkeypatch.setattr(language_id, "_WARNED", set())
  with caplog.at_level(logging.WARNING, logger=language_id.__name__):
    transform = _build({"src_lang": "en", "trg_lang": "sk"})
  assert ("sk and cs are not reliably separated below 7 words: sk sides "
          "of 4 to 6 words are not compared with cs") in caplog.text
  slovak = [(en, sk) for en, sk, _ in SLOVAK_TASK + [SHORTER]]
  czech = [(en, cs) for en, _, cs in SLOVAK_TASK]
  assert _outcome(transform, slovak)[0] == slovak
  assert _outcome(transform, czech)[0] == []
  # Below 7 words Czech passes: not compared, and py3langid leans Slovak.
  assert transform.judge(SHORTER[2], "sk") is None
  # Named explicitly, a relative is compared at every judged length.
  named = _build({"src_lang": "en", "trg_lang": "sk",
                  "langid_relatives": {"sk": ["cs"]}})
  assert named.relatives["sk"] == {"cs": 4}
  assert named.relative_probabilities(SHORTER[2], "sk")["cs"] > 0.4


def test_set_up_warns_once_of_each_pair_it_cannot_separate(
    caplog, monkeypatch):
  monkeypatch.setattr(language_id, "_WARNED", set())
  with caplog.at_level(logging.WARNING, logger=language_id.__name__):
    _build({"src_lang": "en", "trg_lang": "hr"})
    _build({"src_lang": "en", "trg_lang": "hr"})
    _build({"src_lang": "en", "trg_lang": "et"})
  messages = [r.getMessage() for r in caplog.records]
  assert len(messages) == 2  # hr-bs, hr-sr; once each; et-fi separates.
  assert all("task t" in m and "at any length measured" in m
             for m in messages)
  assert any("hr and sr are not reliably separated" in m for m in messages)
  caplog.clear()
  with caplog.at_level(logging.WARNING, logger=language_id.__name__):
    _build({"src_lang": "en", "trg_lang": "ru", "langid_min_words": 7})
    _build({"src_lang": "en", "trg_lang": "ru",
            "langid_relatives": "none"})
  assert caplog.records == []  # ru-uk from 7 words; be from 4.


def test_norwegian_bokmal_is_nb_or_no_and_swedish_is_its_relative():
  transform = _build({"src_lang": "en", "trg_lang": "nb"})
  assert transform.relatives["nb"] == {"da": None, "nn": None, "sv": 4}
  pairs = [("Could not open the file for reading",
            "Kunne ikke åpne filen for lesing"),
           ("Could not open the file for reading",
            "Det gick inte att öppna filen för läsning")]
  kept, counts = _outcome(transform, pairs)
  assert kept == pairs[:1]
  assert len(counts) == 1


def test_words_count_unspaced_scripts_by_two_characters():
  assert relatives.words("Could not open the file") == 5
  assert relatives.words("无法打开文件") == 3
  assert relatives.words("ファイルを開けません") == 5
  assert relatives.words("文件 %s 不存在") == 4  # 1 + 1 + 2.
  assert relatives.words("") == 0


def test_options_are_checked_with_their_key_paths():
  cls = registry.transform("langid_filter")
  with pytest.raises(TransformOptionError,
                     match=r"tasks\.t\.meta\.langid_min_words: 0 is not a "
                     r"positive integer"):
    cls.resolve_options({}, {"langid_min_words": 0}, "t")
  with pytest.raises(TransformOptionError,
                     match=r"meta\.train\.langid_relative_min_prob: 1\.5 "
                     r"is not a number in \[0, 1\]"):
    cls.resolve_options({"langid_relative_min_prob": 1.5}, {}, "t")
  with pytest.raises(TransformOptionError,
                     match=r"tasks\.t\.meta\.langid_relatives: 'all' is not "
                     r"'known', 'none' or a mapping"):
    cls.resolve_options({}, {"langid_relatives": "all"}, "t")
  meta = {"src_lang": "en", "trg_lang": "sk",
          "langid_relatives": {"sk": ["xx"]}}
  with pytest.raises(TransformOptionError,
                     match=r"tasks\.t\.meta\.langid_relatives: py3langid "
                     r"does not know xx"):
    cls(cls.resolve_options({}, meta, "t"),
        types.SimpleNamespace(name="t", meta=meta))


# Kazakh software strings (Russian loanwords), 5 and 6 words, with their
# Ukrainian and Russian translations.
KAZAKH = [
    ("Do you want to delete the selected files?",
     "Таңдалған файлдарды өшіруді қалайсыз ба?",
     "Бажаєте вилучити вибрані файли?"),
    ("The proxy server did not answer in time.",
     "Прокси сервері уақытында жауап бермеді.",
     "Проксі-сервер не відповів вчасно."),
]


def test_kazakh_is_compared_with_ukrainian_and_russian_like_a_relative():
  # py3langid leaves Kazakh just under the outside-languages threshold in
  # Cyrillic tasks: it is compared like a relative (docs/langid.md).
  ukrainian = _build({"src_lang": "en", "trg_lang": "uk"})
  assert ukrainian.relatives["uk"]["kk"] == 4
  assert _build({"src_lang": "en", "trg_lang": "ru"}).relatives["ru"][
      "kk"] == 7
  kept, _ = _outcome(ukrainian, [(en, kk) for en, kk, _ in KAZAKH])
  assert kept == []
  correct = [(en, uk) for en, _, uk in KAZAKH]
  assert _outcome(ukrainian, correct)[0] == correct
