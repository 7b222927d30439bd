"""The CTranslate2 export (t2t_dyn.export.ctranslate2_model) and engine
(t2t_dyn.decoding.ctranslate2_engine, dyn-decoder --engine=ctranslate2):
the suite's shared run, exported at float32, decodes as the TensorFlow
model does, its word links too; int8 decodes; what cannot be exported is
refused.

Figures on the shared run: beam 1, every line identical and scores within
1e-5; beam 4, 40 lines identical at its last checkpoint and 39 at its
first kept one (400 updates; a copy model trained 60 updates: 31), and
each difference is one where Tensor2Tensor's search kept an EOS ending that
CTranslate2's never registers (an EOS candidate ranked past the first
beam_size), so Tensor2Tensor's best scores at least as high, while every
hypothesis CTranslate2 returns carries the TensorFlow model's score.
"""

import dataclasses
import json
import os
import shutil

import numpy as np
import pytest

pytest.importorskip("ctranslate2")

# pylint: disable=g-import-not-at-top,wrong-import-position
from t2t_dyn.data_generators import problem as problem_lib
from t2t_dyn.decoding import beam_search
from t2t_dyn.decoding import ctranslate2_engine
from t2t_dyn.decoding import lines as lines_lib
from t2t_dyn.decoding import output_dir as output_dir_lib
from t2t_dyn.decoding import translator as translator_lib
from t2t_dyn.export import ctranslate2_model
from t2t_dyn import test_programs
from t2t_dyn.hparams.model_hparams import ModelHParams
from t2t_dyn.test_utils import (SHARED_RUN_STEPS, SHARED_RUN_TASK,
                                reversal_lines, write_lines)
from t2t_dyn.text import alignments

pytestmark = pytest.mark.slow(
    reason="exports and decodes trained runs with both engines")
# TensorFlow's scores are held to CTranslate2's within 1e-5: Grappler on,
# as the programs run (conftest turns it off for the suite).
pytestmark = [pytestmark, pytest.mark.usefixtures("graph_optimizer_on")]


@pytest.fixture(name="trained", scope="module")
def trained_fixture(shared_run, tmp_path_factory):
  """(a copy of the shared run's output dir, its float32 export, a
  TensorFlow translator, a CTranslate2 one, 40 source lines)."""
  output_dir = shared_run.copy_to(tmp_path_factory.mktemp("ct2") / "model")
  export = ctranslate2_model.export_ctranslate2(output_dir,
                                                log=lambda line: None)
  problem = problem_lib.Problem(
      data_config=translator_lib.saved_data_config(output_dir))
  tf_translator = translator_lib.Translator(problem, output_dir,
                                            shared_run.task)
  ct2_translator = ctranslate2_engine.CTranslate2Translator(
      problem, export.path, shared_run.task)
  sources = reversal_lines(np.random.default_rng(1), 40)
  return output_dir, export, tf_translator, ct2_translator, sources


def test_the_export_holds_the_model_the_set_up_and_its_record(trained):
  output_dir, export, _, _, _ = trained
  assert os.path.dirname(export.path) == os.path.join(output_dir, "export")
  assert export.path.endswith("-ct2")
  for name in ("model.bin", "config.json", "data_config.yaml",
               "hparams.json", "setup", ctranslate2_engine.RECORD_FILE):
    assert os.path.exists(os.path.join(export.path, name)), name
  record = ctranslate2_engine.read_record(export.path)
  assert record == export.record
  assert (record.problem, record.step, record.quantization) == (
      "problem", SHARED_RUN_STEPS, "float32")
  assert record.checkpoint.endswith(f"ckpt-{SHARED_RUN_STEPS}")
  assert ctranslate2_engine.newest_export(output_dir) == export.path
  assert not [n for n in os.listdir(os.path.dirname(export.path))
              if n.startswith(".")]


def test_greedy_decoding_is_the_tensorflow_models(trained):
  _, _, tf_translator, ct2_translator, sources = trained
  options = lines_lib.DecodeOptions(beam_size=1, extra_length=10)
  ours = tf_translator.translate_beams(sources + [""], options)
  theirs = ct2_translator.translate_beams(sources + [""], options)
  assert [b[0].text for b in theirs[:-1]] == [b[0].text for b in ours[:-1]]
  assert theirs[-1] == ours[-1] == []
  assert np.allclose([b[0].score for b in theirs[:-1]],
                     [b[0].score for b in ours[:-1]], atol=1e-5)


