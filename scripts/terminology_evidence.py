#!/usr/bin/env python3
r"""Issue 60's evidence in one command: terminology and inline tags on the
CPU-sized en→sk setting (docs/evidence.md, "Terminology and inline tags").

  python scripts/terminology_evidence.py --out_dir=/tmp/sk3k_terms \
      --seeds=1,2,3

1. The setting: experiment_cpu_setting's slice of the demo's en-sk
   training pairs (--pairs, --slice_seed) and the first --test_lines pairs
   of the demo's held-out test set, word-aligned by one eflomal run over
   both (t2t_dyn.shards.word_alignment: the statistics come from the
   slice, the links of the test pairs are the held-out alignments), kept in
   OUT_DIR/align/ and reused while they were made from the same pairs
   (eflomal is not deterministic); made from others (--pairs,
   --slice_seed, --test_lines, the demo's files), they are made again.
2. From the held-out alignments only (transforms.held_out_terms): the glossary
   (OUT_DIR/heldout/glossary.tsv, what `dyn-decoder --glossary` reads),
   each test line's terms (terms.jsonl) and the test sources with one
   aligned span tagged `<b>…</b>` (test.tagged.en); what was skipped is
   counted in OUT_DIR/heldout/counts.json and printed.
3. The configurations, each the setting's --setting_config (`static`
   by default) with the slice's alignment file: `baseline` (no
   terminology), `term_<mode>` for each of
   --terminology_modes (the terminology transform first in the chain) and
   `tags` (inline_tags first), trained and decoded by scripts/experiment.py
   (OUT_DIR/work: its runs, seeds, resume, table.md) with
   --experiment_flags; the model learns guided alignment
   (guided_alignment_weight in the default's --hparams) so that the
   baseline's own word links can carry tags post hoc. Runs already in
   OUT_DIR/work trained on another slice or alignment file (whose paths
   the configs name, so experiment.py cannot tell) are refused before
   anything runs, naming the changed setting.
4. Each finished run is scored by terminology_evidence_score (in
   RUN_DIR/terms.json, redone when missing): term use (text.term_use) of
   its test output without the glossary, and for term_* runs also with
   it; tag accuracy (text.markup_accuracy) of the tags model's output and
   of post-hoc transfer (text.markup.transfer) through the baseline's own
   links, both judged against eflomal links of the source and the output.
   The table goes to OUT_DIR/terms_table.md, every run's figures to
   OUT_DIR/terms_results.json. A terms.json made from other held-out
   files or another run's output is redone.
What each kept output was made from: OUT_DIR/made_from.json
(terminology_evidence_records).
"""

import json
import os
import shlex
import subprocess
import sys

from absl import app
from absl import flags
import yaml

SCRIPTS = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(SCRIPTS)
for path in (SCRIPTS, REPO):
  if path not in sys.path:
    sys.path.insert(0, path)
# pylint: disable=g-import-not-at-top,wrong-import-position
import experiment_cpu_setting as setting  # Defines --out_dir, --pairs, --slice_seed.
import experiment_demo as demo
import experiment_runs as runs_lib
import terminology_evidence_records as records
import terminology_evidence_score as score_lib
from t2t_dyn.shards import word_alignment
from t2t_dyn.transforms import held_out_terms
from t2t_dyn.text import forms
from t2t_dyn.text import glossary as glossary_lib
from t2t_dyn.text import term_use
from t2t_dyn.transforms.terminology import MODES, lemmatizer
# pylint: enable=g-import-not-at-top,wrong-import-position

FLAGS = flags.FLAGS
flags.DEFINE_list("seeds", ["1", "2", "3"], "experiment.py's --seeds.")
flags.DEFINE_list("terminology_modes", ["append", "lemma"],
                  f"A term_<mode> configuration each ({', '.join(MODES)}).")
flags.DEFINE_string(
    "setting_config", "static", "The CPU-sized setting's configuration "
    "(experiment_cpu_setting.CONFIGS) every configuration starts from: "
    "static, or e.g. den_copy (beside en_sk, a copy task on the demo's "
    "monolingual Slovak, which teaches the model to copy Slovak pieces).")
