"""Tests of problems written in code: samples from code, a vocabulary from
the data, and a problem's own encoders for a task, end to end through the
commands."""

import pytest

from t2t_dyn import test_programs
from t2t_dyn.batches.data_plan import DataPlan
from t2t_dyn.hparams.data_hparams import DataHParams
from t2t_dyn.utils import registry
from t2t_dyn.utils import usr_dir

# A problem as a Tensor2Tensor user writes it: samples in code, no input
# files, no segmentation model; task "bytes" gets a byte-level encoder.
BYTE_PROBLEM = '''
from t2t_dyn.data_generators import problem
from t2t_dyn.utils import registry

WORDS = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]


class ByteEncoder:
  """UTF-8 bytes as ids 3..258 (0, 1, 2: PAD, EOS, UNK)."""
  vocab_size = 259

  def encode(self, text):
    return [b + 3 for b in text.encode("utf-8")]

  def decode(self, ids):
    ids = list(ids)
    ids = ids[:ids.index(1)] if 1 in ids else ids
    return bytes(i - 3 for i in ids if i >= 3).decode("utf-8", "replace")


@registry.register_problem
class ToyBytes(problem.Problem):
  data_config = {
      "meta": {"shard": {"n_shards": 2},
               "train": {"name": "toy", "approx_vocab_size": 60,
                         "segmentation_training": {"num_threads": 1}}},
      "tasks": {
          "words": {"type": "para", "transforms": ["sentencepiece"]},
          "bytes": {"type": "para"},
          "dev": {"type": "para", "split": "valid", "n_shards": 1,
                  "transforms": ["sentencepiece"]}}}

  def generate_samples(self, data_dir, tmp_dir, dataset_split):
    count = 20 if dataset_split == problem.DatasetSplit.EVAL else 400
    for i in range(count):
      words = [WORDS[(i * 7 + j) % len(WORDS)] for j in range(1 + i % 4)]
      yield {"inputs": " ".join(words), "targets": " ".join(reversed(words)),
             "corpus": "even" if i % 2 == 0 else "odd"}

  def feature_encoders(self, data_dir, task=None):
    if task == "bytes":
      return {"inputs": ByteEncoder(), "targets": ByteEncoder()}
    return super().feature_encoders(data_dir, task)
'''


def _usr_dir(tmp_path):
  directory = tmp_path / "toy_problems"
  directory.mkdir()
  (directory / "__init__.py").write_text(BYTE_PROBLEM)
  return str(directory)


def _run(module, *flags):
  """The command's stdout; it must succeed. Run in this process: what is
  tested is the commands' handling of the problem, not their start-up."""
  result = test_programs.run(module, *flags)
  assert result.returncode == 0, result.stderr
  return result.stdout


