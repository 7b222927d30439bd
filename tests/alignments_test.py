"""Word alignments in the data config: checked at sharding, rewritten over
the shard tokens, carried through every transform on both paths, and
emitted as word ids and word links that join the emitted pieces (read here
as (target position, source position) piece links, by the rule the guided
alignment cost applies)."""

import dataclasses
import os
import random

import numpy as np
import pytest
import tensorflow as tf

from t2t_dyn.batches import device_feed
from t2t_dyn.batches.data_plan import DataPlan
from t2t_dyn.config import data_config
from t2t_dyn.hparams import model_hparams
from t2t_dyn.hparams.data_hparams import DataHParams
from t2t_dyn.shards import layout
from t2t_dyn.shards import manifest
from t2t_dyn.shards import reading
from t2t_dyn.models import guided_alignment
from t2t_dyn.test_utils import batch_piece_links, build_problem, write_lines
from t2t_dyn.text import alignments
from t2t_dyn.training import trainer
from t2t_dyn.training import training_run
from t2t_dyn.transforms import native
from t2t_dyn.transforms import typos as typos_lib
from t2t_dyn.transforms.base import Example, TransformStats

# Real pairs, aligned by hand (Pharaoh i-j over whitespace words). No word
# occurs in two lines, case aside, so a token's text tells its line and
# word.
PAIRS = [
    ("The cat sleeps", "Mačka spí", "0-0 1-0 2-1"),
    ("a dog runs quickly", "pes rýchlo beží", "1-0 2-2 3-1"),
    ("birds fly high in Prague", "vtáky letia vysoko v Prahe",
     "0-0 1-1 2-2 3-3 4-4"),
    ("one", "jeden", "0-0"),
    ("we read books at home", "čítame knihy doma", "0-0 1-0 2-1 3-2 4-2"),
    ("Open this file, please.", "Otvorte tento súbor, prosím.",
     "0-0 1-1 2-2 3-3"),
]
HP = DataHParams(batch_size=4096, max_length=64, window_size=128)


def _word_of(text: str) -> dict:
  """Shard token (lower-cased, no ▁) -> raw word index, for one line:
  "file," is the shard tokens "file" and "," (pretokenized)."""
  index = {}
  for i, word in enumerate(text.lower().split()):
    for part in (word, word.rstrip(",."), word[len(word.rstrip(",.")):]):
      if part:
        index[part] = i
  return index


SOURCE_WORDS = [_word_of(s) for s, _, _ in PAIRS]
TARGET_WORDS = [_word_of(t) for _, t, _ in PAIRS]
LINKS = [{tuple(map(int, p.split("-"))) for p in a.split()}
         for _, _, a in PAIRS]


def _owner(token: str, words_per_line):
  """(line, word) of a token by its text, or None (a token a transform
  made: language tokens, insertions, replacements, masks)."""
  text = token.lstrip("▁").lower()
  found = [(line, words[text]) for line, words in enumerate(words_per_line)
           if text in words]
  return found[0] if len(found) == 1 else None


def _distinct(tokens) -> bool:
  texts = [t.lstrip("▁").lower() for t in tokens]
  return len(set(texts)) == len(texts)


def _config(tmp_path, transforms, copies=20, pretokenize=True, **train):
  # Upper- and title-cased copies put re-cased words in the word-level
  # vocabulary.
  pairs = PAIRS + [(s.upper(), t.upper(), a) for s, t, a in PAIRS] + [
      (s.title(), t.title(), a) for s, t, a in PAIRS]
  write_lines(tmp_path / "en.txt", [s for s, _, _ in pairs] * copies)
  write_lines(tmp_path / "sk.txt", [t for _, t, _ in pairs] * copies)
  write_lines(tmp_path / "al.txt", [a for _, _, a in pairs] * copies)
  return {"meta": {"shard": {"n_shards": 2, "pretokenize": pretokenize},
                   "train": {"src_lang": "en", "trg_lang": "sk", **train}},
          "tasks": {"t": {"transforms": list(transforms),
                          "inputs": {"c": {"src": "en.txt", "tgt": "sk.txt",
                                           "alignment": "al.txt"}}}}}


