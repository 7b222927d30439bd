"""The back-translation loop and scoring with a target, through the commands,
on tiny data: train reverse -> back-translate a monolingual task -> add the
synthetic corpus as a tagged task -> train forward with it in the mix."""

import json
import os
import re

import pytest

from t2t_dyn import test_programs
from t2t_dyn.data_generators import text_encoder
from t2t_dyn.shards import layout
from t2t_dyn.test_utils import build_problem
from t2t_dyn.transforms import segmentation_base

REPO = os.path.join(os.path.dirname(__file__), "..")
EN = ["the cat sleeps", "a dog runs", "birds fly high", "one", "we read books",
      "the dog sleeps", "a cat runs"]
SK = ["mačka spí", "pes beží", "vtáky letia vysoko", "jeden", "čítame knihy",
      "pes spí", "mačka beží"]
TINY = ["--hparams_set=transformer_tiny",
        "--hparams=hidden_size=32,filter_size=64,num_hidden_layers=1,"
        "num_heads=2,batch_size=256", "--log_step_count_steps=2"]


def _run(module, *flags):
  """The command's stdout; it must succeed. Run in this process: the loop's
  commands are tested, not their start-up."""
  result = test_programs.run(module, *flags)
  assert result.returncode == 0, result.stderr
  return result.stdout


def _write(path, lines):
  """Writes the lines once: a corpus rewritten would count as changed."""
  if not path.exists():
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
  return str(path)


def _config(tmp_path, extra_tasks=None):
  tasks = {
      "en_sk": {"transforms": ["lang_prefix_both"], "inputs": {"c": {
          "src": _write(tmp_path / "en.txt", EN * 10),
          "tgt": _write(tmp_path / "sk.txt", SK * 10)}}},
      "mono_sk": {"type": "mono", "weight": 0.0,
                  "transforms": ["duplicate_mono"], "inputs": {"c": {
          "mono": _write(tmp_path / "mono.sk", SK[::-1] * 3)}}},
      "dev": {"split": "valid", "n_shards": 1,
              "transforms": ["lang_prefix_both"], "inputs": {"c": {
                  "src": str(tmp_path / "en.txt"),
                  "tgt": str(tmp_path / "sk.txt")}}},
      **(extra_tasks or {})}
  path = tmp_path / f"config{len(tasks)}.json"
  path.write_text(json.dumps({
      "meta": {"shard": {"n_shards": 2},
               "train": {"name": "bt", "src_lang": "en", "trg_lang": "sk",
                         "approx_vocab_size": 100}},
      "tasks": tasks}))
  return str(path)


@pytest.fixture(scope="module")
def reverse_model(tmp_path_factory):
  tmp_path = tmp_path_factory.mktemp("bt")
  config = _config(tmp_path)
  data_dir = str(tmp_path / "data")
  problem = ["--problem=dyn_translate", f"--data_config={config}",
             f"--data_dir={data_dir}"]
  _run("dyn_datagen", *problem, f"--tmp_dir={tmp_path}/tmp")
  logs = _run("dyn_datagen", *problem, f"--tmp_dir={tmp_path}/tmp",
              "--reverse")
  assert "shard: task en_sk: skipped (up to date)" in logs
  model = str(tmp_path / "reverse")
  _run("dyn_trainer", *problem, f"--output_dir={model}", "--reverse",
       "--train_steps=6", "--local_eval_frequency=6", "--save_every=6",
       "--export_saved_model", *TINY)
  return tmp_path, data_dir, model


@pytest.mark.slow(reason="its fixture trains a tiny model")
def test_the_reverse_model_is_exported_when_training_ends(reverse_model):
  """Tensor2Tensor's --export_saved_model: a SavedModel of the trained
  model (its SentencePiece task segmenting in the graph) that translates
  as the decoder does."""
  import tensorflow as tf  # pylint: disable=g-import-not-at-top
  from t2t_dyn.data_generators import problem as problem_lib  # pylint: disable=g-import-not-at-top
  from t2t_dyn.decoding import translator as translator_lib  # pylint: disable=g-import-not-at-top
  _, _, model = reverse_model
  exports = os.listdir(os.path.join(model, "export"))
  assert len(exports) == 1 and exports[0].isdigit(), exports
  served = tf.saved_model.load(os.path.join(model, "export", exports[0]))
  outputs = served.signatures["translate"](inputs=tf.constant(SK[:3]))
  problem = problem_lib.Problem(
      data_config=translator_lib.saved_data_config(model))
  translator = translator_lib.Translator(problem, model, "en_sk")
  assert [o.decode("utf-8") for o in outputs["outputs"].numpy()] == (
      translator.translate(SK[:3]))


