r"""dyn-debug: run a task's transforms on text and write what training sees.

  dyn-debug --problem=P --data_dir=D --transforms_from_task=T \
      (--src=F --tgt=G | --mono=F) --src_output=F --tgt_output=G \
      [--samples=N] [--seed=S] [--mode=train|infer] [--ids]

  dyn-debug --problem=P --data_dir=D --stats=N [--hparams_set=S \
      --hparams=H --token_budget=B --window_size=W]

  dyn-debug --problem=P --data_dir=D --schedule=N [the same data flags]

Each input line is written --samples times (sample i uses epoch i, so each is
a fresh draw), tokens separated by spaces (with --ids, the ids the model
sees, through the vocabulary or the problem's own feature_encoders; a
factored source's tokens as piece|factor ids). A line a filter drops is written
as an empty line, so outputs stay aligned with inputs; drops are counted in
the statistics printed at the end. With --stats=N it instead draws N
training batches from the real pipeline and prints its statistics per task
(examples drawn, epochs, tokens, filtered, dropped) and padding efficiency.
With --schedule=N it draws the real pipeline's windows up to optimizer update
N (one batch an update) and prints the task weights in force, the stage and
each task's epochs, whenever they change and every N/10 updates: the plan of
a schedule or of stages (whose epoch-based ends depend on the data) before
training. Adaptive weights need the trainer's evaluations; the plan shows
the weights they start from.
Needs `dyn-datagen --stage=vocab` first.
"""

import json
import os
import time

from absl import app
from absl import flags

from t2t_dyn.bin import common
from t2t_dyn.bin import program_flags
from t2t_dyn.streams import python_workers
from t2t_dyn.text import factors
from t2t_dyn.text import forms
from t2t_dyn.transforms import seeds
from t2t_dyn.transforms.base import Example, TransformStats

FLAGS = flags.FLAGS

program_flags.define(*program_flags.PROBLEM, *program_flags.MODEL,
                      *program_flags.DATA, "transforms_from_task",
                      "random_seed", "worker_gpu", "local_eval_frequency")
flags.DEFINE_string("src", None, "Source text file (parallel input).")
flags.DEFINE_string("tgt", None, "Target text file (parallel input).")
flags.DEFINE_string("mono", None, "Monolingual text file.")
flags.DEFINE_string("src_output", None, "Where transformed sources go.")
flags.DEFINE_string("tgt_output", None, "Where transformed targets go.")
flags.DEFINE_integer("samples", 1, "Draws per input line.")
flags.DEFINE_enum("mode", "train", ["train", "infer"],
                  "train: stochastic transforms sample; infer: deterministic.")
flags.DEFINE_integer("stats", 0, "Draw this many training batches and print "
                     "the pipeline's statistics instead of transforming text.")
flags.DEFINE_integer("schedule", 0, "Print the planned task weights (and "
                     "stages) up to this optimizer update instead of "
                     "transforming text.")
flags.DEFINE_bool("ids", False, "Write the ids the model sees (through the "
                  "vocabulary, or the problem's own feature_encoders for the "
                  "task), EOS included, instead of tokens.")


def _lines(path):
  with open(path, encoding="utf-8") as f:
    return [line.rstrip("\n") for line in f]


def read_inputs():
  """[(src_text, tgt_text or None)]. Raises UsageError on flag misuse or
  files of different lengths."""
  if FLAGS.mono and (FLAGS.src or FLAGS.tgt):
    raise common.UsageError("give either --mono or --src and --tgt")
  if FLAGS.mono:
    return [(line, None) for line in _lines(FLAGS.mono)]
  if not (FLAGS.src and FLAGS.tgt):
    raise common.UsageError("give --src and --tgt, or --mono")
  src, tgt = _lines(FLAGS.src), _lines(FLAGS.tgt)
  if len(src) != len(tgt):
    raise common.UsageError(f"{FLAGS.src} has {len(src)} lines but "
                            f"{FLAGS.tgt} has {len(tgt)}")
  return list(zip(src, tgt))


