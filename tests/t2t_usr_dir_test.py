"""A Tensor2Tensor usr dir (usr_problems/t2t_style) run by its own shell
scripts, whose only change is t2t- -> dyn-, and Tensor2Tensor's flags that
mean something else here.

Every command runs in the test process (t2t_dyn.test_programs), the
scripts' too (_script_in_process): what is tested is what the commands do
with a usr dir and Tensor2Tensor's flags. The suite's end-to-end runs of
these scripts, and of dyn-datagen, dyn-trainer and dyn-decoder, as
processes of their own are run_t2t_usr_dirs_test's (scripts/
run_t2t_usr_dirs.py starts this usr dir's datagen.sh, train.sh and
decode.sh as processes).
"""

import importlib
import os
import pathlib
import sys

import pytest

from t2t_dyn import test_programs
from t2t_dyn.shards import layout

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
USR_DIR = os.path.join(REPO, "usr_problems", "t2t_style")
DEMO = os.path.join(REPO, "data", "demo")
# The scripts' corpus: the demo's first 1000 training pairs (split 8:1:1 by
# translate_ensk_tsv: 800, 100, 100) and 100 dev pairs. Its subword
# vocabulary builds in a second of dyn-datagen, the whole corpus's in ~8.
CORPUS_PAIRS, CORPUS_DEV_PAIRS = 1000, 100


def _env(**variables):
  env = dict(os.environ)
  env["PATH"] = os.path.dirname(sys.executable) + os.pathsep + env["PATH"]
  env.update({k: str(v) for k, v in variables.items()})
  return env


def _script_in_process(name, **variables):
  """The script run by bash, its dyn-* command in this process
  (test_programs.run_shell_script): for a test of what the command does
  rather than of a new process. Returns its output; it must succeed."""
  result = test_programs.run_shell_script(os.path.join(USR_DIR, name),
                                          _env(**variables))
  assert result.returncode == 0, result.stdout + result.stderr
  return result.stdout + result.stderr


def _command(program, *flags, stdin=None):
  return test_programs.run(program, *flags, stdin=stdin)


@pytest.fixture(name="corpus", scope="module")
def corpus_fixture(tmp_path_factory):
  """The scripts' $CORPUS: the start of the demo corpus (CORPUS_PAIRS)."""
  corpus = tmp_path_factory.mktemp("corpus")
  for split, pairs in (("train", CORPUS_PAIRS), ("dev", CORPUS_DEV_PAIRS)):
    for side in ("en", "sk"):
      with open(os.path.join(DEMO, f"{split}.en-sk.{side}"),
                encoding="utf-8") as f:
        lines = f.readlines()[:pairs]
      (corpus / f"{split}.en-sk.{side}").write_text("".join(lines),
                                                    encoding="utf-8")
  return corpus


@pytest.fixture(scope="module")
def trained(tmp_path_factory, corpus):
  """datagen.sh and train.sh of translate_ensk_tsv (one tab-separated file,
  split 8:1:1 by the library, a subword vocabulary built as Tensor2Tensor
  builds it), their commands in this process (run_t2t_usr_dirs_test runs
  the scripts as processes)."""
  root = tmp_path_factory.mktemp("t2t_style")
  dirs = dict(DATA_DIR=root / "data", TMP_DIR=root / "tmp",
              TRAIN_DIR=root / "train", CORPUS=corpus)
  logs = _script_in_process("datagen.sh", **dirs)
  logs += _script_in_process("train.sh", TRAIN_STEPS=6, EVAL_FREQUENCY=6,
                             **dirs)
  return root, dirs, logs


@pytest.mark.slow(reason="runs datagen.sh and train.sh: trains a model")
def test_datagen_and_train_scripts_run_unchanged(trained):
  root, dirs, logs = trained
  for expected in ("train  (all)             800", "dev    (all)             100",
                   "test   (all)             100",
                   "model vocabulary: SubwordTextEncoder of 3380 ids (subwords)",
                   "--eval_throttle_seconds has no effect here",
                   "step 6 eval dev="):
    assert expected in logs
  assert os.path.isfile(dirs["DATA_DIR"] / "vocab.translate_ensk_tsv.4096."
                        "subwords")
  assert os.path.isfile(dirs["TRAIN_DIR"] / "setup" /
                        "vocab.translate_ensk_tsv.4096.subwords")
  assert (root / "train" / "checkpoints").is_dir()


