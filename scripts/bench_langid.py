r"""langid_filter's drop rates on correct and wrong-language pairs.

  python scripts/bench_langid.py [--src=F --tgt=F --src_lang=en \
      --trg_lang=sk --neighbour=F_other_language_targets ...]

Runs the transform itself (t2t_dyn.transforms.language_id) over:
  - correct pairs: --src/--tgt (default: the demo corpus's English-Slovak
    training pairs, real software-localization strings);
  - a wrong-language fixture built from them, one kind per row:
    untranslated (the target is the English source), neighbouring locale
    (the target is the --neighbour translation of the same source string,
    default the demo's Czech; another line of it when the string is not
    there), reversed (source and target swapped);
and prints, for each candidate set (--candidates: the demo config's
languages en,cs,sk, and en,sk as a config naming one pair) and thresholds,
the share of correct pairs dropped and of each kind of wrong pair dropped.
The defaults are marked. Use it on a sample of your own corpus to tune
langid_min_prob and langid_other_min_prob.
"""

import os
import sys

from absl import app
from absl import flags

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

FLAGS = flags.FLAGS
DEMO = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(
    __file__))), "data", "demo")

flags.DEFINE_string("src", os.path.join(DEMO, "train.en-sk.en"), "Sources.")
flags.DEFINE_string("tgt", os.path.join(DEMO, "train.en-sk.sk"), "Targets.")
flags.DEFINE_string("src_lang", "en", "Source language.")
flags.DEFINE_string("trg_lang", "sk", "Target language.")
flags.DEFINE_string("neighbour_src", os.path.join(DEMO, "train.en-cs.en"),
                    "Sources of a corpus in a neighbouring target language.")
flags.DEFINE_string("neighbour_tgt", os.path.join(DEMO, "train.en-cs.cs"),
                    "Its targets: the neighbouring-locale wrong targets.")
flags.DEFINE_list("candidates", ["en+cs+sk", "en+sk"], "Candidate sets to "
                  "measure, each languages joined by '+' (or 'all'); given as "
                  "langid_languages (a config naming these languages).")
flags.DEFINE_list("min_probs", ["0.1", "0.2", "0.3", "0.4", "0.5"],
                  "langid_min_prob values.")
flags.DEFINE_list("other_min_probs", ["0.8", "0.9", "0.95", "1"],
                  "langid_other_min_prob values.")
flags.DEFINE_integer("pairs", 0, "Use the first N pairs (0: all).")
flags.DEFINE_integer("min_words", 1, "Use only the pairs whose sides have at "
                     "least this many words (short strings, names and labels "
                     "are where identification fails).")


def _lines(path):
  with open(path, encoding="utf-8") as f:
    return f.read().splitlines()


def fixture():
  """{kind: [(source, target)]}: the correct pairs and the wrong kinds."""
  sources, targets = _lines(FLAGS.src), _lines(FLAGS.tgt)
  if len(sources) != len(targets):
    raise ValueError(f"{FLAGS.src} has {len(sources)} lines, {FLAGS.tgt} "
                     f"{len(targets)}")
  pairs = [(s, t) for s, t in zip(sources, targets)
           if min(len(s.split()), len(t.split())) >= FLAGS.min_words]
  if FLAGS.pairs:
    pairs = pairs[:FLAGS.pairs]
  sources, targets = [s for s, _ in pairs], [t for _, t in pairs]
  neighbour = {}
  other_targets = _lines(FLAGS.neighbour_tgt)
  for source, target in zip(_lines(FLAGS.neighbour_src), other_targets):
    neighbour.setdefault(source, target)
  return {
      "correct": list(zip(sources, targets)),
      "untranslated": [(s, s) for s in sources],
      "neighbouring locale": [
          (s, neighbour.get(s) or other_targets[i % len(other_targets)])
          for i, s in enumerate(sources)],
      "reversed": [(t, s) for s, t in zip(sources, targets)],
  }


def main(argv):
  del argv
  # pylint: disable=g-import-not-at-top
  from t2t_dyn.test_utils import make_examples
  from t2t_dyn.transforms import TransformStats
  from t2t_dyn.utils import registry
  # pylint: enable=g-import-not-at-top
  cls = registry.transform("langid_filter")
  defaults = {name: p.default for name, p in cls.parameters.items()}
  kinds = fixture()
  print(f"pairs: {len(kinds['correct']):,} ({FLAGS.src}, sides of at least "
        f"{FLAGS.min_words} words); wrong kinds built from them: "
        f"{', '.join(list(kinds)[1:])}")
  header = (f"{'candidates':11s} {'min_prob':>8s} {'other':>6s} "
            f"{'correct':>8s} " + " ".join(f"{k:>19s}" for k in kinds
                                           if k != "correct") +
            f" {'all wrong':>9s}")
  print("share of pairs dropped:")
  print(header)
  for candidates in FLAGS.candidates:
    languages = ("all" if candidates == "all" else
                 candidates.replace("+", ",").split(","))
    for min_prob in FLAGS.min_probs:
      for other in FLAGS.other_min_probs:
        options = cls.resolve_options({}, {
            "src_lang": FLAGS.src_lang, "trg_lang": FLAGS.trg_lang,
            "langid_min_prob": float(min_prob),
            "langid_other_min_prob": float(other),
            "langid_languages": languages}, "bench")
        transform = cls(options, None)
        dropped = {}
        for kind, pairs in kinds.items():
          kept = transform.apply(make_examples(pairs), True, TransformStats())
          dropped[kind] = 1 - len(kept) / len(pairs)
        wrong = [v for k, v in dropped.items() if k != "correct"]
        is_default = (float(min_prob) == defaults["langid_min_prob"] and
                      float(other) == defaults["langid_other_min_prob"])
        print(f"{candidates:11s} {min_prob:>8s} {other:>6s} "
              f"{dropped['correct']:8.3f} " +
              " ".join(f"{v:19.3f}" for v in wrong) +
              f" {sum(wrong) / len(wrong):9.3f}" +
              ("   <- defaults" if is_default else ""), flush=True)


if __name__ == "__main__":
  app.run(main)