def _train_pipeline(problem):
  """The trainer's pipeline for the same flags; what follows the
  evaluations is planned without them (adaptive factors 1, stages that end
  on validation go on; windows still end at every --local_eval_frequency
  updates)."""
  from t2t_dyn.mixing import validation_feed  # pylint: disable=g-import-not-at-top
  feed = None
  if validation_feed.reads_evaluations(problem.get_data_config()):
    feed = validation_feed.ValidationFeed(FLAGS.local_eval_frequency,
                                          planning=True)
  return problem.train_pipeline(_data_plan(problem), validation=feed)


def print_statistics(problem) -> None:
  """Draws --stats batches from the training pipeline; prints statistics."""
  start = time.time()
  train = _train_pipeline(problem)
  batches = train.batches()
  last = None
  for _ in range(FLAGS.stats):
    last = next(batches)
  seconds = time.time() - start
  statistics = train.statistics()
  statistics["last_batch_step"] = int(last["step"])
  statistics["mix_weights_in_force"] = dict(zip(
      [t.name for t in train.tasks], [round(float(w), 4)
                                      for w in last["mix_weights"]]))
  statistics["seconds"] = round(seconds, 2)
  print(json.dumps(statistics, indent=1))


def _data_plan(problem):
  """The trainer's data plan from the same flags (--data_dir,
  --hparams_set, --hparams: batch_size, max_length, ...; --token_budget,
  --window_size, --packed_length) and problem."""
  # Only --stats and --schedule need TensorFlow; transforming text runs
  # without it.
  # pylint: disable-next=g-import-not-at-top
  from t2t_dyn.hparams import model_hparams
  converted = model_hparams.from_set(FLAGS.hparams_set, FLAGS.hparams)
  return common.data_plan(converted, FLAGS.random_seed, FLAGS.worker_gpu,
                          problem)


