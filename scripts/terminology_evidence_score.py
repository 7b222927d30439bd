"""What scripts/terminology_evidence.py measures on scripts/experiment.py's
finished runs (its work dir OUT/work): term use with and without the
glossary, BLEU / chrF, and tag accuracy of a model trained with tags
against post-hoc transfer; the table.

Per run (RUN_DIR/terms.json, written last; kept while its "made_from",
the digests of the held-out files, the run's settings, alpha and test
output, are the run's now, else redone):
  - every run: term use (text.term_use) of its test output, the beam at
    its dev-tuned alpha (experiment.py's test.beam.hyp), no glossary;
  - a term_* run: the same decoding with the held-out glossary
    (bin.decoder_glossary.attach, as `dyn-decoder --glossary`), written to
    test.glossary.hyp, with its term use, BLEU and chrF; its term use
    again over the terms the glossary's matching gave each line (Dinu et
    al.'s rate: of the terms annotated in the input), since a line's term
    can lose its span to a longer or earlier glossary entry; and over
    the given terms whose words the training slice's targets hold, and
    the others;
  - the tags run: the tagged test sources decoded as they are (the
    decoder reads their markup and restores it), test.tagged.hyp;
  - the baseline run: the untagged sources decoded with return_alignments
    and the tags put back through those links (text.markup.transfer, what
    scripts/markup_transfer.py does), test.transfer.hyp.
Tag accuracy (text.markup_accuracy.score) judges both tagged outputs of a
seed against eflomal links of each source and its output's words, from
one eflomal run beside the training slice (OUT/slice), so neither method
is judged by its own links; kept in the tags run's terms.json with its
"tags_made_from" (the two outputs', the slice's and the held-out files'
digests), redone when they change.
"""

import json
import os
import re
import statistics
from typing import Dict, List, Optional

import experiment_report as report_lib
import experiment_runs as runs_lib
import terminology_evidence_records as records

from t2t_dyn.text import markup
from t2t_dyn.text import markup_accuracy
from t2t_dyn.text import term_use

TERMS = "terms.json"
GIVEN = "glossary, terms given"  # Scored over the terms it annotated.
# The given terms split by whether the training targets hold every word
# of the target term: a model may use a word it has learnt to write and
# still not copy one it has not (docs/evidence.md).
GIVEN_SEEN = "glossary, given, seen in training"
GIVEN_UNSEEN = "glossary, given, unseen in training"
# What a run's terms.json holds; one made before a figure was added lacks
# it, so its record differs and it is scored again.
FIGURES = ("none", "glossary", GIVEN, GIVEN_SEEN, GIVEN_UNSEEN)
MADE_FROM, TAGS_MADE_FROM = "made_from", "tags_made_from"
HELD_FILES = ("glossary.tsv", "terms.jsonl", "test.en", "test.sk",
              "test.tagged.en")
# A tag of any kind, to align an output whose tags do not nest by its
# words alone (markup.strip_tags refuses it; the scorer counts it as not
# well-formed).
_ANY_TAG = re.compile(r"</?[A-Za-z_][^<>]*>")


def _lines(path: str) -> List[str]:
  with open(path, encoding="utf-8") as f:
    return f.read().splitlines()


def _write(path: str, lines: List[str]) -> None:
  with open(path, "w", encoding="utf-8") as f:
    f.writelines(line + "\n" for line in lines)


def _words_of(text: str) -> str:
  try:
    return markup.strip_tags(text).text
  except markup.MarkupError:
    return " ".join(_ANY_TAG.sub(" ", text).split())


class _Held:
  """The held-out files transforms.held_out_terms wrote."""

  def __init__(self, held: str, trg_lang: str, training_targets: str):
    from t2t_dyn.text import glossary  # pylint: disable=g-import-not-at-top
    from t2t_dyn.transforms.terminology import lemmatizer  # pylint: disable=g-import-not-at-top
    self.glossary_path = os.path.join(held, "glossary.tsv")
    self.entries = glossary.read(self.glossary_path)
    self.sources = _lines(os.path.join(held, "test.en"))
    self.references = _lines(os.path.join(held, "test.sk"))
    self.terms = term_use.read_terms(os.path.join(held, "terms.jsonl"))
    self.tagged_lines = _lines(os.path.join(held, "test.tagged.en"))
    # Read as the decoder reads them: a line whose own `<...>` do not
    # nest is text (markup.read_line).
    self.tagged = [markup.read_line(line)[0] for line in self.tagged_lines]
    self.lemma = lemmatizer(trg_lang)
    # The words (term_use.words) of the training slice's target side.
    self.training_words = {word for line in _lines(training_targets)
                           for word in term_use.words(line)}