def _rows(problem, data_dir, force_python, chunks=1):
  """(source tokens, target tokens, links) of the first chunks' kept rows."""
  stream = problem.train_pipeline(
      DataPlan(data_dir, HP, force_python=force_python)).streams[0]
  assert stream.is_native != force_python
  vocabs = problem.transform_setup(data_dir).vocabularies
  rows = []
  for chunk, _ in zip(iter(stream.dataset()), range(chunks)):
    # A chunk's rows at once: eager ops on one ragged row at a time cost
    # about 50 ms a row. Padding has word id 0, which links nothing.
    links = batch_piece_links({
        name: chunk[name].to_tensor().numpy()
        for name in ("alignment", "inputs_words", "targets_words")})
    inputs, targets = chunk["inputs"].to_list(), chunk["targets"].to_list()
    for r, keep in enumerate(chunk["keep"].numpy()):
      if not keep:
        continue
      src = [vocabs.src.tokens[i] for i in inputs[r][:-1]]
      tgt = [vocabs.tgt.tokens[i] for i in targets[r][:-1]]
      rows.append((src, tgt, links[r]))
  return rows


def _expected(src, tgt):
  """Brute force from the emitted tokens: every (target, source) position
  pair whose tokens come from linked words of the same line."""
  owners = [_owner(t, SOURCE_WORDS) for t in src]
  expected = set()
  for q, token in enumerate(tgt):
    target = _owner(token, TARGET_WORDS)
    for p, source in enumerate(owners):
      if (source and target and source[0] == target[0] and
          (source[1], target[1]) in LINKS[source[0]]):
        expected.add((q, p))
  return expected


@pytest.mark.slow(
    reason="builds pipelines; its Python path starts worker processes")
@pytest.mark.parametrize("force_python", [False, True])
def test_links_follow_tokens_through_moving_and_dropping_noise(
    tmp_path, force_python):
  # Transforms that only move, drop, join or re-case tokens or add their
  # own: the links are exactly those recomputed from the emitted words.
  problem, data_dir = build_problem(tmp_path, _config(
      tmp_path, ["case_both", "reorder", "drop", "merge", "lang_prefix_both",
                 "filter_too_long"],
      case_both_upper_prob=0.3, case_both_title_prob=0.2,
      reorder_max_dist=3, drop_temperature=0.5, merge_prob=0.3,
      max_len=40))
  rows = _rows(problem, data_dir, force_python, chunks=3)
  assert len(rows) > 100
  merged = reordered = exact = 0
  for src, tgt, links in rows:
    assert src[:2] == ["<FROM_en>", "<TO_sk>"]
    expected = _expected(src, tgt)
    assert set(links) <= expected, (src, tgt, links)
    # Texts tell the words apart unless merge joined copies of one line.
    if _distinct(src) and _distinct(tgt):
      assert set(links) == expected, (src, tgt, links)
      exact += 1
    assert links == sorted(links)
    lines = {_owner(t, SOURCE_WORDS)[0] for t in src[2:]}
    merged += len(lines) > 1
    reordered += any(_owner(a, SOURCE_WORDS) > _owner(b, SOURCE_WORDS)
                     for a, b in zip(src[2:], src[3:]))
  assert merged and reordered and exact > len(rows) // 2


@pytest.mark.slow(
    reason="builds pipelines; its Python path starts worker processes")