def print_schedule(problem) -> None:
  """Draws windows up to update --schedule; prints the weights in force."""
  from t2t_dyn.batches.pipeline_state import PipelineState  # pylint: disable=g-import-not-at-top
  train = _train_pipeline(problem)
  names = [t.name for t in train.tasks]
  epoch_lines = [s.epoch_lines for s in train.streams]
  config = problem.get_data_config()
  for stage in config.stages:
    print(f"stage {stage.name}: {stage.describe_end(names)}"
          + (f", transform options {dict(stage.meta)}" if stage.meta else ""))
  if config.adaptive is not None:
    print(f"adaptive_weights: set during training from validation losses "
          f"every {FLAGS.local_eval_frequency} updates; these are the "
          f"weights they start from")
  if any(stage.until_validation for stage in config.stages):
    print("a stage that ends on validation goes on in this plan: where it "
          "ends depends on the evaluations")
  print(f"{'update':>8}  {'stage':<12}" + "".join(
      f"  {n + ' w':>12}  {'epochs':>6}" for n in names))
  every = max(1, FLAGS.schedule // 10)
  shown, next_row = None, 0
  for batch in train.batches():
    step = int(batch["step"])
    if step >= FLAGS.schedule:
      break
    state = PipelineState.from_vector(batch["position"])
    stage = train.mix.stage_name(state.stage) or "-"
    weights = tuple(round(float(w), 4) for w in batch["mix_weights"])
    if (stage, weights) != shown or step >= next_row:
      print(f"{step:>8}  {stage:<12}" + "".join(
          f"  {w:>12.4f}  {c / n:>6.2f}" for w, c, n in zip(
              weights, state.task_consumed, epoch_lines)))
      shown, next_row = (stage, weights), (step // every + 1) * every


@common.report_errors
def main(argv):
  if len(argv) > 1:  # Not a Tensor2Tensor program: nothing is ignored.
    raise common.UsageError(f"unexpected arguments {argv[1:]}: dyn-debug "
                            f"takes flags only")
  if FLAGS.stats or FLAGS.schedule:
    if not FLAGS.data_dir:
      raise common.UsageError("--data_dir is required")
    if FLAGS.stats and FLAGS.schedule:
      raise common.UsageError("give --stats or --schedule, not both")
    (print_statistics if FLAGS.stats else print_schedule)(
        common.load_problem())
    return
  for flag in ("data_dir", "transforms_from_task", "src_output", "tgt_output"):
    if not getattr(FLAGS, flag):
      raise common.UsageError(f"--{flag} is required")
  problem = common.load_problem()
  config = problem.get_data_config()
  setup = problem.transform_setup(FLAGS.data_dir)
  chain = setup.chain(FLAGS.transforms_from_task)
  task_index = config.task_index(FLAGS.transforms_from_task)
  is_train = FLAGS.mode == "train"
  stats = TransformStats()
  encoders = problem.own_encoders(FLAGS.data_dir).get(
      FLAGS.transforms_from_task)

  for path in (FLAGS.src_output, FLAGS.tgt_output):
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
  written = 0
  with open(FLAGS.src_output, "w", encoding="utf-8") as src_out, \
       open(FLAGS.tgt_output, "w", encoding="utf-8") as tgt_out:
    task = config.task(FLAGS.transforms_from_task)
    for position, (src, tgt) in enumerate(read_inputs()):
      if task.reverse and tgt is not None:  # The reversed view.
        src, tgt = tgt, src
      raw_src = src
      src = forms.shard_form(src, config.shard)
      tgt = None if tgt is None else forms.shard_form(tgt, config.shard)
      if not is_train:
        src = _inference_source(chain, raw_src, config.shard, src)
      if task.source_factors:
        try:
          src = factors.normalize_line(src, config.factor_names,
                                       config.factor_separator)
        except factors.FactorInputError as e:
          raise common.UsageError(f"{FLAGS.src}:{position + 1}: {e}") from None
      for epoch in range(FLAGS.samples):
        if FLAGS.ids:
          sides = [[t.encode("utf-8")] for t in (src, tgt) if t is not None]
          job = python_workers.ChunkJob(
              chain.task.name, task_index, FLAGS.random_seed, is_train,
              None, [epoch], [position], tuple(sides))
          encoded = python_workers.encode_chunk(chain, setup.vocabularies,
                                                job, stats, encoders)
          src_out.write(_source_ids(encoded.src_ids, setup) + "\n")
          tgt_out.write(" ".join(map(str, encoded.tgt_ids)) + "\n")
          written += 1
          continue
        example = Example(
            src=src.split(), tgt=None if tgt is None else tgt.split(),
            seed=seeds.example_seed(FLAGS.random_seed, task_index, epoch,
                                    position))
        result = chain.apply([example], is_train, stats)
        out = result[0] if result else Example([], [], 0)
        src_out.write(" ".join(out.src) + "\n")
        tgt_out.write(" ".join(out.tgt or []) + "\n")
        written += 1
  print(f"wrote {written} lines to {FLAGS.src_output} and {FLAGS.tgt_output}")
  for key, count in stats.as_dict().items():
    print(f"  {key}: {count}")


def _inference_source(chain, raw: str, shard, src: str) -> str:
  """The inference view's source: in a task with inline_tags, the raw
  line's markup and values read as dyn-decoder reads them (its
  read_input: a line whose tags do not nest is read as text); else `src`
  (the line in the shards' form)."""
  inline = next((t for t in chain.transforms if t.name == "inline_tags"),
                None)
  if inline is None:
    return src
  return " ".join(inline.read_input(raw, lambda text: forms.shard_form(
      text, shard, corpus_form=False).split()).tokens)


def _source_ids(ids, setup) -> str:
  """Source ids as written: "piece|f1|f2" per token with source factors."""
  source_factors = setup.vocabularies.source_factors
  if source_factors is None:
    return " ".join(map(str, ids))
  pieces, factor_ids = source_factors.unpack(ids)
  return " ".join("|".join(map(str, [piece, *f]))
                  for piece, f in zip(pieces, factor_ids))


def console_main():
  app.run(main)


if __name__ == "__main__":
  console_main()