def _translator(run_dir: str, task: str):
  from t2t_dyn.bin import common  # pylint: disable=g-import-not-at-top
  from t2t_dyn.decoding import translator as translator_lib  # pylint: disable=g-import-not-at-top
  model_dir = os.path.join(run_dir, "model")
  problem = common.trained_problem(model_dir, None, None)
  task = common.decoding_task(problem, task, os.path.join(model_dir, "setup"))
  return translator_lib.Translator(problem, model_dir, task, "best"), task


def _use(outputs, terms_by_line, held: _Held, where: str
         ) -> Dict[str, float]:
  counts = term_use.score(outputs, terms_by_line, held.lemma, where)
  return {"terms": counts.terms, **{k: counts.rate(k) for k in (
      "exact", "lemma", "inflected")}}


def given_terms(glossary, encoders, held: _Held) -> List[list]:
  """Each held-out line's terms that the glossary's matching annotates in
  it (Glossary.gives over the task's shard words): the terms the model
  was told. The others lost their span to a longer or earlier entry."""
  source = encoders["inputs"].shard_words
  target = encoders["targets"].shard_words
  given = []
  for line, terms in zip(held.sources, held.terms):
    words = source(line)
    given.append([term for term in terms if glossary.gives(
        words, source(term.source), target(term.target))])
  return given


def split_by_training(terms_by_line, training_words):
  """(seen, unseen): each line's terms whose target term's words all are
  in `training_words`, and the others."""
  seen = [[t for t in terms
           if set(term_use.words(t.target)) <= training_words]
          for terms in terms_by_line]
  unseen = [[t for t in terms if t not in kept]
            for terms, kept in zip(terms_by_line, seen)]
  return seen, unseen


def evaluate_run(work: str, run: dict, held: _Held) -> dict:
  """One run's figures (the module), decoding what it needs."""
  import keras  # pylint: disable=g-import-not-at-top
  from t2t_dyn.bin import decoder_glossary  # pylint: disable=g-import-not-at-top
  from t2t_dyn.decoding import translator as translator_lib  # pylint: disable=g-import-not-at-top
  run_dir = os.path.join(work, "runs", run["config"], f"seed{run['seed']}")
  beam = run["settings"]["decode"]["beam_size"]
  plain = _lines(os.path.join(work, run["hypotheses"]))
  result = {"none": {"bleu": run["bleu"], "chrf": run["chrf"],
                     **_use(plain, held.terms, held, run["hypotheses"])}}
  translator, task = _translator(run_dir, run["settings"]["decode"][
      "decode_task"])
  options = translator_lib.decode_options(translator_lib.decode_hparams(
      f"beam_size={beam},alpha={run['alpha']}"))
  if run["config"].startswith("term_"):
    glossary = decoder_glossary.attach(translator.encoders, task,
                                       held.entries, held.glossary_path)
    outputs = translator.translate(held.sources, options)
    _write(os.path.join(run_dir, "test.glossary.hyp"), outputs)
    scores = translator_lib.score(outputs, held.references)
    quality = {"bleu": scores["bleu"].score, "chrf": scores["chrf"].score}
    result["glossary"] = {**quality, **_use(outputs, held.terms, held,
                                            "test.glossary.hyp")}
    given = given_terms(glossary, translator.encoders, held)
    for figure, terms in ((GIVEN, given), *zip(
        (GIVEN_SEEN, GIVEN_UNSEEN),
        split_by_training(given, held.training_words))):
      result[figure] = {**quality, **_use(outputs, terms, held,
                                          "test.glossary.hyp")}
  elif run["config"] == "tags":
    outputs = translator.translate(held.tagged_lines, options)
    _write(os.path.join(run_dir, "test.tagged.hyp"), outputs)
  elif run["config"] == "baseline":
    options = translator_lib.decode_options(translator_lib.decode_hparams(
        f"beam_size={beam},alpha={run['alpha']},return_alignments=true"))
    hypotheses = translator.translate_beams(
        [line.text for line in held.tagged], options)
    _write(os.path.join(run_dir, "test.transfer.hyp"), [
        markup.transfer(line, beams[0].text, beams[0].links)[0]
        for line, beams in zip(held.tagged, hypotheses)])
  del translator
  keras.backend.clear_session()
  return result