@pytest.mark.slow(reason="trains two tiny models")
def test_the_back_translation_loop(reverse_model):
  tmp_path, data_dir, model = reverse_model
  # Back-translate the Slovak monolingual task with the reverse model,
  # sampling (Edunov et al. 2018), its lines written beside the output.
  logs = _run("dyn_decoder", f"--output_dir={model}",
              "--transforms_from_task=en_sk", "--decode_from_task=mono_sk",
              f"--data_dir={data_dir}",
              "--hparams=sampling_method=random,sampling_temp=1.0",
              "--decode_hparams=beam_size=1", "--random_seed=5",
              f"--decode_to_file={tmp_path}/bt.en",
              f"--write_inputs_to={tmp_path}/bt.sk")
  assert "decoded 21 lines" in logs
  synthetic = (tmp_path / "bt.en").read_text(encoding="utf-8").splitlines()
  originals = (tmp_path / "bt.sk").read_text(encoding="utf-8").splitlines()
  assert len(synthetic) == len(originals) == 21
  assert sorted(originals) == sorted(SK[::-1] * 3)
  assert sum(bool(line) for line in synthetic) >= 15
  # Seeded: the same command gives the same synthetic sources.
  _run("dyn_decoder", f"--output_dir={model}", "--transforms_from_task=en_sk",
       "--decode_from_task=mono_sk", f"--data_dir={data_dir}",
       "--hparams=sampling_method=random", "--decode_hparams=beam_size=1",
       "--random_seed=5",
       f"--decode_to_file={tmp_path}/again.en")
  assert (tmp_path / "again.en").read_text(encoding="utf-8").splitlines() == (
      synthetic)

  # The synthetic corpus joins the forward config as a tagged task, sharded
  # on its own; the other tasks' shards are reused untouched.
  config = _config(tmp_path, {"bt_en_sk": {
      "transforms": ["lang_prefix_both"], "weight": 0.5,
      "meta": {"extra_prefix": "<BT>"},
      "inputs": {"bt": {"src": str(tmp_path / "bt.en"),
                        "tgt": str(tmp_path / "bt.sk")}}}})
  manifest = os.path.join(layout.shards_dir(data_dir), "en_sk")
  before = {n: os.stat(os.path.join(manifest, n)).st_mtime_ns
            for n in os.listdir(manifest)}
  problem = ["--problem=dyn_translate", f"--data_config={config}",
             f"--data_dir={data_dir}"]
  logs = _run("dyn_datagen", *problem, f"--tmp_dir={tmp_path}/tmp")
  for task in ("en_sk", "mono_sk", "dev"):
    assert f"shard: task {task}: skipped (up to date)" in logs
  assert "shard: task bt_en_sk: building (not sharded yet)" in logs
  assert "<BT>" in logs  # A special token of the new set-up.
  assert {n: os.stat(os.path.join(manifest, n)).st_mtime_ns
          for n in os.listdir(manifest)} == before
  # The next round starts from the previous model (warm start); the new
  # set-up's vocabulary gained <BT> and pieces trained with the synthetic
  # data, so ids moved: refused unless the rows are matched by token.
  forward = ["--problem=dyn_translate", f"--data_config={config}",
             f"--data_dir={data_dir}", f"--output_dir={tmp_path}/forward",
             "--train_steps=4", "--local_eval_frequency=4", "--save_every=4",
             f"--warm_start_from={model}", *TINY]
  refused = test_programs.run("dyn_trainer", *forward)
  assert refused.returncode == 1
  assert (f"the vocabulary of {model}/setup (28 tokens) differs from this "
          f"run's (29 tokens; id 3: '<FROM_sk>' there, '<BT>' here"
          in refused.stderr), refused.stderr
  logs = _run("dyn_trainer", *forward, "--warm_start_vocab=by_token")
  assert re.search(r"warm start from .*reverse/checkpoints/ckpt-6: \d+ model "
                   r"variables copied; .*: \d+ rows copied, 3 new tokens "
                   r"initialized fresh",
                   logs), logs
  assert "bt_en_sk=0.33" in logs  # In the mix: 0.5 / (1 + 0 + 0.5).
  assert "step 4 best loss=" in logs
  logs = _run("dyn_decoder", f"--output_dir={tmp_path}/forward",
              "--transforms_from_task=en_sk", "--checkpoint_path=best",
              f"--decode_from_file={tmp_path}/en.txt",
              f"--decode_to_file={tmp_path}/forward.sk")
  assert f"with {tmp_path}/forward/best/ckpt-4 to" in logs


