r"""Decoding speed, memory and quality per engine and setting, one file.

  python scripts/bench_decode.py --output_dir=/tmp/t2t_dyn_demo/model \
      --t2t_usr_dir=usr_problems --transforms_from_task=en_sk \
      --source=data/demo/test.en-sk.en --reference=data/demo/test.en-sk.sk \
      [--engines=tf-greedy,tf-beam4] [--batch_tokens=4096] [--lines=N] \
      [--random_base=DIR]

Each engine runs in its own process (this script with --worker), which
loads the model, translates every line once (compiling included, as in a
real run) and reports its figures; so peak RSS (getrusage's ru_maxrss) is
that engine's alone. Printed per engine: sentences/s and target tokens/s
(ids the search generated, EOS included) over the translation, load
seconds, peak RSS, traces (TensorFlow engines: graphs compiled) and, with
--reference, BLEU and chrF (sacrebleu).

--random_base=DIR builds DIR: --output_dir's set-up and vocabulary with a
transformer_base-shaped model (hidden 512, 6+6 layers, filter 2048, 8
heads) of random weights, never trained, and benchmarks that instead (for
speed only: its outputs run to their length limit).

Engines are rows of ENGINES: a name, what it is, why it cannot run here
(None when it can) and how it loads a translate function. An engine that
cannot run is skipped with its reason printed.
"""

import dataclasses
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from typing import Callable, List, Optional

from absl import app
from absl import flags

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if REPO not in sys.path:
  sys.path.insert(0, REPO)

FLAGS = flags.FLAGS
flags.DEFINE_string("output_dir", None, "A dyn-trainer output dir.")
flags.DEFINE_string("source", None, "The file to translate.")
flags.DEFINE_string("reference", None, "Its reference: BLEU and chrF.")
flags.DEFINE_string("t2t_usr_dir", None, "The model's user problems.")
flags.DEFINE_string("transforms_from_task", None, "The task whose "
                    "transforms encode the source.")
flags.DEFINE_string("engines", "tf-greedy,tf-beam4", "ENGINES rows to run.")
flags.DEFINE_integer("batch_tokens", 2048, "decode_hparams batch_tokens.")
flags.DEFINE_integer("lines", 0, "Decode this many lines (--source "
                     "repeated or cut; 0: as it is).")
flags.DEFINE_string("random_base", None, "Build a random transformer_base "
                    "dir here and benchmark it instead.")
flags.DEFINE_string("worker", None, "(internal) run this engine only.")
flags.DEFINE_string("result", None, "(internal) the worker's JSON.")
# What a worker process is given of the parent's flags.
_PASSED = ("output_dir", "source", "t2t_usr_dir", "transforms_from_task",
           "batch_tokens", "lines")


@dataclasses.dataclass(frozen=True)
class Output:
  """One line's translation and the target ids generated for it."""
  text: str
  tokens: int


# translate(lines) -> one Output per line, in order.
Translate = Callable[[List[str]], List[Output]]


@dataclasses.dataclass(frozen=True)
class Engine:
  """A row of the benchmark: `missing(args)` says why it cannot run here
  (None: it can); `load(args)` gives its translate function and a counter
  of compiled graphs (None where there is no such thing)."""
  name: str
  description: str
  missing: Callable[[flags.FlagValues], Optional[str]]
  load: Callable[[flags.FlagValues], tuple]


@dataclasses.dataclass(frozen=True)
class Figures:
  """What a worker measured (written as JSON to --result)."""
  engine: str
  lines: int
  seconds: float
  load_seconds: float
  target_tokens: int
  max_rss_mb: float
  traces: Optional[int]
  outputs: List[str]


def _problem_and_task(args):
  from t2t_dyn.bin import common  # pylint: disable=g-import-not-at-top
  from t2t_dyn.decoding import output_dir as output_dir_lib  # pylint: disable=g-import-not-at-top
  problem = common.trained_problem(args.output_dir, None, args.t2t_usr_dir)
  task = common.decoding_task(problem, args.transforms_from_task,
                              output_dir_lib.setup_dir(args.output_dir))
  return problem, task


