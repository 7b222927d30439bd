"""A problem's data as a training run reads it, read from the problem once.

`TrainingData` holds the data config, the transform set-up and the encoders
of the tasks whose ids the problem makes itself (its own feature_encoders);
from them alone it builds the training pipeline and the validation batches.
Problem.train_pipeline and Problem.batched_dataset are this; the trainer
holds one and never calls back into the problem.
"""

import dataclasses
import os
from typing import Any, Dict, Mapping, Optional

from t2t_dyn.batches import eval_batches
from t2t_dyn.batches import pipeline
from t2t_dyn.batches.data_plan import DataPlan
from t2t_dyn.batches.pipeline_state import PipelineState
from t2t_dyn.config.data_config import DataConfig
from t2t_dyn.hparams.data_hparams import DataHParams
from t2t_dyn.mixing.validation_feed import ValidationFeed
from t2t_dyn.setup.transform_setup import TransformSetup
from t2t_dyn.shards import reading as shard_reading


@dataclasses.dataclass(frozen=True)
class TrainingData:
  """`own_encoders`: {task: {"inputs"/"targets": encoder}} for every task
  whose ids the problem's own encoders make (Problem.own_encoders); the
  others are encoded by their transforms and the set-up's vocabulary."""
  data_dir: str
  config: DataConfig
  setup: TransformSetup
  own_encoders: Mapping[str, Mapping[str, Any]]

  def own_encoders_of(self, split: str) -> Dict[str, Mapping[str, Any]]:
    """own_encoders of the tasks of `split` ("train", "valid", ...)."""
    return {task.name: self.own_encoders[task.name]
            for task in self.config.tasks_of_split(split)
            if task.name in self.own_encoders}

  def train_pipeline(self, plan: DataPlan,
                     state: Optional[PipelineState] = None,
                     validation: Optional[ValidationFeed] = None
                     ) -> pipeline.TrainPipeline:
    """The training pipeline of the config's training tasks as `plan` says
    (its data dir must be this one's), resumed from `state` if given;
    `validation`: the trainer's evaluations. Raises: ValueError for another
    data dir; ShardError when the data dir lacks what dyn-datagen makes."""
    if os.path.abspath(plan.data_dir) != os.path.abspath(self.data_dir):
      raise ValueError(f"the plan reads {plan.data_dir}, this data is "
                       f"{self.data_dir}'s")
    train = pipeline.TrainPipeline(
        plan, self.config, self.setup,
        shard_reading.shard_sets(self.data_dir, self.config, "train"),
        encoders=self.own_encoders_of("train"), validation=validation)
    if state is not None:
      train.restore(state)
    return train

  def eval_datasets(self, hparams: DataHParams) -> Dict[str, Any]:
    """{validation task: tf.data.Dataset of its batches} (inference-mode
    transforms, batched as `hparams` says)."""
    own = self.own_encoders_of("valid")
    return {name: eval_batches.eval_dataset(self.config, self.setup, shards,
                                             name, hparams, own.get(name))
            for name, shards in shard_reading.shard_sets(
                self.data_dir, self.config, "valid").items()}