@pytest.mark.parametrize("force_python", [False, True])
def test_tokens_a_transform_makes_are_never_linked(tmp_path, force_python):
  problem, data_dir = build_problem(tmp_path, _config(
      tmp_path, ["switchout", "insertion", "wb_noise", "token_mask",
                 "bart_noise", "lang_prefix_both"],
      switchout_temperature=0.3, insertion_temperature=0.3,
      wb_noise_temperature=0.3, token_mask_prob=0.2, mask_ratio=0.2))
  made = emitted = suggested = 0
  for src, tgt, links in _rows(problem, data_dir, force_python):
    expected = _expected(src, tgt)
    # A replacement may happen to spell a word of the line: it is still
    # not that word, so links are a subset of what the texts suggest...
    assert set(links) <= expected, (src, tgt, links)
    linked_source = {p for _, p in links}
    for p, token in enumerate(src):
      if _owner(token, SOURCE_WORDS) is None:
        made += 1
        assert p not in linked_source
    emitted += len(links)
    suggested += len(expected)
  # ... and only such chance spellings are missing.
  assert made > 0 and emitted > 0.8 * suggested  # 0.88 measured.


@pytest.mark.slow(
    reason="builds pipelines; its Python path starts worker processes")
@pytest.mark.parametrize("force_python", [False, True])
def test_every_sampled_piece_gets_its_words_links(tmp_path, force_python):
  problem, data_dir = build_problem(tmp_path, _config(
      tmp_path, ["sentencepiece", "lang_prefix_both"], copies=30,
      pretokenize=False, approx_vocab_size=120, seg_n_samples=4, seg_theta=0.3),
      vocab_from_words=False)
  segmentations = set()
  for src, tgt, links in _rows(problem, data_dir, force_python):
    words_src, words_tgt = _word_pieces(src[2:], 2), _word_pieces(tgt, 0)
    expected = set()
    for (word_s, at_s), (word_t, at_t) in (
        (s, t) for s in words_src for t in words_tgt):
      source = _owner(word_s, SOURCE_WORDS)
      target = _owner(word_t, TARGET_WORDS)
      if (source[0] == target[0] and
          (source[1], target[1]) in LINKS[source[0]]):
        expected.update((q, p) for p in at_s for q in at_t)
    assert set(links) == expected, (src, tgt, links)
    segmentations.add(tuple(src))
  assert len(segmentations) > len(PAIRS)  # Sampled afresh.


@pytest.mark.slow(reason="builds a pipeline with a segmentation (seconds)")
def test_words_outside_the_cache_pass_their_provenance_to_their_pieces(
    tmp_path):
  # Insertion before the segmentation makes words the cache lacks: the
  # native segmentation asks the model for them (its fallback), and every
  # other word's pieces still get their word's links.
  problem, data_dir = build_problem(tmp_path, _config(
      tmp_path, ["insertion", "sentencepiece", "lang_prefix_both"],
      copies=30, pretokenize=False, approx_vocab_size=120, seg_n_samples=4,
      seg_theta=0.3, insertion_temperature=0.5), vocab_from_words=False)
  inserted = emitted = suggested = stray = 0
  for src, tgt, links in _rows(problem, data_dir, force_python=False):
    owned = {}
    for side, pieces, offset, words_per_line in (
        ("src", src[2:], 2, SOURCE_WORDS), ("tgt", tgt, 0, TARGET_WORDS)):
      owned[side] = []
      for word, at in _word_pieces(pieces, offset):
        owner = _owner(word, words_per_line)
        inserted += owner is None
        owned[side].append((owner, at))
    expected = {(q, p) for source, at_s in owned["src"]
                for target, at_t in owned["tgt"]
                if source and target and source[0] == target[0]
                and (source[1], target[1]) in LINKS[source[0]]
                for p in at_s for q in at_t}
    emitted += len(set(links) & expected)
    suggested += len(expected)
    stray += len(set(links) - expected)
  # Texts mislead only where an insertion spells or joins a word.
  assert inserted > 0
  assert emitted > 0.95 * suggested and stray < 0.01 * emitted  # 1.0, 0.


def _word_pieces(pieces, offset):
  """[(word text, positions of its pieces)], words starting at ▁."""
  words = []
  for p, piece in enumerate(pieces, offset):
    if piece.startswith("▁") or not words:
      words.append([piece.lstrip("▁"), [p]])
    else:
      words[-1][0] += piece
      words[-1][1].append(p)
  return words


