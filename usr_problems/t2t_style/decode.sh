#!/usr/bin/env bash
# Decoding, as a Tensor2Tensor user's script. Only `t2t-decoder` became
# `dyn-decoder`.
set -e
PROBLEM=${PROBLEM:-translate_ensk_tsv}
MODEL=transformer
HPARAMS=${HPARAMS:-transformer_ensk_cpu}
USR_DIR=${USR_DIR:-$(dirname "$0")}
CORPUS=${CORPUS:-$(dirname "$0")/../../data/demo}
DATA_DIR=${DATA_DIR:-$HOME/t2t_data/$PROBLEM}
TRAIN_DIR=${TRAIN_DIR:-$HOME/t2t_train/$PROBLEM/$MODEL-$HPARAMS}
DECODE_FILE=${DECODE_FILE:-$CORPUS/test.en-sk.en}
REFERENCE=${REFERENCE:-$CORPUS/test.en-sk.sk}
BEAM_SIZE=${BEAM_SIZE:-4}
ALPHA=${ALPHA:-0.6}

dyn-decoder \
  --t2t_usr_dir=$USR_DIR \
  --data_dir=$DATA_DIR \
  --problem=$PROBLEM \
  --model=$MODEL \
  --hparams_set=$HPARAMS \
  --output_dir=$TRAIN_DIR \
  --decode_hparams="beam_size=$BEAM_SIZE,alpha=$ALPHA" \
  --decode_from_file=$DECODE_FILE \
  --decode_to_file=$TRAIN_DIR/translation.sk \
  --decode_reference=$REFERENCE