def _tensorflow(beam_size: int, batch_tokens: Optional[int] = None):
  """dyn-decoder's TensorFlow path at this beam size: the decode_hparams
  it would parse (batch_tokens from --batch_tokens unless fixed here)."""
  def load(args):
    from t2t_dyn.decoding import beam_search  # pylint: disable=g-import-not-at-top
    from t2t_dyn.decoding import translator  # pylint: disable=g-import-not-at-top
    problem, task = _problem_and_task(args)
    model = translator.Translator(problem, args.output_dir, task)
    tokens = args.batch_tokens if batch_tokens is None else batch_tokens
    options = translator.decode_options(translator.decode_hparams(
        f"beam_size={beam_size},batch_tokens={tokens}"))
    if not tokens:
      # Batches of 32 sentences as wide as their longest line, as before
      # token batches.
      options = dataclasses.replace(options, buckets=())

    def translate(lines):
      return [Output(b[0].text, b[0].tokens) if b else Output("", 0)
              for b in model.translate_beams(lines, options, args.source)]
    return translate, beam_search.traced_graphs
  return load


def _no_missing(args):
  del args
  return None


def _export_dirs(args, suffix: str) -> List[str]:
  root = os.path.join(args.output_dir, "export")
  return sorted(os.path.join(root, name) for name in (
      os.listdir(root) if os.path.isdir(root) else [])
                if name.endswith(suffix) or (not suffix and name.isdigit()))


def _saved_model_missing(args):
  if not any(os.path.exists(os.path.join(d, "saved_model.pb"))
             for d in _export_dirs(args, "")):
    return (f"no SavedModel under {args.output_dir}/export/<timestamp>/ "
            f"(make one: dyn-exporter --output_dir={args.output_dir} "
            f"--decode_hparams=beam_size=4)")
  return None


