"""The example problems on the demo corpus, through the real commands."""

import contextlib
import os

import pytest

from t2t_dyn import test_programs
from t2t_dyn.batches.data_plan import DataPlan
from t2t_dyn.hparams.data_hparams import DataHParams
from t2t_dyn.utils import registry
from t2t_dyn.utils.usr_dir import import_usr_dir

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _run(program, *args):
  """`python -m program args` from the repository's root, as its users run
  the examples (--t2t_usr_dir=usr_problems, data/demo/...), in this
  process: the commands' own behaviour is tested, not their start-up."""
  with contextlib.chdir(REPO):
    return test_programs.run(program, *args)


@pytest.fixture(scope="module")
def demo_data(tmp_path_factory):
  data_dir = str(tmp_path_factory.mktemp("demo") / "data")
  result = _run("t2t_dyn.bin.dyn_datagen", "--t2t_usr_dir=usr_problems",
                "--problem=translate_en_cs_sk_demo", f"--data_dir={data_dir}",
                f"--tmp_dir={data_dir}/../tmp")
  assert result.returncode == 0, result.stderr
  return data_dir, result.stdout


@pytest.mark.slow(reason="its fixture generates the demo's data")
def test_datagen_from_repo_root_prints_the_report(demo_data):
  _, stdout = demo_data
  assert "en_cs          (all)  23153  23153  0        4" in stdout
  assert "mono_sk_taboo  -" in stdout and "shares inputs of mono_sk" in stdout
  assert "coverage: all 8096 subwords of morfessor_em" in stdout


@pytest.mark.slow(reason="its fixture generates the demo's data")
def test_demo_pipeline_padding_efficiency_and_schedule(demo_data):
  data_dir, _ = demo_data
  import_usr_dir(os.path.join(REPO, "usr_problems"))
  problem = registry.problem("translate_en_cs_sk_demo")
  train = problem.train_pipeline(DataPlan(data_dir, DataHParams()))
  batches = train.batches()
  for _ in range(40):
    batch = next(batches)
    assert batch["inputs"].size <= 4096 and batch["targets"].size <= 4096
  stats = train.statistics()
  assert stats["padding_efficiency"] >= 0.9
  # Before step 200 the Slovak monolingual tasks have weight 0.
  assert stats["tasks"]["mono_sk"]["examples_drawn"] == 0
  assert stats["tasks"]["en_sk"]["examples_drawn"] > 0
  natives = {t.name: s.is_native for t, s in zip(train.tasks, train.streams)}
  assert natives == {"en_cs": True, "en_sk": True, "mono_sk": True,
                     "mono_sk_taboo": False}


@pytest.mark.slow(reason="its fixture generates the demo's data")
def test_demo_feature_encoders_round_trip(demo_data):
  data_dir, _ = demo_data
  import_usr_dir(os.path.join(REPO, "usr_problems"))
  problem = registry.problem("translate_en_cs_sk_demo")
  encoders = problem.feature_encoders(data_dir, "en_sk")
  text = "Your account has expired; please contact your system administrator."
  ids = encoders["inputs"].encode(text)
  assert encoders["inputs"].decode(ids) == text
  sk = "Platnosť vášho účtu vypršala."
  assert encoders["targets"].decode(encoders["targets"].encode(sk)) == sk


@pytest.mark.slow(reason="generates the demo's data again, segmented")
def test_sentencepiece_twin_differs_only_in_segmentation(tmp_path):
  data_dir = str(tmp_path / "data")
  result = _run("t2t_dyn.bin.dyn_datagen", "--t2t_usr_dir=usr_problems",
                "--problem=translate_en_cs_sk_demo_spm",
                f"--data_dir={data_dir}", f"--tmp_dir={tmp_path}/tmp")
  assert result.returncode == 0, result.stderr
  assert "subwords of sentencepiece are in the vocabulary" in result.stdout
  debug = _run("t2t_dyn.bin.dyn_debug", "--t2t_usr_dir=usr_problems",
               "--problem=translate_en_cs_sk_demo_spm", f"--data_dir={data_dir}",
               "--transforms_from_task=en_sk",
               "--src=data/demo/test.en-sk.en", "--tgt=data/demo/test.en-sk.sk",
               f"--src_output={tmp_path}/out.src",
               f"--tgt_output={tmp_path}/out.tgt")
  assert debug.returncode == 0, debug.stderr
  first = open(f"{tmp_path}/out.src", encoding="utf-8").readline().split()
  assert first[:2] == ["<FROM_en>", "<TO_sk>"] and first[2].startswith("▁")


