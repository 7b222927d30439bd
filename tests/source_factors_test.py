"""Source factors (meta.train.source_factors): per-word factors kept aligned
with the source's subwords through every transform, batched as
"input_factors", embedded by the model, refused when malformed."""

import gzip
import os

import numpy as np
import pytest
import sentencepiece
import tensorflow as tf

from t2t_dyn.batches.data_plan import DataPlan
from t2t_dyn.config import data_config
from t2t_dyn.data_generators import problem as problem_lib
from t2t_dyn.decoding import translator as translator_lib
from t2t_dyn.hparams import model_hparams
from t2t_dyn.hparams.data_hparams import DataHParams
from t2t_dyn.shards import layout
from t2t_dyn.shards import manifest
from t2t_dyn.shards import reading
from t2t_dyn.shards.layout import ShardError
from t2t_dyn.test_utils import build_problem, write_lines
from t2t_dyn.text import factors
from t2t_dyn.training import trainer
from t2t_dyn.training import training_run

# A tagger's output: each word's part of speech and case.
TAGS = {"the": "DT", "a": "DT", "cat": "NN", "dog": "NN", "birds": "NNS",
        "books": "NNS", "sleeps": "VBZ", "runs": "VBZ", "fly": "VBP",
        "read": "VBP", "high": "RB", "one": "CD", "we": "PRP",
        "prague": "NNP", "in": "IN", "quickly": "RB"}
EN = ["The cat sleeps", "a dog runs quickly", "birds fly high in Prague",
      "one", "we read books in Prague", "The dog sleeps"]
SK = ["mačka spí", "pes rýchlo beží", "vtáky letia vysoko v Prahe", "jeden",
      "čítame knihy v Prahe", "pes spí"]
HP = DataHParams(batch_size=512, max_length=64, window_size=128)


def word_factors(word):
  return (TAGS[word.lower()], "cap" if word[0].isupper() else "low")


def factored(line, separator="|"):
  return " ".join(separator.join((w, *word_factors(w))) for w in line.split())


def _config(tmp_path, transforms=("sentencepiece",), **train):
  write_lines(tmp_path / "en.txt", [factored(l) for l in EN] * 30)
  write_lines(tmp_path / "sk.txt", SK * 30)
  return {
      "meta": {"shard": {"n_shards": 2},
               "train": {"source_factors": ["pos", "case"],
                         "factor_separator": "|", "approx_vocab_size": 70,
                         "seg_n_samples": 4, "seg_theta": 0.3,
                         "src_lang": "en", "trg_lang": "sk", **train}},
      "tasks": {
          "en_sk": {"source_factors": True, "transforms": list(transforms),
                    "inputs": {"c": {"src": str(tmp_path / "en.txt"),
                                     "tgt": str(tmp_path / "sk.txt")}}},
          "dev": {"split": "valid", "n_shards": 1, "source_factors": True,
                  "transforms": list(transforms),
                  "inputs": {"c": {"src": str(tmp_path / "en.txt"),
                                   "tgt": str(tmp_path / "sk.txt")}}}}}


def _build(tmp_path, transforms=("sentencepiece",), **train):
  return build_problem(tmp_path, _config(tmp_path, transforms, **train),
                       vocab_from_words=False)


def _rows(batch, setup):
  """Per source row: [(piece, (pos, case) or None for <blank>)]."""
  vocab, source_factors = setup.vocabularies.src, setup.vocabularies.source_factors
  rows = []
  for pieces, factor_ids in zip(batch["inputs"], batch["input_factors"]):
    row = []
    for piece, ids in zip(pieces, factor_ids):
      if piece <= 1:  # PAD, EOS: no factors.
        assert list(ids) == [0, 0]
        continue
      values = tuple(source_factors.values[f][i] for f, i in enumerate(ids))
      row.append((vocab.tokens[piece],
                  None if values == (factors.BLANK,) * 2 else values))
    rows.append(row)
  return rows


def _words(row):
  """Pieces grouped into words at ▁, each with its pieces' factors."""
  words = []
  for piece, values in row:
    if piece.startswith("▁") or not words:
      words.append([piece.lstrip("▁"), {values}])
    else:
      words[-1][0] += piece
      words[-1][1].add(values)
  return words


@pytest.mark.parametrize("force_python", [False, pytest.param(
    True, marks=pytest.mark.slow(reason="starts worker processes"))])
