"""Tests for t2t_dyn.transforms.noise: behaviour, seeds, options, and the
Python and native implementations agreeing in distribution.

Statistical checks use fixed seeds, so they cannot flake; their tolerances
are 5 standard errors, so a correct implementation passes for any seeds.
"""

import math
import random
import re
import subprocess
import sys
from collections import Counter

import pytest

from t2t_dyn import test_utils
from t2t_dyn.config import data_config
from t2t_dyn.setup.resources import TransformResources
from t2t_dyn.text.forms import WORD_BOUNDARY
from t2t_dyn.transforms import draws
from t2t_dyn.transforms import infilling
from t2t_dyn.transforms import noise_base
from t2t_dyn.transforms import recasing
from t2t_dyn.transforms import seeds
from t2t_dyn.transforms.base import (Example,
                                     TransformOptionError, TransformStats)
from t2t_dyn.utils import registry

WB = WORD_BOUNDARY
TASK = "en_cs"
# Pieces whose toggled form is a piece too (▁sat/sat, ▁on/on, ting/▁ting)
# and pieces whose toggled form is not (▁the, s, ly).
SUBWORDS = [WB + "the", WB + "cat", "s", WB + "sat", WB + "on", WB + "mat",
            "ting", WB + "a", WB + "dog", "ly", "sat", "on", WB + "ting"]
SRC = [WB + "The", WB + "cat", "s", WB + "sat", WB + "on", WB + "the",
       WB + "MAT", "ting", WB + "Žluť", WB]
TGT = [WB + "Kočka", WB + "seděla", WB + "na", WB + "rohoži"]
DRAWS = 2000

# Options that make each transform change most examples.
NOISY = {
    "reorder": {"reorder_max_dist": 3},
    "drop": {"drop_temperature": 0.5},
    "switchout": {"switchout_temperature": 0.5},
    "wb_noise": {"wb_noise_temperature": 0.5},
    "insertion": {"insertion_temperature": 0.5},
    "token_mask": {"token_mask_prob": 0.3},
    "bart_noise": {},
    "case": {"case_lower_prob": 0.3, "case_upper_prob": 0.3,
             "case_title_prob": 0.3},
    "case_both": {"case_both_upper_prob": 0.4, "case_both_title_prob": 0.4},
}


@pytest.fixture(scope="module")
def config(tmp_path_factory):
  """A data config whose vocabulary holds SUBWORDS and two specials."""
  return config_with_vocabulary(tmp_path_factory, SUBWORDS)


def config_with_vocabulary(tmp_path_factory, subwords):
  root = tmp_path_factory.mktemp("noise")
  entries = list(subwords) + ["<mask>", "<unk>"]
  (root / "vocab.txt").write_text(
      "".join(f"{100 - i}\t{s}\n" for i, s in enumerate(entries)),
      encoding="utf-8")
  for name in ("a.en", "a.cs"):
    (root / name).write_text("x\n")
  return data_config.load_data_config({
      "meta": {"train": {"vocab_path": "vocab.txt"}},
      "tasks": {TASK: {"inputs": {"c": {"src": "a.en", "tgt": "a.cs"}}}},
  }, base_dir=str(root))


def make(config, name, **options):
  cls = registry.transform(name)
  return cls(cls.resolve_options(options, {}, TASK), config.tasks[TASK],
             TransformResources(config))


def noisy(config, name):
  """make(config, name, **NOISY[name]), made once per config: the tests that
  run its native fn for training share one trace of it (see `native`), as
  tf.data traces a NativeFn once for chunks of every size."""
  made = vars(config).setdefault("_noise_test_noisy", {})
  if name not in made:
    made[name] = make(config, name, **NOISY[name])
  return made[name]


def run_python(transform, src=SRC, tgt=TGT, example_seeds=range(DRAWS),
               is_train=True, stats=None):
  """The transformed examples, one per seed."""
  batch = [Example(list(src), None if tgt is None else list(tgt), seed)
           for seed in example_seeds]
  return transform.apply(batch, is_train, stats or TransformStats())


def native(transform, is_train=True):
  """transform.native(is_train), made once per transform: as in tf.data, one
  fn (traced once by test_utils) runs every chunk."""
  fns = vars(transform).setdefault("_noise_test_native", {})
  if is_train not in fns:
    fns[is_train] = transform.native(is_train)
  return fns[is_train]


def run_native(transform, src=SRC, tgt=TGT, draws=DRAWS, seed=(0, 0),
               is_train=True):
  """{side: token lists} of the native fn on one chunk holding `draws`
  copies of the example: the rows draw independently."""
  results = test_utils.run_native_batch(native(transform, is_train),
                                        [(src, tgt)] * draws, seed)
  return {side: [r[side] for r in results] for side in ("src", "tgt")
          if side in results[0]}


def run_native_once(transform, seed, src=SRC, tgt=TGT, is_train=True):
  out = test_utils.run_native(native(transform, is_train), src, tgt, seed)
  del out["keep"]
  return out


def prototype_count_distribution(n, temperature):
  """Seed 000's prototype, as its drop/switchout/insertion code states it:
  k = np.random.choice(np.arange(n), p=softmax(-temperature * arange(n))).
  Written out here, independently of t2t_dyn.transforms.draws."""
  if n <= 1:
    return [1.0]
  logits = [-temperature * k for k in range(n)]
  top = max(logits)
  weights = [math.exp(l - top) for l in logits]
  return [w / sum(weights) for w in weights]


