"""What scripts/experiment.py takes from a trained run: its translations
and scores (decoded in the experiment's own process, so TensorFlow starts
once for every run's decoding), its dev curves and convergence, and its
training time."""

import dataclasses
import os
from typing import Dict, List, Optional, Sequence, Tuple

import experiment_runs as runs_lib

Pairs = Tuple[List[str], List[str]]  # Sources, references.


@dataclasses.dataclass(frozen=True)
class Decoding:
  """How every run is decoded: `task` (None: the config's one parallel
  training task), beam search's size and the alphas tried on dev."""
  task: Optional[str]
  beam_size: int
  alphas: Sequence[float]
  t2t_usr_dir: Optional[str] = None


def _write_lines(path: str, lines: List[str]) -> None:
  with open(path, "w", encoding="utf-8") as f:
    f.writelines(line + "\n" for line in lines)


def decode(run_dir: str, dev: Pairs, test: Pairs,
           how: Decoding) -> Dict[str, object]:
  """Translates with the run's best checkpoint (RUN_DIR/model/best/): the
  test sources greedily (test.greedy.hyp), the dev sources with the beam
  at each alpha (dyn-decoder --alpha_sweep's rule: the best dev chrF,
  the smaller alpha on a tie; dev.sweep.hyp and its .alpha_sweep.json),
  and the test sources with the beam at that alpha (test.beam.hyp), each
  as dyn-decoder --checkpoint_path=best --transforms_from_task would.
  Returns the scores of both test outputs (sacrebleu), the alpha, every
  alpha's dev scores, the best checkpoint's update and the model's
  trainable parameters."""
  import keras  # pylint: disable=g-import-not-at-top
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  from t2t_dyn.bin import common  # pylint: disable=g-import-not-at-top
  from t2t_dyn.decoding import alpha_sweep  # pylint: disable=g-import-not-at-top
  from t2t_dyn.decoding import translator as translator_lib  # pylint: disable=g-import-not-at-top
  for gpu in tf.config.list_physical_devices("GPU"):
    try:  # The next run's dyn-trainer needs the GPU's memory.
      tf.config.experimental.set_memory_growth(gpu, True)
    except RuntimeError:
      pass  # Set before, when the GPU was first used.
  model_dir = os.path.join(run_dir, "model")
  problem = common.trained_problem(model_dir, None, how.t2t_usr_dir)
  task = common.decoding_task(problem, how.task,
                              os.path.join(model_dir, "setup"))
  translator = translator_lib.Translator(problem, model_dir, task, "best")

  def beam(alpha: float, size: int = how.beam_size):
    return translator_lib.decode_options(translator_lib.decode_hparams(
        f"beam_size={size},alpha={alpha}"))
  with open(os.path.join(run_dir, "log.txt"), "a", encoding="utf-8") as log:
    def note(line: str) -> None:
      log.write(f"decode: {line}\n")
    note(f"{translator.description} (--checkpoint_path=best), task {task}")
    greedy = translator.translate(test[0], beam(0.0, 1))
    _write_lines(os.path.join(run_dir, "test.greedy.hyp"), greedy)
    sweep = alpha_sweep.sweep(
        lambda alpha: translator.translate(dev[0], beam(alpha)), dev[1],
        list(how.alphas), "chrf", log=note)
    _write_lines(os.path.join(run_dir, "dev.sweep.hyp"), sweep.outputs)
    with open(os.path.join(run_dir, "dev.sweep.hyp.alpha_sweep.json"), "w",
              encoding="utf-8") as f:
      f.write(sweep.to_json())
    tuned = translator.translate(test[0], beam(sweep.best.alpha))
    _write_lines(os.path.join(run_dir, "test.beam.hyp"), tuned)
    note(f"test set greedily and with beam {how.beam_size} at alpha "
         f"{sweep.best.alpha:g}")
    if sweep.at_edge():
      note(sweep.at_edge())
  greedy_scores = translator_lib.score(greedy, test[1])
  scores = translator_lib.score(tuned, test[1])
  result = {
      "best_update": translator_lib.checkpoint_step(translator.checkpoint),
      "alpha": sweep.best.alpha,
      # Every alpha's dev scores: the record shows how far the best one
      # stands above its neighbours, and whether the sweep found it.
      "dev_alphas": [dataclasses.asdict(s) for s in sweep.scores],
      "greedy": {"bleu": greedy_scores["bleu"].score,
                 "chrf": greedy_scores["chrf"].score},
      "bleu": scores["bleu"].score, "chrf": scores["chrf"].score,
      "length_ratio": (scores["bleu"].sys_len /
                       max(scores["bleu"].ref_len, 1)),
      "parameters": sum(int(v.shape.num_elements())
                        for v in translator.model.trainable_variables)}
  del translator  # One model at a time in memory.
  keras.backend.clear_session()
  return result


def curves(run_dir: str, metric: str, patience: int,
           delta: float) -> Dict[str, object]:
  """The run's dev `metric` and dev loss at each of its evaluations (from
  its latest checkpoint: the history its early stopping judged), its
  convergence (experiment_runs.convergence), its best evaluation and the
  updates it trained."""
  from t2t_dyn.training import checkpoints  # pylint: disable=g-import-not-at-top
  evaluations = checkpoints.saved_evaluations(
      os.path.join(run_dir, "model", "checkpoints"))
  curve = runs_lib.metric_curve(evaluations, metric)
  judged = runs_lib.convergence(curve, patience, delta,
                                runs_lib.minimizes(metric))
  return {"updates": judged.last, "converged": judged.converged,
          "status": judged.status, "metric": metric,
          "best_dev_update": judged.best[0], "best_dev": judged.best[1],
          "curve": curve,
          "loss_curve": runs_lib.metric_curve(evaluations, "loss")}


def train_seconds(run_dir: str) -> float:
  """The run's training wall time: from each dyn-trainer call's start of
  training (its TensorBoard file's creation) to that call's last train
  summary, summed over the calls, so that a run resumed after an
  interruption counts every call, not only the one that finished it."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  from tensorflow.core.util import event_pb2  # pylint: disable=g-import-not-at-top
  from t2t_dyn.decoding import output_dir as output_dir_lib  # pylint: disable=g-import-not-at-top
  pattern = os.path.join(output_dir_lib.tensorboard_dir(
      os.path.join(run_dir, "model"), "train"), "events.out.tfevents.*")
  total = 0.0
  for path in tf.io.gfile.glob(pattern):
    times = [event_pb2.Event.FromString(record.numpy()).wall_time
             for record in tf.data.TFRecordDataset(path)]
    total += max(times, default=0.0) - min(times, default=0.0)
  return total
