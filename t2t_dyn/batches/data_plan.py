"""DataPlan: a run's training data, resolved once.

The programs resolve their flags, the hparams set and the problem's
properties into one frozen DataPlan (bin/common.data_plan; precedence: flag
over problem over hparams set, written there once). Everything downstream
(the trainer, Problem.train_pipeline, the pipeline) takes the plan and
opens only the part it uses; nothing re-derives a setting.
"""

import dataclasses
from typing import Optional

from t2t_dyn.hparams.data_hparams import DataHParams
from t2t_dyn.streams.consumer import Consumer


@dataclasses.dataclass(frozen=True)
class DataPlan:
  """Where the data is (Tensor2Tensor's `data_dir`, shards and set-up beside
  it: shards.layout), how batches are made (`hparams`), which share of the
  lines this process reads (`consumer`), whether every task runs its
  Python transforms (`force_python`, for checks and benchmarks), and
  `data_service`: grpc://host:port of a tf.data service dispatcher whose
  workers run the task streams (None: they run here)."""
  data_dir: str
  hparams: DataHParams = DataHParams()
  consumer: Consumer = Consumer()
  force_python: bool = False
  data_service: Optional[str] = None

  def for_consumer(self, consumer: Consumer) -> "DataPlan":
    """The same plan read by another consumer (a worker of a cluster, an
    elastic resume)."""
    return dataclasses.replace(self, consumer=consumer)