def assert_same_distribution(sample_a, sample_b, sigmas=5.0):
  """Every value is about as frequent in both samples."""
  count_a, count_b = Counter(sample_a), Counter(sample_b)
  n_a, n_b = len(sample_a), len(sample_b)
  for value in set(count_a) | set(count_b):
    pooled = (count_a[value] + count_b[value]) / (n_a + n_b)
    tolerance = sigmas * math.sqrt(pooled * (1 - pooled) * (1 / n_a + 1 / n_b))
    gap = abs(count_a[value] / n_a - count_b[value] / n_b)
    assert gap <= tolerance + 1e-9, (value, count_a[value], count_b[value])


def assert_matches_distribution(sample, probabilities, sigmas=5.0):
  """The sample's frequencies of 0..len-1 agree with `probabilities`."""
  counts, n = Counter(sample), len(sample)
  assert set(counts) <= set(range(len(probabilities)))
  for k, p in enumerate(probabilities):
    tolerance = sigmas * math.sqrt(p * (1 - p) / n) + 1 / n
    assert abs(counts[k] / n - p) <= tolerance, (k, counts[k] / n, p)


def is_subsequence(part, whole):
  rest = iter(whole)
  return all(token in rest for token in part)


def numbered(n):
  return [f"t{i}" for i in range(n)]


# Registration, options, inference, seeds: every transform.


def test_transforms_keep_the_seed_parameter_names_and_defaults():
  # Seed 000's transforms: the prototype's names and defaults
  # (`meta.train.get('drop_temperature', 2.0)`, `reorder_max_dist` 3).
  # The others: BART's paper (30% masked, Poisson spans with lambda 3) and
  # this project's documented choices.
  defaults = {
      "reorder": {"reorder_max_dist": 3},
      "drop": {"drop_temperature": 2.0},
      "switchout": {"switchout_temperature": 2.0},
      "wb_noise": {"wb_noise_temperature": 2.0},
      "insertion": {"insertion_temperature": 2.0},
      "token_mask": {"token_mask_prob": 0.1, "mask_token": "<mask>"},
      "bart_noise": {"mask_ratio": 0.3, "poisson_lambda": 3.0,
                     "mask_token": "<mask>"},
      "case": {"case_lower_prob": 0.05, "case_upper_prob": 0.05,
               "case_title_prob": 0.05},
      "case_both": {"case_both_upper_prob": 0.05,
                    "case_both_title_prob": 0.05},
  }
  for name, expected in defaults.items():
    parameters = registry.transform(name).parameters
    assert {k: p.default for k, p in parameters.items()} == expected, name


@pytest.mark.slow(reason="starts a Python process")
def test_importing_the_transforms_does_not_import_tensorflow():
  code = ("import sys, t2t_dyn.transforms; "
          "sys.exit('tensorflow' in sys.modules)")
  assert subprocess.run([sys.executable, "-c", code]).returncode == 0


@pytest.mark.parametrize("name, key, value", [
    ("reorder", "reorder_max_dist", -1),
    ("reorder", "reorder_max_dist", 1.5),
    ("drop", "drop_temperature", -0.5),
    ("switchout", "switchout_temperature", "hot"),
    ("wb_noise", "wb_noise_temperature", None),
    ("insertion", "insertion_temperature", True),
    ("token_mask", "token_mask_prob", 1.5),
    ("token_mask", "mask_token", "<a mask>"),
    ("bart_noise", "mask_ratio", 2),
    ("bart_noise", "poisson_lambda", 0),
    ("bart_noise", "mask_token", ""),
    ("case", "case_title_prob", -0.1),
])
def test_bad_option_is_rejected_with_its_key_path(name, key, value):
  cls = registry.transform(name)
  with pytest.raises(TransformOptionError, match=f"meta.train.{key}: "):
    cls.resolve_options({key: value}, {}, TASK)
  with pytest.raises(TransformOptionError,
                     match=f"tasks.{TASK}.meta.{key}: "):
    cls.resolve_options({}, {key: value}, TASK)


def test_case_probabilities_summing_over_one_are_rejected_naming_keys():
  cls = registry.transform("case")
  with pytest.raises(TransformOptionError) as error:
    cls.resolve_options({"case_lower_prob": 0.6}, {"case_upper_prob": 0.5},
                        TASK)
  message = str(error.value)
  assert "meta.train.case_lower_prob" in message
  assert f"tasks.{TASK}.meta.case_upper_prob" in message
  assert "case_title_prob" in message
  assert cls.resolve_options({"case_lower_prob": 0.5, "case_upper_prob": 0.3,
                              "case_title_prob": 0.2}, {}, TASK)


@pytest.mark.parametrize("name", sorted(NOISY))
def test_inference_is_the_identity_in_python(config, name):
  transform = make(config, name, **NOISY[name])
  for tgt in (TGT, None):
    for example in run_python(transform, tgt=tgt, example_seeds=range(20),
                              is_train=False):
      assert (example.src, example.tgt) == (SRC, tgt)


