"""Per-side segmentation models (meta.train.segmentation_model_src / _tgt):
each side segmented by its own model, checked against that model's own
SentencePiece n-best lists, on the native and the Python path."""

import io
import os

import pytest
import sentencepiece as spm

from t2t_dyn.batches.data_plan import DataPlan
from t2t_dyn.config import data_config
from t2t_dyn.data_generators import problem as problem_lib
from t2t_dyn.hparams.data_hparams import DataHParams
from t2t_dyn.setup import transform_setup
from t2t_dyn.shards import layout
from t2t_dyn.test_utils import build_problem, write_lines
from t2t_dyn.transforms.base import Example, TransformOptionError, TransformStats

DEMO = os.path.join(os.path.dirname(__file__), "..", "data", "demo")
HP = DataHParams(batch_size=2048, max_length=128, window_size=256)
N_BEST = 4


def _lines(name, n=400):
  with open(os.path.join(DEMO, name), encoding="utf-8") as f:
    return [line.strip() for _, line in zip(range(n), f) if line.strip()]


def _train(root, name, lines, vocab_size):
  """A unigram SentencePiece model and its .vocab (piece<TAB>score)."""
  proto = io.BytesIO()
  spm.SentencePieceTrainer.train(
      sentence_iterator=iter(lines), model_writer=proto,
      vocab_size=vocab_size, normalization_rule_name="identity", minloglevel=2)
  model = root / f"{name}.model"
  model.write_bytes(proto.getvalue())
  processor = spm.SentencePieceProcessor(model_file=str(model))
  write_lines(root / f"{name}.vocab", [
      f"{processor.id_to_piece(i)}\t{processor.get_score(i)}"
      for i in range(processor.get_piece_size())])
  return processor


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
  root = tmp_path_factory.mktemp("side_models")
  sp_en = _train(root, "en", _lines("train.en-sk.en"), 250)
  sp_sk = _train(root, "sk", _lines("train.en-sk.sk"), 350)
  # Lines whose characters both models know (no <unk> pieces).
  pairs = [(e, s) for e, s in zip(_lines("train.en-sk.en"),
                                  _lines("train.en-sk.sk"))
           if 0 < len(e.split()) <= 20 and 0 not in sp_en.encode(e) and
           0 not in sp_sk.encode(s)]
  return {"root": root, "en": [e for e, _ in pairs][:120],
          "sk": [s for _, s in pairs][:120], "sp_en": sp_en, "sp_sk": sp_sk}


def _config(corpus, tmp_path, transforms=("sentencepiece",), **train):
  root = corpus["root"]
  return {
      "meta": {"shard": {"n_shards": 2},
               "train": {"segmentation_model_src": str(root / "en.model"),
                         "segmentation_model_tgt": str(root / "sk.model"),
                         "vocab_path_src": str(root / "en.vocab"),
                         "vocab_path_tgt": str(root / "sk.vocab"),
                         "seg_n_samples": N_BEST, "seg_theta": 0.5, **train}},
      "tasks": {"en_sk": {"transforms": list(transforms), "inputs": {"c": {
          "src": write_lines(tmp_path / "en.txt", corpus["en"]),
          "tgt": write_lines(tmp_path / "sk.txt", corpus["sk"])}}}}}


def _nbest(processor, word):
  return {tuple(p) for p in processor.nbest_encode_as_pieces(word, N_BEST)}


def _split_words(pieces):
  words = []
  for piece in pieces:
    if piece.startswith("▁") or not words:
      words.append([piece])
    else:
      words[-1].append(piece)
  return [tuple(w) for w in words]