flags.DEFINE_float("terminology_prob", 0.1, "The terminology transform's "
                   "terminology_prob in the term_<mode> configurations.")
flags.DEFINE_integer("test_lines", 0, "Held-out pairs (the demo's test "
                     "set's first N; 0: all).")
flags.DEFINE_integer("max_span", 3, "Most words a side of a glossary term "
                     "or tagged span (the transforms' max_span too).")
flags.DEFINE_integer("min_chars", 4, "A term's sides each need a word of "
                     "this many characters (transforms.held_out_terms).")
flags.DEFINE_integer("max_terms_per_line", 1, "Glossary terms drawn from "
                     "each held-out line.")
flags.DEFINE_integer("glossary_seed", 0, "random.Random seed of the terms' "
                     "and tags' draws.")
flags.DEFINE_string(
    "experiment_flags", setting.EXPERIMENT_FLAGS.replace(
        "learning_rate_constant=1.0", "learning_rate_constant=1.0,"
        "guided_alignment_weight=0.5") +
    f" --train_steps={setting.COMPARISON_STEPS} "
    f"--alpha_sweep={setting.COMPARISON_ALPHAS}",
    "Flags of scripts/experiment.py, as they are (its --work_dir, "
    "--configs, --seeds, --test_src/--test_ref and --dev_src/--dev_ref are "
    "this script's).")

SRC_LANG, TRG_LANG = "en", "sk"  # Lemma mode's and the scorer's languages.
HELD_OUT = "heldout"


class EvidenceError(ValueError):
  """Bad flags or data, named by flag or file."""


def _lines(path, n=0):
  with open(path, encoding="utf-8") as f:
    lines = f.read().splitlines()
  return lines[:n] if n else lines


def _write(path, lines):
  with open(path, "w", encoding="utf-8") as f:
    f.writelines(line + "\n" for line in lines)


def _read_links(path):
  import gzip  # pylint: disable=g-import-not-at-top
  with gzip.open(path, "rt", encoding="utf-8") as f:
    return [sorted(word_alignment.parse_links(line)) for line in f]


def align(out, train, test):
  """(train links path, test links) from one eflomal run over both, kept in
  OUT/align/ and reused while made from the same pairs (records)."""
  align_dir = os.path.join(out, "align")
  paths = [os.path.join(align_dir, f"{n}.align.gz") for n in ("train", "test")]
  settings = alignment_settings(train, test)
  if not records.reusable(out, "align", settings, paths):
    os.makedirs(align_dir, exist_ok=True)
    word_alignment.align_inputs([
        word_alignment.AlignmentRequest(*train, paths[0], "training slice"),
        word_alignment.AlignmentRequest(*test, paths[1], "held-out test")],
                                log=lambda line: print(line, flush=True))
    records.record(out, "align", settings)
  return paths[0], _read_links(paths[1])


def alignment_settings(train, test):
  """What the alignments are made from: the flags that choose the pairs
  and the pairs' digests."""
  return {"pairs": FLAGS.pairs, "slice_seed": FLAGS.slice_seed,
          "test_lines": FLAGS.test_lines,
          **{f"{split}.{lang}": runs_lib.lines_digest(lines)
             for split, sides in (("train", train), ("test", test))
             for lang, lines in zip(("en", "sk"), sides)}}


def run_settings(out):
  """What the runs train on besides their config's text: the slice's
  files and its alignment file (the config names their paths)."""
  slice_dir = os.path.join(out, "slice")
  return {"pairs": FLAGS.pairs, "slice_seed": FLAGS.slice_seed,
          **records.digests({
              name: os.path.join(slice_dir, name)
              for name in ("train.en-sk.en", "train.en-sk.sk")}),
          **records.digests({"train.align.gz": os.path.join(
              out, "align", "train.align.gz")})}


