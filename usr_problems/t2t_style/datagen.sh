#!/usr/bin/env bash
# Data generation, as a Tensor2Tensor user's script: copy the corpus into
# TMP_DIR, then the datagen command. Only `t2t-datagen` became `dyn-datagen`.
set -e
PROBLEM=${PROBLEM:-translate_ensk_tsv}
USR_DIR=${USR_DIR:-$(dirname "$0")}
CORPUS=${CORPUS:-$(dirname "$0")/../../data/demo}
DATA_DIR=${DATA_DIR:-$HOME/t2t_data/$PROBLEM}
TMP_DIR=${TMP_DIR:-/tmp/t2t_datagen}

mkdir -p $DATA_DIR $TMP_DIR
cp $CORPUS/{train,dev}.en-sk.{en,sk} $TMP_DIR/
paste $CORPUS/train.en-sk.en $CORPUS/train.en-sk.sk > $TMP_DIR/en-sk.tsv

dyn-datagen \
  --t2t_usr_dir=$USR_DIR \
  --data_dir=$DATA_DIR \
  --tmp_dir=$TMP_DIR \
  --problem=$PROBLEM