@pytest.mark.parametrize("name", sorted(NOISY))
def test_inference_is_the_identity_natively(config, name):
  transform = make(config, name, **NOISY[name])
  for tgt in (TGT, None):
    out = run_native_once(transform, (3, 4), tgt=tgt, is_train=False)
    assert out == ({"src": SRC, "tgt": TGT} if tgt else {"src": SRC})


@pytest.mark.parametrize("name", sorted(NOISY))
def test_python_seed_fixes_the_output_and_epochs_differ(config, name):
  transform = make(config, name, **NOISY[name])

  def outputs(epoch):
    example_seeds = [seeds.example_seed(1, 0, epoch, p) for p in range(30)]
    return [(e.src, e.tgt) for e in run_python(transform,
                                                example_seeds=example_seeds)]

  assert outputs(0) == outputs(0)
  assert outputs(0) != outputs(1)
  assert len({repr(output) for output in outputs(0)}) > 1


@pytest.mark.slow(reason="traces native fns (seconds)")
@pytest.mark.parametrize("name", sorted(NOISY))
def test_native_seed_fixes_the_output_and_epochs_differ(config, name):
  transform = noisy(config, name)
  assert run_native(transform, draws=30) == run_native(transform, draws=30)
  assert len({repr(src) for src in run_native(transform, draws=30)["src"]}) > 1

  def outputs(epoch):  # A chunk's seed covers (seed, task, epoch, ...).
    return run_native(transform, draws=8, seed=(1, epoch))

  assert outputs(1) == outputs(1)
  assert outputs(0) != outputs(1)


# Chunks: rows of mixed lengths, each by its own rules, none leaking.

CHUNK_LENGTHS = [0, 1, 3, 7, 12, 25, 0, 5, 2, 9, 4, 15]
_OWNED = re.compile(WB + r"?([sg])(\d+)_\d+", re.IGNORECASE)


def chunk_examples(rows=48, pairs=True):
  """Rows whose tokens name their row: s<row>_<i> (some ▁-marked, some rows
  led by a special), targets g<row>_<i>; empty sources among them."""
  examples = []
  for r in range(rows):
    src = [(WB if i % 3 == 0 else "") + f"s{r}_{i}"
           for i in range(CHUNK_LENGTHS[r % len(CHUNK_LENGTHS)])]
    if r % 4 == 1 and src:
      src[0] = "<TO_cs>"
    tgt = [f"g{r}_{i}" for i in range((3 * len(src) + 1) % 11)]
    examples.append((src, tgt if pairs else None))
  return examples


def owners(tokens):
  """The rows whose tokens appear in `tokens` (noise and specials aside)."""
  return {int(m.group(2)) for m in map(_OWNED.fullmatch, tokens) if m}


def sides_of(src, tgt, out):
  return [(src, out["src"])] + ([(tgt, out["tgt"])] if tgt else [])


def reorder_rule(src, tgt, out):
  assert sorted(out["src"]) == sorted(src) and out.get("tgt") == tgt
  assert all(abs(i - src.index(t)) <= NOISY["reorder"]["reorder_max_dist"]
             for i, t in enumerate(out["src"]))


def drop_rule(src, tgt, out):
  assert is_subsequence(out["src"], src) and out.get("tgt") == tgt


def switchout_rule(src, tgt, out):
  for before, after in sides_of(src, tgt, out):
    assert len(after) == len(before)
    assert all(new in SUBWORDS for _, new in replaced(before, after))


def wb_noise_rule(src, tgt, out):
  for before, after in sides_of(src, tgt, out):
    assert len(after) == len(before)
    assert all(a.lstrip(WB) == b.lstrip(WB) for a, b in zip(after, before))


def insertion_rule(src, tgt, out):
  for before, after in sides_of(src, tgt, out):
    assert is_subsequence(before, after) and len(after) <= 2 * len(before)
    assert all(t in before or t in SUBWORDS for t in after)


def token_mask_rule(src, tgt, out):
  assert len(out["src"]) == len(src) and out.get("tgt") == tgt
  assert all(a in (b, "<mask>") for a, b in zip(out["src"], src))


def bart_noise_rule(src, tgt, out):
  kept = [t for t in out["src"] if t != "<mask>"]
  assert is_subsequence(kept, src)
  assert len(src) - len(kept) == math.ceil(0.3 * len(src))
  assert out["tgt"] == (src if tgt is None else tgt)


def case_rule(src, tgt, out):
  variants = [src, recasing.title_case(src)] + [
      [t if noise_base.is_special(t) else recase(t) for t in src]
      for recase in (str.lower, str.upper)]
  assert out["src"] in variants and out.get("tgt") == tgt


def case_both_rule(src, tgt, out):
  # Both sides in the same variant (a row's tokens name their row: s.., g..
  # are lower case, so upper and title are told apart by the first token).
  variants = [(src, tgt)] + [
      (recase(src), recase(tgt) if recasing.has_case(tgt) else tgt)
      for recase in (lambda ts: [t if noise_base.is_special(t) else t.upper()
                                 for t in ts], recasing.title_case)]
  if not recasing.has_case(src):
    variants = [(src, tgt)]
  assert (out["src"], out["tgt"]) in variants


ROW_RULES = {"reorder": reorder_rule, "drop": drop_rule,
             "switchout": switchout_rule, "wb_noise": wb_noise_rule,
             "insertion": insertion_rule, "token_mask": token_mask_rule,
             "bart_noise": bart_noise_rule, "case": case_rule,
             "case_both": case_both_rule}


