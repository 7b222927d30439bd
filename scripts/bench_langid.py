r"""langid_filter measured as a classifier, on this machine's gettext catalogs.

  python scripts/bench_langid.py [--languages=et,fi,cs,sk] [--messages=6000]
      [--tried=langid_relative_min_prob=0.3,langid_min_words=1]
      [--relative_min_probs=0.3,0.4]

Builds a labelled set at run time from the gettext catalogs under
--locale_dir (gettext_catalogs.py: <locale>/LC_MESSAGES/*.mo, msgid the
English source, msgstr its translation; iso-codes' lists of names left
out; nothing read is written anywhere). For each target language L of
language_relatives.CLOSE_RELATIVES with catalogs here, up to --messages
messages (one per English string, drawn with --seed) give an en->L task's
pairs, one kind per column:

  correct    (English, L's translation)
  relatives  (English, a close relative R's translation of the same string)
  unrelated  (English, the translation in an unrelated language, --unrelated)
  english    (English, the English of another message): untranslated English
  copied     (English, the same English): the source copied
  reversed   (L's translation, English): the sides swapped

It runs langid_filter's own decision (LangIdFilter.verdict on py3langid's
scores, computed once per text) with the candidates a config naming en and
L gives, under the defaults, the former defaults and each --tried setting,
and prints, per setting, language and length (the pair's shorter side, in
words: --lengths, 1-3, 4-9, 10+, and 4+ together), the share of correct
pairs dropped (false drops) and of each kind of wrong pair (recall), then
which languages meet the bar at 4+ words (at most 2% false drops, at least
95% of each kind). Then, for each close pair both ways, how py3langid alone
separates them at each of --relative_min_probs by the side's length
(--pair_lengths): the basis of CLOSE_RELATIVES' lengths, checked against
them at the default. Last, the filter's pairs/s (CPU time), former
defaults and defaults. docs/transforms.md records the output.
"""

import collections
import logging
import os
import random
import sys
import time

from absl import app
from absl import flags

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# pylint: disable=g-import-not-at-top,wrong-import-position
from t2t_dyn.foundation import registry
from t2t_dyn.transforms import TransformStats
from t2t_dyn.transforms import language_id
from t2t_dyn.transforms import language_relatives as relatives
from t2t_dyn.transforms.base import Example
import gettext_catalogs
# pylint: enable=g-import-not-at-top,wrong-import-position

FLAGS = flags.FLAGS
flags.DEFINE_string("locale_dir", "/usr/share/locale", "gettext catalogs.")
flags.DEFINE_list("languages", [], "Target languages (default: those of "
                  "CLOSE_RELATIVES with --min_messages here).")
flags.DEFINE_list("locales", ["no:nb", "sr:sr@latin"], "language:locale "
                  "where the catalogs' locale is not the language code "
                  "(Serbian in its Latin form, the one close to Croatian).")
flags.DEFINE_list("unrelated", ["be:kk", "bg:kk", "mk:kk", "ru:kk", "uk:kk",
                                "ca:de", "es:de", "gl:de", "pt:de", "*:fr"],
                  "language:unrelated language ('*': the others).")
flags.DEFINE_integer("messages", 6000, "Messages drawn per language.")
flags.DEFINE_integer("min_messages", 500, "Least messages of 4+ words for a "
                     "language to be measured by default.")
flags.DEFINE_list("tried", [
    "langid_relative_min_prob=0.3", "langid_relative_min_prob=0.5",
    "langid_min_prob=0.3", "langid_min_prob=0.5", "langid_min_words=1",
    "langid_min_words=10", "langid_other_min_prob=0.95"],
    "Settings tried besides the defaults and the former defaults: each "
    "option=value on top of the defaults.")
flags.DEFINE_list("relative_min_probs", ["0.2", "0.3", "0.4", "0.5"],
                  "Thresholds of the close pairs' table.")
flags.DEFINE_list("lengths", ["1", "4", "10"], "Least words of each length "
                  "class of the tables by setting.")
flags.DEFINE_list("pair_lengths", ["4", "7", "10"], "Least words of each "
                  "length class of the close pairs' table.")
flags.DEFINE_integer("seed", 0, "Seed of the messages drawn.")