@pytest.mark.parametrize("model", ["trained", "young"])
def test_beam_search_differs_only_where_tensor2tensor_kept_more(model,
                                                                request):
  _, _, tf_translator, ct2_translator, sources = request.getfixturevalue(
      model)
  options = lines_lib.DecodeOptions(beam_size=4, extra_length=10,
                                    return_beams=True)
  ours = tf_translator.translate_beams(sources, options)
  theirs = ct2_translator.translate_beams(sources, options)
  identical = [a[0].text == b[0].text for a, b in zip(ours, theirs)]
  print(f"beam 4 ({model}): {sum(identical)}/{len(sources)} lines identical")
  # The young model differs on 1 of 40 (it ends a line on a near-tie), the
  # shared run on none.
  assert sum(identical) >= len(sources) // 2
  assert model != "young" or not all(identical)
  for same, a, b in zip(identical, ours, theirs):
    if same:
      assert abs(a[0].score - b[0].score) < 1e-5
    else:  # Tensor2Tensor's wider finished set found a better ending.
      assert a[0].score > b[0].score - 1e-5
  # Every CTranslate2 hypothesis that ended with EOS scores as the
  # TensorFlow model scores it, EOS included. The pairs are scored by their
  # text, so a hypothesis whose text encodes to other ids is left out (one
  # starting with a piece that has no word boundary: ids "," "▁folder"
  # read ", folder" and encode as "<unk>" "▁folder"); one ended with EOS
  # when it is shorter than the shortest length limit a batch can have.
  targets = tf_translator.encoders["targets"]
  shortest_limit = min(len(ids) for ids in lines_lib.encode_lines(
      tf_translator.encoders, sources)) + options.extra_length
  readable = [(s, h) for s, beams in zip(sources, theirs) for h in beams
              if targets.decode(targets.encode(h.text)) == h.text]
  pair_scores = tf_translator.score([s for s, _ in readable],
                                    [h.text for _, h in readable])
  scored = [(h, pair) for (_, h), pair in zip(readable, pair_scores)
            if len(pair.pieces) - 1 < shortest_limit]
  assert len(scored) > len(sources)
  for hypothesis, pair in scored:
    assert hypothesis.score == pytest.approx(
        ctranslate2_engine.gnmt_score(pair.log_prob, pair.tokens, 0.6),
        abs=1e-5)


def test_per_token_log_probs_match_the_tensorflow_models(trained):
  _, export, tf_translator, ct2_translator, sources = trained
  encoders = tf_translator.encoders
  inputs = [e for e in lines_lib.encode_lines(encoders, sources[:8])]
  targets = [list(encoders["targets"].encode(s)) + [1] for s in sources[:8]]
  results = ct2_translator.model.score_batch(
      [[str(i) for i in ids] for ids in inputs],
      [[str(i) for i in ids[:-1]] for ids in targets])
  for source, target, result in zip(inputs, targets, results):
    tf_log_probs = beam_search.score(tf_translator.model, [source],
                                     [target]).numpy()[0]
    assert [int(t) for t in result.tokens] == target
    assert np.allclose(result.log_probs, tf_log_probs, atol=1e-5), export