@pytest.mark.slow(reason="runs decode.sh on a trained model")
def test_decode_script_and_tensor2tensors_decode_hparams(trained):
  root, dirs, _ = trained
  source = root / "five.en"
  source.write_text("".join(open(os.path.join(DEMO, "test.en-sk.en"),
                                 encoding="utf-8").readlines()[:5]))
  # BEAM_SIZE unset: the script's beam of 4, which the decoding without
  # --decode_to_file below names and equals.
  logs = _script_in_process("decode.sh", DECODE_FILE=source,
                            REFERENCE=source, **dirs)
  assert "decoded 5 lines" in logs and "BLEU = " in logs and "chrF2" in logs
  assert len((dirs["TRAIN_DIR"] / "translation.sk").read_text().split(
      "\n")) == 6
  common = [f"--t2t_usr_dir={USR_DIR}", f"--output_dir={dirs['TRAIN_DIR']}",
            f"--data_dir={dirs['DATA_DIR']}", f"--decode_from_file={source}"]
  beams = _command(
      "dyn-decoder", *common, f"--decode_to_file={root}/beams.sk",
      "--decode_hparams=beam_size=3,return_beams=true,write_beam_scores=true")
  assert beams.returncode == 0, beams.stderr
  for line in (root / "beams.sk").read_text().splitlines():
    fields = line.split("\t")
    assert len(fields) == 6 and all(float(s) <= 0 for s in fields[1::2])
  scored = root / "pairs.tsv"
  scored.write_text("Close\tZavrieť\nSave the file\tUložiť súbor\n")
  score = _command("dyn-decoder", *common[:3], f"--score_file={scored}",
                   f"--decode_to_file={root}/scores.txt")
  assert score.returncode == 0, score.stderr
  assert [float(x) > 0 for x in
          (root / "scores.txt").read_text().split()] == [True, True]
  # Tensor2Tensor's interactive protocol, which scripts driving
  # t2t-decoder through pexpect read: a prompt ending in "\n>", commands,
  # and the results as INFO:tensorflow lines.
  interactive = _command("dyn-decoder", *common[:3], "--decode_interactive",
                         stdin="Close\nns=2\nOpen\nit=image\nq\nnever\n")
  assert interactive.returncode == 0, interactive.stderr
  assert interactive.stdout.count("\n>") == 5
  results = [line for line in interactive.stderr.splitlines()
             if line.startswith("INFO:tensorflow:Inference results ")]
  assert [r.split(": ", 1)[0] for r in results] == [
      "INFO:tensorflow:Inference results INPUT",
      "INFO:tensorflow:Inference results OUTPUT"] * 3
  assert results[0].endswith("INPUT: Close") and results[2].endswith(
      "INPUT: Open")
  assert "input type 'image': only text input" in interactive.stderr
  # Without --decode_to_file, Tensor2Tensor's name beside the source (its
  # default beam of 4). As Tensor2Tensor's decoder, the run's hparams.json
  # is loaded over the set a script names: decoding with the base set of a
  # model trained with --hparams overrides works, and gives decode.sh's
  # translations.
  named = _command("dyn-decoder", *common, "--hparams_set=transformer_big",
                   "--checkpoint_path=" + str(dirs["TRAIN_DIR"] /
                                              "model.ckpt-6"))
  assert named.returncode == 0, named.stderr
  decodes = pathlib.Path(f"{source}.transformer.transformer_big."
                         f"translate_ensk_tsv.beam4.alpha0.6.decodes")
  assert "hparams.json of" in named.stdout and (
      "hparams of --hparams_set=transformer_big" in named.stdout)
  assert decodes.read_text() == (dirs["TRAIN_DIR"] /
                                 "translation.sk").read_text()
  missing = _command("dyn-decoder", *common, "--checkpoint_path=" +
                     str(dirs["TRAIN_DIR"] / "model.ckpt-7"))
  assert missing.returncode == 1
  assert ("--checkpoint_path=" in missing.stderr and "model.ckpt-7: no "
          "checkpoint there;" in missing.stderr and "checkpoints/ckpt-6"
          in missing.stderr)
  sampled = _command("dyn-decoder", *common,
                     f"--decode_to_file={root}/sampled.sk",
                     "--hparams=sampling_method=random")
  assert sampled.returncode == 1
  assert "sampling_method=random samples one output per line: set " \
         "--decode_hparams=beam_size=1 (got 4)" in sampled.stderr
  unsupported = _command("dyn-decoder", *common,
                         f"--decode_to_file={root}/x.sk",
                         "--decode_hparams=num_decodes=2")
  assert "not implemented here: num_decodes=2" in unsupported.stderr
  # A true conflict, an override that would not fit the checkpoint: refused.
  wrong = _command("dyn-decoder", *common, f"--decode_to_file={root}/y",
                   "--hparams_set=transformer_big", "--hparams=hidden_size=64")
  assert wrong.returncode == 1
  assert ("--hparams_set=transformer_big --hparams=hidden_size=64 does not "
          "describe the model in " in wrong.stderr and
          "hidden_size: 64 (--hparams_set=transformer_big "
          "--hparams=hidden_size=64) vs 128 (trained)" in wrong.stderr)
  other_model = _command("dyn-decoder", *common, f"--decode_to_file={root}/z",
                         "--model=lstm_seq2seq", "--hparams_set=lstm_seq2seq")
  assert other_model.returncode == 1
  assert "(--model=lstm_seq2seq)" in other_model.stderr