@pytest.mark.parametrize("name", sorted(NOISY))
def test_native_chunk_follows_the_rules_row_by_row_without_leaks(
    config, tmp_path_factory, name):
  if name == "wb_noise":
    # Toggles happen only into vocabulary pieces: give it the chunk's tokens
    # in both forms.
    tokens = {t.lstrip(WB) for src, tgt in chunk_examples() for t in src + tgt}
    config = config_with_vocabulary(
        tmp_path_factory, sorted(tokens | {WB + t for t in tokens}))
  transform = noisy(config, name)
  for pairs in (True,) if transform.needs_pair else (True, False):
    examples = chunk_examples(pairs=pairs)
    results = test_utils.run_native_batch(native(transform), examples,
                                          (5, int(pairs)))
    assert len(results) == len(examples)
    for r, ((src, tgt), out) in enumerate(zip(examples, results)):
      assert out["keep"] and ("tgt" in out) == (pairs or transform.makes_pair)
      ROW_RULES[name](src, tgt, out)
      assert all(owners(tokens) <= {r} for tokens in out.values()
                 if isinstance(tokens, list)), (r, out)
      if not src:
        assert out["src"] == []
    assert sum(out["src"] != src
               for (src, _), out in zip(examples, results)) > len(examples) / 4


@pytest.mark.parametrize("temperature", [0.0, 0.5, 1000.0])
def test_native_counts_follow_the_rule_row_by_row_in_a_mixed_chunk(
    config, temperature):
  lengths = [6, 0, 13, 1]
  examples = [(numbered(lengths[r % 4]), None) for r in range(4000)]
  drop = make(config, "drop", drop_temperature=temperature)
  results = test_utils.run_native_batch(drop.native(True), examples, (2, 3))
  for n in lengths:
    sample = [n - len(out["src"]) for (src, _), out in zip(examples, results)
              if len(src) == n]
    assert_matches_distribution(
        sample, prototype_count_distribution(n, temperature))


@pytest.mark.slow(reason="traces native fns (seconds)")
def test_native_chunk_of_no_rows(config):
  for name in sorted(NOISY):
    transform = noisy(config, name)
    assert test_utils.run_native_batch(native(transform), [], (1, 2),
                                       pairs=transform.needs_pair) == []


# The noise-count rule.


@pytest.mark.parametrize("n, temperature", [(0, 1.0), (1, 0.0), (6, 0.0),
                                            (6, 0.5), (10, 3.0), (4, 50.0)])
def test_corruption_count_follows_corruption_distribution(n, temperature):
  rng = random.Random(11)
  sample = [draws.corruption_count(rng, n, temperature)
            for _ in range(5000)]
  assert_matches_distribution(sample,
                              prototype_count_distribution(n, temperature))


@pytest.mark.slow(reason="traces native fns (seconds)")
@pytest.mark.parametrize("name", ["drop", "switchout", "wb_noise",
                                  "insertion"])
def test_a_one_token_side_is_never_corrupted_and_drop_never_empties(
    config, name):
  # The prototype draws k from 0..n-1: at the default temperature, and even
  # at temperature 0 (every allowed k equally likely).
  for options in ({}, {f"{name}_temperature": 0.0}):
    transform = make(config, name, **options)
    one = [WB + "cat"]
    for e in run_python(transform, src=one, tgt=one, example_seeds=range(300)):
      assert e.src == one and e.tgt == one
    out = run_native(transform, src=one, tgt=one, draws=300)
    assert all(s == one for s in out["src"]) and all(
        t == one for t in out["tgt"])
  drop = make(config, "drop", drop_temperature=0.0)
  src = numbered(3)
  assert min(len(e.src) for e in run_python(drop, src=src)) == 1
  assert min(len(s) for s in run_native(drop, src=src)["src"]) == 1


def test_drop_count_follows_corruption_distribution_in_python_and_natively(
    config):
  src = numbered(6)
  drop = make(config, "drop", drop_temperature=0.5)
  expected = prototype_count_distribution(len(src), 0.5)
  python = [len(src) - len(e.src) for e in run_python(drop, src=src)]
  natively = [len(src) - len(s) for s in run_native(drop, src=src)["src"]]
  assert_matches_distribution(python, expected)
  assert_matches_distribution(natively, expected)


def test_drop_removes_fewer_tokens_as_temperature_grows(config):
  src = numbered(10)
  means = []
  for temperature in (0, 1, 3, 10):
    drop = make(config, "drop", drop_temperature=temperature)
    examples = run_python(drop, src=src, example_seeds=range(300))
    means.append(sum(len(src) - len(e.src) for e in examples) / 300)
  assert means[0] > means[1] > means[2] >= means[3]
  assert means[0] == pytest.approx(4.5, abs=0.5)  # Uniform on 0..9.


def test_drop_keeps_the_order_of_the_rest_and_counts_drops(config):
  src, stats = numbered(12), TransformStats()
  examples = run_python(make(config, "drop", drop_temperature=0.3), src=src,
                        stats=stats, example_seeds=range(200))
  assert all(is_subsequence(e.src, src) and e.tgt == TGT for e in examples)
  dropped = sum(len(src) - len(e.src) for e in examples)
  assert dropped > 0
  assert stats.as_dict() == {f"{TASK}/drop/tokens_dropped": dropped}