def prepare(out):
  """Steps 1 and 2 (the module): {split: (sources, references)}, the
  held-out terms by line and the tagged sources, the config paths."""
  slice_dir = os.path.join(out, "slice")
  os.makedirs(slice_dir, exist_ok=True)
  try:
    train = setting.slice_pairs(FLAGS.pairs, FLAGS.slice_seed)
  except ValueError as e:  # More pairs than the demo has: names --pairs.
    raise EvidenceError(str(e)) from None
  for lang, lines in zip(("en", "sk"), train):
    _write(os.path.join(slice_dir, f"train.en-sk.{lang}"), lines)
  test = tuple(_lines(os.path.join(demo.DEMO, f"test.en-sk.{lang}"),
                      FLAGS.test_lines) for lang in ("en", "sk"))
  train_links, test_links = align(out, train, test)
  built = held_out_terms.build_glossary(
      *test, test_links, max_span=FLAGS.max_span, min_chars=FLAGS.min_chars,
      max_terms_per_line=FLAGS.max_terms_per_line, seed=FLAGS.glossary_seed,
      lemmatize=lemmatizer(TRG_LANG), source_key=glossary_source_key())
  tagged, untagged = held_out_terms.tag_lines(
      *test, test_links, max_span=FLAGS.max_span, seed=FLAGS.glossary_seed)
  held = os.path.join(out, HELD_OUT)
  os.makedirs(held, exist_ok=True)
  with open(os.path.join(held, "glossary.tsv"), "w", encoding="utf-8") as f:
    f.write(built.tsv())
  term_use.write_terms(os.path.join(held, "terms.jsonl"), built.terms_by_line)
  _write(os.path.join(held, "test.en"), test[0])
  _write(os.path.join(held, "test.sk"), test[1])
  _write(os.path.join(held, "test.tagged.en"), tagged)
  counts = {"test_lines": len(test[0]), "glossary_entries": len(built.entries),
            "line_terms": sum(map(len, built.terms_by_line)),
            **built.counts, "lines_untagged": untagged}
  with open(os.path.join(held, "counts.json"), "w", encoding="utf-8") as f:
    json.dump(counts, f, indent=1)
  print(f"held-out set: {counts['test_lines']} pairs, glossary "
        f"{counts['glossary_entries']} entries, {counts['line_terms']} line "
        f"terms; skipped candidates: " + ", ".join(
            f"{k} {counts[k]}" for k in held_out_terms.SKIP_REASONS) +
        f"; lines without a term {counts['lines_without_term']}, terms "
        f"dropped for a conflicting target {counts['conflicting_target']}, "
        f"lines untagged {untagged}", flush=True)
  return configs(out, slice_dir, train_links)


def glossary_source_key():
  """What identifies a glossary's source term for every configuration's
  decoder (text.glossary): its words in the setting's shard form
  (pretokenized), compared by word_key as lemmas, since a term_lemma
  decoder matches source lemmas (two source terms of one lemma would be
  one term with two targets); so one glossary serves every configuration,
  whichever --terminology_modes and --setting_config run."""
  if not setting.data_config("static", "")["meta"]["shard"]["pretokenize"]:
    raise EvidenceError("the setting's shards are not pretokenized: "
                        "glossary_source_key needs their form")
  lemma = lemmatizer(SRC_LANG)
  return lambda term: tuple(glossary_lib.word_key(word, lemma) for word in
                            forms.pretokenize(term).split())


def data_config(name, slice_dir, train_links):
  """The setting's --setting_config config with the slice's alignment file
  and configuration `name`'s transform first in en_sk's chain."""
  config = setting.data_config(FLAGS.setting_config, slice_dir)
  config["meta"]["train"]["name"] = f"sk3k_{name}"
  task = config["tasks"]["en_sk"]
  task["inputs"]["gnome"]["alignment"] = train_links
  if name.startswith("term_"):
    task["transforms"] = ["terminology"] + task["transforms"]
    task["meta"].update(terminology_mode=name[len("term_"):],
                        terminology_prob=FLAGS.terminology_prob,
                        terminology_max_span=FLAGS.max_span)
  elif name == "tags":
    task["transforms"] = ["inline_tags"] + task["transforms"]
    task["meta"]["inline_tags_max_span"] = FLAGS.max_span
  return config