def test_config_with_mistakes_lists_every_error(tmp_path):
  config = tmp_path / "bad.yaml"
  config.write_text(
      "meta:\n  train: {mixing_weight_schedule: [10]}\n"
      "tasks:\n  a:\n    type: paral\n    weight: [1]\n"
      "    inputs: {x: {src: nowhere.en, tgt: nowhere.sk}}\n")
  result = _run("t2t_dyn.bin.dyn_datagen", "--problem=dyn_translate",
                f"--data_config={config}", f"--data_dir={tmp_path}/d")
  assert result.returncode == 1
  for line in ["tasks.a.type: unknown task type 'paral'",
               "tasks.a.weight: 1 values, but mixing_weight_schedule [10] "
               "needs 2",
               "tasks.a.inputs.x.src: file not found",
               "tasks.a.inputs.x.tgt: file not found"]:
    assert line in result.stderr
  assert "Traceback" not in result.stderr


def test_template_command(tmp_path):
  template = tmp_path / "t.yaml"
  template.write_text("tasks:\n  {{src}}_{{lrl}}:\n    meta: {src_lang: {{src}}}\n")
  out = tmp_path / "out.yaml"
  result = _run("t2t_dyn.bin.dyn_datagen", f"--template={template}",
                f"--out_file={out}", "src:en", "lrl:sk")
  assert result.returncode == 0, result.stderr
  assert out.read_text() == "tasks:\n  en_sk:\n    meta: {src_lang: en}\n"
  missing = _run("t2t_dyn.bin.dyn_datagen", f"--template={template}",
                 f"--out_file={out}", "src:en")
  assert missing.returncode == 1
  assert "variable {{lrl}} has no value" in missing.stderr


def test_unknown_problem_lists_registered(tmp_path):
  result = _run("t2t_dyn.bin.dyn_datagen", "--t2t_usr_dir=usr_problems",
                "--problem=translate_en_cs_sk_dem", f"--data_dir={tmp_path}")
  assert result.returncode == 1
  assert "did you mean 'translate_en_cs_sk_demo'?" in result.stderr


@pytest.mark.slow(reason="trains a tiny model")
def test_problem_in_code_example_trains_and_decodes(tmp_path):
  """usr_problems/translate_en_sk_code.py: samples from code, SentencePiece
  trained on them by dyn-datagen, then the standard commands."""
  data_dir, model = str(tmp_path / "data"), str(tmp_path / "model")
  problem = ["--t2t_usr_dir=usr_problems", "--problem=translate_en_sk_code"]
  result = _run("t2t_dyn.bin.dyn_datagen", *problem, f"--data_dir={data_dir}",
                f"--tmp_dir={tmp_path}/tmp")
  assert result.returncode == 0, result.stderr
  assert "en_sk  (all)             8680  8680" in result.stdout
  assert ("vocabulary from the data: trained SentencePiece unigram on 17360 "
          "lines" in result.stdout)
  assert "vocabulary: 4000 tokens" in result.stdout
  result = _run("t2t_dyn.bin.dyn_trainer", *problem, f"--data_dir={data_dir}",
                f"--output_dir={model}", "--hparams_set=transformer_tiny",
                "--hparams=num_hidden_layers=1,batch_size=1024",
                "--train_steps=3", "--local_eval_frequency=3",
                "--save_every=3", "--log_step_count_steps=3")
  assert result.returncode == 0, result.stderr
  assert "step 3 eval dev=" in result.stdout
  # The start of the demo's dev set: decoding all its 500 lines took ~8 s
  # more, and showed nothing 20 lines do not.
  source, hyp = tmp_path / "dev.en", tmp_path / "hyp.sk"
  with open(os.path.join(REPO, "data", "demo", "dev.en-sk.en"),
            encoding="utf-8") as f:
    source.write_text("".join(f.readlines()[:20]), encoding="utf-8")
  result = _run("t2t_dyn.bin.dyn_decoder", "--t2t_usr_dir=usr_problems",
                f"--output_dir={model}", "--transforms_from_task=en_sk",
                f"--decode_from_file={source}",
                f"--decode_to_file={hyp}",
                "--decode_hparams=beam_size=1,batch_size=256")
  assert result.returncode == 0, result.stderr
  assert len(hyp.read_text(encoding="utf-8").splitlines()) == 20