@pytest.mark.slow(reason="decodes with a trained model")
def test_decoding_the_problems_own_splits_as_tensor2tensor_did(trained):
  # Neither --decode_from_file nor --decode_interactive: t2t-decoder
  # decoded the problem's dataset, its test split with --eval_use_test_set
  # (a headline-generation project's test.sh decodes so), into three files
  # named after --decode_to_file, or printed them without it.
  from t2t_dyn.decoding import translator  # pylint: disable=g-import-not-at-top
  from t2t_dyn.utils import registry  # pylint: disable=g-import-not-at-top
  root, dirs, _ = trained
  common = [f"--t2t_usr_dir={USR_DIR}", "--problem=translate_ensk_tsv",
            "--model=transformer", "--hparams_set=transformer_ensk_cpu",
            f"--output_dir={dirs['TRAIN_DIR']}",
            f"--data_dir={dirs['DATA_DIR']}"]
  base = root / "headlines.txt"
  test = _command("dyn-decoder", *common, "--eval_use_test_set=True",
                  "--decode_hparams=beam_size=2,alpha=0.6,num_samples=4",
                  f"--decode_to_file={base}")
  assert test.returncode == 0, test.stderr[-3000:]
  stem = (f"{base}.transformer.transformer_ensk_cpu.translate_ensk_tsv."
          f"beam2.alpha0.6")
  written = {suffix: pathlib.Path(f"{stem}.{suffix}").read_text(
      encoding="utf-8").splitlines() for suffix in ("decodes", "targets",
                                                    "inputs")}
  from t2t_dyn.utils import usr_dir  # pylint: disable=g-import-not-at-top
  usr_dir.import_usr_dir(USR_DIR)
  config = registry.problem("translate_ensk_tsv").get_data_config()
  assert written["inputs"] == translator.task_lines(
      config, str(dirs["DATA_DIR"]), "test")[:4]
  assert written["targets"] == translator.task_lines(
      config, str(dirs["DATA_DIR"]), "test", side=1)[:4]
  assert len(written["decodes"]) == 4
  no_data = _command("dyn-decoder", *common[:-1], "--eval_use_test_set")
  assert no_data.returncode == 1
  assert ("give --decode_from_file, --decode_interactive, "
          "--decode_from_task, or --data_dir to decode the problem's test "
          "data") in no_data.stderr
  swept = _command("dyn-decoder", *common, "--alpha_sweep=0,1",
                   f"--decode_to_file={root}/swept.sk")
  assert swept.returncode == 1
  assert ("--alpha_sweep: not used when decoding the problem's own data"
          in swept.stderr)
  dev = _command("dyn-decoder", *common, "--decode_hparams=num_samples=2")
  assert dev.returncode == 0, dev.stderr[-3000:]
  targets = [line.split(": ", 1)[1] for line in dev.stderr.splitlines()
             if line.startswith("INFO:tensorflow:Inference results TARGET")]
  assert targets == translator.task_lines(
      config, str(dirs["DATA_DIR"]), "dev", side=1)[:2]