def tag_accuracy(out: str, held: _Held, outputs: Dict[str, List[str]]
                 ) -> Dict[str, dict]:
  """{method: TagAccuracy's counts and rate} of each method's tagged
  outputs, judged by eflomal links of source and output words aligned
  beside the training slice."""
  from t2t_dyn.shards import word_alignment  # pylint: disable=g-import-not-at-top
  import gzip  # pylint: disable=g-import-not-at-top
  import tempfile  # pylint: disable=g-import-not-at-top
  slice_dir = os.path.join(out, "slice")
  train = [_lines(os.path.join(slice_dir, f"train.en-sk.{lang}"))
           for lang in ("en", "sk")]
  sources = [line.text for line in held.tagged]
  methods = sorted(outputs)
  with tempfile.TemporaryDirectory() as tmp:
    paths = [os.path.join(tmp, f"{i}.gz") for i in range(len(methods) + 1)]
    word_alignment.align_inputs(
        [word_alignment.AlignmentRequest(*train, paths[0], "training slice")]
        + [word_alignment.AlignmentRequest(
            sources, [_words_of(t) for t in outputs[m]], p, m)
           for m, p in zip(methods, paths[1:])], log=lambda line: None)
    links = {}
    for method, path in zip(methods, paths[1:]):
      with gzip.open(path, "rt", encoding="utf-8") as f:
        links[method] = [word_alignment.parse_links(line) for line in f]
  result = {}
  for method in methods:
    total = markup_accuracy.TagAccuracy()
    for line, output, line_links in zip(held.tagged, outputs[method],
                                        links[method]):
      total.add(markup_accuracy.score(line, output, line_links))
    result[method] = {"lines": total.lines,
                      "well_formed": 100.0 * total.well_formed_lines /
                                     max(total.lines, 1),
                      "around": 100.0 * total.rate, "tags": total.tags,
                      "unlinked": total.unlinked}
  return result


def _row(cells) -> str:
  return "| " + " | ".join(cells) + " |"


def table(runs: List[dict]) -> str:
  """The terminology table and the tags table (markdown), mean ± sample
  standard deviation (min–max) over seeds."""
  base = {r["seed"]: r for r in runs if r["config"] == "baseline"}
  rows = [_row(["configuration", "glossary", "seeds", "terms", "term use "
                "exact %", "lemma-matched %", "correctly inflected %",
                "chrF", "BLEU", "chrF − baseline"]), "|" + "---|" * 10]
  by_config: Dict[str, List[dict]] = {}
  for run in runs:
    by_config.setdefault(run["config"], []).append(run)
  for name, group in by_config.items():
    for glossary in FIGURES:
      figures = [r[TERMS][glossary] for r in group if glossary in r[TERMS]]
      if not figures:
        continue
      deltas = [r[TERMS][glossary]["chrf"] - base[r["seed"]]["chrf"]
                for r in group if r["seed"] in base]
      rows.append(_row([name, glossary, str(len(figures)),
                        str(figures[0]["terms"])] + [
          report_lib.spread([f[k] for f in figures]) for k in (
              "exact", "lemma", "inflected", "chrf", "bleu")] + [
          report_lib.spread(deltas) if deltas else "-"]))
  tags = [r[TERMS]["tags"] for r in runs if "tags" in r[TERMS]]
  text = "\n".join(rows)
  if tags:
    lines = [_row(["method", "seeds", "tags", "well-formed lines %",
                   "tags around aligned words %", "unlinked"]),
             "|" + "---|" * 6]
    for method in sorted(tags[0]):
      figures = [t[method] for t in tags]
      lines.append(_row([method, str(len(figures)), str(figures[0]["tags"]),
                         report_lib.spread([f["well_formed"] for f in figures]),
                         report_lib.spread([f["around"] for f in figures]),
                         str(statistics.mean(f["unlinked"] for f in figures))]))
    text += "\n\n" + "\n".join(lines)
  return text + "\n\n(mean ± sample standard deviation (min–max) over seeds)"