def _saved_model(args):
  """The newest SavedModel export: its "translate" signature on raw
  strings, 32 lines a call, shortest first (as a client batching its
  requests would), outputs back in input order."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  path = [d for d in _export_dirs(args, "")
          if os.path.exists(os.path.join(d, "saved_model.pb"))][-1]
  signature = tf.saved_model.load(path).signatures["translate"]

  def translate(lines):
    order = sorted(range(len(lines)), key=lambda i: len(lines[i]))
    outputs = [Output("", 0)] * len(lines)
    for start in range(0, len(order), 32):
      rows = order[start:start + 32]
      texts = signature(inputs=tf.constant([lines[i] for i in rows]))
      for i, text in zip(rows, texts["outputs"].numpy().tolist()):
        text = text.decode("utf-8")
        outputs[i] = Output(text, len(text.split()))
    return outputs
  return translate, None


def _ct2_missing(quantization: str):
  def missing(args):
    import importlib.util  # pylint: disable=g-import-not-at-top
    if importlib.util.find_spec("t2t_dyn.decoding.ctranslate2_engine") is None:
      return "t2t_dyn.decoding.ctranslate2_engine is not in this checkout"
    if importlib.util.find_spec("ctranslate2") is None:
      return "the ctranslate2 package is not installed"
    if not _ct2_export(args, quantization):
      return (f"no {quantization} CTranslate2 export under "
              f"{args.output_dir}/export/")
    return None
  return missing


def _ct2_export(args, quantization: str) -> Optional[str]:
  from t2t_dyn.decoding import ctranslate2_engine as ct2  # pylint: disable=g-import-not-at-top,import-error
  found = [d for d in _export_dirs(args, ct2.DIR_SUFFIX)
           if os.path.exists(os.path.join(d, ct2.RECORD_FILE)) and
           ct2.read_record(d).quantization == quantization]
  return found[-1] if found else None


def _ct2(beam_size: int, quantization: str):
  def load(args):
    from t2t_dyn.decoding import ctranslate2_engine as ct2  # pylint: disable=g-import-not-at-top,import-error
    from t2t_dyn.decoding import translator  # pylint: disable=g-import-not-at-top
    problem, task = _problem_and_task(args)
    model = ct2.CTranslate2Translator(problem, _ct2_export(args, quantization),
                                      task)
    options = translator.decode_options(translator.decode_hparams(
        f"beam_size={beam_size},batch_tokens={args.batch_tokens}"))

    def translate(lines):
      # Its hypotheses may not count their ids: then words are counted.
      return [Output(b[0].text, getattr(b[0], "tokens", 0) or
                     len(b[0].text.split())) if b else Output("", 0)
              for b in model.translate_beams(lines, options, args.source)]
    return translate, None
  return load


ENGINES = [
    Engine("tf-greedy", "dyn-decoder, TensorFlow, greedy (beam 1)",
           _no_missing, _tensorflow(1)),
    Engine("tf-beam4", "dyn-decoder, TensorFlow, beam 4", _no_missing,
           _tensorflow(4)),
    Engine("tf-greedy-32sent", "dyn-decoder, TensorFlow, greedy, batches "
           "of 32 sentences, no buckets", _no_missing, _tensorflow(1, 0)),
    Engine("tf-beam4-32sent", "dyn-decoder, TensorFlow, beam 4, batches "
           "of 32 sentences, no buckets", _no_missing, _tensorflow(4, 0)),
    Engine("savedmodel-beam4", "tf.saved_model.load of an export, raw "
           "strings in", _saved_model_missing, _saved_model),
    Engine("ct2-float32-greedy", "CTranslate2, float32, greedy",
           _ct2_missing("float32"), _ct2(1, "float32")),
    Engine("ct2-int8-greedy", "CTranslate2, int8, greedy",
           _ct2_missing("int8"), _ct2(1, "int8")),
    Engine("ct2-float32-beam4", "CTranslate2, float32, beam 4",
           _ct2_missing("float32"), _ct2(4, "float32")),
    Engine("ct2-int8-beam4", "CTranslate2, int8, beam 4",
           _ct2_missing("int8"), _ct2(4, "int8")),
]
ENGINES_BY_NAME = {e.name: e for e in ENGINES}


def _worker(args) -> None:
  """Loads one engine, translates the source once, writes its Figures."""
  lines = _source_lines(args)
  start = time.monotonic()
  translate, traces = ENGINES_BY_NAME[args.worker].load(args)
  loaded = time.monotonic()
  outputs = translate(lines)
  seconds = time.monotonic() - loaded
  rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
  figures = Figures(args.worker, len(lines), seconds, loaded - start,
                    sum(o.tokens for o in outputs), rss_mb,
                    traces() if traces else None,
                    [o.text for o in outputs])
  with open(args.result, "w", encoding="utf-8") as f:
    json.dump(dataclasses.asdict(figures), f)


def _source_lines(args) -> List[str]:
  """--source's lines, repeated or cut to --lines when given."""
  with open(args.source, encoding="utf-8") as f:
    lines = [line.rstrip("\n") for line in f]
  if args.lines:
    lines = (lines * (args.lines // max(len(lines), 1) + 1))[:args.lines]
  return lines


def build_random_base(trained_dir: str, directory: str) -> None:
  """`directory`: trained_dir's data config, set-up and problem with a
  transformer_base-shaped model of random weights (checkpoint ckpt-0)."""
  # TensorFlow loads only here: the parent process stays small.
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  from t2t_dyn.decoding import output_dir as output_dir_lib  # pylint: disable=g-import-not-at-top
  from t2t_dyn.models import model_builder  # pylint: disable=g-import-not-at-top
  from t2t_dyn.hparams import model_hparams  # pylint: disable=g-import-not-at-top
  trained = output_dir_lib.saved_hparams(trained_dir)
  base = dataclasses.replace(
      model_hparams.from_set("transformer_base", "").model,
      vocab_size=trained.vocab_size,
      input_vocab_size=trained.input_vocab_size,
      source_factor_sizes=trained.source_factor_sizes)
  os.makedirs(directory, exist_ok=True)
  shutil.copytree(output_dir_lib.setup_dir(trained_dir),
                  output_dir_lib.setup_dir(directory), dirs_exist_ok=True)
  shutil.copy(output_dir_lib.config_path(trained_dir),
              output_dir_lib.config_path(directory))
  record = output_dir_lib.saved_record(trained_dir)
  record["model"] = dataclasses.asdict(base)
  with open(output_dir_lib.hparams_path(directory), "w",
            encoding="utf-8") as f:
    json.dump(record, f, indent=1)
  tf.keras.utils.set_random_seed(0)
  model = model_builder.build(base)
  model.encode(tf.constant([[5, 1]]))
  model({"inputs": tf.constant([[5, 1]]), "targets": tf.constant([[5, 1]])})
  tf.train.CheckpointManager(
      tf.train.Checkpoint(model=model),
      output_dir_lib.checkpoint_dir(directory), max_to_keep=1).save(0)


def _run_engine(engine: Engine, args, work_dir: str) -> Optional[Figures]:
  result = os.path.join(work_dir, engine.name + ".json")
  command = [sys.executable, os.path.abspath(__file__),
             f"--worker={engine.name}", f"--result={result}"] + [
                 f"--{name}={args[name].value}" for name in _PASSED
                 if args[name].value is not None]
  done = subprocess.run(command, capture_output=True, text=True,
                        check=False)
  if done.returncode != 0:
    print(f"{engine.name}: failed (exit {done.returncode}):\n"
          f"{done.stderr[-3000:]}", flush=True)
    return None
  with open(result, encoding="utf-8") as f:
    return Figures(**json.load(f))


def _quality(figures: Figures, reference: Optional[str]) -> str:
  if not reference:
    return ""
  import sacrebleu  # pylint: disable=g-import-not-at-top
  with open(reference, encoding="utf-8") as f:
    references = [line.rstrip("\n") for line in f]
  references = (references * (len(figures.outputs) // max(
      len(references), 1) + 1))[:len(figures.outputs)]
  bleu = sacrebleu.corpus_bleu(figures.outputs, [references]).score
  chrf = sacrebleu.corpus_chrf(figures.outputs, [references]).score
  return f" BLEU {bleu:.2f} chrF {chrf:.2f}"


def line(figures: Figures, reference: Optional[str]) -> str:
  """One engine's printed figures."""
  seconds = max(figures.seconds, 1e-9)
  traces = "" if figures.traces is None else f" traces {figures.traces}"
  return (f"{figures.engine}: {figures.lines} lines in "
          f"{figures.seconds:.1f} s: {figures.lines / seconds:.2f} "
          f"sentences/s, {figures.target_tokens / seconds:.1f} target "
          f"tokens/s, load {figures.load_seconds:.1f} s, peak RSS "
          f"{figures.max_rss_mb:.0f} MB{traces}" +
          _quality(figures, reference))


def main(argv) -> int:
  del argv
  args = FLAGS
  if not args.output_dir or not args.source:
    raise app.UsageError("--output_dir and --source are required")
  os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
  if args.worker:
    _worker(args)
    return 0
  unknown = [n for n in args.engines.split(",") if n not in ENGINES_BY_NAME]
  if unknown:
    raise app.UsageError(f"--engines: unknown {', '.join(unknown)}; "
                         f"known: {', '.join(ENGINES_BY_NAME)}")
  if args.random_base:
    build_random_base(args.output_dir, args.random_base)
    print(f"random transformer_base in {args.random_base} (set-up of "
          f"{args.output_dir})", flush=True)
    args.output_dir = args.random_base
    args.reference = None
  print(f"source {args.source} ({len(_source_lines(args))} lines), model "
        f"{args.output_dir}, batch_tokens {args.batch_tokens}", flush=True)
  with tempfile.TemporaryDirectory() as work_dir:
    for name in args.engines.split(","):
      engine = ENGINES_BY_NAME[name]
      reason = engine.missing(args)
      if reason:
        print(f"{name}: skipped: {reason}", flush=True)
        continue
      figures = _run_engine(engine, args, work_dir)
      if figures is not None:
        print(line(figures, args.reference), flush=True)
  return 0


if __name__ == "__main__":
  app.run(main)