@pytest.mark.slow(reason="trains a tiny LSTM on 2 replicas")
def test_tensor2tensors_lstm_trains_and_decodes_as_its_users_ran_it(trained):
  # As LSTM users' scripts: --model=lstm_seq2seq_attention_bidirectional_
  # encoder with a Tensor2Tensor LSTM set and a batch size, on 2 CPU
  # replicas (--worker_gpu=2 without GPUs); decoded by naming the set.
  root, dirs, _ = trained
  train_dir = root / "lstm"
  common = [f"--t2t_usr_dir={USR_DIR}", "--problem=translate_ensk_tsv",
            f"--data_dir={dirs['DATA_DIR']}", f"--output_dir={train_dir}",
            "--model=lstm_seq2seq_attention_bidirectional_encoder",
            "--hparams_set=lstm_luong_attention_multi"]
  trained_lstm = _command(
      "dyn-trainer", *common, "--hparams=batch_size=512,hidden_size=16,"
      "attention_layer_size=8,max_input_seq_length=30",
      "--train_steps=4", "--local_eval_frequency=4", "--worker_gpu=2")
  assert trained_lstm.returncode == 0, trained_lstm.stderr[-3000:]
  assert "2 replicas on the CPU" in trained_lstm.stdout
  assert "step 4 eval dev=" in trained_lstm.stdout
  source = root / "three.en"
  source.write_text("Close\nOpen the file\nSave\n")
  decoded = _command("dyn-decoder", *common[:2], *common[3:],
                     f"--decode_from_file={source}",
                     f"--decode_to_file={root}/lstm.sk",
                     "--decode_hparams=beam_size=2")
  assert decoded.returncode == 0, decoded.stderr[-3000:]
  assert "decoded 3 lines" in decoded.stdout
  assert len((root / "lstm.sk").read_text().split("\n")) == 4


@pytest.mark.slow(reason="its data is the trained fixture's")
def test_dyn_debug_stats_show_packed_batches_of_the_trainers_flags(trained):
  # --packed_length (a data flag dyn-trainer takes too), and Tensor2Tensor's
  # pack_dataset, which packs at max_length.
  import json  # pylint: disable=g-import-not-at-top
  _, dirs, _ = trained
  common = [f"--t2t_usr_dir={USR_DIR}", "--problem=translate_ensk_tsv",
            f"--data_dir={dirs['DATA_DIR']}", "--stats=40",
            "--hparams_set=transformer_ensk_cpu"]
  stats = {}
  for name, flags in (("bucketed", ["--hparams=batch_size=1024"]),
                      ("packed", ["--hparams=batch_size=1024",
                                  "--packed_length=64"]),
                      ("pack_dataset", ["--hparams=batch_size=1024,"
                                        "pack_dataset=true,max_length=48"])):
    result = _command("dyn-debug", *common, *flags)
    assert result.returncode == 0, result.stderr
    stats[name] = json.loads(result.stdout)
  assert [stats[n]["packed_length"] for n in stats] == [0, 64, 48]
  assert stats["packed"]["padding_efficiency"] >= 0.95
  assert (stats["packed"]["padding_efficiency"] >
          stats["bucketed"]["padding_efficiency"])


@pytest.mark.slow(reason="trains a tiny model")
def test_a_problem_with_its_own_encoding_trains_and_decodes(tmp_path, corpus):
  dirs = dict(DATA_DIR=tmp_path / "data", TMP_DIR=tmp_path / "tmp",
              TRAIN_DIR=tmp_path / "train", CORPUS=corpus,
              PROBLEM="translate_ensk_characters", HPARAMS="transformer_tiny")
  logs = _script_in_process("datagen.sh", **dirs)
  # Its generate_encoded_samples made the ids: no vocabulary is built.
  assert ("model vocabulary: the problem's own encoders (inputs: "
          "ByteTextEncoder of 258 ids; targets: ByteTextEncoder of 258 ids)"
          in logs)
  shards = pathlib.Path(layout.shards_dir(str(tmp_path / "data")))
  with open(next((shards / "train").glob("*inputs.gz")), "rb") as f:
    import gzip  # pylint: disable=g-import-not-at-top
    first = gzip.decompress(f.read()).decode().splitlines()[0]
  assert all(token.isdigit() for token in first.split())  # Ids: encoded.
  # No evaluation (EVAL_FREQUENCY=0): what is tested is the encoding.
  _script_in_process("train.sh", TRAIN_STEPS=2, EVAL_FREQUENCY=0, **dirs)
  source = tmp_path / "in.en"
  source.write_text("Close\nOpen\n")
  logs = _script_in_process("decode.sh", BEAM_SIZE=1, DECODE_FILE=source,
                            REFERENCE=source, **dirs)
  assert "decoded 2 lines" in logs