@pytest.mark.slow(reason="generates a problem's data")
def test_case_factor_example_keeps_each_words_case_on_its_pieces(tmp_path):
  """usr_problems/translate_en_sk_case_factor.py: lower-cased English with a
  case factor per word, through dyn-datagen and the training pipeline."""
  import_usr_dir(os.path.join(REPO, "usr_problems"))
  from usr_problems.translate_en_sk_case_factor import case_factored  # pylint: disable=g-import-not-at-top
  assert case_factored("The EU iPhone 3") == (
      "the￨title eu￨upper iphone￨mixed 3￨lower")
  data_dir = str(tmp_path / "data")
  result = _run("t2t_dyn.bin.dyn_datagen", "--t2t_usr_dir=usr_problems",
                "--problem=translate_en_sk_case_factor",
                f"--data_dir={data_dir}", f"--tmp_dir={tmp_path}/tmp")
  assert result.returncode == 0, result.stderr
  assert "source factors: case 4 values" in result.stdout
  problem = registry.problem("translate_en_sk_case_factor")
  setup = problem.transform_setup(data_dir)
  vocab = setup.vocabularies.src
  values = setup.vocabularies.source_factors.values[0]
  batch = next(
      problem.train_pipeline(DataPlan(data_dir,
                                      DataHParams(batch_size=2048))).batches())
  seen = set()
  for pieces, case in zip(batch["inputs"], batch["input_factors"][..., 0]):
    word_case = None
    for piece, value in zip(pieces, case):
      if piece <= 1:
        assert value == 0  # PAD, EOS: <blank>.
        continue
      assert vocab.tokens[piece] == vocab.tokens[piece].lower()
      if vocab.tokens[piece].startswith("▁") or word_case is None:
        word_case = value
      assert value == word_case  # Every piece of a word: the word's case.
      seen.add(values[value])
  assert {"lower", "title", "upper"} <= seen


@pytest.mark.slow(reason="draws 700 updates' batches with worker processes")
def test_staged_example_plans_its_stages_on_the_demo_shards(demo_data):
  """usr_problems/translate_en_cs_sk_stages.yaml: the demo's tasks (and
  shards) mixed by stages; dyn-debug --schedule prints the plan."""
  data_dir, _ = demo_data
  problem = ["--t2t_usr_dir=usr_problems",
             "--problem=translate_en_cs_sk_stages", f"--data_dir={data_dir}"]
  result = _run("t2t_dyn.bin.dyn_datagen", *problem,
                f"--tmp_dir={data_dir}/../tmp")
  assert result.returncode == 0, result.stderr
  assert "en_cs          (all)  23153  23153  0        4       5788-5789    " \
         "skipped (up to date)" in result.stdout  # The demo's shards.
  plan = _run("t2t_dyn.bin.dyn_debug", *problem, "--schedule=700",
              "--hparams=batch_size=2048")
  assert plan.returncode == 0, plan.stderr
  lines = plan.stdout.splitlines()
  assert lines[0] == "stage pretrain: until 1 epochs of en_cs"
  assert "stage polish: never ends, transform options {'seg_n_samples': 1}" \
      in lines
  rows = [l.split() for l in lines if l.split() and l.split()[0].isdigit()]
  stages = [r[1] for r in rows]
  assert stages[0] == "pretrain" and "mix" in stages and stages[-1] == "polish"
  first_mix = next(r for r in rows if r[1] == "mix")
  # en_cs's epochs column: the mix starts once a whole epoch was read.
  assert float(first_mix[3]) >= 1.0
  # The mix lasts 350 updates from its start (then at most a window more).
  first_polish = next(r for r in rows if r[1] == "polish")
  assert 350 <= int(first_polish[0]) - int(first_mix[0]) < 350 + 200


def test_adaptive_example_config_is_valid():
  import_usr_dir(os.path.join(REPO, "usr_problems"))
  config = registry.problem("translate_en_cs_sk_adaptive").get_data_config()
  assert [(t, v) for t, v, _ in config.adaptive.tasks] == [(1, "dev_en_sk")]


def test_aligned_example_config_has_dyn_datagen_align_its_pairs():
  import_usr_dir(os.path.join(REPO, "usr_problems"))
  config = registry.problem("translate_en_cs_sk_aligned").get_data_config()
  train = config.tasks_of_split("train")
  assert [t.name for t in train] == ["en_cs", "en_sk"]
  assert all(t.has_alignment and all(i.computes_alignment
                                     for i in t.inputs.values())
             for t in train)