def test_dyn_decoder_engine_ctranslate2_decodes_as_tensorflow(trained,
                                                              tmp_path):
  """dyn-decoder --engine=ctranslate2 writes the TensorFlow model's
  translations and, with return_alignments=true, its links: the export
  keeps the supervised head as the attention CTranslate2 returns
  (ctranslate2_model). An export whose record predates that is refused,
  naming the fix. (The TensorFlow side is the module's translator, traced
  already: dyn-decoder's own files of it are decoder_alignments_test's.)"""
  output_dir, export, tf_translator, _, sources = trained
  assert export.record.alignment_head
  # An empty line (no links) and one of words the task never saw.
  lines = sources[:10] + ["", "now close this window."]
  source = write_lines(tmp_path / "src.txt", lines)
  hyp = tmp_path / "ctranslate2.txt"
  run = _decoder(f"--output_dir={output_dir}", "--engine=ctranslate2",
                 f"--decode_from_file={source}", f"--decode_to_file={hyp}",
                 "--decode_hparams=beam_size=1,extra_length=10,"
                 "return_alignments=true")
  assert run.returncode == 0, run.stderr
  assert "CTranslate2 export " + export.path in run.stdout
  expected = tf_translator.translate_beams(lines, lines_lib.DecodeOptions(
      beam_size=1, extra_length=10, return_alignments=True))
  outputs = [b[0].text if b else "" for b in expected]
  links = [alignments.format_links(b[0].links) if b else ""
           for b in expected]
  assert hyp.read_text(encoding="utf-8") == "".join(
      f"{line}\n" for line in outputs)
  assert (tmp_path / "ctranslate2.txt.align").read_text(
      encoding="utf-8") == "".join(f"{line}\n" for line in links)
  assert links[10] == "" and sum(map(len, links)) > 0
  for line, output, link_line in zip(lines, outputs, links):
    # Each line's links join words of its source and translation.
    assert alignments.format_links(alignments.parse(
        link_line, len(line.split()), len(output.split()))) == link_line

  old = str(tmp_path / "old-ct2")
  shutil.copytree(export.path, old)
  record_path = os.path.join(old, ctranslate2_engine.RECORD_FILE)
  with open(record_path, encoding="utf-8") as f:
    record = json.load(f)
  del record["alignment_head"]  # As exports before it wrote them.
  with open(record_path, "w", encoding="utf-8") as f:
    json.dump(record, f)
  run = _decoder(f"--output_dir={output_dir}", "--engine=ctranslate2",
                 f"--ctranslate2_dir={old}", f"--decode_from_file={source}",
                 f"--decode_to_file={tmp_path / 'old.txt'}",
                 "--decode_hparams=return_alignments=true")
  assert run.returncode == 1
  assert ("made before exports kept the guided alignment head; export the "
          "model again") in run.stderr


def _decoder(*flags):
  return test_programs.run("dyn-decoder", *flags)


def test_dyn_exporter_writes_a_ctranslate2_export(trained, tmp_path):
  """dyn-exporter --format=ctranslate2, as a user runs it: an int8 export
  in --export_dir that the engine reads; --quantization alone refused."""
  output_dir = trained[0]
  exporter = ["dyn-exporter", f"--output_dir={output_dir}"]
  refused = test_programs.run(*exporter, "--quantization=int8")
  assert refused.returncode != 0
  assert "--quantization=int8 needs --format=ctranslate2" in refused.stderr
  run = test_programs.run(*exporter, "--format=ctranslate2",
                         "--quantization=int8",
                         f"--export_dir={tmp_path / 'exports'}")
  assert run.returncode == 0, run.stderr
  (name,) = os.listdir(tmp_path / "exports")
  assert name.endswith(ctranslate2_engine.DIR_SUFFIX)
  record = ctranslate2_engine.read_record(str(tmp_path / "exports" / name))
  assert record.quantization == "int8"
  assert f"as ctranslate2 to {tmp_path / 'exports' / name}" in run.stdout


def test_int8_export_decodes_and_compares_with_float32(trained):
  output_dir, _, _, ct2_translator, sources = trained
  export = ctranslate2_model.export_ctranslate2(
      output_dir, quantization="int8", log=lambda line: None)
  assert ctranslate2_engine.newest_export(output_dir) == export.path
  problem = problem_lib.Problem(
      data_config=translator_lib.saved_data_config(output_dir))
  int8 = ctranslate2_engine.CTranslate2Translator(problem, export.path,
                                                  SHARED_RUN_TASK)
  comparison = ctranslate2_engine.compare_engines(
      ct2_translator, int8, sources, sources,
      lines_lib.DecodeOptions(beam_size=4, extra_length=10))
  print(f"int8 against float32: {comparison}")
  assert comparison.lines == len(sources)
  assert comparison.identical >= len(sources) // 2
  assert abs(comparison.chrf_difference) < 5.0