@pytest.mark.parametrize("flags,expected", [
    (["--use_tpu=true", "--cloud_mlengine=true"],
     ["--use_tpu: refused: TPUs are not supported",
      "--cloud_mlengine: refused: Cloud ML Engine"]),
    (["--eval_use_test_set=true"],
     ["--eval_use_test_set: not yet: validating on the test split during "
      "training"]),
    (["--ps_replicas=1", "--sync=true"],
     ["--ps_replicas: refused: parameter-server training is not supported",
      "--sync: refused"]),
    (["--worker_replicas=2"],
     ["--worker_replicas=2: multi-worker training reads its cluster from "
      "TF_CONFIG, which is not set"]),
])
def test_tensor2tensor_flags_without_a_meaning_here_are_named(flags,
                                                              expected):
  result = _command("dyn-trainer", "--problem=translate_ensk_tsv",
                    "--data_dir=/nonexistent", "--output_dir=/nonexistent",
                    *flags)
  assert result.returncode == 1
  for text in expected:
    assert text in result.stderr
  assert "FATAL Flags parsing error" not in result.stderr


def test_flags_a_program_lacks_are_ignored_by_name_as_tensor2tensor_did():
  # TensorFlow 1's tf.app.run parsed known flags only: users' scripts pass
  # flags a program never defined (--hparams to t2t-translate-all).
  result = _command("dyn-bleu", f"--translation={DEMO}/test.en-sk.sk",
                    f"--reference={DEMO}/test.en-sk.sk", "--hparams=x=1",
                    "--referance=y")
  assert result.returncode == 0, result.stderr
  assert "BLEU_cased = 100.00" in result.stdout
  assert ("dyn-bleu: --hparams is not a flag of dyn-bleu: ignored, as "
          "Tensor2Tensor's programs ignored flags they do not define"
          in result.stderr)
  assert "--referance is not a flag of dyn-bleu: ignored" in result.stderr
  assert "(did you mean --reference?)" in result.stderr


def test_model_names_and_the_registry(tmp_path):
  common = [f"--t2t_usr_dir={USR_DIR}", "--problem=translate_ensk_tsv",
            f"--data_dir={tmp_path}", f"--output_dir={tmp_path}/out"]
  encoder = _command("dyn-trainer", *common, "--model=lstm_encoder")
  assert "--model=lstm_encoder: an encoder alone" in encoder.stderr
  result = _command("dyn-trainer", *common, "--model=neural_gpu")
  assert result.returncode == 1
  assert ("unknown model 'neural_gpu'. Registered models: "
          "lstm_seq2seq, lstm_seq2seq_attention, lstm_seq2seq_attention_"
          "bidirectional_encoder, lstm_seq2seq_bidirectional_encoder, "
          "transformer") in result.stderr
  listing = _command("dyn-trainer", f"--t2t_usr_dir={USR_DIR}",
                     "--registry_help")
  assert listing.returncode == 0, listing.stderr
  for name in ("translate_ensk_tsv", "translate_ensk_files",
               "transformer_ensk_cpu", "transformer_big_single_gpu",
               "transformer_tpu", "lstm_attention", "lstm_seq2seq_attention",
               "transformer", "sentencepiece"):
    assert f"  * {name}\n" in listing.stdout
  datagen = _command("dyn-datagen", f"--t2t_usr_dir={USR_DIR}",
                     "--only_list")
  assert "translate_ensk_characters" in datagen.stdout.split()
  refused = _command("dyn-datagen", "--problem=translate_ensk_tsv",
                     f"--data_dir={tmp_path}", "--task_id=3")
  assert "--task_id: refused: distributed data generation" in refused.stderr


def _dev_pairs(problem, data_dir):
  """(inputs ids, targets ids) of every row of the problem's dev task."""
  from t2t_dyn.hparams.data_hparams import DataHParams  # pylint: disable=g-import-not-at-top
  pairs = set()
  for batch in problem.batched_dataset("eval", data_dir, DataHParams(
      batch_size=512, max_length=256, window_size=64))["dev"]:
    for inputs, targets in zip(batch["inputs"].numpy(),
                               batch["targets"].numpy()):
      pairs.add((tuple(i for i in inputs if i), tuple(t for t in targets
                                                       if t)))
  return pairs


# A launcher as Tensor2Tensor users wrote them (a grapheme-to-phoneme and an
# IWSLT project did): it imports t2t_trainer for its flags, sets some, and
# hands over to its main. Its problem is Tensor2Tensor's `X_rev` after
# `t2t-datagen --problem=X`, whose run the _rev checks below read.
LAUNCHER = '''\
import tensorflow as tf

from tensor2tensor.bin import t2t_trainer

flags = tf.flags
FLAGS = flags.FLAGS


def main(argv):
  FLAGS.problem = "translate_ensk_tsv_rev"
  FLAGS.model = "transformer"
  FLAGS.hparams_set = "transformer_ensk_cpu"
  t2t_trainer.main(argv)


if __name__ == "__main__":
  tf.app.run()
'''