MAX_FALSE_DROPS, MIN_RECALL = 0.02, 0.95


def classes(starts):
  """[(least words, name)] of length classes starting at `starts`."""
  starts = sorted(map(int, starts))
  return [(a, f"{a}-{b - 1}" if b - 1 > a else str(a))
          for a, b in zip(starts, starts[1:])] + [(starts[-1],
                                                   f"{starts[-1]}+")]


def length_class(n, starts):
  found = [name for least, name in classes(starts) if n >= least]
  return found[-1] if found else None


def kinds_of(language, catalogs, unrelated):
  """{kind: [(source, target)]} for an en->language task."""
  messages, _, _ = catalogs(language)
  keys, seen = [], set()
  for key in sorted(messages):
    if key[2] not in seen:
      seen.add(key[2])
      keys.append(key)
  random.Random(FLAGS.seed).shuffle(keys)
  keys = keys[:FLAGS.messages]
  kinds = {"correct": [(k[2], messages[k]) for k in keys]}
  for relative in relatives.known_relatives(language):
    if catalogs(relative)[0]:
      kinds[f"relative {relative}"] = [
          (k[2], catalogs.translation(relative, k)) for k in keys
          if catalogs.translation(relative, k)]
  kinds["unrelated"] = [(k[2], catalogs.translation(unrelated, k))
                        for k in keys if catalogs.translation(unrelated, k)]
  by_length = sorted(keys, key=lambda k: (len(k[2].split()), k))
  kinds["english"] = [(a[2], b[2]) for a, b in zip(
      by_length, by_length[1:] + by_length[:1]) if a[2] != b[2]]
  kinds["copied"] = [(k[2], k[2]) for k in keys]
  kinds["reversed"] = [(t, s) for s, t in kinds["correct"]]
  return kinds


def settings():
  """[(name, options)]: the defaults, the former defaults, --tried."""
  cls = registry.transform("langid_filter")
  found = [("defaults", {}),
           ("former defaults (every side judged, langid_min_prob=0.3, no "
            "relatives)", {"langid_min_words": 1, "langid_min_prob": 0.3,
                           "langid_relative_min_prob": 0.0})]
  for setting in FLAGS.tried:
    key, _, value = setting.partition("=")
    if key not in cls.parameters:
      raise ValueError(f"--tried {setting}: langid_filter has no option "
                       f"{key}")
    found.append((setting, {key: type(cls.parameters[key].default)(value)}))
  return found


def build(language, options):
  cls = registry.transform("langid_filter")
  return cls(cls.resolve_options({}, {
      "src_lang": "en", "trg_lang": language,
      "langid_languages": ["en", language], **options}, "bench"))


def measure(language, kinds, tried, scored):
  """{setting: {(bucket, kind): [dropped, pairs]}} for one language."""
  results = {}
  for name, options in tried:
    transform = build(language, options)
    counts = collections.defaultdict(lambda: [0, 0])
    for kind, pairs in kinds.items():
      for source, target in pairs:
        dropped = False
        for text, side_language in ((source, "en"), (target, language)):
          scores, words = scored[text]
          why = transform.verdict(scores, words, side_language)
          if why and why != language_id.TOO_SHORT:
            dropped = True
            break
        n = length_class(min(scored[source][1], scored[target][1]),
                         FLAGS.lengths)
        counts[(n, kind)][0] += dropped
        counts[(n, kind)][1] += 1
    results[name] = counts
  return results


def separation(a, b, texts, scored):
  """{(t, bucket): (a's false drops, b's recall)}: py3langid's probability
  of `a` against `b` alone, below t, on `a`'s correct targets and on the
  `b` targets of `a`'s task, by the side's words."""
  column = {l: language_id.language_identifier().nb_classes.index(l)
            for l in (a, b)}
  found = {}
  for t in map(float, FLAGS.relative_min_probs):
    for name, kind in (("fd", "correct"), ("recall", f"relative {b}")):
      counts = collections.defaultdict(lambda: [0, 0])
      for text in texts.get(kind, []):
        scores, words = scored[text]
        length = length_class(words, FLAGS.pair_lengths)
        if length is None:
          continue
        own, other = float(scores[column[a]]), float(scores[column[b]])
        # pylint: disable-next=protected-access
        counts[length][0] += language_id._against(own, other) < t
        counts[length][1] += 1
      for key, (hit, n) in counts.items():
        found.setdefault((t, key), {})[name] = (hit / n if n else None, n)
  return found