def test_refusals_name_what_is_refused(trained, tmp_path):
  output_dir, export, _, _, _ = trained
  before = sorted(os.listdir(os.path.join(output_dir, "export")))
  with pytest.raises(FileNotFoundError, match="ckpt-999"):
    ctranslate2_model.export_ctranslate2(output_dir, checkpoint="ckpt-999")
  import ctranslate2  # pylint: disable=g-import-not-at-top
  unsupported = [q for q in ("int16", "float16", "bfloat16")
                 if q not in ctranslate2.get_supported_compute_types("cpu")]
  for quantization in unsupported + ["int3"]:
    with pytest.raises(ctranslate2_model.ExportRefused,
                       match=f"quantization '{quantization}'"):
      ctranslate2_model.export_ctranslate2(output_dir,
                                           quantization=quantization)
  # Nothing partial was left behind.
  assert sorted(os.listdir(os.path.join(output_dir, "export"))) == before
  with pytest.raises(ctranslate2_model.ExportRefused,
                     match="'lstm_seq2seq_attention'"):
    ctranslate2_model.check_exportable(
        ModelHParams(model="lstm_seq2seq_attention"), "hparams.json")
  with pytest.raises(ctranslate2_model.ExportRefused,
                     match=r"source_factor_sizes=\[4\]"):
    ctranslate2_model.check_exportable(
        ModelHParams(source_factor_sizes=(4,)), "hparams.json")

  # An export of another problem is refused, naming it.
  other = str(tmp_path / "other-ct2")
  shutil.copytree(export.path, other)
  hparams_json = os.path.join(other, "hparams.json")
  with open(hparams_json, encoding="utf-8") as f:
    text = f.read()
  with open(hparams_json, "w", encoding="utf-8") as f:
    f.write(text.replace('"problem": "problem"', '"problem": "translate_x"'))
  run = _decoder(f"--output_dir={output_dir}", "--engine=ctranslate2",
                 f"--ctranslate2_dir={other}", "--decode_from_file=x",
                 "--decode_to_file=y")
  assert run.returncode == 1
  assert f"--ctranslate2_dir={other}" in run.stderr
  assert "'translate_x'" in run.stderr

  # No export yet: the message names the dyn-exporter command.
  bare = str(tmp_path / "bare")
  shutil.copytree(output_dir, bare,
                  ignore=shutil.ignore_patterns("export"))
  run = _decoder(f"--output_dir={bare}", "--engine=ctranslate2",
                 "--decode_from_file=x", "--decode_to_file=y")
  assert run.returncode == 1
  assert f"dyn-exporter --output_dir={bare}" in run.stderr


@pytest.fixture(name="young")
def young_fixture(trained, shared_run, tmp_path_factory):
  """(output dir, export, TensorFlow translator, CTranslate2 translator, 40
  source lines) of the shared run's first kept checkpoint (400 updates,
  half its training): young enough that its beams end a line on a
  near-tie (the shared run's last checkpoint ends none so). Exported
  outside the trained fixture's copy, whose newest export stays its own;
  its weights are loaded into the trained fixture's TensorFlow translator
  (as dyn-translate-all decodes each checkpoint: the searches it traced
  serve), and the newest checkpoint's put back after the test."""
  output_dir, _, tf_translator, _, sources = trained
  checkpoint = os.path.join(output_dir, "checkpoints",
                            f"ckpt-{shared_run.checkpoint_steps[0]}")
  export = ctranslate2_model.export_ctranslate2(
      output_dir, str(tmp_path_factory.mktemp("young")),
      checkpoint=checkpoint, log=lambda line: None)
  assert export.record.step == shared_run.checkpoint_steps[0]
  problem = problem_lib.Problem(
      data_config=translator_lib.saved_data_config(output_dir))
  newest = tf_translator.checkpoint
  tf_translator.load(checkpoint)
  try:
    yield (output_dir, export, tf_translator,
           ctranslate2_engine.CTranslate2Translator(problem, export.path,
                                                    shared_run.task),
           sources)
  finally:
    tf_translator.load(newest)


def _post_norm_run(shared_run, directory):
  """A copy of the shared run's output dir whose hparams.json and only
  checkpoint are those of a transformer_base_v1-shaped model (post-norm
  blocks, untied softmax, unscaled embeddings) of random weights, saved as
  dyn-trainer saves a model (bench_decode.py --random_base builds one so):
  what export and decoding read of a run, without a Trainer's trace (the
  check compares two engines' outputs, not what a model learned)."""
  import keras
  import tensorflow as tf
  from t2t_dyn.models import model_builder
  output_dir = shared_run.copy_to(directory)
  hparams = dataclasses.replace(
      output_dir_lib.saved_hparams(output_dir),
      layer_preprocess_sequence="none", layer_postprocess_sequence="dan",
      shared_embedding_and_softmax_weights=False, multiply_embedding_mode="")
  record = output_dir_lib.saved_record(output_dir)
  record["model"] = dataclasses.asdict(hparams)
  with open(output_dir_lib.hparams_path(output_dir), "w",
            encoding="utf-8") as f:
    json.dump(record, f, indent=1)
  checkpoints = output_dir_lib.checkpoint_dir(output_dir)
  shutil.rmtree(checkpoints)
  keras.utils.set_random_seed(6)
  model = model_builder.build(hparams)
  model({"inputs": tf.constant([[5, 1]]), "targets": tf.constant([[5, 1]])})
  tf.train.CheckpointManager(tf.train.Checkpoint(model=model), checkpoints,
                             max_to_keep=1).save(6)
  return output_dir