def test_every_subword_carries_its_words_factors(tmp_path, force_python):
  problem, data_dir = _build(tmp_path)
  setup = problem.transform_setup(data_dir)
  source_factors = setup.vocabularies.source_factors
  assert source_factors.names == ("pos", "case")
  assert set(source_factors.values[0][2:]) == set(TAGS.values())
  assert set(source_factors.values[1]) == {"<blank>", "<unk>", "cap", "low"}
  assert not any(factors.SEPARATOR in t or "|" in t
                 for t in setup.vocabularies.src.tokens)
  train = problem.train_pipeline(
      DataPlan(data_dir, HP, force_python=force_python))
  batches = train.batches()
  segmentations = set()
  for _ in range(3):
    batch = next(batches)
    assert batch["input_factors"].shape == batch["inputs"].shape + (2,)
    for row in _rows(batch, setup):
      words = _words(row)
      line = " ".join(w for w, _ in words)
      assert line in EN
      for (word, values), original in zip(words, line.split()):
        assert values == {word_factors(original)}
      segmentations.add(tuple(p for p, _ in row))
  assert len(segmentations) > len(EN)  # Sampled: more than one per line.


@pytest.mark.slow(reason="builds a two-task pipeline (seconds)")
def test_a_factored_task_mixes_with_an_unfactored_monolingual_one(tmp_path):
  # Two task streams trace their maps separately; the factor tables they
  # share must not belong to the first one's trace.
  raw = _config(tmp_path)
  write_lines(tmp_path / "mono.txt", SK * 30)
  raw["tasks"]["mono_sk"] = {
      "type": "mono", "transforms": ["duplicate_mono", "sentencepiece"],
      "inputs": {"c": {"mono": str(tmp_path / "mono.txt")}}}
  problem, data_dir = build_problem(tmp_path, raw, vocab_from_words=False)
  train = problem.train_pipeline(DataPlan(data_dir, HP))
  assert all(stream.is_native for stream in train.streams)
  stream = train.batches()
  batches = [next(stream) for _ in range(2)]
  for batch in batches:
    for task, row in zip(batch["task_id"], batch["input_factors"]):
      # The monolingual task's tokens carry <blank> factors only.
      assert (task == 0) == bool(row.any())
  assert set(np.concatenate([b["task_id"] for b in batches])) == {0, 1}


@pytest.mark.slow(
    reason="builds pipelines; its Python path starts worker processes")
@pytest.mark.parametrize("force_python", [False, True])
def test_noise_moves_factors_with_their_tokens(tmp_path, force_python):
  transforms = ["case", "case_both", "sentencepiece", "wb_noise",
                "switchout", "reorder", "drop", "insertion",
                "lang_prefix_both"]
  problem, data_dir = _build(
      tmp_path, transforms, case_upper_prob=0.3,
      case_lower_prob=0.3, case_title_prob=0.0, case_both_upper_prob=0.2,
      case_both_title_prob=0.2, reorder_max_dist=3,
      drop_temperature=1.0, insertion_temperature=1.0,
      switchout_temperature=1.0, wb_noise_temperature=1.0)
  setup = problem.transform_setup(data_dir)
  batch = next(
      problem.train_pipeline(DataPlan(data_dir, HP,
                                      force_python=force_python)).batches())
  blank = factored_pieces = 0
  for row in _rows(batch, setup):
    assert [p for p, _ in row[:2]] == ["<FROM_en>", "<TO_sk>"]
    words = {w.lower(): word_factors(w) for line in EN for w in line.split()}
    for piece, values in row:
      if values is None:  # Language tokens, insertions, replacements.
        blank += 1
        continue
      factored_pieces += 1
      text = piece.lstrip("▁").lower()
      if piece == "<unk>":  # An upper-cased letter the tiny model lacks.
        text = ""
      # Still inside a word of that part of speech (case may have changed).
      assert any(text in w and values[0] == f[0] for w, f in words.items()), (
          piece, values)
  assert factored_pieces > blank > 0