def separated_from(both, t):
  """The least bucket start from which every bucket meets the bar both
  ways, or None."""
  least = None
  for start, name in reversed(classes(FLAGS.pair_lengths)):
    ok = True
    for table in both:
      cell = table.get((t, name), {})
      fd, recall = cell.get("fd", (None, 0))[0], cell.get("recall",
                                                          (None, 0))[0]
      ok &= (fd is not None and fd <= MAX_FALSE_DROPS and recall is not None
             and recall >= MIN_RECALL)
    if not ok:
      break
    least = start
  return least


def pairs_per_second(pairs, options, language):
  transform = build(language, options)
  best = 0.0
  for _ in range(3):
    batch = [Example(src=s.split(), tgt=t.split(), seed=i)
             for i, (s, t) in enumerate(pairs)]
    start = time.process_time()
    transform.apply(batch, True, TransformStats())
    best = max(best, len(pairs) / (time.process_time() - start))
  return best


def _share(cell):
  dropped, n = cell
  return f"{100 * dropped / n:5.1f}" if n else "    -"


def _judged(counts, kind):
  """[dropped, pairs] of `kind` over the length classes from 4 words."""
  total = [0, 0]
  for least, name in classes(FLAGS.lengths):
    if least >= 4:
      total = [x + y for x, y in zip(total, counts.get((name, kind), [0, 0]))]
  return total


def print_setting(name, results, languages):
  """The table of one setting, then which languages meet the bar on
  pairs of 4+ words."""
  print(f"\n== {name}: % of pairs dropped (correct: false drops; the "
        f"others: recall)")
  header = None
  meets, fails = [], []
  for language in languages:
    counts = results[language][name]
    wrong = [k for k in sorted({k for _, k in counts}) if k != "correct"
             and not k.startswith("relative")]
    related = sorted({k for _, k in counts if k.startswith("relative")})
    if header is None:
      header = (f"{'lang':5s}{'words':>6s}{'pairs':>6s} {'correct':>7s}" +
                "".join(f"{k:>10s}" for k in wrong) + "  relatives")
      print(header)
    rows = [(length, lambda kind, length=length: counts[(length, kind)])
            for _, length in classes(FLAGS.lengths)]
    rows.append(("4+", lambda kind: _judged(counts, kind)))
    for length, cell in rows:
      print(f"{language:5s}{length:>6s}{cell('correct')[1]:6d} "
            f"{_share(cell('correct')):>7s}" +
            "".join(f"{_share(cell(k)):>10s}" for k in wrong) +
            "  " + " ".join(f"{k.split()[1]} {_share(cell(k))}"
                            for k in related))
    dropped, n = _judged(counts, "correct")
    missed = [f"false drops {_share((dropped, n)).strip()}%"] if (
        n and dropped > MAX_FALSE_DROPS * n) else []
    for kind in wrong + related:
      hit, m = _judged(counts, kind)
      separated = relatives.known_relatives(language).get(
          kind.split()[-1], 4) if kind in related else 4
      if m and hit < MIN_RECALL * m:
        missed.append(f"{kind} {_share((hit, m)).strip()}%" + (
            "" if separated == 4 else
            f" (not separated below {separated})" if separated else
            " (not separated)"))
    (fails if missed else meets).append(
        f"{language}: {', '.join(missed)}" if missed else language)
  print(f"4+ words, false drops <= {100 * MAX_FALSE_DROPS:.0f}% and every "
        f"kind >= {100 * MIN_RECALL:.0f}% dropped: {', '.join(meets)}")
  for failed in fails:
    print(f"  short of it: {failed}")


