#!/usr/bin/env bash
# Training, as a Tensor2Tensor user's script. Only `t2t-trainer` became
# `dyn-trainer`.
set -e
PROBLEM=${PROBLEM:-translate_ensk_tsv}
MODEL=transformer
HPARAMS=${HPARAMS:-transformer_ensk_cpu}
USR_DIR=${USR_DIR:-$(dirname "$0")}
DATA_DIR=${DATA_DIR:-$HOME/t2t_data/$PROBLEM}
TRAIN_DIR=${TRAIN_DIR:-$HOME/t2t_train/$PROBLEM/$MODEL-$HPARAMS}
TRAIN_STEPS=${TRAIN_STEPS:-20000}
EVAL_FREQUENCY=${EVAL_FREQUENCY:-1000}

mkdir -p $TRAIN_DIR
dyn-trainer \
  --t2t_usr_dir=$USR_DIR \
  --data_dir=$DATA_DIR \
  --problem=$PROBLEM \
  --model=$MODEL \
  --hparams_set=$HPARAMS \
  --hparams="batch_size=2048" \
  --output_dir=$TRAIN_DIR \
  --train_steps=$TRAIN_STEPS \
  --local_eval_frequency=$EVAL_FREQUENCY \
  --eval_steps=10 \
  --keep_checkpoint_max=3 \
  --random_seed=7 \
  --worker_gpu=1 \
  --schedule=continuous_train_and_eval \
  --eval_throttle_seconds=60