@pytest.mark.slow(reason="trains a tiny model and decodes with it")
def test_factor_vocabulary_reaches_the_model_and_decoding(tmp_path):
  problem, data_dir = _build(tmp_path)
  setup = problem.transform_setup(data_dir)
  sizes = problem.source_factor_sizes(data_dir)
  assert sizes == tuple(setup.vocabularies.source_factors.sizes)
  dev = next(iter(problem.batched_dataset("eval", data_dir, HP)["dev"]))
  assert dev["input_factors"].shape[-1] == 2
  hparams = model_hparams.from_set(
      "transformer_tiny",
      "hidden_size=32,filter_size=64,num_hidden_layers=1,num_heads=2").model
  out = str(tmp_path / "model")
  run = trainer.Trainer(training_run.build_run(
      problem, DataPlan(data_dir, HP), out, hparams,
      schedule=training_run.Schedule(train_steps=2, log_every=1),
      evaluation=training_run.EvaluationPlan(eval_every=2),
      checkpointing=training_run.CheckpointPlan(save_every=2)),
      log=lambda m: None)
  shapes = {v.path: tuple(v.shape) for v in run.model.trainable_variables}
  assert shapes["transformer/source_factor_embedding_0/embeddings"] == (
      sizes[0], 32)
  assert shapes["transformer/source_factor_embedding_1/embeddings"] == (
      sizes[1], 32)
  figures = run.train()
  assert np.isfinite(figures["eval_dev"])
  # The factors change what the encoder computes.
  pieces = tf.constant([[5, 6, 1]])
  encoded = [run.model.encode(pieces, input_factors=tf.constant(
      [[[i, 2], [2, 2], [0, 0]]]))[0] for i in (2, 3)]
  assert not np.allclose(encoded[0].numpy(), encoded[1].numpy())
  with pytest.raises(ValueError, match="input_factors"):
    run.model.encode(pieces)

  translator = translator_lib.Translator(
      problem_lib.Problem(data_config=translator_lib.saved_data_config(out)), out, "en_sk")
  (hypothesis,) = translator.translate(
      [factored("The dog runs")], translator_lib.DecodeOptions(beam_size=1))
  assert isinstance(hypothesis, str)
  (scored,) = translator.score([factored("The cat sleeps")], ["mačka spí"])
  assert np.isfinite(scored.log_prob)
  with pytest.raises(translator_lib.DecodingInputError,
                     match=r"test.en:2: factor 'pos' .*'VBX'"):
    translator.translate(["one|CD|low", "dog|VBX|low"],
                         translator_lib.DecodeOptions(beam_size=1),
                         source_name="test.en")
  with pytest.raises(translator_lib.DecodingInputError,
                     match=r"test.en:1: token 2 'dog\|NN' has 1 factor"):
    translator.score(["the|DT|low dog|NN"], ["pes"], source_name="test.en")


def test_encoders_pack_factors_as_the_pipeline_does(tmp_path):
  problem, data_dir = _build(tmp_path)
  setup = problem.transform_setup(data_dir)
  encoders = problem.feature_encoders(data_dir, "en_sk")
  ids = encoders["inputs"].encode(factored("The cat sleeps"))
  pieces, factor_ids = setup.vocabularies.source_factors.unpack(
      np.asarray(ids))
  words = _words([(setup.vocabularies.src.tokens[p],
                   tuple(setup.vocabularies.source_factors.values[f][i]
                         for f, i in enumerate(fs)))
                  for p, fs in zip(pieces, factor_ids)])
  assert [(w, v) for w, v in words] == [
      ("The", {("DT", "cap")}), ("cat", {("NN", "low")}),
      ("sleeps", {("VBZ", "low")})]
  # The same through SentencePiece itself: the pieces are its best ones.
  model = os.path.join(setup.setup_dir, "models")
  (sp_model,) = [os.path.join(model, f) for f in os.listdir(model)
                 if f.endswith(".model")]
  sp = sentencepiece.SentencePieceProcessor(model_file=sp_model)
  assert [setup.vocabularies.src.tokens[p] for p in pieces] == [
      p for w in "The cat sleeps".split() for p in sp.encode(w, out_type=str)]


def test_shards_hold_checked_normalized_tokens(tmp_path):
  problem, data_dir = _build(tmp_path)
  entry = manifest.read_manifest(data_dir)["tasks"]["en_sk"]
  # 30 copies of EN: 17 lower-case words and 4 capitalized per copy.
  assert entry["factor_counts"][1] == {"low": 30 * 17, "cap": 30 * 4}
  lines = []
  for path in reading.shard_set(data_dir, "en_sk",
                                problem.get_data_config()).files["inputs"]:
    with gzip.open(path, "rt", encoding="utf-8") as f:
      lines.extend(line.rstrip("\n") for line in f)
  assert sorted(set(lines)) == sorted(
      factored(l, factors.SEPARATOR) for l in EN)
  with open(layout.word_vocab_path(data_dir), encoding="utf-8") as f:
    words = {line.split("\t")[1].strip() for line in f}
  assert "Prague" in words and not any(factors.SEPARATOR in w for w in words)


def test_a_line_with_a_missing_factor_is_an_error_naming_file_and_line(
    tmp_path):
  raw = _config(tmp_path)
  lines = [factored(l) for l in EN]
  lines[3] = "one|CD"
  raw["tasks"]["en_sk"]["inputs"]["c"]["src"] = write_lines(
      tmp_path / "bad.en", lines)
  raw["tasks"]["en_sk"]["inputs"]["c"]["tgt"] = write_lines(
      tmp_path / "bad.sk", SK)
  with pytest.raises(ShardError, match=r"bad.en:4.*token 1 'one\|CD' has 1 "
                     r"factor.*expects 2 \(pos, case\)"):
    build_problem(tmp_path, raw, vocab_from_words=False)