@pytest.mark.slow(reason="its fixture trains a tiny model")
def test_scoring_pairs_with_a_target_file(reverse_model):
  tmp_path, _, model = reverse_model
  sources = _write(tmp_path / "score.sk", ["mačka spí", "", "jeden"])
  targets = _write(tmp_path / "score.en", ["the cat sleeps", "one", ""])
  _run("dyn_decoder", f"--output_dir={model}", "--transforms_from_task=en_sk",
       f"--decode_from_file={sources}", f"--score_target_file={targets}",
       f"--decode_to_file={tmp_path}/scores.tsv", "--force_decode")
  rows = [line.split("\t") for line in
          (tmp_path / "scores.tsv").read_text(encoding="utf-8").splitlines()]
  assert len(rows) == 3  # One per pair, empty sides included.
  for log_prob, tokens, mean, pieces in rows:
    pieces = pieces.split()
    assert int(tokens) == len(pieces) and pieces[-1].startswith("<EOS>|")
    assert float(log_prob) < 0
    assert abs(float(mean) - float(log_prob) / int(tokens)) < 1e-3
    assert abs(sum(float(p.rsplit("|", 1)[1]) for p in pieces) -
               float(log_prob)) < 0.01
  assert [p.split("|")[0] for p in rows[0][3].split()] == [
      "the", "cat", "sleeps", "<EOS>"]
  short = _write(tmp_path / "short.en", ["one"])
  result = test_programs.run(
      "dyn_decoder", f"--output_dir={model}", "--transforms_from_task=en_sk",
      f"--decode_from_file={sources}", f"--score_target_file={short}",
      f"--decode_to_file={tmp_path}/x")
  assert result.returncode == 1
  assert (f"--score_target_file {short} has 1 lines, {sources} has 3"
          in result.stderr)


def test_pairs_are_encoded_together_for_transforms_that_need_both_sides(
    tmp_path):
  """morfessor_em_taboo_reordered segments a pair jointly: scoring encodes
  the pair in one chain run; one side alone cannot be encoded."""
  lexicon = os.path.join(REPO, "data", "demo", "models",
                         "morfessor.lexicon.txt")
  text = _write(tmp_path / "same.txt", SK * 4)
  problem, data_dir = build_problem(tmp_path, {
      "meta": {"train": {"segmentation_model": lexicon,
                         "vocab_path": lexicon}},
      "tasks": {"ae": {"transforms": ["morfessor_em_taboo_reordered"],
                       "meta": {"src_lang": "sk"},
                       "inputs": {"c": {"src": text, "tgt": text}}}}},
      vocab_from_words=False)
  encoders = problem.feature_encoders(data_dir, "ae")
  src, tgt = text_encoder.encode_pair(encoders, "vtáky letia vysoko",
                                      "vtáky letia vysoko")
  tokens = encoders["inputs"].vocabulary.tokens
  assert tokens[src[0]] == "<TABOO_AE_sk>" and src[-1] == tgt[-1] == 1
  assert encoders["targets"].decode(tgt) == "vtáky letia vysoko"
  with pytest.raises(segmentation_base.SegmentationInputError):
    encoders["inputs"].encode("vtáky letia vysoko")
