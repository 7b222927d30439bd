"""The Transformer as a decoder alone (models.transformer_lm): Tensor2Tensor's
language models (Text2SelfProblem) and prepend_mode prefix language models,
trained and decoded prefix-forced."""

import dataclasses
import os

import keras
import numpy as np
import pytest
import tensorflow as tf

from t2t_dyn.data_generators import text_problems
from t2t_dyn.decoding import beam_search
from t2t_dyn.decoding import translator as translator_lib
from t2t_dyn.hparams import model_hparams
from t2t_dyn.hparams.model_hparams import ModelHParams
from t2t_dyn.models import model_builder
from t2t_dyn.models import transformer_lm
from t2t_dyn.test_utils import tiny_trainer
from t2t_dyn.utils import registry

MASKED = "prepend_inputs_masked_attention"
FULL = "prepend_inputs_full_attention"
HPARAMS = ModelHParams(hidden_size=16, filter_size=32, num_hidden_layers=2,
                       num_heads=2, vocab_size=20,
                       layer_prepostprocess_dropout=0.0,
                       attention_dropout=0.0, relu_dropout=0.0)
INPUTS = tf.constant([[5, 6, 7, 1], [8, 1, 0, 0]])


def _model(mode):
  # Seeded: an untrained model may pick PAD (id 0) at every step, and the
  # decoder then trims those columns from its ids while their scores stay
  # in the row's score (three seeds in twelve did, mode FULL).
  keras.utils.set_random_seed(0)
  if mode == "lm":
    return model_builder.build(dataclasses.replace(HPARAMS, has_inputs=False))
  return model_builder.build(dataclasses.replace(HPARAMS, prepend_mode=mode))


def _log_prob(logits, ids):
  """Summed over the ids up to the first EOS (greedy decoding pads after
  it), a PAD before it included."""
  token = tf.gather(tf.nn.log_softmax(logits), ids, batch_dims=2)
  eos = tf.cast(tf.equal(ids, 1), tf.int32)
  before_end = tf.equal(tf.cumsum(eos, axis=1, exclusive=True), 0)
  return float(tf.reduce_sum(tf.where(before_end, token, 0.0)))


@pytest.mark.slow(reason="builds and traces three models' decoding")
@pytest.mark.parametrize("mode", ["lm", MASKED, FULL])
def test_prefix_forced_decoding_is_the_teacher_forced_pass(mode):
  # Each row continues from its own prefix (of a different length): its
  # greedy output's log-probability is the full pass's over prefix + output.
  model = _model(mode)
  assert isinstance(model, transformer_lm.DecoderOnlyTransformer)
  ids, scores = beam_search.greedy_decode(model, INPUTS, max_decode_length=5)
  for row in range(2):
    real = int(tf.math.count_nonzero(INPUTS[row]))
    out = ids[row:row + 1]
    if mode == "lm":  # The prefix is the line without its EOS.
      sequence = tf.concat([INPUTS[row:row + 1, :real - 1], out], 1)
      logits = model({"targets": sequence})[:, real - 1:]
    else:
      logits = model({"inputs": INPUTS[row:row + 1, :real], "targets": out})
    assert _log_prob(logits, out) == pytest.approx(float(scores[row]),
                                                   abs=1e-4)
  beams, _ = beam_search.beam_search(model, INPUTS, beam_size=3,
                                     max_decode_length=5)
  assert beams.shape[0] == 2


def test_prepended_sequence_and_full_attention_mask_are_tensor2tensors():
  sequence, start = transformer_lm.prepend_inputs(
      tf.constant([[5, 1], [6, 7]]), tf.constant([[9, 1, 0], [8, 8, 1]]))
  # inputs, the 0 separator, targets (Tensor2Tensor's
  # preprocess_example_common), padded after.
  assert sequence.numpy().tolist() == [[5, 1, 0, 9, 1, 0],
                                       [6, 7, 0, 8, 8, 1]]
  assert start.numpy().tolist() == [3, 3]
  mask = transformer_lm.full_attention_mask(sequence)[1, 0].numpy()
  # The inputs and the separator see each other; the targets causally.
  assert mask[:3, :3].all() and not mask[:3, 3:].any()
  assert mask[4].tolist() == [True] * 5 + [False]


def test_prepend_inputs_traces_with_unknown_lengths():
  # The training step is a tf.function over batches of any length.
  traced = tf.function(transformer_lm.prepend_inputs, input_signature=[
      tf.TensorSpec([None, None], tf.int32)] * 2)
  sequence, start = traced(tf.constant([[5, 1, 0]]), tf.constant([[9, 0]]))
  # Wide enough for the inputs, the separator and every target position.
  assert sequence.numpy().tolist() == [[5, 1, 0, 9, 0]]
  assert start.numpy().tolist() == [3]


def test_loss_reads_the_targets_part_only():
  model = _model(FULL)
  targets = tf.constant([[9, 1]])
  a = model({"inputs": tf.constant([[5, 1]]), "targets": targets})
  assert a.shape == (1, 2, 20)
  b = model({"inputs": tf.constant([[6, 7, 1]]), "targets": targets})
  assert not np.allclose(a.numpy(), b.numpy())  # Conditioned on the inputs.