def test_inference_uses_each_sides_best_segmentation(corpus, tmp_path):
  problem, data_dir = build_problem(tmp_path, _config(corpus, tmp_path),
                                    vocab_from_words=False)
  setup = problem.transform_setup(data_dir)
  chain = setup.chain("en_sk")
  for en, sk in zip(corpus["en"][:30], corpus["sk"][:30]):
    example = Example(src=en.split(), tgt=sk.split(), seed=0)
    chain.apply([example], False, TransformStats())
    assert example.src == [p for w in en.split()
                           for p in corpus["sp_en"].encode(w, out_type=str)]
    assert example.tgt == [p for w in sk.split()
                           for p in corpus["sp_sk"].encode(w, out_type=str)]
  # The two models differ, or this test would show nothing.
  assert any(corpus["sp_en"].encode(w, out_type=str) !=
             corpus["sp_sk"].encode(w, out_type=str)
             for line in corpus["sk"] for w in line.split())
  saved = os.listdir(os.path.join(setup.setup_dir, "transforms"))
  assert {"segmentation.sentencepiece.src.json",
          "segmentation.sentencepiece.tgt.json"} <= set(saved)


@pytest.mark.parametrize("force_python", [False, True])
def test_training_samples_each_side_from_its_own_models_nbest(
    corpus, tmp_path, force_python):
  problem, data_dir = build_problem(tmp_path, _config(corpus, tmp_path),
                                    vocab_from_words=False)
  # A fresh process's view: the set-up restored from disk.
  problem = problem_lib.Problem(data_config=problem.get_data_config())
  vocabs = problem.transform_setup(data_dir).vocabularies
  batches = problem.train_pipeline(
      DataPlan(data_dir, HP, force_python=force_python)).batches()
  words = {"src": {w for l in corpus["en"] for w in l.split()},
           "tgt": {w for l in corpus["sk"] for w in l.split()}}
  models = {"src": corpus["sp_en"], "tgt": corpus["sp_sk"]}
  not_best = 0
  for _ in range(2):
    batch = next(batches)
    for side, feature, vocab in (("src", "inputs", vocabs.src),
                                 ("tgt", "targets", vocabs.tgt)):
      for row in batch[feature]:
        pieces = [vocab.tokens[i] for i in row if i > 1]
        for word in _split_words(pieces):
          text = "".join(word).lstrip("▁")
          assert text in words[side]
          assert word in _nbest(models[side], text), (side, text, word)
          not_best += word != tuple(models[side].encode(text, out_type=str))
  assert not_best > 0  # Sampled, not always the best.


def test_a_changed_side_model_is_refused_on_restore(corpus, tmp_path):
  problem, data_dir = build_problem(tmp_path, _config(corpus, tmp_path),
                                    vocab_from_words=False)
  raw = _config(corpus, tmp_path)
  raw["meta"]["train"]["segmentation_model_tgt"] = str(
      corpus["root"] / "en.model")
  raw["meta"]["train"]["name"] = "setup"
  config = data_config.load_data_config(raw, base_dir=str(tmp_path))
  with pytest.raises(transform_setup.SetupError,
                     match="segmentation_model_tgt: .*en.model is not the file"):
    transform_setup.load_setup(config, os.path.join(layout.work_dir(data_dir), "setup"),
                               data_dir, log=lambda m: None)


def test_taboo_segmentation_refuses_side_models(corpus, tmp_path):
  raw = _config(corpus, tmp_path, ["morfessor_em_taboo_reordered"])
  config = data_config.load_data_config(raw, base_dir=str(tmp_path))
  from t2t_dyn.setup import resources  # pylint: disable=g-import-not-at-top
  from t2t_dyn.setup import chain  # pylint: disable=g-import-not-at-top
  with pytest.raises(TransformOptionError,
                     match="segmentation_model_src / _tgt: transform "
                     "'morfessor_em_taboo_reordered'.*needs one model"):
    chain.build_chains(config, resources.TransformResources(config))


def test_reversing_swaps_the_side_models(corpus, tmp_path):
  config = data_config.load_data_config(_config(corpus, tmp_path),
                                        base_dir=str(tmp_path))
  flipped = config.reversed()
  assert flipped.train.segmentation_model_src.endswith("sk.model")
  assert flipped.train.segmentation_model_tgt.endswith("en.model")