@pytest.mark.slow(reason="trains a tiny model")
def test_a_problem_in_code_trains_and_decodes_with_its_own_encoders(tmp_path):
  usr = _usr_dir(tmp_path)
  data_dir, out = str(tmp_path / "data"), str(tmp_path / "model")
  common = [f"--t2t_usr_dir={usr}", "--problem=toy_bytes"]
  datagen = _run("dyn_datagen", *common, f"--data_dir={data_dir}",
                 f"--tmp_dir={tmp_path / 'tmp'}")
  assert "trained SentencePiece unigram" in datagen
  assert "even" in datagen and "odd" in datagen  # Counted per corpus.

  # dyn-debug --ids shows the problem's byte ids.
  src, tgt = tmp_path / "pair.src", tmp_path / "pair.tgt"
  src.write_text("alpha beta\n")
  tgt.write_text("beta alpha\n")
  _run("dyn_debug", *common, f"--data_dir={data_dir}",
       "--transforms_from_task=bytes", f"--src={src}", f"--tgt={tgt}",
       f"--src_output={tmp_path}/ids.src", f"--tgt_output={tmp_path}/ids.tgt",
       "--ids")
  expected = [b + 3 for b in b"alpha beta"] + [1]
  assert (tmp_path / "ids.src").read_text().split() == list(
      map(str, expected))

  # Training sizes the model for the byte ids; decoding uses the encoders.
  # (No evaluation: nothing here reads one.)
  _run("dyn_trainer", *common, f"--data_dir={data_dir}",
       f"--output_dir={out}", "--hparams_set=transformer_tiny",
       "--hparams=hidden_size=32,filter_size=64,num_hidden_layers=1,"
       "num_heads=2,batch_size=512", "--train_steps=4",
       "--local_eval_frequency=0", "--save_every=4",
       "--log_step_count_steps=2")
  decoded = tmp_path / "out.txt"
  _run("dyn_decoder", *common[:1], f"--output_dir={out}",
       "--transforms_from_task=bytes", f"--decode_from_file={src}",
       f"--decode_to_file={decoded}", "--decode_hparams=beam_size=1")
  assert len(decoded.read_text().splitlines()) == 1
  # Two training tasks with different encoders: the decoder must be told.
  ambiguous = test_programs.run(
      "dyn_decoder", *common[:1], f"--output_dir={out}",
      f"--decode_from_file={src}", f"--decode_to_file={decoded}")
  assert ("--transforms_from_task is required: the data config has 2 "
          "parallel training tasks (words, bytes)") in ambiguous.stderr
  # Without the problem's code the decoder cannot know its encoders. (Each
  # run above took its usr dir's registrations with it; this test imports
  # the usr dir itself only below, after the last run.)
  result = test_programs.run(
      "dyn_decoder", f"--output_dir={out}", "--transforms_from_task=bytes",
      f"--decode_from_file={src}", f"--decode_to_file={decoded}")
  assert result.returncode == 1
  assert ("problem 'toy_bytes' (trained in" in result.stderr and
          "feature_encoders for bytes" in result.stderr)

  # Training data: task "bytes" is made of the problem's byte ids.
  usr_dir.import_usr_dir(usr)
  problem = registry.problem("toy_bytes")
  assert sorted(problem.own_encoders(data_dir)) == ["bytes"]
  assert problem.vocab_sizes(data_dir) == {"inputs": 259, "targets": 259}
  train = problem.train_pipeline(DataPlan(data_dir, DataHParams(
      batch_size=512, max_length=64, window_size=256)))
  batches = train.batches()
  task_bytes = problem.get_data_config().task_index("bytes")
  seen = 0
  for _ in range(20):
    batch = next(batches)
    for row, task in zip(batch["inputs"], batch["task_id"]):
      ids = [i for i in row if i != 0]
      if task == task_bytes:
        text = bytes(i - 3 for i in ids[:-1]).decode("utf-8")
        assert ids[-1] == 1 and set(text.split()) <= {
            "alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta",
            "theta"}
        seen += 1
  assert seen > 0


def test_feature_info_gives_a_serving_scripts_encoders():
  # As Tensor2Tensor's serving and query scripts read them.
  # pylint: disable-next=g-import-not-at-top,unused-import
  from t2t_dyn.data_generators import algorithmic  # noqa: F401
  from t2t_dyn.data_generators import problem as problem_lib  # pylint: disable=g-import-not-at-top
  from t2t_dyn.utils import hparam as hparam_lib  # pylint: disable=g-import-not-at-top
  problem = registry.problem("algorithmic_identity_binary40")
  problem.get_hparams(hparam_lib.HParams(data_dir="/nonexistent"))
  fname = "inputs" if problem.has_inputs else "targets"
  input_encoder = problem.feature_info[fname].encoder
  output_decoder = problem.feature_info["targets"].encoder
  assert output_decoder.decode(input_encoder.encode("1 0 1")) == "1 0 1"
  info = problem.feature_info["targets"]
  assert (info.modality, info.vocab_size) == ("symbol", 4)
  assert info.space_id == problem.get_hparams().target_space_id
  assert isinstance(problem_lib.FeatureInfo(), problem_lib.FeatureInfo)
  assert problem.feature_info["other"].encoder is None
  reversed_info = registry.problem(
      "algorithmic_identity_binary40_rev").feature_info
  assert reversed_info["inputs"].space_id == info.space_id
