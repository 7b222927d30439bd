"""Translation quality of the validation tasks during training.

The trainer's evaluation reports each validation task's loss; with
`--eval_decode` it also translates the task's source lines with the model
being trained, through the task's feature_encoders in inference mode (what
dyn-decoder does with a checkpoint), and scores the output against the
task's target lines with sacrebleu: corpus BLEU and chrF, on detokenized
text. Monolingual validation tasks have no reference translation and are
scored by their loss only.
"""

import dataclasses
from typing import Dict, List, Mapping

from t2t_dyn.config.data_config import DataConfig
from t2t_dyn.decoding import translator


@dataclasses.dataclass(frozen=True)
class _TaskText:
  encoders: Dict[str, object]
  sources: List[str]
  references: List[str]


class ValidationTranslator:
  """Translates and scores the parallel validation tasks of a data config."""

  def __init__(self, config: DataConfig, data_dir: str,
               encoders: Mapping[str, Mapping[str, object]],
               max_lines: int = 0, beam_size: int = 1, alpha: float = 0.6):
    """Reads each parallel validation task's shards (its first `max_lines`
    pairs; 0: all) from `data_dir`; `encoders`: {task: its feature
    encoders} for every parallel validation task. Raises:
    ShardMismatchError, SetupError."""
    self.beam_size, self.alpha = beam_size, alpha
    self.tasks: Dict[str, _TaskText] = {}
    self.mono_tasks: List[str] = []
    for task in config.tasks_of_split("valid"):
      if not task.is_parallel:
        self.mono_tasks.append(task.name)
        continue
      sources = translator.task_lines(config, data_dir, task.name, side=0)
      references = translator.task_lines(config, data_dir, task.name, side=1)
      if max_lines:
        sources, references = sources[:max_lines], references[:max_lines]
      self.tasks[task.name] = _TaskText(dict(encoders[task.name]), sources,
                                        references)

  def describe(self) -> str:
    """One line: what each evaluation translates."""
    parts = [f"{name} ({len(text.sources)} lines)"
             for name, text in self.tasks.items()]
    line = ("eval_decode: translating " + ", ".join(parts) +
            f" with beam size {self.beam_size}" if parts else
            "eval_decode: no parallel validation task to translate")
    if self.mono_tasks:
      line += "; loss only (monolingual): " + ", ".join(self.mono_tasks)
    return line

  def __call__(self, model) -> Dict[str, Dict[str, float]]:
    """{task: {"bleu": corpus BLEU, "chrf": chrF}} of `model`'s
    translations."""
    results = {}
    for name, text in self.tasks.items():
      hypotheses = [beams[0].text if beams else "" for beams in
                    translator.translate_lines(
                        model, text.encoders, text.sources,
                        translator.DecodeOptions(beam_size=self.beam_size,
                                                  alpha=self.alpha),
                        source_name=f"validation task {name}")]
      scores = translator.score(hypotheses, text.references)
      results[name] = {"bleu": scores["bleu"].score,
                       "chrf": scores["chrf"].score}
    return results