def test_drop_agrees_natively_on_which_positions_go(config):
  src = numbered(6)
  drop = make(config, "drop", drop_temperature=0.5)
  python = [t for e in run_python(drop, src=src) for t in set(src) - set(e.src)]
  natively = [t for s in run_native(drop, src=src)["src"]
              for t in set(src) - set(s)]
  assert_same_distribution(python, natively)


# reorder


def displacement(output):
  return max((abs(i - int(t[1:])) for i, t in enumerate(output)), default=0)


def test_reorder_never_moves_a_token_further_than_max_dist_in_python(config):
  rng = random.Random(5)
  for max_dist in range(6):
    reorder = make(config, "reorder", reorder_max_dist=max_dist)
    worst = 0
    for seed in range(400):
      src = numbered(rng.randrange(40))
      (example,) = run_python(reorder, src=src, example_seeds=[seed])
      assert sorted(example.src) == sorted(src)
      worst = max(worst, displacement(example.src))
    assert worst == max_dist  # The bound is reached, never passed.


@pytest.mark.parametrize("max_dist, length", [(0, 12), (1, 30), (3, 30),
                                              (5, 7)])
def test_reorder_never_moves_a_token_further_than_max_dist_natively(
    config, max_dist, length):
  src = numbered(length)
  reorder = make(config, "reorder", reorder_max_dist=max_dist)
  outputs = run_native(reorder, src=src, draws=1000)["src"]
  assert all(sorted(output) == sorted(src) for output in outputs)
  assert max(displacement(output) for output in outputs) == max_dist


def test_reorder_agrees_natively_on_where_a_token_lands(config):
  src = numbered(8)
  reorder = make(config, "reorder", reorder_max_dist=2)
  python = [e.src.index("t3") for e in run_python(reorder, src=src)]
  natively = [s.index("t3") for s in run_native(reorder, src=src)["src"]]
  assert_same_distribution(python, natively)


# switchout


def replaced(before, after):
  return [(b, a) for b, a in zip(before, after) if b != a]


def test_switchout_replaces_with_other_non_special_subwords(config):
  switchout = make(config, "switchout", switchout_temperature=0.2)
  tokens = SUBWORDS[:6] + ["<TO_cs>", "out_of_vocab"]
  examples = run_python(switchout, src=tokens, tgt=None,
                        example_seeds=range(300))
  swaps = [swap for e in examples for swap in replaced(tokens, e.src)]
  assert swaps and all(e.tgt is None for e in examples)
  assert all(new in SUBWORDS for _, new in swaps)
  assert {old for old, _ in swaps} == set(tokens)


def test_switchout_agrees_natively_per_side(config):
  switchout = make(config, "switchout", switchout_temperature=0.5)
  examples = run_python(switchout)
  out = run_native(switchout)
  for side, tokens in (("src", SRC), ("tgt", TGT)):
    python = [len(replaced(tokens, getattr(e, side))) for e in examples]
    natively = [len(replaced(tokens, o)) for o in out[side]]
    assert_same_distribution(python, natively)
    assert_matches_distribution(
        natively, prototype_count_distribution(len(tokens), 0.5))


def test_switchout_never_keeps_a_chosen_token_in_both(config):
  switchout = make(config, "switchout", switchout_temperature=0.0)
  uniform = prototype_count_distribution(len(SUBWORDS), 0.0)
  python = [len(replaced(SUBWORDS, e.src))
            for e in run_python(switchout, src=SUBWORDS, tgt=None)]
  natively = [len(replaced(SUBWORDS, s))
              for s in run_native(switchout, src=SUBWORDS, tgt=None)["src"]]
  assert_matches_distribution(python, uniform)
  assert_matches_distribution(natively, uniform)


def test_switchout_draws_replacements_uniformly_in_both(config):
  src = [WB + "cat", "out_of_vocab"]
  switchout = make(config, "switchout", switchout_temperature=0.0)
  python = [new for e in run_python(switchout, src=src, tgt=None)
            for _, new in replaced(src, e.src)]
  natively = [new for o in run_native(switchout, src=src, tgt=None)["src"]
              for _, new in replaced(src, o)]
  assert set(python) == set(natively) == set(SUBWORDS)
  assert_same_distribution(python, natively)


@pytest.mark.parametrize("name", ["switchout", "insertion"])
def test_vocabulary_noise_names_a_missing_vocabulary(tmp_path, name):
  for file_name in ("a.en", "a.cs"):
    (tmp_path / file_name).write_text("x\n")
  config = data_config.load_data_config(
      {"meta": {"train": {"vocab_path": "missing.txt"}},
       "tasks": {TASK: {"inputs": {"c": {"src": "a.en", "tgt": "a.cs"}}}}},
      base_dir=str(tmp_path))
  with pytest.raises(FileNotFoundError, match="meta.train.vocab_path"):
    make(config, name).warm_up()


# wb_noise