def test_what_a_decoder_alone_refuses_is_named():
  with pytest.raises(ValueError, match="has none"):
    _model("lm").__class__(dataclasses.replace(
        HPARAMS, has_inputs=False, prepend_mode=MASKED))
  with pytest.raises(ValueError, match="shared vocabulary"):
    model_builder.build(dataclasses.replace(HPARAMS, prepend_mode=FULL,
                                            input_vocab_size=30))
  with pytest.raises(ValueError, match="--model=transformer"):
    model_builder.build(dataclasses.replace(
        HPARAMS, model="lstm_seq2seq_attention", has_inputs=False,
        attention_mechanism="luong"))
  with pytest.raises(ValueError, match="packed"):
    _model(MASKED)({"inputs": INPUTS, "targets": INPUTS,
                    "targets_segmentation": INPUTS,
                    "targets_position": INPUTS})


def test_mono_to_targets_makes_the_text_the_targets():
  from t2t_dyn.test_utils import make_examples  # pylint: disable=g-import-not-at-top
  transform = registry.transform("mono_to_targets")({})
  (example,) = transform.apply(make_examples([("a b", None)]), True, None)
  assert (example.src, example.tgt) == ([], ["a", "b"])
  # A decoder's prefix, encoded as target text, stays the target.
  (prefix,) = transform.apply(make_examples([("", "c")]), False, None)
  assert prefix.tgt == ["c"]


def test_transformer_prepend_sets_convert_with_their_mode():
  converted = model_hparams.from_set("transformer_prepend_v2").model
  assert converted.prepend_mode == MASKED and converted.decoder_only
  full = model_hparams.from_set("transformer_small",
                                f"prepend_mode={FULL}").model
  assert full.prepend_mode == FULL
  with pytest.raises(model_hparams.HParamsError, match="prepend_mode"):
    model_hparams.from_set("lstm_attention", f"prepend_mode={FULL}")


class CountingLm(text_problems.Text2SelfProblem):
  """A language model as Tensor2Tensor users write one."""

  @property
  def is_generate_per_split(self):
    return False

  @property
  def vocab_type(self):
    return text_problems.VocabType.CHARACTER

  def generate_samples(self, data_dir, tmp_dir, dataset_split):
    del data_dir, tmp_dir, dataset_split
    for i in range(200):
      yield {"targets": "abcdefgh"[i % 4:]}


@pytest.fixture(name="counting_lm")
def counting_lm_fixture():
  registry.register_problem("counting_lm_test")(CountingLm)
  yield registry.problem("counting_lm_test")
  registry.problems_registry().remove("counting_lm_test")


def test_text2self_tasks_are_language_models(counting_lm):
  config = counting_lm.get_data_config()
  assert {t.transforms for t in config.tasks.values()} == {
      ("mono_to_targets",)}


@pytest.fixture(name="trained_lm", scope="module")
def trained_lm_fixture(tmp_path_factory):
  """(problem, output dir, data dir) of CountingLm trained 60 steps."""
  registry.register_problem("counting_lm_trained")(CountingLm)
  problem = registry.problem("counting_lm_trained")
  tmp_path = tmp_path_factory.mktemp("lm")
  data_dir, tmp_dir = str(tmp_path / "data"), str(tmp_path / "tmp")
  os.makedirs(tmp_dir)
  problem.generate_shards(data_dir, tmp_dir, log=lambda line: None)
  problem.generate_vocab(data_dir, tmp_dir, log=lambda line: None)
  trainer = tiny_trainer(problem, data_dir, tmp_path / "out", 60,
                         eval_every=0)
  assert not trainer.hparams.has_inputs
  assert isinstance(trainer.model, transformer_lm.DecoderOnlyTransformer)
  trainer.train()
  yield problem, str(tmp_path / "out"), data_dir
  registry.problems_registry().remove("counting_lm_trained")


@pytest.mark.slow(reason="trains a tiny language model for 60 steps")
def test_a_text2self_problem_trains_and_continues_its_prefixes(trained_lm):
  problem, out, data_dir = trained_lm
  decoder = translator_lib.Translator(problem, out, "dev",
                                      encoders_dir=data_dir)
  # Tensor2Tensor's decoder of a language model: the line is the prefix,
  # the output its continuation; an empty line an empty prefix
  # (unconditional, from the start symbol alone).
  assert decoder.translate(["ab", "bcd", ""]) == ["cdefgh", "efgh",
                                                  "abcdefgh"]
  assert decoder.translate(["ab"], translator_lib.DecodeOptions(
      beam_size=3)) == ["cdefgh"]


def _example(feature, ids):
  return tf.train.Example(features=tf.train.Features(feature={
      feature: tf.train.Feature(int64_list=tf.train.Int64List(value=ids))
  })).SerializeToString()


@pytest.mark.slow(reason="trains a tiny language model (shared), exports "
                  "and loads it twice")
