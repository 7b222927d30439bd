"""dyn-datagen refuses a config before it writes anything, with every
problem at once: transform option values at load, the transforms' order and
every input file (lengths, archives, UTF-8) before the first shard."""

import gzip
import os

import pytest

from t2t_dyn.config import data_config
from t2t_dyn.data_generators import problem as problem_lib


def _lines(path, lines):
  path.write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")
  return str(path)


def _generate(config, tmp_path):
  return problem_lib.Problem(data_config=config).generate_shards(
      str(tmp_path / "data"), str(tmp_path / "tmp"), log=lambda line: None)


def _nothing_written(tmp_path):
  return not (tmp_path / "data.t2t_dyn").exists()


def test_a_bad_option_value_is_refused_when_the_config_loads(tmp_path):
  text = _lines(tmp_path / "a.txt", ["a b c"])
  config = {"meta": {"train": {"drop_temperature": -1, "src_lang": "en"}},
            "tasks": {"t": {
                "transforms": ["drop", "lang_prefix_both", "copy_noise"],
                "meta": {"copy_noise_min_len": 5, "copy_noise_max_len": 2},
                "inputs": {"c": {"src": text, "tgt": text}}}}}
  with pytest.raises(data_config.DataConfigError) as info:
    data_config.load_data_config(config)
  errors = info.value.errors
  # The transforms' own declared checks and messages, all three at once.
  assert errors[0].startswith("meta.train.drop_temperature: -1 is not a "
                              "non-negative number (option of transform "
                              "'drop' in task 't'")
  assert ("tasks.t.meta.trg_lang: required by transform 'lang_prefix_both'"
          in errors[1])
  assert errors[2] == "tasks.t: copy_noise_min_len 5 > copy_noise_max_len 2"
  assert len(errors) == 3


def test_an_option_at_its_bound_is_accepted(tmp_path):
  text = _lines(tmp_path / "a.txt", ["a b c"])
  data_config.load_data_config({"meta": {"train": {
      "drop_temperature": 0, "case_upper_prob": 0.5,
      "case_title_prob": 0.5, "case_lower_prob": 0}}, "tasks": {"t": {
          "transforms": ["drop", "case"],
          "inputs": {"c": {"src": text, "tgt": text}}}}})


def test_probabilities_over_one_are_refused_at_load(tmp_path):
  text = _lines(tmp_path / "a.txt", ["a b c"])
  with pytest.raises(data_config.DataConfigError, match=r"must sum to at "
                     r"most 1"):
    data_config.load_data_config({"meta": {"train": {
        "case_upper_prob": 0.6, "case_title_prob": 0.5}}, "tasks": {"t": {
            "transforms": ["case"],
            "inputs": {"c": {"src": text, "tgt": text}}}}})