def test_wb_noise_toggles_only_into_vocabulary_pieces(config):
  # SUBWORDS has ▁cat but neither "the" nor ▁s: of these four tokens only
  # "cat" -> ▁cat is a toggle the vocabulary allows; a lone ▁ would become
  # empty. The prototype leaves such tokens unchanged.
  tokens = [WB + "the", "cat", WB, "s"]
  vocabulary = set(SUBWORDS)
  wb_noise = make(config, "wb_noise", wb_noise_temperature=0.0)
  stats = TransformStats()
  examples = run_python(wb_noise, src=tokens, tgt=None, stats=stats,
                        example_seeds=range(400))
  outputs = {tuple(e.src) for e in examples}
  assert outputs == {tuple(tokens), (WB + "the", WB + "cat", WB, "s")}
  natively = {tuple(s) for s in run_native(wb_noise, src=tokens,
                                           tgt=None, draws=400)["src"]}
  assert natively == outputs
  counted = stats.as_dict()
  added = counted[f"{TASK}/wb_noise/boundaries_added"]
  assert added == sum(e.src[1] == WB + "cat" for e in examples)
  assert counted[f"{TASK}/wb_noise/toggles_not_in_vocabulary"] > 0
  assert f"{TASK}/wb_noise/boundaries_removed" not in counted
  # No output token is new unless it is in the vocabulary.
  for e in examples:
    assert all(t in tokens or t in vocabulary for t in e.src)


def test_wb_noise_on_vocabulary_pieces_emits_only_vocabulary_pieces(config):
  # Every input token is a vocabulary piece: so must every output be.
  src = [WB + "the", WB + "cat", "s", WB + "sat", WB + "on", "ly"]
  wb_noise = make(config, "wb_noise", wb_noise_temperature=0.0)
  vocabulary = set(SUBWORDS)
  python = run_python(wb_noise, src=src, tgt=src)
  natively = run_native(wb_noise, src=src, tgt=src)
  for side in ("src", "tgt"):
    for tokens in [getattr(e, side) for e in python] + natively[side]:
      assert set(tokens) <= vocabulary, tokens
  assert any(e.src != src for e in python)
  assert any(s != src for s in natively["src"])


def test_wb_noise_agrees_natively(config):
  wb_noise = make(config, "wb_noise", wb_noise_temperature=0.3)
  examples = run_python(wb_noise)
  out = run_native(wb_noise)
  for side, tokens in (("src", SRC), ("tgt", TGT)):
    python = [tuple(replaced(tokens, getattr(e, side))) for e in examples]
    natively = [tuple(replaced(tokens, o)) for o in out[side]]
    assert_same_distribution([len(p) for p in python],
                             [len(n) for n in natively])
    assert_same_distribution(python, natively)  # Which toggles, too.


# insertion


def test_insertion_keeps_the_originals_in_order(config):
  insertion = make(config, "insertion", insertion_temperature=0.3)
  for example in run_python(insertion, example_seeds=range(300)):
    for tokens, noised in ((SRC, example.src), (TGT, example.tgt)):
      assert is_subsequence(tokens, noised)
      assert len(noised) <= 2 * len(tokens)
      assert all(t in tokens or t in SUBWORDS for t in noised)


def test_insertion_agrees_natively(config):
  src = numbered(5)
  insertion = make(config, "insertion", insertion_temperature=0.0)
  examples = run_python(insertion, src=src)
  out = run_native(insertion, src=src)
  assert_same_distribution([len(e.src) for e in examples],
                           [len(s) for s in out["src"]])
  assert_same_distribution([len(e.tgt) for e in examples],
                           [len(t) for t in out["tgt"]])
  # Where the insertions go: how many come before the first original.
  assert_same_distribution([e.src.index("t0") for e in examples],
                           [s.index("t0") for s in out["src"]])
  assert_same_distribution(
      [t for e in examples for t in e.src if t not in src],
      [t for s in out["src"] for t in s if t not in src])


# token_mask


def test_token_mask_masks_at_the_rate_in_both(config):
  src = numbered(10)
  token_mask = make(config, "token_mask", token_mask_prob=0.2,
                    mask_token="<blank>")
  assert token_mask.specials() == ["<blank>"]
  examples = run_python(token_mask, src=src)
  for e in examples:
    assert [t for t in e.src if t != "<blank>"] == [
        t for t, n in zip(src, e.src) if n != "<blank>"]
  python = [t == "<blank>" for e in examples for t in e.src]
  natively = [t == "<blank>" for s in run_native(token_mask, src=src)["src"]
              for t in s]
  assert sum(python) / len(python) == pytest.approx(0.2, abs=0.01)
  assert_same_distribution(python, natively)


# bart_noise


def mask_count(tokens):
  return tokens.count("<mask>")


def test_bart_noise_masks_spans_and_keeps_the_target(config):
  src = numbered(20)
  bart = make(config, "bart_noise")
  assert bart.specials() == ["<mask>"] and bart.makes_pair
  for tgt in (TGT, None):
    for example in run_python(bart, src=src, tgt=tgt, example_seeds=range(200)):
      kept = [t for t in example.src if t != "<mask>"]
      assert is_subsequence(kept, src)
      assert len(src) - len(kept) == math.ceil(0.3 * 20)
      assert 1 <= mask_count(example.src) <= 6 + 1
      assert example.tgt == (tgt or src)