def test_a_language_model_exports_and_continues_as_dyn_decoder(trained_lm):
  from t2t_dyn.decoding import ctranslate2_engine  # pylint: disable=g-import-not-at-top
  from t2t_dyn.export import ctranslate2_model  # pylint: disable=g-import-not-at-top
  from t2t_dyn.export import saved_model  # pylint: disable=g-import-not-at-top
  problem, out, data_dir = trained_lm
  decoder = translator_lib.Translator(problem, out, "dev",
                                      encoders_dir=data_dir)
  greedy = translator_lib.DecodeOptions(beam_size=1)
  prefixes = ["ab", "bcd", "", "  ", "x y", "é"]
  expected = decoder.translate(prefixes, greedy)
  # The SavedModel: a prefix in, its continuation out, as dyn-decoder.
  done = saved_model.export_saved_model(decoder, "dev", greedy, out)
  loaded = tf.saved_model.load(done.path)
  got = loaded.signatures["translate"](inputs=tf.constant(prefixes))
  assert [t.decode() for t in got["outputs"].numpy()] == expected
  # Tensor2Tensor's serving signature: a language model's prefix ids are
  # the example's targets; an empty one decodes from the start symbol.
  ids = decoder.encoders["targets"].encode("ab")
  served = loaded.signatures["serving_default"](input=tf.constant(
      [_example("targets", ids), _example("targets", [])]))["outputs"]
  texts = [decoder.encoders["targets"].decode(
      [i for i in row if i > 1]) for row in served.numpy().tolist()]
  assert texts == [expected[0], expected[2]]
  # CTranslate2: a Generator continues each prefix as the model does.
  ct2 = ctranslate2_model.export_ctranslate2(out, log=lambda line: None)
  engine = ctranslate2_engine.CTranslate2Translator(
      problem, ct2.path, "dev", encoders_dir=data_dir)
  assert engine.translate(prefixes, greedy) == expected


@pytest.mark.slow(reason="traces two untrained models' greedy decoding")
@pytest.mark.parametrize("mode", ["lm", MASKED])
def test_a_decoder_alone_is_a_ctranslate2_generator(mode, tmp_path):
  # Untrained weights: the Generator's greedy continuation of the forced
  # ids is the model's prefix-forced greedy decoding, token for token.
  import ctranslate2  # pylint: disable=g-import-not-at-top
  from t2t_dyn.export import ctranslate2_model  # pylint: disable=g-import-not-at-top
  model = _model(mode)
  spec = ctranslate2_model.transformer_spec(model, max_positions=32)
  spec.validate()
  spec.optimize(quantization="float32")
  os.makedirs(tmp_path / "ct2")
  spec.save(str(tmp_path / "ct2"))
  generator = ctranslate2.Generator(str(tmp_path / "ct2"))
  ids, scores = beam_search.greedy_decode(model, INPUTS, max_decode_length=6)
  for row in range(2):
    real = [int(i) for i in INPUTS[row] if i]
    prompt = [0] + (real[:-1] if mode == "lm" else real + [0])
    (result,) = generator.generate_batch(
        [[str(i) for i in prompt]], max_length=6, return_scores=True,
        include_prompt_in_result=False, return_end_token=True,
        end_token="1")
    got = [int(t) for t in result.sequences[0]]
    assert got == ids[row, :len(got)].numpy().tolist()
    assert result.scores[0] * len(got) == pytest.approx(
        float(scores[row]), abs=1e-4)


def test_full_attention_prefix_models_are_refused_by_ctranslate2():
  from t2t_dyn.export import ctranslate2_model  # pylint: disable=g-import-not-at-top
  with pytest.raises(ctranslate2_model.ExportRefused,
                     match="prepend_inputs_full_attention.*saved_model"):
    ctranslate2_model.check_exportable(
        dataclasses.replace(HPARAMS, prepend_mode=FULL), "test")


@pytest.mark.slow(reason="decodes the shared trained language model with "
                  "dyn-decoder")
def test_dyn_decoder_continues_an_empty_prefix_unconditionally(trained_lm,
                                                               tmp_path):
  from t2t_dyn import test_programs  # pylint: disable=g-import-not-at-top
  problem, out, data_dir = trained_lm
  (tmp_path / "prefixes.txt").write_text("ab\n\nbcd\n", encoding="utf-8")
  decoded = {}
  for name, hparams in (("greedy", []),
                        ("sampled", ["--hparams_set=transformer_tiny",
                                     "--hparams=sampling_method=random",
                                     "--random_seed=3"])):
    result = test_programs.run(
        "dyn-decoder", f"--problem={problem.name}", f"--output_dir={out}",
        f"--data_dir={data_dir}", "--decode_hparams=beam_size=1",
        f"--decode_from_file={tmp_path / 'prefixes.txt'}",
        f"--decode_to_file={tmp_path / name}", *hparams)
    assert result.returncode == 0, result.stderr
    decoded[name] = (tmp_path / name).read_text(
        encoding="utf-8").splitlines()
  # The empty line: the model's text from the start symbol alone.
  assert decoded["greedy"] == ["cdefgh", "abcdefgh", "efgh"]
  assert len(decoded["sampled"]) == 3 and decoded["sampled"][1]