def print_pairs(pair_tables):
  default = registry.transform("langid_filter").parameters[
      "langid_relative_min_prob"].default
  print(f"\n== close pairs, py3langid alone: % of a's correct targets whose "
        f"probability against b is below t (a fd) and of the b targets of "
        f"a's task (b->a), by the side's words; separated: fd <= "
        f"{100 * MAX_FALSE_DROPS:.0f}% and b->a >= {100 * MIN_RECALL:.0f}% "
        f"both ways from N words on")
  for pair, table_from in relatives.CLOSE_RELATIVES.items():
    a, b = pair
    if (a, b) not in pair_tables or (b, a) not in pair_tables:
      print(f"{a}-{b}: not measured (not both among the languages)")
      continue
    both = [pair_tables[(a, b)], pair_tables[(b, a)]]
    for t in map(float, FLAGS.relative_min_probs):
      cells = []
      for _, name in classes(FLAGS.pair_lengths):
        cell = []
        for x, y, table in ((a, b, both[0]), (b, a, both[1])):
          got = table.get((t, name), {})
          fd, n = got.get("fd", (None, 0))
          recall, m = got.get("recall", (None, 0))
          cell.append(f"{x} fd {_share((fd * n if n else 0, n))} "
                      f"{y}->{x} {_share((recall * m if m else 0, m))}")
        cells.append(f"{name}: " + ", ".join(cell))
      measured = separated_from(both, t)
      note = ""
      if t == default:
        # The table may be more cautious than one draw (it takes the
        # larger length over seeds 0 and 1), never less.
        cautious = table_from is None or (
            measured is not None and table_from >= measured)
        note = f"  <- default; table: {table_from}" + (
            "" if measured == table_from else
            "  (table more cautious)" if cautious else "  DIFFERS")
      print(f"{a}-{b} t={t}: separated from {measured}; " +
            " | ".join(cells) + note)


def main(argv):
  del argv
  logging.getLogger(language_id.__name__).setLevel(logging.ERROR)
  catalogs = gettext_catalogs.Catalogs(
      FLAGS.locale_dir, (x.split(":") for x in FLAGS.locales))
  known = sorted({l for pair in relatives.CLOSE_RELATIVES for l in pair})
  languages = FLAGS.languages or [
      l for l in known if sum(1 for (_, _, s), t in catalogs(l)[0].items()
                              if min(len(s.split()), len(t.split())) >= 4)
      >= FLAGS.min_messages]
  unrelated = dict(x.split(":") for x in FLAGS.unrelated)
  tried = settings()
  print(f"gettext catalogs under {FLAGS.locale_dir} (iso-codes' left out); "
        f"up to {FLAGS.messages} messages per language, seed {FLAGS.seed}")
  for language in sorted(set(languages) | {unrelated.get(l, unrelated["*"])
                                           for l in languages}):
    messages, _, domains = catalogs(language)
    print(f"  {language} ({catalogs.locale.get(language, language)}): "
          f"{len(messages):,} messages from {len(domains)} catalogs "
          f"({', '.join(d for d, _ in domains.most_common(6))}, ...)")
  results, pair_tables, speed_pairs = {}, {}, []
  identifier = language_id.language_identifier()
  for language in languages:
    kinds = kinds_of(language, catalogs, unrelated.get(language,
                                                       unrelated["*"]))
    scored = {}
    for pairs in kinds.values():
      for pair in pairs:
        for text in pair:
          if text not in scored:
            # pylint: disable-next=protected-access
            scored[text] = (identifier._decide(text), relatives.words(text))
    results[language] = measure(language, kinds, tried, scored)
    targets = {k: [t for _, t in v] for k, v in kinds.items()}
    for other in relatives.known_relatives(language):
      pair_tables[(language, other)] = separation(language, other, targets,
                                                  scored)
    speed_pairs.append((language, kinds["correct"]))
    print(f"measured {language}: " + ", ".join(
        f"{k} {len(v)}" for k, v in kinds.items()), flush=True)
  for name, _ in tried:
    print_setting(name, results, languages)
  print_pairs(pair_tables)
  print("\n== pairs/s (CPU time of one process), the correct pairs of every "
        "language")
  pairs = sum(len(ps) for _, ps in speed_pairs)
  for name, options in tried[:2]:
    seconds = sum(len(ps) / pairs_per_second(ps, options, language)
                  for language, ps in speed_pairs)
    print(f"{name}: {pairs / seconds:,.0f} pairs/s")


if __name__ == "__main__":
  app.run(main)