def test_bart_noise_zero_length_spans_insert_a_mask(config):
  src = numbered(10)
  bart = make(config, "bart_noise", mask_ratio=0.1, poisson_lambda=0.5)
  examples = run_python(bart, src=src, example_seeds=range(200))
  natively = run_native(bart, src=src, draws=200)["src"]
  for noised in [e.src for e in examples] + natively:
    assert len(src) - sum(t != "<mask>" for t in noised) == 1
  assert any(mask_count(e.src) > 1 for e in examples)
  assert any(mask_count(noised) > 1 for noised in natively)


def test_bart_noise_extreme_ratios(config):
  src = numbered(7)
  for ratio, check in ((0, lambda out: out == src),
                       (1, lambda out: set(out) == {"<mask>"})):
    bart = make(config, "bart_noise", mask_ratio=ratio)
    assert all(check(e.src) for e in run_python(bart, src=src,
                                                example_seeds=range(50)))
    assert all(check(s) for s in run_native(bart, src=src, draws=50)["src"])
  empty = make(config, "bart_noise")
  assert run_python(empty, src=[], example_seeds=[0])[0].src == []
  assert run_native(empty, src=[], draws=3)["src"] == [[], [], []]


@pytest.mark.parametrize("ratio, lam", [(0.3, 3.0), (0.15, 0.7)])
def test_bart_noise_agrees_natively(config, ratio, lam):
  src = numbered(15)
  bart = make(config, "bart_noise", mask_ratio=ratio, poisson_lambda=lam)
  examples = run_python(bart, src=src, tgt=None)
  out = run_native(bart, src=src, tgt=None)
  assert out["tgt"] == [src] * DRAWS
  masked = math.ceil(ratio * len(src))
  for noised in out["src"]:
    kept = [t for t in noised if t != "<mask>"]
    assert is_subsequence(kept, src) and len(src) - len(kept) == masked
  assert_same_distribution([mask_count(e.src) for e in examples],
                           [mask_count(s) for s in out["src"]])
  assert_same_distribution([e.src[0] == "<mask>" for e in examples],
                           [s[0] == "<mask>" for s in out["src"]])
  assert_same_distribution([e.src.index("t7") if "t7" in e.src else -1
                            for e in examples],
                           [s.index("t7") if "t7" in s else -1
                            for s in out["src"]])
  # The last span drawn is cut to fit: spans must be shuffled before placing.
  for edge in (leading_gap, trailing_gap):
    assert_same_distribution([edge(e.src, src) for e in examples],
                             [edge(s, src) for s in out["src"]])


def leading_gap(noised, src):
  """How many source tokens are missing before the first kept one."""
  kept = [t for t in noised if t != "<mask>"]
  return src.index(kept[0]) if kept else len(src)


def trailing_gap(noised, src):
  return leading_gap(noised[::-1], src[::-1])


def test_poisson_has_mean_and_variance_lambda():
  rng = random.Random(3)
  for lam in (0.5, 3.0, 45.0):
    sample = [infilling.poisson(rng, lam) for _ in range(4000)]
    mean = sum(sample) / len(sample)
    variance = sum((x - mean) ** 2 for x in sample) / len(sample)
    assert mean == pytest.approx(lam, abs=5 * math.sqrt(lam / 4000))
    assert variance == pytest.approx(lam, rel=0.15)


# case

CASE_SRC = ["<TO_cs>", WB + "hello", "WOR", "ld", WB + "ŽLUŤ", WB, "kůň",
            WB + "iPhone"]
CASE_EXPECTED = {
    "case_lower_prob": ["<TO_cs>", WB + "hello", "wor", "ld", WB + "žluť", WB,
                        "kůň", WB + "iphone"],
    "case_upper_prob": ["<TO_cs>", WB + "HELLO", "WOR", "LD", WB + "ŽLUŤ", WB,
                        "KŮŇ", WB + "IPHONE"],
    "case_title_prob": ["<TO_cs>", WB + "Hello", "wor", "ld", WB + "Žluť", WB,
                        "Kůň", WB + "Iphone"],
}


@pytest.mark.parametrize("key", sorted(CASE_EXPECTED))
def test_case_recases_the_source_in_python_and_natively(config, key):
  options = {k: 0.0 for k in CASE_EXPECTED}
  options[key] = 1.0
  case = make(config, "case", **options)
  (example,) = run_python(case, src=CASE_SRC, example_seeds=[0])
  assert example.src == CASE_EXPECTED[key] and example.tgt == TGT
  assert run_native_once(case, (0, 1),
                         src=CASE_SRC)["src"] == CASE_EXPECTED[key]


@pytest.mark.parametrize("tokens, expected", [
    (["new", "YORK", "<unk>", "čas"], ["New", "York", "<unk>", "Čas"]),
    (["über", WB + "ALLES", "<unk>", "x"],
     ["Über", WB + "Alles", "<unk>", "x"]),
    ([WB, "ábc", "DEF", WB + "g"], [WB, "Ábc", "def", WB + "G"]),
    ([], []),
])
def test_title_case_finds_word_starts_in_both(config, tokens, expected):
  """Words start at ▁, after a lone ▁, at the first token; a side without
  markers has one word per token."""
  assert recasing.title_case(tokens) == expected
  case = make(config, "case", case_lower_prob=0, case_upper_prob=0,
              case_title_prob=1)
  assert run_native_once(case, (0, 1), src=tokens,
                         tgt=None)["src"] == expected