def configs(out, slice_dir, train_links):
  """{name: data config path}: baseline, term_<mode>..., tags."""
  names = (["baseline"] + [f"term_{m}" for m in FLAGS.terminology_modes] +
           ["tags"])
  paths = {}
  for name in names:
    paths[name] = os.path.join(out, f"{name}.yaml")
    with open(paths[name], "w", encoding="utf-8") as f:
      yaml.safe_dump(data_config(name, slice_dir, train_links), f,
                     sort_keys=False)
  return paths


def run_experiment(out, paths):
  """scripts/experiment.py over the configurations (step 3). Raises:
  records.StaleOutputError for runs trained on other data (before
  anything runs); EvidenceError when it fails (its message is above)."""
  held = os.path.join(out, HELD_OUT)
  records.check_runs(out, os.path.join(out, "work"), run_settings(out),
                     any(flag in ("--rerun", "--rerun=true", "--rerun=1")
                         for flag in shlex.split(FLAGS.experiment_flags)))
  command = [
      sys.executable, os.path.join(SCRIPTS, "experiment.py"),
      f"--work_dir={os.path.join(out, 'work')}",
      "--configs=" + ",".join(f"{n}={p}" for n, p in paths.items()),
      f"--seeds={','.join(FLAGS.seeds)}",
      f"--dev_src={demo.DEMO}/dev.en-sk.en",
      f"--dev_ref={demo.DEMO}/dev.en-sk.sk",
      f"--test_src={held}/test.en", f"--test_ref={held}/test.sk",
      *shlex.split(FLAGS.experiment_flags)]
  print("running: " + " ".join(shlex.quote(c) for c in command), flush=True)
  if subprocess.run(command, check=False).returncode:
    raise EvidenceError("scripts/experiment.py failed; its message is above")


def check_flags():
  """Raises: EvidenceError naming the flag."""
  for mode in FLAGS.terminology_modes:
    if mode not in MODES:
      raise EvidenceError(f"--terminology_modes: {mode!r} is not one of "
                          f"{', '.join(MODES)}")
  if FLAGS.setting_config not in setting.CONFIGS:
    raise EvidenceError(f"--setting_config={FLAGS.setting_config}: not one "
                        f"of {', '.join(setting.CONFIGS)}")
  if not 0 < FLAGS.terminology_prob <= 1:
    raise EvidenceError(f"--terminology_prob={FLAGS.terminology_prob}: not "
                        f"in (0, 1]")
  for flag in ("test_lines", "max_span", "min_chars", "max_terms_per_line"):
    if FLAGS[flag].value < (0 if flag == "test_lines" else 1):
      raise EvidenceError(f"--{flag}={FLAGS[flag].value}: too small")
  owned = ("--work_dir", "--configs", "--seeds", "--test_src", "--test_ref",
           "--dev_src", "--dev_ref")
  given = [a for a in shlex.split(FLAGS.experiment_flags)
           if a.split("=")[0] in owned]
  if given:
    raise EvidenceError(f"--experiment_flags: {', '.join(given)}: this "
                        f"script sets them")


def main(argv):
  del argv
  out = os.path.abspath(FLAGS.out_dir)
  try:
    check_flags()
    if FLAGS.pairs < 1:
      raise EvidenceError(f"--pairs={FLAGS.pairs}: too small")
    paths = prepare(out)
    run_experiment(out, paths)
    text = score_lib.report(out, os.path.join(out, HELD_OUT), TRG_LANG)
  except (EvidenceError, records.StaleOutputError,
          held_out_terms.HeldOutError,
          term_use.TermUseError, word_alignment.AlignmentError,
          OSError) as e:
    sys.exit(f"terminology_evidence.py: error: {e}")
  print(text)


if __name__ == "__main__":
  app.run(main)
