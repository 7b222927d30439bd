"""Tensor2Tensor's utils.mlperf_log at its module path: the MLPerf
compliance log calls that its Problem and model code made, and user code
copied from it makes.

As in Tensor2Tensor, `transformer_print` logs only with the hparam
mlperf_mode set; there is no compliance log here, so that is refused. The
tags are MLPerf's names for the events Tensor2Tensor's code logs.
"""

from typing import Any, Optional

TRANSFORMER = "transformer"

EVAL_ACCURACY = "eval_accuracy"
EVAL_SIZE = "eval_size"
EVAL_START = "eval_start"
EVAL_STOP = "eval_stop"
EVAL_TARGET = "eval_target"
INPUT_BATCH_SIZE = "input_batch_size"
INPUT_MAX_LENGTH = "input_max_length"
INPUT_ORDER = "input_order"
MODEL_HP_ATTENTION_DENSE = "model_hp_attention_dense"
MODEL_HP_ATTENTION_DROPOUT = "model_hp_attention_dropout"
MODEL_HP_EMBEDDING_SHARED_WEIGHTS = "model_hp_embedding_shared_weights"
MODEL_HP_FFN_FILTER_DENSE = "model_hp_ffn_filter_dense"
MODEL_HP_FFN_OUTPUT_DENSE = "model_hp_ffn_output_dense"
MODEL_HP_INITIALIZER_GAIN = "model_hp_initializer_gain"
MODEL_HP_LAYER_POSTPROCESS_DROPOUT = "model_hp_layer_postprocess_dropout"
MODEL_HP_NORM = "model_hp_norm"
MODEL_HP_NUM_HIDDEN_LAYERS = "model_hp_hidden_layers"
MODEL_HP_RELU_DROPOUT = "model_hp_relu_dropout"
MODEL_HP_SEQ_BEAM_SEARCH = "model_hp_sequence_beam_search"
OPT_HP_ADAM_BETA1 = "opt_hp_Adam_beta1"
OPT_HP_ADAM_BETA2 = "opt_hp_Adam_beta2"
OPT_HP_ADAM_EPSILON = "opt_hp_Adam_epsilon"
OPT_LR = "opt_learning_rate"
OPT_LR_WARMUP_STEPS = "opt_learning_rate_warmup_steps"
OPT_NAME = "opt_name"
PREPROC_NUM_EVAL_EXAMPLES = "preproc_num_eval_examples"
PREPROC_NUM_TRAIN_EXAMPLES = "preproc_num_train_examples"
PREPROC_TOKENIZE_EVAL = "preproc_tokenize_eval"
PREPROC_TOKENIZE_TRAINING = "preproc_tokenize_training"
PREPROC_VOCAB_SIZE = "preproc_vocab_size"
RELU = "relu"
RUN_FINAL = "run_final"
RUN_SET_RANDOM_SEED = "run_set_random_seed"
RUN_START = "run_start"
RUN_STOP = "run_stop"
TRAIN_EPOCH = "train_epoch"
TRAIN_LOOP = "train_loop"


def transformer_print(key: str, value: Any = None, stack_offset: int = 2,
                      deferred: bool = False, hparams: Optional[Any] = None
                      ) -> None:
  """Nothing, as in Tensor2Tensor without mlperf_mode. Raises: ValueError
  when `hparams` sets mlperf_mode (no compliance log is written here)."""
  del key, value, stack_offset, deferred
  if hparams and hparams.get("mlperf_mode", False):
    raise ValueError("mlperf_mode=True: MLPerf compliance logging is not "
                     "provided; drop the hparam")