def test_typos_keep_each_words_provenance():
  transform = typos_lib.Typos(
      {f"typo_{kind}": 1.0 for kind in typos_lib.KINDS},
      type("Task", (), {"has_alignment": True, "name": "t"})())
  for seed in range(200):
    words = ["▁receive", "▁the", "▁package", "▁tomorrow"]
    example = Example(src=alignments.tag(words, [10, 12, 14, 16]), tgt=[],
                      seed=seed)
    transform.apply([example], True, TransformStats())
    for token in example.src:
      text, i = alignments.untag(token)
      assert i in (10, 12, 14, 16)
      # Typed from its word (or run together with the next): their
      # characters or keyboard neighbours.
      original = "".join(words[(i - 10) // 2:]).replace("▁", "")
      typed = set(original).union(
          *(typos_lib.NEIGHBOURS.get(c, "") for c in original))
      assert set(text.lstrip("▁")) <= typed, (token, example.src)
  assert transform.native(True) is None  # Aligned: the Python path.


def _shard_links(problem, data_dir):
  """The task's shard alignment lines, as Pharaoh lines."""
  lines = set()
  for path in reading.shard_set(data_dir, "t",
                                problem.get_data_config()).files["alignment"]:
    with open(path, "rb") as f:
      lines.update(map(alignments.format_links,
                       alignments.read_shard_file(f.read())))
  return lines


def test_shard_lines_hold_links_over_shard_tokens(tmp_path):
  problem, data_dir = build_problem(tmp_path, _config(tmp_path, ["drop"]))
  lines = _shard_links(problem, data_dir)
  # "file," and "súbor," are two shard tokens each: linked both ways.
  assert "0-0 1-1 2-2 2-3 3-2 3-3 4-4 4-5 5-4 5-5" in lines
  assert "0-0 1-0 2-1" in lines


@pytest.mark.parametrize("line, message", [
    ("0-0 5-1", r"al.txt:4: pair 2 '5-1' is out of range: the source has 1 "
                r"words"),
    ("0-0 1:1", r"al.txt:4: pair 2 '1:1' is not i-j"),
    ("0-x", r"al.txt:4: pair 1 '0-x' is not i-j"),
])
def test_bad_alignment_lines_are_named_by_file_and_line(tmp_path, line,
                                                        message):
  config = _config(tmp_path, ["drop"], copies=1)
  rows = [a for _, _, a in PAIRS] * 3
  rows[3] = line
  write_lines(tmp_path / "al.txt", rows)
  # Found before any shard, with the input's key path.
  with pytest.raises(data_config.DataConfigError,
                     match=r"tasks.t.inputs.\w+.alignment: .*" + message):
    build_problem(tmp_path, config)


def test_alignment_file_of_another_length_is_refused(tmp_path):
  config = _config(tmp_path, ["drop"], copies=1)
  write_lines(tmp_path / "al.txt", ([a for _, _, a in PAIRS] * 3)[:-1])
  with pytest.raises(Exception, match=r"al.txt has 17 lines"):
    build_problem(tmp_path, config)


def test_empty_alignments_are_counted(tmp_path):
  config = _config(tmp_path, ["drop"], copies=1)
  write_lines(tmp_path / "al.txt",
              ([a for _, _, a in PAIRS] * 3)[:-2] + ["", ""])
  problem, data_dir = build_problem(tmp_path, config)
  report = manifest.read_manifest(data_dir)["tasks"]["t"]["report"]["c"]
  assert report["unaligned_lines"] == 2


def test_transforms_that_cannot_keep_alignments_are_refused(tmp_path):
  config = _config(tmp_path, ["drop"], copies=1)
  config["tasks"]["t"]["transforms"] = ["morfessor_em_taboo", "drop"]
  # Refused when the config loads, before any input is read.
  with pytest.raises(data_config.DataConfigError,
                     match=r"transforms\[0\]: 'morfessor_em_taboo' cannot "
                           r"keep word alignments"):
    build_problem(tmp_path, config)


@pytest.mark.slow(reason="builds a pipeline (seconds)")
def test_a_transform_that_loses_the_provenance_ids_is_named(
    tmp_path, monkeypatch):
  # On the native path the ids travel beside the tokens: a transform that
  # moves tokens without native.follow would pair links with the wrong
  # pieces. The chain stops it by name.
  problem, data_dir = build_problem(tmp_path, _config(
      tmp_path, ["drop", "lang_prefix_both"], drop_temperature=0.0))
  monkeypatch.setattr(native, "follow", lambda out, *args, **kwargs: out)
  with pytest.raises(tf.errors.InvalidArgumentError,
                     match=r"transform drop moved the src tokens but not "
                           r"their provenance ids"):
    _rows(problem, data_dir, force_python=False)


def test_every_input_of_an_aligned_task_needs_alignments(tmp_path):
  config = _config(tmp_path, ["drop"], copies=1)
  config["tasks"]["t"]["inputs"]["d"] = {"src": "en.txt", "tgt": "sk.txt"}
  with pytest.raises(Exception,
                     match=r"tasks.t.inputs.d.alignment: missing"):
    build_problem(tmp_path, config)


def _segments(batch, feature, row):
  """{segment: its tokens' columns} of a batch row (one segment, 1, when
  the batch is padded)."""
  ids = batch[feature][row]
  segments = batch.get(feature + "_segmentation",
                       (ids != 0).astype(np.int32)[np.newaxis])
  segments = segments[row] if feature + "_segmentation" in batch else (
      segments[0])
  return {s: np.flatnonzero(segments == s) for s in set(segments) - {0}}


@pytest.mark.slow(reason="builds pipelines (seconds)")
@pytest.mark.parametrize("packed_length", [0, 24])
def test_batches_carry_each_examples_links_in_its_own_columns(
    tmp_path, packed_length):
  # Padded: one example a row. Packed: each example's word ids have a range
  # of their own, so links never reach another segment. Sides cut to 6 and
  # 4 tokens keep only the links inside them.
  problem, data_dir = build_problem(tmp_path, _config(
      tmp_path, ["reorder", "lang_prefix_both"], reorder_max_dist=3))
  hparams = dataclasses.replace(HP, packed_length=packed_length,
                                max_input_seq_length=6,
                                max_target_seq_length=4, batch_size=256)
  pipeline = problem.train_pipeline(DataPlan(data_dir, hparams))
  vocabs = problem.transform_setup(data_dir).vocabularies
  examples = linked = cut = 0
  for batch, _ in zip(pipeline.batches(), range(6)):
    word_links = batch["alignment"]
    assert word_links.dtype == np.int32 and word_links.shape[2] == 2
    assert len(word_links) == len(batch["inputs"])
    for side in ("inputs", "targets"):
      assert batch[side + "_words"].shape == batch[side].shape
    links = batch_piece_links(batch)
    for row in range(len(links)):
      row_links = set(links[row])
      sources = _segments(batch, "inputs", row)
      targets = _segments(batch, "targets", row)
      assert sources.keys() == targets.keys()
      for segment, src_columns in sources.items():
        tgt_columns = targets[segment]
        src = [vocabs.src.tokens[i] for i in batch["inputs"][row][src_columns]]
        tgt = [vocabs.tgt.tokens[i]
               for i in batch["targets"][row][tgt_columns]]
        mine = {(q - tgt_columns[0], p - src_columns[0])
                for q, p in row_links
                if q in tgt_columns and p in src_columns}
        expected = _expected(src, tgt)
        assert mine <= expected
        if _distinct(src) and _distinct(tgt):
          assert mine == expected, (src, tgt, mine)
        examples += 1
        linked += len(mine)
        cut += (len(src) == 6 and src[-1] != "<EOS>") + (
            len(tgt) == 4 and tgt[-1] != "<EOS>")
      # Every link of the row belongs to one of its segments.
      assert sum(len({(q, p) for q, p in row_links
                      if q in targets[s] and p in sources[s]})
                 for s in sources) == len(row_links)
    assert max(len(c) for row in range(len(links))
               for c in _segments(batch, "inputs", row).values()) <= 6
  assert examples > 50 and linked > examples and cut > 10
  if packed_length:
    assert "inputs_segmentation" in batch


@pytest.mark.slow(reason="trains a tiny model")
def test_guided_training_on_the_pipeline_moves_the_head_onto_the_links(
    tmp_path):
  # The trainer end to end on packed batches from the aligned data: the
  # supervised head's argmax source per linked target token agrees with
  # the training links far more after training than before, and the log
  # reports the alignment cost. (60 steps take it from 0.95 to 0.18.)
  problem, data_dir = build_problem(tmp_path, _config(
      tmp_path, ["reorder", "lang_prefix_both"], reorder_max_dist=2))
  hparams = model_hparams.from_set(
      "transformer_tiny", "hidden_size=32,filter_size=64,num_hidden_layers=2,"
      "num_heads=2,guided_alignment_weight=1.0,learning_rate_warmup_steps=10"
      ).model
  data = dataclasses.replace(HP, packed_length=24, batch_size=512)
  batch = next(problem.train_pipeline(DataPlan(data_dir, data)).batches())
  model_batch = {k: tf.constant(v) for k, v in batch.items()
                 if k not in device_feed.BOOKKEEPING +
                 guided_alignment.FEATURES}
  sure = {(r, t, s) for r, links in enumerate(batch_piece_links(batch))
          for t, s in links}

  def aer(model):
    _, attention = model(model_batch, return_attention=True)
    argmax = np.argmax(attention.numpy(), -1)
    predicted = {(r, t, int(argmax[r, t])) for r, t, _ in sure}
    return 1 - 2 * len(predicted & sure) / (len(predicted) + len(sure))

  lines = []
  run = trainer.Trainer(training_run.build_run(
      problem, DataPlan(data_dir, data), str(tmp_path / "model"), hparams,
      schedule=training_run.Schedule(train_steps=60, log_every=30),
      evaluation=training_run.EvaluationPlan(eval_every=0),
      checkpointing=training_run.CheckpointPlan(save_every=60)),
      log=lines.append)
  before = aer(run.model)
  run.train()
  after = aer(run.model)
  assert before > 0.6 and after < before - 0.3, (before, after)
  logged = [l for l in lines if "align_loss" in l]
  assert logged and "align_loss -" not in logged[-1]


def test_an_edited_alignment_file_reshards(tmp_path):
  # The alignment (like the scores) is part of the input: fixing a line of
  # it must reach the shards, not be hidden by the up-to-date check.
  config = _config(tmp_path, ["drop"], copies=1)
  build_problem(tmp_path, config)
  rows = [a for _, _, a in PAIRS] * 3
  rows[0] = "0-0 2-1"
  write_lines(tmp_path / "al.txt", rows)
  problem, data_dir = build_problem(tmp_path, config)
  assert "0-0 2-1" in _shard_links(problem, data_dir)


def _shard_file(lines):
  """A shard alignment file's bytes, as the sharder writes them."""
  return (alignments.SHARD_MAGIC +
          b"".join(map(alignments.shard_link_bytes, lines)) +
          alignments.shard_file_tail([len(links) for links in lines]))


def test_shard_form_round_trips_and_refuses_too_long_lines():
  # Every index, the largest allowed included, is a little-endian uint16
  # after the magic; the line counts and the number of lines come last.
  largest = alignments.MAX_SHARD_INDEX
  links = [(0, 0), (1, 2), (largest, 3), (7, largest)]
  data = _shard_file([links, [], [(5, 6)]])
  assert data[:8] == b"T2TLINKS" and len(data) == 8 + 5 * 2 * 2 + 3 * 4 + 4
  assert data[8:12] == bytes([0, 0, 0, 0])
  assert data[16:20] == bytes([0xFF, 0xFF, 3, 0])
  assert data[-4:] == bytes([3, 0, 0, 0])
  assert alignments.read_shard_file(data) == [links, [], [(5, 6)]]
  assert alignments.read_shard_file(_shard_file([])) == []
  with pytest.raises(alignments.AlignmentError,
                     match=r"word index 65536 is over 65,535: a line with "
                           r"alignments can have at most 65,536 words"):
    alignments.shard_link_bytes([(0, largest + 1)])


def test_native_file_links_decode_as_python_reads_the_shard_file():
  # The pipeline decodes a shard's alignment file whole with decode_raw;
  # it must give what read_shard_file gives, for empty lines (first and
  # last too), one link, the largest index and a file of no line.
  rng = random.Random(3)
  largest = alignments.MAX_SHARD_INDEX
  lines = [[(rng.randrange(60), rng.randrange(60)) for _ in range(n)]
           for n in (0, 1, 17, 0, 5)] + [
               [(largest, 0), (3, largest), (largest, largest)], []]
  for chunk in (lines, lines[:-1], [[]], [], lines[1:2]):
    data = _shard_file(chunk)
    assert alignments.read_shard_file(data) == chunk
    for reverse in (False, True):
      native = alignments.native_file_links(tf.constant(data), reverse,
                                            tf.constant("f.alignment.bin"))
      assert native.to_list() == [
          [[2 * i + 2, 2 * j + 1] if reverse else [2 * j + 2, 2 * i + 1]
           for i, j in line] for line in chunk]


def test_a_damaged_shard_alignment_file_is_named():
  whole = _shard_file([[(1, 2)], [(3, 4), (5, 6)]])
  # Cut inside a link or the counts, another magic (the text forms of
  # older shards), counts that disagree with the links, too short a file.
  counts_at = len(whole) - 12
  miscounted = whole[:counts_at] + bytes([2, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0,
                                          0])
  for content in (whole[:10] + whole[12:], whole[:-1], b"0-1 2-3\n",
                  "\u4e01\u4e02\n".encode("utf-8") + whole[8:], miscounted,
                  whole[:counts_at] + bytes([0xFF] * 8) + whole[-4:],
                  whole[:9] + whole[10:], b"T2TLINKS", b""):
    with pytest.raises(tf.errors.InvalidArgumentError,
                       match=r"f.alignment.bin(.|\n)*is not a shard "
                             r"alignment file"):
      alignments.native_file_links(tf.constant(content), False,
                                   tf.constant("f.alignment.bin"))
    with pytest.raises(alignments.AlignmentError):
      alignments.read_shard_file(content)


def test_an_alignment_shard_of_another_length_stops_the_stream(tmp_path):
  problem, data_dir = build_problem(tmp_path, _config(tmp_path, ["drop"],
                                                      copies=1))
  paths = reading.shard_set(data_dir, "t",
                            problem.get_data_config()).files["alignment"]
  with open(paths[0], "rb") as f:
    lines = alignments.read_shard_file(f.read())
  with open(paths[0], "wb") as f:
    f.write(_shard_file(lines[:-1]))
  with pytest.raises(tf.errors.InvalidArgumentError,
                     match=r"alignment.bin\] \[has\] \[8\] \[lines, its "
                           r"text shards\] \[9\]"):
    _rows(problem, data_dir, force_python=False)


@pytest.mark.slow(reason="shards a 65,536-word line twice (seconds)")
def test_the_longest_aligned_line_shards_and_a_longer_one_is_named(
    tmp_path):
  config = _config(tmp_path, ["drop"], copies=1)
  largest = alignments.MAX_SHARD_INDEX
  sources = [s for s, _, _ in PAIRS] * 3
  links = [a for _, _, a in PAIRS] * 3
  sources[2], links[2] = " ".join(["word"] * (largest + 1)), f"{largest}-0"
  targets = [t for _, t, _ in PAIRS] * 3
  targets[2] = "slovo"
  write_lines(tmp_path / "en.txt", sources)
  write_lines(tmp_path / "sk.txt", targets)
  write_lines(tmp_path / "al.txt", links)
  problem, data_dir = build_problem(tmp_path, config)
  assert f"{largest}-0" in _shard_links(problem, data_dir)
  sources[4], links[4] = " ".join(["word"] * (largest + 2)), f"{largest + 1}-0"
  write_lines(tmp_path / "en.txt", sources)
  write_lines(tmp_path / "al.txt", links)
  with pytest.raises(Exception, match=r"al.txt:5.*word index 65536 is over "
                                      r"65,535"):
    build_problem(tmp_path, config)


def test_shards_of_an_older_alignment_form_are_rebuilt(tmp_path):
  # Shards written before the binary form had text lines (Pharaoh text,
  # then one character an index): their shard record names another form
  # or none, so they are refused, never misread, and the next dyn-datagen
  # rebuilds them.
  config = _config(tmp_path, ["drop"], copies=1)
  problem, data_dir = build_problem(tmp_path, config)
  paths = reading.shard_set(data_dir, "t",
                            problem.get_data_config()).files["alignment"]
  entry = manifest.read_manifest(data_dir)
  record = entry["tasks"]["t"]["shard_record"]
  assert record["alignment_form"] == alignments.SHARD_FORM
  del record["alignment_form"]
  manifest.write_manifest(data_dir, entry)
  with open(paths[0], "wb") as f:
    f.write(_shard_file([[(0, 0), (1, 1)]]))
  # The text forms' files were named .alignment.gz.
  stale = os.path.join(os.path.dirname(paths[0]),
                       os.path.basename(paths[0]).replace(".bin", ".gz"))
  with open(stale, "wb") as f:
    f.write(b"\x1f\x8b")
  with pytest.raises(layout.ShardMismatchError,
                     match=r"tasks.t.alignment_form: shards were made with "
                           r"\(absent\)(.|\n)*re-run `dyn-datagen "
                           r"--stage=shard`"):
    reading.shard_set(data_dir, "t", problem.get_data_config())
  problem, data_dir = build_problem(tmp_path, config)
  assert _shard_links(problem, data_dir) >= {"0-0 1-0 2-1", "0-0"}
  assert not os.path.exists(stale)  # Removed with the rebuild.
  assert sorted(n for n in os.listdir(os.path.dirname(paths[0]))
                if "alignment" in n) == sorted(map(os.path.basename, paths))


def test_alignment_error_rate_by_hand():
  # Line 1: 2 of 3 predicted links are sure; line 2: 1 predicted, 2 sure,
  # none shared. |A| = 4, |S| = 5, |A & S| = 2.
  predicted = [[(0, 0), (1, 1), (2, 0)], [(0, 1)]]
  sure = [[(0, 0), (1, 1), (2, 2)], [(0, 0), (1, 1)]]
  assert alignments.alignment_error_rate(predicted, sure) == pytest.approx(
      1 - 2 * 2 / 9)
  # Links are compared within their line: the same pair on another line
  # does not count.
  assert alignments.alignment_error_rate([[(0, 0)], []],
                                         [[], [(0, 0)]]) == 1.0
  assert alignments.alignment_error_rate(sure, sure) == 0.0
  # A possible link found counts once (A & P), a sure one twice.
  possible = [[(2, 0)], []]
  assert alignments.alignment_error_rate(
      predicted, sure, possible) == pytest.approx(1 - (2 + 3) / 9)


def test_alignment_error_rate_refuses_unequal_or_empty_corpora():
  with pytest.raises(ValueError, match="have 2, 1 lines"):
    alignments.alignment_error_rate([[], []], [[]])
  with pytest.raises(ValueError, match="neither"):
    alignments.alignment_error_rate([[]], [[]])