def fresh(path: str, made_from: dict, key: str = MADE_FROM, log=print
          ) -> Optional[dict]:
  """The figures kept in `path` (a terms.json) when their record `key` is
  `made_from`; None when there are none, or when they were made from
  other inputs (said, naming the file and the changed settings)."""
  kept = runs_lib.read_json(path)
  if kept is None or (key == TAGS_MADE_FROM and "tags" not in kept):
    return None  # Never scored: nothing stale to say.
  changed = records.changes(kept.get(key), made_from)
  if changed == []:
    return kept
  why = ("no record of what made them" if changed is None else
         "; ".join(changed))
  log(f"{path}: made from other inputs ({why}): scoring again", flush=True)
  return None


def _run_made_from(work: str, run: dict, held_digests: dict) -> dict:
  return {"held_out": held_digests, "figures": list(FIGURES),
          "settings": run["settings"],
          "alpha": run["alpha"], "test_output": runs_lib.file_digest(
              os.path.join(work, run["hypotheses"]))}


def _tags_made_from(out: str, outputs: Dict[str, str], held_digests: dict
                    ) -> dict:
  slice_dir = os.path.join(out, "slice")
  return {"held_out": held_digests, "outputs": records.digests(outputs),
          "slice": records.digests({
              name: os.path.join(slice_dir, name)
              for name in ("train.en-sk.en", "train.en-sk.sk")})}


def report(out: str, held_dir: str, trg_lang: str) -> str:
  """Scores every finished run of OUT/work/results.json (RUN_DIR/terms.json
  kept while made from the same inputs: fresh), writes
  OUT/terms_results.json and OUT/terms_table.md, returns the table."""
  work = os.path.join(out, "work")
  with open(os.path.join(work, "results.json"), encoding="utf-8") as f:
    runs = json.load(f)["runs"]
  held = _Held(held_dir, trg_lang,
               os.path.join(out, "slice", "train.en-sk.sk"))
  held_digests = records.digests({name: os.path.join(held_dir, name)
                                  for name in HELD_FILES})
  for run in runs:
    run_dir = os.path.join(work, "runs", run["config"], f"seed{run['seed']}")
    cached = os.path.join(run_dir, TERMS)
    made_from = _run_made_from(work, run, held_digests)
    run[TERMS] = fresh(cached, made_from)
    if run[TERMS] is None:
      run[TERMS] = {**evaluate_run(work, run, held), MADE_FROM: made_from}
      runs_lib.write_json(cached, run[TERMS])
  for seed in sorted({r["seed"] for r in runs}):
    pair = {r["config"]: r for r in runs if r["seed"] == seed}
    if "tags" not in pair or "baseline" not in pair:
      continue
    paths = {
        "model trained with tags": os.path.join(
            work, "runs", "tags", f"seed{seed}", "test.tagged.hyp"),
        "post-hoc transfer (baseline)": os.path.join(
            work, "runs", "baseline", f"seed{seed}", "test.transfer.hyp")}
    made_from = _tags_made_from(out, paths, held_digests)
    tags_path = os.path.join(work, "runs", "tags", f"seed{seed}", TERMS)
    if fresh(tags_path, made_from, TAGS_MADE_FROM) is None:
      pair["tags"][TERMS]["tags"] = tag_accuracy(
          out, held, {method: _lines(path) for method, path in paths.items()})
      pair["tags"][TERMS][TAGS_MADE_FROM] = made_from
      runs_lib.write_json(tags_path, pair["tags"][TERMS])
  text = table(runs)
  with open(os.path.join(out, "terms_table.md"), "w", encoding="utf-8") as f:
    f.write(text + "\n")
  with open(os.path.join(out, "terms_results.json"), "w",
            encoding="utf-8") as f:
    json.dump({"runs": [{"config": r["config"], "seed": r["seed"],
                         TERMS: {k: v for k, v in r[TERMS].items()
                                 if k not in (MADE_FROM, TAGS_MADE_FROM)}}
                        for r in runs]}, f, indent=1, ensure_ascii=False)
  return text
