"""Writes tests/data/before_restructure/ with the code of the commit it runs at."""
import os, shutil, subprocess, sys
from t2t_dyn.test_utils import write_lines
root = "tests/data/before_restructure"
shutil.rmtree(root, ignore_errors=True)
os.makedirs(root)
en = open("data/demo/train.en-sk.en", encoding="utf-8").read().splitlines()[:150]
sk = open("data/demo/train.en-sk.sk", encoding="utf-8").read().splitlines()[:150]
write_lines(f"{root}/train.en", en); write_lines(f"{root}/train.sk", sk)
write_lines(f"{root}/dev.en", en[:10]); write_lines(f"{root}/dev.sk", sk[:10])
open(f"{root}/config.yaml", "w").write("""\
# A run written before the package restructuring (see README.md here).
meta:
  shard: {n_shards: 2}
  train: {name: setup, vocab_path: data/word_vocab.txt, reorder_max_dist: 2}
tasks:
  en_sk:
    transforms: [reorder, drop, filter_too_long]
    inputs:
      demo: {src: train.en, tgt: train.sk}
  dev:
    split: valid
    n_shards: 1
    inputs:
      demo: {src: dev.en, tgt: dev.sk}
""")
env = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3"}
bin_dir = os.path.dirname(sys.executable)
common = ["--problem=dyn_translate", f"--data_config={root}/config.yaml", f"--data_dir={root}/data"]
subprocess.run([f"{bin_dir}/dyn-datagen", *common, f"--tmp_dir=/tmp/fixture_tmp"], check=True, env=env)
subprocess.run([f"{bin_dir}/dyn-trainer", *common, f"--output_dir={root}/model",
                "--hparams=hidden_size=16,filter_size=32,num_hidden_layers=1,num_heads=2,batch_size=256,max_length=40",
                "--train_steps=2", "--local_eval_frequency=2", "--eval_steps=0", "--window_size=64",
                "--keep_checkpoint_max=1"], check=True, env=env)