def test_case_agrees_natively_on_how_often_each_variant_is_drawn(config):
  case = make(config, "case", case_lower_prob=0.2, case_upper_prob=0.3,
              case_title_prob=0.1)
  variants = {tuple(v): k for k, v in CASE_EXPECTED.items()}
  python = [variants.get(tuple(e.src), "unchanged")
            for e in run_python(case, src=CASE_SRC)]
  natively = [variants.get(tuple(s), "unchanged")
              for s in run_native(case, src=CASE_SRC)["src"]]
  assert Counter(python)["case_upper_prob"] / DRAWS == pytest.approx(
      0.3, abs=0.05)
  assert_same_distribution(python, natively)


# case_both

CASE_TGT = [WB + "Ahoj", WB + "SVET", "<unk>", WB + "kôň"]
CASE_BOTH_EXPECTED = {
    "case_both_upper_prob": (CASE_EXPECTED["case_upper_prob"],
                             [WB + "AHOJ", WB + "SVET", "<unk>", WB + "KÔŇ"]),
    "case_both_title_prob": (CASE_EXPECTED["case_title_prob"],
                             [WB + "Ahoj", WB + "Svet", "<unk>", WB + "Kôň"]),
}


@pytest.mark.parametrize("key", sorted(CASE_BOTH_EXPECTED))
def test_case_both_recases_both_sides_in_python_and_natively(config, key):
  options = {k: 0.0 for k in CASE_BOTH_EXPECTED}
  options[key] = 1.0
  case = make(config, "case_both", **options)
  stats = TransformStats()
  (example,) = run_python(case, src=CASE_SRC, tgt=CASE_TGT,
                          example_seeds=[0], stats=stats)
  assert (example.src, example.tgt) == CASE_BOTH_EXPECTED[key]
  event = "uppercased" if "upper" in key else "titlecased"
  assert stats.as_dict() == {f"{TASK}/case_both/{event}_both": 1}
  native = run_native_once(case, (0, 1), src=CASE_SRC, tgt=CASE_TGT)
  assert (native["src"], native["tgt"]) == CASE_BOTH_EXPECTED[key]


@pytest.mark.parametrize("src, tgt, expected, event", [
    # An uncased source gives no cue: the pair stays as it is.
    (["<TO_en>", "打开", "文件"], [WB + "Open", WB + "file"],
     (["<TO_en>", "打开", "文件"], [WB + "Open", WB + "file"]),
     "skipped_uncased_source"),
    # An uncased target (its script has no case): the source alone.
    ([WB + "Open", WB + "file"], ["打开", "文件"],
     ([WB + "OPEN", WB + "FILE"], ["打开", "文件"]), "uppercased_source_only"),
    # Digits and specials only: no case either.
    (["<TO_cs>", "404", "-", "3.14"], [WB + "Chyba"],
     (["<TO_cs>", "404", "-", "3.14"], [WB + "Chyba"]),
     "skipped_uncased_source"),
])
def test_case_both_skips_sides_without_case(config, src, tgt, expected,
                                            event):
  case = make(config, "case_both", case_both_upper_prob=1.0,
              case_both_title_prob=0.0)
  stats = TransformStats()
  (example,) = run_python(case, src=src, tgt=tgt, example_seeds=[0],
                          stats=stats)
  assert (example.src, example.tgt) == expected
  assert stats.as_dict() == {f"{TASK}/case_both/{event}": 1}
  native = run_native_once(case, (0, 1), src=src, tgt=tgt)
  assert (native["src"], native["tgt"]) == expected


def test_case_both_agrees_natively_on_how_often_each_variant_is_drawn(config):
  case = make(config, "case_both", case_both_upper_prob=0.3,
              case_both_title_prob=0.2)
  variants = {(tuple(s), tuple(t)): k
              for k, (s, t) in CASE_BOTH_EXPECTED.items()}
  stats = TransformStats()
  python = [variants.get((tuple(e.src), tuple(e.tgt)), "unchanged")
            for e in run_python(case, src=CASE_SRC, tgt=CASE_TGT,
                                stats=stats)]
  native = run_native(case, src=CASE_SRC, tgt=CASE_TGT)
  natively = [variants.get((tuple(s), tuple(t)), "unchanged")
              for s, t in zip(native["src"], native["tgt"])]
  counts = Counter(python)
  assert set(counts) == {"case_both_upper_prob", "case_both_title_prob",
                         "unchanged"}  # Never one side without the other.
  assert counts["case_both_upper_prob"] / DRAWS == pytest.approx(0.3,
                                                                 abs=0.05)
  assert counts["case_both_title_prob"] / DRAWS == pytest.approx(0.2,
                                                                 abs=0.05)
  assert stats.as_dict()[f"{TASK}/case_both/uppercased_both"] == counts[
      "case_both_upper_prob"]
  assert_same_distribution(python, natively)
  assert run_python(case, src=CASE_SRC, tgt=CASE_TGT, example_seeds=[0],
                    is_train=False)[0].tgt == CASE_TGT


def test_case_both_probabilities_must_sum_to_at_most_one():
  cls = registry.transform("case_both")
  with pytest.raises(TransformOptionError, match="must sum to at most 1"):
    cls.resolve_options({"case_both_upper_prob": 0.6},
                        {"case_both_title_prob": 0.5}, TASK)