def test_three_bad_inputs_are_reported_in_one_run_before_any_shard(
    tmp_path):
  good = [f"line {i}" for i in range(60)]
  src = _lines(tmp_path / "a.en", good)
  short = _lines(tmp_path / "a.cs", good[:59])
  # A .gz cut short: its first lines decompress, its end is missing.
  whole = gzip.compress("".join(f"w{i}\n" for i in range(5000)).encode())
  truncated = tmp_path / "b.gz"
  truncated.write_bytes(whole[:len(whole) // 2])
  invalid = tmp_path / "c.en"
  invalid.write_bytes("".join(f"ok {i}\n" for i in range(49)).encode()
                      + b"bad \xc3\x28 byte\n" + b"ok\n")
  other = _lines(tmp_path / "c.cs", [f"ok {i}" for i in range(51)])
  config = {"tasks": {
      "lengths": {"inputs": {"x": {"src": src, "tgt": short}}},
      "archive": {"type": "mono", "transforms": ["duplicate_mono"],
                  "inputs": {"y": {"mono": str(truncated)}}},
      "encoding": {"inputs": {"z": {"src": str(invalid), "tgt": other}}}}}
  with pytest.raises(data_config.DataConfigError) as info:
    _generate(config, tmp_path)
  errors = info.value.errors
  assert len(errors) == 3, errors
  assert errors[0] == (
      f"tasks.lengths.inputs.x: parallel files differ in length: {src} has "
      f"60 lines, {short} has 59 lines; t2t_dyn does not truncate: line k "
      f"of each file must belong to line k of the others")
  readable = sum(1 for _ in _readable(truncated))
  assert errors[1].startswith(f"tasks.archive.inputs.y: {truncated}:"
                              f"{readable + 1}: cannot be read (")
  assert errors[1].endswith(f"truncated or damaged after line {readable}")
  assert errors[2].startswith(f"tasks.encoding.inputs.z: {invalid}:50: "
                              f"invalid UTF-8 at byte 4 of the line")
  assert _nothing_written(tmp_path)


def _readable(path):
  """The lines Python's gzip reads from a damaged file before it fails."""
  try:
    with gzip.open(path, "rb") as f:
      yield from f
  except EOFError:
    return


def test_order_and_option_errors_come_with_a_missing_file_at_load(
    tmp_path):
  text = _lines(tmp_path / "m.txt", ["a b"])
  config = {"tasks": {
      "mono": {"type": "mono", "transforms": ["match_filter"],
               "inputs": {"m": {"mono": text}}},
      "pair": {"transforms": ["lang_prefix_both", "sentencepiece"],
               "meta": {"src_lang": "en", "trg_lang": "cs"},
               "inputs": {"x": {"src": text,
                                "tgt": str(tmp_path / "none.txt")}}}}}
  with pytest.raises(data_config.DataConfigError) as info:
    _generate(config, tmp_path)
  assert info.value.errors == [
      f"tasks.pair.inputs.x.tgt: file not found: {tmp_path / 'none.txt'}",
      "tasks.mono.transforms[0]: 'match_filter' needs a source/target pair, "
      "but this monolingual task has none yet; put duplicate_mono (or a "
      "taboo segmentation) before it",
      "tasks.mono.transforms: a monolingual task needs a transform that makes "
      "a target side (mono_to_targets for a language model, duplicate_mono, "
      "bart_noise, morfessor_em_taboo)",
      "tasks.pair.transforms[1]: 'sentencepiece' would split the special "
      "tokens that 'lang_prefix_both' adds (<FROM_en> <TO_cs>); put "
      "'sentencepiece' before it"]
  assert _nothing_written(tmp_path)


def test_every_invalid_line_is_counted_and_replace_lets_them_through(
    tmp_path):
  path = tmp_path / "m.txt"
  path.write_bytes(b"\xff one\ntwo\n\xfe three\nfour")  # No final newline.
  config = {"meta": {"shard": {"n_shards": 1}}, "tasks": {"m": {
      "type": "mono", "transforms": ["duplicate_mono"],
      "inputs": {"c": {"mono": str(path)}}}}}
  with pytest.raises(data_config.DataConfigError,
                     match=rf"{path}:1: invalid UTF-8 .*\(2 lines are "
                     r"invalid\)"):
    _generate(config, tmp_path)
  config["meta"]["shard"]["invalid_utf8"] = "replace"
  report = _generate(config, tmp_path)
  assert report.tasks[0].inputs["c"].utf8_replaced_lines == 2
  assert os.path.isdir(tmp_path / "data.t2t_dyn")


def test_a_stages_option_values_are_checked_at_load(tmp_path):
  text = _lines(tmp_path / "a.txt", ["a b c"])
  config = {"meta": {"train": {"stages": [
      {"name": "noisy", "weights": {"t": 1.0}, "until": {"updates": 10},
       "meta": {"drop_temperature": -2}},
      {"name": "clean", "weights": {"t": 1.0},
       "meta": {"case_upper_prob": 0.7, "case_title_prob": 0.7}}]}},
      "tasks": {"t": {"transforms": ["drop", "case"],
                      "inputs": {"c": {"src": text, "tgt": text}}}}}
  with pytest.raises(data_config.DataConfigError) as info:
    data_config.load_data_config(config)
  errors = info.value.errors
  assert errors[0].startswith("meta.train.stages[0].meta.drop_temperature: "
                              "-2 is not a non-negative number (option of "
                              "transform 'drop'")
  assert errors[1].startswith("meta.train.stages[1] (with this stage's "
                              "meta): ")
  assert "must sum to at most 1" in errors[1]
  assert len(errors) == 2


def test_bad_scores_and_alignment_lines_are_found_before_sharding(tmp_path):
  src = _lines(tmp_path / "a.en", ["the house", "a cat sat", "hello"])
  tgt = _lines(tmp_path / "a.sk", ["dom", "mačka sedela", "ahoj"])
  scores = _lines(tmp_path / "scores", ["0.5", "nan", "high"])
  links = _lines(tmp_path / "a.align", ["1-0", "3-0 1-1", "0-0"])
  config = {"tasks": {"t": {"inputs": {"x": {
      "src": src, "tgt": tgt, "scores": scores, "alignment": links}},
      "score_threshold": 0.1}}}
  with pytest.raises(data_config.DataConfigError) as info:
    _generate(config, tmp_path)
  assert info.value.errors == [
      f"tasks.t.inputs.x.scores: {scores}:2: 'nan' is not a finite number "
      f"(2 lines are bad)",
      f"tasks.t.inputs.x.alignment: {links}:2: pair 1 '3-0' is out of "
      f"range: the source has 3 words (0..2), the target 2 (0..1)"]
  assert _nothing_written(tmp_path)


def test_one_inputs_problem_does_not_hide_anothers(tmp_path):
  src = _lines(tmp_path / "a.en", ["one", "two"])
  short = _lines(tmp_path / "a.sk", ["jeden"])
  scores = _lines(tmp_path / "b.scores", ["0.5", "inf"])
  config = {"tasks": {"t": {"score_threshold": 0.1, "inputs": {
      "a": {"src": src, "tgt": short, "scores": scores},
      "b": {"src": src, "tgt": src, "scores": scores}}}}}
  with pytest.raises(data_config.DataConfigError) as info:
    _generate(config, tmp_path)
  assert [e.split(":")[0] for e in info.value.errors] == [
      "tasks.t.inputs.a", "tasks.t.inputs.b.scores"]