def test_a_post_norm_model_with_its_own_softmax_exports(trained, shared_run,
                                                        tmp_path):
  """transformer_base_v1's post-norm blocks, untied softmax, unscaled
  embeddings: greedy decoding is the TensorFlow model's; and an export of
  another model is refused by name."""
  output_dir = _post_norm_run(shared_run, tmp_path / "model")
  export = ctranslate2_model.export_ctranslate2(output_dir,
                                                log=lambda line: None)
  assert export.record.step == 6
  problem = problem_lib.Problem(
      data_config=translator_lib.saved_data_config(output_dir))
  sources = reversal_lines(np.random.default_rng(2), 12)
  options = lines_lib.DecodeOptions(beam_size=1, extra_length=6)
  ours = translator_lib.Translator(
      problem, output_dir, shared_run.task).translate_beams(sources, options)
  theirs = ctranslate2_engine.CTranslate2Translator(
      problem, export.path, shared_run.task).translate_beams(sources, options)
  assert [b[0].text for b in theirs] == [b[0].text for b in ours]
  assert np.allclose([b[0].score for b in theirs],
                     [b[0].score for b in ours], atol=1e-5)
  with pytest.raises(ctranslate2_engine.ExportError,
                     match=f"exported from another model \\({output_dir}\\)"):
    ctranslate2_engine.check_same_model(export.path, trained[0])


@pytest.mark.parametrize("layer,head", [(-2, 0), (0, 2)])
def test_ctranslate2_returns_the_supervised_heads_attention(tmp_path, layer,
                                                            head):
  """With guided alignment the export stores the supervised head first in
  its layer and names that layer for CTranslate2's return_attention: the
  attention CTranslate2 returns is the one the TensorFlow model's
  return_attention gives for the same output, head 0 or not, and the
  output is the TensorFlow model's greedy one (reordering heads changes no
  logit)."""
  import ctranslate2
  import keras
  import tensorflow as tf
  from t2t_dyn.decoding import word_links
  from t2t_dyn.models import transformer_model
  keras.utils.set_random_seed(4)
  model = transformer_model.Transformer(ModelHParams(
      hidden_size=32, filter_size=64, num_hidden_layers=2, num_heads=4,
      vocab_size=30, guided_alignment_weight=1.0,
      guided_alignment_layer=layer, guided_alignment_head=head))
  source = [[5, 9, 13, 2, 7, 1], [8, 3, 1, 0, 0, 0]]
  greedy, _ = beam_search.beam_search(model, tf.constant(source, tf.int32),
                                      beam_size=1, alpha=0.0,
                                      max_decode_length=8)
  spec = ctranslate2_model.transformer_spec(model, max_positions=32)
  spec.validate()
  spec.optimize(quantization="float32")
  os.makedirs(tmp_path / "ct2")
  spec.save(str(tmp_path / "ct2"))
  results = ctranslate2.Translator(str(tmp_path / "ct2")).translate_batch(
      [[str(i) for i in row if i] for row in source], beam_size=1,
      return_attention=True, return_end_token=True, max_decoding_length=8,
      min_decoding_length=0, max_input_length=0)
  for row, result in enumerate(results):
    ids = [int(t) for t in result.hypotheses[0]]
    assert ids == lines_lib.until_eos(greedy.numpy()[row]) + (
        [1] if ids[-1] == 1 else [])
    expected = word_links.supervised_attention(
        model, np.asarray([source[row]]), [ids])[0]
    returned = np.asarray(result.attention[0], np.float32)
    width = sum(1 for i in source[row] if i)
    np.testing.assert_allclose(returned[:len(ids), :width],
                               expected[:len(ids), :width], atol=2e-5)