def test_unfactored_task_holding_the_separator_is_refused(tmp_path):
  raw = _config(tmp_path)
  raw["tasks"]["plain"] = {"inputs": {"c": {
      "src": write_lines(tmp_path / "p.en", ["a dog\uffe8NN"]),
      "tgt": write_lines(tmp_path / "p.sk", ["pes"])}},
      "transforms": ["sentencepiece"]}
  with pytest.raises(ShardError, match=r"p.en:1.*U\+FFE8 marks factors"):
    build_problem(tmp_path, raw, vocab_from_words=False)


@pytest.mark.parametrize("change, message", [
    (lambda r: r["tasks"]["en_sk"].update(type="mono", inputs={"c": {
        "mono": r["tasks"]["en_sk"]["inputs"]["c"]["src"]}}),
     "tasks.en_sk.source_factors: only a parallel task"),
    (lambda r: r["tasks"]["en_sk"].update(reverse=True),
     "tasks.en_sk.source_factors: a reversed task"),
    (lambda r: r["meta"]["shard"].update(pretokenize=True),
     "tasks.en_sk.source_factors: meta.shard.pretokenize"),
    (lambda r: r["meta"]["train"].pop("source_factors"),
     "tasks.en_sk.source_factors: meta.train.source_factors names no"),
    (lambda r: [t.pop("source_factors") for t in r["tasks"].values()],
     "meta.train.source_factors: no task sets source_factors"),
    (lambda r: r["meta"]["train"].update(source_factors=["pos", "pos"]),
     "meta.train.source_factors: expected a list of distinct"),
    (lambda r: r["meta"]["train"].update(factor_separator="| "),
     "meta.train.factor_separator: expected a non-empty string"),
])
def test_config_mistakes_are_named(tmp_path, change, message):
  raw = _config(tmp_path)
  change(raw)
  with pytest.raises(data_config.DataConfigError, match=message):
    data_config.load_data_config(raw, base_dir=str(tmp_path))


def test_reversing_a_factored_config_is_refused(tmp_path):
  config = data_config.load_data_config(_config(tmp_path),
                                        base_dir=str(tmp_path))
  with pytest.raises(data_config.DataConfigError,
                     match="tasks.en_sk.source_factors: .*cannot be reversed"):
    config.reversed()


def test_transforms_that_cannot_carry_factors_are_refused(tmp_path):
  raw = _config(tmp_path, ["sentencepiece", "morfessor_em_taboo_reordered"])
  # Refused when the config loads, before any input is read.
  with pytest.raises(data_config.DataConfigError,
                     match=r"tasks.en_sk.transforms\[1\]: "
                     r"'morfessor_em_taboo_reordered' cannot keep source "
                     r"factors aligned"):
    data_config.load_data_config(raw, base_dir=str(tmp_path))


def test_packing_round_trips_and_refuses_overflow():
  source_factors = factors.SourceFactors.build(
      ["pos", "case"], [{"NN": 5, "DT": 9}, {"low": 3, "cap": 1}], 1000)
  assert source_factors.values == (("<blank>", "<unk>", "DT", "NN"),
                                   ("<blank>", "<unk>", "low", "cap"))
  tokens = ["▁the\uffe8DT\uffe8low", "▁ca\uffe8NN\uffe8cap", "<TO_sk>",
            "t\uffe8XX\uffe8low"]
  packed = source_factors.pack([7, 8, 3, 999], tokens)
  pieces, factor_ids = source_factors.unpack(np.asarray(packed))
  assert pieces.tolist() == [7, 8, 3, 999]
  assert factor_ids.tolist() == [[2, 2], [3, 3], [0, 0], [1, 2]]
  native = source_factors.native_pack(tf.constant([7, 8, 3, 999]),
                                      tf.constant(tokens))
  assert native.numpy().tolist() == packed
  tf_pieces, tf_factors = source_factors.unpack(tf.constant(packed))
  assert tf_pieces.numpy().tolist() == [7, 8, 3, 999]
  assert tf_factors.numpy().tolist() == factor_ids.tolist()
  with pytest.raises(factors.UnknownFactorError, match="'XX'"):
    source_factors.pack([999], tokens[3:], strict=True)
  with pytest.raises(factors.FactorInputError, match="int32"):
    factors.SourceFactors.build(
        ["lemma"], [{f"l{i}": 1 for i in range(300_000)}], 8000)