@pytest.mark.slow(reason="trains the reverse model for two updates")
def test_a_launcher_trains_the_rev_problem_after_dyn_upgrade(trained,
                                                           tmp_path):
  """A launcher importing t2t_trainer runs after dyn-upgrade and trains
  its problem, `translate_ensk_tsv_rev`: X's data files and vocabulary,
  inputs and targets swapped (the registry's `_rev`), no data generated
  for it; the reverse model decodes."""
  _, dirs, _ = trained
  data_dir = str(dirs["DATA_DIR"])
  with test_programs.isolated():
    # pylint: disable=g-import-not-at-top
    from t2t_dyn.utils import registry
    from t2t_dyn.utils import usr_dir
    # pylint: enable=g-import-not-at-top
    usr_dir.import_usr_dir(USR_DIR)
    forward = registry.problem("translate_ensk_tsv")
    backward = registry.problem("translate_ensk_tsv_rev")
    assert backward.was_reversed
    assert backward.transform_setup(data_dir).setup_dir == (
        forward.transform_setup(data_dir).setup_dir)
    pairs = _dev_pairs(forward, data_dir)
    assert len(pairs) > 50
    assert _dev_pairs(backward, data_dir) == {(t, i) for i, t in pairs}
  (tmp_path / "train_launcher.py").write_text(LAUNCHER, encoding="utf-8")
  ported = tmp_path / "ported.py"
  upgrade = _command("dyn-upgrade", f"--infile={tmp_path}/train_launcher.py",
                     f"--outfile={ported}",
                     f"--reportfile={tmp_path}/report.txt")
  assert upgrade.returncode == 0, upgrade.stderr
  assert "from t2t_dyn.bin import t2t_trainer" in ported.read_text(
      encoding="utf-8")
  output_dir = tmp_path / "rev"
  from t2t_dyn.test_utils import TINY_HPARAMS  # pylint: disable=g-import-not-at-top
  # `python ported.py ...`, the script run as __main__ in this process; the
  # launcher's set made tiny from the command line (what is tested is the
  # launcher's hand-over, not the set's size).
  train = test_programs.run(
      str(ported), f"--t2t_usr_dir={USR_DIR}", f"--data_dir={data_dir}",
      f"--output_dir={output_dir}", f"--hparams={TINY_HPARAMS},batch_size=256",
      "--train_steps=2", "--local_eval_frequency=2", "--eval_steps=1")
  assert train.returncode == 0, train.stderr[-3000:]
  assert "step 2 eval dev=" in train.stdout + train.stderr
  assert (output_dir / "checkpoints").is_dir()
  assert not os.path.exists(os.path.join(layout.work_dir(data_dir),
                                         "translate_ensk_tsv_reverse"))
  source = tmp_path / "in.sk"
  source.write_text("Zavrieť\n", encoding="utf-8")
  decode = _command("dyn-decoder", f"--t2t_usr_dir={USR_DIR}",
                    f"--output_dir={output_dir}",
                    f"--decode_from_file={source}",
                    f"--decode_to_file={tmp_path}/out.en",
                    "--decode_hparams=beam_size=1,extra_length=3")
  assert decode.returncode == 0, decode.stderr[-3000:]
  assert len((tmp_path / "out.en").read_text(
      encoding="utf-8").splitlines()) == 1


@pytest.mark.parametrize("program", ["avg_all", "bleu", "datagen", "decoder",
                                     "trainer", "translate_all"])
def test_tensor2tensors_program_modules_are_the_dyn_programs(program,
                                                           tmp_path):
  # Each Tensor2Tensor program with a dyn- counterpart, at its module path;
  # one per run (a script run by test_programs, as a process would), as
  # each defines its program's flags.
  t2t_root = os.path.dirname(importlib.util.find_spec("tensor2tensor").origin)
  assert os.path.isfile(os.path.join(t2t_root, "bin", f"t2t_{program}.py"))
  script = tmp_path / "check_module.py"
  script.write_text(
      f"from t2t_dyn.bin import t2t_{program} as t, dyn_{program} as d\n"
      f"assert t.main is d.main and t.FLAGS is d.FLAGS\n", encoding="utf-8")
  check = test_programs.run(str(script))
  assert check.returncode == 0, check.stderr[-2000:]
